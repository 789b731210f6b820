//! Knuth's estimate (issue 37): probes a second, each probe a walk of the real engine from
//! the root to its first dead end or solution, on the "85...24.." puzzle (norvig_hardest11 #1)
//! under row-major, mrv and propagate, and on norvig_top95 #41 under row-major.
//!
//! `cargo bench --bench estimate`. The expectation: 100,000 probes well under a
//! second. Figures in docs/benchmarks.md.

mod common;

use common::{HARDEST_1, TOP95_41, grid};
use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use std::hint::black_box;
use std::time::Duration;
use stepdoku::estimate::estimate;
use stepdoku::solver::{Config, Strategy};

/// Probes in one measured estimate.
const PROBES: u64 = 10_000;

fn probes_per_second(c: &mut Criterion) {
    let mut group = c.benchmark_group("estimate, 10,000 probes");
    group
        .sample_size(20)
        .measurement_time(Duration::from_secs(5));
    group.throughput(Throughput::Elements(PROBES));
    for (name, puzzle, strategy) in [
        ("hardest11 #1 row-major", HARDEST_1, Strategy::RowMajor),
        ("hardest11 #1 mrv", HARDEST_1, Strategy::Mrv),
        ("hardest11 #1 propagate", HARDEST_1, Strategy::Propagate),
        ("top95 #41 row-major", TOP95_41, Strategy::RowMajor),
    ] {
        let givens = grid(puzzle);
        let config = Config {
            strategy,
            ..Config::default()
        };
        group.bench_function(name, |b| {
            b.iter(|| estimate(black_box(givens), config, PROBES, 1, || false).steps)
        });
    }
    group.finish();
}

criterion_group!(benches, probes_per_second);
criterion_main!(benches);
