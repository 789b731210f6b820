//! The deep searches of `puzzles/estimates/deep.csv` (issue 52): 12×12 and 16×16 puzzles, a
//! strategy each, and the exact steps of each whole search, for the estimator's accuracy.

// the example uses what the tests do not
#![allow(dead_code)]

use std::path::Path;
use stepdoku::estimate::{Estimate, Method, estimate_by};
use stepdoku::solver::{Config, Strategy};
use stepdoku::sudoku::{Board, Shape};

/// One search of the set.
#[derive(Clone, Debug)]
pub struct Deep {
    /// The line of the file, from 1 (the header is line 1).
    pub line: usize,
    /// The puzzle's givens.
    pub board: Board,
    /// The strategy searched with.
    pub strategy: Strategy,
    /// The exact steps of the whole search (`estimate --exact`).
    pub steps: u64,
    /// Which half of the set: `tune` (the method's constants were chosen on it) or `check`.
    pub half: String,
}

impl Deep {
    /// The estimate of this search by `method` from `probes` probes drawn with `seed`.
    pub fn estimate(&self, method: Method, probes: u64, seed: u64) -> Estimate {
        let config = Config {
            strategy: self.strategy,
            seed: 0,
            max_solutions: u64::MAX,
        };
        estimate_by(method, self.board.clone(), config, probes, seed, || false)
    }

    /// Whether `e`'s interval holds the exact steps.
    pub fn covered(&self, e: &Estimate) -> bool {
        let (low, high) = e.interval();
        (low..=high).contains(&(self.steps as f64))
    }
}

/// The searches of the file at `path` (columns `puzzle,box,strategy,steps,half`).
pub fn read(path: &Path) -> Vec<Deep> {
    let text = std::fs::read_to_string(path).unwrap();
    let mut lines = text.lines().enumerate();
    let (_, header) = lines.next().unwrap();
    assert_eq!(header, "puzzle,box,strategy,steps,half");
    lines
        .map(|(at, line)| {
            let fields: Vec<&str> = line.split(',').collect();
            let [puzzle, boxes, strategy, steps, half] = fields[..] else {
                panic!("line {}: {line}", at + 1)
            };
            let (rows, cols) = boxes.split_once('x').unwrap();
            let side = (puzzle.len() as f64).sqrt() as usize;
            let shape = Shape::with_box(side, rows.parse().unwrap(), cols.parse().unwrap());
            let digits: Vec<u8> = puzzle
                .chars()
                .map(|c| c.to_digit(17).map_or(0, |d| d as u8))
                .collect();
            Deep {
                line: at + 1,
                board: Board::of_legal(shape.unwrap(), &digits).unwrap(),
                strategy: strategy.parse().unwrap(),
                steps: steps.parse().unwrap(),
                half: half.to_string(),
            }
        })
        .collect()
}

/// The median of `ratios`.
pub fn median(mut ratios: Vec<f64>) -> f64 {
    ratios.sort_by(f64::total_cmp);
    let n = ratios.len();
    (ratios[(n - 1) / 2] + ratios[n / 2]) / 2.0
}
