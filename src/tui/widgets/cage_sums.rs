//! Killer cages' sums as the board draws them, in the line above a cage's first cell or in
//! its corner, raised on cells of one row, spread along the cage on cells of one column.

use super::board::BoardView;
use crate::tui::layout::BoardSize;
use stepdoku::sudoku::{Outline, Shape};
use stepdoku::timeline::CellState;

/// Each killer cage's sum as the board draws it at one size: in the line above the cage's
/// first cell where one runs, else in that cell's top-left corner (in small raised digits
/// on a cell of one row, where it shares the row with the cell's digit). A sum needs a cell
/// as wide as its digits, but on a board of one-character cells (the race's compact boards)
/// its raised digits go one a cell, from the first cell along the cage (right where the
/// cage goes on, else down), never on a line, so that every cage shows its whole sum.
pub(super) struct CageSums {
    /// Each cell's sum, written out, for the cells that show one (one digit of it each on
    /// a board of one-character cells).
    labels: Vec<Option<Vec<char>>>,
    /// Whether the sums stay inside their cells (one-character cells).
    pub(super) inside_only: bool,
}

impl CageSums {
    pub(super) fn new(outline: &Outline, size: BoardSize, shape: Shape) -> CageSums {
        if size.cell_w == 1 {
            return CageSums::spread(outline, shape);
        }
        let labels = (0..shape.cells())
            .map(|i| {
                let label: Vec<char> = outline.sum_at(i)?.to_string().chars().collect();
                (label.len() <= usize::from(size.cell_w)).then_some(label)
            })
            .collect();
        CageSums {
            labels,
            inside_only: false,
        }
    }

    /// The sums of one-character cells: each digit in the next cell of its cage, right or
    /// down from the one before; a cage too thin for its sum that way (three digits on a
    /// large board) takes its first cells in reading order instead, so that every sum shows.
    fn spread(outline: &Outline, shape: Shape) -> CageSums {
        let side = shape.side();
        let mut labels = vec![None; shape.cells()];
        for first in 0..shape.cells() {
            let Some(sum) = outline.sum_at(first) else {
                continue;
            };
            let digits: Vec<char> = sum.to_string().chars().collect();
            let mut path = vec![first];
            while path.len() < digits.len() {
                let at = path[path.len() - 1];
                let next = match () {
                    _ if outline.same_cage_right(at) => at + 1,
                    _ if outline.same_cage_below(at) => at + side,
                    _ => break,
                };
                path.push(next);
            }
            if path.len() < digits.len() {
                path = cage_cells(outline, side, first);
            }
            for (cell, digit) in path.into_iter().zip(digits) {
                labels[cell] = Some(vec![digit]);
            }
        }
        CageSums {
            labels,
            inside_only: true,
        }
    }

    /// The sum's character at column `offset` of the line above the cell with index `i`
    /// (`cell` false: the line under the last row, above no cell).
    pub(super) fn above(&self, i: usize, cell: bool, offset: u16) -> Option<char> {
        let label = self.labels.get(i).filter(|_| cell && !self.inside_only)?;
        let label = label.as_ref()?;
        label.get(usize::from(offset)).copied()
    }

    /// The sum's character at `(ox, oy)` inside the cell with index `i`, which has no line
    /// above it. On a cell of one row the digits are raised, and a sum that would cover the
    /// cell's middle shows only while the cell is empty and shows no candidates.
    pub(super) fn inside(
        &self,
        view: &BoardView,
        i: usize,
        (ox, oy): (u16, u16),
        size: BoardSize,
    ) -> Option<char> {
        let label = self.labels[i].as_ref().filter(|_| oy == 0)?;
        let glyph = *label.get(usize::from(ox))?;
        if size.cell_h > 1 {
            return Some(glyph);
        }
        let bare =
            view.digits[i] == 0 && view.marks[i] == CellState::Empty && view.candidates.is_none();
        if label.len() > usize::from(size.cell_w / 2) && !bare {
            return None;
        }
        const RAISED: [char; 10] = ['⁰', '¹', '²', '³', '⁴', '⁵', '⁶', '⁷', '⁸', '⁹'];
        glyph.to_digit(10).map(|d| RAISED[d as usize])
    }
}

/// The cells of the cage whose first cell is `first`, in reading order: those reached from it
/// through sides the cage does not cross.
fn cage_cells(outline: &Outline, side: usize, first: usize) -> Vec<usize> {
    let mut cells = vec![first];
    let mut k = 0;
    while k < cells.len() {
        let at = cells[k];
        let (row, col) = (at / side, at % side);
        let neighbours = [
            (col + 1 < side && outline.same_cage_right(at)).then(|| at + 1),
            (row + 1 < side && outline.same_cage_below(at)).then(|| at + side),
            (col > 0 && outline.same_cage_right(at - 1)).then(|| at - 1),
            (row > 0 && outline.same_cage_below(at - side)).then(|| at - side),
        ];
        for next in neighbours.into_iter().flatten() {
            if !cells.contains(&next) {
                cells.push(next);
            }
        }
        k += 1;
    }
    cells.sort_unstable();
    cells
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A 16×16 cage of eight cells summing to 100 (16 + 15 + … + 9), shaped so that from its
    /// first cell, r1c3, the way right-then-down ends after r2c3: r1c3, r2c1 to r2c3, r3c1,
    /// r3c2, r4c1, r5c1. Its three digits go in its first three cells in reading order.
    #[test]
    fn a_sum_too_long_for_its_cages_way_right_and_down_takes_its_first_cells() {
        let text = format!(
            "{}\ncage 100: r1c3,r2c3,r2c2,r2c1,r3c1,r3c2,r4c1,r5c1\n",
            ".".repeat(256)
        );
        let puzzle = stepdoku::parse::parse_str(&text)
            .expect("it parses")
            .remove(0);
        let (variant, _) = puzzle.variant.as_ref().expect("a killer");
        let shape = variant.shape();
        let sums = CageSums::spread(variant.units().outline(), shape);
        let at = |r: usize, c: usize| sums.labels[(r - 1) * 16 + c - 1].clone();
        assert_eq!(at(1, 3), Some(vec!['1']));
        assert_eq!(at(2, 1), Some(vec!['0']));
        assert_eq!(at(2, 2), Some(vec!['0']));
        assert_eq!(at(2, 3), None);
        assert_eq!(sums.labels.iter().flatten().count(), 3);
    }
}
