//! The animation: the player's or the race's, moved on by elapsed time within the frame's
//! budget (the rule is [`pacing`](crate::tui::pacing)'s); the jobs that woke the loop (a pipe
//! read, the editor's verdict, a puzzle generated) hand over their results on the way.

use super::{App, Overlay};
use crate::tui::pacing::{Budget, FRAME_WORK, Spending};
use crate::tui::tree;
use std::time::{Duration, Instant};

impl App {
    /// Moves the animation on by `elapsed` wall-clock time, working at most [`FRAME_WORK`].
    pub fn tick(&mut self, elapsed: Duration) {
        self.tick_within(elapsed, FRAME_WORK);
    }

    /// [`tick`](Self::tick) with a chosen budget of time.
    pub fn tick_within(&mut self, elapsed: Duration, work: Duration) {
        self.tick_by(elapsed, Budget::Time(work));
    }

    /// Moves the animation on by `elapsed`, doing at most what `budget` allows.
    pub fn tick_by(&mut self, elapsed: Duration, budget: Budget) {
        let started = Instant::now();
        let mut spending = Spending::new(budget);
        // what the views' jobs brought (a view with a job under way takes no key that would
        // open another view over it, so what it asks for is about itself)
        let effects: Vec<_> = self.overlays.iter_mut().flat_map(Overlay::poll).collect();
        self.apply(effects);
        let delay_ms = self.delay_ms;
        if let Some(race) = self.overlays.iter_mut().find_map(|o| match o {
            Overlay::Race(race) => Some(race),
            _ => None,
        }) {
            if let Some(remark) = race.tick(elapsed, delay_ms, |n| spending.spend(n)) {
                self.notice = Some(remark.to_string());
            }
            return;
        }
        if let Some(remark) = self.player.tick(elapsed, delay_ms, &mut spending) {
            self.apply(vec![remark]);
        }
        if let (Some(Overlay::Tree(panel)), Some(t)) =
            (self.overlays.last_mut(), self.player.timeline())
        {
            panel.follow(t, tree::budget_left(budget, started.elapsed()));
        }
    }
}
