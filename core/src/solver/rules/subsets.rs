//! Naked and hidden subsets of `k` = 2, 3 or 4 (pairs, triples, quads). Naked: `k` empty
//! cells of a unit whose candidates together are exactly `k` digits, so the unit's other
//! cells lose those digits. Hidden: `k` digits the unit lacks whose places together are
//! exactly `k` cells, so those cells lose their other candidates. Units in the board's
//! order, then the combinations in lexicographic order (cells in reading order, digits
//! ascending).

use super::{Found, Marks, Pattern, combinations, digits_of, found};
use crate::sudoku::MAX_SIDE;

/// The first naked subset of `k` cells that removes a candidate.
pub(super) fn naked(board: &Marks, k: usize) -> Option<Found> {
    // the unit's empty cells of at most k candidates, the only ones a subset may hold
    let mut cells = [0usize; MAX_SIDE];
    let mut sets = [0u32; MAX_SIDE];
    (0..board.units.len()).find_map(|u| {
        let mut n = 0;
        for i in board.empty_of(u) {
            if board.marks(i).count_ones() as usize <= k {
                (cells[n], sets[n]) = (i, board.marks(i));
                n += 1;
            }
        }
        let cells = &cells[..n];
        combinations(&sets[..n], k, &mut |picked, digits| {
            let mine = |i: &usize| picked.iter().any(|&j| cells[j] == *i);
            let others = board.empty_of(u).filter(|i| !mine(i));
            found(board.removals(others, digits), || Pattern::Subset {
                hidden: false,
                digits: digits_of(digits),
                cells: board.cells(picked.iter().map(|&j| cells[j])),
                unit: board.units.name(u),
            })
        })
    })
}

/// The first hidden subset of `k` digits that removes a candidate.
pub(super) fn hidden(board: &Marks, k: usize) -> Option<Found> {
    let mut digits = [0u8; MAX_SIDE];
    let mut sets = [0u32; MAX_SIDE];
    (0..board.units.len()).find_map(|u| {
        // the digits the unit lacks with at most k places, the only ones a subset may hold
        let (mut n, mut lacking) = (0, board.lacking(u));
        while lacking != 0 {
            let d = lacking.trailing_zeros() as u8;
            lacking &= lacking - 1;
            if board.places(u, d).count_ones() as usize <= k {
                (digits[n], sets[n]) = (d, board.places(u, d));
                n += 1;
            }
        }
        combinations(&sets[..n], k, &mut |picked, at| {
            let own = picked.iter().fold(0u32, |m, &j| m | 1 << digits[j]);
            let cells = || board.cells_at(u, at);
            found(board.removals(cells(), board.every() & !own), || {
                Pattern::Subset {
                    hidden: true,
                    digits: digits_of(own),
                    cells: board.cells(cells()),
                    unit: board.units.name(u),
                }
            })
        })
    })
}
