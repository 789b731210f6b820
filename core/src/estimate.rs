//! How big a search is, before running it: Knuth's estimate of the size of a backtrack tree
//! from random probes ("Estimating the efficiency of backtrack programs", Mathematics of
//! Computation 29, 1975).
//!
//! A probe walks the search from the root, at each guess taking one of its options at
//! random (uniformly), and follows the strategy's own rules everywhere else: the same cell
//! choice, the same forced digits and dead ends. It runs the real engine ([`Solver::steer`]
//! turns a guess into the one branch picked), so a probe is the search, one branch of it.
//!
//! What a probe counts, in the steps of the exhaustive search (`solve --all` with no cap,
//! its `done` included): `1` for the final `done`, plus, for each node `v` on its path,
//! `W(v) × own(v)`, where `W(v)` is the product of the option counts of the guesses above
//! `v`, and `own(v)` the node's own steps: 2 for each forced digit (its `force` and its
//! `undo`) and for each removal of candidates (its `eliminate` and its `restore`), 1 for a
//! dead end or a solution, and 2 for each option of its guess (that option's `place` and
//! `undo`). Each subtree of a node is reached with probability one over
//! its option count, which `W` undoes: the mean over probes is an unbiased estimate of the
//! steps. Probe values are heavily skewed (a few probes that wander into a huge subtree
//! carry the mean), so it takes many of them, and the interval says how far to trust it.

use crate::solver::{Config, Event, Rng, SearchBoard, Solver};

/// What the probes of a search say of it.
#[derive(Clone, Debug, PartialEq)]
pub struct Estimate {
    /// The estimated steps of the exhaustive search: the mean of the probe values.
    pub steps: f64,
    /// The standard error of that mean (the probes' standard deviation over √probes).
    pub standard_error: f64,
    /// `levels[k]`: the expected number of nodes at depth `k` in guesses (`levels[0]` is 1,
    /// the root): where the tree is wide.
    pub levels: Vec<f64>,
    /// How many probes were taken.
    pub probes: u64,
}

impl Estimate {
    /// The interval `steps ± 2 standard errors`, its low end never below zero.
    pub fn interval(&self) -> (f64, f64) {
        let spread = 2.0 * self.standard_error;
        ((self.steps - spread).max(0.0), self.steps + spread)
    }

    /// The estimate of this estimate's probes and `other`'s together, as if taken in one run
    /// (the means weighted by their probes, the squared deviations pooled as Chan et al.
    /// pool them): how a background search adds its batches as they come.
    pub fn merge(&self, other: &Estimate) -> Estimate {
        let (n, m) = (self.probes as f64, other.probes as f64);
        if self.probes == 0 || other.probes == 0 {
            return if self.probes == 0 { other } else { self }.clone();
        }
        let total = n + m;
        // each side's sum of squared deviations, from its standard error
        let squares = |e: &Estimate, k: f64| e.standard_error.powi(2) * k * (k - 1.0);
        let delta = other.steps - self.steps;
        let pooled = squares(self, n) + squares(other, m) + delta * delta * n * m / total;
        let variance = pooled / (total - 1.0);
        let depth = self.levels.len().max(other.levels.len());
        let level = |e: &Estimate, k: usize| e.levels.get(k).copied().unwrap_or(0.0);
        Estimate {
            steps: self.steps + delta * m / total,
            standard_error: (variance / total).sqrt(),
            levels: (0..depth)
                .map(|k| (level(self, k) * n + level(other, k) * m) / total)
                .collect(),
            probes: self.probes + other.probes,
        }
    }
}

/// One node of a probe's path: its own steps and, if it is a guess, how many options it had.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Node {
    /// The node's own steps (see the module's definition).
    pub own: u64,
    /// The option count of its guess; 0 at the end of the path (a dead end or a solution).
    pub width: u32,
}

/// Walks one probe from `root` (a search not yet started, with no cap on solutions), asking
/// `choose` for the option to follow at each guess (given its option count, it answers an
/// index below it), and puts the nodes on the path, root first, into `path`.
pub fn walk(root: &Solver, mut choose: impl FnMut(u32) -> u32, path: &mut Vec<Node>) {
    path.clear();
    let mut solver = root.clone();
    let mut own = 0;
    while let Some(event) = solver.step() {
        match event {
            // a forced digit and its undo; a removal and the restore that gives it back
            Event::Force { .. } | Event::Eliminate(_) => own += 2,
            Event::Place { .. } => {
                let width = solver.top_width();
                path.push(Node {
                    own: own + 2 * u64::from(width),
                    width,
                });
                own = 0;
                let k = choose(width);
                if k > 0 {
                    solver.steer(k as usize);
                }
            }
            Event::DeadEnd { .. } | Event::NoPlace { .. } | Event::Solution { .. } => {
                path.push(Node {
                    own: own + 1,
                    width: 0,
                });
                return;
            }
            // a probe ends at its first dead end or solution, before any undo
            Event::Undo { .. } | Event::Restore(_) | Event::Done => {
                unreachable!("{event} in a probe")
            }
        }
    }
}

/// A probe's value in steps: `1 + Σ W(v) × own(v)` over its path.
pub fn value(path: &[Node]) -> f64 {
    let mut weight = 1.0;
    let mut total = 1.0;
    for node in path {
        total += weight * node.own as f64;
        weight *= f64::from(node.width.max(1));
    }
    total
}

/// Estimates the steps of the exhaustive search of `givens` with `config` (its cap on
/// solutions is ignored: the estimate is of the whole tree) from `probes` random probes
/// drawn with `probe_seed`. `stop` is asked every few hundred probes and ends the estimate
/// early, with the probes taken so far.
pub fn estimate<P: SearchBoard>(
    givens: P,
    config: Config,
    probes: u64,
    probe_seed: u64,
    stop: impl FnMut() -> bool,
) -> Estimate {
    let root = givens.solver(Config {
        max_solutions: u64::MAX,
        ..config
    });
    probe(&root, probes, probe_seed, stop)
}

/// The estimated steps of the subtree of the guess `solver` has just made (its search as it
/// stands right after the guess's `place`, with no cap on solutions): its `place` and `undo`
/// and every step between, from `probes` probes rooted there. The tree panel's figure for a
/// guess not yet closed.
pub fn subtree(
    solver: &Solver,
    probes: u64,
    probe_seed: u64,
    stop: impl FnMut() -> bool,
) -> Estimate {
    let below = probe(solver, probes, probe_seed, stop);
    // a probe's value counts the final `done`, which a subtree has not; it has its guess's
    // `place` and `undo` instead
    Estimate {
        steps: below.steps + 1.0,
        ..below
    }
}

/// Knuth's estimate from `probes` probes rooted at `root`.
fn probe(root: &Solver, probes: u64, probe_seed: u64, mut stop: impl FnMut() -> bool) -> Estimate {
    let mut rng = Rng::new(probe_seed);
    let mut path = Vec::with_capacity(81);
    // the mean and the sum of squared deviations, updated probe by probe (Welford): the
    // values span many orders of magnitude, which a sum of squares would lose
    let (mut mean, mut squares) = (0.0, 0.0);
    let mut levels: Vec<f64> = Vec::new();
    let mut taken = 0u64;
    while taken < probes {
        if taken.is_multiple_of(256) && taken > 0 && stop() {
            break;
        }
        walk(root, |width| rng.below(width), &mut path);
        let mut weight = 1.0;
        for (depth, node) in path.iter().enumerate() {
            if levels.len() <= depth {
                levels.push(0.0);
            }
            levels[depth] += weight;
            weight *= f64::from(node.width.max(1));
        }
        taken += 1;
        let v = value(&path);
        let delta = v - mean;
        mean += delta / taken as f64;
        squares += delta * (v - mean);
    }
    let n = taken.max(1) as f64;
    let variance = if taken > 1 { squares / (n - 1.0) } else { 0.0 };
    Estimate {
        steps: mean,
        standard_error: (variance / n).sqrt(),
        levels: levels.into_iter().map(|w| w / n).collect(),
        probes: taken,
    }
}

#[cfg(test)]
mod tests;
