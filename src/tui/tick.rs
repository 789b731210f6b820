//! The animation: playback and jumps moved on by elapsed time, within a budget of work per
//! frame so that keys are answered at any speed.

use super::app::{App, Overlay, Search, at_last_event};
use std::time::{Duration, Instant};
use stepdoku::numbers::grouped;
use stepdoku::timeline::{Progress, Target, Timeline};

/// Work done per frame when playing at full speed or jumping: the rest of a ~16 ms frame is
/// left for drawing and input.
pub const FRAME_WORK: Duration = Duration::from_millis(12);

/// Events per slice of work, between looks at the clock (well under a millisecond each).
const SLICE: u64 = 1 << 15;

/// The most animation time owed beyond one step: after a stall the animation does not race to
/// catch up.
const MAX_CARRY: Duration = Duration::from_millis(250);

/// How much work one tick may do.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Budget {
    /// Wall-clock time: the event loop, which must answer keys at any speed.
    Time(Duration),
    /// A number of events: a recording, which must come out the same on any machine.
    Events(u64),
}

/// A budget being spent.
struct Spending {
    budget: Budget,
    started: Instant,
    events: u64,
}

impl Spending {
    fn new(budget: Budget) -> Spending {
        Spending {
            budget,
            started: Instant::now(),
            events: 0,
        }
    }

    /// Counts `events` more done; true while some budget is left.
    fn spend(&mut self, events: u64) -> bool {
        self.events = self.events.saturating_add(events);
        match self.budget {
            Budget::Time(work) => self.started.elapsed() < work,
            Budget::Events(most) => self.events < most,
        }
    }
}

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
        let mut spending = Spending::new(budget);
        if let Some(Overlay::Picker(picker)) = self.overlays.last_mut()
            && let Some(outcome) = picker.poll_reading()
        {
            self.picker_outcome(outcome);
        }
        for overlay in &mut self.overlays {
            if let Overlay::Editor(editor) = overlay {
                editor.poll();
            }
        }
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
        if let Some(target) = self.pane.jump {
            self.run_jump(target, &mut spending);
        } else if self.playing {
            self.play(elapsed, &mut spending);
        }
    }

    /// Works on the jump under way until it ends or the budget is spent.
    fn run_jump(&mut self, target: Target, spending: &mut Spending) {
        while self.jump_slice(target) && spending.spend(SLICE) {}
    }

    /// One slice of work on a jump to `target`; false once it is over (reached, or not found
    /// with a notice).
    pub(super) fn jump_slice(&mut self, target: Target) -> bool {
        let Search::Running(t) = &mut self.pane.search else {
            self.pane.jump = None;
            return false;
        };
        match t.run(target, SLICE) {
            Progress::Pending => return true,
            Progress::Reached => match target {
                Target::Solution(cap) if !at_last_event(t) => {
                    self.notice = Some(format!(
                        "stopped at solution {} (--max-solutions); n finds the next",
                        grouped(cap)
                    ));
                }
                // a run to a step stops at the first solution on its way
                Target::Step(step) if t.position() < step && !at_last_event(t) => {
                    self.notice = Some(format!(
                        "stopped at the solution on the way to step {}; again goes on",
                        grouped(step)
                    ));
                }
                _ => {}
            },
            Progress::NotFound => self.notice = Some(not_found(target).to_string()),
        }
        self.pane.jump = None;
        false
    }

    /// Plays the steps due after `elapsed` (as many as fit in the budget at delay 0).
    fn play(&mut self, elapsed: Duration, spending: &mut Spending) {
        let before = self.timeline().map_or(0, Timeline::position);
        self.play_owed(elapsed, spending);
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

    fn play_owed(&mut self, elapsed: Duration, spending: &mut Spending) {
        let mut owed = if self.delay_ms == 0 {
            u64::MAX
        } else {
            let delay = Duration::from_millis(self.delay_ms);
            self.carry = (self.carry + elapsed).min(delay + MAX_CARRY);
            let due = self.carry.as_nanos() / delay.as_nanos();
            self.carry -= delay * due as u32;
            due as u64
        };
        while owed > 0 && self.playing {
            let slice = owed.min(SLICE);
            self.advance(slice);
            owed -= slice;
            if owed > 0 && !spending.spend(slice) {
                self.carry = Duration::ZERO; // too slow to keep up: drop the debt
                break;
            }
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

/// What a jump that found nothing says.
pub fn not_found(target: Target) -> &'static str {
    match target {
        Target::NextBacktrack => "no backtrack after this step",
        Target::PrevBacktrack => "no backtrack before this step",
        Target::NextGuess => "no guess after this step",
        Target::PrevGuess => "no guess before this step",
        Target::NextDeadEnd => "no dead end after this step",
        Target::PrevDeadEnd => "no dead end before this step",
        Target::NextSolution => "no more solutions",
        Target::PrevSolution => "no solution before this step",
        Target::Step(_) | Target::End | Target::Solution(_) => "the search is over",
    }
}
