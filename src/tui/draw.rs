//! Draws the app: the main screen, its footer, then each view in front, bottom to top. The
//! one place that knows both the app and the views' drawing.

use super::app::App;
use super::layout::{self, popup_area};
use super::player;
use super::player::draw::Shared;
use super::view::Screen;
use super::widgets::theme::Theme;
use super::widgets::{footer, popup};
use ratatui::Frame;

/// Draws the whole screen.
pub fn render(app: &App, frame: &mut Frame) {
    let area = frame.area();
    let theme = Theme::of(app.palette());
    let buf = frame.buffer_mut();
    let shape = app.player().shape();
    let Some(areas) = layout::layout(area, shape) else {
        let (min_width, min_height) = layout::min_size(shape);
        let need = match app.race() {
            Some(race) => {
                let (w, h) = layout::race_smallest_terminal(race.lanes().len());
                (w.max(min_width), h.max(min_height))
            }
            None => (min_width, min_height),
        };
        popup::too_small(area, need, app.race().is_some(), buf, &theme);
        return;
    };
    let shared = Shared {
        delay_ms: app.delay_ms(),
        notice: app.notice(),
    };
    player::draw::draw(app.player(), &shared, &areas, buf, &theme);
    let scopes = app.context().scopes();
    footer::render(scopes, app.is_moving(), areas.footer, buf, &theme);
    let screen = Screen {
        whole: area,
        above_footer: popup_area(area),
        areas: &areas,
        delay_ms: app.delay_ms(),
        notice: app.notice(),
    };
    for overlay in app.overlays() {
        overlay.draw(&screen, buf, &theme);
    }
}
