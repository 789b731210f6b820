//! Rows written as code on lines of their own (`[5, 3, 0, …],`, as Python's `for row in
//! grid: print(row)` prints them): a row in its brackets is a row like any other, so that
//! nine of them are a grid, one with a bracket too many or lost is a row gone wrong, and 16
//! numbers in brackets are a 4×4 written flat or a 16×16's first row.

use super::Assembler;
use super::block::Written;
use crate::parse::ParseError;
use crate::parse::array::{Code, RowShape};
use crate::parse::looks::Ahead;
use crate::sudoku::Shape;

impl Assembler {
    /// Takes a line of code met outside any array when it is one row ([`RowShape`]), and
    /// answers whether it was: a row in its brackets is a row like any other, so that nine of
    /// them are a grid, and one with a bracket too many or lost (this only when rows are
    /// around it) is a row gone wrong. `error` is its bad token, if it has one.
    pub(super) fn code_row(
        &mut self,
        number: usize,
        code: &Code,
        error: Option<ParseError>,
        ahead: Ahead<'_>,
    ) -> bool {
        if self.array.is_some() {
            return false;
        }
        let line = number;
        let error = match (code.row_shape(), error) {
            // 16 numbers in brackets are a 4×4 grid written flat, unless they are a 16×16's
            // first row, as a line of 16 cells is
            (Some(RowShape::Whole), None)
                if code.cells.len() == 16
                    && self.block.is_none()
                    && !self.sixteen_rows(&code.cells, ahead, true) =>
            {
                return false;
            }
            (Some(RowShape::Whole), error) => error,
            (Some(RowShape::StrayClose), None) => Some(ParseError::StrayBracket { line }),
            (Some(RowShape::OpenEnd), None)
                if self.block.is_some() || self.rows_ahead.count(ahead) > 0 =>
            {
                Some(ParseError::OpenBracket { line })
            }
            _ => return false,
        };
        self.lone_row(number, code, error, ahead);
        true
    }

    /// A row written as code on a line of its own (see [`Assembler::code_row`]).
    fn lone_row(
        &mut self,
        number: usize,
        code: &Code,
        error: Option<ParseError>,
        ahead: Ahead<'_>,
    ) {
        let row = &code.cells[..];
        // a token that is no cell fails the row, when nothing else did first
        let error = error.or_else(|| code.errors.first().cloned());
        if self.orphans > 0 && self.block.is_none() {
            // unless it starts whole grids written a row a line
            let rows = 1 + self.rows_ahead.count(ahead);
            if !rows.is_multiple_of(9) {
                self.orphans -= 1;
                return;
            }
            self.orphans = 0;
        }
        let line = number;
        let error = match (error, row.len()) {
            (None, n) if Shape::of_side(n).is_some() => {
                return self.row(number, Written::Numbers(&code.columns), row);
            }
            (Some(error), _) => error,
            (None, cells) => ParseError::RowCells {
                line,
                cells,
                expected: 9,
            },
        };
        if self.block.is_none() && self.alone(true, ahead) {
            self.fail(number, error);
        } else {
            self.bad_row(number, error);
        }
    }
}
