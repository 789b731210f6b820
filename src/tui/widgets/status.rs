//! The status panel: which puzzle, how it is searched, what the search is doing, and its
//! counters, each label followed by its number (`Step 12`) so people and scripts find them.

use super::popup;
use super::theme::Theme;
use crate::tui::collection::{Collection, Entry, Origin};
use crate::tui::pane::{Pane, PlayState, Search};
use ratatui::buffer::Buffer;
use ratatui::layout::Constraint::{Fill, Length};
use ratatui::layout::{Layout, Rect};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Paragraph, Widget, Wrap};
use stepdoku::explain::event_words;
use stepdoku::numbers::{fitted, grouped};
use stepdoku::solver::{Event, Level, Strategy};
use stepdoku::timeline::Timeline;

/// Width of the right-aligned labels (`Placements`, `Dead ends`).
const LABEL_WIDTH: usize = 10;

/// The delay as shown: `50 ms`, `1,000 ms`, or `max` at 0.
pub fn delay_words(delay_ms: u64) -> String {
    if delay_ms == 0 {
        "max".to_string()
    } else {
        format!("{} ms", grouped(delay_ms))
    }
}

/// The strategy as shown, with the seed when it matters: `random (seed 42)`.
pub fn strategy_words(strategy: Strategy, seed: u64) -> String {
    match strategy {
        Strategy::Random => format!("random (seed {seed})"),
        other => other.name().to_string(),
    }
}

/// What the status panel shows: the search on screen and where it comes from, plain data.
pub struct StatusView<'a> {
    /// The search on screen.
    pub pane: &'a Pane,
    /// The puzzles it is one of.
    pub collection: &'a Collection,
    /// Its position among them.
    pub current: usize,
    /// How its source's program searched it, when that is how it is searched.
    pub source_note: Option<&'static str>,
    /// What the player is doing.
    pub state: PlayState,
    /// Delay between steps in milliseconds.
    pub delay_ms: u64,
    /// The speed the time left is reckoned at.
    pub events_per_second: Option<f64>,
    /// The remark on the last action.
    pub notice: Option<&'a str>,
    /// Whether the board is the heatmap.
    pub shows_heat: bool,
}

impl StatusView<'_> {
    fn timeline(&self) -> Option<&Timeline> {
        self.pane.timeline()
    }

    fn entry(&self) -> &Entry {
        &self.collection.entries()[self.current]
    }
}

/// A `label value` line, the label right-aligned.
fn row<'a>(label: &'a str, value: impl Into<Span<'a>>, theme: &Theme) -> Line<'a> {
    Line::from(vec![
        Span::styled(format!("{label:>LABEL_WIDTH$} "), theme.label()),
        value.into(),
    ])
}

/// Draws the panel into `area`.
pub fn render(view: &StatusView, area: Rect, buf: &mut Buffer, theme: &Theme) {
    let block = Block::bordered()
        .border_style(theme.border())
        .title(Span::styled(" stepdoku ", theme.title()));
    let full = block.inner(area);
    block.render(area, buf);
    // a free column before the right border, so text that fills a row never reads as cut
    // (the legend, a table without numbers, may take it)
    let inner = Rect {
        width: full.width.saturating_sub(1),
        ..full
    };

    let room = usize::from(inner.width).saturating_sub(LABEL_WIDTH + 1);
    let (head, optional) = head_lines(view, room, theme);
    let counters = counter_lines(view, room, theme);
    // when rows are short, the blank line goes first, then the optional lines from the last
    let progress = view.timeline().map(|t| progress_line(t, theme));
    let estimate = view.timeline().and_then(|t| estimate_line(view, t, theme));
    let mut room = usize::from(inner.height).saturating_sub(head.len() + counters.len());
    let progress = progress.filter(|_| room >= 1);
    room -= usize::from(progress.is_some());
    let estimate = estimate.filter(|_| room >= 1);
    room -= usize::from(estimate.is_some());
    let shown = room.min(optional.len());
    let mut head = head.into_iter();
    let mut lines: Vec<Line> = head.next().into_iter().collect();
    lines.extend(optional.into_iter().take(shown));
    lines.extend(head);
    if room > shown {
        lines.push(Line::default());
    }
    lines.extend(counters);
    lines.extend(progress);
    lines.extend(estimate);
    let used = (lines.len() as u16).min(inner.height);
    // the lines above, a blank row, then the rest: remarks, the log, the legend at the bottom
    let [top, _, mut rest] = inner.layout(&Layout::vertical([Length(used), Length(1), Fill(1)]));
    Paragraph::new(lines).render(top, buf);

    let remarks = remarks(view, theme);
    let remark_rows: usize = remarks
        .iter()
        .map(|l| wrapped_rows(&l.to_string(), usize::from(rest.width)))
        .sum();
    let remark_rows = remark_rows as u16;
    let remarks = Paragraph::new(remarks).wrap(Wrap { trim: true });
    let legend = legend(view, theme);
    let legend_rows = legend.len() as u16;
    let legend_fits = legend.iter().all(|l| l.width() <= usize::from(full.width));
    if legend_fits && rest.height >= remark_rows + legend_rows + u16::from(remark_rows > 0) {
        let [above, bottom] = rest.layout(&Layout::vertical([Fill(1), Length(legend_rows)]));
        let bottom = Rect {
            width: full.width,
            ..bottom
        };
        Paragraph::new(legend).render(bottom, buf);
        rest = above;
    }
    remarks.render(rest, buf);
    // the event log fills what is left under the remarks, a blank row between, and one
    // above the legend
    let [_, _, log, _] = rest.layout(&Layout::vertical([
        Length(remark_rows),
        Length(u16::from(remark_rows > 0)),
        Fill(1),
        Length(1),
    ]));
    if log.height >= 3
        && let Some(t) = view.timeline()
    {
        let lines = log_lines(t, usize::from(log.height), usize::from(log.width), theme);
        Paragraph::new(lines).render(log, buf);
    }
}

/// The event log: `Log`, then the latest `rows - 1` events up to the cursor with their step
/// numbers, newest at the bottom (the cursor's own event highlighted). The numbers take the
/// room of the largest shown, and a line too long for `width` ends in `…`, not mid-word.
fn log_lines(t: &Timeline, rows: usize, width: usize, theme: &Theme) -> Vec<Line<'static>> {
    let position = t.position();
    let first = position.saturating_sub(rows.saturating_sub(2) as u64);
    let digits = grouped(position).len();
    let mut lines = vec![Line::styled("Log", theme.label())];
    for step in first..=position {
        let words = match t.event_at(step) {
            _ if step == 0 => event_words(None, 0),
            Some(event) => event_words(Some(event), t.stats().solutions),
            None => continue,
        };
        let style = if step == position {
            theme.accent()
        } else {
            theme.dim()
        };
        let line = format!("{:>digits$}  {words}", grouped(step));
        lines.push(Line::styled(popup::head(&line, width), style));
    }
    lines
}

/// Rows `text` takes when wrapped at word boundaries to `width` columns.
fn wrapped_rows(text: &str, width: usize) -> usize {
    let width = width.max(1);
    let (mut rows, mut used) = (1, 0);
    for word in text.split_whitespace() {
        let w = word.chars().count();
        if used > 0 && used + 1 + w <= width {
            used += 1 + w;
        } else {
            rows += usize::from(used > 0) + (w.max(1) - 1) / width;
            used = (w - 1) % width + 1;
        }
    }
    rows
}

/// What the looks of the board mean, each shown as the board shows it.
fn legend(view: &StatusView, theme: &Theme) -> Vec<Line<'static>> {
    let label = |text: &str| Span::styled(format!("{text:>LABEL_WIDTH$} "), theme.label());
    if view.shows_heat
        && let Some(t) = view.timeline()
    {
        return heat_legend(t.heat(), theme);
    }
    let words = |text: &'static str| Span::styled(text, theme.label());
    vec![
        Line::from(vec![
            label("Legend"),
            Span::styled(" 8 ", theme.given()),
            words(" given    "),
            Span::styled(" 3 ", theme.placed(false)),
            words(" placed"),
        ]),
        Line::from(vec![
            label(""),
            Span::styled(" - ", theme.undone()),
            words(" undone   "),
            Span::styled(" × ", theme.dead_end()),
            words(" dead end"),
        ]),
        Line::from(vec![
            label(""),
            Span::styled(" 3 ", theme.forced(false)),
            words(" forced   "),
            Span::styled(" 3 ", theme.current(theme.placed(false))),
            words(" current event"),
        ]),
    ]
}

/// The heatmap's legend: its four buckets with the placement counts each covers.
fn heat_legend(heat: &[u64; 81], theme: &Theme) -> Vec<Line<'static>> {
    let max = heat.iter().copied().max().unwrap_or(0);
    let label = |text: &str| Span::styled(format!("{text:>LABEL_WIDTH$} "), theme.label());
    let mut lines = vec![Line::from(vec![
        label("Heat"),
        Span::styled("placements per cell", theme.label()),
    ])];
    // each bucket's least count: near max^((level - 1) / 3), settled against the levels
    let level_of = |count| super::board::heat_level(count, max);
    let mut from: Vec<(u8, u64)> = Vec::new();
    for level in 1..=4u8 {
        let mut low = (max as f64).powf(f64::from(level - 1) / 3.0).ceil() as u64;
        while low > 1 && level_of(low - 1) >= level {
            low -= 1;
        }
        while low <= max && level_of(low) < level {
            low += 1;
        }
        if low >= 1 && low <= max && level_of(low) == level {
            from.push((level, low));
        }
    }
    let mut spans = vec![
        label(""),
        Span::styled(" · ", theme.heat(0)),
        Span::raw(" 0 "),
    ];
    for (k, &(level, low)) in from.iter().enumerate() {
        let high = from.get(k + 1).map_or(max, |&(_, next)| next - 1);
        let range = if low == high {
            grouped(low)
        } else {
            format!("{}–{}", grouped(low), grouped(high))
        };
        spans.push(Span::styled(" 3 ", theme.heat(level)));
        spans.push(Span::raw(format!(" {range} ")));
        if spans.len() >= 7 {
            lines.push(Line::from(std::mem::replace(&mut spans, vec![label("")])));
        }
    }
    if spans.len() > 1 {
        lines.push(Line::from(spans));
    }
    lines
}

/// `title` (`norvig_top95.txt #41/95`) in `room` columns: the file name is shortened, never
/// the puzzle's number (`norvig_to… #41/95`).
pub fn fit_title(title: &str, room: usize) -> String {
    let length = title.chars().count();
    if length <= room {
        return title.to_string();
    }
    let (name, number) = title.rsplit_once(" #").unwrap_or((title, ""));
    let number = if number.is_empty() {
        String::new()
    } else {
        format!(" #{number}")
    };
    let keep = room.saturating_sub(number.chars().count() + 1);
    let short: String = name.chars().take(keep).collect();
    format!("{short}…{number}")
}

/// The puzzle, strategy, state and event lines, and the optional lines that follow the puzzle;
/// `room` columns for a value.
fn head_lines<'a>(
    view: &'a StatusView<'a>,
    room: usize,
    theme: &Theme,
) -> (Vec<Line<'a>>, Vec<Line<'a>>) {
    let entry = view.entry();
    let mut optional = Vec::new();
    if let Some(label) = &entry.puzzle.label {
        // the file's words after the cells, which may be long, or hold control characters
        let label = popup::head(&stepdoku::shown::text(label), room);
        optional.push(row("Label", Span::styled(label, theme.dim()), theme));
    }
    if let Some(note) = view.source_note {
        optional.push(row("", Span::styled(note, theme.dim()), theme));
    }
    if *view.collection.origin() == Origin::Bundled {
        let position = format!(
            "bundled, {} of {}",
            grouped(view.current as u64 + 1),
            grouped(view.collection.len() as u64)
        );
        optional.push(row("", Span::styled(position, theme.dim()), theme));
    }
    let state = view.state;
    let state_style = match state {
        PlayState::Solved | PlayState::Finished => theme.good(),
        PlayState::NoSolution | PlayState::Invalid => theme.error(),
        _ => theme.accent(),
    };
    let event = match view.timeline() {
        Some(t) => event_words(t.current_event(), t.stats().solutions),
        None => "none: the givens conflict".to_string(),
    };
    let title = fit_title(&view.collection.title(view.current), room);
    let strategy = strategy_words(view.pane.strategy(), view.pane.seed());
    let mut head = vec![row("Puzzle", title, theme)];
    if strategy.chars().count() <= room {
        head.push(row("Strategy", strategy, theme));
    } else {
        // a seed is shown whole, as it pastes back into `--seed`: on a row of its own, and
        // without the label's indent where even that is too narrow
        head.push(row("Strategy", view.pane.strategy().name(), theme));
        let seed = format!("seed {}", view.pane.seed());
        head.push(if seed.chars().count() <= room {
            row("", seed, theme)
        } else {
            Line::raw(seed)
        });
    }
    head.push(row(
        "State",
        Span::styled(state.to_string(), state_style),
        theme,
    ));
    head.push(row("Event", Span::styled(event, theme.accent()), theme));
    (head, optional)
}

/// Step, Empty, Placements, Guesses and Forced (one row, Forced left out when it does not
/// fit), Undos, Dead ends, Depth, Solutions and Delay, each count whole or compact to fit
/// `room` columns; without a search (the givens conflict), only Empty and Delay.
fn counter_lines<'a>(view: &StatusView, room: usize, theme: &Theme) -> Vec<Line<'a>> {
    let Some(t) = view.timeline() else {
        let empty = view
            .entry()
            .puzzle
            .digits
            .iter()
            .filter(|&&d| d == 0)
            .count();
        return vec![
            row("Empty", empty.to_string(), theme),
            row("Delay", delay_words(view.delay_ms), theme),
        ];
    };
    let (stats, empty) = (t.stats(), t.grid().empty_count());
    let count = |n: u64| fitted(n, room);
    let solutions = if stats.solutions > 0 {
        Span::styled(count(stats.solutions), theme.good())
    } else {
        Span::raw("0")
    };
    let guesses = count(stats.guesses());
    let with_forced = format!("{guesses}  Forced {}", count(stats.forced));
    let guesses = if with_forced.chars().count() <= room {
        with_forced
    } else {
        guesses
    };
    vec![
        row("Step", count(stats.steps), theme),
        row("Empty", empty.to_string(), theme),
        row("Placements", count(stats.placements), theme),
        row("Guesses", guesses, theme),
        // one name for the count in the panel, the JSON (`undos`) and the trace (`undo`)
        row("Undos", count(stats.undos), theme),
        row("Dead ends", count(stats.dead_ends), theme),
        row(
            "Depth",
            format!("{} (max {})", stats.depth(), stats.max_depth),
            theme,
        ),
        row("Solutions", solutions, theme),
        row("Delay", delay_words(view.delay_ms), theme),
    ]
}

/// `Explored 37.2% ███▌░░░░`: the fraction of the search tree explored at the cursor, and a
/// bar.
fn progress_line(t: &Timeline, theme: &Theme) -> Line<'static> {
    let fraction = t.progress();
    let filled = (fraction * 8.0).round() as usize;
    let bar: String = "█".repeat(filled) + &"░".repeat(8 - filled.min(8));
    Line::from(vec![
        Span::styled(format!("{:>LABEL_WIDTH$} ", "Explored"), theme.label()),
        Span::raw(format!("{:.1}% ", fraction * 100.0)),
        Span::styled(bar, theme.played()),
    ])
}

/// `tree ≈ 2 min at this speed`, under `Explored`: the time the rest of the whole search tree
/// would take at the current speed (not the time to the next solution, which nothing can
/// know), shown only while a search that is not over plays forward.
fn estimate_line(view: &StatusView, t: &Timeline, theme: &Theme) -> Option<Line<'static>> {
    let fraction = t.progress();
    if view.state != PlayState::Playing || fraction <= 0.0 || fraction >= 1.0 {
        return None;
    }
    let rate = view.events_per_second?;
    let left = t.position() as f64 * (1.0 - fraction) / fraction / rate;
    let figure = duration_words(left);
    // `> 1 year` is a bound already, not a figure to be approximately equal to
    let relation = if figure.starts_with('>') { "" } else { "≈ " };
    Some(row(
        "",
        Span::styled(
            format!("tree {relation}{figure} at this speed"),
            theme.dim(),
        ),
        theme,
    ))
}

/// `40 s`, `12 min`, `3 h`, `5 days`, `> 1 year`.
fn duration_words(seconds: f64) -> String {
    match seconds {
        s if s < 90.0 => format!("{} s", s.round().max(1.0)),
        s if s < 90.0 * 60.0 => format!("{} min", (s / 60.0).round()),
        s if s < 48.0 * 3600.0 => format!("{} h", (s / 3600.0).round()),
        s if s < 365.0 * 86400.0 => format!("{} days", (s / 86400.0).round()),
        _ => "> 1 year".to_string(),
    }
}

/// The stack as a breadcrumb, `2/3 › 1/2 › 4/5`: each level's digit tried of its candidates,
/// the latest levels when they do not all fit in `room` columns.
fn breadcrumb(levels: &[Level], room: usize) -> String {
    let parts: Vec<String> = levels
        .iter()
        .map(|l| format!("{}/{}", l.tried, l.width))
        .collect();
    let mut shown: Vec<&str> = Vec::new();
    let mut used = 0;
    for part in parts.iter().rev() {
        if used + part.len() + 3 > room.saturating_sub(2) {
            shown.push("…");
            break;
        }
        used += part.len() + 3;
        shown.push(part);
    }
    shown.reverse();
    shown.join(" › ")
}

/// The conflicts of the givens, why the current event happened, the stack, and the remark on
/// the last action.
fn remarks<'a>(view: &'a StatusView<'a>, theme: &Theme) -> Vec<Line<'a>> {
    let mut lines = Vec::new();
    // first, as it answers the last key
    if let Some(notice) = view.notice {
        lines.push(Line::styled(notice, theme.accent()));
    }
    if let Some(why) = view.timeline().and_then(Timeline::explanation) {
        let words = why.words();
        for (i, line) in words.into_iter().enumerate() {
            let style = if i == 0 { theme.label() } else { theme.dim() };
            lines.push(Line::styled(line, style));
        }
    }

    if let Search::Conflict { error, .. } = view.pane.search() {
        lines.push(Line::styled("The givens conflict:", theme.error()));
        lines.extend(
            error
                .conflicts
                .iter()
                .map(|c| Line::styled(c.to_string(), theme.error())),
        );
    }
    if let Some(t) = view.timeline()
        && t.current_event() == Some(Event::Done)
        && t.stats().solutions > 0
    {
        lines.push(Line::styled(
            "The search has taken back every guess, so the board shows the givens; \
             N shows the last solution.",
            theme.dim(),
        ));
    }
    // last, as it is the longest: the stack, each level's digit tried of its candidates
    if let Some(levels) = view.timeline().map(Timeline::levels)
        && !levels.is_empty()
    {
        let crumbs = breadcrumb(&levels, 3 * 80);
        lines.push(Line::styled(format!("Stack {crumbs}"), theme.dim()));
    }
    lines
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn delays_read_as_every_other_number_does() {
        assert_eq!(delay_words(0), "max");
        assert_eq!(delay_words(50), "50 ms");
        assert_eq!(delay_words(1000), "1,000 ms");
    }
    #[test]
    fn durations_read_as_people_say_them_and_years_are_not_counted_in_days() {
        assert_eq!(duration_words(40.0), "40 s");
        assert_eq!(duration_words(12.0 * 60.0), "12 min");
        assert_eq!(duration_words(3.0 * 3600.0), "3 h");
        assert_eq!(duration_words(79.0 * 86400.0), "79 days");
        assert_eq!(duration_words(364.0 * 86400.0), "364 days");
        assert_eq!(duration_words(366.0 * 86400.0), "> 1 year");
        assert_eq!(duration_words(1e15), "> 1 year");
    }

    #[test]
    fn delays_and_strategies_in_words() {
        assert_eq!(delay_words(0), "max");
        assert_eq!(delay_words(25), "25 ms");
        assert_eq!(strategy_words(Strategy::Random, 7), "random (seed 7)");
        assert_eq!(strategy_words(Strategy::Mrv, 7), "mrv");
    }

    #[test]
    fn long_titles_keep_the_puzzle_number() {
        assert_eq!(
            fit_title("norvig_top95.txt #41/95", 30),
            "norvig_top95.txt #41/95"
        );
        assert_eq!(fit_title("norvig_top95.txt #41/95", 15), "norvig_… #41/95");
        assert_eq!(fit_title("norvig_top95.txt #41/95", 8), "… #41/95");
        assert_eq!(fit_title("a_long_file_name.txt", 10), "a_long_fi…");
    }

    #[test]
    fn counts_wrapped_rows() {
        assert_eq!(wrapped_rows("", 10), 1);
        assert_eq!(wrapped_rows("one two", 10), 1);
        assert_eq!(wrapped_rows("one two three", 10), 2);
        assert_eq!(wrapped_rows("abcdefghijkl", 5), 3);
        assert_eq!(wrapped_rows("ab abcdefghijkl", 5), 4);
    }
}
