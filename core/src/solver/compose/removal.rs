//! Candidates the techniques remove: a pattern's removal as one event, and backtracking's
//! restore of it. The board strikes and gives back each pair ([`Candidates::strike`]); the
//! search keeps the removals in effect with the trail's length when each was made, so that
//! backtracking gives one back right before it undoes the placement made before it. Also
//! the rules asked on any board, outside a search ([`find_pattern`], [`next_pattern`]).

use super::Composed;
use super::candidates::Candidates;
use super::masks::Masks;
use crate::solver::event::{Event, Removal};
use crate::solver::rules::{self, CELLS, Found, Marks, Technique};
use crate::solver::sets::{Set, members};
use crate::solver::strategy::Inference;
use crate::sudoku::{Board, MAX_UNITS, Units};

/// `board` as the rules read it: each empty cell's candidates and the digits each unit holds.
pub(crate) fn marks<C: Candidates>(board: &C) -> Marks<'_> {
    let units = board.all_units();
    let mut marks = [0; CELLS];
    for i in members(board.empty()) {
        marks[i] = board.legal(i);
    }
    let mut held = [0; MAX_UNITS];
    for (u, held) in held.iter_mut().enumerate().take(units.len()) {
        for d in 1..=board.side() {
            if board.holds(u, d) {
                *held |= 1 << d;
            }
        }
    }
    Marks::new(units, marks, held)
}

/// The first pattern of `technique` on `board`, whose empty cells' candidates are the digits
/// their units do not hold less `struck` (by cell index, bit `d` for digit `d`; empty for
/// none), that removes a candidate: the removal it makes, with the pattern.
pub fn find_pattern(board: &Board, struck: &[u32], technique: Technique) -> Option<Removal> {
    on_board(board, struck, |marks| rules::detect(marks, technique))
}

/// The pattern `inference` applies next on `board` (less `struck`, as [`find_pattern`]
/// reads it) at the fixpoint of its singles: the first of its techniques, in the ladder's
/// order, that removes a candidate. What a search of that inference does there, as one
/// `eliminate` step.
pub fn next_pattern(board: &Board, struck: &[u32], inference: Inference) -> Option<Removal> {
    on_board(board, struck, |marks| rules::first(marks, inference))
}

/// The removal `found` makes, with its pattern, on a board of `units`.
fn removal(found: Found, units: &Units) -> Removal {
    let pairs = found.removals.iter().map(|&(i, d)| (units.cell(i), d));
    Removal::by(found.pattern, pairs)
}

/// What `rule` finds on `board` less `struck`.
fn on_board(
    board: &Board,
    struck: &[u32],
    rule: impl FnOnce(&Marks) -> Option<Found>,
) -> Option<Removal> {
    let units = Units::of(board.shape());
    let mut masks = Masks::new(units.clone(), board.digits());
    masks.strike_all(struck);
    rule(&marks(&masks)).map(|found| removal(found, &units))
}

impl<C: Candidates, const N: usize, const W: usize> Composed<C, N, W> {
    /// At the fixpoint of the singles: the first pattern of the strategy's techniques that
    /// removes a candidate, as one event; `None` when none does.
    pub(super) fn deduce(&mut self) -> Option<Event<()>> {
        let found = rules::first(&marks(&self.board), self.strategy.inference)?;
        Some(self.eliminate(found))
    }

    /// Removes the candidates `found` lists, which the board has, as one event.
    pub(super) fn eliminate(&mut self, found: Found) -> Event<()> {
        for &(i, d) in &found.removals {
            debug_assert!(self.board.empty().contains(i) && self.board.legal(i) & 1 << d != 0);
            self.board.strike(i, d);
        }
        let removal = removal(found, self.board.all_units());
        self.removals.push((self.trail_len, removal.clone()));
        self.latest = Some(removal);
        self.stats.eliminations += 1;
        Event::Eliminate(())
    }

    /// Gives back the latest removal.
    pub(super) fn restore_latest(&mut self) -> Event<()> {
        let (_, removal) = self.removals.pop().expect("a removal in effect");
        let shape = self.board.shape();
        for &(cell, d) in removal.pairs() {
            self.board.unstrike(shape.index(cell), d);
        }
        self.stats.restores += 1;
        self.latest = Some(removal);
        Event::Restore(())
    }

    /// The candidates struck from each cell (by index) and not given back, bit `d` for
    /// digit `d`: by a rule, or never written in a pencil-mark puzzle.
    pub(crate) fn struck(&self) -> Vec<u32> {
        let cells = self.board.shape().cells();
        (0..cells).map(|i| self.board.struck(i)).collect()
    }
}
