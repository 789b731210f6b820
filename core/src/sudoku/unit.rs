//! A unit (a house): a group of cells that holds each digit once, named as people name it.
//! Which cells a unit holds, and which units a board has, is data: [`Units`](super::Units).

use std::fmt;

/// A unit's name: its kind and its number from 1, as people say it (`row 3`, `box 5`,
/// `diagonal 1`). A kind of unit is a variant here, its word in [`Unit::kind`], whether it
/// is a region in [`Unit::is_region`], and its cells in the board's [`Units`](super::Units).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Unit {
    /// Row 1..=N.
    Row(u8),
    /// Column 1..=N.
    Col(u8),
    /// Box 1..=N in reading order.
    Box(u8),
    /// A diagonal: 1 the main one (r1c1 to rNcN), 2 the anti-diagonal (r1cN to rNc1).
    Diagonal(u8),
    /// An irregular region 1..=N, in place of the boxes (a jigsaw's).
    Region(u8),
    /// An extra house of N cells, numbered from 1 in the order given (a windoku's four,
    /// or any other a puzzle names).
    Extra(u8),
}

impl Unit {
    /// The kind as words: `row`, `column`, `box`, `diagonal`, `region`, `extra house`.
    pub const fn kind(self) -> &'static str {
        match self {
            Unit::Row(_) => "row",
            Unit::Col(_) => "column",
            Unit::Box(_) => "box",
            Unit::Diagonal(_) => "diagonal",
            Unit::Region(_) => "region",
            Unit::Extra(_) => "extra house",
        }
    }

    /// Whether the kind is a region: the units that tile the board, which a drawing shows
    /// by heavy borders between them (boxes, a jigsaw's regions). Other units show by their
    /// cells: rows and columns by the grid itself, the rest (diagonals) by a mark.
    pub const fn is_region(self) -> bool {
        matches!(self, Unit::Box(_) | Unit::Region(_))
    }

    /// The number, from 1.
    pub const fn number(self) -> u8 {
        match self {
            Unit::Row(n)
            | Unit::Col(n)
            | Unit::Box(n)
            | Unit::Diagonal(n)
            | Unit::Region(n)
            | Unit::Extra(n) => n,
        }
    }
}

impl fmt::Display for Unit {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} {}", self.kind(), self.number())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn units_are_named_by_kind_and_number() {
        assert_eq!(Unit::Row(1).to_string(), "row 1");
        assert_eq!(Unit::Col(5).to_string(), "column 5");
        assert_eq!(Unit::Box(9).to_string(), "box 9");
        assert_eq!(Unit::Diagonal(2).to_string(), "diagonal 2");
        assert_eq!(Unit::Region(4).to_string(), "region 4");
        assert_eq!(Unit::Extra(3).to_string(), "extra house 3");
        assert_eq!(Unit::Box(12).number(), 12);
        let regions = [Unit::Box(1), Unit::Region(1)];
        let others = [Unit::Row(1), Unit::Col(1), Unit::Diagonal(1)];
        assert!(regions.iter().all(|u| u.is_region()));
        assert!(!others.iter().any(|u| u.is_region()));
    }
}
