//! The race view: a board per strategy with its counters, two to a row with the counters
//! beside when there is room (2×2 at 120×40), else compact boards in one row with the
//! counters under them (80×24); the lanes that do not fit as boards, one line of counters
//! each under them; the ranking and the shared timeline bar below.

use super::Race;
use crate::tui::layout::{self, popup_area};
use crate::tui::widgets::board::{Board, BoardView};
use crate::tui::widgets::popup;
use crate::tui::widgets::status::{delay_words, fit_title};
use crate::tui::widgets::theme::Theme;
use crate::tui::widgets::timeline_bar::{self, BarView};
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Clear, Paragraph, Widget};
use stepdoku::numbers::{compact, fitted, grouped};
use stepdoku::race::Placed;

/// Draws the race on `screen`, over all but its footer row.
pub fn draw(race: &Race, delay_ms: u64, screen: Rect, buf: &mut Buffer, theme: &Theme) {
    let area = popup_area(screen);
    Clear.render(area, buf);
    let Some(layout) = layout::race(area, race.lanes().len(), race.name_width(), race.shape())
    else {
        Clear.render(screen, buf);
        let need = layout::race_smallest_terminal(race.lanes().len());
        popup::too_small(screen, need, true, buf, theme);
        return;
    };
    for (i, (lane, at)) in race.lanes().iter().zip(&layout.lanes).enumerate() {
        let view = BoardView::of_pane(lane);
        Board { view: &view, theme }.render(at.board, buf);
        Paragraph::new(lane_lines(race, i, at.stats.width, theme)).render(at.stats, buf);
    }
    let rows = lane_rows(race, layout.lanes.len(), area.width, theme);
    for (line, row) in rows.into_iter().zip(&layout.lines) {
        Paragraph::new(line).render(*row, buf);
    }
    let header = header(race, delay_ms, layout.header.width, theme);
    Paragraph::new(header).render(layout.header, buf);
    let line = ranking(race, layout.summary.width, theme);
    Paragraph::new(line).render(layout.summary, buf);
    timeline_bar::render(Some(&bar_view(race)), layout.bar, buf, theme);
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

/// A lane's counters, under its name, in `width` columns; its place once its search has
/// ended. Each count is right-aligned, whole when it fits beside its label with a column to
/// spare (the next lane may follow), else compact (`272.2M`): never cut.
fn lane_lines(race: &Race, i: usize, width: u16, theme: &Theme) -> Vec<Line<'static>> {
    let lane = &race.lanes()[i];
    let Some(t) = lane.timeline() else {
        return Vec::new();
    };
    let stats = t.stats();
    // wide enough for `Dead ends 40,109,729`; wider columns would part labels from values
    let cols = usize::from(width).saturating_sub(1).min(21);
    let row = |label: &str, value: u64| {
        let room = cols.saturating_sub(label.len() + 1);
        let value = fitted(value, room);
        let pad = cols.saturating_sub(label.len() + value.chars().count());
        Line::from(vec![
            Span::styled(format!("{label}{}", " ".repeat(pad)), theme.label()),
            Span::raw(value),
        ])
    };
    let empty = t.grid().empty_count() as u64;
    let state = lane_state(race, i, false, theme);
    vec![
        Line::styled(lane.strategy().name(), theme.title()),
        row("Step", t.position()),
        row("Empty", empty),
        row("Guesses", stats.guesses()),
        row("Dead ends", stats.dead_ends),
        row("Solutions", stats.solutions),
        Line::from(state),
    ]
}

/// Lane `i`'s state: its place once its search has ended, else `searching`, or `paused`
/// when the race is.
/// `short`: a place without its ratio to the winner, where a line has no room for it.
fn lane_state(race: &Race, i: usize, short: bool, theme: &Theme) -> Span<'static> {
    let lane = race.lanes()[i].timeline();
    let solved = lane.is_some_and(|t| t.stats().solutions > 0);
    match race.placed(i) {
        Some(p) if solved && short => Span::styled(p.ordinal(), theme.good()),
        Some(p) if p.place == 1 && solved => Span::styled("1st · solved", theme.good()),
        Some(p) if solved => Span::styled(format!("{} · {}", p.ordinal(), p.times()), theme.good()),
        Some(p) => Span::styled(format!("{} · no solution", p.ordinal()), theme.accent()),
        None if race.is_playing() || race.is_searching() => Span::styled("searching", theme.dim()),
        None => Span::styled("paused", theme.dim()),
    }
}

/// How the lines of lanes write their counts: whole or compact, the gap between items, and
/// whether a place goes without its ratio.
type LineForm = (fn(u64) -> String, &'static str, bool);

/// The lanes from `first` on, each in one line of `width` columns (those that do not fit as
/// boards): its name, the counters its board would show first, and its state:
/// ` mrv+lcv     Step   316  Guesses 181  Dead ends 12  3rd · 1.4×`. Names and counts are
/// aligned from line to line, the counts whole where every line fits so, else compact
/// (`272.2M`), then closer together with places without ratios: never cut.
fn lane_rows(race: &Race, first: usize, width: u16, theme: &Theme) -> Vec<Line<'static>> {
    let lanes = &race.lanes()[first.min(race.lanes().len())..];
    let counts: Vec<[(&str, u64); 3]> = lanes
        .iter()
        .map(|lane| {
            let (step, stats) = lane
                .timeline()
                .map_or((0, Default::default()), |t| (t.position(), t.stats()));
            [
                ("Step", step),
                ("Guesses", stats.guesses()),
                ("Dead ends", stats.dead_ends),
            ]
        })
        .collect();
    let name_w = lanes
        .iter()
        .map(|l| l.strategy().name().len())
        .max()
        .unwrap_or(0);
    let forms: [LineForm; 3] = [
        (grouped, "  ", false),
        (compact, "  ", false),
        (compact, " ", true),
    ];
    let mut rows = Vec::new();
    for (number, gap, short) in forms {
        let widths: Vec<usize> = (0..3)
            .map(|k| {
                counts
                    .iter()
                    .map(|c| number(c[k].1).len())
                    .max()
                    .unwrap_or(0)
            })
            .collect();
        rows = lanes
            .iter()
            .zip(&counts)
            .enumerate()
            .map(|(i, (lane, counts))| {
                let mut spans = vec![Span::styled(
                    format!(" {:<name_w$}", lane.strategy().name()),
                    theme.title(),
                )];
                for ((label, value), w) in counts.iter().zip(&widths) {
                    spans.push(Span::styled(format!("{gap}{label} "), theme.label()));
                    spans.push(Span::raw(format!("{:>w$}", number(*value))));
                }
                spans.push(Span::raw(gap));
                spans.push(lane_state(race, first + i, short, theme));
                Line::from(spans)
            })
            .collect();
        if rows.iter().all(|row| row.width() <= usize::from(width)) {
            break;
        }
    }
    rows
}

/// What the race is doing, in a word.
fn state_words(race: &Race) -> &'static str {
    if race.is_searching() {
        "searching…"
    } else if race.is_over() {
        "race over"
    } else if race.is_playing() {
        "racing"
    } else {
        "paused"
    }
}

/// The header in `width` columns: what the race is doing, on which puzzle, at what speed, and
/// the random strategy's seed: ` race over · top95.txt #41/95 · delay 50 ms · random seed 5`.
/// A long puzzle name is shortened first (never its number), then `random seed` to `seed`
/// (never the seed, which pastes back into `--seed`).
fn header(race: &Race, delay_ms: u64, width: u16, theme: &Theme) -> Line<'static> {
    let state = format!(" {} ", state_words(race));
    let seed = race
        .lanes()
        .iter()
        .find(|l| l.strategy().is_random())
        .map(|random| format!(" · random seed {}", random.seed()))
        .unwrap_or_default();
    let speed = format!(" · delay {}", delay_words(delay_ms));
    let number = race
        .title()
        .rsplit_once(" #")
        .map_or(0, |(_, n)| n.len() + 3);
    let mut fixed = state.chars().count() + 3 + speed.chars().count() + seed.chars().count();
    let seed = if fixed + number > usize::from(width) && !seed.is_empty() {
        fixed -= " random".len();
        seed.replacen(" random", "", 1)
    } else {
        seed
    };
    let room = usize::from(width).saturating_sub(fixed);
    let title = fit_title(race.title(), room);
    Line::from(vec![
        Span::styled(state, theme.accent()),
        Span::styled("· ", theme.dim()),
        Span::styled(title, theme.title()),
        Span::styled(speed + &seed, theme.dim()),
    ])
}

/// How the ranking shows each entry: with its ratio to the winner or not, and its steps
/// whole (`grouped`) or `compact`.
type RankingForm = (bool, fn(u64) -> String);

/// The ranking in one line of `width` columns: each lane that ended, in order, with its
/// place, name and steps (every lane once the race is over), and its ratio to the winner
/// when there is room: `1st propagate 228  2nd mrv 8,381 (36.8×)  …`. Where that does not
/// fit, the ratios go (they are on the boards), then the steps are shown compact (`272.2M`):
/// a number is shortened, never cut.
fn ranking(race: &Race, width: u16, theme: &Theme) -> Line<'static> {
    let ranking = race.ranking();
    let entry = |placed: &Placed, ratio: bool, steps: fn(u64) -> String| {
        let name = race.lanes()[placed.lane].strategy().name();
        let mut text = format!("{name} {}", steps(placed.steps));
        if ratio && placed.place > 1 {
            text.push_str(&format!(" ({})", placed.times()));
        }
        [
            Span::styled(format!(" {} ", placed.ordinal()), theme.label()),
            Span::raw(format!("{text} ")),
        ]
    };
    let forms: [RankingForm; 3] = [(true, grouped), (false, grouped), (false, compact)];
    let mut spans = Vec::new();
    for (ratio, steps) in forms {
        spans = ranking
            .iter()
            .flat_map(|placed| entry(placed, ratio, steps))
            .collect();
        // the last entry's trailing space may fall off the edge
        let used = spans
            .iter()
            .map(Span::width)
            .sum::<usize>()
            .saturating_sub(1);
        if used <= usize::from(width) {
            return Line::from(spans);
        }
    }
    // many lanes: the entries that fit, then `…` (every lane says its place itself)
    let mut used = 0;
    let mut kept = Vec::new();
    for entry in spans.chunks(2) {
        let w: usize = entry.iter().map(Span::width).sum();
        if used + w + 1 > usize::from(width) {
            break;
        }
        used += w;
        kept.extend_from_slice(entry);
    }
    kept.push(Span::styled("…", theme.dim()));
    Line::from(kept)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tui::test_support::P85;
    use stepdoku::parse::parse_str;
    use stepdoku::solver::Strategy;

    #[test]
    fn the_header_shortens_random_seed_to_seed_before_it_cuts_the_seed() {
        let puzzle = parse_str(P85).unwrap()[0].clone();
        let seed = 4_611_686_018_427_387_903;
        let race = Race::new(&puzzle, &Strategy::ALL, seed)
            .unwrap()
            .titled("all_17_clue_49158.txt #12,345/49,158".into());
        let theme = Theme::new(false);
        let wide = header(&race, 50, 120, &theme).to_string();
        assert!(wide.contains(&format!("random seed {seed}")), "{wide}");
        // too narrow for the number, the delay and `random seed N` together
        let narrow = header(&race, 50, 72, &theme).to_string();
        assert!(narrow.chars().count() <= 72, "{narrow}");
        assert!(narrow.ends_with(&format!("· seed {seed}")), "{narrow}");
        assert!(narrow.contains("#12,345/49,158"), "{narrow}");
    }

    #[test]
    fn the_ranking_drops_ratios_then_shortens_numbers_and_never_cuts_them() {
        let puzzle = parse_str(P85).unwrap()[0].clone();
        let mut race = Race::new(&puzzle, &Strategy::ALL, 5).unwrap();
        race.run_to_end();
        while race.tick(std::time::Duration::ZERO, 50, |_| true).is_none() && race.is_searching() {}
        assert!(race.is_over());
        let theme = Theme::new(false);
        let text = |width| ranking(&race, width, &theme).to_string();
        assert_eq!(
            text(120).trim_end(),
            " 1st propagate 228  2nd mrv 8,381 (36.8×)  3rd random 48,566 (213.0×)  \
             4th row-major 756,596 (3,318.4×)"
        );
        assert_eq!(
            text(80).trim_end(),
            " 1st propagate 228  2nd mrv 8,381  3rd random 48,566  4th row-major 756,596"
        );
        assert_eq!(
            text(72).trim_end(),
            " 1st propagate 228  2nd mrv 8.4k  3rd random 48.6k  4th row-major 756.6k"
        );
        // no room for every entry: those that fit whole, then `…` (each lane says its place)
        assert_eq!(
            text(71).trim_end(),
            " 1st propagate 228  2nd mrv 8.4k  3rd random 48.6k …"
        );
    }
}
