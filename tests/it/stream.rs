//! `solve` and `check` read their input as a stream: the public datasets' CSV tables, of any
//! size, in bounded memory and in order, on any number of threads; `check` holds each puzzle's
//! solution to the one the file gives.

use crate::support::{kaggle, tier};

use std::io::{BufRead, BufReader};
use std::process::{Command, Stdio};
use tempfile::TempDir;

fn stepdoku() -> Command {
    crate::support::run::bin()
}

/// Runs `stepdoku ARGS` to its end: (exit status, stdout, stderr).
fn run(args: &[&str]) -> (i32, String, String) {
    let out = stepdoku().args(args).stdin(Stdio::null()).output().unwrap();
    let text = |b: Vec<u8>| String::from_utf8(b).unwrap();
    (
        out.status.code().unwrap(),
        text(out.stdout),
        text(out.stderr),
    )
}

#[test]
fn the_generated_table_is_what_it_says() {
    assert!(kaggle::solves(kaggle::PUZZLE, kaggle::SOLUTION));
    for n in [0, 1, 999, 1000, 362_879, 362_880] {
        let row = kaggle::row(n);
        let (puzzle, solution) = row.split_once(',').unwrap();
        assert_eq!(
            kaggle::solves(puzzle, solution),
            !kaggle::wrong(n),
            "{n}: {row}"
        );
        let clues = |line: &str| line.bytes().filter(|&b| b != b'0').count();
        assert_eq!(clues(puzzle), clues(kaggle::PUZZLE));
    }
    assert_ne!(kaggle::row(1), kaggle::row(2));
}

/// A peak of resident memory: `VmHWM` of `/proc/PID/status`, in KiB.
#[cfg(target_os = "linux")]
fn peak_kib(pid: u32) -> u64 {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).unwrap();
    let line = status.lines().find(|l| l.starts_with("VmHWM:")).unwrap();
    line.split_whitespace().nth(1).unwrap().parse().unwrap()
}

/// Bytes of the table piped into `check -`: past the 64 MiB that any input was once read whole
/// up to, past every buffer of the stream, and more than twice the memory the process may
/// hold: keeping the windows read, or reading the input whole, fails it.
const TABLE_BYTES: u64 = 80 << 20;

/// An 80 MiB CSV table, made as it is written into `check`'s standard input: every row gets
/// its line, in order, the wrong solutions are found, and the process's memory stays a small
/// fraction of the input. The quick tier streams a tenth of it, where the memory bound says
/// nothing, and leaves that bound to the full tier.
#[cfg(target_os = "linux")]
#[test]
fn a_table_of_any_size_is_checked_in_bounded_memory_and_in_order() {
    use std::sync::mpsc;
    let table_bytes = match tier::full() {
        true => TABLE_BYTES,
        false => TABLE_BYTES / 10,
    };
    let mut child = stepdoku()
        .args(["check", "-", "--jobs", "2"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let pid = child.id();
    let mut stdin = child.stdin.take().unwrap();
    let (written, wait) = mpsc::channel();
    let (close, closed) = mpsc::channel::<()>();
    let writer = std::thread::spawn(move || {
        let rows = kaggle::write_table(&mut std::io::BufWriter::new(&mut stdin), table_bytes);
        let _ = written.send(rows.unwrap());
        // open until the peak is read: the process is alive, all but the last window read
        let _ = closed.recv();
    });
    let stdout = BufReader::new(child.stdout.take().unwrap());
    let reader = std::thread::spawn(move || {
        let (mut lines, mut differ, mut in_order) = (0u64, 0u64, true);
        for line in stdout.lines() {
            let line = line.unwrap();
            lines += 1;
            in_order &= line.starts_with(&format!("puzzle {} (line ", grouped(lines)));
            let wrong = kaggle::wrong(lines - 1);
            match line.ends_with(": 35 clues, differs from the file's solution") {
                true => differ += u64::from(wrong),
                false => in_order &= !wrong && line.contains(": 35 clues, unique solution, "),
            }
        }
        (lines, differ, in_order)
    });
    let rows = wait.recv().unwrap();
    let peak = peak_kib(pid);
    drop(close);
    writer.join().unwrap();
    let (lines, differ, in_order) = reader.join().unwrap();
    let out = child.wait_with_output().unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(1), "{stderr}");
    assert_eq!(stderr, "");
    assert_eq!(lines, rows);
    assert!(in_order, "every line names its row, in order");
    assert_eq!(differ, rows / kaggle::WRONG_EVERY);
    if tier::full() {
        assert!(rows > 500_000, "{rows}");
        assert!(peak < 32 * 1024, "peak resident memory {peak} KiB");
    }
}

/// `1,465` as the lines of `check` write it.
fn grouped(n: u64) -> String {
    let digits = n.to_string();
    let mut out = String::new();
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push(',');
        }
        out.push(c);
    }
    out
}

/// The layouts of the public datasets: `quizzes,solutions` (0 for an empty cell),
/// `id,puzzle,solution,clues,difficulty` (`.` for an empty cell, the other columns the
/// label), `puzzle,solution` in quotes, and rows without a header.
#[test]
fn the_public_datasets_layouts_are_read() {
    let dir = TempDir::new().unwrap();
    let dotted = kaggle::PUZZLE.replace('0', ".");
    let solution = kaggle::SOLUTION;
    let tables = [
        (
            "one.csv",
            format!("quizzes,solutions\n{}\n", kaggle::row(0)),
            None,
        ),
        (
            "three.csv",
            format!("id,puzzle,solution,clues,difficulty\r\n7,{dotted},{solution},35,1.2\r\n"),
            Some("id=7, clues=35, difficulty=1.2"),
        ),
        (
            "quoted.csv",
            format!("\"puzzle\",\"solution\"\n\"{dotted}\",\"{solution}\"\n"),
            None,
        ),
        (
            "bare.csv",
            format!("{dotted},{solution},easy\n"),
            Some("easy"),
        ),
    ];
    for (name, text, label) in tables {
        let path = dir.path().join(name);
        std::fs::write(&path, text).unwrap();
        let path = path.to_str().unwrap();
        let (code, stdout, stderr) = run(&["solve", path, "--format", "json"]);
        assert_eq!(code, 0, "{name}: {stderr}");
        let label = label.map_or("null".to_string(), |l| format!("\"{l}\""));
        assert!(
            stdout.contains(&format!("\"label\":{label},")),
            "{name}: {stdout}"
        );
        assert!(
            stdout.contains(&format!("\"solutions\":[\"{solution}\"]")),
            "{name}"
        );
        let (code, stdout, _) = run(&["check", path, "--format", "json"]);
        assert_eq!(code, 0, "{name}");
        assert!(
            stdout.contains(&format!(
                "\"verdict\":\"unique\",\"expected\":\"{solution}\""
            )),
            "{name}: {stdout}"
        );
    }
}

/// A record that cannot be read is named at its place, keeps its line in the output, and the
/// others are still checked; a solution that is not the puzzle's is its own verdict, exit 1.
#[test]
fn bad_records_and_wrong_solutions_keep_their_places() {
    let dir = TempDir::new().unwrap();
    let path = dir.path().join("table.csv");
    let letter = format!("{}x{}", &kaggle::PUZZLE[..4], &kaggle::PUZZLE[5..]);
    let text = format!(
        "{}\n{}\n{letter},{}\n{}\n",
        kaggle::HEADER,
        kaggle::row(0),
        kaggle::SOLUTION,
        kaggle::row(999)
    );
    std::fs::write(&path, text).unwrap();
    let path = path.to_str().unwrap();
    let (code, stdout, stderr) = run(&["check", path]);
    assert_eq!(code, 2, "{stderr}");
    assert_eq!(
        stderr,
        format!("stepdoku: {path}:3:5: unexpected character 'x'\n")
    );
    let verdicts: Vec<&str> = stdout
        .lines()
        .map(|line| line.split_once("): ").unwrap().1)
        .collect();
    assert_eq!(
        verdicts,
        [
            "35 clues, unique solution, easy (0 guesses), needs naked",
            "invalid: unexpected character 'x'",
            "35 clues, differs from the file's solution",
        ]
    );
    let wrong = dir.path().join("wrong.csv");
    std::fs::write(
        &wrong,
        format!("{}\n{}\n", kaggle::HEADER, kaggle::row(999)),
    )
    .unwrap();
    let (code, stdout, _) = run(&["check", wrong.to_str().unwrap(), "--format", "json"]);
    assert_eq!(code, 1);
    let (_, expected) = kaggle::row(999)
        .split_once(',')
        .map(|(p, s)| (p.to_string(), s.to_string()))
        .unwrap();
    assert!(stdout.contains("\"verdict\":\"differs\""), "{stdout}");
    assert!(
        stdout.contains(&format!("\"expected\":\"{expected}\"")),
        "{stdout}"
    );
    assert!(stdout.contains("\"solution\":\""), "{stdout}");
}

/// Runs `stepdoku ARGS` with its standard error on its standard output: what a person at a
/// terminal sees, notes among the results.
fn run_merged(args: &[&str]) -> String {
    let line = "exec \"$0\" \"$@\" 2>&1";
    let out = Command::new("sh")
        .args(["-c", line, env!("CARGO_BIN_EXE_stepdoku")])
        .env("STEPDOKU_CONFIG", crate::support::run::CONFIG)
        .args(args)
        .stdin(Stdio::null())
        .output()
        .unwrap();
    String::from_utf8(out.stdout).unwrap()
}

/// One and two threads print the same bytes for a table read as a stream, a bad record's
/// note where it comes among the results (many records go to a thread at a time), and
/// `--index` stops reading at its record.
#[test]
fn a_stream_prints_the_same_on_any_number_of_threads() {
    let dir = TempDir::new().unwrap();
    let path = dir.path().join("table.csv");
    let mut table = Vec::new();
    let rows = kaggle::write_table(&mut table, 3 << 20).unwrap();
    let mut text = String::from_utf8(table).unwrap();
    // every 7,919th record cannot be read
    let bad = |n: u64| n % 7919 == 7918;
    text = text
        .lines()
        .enumerate()
        .map(|(k, line)| match k > 0 && bad(k as u64 - 1) {
            true => format!("x{}\n", &line[1..]),
            false => format!("{line}\n"),
        })
        .collect();
    std::fs::write(&path, text).unwrap();
    let path = path.to_str().unwrap();
    let one = run_merged(&["solve", path, "--format", "line", "--jobs", "1"]);
    let two = run_merged(&["solve", path, "--format", "line", "--jobs", "2"]);
    assert_eq!(one, two);
    let lines: Vec<&str> = one
        .lines()
        .filter(|l| !l.starts_with("stepdoku: "))
        .collect();
    assert_eq!(lines.len() as u64, rows);
    let mut notes = one.lines().filter(|l| l.starts_with("stepdoku: "));
    for (n, line) in lines.iter().enumerate() {
        let n = n as u64;
        if bad(n) {
            assert_eq!(*line, "invalid");
            let note = notes.next().expect("a note for each bad record");
            assert!(
                note.ends_with(&format!(":{}:1: unexpected character 'x'", n + 2)),
                "{note}"
            );
            continue;
        }
        let row = kaggle::row(n);
        let (puzzle, _) = row.split_once(',').unwrap();
        assert!(kaggle::solves(puzzle, line), "{n}: {line}");
    }
    // each note right before its record's line
    for (k, line) in one.lines().enumerate() {
        if line.starts_with("stepdoku: ") {
            assert_eq!(one.lines().nth(k + 1), Some("invalid"));
        }
    }
    let last = rows.to_string();
    let (code, stdout, _) = run(&["solve", path, "--format", "line", "--index", &last]);
    assert_eq!(
        (code, stdout.as_str()),
        (0, format!("{}\n", lines[lines.len() - 1]).as_str())
    );
    let past = (rows + 1).to_string();
    let (code, _, stderr) = run(&["solve", path, "--index", &past]);
    assert_eq!(code, 2);
    assert!(
        stderr.ends_with(&format!("the file holds {} puzzles\n", grouped(rows))),
        "{stderr}"
    );
}
