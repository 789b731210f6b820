//! Why the search did what it did at one event, in words: which digits a guess chose from and
//! why that cell, what blocks every digit of a dead end, what forced a digit.
//!
//! Computed for one event at a time, from the board right after it (and, for the random
//! strategy's guesses, the order the solver drew), never while the search runs. Boards of
//! every size are explained alike: digits past 9 are written as letters, as trace lines
//! write them (`try 1 of 2 (A G)`).

use crate::solver::{
    Branch, Cells, Digits, Event, Inference, Reason, Removal, SearchBoard, Strategy, decide_on,
};
use crate::sudoku::{Board, Cell, Digit, NineBoard, Unit, Units};
use std::fmt::Write;

/// Why a search branched where it did: its cells part, with the numbers that say so.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Choice {
    /// The first empty cell in reading order (`first`).
    FirstEmpty,
    /// The empty cell with the fewest candidates, the first on ties (`mrv`; `degree` when
    /// no other cell had as few).
    Fewest {
        /// The cell.
        cell: Cell,
        /// Its candidates.
        count: u32,
    },
    /// Several cells had the fewest candidates: the one with the most empty peers (`degree`).
    Degree {
        /// Their candidates.
        count: u32,
        /// The chosen cell's empty peers.
        peers: u32,
    },
    /// The constraint with the fewest options is a cell (`constraint`).
    FewestOptionsCell {
        /// The cell.
        cell: Cell,
        /// Its candidates.
        count: u32,
    },
    /// The constraint with the fewest options is a digit a unit lacks (`constraint`).
    FewestOptionsUnit {
        /// The digit.
        digit: u8,
        /// The unit.
        unit: Unit,
        /// The unit's empty cells where the digit is legal.
        places: u32,
    },
}

/// Why a guess's options come in the order they do: its digits part.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Order {
    /// Ascending (reading order for cells).
    Up,
    /// A seeded shuffle.
    Shuffled,
    /// Least constraining value: each option (as written) with the peer candidates it rules
    /// out, in the order tried.
    Lcv(Vec<(String, u32)>),
}

/// The options of a guess in the order they are tried.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Options {
    /// The digits of the guessed cell.
    Digits(Vec<u8>),
    /// The cells of a unit where the guessed digit is legal.
    Cells(Vec<Cell>),
}

impl Options {
    /// How many there are.
    pub fn len(&self) -> usize {
        match self {
            Options::Digits(d) => d.len(),
            Options::Cells(c) => c.len(),
        }
    }

    /// Whether there is none.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// As the screen lists them: `1 3 6 9`, or `r3c4 r3c7`.
    pub fn words(&self) -> String {
        let words: Vec<String> = match self {
            Options::Digits(d) => d.iter().map(|&d| Digit(d).to_string()).collect(),
            Options::Cells(c) => c.iter().map(Cell::to_string).collect(),
        };
        words.join(" ")
    }
}

impl Choice {
    /// The choice in words: `fewest candidates: r4c7 has 2`.
    pub fn words(&self) -> String {
        let candidates = |n: u32| format!("{n} candidate{}", if n == 1 { "" } else { "s" });
        match *self {
            Choice::FirstEmpty => "first empty cell".to_string(),
            Choice::Fewest { cell, count } => format!("fewest candidates: {cell} has {count}"),
            Choice::Degree { count, peers } => format!(
                "degree: {}, tie broken by {peers} empty peer{}",
                candidates(count),
                if peers == 1 { "" } else { "s" }
            ),
            Choice::FewestOptionsCell { cell, count } => {
                format!(
                    "constraint: {cell} has {}, the fewest options",
                    candidates(count)
                )
            }
            Choice::FewestOptionsUnit {
                digit,
                unit,
                places,
            } => format!(
                "constraint: {} has {places} place{} in {unit}, the fewest options",
                Digit(digit),
                if places == 1 { "" } else { "s" }
            ),
        }
    }
}

impl Order {
    /// The order in words, or nothing for ascending: `lcv: 4 rules out 1 peer candidate
    /// (7: 3, 9: 5)`, the option tried first, then the others.
    pub fn words(&self, options: &Options, tried: usize) -> Option<String> {
        match self {
            Order::Up => None,
            Order::Shuffled => Some(match options {
                Options::Digits(_) => "digits in shuffled order".to_string(),
                Options::Cells(_) => "cells in shuffled order".to_string(),
            }),
            Order::Lcv(costs) => {
                let (name, cost) = costs.get(tried.checked_sub(1)?)?;
                let ruled = format!(
                    "lcv: {name} rules out {cost} peer candidate{}",
                    if *cost == 1 { "" } else { "s" }
                );
                let others: Vec<String> = costs
                    .iter()
                    .enumerate()
                    .filter(|&(i, _)| i + 1 != tried)
                    .map(|(_, (n, c))| format!("{n}: {c}"))
                    .collect();
                Some(if others.is_empty() {
                    ruled
                } else {
                    format!("{ruled} ({})", others.join(", "))
                })
            }
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
    /// A guess: its options when it was chosen (the cell's candidates, or a unit's places
    /// for a digit) in the order they are tried, which of them this is (1-based), and why it
    /// branched there and in that order.
    Guess {
        cell: Cell,
        digit: u8,
        options: Options,
        tried: usize,
        choice: Choice,
        order: Order,
    },
    /// A digit taken back, and what the backtrack it belongs to comes from.
    Undo {
        cell: Cell,
        digit: u8,
        forced: bool,
        backtrack: Backtrack,
    },
    /// An empty cell with no candidate: each digit under the first of its units (row,
    /// column, box, then any others) that holds it, and the others, which the techniques
    /// eliminated or its killer cage rules out (the cage's dead end, then); with forward
    /// checking, the guess that left it none, right before.
    DeadEnd {
        cell: Cell,
        blocked: Vec<(Unit, Vec<u8>)>,
        eliminated: Vec<u8>,
        checked: Option<(Cell, u8)>,
        caged: Option<Caged>,
    },
    /// A digit propagation forced.
    Force {
        cell: Cell,
        digit: u8,
        reason: Reason,
    },
    /// A digit with no place left in a unit.
    NoPlace { digit: u8, unit: Unit },
    /// Candidates a pattern removed.
    Eliminate { removal: Removal },
    /// Candidates given back as the search backs up past the removal.
    Restore { removal: Removal },
    /// A solution.
    Solution { number: u64 },
    /// The end of the search, with how many solutions it found.
    Done { solutions: u64 },
}

/// What an explanation reads of the search around its event.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Scene<'a, P = NineBoard> {
    /// The board right after the event: the 9×9 [`NineBoard`], or a board of any size.
    pub board: &'a P,
    /// The board's units, extra ones (diagonals) included: a dead end names the digits
    /// each of them blocks.
    pub units: &'a Units,
    /// The candidates the techniques struck from each cell (by index, bit `d` for digit
    /// `d`) and not given back, right after the event; empty for none.
    pub struck: &'a [u32],
    /// How the search chooses.
    pub strategy: Strategy,
    /// For a guess of a random strategy, the order it drew for the options (digits, or cell
    /// indices), which nothing else can tell ([`Solver::drawn_order`](crate::solver::Solver::drawn_order)).
    pub drawn: Option<Vec<u8>>,
    /// The solutions found by the end of the search.
    pub solutions: u64,
    /// For an undo, what its run of undos comes from ([`Backtrack::of`]).
    pub backtrack: Backtrack,
    /// The event before this one, if any.
    pub previous: Option<Event>,
}

impl<'a, P> Scene<'a, P> {
    /// The same scene on `board`: one scene written once for the 9×9 board and the others.
    pub fn on<'b, Q>(self, board: &'b Q) -> Scene<'b, Q>
    where
        'a: 'b,
    {
        Scene {
            board,
            units: self.units,
            struck: self.struck,
            strategy: self.strategy,
            drawn: self.drawn,
            solutions: self.solutions,
            backtrack: self.backtrack,
            previous: self.previous,
        }
    }
}

impl Explanation {
    /// Explains `event` in its `scene`.
    pub fn of<P: SearchBoard>(event: Event, scene: &Scene<P>) -> Explanation {
        let board = || {
            let position = scene.board;
            // as written: a jigsaw's digits need not keep to the shape's boxes
            Board::of_digits(position.shape(), position.cells())
        };
        let strategy = scene.strategy;
        match event {
            Event::Place { cell, digit } => guess(cell, digit, board(), scene),
            Event::Undo {
                cell,
                digit,
                forced,
            } => Explanation::Undo {
                cell,
                digit,
                forced,
                backtrack: scene.backtrack,
            },
            Event::DeadEnd { cell } => {
                let blocked = blocked(scene.units, &board(), cell);
                let struck = scene.struck.get(scene.units.shape().index(cell));
                let eliminated: Vec<u8> = (1..=scene.units.shape().side() as u8)
                    .filter(|&d| struck.is_some_and(|m| m & 1 << d != 0))
                    .filter(|d| blocked.iter().all(|(_, held)| !held.contains(d)))
                    .collect();
                let caged = caged(scene.units, &board(), cell, &blocked, &eliminated);
                // forward checking meets a dead end right after the guess, at a peer of it
                let checked = match scene.previous {
                    Some(Event::Place { cell: at, digit })
                        if strategy.inference == Inference::Fc && at != cell =>
                    {
                        Some((at, digit))
                    }
                    _ => None,
                };
                Explanation::DeadEnd {
                    cell,
                    blocked,
                    eliminated,
                    checked,
                    caged,
                }
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
            Event::Eliminate(removal) => Explanation::Eliminate { removal },
            Event::Restore(removal) => Explanation::Restore { removal },
            Event::Solution { number } => Explanation::Solution { number },
            Event::Done => Explanation::Done {
                solutions: scene.solutions,
            },
        }
    }

    /// The event explained.
    pub fn event(&self) -> Event {
        match self.clone() {
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
            Explanation::Eliminate { removal } => Event::Eliminate(removal),
            Explanation::Restore { removal } => Event::Restore(removal),
            Explanation::Solution { number } => Event::Solution { number },
            Explanation::Done { .. } => Event::Done,
        }
    }

    /// What `trace --explain` adds to the event's line: ` try 1 of 4 (1 3 6 9)` for a guess,
    /// as the screen writes it, ` no candidate` for a dead end; nothing for the others (their
    /// lines say it already).
    pub fn trace_suffix(&self) -> String {
        let why = self.reasons();
        let then = |head: String| {
            std::iter::once(head)
                .chain(why.iter().cloned())
                .collect::<Vec<_>>()
                .join("; ")
        };
        match self {
            Explanation::Guess { options, tried, .. } => {
                format!(" {}", then(tries(options, *tried)))
            }
            Explanation::DeadEnd {
                caged: Some(caged), ..
            } => format!(" {}", then(caged.words())),
            Explanation::DeadEnd { .. } => format!(" {}", then("no candidate".to_string())),
            _ => String::new(),
        }
    }

    /// Why a guess branched there and in that order, or why forward checking met a dead
    /// end, each a line: what the panel says under the event, and `trace --explain` after it.
    pub fn reasons(&self) -> Vec<String> {
        match self {
            Explanation::Guess {
                options,
                tried,
                choice,
                order,
                ..
            } => std::iter::once(choice.words())
                .chain(order.words(options, *tried))
                .collect(),
            Explanation::DeadEnd {
                cell,
                checked: Some((at, digit)),
                ..
            } => vec![format!(
                "forward check: {} at {at} leaves {cell} no candidate",
                Digit(*digit)
            )],
            _ => Vec::new(),
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
            Explanation::Guess { options, tried, .. } => {
                std::iter::once(said(&tries(options, *tried)))
                    .chain(self.reasons())
                    .collect()
            }
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
            Explanation::DeadEnd {
                blocked,
                eliminated,
                caged,
                ..
            } => {
                let mut why = String::new();
                for (i, (unit, digits)) in blocked.iter().enumerate() {
                    let sep = if i == 0 { "" } else { ", " };
                    let _ = write!(why, "{sep}{} in {unit}", spaced(digits));
                }
                if !eliminated.is_empty() {
                    let sep = if why.is_empty() { "" } else { ", " };
                    let _ = write!(why, "{sep}{} eliminated", spaced(eliminated));
                }
                if let Some(caged) = caged {
                    let sep = if why.is_empty() { "" } else { ", " };
                    let _ = write!(why, "{sep}{} with {}", caged.words(), spaced(&caged.digits));
                }
                std::iter::once(said(&why)).chain(self.reasons()).collect()
            }
            Explanation::Force {
                digit,
                reason: Reason::HiddenSingle(unit),
                ..
            } => vec![said(&format!(
                "the only place for {} in {unit}",
                Digit(*digit)
            ))],
            Explanation::Force { .. } => vec![said("the only digit left in the cell")],
            Explanation::NoPlace { digit, unit } => {
                vec![said(&format!(
                    "every empty cell of {unit} sees a {}",
                    Digit(*digit)
                ))]
            }
            // the pattern on a line of its own: the event's words name its technique already
            Explanation::Eliminate { removal } => match removal.pattern() {
                Some(pattern) => vec![head, pattern.to_string()],
                None => vec![said("a rule rules them out")],
            },
            Explanation::Restore { .. } => vec![said("the search backs up past their removal")],
            Explanation::Solution { .. } => vec![said("every cell is filled")],
            Explanation::Done { .. } => vec![said("every digit was tried everywhere")],
        }
    }
}

/// A guess explained: the decision the strategy makes on the board before it.
fn guess<P>(cell: Cell, digit: u8, mut before: Board, scene: &Scene<P>) -> Explanation {
    before.clear(cell);
    let shape = before.shape();
    let strategy = scene.strategy;
    let decision = decide_on(scene.units, &before, scene.struck, strategy);
    let by_unit = matches!(decision.branch, Branch::Unit { .. });
    // an option as written: a digit, or a unit's cell by its index
    let name = |x: u8| match by_unit {
        true => shape.cell(usize::from(x)).to_string(),
        false => Digit(x).to_string(),
    };
    let in_order: Vec<u8> = match strategy.digits {
        Digits::Up => decision.options.clone(),
        Digits::Random => scene.drawn.clone().unwrap_or(decision.options.clone()),
        Digits::Lcv => decision.costs.iter().map(|&(x, _)| x).collect(),
    };
    let order = match strategy.digits {
        Digits::Up => Order::Up,
        Digits::Random => Order::Shuffled,
        Digits::Lcv => Order::Lcv(
            decision
                .costs
                .iter()
                .map(|&(x, cost)| (name(x), cost))
                .collect(),
        ),
    };
    let this = if by_unit {
        shape.index(cell) as u8
    } else {
        digit
    };
    let tried = in_order
        .iter()
        .position(|&x| x == this)
        .map_or(0, |i| i + 1);
    let width = decision.options.len() as u32;
    let options = match by_unit {
        true => Options::Cells(
            in_order
                .iter()
                .map(|&i| shape.cell(usize::from(i)))
                .collect(),
        ),
        false => Options::Digits(in_order),
    };
    let choice = match (strategy.cells, decision.branch) {
        (Cells::First, _) => Choice::FirstEmpty,
        (Cells::Degree, _) if decision.tied > 1 => Choice::Degree {
            count: decision.fewest,
            peers: decision.peers,
        },
        (Cells::Mrv | Cells::Degree, _) => Choice::Fewest {
            cell,
            count: decision.fewest,
        },
        (Cells::Constraint, Branch::Cell(_)) => Choice::FewestOptionsCell { cell, count: width },
        (Cells::Constraint, Branch::Unit { unit, .. }) => Choice::FewestOptionsUnit {
            digit,
            unit,
            places: width,
        },
    };
    Explanation::Guess {
        cell,
        digit,
        options,
        tried,
        choice,
        order,
    }
}

mod dead_end;
mod words;

pub use dead_end::Caged;
use dead_end::{blocked, caged};
pub use words::{event_words, start_words};
use words::{spaced, tries};

#[cfg(test)]
mod tests;
