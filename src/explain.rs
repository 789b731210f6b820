//! Why the search did what it did at one event, in words: which digits a guess chose from and
//! why that cell, what blocks every digit of a dead end, what forced a digit.
//!
//! Computed for one event at a time, from the board right after it (and, for the random
//! strategy's guesses, the order the solver drew), never while the search runs.

use crate::numbers::grouped;
use crate::solver::{Cells, Digits, Event, Reason, Strategy};
use crate::sudoku::{Cell, DigitSet, Grid, Unit};
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
        match (strategy.cells, strategy.digits) {
            (Cells::First, Digits::Random) => Why::ShuffledDigits,
            (Cells::First, _) => Why::FirstEmptyCell,
            _ => Why::FewestCandidates,
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

/// The digits held in `unit` of `grid`, besides the one in `except`.
fn unit_digits(grid: &Grid, unit: Unit, except: Cell) -> DigitSet {
    let mut grid = *grid;
    grid.clear(except);
    unit.digits(&grid)
}

/// The candidates of `cell` on `grid`, as if it were empty.
pub fn candidates_of(grid: &Grid, cell: Cell) -> Vec<u8> {
    let mut grid = *grid;
    grid.clear(cell);
    grid.candidates(cell).iter().collect()
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
                let blocked = Unit::of(cell)
                    .into_iter()
                    .filter_map(|unit| {
                        let here = DigitSet(unit_digits(grid, unit, cell).0 & !seen);
                        seen |= here.0;
                        (!here.is_empty()).then(|| (unit, here.iter().collect()))
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

    /// The event explained.
    pub fn event(&self) -> Event {
        match *self {
            Explanation::Guess { cell, digit, .. } => Event::Place { cell, digit },
            Explanation::Undo {
                cell,
                digit,
                forced,
                ..
            } => Event::Undo {
                cell,
                digit,
                forced,
            },
            Explanation::DeadEnd { cell, .. } => Event::DeadEnd { cell },
            Explanation::Force {
                cell,
                digit,
                reason,
            } => Event::Force {
                cell,
                digit,
                reason,
            },
            Explanation::NoPlace { digit, unit } => Event::NoPlace { digit, unit },
            Explanation::Solution { number } => Event::Solution { number },
            Explanation::Done { .. } => Event::Done,
        }
    }

    /// What `trace --explain` adds to the event's line: ` try 1 of 4 (1 3 6 9)` for a guess,
    /// as the screen writes it, ` no candidate` for a dead end; nothing for the others (their
    /// lines say it already).
    pub fn trace_suffix(&self) -> String {
        match self {
            Explanation::Guess { order, tried, .. } => format!(" {}", tries(order, *tried)),
            Explanation::DeadEnd { .. } => " no candidate".to_string(),
            _ => String::new(),
        }
    }

    /// The explanation as the status panel says it: the event in its words
    /// ([`event_words`]) with why it happened, and for a guess why that cell.
    pub fn words(&self) -> Vec<String> {
        let solutions = match self {
            Explanation::Done { solutions } => *solutions,
            _ => 0,
        };
        let head = event_words(Some(self.event()), solutions);
        let said = |why: &str| {
            // a colon in the event's words already (`r5c2: no digit fits`) takes a dash
            let joint = if head.contains(':') { " — " } else { ": " };
            format!("{head}{joint}{why}")
        };
        match self {
            Explanation::Guess {
                order, tried, why, ..
            } => vec![said(&tries(order, *tried)), why.words().to_string()],
            Explanation::Undo {
                forced, backtrack, ..
            } => {
                let why = match (backtrack, forced) {
                    (Backtrack::DeadEnd, false) => "nothing below it worked",
                    (Backtrack::DeadEnd, true) => "the guess it followed failed",
                    (Backtrack::PastSolution, _) => "the search goes on past the solution",
                    (Backtrack::OutOfBranches, _) => {
                        "forced before any guess, and every branch is tried"
                    }
                };
                vec![said(why)]
            }
            Explanation::DeadEnd { blocked, .. } => {
                let mut why = String::new();
                for (i, (unit, digits)) in blocked.iter().enumerate() {
                    let sep = if i == 0 { "" } else { ", " };
                    let _ = write!(why, "{sep}{} in {unit}", spaced(digits));
                }
                vec![said(&why)]
            }
            Explanation::Force {
                digit,
                reason: Reason::HiddenSingle(unit),
                ..
            } => vec![said(&format!("the only place for {digit} in {unit}"))],
            Explanation::Force { .. } => vec![said("the only digit left in the cell")],
            Explanation::NoPlace { digit, unit } => {
                vec![said(&format!("every empty cell of {unit} sees a {digit}"))]
            }
            Explanation::Solution { .. } => vec![said("every cell is filled")],
            Explanation::Done { .. } => vec![said("every digit was tried everywhere")],
        }
    }
}

/// Digits as the screen lists them: `1 3 6 9`.
fn spaced(digits: &[u8]) -> String {
    let words: Vec<String> = digits.iter().map(u8::to_string).collect();
    words.join(" ")
}

/// A guess's place among its options: `try 1 of 4 (1 3 6 9)`.
fn tries(order: &[u8], tried: usize) -> String {
    format!("try {tried} of {} ({})", order.len(), spaced(order))
}

/// An event in the words the screen gives it everywhere (the log, the Event row, and the
/// first line of its explanation): `r4c7 ← 3`, `r2c5 ← 7 naked single`,
/// `r4c1 ← 3 hidden single in box 4`, `r4c7 undo 3`, `r5c2: no digit fits`,
/// `no place for 7 in box 5`, `solution 1,000`, and at the end how many solutions the whole
/// search found (`solutions`): `exhausted: 2 solutions`; before the first event (`None`),
/// `the givens`.
pub fn event_words(event: Option<Event>, solutions: u64) -> String {
    match event {
        None => "the givens".to_string(),
        Some(Event::Place { cell, digit }) => format!("{cell} ← {digit}"),
        Some(Event::Force {
            cell,
            digit,
            reason,
        }) => format!("{cell} ← {digit} {reason}"),
        Some(Event::Undo { cell, digit, .. }) => format!("{cell} undo {digit}"),
        Some(Event::DeadEnd { cell }) => format!("{cell}: no digit fits"),
        Some(Event::NoPlace { digit, unit }) => format!("no place for {digit} in {unit}"),
        Some(Event::Solution { number }) => format!("solution {}", grouped(number)),
        Some(Event::Done) => match solutions {
            0 => "exhausted: no solution".to_string(),
            1 => "exhausted: 1 solution".to_string(),
            n => format!("exhausted: {} solutions", grouped(n)),
        },
    }
}

#[cfg(test)]
mod tests;
