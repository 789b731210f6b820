//! The composed engine against the presets' own engines: with a preset's parts it makes the
//! same events, one by one; and the lessons the parts teach, as events.

use super::*;
use crate::fixtures::{P85, P85_SOLUTION};
use crate::solver::propagate::batch_tests::bundled;
use crate::solver::tests::grid;
use crate::solver::{Digits, Solver};

/// The first `limit` events of `config`'s search by the composed engine.
fn composed(givens: NineBoard, config: Config, limit: usize) -> Vec<Event> {
    let mut engine = Composed::new(givens, config);
    std::iter::from_fn(|| engine.step()).take(limit).collect()
}

/// The first `limit` events of `config`'s search by the engine the solver picks.
fn solver(givens: NineBoard, config: Config, limit: usize) -> Vec<Event> {
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
fn holes(count: usize, stride: usize) -> NineBoard {
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
    puzzles.push(NineBoard::EMPTY);
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

/// The naive engine searches the compositions of `first`, `mrv` and `degree` with `none` or
/// `fc` (the engine the solver picks for them); the composed engine, which follows the
/// definitions, is their reference: the same events, and along the way the same levels, the
/// same drawn orders, and the same steered probes.
#[test]
fn the_naive_engines_compositions_make_the_composed_engines_events() {
    let mut puzzles = bundled("norvig_hardest11.txt");
    puzzles.push(holes(54, 7));
    puzzles.push(NineBoard::EMPTY);
    puzzles.push(dead_late());
    let naive = Strategy::every()
        .filter(|&s| !s.is_preset() && crate::solver::backtrack::code(s).is_some());
    for strategy in naive {
        for (p, &givens) in puzzles.iter().enumerate() {
            for cap in [1, u64::MAX] {
                let c = config(strategy, cap);
                let (mut ours, mut theirs) = (Composed::new(givens, c), Solver::new(givens, c));
                for step in 0..20_000 {
                    let event = ours.step();
                    assert_eq!(
                        event,
                        theirs.step(),
                        "{strategy} #{p} cap {cap} step {step}"
                    );
                    if event.is_none() {
                        break;
                    }
                    if step % 97 == 0 {
                        assert_eq!(ours.levels(), theirs.levels_and_backing(), "{strategy}");
                    }
                    if let Some(Event::Place { .. }) = event {
                        let drawn = strategy.is_random().then(|| ours.options().unwrap().0);
                        assert_eq!(drawn, theirs.drawn_order(), "{strategy}");
                        let opened = theirs.levels().last().is_some_and(|l| l.tried == 1);
                        if opened && step % 13 == 0 {
                            same_probe(&ours, &theirs, strategy);
                        }
                    }
                }
                assert_eq!(ours.stats(), theirs.stats(), "{strategy} #{p} cap {cap}");
            }
        }
    }
}

/// A board with a cell that has no legal digit from the start, r9c1, late in reading order:
/// forward checking meets it after the first guess in its column, among several digits.
fn dead_late() -> NineBoard {
    let mut g = NineBoard::EMPTY;
    for (col, digit) in (1..9).zip(1..=8) {
        g.place(Cell::at(8, col).unwrap(), digit);
    }
    g.place(Cell::at(0, 0).unwrap(), 9);
    g
}

/// Right after a guess opened a level, both engines steered to its last option go on alike.
fn same_probe(ours: &Nine, theirs: &Solver, strategy: Strategy) {
    let (mut ours, mut theirs) = (ours.clone(), theirs.clone());
    let k = theirs.top_width() as usize - 1;
    assert_eq!(ours.top_width(), theirs.top_width(), "{strategy}");
    ours.steer(k);
    theirs.steer(k);
    for _ in 0..50 {
        assert_eq!(ours.step(), theirs.step(), "{strategy} steered to {k}");
    }
}
