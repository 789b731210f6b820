//! The race view: a board per strategy with its counters, two to a row with the counters
//! beside when there is room (2×2 at 120×40), else compact boards in one row with the
//! counters under them (80×24); the ranking and the shared timeline bar below.

use super::super::race::{Race, ordinal};
use super::board::{Board, BoardSize, COMPACT, SIZES, SMALLEST};
use super::theme::Theme;
use super::timeline_bar::{self, BarView};
use super::{board_view, popup};
use ratatui::buffer::Buffer;
use ratatui::layout::Constraint::{Fill, Length};
use ratatui::layout::{Flex, Layout, Rect};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Clear, Paragraph, Widget};
use stepdoku::numbers::grouped;
use stepdoku::solver::Strategy;

/// Columns of the counters beside a board.
const STATS_WIDTH: u16 = 26;
/// Columns of a lane in the compact layout.
const COMPACT_WIDTH: u16 = 19;
/// Rows of the counters under a compact board.
const COMPACT_STATS: u16 = 7;
/// Rows under the lanes: the ranking and the bar (one row each at the least).
const BELOW: u16 = 2;

/// Where one lane goes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LaneArea {
    /// The board (exactly its size).
    pub board: Rect,
    /// The board's size.
    pub size: BoardSize,
    /// The lane's counters.
    pub stats: Rect,
}

/// Where each part of the race view goes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RaceLayout {
    /// One area per lane, in lane order.
    pub lanes: Vec<LaneArea>,
    /// The ranking line.
    pub summary: Rect,
    /// The timeline bar.
    pub bar: Rect,
}

/// The smallest area `lanes` lanes fit in (the compact layout).
pub fn smallest(lanes: usize) -> (u16, u16) {
    (
        lanes as u16 * COMPACT_WIDTH,
        COMPACT.height() + COMPACT_STATS + BELOW,
    )
}

/// Lays out `lanes` lanes in `area` (all but the footer); `None` when they do not fit.
pub fn layout(area: Rect, lanes: usize) -> Option<RaceLayout> {
    let n = usize::from(lanes.max(1) as u16);
    let room = area.height.checked_sub(BELOW)?;
    let cols = n.min(2);
    let rows = n.div_ceil(cols);
    for size in [SIZES[2], SMALLEST] {
        let lane_w = size.width() + STATS_WIDTH;
        if cols as u16 * lane_w <= area.width && rows as u16 * size.height() <= room {
            let (grid, summary, bar) =
                below(area, cols as u16 * lane_w, rows as u16 * size.height());
            let row_areas = grid.layout_vec(&Layout::vertical(vec![Length(size.height()); rows]));
            let areas = (0..n)
                .map(|i| {
                    let row = row_areas[i / cols];
                    let lanes = row.layout_vec(&Layout::horizontal(vec![Length(lane_w); cols]));
                    let [board, _, stats] = lanes[i % cols].layout(&Layout::horizontal([
                        Length(size.width()),
                        Length(1),
                        Fill(1),
                    ]));
                    LaneArea { board, size, stats }
                })
                .collect();
            return Some(RaceLayout {
                lanes: areas,
                summary,
                bar,
            });
        }
    }
    let (width, height) = smallest(lanes);
    if width > area.width || height > area.height {
        return None;
    }
    let (grid, summary, bar) = below(area, width, COMPACT.height() + COMPACT_STATS);
    let columns = grid.layout_vec(&Layout::horizontal(vec![Length(COMPACT_WIDTH); n]));
    let areas = columns
        .into_iter()
        .map(|column| {
            // the counters one column narrower, a gap to the next lane; the board centred
            let [top, stats] = column.layout(&Layout::vertical([
                Length(COMPACT.height()),
                Length(COMPACT_STATS),
            ]));
            let [stats, _] = stats.layout(&Layout::horizontal([Fill(1), Length(1)]));
            let [board] =
                top.layout(&Layout::horizontal([Length(COMPACT.width())]).flex(Flex::Center));
            LaneArea {
                board,
                size: COMPACT,
                stats,
            }
        })
        .collect();
    Some(RaceLayout {
        lanes: areas,
        summary,
        bar,
    })
}

/// The lanes' grid (`width` × `grid_h`), the ranking and the bar (framed when rows allow)
/// under it, the whole centred in `area` (an odd spare row or column goes below or right).
fn below(area: Rect, width: u16, grid_h: u16) -> (Rect, Rect, Rect) {
    let bar_h = if area.height - grid_h >= 4 { 3 } else { 1 };
    let [_, grid, summary, bar] = area.layout(&Layout::vertical([
        Length((area.height - grid_h - 1 - bar_h) / 2),
        Length(grid_h),
        Length(1),
        Length(bar_h),
    ]));
    let [_, grid] = grid.layout(&Layout::horizontal([
        Length((area.width - width) / 2),
        Length(width),
    ]));
    (grid, summary, bar)
}

/// The smallest terminal the race of `lanes` lanes is drawn in: its lanes, and the footer.
pub fn smallest_terminal(lanes: usize) -> (u16, u16) {
    let (width, height) = smallest(lanes);
    (width, height + 1)
}

/// Draws the race on `screen`, over all but its footer row.
pub fn render(race: &Race, screen: Rect, buf: &mut Buffer, theme: &Theme) {
    let area = super::popup_area(screen);
    Clear.render(area, buf);
    let Some(layout) = layout(area, race.lanes().len()) else {
        Clear.render(screen, buf);
        popup::too_small(screen, smallest_terminal(race.lanes().len()), buf, theme);
        return;
    };
    for (i, (lane, at)) in race.lanes().iter().zip(&layout.lanes).enumerate() {
        let view = board_view(lane);
        Board { view: &view, theme }.render(at.board, buf);
        Paragraph::new(lane_lines(race, i, theme)).render(at.stats, buf);
    }
    let line = summary(race, layout.summary.width, theme);
    Paragraph::new(line).render(layout.summary, buf);
    timeline_bar::render(Some(&BarView::of_race(race)), layout.bar, buf, theme);
}

/// A lane's counters, under its name; its place once its search has ended.
fn lane_lines(race: &Race, i: usize, theme: &Theme) -> Vec<Line<'static>> {
    let lane = &race.lanes()[i];
    let Some(t) = lane.timeline() else {
        return Vec::new();
    };
    let stats = t.stats();
    let row = |label: &str, value: u64| {
        Line::from(vec![
            Span::styled(format!("{label:<11}"), theme.label()),
            Span::raw(grouped(value)),
        ])
    };
    let empty = t.grid().empty_count() as u64;
    let winner = race.ranking().first().map_or(1, |&(_, end)| end.max(1));
    let state = match (race.place(i), race.end_of(i)) {
        (Some(1), _) if stats.solutions > 0 => Span::styled("1st · solved", theme.good()),
        (Some(place), Some(end)) if stats.solutions > 0 => Span::styled(
            format!("{} · {}", ordinal(place), times(end, winner)),
            theme.good(),
        ),
        (Some(place), _) => {
            Span::styled(format!("{} · no solution", ordinal(place)), theme.accent())
        }
        _ => Span::styled("searching", theme.dim()),
    };
    vec![
        Line::styled(lane.strategy().name(), theme.title()),
        row("Step", t.position()),
        row("Empty", empty),
        row("Guesses", stats.guesses()),
        row("Backtracks", stats.dead_ends),
        row("Solutions", stats.solutions),
        Line::from(state),
    ]
}

/// `31.5×`, `2844×`: how many times the winner's events `end` is (whole from 100 on).
fn times(end: u64, winner: u64) -> String {
    let ratio = end as f64 / winner.max(1) as f64;
    if ratio >= 100.0 {
        format!("{ratio:.0}×")
    } else {
        format!("{ratio:.1}×")
    }
}

/// The race in one line of `width` columns: what it is doing, then the places so far with
/// each one's events and its ratio to the winner; when that does not fit, the places and
/// ratios alone (the events are on the boards), as many as fit whole.
fn summary(race: &Race, width: u16, theme: &Theme) -> Line<'static> {
    let state = if race.is_searching() {
        "searching…"
    } else if race.is_over() {
        "race over"
    } else if race.is_playing() {
        "racing"
    } else {
        "paused"
    };
    let head = Span::styled(format!(" {state} "), theme.accent());
    let seed = race
        .lanes()
        .iter()
        .find(|l| l.strategy() == Strategy::Random)
        .map(|random| Span::styled(format!("(random: seed {}) ", random.seed()), theme.dim()));
    let ranking = race.ranking();
    let winner = ranking.first().map_or(1, |&(_, end)| end.max(1));
    let entry = |i: usize, end: u64, full: bool| {
        let place = race.place(i).unwrap_or(0);
        let name = race.lanes()[i].strategy().name();
        let text = match (place, full) {
            (1, true) => format!("{name} {} ", grouped(end)),
            (_, true) => format!("{name} {} ({}) ", grouped(end), times(end, winner)),
            (1, false) => format!("{name} "),
            (_, false) => format!("{name} {} ", times(end, winner)),
        };
        [
            Span::styled(format!(" {} ", ordinal(place)), theme.label()),
            Span::raw(text),
        ]
    };
    let full: Vec<Span> = std::iter::once(head.clone())
        .chain(seed)
        .chain(ranking.iter().flat_map(|&(i, end)| entry(i, end, true)))
        .collect();
    if full.iter().map(Span::width).sum::<usize>() <= usize::from(width) {
        return Line::from(full);
    }
    let mut spans = vec![head];
    let mut used: usize = spans.iter().map(Span::width).sum();
    for &(i, end) in &ranking {
        let entry = entry(i, end, false);
        let room = entry.iter().map(Span::width).sum::<usize>();
        if used + room > usize::from(width) {
            break;
        }
        used += room;
        spans.extend(entry);
    }
    Line::from(spans)
}
