//! `stepdoku hint` (issue 51): the next step a person would take, held to the reference
//! search (tests/it/reference), which shares no code with the library: on a board at the
//! fixpoint of singles, the reference's `mrv+wings` trace opens with the ladder's first
//! `eliminate` line; on one with a single open, with the `force` line of the first single
//! its round places. Each technique's board is a bundled puzzle with the digits the
//! reference forces before its first elimination filled in.

use crate::needs::puzzle;
use crate::reference::search::{Deduce, Parts, Pick, Search};
use crate::support::run::{puzzle_path, stepdoku, succeeds};

/// Puzzles of the bundled files (file, line) whose first elimination under `mrv+wings`
/// is by the technique named.
const CASES: [(&str, usize, &str); 9] = [
    ("norvig_easy50.txt", 6, "locked candidates: 4 in box 3"),
    ("norvig_top95.txt", 12, "locked candidates: 9 in row 6"),
    ("norvig_easy50.txt", 10, "naked pair"),
    (
        "magictour_top1465.txt",
        413,
        "naked triple 2,6,7 at r4c1,r4c2,r4c3 in row 4",
    ),
    ("norvig_top95.txt", 56, "hidden pair"),
    ("magictour_top1465.txt", 96, "hidden triple"),
    ("magictour_top1465.txt", 203, "x-wing"),
    ("magictour_top1465.txt", 91, "swordfish"),
    ("all_17_clue_first1000.txt", 393, "xyz-wing"),
];

/// The reference's `mrv+wings` trace of `board` to its first solution.
fn reference_trace(board: &str) -> Vec<String> {
    let parts = Parts {
        pick: Pick::Mrv,
        lcv: false,
        deduce: Deduce::Wings,
    };
    Search::new(board, parts, 1, true).run().lines.unwrap()
}

/// `board` with the digits of the `force` lines before the first `eliminate` of its
/// reference trace filled in, and that `eliminate` line.
fn at_first_elimination(board: &str) -> (String, String) {
    let mut cells: Vec<char> = board.chars().collect();
    for line in reference_trace(board) {
        if line.starts_with("eliminate ") {
            return (cells.into_iter().collect(), line);
        }
        let words: Vec<&str> = line.split(' ').collect();
        assert_eq!(words[0], "force", "a guess before any elimination: {line}");
        let (row, col) = words[1][1..].split_once('c').unwrap();
        let (row, col): (usize, usize) = (row.parse().unwrap(), col.parse().unwrap());
        cells[(row - 1) * 9 + col - 1] = words[2].chars().next().unwrap();
    }
    panic!("no elimination on {board}")
}

fn hint(args: &[&str]) -> String {
    let out = stepdoku(&[&["hint"], args].concat());
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(0), "{args:?}: {stderr}");
    assert_eq!(stderr, "", "{args:?}");
    String::from_utf8(out.stdout).unwrap()
}

#[test]
fn a_single_comes_first_then_the_first_elimination_of_the_ladder() {
    for (file, line, technique) in CASES {
        let givens = puzzle(file, line);
        // the puzzle itself: its first single, the reference's first line
        let first = reference_trace(&givens).remove(0);
        assert!(first.starts_with("force "), "{first}");
        assert_eq!(hint(&["--puzzle", &givens]), format!("{first}\n"));
        // at the fixpoint of singles, the technique's elimination
        let (board, elimination) = at_first_elimination(&givens);
        assert!(elimination.contains(technique), "{elimination}");
        assert_eq!(reference_trace(&board)[0], elimination);
        assert_eq!(hint(&["--puzzle", &board]), format!("{elimination}\n"));
    }
}

/// HoDoKu's example of an XY-Wing (its Solving Technique Index, file `xy02`), the board of
/// its HoDoKu line with the digits placed (`+`) kept: "XY-Wing: 1/6/9 in r4c14,r5c2 =>
/// r4c23,r5c456<>9", the pivot r4c1 (1 6) and the pincers r4c4 (1 9) and r5c2 (6 9).
#[test]
fn hodokus_xy_wing_example_is_the_hint() {
    let line = "71+4.+6.5+38+8..4+53..+7+3567+1+8+4+2+9....2+4.8+54.....3.22+8+5376+9+419+78+6\
                +3+1254.....7..+6........3";
    let board: String = line.chars().filter(|&c| c != '+').collect();
    let expected = "eliminate 9 from r4c2,r4c3,r5c4,r5c5,r5c6 xy-wing at r4c1 with r4c4,r5c2";
    assert_eq!(hint(&["--puzzle", &board]), format!("{expected}\n"));
    // the reference search, which shares no code with the library, takes the same step
    assert_eq!(reference_trace(&board)[0], expected);
    let explained = hint(&["--puzzle", &board, "--explain", "--candidates"]);
    let lines: Vec<&str> = explained.lines().collect();
    assert_eq!(lines[1], "  xy-wing: r4c2 r4c3 r5c4 r5c5 r5c6 lose 9");
    // HoDoKu's candidates of the pivot and pincers
    let row4: Vec<&str> = lines[7].split(' ').filter(|w| *w != "|").collect();
    let row5: Vec<&str> = lines[8].split(' ').filter(|w| *w != "|").collect();
    assert_eq!(
        (row4[0], row4[3], row5[1]),
        ("1....6...", "1.......9", ".....6..9")
    );
}

#[test]
fn no_step_left_is_said_and_exits_zero() {
    let blank = ".".repeat(81);
    assert_eq!(hint(&["--puzzle", &blank]), "none: a guess is needed\n");
    let explained = hint(&["--puzzle", &blank, "--explain"]);
    assert_eq!(
        explained,
        "none: a guess is needed\n  no single is open, and no technique of the ladder \
         removes a candidate\n"
    );
    let full = "534678912672195348198342567859761423426853791713924856961537284287419635345286179";
    assert_eq!(hint(&["--puzzle", full]), "none: the board is full\n");
}

#[test]
fn explain_adds_words_and_candidates_the_candidate_grid() {
    let (board, elimination) = at_first_elimination(&puzzle("magictour_top1465.txt", 203));
    let out = hint(&["--puzzle", &board, "--explain", "--candidates"]);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines[0], elimination);
    // the technique first in words, then its pattern
    assert!(lines[1].starts_with("  x-wing: "), "{out}");
    assert_eq!(
        lines[2], "  x-wing 3 in columns 6,9 covering rows 2,4",
        "{out}"
    );
    // 9 rows and 2 rules, each cell 9 characters: its candidates, found here from the
    // givens' rows, columns and boxes
    let grid: Vec<&str> = lines[3..].to_vec();
    assert_eq!(grid.len(), 11, "{out}");
    assert_eq!(
        grid[3],
        format!("{0}+{1}+{0}", "-".repeat(30), "-".repeat(31))
    );
    let digits: Vec<u8> = board.bytes().map(|b| b.saturating_sub(b'0') % 10).collect();
    for (r, row) in grid.iter().filter(|l| !l.starts_with('-')).enumerate() {
        let cells: Vec<&str> = row.split(' ').filter(|w| *w != "|").collect();
        assert_eq!(cells.len(), 9, "{row}");
        for (c, cell) in cells.iter().enumerate() {
            let expected: String = (1..=9u8)
                .map(|d| {
                    let here = digits[r * 9 + c];
                    let seen = (0..81).any(|j| {
                        let (jr, jc) = (j / 9, j % 9);
                        let peer = jr == r || jc == c || (jr / 3 == r / 3 && jc / 3 == c / 3);
                        peer && j != r * 9 + c && digits[j] == d
                    });
                    let candidate = if here == 0 { !seen } else { here == d };
                    if candidate { char::from(b'0' + d) } else { '.' }
                })
                .collect();
            assert_eq!(*cell, expected, "r{}c{}", r + 1, c + 1);
        }
    }
}

#[test]
fn a_file_gets_one_hint_per_puzzle_under_its_header() {
    let file = puzzle_path("norvig_hardest11.txt");
    let all = succeeds(&["hint", &file]);
    let heads: Vec<&str> = all.lines().filter(|l| l.starts_with("# puzzle ")).collect();
    assert_eq!(heads.len(), 11);
    assert_eq!(heads[2], "# puzzle 3 (line 3)");
    let third = reference_trace(&puzzle("norvig_hardest11.txt", 3)).remove(0);
    assert!(
        all.contains(&format!("# puzzle 3 (line 3)\n{third}\n")),
        "{all}"
    );
    assert_eq!(hint(&[&file, "--index", "3"]), format!("{third}\n"));
    // conflicting givens: a note, `invalid`, and the status of bad input
    let out = stepdoku(&["hint", &puzzle_path("verdicts.txt")]);
    assert_eq!(out.status.code(), Some(2));
    let stdout = String::from_utf8(out.stdout).unwrap();
    assert!(
        stdout.ends_with("# puzzle 4 (line 5)\ninvalid\n"),
        "{stdout}"
    );
    let stderr = String::from_utf8(out.stderr).unwrap();
    assert!(stderr.starts_with("stepdoku: "), "{stderr}");
    assert!(
        stderr.contains("verdicts.txt:5: conflicting givens"),
        "{stderr}"
    );
}
