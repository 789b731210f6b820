//! A row of the key table and the shorthands the table is written in.

use super::scope::{Input, Scope};
use crate::tui::action::Action;
use crossterm::event::{KeyCode, KeyModifiers};

/// One row of the key table.
#[derive(Debug)]
pub struct Binding {
    /// The keys and gestures; the first is the one the footer shows.
    pub inputs: &'static [Input],
    /// What they do.
    pub action: Action,
    /// Where they apply.
    pub scope: Scope,
    /// The footer's word for it (consecutive rows with the same word share one footer item),
    /// or `None` to leave it to the help popup.
    pub footer: Option<&'static str>,
    /// The help popup's description (consecutive rows of a scope with the same one, the
    /// values of one choice each bound on its own, share one line of the help).
    pub help: &'static str,
    /// The config file's name for a row whose action does not name it: a value typed
    /// (`type-1`, `easy`).
    pub name: Option<&'static str>,
}

pub(super) const fn ch(c: char) -> Input {
    Input::Key(KeyCode::Char(c), KeyModifiers::NONE)
}

pub(super) const fn key(code: KeyCode) -> Input {
    Input::Key(code, KeyModifiers::NONE)
}

pub(super) const fn ctrl(c: char) -> Input {
    Input::Key(KeyCode::Char(c), KeyModifiers::CONTROL)
}

pub(super) const fn bind(
    inputs: &'static [Input],
    action: Action,
    scope: Scope,
    footer: Option<&'static str>,
    help: &'static str,
) -> Binding {
    Binding {
        inputs,
        action,
        scope,
        footer,
        help,
        name: None,
    }
}

/// The editor's row that types `value` at the cursor (`1` to `9`, `A` to `G` for 10 to 16,
/// `.` for an empty cell), called `name` in a config file.
pub(super) const fn given(inputs: &'static [Input], value: char, name: &'static str) -> Binding {
    let help = match value {
        '1'..='9' => "set the cell's given, up to the size, and go on",
        '.' => "empty the cell, and go on to the next cell",
        _ => "set a given of 10–16, up to the size, and go on",
    };
    let row = bind(
        inputs,
        Action::Type(value),
        Scope::Editor,
        Some("type"),
        help,
    );
    Binding {
        name: Some(name),
        ..row
    }
}

/// The new-puzzle popup's row that generates at once the difficulty its `key` chooses
/// (`CHOICES` of the generator), called `name` (the difficulty's) in a config file.
pub(super) const fn difficulty(inputs: &'static [Input], key: char, name: &'static str) -> Binding {
    let help = "easy, medium, hard, expert, any";
    let row = bind(inputs, Action::Type(key), Scope::Generator, None, help);
    Binding {
        name: Some(name),
        ..row
    }
}
