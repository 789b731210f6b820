//! The race's lanes changed while it runs: one added (`C`, composed in the composer), which
//! sends every lane back to step 0 so that all start together, and the selected one removed
//! (`x`), which leaves the others where they stand.

use super::{NoRace, Race, lane};
use stepdoku::race::MAX_LANES;
use stepdoku::solver::Strategy;

impl Race {
    /// The selected lane: the one `x` removes and `C` composes from.
    pub fn selected(&self) -> usize {
        self.selected
    }

    /// Selects the lane `by` places after the selected one (before it when negative),
    /// stopping at the first and the last.
    pub fn select_by(&mut self, by: isize) {
        let last = self.lanes.len().saturating_sub(1);
        self.selected = self.selected.saturating_add_signed(by).min(last);
    }

    /// The strategies racing, in lane order.
    pub fn strategies(&self) -> Vec<Strategy> {
        self.lanes.iter().map(|lane| lane.strategy()).collect()
    }

    /// Whether the race has as many lanes as it takes.
    pub fn is_full(&self) -> bool {
        self.lanes.len() >= MAX_LANES
    }

    /// Adds `strategy` as the last lane and selects it; every lane goes back to step 0, so
    /// that the new one races the others from the start, and the race plays on if it was
    /// playing. Refused when the race is full or the strategy races already.
    pub fn add(&mut self, strategy: Strategy) -> Result<(), NoRace> {
        if self.is_full() {
            return Err(NoRace::Full);
        }
        if self.lanes.iter().any(|lane| lane.strategy() == strategy) {
            return Err(NoRace::Twice(strategy));
        }
        let playing = self.playing;
        self.stop();
        self.lanes.push(lane(&self.puzzle, strategy, self.seed));
        self.selected = self.lanes.len() - 1;
        self.go_to(0);
        self.playing = playing;
        Ok(())
    }

    /// Removes the selected lane and selects the one that takes its place (or the last). The
    /// others stay where they stand; a race that is over by then ends at its last lane's end.
    /// The last lane is never removed.
    pub fn remove_selected(&mut self) -> Result<Strategy, NoRace> {
        if self.lanes.len() == 1 {
            return Err(NoRace::LastLane);
        }
        // a move under way keeps a state per lane: it is cancelled, back in step
        let playing = self.playing;
        self.stop();
        let removed = self.lanes.remove(self.selected).strategy();
        self.selected = self.selected.min(self.lanes.len() - 1);
        if self.is_over() {
            self.settle_at_last_end();
        }
        self.playing = playing && !self.is_over();
        Ok(removed)
    }
}
