//! The progress line of a long run (`generate`, `solve`, `check`, `tree`, `estimate --exact`, a
//! headless `race`): at a terminal it comes after a second on standard error, says what is
//! done and how fast, and that Ctrl-C keeps what was found; Ctrl-C takes it away before the
//! run says what it printed. Anywhere else, nothing is written for it. Unix only: a pseudo-terminal, `sh`,
//! `kill` and `mkfifo`.
#![cfg(unix)]

use crate::support::signal;
use crate::support::terminal;
use crate::support::tier;

use std::io::Write;
use terminal::Terminal;

/// What every progress line ends with.
const KEEPS: &str = "Ctrl-C keeps what was found";

/// Waits at a terminal for a progress line that holds each of `shown`, then types Ctrl-C:
/// the line is gone when `said` comes, and the run exits with status 130.
fn shows_then_clears(terminal: &mut Terminal, shown: &[&str], said: &str) {
    let progress = terminal.wait_for(shown[shown.len() - 1]);
    for words in shown {
        assert!(progress.contains(words), "no {words:?} in:\n{progress}");
    }
    terminal.ctrl_c();
    let after = terminal.wait_for(said);
    assert!(
        !after.contains(shown[0]),
        "the progress line stays:\n{after}"
    );
    assert_eq!(terminal.exit_code(), 130, "{after}");
}

#[test]
fn generate_shows_what_it_made_and_attempted() {
    let line = "exec \"$STEPDOKU\" generate --count 100000000 --difficulty expert > /dev/null";
    let mut terminal = Terminal::run(line);
    let shown = ["generated ", " of 100,000,000, ", " attempted ("];
    shows_then_clears(&mut terminal, &shown, "interrupted after");
}

/// One long puzzle (norvig_top95 #41, 272 million steps of row-major): the steps so far, with
/// the results going to the same terminal.
#[test]
fn solve_shows_the_steps_of_a_long_puzzle() {
    let line = "exec \"$STEPDOKU\" solve puzzles/norvig_top95.txt --index 41 --strategy \
                row-major --format line";
    let mut terminal = Terminal::run(line);
    let shown = ["solved 0 of 1; ", " steps so far (", " a second); ", KEEPS];
    let said = "stepdoku: interrupted in puzzles/norvig_top95.txt:41 after ";
    shows_then_clears(&mut terminal, &shown, said);
}

#[test]
fn tree_and_a_headless_race_show_the_steps_so_far() {
    let tree = "exec \"$STEPDOKU\" tree puzzles/norvig_top95.txt --index 41 > /dev/null";
    let mut terminal = Terminal::run(tree);
    let said = "interrupted in puzzles/norvig_top95.txt:41 after ";
    shows_then_clears(&mut terminal, &[" steps so far (", KEEPS], said);
    // the race's progress line: the full tier's
    if !tier::full() {
        return;
    }
    let race = "exec \"$STEPDOKU\" race puzzles/norvig_top95.txt --index 41 --strategies \
                row-major --format text > /dev/null";
    let mut terminal = Terminal::run(race);
    let said = "interrupted in puzzles/norvig_top95.txt:41; the rankings above are complete";
    shows_then_clears(&mut terminal, &["raced 0 of 1; ", KEEPS], said);
}

/// `estimate --exact` runs the whole search after the probes: its steps so far (a blank grid's
/// search never ends).
#[test]
fn estimate_exact_shows_the_steps_of_the_whole_search() {
    let line = format!(
        "exec \"$STEPDOKU\" estimate --puzzle {} --probes 1000 --probe-seed 1 --exact \
         > /dev/null",
        ".".repeat(81)
    );
    let mut terminal = Terminal::run(&line);
    let shown = ["estimated 0 of 1; ", " steps so far (", KEEPS];
    let said = "stepdoku: interrupted in <puzzle>:1 after ";
    shows_then_clears(&mut terminal, &shown, said);
}

/// A stream that has not ended: how many puzzles so far, for there is no total yet.
#[test]
fn check_of_a_stream_counts_the_puzzles_so_far() {
    let dir = tempfile::TempDir::new().unwrap();
    let fifo = dir.path().join("puzzles");
    let made = std::process::Command::new("mkfifo")
        .arg(&fifo)
        .status()
        .unwrap();
    assert!(made.success());
    let line = format!(
        "exec \"$STEPDOKU\" check - < '{}' > /dev/null",
        fifo.display()
    );
    let mut terminal = Terminal::run(&line);
    // opened once the command has opened it to read; kept open: the stream has not ended
    let mut feed = std::fs::OpenOptions::new().write(true).open(&fifo).unwrap();
    let top95 = std::fs::read(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/puzzles/norvig_top95.txt"
    ));
    feed.write_all(&top95.unwrap()).unwrap();
    feed.flush().unwrap();
    let progress = terminal.wait_for("checked 95 so far (");
    assert!(progress.contains(KEEPS), "{progress}");
    terminal.ctrl_c();
    // only once the run has seen Ctrl-C may the stream end: the terminal's echo of ^C comes
    // as the signal is sent, which a loaded machine may deliver after the end of the stream
    // is read (the run then ends as a whole one)
    terminal.wait_for("stopping after Ctrl-C (waiting for the input)");
    drop(feed);
    let after = terminal.wait_for("stepdoku: interrupted before <stdin>:96; the results above");
    assert!(!after.contains(KEEPS), "the progress line stays:\n{after}");
    assert_eq!(terminal.exit_code(), 130, "{after}");
}

/// Standard error that is no terminal gets no progress line: a run of seconds stopped by
/// Ctrl-C writes only its last word there.
#[test]
fn no_progress_line_where_standard_error_is_no_terminal() {
    let top95 = concat!(env!("CARGO_MANIFEST_DIR"), "/puzzles/norvig_top95.txt");
    let long = ["--index", "41", "--strategy", "row-major"];
    for command in ["solve", "tree"] {
        let args: Vec<&str> = [command, top95].into_iter().chain(long).collect();
        let out = signal::Running::start(&args)
            .catching("-INT")
            .busy_for(signal::SEARCHING)
            .signal("-INT");
        let stderr = String::from_utf8(out.stderr).unwrap();
        assert_eq!(out.status.code(), Some(130), "{command}: {stderr}");
        assert!(
            !stderr.contains(KEEPS) && !stderr.contains('\r'),
            "{stderr}"
        );
        assert_eq!(stderr.lines().count(), 1, "{command}: {stderr}");
        assert!(stderr.starts_with("stepdoku: interrupted in "), "{stderr}");
    }
}
