//! The search as an explicit-stack state machine: each [`Solver::step`] performs one move of a
//! depth-first backtracking search and reports it as an [`Event`]. No recursion, no threads, so a
//! caller can pause, resume or snapshot (`Clone`) the search between any two events.

mod event;
mod machine;
mod mrv;
mod rng;
mod strategy;

pub use event::Event;
pub use machine::{Config, Solver, Stats};
pub use rng::Rng;
pub use strategy::{Strategy, UnknownStrategy};

#[cfg(test)]
mod tests;
