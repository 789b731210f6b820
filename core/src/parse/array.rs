//! Puzzles written as code: the cells as numbers 0–16 (or `null` for an empty cell) separated
//! by commas, inside any of `[ ] { } ( )`, with the word `array`, an assignment prefix
//! (`$field =`, `grid =`, `int[][] grid =`) and a trailing `;` around them, on one line or
//! many. This covers the PHP example's `$field = array(0, 0, 0, 0, 2, 7, 0, 0, 8, …);`,
//! Python and JSON lists of lists (also as pretty-printers spread them, a number a line),
//! Java and C array literals, and comma-separated rows.

use super::ParseError;
use super::assign::{equals_at, is_assignee};
use crate::sudoku::Shape;

/// Where a cell of code is written, and whether as a letter (`C` in a spreadsheet's row of
/// 12) or as a number: a digit too large for its puzzle is named there as it is written.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Column {
    /// The column of its first character.
    pub at: usize,
    /// Whether it is written as a letter.
    pub letter: bool,
}

impl Column {
    /// A cell written as a number (or a token that is no cell) at column `at`.
    pub fn number(at: usize) -> Column {
        Column { at, letter: false }
    }

    /// The error of `digit` written here on `line`, too large for `shape`: named as the
    /// letter or the number it is written as.
    pub fn too_large(self, line: usize, digit: u8, shape: Shape) -> ParseError {
        match self.letter {
            true => ParseError::DigitTooLarge {
                line,
                column: self.at,
                digit,
                shape,
                counted: false,
            },
            false => ParseError::NumberTooLarge {
                line,
                column: self.at,
                number: digit,
                shape,
            },
        }
    }
}

/// What one line of code holds.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub(super) struct Code {
    /// The cells in order, 0 for an empty one, [`BAD`] for a token that is no cell.
    pub cells: Vec<u8>,
    /// Where each cell is written, where a digit too large for its puzzle is named.
    pub columns: Vec<Column>,
    /// Why each [`BAD`] token is no cell (a stray character, a number above 16), in order.
    pub errors: Vec<ParseError>,
    /// Brackets opened less brackets closed on the whole line.
    pub depth: i32,
    /// Whether the line has a bracket.
    pub bracketed: bool,
    /// The brackets, in order, each with its place among the cells: where a grid, its rows
    /// and a list of grids begin and end.
    pub marks: Vec<Mark>,
    /// Whether the line assigns the array to a name (`grid = [`).
    pub assigned: bool,
    /// Whether the line is a spreadsheet's row with every field empty (`,,,,,,,,`), of any
    /// count: between grids it may be a gap rather than a row.
    pub blank_fields: bool,
    /// A spreadsheet's row: its count of fields (0 for other code).
    pub fields: usize,
    /// A spreadsheet's row of another board's side than 9 (4 fields, 16): itself, read at
    /// that side, while the line holds it read as a 9×9 row gone wrong; which one counts
    /// depends on its grid's rows.
    pub own: Option<Box<Code>>,
}

/// A line of code that is one row of a few numbers and nothing else, with its brackets
/// right or wrong: a row of a grid written a row a line without the grid's own brackets, as
/// Python's `for row in grid: print(row)` does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum RowShape {
    /// In its brackets: `[5, 3, 0, …],`, `{5,3,0,…},`.
    Whole,
    /// With a closing bracket it never opened: `[5, 3, 0, …]]`, `5, 3, 0, …]`.
    StrayClose,
    /// Its closing bracket lost: `[5, 3, 0, …`. (`[[5 3 0 …]`, numpy's first row, opens a
    /// grid.)
    OpenEnd,
}

impl Code {
    /// The shape of this line as one row, if it is one. An array given a name
    /// (`grid = [1, 2, 3]`) is a grid of its own, however short.
    pub fn row_shape(&self) -> Option<RowShape> {
        let count = self.cells.len();
        if self.assigned || !(1..ROW_OR_GRID).contains(&count) {
            return None;
        }
        // an opening bracket first, closing ones first or last
        let at_ends = self
            .marks
            .iter()
            .all(|mark| mark.at == 0 || (!mark.open && mark.at == count));
        match self.marks[..] {
            [open, close] if open.open && open.at == 0 && !close.open && close.at == count => {
                Some(RowShape::Whole)
            }
            [open] if open.open && open.at == 0 => Some(RowShape::OpenEnd),
            _ if at_ends && self.depth < 0 => Some(RowShape::StrayClose),
            _ => None,
        }
    }
}

/// A bracket of code: `[`, `{` or `(` when `open`, else its closing partner.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Mark {
    /// How many of the line's cells come before it.
    pub at: usize,
    /// Whether it opens.
    pub open: bool,
    /// Its line.
    pub line: usize,
}

/// Below this many cells, an array of numbers alone is a row of a grid; from it on, a grid
/// written flat (81 numbers).
const ROW_OR_GRID: usize = 27;

/// The brackets open in a code array, and what each holds so far: numbers, rows (arrays of
/// numbers), grids. A grid is an array of rows or a flat array of numbers; it ends at its
/// closing bracket, whatever its count, so that a grid one number short is one bad puzzle
/// and the next grid still starts where it starts.
#[derive(Debug, Default)]
pub(super) struct Nesting {
    levels: Vec<Level>,
    /// Rows a grid cut short still lacks when the list holding it closed: one bracket too
    /// many closed the list too, and the rows come after it.
    orphans_out: usize,
}

/// One open bracket.
#[derive(Debug)]
struct Level {
    line: usize,
    /// Where its cells start among the array's cells waiting to become a puzzle.
    start: usize,
    /// Numbers directly inside it.
    cells: usize,
    /// The rows inside it.
    rows: Vec<Row>,
    /// Grids and lists of grids inside it.
    grids: usize,
    /// Rows its last grid lacks when that grid went wrong for want of them: a bracket lost
    /// or one too many closed it early, and the rows right after it are its own.
    orphans: usize,
    /// Numbers directly inside it after a grid (a row's opening bracket lost): their line,
    /// where they start among the waiting cells, and how many.
    loose: Option<(usize, usize, usize)>,
}

/// A grid whose closing bracket came: its line, where its cells start among the waiting
/// ones, and why it is no puzzle, if it is not.
#[derive(Debug, PartialEq, Eq)]
pub(super) struct Grid {
    pub line: usize,
    pub start: usize,
    pub wrong: Option<ParseError>,
    /// Whether it is a few numbers in brackets with none around them: a row on its own.
    pub lone: bool,
    /// Whether it is a row cut off from the grid before it, which failed already: no puzzle.
    pub cut_off: bool,
}

impl Nesting {
    /// Brackets open now.
    pub fn depth(&self) -> usize {
        self.levels.len()
    }

    /// A bracket opens on `line`, the next cell being the `start`th waiting one.
    pub fn open(&mut self, line: usize, start: usize) {
        self.levels.push(Level {
            line,
            start,
            cells: 0,
            rows: Vec::new(),
            grids: 0,
            orphans: 0,
            loose: None,
        });
    }

    /// The rows a grid cut short still lacks, once all brackets closed: the assembler
    /// takes the rows in brackets after them as that grid's.
    pub fn take_orphans(&mut self) -> usize {
        std::mem::take(&mut self.orphans_out)
    }

    /// The waiting cells were all taken (a grid closed: its cells, and those before it as
    /// cells of no grid): the brackets still open hold none of them any more, so their cells
    /// start afresh, and their rows and loose numbers, said already, are not said again.
    pub fn taken(&mut self) {
        for level in &mut self.levels {
            level.start = 0;
            level.rows.clear();
            level.loose = None;
        }
    }

    /// A number inside the innermost bracket, on `line`, the `at`th waiting cell.
    pub fn cell(&mut self, line: usize, at: usize) {
        if let Some(level) = self.levels.last_mut() {
            level.cells += 1;
            if level.grids > 0 {
                level.loose.get_or_insert((line, at, 0)).2 += 1;
            }
        }
    }

    /// A bracket closes: the grids it ends, in order, if it ends any. Before the first grid
    /// of its parent, anything but a whole grid is a row of that parent, maybe one gone
    /// wrong (a bracket missing or one too many, so that the grid holding it fails as one);
    /// once the parent holds a grid, anything else is a grid gone wrong. Rows met before a
    /// list's first grid turn out to be one such grid when that grid closes, and come first.
    pub fn close(&mut self) -> Vec<Grid> {
        let Some(level) = self.levels.pop() else {
            return Vec::new(); // a stray closing bracket
        };
        if level.grids > 0 && level.orphans > 0 {
            match self.levels.last_mut() {
                Some(parent) => parent.orphans = level.orphans,
                None => self.orphans_out = level.orphans,
            }
        }
        let numbers_only = level.rows.is_empty() && level.grids == 0;
        if numbers_only && level.cells == 0 {
            return Vec::new(); // `[]`: a type's brackets (`int[][]`), or nothing at all
        }
        let total = level.cells + level.rows.iter().map(|row| row.cells).sum::<usize>();
        let wrong = level.wrong(total);
        let a_few = numbers_only && level.cells < ROW_OR_GRID;
        let row = Row {
            line: level.line,
            cells: total,
            start: level.start,
            // numbers alone are a row, whose count its grid judges
            wrong: if numbers_only { None } else { wrong.clone() },
        };
        let mut ended = Vec::new();
        if let Some(parent) = self.levels.last_mut() {
            if level.grids == 0 && (a_few || wrong.is_some()) {
                if parent.grids == 0 {
                    parent.rows.push(row);
                } else if a_few && parent.orphans > 0 {
                    parent.orphans -= 1;
                    ended.push(Grid {
                        cut_off: true,
                        ..row.into_grid()
                    });
                } else {
                    parent.grids += 1;
                    parent.orphans = missing_rows(&wrong);
                    parent.loose = None;
                    ended.push(row.into_grid());
                }
                return ended;
            }
            if parent.grids == 0 && !parent.rows.is_empty() {
                // what came before a list's first whole grid: one grid gone wrong (its own
                // closing bracket lost, or a few numbers for a grid)
                let rows = std::mem::take(&mut parent.rows);
                let cells = rows.iter().map(|row| row.cells).sum();
                let wrong = rows.iter().find_map(|row| row.wrong.clone());
                let first = rows.into_iter().next().expect("a row");
                ended.push(
                    Row {
                        cells,
                        wrong,
                        ..first
                    }
                    .into_grid(),
                );
            }
            parent.grids += 1;
            parent.orphans = if level.grids > 0 {
                0
            } else {
                missing_rows(&wrong)
            };
            parent.loose = None;
        }
        if level.grids > 0 {
            // a list of grids, maybe ending with numbers that lost their row's bracket: a
            // grid gone wrong, whose other rows may follow
            if let Some((line, start, cells)) = level.loose {
                let wrong = Some(ParseError::LineCells { line, cells });
                let orphans = missing_rows(&wrong);
                match self.levels.last_mut() {
                    Some(parent) => parent.orphans = orphans,
                    None => self.orphans_out = orphans,
                }
                ended.push(Grid {
                    line,
                    start,
                    wrong,
                    lone: false,
                    cut_off: false,
                });
            }
            return ended;
        }
        ended.push(Grid {
            line: level.line,
            start: level.start,
            wrong,
            lone: a_few && self.levels.is_empty(),
            cut_off: false,
        });
        ended
    }
}

/// An array inside another, before it is known to be a row of a grid or a grid of a list.
#[derive(Debug)]
struct Row {
    line: usize,
    /// Its numbers, those of its own arrays included.
    cells: usize,
    start: usize,
    /// Why it is no whole grid, if it is not.
    wrong: Option<ParseError>,
}

impl Row {
    /// This array as a grid, which it is not when it has too few cells.
    fn into_grid(self) -> Grid {
        let (line, cells) = (self.line, self.cells);
        Grid {
            line,
            start: self.start,
            wrong: self.wrong.or(Some(ParseError::LineCells { line, cells })),
            lone: false,
            cut_off: false,
        }
    }
}

impl Level {
    /// Why this array, read as a grid of `total` cells, is none: `None` for a whole grid
    /// (a board's count of numbers, or N rows of N). Its side is its first row's count
    /// when that is a board's side, else its count of rows when that is one, else 9.
    fn wrong(&self, total: usize) -> Option<ParseError> {
        let line = self.line;
        if self.rows.is_empty() || self.cells > 0 {
            let whole = Shape::is_cell_count(total);
            if whole && !self.rows.is_empty() {
                // a board's cells, but a row lost its brackets: no grid either way
                return Some(ParseError::LooseNumbers { line });
            }
            (!whole).then_some(ParseError::LineCells { line, cells: total })
        } else {
            let is_side = |n: usize| Shape::of_side(n).is_some();
            let side = [self.rows[0].cells, self.rows.len()]
                .into_iter()
                .find(|&n| is_side(n))
                .unwrap_or(9);
            match self.rows.iter().find(|row| row.cells != side) {
                Some(row) => Some(row.wrong.clone().unwrap_or(ParseError::RowCells {
                    line: row.line,
                    cells: row.cells,
                    expected: side,
                })),
                None => (self.rows.len() != side).then_some(ParseError::GridRows {
                    line,
                    rows: self.rows.len(),
                    expected: side,
                }),
            }
        }
    }
}

/// The rows a grid that went wrong for its count lacks, when it has whole rows and fewer
/// than nine: it may have been closed early, its other rows following it.
pub(super) fn missing_rows(wrong: &Option<ParseError>) -> usize {
    match *wrong {
        Some(ParseError::GridRows { rows, expected, .. }) if rows < expected => expected - rows,
        Some(ParseError::LineCells { cells, .. }) if cells % 9 == 0 && cells < 81 => 9 - cells / 9,
        _ => 0,
    }
}

/// The cell of a token that is no cell: it still takes a cell's place, so that a puzzle with
/// one ends where it would have.
pub(super) const BAD: u8 = u8::MAX;

/// The code on line number `line` (its text without the ending) when it is a line of such
/// an array; `None` when it does not look like one.
///
/// A line looks like code when, past an assignment prefix, it opens a bracket, says `array`,
/// starts with a number and a comma, or only closes brackets: no other layout starts so.
pub(super) fn cells(text: &str, line: usize) -> Option<Code> {
    let trimmed = text.trim_start();
    if is_comment(trimmed) {
        return None; // `// see {1}`: whatever follows is no code
    }
    if let Some(row) = super::sheet::row(text, line) {
        return Some(row);
    }
    let start = text.len() - trimmed.len();
    let (body_at, assigned) = match equals_at(trimmed) {
        Some(eq) if is_assignee(&trimmed[..eq]) => (start + eq + 1, true),
        _ => (start, false),
    };
    let mut body = text[body_at..].trim_start();
    // `new int[][] {{…}}`, `[9][9]int{{…}}`: a type before the braces is no part of the grid
    if let Some(brace) = body.find('{')
        && body[..brace].contains(|c: char| c.is_ascii_alphabetic())
    {
        body = &body[brace..];
    }
    if !(assigned || opens(body)) {
        return None;
    }
    let first_column = 1 + text[..text.len() - body.len()].chars().count();
    Some(Code {
        assigned,
        ..read(body, first_column, line)
    })
}

/// The code on line number `line`, read as code whatever it looks like: a line inside the
/// brackets of an array (`    9`, `    null`, as pretty-printed JSON has them).
pub(super) fn inside(text: &str, line: usize) -> Code {
    let trimmed = text.trim_start();
    if trimmed.is_empty() || trimmed.starts_with('#') || is_comment(trimmed) {
        return Code::default(); // blank lines and comments between the cells
    }
    cells(text, line).unwrap_or_else(|| read(text, 1, line))
}

/// Whether a line (trimmed at its start) is a comment of C-like code: `// …`, `/* …`.
fn is_comment(trimmed: &str) -> bool {
    trimmed.starts_with("//") || trimmed.starts_with("/*")
}

/// Whether `body` begins like an array's text.
fn opens(body: &str) -> bool {
    let mut chars = body.chars();
    match chars.next() {
        Some('[' | '{' | '(') => true,
        // comma-separated rows, semicolons as some spreadsheets write them, `.` empty
        Some(c) if c.is_ascii_digit() || c == '.' => {
            matches!(chars.find(|c| !c.is_whitespace()), Some(',' | ';'))
        }
        Some(_) if starts_with_word(body, "array") => true,
        Some(_) => body
            .chars()
            .all(|c| matches!(c, ')' | ']' | '}' | ';' | ',') || c.is_whitespace()),
        None => false,
    }
}

fn starts_with_word(text: &str, word: &str) -> bool {
    text.get(..word.len())
        .is_some_and(|head| head.eq_ignore_ascii_case(word))
}

/// The code of `body`, whose first character is at `column`.
fn read(body: &str, column: usize, line: usize) -> Code {
    let mut code = Code::default();
    let mut chars = body.char_indices().peekable();
    let mut at_column = column;
    let bad = |code: &mut Code, column, found| {
        code.cells.push(BAD);
        code.errors.push(ParseError::UnexpectedChar {
            line,
            column,
            found,
        });
    };
    while let Some((at, c)) = chars.next() {
        let here = at_column;
        at_column += 1;
        match c {
            '0'..='9' => match chars.peek() {
                Some(&(_, next)) if next.is_ascii_digit() => {
                    // numbers 10 to 16 are cells, whose puzzle judges them; a number above
                    // is no cell, but still takes a cell's place
                    let digits = 1 + skip_digits(&mut chars);
                    let number = &body[at..at + digits];
                    match number.parse::<u8>() {
                        Ok(n @ 10..=16) if !number.starts_with('0') => code.cells.push(n),
                        _ => {
                            code.cells.push(BAD);
                            code.errors.push(ParseError::BigNumber {
                                line,
                                column: here,
                                number: number.to_owned(),
                            });
                        }
                    }
                    at_column += digits - 1;
                    at_column += skip_token(&mut chars);
                }
                _ => code.cells.push(c as u8 - b'0'),
            },
            '[' | '{' | '(' | ']' | '}' | ')' => {
                let open = matches!(c, '[' | '{' | '(');
                code.depth += if open { 1 } else { -1 };
                code.bracketed = true;
                code.marks.push(Mark {
                    at: code.cells.len(),
                    open,
                    line,
                });
            }
            // `|` between the boxes of comma-separated rows
            ',' | ';' | '|' => {}
            '.' if chars.peek().is_none_or(|&(_, next)| {
                matches!(next, ',' | ';' | ']' | '}' | ')') || next.is_whitespace()
            }) =>
            {
                code.cells.push(0); // an empty cell among comma-separated ones
            }
            c if c.is_whitespace() => {}
            // a comment to the end of the line: `# row 1`, `// row 1`
            '#' => break,
            '/' if body[at..].starts_with("//") => break,
            _ if starts_with_word(&body[at..], "null") => {
                code.cells.push(0);
                skip(&mut chars, &mut at_column, 3);
            }
            c if c.is_ascii_alphabetic() && called(&body[at..]) > 0 => {
                // `array(`, `np.array(`, `vec![`, `arrayOf(`: a call around the cells
                skip(&mut chars, &mut at_column, called(&body[at..]) - 1);
            }
            found => {
                bad(&mut code, here, found);
                at_column += skip_token(&mut chars);
            }
        }
        // the column of each cell this character began, the bad ones' too
        code.columns.resize(code.cells.len(), Column::number(here));
    }
    code
}

/// The length of the name at the start of `text` when a bracket or `!` follows it (a
/// function or macro called on the cells), else 0.
fn called(text: &str) -> usize {
    let name = text
        .find(|c: char| !(c.is_ascii_alphanumeric() || c == '_' || c == '.'))
        .unwrap_or(text.len());
    match text[name..].chars().next() {
        Some('(' | '[' | '{') => name,
        Some('!') => name + 1, // a macro: `vec![`
        _ => 0,
    }
}

/// Skips the digits that follow; returns how many.
fn skip_digits(chars: &mut std::iter::Peekable<impl Iterator<Item = (usize, char)>>) -> usize {
    let mut skipped = 0;
    while chars.next_if(|&(_, c)| c.is_ascii_digit()).is_some() {
        skipped += 1;
    }
    skipped
}

/// Skips the next `n` characters, one column each.
fn skip(chars: &mut impl Iterator, column: &mut usize, n: usize) {
    for _ in 0..n {
        chars.next();
    }
    *column += n;
}

/// Skips the rest of a token, up to a separator, a bracket or whitespace; returns how many
/// characters it skipped.
fn skip_token(chars: &mut std::iter::Peekable<impl Iterator<Item = (usize, char)>>) -> usize {
    let mut skipped = 0;
    while chars
        .next_if(|&(_, c)| !(c.is_whitespace() || "[]{}(),;".contains(c)))
        .is_some()
    {
        skipped += 1;
    }
    skipped
}

#[cfg(test)]
mod tests {
    use super::*;

    fn read_line(text: &str) -> Option<Result<Vec<u8>, ParseError>> {
        cells(text, 3).map(|code| match code.errors.first() {
            Some(error) => Err(error.clone()),
            None => Ok(code.cells),
        })
    }

    #[test]
    fn null_is_an_empty_cell_and_brackets_are_counted() {
        let code = cells("  [5, null, 0, NULL],", 3).unwrap();
        assert_eq!(code.cells, [5, 0, 0, 0]);
        assert_eq!((code.depth, code.bracketed), (0, true));
        assert_eq!(cells("[[1, 2],", 3).unwrap().depth, 1);
        // inside brackets, a lone number or null is code too
        assert_eq!(inside("    9", 3).cells, [9]);
        assert_eq!(inside("    null", 3).cells, [0]);
        assert_eq!(inside("  # a comment", 3), Code::default());
        // a stray token is placed and takes a cell's place; the brackets after it count
        let code = inside("  [nil, 1, 17]]", 4);
        assert_eq!(code.cells, [BAD, 1, BAD]);
        assert_eq!(code.columns, [4, 9, 12].map(Column::number));
        assert_eq!(
            code.errors,
            [
                ParseError::UnexpectedChar {
                    line: 4,
                    column: 4,
                    found: 'n'
                },
                ParseError::BigNumber {
                    line: 4,
                    column: 12,
                    number: "17".into()
                }
            ]
        );
        assert_eq!(code.depth, -1);
    }

    #[test]
    fn code_lines_give_their_cells() {
        assert_eq!(
            read_line("$field = array(0, 0, 0, 0, 2, 7, 0, 0, 8,"),
            Some(Ok(vec![0, 0, 0, 0, 2, 7, 0, 0, 8]))
        );
        assert_eq!(read_line("  0, 1, 2,"), Some(Ok(vec![0, 1, 2])));
        assert_eq!(read_line(");"), Some(Ok(vec![])));
        assert_eq!(
            read_line("int[][] grid = {{5,3,0},"),
            Some(Ok(vec![5, 3, 0]))
        );
        assert_eq!(read_line("[[5, 3], [6]]"), Some(Ok(vec![5, 3, 6])));
        assert_eq!(read_line("grid ="), Some(Ok(vec![])));
        assert_eq!(read_line("ARRAY(1,2)"), Some(Ok(vec![1, 2])));
    }

    #[test]
    fn other_layouts_are_not_code() {
        for text in [
            "003020600",
            "..53.....8......2..7..1.5..4....53...1..7...6..32...8..6.5....9..4....3......97.. (x)",
            "0 0 3 0 2 0 6 0 0",
            "Grid 01",
            "| . . 3 | . 2 . | 6 . . |",
            "",
        ] {
            assert_eq!(read_line(text), None, "{text}");
        }
    }

    #[test]
    fn stray_characters_and_big_numbers_are_placed() {
        assert_eq!(
            read_line("grid = [5, 3, x]"),
            Some(Err(ParseError::UnexpectedChar {
                line: 3,
                column: 15,
                found: 'x'
            }))
        );
        assert_eq!(
            read_line("[5, 17, 0]"),
            Some(Err(ParseError::BigNumber {
                line: 3,
                column: 5,
                number: "17".into()
            }))
        );
        // numbers 10 to 16 are cells (their puzzle judges them), 010 and 100 are not
        assert_eq!(read_line("[5, 10, 16, 0]"), Some(Ok(vec![5, 10, 16, 0])));
        for big in ["010", "100"] {
            let number = big.to_string();
            let error = ParseError::BigNumber {
                line: 3,
                column: 2,
                number,
            };
            assert_eq!(read_line(&format!("[{big}, 1]")), Some(Err(error)));
        }
    }
}
