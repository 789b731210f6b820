//! Popup frames, the error popup of a file that cannot be opened, and the too-small screen.

use super::super::app::{Prompt, PromptKind};
use super::super::collection::file_name;
use super::super::picker::file_error::{FileError, Problem};
use super::theme::Theme;
use ratatui::buffer::Buffer;
use ratatui::layout::{Alignment, Rect};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Clear, Paragraph, Widget, Wrap};

/// A `width` × `height` rectangle centred in `area` (clamped to it).
pub fn centered(area: Rect, width: u16, height: u16) -> Rect {
    let width = width.min(area.width);
    let height = height.min(area.height);
    Rect::new(
        area.x + (area.width - width) / 2,
        area.y + (area.height - height) / 2,
        width,
        height,
    )
}

/// Clears `rect`, draws a bordered popup titled `title` in it and returns its inside.
pub fn frame(rect: Rect, title: &str, buf: &mut Buffer, theme: &Theme) -> Rect {
    Clear.render(rect, buf);
    let block = Block::bordered()
        .border_style(theme.border())
        .title(Span::styled(format!(" {title} "), theme.title()));
    let inner = block.inner(rect);
    block.render(rect, buf);
    inner
}

/// `text` cut to its last `width` characters, with `…` in front when cut.
pub fn tail(text: &str, width: usize) -> String {
    let count = text.chars().count();
    if count <= width {
        return text.to_string();
    }
    let keep = width.saturating_sub(1);
    std::iter::once('…')
        .chain(text.chars().skip(count - keep))
        .collect()
}

/// A prompt on the footer's row: `Go to step: 1234▏  Enter go  Esc cancel`.
pub fn prompt(prompt: &Prompt, area: Rect, buf: &mut Buffer, theme: &Theme) {
    let label = match prompt.kind {
        PromptKind::GoTo => " Go to step: ",
        PromptKind::Find => " Find: ",
        PromptKind::Save => " Save to: ",
    };
    Clear.render(area, buf);
    // the keys' words take 22 columns; a long path shows its end, where the typing is
    let room = usize::from(area.width).saturating_sub(label.len() + 23);
    Line::from(vec![
        Span::styled(label, theme.label()),
        Span::styled(format!("{}▏", tail(&prompt.text, room)), theme.accent()),
        Span::styled("  Enter", theme.key()),
        Span::styled(" go ", theme.dim()),
        Span::styled(" Esc", theme.key()),
        Span::styled(" cancel ", theme.dim()),
    ])
    .render(area, buf);
}

/// The popup of a file that could not be opened: the file, the line and column, what is
/// wrong, and the offending line with a caret under the column.
pub fn error(error: &FileError, area: Rect, buf: &mut Buffer, theme: &Theme) {
    let row = |label: &str, value: String| {
        Line::from(vec![
            Span::styled(format!("{label:<8}"), theme.label()),
            Span::raw(value),
        ])
    };
    let file = match error.problem {
        Problem::Save(_) => error.path.display().to_string(),
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
/// `…` marking what is cut; and where that column is in it (0-based).
fn window(text: &str, column: Option<usize>, width: usize) -> (String, Option<usize>) {
    let chars: Vec<char> = text.chars().collect();
    let col = column.map(|c| c.saturating_sub(1));
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

/// What a terminal too small for the board shows instead.
pub fn too_small(area: Rect, need: (u16, u16), buf: &mut Buffer, theme: &Theme) {
    let lines = vec![
        Line::styled("Terminal too small", theme.error()),
        Line::from(format!("{}×{} now", area.width, area.height)),
        Line::from(format!("stepdoku needs {}×{}", need.0, need.1)),
        Line::styled("enlarge it, or press q to quit", theme.dim()),
    ];
    let rect = centered(area, area.width, lines.len() as u16);
    Paragraph::new(lines)
        .alignment(Alignment::Center)
        .wrap(Wrap { trim: true })
        .render(rect, buf);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tails_keep_the_end_of_long_paths() {
        assert_eq!(tail("/a/b/c", 10), "/a/b/c");
        assert_eq!(tail("/home/someone/puzzles", 10), "…e/puzzles");
        assert_eq!(tail("abc", 0), "…");
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

    #[test]
    fn centred_rectangles_fit_their_area() {
        let area = Rect::new(2, 3, 20, 10);
        assert_eq!(centered(area, 10, 4), Rect::new(7, 6, 10, 4));
        assert_eq!(centered(area, 50, 50), area);
    }
}
