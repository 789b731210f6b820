//! The visualizer's speed: one frame drawn to a 120×40 test terminal, the events per second
//! its animation reaches at delay 0 (through the same tick the event loop calls), and the
//! README's demo recorded into a cast and into a GIF.
//!
//! `cargo bench --bench render`. Targets: a frame ≤ 2 ms; at delay 0, the 272-million-event
//! search of norvig_top95 #41 played through in seconds; the race of the four strategies on it
//! within 3× of the single view.
//!
//! The TUI lives in the binary, so its source is included here as a module. Parts of it the
//! benchmark does not call are unused here, and `cargo bench` compiles its `cfg(test)` modules
//! without their tests, leaving their imports unused.
#![allow(dead_code, unused_imports)]

#[path = "../src/common/mod.rs"]
mod common;
#[path = "../src/platform/mod.rs"]
mod platform;
#[path = "../src/tui/mod.rs"]
mod tui;

use criterion::{BatchSize, Criterion, Throughput, criterion_group, criterion_main};
use ratatui::Terminal;
use ratatui::backend::TestBackend;
use std::hint::black_box;
use std::time::Duration;
use stepdoku::parse::parse_str;
use stepdoku::solver::Strategy;
use tui::action::Action;
use tui::app::App;
use tui::collection::{Collection, Origin};
use tui::pacing::FRAME_WORK;
use tui::player::Settings;

#[path = "../tests/support/fixtures.rs"]
mod fixtures;
use fixtures::P41 as TOP95_41;
use fixtures::P85 as HARDEST_1;

/// Events played in the speed benchmark.
const EVENTS: u64 = 20_000_000;

fn app(line: &str, delay_ms: u64, playing: bool) -> App {
    app_with(line, Strategy::RowMajor, delay_ms, playing)
}

fn app_with(line: &str, strategy: Strategy, delay_ms: u64, playing: bool) -> App {
    let puzzles = parse_str(line).expect("the puzzle parses");
    let collection = Collection::single(Origin::Stdin, puzzles).expect("one puzzle");
    let settings = Settings {
        strategy,
        seed: 1,
        delay_ms,
        max_solutions: 1000,
        playing,
        palette: tui::widgets::theme::Palette::Default,
        probes: true,
        probe_target: tui::player::probes::TARGET,
    };
    App::new(collection, 0, settings)
}

fn frame(c: &mut Criterion) {
    let mut group = c.benchmark_group("frame 120x40");
    let mut with_candidates = app(HARDEST_1, 50, false);
    with_candidates.update(Action::Seek(100_000));
    with_candidates.update(Action::Candidates);
    let mut tree = app(HARDEST_1, 50, false);
    tree.update(Action::ToEnd);
    tree.update(Action::Tree);
    // the panel fed until it covers every step explored
    tree.tick_by(Duration::ZERO, tui::pacing::Budget::Events(u64::MAX));
    let mut app = app(HARDEST_1, 50, false);
    app.update(Action::Seek(100_000));
    let mut terminal = Terminal::new(TestBackend::new(120, 40)).expect("a test terminal");
    group.bench_function("one step, then draw", |b| {
        b.iter(|| {
            app.update(Action::StepForward);
            terminal
                .draw(|f| tui::draw::render(black_box(&app), f))
                .map(|_| ())
        })
    });
    group.bench_function("one step and draw, candidates and log on", |b| {
        b.iter(|| {
            with_candidates.update(Action::StepForward);
            terminal
                .draw(|f| tui::draw::render(black_box(&with_candidates), f))
                .map(|_| ())
        })
    });
    // the panel drawn over the main screen (the step under it moves only with a tick)
    group.bench_function("draw, the tree panel open", |b| {
        b.iter(|| {
            terminal
                .draw(|f| tui::draw::render(black_box(&tree), f))
                .map(|_| ())
        })
    });
    group.bench_function("full redraw (cleared terminal)", |b| {
        b.iter(|| {
            terminal.clear().expect("clear");
            terminal
                .draw(|f| tui::draw::render(black_box(&app), f))
                .map(|_| ())
        })
    });
    group.finish();
}

fn playback(c: &mut Criterion) {
    let mut group = c.benchmark_group("playback at delay 0");
    group.sample_size(10);
    group.measurement_time(Duration::from_secs(30));
    group.throughput(Throughput::Elements(EVENTS));
    group.bench_function("top95 #41, ticks of 12 ms", |b| {
        b.iter_batched(
            || app(TOP95_41, 0, true),
            |mut app| {
                while app.player().timeline().map_or(0, |t| t.position()) < EVENTS {
                    app.tick(FRAME_WORK);
                }
                app
            },
            BatchSize::PerIteration,
        )
    });
    group.finish();
}

/// The five bundled 16×16 puzzles (all rated expert), each played to its end at delay 0 and
/// drawn at 120×40 every frame: the rate a 16×16 plays at (issue 39). Propagate, the default,
/// takes 10,603 + … steps in all (`solve puzzles/sizes/16x16.txt --format count`); row-major
/// gets nowhere near an end on them, so its rate is over its first million steps of #1.
fn playback_16x16(c: &mut Criterion) {
    let bundle = include_str!("../puzzles/sizes/16x16.txt");
    let lines: Vec<&str> = bundle.lines().collect();
    let mut group = c.benchmark_group("playback at delay 0, 16x16, drawn at 120x40");
    group.sample_size(10);
    group.measurement_time(Duration::from_secs(20));
    let total: u64 = lines
        .iter()
        .map(|line| played(app_with(line, Strategy::Propagate, 0, true)))
        .sum();
    group.throughput(Throughput::Elements(total));
    group.bench_function("the five bundled puzzles to their ends, propagate", |b| {
        b.iter(|| {
            lines
                .iter()
                .map(|line| played(app_with(line, Strategy::Propagate, 0, true)))
                .sum::<u64>()
        })
    });
    const ROW_MAJOR: u64 = 1_000_000;
    group.throughput(Throughput::Elements(ROW_MAJOR));
    group.bench_function("#1, row-major, its first million steps", |b| {
        b.iter_batched(
            || app_with(lines[0], Strategy::RowMajor, 0, true),
            |app| played_to(app, ROW_MAJOR),
            BatchSize::PerIteration,
        )
    });
    group.finish();
}

/// Plays `app` to its end (or to `limit` steps), a tick and a 120×40 draw a frame, and returns
/// the steps played.
fn played_to(mut app: App, limit: u64) -> u64 {
    let mut terminal = Terminal::new(TestBackend::new(120, 40)).expect("a test terminal");
    let position = |app: &App| app.player().timeline().map_or(0, |t| t.position());
    while app.is_busy() && position(&app) < limit {
        app.tick(FRAME_WORK);
        terminal
            .draw(|f| tui::draw::render(&app, f))
            .expect("drawn");
    }
    black_box(position(&app))
}

fn played(app: App) -> u64 {
    played_to(app, u64::MAX)
}

/// The race view at delay 0 through to its end on top95 #41 (four boards: 272 M events for
/// row-major, 106 M for random with seed 1), against the single view playing row-major there.
fn race(c: &mut Criterion) {
    let mut group = c.benchmark_group("race to the end at delay 0, top95 #41");
    group.sample_size(10);
    group.measurement_time(Duration::from_secs(60));
    group.bench_function("single view, row-major", |b| {
        b.iter_batched(
            || app(TOP95_41, 0, true),
            |mut app| {
                while app.is_busy() {
                    app.tick(FRAME_WORK);
                }
                app
            },
            BatchSize::PerIteration,
        )
    });
    group.bench_function("race, four boards", |b| {
        b.iter_batched(
            || {
                let mut app = app(TOP95_41, 0, false);
                app.update(Action::Race);
                app.update(Action::TogglePlay);
                app
            },
            |mut app| {
                while app.is_busy() {
                    app.tick(FRAME_WORK);
                }
                app
            },
            BatchSize::PerIteration,
        )
    });
    group.finish();
}

/// Delay-0 playback drawn frame by frame at 120×40 with every panel on (the explanation, the
/// event log, the depth profile, the candidates): the events per second a viewer sees; and
/// the same with the tree panel (`t`) open, following the search a bounded slice a frame.
fn playback_drawn(c: &mut Criterion) {
    let mut group = c.benchmark_group("playback at delay 0, drawn at 120x40, every panel on");
    group.sample_size(10);
    group.measurement_time(Duration::from_secs(30));
    group.throughput(Throughput::Elements(EVENTS));
    // the tree panel (`t`) open over the playback: it follows the search every frame
    for (name, tree) in [
        ("top95 #41, a tick and a draw per frame", false),
        (
            "top95 #41, a tick and a draw per frame, the tree panel open",
            true,
        ),
    ] {
        group.bench_function(name, |b| {
            b.iter_batched(
                || {
                    let mut app = app(TOP95_41, 0, true);
                    app.update(Action::Candidates);
                    if tree {
                        app.update(Action::Tree);
                    }
                    let terminal =
                        Terminal::new(TestBackend::new(120, 40)).expect("a test terminal");
                    (app, terminal)
                },
                |(mut app, mut terminal)| {
                    while app.player().timeline().map_or(0, |t| t.position()) < EVENTS {
                        app.tick(FRAME_WORK);
                        terminal
                            .draw(|f| tui::draw::render(&app, f))
                            .expect("drawn");
                    }
                    app
                },
                BatchSize::PerIteration,
            )
        });
    }
    group.finish();
}

/// The README's demo (`assets/demo.gif`, docs/contributing.md's command) recorded into a cast,
/// then into a GIF: the difference is what drawing and encoding the GIF's frames costs.
fn record_demo(c: &mut Criterion) {
    let mut group = c.benchmark_group("record the README demo, 100x30");
    group.sample_size(10);
    let dir = tempfile::tempdir().unwrap();
    let recording = |cast: bool, gif: bool| tui::record::Recording {
        view: tui::Options {
            file: Some(
                concat!(
                    env!("CARGO_MANIFEST_DIR"),
                    "/../puzzles/seeds/python_pretty.txt"
                )
                .into(),
            ),
            puzzle: None,
            forced: None,
            index: None,
            strategy: Strategy::Propagate,
            seed: None,
            delay_ms: 80,
            paused: true,
            max_solutions: 1000,
            record: None,
            palette: tui::widgets::theme::Palette::Default,
            probe_target: tui::player::probes::TARGET,
            keys: tui::KeyMap::default(),
        },
        width: 100,
        height: 30,
        keys: Some("play 6s, G, wait 2s".to_string()),
        max_seconds: 30,
        out: cast.then(|| dir.path().join("demo.cast")),
        gif: gif.then(|| dir.path().join("demo.gif")),
        still: None,
        interrupted: || false,
    };
    for (name, cast, gif) in [("cast", true, false), ("gif", false, true)] {
        let recording = recording(cast, gif);
        group.bench_function(name, |b| {
            b.iter(|| black_box(tui::record::run(&recording).unwrap()))
        });
    }
    group.finish();
}

criterion_group!(
    benches,
    frame,
    playback,
    playback_drawn,
    playback_16x16,
    race,
    record_demo
);
criterion_main!(benches);
