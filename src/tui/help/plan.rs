//! How the help's pages fit an area: their lines, grouped, in one column or two, and how far
//! a page scrolls. The drawing and the app's page sizes both read it.

use super::glossary;
use crate::tui::action::HelpPage;
use crate::tui::keys::help_groups;
use crate::tui::widgets::theme::Theme;
use ratatui::layout::{Margin, Rect};
use ratatui::text::{Line, Span};

/// Columns between the keys and the description, and between two columns.
pub const GAP: usize = 2;

/// The help's lines, grouped: a heading, its bindings, a blank line between groups; on the
/// pages of a search, the glossary last. No line is wider than `width` columns where it can
/// be helped: a description too long for it goes on under itself, broken at spaces.
pub fn groups(page: HelpPage, theme: &Theme, width: usize) -> Vec<Vec<Line<'static>>> {
    let all = help_groups(page);
    let keys_width = all
        .iter()
        .flat_map(|(_, lines)| lines.iter().map(|(k, _)| k.chars().count()))
        .max()
        .unwrap_or(0);
    let room = width.saturating_sub(keys_width + GAP).max(MIN_ROOM);
    let mut groups: Vec<Vec<Line<'static>>> = all
        .into_iter()
        .map(|(heading, lines)| {
            let mut out = vec![Line::styled(heading, theme.title())];
            for (keys, help) in lines {
                out.extend(beside(&keys, keys_width, help, room, theme));
            }
            out
        })
        .collect();
    if page != HelpPage::Editor {
        let natural = groups.iter().flatten().map(Line::width).max().unwrap_or(0);
        groups.push(glossary_lines(natural.max(40).min(width), theme));
    }
    groups
}

/// The fewest columns a description is given, however narrow the screen.
const MIN_ROOM: usize = 16;

/// `label` (a key or a word) in a column `label_width` wide, and `text` beside it wrapped to
/// `room` columns, its further lines under its first.
fn beside(
    label: &str,
    label_width: usize,
    text: &str,
    room: usize,
    theme: &Theme,
) -> Vec<Line<'static>> {
    glossary::wrap(text, room)
        .into_iter()
        .enumerate()
        .map(|(i, text)| {
            let label = if i == 0 { label } else { "" };
            Line::from(vec![
                Span::styled(format!("{label:<label_width$}"), theme.accent()),
                Span::raw(format!("{:GAP$}{text}", "")),
            ])
        })
        .collect()
}

/// The glossary as help lines no wider than `width` columns: each word beside its meaning,
/// wrapped under it.
fn glossary_lines(width: usize, theme: &Theme) -> Vec<Line<'static>> {
    let entries = glossary::entries();
    let words = entries.iter().map(|(w, _)| w.len()).max().unwrap_or(0);
    let room = width.saturating_sub(words + GAP).max(MIN_ROOM);
    let mut out = vec![Line::styled(glossary::HEADING, theme.title())];
    for (word, meaning) in entries {
        out.extend(beside(word, words, &meaning, room, theme));
    }
    out
}

/// Splits the groups into `count` columns where they balance best: at a group's heading, or,
/// since the glossary is the longest group, before any of its words.
pub fn columns(groups: &[Vec<Line<'static>>], count: usize) -> Vec<Vec<Line<'static>>> {
    let lines = groups.join(&Line::default());
    let mut starts = Vec::new();
    let mut at = 0;
    for group in groups {
        starts.push(at);
        if group
            .first()
            .is_some_and(|l| l.to_string() == glossary::HEADING)
        {
            // a word's first line has the word in its first span, its other lines spaces
            let words = group.iter().enumerate().skip(2);
            starts.extend(words.filter(|(_, l)| starts_word(l)).map(|(k, _)| at + k));
        }
        at += group.len() + 1;
    }
    starts.push(lines.len());
    // a column from one start to the next chosen, without the blank line that ends a group
    let column = |from: usize, to: usize| {
        let blank = to > from && to < lines.len() && lines[to - 1].width() == 0;
        &lines[from..to - usize::from(blank)]
    };
    // the split with the shortest tallest column, among few enough starts to try them all
    let mut best: (usize, Vec<usize>) = (usize::MAX, Vec::new());
    let mut cuts = vec![0; count.saturating_sub(1)];
    try_cuts(&starts, 1, &mut cuts, 0, &mut |cuts| {
        let bounds: Vec<usize> = std::iter::once(0)
            .chain(cuts.iter().copied())
            .chain(std::iter::once(lines.len()))
            .collect();
        let tallest = bounds
            .windows(2)
            .map(|w| column(w[0], w[1]).len())
            .max()
            .unwrap_or(0);
        if tallest < best.0 {
            best = (tallest, bounds);
        }
    });
    best.1
        .windows(2)
        .map(|w| column(w[0], w[1]).to_vec())
        .collect()
}

/// Calls `each` with every increasing choice of `cuts.len()` of `starts` from index `from`.
fn try_cuts(
    starts: &[usize],
    from: usize,
    cuts: &mut Vec<usize>,
    k: usize,
    each: &mut dyn FnMut(&[usize]),
) {
    if k == cuts.len() {
        each(cuts);
        return;
    }
    for i in from..starts.len().saturating_sub(1) {
        cuts[k] = starts[i];
        try_cuts(starts, i + 1, cuts, k + 1, each);
    }
}

/// Whether a glossary line starts a word (rather than going on with a meaning).
fn starts_word(line: &Line) -> bool {
    line.spans
        .first()
        .is_some_and(|span| !span.content.starts_with(' '))
}

/// How the help sits in an area.
pub enum Plan {
    /// `count` columns side by side of this width, all rows shown.
    Side {
        count: usize,
        column_width: usize,
        rows: usize,
    },
    /// One column, `visible` rows of `rows` shown at a time.
    One {
        column_width: usize,
        rows: usize,
        visible: usize,
    },
}

/// The widest a line of the help can be in `area`: its room, less the frame and the margins
/// inside it.
pub fn text_width(area: Rect) -> usize {
    usize::from(room(area).width).saturating_sub(4)
}

/// The popup's room in `area`: a margin of one all round.
pub fn room(area: Rect) -> Rect {
    area.inner(Margin::new(1, 1))
}

/// One column when it fits, else two or three side by side when they fit, else one column
/// scrolled.
pub fn plan(groups: &[Vec<Line<'static>>], area: Rect) -> Plan {
    let room = room(area);
    let single_rows = groups.iter().map(Vec::len).sum::<usize>() + groups.len() - 1;
    let column_width = groups.iter().flatten().map(Line::width).max().unwrap_or(0);
    let fits = |rows: usize, width: usize| {
        rows + 2 <= usize::from(room.height) && width + 4 <= usize::from(room.width)
    };
    if !fits(single_rows, column_width) {
        for count in 2..=3 {
            let width = count * column_width + (count - 1) * (GAP + 1);
            if !fits(0, width) {
                break;
            }
            let rows = columns(groups, count)
                .iter()
                .map(Vec::len)
                .max()
                .unwrap_or(0);
            if fits(rows, width) {
                return Plan::Side {
                    count,
                    column_width,
                    rows,
                };
            }
        }
    }
    Plan::One {
        column_width,
        rows: single_rows,
        visible: usize::from(room.height.saturating_sub(2)),
    }
}

/// The furthest `page` of the help scrolls in `area` (0 when it all shows).
pub fn max_scroll(page: HelpPage, area: Rect) -> usize {
    match plan(&groups(page, &Theme::new(false), text_width(area)), area) {
        Plan::Side { .. } => 0,
        Plan::One { rows, visible, .. } => rows.saturating_sub(visible),
    }
}

/// How many of its rows `page` of the help shows at once in `area` (what PgUp and PgDn move).
pub fn visible_rows(page: HelpPage, area: Rect) -> usize {
    match plan(&groups(page, &Theme::new(false), text_width(area)), area) {
        Plan::Side { rows, .. } => rows,
        Plan::One { visible, .. } => visible,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// At the smallest screen every line of every page fits its room: descriptions and
    /// meanings go on under themselves rather than being cut.
    #[test]
    fn every_line_fits_the_smallest_screen() {
        let area = Rect::new(0, 0, 59, 17);
        let width = text_width(area);
        for page in HelpPage::ALL {
            for line in groups(page, &Theme::new(false), width).concat() {
                assert!(line.width() <= width, "{page:?}: {line}");
            }
        }
    }

    /// Columns side by side hold every line of the one column, in order, less the blank
    /// lines they were cut at; more columns are shorter ones, and the glossary may be cut
    /// before a word but never inside one.
    #[test]
    fn columns_keep_every_line_and_balance() {
        let text = |lines: &[Line<'static>]| -> Vec<String> {
            lines.iter().map(ToString::to_string).collect()
        };
        let groups = groups(HelpPage::Player, &Theme::new(false), usize::MAX);
        let one = text(&groups.join(&Line::default()));
        let mut tallest = one.len();
        for count in [2, 3] {
            let split = columns(&groups, count);
            assert_eq!(split.len(), count);
            let mut rest = one.iter().filter(|l| !l.is_empty());
            for column in &split {
                for line in text(column).iter().filter(|l| !l.is_empty()) {
                    assert_eq!(Some(line), rest.next(), "{count} columns");
                }
                // a column starts with a heading or a glossary word, not in a meaning
                assert!(
                    !text(column)[0].starts_with(' '),
                    "{count}: {:?}",
                    text(column)[0]
                );
            }
            assert_eq!(rest.next(), None);
            let height = split.iter().map(Vec::len).max().unwrap();
            assert!(height < tallest, "{count} columns: {height} rows");
            tallest = height;
        }
    }
}
