//! Exact solution counts, through the library: every strategy finds every solution of the
//! tdoku test puzzles (`puzzle:COUNT[:solution]`), each one valid and true to its givens; and
//! the known size of the row-major search of the 116-million-placement puzzle.

use crate::support::tdoku::{
    Searched, each_searched, each_solvable_searched, puzzles as tdoku_puzzles,
};
use crate::support::tier;
use std::collections::HashSet;
use std::path::PathBuf;
use stepdoku::parse::{Puzzle, read_file};
use stepdoku::solver::{Config, Event, Solver, Strategy};
use stepdoku::sudoku::validate;

/// The puzzles of `puzzles/NAME`.
fn puzzles(name: &str) -> Vec<Puzzle> {
    let path: PathBuf = [env!("CARGO_MANIFEST_DIR"), "puzzles", name]
        .iter()
        .collect();
    read_file(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

/// Searches every known puzzle to the end with `strategy` and checks what it finds.
fn check_every_count(strategy: Strategy, seed: u64) {
    each_searched(strategy, seed, check_count(strategy, seed));
}

/// Checks what the search of one puzzle found.
fn check_count(strategy: Strategy, seed: u64) -> impl FnMut(&Searched) {
    move |searched| {
        let Searched {
            puzzle,
            count,
            solution,
            found,
            stats,
            exhausted,
        } = searched;
        let at = format!(
            "{strategy} seed {seed}, puzzle {} ({})",
            puzzle.index,
            puzzle.to_line()
        );
        let mut distinct = HashSet::new();
        for digits in found {
            assert!(digits.iter().all(|&d| d != 0), "{at}: not full");
            validate(digits).unwrap_or_else(|e| panic!("{at}: invalid solution: {e}"));
            for (i, &given) in puzzle.digits.iter().enumerate() {
                assert!(given == 0 || given == digits[i], "{at}: given {i} changed");
            }
            assert!(distinct.insert(digits), "{at}: a solution found twice");
        }
        assert!(exhausted, "{at}");
        assert_eq!(found.len() as u64, *count, "{at}");
        assert_eq!(stats.solutions, *count, "{at}");
        if let Some(expected) = solution {
            assert_eq!(*count, 1, "{at}");
            let text: String = found[0].iter().map(|d| char::from(b'0' + d)).collect();
            assert_eq!(&text, expected, "{at}");
        }
    }
}

#[test]
fn row_major_counts_every_solution() {
    check_every_count(Strategy::RowMajor, 0);
}

#[test]
fn mrv_counts_every_solution() {
    check_every_count(Strategy::Mrv, 0);
}

#[test]
fn propagate_counts_every_solution() {
    check_every_count(Strategy::Propagate, 0);
}

/// Every puzzle under one seed; under another, those with solutions (what a seed changes is
/// the order of the digits, so what it could lose is a solution: the puzzles with none, whose
/// searches are the longest, would count 0 whatever it lost). The quick tier leaves the
/// first seed to the full one.
#[test]
fn random_counts_every_solution_whatever_the_seed() {
    if tier::full() {
        check_every_count(Strategy::Random, 1);
    }
    let seed = 0x5EED_CAFE_F00D;
    each_solvable_searched(Strategy::Random, seed, check_count(Strategy::Random, seed));
}

#[test]
fn the_counts_cover_none_unique_and_many() {
    let counts: HashSet<u64> = tdoku_puzzles()
        .iter()
        .map(|p| {
            p.label
                .as_deref()
                .unwrap()
                .split(':')
                .next()
                .unwrap()
                .parse()
                .unwrap()
        })
        .collect();
    assert!(counts.contains(&0) && counts.contains(&1) && counts.contains(&847));
}

/// The counts are those of the independent recursive oracle in `tests/it/oracle.rs`
/// (`the_116_million_placement_search_agrees_with_the_oracle`). The full tier's: seconds of
/// stepping that the quick tier leaves to the smaller searches above.
#[test]
fn the_116_million_placement_search() {
    if !tier::full() {
        return;
    }
    let puzzle = &puzzles("norvig_top95.txt")[40];
    assert_eq!(
        puzzle.to_line(),
        "...5.1....9....8...6.......4.1..........7..9........3.8.....1.5...2..4.....36...."
    );
    let mut solver = Solver::new(puzzle.grid().unwrap(), Config::default());
    let mut solutions = 0;
    while let Some(event) = solver.step() {
        if matches!(event, Event::Solution { .. }) {
            solutions += 1;
        }
    }
    let stats = solver.stats();
    assert_eq!(solutions, 1);
    assert_eq!(stats.placements, 116_038_117);
    assert_eq!(stats.undos, 116_038_053);
    let grid = solver.grid().unwrap();
    assert!(validate(grid.digits()).is_ok() && grid.is_full());
}
