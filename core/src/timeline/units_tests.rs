//! A timeline over a board with units besides its rows, columns and boxes (the two
//! diagonals, made public by `Timeline::of_units`) or a jigsaw's regions in their place:
//! stepped forward and back and sought, it shows what the search stepped afresh shows, and
//! its candidates are the digits none of a cell's houses holds, worked out here from the
//! cells' rows and columns and the jigsaw's layout alone.

use super::removal_tests::shown;
use super::*;
use crate::solver::Strategy;
use crate::sudoku::diagonals;

/// An X-sudoku with one solution (its diagonals hold each digit once), 24 givens.
const X: &str = "100050009000009020000020406010000807300000000000004030900030270002547900000200000";

/// puzzles/variants/jigsaw.txt: a jigsaw with one solution, and each cell's region.
const JIGSAW: [&str; 2] = [
    "000200700050060000000000000960030000000100000300000000000000100000092000200004050",
    "111222233112523363141122333441426663445555566474855966778898996774758899777888999",
];

fn givens() -> Vec<u8> {
    read(X)
}

fn read(line: &str) -> Vec<u8> {
    line.bytes().map(|b| b - b'0').collect()
}

fn units() -> Arc<Units> {
    Arc::new(Units::with_extra(Shape::NINE, diagonals(Shape::NINE)).unwrap())
}

fn jigsaw_units() -> Arc<Units> {
    let regions = (b'1'..=b'9')
        .map(|k| {
            let cells = Shape::NINE.all_cells();
            cells
                .filter(|c| JIGSAW[1].as_bytes()[Shape::NINE.index(*c)] == k)
                .collect()
        })
        .collect();
    Arc::new(Units::with_regions(Shape::NINE, regions, Vec::new()).unwrap())
}

/// Whether the cells of indices `i` and `j` share a row or a column.
fn line(i: usize, j: usize) -> bool {
    i / 9 == j / 9 || i % 9 == j % 9
}

/// Whether they share a row, a column or a box: the classic board's houses.
fn classic(i: usize, j: usize) -> bool {
    line(i, j) || (i / 27, i % 9 / 3) == (j / 27, j % 9 / 3)
}

/// The X-sudoku's houses: the classic ones and the two diagonals.
fn x(i: usize, j: usize) -> bool {
    let (r, c, s, t) = (i / 9, i % 9, j / 9, j % 9);
    classic(i, j) || (r == c && s == t) || (r + c == 8 && s + t == 8)
}

/// The jigsaw's houses: rows, columns and its regions (no box).
fn jigsaw(i: usize, j: usize) -> bool {
    line(i, j) || JIGSAW[1].as_bytes()[i] == JIGSAW[1].as_bytes()[j]
}

/// Which cells see which: one of the functions above.
type Sees = fn(usize, usize) -> bool;

/// The candidates of each empty cell of `digits` (0 for a filled one): the digits that no
/// cell it `sees` holds, less those `struck`.
fn candidates(digits: &[u8], struck: &[u32], sees: Sees) -> Vec<u32> {
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
/// stack and every cell's candidates; and whether the variant's houses make some cell's
/// candidates other than the classic board's.
struct Frame {
    event: Option<Event>,
    stats: Stats,
    levels: Vec<Level>,
    candidates: Vec<u32>,
    narrowed: bool,
}

fn frames(mut solver: Solver, most: usize, sees: Sees) -> Vec<Frame> {
    let mut all = Vec::new();
    let mut event = None;
    loop {
        let (board, struck) = (solver.board(), solver.struck());
        let candidates = candidates(board.digits(), &struck, sees);
        all.push(Frame {
            event: event.take(),
            stats: solver.stats(),
            levels: solver.levels(),
            narrowed: candidates != self::candidates(board.digits(), &struck, classic),
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

/// Steps a timeline of `givens` on `units` forward, back and by seeks with four strategies,
/// each step checked against the search stepped afresh; returns at how many steps (in a
/// guess's subtree) the variant's houses made some candidates other than the classic ones.
fn shows_what_its_search_does(
    units: &Arc<Units>,
    givens: &[u8],
    sees: Sees,
    strategies: &[&str],
) -> u32 {
    let mut narrowed = 0;
    for strategy in strategies {
        let config = Config {
            strategy: strategy.parse::<Strategy>().unwrap(),
            seed: 1,
            max_solutions: u64::MAX,
        };
        let solver = Solver::of_units(units.clone(), givens, Timeline::uncapped(config));
        let expected = frames(solver, 3_000, sees);
        let last = expected.len() as u64 - 1;
        let mut t = Timeline::of_units(units.clone(), givens, config).unwrap();
        assert_eq!(t.units().len(), units.len());
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
    narrowed
}

#[test]
fn a_timeline_over_diagonals_shows_what_its_search_does() {
    assert_eq!(units().len(), 29);
    let strategies = ["row-major", "mrv", "constraint+singles", "first+lcv+fc"];
    let narrowed = shows_what_its_search_does(&units(), &givens(), x, &strategies);
    assert!(
        narrowed > 1000,
        "the diagonals narrow the guesses: {narrowed}"
    );
}

/// A jigsaw's digits break the shape's boxes, which the cursor's board must not check, and
/// its candidates come from its regions alone.
#[test]
fn a_timeline_over_a_jigsaws_regions_shows_what_its_search_does() {
    let units = jigsaw_units();
    let strategies = [
        "row-major",
        "mrv",
        "degree+singles",
        "first+lcv+fc",
        "constraint",
    ];
    let changed = shows_what_its_search_does(&units, &read(JIGSAW[0]), jigsaw, &strategies);
    assert!(changed > 1000, "the regions are not the boxes: {changed}");
    // the search places digits that two cells of a box hold: the cursor's board takes them
    let mut t = Timeline::of_units(units, &read(JIGSAW[0]), Config::default()).unwrap();
    let breaks_a_box = |digits: &[u8]| {
        (0..81).any(|i| {
            (0..81).any(|j| i != j && classic(i, j) && digits[i] == digits[j] && digits[i] != 0)
        })
    };
    while !breaks_a_box(t.board().digits()) {
        assert_eq!(t.forward(1), 1, "a box broken before the end");
    }
    t.run(Target::NextSolution, u64::MAX);
    let solved = t.board().digits().to_vec();
    // `stepdoku solve puzzles/variants/jigsaw.txt`, its rows (which keep to the boxes too)
    let solve = "639251748458367912172849365967435281824176593315928476796583124541692837283714659";
    assert_eq!(solved, read(solve));
    for i in 0..81 {
        for j in (0..81).filter(|&j| j != i && jigsaw(i, j)) {
            assert_ne!(solved[i], solved[j], "cells {i} and {j}");
        }
    }
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

/// A killer's cages prune its cells' candidates: the cursor's stack (each guess's width) is
/// still the search's, step by step forward and back.
#[test]
fn a_timeline_over_a_killers_cages_keeps_the_searchs_stack() {
    let text = include_str!("../../../puzzles/variants/killer.txt");
    let puzzles = crate::parse::read_reader(text.as_bytes()).unwrap();
    for (puzzle, strategy) in puzzles.iter().zip(["mrv", "constraint+lcv"]) {
        let (variant, _) = puzzle.variant.as_ref().expect("a killer");
        let units = variant.units().clone();
        let givens = &puzzle.digits;
        let config = Config {
            strategy: strategy.parse().unwrap(),
            ..Config::default()
        };
        let mut solver = Solver::of_units(units.clone(), givens, Timeline::uncapped(config));
        let mut t = Timeline::of_units(units, givens, config).unwrap();
        let mut stacks = vec![solver.levels()];
        while t.position() < 3000 && t.forward(1) == 1 {
            solver.step();
            assert_eq!(
                t.levels(),
                solver.levels(),
                "{strategy} at {}",
                t.position()
            );
            stacks.push(solver.levels());
        }
        while t.back(1) == 1 {
            let at = t.position() as usize;
            assert_eq!(t.levels(), stacks[at], "{strategy} back at {at}");
        }
    }
}
