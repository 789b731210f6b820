//! The composed engine against the presets' own engines: with a preset's parts it makes the
//! same events, one by one; and the lessons the parts teach, as events.

use super::*;
use crate::fixtures::{P85, P85_SOLUTION};
use crate::solver::propagate::batch_tests::bundled;
use crate::solver::tests::grid;
use crate::solver::{Digits, Solver};

/// The first `limit` events of `config`'s search by the composed engine.
fn composed(givens: Grid, config: Config, limit: usize) -> Vec<Event> {
    let mut engine = Composed::new(givens, config);
    std::iter::from_fn(|| engine.step()).take(limit).collect()
}

/// The first `limit` events of `config`'s search by the engine the solver picks.
fn solver(givens: Grid, config: Config, limit: usize) -> Vec<Event> {
    Solver::new(givens, config).take(limit).collect()
}

fn config(strategy: Strategy, max_solutions: u64) -> Config {
    Config {
        strategy,
        seed: 11,
        max_solutions,
    }
}

/// A solution with holes: a small tree with several solutions.
fn holes(count: usize, stride: usize) -> Grid {
    let mut g = grid(P85_SOLUTION);
    for k in 0..count {
        g.clear(Cell::from_index(k * stride % 81));
    }
    g
}

#[test]
fn with_a_presets_parts_it_makes_the_presets_events() {
    let mut puzzles = bundled("norvig_hardest11.txt");
    puzzles.extend(
        bundled("tdoku_test_puzzles_with_counts.txt")
            .into_iter()
            .step_by(4),
    );
    puzzles.push(holes(54, 7));
    puzzles.push(Grid::EMPTY);
    for givens in puzzles {
        for strategy in Strategy::ALL {
            for cap in [1, u64::MAX] {
                let c = config(strategy, cap);
                let (ours, theirs) = (composed(givens, c, 40_000), solver(givens, c, 40_000));
                assert_eq!(ours, theirs, "{strategy} cap {cap} {givens:?}");
            }
        }
    }
}

#[test]
fn forward_checking_changes_nothing_for_mrv() {
    for givens in bundled("norvig_hardest11.txt")
        .into_iter()
        .chain([holes(54, 7)])
    {
        let mrv = solver(givens, config(Strategy::Mrv, u64::MAX), 100_000);
        let fc = "mrv+fc".parse().unwrap();
        assert_eq!(composed(givens, config(fc, u64::MAX), 100_000), mrv);
    }
}

#[test]
fn every_composition_finds_the_solution_and_counts_its_steps() {
    let givens = grid(P85);
    for strategy in Strategy::every() {
        let mut engine = Composed::new(givens, config(strategy, 1));
        let mut steps = 0u64;
        let mut solved = None;
        while let Some(event) = engine.step() {
            steps += 1;
            if matches!(event, Event::Solution { .. }) {
                solved = Some(*engine.grid());
            }
            assert!(steps < 5_000_000, "{strategy} runs long");
        }
        assert_eq!(solved, Some(grid(P85_SOLUTION)), "{strategy}");
        assert_eq!(engine.stats().steps, steps, "{strategy}");
        if strategy.digits != Digits::Random {
            let again: Vec<Event> = composed(givens, config(strategy, 1), usize::MAX);
            assert_eq!(again.len() as u64, steps);
        }
    }
}
