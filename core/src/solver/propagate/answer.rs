//! The questions asked for an answer alone, on the propagate engine's [`DigitBoards`] with neither
//! events nor counters nor allocation: what is `propagate`'s first solution (all `solve`
//! prints in its solution-only formats), and what a puzzle generator asks for every given of
//! every puzzle: is there a solution with some digit kept out of a cell, what is a random
//! solution, and do naked singles alone finish a puzzle.
//!
//! The rules are the engine's (naked singles to a fixpoint, then hidden singles, then a guess
//! at the cell with the fewest candidates). Their fixpoint does not depend on the order they
//! are applied in, so with the digits of a guess tried upwards the search walks the engine's
//! tree and finds its first solution; nothing is counted or reported, so a search is free to
//! stop there, and the generator's to try digits in any order.

use super::POLL_EVERY;
use super::board::DigitBoards;
use super::counts::Counts;
use super::rules::{self, NONE_CLEAN, Rounds, Rules};
use crate::solver::engine::First;
use crate::solver::rng::Rng;
use crate::sudoku::{Cell, NineBoard};

/// Where a search writes down the digits it places: nowhere when only the answer counts.
trait Record: Copy {
    fn set(&mut self, i: usize, d: usize);
}

impl Record for () {
    #[inline(always)]
    fn set(&mut self, _: usize, _: usize) {}
}

impl Record for [u8; 81] {
    #[inline(always)]
    fn set(&mut self, i: usize, d: usize) {
        self[i] = d as u8 + 1;
    }
}

/// A board, its candidates counted per cell, for each digit its candidates when a scan last
/// found no hidden single there (a scan of the same candidates would find none again), and
/// the digits placed if they are wanted: small enough to copy at every guess instead of
/// undoing.
#[derive(Clone, Copy)]
struct Node<R: Record> {
    board: DigitBoards,
    counts: Counts,
    clean: [u128; 9],
    digits: R,
}

impl<R: Record> Rounds for Node<R> {
    #[inline(always)]
    fn board(&self) -> &DigitBoards {
        &self.board
    }

    #[inline(always)]
    fn clean(&mut self) -> &mut [u128; 9] {
        &mut self.clean
    }

    #[inline(always)]
    fn dead_and_naked(&self) -> (u128, u128) {
        self.counts.dead_and_naked(self.board.empty)
    }

    #[inline(always)]
    fn put(&mut self, i: usize, d: usize) {
        self.counts.lose(self.board.losing(i, d));
        self.board.place(i, d);
        self.digits.set(i, d);
    }
}

impl<R: Record> Node<R> {
    fn new(board: DigitBoards, digits: R) -> Node<R> {
        Node {
            counts: board.counts(),
            board,
            clean: NONE_CLEAN,
            digits,
        }
    }

    /// Searches for a solution, trying the digits of a guess in the order `next` picks them
    /// from the candidates left (as a [`DigitSet`](crate::sudoku::DigitSet)'s bits, giving
    /// the index `d` of digit `d + 1`), or giving up where it answers
    /// `None`; on success the node holds it, on failure it is spent.
    fn solve(&mut self, next: &mut impl FnMut(u16) -> Option<usize>) -> bool {
        if !rules::settle(self, Rules::Both) {
            return false;
        }
        if self.board.empty == 0 {
            return true;
        }
        let i = self.counts.fewest(self.board.empty);
        self.branch(i, self.board.digits_of(i).0, next)
    }

    /// Tries each of `digits` in the empty cell `i`; on success the node holds the solution,
    /// on failure it is spent.
    fn branch(
        &mut self,
        i: usize,
        mut digits: u16,
        next: &mut impl FnMut(u16) -> Option<usize>,
    ) -> bool {
        while digits != 0 {
            let Some(d) = next(digits) else {
                return false;
            };
            digits &= !(1 << (d + 1));
            if digits == 0 {
                // the last digit: this node is not needed again, so it goes on in place
                self.put(i, d);
                return self.solve(next);
            }
            let mut child = *self;
            child.put(i, d);
            if child.solve(next) {
                *self = child;
                return true;
            }
        }
        false
    }
}

/// The lowest digit first: the engine's order.
fn lowest(digits: u16) -> Option<usize> {
    Some(digits.trailing_zeros() as usize - 1)
}

/// A puzzle whose givens come and go one at a time, with its board kept up to date (a
/// removal costs a few peer masks, not a new board), for asking over and over whether a
/// given can go.
#[derive(Clone, Debug)]
pub(crate) struct LiveGivens {
    grid: NineBoard,
    board: DigitBoards,
    /// `cells[d]`: the givens holding digit `d + 1`.
    cells: [u128; 9],
}

impl LiveGivens {
    /// The puzzle `grid`.
    pub(crate) fn new(grid: &NineBoard) -> LiveGivens {
        let mut cells = [0; 9];
        for (i, &digit) in grid.digits().iter().enumerate() {
            if digit != 0 {
                cells[digit as usize - 1] |= 1 << i;
            }
        }
        LiveGivens {
            grid: *grid,
            board: DigitBoards::new(grid),
            cells,
        }
    }

    /// The givens now.
    pub(crate) fn grid(&self) -> &NineBoard {
        &self.grid
    }

    /// Takes the given `digit` out of `cell`.
    pub(crate) fn remove(&mut self, cell: Cell, digit: u8) {
        let (i, d) = (cell.nine_index(), digit as usize - 1);
        self.grid.remove(cell, digit);
        self.cells[d] &= !(1 << i);
        self.board.remove(&self.grid, i, d, self.cells[d]);
    }

    /// Gives `digit` in the empty `cell`, where it is legal.
    pub(crate) fn restore(&mut self, cell: Cell, digit: u8) {
        let (i, d) = (cell.nine_index(), digit as usize - 1);
        self.grid.place(cell, digit);
        self.cells[d] |= 1 << i;
        self.board.place(i, d);
    }

    /// Whether the givens have a solution with a digit other than `digit` in the empty `cell`.
    /// When `digit` is there in a solution, this answers whether that solution is the only
    /// one: no count to two needed, and most answers come after a few rounds of the rules.
    pub(crate) fn solvable_without(&self, cell: Cell, digit: u8) -> bool {
        let mut node = Node::new(self.board, ());
        let i = cell.nine_index();
        let others = node.board.digits_of(i).0 & !(1 << digit);
        others != 0 && node.branch(i, others, &mut lowest)
    }
}

/// A solution of `givens` drawn with `rng` (each guess tries its digits in a random order),
/// or `None` when they have none.
pub(crate) fn random_solution(givens: &NineBoard, rng: &mut Rng) -> Option<NineBoard> {
    let mut node = Node::new(DigitBoards::new(givens), *givens.digits());
    let mut next = |digits: u16| {
        let k = rng.below(digits.count_ones());
        let mut rest = digits;
        for _ in 0..k {
            rest &= rest - 1;
        }
        Some(rest.trailing_zeros() as usize - 1)
    };
    node.solve(&mut next)
        .then(|| NineBoard::solved(&node.digits))
}

/// The first solution of `propagate`'s search of `givens`, the one its events and its batch
/// search reach first. `stop` is asked at the first guess and every few thousand after, and
/// ends the search early when it answers true.
pub(crate) fn first_solution(givens: &NineBoard, stop: &mut dyn FnMut() -> bool) -> First {
    let mut node = Node::new(DigitBoards::new(givens), *givens.digits());
    let (mut poll, mut stopped) = (1, false);
    let mut next = |digits: u16| {
        if stopped {
            return None;
        }
        poll -= 1;
        if poll == 0 {
            poll = POLL_EVERY;
            stopped = stop();
            if stopped {
                return None;
            }
        }
        lowest(digits)
    };
    if node.solve(&mut next) {
        First::Solution(NineBoard::solved(&node.digits))
    } else if stopped {
        First::Stopped { steps: None }
    } else {
        First::Unsolvable
    }
}

/// Whether naked singles alone, placed until none is left, fill `givens` to a solution.
pub(crate) fn naked_singles_finish(givens: &NineBoard) -> bool {
    let mut node = Node::new(DigitBoards::new(givens), ());
    rules::settle(&mut node, Rules::Naked) && node.board.empty == 0
}

#[cfg(test)]
mod tests {
    use super::super::batch_tests::{bundled, stepped};
    use super::*;
    use crate::fixtures::P85;
    use crate::solver::propagate_tests::puzzle;
    use crate::solver::tests::grid;
    use proptest::prelude::{ProptestConfig, prop_assert_eq, proptest};

    /// The first solution of the event engine, stepping through every event: the search the
    /// visualizer shows, by other code.
    fn stepped_first(givens: &NineBoard) -> First {
        match stepped(*givens, 1, 1).solutions.first() {
            Some(&grid) => First::Solution(grid),
            None => First::Unsolvable,
        }
    }

    fn first(givens: &NineBoard) -> First {
        first_solution(givens, &mut || false)
    }

    /// tdoku's puzzles with 0, 1 and up to 847 solutions, where another search order would
    /// give another first solution, and the blank grid.
    #[test]
    fn the_first_solution_is_the_event_engines_on_puzzles_with_many_and_none() {
        let mut unsolvable = 0;
        for givens in bundled("tdoku_test_puzzles_with_counts.txt") {
            let answer = first(&givens);
            assert_eq!(answer, stepped_first(&givens), "{}", givens.to_line());
            unsolvable += usize::from(answer == First::Unsolvable);
        }
        assert!(unsolvable > 0, "some have no solution");
        assert_eq!(first(&NineBoard::EMPTY), stepped_first(&NineBoard::EMPTY));
    }

    #[test]
    fn a_stop_request_ends_the_search_at_a_guess_and_singles_need_none() {
        let mut asked = 0;
        let mut stop = || {
            asked += 1;
            true
        };
        assert_eq!(
            first_solution(&grid(P85), &mut stop),
            First::Stopped { steps: None }
        );
        assert_eq!(asked, 1);
        // one digit short of a solution: no guess, so nobody is asked
        let mut almost = random_solution(&NineBoard::EMPTY, &mut Rng::new(5)).unwrap();
        let cell = Cell::from_index(40);
        let digit = almost.get(cell).unwrap();
        almost.clear(cell);
        let mut never = || -> bool { panic!("asked without a guess") };
        let mut solved = almost;
        solved.place(cell, digit);
        assert_eq!(first_solution(&almost, &mut never), First::Solution(solved));
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(300))]

        #[test]
        fn random_puzzles_have_the_event_engines_first_solution(givens in puzzle()) {
            prop_assert_eq!(first(&givens), stepped_first(&givens));
        }
    }

    #[test]
    fn a_given_of_a_unique_puzzle_has_no_rival_but_a_missing_one_may() {
        let puzzle = grid(P85);
        let solution = random_solution(&puzzle, &mut Rng::new(1)).expect("solvable");
        // the givens' own digits are a solution: nothing else fits an empty cell
        let empty = Cell::from_index(puzzle.empty_mask().trailing_zeros() as usize);
        let right = solution.get(empty).unwrap();
        let mut givens = LiveGivens::new(&puzzle);
        assert!(!givens.solvable_without(empty, right));
        // keeping out a digit the solution does not hold there leaves the solution itself
        let wrong = puzzle
            .candidates(empty)
            .iter()
            .find(|&d| d != right)
            .unwrap();
        assert!(givens.solvable_without(empty, wrong));
        // without the first given, the solution has rivals there
        let first = Cell::from_index(0);
        let digit = puzzle.get(first).unwrap();
        givens.remove(first, digit);
        assert!(givens.solvable_without(first, digit));
        assert_eq!(givens.board, DigitBoards::new(givens.grid()));
        givens.restore(first, digit);
        assert_eq!(givens.grid(), &puzzle);
        assert_eq!(givens.board, DigitBoards::new(&puzzle));
        // the empty grid has a solution with anything but 1 in r1c1
        assert!(LiveGivens::new(&NineBoard::EMPTY).solvable_without(first, 1));
    }

    #[test]
    fn random_solutions_are_full_keep_the_givens_and_vary() {
        let a = random_solution(&NineBoard::EMPTY, &mut Rng::new(1)).unwrap();
        let b = random_solution(&NineBoard::EMPTY, &mut Rng::new(2)).unwrap();
        assert!(a.is_full() && b.is_full());
        assert_ne!(a, b);
        let puzzle = grid(P85);
        let solved = random_solution(&puzzle, &mut Rng::new(3)).unwrap();
        assert!(Cell::all().all(|c| puzzle.get(c).is_none() || puzzle.get(c) == solved.get(c)));
    }

    #[test]
    fn naked_singles_finish_a_grid_missing_one_digit_but_not_a_hard_puzzle() {
        let mut almost = random_solution(&NineBoard::EMPTY, &mut Rng::new(5)).unwrap();
        almost.clear(Cell::from_index(40));
        assert!(naked_singles_finish(&almost));
        assert!(!naked_singles_finish(&grid(P85)));
    }
}
