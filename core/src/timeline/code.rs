//! Events packed into two bytes, at every board size: a tag in bits 12..=15 (the kind, with
//! what the kind needs besides: a forced digit's rule, naked single or the row, column or box
//! holding the cell; whether an undone digit was forced), the cell's packed row and column in
//! bits 4..=11, and the digit in bits 0..=3 (16 is written 0: no event that has a digit has
//! digit 0). A `NoPlace` keeps its unit where a cell would go: the kind in bits 8..=9 and
//! the number less one in bits 4..=7. A solution's number is not stored: it is the count of
//! solutions up to that step.
//!
//! This is the one place that knows every kind of event: the view, the trail and the jumps all
//! read events through [`Kind`] and the accessors here.

use crate::solver::{Event, Reason};
use crate::sudoku::{Cell, Shape, Unit};

/// A packed event.
pub(crate) type Code = u16;

const PLACE: u16 = 0;
const UNDO: u16 = 1;
const UNDO_FORCED: u16 = 2;
const DEAD_END: u16 = 3;
const SOLUTION: u16 = 4;
const DONE: u16 = 5;
const NO_PLACE: u16 = 6;
/// Forced by a naked single; the three tags after it are hidden singles in the cell's row,
/// column and box.
const FORCE_NAKED: u16 = 7;
const FORCE_ROW: u16 = 8;
const FORCE_COL: u16 = 9;
const FORCE_BOX: u16 = 10;

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

/// The kind of each tag (tags past [`FORCE_BOX`] are never written).
const KINDS: [Kind; 16] = {
    let mut kinds = [Kind::Done; 16];
    kinds[PLACE as usize] = Kind::Place;
    kinds[UNDO as usize] = Kind::Undo;
    kinds[UNDO_FORCED as usize] = Kind::Undo;
    kinds[DEAD_END as usize] = Kind::DeadEnd;
    kinds[SOLUTION as usize] = Kind::Solution;
    kinds[NO_PLACE as usize] = Kind::NoPlace;
    let mut tag = FORCE_NAKED as usize;
    while tag <= FORCE_BOX as usize {
        kinds[tag] = Kind::Force;
        tag += 1;
    }
    kinds
};

/// Packs an event.
#[inline]
pub(crate) fn encode(event: Event) -> Code {
    let (tag, place, digit) = match event {
        Event::Place { cell, digit } => (PLACE, cell.bits(), digit),
        Event::Force {
            cell,
            digit,
            reason,
        } => {
            let tag = match reason {
                Reason::NakedSingle => FORCE_NAKED,
                Reason::HiddenSingle(Unit::Row(_)) => FORCE_ROW,
                Reason::HiddenSingle(Unit::Col(_)) => FORCE_COL,
                Reason::HiddenSingle(Unit::Box(_)) => FORCE_BOX,
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
            let (kind, n) = match unit {
                Unit::Row(n) => (0, n),
                Unit::Col(n) => (1, n),
                Unit::Box(n) => (2, n),
            };
            (NO_PLACE, kind << 4 | (n - 1), digit)
        }
        Event::Solution { .. } => (SOLUTION, 0, 0),
        Event::Done => (DONE, 0, 0),
    };
    (tag << 12) | (u16::from(place) << 4) | u16::from(digit & 0xF)
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

/// Unpacks a code of a search on a board of `shape`; `solution_number` is used for a Solution.
pub(crate) fn decode(code: Code, shape: Shape, solution_number: u64) -> Event {
    match kind(code) {
        Kind::Place => Event::Place {
            cell: cell(code),
            digit: digit(code),
        },
        Kind::Force => {
            let cell = cell(code);
            let number = |n: usize| n as u8 + 1;
            let reason = match code >> 12 {
                FORCE_NAKED => Reason::NakedSingle,
                FORCE_ROW => Reason::HiddenSingle(Unit::Row(number(cell.row()))),
                FORCE_COL => Reason::HiddenSingle(Unit::Col(number(cell.col()))),
                _ => Reason::HiddenSingle(Unit::Box(number(shape.box_of(cell.row(), cell.col())))),
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
        Kind::NoPlace => {
            let n = ((code >> 4) & 0xF) as u8 + 1;
            let unit = match (code >> 8) & 0x3 {
                0 => Unit::Row(n),
                1 => Unit::Col(n),
                _ => Unit::Box(n),
            };
            Event::NoPlace {
                digit: digit(code),
                unit,
            }
        }
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
    fn every_event_round_trips_at_every_size() {
        for shape in Shape::ALL {
            let side = shape.side() as u8;
            let mut events = vec![Event::Solution { number: 7 }, Event::Done];
            for c in shape.all_cells() {
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
                    let n = |i: usize| i as u8 + 1;
                    for unit in [
                        Unit::Row(n(c.row())),
                        Unit::Col(n(c.col())),
                        Unit::Box(n(shape.box_of(c.row(), c.col()))),
                    ] {
                        events.push(Event::Force {
                            cell: c,
                            digit,
                            reason: Reason::HiddenSingle(unit),
                        });
                    }
                }
            }
            for index in 0..shape.units() {
                for digit in 1..=side {
                    let unit = Unit::nth(index, shape.side());
                    events.push(Event::NoPlace { digit, unit });
                }
            }
            for e in events {
                assert_eq!(decode(encode(e), shape, 7), e, "{shape}");
                assert_eq!(
                    forced(encode(e)),
                    matches!(e, Event::Force { .. } | Event::Undo { forced: true, .. })
                );
            }
        }
    }
}
