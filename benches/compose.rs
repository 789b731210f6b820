//! Time per step of compositions against the preset with the same cell choice and inference
//! family (issue 41): `first` ones against `row-major`; `mrv`, `degree` and `constraint`
//! against `mrv`; those with `naked` or `singles` against `propagate`. One puzzle,
//! `norvig_hardest11` #1, to its first solution; criterion's throughput is steps, so its
//! report reads as steps per second, and the ratio of two times per step is the target's.
//!
//! `cargo bench --bench compose`. Target: a composition's time per step at most 2× its
//! preset's.
//!
//! Then the techniques ladder (issue 50): `propagate` and `mrv` with each rung, `locked` to
//! `wings`, every puzzle of a sample of `magictour_top1465` and of the 17-clue set (every
//! tenth) to its first solution, once with the steps as throughput (steps per second) and
//! once with the puzzles (puzzles per second). No target: the figures are recorded in
//! docs/benchmarks.md.

mod common;

use common::{HARDEST_1, grid, puzzles};
use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use std::hint::black_box;
use std::time::Duration;
use stepdoku::solver::{Config, Solver, Strategy};

/// The steps of the search to its first solution.
#[inline(never)]
fn run(g: &stepdoku::sudoku::NineBoard, strategy: Strategy) -> u64 {
    let mut s = Solver::new(
        *g,
        Config {
            strategy,
            seed: 1,
            max_solutions: 1,
        },
    );
    s.fast_forward(u64::MAX)
}

/// Each preset, then the compositions measured against it: one of each part, and the
/// textbook's favourites.
const FAMILIES: [(&str, &[&str]); 3] = [
    (
        "row-major",
        &[
            "first+fc",
            "first+lcv",
            "first+lcv+fc",
            "random",
            "first+random+fc",
        ],
    ),
    (
        "mrv",
        &[
            "mrv+fc",
            "mrv+lcv",
            "degree",
            "constraint",
            "constraint+lcv",
        ],
    ),
    (
        "propagate",
        &[
            "first+naked",
            "mrv+naked",
            "degree+singles",
            "constraint+singles",
            "mrv+lcv+singles",
        ],
    ),
];

fn compositions(c: &mut Criterion) {
    let g = grid(HARDEST_1);
    for (preset, members) in FAMILIES {
        let mut group = c.benchmark_group(format!("compose against {preset}"));
        group
            .sample_size(10)
            .warm_up_time(Duration::from_millis(500))
            .measurement_time(Duration::from_secs(3));
        for name in std::iter::once(&preset).chain(members) {
            let strategy: Strategy = name.parse().expect("a strategy");
            group.throughput(Throughput::Elements(run(&g, strategy)));
            group.bench_function(*name, |b| b.iter(|| run(black_box(&g), strategy)));
        }
        group.finish();
    }
}

/// The rungs of the ladder under `mrv`, after the `propagate` they climb from.
const LADDER: [&str; 5] = [
    "propagate",
    "mrv+locked",
    "mrv+subsets",
    "mrv+fish",
    "mrv+wings",
];

fn ladder(c: &mut Criterion) {
    for (file, count) in [
        ("magictour_top1465.txt", 1465),
        ("all_17_clue_first1000.txt", 1000),
    ] {
        let sample: Vec<_> = puzzles(file, count).into_iter().step_by(10).collect();
        for per in ["steps", "puzzles"] {
            let mut group = c.benchmark_group(format!("ladder {file} (every 10th), {per}"));
            group
                .sample_size(10)
                .warm_up_time(Duration::from_millis(500))
                .measurement_time(Duration::from_secs(2));
            for name in LADDER {
                let strategy: Strategy = name.parse().expect("a strategy");
                let steps: u64 = sample.iter().map(|g| run(g, strategy)).sum();
                group.throughput(Throughput::Elements(match per {
                    "steps" => steps,
                    _ => sample.len() as u64,
                }));
                group.bench_function(name, |b| {
                    b.iter(|| {
                        sample
                            .iter()
                            .map(|g| run(black_box(g), strategy))
                            .sum::<u64>()
                    })
                });
            }
            group.finish();
        }
    }
}

criterion_group!(benches, compositions, ladder);
criterion_main!(benches);
