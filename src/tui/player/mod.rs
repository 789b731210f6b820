//! The player: the main screen, one puzzle's search played, stepped and scrubbed. Its state
//! here, its keys in [`update`], the animation in [`tick`], its screen in [`draw`].

pub mod draw;
pub mod probes;
pub mod tick;
pub mod update;

use super::collection::{Collection, Entry};
use super::effect::Effect;
use super::keys::scope::Scope;
use super::pane::{Pane, PlayState, Search};
use super::widgets::theme::Palette;
use std::time::Duration;
use stepdoku::solver::{Config, Event, Strategy};
use stepdoku::timeline::Timeline;

/// The probes of the search of `puzzle` with `config`: none when off, when its givens
/// conflict, or for a variant (the probes search standard houses only, so that their
/// figure would be another puzzle's).
fn probes_of(on: Option<u64>, puzzle: &stepdoku::parse::Puzzle, config: Config) -> probes::Probes {
    if puzzle.variant.is_some() {
        return probes::Probes::none();
    }
    let Some(base) = on else {
        return probes::Probes::none();
    };
    if let Some(marks) = &puzzle.marks {
        let marked = stepdoku::sudoku::Marked::new(puzzle.shape, marks.clone());
        return probes::Probes::start_marked(marked, config, base);
    }
    match puzzle.board() {
        Ok(givens) => probes::Probes::start(givens, config, base),
        _ => probes::Probes::none(),
    }
}

/// The scopes of the key table whose bindings apply on the main screen, in lookup order.
pub const SCOPES: &[Scope] = &[Scope::Always, Scope::Search, Scope::Player];

/// How the visualizer starts.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Settings {
    /// Search strategy.
    pub strategy: Strategy,
    /// Seed of the random strategy (kept when cycling strategies).
    pub seed: u64,
    /// Delay between animation steps in milliseconds (0 = as fast as possible).
    pub delay_ms: u64,
    /// Start playing (else paused).
    pub playing: bool,
    /// How many solutions the run to the end of the whole search stops at (`n` goes on past
    /// it one at a time): a search with countless solutions never runs unbounded.
    pub max_solutions: u64,
    /// The palette (`mono` under `NO_COLOR`: bold, reversed and underline carry the meaning).
    pub palette: Palette,
    /// Estimate each search's tree with probes on a background thread (off in tests that
    /// draw the panel without waiting for a thread).
    pub probes: bool,
    /// How many probes the estimate takes up to 9×9 ([`probes::TARGET`] unless the config
    /// file says otherwise).
    pub probe_target: u64,
}

/// The main screen's state: the puzzles, the search of the one on screen, playback.
pub struct Player {
    pub(crate) collection: Collection,
    pub(crate) current: usize,
    /// The search on screen.
    pub(crate) pane: Pane,
    /// The strategy the person chose (an example of our sources may run with its own).
    pub(crate) chosen_strategy: Strategy,
    /// Whether the configured end is every solution (up to `max_solutions`), not the first.
    pub(crate) all_solutions: bool,
    pub(crate) max_solutions: u64,
    pub(crate) playing: bool,
    /// Whether play goes backward (`<`).
    pub(crate) backward: bool,
    /// Animation time owed but not yet turned into steps.
    pub(crate) carry: Duration,
    /// Whether the board shows every empty cell's candidates (`c`).
    pub(crate) show_candidates: bool,
    /// Whether the board is the heatmap of placements (`m`).
    pub(crate) show_heat: bool,
    /// Events per second of the latest playback, smoothed (0 before any).
    pub(crate) rate: f64,
    /// Whether each search's tree is estimated by probes.
    pub(crate) probing: bool,
    /// How many probes up to 9×9.
    pub(crate) probe_target: u64,
    /// The probes of the search on screen.
    pub(crate) probes: probes::Probes,
}

impl Player {
    /// The player on puzzle `current` (0-based, clamped) of `collection`, at step 0.
    pub fn new(collection: Collection, current: usize, settings: &Settings) -> Player {
        let current = current.min(collection.len() - 1);
        let (strategy, all_solutions) = how_to_search(&collection, current, settings.strategy);
        let max_solutions = settings.max_solutions.max(1);
        let config = search_config(strategy, settings.seed, all_solutions, max_solutions);
        let puzzle = &collection.entries()[current].puzzle;
        // a pencil-mark puzzle is its candidates: they show from the start
        let show_candidates = removes_candidates(strategy) || puzzle.marks.is_some();
        Player {
            probes: probes_of(
                settings.probes.then_some(settings.probe_target),
                puzzle,
                config,
            ),
            probing: settings.probes,
            probe_target: settings.probe_target,
            pane: Pane::new(puzzle, config),
            collection,
            current,
            chosen_strategy: settings.strategy,
            all_solutions,
            max_solutions,
            playing: settings.playing,
            backward: false,
            carry: Duration::ZERO,
            show_candidates,
            show_heat: false,
            rate: 0.0,
        }
    }

    /// Shows puzzle `i` of the collection at step 0 (playing or paused as before).
    pub fn load(&mut self, i: usize) {
        self.current = i.min(self.collection.len() - 1);
        let (strategy, all_solutions) =
            how_to_search(&self.collection, self.current, self.chosen_strategy);
        self.all_solutions = all_solutions;
        self.search_with(strategy);
        self.show_candidates |= self.entry().puzzle.marks.is_some();
        self.restart();
    }

    /// Makes `strategy` the one searched with (from the next restart): the candidates come
    /// on when it removes them and the one before did not, as they are what it changes.
    fn search_with(&mut self, strategy: Strategy) {
        if removes_candidates(strategy) && !removes_candidates(self.pane.strategy) {
            self.show_candidates = true;
        }
        self.pane.strategy = strategy;
    }

    /// Makes `collection` the one on screen and shows its puzzle `i`.
    pub fn open(&mut self, collection: Collection, i: usize) {
        self.collection = collection;
        self.load(i);
    }

    /// Starts the search of the current puzzle afresh with the current strategy.
    pub fn restart(&mut self) {
        self.pane = Pane::new(&self.entry().puzzle, self.config());
        let on = self.probing.then_some(self.probe_target);
        self.probes = probes_of(on, &self.entry().puzzle, self.config());
        // forward play goes on in the new search; backward play has nowhere to go from step 0
        if std::mem::take(&mut self.backward) {
            self.playing = false;
        }
        self.carry = Duration::ZERO;
    }

    /// A new `seed` from step 0: for the composition on screen when it has random digits,
    /// else for the random strategy.
    pub fn reseed(&mut self, seed: u64) {
        if !self.pane.strategy.is_random() {
            self.search_with(Strategy::Random);
        }
        self.pane.seed = seed;
        self.choose(self.pane.strategy);
    }

    /// Searches the puzzle on screen with `strategy`, from step 0 (the composer's Enter).
    pub fn choose(&mut self, strategy: Strategy) {
        self.search_with(strategy);
        self.chosen_strategy = strategy;
        self.restart();
    }

    /// Starts playing forward.
    pub fn play(&mut self) {
        self.playing = true;
    }

    /// Stops playing (another view takes the screen).
    pub fn pause(&mut self) {
        self.playing = false;
    }

    /// How the example on screen is searched when its own program's way applies.
    pub fn source_note(&self) -> Option<&'static str> {
        let run = self.collection.source_of(self.entry()).run?;
        (run.strategy == self.pane.strategy).then_some(run.note)
    }

    /// The search configuration: the first solution ends it (`n` searches on past it).
    pub fn config(&self) -> Config {
        search_config(
            self.pane.strategy,
            self.pane.seed,
            self.all_solutions,
            self.max_solutions,
        )
    }

    /// The puzzles `[` and `]` move through.
    pub fn collection(&self) -> &Collection {
        &self.collection
    }

    /// The position of the puzzle on screen in the collection (0-based).
    pub fn current(&self) -> usize {
        self.current
    }

    /// The puzzle on screen.
    pub fn entry(&self) -> &Entry {
        &self.collection.entries()[self.current]
    }

    /// The race of the puzzle on screen: of `lanes`, or (`None`) of the strategies `R` races.
    pub fn race_of(&self, lanes: Option<Vec<Strategy>>) -> Effect {
        Effect::Race {
            puzzle: self.entry().puzzle.clone(),
            title: self.collection.title(self.current),
            seed: self.pane.seed,
            lanes,
        }
    }

    /// The size of the puzzle on screen.
    pub fn shape(&self) -> stepdoku::sudoku::Shape {
        self.pane.search().shape()
    }

    /// The search on screen.
    pub fn pane(&self) -> &Pane {
        &self.pane
    }

    /// The timeline of the search, unless the givens conflict.
    pub fn timeline(&self) -> Option<&Timeline> {
        self.pane.timeline()
    }

    /// Whether it plays, forward or back.
    pub fn is_playing(&self) -> bool {
        self.playing
    }

    /// Whether a jump is under way.
    pub fn is_jumping(&self) -> bool {
        self.pane.jump.is_some()
    }

    /// Animation time owed but not yet turned into steps.
    pub fn carry(&self) -> Duration {
        self.carry
    }

    /// Events per second the time left is reckoned at: one per delay, or at delay 0 the
    /// speed playback last reached (`None` before it has played).
    pub fn events_per_second(&self, delay_ms: u64) -> Option<f64> {
        if delay_ms > 0 {
            Some(1000.0 / delay_ms as f64)
        } else {
            (self.rate > 0.0).then_some(self.rate)
        }
    }

    /// Whether the board is the heatmap of placements.
    pub fn shows_heat(&self) -> bool {
        self.show_heat
    }

    /// Whether the board shows the candidates.
    pub fn shows_candidates(&self) -> bool {
        self.show_candidates
    }

    /// What the player is doing, as the status panel says it.
    pub fn state(&self) -> PlayState {
        let Search::Running(t) = &self.pane.search else {
            return PlayState::Invalid;
        };
        if self.pane.jump.is_some() {
            return PlayState::Searching;
        }
        if self.playing && self.backward {
            return PlayState::PlayingBackward;
        }
        if self.playing {
            return PlayState::Playing;
        }
        match t.current_event() {
            Some(Event::Solution { .. }) => PlayState::Solved,
            Some(Event::Done) if t.stats().solutions == 0 => PlayState::NoSolution,
            Some(Event::Done) => PlayState::Finished,
            _ => PlayState::Paused,
        }
    }
}

/// Whether a search with `strategy` removes candidates (its inference climbs the techniques
/// ladder), so that the candidates are worth showing from its start.
fn removes_candidates(strategy: Strategy) -> bool {
    strategy.inference.rungs() > 0
}

/// The search configuration of the player: the first solution ends it (`n` searches on past
/// it), or solution `cap` when every solution is wanted.
fn search_config(strategy: Strategy, seed: u64, all_solutions: bool, cap: u64) -> Config {
    Config {
        strategy,
        seed,
        max_solutions: if all_solutions { cap } else { 1 },
    }
}

/// The strategy puzzle `i` of `collection` is searched with, and whether every solution is
/// wanted: as the program of its source ran it, for the examples of our sources; else the
/// person's `chosen` strategy and the first solution.
fn how_to_search(collection: &Collection, i: usize, chosen: Strategy) -> (Strategy, bool) {
    let run = collection.source_of(&collection.entries()[i]).run;
    (
        run.map_or(chosen, |r| r.strategy),
        run.is_some_and(|r| r.all_solutions),
    )
}
