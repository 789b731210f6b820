//! Variant puzzles (`generate --variant`): an X-sudoku (both diagonals), a windoku (9×9) or a
//! jigsaw of random regions (a killer's are made in [`super::killer`]), made as the standard
//! ones are: a random solution on the
//! variant's units, then givens taken out while the puzzle keeps exactly one solution on
//! them, until it is minimal (or, at 16×16, the time runs out).

use super::killer::attempt_killer;
use super::remove::{Holes, remove_all};
use super::search::{random_fill, solvable_without_on};
use super::{Rated, Symmetry, rate_search, stream};
use crate::solver::Rng;
use crate::sudoku::{Cell, Diagonals, Shape, Variant, VariantBoard, windoku};
use std::fmt;

/// A kind of variant the generator makes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum VariantKind {
    /// Both diagonals are houses (X-sudoku), any size.
    Diagonal,
    /// The four windoku houses, 9×9 only.
    Windoku,
    /// Random regions of N connected cells in place of the boxes, any size.
    Jigsaw,
    /// Cages covering the grid, with as few givens as they need, any size.
    Killer,
}

impl VariantKind {
    /// The name on the command line.
    pub const fn name(self) -> &'static str {
        match self {
            VariantKind::Diagonal => "diagonal",
            VariantKind::Windoku => "windoku",
            VariantKind::Jigsaw => "jigsaw",
            VariantKind::Killer => "killer",
        }
    }

    /// Whether `--max-seconds` bounds a puzzle of the kind at `shape`: a killer at every size
    /// (its counts of solutions are long searches), the others at 16×16 as standard ones.
    pub fn timed(self, shape: Shape) -> bool {
        self == VariantKind::Killer || shape.side() == 16
    }

    /// Why the kind cannot be made at `shape`, if it cannot: a windoku is 9×9 only.
    pub fn refuses(self, shape: Shape) -> Option<String> {
        (self == VariantKind::Windoku && shape != Shape::NINE).then(|| {
            let n = shape.side();
            format!("--variant windoku is 9x9 only (its four extra houses are 3x3), not {n}x{n}")
        })
    }
}

impl fmt::Display for VariantKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A generated variant puzzle.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GeneratedVariant {
    /// Its houses.
    pub variant: Variant,
    /// The givens, on the variant's units.
    pub puzzle: VariantBoard,
    /// Its only solution.
    pub solution: VariantBoard,
    /// How hard `propagate` finds it on the variant's units.
    pub rated: Rated,
    /// Whether every given was tried (false when the time ran out first).
    pub minimal: bool,
}

impl GeneratedVariant {
    /// The puzzle of `givens` on `variant`, with its `solution` (both digits in reading
    /// order), rated on its units.
    pub(super) fn rated(
        variant: Variant,
        givens: &[u8],
        solution: &[u8],
        minimal: bool,
    ) -> GeneratedVariant {
        let units = variant.units().clone();
        let puzzle = VariantBoard::new(units.clone(), givens);
        GeneratedVariant {
            rated: rate_search(&puzzle),
            puzzle,
            solution: VariantBoard::new(units, solution),
            variant,
            minimal,
        }
    }

    /// How many givens it has.
    pub fn clues(&self) -> usize {
        self.puzzle
            .board()
            .digits()
            .iter()
            .filter(|&&d| d != 0)
            .count()
    }
}

/// Attempt `index` from `seed`: a puzzle of `kind` at `shape` under `symmetry`, minimal
/// unless `out_of_time` (asked before each given is tried; by a killer, all along) answers
/// true first, rated on its units; `None` for a killer whose time ran out before its cages
/// had one solution. Panics for a kind the shape refuses ([`VariantKind::refuses`]).
pub fn attempt_variant(
    kind: VariantKind,
    shape: Shape,
    seed: u64,
    index: u64,
    symmetry: Symmetry,
    out_of_time: impl FnMut() -> bool,
) -> Option<GeneratedVariant> {
    assert!(kind.refuses(shape).is_none(), "{kind} at {shape}");
    if kind == VariantKind::Killer {
        return attempt_killer(shape, seed, index, symmetry, out_of_time);
    }
    let mut rng = stream(seed, index);
    // a jigsaw's regions may admit no solution: new regions until some do
    let (variant, solution) = loop {
        let variant = layout(kind, shape, &mut rng);
        if let Some(digits) = random_fill(variant.units().clone(), &mut rng, 8) {
            break (variant, digits);
        }
    };
    let mut givens = VariantGivens {
        variant: &variant,
        digits: solution.clone(),
        out_of_time,
    };
    let digit = |c: Cell| solution[shape.index(c)];
    let minimal = remove_all(&mut givens, digit, symmetry, &mut rng, |_| {});
    let digits = givens.digits;
    Some(GeneratedVariant::rated(
        variant, &digits, &solution, minimal,
    ))
}

/// The houses of a puzzle of `kind` at `shape`, a jigsaw's regions drawn from `rng`.
fn layout(kind: VariantKind, shape: Shape, rng: &mut Rng) -> Variant {
    let standard = Variant::standard(shape);
    let made = match kind {
        VariantKind::Diagonal => standard.with_diagonals(Diagonals::Both),
        VariantKind::Windoku => {
            (windoku().into_iter()).try_fold(standard, |v, house| v.with_extra(house))
        }
        VariantKind::Jigsaw => standard.with_regions(regions(shape, rng)),
        VariantKind::Killer => unreachable!("a killer's cages are drawn from its solution"),
    };
    made.expect("the generator's houses make a board")
}

/// Random regions of N connected cells each (each cell's, 1..=N, reading order): the boxes,
/// reshaped by many swaps of two neighbouring cells of two regions, each kept only when
/// both regions stay connected.
fn regions(shape: Shape, rng: &mut Rng) -> Vec<u8> {
    let n = shape.side();
    let mut of: Vec<u8> = (0..shape.cells())
        .map(|i| shape.box_of(i / n, i % n) as u8 + 1)
        .collect();
    let neighbours = |i: usize| neighbours(n, i);
    let connected = |of: &[u8], k: u8| {
        let cells: Vec<usize> = (0..of.len()).filter(|&i| of[i] == k).collect();
        let mut seen = vec![cells[0]];
        let mut at = 0;
        while at < seen.len() {
            let next: Vec<usize> = neighbours(seen[at])
                .filter(|&j| of[j] == k && !seen.contains(&j))
                .collect();
            seen.extend(next);
            at += 1;
        }
        seen.len() == cells.len()
    };
    let mut swaps = 0;
    while swaps < 4 * shape.cells() {
        let a = rng.below(shape.cells() as u32) as usize;
        let across: Vec<usize> = neighbours(a).filter(|&b| of[b] != of[a]).collect();
        if across.is_empty() {
            continue;
        }
        let b = across[rng.below(across.len() as u32) as usize];
        let (ka, kb) = (of[a], of[b]);
        // b's region takes a, a's takes another of its own neighbours there: sizes stay
        let back: Vec<usize> = (0..of.len())
            .filter(|&c| of[c] == kb && neighbours(c).any(|d| of[d] == ka && d != a))
            .collect();
        if back.is_empty() {
            continue;
        }
        let c = back[rng.below(back.len() as u32) as usize];
        (of[a], of[c]) = (kb, ka);
        if connected(&of, ka) && connected(&of, kb) {
            swaps += 1;
        } else {
            (of[a], of[c]) = (ka, kb);
        }
    }
    of
}

/// The cells side by side with the cell of index `i` on an N×N board.
pub(super) fn neighbours(n: usize, i: usize) -> impl Iterator<Item = usize> {
    let (r, c) = (i / n, i % n);
    let up = (r > 0).then(|| i - n);
    let down = (r + 1 < n).then_some(i + n);
    let left = (c > 0).then(|| i - 1);
    let right = (c + 1 < n).then_some(i + 1);
    [up, down, left, right].into_iter().flatten()
}

/// The givens of a variant puzzle, for [`remove_all`].
struct VariantGivens<'a, F> {
    variant: &'a Variant,
    digits: Vec<u8>,
    out_of_time: F,
}

impl<F: FnMut() -> bool> Holes for VariantGivens<'_, F> {
    fn shape(&self) -> Shape {
        self.variant.shape()
    }

    fn remove(&mut self, cell: Cell, _: u8) {
        let i = self.shape().index(cell);
        self.digits[i] = 0;
    }

    fn restore(&mut self, cell: Cell, digit: u8) {
        let i = self.shape().index(cell);
        self.digits[i] = digit;
    }

    fn solvable_without(&mut self, cell: Cell, digit: u8) -> Option<bool> {
        let (i, units) = (self.shape().index(cell), self.variant.units().clone());
        solvable_without_on(units, &self.digits, i, digit, &mut self.out_of_time)
    }

    fn out_of_time(&mut self) -> bool {
        (self.out_of_time)()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn regions_are_n_connected_cells_and_not_the_boxes() {
        for side in [4, 6, 9, 12] {
            let shape = Shape::of_side(side).unwrap();
            let of = regions(shape, &mut Rng::new(side as u64));
            for k in 1..=side as u8 {
                assert_eq!(of.iter().filter(|&&r| r == k).count(), side, "{side}");
            }
            let boxes = Variant::standard(shape).with_regions(of.clone()).unwrap();
            assert!(!boxes.units().has_boxes());
            let box_of = |i: usize| shape.box_of(i / side, i % side) as u8 + 1;
            assert!((0..of.len()).any(|i| of[i] != box_of(i)), "{side}");
        }
    }

    #[test]
    fn a_windoku_is_nine_by_nine_only() {
        let six = Shape::of_side(6).unwrap();
        assert!(VariantKind::Windoku.refuses(six).is_some());
        assert_eq!(VariantKind::Jigsaw.refuses(six), None);
        assert_eq!(VariantKind::Windoku.refuses(Shape::NINE), None);
    }
}
