//! Every console example of the README, run: each `$ ` line is run by `bash` in the repository
//! with the built `stepdoku` first on the `PATH`, and what it prints (standard output and
//! error together, as a terminal shows them) must be the lines under it, character for
//! character, and its exit status 0. A pipe keeps stepdoku's failure (`pipefail`): in
//! `stepdoku … | head -3`, a failing stepdoku fails the example. Only what changes from run to
//! run is masked: timings (`"elapsed_us":614`, `estimate`'s probes a second) and freshly
//! drawn random seeds. Unix only: the examples are shell command lines.
#![cfg(unix)]

use crate::support::rate;
use crate::support::tier;
use rate::mask_rate;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

/// One `$ command` of a console block and the lines printed under it.
#[derive(Debug)]
struct Example {
    command: String,
    expected: String,
}

/// The console blocks of `readme`, split into examples.
fn examples(readme: &str) -> Vec<Example> {
    let mut found = Vec::new();
    let mut in_console = false;
    for line in readme.lines() {
        if !in_console {
            in_console = line == "```console";
            continue;
        }
        if line == "```" {
            in_console = false;
        } else if let Some(command) = line.strip_prefix("$ ") {
            found.push(Example {
                command: command.to_string(),
                expected: String::new(),
            });
        } else {
            let example = found.last_mut().expect("a console block starts with `$ `");
            example.expected.push_str(line);
            example.expected.push('\n');
        }
    }
    found
}

/// `text` with what differs between runs replaced by `N`: the digits after `"elapsed_us":`
/// and after `random seed ` / `--seed ` in the line reporting a freshly drawn seed.
fn masked(text: &str) -> String {
    text.lines()
        .map(|line| {
            let mut line = mask_after(line, "\"elapsed_us\":");
            if line.starts_with("stepdoku: random seed ") {
                line = mask_after(&mask_after(&line, "random seed "), "--seed ");
            }
            line = mask_rate(&line);
            line + "\n"
        })
        .collect()
}

/// `line` with the digits right after each `marker` replaced by `N`.
fn mask_after(line: &str, marker: &str) -> String {
    let mut out = String::new();
    let mut rest = line;
    while let Some(at) = rest.find(marker) {
        let (head, tail) = rest.split_at(at + marker.len());
        out.push_str(head);
        let digits = tail.chars().take_while(char::is_ascii_digit).count();
        if digits > 0 {
            out.push('N');
        }
        rest = &tail[digits..];
    }
    out + rest
}

/// Runs `command` as a user at a shell would, in the repository, with stepdoku on the PATH:
/// what it printed, and its exit status, which is the first failing command's in a pipe.
fn run(command: &str, repo: &Path) -> (String, Option<i32>) {
    let binary = PathBuf::from(env!("CARGO_BIN_EXE_stepdoku"));
    let path = std::env::join_paths(
        std::iter::once(binary.parent().unwrap().to_path_buf()).chain(std::env::split_paths(
            &std::env::var_os("PATH").unwrap_or_default(),
        )),
    )
    .unwrap();
    let out = Command::new("bash")
        .args(["-o", "pipefail", "-c"])
        .arg(format!("{{ {command} ; }} 2>&1"))
        .current_dir(repo)
        .env("PATH", path)
        .env("STEPDOKU_CONFIG", crate::support::run::CONFIG)
        .env_remove("NO_COLOR")
        .stdin(Stdio::null())
        .output()
        .expect("bash runs");
    let printed = String::from_utf8(out.stdout).expect("UTF-8 output");
    (printed, out.status.code())
}

#[test]
fn every_console_example_prints_what_the_readme_shows() {
    let repo = Path::new(env!("CARGO_MANIFEST_DIR"));
    // The README and every document of docs/, in one list: each example names its document.
    let mut documents = vec![repo.join("README.md")];
    let mut docs: Vec<_> = std::fs::read_dir(repo.join("docs"))
        .unwrap()
        .map(|entry| entry.unwrap().path())
        .filter(|path| path.extension().is_some_and(|e| e == "md"))
        .collect();
    docs.sort();
    documents.extend(docs);
    let all: Vec<Example> = documents
        .iter()
        .flat_map(|path| examples(&std::fs::read_to_string(path).unwrap()))
        .collect();
    // every `$ ` line of the documents is an example found here: none hides outside a
    // console block
    let dollar_lines = documents
        .iter()
        .flat_map(|path| {
            std::fs::read_to_string(path)
                .unwrap()
                .lines()
                .map(str::to_string)
                .collect::<Vec<_>>()
        })
        .filter(|line| line.starts_with("$ "))
        .count();
    assert_eq!(all.len(), dollar_lines);
    let mut wrong = Vec::new();
    // the quick tier runs every 3rd example, spread over the documents; the full tier all
    for example in tier::sample(&all, 3) {
        let (printed, status) = run(&example.command, repo);
        // an example that fails on purpose shows its status (`|| echo "exit status $?"`), so
        // the shell line as a whole must succeed: a command failing silently is caught
        if masked(&printed) != masked(&example.expected) || status != Some(0) {
            wrong.push(format!(
                "$ {}\n--- the README shows:\n{}--- it prints (exit status {status:?}):\n{}",
                example.command, example.expected, printed
            ));
        }
    }
    assert!(wrong.is_empty(), "\n{}", wrong.join("\n"));
}

#[test]
fn a_failing_stepdoku_fails_its_example_even_in_a_pipe() {
    let repo = Path::new(env!("CARGO_MANIFEST_DIR"));
    let missing = "stepdoku solve nope.txt --format line";
    for piped in [
        "| head -3",
        "| tail -4",
        "| grep -c dead-end",
        "| cut -c1-100",
    ] {
        let (printed, status) = run(&format!("{missing} {piped}"), repo);
        // what the pipe's end prints of nothing (`grep -c` a 0) follows the message
        assert!(
            printed.starts_with("stepdoku: nope.txt: no such file\n"),
            "{piped}: {printed}"
        );
        // the last failing command's status: stepdoku's 2, or grep's 1 for no line found
        assert_ne!(status, Some(0), "{piped}");
    }
    let (_, status) = run(&format!("{missing} | head -3"), repo);
    assert_eq!(status, Some(2), "stepdoku's own status");
    // and a stepdoku that succeeds keeps the example's status 0, though `head` stops reading
    let (printed, status) = run(
        "stepdoku solve puzzles/norvig_top95.txt --format line | head -1",
        repo,
    );
    assert_eq!((printed.lines().count(), status), (1, Some(0)));
}

#[test]
fn masking_hides_only_what_changes_between_runs() {
    assert_eq!(
        masked("{\"steps\":8381,\"elapsed_us\":614,\"exhausted\":false}"),
        "{\"steps\":8381,\"elapsed_us\":N,\"exhausted\":false}\n"
    );
    assert_eq!(
        masked("stepdoku: random seed 46801 (repeat with --seed 46801)\n1"),
        "stepdoku: random seed N (repeat with --seed N)\n1\n"
    );
    assert_eq!(
        masked(
            "puzzle 1 (line 1), mrv: ≈ 3,089 steps (3,051–3,126) from 100,000 probes, 360.6k a second"
        ),
        "puzzle 1 (line 1), mrv: ≈ 3,089 steps (3,051–3,126) from 100,000 probes, N a second\n"
    );
    // a seed given on the command line is not masked
    assert_eq!(masked("place r1c3 3 --seed 42"), "place r1c3 3 --seed 42\n");
}
