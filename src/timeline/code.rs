//! Events packed into two bytes, at every board size: a tag in bits 12..=15 (the kind, with
//! what the kind needs besides: a forced digit's rule, naked single or which of the cell's
//! units holds it alone; whether an undone digit was forced), the cell's packed row and
//! column in bits 4..=11, and the digit in bits 0..=3 (16 is written 0: no event that has a
//! digit has digit 0). A `NoPlace` keeps its unit's index in the board's
//! [`Units`](crate::sudoku::Units) where a cell would go. A solution's number is not stored:
//! it is the count of solutions up to that step.
//!
//! This is the one place that knows every kind of event: the view, the trail and the jumps all
//! read events through [`Kind`] and the accessors here.

use crate::solver::{Event, Reason};
use crate::sudoku::{Cell, MAX_UNITS_OF_CELL, Unit, Units};

/// A packed event.
pub(crate) type Code = u16;

const PLACE: u16 = 0;
const UNDO: u16 = 1;
const UNDO_FORCED: u16 = 2;
const DEAD_END: u16 = 3;
const SOLUTION: u16 = 4;
const DONE: u16 = 5;
const NO_PLACE: u16 = 6;
/// Forced by a naked single; the tags after it are hidden singles in the cell's first,
/// second, … unit (its row, column, box, then any others).
const FORCE_NAKED: u16 = 7;
const FORCE_IN: u16 = 8;
const FORCE_LAST: u16 = FORCE_IN + MAX_UNITS_OF_CELL as u16 - 1;

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

/// The kind of each tag (tags past [`FORCE_LAST`] are never written).
const KINDS: [Kind; 16] = {
    let mut kinds = [Kind::Done; 16];
    kinds[PLACE as usize] = Kind::Place;
    kinds[UNDO as usize] = Kind::Undo;
    kinds[UNDO_FORCED as usize] = Kind::Undo;
    kinds[DEAD_END as usize] = Kind::DeadEnd;
    kinds[SOLUTION as usize] = Kind::Solution;
    kinds[NO_PLACE as usize] = Kind::NoPlace;
    let mut tag = FORCE_NAKED as usize;
    while tag <= FORCE_LAST as usize {
        kinds[tag] = Kind::Force;
        tag += 1;
    }
    kinds
};

/// Packs an event of a search on a board of `units`.
#[inline]
pub(crate) fn encode(event: Event, units: &Units) -> Code {
    let (tag, place, digit) = match event {
        Event::Place { cell, digit } => (PLACE, cell.bits(), digit),
        Event::Force {
            cell,
            digit,
            reason,
        } => {
            let tag = match reason {
                Reason::NakedSingle => FORCE_NAKED,
                Reason::HiddenSingle(unit) => FORCE_IN + among(units, cell, unit),
            };
            (tag, cell.bits(), digit)
        }
        Event::Undo {
            cell,
            digit,
            forced,
        } => (if forced { UNDO_FORCED } else { UNDO }, cell.bits(), digit),
        Event::DeadEnd { cell } => (DEAD_END, cell.bits(), 0),
        Event::NoPlace { digit, unit } => {
            let u = units.index_of(unit).expect("a unit of the board");
            (NO_PLACE, u as u8, digit)
        }
        Event::Solution { .. } => (SOLUTION, 0, 0),
        Event::Done => (DONE, 0, 0),
    };
    (tag << 12) | (u16::from(place) << 4) | u16::from(digit & 0xF)
}

/// Which of `cell`'s units `unit` is: 0 for its row, 1 its column, 2 its box, then its
/// others in the board's order.
fn among(units: &Units, cell: Cell, unit: Unit) -> u16 {
    match unit {
        Unit::Row(_) => 0,
        Unit::Col(_) => 1,
        Unit::Box(_) => 2,
        _ => {
            let u = units.index_of(unit).expect("a unit of the board") as u8;
            let mine = units.of_cell(units.shape().index(cell));
            mine.iter().position(|&v| v == u).expect("a unit of the cell") as u16
        }
    }
}

/// The kind of a code.
#[inline]
pub(crate) fn kind(code: Code) -> Kind {
    KINDS[usize::from(code >> 12)]
}

/// The cell of a code (meaningful for Place, Force, Undo and DeadEnd).
#[inline]
pub(crate) fn cell(code: Code) -> Cell {
    Cell::from_bits((code >> 4) as u8)
}

/// The digit of a code (meaningful for Place, Force, Undo and NoPlace): 1..=16.
#[inline]
pub(crate) fn digit(code: Code) -> u8 {
    ((code as u8).wrapping_sub(1) & 0xF) + 1
}

/// Whether the digit a Force wrote, or an Undo took back, was forced.
#[inline]
pub(crate) fn forced(code: Code) -> bool {
    let tag = code >> 12;
    tag == UNDO_FORCED || tag >= FORCE_NAKED
}

/// Unpacks a code of a search on a board of `units`; `solution_number` is used for a
/// Solution.
pub(crate) fn decode(code: Code, units: &Units, solution_number: u64) -> Event {
    match kind(code) {
        Kind::Place => Event::Place {
            cell: cell(code),
            digit: digit(code),
        },
        Kind::Force => {
            let cell = cell(code);
            let reason = match code >> 12 {
                FORCE_NAKED => Reason::NakedSingle,
                tag => {
                    let mine = units.of_cell(units.shape().index(cell));
                    let u = mine[usize::from(tag - FORCE_IN)];
                    Reason::HiddenSingle(units.name(usize::from(u)))
                }
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
            unit: units.name(usize::from((code >> 4) as u8)),
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
    use crate::sudoku::{Shape, diagonals};

    #[test]
    fn every_event_round_trips_at_every_size() {
        let mut boards: Vec<Units> = Shape::ALL.iter().map(|&s| (*Units::of(s)).clone()).collect();
        boards.push(Units::with_extra(Shape::NINE, diagonals(Shape::NINE)).unwrap());
        for units in boards {
            let shape = units.shape();
            let side = shape.side() as u8;
            let mut events = vec![Event::Solution { number: 7 }, Event::Done];
            for (i, c) in shape.all_cells().enumerate() {
                events.push(Event::DeadEnd { cell: c });
                for digit in 1..=side {
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
                    for &u in units.of_cell(i) {
                        events.push(Event::Force {
                            cell: c,
                            digit,
                            reason: Reason::HiddenSingle(units.name(usize::from(u))),
                        });
                    }
                }
            }
            for u in 0..units.len() {
                for digit in 1..=side {
                    let unit = units.name(u);
                    events.push(Event::NoPlace { digit, unit });
                }
            }
            for e in events {
                assert_eq!(decode(encode(e, &units), &units, 7), e, "{units:?}");
                assert_eq!(
                    forced(encode(e, &units)),
                    matches!(e, Event::Force { .. } | Event::Undo { forced: true, .. })
                );
            }
        }
    }
}
