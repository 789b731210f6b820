//! The board and counters at the cursor, moved by one event at a time in either direction.

use super::code::{self, Code, Kind};
use super::levels::Levels;
use crate::solver::{Cells, Removal, Solver, Stats};
use crate::sudoku::{AnyBoard, Cell, DigitMask, Units};
use std::sync::Arc;

/// What the cursor sees: maintained in O(1) per step, since Place and Undo are exact inverses
/// and the marker events only bump counters; an Eliminate or a Restore in time proportional
/// to its pairs, which are each other's inverse.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct AtCursor {
    pub(crate) board: AnyBoard,
    /// The board's side, for cells' reading-order indices.
    side: usize,
    /// The board's units where its own masks do not know them all.
    houses: Houses,
    pub(crate) position: u64,
    pub(crate) placements: u64,
    pub(crate) forced: u64,
    /// The cells whose digit propagation forced, bit `i` for the cell with index `i`.
    pub(crate) forced_cells: [u64; 4],
    pub(crate) undos: u64,
    pub(crate) dead_ends: u64,
    pub(crate) solutions: u64,
    pub(crate) eliminations: u64,
    pub(crate) restores: u64,
    /// The candidates struck from each cell and not given back, bit `d` for digit `d`.
    pub(crate) struck: Vec<u32>,
    /// Placements per cell up to the cursor.
    pub(crate) heat: Vec<u64>,
    /// The search's stack at the cursor.
    pub(crate) levels: Levels,
    /// The board's units when the search may branch on a unit's places for a digit
    /// (`constraint`), whose guesses' widths count them.
    by_unit: Option<Arc<Units>>,
}

impl AtCursor {
    /// What the cursor sees at a solver's current state (a solver's state is the cursor's state
    /// at its step).
    pub(crate) fn of(solver: &Solver) -> AtCursor {
        let s = solver.stats();
        let shape = solver.shape();
        let units = solver.units();
        let houses = Houses::of(&units);
        let grid = match (solver.grid(), &houses) {
            (Some(&grid), _) => AnyBoard::Nine(grid),
            // a jigsaw's digits need not keep to the boxes a 9×9 grid would check
            (None, Houses::Regions(_)) => AnyBoard::Other(Box::new(solver.board())),
            (None, _) => AnyBoard::of(&solver.board()),
        };
        let mut forced_cells = [0; 4];
        for (i, cell) in shape.all_cells().enumerate() {
            if solver.is_forced(cell) {
                forced_cells[i / 64] |= 1 << (i % 64);
            }
        }
        AtCursor {
            board: grid,
            side: shape.side(),
            houses,
            position: s.steps,
            placements: s.placements,
            forced: s.forced,
            forced_cells,
            undos: s.undos,
            dead_ends: s.dead_ends,
            solutions: s.solutions,
            eliminations: s.eliminations,
            restores: s.restores,
            struck: solver.struck(),
            heat: solver.heat().to_vec(),
            levels: Levels::of(solver),
            by_unit: (solver.config().strategy.cells == Cells::Constraint).then_some(units),
        }
    }

    /// Moves one event forward; `removal` holds the pairs of an Eliminate or a Restore.
    #[inline]
    pub(crate) fn apply(&mut self, c: Code, removal: Option<&Removal>) {
        let (board, struck, houses) = (&self.board, &self.struck, &self.houses);
        let side = self.side;
        let of = |i: usize| {
            let cell = Cell::at(i / side, i % side).expect("a cell of the board");
            candidates(board, struck, houses, cell, i)
        };
        self.levels.apply(self.position + 1, c, |cell, d| {
            let i = cell.row() * side + cell.col();
            let own = candidates(board, struck, houses, cell, i).count_ones();
            let Some(units) = &self.by_unit else {
                return own;
            };
            // Algorithm X's choice: the fewer of the cell's candidates and, in any of its
            // units, the places of the digit it took (the choice was the fewest of all)
            let digits = board.digits();
            let places = |u: &u8| {
                let cells = units.cells(usize::from(*u)).iter().map(|&j| usize::from(j));
                let empty = cells.filter(|&j| digits[j] == 0);
                empty.filter(|&j| of(j) & 1 << d != 0).count() as u32
            };
            units.of_cell(i).iter().map(places).fold(own, u32::min)
        });
        match code::kind(c) {
            Kind::Place | Kind::Force => {
                self.place(code::cell(c), code::digit(c));
                self.placements += 1;
                let i = self.index(code::cell(c));
                self.heat[i] += 1;
                self.mark_forced(c, true);
            }
            Kind::Undo => {
                self.board.remove(code::cell(c), code::digit(c));
                self.undos += 1;
                self.mark_forced(c, false);
            }
            Kind::DeadEnd | Kind::NoPlace => self.dead_ends += 1,
            Kind::Eliminate => {
                self.strike(removal, true);
                self.eliminations += 1;
            }
            Kind::Restore => {
                self.strike(removal, false);
                self.restores += 1;
            }
            Kind::Solution => self.solutions += 1,
            Kind::Done => {}
        }
        self.position += 1;
    }

    /// Moves one event back: `c` must be the event that led to the current position (with
    /// `removal`, the pairs of an Eliminate or a Restore), and `previous` the one before it.
    /// False when the stack's levels before it are no longer known (the caller rebuilds the
    /// view).
    #[inline]
    pub(crate) fn unapply(
        &mut self,
        c: Code,
        removal: Option<&Removal>,
        previous: Option<Code>,
    ) -> bool {
        if !self.levels.unapply(self.position, c, previous) {
            return false;
        }
        match code::kind(c) {
            Kind::Place | Kind::Force => {
                self.board.remove(code::cell(c), code::digit(c));
                self.placements -= 1;
                let i = self.index(code::cell(c));
                self.heat[i] -= 1;
                self.mark_forced(c, false);
            }
            Kind::Undo => {
                self.place(code::cell(c), code::digit(c));
                self.undos -= 1;
                self.mark_forced(c, true);
            }
            Kind::DeadEnd | Kind::NoPlace => self.dead_ends -= 1,
            Kind::Eliminate => {
                self.strike(removal, false);
                self.eliminations -= 1;
            }
            Kind::Restore => {
                self.strike(removal, true);
                self.restores -= 1;
            }
            Kind::Solution => self.solutions -= 1,
            Kind::Done => {}
        }
        self.position -= 1;
        true
    }

    /// Writes `digit` into the empty `cell`: checked against the board's masks, unless its
    /// regions are a jigsaw's, which those masks (the shape's boxes) do not follow.
    #[inline(always)]
    fn place(&mut self, cell: Cell, digit: u8) {
        match (&mut self.board, &self.houses) {
            (AnyBoard::Other(board), Houses::Regions(_)) => board.put(cell, digit),
            (board, _) => board.place(cell, digit),
        }
    }

    /// Strikes the pairs of `removal` from the candidates (`out`), or gives them back.
    fn strike(&mut self, removal: Option<&Removal>, out: bool) {
        let removal = removal.expect("the pairs of a removal");
        for &(cell, d) in removal.pairs() {
            let i = self.index(cell);
            if out {
                self.struck[i] |= 1 << d;
            } else {
                self.struck[i] &= !(1 << d);
            }
        }
    }

    /// The candidates of `cell`, bit `d` for digit `d`: the digits its units do not hold,
    /// less those a rule struck.
    pub(crate) fn candidates(&self, cell: Cell) -> u32 {
        candidates(
            &self.board,
            &self.struck,
            &self.houses,
            cell,
            self.index(cell),
        )
    }

    /// A forced digit appears in (`present`) or leaves its cell: the counter of forced
    /// placements and the mask of forced cells follow. Guessed digits leave both alone.
    #[inline(always)]
    fn mark_forced(&mut self, c: Code, present: bool) {
        if code::forced(c) {
            let i = self.index(code::cell(c));
            let (word, bit) = (&mut self.forced_cells[i / 64], 1u64 << (i % 64));
            if present {
                *word |= bit;
            } else {
                *word &= !bit;
            }
            // the counter counts forced placements made, so only a Force moves it
            if code::kind(c) == Kind::Force {
                if present {
                    self.forced += 1;
                } else {
                    self.forced -= 1;
                }
            }
        }
    }

    /// The reading-order index of `cell`.
    #[inline(always)]
    pub(crate) fn index(&self, cell: Cell) -> usize {
        cell.row() * self.side + cell.col()
    }

    /// Whether propagation forced the digit in the cell with index `i`.
    pub(crate) fn is_forced(&self, i: usize) -> bool {
        self.forced_cells[i / 64] & (1 << (i % 64)) != 0
    }

    /// The counters, with the deepest depth supplied by the caller.
    pub(crate) fn stats(&self, max_depth: u32) -> Stats {
        Stats {
            steps: self.position,
            placements: self.placements,
            forced: self.forced,
            undos: self.undos,
            dead_ends: self.dead_ends,
            solutions: self.solutions,
            eliminations: self.eliminations,
            restores: self.restores,
            max_depth,
        }
    }
}

/// Which of a board's units its digits' masks (rows, columns, boxes) leave out.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Houses {
    /// None: the standard board.
    Standard,
    /// Units besides the rows, columns and boxes (diagonals, extra houses), or a killer's
    /// cages.
    Extra(Arc<Units>),
    /// A jigsaw's regions in place of the boxes (and any extra units): the masks' boxes
    /// mean nothing, and every unit is read off the board.
    Regions(Arc<Units>),
}

impl Houses {
    fn of(units: &Arc<Units>) -> Houses {
        if !units.has_boxes() {
            Houses::Regions(units.clone())
        } else if units.has_extra() || !units.cages().is_empty() {
            Houses::Extra(units.clone())
        } else {
            Houses::Standard
        }
    }
}

/// The candidates of `cell`, index `i`, on `board`: the digits none of its units holds (the
/// units the board's masks leave out read off its digits) and its cage's sum allows, less
/// those `struck`.
#[inline(always)]
fn candidates(board: &AnyBoard, struck: &[u32], houses: &Houses, cell: Cell, i: usize) -> u32 {
    let (free, units) = match houses {
        Houses::Standard => return board.candidates(cell) & !struck[i],
        Houses::Extra(units) => {
            let held = units.held_by_extra(i, board.digits());
            (board.candidates(cell) & !held, units)
        }
        Houses::Regions(units) => {
            let digits = board.digits();
            let peers = units.peer_list(i).iter();
            let held = peers.fold(0u32, |held, &j| held | 1 << digits[usize::from(j)]);
            (DigitMask::all(units.shape().side()).0 & !held, units)
        }
    };
    free & cage_allows(units, i, board.digits()) & !struck[i]
}

/// The digits the cage of the cell with index `i` allows it, as the search prunes them: those
/// of some set of distinct digits, none placed in the cage, that makes what is left of its
/// sum over its empty cells (every digit for a cell in no cage).
fn cage_allows(units: &Units, i: usize, digits: &[u8]) -> u32 {
    let Some(cage) = units.cage_of(i) else {
        return u32::MAX;
    };
    let shape = units.shape();
    let (mut held, mut placed, mut empty) = (0u32, 0i32, 0u32);
    for &cell in &cage.cells {
        match digits[shape.index(cell)] {
            0 => empty += 1,
            d => {
                held |= 1 << d;
                placed += i32::from(d);
            }
        }
    }
    cage.allows(DigitMask::all(shape.side()).0 & !held, empty, placed)
}
