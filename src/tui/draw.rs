//! Draws the app: the main screen, its footer, then each view in front, bottom to top. The
//! one place that knows both the app and the views' drawing.

use super::app::{App, Overlay};
use super::layout::{self, MIN_HEIGHT, MIN_WIDTH, popup_area};
use super::player::draw::Shared;
use super::widgets::theme::Theme;
use super::widgets::{footer, popup};
use super::{editor, error, generator, help, picker, player, prompt, race, tree};
use ratatui::Frame;

/// Draws the whole screen.
pub fn render(app: &App, frame: &mut Frame) {
    let area = frame.area();
    let theme = Theme::new(app.color());
    let buf = frame.buffer_mut();
    let Some(areas) = layout::layout(area) else {
        let need = match app.race() {
            Some(race) => {
                let (w, h) = layout::race_smallest_terminal(race.lanes().len());
                (w.max(MIN_WIDTH), h.max(MIN_HEIGHT))
            }
            None => (MIN_WIDTH, MIN_HEIGHT),
        };
        popup::too_small(area, need, app.race().is_some(), buf, &theme);
        return;
    };
    let shared = Shared {
        delay_ms: app.delay_ms(),
        notice: app.notice(),
    };
    player::draw::draw(app.player(), &shared, &areas, buf, &theme);
    footer::render(app.context(), app.is_moving(), areas.footer, buf, &theme);
    let above_footer = popup_area(area);
    for overlay in app.overlays() {
        match overlay {
            Overlay::Help(h) => help::draw(h, above_footer, buf, &theme),
            Overlay::Picker(p) => picker::draw::draw(p, above_footer, buf, &theme),
            Overlay::List(list) => picker::list::draw(list, above_footer, buf, &theme),
            Overlay::Error(e) => error::draw(e, above_footer, buf, &theme),
            Overlay::Prompt(p) => prompt::draw(p, areas.footer, buf, &theme),
            Overlay::Editor(e) => editor::draw::draw(e, above_footer, &areas, buf, &theme),
            Overlay::Race(r) => race::draw::draw(r, app.delay_ms(), area, buf, &theme),
            Overlay::Generator(g) => generator::draw::draw(g, above_footer, buf, &theme),
            Overlay::Tree(t) => tree::draw::draw(t, above_footer, buf, &theme),
        }
    }
}
