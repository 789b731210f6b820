//! Batches through the binary: `--jobs` keeps the output's order and bytes.

use crate::support::tier;
use std::process::{Output, Stdio};

fn repo(path: &str) -> String {
    format!("{}/{path}", env!("CARGO_MANIFEST_DIR"))
}

/// Runs `stepdoku ARGS` to its end with no standard input.
fn run(args: &[&str]) -> Output {
    crate::support::run::bin()
        .args(args)
        .stdin(Stdio::null())
        .output()
        .unwrap()
}

/// JSON lines without their timings, the one field allowed to differ between runs.
fn without_timings(text: &str) -> String {
    text.lines()
        .map(|line| match line.find("\"elapsed_us\":") {
            Some(at) => {
                let rest = &line[at..];
                let end = rest.find(',').unwrap_or(rest.len());
                format!("{}{}", &line[..at], &rest[end..])
            }
            None => line.to_string(),
        })
        .collect::<Vec<_>>()
        .join("\n")
}

/// `ARGS --jobs 1` and `ARGS --jobs 2` print the same (timings aside) and exit alike.
fn same_for_one_and_two_threads(args: &[&str]) -> Output {
    let with = |jobs: &str| {
        let mut all = args.to_vec();
        all.extend(["--jobs", jobs]);
        run(&all)
    };
    let (one, two) = (with("1"), with("2"));
    let text = |out: &Output| String::from_utf8_lossy(&out.stdout).into_owned();
    assert_eq!(one.status.code(), two.status.code(), "{args:?}");
    assert_eq!(
        without_timings(&text(&one)),
        without_timings(&text(&two)),
        "{args:?}"
    );
    assert_eq!(one.stderr, two.stderr, "{args:?}");
    one
}

#[test]
fn every_job_count_prints_the_same_in_the_same_order() {
    let top1465 = repo("puzzles/magictour_top1465.txt");
    // the quick tier: line and grid
    for format in tier::sample(["line", "json", "grid", "count"], 2) {
        let out = same_for_one_and_two_threads(&[
            "solve",
            &top1465,
            "--strategy",
            "propagate",
            "--format",
            format,
        ]);
        assert_eq!(out.status.code(), Some(0));
    }
    let out = same_for_one_and_two_threads(&["check", &top1465]);
    // every line in input order: puzzle 1, 2, …, 1,465
    let text = String::from_utf8(out.stdout).unwrap();
    let numbers: Vec<String> = text
        .lines()
        .map(|l| l.split(" (").next().unwrap().replace("puzzle ", ""))
        .collect();
    let expected: Vec<String> = (1..=1465).map(stepdoku::numbers::grouped).collect();
    assert_eq!(numbers, expected);
}

/// Whether `solution` (81 digits) fills `puzzle` (81 cells, `.` or `0` empty) by the rules.
fn solves(puzzle: &str, solution: &str) -> bool {
    let s: Vec<u8> = solution.bytes().map(|b| b.wrapping_sub(b'0')).collect();
    let keeps_givens = puzzle
        .bytes()
        .zip(&s)
        .all(|(p, &d)| matches!(p, b'.' | b'0') || p - b'0' == d);
    let unit_ok = |cells: &mut dyn Iterator<Item = usize>| {
        let mut seen = 0u16;
        for i in cells {
            seen |= 1 << s[i];
        }
        seen == 0b11_1111_1110
    };
    s.len() == 81
        && keeps_givens
        && (0..9).all(|k| {
            unit_ok(&mut (0..9).map(|c| k * 9 + c))
                && unit_ok(&mut (0..9).map(|r| r * 9 + k))
                && unit_ok(&mut (0..9).map(|j| (k / 3 * 3 + j / 3) * 9 + k % 3 * 3 + j % 3))
        })
}

/// `--all --format json`: each solution as it is found, `{"solution": "…"}` on a line, then
/// the puzzle's summary object, with as many solutions as the file says the puzzle has.
#[test]
fn all_in_json_ends_each_puzzle_with_its_summary() {
    let file = repo("puzzles/tdoku_test_puzzles_with_counts.txt");
    let text = std::fs::read_to_string(&file).unwrap();
    let expected: Vec<(&str, usize)> = text
        .lines()
        .map(|l| {
            let mut fields = l.split(':');
            let puzzle = fields.next().unwrap();
            (puzzle, fields.next().unwrap().parse().unwrap())
        })
        .collect();
    let out = run(&[
        "solve",
        &file,
        "--all",
        "--strategy",
        "propagate",
        "--format",
        "json",
    ]);
    assert_eq!(out.status.code(), Some(0));
    let stdout = String::from_utf8(out.stdout).unwrap();
    let mut solutions = Vec::new();
    let mut puzzles = 0;
    for line in stdout.lines() {
        if let Some(rest) = line.strip_prefix("{\"solution\": \"") {
            solutions.push(rest.strip_suffix("\"}").expect("one field").to_string());
            continue;
        }
        let (puzzle, count) = expected[puzzles];
        puzzles += 1;
        assert!(
            line.starts_with(&format!("{{\"index\":{puzzles},")),
            "{line}"
        );
        assert!(!line.contains("\"solutions\""), "{line}");
        assert!(
            line.contains(&format!("\"solution_count\":{count},")),
            "{line}"
        );
        assert_eq!(solutions.len(), count, "puzzle {puzzles}");
        assert!(
            solutions.iter().all(|s| solves(puzzle, s)),
            "puzzle {puzzles}"
        );
        solutions.sort();
        solutions.dedup();
        assert_eq!(solutions.len(), count, "distinct, puzzle {puzzles}");
        solutions.clear();
    }
    assert_eq!(puzzles, expected.len());
    assert!(solutions.is_empty(), "solutions after the last summary");
}

/// A field of `/proc/PID/status` in KiB (`VmHWM`: the peak resident memory).
#[cfg(target_os = "linux")]
fn status_kib(pid: u32, field: &str) -> u64 {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).unwrap();
    let line = status
        .lines()
        .find(|l| l.starts_with(field))
        .unwrap_or_else(|| panic!("{field} in {status}"));
    line.split_whitespace().nth(1).unwrap().parse().unwrap()
}

/// `--all` on a blank grid writes its solutions as it finds them: the first arrives while the
/// search (100,000,000 solutions) is far from its end, and after a million of them the
/// process still holds little memory.
#[cfg(target_os = "linux")]
#[test]
fn all_solutions_of_a_blank_grid_stream_in_bounded_memory() {
    use std::io::{BufRead, BufReader};
    use std::sync::mpsc;
    use std::time::Duration;
    let blank = repo("puzzles/seeds/blank.txt");
    let mut child = crate::support::run::bin()
        .args([
            "solve",
            &blank,
            "--all",
            "--max-solutions",
            "100000000",
            "--format",
            "line",
        ])
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    let pid = child.id();
    let mut lines = BufReader::new(child.stdout.take().unwrap()).lines();
    let mut child = KillOnDrop(child);
    // the quick tier reads the memory at the 200,000th
    let nth = if tier::full() { 1_000_000 } else { 200_000 };
    let (sender, receiver) = mpsc::channel();
    // the pipe stays open and read until the child is killed: closed at the millionth line,
    // it would end the child before its memory is read
    let reader = std::thread::spawn(move || {
        for (n, line) in (1..).zip(lines.by_ref()) {
            let Ok(line) = line else { return };
            if n == 1 || n == nth {
                let _ = sender.send(line);
            }
        }
    });
    let first = receiver
        .recv_timeout(Duration::from_secs(60))
        .expect("a first solution long before the search ends");
    assert!(solves(&".".repeat(81), &first), "{first}");
    let millionth = receiver
        .recv_timeout(Duration::from_secs(120))
        .expect("a million solutions");
    assert!(solves(&".".repeat(81), &millionth), "{millionth}");
    assert_eq!(child.0.try_wait().unwrap(), None, "still searching");
    let peak = status_kib(pid, "VmHWM:");
    drop(child);
    reader.join().unwrap();
    assert!(peak < 64 * 1024, "peak memory {peak} KiB");
}

/// A child process killed when the test lets go of it, even when the test fails.
struct KillOnDrop(std::process::Child);

impl Drop for KillOnDrop {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

/// Eight good one-line puzzles (norvig_top95's first eight, each with one solution) with a
/// bad line at lines 4 and 8: one too short, one with a stray letter.
fn file_with_bad_lines(dir: &std::path::Path) -> (String, Vec<String>) {
    let top95 = std::fs::read_to_string(repo("puzzles/norvig_top95.txt")).unwrap();
    let good: Vec<String> = top95.lines().take(8).map(str::to_string).collect();
    let mut lines = good.clone();
    lines.insert(3, good[0][..80].to_string());
    lines.insert(7, format!("{}x", &good[1][..80]));
    let path = dir.join("bad_lines.txt");
    std::fs::write(&path, lines.join("\n") + "\n").unwrap();
    (path.to_str().unwrap().to_string(), good)
}

#[test]
fn bad_lines_keep_their_place_and_the_batch_goes_on() {
    let dir = tempfile::tempdir().unwrap();
    let (file, good) = file_with_bad_lines(dir.path());
    let out = run(&[
        "solve",
        &file,
        "--strategy",
        "propagate",
        "--format",
        "line",
    ]);
    assert_eq!(out.status.code(), Some(2));
    let stdout = String::from_utf8(out.stdout).unwrap();
    let lines: Vec<&str> = stdout.lines().collect();
    assert_eq!(lines.len(), 10, "{stdout}");
    assert_eq!((lines[3], lines[7]), ("invalid", "invalid"));
    let solutions: Vec<&str> = lines
        .iter()
        .enumerate()
        .filter(|&(i, _)| i != 3 && i != 7)
        .map(|(_, l)| *l)
        .collect();
    assert_eq!(solutions.len(), 8);
    for (puzzle, solution) in good.iter().zip(&solutions) {
        assert!(solves(puzzle, solution), "{puzzle} -> {solution}");
    }
    let stderr = String::from_utf8(out.stderr).unwrap();
    assert_eq!(
        stderr,
        format!(
            "stepdoku: {file}:4: 80 cells: stepdoku reads 16, 36, 64, 81, 144 or 256\n\
             stepdoku: {file}:8:81: unexpected character 'x'\n"
        )
    );
    // every format and check: one record per puzzle, the same for one thread and two
    for format in ["line", "json", "grid", "count"] {
        let out = same_for_one_and_two_threads(&[
            "solve",
            &file,
            "--strategy",
            "propagate",
            "--format",
            format,
        ]);
        assert_eq!(out.status.code(), Some(2));
        let stdout = String::from_utf8(out.stdout).unwrap();
        let records = match format {
            "grid" => stdout.matches("# puzzle ").count(),
            _ => stdout.lines().count(),
        };
        assert_eq!(records, 10, "{format}: {stdout}");
    }
    let out = same_for_one_and_two_threads(&["check", &file]);
    assert_eq!(out.status.code(), Some(2));
    let stdout = String::from_utf8(out.stdout).unwrap();
    let lines: Vec<&str> = stdout.lines().collect();
    assert_eq!(lines.len(), 10);
    assert_eq!(
        lines[3],
        "puzzle 4 (line 4): invalid: 80 cells: stepdoku reads 16, 36, 64, 81, 144 or 256"
    );
    assert!(
        lines[9].contains(": 17 clues, unique solution, "),
        "{}",
        lines[9]
    );
}

/// `grids` as Python's `json.dump(grids, indent=indent)` writes them (a number a line),
/// with `empty` for an empty cell and `ending` between lines. One grid alone when `list`
/// is false.
fn pretty_json(grids: &[&str], indent: usize, empty: &str, ending: &str, list: bool) -> String {
    fn value(indent: usize, level: usize, items: Vec<String>, ending: &str) -> String {
        let pad = |level: usize| " ".repeat(indent * level);
        let inner: Vec<String> = items
            .iter()
            .map(|item| format!("{}{item}", pad(level + 1)))
            .collect();
        format!(
            "[{ending}{}{ending}{}]",
            inner.join(&format!(",{ending}")),
            pad(level)
        )
    }
    let level = usize::from(list);
    let grid = |cells: &str| {
        let rows = cells
            .as_bytes()
            .chunks(9)
            .map(|row| {
                let numbers = row
                    .iter()
                    .map(|&c| match c {
                        b'.' | b'0' => empty.to_string(),
                        d => char::from(d).to_string(),
                    })
                    .collect();
                value(indent, level + 1, numbers, ending)
            })
            .collect();
        value(indent, level, rows, ending)
    };
    if list {
        value(indent, 0, grids.iter().map(|g| grid(g)).collect(), ending)
    } else {
        grid(grids[0])
    }
}

#[test]
fn pretty_printed_json_grids_are_puzzles() {
    let top95 = std::fs::read_to_string(repo("puzzles/norvig_top95.txt")).unwrap();
    let lines: Vec<&str> = top95.lines().take(3).collect();
    let digits = |line: &str| stepdoku::parse::parse_str(line).unwrap()[0].digits.clone();
    for (indent, empty, ending) in [(2, "0", "\n"), (4, "null", "\r\n"), (4, "0", "\n")] {
        let one = pretty_json(&lines[..1], indent, empty, ending, false);
        let found = stepdoku::parse::parse_str(&one).unwrap();
        assert_eq!(found.len(), 1, "{one}");
        assert_eq!(found[0].digits, digits(lines[0]), "{one}");
        assert_eq!(found[0].line, 1);
        let three = pretty_json(&lines, indent, empty, ending, true);
        let found = stepdoku::parse::parse_str(&three).unwrap();
        let got: Vec<Vec<u8>> = found.iter().map(|p| p.digits.clone()).collect();
        let expected: Vec<Vec<u8>> = lines.iter().map(|l| digits(l)).collect();
        assert_eq!(got, expected, "{three}");
    }
    // through the binary, as a file, with a bad token placed at its line and column: the
    // grid it is in is one bad puzzle, the others are solved
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("grids.json");
    let text = pretty_json(&lines, 2, "0", "\n", true);
    let mut numbered: Vec<String> = text.lines().map(str::to_string).collect();
    // the second grid opens at line 103 (after `[`, `  [` and 9 rows of 11 lines, `  ],`);
    // its second row's first cell is on line 116
    assert_eq!(numbered[115], "      0,", "{text}");
    numbered[115] = "      nil,".to_string();
    std::fs::write(&path, numbered.join("\n")).unwrap();
    let file = path.to_str().unwrap();
    let out = run(&["solve", file, "--strategy", "propagate", "--format", "line"]);
    assert_eq!(out.status.code(), Some(2));
    let stdout = String::from_utf8(out.stdout).unwrap();
    let results: Vec<&str> = stdout.lines().collect();
    assert_eq!(results.len(), 3, "{stdout}");
    assert!(solves(lines[0], results[0]) && solves(lines[2], results[2]));
    assert_eq!(results[1], "invalid");
    // named by the grid's first line, as its record is, with the token's place
    assert_eq!(
        String::from_utf8(out.stderr).unwrap(),
        format!("stepdoku: {file}:103: line 116, column 7: unexpected character 'n'\n")
    );
    // the first grid's fifth row a number short: that grid alone is bad, and the next
    // grids start where they start (not 81 numbers on)
    numbered[115] = "      0,".to_string();
    assert_eq!(numbered[46], "    [", "{text}");
    numbered.remove(47);
    std::fs::write(&path, numbered.join("\n")).unwrap();
    let out = run(&["solve", file, "--strategy", "propagate", "--format", "line"]);
    assert_eq!(out.status.code(), Some(2));
    let stdout = String::from_utf8(out.stdout).unwrap();
    let results: Vec<&str> = stdout.lines().collect();
    assert_eq!(results.len(), 3, "{stdout}");
    assert_eq!(results[0], "invalid");
    assert!(solves(lines[1], results[1]) && solves(lines[2], results[2]));
    assert_eq!(
        String::from_utf8(out.stderr).unwrap(),
        format!("stepdoku: {file}:2: line 47: 8 cells in a row, expected 9\n")
    );
}

/// `--format line` answers from a search that keeps no counters, `--format json` from the one
/// that does: on puzzles with none, one and up to 847 solutions, where another search order
/// would print another solution, both print the same for every strategy.
#[test]
fn the_line_format_prints_the_solution_json_prints() {
    let file = repo("puzzles/tdoku_test_puzzles_with_counts.txt");
    // the quick tier: propagate
    for strategy in tier::sample(["propagate", "mrv", "row-major"], 3) {
        let solve = |format: &str| {
            let out = run(&["solve", &file, "--strategy", strategy, "--format", format]);
            assert_eq!(out.status.code(), Some(0), "{strategy} {format}");
            String::from_utf8(out.stdout).unwrap()
        };
        let from_json: Vec<String> = solve("json")
            .lines()
            .map(|object| {
                let field = "\"solutions\":[";
                let at = object.find(field).expect("a solutions field") + field.len();
                match object[at..].strip_prefix('"') {
                    Some(rest) => rest[..81].to_string(),
                    None => "unsolvable".to_string(),
                }
            })
            .collect();
        let lines = solve("line");
        let lines: Vec<&str> = lines.lines().collect();
        assert_eq!(lines, from_json, "{strategy}");
        assert!(lines.contains(&"unsolvable"), "some have no solution");
    }
}
