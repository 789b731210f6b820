//! A CSV table laid out as Kaggle's "1 million sudoku" (`quizzes,solutions`, 81 digits a
//! field, 0 for an empty cell), made on the fly to any size: the dataset's first puzzle with
//! its only solution, the digits renamed row by row (a renaming of a puzzle with one solution
//! has one solution, renamed the same way), and every [`WRONG_EVERY`]th row given a wrong
//! solution (1 and 2 swapped in it) for `check` to find. `tests/it/stream.rs` and
//! `examples/big_csv.rs` include this file by path.
#![allow(dead_code)]

use std::io::{self, Write};

/// The dataset's first puzzle.
pub const PUZZLE: &str =
    "004300209005009001070060043006002087190007400050083000600000105003508690042910300";

/// Its only solution.
pub const SOLUTION: &str =
    "864371259325849761971265843436192587198657432257483916689734125713528694542916378";

/// The header line.
pub const HEADER: &str = "quizzes,solutions";

/// Every this many rows, the last has a wrong solution.
pub const WRONG_EVERY: u64 = 1000;

/// Whether row `n` (from 0) has a wrong solution.
pub fn wrong(n: u64) -> bool {
    n % WRONG_EVERY == WRONG_EVERY - 1
}

/// The renaming of the digits 1 to 9 that row `n` uses: the `n`th permutation (of 9!), in
/// the factorial number system.
fn renaming(n: u64) -> [u8; 10] {
    let mut left: Vec<u8> = (1..=9).collect();
    let mut rest = n % 362_880;
    let mut names = [0u8; 10];
    for (digit, base) in (1..=9).zip((1..=9u64).rev()) {
        let factorial: u64 = (1..base).product();
        let k = (rest / factorial) as usize;
        rest %= factorial;
        names[digit] = left.remove(k);
    }
    names
}

/// Row `n` of the table, without its line ending: the renamed puzzle and its renamed
/// solution (or the wrong one).
pub fn row(n: u64) -> String {
    let mut names = renaming(n);
    let rename = |line: &str, names: &[u8; 10]| -> String {
        line.bytes()
            .map(|b| match b {
                b'0' => '0',
                d => char::from(b'0' + names[usize::from(d - b'0')]),
            })
            .collect()
    };
    let puzzle = rename(PUZZLE, &names);
    if wrong(n) {
        let (one, two) = (
            names.iter().position(|&d| d == 1),
            names.iter().position(|&d| d == 2),
        );
        if let (Some(one), Some(two)) = (one, two) {
            names.swap(one, two);
        }
    }
    format!("{puzzle},{}", rename(SOLUTION, &names))
}

/// Writes the header and rows to `out` until at least `bytes` bytes are written; returns how
/// many rows.
pub fn write_table(out: &mut impl Write, bytes: u64) -> io::Result<u64> {
    let mut written = HEADER.len() as u64 + 1;
    writeln!(out, "{HEADER}")?;
    let mut rows = 0;
    while written < bytes {
        let line = row(rows);
        writeln!(out, "{line}")?;
        written += line.len() as u64 + 1;
        rows += 1;
    }
    Ok(rows)
}

/// Whether `solution` is a full, valid grid that keeps every given of `puzzle`: checked
/// here, without stepdoku.
pub fn solves(puzzle: &str, solution: &str) -> bool {
    let (p, s) = (puzzle.as_bytes(), solution.as_bytes());
    let keeps = p.len() == 81
        && s.len() == 81
        && p.iter()
            .zip(s)
            .all(|(&g, &d)| g == b'0' || g == b'.' || g == d);
    let units = (0..9).flat_map(|k| {
        let row: Vec<usize> = (0..9).map(|i| 9 * k + i).collect();
        let column: Vec<usize> = (0..9).map(|i| 9 * i + k).collect();
        let boxed: Vec<usize> = (0..9)
            .map(|i| 27 * (k / 3) + 3 * (k % 3) + 9 * (i / 3) + i % 3)
            .collect();
        [row, column, boxed]
    });
    keeps
        && units.into_iter().all(|unit| {
            let mut seen: Vec<u8> = unit.iter().map(|&i| s[i]).collect();
            seen.sort_unstable();
            seen == b"123456789"
        })
}
