//! A timeline over a board with units besides its rows, columns and boxes (the two
//! diagonals, made public by `Timeline::of_units`): stepped forward and back and sought, it
//! shows what the search stepped afresh shows, and its candidates are the digits none of a
//! cell's houses holds, worked out here from the cells' rows and columns alone.

use super::removal_tests::shown;
use super::*;
use crate::solver::Strategy;
use crate::sudoku::diagonals;

/// An X-sudoku with one solution (its diagonals hold each digit once), 24 givens.
const X: &str = "100050009000009020000020406010000807300000000000004030900030270002547900000200000";

fn givens() -> Vec<u8> {
    X.bytes().map(|b| b - b'0').collect()
}

fn units() -> Arc<Units> {
    Arc::new(Units::with_extra(Shape::NINE, diagonals(Shape::NINE)).unwrap())
}

/// The candidates of each empty cell of `digits` (0 for a filled one): the digits that no
/// cell of its row, column, box or, when `x`, diagonals holds, less those `struck`.
fn candidates(digits: &[u8], struck: &[u32], x: bool) -> Vec<u32> {
    let sees = |i: usize, j: usize| {
        let (r, c, s, t) = (i / 9, i % 9, j / 9, j % 9);
        r == s
            || c == t
            || (r / 3, c / 3) == (s / 3, t / 3)
            || (x && r == c && s == t)
            || (x && r + c == 8 && s + t == 8)
    };
    (0..81)
        .map(|i| match digits[i] {
            0 => {
                let held = (0..81).filter(|&j| sees(i, j)).map(|j| 1 << digits[j]);
                0b11_1111_1110 & !held.fold(0, |m, b| m | b) & !struck[i]
            }
            _ => 0,
        })
        .collect()
}

/// What the search stepped afresh shows after each step: the event, the counters, the
/// stack and every cell's candidates; and whether a diagonal takes away some candidate.
struct Frame {
    event: Option<Event>,
    stats: Stats,
    levels: Vec<Level>,
    candidates: Vec<u32>,
    narrowed: bool,
}

fn frames(mut solver: Solver, most: usize) -> Vec<Frame> {
    let mut all = Vec::new();
    let mut event = None;
    loop {
        let (board, struck) = (solver.board(), solver.struck());
        let candidates = candidates(board.digits(), &struck, true);
        all.push(Frame {
            event: event.take(),
            stats: solver.stats(),
            levels: solver.levels(),
            narrowed: candidates != self::candidates(board.digits(), &struck, false),
            candidates,
        });
        if all.len() > most {
            return all;
        }
        match solver.step() {
            Some(e) => event = Some(e),
            None => return all,
        }
    }
}

fn same(t: &Timeline, expected: &Frame, what: &str) {
    let at = format!("{what} at step {}", t.position());
    assert_eq!(t.current_event(), expected.event, "{at}");
    assert_eq!(t.stats().steps, expected.stats.steps, "{at}");
    assert_eq!(t.stats().dead_ends, expected.stats.dead_ends, "{at}");
    assert_eq!(t.levels(), expected.levels, "{at}");
    assert_eq!(shown(t), expected.candidates, "{at}");
}

#[test]
fn a_timeline_over_diagonals_shows_what_its_search_does() {
    let mut narrowed = 0;
    for strategy in ["row-major", "mrv", "constraint+singles", "first+lcv+fc"] {
        let config = Config {
            strategy: strategy.parse::<Strategy>().unwrap(),
            seed: 1,
            max_solutions: u64::MAX,
        };
        let solver = Solver::of_units(units(), &givens(), Timeline::uncapped(config));
        let expected = frames(solver, 3_000);
        let last = expected.len() as u64 - 1;
        let mut t = Timeline::of_units(units(), &givens(), config).unwrap();
        assert_eq!(t.units().len(), 29);
        same(&t, &expected[0], strategy);
        for step in 1..=last {
            assert_eq!(t.forward(1), 1);
            same(&t, &expected[step as usize], strategy);
            narrowed += u32::from(expected[step as usize].narrowed && !t.levels().is_empty());
        }
        for step in (0..last).rev() {
            assert_eq!(t.back(1), 1);
            same(&t, &expected[step as usize], strategy);
        }
        for step in [last, last / 3, 1, last / 2] {
            t.seek(step);
            same(&t, &expected[step as usize], strategy);
        }
    }
    assert!(
        narrowed > 1000,
        "the diagonals narrow the guesses: {narrowed}"
    );
}

#[test]
fn givens_twice_on_a_diagonal_are_refused() {
    let mut twice = givens();
    // r1c1 holds 1; r5c5 shares only the main diagonal with it
    assert_eq!((twice[0], twice[40]), (1, 0));
    twice[40] = 1;
    let error = Timeline::of_units(units(), &twice, Config::default()).err();
    assert_eq!(
        error.map(|e| e.to_string()).as_deref(),
        Some("conflicting givens: r1c1 and r5c5 both hold 1 (diagonal 1)")
    );
    let classic = Units::of(Shape::NINE);
    assert!(Timeline::of_units(classic, &twice, Config::default()).is_ok());
}
