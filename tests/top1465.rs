//! Every first solution on magictour's top1465 is a valid grid that keeps the givens.

use stepdoku::parse::read_file;
use stepdoku::solver::{Config, Event, Solver, Strategy};
use stepdoku::sudoku::{Cell, validate};

#[test]
fn every_first_solution_on_top1465_is_valid_and_keeps_its_givens() {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/puzzles/magictour_top1465.txt");
    let puzzles = read_file(std::path::Path::new(path)).expect("top1465 parses");
    assert_eq!(puzzles.len(), 1465);
    for p in &puzzles {
        let givens = p.grid().expect("valid givens");
        let config = Config {
            strategy: Strategy::Mrv,
            ..Config::default()
        };
        let mut solver = Solver::new(givens, config);
        let solution = loop {
            match solver.step() {
                Some(Event::Solution { .. }) => break *solver.grid(),
                Some(_) => {}
                None => panic!("puzzle {} (line {}) has no solution", p.index, p.line),
            }
        };
        assert!(solution.is_full(), "puzzle {}", p.index);
        assert_eq!(
            validate(solution.digits()),
            Ok(solution),
            "puzzle {}: no conflicts",
            p.index
        );
        for cell in Cell::all() {
            if let Some(d) = givens.get(cell) {
                assert_eq!(
                    solution.get(cell),
                    Some(d),
                    "puzzle {}: given {cell} kept",
                    p.index
                );
            }
        }
    }
}
