//! The new-puzzle popup drawn: one row per difficulty (its key as bound, its name, what it
//! means), the highlighted one reversed; below, the symmetry and the seed, or
//! `generating…`; and why the last generation gave no puzzle, whole, wrapped to the popup's
//! width.

use super::{CHOICES, Generator, SYMMETRY};
use crate::tui::action::Action;
use crate::tui::keys::scope::Scope;
use crate::tui::keys::words::first_keys;
use crate::tui::layout::centered;
use crate::tui::widgets::popup::frame;
use crate::tui::widgets::text;
use crate::tui::widgets::theme::Theme;
use ratatui::buffer::Buffer;
use ratatui::layout::{Margin, Rect};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Paragraph, Widget};

/// Draws the popup over `area`.
pub fn draw(generator: &Generator, area: Rect, buf: &mut Buffer, theme: &Theme) {
    let keys = CHOICES.map(|c| first_keys(Scope::Generator, &[Action::Type(c.key)], ""));
    let keys_width = keys.iter().map(|k| k.chars().count()).max().unwrap_or(0);
    let mut lines: Vec<Line> = CHOICES
        .iter()
        .zip(&keys)
        .enumerate()
        .map(|(row, (choice, key))| {
            let text = format!(" {:<6} — {} ", choice.name(), choice.meaning);
            let text = if row == generator.selected() {
                Span::styled(text, theme.highlight())
            } else {
                Span::raw(text)
            };
            let key = format!("{key:<keys_width$} ");
            Line::from(vec![Span::styled(key, theme.key()), text])
        })
        .collect();
    lines.push(Line::default());
    let n = generator.shape().side();
    let sizes = first_keys(Scope::Generator, &[Action::Left, Action::Right], "/");
    lines.push(Line::from(vec![
        Span::styled(format!("{sizes} "), theme.key()),
        Span::raw(format!("size {}", generator.shape())),
        Span::styled(
            if n == 16 {
                ", at most 10 s a puzzle"
            } else {
                ""
            },
            theme.dim(),
        ),
    ]));
    lines.push(match generator.generating() {
        Some((choice, attempts)) => Line::styled(
            format!("generating {}… {attempts} attempted", choice.name()),
            theme.accent(),
        ),
        None => Line::styled(
            format!("{SYMMETRY} symmetry, seed {}", generator.seed()),
            theme.dim(),
        ),
    });
    let content = lines.iter().map(Line::width).max().unwrap_or(0) as u16;
    let width = (content + 4).min(area.width);
    if let Some(why) = generator.failed() {
        // as wide as the rows above it, on as many lines as it takes
        let room = usize::from(width.saturating_sub(4));
        let why = text::wrap(why, room, usize::MAX);
        lines.extend(why.into_iter().map(|l| Line::styled(l, theme.error())));
    }
    let rect = centered(area, width, lines.len() as u16 + 2);
    let inner = frame(rect, "New puzzle: which difficulty?", buf, theme);
    Paragraph::new(lines).render(inner.inner(Margin::new(1, 0)), buf);
}
