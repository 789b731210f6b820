//! Cells of a board, named `r1c1` .. `r9c9` on a 9×9 and up to `r16c16` on a 16×16.

use std::fmt;
use std::str::FromStr;

/// One cell of a board of any size: its row and column, 0..16 each, packed in a byte (the
/// row in the high half). A cell names itself without knowing its board, so an event prints
/// the same way at every size; its reading-order index depends on the board's side, and
/// [`Shape::index`](super::Shape::index) gives it. [`Cell::new`], [`Cell::nine_index`],
/// [`Cell::nine_box`] and [`Cell::all`] are the 9×9 board's, which the specialised engines use.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Cell(u8);

impl Cell {
    /// The cell with 9×9 reading-order `index` (0 = r1c1, 80 = r9c9), or `None` past 80.
    pub const fn new(index: usize) -> Option<Cell> {
        if index < 81 {
            Some(Cell::from_index(index))
        } else {
            None
        }
    }

    /// The cell at zero-based `row` and `col`, or `None` when either is past 15.
    pub const fn at(row: usize, col: usize) -> Option<Cell> {
        if row < 16 && col < 16 {
            Some(Cell((row << 4 | col) as u8))
        } else {
            None
        }
    }

    /// Builds a cell from a 9×9 index known to be below 81 (checked in debug builds).
    #[inline(always)]
    pub(crate) const fn from_index(index: usize) -> Cell {
        debug_assert!(index < 81);
        Cell(OF_INDEX[index])
    }

    /// The packed row and column, for engines that keep cells in byte arrays (a cell made
    /// from them needs no table, as one from an index does).
    #[inline(always)]
    pub(crate) const fn bits(self) -> u8 {
        self.0
    }

    /// The cell of [`bits`](Cell::bits): every byte is a cell of a 16×16 board.
    #[inline(always)]
    pub(crate) const fn from_bits(bits: u8) -> Cell {
        Cell(bits)
    }

    /// Reading-order index on the 9×9 board, 0..=80: the cell must be on it (checked in debug
    /// builds). Every size asks its [`Shape::index`](super::Shape::index).
    #[inline(always)]
    pub const fn nine_index(self) -> usize {
        debug_assert!(
            self.row() < 9 && self.col() < 9,
            "a 9×9 index of a cell off the 9×9 board"
        );
        NINE[self.0 as usize][0] as usize
    }

    /// Zero-based row, 0..=15.
    #[inline(always)]
    pub const fn row(self) -> usize {
        (self.0 >> 4) as usize
    }

    /// Zero-based column, 0..=15.
    #[inline(always)]
    pub const fn col(self) -> usize {
        (self.0 & 0xF) as usize
    }

    /// Zero-based 3×3 box of the 9×9 board, numbered in reading order, 0..=8: the cell must be
    /// on it (checked in debug builds). Every size asks its
    /// [`Shape::box_of`](super::Shape::box_of).
    #[inline(always)]
    pub const fn nine_box(self) -> usize {
        debug_assert!(
            self.row() < 9 && self.col() < 9,
            "a 9×9 box of a cell off the 9×9 board"
        );
        NINE[self.0 as usize][3] as usize
    }

    /// The 9×9 index, row, column and box, from one table entry.
    #[inline(always)]
    pub(crate) const fn nine(self) -> &'static [u8; 4] {
        &NINE[self.0 as usize]
    }

    /// All 81 cells of the 9×9 board in reading order.
    pub fn all() -> impl Iterator<Item = Cell> {
        (0..81).map(Cell::from_index)
    }
}

/// The packed cell of each 9×9 index.
const OF_INDEX: [u8; 81] = {
    let mut t = [0u8; 81];
    let mut i = 0;
    while i < 81 {
        t[i] = ((i / 9) << 4 | (i % 9)) as u8;
        i += 1;
    }
    t
};

/// The 9×9 index, row, column and box of each packed cell, read together by the bit
/// board's innermost loop: one table entry is cheaper than a division or three lookups.
const NINE: [[u8; 4]; 256] = {
    let mut t = [[0u8; 4]; 256];
    let mut i = 0;
    while i < 81 {
        let (row, col) = (i / 9, i % 9);
        t[row << 4 | col] = [
            i as u8,
            row as u8,
            col as u8,
            ((row / 3) * 3 + col / 3) as u8,
        ];
        i += 1;
    }
    t
};

impl fmt::Display for Cell {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "r{}c{}", self.row() + 1, self.col() + 1)
    }
}

/// A cell name that is not of the form `r1c1` .. `r16c16`.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("not a cell name: {0:?} (expected r1c1 .. r9c9, or up to r16c16 on a larger board)")]
pub struct ParseCellError(pub String);

impl FromStr for Cell {
    type Err = ParseCellError;

    fn from_str(s: &str) -> Result<Cell, ParseCellError> {
        let err = || ParseCellError(s.to_string());
        // a number 1..=16 written without a leading zero
        let number = |t: &str| match t.parse::<usize>() {
            Ok(n @ 1..=16) if !t.starts_with(['0', '+']) => Some(n - 1),
            _ => None,
        };
        let lower = s.to_ascii_lowercase();
        let rest = lower.strip_prefix('r').ok_or_else(err)?;
        let (row, col) = rest.split_once('c').ok_or_else(err)?;
        match (number(row), number(col)) {
            (Some(r), Some(c)) => Ok(Cell::at(r, c).expect("below 16")),
            _ => Err(err()),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sudoku::Shape;

    #[test]
    fn names_round_trip() {
        for cell in Cell::all() {
            assert_eq!(cell.to_string().parse::<Cell>(), Ok(cell));
        }
        assert_eq!(Cell::new(0).unwrap().to_string(), "r1c1");
        assert_eq!(Cell::new(80).unwrap().to_string(), "r9c9");
        assert_eq!(Cell::at(3, 6).unwrap().to_string(), "r4c7");
    }

    #[test]
    fn boxes_are_in_reading_order() {
        assert_eq!(Cell::at(0, 0).unwrap().nine_box(), 0);
        assert_eq!(Cell::at(4, 4).unwrap().nine_box(), 4);
        assert_eq!(Cell::at(8, 2).unwrap().nine_box(), 6);
        assert_eq!(Cell::at(2, 8).unwrap().nine_box(), 2);
    }

    #[test]
    fn nine_indices_are_the_9x9_shapes() {
        for cell in Cell::all() {
            assert_eq!(cell.nine_index(), Shape::NINE.index(cell));
        }
        assert_eq!(Cell::at(3, 2).unwrap().nine_index(), 29);
    }

    /// A cell off the 9×9 board has no 9×9 index: asking is a bug, caught in debug builds
    /// (it used to answer 0, as r1c1's).
    #[cfg(debug_assertions)]
    #[test]
    #[should_panic(expected = "a 9×9 index of a cell off the 9×9 board")]
    fn a_cell_off_the_9x9_board_has_no_nine_index() {
        let _ = Cell::at(9, 0).unwrap().nine_index();
    }

    #[cfg(debug_assertions)]
    #[test]
    #[should_panic(expected = "a 9×9 box of a cell off the 9×9 board")]
    fn a_cell_off_the_9x9_board_has_no_nine_box() {
        let _ = Cell::at(0, 12).unwrap().nine_box();
    }

    #[test]
    fn bad_names_are_rejected() {
        for bad in [
            "", "r0c1", "r1c0", "r17c1", "r01c1", "x1c1", "r1c", "r1c1 ", "r+1c1",
        ] {
            assert_eq!(
                bad.parse::<Cell>().unwrap_err().to_string(),
                format!(
                    "not a cell name: {bad:?} (expected r1c1 .. r9c9, or up to r16c16 on a larger board)"
                )
            );
        }
        assert!(Cell::new(81).is_none());
        assert!(Cell::at(16, 0).is_none());
        let far: Cell = "R10c12".parse().unwrap();
        assert_eq!(
            (far.row(), far.col(), far.to_string()),
            (9, 11, "r10c12".into())
        );
    }
}
