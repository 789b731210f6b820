//! The help popup: every binding of the key table, by where it applies, then (on the pages of
//! a search) the [`glossary`], in one or two columns, scrolled when the terminal is too short
//! for them. Its state and keys here, how its pages
//! fit an area in [`plan`], its drawing in [`draw`].

pub mod draw;
pub mod glossary;
pub mod plan;

pub use draw::draw;

use crate::tui::action::{Action, HelpPage};
use crate::tui::effect::{Effect, Effects};
use crate::tui::keys::scope::Scope;
use crate::tui::layout::Pages;
use crate::tui::view::{Screen, View};
use crate::tui::widgets::theme::Theme;
use ratatui::buffer::Buffer;

/// The help popup's state: which page, scrolled how far.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Help {
    /// Which keys it lists.
    pub page: HelpPage,
    /// Rows scrolled off the top.
    pub scroll: usize,
}

impl Help {
    /// `page` of the help, at its top.
    pub fn new(page: HelpPage) -> Help {
        Help { page, scroll: 0 }
    }

    /// Scrolls by the pages measured for the screen; Esc closes.
    pub fn update(&mut self, action: Action, pages: &Pages) -> Effects {
        let rows = pages.help_max_scroll[self.page.index()] + 1;
        let in_view = pages.help[self.page.index()];
        if let Some(to) = action.moved_row(self.scroll, rows, in_view) {
            self.scroll = to;
        } else if action == Action::Close {
            return vec![Effect::Close];
        }
        vec![]
    }
}

impl View for Help {
    const SCOPES: &'static [Scope] = &[Scope::Always, Scope::Popup, Scope::Scroll];

    fn update(&mut self, action: Action, pages: &Pages) -> Effects {
        Help::update(self, action, pages)
    }

    fn draw(&self, screen: &Screen, buf: &mut Buffer, theme: &Theme) {
        draw(self, screen.above_footer, buf, theme);
    }
}
