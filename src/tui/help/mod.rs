//! The help popup: every binding of the key table, by where it applies, in one or two columns,
//! scrolled when the terminal is too short for them.

use crate::tui::action::{Action, HelpPage};
use crate::tui::effect::{Effect, Effects};
use crate::tui::keys::help_groups;
use crate::tui::layout::{Pages, centered};
use crate::tui::widgets::popup::frame;
use crate::tui::widgets::theme::Theme;
use ratatui::buffer::Buffer;
use ratatui::layout::{Margin, Rect};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Paragraph, Widget};

/// The help popup's state: which page, scrolled how far.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Help {
    /// Which keys it lists.
    pub page: HelpPage,
    /// Rows scrolled off the top.
    pub scroll: usize,
}

impl Help {
    /// `page` of the help, at its top.
    pub fn new(page: HelpPage) -> Help {
        Help { page, scroll: 0 }
    }

    /// Scrolls by the pages measured for the screen; Esc closes.
    pub fn update(&mut self, action: Action, pages: &Pages) -> Effects {
        let rows = pages.help_max_scroll[self.page.index()] + 1;
        let in_view = pages.help[self.page.index()];
        if let Some(to) = action.moved_row(self.scroll, rows, in_view) {
            self.scroll = to;
        } else if action == Action::Close {
            return vec![Effect::Close];
        }
        vec![]
    }
}

/// Columns between the keys and the description, and between two columns.
const GAP: usize = 2;

/// The help's lines, grouped: a heading, its bindings, a blank line between groups.
fn groups(page: HelpPage, theme: &Theme) -> Vec<Vec<Line<'static>>> {
    let all = help_groups(page);
    let keys_width = all
        .iter()
        .flat_map(|(_, lines)| lines.iter().map(|(k, _)| k.chars().count()))
        .max()
        .unwrap_or(0);
    all.into_iter()
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
        .collect()
}

/// Splits the groups into two columns at the group boundary that balances them best.
fn two_columns(groups: &[Vec<Line<'static>>]) -> (Vec<Line<'static>>, Vec<Line<'static>>) {
    let total: usize = groups.iter().map(Vec::len).sum();
    let mut best = (usize::MAX, 0);
    let mut left = 0;
    for (i, group) in groups.iter().enumerate() {
        left += group.len();
        let taller = left.max(total - left);
        if taller < best.0 {
            best = (taller, i + 1);
        }
    }
    let join = |gs: &[Vec<Line<'static>>]| gs.join(&Line::default());
    (join(&groups[..best.1]), join(&groups[best.1..]))
}

/// How the help sits in an area.
enum Plan {
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
fn room(area: Rect) -> Rect {
    area.inner(Margin::new(1, 1))
}

/// One column when it fits, else two when they fit, else one column scrolled.
fn plan(groups: &[Vec<Line<'static>>], area: Rect) -> Plan {
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

/// Draws `page` of the help over `area`, scrolled by `scroll` rows when it needs scrolling.
pub fn draw(help: &Help, area: Rect, buf: &mut Buffer, theme: &Theme) {
    let Help { page, scroll } = *help;
    let groups = groups(page, theme);
    match plan(&groups, area) {
        Plan::Two { column_width, rows } => {
            let (left, right) = two_columns(&groups);
            let left_width = (column_width + GAP + 1) as u16;
            let rect = centered(
                room(area),
                left_width + column_width as u16 + 4,
                rows as u16 + 2,
            );
            let inner = frame(rect, "Keys", buf, theme).inner(Margin::new(1, 0));
            let (left_area, right_area) = (
                Rect {
                    width: left_width.min(inner.width),
                    ..inner
                },
                Rect {
                    x: inner.x + left_width,
                    width: inner.width.saturating_sub(left_width),
                    ..inner
                },
            );
            Paragraph::new(left).render(left_area, buf);
            Paragraph::new(right).render(right_area, buf);
        }
        Plan::One {
            column_width,
            rows,
            visible,
        } => {
            let scroll = scroll.min(rows.saturating_sub(visible));
            let title = if rows > visible {
                "Keys (↑/↓ scroll)"
            } else {
                "Keys"
            };
            let rect = centered(room(area), column_width as u16 + 4, rows as u16 + 2);
            let inner = frame(rect, title, buf, theme).inner(Margin::new(1, 0));
            Paragraph::new(groups.join(&Line::default()))
                .scroll((scroll as u16, 0))
                .render(inner, buf);
        }
    }
}
