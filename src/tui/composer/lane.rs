//! The composer over the race view (`C` there): the same three columns, and Enter (or `R`)
//! adds the composition to the race as a new lane. A strategy that races already is not
//! added: the popup says so and stays open for another part.

use super::{Composer, draw};
use crate::tui::action::Action;
use crate::tui::effect::{Effect, Effects};
use crate::tui::keys::scope::Scope;
use crate::tui::layout::Pages;
use crate::tui::view::{Screen, View};
use crate::tui::widgets::theme::Theme;
use ratatui::buffer::Buffer;
use ratatui::text::{Line, Span};
use stepdoku::race::ordinal;
use stepdoku::solver::Strategy;
use stepdoku::sudoku::Shape;

/// The composer of a new lane: its parts, and the strategies racing already.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LaneComposer {
    parts: Composer,
    racing: Vec<Strategy>,
}

impl LaneComposer {
    /// The composer on `from`'s parts (the selected lane's), for a race of `racing` on a
    /// board of `shape`.
    pub fn new(from: Strategy, racing: Vec<Strategy>, shape: Shape) -> LaneComposer {
        LaneComposer {
            parts: Composer::new(from, shape),
            racing,
        }
    }

    /// The composition as chosen so far.
    pub fn strategy(&self) -> Strategy {
        self.parts.strategy()
    }

    /// Whether the composition races already.
    pub fn is_racing(&self) -> bool {
        self.racing.contains(&self.strategy())
    }

    /// Its keys: arrows choose, Enter (or `R`) adds the lane unless it races already; Esc
    /// closes.
    pub fn update(&mut self, action: Action) -> Effects {
        if self.parts.choose(action) {
            return vec![];
        }
        match action {
            // the popup's last line says why nothing happens
            Action::Confirm if self.is_racing() => vec![],
            Action::Confirm => vec![Effect::Close, Effect::AddLane(self.strategy())],
            Action::Close => vec![Effect::Close],
            _ => vec![],
        }
    }

    /// The popup's last line: the lane it would be, or why it cannot be one.
    fn hint(&self, theme: &Theme) -> Line<'static> {
        if self.is_racing() {
            let name = self.strategy().name().to_string();
            return Line::styled(
                format!("{name} races already: change a part"),
                theme.accent(),
            );
        }
        let place = ordinal(self.racing.len() + 1);
        Line::from(vec![
            Span::styled("Enter", theme.key()),
            Span::styled(
                format!(" add it as the {place} lane; all lanes from step 0"),
                theme.dim(),
            ),
        ])
    }
}

impl View for LaneComposer {
    const SCOPES: &'static [Scope] = &[
        Scope::Always,
        Scope::Popup,
        Scope::Composer,
        Scope::ComposerRace,
    ];

    fn update(&mut self, action: Action, _: &Pages) -> Effects {
        LaneComposer::update(self, action)
    }

    fn draw(&self, screen: &Screen, buf: &mut Buffer, theme: &Theme) {
        let popup = draw::Popup {
            title: "Compose a lane",
            hint: self.hint(theme),
        };
        draw::draw(&self.parts, popup, screen.above_footer, buf, theme);
    }
}
