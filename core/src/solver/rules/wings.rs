//! Wings: a pivot and two of its peers, the pincers, each pincer of exactly two candidates.
//! xy-wing: a pivot of two candidates xy, pincers xz and yz (z not the pivot's), so every
//! cell that sees both pincers loses z. xyz-wing: a pivot of three candidates xyz, pincers
//! of two of them each, different, so every cell that sees the pivot and both pincers loses
//! the digit the pincers share. Pivots in reading order, then pincer pairs in lexicographic
//! order (cells in reading order).

use super::{CELLS, Found, Marks, Pattern, found};
use crate::sudoku::CellSet;

/// The first xy-wing that removes a candidate.
pub(super) fn xy_wing(board: &Marks) -> Option<Found> {
    wings(board, false, &|pivot, a, b| {
        let z = a & b;
        (a ^ b == pivot && z.count_ones() == 1 && z & pivot == 0).then_some(z)
    })
}

/// The first xyz-wing that removes a candidate.
pub(super) fn xyz_wing(board: &Marks) -> Option<Found> {
    wings(board, true, &|pivot, a, b| {
        (a != b && (a | b) & !pivot == 0).then_some(a & b)
    })
}

/// Each pivot of two candidates (three with `xyz`) and each pair of its peers of two
/// candidates: the digit `z_of` finds they remove (from the pivot's, the first pincer's
/// and the second's candidates), taken from the cells that see both pincers (and the pivot,
/// with `xyz`).
fn wings(board: &Marks, xyz: bool, z_of: &dyn Fn(u32, u32, u32) -> Option<u32>) -> Option<Found> {
    let units = board.units;
    let size = 2 + u32::from(xyz);
    for pivot in 0..units.shape().cells() {
        let own = board.marks(pivot);
        if own.count_ones() != size {
            continue;
        }
        let mut pincers = [0usize; CELLS];
        let mut n = 0;
        for i in units.peer_list(pivot).iter().map(|&i| usize::from(i)) {
            if board.marks(i).count_ones() == 2 {
                pincers[n] = i;
                n += 1;
            }
        }
        let pincers = &pincers[..n];
        for (k, &a) in pincers.iter().enumerate() {
            for &b in &pincers[k + 1..] {
                let Some(z) = z_of(own, board.marks(a), board.marks(b)) else {
                    continue;
                };
                let mut seeing: CellSet = units.peers(a).and(units.peers(b));
                if xyz {
                    seeing = seeing.and(units.peers(pivot));
                }
                let pattern = || Pattern::Wing {
                    xyz,
                    pivot: board.cell(pivot),
                    pincers: [board.cell(a), board.cell(b)],
                };
                if let Some(found) = found(board.removals(seeing.iter(), z), pattern) {
                    return Some(found);
                }
            }
        }
    }
    None
}
