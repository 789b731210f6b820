//! Killer puzzles (`generate --variant killer`): a random solution, cages drawn over the whole
//! grid with their sums taken from it, then as few givens as the cages need for exactly one
//! solution: givens added where two solutions differ until one is left, then each taken out
//! again (a symmetric pair at a time) unless a second solution comes back. `--max-seconds`
//! bounds all of it, at every size: a large killer's counts are long searches.

use super::search::random_solution;
use super::variant::neighbours;
use super::{GeneratedVariant, Symmetry, stream};
use crate::solver::{Config, Rng, Sighting, Strategy, search_each};
use crate::sudoku::{Cage, Shape, Variant, VariantBoard};

/// Search steps one count of solutions may take before the cages are given up for new ones:
/// a layout whose counts run long makes a puzzle only a search that long can solve.
const STEP_BUDGET: u64 = 1 << 20;

/// Attempt `index` from `seed`: a killer puzzle at `shape` whose cages cover the grid, with
/// as few givens as it can under `symmetry`; `out_of_time`, asked as every count of
/// solutions goes and between them, bounds the whole attempt. Once the cages have one
/// solution with their givens, time running out leaves those givens (not minimal); before,
/// there is no puzzle: `None`.
pub(crate) fn attempt_killer(
    shape: Shape,
    seed: u64,
    index: u64,
    symmetry: Symmetry,
    mut out_of_time: impl FnMut() -> bool,
) -> Option<GeneratedVariant> {
    let mut rng = stream(seed, index);
    let solution = random_solution(shape, &mut rng).digits().to_vec();
    let (variant, givens, minimal) = loop {
        if out_of_time() {
            return None;
        }
        let variant = cages(shape, &solution, &mut rng)
            .into_iter()
            .try_fold(Variant::standard(shape), |v, cage| v.with_cage(cage))
            .expect("cages drawn from a solution are legal");
        let Some(mut givens) = enough(&variant, &solution, symmetry, &mut rng, &mut out_of_time)
        else {
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
    Some(GeneratedVariant::rated(
        variant, &givens, &solution, minimal,
    ))
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
/// when the search ran past [`STEP_BUDGET`] or `out_of_time` answered true first.
fn solutions(
    variant: &Variant,
    givens: &[u8],
    out_of_time: &mut impl FnMut() -> bool,
) -> Option<Vec<Vec<u8>>> {
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
        Sighting::Pause { steps } => steps > STEP_BUDGET || out_of_time(),
    });
    (!end.stopped).then_some(found)
}

/// Givens of `solution` (a symmetric pair at a time) added where two solutions of the cages
/// differ, until one solution is left; `None` when a count ran past the step budget or the
/// time ran out.
fn enough(
    variant: &Variant,
    solution: &[u8],
    symmetry: Symmetry,
    rng: &mut Rng,
    out_of_time: &mut impl FnMut() -> bool,
) -> Option<Vec<u8>> {
    let shape = variant.shape();
    let mut givens = vec![0; shape.cells()];
    loop {
        let found = solutions(variant, &givens, out_of_time)?;
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
/// count ran past the step budget or the time: its given stays).
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
        match solutions(variant, givens, out_of_time) {
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

    /// Cut short at every point of its run (the `k`th question about the time answered
    /// true), a 6×6 killer attempt gives either no puzzle or one whose givens and cages
    /// have exactly one solution (counted by `row-major`, not by the generator's
    /// `propagate`), the attempt's solution, not minimal unless it was done; and the
    /// attempt let run to its end is minimal.
    #[test]
    fn a_killer_cut_short_anywhere_is_none_or_unique() {
        let shape = Shape::of_side(6).unwrap();
        let whole = attempt_killer(shape, 3, 0, Symmetry::None, || false).unwrap();
        assert!(whole.minimal);
        let (mut none, mut cut) = (0, 0);
        for k in 0..400 {
            let mut asked = 0;
            let made = attempt_killer(shape, 3, 0, Symmetry::None, || {
                asked += 1;
                asked > k
            });
            let Some(made) = made else {
                none += 1;
                continue;
            };
            let config = Config {
                strategy: Strategy::RowMajor,
                seed: 0,
                max_solutions: 2,
            };
            let mut found = Vec::new();
            search_each(made.puzzle.clone(), config, |sighting| {
                if let Sighting::Solution(board) = sighting {
                    found.push(board.board().digits().to_vec());
                }
                false
            });
            assert_eq!(
                found,
                [made.solution.board().digits().to_vec()],
                "cut at {k}"
            );
            if made == whole {
                continue;
            }
            assert!(!made.minimal, "cut at {k}");
            cut += 1;
        }
        assert!(
            none > 0 && cut > 0,
            "{none} without a puzzle, {cut} cut short"
        );
    }

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
