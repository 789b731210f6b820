//! A screen as a bitmap of palette indices, a cell [`CELL_W`] × [`CELL_H`] pixels in the
//! built-in font, with one fixed palette (the terminal's colours, and each dimmed): a GIF or a
//! PNG takes the indices as they are, with no colour quantisation.

use super::colors::{self, DEFAULT_BG, DEFAULT_FG, Look, NAMED, Rgb};
use super::font::{self, CELL_H, CELL_W};
use crate::tui::widgets::theme::EXTRA_COLORS;
use ratatui::buffer::Buffer;
use ratatui::style::Color;

/// Colours before the dimmed ones: the default background, the default foreground, the
/// sixteen named colours, the palettes' others.
const BASE: usize = 2 + NAMED.len() + EXTRA_COLORS.len();
/// The palette's size: the base colours, each dimmed, and room for a transparent index.
pub const PALETTE_LEN: usize = 64;
/// An index no pixel of a raster uses, free to mean "unchanged" in an animation's frame.
pub const TRANSPARENT: u8 = (PALETTE_LEN - 1) as u8;
// every base colour and its dimmed twin, with the transparent index free
const _: () = assert!(2 * BASE < PALETTE_LEN);
/// How much of a dim foreground is its colour, the rest the background (as the SVG's
/// opacity).
const DIM_PERCENT: u16 = 60;

/// The colour of base index `i`.
fn base(i: usize) -> Rgb {
    match i {
        0 => DEFAULT_BG,
        1 => DEFAULT_FG,
        named if named < 2 + NAMED.len() => NAMED[named - 2].1,
        extra => colors::rgb(EXTRA_COLORS[extra - 2 - NAMED.len()]).unwrap_or(DEFAULT_FG),
    }
}

/// The palette as `r, g, b` bytes, [`PALETTE_LEN`] colours.
pub fn palette() -> Vec<u8> {
    let mut bytes = Vec::with_capacity(PALETTE_LEN * 3);
    for i in 0..BASE {
        bytes.extend(base(i));
    }
    for i in 0..BASE {
        let blend = |(c, b): (u8, u8)| {
            ((u16::from(c) * DIM_PERCENT + u16::from(b) * (100 - DIM_PERCENT)) / 100) as u8
        };
        bytes.extend(base(i).into_iter().zip(DEFAULT_BG).map(blend));
    }
    bytes.resize(PALETTE_LEN * 3, 0);
    bytes
}

/// The base index of `color`, `default` for the terminal's own; a colour off the palette
/// (the app draws none) takes the nearest, the first of equals.
fn index(color: Color, default: u8) -> u8 {
    let Some(rgb) = colors::rgb(color) else {
        return default;
    };
    let distance = |i: &usize| {
        let other = base(*i);
        (0..3)
            .map(|k| (i32::from(rgb[k]) - i32::from(other[k])).pow(2))
            .sum::<i32>()
    };
    (0..BASE).min_by_key(distance).unwrap_or(0) as u8
}

/// A rectangle of pixels.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Area {
    /// Its left column.
    pub left: usize,
    /// Its top row.
    pub top: usize,
    /// Its width.
    pub width: usize,
    /// Its height.
    pub height: usize,
}

/// A bitmap of palette indices, row by row.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Raster {
    /// Width in pixels.
    pub width: usize,
    /// Height in pixels.
    pub height: usize,
    /// `width × height` palette indices.
    pub pixels: Vec<u8>,
}

impl Raster {
    /// The picture of `buf`: each cell's glyph in its colours, bold thickened a pixel to the
    /// right, underline the cell's bottom row, dim the foreground blended into the
    /// background.
    pub fn of(buf: &Buffer) -> Raster {
        let area = buf.area;
        let (columns, rows) = (usize::from(area.width), usize::from(area.height));
        let width = columns * CELL_W;
        let mut pixels = vec![0u8; width * rows * CELL_H];
        for y in 0..rows {
            for x in 0..columns {
                let cell = &buf[(area.x + x as u16, area.y + y as u16)];
                let look = Look::of(cell);
                let mut fg = index(look.fg, 1);
                if look.dim {
                    fg += BASE as u8;
                }
                let bg = index(look.bg, 0);
                let mut glyph = font::glyph(cell.symbol());
                if look.bold {
                    glyph = glyph.map(|row| row | row << 1);
                }
                if look.underlined {
                    glyph[CELL_H - 1] = 0xff;
                }
                for (dy, row) in glyph.iter().enumerate() {
                    let start = (y * CELL_H + dy) * width + x * CELL_W;
                    for (dx, pixel) in pixels[start..start + CELL_W].iter_mut().enumerate() {
                        *pixel = if row >> dx & 1 == 1 { fg } else { bg };
                    }
                }
            }
        }
        Raster {
            width,
            height: rows * CELL_H,
            pixels,
        }
    }

    /// The smallest rectangle holding every pixel that differs from `before` (of the same
    /// size), `None` when none does.
    pub fn changes_from(&self, before: &Raster) -> Option<Area> {
        let row = |y: usize| y * self.width..(y + 1) * self.width;
        let differs = |y: &usize| self.pixels[row(*y)] != before.pixels[row(*y)];
        let top = (0..self.height).find(differs)?;
        let bottom = (0..self.height).rev().find(differs)?;
        let (mut left, mut right) = (self.width, 0);
        for y in top..=bottom {
            let (now, then) = (&self.pixels[row(y)], &before.pixels[row(y)]);
            if let Some(first) = (0..left).find(|&x| now[x] != then[x]) {
                left = first;
            }
            if let Some(last) = (right..self.width).rev().find(|&x| now[x] != then[x]) {
                right = last;
            }
        }
        Some(Area {
            left,
            top,
            width: right + 1 - left,
            height: bottom + 1 - top,
        })
    }

    /// The pixels of `area`, row by row; with `before`, those that are the same there as
    /// [`TRANSPARENT`] (long runs of one index, which LZW packs tightly).
    pub fn crop(&self, area: Area, before: Option<&Raster>) -> Vec<u8> {
        let mut out = Vec::with_capacity(area.width * area.height);
        for y in area.top..area.top + area.height {
            let span = y * self.width + area.left..y * self.width + area.left + area.width;
            match before {
                Some(before) => out.extend(
                    self.pixels[span.clone()]
                        .iter()
                        .zip(&before.pixels[span])
                        .map(|(&now, &then)| if now == then { TRANSPARENT } else { now }),
                ),
                None => out.extend_from_slice(&self.pixels[span]),
            }
        }
        out
    }

    /// The colour of the pixel at (`x`, `y`).
    #[cfg(test)]
    pub fn rgb(&self, x: usize, y: usize) -> Rgb {
        let i = usize::from(self.pixels[y * self.width + x]) * 3;
        let palette = palette();
        [palette[i], palette[i + 1], palette[i + 2]]
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use ratatui::layout::Rect;
    use ratatui::style::{Modifier, Style};

    #[test]
    fn cells_are_drawn_in_their_colours() {
        let mut buf = Buffer::empty(Rect::new(0, 0, 3, 2));
        buf.set_string(1, 0, "█", Style::new().fg(Color::Red).bg(Color::Blue));
        buf.set_string(2, 1, " ", Style::new().bg(Color::Green));
        let raster = Raster::of(&buf);
        assert_eq!((raster.width, raster.height), (3 * CELL_W, 2 * CELL_H));
        assert_eq!(raster.rgb(0, 0), DEFAULT_BG);
        assert_eq!(
            raster.rgb(CELL_W + 3, 5),
            [0xcd, 0x31, 0x31],
            "the block is red"
        );
        assert_eq!(
            raster.rgb(2 * CELL_W, CELL_H),
            [0x0d, 0xbc, 0x79],
            "green background"
        );
        assert!(raster.pixels.iter().all(|&p| usize::from(p) < BASE));
    }

    #[test]
    fn reverse_bold_underline_and_dim_change_the_pixels() {
        let styled = |modifier: Modifier| {
            let mut buf = Buffer::empty(Rect::new(0, 0, 1, 1));
            buf.set_string(0, 0, "l", Style::new().add_modifier(modifier));
            Raster::of(&buf)
        };
        let plain = styled(Modifier::empty());
        let fg = |r: &Raster| r.pixels.iter().filter(|&&p| p != 0).count();
        assert!(fg(&styled(Modifier::BOLD)) > fg(&plain));
        let underlined = styled(Modifier::UNDERLINED);
        assert!((0..CELL_W).all(|x| underlined.rgb(x, CELL_H - 1) == DEFAULT_FG));
        let reversed = styled(Modifier::REVERSED);
        assert_eq!(reversed.rgb(0, 0), NAMED[7].1, "gray behind");
        let dim = styled(Modifier::DIM);
        let lit = plain.pixels.iter().position(|&p| p == 1).unwrap();
        let (x, y) = (lit % CELL_W, lit / CELL_W);
        assert_eq!(
            dim.rgb(x, y),
            [0x8b, 0x8b, 0x8b],
            "60% of d4 over 40% of 1e"
        );
    }

    #[test]
    fn changes_are_the_smallest_rectangle_around_them() {
        let mut buf = Buffer::empty(Rect::new(0, 0, 10, 4));
        let before = Raster::of(&buf);
        assert_eq!(before.changes_from(&before), None);
        buf.set_string(2, 1, "-", Style::new());
        buf.set_string(5, 2, "_", Style::new());
        let after = Raster::of(&buf);
        let area = after.changes_from(&before).unwrap();
        let dash = font::glyph("-");
        let first_row = dash.iter().position(|&r| r != 0).unwrap();
        assert_eq!(area.top, CELL_H + first_row);
        assert_eq!(
            area.left,
            2 * CELL_W + dash[first_row].trailing_zeros() as usize
        );
        let under = font::glyph("_");
        let last_row = under.iter().rposition(|&r| r != 0).unwrap();
        assert_eq!(area.top + area.height - 1, 2 * CELL_H + last_row);
        let crop = after.crop(area, Some(&before));
        assert_eq!(crop.len(), area.width * area.height);
        assert!(crop.contains(&TRANSPARENT) && crop.contains(&1));
    }

    #[test]
    fn colours_off_the_palette_take_the_nearest() {
        assert_eq!(index(Color::Rgb(0xcc, 0x30, 0x30), 1), 3);
        assert_eq!(index(Color::Reset, 1), 1);
        assert_eq!(palette().len(), PALETTE_LEN * 3);
    }

    #[test]
    fn the_palettes_colours_are_drawn_exactly() {
        // the colorblind palette's Okabe–Ito colours and the killer's cage grounds (xterm's
        // 17: #00005f, 53: #5f005f), not the nearest of the terminal's 16
        for (color, rgb) in [
            (Color::Rgb(0xE6, 0x9F, 0x00), [0xE6, 0x9F, 0x00]),
            (Color::Rgb(0xCC, 0x79, 0xA7), [0xCC, 0x79, 0xA7]),
            (Color::Indexed(17), [0x00, 0x00, 0x5f]),
            (Color::Indexed(53), [0x5f, 0x00, 0x5f]),
        ] {
            let mut buf = Buffer::empty(Rect::new(0, 0, 1, 1));
            buf.set_string(0, 0, " ", Style::new().bg(color));
            assert_eq!(Raster::of(&buf).rgb(0, 0), rgb, "{color:?}");
        }
    }
}
