//! The app: the player on the main screen, the views in front of it, and the state they
//! share (the speed, the last remark, the screen's areas). It hands each action to the view
//! in front ([`update`]) and applies the [`Effect`](super::effect::Effect)s that come back;
//! it moves the animation on with the clock ([`tick`]).
//!
//! It imports no key, drawing or terminal code: the drivers turn input into actions and draw
//! it, through [`resize`](App::resize) they tell it the screen's size.

mod tick;
mod update;

use super::action::HelpPage;
use super::collection::Collection;
use super::help::plan::{max_scroll, visible_rows};
use super::layout::{self, Areas, Pages};
use super::pane::PlayState;
use super::player::{Player, Settings};
use super::race::{DEFAULT_LANES, Race};
use super::widgets::theme::Palette;
use ratatui::layout::Rect;
use std::path::PathBuf;
use std::time::Duration;
use stepdoku::solver::{Rng, Strategy};
use stepdoku::sudoku::Shape;

pub use super::overlay::{Context, Overlay};

/// The whole state of the visualizer.
pub struct App {
    /// The main screen.
    pub(crate) player: Player,
    /// Views in front of it, the top one last.
    pub(crate) overlays: Vec<Overlay>,
    pub(crate) delay_ms: u64,
    /// The palette the screen is drawn in.
    pub(crate) palette: Palette,
    /// A one-line remark on the last action (`no backtrack after this step`).
    pub(crate) notice: Option<String>,
    pub(crate) quit: bool,
    /// The terminal's size at the last [`resize`](App::resize).
    pub(crate) screen: Rect,
    /// The popups' pages on it.
    pub(crate) pages: Pages,
    /// The strategies `R` races.
    pub(crate) race_lanes: Vec<Strategy>,
    /// Where `S` draws its seeds: fresh ones, or (recordings, which must repeat) a stream.
    pub(crate) seeds: Option<Rng>,
    /// The file name of the picture of the screen `i` asked for, until the driver writes it.
    pub(crate) picture_wanted: Option<String>,
    /// Where `i` writes its pictures: the working directory (empty), or a test's folder.
    pub(crate) picture_dir: PathBuf,
}

impl App {
    /// The visualizer on puzzle `current` (0-based, clamped) of `collection`, at step 0.
    pub fn new(collection: Collection, current: usize, settings: Settings) -> App {
        App {
            player: Player::new(collection, current, &settings),
            overlays: Vec::new(),
            delay_ms: settings.delay_ms,
            palette: settings.palette,
            notice: None,
            quit: false,
            screen: Rect::default(),
            pages: Pages::default(),
            race_lanes: DEFAULT_LANES.to_vec(),
            seeds: None,
            picture_wanted: None,
            picture_dir: PathBuf::new(),
        }
    }

    /// Notes the terminal's size: the areas of the main screen and the popups' pages on it,
    /// which the update (PgUp, PgDn, the help's scrolling) and the mouse read. Both drivers,
    /// the terminal's event loop and the recorder, call it.
    pub fn resize(&mut self, screen: Rect) {
        self.screen = screen;
        let popup = layout::popup_area(screen);
        self.pages = Pages {
            help: HelpPage::ALL.map(|page| visible_rows(page, popup)),
            help_max_scroll: HelpPage::ALL.map(|page| max_scroll(page, popup)),
            picker: layout::picker_rows(popup),
            list: layout::list_rows(popup),
        };
    }

    /// Where to write the picture of the screen `i` asked for (its name, and its path), taken
    /// by the driver once the frame is drawn.
    pub fn take_picture_request(&mut self) -> Option<(String, PathBuf)> {
        let name = self.picture_wanted.take()?;
        let path = self.picture_dir.join(&name);
        Some((name, path))
    }

    /// Shows `text` as the remark on the last action.
    pub fn remark(&mut self, text: String) {
        self.notice = Some(text);
    }

    /// The terminal's size at the last resize.
    pub fn screen(&self) -> Rect {
        self.screen
    }

    /// The main screen's areas at the last resize, for the board on screen (`None`: the
    /// terminal is too small).
    pub fn areas(&self) -> Option<Areas> {
        layout::layout(self.screen, self.board_shape())
    }

    /// The size of the board on screen: the editor's grid while the editor is in front (a
    /// paste may have changed it), else the player's.
    pub fn board_shape(&self) -> Shape {
        match self.overlays.last() {
            Some(Overlay::Editor(editor)) => editor.shape(),
            _ => self.player.shape(),
        }
    }

    /// From now on `S` draws its seeds from a stream started at `seed`, so that what follows
    /// repeats exactly (recordings).
    pub fn draw_seeds_from(&mut self, seed: u64) {
        self.seeds = Some(Rng::new(seed));
    }

    /// A seed for `S` and `p`.
    fn next_seed(&mut self) -> u64 {
        match &mut self.seeds {
            Some(stream) => stream.next_u64(),
            None => Rng::fresh_seed(),
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

    /// The main screen.
    pub fn player(&self) -> &Player {
        &self.player
    }

    /// Waits for the jobs of every view open: the editor's verdict, a puzzle being generated, the
    /// player's batch of probes
    /// (recordings, whose frames must not depend on how fast a thread answers).
    pub fn wait_for_checks(&mut self) {
        self.wait_for_probes();
        for overlay in &mut self.overlays {
            overlay.settle();
        }
    }

    /// Waits for the probes of the search on screen (recordings: a search opened by a tick,
    /// a generated puzzle's, has its estimate whole in the frame that shows it).
    pub fn wait_for_probes(&mut self) {
        self.player.probes.settle();
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

    /// Whether the animation or a jump needs the next frame as soon as possible.
    pub fn is_busy(&self) -> bool {
        if let Some(race) = self.race() {
            return race.is_searching() || (race.is_playing() && self.delay_ms == 0);
        }
        self.player.is_jumping() || (self.player.is_playing() && self.delay_ms == 0)
    }

    /// How long until the next frame is due by the clock: the animation's next step when it
    /// is playing with a delay, or a pipe's reading given up. (A job that ends wakes the loop
    /// by itself: the editor's verdict, a puzzle generated, a pipe read.)
    pub fn next_step_in(&self) -> Option<Duration> {
        // the tree catching up with the search is fed every frame
        let feeding = self.overlays.iter().any(|o| match o {
            Overlay::Tree(panel) => self.player.timeline().is_some_and(|t| panel.is_behind(t)),
            _ => false,
        });
        if feeding {
            return Some(Duration::ZERO);
        }
        let (playing, carry) = match self.race() {
            Some(race) => (race.is_playing(), race.carry()),
            None => (self.player.is_playing(), self.player.carry()),
        };
        let step = (playing && self.delay_ms > 0)
            .then(|| super::pacing::next_step_in(self.delay_ms, carry));
        let views = self.overlays.iter().filter_map(Overlay::due_in);
        step.into_iter().chain(views).min()
    }

    /// Milliseconds between animation steps (0 = as fast as possible).
    pub fn delay_ms(&self) -> u64 {
        self.delay_ms
    }

    /// The palette the screen is drawn in.
    pub fn palette(&self) -> Palette {
        self.palette
    }

    /// Whether the user asked to quit.
    pub fn should_quit(&self) -> bool {
        self.quit
    }

    /// The remark on the last action, if any.
    pub fn notice(&self) -> Option<&str> {
        self.notice.as_deref()
    }

    /// The views in front of the main screen, the top one last.
    pub fn overlays(&self) -> &[Overlay] {
        &self.overlays
    }

    /// What the player is doing, as the status panel says it.
    pub fn state(&self) -> PlayState {
        self.player.state()
    }

    /// Where the keys go: the top view, or the main screen.
    pub fn context(&self) -> Context {
        self.overlays
            .last()
            .map_or(Context::Player, Overlay::context)
    }
}
