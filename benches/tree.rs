//! The guess tree's cost: `tree`'s one pass ([`TreeBuilder`] fed every event) against `solve`'s
//! run of the same search to its end ([`search_to_end`]), row-major on norvig_hardest11 #1
//! (756,596 steps).
//!
//! `cargo bench --bench tree`. Target (issue 26): the tree within 1.2× of the solve. The
//! full-size figure (norvig_top95 #41, 272 million steps) and the peak memory come from the
//! binary under `/usr/bin/time -v` (see docs/benchmarks.md).

mod common;

use common::{HARDEST_1, grid};
use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use std::hint::black_box;
use std::time::Duration;
use stepdoku::solver::{Config, Solver, search_to_end};
use stepdoku::tree::TreeBuilder;

fn tree_against_solve(c: &mut Criterion) {
    let givens = grid(HARDEST_1);
    let config = Config::default();
    let steps = search_to_end(givens, config, 1, || false).stats.steps;
    let mut group = c.benchmark_group("tree vs solve, hardest11 #1 row-major");
    group
        .sample_size(30)
        .measurement_time(Duration::from_secs(10));
    group.throughput(Throughput::Elements(steps));
    group.bench_function("solve (search_to_end)", |b| {
        b.iter(|| {
            search_to_end(black_box(givens), config, 1, || false)
                .stats
                .steps
        })
    });
    group.bench_function("tree --depth 3 (TreeBuilder)", |b| {
        b.iter(|| {
            let mut solver = Solver::new(black_box(givens), config);
            let mut builder = TreeBuilder::new(3);
            builder.run(&mut solver, u64::MAX);
            builder.tree().steps
        })
    });
    group.finish();
}

criterion_group!(benches, tree_against_solve);
criterion_main!(benches);
