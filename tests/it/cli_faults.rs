//! The command line under faults: every class of bad input through `solve`, `check`, `trace`
//! and the visualizer (which reads its file before it needs a terminal), an endless stream on
//! standard input, the solution cap on a blank grid, and Ctrl-C or SIGTERM during a long run
//! (sent once the run is ready for it, which `/proc` tells: those tests are Linux's).

use crate::support::fixtures;
#[cfg(target_os = "linux")]
use crate::support::signal;
#[cfg(target_os = "linux")]
use crate::support::tier;
#[cfg(target_os = "linux")]
use signal::{Running, SEARCHING};
use std::io::Write;
use std::process::{Command, Stdio};
#[cfg(target_os = "linux")]
use stepdoku::numbers::grouped;
use tempfile::TempDir;

#[cfg(unix)]
use crate::support::unreadable;

fn stepdoku() -> Command {
    crate::support::run::bin()
}

fn repo(path: &str) -> String {
    format!("{}/{path}", env!("CARGO_MANIFEST_DIR"))
}

/// The headless commands, and no command: the visualizer. `trace` stops at its first line:
/// the good record of a file with a bad one is a puzzle of 22 million lines of row-major, and
/// what is checked of a run (its status, standard error) is settled before its first line.
const COMMANDS: [&[&str]; 4] = [&["solve"], &["check"], &["trace", "--limit", "1"], &[]];

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
        (
            repo("puzzles/invalid/short_line.txt"),
            "cells: stepdoku reads 16, 36",
        ),
        (
            repo("puzzles/invalid/long_line.txt"),
            "cells: stepdoku reads 16, 36",
        ),
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
            // a file with a good record besides its bad one is no bad input to the commands
            // that take one puzzle: they take the first good one
            let a_good_record = ["short_line", "letters"].iter().any(|n| file.contains(n));
            if a_good_record && matches!(command, ["trace", ..] | []) {
                let (expected, said) = match command {
                    ["trace", ..] => (0, ""),
                    _ => (1, "stepdoku: the visualizer needs a terminal"),
                };
                assert_eq!(code, expected, "{command:?} {file}: {stderr}");
                assert!(stderr.starts_with(said), "{command:?} {file}: {stderr}");
                continue;
            }
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
/// input of any size as a stream: tests/it/stream.rs).
#[test]
fn an_endless_stream_on_standard_input_stops_at_the_cap() {
    // the quick tier feeds `trace` alone
    for command in tier::sample([&["trace"][..], &[]], 2) {
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

/// Starts a search with far more solutions than it can find in seconds, signals it once it has
/// printed a first solution, and checks that it stops cleanly with what it found: the count
/// it reports is the number of solutions it printed.
#[cfg(target_os = "linux")]
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
    let out = Running::start(&args)
        .catching(signal)
        .printed("a first solution", |out| out.contains("{\"solution\": "))
        .signal(signal);
    let stdout = String::from_utf8_lossy(&out.stdout);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(130), "{signal}: {stderr}");
    assert!(
        stderr.starts_with(&format!("stepdoku: interrupted in {blank}:1 after "))
            && stderr.ends_with(" steps; the results above are what was found\n"),
        "{stderr}"
    );
    let (summary, solutions) = stdout
        .trim_end()
        .rsplit_once('\n')
        .map(|(s, l)| (l, s))
        .unwrap();
    assert!(
        summary.contains("\"interrupted\":true"),
        "partial result printed: {summary}"
    );
    let printed = solutions
        .lines()
        .filter(|l| l.starts_with("{\"solution\": "))
        .count();
    assert_eq!(printed, solutions.lines().count(), "{solutions}");
    assert!(
        summary.contains(&format!("\"solution_count\":{printed},")),
        "the {printed} solutions printed before the interrupt are counted: {summary}"
    );
    let out = Running::start(&[&args[..5], &["--format", "count"]].concat())
        .catching(signal)
        .busy_for(SEARCHING)
        .signal(signal);
    let counted = String::from_utf8_lossy(&out.stdout);
    let found = counted
        .strip_suffix("+\n")
        .expect("a count marked incomplete");
    assert!(
        found.parse::<u64>().expect("a number") > 0,
        "a blank grid has solutions at once: {counted}"
    );
}

/// norvig_top95 #41 takes row-major seconds to solve: stopped early, it is `interrupted`, never
/// `unsolvable` (it has a solution) nor a count of 0 (there may be more).
#[cfg(target_os = "linux")]
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
        let out = Running::start(&args)
            .catching("-INT")
            .busy_for(SEARCHING)
            .signal("-INT");
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(130), "{format}: {stderr}");
        assert_eq!(String::from_utf8_lossy(&out.stdout), expected, "{format}");
        // how far the search went, in every format that stops inside a search
        let steps = stderr
            .strip_prefix(&format!("stepdoku: interrupted in {top95}:41 after "))
            .and_then(|rest| rest.strip_suffix(" steps; the results above are what was found\n"))
            .unwrap_or_else(|| panic!("{format}: {stderr}"));
        assert!(
            steps.replace(',', "").parse::<u64>().unwrap() > 0,
            "{format}: {stderr}"
        );
    }
}

#[cfg(target_os = "linux")]
#[test]
fn ctrl_c_stops_a_long_run_with_what_it_found() {
    interrupt_a_long_run("-INT");
}

#[cfg(target_os = "linux")]
#[test]
fn sigterm_stops_a_long_run_with_what_it_found() {
    interrupt_a_long_run("-TERM");
}

/// A file of `before` lines, then `slow`, then `after`, in a folder that lives as long as the
/// returned guard.
#[cfg(target_os = "linux")]
fn batch_around(before: &[&str], slow: &str, after: &[&str]) -> (TempDir, String) {
    let dir = TempDir::new().unwrap();
    let path = dir.path().join("batch.txt");
    let lines: Vec<&str> = before.iter().chain([&slow]).chain(after).copied().collect();
    std::fs::write(&path, lines.join("\n") + "\n").unwrap();
    let file = path.to_str().unwrap().to_string();
    (dir, file)
}

/// Twenty quick puzzles, then one that takes row-major seconds (top95 #41), then twenty
/// more, on two threads: Ctrl-C while the slow one runs prints the twenty before it in
/// order, the slow one as `interrupted`, and nothing after it, though the other thread may
/// have solved those already.
#[cfg(target_os = "linux")]
#[test]
fn ctrl_c_on_two_threads_prints_in_order_up_to_the_unfinished_puzzle() {
    let easy = std::fs::read_to_string(repo("puzzles/norvig_easy50.txt")).unwrap();
    let top95 = std::fs::read_to_string(repo("puzzles/norvig_top95.txt")).unwrap();
    let easy: Vec<&str> = easy.lines().take(40).collect();
    let (_dir, file) = batch_around(&easy[..20], top95.lines().nth(40).unwrap(), &easy[20..]);
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
            &file,
            "--format",
            "line",
            "--jobs",
            "2",
            "--strategy",
            "row-major",
        ];
        let out = Running::start(&args)
            .catching(signal)
            .printed("the twenty quick puzzles", |out| out.lines().count() == 20)
            .busy_for(SEARCHING)
            .signal(signal);
        let stdout = String::from_utf8_lossy(&out.stdout);
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(130), "{signal}: {stderr}");
        let printed: Vec<&str> = stdout.lines().collect();
        assert_eq!(printed.len(), 21, "{signal}: {stdout}");
        assert_eq!(printed[..20], solutions[..20], "{signal}");
        assert_eq!(printed[20], "interrupted", "{signal}");
        assert!(
            stderr.starts_with(&format!("stepdoku: interrupted in {file}:21 after ")),
            "{signal}: {stderr}"
        );
    }
}

/// A 13-clue puzzle with several solutions that `check`'s search takes seconds to tell from a
/// unique one (hundreds of millions of steps to its second solution).
#[cfg(target_os = "linux")]
const SLOW_TO_CHECK: &str =
    ".....3....5.......2....8....45........3........6..2......325..6..................";

/// `check` stopped by Ctrl-C in the middle of a long search, on two threads: the line of the
/// puzzle before it, nothing of the unfinished one nor of the one after it (which the other
/// thread may have checked already), the place it stopped on standard error, status 130.
#[cfg(target_os = "linux")]
#[test]
fn ctrl_c_stops_check_in_the_middle_of_a_search() {
    let (_dir, file) = batch_around(&[fixtures::P85], SLOW_TO_CHECK, &[fixtures::P85]);
    let first = "puzzle 1 (line 1): 22 clues, unique solution, expert (8 guesses), needs locked\n";
    let (_, quick, _) = run(&["check", "--puzzle", fixtures::P85]);
    assert_eq!(quick, first, "the line of the puzzle before");
    let stderr = interrupted_after(&["check", &file, "--jobs", "2"], first);
    assert_eq!(
        stderr,
        format!("stepdoku: interrupted in {file}:2; the results above are what was found\n")
    );
}

/// Runs `stepdoku ARGS`, sends Ctrl-C once it has printed `first` and is busy searching, and
/// checks that it printed nothing more and exited with 130: what it said on standard error.
#[cfg(target_os = "linux")]
fn interrupted_after(args: &[&str], first: &str) -> String {
    let out = Running::start(args)
        .catching("-INT")
        .printed("the first puzzle's result", |out| out == first)
        .busy_for(SEARCHING)
        .signal("-INT");
    assert_eq!(String::from_utf8_lossy(&out.stdout), first, "{args:?}");
    assert_eq!(out.status.code(), Some(130), "{args:?}");
    String::from_utf8_lossy(&out.stderr).into_owned()
}

/// `race --format json` stopped by Ctrl-C while its second puzzle (top95 #41, seconds of
/// row-major search) races: the first puzzle's ranking, the very line an uninterrupted race of
/// it prints, and none of the second, whose lanes were cut short.
#[cfg(target_os = "linux")]
#[test]
fn ctrl_c_stops_a_json_race_with_the_rankings_it_finished() {
    let top95 = std::fs::read_to_string(repo("puzzles/norvig_top95.txt")).unwrap();
    let (_dir, file) = batch_around(&[fixtures::P85], top95.lines().nth(40).unwrap(), &[]);
    let race = ["race", &file, "--format", "json", "--seed", "1"];
    let (_, first, _) = run(&[&race[..], &["--index", "1"]].concat());
    assert_eq!(first.lines().count(), 1, "{first}");
    assert_eq!(
        interrupted_after(&race, &first),
        format!("stepdoku: interrupted in {file}:2; the rankings above are complete\n")
    );
}

/// Ctrl-C while a pipe still holds back the puzzles: the run stops as interrupted (130), not
/// as a file without puzzles (2), for each command that reads them before it searches.
#[cfg(target_os = "linux")]
#[test]
fn ctrl_c_while_standard_input_is_still_coming_is_an_interruption() {
    for command in ["solve", "check", "tree"] {
        let (running, mut stdin) = Running::reading_a_pipe(&[command, "-"]);
        // half a puzzle so far
        stdin.write_all(b"53..7....6..195").unwrap();
        let running = running.catching("-INT");
        running.send("-INT");
        // only then the end of the input, once the handler has run to its end: else the run
        // may read the end first (a thread other than the reader's may take the signal, and
        // wait for a core on a loaded machine), and end as one whose input held half a puzzle
        let running = running.delivered("-INT").settled();
        drop(stdin);
        let out = running.ended("-INT");
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
/// lines only, as many as the step it names, the race without a ranking of lanes it cut short.
#[cfg(target_os = "linux")]
#[test]
fn trace_and_race_stopped_by_ctrl_c_say_so() {
    let top95 = repo("puzzles/norvig_top95.txt");
    let trace = Running::start(&["trace", &top95, "--index", "41"])
        .catching("-INT")
        .printed("a thousand lines", |out| out.lines().count() > 1000)
        .signal("-INT");
    let lines = String::from_utf8_lossy(&trace.stdout);
    assert!(lines.ends_with('\n'), "a cut line");
    assert_eq!(
        String::from_utf8_lossy(&trace.stderr),
        format!(
            "stepdoku: interrupted after step {}; the lines above are complete\n",
            grouped(lines.lines().count() as u64)
        )
    );
    assert_eq!(trace.status.code(), Some(130));
    let race = [
        "race", &top95, "--index", "41", "--format", "text", "--seed", "1",
    ];
    let race = Running::start(&race)
        .catching("-INT")
        .busy_for(SEARCHING)
        .signal("-INT");
    let stderr = String::from_utf8_lossy(&race.stderr);
    assert_eq!(race.status.code(), Some(130), "{stderr}");
    assert_eq!(
        stderr,
        format!("stepdoku: interrupted in {top95}:41; the rankings above are complete\n")
    );
    assert!(race.stdout.is_empty());
}

/// A failed write to standard output (here ENOSPC, from /dev/full) is one line and exit
/// status 1 for every command, `--help` and `--version` included (a closed pipe stays quiet,
/// which tests/it/cli.rs checks).
#[cfg(target_os = "linux")]
#[test]
fn a_full_disk_is_said_in_one_line_and_status_1() {
    let file = repo("puzzles/norvig_hardest11.txt");
    let commands: [&[&str]; 12] = [
        &["--help"],
        &["-h"],
        &["--version"],
        &["solve", "--help"],
        &["help"],
        &["solve", &file],
        &["check", &file],
        &["trace", &file, "--limit", "10"],
        &["tree", &file, "--strategy", "mrv"],
        &[
            "race", &file, "--index", "2", "--format", "text", "--seed", "1",
        ],
        &["generate", "--count", "1", "--seed", "1"],
        &["completions", "bash"],
    ];
    for args in commands {
        let full = std::fs::OpenOptions::new()
            .write(true)
            .open("/dev/full")
            .unwrap();
        let out = stepdoku()
            .args(args)
            .stdin(Stdio::null())
            .stdout(full)
            .output()
            .unwrap();
        let stderr = String::from_utf8(out.stderr).unwrap();
        assert_eq!(out.status.code(), Some(1), "{args:?}: {stderr}");
        assert_eq!(
            stderr, "stepdoku: cannot write the output: No space left on device (os error 28)\n",
            "{args:?}"
        );
    }
}
