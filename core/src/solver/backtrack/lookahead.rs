//! What the naive engine's compositions look at around a cell: forward checking's dead peer,
//! the least constraining order of a cell's digits, and the degree heuristic's tie break.
//!
//! With `first`, the empty peers of the cell chosen at level `l` are always the same: the
//! initially empty cells later in reading order (every earlier one holds a digit there), so
//! they are listed once per level ([`Later`]) rather than found on the board at every step.

use super::{FC, LCV, MRV, NaiveBody};
use crate::solver::mrv::{PEERS, most_peers};
use crate::solver::sets::bits;
use crate::sudoku::{Cell, Nine};
use std::sync::Arc;

/// Digits 1 to 9, bit `d` each.
const ALL_DIGITS: u16 = 0x3FE;

/// `SPREAD[m]`: the nine bits of `m` (digits 1 to 9) five bits apart, each a counter of its
/// own in a sum.
const SPREAD: [u64; 512] = {
    let mut table = [0u64; 512];
    let mut m = 0;
    while m < 512 {
        let mut k = 0;
        while k < 9 {
            table[m] |= ((m as u64 >> k) & 1) << (5 * k);
            k += 1;
        }
        m += 1;
    }
    table
};

/// For each level of a `first` search, the peers of its cell among the later levels' cells, in
/// reading order, each with its row, column and box (what its legal digits are read from).
/// Shared by clones of the search.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) struct Later(Arc<Lists>);

#[derive(Debug, PartialEq, Eq)]
struct Lists {
    len: [u8; 81],
    peers: [[Peer; 20]; 81],
}

/// A peer: its cell's index, then its row, column and box.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Peer(u8, Nine, Nine, Nine);

impl Later {
    /// The lists of a search whose levels choose `order`'s cells ([`Cell::bits`]).
    pub(super) fn new(order: &[u8]) -> Later {
        let order: Vec<u8> = order
            .iter()
            .map(|&b| Cell::from_bits(b).nine_index() as u8)
            .collect();
        let mut lists = Lists {
            len: [0; 81],
            peers: [[Peer(0, Nine::N0, Nine::N0, Nine::N0); 20]; 81],
        };
        for (l, &cell) in order.iter().enumerate() {
            let peers = PEERS[cell as usize];
            for &later in order[l + 1..].iter().filter(|&&c| peers & 1 << c != 0) {
                let c = Cell::from_index(later as usize);
                lists.peers[l][lists.len[l] as usize] = Peer(
                    later,
                    Nine::of(c.row()),
                    Nine::of(c.col()),
                    Nine::of(c.nine_box()),
                );
                lists.len[l] += 1;
            }
        }
        Later(Arc::new(lists))
    }

    /// The empty peers of level `level`'s cell while it is being chosen or holds its digit.
    #[inline(always)]
    fn at(&self, level: usize) -> &[Peer] {
        &self.0.peers[level][..self.0.len[level] as usize]
    }
}

impl NaiveBody {
    /// Forward checking right after the guess at `level`: the first empty peer of its cell in
    /// reading order left with no legal digit.
    #[inline(always)]
    pub(super) fn wiped<const S: u8>(&self, level: usize) -> Option<Cell> {
        if S & MRV != 0 {
            // the tracker's cells with no candidate, all of them empty
            let dead = PEERS[Cell::from_bits(self.cells[level]).nine_index()] & self.mrv.dead();
            return (dead != 0).then(|| Cell::from_index(dead.trailing_zeros() as usize));
        }
        // only a digit some peer had alone, or any digit with a peer that had none, leaves a
        // peer with none: the peers are looked at again only then, to name the first
        if self.wipes[level] >> self.digits[level] & 1 == 0 {
            return None;
        }
        self.later()
            .at(level)
            .iter()
            .find(|&&Peer(_, row, col, square)| self.grid.legal_in(row, col, square) == 0)
            .map(|&Peer(p, ..)| Cell::from_index(p as usize))
    }
    /// Looks at the empty peers of `cell`, chosen at `level` with the digits `legal`, once for
    /// all its digits: returns how many of them have each digit (for lcv; five bits each,
    /// digit `d` at bit 5 × (`d` − 1), at most 20), and for a `first` search with forward
    /// checking keeps in `wipes[level]` the digits that would leave one of them with none.
    #[inline(always)]
    pub(super) fn look_ahead<const S: u8>(&mut self, level: usize, cell: Cell, legal: u16) -> u64 {
        if legal & (legal - 1) == 0 {
            // one digit has one order, and is checked once, after it is placed
            self.wipes[level] = ALL_DIGITS;
            return 0;
        }
        let legal_at = |p: usize| self.grid.candidates(Cell::from_index(p)).0;
        let mut counts = 0u64;
        if S & MRV != 0 {
            for p in bits(PEERS[cell.nine_index()] & self.mrv.empty()) {
                counts += SPREAD[legal_at(p) as usize >> 1];
            }
            return counts;
        }
        let mut wipes = 0;
        for &Peer(_, row, col, square) in self.later().at(level) {
            let digits = self.grid.legal_in(row, col, square);
            if S & LCV != 0 {
                counts += SPREAD[digits as usize >> 1];
            }
            if S & FC != 0 && digits & digits.wrapping_sub(1) == 0 {
                wipes |= if digits == 0 { ALL_DIGITS } else { digits };
            }
        }
        self.wipes[level] = wipes;
        counts
    }

    /// The digits of `legal` least constraining first, by `counts` from
    /// [`look_ahead`](Self::look_ahead), ties to the lower digit; packed four bits each, the
    /// first in the low bits.
    #[inline(always)]
    pub(super) fn least_constraining(counts: u64, legal: u16) -> u64 {
        let cost = |d: u32| (counts >> (5 * (d - 1))) & 31;
        let rest = legal & (legal - 1);
        let low = legal.trailing_zeros();
        if rest == 0 {
            return u64::from(low);
        }
        if rest & (rest - 1) == 0 {
            // two digits, most guesses with more than one (88% on `norvig_hardest11` #1): one
            // comparison instead of the ranks' loops, whose varying lengths were mispredicted
            let high = rest.trailing_zeros();
            let (first, second) = if cost(high) < cost(low) {
                (high, low)
            } else {
                (low, high)
            };
            return u64::from(first | second << 4);
        }
        let mut keys = [0u16; 9];
        let mut n = 0;
        let mut rest = legal;
        while rest != 0 {
            let d = rest.trailing_zeros() as u16;
            rest &= rest - 1;
            let cost = (counts >> (5 * (d - 1))) as u16 & 31;
            keys[n] = cost << 4 | d;
            n += 1;
        }
        // each digit goes to its rank among the keys (all different): no branch on the order
        let keys = &keys[..n];
        keys.iter().fold(0, |q, &key| {
            let rank = keys.iter().filter(|&&other| other < key).count();
            q | u64::from(key & 0xF) << (4 * rank)
        })
    }

    /// The degree heuristic's cell: of the empty cells with the fewest legal digits, the one
    /// with the most empty peers, the lowest index on ties; `None` on a full board.
    #[inline(always)]
    pub(super) fn most_peers(&self) -> Option<Cell> {
        let (_, cells) = self.mrv.least();
        (cells != 0).then(|| Cell::from_index(most_peers(cells, self.mrv.empty())))
    }

    #[inline(always)]
    fn later(&self) -> &Later {
        self.later
            .as_ref()
            .expect("a `first` search with fc or lcv lists its later peers")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The digits of `legal` sorted by (count, digit), packed as the search packs them.
    fn sorted(counts: &[u64; 10], legal: u16) -> u64 {
        let mut digits: Vec<u64> = (1..10).filter(|&d| legal & 1 << d != 0).collect();
        digits.sort_by_key(|&d| (counts[d as usize], d));
        digits.iter().rev().fold(0, |q, &d| q << 4 | d)
    }

    /// Every set of digits, one to nine of them, with counts drawn from 0 to 20 (ties often),
    /// comes out ordered as a sort orders it: the fast path of two digits and the ranks of
    /// more.
    #[test]
    fn least_constraining_orders_by_count_then_digit() {
        let mut seed = 7u64;
        for legal in (1..512u16).map(|m| m << 1) {
            for _ in 0..40 {
                let mut counts = [0u64; 10];
                let mut packed = 0;
                for (d, count) in counts.iter_mut().enumerate().skip(1) {
                    seed = seed
                        .wrapping_mul(6364136223846793005)
                        .wrapping_add(1442695040888963407);
                    *count = (seed >> 33) % 21;
                    packed |= *count << (5 * (d - 1));
                }
                assert_eq!(
                    NaiveBody::least_constraining(packed, legal),
                    sorted(&counts, legal),
                    "digits {legal:#b}, counts {counts:?}"
                );
            }
        }
    }
}
