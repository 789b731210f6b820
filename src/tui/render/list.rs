//! The puzzle list popup: each puzzle of a file with its index, clue count and 81 characters.

use super::super::app::PuzzleList;
use super::super::collection::Origin;
use super::super::collection::file_name;
use super::popup::{centered, frame};
use super::theme::Theme;
use ratatui::buffer::Buffer;
use ratatui::layout::{Margin, Rect};
use ratatui::text::Line;
use ratatui::widgets::Widget;
use std::ops::Range;

/// The rows of a list of `len` shown in `height` rows so that `selected` is in view: the list
/// scrolls only once the highlight passes the last visible row.
pub fn rows_in_view(selected: usize, len: usize, height: u16) -> Range<usize> {
    let height = usize::from(height);
    let first = (selected + 1).saturating_sub(height.max(1)).min(len);
    first..len.min(first + height)
}

/// Rows of the frame that are not puzzles: two borders and the header.
const CHROME: u16 = 3;

/// How many puzzles the list shows at once in `area` when it has more than fit (a page for
/// PgUp and PgDn): a long list's frame takes the whole area, less the frame's chrome.
pub fn visible_rows(area: Rect) -> usize {
    usize::from(area.height.saturating_sub(CHROME))
}

/// Draws the list over `area`.
pub fn render(list: &PuzzleList, area: Rect, buf: &mut Buffer, theme: &Theme) {
    let entries = list.collection.entries();
    let name = match list.collection.origin() {
        Origin::File(path) => file_name(path),
        Origin::Stdin => "standard input".to_string(),
        Origin::Argument => "<puzzle>".to_string(),
        Origin::Edited => "edited".to_string(),
        Origin::Bundled => "bundled puzzles".to_string(),
    };
    let title = format!("{name}: {} puzzles", entries.len());
    let width = (5 + 2 + 5 + 2 + 81 + 4).min(area.width.saturating_sub(2));
    let rect = centered(area, width, entries.len() as u16 + CHROME + 2);
    let inner = frame(rect, &title, buf, theme).inner(Margin::new(1, 0));
    Line::styled(format!("{:>5}  {:>5}  puzzle", "#", "clues"), theme.label())
        .render(Rect { height: 1, ..inner }, buf);
    let rows = Rect {
        y: inner.y + 1,
        height: inner.height.saturating_sub(1),
        ..inner
    };
    for (dy, i) in rows_in_view(list.selected, entries.len(), rows.height).enumerate() {
        let puzzle = &entries[i].puzzle;
        let text = format!(
            "{:>5}  {:>5}  {}",
            puzzle.index,
            puzzle.clues(),
            puzzle.to_line()
        );
        let row = Rect {
            y: rows.y + dy as u16,
            height: 1,
            ..rows
        };
        let style = if i == list.selected {
            theme.highlight()
        } else {
            Default::default()
        };
        buf.set_style(row, style);
        Line::styled(text, style).render(row, buf);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_highlight_stays_in_view() {
        assert_eq!(rows_in_view(0, 100, 10), 0..10);
        assert_eq!(rows_in_view(9, 100, 10), 0..10);
        assert_eq!(rows_in_view(10, 100, 10), 1..11);
        assert_eq!(rows_in_view(99, 100, 10), 90..100);
        assert_eq!(rows_in_view(2, 3, 10), 0..3);
        assert_eq!(rows_in_view(0, 0, 0), 0..0);
    }
}
