//! Pencil-mark puzzles (Sukaku), 9×9: every cell's candidates written out, nine characters a
//! cell, the digit `d` as its `d`th character where `d` is a candidate and `.` or `0` where
//! it is not. Two layouts: a line of 729 characters (cells in reading order, then maybe a
//! label), and the candidate grid `hint --candidates` prints (nine rows of nine such words,
//! `|` between boxes, rules between bands).

use super::ParseError;
use super::line::is_gap;
use crate::sudoku::{Cell, Shape, digit_char};

/// Characters of a cell, and cells of a line, of a 9×9 pencil-mark puzzle.
const SIDE: usize = 9;

/// The characters of a Sukaku line.
pub(super) const SUKAKU_CHARS: usize = SIDE * SIDE * SIDE;

/// A Sukaku line as read: each cell's candidates, and the text after them.
#[derive(Debug, PartialEq, Eq)]
pub(super) struct SukakuLine<'a> {
    /// The 81 cells' candidates, bit `d` for digit `d`; each has one at least.
    pub marks: Vec<u32>,
    /// Text after the 729th character, without its separator.
    pub label: Option<&'a str>,
}

/// A row of a candidate grid as read: its nine cells' candidates and where each starts.
#[derive(Debug, PartialEq, Eq)]
pub(super) struct PencilRow {
    /// The cells' candidates, bit `d` for digit `d` (0 for a cell with none, which the
    /// grid it belongs to names, knowing its row).
    pub marks: [u32; SIDE],
    /// The column of each cell's first character.
    pub columns: [usize; SIDE],
    /// Why the row is wrong, if a digit is out of its place.
    pub misplaced: Option<ParseError>,
}

/// The pencil-mark puzzle of `shape` with the candidates `marks` (bit `d` for digit `d`) as
/// one line: N characters a cell, the digit `d` at place `d` or `.` where it is no
/// candidate. For a 9×9, a Sukaku line of 729 characters that reads back to `marks`.
pub fn sukaku_line(shape: Shape, marks: &[u32]) -> String {
    let side = shape.side() as u8;
    marks
        .iter()
        .flat_map(|&m| (1..=side).map(move |d| if m & 1 << d != 0 { digit_char(d) } else { '.' }))
        .collect()
}

/// What character `c` is at place `place` (1 to 9) of a pencil-mark cell: `Some(true)` for
/// the digit of the place, `Some(false)` for a blank, `None` for anything else (another
/// digit among them).
fn at_place(c: char, place: u8) -> Option<bool> {
    match c {
        '.' | '0' => Some(false),
        '1'..='9' if c as u8 - b'0' == place => Some(true),
        _ => None,
    }
}

/// The error of the character `c`, at `column` of `line`, not where it stands in a
/// pencil-mark cell (at place `place`): a digit out of place, or a character no cell has.
fn wrong(c: char, place: u8, line: usize, column: usize) -> ParseError {
    match c {
        '1'..='9' => ParseError::MisplacedCandidate {
            line,
            column,
            found: c,
            place,
        },
        found => ParseError::UnexpectedChar {
            line,
            column,
            found,
        },
    }
}

/// Line `line` read as a Sukaku line, when it is one: its first word (up to whitespace,
/// `:` or `#`) is 729 characters long. `None` for any other line.
pub(super) fn sukaku(text: &str, line: usize) -> Option<Result<SukakuLine<'_>, ParseError>> {
    // every other line is shorter: the one-line puzzles pass at the cost of a comparison
    if text.len() < SUKAKU_CHARS {
        return None;
    }
    let start = text.len() - text.trim_start().len();
    let body = &text[start..];
    let end = body
        .find(|c: char| c.is_whitespace() || c == ':' || c == '#')
        .unwrap_or(body.len());
    let word = &body[..end];
    if word.chars().count() != SUKAKU_CHARS {
        return None;
    }
    let first_column = text[..start].chars().count() + 1;
    let mut marks = vec![0u32; SIDE * SIDE];
    for (k, c) in word.chars().enumerate() {
        let place = (k % SIDE) as u8 + 1;
        match at_place(c, place) {
            Some(true) => marks[k / SIDE] |= 1 << place,
            Some(false) => {}
            None => return Some(Err(wrong(c, place, line, first_column + k))),
        }
    }
    if let Some(i) = marks.iter().position(|&m| m == 0) {
        return Some(Err(ParseError::NoCandidate {
            line,
            column: first_column + SIDE * i,
            cell: Cell::at(i / SIDE, i % SIDE).expect("a cell of a 9x9"),
        }));
    }
    let rest = body[end..].trim_start_matches(is_gap);
    let rest = rest.strip_prefix([':', '#']).unwrap_or(rest).trim();
    let label = (!rest.is_empty()).then_some(rest);
    Some(Ok(SukakuLine { marks, label }))
}

/// Line `line` read as a row of a candidate grid, when it looks like one: nine words of
/// nine characters between gaps (whitespace, `|`), each character a blank or a digit, and
/// its digits in their places, but for a few (a slip, which the row then names). `None`
/// for any other line: a one-line puzzle with a gap every nine cells has its digits
/// anywhere.
pub(super) fn pencil_row(text: &str, line: usize) -> Option<PencilRow> {
    // nine words of nine characters and eight gaps at least
    if text.len() < SIDE * SIDE + SIDE - 1 {
        return None;
    }
    let mut row = PencilRow {
        marks: [0; SIDE],
        columns: [0; SIDE],
        misplaced: None,
    };
    let (mut words, mut in_word, mut place) = (0, false, 0u8);
    let (mut placed, mut misplaced) = (0, 0);
    for (column, c) in (1..).zip(text.chars()) {
        if is_gap(c) {
            if in_word && place as usize != SIDE {
                return None;
            }
            in_word = false;
            continue;
        }
        if !in_word {
            if words == SIDE {
                return None;
            }
            row.columns[words] = column;
            words += 1;
            in_word = true;
            place = 0;
        }
        place += 1;
        if place as usize > SIDE {
            return None;
        }
        match at_place(c, place) {
            Some(true) => {
                row.marks[words - 1] |= 1 << place;
                placed += 1;
            }
            Some(false) => {}
            None if c.is_ascii_digit() => {
                misplaced += 1;
                row.misplaced
                    .get_or_insert_with(|| wrong(c, place, line, column));
            }
            None => return None,
        }
    }
    if words != SIDE || (in_word && place as usize != SIDE) {
        return None;
    }
    // a pencil row has a candidate a cell at least, nearly all in place
    (placed >= SIDE && misplaced * 4 < placed).then_some(row)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::parse::parse_str;
    use crate::sudoku::PencilMarks;
    use proptest::prelude::*;

    #[test]
    fn a_sukaku_line_reads_its_candidates_and_label() {
        let mut text = "123456789".repeat(80);
        text.insert_str(0, "....5...."); // r1c1 may only hold 5
        text.push_str("  #7 from a list");
        let read = sukaku(&text, 3).unwrap().unwrap();
        assert_eq!(read.marks[0], 1 << 5);
        assert_eq!(read.marks[80], 0b11_1111_1110);
        assert_eq!(read.label, Some("7 from a list"));
        assert_eq!(sukaku_line(Shape::NINE, &read.marks), &text[..729]);
        // zeros are blanks too
        let zeros = text[..729].replace('.', "0");
        assert_eq!(sukaku(&zeros, 1).unwrap().unwrap().marks, read.marks);
    }

    #[test]
    fn a_sukaku_line_names_the_column_of_what_is_wrong() {
        let good = "123456789".repeat(81);
        let at = |k: usize, c: char| {
            let mut text = good.clone();
            text.replace_range(k..k + 1, &c.to_string());
            sukaku(&text, 2).unwrap().unwrap_err().to_string()
        };
        assert_eq!(at(10, 'x'), "line 2, column 11: unexpected character 'x'");
        assert_eq!(
            at(11, '7'),
            "line 2, column 12: '7' in the place of candidate 3: a pencil-mark cell writes \
             digit d as its dth character, '.' or '0' where d is no candidate"
        );
        let mut empty = good.clone();
        empty.replace_range(9 * 10..9 * 11, ".........");
        assert_eq!(
            sukaku(&empty, 5).unwrap().unwrap_err().to_string(),
            "line 5, column 91: r2c2 has no candidate in this pencil-mark puzzle"
        );
        // another length is no Sukaku line
        assert!(sukaku(&good[..728], 1).is_none());
        assert!(sukaku(&format!("{good}1"), 1).is_none());
    }

    #[test]
    fn a_row_of_a_candidate_grid_and_lines_that_are_not() {
        let row = "1........ .2....... ..3...... | 123456789 ....5.... ......... | \
                   ........9 .......8. 1.......9";
        let read = pencil_row(row, 1).unwrap();
        assert_eq!(read.marks[0], 1 << 1);
        assert_eq!(read.marks[3], 0b11_1111_1110);
        assert_eq!(read.marks[5], 0);
        assert_eq!(read.columns[1], 11);
        assert_eq!(read.misplaced, None);
        // a one-line puzzle with a gap every nine cells has its digits anywhere
        let puzzle = "..53..... 8......2. .7..1.5.. 4....53.. .1..7...6 ..32...8. \
                      .6.5....9 ..4....3. .....97..";
        assert_eq!(pencil_row(puzzle, 1), None);
        // a slip is named where it stands
        let slip = row.replacen("1........", "7........", 1);
        let err = pencil_row(&slip, 4).unwrap().misplaced.unwrap();
        assert_eq!(err.line(), Some(4));
        assert_eq!(err.column(), Some(1));
        assert_eq!(pencil_row("123456789", 1), None);
    }

    /// Written candidates: a non-empty subset of 1..9 for each cell.
    fn any_marks() -> impl Strategy<Value = Vec<u32>> {
        proptest::collection::vec((1u32..512).prop_map(|m| m << 1), 81)
    }

    proptest! {
        /// Candidates written as a Sukaku line, and as the grid `hint --candidates` prints,
        /// read back to the same candidates, in a file between other puzzles.
        #[test]
        fn candidates_read_back_from_a_line_and_from_a_grid(marks in any_marks()) {
            let line = sukaku_line(Shape::NINE, &marks);
            prop_assert_eq!(line.len(), 729);
            let grid = PencilMarks { shape: Shape::NINE, marks: &marks }.to_string();
            let plain = ".".repeat(81);
            let text = format!("{plain}\n{line}\n\n{grid}\n{plain}\n");
            let puzzles = parse_str(&text).unwrap();
            prop_assert_eq!(puzzles.len(), 4);
            prop_assert_eq!(puzzles[1].marks.as_ref(), Some(&marks));
            prop_assert_eq!(puzzles[2].marks.as_ref(), Some(&marks));
            prop_assert_eq!((puzzles[1].line, puzzles[2].line, puzzles[3].line), (2, 4, 16));
            prop_assert!(puzzles[0].marks.is_none() && puzzles[3].marks.is_none());
            prop_assert_eq!(puzzles[1].to_line(), line);
        }
    }
}
