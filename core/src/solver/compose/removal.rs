//! Candidates a rule removes: the removal as one event, and backtracking's restore of it.
//! The board strikes and gives back each pair ([`Candidates::strike`]); the search keeps the
//! removals in effect with the trail's length when each was made, so that backtracking
//! gives one back right before it undoes the placement made before it.

use super::Composed;
use super::candidates::Candidates;
use crate::solver::event::{Event, Removal};
use crate::solver::sets::Set;

/// A rule that removes candidates at a node before the search branches: the cell–digit
/// pairs it finds on the board (none when it finds nothing). Tests supply one until the
/// techniques bring rules of their own; `Composed::eliminate` and `back` are what every
/// rule shares.
#[derive(Clone, Copy, Debug)]
#[cfg_attr(
    not(test),
    allow(
        dead_code,
        reason = "the techniques' rules will make one; only tests do so far"
    )
)]
pub(crate) struct Rule<C>(pub(crate) fn(&C) -> Vec<(usize, u8)>);

impl<C> PartialEq for Rule<C> {
    fn eq(&self, other: &Self) -> bool {
        std::ptr::fn_addr_eq(self.0, other.0)
    }
}

impl<C> Eq for Rule<C> {}

impl<C: Candidates, const N: usize, const W: usize> Composed<C, N, W> {
    /// Runs `rule` at every node before the search branches.
    #[cfg(test)]
    pub(crate) fn set_rule(&mut self, rule: Rule<C>) {
        self.rule = Some(rule);
    }

    /// Removes the candidates of `pairs` (cell index and digit) that the board still has, as
    /// one event; `None` when it has none of them.
    pub(super) fn eliminate(&mut self, pairs: Vec<(usize, u8)>) -> Option<Event<()>> {
        let mut struck = Vec::with_capacity(pairs.len());
        for (i, d) in pairs {
            if self.board.empty().contains(i) && self.board.legal(i) & 1 << d != 0 {
                self.board.strike(i, d);
                struck.push((self.board.cell(i), d));
            }
        }
        if struck.is_empty() {
            return None;
        }
        let removal = Removal::new(struck);
        self.removals.push((self.trail_len, removal.clone()));
        self.latest = Some(removal);
        self.stats.eliminations += 1;
        Some(Event::Eliminate(()))
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
