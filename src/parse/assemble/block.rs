//! Blocks of rows: a line of cells that is a whole puzzle, a row of a block (as wide as the
//! block has rows, 4 to 16), or a wrong count; and the block that ends at its last row.

use super::Assembler;
use crate::parse::ParseError;
use crate::parse::line::{Cells, Line, classify, column_of_cell, scan};
use crate::parse::looks::{Ahead, ROW_OR_LINE};
use crate::parse::under_way::Block;
use crate::sudoku::Shape;

impl Assembler {
    /// A line of cells: a whole puzzle, a row, or a wrong count.
    ///
    /// A line of 4, 6, 8, 12 or 16 cells starts a block of as many rows when as many rows
    /// follow it as the block needs; a 16-cell line that does not is a 4×4 puzzle, and a
    /// shorter one is read as a 9-cell row gone wrong is: a bad row, or a bad puzzle alone.
    pub(super) fn cells(&mut self, number: usize, text: &str, cells: Cells<'_>, ahead: Ahead<'_>) {
        let line = number;
        let width = cells.count;
        let opens_block = |this: &mut Self| match &this.block {
            Some(block) => block.side == width,
            None => starts_block(ahead, width),
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
                match too_large(Written::Cells(text), cells.all(), side) {
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
            too_large(written, row, row.len()).map(|error| error(line))
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
        let block = self.block.take().expect("open");
        match block.failed {
            Some(error) => self.fail(block.first_line, error),
            None => match block.drawn_shape() {
                Some(shape) => self.emit_as(shape, block.first_line, &block.digits, None, None),
                None => self.emit(block.first_line, &block.digits, None, None),
            },
        }
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

/// Whether a line of `width` cells outside a block is the first row of one: a 16-cell
/// line when the 15 lines after it hold 16 cells too (else it is a 4×4 puzzle); a shorter
/// line when the next row is as wide (else it is read as a 9-cell row gone wrong is).
/// Separators and comments between rows aside.
fn starts_block(ahead: Ahead<'_>, width: usize) -> bool {
    let mut rows = ahead
        .iter()
        .filter_map(|&(number, text)| match classify(text, number) {
            Ok(Line::Separator | Line::Comment(_)) => None,
            Ok(Line::Cells(cells)) => Some(cells.count),
            _ => Some(0),
        });
    if width == 16 {
        return rows.take(15).filter(|&count| count == 16).count() == 15;
    }
    rows.next() == Some(width)
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
    /// The column of each number.
    Numbers(&'a [usize]),
}

/// The error of the first digit in `cells` above `side` (a `7` in a 6×6 puzzle or a row
/// of six), positioned where it is written.
fn too_large(
    written: Written<'_>,
    cells: &[u8],
    side: usize,
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
            },
        },
        Written::Numbers(columns) => ParseError::NumberTooLarge {
            line,
            column: columns[k],
            number: digit,
            shape,
        },
    })
}
