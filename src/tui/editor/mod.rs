//! The puzzle editor: givens typed, pasted or taken from the board, checked as they change
//! (conflicts at once, the verdict from a search on another thread), kept with undo and redo,
//! and saved by appending a line to a file. Its keys are in [`update`], its screen in
//! [`draw`].

pub mod check;
pub mod draw;
pub mod save;
#[cfg(test)]
mod sizes_tests;
pub mod update;
#[cfg(test)]
mod update_tests;

use check::{Check, Status};
use std::sync::Arc;
use stepdoku::numbers::grouped;
use stepdoku::parse::{DirectiveLines, Puzzle, parse_str, sukaku_line};
use stepdoku::sudoku::{
    Cell, Conflict, Pretty, Shape, Units, Variant, cells_line, conflicts_on, digit_char, digit_of,
};

/// Below this many clues no 9×9 puzzle has a unique solution (McGuire, Tugemann and Civario,
/// 2012).
pub const FEWEST_UNIQUE: usize = 17;

/// The most changes undo goes back through (a grid is at most 256 bytes: this is under
/// 300 KiB).
const HISTORY: usize = 1000;

/// r1c1, where the cursor starts.
const R1C1: Cell = match Cell::new(0) {
    Some(cell) => cell,
    None => unreachable!(),
};

/// A grid of any size as undo keeps it: a paste may change the size along with the digits.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Draft {
    shape: Shape,
    /// The N² cells in reading order, 0 for empty.
    digits: Vec<u8>,
    /// A pencil-mark puzzle's candidates as written, cell by cell (bit `d` for digit `d`);
    /// its digits are then all 0.
    marks: Option<Vec<u32>>,
    /// The puzzle's variant, of the grid's shape: its houses check the givens, draw on the
    /// board and are written after the cells.
    variant: Option<Variant>,
}

impl Draft {
    /// The puzzle the grid is.
    fn puzzle(&self) -> Puzzle {
        // no file holds the directives: they are at no line
        let lines = DirectiveLines {
            first: 0,
            regions: None,
        };
        Puzzle {
            digits: self.digits.clone(),
            marks: self.marks.clone(),
            variant: self.variant.clone().map(|v| (v, lines)),
            ..Puzzle::blank(self.shape)
        }
    }
}

/// The editor's state.
pub struct Editor {
    draft: Draft,
    cursor: Cell,
    undo: Vec<Draft>,
    redo: Vec<Draft>,
    check: Check,
    /// What the grid was taken from, shown until the first remark (`puzzle 1 of top95.txt`).
    from: String,
    /// A remark on the last key: what a paste found, why Enter was refused, where it saved.
    remark: Option<Remark>,
    /// The grid as opened or last saved: Esc leaves at once while the grid is this.
    kept: Draft,
    /// Whether the last cell was typed with the cursor on it: the cursor cannot go on past
    /// the last cell (r9c9 on a 9×9), so it stays there and stands, as a text field's caret
    /// after its last character, after it; Backspace then empties the last cell itself. Anything else that changes a cell or
    /// moves the cursor ends it.
    past_end: bool,
    /// Whether the last key was an Esc that asked before throwing changes away.
    leaving: bool,
}

/// A remark shown under the board, an error or not.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Remark {
    /// The words.
    pub text: String,
    /// Whether it reports something refused or failed.
    pub error: bool,
}

/// Where a pasted grid comes from, as the panel's `From` row says.
pub const PASTE: &str = "a paste";

impl Editor {
    /// An editor on a grid of `shape` holding `digits` (its N² cells in reading order, 0 for
    /// empty cells), the cursor at r1c1; `from` says where they come from.
    pub fn new(shape: Shape, mut digits: Vec<u8>, from: impl Into<String>) -> Editor {
        digits.resize(shape.cells(), 0);
        for d in &mut digits {
            if usize::from(*d) > shape.side() {
                *d = 0;
            }
        }
        let draft = Draft {
            shape,
            digits,
            marks: None,
            variant: None,
        };
        Editor {
            check: Check::start(shape, &draft.digits, None),
            kept: draft.clone(),
            draft,
            cursor: R1C1,
            undo: Vec::new(),
            redo: Vec::new(),
            from: from.into(),
            remark: None,
            past_end: false,
            leaving: false,
        }
    }

    /// An editor on the pencil-mark puzzle of `shape` whose cells have the candidates `marks`
    /// (bit `d` for digit `d`, one at least each), the cursor at r1c1.
    pub fn marked(shape: Shape, marks: Vec<u32>, from: impl Into<String>) -> Editor {
        let mut editor = Editor::new(shape, vec![0; shape.cells()], from);
        editor.draft.marks = Some(marks);
        editor.kept = editor.draft.clone();
        editor.check = Check::of(&editor.draft.puzzle());
        editor
    }

    /// The editor with the grid's `variant` (none: a standard grid); one of another shape
    /// than the grid's is left out.
    pub fn with_variant(mut self, variant: Option<Variant>) -> Editor {
        self.draft.variant = variant.filter(|v| v.shape() == self.shape());
        self.kept = self.draft.clone();
        self.check = Check::of(&self.draft.puzzle());
        self
    }

    /// The grid's variant, if it has one.
    pub fn variant(&self) -> Option<&Variant> {
        self.draft.variant.as_ref()
    }

    /// The grid's units: its rows, columns and boxes, or its variant's houses.
    pub fn units(&self) -> Arc<Units> {
        match self.variant() {
            Some(variant) => variant.units().clone(),
            None => Units::of(self.shape()),
        }
    }

    /// The puzzle the grid is, its variant with it (what Enter plays).
    pub fn puzzle(&self) -> Puzzle {
        self.draft.puzzle()
    }

    /// The size of the grid.
    pub fn shape(&self) -> Shape {
        self.draft.shape
    }

    /// The N² cells in reading order, 0 for empty.
    pub fn digits(&self) -> &[u8] {
        &self.draft.digits
    }

    /// A pencil-mark puzzle's candidates as written (bit `d` for digit `d`), cell by cell;
    /// `None` for a grid of givens.
    pub fn marks(&self) -> Option<&[u32]> {
        self.draft.marks.as_deref()
    }

    /// The cell under the cursor.
    pub fn cursor(&self) -> Cell {
        self.cursor
    }

    /// Where the grid came from.
    pub fn from(&self) -> &str {
        &self.from
    }

    /// The remark on the last key, if any.
    pub fn remark(&self) -> Option<&Remark> {
        self.remark.as_ref()
    }

    /// Sets the remark on the last key.
    pub fn say(&mut self, text: impl Into<String>, error: bool) {
        self.remark = Some(Remark {
            text: text.into(),
            error,
        });
    }

    /// Forgets the remark (each key gets its own).
    pub fn unsay(&mut self) {
        self.remark = None;
    }

    /// How many cells hold a digit.
    pub fn clues(&self) -> usize {
        self.digits().iter().filter(|&&d| d != 0).count()
    }

    /// Every pair of equal givens sharing a house (a row, column or box, or the variant's).
    pub fn conflicts(&self) -> Vec<Conflict> {
        conflicts_on(&self.units(), self.digits())
    }

    /// What is known of the solutions, after taking the check's answer if it has come.
    pub fn poll(&mut self) -> Status {
        self.check.poll()
    }

    /// What was known at the last poll.
    pub fn status(&self) -> Status {
        self.check.status()
    }

    /// Waits for the check's answer (tests, snapshots and recordings).
    pub fn settle(&mut self) -> Status {
        self.check.wait()
    }

    /// Moves the cursor by rows and columns, stopping at the edges.
    pub fn move_by(&mut self, rows: i8, cols: i8) {
        let last = self.shape().side() as i8 - 1;
        let row = (self.cursor.row() as i8 + rows).clamp(0, last) as usize;
        let col = (self.cursor.col() as i8 + cols).clamp(0, last) as usize;
        self.move_to(Cell::at(row, col).unwrap_or(self.cursor));
    }

    /// Moves the cursor `by` cells in reading order, as a caret moves through text: from the
    /// end of a row to the start of the next and back. It stops at r1c1 and the last cell
    /// (r9c9 on a 9×9), the ends of the text.
    pub fn move_along(&mut self, by: isize) {
        let shape = self.shape();
        let to = self.at().saturating_add_signed(by).min(shape.cells() - 1);
        self.move_to(shape.cell(to));
    }

    /// Puts the cursor on `cell`, if the grid has it.
    pub fn move_to(&mut self, cell: Cell) {
        if self.shape().holds(cell) {
            self.cursor = cell;
        }
        self.past_end = false;
    }

    /// The cursor's place in reading order.
    fn at(&self) -> usize {
        self.shape().index(self.cursor)
    }

    /// Writes `digit` (1 to the side, or 0 to empty it) under the cursor. In a pencil-mark
    /// puzzle a digit is a candidate instead, written or rubbed out under the cursor, and
    /// 0 changes nothing: no cell is left without a candidate.
    pub fn set(&mut self, digit: u8) {
        let at = self.at();
        if let Some(marks) = &self.draft.marks {
            let toggled = marks[at] ^ 1 << digit;
            match (digit, toggled) {
                (0, _) => {}
                (_, 0) => {
                    let cell = self.cursor;
                    self.say(format!("{cell} keeps one candidate at least"), true);
                }
                _ => {
                    let mut next = self.draft.clone();
                    next.marks.as_mut().expect("marks")[at] = toggled;
                    self.change(next);
                }
            }
            self.past_end = false;
            return;
        }
        let mut next = self.draft.clone();
        next.digits[self.at()] = digit;
        self.change(next);
        self.past_end = false;
    }

    /// Empties the cell under the cursor (Delete).
    pub fn clear(&mut self) {
        self.set(0);
    }

    /// Types the character `c` of a puzzle's line: a digit (`1`–`9`, then `A`–`G` or `a`–`g`
    /// above 9) up to the side, or `.`, `0` or a space for an empty cell. A digit above the
    /// side changes nothing, and the remark says which digits the grid takes.
    pub fn type_char(&mut self, c: char) {
        match c {
            '.' | '0' | ' ' => self.type_digit(0),
            _ => match digit_of(c) {
                Some(d) if usize::from(d) <= self.shape().side() => self.type_digit(d),
                Some(d) => {
                    let shape = self.shape();
                    let text = format!(
                        "no {} on a {shape}: its digits are {}",
                        digit_char(d),
                        digit_words(shape)
                    );
                    self.say(text, true);
                }
                None => {}
            },
        }
    }

    /// Types `digit` (0: an empty cell) as a text field takes a character: into the cell
    /// under the cursor, which then goes on to the next cell. On the last cell it cannot go
    /// on: it stays, and stands after the last cell for Backspace.
    pub fn type_digit(&mut self, digit: u8) {
        self.set(digit);
        if self.draft.marks.is_some() && digit != 0 {
            return; // a candidate of the cell under the cursor, which may take more
        }
        if self.at() == self.shape().cells() - 1 {
            self.past_end = true;
        } else {
            self.move_along(1);
        }
    }

    /// Empties the cell before the cursor and moves there, as Backspace does in a text field;
    /// right after the last cell was typed, the last cell itself. Nothing is before r1c1.
    pub fn backspace(&mut self) {
        if !self.past_end {
            if self.at() == 0 {
                return;
            }
            self.move_along(-1);
        }
        self.clear();
    }

    /// Replaces the whole grid with the first puzzle of `text`, of any size, in any layout
    /// files take; on a parse error the grid stays as it was and the remark says what is
    /// wrong. The cursor stays where it was (on a smaller grid, at its nearest cell).
    pub fn paste(&mut self, text: &str) {
        match parse_str(text) {
            Ok(mut puzzles) => {
                let count = puzzles.len();
                let first = puzzles.swap_remove(0);
                // a line has no boxes of its own: one of the grid's side keeps the grid's
                let side = first.shape.side();
                let plain = first.shape.has_default_box();
                let kept = plain && side == self.shape().side();
                let shape = match kept {
                    true => self.shape(),
                    false => first.shape,
                };
                // a paste's own directives make its variant; a bare grid of the same size
                // keeps the grid's houses
                let variant = match first.variant {
                    Some((variant, _)) => variant.reshaped(shape).ok(),
                    None if kept => self.draft.variant.clone(),
                    None => None,
                };
                self.change(Draft {
                    shape,
                    digits: first.digits,
                    marks: first.marks,
                    variant,
                });
                // the whole grid is the paste's now, not the puzzle the editor opened on
                self.from = PASTE.to_string();
                let more = match count {
                    1 => String::new(),
                    n => format!(" (the first of {} puzzles)", grouped(n as u64)),
                };
                self.say(format!("pasted{more}"), false);
            }
            Err(error) => self.say(format!("not pasted: {error}"), true),
        }
    }

    /// Back to the grid before the last change; false (and a remark) when there is none.
    pub fn undo(&mut self) -> bool {
        self.travel(true)
    }

    /// The change undo took back, made again; false (and a remark) when there is none.
    pub fn redo(&mut self) -> bool {
        self.travel(false)
    }

    /// One step back through the changes (undo) or forward again (redo).
    fn travel(&mut self, back: bool) -> bool {
        let (from, to, word) = if back {
            (&mut self.undo, &mut self.redo, "undo")
        } else {
            (&mut self.redo, &mut self.undo, "redo")
        };
        let Some(grid) = from.pop() else {
            self.say(format!("nothing to {word}"), false);
            return false;
        };
        to.push(self.draft.clone());
        self.replace(grid);
        // the cell the cursor stood after may have changed back: it stands on its cell again
        self.past_end = false;
        true
    }

    /// The grid as one line of N² characters, `.` for an empty cell and letters above 9; a
    /// pencil-mark puzzle as its Sukaku line.
    pub fn line(&self) -> String {
        match self.marks() {
            Some(marks) => sukaku_line(self.shape(), marks),
            None => cells_line(self.digits()),
        }
    }

    /// The puzzle as a file keeps it: its line, or for boxes other than its side's default
    /// (a 6×6 of 3×2) its rows drawn with `|` and rules, which read back as those boxes;
    /// then a variant's directive lines, which read back as its houses.
    pub fn record(&self) -> String {
        let shape = self.shape();
        let cells = if shape.has_default_box() || self.marks().is_some() {
            self.line()
        } else {
            let digits = self.digits();
            let drawn = Pretty { shape, digits }.to_string();
            drawn.trim_end().to_owned()
        };
        let directives = self.variant().map(Variant::directives).unwrap_or_default();
        std::iter::once(cells)
            .chain(directives)
            .collect::<Vec<_>>()
            .join("\n")
    }

    /// Whether the grid is as opened or last saved.
    fn is_kept(&self) -> bool {
        self.draft == self.kept
    }

    /// A change that undo can take back (none when nothing differs).
    fn change(&mut self, next: Draft) {
        if next == self.draft {
            return;
        }
        if self.undo.len() == HISTORY {
            self.undo.remove(0);
        }
        self.undo.push(self.draft.clone());
        self.redo.clear();
        self.replace(next);
    }

    /// The grid becomes `draft`; the check of the old one stops and a new one starts. The
    /// cursor keeps its place, on the grid's nearest cell when the grid is smaller.
    fn replace(&mut self, draft: Draft) {
        let last = draft.shape.side() - 1;
        let (row, col) = (self.cursor.row().min(last), self.cursor.col().min(last));
        self.cursor = Cell::at(row, col).unwrap_or(R1C1);
        self.check = Check::of(&draft.puzzle());
        self.draft = draft;
    }
}

/// The digits a grid of `shape` takes, as the editor says them: `1–4`, `1–9`, `1–9, A–G`.
pub fn digit_words(shape: Shape) -> String {
    let side = shape.side() as u8;
    match side {
        ..=9 => format!("1–{side}"),
        _ => format!("1–9, A–{}", digit_char(side)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tui::test_support::{P85, UNSOLVABLE};
    use stepdoku::solver::Verdict;
    use stepdoku::sudoku::Unit;

    fn p85() -> [u8; 81] {
        *parse_str(P85).unwrap()[0].nine_digits().unwrap()
    }

    #[test]
    fn typing_clearing_and_moving() {
        let mut editor = Editor::new(Shape::NINE, vec![0; 81], "a blank grid");
        assert_eq!(editor.cursor(), Cell::at(0, 0).unwrap());
        editor.move_by(-1, -1);
        assert_eq!(
            editor.cursor(),
            Cell::at(0, 0).unwrap(),
            "stops at the edges"
        );
        editor.move_by(2, 3);
        editor.set(7);
        assert_eq!(editor.digits()[2 * 9 + 3], 7);
        assert_eq!(editor.clues(), 1);
        editor.clear();
        assert_eq!(editor.clues(), 0);
        editor.move_by(20, 20);
        assert_eq!(editor.cursor(), Cell::at(8, 8).unwrap());
    }

    #[test]
    fn conflicts_name_both_cells_and_the_house() {
        let mut editor = Editor::new(Shape::NINE, vec![0; 81], "a blank grid");
        editor.set(5);
        editor.move_by(0, 8);
        editor.set(5);
        let found = editor.conflicts();
        assert_eq!(found.len(), 1);
        assert_eq!(
            (found[0].first, found[0].second, found[0].unit),
            (
                Cell::at(0, 0).unwrap(),
                Cell::at(0, 8).unwrap(),
                Unit::Row(1)
            )
        );
        assert_eq!(editor.settle(), Status::Conflicting);
        editor.set(6);
        assert!(editor.conflicts().is_empty());
    }

    /// A pasted Sukaku line keeps its candidates: digit keys write or rub out one under the
    /// cursor (never the last), the line saved is the Sukaku line, undo takes the paste
    /// back, and the verdict is the written candidates' (puzzles/sukaku.txt line 4: one
    /// solution, where the plain puzzle it was written from has three).
    #[test]
    fn a_pasted_sukaku_keeps_its_candidates() {
        let text =
            std::fs::read_to_string(crate::common::repo().join("puzzles/sukaku.txt")).unwrap();
        let line = &text.lines().nth(3).unwrap()[..729];
        let mut editor = Editor::new(Shape::NINE, p85().to_vec(), "puzzle 1");
        editor.paste(line);
        assert_eq!(editor.remark().unwrap().text, "pasted");
        assert_eq!(editor.clues(), 0, "a cell of one candidate is no given");
        let marks = editor.marks().expect("candidates").to_vec();
        assert_eq!(marks[2], 1 << 1 | 1 << 3 | 1 << 4, "r1c3: 1 3 4 as written");
        assert_eq!(editor.line(), line);
        assert_eq!(editor.settle(), Status::Known(Verdict::Unique));
        // r1c1 holds 8 alone: it keeps it
        editor.type_char('8');
        assert_eq!(editor.marks().unwrap()[0], 1 << 8);
        assert!(editor.remark().unwrap().error);
        // r1c3 regains its 2, then loses it again: the cursor stays on the cell
        editor.move_to(Cell::at(0, 2).unwrap());
        editor.type_char('2');
        assert_eq!(editor.marks().unwrap()[2], marks[2] | 1 << 2);
        assert_eq!(editor.cursor(), Cell::at(0, 2).unwrap());
        assert_eq!(editor.settle(), Status::Known(Verdict::Several));
        assert!(editor.undo());
        assert_eq!(editor.marks().unwrap(), &marks[..]);
        assert!(editor.undo());
        assert_eq!(editor.marks(), None);
        assert_eq!(*editor.digits(), p85());
    }

    #[test]
    fn undo_and_redo_walk_the_changes() {
        let mut editor = Editor::new(Shape::NINE, vec![0; 81], "a blank grid");
        assert!(!editor.undo());
        editor.set(1);
        editor.set(1); // no change, no history
        editor.move_by(0, 1);
        editor.set(2);
        assert!(editor.undo());
        assert_eq!(editor.clues(), 1);
        assert!(editor.undo());
        assert_eq!(editor.clues(), 0);
        assert!(!editor.undo());
        assert!(editor.redo());
        assert!(editor.redo());
        assert_eq!(editor.line()[..2].to_string(), "12");
        assert!(!editor.redo());
        editor.undo();
        editor.set(9); // a new change forgets what was undone
        assert!(!editor.redo());
    }

    #[test]
    fn history_is_bounded() {
        let mut editor = Editor::new(Shape::NINE, vec![0; 81], "a blank grid");
        for i in 0..HISTORY + 10 {
            editor.set(1 + (i % 2) as u8);
        }
        let mut undone = 0;
        while editor.undo() {
            undone += 1;
        }
        assert_eq!(undone, HISTORY);
    }

    #[test]
    fn a_paste_fills_the_grid_and_keeps_the_cursor() {
        let mut editor = Editor::new(Shape::NINE, vec![0; 81], "a blank grid");
        editor.move_by(4, 4);
        editor.paste(&format!("{P85}\n{UNSOLVABLE}\n"));
        assert_eq!(*editor.digits(), p85());
        assert_eq!(editor.cursor(), Cell::at(4, 4).unwrap());
        assert_eq!(
            editor.remark().unwrap().text,
            "pasted (the first of 2 puzzles)"
        );
        assert_eq!(editor.settle(), Status::Known(Verdict::Unique));
        editor.paste("85...24..72......9..4.......x");
        assert_eq!(*editor.digits(), p85(), "a bad paste changes nothing");
        let remark = editor.remark().unwrap();
        assert!(remark.error);
        assert_eq!(
            remark.text,
            "not pasted: line 1, column 29: unexpected character 'x'"
        );
        assert!(editor.undo());
        assert_eq!(editor.clues(), 0, "a paste is one change");
    }

    /// A pasted f-puzzles link is its puzzle, its variant too (issue 54).
    #[test]
    fn a_pasted_link_is_its_puzzle() {
        let variant = Variant::standard(Shape::NINE)
            .with_diagonals(stepdoku::sudoku::Diagonals::Main)
            .unwrap();
        let sheet = stepdoku::parse::fpuzzles::Sheet {
            shape: Shape::NINE,
            givens: &p85(),
            filled: None,
            variant: Some(&variant),
            title: Some("85"),
        };
        let mut editor = Editor::new(Shape::NINE, vec![0; 81], "a blank grid");
        editor.paste(&format!("{}\n", sheet.link()));
        assert_eq!(*editor.digits(), p85());
        assert_eq!(editor.variant(), Some(&variant));
        assert_eq!(editor.remark().unwrap().text, "pasted");
    }

    #[test]
    fn the_line_parses_back_to_the_grid() {
        let editor = Editor::new(Shape::NINE, p85().to_vec(), "puzzle 1");
        assert_eq!(editor.line().len(), 81);
        assert_eq!(parse_str(&editor.line()).unwrap()[0].digits, p85());
    }
}
