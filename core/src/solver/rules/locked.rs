//! Locked candidates. Pointing: a digit's places in a box all lie in one row (or else one
//! column), so that line's other cells lose the digit. Claiming: a digit's places in a row
//! or column all lie in one box, so the box's other cells lose it. Digits ascending, then
//! boxes (pointing) or rows then columns (claiming) from 1; pointing tries the row before
//! the column.

use super::{Found, Marks, Pattern, found};

/// Pointing: the first box and digit whose places lie in one line with places outside the
/// box.
pub(super) fn pointing(board: &Marks) -> Option<Found> {
    let n = board.side;
    for d in 1..=n as u8 {
        for b in 2 * n..3 * n {
            // rows, then columns: kinds 0 and 1 of a cell's three units
            for kind in 0..2 {
                if let Some(found) = lie_in(board, d, b, kind) {
                    return Some(found);
                }
            }
        }
    }
    None
}

/// Claiming: the first row, then column, and digit whose places lie in one box with places
/// outside the line.
pub(super) fn claiming(board: &Marks) -> Option<Found> {
    let n = board.side;
    (1..=n as u8).find_map(|d| (0..2 * n).find_map(|line| lie_in(board, d, line, 2)))
}

/// If `d`'s places in unit `within` all lie in one unit of `kind` (0 row, 1 column, 2 box),
/// that unit's cells outside `within` lose `d`: the pattern, if they have it.
fn lie_in(board: &Marks, d: u8, within: usize, kind: usize) -> Option<Found> {
    let units = board.units;
    let at = board.places(within, d);
    let places = || board.cells_at(within, at);
    let only = usize::from(units.three(places().next()?)[kind]);
    if places().any(|i| usize::from(units.three(i)[kind]) != only) {
        return None;
    }
    // the kind of `within` among a cell's three units
    let own = within / board.side;
    let outside = units
        .cells(only)
        .iter()
        .map(|&i| usize::from(i))
        .filter(|&i| usize::from(units.three(i)[own]) != within);
    found(board.removals(outside, 1 << d), || Pattern::Locked {
        digit: d,
        within: units.name(within),
        only: units.name(only),
        cells: board.cells(places()),
    })
}
