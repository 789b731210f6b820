//! A search run to its end without looking at its events: what `solve`, `check` and the
//! editor's verdict need. `propagate` runs in batches ([`Batch`]); the naive strategies step
//! through their events, which cost them nothing extra.

use super::machine::explored;
use super::propagate::batch::{Batch, End};
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

/// Searches `givens` with `config` to its end (or `config.max_solutions` solutions), keeping
/// the first `keep` solutions. `stop` is asked now and then (about every millisecond at most)
/// and ends the search early when it answers true.
pub fn search_to_end(
    givens: Grid,
    config: Config,
    keep: usize,
    mut stop: impl FnMut() -> bool,
) -> SearchEnd {
    if config.strategy == Strategy::Propagate {
        return batch(givens, config, keep, &mut stop);
    }
    let mut solver = Solver::new(givens, config);
    let mut solutions = Vec::new();
    let mut stopped = false;
    loop {
        let mut solved = false;
        let moved = solver.run(POLL_EVERY, |event, _| {
            // stop at a solution to copy the board, which is the solution there
            solved = matches!(event, Event::Solution { .. }) && solutions.len() < keep;
            !solved
        });
        if solved {
            solutions.push(*solver.grid());
        } else if moved < POLL_EVERY {
            break; // the search is over
        }
        if stop() {
            stopped = true;
            break;
        }
    }
    SearchEnd::of(&solver, solutions, stopped)
}

impl SearchEnd {
    /// Where the stepping `solver` stands, with the `solutions` kept along the way.
    pub(crate) fn of(solver: &Solver, solutions: Vec<Grid>, stopped: bool) -> SearchEnd {
        SearchEnd {
            solutions,
            stats: solver.stats(),
            heat: *solver.heat(),
            explored: solver.progress(),
            exhausted: solver.is_exhausted(),
            stopped,
        }
    }
}

fn batch(givens: Grid, config: Config, keep: usize, stop: &mut dyn FnMut() -> bool) -> SearchEnd {
    let mut batch = Batch::new(&givens);
    let (end, solutions) = batch.run(&config, keep, stop);
    SearchEnd {
        solutions,
        stats: batch.stats(end == End::Exhausted),
        heat: *batch.heat(),
        explored: match end {
            End::Exhausted => 1.0,
            _ => explored(&batch.levels(), false),
        },
        exhausted: end == End::Exhausted,
        stopped: end == End::Stopped,
    }
}
