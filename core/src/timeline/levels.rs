//! The search's stack of guesses at the cursor, kept in O(1) per event both ways, for the
//! progress estimate: each level's cell, how many digits it had and has tried, and the
//! running product and sum the estimate is made of.
//!
//! Forward, a guess either opens a level (its width read off the board) or tries the next digit
//! of the latest one, and the undo of a guess takes its digit off. A level whose last digit was
//! taken back closes with the next event, as the search drops it then. Closed levels are kept
//! with the step that closed them, so that stepping back over it reopens them; after a rebuild
//! from a snapshot the record starts afresh, and stepping back past that point asks for another
//! rebuild.

use super::code::{self, Code, Kind};
use crate::solver::{Level, Solver};
use crate::sudoku::Cell;

/// The most closed levels remembered for stepping back (a few MiB at most).
const REMEMBERED: usize = 1 << 16;

/// One level with its running terms.
#[derive(Clone, Copy, Debug)]
struct Frame {
    level: Level,
    /// `d_1⋯d_l`.
    product: f64,
    /// The finished part of the levels below: `Σ_{j<l} (k_j − 1) / (d_1⋯d_j)`.
    below: f64,
}

/// The stack at the cursor.
#[derive(Clone, Debug, Default)]
pub(crate) struct Levels {
    frames: Vec<Frame>,
    /// Levels closed at the step given, the latest last (a level missing here, closed before
    /// the last rebuild or forgotten, makes a step back over its step ask for a rebuild).
    closed: Vec<(u64, Frame)>,
}

impl PartialEq for Levels {
    /// The same stack (what was remembered for stepping back aside).
    fn eq(&self, other: &Levels) -> bool {
        self.frames.len() == other.frames.len()
            && self
                .frames
                .iter()
                .zip(&other.frames)
                .all(|(a, b)| a.level == b.level)
    }
}

impl Eq for Levels {}

impl Levels {
    /// The stack of `solver`, at its step.
    pub(crate) fn of(solver: &Solver) -> Levels {
        let mut levels = Levels::default();
        for level in solver.levels() {
            levels.open(level);
        }
        levels
    }

    fn open(&mut self, level: Level) {
        let (product, below) = match self.frames.last() {
            Some(top) => (
                top.product * f64::from(level.width.max(1)),
                top.below + f64::from(top.level.tried.saturating_sub(1)) / top.product,
            ),
            None => (f64::from(level.width.max(1)), 0.0),
        };
        self.frames.push(Frame {
            level,
            product,
            below,
        });
    }

    /// Event `c`, number `step`, moves the cursor forward; `width` gives the options a guess
    /// of a digit in a cell had before it.
    #[inline]
    pub(crate) fn apply(&mut self, step: u64, c: Code, width: impl Fn(Cell, u8) -> u32) {
        // a level out of digits is dropped with the event after its last undo
        if let Some(&top) = self.frames.last()
            && !top.level.holds
            && top.level.tried >= top.level.width
        {
            self.frames.pop();
            self.closed.push((step, top));
            if self.closed.len() > REMEMBERED {
                // forget the oldest half: stepping back that far rebuilds instead
                let cut = self.closed.len() / 2;
                self.closed.drain(..cut);
            }
        }
        match code::kind(c) {
            Kind::Place => {
                let cell = code::cell(c);
                match self.frames.last_mut() {
                    // the latest guess's next option: the next digit of its cell, or (a
                    // branch on a unit's places for a digit) the digit in the next cell
                    Some(top) if !top.level.holds => {
                        top.level.tried += 1;
                        top.level.holds = true;
                        top.level.cell = cell;
                    }
                    _ => self.open(Level {
                        cell,
                        tried: 1,
                        width: width(cell, code::digit(c)) as u8,
                        holds: true,
                    }),
                }
            }
            Kind::Undo if !code::forced(c) => {
                if let Some(top) = self.frames.last_mut() {
                    top.level.holds = false;
                }
            }
            _ => {}
        }
    }

    /// Event `c`, number `step`, is stepped back over (`previous` is the event before it);
    /// false when what it changed is no longer known (the caller rebuilds from a snapshot).
    #[inline]
    pub(crate) fn unapply(&mut self, step: u64, c: Code, previous: Option<Code>) -> bool {
        let undone = previous.filter(|&p| code::kind(p) == Kind::Undo && !code::forced(p));
        if !self.unapply_own(c, undone) {
            return false;
        }
        // right after the undo of a guess, that guess's level was on top; if it is not now,
        // this event closed it
        let Some(p) = undone else {
            return true;
        };
        if self.frames.last().map(|f| f.level.cell) == Some(code::cell(p)) {
            return true;
        }
        match self.closed.last() {
            Some(&(closed_at, frame)) if closed_at == step => {
                self.closed.pop();
                self.frames.push(frame);
                true
            }
            _ => false,
        }
    }

    /// What event `c` itself did to the stack, undone; `undone` is the event before it when
    /// that is the undo of a guess (whose cell a unit's branch stood on before `c`).
    fn unapply_own(&mut self, c: Code, undone: Option<Code>) -> bool {
        match code::kind(c) {
            Kind::Place => {
                if let Some(top) = self.frames.last_mut() {
                    if top.level.tried > 1 {
                        top.level.tried -= 1;
                        top.level.holds = false;
                        if let Some(p) = undone {
                            top.level.cell = code::cell(p);
                        }
                    } else {
                        self.frames.pop();
                    }
                }
                true
            }
            Kind::Undo if !code::forced(c) => {
                if let Some(top) = self.frames.last_mut() {
                    top.level.holds = true;
                }
                true
            }
            _ => true,
        }
    }

    /// The levels, bottom first.
    pub(crate) fn levels(&self) -> Vec<Level> {
        self.frames.iter().map(|f| f.level).collect()
    }

    /// The fraction of the tree explored (see [`Solver::progress`]); `backing` when the
    /// search is backing up out of the latest level's digit.
    pub(crate) fn progress(&self, backing: bool) -> f64 {
        let Some(top) = self.frames.last() else {
            return if backing { 1.0 } else { 0.0 };
        };
        let done = f64::from(top.level.tried.saturating_sub(1)) + f64::from(u8::from(backing));
        (top.below + done / top.product).min(1.0)
    }
}
