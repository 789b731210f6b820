//! Making puzzles, per puzzle and one thread: the random solved grid (fill), taking givens out
//! until the puzzle is minimal (removal: one search per given or symmetric pair, the hot
//! path), and the rating; then the three together, as `generate` runs them.
//!
//! `cargo bench --bench generate`. Target (issue 25): `generate --count 10000 --symmetry none
//! --jobs 1`, whole process, at least as fast as the `sudoku` crate 0.8 (AGPL, never a
//! dependency: time it from a scratch project outside this repository) making 10,000 minimal
//! puzzles; docs/benchmarks.md has both figures.

use criterion::{BatchSize, Criterion, criterion_group, criterion_main};
use std::hint::black_box;
use std::time::Duration;
use stepdoku::generate::{self, Symmetry};

/// Puzzles made per sample's setup: enough different grids that no one grid decides a figure.
const GRIDS: u64 = 64;

fn per_puzzle(c: &mut Criterion) {
    let mut group = c.benchmark_group("generate, per puzzle");
    group
        .sample_size(20)
        .measurement_time(Duration::from_secs(5));
    let mut index = 0u64;
    let mut next = move || {
        index = (index + 1) % GRIDS;
        index
    };
    group.bench_function("fill", |b| {
        b.iter_batched(
            || generate::stream(1, next()),
            |mut rng| generate::fill(black_box(&mut rng)),
            BatchSize::SmallInput,
        )
    });
    for symmetry in Symmetry::ALL {
        group.bench_function(format!("removal, symmetry {symmetry}"), |b| {
            b.iter_batched(
                || {
                    let mut rng = generate::stream(1, next());
                    (generate::fill(&mut rng), rng)
                },
                |(solution, mut rng)| {
                    generate::remove_givens(black_box(&solution), symmetry, &mut rng, |_| {})
                },
                BatchSize::SmallInput,
            )
        });
    }
    group.bench_function("rating, symmetry none", |b| {
        b.iter_batched(
            || generate::attempt(1, next(), Symmetry::None).puzzle,
            |puzzle| generate::rate(black_box(&puzzle)),
            BatchSize::SmallInput,
        )
    });
    for symmetry in Symmetry::ALL {
        group.bench_function(format!("whole attempt, symmetry {symmetry}"), |b| {
            b.iter(|| generate::attempt(1, black_box(next()), symmetry))
        });
    }
    group.finish();
}

criterion_group!(benches, per_puzzle);
criterion_main!(benches);
