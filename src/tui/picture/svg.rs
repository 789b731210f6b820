//! A still picture of a screen as SVG: each run of same-styled characters one `<text>`, each
//! run of a background colour one `<rect>`, in the colours of a dark terminal.

use super::colors::{self, DEFAULT_BG, DEFAULT_FG, Rgb};
use ratatui::buffer::{Buffer, Cell};
use ratatui::style::Color;
use std::fmt::Write;

/// Width of a character cell, in pixels.
const CELL_W: u32 = 9;
/// Height of a character cell, in pixels.
const CELL_H: u32 = 18;

fn hex([r, g, b]: Rgb) -> String {
    format!("#{r:02x}{g:02x}{b:02x}")
}

/// How one cell is written: foreground, background (`None`: the terminal's), bold, underlined,
/// dim.
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
        let look = colors::Look::of(cell);
        let color = |c: Color| colors::rgb(c).map(hex);
        Look {
            fg: color(look.fg).unwrap_or_else(|| hex(DEFAULT_FG)),
            bg: color(look.bg),
            bold: look.bold,
            underlined: look.underlined,
            dim: look.dim,
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
         monospace\" font-size=\"15\">\n<rect width=\"100%\" height=\"100%\" fill=\"{}\"/>\n",
        hex(DEFAULT_BG)
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
    use ratatui::style::{Modifier, Style};

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
