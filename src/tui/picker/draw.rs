//! The file picker popup: the folder's rows on the left, the highlighted file's preview (its
//! puzzle count and first puzzle, or why it cannot be read) on the right.

use super::{EntryKind, Picker, Preview};
use crate::tui::collection::file_name;
use crate::tui::layout::{LIST_MIN_WIDTH, PREVIEW_WIDTH, SMALLEST, picker_frame, rows_in_view};
use crate::tui::widgets::board::{self, BoardView};
use crate::tui::widgets::popup::{frame, tail};
use crate::tui::widgets::theme::Theme;
use ratatui::buffer::Buffer;
use ratatui::layout::{Margin, Rect};
use ratatui::text::Line;
use ratatui::widgets::{Paragraph, Widget, Wrap};
use stepdoku::numbers::grouped;

/// Draws the picker over `area`.
pub fn draw(picker: &Picker, area: Rect, buf: &mut Buffer, theme: &Theme) {
    let rect = picker_frame(area);
    let prefix = "Open a puzzle file: ";
    let room = usize::from(rect.width).saturating_sub(prefix.len() + 6);
    let title = format!(
        "{prefix}{}",
        tail(&stepdoku::shown::path(picker.dir()), room)
    );
    let inner = frame(rect, &title, buf, theme).inner(Margin::new(1, 0));

    let with_preview = inner.width > PREVIEW_WIDTH + LIST_MIN_WIDTH;
    let list_width = if with_preview {
        inner.width - PREVIEW_WIDTH - 1
    } else {
        inner.width
    };
    draw_rows(
        picker,
        Rect {
            width: list_width,
            ..inner
        },
        buf,
        theme,
    );
    if with_preview {
        let pane = Rect {
            x: inner.right() - PREVIEW_WIDTH,
            width: PREVIEW_WIDTH,
            ..inner
        };
        draw_preview(picker.preview(), pane, buf, theme);
    }
}

/// The folder's rows, the highlighted one reversed, scrolled to keep it in view.
fn draw_rows(picker: &Picker, area: Rect, buf: &mut Buffer, theme: &Theme) {
    if let Some(error) = picker.listing_error() {
        Paragraph::new(Line::styled(format!("cannot list: {error}"), theme.error()))
            .wrap(Wrap { trim: true })
            .render(
                Rect {
                    y: area.y + 1,
                    ..area
                },
                buf,
            );
    }
    let entries = picker.entries();
    let range = rows_in_view(picker.selected(), entries.len(), area.height);
    for (dy, i) in range.enumerate() {
        let entry = &entries[i];
        let name = match entry.kind {
            EntryKind::Parent => "../".to_string(),
            EntryKind::Folder => format!("{}/", stepdoku::shown::text(&entry.name)),
            EntryKind::File => stepdoku::shown::text(&entry.name),
        };
        let style = match (i == picker.selected(), entry.kind) {
            (true, _) => theme.highlight(),
            (false, EntryKind::File) => Default::default(),
            (false, _) => theme.accent(),
        };
        let row = Rect {
            y: area.y + dy as u16,
            height: 1,
            ..area
        };
        buf.set_style(row, style);
        Line::styled(format!(" {name}"), style).render(row, buf);
    }
}

/// The preview of the highlighted row.
fn draw_preview(preview: Preview<'_>, area: Rect, buf: &mut Buffer, theme: &Theme) {
    let text: Vec<Line> = match &preview {
        Preview::Nothing => Vec::new(),
        Preview::Folder => vec![Line::styled("a folder: Enter opens it", theme.dim())],
        Preview::Special => vec![Line::styled(
            "a pipe or device: Enter reads it",
            theme.dim(),
        )],
        Preview::Reading(path) => vec![
            Line::styled("reading…", theme.accent()),
            Line::styled(file_name(path), theme.dim()),
            Line::styled("Esc stops", theme.dim()),
        ],
        Preview::Failed(error) => vec![
            Line::styled("cannot be opened:", theme.error()),
            Line::styled(error.to_string(), theme.error()),
        ],
        Preview::Puzzles(records) => {
            let good = records.iter().filter(|r| r.is_ok()).count();
            let count = match good {
                1 => "1 puzzle".to_string(),
                n => format!("{} puzzles", grouped(n as u64)),
            };
            let first = records
                .iter()
                .find_map(|r| r.as_ref().ok())
                .map(|p| format!("#{}: {} givens", p.index, p.clues()))
                .unwrap_or_default();
            let mut lines = vec![
                Line::styled(count, theme.title()),
                Line::styled(first, theme.dim()),
            ];
            // a bad record is no reason to refuse the file: it is said, then passed over
            if let Some(bad) = records.iter().find_map(|r| r.as_ref().err()) {
                let unreadable = records.len() - good;
                lines.push(Line::styled(
                    format!("{unreadable} unreadable: {}", bad_record(bad)),
                    theme.error(),
                ));
            }
            lines
        }
    };
    let used = text.len() as u16;
    Paragraph::new(text).wrap(Wrap { trim: true }).render(
        Rect {
            x: area.x + 1,
            width: area.width - 1,
            ..area
        },
        buf,
    );
    if let Preview::Puzzles(records) = preview
        && let Some(first) = records.iter().find_map(|r| r.as_ref().ok())
        && area.height > used + 1
    {
        // the largest board that fits below the words: 9×9's smallest, a 16×16's compact
        let at = Rect::new(
            area.x + 1,
            area.y + used + 1,
            SMALLEST.width(),
            area.height - used - 1,
        );
        let mut view = BoardView::of_givens(first.shape, &first.digits);
        // a variant's preview has its houses: a jigsaw's regions, a diagonal's marks
        if let Some((variant, _)) = &first.variant {
            view.units = variant.units().clone();
        }
        board::BoardWidget { view: &view, theme }.render(at, buf);
    }
}

/// `#2 line 2: unexpected character 'x'`: the first record that cannot be read.
fn bad_record(bad: &stepdoku::parse::BadPuzzle) -> String {
    format!("#{} line {}: {}", bad.index, bad.line, bad.error.message())
}
