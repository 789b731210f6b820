//! The error popup: a file that cannot be opened or saved to, with where and why; Esc closes
//! it.

use crate::tui::action::Action;
use crate::tui::collection::file_name;
use crate::tui::effect::{Effect, Effects};
use crate::tui::file_error::Problem;
use crate::tui::keys::scope::Scope;
use crate::tui::layout::Pages;
use crate::tui::layout::centered;
use crate::tui::view::{Screen, View};
use crate::tui::widgets::popup::frame;
use crate::tui::widgets::theme::Theme;
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Paragraph, Widget};

pub use crate::tui::file_error::FileError;

/// The error popup's one key: Esc closes it.
pub fn update(action: Action) -> Effects {
    match action {
        Action::Close => vec![Effect::Close],
        _ => vec![],
    }
}

/// The popup of a file that could not be opened: the file, the line and column, what is
/// wrong, and the offending line with a caret under the column.
pub fn draw(error: &FileError, area: Rect, buf: &mut Buffer, theme: &Theme) {
    let row = |label: &str, value: String| {
        Line::from(vec![
            Span::styled(format!("{label:<8}"), theme.label()),
            Span::raw(value),
        ])
    };
    let file = match error.problem {
        Problem::Save(_) => stepdoku::shown::path(&error.path),
        _ => file_name(&error.path),
    };
    let mut lines = vec![row("File", file)];
    if let Some(line) = error.problem.line() {
        lines.push(row("Line", line.to_string()));
    }
    if let Some(column) = error.problem.column() {
        lines.push(row("Column", column.to_string()));
    }
    lines.push(Line::from(vec![
        Span::styled(format!("{:<8}", "Problem"), theme.label()),
        Span::styled(error.problem.message(), theme.error()),
    ]));
    let width = area.width.saturating_sub(4).min(100);
    if let (Some(excerpt), Some(line)) = (&error.excerpt, error.problem.line()) {
        let gutter = format!("{line:>5} │ ");
        let room = usize::from(width.saturating_sub(4)).saturating_sub(gutter.chars().count());
        let (shown, caret) = window(excerpt, error.problem.column(), room);
        lines.push(Line::default());
        lines.push(Line::from(vec![
            Span::styled(gutter.clone(), theme.dim()),
            Span::raw(shown),
        ]));
        if let Some(caret) = caret {
            let pad = gutter.chars().count() + caret;
            lines.push(Line::styled(format!("{}^", " ".repeat(pad)), theme.error()));
        }
    }
    let (title, after) = match error.problem {
        Problem::Save(_) => ("Cannot save to this file", "The editor keeps the puzzle."),
        _ => (
            "Cannot open this file",
            "The puzzle on screen is unchanged.",
        ),
    };
    lines.push(Line::default());
    lines.push(Line::styled(after, theme.dim()));
    let content = lines.iter().map(Line::width).max().unwrap_or(0).max(40) as u16;
    let rect = centered(area, (content + 4).min(width), lines.len() as u16 + 2);
    let inner = frame(rect, title, buf, theme);
    Paragraph::new(lines).render(inner.inner(ratatui::layout::Margin::new(1, 0)), buf);
}

/// The part of `text` that fits in `width` characters with its `column` (1-based) in view,
/// `…` marking what is cut; and where that column is in it (0-based). Control characters,
/// which a terminal would not show, are written in caret notation as file names are (`^I`
/// for a tab), the caret moved along with them.
fn window(text: &str, column: Option<usize>, width: usize) -> (String, Option<usize>) {
    let mut chars: Vec<char> = Vec::with_capacity(text.len());
    let mut col = None;
    for (i, c) in text.chars().enumerate() {
        if column == Some(i + 1) {
            col = Some(chars.len());
        }
        chars.extend(stepdoku::shown::text(c.encode_utf8(&mut [0; 4])).chars());
    }
    // a column just past the end (a line cut short) stays just past the end
    let col = col.or(column.map(|c| chars.len() + c.saturating_sub(text.chars().count() + 1)));
    if chars.len() <= width || width < 3 {
        return (chars.iter().take(width).collect(), col);
    }
    let at = col.unwrap_or(0);
    let start = if at + 2 < width { 0 } else { at - width / 2 };
    let end = (start + width).min(chars.len());
    let mut shown: Vec<char> = chars[start..end].to_vec();
    if start > 0 {
        shown[0] = '…';
    }
    if end < chars.len()
        && let Some(last) = shown.last_mut()
    {
        *last = '…';
    }
    (shown.into_iter().collect(), col.map(|c| c - start))
}

/// The popup is a view of the file's error itself.
impl View for FileError {
    const SCOPES: &'static [Scope] = &[Scope::Always, Scope::Popup];

    fn update(&mut self, action: Action, _: &Pages) -> Effects {
        update(action)
    }

    fn draw(&self, screen: &Screen, buf: &mut Buffer, theme: &Theme) {
        draw(self, screen.above_footer, buf, theme);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn control_characters_keep_their_column() {
        let (shown, caret) = window("1 2\t3 x\u{1b}[7m", Some(7), 40);
        assert_eq!(shown, "1 2^I3 x^[[7m");
        assert_eq!(shown.chars().nth(caret.unwrap()), Some('x'));
        // the column of a control character points at its caret notation
        let (shown, caret) = window("ab\u{1b}c", Some(3), 40);
        assert_eq!(&shown[caret.unwrap()..], "^[c");
    }

    #[test]
    fn long_lines_are_windowed_around_the_column() {
        let text: String = ('a'..='z').collect();
        assert_eq!(window(&text, Some(3), 30), (text.clone(), Some(2)));
        assert_eq!(
            window(&text, Some(3), 10),
            ("abcdefghi…".to_string(), Some(2))
        );
        let (shown, caret) = window(&text, Some(20), 10);
        assert_eq!(shown, "…pqrstuvw…");
        assert_eq!(shown.chars().nth(caret.unwrap()), Some('t'));
        assert_eq!(window(&text, None, 5), ("abcd…".to_string(), None));
    }
}
