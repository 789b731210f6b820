//! A search run to its end without looking at its events: what `solve`, `check` and the
//! editor's verdict need. `propagate` runs in batches ([`Batch`]); the naive strategies step
//! through their events, which cost them nothing extra.

use super::machine::explored;
use super::propagate::batch::{Batch, End};
use super::propagate::probe;
use super::{Config, Event, Solver, Stats, Strategy};
use crate::sudoku::Grid;

/// Where a search run to its end stopped, and what it found.
#[derive(Clone, Debug, PartialEq)]
pub struct SearchEnd {
    /// The first solutions, as many as were asked to be kept.
    pub solutions: Vec<Grid>,
    /// The counters at the end, the same as stepping through the search would give
    /// (`solutions` counts every solution found, kept or not).
    pub stats: Stats,
    /// Placements per cell (by index) over the whole search.
    pub heat: [u64; 81],
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

/// What a search run by [`search_each`] shows its caller as it goes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Sighting<'a> {
    /// A solution, just found.
    Solution(&'a Grid),
    /// A pause between two stretches of search (about every millisecond at most).
    Pause {
        /// The steps made so far, as [`Stats::steps`] counts them.
        steps: u64,
    },
}

/// Searches `givens` with `config` to its end (or `config.max_solutions` solutions), keeping
/// the first `keep` solutions. `stop` is asked now and then (about every millisecond at most)
/// and ends the search early when it answers true.
pub fn search_to_end(
    givens: Grid,
    config: Config,
    keep: usize,
    mut stop: impl FnMut() -> bool,
) -> SearchEnd {
    let mut solutions = Vec::new();
    let mut end = search_each(givens, config, |sighting| match sighting {
        Sighting::Solution(grid) => {
            if solutions.len() < keep {
                solutions.push(*grid);
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
pub fn search_each(
    givens: Grid,
    config: Config,
    mut visit: impl FnMut(Sighting<'_>) -> bool,
) -> SearchEnd {
    if config.strategy == Strategy::Propagate {
        return batch(givens, config, &mut visit);
    }
    let mut solver = Solver::new(givens, config);
    let mut stopped = false;
    loop {
        let mut solved = false;
        let moved = solver.run(POLL_EVERY, |event, _| {
            // stop at a solution to show the board, which is the solution there
            solved = matches!(event, Event::Solution { .. });
            !solved
        });
        if solved {
            if visit(Sighting::Solution(solver.grid())) {
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

/// What [`first_solution`] found.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum First {
    /// The search's first solution.
    Solution(Grid),
    /// There is none.
    Unsolvable,
    /// `stop` ended the search first; the steps it had made, where they were counted.
    Stopped {
        /// The steps made, for the strategies that step through their events.
        steps: Option<u64>,
    },
}

/// The first solution of `config.strategy`'s search of `givens`, the one [`search_to_end`]
/// finds first, for callers that want the answer alone: `propagate` then runs without
/// counters (about 7% faster on hard puzzles), the others as they always do. `stop` is asked
/// now and then (about every millisecond at most) and ends the search early when it answers
/// true.
pub fn first_solution(givens: Grid, config: Config, mut stop: impl FnMut() -> bool) -> First {
    if config.strategy == Strategy::Propagate {
        return probe::first_solution(&givens, &mut stop);
    }
    let config = Config {
        max_solutions: 1,
        ..config
    };
    let end = search_to_end(givens, config, 1, stop);
    match end.solutions.first() {
        Some(&grid) => First::Solution(grid),
        None if end.stopped => First::Stopped {
            steps: Some(end.stats.steps),
        },
        None => First::Unsolvable,
    }
}

impl SearchEnd {
    /// Where the stepping `solver` stands, with the `solutions` kept along the way.
    pub(crate) fn of(solver: &Solver, solutions: Vec<Grid>, stopped: bool) -> SearchEnd {
        SearchEnd {
            solutions,
            stats: solver.stats(),
            heat: solver.heat().try_into().expect("a 9×9 search"),
            explored: solver.progress(),
            exhausted: solver.is_exhausted(),
            stopped,
        }
    }
}

fn batch(givens: Grid, config: Config, visit: &mut dyn FnMut(Sighting<'_>) -> bool) -> SearchEnd {
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
            for givens in [grid(P85), Grid::EMPTY] {
                let end = search_to_end(givens, config(strategy), 1, || false);
                let answer = first_solution(givens, config(strategy), || false);
                assert_eq!(answer, First::Solution(end.solutions[0]), "{strategy}");
            }
            let answer = first_solution(grid(P85), config(strategy), || false);
            assert_eq!(answer, First::Solution(grid(P85_SOLUTION)));
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
