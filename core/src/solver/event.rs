//! What one step of the search did.

use super::rules::{Pattern, cell_list, digit_list};
use crate::sudoku::{Cell, Digit, Unit};
use std::borrow::Borrow;
use std::fmt;
use std::sync::Arc;

/// One step of the search. `Place`, `Force` and `Undo` change the board (an `Undo` is the exact
/// inverse of the placement it takes back); `Eliminate` and `Restore` change the candidates
/// (a `Restore` is the exact inverse of the `Eliminate` it gives back); the other events are
/// markers that leave the board as it is.
///
/// An event owns its removal (`R` = [`Removal`]); a running search lends its events with the
/// removal borrowed ([`EventRef`]), which copy and drop for nothing, and its engines make
/// them with the removal left to the search (`R` = `()`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Event<R = Removal> {
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
    Eliminate(R),
    /// Backtracking gives back the candidates an `Eliminate` removed, the latest removal
    /// first: before the undo of the placement made before it.
    Restore(R),
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

/// An event as a running search lends it ([`Solver::run`](super::Solver::run)): its removal
/// borrowed from the search, the rest copied.
pub type EventRef<'a> = Event<&'a Removal>;

/// The candidates one pattern removes at once: cell–digit pairs, cells in reading order and
/// each cell's digits ascending, and the [`Pattern`] that removes them (none for a removal
/// made by hand). Shared: an event carries it from the search to the timeline, the trace
/// and the screen for the price of a reference count. One pointer wide (its pairs behind a
/// second one), so that an event is no larger than a solution's number makes it: every step
/// of every search passes one around.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Removal(Arc<Removed>);

/// What a [`Removal`] shares.
#[derive(Debug, PartialEq, Eq, Hash)]
struct Removed {
    pairs: Vec<(Cell, u8)>,
    pattern: Option<Pattern>,
}

impl Removal {
    /// The removal of `pairs`, put in order, each pair once, with no pattern named.
    pub fn new(pairs: impl IntoIterator<Item = (Cell, u8)>) -> Removal {
        Removal::made(pairs, None)
    }

    /// The removal of `pairs` by `pattern`.
    pub fn by(pattern: Pattern, pairs: impl IntoIterator<Item = (Cell, u8)>) -> Removal {
        Removal::made(pairs, Some(pattern))
    }

    fn made(pairs: impl IntoIterator<Item = (Cell, u8)>, pattern: Option<Pattern>) -> Removal {
        let mut pairs: Vec<(Cell, u8)> = pairs.into_iter().collect();
        pairs.sort_unstable();
        pairs.dedup();
        Removal(Arc::new(Removed { pairs, pattern }))
    }

    /// The pairs, cells in reading order.
    pub fn pairs(&self) -> &[(Cell, u8)] {
        &self.0.pairs
    }

    /// The pattern that removes them, if one is named.
    pub fn pattern(&self) -> Option<&Pattern> {
        self.0.pattern.as_ref()
    }

    /// The digits removed, each once, ascending.
    pub fn digits(&self) -> Vec<u8> {
        let mask = self
            .pairs()
            .iter()
            .fold(0u32, |mask, &(_, d)| mask | 1 << d);
        (1..=16).filter(|d| mask & 1 << d != 0).collect()
    }

    /// The cells that lose a candidate, each once, in reading order.
    pub fn cells(&self) -> Vec<Cell> {
        let mut cells: Vec<Cell> = self.pairs().iter().map(|&(cell, _)| cell).collect();
        cells.dedup();
        cells
    }
}

/// `4,7 from r2c7,r10c8`: the digits, then the cells, each list joined by commas.
struct Lists<'a>(&'a Removal, &'static str);

impl fmt::Display for Lists<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (digits, cells) = (digit_list(&self.0.digits()), cell_list(&self.0.cells()));
        write!(f, "{digits} {} {cells}", self.1)
    }
}

impl<R> Event<R> {
    /// The event with its removal, if it has one, made by `with` from the one it has.
    #[inline(always)]
    pub fn with<S>(self, with: impl FnOnce(R) -> S) -> Event<S> {
        match self {
            Event::Place { cell, digit } => Event::Place { cell, digit },
            Event::Force {
                cell,
                digit,
                reason,
            } => Event::Force {
                cell,
                digit,
                reason,
            },
            Event::Undo {
                cell,
                digit,
                forced,
            } => Event::Undo {
                cell,
                digit,
                forced,
            },
            Event::DeadEnd { cell } => Event::DeadEnd { cell },
            Event::NoPlace { digit, unit } => Event::NoPlace { digit, unit },
            Event::Eliminate(removal) => Event::Eliminate(with(removal)),
            Event::Restore(removal) => Event::Restore(with(removal)),
            Event::Solution { number } => Event::Solution { number },
            Event::Done => Event::Done,
        }
    }

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

impl<R: Borrow<Removal>> Event<R> {
    /// The removal of an `Eliminate` or a `Restore`.
    pub fn removal(&self) -> Option<&Removal> {
        match self {
            Event::Eliminate(removal) | Event::Restore(removal) => Some(removal.borrow()),
            _ => None,
        }
    }

    /// The event owning its removal.
    pub fn owned(&self) -> Event {
        self.as_marker()
            .with(|()| self.removal().expect("a removal").clone())
    }

    /// The event with its removal borrowed.
    pub fn as_ref(&self) -> EventRef<'_> {
        self.as_marker()
            .with(|()| self.removal().expect("a removal"))
    }

    /// The event without its removal.
    fn as_marker(&self) -> Event<()> {
        match self {
            Event::Place { cell, digit } => Event::Place {
                cell: *cell,
                digit: *digit,
            },
            Event::Force {
                cell,
                digit,
                reason,
            } => Event::Force {
                cell: *cell,
                digit: *digit,
                reason: *reason,
            },
            Event::Undo {
                cell,
                digit,
                forced,
            } => Event::Undo {
                cell: *cell,
                digit: *digit,
                forced: *forced,
            },
            Event::DeadEnd { cell } => Event::DeadEnd { cell: *cell },
            Event::NoPlace { digit, unit } => Event::NoPlace {
                digit: *digit,
                unit: *unit,
            },
            Event::Eliminate(_) => Event::Eliminate(()),
            Event::Restore(_) => Event::Restore(()),
            Event::Solution { number } => Event::Solution { number: *number },
            Event::Done => Event::Done,
        }
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
/// `dead-end no place for 7 in box 5`,
/// `eliminate 4,7 from r2c7,r2c8 naked pair 4,7 at r2c3,r8c3 in column 3` (the pattern
/// after the removals), `restore 4,7 to r2c7,r2c8`, `solution 1`, `done`.
impl<R: Borrow<Removal>> fmt::Display for Event<R> {
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
            Event::Eliminate(removal) => {
                let removal = removal.borrow();
                write!(f, "eliminate {}", Lists(removal, "from"))?;
                match removal.pattern() {
                    Some(pattern) => write!(f, " {pattern}"),
                    None => Ok(()),
                }
            }
            Event::Restore(removal) => write!(f, "restore {}", Lists(removal.borrow(), "to")),
            Event::Solution { number } => write!(f, "solution {number}"),
            Event::Done => write!(f, "done"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The trace line of an event that owns its removal.
    fn line(event: Event) -> String {
        event.to_string()
    }

    #[test]
    fn trace_lines() {
        let cell = Cell::at(0, 2).unwrap();
        assert_eq!(line(Event::Place { cell, digit: 4 }), "place r1c3 4");
        for forced in [false, true] {
            let undo = Event::Undo {
                cell,
                digit: 4,
                forced,
            };
            assert_eq!(line(undo), "undo r1c3 4");
        }
        assert_eq!(line(Event::DeadEnd { cell }), "dead-end r1c3");
        assert_eq!(line(Event::Solution { number: 1 }), "solution 1");
        assert_eq!(line(Event::Done), "done");
        assert_eq!(Event::<Removal>::Done.cell(), None);
        assert_eq!(Event::<Removal>::DeadEnd { cell }.cell(), Some(cell));
    }

    #[test]
    fn propagation_lines() {
        let r2c5 = "r2c5".parse().unwrap();
        let r4c1 = "r4c1".parse().unwrap();
        let naked: Event = Event::Force {
            cell: r2c5,
            digit: 7,
            reason: Reason::NakedSingle,
        };
        assert_eq!(naked.to_string(), "force r2c5 7 naked single");
        let hidden: Event = Event::Force {
            cell: r4c1,
            digit: 3,
            reason: Reason::HiddenSingle(Unit::Box(4)),
        };
        assert_eq!(hidden.to_string(), "force r4c1 3 hidden single in box 4");
        let none: Event = Event::NoPlace {
            digit: 7,
            unit: Unit::Box(5),
        };
        assert_eq!(none.to_string(), "dead-end no place for 7 in box 5");
        let far: Event = Event::Place {
            cell: "r10c12".parse().unwrap(),
            digit: 16,
        };
        assert_eq!(far.to_string(), "place r10c12 G");
        assert!(none.is_dead_end() && none.cell().is_none());
    }

    #[test]
    fn an_event_is_two_words() {
        assert_eq!(std::mem::size_of::<Event>(), 16);
        assert_eq!(std::mem::size_of::<Option<EventRef>>(), 16);
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
        assert_eq!(eliminate.as_ref().to_string(), eliminate.to_string());
        assert_eq!(eliminate.as_ref().owned(), eliminate);
        assert_eq!(eliminate.removal(), Some(&removal));
        assert_eq!(
            Event::Restore(removal).to_string(),
            "restore 4,7,G to r2c7,r10c8"
        );
        assert!(eliminate.cell().is_none() && !eliminate.is_dead_end());
    }
}
