//! Knuth's estimate of the whole search tree, taken on a background thread from the start of
//! each search: batches of random probes ([`stepdoku::estimate`]), each merged into the
//! estimate as it comes, until [`target`] probes. The panel shows it as `tree ≈ …`.

use crate::tui::job::{Job, Poll};
use stepdoku::estimate::{Estimate, estimate};
use stepdoku::solver::{Config, Inference};
use stepdoku::sudoku::{Board, Marked, Shape};

/// How many probes the estimate takes in all up to 9×9: `stepdoku estimate`'s default.
pub const TARGET: u64 = 100_000;

/// How many probes the estimate of a search on a board of `shape` takes: `base` ([`TARGET`]
/// unless the config file says otherwise) up to 9×9, fewer above. A probe there goes deeper and each of its nodes scans more units
/// (`propagate` on a 16×16 takes about 5,000 probes a second, against 350,000 on a 9×9),
/// and a recording waits for every probe before its first frame: 10,000 at 12×12 and
/// 1,000 at 16×16 keep that wait well under a second, with a wider interval to say so.
/// A rung of the techniques ladder looks for every technique at each node of a probe
/// (100,000 `mrv+wings` probes took 21 s), and its trees are small: a tenth as many.
pub fn target(shape: Shape, inference: Inference, base: u64) -> u64 {
    let probes = match shape.side() {
        ..=9 => base,
        12 => base / 10,
        _ => base / 100,
    };
    let probes = match inference.rungs() {
        0 => probes,
        _ => probes / 10,
    };
    probes.max(FIRST)
}

/// The first batch: small, so that a first estimate shows within a frame or two.
const FIRST: u64 = 1_000;

/// The probes of one search, under way or done.
pub struct Probes {
    givens: Board,
    /// The pencil-mark puzzle probed instead of `givens`, for one.
    marked: Option<Marked>,
    config: Config,
    /// What the batches taken so far say.
    estimate: Option<Estimate>,
    /// The batch under way, if any.
    job: Option<Job<Estimate>>,
    /// How many batches have been started: the next one's probe seed.
    batches: u64,
    /// The target's base: how many probes up to 9×9.
    base: u64,
}

impl Probes {
    /// Starts probing the search of `givens` with `config`, up to `base` probes at 9×9.
    pub fn start(givens: Board, config: Config, base: u64) -> Probes {
        Probes::begin(givens, None, config, base)
    }

    /// Starts probing the search of the pencil-mark puzzle `marked` with `config`.
    pub fn start_marked(marked: Marked, config: Config, base: u64) -> Probes {
        Probes::begin(marked.board().clone(), Some(marked), config, base)
    }

    fn begin(givens: Board, marked: Option<Marked>, config: Config, base: u64) -> Probes {
        let mut probes = Probes {
            givens,
            marked,
            config,
            estimate: None,
            job: None,
            batches: 0,
            base,
        };
        probes.next_batch();
        probes
    }

    /// Probes that never run: a search whose givens conflict, or tests that draw the panel
    /// without waiting for a thread.
    pub fn none() -> Probes {
        Probes {
            givens: Board::empty(Shape::NINE),
            marked: None,
            config: Config::default(),
            estimate: None,
            job: None,
            batches: 0,
            base: TARGET,
        }
    }

    /// Whether a batch is under way: never for [`none`](Self::none) (a variant's search, whose
    /// tree the panel then says nothing of rather than `probing…` for ever).
    pub fn is_running(&self) -> bool {
        self.job.is_some()
    }

    /// The estimate so far, if a batch has come in.
    pub fn estimate(&self) -> Option<&Estimate> {
        self.estimate.as_ref()
    }

    /// Takes a batch that has come in and starts the next; whether the estimate changed.
    pub fn poll(&mut self) -> bool {
        let Some(job) = &self.job else {
            return false;
        };
        match job.poll() {
            Poll::Running => false,
            Poll::Done(batch) => {
                self.add(batch);
                true
            }
            Poll::Ended => {
                self.job = None;
                false
            }
        }
    }

    /// Waits for every batch to the target (recordings, whose frames must not depend on how
    /// fast a thread answers: their estimate is whole from the first frame on).
    pub fn settle(&mut self) {
        while let Some(batch) = self.job.as_ref().and_then(Job::wait) {
            self.add(batch);
        }
    }

    /// Stops probing: the search has ended, and its true count says more.
    pub fn stop(&mut self) {
        self.job = None;
    }

    fn add(&mut self, batch: Estimate) {
        self.estimate = Some(match &self.estimate {
            Some(so_far) => so_far.merge(&batch),
            None => batch,
        });
        self.job = None;
        self.next_batch();
    }

    /// Starts the next batch, unless the target is reached: each as many probes as all
    /// before it (1,000, then 1,000, 2,000, 4,000…), so the estimate sharpens quickly at
    /// first and the thread wakes the loop a few dozen times in all.
    fn next_batch(&mut self) {
        let taken = self.estimate.as_ref().map_or(0, |e| e.probes);
        let target = target(
            self.givens.shape(),
            self.config.strategy.inference,
            self.base,
        );
        if taken >= target {
            return;
        }
        let size = taken.max(FIRST).min(target - taken);
        let (givens, config, seed) = (self.givens.clone(), self.config, self.batches + 1);
        let marked = self.marked.clone();
        self.batches += 1;
        // a thread that cannot start leaves the panel without an estimate, nothing worse
        self.job = Job::start("stepdoku probes", move |run| {
            let stop = || run.stopped();
            let batch = match marked {
                Some(marked) => estimate(marked, config, size, seed, stop),
                None => estimate(givens, config, size, seed, stop),
            };
            (!run.stopped()).then_some(batch)
        })
        .ok();
    }
}

impl std::fmt::Debug for Probes {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Probes")
            .field("estimate", &self.estimate)
            .field("under way", &self.job.is_some())
            .finish()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use stepdoku::solver::Strategy;

    /// Every batch to the size's target, and no more: 1,000 probes on a 16x16, and a 9x9's
    /// first batch leaves the rest of its 100,000 to come.
    #[test]
    fn the_target_follows_the_board_size() {
        let config = Config {
            strategy: Strategy::RowMajor,
            ..Config::default()
        };
        let sixteen = Shape::of_side(16).unwrap();
        let mut probes = Probes::start(Board::empty(sixteen), config, TARGET);
        probes.settle();
        assert_eq!(probes.estimate().map(|e| e.probes), Some(1_000));
        let target = |side, inference| target(Shape::of_side(side).unwrap(), inference, TARGET);
        assert_eq!(target(12, Inference::None), 10_000);
        for side in [4, 6, 8, 9] {
            assert_eq!(target(side, Inference::Fc), TARGET);
            assert_eq!(target(side, Inference::Wings), TARGET / 10);
        }
        assert_eq!(target(16, Inference::Locked), FIRST);
        // a config's base moves every size, never below the first batch
        let nine = Shape::of_side(9).unwrap();
        assert_eq!(super::target(nine, Inference::None, 5_000), 5_000);
        assert_eq!(super::target(sixteen, Inference::None, 5_000), FIRST);
    }
}
