//! Locked candidates, over every house: a digit's places in one unit all lie in another, so
//! that other unit's remaining cells lose the digit. Pointing: the first unit is a box (a
//! region, a diagonal or an extra house), the other a row, then a column, then a box or
//! region, then an extra unit. Claiming: the first is a row or column, the other a box or
//! region, then an extra unit. Digits ascending, then the first units in the board's order
//! (boxes from 1, then the extra units; rows then columns), then the other units in that
//! order. On a standard board that is boxes into rows then columns, and lines into boxes.

use super::{Found, Marks, Pattern, found};
use crate::sudoku::{Shape, Unit, Units};
use std::sync::{Arc, OnceLock};

/// Where one unit meets another: the positions of the shared cells in the first (bit `k`
/// for its `k`-th cell), the other unit, and the positions of the other's cells outside the
/// first.
#[derive(Clone, Copy)]
struct Cut {
    inside: u32,
    other: usize,
    outside: u32,
}

/// How a board's units cut one another: for each unit (by index), the units a digit's
/// places in it may all lie in, in the order the rules try them. A digit's places lie in
/// one of them when they are inside its `inside` mask: a test of a few words, where the
/// rules try every digit in every unit at every node they run at.
struct Cuts(Vec<Vec<Cut>>);

impl Cuts {
    /// The cuts of a board of rows, columns and boxes, built once a shape; a variant's are
    /// built for each call (its board is searched on masks, which are slower anyway).
    fn of(units: &Units) -> Arc<Cuts> {
        static TABLES: [OnceLock<Arc<Cuts>>; Shape::ALL.len()] =
            [const { OnceLock::new() }; Shape::ALL.len()];
        if units.has_extra() || !units.has_boxes() {
            return Arc::new(Cuts::build(units));
        }
        let k = Shape::ALL.iter().position(|&s| s == units.shape());
        let table = &TABLES[k.expect("every shape is in ALL")];
        table.get_or_init(|| Arc::new(Cuts::build(units))).clone()
    }

    fn build(units: &Units) -> Cuts {
        let n = units.shape().side();
        let rank = |u: usize| match units.name(u) {
            Unit::Row(_) => 0,
            Unit::Col(_) => 1,
            Unit::Box(_) | Unit::Region(_) => 2,
            Unit::Diagonal(_) | Unit::Extra(_) => 3,
        };
        let cuts = (0..units.len())
            .map(|u| {
                let cells = units.cells(u);
                // two lines meet in one cell at most: a hidden single, not a locked digit
                let wanted = |o: usize| o != u && !(u < 2 * n && o < 2 * n);
                let mut others: Vec<usize> = (0..units.len()).filter(|&o| wanted(o)).collect();
                others.sort_by_key(|&o| (rank(o), o));
                let positions = |of: &[u8], within: &[u8]| {
                    (of.iter().enumerate())
                        .filter(|(_, i)| within.contains(i))
                        .fold(0u32, |m, (k, _)| m | 1 << k)
                };
                others
                    .into_iter()
                    .filter_map(|other| {
                        let theirs = units.cells(other);
                        let inside = positions(cells, theirs);
                        let shared = positions(theirs, cells);
                        let all = (1u32 << theirs.len()) - 1;
                        (inside != 0).then_some(Cut {
                            inside,
                            other,
                            outside: all & !shared,
                        })
                    })
                    .collect()
            })
            .collect();
        Cuts(cuts)
    }
}

/// Pointing: the first box (region, diagonal, extra house) and digit whose places lie in
/// another unit with places outside the first.
pub(super) fn pointing(board: &Marks) -> Option<Found> {
    let (n, cuts) = (board.side, Cuts::of(board.units));
    let within = 2 * n..board.units.len();
    (1..=n as u8).find_map(|d| within.clone().find_map(|u| lie_in(board, &cuts, d, u)))
}

/// Claiming: the first row, then column, and digit whose places lie in one box (region,
/// diagonal, extra house) with places outside the line.
pub(super) fn claiming(board: &Marks) -> Option<Found> {
    let (n, cuts) = (board.side, Cuts::of(board.units));
    (1..=n as u8).find_map(|d| (0..2 * n).find_map(|line| lie_in(board, &cuts, d, line)))
}

/// If `d`'s places in unit `within` all lie in another unit, that unit's cells outside
/// `within` lose `d`: the first such pattern, in the cuts' order, if they have it.
fn lie_in(board: &Marks, cuts: &Cuts, d: u8, within: usize) -> Option<Found> {
    let at = board.places(within, d);
    if at == 0 {
        return None;
    }
    cuts.0[within]
        .iter()
        .filter(|cut| at & !cut.inside == 0)
        .find_map(|cut| {
            let outside = board.cells_at(cut.other, cut.outside);
            found(board.removals(outside, 1 << d), || Pattern::Locked {
                digit: d,
                within: board.units.name(within),
                only: board.units.name(cut.other),
                cells: board.cells(board.cells_at(within, at)),
            })
        })
}
