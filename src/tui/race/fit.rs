//! What fits where in the race view, so that no number is cut: the header, whose seed is
//! always whole; the ranking, on one row or two, each lane by its letter where names do not
//! fit (the letter beside each lane's name being the legend); the lanes' labels.

use super::Race;
use crate::tui::layout::RANKING_ROWS;
use crate::tui::widgets::status::{delay_words, fit_title};
use crate::tui::widgets::theme::Theme;
use ratatui::text::{Line, Span};
use stepdoku::numbers::{compact, grouped};
use stepdoku::race::{Placed, ordinal};

/// How the race view names its lanes at a width: the rows its ranking takes, and whether the
/// ranking names each lane by its letter (`A`), each lane's label then showing its letter
/// before its name.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Plan {
    /// 1, or 2 where the whole ranking does not fit in one.
    pub ranking_rows: u16,
    /// Whether lanes go by their letters in the ranking.
    pub lettered: bool,
}

/// The widest a count is in its short form: `272.2M`.
const COMPACT_WIDTH: usize = 6;

/// The plan for `race` at `width` columns. It is made for the longest ranking the race can
/// have (every lane ended, each count in its short form), so that the layout does not change
/// as lanes end: names if they fit in [`RANKING_ROWS`], else letters.
pub fn plan(race: &Race, width: u16) -> Plan {
    let n = race.lanes().len();
    let place = ordinal(n).len();
    for lettered in [false, true] {
        let widths: Vec<usize> = (0..n)
            .map(|i| entry_width(place, label(race, i, lettered).len(), COMPACT_WIDTH))
            .collect();
        let rows = packed(&widths, usize::from(width)).len().max(1) as u16;
        if rows <= RANKING_ROWS {
            return Plan {
                ranking_rows: rows,
                lettered,
            };
        }
    }
    Plan {
        ranking_rows: RANKING_ROWS,
        lettered: true,
    }
}

/// Lane `i`'s letter: `A` for the first lane.
pub fn letter(i: usize) -> char {
    char::from(b'A' + i as u8)
}

/// Lane `i`'s label: its strategy's name, after its letter when the plan letters the lanes
/// (`C mrv+lcv`).
pub fn label(race: &Race, i: usize, lettered: bool) -> String {
    let name = race.lanes()[i].strategy().name();
    if lettered {
        format!("{} {name}", letter(i))
    } else {
        name.to_string()
    }
}

/// The mark before a lane's label: `▸` for the selected lane.
pub fn mark(race: &Race, i: usize) -> &'static str {
    if race.selected() == i { "▸ " } else { "  " }
}

/// The columns of the widest label with its mark: a compact board's column holds it whole.
pub fn label_width(race: &Race, plan: Plan) -> usize {
    let labels = (0..race.lanes().len()).map(|i| label(race, i, plan.lettered).len());
    labels.max().unwrap_or(0) + mark(race, 0).chars().count()
}

/// An entry of the ranking, ` 2nd mrv 8,381 (36.8×) `: its columns, a place `place` wide, a
/// name `name` wide and steps `steps` wide (a ratio aside).
fn entry_width(place: usize, name: usize, steps: usize) -> usize {
    1 + place + 1 + name + 1 + steps + 1
}

/// Entries of these widths, each with a trailing space that may fall off the edge, shared
/// out among rows of `width` in order, as many to a row as fit: the entries of each row. An
/// entry wider than a row has one of its own.
fn packed(widths: &[usize], width: usize) -> Vec<Vec<usize>> {
    let mut rows: Vec<Vec<usize>> = Vec::new();
    let mut used = 0;
    for (i, &w) in widths.iter().enumerate() {
        match rows.last_mut() {
            Some(row) if used + w <= width + 1 => {
                row.push(i);
                used += w;
            }
            _ => {
                rows.push(vec![i]);
                used = w;
            }
        }
    }
    rows
}

/// How the ranking shows each entry: with its ratio to the winner or not, and its steps
/// whole (`grouped`) or `compact`.
type RankingForm = (bool, fn(u64) -> String);

/// The ranking in the plan's rows of `width` columns: each lane that ended, in order, with
/// its place, name (or letter) and steps, and its ratio to the winner when there is room:
/// `1st propagate 228  2nd mrv 8,381 (36.8×)  …`. Where that does not fit, the ratios go
/// (they are on the lanes), then the steps are shown compact (`272.2M`): a number is
/// shortened, never cut. The plan leaves room for every lane; only narrower than any
/// supported size does it end with `…` after the entries that fit.
pub fn ranking(race: &Race, plan: Plan, width: u16, theme: &Theme) -> Vec<Line<'static>> {
    let ranking = race.ranking();
    let entry = |placed: &Placed, ratio: bool, steps: fn(u64) -> String| {
        let name = if plan.lettered {
            letter(placed.lane).to_string()
        } else {
            label(race, placed.lane, false)
        };
        let mut text = format!("{name} {}", steps(placed.steps));
        if ratio && placed.place > 1 {
            text.push_str(&format!(" ({})", placed.times()));
        }
        vec![
            Span::styled(format!(" {} ", placed.ordinal()), theme.label()),
            Span::raw(format!("{text} ")),
        ]
    };
    let forms: [RankingForm; 3] = [(true, grouped), (false, grouped), (false, compact)];
    let width = usize::from(width);
    let mut entries = Vec::new();
    for (ratio, steps) in forms {
        entries = ranking
            .iter()
            .map(|placed| entry(placed, ratio, steps))
            .collect();
        let widths: Vec<usize> = entries.iter().map(|e| spans_width(e)).collect();
        let rows = packed(&widths, width);
        if rows.len() <= usize::from(plan.ranking_rows) {
            return rows
                .into_iter()
                .map(|row| {
                    Line::from(
                        row.into_iter()
                            .flat_map(|i| entries[i].clone())
                            .collect::<Vec<_>>(),
                    )
                })
                .collect();
        }
    }
    // narrower than any supported size: the entries that fit, then `…` (every lane says its
    // place itself)
    let mut lines = Vec::new();
    let mut rest = entries.into_iter().peekable();
    for row in 0..plan.ranking_rows {
        let last = row + 1 == plan.ranking_rows;
        let mut used = 0;
        let mut spans = Vec::new();
        while let Some(entry) = rest.peek() {
            let w = spans_width(entry);
            let room = if last {
                width.saturating_sub(1)
            } else {
                width + 1
            };
            if used + w > room {
                break;
            }
            used += w;
            spans.extend(rest.next().unwrap_or_default());
        }
        if last && rest.peek().is_some() {
            spans.push(Span::styled("…", theme.dim()));
        }
        lines.push(Line::from(spans));
    }
    lines
}

fn spans_width(spans: &[Span]) -> usize {
    spans.iter().map(Span::width).sum()
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
/// the random parts' seed: ` race over · top95.txt #41/95 · delay 50 ms · random seed 5`.
/// The seed is never cut: it pastes back into `--seed`. Where the line is short, `random
/// seed` becomes `seed`, the puzzle's file name is shortened (never its number), `delay 50
/// ms` becomes `50 ms`, then goes, then the puzzle goes.
pub fn header(race: &Race, delay_ms: u64, width: u16, theme: &Theme) -> Line<'static> {
    let state = format!(" {} ", state_words(race));
    let seed = race
        .lanes()
        .iter()
        .find(|l| l.strategy().is_random())
        .map(|random| random.seed());
    let seeds = match seed {
        Some(seed) => [format!(" · random seed {seed}"), format!(" · seed {seed}")],
        None => [String::new(), String::new()],
    };
    let delay = delay_words(delay_ms);
    let delays = [
        format!(" · delay {delay}"),
        format!(" · {delay}"),
        String::new(),
    ];
    let forms = [(0, 0), (0, 1), (1, 1), (2, 1)];
    // the least of the title: its number whole after `…` (`… #41/95`)
    let least = race
        .title()
        .rsplit_once(" #")
        .map_or(1, |(_, n)| n.chars().count() + 3);
    // a column to spare: a number against the edge may have been cut, for all a reader knows
    let width = usize::from(width).saturating_sub(1);
    let fixed = |(d, s): (usize, usize)| {
        let parts = [&state, &delays[d], &seeds[s]];
        // and the `· ` before the title
        parts.iter().map(|p| p.chars().count()).sum::<usize>() + 2
    };
    let (title, (d, s)) = match forms.iter().find(|&&form| fixed(form) + least <= width) {
        Some(&form) => (fit_title(race.title(), width - fixed(form)), form),
        None => (String::new(), (2, 1)),
    };
    let mut spans = vec![Span::styled(state, theme.accent())];
    if !title.is_empty() {
        spans.push(Span::styled("· ", theme.dim()));
        spans.push(Span::styled(title, theme.title()));
    }
    let rest = delays[d].clone() + &seeds[s];
    // with no title the first part's ` · ` follows the state's own space
    let rest = if spans.len() == 1 {
        rest.replacen(" · ", "· ", 1)
    } else {
        rest
    };
    spans.push(Span::styled(rest, theme.dim()));
    Line::from(spans)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tui::test_support::P85;
    use stepdoku::parse::parse_str;
    use stepdoku::solver::Strategy;

    fn race_of(names: &[&str]) -> Race {
        let puzzle = parse_str(P85).unwrap()[0].clone();
        let strategies: Vec<Strategy> = names.iter().map(|n| n.parse().unwrap()).collect();
        Race::new(&puzzle, &strategies, 5).unwrap()
    }

    fn over(mut race: Race) -> Race {
        race.run_to_end();
        while race.tick(std::time::Duration::ZERO, 50, |_| true).is_none() && race.is_searching() {}
        assert!(race.is_over());
        race
    }

    #[test]
    fn the_header_never_cuts_the_seed() {
        let puzzle = parse_str(P85).unwrap()[0].clone();
        let seed = 4_611_686_018_427_387_903;
        let race = Race::new(&puzzle, &Strategy::ALL, seed)
            .unwrap()
            .titled("all_17_clue_49158.txt #12,345/49,158".into());
        let theme = Theme::new(false);
        let text = |width| header(&race, 1000, width, &theme).to_string();
        let title = "#12,345/49,158";
        assert_eq!(
            text(120),
            format!(
                " paused · all_17_clue_49158.txt {title} · delay 1,000 ms · random seed {seed}"
            )
        );
        // the file name shortened first, never the number
        assert_eq!(
            text(90),
            format!(" paused · all_17_clue_… {title} · delay 1,000 ms · random seed {seed}")
        );
        // then `random seed N` is `seed N`, then the delay goes, then the puzzle
        assert_eq!(
            text(76),
            format!(" paused · all_1… {title} · delay 1,000 ms · seed {seed}")
        );
        assert_eq!(
            text(65),
            format!(" paused · … {title} · 1,000 ms · seed {seed}")
        );
        assert_eq!(text(55), format!(" paused · a… {title} · seed {seed}"));
        assert_eq!(text(40), format!(" paused · seed {seed}"));
        for width in 35..=120 {
            let line = text(width);
            assert!(
                line.chars().count() <= usize::from(width),
                "{width}: {line}"
            );
            assert!(line.ends_with(&format!("seed {seed}")), "{width}: {line}");
        }
    }

    #[test]
    fn the_ranking_drops_ratios_then_shortens_numbers_and_never_cuts_them() {
        let race = over(race_of(&["row-major", "mrv", "random", "propagate"]));
        let theme = Theme::new(false);
        let text = |width| {
            let plan = plan(&race, width);
            let lines = ranking(&race, plan, width, &theme);
            assert_eq!(lines.len(), usize::from(plan.ranking_rows), "{width}");
            let lines: Vec<String> = lines
                .iter()
                .map(|l| l.to_string().trim_end().into())
                .collect();
            lines.join("\n")
        };
        assert_eq!(
            text(120),
            " 1st propagate 228  2nd mrv 8,381 (36.8×)  3rd random 48,566 (213.0×)  \
             4th row-major 756,596 (3,318.4×)"
        );
        assert_eq!(
            text(80),
            " 1st propagate 228  2nd mrv 8,381  3rd random 48,566  4th row-major 756,596"
        );
        // too narrow for the shortest form in one row: two, with the ratios back
        assert_eq!(
            text(71),
            " 1st propagate 228  2nd mrv 8,381 (36.8×)  3rd random 48,566 (213.0×)\n \
             4th row-major 756,596 (3,318.4×)"
        );
    }

    /// Eight lanes, the longest names among them.
    const EIGHT: [&str; 8] = [
        "constraint+random+singles",
        "degree+random+singles",
        "constraint+lcv+naked",
        "degree+lcv+fc",
        "mrv+random+naked",
        "first+lcv+singles",
        "constraint+random+fc",
        "mrv+lcv+fc",
    ];

    #[test]
    fn eight_long_names_go_by_their_letters_where_two_rows_do_not_hold_them() {
        let race = over(race_of(&EIGHT));
        let theme = Theme::new(false);
        for width in [59, 80, 120, 200] {
            let plan = plan(&race, width);
            let lines = ranking(&race, plan, width, &theme);
            let text: String = lines.iter().map(|l| l.to_string() + "\n").collect();
            assert!(lines.len() <= 2, "{width}: {text}");
            assert!(!text.contains('…'), "{width}: {text}");
            for (i, name) in EIGHT.iter().enumerate() {
                let shown = if plan.lettered {
                    format!(" {} ", letter(i))
                } else {
                    format!(" {name} ")
                };
                assert!(text.contains(&shown), "{width}: {shown} in {text}");
            }
            for line in &lines {
                assert!(line.width() <= usize::from(width) + 1, "{width}: {line}");
            }
            // the names take 26 columns and more: two rows at 200 columns, letters below
            assert_eq!(plan.lettered, width < 200, "{width}");
        }
        // four short names: one row from 80 columns up, two at 59
        let four = race_of(&["row-major", "mrv", "random", "propagate"]);
        assert_eq!(
            plan(&four, 80),
            Plan {
                ranking_rows: 1,
                lettered: false
            }
        );
        assert_eq!(
            plan(&four, 59),
            Plan {
                ranking_rows: 2,
                lettered: false
            }
        );
    }

    #[test]
    fn entries_share_rows_in_order_a_trailing_space_may_fall_off() {
        assert_eq!(packed(&[10, 10, 10], 19), [vec![0, 1], vec![2]]);
        assert_eq!(packed(&[10, 10, 10], 18), [vec![0], vec![1], vec![2]]);
        assert_eq!(packed(&[30, 5], 20), [vec![0], vec![1]]);
        assert!(packed(&[], 20).is_empty());
    }
}
