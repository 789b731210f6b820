//! Sets of cells as the engines keep them: a `u128` on the 9×9 board (bit `i` for the cell
//! with index `i`), a [`CellSet`] of up to 256 cells on any board, read through one trait so
//! that a search is written once for both.

use crate::sudoku::CellSet;
use std::fmt::Debug;

/// A set of cells by reading-order index.
pub(crate) trait Set: Copy + Debug + Eq {
    /// No cell.
    const NONE: Self;
    fn insert(&mut self, i: usize);
    fn remove(&mut self, i: usize);
    fn contains(self, i: usize) -> bool;
    fn is_empty(self) -> bool;
    /// The lowest index in the set.
    fn first(self) -> Option<usize>;
    /// Takes the lowest index out of the set.
    fn pop(&mut self) -> Option<usize>;
    fn and(self, other: Self) -> Self;
    fn len(self) -> u32;
    /// The cell `i` alone.
    #[inline(always)]
    fn single(i: usize) -> Self {
        let mut set = Self::NONE;
        set.insert(i);
        set
    }
}

impl Set for u128 {
    const NONE: u128 = 0;

    #[inline(always)]
    fn insert(&mut self, i: usize) {
        *self |= 1 << i;
    }

    #[inline(always)]
    fn remove(&mut self, i: usize) {
        *self &= !(1 << i);
    }

    #[inline(always)]
    fn contains(self, i: usize) -> bool {
        self >> i & 1 != 0
    }

    #[inline(always)]
    fn is_empty(self) -> bool {
        self == 0
    }

    #[inline(always)]
    fn first(self) -> Option<usize> {
        (self != 0).then(|| self.trailing_zeros() as usize)
    }

    #[inline(always)]
    fn pop(&mut self) -> Option<usize> {
        let i = self.first()?;
        *self &= *self - 1;
        Some(i)
    }

    #[inline(always)]
    fn and(self, other: u128) -> u128 {
        self & other
    }

    #[inline(always)]
    fn len(self) -> u32 {
        self.count_ones()
    }
}

impl Set for CellSet {
    const NONE: CellSet = CellSet::NONE;

    #[inline(always)]
    fn insert(&mut self, i: usize) {
        CellSet::insert(self, i);
    }

    #[inline(always)]
    fn remove(&mut self, i: usize) {
        CellSet::remove(self, i);
    }

    #[inline(always)]
    fn contains(self, i: usize) -> bool {
        CellSet::contains(self, i)
    }

    #[inline(always)]
    fn is_empty(self) -> bool {
        CellSet::is_empty(self)
    }

    #[inline(always)]
    fn first(self) -> Option<usize> {
        CellSet::first(self)
    }

    #[inline(always)]
    fn pop(&mut self) -> Option<usize> {
        CellSet::pop(self)
    }

    #[inline(always)]
    fn and(self, other: CellSet) -> CellSet {
        CellSet::and(self, other)
    }

    #[inline(always)]
    fn len(self) -> u32 {
        CellSet::len(self)
    }
}

/// The indices of a set, lowest first.
pub(crate) fn members<S: Set>(mut set: S) -> impl Iterator<Item = usize> {
    std::iter::from_fn(move || set.pop())
}

/// The set bits of `mask`, lowest first.
#[inline(always)]
pub(crate) fn bits(mask: u128) -> impl Iterator<Item = usize> {
    members(mask)
}
