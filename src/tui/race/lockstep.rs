//! Moving every lane together: play, steps, seeks, runs to the end and jumps, each kept to
//! one step number for all lanes (a lane that ended stays on its end).

use super::{Found, Motion, Race};
use crate::tui::pacing::{self, SLICE};
use crate::tui::pane::not_found;
use std::time::Duration;
use stepdoku::timeline::{Progress, Target};

impl Race {
    /// Puts every lane at `step` (or its end), the first slice of work at once.
    pub fn go_to(&mut self, step: u64) {
        self.step = step;
        self.motion = Some(Motion::Follow);
        self.work_slice();
    }

    /// Starts or stops playing; from the end of a race that is over, plays it again.
    pub fn toggle_play(&mut self) {
        let was_moving = self.cancel();
        self.playing = !self.playing && !was_moving;
        self.carry = Duration::ZERO;
        if self.playing && self.is_over() {
            self.go_to(0);
        }
    }

    /// Pauses and cancels any move under way.
    pub fn stop(&mut self) {
        self.playing = false;
        self.cancel();
    }

    /// Cancels the move under way, if any, and puts every lane back in step: where a jump
    /// started, where a run to the end started, or, for a long move to a step, at the lowest
    /// step a lane still on its way had reached. True when there was a move.
    fn cancel(&mut self) -> bool {
        let Some(motion) = self.motion.take() else {
            return false;
        };
        let step = match motion {
            Motion::Jump { from, .. } => from,
            Motion::ToEnd => self.step,
            Motion::Follow => (0..self.lanes.len())
                .filter(|&i| !self.has_ended(i))
                .filter_map(|i| self.lanes[i].timeline().map(|t| t.position()))
                .min()
                .unwrap_or(self.step),
        };
        // every lane has explored that far: a seek each, at once
        self.step = step;
        self.follow(u64::MAX);
        true
    }

    /// One step forward for every lane still searching; false when every lane has ended.
    pub fn step_forward(&mut self) -> bool {
        self.stop();
        if self.is_over() {
            return false;
        }
        self.go_to(self.step + 1);
        true
    }

    /// One step back; false at step 0.
    pub fn step_back(&mut self) -> bool {
        self.stop();
        if self.step == 0 {
            return false;
        }
        // past the last lane's end there is nothing to step back through
        let last_end = (0..self.lanes.len()).filter_map(|i| self.end_of(i)).max();
        let from = match last_end {
            Some(end) if self.is_over() => self.step.min(end),
            _ => self.step,
        };
        self.go_to(from.saturating_sub(1));
        true
    }

    /// Every lane to its end.
    pub fn run_to_end(&mut self) {
        self.stop();
        self.motion = Some(Motion::ToEnd);
        self.work_slice();
    }

    /// The nearest place of `target`'s kind in any lane; a remark when the first slice of
    /// work already shows there is none.
    pub fn jump(&mut self, target: Target) -> Option<&'static str> {
        self.stop();
        let backwards = target.backwards();
        let from = self.step;
        let found = (0..self.lanes.len())
            .map(|i| match self.end_of(i) {
                Some(_) if !backwards && self.has_ended(i) => Found::Nowhere,
                // a lane standing on its own first solution, before the race's step: the
                // nearest previous solution in it is that one
                Some(end) if target == Target::PrevSolution && end < from && self.solved(i) => {
                    Found::At(end)
                }
                _ => Found::Searching,
            })
            .collect();
        self.motion = Some(Motion::Jump {
            target,
            from,
            found,
        });
        self.work_slice()
    }

    /// Moves the race on by `elapsed` at `delay_ms` per step, doing work while `more` says
    /// the budget allows (it is told the events done); returns a remark when a jump found
    /// nothing.
    pub fn tick(
        &mut self,
        elapsed: Duration,
        delay_ms: u64,
        mut more: impl FnMut(u64) -> bool,
    ) -> Option<&'static str> {
        if self.motion.is_some() {
            loop {
                let (done, remark) = self.work_slice_remark();
                if done {
                    return remark;
                }
                if !more(SLICE * self.lanes.len() as u64) {
                    return None;
                }
            }
        }
        if !self.playing {
            return None;
        }
        let mut carry = self.carry;
        let width = self.lanes.len() as u64;
        pacing::play(
            &mut carry,
            elapsed,
            delay_ms,
            width,
            |n| {
                self.step = self.step.saturating_add(n);
                self.follow(u64::MAX);
                if self.is_over() {
                    self.settle_at_last_end();
                    self.playing = false;
                }
                self.playing
            },
            more,
        );
        self.carry = carry;
        None
    }

    /// One slice of the move under way (used right after a key, so that near targets are
    /// reached before the next key).
    fn work_slice(&mut self) -> Option<&'static str> {
        self.work_slice_remark().1
    }

    /// One slice of the move under way: whether it is over, and what to say if it found
    /// nothing.
    fn work_slice_remark(&mut self) -> (bool, Option<&'static str>) {
        let Some(motion) = self.motion.take() else {
            return (true, None);
        };
        match motion {
            Motion::Follow => {
                if !self.follow(SLICE) {
                    self.motion = Some(Motion::Follow);
                    return (false, None);
                }
                (true, None)
            }
            Motion::ToEnd => {
                let mut pending = false;
                for lane in &mut self.lanes {
                    if let Some(t) = lane.timeline_mut()
                        && t.run(Target::End, SLICE) == Progress::Pending
                    {
                        pending = true;
                    }
                }
                if pending {
                    self.motion = Some(Motion::ToEnd);
                    return (false, None);
                }
                self.settle_at_last_end();
                (true, None)
            }
            Motion::Jump {
                target,
                from,
                mut found,
            } => {
                self.search_slice(target, &mut found);
                if found.contains(&Found::Searching) {
                    self.motion = Some(Motion::Jump {
                        target,
                        from,
                        found,
                    });
                    return (false, None);
                }
                let places = found.iter().filter_map(|f| match f {
                    Found::At(step) => Some(*step),
                    _ => None,
                });
                let backwards = target.backwards();
                let best = if backwards {
                    places.max()
                } else {
                    places.min()
                };
                match best {
                    Some(step) => {
                        self.go_to(step);
                        (self.motion.is_none(), None)
                    }
                    None => {
                        self.go_to(from);
                        (self.motion.is_none(), Some(not_found(target)))
                    }
                }
            }
        }
    }

    /// One slice of each lane's search for `target`; a lane past the best place found so far
    /// stops, since it cannot be nearer.
    fn search_slice(&mut self, target: Target, found: &mut [Found]) {
        let backwards = target.backwards();
        for (i, lane) in self.lanes.iter_mut().enumerate() {
            if found[i] != Found::Searching {
                continue;
            }
            let Some(t) = lane.timeline_mut() else {
                found[i] = Found::Nowhere;
                continue;
            };
            let progress = t.run(target, SLICE);
            // past its own end (known by now, if it was crossed) a lane is out of the race
            let past_end = t.end().is_some_and(|e| t.position() > e);
            found[i] = match progress {
                _ if past_end && !backwards => Found::Nowhere,
                Progress::Pending => Found::Searching,
                Progress::NotFound => Found::Nowhere,
                Progress::Reached => Found::At(t.position()),
            };
        }
        let best = found.iter().filter_map(|f| match f {
            Found::At(step) => Some(*step),
            _ => None,
        });
        let best = if backwards { best.max() } else { best.min() };
        if let Some(best) = best {
            for (i, lane) in self.lanes.iter().enumerate() {
                let Some(t) = lane.timeline() else { continue };
                let beyond = if backwards {
                    t.position() < best
                } else {
                    t.position() > best
                };
                if found[i] == Found::Searching && beyond {
                    found[i] = Found::Nowhere;
                }
            }
        }
    }

    /// Every lane towards the race's step (or its end), each with at most `budget` events of
    /// search; true when all are there.
    fn follow(&mut self, budget: u64) -> bool {
        let step = self.step;
        let mut all_there = true;
        for lane in &mut self.lanes {
            let Some(t) = lane.timeline_mut() else {
                continue;
            };
            let goal = match t.end() {
                Some(end) => step.min(end),
                None => step,
            };
            if t.position() == goal {
                continue;
            }
            if goal <= t.explored() {
                t.seek(goal);
            } else if t.run(Target::Step(goal), budget) == Progress::Pending {
                all_there = false;
            }
        }
        all_there
    }

    /// With every lane at its end, the race's step is the last of them.
    pub(super) fn settle_at_last_end(&mut self) {
        if let Some(last) = (0..self.lanes.len()).filter_map(|i| self.end_of(i)).max() {
            self.step = last;
        }
    }
}
