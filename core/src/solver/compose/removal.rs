//! Candidates the techniques remove: a pattern's removal as one event, and backtracking's
//! restore of it. The board strikes and gives back each pair ([`Candidates::strike`]); the
//! search keeps the removals in effect with the trail's length when each was made, so that
//! backtracking gives one back right before it undoes the placement made before it.

use super::Composed;
use super::candidates::Candidates;
use crate::solver::event::Event;
use crate::solver::rules::{self, Found, Marks};
use crate::solver::sets::Set;

impl<C: Candidates, const N: usize, const W: usize> Composed<C, N, W> {
    /// At the fixpoint of the singles: the first pattern of the strategy's techniques that
    /// removes a candidate, as one event; `None` when none does.
    pub(super) fn deduce(&mut self) -> Option<Event<()>> {
        let found = rules::first(&Marks::of(&self.board), self.strategy.inference)?;
        Some(self.eliminate(found))
    }

    /// Removes the candidates `found` lists, which the board has, as one event.
    pub(super) fn eliminate(&mut self, found: Found) -> Event<()> {
        for &(i, d) in &found.removals {
            debug_assert!(self.board.empty().contains(i) && self.board.legal(i) & 1 << d != 0);
            self.board.strike(i, d);
        }
        let removal = found.removal(self.board.all_units());
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
    /// digit `d`.
    pub(crate) fn struck(&self) -> Vec<u32> {
        let shape = self.board.shape();
        let mut struck = vec![0; shape.cells()];
        for (_, removal) in &self.removals {
            for &(cell, d) in removal.pairs() {
                struck[shape.index(cell)] |= 1 << d;
            }
        }
        struck
    }
}
