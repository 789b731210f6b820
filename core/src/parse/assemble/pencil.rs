//! Pencil-mark puzzles among the lines: a Sukaku line is a puzzle of its own, and nine rows
//! of a candidate grid (rules and comments between them) make one.

use super::Assembler;
use crate::parse::sukaku::{PencilRow, SukakuLine};
use crate::parse::{ParseError, Puzzle};
use crate::sudoku::{Cell, Shape};

/// A candidate grid read so far.
pub(in crate::parse) struct PencilGrid {
    /// The line of its first row.
    first_line: usize,
    /// The candidates of its rows so far, in reading order.
    marks: Vec<u32>,
    /// Why it cannot be a puzzle, once a row has failed.
    failed: Option<ParseError>,
}

impl Assembler {
    /// A Sukaku line: a pencil-mark puzzle of its own.
    pub(super) fn sukaku(&mut self, number: usize, read: SukakuLine<'_>) {
        self.end_block();
        let label = read.label.map(str::to_owned);
        self.emit_marked(number, read.marks, label);
    }

    /// A row of a candidate grid: the grid's ninth ends it, a puzzle or a bad one.
    pub(super) fn pencil_row(&mut self, number: usize, row: PencilRow) {
        self.end_block();
        let grid = self.pencil.get_or_insert_with(|| PencilGrid {
            first_line: number,
            marks: Vec::with_capacity(81),
            failed: None,
        });
        let r = grid.marks.len() / 9;
        let empty = row.marks.iter().position(|&m| m == 0);
        let error = row.misplaced.or_else(|| {
            empty.map(|c| ParseError::NoCandidate {
                line: number,
                column: row.columns[c],
                cell: Cell::at(r, c).expect("a cell of a 9x9"),
            })
        });
        grid.failed = grid.failed.take().or(error);
        grid.marks.extend_from_slice(&row.marks);
        if grid.marks.len() == 81 {
            self.end_pencil();
        }
    }

    /// Whether a candidate grid is under way.
    pub(super) fn in_pencil_grid(&self) -> bool {
        self.pencil.is_some()
    }

    /// Ends the candidate grid under way: a puzzle with its nine rows and no bad one, else
    /// a bad one named by its first line.
    pub(super) fn end_pencil(&mut self) {
        let Some(grid) = self.pencil.take() else {
            return;
        };
        let line = grid.first_line;
        let rows = grid.marks.len() / 9;
        match grid.failed {
            Some(error) => self.fail(line, error),
            None if rows < 9 => self.fail(line, ParseError::PencilRows { line, rows }),
            None => self.emit_marked(line, grid.marks, None),
        }
    }

    /// Adds the pencil-mark puzzle of `marks` that starts at `line`.
    fn emit_marked(&mut self, line: usize, marks: Vec<u32>, label: Option<String>) {
        self.orphans = 0;
        let (index, line, label) = self.place(line, label);
        self.entries.push(Ok(Puzzle {
            label,
            ..Puzzle::marked(Shape::NINE, marks, index, line)
        }));
    }
}
