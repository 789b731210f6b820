//! The board and counters at the cursor, moved by one event at a time in either direction.

use super::code::{self, Code, Kind};
use super::levels::Levels;
use crate::solver::{Solver, Stats};
use crate::sudoku::Grid;

/// What the cursor sees: maintained in O(1) per step, since Place and Undo are exact inverses
/// and the marker events only bump counters.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct View {
    pub(crate) grid: Grid,
    pub(crate) position: u64,
    pub(crate) placements: u64,
    pub(crate) forced: u64,
    /// The cells whose digit propagation forced, bit `i` for the cell with index `i`.
    pub(crate) forced_cells: u128,
    pub(crate) undos: u64,
    pub(crate) dead_ends: u64,
    pub(crate) solutions: u64,
    /// Placements per cell up to the cursor.
    pub(crate) heat: [u64; 81],
    /// The search's stack at the cursor.
    pub(crate) levels: Levels,
}

impl View {
    /// The view of a solver's current state (a solver's state is the view at its step).
    pub(crate) fn of(solver: &Solver) -> View {
        let s = solver.stats();
        View {
            grid: *solver.grid(),
            position: s.steps,
            placements: s.placements,
            forced: s.forced,
            forced_cells: solver.forced_cells(),
            undos: s.undos,
            dead_ends: s.dead_ends,
            solutions: s.solutions,
            heat: solver.heat().try_into().expect("a 9×9 search"),
            levels: Levels::of(solver),
        }
    }

    /// Moves one event forward.
    #[inline]
    pub(crate) fn apply(&mut self, c: Code) {
        self.levels.apply(self.position + 1, c, &self.grid);
        match code::kind(c) {
            Kind::Place | Kind::Force => {
                self.grid.place(code::cell(c), code::digit(c));
                self.placements += 1;
                self.heat[code::cell(c).index()] += 1;
                self.mark_forced(c, true);
            }
            Kind::Undo => {
                self.grid.remove(code::cell(c), code::digit(c));
                self.undos += 1;
                self.mark_forced(c, false);
            }
            Kind::DeadEnd | Kind::NoPlace => self.dead_ends += 1,
            Kind::Solution => self.solutions += 1,
            Kind::Done => {}
        }
        self.position += 1;
    }

    /// Moves one event back: `c` must be the event that led to the current position, and
    /// `previous` the one before it. False
    /// when the stack's levels before it are no longer known (the caller rebuilds the view).
    #[inline]
    pub(crate) fn unapply(&mut self, c: Code, previous: Option<Code>) -> bool {
        if !self.levels.unapply(self.position, c, previous) {
            return false;
        }
        match code::kind(c) {
            Kind::Place | Kind::Force => {
                self.grid.remove(code::cell(c), code::digit(c));
                self.placements -= 1;
                self.heat[code::cell(c).index()] -= 1;
                self.mark_forced(c, false);
            }
            Kind::Undo => {
                self.grid.place(code::cell(c), code::digit(c));
                self.undos -= 1;
                self.mark_forced(c, true);
            }
            Kind::DeadEnd | Kind::NoPlace => self.dead_ends -= 1,
            Kind::Solution => self.solutions -= 1,
            Kind::Done => {}
        }
        self.position -= 1;
        true
    }

    /// A forced digit appears in (`present`) or leaves its cell: the counter of forced
    /// placements and the mask of forced cells follow. Guessed digits leave both alone.
    #[inline(always)]
    fn mark_forced(&mut self, c: Code, present: bool) {
        if code::forced(c) {
            let bit = 1u128 << code::cell(c).index();
            if present {
                self.forced_cells |= bit;
            } else {
                self.forced_cells &= !bit;
            }
            // the counter counts forced placements made, so only a Force moves it
            if code::kind(c) == Kind::Force {
                if present {
                    self.forced += 1;
                } else {
                    self.forced -= 1;
                }
            }
        }
    }

    /// The counters, with the deepest depth supplied by the caller.
    pub(crate) fn stats(&self, max_depth: u32) -> Stats {
        Stats {
            steps: self.position,
            placements: self.placements,
            forced: self.forced,
            undos: self.undos,
            dead_ends: self.dead_ends,
            solutions: self.solutions,
            max_depth,
        }
    }
}
