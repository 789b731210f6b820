//! The colours of a dark terminal, shared by every picture: what a cell's style looks like once
//! reversed and defaulted.

use ratatui::buffer::Cell;
use ratatui::style::{Color, Modifier};

/// An RGB colour.
pub type Rgb = [u8; 3];

/// The terminal's own foreground.
pub const DEFAULT_FG: Rgb = [0xd4, 0xd4, 0xd4];
/// The terminal's own background.
pub const DEFAULT_BG: Rgb = [0x1e, 0x1e, 0x1e];

/// The sixteen named colours, in the order of their ANSI indices (0 black … 15 white).
pub const NAMED: [(Color, Rgb); 16] = [
    (Color::Black, [0x00, 0x00, 0x00]),
    (Color::Red, [0xcd, 0x31, 0x31]),
    (Color::Green, [0x0d, 0xbc, 0x79]),
    (Color::Yellow, [0xe5, 0xe5, 0x10]),
    (Color::Blue, [0x24, 0x72, 0xc8]),
    (Color::Magenta, [0xbc, 0x3f, 0xbc]),
    (Color::Cyan, [0x11, 0xa8, 0xcd]),
    (Color::Gray, [0xe5, 0xe5, 0xe5]),
    (Color::DarkGray, [0x66, 0x66, 0x66]),
    (Color::LightRed, [0xf1, 0x4c, 0x4c]),
    (Color::LightGreen, [0x23, 0xd1, 0x8b]),
    (Color::LightYellow, [0xf5, 0xf5, 0x43]),
    (Color::LightBlue, [0x3b, 0x8e, 0xea]),
    (Color::LightMagenta, [0xd6, 0x70, 0xd6]),
    (Color::LightCyan, [0x29, 0xb8, 0xdb]),
    (Color::White, [0xff, 0xff, 0xff]),
];

/// The colour `color` shows as, `None` for the terminal's default.
pub fn rgb(color: Color) -> Option<Rgb> {
    match color {
        Color::Reset => None,
        Color::Rgb(r, g, b) => Some([r, g, b]),
        Color::Indexed(i) => Some(indexed(i)),
        named => NAMED.iter().find(|(c, _)| *c == named).map(|&(_, rgb)| rgb),
    }
}

/// Colour `i` of the 256-colour palette: the 16 named, a 6×6×6 cube, then 24 greys (xterm's
/// levels).
fn indexed(i: u8) -> Rgb {
    match i {
        0..16 => NAMED[usize::from(i)].1,
        16..232 => {
            let level = |n: u8| if n == 0 { 0 } else { 55 + 40 * n };
            let n = i - 16;
            [level(n / 36), level(n / 6 % 6), level(n % 6)]
        }
        _ => [8 + 10 * (i - 232); 3],
    }
}

/// How one cell looks: its colours after `REVERSED` (`Reset`: the terminal's default), and the
/// attributes a picture draws.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Look {
    /// The foreground.
    pub fg: Color,
    /// The background.
    pub bg: Color,
    /// Bold.
    pub bold: bool,
    /// Underlined.
    pub underlined: bool,
    /// Dim.
    pub dim: bool,
}

impl Look {
    /// The look of `cell`.
    pub fn of(cell: &Cell) -> Look {
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
            fg,
            bg,
            bold: cell.modifier.contains(Modifier::BOLD),
            underlined: cell.modifier.contains(Modifier::UNDERLINED),
            dim: cell.modifier.contains(Modifier::DIM),
        }
    }
}
