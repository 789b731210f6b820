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
        draw(f, self.shape, 1, |f, i| {
            let d = self.digits[i];
            let ch = if d == 0 { '.' } else { digit_char(d) };
            write!(f, "{ch}")
        })
    }
}

/// Draws the cells of a board of `shape` in rows, each cell `width` characters that `cell`
/// writes (given the cell's index), apart by a space, `|` between boxes and a rule of `-`
/// and `+` between bands: the one drawing of digits and of pencil marks.
pub(super) fn draw(
    f: &mut fmt::Formatter<'_>,
    shape: Shape,
    width: usize,
    cell: impl Fn(&mut fmt::Formatter<'_>, usize) -> fmt::Result,
) -> fmt::Result {
    let (side, rows, cols) = (shape.side(), shape.box_rows(), shape.box_cols());
    // each box's cells take width + 1 columns but the last, then a space before the `|`
    let rule: Vec<String> = (0..side / cols)
        .map(|b| {
            let outer = usize::from(b > 0) + usize::from(b + 1 < side / cols);
            "-".repeat((width + 1) * cols - 1 + outer)
        })
        .collect();
    let rule = rule.join("+");
    for row in 0..side {
        if row > 0 && row % rows == 0 {
            writeln!(f, "{rule}")?;
        }
        for col in 0..side {
            if col > 0 {
                f.write_str(if col % cols == 0 { " | " } else { " " })?;
            }
            cell(f, row * side + col)?;
        }
        writeln!(f)?;
    }
    Ok(())
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
