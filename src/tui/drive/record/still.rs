//! A still picture of a screen as SVG: each run of same-styled characters one `<text>`, each
//! run of a background colour one `<rect>`, in the colours of a dark terminal.

use ratatui::buffer::{Buffer, Cell};
use ratatui::style::{Color, Modifier};
use std::fmt::Write;

/// Width of a character cell, in pixels.
const CELL_W: u32 = 9;
/// Height of a character cell, in pixels.
const CELL_H: u32 = 18;
/// The terminal's own foreground and background.
const DEFAULT_FG: &str = "#d4d4d4";
const DEFAULT_BG: &str = "#1e1e1e";

/// The colour of `color` as a hex string, `None` for the terminal's default.
fn hex(color: Color) -> Option<String> {
    let named = match color {
        Color::Reset => return None,
        Color::Black => "#000000",
        Color::Red => "#cd3131",
        Color::Green => "#0dbc79",
        Color::Yellow => "#e5e510",
        Color::Blue => "#2472c8",
        Color::Magenta => "#bc3fbc",
        Color::Cyan => "#11a8cd",
        Color::Gray => "#e5e5e5",
        Color::DarkGray => "#666666",
        Color::LightRed => "#f14c4c",
        Color::LightGreen => "#23d18b",
        Color::LightYellow => "#f5f543",
        Color::LightBlue => "#3b8eea",
        Color::LightMagenta => "#d670d6",
        Color::LightCyan => "#29b8db",
        Color::White => "#ffffff",
        Color::Rgb(r, g, b) => return Some(format!("#{r:02x}{g:02x}{b:02x}")),
        Color::Indexed(i) => return Some(format!("#{i:02x}{i:02x}{i:02x}")),
    };
    Some(named.to_string())
}

/// How one cell looks: foreground, background, bold, underlined, dim.
#[derive(Clone, PartialEq, Eq)]
struct Look {
    fg: String,
    bg: Option<String>,
    bold: bool,
    underlined: bool,
    dim: bool,
}

impl Look {
    fn of(cell: &Cell) -> Look {
        let (mut fg, mut bg) = (cell.fg, cell.bg);
        if cell.modifier.contains(Modifier::REVERSED) {
            std::mem::swap(&mut fg, &mut bg);
            // reversed defaults: the terminal's background on its foreground
            if fg == Color::Reset {
                fg = Color::Black;
            }
            if bg == Color::Reset {
                bg = Color::Gray;
            }
        }
        Look {
            fg: hex(fg).unwrap_or_else(|| DEFAULT_FG.to_string()),
            bg: hex(bg),
            bold: cell.modifier.contains(Modifier::BOLD),
            underlined: cell.modifier.contains(Modifier::UNDERLINED),
            dim: cell.modifier.contains(Modifier::DIM),
        }
    }
}

/// Escapes text for XML.
fn escape(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
}

/// The SVG of `buf`.
pub fn svg(buf: &Buffer) -> String {
    let area = buf.area;
    let (width, height) = (
        u32::from(area.width) * CELL_W,
        u32::from(area.height) * CELL_H,
    );
    let mut out = format!(
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{width}\" height=\"{height}\" \
         viewBox=\"0 0 {width} {height}\" font-family=\"'DejaVu Sans Mono', Menlo, Consolas, \
         monospace\" font-size=\"15\">\n<rect width=\"100%\" height=\"100%\" fill=\"{DEFAULT_BG}\"/>\n"
    );
    for y in 0..area.height {
        let cells: Vec<&Cell> = (0..area.width)
            .map(|x| &buf[(area.x + x, area.y + y)])
            .collect();
        let looks: Vec<Look> = cells.iter().map(|c| Look::of(c)).collect();
        let top = u32::from(y) * CELL_H;
        // backgrounds, a rectangle per run
        let mut x = 0;
        while x < cells.len() {
            let run = looks[x..]
                .iter()
                .take_while(|l| l.bg == looks[x].bg)
                .count();
            if let Some(bg) = &looks[x].bg {
                let _ = writeln!(
                    out,
                    "<rect x=\"{}\" y=\"{top}\" width=\"{}\" height=\"{CELL_H}\" fill=\"{bg}\"/>",
                    x as u32 * CELL_W,
                    run as u32 * CELL_W
                );
            }
            x += run;
        }
        // text, a <text> per run of one look, blanks left out
        let mut x = 0;
        while x < cells.len() {
            let run = looks[x..].iter().take_while(|l| **l == looks[x]).count();
            let text: String = cells[x..x + run].iter().map(|c| c.symbol()).collect();
            if !text.trim().is_empty() {
                let look = &looks[x];
                let mut attributes = format!("fill=\"{}\"", look.fg);
                if look.bold {
                    attributes.push_str(" font-weight=\"bold\"");
                }
                if look.underlined {
                    attributes.push_str(" text-decoration=\"underline\"");
                }
                if look.dim {
                    attributes.push_str(" opacity=\"0.6\"");
                }
                let _ = writeln!(
                    out,
                    "<text x=\"{}\" y=\"{}\" textLength=\"{}\" lengthAdjust=\"spacingAndGlyphs\" \
                     xml:space=\"preserve\" {attributes}>{}</text>",
                    x as u32 * CELL_W,
                    top + CELL_H - 5,
                    run as u32 * CELL_W,
                    escape(&text)
                );
            }
            x += run;
        }
    }
    out.push_str("</svg>\n");
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use ratatui::layout::Rect;
    use ratatui::style::Style;

    #[test]
    fn draws_runs_of_text_and_background() {
        let mut buf = Buffer::empty(Rect::new(0, 0, 6, 2));
        buf.set_string(0, 0, "ab<c", Style::new().fg(Color::Cyan).bg(Color::Red));
        buf.set_string(4, 1, "zz", Style::new().add_modifier(Modifier::BOLD));
        let svg = svg(&buf);
        assert!(svg.starts_with("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"54\""));
        assert!(
            svg.contains("<rect x=\"0\" y=\"0\" width=\"36\" height=\"18\" fill=\"#cd3131\"/>")
        );
        assert!(svg.contains("fill=\"#11a8cd\">ab&lt;c</text>"), "{svg}");
        assert!(svg.contains(
            "<text x=\"36\" y=\"31\" textLength=\"18\" lengthAdjust=\"spacingAndGlyphs\" \
             xml:space=\"preserve\" fill=\"#d4d4d4\" font-weight=\"bold\">zz</text>"
        ));
        assert!(svg.ends_with("</svg>\n"));
    }

    #[test]
    fn reversed_cells_swap_their_colours() {
        let mut buf = Buffer::empty(Rect::new(0, 0, 1, 1));
        buf.set_string(0, 0, "3", Style::new().add_modifier(Modifier::REVERSED));
        let svg = svg(&buf);
        assert!(svg.contains("fill=\"#e5e5e5\"/>"), "{svg}");
        assert!(svg.contains("fill=\"#000000\">3</text>"), "{svg}");
    }
}
