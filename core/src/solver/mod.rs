//! The search as an explicit-stack state machine: each [`Solver::step`] performs one move of a
//! depth-first backtracking search and reports it as an [`Event`]. No recursion, no threads, so a
//! caller can pause, resume or snapshot (`Clone`) the search between any two events.
//!
//! [`Solver`] is a façade over one engine per kind of search: [`backtrack`] for the naive
//! strategies, [`propagate`] for the one that fills forced cells before it guesses, both
//! 9×9 only, and [`sized`] for every strategy at every other size ([`Solver::of_board`]).

mod backtrack;
mod compose;
mod event;
mod machine;
mod mrv;
mod propagate;
mod rng;
mod sized;
mod strategy;
mod to_end;
mod verdict;

pub use event::{Event, Reason};
pub use machine::{Config, Level, Solver, Stats};
pub use rng::Rng;
pub use sized::decide::{Branch, Decision, decide};
pub use strategy::{Cells, Digits, Inference, Strategy, UnknownStrategy};
pub use to_end::{
    First, Position, SearchEnd, Sighting, first_solution, search_each, search_to_end,
};
pub use verdict::{Verdict, verdict};

pub(crate) use propagate::probe;

use machine::Engine;

#[cfg(test)]
mod progress_tests;
#[cfg(test)]
mod propagate_tests;
#[cfg(test)]
pub(crate) mod tests;
