//! Solver speed against plain recursive baselines doing the identical search.
//!
//! `cargo bench --bench solver`. Targets: row-major within 1.5× of the recursive bitmask
//! baseline on the 232-million-event search; MRV no slower per placement than a baseline
//! that rescans all 81 cells at every step.
//!
//! Then killer puzzles against a standard one (issue 53), `propagate` to the first
//! solution: the killer and the killer X of puzzles/variants/killer.txt (searched on the
//! masks board, which prunes by the cages' sums) against norvig_hardest11 #1 on the 9×9
//! bitboards and on the masks board. No target: the figures are in docs/benchmarks.md.

mod common;

use common::{Baseline, HARDEST_1, TOP95_41, grid, puzzles};
use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use std::hint::black_box;
use std::sync::Arc;
use std::time::Duration;
use stepdoku::parse::{Givens, parse_str_entries};
use stepdoku::solver::{Config, Solver, Strategy};
use stepdoku::sudoku::{Shape, Units};

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

/// The steps of `solver`'s search to its first solution.
#[inline(never)]
fn to_first(mut solver: Solver) -> u64 {
    solver.fast_forward(u64::MAX)
}

fn killer(c: &mut Criterion) {
    let config = Config {
        strategy: Strategy::Propagate,
        seed: 0,
        max_solutions: 1,
    };
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../puzzles/variants/killer.txt"
    );
    let text = std::fs::read_to_string(path).expect("the killer puzzles");
    let killers: Vec<(Arc<Units>, Vec<u8>)> = parse_str_entries(&text)
        .expect("puzzles")
        .into_iter()
        .map(|entry| match entry.expect("a good puzzle").givens() {
            Ok(Givens::Variant(board)) => (board.units().clone(), board.board().digits().to_vec()),
            _ => panic!("a killer puzzle"),
        })
        .collect();
    let hardest = grid(HARDEST_1);
    let nine = Units::of(Shape::NINE);
    let mut group = c.benchmark_group("killer against standard (propagate, first solution)");
    // criterion reports elements/s: puzzles per second
    group.throughput(Throughput::Elements(1));
    for ((units, digits), name) in killers.iter().zip(["killer, no givens", "killer X"]) {
        group.bench_function(name, |b| {
            b.iter(|| to_first(Solver::of_units(units.clone(), black_box(digits), config)))
        });
    }
    group.bench_function("standard hardest11 #1, 9x9 bitboards", |b| {
        b.iter(|| to_first(Solver::new(black_box(hardest), config)))
    });
    group.bench_function("standard hardest11 #1, masks", |b| {
        let digits: &[u8] = hardest.digits();
        b.iter(|| to_first(Solver::of_units(nine.clone(), black_box(digits), config)))
    });
    group.finish();
}

criterion_group!(benches, row_major, mrv, killer);
criterion_main!(benches);
