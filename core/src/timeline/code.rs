//! Events packed into two bytes, at every board size: a tag in bits 12..=15 (the kind, with
//! what the kind needs besides: a forced digit's rule, naked single or which of the cell's
//! units holds it alone; whether an undone digit was forced), the cell's packed row and
//! column in bits 4..=11, and the digit in bits 0..=3 (16 is written 0: no event that has a
//! digit has digit 0). A `NoPlace` keeps its unit's index in the board's
//! [`Units`](crate::sudoku::Units) where a cell would go. A solution's number is not stored:
//! it is the count of solutions up to that step. An `Eliminate` or a `Restore` keeps its
//! pairs beside the codes ([`Codes`]): its code holds their place in that list.
//!
//! This is the one place that knows every kind of event: the cursor's state, the trail and the
//! jumps all read events through [`Kind`] and the accessors here.

use crate::solver::{Event, Reason, Removal};
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
/// Candidates removed, and given back; the low twelve bits are the place of the pairs in
/// the list beside the codes ([`SLOT_SEARCHED`]: past the twelve bits, found by step).
const ELIMINATE: u16 = 14;
const RESTORE: u16 = 15;
const SLOT_SEARCHED: u16 = 0xFFF;

/// What kind of event a code holds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Kind {
    Place,
    Force,
    Undo,
    DeadEnd,
    NoPlace,
    Eliminate,
    Restore,
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
    kinds[ELIMINATE as usize] = Kind::Eliminate;
    kinds[RESTORE as usize] = Kind::Restore;
    let mut tag = FORCE_NAKED as usize;
    while tag <= FORCE_LAST as usize {
        kinds[tag] = Kind::Force;
        tag += 1;
    }
    kinds
};

/// Packs an event of a search on a board of `units` (an `Eliminate` or a `Restore` without
/// its place: see [`Codes::push_with`]).
#[inline]
pub(crate) fn encode<R>(event: &Event<R>, units: &Units) -> Code {
    let (tag, place, digit) = match *event {
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
        Event::Eliminate(_) => (ELIMINATE, 0, 0),
        Event::Restore(_) => (RESTORE, 0, 0),
        Event::Solution { .. } => (SOLUTION, 0, 0),
        Event::Done => (DONE, 0, 0),
    };
    (tag << 12) | (u16::from(place) << 4) | u16::from(digit & 0xF)
}

/// A stretch of the event stream: the codes, and beside them the pairs of its eliminations
/// and restores, each with its offset in the stretch. Two bytes an event, and for a removal
/// its list entry (the offset and a shared reference to the pairs).
#[derive(Debug, Default)]
pub(crate) struct Codes {
    codes: Vec<Code>,
    removals: Vec<(u32, Removal)>,
}

impl Codes {
    /// Room for `events` codes.
    pub(crate) fn with_capacity(events: usize) -> Codes {
        Codes {
            codes: Vec::with_capacity(events),
            removals: Vec::new(),
        }
    }

    /// Adds `event`, of a search on a board of `units`.
    #[cfg(test)]
    pub(crate) fn push<R: std::borrow::Borrow<Removal>>(
        &mut self,
        event: &Event<R>,
        units: &Units,
    ) {
        self.push_with(event, units, |removal| removal.borrow().clone());
    }

    /// Adds `event`, of a search on a board of `units`, its removal (if it is an `Eliminate`
    /// or a `Restore`) made by `removal` from what the event holds: a running search's
    /// events leave it to the search ([`Solver::next_move`](crate::solver::Solver)), and
    /// every other event then passes with no look at it.
    #[inline(always)]
    pub(crate) fn push_with<R>(
        &mut self,
        event: &Event<R>,
        units: &Units,
        removal: impl FnOnce(&R) -> Removal,
    ) {
        let mut code = encode(event, units);
        // the tag alone tells a removal: no second match on the event on the hot path
        if code >= ELIMINATE << 12
            && let Event::Eliminate(held) | Event::Restore(held) = event
        {
            let slot = self.removals.len().min(usize::from(SLOT_SEARCHED));
            code |= slot as u16;
            self.removals.push((self.codes.len() as u32, removal(held)));
        }
        self.codes.push(code);
    }

    /// The code at `offset`.
    #[inline(always)]
    pub(crate) fn get(&self, offset: usize) -> Option<Code> {
        self.codes.get(offset).copied()
    }

    /// The removal of the `Eliminate` or `Restore` at `offset`, whose code is `code`: at the
    /// place the code holds, or found by its offset past the places twelve bits hold.
    pub(crate) fn removal(&self, offset: usize, code: Code) -> &Removal {
        debug_assert!(matches!(kind(code), Kind::Eliminate | Kind::Restore));
        let slot = code & SLOT_SEARCHED;
        let at = match slot {
            SLOT_SEARCHED => self
                .removals
                .binary_search_by_key(&(offset as u32), |&(o, _)| o)
                .expect("a removal at the offset"),
            _ => usize::from(slot),
        };
        &self.removals[at].1
    }

    /// How many codes it holds.
    pub(crate) fn len(&self) -> usize {
        self.codes.len()
    }

    /// Forgets every code, keeping the room.
    pub(crate) fn clear(&mut self) {
        self.codes.clear();
        self.removals.clear();
    }
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
            mine.iter()
                .position(|&v| v == u)
                .expect("a unit of the cell") as u16
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
#[cfg(test)]
pub(crate) fn decode(code: Code, units: &Units, solution_number: u64) -> Event {
    decode_with(code, units, solution_number, None)
}

/// [`decode`], with the pairs of an `Eliminate` or a `Restore`.
pub(crate) fn decode_with(
    code: Code,
    units: &Units,
    solution_number: u64,
    removal: Option<&Removal>,
) -> Event {
    if let Some(removal) = removal {
        return match kind(code) {
            Kind::Eliminate => Event::Eliminate(removal.clone()),
            _ => Event::Restore(removal.clone()),
        };
    }
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
        Kind::Eliminate | Kind::Restore => unreachable!("a removal is decoded with its pairs"),
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
        let mut boards: Vec<Units> = Shape::ALL
            .iter()
            .map(|&s| (*Units::of(s)).clone())
            .collect();
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
                assert_eq!(decode(encode(&e, &units), &units, 7), e, "{units:?}");
                assert_eq!(
                    forced(encode(&e, &units)),
                    matches!(e, Event::Force { .. } | Event::Undo { forced: true, .. })
                );
            }
        }
    }

    /// Removals keep their pairs beside the codes, found from the code up to 4,095 of them
    /// in a stretch and by their offset past that.
    #[test]
    fn removals_are_found_beside_their_codes() {
        let units = Units::of(Shape::NINE);
        let cell = |i: usize| units.cell(i);
        let mut codes = Codes::with_capacity(16);
        let mut events = Vec::new();
        for k in 0..5_000usize {
            let removal = Removal::new([(cell(k % 81), (k % 9) as u8 + 1), (cell(80), 9)]);
            let event = match k % 3 {
                0 => Event::Eliminate(removal),
                1 => Event::Restore(removal),
                _ => Event::Place {
                    cell: cell(k % 81),
                    digit: 1,
                },
            };
            codes.push(&event, &units);
            events.push(event);
        }
        for (offset, event) in events.iter().enumerate() {
            let code = codes.get(offset).unwrap();
            let pairs = event.removal().map(|_| codes.removal(offset, code));
            assert_eq!(&decode_with(code, &units, 0, pairs), event, "{offset}");
        }
        assert_eq!(codes.len(), 5_000);
    }
}
