//! Invariants of every attempt, for any seed and index: the puzzle keeps its symmetry and
//! its solution's digits, the step-by-step `propagate` search (the engine behind `trace`,
//! not the batch search the rating runs) finds that one solution and nothing else, and its
//! events imply the rating given.

use super::*;
use crate::solver::{Config, Event, Reason, Solver, Strategy};
use crate::sudoku::validate;
use proptest::prelude::*;

/// Steps a `propagate` search of `puzzle` to its end, looking for up to `cap` solutions:
/// the solutions, the guesses before the first, and whether a hidden single came before it.
fn stepped(puzzle: NineBoard, cap: u64) -> (Vec<NineBoard>, u64, bool) {
    let config = Config {
        strategy: Strategy::Propagate,
        seed: 0,
        max_solutions: cap,
    };
    let mut solver = Solver::new(puzzle, config);
    let (mut solutions, mut guesses, mut hidden) = (Vec::new(), 0, false);
    while let Some(event) = solver.step() {
        match event {
            Event::Solution { .. } => solutions.push(*solver.grid().unwrap()),
            _ if !solutions.is_empty() => {}
            Event::Place { .. } => guesses += 1,
            Event::Force {
                reason: Reason::HiddenSingle(_),
                ..
            } => hidden = true,
            _ => {}
        }
    }
    (solutions, guesses, hidden)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn attempts_are_proper_symmetric_and_rated_by_their_events(
        seed in any::<u64>(),
        index in 0..1_000_000u64,
        rotational in any::<bool>(),
    ) {
        let symmetry = if rotational { Symmetry::Rotational } else { Symmetry::None };
        let made = attempt(seed, index, symmetry);
        prop_assert!(validate(made.solution.digits()).is_ok());
        prop_assert!(made.solution.is_full());
        for cell in Cell::all() {
            let given = made.puzzle.get(cell);
            prop_assert!(given.is_none() || given == made.solution.get(cell));
            if let Some(partner) = symmetry.partner(cell) {
                prop_assert_eq!(given.is_some(), made.puzzle.get(partner).is_some());
            }
        }
        let (solutions, _, _) = stepped(made.puzzle, 2);
        prop_assert_eq!(solutions, vec![made.solution]);
        let (_, guesses, hidden) = stepped(made.puzzle, 1);
        prop_assert_eq!(made.rated.guesses, guesses);
        prop_assert_eq!(made.rated.rating, Rating::of(guesses, !hidden));
    }
}
