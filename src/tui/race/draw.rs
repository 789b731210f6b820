//! The race view: a board per strategy with its counters, two to a row with the counters
//! beside when there is room (2×2 at 120×40), else compact boards in one row with the
//! counters under them (80×24); the lanes that do not fit as boards, one line of counters
//! each under a row naming their columns; the ranking and the shared timeline bar below. The
//! selected lane is marked `▸`. What fits where is [`fit`](super::fit)'s.

use super::Race;
use super::fit::{self, Plan, label, mark};
use crate::tui::layout::{self, RaceLayout, popup_area};
use crate::tui::view::Screen;
use crate::tui::widgets::board::{BoardView, BoardWidget};
use crate::tui::widgets::popup::{self, head};
use crate::tui::widgets::theme::Theme;
use crate::tui::widgets::timeline_bar::{self, BarView};
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::Style;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Clear, Paragraph, Widget};
use stepdoku::numbers::{compact, fitted, grouped};

/// Draws the race over all of `screen` but its footer row, and the remark on the last
/// action under the bar (over the header where no row is free).
pub fn draw(race: &Race, screen: &Screen, buf: &mut Buffer, theme: &Theme) {
    let area = popup_area(screen.whole);
    Clear.render(area, buf);
    let plan = fit::plan(race, area.width);
    let Some(layout) = layout_in(race, area, plan) else {
        Clear.render(screen.whole, buf);
        let need = layout::race_smallest_terminal(race.lanes().len());
        popup::too_small(screen.whole, need, true, buf, theme);
        return;
    };
    for (i, (lane, at)) in race.lanes().iter().zip(&layout.lanes).enumerate() {
        let view = BoardView::of_pane(lane);
        BoardWidget { view: &view, theme }.render(at.board, buf);
        Paragraph::new(lane_lines(race, i, plan, at.stats, theme)).render(at.stats, buf);
    }
    if let Some(heads) = layout.line_heads {
        let (names, rows) = lane_rows(race, layout.lanes.len(), plan, area.width, theme);
        Paragraph::new(names).render(heads, buf);
        for (line, row) in rows.into_iter().zip(&layout.lines) {
            Paragraph::new(line).render(*row, buf);
        }
    }
    let header = fit::header(race, screen.delay_ms, layout.header.width, theme);
    Paragraph::new(header).render(layout.header, buf);
    let ranking = fit::ranking(race, plan, layout.summary.width, theme);
    Paragraph::new(ranking).render(layout.summary, buf);
    timeline_bar::render(Some(&bar_view(race)), layout.bar, buf, theme);
    if let Some(notice) = screen.notice {
        let below = layout.bar.bottom();
        let row = if below < area.bottom() {
            Rect::new(area.x, below, area.width, 1)
        } else {
            layout.header
        };
        let text = head(notice, usize::from(row.width.saturating_sub(1)));
        Clear.render(row, buf);
        Paragraph::new(Line::styled(format!(" {text}"), theme.accent())).render(row, buf);
    }
}

/// Where the race's parts go in `area` (all but the footer row), or `None` when it is too
/// small: the drawing and the mouse read the same.
pub fn layout_of(race: &Race, area: Rect) -> Option<RaceLayout> {
    layout_in(race, area, fit::plan(race, area.width))
}

fn layout_in(race: &Race, area: Rect, plan: Plan) -> Option<RaceLayout> {
    let labels = fit::label_width(race, plan);
    let n = race.lanes().len();
    layout::race(area, n, labels, plan.ranking_rows, race.shape())
}

/// The bar of a race: its step against the furthest any lane has searched.
pub fn bar_view(race: &Race) -> BarView {
    let ranking = race.ranking();
    let ended: Vec<u64> = ranking.iter().map(|p| p.steps).collect();
    // `◆` is a solution, as on the player's bar: a lane that ended without one has no mark
    let solved = |p: &&stepdoku::race::Placed| {
        race.lanes()[p.lane]
            .timeline()
            .is_some_and(|t| t.stats().solutions > 0)
    };
    let marks = ranking.iter().filter(solved).map(|p| p.steps).collect();
    // over: the last lane's end is the whole race, whatever a jump explored past it
    let scale = match ended.last() {
        Some(&last) if race.is_over() => last,
        _ => race.explored().max(race.step()),
    };
    BarView {
        position: race.step(),
        scale,
        finished: race.is_over(),
        marks,
        profile: None,
    }
}

/// Lane `i`'s label with its mark, the selected lane's reversed, in lines of `width`: a
/// composed name too long for one breaks before a `+` (`▸ constraint+random` then
/// `  +singles`), else ends in `…`.
fn label_lines(
    race: &Race,
    i: usize,
    plan: Plan,
    width: usize,
    theme: &Theme,
) -> Vec<Line<'static>> {
    let mark = mark(race, i);
    let label = label(race, i, plan.lettered);
    let style = if race.selected() == i {
        theme.highlight()
    } else {
        theme.title()
    };
    let line = |indent: &str, text: &str| {
        Line::from(vec![
            Span::raw(indent.to_string()),
            Span::styled(text.to_string(), style),
        ])
    };
    let room = width.saturating_sub(mark.chars().count());
    if label.len() <= room {
        return vec![line(mark, &label)];
    }
    // the label is longer than `room`: the last `+` within it, if the rest fits too
    let cut = label[..=room].rfind('+').filter(|&at| at > 0);
    match cut {
        Some(at) if label.len() - at <= room => {
            // the rest under the name, past the mark and the letter
            let name = race.lanes()[i].strategy().name();
            let indent = " ".repeat(mark.chars().count() + label.len() - name.len());
            vec![line(mark, &label[..at]), line(&indent, &label[at..])]
        }
        _ => vec![line(mark, &head(&label, room))],
    }
}

/// A lane's counters, under its label, in `area`; its place once its search has ended. Each
/// count is right-aligned, whole when it fits beside its label with a column to spare (the
/// next lane may follow), else compact (`272.2M`): never cut. Where a long label takes two
/// lines and the area is short, `Empty` goes.
fn lane_lines(race: &Race, i: usize, plan: Plan, area: Rect, theme: &Theme) -> Vec<Line<'static>> {
    let lane = &race.lanes()[i];
    let Some(t) = lane.timeline() else {
        return Vec::new();
    };
    let stats = t.stats();
    let width = usize::from(area.width).saturating_sub(1);
    // wide enough for `Dead ends 40,109,729`; wider columns would part labels from values
    let cols = width.min(21);
    let row = |label: &str, value: u64| {
        let room = cols.saturating_sub(label.len() + 1);
        let value = fitted(value, room);
        let pad = cols.saturating_sub(label.len() + value.chars().count());
        Line::from(vec![
            Span::styled(format!("{label}{}", " ".repeat(pad)), theme.label()),
            Span::raw(value),
        ])
    };
    let mut lines = label_lines(race, i, plan, width, theme);
    let empty = row("Empty", t.board().empty_count() as u64);
    let spare = usize::from(area.height) > lines.len() + 5;
    lines.push(row("Step", t.position()));
    lines.extend(spare.then_some(empty));
    lines.push(row("Guesses", stats.guesses()));
    lines.push(row("Dead ends", stats.dead_ends));
    lines.push(row("Solutions", stats.solutions));
    let state = lane_state(race, i, false, theme);
    let state = if state.width() <= width {
        state
    } else {
        lane_state(race, i, true, theme)
    };
    lines.push(Line::from(state));
    lines
}

/// Lane `i`'s state: its place once its search has ended, else `searching`, or `paused`
/// when the race is. `short`: a place without its ratio to the winner, and nothing for a
/// lane still on its way (the header says what the race is doing), where a line has no room.
fn lane_state(race: &Race, i: usize, short: bool, theme: &Theme) -> Span<'static> {
    let lane = race.lanes()[i].timeline();
    let solved = lane.is_some_and(|t| t.stats().solutions > 0);
    match race.placed(i) {
        Some(p) if short => Span::styled(p.ordinal(), place_style(solved, theme)),
        Some(p) if p.place == 1 && solved => Span::styled("1st · solved", theme.good()),
        Some(p) if solved => Span::styled(format!("{} · {}", p.ordinal(), p.times()), theme.good()),
        Some(p) => Span::styled(format!("{} · no solution", p.ordinal()), theme.accent()),
        None if short => Span::raw(""),
        None if race.is_playing() || race.is_searching() => Span::styled("searching", theme.dim()),
        None => Span::styled("paused", theme.dim()),
    }
}

fn place_style(solved: bool, theme: &Theme) -> Style {
    if solved { theme.good() } else { theme.accent() }
}

/// The counters a line of counters shows, and their column heads.
const COUNTERS: [&str; 3] = ["Step", "Guesses", "Dead ends"];

/// How the lines of counters write their counts: whole or compact, the gap between columns,
/// and whether a state is short ([`lane_state`]).
type LineForm = (fn(u64) -> String, usize, bool);

/// The lanes from `first` on, each in one line of `width` columns (those that do not fit as
/// boards), and the row over them naming their columns: its label, the counters its board
/// would show first, and its state:
///
/// ```text
///                     Step  Guesses  Dead ends
/// ▸ mrv+lcv            316      181         12  3rd · 1.4×
/// ```
///
/// The counts are whole where every line fits so, else compact (`272.2M`), then closer
/// together with places without ratios: never cut. Only narrower than any supported size
/// are labels shortened, with `…`.
fn lane_rows(
    race: &Race,
    first: usize,
    plan: Plan,
    width: u16,
    theme: &Theme,
) -> (Line<'static>, Vec<Line<'static>>) {
    let lanes = first.min(race.lanes().len())..race.lanes().len();
    let counts: Vec<[u64; 3]> = lanes
        .clone()
        .map(|i| {
            let (step, stats) = race.lanes()[i]
                .timeline()
                .map_or((0, Default::default()), |t| (t.position(), t.stats()));
            [step, stats.guesses(), stats.dead_ends]
        })
        .collect();
    let labels: Vec<String> = lanes
        .clone()
        .map(|i| label(race, i, plan.lettered))
        .collect();
    let width = usize::from(width);
    let forms: [LineForm; 3] = [(grouped, 2, false), (compact, 2, false), (compact, 1, true)];
    let mut chosen = forms[2];
    let mut name_w = labels.iter().map(String::len).max().unwrap_or(0);
    for form in forms {
        chosen = form;
        if rows_width(race, lanes.clone(), &counts, form, name_w, theme) <= width {
            break;
        }
    }
    let others = rows_width(race, lanes.clone(), &counts, chosen, 0, theme);
    name_w = name_w.min(width.saturating_sub(others)).max(1);
    let (number, gap, short) = chosen;
    let columns = columns(&counts, number);
    let gap = " ".repeat(gap);
    let mut heads = vec![Span::raw(" ".repeat(2 + name_w))];
    for (name, w) in COUNTERS.iter().zip(columns) {
        heads.push(Span::styled(format!("{gap}{name:>w$}"), theme.label()));
    }
    let rows = lanes
        .zip(&counts)
        .zip(&labels)
        .map(|((i, counts), label)| {
            let style = if race.selected() == i {
                theme.highlight()
            } else {
                theme.title()
            };
            let mut spans = vec![
                Span::raw(mark(race, i)),
                Span::styled(format!("{:<name_w$}", head(label, name_w)), style),
            ];
            for (value, w) in counts.iter().zip(columns) {
                spans.push(Span::raw(format!("{gap}{:>w$}", number(*value))));
            }
            spans.push(Span::raw(gap.clone()));
            spans.push(lane_state(race, i, short, theme));
            Line::from(spans)
        })
        .collect();
    (Line::from(heads), rows)
}

/// Each counter's column: as wide as its head or its widest count, written by `number`.
fn columns(counts: &[[u64; 3]], number: fn(u64) -> String) -> [usize; 3] {
    std::array::from_fn(|k| {
        let widest = counts.iter().map(|c| number(c[k]).len()).max().unwrap_or(0);
        widest.max(COUNTERS[k].len())
    })
}

/// The columns of the widest line of `lanes` in `form`, labels `name_w` wide.
fn rows_width(
    race: &Race,
    lanes: std::ops::Range<usize>,
    counts: &[[u64; 3]],
    (number, gap, short): LineForm,
    name_w: usize,
    theme: &Theme,
) -> usize {
    let columns: usize = columns(counts, number).iter().map(|w| gap + w).sum();
    let states = lanes.map(|i| lane_state(race, i, short, theme).width());
    2 + name_w + columns + gap + states.max().unwrap_or(0)
}
