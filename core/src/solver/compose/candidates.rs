//! What the composed search reads and writes of its board, whatever the board's size: the
//! digits, each empty cell's candidates, each unit's places for a digit. Two boards answer:
//! 9×9's bitboards ([`nine`](super::nine)) and any size's masks ([`masks`](super::masks)).
//!
//! A cell's candidates are the digits none of its units holds, less those a rule removed
//! ([`strike`](Candidates::strike)) and has not given back. The search takes back what it
//! did latest first, so a board never has to find out what a removal or a placement
//! changed: undoing one restores the board as it was before it.

use crate::solver::sets::Set;
use crate::sudoku::{Cell, Shape, Unit, Units};
use std::fmt::Debug;

/// The board as the composed search sees it. Cells are reading-order indices; digits run
/// `1..=side`, and a digit mask has bit `d` for digit `d`; units are indices into the
/// board's [`Units`](crate::sudoku::Units) (rows, columns, boxes, then any others).
pub(crate) trait Candidates: Clone + Debug + PartialEq + Eq {
    /// A set of cells.
    type Set: Set;

    /// The board's shape.
    fn shape(&self) -> Shape;
    /// The largest digit.
    fn side(&self) -> u8;
    /// The cell with index `i`.
    fn cell(&self, i: usize) -> Cell;
    /// The name of unit `u`.
    fn unit(&self, u: usize) -> Unit;
    /// The board's units, as the rules read them.
    fn all_units(&self) -> &Units;
    /// The units of cell `i`: its row, column and box, then any others.
    fn units_of(&self, i: usize) -> &[u8];
    /// The peers of cell `i`: the other cells of its units.
    fn peers(&self, i: usize) -> Self::Set;
    /// The empty cells.
    fn empty(&self) -> Self::Set;
    /// The candidates of the empty cell `i`.
    fn legal(&self, i: usize) -> u32;

    /// Writes digit `d`, a candidate, into the empty cell `i`.
    fn place(&mut self, i: usize, d: u8);
    /// Takes digit `d` out of cell `i`, the latest change to the board.
    fn unplace(&mut self, i: usize, d: u8);
    /// Removes the candidate `d` of the empty cell `i`.
    fn strike(&mut self, i: usize, d: u8);
    /// Gives back the candidate `d` of cell `i`, struck by the latest change to the board.
    fn unstrike(&mut self, i: usize, d: u8);
    /// The candidates struck from cell `i` and not given back: by a rule, or never written
    /// in a pencil-mark puzzle.
    fn struck(&self, i: usize) -> u32;

    /// The empty cells with one candidate, or the first empty cell with none.
    fn naked(&self) -> Result<Self::Set, usize>;
    /// The cells that are digit `d`'s only place in some unit, or the first unit that lacks
    /// `d` and has no place for it.
    fn hidden(&mut self, d: u8) -> Result<Self::Set, usize>;
    /// Whether unit `u` holds digit `d`.
    fn holds(&self, u: usize, d: u8) -> bool;
    /// The empty cells of unit `u` with the candidate `d`.
    fn places(&self, u: usize, d: u8) -> Self::Set;
    /// The fewest candidates of any empty cell (0 for a dead one) and the cells with that
    /// many; the board has an empty cell.
    fn least(&self) -> (u32, Self::Set);
    /// The unit lacking a digit with the fewest places for it, fewer than `m` (at least 1),
    /// the first in the order of units, then digits, on ties.
    fn fewest_places(&self, m: u32) -> Option<(usize, u8)>;
    /// How many of the empty `cells` have the candidate `d`.
    fn holding(&self, cells: Self::Set, d: u8) -> u32;
    /// The first of the empty `cells` with no candidate.
    fn wiped(&self, cells: Self::Set) -> Option<usize>;
}
