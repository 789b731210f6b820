//! Cells of the 9×9 board, named `r1c1` .. `r9c9`.

use std::fmt;
use std::str::FromStr;

/// One of the 81 cells, stored as its reading-order index 0..=80.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Cell(u8);

impl Cell {
    /// The cell with reading-order `index` (0 = r1c1, 80 = r9c9), or `None` past 80.
    pub const fn new(index: usize) -> Option<Cell> {
        if index < 81 {
            Some(Cell(index as u8))
        } else {
            None
        }
    }

    /// The cell at zero-based `row` and `col`, or `None` when either is past 8.
    pub const fn at(row: usize, col: usize) -> Option<Cell> {
        if row < 9 && col < 9 {
            Some(Cell((row * 9 + col) as u8))
        } else {
            None
        }
    }

    /// Builds a cell from an index known to be below 81 (checked in debug builds).
    pub(crate) const fn from_index(index: usize) -> Cell {
        debug_assert!(index < 81);
        Cell(index as u8)
    }

    /// Reading-order index, 0..=80.
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// Zero-based row, 0..=8.
    #[inline(always)]
    pub const fn row(self) -> usize {
        UNITS[self.0 as usize][0] as usize
    }

    /// Zero-based column, 0..=8.
    #[inline(always)]
    pub const fn col(self) -> usize {
        UNITS[self.0 as usize][1] as usize
    }

    /// Zero-based 3×3 box, numbered in reading order, 0..=8.
    #[inline(always)]
    pub const fn box_index(self) -> usize {
        UNITS[self.0 as usize][2] as usize
    }

    /// All 81 cells in reading order.
    pub fn all() -> impl Iterator<Item = Cell> {
        (0..81u8).map(Cell)
    }
}

/// Row, column and box of each cell: table lookups are cheaper than the divisions in the
/// solver's innermost loop.
const UNITS: [[u8; 3]; 81] = {
    let mut t = [[0u8; 3]; 81];
    let mut i = 0;
    while i < 81 {
        t[i] = [
            (i / 9) as u8,
            (i % 9) as u8,
            ((i / 27) * 3 + (i % 9) / 3) as u8,
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

/// A cell name that is not of the form `r1c1` .. `r9c9`.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("not a cell name: {0:?} (expected r1c1 .. r9c9)")]
pub struct ParseCellError(pub String);

impl FromStr for Cell {
    type Err = ParseCellError;

    fn from_str(s: &str) -> Result<Cell, ParseCellError> {
        let err = || ParseCellError(s.to_string());
        let b = s.as_bytes();
        if b.len() != 4 || !b[0].eq_ignore_ascii_case(&b'r') || !b[2].eq_ignore_ascii_case(&b'c') {
            return Err(err());
        }
        let digit = |c: u8| (b'1'..=b'9').contains(&c).then(|| (c - b'1') as usize);
        match (digit(b[1]), digit(b[3])) {
            (Some(r), Some(c)) => Ok(Cell::from_index(r * 9 + c)),
            _ => Err(err()),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

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
        assert_eq!(Cell::at(0, 0).unwrap().box_index(), 0);
        assert_eq!(Cell::at(4, 4).unwrap().box_index(), 4);
        assert_eq!(Cell::at(8, 2).unwrap().box_index(), 6);
        assert_eq!(Cell::at(2, 8).unwrap().box_index(), 2);
    }

    #[test]
    fn bad_names_are_rejected() {
        for bad in ["", "r0c1", "r1c0", "r10c1", "x1c1", "r1c", "r1c1 "] {
            assert_eq!(
                bad.parse::<Cell>().unwrap_err().to_string(),
                format!("not a cell name: {bad:?} (expected r1c1 .. r9c9)")
            );
        }
        assert!(Cell::new(81).is_none());
        assert!(Cell::at(9, 0).is_none());
    }
}
