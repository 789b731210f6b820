//! The example lines of every `--help`, read from the binary's own help, and a folder to run
//! them in as a user at a shell would: `puzzles/` there is the repository's, and stepdoku is
//! first on the `PATH`. Included by path by `tests/it/help_examples.rs` (the headless examples)
//! and `tests/it/pty.rs` (those that open the visualizer, which need a terminal).
#![allow(dead_code)]

use super::run::succeeds as output;
use std::path::{Path, PathBuf};
use std::process::Command;

/// One example line of a `--help`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Example {
    /// The help it is in: `stepdoku solve --help`.
    pub help: String,
    /// The command line, without the words after it that say what it does.
    pub line: String,
}

/// The lines of the `heading:` section of a help: the indented lines after it, up to a blank
/// line.
fn section<'a>(help: &'a str, heading: &str) -> Vec<&'a str> {
    help.lines()
        .skip_while(|line| *line != heading)
        .skip(1)
        .take_while(|line| line.starts_with("  "))
        .collect()
}

/// Every example of `stepdoku --help` and of each command's `--help`, in the order the main
/// help lists the commands.
pub fn examples() -> Vec<Example> {
    let main = output(&["--help"]);
    let commands: Vec<&str> = section(&main, "Commands:")
        .into_iter()
        .filter_map(|line| line.split_whitespace().next())
        .filter(|&name| name != "help")
        .collect();
    let mut helps = vec![(String::from("stepdoku --help"), main.clone())];
    for command in commands {
        helps.push((
            format!("stepdoku {command} --help"),
            output(&[command, "--help"]),
        ));
    }
    let mut found = Vec::new();
    for (help, text) in helps {
        for line in section(&text, "Examples:") {
            // what it does may follow the command, two spaces or more after it
            let line = line.trim().split("  ").next().unwrap();
            found.push(Example {
                help: help.clone(),
                line: line.to_string(),
            });
        }
    }
    found
}

/// Whether the example opens the visualizer or the race view, which a terminal needs: no
/// command but a file or options, or `race` without `--format`.
pub fn needs_a_terminal(line: &str) -> bool {
    let headless = [
        "solve",
        "trace",
        "check",
        "hint",
        "generate",
        "tree",
        "estimate",
        "record",
        "config",
        "completions",
    ];
    let words: Vec<&str> = line.split_whitespace().collect();
    match words[..] {
        ["stepdoku"] => true,
        ["stepdoku", "race", ..] => !words.contains(&"--format"),
        ["stepdoku", command, ..] => !headless.contains(&command),
        _ => false,
    }
}

/// A folder to run examples in, with the repository's `puzzles/` in it, and `bash` set to run
/// them there: `-o pipefail` keeps a failing stepdoku's status in a pipe, stepdoku comes first
/// on the `PATH`, and `HOME` is the folder (some examples write there).
pub struct Shell {
    pub dir: tempfile::TempDir,
}

impl Shell {
    pub fn new() -> Shell {
        let dir = tempfile::tempdir().unwrap();
        let puzzles = Path::new(env!("CARGO_MANIFEST_DIR")).join("puzzles");
        std::os::unix::fs::symlink(puzzles, dir.path().join("puzzles")).unwrap();
        Shell { dir }
    }

    /// A folder like [`Shell::new`]'s whose `puzzles/` holds the repository's files but for two
    /// made quicker to search, for the examples that run to their end headless: top95's #41
    /// (116 million row-major steps) is #42 there (a million, enough for `--from 1000000`),
    /// and hardest11 holds three of its quickest puzzles (8 to 10) for the examples that
    /// estimate, trace or race all of it. What the examples are run for (their options read,
    /// exit status 0, their output or files) does not depend on the puzzles' length, and that
    /// saves ten seconds of the suite's work.
    pub fn with_quick_puzzles() -> Shell {
        let dir = tempfile::tempdir().unwrap();
        let real = Path::new(env!("CARGO_MANIFEST_DIR")).join("puzzles");
        let quick = dir.path().join("puzzles");
        std::fs::create_dir(&quick).unwrap();
        for entry in std::fs::read_dir(&real).unwrap() {
            let name = entry.unwrap().file_name();
            std::os::unix::fs::symlink(real.join(&name), quick.join(&name)).unwrap();
        }
        let lines = |name: &str| -> Vec<String> {
            let text = std::fs::read_to_string(real.join(name)).unwrap();
            text.lines().map(str::to_string).collect()
        };
        let write = |name: &str, lines: &[String]| {
            std::fs::remove_file(quick.join(name)).unwrap();
            std::fs::write(quick.join(name), lines.join("\n") + "\n").unwrap();
        };
        let mut top95 = lines("norvig_top95.txt");
        top95[40] = top95[41].clone();
        write("norvig_top95.txt", &top95);
        write(
            "norvig_hardest11.txt",
            &lines("norvig_hardest11.txt")[7..10],
        );
        Shell { dir }
    }

    /// The `PATH` with the built stepdoku's folder first.
    pub fn path() -> std::ffi::OsString {
        let binary = PathBuf::from(env!("CARGO_BIN_EXE_stepdoku"));
        let rest = std::env::var_os("PATH").unwrap_or_default();
        std::env::join_paths(
            std::iter::once(binary.parent().unwrap().to_path_buf())
                .chain(std::env::split_paths(&rest)),
        )
        .unwrap()
    }

    /// `bash` running `line` in the folder, as described above.
    pub fn command(&self, line: &str) -> Command {
        let mut bash = Command::new("bash");
        bash.args(["-o", "pipefail", "-c", line])
            .current_dir(self.dir.path())
            .env("PATH", Shell::path())
            .env("HOME", self.dir.path())
            .env("STEPDOKU_CONFIG", super::run::CONFIG)
            .env_remove("NO_COLOR");
        bash
    }
}
