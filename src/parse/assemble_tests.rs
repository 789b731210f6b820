//! Recovery from bad puzzles among good ones: a stray line before a block, grids written as
//! code that are a number or a row short, brackets left open, bytes that are not UTF-8.

use super::assemble::entries;

const ROWS: &str = "003020600\n900305001\n001806400\n008102900\n700000008\n\
                    006708200\n002609500\n800203009\n005010300\n";
const LINE: &str =
    "003020600900305001001806400008102900700000008006708200002609500800203009005010300";

/// Each entry as `(line, Ok(first row) | Err(message))`.
fn read(text: &str) -> Vec<(usize, Result<String, String>)> {
    entries(text)
        .into_iter()
        .map(|entry| match entry {
            Ok(p) => (p.line, Ok(p.to_line()[..9].replace('.', "0"))),
            Err(bad) => (bad.line, Err(bad.error.to_string())),
        })
        .collect()
}

fn good() -> Result<String, String> {
    Ok("003020600".into())
}

fn bad(message: &str) -> Result<String, String> {
    Err(message.into())
}

#[test]
fn a_stray_line_before_a_block_is_one_bad_puzzle_and_the_block_is_read() {
    for (stray, why) in [
        ("Puzzle 1", "line 1, column 1: unexpected character 'P'"),
        ("hello world", "line 1, column 1: unexpected character 'h'"),
        ("Sudoku #3", "line 1, column 1: unexpected character 'S'"),
        ("12345678", "line 1: 8 cells in a row, expected 9"),
        ("1234567890123", "line 1: 13 cells in a row, expected 9"),
    ] {
        let text = format!("{stray}\n{ROWS}{LINE}\n");
        assert_eq!(
            read(&text),
            [(1, bad(why)), (2, good()), (11, good())],
            "{stray}"
        );
    }
    // two stray lines: each a bad puzzle of its own
    let text = format!("hello\nworld\n{ROWS}");
    assert_eq!(
        read(&text),
        [
            (1, bad("line 1, column 1: unexpected character 'h'")),
            (2, bad("line 2, column 1: unexpected character 'w'")),
            (3, good())
        ]
    );
}

#[test]
fn a_bad_first_row_still_fails_its_own_block_as_one() {
    // eight rows after it, then a blank line: it was the block's first row
    let rows: Vec<&str> = ROWS.lines().collect();
    let text = format!("00302x600\n{}\n\n{LINE}\n", rows[1..].join("\n"));
    assert_eq!(
        read(&text),
        [
            (1, bad("line 1, column 6: unexpected character 'x'")),
            (11, good())
        ]
    );
    // and a block cut short after a stray line is one bad puzzle too
    let text = format!("hello\n{}\n\n{LINE}\n", rows[..3].join("\n"));
    assert_eq!(
        read(&text),
        [
            (1, bad("line 1, column 1: unexpected character 'h'")),
            (6, good())
        ]
    );
}

/// `grids` (each 81 digits) as pretty-printed JSON: an array of grids of rows, a number a
/// line, with `cut(grid, row)` deciding how many numbers each row keeps.
fn pretty_json(grids: &[&str], cut: impl Fn(usize, usize) -> usize) -> String {
    let mut text = String::from("[\n");
    for (g, grid) in grids.iter().enumerate() {
        text.push_str("  [\n");
        for r in 0..9 {
            let row: Vec<String> = grid[r * 9..r * 9 + 9]
                .chars()
                .chain("0".chars().cycle())
                .take(cut(g, r))
                .map(|c| format!("      {c}"))
                .collect();
            let comma = if r < 8 { "," } else { "" };
            text.push_str(&format!("    [\n{}\n    ]{comma}\n", row.join(",\n")));
        }
        let comma = if g + 1 < grids.len() { "," } else { "" };
        text.push_str(&format!("  ]{comma}\n"));
    }
    text.push_str("]\n");
    text
}

#[test]
fn each_grid_of_a_json_array_is_one_puzzle_whatever_its_count() {
    let grids = [LINE; 4];
    let whole = pretty_json(&grids, |_, _| 9);
    let lines: Vec<usize> = read(&whole).iter().map(|(line, _)| *line).collect();
    assert_eq!(lines, [2, 103, 204, 305]);
    assert!(read(&whole).iter().all(|(_, found)| *found == good()));
    // grid 1's fifth row a number short: grid 1 is bad, named by its line, and the other
    // three are read as they are
    let short = pretty_json(&grids, |g, r| if (g, r) == (0, 4) { 8 } else { 9 });
    assert_eq!(
        read(&short),
        [
            (2, bad("line 47: 8 cells in a row, expected 9")),
            (102, good()),
            (203, good()),
            (304, good()),
        ]
    );
    // rows of 8 and 10 adding up to 81 are no grid either
    let uneven = pretty_json(&grids[..1], |_, r| match r {
        2 => 8,
        3 => 10,
        _ => 9,
    });
    assert_eq!(
        read(&uneven),
        [(2, bad("line 25: 8 cells in a row, expected 9"))]
    );
}

#[test]
fn grids_a_line_each_keep_their_places() {
    let row = |r: usize| {
        format!(
            "[{}]",
            LINE[r * 9..r * 9 + 9]
                .chars()
                .map(String::from)
                .collect::<Vec<_>>()
                .join(",")
        )
    };
    let grid = |rows: usize| {
        format!(
            "[{}]",
            (0..rows).map(|r| row(r % 9)).collect::<Vec<_>>().join(",")
        )
    };
    let odd = grid(9).replacen("3", "1.5", 1);
    let text = format!(
        "{}\n{}\n{odd}\n{}\n[{}]\n",
        grid(9),
        grid(10),
        grid(9),
        LINE.chars()
            .map(String::from)
            .collect::<Vec<_>>()
            .join(", ")
    );
    assert_eq!(
        read(&text),
        [
            (1, good()),
            (2, bad("line 2: grid has 10 rows, expected 9")),
            (3, bad("line 3, column 8: unexpected character '.'")),
            (4, good()),
            (5, good()),
        ]
    );
    // a flat array a number short, and a number above 9 placed at its first digit
    let flat = format!(
        "[{}]\n[5, 11, {}]\n",
        &LINE[..80]
            .chars()
            .map(String::from)
            .collect::<Vec<_>>()
            .join(","),
        LINE[2..]
            .chars()
            .map(String::from)
            .collect::<Vec<_>>()
            .join(",")
    );
    assert_eq!(
        read(&flat),
        [
            (1, bad("line 1: 80 cells, expected 81")),
            (
                2,
                bad("line 2, column 5: number 11 is no cell (cells are 0 to 9)")
            ),
        ]
    );
}

#[test]
fn brackets_left_open_do_not_take_the_puzzles_after_them() {
    let whole = pretty_json(&[LINE], |_, _| 9);
    let cut: Vec<&str> = whole.lines().take(40).collect();
    let text = format!("{}\n{LINE}\n{LINE} second\n", cut.join("\n"));
    assert_eq!(
        read(&text),
        [
            (1, bad("line 1: 31 cells, expected 81")),
            (41, good()),
            (42, good())
        ]
    );
}
