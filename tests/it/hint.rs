//! `stepdoku hint` (issue 51): the next step a person would take, held to the reference
//! search (tests/it/reference), which shares no code with the library: on a board at the
//! fixpoint of singles, the reference's `mrv+wings` trace opens with the ladder's first
//! `eliminate` line; on one with a single open, with the `force` line of the first single
//! its round places. Each technique's board is a bundled puzzle with the digits the
//! reference forces before its first elimination filled in, or, for the quads and the
//! jellyfish, which no bundled puzzle opens with, a pencil-mark puzzle (a Sukaku line)
//! built for it.

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

/// The reference's `mrv+wings` trace of `board` (givens, or a Sukaku line of written
/// candidates) to its first solution.
fn reference_trace(board: &str) -> Vec<String> {
    let parts = Parts {
        pick: Pick::Mrv,
        lcv: false,
        deduce: Deduce::Wings,
    };
    let search = match board.chars().count() {
        729 => Search::sukaku(board, parts, 1, true),
        _ => Search::new(board, parts, 1, true),
    };
    search.run().lines.unwrap()
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

/// A pencil-mark board being built: each cell's candidates, bit `d` for digit `d`.
struct Pencil([u16; 81]);

impl Pencil {
    /// Every digit a candidate in every cell: no single, subset, fish or wing anywhere.
    fn full() -> Pencil {
        Pencil([0b11_1111_1110; 81])
    }

    /// Takes every digit but `digits` from r`row`c`col`.
    fn keep(mut self, row: usize, col: usize, digits: &[u8]) -> Pencil {
        self.0[(row - 1) * 9 + col - 1] &= digits.iter().fold(0, |m, d| m | 1 << d);
        self
    }

    /// Takes `d` from row `row` but in columns `cols`.
    fn places(mut self, row: usize, d: u8, cols: &[usize]) -> Pencil {
        for col in (1..=9).filter(|c| !cols.contains(c)) {
            self.0[(row - 1) * 9 + col - 1] &= !(1 << d);
        }
        self
    }

    /// The Sukaku line: nine characters a cell, the digit where it is a candidate.
    fn line(&self) -> String {
        let mark = |m: u16, d: u8| match m & 1 << d {
            0 => '.',
            _ => char::from(b'0' + d),
        };
        self.0
            .iter()
            .flat_map(|&m| (1..=9).map(move |d| mark(m, d)))
            .collect()
    }
}

/// Row 4's r4c1, r4c3, r4c5 and r4c8 hold 1 2, 2 3, 3 4 and 4 1: four cells, four digits,
/// while any two of them have three digits and any three four, so no pair or triple. Every
/// other cell keeps all nine, so every digit has places in two boxes or more of each row
/// and column and in two rows and two columns of each box (no locked candidates), and in at
/// least five cells of each house (no hidden subset, no fish).
fn naked_quad_board() -> String {
    let row = 4;
    Pencil::full()
        .keep(row, 1, &[1, 2])
        .keep(row, 3, &[2, 3])
        .keep(row, 5, &[3, 4])
        .keep(row, 8, &[4, 1])
        .line()
}

/// Row 1's places for 1, 2, 3 and 4 are r1c1 and r1c4, r1c2 and r1c5, r1c1 and r1c5, r1c2
/// and r1c4: four digits in four cells, while any two digits take three cells or four and
/// any three all four (no hidden pair or triple). Each digit's two places lie in boxes 1
/// and 2 (no claiming); the rest of each box has them in two rows (no pointing). The four
/// cells keep 5 to 9, the hidden quad's to remove, and no cell has fewer than five
/// candidates (no naked subset: the other five cells of row 1, 5 to 9 each, are a naked
/// quint, which the ladder does not look for).
fn hidden_quad_board() -> String {
    [(1, [1, 4]), (2, [2, 5]), (3, [1, 5]), (4, [2, 4])]
        .iter()
        .fold(Pencil::full(), |board, (d, cols)| board.places(1, *d, cols))
        .line()
}

/// Only 5 is struck: rows 1, 2, 4 and 7 have it in two of columns 1, 2, 4 and 7 each
/// (1 4, 2 7, 2 4 and 1 7, a cycle through the four columns: two rows take three columns
/// or four, three rows all four, so no x-wing or swordfish), the other rows everywhere.
/// Each of those rows has its two places in two boxes, and each box has 5 in two rows and
/// two columns (no locked candidates). Every cell keeps eight candidates or nine and every
/// other digit has nine places in each house, so no single, subset or wing: the fish is the
/// ladder's first pattern, and it takes 5 from columns 1, 2, 4 and 7 in rows 3, 5, 6, 8, 9.
fn jellyfish_board() -> String {
    [(1, [1, 4]), (2, [2, 7]), (4, [2, 4]), (7, [1, 7])]
        .iter()
        .fold(Pencil::full(), |board, (row, cols)| {
            board.places(*row, 5, cols)
        })
        .line()
}

/// The techniques no bundled puzzle opens with, on pencil-mark boards built for them: the
/// line `hint` prints is the first of the reference's trace, a line of the technique.
#[test]
fn a_quad_or_a_jellyfish_on_pencil_marks_is_the_hint() {
    let cases = [
        (
            naked_quad_board(),
            "naked quad",
            "eliminate 1,2,3,4 from r4c2,r4c4,r4c6,r4c7,r4c9 naked quad 1,2,3,4 at \
             r4c1,r4c3,r4c5,r4c8 in row 4",
        ),
        (
            hidden_quad_board(),
            "hidden quad",
            "eliminate 5,6,7,8,9 from r1c1,r1c2,r1c4,r1c5 hidden quad 1,2,3,4 at \
             r1c1,r1c2,r1c4,r1c5 in row 1",
        ),
        (
            jellyfish_board(),
            "jellyfish",
            "eliminate 5 from r3c1,r3c2,r3c4,r3c7,r5c1,r5c2,r5c4,r5c7,r6c1,r6c2,r6c4,r6c7,\
             r8c1,r8c2,r8c4,r8c7,r9c1,r9c2,r9c4,r9c7 jellyfish 5 in rows 1,2,4,7 covering \
             columns 1,2,4,7",
        ),
    ];
    for (board, technique, expected) in cases {
        assert!(expected.contains(technique), "{expected}");
        assert_eq!(reference_trace(&board)[0], expected);
        assert_eq!(hint(&["--puzzle", &board]), format!("{expected}\n"));
    }
}

#[test]
fn a_hidden_quads_words_and_the_candidates_it_was_found_on() {
    let out = hint(&[
        "--puzzle",
        &hidden_quad_board(),
        "--explain",
        "--candidates",
    ]);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(
        lines[1],
        "  hidden quad: r1c1 r1c2 r1c4 r1c5 lose 5 6 7 8 9"
    );
    assert_eq!(
        lines[2],
        "  hidden quad 1,2,3,4 at r1c1,r1c2,r1c4,r1c5 in row 1"
    );
    // row 1 of the grid: the candidates as written, before the step
    assert_eq!(
        lines[3],
        "1.3.56789 .2.456789 ....56789 | 1..456789 .23.56789 ....56789 | \
         ....56789 ....56789 ....56789"
    );
}
