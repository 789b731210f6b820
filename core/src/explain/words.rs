//! Events and their parts in the words the screen gives them.

use super::Options;
use crate::numbers::grouped;
use crate::solver::{Event, Removal};
use crate::sudoku::{Cell, Digit};

/// The cells of a removal as the screen lists them: `r2c7 r2c8`.
fn cells(removal: &Removal) -> String {
    let words: Vec<String> = removal.cells().iter().map(Cell::to_string).collect();
    words.join(" ")
}

/// The verb for a removal's cells: `r8c8 loses 8`, `r2c4 r2c7 lose 1`.
fn agreeing(removal: &Removal, one: &'static str, many: &'static str) -> &'static str {
    match removal.cells().len() {
        1 => one,
        _ => many,
    }
}

/// The digits of a removal as the screen lists them: `4 7`.
fn digits(removal: &Removal) -> String {
    spaced(&removal.digits())
}

/// Digits as the screen lists them: `1 3 6 9`.
pub(super) fn spaced(digits: &[u8]) -> String {
    let words: Vec<String> = digits.iter().map(|&d| Digit(d).to_string()).collect();
    words.join(" ")
}

/// A guess's place among its options: `try 1 of 4 (1 3 6 9)`, `try 1 of 2 (r3c4 r3c7)`.
pub(super) fn tries(options: &Options, tried: usize) -> String {
    format!("try {tried} of {} ({})", options.len(), options.words())
}

/// Step 0 in the screen's words: `the givens`, or for a search from candidates as written
/// (a pencil-mark puzzle, whose cells of one candidate are not givens),
/// `the candidates as written`.
pub fn start_words(from_written_candidates: bool) -> &'static str {
    match from_written_candidates {
        false => "the givens",
        true => "the candidates as written",
    }
}

/// An event in the words the screen gives it everywhere (the log, the Event row, and the
/// first line of its explanation): `r4c7 ← 3`, `r2c5 ← 7 naked single`,
/// `r4c1 ← 3 hidden single in box 4`, `r4c7 undo 3`, `r5c2: no digit fits`,
/// `no place for 7 in box 5`, `x-wing: r2c7 r2c8 lose 4 7` (the technique first, when one
/// is named, so that a narrow row keeps it), `r2c7 r2c8 regain 4 7`,
/// `solution 1,000`, and at the end how many solutions the whole
/// search found (`solutions`): `exhausted: 2 solutions`; before the first event (`None`),
/// `the givens` (a pencil-mark puzzle's step 0 is [`start_words`]'s). Digits above 9 are
/// letters, as in files (`r10c12 ← G`).
pub fn event_words(event: Option<Event>, solutions: u64) -> String {
    match event {
        None => start_words(false).to_string(),
        Some(Event::Place { cell, digit }) => format!("{cell} ← {}", Digit(digit)),
        Some(Event::Force {
            cell,
            digit,
            reason,
        }) => format!("{cell} ← {} {reason}", Digit(digit)),
        Some(Event::Undo { cell, digit, .. }) => format!("{cell} undo {}", Digit(digit)),
        Some(Event::DeadEnd { cell }) => format!("{cell}: no digit fits"),
        Some(Event::NoPlace { digit, unit }) => {
            format!("no place for {} in {unit}", Digit(digit))
        }
        Some(Event::Eliminate(removal)) => {
            let verb = agreeing(&removal, "loses", "lose");
            let lose = format!("{} {verb} {}", cells(&removal), digits(&removal));
            match removal.pattern() {
                Some(pattern) => format!("{}: {lose}", pattern.technique()),
                None => lose,
            }
        }
        Some(Event::Restore(removal)) => {
            let verb = agreeing(&removal, "regains", "regain");
            format!("{} {verb} {}", cells(&removal), digits(&removal))
        }
        Some(Event::Solution { number }) => format!("solution {}", grouped(number)),
        Some(Event::Done) => match solutions {
            0 => "exhausted: no solution".to_string(),
            1 => "exhausted: 1 solution".to_string(),
            n => format!("exhausted: {} solutions", grouped(n)),
        },
    }
}
