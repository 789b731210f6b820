//! Why the search did what it did at one event, in words: which digits a guess chose from and
//! why that cell, what blocks every digit of a dead end, what forced a digit.
//!
//! Computed for one event at a time, from the board right after it (and, for the random
//! strategy's guesses, the order the solver drew), never while the search runs.

use crate::numbers::grouped;
use crate::solver::{Event, Reason, Strategy};
use crate::sudoku::{Cell, Grid, Unit};
use std::fmt::Write;

/// Why a strategy chose the cell it guessed in.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Why {
    /// The cell with the fewest candidates (mrv, propagate).
    FewestCandidates,
    /// The first empty cell in reading order (row-major).
    FirstEmptyCell,
    /// The first empty cell, its digits tried in a shuffled order (random).
    ShuffledDigits,
}

impl Why {
    /// The reason of `strategy`.
    pub fn of(strategy: Strategy) -> Why {
        match strategy {
            Strategy::Mrv | Strategy::Propagate => Why::FewestCandidates,
            Strategy::RowMajor => Why::FirstEmptyCell,
            Strategy::Random => Why::ShuffledDigits,
        }
    }

    /// The reason in words.
    pub fn words(self) -> &'static str {
        match self {
            Why::FewestCandidates => "fewest candidates",
            Why::FirstEmptyCell => "first empty cell",
            Why::ShuffledDigits => "digits in shuffled order",
        }
    }
}

/// What a run of undos comes from, which says why a digit is taken back.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Backtrack {
    /// A dead end: the branch failed.
    DeadEnd,
    /// A solution the search goes on past (`--all`, `n`), to look for the next.
    PastSolution,
    /// No guess is left to try another digit of: the digits forced before the first guess
    /// go too, as the search runs out of branches.
    OutOfBranches,
}

impl Backtrack {
    /// The backtrack of an undo: `cause` is the last event before the run of undos it is in
    /// (a dead end or a solution), and `guesses_left` whether a guess is still on the board
    /// or on the stack after it.
    pub fn of(forced: bool, cause: Option<Event>, guesses_left: bool) -> Backtrack {
        match cause {
            _ if forced && !guesses_left => Backtrack::OutOfBranches,
            Some(Event::Solution { .. }) => Backtrack::PastSolution,
            _ => Backtrack::DeadEnd,
        }
    }
}

/// One event explained.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Explanation {
    /// A guess: the cell's candidates when it was chosen, in the order they are tried, and
    /// which of them this is (1-based).
    Guess {
        cell: Cell,
        digit: u8,
        order: Vec<u8>,
        tried: usize,
        why: Why,
    },
    /// A digit taken back, and what the backtrack it belongs to comes from.
    Undo {
        cell: Cell,
        digit: u8,
        forced: bool,
        backtrack: Backtrack,
    },
    /// An empty cell with no candidate: each digit under the first of its row, column and box
    /// that holds it.
    DeadEnd {
        cell: Cell,
        blocked: Vec<(Unit, Vec<u8>)>,
    },
    /// A digit propagation forced.
    Force {
        cell: Cell,
        digit: u8,
        reason: Reason,
    },
    /// A digit with no place left in a unit.
    NoPlace { digit: u8, unit: Unit },
    /// A solution.
    Solution { number: u64 },
    /// The end of the search, with how many solutions it found.
    Done { solutions: u64 },
}

/// The digits of a mask as a list, lowest first.
fn digits_of(mask: u16) -> Vec<u8> {
    (1..=9).filter(|d| mask & (1 << d) != 0).collect()
}

/// The digits held in `unit` of `grid`, besides `except`.
fn unit_digits(grid: &Grid, unit: Unit, except: Cell) -> u16 {
    unit.cells()
        .filter(|&c| c != except)
        .filter_map(|c| grid.get(c))
        .fold(0, |mask, d| mask | 1 << d)
}

/// The three units of `cell`: row, column, box.
fn units_of(cell: Cell) -> [Unit; 3] {
    [
        Unit::Row(cell.row() as u8 + 1),
        Unit::Col(cell.col() as u8 + 1),
        Unit::Box(cell.box_index() as u8 + 1),
    ]
}

/// The candidates of `cell` on `grid`, as if it were empty.
pub fn candidates_of(grid: &Grid, cell: Cell) -> Vec<u8> {
    let held = units_of(cell)
        .iter()
        .fold(0, |mask, &u| mask | unit_digits(grid, u, cell));
    digits_of(!held & 0x3FE)
}

impl Explanation {
    /// Explains `event`, after which the board is `grid`, in a search with `strategy`.
    /// `shuffled` is the random strategy's order at the guessed cell
    /// ([`Solver::shuffled_order`](crate::solver::Solver::shuffled_order)); `solutions` the
    /// solutions found by the end of the search; `backtrack`, for an undo, what its run of
    /// undos comes from ([`Backtrack::of`]).
    pub fn of(
        event: Event,
        grid: &Grid,
        strategy: Strategy,
        shuffled: Option<Vec<u8>>,
        solutions: u64,
        backtrack: Backtrack,
    ) -> Explanation {
        match event {
            Event::Place { cell, digit } => {
                let order = match shuffled {
                    Some(order) if strategy == Strategy::Random => order,
                    _ => candidates_of(grid, cell),
                };
                let tried = order.iter().position(|&d| d == digit).map_or(0, |i| i + 1);
                Explanation::Guess {
                    cell,
                    digit,
                    order,
                    tried,
                    why: Why::of(strategy),
                }
            }
            Event::Undo {
                cell,
                digit,
                forced,
            } => Explanation::Undo {
                cell,
                digit,
                forced,
                backtrack,
            },
            Event::DeadEnd { cell } => {
                let mut seen = 0u16;
                let blocked = units_of(cell)
                    .into_iter()
                    .filter_map(|unit| {
                        let here = unit_digits(grid, unit, cell) & !seen;
                        seen |= here;
                        (here != 0).then(|| (unit, digits_of(here)))
                    })
                    .collect();
                Explanation::DeadEnd { cell, blocked }
            }
            Event::Force {
                cell,
                digit,
                reason,
            } => Explanation::Force {
                cell,
                digit,
                reason,
            },
            Event::NoPlace { digit, unit } => Explanation::NoPlace { digit, unit },
            Event::Solution { number } => Explanation::Solution { number },
            Event::Done => Explanation::Done { solutions },
        }
    }

    /// What `trace --explain` adds to the event's line: ` try 1 of 469` for a guess,
    /// ` no candidate` for a dead end; nothing for the others (their lines say it already).
    pub fn trace_suffix(&self) -> String {
        match self {
            Explanation::Guess { order, tried, .. } => {
                let digits: String = order.iter().map(|d| char::from(b'0' + d)).collect();
                format!(" try {tried} of {digits}")
            }
            Explanation::DeadEnd { .. } => " no candidate".to_string(),
            _ => String::new(),
        }
    }

    /// The explanation as the status panel says it: a line, and for a guess why that cell.
    pub fn words(&self) -> Vec<String> {
        let spaced = |digits: &[u8]| {
            digits
                .iter()
                .map(u8::to_string)
                .collect::<Vec<_>>()
                .join(" ")
        };
        match self {
            Explanation::Guess {
                cell,
                digit,
                order,
                tried,
                why,
            } => vec![
                format!(
                    "{cell} ← {digit}: try {tried} of {} ({})",
                    order.len(),
                    spaced(order)
                ),
                why.words().to_string(),
            ],
            Explanation::Undo {
                cell,
                digit,
                forced,
                backtrack,
            } => {
                let why = match (backtrack, forced) {
                    (Backtrack::DeadEnd, false) => "nothing below it worked",
                    (Backtrack::DeadEnd, true) => "the guess it followed failed",
                    (Backtrack::PastSolution, _) => "the search goes on past the solution",
                    (Backtrack::OutOfBranches, _) => {
                        "forced before any guess, and every branch is tried"
                    }
                };
                vec![format!("{cell} undo {digit}: {why}")]
            }
            Explanation::DeadEnd { cell, blocked } => {
                let mut line = format!("{cell}: no digit fits —");
                for (i, (unit, digits)) in blocked.iter().enumerate() {
                    let sep = if i == 0 { "" } else { "," };
                    let _ = write!(line, "{sep} {} in {unit}", spaced(digits));
                }
                vec![line]
            }
            Explanation::Force {
                digit,
                reason: Reason::HiddenSingle(unit),
                ..
            } => vec![format!("hidden single: {digit} fits only here in {unit}")],
            Explanation::Force { digit, .. } => {
                vec![format!("naked single: {digit} is the only digit left")]
            }
            Explanation::NoPlace { digit, unit } => vec![format!("no place for {digit} in {unit}")],
            Explanation::Solution { number } => {
                vec![format!(
                    "solution {}: every cell is filled",
                    grouped(*number)
                )]
            }
            Explanation::Done { solutions: 0 } => {
                vec!["exhausted: every digit was tried everywhere, no solution".to_string()]
            }
            Explanation::Done { solutions } => {
                vec![format!(
                    "exhausted: every digit was tried everywhere, {} {} in all",
                    grouped(*solutions),
                    if *solutions == 1 {
                        "solution"
                    } else {
                        "solutions"
                    }
                )]
            }
        }
    }
}

#[cfg(test)]
mod tests;
