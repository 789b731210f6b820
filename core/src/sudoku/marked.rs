//! A pencil-mark puzzle (a Sukaku): every cell's candidates written out, and no given. The
//! search starts from the candidates as written, so a cell with one candidate is not a
//! given: the rounds of the rules force it, and a search without them guesses it.

use super::{Board, Shape, candidates};
use std::fmt;

/// A board whose cells' candidates are written out: its digits (none in a puzzle as read,
/// all of them in a solution) and each cell's written candidates.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Marked {
    board: Board,
    marks: Vec<u32>,
}

impl Marked {
    /// The pencil-mark puzzle of `shape` whose cells have the candidates `marks` (N² masks in
    /// reading order, bit `d` for digit `d`), on an empty board.
    ///
    /// # Panics
    ///
    /// When `marks` is not N² masks.
    pub fn new(shape: Shape, marks: Vec<u32>) -> Marked {
        assert_eq!(marks.len(), shape.cells(), "a mask per cell");
        Marked {
            board: Board::empty(shape),
            marks,
        }
    }

    /// The board as it stands (`solution`): its digits, and the candidates `struck` from each
    /// empty cell besides what its units hold (bit `d` for digit `d`).
    pub fn of_board(board: Board, struck: &[u32]) -> Marked {
        let units = crate::sudoku::Units::of(board.shape());
        let marks = candidates(&units, board.digits())
            .into_iter()
            .zip(struck)
            .map(|(marks, &struck)| marks & !struck)
            .collect();
        Marked { board, marks }
    }

    /// The board's size.
    pub fn shape(&self) -> Shape {
        self.board.shape()
    }

    /// The digits on the board.
    pub fn board(&self) -> &Board {
        &self.board
    }

    /// Each cell's candidates, in reading order: as written for an empty cell of the
    /// puzzle, the digit alone for a filled one.
    pub fn marks(&self) -> &[u32] {
        &self.marks
    }

    /// The candidates that are not written in each cell (bit `d` for digit `d`): what the
    /// search strikes before its first step.
    pub fn unwritten(&self) -> Vec<u32> {
        let every = (2u32 << self.shape().side()) - 2;
        self.marks.iter().map(|&m| every & !m).collect()
    }
}

/// The board's digits, as [`Board`] draws them: a solution's grid.
impl fmt::Display for Marked {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.board.fmt(f)
    }
}
