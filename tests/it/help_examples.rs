//! Every example line of every `--help` is run, as a user at a shell would type it: the
//! headless ones here, those that open the visualizer or the race view in `tests/it/pty.rs` (they
//! need a terminal). Each runs by `bash -o pipefail` in a folder of its own that holds the
//! repository's `puzzles/` (here with two files made quicker, `Shell::with_quick_puzzles`), and must exit with status 0, print what it is for, and write the
//! files it names. Unix only: the examples are shell command lines.
#![cfg(unix)]

use std::path::{Path, PathBuf};

use crate::support::help;
use crate::support::tier;
use help::{Example, Shell, needs_a_terminal};

/// The example lines as the sources write them: the indented lines after each `Examples:` in
/// `src/cli/`, up to a blank line, without what they do.
fn examples_in_the_sources() -> Vec<String> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("src/cli");
    let mut files: Vec<PathBuf> = std::fs::read_dir(dir)
        .unwrap()
        .map(|entry| entry.unwrap().path())
        .filter(|path| path.extension().is_some_and(|e| e == "rs"))
        .collect();
    files.sort();
    let mut lines = Vec::new();
    for file in files {
        let text = std::fs::read_to_string(file).unwrap();
        let mut inside = false;
        for line in text.lines() {
            if line.trim_end() == "Examples:" {
                inside = true;
            } else if inside && line.starts_with("  ") {
                lines.push(line.trim().split("  ").next().unwrap().to_string());
            } else {
                inside = false;
            }
        }
    }
    lines.sort();
    lines
}

#[test]
fn the_examples_are_read_from_every_help() {
    let mut found: Vec<String> = help::examples().into_iter().map(|e| e.line).collect();
    found.sort();
    assert_eq!(found, examples_in_the_sources());
    assert_eq!(found.len(), 63);
}

/// Where `line` writes files, as it names them: after `-o`, `--gif`, `--still`, `>` and `>>`, with `~`
/// the home folder and `$PROFILE` the PowerShell profile (`profile`).
fn files_written(line: &str, home: &Path, profile: &Path) -> Vec<PathBuf> {
    let words: Vec<&str> = line.split_whitespace().collect();
    words
        .windows(2)
        .filter(|pair| ["-o", "--gif", "--still", ">", ">>"].contains(&pair[0]))
        .map(|pair| match pair[1] {
            "$PROFILE" => profile.to_path_buf(),
            path => match path.strip_prefix("~/") {
                Some(rest) => home.join(rest),
                None => home.join(path),
            },
        })
        .collect()
}

/// Runs one headless example: what is wrong with it, if anything.
fn wrong_with(example: &Example) -> Option<String> {
    let shell = Shell::with_quick_puzzles();
    let home = shell.dir.path();
    // the folders a shell's setup holds, which the completions examples write into
    for folder in [
        ".local/share/bash-completion/completions",
        ".zfunc",
        ".config/fish/completions",
    ] {
        std::fs::create_dir_all(home.join(folder)).unwrap();
    }
    let profile = home.join("profile.ps1");
    let out = shell
        .command(&example.line)
        .env("PROFILE", &profile)
        .stdin(std::process::Stdio::null())
        .output()
        .unwrap();
    let stdout = String::from_utf8_lossy(&out.stdout);
    let mut wrong = Vec::new();
    if out.status.code() != Some(0) {
        wrong.push(format!("exit status {:?}", out.status.code()));
    }
    let files = files_written(&example.line, home, &profile);
    // what does not write files prints its results
    if files.is_empty() && stdout.is_empty() {
        wrong.push("nothing printed".to_string());
    }
    for file in files {
        let size = std::fs::metadata(&file).map_or(0, |m| m.len());
        if size == 0 {
            wrong.push(format!("{} not written", file.display()));
        }
    }
    (!wrong.is_empty()).then(|| {
        format!(
            "{} ({}): {}\n--- stdout:\n{stdout}--- stderr:\n{}",
            example.line,
            example.help,
            wrong.join(", "),
            String::from_utf8_lossy(&out.stderr)
        )
    })
}

#[test]
fn every_headless_help_example_runs_and_succeeds() {
    let headless: Vec<Example> = help::examples()
        .into_iter()
        .filter(|e| !needs_a_terminal(&e.line))
        .collect();
    assert_eq!(headless.len(), 55, "{headless:#?}");
    // the quick tier runs every 3rd example, spread over the commands; the full tier all
    let wrong: Vec<String> = tier::sample(&headless, 6)
        .into_iter()
        .filter_map(wrong_with)
        .collect();
    assert!(wrong.is_empty(), "\n{}", wrong.join("\n"));
}

#[test]
fn what_an_example_writes_is_found() {
    let (home, profile) = (Path::new("/h"), Path::new("/h/p.ps1"));
    assert_eq!(
        files_written(
            "stepdoku record --still screen.svg --keys 'play 1s' -o short.cast",
            home,
            profile
        ),
        [home.join("screen.svg"), home.join("short.cast")]
    );
    assert_eq!(
        files_written(
            "stepdoku record --still screen.png --keys 'play 1s' --gif short.gif",
            home,
            profile
        ),
        [home.join("screen.png"), home.join("short.gif")]
    );
    assert_eq!(
        files_written(
            "stepdoku completions zsh > ~/.zfunc/_stepdoku",
            home,
            profile
        ),
        [home.join(".zfunc/_stepdoku")]
    );
    assert_eq!(
        files_written("stepdoku completions powershell >> $PROFILE", home, profile),
        [profile]
    );
    assert!(needs_a_terminal("stepdoku"));
    assert!(needs_a_terminal("stepdoku --index 7"));
    assert!(needs_a_terminal(
        "stepdoku race puzzles/norvig_top95.txt --index 41 --delay 0"
    ));
    assert!(!needs_a_terminal(
        "stepdoku race puzzles/x.txt --index 3 --format text"
    ));
    assert!(!needs_a_terminal(
        "cat puzzles/seeds/python_line.txt | stepdoku solve -"
    ));
    assert!(!needs_a_terminal("stepdoku tree puzzles/x.txt --depth 1"));
}
