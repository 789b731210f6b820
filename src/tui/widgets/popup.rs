//! Popup frames, text cut to fit, and the too-small screen: shared by every view that draws a
//! popup.

use super::theme::Theme;
use crate::tui::keys::words::close_hint;
use crate::tui::layout::centered;
use ratatui::buffer::Buffer;
use ratatui::layout::{Alignment, Rect};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Clear, Paragraph, Widget, Wrap};

/// Clears `rect`, draws a bordered popup titled `title` in it, the key that closes it on its
/// bottom border, and returns its inside.
pub fn frame(rect: Rect, title: &str, buf: &mut Buffer, theme: &Theme) -> Rect {
    Clear.render(rect, buf);
    let block = Block::bordered()
        .border_style(theme.border())
        .title(Span::styled(format!(" {title} "), theme.title()))
        .title_bottom(Line::styled(format!(" {} ", close_hint()), theme.dim()).right_aligned());
    let inner = block.inner(rect);
    block.render(rect, buf);
    inner
}

/// `text` cut to its first `width` characters, with `…` at the end when cut.
pub fn head(text: &str, width: usize) -> String {
    if text.chars().count() <= width {
        return text.to_string();
    }
    let keep = width.saturating_sub(1);
    text.chars()
        .take(keep)
        .chain(std::iter::once('…'))
        .collect()
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

/// What a terminal too small for the board shows instead; in the race, Esc goes back to
/// the one board, which needs less room.
pub fn too_small(area: Rect, need: (u16, u16), race: bool, buf: &mut Buffer, theme: &Theme) {
    let way_out = if race {
        "enlarge it, press Esc for one board, or q to quit"
    } else {
        "enlarge it, or press q to quit"
    };
    too_small_saying(area, need, way_out, buf, theme);
}

/// [`too_small`] with its own way out (the editor's Esc, when a paste brought a larger grid).
pub fn too_small_saying(
    area: Rect,
    need: (u16, u16),
    way_out: &str,
    buf: &mut Buffer,
    theme: &Theme,
) {
    let lines = vec![
        Line::styled("Terminal too small", theme.error()),
        Line::from(format!("{}×{} now", area.width, area.height)),
        Line::from(format!("stepdoku needs {}×{}", need.0, need.1)),
        Line::styled(way_out, theme.dim()),
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
    fn head_and_tail_mark_what_they_cut() {
        assert_eq!(
            head("hidden single in column 6", 30),
            "hidden single in column 6"
        );
        assert_eq!(head("hidden single in column 6", 18), "hidden single in …");
        assert_eq!(tail("puzzles/norvig_top95.txt", 12), "…g_top95.txt");
    }

    #[test]
    fn a_popup_shows_the_key_that_closes_it() {
        let area = Rect::new(0, 0, 30, 5);
        let mut buf = Buffer::empty(area);
        let inner = frame(area, "Keys", &mut buf, &Theme::new(false));
        assert_eq!(inner, Rect::new(1, 1, 28, 3));
        let bottom: String = (0..30).map(|x| buf[(x, 4)].symbol().to_string()).collect();
        assert_eq!(bottom, "└───────────────── Esc close ┘");
    }

    #[test]
    fn tails_keep_the_end_of_long_paths() {
        assert_eq!(tail("/a/b/c", 10), "/a/b/c");
        assert_eq!(tail("/home/someone/puzzles", 10), "…e/puzzles");
        assert_eq!(tail("abc", 0), "…");
    }
}
