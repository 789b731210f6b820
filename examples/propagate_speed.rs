//! Times the `propagate` strategy to the first solution of every puzzle of magictour's top1465
//! and of the 49,158 known 17-clue puzzles, and prints the time per puzzle (the best of five runs).
//!
//! `cargo run --release --example propagate_speed` (the criterion bench `propagate` measures
//! the same with statistics; this is the quick check).

#[path = "../benches/common/mod.rs"]
mod common;

use common::puzzles;
use std::time::{Duration, Instant};
use stepdoku::solver::{Config, Strategy, search_to_end};

fn main() {
    for file in ["magictour_top1465.txt", "all_17_clue_49158.txt"] {
        let grids = puzzles(file, usize::MAX);
        let config = Config {
            strategy: Strategy::Propagate,
            ..Config::default()
        };
        let (mut events, mut guesses) = (0, 0);
        let mut best = Duration::MAX;
        for _ in 0..5 {
            (events, guesses) = (0, 0);
            let start = Instant::now();
            for g in &grids {
                let end = search_to_end(*g, config, 1, || false);
                assert_eq!(end.stats.solutions, 1, "{}", g.to_line());
                events += end.stats.steps;
                guesses += end.stats.guesses();
            }
            best = best.min(start.elapsed());
        }
        println!(
            "{file}: {} puzzles, best of 5 runs {best:.2?}: {:.2} µs per puzzle ({:.1} events, {:.1} guesses each)",
            grids.len(),
            best.as_secs_f64() * 1e6 / grids.len() as f64,
            events as f64 / grids.len() as f64,
            guesses as f64 / grids.len() as f64,
        );
    }
}
