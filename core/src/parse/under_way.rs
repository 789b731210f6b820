//! The puzzles under way while lines are gathered: a block of rows and a puzzle written as
//! code, each with what it has read so far.

use super::ParseError;
use super::array::{BAD, Code, Column, Nesting};
use crate::sudoku::Shape;

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
    /// The boxes its ASCII drawing shows, if it has one: the cells before the first `|`
    /// inside its first row, and the rows before its first rule. A 6×6 drawn with boxes of
    /// three rows by two columns reads as that shape, as `solve --box 3x2` prints it.
    pub(super) drawn_cols: Option<usize>,
    pub(super) drawn_rows: Option<usize>,
}

/// A puzzle written as code, read so far.
pub(super) struct Array {
    /// The line where the puzzle under way starts (the array's first line, then the line of
    /// each next puzzle's first cell), if it has started.
    pub(super) start: Option<usize>,
    /// Its cells so far.
    pub(super) digits: Vec<u8>,
    /// The line and column of each of them, where a digit too large for its puzzle is named.
    pub(super) places: Vec<(usize, Column)>,
    /// Without brackets, its side once its lines have said (rows of N cells, or N² cells
    /// on the first line), and its first line's count of cells.
    pub(super) side: Option<usize>,
    pub(super) first: usize,
    /// Why each token of it that failed is no cell, with that token's place among the
    /// waiting cells, in order: the first in a grid fails it.
    pub(super) failed: Vec<(usize, ParseError)>,
    /// Its brackets open now, and what each holds.
    pub(super) nesting: Nesting,
    /// Lines of the puzzle under way, when it has no brackets.
    pub(super) lines: usize,
    /// Whether it has had a bracket: then its grids end at their closing brackets, and it
    /// ends when they all close; without brackets, a puzzle ends every N² cells.
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
            drawn_cols: None,
            drawn_rows: None,
        }
    }

    /// The shape its drawing shows, when that is a shape of its side (else its cells take
    /// their default boxes): bars and rules together, or either one alone.
    pub(super) fn drawn_shape(&self) -> Option<Shape> {
        let side = self.side;
        let (rows, cols) = match (self.drawn_rows, self.drawn_cols) {
            (Some(rows), Some(cols)) => (rows, cols),
            (Some(rows), None) => (rows, side / rows),
            (None, Some(cols)) => (side / cols, cols),
            (None, None) => return None,
        };
        Shape::with_box(side, rows, cols)
    }
}

impl Array {
    pub(super) fn new(first_line: usize) -> Array {
        Array {
            start: Some(first_line),
            digits: Vec::new(),
            places: Vec::new(),
            side: None,
            first: 0,
            failed: Vec::new(),
            nesting: Nesting::default(),
            lines: 0,
            bracketed: false,
        }
    }

    /// A line of code without brackets, as these rows take it, deciding their side:
    /// a spreadsheet's first row gives its count of fields, a line of a board's cells (not a
    /// row's count) gives that board's side, and other rows give theirs when the second row
    /// has as many cells as the first (a first row a cell short stays a 9×9's); otherwise 9.
    /// A spreadsheet's row of another count than its grid's is a row gone wrong in its place.
    /// With `--grid 4` (`forced`: the side forced, if any) a first line of 16 cells, code or
    /// a spreadsheet's row, is a whole 4×4.
    pub(super) fn rows_of_a_side(
        &mut self,
        mut code: Code,
        line: usize,
        forced: Option<usize>,
    ) -> Code {
        let n = code.cells.len();
        let is_side = |n: usize| Shape::of_side(n).is_some();
        let count = code.own.as_ref().map_or(n, |own| own.cells.len());
        let whole_four = forced == Some(4) && self.digits.is_empty() && count == 16;
        if whole_four {
            self.side = Some(4);
        } else if self.side.is_none() && n > 0 {
            self.side = match (self.digits.is_empty(), code.fields) {
                (true, 0) if !is_side(n) => Shape::of_cells(n).map(|s| s.side()),
                (true, 0) => None,
                (true, fields) => Some(fields).filter(|&f| is_side(f)).or(Some(9)),
                (false, _) => Some(if count == self.first && is_side(count) {
                    count
                } else {
                    9
                }),
            };
            self.first = count;
        }
        let side = self.side.unwrap_or(self.first);
        if whole_four || code.fields == 0 || code.fields == side {
            return match code.own.take() {
                Some(own) => *own,
                None => code,
            };
        }
        if code.fields != 9 || side != 9 {
            code.cells = [BAD].into_iter().chain(vec![0; side - 1]).collect();
            code.columns = vec![Column::number(1); side];
            code.errors = vec![ParseError::RowCells {
                line,
                cells: code.fields,
                expected: side,
            }];
        }
        code.own = None;
        code
    }
}
