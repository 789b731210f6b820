//! Solver speed against plain recursive baselines doing the identical search.
//!
//! `cargo bench --bench solver`. Targets: row-major within 1.5× of the recursive bitmask
//! baseline on the 232-million-event search; MRV no slower per placement than a baseline
//! that rescans all 81 cells at every step.

mod common;

use common::{Baseline, HARDEST_1, TOP95_41, grid, puzzles};
use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use std::hint::black_box;
use std::time::Duration;
use stepdoku::solver::{Config, Solver, Strategy};

#[inline(never)]
fn run(g: &stepdoku::sudoku::NineBoard, strategy: Strategy) -> u64 {
    let mut s = Solver::new(
        *g,
        Config {
            strategy,
            ..Config::default()
        },
    );
    while s.step().is_some() {}
    s.stats().placements
}

fn row_major(c: &mut Criterion) {
    let g = grid(TOP95_41);
    assert_eq!(
        run(&g, Strategy::RowMajor),
        116_038_117,
        "the identical search"
    );
    let mut base = Baseline::new(&g);
    assert!(base.row_major(0));
    assert_eq!((base.placements, base.undos), (116_038_117, 116_038_053));

    let mut group = c.benchmark_group("row-major top95#41");
    group
        .sample_size(10)
        .measurement_time(Duration::from_secs(20));
    group.throughput(Throughput::Elements(116_038_117 + 116_038_053));
    group.bench_function("stepdoku Solver::step", |b| {
        b.iter(|| run(black_box(&g), Strategy::RowMajor))
    });
    group.bench_function("recursive baseline", |b| {
        b.iter(|| {
            let mut base = Baseline::new(black_box(&g));
            base.row_major(0);
            base.placements
        })
    });
    group.finish();

    let g1 = grid(HARDEST_1);
    let mut group = c.benchmark_group("row-major hardest11#1");
    group.throughput(Throughput::Elements(335_637 + 335_578));
    group.bench_function("stepdoku Solver::step", |b| {
        b.iter(|| run(black_box(&g1), Strategy::RowMajor))
    });
    group.finish();
}

fn mrv(c: &mut Criterion) {
    let set = puzzles("norvig_top95.txt", 95);
    let placements: u64 = set.iter().map(|g| run(g, Strategy::Mrv)).sum();
    let base_placements: u64 = set
        .iter()
        .map(|g| {
            let mut b = Baseline::new(g);
            b.mrv_rescan();
            b.placements
        })
        .sum();
    assert_eq!(placements, base_placements, "the identical search");

    let mut group = c.benchmark_group("mrv top95 (all 95)");
    group.throughput(Throughput::Elements(placements));
    group.bench_function("stepdoku incremental MRV", |b| {
        b.iter(|| {
            set.iter()
                .map(|g| run(black_box(g), Strategy::Mrv))
                .sum::<u64>()
        })
    });
    group.bench_function("rescan-81 baseline", |b| {
        b.iter(|| {
            set.iter()
                .map(|g| {
                    let mut base = Baseline::new(black_box(g));
                    base.mrv_rescan();
                    base.placements
                })
                .sum::<u64>()
        })
    });
    group.finish();
}

criterion_group!(benches, row_major, mrv);
criterion_main!(benches);
