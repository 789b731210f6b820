//! What one step of the search did.

use crate::sudoku::Cell;
use std::fmt;

/// One step of the search. `Place` and `Undo` change the board and are exact inverses; the
/// other events are markers that leave the board as it is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Event {
    /// A legal digit is written into an empty cell.
    Place {
        /// Where.
        cell: Cell,
        /// What.
        digit: u8,
    },
    /// A digit the search placed earlier is removed again.
    Undo {
        /// Where.
        cell: Cell,
        /// The digit removed.
        digit: u8,
    },
    /// The cell chosen next has no legal digit: the reason for the backtrack that follows.
    DeadEnd {
        /// The empty cell with no candidate.
        cell: Cell,
    },
    /// The board is full: solution number `number` (counting from 1).
    Solution {
        /// 1 for the first solution found, and so on.
        number: u64,
    },
    /// The search is over: every branch was explored, or the wanted solutions were found.
    Done,
}

impl Event {
    /// The cell the event concerns, if any.
    pub fn cell(&self) -> Option<Cell> {
        match *self {
            Event::Place { cell, .. } | Event::Undo { cell, .. } | Event::DeadEnd { cell } => {
                Some(cell)
            }
            Event::Solution { .. } | Event::Done => None,
        }
    }
}

/// The trace format, one event per line: `place r1c3 4`, `undo r1c3 4`, `dead-end r2c5`,
/// `solution 1`, `done`.
impl fmt::Display for Event {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Event::Place { cell, digit } => write!(f, "place {cell} {digit}"),
            Event::Undo { cell, digit } => write!(f, "undo {cell} {digit}"),
            Event::DeadEnd { cell } => write!(f, "dead-end {cell}"),
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
        assert_eq!(Event::Undo { cell, digit: 4 }.to_string(), "undo r1c3 4");
        assert_eq!(Event::DeadEnd { cell }.to_string(), "dead-end r1c3");
        assert_eq!(Event::Solution { number: 1 }.to_string(), "solution 1");
        assert_eq!(Event::Done.to_string(), "done");
        assert_eq!(Event::Done.cell(), None);
        assert_eq!(Event::DeadEnd { cell }.cell(), Some(cell));
    }
}
