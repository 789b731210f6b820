//! Time of the any-size engine (quick check, no statistics): `propagate` to the first
//! solution of ten 16×16 puzzles (a relabelled pattern grid with about 65% of its cells
//! blank, as tests/it/sizes_engine.rs makes them), or every solution of a blank 6×6 (28,200,960)
//! with a strategy.
//!
//! `cargo run --release --example sized_speed 16`
//! `cargo run --release --example sized_speed 6 [STRATEGY]`

use std::time::Instant;
use stepdoku::solver::{Config, Solver, Strategy};
use stepdoku::sudoku::{Board, Shape};

/// The 16×16 puzzle numbered `seed`: the pattern grid (rows shifted by a box's width, bands
/// by one), relabelled, with cells emptied by a seeded generator.
fn puzzle(seed: u64) -> Board {
    let mut state = seed;
    let digits: Vec<u8> = (0..256)
        .map(|k| {
            let (r, c) = (k / 16, k % 16);
            let d = ((r % 4 * 4 + r / 4 + c) % 16 * 5 + seed as usize) % 16 + 1;
            state = state
                .wrapping_mul(6_364_136_223_846_793_005)
                .wrapping_add(1_442_695_040_888_963_407);
            if (state >> 33) % 1000 < 650 {
                0
            } else {
                d as u8
            }
        })
        .collect();
    Board::of_legal(Shape::of_side(16).expect("16x16"), &digits).expect("legal givens")
}

/// Runs a search to its end, printing its counters and time; returns the time in seconds.
fn time(what: &str, board: Board, config: Config) -> f64 {
    let started = Instant::now();
    let mut solver = Solver::of_board(board, config);
    solver.fast_forward(u64::MAX);
    let seconds = started.elapsed().as_secs_f64();
    println!("{what}: {:?} in {:.3} s", solver.stats(), seconds);
    seconds
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let strategy = |k: usize, default: Strategy| {
        args.get(k)
            .map_or(default, |name| name.parse().expect("a strategy"))
    };
    if args.first().map(String::as_str) == Some("6") {
        let config = Config {
            strategy: strategy(1, Strategy::RowMajor),
            seed: 0,
            max_solutions: u64::MAX,
        };
        let blank = Board::empty(Shape::of_side(6).expect("6x6"));
        time(&format!("blank 6x6, {}", config.strategy), blank, config);
        return;
    }
    let config = Config {
        strategy: Strategy::Propagate,
        seed: 0,
        max_solutions: 1,
    };
    let total: f64 = (1..=10)
        .map(|seed| time(&format!("16x16 #{seed}"), puzzle(seed), config))
        .sum();
    println!("mean {:.2} ms", total / 10.0 * 1e3);
}
