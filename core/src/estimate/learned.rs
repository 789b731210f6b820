//! The `adaptive` method's memory: for the nodes the probes pass often, what each option's
//! subtree came to, so that later probes go where the steps are (importance sampling that
//! learns its probabilities from the probes before it).
//!
//! Knuth's uniform choice is unbiased for any probabilities, provided a probe's value divides
//! by the probability of the path it took; the variance is least when each option is taken in
//! proportion to its subtree's size. A deep search's steps sit in a few subtrees that uniform
//! probes seldom reach (a 12×12 under `first+fc` hides most of them below probabilities of
//! 10^-6), so uniform probes miss them and the mean falls far short. Here each option's
//! subtree is estimated from the probes that went through it, and the next probe takes it
//! with probability `FLOOR/d + (1 − FLOOR) · est/Σ est`: each probe stays unbiased given the
//! probes before it, so their mean is unbiased too.

use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};

/// Node names are hashes already: the map uses them as they are.
#[derive(Default)]
struct Named(u64);

impl Hasher for Named {
    fn finish(&self) -> u64 {
        self.0
    }

    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.0 = self.0.rotate_left(8) ^ u64::from(b);
        }
    }

    fn write_u64(&mut self, name: u64) {
        self.0 = name;
    }
}

/// Nodes remembered at most: enough to steer the top of a deep tree (100,000 probes of a
/// 12×12 under `first+fc` fill it), some ten mebibytes.
const NODES: usize = 1 << 17;

/// Visits to a node before its children are remembered: the learned tree grows where the
/// probes go. 1 (every node a probe passes, while there is room) did better on the deep set
/// than 2 or 4, which left the deep subtrees unlearned.
const GROW: u32 = 1;

/// The share of each choice spread evenly over the options: it keeps every probability at
/// least `FLOOR/d`, so no probe's weight grows by more than `d/FLOOR` a guess, however wrong
/// the learned sizes. 0.1 did better than 0.25 and 0.5 on the deep set's tuning half.
const FLOOR: f64 = 0.1;

/// What the probes found through each option of one node.
struct Options {
    /// Probes that passed the node.
    visits: u32,
    /// Per option: the sum of the subtree values the probes through it found, and how many.
    found: Vec<(f64, u32)>,
}

/// The learned nodes, by name (a hash of the options taken above them, as the set of nodes
/// seen names them).
#[derive(Default)]
pub(super) struct Learned {
    nodes: HashMap<u64, Options, BuildHasherDefault<Named>>,
}

impl Learned {
    /// The probabilities of the `width` options of node `name`, into `into`: uniform for a
    /// node not learned yet.
    pub(super) fn probabilities(&self, name: u64, width: u32, into: &mut Vec<f64>) {
        into.clear();
        let d = width as usize;
        let Some(options) = self.nodes.get(&name).filter(|o| o.found.len() == d) else {
            into.resize(d, 1.0 / d as f64);
            return;
        };
        let (mut sum, mut tried) = (0.0, 0u32);
        for &(total, count) in &options.found {
            if count > 0 {
                sum += total / f64::from(count);
                tried += 1;
            }
        }
        if tried == 0 || sum <= 0.0 {
            into.resize(d, 1.0 / d as f64);
            return;
        }
        // an option no probe took yet is taken to be as big as its tried siblings on average
        let untried = sum / f64::from(tried);
        let mean = |&(total, count): &(f64, u32)| {
            if count > 0 {
                total / f64::from(count)
            } else {
                untried
            }
        };
        let all: f64 = options.found.iter().map(mean).sum();
        into.extend(
            (options.found.iter()).map(|o| FLOOR / d as f64 + (1.0 - FLOOR) * mean(o) / all),
        );
    }

    /// Records that a probe passed node `name` (its parent `parent`, `None` at the root) of
    /// `width` options, took option `k`, and found `below` steps in that option's subtree.
    pub(super) fn record(
        &mut self,
        name: u64,
        parent: Option<u64>,
        width: u32,
        k: u32,
        below: f64,
    ) {
        let options = match self.nodes.get_mut(&name) {
            Some(options) => options,
            None => {
                let grown =
                    parent.is_none_or(|p| self.nodes.get(&p).is_some_and(|o| o.visits >= GROW));
                if !grown || self.nodes.len() >= NODES {
                    return;
                }
                self.nodes.entry(name).or_insert(Options {
                    visits: 0,
                    found: vec![(0.0, 0); width as usize],
                })
            }
        };
        if let Some(found) = options.found.get_mut(k as usize) {
            options.visits += 1;
            found.0 += below;
            found.1 += 1;
        }
    }
}
