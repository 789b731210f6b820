//! The editor's screen: the board with the cursor and conflicting givens marked, a panel with
//! the clue count, the verdict and each conflict, and the remark on the last key under them.

use super::check::Status;
use super::{Editor, FEWEST_UNIQUE};
use crate::tui::action::Action;
use crate::tui::effect::Effects;
use crate::tui::keys::scope::Scope;
use crate::tui::keys::words::first_keys;
use crate::tui::layout::{self, Areas, Pages};
use crate::tui::view::{Screen, View};
use crate::tui::widgets::board::{BoardView, BoardWidget};
use crate::tui::widgets::popup;
use crate::tui::widgets::theme::Theme;
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Clear, Padding, Paragraph, Widget, Wrap};
use stepdoku::numbers::grouped;
use stepdoku::sudoku::{Digit, Shape, Variant, digit_char};

/// Width of the panel's labels.
const LABEL_WIDTH: usize = 8;

/// The board of the editor: its givens, conflicting ones marked, the cursor reversed.
pub fn board_view(editor: &Editor) -> BoardView {
    let shape = editor.shape();
    let mut view = BoardView::of_givens(shape, editor.digits());
    view.units = editor.units();
    view.candidates = editor.marks().map(<[u32]>::to_vec);
    for conflict in editor.conflicts() {
        for cell in [conflict.first, conflict.second] {
            view.conflicts[shape.index(cell)] = true;
        }
    }
    view.current = Some(editor.cursor());
    view
}

/// Draws the editor over the main screen's regions (`screen` is all but the footer).
pub fn draw(editor: &Editor, screen: Rect, areas: &Areas, buf: &mut Buffer, theme: &Theme) {
    Clear.render(screen, buf);
    let view = board_view(editor);
    BoardWidget { view: &view, theme }.render(areas.board, buf);
    panel(editor, areas.status, buf, theme);
    remark(editor, areas.bar, buf, theme);
}

/// A `label value` line.
fn row<'a>(label: &'a str, value: Span<'a>, theme: &Theme) -> Line<'a> {
    Line::from(vec![
        Span::styled(format!("{label:>LABEL_WIDTH$} "), theme.label()),
        value,
    ])
}

/// The panel: where the cursor is, the clues, the verdict, the conflicts, where the grid
/// came from.
fn panel(editor: &Editor, area: Rect, buf: &mut Buffer, theme: &Theme) {
    // a column kept clear on the right, so that a wrapped line's last number (`r4c4`) never
    // touches the border
    let block = Block::bordered()
        .border_style(theme.border())
        .padding(Padding::right(1))
        .title(Span::styled(" Edit ", theme.title()));
    let inner = block.inner(area);
    block.render(area, buf);
    let clues = editor.clues();
    let conflicts = editor.conflicts();
    let verdict = match editor.status() {
        Status::Checking => Span::styled("checking…", theme.dim()),
        Status::Known(verdict) => Span::styled(verdict.to_string(), theme.accent()),
        Status::Conflicting => Span::styled("none while givens conflict", theme.dim()),
        Status::Unknown => Span::styled("cannot check", theme.error()),
    };
    let cursor = editor.cursor();
    let mut lines = vec![row("Cursor", Span::raw(cursor.to_string()), theme)];
    match editor.marks() {
        // a pencil-mark puzzle has no given: its cells' candidates are what it says
        Some(marks) => {
            let written = marks[editor.shape().index(cursor)];
            let digits: Vec<String> = (1..=editor.shape().side() as u8)
                .filter(|&d| written & 1 << d != 0)
                .map(|d| Digit(d).to_string())
                .collect();
            lines.push(row("Marks", Span::raw(digits.join(" ")), theme));
        }
        None => lines.push(row("Givens", Span::raw(grouped(clues as u64)), theme)),
    }
    lines.push(row("Verdict", verdict, theme));
    // the fewest clues of a unique puzzle is known for the classic 9×9 alone (a variant's
    // houses may make fewer unique)
    let classic = editor.marks().is_none() && editor.variant().is_none();
    if editor.shape() == Shape::NINE && clues < FEWEST_UNIQUE && classic {
        lines.push(Line::styled(
            format!("under {FEWEST_UNIQUE} givens: never unique"),
            theme.dim(),
        ));
    }
    lines.push(Line::default());
    for conflict in &conflicts {
        lines.push(Line::styled(
            format!(
                "conflict in {}: {} at {} and {}",
                conflict.unit,
                Digit(conflict.digit),
                conflict.first,
                conflict.second
            ),
            theme.error(),
        ));
    }
    if !conflicts.is_empty() {
        lines.push(Line::default());
    }
    lines.push(row("From", Span::raw(editor.from()), theme));
    if let Some(variant) = editor.variant() {
        lines.push(row("Houses", Span::raw(houses(variant)), theme));
    }
    Paragraph::new(lines)
        .wrap(Wrap { trim: false })
        .render(inner, buf);
}

/// A variant's houses in a few words, which `w` writes after the cells: `diagonals both,
/// regions, 4 extra`.
fn houses(variant: &Variant) -> String {
    let mut words = Vec::new();
    if let Some(diagonals) = variant.diagonals() {
        words.push(format!("diagonals {}", diagonals.word()));
    }
    if variant.regions().is_some() {
        words.push("regions".to_string());
    }
    if !variant.extra().is_empty() {
        words.push(format!("{} extra", variant.extra().len()));
    }
    // a killer's cages are no houses, but what the board holds it to all the same
    match variant.cages().len() {
        0 => {}
        1 => words.push("1 cage".to_string()),
        n => words.push(format!("{n} cages")),
    }
    words.join(", ")
}

/// The remark on the last key, under the board and panel, framed when there is room.
fn remark(editor: &Editor, area: Rect, buf: &mut Buffer, theme: &Theme) {
    let line = match editor.remark() {
        Some(remark) if remark.error => Line::styled(remark.text.as_str(), theme.error()),
        Some(remark) => Line::styled(remark.text.as_str(), theme.accent()),
        None => {
            // the keys as bound: an AZERTY keyboard may type its digits without Shift
            let side = editor.shape().side() as u8;
            let keys = |values: std::ops::RangeInclusive<u8>| {
                let values: Vec<Action> = values.map(|d| Action::Type(digit_char(d))).collect();
                first_keys(Scope::Editor, &values, " ")
            };
            let digits = match side {
                ..=9 => keys(1..=side),
                _ => format!("{}, {}", keys(1..=9), keys(10..=side)),
            };
            let empty = first_keys(Scope::Editor, &[Action::Type('.')], "");
            let watch = first_keys(Scope::Editor, &[Action::Confirm], "");
            Line::styled(
                format!("type {digits} or {empty} · paste a puzzle · {watch} watches its search"),
                theme.dim(),
            )
        }
    };
    let inner = if area.height >= 3 {
        let block = Block::bordered().border_style(theme.border());
        let inner = block.inner(area);
        block.render(area, buf);
        inner
    } else {
        area
    };
    Paragraph::new(line).render(inner, buf);
}

/// The editor as a view: its keys, its update and this drawing; its verdict's job.
impl View for Editor {
    const SCOPES: &'static [Scope] = &[Scope::Always, Scope::Editor];

    fn update(&mut self, action: Action, _: &Pages) -> Effects {
        Editor::update(self, action)
    }

    fn draw(&self, screen: &Screen, buf: &mut Buffer, theme: &Theme) {
        // laid out for its own grid, whose size a paste may have changed from the player's
        let shape = self.shape();
        match layout::layout(screen.whole, shape) {
            Some(areas) => draw(self, screen.above_footer, &areas, buf, theme),
            None => {
                Clear.render(screen.above_footer, buf);
                let need = layout::min_size(shape);
                let way_out = "enlarge it, or press Esc to leave";
                popup::too_small_saying(screen.whole, need, way_out, buf, theme);
            }
        }
    }

    fn poll(&mut self) -> Effects {
        Editor::poll(self);
        Vec::new()
    }

    fn settle(&mut self) {
        Editor::settle(self);
    }
}
