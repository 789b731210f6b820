//! The composer drawn: the three columns side by side, each choice of a column marked `▸`
//! and the focused column's reversed; under them the composition's canonical name (with its
//! parts when it is a preset), the highlighted part's line, and what its keys do
//! ([`Popup::hint`]).

use super::{ABOUT_WIDTH, COLUMNS, Composer};
use crate::tui::layout::centered;
use crate::tui::widgets::popup::{frame, head};
use crate::tui::widgets::theme::Theme;
use ratatui::buffer::Buffer;
use ratatui::layout::{Margin, Rect};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Paragraph, Widget};

/// Columns of each part's column: the longest choice (`constraint`), its mark and a gap.
const COLUMN_WIDTH: usize = 15;

/// What differs between the composer over the player and over the race: the popup's title,
/// and its last line, what its keys do with the strategy.
pub struct Popup {
    /// The frame's title.
    pub title: &'static str,
    /// The last line.
    pub hint: Line<'static>,
}

/// Draws the popup centred in `area`.
pub fn draw(composer: &Composer, popup: Popup, area: Rect, buf: &mut Buffer, theme: &Theme) {
    let rows = COLUMNS.iter().map(|(_, c)| c.len()).max().unwrap_or(0);
    let mut lines = vec![Line::from(
        COLUMNS
            .iter()
            .enumerate()
            .map(|(k, (heading, _))| {
                let style = if k == composer.column() {
                    theme.title()
                } else {
                    theme.label()
                };
                Span::styled(format!("{heading:<COLUMN_WIDTH$}"), style)
            })
            .collect::<Vec<_>>(),
    )];
    for row in 0..rows {
        let cells = COLUMNS.iter().enumerate().map(|(k, (_, choices))| {
            let Some(choice) = choices.get(row) else {
                return Span::raw(" ".repeat(COLUMN_WIDTH - 1));
            };
            let chosen = composer.chosen()[k] == row;
            let mark = if chosen { "▸" } else { " " };
            let text = format!("{mark} {:<w$}", choice.name, w = COLUMN_WIDTH - 3);
            let style = match (chosen, k == composer.column()) {
                (true, true) => theme.highlight(),
                (true, false) => theme.title(),
                _ => theme.dim(),
            };
            Span::styled(text, style)
        });
        let mut spans: Vec<Span> = Vec::new();
        for cell in cells {
            // the gap to the next column stays unstyled, out of the highlight
            spans.push(cell);
            spans.push(Span::raw(" "));
        }
        lines.push(Line::from(spans));
    }
    let strategy = composer.strategy();
    let parts = composer.parts();
    let name = if parts == strategy.name() {
        parts
    } else {
        format!("{} ({parts})", strategy.name())
    };
    lines.push(Line::default());
    lines.push(Line::from(vec![
        Span::styled("strategy ", theme.label()),
        Span::styled(name, theme.accent()),
    ]));
    lines.push(Line::raw(head(&composer.about(), ABOUT_WIDTH)));
    lines.push(popup.hint);
    let width = (ABOUT_WIDTH as u16 + 4).min(area.width);
    let rect = centered(area, width, lines.len() as u16 + 2);
    let inner = frame(rect, popup.title, buf, theme);
    Paragraph::new(lines).render(inner.inner(Margin::new(1, 0)), buf);
}
