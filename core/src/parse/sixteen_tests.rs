//! Lines of 16 cells: 4×4 puzzles, one a line, in any number, and the rows of a 16×16 when
//! 16 of them come back to back with a digit above 4 among them; `--grid 4` and `--grid 16`
//! decide for them; and the errors that name `--grid 4`.

use super::assemble::{entries, entries_at};
use super::{Entry, Forced};
use crate::sudoku::{Shape, digit_char};

fn side(n: usize) -> Option<Forced> {
    let shape = Shape::of_side(n).unwrap();
    let (grid, boxes) = (true, false);
    Some(Forced { shape, grid, boxes })
}

fn chars(cells: &[u8]) -> String {
    cells
        .iter()
        .map(|&d| if d == 0 { '.' } else { digit_char(d) })
        .collect()
}

/// Each entry's side, or its error's words.
fn sides(entries: &[Entry]) -> Vec<Result<usize, String>> {
    entries
        .iter()
        .map(|entry| match entry {
            Ok(p) => Ok(p.shape.side()),
            Err(bad) => Err(bad.error.to_string()),
        })
        .collect()
}

/// A 4×4 puzzle with one solution ([`one_solution`] counts it) and four givens, one a row,
/// with the digits 1 to 4: r1c1 1, r2c2 2, r3c1 3, r4c3 4.
const GIVENS: [(usize, usize, u8); 4] = [(0, 0, 1), (1, 1, 2), (2, 0, 3), (3, 2, 4)];

/// Sixteen 4×4 puzzles, each [`GIVENS`] with its columns swapped by one of the four
/// permutations that keep a 4×4's boxes ((01)(23), (02)(13), (03)(12) and none) and its
/// digits shifted: each has one solution, and together, one a line, they read as a 16×16
/// without a conflict. Band `b` (lines 4b to 4b+3) takes the `b`-th permutation, so each
/// column of the 16×16 is given in one band only; line `k` of a band shifts every digit by
/// `k`, so that column holds four different digits; one given in each row of a 4×4 puts one
/// in each box of the 16×16's band. Each 4×4 holds 1 to 4 once: no row conflicts either.
fn latin_sixteen() -> Vec<Vec<u8>> {
    let mut lines = Vec::new();
    for band in 0..4 {
        for k in 0..4 {
            let mut cells = vec![0u8; 16];
            for (row, col, digit) in GIVENS {
                cells[4 * row + (col ^ band)] = (digit - 1 + k) % 4 + 1;
            }
            lines.push(cells);
        }
    }
    lines
}

/// How many solutions the 4×4 puzzle `cells` has, counted by trying every digit in every
/// empty cell (a search of its own, not stepdoku's).
fn one_solution(cells: &[u8]) -> bool {
    fn count(cells: &mut [u8; 16]) -> usize {
        let Some(at) = cells.iter().position(|&d| d == 0) else {
            return 1;
        };
        let (row, col) = (at / 4, at % 4);
        let mut found = 0;
        for digit in 1..=4 {
            let clash = (0..16).any(|k| {
                let (r, c) = (k / 4, k % 4);
                let shares = r == row || c == col || (r / 2 == row / 2 && c / 2 == col / 2);
                shares && cells[k] == digit
            });
            if !clash {
                cells[at] = digit;
                found += count(cells);
                cells[at] = 0;
            }
        }
        found
    }
    let mut cells: [u8; 16] = cells.try_into().unwrap();
    count(&mut cells) == 1
}

/// Whether `lines`, one a row, are a 16×16 without two equal givens in a row, a column or
/// a 4×4 box.
fn reads_as_a_16x16_without_conflict(lines: &[Vec<u8>]) -> bool {
    let at = |r: usize, c: usize| lines[r][c];
    let clash = |cells: Vec<u8>| {
        let given: Vec<u8> = cells.into_iter().filter(|&d| d != 0).collect();
        (1..=16).any(|d| given.iter().filter(|&&g| g == d).count() > 1)
    };
    let rows = (0..16).map(|r| (0..16).map(|c| at(r, c)).collect());
    let cols = (0..16).map(|c| (0..16).map(|r| at(r, c)).collect());
    let boxes = (0..16).map(|b| {
        (0..16)
            .map(|k| at(b / 4 * 4 + k / 4, b % 4 * 4 + k % 4))
            .collect()
    });
    !rows.chain(cols).chain(boxes).any(clash)
}

/// A valid 16×16 puzzle, a row a line: a full grid of shifted rows with cells emptied.
fn big_rows() -> Vec<String> {
    (0..16)
        .map(|row| {
            let cells: Vec<u8> = (0..16)
                .map(|col| match (row + col) % 3 {
                    0 => 0,
                    _ => (((row % 4) * 4 + row / 4 + col) % 16 + 1) as u8,
                })
                .collect();
            chars(&cells)
        })
        .collect()
}

#[test]
fn sixteen_real_4x4_puzzles_can_read_as_a_16x16_without_conflict() {
    // so no reading that asks only whether 16 lines conflict as a 16x16 tells them apart
    let lines = latin_sixteen();
    assert!(lines.iter().all(|cells| one_solution(cells)));
    assert!(reads_as_a_16x16_without_conflict(&lines));
    // but no 4x4 holds a digit above 4: they are sixteen 4x4 puzzles
    let text: Vec<String> = lines.iter().map(|cells| chars(cells)).collect();
    let read = entries(&text.join("\n"));
    assert_eq!(sides(&read), vec![Ok(4); 16]);
    for (puzzle, cells) in read.iter().zip(&lines) {
        assert_eq!(&puzzle.as_ref().unwrap().digits, cells);
    }
    // with --grid 16 they are one 16x16, as asked
    assert_eq!(sides(&entries_at(&text.join("\n"), side(16))), [Ok(16)]);
}

#[test]
fn a_run_of_4x4_lines_of_any_length_is_4x4_puzzles() {
    let lines: Vec<String> = latin_sixteen().iter().map(|cells| chars(cells)).collect();
    for n in 1..=40 {
        let text: Vec<&str> = lines.iter().cycle().take(n).map(String::as_str).collect();
        for ending in ["\n", "\r\n"] {
            let read = entries(&text.join(ending));
            assert_eq!(sides(&read), vec![Ok(4); n], "{n}");
            let numbered: Vec<(usize, usize)> = read
                .iter()
                .map(|p| (p.as_ref().unwrap().index, p.as_ref().unwrap().line))
                .collect();
            assert_eq!(numbered, (1..=n).map(|k| (k, k)).collect::<Vec<_>>());
        }
    }
}

#[test]
fn sixteen_rows_with_a_digit_above_4_are_a_16x16_anywhere_in_a_run() {
    let small = chars(&latin_sixteen()[0]);
    let big = big_rows();
    // blocks back to back, and 4x4 lines after a block
    let text = [big.clone(), big.clone(), vec![small.clone(); 3]].concat();
    let shapes = sides(&entries(&text.join("\n")));
    assert_eq!(shapes, [Ok(16), Ok(16), Ok(4), Ok(4), Ok(4)]);
    // a comment or a rule between rows is no row
    let mut ruled = big.clone();
    ruled.insert(4, "# band 2".into());
    ruled.insert(9, "----------------".into());
    assert_eq!(sides(&entries(&ruled.join("\n"))), [Ok(16)]);
    // the digit above 4 may be in any of the 16 rows: here in the last only
    let mut late = vec![small.clone(); 15];
    late.push(big[0].clone());
    let read = entries(&late.join("\n"));
    assert_eq!(read.len(), 1);
    assert!(sides(&read)[0].as_ref().unwrap_err().contains("--grid 4"));
    // fifteen lines are no block: each is a 4x4, with digits too large
    let fifteen = entries(&big[..15].join("\n"));
    assert_eq!(fifteen.len(), 15);
    assert_eq!(
        sides(&fifteen)[0],
        Err(
            "line 1, column 5: 5 is not a digit of a 4x4 puzzle (digits 1 to 4); its 16 cells \
             make it a 4x4"
                .into()
        )
    );
}

#[test]
fn a_slip_in_a_file_of_4x4_lines_names_grid_4() {
    let mut lines = vec![chars(&latin_sixteen()[0]); 20];
    // line 20's 1 typed as a 5: the 16 lines up to it read as a 16x16, which conflicts
    lines[19] = lines[19].replacen('1', "5", 1);
    let read = entries(&lines.join("\n"));
    let shapes = sides(&read);
    assert_eq!(shapes.len(), 5);
    assert_eq!(&shapes[..4], vec![Ok(4); 4]);
    let said = shapes[4].as_ref().unwrap_err();
    assert!(
        said.starts_with("line 5: conflicting givens: r1c"),
        "{said}"
    );
    assert!(
        said.ends_with(
            ", in 16 lines of 16 cells read as one 16x16 puzzle; --grid 4 reads each line as a \
             4x4 puzzle"
        ),
        "{said}"
    );
    // --grid 4 reads each line as a 4x4: only the slip fails, in its place
    let read = entries_at(&lines.join("\n"), side(4));
    let shapes = sides(&read);
    assert_eq!(&shapes[..19], vec![Ok(4); 19]);
    let column = lines[19].find('5').unwrap() + 1;
    assert_eq!(
        shapes[19],
        Err(format!(
            "line 20, column {column}: 5 is not a digit of a 4x4 puzzle (digits 1 to 4); its \
             16 cells make it a 4x4"
        ))
    );
}

#[test]
fn grid_4_reads_every_16_cell_line_as_a_4x4_and_grid_16_every_16_rows_as_a_16x16() {
    let big = big_rows().join("\n");
    // a real 16x16's rows under --grid 4: sixteen 4x4 lines, each with digits too large
    let read = entries_at(&big, side(4));
    assert_eq!(read.len(), 16);
    assert!(
        read.iter()
            .all(|e| e.as_ref().unwrap_err().error.line().is_some())
    );
    // a 16x16 with only digits 1 to 4 (a blank one) under --grid 16, and not without it
    let blank = vec![".".repeat(16); 16].join("\n");
    assert_eq!(sides(&entries_at(&blank, side(16))), [Ok(16)]);
    assert_eq!(sides(&entries(&blank)), vec![Ok(4); 16]);
    // another forced side: the lines are read as without it, and each is of another size
    let read = entries_at(&blank, side(9));
    assert_eq!(
        sides(&read)[0],
        Err("line 1: 16 cells, --grid 9 reads 81".into())
    );
    // conflicting givens of a 16x16 asked for with --grid 16, or drawn with a rule between
    // bands, are those of a puzzle, as at any size: no word of --grid 4
    let mut clash = big_rows();
    let second = clash[0][1..2].to_string();
    clash[0].replace_range(0..1, &second);
    let read = entries_at(&clash.join("\n"), side(16));
    assert_eq!(sides(&read), [Ok(16)]);
    clash.insert(4, "----------------".into());
    assert_eq!(sides(&entries(&clash.join("\n"))), [Ok(16)]);
    clash.remove(4);
    let said = sides(&entries(&clash.join("\n")))[0].clone().unwrap_err();
    assert!(
        said.contains("conflicting givens: r1c1 and r1c2 both hold "),
        "{said}"
    );
}

#[test]
fn rows_of_code_of_16_numbers_follow_the_same_rule() {
    let code = |cells: &[u8]| {
        let numbers: Vec<String> = cells.iter().map(u8::to_string).collect();
        format!("[{}]", numbers.join(", "))
    };
    let small: Vec<String> = latin_sixteen().iter().map(|cells| code(cells)).collect();
    assert_eq!(sides(&entries(&small.join("\n"))), vec![Ok(4); 16]);
    let big: Vec<String> = big_rows()
        .iter()
        .map(|row| {
            let cells: Vec<u8> = row
                .chars()
                .map(|c| crate::sudoku::digit_of(c).unwrap_or(0))
                .collect();
            code(&cells)
        })
        .collect();
    assert_eq!(sides(&entries(&big.join("\n"))), [Ok(16)]);
    assert_eq!(sides(&entries_at(&big.join("\n"), side(4))).len(), 16);
    // comma-separated lines without brackets: with --grid 4 each is a 4x4
    let bare: Vec<String> = small
        .iter()
        .map(|row| row.replace(['[', ']'], ""))
        .collect();
    let read = entries_at(&bare[..3].join("\n"), side(4));
    assert_eq!(sides(&read), vec![Ok(4); 3]);
    assert_eq!(read[2].as_ref().unwrap().digits, latin_sixteen()[2]);
    // and so is a spreadsheet's row of 16 fields, an empty field an empty cell
    let sheet: Vec<String> = latin_sixteen()[..3]
        .iter()
        .map(|cells| {
            let fields: Vec<String> = cells
                .iter()
                .map(|&d| if d == 0 { String::new() } else { d.to_string() })
                .collect();
            fields.join(",")
        })
        .collect();
    let read = entries_at(&sheet.join("\n"), side(4));
    assert_eq!(sides(&read), vec![Ok(4); 3]);
    assert_eq!(read[1].as_ref().unwrap().digits, latin_sixteen()[1]);
}
