//! Making puzzles, per puzzle and one thread: the random solved grid (fill), taking givens out
//! until the puzzle is minimal (removal: one search per given or symmetric pair, the hot
//! path), and the rating; then the three together, as `generate` runs them. At the other
//! sizes: a whole attempt at 12×12, and the ten attempts of `generate --grid 16 --count 10`
//! on one thread (against its default budget of 10 seconds a puzzle, never reached here).
//!
//! `cargo bench --bench generate`. Target (issue 25): `generate --count 10000 --symmetry none
//! --jobs 1`, whole process, at least as fast as the `sudoku` crate 0.8 (AGPL, never a
//! dependency: time it from a scratch project outside this repository) making 10,000 minimal
//! puzzles; docs/benchmarks.md has both figures.

use criterion::{BatchSize, Criterion, criterion_group, criterion_main};
use std::hint::black_box;
use std::time::Duration;
use std::time::Instant;
use stepdoku::generate::{self, Symmetry};
use stepdoku::sudoku::Shape;

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

fn other_sizes(c: &mut Criterion) {
    let mut group = c.benchmark_group("generate, other sizes");
    group
        .sample_size(10)
        .measurement_time(Duration::from_secs(20));
    let twelve = Shape::of_side(12).unwrap();
    let mut index = 0u64;
    group.bench_function("whole attempt 12x12, symmetry rotational", |b| {
        b.iter(|| {
            index = (index + 1) % GRIDS;
            generate::attempt_board(twelve, 1, black_box(index), Symmetry::Rotational, || false)
        })
    });
    let sixteen = Shape::of_side(16).unwrap();
    group.bench_function("--grid 16 --count 10, one thread", |b| {
        b.iter(|| {
            (0..10).all(|index| {
                let deadline = Instant::now() + Duration::from_secs(10);
                let out_of_time = || Instant::now() >= deadline;
                generate::attempt_board(sixteen, 1, index, Symmetry::Rotational, out_of_time)
                    .minimal
            })
        })
    });
    group.finish();
}

criterion_group!(benches, per_puzzle, other_sizes);
criterion_main!(benches);
