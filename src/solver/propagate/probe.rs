//! The questions a puzzle generator asks thousands of times per puzzle, answered on the
//! propagate engine's [`Board`] with neither events nor counters nor allocation: is there a
//! solution with some digit kept out of a cell, what is a random solution, and do naked
//! singles alone finish a puzzle.
//!
//! The rules are the engine's (naked singles to a fixpoint, then hidden singles, then a guess
//! at the cell with the fewest candidates), but nothing here is counted or reported, so a
//! search is free to stop at the first solution and to try digits in any order.

use super::board::{self, Board};
use crate::solver::Rng;
use crate::sudoku::{Cell, Grid};

/// A board and the digit of every cell filled so far: small enough (under 300 bytes) to copy
/// at every guess instead of undoing.
#[derive(Clone, Copy)]
struct Node {
    board: Board,
    digits: [u8; 81],
}

/// Which rules [`Node::settle`] applies.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Rules {
    /// Naked singles only.
    Naked,
    /// Naked singles, then hidden singles.
    Both,
}

impl Node {
    fn new(grid: &Grid) -> Node {
        Node {
            board: Board::new(grid),
            digits: *grid.digits(),
        }
    }

    #[inline(always)]
    fn put(&mut self, i: usize, d: usize) {
        self.board.place(i, d);
        self.digits[i] = d as u8 + 1;
    }

    /// Places what `rules` force until none applies: false at a dead end.
    #[inline]
    fn settle(&mut self, rules: Rules) -> bool {
        loop {
            let (once, twice) = self.board.slices();
            if self.board.empty & !once != 0 {
                return false;
            }
            let mut naked = once & !twice;
            if naked != 0 {
                let slices = self.board.digit_slices();
                while naked != 0 {
                    let i = naked.trailing_zeros() as usize;
                    naked &= naked - 1;
                    let d = board::only_digit(&slices, i);
                    // two singles of one batch may want the same digit in one unit
                    if !self.board.allows(i, d) {
                        return false;
                    }
                    self.put(i, d);
                }
            } else if rules == Rules::Naked || self.board.empty == 0 {
                return true;
            } else {
                match self.hidden_singles() {
                    None => return false,
                    Some(false) => return true,
                    Some(true) => {}
                }
            }
        }
    }

    /// Places every hidden single, digit by digit: `Some(placed any)`, `None` at a dead end.
    #[inline]
    fn hidden_singles(&mut self) -> Option<bool> {
        let mut placed = false;
        for d in 0..9 {
            let x = self.board.cands(d);
            let scan = self.board.scan_of(d, x);
            if scan.lacking != 0 {
                return None;
            }
            let mut alone = board::alone(x, scan.single);
            placed |= alone != 0;
            while alone != 0 {
                let i = alone.trailing_zeros() as usize;
                alone &= alone - 1;
                if !self.board.allows(i, d) {
                    return None;
                }
                self.put(i, d);
            }
        }
        Some(placed)
    }

    /// Searches for a solution, trying the digits of a guess in the order `next` picks them
    /// from the candidates left (bit `d` for digit `d + 1`); on success the node holds it.
    fn solve(&mut self, next: &mut impl FnMut(u16) -> usize) -> bool {
        if !self.settle(Rules::Both) {
            return false;
        }
        if self.board.empty == 0 {
            return true;
        }
        let i = self.board.fewest();
        self.branch(i, self.board.digits_of(i), next)
    }

    /// Tries each of `digits` in the empty cell `i`.
    fn branch(&mut self, i: usize, mut digits: u16, next: &mut impl FnMut(u16) -> usize) -> bool {
        while digits != 0 {
            let d = next(digits);
            digits &= !(1 << d);
            let mut child = *self;
            child.put(i, d);
            if child.solve(next) {
                *self = child;
                return true;
            }
        }
        false
    }

    fn grid(&self) -> Grid {
        let mut grid = Grid::EMPTY;
        for (i, &digit) in self.digits.iter().enumerate() {
            grid.place(Cell::from_index(i), digit);
        }
        grid
    }
}

/// The lowest digit first: the engine's order.
fn lowest(digits: u16) -> usize {
    digits.trailing_zeros() as usize
}

/// Whether `givens` have a solution with a digit other than `digit` in the empty `cell`. When
/// `digit` is there in a solution, this answers whether that solution is the only one: no
/// count to two needed, and most answers come after a few rounds of the rules.
pub(crate) fn solvable_without(givens: &Grid, cell: Cell, digit: u8) -> bool {
    let mut node = Node::new(givens);
    let i = cell.index();
    let others = node.board.digits_of(i) & !(1 << (digit - 1));
    others != 0 && node.branch(i, others, &mut lowest)
}

/// A solution of `givens` drawn with `rng` (each guess tries its digits in a random order),
/// or `None` when they have none.
pub(crate) fn random_solution(givens: &Grid, rng: &mut Rng) -> Option<Grid> {
    let mut node = Node::new(givens);
    let mut next = |digits: u16| {
        let k = rng.below(digits.count_ones());
        let mut rest = digits;
        for _ in 0..k {
            rest &= rest - 1;
        }
        rest.trailing_zeros() as usize
    };
    node.solve(&mut next).then(|| node.grid())
}

/// Whether naked singles alone, placed until none is left, fill `givens` to a solution.
pub(crate) fn naked_singles_finish(givens: &Grid) -> bool {
    let mut node = Node::new(givens);
    node.settle(Rules::Naked) && node.board.empty == 0
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::fixtures::P85;
    use crate::solver::tests::grid;

    #[test]
    fn a_given_of_a_unique_puzzle_has_no_rival_but_a_missing_one_may() {
        let puzzle = grid(P85);
        let solution = random_solution(&puzzle, &mut Rng::new(1)).expect("solvable");
        // the givens' own digits are a solution: nothing else fits an empty cell
        let empty = Cell::from_index(puzzle.empty_mask().trailing_zeros() as usize);
        let right = solution.get(empty).unwrap();
        assert!(!solvable_without(&puzzle, empty, right));
        // any other digit that is legal there is no solution
        let wrong = puzzle
            .candidates(empty)
            .iter()
            .find(|&d| d != right)
            .unwrap();
        assert!(solvable_without(&puzzle, empty, wrong));
        // the empty grid has a solution with anything but 1 in r1c1
        assert!(solvable_without(&Grid::EMPTY, Cell::from_index(0), 1));
    }

    #[test]
    fn random_solutions_are_full_keep_the_givens_and_vary() {
        let a = random_solution(&Grid::EMPTY, &mut Rng::new(1)).unwrap();
        let b = random_solution(&Grid::EMPTY, &mut Rng::new(2)).unwrap();
        assert!(a.is_full() && b.is_full());
        assert_ne!(a, b);
        let puzzle = grid(P85);
        let solved = random_solution(&puzzle, &mut Rng::new(3)).unwrap();
        assert!(Cell::all().all(|c| puzzle.get(c).is_none() || puzzle.get(c) == solved.get(c)));
    }

    #[test]
    fn naked_singles_finish_a_grid_missing_one_digit_but_not_a_hard_puzzle() {
        let mut almost = random_solution(&Grid::EMPTY, &mut Rng::new(5)).unwrap();
        almost.clear(Cell::from_index(40));
        assert!(naked_singles_finish(&almost));
        assert!(!naked_singles_finish(&grid(P85)));
    }
}
