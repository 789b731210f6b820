//! Time per step of each composition against the preset with the same cell choice and
//! inference family, to the first solution of every puzzle of a file (quick check; the
//! criterion bench `compose` measures it with statistics).
//!
//! `cargo run --release --example compose_speed [FILE] [STRATEGY...]`

use std::time::Instant;
use stepdoku::parse::parse_str;
use stepdoku::solver::{Config, Solver, Strategy};
use stepdoku::sudoku::validate;

fn main() {
    let mut args = std::env::args().skip(1);
    let file = args.next().unwrap_or("puzzles/norvig_top95.txt".into());
    let text = std::fs::read_to_string(&file).expect("the file");
    let grids: Vec<_> = parse_str(&text)
        .expect("puzzles")
        .iter()
        .filter_map(|p| p.nine_digits().and_then(|d| validate(d).ok()))
        .collect();
    let names: Vec<String> = args.collect();
    let names = if names.is_empty() {
        Strategy::every().map(|s| s.name().to_string()).collect()
    } else {
        names
    };
    for name in names {
        let strategy: Strategy = name.parse().expect("a strategy");
        let start = Instant::now();
        let mut steps = 0u64;
        for &g in &grids {
            let config = Config {
                strategy,
                seed: 1,
                max_solutions: 1,
            };
            let mut s = Solver::new(g, config);
            let n = s.fast_forward(200_000_000);
            steps += n;
        }
        let t = start.elapsed();
        println!(
            "{name:28} {steps:>14} steps {:>9.2?} {:>7.2} ns/step",
            t,
            t.as_nanos() as f64 / steps as f64
        );
    }
}
