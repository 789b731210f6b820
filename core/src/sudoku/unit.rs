//! A unit (a house): a group of cells that holds each digit once, named as people name it.
//! Which cells a unit holds, and which units a board has, is data: [`Units`](super::Units).

use std::fmt;

/// A unit's name: its kind and its number from 1, as people say it (`row 3`, `box 5`,
/// `diagonal 1`). A kind of unit is a variant here, its word in [`Unit::kind`], and its
/// cells in the board's [`Units`](super::Units).
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
}

impl Unit {
    /// The kind as a word: `row`, `column`, `box`, `diagonal`.
    pub const fn kind(self) -> &'static str {
        match self {
            Unit::Row(_) => "row",
            Unit::Col(_) => "column",
            Unit::Box(_) => "box",
            Unit::Diagonal(_) => "diagonal",
        }
    }

    /// The number, from 1.
    pub const fn number(self) -> u8 {
        match self {
            Unit::Row(n) | Unit::Col(n) | Unit::Box(n) | Unit::Diagonal(n) => n,
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
        assert_eq!(Unit::Box(12).number(), 12);
    }
}
