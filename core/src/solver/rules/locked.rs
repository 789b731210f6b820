//! Locked candidates. Pointing: a digit's places in a box all lie in one row (or else one
//! column), so that line's other cells lose the digit. Claiming: a digit's places in a row
//! or column all lie in one box, so the box's other cells lose it. Digits ascending, then
//! boxes (pointing) or rows then columns (claiming) from 1; pointing tries the row before
//! the column.

use super::{Found, Marks, Pattern, found};
use crate::sudoku::{Shape, Units};
use std::sync::OnceLock;

/// How a board's rows, columns and boxes cut one another: for each of them (by unit index)
/// and each kind of unit (0 row, 1 column, 2 box), the positions of its cells (bit `k` for
/// its `k`-th cell) in each unit of that kind it meets, with that unit. A digit's places
/// lie in one unit of a kind when they are inside one of these masks: a test of a few
/// words, where the rules try every digit in every unit at every node they run at.
struct Cuts(Vec<[Vec<(u32, usize)>; 3]>);

impl Cuts {
    /// The cuts of the board of `units` (its rows, columns and boxes), built once a shape.
    fn of(units: &Units) -> &'static Cuts {
        static TABLES: [OnceLock<Cuts>; Shape::ALL.len()] =
            [const { OnceLock::new() }; Shape::ALL.len()];
        let k = Shape::ALL.iter().position(|&s| s == units.shape());
        TABLES[k.expect("every shape is in ALL")].get_or_init(|| {
            let n = units.shape().side();
            Cuts(
                (0..3 * n)
                    .map(|u| {
                        std::array::from_fn(|kind| {
                            let mut cuts: Vec<(u32, usize)> = Vec::new();
                            for (k, &i) in units.cells(u).iter().enumerate() {
                                let other = usize::from(units.three(usize::from(i))[kind]);
                                match cuts.iter_mut().find(|(_, o)| *o == other) {
                                    Some((mask, _)) => *mask |= 1 << k,
                                    None => cuts.push((1 << k, other)),
                                }
                            }
                            cuts
                        })
                    })
                    .collect(),
            )
        })
    }
}

/// Pointing: the first box and digit whose places lie in one line with places outside the
/// box.
pub(super) fn pointing(board: &Marks) -> Option<Found> {
    let (n, cuts) = (board.side, Cuts::of(board.units));
    for d in 1..=n as u8 {
        for b in 2 * n..3 * n {
            // rows, then columns: kinds 0 and 1 of a cell's three units
            for kind in 0..2 {
                if let Some(found) = lie_in(board, cuts, d, b, kind) {
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
    let (n, cuts) = (board.side, Cuts::of(board.units));
    (1..=n as u8).find_map(|d| (0..2 * n).find_map(|line| lie_in(board, cuts, d, line, 2)))
}

/// If `d`'s places in unit `within` all lie in one unit of `kind` (0 row, 1 column, 2 box),
/// that unit's cells outside `within` lose `d`: the pattern, if they have it.
fn lie_in(board: &Marks, cuts: &Cuts, d: u8, within: usize, kind: usize) -> Option<Found> {
    let units = board.units;
    let at = board.places(within, d);
    if at == 0 {
        return None;
    }
    let cuts = &cuts.0[within][kind];
    let &(_, only) = cuts.iter().find(|&&(mask, _)| at & !mask == 0)?;
    let places = || board.cells_at(within, at);
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
