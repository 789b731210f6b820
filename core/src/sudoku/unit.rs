//! Rows, columns and boxes ("units", or houses): the groups of nine cells that must each hold
//! every digit once.

use super::{Cell, DigitSet, Grid};
use std::fmt;

/// A row, column or box, numbered from 1 as people do.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Unit {
    /// Row 1..=9.
    Row(u8),
    /// Column 1..=9.
    Col(u8),
    /// Box 1..=9 in reading order.
    Box(u8),
}

impl Unit {
    /// The 27 units in the order searches scan them: rows, then columns, then boxes.
    pub fn all() -> impl Iterator<Item = Unit> {
        (0..27).map(Unit::from_index)
    }

    /// The unit numbered `index` in [`Unit::all`]'s order (0..27); indexes past 26 wrap.
    pub const fn from_index(index: usize) -> Unit {
        Unit::nth(index % 27, 9)
    }

    /// The unit numbered `index` of a board with side `side`: its rows, then its columns,
    /// then its boxes (0..3N).
    pub const fn nth(index: usize, side: usize) -> Unit {
        let n = (index % side) as u8 + 1;
        match index / side {
            0 => Unit::Row(n),
            1 => Unit::Col(n),
            _ => Unit::Box(n),
        }
    }

    /// The position in [`Unit::all`]'s order, 0..27.
    pub const fn index(self) -> usize {
        match self {
            Unit::Row(n) => n as usize - 1,
            Unit::Col(n) => 9 + n as usize - 1,
            Unit::Box(n) => 18 + n as usize - 1,
        }
    }

    /// The row, column and box of `cell`.
    pub const fn of(cell: Cell) -> [Unit; 3] {
        [
            Unit::Row(cell.row() as u8 + 1),
            Unit::Col(cell.col() as u8 + 1),
            Unit::Box(cell.box_index() as u8 + 1),
        ]
    }

    /// The nine cells of the unit, in reading order.
    pub fn cells(self) -> impl Iterator<Item = Cell> {
        UNIT_CELLS[self.index()]
            .into_iter()
            .map(|i| Cell::from_index(i as usize))
    }

    /// The digits the unit holds on `grid`.
    pub fn digits(self, grid: &Grid) -> DigitSet {
        grid.unit_digits(self.index())
    }
}

impl fmt::Display for Unit {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Unit::Row(n) => write!(f, "row {n}"),
            Unit::Col(n) => write!(f, "column {n}"),
            Unit::Box(n) => write!(f, "box {n}"),
        }
    }
}

/// The cells of each unit by [`Unit::index`], in reading order: the propagation scan walks
/// these lists instead of recomputing them.
pub(crate) const UNIT_CELLS: [[u8; 9]; 27] = {
    let mut t = [[0u8; 9]; 27];
    let mut u = 0;
    while u < 9 {
        let mut k = 0;
        while k < 9 {
            t[u][k] = (u * 9 + k) as u8;
            t[9 + u][k] = (k * 9 + u) as u8;
            t[18 + u][k] = ((u / 3) * 27 + (u % 3) * 3 + (k / 3) * 9 + k % 3) as u8;
            k += 1;
        }
        u += 1;
    }
    t
};

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn indexes_round_trip_and_name_units() {
        for (i, unit) in Unit::all().enumerate() {
            assert_eq!(unit.index(), i);
            assert_eq!(Unit::from_index(i), unit);
        }
        assert_eq!(Unit::from_index(0).to_string(), "row 1");
        assert_eq!(Unit::from_index(13).to_string(), "column 5");
        assert_eq!(Unit::from_index(26).to_string(), "box 9");
    }

    #[test]
    fn every_cell_is_in_its_three_units() {
        for cell in Cell::all() {
            for unit in Unit::of(cell) {
                assert!(unit.cells().any(|c| c == cell), "{cell} in {unit}");
            }
            let holding: Vec<Unit> = Unit::all()
                .filter(|u| u.cells().any(|c| c == cell))
                .collect();
            assert_eq!(holding, Unit::of(cell));
        }
    }

    #[test]
    fn unit_digits_follow_the_grid() {
        let mut grid = Grid::EMPTY;
        let r2c5 = Cell::at(1, 4).unwrap();
        grid.place(r2c5, 7);
        for unit in Unit::all() {
            let holds = unit.cells().any(|c| c == r2c5);
            assert_eq!(unit.digits(&grid).contains(7), holds, "{unit}");
        }
    }
}
