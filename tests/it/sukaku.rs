//! Pencil-mark puzzles (Sukaku, issue 51) through the real binary: puzzles/sukaku.txt's
//! lines and candidate grid, solved from their written candidates to the answers a
//! brute-force search written apart from stepdoku found (puzzles/SOURCES.md); the grid
//! `hint --candidates` prints reads back to the same candidates; a single candidate is
//! forced by the rounds and guessed with one option without them; bad cells are named where
//! they stand.

use crate::support::run::{puzzle_path, stepdoku, succeeds};

/// Grid 01 of Project Euler 96 (norvig_easy50.txt line 1), solved.
const EASY_1: &str =
    "483921657967345821251876493548132976729564138136798245372689514814253769695417382";
/// tdoku's 3-solution puzzle with the 2 of r1c3 struck: the one solution left.
const STRUCK: &str =
    "814567329295384671367129854153472968786913245942856137438295716571638492629741583";

fn sukaku() -> String {
    puzzle_path("sukaku.txt")
}

/// The 729 characters of puzzles/sukaku.txt's line `n`.
fn line(n: usize) -> String {
    let text = std::fs::read_to_string(sukaku()).unwrap();
    text.lines().nth(n - 1).unwrap()[..729].to_owned()
}

/// Each cell's candidates as written in `text`: nine characters a cell, in reading order,
/// whatever the gaps and rules between them.
fn marks(text: &str) -> Vec<String> {
    let cells: String = text
        .lines()
        .filter(|l| !l.starts_with('-'))
        .flat_map(|l| l.split([' ', '|']))
        .collect();
    assert_eq!(cells.len(), 729, "{text}");
    (0..81)
        .map(|i| cells[9 * i..9 * i + 9].to_owned())
        .collect()
}

/// The digits of `solve`'s grids, one string a puzzle.
fn solutions(out: &str) -> Vec<String> {
    out.split("# puzzle")
        .skip(1)
        .map(|block| {
            block
                .lines()
                .skip(1)
                .flat_map(|l| l.chars())
                .filter(char::is_ascii_digit)
                .collect()
        })
        .collect()
}

#[test]
fn each_puzzle_is_solved_from_its_written_candidates() {
    let out = succeeds(&["solve", &sukaku()]);
    assert_eq!(solutions(&out), [EASY_1, STRUCK, STRUCK]);
    // every solution keeps to the candidates written
    for (n, answer) in [(3, EASY_1), (4, STRUCK)] {
        for (cell, digit) in marks(&line(n)).iter().zip(answer.chars()) {
            assert!(cell.contains(digit), "line {n}: {digit} not in {cell}");
        }
    }
    let check = succeeds(&["check", &sukaku()]);
    assert_eq!(check.matches("unique solution").count(), 3, "{check}");
    // the plain puzzle line 4 was written from has three solutions, its candidates one
    let plain = "8.........95.......67.........472968...913245...856137....9.716...6.8492......583";
    let several = stepdoku(&["check", "--puzzle", plain]);
    let said = String::from_utf8_lossy(&several.stdout);
    assert!(said.contains("several solutions"), "{said}");
    // a --puzzle of 729 characters is one too
    let argument = succeeds(&["solve", "--puzzle", &line(4)]);
    assert_eq!(solutions(&argument), [STRUCK]);
}

#[test]
fn the_candidate_grid_of_hint_reads_back_to_the_same_candidates() {
    let out = succeeds(&["hint", "--candidates", "--puzzle", &line(4)]);
    let (first, grid) = out.split_once('\n').unwrap();
    assert_eq!(first, "force r1c1 8 naked single");
    // the written candidates, not those the (absent) givens would allow: r1c3 has no 2
    assert_eq!(marks(grid), marks(&line(4)));
    assert_eq!(marks(grid)[2], "1.34.....");
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("grid.txt");
    std::fs::write(&path, grid).unwrap();
    let path = path.to_string_lossy();
    let again = succeeds(&["hint", "--candidates", &path]);
    assert_eq!(again, format!("# puzzle 1 (line 1)\n{out}"));
    assert_eq!(solutions(&succeeds(&["solve", &path])), [STRUCK]);
}

#[test]
fn a_single_candidate_is_forced_with_rounds_and_a_one_option_guess_without() {
    let index = ["--index", "2"];
    let rounds = succeeds(
        &[
            &[
                "trace",
                &sukaku(),
                "--strategy",
                "propagate",
                "--limit",
                "2",
            ][..],
            &index,
        ]
        .concat(),
    );
    assert_eq!(
        rounds,
        "force r1c1 8 naked single\nforce r2c2 9 naked single\n"
    );
    let args = [
        "trace",
        &sukaku(),
        "--strategy",
        "row-major",
        "--limit",
        "2",
        "--explain",
    ];
    let none = succeeds(&[&args[..], &index].concat());
    let lines: Vec<&str> = none.lines().collect();
    assert_eq!(lines[0], "place r1c1 8 try 1 of 1 (8); first empty cell");
    assert_eq!(
        lines[1],
        "place r1c2 1 try 1 of 4 (1 2 3 4); first empty cell"
    );
}

#[test]
fn a_bad_cell_is_named_where_it_stands() {
    let dir = tempfile::tempdir().unwrap();
    let good = line(4);
    let cases = [
        (
            format!("{}x{}", &good[..100], &good[101..]),
            "1:101: unexpected character 'x'",
        ),
        (
            format!("{}7{}", &good[..2], &good[3..]),
            "1:3: '7' in the place of candidate 3: a pencil-mark cell writes digit d as its \
             dth character, '.' or '0' where d is no candidate",
        ),
        (
            format!("{}.........{}", &good[..18], &good[27..]),
            "1:19: r1c3 has no candidate in this pencil-mark puzzle",
        ),
        (
            std::fs::read_to_string(sukaku())
                .unwrap()
                .lines()
                .skip(6)
                .take(5)
                .collect::<Vec<_>>()
                .join("\n"),
            "1: candidate grid has 4 rows, expected 9",
        ),
    ];
    for (k, (text, expected)) in cases.iter().enumerate() {
        let path = dir.path().join(format!("bad{k}.txt"));
        std::fs::write(&path, text).unwrap();
        let path = path.to_string_lossy().into_owned();
        let out = stepdoku(&["solve", &path]);
        assert_eq!(out.status.code(), Some(2), "{expected}");
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert_eq!(stderr, format!("stepdoku: {path}:{expected}\n"));
    }
}
