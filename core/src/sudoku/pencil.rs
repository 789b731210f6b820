//! A board's candidates drawn as people pencil them in, one cell as N characters, so that a
//! grid of pencil marks can be read back (issue 51's hint prints it; Sukaku input reads the
//! same cells): `1..4...89` is a cell of a 9×9 that may hold 1, 4, 8 or 9.

use super::{Shape, Units, digit_char};
use std::fmt;

/// The candidates of each cell of a board: for an empty cell the digits its units do not
/// hold, for a filled one its digit alone.
pub fn candidates(units: &Units, cells: &[u8]) -> Vec<u32> {
    let every = (1u32 << (units.shape().side() + 1)) - 2;
    let mut held = vec![0u32; units.len()];
    for (u, held) in held.iter_mut().enumerate() {
        for &i in units.cells(u) {
            *held |= 1 << cells[usize::from(i)];
        }
    }
    (0..cells.len())
        .map(|i| match cells[i] {
            0 => {
                let seen = units.of_cell(i).iter().map(|&u| held[usize::from(u)]);
                every & !seen.fold(0, |a, b| a | b)
            }
            d => 1 << d,
        })
        .collect()
}

/// The candidates of a board of `shape` (N² masks in reading order, bit `d` for digit `d`)
/// in rows: each cell as N characters, the digit `d` at position `d` or `.` where it is not
/// a candidate, cells apart by a space, `|` between boxes and a rule of `-` and `+` between
/// bands, as [`Pretty`](super::Pretty) draws digits.
pub struct PencilMarks<'a> {
    /// The board's size.
    pub shape: Shape,
    /// Each cell's candidates, in reading order.
    pub marks: &'a [u32],
}

impl fmt::Display for PencilMarks<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let side = self.shape.side();
        super::pretty::draw(f, self.shape, side, |f, i| {
            for d in 1..=side as u8 {
                let ch = if self.marks[i] & 1 << d != 0 {
                    digit_char(d)
                } else {
                    '.'
                };
                write!(f, "{ch}")?;
            }
            Ok(())
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_four_by_four_in_rows_with_its_boxes() {
        let shape = Shape::of_side(4).unwrap();
        let mut cells = vec![0u8; 16];
        cells[0] = 1;
        cells[5] = 2;
        let marks = candidates(&Units::of(shape), &cells);
        let text = PencilMarks {
            shape,
            marks: &marks,
        }
        .to_string();
        assert_eq!(
            text,
            "1... ..34 | .234 .234\n\
             ..34 .2.. | 1.34 1.34\n\
             ----------+----------\n\
             .234 1.34 | 1234 1234\n\
             .234 1.34 | 1234 1234\n"
        );
    }
}
