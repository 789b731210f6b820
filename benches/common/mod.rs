//! Puzzles and baseline solvers shared by the benchmarks.
#![allow(dead_code)]

use stepdoku::sudoku::{NineBoard, validate};

#[path = "../../tests/support/fixtures.rs"]
mod fixtures;

// each benchmark uses some of these: norvig_top95 #41 (row-major 116,038,117 placements, 232
// million events) and norvig_hardest11 #1 (row-major 335,637 placements)
#[allow(unused_imports)]
pub use fixtures::{P41 as TOP95_41, P85 as HARDEST_1};

/// The grid of an 81-character line.
pub fn grid(line: &str) -> NineBoard {
    let digits: Vec<u8> = line
        .chars()
        .map(|c| c.to_digit(10).unwrap_or(0) as u8)
        .collect();
    validate(&digits.try_into().expect("81 cells")).expect("valid givens")
}

/// The repository's root: the benches' package is its `benches/` folder, and the examples
/// that compile this file in are the root package.
pub fn repo() -> String {
    let package = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    match package.ends_with("benches") {
        true => package.parent().expect("benches/ has a parent"),
        false => package,
    }
    .display()
    .to_string()
}

/// The first `n` puzzles of a bundled one-per-line file.
pub fn puzzles(file: &str, n: usize) -> Vec<NineBoard> {
    let path = format!("{}/puzzles/{file}", repo());
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
    text.lines()
        .filter(|l| !l.starts_with('#') && l.len() >= 81)
        .take(n)
        .map(|l| grid(&l[..81]))
        .collect()
}

/// A plain recursive bitmask solver: the reference speed for the identical search.
pub struct Baseline {
    cells: [u8; 81],
    rows: [u16; 9],
    cols: [u16; 9],
    boxes: [u16; 9],
    /// Digits written.
    pub placements: u64,
    /// Digits taken back.
    pub undos: u64,
}

const fn unit(i: usize) -> (usize, usize, usize) {
    (i / 9, i % 9, (i / 27) * 3 + (i % 9) / 3)
}

impl Baseline {
    /// Loads a grid.
    pub fn new(grid: &NineBoard) -> Baseline {
        let mut b = Baseline {
            cells: [0; 81],
            rows: [0; 9],
            cols: [0; 9],
            boxes: [0; 9],
            placements: 0,
            undos: 0,
        };
        for (i, &d) in grid.digits().iter().enumerate() {
            if d != 0 {
                b.set(i, d);
            }
        }
        b
    }

    #[inline(always)]
    fn legal(&self, i: usize) -> u16 {
        let (r, c, x) = unit(i);
        !(self.rows[r] | self.cols[c] | self.boxes[x]) & 0x3FE
    }

    #[inline(always)]
    fn set(&mut self, i: usize, d: u8) {
        let (r, c, x) = unit(i);
        self.cells[i] = d;
        self.rows[r] |= 1 << d;
        self.cols[c] |= 1 << d;
        self.boxes[x] |= 1 << d;
    }

    #[inline(always)]
    fn unset(&mut self, i: usize, d: u8) {
        let (r, c, x) = unit(i);
        self.cells[i] = 0;
        self.rows[r] &= !(1 << d);
        self.cols[c] &= !(1 << d);
        self.boxes[x] &= !(1 << d);
    }

    /// Tries each legal digit of cell `i` in increasing order, going `deeper` after each;
    /// true as soon as a deeper search succeeds.
    #[inline(always)]
    fn try_digits(&mut self, i: usize, mut deeper: impl FnMut(&mut Self) -> bool) -> bool {
        let mut cand = self.legal(i);
        while cand != 0 {
            let d = cand.trailing_zeros() as u8;
            cand &= cand - 1;
            self.set(i, d);
            self.placements += 1;
            if deeper(self) {
                return true;
            }
            self.unset(i, d);
            self.undos += 1;
        }
        false
    }

    /// Row-major search from cell `from`, digits up, stopping at the first solution.
    pub fn row_major(&mut self, from: usize) -> bool {
        let Some(i) = (from..81).find(|&i| self.cells[i] == 0) else {
            return true;
        };
        self.try_digits(i, |b| b.row_major(i + 1))
    }

    /// MRV search that rescans all 81 cells at every step (ties to the lowest index).
    pub fn mrv_rescan(&mut self) -> bool {
        let mut best: Option<(usize, u32)> = None;
        for i in 0..81 {
            if self.cells[i] == 0 {
                let k = self.legal(i).count_ones();
                if best.is_none_or(|(_, bk)| k < bk) {
                    best = Some((i, k));
                }
            }
        }
        let Some((i, _)) = best else { return true };
        self.try_digits(i, Self::mrv_rescan)
    }
}
