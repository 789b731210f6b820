//! Unit tests of the search semantics against the known counts.

use super::*;
use crate::sudoku::{Cell, NineBoard, validate};

pub(crate) use crate::fixtures::P85 as HARDEST_1;

pub(crate) fn grid(line: &str) -> NineBoard {
    let mut digits = [0u8; 81];
    for (i, ch) in line.chars().enumerate() {
        digits[i] = ch.to_digit(10).unwrap_or(0) as u8;
    }
    validate(&digits).unwrap()
}

fn run(line: &str, strategy: Strategy, seed: u64, max_solutions: u64) -> (Solver, Vec<NineBoard>) {
    let mut solver = Solver::new(
        grid(line),
        Config {
            strategy,
            seed,
            max_solutions,
        },
    );
    let mut solutions = Vec::new();
    while let Some(event) = solver.step() {
        if let Event::Solution { number } = event {
            assert_eq!(number, solutions.len() as u64 + 1);
            solutions.push(*solver.grid().unwrap());
        }
    }
    (solver, solutions)
}

#[test]
fn row_major_known_counts() {
    let (s, sols) = run(HARDEST_1, Strategy::RowMajor, 0, 1);
    assert_eq!((s.stats().placements, s.stats().undos), (335_637, 335_578));
    assert_eq!(sols.len(), 1);
    assert!(sols[0].to_line().starts_with("859612437723854169164379528"));
}

#[test]
fn mrv_known_counts() {
    let (s, sols) = run(HARDEST_1, Strategy::Mrv, 0, 1);
    assert_eq!((s.stats().placements, s.stats().undos), (4_036, 3_977));
    assert_eq!(sols.len(), 1);
}

#[test]
fn events_are_consistent_with_counters() {
    let mut solver = Solver::new(
        grid(HARDEST_1),
        Config {
            strategy: Strategy::Mrv,
            ..Config::default()
        },
    );
    let mut board = *solver.grid().unwrap();
    let (mut places, mut undos, mut dead) = (0, 0, 0);
    let mut last = None;
    for event in solver.by_ref() {
        match event {
            Event::Place { cell, digit } => {
                assert!(board.candidates(cell).contains(digit) && board.get(cell).is_none());
                board.place(cell, digit);
                places += 1;
            }
            Event::Undo {
                cell,
                digit,
                forced,
            } => {
                assert_eq!(board.clear(cell), Some(digit));
                assert!(!forced, "the naive strategies force nothing");
                undos += 1;
            }
            Event::DeadEnd { cell } => {
                assert!(board.get(cell).is_none() && board.candidates(cell).is_empty());
                dead += 1;
            }
            Event::Solution { .. } => assert!(board.is_full()),
            Event::Done => {}
            Event::Force { .. }
            | Event::NoPlace { .. }
            | Event::Eliminate(_)
            | Event::Restore(_) => panic!("mrv does not propagate"),
        }
        last = Some(event.clone());
    }
    assert_eq!(
        last,
        Some(Event::Solution { number: 1 }),
        "stopped at it, no `Done`"
    );
    assert_eq!(solver.step(), None, "nothing after the last solution");
    let st = solver.stats();
    assert_eq!(
        (st.placements, st.undos, st.dead_ends),
        (places, undos, dead)
    );
    assert_eq!(st.steps, places + undos + dead + 1);
    assert_eq!(Some(&board), solver.grid());
    assert!(st.max_depth >= 59);
}

#[test]
fn all_solutions_of_a_puzzle_with_several() {
    // From tdoku's counted set: this puzzle has exactly 3 solutions.
    let line = "8.........95.......67.........472968...913245...856137....9.716...6.8492......583";
    for strategy in Strategy::ALL {
        let (s, sols) = run(line, strategy, 11, u64::MAX);
        assert!(s.is_exhausted());
        let mut lines: Vec<String> = sols.iter().map(|g| g.to_line()).collect();
        lines.sort();
        lines.dedup();
        assert_eq!(lines.len(), 3, "{strategy}: three distinct solutions");
        assert!(sols.iter().all(|g| g.is_full()));
        assert_eq!(
            s.stats().undos,
            s.stats().placements,
            "{strategy}: all undone at the end"
        );
    }
}

/// `run` makes the moves `step` makes, in stretches of any length and stopping where its
/// visitor says: the same events, each with the deepest depth so far, and the same state after
/// each stretch (the naive strategies keep where they stand in registers during a stretch).
#[test]
fn a_run_in_stretches_makes_the_moves_of_single_steps() {
    // three solutions, so that the search stops at each and then goes on to the end
    let line = "8.........95.......67.........472968...913245...856137....9.716...6.8492......583";
    for strategy in Strategy::ALL {
        let config = Config {
            strategy,
            seed: 11,
            max_solutions: u64::MAX,
        };
        let mut stepped = Solver::new(grid(line), config);
        let mut ran = Solver::new(grid(line), config);
        let mut limits = [1, 2, 3, 5, 8, 13, 1000].into_iter().cycle();
        let (mut stretches, mut stopped) = (0, 0);
        loop {
            let mut seen = Vec::new();
            let limit = limits.next().unwrap();
            let moved = ran.run(limit, |event, depth| {
                let solution = matches!(event, Event::Solution { .. });
                seen.push((event.owned(), depth));
                !solution
            });
            assert_eq!(moved, seen.len() as u64, "{strategy}");
            for (event, depth) in seen {
                assert_eq!(stepped.step(), Some(event), "{strategy}");
                assert_eq!(stepped.max_depth(), depth, "{strategy}");
            }
            assert_eq!(ran, stepped, "{strategy}: after stretch {stretches}");
            if moved == 0 {
                break;
            }
            stopped += u32::from(moved < limit);
            stretches += 1;
        }
        assert!(ran.is_exhausted() && stepped.step().is_none(), "{strategy}");
        assert_eq!(ran.stats().solutions, 3, "{strategy}");
        // each solution ends a stretch early, and so does the end of the search
        assert!(
            stopped >= 3 && stretches >= 10,
            "{strategy}: {stopped} of {stretches}"
        );
    }
}

#[test]
fn cap_stops_the_search() {
    let blank = ".".repeat(81);
    let (s, sols) = run(&blank, Strategy::RowMajor, 0, 5);
    assert_eq!(sols.len(), 5);
    assert!(s.is_finished() && !s.is_exhausted());
}

#[test]
fn a_capped_search_ends_at_its_solution_without_done() {
    let blank = ".".repeat(81);
    for strategy in Strategy::ALL {
        let config = Config {
            strategy,
            seed: 3,
            max_solutions: 2,
        };
        let mut solver = Solver::new(grid(&blank), config);
        let events: Vec<Event> = solver.by_ref().collect();
        assert_eq!(
            events.last(),
            Some(&Event::Solution { number: 2 }),
            "{strategy}"
        );
        assert!(!events.contains(&Event::Done), "{strategy}: not exhausted");
        assert_eq!(solver.stats().steps, events.len() as u64, "{strategy}");
        assert!(solver.is_finished() && !solver.is_exhausted());
    }
}

#[test]
fn blank_grid_is_filled_and_random_varies_by_seed() {
    let blank = ".".repeat(81);
    let (_, a) = run(&blank, Strategy::Random, 1, 1);
    let (_, b) = run(&blank, Strategy::Random, 1, 1);
    let (_, c) = run(&blank, Strategy::Random, 2, 1);
    assert_eq!(a, b, "same seed, same grid");
    assert_ne!(a, c, "another seed, another grid");
    assert!(a[0].is_full() && c[0].is_full());
    let (_, rm) = run(&blank, Strategy::RowMajor, 0, 1);
    assert!(rm[0].to_line().starts_with("123456789456789123789123456"));
}

#[test]
fn random_is_reproducible_event_for_event() {
    let cfg = Config {
        strategy: Strategy::Random,
        seed: 99,
        max_solutions: 1,
    };
    let a: Vec<Event> = Solver::new(grid(HARDEST_1), cfg).take(5000).collect();
    let b: Vec<Event> = Solver::new(grid(HARDEST_1), cfg).take(5000).collect();
    assert_eq!(a, b);
}

#[test]
fn a_clone_continues_identically() {
    let cfg = Config {
        strategy: Strategy::Random,
        seed: 5,
        max_solutions: 1,
    };
    let mut s = Solver::new(grid(HARDEST_1), cfg);
    s.by_ref().take(1234).for_each(drop);
    let mut copy = s.clone();
    for _ in 0..5000 {
        assert_eq!(s.step(), copy.step());
    }
}

#[test]
fn solved_and_dead_boards() {
    let (_, sols) = run(&sols_line(), Strategy::RowMajor, 0, 1);
    assert_eq!(sols.len(), 1);
    // r1c9 can hold nothing: 1..8 in its row, 9 in its column.
    let mut line: Vec<u8> = b"12345678.".to_vec();
    line.extend(b"........9");
    line.extend(std::iter::repeat_n(b'.', 63));
    let mut s = Solver::new(grid(std::str::from_utf8(&line).unwrap()), Config::default());
    assert_eq!(
        s.step(),
        Some(Event::DeadEnd {
            cell: Cell::new(8).unwrap()
        })
    );
    assert_eq!(s.step(), Some(Event::Done));
    assert!(s.is_exhausted());
}

fn sols_line() -> String {
    "859612437723854169164379528986147352375268914241593786432981675617425893598736241".into()
}
