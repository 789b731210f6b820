//! Incremental "fewest candidates" bookkeeping for the MRV strategy: the empty cells are kept in
//! buckets by candidate count, so choosing a cell is a scan of ten masks rather than 81 cells, and
//! a placement touches only the empty peers of the cell.

use crate::sudoku::{Cell, NineBoard};

/// For each cell, the 20 other cells sharing its row, column or box, as a bitmask.
pub(crate) const PEERS: [u128; 81] = peer_masks();

const fn peer_masks() -> [u128; 81] {
    let mut masks = [0u128; 81];
    let mut a = 0;
    while a < 81 {
        let mut b = 0;
        while b < 81 {
            let same_row = a / 9 == b / 9;
            let same_col = a % 9 == b % 9;
            let same_box = (a / 27 == b / 27) && ((a % 9) / 3 == (b % 9) / 3);
            if a != b && (same_row || same_col || same_box) {
                masks[a] |= 1u128 << b;
            }
            b += 1;
        }
        a += 1;
    }
    masks
}

/// Of `cells` (not none), the one with the most peers among `empty`, the lowest index on
/// ties: the degree heuristic's tie break.
#[inline]
pub(crate) fn most_peers(cells: u128, empty: u128) -> usize {
    let mut best = (0, usize::MAX);
    let mut rest = cells;
    while rest != 0 {
        let i = rest.trailing_zeros() as usize;
        rest &= rest - 1;
        let degree = (PEERS[i] & empty).count_ones();
        if best.1 == usize::MAX || degree > best.0 {
            best = (degree, i);
        }
    }
    best.1
}

/// Empty cells bucketed by how many legal digits they have.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct MrvTracker {
    /// Candidate count of each empty cell (stale for filled cells).
    count: [u8; 81],
    /// `bucket[k]`: the empty cells with exactly `k` candidates.
    bucket: [u128; 10],
    /// The empty cells (the union of the buckets).
    empty: u128,
}

impl MrvTracker {
    /// Buckets every empty cell of `grid`.
    pub(crate) fn new(grid: &NineBoard) -> MrvTracker {
        let mut t = MrvTracker {
            count: [0; 81],
            bucket: [0; 10],
            empty: grid.empty_mask(),
        };
        for cell in Cell::all() {
            if grid.get(cell).is_none() {
                let k = grid.candidates(cell).len() as u8;
                t.count[cell.nine_index()] = k;
                t.bucket[k as usize] |= 1u128 << cell.nine_index();
            }
        }
        t
    }

    /// The empty cell with the fewest candidates (lowest index on ties) and that count,
    /// or `None` when no cell is empty.
    #[inline]
    pub(crate) fn choose(&self) -> Option<(Cell, u32)> {
        self.bucket.iter().enumerate().find_map(|(k, &mask)| {
            (mask != 0).then(|| (Cell::from_index(mask.trailing_zeros() as usize), k as u32))
        })
    }

    /// The fewest candidates of any empty cell (0 for a dead one) and the cells with that
    /// many; `(0, 0)` when no cell is empty.
    #[inline]
    pub(crate) fn least(&self) -> (u32, u128) {
        self.bucket
            .iter()
            .enumerate()
            .find_map(|(k, &mask)| (mask != 0).then_some((k as u32, mask)))
            .unwrap_or((0, 0))
    }

    /// The empty cells.
    #[inline(always)]
    pub(crate) fn empty(&self) -> u128 {
        self.empty
    }

    /// The empty cells with no legal digit.
    #[inline(always)]
    pub(crate) fn dead(&self) -> u128 {
        self.bucket[0]
    }

    /// Call before `grid.place(cell, digit)`: the empty peers that still allow `digit` lose it.
    #[inline]
    pub(crate) fn before_place(&mut self, grid: &NineBoard, cell: Cell, digit: u8) {
        let i = cell.nine_index();
        self.bucket[self.count[i] as usize] &= !(1u128 << i);
        self.empty &= !(1u128 << i);
        let mut peers = PEERS[i] & self.empty;
        while peers != 0 {
            let p = peers.trailing_zeros() as usize;
            peers &= peers - 1;
            if grid.candidates(Cell::from_index(p)).contains(digit) {
                self.shift(p, -1);
            }
        }
    }

    /// Call after `grid.clear(cell)` removed `digit`: the empty peers that allow it again gain it.
    #[inline]
    pub(crate) fn after_clear(&mut self, grid: &NineBoard, cell: Cell, digit: u8) {
        let i = cell.nine_index();
        let k = grid.candidates(cell).len() as u8;
        self.count[i] = k;
        self.bucket[k as usize] |= 1u128 << i;
        self.empty |= 1u128 << i;
        let mut peers = PEERS[i] & self.empty & !(1u128 << i);
        while peers != 0 {
            let p = peers.trailing_zeros() as usize;
            peers &= peers - 1;
            if grid.candidates(Cell::from_index(p)).contains(digit) {
                self.shift(p, 1);
            }
        }
    }

    #[inline]
    fn shift(&mut self, i: usize, by: i8) {
        let bit = 1u128 << i;
        let old = self.count[i];
        let new = old.wrapping_add_signed(by);
        self.bucket[old as usize] &= !bit;
        self.bucket[new as usize] |= bit;
        self.count[i] = new;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The tracker's choice equals a full rescan after any sequence of moves.
    fn rescan(grid: &NineBoard) -> Option<(Cell, u32)> {
        Cell::all()
            .filter(|&c| grid.get(c).is_none())
            .map(|c| (c, grid.candidates(c).len()))
            .min_by_key(|&(c, k)| (k, c.nine_index()))
    }

    #[test]
    fn peers_are_twenty() {
        assert!(PEERS.iter().all(|m| m.count_ones() == 20));
    }

    #[test]
    fn matches_rescan_through_places_and_clears() {
        let mut grid = NineBoard::EMPTY;
        let mut t = MrvTracker::new(&grid);
        let mut placed = Vec::new();
        for step in 0..200usize {
            assert_eq!(t.choose(), rescan(&grid));
            if step % 3 == 2 && !placed.is_empty() {
                let (cell, digit): (Cell, u8) = placed.remove(step % placed.len());
                grid.clear(cell);
                t.after_clear(&grid, cell, digit);
            } else if let Some((cell, _)) = t.choose() {
                if let Some(digit) = grid.candidates(cell).iter().nth(step % 2) {
                    t.before_place(&grid, cell, digit);
                    grid.place(cell, digit);
                    placed.push((cell, digit));
                } else if let Some((cell, digit)) = placed.pop() {
                    grid.clear(cell);
                    t.after_clear(&grid, cell, digit);
                }
            }
        }
        assert_eq!(
            t.bucket,
            MrvTracker::new(&grid).bucket,
            "same buckets as a fresh build"
        );
    }
}
