//! The progress estimate: never lower after a later event, between 0 and 1, and exactly 1 at
//! the end of a search that ran out of branches.

use super::{Config, Solver, Strategy};
use crate::sudoku::validate;
use proptest::prelude::{ProptestConfig, any, proptest};

fn solver(line: &str, strategy: Strategy, seed: u64, cap: u64) -> Solver {
    let digits: Vec<u8> = line
        .bytes()
        .map(|b| if b.is_ascii_digit() { b - b'0' } else { 0 })
        .collect();
    let grid = validate(&digits.try_into().unwrap()).unwrap();
    Solver::new(
        grid,
        Config {
            strategy,
            seed,
            max_solutions: cap,
        },
    )
}

/// Steps through up to `limit` events, checking the estimate after each; returns the last.
fn walk(mut s: Solver, limit: usize) -> f64 {
    let mut last = s.progress();
    assert_eq!(last, 0.0, "nothing explored at the start");
    for _ in 0..limit {
        if s.step().is_none() {
            break;
        }
        let now = s.progress();
        assert!((0.0..=1.0).contains(&now), "{now}");
        assert!(
            now >= last - 1e-12,
            "went down from {last} to {now} at {:?}: {:?}",
            s.stats(),
            s.levels()
        );
        last = now;
    }
    last
}

const TOP95: &str = include_str!("../../../puzzles/norvig_top95.txt");
/// tdoku's puzzle with exactly 9 solutions (a small tree searched whole).
const NINE: &str =
    "8.........59.......76.........832765...476198...951243....9.516...6.4982......437";

#[test]
fn a_search_run_out_of_branches_ends_at_exactly_one() {
    for strategy in Strategy::ALL {
        let last = walk(solver(NINE, strategy, 3, u64::MAX), usize::MAX);
        assert_eq!(last, 1.0, "{strategy}");
        // capped at its first solution, it stops short of the whole tree
        let mut s = solver(NINE, strategy, 3, 1);
        while s.step().is_some() {}
        assert!(s.progress() < 1.0, "{strategy}");
    }
}

#[test]
fn the_levels_are_the_stack() {
    let mut s = solver(NINE, Strategy::RowMajor, 0, 1);
    s.step(); // the first placement: 1 digit tried of its cell's candidates
    let levels = s.levels();
    assert_eq!(levels.len(), 1);
    assert_eq!(levels[0].tried, 1);
    assert!(levels[0].width >= 1 && levels[0].holds);
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(32))]

    #[test]
    fn never_goes_down_while_the_search_moves_forward(
        index in 0usize..95,
        strategy in 0usize..4,
        seed in any::<u64>(),
    ) {
        let line = TOP95.lines().nth(index).unwrap();
        walk(solver(line, Strategy::ALL[strategy], seed, u64::MAX), 40_000);
    }
}
