//! The techniques ladder (issue 50): rules that remove candidates, each written once over a
//! board's units ([`Units`]) and its candidates ([`Marks`]), at every size. A rule finds the
//! first pattern, in the ladder's order, that removes at least one candidate, with its
//! removals ([`Found`]); the composed search makes them one `eliminate` step.
//!
//! The order, exactly: the techniques in [`Technique::ALL`]'s order; within one, digits
//! ascending where the technique has one digit, then units (rows, columns, boxes, each from
//! 1, then any other units; a fish's base lines rows before columns), then the cell or digit
//! combinations in lexicographic order, cells in reading order. Wings: pivots in reading
//! order, then pincer pairs in lexicographic order.

mod fish;
mod locked;
mod pattern;
mod subsets;
mod wings;

pub use pattern::{Pattern, Technique};
pub(crate) use pattern::{cell_list, digit_list};

use super::strategy::Inference;
use crate::sudoku::{Cell, MAX_SIDE, MAX_UNITS, Units};

/// The most cells of any board.
pub(crate) const CELLS: usize = MAX_SIDE * MAX_SIDE;

/// A pattern and the candidates it removes: cell indices and digits, cells in reading
/// order, each cell's digits ascending.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Found {
    pub(crate) pattern: Pattern,
    pub(crate) removals: Vec<(usize, u8)>,
}

/// The board as the rules read it: each cell's candidates, the digits each unit holds, and
/// each unit's places for each digit.
pub(crate) struct Marks<'a> {
    units: &'a Units,
    side: usize,
    /// `marks[i]`: the candidates of cell `i`, bit `d` for digit `d`; 0 for a filled cell.
    marks: [u32; CELLS],
    /// `held[u]`: the digits unit `u` holds.
    held: [u32; MAX_UNITS],
    /// `places[u][d]`: bit `k` when the `k`-th cell of unit `u` (in reading order) has the
    /// candidate `d`. For a row, `k` is the column; for a column, the row.
    places: [[u16; MAX_SIDE + 1]; MAX_UNITS],
}

impl<'a> Marks<'a> {
    /// The board of `units` with these candidates (`marks`, 0 for a filled cell) and these
    /// digits held by each unit.
    pub(crate) fn new(units: &'a Units, marks: [u32; CELLS], held: [u32; MAX_UNITS]) -> Self {
        let mut places = [[0u16; MAX_SIDE + 1]; MAX_UNITS];
        for (u, places) in places.iter_mut().enumerate().take(units.len()) {
            for (k, &i) in units.cells(u).iter().enumerate() {
                let mut m = marks[usize::from(i)];
                while m != 0 {
                    places[m.trailing_zeros() as usize] |= 1 << k;
                    m &= m - 1;
                }
            }
        }
        Marks {
            units,
            side: units.shape().side(),
            marks,
            held,
            places,
        }
    }

    /// The candidates of cell `i`.
    fn marks(&self, i: usize) -> u32 {
        self.marks[i]
    }

    /// Every digit of the board, bit `d` for digit `d`.
    fn every(&self) -> u32 {
        (1 << (self.side + 1)) - 2
    }

    /// The digits unit `u` lacks.
    fn lacking(&self, u: usize) -> u32 {
        self.every() & !self.held[u]
    }

    /// Where `d` may go in unit `u`: bit `k` for its `k`-th cell.
    fn places(&self, u: usize, d: u8) -> u32 {
        u32::from(self.places[u][usize::from(d)])
    }

    /// The cells (by index) of unit `u` whose positions `at` has.
    fn cells_at(&self, u: usize, at: u32) -> impl Iterator<Item = usize> + '_ {
        let cells = self.units.cells(u);
        (0..cells.len())
            .filter(move |k| at & 1 << k != 0)
            .map(move |k| usize::from(cells[k]))
    }

    /// The empty cells of unit `u`, in reading order.
    fn empty_of(&self, u: usize) -> impl Iterator<Item = usize> + '_ {
        self.units
            .cells(u)
            .iter()
            .map(|&i| usize::from(i))
            .filter(|&i| self.marks[i] != 0)
    }

    fn cell(&self, i: usize) -> Cell {
        self.units.cell(i)
    }

    fn cells(&self, list: impl IntoIterator<Item = usize>) -> Vec<Cell> {
        list.into_iter().map(|i| self.cell(i)).collect()
    }

    /// The candidates among `digits` (a mask) that the cells `targets` have: what a pattern
    /// that takes those digits from those cells removes.
    fn removals(&self, targets: impl IntoIterator<Item = usize>, digits: u32) -> Vec<(usize, u8)> {
        let mut pairs = Vec::new();
        for i in targets {
            let mut m = self.marks[i] & digits;
            while m != 0 {
                pairs.push((i, m.trailing_zeros() as u8));
                m &= m - 1;
            }
        }
        pairs.sort_unstable();
        pairs
    }
}

/// `pattern` with its `removals`, if it removes anything.
fn found(removals: Vec<(usize, u8)>, pattern: impl FnOnce() -> Pattern) -> Option<Found> {
    (!removals.is_empty()).then(|| Found {
        pattern: pattern(),
        removals,
    })
}

/// The digits of a mask, ascending.
fn digits_of(mask: u32) -> Vec<u8> {
    (1..32u8).filter(|d| mask & 1 << d != 0).collect()
}

/// The first of each `k` (at most 4) of `sets` (masks), in lexicographic order of their
/// indices, whose union has exactly `k` members and for which `each` finds something. A
/// partial union of more than `k` members is not extended: no combination through it
/// qualifies.
fn combinations<T>(
    sets: &[u32],
    k: usize,
    each: &mut dyn FnMut(&[usize], u32) -> Option<T>,
) -> Option<T> {
    /// The combinations that extend the `n` sets `picked` holds, whose union is `union`.
    fn extend<T>(
        sets: &[u32],
        k: usize,
        picked: &mut [usize; 4],
        n: usize,
        union: u32,
        each: &mut dyn FnMut(&[usize], u32) -> Option<T>,
    ) -> Option<T> {
        if n == k {
            return match union.count_ones() as usize == k {
                true => each(&picked[..k], union),
                false => None,
            };
        }
        let from = if n == 0 { 0 } else { picked[n - 1] + 1 };
        // too few sets left to make k
        for i in from..=sets.len() - (k - n) {
            let wider = union | sets[i];
            if wider.count_ones() as usize > k {
                continue;
            }
            picked[n] = i;
            let found = extend(sets, k, picked, n + 1, wider, each);
            if found.is_some() {
                return found;
            }
        }
        None
    }
    if sets.len() < k {
        return None;
    }
    extend(sets, k, &mut [0; 4], 0, 0, each)
}

/// The first pattern of `technique` on the board that removes a candidate.
pub(crate) fn detect(board: &Marks, technique: Technique) -> Option<Found> {
    match technique {
        Technique::Pointing => locked::pointing(board),
        Technique::Claiming => locked::claiming(board),
        Technique::NakedPair | Technique::NakedTriple | Technique::NakedQuad => {
            subsets::naked(board, technique.size())
        }
        Technique::HiddenPair | Technique::HiddenTriple | Technique::HiddenQuad => {
            subsets::hidden(board, technique.size())
        }
        Technique::XWing | Technique::Swordfish | Technique::Jellyfish => {
            fish::fish(board, technique.size())
        }
        Technique::XyWing => wings::xy_wing(board),
        Technique::XyzWing => wings::xyz_wing(board),
    }
}

/// The pattern `inference` applies next on the board (at the fixpoint of its singles): the
/// first of its techniques, in the ladder's order, that removes a candidate.
pub(crate) fn first(board: &Marks, inference: Inference) -> Option<Found> {
    Technique::ALL
        .into_iter()
        .filter(|t| t.rung().rungs() <= inference.rungs())
        .find_map(|t| detect(board, t))
}

#[cfg(test)]
mod props;
#[cfg(test)]
mod tests;
