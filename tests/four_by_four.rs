//! Files of 4×4 puzzles through the binary: what `generate --grid 4` prints reads back as
//! those puzzles with no option, for every count from 1 to 40 and several seeds, from a
//! file and from a pipe, a line at a time or drawn as grids; `--grid 4` reads 16 lines of
//! 16 cells as 16 puzzles; a slip that makes 16 lines a 16×16 names `--grid 4`.

#[path = "support/json_field.rs"]
mod json_field;
use json_field::field;
use std::io::Write;
use std::process::{Command, Stdio};

/// Runs stepdoku with `args` and `input` on standard input: its exit code, output and
/// messages.
fn stepdoku(args: &[&str], input: &str) -> (i32, String, String) {
    let mut child = Command::new(env!("CARGO_BIN_EXE_stepdoku"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let _ = child.stdin.take().unwrap().write_all(input.as_bytes());
    let out = child.wait_with_output().unwrap();
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8(out.stdout).unwrap(),
        String::from_utf8(out.stderr).unwrap(),
    )
}

/// What `generate --grid 4 --seed SEED --count COUNT` (and `more` options) prints.
fn generated(seed: u64, count: usize, more: &[&str]) -> String {
    let (seed, count) = (seed.to_string(), count.to_string());
    let args = [
        &[
            "generate", "--grid", "4", "--seed", &seed, "--count", &count,
        ][..],
        more,
    ]
    .concat();
    let (code, out, err) = stepdoku(&args, "");
    assert_eq!(code, 0, "{err}");
    out
}

/// Whether `solution` (16 digits) is a full 4×4 grid that keeps the givens of `puzzle`:
/// each row, column and box holds 1 to 4 once. Checked here, not by stepdoku.
fn solves(puzzle: &str, solution: &str) -> bool {
    let digit = |k: usize| solution.as_bytes()[k];
    let whole = |cells: [usize; 4]| {
        let mut seen: Vec<u8> = cells.iter().map(|&k| digit(k)).collect();
        seen.sort_unstable();
        seen == b"1234"
    };
    let keeps = puzzle
        .bytes()
        .zip(solution.bytes())
        .all(|(given, found)| given == b'.' || given == found);
    let units = (0..4).flat_map(|i| {
        let (r, c) = (i / 2 * 2, i % 2 * 2);
        [
            [4 * i, 4 * i + 1, 4 * i + 2, 4 * i + 3],
            [i, i + 4, i + 8, i + 12],
            [4 * r + c, 4 * r + c + 1, 4 * r + c + 4, 4 * r + c + 5],
        ]
    });
    solution.len() == 16 && keeps && units.into_iter().all(whole)
}

#[test]
fn what_generate_grid_4_prints_reads_back_with_no_option_in_any_number() {
    let dir = tempfile::tempdir().unwrap();
    for seed in [1, 2, 3, 4_155_607_302_376_746_359] {
        for count in 1..=40 {
            let text = generated(seed, count, &[]);
            let lines: Vec<&str> = text.lines().collect();
            assert_eq!(lines.len(), count);
            // from a pipe, read as a stream: one 4x4 per line, in order, each solved
            let (code, out, err) = stepdoku(&["solve", "-", "--format", "json"], &text);
            assert_eq!((code, err.as_str()), (0, ""), "seed {seed}, count {count}");
            let objects: Vec<&str> = out.lines().collect();
            assert_eq!(objects.len(), count, "seed {seed}, count {count}");
            for (k, (object, line)) in objects.iter().zip(&lines).enumerate() {
                assert_eq!(field(object, "index"), (k + 1).to_string());
                assert_eq!(field(object, "line"), (k + 1).to_string());
                assert_eq!(field(object, "grid"), "4");
                assert_eq!(field(object, "puzzle"), format!("\"{line}\""));
                let solutions = field(object, "solutions");
                let solution = solutions.trim_matches(['[', ']', '"']);
                assert!(solves(line, solution), "{line}: {solution}");
            }
            // from a file, checked: each has one solution
            let path = dir.path().join(format!("{seed}-{count}.txt"));
            std::fs::write(&path, &text).unwrap();
            let (code, out, err) = stepdoku(&["check", path.to_str().unwrap()], "");
            assert_eq!((code, err.as_str()), (0, ""), "seed {seed}, count {count}");
            let unique = out.lines().filter(|l| l.contains(", unique solution,"));
            assert_eq!(unique.count(), count, "{out}");
        }
    }
}

#[test]
fn every_reader_of_a_file_takes_its_4x4_lines() {
    let dir = tempfile::tempdir().unwrap();
    let text = generated(5, 20, &[]);
    let path = dir.path().join("fours.txt");
    std::fs::write(&path, &text).unwrap();
    let path = path.to_str().unwrap();
    // the commands that read a file whole pick the 17th puzzle, a 4x4
    let seventeenth = text.lines().nth(16).unwrap();
    let (code, out, err) = stepdoku(&["trace", path, "--index", "17"], "");
    assert_eq!(code, 0, "{err}");
    assert!(out.ends_with("solution 1\n"), "{out}");
    let (code, out, err) = stepdoku(&["solve", "--puzzle", seventeenth, "--format", "line"], "");
    assert_eq!(code, 0, "{err}");
    let (_, whole, _) = stepdoku(&["solve", path, "--index", "17", "--format", "line"], "");
    assert_eq!(whole, out);
    // drawn as grids, they read back too
    let grids = generated(5, 20, &["--format", "grid"]);
    let (code, out, err) = stepdoku(&["solve", "-", "--format", "json"], &grids);
    assert_eq!(code, 0, "{err}");
    let puzzles: Vec<String> = out
        .lines()
        .map(|object| field(object, "puzzle").trim_matches('"').to_string())
        .collect();
    assert_eq!(puzzles, text.lines().collect::<Vec<_>>());
}

#[test]
fn grid_4_reads_16_lines_of_16_cells_as_16_puzzles() {
    // sixteen 4x4 puzzles read as such with and without --grid 4
    let text = generated(7, 16, &[]);
    for flags in [&[][..], &["--grid", "4"]] {
        let args = [&["solve", "-", "--format", "line"][..], flags].concat();
        let (code, out, err) = stepdoku(&args, &text);
        assert_eq!(code, 0, "{err}");
        assert_eq!(out.lines().count(), 16, "{flags:?}");
    }
    // the 16 rows of a 16x16 are one puzzle, and with --grid 4 sixteen 4x4 lines with
    // digits too large, each named in its place
    let rows: String = (0..16)
        .map(|r| {
            let row: String = (0..16)
                .map(|c| match (r + c) % 3 {
                    0 => '.',
                    _ => char::from_digit(((r % 4) * 4 + r / 4 + c) % 16 + 1, 17)
                        .unwrap()
                        .to_ascii_uppercase(),
                })
                .collect();
            row + "\n"
        })
        .collect();
    let (code, out, err) = stepdoku(&["solve", "-", "--format", "line"], &rows);
    assert_eq!(code, 0, "{err}");
    assert_eq!(out.lines().count(), 1);
    assert_eq!(out.trim_end().len(), 256);
    let (code, out, err) = stepdoku(&["solve", "-", "--grid", "4", "--format", "line"], &rows);
    assert_eq!(code, 2);
    assert_eq!(out.lines().filter(|l| *l == "invalid").count(), 16);
    let first = err.lines().next().unwrap();
    assert_eq!(
        first,
        "stepdoku: <stdin>:1:5: 5 is not a digit of a 4x4 puzzle (digits 1 to 4); its 16 cells \
         make it a 4x4"
    );
    assert_eq!(err.lines().count(), 16);
}

#[test]
fn a_slip_that_makes_16_lines_a_16x16_names_grid_4() {
    let text = generated(1, 20, &[]);
    let mut lines: Vec<String> = text.lines().map(String::from).collect();
    lines[19] = lines[19].replacen('2', "5", 1);
    let slipped = lines.join("\n") + "\n";
    let (code, out, err) = stepdoku(&["check", "-"], &slipped);
    assert_eq!(code, 2);
    assert_eq!(out.lines().count(), 5, "{out}");
    assert_eq!(
        err,
        "stepdoku: <stdin>:5: conflicting givens: r1c2 and r1c15 both hold 1 (row 1) (and 68 \
         more), in 16 lines of 16 cells read as one 16x16 puzzle; --grid 4 reads each line as \
         a 4x4 puzzle\n"
    );
    let (code, out, _) = stepdoku(&["check", "--grid", "4", "-"], &slipped);
    assert_eq!(code, 2);
    assert_eq!(out.lines().count(), 20);
    assert_eq!(out.lines().filter(|l| l.contains("invalid")).count(), 1);
}
