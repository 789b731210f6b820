//! What a view in front of the main screen is to the app: [`View`]. Each view's folder
//! implements it (its keys' scopes, its update, its drawing, its jobs), and one line of
//! [`overlay`](super::overlay) registers it; nothing else keeps a list of the views.

use super::action::Action;
use super::effect::Effects;
use super::keys::scope::Scope;
use super::layout::{Areas, Pages};
use super::widgets::theme::Theme;
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use std::time::Duration;

/// Where a view may draw, and what of the app's state it shows.
#[derive(Clone, Copy, Debug)]
pub struct Screen<'a> {
    /// The whole terminal (the race covers it).
    pub whole: Rect,
    /// All but the footer's row: where popups go.
    pub above_footer: Rect,
    /// The main screen's areas: the board, the status panel, the bar, the footer.
    pub areas: &'a Areas,
    /// The delay between steps, shared by the player and the race.
    pub delay_ms: u64,
    /// The remark on the last action (the race shows it; the player's panel shows it below).
    pub notice: Option<&'a str>,
}

/// A view in front of the main screen. It never reaches the app or another view: its update
/// returns [`Effects`] that the app applies.
pub trait View {
    /// The scopes of the key table whose bindings apply while it is in front, in lookup order.
    const SCOPES: &'static [Scope];

    /// Its half of an action (`pages`: how many rows its lists show at once).
    fn update(&mut self, action: Action, pages: &Pages) -> Effects;

    /// Draws it over the main screen.
    fn draw(&self, screen: &Screen, buf: &mut Buffer, theme: &Theme);

    /// What its jobs brought since the last tick (a job that ends wakes the loop).
    fn poll(&mut self) -> Effects {
        Vec::new()
    }

    /// Waits for its jobs (recordings, whose frames must not depend on how fast they end).
    fn settle(&mut self) {}

    /// How long until it needs the loop to wake by the clock, if it does (no job wakes it).
    fn due_in(&self) -> Option<Duration> {
        None
    }
}

/// The views kept boxed (large ones) are views as well.
impl<V: View> View for Box<V> {
    const SCOPES: &'static [Scope] = V::SCOPES;

    fn update(&mut self, action: Action, pages: &Pages) -> Effects {
        V::update(self, action, pages)
    }

    fn draw(&self, screen: &Screen, buf: &mut Buffer, theme: &Theme) {
        V::draw(self, screen, buf, theme);
    }

    fn poll(&mut self) -> Effects {
        V::poll(self)
    }

    fn settle(&mut self) {
        V::settle(self);
    }

    fn due_in(&self) -> Option<Duration> {
        V::due_in(self)
    }
}
