//! What a line looks like, beyond what it holds: a row of a block, code, a comment around
//! code, the end of brackets left open; and how many rows follow it. The assembler asks
//! these when a line could belong to more than one puzzle.

use super::ParseError;
use super::array::{self, RowShape};
use super::line::{Line, classify, is_gap, rough_cells};

/// A line with a wrong count of up to this many cells (twice a row's) is taken for a bad
/// row; with more, for a bad one-line puzzle, which stands alone and cuts a block short.
pub(super) const ROW_OR_LINE: usize = 18;

/// The lines after the one being read, with their numbers.
pub(super) type Ahead<'a> = &'a [(usize, &'a str)];

/// The rows of blocks found by the last look ahead: the line numbers of those rows, and the
/// line where the run of rows stopped. Bad first rows of many blocks back to back look
/// ahead over the same run; each asks this instead of reading the run again.
#[derive(Debug, Default)]
pub(super) struct RowsAhead {
    rows: Vec<usize>,
    stop: usize,
}

impl RowsAhead {
    /// How many rows of blocks come next: separators and comments between them are no rows
    /// and end nothing, anything else ends them. A bad line that looks like a row counts as
    /// one, as it would in a block.
    pub(super) fn count(&mut self, ahead: Ahead<'_>) -> usize {
        let Some(&(from, _)) = ahead.first() else {
            return 0;
        };
        let known = self.rows.first().is_some_and(|&first| first <= from) && from <= self.stop;
        if !known {
            self.rows.clear();
            self.stop = ahead
                .iter()
                .find_map(|&(number, text)| match classify(text, number) {
                    Ok(Line::Separator | Line::Comment(_)) => None,
                    Ok(Line::Cells(cells)) if (4..=ROW_OR_LINE).contains(&cells.count) => {
                        self.rows.push(number);
                        None
                    }
                    Ok(Line::Array(code)) if code.row_shape() == Some(RowShape::Whole) => {
                        self.rows.push(number);
                        None
                    }
                    Err(_) if looks_like_a_row(text) || is_lone_row(text, number) => {
                        self.rows.push(number);
                        None
                    }
                    _ => Some(number),
                })
                .unwrap_or(usize::MAX);
        }
        self.rows.len() - self.rows.partition_point(|&row| row < from)
    }
}

/// A row after the line being read, as far as the choice of a block needs it.
#[derive(Clone, Copy, Debug)]
pub(super) struct Row {
    /// Its count of cells when it is a line of cells (a row of code is no row of a block
    /// of such lines).
    pub(super) cells: Option<usize>,
    /// Whether a digit above 4 stands in it, which no 4×4 puzzle holds.
    pub(super) above_four: bool,
}

/// What line `number` is to a look ahead for rows: a row (lines of cells, and rows of
/// code in their brackets, `[5, 3, 0, …]`), a comment or a rule between rows (`Some(None)`),
/// or anything else, which ends them (`None`).
fn row_of(text: &str, number: usize) -> Option<Option<Row>> {
    match classify(text, number) {
        Ok(Line::Separator | Line::Comment(_)) => Some(None),
        Ok(Line::Cells(cells)) => Some(Some(Row {
            cells: Some(cells.count),
            above_four: above_four(cells.all()),
        })),
        Ok(Line::Array(code)) if code.row_shape() == Some(RowShape::Whole) => Some(Some(Row {
            cells: None,
            above_four: above_four(&code.cells),
        })),
        _ => None,
    }
}

/// The rows after the line being read ([`row_of`]), up to the first line that ends them.
pub(super) fn rows_after(ahead: Ahead<'_>) -> impl Iterator<Item = Row> + '_ {
    ahead
        .iter()
        .map_while(|&(number, text)| row_of(text, number))
        .flatten()
}

/// Whether a digit above 4 (and no token that is no cell) stands among `cells`.
pub(super) fn above_four(cells: &[u8]) -> bool {
    cells.iter().any(|&d| (5..=16).contains(&d))
}

/// The rows after a line of 16 cells, read once for a run of them: a file of 4×4 puzzles,
/// one a line, is one run, and each of its lines asks about the 15 rows after it.
#[derive(Debug, Default)]
pub(super) struct SixteenAhead {
    /// The rows read, with their line numbers.
    rows: Vec<(usize, Row)>,
    /// The line where the run of rows stopped (`usize::MAX`: at the end of the lines in
    /// view), or 0 while it may go on past the last row read.
    stop: usize,
}

/// Rows read at once by a look ahead of [`SixteenAhead`]: memory for a run of any length
/// stays small.
const SIXTEEN_AT_ONCE: usize = 1 << 12;

impl SixteenAhead {
    /// The (at most) 15 rows after the line being read, whose next lines are `ahead`.
    pub(super) fn next(&mut self, ahead: Ahead<'_>) -> Vec<Row> {
        let Some(&(from, _)) = ahead.first() else {
            return Vec::new();
        };
        let mut at = self.rows.partition_point(|&(line, _)| line < from);
        let started = self.rows.first().is_some_and(|&(first, _)| first <= from);
        if !(started && (from <= self.stop || self.rows.len() - at >= 15)) {
            self.read(ahead);
            at = 0;
        }
        let end = (at + 15).min(self.rows.len());
        self.rows[at..end].iter().map(|&(_, row)| row).collect()
    }

    /// Reads the rows of `ahead`, up to [`SIXTEEN_AT_ONCE`] of them.
    fn read(&mut self, ahead: Ahead<'_>) {
        self.rows.clear();
        self.stop = usize::MAX;
        for &(number, text) in ahead {
            if self.rows.len() == SIXTEEN_AT_ONCE {
                self.stop = 0;
                return;
            }
            match row_of(text, number) {
                Some(Some(row)) => self.rows.push((number, row)),
                Some(None) => {}
                None => {
                    self.stop = number;
                    return;
                }
            }
        }
    }
}

/// The rows of code without brackets found by the last look ahead, nine cells each, good
/// or bad (the rows of spreadsheets or comma-separated grids written back to back), from
/// line `from` on, each with what it may be. Each row that asks what follows it reads this
/// instead of reading the run again.
#[derive(Debug, Default)]
pub(super) struct CodeRowsAhead {
    from: usize,
    empty: Vec<Empty>,
}

/// What a row of code may be in a reading of whole grids.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Empty {
    /// A row with a cell: a grid's row only.
    No,
    /// An empty row of nine fields, or nine zeros: a gap, or a grid's empty row.
    Nine,
    /// An empty row with a field too many or too few: a gap only, as no good row is one.
    Other,
}

impl Empty {
    fn of(code: &array::Code) -> Empty {
        match (code.blank_fields, code.errors.is_empty()) {
            (true, false) => Empty::Other,
            (true, true) => Empty::Nine,
            // `0, 0, 0, …,` between grids of code: as likely a gap as an empty row
            (false, true) if code.cells == [0; 9] => Empty::Nine,
            (false, _) => Empty::No,
        }
    }
}

/// Rows looked at after a row that asks: enough for many grids, few enough that a file of
/// empty rows is read in linear time.
const LOOK_AHEAD: usize = 9 * 20;

/// What a row of code without brackets met between grids is.
#[derive(Debug, PartialEq, Eq)]
pub(super) enum Between {
    /// A row: the first of the next grid.
    Row(array::Code),
    /// A gap between grids: an empty row.
    Gap,
    /// A row of no grid: one bad puzzle of its own.
    Alone(array::Code),
}

/// How the rows after a row split into whole grids of nine rows and gaps of empty rows.
struct Readings {
    /// With the row as a grid's first.
    with: bool,
    /// Without it.
    without: bool,
}

impl CodeRowsAhead {
    /// A row of code without brackets met where no grid is under way, as it counts, by how
    /// the rows after it split into whole grids (gaps being empty rows): an empty row (of a
    /// sheet, `,,,,,,,,`, or nine zeros) is a gap when they split only without it, the next
    /// grid's first row when only with it, and a row gone wrong when both ways (one with a
    /// count of fields no row has is a gap then). Any other row is a row, unless an empty
    /// row follows it and the rows split only without it: then it stands alone (a row
    /// repeated before a gap, `…,9` `…,9` `,,,,,,,,`), and would otherwise take the grid
    /// after the gap. `alone_ok`: whether the row comes right after a grid, and nothing
    /// before it claims it.
    pub(super) fn between_grids(
        &mut self,
        mut code: array::Code,
        number: usize,
        ahead: Ahead<'_>,
        alone_ok: bool,
    ) -> Between {
        let empty = Empty::of(&code);
        if empty == Empty::No && !(alone_ok && code.cells.len() == 9 && self.gap_next(ahead)) {
            return Between::Row(code);
        }
        let Readings { with, without } = self.readings(ahead);
        match (empty, with, without) {
            (Empty::No, false, true) => Between::Alone(code),
            (Empty::No, ..) | (_, true, false) => Between::Row(code),
            (Empty::Nine, true, true) => {
                code.cells[0] = array::BAD;
                code.errors
                    .push(ParseError::EmptyRowUnclear { line: number });
                Between::Row(code)
            }
            _ => Between::Gap,
        }
    }

    /// Whether the line after this one is an empty row.
    fn gap_next(&mut self, ahead: Ahead<'_>) -> bool {
        self.read(ahead);
        ahead
            .first()
            .and_then(|&(from, _)| self.empty.get(from.checked_sub(self.from)?))
            .is_some_and(|&empty| empty != Empty::No)
    }

    /// Reads the rows of `ahead`, unless the last look ahead did.
    fn read(&mut self, ahead: Ahead<'_>) {
        let Some(&(from, _)) = ahead.first() else {
            return;
        };
        let stop = self.from + self.empty.len();
        if !(self.from..stop).contains(&from) {
            let row = |code: Option<array::Code>| {
                code.filter(|code| !code.bracketed && code.cells.len() == 9)
                    .map(|code| Empty::of(&code))
            };
            self.from = from;
            self.empty = ahead
                .iter()
                .map_while(|&(number, text)| match classify(text, number) {
                    Ok(Line::Array(code)) => row(Some(code)),
                    Ok(_) => None,
                    Err(_) => row(array::cells(text, number)),
                })
                .collect();
        }
    }

    /// Whether the rows that follow a row (up to the first line that is no such row) split
    /// into whole grids of nine rows and gaps of empty rows with it as a grid's first row,
    /// and without it.
    fn readings(&mut self, ahead: Ahead<'_>) -> Readings {
        self.read(ahead);
        let rest = match ahead.first() {
            Some(&(from, _)) => &self.empty[from - self.from..],
            None => &[],
        };
        let rest = &rest[..rest.len().min(LOOK_AHEAD)];
        // whole[i]: the rows from i on split into grids and gaps (the row itself at 0);
        // `rows[i]`: how many rows from i on may be a grid's, in a run
        let n = rest.len() + 1;
        let (mut whole, mut rows) = (vec![false; n + 1], vec![0; n + 1]);
        whole[n] = true;
        for i in (1..n).rev() {
            let empty = rest[i - 1];
            rows[i] = if empty == Empty::Other {
                0
            } else {
                rows[i + 1] + 1
            };
            let grid = rows[i] >= 9 && whole[i + 9];
            whole[i] = (empty != Empty::No && whole[i + 1]) || grid;
        }
        Readings {
            with: n >= 9 && rows[1] >= 8 && whole[9],
            without: whole[1],
        }
    }
}

/// Whether a line that fails is a row in brackets on a line of its own, with a bad token.
fn is_lone_row(text: &str, number: usize) -> bool {
    array::cells(text, number).is_some_and(|code| code.row_shape() == Some(RowShape::Whole))
}

/// Whether a line looks like a row of cells, right or wrong: a few cells at least, at most
/// [`ROW_OR_LINE`], and two thirds of what is not a gap being cells (`x03020600`,
/// `1 2 3 4 5 6 7 8 9 1 2`; not `Puzzles from 2023-01-15`).
pub(super) fn looks_like_a_row(text: &str) -> bool {
    let cells = rough_cells(text);
    let visible = text.chars().filter(|&c| !is_gap(c)).count();
    (4..=ROW_OR_LINE).contains(&cells) && 3 * cells >= 2 * visible && !text.contains(',')
}

/// Whether a line that fails as a puzzle is a comment or a tag of the code around arrays:
/// `// …`, `/* …`, `* …`, `*/`, `<?php`, `?>`.
pub(super) fn is_code_comment(text: &str) -> bool {
    let text = text.trim();
    ["//", "/*", "*/", "* ", "<?php", "?>"]
        .iter()
        .any(|start| text.starts_with(start))
        || text == "*"
}

/// Whether a line that is not code at first sight is comma-separated cells all the same: at
/// least four commas (or semicolons), and most of the tokens between them a cell (`z,0,0,…`,
/// `x;.;.;1;…`, not a header `c1,c2,…`).
pub(super) fn mostly_cells_and_commas(text: &str) -> bool {
    let tokens: Vec<&str> = text.split([',', ';']).map(str::trim).collect();
    let cells = tokens
        .iter()
        .filter(|t| t.len() == 1 && t.chars().all(|c| c.is_ascii_digit() || c == '.'))
        .count();
    tokens.len() >= 5 && 2 * cells > tokens.len()
}

/// Whether a line met inside an array's brackets cannot be code: a one-line puzzle, good or
/// bad, a row of cells without commas, or a header. The brackets were left open (a file
/// cut short), and the puzzles after them are not theirs.
pub(super) fn ends_code(text: &str, line: &Result<Line<'_>, ParseError>) -> bool {
    // more than this many cells on a line without commas is no code: numpy prints 37 a line
    const CODE_LINE: usize = 45;
    let comment = is_code_comment(text) || text.trim_start().starts_with('#');
    match line {
        Ok(Line::Cells(cells)) => cells.count == 9 || cells.count > CODE_LINE,
        Ok(Line::Header(_) | Line::Record(_)) => true,
        Err(_) => !comment && !text.contains(',') && rough_cells(text) > CODE_LINE,
        _ => false,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// What [`SixteenAhead::next`] gives: the cells and the mark of each row.
    fn said(rows: &[Row]) -> Vec<(Option<usize>, bool)> {
        rows.iter().map(|row| (row.cells, row.above_four)).collect()
    }

    #[test]
    fn the_rows_of_a_run_read_once_are_the_rows_read_each_time() {
        // lines of every kind a run of 16-cell lines meets, in a long pseudo-random mix with
        // runs longer than a look ahead reads at once
        let kinds = [
            "1.3.........4..2",
            "1.3.........5..2",
            "# a comment",
            "----------------",
            "",
            "003020600",
            "[1, 0, 3, 0, 0, 0, 0, 0, 0, 0, 0, 0, 4, 0, 0, 2]",
            "Grid 01",
        ];
        let mut state = 7u64;
        let mut lines = Vec::new();
        while lines.len() < 5 * SIXTEEN_AT_ONCE {
            state = state
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            let kind = (state >> 33) as usize % (kinds.len() + 6);
            // mostly 4x4 lines, in runs of up to 6000
            let (line, run) = match kinds.get(kind) {
                Some(&line) => (line, 1),
                None => (kinds[0], (state >> 20) as usize % 6000),
            };
            lines.extend(std::iter::repeat_n(line, run));
        }
        let numbered: Vec<(usize, &str)> = (1..).zip(lines.iter().copied()).collect();
        let mut cached = SixteenAhead::default();
        for k in 0..numbered.len() {
            let ahead = &numbered[k + 1..];
            let naive: Vec<Row> = rows_after(ahead).take(15).collect();
            assert_eq!(said(&cached.next(ahead)), said(&naive), "line {}", k + 1);
        }
    }
}
