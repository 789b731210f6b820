//! The timeline at every board size: its events are the solver's, its board is the one their
//! replay builds, and stepping back and seeking return to the same boards, across segments
//! re-derived from snapshots.

use super::*;
use crate::solver::{Config, Event, Solver, Strategy};
use crate::sudoku::{Board, Cell, Shape};

fn tiny() -> Geometry {
    Geometry {
        segment_shift: 8,
        max_checkpoints: 4,
    }
}

/// A board of `shape` with a few givens down its diagonal, so that searches backtrack.
fn puzzle(shape: Shape) -> Board {
    let mut board = Board::empty(shape);
    let side = shape.side();
    for i in 0..side / 2 {
        let cell = Cell::at(i, (i * 3) % side).unwrap();
        let digit = (i % side) as u8 + 1;
        if board.get(cell).is_none() && board.candidates(cell).contains(digit) {
            board.place(cell, digit);
        }
    }
    board
}

/// The boards after each of the first `n` events of `solver`'s search, replayed on a copy of
/// the givens by hand (index 0: the givens).
fn replayed(givens: &Board, events: &[Event]) -> Vec<Vec<u8>> {
    let shape = givens.shape();
    let mut digits = givens.digits().to_vec();
    let mut out = vec![digits.clone()];
    for event in events {
        match *event {
            Event::Place { cell, digit } | Event::Force { cell, digit, .. } => {
                digits[shape.index(cell)] = digit;
            }
            Event::Undo { cell, .. } => digits[shape.index(cell)] = 0,
            _ => {}
        }
        out.push(digits.clone());
    }
    out
}

#[test]
fn every_size_steps_both_ways_through_the_solvers_events() {
    let strategies = ["row-major", "propagate", "mrv+lcv+fc"];
    for shape in Shape::ALL {
        for name in strategies {
            let strategy: Strategy = name.parse().unwrap();
            let config = Config {
                strategy,
                seed: 3,
                max_solutions: 2,
            };
            let givens = puzzle(shape);
            let uncapped = Config {
                max_solutions: u64::MAX,
                ..config
            };
            let events: Vec<Event> = Solver::of_board(givens.clone(), uncapped)
                .take(1500)
                .collect();
            let boards = replayed(&givens, &events);
            let mut t = Timeline::of_board_with_geometry(givens.clone(), config, tiny());
            assert_eq!(t.shape(), shape);
            let at = |t: &Timeline| format!("{shape} {name} step {}", t.position());
            for (k, event) in events.iter().enumerate() {
                assert_eq!(t.forward(1), 1, "{}", at(&t));
                assert_eq!(t.current_event(), Some(event.clone()), "{}", at(&t));
                assert_eq!(t.board().digits(), &boards[k + 1][..], "{}", at(&t));
            }
            let stats = t.stats();
            assert_eq!(t.heat().iter().sum::<u64>(), stats.placements, "{}", at(&t));
            let states = t.cell_states();
            assert_eq!(states.len(), shape.cells());
            for (i, state) in states.iter().enumerate() {
                let given = givens.digits()[i] != 0;
                assert_eq!(*state == CellState::Given, given, "{} cell {i}", at(&t));
            }
            // back by steps, then seeks far apart (re-derived from snapshots)
            for k in (0..events.len()).rev().step_by(97) {
                t.back(t.position() - k as u64);
                assert_eq!(t.board().digits(), &boards[k][..], "{}", at(&t));
            }
            let last = events.len() - 1;
            for k in [last, 0, 700.min(last), 1, 1200.min(last)] {
                t.seek(k as u64);
                assert_eq!(t.board().digits(), &boards[k][..], "{}", at(&t));
            }
        }
    }
}

#[test]
fn a_sixteen_by_sixteen_search_runs_to_its_solution() {
    let shape = Shape::of_side(16).unwrap();
    let config = Config {
        strategy: Strategy::Propagate,
        seed: 0,
        max_solutions: 1,
    };
    let mut t = Timeline::of_board(puzzle(shape), config);
    while t.run(Target::End, 1 << 16) == Progress::Pending {}
    assert!(t.at_end());
    assert!(matches!(
        t.current_event(),
        Some(Event::Solution { number: 1 })
    ));
    assert!(t.board().is_full());
    let solution = t.board().board();
    assert!(Board::of_legal(shape, solution.digits()).is_some());
}
