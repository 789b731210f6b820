//! The estimator's accuracy on the deep searches of `puzzles/estimates/deep.csv` (issue 52):
//! for each method, how many intervals hold the exact steps, the median of estimate over
//! exact steps, and the seconds taken, on each half of the set and on all of it.
//!
//! `cargo run --release --example estimate_accuracy -- [FILE] [PROBES] [SEEDS] [METHODS]`
//! (defaults: puzzles/estimates/deep.csv, 100000, 1, adaptive,knuth; SEEDS and METHODS
//! comma-separated). One line a search and seed, then the summary.

#[path = "../tests/support/deep.rs"]
mod deep;

use std::path::Path;
use std::time::Instant;
use stepdoku::estimate::Method;

/// What one method found over the searches.
#[derive(Default)]
struct Tally {
    held: usize,
    ratios: Vec<f64>,
    seconds: f64,
    slowest: f64,
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let arg = |i: usize, default: &str| args.get(i).cloned().unwrap_or(default.to_string());
    let file = arg(0, "puzzles/estimates/deep.csv");
    let probes: u64 = arg(1, "100000").parse().expect("PROBES: a whole number");
    let seeds: Vec<u64> = (arg(2, "1").split(',').map(|s| s.parse().expect("SEEDS"))).collect();
    let methods: Vec<Method> = arg(3, "adaptive,knuth")
        .split(',')
        .map(|m| match m {
            "adaptive" => Method::Adaptive,
            "knuth" => Method::Knuth,
            "stratified" => Method::Stratified,
            _ => panic!("METHODS: adaptive or knuth, not {m}"),
        })
        .collect();
    let searches = deep::read(Path::new(&file));
    let halves = ["tune", "check", "all"];
    let mut tallies: Vec<Vec<Tally>> = (0..methods.len())
        .map(|_| halves.iter().map(|_| Tally::default()).collect())
        .collect();
    for search in &searches {
        for &seed in &seeds {
            let mut line = format!(
                "line {:>2} {:<5} {:<13} {:>11}",
                search.line,
                search.half,
                search.strategy.to_string(),
                search.steps
            );
            for (m, &method) in methods.iter().enumerate() {
                let started = Instant::now();
                let e = search.estimate(method, probes, seed);
                let seconds = started.elapsed().as_secs_f64();
                let ratio = e.steps / search.steps as f64;
                let held = search.covered(&e);
                line += &format!(
                    " | {} {ratio:>7.3} {} {seconds:>6.2}s{}",
                    method.name(),
                    if held { "held" } else { "MISS" },
                    if e.uncertain() { " uncertain" } else { "" }
                );
                for (h, half) in halves.iter().enumerate() {
                    if *half == "all" || *half == search.half {
                        let tally = &mut tallies[m][h];
                        tally.held += usize::from(held);
                        tally.ratios.push(ratio);
                        tally.seconds += seconds;
                        tally.slowest = tally.slowest.max(seconds);
                    }
                }
            }
            println!("{line}");
        }
    }
    println!("\n{probes} probes, seeds {seeds:?}");
    for (m, method) in methods.iter().enumerate() {
        for (h, half) in halves.iter().enumerate() {
            let tally = &tallies[m][h];
            let n = tally.ratios.len();
            if n == 0 {
                continue;
            }
            println!(
                "{:<8} {half:<5}: {:>2} of {n:>2} held ({:>3.0}%), median ratio {:.3}, \
                 {:.2} s a search on average, {:.2} s at most",
                method.name(),
                tally.held,
                100.0 * tally.held as f64 / n as f64,
                deep::median(tally.ratios.clone()),
                tally.seconds / n as f64,
                tally.slowest,
            );
        }
    }
}
