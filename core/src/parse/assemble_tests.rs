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

/// The rows of [`ROWS`] as code: each row's cells joined by `separator`.
fn code_rows(separator: &str) -> Vec<String> {
    ROWS.lines()
        .map(|row| {
            row.chars()
                .map(String::from)
                .collect::<Vec<_>>()
                .join(separator)
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
    // a stray line before a block cut short: the line, then the short block
    let text = format!("hello\n{}\n\n{LINE}\n", rows[..3].join("\n"));
    assert_eq!(
        read(&text),
        [
            (1, bad("line 1, column 1: unexpected character 'h'")),
            (2, bad("line 2: block has 3 rows, expected 9")),
            (6, good())
        ]
    );
    // blocks back to back, the first one's first row bad: the rows after it make whole
    // blocks only with it, so it is that block's first row, and the next block is read
    let second = "030050040\n008010500\n460000012\n070502080\n000603000\n\
                  040109030\n250000098\n001020600\n080060020\n";
    let text = format!("x{}{second}", &ROWS[1..]);
    assert_eq!(
        read(&text),
        [
            (1, bad("line 1, column 1: unexpected character 'x'")),
            (10, Ok("030050040".into()))
        ]
    );
}

#[test]
fn comma_separated_rows_with_a_stray_token_are_one_bad_puzzle() {
    let csv = code_rows(",");
    for bad_row in [0, 4] {
        let mut rows = csv.clone();
        rows[bad_row].replace_range(0..1, "z");
        let text = format!("{}\n{LINE}\n", rows.join("\n"));
        let line = bad_row + 1;
        assert_eq!(
            read(&text),
            [
                (
                    1,
                    bad(&format!("line {line}, column 1: unexpected character 'z'"))
                ),
                (10, good())
            ],
            "row {line}"
        );
    }
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
    // rows of 8 and 10 adding up to 81 are no grid either (alone in its list, the grid
    // is the list's one puzzle, named by the list's line)
    let uneven = pretty_json(&grids[..1], |_, r| match r {
        2 => 8,
        3 => 10,
        _ => 9,
    });
    assert_eq!(
        read(&uneven),
        [(1, bad("line 25: 8 cells in a row, expected 9"))]
    );
    // a bracket missing after a row, or a row of 27 numbers: still one bad grid, and the
    // grids after it in their places
    let text = pretty_json(&grids, |_, _| 9);
    let mut lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines[45], "    ],");
    lines.remove(45); // the fourth row of grid 1 never closes
    let found = read(&lines.join("\n"));
    assert_eq!(found.len(), 4, "{found:?}");
    // row 4 opens at line 36 (each row takes 11 lines from line 3) and, never closed, takes
    // rows 4 to 9 until the grid's bracket: 6 rows of 9
    assert_eq!(
        found[0].1,
        bad("line 36: 54 cells: stepdoku reads 16, 36, 64, 81, 144 or 256")
    );
    assert!(found[1..].iter().all(|(_, f)| *f == good()));
    let row27 = format!(
        "[[{}], [0,5,0,0,0,0,0,0,9]]\n{LINE}\n",
        vec!["0"; 27].join(",")
    );
    assert_eq!(
        read(&row27),
        [
            (1, bad("line 1: 27 cells in a row, expected 9")),
            (2, good())
        ]
    );
}

#[test]
fn comma_separated_puzzles_back_to_back_keep_their_places() {
    let csv = code_rows(",");
    for (change, why) in [
        (
            ",0",
            "line 10: 80 cells: stepdoku reads 16, 36, 64, 81, 144 or 256",
        ),
        (
            ",0,0",
            "line 10: 82 cells: stepdoku reads 16, 36, 64, 81, 144 or 256",
        ),
    ] {
        let mut second = csv.clone();
        if change == ",0" {
            let keep = second[4].len() - 2;
            second[4].truncate(keep);
        } else {
            second[4].push_str(",0");
        }
        let text = format!(
            "{}\n{}\n{}\n",
            csv.join("\n"),
            second.join("\n"),
            csv.join("\n")
        );
        assert_eq!(
            read(&text),
            [(1, good()), (10, bad(why)), (19, good())],
            "{change}"
        );
    }
}

#[test]
fn a_short_array_among_grids_is_a_bad_grid_in_its_place() {
    let flat = |cells: &str| {
        let numbers: Vec<String> = cells.chars().map(String::from).collect();
        format!("[{}]", numbers.join(","))
    };
    let grid = flat(LINE);
    for (text, at) in [
        (format!("[{grid},\n [1,2,3],\n {grid}]\n"), 2),
        (format!("[[1,2,3],\n {grid},\n {grid}]\n"), 1),
        (format!("[{grid},\n {grid},\n [1,2,3]]\n"), 3),
    ] {
        let found = read(&text);
        assert_eq!(found.len(), 3, "{text}");
        for (k, (line, result)) in found.iter().enumerate() {
            assert_eq!(*line, k + 1, "{text}");
            if k + 1 == at {
                assert_eq!(
                    *result,
                    bad(&format!(
                        "line {line}: 3 cells: stepdoku reads 16, 36, 64, 81, 144 or 256"
                    ))
                );
            } else {
                assert_eq!(*result, good(), "{text}");
            }
        }
    }
    // comma-separated rows a cell short, then a bracketed grid: two puzzles
    let csv = code_rows(",");
    let text = format!("{}\n{grid}\n", &csv.join(",\n")[2..]);
    assert_eq!(
        read(&text),
        [
            (
                1,
                bad("line 1: 80 cells: stepdoku reads 16, 36, 64, 81, 144 or 256")
            ),
            (10, good())
        ]
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
            (
                1,
                bad("line 1: 80 cells: stepdoku reads 16, 36, 64, 81, 144 or 256")
            ),
            (
                2,
                bad("line 2, column 5: 11 is not a digit of a 9x9 puzzle (digits 1 to 9)")
            ),
        ]
    );
}

#[test]
fn a_grid_whose_last_bracket_is_missing_is_bad_and_the_next_puzzle_is_read() {
    let whole = pretty_json(&[LINE], |_, _| 9);
    // the grid's own closing bracket and the list's are gone: its 81 cells are there
    let lines: Vec<&str> = whole.lines().collect();
    assert_eq!(lines[lines.len() - 2..], ["  ]", "]"]);
    let text = format!("{}\n{LINE}\n", lines[..lines.len() - 2].join("\n"));
    assert_eq!(
        read(&text),
        [(1, bad("line 1: a bracket left open")), (102, good())]
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
            (
                1,
                bad("line 1: 31 cells: stepdoku reads 16, 36, 64, 81, 144 or 256")
            ),
            (41, good()),
            (42, good())
        ]
    );
}

#[test]
fn a_title_before_many_blocks_back_to_back_leaves_them_all_in_place() {
    let text = format!("Puzzles from 2023-01-15\n{}", ROWS.repeat(10));
    let found = read(&text);
    assert_eq!(found.len(), 11, "{found:?}");
    assert_eq!(
        found[0],
        (1, bad("line 1, column 1: unexpected character 'P'"))
    );
    for (k, entry) in found[1..].iter().enumerate() {
        assert_eq!(*entry, (2 + 9 * k, good()));
    }
    // a first row of twelve cells, and a fifth row of twelve in the next block: each block
    // one bad puzzle, and the good block after them read as it is
    let rows: Vec<&str> = ROWS.lines().collect();
    let mut first = rows.clone();
    let long = format!("{}000", rows[0]);
    first[0] = &long;
    let mut second = rows.clone();
    let long5 = format!("{}000", rows[4]);
    second[4] = &long5;
    let text = format!("{}\n{}\n{ROWS}", first.join("\n"), second.join("\n"));
    assert_eq!(
        read(&text),
        [
            (1, bad("line 1: 12 cells in a row, expected 9")),
            (10, bad("line 14: 12 cells in a row, expected 9")),
            (19, good())
        ]
    );
}

#[test]
fn a_header_of_comma_separated_names_is_no_row_of_cells() {
    let csv = code_rows(",");
    let text = format!("c1,c2,c3,c4,c5,c6,c7,c8,c9\n{}\n", csv.join("\n"));
    assert_eq!(
        read(&text),
        [
            (1, bad("line 1, column 1: unexpected character 'c'")),
            (2, good())
        ]
    );
}

#[test]
fn a_bad_one_line_puzzle_ends_an_open_block_or_open_brackets() {
    let rows: Vec<&str> = ROWS.lines().collect();
    let text = format!("{}\n{}\n{LINE}\n", rows[..8].join("\n"), &LINE[..80]);
    assert_eq!(
        read(&text),
        [
            (1, bad("line 1: block has 8 rows, expected 9")),
            (
                9,
                bad("line 9: 80 cells: stepdoku reads 16, 36, 64, 81, 144 or 256")
            ),
            (10, good())
        ]
    );
    let text = format!("grid = [[0, 0, 3,\n{}\n{LINE}\n", &LINE[..80]);
    assert_eq!(
        read(&text),
        [
            (
                1,
                bad("line 1: 3 cells: stepdoku reads 16, 36, 64, 81, 144 or 256")
            ),
            (
                2,
                bad("line 2: 80 cells: stepdoku reads 16, 36, 64, 81, 144 or 256")
            ),
            (3, good())
        ]
    );
}

#[test]
fn code_as_people_write_it_is_read() {
    let rows = code_rows(", ");
    let java = format!(
        "int[][] grid = new int[][] {{\n{}\n}};\n",
        rows.iter()
            .map(|r| format!("    {{{r}}},"))
            .collect::<Vec<_>>()
            .join("\n")
    );
    let python = format!(
        "grid = [\n{}\n]  # puzzle 1\n",
        rows.iter()
            .enumerate()
            .map(|(k, r)| format!("    [{r}],  # row {}", k + 1))
            .collect::<Vec<_>>()
            .join("\n")
    );
    let typescript = format!(
        "let grid: number[][] = [\n{}\n]; // the grid\n",
        rows.iter()
            .map(|r| format!("  [{r}],"))
            .collect::<Vec<_>>()
            .join("\n")
    );
    for text in [java, python, typescript] {
        assert_eq!(read(&text), [(1, good())], "{text}");
    }
}

#[test]
fn lines_cut_short_are_each_one_bad_puzzle() {
    // two one-line puzzles cut to 20 and 40 cells: neither is a row
    let text = format!("{LINE}\n{}\n{}\n{LINE}\n", &LINE[..20], &LINE[..40]);
    assert_eq!(
        read(&text),
        [
            (1, good()),
            (
                2,
                bad("line 2: 20 cells: stepdoku reads 16, 36, 64, 81, 144 or 256")
            ),
            (
                3,
                bad("line 3: 40 cells: stepdoku reads 16, 36, 64, 81, 144 or 256")
            ),
            (4, good())
        ]
    );
    // comma-separated rows cut in the middle of a row: one bad puzzle
    let csv = code_rows(",");
    let text = format!("{}\n0\n{LINE}\n", csv[..2].join("\n"));
    assert_eq!(
        read(&text),
        [
            (
                1,
                bad("line 1: 19 cells: stepdoku reads 16, 36, 64, 81, 144 or 256")
            ),
            (4, good())
        ]
    );
}

#[test]
fn more_code_as_people_write_it_is_read() {
    let rows = code_rows(", ");
    let braced = |open: &str, close: &str| {
        let body: Vec<String> = rows.iter().map(|r| format!("    {{{r}}},")).collect();
        format!("{open}\n{}\n{close}\n", body.join("\n"))
    };
    let bracketed = |open: &str, close: &str| {
        let body: Vec<String> = rows.iter().map(|r| format!("    [{r}],")).collect();
        format!("{open}\n{}\n{close}\n", body.join("\n"))
    };
    let numbers: Vec<String> = LINE.chars().map(String::from).collect();
    for text in [
        // comments inside and around the brackets, one a line of stars and digits
        braced(
            "// a grid\nint grid[9][9] = {\n    // ******************************",
            "};",
        ),
        braced(&format!("int grid[9][9] = {{\n    // from: {LINE}"), "};"),
        // types of every kind before the cells
        bracketed("let grid: [[u8; 9]; 9] = [", "];"),
        braced("int[,] grid = new int[,] {", "};"),
        braced("var grid = [9][9]int{", "}"),
        braced("grid := [9][9]int{", "}"),
        bracketed("const grid: Array<Array<number>> = [", "];"),
        bracketed("module.exports = [", "];"),
        bracketed("let grid = vec![", "];"),
        bracketed("<?php\n$grid = [", "];\n?>"),
        bracketed("puzzles['easy'] = [", "]"),
        bracketed("puzzles[\"easy\"] = [", "]"),
        // numpy prints a flat array 37 numbers a line, without commas
        format!(
            "[{}\n {}\n {}]\n",
            numbers[..37].join(" "),
            numbers[37..74].join(" "),
            numbers[74..].join(" ")
        ),
    ] {
        let found: Vec<_> = read(&text).into_iter().map(|(_, found)| found).collect();
        assert_eq!(found, [good()], "{text}");
    }
    // comma-separated rows with a comment and a rule between their bands
    let csv = code_rows(",");
    let text = format!(
        "{}\n# band 2\n{}\n------+------+------\n{}\n{LINE}\n",
        csv[..3].join("\n"),
        csv[3..6].join("\n"),
        csv[6..].join("\n")
    );
    assert_eq!(read(&text), [(1, good()), (12, good())]);
    // spreadsheets' separators: semicolons, `.` for an empty cell, `|` between boxes
    let dots: Vec<String> = code_rows(",").iter().map(|r| r.replace('0', ".")).collect();
    let pipes: Vec<String> = code_rows(",")
        .iter()
        .map(|r| format!("{} | {} | {}", &r[..5], &r[6..11], &r[12..]))
        .collect();
    for rows in [code_rows(";"), dots, pipes] {
        let text = format!(
            "{}
{LINE}
",
            rows.join("\n")
        );
        assert_eq!(read(&text), [(1, good()), (10, good())], "{text}");
    }
    // a label with `=` after a puzzle of digits is a label
    for label in ["rating=5", "SE=7.1", ":ER=1.2"] {
        let text = format!("{LINE}  {label}\n");
        assert_eq!(read(&text), [(1, good())], "{label}");
    }
}

/// The rows of [`ROWS`] each in brackets, as `print(row)` writes them in Python.
fn bracketed_rows(end: &str) -> Vec<String> {
    code_rows(", ")
        .into_iter()
        .map(|row| format!("[{row}]{end}"))
        .collect()
}

#[test]
fn a_grid_printed_a_row_in_brackets_a_line_is_one_puzzle() {
    for end in ["", ",", ";"] {
        let rows = bracketed_rows(end).join("\n");
        let text = format!("{rows}\n{LINE}\n\n{rows}\n");
        assert_eq!(
            read(&text),
            [(1, good()), (10, good()), (12, good())],
            "{end:?}"
        );
    }
    let braces = code_rows(",")
        .iter()
        .map(|row| format!("{{{row}}},"))
        .collect::<Vec<_>>();
    assert_eq!(read(&braces.join("\n")), [(1, good())]);
    // a row gone wrong fails its grid as one, and a stray row before a grid stands alone
    let mut rows = bracketed_rows(",");
    rows[3] = "[0, 0, 8, 1, 0, 2, 9, 0],".into();
    let text = format!("[1, 2, 3]\n{}\n{LINE}\n", rows.join("\n"));
    assert_eq!(
        read(&text),
        [
            (1, bad("line 1: 3 cells in a row, expected 9")),
            (2, bad("line 5: 8 cells in a row, expected 9")),
            (11, good())
        ]
    );
    rows[3] = "[0, 0, 8, 1, x, 2, 9, 0, 0],".into();
    assert_eq!(
        read(&rows.join("\n")),
        [(1, bad("line 4, column 14: unexpected character 'x'"))]
    );
}

/// One grid of [`ROWS`] as pretty-printed JSON, line by line.
fn json_lines() -> Vec<String> {
    let text = pretty_json(&[LINE], |_, _| 9);
    let lines: Vec<&str> = text.lines().collect();
    // without the brackets of the list around it
    lines[1..lines.len() - 1]
        .iter()
        .map(|l| l.to_string())
        .collect()
}

#[test]
fn a_grid_closed_early_by_a_bracket_is_one_bad_puzzle_with_its_rows() {
    // a bracket too many after the third row: the grid closes there, and its six other
    // rows follow in brackets of their own, then the grid's own closing bracket
    let mut lines = json_lines();
    lines.insert(1 + 3 * 11, "  ],".into());
    let text = format!("{LINE}\n{}\n{LINE}\n", lines.join("\n"));
    assert_eq!(
        read(&text),
        [
            (1, good()),
            (2, bad("line 2: grid has 3 rows, expected 9")),
            (lines.len() + 2, good())
        ]
    );
    // the fifth row's opening bracket lost: its numbers are the grid's own, and the
    // bracket after them closes it
    let mut lines = json_lines();
    lines.remove(1 + 4 * 11);
    let text = format!("{}\n{LINE}\n", lines.join("\n"));
    assert_eq!(
        read(&text),
        [
            (
                1,
                bad("line 1: 45 cells: stepdoku reads 16, 36, 64, 81, 144 or 256")
            ),
            (lines.len() + 1, good())
        ]
    );
    // the same with a row a line
    let rows = bracketed_rows(",");
    let text = format!(
        "[{}],\n{}\n]\n{LINE}\n",
        rows[..3].join(""),
        rows[3..].join("\n")
    );
    assert_eq!(
        read(&text),
        [(1, bad("line 1: grid has 3 rows, expected 9")), (9, good())]
    );
}

#[test]
fn a_short_grid_before_grids_written_a_row_a_line_keeps_them() {
    let rows = bracketed_rows(",");
    let text = format!(
        "[{}]\n{}\n{}\n",
        rows[..3].join(""),
        rows.join("\n"),
        rows.join("\n")
    );
    assert_eq!(
        read(&text),
        [
            (1, bad("line 1: grid has 3 rows, expected 9")),
            (2, good()),
            (11, good())
        ]
    );
}

#[test]
fn a_grid_of_a_list_closed_early_is_one_bad_puzzle_with_its_rows() {
    // the second grid of three closed after its fourth row, by a bracket too many
    let grid = |rows: &[String]| format!("[{}]", rows.join(", "));
    let rows: Vec<String> = code_rows(",").iter().map(|r| format!("[{r}]")).collect();
    // its own closing bracket moved up, or one bracket too many (which closes the list)
    for extra in ["", "]"] {
        let broken = format!("{}{extra}, {}", grid(&rows[..4]), rows[4..].join(", "));
        let text = format!(
            "[\n{},\n{broken}],\n{}\n]\n{LINE}\n",
            grid(&rows),
            grid(&rows)
        );
        assert_eq!(
            read(&text),
            [
                (2, good()),
                (3, bad("line 3: grid has 4 rows, expected 9")),
                (4, good()),
                (6, good())
            ],
            "{extra:?}"
        );
    }
}

#[test]
fn a_row_a_line_with_a_bracket_too_many_or_lost_fails_its_grid_as_one() {
    let mut rows = bracketed_rows("");
    rows[1].push(']');
    let text = format!("{}\n{LINE}\n", rows.join("\n"));
    assert_eq!(
        read(&text),
        [
            (1, bad("line 2: a closing bracket with none open")),
            (10, good())
        ]
    );
    let mut rows = bracketed_rows(",");
    rows[3].remove(0);
    let text = format!("{}\n{LINE}\n", rows.join("\n"));
    assert_eq!(
        read(&text),
        [
            (1, bad("line 4: a closing bracket with none open")),
            (10, good())
        ]
    );
}

#[test]
fn a_bad_first_token_of_spreadsheet_rows_fails_their_grid_as_one() {
    for separator in [";", ","] {
        let mut rows: Vec<String> = code_rows(separator)
            .iter()
            .map(|r| r.replace('0', "."))
            .collect();
        rows[3].replace_range(..1, "x");
        let text = format!("{}\n{LINE}\n", rows.join("\n"));
        assert_eq!(
            read(&text),
            [
                (1, bad("line 4, column 1: unexpected character 'x'")),
                (10, good())
            ],
            "{separator}"
        );
    }
}

#[test]
fn a_key_in_quotes_may_hold_anything() {
    let numbers = LINE
        .chars()
        .map(String::from)
        .collect::<Vec<_>>()
        .join(", ");
    for key in ["easy-1", "a=b", "x!", "ä", "#1", "a/b"] {
        let text = format!("puzzles['{key}'] = [{numbers}];\n{LINE}\n");
        assert_eq!(read(&text), [(1, good()), (2, good())], "{key}");
    }
}

#[test]
fn more_grids_gone_wrong_are_one_bad_puzzle_each() {
    let rows = bracketed_rows("");
    let numbers = |row: &str| row.trim_matches(['[', ']', ',']).to_string();
    // a row a line whose closing bracket is lost
    let mut lost = rows.clone();
    lost[1].pop();
    let text = format!("{}\n\n{}\n", lost.join("\n"), rows.join("\n"));
    assert_eq!(
        read(&text),
        [(1, bad("line 2: a bracket left open")), (11, good())]
    );
    // the same with its comma kept, as a row of code would have
    let mut lost = bracketed_rows(",");
    lost[3] = lost[3].replace("],", ",");
    let text = format!("{LINE}\n{}\n{LINE}\n", lost.join("\n"));
    assert_eq!(
        read(&text),
        [
            (1, good()),
            (2, bad("line 5: a bracket left open")),
            (11, good())
        ]
    );
    // a grid whose last row lost its opening bracket: 81 numbers, but no grid
    let mut lost = bracketed_rows(",");
    lost[8] = lost[8].replacen('[', "", 1);
    let text = format!("grid = [\n{}\n]\n{LINE}\n", lost.join("\n"));
    assert_eq!(
        read(&text),
        [(1, bad("line 1: a row without its brackets")), (12, good())]
    );
    // the second grid of a list lost its first row's opening bracket
    let grid = format!("[{}]", rows.join(", "));
    let text = format!(
        "[{grid}, {}], {}]\n{LINE}\n",
        numbers(&rows[0]),
        rows[1..].join(", ")
    );
    assert_eq!(
        read(&text),
        [
            (1, good()),
            (
                1,
                bad("line 1: 9 cells: stepdoku reads 16, 36, 64, 81, 144 or 256")
            ),
            (2, good())
        ]
    );
    // a flat array 9 numbers a line, closed early by a stray bracket
    let flat: Vec<String> = rows
        .iter()
        .map(|row| format!("  {},", numbers(row)))
        .collect();
    let text = format!(
        "$field = array(\n{}),\n{}\n);\n{LINE}\n",
        flat[..3].join("\n"),
        flat[3..].join("\n")
    );
    assert_eq!(
        read(&text),
        [
            (
                1,
                bad("line 1: 27 cells: stepdoku reads 16, 36, 64, 81, 144 or 256")
            ),
            (12, good())
        ]
    );
    // a bad first row of a grid drawn with box-drawing characters
    let drawn: Vec<String> = ROWS
        .lines()
        .map(|row| format!("│ {} │ {} │ {} │", &row[..3], &row[3..6], &row[6..]))
        .collect();
    let mut bad_first = drawn;
    bad_first[0] = bad_first[0].replacen('3', "x", 1);
    let text = format!(
        "┌───┬───┬───┐\n{}\n└───┴───┴───┘\n{LINE}\n",
        bad_first.join("\n")
    );
    assert_eq!(
        read(&text),
        [
            (2, bad("line 2, column 5: unexpected character 'x'")),
            (12, good())
        ]
    );
}

#[test]
fn comments_and_keys_with_anything_in_them_are_no_puzzles() {
    for comment in ["// Puzzle {easy}", "// map {1: 2}", "/* see {1} */"] {
        let text = format!("{comment}\n{LINE}\n{LINE}\n");
        assert_eq!(read(&text), [(2, good()), (3, good())], "{comment}");
        let braced: Vec<String> = code_rows(", ")
            .iter()
            .map(|r| format!("  {{{r}}},"))
            .collect();
        let text = format!(
            "int[][] g = {{\n{}\n  {comment}\n{}\n}};\n",
            braced[..3].join("\n"),
            braced[3..].join("\n")
        );
        assert_eq!(read(&text), [(1, good())], "{comment}");
    }
    let numbers = LINE
        .chars()
        .map(String::from)
        .collect::<Vec<_>>()
        .join(", ");
    let text = format!("x['it\\'s'] = [{numbers}];\n{LINE}\n");
    assert_eq!(read(&text), [(1, good()), (2, good())]);
}

/// The rows of [`ROWS`] as a spreadsheet saves them: empty cells as empty fields, each cell
/// wrapped by `quote`.
fn sheet_rows(separator: &str, quote: &str) -> Vec<String> {
    ROWS.lines()
        .map(|row| {
            row.chars()
                .map(|c| match c {
                    '0' => format!("{quote}{quote}"),
                    c => format!("{quote}{c}{quote}"),
                })
                .collect::<Vec<_>>()
                .join(separator)
        })
        .collect()
}

#[test]
fn a_spreadsheet_saved_with_empty_fields_is_a_puzzle() {
    assert_eq!(sheet_rows(",", "")[0], ",,3,,2,,6,,");
    assert_eq!(
        sheet_rows(";", "\"")[1],
        "\"9\";\"\";\"\";\"3\";\"\";\"5\";\"\";\"\";\"1\""
    );
    for separator in [",", ";", "\t"] {
        for quote in ["", "\""] {
            let rows = sheet_rows(separator, quote);
            let sheet = rows.join("\n");
            for (text, next) in [
                (format!("{sheet}\n{LINE}\n"), 10),
                (format!("{sheet}\n{sheet}\n"), 10),
                (format!("{sheet}\n\n{sheet}\n").replace('\n', "\r\n"), 11),
            ] {
                assert_eq!(
                    read(&text),
                    [(1, good()), (next, good())],
                    "{separator:?} {quote:?}\n{text}"
                );
            }
        }
    }
}

#[test]
fn a_spreadsheet_row_gone_wrong_fails_its_grid_as_one() {
    let rows = sheet_rows(",", "");
    let with = |k: usize, row: &str| {
        let mut rows = rows.clone();
        rows[k] = row.to_owned();
        format!("{}\n{LINE}\n", rows.join("\n"))
    };
    // a stray token in row 4 (`7,,,,,,,,8`)
    assert_eq!(
        read(&with(4, "7,x,,,,,,,8")),
        [
            (1, bad("line 5, column 3: unexpected character 'x'")),
            (10, good())
        ]
    );
    // a grid saved from the second column on: an empty first field on every row
    let shifted: Vec<String> = rows.iter().map(|row| format!(",{row}")).collect();
    assert_eq!(
        read(&format!("{}\n{LINE}\n", shifted.join("\n"))),
        [
            (1, bad("line 1: 10 cells in a row, expected 9")),
            (10, good())
        ]
    );
    // a field lost in row 3
    assert_eq!(
        read(&with(2, ",,1,,6,,4,")),
        [
            (1, bad("line 3: 8 cells in a row, expected 9")),
            (10, good())
        ]
    );
}

#[test]
fn an_empty_sheet_row_between_grids_is_a_gap_a_first_row_or_unclear() {
    let rows = sheet_rows(",", "");
    let empty = ",,,,,,,,";
    let sheet = rows.join("\n");
    // a grid whose first row is empty: the empty row is its first
    let first_empty = format!("{empty}\n{}", rows[1..].join("\n"));
    assert_eq!(
        read(&format!("{first_empty}\n{LINE}\n")),
        [(1, Ok("000000000".to_owned())), (10, good())]
    );
    // empty rows between two grids are a gap, one or several
    for gap in [1, 2] {
        let gaps = vec![empty; gap].join("\n");
        assert_eq!(
            read(&format!("{sheet}\n{gaps}\n{sheet}\n")),
            [(1, good()), (10 + gap, good())],
            "{gap} empty rows"
        );
    }
    // a gap before a grid whose first row is empty
    assert_eq!(
        read(&format!("{sheet}\n{empty}\n{first_empty}\n")),
        [(1, good()), (11, Ok("000000000".to_owned()))]
    );
    // an empty row, eight rows and an empty row: a grid either way, so one bad puzzle
    let eight = rows[1..].join("\n");
    assert_eq!(
        read(&format!("{empty}\n{eight}\n{empty}\n{LINE}\n")),
        [
            (
                1,
                bad("line 1: an empty row that may be the grid's first or a gap before it")
            ),
            (11, good())
        ]
    );
}

#[test]
fn a_sheet_row_repeated_before_an_empty_row_stands_alone() {
    let rows = sheet_rows(",", "");
    let sheet = rows.join("\n");
    let text = format!("{sheet}\n{}\n,,,,,,,,\n{sheet}\n", rows[8]);
    assert_eq!(
        read(&text),
        [
            (1, good()),
            (
                10,
                bad("line 10: 9 cells: stepdoku reads 16, 36, 64, 81, 144 or 256")
            ),
            (12, good())
        ]
    );
    // a grid whose second row is empty is still one grid
    let mut second_empty = rows.clone();
    second_empty[1] = ",,,,,,,,".to_owned();
    let text = format!("{}\n{sheet}\n", second_empty.join("\n"));
    assert_eq!(read(&text), [(1, good()), (10, good())]);
}

#[test]
fn an_empty_sheet_row_with_a_field_too_many_or_few_is_a_gap_or_fails_its_grid() {
    for separator in [",", "\t"] {
        let rows = sheet_rows(separator, "");
        let sheet = rows.join("\n");
        for fields in [8, 10] {
            let empty = separator.repeat(fields - 1);
            // between grids: a gap
            assert_eq!(
                read(&format!("{sheet}\n{empty}\n{sheet}\n")),
                [(1, good()), (11, good())],
                "{separator:?} {fields}"
            );
            // a gap even after a grid whose first row is empty: no good grid has it as a row
            let first_empty = format!("{}\n{}", separator.repeat(8), rows[1..].join("\n"));
            assert_eq!(
                read(&format!("{first_empty}\n{empty}\n{sheet}\n")),
                [(1, Ok("000000000".to_owned())), (11, good())],
                "{separator:?} {fields}"
            );
            // inside a grid: a row gone wrong, and its grid one bad puzzle
            let mut broken = rows.clone();
            broken[4] = empty.clone();
            assert_eq!(
                read(&format!("{}\n{LINE}\n", broken.join("\n"))),
                [
                    (
                        1,
                        bad(&format!("line 5: {fields} cells in a row, expected 9"))
                    ),
                    (10, good())
                ],
                "{separator:?} {fields}"
            );
        }
    }
}

/// The rows of [`ROWS`] as a sheet of numbers saves them, each cell followed by `decimals`
/// (`.0`), empty cells as zeros.
fn float_rows(decimals: &str) -> Vec<String> {
    ROWS.lines()
        .map(|row| {
            row.chars()
                .map(|c| format!("{c}{decimals}"))
                .collect::<Vec<_>>()
                .join(",")
        })
        .collect()
}

#[test]
fn sheet_cells_written_as_numbers_with_a_point_are_read() {
    // as pandas writes a sheet whose empty cells were filled with 0
    let rows = float_rows(".0");
    assert_eq!(rows[0], "0.0,0.0,3.0,0.0,2.0,0.0,6.0,0.0,0.0");
    assert_eq!(
        read(&format!("{}\n{LINE}\n", rows.join("\n"))),
        [(1, good()), (10, good())]
    );
}

#[test]
fn empty_rows_written_as_zeros_or_after_a_blank_line_keep_the_grids_around_them() {
    // a row of zeros between grids written as code: a gap, as whole grids need it to be
    let code: Vec<String> = ROWS
        .lines()
        .map(|row| row.chars().map(|c| format!("{c}, ")).collect::<String>())
        .collect();
    let grid = code.join("\n");
    assert_eq!(
        read(&format!("{grid}\n0, 0, 0, 0, 0, 0, 0, 0, 0,\n{grid}\n")),
        [(1, good()), (11, good())]
    );
    // a block whose empty second row is typed twice, after a blank line: its first row is no
    // leftover of a grid before it, so it starts the block, which is ten rows long (read as
    // any block of ten: its first nine, then the tenth on its own)
    let mut rows = sheet_rows(",", "");
    rows[1] = ",,,,,,,,".to_owned();
    rows.insert(1, ",,,,,,,,".to_owned());
    let sheet = sheet_rows(",", "").join("\n");
    assert_eq!(
        read(&format!("{sheet}\n\n{}\n\n{sheet}\n", rows.join("\n"))),
        [
            (1, good()),
            (11, good()),
            (
                20,
                bad("line 20: 9 cells: stepdoku reads 16, 36, 64, 81, 144 or 256")
            ),
            (22, good())
        ]
    );
}

#[test]
fn a_sheet_cell_that_is_another_number_fails_its_grid_as_one() {
    let rows = float_rows(".00");
    let sheet = rows.join("\n");
    // two decimals read as one
    assert_eq!(
        read(&format!("{sheet}\n{sheet}\n")),
        [(1, good()), (10, good())]
    );
    for number in ["6.5", "10.0", "-1"] {
        let mut broken = rows.clone();
        broken[4] = broken[4].replacen("7.00", number, 1);
        assert_eq!(
            read(&format!("{}\n{sheet}\n", broken.join("\n"))),
            [
                (
                    1,
                    bad(&format!(
                        "line 5, column 1: {}",
                        match number {
                            "10.0" => {
                                "10 is not a digit of a 9x9 puzzle (digits 1 to 9)".to_string()
                            }
                            _ => format!("number {number} is no cell (cells are 0 to 16)"),
                        }
                    ))
                ),
                (10, good())
            ]
        );
    }
}
