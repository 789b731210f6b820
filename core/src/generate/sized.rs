//! Generation at every size: the 9×9 path of the parent module where the board is 9×9, and
//! elsewhere a random solved board ([`search::random_solution`]) whose givens are taken out
//! by the same pass ([`remove_all`]), asking the any-size answer search whether each can go.

use super::remove::{Holes, remove_all};
use super::search;
use super::{Rated, Rating, Symmetry, attempt, rate_search, stream};
use crate::solver::Rng;
use crate::sudoku::{Board, Cell, Shape};

/// A generated puzzle of any size.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GeneratedBoard {
    /// The givens.
    pub puzzle: Board,
    /// Its only solution.
    pub solution: Board,
    /// How hard it is.
    pub rated: Rated,
    /// Whether every given was tried (the puzzle is minimal); false when the time for the
    /// puzzle ran out first (it has one solution all the same).
    pub minimal: bool,
}

impl GeneratedBoard {
    /// How many givens it has.
    pub fn clues(&self) -> usize {
        self.puzzle.digits().iter().filter(|&&d| d != 0).count()
    }
}

/// A random solved board of `shape`.
pub fn fill_board(shape: Shape, rng: &mut Rng) -> Board {
    search::random_solution(shape, rng)
}

/// Attempt `index` from `seed` at `shape`: a puzzle under `symmetry` that is minimal unless
/// `out_of_time` (asked before each given is tried, and every few hundred guesses of a
/// search) answers true first, rated. At 9×9 it is [`attempt`]'s puzzle, always minimal.
pub fn attempt_board(
    shape: Shape,
    seed: u64,
    index: u64,
    symmetry: Symmetry,
    out_of_time: impl FnMut() -> bool,
) -> GeneratedBoard {
    if shape == Shape::NINE {
        let made = attempt(seed, index, symmetry);
        // a generated grid is legal: placed as it stands, without checks
        let board = |grid: &crate::sudoku::NineBoard| {
            let mut board = Board::empty(shape);
            for (i, &d) in grid.digits().iter().enumerate().filter(|(_, d)| **d != 0) {
                board.place(shape.cell(i), d);
            }
            board
        };
        return GeneratedBoard {
            puzzle: board(&made.puzzle),
            solution: board(&made.solution),
            rated: made.rated,
            minimal: true,
        };
    }
    let mut rng = stream(seed, index);
    let solution = fill_board(shape, &mut rng);
    let mut givens = BoardGivens {
        digits: solution.digits().to_vec(),
        shape,
        out_of_time,
    };
    let digit = |c: Cell| solution.get(c).expect("a solution is full");
    let minimal = remove_all(&mut givens, digit, symmetry, &mut rng, |_| {});
    let puzzle = Board::of_legal(shape, &givens.digits).expect("givens of a solution");
    GeneratedBoard {
        rated: rate_search(&puzzle),
        puzzle,
        solution,
        minimal,
    }
}

/// Attempts in a row without the rating wanted after which a search for one gives up: a few
/// seconds of 4x4 attempts (all of them easy) and far more than any 9x9 rating needs, about
/// a minute of 12x12 ones, a few minutes of 16x16 ones (all expert so far).
pub fn give_up_after(shape: Shape) -> u64 {
    match shape.side() {
        ..=9 => 100_000,
        12 => 10_000,
        _ => 1_000,
    }
}

/// When an attempt at a puzzle of `shape` started now runs out of `budget`: only 16x16
/// puzzles run against the clock (smaller ones are always minimal), and a budget past the
/// end of time is none.
pub fn deadline(shape: Shape, budget: std::time::Duration) -> Option<std::time::Instant> {
    (shape.side() == 16)
        .then(|| std::time::Instant::now().checked_add(budget))
        .flatten()
}

/// The first of the attempts 0, 1, 2, … at `shape` from `seed` rated `wanted` (any rating
/// for `None`), each 16x16 one within `budget`, and how many attempts it took (`on_attempt`
/// hears of each as it starts); `Err` with the attempts made when `stop` answers true first
/// (it is asked before each attempt, and by a 16x16 attempt as it goes) or after
/// [`give_up_after`] attempts without the rating.
pub fn first_rated_board(
    shape: Shape,
    seed: u64,
    symmetry: Symmetry,
    wanted: Option<Rating>,
    budget: std::time::Duration,
    stop: impl Fn() -> bool,
    mut on_attempt: impl FnMut(),
) -> Result<(GeneratedBoard, u64), u64> {
    for index in 0..give_up_after(shape) {
        if stop() {
            return Err(index);
        }
        on_attempt();
        let at = deadline(shape, budget);
        let out_of_time = || stop() || at.is_some_and(|at| std::time::Instant::now() >= at);
        let made = attempt_board(shape, seed, index, symmetry, out_of_time);
        if wanted.is_none_or(|r| made.rated.rating == r) {
            return Ok((made, index + 1));
        }
    }
    Err(give_up_after(shape))
}

/// The givens of a board of any size, for [`remove_all`].
struct BoardGivens<F> {
    digits: Vec<u8>,
    shape: Shape,
    out_of_time: F,
}

impl<F: FnMut() -> bool> Holes for BoardGivens<F> {
    fn shape(&self) -> Shape {
        self.shape
    }

    fn remove(&mut self, cell: Cell, _: u8) {
        self.digits[self.shape.index(cell)] = 0;
    }

    fn restore(&mut self, cell: Cell, digit: u8) {
        self.digits[self.shape.index(cell)] = digit;
    }

    fn solvable_without(&mut self, cell: Cell, digit: u8) -> Option<bool> {
        let i = self.shape.index(cell);
        search::solvable_without(self.shape, &self.digits, i, digit, &mut self.out_of_time)
    }

    fn out_of_time(&mut self) -> bool {
        (self.out_of_time)()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::solver::{Config, Strategy, search_to_end};

    /// Up to two solutions of `board`, by the engine's propagate search (not the answer search).
    fn solutions(board: &Board) -> Vec<Board> {
        let config = Config {
            strategy: Strategy::Propagate,
            seed: 0,
            max_solutions: 2,
        };
        search_to_end(board.clone(), config, 2, || false).solutions
    }

    fn shape(side: usize, rows: usize, cols: usize) -> Shape {
        Shape::with_box(side, rows, cols).unwrap()
    }

    #[test]
    fn puzzles_of_each_size_are_unique_symmetric_minimal_and_keep_their_solution() {
        let shapes = [
            shape(4, 2, 2),
            shape(6, 3, 2),
            shape(8, 4, 2),
            shape(12, 3, 4),
        ];
        for (k, shape) in shapes.into_iter().enumerate() {
            let made = attempt_board(shape, 5, k as u64, Symmetry::Rotational, || false);
            assert!(made.minimal);
            assert!(made.solution.is_full());
            assert_eq!(solutions(&made.puzzle), vec![made.solution.clone()]);
            assert_eq!(made.rated, rate_search(&made.puzzle));
            for i in 0..shape.cells() {
                let (cell, given) = (shape.cell(i), made.puzzle.digits()[i]);
                assert!(given == 0 || made.puzzle.get(cell) == made.solution.get(cell));
                let j = Symmetry::Rotational.partner_at(shape, i).unwrap();
                assert_eq!(given == 0, made.puzzle.digits()[j] == 0, "{i} and {j}");
                // minimal: no pair can go
                if given != 0 && shape.side() <= 8 {
                    let mut fewer = made.puzzle.clone();
                    fewer.clear(cell);
                    fewer.clear(shape.cell(j));
                    assert_eq!(
                        solutions(&fewer).len(),
                        2,
                        "{:?} without {cell}",
                        made.puzzle
                    );
                }
            }
        }
    }

    proptest::proptest! {
        #![proptest_config(proptest::prelude::ProptestConfig::with_cases(48))]

        /// Any seed and index at the small sizes: the givens are the solution's, symmetric,
        /// with that one solution (by the engine, not the answer search), minimal and rated.
        #[test]
        fn any_attempt_at_a_small_size_is_proper(
            seed in proptest::prelude::any::<u64>(),
            index in 0..1_000_000u64,
            which in 0..5usize,
            rotational in proptest::prelude::any::<bool>(),
        ) {
            let shape = [shape(4, 2, 2), shape(6, 2, 3), shape(6, 3, 2), shape(8, 2, 4), shape(8, 4, 2)][which];
            let symmetry = if rotational { Symmetry::Rotational } else { Symmetry::None };
            let made = attempt_board(shape, seed, index, symmetry, || false);
            proptest::prop_assert!(made.minimal);
            proptest::prop_assert_eq!(solutions(&made.puzzle), vec![made.solution.clone()]);
            proptest::prop_assert_eq!(made.rated, rate_search(&made.puzzle));
            for i in (0..shape.cells()).filter(|&i| made.puzzle.digits()[i] != 0) {
                proptest::prop_assert_eq!(made.puzzle.digits()[i], made.solution.digits()[i]);
                let mut fewer = made.puzzle.clone();
                fewer.clear(shape.cell(i));
                if let Some(j) = symmetry.partner_at(shape, i) {
                    proptest::prop_assert!(made.puzzle.digits()[j] != 0);
                    fewer.clear(shape.cell(j));
                }
                proptest::prop_assert_eq!(solutions(&fewer).len(), 2);
            }
        }
    }

    #[test]
    fn attempts_repeat_the_nine_by_nine_ones_and_differ_by_index() {
        let nine = attempt_board(Shape::NINE, 7, 3, Symmetry::None, || true);
        let grid = attempt(7, 3, Symmetry::None);
        assert_eq!(nine.puzzle.digits(), grid.puzzle.digits());
        assert_eq!((nine.rated, nine.minimal), (grid.rated, true));
        let six = |index| attempt_board(shape(6, 2, 3), 7, index, Symmetry::None, || false);
        assert_eq!(six(0), six(0));
        assert_ne!(six(0).puzzle, six(1).puzzle);
    }

    #[test]
    fn out_of_time_at_once_leaves_the_full_board_unique_and_not_minimal() {
        let sixteen = shape(16, 4, 4);
        let made = attempt_board(sixteen, 1, 0, Symmetry::Rotational, || true);
        assert!(!made.minimal);
        assert_eq!(made.puzzle, made.solution);
        assert_eq!(made.clues(), 256);
        assert!(Board::of_legal(sixteen, made.solution.digits()).is_some());
    }
}
