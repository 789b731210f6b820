//! Reading one line of a puzzle file: what kind of line it is and the cells on it.

use super::array::Code;
use super::csv::Row;
use super::directive::{Directive, directive};
use super::fpuzzles::{find_link, link_puzzle};
use super::sukaku::{PencilRow, SukakuLine, pencil_row, sukaku};
use super::{ParseError, Puzzle};
use crate::sudoku::{MAX_SIDE, Shape, digit_of};

/// What one line of a puzzle file holds.
#[derive(Debug, PartialEq, Eq)]
pub(super) enum Line<'a> {
    /// Nothing but whitespace.
    Blank,
    /// A `#` comment: the text after the `#`.
    Comment(&'a str),
    /// A rule between bands such as `------+------+------` or `+-------+`.
    Separator,
    /// A puzzle header such as `Grid 01`, trimmed.
    Header(&'a str),
    /// Cells: a row of a block, a one-line puzzle, or a line with a wrong count.
    Cells(LineCells<'a>),
    /// A line of a puzzle written as code (see [`super::array`]): its cells and brackets.
    Array(Code),
    /// A record of a CSV file without a header: a whole puzzle, then other fields.
    Record(Row),
    /// A pencil-mark puzzle of 729 characters ([`super::sukaku`]).
    Sukaku(SukakuLine<'a>),
    /// A row of a candidate grid ([`super::sukaku`]).
    PencilRow(PencilRow),
    /// A directive giving the variant of the puzzle before it ([`super::directive`]).
    Directive(Directive<'a>),
    /// An f-puzzles or SudokuPad link, read: its puzzle (numbered when it takes its place
    /// among the others) or why it is none ([`super::fpuzzles`]).
    Link(Box<Result<Puzzle, ParseError>>),
}

/// The cells found on a line.
#[derive(Debug, PartialEq, Eq)]
pub(super) struct LineCells<'a> {
    /// The first `min(count, 81)` cells, 0 for empty; the rest stay 0.
    pub digits: [u8; 81],
    /// Every cell, up to 256 of them, when there are more than 81 (a 12×12 or 16×16 on one
    /// line): kept apart so that the common line stays small.
    pub wide: Option<Box<[u8]>>,
    /// How many cells the line holds (past 81: the 81 plus those running on after them).
    pub count: usize,
    /// Text after the puzzle's last cell, without its separator.
    pub label: Option<&'a str>,
}

/// The most cells a board has.
const MAX_CELLS: usize = MAX_SIDE * MAX_SIDE;

impl<'a> LineCells<'a> {
    /// The cells `all` (the first of `count`), and a label.
    fn of(all: &[u8], count: usize, label: Option<&'a str>) -> LineCells<'a> {
        let mut digits = [0; 81];
        let n = all.len().min(81);
        digits[..n].copy_from_slice(&all[..n]);
        let wide = (all.len() > 81).then(|| all.into());
        LineCells {
            digits,
            wide,
            count,
            label,
        }
    }

    /// The cells read, in order (at most 256).
    pub fn all(&self) -> &[u8] {
        match &self.wide {
            Some(wide) => wide,
            None => &self.digits[..self.count.min(81)],
        }
    }
}

/// The lines of `text` without their endings: LF, CRLF, or a lone CR as old Mac files have.
///
/// Like [`str::split`] on `'\n'`, a final line ending is followed by one empty line.
pub(super) fn lines(text: &str) -> impl Iterator<Item = &str> {
    let mut at = Some(0);
    // the next LF at or after `at`, found with one fast search and kept until passed (a
    // file of lone CRs then costs one search, not one a line)
    let mut next_lf: Option<usize> = None;
    let mut searched_from = 0;
    std::iter::from_fn(move || {
        let start = at?;
        if next_lf.is_none_or(|lf| lf < start) && searched_from <= start {
            next_lf = text[start..].find('\n').map(|lf| start + lf);
            searched_from = next_lf.map_or(text.len() + 1, |lf| lf + 1);
        }
        let end = next_lf.filter(|&lf| lf >= start).unwrap_or(text.len());
        let (line_end, next) = match text[start..end].find('\r') {
            // CRLF
            Some(cr) if start + cr + 1 == end && end < text.len() => (end - 1, Some(end + 1)),
            // a lone CR
            Some(cr) => (start + cr, Some(start + cr + 1)),
            None if end < text.len() => (end, Some(end + 1)),
            None => (end, None),
        };
        at = next;
        Some(&text[start..line_end])
    })
}

/// Classifies line number `line` (its text without the line ending).
pub(super) fn classify(text: &str, line: usize) -> Result<Line<'_>, ParseError> {
    if let Some(cells) = whole_line(text) {
        return Ok(Line::Cells(cells));
    }
    if let Some(read) = sukaku(text, line) {
        return read.map(Line::Sukaku);
    }
    if let Some(row) = pencil_row(text, line) {
        return Ok(Line::PencilRow(row));
    }
    if let Some(link) = find_link(text) {
        return Ok(Line::Link(Box::new(link_puzzle(link, 0, line))));
    }
    if let Some(row) = super::csv::row(text) {
        return Ok(Line::Record(row));
    }
    let trimmed = text.trim();
    if trimmed.is_empty() {
        // an empty row of a sheet saved as TSV is eight tabs (a few more or fewer: a row
        // gone wrong, or a gap between grids); any other blank line is blank
        let tabs = text.bytes().filter(|&b| b == b'\t').count();
        match (tabs >= 4).then(|| super::sheet::row(text, line)).flatten() {
            Some(row) => Ok(Line::Array(row)),
            None => Ok(Line::Blank),
        }
    } else if let Some(comment) = trimmed.strip_prefix('#') {
        Ok(Line::Comment(comment))
    } else if let Some(directive) = directive(text) {
        Ok(Line::Directive(directive))
    } else if let Some(mut code) = super::array::cells(text, line) {
        // an empty row of a sheet with a field too many or too few may be a gap: the
        // assembler decides, with the rows after it in view
        match code.errors.is_empty() || code.blank_fields {
            true => Ok(Line::Array(code)),
            false => Err(code.errors.swap_remove(0)),
        }
    } else if is_separator(trimmed) {
        Ok(Line::Separator)
    } else if is_header(trimmed) {
        Ok(Line::Header(trimmed))
    } else {
        scan(text, line).map(Line::Cells)
    }
}

/// The cells of the commonest line of all, a one-line puzzle of 81 cell characters with no
/// gap, maybe with a label, read bytewise; `None` for any other line, which [`classify`]
/// reads the long way to the same result.
fn whole_line(text: &str) -> Option<LineCells<'_>> {
    let bytes = text.as_bytes();
    let mut cells = LineCells {
        digits: [0; 81],
        wide: None,
        count: 81,
        label: None,
    };
    // a table and one test at the end: a branch per cell mispredicts on every given
    let mut bad = 0;
    for (digit, &byte) in cells.digits.iter_mut().zip(bytes.get(..81)?) {
        let value = CELL_BYTES[byte as usize];
        bad |= value;
        *digit = value & 0xF;
    }
    if bad & NOT_A_CELL != 0 {
        return None;
    }
    let rest = &text[81..];
    // `=` may make the line an assignment of code (`123… x = …`)
    match rest.chars().next() {
        None => Some(cells),
        Some(c) if (is_gap(c) || c == ':' || c == '#') && !rest.contains('=') => {
            cells.label = label(rest);
            Some(cells)
        }
        Some(_) => None,
    }
}

/// A byte that is no cell character, in [`CELL_BYTES`].
const NOT_A_CELL: u8 = 0x10;

/// `CELL_BYTES[b]`: the digit of the cell character `b` as [`cell_value`] reads it, or
/// [`NOT_A_CELL`].
const CELL_BYTES: [u8; 256] = {
    let mut table = [NOT_A_CELL; 256];
    let mut b = 0;
    while b < 256 {
        if let Some(d) = cell_value(b as u8 as char) {
            table[b] = d;
        }
        b += 1;
    }
    table
};

/// The digit of a cell character: `1`..`9`, or 0 for the blanks `0 . _ *`.
pub(super) const fn cell_value(c: char) -> Option<u8> {
    match c {
        '1'..='9' => Some(c as u8 - b'0'),
        '0' | '.' | '_' | '*' => Some(0),
        _ => None,
    }
}

/// How many cell characters `text` holds, wherever they are: whether a line that cannot be
/// read was meant for a row or for a whole puzzle.
pub(super) fn rough_cells(text: &str) -> usize {
    text.chars().filter(|&c| cell_value(c).is_some()).count()
}

/// Characters skipped between cells: whitespace, `|` and box-drawing characters.
pub(super) fn is_gap(c: char) -> bool {
    c.is_whitespace() || c == '|' || is_box_drawing(c)
}

/// The Unicode box-drawing block (`─ │ ┼ ═ ║ ╬` …).
fn is_box_drawing(c: char) -> bool {
    ('\u{2500}'..='\u{257F}').contains(&c)
}

/// A line made only of rule characters (`- = + | *`, box drawing, spaces) with at least one
/// horizontal one: `------+------+------`, `+---+---+---+`, `*-----------*`, `╟───┼───╢`.
fn is_separator(trimmed: &str) -> bool {
    let rule = |c: char| matches!(c, '-' | '=' | '+') || is_box_drawing(c);
    trimmed
        .chars()
        .all(|c| rule(c) || c == '|' || c == '*' || c.is_whitespace())
        && trimmed.chars().any(rule)
}

/// A Project Euler header: the word `Grid` (any case) and a name, as in `Grid 01`.
fn is_header(trimmed: &str) -> bool {
    let mut words = trimmed.split_whitespace();
    words.next().is_some_and(|w| w.eq_ignore_ascii_case("grid")) && words.next().is_some()
}

/// Reads the cells of a line the long way: every size, gaps, labels, letters.
///
/// The cells run up to the first character that is neither a cell nor a gap (a `:`, a `#`
/// or anything else: the label start). Then, in this order:
/// 1. when the cells before it are a board's count, they are the puzzle, and the text from
///    the label start is its label (a character right after the last cell, with no gap, `:`
///    or `#` before it, is an unexpected one);
/// 2. else, when the line reached 81 cells with a gap, `:` or `#` right after the 81st, the
///    81 are a 9×9 puzzle and the rest its label, as files have always had it
///    (`…  3` labels a puzzle `3`);
/// 3. else, when it reached another count of a board with a gap right after, and had no gap
///    between those cells (one-line files write other sizes solid), they are the puzzle and
///    the rest its label;
/// 4. else the line is as many cells as it holds (a row, or a wrong count), unless its label
///    start came before 82 cells: then that character is unexpected.
///
/// Letters `A`–`G` are cells in a puzzle of 144 or 256 cells or a row of 12 or 16: a first
/// reading takes them for cells, and when it does not end as one of those, the line is read
/// again without them. In a line that the first reading makes a puzzle or a row of another
/// size, the few letters among its other cells are digits too large for it (`G` in a 9×9,
/// as `7` in a 6×6), which its puzzle names; a line of more letters than other cells
/// (`faded`) is no such line.
pub(super) fn scan(text: &str, line: usize) -> Result<LineCells<'_>, ParseError> {
    if let Some(row) = numbers_row(text) {
        return Ok(row);
    }
    let has_letters = text.bytes().any(|b| matches!(b | 0x20, b'a'..=b'g'));
    if has_letters && let Ok(cells) = scan_with(text, line, true) {
        let letters = cells.all().iter().filter(|&&d| d > 9).count();
        let wide = matches!(cells.count, 12 | 16 | 144 | 256);
        let sized = Shape::is_cell_count(cells.count) || Shape::of_side(cells.count).is_some();
        if letters > 0 && (wide || (sized && 2 * letters < cells.count)) {
            return Ok(cells);
        }
    }
    scan_with(text, line, false)
}

/// A row of a 12×12 or 16×16 written as numbers between gaps (`12 0 0 5 16 …`): 12 or 16
/// words, each a cell character, a letter or a number 10 to 16 written with its two digits,
/// one of them such a number (without one, the row is read character by character, as any
/// other). `011` and `+12` are no such numbers: a digit too large read from one could not be
/// named as it is written.
fn numbers_row(text: &str) -> Option<LineCells<'_>> {
    // most lines have no number from 10 to 16 at all: a byte pair finds them cheaply
    let pair = |w: &[u8]| w[0] == b'1' && (b'0'..=b'6').contains(&w[1]);
    if !text.as_bytes().windows(2).any(pair) {
        return None;
    }
    let words = text.split(is_gap).filter(|w| !w.is_empty());
    let count = words.clone().count();
    if !matches!(count, 12 | 16) || !words.clone().any(|w| w.len() == 2) {
        return None;
    }
    let value = |word: &str| {
        let mut chars = word.chars();
        match (chars.next(), chars.next()) {
            (Some(c), None) => cell_value(c).or_else(|| digit_of(c)),
            _ if word.len() == 2 => word.parse::<u8>().ok().filter(|n| (10..=16).contains(n)),
            _ => None,
        }
    };
    let cells: Option<Vec<u8>> = words.map(value).collect();
    Some(LineCells::of(&cells?, count, None))
}

/// [`scan`] with letters read as cells, or not.
fn scan_with(text: &str, line: usize, letters: bool) -> Result<LineCells<'_>, ParseError> {
    let value = |c: char| match cell_value(c) {
        Some(d) => Some(d),
        None if letters => digit_of(c).filter(|&d| d > 9),
        None => None,
    };
    // the cells, as many as a board holds (the count goes on past them), on the stack: a
    // pretty file is a line per row, and an allocation a line would cost more than its scan
    let mut all = [0u8; MAX_CELLS];
    let mut count = 0;
    // where the cells stop: the label start's byte offset and column, if there is one
    let mut stop = None;
    // whether a gap has come between cells; and whether the last character was a gap
    let mut gapped = false;
    let mut after_gap = true;
    // (count, byte offset) of the places a board's count of cells is followed by a gap: at
    // the 81st cell, and the last with no gap between its cells
    let mut cut_81 = None;
    let mut solid_cut = None;
    for (column, (at, c)) in (1..).zip(text.char_indices()) {
        if let Some(d) = value(c) {
            if count < MAX_CELLS {
                all[count] = d;
            }
            count += 1;
            after_gap = false;
            continue;
        }
        let starts_label = matches!(c, ':' | '#') || !is_gap(c);
        if Shape::is_cell_count(count) && !after_gap {
            if count == 81 {
                cut_81 = Some((count, at));
            } else if !gapped {
                solid_cut = Some((count, at));
            }
        }
        if starts_label {
            stop = Some((at, column, c, after_gap));
            break;
        }
        gapped |= count > 0;
        after_gap = true;
    }
    let unexpected = |column, found| ParseError::UnexpectedChar {
        line,
        column,
        found,
    };
    // 1. the cells before the label start are a puzzle
    if Shape::is_cell_count(count) {
        let label = match stop {
            None => None,
            Some((_, _, c, gap)) if gap || matches!(c, ':' | '#') => {
                stop.and_then(|(at, ..)| label(&text[at..]))
            }
            Some((_, column, c, _)) => return Err(unexpected(column, c)),
        };
        return Ok(LineCells::of(&all[..count], count, label));
    }
    // 2. and 3. a puzzle, then a label that begins with cells
    if let Some((n, at)) = cut_81.or(solid_cut) {
        return Ok(LineCells::of(&all[..n], n, label(&text[at..])));
    }
    // 4. a row, or a count no board has
    match stop {
        Some((_, column, c, _)) if count <= 81 && c != '#' => Err(unexpected(column, c)),
        _ => Ok(LineCells::of(&all[..count.min(MAX_CELLS)], count, None)),
    }
}

/// The column of the `k`-th cell (0-based) of a line that [`classify`] read as cells, to
/// point at a digit too large for its size.
pub(super) fn column_of_cell(text: &str, k: usize) -> usize {
    // a row of numbers between gaps has a cell a word, a character each
    let words = numbers_row(text).is_some();
    let mut seen = 0;
    let mut after_gap = true;
    for (column, c) in (1..).zip(text.chars()) {
        let starts_cell = match words {
            true => !is_gap(c) && after_gap,
            false => cell_value(c).is_some() || digit_of(c).is_some(),
        };
        after_gap = is_gap(c);
        if starts_cell {
            if seen == k {
                return column;
            }
            seen += 1;
        }
    }
    0
}

/// The label in the text after a puzzle's last cell: past gaps and one `:` or `#`, trimmed.
fn label(rest: &str) -> Option<&str> {
    let rest = rest.trim_start_matches(is_gap);
    let rest = rest.strip_prefix([':', '#']).unwrap_or(rest).trim();
    (!rest.is_empty()).then_some(rest)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn cells(text: &str) -> LineCells<'_> {
        match classify(text, 1) {
            Ok(Line::Cells(c)) => c,
            other => panic!("{text:?} gave {other:?}"),
        }
    }

    const LINE: &str =
        "..53.....8......2..7..1.5..4....53...1..7...6..32...8..6.5....9..4....3......97..";

    #[test]
    fn lines_end_with_lf_crlf_or_cr() {
        let split = |text| lines(text).collect::<Vec<_>>();
        assert_eq!(split("a\nb\r\nc\rd"), ["a", "b", "c", "d"]);
        assert_eq!(split("a\r\n"), ["a", ""]);
        assert_eq!(split("a\n\r\n\r"), ["a", "", "", ""]);
        assert_eq!(split(""), [""]);
    }

    #[test]
    fn the_quick_read_of_a_whole_line_agrees_with_the_long_way() {
        let digits = LINE.replace('.', "0");
        let quick = [
            LINE.to_string(),
            digits.clone(),
            LINE.replace('.', "_"),
            format!("{LINE}:1:6524"),
            format!("{LINE}  3 "),
            format!("{LINE} # hard one"),
            format!("{LINE}\t"),
        ];
        for text in &quick {
            let cells = whole_line(text).expect("a whole line");
            assert_eq!(Ok(cells), scan(text, 1), "{text}");
        }
        // anything else goes the long way: more cells, a stray character, too few, code
        for text in [
            format!("{digits} x = 1"),
            format!("{LINE}0"),
            format!("{LINE}x"),
            format!("{}x{}", &LINE[..40], &LINE[41..]),
            format!(" {LINE}"),
            LINE[..80].to_string(),
        ] {
            assert_eq!(whole_line(&text), None, "{text}");
        }
    }

    #[test]
    fn lines_split_alike_however_long_the_gaps_between_endings() {
        let text = "a\r\rb\nc\r\n\rd\n\ne\r";
        let expected: Vec<&str> = text
            .split("\r\n")
            .flat_map(|p| p.split(['\r', '\n']))
            .collect();
        assert_eq!(lines(text).collect::<Vec<_>>(), expected);
        let only_cr = "x\r".repeat(1000);
        assert_eq!(lines(&only_cr).count(), 1001);
    }

    #[test]
    fn kinds_of_lines() {
        assert_eq!(classify("  \t ", 1), Ok(Line::Blank));
        assert_eq!(classify(" #A Ruud", 1), Ok(Line::Comment("A Ruud")));
        for rule in [
            "------+------+------",
            "-------+-------+------",
            "+---+---+---+",
            "|---+---+---|",
            "*-----------*",
            "=========",
            "╟───┼───╢",
        ] {
            assert_eq!(classify(rule, 1), Ok(Line::Separator), "{rule}");
        }
        assert_eq!(classify("Grid 01 ", 1), Ok(Line::Header("Grid 01")));
        assert_eq!(classify("GRID 7", 1), Ok(Line::Header("GRID 7")));
    }

    #[test]
    fn rows_with_and_without_gaps() {
        for row in [
            "003020600",
            "0 0 3 0 2 0 6 0 0 ",
            "..3|.2.|6..",
            "| . . 3 | . 2 . | 6 . . |",
            "__3_2_6__",
            "**3*2*6**",
            "│..3│.2.│6..│",
            "003020600  # a row comment",
        ] {
            let c = cells(row);
            assert_eq!(c.count, 9, "{row}");
            assert_eq!(&c.digits[..9], &[0, 0, 3, 0, 2, 0, 6, 0, 0], "{row}");
            assert_eq!(c.label, None);
        }
    }

    #[test]
    fn one_line_puzzles_and_labels() {
        let c = cells(LINE);
        assert_eq!((c.count, c.label), (81, None));
        assert_eq!(&c.digits[..4], &[0, 0, 5, 3]);
        for (tail, label) in [
            (":1:652", Some("1:652")),
            (":0", Some("0")),
            ("  3 ", Some("3")),
            (" # hard one", Some("hard one")),
            ("#x", Some("x")),
            ("\t", None),
            ("|", None),
        ] {
            let text = format!("{LINE}{tail}");
            let c = cells(&text);
            assert_eq!((c.count, c.label), (81, label), "{tail:?}");
        }
    }

    #[test]
    fn cells_running_on_past_81_are_counted() {
        assert_eq!(cells(&format!("{LINE}0")).count, 82);
        assert_eq!(cells(&format!("{LINE}123 x")).count, 84);
    }

    #[test]
    fn unexpected_characters_have_their_column() {
        assert_eq!(
            classify("..53.2x..", 2),
            Err(ParseError::UnexpectedChar {
                line: 2,
                column: 7,
                found: 'x'
            })
        );
        // columns count characters, not bytes
        assert_eq!(
            classify("│é", 3),
            Err(ParseError::UnexpectedChar {
                line: 3,
                column: 2,
                found: 'é'
            })
        );
        assert_eq!(
            classify(&format!("{LINE}x"), 1),
            Err(ParseError::UnexpectedChar {
                line: 1,
                column: 82,
                found: 'x'
            })
        );
        // a word is only a header when it is `NineBoard` with a name
        assert!(matches!(
            classify("Grid", 1),
            Err(ParseError::UnexpectedChar { column: 1, .. })
        ));
        assert!(matches!(
            classify("Puzzle 1", 1),
            Err(ParseError::UnexpectedChar { column: 1, .. })
        ));
    }

    #[test]
    fn numbers_in_a_row_of_numbers_are_written_with_two_digits() {
        let row = "11 0 0 13 0 0 0 0 0 0 2 15 0 0 4 0";
        assert_eq!(
            numbers_row(row).map(|c| c.all()[..4].to_vec()),
            Some(vec![11, 0, 0, 13])
        );
        for word in ["011", "+11", "0011"] {
            let text = row.replacen("11", word, 1);
            assert_eq!(numbers_row(&text), None, "{text}");
        }
    }

    #[test]
    fn a_rule_with_a_digit_is_not_a_separator() {
        assert_eq!(
            classify("---1---", 1),
            Err(ParseError::UnexpectedChar {
                line: 1,
                column: 1,
                found: '-'
            })
        );
        assert_eq!(cells("|*********|").count, 9);
    }
}
