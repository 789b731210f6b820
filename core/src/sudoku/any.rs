//! A board of any size that keeps 9×9's specialised [`NineBoard`]: what a timeline's cursor stands
//! on, so that stepping a 9×9 search costs what it always did.

use super::{Board, Cell, NineBoard, Shape};

/// A board of any [`Shape`]: the 9×9 [`NineBoard`], or a [`Board`] of another size.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum AnyBoard {
    /// A 9×9 board.
    Nine(NineBoard),
    /// A board of another size.
    Other(Box<Board>),
}

impl AnyBoard {
    /// The board of `board`'s digits, specialised when it is 9×9.
    pub fn of(board: &Board) -> AnyBoard {
        match <&[u8; 81]>::try_from(board.digits()) {
            Ok(digits) if board.shape() == Shape::NINE => {
                AnyBoard::Nine(NineBoard::of_legal(digits).expect("a board's digits are legal"))
            }
            _ => AnyBoard::Other(Box::new(board.clone())),
        }
    }

    /// Its shape.
    pub fn shape(&self) -> Shape {
        match self {
            AnyBoard::Nine(_) => Shape::NINE,
            AnyBoard::Other(board) => board.shape(),
        }
    }

    /// The 9×9 grid, when it is one.
    pub fn grid(&self) -> Option<&NineBoard> {
        match self {
            AnyBoard::Nine(grid) => Some(grid),
            AnyBoard::Other(_) => None,
        }
    }

    /// The board of any size (a copy for a 9×9 one).
    pub fn board(&self) -> Board {
        match self {
            AnyBoard::Nine(grid) => {
                Board::of_legal(Shape::NINE, grid.digits()).expect("a grid is legal")
            }
            AnyBoard::Other(board) => (**board).clone(),
        }
    }

    /// The N² digits in reading order, 0 for an empty cell.
    pub fn digits(&self) -> &[u8] {
        match self {
            AnyBoard::Nine(grid) => grid.digits(),
            AnyBoard::Other(board) => board.digits(),
        }
    }

    /// The digit in `cell`, or `None` when it is empty.
    #[inline]
    pub fn get(&self, cell: Cell) -> Option<u8> {
        match self {
            AnyBoard::Nine(grid) => grid.get(cell),
            AnyBoard::Other(board) => board.get(cell),
        }
    }

    /// The digits that may legally go in `cell`, bit `d` for digit `d`.
    #[inline]
    pub fn candidates(&self, cell: Cell) -> u32 {
        match self {
            AnyBoard::Nine(grid) => u32::from(grid.candidates(cell).0),
            AnyBoard::Other(board) => board.candidates(cell).0,
        }
    }

    /// Writes a digit known to be legal into an empty cell.
    #[inline]
    pub fn place(&mut self, cell: Cell, digit: u8) {
        match self {
            AnyBoard::Nine(grid) => grid.place(cell, digit),
            AnyBoard::Other(board) => board.place(cell, digit),
        }
    }

    /// Takes `digit` out of `cell`, which holds it.
    #[inline]
    pub fn remove(&mut self, cell: Cell, digit: u8) {
        match self {
            AnyBoard::Nine(grid) => grid.remove(cell, digit),
            AnyBoard::Other(board) => {
                debug_assert_eq!(board.get(cell), Some(digit));
                board.clear(cell);
            }
        }
    }

    /// Whether every cell holds a digit.
    pub fn is_full(&self) -> bool {
        self.digits().iter().all(|&d| d != 0)
    }

    /// How many cells are empty.
    pub fn empty_count(&self) -> usize {
        self.digits().iter().filter(|&&d| d == 0).count()
    }
}

/// A 9×9 board equals the grid of its digits.
impl PartialEq<NineBoard> for AnyBoard {
    fn eq(&self, grid: &NineBoard) -> bool {
        self.grid() == Some(grid)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn both_kinds_place_and_remove_alike() {
        for shape in [Shape::NINE, Shape::ALL[0], Shape::ALL[8]] {
            let mut board = AnyBoard::of(&Board::empty(shape));
            assert_eq!(board.shape(), shape);
            assert_eq!(board.grid().is_some(), shape == Shape::NINE);
            let cell = Cell::at(1, 2).unwrap();
            let all = (2u32 << shape.side()) - 2;
            assert_eq!(board.candidates(cell), all);
            board.place(cell, 3);
            assert_eq!(board.get(cell), Some(3));
            assert_eq!(board.candidates(Cell::at(1, 0).unwrap()), all & !(1 << 3));
            assert_eq!(board.empty_count(), shape.cells() - 1);
            assert_eq!(board.board().get(cell), Some(3));
            board.remove(cell, 3);
            assert_eq!(board.digits().iter().filter(|&&d| d != 0).count(), 0);
        }
    }
}
