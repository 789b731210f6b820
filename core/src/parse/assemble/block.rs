//! Blocks of rows: a line of cells that is a whole puzzle, a row of a block (as wide as the
//! block has rows, 4 to 16), or a wrong count; and the block that ends at its last row.

use super::Assembler;
use crate::parse::ParseError;
use crate::parse::array::Column;
use crate::parse::line::{LineCells, column_of_cell, scan};
use crate::parse::looks::{Ahead, ROW_OR_LINE, above_four, rows_after};
use crate::parse::under_way::Block;
use crate::sudoku::{Shape, validate_board};

impl Assembler {
    /// A line of cells: a whole puzzle, a row, or a wrong count.
    ///
    /// A line of 4, 6, 8 or 12 cells starts a block of as many rows when the next row is as
    /// wide, and a 16-cell line as [`Assembler::sixteen_rows`] says; a 16-cell line that
    /// does not is a 4×4 puzzle, and a shorter one is read as a 9-cell row gone wrong is: a
    /// bad row, or a bad puzzle alone.
    pub(super) fn cells(
        &mut self,
        number: usize,
        text: &str,
        cells: LineCells<'_>,
        ahead: Ahead<'_>,
    ) {
        let line = number;
        let width = cells.count;
        let opens_block = |this: &mut Self| match &this.block {
            Some(block) => block.side == width,
            None if width == 16 => this.sixteen_rows(cells.all(), ahead, false),
            None => rows_after(ahead).next().and_then(|row| row.cells) == Some(width),
        };
        match width {
            0 => {} // only gaps, e.g. `|   |   |   |`
            9 => self.row(number, Written::Cells(text), cells.all()),
            4 | 6 | 8 | 12 | 16 if opens_block(self) => {
                self.row(number, Written::Cells(text), cells.all())
            }
            16 if self.block.is_some() => self.row(number, Written::Cells(text), cells.all()),
            n if Shape::is_cell_count(n) => {
                self.end_block();
                let label = cells.label.map(str::to_owned);
                let side = Shape::of_cells(n).expect("a board's count").side();
                match too_large(Written::Cells(text), cells.all(), side, true) {
                    Some(error) => self.fail(number, error(line)),
                    None => self.emit(number, cells.all(), label, None),
                }
            }
            n if n > ROW_OR_LINE => {
                // a one-line puzzle gone bad: it cuts a block short and stands alone
                self.end_block();
                self.fail(number, ParseError::LineCells { line, cells: n });
            }
            n if self.block.is_none() && self.alone(n >= 4, ahead) => {
                let expected = 9;
                self.fail(
                    number,
                    ParseError::RowCells {
                        line,
                        cells: n,
                        expected,
                    },
                );
            }
            n => {
                let expected = self.block.as_ref().map_or(9, |block| block.side);
                self.bad_row(
                    number,
                    ParseError::RowCells {
                        line,
                        cells: n,
                        expected,
                    },
                )
            }
        }
    }

    /// Whether a line of 16 cells (`first`; `code`: written as a row of code in brackets)
    /// met outside a block starts a 16×16 block rather than being a 4×4 puzzle: when the 15
    /// rows after it hold 16 cells too and a digit above 4 stands in those 16 rows. No 4×4
    /// puzzle holds such a digit, and a 16×16 with one solution holds every digit but one,
    /// so a file of 4×4 puzzles, one a line, reads as such in any number, and so do 16
    /// rows of a 16×16. `--grid 4` makes every such line a 4×4 puzzle, `--grid 16` every
    /// run of 16 such rows a block whatever its digits.
    ///
    /// A line of code counts the rows after it as [`RowsAhead`] does, as before a flat grid
    /// of code was told from a row.
    ///
    /// [`RowsAhead`]: crate::parse::looks::RowsAhead
    pub(super) fn sixteen_rows(&mut self, first: &[u8], ahead: Ahead<'_>, code: bool) -> bool {
        if self.side == Some(4) {
            return false;
        }
        let rows = self.sixteen_ahead.next(ahead);
        let enough = match code {
            true => self.rows_ahead.count(ahead) >= 15,
            false => rows.len() == 15 && rows.iter().all(|row| row.cells == Some(16)),
        };
        let big = above_four(first) || rows.iter().any(|row| row.above_four);
        enough && (self.side == Some(16) || big)
    }

    /// Adds a row to the open block (opening one as wide as the row if needed): a row of
    /// another width, or with a digit above it, fails the block.
    pub(super) fn row(&mut self, number: usize, written: Written<'_>, row: &[u8]) {
        let block = self
            .block
            .get_or_insert_with(|| Block::new(number, row.len()));
        if block.rows == 0 {
            block.drawn_cols = match written {
                Written::Cells(text) => drawn_cols(text, number),
                Written::Numbers(_) => None,
            };
        }
        let line = number;
        let error = if row.len() != block.side {
            let (cells, expected) = (row.len(), block.side);
            Some(ParseError::RowCells {
                line,
                cells,
                expected,
            })
        } else {
            too_large(written, row, row.len(), false).map(|error| error(line))
        };
        match error {
            Some(error) => {
                block.failed.get_or_insert(error);
            }
            None => block.digits.extend_from_slice(row),
        }
        self.next_row();
    }

    /// A row that fails its block (opening one if needed): the block's rows still count, so
    /// that the block ends where it would have.
    pub(super) fn bad_row(&mut self, number: usize, error: ParseError) {
        let block = self.block.get_or_insert_with(|| Block::new(number, 9));
        block.failed.get_or_insert(error);
        self.next_row();
    }

    /// Counts a row of the open block, which ends at nine: a puzzle, or a bad one.
    pub(super) fn next_row(&mut self) {
        let Some(block) = self.block.as_mut() else {
            return;
        };
        block.rows += 1;
        if block.rows < block.side {
            return;
        }
        let mut block = self.block.take().expect("open");
        let line = block.first_line;
        let failed = block.failed.take();
        match failed.or_else(|| self.sixteen_rows_conflict(&block)) {
            Some(error) => self.fail(line, error),
            None => match block.drawn_shape() {
                Some(shape) => self.emit_as(shape, line, &block.digits, None, None),
                None => self.emit(line, &block.digits, None, None),
            },
        }
    }

    /// The conflicting givens of a 16×16 written as 16 lines of 16 cells with nothing drawn
    /// between them, as a file of 4×4 puzzles one a line is: a bad puzzle whose error says
    /// so and names `--grid 4`. Asked for with `--grid 16`, the block is a 16×16 with
    /// conflicting givens as any other.
    fn sixteen_rows_conflict(&self, block: &Block) -> Option<ParseError> {
        let drawn = block.drawn_rows.is_some() || block.drawn_cols.is_some();
        if block.side != 16 || drawn || self.side == Some(16) {
            return None;
        }
        let shape = Shape::of_side(16).expect("a board's side");
        let conflicts = validate_board(shape, &block.digits).err()?;
        let line = block.first_line;
        Some(ParseError::SixteenRows { line, conflicts })
    }

    /// Notes a rule between rows (`----+-----+----`) in the open block: the first one drawn
    /// in ASCII says how many rows its boxes have. Box-drawing grids rule every row (thin
    /// lines between cells, heavy ones between boxes), so they keep their default boxes.
    pub(super) fn rule(&mut self, text: &str) {
        if let Some(block) = self.block.as_mut()
            && block.rows > 0
            && block.drawn_rows.is_none()
            && text.is_ascii()
        {
            block.drawn_rows = Some(block.rows);
        }
    }

    /// Closes the open block, which is short (or failed) if there is one.
    pub(super) fn end_block(&mut self) {
        if let Some(block) = self.block.take() {
            let line = block.first_line;
            let error = block.failed.unwrap_or(ParseError::ShortBlock {
                line,
                rows: block.rows,
                expected: block.side,
            });
            self.fail(line, error);
        }
    }
}

/// The cells before the first `|` inside a row written in ASCII (`2 5 | 1 3 | 6 4` has
/// two), when every `|` inside it falls on a multiple of them: the columns of its boxes.
fn drawn_cols(text: &str, line: usize) -> Option<usize> {
    if !text.is_ascii() {
        return None;
    }
    let count = |upto: usize| scan(&text[..upto], line).map_or(0, |c| c.count);
    let total = count(text.len());
    let mut inside = text
        .match_indices('|')
        .map(|(at, _)| count(at))
        .filter(|&cells| cells > 0 && cells < total);
    let first = inside.next()?;
    inside.all(|cells| cells % first == 0).then_some(first)
}

/// How a row is written: cells in a line of text, or numbers in code.
#[derive(Clone, Copy)]
pub(super) enum Written<'a> {
    /// The line's text.
    Cells(&'a str),
    /// Where each number is written.
    Numbers(&'a [Column]),
}

/// The error of the first digit in `cells` above `side` (a `7` in a 6×6 puzzle or a row
/// of six), positioned where it is written. `counted`: whether `cells` are a whole puzzle
/// on one line, whose count gave its size.
fn too_large(
    written: Written<'_>,
    cells: &[u8],
    side: usize,
    counted: bool,
) -> Option<impl FnOnce(usize) -> ParseError> {
    let k = cells.iter().position(|&d| usize::from(d) > side)?;
    let digit = cells[k];
    let shape = Shape::of_side(side).expect("a board's side");
    Some(move |line| match written {
        // a cell above 9 written from a `1` is a number of two digits in a row of numbers
        Written::Cells(text) => match column_of_cell(text, k) {
            column if digit > 9 && text.chars().nth(column.wrapping_sub(1)) == Some('1') => {
                ParseError::NumberTooLarge {
                    line,
                    column,
                    number: digit,
                    shape,
                }
            }
            column => ParseError::DigitTooLarge {
                line,
                column,
                digit,
                shape,
                counted,
            },
        },
        Written::Numbers(columns) => columns[k].too_large(line, digit, shape),
    })
}
