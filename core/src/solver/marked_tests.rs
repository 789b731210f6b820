//! Pencil-mark puzzles searched from their written candidates. Their solutions are the plain
//! puzzle's solutions that keep to the candidates written: an oracle from the plain search,
//! whose counts tdoku's list pins, whatever the strategy. A cell with one candidate is no
//! given: the first round forces it under inference with rounds, a search without them
//! guesses it with one option, and backtracking takes it back.

use super::{Cells, Config, Event, Rng, Solver, Strategy, search_to_end};
use crate::parse::parse_str;
use crate::sudoku::{Marked, NineBoard, Shape, Units, candidates};

/// tdoku's test puzzles with their counts of solutions, as its list gives them.
fn counted() -> Vec<(NineBoard, u64)> {
    let path = format!(
        "{}/../puzzles/tdoku_test_puzzles_with_counts.txt",
        env!("CARGO_MANIFEST_DIR")
    );
    let text = std::fs::read_to_string(path).expect("bundled puzzles");
    parse_str(&text)
        .expect("they parse")
        .iter()
        .map(|p| {
            let label = p.label.as_deref().expect("a count");
            let count = label.split(':').next().unwrap().parse().expect("a count");
            (p.grid().expect("valid givens"), count)
        })
        .collect()
}

fn every(strategy: Strategy) -> Config {
    Config {
        strategy,
        seed: 7,
        max_solutions: u64::MAX,
    }
}

/// The candidates of `grid` as people pencil them, less a few struck at random (never a
/// cell's last one): a pencil-mark puzzle whose written candidates exclude some that the
/// givens allow.
fn pruned(grid: &NineBoard, rng: &mut Rng, strikes: usize) -> Vec<u32> {
    let mut marks = candidates(&Units::of(Shape::NINE), grid.digits());
    for _ in 0..strikes {
        let i = rng.below(81) as usize;
        let d = rng.below(9) + 1;
        if marks[i] & !(1 << d) != 0 {
            marks[i] &= !(1 << d);
        }
    }
    marks
}

/// Whether the full grid `solution` keeps to the candidates `marks`.
fn keeps_to(solution: &[u8], marks: &[u32]) -> bool {
    solution.iter().zip(marks).all(|(&d, &m)| m & 1 << d != 0)
}

#[test]
fn the_solutions_are_the_plain_ones_that_keep_to_the_written_candidates() {
    let strategies = [
        "row-major",
        "mrv",
        "first+fc",
        "propagate",
        "mrv+wings",
        "constraint+lcv",
    ];
    let mut rng = Rng::new(51);
    let (mut fewer, mut none) = (0, 0);
    for (grid, count) in counted()
        .into_iter()
        .filter(|&(_, n)| (3..=150).contains(&n))
    {
        let plain = search_to_end(grid, every(Strategy::Propagate), usize::MAX, || false);
        assert_eq!(
            plain.stats.solutions,
            count,
            "tdoku's count of {}",
            grid.to_line()
        );
        for strikes in [4, 12, 40] {
            let marks = pruned(&grid, &mut rng, strikes);
            let mut expected: Vec<String> = (plain.solutions.iter())
                .filter(|s| keeps_to(s.digits(), &marks))
                .map(NineBoard::to_line)
                .collect();
            expected.sort();
            fewer += usize::from(expected.len() < plain.solutions.len());
            none += usize::from(expected.is_empty());
            for name in strategies {
                let strategy = name.parse().unwrap();
                let marked = Marked::new(Shape::NINE, marks.clone());
                let end = search_to_end(marked, every(strategy), usize::MAX, || false);
                assert!(end.exhausted, "{name}");
                let mut found: Vec<String> = (end.solutions.iter())
                    .map(|s| crate::sudoku::cells_line(s.board().digits()))
                    .collect();
                found.sort();
                assert_eq!(found, expected, "{name} on {}", grid.to_line());
            }
        }
    }
    // the written candidates cut solutions away, some puzzles down to none
    assert!(fewer > 10 && none > 0, "fewer {fewer}, none {none}");
}

/// Every digit a search places is a candidate as written, and an exhausted search takes
/// back every one, single candidates included: none is a given.
#[test]
fn a_search_places_only_written_candidates_and_takes_every_one_back() {
    let mut rng = Rng::new(4);
    for (grid, _) in counted().into_iter().take(20) {
        let marks = pruned(&grid, &mut rng, 30);
        for name in ["row-major", "propagate", "mrv+wings"] {
            let marked = Marked::new(Shape::NINE, marks.clone());
            let mut solver = Solver::of_marked(&marked, every(name.parse().unwrap()));
            while let Some(event) = solver.step() {
                if let Event::Place { cell, digit } | Event::Force { cell, digit, .. } = event {
                    let i = Shape::NINE.index(cell);
                    assert!(
                        marks[i] & 1 << digit != 0,
                        "{name} placed {digit} at {cell}"
                    );
                }
            }
            assert!(solver.is_exhausted());
            assert!(solver.board().digits().iter().all(|&d| d == 0), "{name}");
        }
    }
}

/// A cell with one candidate: forced in the first round under inference with rounds (each
/// single of the puzzle as written, in reading order), a guess with one option under
/// inference without them.
#[test]
fn a_single_candidate_is_forced_by_rounds_and_guessed_without() {
    let (grid, _) = counted()[0];
    let marks = candidates(&Units::of(Shape::NINE), grid.digits());
    let singles: Vec<usize> = (0..81).filter(|&i| marks[i].count_ones() == 1).collect();
    // the givens, and the empty cells their units leave one candidate
    assert!(singles.len() > grid.digits().iter().filter(|&&d| d != 0).count());
    let marked = Marked::new(Shape::NINE, marks.clone());
    for name in ["mrv+naked", "propagate", "first+locked", "mrv+wings"] {
        let mut solver = Solver::of_marked(&marked, every(name.parse().unwrap()));
        for &i in &singles {
            let digit = marks[i].trailing_zeros() as u8;
            let cell = Shape::NINE.cell(i);
            match solver.step() {
                Some(Event::Force {
                    cell: c, digit: d, ..
                }) => {
                    assert_eq!((c, d), (cell, digit), "{name}")
                }
                other => panic!("{name}: {other:?} before {cell} was forced"),
            }
        }
        assert_eq!(solver.stats().guesses(), 0);
    }
    for name in ["mrv", "degree+fc", "constraint"] {
        let strategy: Strategy = name.parse().unwrap();
        assert_ne!(strategy.cells, Cells::First);
        let mut solver = Solver::of_marked(&marked, every(strategy));
        let first = singles[0];
        let digit = marks[first].trailing_zeros() as u8;
        let cell = Shape::NINE.cell(first);
        assert_eq!(solver.step(), Some(Event::Place { cell, digit }), "{name}");
        let level = *solver.levels().last().expect("a guess");
        assert_eq!((level.cell, level.width), (cell, 1), "{name}");
        assert_eq!(solver.stats().forced, 0);
    }
    // row-major guesses the single where it comes in reading order, with one option
    let mut solver = Solver::of_marked(&marked, every(Strategy::RowMajor));
    while solver.levels().len() <= singles[0] {
        solver.step();
    }
    let level = solver.levels()[singles[0]];
    assert_eq!(
        (Shape::NINE.index(level.cell), level.width),
        (singles[0], 1)
    );
}
