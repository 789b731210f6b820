//! The player's animation: playback and jumps moved on by elapsed time, within the frame's
//! budget (the rule is [`pacing`](crate::tui::pacing)'s).

use super::Player;
use crate::tui::effect::Effect;
use crate::tui::pacing::{self, SLICE, Spending};
use crate::tui::pane::{Search, at_last_event, not_found};
use std::time::Duration;
use stepdoku::numbers::grouped;
use stepdoku::timeline::{Progress, Target, Timeline};

impl Player {
    /// Moves the animation on by `elapsed` at `delay_ms` a step, doing what `spending` allows;
    /// a remark when a jump ended short of its target.
    pub fn tick(
        &mut self,
        elapsed: Duration,
        delay_ms: u64,
        spending: &mut Spending,
    ) -> Option<Effect> {
        self.probes.poll();
        if self.timeline().is_some_and(Timeline::is_finished) {
            // the true count is known: no more probes
            self.probes.stop();
        }
        if let Some(target) = self.pane.jump {
            loop {
                let (more, remark) = self.jump_slice(target);
                if !more || !spending.spend(SLICE) {
                    return remark;
                }
            }
        }
        if self.playing {
            self.play_for(elapsed, delay_ms, spending);
        }
        None
    }

    /// One slice of work on a jump to `target`: whether it goes on, and once it is over
    /// (reached, or not found) what to say about it.
    pub(super) fn jump_slice(&mut self, target: Target) -> (bool, Option<Effect>) {
        let Search::Running(t) = &mut self.pane.search else {
            self.pane.jump = None;
            return (false, None);
        };
        let remark = match t.run(target, SLICE) {
            Progress::Pending => return (true, None),
            Progress::Reached => match target {
                Target::Solution(cap) if !at_last_event(t) => Some(format!(
                    "stopped at solution {} (--max-solutions); n finds the next",
                    grouped(cap)
                )),
                // a run to a step stops at the first solution on its way
                Target::Step(step) if t.position() < step && !at_last_event(t) => Some(format!(
                    "stopped at the solution on the way to step {}; again goes on",
                    grouped(step)
                )),
                _ => None,
            },
            Progress::NotFound => Some(not_found(target).to_string()),
        };
        self.pane.jump = None;
        (false, remark.map(Effect::Say))
    }

    /// Plays the steps due after `elapsed` (as many as fit in the budget at delay 0).
    fn play_for(&mut self, elapsed: Duration, delay_ms: u64, spending: &mut Spending) {
        let before = self.timeline().map_or(0, Timeline::position);
        let mut carry = self.carry;
        pacing::play(
            &mut carry,
            elapsed,
            delay_ms,
            1,
            |n| {
                self.advance(n);
                self.playing
            },
            |events| spending.spend(events),
        );
        self.carry = carry;
        // the speed the viewer sees, smoothed: what the time left is reckoned at
        let after = self.timeline().map_or(0, Timeline::position);
        let seconds = elapsed.as_secs_f64();
        if !self.backward && after > before && seconds > 0.0 {
            let now = (after - before) as f64 / seconds;
            self.rate = if self.rate > 0.0 {
                0.8 * self.rate + 0.2 * now
            } else {
                now
            };
        }
    }

    /// Plays up to `n` events forward, pausing on a solution and at the end of the search;
    /// backward, pausing at the start.
    fn advance(&mut self, n: u64) {
        let Search::Running(t) = &mut self.pane.search else {
            self.playing = false;
            return;
        };
        if self.backward {
            if t.back(n) < n || t.position() == 0 {
                self.playing = false;
                self.backward = false;
            }
            return;
        }
        let from = t.position();
        play_forward(t, n);
        let to = t.position();
        let solutions = t.solution_steps();
        let next = solutions.get(solutions.partition_point(|&s| s <= from));
        if let Some(&solution) = next
            && solution <= to
        {
            t.seek(solution);
            self.playing = false;
        } else if to == from || at_last_event(t) {
            self.playing = false;
        }
    }
}

/// Moves the cursor up to `n` events forward: over recorded events one by one, past the
/// frontier through the timeline's bulk path.
fn play_forward(t: &mut Timeline, n: u64) {
    let from = t.position();
    let recorded = t.explored() - from;
    if recorded > 0 {
        t.forward(n.min(recorded));
    } else {
        t.run(Target::Step(from.saturating_add(n)), n);
    }
}
