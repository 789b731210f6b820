//! Every first solution is a valid grid that keeps the givens: magictour's top1465 under mrv
//! and propagate, and every bundled collection (the 49,158 17-clue puzzles included) under
//! propagate.

use crate::support::tier;
use stepdoku::parse::read_file;
use stepdoku::solver::{Config, Event, Solver, Strategy};
use stepdoku::sudoku::{Cell, validate};

fn check_first_solutions(file: &str, strategy: Strategy) -> usize {
    let path = format!("{}/puzzles/{file}", env!("CARGO_MANIFEST_DIR"));
    let puzzles = read_file(std::path::Path::new(&path)).expect("the file parses");
    let mut solved = 0;
    for p in &puzzles {
        let Ok(givens) = p.grid() else { continue };
        let config = Config {
            strategy,
            ..Config::default()
        };
        let mut solver = Solver::new(givens, config);
        let solution = loop {
            match solver.step() {
                Some(Event::Solution { .. }) => break Some(*solver.grid().unwrap()),
                Some(_) => {}
                None => break None,
            }
        };
        let Some(solution) = solution else { continue };
        solved += 1;
        assert!(solution.is_full(), "{file} puzzle {}", p.index);
        assert_eq!(
            validate(solution.digits()),
            Ok(solution),
            "{file} puzzle {}: no conflicts",
            p.index
        );
        for cell in Cell::all() {
            if let Some(d) = givens.get(cell) {
                assert_eq!(
                    solution.get(cell),
                    Some(d),
                    "{file} puzzle {}: given {cell} kept",
                    p.index
                );
            }
        }
    }
    solved
}

#[test]
fn every_first_solution_on_top1465_is_valid_and_keeps_its_givens() {
    // 1,465 searches of each: the full tier's (the quick one holds propagate on every other
    // bundled collection, below)
    if !tier::full() {
        return;
    }
    for strategy in [Strategy::Mrv, Strategy::Propagate] {
        assert_eq!(
            check_first_solutions("magictour_top1465.txt", strategy),
            1465
        );
    }
}

#[test]
fn propagate_solves_every_bundled_collection() {
    for (file, solvable) in [
        ("all_17_clue_49158.txt", 49_158),
        ("norvig_top95.txt", 95),
        ("norvig_hardest11.txt", 11),
        ("norvig_easy50.txt", 50),
        // tdoku's set holds puzzles without a solution on purpose; its labels say which
        ("tdoku_test_puzzles_with_counts.txt", labelled_solvable()),
        ("seeds/python_pretty.txt", 1),
        ("seeds/python_rows.txt", 1),
        ("seeds/python_line.txt", 1),
        ("seeds/ruby_mrv.txt", 1),
        ("seeds/php_all.txt", 1),
        ("seeds/blank.txt", 1),
    ] {
        let found = check_first_solutions(file, Strategy::Propagate);
        assert_eq!(found, solvable, "{file}");
    }
}

/// How many of tdoku's puzzles have a solution, by their labels (`puzzle:count:solution`,
/// t-dillon/tdoku `test/test_puzzles`), read without the project's parser.
fn labelled_solvable() -> usize {
    let path = format!(
        "{}/puzzles/tdoku_test_puzzles_with_counts.txt",
        env!("CARGO_MANIFEST_DIR")
    );
    let text = std::fs::read_to_string(path).unwrap();
    let solvable = text
        .lines()
        .filter_map(|line| line.split(':').nth(1))
        .filter(|count| count.trim().parse::<u64>().unwrap() > 0)
        .count();
    assert_eq!(
        (solvable, text.lines().count()),
        (33, 43),
        "tdoku's 43 puzzles, 10 of them labelled without a solution"
    );
    solvable
}
