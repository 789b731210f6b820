//! Puzzle generation: a random solved grid, then givens taken out while the puzzle keeps
//! exactly one solution, until it is minimal (no given, or symmetric pair of givens, can go
//! without a second solution appearing), rated by what the `propagate` strategy needs.
//!
//! Every attempt draws from its own random stream, derived from a seed and the attempt's
//! index, so that a batch of attempts gives the same puzzles on any number of threads.

mod killer;
mod needs;
#[cfg(test)]
mod props;
mod rating;
mod remove;
mod search;
mod sized;
mod variant;

pub use needs::{Needs, UnknownNeeds, needs, needs_if_unique};
pub use rating::{HARD_MAX_GUESSES, Rated, Rating, UnknownRating, rate, rate_search};
pub use remove::{Step, remove_givens};
pub use sized::{
    GeneratedBoard, attempt_board, deadline, fill_board, first_rated_board, give_up_after,
};
pub use variant::{GeneratedVariant, VariantKind, attempt_variant};

use crate::solver::{Rng, answer};
use crate::sudoku::{Cell, NineBoard, Shape};
use std::fmt;
use std::str::FromStr;

/// Which givens go out together.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Symmetry {
    /// Each given on its own.
    None,
    /// 180° rotation: cells `i` and `N² − 1 − i` (`80 − i` on a 9×9 grid) are both given or
    /// both empty.
    #[default]
    Rotational,
}

impl Symmetry {
    /// Both symmetries.
    pub const ALL: [Symmetry; 2] = [Symmetry::None, Symmetry::Rotational];

    /// The name on the command line: `none`, `rotational`.
    pub const fn name(self) -> &'static str {
        match self {
            Symmetry::None => "none",
            Symmetry::Rotational => "rotational",
        }
    }

    /// The cell of a 9×9 grid that goes with `cell`, if another does.
    pub fn partner(self, cell: Cell) -> Option<Cell> {
        self.partner_at(Shape::NINE, cell.nine_index())
            .map(Cell::from_index)
    }

    /// The index of the cell of a `shape` board that goes with the cell of index `i`, if
    /// another does.
    pub fn partner_at(self, shape: Shape, i: usize) -> Option<usize> {
        let j = shape.cells() - 1 - i;
        (self == Symmetry::Rotational && j != i).then_some(j)
    }

    /// How many groups of cells go out together on a `shape` board; cells `0..orbits()` are
    /// one of each group.
    fn orbits(self, shape: Shape) -> usize {
        match self {
            Symmetry::None => shape.cells(),
            Symmetry::Rotational => shape.cells().div_ceil(2),
        }
    }
}

impl fmt::Display for Symmetry {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A symmetry name that is not `none` or `rotational`.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("unknown symmetry {0:?} (expected none or rotational)")]
pub struct UnknownSymmetry(pub String);

impl FromStr for Symmetry {
    type Err = UnknownSymmetry;

    fn from_str(s: &str) -> Result<Symmetry, UnknownSymmetry> {
        Symmetry::ALL
            .into_iter()
            .find(|sym| sym.name() == s)
            .ok_or_else(|| UnknownSymmetry(s.to_string()))
    }
}

/// A generated puzzle.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Generated {
    /// The givens.
    pub puzzle: NineBoard,
    /// Its only solution.
    pub solution: NineBoard,
    /// How hard it is.
    pub rated: Rated,
}

impl Generated {
    /// How many givens it has.
    pub fn clues(&self) -> usize {
        81 - self.puzzle.empty_count()
    }
}

/// The random stream of attempt `index` from `seed`. Streams of neighbouring indices must not
/// overlap, so the index is hashed rather than added to the seed.
pub fn stream(seed: u64, index: u64) -> Rng {
    let mut mix = Rng::new(index ^ 0x5EED_5EED_5EED_5EED);
    Rng::new(seed ^ mix.next_u64())
}

/// A random solved grid.
pub fn fill(rng: &mut Rng) -> NineBoard {
    answer::random_solution(&NineBoard::EMPTY, rng).expect("the empty grid has solutions")
}

/// Attempt `index` from `seed`: a minimal puzzle under `symmetry`, rated.
pub fn attempt(seed: u64, index: u64, symmetry: Symmetry) -> Generated {
    attempt_watched(seed, index, symmetry, |_| {})
}

/// [`attempt`], showing `on_step` the solved grid and then every removal.
pub fn attempt_watched(
    seed: u64,
    index: u64,
    symmetry: Symmetry,
    mut on_step: impl FnMut(Step),
) -> Generated {
    let mut rng = stream(seed, index);
    let solution = fill(&mut rng);
    on_step(Step::Filled(solution));
    let puzzle = remove_givens(&solution, symmetry, &mut rng, on_step);
    Generated {
        puzzle,
        solution,
        rated: rate_search(&puzzle),
    }
}

/// The first of the attempts 0, 1, 2, … from `seed` rated `wanted` (any rating for `None`),
/// and how many attempts it took; `None` when `stop` answers true first (it is asked before
/// each attempt). To watch how that puzzle was made, replay its attempt (the last one) with
/// [`attempt_watched`].
pub fn first_rated(
    seed: u64,
    symmetry: Symmetry,
    wanted: Option<Rating>,
    mut stop: impl FnMut() -> bool,
) -> Option<(Generated, u64)> {
    (0..)
        .take_while(|_| !stop())
        .map(|index| (attempt(seed, index, symmetry), index + 1))
        .find(|(made, _)| wanted.is_none_or(|r| made.rated.rating == r))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_round_trip_and_partners_mirror() {
        for symmetry in Symmetry::ALL {
            assert_eq!(symmetry.name().parse::<Symmetry>(), Ok(symmetry));
        }
        assert_eq!(
            "spiral".parse::<Symmetry>().unwrap_err().to_string(),
            "unknown symmetry \"spiral\" (expected none or rotational)"
        );
        let cell = Cell::from_index(3);
        assert_eq!(
            Symmetry::Rotational.partner(cell),
            Some(Cell::from_index(77))
        );
        assert_eq!(Symmetry::Rotational.partner(Cell::from_index(40)), None);
        assert_eq!(Symmetry::None.partner(cell), None);
    }

    #[test]
    fn attempts_repeat_and_differ_by_index() {
        let a = attempt(7, 0, Symmetry::Rotational);
        assert_eq!(a, attempt(7, 0, Symmetry::Rotational));
        assert_ne!(a.puzzle, attempt(7, 1, Symmetry::Rotational).puzzle);
        assert_ne!(a.puzzle, attempt(8, 0, Symmetry::Rotational).puzzle);
    }

    #[test]
    fn the_watched_steps_rebuild_the_puzzle() {
        let mut steps = Vec::new();
        let made = attempt_watched(3, 2, Symmetry::Rotational, |step| steps.push(step));
        let Some(Step::Filled(mut grid)) = steps.first().copied() else {
            panic!("no fill first: {steps:?}")
        };
        assert_eq!(grid, made.solution);
        assert_eq!(steps.len(), 1 + 41);
        for step in &steps[1..] {
            if let Step::Removal {
                cell,
                partner,
                unique: true,
            } = *step
            {
                grid.clear(cell);
                partner.map(|p| grid.clear(p));
            }
        }
        assert_eq!(grid, made.puzzle);
    }

    #[test]
    fn the_first_of_a_rating_is_that_rating_and_a_stop_ends_the_hunt() {
        let (made, attempts) =
            first_rated(1, Symmetry::None, Some(Rating::Hard), || false).unwrap();
        assert_eq!(made.rated.rating, Rating::Hard);
        assert_eq!(made, attempt(1, attempts - 1, Symmetry::None));
        assert_eq!(first_rated(1, Symmetry::None, None, || true), None);
    }
}
