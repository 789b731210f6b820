//! Fish: `k` base lines (rows, or columns) lacking a digit whose places in them lie in
//! exactly `k` cover lines of the other kind, so the cover lines' other cells lose the
//! digit: x-wing (`k` = 2), swordfish (3), jellyfish (4). Digits ascending, rows as base
//! before columns, then the base lines' combinations in lexicographic order.

use super::{Found, Marks, Pattern, combinations, found};
use crate::sudoku::MAX_SIDE;

/// The first fish of `k` base lines that removes a candidate.
pub(super) fn fish(board: &Marks, k: usize) -> Option<Found> {
    let n = board.side;
    let mut lines = [0usize; MAX_SIDE];
    let mut sets = [0u32; MAX_SIDE];
    for d in 1..=n as u8 {
        // rows (units 0..n) as base, covered by columns (n..2n); then the other way
        for (base, cover) in [(0, n), (n, 0)] {
            // the lines lacking d with at most k places, the only ones a fish may hold
            let mut m = 0;
            for line in (base..base + n).filter(|&u| board.lacking(u) & 1 << d != 0) {
                let places = board.places(line, d);
                if places.count_ones() as usize <= k {
                    (lines[m], sets[m]) = (line, places);
                    m += 1;
                }
            }
            // a line's k-th cell lies in the k-th line of the other kind
            let fish = combinations(&sets[..m], k, &mut |picked, at| {
                let bases: u32 = picked.iter().fold(0, |b, &j| b | 1 << (lines[j] - base));
                let covers = || (0..n).filter(move |c| at & 1 << c != 0).map(|c| cover + c);
                let outside = covers().flat_map(|c| board.cells_at(c, !bases));
                found(board.removals(outside, 1 << d), || {
                    let mut cells: Vec<usize> = picked
                        .iter()
                        .flat_map(|&j| board.cells_at(lines[j], sets[j]))
                        .collect();
                    cells.sort_unstable();
                    Pattern::Fish {
                        digit: d,
                        base: picked.iter().map(|&j| board.units.name(lines[j])).collect(),
                        cover: covers().map(|c| board.units.name(c)).collect(),
                        cells: board.cells(cells),
                    }
                })
            });
            if fish.is_some() {
                return fish;
            }
        }
    }
    None
}
