//! Events packed into two bytes: kind in bits 11..=13, cell in bits 4..=10, digit in bits 0..=3,
//! and in bits 14..=15 what the kind needs besides: for a forced digit, its rule (0 naked
//! single, 1 row, 2 column, 3 box: the unit of that kind holding the cell); for an undo, 1 when
//! the digit was forced. A `NoPlace` keeps its unit's index where a cell would go. A solution's
//! number is not stored: it is the count of solutions up to that step.
//!
//! This is the one place that knows every kind of event: the view, the trail and the jumps all
//! read events through [`Kind`] and the accessors here.

use crate::solver::{Event, Reason};
use crate::sudoku::{Cell, Unit};

/// A packed event.
pub(crate) type Code = u16;

const PLACE: u16 = 0;
const UNDO: u16 = 1;
const DEAD_END: u16 = 2;
const SOLUTION: u16 = 3;
const DONE: u16 = 4;
const FORCE: u16 = 5;
const NO_PLACE: u16 = 6;

/// What kind of event a code holds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Kind {
    Place,
    Force,
    Undo,
    DeadEnd,
    NoPlace,
    Solution,
    Done,
}

impl Kind {
    /// Whether events of this kind write a digit.
    pub(crate) fn places(self) -> bool {
        matches!(self, Kind::Place | Kind::Force)
    }
}

/// Packs an event.
#[inline]
pub(crate) fn encode(event: Event) -> Code {
    let (kind, cell, digit, extra) = match event {
        Event::Place { cell, digit } => (PLACE, cell.index(), digit, 0),
        Event::Force {
            cell,
            digit,
            reason,
        } => {
            let rule = match reason {
                Reason::NakedSingle => 0,
                Reason::HiddenSingle(Unit::Row(_)) => 1,
                Reason::HiddenSingle(Unit::Col(_)) => 2,
                Reason::HiddenSingle(Unit::Box(_)) => 3,
            };
            (FORCE, cell.index(), digit, rule)
        }
        Event::Undo {
            cell,
            digit,
            forced,
        } => (UNDO, cell.index(), digit, u16::from(forced)),
        Event::DeadEnd { cell } => (DEAD_END, cell.index(), 0, 0),
        Event::NoPlace { digit, unit } => (NO_PLACE, unit.index(), digit, 0),
        Event::Solution { .. } => (SOLUTION, 0, 0, 0),
        Event::Done => (DONE, 0, 0, 0),
    };
    (extra << 14) | (kind << 11) | ((cell as u16) << 4) | digit as u16
}

/// The kind of a code.
#[inline]
pub(crate) fn kind(code: Code) -> Kind {
    match (code >> 11) & 0x7 {
        PLACE => Kind::Place,
        FORCE => Kind::Force,
        UNDO => Kind::Undo,
        DEAD_END => Kind::DeadEnd,
        NO_PLACE => Kind::NoPlace,
        SOLUTION => Kind::Solution,
        _ => Kind::Done,
    }
}

/// The cell of a code (meaningful for Place, Force, Undo and DeadEnd).
#[inline]
pub(crate) fn cell(code: Code) -> Cell {
    Cell::from_index(((code >> 4) & 0x7F) as usize)
}

/// The digit of a code (meaningful for Place, Force, Undo and NoPlace).
#[inline]
pub(crate) fn digit(code: Code) -> u8 {
    (code & 0xF) as u8
}

/// Whether the digit a Force wrote, or an Undo took back, was forced.
#[inline]
pub(crate) fn forced(code: Code) -> bool {
    match kind(code) {
        Kind::Force => true,
        Kind::Undo => code >> 14 != 0,
        _ => false,
    }
}

/// Unpacks a code; `solution_number` is used for a Solution.
pub(crate) fn decode(code: Code, solution_number: u64) -> Event {
    match kind(code) {
        Kind::Place => Event::Place {
            cell: cell(code),
            digit: digit(code),
        },
        Kind::Force => {
            let cell = cell(code);
            let [row, col, boxed] = Unit::of(cell);
            let reason = match code >> 14 {
                0 => Reason::NakedSingle,
                1 => Reason::HiddenSingle(row),
                2 => Reason::HiddenSingle(col),
                _ => Reason::HiddenSingle(boxed),
            };
            Event::Force {
                cell,
                digit: digit(code),
                reason,
            }
        }
        Kind::Undo => Event::Undo {
            cell: cell(code),
            digit: digit(code),
            forced: forced(code),
        },
        Kind::DeadEnd => Event::DeadEnd { cell: cell(code) },
        Kind::NoPlace => Event::NoPlace {
            digit: digit(code),
            unit: Unit::from_index(((code >> 4) & 0x7F) as usize),
        },
        Kind::Solution => Event::Solution {
            number: solution_number,
        },
        Kind::Done => Event::Done,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_event_round_trips() {
        let mut events = vec![Event::Solution { number: 7 }, Event::Done];
        for c in Cell::all() {
            events.push(Event::DeadEnd { cell: c });
            for digit in 1..=9 {
                events.push(Event::Place { cell: c, digit });
                for forced in [false, true] {
                    events.push(Event::Undo {
                        cell: c,
                        digit,
                        forced,
                    });
                }
                events.push(Event::Force {
                    cell: c,
                    digit,
                    reason: Reason::NakedSingle,
                });
                for unit in Unit::of(c) {
                    events.push(Event::Force {
                        cell: c,
                        digit,
                        reason: Reason::HiddenSingle(unit),
                    });
                }
            }
        }
        for unit in Unit::all() {
            for digit in 1..=9 {
                events.push(Event::NoPlace { digit, unit });
            }
        }
        for e in events {
            assert_eq!(decode(encode(e), 7), e);
            assert_eq!(
                forced(encode(e)),
                matches!(e, Event::Force { .. } | Event::Undo { forced: true, .. })
            );
        }
    }
}
