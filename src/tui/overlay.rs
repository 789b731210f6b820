//! The views that can stand in front of the main screen, each named once in the list at the
//! end of this file. The list makes the [`Overlay`] the app keeps, the [`Context`] the keys
//! are looked up in, and the dispatch of each view's [`View`] methods: a new view is its
//! folder, its line here and its `pub mod` in `tui/mod.rs`.

use super::action::Action;
use super::effect::Effects;
use super::keys::scope::Scope;
use super::layout::Pages;
use super::player;
use super::view::{Screen, View};
use super::widgets::theme::Theme;
use ratatui::buffer::Buffer;
use std::time::Duration;

/// Makes [`Overlay`] and [`Context`] from one list of `Name(type)`, each with its doc.
macro_rules! overlays {
    ($($(#[doc = $doc:literal])* $name:ident($view:ty),)*) => {
        /// A view in front of the main screen.
        pub enum Overlay {
            $($(#[doc = $doc])* $name($view),)*
        }

        /// What is in front of the user: the main screen or the view on top. It decides the
        /// scopes whose bindings apply.
        #[derive(Clone, Copy, Debug, PartialEq, Eq)]
        pub enum Context {
            /// The main screen.
            Player,
            $($(#[doc = $doc])* $name,)*
        }

        impl Context {
            /// Every context: the main screen's, then each view's.
            pub const ALL: &[Context] = &[Context::Player, $(Context::$name,)*];

            /// The scopes whose bindings apply, in lookup order: as the view declares them.
            pub fn scopes(self) -> &'static [Scope] {
                match self {
                    Context::Player => player::SCOPES,
                    $(Context::$name => <$view as View>::SCOPES,)*
                }
            }
        }

        impl Overlay {
            /// The context of the keys while it is on top.
            pub fn context(&self) -> Context {
                match self {
                    $(Overlay::$name(_) => Context::$name,)*
                }
            }

            /// The view's half of an action.
            pub fn update(&mut self, action: Action, pages: &Pages) -> Effects {
                match self {
                    $(Overlay::$name(view) => View::update(view, action, pages),)*
                }
            }

            /// Draws the view.
            pub fn draw(&self, screen: &Screen, buf: &mut Buffer, theme: &Theme) {
                match self {
                    $(Overlay::$name(view) => View::draw(view, screen, buf, theme),)*
                }
            }

            /// What the view's jobs brought since the last tick.
            pub fn poll(&mut self) -> Effects {
                match self {
                    $(Overlay::$name(view) => View::poll(view),)*
                }
            }

            /// Waits for the view's jobs.
            pub fn settle(&mut self) {
                match self {
                    $(Overlay::$name(view) => View::settle(view),)*
                }
            }

            /// How long until the view needs the loop to wake by the clock.
            pub fn due_in(&self) -> Option<Duration> {
                match self {
                    $(Overlay::$name(view) => View::due_in(view),)*
                }
            }
        }
    };
}

overlays! {
    /// The key bindings of the screen below.
    Help(crate::tui::help::Help),
    /// The file picker.
    Picker(crate::tui::picker::Picker),
    /// A file's puzzles to pick from.
    List(crate::tui::picker::list::PuzzleList),
    /// A file that could not be opened.
    Error(crate::tui::error::FileError),
    /// A line being typed: a step to go to, part of a file name to find, or a file to save to.
    Prompt(crate::tui::prompt::Prompt),
    /// The puzzle editor (over the whole screen).
    Editor(Box<crate::tui::editor::Editor>),
    /// The strategies racing on the puzzle (over the whole screen).
    Race(Box<crate::tui::race::Race>),
    /// A difficulty to choose, then a puzzle being generated (`p`).
    Generator(crate::tui::generator::Generator),
    /// The tree of the player's guesses, kept up as the search explores.
    Tree(Box<crate::tui::tree::TreePanel>),
    /// A strategy composed from its parts (`C`).
    Composer(crate::tui::composer::Composer),
    /// A strategy composed for a new lane of the race below (`C` in the race view).
    LaneComposer(crate::tui::composer::LaneComposer),
}
