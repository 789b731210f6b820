//! What the probes (or passes) of an estimate add up to as they come: the running means of
//! their values, the largest, the steps they saw and the nodes at each depth.

use super::{Estimate, Node};
use std::collections::HashSet;

/// Distinct nodes remembered to count the steps the probes saw; past it, new nodes are no
/// longer counted (the count stays a count of steps seen, just not of all of them). The
/// count only matters for trees small enough to be seen whole, and the set lives as long as
/// the player's panel refines its estimate: 16,384 names keep it near a quarter mebibyte.
const SEEN_NODES: usize = 1 << 14;

/// A running mean and sum of squared deviations, updated value by value (Welford): the
/// values span many orders of magnitude, which a sum of squares would lose.
#[derive(Default)]
pub(super) struct Running {
    /// The mean of the values so far.
    pub(super) mean: f64,
    squares: f64,
}

impl Running {
    /// Adds value number `k` (from 1).
    pub(super) fn add(&mut self, v: f64, k: u64) {
        let delta = v - self.mean;
        self.mean += delta / k as f64;
        self.squares += delta * (v - self.mean);
    }

    /// The mean's standard error over `k` values.
    fn standard_error(&self, k: u64) -> f64 {
        if k > 1 {
            (self.squares / (k - 1) as f64 / k as f64).sqrt()
        } else {
            0.0
        }
    }
}

/// The distinct nodes the probes reached, each named by the options taken above it, and the
/// steps seen at them.
#[derive(Default)]
pub(super) struct Seen {
    nodes: HashSet<u64>,
    steps: u64,
}

impl Seen {
    /// Counts the nodes of `path` (named `names`) not reached before, up to [`SEEN_NODES`].
    pub(super) fn add(&mut self, path: &[Node], names: &[u64]) {
        for (node, &name) in path.iter().zip(names) {
            if self.nodes.len() < SEEN_NODES && self.nodes.insert(name) {
                self.steps += node.seen;
            }
        }
    }
}

/// The values of the probes or passes taken so far, and what they saw.
#[derive(Default)]
pub(super) struct Tally {
    steps: Running,
    solutions: Running,
    largest: f64,
    taken: u64,
    /// The distinct steps seen.
    pub(super) seen: Seen,
    /// The weight of the nodes at each depth, summed over the values taken.
    levels: Vec<f64>,
}

impl Tally {
    /// How many values were taken.
    pub(super) fn taken(&self) -> u64 {
        self.taken
    }

    /// Adds one value: its steps and its solutions.
    pub(super) fn add(&mut self, steps: f64, solutions: f64) {
        self.taken += 1;
        self.largest = self.largest.max(steps);
        self.steps.add(steps, self.taken);
        self.solutions.add(solutions, self.taken);
    }

    /// Adds `weight` nodes at `depth` (in guesses).
    pub(super) fn add_level(&mut self, depth: usize, weight: f64) {
        if self.levels.len() <= depth {
            self.levels.resize(depth + 1, 0.0);
        }
        self.levels[depth] += weight;
    }

    /// The estimate of the values taken, the work of `probes` probes.
    pub(super) fn estimate(self, probes: u64) -> Estimate {
        let taken = self.taken;
        let n = taken.max(1) as f64;
        Estimate {
            steps: self.steps.mean,
            standard_error: self.steps.standard_error(taken),
            solutions: self.solutions.mean,
            solutions_error: self.solutions.standard_error(taken),
            largest: self.largest,
            seen: self.seen.steps,
            levels: self.levels.into_iter().map(|w| w / n).collect(),
            probes,
            samples: taken,
        }
    }
}
