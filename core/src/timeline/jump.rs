//! Jumps that may take a long search: run to a step or the end, or to the next / previous
//! backtrack, dead end or solution, in bounded slices of work.

use super::Timeline;
use crate::solver::Event;

/// Where a jump goes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Target {
    /// A step number. A run that first reaches the configured [`End`](Target::End) on its way
    /// stops there; once the search is known past it (say after a next-solution jump), any
    /// explored or later step is reached, up to the last event of the whole search.
    Step(u64),
    /// The end of the search as configured: the `max_solutions`-th solution (the first, by
    /// default), or the last event when there are fewer.
    End,
    /// The first step of the next run of undos (and the restores among them).
    NextBacktrack,
    /// The first step of the previous run of undos.
    PrevBacktrack,
    /// The next guess (`Place`), past any forced chain.
    NextGuess,
    /// The previous guess.
    PrevGuess,
    /// The next dead end.
    NextDeadEnd,
    /// The previous dead end.
    PrevDeadEnd,
    /// The next solution (past the last known one this continues the search).
    NextSolution,
    /// The previous solution.
    PrevSolution,
    /// The n-th solution (counting from 1), searching on as far as it takes; the last event of
    /// the search when it has fewer. A cap for runs over searches with countless solutions.
    Solution(u64),
}

/// How a call to [`Timeline::run`] left the jump.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Progress {
    /// The cursor is at the target.
    Reached,
    /// The budget ran out on the way; the cursor shows how far it got. Call again.
    Pending,
    /// There is no such place in that direction; the cursor is back where the jump started.
    NotFound,
}

impl Target {
    /// Whether this target searches backwards.
    pub fn backwards(self) -> bool {
        matches!(
            self,
            Target::PrevBacktrack | Target::PrevGuess | Target::PrevDeadEnd | Target::PrevSolution
        )
    }

    /// Whether the cursor, having just moved, stands on a place this target looks for.
    fn matches(self, timeline: &Timeline) -> bool {
        match self {
            Target::NextBacktrack | Target::PrevBacktrack => {
                let back =
                    |e: Option<Event>| matches!(e, Some(Event::Undo { .. } | Event::Restore(_)));
                back(timeline.current_event()) && !back(timeline.previous_event())
            }
            Target::NextGuess | Target::PrevGuess => {
                matches!(timeline.current_event(), Some(Event::Place { .. }))
            }
            Target::NextDeadEnd | Target::PrevDeadEnd => {
                timeline.current_event().is_some_and(|e| e.is_dead_end())
            }
            Target::NextSolution | Target::PrevSolution => {
                matches!(timeline.current_event(), Some(Event::Solution { .. }))
            }
            Target::Step(_) | Target::End | Target::Solution(_) => false,
        }
    }
}

impl Timeline {
    /// Works towards `target` for at most `budget` events (at least one). A caller that shows
    /// progress calls it once per frame with the same target while it answers
    /// [`Progress::Pending`]; any other call in between starts a fresh jump.
    pub fn run(&mut self, target: Target, budget: u64) -> Progress {
        let origin = match self.jump {
            Some((t, origin)) if t == target => origin,
            _ => self.position(),
        };
        let budget = budget.max(1);
        let progress = match target {
            Target::Step(step) => self.run_to(step, budget),
            Target::End => self.run_to_end(budget),
            Target::NextSolution => self.next_solution(budget),
            Target::PrevSolution => self.prev_solution(),
            Target::Solution(n) => self.nth_solution(n, budget),
            _ => self.scan(target, budget),
        };
        self.jump = None;
        match progress {
            Progress::Pending => self.jump = Some((target, origin)),
            Progress::NotFound => self.seek(origin),
            Progress::Reached => {}
        }
        progress
    }

    fn run_to_end(&mut self, budget: u64) -> Progress {
        if self.end().is_none() {
            self.extend(budget, u64::MAX, true);
        }
        match self.end() {
            Some(end) => {
                self.seek(end);
                Progress::Reached
            }
            None => Progress::Pending,
        }
    }

    fn run_to(&mut self, step: u64, budget: u64) -> Progress {
        if step <= self.explored() {
            self.seek(step);
            return Progress::Reached;
        }
        let first_crossing = self.end().is_none();
        self.extend(budget, step, first_crossing);
        if self.position() == step || self.is_finished() || (first_crossing && self.at_end()) {
            Progress::Reached
        } else {
            Progress::Pending
        }
    }

    /// Every solution up to the frontier is known: a later known one is sought directly;
    /// past the last one the search runs on from the frontier at full speed.
    fn next_solution(&mut self, budget: u64) -> Progress {
        let here = self.position();
        if let Some(&step) = self.solution_steps().iter().find(|&&s| s > here) {
            self.seek(step);
            return Progress::Reached;
        }
        if self.is_finished() {
            return Progress::NotFound;
        }
        let wanted = self.solution_steps().len() as u64 + 1;
        self.extend_to_solution(budget, wanted);
        match self.solution_steps().get(wanted as usize - 1) {
            Some(&step) => {
                self.seek(step);
                Progress::Reached
            }
            None if self.is_finished() => Progress::NotFound,
            None => Progress::Pending,
        }
    }

    fn nth_solution(&mut self, n: u64, budget: u64) -> Progress {
        let n = n.max(1);
        let index = usize::try_from(n - 1).unwrap_or(usize::MAX);
        if self.solution_steps().len() <= index && !self.is_finished() {
            self.extend_to_solution(budget, n);
        }
        match self.solution_steps().get(index) {
            Some(&step) => {
                self.seek(step);
                Progress::Reached
            }
            None if self.is_finished() => {
                self.seek(self.explored());
                Progress::Reached
            }
            None => Progress::Pending,
        }
    }

    fn prev_solution(&mut self) -> Progress {
        let here = self.position();
        match self.solution_steps().iter().rev().find(|&&s| s < here) {
            Some(&step) => {
                self.seek(step);
                Progress::Reached
            }
            None => Progress::NotFound,
        }
    }

    fn scan(&mut self, target: Target, budget: u64) -> Progress {
        for _ in 0..budget {
            let moved = if target.backwards() {
                self.back(1)
            } else {
                self.forward(1)
            };
            if moved == 0 {
                return Progress::NotFound;
            }
            if target.matches(self) {
                return Progress::Reached;
            }
        }
        Progress::Pending
    }
}
