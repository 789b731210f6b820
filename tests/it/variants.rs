//! Variant puzzles (issue 53, first slice) through the real binary: the hand-made X-sudoku,
//! windoku and jigsaw of puzzles/variants/ solved, each solution held to every house by a
//! check written here; small variant puzzles' counts of solutions against a brute-force
//! counter written here; bad directive lines named where they stand.

use crate::support::run::{puzzle_path, stepdoku, succeeds};
use crate::support::tier;
use std::io::Write;

/// The houses of an N×N board, as lists of reading-order indices: rows, columns, then the
/// boxes of `box_rows`×`box_cols` or else `regions` (each cell's, 1..=N), the diagonals
/// `diagonals` asks for, and `extra`.
pub(crate) fn houses(
    n: usize,
    box_rows: usize,
    regions: Option<&str>,
    diagonals: &str,
    extra: &[Vec<usize>],
) -> Vec<Vec<usize>> {
    let mut all: Vec<Vec<usize>> = Vec::new();
    all.extend((0..n).map(|r| (0..n).map(|c| r * n + c).collect()));
    all.extend((0..n).map(|c| (0..n).map(|r| r * n + c).collect()));
    match regions {
        Some(layout) => {
            let of: Vec<u32> = layout.chars().map(|c| c.to_digit(17).unwrap()).collect();
            all.extend((1..=n as u32).map(|k| (0..n * n).filter(|&i| of[i] == k).collect()));
        }
        None => {
            let box_cols = n / box_rows;
            let of = |i: usize| (i / n) / box_rows * box_rows + (i % n) / box_cols;
            all.extend((0..n).map(|b| (0..n * n).filter(|&i| of(i) == b).collect()));
        }
    }
    if matches!(diagonals, "main" | "both") {
        all.push((0..n).map(|k| k * n + k).collect());
    }
    if matches!(diagonals, "anti" | "both") {
        all.push((0..n).map(|k| k * n + n - 1 - k).collect());
    }
    all.extend(extra.iter().cloned());
    all
}

/// The four windoku houses of a 9×9.
pub(crate) fn windoku() -> Vec<Vec<usize>> {
    [(1, 1), (1, 5), (5, 1), (5, 5)]
        .iter()
        .map(|&(top, left)| (0..9).map(|k| (top + k / 3) * 9 + left + k % 3).collect())
        .collect()
}

/// The digits of a line of cells, 0 for `.`.
pub(crate) fn digits(line: &str) -> Vec<u8> {
    line.chars()
        .map(|c| c.to_digit(10).unwrap_or(0) as u8)
        .collect()
}

/// Whether `solution` holds each digit once in every house and keeps `givens`.
pub(crate) fn solves(solution: &[u8], givens: &[u8], houses: &[Vec<usize>]) -> bool {
    let n = houses[0].len();
    let kept = givens.iter().zip(solution).all(|(&g, &s)| g == 0 || g == s);
    let once = houses.iter().all(|house| {
        let mut seen: Vec<u8> = house.iter().map(|&i| solution[i]).collect();
        seen.sort_unstable();
        seen == (1..=n as u8).collect::<Vec<_>>()
    });
    kept && once && solution.len() == n * n
}

/// Each cell's peers under `houses` (N² cells): the other cells of the houses that hold it.
pub(crate) fn peers(houses: &[Vec<usize>]) -> Vec<Vec<usize>> {
    let n = houses[0].len();
    (0..n * n)
        .map(|i| {
            let mut p: Vec<usize> = houses
                .iter()
                .filter(|h| h.contains(&i))
                .flatten()
                .copied()
                .collect();
            p.retain(|&j| j != i);
            p
        })
        .collect()
}

/// How many solutions `givens` has under `houses`, counted up to `cap` by trying every digit
/// in the emptiest cell.
pub(crate) fn brute_count(givens: &[u8], houses: &[Vec<usize>], cap: u64) -> u64 {
    let n = houses[0].len();
    let peers = peers(houses);
    let mut cells = givens.to_vec();
    fn go(cells: &mut Vec<u8>, peers: &[Vec<usize>], n: usize, cap: u64) -> u64 {
        // the digits no peer holds, as bits 1..=n: a mask, so the emptiest cell is found
        // without a list per cell (the exhaustive count of a 9x9 runs through millions)
        let free = |cells: &Vec<u8>, i: usize| {
            let held = peers[i].iter().fold(0u32, |m, &j| m | 1 << cells[j]);
            !held & (((1u32 << n) - 1) << 1)
        };
        let empty = (0..cells.len()).filter(|&i| cells[i] == 0);
        let Some(i) = empty.min_by_key(|&i| free(cells, i).count_ones()) else {
            return 1;
        };
        let mut found = 0;
        let options = free(cells, i);
        for d in (1..=n as u8).filter(|&d| options & 1 << d != 0) {
            cells[i] = d;
            found += go(cells, peers, n, cap - found);
            cells[i] = 0;
            if found >= cap {
                break;
            }
        }
        found
    }
    go(&mut cells, &peers, n, cap)
}

pub(crate) const X: &str =
    "6......4....3.............5..74...818..1.....3...2.4......8......1.9.83........5.";
pub(crate) const WINDOKU: &str =
    "4..8.....7.3..........3..7.............6..8.5..............3..7..9.58.1.6......2.";
pub(crate) const JIGSAW: &str =
    "...2..7...5..6.............96..3.......1.....3..............1......92...2....4.5.";
pub(crate) const JIGSAW_REGIONS: &str =
    "111222233112523363141122333441426663445555566474855966778898996774758899777888999";

/// `stepdoku solve FILE --format line`'s solution of puzzles/variants/`name`, held to
/// `houses` and the givens, and the one solution the brute force finds.
fn solved_as_checked(name: &str, givens: &str, houses: &[Vec<usize>]) {
    let out = succeeds(&["solve", &puzzle_path(name), "--format", "line"]);
    let solution = digits(out.lines().next().unwrap());
    assert!(solves(&solution, &digits(givens), houses), "{name}: {out}");
    assert_eq!(brute_count(&digits(givens), houses, 2), 1, "{name}");
    // the standard houses alone leave it open: the variant's are what settle it
    let standard = &houses[..27];
    assert!(brute_count(&digits(givens), standard, 2) > 1, "{name}");
}

#[test]
fn the_x_sudoku_is_solved_on_its_diagonals() {
    solved_as_checked("variants/x.txt", X, &houses(9, 3, None, "both", &[]));
}

#[test]
fn the_windoku_is_solved_in_its_windows() {
    solved_as_checked(
        "variants/windoku.txt",
        WINDOKU,
        &houses(9, 3, None, "", &windoku()),
    );
}

#[test]
fn the_jigsaw_is_solved_in_its_regions() {
    let houses = houses(9, 3, Some(JIGSAW_REGIONS), "", &[]);
    let out = succeeds(&[
        "solve",
        &puzzle_path("variants/jigsaw.txt"),
        "--format",
        "line",
    ]);
    assert!(
        solves(
            &digits(out.lines().next().unwrap()),
            &digits(JIGSAW),
            &houses
        ),
        "{out}"
    );
    // its one solution, by brute force: the full tier's
    if tier::full() {
        assert_eq!(brute_count(&digits(JIGSAW), &houses, 2), 1);
    }
}

/// A file holding `text`, for the binary to read.
pub(crate) fn file(text: &str) -> tempfile::NamedTempFile {
    let mut file = tempfile::NamedTempFile::new().unwrap();
    file.write_all(text.as_bytes()).unwrap();
    file
}

/// `solve --all --format count` of `text`: every solution counted.
pub(crate) fn counted(text: &str) -> u64 {
    let file = file(text);
    let path = file.path().to_str().unwrap();
    count_lines(path, &[]).trim().parse().unwrap()
}

/// What `solve PATH --all --format count` and `more` print: each puzzle's count, a line each.
pub(crate) fn count_lines(path: &str, more: &[&str]) -> String {
    let args = [
        "solve",
        path,
        "--all",
        "--max-solutions",
        "100000",
        "--format",
        "count",
    ];
    succeeds(&[&args[..], more].concat())
}

#[test]
fn small_variants_have_the_brute_force_counts() {
    // 4x4 and 6x6 boards, blank or nearly, with diagonals, regions and an extra house
    let six_regions = "111222112122333444333444555666555666";
    let six_directive = format!("regions: {six_regions}");
    let cases: Vec<(&str, &str, Vec<Vec<usize>>)> = vec![
        (
            "................",
            "diagonals: both",
            houses(4, 2, None, "both", &[]),
        ),
        (
            "1...............",
            "diagonals: anti",
            houses(4, 2, None, "anti", &[]),
        ),
        (
            "................",
            "regions: 1122112233443344",
            houses(4, 2, Some("1122112233443344"), "", &[]),
        ),
        (
            "................",
            "regions: 1112132233423444\ndiagonals: main",
            houses(4, 2, Some("1112132233423444"), "main", &[]),
        ),
        (
            "1.....2.....3.....4.....5...........",
            "diagonals: main",
            houses(6, 2, None, "main", &[]),
        ),
        (
            "1.....2.....3.......................",
            &six_directive,
            houses(6, 2, Some(six_regions), "", &[]),
        ),
        (
            "12..............",
            "extra: r1c1,r2c2,r3c3,r4c4\nextra: r1c4,r2c3,r3c2,r4c1",
            houses(4, 2, None, "both", &[]),
        ),
    ];
    for (cells, directives, houses) in cases {
        let expected = brute_count(&digits(cells), &houses, u64::MAX);
        let text = format!("{cells}\n{directives}\n");
        assert_eq!(counted(&text), expected, "{text}");
    }
    // the counts are the variants': the standard 4x4 has 288 grids
    assert_eq!(counted("................\n"), 288);
}

/// The message and status of `solve` on a file of `text` ending with `tail` (the file's
/// name cut off).
fn refused(text: &str) -> String {
    let file = file(text);
    let path = file.path().to_str().unwrap();
    let out = stepdoku(&["solve", path, "--format", "line"]);
    assert_eq!(out.status.code(), Some(2), "{text}");
    let stderr = String::from_utf8(out.stderr).unwrap();
    stderr.replace(path, "FILE").trim().to_owned()
}

#[test]
fn bad_directives_are_named_where_they_stand() {
    let four = "................\n";
    let cases = [
        (
            format!("{X}\ncolour: red\n"),
            "FILE:2:1: unknown directive \"colour\" (stepdoku knows diagonals, regions, extra, cage)",
        ),
        (
            format!("{X}\nregions: 123\n"),
            "FILE:2:10: regions: 3 characters, a 9x9 puzzle has 81 cells",
        ),
        (
            format!("{four}regions: 1111132233423444\n"),
            "FILE:2:10: region 1 has 5 cells, not 4",
        ),
        (
            format!("{four}regions: 1112132233423445\n"),
            "FILE:2:25: '5' is no region of a 4x4 puzzle (1 to 4)",
        ),
        (
            format!("{X}\nextra: r1c1,r1c2\n"),
            "FILE:2:8: extra house 1 has 2 cells, not 9",
        ),
        (
            format!("{four}extra: r1c1,r1c1,r2c2,r2c1\n"),
            "FILE:2:8: extra house 1 holds r1c1 twice",
        ),
        (
            format!("{four}extra: windoku\n"),
            "FILE:2:8: windoku is 9x9 only, not 4x4",
        ),
        (
            format!("{four}diagonals: sideways\n"),
            "FILE:2:12: diagonals: \"sideways\" is none of both, main, anti",
        ),
        (
            "1..............1\ndiagonals: main\n".to_string(),
            "FILE:1: conflicting givens: r1c1 and r4c4 both hold 1 (diagonal 1)",
        ),
        (
            "1....1..........\nregions: 1122112233443344\n".to_string(),
            "FILE:1: conflicting givens: r1c1 and r2c2 both hold 1 (region 1)",
        ),
        (
            "1.....1.........\nextra: r1c2,r2c1,r3c4,r4c3\nextra: r1c1,r1c2,r2c3,r2c4\n"
                .to_string(),
            "FILE:1: conflicting givens: r1c1 and r2c3 both hold 1 (extra house 2)",
        ),
    ];
    each_refused(&cases);
}

/// Each file text of `cases` refused with its message (after `stepdoku: `).
pub(crate) fn each_refused(cases: &[(String, &str)]) {
    for (text, message) in cases {
        assert_eq!(refused(text), format!("stepdoku: {message}"), "{text}");
    }
}

#[test]
fn box_with_regions_is_refused() {
    let file = file("................\nregions: 1112132233423444\n");
    let path = file.path().to_str().unwrap();
    let out = stepdoku(&["solve", path, "--box", "2x2"]);
    assert_eq!(out.status.code(), Some(2));
    let stderr = String::from_utf8(out.stderr).unwrap().replace(path, "FILE");
    assert_eq!(
        stderr.trim(),
        "stepdoku: FILE:2:1: --box 2x2 with regions: the regions replace the boxes"
    );
}

/// Standard output of `stepdoku COMMAND puzzles/NAME ARGS`, which must succeed.
fn on(command: &str, name: &str, args: &[&str]) -> String {
    let path = puzzle_path(name);
    succeeds(&[&[command, path.as_str()], args].concat())
}

#[test]
fn trace_names_the_houses_and_json_the_variant() {
    let explained = ["--explain", "--strategy", "propagate"];
    let trace = on("trace", "variants/windoku.txt", &explained);
    assert!(
        trace.contains("dead-end no place for 6 in extra house 3"),
        "{trace}"
    );
    let trace = on("trace", "variants/x.txt", &explained);
    assert!(trace.contains("hidden single in diagonal 1"), "{trace}");
    let json = on("solve", "variants/jigsaw.txt", &["--format", "json"]);
    let regions = format!("\"regions\":\"{JIGSAW_REGIONS}\",\"extra\":[],\"cages\":[]}}");
    assert!(
        json.contains(&format!("\"variant\":{{\"diagonals\":null,{regions}")),
        "{json}"
    );
    let json = on("check", "variants/windoku.txt", &["--format", "json"]);
    let windows = "\"extra\":[[\"r2c2\",\"r2c3\",\"r2c4\",\"r3c2\"";
    assert!(
        json.contains(&format!("\"diagonals\":null,\"regions\":null,{windows}")),
        "{json}"
    );
    assert!(json.contains("\"verdict\":\"unique\""), "{json}");
    // a standard puzzle's object is as it was
    let standard = on("solve", "norvig_easy50.txt", &["--format", "json"]);
    assert!(!standard.contains("variant"));
}
