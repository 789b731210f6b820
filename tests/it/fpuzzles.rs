//! f-puzzles files and links (issue 54) through the real binary: hand-made objects read as
//! their variants (the diagonals mapped as f-puzzles draws them: `diagonal-` from r1c1 down
//! to rNcN, `diagonal+` from rNc1 up), counted against the brute force; what stepdoku writes
//! (`--format fpuzzles`, `--format link`) matched against objects made by hand from the
//! format's description and read back to the same puzzle; bad objects and links each named
//! where they stand, the rest of the file still solved.

use crate::support::run::{puzzle_path, stepdoku, succeeds};
use crate::variants::{brute_count, file};
use stepdoku::parse::fpuzzles::Sheet;
use stepdoku::parse::parse_str;

/// A grid row of f-puzzles cells from `digits` (`.` an empty cell), each cell's `region`
/// from `regions` if given (0-based, as f-puzzles numbers them).
fn row(digits: &str, regions: Option<&str>) -> String {
    let cells: Vec<String> = (digits.chars().enumerate())
        .map(|(k, c)| {
            let mut keys = Vec::new();
            if let Some(d) = c.to_digit(10) {
                keys.push(format!("\"value\": {d}, \"given\": true"));
            }
            if let Some(r) = regions {
                keys.push(format!("\"region\": {}", &r[k..=k]));
            }
            format!("{{{}}}", keys.join(", "))
        })
        .collect();
    format!("[{}]", cells.join(", "))
}

/// An f-puzzles object of `rows` (a row of digits each) and `rest` (more keys, JSON),
/// pretty-printed as f-puzzles' export is: a key a line, a grid row a line.
fn object(rows: &[&str], regions: Option<&[&str]>, rest: &str) -> String {
    let n = rows.len();
    let grid: Vec<String> = (0..n)
        .map(|r| format!("    {}", row(rows[r], regions.map(|g| g[r]))))
        .collect();
    let rest = match rest {
        "" => String::new(),
        _ => format!(",\n  {rest}"),
    };
    format!(
        "{{\n  \"size\": {n},\n  \"grid\": [\n{}\n  ]{rest}\n}}\n",
        grid.join(",\n")
    )
}

/// `solve --format grid` of `text`: the solution, then the directive lines of its variant.
fn directives(text: &str) -> Vec<String> {
    let file = file(text);
    let out = succeeds(&["solve", file.path().to_str().unwrap(), "--format", "grid"]);
    (out.lines())
        .filter(|l| l.contains(": ") && !l.starts_with('#'))
        .map(str::to_owned)
        .collect()
}

/// `solve --all --format count` of `text`.
fn count(text: &str) -> u64 {
    let file = file(text);
    let path = file.path().to_str().unwrap();
    let out = succeeds(&["solve", path, "--all", "--format", "count"]);
    out.trim().parse().unwrap()
}

/// The houses of a 4×4: rows, columns, 2×2 boxes.
fn four_houses() -> Vec<Vec<usize>> {
    let mut all: Vec<Vec<usize>> = Vec::new();
    all.extend((0..4).map(|r| (0..4).map(|c| r * 4 + c).collect()));
    all.extend((0..4).map(|c| (0..4).map(|r| r * 4 + c).collect()));
    let boxed = |b: usize| {
        (0..16)
            .filter(|&i| (i / 8) * 2 + (i % 4) / 2 == b)
            .collect()
    };
    all.extend((0..4).map(boxed));
    all
}

#[test]
fn the_diagonals_are_mapped_as_f_puzzles_draws_them() {
    // 1 in r1c1 and r4c4 is twice on the main diagonal; 1 in r4c1 and r1c4 on the anti
    let refused = |rows: &[&str], key: &str| {
        let file_ = file(&object(rows, None, &format!("\"{key}\": true")));
        let out = stepdoku(&["solve", file_.path().to_str().unwrap()]);
        assert_eq!(out.status.code(), Some(2), "{key}");
        String::from_utf8(out.stderr).unwrap()
    };
    let down = ["1...", "....", "....", "...1"];
    let up = ["...1", "....", "....", "1..."];
    assert!(refused(&down, "diagonal-").contains("r1c1 and r4c4 both hold 1 (diagonal 1)"));
    assert!(refused(&up, "diagonal+").contains("r1c4 and r4c1 both hold 1 (diagonal 2)"));
    // and each is a house: the count of a puzzle of one given is the brute force's
    let one = ["1...", "....", "....", "...."];
    let mut givens = vec![0u8; 16];
    givens[0] = 1;
    for (key, diagonal) in [("diagonal-", [0, 5, 10, 15]), ("diagonal+", [12, 9, 6, 3])] {
        let mut houses = four_houses();
        houses.push(diagonal.to_vec());
        let text = object(&one, None, &format!("\"{key}\": true"));
        assert_eq!(count(&text), brute_count(&givens, &houses, 1000), "{key}");
    }
    let with = |rest: &str| directives(&object(&one, None, rest));
    assert_eq!(with("\"diagonal-\": true"), ["diagonals: main"]);
    assert_eq!(with("\"diagonal+\": true"), ["diagonals: anti"]);
    assert_eq!(
        with("\"diagonal+\": true, \"diagonal-\": true"),
        ["diagonals: both"]
    );
    // false asks for nothing
    assert_eq!(with("\"diagonal+\": false"), Vec::<String>::new());
}

#[test]
fn regions_extra_regions_and_cages_are_read() {
    let rows = ["1...", "....", "....", "...."];
    // a jigsaw of f-puzzles' 0-based regions; the boxes' own numbering is no jigsaw
    let jigsaw = ["0011", "0211", "0233", "2233"];
    let text = object(&rows, Some(&jigsaw), "");
    assert_eq!(directives(&text), ["regions: 1122132213443344"]);
    let boxes = ["0011", "0011", "2233", "2233"];
    assert_eq!(
        directives(&object(&rows, Some(&boxes), "")),
        Vec::<String>::new()
    );
    let rest = "\"extraregion\": [{\"cells\": [\"R1C2\", \"R2C1\", \"R3C4\", \"R4C3\"]}],\n  \
                \"killercage\": [{\"cells\": [\"R3C1\", \"R4C1\"], \"value\": \"7\", \"outlineC\": \"#000000\"}],\n  \
                \"cage\": [{\"cells\": [\"r4c3\", \"r4c4\"]}, {\"cells\": [\"R3C3\"], \"value\": \"\"}],\n  \
                \"title\": \"hand made\", \"author\": \"me\", \"ruleset\": \"normal rules\"";
    assert_eq!(
        directives(&object(&rows, None, rest)),
        [
            "extra: r1c2,r2c1,r3c4,r4c3",
            "cage 7: r3c1,r4c1",
            "cage: r4c3,r4c4",
            "cage: r3c3"
        ]
    );
}

#[test]
fn a_cage_without_a_sum_keeps_its_digits_distinct_and_only_that() {
    let rows = ["1...", "....", "....", "...."];
    let givens: Vec<u8> = vec![1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0];
    // r2c1 and r3c2 share no house: distinct only because of their cage
    let cage = vec![4, 9];
    let mut houses = four_houses();
    let free = brute_count(&givens, &houses, 1000);
    houses.push(cage);
    let caged = brute_count(&givens, &houses, 1000);
    assert!(caged < free, "the cage says something");
    let text = object(
        &rows,
        None,
        "\"killercage\": [{\"cells\": [\"R2C1\", \"R3C2\"]}]",
    );
    assert_eq!(count(&text), caged);
}

#[test]
fn progress_is_no_given_and_cosmetic_keys_are_read_past() {
    // a value without `given` is someone's progress, and colours, lines and marks draw only
    let text = "{\"size\": 4, \"grid\": [[{\"value\": 1, \"given\": true}, {\"value\": 2, \"c\": \"#FF0000\"}, \
                {\"centerPencilMarks\": [3, 4]}, {}], [{}, {}, {}, {}], [{}, {}, {}, {}], [{}, {}, {}, {}]], \
                \"line\": [{\"lines\": [[\"R1C1\", \"R2C2\"]]}], \"text\": [], \"solution\": []}\n";
    let puzzles = parse_str(text).unwrap();
    assert_eq!(puzzles[0].clues(), 1);
    assert!(puzzles[0].variant.is_none());
}

#[test]
fn what_is_written_has_the_keys_of_the_format_and_reads_back() {
    // generate's own lines and directives, and the same puzzles as f-puzzles objects
    for variant in ["killer", "jigsaw", "diagonal", "windoku"] {
        let args = [
            "generate",
            "--variant",
            variant,
            "--seed",
            "7",
            "--count",
            "2",
        ];
        let text = succeeds(&args);
        let objects = succeeds(&[&args[..], &["--format", "fpuzzles"]].concat());
        let links = succeeds(&[&args[..], &["--format", "link"]].concat());
        let expected = parse_str(&text).unwrap();
        let from_objects = parse_str(&objects).unwrap();
        let from_links = parse_str(&links).unwrap();
        assert_eq!(objects.lines().count(), 2, "{variant}: an object a line");
        for ((want, object), link) in expected.iter().zip(&from_objects).zip(&from_links) {
            for got in [object, link] {
                assert_eq!(got.digits, want.digits, "{variant}");
                assert_eq!(
                    got.variant.as_ref().map(|v| &v.0),
                    want.variant.as_ref().map(|v| &v.0),
                    "{variant}"
                );
            }
        }
        // written again from what it read, the same bytes
        let again: Vec<String> = (from_objects.iter())
            .map(|p| {
                let sheet = Sheet {
                    shape: p.shape,
                    givens: &p.digits,
                    filled: None,
                    variant: p.variant.as_ref().map(|v| &v.0),
                    title: None,
                };
                sheet.object()
            })
            .collect();
        assert_eq!(again.join("\n") + "\n", objects, "{variant}");
    }
}

#[test]
fn solve_writes_the_solved_grid_that_reads_back_as_the_puzzle() {
    let file = file("1.....1.........\ndiagonals: main\n");
    let path = file.path().to_str().unwrap();
    let solution = succeeds(&["solve", path, "--format", "line"]);
    let object = succeeds(&["solve", path, "--format", "fpuzzles"]);
    // made by hand: givens given, the solution's other digits values without `given`
    let s: Vec<char> = solution.trim().chars().collect();
    let cell = |i: usize| match i {
        0 | 6 => format!("{{\"value\":{},\"given\":true}}", s[i]),
        _ => format!("{{\"value\":{}}}", s[i]),
    };
    let rows: Vec<String> = (0..4)
        .map(|r| {
            format!(
                "[{}]",
                (0..4)
                    .map(|c| cell(r * 4 + c))
                    .collect::<Vec<_>>()
                    .join(",")
            )
        })
        .collect();
    let expected = format!(
        "{{\"size\":4,\"grid\":[{}],\"diagonal-\":true}}\n",
        rows.join(",")
    );
    assert_eq!(object, expected);
    let again = parse_str(&object).unwrap();
    assert_eq!(again[0].clues(), 2, "the solution's digits are no givens");
    let link = succeeds(&["solve", path, "--format", "link"]);
    assert!(link.starts_with("https://f-puzzles.com/?load="), "{link}");
    // a link given with --puzzle, its `+` written %2B as a pasted link may have it
    let pasted = link.trim().replace('+', "%2B");
    assert_eq!(
        succeeds(&["solve", "--puzzle", &pasted, "--format", "line"]),
        solution
    );
    let sudokupad = link
        .trim()
        .replace("f-puzzles.com/?load=", "sudokupad.app/fpuzzles");
    assert_eq!(
        succeeds(&["solve", "--puzzle", &sudokupad, "--format", "line"]),
        solution
    );
    // check writes the puzzle itself
    let checked = stepdoku(&["check", path, "--format", "fpuzzles"]).stdout;
    let checked = String::from_utf8(checked).unwrap();
    assert_eq!(parse_str(&checked).unwrap()[0].digits, again[0].digits);
}

#[test]
fn bad_objects_and_links_are_named_where_they_stand_and_the_rest_is_solved() {
    let good = object(&["1...", "....", "....", "...."], None, "").replace('\n', " ");
    let regions = (0..4)
        .map(|r| row("....", Some(["0000", "0111", "2223", "2333"][r])))
        .collect::<Vec<_>>()
        .join(",");
    let lines = [
        good.clone(),
        "{\"size\": 4, \"grid\": [[{}, {}, {}, {}] [{}]]}".to_owned(),
        good.replace("\"size\": 4", "\"size\": 5"),
        format!("{{\"size\": 4, \"grid\": [{regions}]}}"),
        good.replace(" }", ", \"killercage\": [{\"cells\": [\"R5C1\"]}]}"),
        good.replace(" }", ", \"arrow\": [{\"cells\": [\"R1C1\"]}]}"),
        good.clone(),
    ];
    // the 1-based column of `needle` on line `k`, `past` characters on
    let col = |k: usize, needle: &str, past: usize| lines[k].find(needle).unwrap() + 1 + past;
    let text = lines.join("\n") + "\n";
    let file_ = file(&text);
    let path = file_.path().to_str().unwrap();
    let out = stepdoku(&["solve", path, "--format", "line"]);
    assert_eq!(out.status.code(), Some(2));
    let stdout = String::from_utf8(out.stdout).unwrap();
    let answers: Vec<&str> = stdout.lines().collect();
    assert_eq!(answers.len(), 7, "{stdout}");
    assert!(answers[0].starts_with('1') && answers[6].starts_with('1'));
    assert!(answers[1..6].iter().all(|a| *a == "invalid"), "{stdout}");
    let stderr = String::from_utf8(out.stderr).unwrap().replace(path, "FILE");
    // each bad line's message, at the place of `needle` (`past` characters on) on it
    let wrong = [
        (1, " [{}]]", 1, "unexpected '[', expected ',' or ']'"),
        (2, "5", 0, "size: stepdoku reads 4, 6, 8, 9, 12 or 16"),
        (3, "\"region\": 0", 10, "region 1 has 5 cells, not 4"),
        (4, "\"R5C1\"", 0, "R5C1: off the 4x4 board"),
        (
            5,
            "\"arrow\"",
            0,
            "f-puzzles \"arrow\": a constraint stepdoku does not know",
        ),
    ];
    let expected: Vec<String> = (wrong.iter())
        .map(|&(k, needle, past, why)| {
            format!("stepdoku: FILE:{}:{}: {why}", k + 1, col(k, needle, past))
        })
        .collect();
    assert_eq!(stderr.lines().collect::<Vec<_>>(), expected);
    // links: a character out of Base64, a payload that does not decompress
    let link = stepdoku(&["check", "--puzzle", "1...............", "--format", "link"]).stdout;
    let link = String::from_utf8(link).unwrap();
    let link = link.trim();
    let starred = link.replacen("load=N", "load=*", 1);
    let bad = format!("{link}\n{starred}\nhttps://f-puzzles.com/?load=////\n{link}\n");
    let file_ = file(&bad);
    let path = file_.path().to_str().unwrap();
    let out = stepdoku(&["solve", path, "--format", "line"]);
    assert_eq!(out.status.code(), Some(2));
    let stdout = String::from_utf8(out.stdout).unwrap();
    let answers: Vec<&str> = stdout.lines().collect();
    assert_eq!(answers.len(), 4, "{stdout}");
    assert_eq!(answers[1..3], ["invalid", "invalid"]);
    let stderr = String::from_utf8(out.stderr).unwrap().replace(path, "FILE");
    assert_eq!(
        stderr.lines().collect::<Vec<_>>(),
        [
            "stepdoku: FILE:2:29: '*' is no Base64 character (the link's payload is lz-string Base64)",
            "stepdoku: FILE:3:29: the link's payload does not decompress (lz-string Base64)",
        ]
    );
}

#[test]
fn the_bundled_f_puzzles_files_are_their_text_puzzles() {
    let solve = |name: &str| succeeds(&["solve", &puzzle_path(name), "--format", "line"]);
    assert_eq!(solve("fpuzzles/jigsaw.json"), solve("variants/jigsaw.txt"));
    let links = solve("fpuzzles/links.txt");
    let generated = |args: &[&str]| {
        let made = succeeds(&[&["generate", "--seed", "11", "--count", "1"], args].concat());
        let file_ = file(&made);
        succeeds(&["solve", file_.path().to_str().unwrap(), "--format", "line"])
    };
    let expected = generated(&["--variant", "killer", "--grid", "4"])
        + &generated(&["--variant", "diagonal", "--grid", "6"]);
    assert_eq!(links, expected);
}
