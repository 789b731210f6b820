//! The main screen: the board (as the search stands, with candidates, or the heatmap), the
//! status panel and the timeline bar, in the areas [`layout`](crate::tui::layout) gives.

use super::Player;
use crate::tui::layout::Areas;
use crate::tui::pane::Search;
use crate::tui::widgets::board::{BoardView, BoardWidget, holds_candidates};
use crate::tui::widgets::pencil::{self, Touched};
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

/// The candidates of the cells the step at the cursor touches, for the panel to list: only
/// with candidates shown on a board whose cells, at `areas`' size, are too small to hold them.
pub fn touched(player: &Player, areas: &Areas) -> Option<Vec<Touched>> {
    let t = player.timeline()?;
    let small = !holds_candidates(t.shape(), areas.size);
    (player.shows_candidates() && !player.shows_heat() && small).then(|| pencil::touched(t))
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
        probing: player.probing && player.probes.is_running(),
        notice: shared.notice,
        shows_heat: player.shows_heat(),
        touched: touched(player, areas),
    };
    status::render(&status, areas.status, buf, theme);
    timeline_bar::render(bar_view(player).as_ref(), areas.bar, buf, theme);
}
