//! The tree panel's estimates of the subtrees not yet closed: probes rooted at each open
//! guess of the levels shown ([`stepdoku::estimate::subtree`]), on a background thread, a
//! guess once (its steps so far are exact; its estimate says what the whole will be).

use crate::tui::job::{Job, Poll};
use std::collections::HashMap;
use stepdoku::estimate::subtree;
use stepdoku::timeline::Timeline;
use stepdoku::tree::{Guess, Outcome, Tree};

/// Probes' work per guess (the default, stratified method's measure): about the time the
/// 10,000 Knuth probes the panel took before take, and more often right on deep subtrees
/// (tests/it/deep_estimate.rs), few enough that a panel of guesses is estimated in a blink.
pub(super) const PROBES: u64 = 30_000;

/// The estimates, and the job working on the guesses that have none yet.
#[derive(Default)]
pub struct Subtrees {
    /// Whether to probe at all (as the player does: off in tests that draw without waiting).
    pub on: bool,
    /// Estimated steps by the step of the guess's `place`.
    estimates: HashMap<u64, f64>,
    /// The job under way, for these guesses.
    job: Option<Job<Vec<(u64, f64)>>>,
}

impl Subtrees {
    /// The estimate for the guess placed at `step`, if there is one.
    pub fn of(&self, step: u64) -> Option<f64> {
        self.estimates.get(&step).copied()
    }

    /// Takes the estimates that came in and starts probing the open guesses of `tree` that
    /// have none (the search as it stood after each guess comes from `timeline`).
    pub fn follow(&mut self, tree: &Tree, timeline: &Timeline) {
        if !self.on {
            return;
        }
        if let Some(job) = &self.job {
            match job.poll() {
                Poll::Running => return,
                Poll::Done(found) => self.estimates.extend(found),
                Poll::Ended => {}
            }
            self.job = None;
        }
        let mut open = Vec::new();
        gather_open(&tree.children, &mut open);
        open.retain(|step| !self.estimates.contains_key(step));
        if open.is_empty() {
            return;
        }
        let roots: Vec<_> = open
            .iter()
            .map(|&step| (step, timeline.solver_at(step)))
            .collect();
        // a thread that cannot start leaves the panel with its exact counts, nothing worse
        self.job = Job::start("stepdoku subtree probes", move |run| {
            let found = (roots.into_iter())
                .map(|(step, solver)| {
                    let e = subtree(&solver, PROBES, step, || run.stopped());
                    (step, e.steps)
                })
                .collect();
            (!run.stopped()).then_some(found)
        })
        .ok();
    }

    /// Waits for the job under way and takes what it found (recordings and tests).
    pub fn settle(&mut self) {
        if let Some(found) = self.job.take().and_then(|job| job.wait()) {
            self.estimates.extend(found);
        }
    }
}

/// The steps of the open guesses among `guesses` and below them, as far as the tree shows.
fn gather_open(guesses: &[Guess], open: &mut Vec<u64>) {
    for guess in guesses {
        if guess.outcome == Outcome::Open {
            open.push(guess.step);
            gather_open(&guess.children, open);
        }
    }
}
