//! Timeline speed: recording cost against the bare solver, seeks after a 232-million-event run,
//! and stepping over recorded events.
//!
//! `cargo bench --bench timeline`. Targets: a run to the end through the timeline within 1.5×
//! of the bare solver; each seek ≤ 50 ms; ≥ 10 million steps per second forward and back.
//! Peak memory is measured by `examples/timeline_memory.rs` (see the README).

mod common;

use common::{HARDEST_1, TOP95_41, grid};
use criterion::{BatchSize, Criterion, Throughput, criterion_group, criterion_main};
use std::hint::black_box;
use std::time::Duration;
use stepdoku::solver::{Config, Rng, Solver};
use stepdoku::timeline::{Progress, Target, Timeline};

/// Placements, undos, dead-end markers and the solution (the search stops there, without
/// `done`): 272,185,900 events.
fn events_of(g: stepdoku::sudoku::NineBoard) -> u64 {
    let mut s = Solver::new(g, Config::default());
    while s.step().is_some() {}
    s.stats().steps
}

fn run_to_end(c: &mut Criterion) {
    let g = grid(TOP95_41);
    let events = events_of(g);
    let mut group = c.benchmark_group("run to end top95#41");
    group
        .sample_size(10)
        .measurement_time(Duration::from_secs(30));
    group.throughput(Throughput::Elements(events));
    group.bench_function("bare Solver", |b| {
        b.iter(|| {
            let mut s = Solver::new(black_box(g), Config::default());
            while s.step().is_some() {}
            s.stats().steps
        })
    });
    group.bench_function("Timeline::run(End)", |b| {
        b.iter(|| {
            let mut t = Timeline::new(black_box(g), Config::default());
            while t.run(Target::End, 1 << 20) == Progress::Pending {}
            t.position()
        })
    });
    group.finish();
}

fn seeks(c: &mut Criterion) {
    let mut t = Timeline::new(grid(TOP95_41), Config::default());
    while t.run(Target::End, u64::MAX) == Progress::Pending {}
    let events = t.explored();
    assert_eq!(t.stats().placements, 116_038_117);
    let mut rng = Rng::new(2026);
    let steps: Vec<u64> = (0..100).map(|_| rng.next_u64() % events).collect();
    let mut group = c.benchmark_group("seek after the 232M-event run");
    group.throughput(Throughput::Elements(steps.len() as u64));
    group.bench_function("100 random seeks", |b| {
        b.iter(|| {
            for &k in &steps {
                t.seek(black_box(k));
            }
            t.position()
        })
    });
    group.finish();
}

fn stepping(c: &mut Criterion) {
    const N: u64 = 1_000_000;
    let mut group = c.benchmark_group("step over recorded events");
    group.throughput(Throughput::Elements(2 * N));
    group.bench_function("1M forward(1) then 1M back(1)", |b| {
        b.iter_batched_ref(
            || {
                let mut t = Timeline::new(grid(HARDEST_1), Config::default());
                while t.run(Target::End, u64::MAX) == Progress::Pending {}
                t.seek(100_000);
                t
            },
            |t| {
                for _ in 0..N {
                    t.forward(1);
                }
                for _ in 0..N {
                    t.back(1);
                }
                t.position()
            },
            BatchSize::LargeInput,
        )
    });
    group.finish();
}

criterion_group!(benches, stepping, seeks, run_to_end);
criterion_main!(benches);
