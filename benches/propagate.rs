//! The `propagate` strategy to the first solution, per puzzle, on magictour's top1465 and on
//! the 49,158 known 17-clue puzzles, single thread, both ways `solve` searches: the batch
//! search that keeps the counters (`search_to_end`, for `--format json`) and the one that
//! keeps none (`first_solution`, for `--format line`); and on the bundled 16×16 puzzles
//! (puzzles/sizes/16x16.txt), which the any-size engine searches step by step.
//!
//! `cargo bench --bench propagate`. Target (issue 8): within 2× the per-puzzle time of the
//! `sudoku` crate 0.8 (a JCZSolve port, AGPL) on the same machine in the same sitting. That
//! crate is never a dependency: time it from a scratch project outside this repository.

mod common;

use common::puzzles;
use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use std::hint::black_box;
use std::time::Duration;
use stepdoku::solver::{Config, First, Strategy, first_solution, search_to_end};
use stepdoku::sudoku::{Board, NineBoard, Shape, digit_of};

const PROPAGATE: Config = Config {
    strategy: Strategy::Propagate,
    seed: 0,
    max_solutions: 1,
};

/// Solves every puzzle to its first solution; returns the total events (so nothing is elided).
#[inline(never)]
fn solve_all(grids: &[NineBoard]) -> u64 {
    let steps = |g: &NineBoard| search_to_end(*g, PROPAGATE, 1, || false).stats.steps;
    grids.iter().map(steps).sum()
}

/// Solves every puzzle to its first solution keeping no counters; returns how many it solved.
#[inline(never)]
fn answer_all(grids: &[NineBoard]) -> usize {
    let solved =
        |g: &&NineBoard| matches!(first_solution(**g, PROPAGATE, || false), First::Solution(_));
    grids.iter().filter(solved).count()
}

fn first_solutions(c: &mut Criterion) {
    for (file, count) in [
        ("magictour_top1465.txt", 1465),
        ("all_17_clue_49158.txt", 49_158),
    ] {
        let grids = puzzles(file, usize::MAX);
        assert_eq!(grids.len(), count, "{file}");
        let mut group = c.benchmark_group(format!("propagate {file}"));
        group
            .sample_size(10)
            .measurement_time(Duration::from_secs(10));
        // criterion reports elements/s: puzzles per second
        group.throughput(Throughput::Elements(count as u64));
        group.bench_function("first solution, every puzzle", |b| {
            b.iter(|| solve_all(black_box(&grids)))
        });
        group.bench_function("first solution without counters, every puzzle", |b| {
            b.iter(|| answer_all(black_box(&grids)))
        });
        group.finish();
    }
}

/// The bundled 16×16 puzzles, one a line.
fn sixteens() -> Vec<Board> {
    let path = format!("{}/../puzzles/sizes/16x16.txt", env!("CARGO_MANIFEST_DIR"));
    let shape = Shape::of_side(16).unwrap();
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
    let board = |line: &str| {
        let digits: Vec<u8> = line.chars().map(|c| digit_of(c).unwrap_or(0)).collect();
        Board::of_legal(shape, &digits).expect("a legal 16x16 puzzle")
    };
    text.lines().map(board).collect()
}

fn sixteen_by_sixteen(c: &mut Criterion) {
    let boards = sixteens();
    let mut group = c.benchmark_group("propagate puzzles/sizes/16x16.txt");
    group
        .sample_size(10)
        .measurement_time(Duration::from_secs(10));
    group.throughput(Throughput::Elements(boards.len() as u64));
    group.bench_function("first solution, every puzzle", |b| {
        b.iter(|| {
            let steps = |g: &Board| search_to_end(g.clone(), PROPAGATE, 1, || false).stats.steps;
            black_box(&boards).iter().map(steps).sum::<u64>()
        })
    });
    group.finish();
}

criterion_group!(benches, first_solutions, sixteen_by_sixteen);
criterion_main!(benches);
