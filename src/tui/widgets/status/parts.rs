//! The parts of the status panel, in the order they are drawn, each with its rank (0 for
//! what must show whenever it can): the puzzle and the search (0), the remarks that answer
//! the last key or say why the board is as it is (0 and 1), the counters (0 to 4), the
//! explanation (2, its second line 5), the notes on the puzzle (5 to 7), the stack (8), the
//! blank rows between groups (9) and the log (10, which takes what is left).

use super::{LABEL_WIDTH, Piece, StatusView, delay_words, fit_title, strategy_words};
use crate::tui::collection::Origin;
use crate::tui::pane::{PlayState, Search};
use crate::tui::widgets::pencil::Touched;
use crate::tui::widgets::{text, theme::Theme};
use ratatui::text::{Line, Span};
use stepdoku::explain::{event_words, start_words};
use stepdoku::numbers::{approximate, fitted, grouped};
use stepdoku::solver::{Event, Level};
use stepdoku::timeline::Timeline;

/// Every part of the panel for `view`, with its rank, in `width` columns (`room` of them for
/// a value).
pub(super) fn pieces(view: &StatusView, width: usize, theme: &Theme) -> Vec<(Piece, u8)> {
    let room = width.saturating_sub(LABEL_WIDTH + 1);
    let mut pieces = head(view, room, theme);
    pieces.push((Piece::Blank, 9));
    pieces.extend(counters(view, room, theme));
    if let Some(t) = view.timeline() {
        // the tree's estimate before the path's share when only one fits
        pieces.push((progress(t, theme), 4));
        pieces.extend(tree(view, t, width, theme));
    }
    pieces.push((Piece::Blank, 9));
    pieces.extend(remarks(view, theme));
    if view.timeline().is_some() {
        pieces.push((Piece::Blank, 9));
        pieces.push((Piece::Log, 10));
    }
    pieces
}

/// A `label value` part.
fn labelled(label: &'static str, value: impl Into<String>, style: ratatui::style::Style) -> Piece {
    Piece::Row {
        label,
        value: value.into(),
        style,
    }
}

/// The puzzle (with its label, where its file gave one, the note on how its source ran it,
/// and its place among the bundled puzzles), the strategy, the state and the event.
fn head(view: &StatusView, room: usize, theme: &Theme) -> Vec<(Piece, u8)> {
    let entry = view.entry();
    let title = fit_title(&view.collection.title(view.current), room);
    let mut pieces = vec![(Piece::Line(super::row("Puzzle", title.into(), theme)), 0)];
    if let Some(label) = &entry.puzzle.label {
        // the file's words after the cells, which may be long, or hold control characters
        let label = stepdoku::shown::text(label);
        pieces.push((labelled("Label", label, theme.dim()), 6));
    }
    if let Some(note) = view.source_note {
        // across the panel, on two rows where it needs them: whole, or not at all
        let text = note.to_string();
        pieces.push((
            Piece::Text {
                text,
                style: theme.dim(),
                keep: 2,
            },
            5,
        ));
    }
    if *view.collection.origin() == Origin::Bundled {
        let position = format!(
            "bundled, {} of {}",
            grouped(view.current as u64 + 1),
            grouped(view.collection.len() as u64)
        );
        pieces.push((labelled("", position, theme.dim()), 7));
    }
    let strategy = strategy_words(view.pane.strategy(), view.pane.seed());
    if strategy.chars().count() <= room {
        pieces.push((labelled("Strategy", strategy, Default::default()), 0));
    } else {
        // a seed is shown whole, as it pastes back into `--seed`: on a row of its own, and
        // without the label's indent where even that is too narrow
        let name = view.pane.strategy().name();
        pieces.push((labelled("Strategy", name, Default::default()), 0));
        let seed = format!("seed {}", view.pane.seed());
        let seed = if seed.chars().count() <= room {
            labelled("", seed, Default::default())
        } else {
            Piece::Line(Line::raw(seed))
        };
        pieces.push((seed, 0));
    }
    let state = view.state;
    let state_style = match state {
        PlayState::Solved | PlayState::Finished => theme.good(),
        PlayState::NoSolution | PlayState::Invalid => theme.error(),
        _ => theme.accent(),
    };
    pieces.push((labelled("State", state.to_string(), state_style), 0));
    let event = match view.timeline() {
        Some(t) => match t.current_event() {
            None => start_words(t.from_written_candidates()).to_string(),
            event => event_words(event, t.stats().solutions),
        },
        None => "none: the givens conflict".to_string(),
    };
    pieces.push((labelled("Event", event, theme.accent()), 0));
    pieces
}

/// Step, Empty, Placements, Guesses and Forced (one row, Forced left out when it does not
/// fit), Undos, Dead ends, Depth, Solutions and Delay, each count whole or compact to fit
/// `room` columns; without a search (the givens conflict), only Empty and Delay.
fn counters(view: &StatusView, room: usize, theme: &Theme) -> Vec<(Piece, u8)> {
    let plain = Default::default();
    let delay = (labelled("Delay", delay_words(view.delay_ms), plain), 1);
    let Some(t) = view.timeline() else {
        let givens = &view.entry().puzzle.digits;
        let empty = givens.iter().filter(|&&d| d == 0).count();
        return vec![(labelled("Empty", empty.to_string(), plain), 1), delay];
    };
    let (stats, empty) = (t.stats(), t.board().empty_count());
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
    let depth = format!("{} (max {})", stats.depth(), stats.max_depth);
    vec![
        (labelled("Step", count(stats.steps), plain), 0),
        (labelled("Empty", empty.to_string(), plain), 1),
        (labelled("Placements", count(stats.placements), plain), 4),
        (labelled("Guesses", guesses, plain), 2),
        // one name for the count in the panel, the JSON (`undos`) and the trace (`undo`)
        (labelled("Undos", count(stats.undos), plain), 3),
        (labelled("Dead ends", count(stats.dead_ends), plain), 3),
        (labelled("Depth", depth, plain), 4),
        (Piece::Line(super::row("Solutions", solutions, theme)), 1),
        delay,
    ]
}

/// `Explored 37.2% ███▌░░░░`: the fraction of the search tree explored at the cursor, and a
/// bar.
fn progress(t: &Timeline, theme: &Theme) -> Piece {
    let fraction = t.progress();
    let filled = (fraction * 8.0).round() as usize;
    let bar: String = "█".repeat(filled) + &"░".repeat(8 - filled.min(8));
    Piece::Line(Line::from(vec![
        Span::styled(format!("{:>LABEL_WIDTH$} ", "Explored"), theme.label()),
        Span::raw(format!("{:.1}% ", fraction * 100.0)),
        Span::styled(bar, theme.played()),
    ]))
}

/// The size of the whole search tree, and under it, `whole tree in ≈ 2 min at this speed`:
/// the time the rest of the whole tree would take at the current speed (not the time to the
/// next solution, where playback stops, which nothing can know), shown only while a search
/// that is not over plays forward, `at this speed` left out where `width` is too narrow.
fn tree(view: &StatusView, t: &Timeline, width: usize, theme: &Theme) -> Vec<(Piece, u8)> {
    let text = |text: String| Piece::Text {
        text,
        style: theme.dim(),
        keep: 1,
    };
    if t.is_finished() {
        // the true count replaces the estimate, and a finished search has no time to go
        let all = format!("tree {} steps, all searched", grouped(t.explored()));
        return vec![(text(all), 3)];
    }
    let Some(estimate) = view.estimate else {
        return match view.probing {
            true => vec![(text("tree: probing…".into()), 3)],
            false => vec![],
        };
    };
    // a search that stopped at its solution keeps the estimate, of the tree it did not finish
    let whole = if view.state == PlayState::Solved {
        "whole tree"
    } else {
        "tree"
    };
    let (low, high) = estimate.interval();
    // the one rule `stepdoku estimate` says `uncertain` by
    let size = if estimate.uncertain() {
        format!(
            "{whole} ≈ {} steps, uncertain (≥ {})",
            approximate(estimate.steps),
            approximate(low)
        )
    } else {
        format!(
            "{whole} ≈ {} steps ({}–{})",
            approximate(estimate.steps),
            approximate(low),
            approximate(high)
        )
    };
    // from the same probes; none that reached a solution says nothing worth a row
    let solutions = (estimate.solutions > 0.0)
        .then(|| format!("≈ {} solutions", approximate(estimate.solutions)));
    let left = (estimate.steps - t.position() as f64).max(0.0);
    let time = match view.events_per_second {
        Some(rate) if view.state == PlayState::Playing && rate > 0.0 && left > 0.0 => {
            let figure = duration_words(left / rate);
            // `> 1 year` is a bound already, not a figure to be approximately equal to
            let relation = if figure.starts_with('>') { "" } else { "≈ " };
            let time = format!("whole tree in {relation}{figure}");
            let speed = format!("{time} at this speed");
            Some(if speed.chars().count() <= width {
                speed
            } else {
                time
            })
        }
        _ => None,
    };
    let mut pieces = vec![(text(size), 3)];
    pieces.extend(solutions.map(|solutions| (text(solutions), 5)));
    pieces.extend(time.map(|time| (text(time), 4)));
    pieces
}

/// `40 s`, `12 min`, `3 h`, `5 days`, `> 1 year`.
pub(super) fn duration_words(seconds: f64) -> String {
    match seconds {
        s if s < 90.0 => format!("{} s", s.round().max(1.0)),
        s if s < 90.0 * 60.0 => format!("{} min", (s / 60.0).round()),
        s if s < 48.0 * 3600.0 => format!("{} h", (s / 3600.0).round()),
        s if s < 365.0 * 86400.0 => format!("{} days", (s / 86400.0).round()),
        _ => "> 1 year".to_string(),
    }
}

/// The stack as a breadcrumb, `Stack 2/3 › 1/2 › 4/5`: each level's digit tried of its
/// candidates, the latest levels when they do not all fit in `room` columns.
pub(super) fn breadcrumb(levels: &[Level], room: usize) -> String {
    let parts: Vec<String> = levels
        .iter()
        .map(|l| format!("{}/{}", l.tried, l.width))
        .collect();
    let mut shown: Vec<&str> = Vec::new();
    let mut used = 0;
    for part in parts.iter().rev() {
        if used + part.len() + 3 > room.saturating_sub(8) {
            shown.push("…");
            break;
        }
        used += part.len() + 3;
        shown.push(part);
    }
    shown.reverse();
    format!("Stack {}", shown.join(" › "))
}

/// The remark on the last action, the conflicts of the givens, why the board shows the givens
/// at the end, why the current event happened, and the stack.
fn remarks(view: &StatusView, theme: &Theme) -> Vec<(Piece, u8)> {
    let mut pieces = Vec::new();
    let kept = |text: String, style, keep| Piece::Text { text, style, keep };
    let said = |text: String, style| kept(text, style, 1);
    // first, as it answers the last key: two rows at least, where it needs them
    if let Some(notice) = view.notice {
        pieces.push((kept(notice.to_string(), theme.accent(), 2), 0));
    }
    if let Search::Conflict { error, .. } = view.pane.search() {
        pieces.push((said("The givens conflict:".into(), theme.error()), 0));
        for conflict in &error.conflicts {
            pieces.push((said(conflict.to_string(), theme.error()), 1));
        }
    }
    let Some(t) = view.timeline() else {
        return pieces;
    };
    if t.current_event() == Some(Event::Done) && t.stats().solutions > 0 {
        // why the board shows no solution at the end: whole, where it can be
        let why = "The search has taken back every guess, so the board shows the givens; \
                   N shows the last solution.";
        pieces.push((kept(why.into(), theme.dim(), 3), 1));
    }
    if let Some(why) = t.explanation() {
        for (i, line) in why.words().into_iter().enumerate() {
            let (style, rank) = if i == 0 {
                (theme.label(), 2)
            } else {
                (theme.dim(), 5)
            };
            pieces.push((said(line, style), rank));
        }
    }
    // the cells the step touches, where the board cannot show their candidates: what `c`
    // asked for, before the counters that say how far the search has gone
    if let Some(cells) = view.touched.as_ref().filter(|cells| !cells.is_empty()) {
        pieces.push((Piece::Candidates(cells.clone()), 1));
    }
    // last, as it is the longest: the stack, each level's digit tried of its candidates
    let levels = t.levels();
    if !levels.is_empty() {
        pieces.push((Piece::Stack(levels), 8));
    }
    pieces
}

/// The cells a step touches in `rows` rows of `width` columns, a cell a row under the label
/// `Candidates` (`r6c4 1579 loses 2`, or `r6c4 1579 −2` where that is too long, the digits
/// it loses or regains marked), the last row
/// saying how many cells are left out when they do not all fit (where there are two rows).
pub(super) fn candidate_lines(
    cells: &[Touched],
    rows: usize,
    width: usize,
    theme: &Theme,
) -> Vec<Line<'static>> {
    let room = width.saturating_sub(LABEL_WIDTH + 1);
    // a row says how many are left out, unless it is the only one
    let shown = match rows {
        _ if cells.len() <= rows => cells.len(),
        0 | 1 => rows,
        _ => rows - 1,
    };
    let mut lines: Vec<Line<'static>> = (cells[..shown].iter().enumerate())
        .map(|(i, cell)| {
            let label = if i == 0 { "Candidates" } else { "" };
            let (head, tail) = cell.words();
            let value = match tail {
                Some((verb, digits)) => {
                    let style = if cell.given_back {
                        theme.given_back()
                    } else {
                        theme.removed()
                    };
                    // `loses 2`, or where that does not fit, `−2` (`+2` for `regains 2`)
                    let sign = if cell.given_back { "+" } else { "−" };
                    let words = [format!("{head} {verb} "), format!("{head} {sign}")];
                    let fits =
                        |before: &String| before.chars().count() + digits.chars().count() <= room;
                    match words.into_iter().find(fits) {
                        Some(before) => {
                            Line::from(vec![Span::raw(before), Span::styled(digits, style)])
                        }
                        None => Line::raw(text::head(&format!("{head} {sign}{digits}"), room)),
                    }
                }
                None => Line::raw(text::head(&head, room)),
            };
            let mut spans = vec![Span::styled(
                format!("{label:>LABEL_WIDTH$} "),
                theme.label(),
            )];
            spans.extend(value.spans);
            Line::from(spans)
        })
        .collect();
    if shown < cells.len() && shown < rows {
        let more = format!("{:LABEL_WIDTH$} … {} more", "", cells.len() - shown);
        lines.push(Line::styled(more, theme.dim()));
    }
    lines
}

/// The event log in `rows` rows: `Log`, then the latest events up to the cursor with their
/// step numbers, newest at the bottom (the cursor's own event highlighted), each in the
/// words of the Event row. The numbers take the room of the largest shown, and a line too
/// long for `width` ends in `…`.
pub(super) fn log_lines(
    t: &Timeline,
    rows: usize,
    width: usize,
    theme: &Theme,
) -> Vec<Line<'static>> {
    let position = t.position();
    let first = position.saturating_sub(rows.saturating_sub(2) as u64);
    let digits = grouped(position).len();
    let mut lines = vec![Line::styled("Log", theme.label())];
    for step in first..=position {
        let words = match t.event_at(step) {
            _ if step == 0 => start_words(t.from_written_candidates()).to_string(),
            Some(event) => event_words(Some(event), t.stats().solutions),
            None => continue,
        };
        let style = if step == position {
            theme.accent()
        } else {
            theme.dim()
        };
        let line = format!("{:>digits$}  {words}", grouped(step));
        lines.push(Line::styled(text::head(&line, width), style));
    }
    lines
}

#[cfg(test)]
mod tests {
    use super::*;

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
}
