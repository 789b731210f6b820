//! Trace lines, rendered once: a search emits hundreds of millions of events, and copying a
//! prepared line is many times faster than formatting it anew.

use std::io::{self, Write};
use stepdoku::solver::Event;
use stepdoku::sudoku::Cell;

/// Places and undos of each digit in each cell, then dead ends in each cell.
const LINES: usize = 2 * 81 * 9 + 81;

/// Every `place`, `undo` and `dead-end` line, each exactly as [`Event`]'s `Display` writes it.
pub struct EventLines {
    table: Vec<String>,
}

impl EventLines {
    /// Renders the table.
    pub fn new() -> EventLines {
        let mut table = vec![String::new(); LINES];
        for cell in Cell::all() {
            let mut events = vec![Event::DeadEnd { cell }];
            for digit in 1..=9 {
                events.push(Event::Place { cell, digit });
                events.push(Event::Undo {
                    cell,
                    digit,
                    forced: false,
                });
            }
            for event in events {
                if let Some(slot) = slot(&event) {
                    table[slot] = format!("{event}\n");
                }
            }
        }
        EventLines { table }
    }

    /// Writes `event` and a line break.
    pub fn write(&self, out: &mut impl Write, event: &Event) -> io::Result<()> {
        match slot(event) {
            Some(slot) => out.write_all(self.table[slot].as_bytes()),
            None => writeln!(out, "{event}"),
        }
    }
}

/// Where `event`'s line is in the table (`None`: lines written as they come).
fn slot(event: &Event) -> Option<usize> {
    // the table holds the 9×9 board's cells: a larger board's cells past row or column 9
    // have no index there, and are written as they come
    let index = |cell: Cell| (cell.row() < 9 && cell.col() < 9).then(|| cell.nine_index());
    let placed = |cell: Cell, digit: u8| {
        let i = index(cell).filter(|_| (1..=9).contains(&digit))?;
        Some(i * 9 + usize::from(digit - 1))
    };
    match *event {
        Event::Place { cell, digit } => placed(cell, digit),
        Event::Undo { cell, digit, .. } => placed(cell, digit).map(|i| 81 * 9 + i),
        Event::DeadEnd { cell } => index(cell).map(|i| 2 * 81 * 9 + i),
        // propagation's and removals' lines are few next to the naive searches' millions
        Event::Force { .. }
        | Event::NoPlace { .. }
        | Event::Eliminate(_)
        | Event::Restore(_)
        | Event::Solution { .. }
        | Event::Done => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn line(lines: &EventLines, event: Event) -> String {
        let mut out = Vec::new();
        lines.write(&mut out, &event).unwrap();
        String::from_utf8(out).unwrap()
    }

    #[test]
    fn every_line_is_the_display_of_its_event() {
        let lines = EventLines::new();
        assert!(lines.table.iter().all(|l| !l.is_empty()));
        for cell in Cell::all() {
            for digit in 1..=9 {
                for forced in [false, true] {
                    let event = Event::Undo {
                        cell,
                        digit,
                        forced,
                    };
                    assert_eq!(line(&lines, event.clone()), format!("{event}\n"));
                }
                let event = Event::Place { cell, digit };
                assert_eq!(line(&lines, event.clone()), format!("{event}\n"));
            }
            let event = Event::DeadEnd { cell };
            assert_eq!(line(&lines, event.clone()), format!("{event}\n"));
        }
        assert_eq!(
            line(&lines, Event::Solution { number: 12 }),
            "solution 12\n"
        );
        assert_eq!(line(&lines, Event::Done), "done\n");
        let r9c9 = Cell::new(80).unwrap();
        assert_eq!(
            line(
                &lines,
                Event::Undo {
                    cell: r9c9,
                    digit: 9,
                    forced: true
                }
            ),
            "undo r9c9 9\n"
        );
        // a 16×16's cells past r9c9, with digits up to 9 and past it
        let far: Cell = "r10c12".parse().unwrap();
        let near: Cell = "r1c12".parse().unwrap();
        for cell in [far, near] {
            for digit in [3, 16] {
                let event = Event::Place { cell, digit };
                assert_eq!(line(&lines, event.clone()), format!("{event}\n"));
            }
            let event = Event::DeadEnd { cell };
            assert_eq!(line(&lines, event.clone()), format!("{event}\n"));
        }
    }
}
