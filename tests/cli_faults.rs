//! The command line under faults: every class of bad input through `solve`, `check`, `trace`
//! and the visualizer (which reads its file before it needs a terminal), an endless stream on
//! standard input, the solution cap on a blank grid, and Ctrl-C
//! or SIGTERM during a long run.

#[cfg(unix)]
#[path = "support/signal.rs"]
mod signal;
use std::io::Write;
use std::process::{Command, Stdio};
use tempfile::TempDir;

#[cfg(unix)]
#[path = "support/unreadable.rs"]
mod unreadable;

fn stepdoku() -> Command {
    Command::new(env!("CARGO_BIN_EXE_stepdoku"))
}

fn repo(path: &str) -> String {
    format!("{}/{path}", env!("CARGO_MANIFEST_DIR"))
}

/// The headless commands, and no command: the visualizer.
const COMMANDS: [&[&str]; 4] = [&["solve"], &["check"], &["trace"], &[]];

/// Runs a command to its end with no standard input: (exit status, stdout, stderr).
fn run(args: &[&str]) -> (i32, String, String) {
    let out = stepdoku().args(args).stdin(Stdio::null()).output().unwrap();
    let text = |b: Vec<u8>| String::from_utf8_lossy(&b).into_owned();
    (
        out.status.code().expect("exited"),
        text(out.stdout),
        text(out.stderr),
    )
}

#[test]
fn every_error_class_through_every_command() {
    let dir = TempDir::new().unwrap();
    let big = dir.path().join("big.txt");
    // a sparse file just over the 64 MiB cap: refused without being read, but by solve and
    // check, which read any size as a stream, and find NUL bytes at once
    std::fs::File::create(&big)
        .unwrap()
        .set_len(64 * 1024 * 1024 + 1)
        .unwrap();
    let mut cases: Vec<(String, &str)> = vec![
        (repo("puzzles/invalid/short_line.txt"), "cells, expected 81"),
        (repo("puzzles/invalid/long_line.txt"), "cells, expected 81"),
        (repo("puzzles/invalid/letters.txt"), "unexpected character"),
        (repo("puzzles/invalid/empty.txt"), "no puzzle found"),
        (repo("puzzles/invalid/binary_nul.bin"), "not a text file"),
        (dir.path().to_str().unwrap().to_string(), "is a directory"),
        (
            dir.path().join("missing.txt").to_str().unwrap().to_string(),
            "no such file",
        ),
        (big.to_str().unwrap().to_string(), "larger than 64 MiB"),
    ];
    #[cfg(unix)]
    {
        let locked = dir.path().join("locked.txt");
        unreadable::unreadable_file(&locked);
        cases.push((locked.to_str().unwrap().to_string(), "permission denied"));
    }
    for command in COMMANDS {
        for (file, message) in &cases {
            let args: Vec<&str> = command.iter().copied().chain([file.as_str()]).collect();
            let (code, stdout, stderr) = run(&args);
            assert_eq!(code, 2, "{command:?} {file}: {stderr}");
            // solve and check go on past a bad puzzle, giving it its place in the output
            let one_bad_puzzle = ["short_line", "long_line", "letters"]
                .iter()
                .any(|name| file.contains(name));
            if one_bad_puzzle && matches!(command, ["solve"] | ["check"]) {
                assert!(stdout.contains("invalid"), "{command:?} {file}: {stdout}");
            } else {
                assert_eq!(stdout, "", "{command:?} {file}");
            }
            assert_eq!(
                stderr.lines().count(),
                1,
                "{command:?} {file}: one line: {stderr}"
            );
            assert!(
                stderr.starts_with(&format!("stepdoku: {file}")),
                "{command:?}: {stderr}"
            );
            let streamed = matches!(command, ["solve"] | ["check"]);
            let message = match *message {
                "larger than 64 MiB" if streamed => "1:1: not a text file (NUL byte)",
                message => message,
            };
            assert!(stderr.contains(message), "{command:?} {file}: {stderr}");
            assert!(!stderr.contains("panicked") && !stderr.contains("backtrace"));
        }
    }
}

#[test]
fn conflicting_givens_through_every_command() {
    let file = repo("puzzles/invalid/conflict.txt");
    for command in ["solve", "trace"] {
        let (code, _, stderr) = run(&[command, &file]);
        assert_eq!(code, 2, "{command}: {stderr}");
        assert!(stderr.contains("both hold"), "{command}: {stderr}");
    }
    // for check, conflicting givens are a finding about the puzzle, like a second solution
    let (code, stdout, _) = run(&["check", &file]);
    assert_eq!(code, 1, "{stdout}");
    assert!(
        stdout.contains("conflicting givens") && stdout.contains("both hold"),
        "{stdout}"
    );
}

/// `stepdoku ARGS -` started with its standard input, output and error piped.
fn reading_a_pipe(args: &[&str]) -> std::process::Child {
    stepdoku()
        .args(args)
        .arg("-")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap()
}

/// The commands that read their input whole stop at the cap (`solve` and `check` read an
/// input of any size as a stream: tests/stream.rs).
#[test]
fn an_endless_stream_on_standard_input_stops_at_the_cap() {
    for command in [&["trace"][..], &[]] {
        let mut child = reading_a_pipe(command);
        let mut stdin = child.stdin.take().unwrap();
        let feeder = std::thread::spawn(move || {
            let chunk = ".".repeat(80) + "\n";
            // stops when the binary closes the pipe
            while stdin.write_all(chunk.as_bytes()).is_ok() {}
        });
        let out = child.wait_with_output().unwrap();
        feeder.join().unwrap();
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{command:?}: {stderr}");
        assert!(
            stderr.contains("larger than 64 MiB"),
            "{command:?}: {stderr}"
        );
    }
}

#[test]
fn all_solutions_of_a_blank_grid_stop_at_the_default_cap() {
    let blank = repo("puzzles/seeds/blank.txt");
    let (code, stdout, stderr) = run(&["solve", &blank, "--all", "--format", "count"]);
    assert_eq!((code, stdout.as_str()), (0, "1000\n"), "{stderr}");
    assert!(
        stderr.contains("stopped at 1,000 solutions (--max-solutions)"),
        "{stderr}"
    );
    let (_, help, _) = run(&["solve", "--help"]);
    assert!(
        help.contains("1000"),
        "the default cap is stated in --help:\n{help}"
    );
    let (_, stdout, _) = run(&[
        "solve",
        &blank,
        "--all",
        "--max-solutions",
        "7",
        "--format",
        "count",
    ]);
    assert_eq!(stdout, "7\n");
}

/// Runs `stepdoku ARGS` and sends it `signal` once its search is under way (0.4 s).
#[cfg(unix)]
fn signalled(args: &[&str], signal: &str) -> std::process::Output {
    signal::signalled(args, signal, std::time::Duration::from_millis(400))
}

/// Starts a search with far more solutions than it can find in seconds, signals it once it is
/// under way, and checks that it stops cleanly with what it found.
#[cfg(unix)]
fn interrupt_a_long_run(signal: &str) {
    let blank = repo("puzzles/seeds/blank.txt");
    let args = [
        "solve",
        &blank,
        "--all",
        "--max-solutions",
        "1000000000000",
        "--format",
        "json",
    ];
    let out = signalled(&args, signal);
    let stdout = String::from_utf8_lossy(&out.stdout);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(130), "{signal}: {stderr}");
    assert!(stderr.contains("interrupted"), "{stderr}");
    assert!(
        stdout.contains("\"interrupted\":true"),
        "partial result printed: {stdout}"
    );
    let count: u64 = stdout
        .split("\"solution_count\":")
        .nth(1)
        .and_then(|rest| rest.split(',').next())
        .and_then(|n| n.parse().ok())
        .expect("a solution count");
    assert!(
        count > 0,
        "solutions found before the interrupt are reported"
    );
    let (_, _, counted) = signalled_count(&blank, signal);
    assert!(
        counted.ends_with("+\n") && counted.len() > 2,
        "a count marked incomplete: {counted}"
    );
}

/// `solve --all --format count` on `file`, interrupted.
#[cfg(unix)]
fn signalled_count(file: &str, signal: &str) -> (Option<i32>, String, String) {
    let args = [
        "solve",
        file,
        "--all",
        "--max-solutions",
        "1000000000000",
        "--format",
        "count",
    ];
    let out = signalled(&args, signal);
    let text = |b: &[u8]| String::from_utf8_lossy(b).into_owned();
    (out.status.code(), text(&out.stderr), text(&out.stdout))
}

/// norvig_top95 #41 takes row-major seconds to solve: stopped early, it is `interrupted`, never
/// `unsolvable` (it has a solution) nor a count of 0 (there may be more).
#[cfg(unix)]
#[test]
fn an_interrupted_search_never_claims_there_is_no_solution() {
    let top95 = repo("puzzles/norvig_top95.txt");
    for (format, expected) in [
        ("line", "interrupted\n"),
        ("count", "0+\n"),
        ("grid", "# puzzle 41 (line 41)\ninterrupted\n\n"),
    ] {
        let args = [
            "solve",
            &top95,
            "--index",
            "41",
            "--format",
            format,
            "--strategy",
            "row-major",
        ];
        let out = signalled(&args, "-INT");
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(130), "{format}: {stderr}");
        assert_eq!(String::from_utf8_lossy(&out.stdout), expected, "{format}");
        // how far the search went, in every format that stops inside a search
        assert!(
            stderr.contains(&format!("interrupted in {top95}:41 after "))
                && stderr.contains(" steps; "),
            "{format}: {stderr}"
        );
    }
}

#[cfg(unix)]
#[test]
fn ctrl_c_stops_a_long_run_with_what_it_found() {
    interrupt_a_long_run("-INT");
}

#[cfg(unix)]
#[test]
fn sigterm_stops_a_long_run_with_what_it_found() {
    interrupt_a_long_run("-TERM");
}

/// Twenty quick puzzles, then one that takes row-major seconds (top95 #41), then twenty
/// more, on two threads: Ctrl-C while the slow one runs prints the twenty before it in
/// order, the slow one as `interrupted`, and nothing after it, though the other thread may
/// have solved those already.
#[cfg(unix)]
#[test]
fn ctrl_c_on_two_threads_prints_in_order_up_to_the_unfinished_puzzle() {
    let easy = std::fs::read_to_string(repo("puzzles/norvig_easy50.txt")).unwrap();
    let top95 = std::fs::read_to_string(repo("puzzles/norvig_top95.txt")).unwrap();
    let easy: Vec<&str> = easy.lines().take(40).collect();
    let slow = top95.lines().nth(40).unwrap();
    let dir = TempDir::new().unwrap();
    let path = dir.path().join("batch.txt");
    let text = format!(
        "{}\n{slow}\n{}\n",
        easy[..20].join("\n"),
        easy[20..].join("\n")
    );
    std::fs::write(&path, text).unwrap();
    let file = path.to_str().unwrap();
    let (_, whole, _) = run(&[
        "solve",
        &repo("puzzles/norvig_easy50.txt"),
        "--format",
        "line",
    ]);
    let solutions: Vec<&str> = whole.lines().collect();
    for signal in ["-INT", "-TERM"] {
        let args = [
            "solve",
            file,
            "--format",
            "line",
            "--jobs",
            "2",
            "--strategy",
            "row-major",
        ];
        let out = signal::signalled(&args, signal, std::time::Duration::from_millis(700));
        let stdout = String::from_utf8_lossy(&out.stdout);
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(130), "{signal}: {stderr}");
        let printed: Vec<&str> = stdout.lines().collect();
        assert_eq!(printed.len(), 21, "{signal}: {stdout}");
        assert_eq!(printed[..20], solutions[..20], "{signal}");
        assert_eq!(printed[20], "interrupted", "{signal}");
        assert!(
            stderr.contains(&format!("interrupted in {file}:21")),
            "{signal}: {stderr}"
        );
    }
}

/// Ctrl-C while a pipe still holds back the puzzles: the run stops as interrupted (130), not
/// as a file without puzzles (2), for each command that reads them before it searches.
#[cfg(unix)]
#[test]
fn ctrl_c_while_standard_input_is_still_coming_is_an_interruption() {
    use std::io::Write;
    use std::os::unix::process::ExitStatusExt;
    use std::process::Command;
    for command in ["solve", "check", "tree"] {
        // a loaded machine may not have started the process far enough to catch the signal
        // (it then dies of it, with no status): tried again, waiting longer, up to a deadline
        let mut wait = std::time::Duration::from_millis(400);
        let out = loop {
            let mut child = reading_a_pipe(&[command]);
            let mut stdin = child.stdin.take().unwrap();
            // half a puzzle so far
            stdin.write_all(b"53..7....6..195").unwrap();
            std::thread::sleep(wait);
            let pid = child.id().to_string();
            let kill = Command::new("kill").args(["-INT", &pid]).status().unwrap();
            assert!(kill.success());
            drop(stdin);
            let out = child.wait_with_output().unwrap();
            if out.status.signal().is_none() || wait.as_secs() >= 8 {
                break out;
            }
            wait *= 2;
        };
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(130), "{command}: {stderr}");
        assert_eq!(
            stderr, "stepdoku: interrupted while reading <stdin>; nothing was searched\n",
            "{command}"
        );
        assert!(out.stdout.is_empty(), "{command}");
    }
}

/// `trace` and a headless `race` stopped by Ctrl-C say so and exit 130: the trace with whole
/// lines only, the race without a ranking of lanes it cut short.
#[cfg(unix)]
#[test]
fn trace_and_race_stopped_by_ctrl_c_say_so() {
    let top95 = repo("puzzles/norvig_top95.txt");
    let trace = signalled(&["trace", &top95, "--index", "41"], "-INT");
    let stderr = String::from_utf8_lossy(&trace.stderr);
    assert_eq!(trace.status.code(), Some(130), "{stderr}");
    assert!(
        stderr.starts_with("stepdoku: interrupted after step "),
        "{stderr}"
    );
    assert!(
        stderr.ends_with("; the lines above are complete\n"),
        "{stderr}"
    );
    let lines = String::from_utf8_lossy(&trace.stdout);
    assert!(
        lines.ends_with('\n') && lines.lines().count() > 1000,
        "{}",
        lines.len()
    );
    let race = [
        "race", &top95, "--index", "41", "--format", "text", "--seed", "1",
    ];
    let race = signalled(&race, "-INT");
    let stderr = String::from_utf8_lossy(&race.stderr);
    assert_eq!(race.status.code(), Some(130), "{stderr}");
    assert_eq!(
        stderr,
        format!("stepdoku: interrupted in {top95}:41; the rankings above are complete\n")
    );
    assert!(race.stdout.is_empty());
}
