//! The puzzles under way while lines are gathered: a 9-row block and a puzzle written as
//! code, each with what it has read so far.

use super::ParseError;
use super::array::Nesting;

/// Rows of a 9-row block read so far.
pub(super) struct Block {
    /// Line of the first row.
    pub(super) first_line: usize,
    /// Rows read, below 9 (a block ends at its ninth row).
    pub(super) rows: usize,
    /// The rows' cells.
    pub(super) digits: [u8; 81],
    /// Why the block cannot be a puzzle, once a row has failed.
    pub(super) failed: Option<ParseError>,
}

/// A puzzle written as code, read so far.
pub(super) struct Array {
    /// The line where the puzzle under way starts (the array's first line, then the line of
    /// each next puzzle's first cell), if it has started.
    pub(super) start: Option<usize>,
    /// Its cells so far.
    pub(super) digits: Vec<u8>,
    /// Why the puzzle under way cannot be one, once a token in it has failed, and that
    /// token's place among the waiting cells.
    pub(super) failed: Option<(usize, ParseError)>,
    /// Its brackets open now, and what each holds.
    pub(super) nesting: Nesting,
    /// Lines of the puzzle under way, when it has no brackets.
    pub(super) lines: usize,
    /// Whether it has had a bracket: then its grids end at their closing brackets, and it
    /// ends when they all close; without brackets, a puzzle ends every 81 cells.
    pub(super) bracketed: bool,
}

impl Block {
    pub(super) fn new(first_line: usize) -> Block {
        Block {
            first_line,
            rows: 0,
            digits: [0; 81],
            failed: None,
        }
    }
}

impl Array {
    pub(super) fn new(first_line: usize) -> Array {
        Array {
            start: Some(first_line),
            digits: Vec::new(),
            failed: None,
            nesting: Nesting::default(),
            lines: 0,
            bracketed: false,
        }
    }
}
