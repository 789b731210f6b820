//! What a composed search branches on at a node, and the order of the branch's options: the
//! `cells` part ([`Cells`]) and the `digits` part ([`Digits`]) of its strategy.

use super::Composed;
use super::candidates::Candidates;
use crate::solver::sets::{Set, members};
use crate::solver::strategy::{Cells, Digits};

/// What a node branches on, with its options as the engine holds them (the public
/// [`Branch`](super::decide::Branch) is the same without the options).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Fork<S> {
    /// An empty cell (by index), over its candidates (bit `d` for digit `d`).
    Cell { cell: usize, digits: u32 },
    /// A unit lacking a digit, over the empty cells of the unit with the digit as a
    /// candidate.
    Unit { unit: usize, digit: u8, cells: S },
}

impl<S: Set> Fork<S> {
    /// How many options it has.
    pub(crate) fn width(self) -> u32 {
        match self {
            Fork::Cell { digits, .. } => digits.count_ones(),
            Fork::Unit { cells, .. } => cells.len(),
        }
    }
}

impl<C: Candidates, const N: usize, const W: usize> Composed<C, N, W> {
    /// The branch of this node, by the strategy's cell choice; one with no option is a dead
    /// end. The board has an empty cell.
    pub(crate) fn choose(&self) -> Fork<C::Set> {
        let cell = match self.strategy.cells {
            Cells::First => self.board.empty().first(),
            Cells::Mrv => self.board.least().1.first(),
            Cells::Degree => self.most_peers(self.board.least().1),
            Cells::Constraint => return self.fewest_options(),
        };
        self.cell_branch(cell.expect("an empty cell"))
    }

    fn cell_branch(&self, cell: usize) -> Fork<C::Set> {
        Fork::Cell {
            cell,
            digits: self.board.legal(cell),
        }
    }

    /// The empty peers of cell `i`: its degree.
    pub(crate) fn empty_peers(&self, i: usize) -> u32 {
        self.board.peers(i).and(self.board.empty()).len()
    }

    /// Of `cells`, the one with the most empty peers, the first in reading order on ties.
    fn most_peers(&self, cells: C::Set) -> Option<usize> {
        let mut best: Option<(u32, usize)> = None;
        for i in members(cells) {
            let degree = self.empty_peers(i);
            if best.is_none_or(|(most, _)| degree > most) {
                best = Some((degree, i));
            }
        }
        best.map(|(_, i)| i)
    }

    /// Knuth's Algorithm X choice: the constraint with the fewest options, a cell before any
    /// unit on ties, cells in reading order, units in the board's order, digits ascending
    /// within a unit.
    fn fewest_options(&self) -> Fork<C::Set> {
        let (m, cells) = self.board.least();
        let first = cells.first().expect("an empty cell");
        // a unit is chosen only with fewer places than the cell's candidates
        let best = (m > 0).then(|| self.board.fewest_places(m)).flatten();
        match best {
            Some((unit, digit)) => Fork::Unit {
                unit,
                digit,
                cells: self.board.places(unit, digit),
            },
            None => self.cell_branch(first),
        }
    }

    /// The options of `branch` in the order the strategy tries them: digits of a cell,
    /// cell indices of a unit. Draws from the generator for `random`.
    pub(crate) fn order(&mut self, branch: Fork<C::Set>) -> ([u8; W], u8) {
        let mut options = [0u8; W];
        let mut n = 0;
        let mut push = |x: usize| {
            options[n] = x as u8;
            n += 1;
        };
        match branch {
            Fork::Cell { digits, .. } => (1..=W)
                .filter(|&d| digits & 1 << d != 0)
                .for_each(&mut push),
            Fork::Unit { cells, .. } => members(cells).for_each(&mut push),
        }
        let list = &mut options[..n];
        match self.strategy.digits {
            Digits::Up => {}
            Digits::Random => self.rng.shuffle(list),
            Digits::Lcv => {
                let mut keyed = [(0u32, 0u8); W];
                for (key, &x) in keyed.iter_mut().zip(list.iter()) {
                    *key = (self.ruled_out(branch, x), x);
                }
                // stable: ties keep the ascending order
                keyed[..n].sort_by_key(|&(cost, _)| cost);
                for (slot, &(_, x)) in list.iter_mut().zip(keyed.iter()) {
                    *slot = x;
                }
            }
        }
        (options, n as u8)
    }

    /// How many candidates of the empty peers option `x` rules out (least constraining
    /// value): for digit `d` at cell `c`, the empty peers of `c` with the candidate `d`.
    pub(crate) fn ruled_out(&self, branch: Fork<C::Set>, x: u8) -> u32 {
        let (cell, digit) = match branch {
            Fork::Cell { cell, .. } => (cell, x),
            Fork::Unit { digit, .. } => (usize::from(x), digit),
        };
        let peers = self.board.peers(cell).and(self.board.empty());
        self.board.holding(peers, digit)
    }

    /// The first empty peer of `cell` in reading order left with no candidate: what forward
    /// checking finds right after a guess there.
    pub(crate) fn wiped_peer(&self, cell: usize) -> Option<usize> {
        self.board
            .wiped(self.board.peers(cell).and(self.board.empty()))
    }
}
