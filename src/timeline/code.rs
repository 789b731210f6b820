//! Events packed into two bytes: kind in bits 11..=13, cell in bits 4..=10, digit in bits 0..=3.
//! A solution's number is not stored: it is the count of solutions up to that step.

use crate::solver::Event;
use crate::sudoku::Cell;

/// A packed event.
pub(crate) type Code = u16;

const PLACE: u16 = 0;
const UNDO: u16 = 1;
const DEAD_END: u16 = 2;
const SOLUTION: u16 = 3;
const DONE: u16 = 4;

/// What kind of event a code holds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Kind {
    Place,
    Undo,
    DeadEnd,
    Solution,
    Done,
}

/// Packs an event.
#[inline]
pub(crate) fn encode(event: Event) -> Code {
    let (kind, cell, digit) = match event {
        Event::Place { cell, digit } => (PLACE, cell.index(), digit),
        Event::Undo { cell, digit } => (UNDO, cell.index(), digit),
        Event::DeadEnd { cell } => (DEAD_END, cell.index(), 0),
        Event::Solution { .. } => (SOLUTION, 0, 0),
        Event::Done => (DONE, 0, 0),
    };
    (kind << 11) | ((cell as u16) << 4) | digit as u16
}

/// The kind of a code.
#[inline]
pub(crate) fn kind(code: Code) -> Kind {
    match code >> 11 {
        PLACE => Kind::Place,
        UNDO => Kind::Undo,
        DEAD_END => Kind::DeadEnd,
        SOLUTION => Kind::Solution,
        _ => Kind::Done,
    }
}

/// The cell of a code (meaningful for Place, Undo and DeadEnd).
#[inline]
pub(crate) fn cell(code: Code) -> Cell {
    Cell::from_index(((code >> 4) & 0x7F) as usize)
}

/// The digit of a code (meaningful for Place and Undo).
#[inline]
pub(crate) fn digit(code: Code) -> u8 {
    (code & 0xF) as u8
}

/// Unpacks a code; `solution_number` is used for a Solution.
pub(crate) fn decode(code: Code, solution_number: u64) -> Event {
    match kind(code) {
        Kind::Place => Event::Place {
            cell: cell(code),
            digit: digit(code),
        },
        Kind::Undo => Event::Undo {
            cell: cell(code),
            digit: digit(code),
        },
        Kind::DeadEnd => Event::DeadEnd { cell: cell(code) },
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
        for c in Cell::all() {
            for digit in 1..=9 {
                for e in [
                    Event::Place { cell: c, digit },
                    Event::Undo { cell: c, digit },
                ] {
                    assert_eq!(decode(encode(e), 0), e);
                }
            }
            let e = Event::DeadEnd { cell: c };
            assert_eq!(decode(encode(e), 0), e);
        }
        assert_eq!(
            decode(encode(Event::Solution { number: 7 }), 7),
            Event::Solution { number: 7 }
        );
        assert_eq!(decode(encode(Event::Done), 0), Event::Done);
        assert!(encode(Event::Done) < 1 << 14, "fits in 14 bits");
    }
}
