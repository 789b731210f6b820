//! tdoku's 43 test puzzles (`puzzle:COUNT[:solution]`) searched to their ends by the library's
//! stepping engine, event by event: what `tests/it/solve_counts.rs` checks the solutions of
//! and `tests/it/oracle.rs` checks the counters of. The row-major and mrv searches, which
//! both read, are made once for the two (a second of the suite's work).
#![allow(dead_code)]

use super::run::puzzle_path;
use std::path::Path;
use std::sync::OnceLock;
use stepdoku::parse::{Puzzle, read_file};
use stepdoku::solver::{Config, Event, Solver, Stats, Strategy};

/// One puzzle, what its label says, and what the search of it found.
pub struct Searched {
    pub puzzle: Puzzle,
    /// The number of solutions its label gives.
    pub count: u64,
    /// The solution its label gives, when it has one.
    pub solution: Option<String>,
    /// Every solution the search found, in the order it found them.
    pub found: Vec<[u8; 81]>,
    pub stats: Stats,
    pub exhausted: bool,
}

/// Hands `check` each of the 43 puzzles (every second in the quick tier) searched to its end by
/// `strategy` with `seed`; for
/// row-major and mrv with seed 0, the searches made once for every test that asks.
pub fn each_searched(strategy: Strategy, seed: u64, mut check: impl FnMut(&Searched)) {
    static ROW_MAJOR: OnceLock<Vec<Searched>> = OnceLock::new();
    static MRV: OnceLock<Vec<Searched>> = OnceLock::new();
    let shared = match (strategy, seed) {
        (Strategy::RowMajor, 0) => &ROW_MAJOR,
        (Strategy::Mrv, 0) => &MRV,
        _ => {
            for puzzle in searched_puzzles() {
                check(&search(puzzle, strategy, seed));
            }
            return;
        }
    };
    let all = shared.get_or_init(|| {
        let all = searched_puzzles().into_iter();
        all.map(|p| search(p, strategy, seed)).collect()
    });
    all.iter().for_each(check);
}

/// [`each_searched`] for the puzzles whose label counts at least one solution, searched
/// afresh: a search to the end of a puzzle with none finds none whatever it misses, and those
/// are the longest (two fifths of a random search's steps over the 43).
pub fn each_solvable_searched(strategy: Strategy, seed: u64, mut check: impl FnMut(&Searched)) {
    for puzzle in searched_puzzles() {
        let label = puzzle.label.as_deref().unwrap_or_default();
        if label.split(':').next() != Some("0") {
            check(&search(puzzle, strategy, seed));
        }
    }
}

/// The puzzles of the file, with their labels read.
pub fn puzzles() -> Vec<Puzzle> {
    let path = puzzle_path("tdoku_test_puzzles_with_counts.txt");
    let all = read_file(Path::new(&path)).unwrap_or_else(|e| panic!("{path}: {e}"));
    assert_eq!(all.len(), 43);
    all
}

/// The puzzles searched: all 43 in the full tier, every second in the quick one (a search of
/// the 43 to their ends is seconds long).
fn searched_puzzles() -> Vec<Puzzle> {
    super::tier::sample(puzzles(), 2)
}

/// `puzzle` searched to its end.
fn search(puzzle: Puzzle, strategy: Strategy, seed: u64) -> Searched {
    let label = puzzle
        .label
        .clone()
        .expect("COUNT[:solution] after the puzzle");
    let mut parts = label.split(':');
    let count = parts.next().unwrap().parse().expect("a count");
    let solution = parts.next().map(str::to_string);
    let givens = puzzle.grid().expect("no conflicting givens");
    let config = Config {
        strategy,
        seed,
        max_solutions: u64::MAX,
    };
    let mut solver = Solver::new(givens, config);
    let mut found = Vec::new();
    while let Some(event) = solver.step() {
        if matches!(event, Event::Solution { .. }) {
            found.push(*solver.grid().unwrap().digits());
        }
    }
    Searched {
        puzzle,
        count,
        solution,
        found,
        stats: solver.stats(),
        exhausted: solver.is_exhausted(),
    }
}
