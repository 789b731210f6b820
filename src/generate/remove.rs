//! Taking givens out of a solved grid while the puzzle keeps exactly one solution, until none
//! can go: a minimal puzzle.

use super::Symmetry;
use crate::solver::Rng;
use crate::solver::probe::Givens;
use crate::sudoku::{Cell, Grid};

/// One step of making a puzzle, for a viewer that wants to watch it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Step {
    /// The solved grid the givens are taken from.
    Filled(Grid),
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

/// The puzzle left when the givens of `solution` are taken out in an order drawn from `rng`
/// (a symmetric pair at a time under `symmetry`), each kept out when the puzzle still has
/// exactly one solution without it. `on_step` sees every removal.
///
/// One pass is enough for a minimal puzzle: a given that had to stay when it was tried has to
/// stay for good, since taking out more givens only adds solutions.
pub fn remove_givens(
    solution: &Grid,
    symmetry: Symmetry,
    rng: &mut Rng,
    mut on_step: impl FnMut(Step),
) -> Grid {
    let mut puzzle = Givens::new(solution);
    let mut order: [u8; 81] = std::array::from_fn(|i| i as u8);
    let tried = &mut order[..symmetry.orbits()];
    rng.shuffle(tried);
    for &i in tried.iter() {
        let cell = Cell::from_index(i as usize);
        let partner = symmetry.partner(cell);
        let unique = take_out(&mut puzzle, solution, cell, partner);
        on_step(Step::Removal {
            cell,
            partner,
            unique,
        });
    }
    *puzzle.grid()
}

/// Empties `cell` (and `partner`) of `puzzle`, and puts them back unless the rest still has
/// exactly one solution, `solution`. Whether it kept them out.
fn take_out(puzzle: &mut Givens, solution: &Grid, cell: Cell, partner: Option<Cell>) -> bool {
    let digit = |c: Cell| solution.get(c).expect("a solution is full");
    puzzle.remove(cell, digit(cell));
    let unique = match partner {
        None => !puzzle.solvable_without(cell, digit(cell)),
        Some(other) => {
            // another solution differs from this one in `cell`, or else in `other`
            puzzle.remove(other, digit(other));
            let unique = !puzzle.solvable_without(cell, digit(cell)) && {
                puzzle.restore(cell, digit(cell));
                let unique = !puzzle.solvable_without(other, digit(other));
                puzzle.remove(cell, digit(cell));
                unique
            };
            if !unique {
                puzzle.restore(other, digit(other));
            }
            unique
        }
    };
    if !unique {
        puzzle.restore(cell, digit(cell));
    }
    unique
}
