//! What one step of the search did.

use crate::sudoku::{Cell, Digit, Unit};
use std::fmt;

/// One step of the search. `Place`, `Force` and `Undo` change the board (an `Undo` is the exact
/// inverse of the placement it takes back); the other events are markers that leave the board
/// as it is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Event {
    /// A guess: the search chose `cell` and tries `digit` there, one of its legal digits.
    Place {
        /// The cell the search chose.
        cell: Cell,
        /// The digit tried.
        digit: u8,
    },
    /// Propagation (the `propagate` strategy): `digit` is the only possibility, for `reason`.
    Force {
        /// The cell filled.
        cell: Cell,
        /// The forced digit.
        digit: u8,
        /// Which rule forced it.
        reason: Reason,
    },
    /// A digit the search placed earlier, guessed or forced, is removed again.
    Undo {
        /// The cell emptied.
        cell: Cell,
        /// The digit removed.
        digit: u8,
        /// Whether that digit was forced rather than guessed (the board draws the two apart,
        /// and stepping back over this undo must restore the right one).
        forced: bool,
    },
    /// An empty cell has no legal digit: the reason for the backtrack that follows. The naive
    /// strategies report the cell they chose next; `propagate` the first such cell.
    DeadEnd {
        /// The empty cell with no candidate.
        cell: Cell,
    },
    /// Propagation found a digit that fits nowhere in a unit that lacks it: also a dead end.
    NoPlace {
        /// The digit with no place left.
        digit: u8,
        /// The row, column or box that cannot hold it.
        unit: Unit,
    },
    /// The board is full: solution number `number` (counting from 1).
    Solution {
        /// 1 for the first solution found, and so on.
        number: u64,
    },
    /// The search ran out of branches (it is exhausted). A search that stops at the solution
    /// it was asked for ends at that `Solution` instead, without `Done`.
    Done,
}

/// Why propagation forced a digit.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Reason {
    /// The cell had exactly one legal digit left.
    NakedSingle,
    /// The digit fitted in exactly one empty cell of this unit.
    HiddenSingle(Unit),
}

impl Event {
    /// The cell the event concerns, if any.
    pub fn cell(&self) -> Option<Cell> {
        match *self {
            Event::Place { cell, .. }
            | Event::Force { cell, .. }
            | Event::Undo { cell, .. }
            | Event::DeadEnd { cell } => Some(cell),
            Event::NoPlace { .. } | Event::Solution { .. } | Event::Done => None,
        }
    }

    /// Whether the event is a dead end of either kind (a cell or a unit with no way out).
    pub fn is_dead_end(&self) -> bool {
        matches!(self, Event::DeadEnd { .. } | Event::NoPlace { .. })
    }
}

impl fmt::Display for Reason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Reason::NakedSingle => f.write_str("naked single"),
            Reason::HiddenSingle(unit) => write!(f, "hidden single in {unit}"),
        }
    }
}

/// The trace format, one event per line, digits written as files write them (`place r10c12 G`
/// on a 16×16): `place r1c3 4`, `force r2c5 7 naked single`,
/// `force r4c1 3 hidden single in box 4`, `undo r1c3 4`, `dead-end r2c5`,
/// `dead-end no place for 7 in box 5`, `solution 1`, `done`.
impl fmt::Display for Event {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Event::Place { cell, digit } => write!(f, "place {cell} {}", Digit(*digit)),
            Event::Force {
                cell,
                digit,
                reason,
            } => write!(f, "force {cell} {} {reason}", Digit(*digit)),
            Event::Undo { cell, digit, .. } => write!(f, "undo {cell} {}", Digit(*digit)),
            Event::DeadEnd { cell } => write!(f, "dead-end {cell}"),
            Event::NoPlace { digit, unit } => {
                write!(f, "dead-end no place for {} in {unit}", Digit(*digit))
            }
            Event::Solution { number } => write!(f, "solution {number}"),
            Event::Done => write!(f, "done"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn trace_lines() {
        let cell = Cell::at(0, 2).unwrap();
        assert_eq!(Event::Place { cell, digit: 4 }.to_string(), "place r1c3 4");
        for forced in [false, true] {
            let undo = Event::Undo {
                cell,
                digit: 4,
                forced,
            };
            assert_eq!(undo.to_string(), "undo r1c3 4");
        }
        assert_eq!(Event::DeadEnd { cell }.to_string(), "dead-end r1c3");
        assert_eq!(Event::Solution { number: 1 }.to_string(), "solution 1");
        assert_eq!(Event::Done.to_string(), "done");
        assert_eq!(Event::Done.cell(), None);
        assert_eq!(Event::DeadEnd { cell }.cell(), Some(cell));
    }

    #[test]
    fn propagation_lines() {
        let r2c5 = "r2c5".parse().unwrap();
        let r4c1 = "r4c1".parse().unwrap();
        let naked = Event::Force {
            cell: r2c5,
            digit: 7,
            reason: Reason::NakedSingle,
        };
        assert_eq!(naked.to_string(), "force r2c5 7 naked single");
        let hidden = Event::Force {
            cell: r4c1,
            digit: 3,
            reason: Reason::HiddenSingle(Unit::Box(4)),
        };
        assert_eq!(hidden.to_string(), "force r4c1 3 hidden single in box 4");
        let none = Event::NoPlace {
            digit: 7,
            unit: Unit::Box(5),
        };
        assert_eq!(none.to_string(), "dead-end no place for 7 in box 5");
        let far = Event::Place {
            cell: "r10c12".parse().unwrap(),
            digit: 16,
        };
        assert_eq!(far.to_string(), "place r10c12 G");
        assert!(none.is_dead_end() && none.cell().is_none());
    }
}
