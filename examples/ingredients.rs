//! What each ingredient of a search buys: the table of docs/strategies.md. Every composition
//! of {first, mrv, degree, constraint} × {up, lcv} × {none, fc, naked, singles, locked,
//! subsets, fish, wings} searches each
//! puzzle of the file to its first solution, and a row gives the median steps and guesses
//! (the middle value of the sorted eleven). A row whose puzzles take longer than the time
//! limit in all says so instead of giving numbers.
//!
//! `cargo run --release --example ingredients [FILE] [SECONDS]`
//! (default `puzzles/norvig_hardest11.txt`, 60 seconds a row)

use std::path::Path;
use std::time::{Duration, Instant};
use stepdoku::numbers::grouped;
use stepdoku::parse::read_file;
use stepdoku::solver::{Cells, Config, Digits, Inference, Solver, Strategy};

fn main() {
    let mut args = std::env::args().skip(1);
    let file = args.next().unwrap_or("puzzles/norvig_hardest11.txt".into());
    let limit = Duration::from_secs(args.next().map_or(60, |s| s.parse().expect("seconds")));
    let puzzles = read_file(Path::new(&file)).expect("a puzzle file");
    let grids: Vec<_> = puzzles.iter().filter_map(|p| p.grid().ok()).collect();
    println!("| strategy | cells | digits | inference | median steps | median guesses |");
    println!("|---|---|---|---|---:|---:|");
    for strategy in Strategy::every().filter(|s| s.digits != Digits::Random) {
        let parts = format!(
            "| `{}` | {} | {} | {} |",
            strategy.name(),
            cells(strategy.cells),
            if strategy.digits == Digits::Lcv {
                "lcv"
            } else {
                "up"
            },
            inference(strategy.inference),
        );
        let deadline = Instant::now() + limit;
        let mut counts = Vec::new();
        for &grid in &grids {
            // the default config stops at the first solution
            let mut solver = Solver::new(
                grid,
                Config {
                    strategy,
                    ..Config::default()
                },
            );
            while !solver.is_finished() && Instant::now() < deadline {
                solver.fast_forward(1 << 20);
            }
            if !solver.is_finished() {
                break;
            }
            let stats = solver.stats();
            counts.push((stats.steps, stats.guesses()));
        }
        if counts.len() < grids.len() {
            println!(
                "{parts} over {} s | over {} s |",
                limit.as_secs(),
                limit.as_secs()
            );
            continue;
        }
        let median = |mut v: Vec<u64>| {
            v.sort_unstable();
            v[(v.len() - 1) / 2]
        };
        let steps = median(counts.iter().map(|c| c.0).collect());
        let guesses = median(counts.iter().map(|c| c.1).collect());
        println!("{parts} {} | {} |", grouped(steps), grouped(guesses));
    }
}

fn cells(cells: Cells) -> &'static str {
    match cells {
        Cells::First => "first",
        Cells::Mrv => "mrv",
        Cells::Degree => "degree",
        Cells::Constraint => "constraint",
    }
}

fn inference(inference: Inference) -> &'static str {
    match inference {
        Inference::None => "none",
        Inference::Fc => "fc",
        Inference::Naked => "naked",
        Inference::Singles => "singles",
        Inference::Locked => "locked",
        Inference::Subsets => "subsets",
        Inference::Fish => "fish",
        Inference::Wings => "wings",
    }
}
