//! A board of any size and any units as masks: the digit of each cell, and per unit the
//! digits it holds (bit `d` for digit `d`), so that a cell's candidates are a few loads, as
//! on the 9×9 grid; the units and peers come from the board's [`Units`]. A killer's cages
//! prune too: per cage the candidates its sum leaves its empty cells, kept up to date as
//! digits come and go in it.

use super::candidates::Candidates;
use crate::sudoku::{
    Board, Cell, CellSet, DigitMask, MAX_SIDE, MAX_UNITS, NO_CAGE, Shape, Unit, Units, cage_digits,
};
use std::sync::Arc;

/// The most cells of any board.
const CELLS: usize = MAX_SIDE * MAX_SIDE;

/// The most units, as a mask of unit indices: indexing with `u & SPAN` needs no bounds
/// check.
const SPAN: usize = MAX_UNITS - 1;

/// A board of any size: digits, unit masks and the candidates a rule struck.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Masks {
    units: Arc<Units>,
    /// `three[i]`: the row, column and box of cell `i`, and `extra` whether the board has
    /// other units: what the hot paths read kept here, not behind the shared units.
    three: [[u8; 3]; CELLS],
    extra: bool,
    /// Every digit of the size, bit `d` for digit `d`.
    all: u32,
    /// The digit of each cell by index, 0 when empty.
    digits: [u8; CELLS],
    /// `used[u]`: the digits unit `u` holds.
    used: [u32; MAX_UNITS],
    empty: CellSet,
    /// `struck[i]`: the candidates struck from cell `i`.
    struck: [u32; CELLS],
    /// Per unit, the digits that are candidates of at least one of its empty cells (`once`)
    /// and of at least two (`twice`), for the board as it was when `counted` was set: a
    /// hidden pass reads a digit's places from them, so a pass over N digits that forces
    /// nothing counts each unit's cells once instead of N times (a 16x16's rounds were 16
    /// times slower).
    once: [u32; MAX_UNITS],
    twice: [u32; MAX_UNITS],
    counted: bool,
    /// Whether the board has cages, and each cell's ([`NO_CAGE`] for none).
    caged: bool,
    cage_of: [u16; CELLS],
    /// Per cage (at most one a cell): the digits placed in it, the sum they leave to make,
    /// its empty cells, and the digits of `all` in some set of that many distinct digits,
    /// none placed in it, adding up to what is left ([`sum_digits`]): what it allows its
    /// empty cells. All four follow from the digits placed, so undoing a placement
    /// restores them exactly.
    cage_held: [u32; CELLS],
    cage_left: [i32; CELLS],
    cage_empty: [u32; CELLS],
    cage_allows: [u32; CELLS],
    /// The cages without a sum, whose digits are only distinct ([`cage_digits`]).
    unsummed: CellSet,
}

impl Masks {
    /// The board of `givens` (its cells in reading order, 0 for an empty one) on `units`.
    pub(crate) fn new(units: Arc<Units>, givens: &[u8]) -> Masks {
        let shape = units.shape();
        let mut three = [[0; 3]; CELLS];
        for (i, units_of) in three.iter_mut().enumerate().take(shape.cells()) {
            *units_of = units.three(i);
        }
        let mut board = Masks {
            all: DigitMask::all(shape.side()).0,
            three,
            extra: units.has_extra(),
            units,
            digits: [0; CELLS],
            used: [0; MAX_UNITS],
            empty: CellSet::below(shape.cells()),
            struck: [0; CELLS],
            once: [0; MAX_UNITS],
            twice: [0; MAX_UNITS],
            counted: false,
            caged: false,
            cage_of: [NO_CAGE; CELLS],
            cage_held: [0; CELLS],
            cage_left: [0; CELLS],
            cage_empty: [0; CELLS],
            cage_allows: [0; CELLS],
            unsummed: CellSet::NONE,
        };
        let all = board.all;
        for (k, cage) in board.units.clone().cages().iter().enumerate() {
            board.caged = true;
            for &cell in &cage.cells {
                board.cage_of[shape.index(cell)] = k as u16;
            }
            board.cage_left[k] = cage.sum.unwrap_or(0) as i32;
            board.cage_empty[k] = cage.cells.len() as u32;
            board.cage_allows[k] = cage.allows(all, cage.cells.len() as u32, 0);
            if cage.sum.is_none() {
                board.unsummed.insert(k);
            }
        }
        for (i, &d) in givens.iter().enumerate().filter(|(_, d)| **d != 0) {
            board.place(i, d);
        }
        board
    }

    /// Strikes the candidates of `struck` (by cell index, bit `d` for digit `d`) from the
    /// empty cells.
    pub(crate) fn strike_all(&mut self, struck: &[u32]) {
        for (i, &digits) in struck.iter().enumerate() {
            if self.empty.contains(i) {
                self.struck[i] |= digits & self.all;
            }
        }
        self.counted = false;
    }

    /// The board's units.
    pub(crate) fn units(&self) -> &Arc<Units> {
        &self.units
    }

    /// The board now.
    pub(crate) fn to_board(&self) -> Board {
        // unchecked: on a jigsaw the digits need not keep to the shape's boxes
        let shape = self.shape();
        Board::of_digits(shape, &self.digits[..shape.cells()])
    }

    /// Digit `d` placed in (`into`) or taken out of the cell with index `i`, in its cage's
    /// counts, and what the cage allows its empty cells worked out anew.
    #[inline]
    fn cage_moves(&mut self, i: usize, d: u8, into: bool) {
        let k = self.cage_of[i];
        if k == NO_CAGE {
            return;
        }
        let k = usize::from(k) & (CELLS - 1);
        let bit = 1 << d;
        let d = i32::from(d);
        match into {
            true => {
                self.cage_held[k] |= bit;
                self.cage_left[k] -= d;
                self.cage_empty[k] -= 1;
            }
            false => {
                self.cage_held[k] &= !bit;
                self.cage_left[k] += d;
                self.cage_empty[k] += 1;
            }
        }
        let free = self.all & !self.cage_held[k];
        let left = (!self.unsummed.contains(k)).then_some(self.cage_left[k]);
        self.cage_allows[k] = cage_digits(free, self.cage_empty[k], left);
    }

    /// Counts, for every unit, the digits that are candidates of one of its empty cells and
    /// of two, unless the board has not changed since the last count.
    fn count_places(&mut self) {
        if self.counted {
            return;
        }
        for u in 0..self.units.len() {
            let (mut once, mut twice) = (0, 0);
            for &i in self.units.cells(u) {
                let i = usize::from(i);
                if self.digits[i] == 0 {
                    let legal = self.legal(i);
                    twice |= once & legal;
                    once |= legal;
                }
            }
            self.once[u & SPAN] = once;
            self.twice[u & SPAN] = twice;
        }
        self.counted = true;
    }
}

impl Candidates for Masks {
    type Set = CellSet;

    fn shape(&self) -> Shape {
        self.units.shape()
    }

    #[inline(always)]
    fn side(&self) -> u8 {
        self.units.shape().side() as u8
    }

    #[inline(always)]
    fn cell(&self, i: usize) -> Cell {
        self.units.cell(i)
    }

    fn unit(&self, u: usize) -> Unit {
        self.units.name(u)
    }

    fn all_units(&self) -> &Units {
        &self.units
    }

    fn units_of(&self, i: usize) -> &[u8] {
        self.units.of_cell(i)
    }

    #[inline]
    fn peers(&self, i: usize) -> CellSet {
        self.units.peers(i)
    }

    #[inline(always)]
    fn empty(&self) -> CellSet {
        self.empty
    }

    #[inline]
    fn legal(&self, i: usize) -> u32 {
        let [r, c, b] = self.three[i].map(usize::from);
        let mut used = self.used[r & SPAN] | self.used[c & SPAN] | self.used[b & SPAN];
        if self.extra {
            for &u in self.units.extra_of(i) {
                used |= self.used[usize::from(u) & SPAN];
            }
        }
        let legal = !used & self.all & !self.struck[i];
        match self.caged && self.cage_of[i] != NO_CAGE {
            true => legal & self.cage_allows[usize::from(self.cage_of[i]) & (CELLS - 1)],
            false => legal,
        }
    }

    fn place(&mut self, i: usize, d: u8) {
        self.digits[i] = d;
        for u in self.three[i] {
            self.used[usize::from(u) & SPAN] |= 1 << d;
        }
        if self.extra {
            for &u in self.units.extra_of(i) {
                self.used[usize::from(u) & SPAN] |= 1 << d;
            }
        }
        if self.caged {
            self.cage_moves(i, d, true);
        }
        self.empty.remove(i);
        self.counted = false;
    }

    fn unplace(&mut self, i: usize, d: u8) {
        self.digits[i] = 0;
        for u in self.three[i] {
            self.used[usize::from(u) & SPAN] &= !(1 << d);
        }
        if self.extra {
            for &u in self.units.extra_of(i) {
                self.used[usize::from(u) & SPAN] &= !(1 << d);
            }
        }
        if self.caged {
            self.cage_moves(i, d, false);
        }
        self.empty.insert(i);
        self.counted = false;
    }

    fn strike(&mut self, i: usize, d: u8) {
        self.struck[i] |= 1 << d;
        self.counted = false;
    }

    fn unstrike(&mut self, i: usize, d: u8) {
        self.struck[i] &= !(1 << d);
        self.counted = false;
    }

    fn struck(&self, i: usize) -> u32 {
        self.struck[i]
    }

    fn naked(&self) -> Result<CellSet, usize> {
        let mut naked = CellSet::NONE;
        for i in self.empty.iter() {
            match self.legal(i).count_ones() {
                0 => return Err(i),
                1 => naked.insert(i),
                _ => {}
            }
        }
        Ok(naked)
    }

    fn hidden(&mut self, d: u8) -> Result<CellSet, usize> {
        self.count_places();
        let mut alone = CellSet::NONE;
        for u in 0..self.units.len() {
            if self.used[u & SPAN] & 1 << d != 0 {
                continue;
            }
            if self.once[u & SPAN] & 1 << d == 0 {
                return Err(u);
            }
            if self.twice[u & SPAN] & 1 << d == 0 {
                alone.insert(self.places(u, d).first().expect("one place"));
            }
        }
        Ok(alone)
    }

    fn holds(&self, u: usize, d: u8) -> bool {
        self.used[u & SPAN] & 1 << d != 0
    }

    fn places(&self, u: usize, d: u8) -> CellSet {
        let mut places = CellSet::NONE;
        for &i in self.units.cells(u) {
            let i = usize::from(i);
            if self.digits[i] == 0 && self.legal(i) & 1 << d != 0 {
                places.insert(i);
            }
        }
        places
    }

    fn least(&self) -> (u32, CellSet) {
        let mut best = (u32::MAX, CellSet::NONE);
        for i in self.empty.iter() {
            let n = self.legal(i).count_ones();
            if n < best.0 {
                best = (n, CellSet::NONE);
            }
            if n == best.0 {
                best.1.insert(i);
            }
        }
        best
    }

    fn fewest_places(&self, m: u32) -> Option<(usize, u8)> {
        let mut best: Option<(u32, usize, u8)> = None;
        for u in 0..self.units.len() {
            // the places of each digit in the unit, counted over its empty cells
            let mut places = [0u32; MAX_SIDE + 1];
            for &i in self.units.cells(u) {
                let i = usize::from(i);
                if self.digits[i] == 0 {
                    let mut c = self.legal(i);
                    while c != 0 {
                        places[c.trailing_zeros() as usize] += 1;
                        c &= c - 1;
                    }
                }
            }
            for d in 1..=self.side() {
                let n = places[usize::from(d)];
                if !self.holds(u, d) && n < m && best.is_none_or(|(b, _, _)| n < b) {
                    best = Some((n, u, d));
                }
            }
        }
        best.map(|(_, u, d)| (u, d))
    }

    fn holding(&self, cells: CellSet, d: u8) -> u32 {
        cells
            .iter()
            .filter(|&p| self.legal(p) & 1 << d != 0)
            .count() as u32
    }

    fn wiped(&self, cells: CellSet) -> Option<usize> {
        cells.iter().find(|&p| self.legal(p) == 0)
    }
}
