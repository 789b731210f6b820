//! The masks board's cages: each empty cell's candidates are the digits its units leave it
//! that keep its cage able to reach its sum with distinct digits (checked against subsets
//! enumerated here; a cage without a sum only keeps its digits distinct), and taking placements back latest first restores the board exactly.

use super::candidates::Candidates;
use super::masks::Masks;
use crate::sudoku::{Cage, Cell, Shape, Units};
use proptest::prelude::*;
use std::sync::Arc;

/// A 4×4's units with cages over most of it, one of them without a sum, and one cell
/// (r4c4) in none.
fn units() -> Arc<Units> {
    let cell = |name: &str| name.parse::<Cell>().unwrap();
    let cage = |sum: u32, names: &[&str]| Cage {
        sum: Some(sum),
        cells: names.iter().map(|n| cell(n)).collect(),
    };
    let cages = vec![
        cage(3, &["r1c1", "r1c2"]),
        Cage {
            sum: None,
            ..cage(0, &["r1c3", "r2c2", "r3c1"])
        },
        cage(6, &["r1c4", "r2c3", "r2c4"]),
        cage(7, &["r2c1", "r3c2"]),
        cage(10, &["r3c3", "r3c4", "r4c1", "r4c2"]),
        cage(4, &["r4c3"]),
    ];
    Arc::new(Units::of(Shape::of_side(4).unwrap()).with_cages(cages))
}

/// Whether digit `d` keeps the cage of the empty cell `i` able to reach its sum: some
/// digits for its other empty cells, distinct, none placed in it nor `d`, make the rest.
fn keeps_its_cage(board: &Masks, units: &Units, i: usize, d: u8) -> bool {
    let Some(cage) = units.cage_of(i) else {
        return true;
    };
    let digits = board.to_board();
    let shape = units.shape();
    let (mut placed, mut sum, mut others) = (vec![d], u32::from(d), 0);
    for &c in &cage.cells {
        match digits.get(c) {
            Some(x) => {
                placed.push(x);
                sum += u32::from(x);
            }
            None if shape.index(c) != i => others += 1,
            None => {}
        }
    }
    let free: Vec<u8> = (1..=4).filter(|x| !placed.contains(x)).collect();
    let distinct = placed.len() == {
        let mut p = placed.clone();
        p.sort_unstable();
        p.dedup();
        p.len()
    };
    let subsets = 0u32..1 << free.len();
    distinct
        && subsets.into_iter().any(|m| {
            let chosen = free.iter().enumerate().filter(|(k, _)| m & 1 << k != 0);
            let (count, total) = chosen.fold((0, 0), |(n, t), (_, &x)| (n + 1, t + u32::from(x)));
            count == others && cage.sum.is_none_or(|s| sum + total == s)
        })
}

/// The digits the units alone leave the empty cell `i` (no cage, no strike).
fn by_units(board: &Masks, units: &Units, i: usize) -> u32 {
    let digits = board.to_board();
    let mut held = 0u32;
    for &u in units.of_cell(i) {
        for &j in units.cells(usize::from(u)) {
            if let Some(x) = digits.get(units.cell(usize::from(j))) {
                held |= 1 << x;
            }
        }
    }
    0b11110 & !held
}

proptest! {
    #[test]
    fn candidates_keep_the_cages_and_undo_restores(picks in prop::collection::vec(0usize..64, 1..24)) {
        let units = units();
        let start = Masks::new(units.clone(), &[0; 16]);
        let mut board = start.clone();
        let mut placed = Vec::new();
        for pick in picks {
            for i in board.empty().iter() {
                let expected = (1..=4u8)
                    .filter(|&d| by_units(&board, &units, i) & 1 << d != 0)
                    .filter(|&d| keeps_its_cage(&board, &units, i, d))
                    .fold(0, |m, d| m | 1 << d);
                prop_assert_eq!(board.legal(i), expected, "cell {}", i);
            }
            let mut options: Vec<(usize, u8)> = Vec::new();
            for i in board.empty().iter() {
                let legal = board.legal(i);
                options.extend((1..=4u8).filter(|d| legal & 1 << d != 0).map(|d| (i, d)));
            }
            // a pick of 48 on takes the latest placement back, as the search backs up
            if pick >= 48 && let Some((i, d)) = placed.pop() {
                board.unplace(i, d);
                continue;
            }
            let Some(&(i, d)) = options.get(pick % options.len().max(1)) else {
                break;
            };
            board.place(i, d);
            placed.push((i, d));
        }
        while let Some((i, d)) = placed.pop() {
            board.unplace(i, d);
        }
        prop_assert_eq!(board, start);
    }
}
