//! Drawing the help popup.

use super::Help;
use super::plan::{GAP, Plan, groups, plan, room, two_columns};
use crate::tui::layout::centered;
use crate::tui::widgets::popup::frame;
use crate::tui::widgets::theme::Theme;
use ratatui::buffer::Buffer;
use ratatui::layout::{Margin, Rect};
use ratatui::text::Line;
use ratatui::widgets::{Paragraph, Widget};

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
            let inner = frame(rect, "Help", buf, theme).inner(Margin::new(1, 0));
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
                "Help (↑/↓ scroll)"
            } else {
                "Help"
            };
            let rect = centered(room(area), column_width as u16 + 4, rows as u16 + 2);
            let inner = frame(rect, title, buf, theme).inner(Margin::new(1, 0));
            Paragraph::new(groups.join(&Line::default()))
                .scroll((scroll as u16, 0))
                .render(inner, buf);
        }
    }
}
