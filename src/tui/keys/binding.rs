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
    }
}
