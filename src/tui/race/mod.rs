//! The race view: every strategy on one puzzle, side by side, in lockstep. All lanes
//! stand at one step number; a lane whose search ended (its first solution, or the end of a
//! search without one) stays on its last step, with its place. Lanes are added (`C`, through
//! the composer) and removed (`x`) while it runs ([`lanes`]).

pub mod draw;
mod fit;
mod lanes;
mod lockstep;
pub mod update;

use super::action::Action;
use super::effect::Effects;
use super::keys::scope::Scope;
use super::layout::Pages;
use super::pane::Pane;
use super::view::{Screen, View};
use super::widgets::theme::Theme;
use ratatui::buffer::Buffer;
use std::time::Duration;
use stepdoku::parse::Puzzle;
use stepdoku::race::{MAX_LANES, Placed, rank};
use stepdoku::solver::{Config, Strategy};
use stepdoku::timeline::Target;

/// The strategies a race runs unless told otherwise.
pub const DEFAULT_LANES: [Strategy; 4] = Strategy::ALL;

/// The race: its lanes, the step they stand at, and the move under way.
pub struct Race {
    /// The puzzle's name, as the header shows it.
    title: String,
    /// The puzzle raced, for the lanes added later.
    puzzle: Puzzle,
    /// The seed of every lane's random parts.
    seed: u64,
    lanes: Vec<Pane>,
    /// The lane `x` removes and `C` composes from.
    selected: usize,
    /// The step every lane stands at, or its end when its search ended sooner.
    step: u64,
    playing: bool,
    /// Animation time owed but not yet turned into steps.
    carry: Duration,
    /// A move that takes more than a frame.
    motion: Option<Motion>,
}

/// A move of every lane that may take a long search, worked on a slice per frame.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Motion {
    /// Every lane on to the race's step (or its end).
    Follow,
    /// Every lane to its end; the race's step becomes the last end.
    ToEnd,
    /// The nearest place of a kind in any lane, forward or back from `from`.
    Jump {
        target: Target,
        from: u64,
        found: Vec<Found>,
    },
}

/// What one lane's search for a jump's target found.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Found {
    Searching,
    At(u64),
    Nowhere,
}

/// Why a race cannot start.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum NoRace {
    /// The puzzle's givens conflict: there is nothing to search.
    #[error("the givens conflict: there is nothing to race")]
    Conflict,
    /// No strategy was given.
    #[error("a race needs at least one strategy")]
    NoLanes,
    /// More strategies than [`MAX_LANES`].
    #[error("a race takes at most {MAX_LANES} strategies, not {0}")]
    TooMany(usize),
    /// A lane more, when there are [`MAX_LANES`] already.
    #[error("a race takes 1 to {MAX_LANES} lanes: x removes the selected one")]
    Full,
    /// A strategy that races already.
    #[error("{0} races already: change a part")]
    Twice(Strategy),
    /// The last lane, which stays.
    #[error("a race keeps at least one lane: Esc leaves it")]
    LastLane,
}

impl Race {
    /// A race of `strategies` on `puzzle` (`seed` for the random strategy), at step 0, paused.
    pub fn new(puzzle: &Puzzle, strategies: &[Strategy], seed: u64) -> Result<Race, NoRace> {
        if strategies.is_empty() {
            return Err(NoRace::NoLanes);
        }
        if strategies.len() > MAX_LANES {
            return Err(NoRace::TooMany(strategies.len()));
        }
        let lanes: Vec<Pane> = strategies
            .iter()
            .map(|&strategy| lane(puzzle, strategy, seed))
            .collect();
        if lanes.iter().any(|lane| lane.timeline().is_none()) {
            return Err(NoRace::Conflict);
        }
        Ok(Race {
            title: String::new(),
            puzzle: puzzle.clone(),
            seed,
            lanes,
            selected: 0,
            step: 0,
            playing: false,
            carry: Duration::ZERO,
            motion: None,
        })
    }

    /// The race, its puzzle named `title` (`top95.txt #41/95`) in its header.
    pub fn titled(self, title: String) -> Race {
        Race { title, ..self }
    }

    /// The puzzle's name.
    pub fn title(&self) -> &str {
        &self.title
    }

    /// The lanes, in the order of their strategies.
    pub fn lanes(&self) -> &[Pane] {
        &self.lanes
    }

    /// The step the lanes stand at (those that ended sooner stand at their end).
    pub fn step(&self) -> u64 {
        self.step
    }

    /// Whether the race is playing.
    pub fn is_playing(&self) -> bool {
        self.playing
    }

    /// Animation time owed but not yet turned into steps.
    pub fn carry(&self) -> Duration {
        self.carry
    }

    /// Whether a move that takes more than a frame is under way (`searching…`).
    pub fn is_searching(&self) -> bool {
        self.motion.is_some()
    }

    /// Where lane `i`'s search ends, once it is known: its first solution, or its last event.
    pub fn end_of(&self, i: usize) -> Option<u64> {
        self.lanes[i].timeline()?.end()
    }

    /// Whether lane `i` has reached its end: by its own step, which a jump under way moves on
    /// before the race's step catches up.
    pub fn has_ended(&self, i: usize) -> bool {
        let Some(t) = self.lanes[i].timeline() else {
            return false;
        };
        t.end().is_some_and(|end| end <= t.position())
    }

    /// Whether lane `i`'s search ends at a solution (known once it has got there).
    pub fn solved(&self, i: usize) -> bool {
        let Some(t) = self.lanes[i].timeline() else {
            return false;
        };
        t.end()
            .is_some_and(|end| t.solution_steps().first() == Some(&end))
    }

    /// Whether every lane has reached its end.
    pub fn is_over(&self) -> bool {
        (0..self.lanes.len()).all(|i| self.has_ended(i))
    }

    /// Lane `i` in the ranking, once it has ended: its place (1 for the fewest events; ties
    /// share) and its ratio to the winner.
    pub fn placed(&self, i: usize) -> Option<Placed> {
        self.ranking().into_iter().find(|p| p.lane == i)
    }

    /// Lane `i`'s place, once it has ended.
    #[cfg(test)]
    pub fn place(&self, i: usize) -> Option<usize> {
        Some(self.placed(i)?.place)
    }

    /// The lanes that ended, best first, each with its place, its events to its end and its
    /// ratio to the winner's.
    pub fn ranking(&self) -> Vec<Placed> {
        let ends: Vec<Option<u64>> = (0..self.lanes.len())
            .map(|i| self.end_of(i).filter(|_| self.has_ended(i)))
            .collect();
        rank(&ends)
    }

    /// The size of the puzzle raced.
    pub fn shape(&self) -> stepdoku::sudoku::Shape {
        self.lanes[0].search().shape()
    }

    /// The furthest any lane's search has gone: the scale of the race's timeline bar.
    pub fn explored(&self) -> u64 {
        self.lanes
            .iter()
            .filter_map(|lane| lane.timeline().map(|t| t.explored()))
            .max()
            .unwrap_or(0)
    }
}

/// A lane: `strategy`'s search of `puzzle` to its first solution.
fn lane(puzzle: &Puzzle, strategy: Strategy, seed: u64) -> Pane {
    let config = Config {
        strategy,
        seed,
        max_solutions: 1,
    };
    Pane::new(puzzle, config)
}

impl View for Race {
    const SCOPES: &'static [Scope] = &[Scope::Always, Scope::Search, Scope::Race];

    fn update(&mut self, action: Action, _: &Pages) -> Effects {
        Race::update(self, action)
    }

    fn draw(&self, screen: &Screen, buf: &mut Buffer, theme: &Theme) {
        draw::draw(self, screen, buf, theme);
    }
}

#[cfg(test)]
mod tests;
