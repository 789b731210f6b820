//! Where a binding applies: the [`Scope`]s of the key table (each view declares which are live
//! while it is in front: `View::SCOPES`); and [`Input`], a key press or gesture as the table
//! spells it.

use crossterm::event::{KeyCode, KeyModifiers};

/// A key press or mouse gesture as the table knows it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Input {
    /// A key with its modifiers (SHIFT is folded into the character for letters and symbols).
    Key(KeyCode, KeyModifiers),
    /// The mouse wheel turned up.
    WheelUp,
    /// The mouse wheel turned down.
    WheelDown,
    /// A left click on the timeline bar.
    ClickTimeline,
    /// A left click on the board.
    ClickBoard,
    /// Any character typed, where a prompt takes text.
    Text,
}

/// Where a binding applies.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Scope {
    /// Everywhere.
    Always,
    /// Moving through a search: the main screen and the race view alike.
    Search,
    /// The main screen, with no popup open.
    Player,
    /// The race view.
    Race,
    /// Any popup.
    Popup,
    /// Popups that scroll or move a highlight: the help, the file picker, the puzzle list.
    Scroll,
    /// The file picker and the puzzle list.
    List,
    /// A prompt taking a typed line.
    Prompt,
    /// The puzzle editor.
    Editor,
    /// The new-puzzle popup.
    Generator,
    /// The tree panel.
    Tree,
    /// The composer popup, wherever it was opened: choosing the parts.
    Composer,
    /// The composer opened over the player: what becomes of the strategy.
    ComposerPlayer,
    /// The composer opened over the race view: the strategy joins the race.
    ComposerRace,
}

impl Scope {
    /// The heading of the scope's group in the help popup.
    pub fn heading(self) -> &'static str {
        match self {
            Scope::Search => "Player and race",
            Scope::Player => "Player",
            Scope::Race => "Race view",
            Scope::Popup => "Popups",
            Scope::Scroll => "Lists and help",
            Scope::List => "File picker and puzzle list",
            Scope::Prompt => "Typing a step, a name or a path",
            Scope::Editor => "Editor",
            Scope::Generator => "New puzzle",
            Scope::Tree => "Tree of guesses",
            Scope::Composer => "Composer",
            Scope::ComposerPlayer => "Composer over the player",
            Scope::ComposerRace => "Composer over the race view",
            Scope::Always => "Anywhere",
        }
    }
}
