//! The puzzle parser on the bundled files in `puzzles/`: every layout, every dataset, every
//! error class with its exact message and position, and properties over arbitrary input.

use proptest::prelude::*;
use std::io::Read;
use std::path::{Path, PathBuf};
use stepdoku::parse::{
    Forced, MAX_INPUT_BYTES, NotTextReason, ParseError, Puzzle, parse_bytes, parse_bytes_entries,
    parse_str, parse_str_entries_at, read_file, read_reader,
};
use stepdoku::sudoku::Shape;

/// A file under `puzzles/`.
fn path(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("puzzles")
        .join(name)
}

/// The puzzles of a bundled file that must parse.
fn read(name: &str) -> Vec<Puzzle> {
    read_file(&path(name)).unwrap_or_else(|e| panic!("{name}: {e}"))
}

/// The error of a bundled file that must not parse.
fn error(name: &str) -> ParseError {
    match read_file(&path(name)) {
        Ok(found) => panic!("{name}: parsed {} puzzles", found.len()),
        Err(e) => e,
    }
}

/// The 81 digits of a reference line (`.` or `0` empty).
fn digits(line: &str) -> [u8; 81] {
    let mut digits = [0u8; 81];
    for (d, c) in digits.iter_mut().zip(line.chars()) {
        *d = c.to_digit(10).map_or(0, |v| v as u8);
    }
    digits
}

/// The digits of puzzle `n` (1-based) of a one-per-line collection.
fn reference(name: &str, n: usize) -> [u8; 81] {
    *read(name)[n - 1].nine_digits().unwrap()
}

fn labels(found: &[Puzzle]) -> Vec<Option<&str>> {
    found.iter().map(|p| p.label.as_deref()).collect()
}

fn lines(found: &[Puzzle]) -> Vec<usize> {
    found.iter().map(|p| p.line).collect()
}

// ---------------------------------------------------------------- datasets

#[test]
fn every_dataset_parses_with_its_count_and_lines() {
    // (file, puzzles, lines before the first puzzle)
    for (name, count, skipped) in [
        ("norvig_top95.txt", 95, 0),
        ("norvig_hardest11.txt", 11, 0),
        ("norvig_easy50.txt", 50, 0),
        ("magictour_top1465.txt", 1465, 2),
        ("all_17_clue_first1000.txt", 1000, 4),
        ("tdoku_test_puzzles_with_counts.txt", 43, 0),
    ] {
        let found = read(name);
        assert_eq!(found.len(), count, "{name}");
        let text = std::fs::read_to_string(path(name)).unwrap();
        let source: Vec<&str> = text.lines().collect();
        for (i, p) in found.iter().enumerate() {
            assert_eq!(p.index, i + 1, "{name}");
            assert_eq!(p.line, i + 1 + skipped, "{name}");
            assert_eq!(
                p.digits,
                digits(source[p.line - 1]),
                "{name} line {}",
                p.line
            );
        }
    }
}

#[test]
fn the_17_clue_excerpt_has_17_clues_each() {
    let found = read("all_17_clue_first1000.txt");
    assert!(found.iter().all(|p| p.clues() == 17 && p.label.is_none()));
    assert!(found.iter().all(|p| p.grid().is_ok()));
}

#[test]
fn tdoku_labels_hold_the_count_and_the_solution() {
    let found = read("tdoku_test_puzzles_with_counts.txt");
    let mut unique = 0;
    for p in &found {
        let label = p.label.as_deref().expect("every tdoku line has a count");
        let mut parts = label.split(':');
        let count: usize = parts.next().unwrap().parse().expect(label);
        if let Some(solution) = parts.next() {
            assert_eq!(count, 1, "only unique puzzles carry a solution");
            let solution = digits(solution);
            assert!(solution.iter().all(|&d| d != 0));
            assert!(
                p.digits
                    .iter()
                    .zip(solution)
                    .all(|(&given, s)| given == 0 || given == s),
                "solution agrees with the givens"
            );
            unique += 1;
        }
    }
    assert_eq!(found[0].label.as_deref().map(|l| &l[..2]), Some("1:"));
    assert_eq!(found[42].label.as_deref(), Some("847"));
    assert_eq!(unique, 18);
}

// ---------------------------------------------------------------- seeds

#[test]
fn python_seed_examples_are_the_puzzles_they_show() {
    assert_eq!(
        read("seeds/python_rows.txt")[0].digits,
        reference("norvig_easy50.txt", 1)
    );
    assert_eq!(
        read("seeds/python_line.txt")[0].digits,
        reference("norvig_hardest11.txt", 2)
    );
    assert_eq!(
        read("seeds/python_pretty.txt")[0].digits,
        reference("norvig_hardest11.txt", 1)
    );
}

#[test]
fn ruby_and_php_seeds() {
    let ruby = read("seeds/ruby_mrv.txt");
    assert_eq!(ruby.len(), 1);
    assert_eq!(
        ruby[0].to_line(),
        ".8.....1.1..2..9....7..4..33...1..9....7.2....6..8...49..4..1....4..3..5.2.....8."
    );
    assert_eq!(ruby[0].label, None);

    let php = read("seeds/php_all.txt");
    assert_eq!(php.len(), 1);
    assert_eq!(
        php[0].digits,
        digits("000027008001000007064005019270963154400270683613004000087632041090048005342519870")
    );
    assert_eq!(php[0].clues(), 47);
}

#[test]
fn blank_seed_is_an_empty_grid() {
    let blank = read("seeds/blank.txt");
    assert_eq!(blank.len(), 1);
    assert_eq!(blank[0].clues(), 0);
    assert_eq!(blank[0].grid().unwrap().empty_count(), 81);
}

#[test]
fn one_puzzle_in_every_layout_gives_the_same_digits() {
    let want = reference("norvig_hardest11.txt", 1);
    let line = read("norvig_hardest11.txt")[0].to_line();
    let rows: Vec<&str> = (0..9).map(|r| &line[r * 9..r * 9 + 9]).collect();
    let layouts = [
        line.clone(),
        line.replace('.', "0"),
        rows.join(" "),
        rows.join("\n"),
        std::fs::read_to_string(path("seeds/python_pretty.txt")).unwrap(),
        format!("Grid 01\n{}", rows.join("\r\n")),
        format!("#DName\n{}\n", rows.join("\n").replace('.', "_")),
    ];
    for text in layouts {
        let found = parse_str(&text).unwrap_or_else(|e| panic!("{e}\n{text}"));
        assert_eq!(found.len(), 1, "{text}");
        assert_eq!(found[0].digits, want, "{text}");
    }
}

// ---------------------------------------------------------------- samples

#[test]
fn euler_headers_label_their_grids() {
    let found = read("samples/euler.txt");
    assert_eq!(
        labels(&found),
        [Some("Grid 01"), Some("Grid 02"), Some("Grid 03")]
    );
    assert_eq!(lines(&found), [1, 11, 21]);
    for (n, p) in (1..).zip(&found) {
        assert_eq!(p.digits, reference("norvig_easy50.txt", n));
        assert_eq!(p.index, n);
    }
}

#[test]
fn sdk_description_is_the_label() {
    let found = read("samples/sample.sdk");
    assert_eq!(found.len(), 1);
    assert_eq!(found[0].label.as_deref(), Some("Norvig hardest, puzzle 3"));
    assert_eq!(found[0].line, 5);
    assert_eq!(found[0].digits, reference("norvig_hardest11.txt", 3));
}

#[test]
fn the_pretty_sample_is_nine_rows_with_rules() {
    let found = read("samples/pretty.txt");
    assert_eq!(found.len(), 1);
    assert_eq!(found[0].line, 2);
    assert_eq!(found[0].label, None);
    assert_eq!(found[0].digits, reference("norvig_hardest11.txt", 7));
}

#[test]
fn every_layout_has_a_sample_and_the_mixed_file_holds_them_all() {
    let mixed = std::fs::read_to_string(path("samples/mixed.txt")).unwrap();
    let pretty = std::fs::read_to_string(path("samples/pretty.txt")).unwrap();
    assert!(pretty.contains("------+-------+------") && pretty.contains(" | "));
    // a one-per-line puzzle, an Euler header, a pretty block, an .sdk description
    for mark in [
        ":1\n",
        "Grid 04\n",
        "------+------+------",
        "\n#DNorvig hardest",
    ] {
        assert!(mixed.contains(mark), "mixed.txt lacks {mark:?}");
    }
    for sample in ["euler.txt", "sample.sdk", "sample.sdm", "pretty.txt"] {
        assert!(!read(&format!("samples/{sample}")).is_empty(), "{sample}");
    }
}

#[test]
fn puzzles_written_as_code_arrays() {
    let hardest = |n| reference("norvig_hardest11.txt", n);
    for (sample, expected) in [
        ("samples/php_array.txt", reference("seeds/php_all.txt", 1)),
        ("samples/python_list.txt", hardest(8)),
        ("samples/java_array.txt", hardest(9)),
        ("samples/csv.txt", hardest(10)),
    ] {
        let found = read(sample);
        assert_eq!(found.len(), 1, "{sample}");
        assert_eq!(found[0].digits, expected, "{sample}");
        assert_eq!(found[0].line, 2, "{sample}: the line the array starts on");
    }
    // a spreadsheet saved as CSV: empty cells as empty fields
    let found = read("samples/sheet.csv");
    assert_eq!(found.len(), 1);
    assert_eq!(found[0].digits, hardest(11));
    // one line, C-style, and two puzzles back to back
    let line = read("norvig_hardest11.txt")[0].to_line();
    let numbers: Vec<String> = line
        .chars()
        .map(|c| if c == '.' { "0".into() } else { c.to_string() })
        .collect();
    let c_array = format!("int grid[81] = {{{}}};", numbers.join(", "));
    let twice = format!("{c_array}\n{c_array}\n");
    let found = parse_str(&twice).unwrap();
    assert_eq!(found.len(), 2);
    assert_eq!(found[1].digits, hardest(1));
    assert_eq!(found[1].line, 2);
}

#[test]
fn code_arrays_with_a_wrong_count_or_a_stray_character_are_placed() {
    // a grid of rows: the short row is named; a flat array: its count
    let short = "grid = [\n  [1, 2, 3],\n]\n";
    assert_eq!(
        parse_str(short),
        Err(ParseError::RowCells {
            line: 2,
            cells: 3,
            expected: 9
        })
    );
    assert_eq!(
        parse_str(short).unwrap_err().to_string(),
        "line 2: 3 cells in a row, expected 9"
    );
    assert_eq!(
        parse_str("grid = [1, 2, 3]").unwrap_err().to_string(),
        "line 1: 3 cells: stepdoku reads 16, 36, 64, 81, 144 or 256"
    );
    assert_eq!(
        parse_str("$field = array(0, 0, x);"),
        Err(ParseError::UnexpectedChar {
            line: 1,
            column: 22,
            found: 'x'
        })
    );
    assert_eq!(
        parse_str("[5, 17, 0]"),
        Err(ParseError::BigNumber {
            line: 1,
            column: 5,
            number: "17".into()
        })
    );
    // 10 to 16 are cells, which the puzzle's size judges
    let nine = format!("[5, 12, {}]", ["0"; 79].join(", "));
    assert_eq!(
        parse_str(&nine).unwrap_err().to_string(),
        "line 1, column 5: 12 is not a digit of a 9x9 puzzle (digits 1 to 9)"
    );
}

#[test]
fn sdm_is_one_per_line_with_zeros() {
    let found = read("samples/sample.sdm");
    assert_eq!(found.len(), 5);
    for (n, p) in (1..).zip(&found) {
        assert_eq!(p.digits, reference("norvig_top95.txt", n));
        assert_eq!((p.index, p.line), (n, n));
    }
}

#[test]
fn mixed_layouts_in_one_file() {
    let found = read("samples/mixed.txt");
    assert_eq!(found.len(), 12);
    assert_eq!(
        labels(&found),
        [
            Some("1"),
            Some("seed 001"),
            Some("Grid 04"),
            None,
            None,
            None,
            None,
            None,
            None,
            Some("Norvig hardest, puzzle 6"),
            None,
            None,
        ]
    );
    assert_eq!(lines(&found), [3, 5, 7, 20, 33, 44, 53, 54, 68, 85, 96, 97]);
    let hardest = |n| reference("norvig_hardest11.txt", n);
    assert_eq!(found[0].digits, hardest(2));
    assert_eq!(found[1].digits, read("seeds/ruby_mrv.txt")[0].digits);
    assert_eq!(found[2].digits, reference("norvig_easy50.txt", 4));
    assert_eq!(found[3].digits, hardest(4));
    assert_eq!(found[4].digits, read("seeds/php_all.txt")[0].digits);
    assert_eq!(found[5].digits, reference("norvig_easy50.txt", 1));
    assert_eq!(found[6].digits, hardest(2));
    assert_eq!(found[7].digits, hardest(1));
    assert_eq!(found[8].digits, hardest(5));
    assert_eq!(found[9].digits, hardest(6));
    assert_eq!(found[10].digits, hardest(11));
    assert_eq!(found[11].digits, read("seeds/php_all.txt")[0].digits);
    let indexes: Vec<usize> = found.iter().map(|p| p.index).collect();
    assert_eq!(indexes, (1..=12).collect::<Vec<_>>());
}

#[test]
fn crlf_line_endings() {
    let bytes = std::fs::read(path("samples/crlf.txt")).unwrap();
    assert!(bytes.windows(2).any(|w| w == b"\r\n"), "the sample is CRLF");
    let found = read("samples/crlf.txt");
    assert_eq!(lines(&found), [2, 4, 16]);
    assert_eq!(labels(&found), [None, None, Some("second")]);
    assert_eq!(found[0].digits, reference("norvig_top95.txt", 1));
    assert_eq!(found[1].digits, reference("norvig_hardest11.txt", 1));
    assert_eq!(found[2].digits, reference("norvig_top95.txt", 2));
}

#[test]
fn byte_order_mark_and_no_final_newline() {
    let bytes = std::fs::read(path("samples/bom.txt")).unwrap();
    assert!(bytes.starts_with(b"\xEF\xBB\xBF") && !bytes.ends_with(b"\n"));
    let found = read("samples/bom.txt");
    assert_eq!(lines(&found), [2, 12]);
    assert_eq!(found[0].digits, reference("norvig_easy50.txt", 2));
    assert_eq!(found[1].digits, reference("norvig_top95.txt", 3));
    assert_eq!(parse_bytes(&bytes), Ok(found));
}

#[test]
fn line_endings_and_trailing_whitespace_do_not_matter() {
    let text = std::fs::read_to_string(path("samples/mixed.txt")).unwrap();
    let want = parse_str(&text).unwrap();
    let crlf = text.replace('\n', "\r\n");
    let trailing = text.replace('\n', " \t\n");
    let unterminated = text.trim_end();
    for variant in [&crlf, &trailing, unterminated] {
        assert_eq!(parse_str(variant).as_ref(), Ok(&want));
    }
}

// ---------------------------------------------------------------- errors

#[test]
fn each_error_class_has_its_message_and_position() {
    // (file, Display, line, column)
    for (name, shown, line, column) in [
        (
            "invalid/short_line.txt",
            "line 4: 80 cells: stepdoku reads 16, 36, 64, 81, 144 or 256",
            Some(4),
            None,
        ),
        (
            "invalid/long_line.txt",
            "line 2: 82 cells: stepdoku reads 16, 36, 64, 81, 144 or 256",
            Some(2),
            None,
        ),
        (
            "invalid/letters.txt",
            "line 2, column 7: unexpected character 'x'",
            Some(2),
            Some(7),
        ),
        (
            "invalid/short_row.txt",
            "line 5: 8 cells in a row, expected 9",
            Some(5),
            None,
        ),
        (
            "invalid/short_block.txt",
            "line 12: block has 7 rows, expected 9",
            Some(12),
            None,
        ),
        (
            "invalid/header_alone.txt",
            "line 11: \"Grid 02\" is not followed by a puzzle",
            Some(11),
            None,
        ),
        ("invalid/empty.txt", "no puzzle found", None, None),
        ("invalid/comments_only.txt", "no puzzle found", None, None),
        (
            "invalid/binary_nul.bin",
            "line 2, column 1: not a text file (NUL byte)",
            Some(2),
            Some(1),
        ),
        (
            "invalid/latin1.txt",
            "line 3, column 6: not a text file (invalid UTF-8)",
            Some(3),
            Some(6),
        ),
    ] {
        let e = error(name);
        assert_eq!(e.to_string(), shown, "{name}");
        assert_eq!((e.line(), e.column()), (line, column), "{name}");
        assert!(shown.ends_with(&e.message()), "{name}");
        assert!(!e.message().starts_with("line"), "{name}");
    }
}

#[test]
fn typed_variants_of_the_bundled_errors() {
    assert_eq!(
        error("invalid/short_line.txt"),
        ParseError::LineCells { line: 4, cells: 80 }
    );
    assert_eq!(
        error("invalid/letters.txt"),
        ParseError::UnexpectedChar {
            line: 2,
            column: 7,
            found: 'x'
        }
    );
    assert_eq!(
        error("invalid/latin1.txt"),
        ParseError::NotText {
            line: 3,
            column: 6,
            reason: NotTextReason::InvalidUtf8
        }
    );
}

#[test]
fn conflicting_givens_parse_and_fail_validation() {
    let found = read("invalid/conflict.txt");
    assert_eq!(found.len(), 2);
    let err = found[0].board().unwrap_err();
    assert_eq!(
        err.conflicts[0].to_string(),
        "r1c1 and r1c3 both hold 8 (row 1)"
    );
    assert!(found[1].grid().is_ok());
}

#[test]
fn io_errors_are_typed() {
    let missing = read_file(&path("no/such/file.txt")).unwrap_err();
    assert_eq!(missing, ParseError::NotFound);
    assert_eq!(missing.to_string(), "no such file");
    let dir = read_file(&path("seeds")).unwrap_err();
    assert_eq!(dir, ParseError::IsDirectory);
    assert_eq!(dir.to_string(), "is a directory");
}

#[test]
fn a_file_over_the_cap_is_refused_unread() {
    let file = tempfile::NamedTempFile::new().unwrap();
    file.as_file().set_len(MAX_INPUT_BYTES + 1).unwrap(); // sparse: nothing written
    let e = read_file(file.path()).unwrap_err();
    assert_eq!(e, ParseError::TooLarge);
    assert_eq!(e.to_string(), "input is larger than 64 MiB");
}

#[test]
fn a_reader_of_exactly_the_cap_is_read() {
    // 64 MiB of spaces is blank text: read whole, then "no puzzle found"
    let spaces = std::io::repeat(b' ').take(MAX_INPUT_BYTES);
    assert_eq!(read_reader(spaces), Err(ParseError::NoPuzzle));
}

#[cfg(unix)]
#[test]
fn dev_zero_is_not_slurped() {
    assert_eq!(read_file(Path::new("/dev/zero")), Err(ParseError::TooLarge));
}

#[cfg(unix)]
use crate::support::unreadable;

#[cfg(unix)]
#[test]
fn an_unreadable_file_is_permission_denied() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("locked.txt");
    unreadable::unreadable_file(&file);
    assert_eq!(read_file(&file), Err(ParseError::PermissionDenied));
}

#[test]
fn read_reader_matches_read_file() {
    for name in ["samples/mixed.txt", "samples/bom.txt", "invalid/latin1.txt"] {
        let bytes = std::fs::read(path(name)).unwrap();
        assert_eq!(
            read_reader(bytes.as_slice()),
            read_file(&path(name)),
            "{name}"
        );
    }
}

// ---------------------------------------------------------------- properties

/// The checks of the `parse` fuzz target (any bytes: no panic, puzzles that read back from
/// their lines, errors placed at what they name, the same entries read whole and as a
/// stream), shared with it.
#[path = "../../fuzz/checks/parse.rs"]
mod fuzz_check;

/// Characters the grammar cares about, to reach deep into it more often than random bytes.
const ALPHABET: &[char] = &[
    '.', '0', '1', '5', '9', '_', '*', ' ', '\t', '|', '-', '+', '=', '#', ':', '\n', '\n', '\n',
    '\r', 'G', 'r', 'i', 'd', 'D', 'x', '│', '─', 'é', '\u{FEFF}', '\0',
];

fn grammar_text() -> impl Strategy<Value = String> {
    prop::collection::vec(prop::sample::select(ALPHABET), 0..600)
        .prop_map(|chars| chars.into_iter().collect())
}

/// Cell characters, for rows and lines.
const CELLS: &[char] = &['.', '0', '1', '4', '9', '_', '*'];

fn cells(count: impl Into<prop::collection::SizeRange>) -> impl Strategy<Value = String> {
    prop::collection::vec(prop::sample::select(CELLS), count)
        .prop_map(|chars| chars.into_iter().collect())
}

/// Whole lines of every kind, mostly rows, so that blocks form and break.
fn grammar_lines() -> impl Strategy<Value = String> {
    let line = prop_oneof![
        12 => cells(9),
        3 => cells(81),
        2 => (cells(81), "[ :#][ -~]{0,12}").prop_map(|(c, label)| c + &label),
        1 => cells(0..100),
        1 => Just("------+------+------".to_owned()),
        1 => Just(String::new()),
        1 => Just("#DName".to_owned()),
        1 => Just("Grid 01".to_owned()),
        1 => grammar_text().prop_map(|t| t.replace('\n', " ")),
    ];
    (
        prop::collection::vec(line, 0..40),
        prop::sample::select(vec!["\n", "\r\n"]),
    )
        .prop_map(|(lines, end)| lines.join(end))
}

/// One well-formed piece of a puzzle file.
#[derive(Clone, Debug)]
enum Item {
    /// A one-line puzzle with an optional label after a separator.
    Line([u8; 81], Option<(&'static str, String)>),
    /// 9 rows, optionally after a `NineBoard` header, optionally in the pretty layout.
    Block([u8; 81], Option<u8>, bool),
    /// A comment.
    Comment(String),
    /// A blank line.
    Blank,
}

fn grid() -> impl Strategy<Value = [u8; 81]> {
    prop::collection::vec(0u8..=9, 81).prop_map(|v| v.try_into().unwrap())
}

fn item() -> impl Strategy<Value = Item> {
    let label = (
        prop::sample::select(vec![":", " ", "\t", " # ", "#", " : "]),
        "[a-z0-9][a-z0-9:.]{0,9}",
    );
    prop_oneof![
        (grid(), prop::option::of(label)).prop_map(|(g, l)| Item::Line(g, l)),
        (grid(), prop::option::of(0u8..100), any::<bool>())
            .prop_map(|(g, h, p)| Item::Block(g, h, p)),
        "[ a-z0-9]{0,12}".prop_map(Item::Comment),
        Just(Item::Blank),
    ]
}

/// A puzzle a rendered file must give: digits, line, label.
type Expected = ([u8; 81], usize, Option<String>);

/// Writes the items as lines, with the puzzles they must parse to.
fn render(items: &[Item]) -> (Vec<String>, Vec<Expected>) {
    let text = |d: &u8| if *d == 0 { '.' } else { char::from(b'0' + d) };
    let mut lines = Vec::new();
    let mut want = Vec::new();
    for item in items {
        match item {
            Item::Line(g, label) => {
                let mut line: String = g.iter().map(text).collect();
                if let Some((sep, l)) = label {
                    line += sep;
                    line += l;
                }
                want.push((*g, lines.len() + 1, label.clone().map(|(_, l)| l)));
                lines.push(line);
            }
            Item::Block(g, header, pretty) => {
                let label = header.map(|n| format!("Grid {n:02}"));
                want.push((*g, lines.len() + 1, label.clone()));
                lines.extend(label);
                for (r, row) in g.chunks(9).enumerate() {
                    let row: String = row.iter().map(text).collect();
                    if *pretty {
                        lines.push(format!("{}|{}|{}", &row[..3], &row[3..6], &row[6..]));
                        if r == 2 || r == 5 {
                            lines.push("---+---+---".to_owned());
                        }
                    } else {
                        lines.push(row);
                    }
                }
            }
            Item::Comment(c) => lines.push(format!("# {c}")),
            Item::Blank => lines.push(String::new()),
        }
    }
    (lines, want)
}

proptest! {
    #[test]
    fn well_formed_files_parse_to_their_puzzles(
        items in prop::collection::vec(item(), 1..12),
        crlf in any::<bool>(),
        final_newline in any::<bool>(),
    ) {
        let (lines, want) = render(&items);
        let mut text = lines.join(if crlf { "\r\n" } else { "\n" });
        if final_newline {
            text.push('\n');
        }
        let result = parse_str(&text);
        if want.is_empty() {
            prop_assert_eq!(result, Err(ParseError::NoPuzzle));
        } else {
            let found = result.unwrap_or_else(|e| panic!("{e}\n{text}"));
            let got: Vec<_> = found.iter().map(|p| (*p.nine_digits().unwrap(), p.line, p.label.clone())).collect();
            prop_assert_eq!(got, want);
            let indexes: Vec<usize> = found.iter().map(|p| p.index).collect();
            prop_assert_eq!(indexes, (1..=found.len()).collect::<Vec<_>>());
        }
    }

    #[test]
    fn arbitrary_bytes_never_panic(bytes in prop::collection::vec(any::<u8>(), 0..2000)) {
        fuzz_check::check(&bytes);
    }

    #[test]
    fn grammar_soup_never_panics_and_places_its_errors(text in grammar_text()) {
        fuzz_check::check(text.as_bytes());
        prop_assert_eq!(parse_bytes(text.as_bytes()), parse_str(&text));
    }

    #[test]
    fn mixed_lines_never_panic_and_place_their_errors(text in grammar_lines()) {
        fuzz_check::check(text.as_bytes());
    }

    #[test]
    fn any_grid_reads_back_from_every_layout(
        cells in prop::collection::vec(0u8..=9, 81),
        blank in prop::sample::select(vec!['.', '0', '_', '*']),
        gap in prop::sample::select(vec!["", " ", "  ", "\t"]),
    ) {
        let want: [u8; 81] = cells.clone().try_into().unwrap();
        let ch = |d: &u8| if *d == 0 { blank } else { char::from(b'0' + d) };
        let row = |r: &[u8]| r.iter().map(ch).map(String::from).collect::<Vec<_>>().join(gap);
        let rows: Vec<String> = cells.chunks(9).map(row).collect();
        let pretty: Vec<String> = cells
            .chunks(9)
            .enumerate()
            .flat_map(|(r, cells)| {
                let boxes: Vec<String> = cells.chunks(3).map(row).collect();
                let mut out = vec![boxes.join(" | ")];
                if r == 2 || r == 5 {
                    out.push("------+-------+------".to_owned());
                }
                out
            })
            .collect();
        // code arrays hold numbers, 0 for an empty cell
        let numbers = |r: &[u8]| r.iter().map(u8::to_string).collect::<Vec<_>>().join(", ");
        let number_rows: Vec<String> = cells.chunks(9).map(numbers).collect();
        let bracketed = |open: &str, close: &str| {
            let rows: Vec<String> = number_rows.iter().map(|r| format!("{open}{r}{close}")).collect();
            rows
        };
        let boxed: Vec<String> = pretty
            .iter()
            .map(|line| {
                if line.starts_with('-') {
                    "╟───────┼───────┼───────╢".to_owned()
                } else {
                    format!("║ {} ║", line.replace('|', "│"))
                }
            })
            .collect();
        let layouts = [
            cells.iter().map(ch).collect::<String>(),
            rows.join(gap),
            rows.join("\n"),
            pretty.join("\n"),
            boxed.join("\n"),
            format!("Grid 07\n{}", rows.join("\n")),
            format!("#A an author\n#DA label\n{}", rows.join("\r\n")),
            format!("$field = array({});", number_rows.join(", ")),
            format!("grid = [\n{}\n]", bracketed("    [", "],").join("\n")),
            format!("[{}]", bracketed("[", "]").join(",")),
            format!("int[][] grid = {{{}}};", bracketed("{", "}").join(",\n")),
            number_rows.join("\n"),
        ];
        for text in layouts {
            let found = parse_str(&text);
            prop_assert!(found.is_ok(), "{:?}\n{}", found, text);
            let found = found.unwrap();
            prop_assert_eq!(found.len(), 1);
            prop_assert_eq!(found[0].nine_digits(), Some(&want));
            prop_assert_eq!(found[0].clues(), want.iter().filter(|&&d| d != 0).count());
        }
    }
}

// ---------------------------------------------------------------- the fuzz target's corpus

/// The fuzz target's corpus: one small file of each layout and size, and the bad files.
fn fuzz_corpus() -> Vec<(String, Vec<u8>)> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("fuzz/corpus/parse");
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .map(|entry| {
            let path = entry.unwrap().path();
            let name = path.file_name().unwrap().to_string_lossy().into_owned();
            (name, std::fs::read(&path).unwrap())
        })
        .collect();
    files.sort();
    files
}

/// The fuzz target's checks pass on every file of its corpus, run here without libFuzzer,
/// so a change that breaks the target fails `cargo test`.
#[test]
fn the_fuzz_target_passes_its_corpus() {
    let failed: Vec<String> = fuzz_corpus()
        .into_iter()
        .filter(|(_, data)| std::panic::catch_unwind(|| fuzz_check::check(data)).is_err())
        .map(|(name, _)| name)
        .collect();
    assert!(failed.is_empty(), "the fuzz target fails on {failed:?}");
}

/// The corpus holds a puzzle of every size and box shape, and every bundled sample, seed and
/// bad file as it is.
#[test]
fn the_fuzz_corpus_holds_every_size_and_every_bundled_sample() {
    let corpus = fuzz_corpus();
    let mut shapes: Vec<Shape> = corpus
        .iter()
        .filter_map(|(_, data)| parse_bytes_entries(data).ok())
        .flatten()
        .flatten()
        .map(|p| p.shape)
        .collect();
    shapes.dedup();
    for shape in Shape::ALL {
        assert!(shapes.contains(&shape), "no {shape} puzzle in the corpus");
    }
    for folder in ["samples", "seeds", "invalid"] {
        for entry in std::fs::read_dir(path(folder)).unwrap() {
            let file = entry.unwrap().path();
            let bundled = std::fs::read(&file).unwrap();
            let kept = corpus.iter().any(|(_, data)| *data == bundled);
            assert!(kept, "{} is not in fuzz/corpus/parse/", file.display());
        }
    }
}

// ---------------------------------------------------------------- inputs fuzzing found

/// The message of each entry of `text`, every one a bad puzzle.
fn bad_messages(text: &str) -> Vec<String> {
    stepdoku::parse::parse_str_entries(text)
        .unwrap()
        .into_iter()
        .map(|entry| entry.unwrap_err().error.to_string())
        .collect()
}

/// A U+FFFD written in the file is an unexpected character, even where bytes that are not
/// UTF-8 come elsewhere in it (read whole, it was said to be such bytes; read as a stream
/// before those bytes came, it was not). Kept in the corpus as
/// `crash_written_replacement_character.txt`.
#[test]
fn a_written_replacement_character_is_unexpected_beside_bytes_that_are_not_utf8() {
    let bytes = b"12\xEF\xBF\xBD\n\n\x80\n";
    let errors: Vec<ParseError> = parse_bytes_entries(bytes)
        .unwrap()
        .into_iter()
        .map(|entry| entry.unwrap_err().error)
        .collect();
    let written = ParseError::UnexpectedChar {
        line: 1,
        column: 3,
        found: '\u{FFFD}',
    };
    let not_utf8 = ParseError::NotText {
        line: 3,
        column: 1,
        reason: NotTextReason::InvalidUtf8,
    };
    assert_eq!(errors, [written, not_utf8]);
    fuzz_check::check(bytes);
}

/// A row written as code with a number too large for its width is named at that number,
/// as a number (it had no column). Kept in the corpus as
/// `crash_code_row_number_too_large.txt`.
#[test]
fn a_number_too_large_in_a_row_of_code_is_named_at_its_column() {
    let six = parse_str("[0 0 6,1]").unwrap_err();
    assert_eq!(
        six.to_string(),
        "line 1, column 6: 6 is not a digit of a 4x4 puzzle (digits 1 to 4)"
    );
    let twelve = parse_str("[0, 12, 0, 0, 0, 1]").unwrap_err();
    assert_eq!(
        twelve.to_string(),
        "line 1, column 5: 12 is not a digit of a 6x6 puzzle (digits 1 to 6)"
    );
    fuzz_check::check(b"[0 0 6,1]");
}

/// Numbers in brackets before a list's first grid, when that grid is nested deeper, are one
/// bad puzzle, said once and in its place (they came again, after the grid, when their list
/// closed). Kept in the corpus as `crash_rows_before_a_nested_grid.txt`.
#[test]
fn a_row_before_a_nested_grid_is_one_bad_puzzle_said_once() {
    let text = "[[1],\n[[[0,0,0,3],[0,0,0,0],[3,0,0,0],[4,0,0,0]]]";
    let entries = stepdoku::parse::parse_str_entries(text).unwrap();
    let lines: Vec<(usize, bool)> = entries
        .iter()
        .map(|entry| match entry {
            Ok(p) => (p.line, true),
            Err(bad) => (bad.line, false),
        })
        .collect();
    assert_eq!(lines, [(1, false), (2, true)], "{entries:?}");
    fuzz_check::check(text.as_bytes());
}

/// Each token of code that is no cell fails its own grid, named where it is: a second one,
/// in the grid after a bad number, was taken for a number too large (255). Kept in the
/// corpus as `crash_second_bad_token_of_code.txt`.
#[test]
fn a_second_bad_token_of_code_fails_its_own_grid() {
    let text = "35[0 0 0 3,0 0,0, 2,3,0,0/ 4 0 0 0]";
    assert_eq!(
        bad_messages(text),
        [
            "line 1, column 1: number 35 is no cell (cells are 0 to 16)",
            "line 1, column 26: unexpected character '/'"
        ]
    );
    fuzz_check::check(text.as_bytes());
}

/// In a row of a 12×12 written as numbers between gaps, a digit too large for the puzzle is
/// named at its number, as written (it was named at the cell as many characters in, as a
/// letter). Kept in the corpus as `crash_digit_too_large_in_a_row_of_numbers.txt`.
#[test]
fn a_digit_too_large_in_a_row_of_numbers_is_named_at_its_number() {
    let text = "41000 0008 5 30\n2 0 11 0 15 0 0 0 0 0 0 2";
    let entries = stepdoku::parse::parse_str_entries(text).unwrap();
    let error = entries[0].as_ref().unwrap_err().error.to_string();
    assert_eq!(
        error,
        "line 2, column 10: 15 is not a digit of a 12x12 puzzle (digits 1 to 9 and A to C)"
    );
    fuzz_check::check(text.as_bytes());
}

/// Once a grid written as code closes, the cells before it are said with it, and the
/// brackets still open start afresh: a bracket opened before them closed later as a grid
/// named on an earlier line than the puzzle said before it. Kept in the corpus as
/// `crash_grid_closing_after_cells_taken.txt`.
#[test]
fn brackets_still_open_when_a_grid_closes_start_afresh() {
    let text = "8.[(8,0,1 0,3,1,0,0 0?>0 6, 8,0 ,6\n8,,,\n,,,\n\
                ,5,4 0 0] [0 0* 2, 0 0,0 0,1]\n.[,\n0]7[0]]\n";
    let lines: Vec<usize> = stepdoku::parse::parse_str_entries(text)
        .unwrap()
        .iter()
        .map(|entry| entry.as_ref().map_or_else(|bad| bad.line, |p| p.line))
        .collect();
    assert_eq!(lines, [1, 1, 4, 5, 6]);
    fuzz_check::check(text.as_bytes());
}

/// In a row of numbers between gaps, a number is written with its two digits: `011` is no
/// 11 (it was read as one, then named as the letter `B` at its `0`), so the row is read a
/// character a cell, as any other. Kept in the corpus as
/// `crash_number_with_a_leading_zero.txt`.
#[test]
fn a_number_with_a_leading_zero_is_no_number_of_a_row() {
    let text = "011 0 0 13 0 0 0 0 0 0 2 15 0 0 4 0";
    assert_eq!(
        parse_str(text).unwrap_err().to_string(),
        "line 1: 20 cells: stepdoku reads 16, 36, 64, 81, 144 or 256"
    );
    fuzz_check::check(text.as_bytes());
    // in a 12x12 written as numbers, a row with one is a row gone wrong
    let rows = |eleven: &str| {
        let zeros = |n| vec!["0"; n].join(" ");
        let mut rows = vec![format!("10 0 0 0 0 12 {}", zeros(6)), zeros(12)];
        rows.push(format!("0 0 {eleven} {}", zeros(9)));
        rows.extend(std::iter::repeat_n(zeros(12), 9));
        rows.join("\n")
    };
    let found = parse_str(&rows("11")).unwrap();
    assert_eq!(found[0].shape.side(), 12);
    assert_eq!(found[0].digits[24..27], [0, 0, 11]);
    assert_eq!(
        parse_str(&rows("011")).unwrap_err().to_string(),
        "line 3: 14 cells in a row, expected 12"
    );
}

/// A letter in a spreadsheet's row, too large for its puzzle, is named as the letter it is
/// written as (it was named as a number: `16 is not a digit` at a `G`), in a 12×12 sheet and
/// in a row of 16 fields that `--grid 4` reads as a 4×4; a number there stays a number. Kept
/// in the corpus as `crash_letter_too_large_in_a_sheet_row.txt`.
#[test]
fn a_letter_too_large_in_a_sheet_row_is_named_as_a_letter() {
    let mut rows = [",,,,,,,,,,,"; 12];
    rows[0] = "1,,,,,,,,,,,G";
    let twelve = rows.join("\n");
    assert_eq!(
        parse_str(&twelve).unwrap_err().to_string(),
        "line 1, column 13: G is not a digit of a 12x12 puzzle (digits 1 to 9 and A to C)"
    );
    let four = Some(Forced {
        shape: Shape::of_side(4).unwrap(),
        grid: true,
        boxes: false,
    });
    let first_error = |text: &str| {
        let entries = parse_str_entries_at(text, four).unwrap();
        entries[0].as_ref().unwrap_err().error.to_string()
    };
    let letter = "\t\tb\t3\t11\t2\t\t12\t1\t\t15\t8\t\t\t\t6";
    assert_eq!(
        first_error(letter),
        "line 1, column 3: B is not a digit of a 4x4 puzzle (digits 1 to 4)"
    );
    let number = letter.replacen('b', "12", 1);
    assert_eq!(
        first_error(&number),
        "line 1, column 3: 12 is not a digit of a 4x4 puzzle (digits 1 to 4)"
    );
    for text in [&twelve, letter, &number] {
        fuzz_check::check(text.as_bytes());
    }
}

/// A CSV table after blank lines is a table read as a stream too: a stream's first window,
/// a line a read, held only a blank line, which decided that the input was no table. Kept in
/// the corpus as `crash_table_after_blank_lines.txt`.
#[test]
fn a_table_after_blank_lines_is_a_table_read_as_a_stream_too() {
    let line = "..53.....8......2..7..1.5..4....53...1..7...6..32...8..6.5....9..4....3......97..";
    let text = format!("\n\nid,puzzle\n1,{line}\n");
    let whole = parse_bytes_entries(text.as_bytes()).unwrap();
    let labels: Vec<Option<String>> = whole.iter().map(|p| p.clone().unwrap().label).collect();
    assert_eq!(labels, [Some("id=1".to_owned())]);
    assert_eq!(fuzz_check::streamed(text.as_bytes(), None), Ok(whole));
    fuzz_check::check(text.as_bytes());
}

/// In a CSV table, text after a quoted field's closing quote (`""7`, `"12"5x`, kept as
/// lenient readers keep it) is named where it is written: it was named a column early, at
/// the quote. Kept in the corpus as `crash_text_after_a_closing_quote.txt`.
#[test]
fn text_after_a_closing_quote_is_named_where_it_is_written() {
    let text = "id,puzzle\n1,\"\"7 0,\n\"a\n2\",\"12\"5x\n";
    assert_eq!(
        bad_messages(text),
        [
            "line 2, column 6: unexpected character ' '",
            "line 4, column 9: unexpected character 'x'"
        ]
    );
    fuzz_check::check(text.as_bytes());
}

/// A line break in a CSV table's puzzle field (in quotes, the field spans lines) is named
/// where its line ends: the fuzz target's check took the end of a line for no character.
/// Kept in the corpus as `crash_line_break_in_a_quoted_puzzle.txt`.
#[test]
fn a_line_break_in_a_quoted_puzzle_is_named_where_its_line_ends() {
    let text = "id,puzzle\n1,\"..43\n..8\"\n";
    let error = parse_str(text).unwrap_err();
    assert_eq!(
        error.to_string(),
        "line 2, column 8: unexpected character '\\n'"
    );
    fuzz_check::check(text.as_bytes());
}
