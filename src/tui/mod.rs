//! The terminal visualizer: the board, the status panel, the timeline bar and the footer, with
//! playback, stepping, jumps, speed control and a file picker.
//!
//! The state ([`app::App`]) changes only through [`App::update`](app::App::update) (one
//! [`action::Action`] from the key table in [`keys`]) and [`App::tick`](app::App::tick) (the
//! animation, by elapsed time); [`render`] draws it. Only [`terminal`] and [`event_loop`] touch
//! the terminal. Code here refers to nothing of the binary outside this module, so the render
//! benchmark can include it whole.

pub mod action;
pub mod app;
pub mod bundled;
pub mod collection;
pub mod editing;
pub mod editor;
pub mod event_loop;
pub mod input;
pub mod keys;
pub mod picker;
pub mod race;
pub mod racing;
pub mod record;
pub mod render;
pub mod start;
pub mod terminal;
pub mod tick;
pub mod update;

#[cfg(test)]
mod editing_tests;
#[cfg(test)]
mod key_effect_tests;
#[cfg(test)]
mod snapshot_tests;
#[cfg(test)]
mod test_support;
#[cfg(test)]
mod update_tests;

use std::io::IsTerminal;
use std::path::PathBuf;
use stepdoku::solver::Strategy;

/// What the visualizer opens with (built by the command line from its arguments).
#[derive(Debug, Clone)]
pub struct Options {
    /// A puzzle file; `None` opens the puzzles bundled into the binary.
    pub file: Option<PathBuf>,
    /// One puzzle's cells given on the command line (in place of a file).
    pub puzzle: Option<String>,
    /// 1-based puzzle index in the file (`None`: the first).
    pub index: Option<usize>,
    /// Search strategy.
    pub strategy: Strategy,
    /// Seed for the random strategy (`None`: draw one and show it).
    pub seed: Option<u64>,
    /// Delay between animation steps in milliseconds (0 = as fast as possible).
    pub delay_ms: u64,
    /// Start paused.
    pub paused: bool,
    /// Where the run to the end of the whole search stops (`--max-solutions`).
    pub max_solutions: u64,
    /// A cast file to record the session into (`--record`).
    pub record: Option<PathBuf>,
}

/// Opens the race view of `lanes` on the puzzle `options` pick, and runs it until the user
/// quits (Esc returns to the single view of the same puzzle).
pub fn run_race(options: Options, lanes: Vec<Strategy>) -> anyhow::Result<()> {
    let mut app = start::app_from(&options)?;
    app.set_race_lanes(lanes);
    app.update(action::Action::Race);
    if app.race().is_none() {
        let why = app.notice().unwrap_or("the race cannot start").to_string();
        return Err(record::Refused(why).into());
    }
    if !options.paused {
        app.update(action::Action::TogglePlay);
    }
    if !std::io::stdout().is_terminal() {
        anyhow::bail!(
            "the race view needs a terminal (`stepdoku race --format text` prints the ranking)"
        );
    }
    event_loop::run(app, None)
}

/// Opens the visualizer and runs it until the user quits.
///
/// The puzzles are read first: input that cannot be used is an error (a [`start::BadInput`]
/// inside the `anyhow::Error`) before the terminal is needed or touched. The terminal is
/// restored on quit, on error, on panic and on SIGTERM / SIGHUP / SIGINT (after which the
/// process ends as the signal would have ended it).
pub fn run(options: Options) -> anyhow::Result<()> {
    let app = start::app_from(&options)?;
    if !std::io::stdout().is_terminal() {
        anyhow::bail!(
            "the visualizer needs a terminal, and standard output is not one \
             (`stepdoku solve FILE` prints solutions)"
        );
    }
    let live = match &options.record {
        Some(out) => {
            let (width, height) = crossterm::terminal::size()?;
            Some(record::Live::start(out, width, height)?)
        }
        None => None,
    };
    event_loop::run(app, live)
}
