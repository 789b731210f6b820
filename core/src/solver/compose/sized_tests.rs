//! The any-size engine against the specialised 9×9 engines: at 9×9 both must emit the same
//! events with the same counters, levels and draws, for every composition. The sizes the 9×9
//! engines cannot search are checked against the independent oracle in tests/it/sizes_engine.rs.

use crate::solver::propagate::batch_tests::bundled;
use crate::solver::{Config, Event, Solver, Strategy};
use crate::sudoku::{Board, NineBoard, Shape};

/// The board of a 9×9 grid.
fn board(grid: &NineBoard) -> Board {
    Board::of_legal(Shape::NINE, grid.digits()).expect("a legal grid")
}

/// The first tdoku test puzzle with `count` solutions.
fn with_solutions(count: u64) -> NineBoard {
    let path = format!(
        "{}/../puzzles/tdoku_test_puzzles_with_counts.txt",
        env!("CARGO_MANIFEST_DIR")
    );
    let text = std::fs::read_to_string(path).expect("bundled puzzles");
    let line = text
        .lines()
        .find(|line| line.split(':').nth(1) == Some(&count.to_string()))
        .expect("a puzzle with that count");
    crate::solver::tests::grid(&line[..81])
}

/// The puzzles compared: the hardest of Norvig's (its search capped), an easy one, one
/// with 9 solutions and one with 13.
fn puzzles() -> Vec<NineBoard> {
    vec![
        bundled("norvig_hardest11.txt")[0],
        bundled("norvig_easy50.txt")[0],
        with_solutions(9),
        with_solutions(13),
    ]
}

/// Steps both searches `limit` times, comparing every event and, every `every` events,
/// everything else the façade answers.
fn same_search(mut ours: Solver, mut theirs: Solver, limit: usize, every: usize, what: &str) {
    for n in 0..limit {
        let (a, b) = (ours.step(), theirs.step());
        assert_eq!(a, b, "{what}: event {n}");
        if n % every == 0 || a.is_none() || matches!(a, Some(Event::Place { .. })) && n < 200 {
            same_state(&ours, &theirs, &format!("{what}: after event {n}"));
        }
        if a.is_none() {
            break;
        }
    }
    same_state(&ours, &theirs, what);
}

fn same_state(ours: &Solver, theirs: &Solver, what: &str) {
    assert_eq!(ours.stats(), theirs.stats(), "{what}");
    assert_eq!(
        ours.levels_and_backing(),
        theirs.levels_and_backing(),
        "{what}"
    );
    assert_eq!(ours.top_width(), theirs.top_width(), "{what}");
    assert_eq!(ours.drawn_order(), theirs.drawn_order(), "{what}");
    assert_eq!(ours.progress(), theirs.progress(), "{what}");
    assert_eq!(ours.heat(), theirs.heat(), "{what}");
    assert_eq!(ours.forced_cells(), theirs.forced_cells(), "{what}");
    assert_eq!(ours.is_finished(), theirs.is_finished(), "{what}");
    assert_eq!(ours.board(), theirs.board(), "{what}");
    assert_eq!(ours.shape(), Shape::NINE);
}

/// Every composition (each random one with two seeds) on each puzzle, to the first solution
/// and to every solution: the first 20,000 events alike, and the counters where the search
/// ends sooner.
#[test]
fn at_9x9_every_composition_searches_as_the_specialised_engines_do() {
    let mut ended = 0;
    for grid in puzzles() {
        for strategy in Strategy::every() {
            let seeds: &[u64] = if strategy.is_random() { &[1, 2] } else { &[0] };
            for &seed in seeds {
                for max_solutions in [1, u64::MAX] {
                    let config = Config {
                        strategy,
                        seed,
                        max_solutions,
                    };
                    let what = format!("{strategy} seed {seed} cap {max_solutions} {grid:?}");
                    let ours = Solver::any_size(&board(&grid), config);
                    let theirs = Solver::new(grid, config);
                    let mut probe = theirs.clone();
                    same_search(ours, theirs, 20_000, 997, &what);
                    ended += usize::from(probe.fast_forward(20_000) < 20_000);
                }
            }
        }
    }
    assert!(
        ended > 200,
        "most searches end within the events compared: {ended}"
    );
}

/// Steering a probe: right after a guess opens a level, any of its options replaces the one
/// placed and the search goes on down that branch alone, in both engines alike.
#[test]
fn at_9x9_steered_probes_go_down_the_same_branch() {
    let grid = bundled("norvig_hardest11.txt")[1];
    for strategy in Strategy::every() {
        let config = Config {
            strategy,
            seed: 5,
            max_solutions: 1,
        };
        let mut ours = Solver::any_size(&board(&grid), config);
        let mut theirs = Solver::new(grid, config);
        let mut steered = 0;
        for n in 0..3_000 {
            let depth = ours.levels().len();
            let event = ours.step();
            assert_eq!(event, theirs.step(), "{strategy}: event {n}");
            let opened = ours.levels().len() > depth;
            if opened && ours.top_width() > 1 {
                let k = (n % ours.top_width() as usize).max(1);
                ours.steer(k);
                theirs.steer(k);
                steered += 1;
                assert_eq!(ours.board(), theirs.board(), "{strategy}: steered at {n}");
            }
            if event.is_none() {
                break;
            }
        }
        assert!(steered > 0, "{strategy}");
    }
}

/// What the façade answers about a search of another size: its shape, its board (the
/// givens, then the digits the events place and take back) and its forced cells.
#[test]
fn the_board_follows_the_events_at_every_shape() {
    for shape in Shape::ALL {
        let config = Config {
            strategy: Strategy::Propagate,
            seed: 0,
            max_solutions: 3,
        };
        let mut solver = Solver::of_board(Board::empty(shape), config);
        assert_eq!(solver.shape(), shape);
        let mut replay = Board::empty(shape);
        let mut forced = std::collections::HashSet::new();
        while let Some(event) = solver.step() {
            match event {
                Event::Place { cell, digit } => replay.place(cell, digit),
                Event::Force { cell, digit, .. } => {
                    replay.place(cell, digit);
                    forced.insert(cell);
                }
                Event::Undo { cell, digit, .. } => {
                    assert_eq!(replay.clear(cell), Some(digit), "{shape}");
                    forced.remove(&cell);
                }
                _ => {}
            }
            assert_eq!(solver.board(), replay, "{shape} after {event}");
            for cell in shape.all_cells() {
                assert_eq!(solver.is_forced(cell), forced.contains(&cell), "{shape}");
            }
        }
        assert!(replay.is_full(), "{shape}: ends at its third solution");
        assert_eq!(solver.heat().len(), shape.cells());
        let placed: u64 = solver.heat().iter().sum();
        assert_eq!(placed, solver.stats().placements, "{shape}");
    }
}
