//! The puzzle list popup: each puzzle of a file with its index, clue count and 81 characters;
//! Enter opens the highlighted one.

use crate::tui::action::Action;
use crate::tui::collection::{Collection, Origin};
use crate::tui::effect::{Effect, Effects, PromptKind, PromptStart};
use crate::tui::file_error::{FileError, conflict_in};
use crate::tui::keys::scope::Scope;
use crate::tui::layout::Pages;
use crate::tui::layout::{LIST_CHROME, centered, rows_in_view};
use crate::tui::view::{Screen, View};
use crate::tui::widgets::popup::frame;
use crate::tui::widgets::theme::Theme;
use ratatui::buffer::Buffer;
use ratatui::layout::{Margin, Rect};
use ratatui::text::Line;
use ratatui::widgets::Widget;
use stepdoku::numbers::grouped;

/// The puzzles of a multi-puzzle file, offered for picking one.
#[derive(Debug)]
pub struct PuzzleList {
    /// The file's puzzles (they replace the current collection when one is picked).
    pub collection: Collection,
    /// The highlighted row.
    pub selected: usize,
    /// The rows in file order: the puzzles and the records that cannot be read.
    rows: Vec<Row>,
}

/// A row of the list: a puzzle (its position in the collection) or a record that cannot be
/// read (its position among the collection's bad ones), shown with its reason.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Row {
    Puzzle(usize),
    Bad(usize),
}

impl PuzzleList {
    /// The list of `collection`, its first puzzle highlighted.
    pub fn new(collection: Collection) -> PuzzleList {
        let mut rows: Vec<(usize, Row)> = (collection.entries().iter().enumerate())
            .map(|(i, e)| (e.puzzle.index, Row::Puzzle(i)))
            .chain((collection.bad().iter().enumerate()).map(|(i, b)| (b.index, Row::Bad(i))))
            .collect();
        rows.sort_by_key(|&(index, _)| index);
        PuzzleList {
            collection,
            selected: 0,
            rows: rows.into_iter().map(|(_, row)| row).collect(),
        }
    }

    /// The list's actions: moving the highlight, finding, Enter and Esc.
    pub fn update(&mut self, action: Action, page: usize) -> Effects {
        if let Some(to) = action.moved_row(self.selected, self.rows.len(), page) {
            self.selected = to;
            return vec![];
        }
        match action {
            Action::Close | Action::Back => vec![Effect::Close],
            Action::FindPrompt => vec![Effect::Prompt(
                PromptKind::Find,
                PromptStart {
                    text: String::new(),
                    from_row: self.selected,
                },
            )],
            Action::Confirm => match self.rows[self.selected] {
                Row::Bad(i) => vec![Effect::Fail(self.unreadable(i))],
                Row::Puzzle(i) => match conflict_in(&self.collection, i) {
                    Some(error) => vec![Effect::Fail(error)],
                    None => vec![Effect::Open(self.collection.clone(), i)],
                },
            },
            _ => vec![],
        }
    }

    /// The names type-to-find looks through: each record's number, then its label.
    pub fn names(&self) -> Vec<String> {
        (self.rows.iter())
            .map(|&row| {
                let (index, label) = match row {
                    Row::Puzzle(i) => {
                        let puzzle = &self.collection.entries()[i].puzzle;
                        (puzzle.index, &puzzle.label)
                    }
                    Row::Bad(i) => {
                        let bad = &self.collection.bad()[i];
                        (bad.index, &bad.label)
                    }
                };
                format!("{index} {}", label.as_deref().unwrap_or(""))
            })
            .collect()
    }

    /// Highlights `row` (clamped).
    pub fn select(&mut self, row: usize) {
        self.selected = row.min(self.rows.len() - 1);
    }

    /// Why bad record `i` cannot be opened: its file, line, column and reason.
    fn unreadable(&self, i: usize) -> FileError {
        let bad = &self.collection.bad()[i];
        match self.collection.origin() {
            Origin::File(path) => FileError::new(path, bad.error.clone()),
            _ => FileError::new(std::path::Path::new("standard input"), bad.error.clone()),
        }
    }
}

/// Draws the list over `area`.
pub fn draw(list: &PuzzleList, area: Rect, buf: &mut Buffer, theme: &Theme) {
    let entries = list.collection.entries();
    let name = match list.collection.origin() {
        Origin::Bundled => "bundled puzzles".to_string(),
        origin => origin.name(),
    };
    let title = format!("{name}: {} puzzles", grouped(entries.len() as u64));
    let width = (6 + 2 + 6 + 2 + 81 + 4).min(area.width.saturating_sub(2));
    let rect = centered(area, width, list.rows.len() as u16 + LIST_CHROME + 2);
    let inner = frame(rect, &title, buf, theme).inner(Margin::new(1, 0));
    Line::styled(
        format!("{:>6}  {:>6}  puzzle", "#", "givens"),
        theme.label(),
    )
    .render(Rect { height: 1, ..inner }, buf);
    let rows = Rect {
        y: inner.y + 1,
        height: inner.height.saturating_sub(1),
        ..inner
    };
    for (dy, i) in rows_in_view(list.selected, list.rows.len(), rows.height).enumerate() {
        let (text, plain) = match list.rows[i] {
            Row::Puzzle(k) => {
                let puzzle = &entries[k].puzzle;
                let text = format!(
                    "{:>6}  {:>6}  {}",
                    grouped(puzzle.index as u64),
                    puzzle.clues(),
                    puzzle.to_line()
                );
                (text, Default::default())
            }
            Row::Bad(k) => {
                let bad = &list.collection.bad()[k];
                let why = format!("line {}: {}", bad.line, bad.error.message());
                let text = format!("{:>6}  {:>6}  {why}", grouped(bad.index as u64), "✗");
                (text, theme.error())
            }
        };
        let row = Rect {
            y: rows.y + dy as u16,
            height: 1,
            ..rows
        };
        let style = if i == list.selected {
            theme.highlight()
        } else {
            plain
        };
        buf.set_style(row, style);
        Line::styled(text, style).render(row, buf);
    }
}

impl View for PuzzleList {
    const SCOPES: &'static [Scope] = &[Scope::Always, Scope::Popup, Scope::Scroll, Scope::List];

    fn update(&mut self, action: Action, pages: &Pages) -> Effects {
        PuzzleList::update(self, action, pages.list)
    }

    fn draw(&self, screen: &Screen, buf: &mut Buffer, theme: &Theme) {
        draw(self, screen.above_footer, buf, theme);
    }
}
