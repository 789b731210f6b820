//! What can go wrong reading puzzles: one typed variant per cause, with the line and column.

use super::Forced;
use crate::sudoku::{Cell, ConflictError, Digit, Shape};
use std::fmt;

/// Why some bytes were taken for a binary file rather than text.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NotTextReason {
    /// A byte sequence that is not UTF-8.
    InvalidUtf8,
    /// A NUL byte, which no text file holds.
    NulByte,
}

impl fmt::Display for NotTextReason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            NotTextReason::InvalidUtf8 => "invalid UTF-8",
            NotTextReason::NulByte => "NUL byte",
        })
    }
}

/// Why a puzzle file could not be read.
///
/// Lines and columns count from 1; columns count characters, not bytes, and a leading byte
/// order mark is not counted. [`Display`](fmt::Display) puts the position first
/// (`line 4: 80 cells: stepdoku reads 16, 36, 64, 81, 144 or 256`, `line 2, column 7: unexpected character 'x'`);
/// [`message`](ParseError::message) is the same text without it.
///
/// No variant names the file: the caller knows which one it asked for and prefixes it.
/// Conflicting givens are not a parse error ([`Puzzle::givens`](super::Puzzle::givens) reports
/// them), but in 16 lines of 16 cells read as a 16×16, which may be 4×4 puzzles with a
/// slip ([`SixteenRows`](ParseError::SixteenRows)).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ParseError {
    /// A line read as a one-line puzzle does not hold 81 cells.
    LineCells {
        /// The line.
        line: usize,
        /// How many cells it holds.
        cells: usize,
    },
    /// A line read as a row of a block does not hold as many cells as the block's rows.
    RowCells {
        /// The line.
        line: usize,
        /// How many cells it holds.
        cells: usize,
        /// How many the block's first row had (9 for a lone row).
        expected: usize,
    },
    /// A puzzle given on the command line as one line of cells (`--puzzle`) that does not
    /// hold 81: said as a count, since a short string is no grid row gone wrong.
    ArgumentCells {
        /// How many cells it holds.
        cells: usize,
    },
    /// A block of rows ends (blank line, header, one-line puzzle or end of input) before it
    /// has as many rows as its rows have cells.
    ShortBlock {
        /// The line of the block's first row.
        line: usize,
        /// How many rows it has.
        rows: usize,
        /// How many it needs.
        expected: usize,
    },
    /// A digit too large for the puzzle's size: a `7` in a 6×6, a letter `G` (16) in a 9×9.
    DigitTooLarge {
        /// The line.
        line: usize,
        /// The digit's column.
        column: usize,
        /// The digit.
        digit: u8,
        /// The puzzle's size.
        shape: Shape,
        /// Whether its count of cells gave it its size: a one-line puzzle (or a CSV field),
        /// which a cut or a slip may have made another size than was meant.
        counted: bool,
    },
    /// A number too large for the puzzle's size where cells are numbers (`10` in a 9×9 code
    /// array or spreadsheet row).
    NumberTooLarge {
        /// The line.
        line: usize,
        /// The number's column.
        column: usize,
        /// The number.
        number: u8,
        /// The puzzle's size.
        shape: Shape,
    },
    /// A puzzle of another size than `--grid` (or `--box`) asks for.
    OtherSize {
        /// The line the puzzle starts on.
        line: usize,
        /// How many cells it has.
        cells: usize,
        /// The size asked for, and with which options.
        forced: Forced,
    },
    /// Sixteen lines of 16 cells back to back, read as the rows of a 16×16 (a digit above 4
    /// stands in them), whose givens conflict: they may be 4×4 puzzles, one a line, with a
    /// digit gone wrong, which `--grid 4` reads as such.
    SixteenRows {
        /// The line of the first row.
        line: usize,
        /// The givens that conflict.
        conflicts: ConflictError,
    },
    /// A grid written as code (an array of row arrays) without 9 rows.
    GridRows {
        /// The line of the grid's opening bracket.
        line: usize,
        /// How many rows it has.
        rows: usize,
        /// How many it needs: as many as its rows have cells.
        expected: usize,
    },
    /// A grid written as code whose brackets never close before a line that is not code (a
    /// file cut short).
    OpenBracket {
        /// The line of the grid's opening bracket.
        line: usize,
    },
    /// A row of a grid written a row a line with a closing bracket it never opened
    /// (`[5, 3, 0, …]]`, `5, 3, 0, …]`).
    StrayBracket {
        /// The row's line.
        line: usize,
    },
    /// An empty row of a spreadsheet next to a grid could be the grid's first row or a gap
    /// before it, and either reading makes whole grids of the rows around it.
    EmptyRowUnclear {
        /// The empty row's line.
        line: usize,
    },
    /// A grid written as code holding rows in brackets and numbers outside them, 81 in
    /// all: a row lost its brackets.
    LooseNumbers {
        /// The line of the grid's opening bracket.
        line: usize,
    },
    /// A number above 9 where a cell was expected in code (`[5, 11, 0]`).
    BigNumber {
        /// The line.
        line: usize,
        /// The column of its first digit.
        column: usize,
        /// The number as written.
        number: String,
    },
    /// A header such as `Grid 01` with no puzzle after it.
    HeaderAlone {
        /// The header's line.
        line: usize,
        /// The header, trimmed.
        header: String,
    },
    /// A character that is neither a cell, a separator nor the start of a label or comment.
    UnexpectedChar {
        /// The line.
        line: usize,
        /// The character's column.
        column: usize,
        /// The character.
        found: char,
    },
    /// A digit of a pencil-mark cell (a Sukaku line's nine characters, or a word of a
    /// candidate grid) out of its place: digit `d` is the `d`th character, and only `.` or
    /// `0` may stand in its place.
    MisplacedCandidate {
        /// The line.
        line: usize,
        /// The digit's column.
        column: usize,
        /// The digit found.
        found: char,
        /// The digit whose place it is in.
        place: u8,
    },
    /// A cell of a pencil-mark puzzle with no candidate written: nothing can go there.
    NoCandidate {
        /// The line.
        line: usize,
        /// The column of the cell's first character.
        column: usize,
        /// The cell.
        cell: Cell,
    },
    /// A candidate grid (rows of nine words of nine characters, as `hint --candidates`
    /// prints them) that ends before its ninth row.
    PencilRows {
        /// The line of its first row.
        line: usize,
        /// How many rows it has.
        rows: usize,
    },
    /// The input is not text: invalid UTF-8 or a NUL byte at the given position.
    NotText {
        /// The line of the first offending byte.
        line: usize,
        /// Its column: one more than the characters before it on its line.
        column: usize,
        /// What was found there.
        reason: NotTextReason,
    },
    /// A record of a CSV table with fewer fields than it needs: its puzzle or solution
    /// column is missing.
    ShortRecord {
        /// The record's first line.
        line: usize,
        /// How many fields it has.
        fields: usize,
        /// How many the header names.
        header: usize,
    },
    /// A CSV solution field that is not a full grid of its puzzle's size: N² digits 1–N.
    BadSolution {
        /// The line of the field.
        line: usize,
        /// The column where the field starts.
        column: usize,
        /// The size of the record's puzzle.
        shape: Shape,
    },
    /// A quoted CSV field whose closing quote never comes before the end of the input.
    OpenQuote {
        /// The line of the record it starts.
        line: usize,
    },
    /// A line longer than [`MAX_INPUT_BYTES`](super::MAX_INPUT_BYTES): a stream is read a
    /// line at a time at least, and no puzzle needs such a line.
    LongLine {
        /// The line.
        line: usize,
    },
    /// A directive line after a puzzle (`diagonals: both`) that cannot apply to it: an
    /// unknown name, a wrong value, a house that is not N cells.
    Directive {
        /// The line.
        line: usize,
        /// The column of what is wrong: the name, the value or a character of it.
        column: usize,
        /// What is wrong.
        why: String,
    },
    /// An f-puzzles object or link that cannot be read: malformed JSON, a payload that does
    /// not decode, a key stepdoku cannot honour, a cell off the board, a region of the wrong
    /// size.
    Fpuzzles {
        /// The line.
        line: usize,
        /// The column of the value (or character, or payload) that is wrong.
        column: usize,
        /// What is wrong.
        why: String,
    },
    /// The input holds no puzzle: it is empty, blank, or only comments and separators.
    NoPuzzle,
    /// The input is larger than [`MAX_INPUT_BYTES`](super::MAX_INPUT_BYTES).
    TooLarge,
    /// The path does not exist.
    NotFound,
    /// The path is a directory.
    IsDirectory,
    /// The file may not be read.
    PermissionDenied,
    /// Any other input/output failure, with the system's message.
    Io {
        /// The message of the underlying [`std::io::Error`].
        message: String,
    },
}

impl ParseError {
    /// The line the error is on, when it is about a place in the text.
    pub fn line(&self) -> Option<usize> {
        match self {
            ParseError::LineCells { line, .. }
            | ParseError::DigitTooLarge { line, .. }
            | ParseError::NumberTooLarge { line, .. }
            | ParseError::OtherSize { line, .. }
            | ParseError::SixteenRows { line, .. }
            | ParseError::RowCells { line, .. }
            | ParseError::ShortBlock { line, .. }
            | ParseError::GridRows { line, .. }
            | ParseError::OpenBracket { line }
            | ParseError::StrayBracket { line }
            | ParseError::EmptyRowUnclear { line }
            | ParseError::LooseNumbers { line }
            | ParseError::BigNumber { line, .. }
            | ParseError::HeaderAlone { line, .. }
            | ParseError::UnexpectedChar { line, .. }
            | ParseError::MisplacedCandidate { line, .. }
            | ParseError::NoCandidate { line, .. }
            | ParseError::PencilRows { line, .. }
            | ParseError::NotText { line, .. }
            | ParseError::ShortRecord { line, .. }
            | ParseError::BadSolution { line, .. }
            | ParseError::OpenQuote { line }
            | ParseError::Directive { line, .. }
            | ParseError::Fpuzzles { line, .. }
            | ParseError::LongLine { line } => Some(*line),
            ParseError::ArgumentCells { .. } => Some(1),
            ParseError::NoPuzzle
            | ParseError::TooLarge
            | ParseError::NotFound
            | ParseError::IsDirectory
            | ParseError::PermissionDenied
            | ParseError::Io { .. } => None,
        }
    }

    /// The column the error is at, when it is about one character.
    pub fn column(&self) -> Option<usize> {
        match self {
            ParseError::UnexpectedChar { column, .. }
            | ParseError::MisplacedCandidate { column, .. }
            | ParseError::NoCandidate { column, .. }
            | ParseError::DigitTooLarge { column, .. }
            | ParseError::NumberTooLarge { column, .. }
            | ParseError::BigNumber { column, .. }
            | ParseError::NotText { column, .. }
            | ParseError::BadSolution { column, .. }
            | ParseError::Directive { column, .. }
            | ParseError::Fpuzzles { column, .. } => Some(*column),
            _ => None,
        }
    }

    /// What is wrong, without the position: `7 is not a digit of a 6x6 puzzle (digits 1 to
    /// 6)`.
    pub fn message(&self) -> String {
        match self {
            ParseError::LineCells { cells, .. } => format!(
                "{}: stepdoku reads {}",
                counted(*cells, "cell"),
                Shape::cell_counts_in_words()
            ),
            ParseError::NumberTooLarge { number, shape, .. } => not_a_digit(number, *shape),
            ParseError::DigitTooLarge {
                digit,
                shape,
                counted,
                ..
            } => {
                let mut message = not_a_digit(Digit(*digit), *shape);
                // a 9x9 is what a line is taken for; another size says why it is one
                if *counted && shape.side() != 9 {
                    let n = shape.side();
                    message.push_str(&format!("; its {} cells make it a {n}x{n}", shape.cells()));
                }
                message
            }
            ParseError::OtherSize { cells, forced, .. } => format!(
                "{}, {} reads {}",
                counted(*cells, "cell"),
                forced.flags(),
                forced.shape.cells()
            ),
            ParseError::SixteenRows { conflicts, .. } => format!(
                "{conflicts}, in 16 lines of 16 cells read as one 16x16 puzzle; --grid 4 reads \
                 each line as a 4x4 puzzle"
            ),
            // worded as a line of a file is: the same cells, the same words
            ParseError::ArgumentCells { cells } => format!(
                "{}: stepdoku reads {}",
                counted(*cells, "cell"),
                Shape::cell_counts_in_words()
            ),
            ParseError::RowCells {
                cells, expected, ..
            } => {
                format!("{} in a row, expected {expected}", counted(*cells, "cell"))
            }
            ParseError::ShortBlock { rows, expected, .. } => {
                format!("block has {}, expected {expected}", counted(*rows, "row"))
            }
            ParseError::GridRows { rows, expected, .. } => {
                format!("grid has {}, expected {expected}", counted(*rows, "row"))
            }
            ParseError::OpenBracket { .. } => "a bracket left open".to_owned(),
            ParseError::StrayBracket { .. } => "a closing bracket with none open".to_owned(),
            ParseError::EmptyRowUnclear { .. } => {
                "an empty row that may be the grid's first or a gap before it".to_owned()
            }
            ParseError::LooseNumbers { .. } => "a row without its brackets".to_owned(),
            ParseError::BigNumber { number, .. } => {
                format!("number {number} is no cell (cells are 0 to 16)")
            }
            ParseError::HeaderAlone { header, .. } => {
                format!("{header:?} is not followed by a puzzle")
            }
            ParseError::UnexpectedChar { found, .. } => format!("unexpected character {found:?}"),
            ParseError::MisplacedCandidate { found, place, .. } => format!(
                "{found:?} in the place of candidate {place}: a pencil-mark cell writes digit d \
                 as its dth character, '.' or '0' where d is no candidate"
            ),
            ParseError::NoCandidate { cell, .. } => {
                format!("{cell} has no candidate in this pencil-mark puzzle")
            }
            ParseError::PencilRows { rows, .. } => {
                format!("candidate grid has {}, expected 9", counted(*rows, "row"))
            }
            ParseError::NotText { reason, .. } => format!("not a text file ({reason})"),
            ParseError::ShortRecord { fields, header, .. } => format!(
                "{}, but the header names {}",
                counted(*fields, "field"),
                counted(*header, "column")
            ),
            ParseError::BadSolution { shape, .. } => format!(
                "the solution is not a full grid ({} digits {})",
                shape.cells(),
                digit_range(*shape)
            ),
            ParseError::OpenQuote { .. } => "a quote left open to the end".to_owned(),
            ParseError::LongLine { .. } => "a line longer than 64 MiB".to_owned(),
            ParseError::Directive { why, .. } | ParseError::Fpuzzles { why, .. } => why.clone(),
            ParseError::NoPuzzle => "no puzzle found".to_owned(),
            ParseError::TooLarge => "input is larger than 64 MiB".to_owned(),
            ParseError::NotFound => "no such file".to_owned(),
            ParseError::IsDirectory => "is a directory".to_owned(),
            ParseError::PermissionDenied => "permission denied".to_owned(),
            ParseError::Io { message } => format!("cannot read: {message}"),
        }
    }
}

impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match (self.line(), self.column()) {
            (Some(line), Some(column)) => write!(f, "line {line}, column {column}: ")?,
            (Some(line), None) => write!(f, "line {line}: ")?,
            _ => {}
        }
        f.write_str(&self.message())
    }
}

/// `7 is not a digit of a 6x6 puzzle (digits 1 to 6)`: the one wording for a digit, a
/// letter or a number beyond a puzzle's size.
fn not_a_digit(digit: impl fmt::Display, shape: Shape) -> String {
    let digits = digit_range(shape);
    format!("{digit} is not a digit of a {shape} puzzle (digits {digits})")
}

/// The digits of a puzzle of `shape` as the messages write them: `1 to 6`, `1 to 9 and A
/// to C`.
fn digit_range(shape: Shape) -> String {
    match shape.side() {
        n @ ..=9 => format!("1 to {n}"),
        n => format!("1 to 9 and A to {}", Digit(n as u8)),
    }
}

/// `1 cell`, `80 cells`.
fn counted(n: usize, noun: &str) -> String {
    if n == 1 {
        format!("1 {noun}")
    } else {
        format!("{} {noun}s", crate::numbers::grouped(n as u64))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn display_puts_the_position_before_the_message() {
        let e = ParseError::LineCells { line: 4, cells: 80 };
        assert_eq!(
            e.message(),
            "80 cells: stepdoku reads 16, 36, 64, 81, 144 or 256"
        );
        assert_eq!(
            e.to_string(),
            "line 4: 80 cells: stepdoku reads 16, 36, 64, 81, 144 or 256"
        );
        assert_eq!((e.line(), e.column()), (Some(4), None));
        let six = Shape::of_side(6).unwrap();
        let e = ParseError::DigitTooLarge {
            line: 2,
            column: 9,
            digit: 7,
            shape: six,
            counted: false,
        };
        assert_eq!(
            e.to_string(),
            "line 2, column 9: 7 is not a digit of a 6x6 puzzle (digits 1 to 6)"
        );
        assert_eq!((e.line(), e.column()), (Some(2), Some(9)));

        let e = ParseError::UnexpectedChar {
            line: 2,
            column: 7,
            found: 'x',
        };
        assert_eq!(e.to_string(), "line 2, column 7: unexpected character 'x'");
        assert_eq!((e.line(), e.column()), (Some(2), Some(7)));

        let e = ParseError::NotText {
            line: 3,
            column: 5,
            reason: NotTextReason::InvalidUtf8,
        };
        assert_eq!(
            e.to_string(),
            "line 3, column 5: not a text file (invalid UTF-8)"
        );
    }

    #[test]
    fn a_digit_beyond_the_size_names_the_size_its_digits_and_what_made_it() {
        let message = |digit, side, counted| {
            let shape = Shape::of_side(side).unwrap();
            let (line, column) = (1, 1);
            let e = ParseError::DigitTooLarge {
                line,
                column,
                digit,
                shape,
                counted,
            };
            e.message()
        };
        // a line's count of cells made it a 6x6: said, since a 9x9 cut short is one too
        assert_eq!(
            message(8, 6, true),
            "8 is not a digit of a 6x6 puzzle (digits 1 to 6); its 36 cells make it a 6x6"
        );
        // a letter in a 9x9 is a digit beyond its size, as a 7 in a 6x6 is
        assert_eq!(
            message(16, 9, true),
            "G is not a digit of a 9x9 puzzle (digits 1 to 9)"
        );
        assert_eq!(
            message(13, 12, false),
            "D is not a digit of a 12x12 puzzle (digits 1 to 9 and A to C)"
        );
        let e = ParseError::NumberTooLarge {
            line: 1,
            column: 5,
            number: 12,
            shape: Shape::NINE,
        };
        assert_eq!(
            e.to_string(),
            "line 1, column 5: 12 is not a digit of a 9x9 puzzle (digits 1 to 9)"
        );
    }

    #[test]
    fn errors_without_a_place_are_their_message() {
        for (e, text) in [
            (ParseError::NoPuzzle, "no puzzle found"),
            (ParseError::TooLarge, "input is larger than 64 MiB"),
            (ParseError::NotFound, "no such file"),
            (ParseError::IsDirectory, "is a directory"),
            (ParseError::PermissionDenied, "permission denied"),
        ] {
            assert_eq!(e.to_string(), text);
            assert_eq!(e.message(), text);
            assert_eq!((e.line(), e.column()), (None, None));
        }
    }

    #[test]
    fn counts_are_singular_for_one() {
        let e = ParseError::ShortBlock {
            line: 20,
            rows: 1,
            expected: 9,
        };
        assert_eq!(e.to_string(), "line 20: block has 1 row, expected 9");
        let e = ParseError::RowCells {
            line: 12,
            cells: 8,
            expected: 9,
        };
        assert_eq!(e.to_string(), "line 12: 8 cells in a row, expected 9");
        let e = ParseError::HeaderAlone {
            line: 1,
            header: "Grid 01".into(),
        };
        assert_eq!(
            e.to_string(),
            "line 1: \"Grid 01\" is not followed by a puzzle"
        );
    }

    #[test]
    fn control_characters_are_escaped() {
        let e = ParseError::UnexpectedChar {
            line: 1,
            column: 1,
            found: '\u{7}',
        };
        assert_eq!(e.message(), "unexpected character '\\u{7}'");
    }
}
