//! Timeline tests against a fresh replay of the solver.

use super::*;
use crate::solver::{Config, Event, Level, Solver, Strategy};
use crate::sudoku::{Cell, NineBoard, validate};

use crate::fixtures::P85 as HARDEST_1;
/// tdoku's counted set: exactly 3 solutions.
const THREE: &str =
    "8.........95.......67.........472968...913245...856137....9.716...6.8492......583";

/// tdoku's counted set: 9 solutions; with `propagate` the 4th is event 256, the last of the
/// first segment at the smallest segment size.
const NINE: &str =
    "8.........59.......76.........832765...476198...951243....9.516...6.4982......437";

fn grid(line: &str) -> NineBoard {
    let digits: Vec<u8> = line
        .chars()
        .map(|c| c.to_digit(10).unwrap_or(0) as u8)
        .collect();
    validate(&digits.try_into().unwrap()).unwrap()
}

fn tiny() -> Geometry {
    Geometry {
        segment_shift: 8,
        max_checkpoints: 8,
    }
}

/// The timeline searches without a solution cap (the cap only marks `Target::End`).
fn uncapped(config: Config) -> Config {
    Config {
        max_solutions: u64::MAX,
        ..config
    }
}

/// The event list of a search (its first four million events), from a plain solver.
fn events(givens: NineBoard, config: Config) -> Vec<Event> {
    events_prefix(givens, config, 4_000_000)
}

/// The first `n` events of a search, from a plain solver.
pub(super) fn events_prefix(givens: NineBoard, config: Config, n: usize) -> Vec<Event> {
    Solver::new(givens, uncapped(config)).take(n).collect()
}

/// The board, counters and cell states after the first `k` events, computed forwards.
fn replay(
    givens: NineBoard,
    config: Config,
    k: u64,
) -> (NineBoard, crate::solver::Stats, [CellState; 81]) {
    let mut solver = Solver::new(givens, uncapped(config));
    let mut trail: Vec<Cell> = Vec::new();
    let mut dead = None;
    let mut prev = None;
    for _ in 0..k {
        let e = solver.step().unwrap();
        match e {
            Event::DeadEnd { cell } => {
                trail.clear();
                dead = Some(cell);
            }
            Event::NoPlace { .. } => {
                trail.clear();
                dead = None;
            }
            Event::Undo { cell, .. } => {
                if !matches!(prev, Some(Event::Undo { .. })) {
                    trail.clear();
                    if !prev.is_some_and(|p: Event| p.is_dead_end()) {
                        dead = None;
                    }
                }
                trail.push(cell);
            }
            _ => {}
        }
        prev = Some(e);
    }
    let g = *solver.grid().unwrap();
    let forced = solver.forced_cells();
    let mut states = [CellState::Empty; 81];
    for c in Cell::all() {
        states[c.nine_index()] = match (givens.get(c), g.get(c)) {
            (Some(_), _) => CellState::Given,
            (None, Some(_)) if forced & (1 << c.nine_index()) != 0 => CellState::Forced,
            (None, Some(_)) => CellState::Placed,
            (None, None) if dead == Some(c) => CellState::DeadEnd,
            (None, None) if trail.contains(&c) => CellState::Undone,
            _ => CellState::Empty,
        };
    }
    (g, solver.stats(), states)
}

pub(super) fn assert_matches_replay(t: &Timeline, all: &[Event]) {
    let k = t.position();
    let (g, stats, states) = replay(*t.givens().grid().unwrap(), *t.config(), k);
    assert_eq!(t.board(), &g, "grid at {k}");
    assert_eq!(t.stats(), stats, "stats at {k}");
    assert_eq!(t.cell_states(), states, "cell states at {k}");
    let cur = k.checked_sub(1).map(|i| all[i as usize].clone());
    assert_eq!(t.current_event(), cur, "current event at {k}");
    let prev = k.checked_sub(2).map(|i| all[i as usize].clone());
    assert_eq!(t.previous_event(), prev, "previous event at {k}");
    // the stack the cursor's state keeps step by step is the solver's, and so is the progress
    let mut solver = Solver::new(*t.givens().grid().unwrap(), uncapped(*t.config()));
    solver.fast_forward(k);
    assert_eq!(t.levels(), solver.levels(), "levels at {k}");
    assert_eq!(t.progress(), solver.progress(), "progress at {k}");
    // the depth profile has a sample per `stride` events explored, however they were reached
    let (samples, stride) = t.depth_profile().samples();
    assert_eq!(
        samples.len() as u64,
        t.explored() / stride,
        "samples at {k}"
    );
}

#[test]
fn steps_forward_and_back_exactly() {
    let config = Config::default();
    let all = events(grid(HARDEST_1), config);
    let mut t = Timeline::with_geometry(grid(HARDEST_1), config, tiny());
    assert_eq!(t.forward(1000), 1000);
    assert_matches_replay(&t, &all);
    assert_eq!(t.back(400), 400);
    assert_matches_replay(&t, &all);
    assert_eq!(t.back(10_000), 600, "stops at the start");
    assert_eq!(t.board(), &grid(HARDEST_1), "back to the givens exactly");
    assert_eq!(t.current_event(), None);
    for k in [1, 2, 63, 64, 65, 129, 5000] {
        t.seek(k);
        assert_matches_replay(&t, &all);
    }
}

#[test]
fn runs_to_the_end_in_slices_and_seeks_back_anywhere() {
    let config = Config::default();
    let all = events(grid(HARDEST_1), config);
    let mut t = Timeline::with_geometry(grid(HARDEST_1), config, tiny());
    let mut slices = 0;
    while t.run(Target::End, 50_000) == Progress::Pending {
        slices += 1;
        assert!(t.position() == t.explored() && !t.is_finished());
    }
    assert!(slices >= 10, "a long run answers in slices ({slices})");
    assert!(t.at_end() && t.board().is_full());
    assert_eq!(t.current_event(), Some(Event::Solution { number: 1 }));
    assert_eq!(
        t.end(),
        Some(t.explored()),
        "the search ran no further than needed"
    );
    assert_eq!(t.stats().placements, 335_637);
    assert_eq!(t.stats().undos, 335_578);
    assert!(
        t.checkpoint_count() <= 8,
        "snapshots thinned: {}",
        t.checkpoint_count()
    );
    for k in [
        0,
        1,
        777,
        64 * 1000 + 3,
        400_000,
        12_345,
        all.len() as u64 - 1,
    ] {
        t.seek(k);
        assert_matches_replay(&t, &all);
        t.back(3);
        assert_matches_replay(&t, &all);
        t.forward(70);
        assert_matches_replay(&t, &all);
    }
}

#[test]
fn default_geometry_crosses_segments() {
    let config = Config::default();
    let all = events(grid(HARDEST_1), config);
    assert!(
        all.len() > 3 * 65_536,
        "the search is long enough: {}",
        all.len()
    );
    let mut t = Timeline::new(grid(HARDEST_1), config);
    while t.run(Target::End, 100_000) == Progress::Pending {}
    assert!(t.at_end() && t.explored() > 3 * 65_536);
    for k in [65_536, 65_537, 65_535, 131_072 + 5, 10] {
        t.seek(k);
        assert_matches_replay(&t, &all);
        t.back(2);
        assert_matches_replay(&t, &all);
    }
}

#[test]
fn jumps_find_dead_ends_backtracks_and_solutions() {
    let config = Config {
        strategy: Strategy::Mrv,
        seed: 0,
        max_solutions: u64::MAX,
    };
    let all = events(grid(THREE), config);
    let pos = |pred: &dyn Fn(usize) -> bool| -> Vec<u64> {
        (0..all.len())
            .filter(|&i| pred(i))
            .map(|i| i as u64 + 1)
            .collect()
    };
    let dead = pos(&|i| matches!(all[i], Event::DeadEnd { .. }));
    let backtracks = pos(&|i| {
        matches!(all[i], Event::Undo { .. })
            && (i == 0 || !matches!(all[i - 1], Event::Undo { .. }))
    });
    let sols = pos(&|i| matches!(all[i], Event::Solution { .. }));
    assert_eq!(sols.len(), 3);
    assert!(dead.len() > 3 && backtracks.len() > 3);

    let mut t = Timeline::with_geometry(grid(THREE), config, tiny());
    let mut visit = |target: Target, expected: &[u64]| {
        t.to_start();
        for &p in expected {
            let mut progress = t.run(target, 7);
            while progress == Progress::Pending {
                progress = t.run(target, 7);
            }
            assert_eq!(progress, Progress::Reached, "{target:?}");
            assert_eq!(t.position(), p, "{target:?}");
        }
        let before = t.position();
        while t.run(target, 1000) == Progress::Pending {}
        assert_eq!(
            t.position(),
            before,
            "{target:?}: none further, cursor kept"
        );
        assert_matches_replay(&t, &all);
    };
    visit(Target::NextDeadEnd, &dead);
    visit(Target::NextBacktrack, &backtracks);
    visit(Target::NextSolution, &sols);
    assert_eq!(t.solution_steps(), &sols[..]);
    assert!(t.is_finished());

    t.seek(all.len() as u64);
    for (target, expected) in [
        (Target::PrevDeadEnd, &dead),
        (Target::PrevBacktrack, &backtracks),
        (Target::PrevSolution, &sols),
    ] {
        t.seek(all.len() as u64);
        for &p in expected.iter().rev() {
            while t.run(target, 5) == Progress::Pending {}
            assert_eq!(t.position(), p, "{target:?}");
        }
        assert_eq!(t.run(target, u64::MAX), Progress::NotFound);
        assert_eq!(t.position(), expected[0]);
    }
    assert_eq!(t.event_at(sols[1]), Some(Event::Solution { number: 2 }));
}

#[test]
fn backtrack_trail_and_dead_end_are_shown() {
    let config = Config::default();
    let all = events(grid(HARDEST_1), config);
    let mut t = Timeline::new(grid(HARDEST_1), config);
    while t.run(Target::NextBacktrack, 1000) == Progress::Pending {}
    let states = t.cell_states();
    let dead = match t.previous_event() {
        Some(Event::DeadEnd { cell }) => cell,
        other => panic!("a backtrack follows a dead end, got {other:?}"),
    };
    assert_eq!(states[dead.nine_index()], CellState::DeadEnd);
    let Some(Event::Undo { cell, .. }) = t.current_event() else {
        panic!()
    };
    assert_eq!(states[cell.nine_index()], CellState::Undone);
    // walk through the whole backtrack and a bit after it, checking against the replay
    for _ in 0..40 {
        t.forward(1);
        assert_matches_replay(&t, &all);
    }
}

#[test]
fn the_end_is_the_first_solution_and_the_search_goes_on_past_it() {
    let config = Config::default();
    let mut t = Timeline::new(grid(THREE), config);
    assert_eq!(t.end(), None, "not known before the search gets there");
    assert_eq!(t.run(Target::End, u64::MAX), Progress::Reached);
    assert!(t.at_end());
    assert_eq!(t.current_event(), Some(Event::Solution { number: 1 }));
    assert!(matches!(t.previous_event(), Some(Event::Place { .. })));
    let first = t.position();
    assert_eq!(t.forward(3), 3, "the search continues past the end");
    assert!(!t.at_end());
    assert_eq!(t.run(Target::End, 10), Progress::Reached);
    assert_eq!(t.position(), first);
    while t.run(Target::NextSolution, 1000) == Progress::Pending {}
    assert_eq!(t.current_event(), Some(Event::Solution { number: 2 }));
    t.seek(u64::MAX);
    assert!(t.is_finished() && t.current_event() == Some(Event::Done));
    assert_eq!(t.solution_steps().len(), 3);
    assert_eq!(t.forward(5), 0);
    assert_eq!(t.run(Target::Step(5), 10), Progress::Reached);
    assert_eq!(t.position(), 5);
    let capped = Config {
        max_solutions: 2,
        ..config
    };
    let mut t = Timeline::new(grid(THREE), capped);
    while t.run(Target::End, 1000) == Progress::Pending {}
    assert_eq!(t.current_event(), Some(Event::Solution { number: 2 }));
}

#[test]
fn seeks_across_snapshots_after_a_multi_million_event_run() {
    use crate::fixtures::P41 as TOP95_41;
    let config = Config::default();
    let all = events_prefix(grid(TOP95_41), config, 6_000_100);
    let mut t = Timeline::new(grid(TOP95_41), config);
    assert_eq!(
        t.run(Target::Step(6_000_000), 1 << 20),
        Progress::Pending,
        "long runs slice"
    );
    while t.run(Target::Step(6_000_000), 1 << 20) == Progress::Pending {}
    assert_eq!(t.position(), 6_000_000);
    assert_matches_replay(&t, &all);
    let seg = 1u64 << 16;
    for k in [
        seg * 3,
        seg * 3 + 1,
        seg * 3 - 1,
        seg * 70 + 2,
        17,
        seg * 91 - 1,
        5_999_999,
    ] {
        t.seek(k);
        assert_matches_replay(&t, &all);
        assert_eq!(t.back(2), 2);
        assert_matches_replay(&t, &all);
        assert_eq!(t.forward(4), 4);
        assert_matches_replay(&t, &all);
    }
    assert!(
        t.checkpoint_count() <= 100,
        "one snapshot per segment: {}",
        t.checkpoint_count()
    );
}

#[test]
fn a_run_to_a_step_stops_at_the_end_it_crosses_first() {
    let mut t = Timeline::new(grid(THREE), Config::default());
    while t.run(Target::End, 1000) == Progress::Pending {}
    let end = t.position();
    let mut t = Timeline::new(grid(THREE), Config::default());
    while t.run(Target::Step(end + 50), 7) == Progress::Pending {}
    assert_eq!(t.position(), end, "stopped at the first solution");
    assert!(t.at_end());
    assert_eq!(
        t.run(Target::Step(end + 50), 1000),
        Progress::Reached,
        "known past it now"
    );
    assert_eq!(t.position(), end + 50);
    assert_eq!(t.run(Target::Step(3), 1000), Progress::Reached);
    assert_eq!(t.position(), 3);
}

/// The heat at the cursor is the placements per cell counted from the events up to it, after
/// steps both ways and seeks.
#[test]
fn heat_counts_the_placements_per_cell_up_to_the_cursor() {
    for strategy in Strategy::ALL {
        let config = Config {
            strategy,
            seed: 7,
            max_solutions: 1,
        };
        let grid = grid(HARDEST_1);
        let mut t = Timeline::new(grid, config);
        let mut solver = Solver::new(grid, config);
        let mut counted = vec![[0u64; 81]];
        while let Some(event) = solver.step() {
            let mut next = *counted.last().unwrap();
            if let Event::Place { cell, .. } | Event::Force { cell, .. } = event {
                next[cell.nine_index()] += 1;
            }
            counted.push(next);
            if counted.len() > 20_000 {
                break;
            }
        }
        let last = counted.len() as u64 - 1;
        for step in [last, 1, last / 2, 0, last / 3 + 7, last] {
            t.seek(step);
            assert_eq!(*t.heat(), counted[step as usize], "{strategy} seek {step}");
        }
        t.seek(last / 2);
        for _ in 0..300 {
            t.back(1);
            assert_eq!(*t.heat(), counted[t.position() as usize], "{strategy} back");
        }
        while t.position() < last.min(last / 2 + 300) {
            t.forward(1);
            assert_eq!(
                *t.heat(),
                counted[t.position() as usize],
                "{strategy} forward"
            );
        }
        let sum: u64 = t.heat().iter().sum();
        assert_eq!(sum, t.stats().placements);
    }
}

/// Each sample of the depth profile lies between the depth at the last step of its window
/// (always sampled) and the deepest depth within the window, counted from the events.
#[test]
fn the_depth_profile_follows_the_search() {
    let config = Config::default();
    let grid = grid(HARDEST_1);
    let mut t = Timeline::new(grid, config);
    t.seek(100_000);
    let mut solver = Solver::new(grid, config);
    let mut depths = vec![0u32];
    for _ in 0..100_000 {
        solver.step();
        depths.push(solver.stats().depth());
    }
    let (samples, stride) = t.depth_profile().samples();
    assert!(stride > 1 && samples.len() <= super::profile::CAPACITY);
    for (i, &sample) in samples.iter().enumerate() {
        let (from, to) = (i as u64 * stride + 1, (i as u64 + 1) * stride);
        if to > 100_000 {
            break;
        }
        let window = &depths[from as usize..=to as usize];
        let deepest = *window.iter().max().unwrap();
        assert!(u32::from(sample) <= deepest, "sample {i}");
        assert!(u32::from(sample) >= depths[to as usize], "sample {i}");
    }
}

/// Stepping back one event at a time far past what the cursor's state remembers (and past the point
/// it was rebuilt at) keeps the stack and the progress exact.
#[test]
fn long_walks_back_keep_the_stack_exact() {
    let config = Config::default();
    let mut t = Timeline::new(grid(HARDEST_1), config);
    t.seek(150_000);
    for _ in 0..200_000 {
        t.forward(1);
    }
    let mut checked = 0;
    while t.position() > 20_000 {
        t.back(1);
        if t.position().is_multiple_of(9_973) {
            let mut solver = Solver::new(grid(HARDEST_1), uncapped(config));
            solver.fast_forward(t.position());
            assert_eq!(t.levels(), solver.levels(), "at {}", t.position());
            assert_eq!(t.progress(), solver.progress(), "at {}", t.position());
            checked += 1;
        }
    }
    assert!(checked > 30);
}

/// The depth profile describes the explored steps however they were reached: a search walked
/// one step at a time has the profile of the same search sought in one go (issue 24 item 4).
#[test]
fn the_depth_profile_is_the_same_stepped_or_sought() {
    let config = Config::default();
    let mut stepped = Timeline::new(grid(HARDEST_1), config);
    for _ in 0..20_000 {
        stepped.forward(1);
    }
    let mut sought = Timeline::new(grid(HARDEST_1), config);
    sought.seek(20_000);
    assert_eq!(stepped.explored(), 20_000);
    let (samples, _) = stepped.depth_profile().samples();
    assert!(
        samples.iter().any(|&d| d > 0),
        "the stepped profile is blank"
    );
    assert_eq!(stepped.depth_profile(), sought.depth_profile());
}

/// The panel's words for an undo name what its backtrack comes from: past a solution, or at
/// the end, where the digits forced before any guess go; found here by looking back along
/// the timeline as a person stepping through it would.
#[test]
fn undo_explanations_know_their_backtrack() {
    let puzzle =
        "...12.6..6...5314..4...7....67.3...21.......69...7.43....7...6..1684...7..9.65...";
    let config = Config {
        strategy: Strategy::Propagate,
        seed: 0,
        max_solutions: 3,
    };
    let mut t = Timeline::new(grid(puzzle), config);
    while t.run(Target::Step(u64::MAX), 1 << 20) == Progress::Pending {}
    let solution = t.solution_steps()[0];
    t.seek(solution + 1);
    let words = t.explanation().unwrap().words().concat();
    assert!(
        words.ends_with(": the search goes on past the solution"),
        "{words}"
    );
    // the last undo, where the search has run out of branches
    t.seek(t.explored());
    if t.current_event() == Some(Event::Done) {
        t.seek(t.position() - 1);
    }
    assert!(matches!(
        t.current_event(),
        Some(Event::Undo { forced: true, .. })
    ));
    let words = t.explanation().unwrap().words().concat();
    assert!(
        words.ends_with(": forced before any guess, and every branch is tried"),
        "{words}"
    );
}

/// The propagate search of [`NINE`], with its 4th solution at event 256 checked.
fn nine_with_a_solution_ending_a_segment() -> (Config, Vec<Event>) {
    let config = Config {
        strategy: Strategy::Propagate,
        seed: 0,
        max_solutions: 1,
    };
    let all = events(grid(NINE), config);
    assert_eq!(all[255], Event::Solution { number: 4 }, "event 256");
    (config, all)
}

/// A run that stops right after a solution which is the last event of a segment seals that
/// segment: the events after it, their trail and the search's end read as a replay does.
#[test]
fn a_solution_jump_that_ends_a_segment_seals_it() {
    let (config, all) = nine_with_a_solution_ending_a_segment();
    let geometry = Geometry {
        segment_shift: 8,
        max_checkpoints: 2,
    };
    let mut t = Timeline::with_geometry(grid(NINE), config, geometry);
    t.forward(221); // solution 3
    assert_eq!(t.run(Target::NextSolution, 997), Progress::Reached);
    assert_eq!((t.position(), t.explored()), (256, 256));
    while t.forward(1) == 1 {
        assert_matches_replay(&t, &all);
    }
    assert_eq!(
        t.position(),
        all.len() as u64,
        "the whole search, to its Done"
    );
    let undone = t.cell_states();
    let undone = undone.iter().filter(|&&s| s == CellState::Undone);
    assert_eq!(undone.count(), 46, "the 46 undos after the 9th solution");
}

/// The depth profile of a search run to a solution is the profile of the same search walked
/// to it one step at a time: stopping at the solution takes the sample due there.
#[test]
fn the_depth_profile_is_the_same_after_a_solution_jump() {
    let (config, _) = nine_with_a_solution_ending_a_segment();
    let mut stepped = Timeline::new(grid(NINE), config);
    stepped.forward(256);
    let mut jumped = Timeline::new(grid(NINE), config);
    assert_eq!(jumped.run(Target::Solution(4), 1 << 20), Progress::Reached);
    assert_eq!(jumped.explored(), 256);
    assert_eq!(
        jumped.depth_profile().samples().0.len(),
        256,
        "a sample per event"
    );
    assert_eq!(jumped.depth_profile(), stepped.depth_profile());
}

/// The same at the visualizer's segment size: the random search of the empty grid with seed
/// 158 finds its 677th solution at event 65,536, the last of the first segment, and End with
/// `--max-solutions 677` stops there. The steps after it, and back, read as a replay does.
#[test]
fn an_end_at_the_last_event_of_a_full_size_segment_seals_it() {
    let empty = validate(&[0; 81]).unwrap();
    let config = Config {
        strategy: Strategy::Random,
        seed: 158,
        max_solutions: 677,
    };
    let all = events_prefix(empty, config, 66_000);
    assert_eq!(all[65_535], Event::Solution { number: 677 }, "event 65,536");
    let mut t = Timeline::new(empty, config);
    while t.run(Target::End, 1 << 20) == Progress::Pending {}
    assert_eq!((t.position(), t.explored()), (65_536, 65_536));
    for _ in 0..3 {
        t.forward(1);
        assert_matches_replay(&t, &all);
    }
    for _ in 0..4 {
        t.back(1);
        assert_matches_replay(&t, &all);
    }
}

/// Under `constraint` a guess may branch on a unit's places for a digit (its options are
/// cells, not digits): the cursor's stack and progress are still the solver's, step by step
/// forward and back.
#[test]
fn the_stack_under_constraint_is_the_solvers() {
    // norvig_top95.txt #4, whose search under `constraint` tries a unit's second place
    let top95_4 =
        grid("48.3............71.2.......7.5....6....2..8.............1.76...3.....4......5....");
    for name in ["constraint", "constraint+singles", "constraint+lcv+fc"] {
        let config = Config {
            strategy: name.parse().unwrap(),
            ..Config::default()
        };
        let mut t = Timeline::new(top95_4, config);
        let mut solver = Solver::new(top95_4, uncapped(config));
        // a level whose next option is another cell: a branch on a unit's places
        let (mut by_unit, mut before) = (0, Vec::new());
        while t.position() < 4000 && t.forward(1) == 1 {
            solver.step();
            let at = format!("{name} at {}", t.position());
            let levels = solver.levels();
            assert_eq!(t.levels(), levels, "{at}");
            assert_eq!(t.progress(), solver.progress(), "{at}");
            let next_cell = |(a, b): (&Level, &Level)| b.tried == a.tried + 1 && b.cell != a.cell;
            by_unit += before.iter().zip(&levels).filter(|&p| next_cell(p)).count();
            before = levels;
        }
        if name == "constraint" {
            assert!(by_unit > 0, "{name} never tried a unit's second place");
        }
        while t.position() > 0 {
            t.back(1);
            if t.position().is_multiple_of(97) {
                let mut fresh = Solver::new(top95_4, uncapped(config));
                fresh.fast_forward(t.position());
                let at = format!("{name} back at {}", t.position());
                assert_eq!(t.levels(), fresh.levels(), "{at}");
                assert_eq!(t.progress(), fresh.progress(), "{at}");
            }
        }
    }
}
