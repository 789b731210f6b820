//! Killer puzzles (`generate --variant killer`): a random solution, cages drawn over the whole
//! grid with their sums taken from it, then as few givens as the cages need for exactly one
//! solution: givens added where two solutions differ until one is left, then each taken out
//! again (a symmetric pair at a time) unless a second solution comes back.

use super::search::random_solution;
use super::variant::neighbours;
use super::{GeneratedVariant, Symmetry, stream};
use crate::solver::{Config, Rng, Sighting, Strategy, search_each};
use crate::sudoku::{Cage, Shape, Variant, VariantBoard};

/// Search steps one count of solutions may take before the cages are given up for new ones:
/// a layout whose counts run long makes a puzzle only a search that long can solve.
const STEP_BUDGET: u64 = 1 << 20;

/// Attempt `index` from `seed`: a killer puzzle at `shape` whose cages cover the grid, with
/// as few givens as it can under `symmetry` (all tried unless `out_of_time`, asked before
/// each given is tried, answers true first).
pub(crate) fn attempt_killer(
    shape: Shape,
    seed: u64,
    index: u64,
    symmetry: Symmetry,
    mut out_of_time: impl FnMut() -> bool,
) -> GeneratedVariant {
    let mut rng = stream(seed, index);
    let solution = random_solution(shape, &mut rng).digits().to_vec();
    let (variant, givens, minimal) = loop {
        let variant = cages(shape, &solution, &mut rng)
            .into_iter()
            .try_fold(Variant::standard(shape), |v, cage| v.with_cage(cage))
            .expect("cages drawn from a solution are legal");
        let Some(mut givens) = enough(&variant, &solution, symmetry, &mut rng) else {
            continue;
        };
        let minimal = fewest(
            &variant,
            &solution,
            &mut givens,
            symmetry,
            &mut rng,
            &mut out_of_time,
        );
        break (variant, givens, minimal);
    };
    GeneratedVariant::rated(variant, &givens, &solution, minimal)
}

/// Cages covering the grid: each grown from a random cell in no cage yet by random
/// neighbours (side by side) in no cage whose digit in `solution` the cage lacks, to a
/// random size of 1 to 4 cells (mostly 2 or 3, at most N), its sum read off `solution`.
fn cages(shape: Shape, solution: &[u8], rng: &mut Rng) -> Vec<Cage> {
    let n = shape.side();
    let mut taken = vec![false; shape.cells()];
    let mut cages = Vec::new();
    let mut order: Vec<usize> = (0..shape.cells()).collect();
    rng.shuffle(&mut order);
    for &start in &order {
        if taken[start] {
            continue;
        }
        let size = [1, 2, 2, 2, 3, 3, 3, 4][rng.below(8) as usize].min(n);
        let mut cells = vec![start];
        taken[start] = true;
        while cells.len() < size {
            let fits = |j: usize| !taken[j] && cells.iter().all(|&k| solution[k] != solution[j]);
            let next: Vec<usize> = (cells.iter())
                .flat_map(|&i| neighbours(n, i))
                .filter(|&j| fits(j))
                .collect();
            if next.is_empty() {
                break;
            }
            let j = next[rng.below(next.len() as u32) as usize];
            taken[j] = true;
            cells.push(j);
        }
        cells.sort_unstable();
        cages.push(Cage {
            sum: Some(cells.iter().map(|&i| u32::from(solution[i])).sum()),
            cells: cells.into_iter().map(|i| shape.cell(i)).collect(),
        });
    }
    cages
}

/// Up to two solutions of `givens` under `variant`'s houses and cages, by `propagate`; `None`
/// when the search ran past [`STEP_BUDGET`] first.
fn solutions(variant: &Variant, givens: &[u8]) -> Option<Vec<Vec<u8>>> {
    let config = Config {
        strategy: Strategy::Propagate,
        seed: 0,
        max_solutions: 2,
    };
    let board = VariantBoard::new(variant.units().clone(), givens);
    let mut found = Vec::new();
    let end = search_each(board, config, |sighting| match sighting {
        Sighting::Solution(board) => {
            found.push(board.board().digits().to_vec());
            false
        }
        Sighting::Pause { steps } => steps > STEP_BUDGET,
    });
    (!end.stopped).then_some(found)
}

/// Givens of `solution` (a symmetric pair at a time) added where two solutions of the cages
/// differ, until one solution is left; `None` when a count ran past the step budget.
fn enough(
    variant: &Variant,
    solution: &[u8],
    symmetry: Symmetry,
    rng: &mut Rng,
) -> Option<Vec<u8>> {
    let shape = variant.shape();
    let mut givens = vec![0; shape.cells()];
    loop {
        let found = solutions(variant, &givens)?;
        if found.len() < 2 {
            return Some(givens);
        }
        let differ: Vec<usize> = (0..shape.cells())
            .filter(|&i| found[0][i] != found[1][i])
            .collect();
        let i = differ[rng.below(differ.len() as u32) as usize];
        for j in [Some(i), symmetry.partner_at(shape, i)]
            .into_iter()
            .flatten()
        {
            givens[j] = solution[j];
        }
    }
}

/// Takes each of `givens` (a symmetric pair at a time) out in an order drawn from `rng`,
/// keeping it out when the cages still have one solution without it; whether every given was
/// tried and each that stayed is needed (false when `out_of_time` answered true first, or a
/// count ran past the step budget).
fn fewest(
    variant: &Variant,
    solution: &[u8],
    givens: &mut [u8],
    symmetry: Symmetry,
    rng: &mut Rng,
    out_of_time: &mut impl FnMut() -> bool,
) -> bool {
    let shape = variant.shape();
    let mut order: Vec<usize> = (0..shape.cells())
        .filter(|&i| givens[i] != 0 && symmetry.partner_at(shape, i).is_none_or(|j| i <= j))
        .collect();
    rng.shuffle(&mut order);
    let mut minimal = true;
    for i in order {
        if out_of_time() {
            return false;
        }
        let pair: Vec<usize> = [Some(i), symmetry.partner_at(shape, i)]
            .into_iter()
            .flatten()
            .filter(|&j| givens[j] != 0)
            .collect();
        pair.iter().for_each(|&j| givens[j] = 0);
        match solutions(variant, givens) {
            Some(found) if found.len() == 1 => continue,
            Some(_) => {}
            None => minimal = false,
        }
        pair.iter().for_each(|&j| givens[j] = solution[j]);
    }
    minimal
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sudoku::Cell;

    #[test]
    fn cages_cover_the_grid_with_distinct_digits_and_their_sums() {
        for (k, shape) in Shape::ALL.into_iter().enumerate() {
            let (side, mut rng) = (shape.side(), Rng::new(k as u64));
            let solution = random_solution(shape, &mut rng).digits().to_vec();
            let cages = cages(shape, &solution, &mut rng);
            let mut covered = vec![0; shape.cells()];
            for cage in &cages {
                assert!((1..=4.min(side)).contains(&cage.cells.len()), "{cage:?}");
                let mut digits: Vec<u8> = (cage.cells.iter())
                    .map(|&c: &Cell| solution[shape.index(c)])
                    .collect();
                let sum: u32 = digits.iter().map(|&d| u32::from(d)).sum();
                assert_eq!(Some(sum), cage.sum);
                digits.sort_unstable();
                digits.dedup();
                assert_eq!(digits.len(), cage.cells.len(), "{cage:?}");
                cage.cells
                    .iter()
                    .for_each(|&c| covered[shape.index(c)] += 1);
            }
            assert!(covered.iter().all(|&k| k == 1), "{shape}");
        }
    }
}
