//! What a composed search branches on at a node, and the order of the branch's options: the
//! `cells` part ([`Cells`]) and the `digits` part ([`Digits`]) of its strategy.

use super::Composed;
use crate::solver::mrv::{PEERS, most_peers};
use crate::solver::propagate::board::UNIT_MASKS;
use crate::solver::{Cells, Digits};
use crate::sudoku::{Cell, Unit};

/// What a node branches on.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Branch {
    /// An empty cell, over its legal digits (bit `d` for digit `d`).
    Cell {
        /// The cell's index.
        cell: u8,
        /// Its legal digits.
        digits: u16,
    },
    /// A unit lacking a digit, over the empty cells of the unit where the digit is legal.
    Unit {
        /// The unit's index (rows, columns, boxes).
        unit: u8,
        /// The digit it lacks.
        digit: u8,
        /// The cells where the digit is legal, bit `i` for cell `i`.
        cells: u128,
    },
}

impl Branch {
    /// How many options it has.
    pub fn width(self) -> u32 {
        match self {
            Branch::Cell { digits, .. } => digits.count_ones(),
            Branch::Unit { cells, .. } => cells.count_ones(),
        }
    }
}

impl Composed {
    /// The branch of this node, by the strategy's cell choice; one with no option is a dead
    /// end.
    pub(super) fn choose(&self) -> Branch {
        let cell = match self.strategy.cells {
            Cells::First => self.empty.trailing_zeros() as usize,
            Cells::Mrv => self.least().1.trailing_zeros() as usize,
            Cells::Degree => most_peers(self.least().1, self.empty),
            Cells::Constraint => return self.fewest_options(),
        };
        self.cell_branch(cell)
    }

    fn cell_branch(&self, cell: usize) -> Branch {
        Branch::Cell {
            cell: cell as u8,
            digits: self.legal(cell),
        }
    }

    /// The legal digits of the empty cell `i`, bit `d` for digit `d`: read off the grid's
    /// unit masks, which every engine keeps (three loads, where the digit boards take nine).
    #[inline]
    pub(super) fn legal(&self, i: usize) -> u16 {
        self.grid.candidates(Cell::from_index(i)).0
    }

    /// The fewest legal digits of any empty cell (0 for a dead one) and the cells with that
    /// many.
    fn least(&self) -> (u32, u128) {
        if self.boards {
            self.board.least()
        } else {
            self.tracker.least()
        }
    }

    /// Knuth's Algorithm X choice: the constraint with the fewest options, a cell before any
    /// unit on ties, cells in reading order, units rows, columns, then boxes, digits
    /// ascending within a unit.
    fn fewest_options(&self) -> Branch {
        let (m, cells) = self.least();
        // a unit is chosen only with fewer places than `m`; below three places, the scans of
        // the digit boards say which units have none and which one
        let best = match m {
            0 => None,
            1 | 2 => self.fewer_places(m),
            _ => self.fewest_places(m),
        };
        match best {
            Some((u, d)) => Branch::Unit {
                unit: u as u8,
                digit: d as u8 + 1,
                cells: self.board.cands(d) & UNIT_MASKS[u],
            },
            None => self.cell_branch(cells.trailing_zeros() as usize),
        }
    }

    /// The first (unit, digit index) lacking the digit with no place for it, or with `m` = 2
    /// the first with exactly one place; in the order of [`fewest_options`](Self::fewest_options).
    fn fewer_places(&self, m: u32) -> Option<(usize, usize)> {
        if m == 1 {
            // only the units with no place can do better: the rest of the scans is never
            // worked out
            return first_pair(std::array::from_fn(|d| self.board.scan(d).lacking));
        }
        let scans = std::array::from_fn::<_, 9, _>(|d| self.board.scan(d));
        first_pair(scans.map(|scan| scan.lacking))
            .or_else(|| first_pair(scans.map(|scan| scan.single)))
    }

    /// The (unit, digit index) lacking the digit with the fewest places, fewer than `m`, the
    /// first in the order of [`fewest_options`](Self::fewest_options) on ties.
    fn fewest_places(&self, m: u32) -> Option<(usize, usize)> {
        let mut best: Option<(u32, usize, usize)> = None;
        for (u, &unit) in UNIT_MASKS.iter().enumerate() {
            for d in 0..9 {
                if self.board.held[d] & 1 << u != 0 {
                    continue;
                }
                let places = (self.board.cands(d) & unit).count_ones();
                if places < m && best.is_none_or(|(b, _, _)| places < b) {
                    best = Some((places, u, d));
                }
            }
        }
        best.map(|(_, u, d)| (u, d))
    }

    /// The options of `branch` in the order the strategy tries them: digits of a cell,
    /// cells (by index) of a unit. Draws from the generator for `random`.
    pub(super) fn order(&mut self, branch: Branch) -> ([u8; 9], u8) {
        let mut options = [0u8; 9];
        let mut n = 0;
        let mut push = |x: u8| {
            options[n] = x;
            n += 1;
        };
        match branch {
            Branch::Cell { digits, .. } => {
                (1..=9).filter(|d| digits & 1 << d != 0).for_each(&mut push)
            }
            Branch::Unit { cells, .. } => bits(cells).for_each(|i| push(i as u8)),
        }
        let list = &mut options[..n];
        match self.strategy.digits {
            Digits::Up => {}
            Digits::Random => self.rng.shuffle(list),
            Digits::Lcv => {
                let costs = self.ruled_out(branch, list);
                let mut keyed = [(0u32, 0u8); 9];
                for (key, (&cost, &x)) in keyed.iter_mut().zip(costs.iter().zip(list.iter())) {
                    *key = (cost, x);
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

    /// How many candidates of the empty peers each option rules out (least constraining
    /// value), in the order of `options` (the rest 0): for digit `d` at cell `c`, the empty
    /// peers of `c` with `d` among their legal digits.
    pub(crate) fn ruled_out(&self, branch: Branch, options: &[u8]) -> [u32; 9] {
        let mut costs = [0; 9];
        for (cost, &x) in costs.iter_mut().zip(options) {
            *cost = match branch {
                Branch::Cell { cell, .. } => self.holding(PEERS[cell as usize] & self.empty, x),
                Branch::Unit { digit, .. } => self.holding(PEERS[x as usize] & self.empty, digit),
            };
        }
        costs
    }

    /// How many of the empty `cells` have `digit` among their legal digits.
    fn holding(&self, cells: u128, digit: u8) -> u32 {
        if self.boards {
            (cells & self.board.cands(digit as usize - 1)).count_ones()
        } else {
            bits(cells)
                .filter(|&p| self.grid.candidates(Cell::from_index(p)).contains(digit))
                .count() as u32
        }
    }

    /// The first empty peer of `cell` in reading order left with no legal digit: what
    /// forward checking finds right after a guess there.
    pub(super) fn wiped_peer(&self, cell: usize) -> Option<usize> {
        let peers = PEERS[cell] & self.empty;
        if self.boards {
            let dead = peers & !self.board.slices().0;
            return (dead != 0).then(|| dead.trailing_zeros() as usize);
        }
        bits(peers).find(|&p| self.grid.candidates(Cell::from_index(p)).is_empty())
    }
}

/// Of nine masks of units (one per digit index), the first unit of any, and the first digit
/// index whose mask has it.
fn first_pair(units: [u32; 9]) -> Option<(usize, usize)> {
    let any = units.iter().fold(0, |any, &mask| any | mask);
    (any != 0).then(|| {
        let u = any.trailing_zeros() as usize;
        let d = units.iter().position(|&mask| mask & 1 << u != 0);
        (u, d.expect("a digit with the unit"))
    })
}

/// The unit numbered `u` (rows, columns, boxes).
pub(crate) fn unit(u: u8) -> Unit {
    Unit::from_index(u as usize)
}

/// The set bits of `mask`, lowest first.
pub(crate) fn bits(mut mask: u128) -> impl Iterator<Item = usize> {
    std::iter::from_fn(move || {
        (mask != 0).then(|| {
            let i = mask.trailing_zeros() as usize;
            mask &= mask - 1;
            i
        })
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::solver::Config;
    use crate::solver::propagate::batch_tests::bundled;

    /// With fewer than three candidates to beat, the scans of the digit boards pick the unit
    /// that counting every constraint's places picks, on every board the constraint searches
    /// pass through (dead cells and units with no place among them).
    #[test]
    fn the_scans_pick_the_unit_that_counting_picks() {
        let mut seen = [0; 3];
        for givens in bundled("norvig_hardest11.txt") {
            for digits in ["up", "random", "lcv"] {
                let strategy = format!("constraint+{digits}").parse().expect("a strategy");
                let config = Config {
                    strategy,
                    seed: 3,
                    max_solutions: u64::MAX,
                };
                let mut engine = Composed::new(givens, config);
                for _ in 0..3_000 {
                    let (m, _) = engine.least();
                    if (1..=2).contains(&m) {
                        let pick = engine.fewer_places(m);
                        assert_eq!(pick, engine.fewest_places(m), "{strategy} m {m}");
                        seen[usize::from(pick.is_some())] += 1;
                        seen[2] += usize::from(pick.is_some() && m == 2);
                    }
                    if engine.step().is_none() {
                        break;
                    }
                }
            }
        }
        assert!(seen.iter().all(|&n| n > 100), "every case met: {seen:?}");
    }
}
