//! The race view's four boards played at delay 0 to the end of norvig_top95 #41 (row-major's
//! 272-million-event search, random's 106 million with seed 1), through the same tick the
//! event loop calls; prints the time and the process's peak resident memory (VmHWM).
//!
//! The single view playing row-major to its solution comes first, for comparison; the peak
//! memory printed is the higher of the two runs.
//!
//! `cargo bench --bench race_memory` (or the built binary, `target/release/deps/race_memory-*`,
//! under `/usr/bin/time -v`). A bench target, not an example: `cargo test` builds every
//! example, and this one compiles the visualizer's source a second time.
#![allow(dead_code, unused_imports)]

#[path = "../src/common/mod.rs"]
mod common;
#[path = "../src/platform/mod.rs"]
mod platform;
#[path = "../src/tui/mod.rs"]
mod tui;

use std::time::Instant;
use stepdoku::parse::parse_str;
use stepdoku::solver::Strategy;
use tui::action::Action;
use tui::app::App;
use tui::collection::{Collection, Origin};
use tui::pacing::FRAME_WORK;
use tui::player::Settings;

#[path = "../tests/support/fixtures.rs"]
mod fixtures;

fn peak_rss_kib() -> Option<u64> {
    let status = std::fs::read_to_string("/proc/self/status").ok()?;
    let line = status.lines().find(|l| l.starts_with("VmHWM:"))?;
    line.split_whitespace().nth(1)?.parse().ok()
}

fn main() {
    let puzzles = parse_str(fixtures::P41).expect("the puzzle parses");
    let collection = Collection::single(Origin::Stdin, puzzles).expect("one puzzle");
    let settings = Settings {
        strategy: Strategy::RowMajor,
        seed: 1,
        delay_ms: 0,
        max_solutions: 1000,
        playing: false,
        palette: tui::widgets::theme::Palette::Default,
        probes: false,
        probe_target: tui::player::probes::TARGET,
    };
    let mut single = App::new(collection.clone(), 0, settings);
    single.update(Action::TogglePlay);
    let start = Instant::now();
    while single.is_busy() {
        single.tick(FRAME_WORK);
    }
    println!(
        "single view (row-major) to its solution in {:.2} s",
        start.elapsed().as_secs_f64()
    );
    drop(single);
    let mut app = App::new(collection, 0, settings);
    app.update(Action::Race);
    app.update(Action::TogglePlay);
    let start = Instant::now();
    while app.is_busy() {
        app.tick(FRAME_WORK);
    }
    let race = app.race().expect("the race view");
    println!(
        "race over at step {} in {:.2} s; peak RSS {} KiB for {} boards",
        race.step(),
        start.elapsed().as_secs_f64(),
        peak_rss_kib().map_or("?".into(), |k| k.to_string()),
        race.lanes().len()
    );
}
