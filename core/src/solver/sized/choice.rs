//! What the any-size search branches on at a node, and the order of the branch's options:
//! the `cells` and `digits` parts of its strategy, as [`crate::solver::compose`] chooses
//! at 9×9.

use super::AnySize;
use super::tables::Cells as CellSet;
use crate::solver::{Cells, Digits};
use crate::sudoku::MAX_SIDE;

/// What a node branches on.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Branch {
    /// An empty cell (by index), over its legal digits (bit `d` for digit `d`).
    Cell { cell: usize, digits: u32 },
    /// A unit lacking a digit, over the empty cells of the unit where the digit is legal.
    Unit {
        unit: usize,
        digit: u8,
        cells: CellSet,
    },
}

impl Branch {
    /// How many options it has.
    pub(super) fn width(self) -> u32 {
        match self {
            Branch::Cell { digits, .. } => digits.count_ones(),
            Branch::Unit { cells, .. } => cells.len(),
        }
    }
}

impl AnySize {
    /// The branch of this node, by the strategy's cell choice; one with no option is a dead
    /// end. The board has an empty cell.
    pub(super) fn choose(&self) -> Branch {
        let cell = match self.strategy.cells {
            Cells::First => self.empty.first().expect("an empty cell"),
            Cells::Mrv => self.least().1.first().expect("an empty cell"),
            Cells::Degree => self.most_peers(self.least().1),
            Cells::Constraint => return self.fewest_options(),
        };
        self.cell_branch(cell)
    }

    fn cell_branch(&self, cell: usize) -> Branch {
        Branch::Cell {
            cell,
            digits: self.cands(cell),
        }
    }

    /// The fewest legal digits of any empty cell (0 for a dead one) and the cells with that
    /// many.
    pub(super) fn least(&self) -> (u32, CellSet) {
        let mut best = (u32::MAX, CellSet::NONE);
        for i in self.empty.iter() {
            let n = self.cands(i).count_ones();
            if n < best.0 {
                best = (n, CellSet::NONE);
            }
            if n == best.0 {
                best.1.insert(i);
            }
        }
        best
    }

    /// The empty peers of cell `i`: its degree.
    pub(super) fn empty_peers(&self, i: usize) -> u32 {
        self.tables.peers[i].and(self.empty).len()
    }

    /// Of `cells`, the one with the most empty peers, the first in reading order on ties.
    fn most_peers(&self, cells: CellSet) -> usize {
        let mut best = (0, usize::MAX);
        for i in cells.iter() {
            let degree = self.empty_peers(i);
            if best.1 == usize::MAX || degree > best.0 {
                best = (degree, i);
            }
        }
        best.1
    }

    /// Knuth's Algorithm X choice: the constraint with the fewest options, a cell before any
    /// unit on ties, cells in reading order, units rows, columns, then boxes, digits
    /// ascending within a unit.
    fn fewest_options(&self) -> Branch {
        let (m, cells) = self.least();
        let first = cells.first().expect("an empty cell");
        if m == 0 {
            return self.cell_branch(first);
        }
        let mut best: Option<(u32, usize, u8)> = None;
        for u in 0..self.shape().units() {
            // the places of each digit in the unit, counted over its empty cells
            let mut places = [0u32; MAX_SIDE + 1];
            for &i in &self.tables.unit_cells[u] {
                let i = usize::from(i);
                if self.digits[i] == 0 {
                    let mut c = self.cands(i);
                    while c != 0 {
                        places[c.trailing_zeros() as usize] += 1;
                        c &= c - 1;
                    }
                }
            }
            for d in 1..=self.shape().side() as u8 {
                let n = places[usize::from(d)];
                if self.used[u] & 1 << d == 0 && n < m && best.is_none_or(|(b, _, _)| n < b) {
                    best = Some((n, u, d));
                }
            }
        }
        match best {
            Some((_, unit, digit)) => Branch::Unit {
                unit,
                digit,
                cells: self.places(unit, digit),
            },
            None => self.cell_branch(first),
        }
    }

    /// The options of `branch` in the order the strategy tries them: digits of a cell,
    /// cell indices of a unit. Draws from the generator for `random`.
    pub(super) fn order(&mut self, branch: Branch) -> ([u8; MAX_SIDE], u8) {
        let mut options = [0u8; MAX_SIDE];
        let mut n = 0;
        let mut push = |x: usize| {
            options[n] = x as u8;
            n += 1;
        };
        match branch {
            Branch::Cell { digits, .. } => (1..=MAX_SIDE)
                .filter(|&d| digits & 1 << d != 0)
                .for_each(&mut push),
            Branch::Unit { cells, .. } => cells.iter().for_each(&mut push),
        }
        let list = &mut options[..n];
        match self.strategy.digits {
            Digits::Up => {}
            Digits::Random => self.rng.shuffle(list),
            Digits::Lcv => {
                let mut keyed: Vec<(u32, u8)> = list
                    .iter()
                    .map(|&x| (self.ruled_out(branch, x), x))
                    .collect();
                // stable: ties keep the ascending order
                keyed.sort_by_key(|&(cost, _)| cost);
                for (slot, (_, x)) in list.iter_mut().zip(keyed) {
                    *slot = x;
                }
            }
        }
        (options, n as u8)
    }

    /// How many candidates of the empty peers option `x` rules out (least constraining
    /// value): for digit `d` at cell `c`, the empty peers of `c` with `d` among their legal
    /// digits.
    pub(super) fn ruled_out(&self, branch: Branch, x: u8) -> u32 {
        let (cell, digit) = match branch {
            Branch::Cell { cell, .. } => (cell, x),
            Branch::Unit { digit, .. } => (usize::from(x), digit),
        };
        let peers = self.tables.peers[cell].and(self.empty);
        peers
            .iter()
            .filter(|&p| self.cands(p) & 1 << digit != 0)
            .count() as u32
    }

    /// The first empty peer of `cell` in reading order left with no legal digit: what
    /// forward checking finds right after a guess there.
    pub(super) fn wiped_peer(&self, cell: usize) -> Option<usize> {
        let peers = self.tables.peers[cell].and(self.empty);
        peers.iter().find(|&p| self.cands(p) == 0)
    }
}
