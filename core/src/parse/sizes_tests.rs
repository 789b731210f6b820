//! Puzzles of every size from 4×4 to 16×16: the same puzzle read from each layout its size
//! allows, the 16-cell line that is a 4×4 alone or a row of a 16×16, letters, and the
//! errors of a wrong count or a digit too large.

use super::assemble::entries;
use crate::sudoku::{Shape, digit_char};

/// A full grid of `shape`, made by shifting rows.
fn full(shape: Shape) -> Vec<u8> {
    let (n, r, c) = (shape.side(), shape.box_rows(), shape.box_cols());
    (0..shape.cells())
        .map(|i| {
            let (row, col) = (i / n, i % n);
            (((row % r) * c + row / r + col) % n + 1) as u8
        })
        .collect()
}

/// A valid puzzle of `shape`: [`full`] with a third of it emptied.
fn puzzle(shape: Shape) -> Vec<u8> {
    let mut cells = full(shape);
    for i in (1..cells.len()).step_by(3) {
        cells[i] = 0;
    }
    cells
}

fn chars(cells: &[u8]) -> String {
    cells
        .iter()
        .map(|&d| if d == 0 { '.' } else { digit_char(d) })
        .collect()
}

/// The layouts of a puzzle written as code, its cells as numbers 0 to 16: an array of rows
/// on one line, a flat array assigned to a name, an array of rows a row a line (as JSON is
/// pretty-printed), comma-separated rows without brackets, and a spreadsheet's rows (an
/// empty field an empty cell, in quotes or not).
fn code_layouts(shape: Shape, cells: &[u8]) -> Vec<String> {
    let numbers = |row: &[u8]| -> Vec<String> { row.iter().map(u8::to_string).collect() };
    let rows: Vec<String> = cells
        .chunks(shape.side())
        .map(|r| numbers(r).join(", "))
        .collect();
    let bracketed: Vec<String> = rows.iter().map(|r| format!("[{r}]")).collect();
    let sheet = |quote: &str| -> String {
        let field = |d: &u8| match d {
            0 => String::new(),
            d => format!("{quote}{d}{quote}"),
        };
        let rows = cells.chunks(shape.side());
        let rows = rows.map(|r| r.iter().map(field).collect::<Vec<_>>().join(","));
        rows.collect::<Vec<_>>().join("\n")
    };
    vec![
        format!("[{}]", bracketed.join(", ")),
        format!("grid = [{}];", numbers(cells).join(", ")),
        format!("[\n  {}\n]", bracketed.join(",\n  ")),
        rows.join(",\n"),
        sheet(""),
        sheet("\""),
    ]
}

/// The layouts of a puzzle: one solid line, one line with a gap after each row, rows, and
/// rows with `|` between boxes and a rule between bands; then those of code.
fn layouts(shape: Shape, cells: &[u8]) -> Vec<String> {
    let n = shape.side();
    let rows: Vec<String> = cells.chunks(n).map(chars).collect();
    let pretty: Vec<String> = cells
        .chunks(n)
        .enumerate()
        .flat_map(|(k, row)| {
            let boxes: Vec<String> = row.chunks(shape.box_cols()).map(chars).collect();
            let rule = (k > 0 && k % shape.box_rows() == 0).then(|| "-".repeat(n + 4));
            rule.into_iter().chain([boxes.join(" | ")])
        })
        .collect();
    let mut all = vec![
        chars(cells),
        rows.join(" "),
        rows.join("\n"),
        pretty.join("\n"),
    ];
    all.extend(code_layouts(shape, cells));
    all
}

/// What `text` reads to: for each entry, its size and cells, or its error's words.
fn read(text: &str) -> Vec<Result<(Shape, Vec<u8>), String>> {
    entries(text)
        .into_iter()
        .map(|entry| match entry {
            Ok(p) => Ok((p.shape, p.digits)),
            Err(bad) => Err(bad.error.to_string()),
        })
        .collect()
}

#[test]
fn every_layout_of_every_size_reads_to_the_same_givens() {
    for shape in Shape::SIDES.map(|n| Shape::of_side(n).unwrap()) {
        let cells = puzzle(shape);
        for text in layouts(shape, &cells) {
            assert_eq!(
                read(&text),
                [Ok((shape, cells.clone()))],
                "{shape}:\n{text}"
            );
        }
    }
}

#[test]
fn a_file_may_mix_sizes() {
    let sizes: Vec<Shape> = Shape::SIDES.map(|n| Shape::of_side(n).unwrap()).to_vec();
    let text: Vec<String> = sizes
        .iter()
        .map(|&s| layouts(s, &puzzle(s))[2].clone())
        .collect();
    let read = read(&text.join("\n\n"));
    let got: Vec<Shape> = read.iter().map(|r| r.as_ref().unwrap().0).collect();
    assert_eq!(got, sizes);
}

#[test]
fn a_16_cell_line_is_a_4x4_alone_and_a_row_with_15_more() {
    let four = Shape::of_side(4).unwrap();
    let sixteen = Shape::of_side(16).unwrap();
    let small = chars(&puzzle(four));
    assert_eq!(read(&small), [Ok((four, puzzle(four)))]);
    // two 4x4 lines, then the 16 rows of a 16x16, each run set off by a blank line
    let big = layouts(sixteen, &puzzle(sixteen))[2].clone();
    let text = format!("{small}\n{small}\n\n{big}\n\n{small}");
    let shapes: Vec<Shape> = read(&text).into_iter().map(|r| r.unwrap().0).collect();
    assert_eq!(shapes, [four, four, sixteen, four]);
    // without the blank lines, a run of 16-cell lines is whole blocks from its start
    let rows: Vec<&str> = big.lines().collect();
    let text = format!("{}\n{small}", rows.join("\n"));
    let shapes: Vec<Shape> = read(&text).into_iter().map(|r| r.unwrap().0).collect();
    assert_eq!(shapes, [sixteen, four]);
    // fifteen lines of 16 cells are no block: each is a 4x4 (with digits too large)
    let fifteen = vec![small.as_str(); 15].join("\n");
    assert_eq!(read(&fifteen).len(), 15);
}

#[test]
fn letters_are_cells_only_in_12x12_and_16x16_puzzles() {
    let twelve = Shape::of_side(12).unwrap();
    let line = chars(&puzzle(twelve));
    assert!(line.contains('A') && line.contains('C'));
    assert_eq!(read(&line.to_lowercase()), [Ok((twelve, puzzle(twelve)))]);
    // in a 9x9 line a letter is a digit beyond its size, as a 7 in a 6x6 is, and a word
    // after the cells is a label
    let nine = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";
    let with_letter = format!("{}A{}", &nine[..40], &nine[41..]);
    assert_eq!(
        read(&with_letter),
        [Err(
            "line 1, column 41: A is not a digit of a 9x9 puzzle (digits 1 to 9)".into()
        )]
    );
    let six = chars(&puzzle(Shape::of_side(6).unwrap()));
    let with_letter = format!("{}g{}", &six[..3], &six[4..]);
    assert_eq!(
        read(&with_letter),
        [Err(
            "line 1, column 4: G is not a digit of a 6x6 puzzle (digits 1 to 6); its 36 cells \
             make it a 6x6"
                .into()
        )]
    );
    // a row of a block alike; but a word of letters is no row
    let mut rows: Vec<&str> = (0..9).map(|k| &nine[9 * k..9 * k + 9]).collect();
    let third = format!("{}B", &rows[2][..8]);
    rows[2] = &third;
    assert_eq!(
        read(&rows.join("\n")),
        [Err(
            "line 3, column 9: B is not a digit of a 9x9 puzzle (digits 1 to 9)".into()
        )]
    );
    assert_eq!(
        read("faded"),
        [Err("line 1, column 1: unexpected character 'f'".into())]
    );
    let labelled = entries(&format!("{nine} Easy bee"));
    assert_eq!(
        labelled[0].as_ref().unwrap().label.as_deref(),
        Some("Easy bee")
    );
}

#[test]
fn labels_follow_the_last_cell_at_every_size() {
    let four = Shape::of_side(4).unwrap();
    let six = Shape::of_side(6).unwrap();
    for (text, label) in [
        (format!("{} easy", chars(&puzzle(four))), "easy"),
        (format!("{}:7:42", chars(&puzzle(six))), "7:42"),
        (format!("{} 3", chars(&puzzle(six))), "3"),
        (format!("{} # a comment", chars(&puzzle(four))), "a comment"),
    ] {
        let entries = entries(&text);
        let Ok(puzzle) = &entries[0] else {
            panic!("{text}")
        };
        assert_eq!(puzzle.label.as_deref(), Some(label), "{text}");
        assert_ne!(puzzle.shape, Shape::NINE, "{text}");
    }
}

#[test]
fn a_count_no_board_has_names_the_sizes() {
    let text = "1".repeat(100);
    assert_eq!(
        read(&text),
        [Err(
            "line 1: 100 cells: stepdoku reads 16, 36, 64, 81, 144 or 256".into()
        )]
    );
    // a gapped 9x9 line a cell short stays one, and is not taken for a 6x6 with a label
    let rows = "..3.2.6.. 9..3.5..1 ..18.64.. ..81.29.. 7.......8 ..67.82.. ..26.95.. 8..2.3..9";
    assert_eq!(
        read(&format!("{rows} ..5.1.3.")),
        [Err(
            "line 1: 80 cells: stepdoku reads 16, 36, 64, 81, 144 or 256".into()
        )]
    );
}

#[test]
fn a_digit_too_large_for_its_size_is_placed() {
    let six = Shape::of_side(6).unwrap();
    let mut line = chars(&puzzle(six)).into_bytes();
    line[8] = b'7';
    let line = String::from_utf8(line).unwrap();
    assert_eq!(
        read(&line),
        [Err(
            "line 1, column 9: 7 is not a digit of a 6x6 puzzle (digits 1 to 6); its 36 cells \
             make it a 6x6"
                .into()
        )]
    );
    let mut rows: Vec<String> = layouts(six, &puzzle(six))[2]
        .lines()
        .map(String::from)
        .collect();
    rows[2] = rows[2].replacen('.', "9", 1);
    let column = rows[2].find('9').unwrap() + 1;
    assert_eq!(
        read(&rows.join("\n")),
        [Err(format!(
            "line 3, column {column}: 9 is not a digit of a 6x6 puzzle (digits 1 to 6)"
        ))]
    );
    let twelve = Shape::of_side(12).unwrap();
    let mut line = chars(&puzzle(twelve));
    line.replace_range(1..2, "G");
    assert_eq!(
        read(&line),
        [Err(
            "line 1, column 2: G is not a digit of a 12x12 puzzle (digits 1 to 9 and A to C); \
             its 144 cells make it a 12x12"
                .into()
        )]
    );
}

#[test]
fn a_block_of_rows_of_another_width_fails_as_one() {
    let four = Shape::of_side(4).unwrap();
    let mut rows: Vec<String> = layouts(four, &puzzle(four))[2]
        .lines()
        .map(String::from)
        .collect();
    rows[2].push('.');
    assert_eq!(
        read(&rows.join("\n")),
        [Err("line 3: 5 cells in a row, expected 4".into())]
    );
    let short = rows[..2].join("\n");
    assert_eq!(
        read(&format!("{short}\n\n{}", chars(&puzzle(four)))),
        [
            Err("line 1: block has 2 rows, expected 4".into()),
            Ok((four, puzzle(four)))
        ]
    );
}

#[test]
fn rows_of_12x12_and_16x16_may_be_written_as_numbers() {
    for n in [12, 16] {
        let shape = Shape::of_side(n).unwrap();
        let cells = puzzle(shape);
        let rows: Vec<String> = cells
            .chunks(n)
            .map(|row| {
                let words: Vec<String> = row.iter().map(u8::to_string).collect();
                words.join(" ")
            })
            .collect();
        assert_eq!(
            read(&rows.join("\n")),
            [Ok((shape, cells.clone()))],
            "{shape}"
        );
    }
    // in a gapped 9x9 row, `10` is still a 1 then an empty cell
    let rows = "10 3 0 2 0 6 0 0\n9 0 0 3 0 5 0 0 1\n0 0 1 8 0 6 4 0 0\n0 0 8 1 0 2 9 0 0\n\
                7 0 0 0 0 0 0 0 8\n0 0 6 7 0 8 2 0 0\n0 0 2 6 0 9 5 0 0\n8 0 0 2 0 3 0 0 9\n\
                0 0 5 0 1 0 3 0 0";
    let read = entries(rows);
    assert_eq!(read[0].as_ref().unwrap().to_line()[..9], *"1.3.2.6..");
}

#[test]
fn csv_records_of_every_size_carry_their_puzzle_and_solution() {
    for shape in Shape::SIDES.map(|n| Shape::of_side(n).unwrap()) {
        let (cells, full) = (puzzle(shape), full(shape));
        let (p, f) = (chars(&cells), chars(&full));
        for text in [
            format!("puzzle,solution\n{p},{f}\n"),
            format!("{p},{f},easy\n"),
        ] {
            let found = entries(&text);
            let Ok(read) = &found[0] else {
                panic!("{text}: {:?}", found[0])
            };
            assert_eq!(read.shape, shape, "{text}");
            assert_eq!(read.digits, cells, "{text}");
            assert_eq!(read.solution.as_ref(), Some(&full), "{text}");
        }
    }
    let nine = chars(&puzzle(Shape::NINE));
    let twelve = chars(&puzzle(Shape::of_side(12).unwrap()));
    for (field, words) in [
        // a letter is a digit beyond the size of a record below 10, as a 7 in a 6x6 is
        (
            format!("{}A{}", &nine[..5], &nine[6..]),
            "line 2, column 6: A is not a digit of a 9x9 puzzle (digits 1 to 9)",
        ),
        (
            format!("{}G{}", &twelve[..7], &twelve[8..]),
            "line 2, column 8: G is not a digit of a 12x12",
        ),
        (
            nine[..80].to_string(),
            "line 2: 80 cells: stepdoku reads 16, 36, 64, 81, 144 or 256",
        ),
    ] {
        let text = format!("puzzle,difficulty\n{field},1\n");
        let found = entries(&text);
        let Err(bad) = &found[0] else {
            panic!("{text}")
        };
        let said = bad.error.to_string();
        assert!(said.starts_with(words), "{said}");
    }
}

/// Code arrays and spreadsheet rows of every size go wrong as those of 9×9 do, each a bad
/// puzzle with its positioned message: a count no board has, a row or a grid of rows short,
/// a number beyond the size (placed at it), a number no cell is.
#[test]
fn code_and_sheet_rows_of_every_size_name_what_is_wrong() {
    let four = Shape::of_side(4).unwrap();
    let nested = |rows: &[&str]| format!("[{}]", rows.join(", "));
    let cases = [
        (
            nested(&[
                "[1, 0, 0, 0]",
                "[0, 0, 2, 0]",
                "[0, 3, 0, 0]",
                "[0, 0, 0, 7]",
            ]),
            "line 1, column 54: 7 is not a digit of a 4x4 puzzle (digits 1 to 4)",
        ),
        (
            nested(&["[1, 0, 0, 0]", "[0, 0, 2]", "[0, 3, 0, 0]", "[0, 0, 0, 4]"]),
            "line 1: 3 cells in a row, expected 4",
        ),
        (
            nested(&["[1, 0, 0, 0]", "[0, 0, 2, 0]", "[0, 3, 0, 0]"]),
            "line 1: grid has 3 rows, expected 4",
        ),
        (
            format!("[{}]", ["0"; 100].join(", ")),
            "line 1: 100 cells: stepdoku reads 16, 36, 64, 81, 144 or 256",
        ),
        (
            format!("[{}, 17]", ["0"; 255].join(", ")),
            "line 1, column 767: number 17 is no cell (cells are 0 to 16)",
        ),
        (
            format!("grid = [10, {}];", ["0"; 80].join(", ")),
            "line 1, column 9: 10 is not a digit of a 9x9 puzzle (digits 1 to 9)",
        ),
        (
            "1,,,\n,,2,\n,3,,,\n,,,4".to_string(),
            "line 3: 5 cells in a row, expected 4",
        ),
        (
            "1,,,,,\n,,2,,,\n,3,,,,\n,,,4,,\n,,,,5,\n,,,,,\"7\"".to_string(),
            "line 6, column 7: 7 is not a digit of a 6x6 puzzle (digits 1 to 6)",
        ),
    ];
    for (text, error) in &cases {
        assert_eq!(read(text), [Err(error.to_string())], "{text}");
    }
    // the same grids made whole read
    let good = nested(&[
        "[1, 0, 0, 0]",
        "[0, 0, 2, 0]",
        "[0, 3, 0, 0]",
        "[0, 0, 0, 4]",
    ]);
    let cells = vec![1, 0, 0, 0, 0, 0, 2, 0, 0, 3, 0, 0, 0, 0, 0, 4];
    assert_eq!(read(&good), [Ok((four, cells.clone()))]);
    assert_eq!(read("1,,,\n,,2,\n,3,,\n,,,4"), [Ok((four, cells))]);
}

/// Rows drawn in ASCII with `|` between boxes and rules between bands read as the boxes they
/// draw: every shape, its second boxes too, from bars and rules together or either alone.
/// Bars that are no box width of the side, and grids of box-drawing characters (which rule
/// every row), keep the default boxes.
#[test]
fn rows_drawn_with_their_boxes_read_as_those_boxes() {
    for shape in Shape::ALL {
        let cells = puzzle(shape);
        let drawn = layouts(shape, &cells)[3].clone();
        assert_eq!(read(&drawn), [Ok((shape, cells.clone()))], "{drawn}");
        let bars_only: Vec<&str> = drawn.lines().filter(|l| !l.starts_with('-')).collect();
        let rules_only = drawn.replace(" | ", "");
        for text in [bars_only.join("\n"), rules_only] {
            assert_eq!(read(&text), [Ok((shape, cells.clone()))], "{text}");
        }
    }
    let six = Shape::of_side(6).unwrap();
    let cells = full(six);
    // bars every cell, or at 1 and 3 cells, are no boxes of a 6x6
    let rows: Vec<String> = cells.chunks(6).map(chars).collect();
    let odd: Vec<String> = rows
        .iter()
        .map(|r| format!("{}|{}|{}", &r[..1], &r[1..3], &r[3..]))
        .collect();
    let thin: Vec<String> = rows
        .iter()
        .map(|r| r.chars().map(String::from).collect::<Vec<_>>().join("|"))
        .collect();
    // a box-drawing grid: a heavy line every third column, thin ones every row
    let heavy: Vec<String> = rows
        .iter()
        .map(|r| format!("┃{}│{}┃", &r[..3], &r[3..]))
        .collect();
    for text in [odd.join("\n"), thin.join("\n"), heavy.join("\n─────────\n")] {
        assert_eq!(read(&text), [Ok((six, cells.clone()))], "{text}");
    }
}
