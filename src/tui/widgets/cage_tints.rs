//! Which ground each killer cage takes where cells are too small for lines between cages
//! (the race's compact boards): neighbouring cages different ones, out of [`CAGE_TINTS`].

use super::theme::CAGE_TINTS;
use stepdoku::sudoku::{NO_CAGE, Units};

/// Each cell's tint (`None` outside every cage), empty on a board without cages: no two
/// cages side by side alike (should the search for that give up, each cage takes the tint
/// its fewest neighbours have).
pub fn cage_tints(units: &Units) -> Vec<Option<u8>> {
    let cages = units.cages().len();
    if cages == 0 {
        return Vec::new();
    }
    let shape = units.shape();
    let side = shape.side();
    let cage =
        |i: usize| Some(usize::from(units.cage_index(i))).filter(|&k| k != usize::from(NO_CAGE));
    // each cage's neighbours, over the row and the column lines between cells
    let mut near = vec![Vec::new(); cages];
    for i in 0..shape.cells() {
        let right = (i % side + 1 < side).then_some(i + 1);
        let below = (i + side < shape.cells()).then_some(i + side);
        for j in [right, below].into_iter().flatten() {
            if let (Some(a), Some(b)) = (cage(i), cage(j))
                && a != b
            {
                near[a].push(b);
                near[b].push(a);
            }
        }
    }
    let tint = four_colouring(&near).unwrap_or_else(|| greedy(&near));
    (0..shape.cells())
        .map(|i| cage(i).map(|k| tint[k]))
        .collect()
}

/// The most tries [`four_colouring`] makes before it gives up (a cage map is planar, so
/// one exists, and a few hundred cages take far fewer).
const TRIES: usize = 100_000;

/// A tint for each cage, no two neighbours alike, by backtracking over the cages most
/// neighbours first; `None` past [`TRIES`].
fn four_colouring(near: &[Vec<usize>]) -> Option<Vec<u8>> {
    let mut order: Vec<usize> = (0..near.len()).collect();
    order.sort_by_key(|&k| std::cmp::Reverse(near[k].len()));
    let mut tint = vec![None; near.len()];
    let mut tries = 0;
    fn place(
        at: usize,
        order: &[usize],
        near: &[Vec<usize>],
        tint: &mut [Option<u8>],
        tries: &mut usize,
    ) -> bool {
        let Some(&k) = order.get(at) else {
            return true;
        };
        for t in 0..CAGE_TINTS {
            *tries += 1;
            if *tries > TRIES {
                return false;
            }
            if near[k].iter().any(|&n| tint[n] == Some(t)) {
                continue;
            }
            tint[k] = Some(t);
            if place(at + 1, order, near, tint, tries) {
                return true;
            }
            tint[k] = None;
        }
        false
    }
    place(0, &order, near, &mut tint, &mut tries).then(|| tint.into_iter().flatten().collect())
}

/// A tint for each cage in order, the one its fewest coloured neighbours have.
fn greedy(near: &[Vec<usize>]) -> Vec<u8> {
    let mut tint: Vec<Option<u8>> = vec![None; near.len()];
    for k in 0..near.len() {
        let mut taken = [0usize; CAGE_TINTS as usize];
        for t in near[k].iter().filter_map(|&n| tint[n]) {
            taken[usize::from(t)] += 1;
        }
        tint[k] = (0..CAGE_TINTS).min_by_key(|&t| (taken[usize::from(t)], t));
    }
    tint.into_iter().flatten().collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// On both bundled killers no two cells side by side in different cages share a tint
    /// (the pairs read off the board here, not off the colouring's own neighbour lists),
    /// and the cells in no cage (the killer X's) have none.
    #[test]
    fn neighbouring_cages_take_different_tints() {
        let path = crate::common::repo().join("puzzles/variants/killer.txt");
        for puzzle in stepdoku::parse::read_file(&path).unwrap() {
            let (variant, _) = puzzle.variant.as_ref().unwrap();
            let units = variant.units();
            let tints = cage_tints(units);
            for i in 0..81 {
                assert_eq!(
                    tints[i].is_some(),
                    units.cage_of(i).is_some(),
                    "r{}c{}",
                    i / 9 + 1,
                    i % 9 + 1
                );
                let pairs = [(i % 9 < 8).then_some(i + 1), (i < 72).then_some(i + 9)];
                for j in pairs.into_iter().flatten() {
                    let apart = units.cage_index(i) != units.cage_index(j);
                    if apart && tints[i].is_some() && tints[j].is_some() {
                        assert_ne!(tints[i], tints[j], "cells {i} and {j}");
                    }
                }
            }
        }
    }
}
