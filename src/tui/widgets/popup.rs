//! Popup frames, text cut to fit, and the too-small screen: shared by every view that draws a
//! popup.

use super::theme::Theme;
use crate::tui::layout::centered;
use ratatui::buffer::Buffer;
use ratatui::layout::{Alignment, Rect};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Clear, Paragraph, Widget, Wrap};

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
}
