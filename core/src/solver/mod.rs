//! The search as an explicit-stack state machine: each [`Solver::step`] performs one move of a
//! depth-first backtracking search and reports it as an [`Event`]. No recursion, no threads, so a
//! caller can pause, resume or snapshot (`Clone`) the search between any two events.
//!
//! [`Solver`] is a façade over the engines: [`backtrack`], the naive searches of the classic
//! 9×9 board, and [`compose`], every composition on a board of any size and any units (9×9's
//! bitboards, or masks); between its guesses it may remove candidates by the techniques of
//! [`rules`], one pattern a step. A search run to its end without events ([`to_end`]) takes
//! [`propagate`]'s batch search at 9×9. What the engines share lives below them, in
//! [`engine`] and [`sets`].

mod backtrack;
mod compose;
mod engine;
mod event;
mod fixpoint;
mod machine;
mod mrv;
mod propagate;
mod rng;
mod rules;
mod sets;
mod strategy;
mod to_end;
mod verdict;

pub use compose::decide::{Branch, Decision, decide, decide_on};
pub use compose::removal::{find_pattern, next_pattern};
pub use engine::{Config, First, Level, Sighting, Stats};
pub use event::{Event, EventRef, Reason, Removal};
pub use fixpoint::{Fixpoint, fixpoint, next_step};
pub use machine::Solver;
pub use rng::Rng;
pub use rules::{Pattern, Technique};
pub use strategy::{Cells, Digits, Inference, Strategy, UnknownStrategy};
pub use to_end::{SearchBoard, SearchEnd, first_solution, search_each, search_to_end};
pub use verdict::{Verdict, verdict};

pub(crate) use propagate::answer;

#[cfg(test)]
mod marked_tests;
#[cfg(test)]
mod progress_tests;
#[cfg(test)]
mod propagate_tests;
#[cfg(test)]
pub(crate) mod tests;
