//! The built-in bitmap font of the pictures: 8 × 16 pixel cells. Letters, digits and Latin-1
//! come from the public-domain 8 × 8 glyphs of the `font8x8` crate, each row drawn twice (the
//! cell of a terminal is twice as high as wide); box drawing and blocks are drawn from their
//! geometry ([`super::boxes`]); the few other symbols the visualizer draws (arrows, `…`, `◦`,
//! `✗`, superscript digits) are drawn here. Anything else shows as a hollow box.

use super::boxes;
use font8x8::legacy::{BASIC_LEGACY, LATIN_LEGACY};

/// Width of a character cell, in pixels.
pub const CELL_W: usize = 8;
/// Height of a character cell, in pixels.
pub const CELL_H: usize = 16;

/// A cell's pixels, a row a byte, bit `x` the pixel in column `x` (bit 0 the leftmost).
pub type Glyph = [u8; CELL_H];

/// 8 × 8 glyphs of the symbols the visualizer draws that `font8x8` lacks.
const SYMBOLS: &[(char, [u8; 8])] = &[
    ('–', [0x00, 0x00, 0x00, 0x7f, 0x00, 0x00, 0x00, 0x00]),
    ('—', [0x00, 0x00, 0x00, 0xff, 0x00, 0x00, 0x00, 0x00]),
    ('−', [0x00, 0x00, 0x00, 0x3f, 0x00, 0x00, 0x00, 0x00]),
    ('…', [0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x49, 0x00]),
    ('›', [0x00, 0x00, 0x06, 0x0c, 0x18, 0x0c, 0x06, 0x00]),
    ('←', [0x00, 0x04, 0x06, 0x7f, 0x06, 0x04, 0x00, 0x00]),
    ('→', [0x00, 0x10, 0x30, 0x7f, 0x30, 0x10, 0x00, 0x00]),
    ('↑', [0x08, 0x1c, 0x3e, 0x08, 0x08, 0x08, 0x08, 0x00]),
    ('↓', [0x08, 0x08, 0x08, 0x08, 0x3e, 0x1c, 0x08, 0x00]),
    ('≈', [0x00, 0x6e, 0x3b, 0x00, 0x6e, 0x3b, 0x00, 0x00]),
    ('≥', [0x06, 0x0c, 0x18, 0x0c, 0x06, 0x00, 0x1e, 0x00]),
    ('▸', [0x00, 0x04, 0x0c, 0x1c, 0x0c, 0x04, 0x00, 0x00]),
    ('◆', [0x08, 0x1c, 0x3e, 0x7f, 0x3e, 0x1c, 0x08, 0x00]),
    ('●', [0x1c, 0x3e, 0x7f, 0x7f, 0x7f, 0x3e, 0x1c, 0x00]),
    ('◦', [0x00, 0x00, 0x1c, 0x22, 0x22, 0x22, 0x1c, 0x00]),
    ('✗', [0x00, 0x63, 0x36, 0x1c, 0x1c, 0x36, 0x63, 0x00]),
];

/// Superscript and subscript digits, drawn as the digit at half height, high or low.
const SUPERSCRIPTS: &str = "⁰¹²³⁴⁵⁶⁷⁸⁹";
const SUBSCRIPTS: &str = "₀₁₂₃₄₅₆₇₈₉";

/// The glyph of a cell showing `symbol` (its first character; blank when it has none).
pub fn glyph(symbol: &str) -> Glyph {
    let Some(c) = symbol.chars().next() else {
        return [0; CELL_H];
    };
    if let Some(glyph) = boxes::glyph(c) {
        return glyph;
    }
    if let Some(small) = SUPERSCRIPTS.chars().position(|s| s == c) {
        return half_height(digit(small), 1);
    }
    if let Some(small) = SUBSCRIPTS.chars().position(|s| s == c) {
        return half_height(digit(small), CELL_H / 2 - 1);
    }
    match eight(c) {
        Some(rows) => tall(rows),
        None => hollow_box(),
    }
}

/// The 8 × 8 glyph of `c`, where there is one.
fn eight(c: char) -> Option<[u8; 8]> {
    let code = u32::from(c) as usize;
    match code {
        0x20..=0x7e => Some(BASIC_LEGACY[code]),
        0xa0..=0xff => Some(LATIN_LEGACY[code - 0xa0]),
        _ => SYMBOLS.iter().find(|(s, _)| *s == c).map(|&(_, rows)| rows),
    }
}

fn digit(n: usize) -> [u8; 8] {
    BASIC_LEGACY[usize::from(b'0') + n]
}

/// An 8 × 8 glyph over the whole cell, each row twice.
fn tall(rows: [u8; 8]) -> Glyph {
    let mut glyph = [0; CELL_H];
    for (y, row) in glyph.iter_mut().enumerate() {
        *row = rows[y / 2];
    }
    glyph
}

/// An 8 × 8 glyph as it is, from row `top`.
fn half_height(rows: [u8; 8], top: usize) -> Glyph {
    let mut glyph = [0; CELL_H];
    glyph[top..top + 8].copy_from_slice(&rows);
    glyph
}

/// What a character without a glyph shows: an outline, as terminals show a missing glyph.
fn hollow_box() -> Glyph {
    let mut glyph = [0x41; CELL_H];
    glyph[..2].fill(0);
    glyph[2] = 0x7f;
    glyph[CELL_H - 3] = 0x7f;
    glyph[CELL_H - 2..].fill(0);
    glyph
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The glyph as rows of `#` and `.`, for a test to read.
    fn picture(glyph: &Glyph) -> Vec<String> {
        glyph
            .iter()
            .map(|row| {
                (0..CELL_W)
                    .map(|x| if row >> x & 1 == 1 { '#' } else { '.' })
                    .collect()
            })
            .collect()
    }

    #[test]
    fn letters_are_the_8x8_font_drawn_twice_as_high() {
        let a = picture(&glyph("A"));
        // font8x8's A, row by row: a point, shoulders, two legs with a bar between
        assert_eq!(a[0], "..##....");
        assert_eq!(a[1], "..##....");
        assert_eq!(a[2], ".####...");
        assert_eq!(a[8], "######..");
        assert_eq!(a[15], "........");
        assert_eq!(glyph(" "), [0; CELL_H]);
        assert_eq!(glyph(""), [0; CELL_H]);
    }

    #[test]
    fn every_symbol_the_visualizer_draws_has_a_glyph() {
        // the non-ASCII characters of src/tui's strings and of ratatui's borders
        let drawn = "·×–—…›←↑→↓−≈≥▸◆●◦✗²³¹⁰⁴⁵⁶⁷⁸⁹₁₆─━│┃┏┓┗┛┠┨┯┷┿╋╂┼▁▂▃▄▅▆▇█▏░";
        for c in drawn.chars() {
            let g = glyph(&c.to_string());
            assert_ne!(g, hollow_box(), "{c} has no glyph");
            assert_ne!(g, [0; CELL_H], "{c} is blank");
        }
        assert_eq!(glyph("☃"), hollow_box());
    }

    #[test]
    fn superscripts_sit_high_and_subscripts_low() {
        let high = glyph("²");
        let low = glyph("₁");
        assert!(high[..CELL_H / 2].iter().any(|&r| r != 0));
        assert!(high[CELL_H / 2 + 1..].iter().all(|&r| r == 0));
        assert!(low[..CELL_H / 2 - 1].iter().all(|&r| r == 0));
        assert_eq!(high[1..9], digit(2));
    }
}
