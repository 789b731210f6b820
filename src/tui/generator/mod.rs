//! The new-puzzle popup (`p`): a size (that of the puzzle on screen at first, ← → for
//! another) and a difficulty chosen, one puzzle generated in a [`Job`] (the screen keeps
//! drawing, Esc stops it), then handed to the player to watch. A generation that fails (a
//! rating the size does not make) says so in the popup, which stays open for another choice.

pub mod draw;

use crate::tui::action::Action;
use crate::tui::collection::{Collection, Origin};
use crate::tui::effect::{Effect, Effects};
use crate::tui::job::{Job, Poll};
use crate::tui::keys::scope::Scope;
use crate::tui::layout::Pages;
use crate::tui::view::{Screen, View};
use crate::tui::widgets::theme::Theme;
use ratatui::buffer::Buffer;
use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::Duration;
use stepdoku::generate::{Rated, Rating, Symmetry, first_rated, first_rated_board};
use stepdoku::numbers::grouped;
use stepdoku::parse::Puzzle;
use stepdoku::solver::SearchBoard;
use stepdoku::sudoku::Shape;

/// One row of the popup: a difficulty, or any.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Choice {
    /// The rating wanted (`None`: the first puzzle, whatever its rating).
    pub rating: Option<Rating>,
    /// The key that chooses it at once.
    pub key: char,
    /// What the rating means, by what `propagate` needs.
    pub meaning: &'static str,
}

impl Choice {
    /// Its name: the rating's, or `any`.
    pub fn name(self) -> &'static str {
        self.rating.map_or("any", Rating::name)
    }
}

/// The rows, easiest first. `expert` shares its first letter with `easy`: `x` chooses it.
pub const CHOICES: [Choice; 5] = [
    Choice {
        rating: Some(Rating::Easy),
        key: 'e',
        meaning: "naked singles alone",
    },
    Choice {
        rating: Some(Rating::Medium),
        key: 'm',
        meaning: "a hidden single too, no guess",
    },
    Choice {
        rating: Some(Rating::Hard),
        key: 'h',
        meaning: "1 to 3 guesses",
    },
    Choice {
        rating: Some(Rating::Expert),
        key: 'x',
        meaning: "more than 3 guesses",
    },
    Choice {
        rating: None,
        key: 'a',
        meaning: "the first puzzle made, whatever its rating",
    },
];

/// Seeds are below this: short enough to read off the screen and type after `stepdoku
/// generate --seed`, and still a million puzzles of each difficulty.
pub const SEEDS: u64 = 1_000_000;

/// The symmetry of the puzzles made here: the command line's default.
pub const SYMMETRY: Symmetry = Symmetry::Rotational;

/// How long a 16x16 puzzle may take to be minimal: `stepdoku generate --max-seconds`'s
/// default, so that the command makes the same puzzle.
const BUDGET: Duration = Duration::from_secs(10);

/// What a generation came to: the puzzle, its rating, the attempts it took and whether it is
/// minimal (a 16x16 one may run out of [`BUDGET`] first), or the attempts after which it gave
/// up (a rating its size does not make).
type Made = Result<(Puzzle, Rated, u64, bool), u64>;

/// A generation under way; dropping it stops its job.
struct Running {
    choice: Choice,
    job: Job<Made>,
    attempts: Arc<AtomicU64>,
}

/// The popup's state.
pub struct Generator {
    seed: u64,
    selected: usize,
    running: Option<Running>,
    /// The answer, once [`settle`](Self::settle) has waited for it.
    settled: Option<Made>,
    /// Why the last generation gave no puzzle, until another choice is made.
    failed: Option<String>,
    /// The size of the puzzle to make.
    shape: Shape,
}

impl Generator {
    /// The popup, puzzles of `shape` to be drawn from `seed` (taken below [`SEEDS`]), the
    /// first row highlighted.
    pub fn new(seed: u64, shape: Shape) -> Generator {
        Generator {
            seed: seed % SEEDS,
            selected: 0,
            running: None,
            settled: None,
            failed: None,
            shape,
        }
    }

    /// The size of the puzzle to make.
    pub fn shape(&self) -> Shape {
        self.shape
    }

    /// The seed the puzzle is drawn from: `stepdoku generate --seed` makes it again.
    pub fn seed(&self) -> u64 {
        self.seed
    }

    /// The highlighted row of [`CHOICES`].
    pub fn selected(&self) -> usize {
        self.selected
    }

    /// Why the last generation gave no puzzle (a rating the size does not make), shown in the
    /// popup until another row, size or generation is chosen.
    pub fn failed(&self) -> Option<&str> {
        self.failed.as_deref()
    }

    /// The difficulty being generated and the attempts made so far, while the job works.
    pub fn generating(&self) -> Option<(Choice, u64)> {
        let running = self.running.as_ref()?;
        Some((running.choice, running.attempts.load(Ordering::Relaxed)))
    }

    /// The popup's keys: arrows and Enter, or a difficulty's letter; Esc closes it, stopping
    /// a generation under way.
    pub fn update(&mut self, action: Action) -> Effects {
        if action == Action::Close {
            let stopped = self.running.take().is_some();
            let mut effects = vec![Effect::Close];
            if stopped {
                effects.push(Effect::Say("generation cancelled".into()));
            }
            return effects;
        }
        if self.running.is_some() {
            return vec![];
        }
        if let Some(row) = action.moved_row(self.selected, CHOICES.len(), CHOICES.len()) {
            if row != self.selected {
                self.failed = None;
            }
            self.selected = row;
            return vec![];
        }
        let at = Shape::ALL
            .iter()
            .position(|&s| s == self.shape)
            .unwrap_or(0);
        let shape = match action {
            Action::Left => Shape::ALL[at.saturating_sub(1)],
            Action::Right => Shape::ALL[(at + 1).min(Shape::ALL.len() - 1)],
            _ => self.shape,
        };
        if shape != self.shape {
            self.failed = None;
            self.shape = shape;
        }
        match action {
            Action::Confirm => self.start(CHOICES[self.selected]),
            Action::Type(key) => match CHOICES.iter().position(|c| c.key == key) {
                Some(row) => {
                    self.selected = row;
                    self.start(CHOICES[row])
                }
                None => vec![],
            },
            _ => vec![],
        }
    }

    /// Starts generating `choice` in a job; each attempt counts on screen.
    fn start(&mut self, choice: Choice) -> Effects {
        self.failed = None;
        let attempts = Arc::new(AtomicU64::new(0));
        let (count, seed, shape) = (Arc::clone(&attempts), self.seed, self.shape);
        let job = Job::start("generate", move |run| {
            let attempted = || {
                count.fetch_add(1, Ordering::Relaxed);
                run.progressed();
            };
            if shape == Shape::NINE {
                // 9x9's own generator: the puzzles `stepdoku generate --seed` makes
                let stopped = || {
                    attempted();
                    run.stopped()
                };
                let (made, attempts) = first_rated(seed, SYMMETRY, choice.rating, stopped)?;
                let puzzle = Puzzle::nine(*made.puzzle.digits(), 1, 1);
                let rated = settled(made.rated, &made.puzzle);
                return Some(Ok((puzzle, rated, attempts, true)));
            }
            let stopped = || run.stopped();
            match first_rated_board(
                shape,
                seed,
                SYMMETRY,
                choice.rating,
                BUDGET,
                stopped,
                attempted,
            ) {
                Ok((made, attempts)) => {
                    let mut puzzle = Puzzle::blank(shape);
                    puzzle.digits = made.puzzle.digits().to_vec();
                    let rated = settled(made.rated, &made.puzzle);
                    Some(Ok((puzzle, rated, attempts, made.minimal)))
                }
                Err(_) if run.stopped() => None,
                Err(attempts) => Some(Err(attempts)),
            }
        });
        match job {
            Ok(job) => {
                self.running = Some(Running {
                    choice,
                    job,
                    attempts,
                });
                vec![]
            }
            Err(why) => {
                self.failed = Some(format!("cannot generate: {why}"));
                vec![]
            }
        }
    }

    /// Whether a job is generating.
    #[cfg(test)]
    pub fn is_generating(&self) -> bool {
        self.running.is_some()
    }

    /// Takes the job's puzzle if it has come (the job woke the loop): the player watching it;
    /// or, when there is none, the reason, kept for the popup to show.
    pub fn poll(&mut self) -> Effects {
        let Some(running) = &self.running else {
            return vec![];
        };
        let answer = match self.settled.take() {
            Some(found) => Poll::Done(found),
            None => running.job.poll(),
        };
        match answer {
            Poll::Done(Ok((puzzle, rated, attempts, minimal))) => {
                self.running = None;
                let mut effects = opened(self.seed, puzzle, rated, attempts);
                if !minimal && let Some(Effect::Say(remark)) = effects.last_mut() {
                    remark.push_str("; not minimal: it ran out of its 10 s");
                }
                effects
            }
            Poll::Done(Err(attempts)) => {
                let wanted = running.choice.name();
                self.running = None;
                let n = self.shape.side();
                // in the popup, which stays open: behind it a remark would be hidden
                self.failed = Some(format!(
                    "no {wanted} {n}x{n} puzzle in {} attempts in a row (docs/strategies.md \
                     has the ratings each size makes): choose another difficulty or size",
                    grouped(attempts)
                ));
                vec![]
            }
            Poll::Running => vec![],
            Poll::Ended => {
                self.running = None;
                self.failed = Some("the generation ended without a puzzle".into());
                vec![]
            }
        }
    }

    /// Waits for the job's puzzle (recordings and tests, whose frames must not depend on
    /// how fast it comes); the next [`poll`](Self::poll) hands it over.
    pub fn settle(&mut self) {
        if let Some(running) = &self.running
            && self.settled.is_none()
        {
            self.settled = running.job.wait();
        }
    }
}

/// The effects of a puzzle made: the player watching it, named so that `stepdoku generate
/// --seed` makes it again, and a remark on it.
/// The generator's rating with what the puzzle needs, found in the job (the generator's
/// attempts leave it out).
fn settled<P: SearchBoard>(rated: Rated, givens: &P) -> Rated {
    Rated {
        needs: Some(rated.needs_of(givens)),
        ..rated
    }
}

fn opened(seed: u64, puzzle: Puzzle, rated: Rated, attempts: u64) -> Effects {
    let rating = rated.rating;
    // the first of a rating from a seed is also the first `any` when that comes first, so
    // the name of the rating found repeats it either way
    let n = puzzle.shape.side();
    let name = match puzzle.shape {
        Shape::NINE => format!("generated {rating} #{seed}"),
        shape if shape.has_default_box() => format!("generated {rating} {n}x{n} #{seed}"),
        shape => format!(
            "generated {rating} {n}x{n} {}x{} #{seed}",
            shape.box_rows(),
            shape.box_cols()
        ),
    };
    let guesses = rated.guesses;
    let clues = puzzle.clues();
    // the rating is propagate's, whatever strategy the player then runs on the puzzle; it
    // and what the puzzle needs lead, so that the panel's two rows of a 59x17 screen hold
    // both before the rest is cut (at a word: `after`, not a count)
    let remark = format!(
        "rated {rating}, needs {} (propagate: {} guess{}), after {} attempt{}, {} givens",
        rated.needs.map_or("?", |n| n.name()),
        grouped(guesses),
        if guesses == 1 { "" } else { "es" },
        grouped(attempts),
        if attempts == 1 { "" } else { "s" },
        clues,
    );
    let Some(collection) = Collection::build(Origin::Generated, vec![(name, vec![puzzle])]) else {
        return vec![];
    };
    vec![Effect::Watch(collection), Effect::Say(remark)]
}

impl View for Generator {
    const SCOPES: &'static [Scope] =
        &[Scope::Always, Scope::Popup, Scope::Scroll, Scope::Generator];

    fn update(&mut self, action: Action, _: &Pages) -> Effects {
        Generator::update(self, action)
    }

    fn draw(&self, screen: &Screen, buf: &mut Buffer, theme: &Theme) {
        draw::draw(self, screen.above_footer, buf, theme);
    }

    fn poll(&mut self) -> Effects {
        Generator::poll(self)
    }

    fn settle(&mut self) {
        Generator::settle(self);
    }
}

#[cfg(test)]
mod tests;
