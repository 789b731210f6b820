//! The race view: a board per strategy with its counters, two to a row with the counters
//! beside when there is room (2×2 at 120×40), else compact boards in one row with the
//! counters under them (80×24); the ranking and the shared timeline bar below.

use super::{Race, ordinal};
use crate::tui::layout::{self, popup_area};
use crate::tui::widgets::board::{Board, BoardView};
use crate::tui::widgets::popup;
use crate::tui::widgets::theme::Theme;
use crate::tui::widgets::timeline_bar::{self, BarView};
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Clear, Paragraph, Widget};
use stepdoku::numbers::grouped;
use stepdoku::solver::Strategy;

/// Draws the race on `screen`, over all but its footer row.
pub fn draw(race: &Race, screen: Rect, buf: &mut Buffer, theme: &Theme) {
    let area = popup_area(screen);
    Clear.render(area, buf);
    let Some(layout) = layout::race(area, race.lanes().len()) else {
        Clear.render(screen, buf);
        let need = layout::race_smallest_terminal(race.lanes().len());
        popup::too_small(screen, need, buf, theme);
        return;
    };
    for (i, (lane, at)) in race.lanes().iter().zip(&layout.lanes).enumerate() {
        let view = BoardView::of_pane(lane);
        Board { view: &view, theme }.render(at.board, buf);
        Paragraph::new(lane_lines(race, i, theme)).render(at.stats, buf);
    }
    let line = summary(race, layout.summary.width, theme);
    Paragraph::new(line).render(layout.summary, buf);
    timeline_bar::render(Some(&bar_view(race)), layout.bar, buf, theme);
}

/// The bar of a race: its step against the furthest any lane has searched.
pub fn bar_view(race: &Race) -> BarView {
    let ended: Vec<u64> = race.ranking().into_iter().map(|(_, end)| end).collect();
    // over: the last lane's end is the whole race, whatever a jump explored past it
    let scale = match ended.last() {
        Some(&last) if race.is_over() => last,
        _ => race.explored().max(race.step()),
    };
    BarView {
        position: race.step(),
        scale,
        finished: race.is_over(),
        marks: ended,
        profile: None,
    }
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
