//! The estimator against the exact steps: on trees small enough to list every probe path, the
//! probability-weighted sum of the probe values is the exhaustive search's steps exactly, in
//! rational arithmetic; on larger ones, many probes land near them.

use super::*;
use crate::fixtures::P85_SOLUTION;
use crate::solver::tests::grid;
use crate::solver::{Strategy, search_to_end};
use crate::sudoku::NineBoard;

/// The steps of the exhaustive search, from running it.
fn exact(givens: NineBoard, strategy: Strategy) -> u64 {
    let config = Config {
        strategy,
        seed: 9,
        max_solutions: u64::MAX,
    };
    let end = search_to_end(givens, config, 0, || false);
    assert!(end.exhausted);
    end.stats.steps
}

fn gcd(a: u128, b: u128) -> u128 {
    if b == 0 { a } else { gcd(b, a % b) }
}

/// A fraction in lowest terms.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Ratio(u128, u128);

impl Ratio {
    fn add(self, other: Ratio) -> Ratio {
        let big = "the tree is too big for exact sums";
        let d = (self.1 / gcd(self.1, other.1))
            .checked_mul(other.1)
            .expect(big);
        let n = (self.0.checked_mul(d / self.1))
            .and_then(|a| a.checked_add(other.0.checked_mul(d / other.1)?))
            .expect(big);
        let g = gcd(n, d);
        Ratio(n / g, d / g)
    }
}

/// Every probe path of the search, each with the probability a probe takes it: Σ p · value,
/// exactly. The paths are listed like an odometer: each walk follows the given choices, then
/// the first option; the next path turns the deepest choice that has an option left.
fn expected_value(givens: NineBoard, strategy: Strategy) -> (Ratio, usize) {
    let config = Config {
        strategy,
        seed: 9,
        max_solutions: u64::MAX,
    };
    let root = Solver::new(givens, config);
    let mut choices: Vec<u32> = Vec::new();
    let mut path = Vec::new();
    let mut sum = Ratio(0, 1);
    let mut paths = 0;
    loop {
        let mut depth = 0;
        walk(
            &root,
            |_| {
                let k = choices.get(depth).copied().unwrap_or(0);
                depth += 1;
                k
            },
            &mut path,
        );
        choices.resize(depth, 0);
        let (mut weight, mut total) = (1u128, 1u128);
        for node in &path {
            total += weight * u128::from(node.own);
            weight *= u128::from(node.width.max(1));
        }
        sum = sum.add(Ratio(total, weight));
        paths += 1;
        if !next_path(&mut choices, &path) {
            return (sum, paths);
        }
    }
}

/// Turns `choices` (those of `path`) into the next path's, like an odometer: the deepest
/// guess with an option left takes it. False after the last path.
fn next_path(choices: &mut Vec<u32>, path: &[Node]) -> bool {
    let widths: Vec<u32> = (path.iter().filter(|n| n.width > 0))
        .map(|n| n.width)
        .collect();
    while choices
        .last()
        .is_some_and(|&k| k + 1 >= widths[choices.len() - 1])
    {
        choices.pop();
    }
    match choices.last_mut() {
        Some(k) => {
            *k += 1;
            true
        }
        None => false,
    }
}

/// A solution with `holes` cells emptied in a spread pattern: a small tree with many paths.
fn holes(solution: &str, holes: usize, stride: usize) -> NineBoard {
    let mut g = grid(solution);
    for k in 0..holes {
        g.clear(crate::sudoku::Cell::from_index(k * stride % 81));
    }
    g
}

#[test]
fn over_every_probe_path_the_mean_is_the_exact_steps() {
    // small trees: a solution with holes (unique, then several solutions as more go), and
    // a dead end at the root's rounds for propagate
    let puzzles = [
        holes(P85_SOLUTION, 20, 7),
        holes(P85_SOLUTION, 30, 11),
        holes(P85_SOLUTION, 45, 4),
        holes(P85_SOLUTION, 50, 13),
        // 6 and 7 solutions: row-major 29,450 and 132,853 steps, mrv 516 and 1,425
        holes(P85_SOLUTION, 50, 7),
        holes(P85_SOLUTION, 52, 13),
    ];
    // 426 solutions: mrv 37,680 steps, propagate 15,226 (row-major's 2 million would
    // overflow the exact sums)
    let bigger = holes(P85_SOLUTION, 56, 13);
    for strategy in Strategy::ALL {
        let mut most = 0;
        let wide = [Strategy::Mrv, Strategy::Propagate].contains(&strategy);
        for givens in puzzles.into_iter().chain(wide.then_some(bigger)) {
            let (mean, paths) = expected_value(givens, strategy);
            let steps = exact(givens, strategy);
            assert_eq!(mean, Ratio(u128::from(steps), 1), "{strategy} {givens:?}");
            most = most.max(paths);
        }
        assert!(
            most > 10,
            "{strategy}: at most {most} paths, too few to test"
        );
    }
}

#[test]
fn a_fixed_seed_gives_the_same_estimate_and_a_stop_keeps_what_was_found() {
    let givens = grid(crate::fixtures::P85);
    let config = Config {
        strategy: Strategy::Mrv,
        seed: 0,
        max_solutions: 1,
    };
    let a = estimate(givens, config, 2000, 7, || false);
    assert_eq!(a, estimate(givens, config, 2000, 7, || false));
    assert_ne!(a.steps, estimate(givens, config, 2000, 8, || false).steps);
    assert_eq!(a.probes, 2000);
    assert_eq!(a.levels[0], 1.0, "every probe passes the root");
    let (low, high) = a.interval();
    assert!(low >= 0.0 && low <= a.steps && a.steps <= high);
    // Knuth's probes ask every 256 probes: the first answer true stops at 256
    let stopped = estimate_by(Method::Knuth, givens, config, 2000, 7, || true);
    assert_eq!(stopped.probes, 256);
    // the default's passes ask after each: the first answer true stops after one, short of
    // the work asked for
    let stopped = estimate(givens, config, 2000, 7, || true);
    assert_eq!(stopped.samples, 1);
    assert!(stopped.probes < 2000, "{stopped:?}");
}

/// A tree of a few thousand nodes: the estimate's interval holds the true steps, by either
/// method. The stratified passes of 20,000 probes' work are a few hundred on this tree, with
/// a wider interval than the probes' (row-major: 11% off, within 1 standard error).
#[test]
fn many_probes_land_near_the_true_steps() {
    let givens = holes(P85_SOLUTION, 50, 13);
    for (method, within) in [(Method::Knuth, 0.1), (Method::Stratified, 0.2)] {
        for strategy in Strategy::ALL {
            let steps = exact(givens, strategy) as f64;
            let config = Config {
                strategy,
                ..Config::default()
            };
            let e = estimate_by(method, givens, config, 20_000, 3, || false);
            // within three standard errors (two would miss one time in twenty)
            let off = (e.steps - steps).abs();
            let name = method.name();
            assert!(
                off <= 3.0 * e.standard_error,
                "{name} {strategy}: {steps} against {e:?}"
            );
            assert!(
                off / steps < within,
                "{name} {strategy}: {e:?} against {steps}"
            );
        }
    }
}

/// Two batches merged are the one run of all their probes: values {1, 3} and {5} give the
/// mean 3 and the sample variance 4 of {1, 3, 5}, so a standard error of √(4/3); a batch of
/// none changes nothing.
#[test]
fn batches_merge_as_one_run() {
    let batch = |steps: f64, variance: f64, probes: u64, levels: Vec<f64>| Estimate {
        steps,
        standard_error: (variance / probes as f64).sqrt(),
        // the solutions pool as the steps do, with the same figures
        solutions: steps,
        solutions_error: (variance / probes as f64).sqrt(),
        largest: steps,
        seen: 0,
        levels,
        probes,
        samples: probes,
    };
    let a = batch(2.0, 2.0, 2, vec![1.0, 2.0]);
    let b = batch(5.0, 0.0, 1, vec![1.0, 5.0, 1.0]);
    let both = a.merge(&b);
    assert_eq!(both.probes, 3);
    assert!((both.steps - 3.0).abs() < 1e-12, "{both:?}");
    assert!(
        (both.standard_error - (4.0f64 / 3.0).sqrt()).abs() < 1e-12,
        "{both:?}"
    );
    assert!((both.solutions - 3.0).abs() < 1e-12, "{both:?}");
    assert!((both.solutions_error - both.standard_error).abs() < 1e-12);
    assert_eq!(both.levels.len(), 3);
    assert!((both.levels[1] - 3.0).abs() < 1e-12 && (both.levels[2] - 1.0 / 3.0).abs() < 1e-12);
    let none = batch(0.0, 0.0, 0, vec![]);
    assert_eq!(a.merge(&none), a);
    assert_eq!(none.merge(&a), a);
    // and merging real batches lands where one long run does, within its interval
    let givens = grid(crate::fixtures::P85);
    let config = Config {
        strategy: Strategy::Mrv,
        ..Config::default()
    };
    let halves = estimate(givens, config, 2000, 1, || false).merge(&estimate(
        givens,
        config,
        2000,
        2,
        || false,
    ));
    assert_eq!(halves.probes, 4000);
    let (low, high) = halves.interval();
    let truth = exact(givens, Strategy::Mrv) as f64;
    assert!(low < truth && truth < high, "{truth} outside {low}..{high}");
}

/// A guess's subtree, estimated from probes rooted just after its `place`: each first-level
/// guess of mrv's exhaustive search of the 85 puzzle has its exact steps (the tree's count,
/// `place` to `undo`) inside the interval of 20,000 probes, and a guess that is a dead end
/// at once (no choice below it) is estimated exactly.
#[test]
fn a_guess_subtree_is_estimated_from_probes_rooted_at_it() {
    let givens = grid(crate::fixtures::P85);
    let config = Config {
        strategy: Strategy::Mrv,
        seed: 0,
        max_solutions: u64::MAX,
    };
    let mut timeline = crate::timeline::Timeline::new(givens, config);
    timeline.run(crate::timeline::Target::End, u64::MAX);
    let mut builder = crate::tree::TreeBuilder::new(1);
    builder.run(&mut Solver::new(givens, config), u64::MAX);
    let tree = builder.tree();
    assert!(tree.children.len() > 1);
    for guess in &tree.children {
        let solver = timeline.solver_at(guess.step);
        let e = subtree(&solver, 20_000, 3, || false);
        let (low, high) = e.interval();
        let exact = guess.steps as f64;
        assert!(
            low <= exact && exact <= high,
            "{}: {exact} outside {low}..{high}",
            guess.label()
        );
    }
}

/// An estimate with the given steps, error, largest probe and steps seen, over 100 probes.
fn made(steps: f64, standard_error: f64, largest: f64, seen: u64) -> Estimate {
    Estimate {
        steps,
        standard_error,
        solutions: 0.0,
        solutions_error: 0.0,
        largest,
        seen,
        levels: vec![1.0],
        probes: 100,
        samples: 100,
    }
}

/// The one rule for `uncertain`: the largest probe carries over a fifth of the total, or the
/// interval spans over a factor of ten; and the low end never drops below the steps seen.
#[test]
fn uncertain_is_a_heavy_probe_or_a_wide_interval_and_the_low_end_is_what_was_seen() {
    // total 100 × 1,000: a probe of 20,000 is a fifth, not more
    assert!(!made(1000.0, 10.0, 20_000.0, 0).uncertain());
    assert!(made(1000.0, 10.0, 20_001.0, 0).uncertain());
    // 1000 ± 2 × 409: 182 to 1,818 spans just under ten times; ± 2 × 410 just over
    assert!(!made(1000.0, 409.0, 1.0, 0).uncertain());
    assert!(made(1000.0, 410.0, 1.0, 0).uncertain());
    // a low end under zero, or under what the probes stepped through, is lifted to it
    assert_eq!(made(1000.0, 600.0, 1.0, 0).interval(), (0.0, 2200.0));
    assert_eq!(made(1000.0, 600.0, 1.0, 350).interval(), (350.0, 2200.0));
}

/// The steps the probes saw are steps of the search: never more than it has, and on a tree
/// this small, with many probes, nearly all of them. The stratified passes see fewer (they
/// step only below the nodes they keep, a few hundred passes of them), yet many.
#[test]
fn the_steps_seen_are_at_most_the_search_s() {
    let givens = grid(crate::fixtures::P85);
    let steps = exact(givens, Strategy::Mrv);
    let config = Config {
        strategy: Strategy::Mrv,
        ..Config::default()
    };
    let e = estimate_by(Method::Knuth, givens, config, 20_000, 5, || false);
    assert!(e.seen <= steps, "{} seen of {steps}", e.seen);
    // a probe sees neither undos nor restores, nor the final `done`: about half the steps
    assert!(e.seen * 3 > steps, "{} seen of {steps}", e.seen);
    let e = estimate(givens, config, 20_000, 5, || false);
    assert!(
        e.seen <= steps && e.seen * 4 > steps,
        "{} seen of {steps}",
        e.seen
    );
}

/// The adaptive method's probabilities, learned from 300 probes, are not uniform, yet over
/// every probe path, each weighted by the probability of taking it, the mean of the values
/// is the exact steps: the weights undo the probabilities, so each probe is unbiased
/// whatever the probes before it taught.
#[test]
fn adaptive_probes_are_unbiased_whatever_they_learned() {
    for (givens, strategy) in [
        (holes(P85_SOLUTION, 50, 7), Strategy::RowMajor),
        (holes(P85_SOLUTION, 56, 13), Strategy::Mrv),
    ] {
        let config = Config {
            strategy,
            seed: 9,
            max_solutions: u64::MAX,
        };
        let root = Solver::new(givens, config);
        let (mut learned, mut walked, mut rng) =
            (Learned::default(), Probe::default(), Rng::new(4));
        for _ in 0..300 {
            walked.walk(Method::Adaptive, &root, &mut rng, &learned);
            walked.teach(&mut learned);
        }
        let (mut choices, mut path, mut p) = (Vec::<u32>::new(), Vec::new(), Vec::new());
        let (mut sum, mut paths, mut skewed) = (0.0, 0, false);
        loop {
            let (mut depth, mut name) = (0, ROOT);
            let (mut chance, mut factors) = (1.0, Vec::new());
            walk(
                &root,
                |width| {
                    learned.probabilities(name, width, &mut p);
                    skewed |= p.iter().any(|&pi| (pi - p[0]).abs() > 1e-9);
                    let k = choices.get(depth).copied().unwrap_or(0);
                    chance *= p[k as usize];
                    factors.push(1.0 / p[k as usize]);
                    depth += 1;
                    name = child(name, depth, k);
                    k
                },
                &mut path,
            );
            choices.resize(depth, 0);
            sum += chance * value(&path, &factors);
            paths += 1;
            if !next_path(&mut choices, &path) {
                break;
            }
        }
        let steps = exact(givens, strategy) as f64;
        assert!(
            paths > 10 && skewed,
            "{strategy}: {paths} paths, skewed {skewed}"
        );
        assert!(
            (sum - steps).abs() < 1e-9 * steps,
            "{strategy}: {sum} against {steps}"
        );
    }
}
