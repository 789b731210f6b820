//! A level of the techniques ladder run to its fixpoint, before any guess: what `needs`
//! rates a puzzle by and what `hint` reads its next step from. The composed search
//! `mrv+LEVEL` at its root applies the level's singles and rules (the one rule kernel every
//! engine uses) until none finds anything, and only then branches; so its events up to its
//! first guess are the level run to its fixpoint, and that fixpoint does not depend on the
//! order the rules ran in (a rule only removes candidates, and what it may remove only grows
//! as others remove theirs).

use super::engine::Config;
use super::event::Event;
use super::strategy::{Cells, Digits, Inference, Strategy};
use super::to_end::SearchBoard;

/// Where a level's fixpoint leaves a board.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Fixpoint {
    /// The level's rules filled every cell.
    Solved,
    /// Cells are left that the level's rules cannot fill: a guess is needed.
    Stuck,
    /// The rules met a contradiction: the board has no solution.
    Contradiction,
}

/// The search that runs `inference` to its fixpoint on `givens` before it guesses.
fn at_root<P: SearchBoard>(givens: P, inference: Inference) -> super::Solver {
    let config = Config {
        strategy: Strategy::of(Cells::Mrv, Digits::Up, inference),
        seed: 0,
        max_solutions: 1,
    };
    givens.solver(config)
}

/// Where `inference` (`naked` or any later part) run to its fixpoint leaves `givens`.
pub fn fixpoint<P: SearchBoard>(givens: P, inference: Inference) -> Fixpoint {
    debug_assert!(inference.has_rounds(), "{inference:?} deduces no digit");
    run_to_fixpoint(at_root(givens, inference))
}

/// [`fixpoint`]'s search, out of the generic function so that it is compiled once, in the
/// core, and not into each crate that calls [`fixpoint`] (unoptimised in one built at
/// `opt-level` 0).
fn run_to_fixpoint(mut solver: super::Solver) -> Fixpoint {
    while let Some(event) = solver.next_move() {
        match event {
            Event::Solution { .. } => return Fixpoint::Solved,
            Event::Place { .. } => return Fixpoint::Stuck,
            Event::DeadEnd { .. } | Event::NoPlace { .. } | Event::Done => {
                return Fixpoint::Contradiction;
            }
            _ => {}
        }
    }
    Fixpoint::Contradiction
}

/// The next step the whole ladder (`wings`) takes on `givens` as they stand: the first
/// single its round would place (a `Force`), else the first pattern in the ladder's order
/// that removes a candidate (an `Eliminate`); else what it meets instead: a guess (`Place`:
/// the rules are stuck), a dead end (`DeadEnd`, `NoPlace`) or a full board (`Solution`).
pub fn next_step<P: SearchBoard>(givens: P) -> Event {
    at_root(givens, Inference::Wings)
        .step()
        .expect("a search makes at least one step")
}
