//! Why a search branches where it does, at any size: the composed search's own choice at a
//! node ([`choice`](super::choice)), on the board of masks, with the numbers an explanation
//! claims. Both boards choose alike (the tests compare them event for event), so one rule
//! kernel explains every search.

use super::AnySize;
use super::candidates::Candidates;
use super::choice::Fork;
use crate::solver::engine::Config;
use crate::solver::sets::members;
use crate::solver::strategy::{Digits, Strategy};
use crate::sudoku::{Board, Cell, MAX_SIDE, Unit, Units};
use std::sync::Arc;

/// What a node branches on.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Branch {
    /// An empty cell, over its legal digits.
    Cell(Cell),
    /// A unit lacking a digit, over the empty cells of the unit where the digit is legal.
    Unit {
        /// The unit.
        unit: Unit,
        /// The digit it lacks.
        digit: u8,
    },
}

/// Why a search branches where it does, with the numbers that say so: what explanations
/// claim, each checkable on the board.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Decision {
    /// What it branches on.
    pub branch: Branch,
    /// Its options in ascending order: the cell's legal digits, or the unit's cells where
    /// the digit is legal, by index ([`Shape::index`](crate::sudoku::Shape::index)).
    pub options: Vec<u8>,
    /// The fewest legal digits of any empty cell.
    pub fewest: u32,
    /// How many empty cells have that few.
    pub tied: u32,
    /// The empty peers of the chosen cell (what `degree` breaks ties by).
    pub peers: u32,
    /// The options in the order tried by `lcv`, each with the peer candidates it rules out;
    /// empty for the other orders.
    pub costs: Vec<(u8, u32)>,
}

/// The decision `strategy`'s search makes on `board` (a node where it branches, after any
/// deduction, with an empty cell), less the candidates the techniques struck (`struck`, by
/// cell index, bit `d` for digit `d`; empty for none): the same choice as the engine's, from
/// the same code.
pub fn decide(board: &Board, struck: &[u32], strategy: Strategy) -> Decision {
    decide_in(Units::of(board.shape()), board, struck, strategy)
}

/// [`decide`] on a board of `units`: a variant's houses and cages choose as they do in its
/// search.
pub fn decide_on(units: &Units, board: &Board, struck: &[u32], strategy: Strategy) -> Decision {
    let standard = units.len() == 3 * board.shape().side() && units.has_boxes();
    match standard && units.cages().is_empty() {
        true => decide_in(Units::of(board.shape()), board, struck, strategy),
        false => decide_in(Arc::new(units.clone()), board, struck, strategy),
    }
}

/// [`decide`] on a board of the shared `units`.
fn decide_in(units: Arc<Units>, board: &Board, struck: &[u32], strategy: Strategy) -> Decision {
    let config = Config {
        strategy,
        seed: 0,
        max_solutions: 1,
    };
    let mut engine = AnySize::any(units, board.digits(), config);
    engine.board.strike_all(struck);
    let node = engine.choose();
    let (fewest, tied) = engine.board().least();
    let (branch, options, chosen): (Branch, Vec<u8>, usize) = match node {
        Fork::Cell { cell, digits } => {
            let listed = (1..=MAX_SIDE as u8).filter(|d| digits & 1 << d != 0);
            (
                Branch::Cell(engine.board().cell(cell)),
                listed.collect(),
                cell,
            )
        }
        Fork::Unit { unit, digit, cells } => {
            let branch = Branch::Unit {
                unit: engine.board().unit(unit),
                digit,
            };
            let listed: Vec<u8> = members(cells).map(|i| i as u8).collect();
            (branch, listed, cells.first().unwrap_or(0))
        }
    };
    let mut costs = Vec::new();
    if strategy.digits == Digits::Lcv {
        costs = options
            .iter()
            .map(|&x| (x, engine.ruled_out(node, x)))
            .collect();
        // stable: ties keep the ascending order, as the engine's
        costs.sort_by_key(|&(_, cost)| cost);
    }
    Decision {
        branch,
        options,
        fewest,
        tied: tied.len(),
        peers: engine.empty_peers(chosen),
        costs,
    }
}
