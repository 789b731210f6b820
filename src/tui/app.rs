//! The visualizer's state: the puzzles, the search of the one on screen, playback and popups.
//!
//! Nothing here touches the terminal; [`update`](super::update) changes the state on an action
//! and [`tick`](super::tick) moves the animation on with the clock.

use super::collection::{Collection, Entry};
use super::editor::Editor;
use super::keys::{Context, HelpPage};
use super::picker::Picker;
use super::picker::file_error::FileError;
use super::race::{DEFAULT_LANES, Race};
use std::fmt;
use std::time::Duration;
use stepdoku::parse::Puzzle;
use stepdoku::solver::{Config, Event, Rng, Strategy};
use stepdoku::sudoku::ConflictError;
use stepdoku::timeline::{Target, Timeline};

/// The longest delay `-` reaches, in milliseconds.
pub const MAX_DELAY_MS: u64 = 10_000;

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
    /// Use colours (false under `NO_COLOR`: bold, reversed and underline carry the meaning).
    pub color: bool,
}

/// The search of the puzzle on screen.
pub enum Search {
    /// The givens are consistent: the timeline of their search.
    Running(Box<Timeline>),
    /// Some givens conflict: the digits as read and every conflicting pair (nothing is searched).
    Conflict {
        /// The 81 digits of the puzzle.
        digits: [u8; 81],
        /// The conflicting pairs.
        error: ConflictError,
    },
}

impl Search {
    /// The search of a puzzle's givens, or its conflicts.
    pub fn of(puzzle: &Puzzle, config: Config) -> Search {
        match puzzle.grid() {
            Ok(grid) => Search::Running(Box::new(Timeline::new(grid, config))),
            Err(error) => Search::Conflict {
                digits: puzzle.digits,
                error,
            },
        }
    }
}

/// The search configuration of the visualizer: the first solution ends it (`n` searches on
/// past it), or solution `cap` when every solution is wanted.
fn search_config(strategy: Strategy, seed: u64, all_solutions: bool, cap: u64) -> Config {
    Config {
        strategy,
        seed,
        max_solutions: if all_solutions { cap } else { 1 },
    }
}

/// The puzzles of a multi-puzzle file, offered for picking one.
#[derive(Debug)]
pub struct PuzzleList {
    /// The file's puzzles (they replace the current collection when one is picked).
    pub collection: Collection,
    /// The highlighted row.
    pub selected: usize,
}

/// A popup over the main screen.
pub enum Overlay {
    /// The key bindings of the screen below, scrolled by this many rows.
    Help {
        /// Which keys it lists.
        page: HelpPage,
        /// Rows scrolled off the top.
        scroll: usize,
    },
    /// The file picker.
    Picker(Picker),
    /// A file's puzzles to pick from.
    List(PuzzleList),
    /// A file that could not be opened.
    Error(FileError),
    /// A line being typed: a step to go to, part of a file name to find, or a file to save to.
    Prompt(Prompt),
    /// The puzzle editor (over the whole screen).
    Editor(Box<Editor>),
    /// The strategies racing on the puzzle (over the whole screen).
    Race(Box<Race>),
}

/// A line being typed, shown on the footer's row.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Prompt {
    /// What it asks for.
    pub kind: PromptKind,
    /// What is typed so far.
    pub text: String,
    /// The highlighted row of the list below when the prompt opened (Esc goes back to it).
    pub from_row: usize,
}

/// What a prompt asks for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PromptKind {
    /// A step number to go to (`:`); Enter searches on to it if need be.
    GoTo,
    /// Part of a file name in the picker below (`/`); the highlight follows as it is typed.
    Find,
    /// The file the editor's puzzle is appended to (`w`).
    Save,
}

/// What the status panel says the visualizer is doing.
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
            PlayState::Finished => "search finished",
            PlayState::Invalid => "conflicting givens",
        })
    }
}

/// How far each popup moves on PgUp and PgDn, and how far the help scrolls, on the screen: the
/// update keeps the last of these instead of asking the drawing code.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Pages {
    /// Rows of each help page shown at once, by [`HelpPage::index`].
    pub help: [usize; 3],
    /// The furthest each help page scrolls (0 when it all shows).
    pub help_max_scroll: [usize; 3],
    /// Rows of the file picker shown at once.
    pub picker: usize,
    /// Puzzles of the puzzle list shown at once.
    pub list: usize,
}

/// One search on screen: the puzzle's search with its strategy and seed, and the jump under
/// way in it. The single view shows one; views that show several searches hold several.
pub struct Pane {
    pub(super) search: Search,
    pub(super) strategy: Strategy,
    pub(super) seed: u64,
    /// The jump under way, worked on a slice per frame.
    pub(super) jump: Option<Target>,
}

impl Pane {
    /// The search of `puzzle` with `config` (its strategy and seed), at step 0.
    pub(super) fn new(puzzle: &Puzzle, config: Config) -> Pane {
        Pane {
            search: Search::of(puzzle, config),
            strategy: config.strategy,
            seed: config.seed,
            jump: None,
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

/// The whole state of the visualizer.
pub struct App {
    pub(super) collection: Collection,
    pub(super) current: usize,
    /// The search on screen.
    pub(super) pane: Pane,
    /// The strategy the person chose (an example of our sources may run with its own).
    pub(super) chosen_strategy: Strategy,
    /// Whether the configured end is every solution (up to `max_solutions`), not the first.
    pub(super) all_solutions: bool,
    pub(super) delay_ms: u64,
    pub(super) max_solutions: u64,
    pub(super) playing: bool,
    /// Whether play goes backward (`<`).
    pub(super) backward: bool,
    pub(super) color: bool,
    /// Popups, the top one last.
    pub(super) overlays: Vec<Overlay>,
    /// A one-line remark on the last action (`no backtrack after this step`).
    pub(super) notice: Option<String>,
    pub(super) quit: bool,
    /// Animation time owed but not yet turned into steps.
    pub(super) carry: Duration,
    /// The popups' pages on the terminal at the last draw.
    pub(super) pages: Pages,
    /// The strategies `R` races.
    pub(super) race_lanes: Vec<Strategy>,
    /// Where `S` draws its seeds: fresh ones, or (recordings, which must repeat) a stream.
    pub(super) seeds: Option<Rng>,
    /// Whether the board shows every empty cell's candidates (`c`).
    pub(super) show_candidates: bool,
    /// Whether the board is the heatmap of placements (`m`).
    pub(super) show_heat: bool,
    /// Events per second of the latest playback, smoothed (0 before any).
    pub(super) rate: f64,
}

impl App {
    /// The visualizer on puzzle `current` (0-based, clamped) of `collection`, at step 0.
    pub fn new(collection: Collection, current: usize, settings: Settings) -> App {
        let current = current.min(collection.len() - 1);
        let (strategy, all_solutions) = how_to_search(&collection, current, settings.strategy);
        let max_solutions = settings.max_solutions.max(1);
        let config = search_config(strategy, settings.seed, all_solutions, max_solutions);
        App {
            pane: Pane::new(&collection.entries()[current].puzzle, config),
            collection,
            current,
            chosen_strategy: settings.strategy,
            all_solutions,
            delay_ms: settings.delay_ms,
            max_solutions,
            playing: settings.playing,
            backward: false,
            color: settings.color,
            overlays: Vec::new(),
            notice: None,
            quit: false,
            carry: Duration::ZERO,
            pages: Pages::default(),
            race_lanes: DEFAULT_LANES.to_vec(),
            seeds: None,
            show_candidates: false,
            show_heat: false,
            rate: 0.0,
        }
    }

    /// From now on `S` draws its seeds from a stream started at `seed`, so that what follows
    /// repeats exactly (recordings).
    pub fn draw_seeds_from(&mut self, seed: u64) {
        self.seeds = Some(Rng::new(seed));
    }

    /// A seed for `S`.
    pub(super) fn next_seed(&mut self) -> u64 {
        match &mut self.seeds {
            Some(stream) => stream.next_u64(),
            None => Rng::fresh_seed(),
        }
    }

    /// Whether anything moves on its own: playback forward or back, a jump or a race move,
    /// the single view's or the race's.
    pub fn is_moving(&self) -> bool {
        match self.race() {
            Some(race) => race.is_playing() || race.is_searching(),
            None => matches!(
                self.state(),
                PlayState::Playing | PlayState::PlayingBackward | PlayState::Searching
            ),
        }
    }

    /// Waits for the verdict of every editor open (recordings, whose frames must not depend
    /// on how fast a thread answers).
    pub fn wait_for_checks(&mut self) {
        for overlay in &mut self.overlays {
            if let Overlay::Editor(editor) = overlay {
                editor.settle();
            }
        }
    }

    /// The strategies `R` races, in the order of their boards.
    pub fn set_race_lanes(&mut self, lanes: Vec<Strategy>) {
        self.race_lanes = lanes;
    }

    /// The race on screen, if the race view is open.
    pub fn race(&self) -> Option<&Race> {
        self.overlays.iter().find_map(|o| match o {
            Overlay::Race(race) => Some(&**race),
            _ => None,
        })
    }

    /// Notes how the popups fit the terminal (the event loop measures it after each draw with
    /// [`pages`](super::render::pages)).
    pub fn resize(&mut self, pages: Pages) {
        self.pages = pages;
    }

    /// Shows puzzle `i` of the collection at step 0 (playing or paused as before).
    pub(super) fn load(&mut self, i: usize) {
        self.current = i.min(self.collection.len() - 1);
        (self.pane.strategy, self.all_solutions) =
            how_to_search(&self.collection, self.current, self.chosen_strategy);
        self.restart();
    }

    /// How the example on screen is searched when its own program's way applies.
    pub fn source_note(&self) -> Option<&'static str> {
        let run = self.collection.source_of(self.entry()).run?;
        (run.strategy == self.pane.strategy).then_some(run.note)
    }

    /// Starts the search of the current puzzle afresh with the current strategy.
    pub(super) fn restart(&mut self) {
        self.pane = Pane::new(&self.entry().puzzle, self.config());
        self.backward = false;
        self.carry = Duration::ZERO;
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

    /// The timeline of the search, unless the givens conflict.
    pub fn timeline(&self) -> Option<&Timeline> {
        self.pane.timeline()
    }

    /// The strategy of the search.
    pub fn strategy(&self) -> Strategy {
        self.pane.strategy
    }

    /// The seed of the random strategy.
    pub fn seed(&self) -> u64 {
        self.pane.seed
    }

    /// Milliseconds between animation steps (0 = as fast as possible).
    pub fn delay_ms(&self) -> u64 {
        self.delay_ms
    }

    /// Events per second the time left is reckoned at: one per delay, or at delay 0 the
    /// speed playback last reached (`None` before it has played).
    pub fn events_per_second(&self) -> Option<f64> {
        if self.delay_ms > 0 {
            Some(1000.0 / self.delay_ms as f64)
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

    /// Whether to draw in colour.
    pub fn color(&self) -> bool {
        self.color
    }

    /// Whether the user asked to quit.
    pub fn should_quit(&self) -> bool {
        self.quit
    }

    /// The remark on the last action, if any.
    pub fn notice(&self) -> Option<&str> {
        self.notice.as_deref()
    }

    /// The popups, the top one last.
    pub fn overlays(&self) -> &[Overlay] {
        &self.overlays
    }

    /// Where the keys go: the top popup, or the main screen.
    pub fn context(&self) -> Context {
        match self.overlays.last() {
            None => Context::Player,
            Some(Overlay::Help { .. }) => Context::Help,
            Some(Overlay::Picker(_)) => Context::Picker,
            Some(Overlay::List(_)) => Context::List,
            Some(Overlay::Error(_)) => Context::Error,
            Some(Overlay::Prompt(_)) => Context::Prompt,
            Some(Overlay::Editor(_)) => Context::Editor,
            Some(Overlay::Race(_)) => Context::Race,
        }
    }

    /// What the visualizer is doing, as the status panel says it.
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

    /// Whether the animation or a jump needs the next frame as soon as possible.
    pub fn is_busy(&self) -> bool {
        if let Some(race) = self.race() {
            return race.is_searching() || (race.is_playing() && self.delay_ms == 0);
        }
        self.pane.jump.is_some() || (self.playing && self.delay_ms == 0)
    }

    /// How long until the animation's next step is due, when it is playing with a delay.
    pub fn next_step_in(&self) -> Option<Duration> {
        let waiting = self.overlays.iter().any(|o| match o {
            Overlay::Picker(picker) => picker.is_reading(),
            Overlay::Editor(editor) => editor.is_checking(),
            _ => false,
        });
        if waiting {
            // a pipe being read, or the editor's verdict, is looked at every frame
            return Some(Duration::ZERO);
        }
        let (playing, carry) = match self.race() {
            Some(race) => (race.is_playing(), race.carry()),
            None => (self.playing, self.carry),
        };
        (playing && self.delay_ms > 0)
            .then(|| Duration::from_millis(self.delay_ms).saturating_sub(carry))
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

/// Whether the cursor stands on the last event of a finished search.
pub fn at_last_event(t: &Timeline) -> bool {
    t.is_finished() && t.position() == t.explored()
}
