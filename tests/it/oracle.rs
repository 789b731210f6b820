//! An independent oracle for the known counts: a plain recursive solver written here, sharing
//! no code with the library, counts the placements, undos, dead ends and depth of the
//! row-major and mrv searches, and the library's explicit-stack engines must agree with it
//! event for event in total. The figures for the "85...24.." puzzle are also those of the
//! shared dataset notes (`puzzles/SOURCES.md` cites the collections): row-major 335,637
//! placements and 335,578 removals, MRV 4,036 and 3,977; the tdoku puzzles carry their exact
//! solution counts in their labels (t-dillon/tdoku `test/test_puzzles`).

use crate::support::tdoku::each_searched;
use crate::support::tier;
use std::path::PathBuf;
use stepdoku::parse::{Puzzle, read_file};
use stepdoku::solver::{Config, Solver, Stats, Strategy};

/// What the recursive search counted.
#[derive(Debug, Default, PartialEq, Eq)]
struct Counts {
    placements: u64,
    undos: u64,
    dead_ends: u64,
    solutions: u64,
    max_depth: u32,
}

/// The recursive search: the next cell is the first empty one (`mrv == false`) or the one
/// with the fewest legal digits, ties to the lowest index; digits are tried from 1 to 9; a
/// chosen cell without a legal digit is a dead end; the search stops after `cap` solutions.
struct Oracle {
    cells: [u8; 81],
    /// Per row, column and box, a bit per digit it holds.
    rows: [u16; 9],
    cols: [u16; 9],
    boxes: [u16; 9],
    mrv: bool,
    cap: u64,
    depth: u32,
    counts: Counts,
}

impl Oracle {
    fn new(cells: [u8; 81], mrv: bool, cap: u64) -> Oracle {
        let mut oracle = Oracle {
            cells: [0; 81],
            rows: [0; 9],
            cols: [0; 9],
            boxes: [0; 9],
            mrv,
            cap,
            depth: 0,
            counts: Counts::default(),
        };
        for (cell, &digit) in cells.iter().enumerate() {
            if digit != 0 {
                oracle.set(cell, digit);
            }
        }
        oracle
    }

    fn units(cell: usize) -> (usize, usize, usize) {
        (cell / 9, cell % 9, cell / 27 * 3 + cell % 9 / 3)
    }

    fn set(&mut self, cell: usize, digit: u8) {
        let (r, c, b) = Oracle::units(cell);
        self.cells[cell] = digit;
        self.rows[r] |= 1 << digit;
        self.cols[c] |= 1 << digit;
        self.boxes[b] |= 1 << digit;
    }

    fn clear(&mut self, cell: usize, digit: u8) {
        let (r, c, b) = Oracle::units(cell);
        self.cells[cell] = 0;
        self.rows[r] &= !(1 << digit);
        self.cols[c] &= !(1 << digit);
        self.boxes[b] &= !(1 << digit);
    }

    /// The digits `cell` may take, a bit per digit.
    fn free(&self, cell: usize) -> u16 {
        let (r, c, b) = Oracle::units(cell);
        !(self.rows[r] | self.cols[c] | self.boxes[b]) & 0b11_1111_1110
    }

    /// The cell to fill: in row-major order the first empty one from `from` (every cell
    /// before it is filled), else the one with the fewest legal digits.
    fn next_cell(&self, from: usize) -> Option<usize> {
        if self.mrv {
            (0..81)
                .filter(|&c| self.cells[c] == 0)
                .min_by_key(|&c| self.free(c).count_ones())
        } else {
            (from..81).find(|&c| self.cells[c] == 0)
        }
    }

    /// Searches on from cell `from`; false once the cap is reached (the whole search then
    /// stops).
    fn search(&mut self, from: usize) -> bool {
        let Some(cell) = self.next_cell(from) else {
            self.counts.solutions += 1;
            return self.counts.solutions < self.cap;
        };
        // what the cell may take is the same for each digit tried: each is taken back
        // before the next
        let free = self.free(cell);
        if free == 0 {
            self.counts.dead_ends += 1;
            return true;
        }
        for digit in 1..=9 {
            if free & (1 << digit) == 0 {
                continue;
            }
            self.set(cell, digit);
            self.counts.placements += 1;
            self.depth += 1;
            self.counts.max_depth = self.counts.max_depth.max(self.depth);
            if !self.search(cell + 1) {
                return false;
            }
            self.clear(cell, digit);
            self.counts.undos += 1;
            self.depth -= 1;
        }
        true
    }
}

fn oracle(puzzle: &Puzzle, mrv: bool, cap: u64) -> Counts {
    let mut oracle = Oracle::new(*puzzle.nine_digits().unwrap(), mrv, cap);
    oracle.search(0);
    oracle.counts
}

fn library(puzzle: &Puzzle, strategy: Strategy, cap: u64) -> Counts {
    let config = Config {
        strategy,
        seed: 0,
        max_solutions: cap,
    };
    let mut solver = Solver::new(puzzle.grid().unwrap(), config);
    while solver.step().is_some() {}
    counts_of(solver.stats())
}

/// The oracle's counters among the library's.
fn counts_of(stats: Stats) -> Counts {
    let Stats {
        placements,
        undos,
        dead_ends,
        solutions,
        max_depth,
        ..
    } = stats;
    Counts {
        placements,
        undos,
        dead_ends,
        solutions,
        max_depth,
    }
}

fn puzzles(name: &str) -> Vec<Puzzle> {
    let path: PathBuf = [env!("CARGO_MANIFEST_DIR"), "puzzles", name]
        .iter()
        .collect();
    read_file(&path).unwrap()
}

#[test]
fn the_85_puzzle_counts_agree_with_the_oracle_and_the_dataset_notes() {
    let hard = &puzzles("norvig_hardest11.txt")[0];
    assert!(hard.to_line().starts_with("85...24..72......9..4..."));
    let row_major = oracle(hard, false, 1);
    assert_eq!(
        row_major,
        Counts {
            placements: 335_637,
            undos: 335_578,
            dead_ends: 85_380,
            solutions: 1,
            max_depth: 59,
        }
    );
    assert_eq!(library(hard, Strategy::RowMajor, 1), row_major);
    let mrv = oracle(hard, true, 1);
    assert_eq!(
        (mrv.placements, mrv.undos, mrv.dead_ends),
        (4_036, 3_977, 367)
    );
    assert_eq!(library(hard, Strategy::Mrv, 1), mrv);
}

#[test]
fn every_tdoku_count_agrees_with_the_oracle_searched_to_the_end() {
    // the quick tier: row-major's counts alone
    for (mrv, strategy) in tier::sample([(false, Strategy::RowMajor), (true, Strategy::Mrv)], 2) {
        let mut k = 0;
        each_searched(strategy, 0, |searched| {
            k += 1;
            if !tier::keeps(k - 1, 27) {
                return;
            }
            let puzzle = &searched.puzzle;
            let expected = oracle(puzzle, mrv, u64::MAX);
            assert_eq!(
                expected.solutions,
                searched.count,
                "{} {strategy}",
                puzzle.to_line()
            );
            assert_eq!(
                counts_of(searched.stats),
                expected,
                "{} {strategy}",
                puzzle.to_line()
            );
        });
    }
}

/// The 116-million-placement row-major search of top95 #41, counted by the oracle: the figures
/// `tests/it/solve_counts.rs` pins for the library's engine come from this independent count.
/// The full tier's (seconds of the oracle's stepping).
#[test]
fn the_116_million_placement_search_agrees_with_the_oracle() {
    if !tier::full() {
        return;
    }
    let puzzle = &puzzles("norvig_top95.txt")[40];
    assert!(puzzle.to_line().starts_with("...5.1....9....8...6...."));
    let counts = oracle(puzzle, false, 1);
    assert_eq!(
        (counts.placements, counts.undos, counts.solutions),
        (116_038_117, 116_038_053, 1)
    );
}
