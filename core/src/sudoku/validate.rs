//! Checking givens before a search: two equal digits in a row, column or box.

use super::{Board, Cell, Digit, NineBoard, Shape, Unit, Units};
use std::fmt;

/// Two givens with the same digit in one unit.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Conflict {
    /// The earlier cell in reading order.
    pub first: Cell,
    /// The later cell.
    pub second: Cell,
    /// The digit both hold.
    pub digit: u8,
    /// The first unit they share, in the board's order (row before column before box).
    pub unit: Unit,
}

impl fmt::Display for Conflict {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{} and {} both hold {} ({})",
            self.first,
            self.second,
            Digit(self.digit),
            self.unit
        )
    }
}

/// Givens that cannot be searched because some of them conflict.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub struct ConflictError {
    /// Every conflicting pair, in reading order of the pairs' cells.
    pub conflicts: Vec<Conflict>,
}

impl fmt::Display for ConflictError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let first = &self.conflicts[0];
        write!(f, "conflicting givens: {first}")?;
        if self.conflicts.len() > 1 {
            write!(f, " (and {} more)", self.conflicts.len() - 1)?;
        }
        Ok(())
    }
}

impl ConflictError {
    /// Every cell that takes part in some conflict.
    pub fn cells(&self) -> impl Iterator<Item = Cell> + '_ {
        self.conflicts.iter().flat_map(|c| [c.first, c.second])
    }
}

/// Every pair of equal digits sharing a unit. Digits outside 1..=9 count as empty.
pub fn conflicts(digits: &[u8; 81]) -> Vec<Conflict> {
    conflicts_in(Shape::NINE, digits)
}

/// Every pair of equal digits sharing a unit of a board of `shape` (`digits` holds its N²
/// cells in reading order). Digits outside 1..=N count as empty.
pub fn conflicts_in(shape: Shape, digits: &[u8]) -> Vec<Conflict> {
    conflicts_on(&Units::of(shape), digits)
}

/// Every pair of equal digits sharing one of `units` (`digits` holds the board's cells in
/// reading order), each with the first unit they share. Digits outside 1..=N count as empty.
pub fn conflicts_on(units: &Units, digits: &[u8]) -> Vec<Conflict> {
    let (side, cells) = (units.shape().side() as u8, units.shape().cells());
    let digits = &digits[..cells];
    let mut found = Vec::new();
    for (i, &d) in digits.iter().enumerate() {
        if !(1..=side).contains(&d) {
            continue;
        }
        for j in (i + 1..digits.len()).filter(|&j| digits[j] == d) {
            if let Some(unit) = units.shared(i, j) {
                found.push(Conflict {
                    first: units.cell(i),
                    second: units.cell(j),
                    digit: d,
                    unit,
                });
            }
        }
    }
    found
}

/// Builds the grid of `digits` (0 = empty), or reports every conflicting pair of givens.
pub fn validate(digits: &[u8; 81]) -> Result<NineBoard, ConflictError> {
    // only when two givens clash is the slow search for every pair worth its time
    NineBoard::of_legal(digits).ok_or_else(|| ConflictError {
        conflicts: conflicts(digits),
    })
}

/// Builds the board of `shape` holding `digits` (its N² cells in reading order, 0 = empty),
/// or reports every conflicting pair of givens.
pub fn validate_board(shape: Shape, digits: &[u8]) -> Result<Board, ConflictError> {
    Board::of_legal(shape, digits).ok_or_else(|| ConflictError {
        conflicts: conflicts_in(shape, digits),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn validate_fails_exactly_when_there_are_conflicts() {
        // sparse random grids, some with conflicts and some without
        let mut state = 0x9E37_79B9_7F4A_7C15u64;
        let mut next = || {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            state
        };
        let (mut clean, mut clashing) = (0, 0);
        for _ in 0..2000 {
            let mut digits = [0u8; 81];
            for _ in 0..(next() % 30) {
                digits[(next() % 81) as usize] = (next() % 9 + 1) as u8;
            }
            let found = conflicts(&digits);
            match validate(&digits) {
                Ok(grid) => {
                    assert!(found.is_empty());
                    // the same grid, units and all, as placing the givens one by one
                    let mut placed = NineBoard::EMPTY;
                    for cell in Cell::all().filter(|c| digits[c.nine_index()] != 0) {
                        placed.place(cell, digits[cell.nine_index()]);
                    }
                    assert_eq!(grid, placed);
                    clean += 1;
                }
                Err(err) => {
                    assert_eq!(err.conflicts, found);
                    clashing += 1;
                }
            }
        }
        assert!(clean > 100 && clashing > 100, "{clean} {clashing}");
    }

    #[test]
    fn names_the_pair_and_the_unit() {
        let mut digits = [0u8; 81];
        digits[0] = 5;
        digits[8] = 5;
        let err = validate(&digits).unwrap_err();
        assert_eq!(err.conflicts.len(), 1);
        assert_eq!(
            err.conflicts[0].to_string(),
            "r1c1 and r1c9 both hold 5 (row 1)"
        );
        assert_eq!(
            err.to_string(),
            "conflicting givens: r1c1 and r1c9 both hold 5 (row 1)"
        );
    }

    #[test]
    fn columns_and_boxes() {
        let mut digits = [0u8; 81];
        digits[0] = 3;
        digits[72] = 3; // r9c1
        digits[10] = 7; // r2c2
        digits[20] = 7; // r3c3
        let found = conflicts(&digits);
        let text: Vec<String> = found.iter().map(|c| c.to_string()).collect();
        assert_eq!(
            text,
            vec![
                "r1c1 and r9c1 both hold 3 (column 1)",
                "r2c2 and r3c3 both hold 7 (box 1)"
            ]
        );
    }

    #[test]
    fn valid_givens_build_a_grid() {
        let mut digits = [0u8; 81];
        digits[0] = 1;
        digits[40] = 1;
        let grid = validate(&digits).unwrap();
        assert_eq!(grid.empty_count(), 79);
        assert_eq!(grid.get(Cell::new(40).unwrap()), Some(1));
    }
}
