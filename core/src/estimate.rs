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
//! On deep 12×12 and 16×16 searches the skew defeats it: the default method is therefore
//! Chen's stratified sampling (`stratified.rs`), which steps through every option of one
//! node of each type at each depth and counts the same steps, with far less skewed values.
//!
//! The same probes estimate the number of solutions: a probe that ends at a solution counts
//! `W` of its last node, one that ends at a dead end 0.

use crate::solver::{Config, Event, Rng, SearchBoard, Solver};
use learned::Learned;
use tally::Tally;

mod learned;
mod stratified;
mod tally;

/// What the probes of a search say of it.
#[derive(Clone, Debug, PartialEq)]
pub struct Estimate {
    /// The estimated steps of the exhaustive search: the mean of the probe values.
    pub steps: f64,
    /// The standard error of that mean (the probes' standard deviation over √probes).
    pub standard_error: f64,
    /// The estimated number of solutions of the whole search: the mean of the probes'
    /// solution values.
    pub solutions: f64,
    /// The standard error of that mean.
    pub solutions_error: f64,
    /// The largest single probe value in steps: a probe carrying much of the total means
    /// the tree's heavy tail was barely sampled.
    pub largest: f64,
    /// Distinct steps the probes actually stepped through (each probe's path, shared
    /// prefixes once): the whole search has at least these.
    pub seen: u64,
    /// `levels[k]`: the expected number of nodes at depth `k` in guesses (`levels[0]` is 1,
    /// the root): where the tree is wide.
    pub levels: Vec<f64>,
    /// How many probes were taken, or under [`Method::Stratified`] the work of how many
    /// (see [`Method::Stratified`]).
    pub probes: u64,
    /// The independent values the means are of: the probes, or the stratified passes.
    pub samples: u64,
}

impl Estimate {
    /// The interval `steps ± 2 standard errors`, its low end never below the steps the
    /// probes saw (nor zero).
    pub fn interval(&self) -> (f64, f64) {
        let spread = 2.0 * self.standard_error;
        let low = (self.steps - spread).max(self.seen as f64).max(0.0);
        (low, (self.steps + spread).max(low))
    }

    /// The interval `solutions ± 2 standard errors`, its low end never below zero.
    pub fn solutions_interval(&self) -> (f64, f64) {
        let spread = 2.0 * self.solutions_error;
        ((self.solutions - spread).max(0.0), self.solutions + spread)
    }

    /// Whether the estimate cannot be trusted: the largest single probe carries more than a
    /// fifth of the probes' total, or the interval spans more than a factor of 10. The one
    /// rule the command line and the panel both apply.
    pub fn uncertain(&self) -> bool {
        let total = self.steps * self.samples as f64;
        let (low, high) = self.interval();
        self.samples == 0 || self.largest > total / 5.0 || high > 10.0 * low
    }

    /// The estimate of this estimate's probes and `other`'s together, as if taken in one run
    /// (the means weighted by their samples, the squared deviations pooled as Chan et al.
    /// pool them): how a background search adds its batches as they come.
    pub fn merge(&self, other: &Estimate) -> Estimate {
        let (n, m) = (self.samples as f64, other.samples as f64);
        if self.samples == 0 || other.samples == 0 {
            return if self.samples == 0 { other } else { self }.clone();
        }
        let total = n + m;
        let depth = self.levels.len().max(other.levels.len());
        let level = |e: &Estimate, k: usize| e.levels.get(k).copied().unwrap_or(0.0);
        let (steps, standard_error) = pooled_mean(
            (self.steps, self.standard_error, n),
            (other.steps, other.standard_error, m),
        );
        let (solutions, solutions_error) = pooled_mean(
            (self.solutions, self.solutions_error, n),
            (other.solutions, other.solutions_error, m),
        );
        Estimate {
            steps,
            standard_error,
            solutions,
            solutions_error,
            largest: self.largest.max(other.largest),
            // the batches' paths are not kept, so shared ones cannot be told apart: the larger
            // count is still steps seen
            seen: self.seen.max(other.seen),
            levels: (0..depth)
                .map(|k| (level(self, k) * n + level(other, k) * m) / total)
                .collect(),
            probes: self.probes + other.probes,
            samples: self.samples + other.samples,
        }
    }
}

/// Two means with their standard errors over `n` and `m` samples, pooled as one sample
/// (each side's squared deviations recovered from its standard error, then pooled as Chan
/// et al. pool them).
fn pooled_mean(a: (f64, f64, f64), b: (f64, f64, f64)) -> (f64, f64) {
    let ((x, ex, n), (y, ey, m)) = (a, b);
    let total = n + m;
    let squares = |e: f64, k: f64| e.powi(2) * k * (k - 1.0);
    let delta = y - x;
    let pooled = squares(ex, n) + squares(ey, m) + delta * delta * n * m / total;
    let variance = pooled / (total - 1.0);
    (x + delta * m / total, (variance / total).sqrt())
}

/// One node of a probe's path: its own steps and, if it is a guess, how many options it had.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Node {
    /// The node's own steps (see the module's definition).
    pub own: u64,
    /// The option count of its guess; 0 at the end of the path (a dead end or a solution).
    pub width: u32,
    /// The steps the probe stepped through at this node: its forced digits and removals,
    /// and the `place` it followed or the dead end or solution it ended at.
    pub seen: u64,
    /// Whether the path ends here at a solution.
    pub solution: bool,
}

/// Walks one probe from `root` (a search not yet started, with no cap on solutions), asking
/// `choose` for the option to follow at each guess (given its option count, it answers an
/// index below it), and puts the nodes on the path, root first, into `path`.
pub fn walk(root: &Solver, mut choose: impl FnMut(u32) -> u32, path: &mut Vec<Node>) {
    path.clear();
    let mut solver = root.clone();
    loop {
        let node = advance(&mut solver).node;
        path.push(node);
        if node.width == 0 {
            return;
        }
        let k = choose(node.width);
        if k > 0 {
            solver.steer(k as usize);
        }
    }
}

/// One node reached: the node, and the cells it filled (its forced digits, and its guess's
/// `place` if it is one).
#[derive(Clone, Copy, Debug)]
struct Reached {
    node: Node,
    filled: u32,
}

/// Steps `solver` (at the start of a node: the search's start, or right after a guess's
/// option was taken) to the node's end: its guess's first `place`, or the dead end or
/// solution where a probe stops.
fn advance(solver: &mut Solver) -> Reached {
    let (mut own, mut seen, mut filled) = (0, 0, 0);
    while let Some(event) = solver.step() {
        match event {
            // a forced digit and its undo; a removal and the restore that gives it back
            Event::Force { .. } | Event::Eliminate(_) => {
                own += 2;
                seen += 1;
                filled += u32::from(matches!(event, Event::Force { .. }));
            }
            Event::Place { .. } => {
                let width = solver.top_width();
                let node = Node {
                    own: own + 2 * u64::from(width),
                    width,
                    seen: seen + 1,
                    solution: false,
                };
                return Reached {
                    node,
                    filled: filled + 1,
                };
            }
            Event::DeadEnd { .. } | Event::NoPlace { .. } | Event::Solution { .. } => {
                let node = Node {
                    own: own + 1,
                    width: 0,
                    seen: seen + 1,
                    solution: matches!(event, Event::Solution { .. }),
                };
                return Reached { node, filled };
            }
            // a probe ends at its first dead end or solution, before any undo
            Event::Undo { .. } | Event::Restore(_) | Event::Done => {
                unreachable!("{event} in a probe")
            }
        }
    }
    // a search already over (no event left): a node of no steps
    let node = Node {
        own,
        width: 0,
        seen,
        solution: false,
    };
    Reached { node, filled }
}

/// A probe's value in steps: `1 + Σ W(v) × own(v)` over its path, where `W(v)` is the
/// product of `factors` (one per guess, the inverse of the probability the probe took its
/// option with: the option count under Knuth's uniform choice) above `v`.
pub fn value(path: &[Node], factors: &[f64]) -> f64 {
    let mut weight = 1.0;
    let mut total = 1.0;
    for (node, factor) in path.iter().zip(factors.iter().chain([&1.0])) {
        total += weight * node.own as f64;
        weight *= factor;
    }
    total
}

/// A probe's value in solutions: `W` of its last node if the path ends at a solution, else 0.
pub fn solutions_value(path: &[Node], factors: &[f64]) -> f64 {
    match path.last() {
        Some(last) if last.solution => factors.iter().product(),
        _ => 0.0,
    }
}

/// The root's name.
const ROOT: u64 = 0x9e37_79b9_7f4a_7c15;

/// The name of the node at `depth` (in guesses) reached from the node `name` by its option
/// `k`: a hash of the options taken above it.
fn child(name: u64, depth: usize, k: u32) -> u64 {
    (name ^ u64::from(k) ^ (depth as u64) << 32)
        .wrapping_mul(0x100_0000_01b3)
        .rotate_left(29)
}

/// How a probe picks the option of each guess.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Method {
    /// Learned importance sampling: each option in proportion to the size its subtree showed
    /// the probes before (a quarter of each choice spread evenly), the value divided by the
    /// probability of the path taken. Unbiased like Knuth's, and far closer on deep,
    /// lopsided trees, where uniform probes miss the few subtrees that hold the steps. Not
    /// the default: its interval holds the truth less often than Knuth's on the deep set
    /// (docs/benchmarks.md), as its probes are not independent.
    Adaptive,
    /// Knuth's: every option equally likely, each probe independent of the others.
    Knuth,
    /// Chen's stratified sampling (the default): passes down the tree level by level, each
    /// keeping one node of each type (its depth, the cells filled on the way, its option
    /// count) for all the nodes of that type, and the mean of independent passes. Each pass
    /// is unbiased and far less skewed than a probe, so its interval holds the truth on deep,
    /// lopsided trees where Knuth's misses (docs/benchmarks.md). `probes` counts the work of
    /// as many Knuth probes: the passes step through a tenth of the nodes those probes would,
    /// as a pass copies the search at each node.
    #[default]
    Stratified,
}

impl Method {
    /// The method's name, as `--method` takes it.
    pub fn name(self) -> &'static str {
        match self {
            Method::Adaptive => "adaptive",
            Method::Knuth => "knuth",
            Method::Stratified => "stratified",
        }
    }
}

/// Estimates the steps of the exhaustive search of `givens` with `config` (its cap on
/// solutions is ignored: the estimate is of the whole tree) from `probes` random probes
/// drawn with `probe_seed`, by the default [`Method`]. `stop` is asked every few hundred
/// probes and ends the estimate early, with the probes taken so far.
pub fn estimate<P: SearchBoard>(
    givens: P,
    config: Config,
    probes: u64,
    probe_seed: u64,
    stop: impl FnMut() -> bool,
) -> Estimate {
    estimate_by(Method::default(), givens, config, probes, probe_seed, stop)
}

/// [`estimate`] by `method`.
pub fn estimate_by<P: SearchBoard>(
    method: Method,
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
    probe(method, &root, probes, probe_seed, stop)
}

/// The estimated steps of the subtree of the guess `solver` has just made (its search as it
/// stands right after the guess's `place`, with no cap on solutions): its `place` and `undo`
/// and every step between, from `probes` probes' work rooted there, by the default
/// [`Method`]. The tree panel's figure for a guess not yet closed.
pub fn subtree(
    solver: &Solver,
    probes: u64,
    probe_seed: u64,
    stop: impl FnMut() -> bool,
) -> Estimate {
    subtree_by(Method::default(), solver, probes, probe_seed, stop)
}

/// [`subtree`] by `method`.
pub fn subtree_by(
    method: Method,
    solver: &Solver,
    probes: u64,
    probe_seed: u64,
    stop: impl FnMut() -> bool,
) -> Estimate {
    let below = probe(method, solver, probes, probe_seed, stop);
    // a probe's value counts the final `done`, which a subtree has not; it has its guess's
    // `place` and `undo` instead
    Estimate {
        steps: below.steps + 1.0,
        ..below
    }
}

/// A probe's path, the names of its nodes and the factors of its guesses (see [`value`]).
#[derive(Default)]
struct Probe {
    path: Vec<Node>,
    names: Vec<u64>,
    factors: Vec<f64>,
    choices: Vec<u32>,
    /// Per guess: the value of the subtree below the option taken (see [`Probe::teach`]).
    below: Vec<f64>,
    /// The probabilities of the options of the guess at hand.
    p: Vec<f64>,
}

/// A number in `0..p.len()`, `i` with probability `p[i]`.
fn draw(rng: &mut Rng, p: &[f64]) -> u32 {
    let mut u = (rng.next_u64() >> 11) as f64 / (1u64 << 53) as f64;
    for (i, &pi) in p.iter().enumerate() {
        if u < pi {
            return i as u32;
        }
        u -= pi;
    }
    p.len() as u32 - 1
}

impl Probe {
    /// Walks one probe from `root` by `method`.
    fn walk(&mut self, method: Method, root: &Solver, rng: &mut Rng, learned: &Learned) {
        let Probe {
            path,
            names,
            factors,
            choices,
            p,
            ..
        } = self;
        names.clear();
        factors.clear();
        choices.clear();
        let mut name = ROOT;
        walk(
            root,
            |width| {
                let k = match method {
                    Method::Knuth | Method::Stratified => {
                        factors.push(f64::from(width));
                        rng.below(width)
                    }
                    Method::Adaptive => {
                        learned.probabilities(name, width, p);
                        let k = draw(rng, p);
                        factors.push(1.0 / p[k as usize]);
                        k
                    }
                };
                names.push(name);
                choices.push(k);
                name = child(name, names.len(), k);
                k
            },
            path,
        );
        names.push(name);
    }

    /// Tells `learned` what each option taken found below it.
    fn teach(&mut self, learned: &mut Learned) {
        let guesses = self.choices.len();
        let below = &mut self.below;
        below.clear();
        below.resize(guesses, 0.0);
        let mut total = self.path[guesses].own as f64;
        for j in (0..guesses).rev() {
            below[j] = total;
            total = self.path[j].own as f64 + self.factors[j] * total;
        }
        for (j, &below) in self.below.iter().enumerate() {
            let parent = j.checked_sub(1).map(|i| self.names[i]);
            let width = self.path[j].width;
            learned.record(self.names[j], parent, width, self.choices[j], below);
        }
    }
}

/// The estimate by `method` from `probes` probes rooted at `root`.
fn probe(
    method: Method,
    root: &Solver,
    probes: u64,
    probe_seed: u64,
    mut stop: impl FnMut() -> bool,
) -> Estimate {
    if method == Method::Stratified {
        return stratified::estimate(root, probes, probe_seed, stop);
    }
    let mut rng = Rng::new(probe_seed);
    let mut walked = Probe::default();
    let mut learned = Learned::default();
    let mut tally = Tally::default();
    while tally.taken() < probes {
        if tally.taken().is_multiple_of(256) && tally.taken() > 0 && stop() {
            break;
        }
        walked.walk(method, root, &mut rng, &learned);
        let Probe {
            path,
            names,
            factors,
            ..
        } = &walked;
        tally.seen.add(path, names);
        let mut weight = 1.0;
        for (depth, factor) in factors.iter().chain([&1.0]).enumerate() {
            tally.add_level(depth, weight);
            weight *= factor;
        }
        tally.add(value(path, factors), solutions_value(path, factors));
        if method == Method::Adaptive {
            walked.teach(&mut learned);
        }
    }
    let taken = tally.taken();
    tally.estimate(taken)
}

#[cfg(test)]
mod tests;
