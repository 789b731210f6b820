//! Drawing the state: one function per region of the screen, laid out by [`layout`].

pub mod board;
pub mod editor;
pub mod footer;
pub mod help;
pub mod list;
pub mod picker;
pub mod popup;
pub mod race;
pub mod status;
pub mod theme;
pub mod timeline_bar;

use super::app::{App, Overlay, Pages, Pane, Search};
use super::keys::HelpPage;
use board::{Board, BoardSize, BoardView, SIZES, SMALLEST};
use ratatui::Frame;
use ratatui::layout::Constraint::{Fill, Length};
use ratatui::layout::{Layout, Rect};
use ratatui::widgets::Widget;
use theme::Theme;

/// The narrowest the status panel gets.
const STATUS_MIN_WIDTH: u16 = 28;
/// The widest the status panel gets (the rest is left as margin).
const STATUS_MAX_WIDTH: u16 = 60;
/// The status panel's rows: its thirteen lines and its border.
const STATUS_MIN_HEIGHT: u16 = 15;

/// The smallest terminal the visualizer draws in.
pub const MIN_WIDTH: u16 = SMALLEST.width() + STATUS_MIN_WIDTH;
/// See [`MIN_WIDTH`]: the status panel, the timeline bar and the footer.
pub const MIN_HEIGHT: u16 = STATUS_MIN_HEIGHT + 2;

/// Where each region of the main screen goes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Areas {
    /// The board (exactly its size).
    pub board: Rect,
    /// The board's size.
    pub size: BoardSize,
    /// The status panel, right of the board.
    pub status: Rect,
    /// The timeline bar, under both.
    pub bar: Rect,
    /// The footer, on the last row.
    pub footer: Rect,
}

/// Lays out the main screen: the largest board that leaves room for the status panel, both
/// centred across, the timeline bar under them (framed when there are two rows to spare) and
/// the footer at the bottom. `None` when the area is smaller than [`MIN_WIDTH`] ×
/// [`MIN_HEIGHT`].
pub fn layout(area: Rect) -> Option<Areas> {
    if area.width < MIN_WIDTH || area.height < MIN_HEIGHT {
        return None;
    }
    let [main, footer] = area.layout(&Layout::vertical([Fill(1), Length(1)]));
    let top_height = main.height.saturating_sub(1);
    let size = SIZES
        .into_iter()
        .find(|s| s.height() <= top_height && s.width() + STATUS_MIN_WIDTH <= area.width)?;
    let status_width = (area.width - size.width()).min(STATUS_MAX_WIDTH);
    let group_height = size.height().max(STATUS_MIN_HEIGHT);
    let bar_height = if top_height - group_height >= 2 { 3 } else { 1 };
    // the board and the panel side by side, the bar under them, centred (an odd spare row
    // or column goes below or right)
    let width = size.width() + status_width;
    let [_, middle] = main.layout(&Layout::horizontal([
        Length((main.width - width) / 2),
        Length(width),
    ]));
    let [_, group, bar] = middle.layout(&Layout::vertical([
        Length((main.height - group_height - bar_height) / 2),
        Length(group_height),
        Length(bar_height),
    ]));
    let [board, status] = group.layout(&Layout::horizontal([
        Length(size.width()),
        Length(status_width),
    ]));
    let [board] = board.layout(&Layout::vertical([Length(size.height())]));
    Some(Areas {
        board,
        size,
        status,
        bar,
        footer,
    })
}

/// The [`Pages`] of popups on a `screen`.
pub fn pages(screen: Rect) -> Pages {
    let area = popup_area(screen);
    Pages {
        help: HelpPage::ALL.map(|page| help::visible_rows(page, area)),
        help_max_scroll: HelpPage::ALL.map(|page| help::max_scroll(page, area)),
        picker: picker::visible_rows(area),
        list: list::visible_rows(area),
    }
}

/// Where popups go: everything but the footer, which lists their keys.
pub fn popup_area(screen: Rect) -> Rect {
    Rect {
        height: screen.height.saturating_sub(1),
        ..screen
    }
}

/// The board of a pane: its search at the cursor, or the conflicting givens.
pub fn board_view(pane: &Pane) -> BoardView {
    match pane.search() {
        Search::Running(t) => BoardView::of_timeline(t),
        Search::Conflict { digits, error } => BoardView::of_conflict(digits, error),
    }
}

/// The board of the main screen: the heatmap, or with every empty cell's candidates, when
/// asked for.
fn board_view_of(app: &App) -> BoardView {
    match app.pane.search() {
        Search::Running(t) if app.shows_heat() => BoardView::heatmap(t),
        Search::Running(t) if app.shows_candidates() => BoardView::with_candidates(t),
        _ => board_view(&app.pane),
    }
}

/// Draws the whole screen.
pub fn render(app: &App, frame: &mut Frame) {
    let area = frame.area();
    let theme = Theme::new(app.color());
    let buf = frame.buffer_mut();
    let Some(areas) = layout(area) else {
        let need = match app.race() {
            Some(race) => {
                let (w, h) = race::smallest_terminal(race.lanes().len());
                (w.max(MIN_WIDTH), h.max(MIN_HEIGHT))
            }
            None => (MIN_WIDTH, MIN_HEIGHT),
        };
        popup::too_small(area, need, buf, &theme);
        return;
    };
    let view = board_view_of(app);
    Board {
        view: &view,
        theme: &theme,
    }
    .render(areas.board, buf);
    status::render(app, areas.status, buf, &theme);
    let bar = app.timeline().map(timeline_bar::BarView::of_timeline);
    timeline_bar::render(bar.as_ref(), areas.bar, buf, &theme);
    footer::render(app.context(), areas.footer, buf, &theme);
    let above_footer = popup_area(area);
    for overlay in app.overlays() {
        match overlay {
            Overlay::Help { page, scroll } => {
                help::render(*page, *scroll, above_footer, buf, &theme);
            }
            Overlay::Picker(picker) => picker::render(picker, above_footer, buf, &theme),
            Overlay::List(list) => list::render(list, above_footer, buf, &theme),
            Overlay::Error(error) => popup::error(error, above_footer, buf, &theme),
            Overlay::Prompt(prompt) => popup::prompt(prompt, areas.footer, buf, &theme),
            Overlay::Editor(e) => editor::render(e, above_footer, &areas, buf, &theme),
            Overlay::Race(r) => race::render(r, area, buf, &theme),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_board_grows_with_the_terminal() {
        let at = |w, h| layout(Rect::new(0, 0, w, h)).map(|a| a.size);
        assert_eq!(at(80, 24), Some(SIZES[2]));
        assert_eq!(at(120, 40), Some(SIZES[0]));
        assert_eq!(at(100, 35), Some(SIZES[1]));
        assert_eq!(at(MIN_WIDTH, MIN_HEIGHT), Some(SMALLEST));
        assert_eq!(at(MIN_WIDTH - 1, 40), None);
        assert_eq!(at(200, MIN_HEIGHT - 1), None);
    }

    #[test]
    fn regions_stay_inside_the_terminal_and_apart() {
        for (w, h) in [(59, 17), (80, 24), (120, 40), (250, 80), (61, 50)] {
            let area = Rect::new(0, 0, w, h);
            let a = layout(area).unwrap();
            for r in [a.board, a.status, a.bar, a.footer] {
                assert_eq!(area.intersection(r), r, "{w}×{h}: {r:?}");
            }
            assert!(!a.board.intersects(a.status));
            assert!(a.bar.y >= a.board.bottom() && a.bar.y >= a.status.bottom());
            assert!(a.bar.y < a.footer.y);
        }
    }
}
