//! A board written as people draw it: rows of digits with `|` between boxes and a rule of
//! `-` and `+` between bands, the same at every size.

use super::{Board, NineBoard, Shape, digit_char};
use std::fmt;

/// The digits of a board of `shape` (N² of them in reading order, 0 for an empty cell) in
/// rows, `.` for an empty cell: `8 . . | . . . | . . .` and `------+-------+------` at 9×9.
pub struct Pretty<'a> {
    /// The board's size.
    pub shape: Shape,
    /// Its cells in reading order.
    pub digits: &'a [u8],
}

impl fmt::Display for Pretty<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (side, rows, cols) = (
            self.shape.side(),
            self.shape.box_rows(),
            self.shape.box_cols(),
        );
        // each box's cells take 2 columns but the last, then a space before the `|`
        let rule: Vec<String> = (0..side / cols)
            .map(|b| {
                let outer = usize::from(b > 0) + usize::from(b + 1 < side / cols);
                "-".repeat(2 * cols - 1 + outer)
            })
            .collect();
        let rule = rule.join("+");
        for (row, cells) in self.digits.chunks(side).enumerate() {
            if row > 0 && row % rows == 0 {
                writeln!(f, "{rule}")?;
            }
            for (col, &d) in cells.iter().enumerate() {
                if col > 0 {
                    f.write_str(if col % cols == 0 { " | " } else { " " })?;
                }
                let ch = if d == 0 { '.' } else { digit_char(d) };
                write!(f, "{ch}")?;
            }
            writeln!(f)?;
        }
        Ok(())
    }
}

impl fmt::Display for NineBoard {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let digits = self.digits();
        Pretty {
            shape: Shape::NINE,
            digits,
        }
        .fmt(f)
    }
}

impl fmt::Display for Board {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        Pretty {
            shape: self.shape(),
            digits: self.digits(),
        }
        .fmt(f)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn boxes_are_drawn_with_their_shape() {
        let six = Shape::with_box(6, 3, 2).unwrap();
        let mut digits = vec![0; 36];
        digits[0] = 1;
        digits[35] = 6;
        let text = Pretty {
            shape: six,
            digits: &digits,
        }
        .to_string();
        assert_eq!(
            text,
            "1 . | . . | . .\n. . | . . | . .\n. . | . . | . .\n----+-----+----\n\
             . . | . . | . .\n. . | . . | . .\n. . | . . | . 6\n"
        );
        let twelve = Shape::of_side(12).unwrap();
        let mut digits = vec![0; 144];
        digits[11] = 12;
        let text = Pretty {
            shape: twelve,
            digits: &digits,
        }
        .to_string();
        let first = text.lines().next().unwrap();
        assert_eq!(first, ". . . . | . . . . | . . . C");
        assert_eq!(text.lines().nth(3).unwrap(), "--------+---------+--------");
    }
}
