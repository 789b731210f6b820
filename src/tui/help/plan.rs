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
/// pages of a search, the glossary last.
pub fn groups(page: HelpPage, theme: &Theme) -> Vec<Vec<Line<'static>>> {
    let all = help_groups(page);
    let keys_width = all
        .iter()
        .flat_map(|(_, lines)| lines.iter().map(|(k, _)| k.chars().count()))
        .max()
        .unwrap_or(0);
    let mut groups: Vec<Vec<Line<'static>>> = all
        .into_iter()
        .map(|(heading, lines)| {
            let mut out = vec![Line::styled(heading, theme.title())];
            out.extend(lines.into_iter().map(|(keys, help)| {
                Line::from(vec![
                    Span::styled(format!("{keys:<keys_width$}"), theme.accent()),
                    Span::raw(format!("{:GAP$}{help}", "")),
                ])
            }));
            out
        })
        .collect();
    if page != HelpPage::Editor {
        let width = groups.iter().flatten().map(Line::width).max().unwrap_or(0);
        groups.push(glossary_lines(width, theme));
    }
    groups
}

/// The glossary as help lines no wider than the key groups' `width` (at least 40 columns):
/// each word beside its meaning, wrapped under it.
fn glossary_lines(width: usize, theme: &Theme) -> Vec<Line<'static>> {
    let entries = glossary::entries();
    let words = entries.iter().map(|(w, _)| w.len()).max().unwrap_or(0);
    let room = width.max(40) - words - GAP;
    let mut out = vec![Line::styled(glossary::HEADING, theme.title())];
    for (word, meaning) in entries {
        for (i, text) in glossary::wrap(&meaning, room).into_iter().enumerate() {
            let word = if i == 0 { word } else { "" };
            out.push(Line::from(vec![
                Span::styled(format!("{word:<words$}"), theme.accent()),
                Span::raw(format!("{:GAP$}{text}", "")),
            ]));
        }
    }
    out
}

/// Splits the groups into two columns where they balance best: at a group's heading, or,
/// since the glossary is the longest group, before any of its words.
pub fn two_columns(groups: &[Vec<Line<'static>>]) -> (Vec<Line<'static>>, Vec<Line<'static>>) {
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
    let left_of = |start: usize| {
        let blank = lines[start - 1].width() == 0;
        &lines[..start - usize::from(blank)]
    };
    let split = starts
        .into_iter()
        .skip(1)
        .min_by_key(|&start| left_of(start).len().max(lines.len() - start))
        .unwrap_or(lines.len());
    let left = if split < lines.len() {
        left_of(split).to_vec()
    } else {
        lines.clone()
    };
    (left, lines[split..].to_vec())
}

/// Whether a glossary line starts a word (rather than going on with a meaning).
fn starts_word(line: &Line) -> bool {
    line.spans
        .first()
        .is_some_and(|span| !span.content.starts_with(' '))
}

/// How the help sits in an area.
pub enum Plan {
    /// Two columns of this width, all rows shown.
    Two { column_width: usize, rows: usize },
    /// One column, `visible` rows of `rows` shown at a time.
    One {
        column_width: usize,
        rows: usize,
        visible: usize,
    },
}

/// The popup's room in `area`: a margin of one all round.
pub fn room(area: Rect) -> Rect {
    area.inner(Margin::new(1, 1))
}

/// One column when it fits, else two when they fit, else one column scrolled.
pub fn plan(groups: &[Vec<Line<'static>>], area: Rect) -> Plan {
    let room = room(area);
    let single_rows = groups.iter().map(Vec::len).sum::<usize>() + groups.len() - 1;
    let column_width = groups.iter().flatten().map(Line::width).max().unwrap_or(0);
    let fits = |rows: usize, width: usize| {
        rows + 2 <= usize::from(room.height) && width + 4 <= usize::from(room.width)
    };
    let (left, right) = two_columns(groups);
    let paired_rows = left.len().max(right.len());
    if !fits(single_rows, column_width) && fits(paired_rows, 2 * column_width + GAP + 1) {
        Plan::Two {
            column_width,
            rows: paired_rows,
        }
    } else {
        Plan::One {
            column_width,
            rows: single_rows,
            visible: usize::from(room.height.saturating_sub(2)),
        }
    }
}

/// The furthest `page` of the help scrolls in `area` (0 when it all shows).
pub fn max_scroll(page: HelpPage, area: Rect) -> usize {
    match plan(&groups(page, &Theme::new(false)), area) {
        Plan::Two { .. } => 0,
        Plan::One { rows, visible, .. } => rows.saturating_sub(visible),
    }
}

/// How many of its rows `page` of the help shows at once in `area` (what PgUp and PgDn move).
pub fn visible_rows(page: HelpPage, area: Rect) -> usize {
    match plan(&groups(page, &Theme::new(false)), area) {
        Plan::Two { rows, .. } => rows,
        Plan::One { visible, .. } => visible,
    }
}
