//! Box drawing (U+2500–U+257F) and block elements (U+2580–U+259F) drawn from their geometry
//! rather than taken from a font: lines meet their neighbours' at the cell's edges whatever
//! the cell's size, and light and heavy lines stay apart.

use super::font::{CELL_H, CELL_W, Glyph};

/// The arms of U+2500 to U+257F, four digits each (up, right, down, left): 0 none, 1 light,
/// 2 heavy. Dashed lines are drawn solid, double lines heavy, rounded corners square, and the
/// diagonals (`x`) not at all.
const ARMS: &str = "\
0101 0202 1010 2020 0101 0202 1010 2020 0101 0202 1010 2020 0110 0210 0120 0220 \
0011 0012 0021 0022 1100 1200 2100 2200 1001 1002 2001 2002 1110 1210 2110 1120 \
2120 2210 1220 2220 1011 1012 2011 1021 2021 2012 1022 2022 0111 0112 0211 0212 \
0121 0122 0221 0222 1101 1102 1201 1202 2101 2102 2201 2202 1111 1112 1211 1212 \
2111 1121 2121 2112 2211 1122 1221 2212 1222 2122 2221 2222 0101 0202 1010 2020 \
0202 2020 0220 0220 0220 0022 0022 0022 2200 2200 2200 2002 2002 2002 2220 2220 \
2220 2022 2022 2022 0222 0222 0222 2202 2202 2202 2222 2222 2222 0110 0011 1001 \
1100 xxxx xxxx xxxx 0001 1000 0100 0010 0002 2000 0200 0020 0201 1020 0102 2010";

/// The column and row where lines run through a cell (a heavy line takes the next one too).
const MID_X: usize = CELL_W / 2 - 1;
const MID_Y: usize = CELL_H / 2 - 1;

/// The glyph of `c` if it is a box-drawing or block character this module draws.
pub fn glyph(c: char) -> Option<Glyph> {
    match u32::from(c) {
        code @ 0x2500..=0x257f => lines(code - 0x2500),
        code @ 0x2580..=0x259f => Some(block(code - 0x2580)),
        _ => None,
    }
}

/// The lines of box-drawing character `index` (from U+2500).
fn lines(index: u32) -> Option<Glyph> {
    let at = index as usize * 5;
    let arms = ARMS.get(at..at + 4)?.as_bytes();
    if arms[0] == b'x' {
        return None;
    }
    let weight = |i: usize| usize::from(arms[i] - b'0');
    let (up, right, down, left) = (weight(0), weight(1), weight(2), weight(3));
    let mut glyph = [0u8; CELL_H];
    // each arm runs from the edge past the middle, so that arms of any weight meet
    let vertical = |glyph: &mut Glyph, rows: std::ops::Range<usize>, w: usize| {
        for row in &mut glyph[rows] {
            *row |= ((1u8 << w) - 1) << MID_X;
        }
    };
    let horizontal = |glyph: &mut Glyph, cols: std::ops::Range<usize>, w: usize| {
        let span = cols.map(|x| 1u8 << x).fold(0, |a, b| a | b);
        for row in &mut glyph[MID_Y..MID_Y + w] {
            *row |= span;
        }
    };
    if up > 0 {
        vertical(&mut glyph, 0..MID_Y + 2, up);
    }
    if down > 0 {
        vertical(&mut glyph, MID_Y..CELL_H, down);
    }
    if left > 0 {
        horizontal(&mut glyph, 0..MID_X + 2, left);
    }
    if right > 0 {
        horizontal(&mut glyph, MID_X..CELL_W, right);
    }
    Some(glyph)
}

/// Block element `index` (from U+2580): eighths, halves, shades and quadrants.
fn block(index: u32) -> Glyph {
    let rows = |from: usize, to: usize, mask: u8| {
        let mut glyph = [0u8; CELL_H];
        glyph[from..to].fill(mask);
        glyph
    };
    let left_cols = |n: u32| ((1u16 << n) - 1) as u8;
    let eighth = |n: u32| (CELL_H * n as usize) / 8;
    match index {
        0x00 => rows(0, CELL_H / 2, 0xff),
        // lower one eighth (1) to full block (8)
        n @ 0x01..=0x08 => rows(CELL_H - eighth(n), CELL_H, 0xff),
        // left seven eighths (9) to one eighth (15)
        n @ 0x09..=0x0f => rows(0, CELL_H, left_cols(16 - n)),
        0x10 => rows(0, CELL_H, 0xf0),
        n @ 0x11..=0x13 => shade(n - 0x10),
        0x14 => rows(0, eighth(1), 0xff),
        0x15 => rows(0, CELL_H, 0x80),
        n => quadrants(match n {
            0x16 => 0b0100,
            0x17 => 0b1000,
            0x18 => 0b0001,
            0x19 => 0b1101,
            0x1a => 0b1001,
            0x1b => 0b0111,
            0x1c => 0b1011,
            0x1d => 0b0010,
            0x1e => 0b0110,
            _ => 0b1110,
        }),
    }
}

/// Light (1), medium (2) or dark (3) shade: a quarter, half or three quarters of the pixels.
fn shade(level: u32) -> Glyph {
    let mut glyph = [0u8; CELL_H];
    for (y, row) in glyph.iter_mut().enumerate() {
        let light = 0x11u8 << (y % 4);
        *row = match level {
            1 => light,
            2 if y % 2 == 0 => 0x55,
            2 => 0xaa,
            _ => !light,
        };
    }
    glyph
}

/// Quadrants set by `bits`: 1 upper left, 2 upper right, 4 lower left, 8 lower right.
fn quadrants(bits: u8) -> Glyph {
    let mut glyph = [0u8; CELL_H];
    for (y, row) in glyph.iter_mut().enumerate() {
        let (left, right) = if y < CELL_H / 2 { (1, 2) } else { (4, 8) };
        if bits & left != 0 {
            *row |= 0x0f;
        }
        if bits & right != 0 {
            *row |= 0xf0;
        }
    }
    glyph
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pixel(glyph: &Glyph, x: usize, y: usize) -> bool {
        glyph[y] >> x & 1 == 1
    }

    #[test]
    fn lines_reach_the_edges_their_arms_point_to() {
        let cross = glyph('┼').unwrap();
        assert!(pixel(&cross, MID_X, 0) && pixel(&cross, MID_X, CELL_H - 1));
        assert!(pixel(&cross, 0, MID_Y) && pixel(&cross, CELL_W - 1, MID_Y));
        assert!(!pixel(&cross, MID_X + 1, 0), "light: one pixel wide");
        let corner = glyph('┏').unwrap();
        assert!(
            pixel(&corner, MID_X + 1, CELL_H - 1),
            "heavy: two pixels wide"
        );
        assert!(!pixel(&corner, MID_X, 0) && !pixel(&corner, 0, MID_Y));
        assert!(pixel(&corner, CELL_W - 1, MID_Y + 1));
        let tee = glyph('┠').unwrap();
        assert!(pixel(&tee, MID_X + 1, 0) && pixel(&tee, CELL_W - 1, MID_Y));
        assert!(
            !pixel(&tee, CELL_W - 1, MID_Y + 1),
            "its right arm is light"
        );
        assert!(!pixel(&tee, 0, MID_Y), "no left arm");
    }

    #[test]
    fn every_arm_entry_is_four_weights_or_none() {
        assert_eq!(ARMS.len(), 0x80 * 5 - 1);
        for (i, entry) in ARMS.split(' ').enumerate() {
            assert!(
                entry == "xxxx" || entry.bytes().all(|b| (b'0'..=b'2').contains(&b)),
                "U+{:04X}: {entry}",
                0x2500 + i
            );
        }
        assert_eq!(lines(0x4b), glyph('╋'));
        assert_eq!(glyph('╳'), None);
    }

    #[test]
    fn blocks_fill_their_share_of_the_cell() {
        let count = |g: Glyph| g.iter().map(|r| r.count_ones()).sum::<u32>();
        let all = (CELL_W * CELL_H) as u32;
        assert_eq!(count(glyph('█').unwrap()), all);
        assert_eq!(count(glyph('▄').unwrap()), all / 2);
        assert_eq!(count(glyph('▁').unwrap()), all / 8);
        assert_eq!(count(glyph('▏').unwrap()), CELL_H as u32);
        assert_eq!(count(glyph('▐').unwrap()), all / 2);
        assert_eq!(count(glyph('░').unwrap()), all / 4);
        assert_eq!(count(glyph('▒').unwrap()), all / 2);
        assert_eq!(count(glyph('▓').unwrap()), all * 3 / 4);
        assert_eq!(count(glyph('▚').unwrap()), all / 2);
        assert!(pixel(&glyph('▘').unwrap(), 0, 0));
    }
}
