//! What one step of the search did.

use crate::sudoku::{Cell, Digit, Unit};
use std::fmt;
use std::sync::Arc;

/// One step of the search. `Place`, `Force` and `Undo` change the board (an `Undo` is the exact
/// inverse of the placement it takes back); `Eliminate` and `Restore` change the candidates
/// (a `Restore` is the exact inverse of the `Eliminate` it gives back); the other events are
/// markers that leave the board as it is.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
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
    /// A rule removed candidates for a reason other than a placed digit: each pair's digit
    /// from its cell, where it was a candidate.
    Eliminate(Removal),
    /// Backtracking gives back the candidates an `Eliminate` removed, the latest removal
    /// first: before the undo of the placement made before it.
    Restore(Removal),
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

/// The candidates one pattern removes at once: cell–digit pairs, cells in reading order and
/// each cell's digits ascending. Shared: an event carries it from the search to the timeline,
/// the trace and the screen for the price of a reference count.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Removal(Arc<[(Cell, u8)]>);

impl Removal {
    /// The removal of `pairs`, put in order, each pair once.
    pub fn new(pairs: impl IntoIterator<Item = (Cell, u8)>) -> Removal {
        let mut pairs: Vec<(Cell, u8)> = pairs.into_iter().collect();
        pairs.sort_unstable();
        pairs.dedup();
        Removal(pairs.into())
    }

    /// The pairs, cells in reading order.
    pub fn pairs(&self) -> &[(Cell, u8)] {
        &self.0
    }

    /// The digits removed, each once, ascending.
    pub fn digits(&self) -> Vec<u8> {
        let mask = self.0.iter().fold(0u32, |mask, &(_, d)| mask | 1 << d);
        (1..=16).filter(|d| mask & 1 << d != 0).collect()
    }

    /// The cells that lose a candidate, each once, in reading order.
    pub fn cells(&self) -> Vec<Cell> {
        let mut cells: Vec<Cell> = self.0.iter().map(|&(cell, _)| cell).collect();
        cells.dedup();
        cells
    }
}

/// `4,7 from r2c7,r10c8`: the digits, then the cells, each list joined by commas.
struct Lists<'a>(&'a Removal, &'static str);

impl fmt::Display for Lists<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let digits: Vec<String> = self
            .0
            .digits()
            .into_iter()
            .map(|d| Digit(d).to_string())
            .collect();
        let cells: Vec<String> = self.0.cells().iter().map(Cell::to_string).collect();
        write!(f, "{} {} {}", digits.join(","), self.1, cells.join(","))
    }
}

impl Event {
    /// The cell the event concerns, if any.
    pub fn cell(&self) -> Option<Cell> {
        match *self {
            Event::Place { cell, .. }
            | Event::Force { cell, .. }
            | Event::Undo { cell, .. }
            | Event::DeadEnd { cell } => Some(cell),
            Event::NoPlace { .. }
            | Event::Eliminate(_)
            | Event::Restore(_)
            | Event::Solution { .. }
            | Event::Done => None,
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
/// `dead-end no place for 7 in box 5`, `eliminate 4,7 from r2c7,r2c8`,
/// `restore 4,7 to r2c7,r2c8`, `solution 1`, `done`.
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
            Event::Eliminate(removal) => write!(f, "eliminate {}", Lists(removal, "from")),
            Event::Restore(removal) => write!(f, "restore {}", Lists(removal, "to")),
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

    #[test]
    fn elimination_lines() {
        let cell = |name: &str| name.parse::<Cell>().unwrap();
        let removal = Removal::new([
            (cell("r10c8"), 7),
            (cell("r2c7"), 4),
            (cell("r2c7"), 7),
            (cell("r10c8"), 16),
            (cell("r2c7"), 4),
        ]);
        assert_eq!(removal.pairs().len(), 4);
        assert_eq!(removal.digits(), [4, 7, 16]);
        assert_eq!(removal.cells(), [cell("r2c7"), cell("r10c8")]);
        let eliminate = Event::Eliminate(removal.clone());
        assert_eq!(eliminate.to_string(), "eliminate 4,7,G from r2c7,r10c8");
        assert_eq!(
            Event::Restore(removal).to_string(),
            "restore 4,7,G to r2c7,r10c8"
        );
        assert!(eliminate.cell().is_none() && !eliminate.is_dead_end());
    }
}
