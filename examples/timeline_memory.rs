//! Runs the 232-million-event search through a `Timeline`, then seeks to 100 random steps,
//! timing each seek and reporting the process's peak resident memory (VmHWM).
//!
//! `cargo run --release --example timeline_memory` (or under `/usr/bin/time -v`).

use std::time::Instant;
use stepdoku::solver::{Config, Rng, Solver};
use stepdoku::sudoku::validate;
use stepdoku::timeline::{Progress, Target, Timeline};

const TOP95_41: &str =
    "...5.1....9....8...6.......4.1..........7..9........3.8.....1.5...2..4.....36....";

fn peak_rss_kib() -> Option<u64> {
    let status = std::fs::read_to_string("/proc/self/status").ok()?;
    let line = status.lines().find(|l| l.starts_with("VmHWM:"))?;
    line.split_whitespace().nth(1)?.parse().ok()
}

fn main() {
    let digits: Vec<u8> = TOP95_41
        .chars()
        .map(|c| c.to_digit(10).unwrap_or(0) as u8)
        .collect();
    let grid = validate(&digits.try_into().expect("81 cells")).expect("valid givens");
    let start = Instant::now();
    let mut bare = Solver::new(grid, Config::default());
    while bare.step().is_some() {}
    let bare_time = start.elapsed();
    println!(
        "bare solver: {} events in {bare_time:.2?} ({:.0} M events/s)",
        bare.stats().steps,
        bare.stats().steps as f64 / bare_time.as_secs_f64() / 1e6
    );
    let mut t = Timeline::new(grid, Config::default());
    let start = Instant::now();
    let mut slices = 0u64;
    while t.run(Target::End, 1 << 20) == Progress::Pending {
        slices += 1;
    }
    let run = start.elapsed();
    println!(
        "ran {} events in {:.2?} ({:.0} M events/s, {slices} slices), {} snapshots",
        t.explored(),
        run,
        t.explored() as f64 / run.as_secs_f64() / 1e6,
        t.checkpoint_count()
    );
    println!(
        "timeline / bare: {:.2}×",
        run.as_secs_f64() / bare_time.as_secs_f64()
    );
    let mut rng = Rng::new(2026);
    let mut worst = std::time::Duration::ZERO;
    let mut total = std::time::Duration::ZERO;
    for _ in 0..100 {
        let k = rng.next_u64() % t.explored();
        let s = Instant::now();
        t.seek(k);
        let d = s.elapsed();
        assert_eq!(t.position(), k);
        worst = worst.max(d);
        total += d;
    }
    println!(
        "100 random seeks: mean {:.2?}, worst {worst:.2?}",
        total / 100
    );
    match peak_rss_kib() {
        Some(kib) => println!("peak resident memory: {:.1} MiB", kib as f64 / 1024.0),
        None => println!("peak resident memory: unavailable (no /proc)"),
    }
}
