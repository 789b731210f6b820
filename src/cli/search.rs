//! A command's search settings (strategy, seed, solution cap) and running one search to its end.

use super::args::{PuzzleSearch, SearchArgs};
use super::input::InputFile;
use super::progress::Steps;
use super::{Failure, interrupt, report};
use std::io;
use std::time::{Duration, Instant};
use stepdoku::numbers::grouped;
use stepdoku::parse::{Givens, Puzzle};
use stepdoku::solver::{
    Config, First, Rng, SearchBoard, SearchEnd, Sighting, Stats, Strategy, search_each,
};
use stepdoku::sudoku::NineBoard;

/// The search settings of a command, with the seed of a random search decided.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SearchPlan {
    /// The strategy.
    pub strategy: Strategy,
    /// The seed, for the random strategy only (`None` for the others, which ignore it).
    pub seed: Option<u64>,
    /// Stop after this many solutions.
    pub cap: u64,
}

impl SearchPlan {
    /// The settings of `args`, looking for up to `cap` solutions. A random search without
    /// `--seed` draws a fresh seed and reports it on standard error so that it can be repeated.
    pub fn new(args: &SearchArgs, cap: u64) -> SearchPlan {
        if args.seed.is_some() && !args.strategy.is_random() {
            report(format_args!(
                "--seed is ignored: only random digit orders use a seed ({} does not)",
                args.strategy
            ));
        }
        let seed = args
            .strategy
            .is_random()
            .then(|| args.seed.unwrap_or_else(fresh_seed));
        SearchPlan {
            strategy: args.strategy,
            seed,
            cap,
        }
    }

    /// The solver's configuration.
    pub fn config(&self) -> Config {
        Config {
            strategy: self.strategy,
            seed: self.seed.unwrap_or(0),
            max_solutions: self.cap,
        }
    }
}

/// A seed drawn for a run without `--seed`, reported on standard error so that the run can
/// be repeated.
pub fn fresh_seed() -> u64 {
    drawn_seed("random seed", "--seed")
}

/// A seed drawn for a run without its `flag`, reported on standard error as `what N (repeat
/// with FLAG N)` so that the run can be repeated.
pub fn drawn_seed(what: &str, flag: &str) -> u64 {
    let seed = Rng::fresh_seed();
    report(format_args!("{what} {seed} (repeat with {flag} {seed})"));
    seed
}

/// What a finished search found, on a 9×9 [`NineBoard`] or a [`Board`](stepdoku::sudoku::Board)
/// of any size.
#[derive(Clone, Debug)]
pub struct SearchResult<P: SearchBoard = NineBoard> {
    /// The first solutions, as many as were asked to be kept.
    pub solutions: Vec<P>,
    /// The counters at the end (`solutions` counts every solution found, kept or not).
    pub stats: Stats,
    /// Placements per cell (by index) over the whole search.
    pub heat: P::Heat,
    /// The fraction of the search tree explored where the search stopped.
    pub explored: f64,
    /// Whether the search ran out of branches, so that the solutions found are all there are.
    pub exhausted: bool,
    /// Whether the user stopped the search (Ctrl-C) before its end.
    pub interrupted: bool,
    /// How long the search took.
    pub elapsed: Duration,
}

/// What `solve`, `trace` and `tree` say on standard error when `--all` (or
/// `--max-solutions`) stopped a search at its cap of `found` solutions at `at` (`FILE:LINE`).
/// The search does not look past the cap, so there may be no more.
pub fn capped_note(at: &str, found: u64) -> String {
    format!(
        "{at}: stopped at {} solution{} (--max-solutions) before the search was done; \
         raise it to look for more",
        grouped(found),
        if found == 1 { "" } else { "s" },
    )
}

/// Searches `givens` with `config` to the end, keeping the first `keep` solutions; a Ctrl-C
/// stops it early with what it found so far.
pub fn run<P: SearchBoard>(givens: P, config: Config, keep: usize) -> SearchResult<P> {
    let mut solutions = Vec::new();
    let kept = stream(givens, config, |sighting| {
        if let Sighting::Solution(board) = sighting
            && solutions.len() < keep
        {
            solutions.push(board.clone());
        }
        Ok(())
    });
    let mut result = kept.expect("keeping a solution cannot fail");
    result.solutions = solutions;
    result
}

/// Searches `givens` with `config` to the end, showing `visit` each solution as it is found
/// and a pause now and then, keeping none; a Ctrl-C stops it early. The first error `visit`
/// returns stops the search and is returned. Its steps go to the progress line as it pauses.
pub fn stream<P: SearchBoard>(
    givens: P,
    config: Config,
    mut visit: impl FnMut(Sighting<'_, P>) -> io::Result<()>,
) -> io::Result<SearchResult<P>> {
    let started = Instant::now();
    let mut failed = None;
    let mut steps = Steps::new();
    let end = search_each(givens, config, |sighting| {
        if let Sighting::Pause { steps: made } = sighting {
            steps.at(made);
        }
        if let Err(err) = visit(sighting) {
            failed = Some(err);
            return true;
        }
        matches!(sighting, Sighting::Pause { .. }) && interrupt::requested()
    });
    match failed {
        Some(err) => Err(err),
        None => Ok(SearchResult::of(end, started)),
    }
}

impl<P: SearchBoard> SearchResult<P> {
    /// The answer of a search capped at one solution, as [`first_solution`] gives it.
    pub fn first(&self) -> First<P> {
        match self.solutions.first() {
            Some(board) => First::Solution(board.clone()),
            None if self.interrupted => First::Stopped {
                steps: Some(self.stats.steps),
            },
            None => First::Unsolvable,
        }
    }

    /// The result of a search that began at `started` and ended at `end`.
    fn of(end: SearchEnd<P>, started: Instant) -> SearchResult<P> {
        SearchResult {
            solutions: end.solutions,
            stats: end.stats,
            heat: end.heat,
            explored: end.explored,
            exhausted: end.exhausted,
            interrupted: end.stopped,
            elapsed: started.elapsed(),
        }
    }
}

/// One puzzle chosen to search, with its input (for messages) and the search's settings.
pub struct Chosen {
    /// The input it came from.
    pub input: InputFile,
    /// The puzzle.
    pub puzzle: Puzzle,
    /// Its givens.
    pub givens: Givens,
    /// How to search it.
    pub plan: SearchPlan,
}

impl Chosen {
    /// The puzzle `target` names (the first that can be read by default) and its search; `None`
    /// when its givens conflict, which is reported on standard error.
    pub fn of(target: &PuzzleSearch) -> Result<Option<Chosen>, Failure> {
        let file = target.file.as_deref();
        let input = InputFile::open(file, &target.given)?;
        let puzzle = input.puzzle(target.pick.index())?.clone();
        let plan = SearchPlan::new(&target.search, target.solutions.cap());
        let Ok(givens) = input.givens(&puzzle) else {
            return Ok(None);
        };
        Ok(Some(Chosen {
            input,
            puzzle,
            givens,
            plan,
        }))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use stepdoku::sudoku::Cell;

    #[test]
    fn keeps_only_what_is_asked() {
        // an empty grid has countless solutions: three found, one kept
        let config = Config {
            max_solutions: 3,
            ..Config::default()
        };
        let outcome = run(NineBoard::EMPTY, config, 1);
        assert_eq!(outcome.stats.solutions, 3);
        assert_eq!(outcome.solutions.len(), 1);
        assert!(outcome.solutions[0].is_full());
        assert!(!outcome.exhausted);
    }

    #[test]
    fn a_stream_shows_every_solution_and_keeps_none() {
        let config = Config {
            max_solutions: 5,
            ..Config::default()
        };
        let mut seen = Vec::new();
        let outcome = stream(NineBoard::EMPTY, config, |sighting| {
            if let Sighting::Solution(grid) = sighting {
                seen.push(*grid);
            }
            Ok(())
        })
        .unwrap();
        assert_eq!(seen.len(), 5);
        assert_eq!(outcome.stats.solutions, 5);
        assert!(outcome.solutions.is_empty());
        // the same solutions, in the same order, as a search that keeps them
        assert_eq!(run(NineBoard::EMPTY, config, 5).solutions, seen);
        // a failed write stops the search and is returned
        let failed = stream(NineBoard::EMPTY, config, |_| Err(io::Error::other("full")));
        assert_eq!(failed.unwrap_err().to_string(), "full");
    }

    #[test]
    fn an_unsolvable_grid_is_exhausted_without_solutions() {
        // r1c1 can hold nothing: 1..8 in its row, 9 in its column
        let mut grid = NineBoard::EMPTY;
        for col in 1..9 {
            grid.place(Cell::at(0, col).unwrap(), col as u8);
        }
        grid.place(Cell::at(1, 0).unwrap(), 9);
        let outcome = run(grid, Config::default(), usize::MAX);
        assert!(outcome.solutions.is_empty());
        assert!(outcome.exhausted);
    }

    #[test]
    fn only_random_searches_carry_a_seed() {
        let args = |strategy, seed| SearchArgs { strategy, seed };
        let mrv = SearchPlan::new(&args(Strategy::Mrv, Some(7)), 1);
        assert_eq!(mrv.seed, None);
        assert_eq!(mrv.config().seed, 0);
        let random = SearchPlan::new(&args(Strategy::Random, Some(7)), 5);
        assert_eq!(random.seed, Some(7));
        assert_eq!(random.config().seed, 7);
        assert_eq!(random.config().max_solutions, 5);
        assert!(
            SearchPlan::new(&args(Strategy::Random, None), 1)
                .seed
                .is_some()
        );
    }
}
