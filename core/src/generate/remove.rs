//! Taking givens out of a solved grid while the puzzle keeps exactly one solution, until none
//! can go: a minimal puzzle.

use super::Symmetry;
use crate::solver::Rng;
use crate::solver::answer::LiveGivens;
use crate::sudoku::{Cell, MAX_SIDE, NineBoard, Shape};

/// One step of making a puzzle, for a viewer that wants to watch it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Step {
    /// The solved grid the givens are taken from.
    Filled(NineBoard),
    /// A given taken out, with its symmetric partner if it has one, and whether the puzzle
    /// without them still has exactly one solution; when it has not, they went back in.
    Removal {
        /// The given.
        cell: Cell,
        /// Its partner under the symmetry (`None` without symmetry, and for the centre).
        partner: Option<Cell>,
        /// Whether they stayed out.
        unique: bool,
    },
}

/// A puzzle whose givens come and go, asked over and over whether a given can go: the 9×9
/// [`LiveGivens`], or the givens of a board of any size.
pub(crate) trait Holes {
    /// The board's size.
    fn shape(&self) -> Shape;
    /// Takes the given `digit` out of `cell`.
    fn remove(&mut self, cell: Cell, digit: u8);
    /// Gives `digit` in the empty `cell`, where it is legal.
    fn restore(&mut self, cell: Cell, digit: u8);
    /// Whether the givens have a solution with a digit other than `digit` in the empty
    /// `cell`; `None` when the time for the puzzle ran out first.
    fn solvable_without(&mut self, cell: Cell, digit: u8) -> Option<bool>;
    /// Whether the time for the puzzle has run out (never, for the puzzles that must be
    /// minimal).
    fn out_of_time(&mut self) -> bool {
        false
    }
}

impl Holes for LiveGivens {
    fn shape(&self) -> Shape {
        Shape::NINE
    }

    fn remove(&mut self, cell: Cell, digit: u8) {
        LiveGivens::remove(self, cell, digit)
    }

    fn restore(&mut self, cell: Cell, digit: u8) {
        LiveGivens::restore(self, cell, digit)
    }

    #[inline(always)]
    fn solvable_without(&mut self, cell: Cell, digit: u8) -> Option<bool> {
        Some(LiveGivens::solvable_without(self, cell, digit))
    }
}

/// The puzzle left when the givens of `solution` are taken out in an order drawn from `rng`
/// (a symmetric pair at a time under `symmetry`), each kept out when the puzzle still has
/// exactly one solution without it. `on_step` sees every removal.
///
/// One pass is enough for a minimal puzzle: a given that had to stay when it was tried has to
/// stay for good, since taking out more givens only adds solutions.
pub fn remove_givens(
    solution: &NineBoard,
    symmetry: Symmetry,
    rng: &mut Rng,
    on_step: impl FnMut(Step),
) -> NineBoard {
    let mut puzzle = LiveGivens::new(solution);
    let digit = |c: Cell| solution.get(c).expect("a solution is full");
    remove_all(&mut puzzle, digit, symmetry, rng, on_step);
    *puzzle.grid()
}

/// Takes the givens of `puzzle`, full at first (`digit` says what each cell holds), out in an
/// order drawn from `rng` as [`remove_givens`] does; whether it went through them all (false
/// when the time ran out: the puzzle is unique but may not be minimal).
pub(crate) fn remove_all<H: Holes>(
    puzzle: &mut H,
    digit: impl Fn(Cell) -> u8,
    symmetry: Symmetry,
    rng: &mut Rng,
    mut on_step: impl FnMut(Step),
) -> bool {
    let shape = puzzle.shape();
    let mut order: [u16; MAX_SIDE * MAX_SIDE] = std::array::from_fn(|i| i as u16);
    let tried = &mut order[..symmetry.orbits(shape)];
    rng.shuffle(tried);
    for &i in tried.iter() {
        if puzzle.out_of_time() {
            return false;
        }
        let i = usize::from(i);
        let cell = shape.cell(i);
        let partner = symmetry.partner_at(shape, i).map(|j| shape.cell(j));
        let Some(unique) = take_out(puzzle, &digit, cell, partner) else {
            return false;
        };
        on_step(Step::Removal {
            cell,
            partner,
            unique,
        });
    }
    true
}

/// Empties `cell` (and `partner`) of `puzzle`, and puts them back unless the rest still has
/// exactly one solution, the one `digit` gives. Whether it kept them out; `None` (with them
/// back) when the time ran out.
#[inline(always)]
fn take_out<H: Holes>(
    puzzle: &mut H,
    digit: &impl Fn(Cell) -> u8,
    cell: Cell,
    partner: Option<Cell>,
) -> Option<bool> {
    puzzle.remove(cell, digit(cell));
    let unique = match partner {
        None => puzzle
            .solvable_without(cell, digit(cell))
            .map(|found| !found),
        Some(other) => {
            // another solution differs from this one in `cell`, or else in `other`
            puzzle.remove(other, digit(other));
            let unique = match puzzle.solvable_without(cell, digit(cell)) {
                Some(false) => {
                    puzzle.restore(cell, digit(cell));
                    let unique = puzzle.solvable_without(other, digit(other)).map(|f| !f);
                    puzzle.remove(cell, digit(cell));
                    unique
                }
                found => found.map(|found| !found),
            };
            if unique != Some(true) {
                puzzle.restore(other, digit(other));
            }
            unique
        }
    };
    if unique != Some(true) {
        puzzle.restore(cell, digit(cell));
    }
    unique
}
