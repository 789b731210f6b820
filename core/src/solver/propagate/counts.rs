//! The candidates of every empty cell counted at once, bit-sliced: four 81-bit boards whose
//! bits at a cell spell its count. A placement takes one from each peer that loses the digit
//! (a borrow through the four boards), so the dead cells, the naked singles and the cell with
//! the fewest candidates are read off in a few operations instead of adding up the nine digit
//! boards every round.

/// Candidates per cell: bit `i` of `self.0[k]` is bit `k` of cell `i`'s count. Right for the
/// empty cells only; a filled cell keeps what it had.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Counts([u128; 4]);

impl Counts {
    /// The counts of the cells, adding up `boards` (each digit's candidate cells).
    pub fn sum(boards: impl IntoIterator<Item = u128>) -> Counts {
        let mut counts = Counts([0; 4]);
        for mut carry in boards {
            for c in &mut counts.0 {
                let next = *c & carry;
                *c ^= carry;
                carry = next;
            }
        }
        counts
    }

    /// One candidate fewer in each of `cells`, which all have one at least.
    #[inline(always)]
    pub fn lose(&mut self, cells: u128) {
        let [c0, c1, c2, c3] = &mut self.0;
        let mut borrow = cells;
        for c in [c0, c1, c2] {
            let was = *c;
            *c = was ^ borrow;
            borrow &= !was;
        }
        // only a cell going from eight candidates to seven borrows from the top bit
        if borrow != 0 {
            *c3 ^= borrow;
        }
    }

    /// Of the cells `empty`, those with no candidate and those with exactly one.
    #[inline(always)]
    pub fn dead_and_naked(&self, empty: u128) -> (u128, u128) {
        let [c0, c1, c2, c3] = self.0;
        let high = c1 | c2 | c3;
        (empty & !(c0 | high), empty & c0 & !high)
    }

    /// Of the cells `empty`, the fewest candidates any has (0 for a dead cell) and the
    /// cells with that many.
    #[inline]
    pub fn least(&self, empty: u128) -> (u32, u128) {
        let [c0, c1, c2, c3] = self.0;
        for count in 0..=9u32 {
            let pick = |bit: u32, c: u128| if count & bit != 0 { c } else { !c };
            let with = empty & pick(1, c0) & pick(2, c1) & pick(4, c2) & pick(8, c3);
            if with != 0 {
                return (count, with);
            }
        }
        (0, 0)
    }

    /// Of the cells `empty`, none of them dead, the one with the fewest candidates, the
    /// first in reading order on ties.
    #[inline(always)]
    pub fn fewest(&self, empty: u128) -> usize {
        let [c0, c1, c2, c3] = self.0;
        for count in 1..=9u32 {
            let pick = |bit: u32, c: u128| if count & bit != 0 { c } else { !c };
            let with = empty & pick(1, c0) & pick(2, c1) & pick(4, c2) & pick(8, c3);
            if with != 0 {
                return with.trailing_zeros() as usize;
            }
        }
        unreachable!("an empty cell has between one and nine candidates")
    }

    /// The count of cell `i`.
    #[cfg(test)]
    fn at(&self, i: usize) -> u32 {
        (0..4).map(|k| ((self.0[k] >> i) as u32 & 1) << k).sum()
    }
}

#[cfg(test)]
mod tests {
    use super::super::board::DigitBoards;
    use crate::fixtures::P85;
    use crate::solver::tests::grid;
    use crate::sudoku::{Cell, NineBoard};

    /// The grid's own count of every empty cell, and the counts after each placement of a
    /// few, as digits go in one by one: on a hard puzzle, and from the blank grid, where
    /// counts go down from nine through eight to seven.
    #[test]
    fn counts_follow_the_candidates_of_every_empty_cell() {
        for start in [grid(P85), NineBoard::EMPTY] {
            let mut grid = start;
            let mut board = DigitBoards::new(&grid);
            let mut counts = board.counts();
            for _ in 0..12 {
                for cell in Cell::all().filter(|&c| grid.get(c).is_none()) {
                    let i = cell.nine_index();
                    assert_eq!(counts.at(i), grid.candidates(cell).len(), "{cell}");
                }
                let open = |c: Cell| grid.get(c).is_none() && !grid.candidates(c).is_empty();
                let Some(cell) = Cell::all().find(|&c| open(c)) else {
                    break;
                };
                let digit = grid.candidates(cell).iter().last().unwrap();
                let (i, d) = (cell.nine_index(), digit as usize - 1);
                counts.lose(board.losing(i, d));
                board.place(i, d);
                grid.place(cell, digit);
            }
        }
    }

    #[test]
    fn dead_cells_naked_singles_and_the_fewest_read_off_the_counts() {
        let grid = grid(P85);
        let board = DigitBoards::new(&grid);
        let counts = board.counts();
        let by_count = |n: u32| {
            Cell::all()
                .filter(|&c| grid.get(c).is_none() && grid.candidates(c).len() == n)
                .fold(0u128, |m, c| m | 1 << c.nine_index())
        };
        assert_eq!(
            counts.dead_and_naked(board.empty),
            (by_count(0), by_count(1))
        );
        let fewest = Cell::all()
            .filter(|&c| grid.get(c).is_none())
            .min_by_key(|&c| (grid.candidates(c).len(), c.nine_index()))
            .unwrap();
        assert_eq!(counts.fewest(board.empty), fewest.nine_index());
        let blank = DigitBoards::new(&NineBoard::EMPTY);
        assert_eq!(blank.counts().fewest(blank.empty), 0);
    }
}
