//! The batch search against the event engine: the same solutions and, after the same
//! search, the same counters, heat and progress, on bundled puzzles and random ones, for the
//! first solution, a few, and all of them.

use crate::parse::parse_str;
use crate::solver::propagate_tests::puzzle;
use crate::solver::{Config, Event, SearchEnd, Solver, Strategy, search_to_end};
use crate::sudoku::NineBoard;
use proptest::prelude::{ProptestConfig, prop_assert_eq, proptest};

/// What stepping through every event of the search gives.
pub(super) fn stepped(givens: NineBoard, max_solutions: u64, keep: usize) -> SearchEnd {
    let config = Config {
        strategy: Strategy::Propagate,
        seed: 0,
        max_solutions,
    };
    let mut solver = Solver::new(givens, config);
    let mut solutions = Vec::new();
    while let Some(event) = solver.step() {
        if matches!(event, Event::Solution { .. }) && solutions.len() < keep {
            solutions.push(*solver.grid().unwrap());
        }
    }
    SearchEnd::of(&solver, solutions, false)
}

fn batch(givens: NineBoard, max_solutions: u64, keep: usize) -> SearchEnd {
    let config = Config {
        strategy: Strategy::Propagate,
        seed: 0,
        max_solutions,
    };
    search_to_end(givens, config, keep, || false)
}

pub(crate) fn bundled(file: &str) -> Vec<NineBoard> {
    let path = format!("{}/../puzzles/{file}", env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(path).expect("bundled puzzles");
    parse_str(&text)
        .expect("they parse")
        .iter()
        .map(|p| p.grid().expect("valid givens"))
        .collect()
}

/// Both ways agree on every grid at every cap, keeping three solutions.
fn same_both_ways(grids: &[NineBoard], caps: &[u64]) {
    for &g in grids {
        for &cap in caps {
            let (ours, theirs) = (batch(g, cap, 3), stepped(g, cap, 3));
            assert_eq!(ours, theirs, "{} cap {cap}", g.to_line());
        }
    }
}

#[test]
fn bundled_puzzles_count_the_same_both_ways() {
    let mut grids = bundled("norvig_top95.txt");
    grids.extend(bundled("norvig_hardest11.txt"));
    grids.extend(bundled("magictour_top1465.txt").into_iter().step_by(15));
    grids.extend(bundled("all_17_clue_first1000.txt").into_iter().step_by(10));
    same_both_ways(&grids, &[1, 2]);
}

#[test]
fn puzzles_with_many_solutions_and_none() {
    // every solution of the tdoku puzzles (up to 847), and the first few of a blank grid
    same_both_ways(
        &bundled("tdoku_test_puzzles_with_counts.txt"),
        &[1, 7, u64::MAX],
    );
    same_both_ways(&[NineBoard::EMPTY], &[1, 7, 300]);
}

#[test]
fn a_stop_request_ends_the_batch_early() {
    let config = Config {
        strategy: Strategy::Propagate,
        seed: 0,
        max_solutions: u64::MAX,
    };
    let end = search_to_end(NineBoard::EMPTY, config, 1, || true);
    assert!(end.stopped && !end.exhausted);
    assert_eq!(end.solutions.len(), 1);
    assert!(end.stats.solutions > 1 && end.explored < 1.0);
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    #[test]
    fn random_puzzles_count_the_same_both_ways(givens in puzzle(), cap in 1u64..40) {
        prop_assert_eq!(batch(givens, cap, 40), stepped(givens, cap, 40));
    }
}
