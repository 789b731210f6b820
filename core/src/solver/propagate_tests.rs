//! The `propagate` strategy checked against the rules themselves: every event is replayed on a
//! board of the test's own, and each reason it gives is re-derived there, independently of the
//! solver's bookkeeping. Random puzzles (proptest) also get the same solutions as row-major.

use super::tests::{HARDEST_1, grid};
use super::*;
use crate::sudoku::{Cell, NineBoard, Unit};
use proptest::prelude::{ProptestConfig, prop_assert_eq, proptest};
use proptest::strategy::Strategy as _;

/// The 27 units of the 9×9 board: rows, columns, boxes.
fn all_units() -> Vec<Unit> {
    (1..=9)
        .map(Unit::Row)
        .chain((1..=9).map(Unit::Col))
        .chain((1..=9).map(Unit::Box))
        .collect()
}

/// The cells of `unit`, by their rows and columns.
fn cells_of(unit: Unit) -> Vec<Cell> {
    let within = |c: &Cell, n: u8| match unit {
        Unit::Row(_) => c.row() + 1 == usize::from(n),
        Unit::Col(_) => c.col() + 1 == usize::from(n),
        _ => (c.row() / 3) * 3 + c.col() / 3 + 1 == usize::from(n),
    };
    Cell::all().filter(|c| within(c, unit.number())).collect()
}

/// The row, column and box of `cell`.
fn units_of(cell: Cell) -> Vec<Unit> {
    all_units()
        .into_iter()
        .filter(|&u| cells_of(u).contains(&cell))
        .collect()
}

/// Whether `unit` holds `digit` on `board`.
fn holds(board: &NineBoard, unit: Unit, digit: u8) -> bool {
    cells_of(unit).iter().any(|&c| board.get(c) == Some(digit))
}

/// The empty cells of `unit` where `digit` is legal.
fn places(board: &NineBoard, unit: Unit, digit: u8) -> Vec<Cell> {
    cells_of(unit)
        .into_iter()
        .filter(|&c| board.get(c).is_none() && board.candidates(c).contains(digit))
        .collect()
}

/// Whether neither rule applies anywhere and no cell or unit is dead: the fixpoint a guess
/// must wait for.
fn at_fixpoint(board: &NineBoard) -> bool {
    let cells_ok = Cell::all()
        .filter(|&c| board.get(c).is_none())
        .all(|c| board.candidates(c).len() >= 2);
    let units_ok = all_units().into_iter().all(|u| {
        (1..=9)
            .filter(|&d| !holds(board, u, d))
            .all(|d| places(board, u, d).len() >= 2)
    });
    cells_ok && units_ok
}

/// Runs a propagate search of `givens`, checking every event; returns the solutions.
fn checked_search(givens: NineBoard, max_solutions: u64) -> Vec<NineBoard> {
    let config = Config {
        strategy: Strategy::Propagate,
        seed: 0,
        max_solutions,
    };
    let mut solver = Solver::new(givens, config);
    let mut board = givens;
    // what the search placed, latest last, with whether it was forced
    let mut trail: Vec<(Cell, u8, bool)> = Vec::new();
    let mut solutions = Vec::new();
    let mut previous: Option<Event> = None;
    while let Some(event) = solver.step() {
        match event {
            Event::Place { cell, digit } => {
                assert!(board.get(cell).is_none() && board.candidates(cell).contains(digit));
                match previous {
                    // the next digit of a guess just taken back, at the same cell
                    Some(Event::Undo {
                        cell: undone,
                        digit: before,
                        forced: false,
                    }) => assert!(undone == cell && digit > before, "{event} after {undone}"),
                    _ => {
                        assert!(at_fixpoint(&board), "{event}: a guess before the fixpoint");
                        let fewest = Cell::all()
                            .filter(|&c| board.get(c).is_none())
                            .min_by_key(|&c| (board.candidates(c).len(), c.nine_index()));
                        assert_eq!(Some(cell), fewest, "{event}: the MRV cell");
                        assert_eq!(
                            board.candidates(cell).first(),
                            Some(digit),
                            "digits upwards"
                        );
                    }
                }
                board.place(cell, digit);
                trail.push((cell, digit, false));
            }
            Event::Force {
                cell,
                digit,
                reason,
            } => {
                assert!(board.get(cell).is_none(), "{event}: cell empty");
                match reason {
                    Reason::NakedSingle => {
                        assert_eq!(board.candidates(cell).iter().collect::<Vec<_>>(), [digit])
                    }
                    Reason::HiddenSingle(unit) => {
                        assert!(units_of(cell).contains(&unit), "{event}: the cell's unit");
                        assert_eq!(places(&board, unit, digit), [cell], "{event}: only place");
                    }
                }
                board.place(cell, digit);
                trail.push((cell, digit, true));
            }
            Event::Undo {
                cell,
                digit,
                forced,
            } => {
                assert_eq!(trail.pop(), Some((cell, digit, forced)), "latest first");
                assert_eq!(board.clear(cell), Some(digit));
            }
            Event::DeadEnd { cell } => {
                assert!(board.get(cell).is_none() && board.candidates(cell).is_empty());
                let first =
                    Cell::all().find(|&c| board.get(c).is_none() && board.candidates(c).is_empty());
                assert_eq!(first, Some(cell), "the first dead cell");
            }
            Event::NoPlace { digit, unit } => {
                assert!(!holds(&board, unit, digit), "{event}: the unit lacks it");
                assert!(
                    places(&board, unit, digit).is_empty(),
                    "{event}: nowhere to go"
                );
            }
            Event::Solution { .. } => {
                assert!(board.is_full());
                solutions.push(board);
            }
            Event::Eliminate(_) | Event::Restore(_) => panic!("{event}: propagate strikes nothing"),
            Event::Done => {}
        }
        assert_eq!(
            Some(&board),
            solver.grid(),
            "the solver's board after {event}"
        );
        previous = Some(event);
    }
    if solver.is_exhausted() {
        assert!(
            trail.is_empty(),
            "an exhausted search takes back every digit"
        );
        assert_eq!(board, givens);
    }
    let stats = solver.stats();
    assert_eq!(stats.placements - stats.undos, trail.len() as u64);
    solutions
}

/// Every solution (up to `cap`) by the plain row-major search, for comparison.
fn row_major_solutions(givens: NineBoard, cap: u64) -> Vec<NineBoard> {
    let config = Config {
        max_solutions: cap,
        ..Config::default()
    };
    let mut solver = Solver::new(givens, config);
    let mut found = Vec::new();
    while let Some(event) = solver.step() {
        if matches!(event, Event::Solution { .. }) {
            found.push(*solver.grid().unwrap());
        }
    }
    found
}

#[test]
fn the_85_puzzle_forces_guesses_and_backtracks() {
    let sols = checked_search(grid(HARDEST_1), 1);
    assert_eq!(sols.len(), 1);
    assert_eq!(sols, row_major_solutions(grid(HARDEST_1), 1));
    let mut solver = Solver::new(
        grid(HARDEST_1),
        Config {
            strategy: Strategy::Propagate,
            ..Config::default()
        },
    );
    let events: Vec<Event> = solver.by_ref().collect();
    let count = |f: fn(&Event) -> bool| events.iter().filter(|e| f(e)).count() as u64;
    let stats = solver.stats();
    assert_eq!(count(|e| matches!(e, Event::Place { .. })), stats.guesses());
    assert_eq!(count(|e| matches!(e, Event::Force { .. })), stats.forced);
    assert_eq!(stats.placements, stats.guesses() + stats.forced);
    assert!(stats.guesses() > 0 && stats.forced > stats.guesses() && stats.undos > 0);
    let naked = Event::Force {
        cell: "r5c6".parse().unwrap(),
        digit: 8,
        reason: Reason::NakedSingle,
    };
    assert!(events.contains(&naked), "a naked single on the way");
    assert!(events.iter().any(|e| matches!(
        e,
        Event::Force {
            reason: Reason::HiddenSingle(_),
            ..
        }
    )));
    // the figures the README quotes; far fewer steps than the naive searches (mrv: 8,381)
    assert_eq!(
        (
            stats.steps,
            stats.guesses(),
            stats.forced,
            stats.undos,
            stats.dead_ends
        ),
        (228, 8, 133, 82, 4)
    );
    assert_eq!(
        stats.steps,
        events.len() as u64,
        "one step per event, no `done`"
    );
}

#[test]
fn a_full_grid_and_a_dead_grid() {
    let solved = checked_search(row_major_solutions(NineBoard::EMPTY, 1)[0], u64::MAX);
    assert_eq!(solved.len(), 1);
    // r1c1 can hold nothing: 1..8 in its row, 9 in its column
    let mut dead = NineBoard::EMPTY;
    for col in 1..9 {
        dead.place(Cell::at(0, col).unwrap(), col as u8);
    }
    dead.place(Cell::at(1, 0).unwrap(), 9);
    assert!(checked_search(dead, u64::MAX).is_empty());
}

#[test]
fn a_blank_grid_is_filled_and_every_solution_is_distinct() {
    let sols = checked_search(NineBoard::EMPTY, 20);
    assert_eq!(sols.len(), 20);
    let distinct: std::collections::HashSet<String> = sols.iter().map(|g| g.to_line()).collect();
    assert_eq!(distinct.len(), 20);
}

/// A solved grid from the bundled set with some cells cleared: puzzles with one solution or
/// several, and now and then a contradiction after a few forced steps.
pub(crate) fn puzzle() -> impl proptest::strategy::Strategy<Value = NineBoard> {
    use proptest::collection::vec;
    let base = row_major_solutions(grid(HARDEST_1), 1)[0];
    (vec(0usize..81, 30..70), vec((0usize..81, 1u8..=9), 0..3)).prop_map(move |(holes, noise)| {
        let mut g = base;
        for i in holes {
            g.clear(Cell::new(i).unwrap());
        }
        // a few stray digits make some puzzles unsolvable
        for (i, d) in noise {
            let cell = Cell::new(i).unwrap();
            if g.get(cell).is_none() && g.candidates(cell).contains(d) {
                g.place(cell, d);
            }
        }
        g
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    #[test]
    fn every_reason_holds_and_the_solutions_are_row_majors(givens in puzzle()) {
        let ours = checked_search(givens, 30);
        let mut theirs = row_major_solutions(givens, 30);
        let mut sorted = ours.clone();
        sorted.sort_by_key(|g| g.to_line());
        theirs.sort_by_key(|g| g.to_line());
        if ours.len() < 30 {
            prop_assert_eq!(sorted, theirs);
        } else {
            prop_assert_eq!(theirs.len(), 30);
        }
    }
}
