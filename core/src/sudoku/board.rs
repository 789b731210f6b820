//! A board of any size from 4×4 to 16×16: the digits and the digits each row, column and
//! box holds, as masks. The 9×9 [`NineBoard`](super::NineBoard) is its specialised twin.

use super::{Cell, MAX_SIDE, Shape};

/// A board of any [`Shape`]: digits per cell and a used-digit mask (bit `d` for digit `d`)
/// per row, column and box, so that a legality check is three loads, as on the 9×9 grid.
#[derive(Clone, PartialEq, Eq, Hash)]
pub struct Board {
    shape: Shape,
    digits: [u8; MAX_SIDE * MAX_SIDE],
    rows: [u32; MAX_SIDE],
    cols: [u32; MAX_SIDE],
    boxes: [u32; MAX_SIDE],
}

impl Board {
    /// The blank board of `shape`.
    pub fn empty(shape: Shape) -> Board {
        Board {
            shape,
            digits: [0; MAX_SIDE * MAX_SIDE],
            rows: [0; MAX_SIDE],
            cols: [0; MAX_SIDE],
            boxes: [0; MAX_SIDE],
        }
    }

    /// The board of `digits` (N² of them in reading order, 0 for an empty cell), or `None`
    /// when two equal digits share a unit or a digit is above the side.
    pub fn of_legal(shape: Shape, digits: &[u8]) -> Option<Board> {
        debug_assert_eq!(digits.len(), shape.cells());
        let mut board = Board::empty(shape);
        for (i, &d) in digits.iter().enumerate() {
            if d == 0 {
                continue;
            }
            let cell = shape.cell(i);
            if usize::from(d) > shape.side() || !board.candidates(cell).contains(d) {
                return None;
            }
            board.place(cell, d);
        }
        Some(board)
    }

    /// The board holding `digits` (N² of them in reading order, 0 for an empty cell, none
    /// above the side) as they are, unchecked: a jigsaw's givens or solution, whose regions
    /// are not the boxes this board's masks follow (so [`candidates`](Self::candidates)
    /// means nothing on it).
    pub fn of_digits(shape: Shape, digits: &[u8]) -> Board {
        debug_assert_eq!(digits.len(), shape.cells());
        let mut board = Board::empty(shape);
        for (i, &d) in digits.iter().enumerate().filter(|(_, d)| **d != 0) {
            board.put(shape.cell(i), d);
        }
        board
    }

    /// The board's shape.
    pub fn shape(&self) -> Shape {
        self.shape
    }

    /// The digit in `cell`, or `None` when it is empty.
    #[inline]
    pub fn get(&self, cell: Cell) -> Option<u8> {
        match self.digits[self.shape.index(cell)] {
            0 => None,
            d => Some(d),
        }
    }

    /// The N² digits in reading order, 0 for an empty cell.
    pub fn digits(&self) -> &[u8] {
        &self.digits[..self.shape.cells()]
    }

    /// The digits that may legally go in `cell` (ignoring what is in the cell itself).
    #[inline]
    pub fn candidates(&self, cell: Cell) -> DigitMask {
        let square = self.shape.box_of(cell.row(), cell.col());
        let used = self.rows[cell.row()] | self.cols[cell.col()] | self.boxes[square];
        DigitMask(!used & DigitMask::all(self.shape.side()).0)
    }

    /// Writes a digit known to be legal into an empty cell.
    pub fn place(&mut self, cell: Cell, digit: u8) {
        debug_assert!(self.get(cell).is_none(), "{cell} is not empty");
        debug_assert!(self.candidates(cell).contains(digit), "{digit} not legal");
        self.put(cell, digit);
    }

    /// Writes `digit` into the empty `cell`, legal or not: a jigsaw's digit, which need not
    /// keep to the shape's boxes (the masks take it in all the same).
    pub fn put(&mut self, cell: Cell, digit: u8) {
        let bit = 1u32 << digit;
        self.digits[self.shape.index(cell)] = digit;
        self.rows[cell.row()] |= bit;
        self.cols[cell.col()] |= bit;
        self.boxes[self.shape.box_of(cell.row(), cell.col())] |= bit;
    }

    /// Empties `cell`, returning the digit it held.
    pub fn clear(&mut self, cell: Cell) -> Option<u8> {
        let digit = self.get(cell)?;
        let keep = !(1u32 << digit);
        self.digits[self.shape.index(cell)] = 0;
        self.rows[cell.row()] &= keep;
        self.cols[cell.col()] &= keep;
        self.boxes[self.shape.box_of(cell.row(), cell.col())] &= keep;
        Some(digit)
    }

    /// The empty cells in reading order.
    pub fn empty_cells(&self) -> impl Iterator<Item = Cell> + '_ {
        self.shape.all_cells().filter(|&c| self.get(c).is_none())
    }

    /// Whether every cell holds a digit.
    pub fn is_full(&self) -> bool {
        self.digits().iter().all(|&d| d != 0)
    }
}

/// `Board(6x6 2x3: 12..5.…)`: the side, the box and the digits in reading order, `.` for
/// empty.
impl std::fmt::Debug for Board {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let line: String = self
            .digits()
            .iter()
            .map(|&d| if d == 0 { '.' } else { super::digit_char(d) })
            .collect();
        let n = self.shape.side();
        let boxed = super::BoxShape(self.shape);
        write!(f, "Board({n}x{n} {boxed}: {line})")
    }
}

/// A set of digits 1..=16 as a bitmask (bit `d` set means digit `d` is in the set): the
/// any-size twin of [`DigitSet`](super::DigitSet), in the same layout.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct DigitMask(pub u32);

impl DigitMask {
    /// Every digit of a board with side `side`.
    pub const fn all(side: usize) -> DigitMask {
        DigitMask(((1u32 << side) - 1) << 1)
    }

    /// How many digits the set holds.
    pub const fn len(self) -> u32 {
        self.0.count_ones()
    }

    /// Whether the set holds no digit.
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// Whether `digit` is in the set.
    pub const fn contains(self, digit: u8) -> bool {
        digit < 32 && self.0 & (1 << digit) != 0
    }

    /// The digits in increasing order.
    pub fn iter(self) -> impl Iterator<Item = u8> {
        (1..=MAX_SIDE as u8).filter(move |&d| self.contains(d))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sudoku::NineBoard;

    /// Counts the solutions of `board`, trying the first empty cell's digits in turn.
    fn count(board: &mut Board) -> u64 {
        let Some(cell) = board.empty_cells().next() else {
            return 1;
        };
        let mut total = 0;
        for d in board.candidates(cell).iter() {
            board.place(cell, d);
            total += count(board);
            board.clear(cell);
        }
        total
    }

    #[test]
    fn a_blank_4x4_has_288_solutions() {
        // the published count of 4x4 Sudoku grids
        let four = Shape::of_side(4).unwrap();
        assert_eq!(count(&mut Board::empty(four)), 288);
    }

    #[test]
    fn boards_agree_with_the_9x9_grid() {
        let line =
            "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";
        let digits: Vec<u8> = line.bytes().map(|b| b.saturating_sub(b'0') % 48).collect();
        let nine: [u8; 81] = digits.clone().try_into().unwrap();
        let grid = crate::sudoku::validate(&nine).unwrap();
        let board = Board::of_legal(Shape::NINE, &digits).unwrap();
        for cell in Cell::all() {
            assert_eq!(board.candidates(cell).0, u32::from(grid.candidates(cell).0));
            assert_eq!(board.get(cell), grid.get(cell));
        }
        assert_eq!(board.digits(), NineBoard::digits(&grid));
        // a second 4 in row 1 is refused, as is a digit above the side
        let mut bad = digits.clone();
        bad[1] = 4;
        assert!(Board::of_legal(Shape::NINE, &bad).is_none());
        let mut six = vec![0; 36];
        six[0] = 7;
        assert!(Board::of_legal(Shape::of_side(6).unwrap(), &six).is_none());
    }
}
