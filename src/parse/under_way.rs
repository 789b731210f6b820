//! The puzzles under way while lines are gathered: a block of rows and a puzzle written as
//! code, each with what it has read so far.

use super::ParseError;
use super::array::Nesting;

/// Rows of a block read so far: as many rows as its first row has cells.
pub(super) struct Block {
    /// Line of the first row.
    pub(super) first_line: usize,
    /// Cells in a row, and so rows in the block.
    pub(super) side: usize,
    /// Rows read, below `side` (a block ends at its last row).
    pub(super) rows: usize,
    /// The good rows' cells.
    pub(super) digits: Vec<u8>,
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
    pub(super) fn new(first_line: usize, side: usize) -> Block {
        Block {
            first_line,
            side,
            rows: 0,
            digits: Vec::with_capacity(side * side),
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
