//! The main screen: the board (as the search stands, with candidates, or the heatmap), the
//! status panel and the timeline bar, in the areas [`layout`](crate::tui::layout) gives.

use super::Player;
use crate::tui::layout::Areas;
use crate::tui::pane::Search;
use crate::tui::widgets::board::{BoardView, BoardWidget};
use crate::tui::widgets::status::{self, StatusView};
use crate::tui::widgets::theme::Theme;
use crate::tui::widgets::timeline_bar::{self, BarView};
use ratatui::buffer::Buffer;
use ratatui::widgets::Widget;

/// What the main screen shows beside the player's own state: the shared speed and the remark
/// on the last action.
pub struct Shared<'a> {
    /// Delay between steps in milliseconds.
    pub delay_ms: u64,
    /// The remark on the last action.
    pub notice: Option<&'a str>,
}

/// The board of the main screen: the heatmap, or with every empty cell's candidates, when
/// asked for.
pub fn board_view(player: &Player) -> BoardView {
    match player.pane().search() {
        Search::Running(t) if player.shows_heat() => BoardView::heatmap(t),
        Search::Running(t) if player.shows_candidates() => BoardView::with_candidates(t),
        _ => BoardView::of_pane(player.pane()),
    }
}

/// The bar of the player's search.
pub fn bar_view(player: &Player) -> Option<BarView> {
    player.timeline().map(BarView::of_timeline)
}

/// Draws the main screen but its footer into `areas`.
pub fn draw(player: &Player, shared: &Shared, areas: &Areas, buf: &mut Buffer, theme: &Theme) {
    let view = board_view(player);
    BoardWidget { view: &view, theme }.render(areas.board, buf);
    let status = StatusView {
        pane: player.pane(),
        collection: player.collection(),
        current: player.current(),
        source_note: player.source_note(),
        state: player.state(),
        delay_ms: shared.delay_ms,
        events_per_second: player.events_per_second(shared.delay_ms),
        estimate: player.probes.estimate(),
        probing: player.probing,
        notice: shared.notice,
        shows_heat: player.shows_heat(),
    };
    status::render(&status, areas.status, buf, theme);
    timeline_bar::render(bar_view(player).as_ref(), areas.bar, buf, theme);
}
