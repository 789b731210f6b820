//! What the naive engine's compositions look at around a cell: forward checking's dead peer,
//! the least constraining order of a cell's digits, and the degree heuristic's tie break.
//!
//! With `first`, the empty peers of the cell chosen at level `l` are always the same: the
//! initially empty cells later in reading order (every earlier one holds a digit there), so
//! they are listed once per level ([`Later`]) rather than found on the board at every step.

use super::{MRV, Search};
use crate::solver::compose::choice::bits;
use crate::solver::mrv::{PEERS, most_peers};
use crate::sudoku::Cell;
use std::sync::Arc;

/// For each level of a `first` search, the peers of its cell among the later levels' cells, in
/// reading order: the first byte counts them. Shared by clones of the search.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) struct Later(Arc<[[u8; 21]; 81]>);

impl Later {
    /// The lists of a search whose levels choose `order`'s cells.
    pub(super) fn new(order: &[u8]) -> Later {
        let mut lists = [[0u8; 21]; 81];
        for (l, &cell) in order.iter().enumerate() {
            let peers = PEERS[cell as usize];
            for &later in order[l + 1..].iter().filter(|&&c| peers & 1 << c != 0) {
                let n = lists[l][0] as usize + 1;
                lists[l][n] = later;
                lists[l][0] = n as u8;
            }
        }
        Later(Arc::new(lists))
    }

    /// The empty peers of level `level`'s cell while it is being chosen or holds its digit.
    #[inline(always)]
    fn at(&self, level: usize) -> &[u8] {
        let list = &self.0[level];
        &list[1..=list[0] as usize]
    }
}

impl Search {
    /// Forward checking right after the guess at `level`: the first empty peer of its cell in
    /// reading order left with no legal digit.
    #[inline(always)]
    pub(super) fn wiped<const S: u8>(&self, level: usize) -> Option<Cell> {
        if S & MRV != 0 {
            // the tracker's cells with no candidate, all of them empty
            let dead = PEERS[self.cells[level] as usize] & self.mrv.dead();
            return (dead != 0).then(|| Cell::from_index(dead.trailing_zeros() as usize));
        }
        self.later().at(level).iter().find_map(|&p| {
            let p = Cell::from_index(p as usize);
            self.grid.candidates(p).is_empty().then_some(p)
        })
    }

    /// The digits of `legal` (the legal digits of `cell`, chosen at `level`) least
    /// constraining first: by how many empty peers of `cell` have the digit among their legal
    /// digits, ties to the lower digit; packed four bits each, the first in the low bits.
    #[inline(always)]
    pub(super) fn least_constraining<const S: u8>(
        &self,
        level: usize,
        cell: Cell,
        legal: u16,
    ) -> u64 {
        // per digit, how many peers have it, bit-sliced: bit `d` of `planes[k]` is bit `k` of
        // digit `d`'s count (at most 20)
        let mut planes = [0u16; 5];
        let mut add = |p: usize| {
            let mut carry = self.grid.candidates(Cell::from_index(p)).0 & legal;
            for plane in &mut planes {
                let next = *plane & carry;
                *plane ^= carry;
                carry = next;
            }
        };
        // one digit has one order: nothing to count
        if legal & (legal - 1) != 0 {
            if S & MRV != 0 {
                bits(PEERS[cell.index()] & self.mrv.empty()).for_each(add);
            } else {
                self.later().at(level).iter().for_each(|&p| add(p as usize));
            }
        }
        let mut keys = [0u16; 9];
        let mut n = 0;
        let mut rest = legal;
        while rest != 0 {
            let d = rest.trailing_zeros() as u16;
            rest &= rest - 1;
            let cost = (0..5).fold(0, |cost, k| cost | (planes[k] >> d & 1) << k);
            keys[n] = cost << 4 | d;
            n += 1;
        }
        keys[..n].sort_unstable();
        keys[..n]
            .iter()
            .rev()
            .fold(0, |q, &key| q << 4 | u64::from(key & 0xF))
    }

    /// The degree heuristic's cell: of the empty cells with the fewest legal digits, the one
    /// with the most empty peers, the lowest index on ties; `None` on a full board.
    #[inline(always)]
    pub(super) fn most_peers(&self) -> Option<Cell> {
        let (_, cells) = self.mrv.least();
        (cells != 0).then(|| Cell::from_index(most_peers(cells, self.mrv.empty())))
    }

    fn later(&self) -> &Later {
        self.later
            .as_ref()
            .expect("a `first` search with fc or lcv lists its later peers")
    }
}
