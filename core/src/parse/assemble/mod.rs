//! Gathering classified lines into puzzles: one-line puzzles, 9-row blocks, headers, labels,
//! and the puzzles that cannot be read, each in its place.
//!
//! A bad puzzle does not stop the reading. A line that is neither a whole puzzle nor a row,
//! outside a block, is one bad puzzle or the bad first row of the block it starts, whichever
//! makes whole blocks of the rows after it ([`Assembler::alone`]); a block or a code grid that fails (a bad
//! row, a stray character, too few rows or cells) is one bad puzzle, named by its first
//! line, and the reading resumes at the first line that does not belong to it: for a block,
//! after its ninth row or at the blank line, header or one-line puzzle that cuts it short;
//! for a grid written as code, at its closing bracket (without brackets, after its 81st
//! cell), or at a line that is not code.

mod block;
mod code_row;
mod directives;
mod pencil;

use crate::parse::array::{self, Code, Column, Mark, missing_rows};
use crate::parse::assign;
use crate::parse::line::{Line, classify, lines, rough_cells};
use crate::parse::looks::{
    Ahead, Between, CodeRowsAhead, ROW_OR_LINE, RowsAhead, SixteenAhead, ends_code,
    is_code_comment, looks_like_a_row, mostly_cells_and_commas,
};
use crate::parse::stream::Reading;
use crate::parse::under_way::{Array, Block};
use crate::parse::{BadPuzzle, Entry, Forced, ParseError, Puzzle, fitted};
use crate::sudoku::Shape;
use rayon::prelude::*;

/// Lines classified at once, on the threads of the current rayon pool: enough to keep them
/// busy, few enough that their cells take little memory.
const LINES_AT_ONCE: usize = 1 << 13;

/// Every puzzle of text already checked to be text (no NUL, no byte order mark), and every
/// bad puzzle in its place, in file order: a CSV table when its first line that is not
/// blank is one's header, else the layouts.
pub(super) fn entries(text: &str) -> Vec<Entry> {
    entries_at(text, None)
}

/// [`entries`] read at the size `forced` says, if it says one: lines of 16 cells as its
/// side takes them, and each puzzle [`fitted`] to it.
pub(super) fn entries_at(text: &str, forced: Option<Forced>) -> Vec<Entry> {
    let numbered: Vec<(usize, &str)> = (1..).zip(lines(text)).collect();
    let mut reading = Reading::new(forced);
    let mut entries = Vec::new();
    reading.lines(&numbered, &mut entries);
    reading.finish(&mut entries);
    fit(entries, forced)
}

/// `entries`, each [`fitted`] to the size `forced` says, if it says one: a puzzle of
/// another size becomes a bad one.
pub(super) fn fit(entries: Vec<Entry>, forced: Option<Forced>) -> Vec<Entry> {
    match forced {
        Some(_) => entries.into_iter().map(|e| fitted(e, forced)).collect(),
        None => entries,
    }
}

/// The puzzles of `text` (as for [`entries`]), or the error of the first bad one.
pub(super) fn puzzles(text: &str) -> Result<Vec<Puzzle>, ParseError> {
    let entries = entries(text);
    if entries.is_empty() {
        return Err(ParseError::NoPuzzle);
    }
    entries
        .into_iter()
        .map(|entry| entry.map_err(|bad| bad.error))
        .collect()
}

/// Puzzles found so far and what the next one takes from the lines before it.
#[derive(Default)]
pub(super) struct Assembler {
    /// Puzzles and bad puzzles found and not yet taken, in file order.
    entries: Vec<Entry>,
    /// Puzzles and bad puzzles found so far, taken or not.
    given: usize,
    /// The block being read, if a row has been seen since the last puzzle.
    block: Option<Block>,
    /// A header waiting for its puzzle: its line and text.
    header: Option<(usize, String)>,
    /// A SudoCue description (`#D…`) waiting for its puzzle.
    description: Option<String>,
    /// What the last look ahead for rows found.
    rows_ahead: RowsAhead,
    /// The same for rows of code without brackets.
    code_rows_ahead: CodeRowsAhead,
    /// The same for a run of lines of 16 cells.
    sixteen_ahead: SixteenAhead,
    /// The line of the last line of code read, for a row right after a grid it ended.
    last_code: usize,
    /// A puzzle written as code under way.
    array: Option<Array>,
    /// A candidate grid under way.
    pencil: Option<pencil::PencilGrid>,
    /// Rows that a grid just gone bad for want of them still lacks: a bracket lost or one
    /// too many inside a grid closes it early, and the rows in brackets right after it are
    /// its own, not puzzles.
    orphans: usize,
    /// Whether that grid was flat (its numbers in no row brackets): then its rows may follow
    /// without brackets too.
    flat_orphans: bool,
    /// The side `--grid` (or `--box`) forces, if any: at 4 every line of 16 cells is a 4×4
    /// puzzle, at 16 every run of 16 such lines a 16×16 ([`Assembler::sixteen_rows`]).
    side: Option<usize>,
}

impl Assembler {
    /// An assembler for puzzles of the side `side` forces, if any.
    pub(super) fn forced(side: Option<usize>) -> Assembler {
        Assembler {
            side,
            ..Assembler::default()
        }
    }

    /// Takes the lines `numbered` (whole lines in file order, none left out), looking ahead
    /// no further than them: a window of the input ends after a line that ends every look
    /// ahead ([`ends_look_ahead`](super::stream::ends_look_ahead)).
    ///
    /// Classifying a line (scanning its characters) is most of the work and needs nothing from
    /// the lines before it, so runs of lines are classified in parallel; gathering them into
    /// puzzles follows in file order.
    pub(super) fn feed(&mut self, numbered: &[(usize, &str)]) {
        for (run_at, run) in numbered.chunks(LINES_AT_ONCE).enumerate() {
            let classified: Vec<_> = run
                .par_iter()
                .map(|&(number, text)| classify(text, number))
                .collect();
            for (k, (&(number, text), line)) in run.iter().zip(classified).enumerate() {
                let ahead = &numbered[run_at * LINES_AT_ONCE + k + 1..];
                let grid_goes_on = matches!(
                    line,
                    Ok(Line::PencilRow(_) | Line::Separator | Line::Comment(_))
                );
                if self.in_pencil_grid() && !grid_goes_on {
                    self.end_pencil();
                }
                if self.in_brackets() {
                    if !ends_code(text, &line) && !assign::starts_assignment(text) {
                        // inside an array's brackets every line is code (`    9`, `    null`)
                        self.array(number, array::inside(text, number));
                        continue;
                    }
                    // brackets left open: what comes next is not theirs
                    self.end_array();
                }
                if self.in_rows_of_code(&line) {
                    // a few cells without commas: the rest of a comma-separated row cut short
                    self.array(number, array::inside(text, number));
                    continue;
                }
                match line {
                    Ok(line) => self.line(number, text, line, ahead),
                    Err(error) => self.bad_line(number, text, error, ahead),
                }
            }
        }
    }

    /// A new window of lines begins: the looks ahead of the last one saw only its lines.
    pub(super) fn window(&mut self) {
        self.rows_ahead = RowsAhead::default();
        self.code_rows_ahead = CodeRowsAhead::default();
        self.sixteen_ahead = SixteenAhead::default();
    }

    /// Moves the entries found so far to `out`.
    pub(super) fn take(&mut self, out: &mut Vec<Entry>) {
        // the last puzzle stays until the next one starts or the input ends: directive
        // lines after it, maybe in the next window, may still give it a variant
        let last = self.entries.pop();
        out.append(&mut self.entries);
        self.entries.extend(last);
    }

    /// Moves every whole entry to `out`, the one [`take`](Self::take) holds back too: the
    /// input paused, and directive lines come with their puzzle.
    pub(super) fn release(&mut self, out: &mut Vec<Entry>) {
        out.append(&mut self.entries);
    }

    /// Takes line `number`.
    fn line(&mut self, number: usize, text: &str, line: Line<'_>, ahead: Ahead<'_>) {
        if let Line::Array(code) = line {
            let unbracketed = code.marks.iter().all(|mark| !mark.open);
            let flat_row = self.flat_orphans && unbracketed && !code.cells.is_empty();
            // only a row right after a grid may be left over from it
            let after_grid = self.last_code + 1 == number;
            let alone_ok = after_grid && self.orphans == 0 && self.block.is_none();
            let code = match self.array.is_none() && unbracketed {
                true => self
                    .code_rows_ahead
                    .between_grids(code, number, ahead, alone_ok),
                false => Between::Row(code),
            };
            let code = match code {
                Between::Row(code) => code,
                Between::Gap => return,
                Between::Alone(code) => return self.alone_row(number, code),
            };
            if self.array.is_none() && self.orphans > 0 && flat_row {
                // rows of a flat grid closed early (`0, 6, 0, …),` then its other rows)
                self.orphans = self.orphans.saturating_sub(code.cells.len().div_ceil(9));
                return;
            }
            if !self.code_row(number, &code, None, ahead) {
                self.array(number, code);
            }
            return;
        }
        if matches!(line, Line::Comment(_) | Line::Separator) {
            if self.array.is_some() {
                return; // between rows of code, as between rows of a block
            }
        } else {
            self.orphans = 0;
        }
        self.end_array();
        match line {
            Line::Blank => self.end_block(),
            Line::Comment(text) => self.note_comment(text),
            Line::Separator => self.rule(text),
            Line::Header(text) => {
                self.end_block();
                self.no_header_waiting();
                self.header = Some((number, text.to_owned()));
            }
            Line::Cells(cells) => self.cells(number, text, cells, ahead),
            Line::Record(row) => {
                self.end_block();
                self.emit(number, &row.digits, row.label, row.solution);
            }
            Line::Sukaku(read) => self.sukaku(number, read),
            Line::Link(read) => {
                self.end_block();
                match *read {
                    Ok(puzzle) => {
                        self.orphans = 0;
                        let (index, line, label) = self.place(number, puzzle.label.clone());
                        self.entries.push(Ok(Puzzle {
                            index,
                            line,
                            label,
                            ..puzzle
                        }));
                    }
                    Err(error) => self.fail(number, error),
                }
            }
            Line::PencilRow(row) => self.pencil_row(number, row),
            Line::Directive(directive) => {
                self.end_block();
                self.directive(number, &directive);
            }
            Line::Array(_) => unreachable!("taken above"),
        }
    }

    /// Takes line `number`, whose `text` could not be classified (a stray character): it
    /// fails the code array or block it belongs to, or is a bad one-line puzzle, or a bad
    /// first row of a block.
    fn bad_line(&mut self, number: usize, text: &str, error: ParseError, ahead: Ahead<'_>) {
        if let Some(code) = array::cells(text, number) {
            if !self.code_row(number, &code, Some(error), ahead) {
                self.array(number, code);
            }
            return;
        }
        if is_code_comment(text) {
            return; // `// …`, `/* … */`, `<?php`: around code, never a puzzle
        }
        self.orphans = 0;
        if mostly_cells_and_commas(text) {
            // a row of comma-separated cells whose first token is no cell (`z,0,0,…`)
            return self.array(number, array::inside(text, number));
        }
        self.end_array();
        if rough_cells(text) > ROW_OR_LINE {
            // a one-line puzzle gone bad: it cuts a block short and stands alone
            self.end_block();
            return self.fail(number, error);
        }
        if self.block.is_none() && self.alone(looks_like_a_row(text), ahead) {
            self.fail(number, error);
        } else {
            self.bad_row(number, error);
        }
    }

    /// Whether comma-separated rows without brackets are under way and `line` holds fewer
    /// cells than a row, with nothing else: then it is theirs, a row cut short.
    fn in_rows_of_code(&self, line: &Result<Line<'_>, ParseError>) -> bool {
        let under_way = self
            .array
            .as_ref()
            .is_some_and(|array| !array.bracketed && !array.digits.is_empty());
        under_way && matches!(line, Ok(Line::Cells(cells)) if (1..9).contains(&cells.count))
    }

    /// Whether a bad line met outside a block is a bad puzzle of its own rather than the bad
    /// first row of a block. A line that does not look like a row (`row_like`) is never one.
    /// One that does is a stray line when the rows after it make whole blocks without it
    /// (nine of them, or eighteen, …: `12345678` before a block), and otherwise the first
    /// row, gone bad, of the block it starts (eight rows after it, or seventeen with blocks
    /// back to back).
    fn alone(&mut self, row_like: bool, ahead: Ahead<'_>) -> bool {
        if !row_like {
            return true;
        }
        let rows = self.rows_ahead.count(ahead);
        rows > 0 && rows.is_multiple_of(9)
    }

    /// A row of code that belongs to no grid: one bad puzzle.
    fn alone_row(&mut self, number: usize, code: Code) {
        self.array(number, code);
        self.end_array();
    }

    /// Whether an array's brackets are open: its next line belongs to it.
    fn in_brackets(&self) -> bool {
        self.array
            .as_ref()
            .is_some_and(|array| array.bracketed && array.nesting.depth() > 0)
    }

    /// A line of a puzzle written as code. With brackets, a grid (an array of 9 rows of 9,
    /// or of 81 numbers) is one puzzle, good or bad, ending at its closing bracket, and the
    /// array ends when its brackets all close; without, the cells add up, a puzzle every 81,
    /// until a line that is not code. A token that is no cell fails the puzzle it falls in.
    fn array(&mut self, number: usize, code: Code) {
        self.end_block();
        self.last_code = number;
        let array = self.array.get_or_insert_with(|| Array::new(number));
        array.bracketed |= code.bracketed;
        let code = match array.bracketed {
            true => code,
            false => array.rows_of_a_side(code, number, self.side),
        };
        let mut columns = code.columns.into_iter();
        let mut errors = code.errors.into_iter();
        let mut marks = code.marks.into_iter().peekable();
        for (k, d) in code.cells.into_iter().enumerate() {
            while let Some(mark) = marks.next_if(|mark| mark.at <= k) {
                self.bracket(mark);
            }
            let array = self.array.as_mut().expect("open");
            array.start.get_or_insert(number);
            if d == array::BAD {
                let error = errors.next().expect("an error for each bad cell");
                array.failed.push((array.digits.len(), error));
            }
            array.digits.push(d);
            let column = columns.next().unwrap_or(Column::number(1));
            array.places.push((number, column));
            array.nesting.cell(number, array.digits.len() - 1);
        }
        for mark in marks {
            self.bracket(mark);
        }
        let array = self.array.as_mut().expect("open");
        if array.bracketed {
            if !self.in_brackets() {
                self.end_array(); // its brackets have all closed
            }
        } else if !array.digits.is_empty() {
            // without brackets, lines are what a puzzle has: it ends with the line that
            // brings its N²th cell, or with its Nth line (comma-separated rows a cell
            // short), so that a row too long or too short fails its own puzzle only
            array.lines += 1;
            let side = array.side.unwrap_or(9);
            if array.digits.len() >= side * side || array.lines >= side {
                self.end_array();
            }
        }
    }

    /// A bracket of the code array under way; a closing one may end grids: each a puzzle,
    /// or a bad one named by its first line. Cells waiting before the first of them belong
    /// to no grid (comma-separated rows come up short, then a bracketed grid): one bad
    /// puzzle, named by the line where they began.
    fn bracket(&mut self, mark: Mark) {
        let array = self.array.as_mut().expect("open");
        if mark.open {
            array.start.get_or_insert(mark.line);
            array.nesting.open(mark.line, array.digits.len());
            return;
        }
        let grids = array.nesting.close();
        let closed = array.nesting.depth() == 0;
        let cut_off = array.nesting.take_orphans();
        if cut_off > 0 {
            self.orphans = cut_off;
        }
        let Some(first) = grids.first() else {
            return;
        };
        let from = first.start.min(array.digits.len());
        let digits: Vec<u8> = array.digits.drain(from..).collect();
        let places: Vec<(usize, Column)> = array.places.drain(from..).collect();
        let stray = std::mem::take(&mut array.digits).len();
        array.places.clear();
        array.nesting.taken();
        if let [grid] = &grids[..]
            && grid.lone
            && stray == 0
            && self.orphans > 0
        {
            // a row of the grid before, cut off from it
            self.orphans -= 1;
            array.start = None;
            array.failed.clear();
            return;
        }
        let failed = std::mem::take(&mut array.failed);
        let began = array.start.take().unwrap_or(first.line);
        let token = |lo: usize, hi: usize| {
            failed
                .iter()
                .find(|(at, _)| (lo..hi).contains(at))
                .map(|(_, error)| error.clone())
        };
        if stray > 0 {
            let why = ParseError::LineCells {
                line: began,
                cells: stray,
            };
            self.fail(began, token(0, from).unwrap_or(why));
        }
        for (k, grid) in grids.iter().enumerate() {
            if grid.cut_off {
                continue;
            }
            let lo = grid.start.clamp(from, from + digits.len());
            let hi = grids.get(k + 1).map_or(from + digits.len(), |next| {
                next.start.clamp(lo, from + digits.len())
            });
            match token(lo, hi).or_else(|| grid.wrong.clone()) {
                Some(error) => {
                    self.fail(grid.line, error);
                    if closed {
                        // inside a list, the list's own nesting keeps the count
                        self.orphans = missing_rows(&grid.wrong);
                        self.flat_orphans =
                            matches!(grid.wrong, Some(ParseError::LineCells { .. }));
                    }
                }
                None => {
                    let (lo, hi) = (lo - from, hi - from);
                    self.emit_code(grid.line, &digits[lo..hi], &places[lo..hi]);
                }
            }
        }
    }

    /// Ends the puzzle written as code under way (its brackets have closed, its lines are
    /// done, or a line that is not code came): a puzzle if it has 81 cells and no bad token,
    /// else a bad one if it has any, named by the line where it started.
    fn end_array(&mut self) {
        let Some(array) = self.array.take() else {
            return;
        };
        let Some(line) = array.start else {
            return; // ended after a whole puzzle
        };
        let open = array.bracketed && array.nesting.depth() > 0;
        let whole = Shape::is_cell_count(array.digits.len());
        match (array.failed.into_iter().next(), array.digits.len()) {
            (Some((_, error)), _) => self.fail(line, error),
            (None, 0) => {}
            (None, _) if whole && open => self.fail(line, ParseError::OpenBracket { line }),
            (None, _) if whole => self.emit_code(line, &array.digits, &array.places),
            (None, cells) => self.fail(line, ParseError::LineCells { line, cells }),
        }
    }

    /// A grid written as code, whose count is a board's: a puzzle, or a bad one when a
    /// number is beyond its size (`10` in a 9×9, `7` in a 6×6, `G` in a 12×12 sheet), named
    /// where and as it is written.
    fn emit_code(&mut self, line: usize, digits: &[u8], places: &[(usize, Column)]) {
        let shape = Shape::of_cells(digits.len()).expect("a board's count of cells");
        match digits.iter().position(|&d| usize::from(d) > shape.side()) {
            Some(k) => {
                let (at, column) = places.get(k).copied().unwrap_or((line, Column::number(1)));
                self.fail(line, column.too_large(at, digits[k], shape));
            }
            None => self.emit(line, digits, None, None),
        }
    }

    /// A header still waiting for its puzzle is a bad puzzle of its own.
    fn no_header_waiting(&mut self) {
        if let Some((line, header)) = self.header.take() {
            let error = ParseError::HeaderAlone {
                line,
                header: header.clone(),
            };
            self.header = Some((line, header));
            self.fail(line, error);
        }
    }

    /// Keeps a SudoCue description (`#DA random puzzle`, `#D Easy`) between puzzles as the
    /// next puzzle's label; other comments are ignored.
    fn note_comment(&mut self, text: &str) {
        if self.block.is_some() {
            return;
        }
        let Some(rest) = text.strip_prefix('D') else {
            return;
        };
        let coded = rest
            .chars()
            .next()
            .is_some_and(|c| !c.is_lowercase() && !c.is_ascii_digit());
        let description = rest.trim();
        if coded && !description.is_empty() {
            self.description = Some(description.to_owned());
        }
    }

    /// Where the next entry, found at `line`, starts and its label: the header or
    /// description before it, which it takes.
    fn place(&mut self, line: usize, label: Option<String>) -> (usize, usize, Option<String>) {
        let header = self.header.take();
        let description = self.description.take();
        let line = header
            .as_ref()
            .map_or(line, |(header_line, _)| *header_line);
        let label = label.or(header.map(|(_, text)| text)).or(description);
        self.given += 1;
        (self.given, line, label)
    }

    /// Adds a puzzle that starts at `line`, giving it the header or description before it,
    /// and the solution the file gives with it. `digits` holds a board's count of cells.
    fn emit(
        &mut self,
        line: usize,
        digits: &[u8],
        label: Option<String>,
        solution: Option<Vec<u8>>,
    ) {
        let shape = Shape::of_cells(digits.len()).expect("a board's count of cells");
        self.emit_as(shape, line, digits, label, solution);
    }

    /// Emits a puzzle of `shape`, whose boxes may be other than its side's default.
    fn emit_as(
        &mut self,
        shape: Shape,
        line: usize,
        digits: &[u8],
        label: Option<String>,
        solution: Option<Vec<u8>>,
    ) {
        self.orphans = 0;
        let (index, line, label) = self.place(line, label);
        self.entries.push(Ok(Puzzle {
            shape,
            marks: None,
            digits: digits.to_vec(),
            index,
            line,
            label,
            solution,
            variant: None,
        }));
    }

    /// Adds a bad puzzle that starts at `line`, giving it the header or description before it.
    fn fail(&mut self, line: usize, error: ParseError) {
        self.orphans = 0;
        let (index, line, label) = self.place(line, None);
        self.entries.push(Err(BadPuzzle {
            index,
            line,
            label,
            error,
        }));
    }

    /// Moves every entry left to `out`, once the input has ended.
    pub(super) fn finish(&mut self, out: &mut Vec<Entry>) {
        self.end_pencil();
        self.end_array();
        self.end_block();
        self.no_header_waiting();
        self.release(out);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const ROWS: &str = "003020600\n900305001\n001806400\n008102900\n700000008\n\
                        006708200\n002609500\n800203009\n005010300\n";
    const LINE: &str =
        "003020600900305001001806400008102900700000008006708200002609500800203009005010300";

    fn labels(puzzles: &[Puzzle]) -> Vec<Option<&str>> {
        puzzles.iter().map(|p| p.label.as_deref()).collect()
    }

    #[test]
    fn rows_and_a_line_give_the_same_digits() {
        let a = puzzles(ROWS).unwrap();
        let b = puzzles(LINE).unwrap();
        assert_eq!(a.len(), 1);
        assert_eq!(a[0].digits, b[0].digits);
        assert_eq!(a[0].to_line().replace('.', "0"), LINE);
    }

    #[test]
    fn old_mac_line_endings_split_lines() {
        let text = format!("{LINE}\r{LINE} a\r\r{}", ROWS.replace('\n', "\r"));
        let found = puzzles(&text).unwrap();
        assert_eq!(labels(&found), [None, Some("a"), None]);
        let lines: Vec<usize> = found.iter().map(|p| p.line).collect();
        assert_eq!(lines, [1, 2, 4]);
    }

    #[test]
    fn consecutive_blocks_need_no_blank_line() {
        let text = format!("{ROWS}{ROWS}{LINE}\n{ROWS}");
        let found = puzzles(&text).unwrap();
        let lines: Vec<usize> = found.iter().map(|p| p.line).collect();
        let indexes: Vec<usize> = found.iter().map(|p| p.index).collect();
        assert_eq!(lines, [1, 10, 19, 20]);
        assert_eq!(indexes, [1, 2, 3, 4]);
    }

    #[test]
    fn headers_label_the_next_puzzle_and_give_its_line() {
        let text = format!("Grid 01\n{ROWS}\nGrid 02\n\n# comment\n{ROWS}");
        let found = puzzles(&text).unwrap();
        assert_eq!(labels(&found), [Some("Grid 01"), Some("Grid 02")]);
        assert_eq!(found[0].line, 1);
        assert_eq!(found[1].line, 12);
    }

    #[test]
    fn a_trailing_label_wins_over_a_header() {
        let text = format!("Grid 9\n{LINE} own\n{LINE}");
        let found = puzzles(&text).unwrap();
        assert_eq!(labels(&found), [Some("own"), None]);
        assert_eq!(found[0].line, 1);
    }

    #[test]
    fn sudocue_descriptions_label_the_next_puzzle_only() {
        let text = format!("#ARuud\n#DA random puzzle\n#CJust start\n{ROWS}{ROWS}");
        let found = puzzles(&text).unwrap();
        assert_eq!(labels(&found), [Some("A random puzzle"), None]);
        assert_eq!(found[0].line, 4);
        // ordinary comments starting with a D-word are not descriptions
        let found = puzzles(&format!("#Difficult ones\n#D2\n{LINE}")).unwrap();
        assert_eq!(found[0].label, None);
    }

    #[test]
    fn comments_and_separators_inside_a_block_are_skipped() {
        let rows: Vec<&str> = ROWS.lines().collect();
        let text = format!(
            "+---+\n{}\n# note\n{}\n-----\n{}\n",
            rows[..3].join("\n"),
            rows[3..6].join("\n"),
            rows[6..].join("\n")
        );
        let found = puzzles(&text).unwrap();
        assert_eq!(found[0].to_line(), puzzles(LINE).unwrap()[0].to_line());
        assert_eq!(found[0].line, 2);
    }

    #[test]
    fn wrong_counts_name_the_line() {
        let short_line = &LINE[..80];
        assert_eq!(
            puzzles(&format!("{LINE}\n{short_line}\n")),
            Err(ParseError::LineCells { line: 2, cells: 80 })
        );
        assert_eq!(
            puzzles(&format!("{LINE}0\n")),
            Err(ParseError::LineCells { line: 1, cells: 82 })
        );
        assert_eq!(
            puzzles("00302060\n"),
            Err(ParseError::RowCells {
                line: 1,
                cells: 8,
                expected: 9
            })
        );
        // inside a block a few cells too many or too few are a row's; a one-line puzzle
        // gone bad cuts the block short and stands alone
        assert_eq!(
            puzzles("003020600\n00302060\n"),
            Err(ParseError::RowCells {
                line: 2,
                cells: 8,
                expected: 9
            })
        );
        let text = format!("003020600\n{short_line}\n");
        let errors: Vec<_> = entries(&text)
            .into_iter()
            .map(|e| e.unwrap_err().error)
            .collect();
        assert_eq!(
            errors,
            [
                ParseError::ShortBlock {
                    line: 1,
                    rows: 1,
                    expected: 9
                },
                ParseError::LineCells { line: 2, cells: 80 }
            ]
        );
    }

    #[test]
    fn short_blocks_name_their_first_row() {
        let seven: String = ROWS.lines().take(7).map(|r| format!("{r}\n")).collect();
        for ending in ["\n", "", "Grid 2\n", &format!("{LINE}\n")] {
            let text = format!("{LINE}\n\n{seven}{ending}");
            assert_eq!(
                puzzles(&text),
                Err(ParseError::ShortBlock {
                    line: 3,
                    rows: 7,
                    expected: 9
                }),
                "{ending:?}"
            );
        }
    }

    #[test]
    fn a_header_needs_a_puzzle() {
        assert_eq!(
            puzzles("Grid 01\n"),
            Err(ParseError::HeaderAlone {
                line: 1,
                header: "Grid 01".into()
            })
        );
        assert_eq!(
            puzzles(&format!("Grid 01\nGrid 02\n{ROWS}")),
            Err(ParseError::HeaderAlone {
                line: 1,
                header: "Grid 01".into()
            })
        );
    }

    /// Each entry as `(index, line, Ok(first cells) | Err(message))`.
    fn kinds(text: &str) -> Vec<(usize, usize, Result<String, String>)> {
        entries(text)
            .into_iter()
            .map(|entry| match entry {
                Ok(p) => (p.index, p.line, Ok(p.to_line()[..9].to_string())),
                Err(bad) => (bad.index, bad.line, Err(bad.error.to_string())),
            })
            .collect()
    }

    #[test]
    fn a_bad_line_is_one_bad_puzzle_and_the_reading_goes_on() {
        let other = LINE.replace('0', ".");
        let text = format!(
            "{LINE}\n{}\n{LINE}x\n{other}\nhello there\n{other}\n",
            &LINE[..80]
        );
        let found = kinds(&text);
        let good = || Ok("..3.2.6..".to_string());
        assert_eq!(
            found,
            [
                (1, 1, good()),
                (
                    2,
                    2,
                    Err("line 2: 80 cells: stepdoku reads 16, 36, 64, 81, 144 or 256".into())
                ),
                (
                    3,
                    3,
                    Err("line 3, column 82: unexpected character 'x'".into())
                ),
                (4, 4, good()),
                // few cells: the first row of a block, cut short at once
                (
                    5,
                    5,
                    Err("line 5, column 1: unexpected character 'h'".into())
                ),
                (6, 6, good()),
            ]
        );
    }

    #[test]
    fn a_failed_block_keeps_its_rows_and_is_named_by_its_first() {
        let mut rows: Vec<String> = ROWS.lines().map(str::to_string).collect();
        rows[2] = "00180640".to_string(); // 8 cells
        let block = rows.join("\n");
        let text = format!("Grid 1\n{block}\n{LINE}\n{block}\n{ROWS}");
        let found = kinds(&text);
        let bad_row = |line| Err(format!("line {line}: 8 cells in a row, expected 9"));
        assert_eq!(
            found,
            [
                (1, 1, bad_row(4)),
                (2, 11, Ok("..3.2.6..".to_string())),
                (3, 12, bad_row(14)),
                (4, 21, Ok("..3.2.6..".to_string())),
            ]
        );
        assert_eq!(
            entries(&text)[0].clone().unwrap_err().label.as_deref(),
            Some("Grid 1")
        );
    }

    #[test]
    fn a_short_block_or_a_lone_header_is_one_bad_puzzle() {
        let seven: String = ROWS.lines().take(7).map(|r| format!("{r}\n")).collect();
        let text = format!("{seven}{LINE}\nGrid 2\n\nGrid 3\n{ROWS}");
        let found = kinds(&text);
        assert_eq!(
            found,
            [
                (1, 1, Err("line 1: block has 7 rows, expected 9".into())),
                (2, 8, Ok("..3.2.6..".to_string())),
                (
                    3,
                    9,
                    Err("line 9: \"Grid 2\" is not followed by a puzzle".into())
                ),
                (4, 11, Ok("..3.2.6..".to_string())),
            ]
        );
    }

    #[test]
    fn a_failed_array_ends_where_its_brackets_close() {
        let text =
            format!("grid = [\n  [5, 3, x],\n  [1, 2],\n];\n{LINE}\n[1, 2]\n[\n{LINE}\n]\n{LINE}");
        let found = kinds(&text);
        assert_eq!(
            found,
            [
                (
                    1,
                    1,
                    Err("line 2, column 10: unexpected character 'x'".into())
                ),
                (2, 5, Ok("..3.2.6..".to_string())),
                (3, 6, Err("line 6: 2 cells in a row, expected 9".into())),
                // inside brackets every line is code, but a one-line puzzle is no line of
                // theirs: they were left open, and the puzzle is read as one
                (4, 8, Ok("..3.2.6..".to_string())),
                (5, 10, Ok("..3.2.6..".to_string())),
            ]
        );
    }

    #[test]
    fn nothing_but_comments_is_no_puzzle() {
        for text in ["", "\n\n", "# a\n#b\n", "+---+\n|   |\n"] {
            assert_eq!(puzzles(text), Err(ParseError::NoPuzzle), "{text:?}");
        }
    }
}
