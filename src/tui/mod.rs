//! The terminal visualizer. The entry is this file, and the command line uses nothing else:
//! [`run`], [`run_race`], their [`Options`], [`BadInput`] (puzzles that cannot be used), and
//! [`record`] (the recorder).
//!
//! [`app::App`] holds the player (the main screen) and the views in front of it, one folder
//! each ([`player`], [`race`], [`editor`], [`picker`], [`help`], [`prompt`], [`error`],
//! [`generator`], [`tree`], [`composer`]). A key becomes an [`action::Action`] through [`keys`], the view in
//! front updates and returns [`effect::Effect`]s, the app applies them, and [`draw`] draws the
//! result into the areas of [`layout`] with the [`widgets`]. [`pacing`] is the one rule of the
//! animation's speed. Only [`drive`] touches the terminal. Code here refers to nothing of the
//! binary outside this module but `platform` and `common`, so the render benchmark can include
//! it whole.
//!
//! docs/architecture.md draws the whole of it.

pub mod action;
pub mod app;
pub mod bundled;
pub mod collection;
pub mod composer;
pub mod draw;
pub mod drive;
pub mod editor;
pub mod effect;
pub mod error;
pub mod file_error;
pub mod generator;
pub mod help;
pub mod job;
pub mod keys;
pub mod layout;
pub mod overlay;
pub mod pacing;
pub mod pane;
pub mod picker;
pub mod picture;
pub mod player;
pub mod prompt;
pub mod race;
pub mod start;
pub mod tree;
pub mod view;
pub mod widgets;

#[cfg(test)]
mod compose_tests;
#[cfg(test)]
mod key_effect_tests;
#[cfg(test)]
mod killer_tests;
#[cfg(test)]
mod lanes_tests;
#[cfg(test)]
mod pencil_tests;
#[cfg(test)]
mod shapes_tests;
#[cfg(test)]
mod sizes_tests;
#[cfg(test)]
mod snapshot_tests;
#[cfg(test)]
mod test_support;
#[cfg(test)]
mod theme_tests;
#[cfg(test)]
mod update_tests;
#[cfg(test)]
mod variants_tests;

pub use drive::record;
pub use keys::Input;
pub use keys::map::{self as keymap, KeyMap};
pub use player::probes::TARGET as PROBES;
pub use start::{BadInput, Options};
pub use widgets::theme::Palette;

/// Where `map` binds one key to two actions live together in some view, if anywhere.
pub fn key_clash(map: &KeyMap) -> Option<keymap::Clash> {
    let views = overlay::Context::ALL.iter();
    map.clash(views.map(|c| (format!("{c:?}").to_lowercase(), c.scopes())))
}

use stepdoku::solver::Strategy;

/// Opens the race view of `lanes` on the puzzle `options` pick, and runs it until the user
/// quits (Esc returns to the single view of the same puzzle).
pub fn run_race(options: Options, lanes: Vec<Strategy>) -> anyhow::Result<()> {
    let mut app = start::app_from(&options)?;
    keys::map::install(options.keys.clone());
    app.set_race_lanes(lanes);
    app.update(action::Action::Race);
    if app.race().is_none() {
        let why = app.notice().unwrap_or("the race cannot start").to_string();
        return Err(record::Refused(why).into());
    }
    if !options.paused {
        app.update(action::Action::TogglePlay);
    }
    drive::terminal::required(
        "the race view needs a terminal (`stepdoku race --format text` prints the ranking)",
    )?;
    drive::event_loop::run(app, None)
}

/// Opens the visualizer and runs it until the user quits.
///
/// The puzzles are read first: input that cannot be used is an error (a [`start::BadInput`]
/// inside the `anyhow::Error`) before the terminal is needed or touched. The terminal is
/// restored on quit, on error, on panic and on SIGTERM / SIGHUP / SIGINT (after which the
/// process ends as the signal would have ended it).
pub fn run(options: Options) -> anyhow::Result<()> {
    let app = start::app_from(&options)?;
    keys::map::install(options.keys.clone());
    drive::terminal::required(
        "the visualizer needs a terminal, and standard output is not one \
         (`stepdoku solve FILE` prints solutions)",
    )?;
    let live = match &options.record {
        Some(out) => Some(record::Live::of_terminal(out)?),
        None => None,
    };
    drive::event_loop::run(app, live)
}
