//! One search on screen: a puzzle's search with its strategy and seed, and the jump under way
//! in it. The player shows one; the race shows one per strategy.

use std::fmt;
use stepdoku::parse::Puzzle;
use stepdoku::solver::{Config, Strategy};
use stepdoku::sudoku::{ConflictError, Marked, Shape};
use stepdoku::timeline::{Target, Timeline};

/// The search of the puzzle on screen.
pub enum Search {
    /// The givens are consistent: the timeline of their search.
    Running(Box<Timeline>),
    /// Some givens conflict: the digits as read and every conflicting pair (nothing is searched).
    Conflict {
        /// The puzzle's size.
        shape: Shape,
        /// The N² digits of the puzzle.
        digits: Vec<u8>,
        /// The conflicting pairs.
        error: ConflictError,
    },
}

impl Search {
    /// The search of a puzzle's givens (or its written candidates), or its conflicts.
    pub fn of(puzzle: &Puzzle, config: Config) -> Search {
        if let Some(marks) = &puzzle.marks {
            let marked = Marked::new(puzzle.shape, marks.clone());
            return Search::Running(Box::new(Timeline::of_marked(&marked, config)));
        }
        // a variant is searched on its units: diagonals, extra houses, a jigsaw's regions
        let searched = match &puzzle.variant {
            Some((variant, _)) => {
                Timeline::of_units(variant.units().clone(), &puzzle.digits, config)
            }
            None => puzzle
                .board()
                .map(|board| Timeline::of_board(board, config)),
        };
        match searched {
            Ok(timeline) => Search::Running(Box::new(timeline)),
            Err(error) => Search::Conflict {
                shape: puzzle.shape,
                digits: puzzle.digits.clone(),
                error,
            },
        }
    }

    /// The board's size.
    pub fn shape(&self) -> Shape {
        match self {
            Search::Running(t) => t.shape(),
            Search::Conflict { shape, .. } => *shape,
        }
    }
}

/// One search on screen: the puzzle's search with its strategy and seed, and the jump under
/// way in it.
pub struct Pane {
    pub(crate) search: Search,
    pub(crate) strategy: Strategy,
    pub(crate) seed: u64,
    /// The jump under way, worked on a slice per frame.
    pub(crate) jump: Option<Target>,
    /// The step the last jump started from, where cancelling it goes back to.
    pub(crate) jump_from: u64,
}

impl Pane {
    /// The search of `puzzle` with `config` (its strategy and seed), at step 0.
    pub fn new(puzzle: &Puzzle, config: Config) -> Pane {
        Pane {
            search: Search::of(puzzle, config),
            strategy: config.strategy,
            seed: config.seed,
            jump: None,
            jump_from: 0,
        }
    }

    /// The timeline of the search, unless the givens conflict.
    pub fn timeline(&self) -> Option<&Timeline> {
        match &self.search {
            Search::Running(t) => Some(t),
            Search::Conflict { .. } => None,
        }
    }

    /// The timeline of the search to move, unless the givens conflict.
    pub fn timeline_mut(&mut self) -> Option<&mut Timeline> {
        match &mut self.search {
            Search::Running(t) => Some(t),
            Search::Conflict { .. } => None,
        }
    }

    /// The strategy it searches with.
    pub fn strategy(&self) -> Strategy {
        self.strategy
    }

    /// The seed of the random strategy.
    pub fn seed(&self) -> u64 {
        self.seed
    }

    /// The search itself: its timeline, or the conflicting givens.
    pub fn search(&self) -> &Search {
        &self.search
    }
}

/// What the status panel says a search on screen is doing.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PlayState {
    /// Playing the search.
    Playing,
    /// Playing the search backward.
    PlayingBackward,
    /// Paused mid-search.
    Paused,
    /// A jump is under way (its search takes more than a frame).
    Searching,
    /// Paused on a solution.
    Solved,
    /// The whole search ran without finding a solution.
    NoSolution,
    /// The whole search ran and found every solution there is.
    Finished,
    /// The givens conflict; nothing is searched.
    Invalid,
}

impl fmt::Display for PlayState {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            PlayState::Playing => "playing",
            PlayState::PlayingBackward => "playing backward",
            PlayState::Paused => "paused",
            PlayState::Searching => "searching…",
            PlayState::Solved => "solved",
            PlayState::NoSolution => "no solution",
            PlayState::Finished => "exhausted",
            PlayState::Invalid => "conflicting givens",
        })
    }
}

/// Whether the cursor stands on the last event of a finished search.
pub fn at_last_event(t: &Timeline) -> bool {
    t.is_finished() && t.position() == t.explored()
}

/// What a jump that found nothing says (the player's and the race's jumps alike).
pub fn not_found(target: Target) -> &'static str {
    match target {
        Target::NextBacktrack => "no backtrack after this step",
        Target::PrevBacktrack => "no backtrack before this step",
        Target::NextGuess => "no guess after this step",
        Target::PrevGuess => "no guess before this step",
        Target::NextDeadEnd => "no dead end after this step",
        Target::PrevDeadEnd => "no dead end before this step",
        Target::NextSolution => "no more solutions",
        Target::PrevSolution => "no solution before this step",
        Target::Step(_) | Target::End | Target::Solution(_) => "the search is over",
    }
}
