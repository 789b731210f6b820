//! A search run to its end without looking at its events: what `solve`, `check` and the
//! editor's verdict need. `propagate` runs in batches ([`Batch`]) at 9×9; the naive
//! strategies, and every search of another size, step through their events. The helpers take
//! a 9×9 [`NineBoard`] or a [`Board`] of any size ([`SearchBoard`]).

use super::engine::{Config, First, Sighting, Stats, explored};
use super::event::Event;
use super::machine::Solver;
use super::propagate::answer;
use super::propagate::batch::{Batch, End};
use super::strategy::{Cells, Digits, Inference, Strategy};
use crate::sudoku::{Board, Marked, NineBoard, Shape, Units, VariantBoard};
use std::fmt;
use std::sync::Arc;

/// A board a search to its end starts from and shows its solutions as: the 9×9 [`NineBoard`],
/// or a [`Board`] of any size. The helpers of this module take either, so that their logic
/// is written once for every size.
pub trait SearchBoard: Clone + Sized + fmt::Display {
    /// The placements per cell as [`SearchEnd::heat`] holds them.
    type Heat: Clone + fmt::Debug + PartialEq + AsRef<[u64]>;

    /// The board's size.
    fn shape(&self) -> Shape;

    /// The board's units: its rows, columns and boxes.
    fn units(&self) -> Arc<Units> {
        Units::of(self.shape())
    }

    /// Its N² cells in reading order, 0 for an empty one.
    fn cells(&self) -> &[u8];

    /// The stepping search of these givens.
    fn solver(self, config: Config) -> Solver;

    /// Hands `f` the board `solver` stands on (a solution, where the helpers ask). `solver`
    /// is a search that [`solver`](Self::solver) made, so it has a board of this type.
    fn with_board<R>(solver: &Solver, f: impl FnOnce(&Self) -> R) -> R;

    /// The placements per cell of `solver`'s search so far (a search that
    /// [`solver`](Self::solver) made).
    fn heat(solver: &Solver) -> Self::Heat;

    /// The whole search by a specialised engine that runs without stepping, where there is
    /// one for `config` at this size; `None` to step through the events.
    fn batch(
        &self,
        config: Config,
        visit: &mut dyn FnMut(Sighting<'_, Self>) -> bool,
    ) -> Option<SearchEnd<Self>> {
        let _ = (config, visit);
        None
    }

    /// Whether naked singles alone fill the board: no guess and no hidden single, as the
    /// composition `mrv+naked` finds (the 9×9 grid asks a quicker answer search the same question).
    fn naked_singles_finish(&self) -> bool {
        let config = Config {
            strategy: Strategy::of(Cells::Mrv, Digits::Up, Inference::Naked),
            seed: 0,
            max_solutions: 1,
        };
        let end = search_to_end(self.clone(), config, 0, || false);
        end.stats.solutions == 1 && end.stats.guesses() == 0
    }

    /// The first solution by a specialised engine that keeps no counters, where there is
    /// one for `config` at this size; `None` to run [`search_to_end`].
    fn first(&self, config: Config, stop: &mut dyn FnMut() -> bool) -> Option<First<Self>> {
        let _ = (config, stop);
        None
    }
}

/// The 9×9 grid: `propagate` runs in batches and its first solution by the answer search.
impl SearchBoard for NineBoard {
    type Heat = [u64; 81];

    fn shape(&self) -> Shape {
        Shape::NINE
    }

    fn cells(&self) -> &[u8] {
        self.digits()
    }

    fn solver(self, config: Config) -> Solver {
        Solver::new(self, config)
    }

    fn with_board<R>(solver: &Solver, f: impl FnOnce(&NineBoard) -> R) -> R {
        // `Solver::new` searches a grid on a 9×9 engine, which always has one
        f(solver.grid().expect("a search of a grid has one"))
    }

    fn heat(solver: &Solver) -> [u64; 81] {
        solver.heat().try_into().expect("a search of a grid is 9×9")
    }

    fn batch(
        &self,
        config: Config,
        visit: &mut dyn FnMut(Sighting<'_>) -> bool,
    ) -> Option<SearchEnd> {
        (config.strategy == Strategy::Propagate).then(|| batch(*self, config, visit))
    }

    fn first(&self, config: Config, stop: &mut dyn FnMut() -> bool) -> Option<First> {
        (config.strategy == Strategy::Propagate).then(|| answer::first_solution(self, stop))
    }

    fn naked_singles_finish(&self) -> bool {
        answer::naked_singles_finish(self)
    }
}

/// A board of any size, searched by [`Solver::of_board`] (the 9×9 engines at 9×9), always
/// stepping.
impl SearchBoard for Board {
    type Heat = Vec<u64>;

    fn shape(&self) -> Shape {
        Board::shape(self)
    }

    fn cells(&self) -> &[u8] {
        self.digits()
    }

    fn solver(self, config: Config) -> Solver {
        Solver::of_board(self, config)
    }

    fn with_board<R>(solver: &Solver, f: impl FnOnce(&Board) -> R) -> R {
        f(&solver.board())
    }

    fn heat(solver: &Solver) -> Vec<u64> {
        solver.heat().to_vec()
    }
}

/// A pencil-mark puzzle, searched from its candidates as written ([`Solver::of_marked`]),
/// always stepping; its solutions are shown as their digits.
impl SearchBoard for Marked {
    type Heat = Vec<u64>;

    fn shape(&self) -> Shape {
        Marked::shape(self)
    }

    fn cells(&self) -> &[u8] {
        self.board().digits()
    }

    fn solver(self, config: Config) -> Solver {
        Solver::of_marked(&self, config)
    }

    fn with_board<R>(solver: &Solver, f: impl FnOnce(&Marked) -> R) -> R {
        f(&Marked::of_board(solver.board(), &solver.struck()))
    }

    fn heat(solver: &Solver) -> Vec<u64> {
        solver.heat().to_vec()
    }
}

/// A variant puzzle (diagonals, a jigsaw's regions, extra houses), searched on its units
/// ([`Solver::of_units`]), always stepping.
impl SearchBoard for VariantBoard {
    type Heat = Vec<u64>;

    fn shape(&self) -> Shape {
        self.units().shape()
    }

    fn units(&self) -> Arc<Units> {
        self.units().clone()
    }

    fn cells(&self) -> &[u8] {
        self.board().digits()
    }

    fn solver(self, config: Config) -> Solver {
        Solver::of_units(self.units().clone(), self.board().digits(), config)
    }

    fn with_board<R>(solver: &Solver, f: impl FnOnce(&VariantBoard) -> R) -> R {
        f(&VariantBoard::new(solver.units(), solver.board().digits()))
    }

    fn heat(solver: &Solver) -> Vec<u64> {
        solver.heat().to_vec()
    }
}

/// Where a search run to its end stopped, and what it found.
#[derive(Clone, Debug, PartialEq)]
pub struct SearchEnd<P: SearchBoard = NineBoard> {
    /// The first solutions, as many as were asked to be kept.
    pub solutions: Vec<P>,
    /// The counters at the end, the same as stepping through the search would give
    /// (`solutions` counts every solution found, kept or not).
    pub stats: Stats,
    /// Placements per cell (by index) over the whole search.
    pub heat: P::Heat,
    /// The fraction of the search tree explored where the search stopped
    /// ([`Solver::progress`]).
    pub explored: f64,
    /// Whether the search ran out of branches, so that the solutions found are all there are.
    pub exhausted: bool,
    /// Whether `stop` ended the search early.
    pub stopped: bool,
}

/// Steps between two looks at `stop` for the stepping strategies (well under a millisecond).
const POLL_EVERY: u64 = 1 << 16;

/// Searches `givens` with `config` to its end (or `config.max_solutions` solutions), keeping
/// the first `keep` solutions. `stop` is asked now and then (about every millisecond at most)
/// and ends the search early when it answers true.
pub fn search_to_end<P: SearchBoard>(
    givens: P,
    config: Config,
    keep: usize,
    mut stop: impl FnMut() -> bool,
) -> SearchEnd<P> {
    let mut solutions = Vec::new();
    let mut end = search_each(givens, config, |sighting| match sighting {
        Sighting::Solution(board) => {
            if solutions.len() < keep {
                solutions.push(board.clone());
            }
            false
        }
        Sighting::Pause { .. } => stop(),
    });
    end.solutions = solutions;
    end
}

/// Searches `givens` with `config` to its end (or `config.max_solutions` solutions), showing
/// `visit` every solution as it is found, and a pause now and then (about every millisecond
/// at most); the search stops early when `visit` answers true. Nothing is kept, so the
/// memory it takes does not grow with the solutions: the [`SearchEnd`] has none.
pub fn search_each<P: SearchBoard>(
    givens: P,
    config: Config,
    mut visit: impl FnMut(Sighting<'_, P>) -> bool,
) -> SearchEnd<P> {
    if let Some(end) = givens.batch(config, &mut visit) {
        return end;
    }
    let mut solver = givens.solver(config);
    let mut stopped = false;
    loop {
        let (moved, solved) = run_to_solution(&mut solver);
        if solved {
            if P::with_board(&solver, |board| visit(Sighting::Solution(board))) {
                stopped = true;
                break;
            }
        } else if moved < POLL_EVERY {
            break; // the search is over
        }
        let steps = solver.stats().steps;
        if visit(Sighting::Pause { steps }) {
            stopped = true;
            break;
        }
    }
    SearchEnd::of(&solver, Vec::new(), stopped)
}

/// Runs `solver` up to [`POLL_EVERY`] moves, stopping at a solution (to show the board, which
/// is the solution there): the moves made, and whether it stopped at a solution. Not generic,
/// so that the search loop is compiled once, in the core, and not into every crate that calls
/// [`search_each`] (unoptimised, in an application built at `opt-level` 0).
#[inline(never)]
fn run_to_solution(solver: &mut Solver) -> (u64, bool) {
    let mut solved = false;
    let moved = solver.run_inlined(POLL_EVERY, |event, _| {
        solved = matches!(event, Event::Solution { .. });
        !solved
    });
    (moved, solved)
}

/// The first solution of `config.strategy`'s search of `givens`, the one [`search_to_end`]
/// finds first, for callers that want the answer alone: `propagate` then runs without
/// counters (about 7% faster on hard puzzles), the others as they always do. `stop` is asked
/// now and then (about every millisecond at most) and ends the search early when it answers
/// true.
pub fn first_solution<P: SearchBoard>(
    givens: P,
    config: Config,
    mut stop: impl FnMut() -> bool,
) -> First<P> {
    if let Some(first) = givens.first(config, &mut stop) {
        return first;
    }
    let config = Config {
        max_solutions: 1,
        ..config
    };
    let end = search_to_end(givens, config, 1, stop);
    match end.solutions.into_iter().next() {
        Some(board) => First::Solution(board),
        None if end.stopped => First::Stopped {
            steps: Some(end.stats.steps),
        },
        None => First::Unsolvable,
    }
}

impl<P: SearchBoard> SearchEnd<P> {
    /// Where the stepping `solver` stands, with the `solutions` kept along the way.
    pub(crate) fn of(solver: &Solver, solutions: Vec<P>, stopped: bool) -> SearchEnd<P> {
        SearchEnd {
            solutions,
            stats: solver.stats(),
            heat: P::heat(solver),
            explored: solver.progress(),
            exhausted: solver.is_exhausted(),
            stopped,
        }
    }
}

fn batch(
    givens: NineBoard,
    config: Config,
    visit: &mut dyn FnMut(Sighting<'_>) -> bool,
) -> SearchEnd {
    let mut batch = Batch::new(&givens);
    let end = batch.run_each(&config, visit);
    SearchEnd {
        solutions: Vec::new(),
        stats: batch.stats(end == End::Exhausted),
        heat: *batch.heat(),
        explored: match end {
            End::Exhausted => 1.0,
            _ => explored(batch.level_iter(), false),
        },
        exhausted: end == End::Exhausted,
        stopped: end == End::Stopped,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::fixtures::{P41, P85, P85_SOLUTION};
    use crate::solver::tests::grid;
    use crate::sudoku::Cell;

    fn config(strategy: Strategy) -> Config {
        Config {
            strategy,
            seed: 7,
            max_solutions: 1,
        }
    }

    /// Each strategy's answer is the first solution its full search finds; on the blank grid
    /// the strategies' first solutions differ, so each must be its own.
    #[test]
    fn every_strategy_answers_with_its_searchs_first_solution() {
        for strategy in Strategy::ALL {
            for givens in [grid(P85), NineBoard::EMPTY] {
                let end = search_to_end(givens, config(strategy), 1, || false);
                let answer = first_solution(givens, config(strategy), || false);
                assert_eq!(answer, First::Solution(end.solutions[0]), "{strategy}");
            }
            let answer = first_solution(grid(P85), config(strategy), || false);
            assert_eq!(answer, First::Solution(grid(P85_SOLUTION)));
        }
    }

    fn board(grid: &NineBoard) -> Board {
        Board::of_legal(crate::sudoku::Shape::NINE, grid.digits()).expect("legal")
    }

    /// Given a [`Board`], the helpers search at its size; at 9×9 they give what they give
    /// for its [`NineBoard`] (`propagate` stepping instead of running in batches).
    #[test]
    fn the_helpers_search_a_board_of_any_size() {
        for strategy in Strategy::ALL {
            let all = Config {
                max_solutions: 1_000_000,
                ..config(strategy)
            };
            let four = crate::sudoku::Shape::of_side(4).expect("4x4");
            let end = search_to_end(Board::empty(four), all, 2, || false);
            assert_eq!((end.stats.solutions, end.solutions.len()), (288, 2));
            assert!(end.exhausted && end.solutions.iter().all(Board::is_full));
            assert_eq!(end.heat.iter().sum::<u64>(), end.stats.placements);
            // top95 #41's 272-million-step row-major search is the full tier's
            for givens in crate::tier::sample([grid(P85), grid(P41)], 2) {
                let ours = search_to_end(board(&givens), config(strategy), 1, || false);
                let theirs = search_to_end(givens, config(strategy), 1, || false);
                assert_eq!(ours.stats, theirs.stats, "{strategy}");
                assert_eq!(ours.heat[..], theirs.heat[..], "{strategy}");
                assert_eq!(ours.solutions, [board(&theirs.solutions[0])]);
            }
            let answer = first_solution(board(&grid(P85)), config(strategy), || false);
            assert_eq!(answer, First::Solution(board(&grid(P85_SOLUTION))));
        }
    }

    #[test]
    fn a_stopped_search_says_how_far_it_went_where_it_counts_steps() {
        let row_major = first_solution(grid(P41), config(Strategy::RowMajor), || true);
        assert!(matches!(row_major, First::Stopped { steps: Some(n) } if n > 0));
        let propagate = first_solution(grid(P85), config(Strategy::Propagate), || true);
        assert_eq!(propagate, First::Stopped { steps: None });
        let mut unsolvable = grid(P85);
        let cell = Cell::from_index(unsolvable.empty_mask().trailing_zeros() as usize);
        let wrong = unsolvable
            .candidates(cell)
            .iter()
            .find(|&d| grid(P85_SOLUTION).get(cell) != Some(d));
        unsolvable.place(cell, wrong.expect("a wrong candidate"));
        for strategy in Strategy::ALL {
            assert_eq!(
                first_solution(unsolvable, config(strategy), || false),
                First::Unsolvable
            );
        }
    }
}
