//! The board and counters at the cursor, moved by one event at a time in either direction.

use super::code::{self, Code, Kind};
use crate::solver::{Solver, Stats};
use crate::sudoku::Grid;

/// What the cursor sees: maintained in O(1) per step, since Place and Undo are exact inverses
/// and the marker events only bump counters.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct View {
    pub(crate) grid: Grid,
    pub(crate) position: u64,
    pub(crate) placements: u64,
    pub(crate) undos: u64,
    pub(crate) dead_ends: u64,
    pub(crate) solutions: u64,
}

impl View {
    /// The view of a solver's current state (a solver's state is the view at its step).
    pub(crate) fn of(solver: &Solver) -> View {
        let s = solver.stats();
        View {
            grid: *solver.grid(),
            position: s.steps,
            placements: s.placements,
            undos: s.undos,
            dead_ends: s.dead_ends,
            solutions: s.solutions,
        }
    }

    /// Moves one event forward.
    #[inline]
    pub(crate) fn apply(&mut self, c: Code) {
        match code::kind(c) {
            Kind::Place => {
                self.grid.place(code::cell(c), code::digit(c));
                self.placements += 1;
            }
            Kind::Undo => {
                self.grid.remove(code::cell(c), code::digit(c));
                self.undos += 1;
            }
            Kind::DeadEnd => self.dead_ends += 1,
            Kind::Solution => self.solutions += 1,
            Kind::Done => {}
        }
        self.position += 1;
    }

    /// Moves one event back: `c` must be the event that led to the current position.
    #[inline]
    pub(crate) fn unapply(&mut self, c: Code) {
        match code::kind(c) {
            Kind::Place => {
                self.grid.remove(code::cell(c), code::digit(c));
                self.placements -= 1;
            }
            Kind::Undo => {
                self.grid.place(code::cell(c), code::digit(c));
                self.undos -= 1;
            }
            Kind::DeadEnd => self.dead_ends -= 1,
            Kind::Solution => self.solutions -= 1,
            Kind::Done => {}
        }
        self.position -= 1;
    }

    /// The counters, with the deepest depth supplied by the caller.
    pub(crate) fn stats(&self, max_depth: u32) -> Stats {
        Stats {
            steps: self.position,
            placements: self.placements,
            undos: self.undos,
            dead_ends: self.dead_ends,
            solutions: self.solutions,
            max_depth,
        }
    }
}
