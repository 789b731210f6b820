//! Times the `propagate` strategy to the first solution of every puzzle of magictour's top1465
//! and of the 49,158 known 17-clue puzzles, and prints the time per puzzle.
//!
//! `cargo run --release --example propagate_speed` (the criterion bench `propagate` measures
//! the same with statistics; this is the quick check).

#[path = "../benches/common/mod.rs"]
mod common;

use common::puzzles;
use std::time::Instant;
use stepdoku::solver::{Config, Solver, Strategy};

fn main() {
    for file in ["magictour_top1465.txt", "all_17_clue_49158.txt"] {
        let grids = puzzles(file, usize::MAX);
        let config = Config {
            strategy: Strategy::Propagate,
            ..Config::default()
        };
        let (mut events, mut guesses) = (0, 0);
        let start = Instant::now();
        for g in &grids {
            let mut s = Solver::new(*g, config);
            s.fast_forward(u64::MAX);
            assert_eq!(s.stats().solutions, 1, "{}", g.to_line());
            events += s.stats().steps;
            guesses += s.stats().guesses();
        }
        let time = start.elapsed();
        println!(
            "{file}: {} puzzles in {time:.2?}, {:.2} µs per puzzle ({:.1} events, {:.1} guesses each)",
            grids.len(),
            time.as_secs_f64() * 1e6 / grids.len() as f64,
            events as f64 / grids.len() as f64,
            guesses as f64 / grids.len() as f64,
        );
    }
}
