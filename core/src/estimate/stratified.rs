//! The `stratified` method: Chen's stratified sampling ("Heuristic sampling: a method for
//! predicting the performance of tree searching programs", SIAM J. Comput. 21, 1992), as
//! Lelis, Otten and Dechter adapt it to depth-first search (IJCAI 2013).
//!
//! A pass goes down the tree level by level (a level: the nodes at one depth in guesses).
//! It keeps at most one node of each type on a level, with a weight: how many nodes of the
//! tree it stands for. Every option of a kept node is stepped to its end (its next guess, or
//! a dead end or solution); each such child counts its own steps times its parent's weight,
//! and joins its type's stratum on the next level. A child whose type is new there is kept
//! with that weight; one whose type is taken adds its weight to the kept node's, and takes
//! the kept node's place with probability its weight over the sum. Each pass is an unbiased
//! estimate of the steps whatever the types, and the closer the nodes of a type are in the
//! size of their subtrees, the smaller its variance: a Knuth probe is the pass whose types
//! are all one. Here a type is a node's depth (its level), the cells filled on the way to it
//! and its guess's option count: at one depth, a node whose forced digits filled more cells
//! has less left to search.

use super::tally::{Running, Tally};
use super::{Estimate, ROOT, Reached, advance, child};
use crate::solver::{Rng, Solver};
use std::collections::HashMap;

/// How many times the nodes a pass steps through cost what a Knuth probe's do: a pass copies
/// the search at each (a 12×12's is some ten kibibytes), a probe once for its whole path.
/// The passes of `probes` probes step through a tenth of the nodes those probes would, which
/// takes between a fifth and two thirds of their time on the deep set (docs/benchmarks.md).
const COST: f64 = 10.0;

/// The estimate of `root`'s search by stratified passes, as many as take the time of
/// `probes` Knuth probes (see [`COST`]): the passes go on until they have stepped through a
/// tenth of the nodes those probes would pass, as the passes estimate that number. `stop` is
/// asked after each pass.
pub(super) fn estimate(
    root: &Solver,
    probes: u64,
    probe_seed: u64,
    mut stop: impl FnMut() -> bool,
) -> Estimate {
    let mut rng = Rng::new(probe_seed);
    let mut tally = Tally::default();
    let (mut path, mut nodes) = (Running::default(), 0u64);
    loop {
        let found = pass(root, &mut rng, &mut tally);
        path.add(found.path, tally.taken() + 1);
        nodes += found.nodes;
        tally.add(found.steps, found.solutions);
        // the probes' worth of the passes so far
        let worth = nodes as f64 * COST / path.mean;
        if worth >= probes as f64 {
            return tally.estimate(probes);
        }
        if stop() {
            return tally.estimate(worth as u64);
        }
    }
}

/// What one pass found.
struct Pass {
    /// The steps of the whole search, as this pass estimates them.
    steps: f64,
    /// The solutions, likewise.
    solutions: f64,
    /// The nodes a Knuth probe's path has on average, likewise: what a pass is measured in
    /// against the probes of [`super::Method::Knuth`].
    path: f64,
    /// The nodes this pass stepped through.
    nodes: u64,
}

/// A node kept on a level for the nodes of its type.
struct Kept {
    solver: Solver,
    /// The nodes it stands for.
    weight: f64,
    /// Its name (see [`child`]), for the steps seen.
    name: u64,
    /// The probability that a Knuth probe passes it.
    reach: f64,
    /// The cells filled from the search's start to it.
    filled: u32,
    /// Its guess's option count.
    width: u32,
}

/// The type of a node of a level: the cells filled on the way and its option count.
fn kind(filled: u32, width: u32) -> u64 {
    u64::from(filled) << 32 | u64::from(width)
}

/// One pass from `root`, adding the weight of each depth's nodes and the steps it stepped
/// through to `tally` (but not its values: the caller adds those).
fn pass(root: &Solver, rng: &mut Rng, tally: &mut Tally) -> Pass {
    let mut solver = root.clone();
    let Reached { node, filled } = advance(&mut solver);
    tally.seen.add(&[node], &[ROOT]);
    let mut found = Pass {
        steps: 1.0 + node.own as f64,
        solutions: f64::from(u8::from(node.solution)),
        path: 1.0,
        nodes: 1,
    };
    tally.add_level(0, 1.0);
    let mut level = Vec::new();
    if node.width > 0 {
        level.push(Kept {
            solver,
            weight: 1.0,
            name: ROOT,
            reach: 1.0,
            filled,
            width: node.width,
        });
    }
    let mut next: Vec<Kept> = Vec::new();
    let mut strata: HashMap<u64, usize> = HashMap::new();
    let mut depth = 0;
    while !level.is_empty() {
        depth += 1;
        strata.clear();
        let mut weight_here = 0.0;
        for kept in level.drain(..) {
            let Kept {
                solver,
                weight,
                name,
                reach,
                filled,
                width,
            } = kept;
            let reach = reach / f64::from(width);
            let mut parent = Some(solver);
            for k in 0..width {
                // the last option takes the kept node's own search: no copy
                let mut solver = match k + 1 == width {
                    true => parent.take(),
                    false => parent.clone(),
                }
                .expect("the kept node's search, up to its last option");
                if k > 0 {
                    solver.steer(k as usize);
                }
                let Reached { node, filled: more } = advance(&mut solver);
                let name = child(name, depth, k);
                tally.seen.add(&[node], &[name]);
                found.steps += weight * node.own as f64;
                found.path += weight * reach;
                found.nodes += 1;
                weight_here += weight;
                if node.width == 0 {
                    if node.solution {
                        found.solutions += weight;
                    }
                    continue;
                }
                let filled = filled + more;
                let key = kind(filled, node.width);
                let candidate = Kept {
                    solver,
                    weight,
                    name,
                    reach,
                    filled,
                    width: node.width,
                };
                match strata.get(&key) {
                    None => {
                        strata.insert(key, next.len());
                        next.push(candidate);
                    }
                    Some(&i) => {
                        let total = next[i].weight + weight;
                        let u = (rng.next_u64() >> 11) as f64 / (1u64 << 53) as f64;
                        if u * total < weight {
                            next[i] = candidate;
                        }
                        next[i].weight = total;
                    }
                }
            }
        }
        tally.add_level(depth, weight_here);
        std::mem::swap(&mut level, &mut next);
    }
    found
}
