//! Drawing the help popup.

use super::Help;
use super::plan::{GAP, Plan, columns, groups, plan, room, text_width};
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
    let groups = groups(page, theme, text_width(area));
    match plan(&groups, area) {
        Plan::Side {
            count,
            column_width,
            rows,
        } => {
            let step = (column_width + GAP + 1) as u16;
            let width = step * (count as u16 - 1) + column_width as u16 + 4;
            let rect = centered(room(area), width, rows as u16 + 2);
            let inner = frame(apart(rect, area, buf), "Help", buf, theme).inner(Margin::new(1, 0));
            for (k, lines) in columns(&groups, count).into_iter().enumerate() {
                let x = inner.x + step * k as u16;
                let column = Rect {
                    x,
                    width: step.min(inner.right().saturating_sub(x)),
                    ..inner
                };
                Paragraph::new(lines).render(column, buf);
            }
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
            let inner = frame(apart(rect, area, buf), title, buf, theme).inner(Margin::new(1, 0));
            Paragraph::new(groups.join(&Line::default()))
                .scroll((scroll as u16, 0))
                .render(inner, buf);
        }
    }
}

/// `rect`, with a blank column cleared on each side within `area`: the popup's border never
/// touches a digit of the board beneath, which would read as part of a number.
fn apart(rect: Rect, area: Rect, buf: &mut Buffer) -> Rect {
    let x = rect.x.saturating_sub(1).max(area.x);
    let right = (rect.right() + 1).min(area.right());
    ratatui::widgets::Clear.render(
        Rect {
            x,
            width: right - x,
            ..rect
        },
        buf,
    );
    rect
}
