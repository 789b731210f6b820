//! Puzzle files: every common text layout, many puzzles per file, typed positioned errors.
//!
//! Records of every size are read, each taking its size from its count of cells (16, 36,
//! 64, 81, 144 or 256): one-line puzzles and blocks of rows of 4 to 16 cells, code arrays
//! and spreadsheet rows with numbers 10 to 16 as cells, letters `A`–`G` in 12×12 and 16×16
//! ones (docs/formats.md, "Sizes", has the rules and their ambiguous
//! cases). Each record carries its own size ([`Puzzle::shape`]). The layouts below are
//! described for 9×9.
//!
//! One file may hold any number of puzzles in any mix of these layouts:
//! - **one puzzle per line**: 81 cells in reading order (`.sdm` files, Norvig's and tdoku's
//!   lists), with gaps allowed between cells (`.8.....1. 1..2..9.. …`). Text after the 81st
//!   cell, set off by whitespace, `:` or `#`, is the puzzle's label: tdoku's
//!   `puzzle:1:6524…` gives the label `1:6524…`;
//! - **9 rows of 9 cells**, with or without gaps, `|` between boxes and rules such as
//!   `------+------+------`, `+-------+-------+-------+` or box-drawing characters between
//!   bands (the "pretty" layout). Blocks follow each other directly or after blank lines;
//! - **Project Euler 96**: a `Grid 01` header (the label) followed by 9 rows;
//! - **SadMan / SudoCue `.sdk`**: `#` comment lines, then 9 rows; a `#D` description
//!   becomes the label;
//! - **code arrays**: the 81 cells as numbers 0–9 separated by commas, with brackets, the word
//!   `array`, an assignment and a `;` around them, on one line or many (PHP, Python, JSON,
//!   Java and C literals, comma-separated rows); `null` is an empty cell, and inside the
//!   brackets every line is code, so pretty-printed JSON (a number a line) reads too.
//! - **spreadsheet rows** (CSV or TSV): nine fields a row between commas, semicolons or
//!   tabs, an empty field (`5,3,,,7,,,,`) or `""` an empty cell, cells maybe in quotes.
//!
//! - **f-puzzles**: a file of f-puzzles JSON objects (one pretty-printed, or one a line),
//!   read with their variants ([`fpuzzles`]), and a line holding an f-puzzles or SudokuPad
//!   link (`https://f-puzzles.com/?load=…`), one puzzle, among the lines of any layout.
//!
//! Cells are the digits `1`–`9`; `0`, `.`, `_` and `*` are empty. Gaps are whitespace, `|`
//! and box-drawing characters. Lines whose first visible character is `#` are comments
//! anywhere, and a `#` after a row's cells starts a comment. Line endings may be LF or CRLF,
//! a UTF-8 byte order mark is skipped, the last line needs no newline.
//!
//! Errors ([`ParseError`]) name the line, and the column for a wrong character:
//! `line 4: 80 cells: stepdoku reads 16, 36, 64, 81, 144 or 256`, `line 12: 8 cells in a row, expected 9`,
//! `line 20: block has 7 rows, expected 9`, `line 2, column 7: unexpected character 'x'`,
//! `line 1, column 9: 7 is not a digit of a 6x6 puzzle (digits 1 to 6)`,
//! `line 3, column 5: not a text file (invalid UTF-8)`, `no puzzle found`,
//! `input is larger than 64 MiB`, `no such file`, `is a directory`. Conflicting givens are
//! not a parse error ([`Puzzle::givens`] reports them), but where 16 lines of 16 cells read
//! as a 16×16 may be 4×4 puzzles with a slip.
//!
//! The `*_entries_at` functions and [`Entries::forced`] read at the size `--grid` and `--box`
//! force: with `--grid 4` every line of 16 cells is a 4×4 puzzle.
//!
//! The `*_entries` functions go on past a bad puzzle: each keeps its place among the others
//! as a [`BadPuzzle`], so that entry N is always the file's puzzle N. A line that is neither
//! a whole puzzle nor a row, outside a block, is one bad puzzle or the bad first row of the
//! block it starts, whichever makes whole blocks of the rows after it; a block or a code
//! grid that fails is one bad
//! puzzle, named by its first line, and reading resumes at the first line that does not
//! belong to it. A byte that is not UTF-8 fails only the puzzle it is in.

mod array;
mod assemble;
#[cfg(test)]
mod assemble_tests;
mod assign;
mod csv;
mod directive;
mod error;
pub mod fpuzzles;
mod line;
mod looks;
mod pick;
mod puzzle;
mod read;
mod sheet;
#[cfg(test)]
mod sixteen_tests;
#[cfg(test)]
mod sizes_tests;
mod stream;
mod sukaku;
mod text;
mod under_way;

pub use error::{NotTextReason, ParseError};
pub use pick::{NoSuchPuzzle, pick};
pub use puzzle::{
    BadPuzzle, DirectiveLines, Entry, Forced, Givens, GridError, Puzzle, fitted, readable,
};
pub use read::{
    MAX_INPUT_BYTES, open_stream, read_file, read_file_entries, read_file_entries_at, read_reader,
    read_reader_entries, read_reader_entries_at,
};
pub use stream::{Entries, SCAN_CAP};
pub use sukaku::sukaku_line;
pub use text::{
    parse_argument, parse_bytes, parse_bytes_entries, parse_bytes_entries_at, parse_str,
    parse_str_entries, parse_str_entries_at,
};
