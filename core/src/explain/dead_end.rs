//! What leaves a dead end's cell no digit: the digits its units hold, and a killer cage
//! whose sum rules out the digits they leave it (the dead end is the cage's, then).

use crate::sudoku::{Board, Cage, Cell, DigitMask, Unit, Units};

/// A dead end that is a killer cage's: the digits its cell's houses (and the techniques)
/// leave it, each of which would leave the cage unable to reach its sum with distinct
/// digits. Without the cage the cell would have a candidate.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Caged {
    /// The cage.
    pub cage: Cage,
    /// The digits it rules out of the cell, besides those of `blocked` and `eliminated`.
    pub digits: Vec<u8>,
}

impl Caged {
    /// `cage 10 at r1c1 cannot reach its sum`, the words of a dead end that is the cage's.
    pub fn words(&self) -> String {
        format!("{} cannot reach its sum", self.cage)
    }
}

/// The killer cage of the empty `cell` of `board`, when it is the cage that leaves the cell
/// no candidate: some digits that neither `blocked` (by a unit) nor `eliminated` name are
/// left, and the cage's sum rules each of them out.
pub(super) fn caged(
    units: &Units,
    board: &Board,
    cell: Cell,
    blocked: &[(Unit, Vec<u8>)],
    eliminated: &[u8],
) -> Option<Caged> {
    let named = |d: &u8| eliminated.contains(d) || blocked.iter().any(|(_, h)| h.contains(d));
    let shape = units.shape();
    let cage = units.cage_of(shape.index(cell))?;
    let (mut held, mut placed, mut empty) = (0u32, 0i32, 0u32);
    for &c in &cage.cells {
        match board.get(c).filter(|_| c != cell) {
            Some(d) => {
                held |= 1 << d;
                placed += i32::from(d);
            }
            None => empty += 1,
        }
    }
    let free = DigitMask::all(shape.side()).0 & !held;
    let allows = cage.allows(free, empty, placed);
    let digits: Vec<u8> = (1..=shape.side() as u8)
        .filter(|&d| allows & 1 << d == 0 && !named(&d))
        .collect();
    (!digits.is_empty()).then(|| Caged {
        cage: cage.clone(),
        digits,
    })
}

/// Each digit that blocks the empty `cell` of `board`, under the first of its units (row,
/// column, box, then any others) that holds it.
pub(super) fn blocked(units: &Units, board: &Board, cell: Cell) -> Vec<(Unit, Vec<u8>)> {
    let n = units.shape().side() as u8;
    let mut seen = 0u32;
    units
        .of_cell(units.shape().index(cell))
        .iter()
        .filter_map(|&u| {
            let mut here = 0u32;
            for &i in units.cells(usize::from(u)) {
                let other = units.cell(usize::from(i));
                if let Some(d) = board.get(other).filter(|_| other != cell) {
                    here |= 1 << d;
                }
            }
            here &= !seen;
            seen |= here;
            let digits: Vec<u8> = (1..=n).filter(|d| here & 1 << d != 0).collect();
            (!digits.is_empty()).then(|| (units.name(usize::from(u)), digits))
        })
        .collect()
}
