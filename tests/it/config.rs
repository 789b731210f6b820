//! The config file from the outside: `stepdoku config path` and `config default`, a bad file
//! as bad input with its place, `--no-config`, and the commands that never read it (their
//! output depends on their arguments alone). Every test of the binary runs it with the empty
//! config of tests/support, which one test here checks.

use crate::support::fixtures::P85;
use crate::support::run::{self, CONFIG};
use std::path::Path;
use std::process::{Output, Stdio};

/// `stepdoku ARGS` with `STEPDOKU_CONFIG` naming `config`.
fn with_config(config: &Path, args: &[&str]) -> Output {
    run::bin()
        .args(args)
        .env("STEPDOKU_CONFIG", config)
        .stdin(Stdio::null())
        .output()
        .unwrap()
}

fn stderr(out: &Output) -> String {
    String::from_utf8_lossy(&out.stderr).into_owned()
}

/// A config file holding `text` in `dir`.
/// The visualizer refuses `config` as bad input (status 2) with one line: the file's path,
/// then `place_and_message` (`line:col: what`).
fn refused_at(config: &Path, place_and_message: &str) {
    let out = with_config(config, &["--paused"]);
    assert_eq!(out.status.code(), Some(2));
    let expected = format!("stepdoku: {}:{place_and_message}\n", config.display());
    assert_eq!(stderr(&out), expected);
}

fn write(dir: &Path, text: &str) -> std::path::PathBuf {
    let path = dir.join("config.toml");
    std::fs::write(&path, text).unwrap();
    path
}

#[test]
fn config_path_is_the_variables_file_or_the_platforms() {
    let out = run::succeeds(&["config", "path"]);
    assert_eq!(out, format!("{CONFIG}\n"));
    #[cfg(target_os = "linux")]
    {
        let home = tempfile::tempdir().unwrap();
        let out = run::bin()
            .args(["config", "path"])
            .env_remove("STEPDOKU_CONFIG")
            .env_remove("XDG_CONFIG_HOME")
            .env("HOME", home.path())
            .output()
            .unwrap();
        let expected = home.path().join(".config/stepdoku/config.toml");
        assert_eq!(
            String::from_utf8(out.stdout).unwrap(),
            format!("{}\n", expected.display())
        );
    }
}

#[test]
fn the_default_file_is_a_good_config() {
    let text = run::succeeds(&["config", "default"]);
    assert!(text.starts_with("# stepdoku's config file."), "{text}");
    assert!(text.contains("\ntheme = \"default\"\n"), "{text}");
    let dir = tempfile::tempdir().unwrap();
    let path = write(dir.path(), &text);
    // read and accepted
    assert_reads_past_the_config(&path, &["--paused"]);
}

/// The visualizer run with `config` and `args` gets past its config file, as far as asking
/// for a terminal (exit status 1), which the tests' output is not.
fn assert_reads_past_the_config(config: &Path, args: &[&str]) {
    let out = with_config(config, args);
    assert_eq!(out.status.code(), Some(1), "{}", stderr(&out));
    assert!(
        stderr(&out).contains("needs a terminal"),
        "{}",
        stderr(&out)
    );
}

#[test]
fn a_bad_file_is_bad_input_with_its_line_and_column_unless_skipped() {
    let dir = tempfile::tempdir().unwrap();
    let path = write(dir.path(), "delay = 10\n[keys.player]\nquit = \"space\"\n");
    refused_at(
        &path,
        "3:8: key \"space\" is bound to both search.toggle-play and player.quit, which are \
         live together (player)",
    );
    let typo = write(dir.path(), "strategy = \"mrv\"\nthemes = \"mono\"\n");
    let out = with_config(&typo, &[]);
    assert_eq!(out.status.code(), Some(2));
    let expected = format!("stepdoku: {}:2:1: unknown key \"themes\"", typo.display());
    assert!(stderr(&out).starts_with(&expected), "{}", stderr(&out));
    // --no-config: the file is not read
    assert_reads_past_the_config(&typo, &["--paused", "--no-config"]);
    // a file the variable names that is not there is a mistake, not an empty config
    let absent = dir.path().join("conifg.toml");
    let out = with_config(&absent, &["--paused"]);
    assert_eq!(out.status.code(), Some(2));
    assert_eq!(
        stderr(&out),
        format!(
            "stepdoku: {}: no such file (named by STEPDOKU_CONFIG; unset it for the default \
             place)\n",
            absent.display()
        )
    );
}

/// The digits an AZERTY keyboard types without Shift, bound to 1–9, make a good config; the
/// prompt's typed text is no key action, and the message says why in one line.
#[test]
fn values_take_other_keys_and_typed_text_says_why_it_cannot() {
    let dir = tempfile::tempdir().unwrap();
    let azerty = write(
        dir.path(),
        "[keys.editor]\ntype-1 = \"&\"\ntype-2 = \"é\"\ntype-9 = \"ç\"\ntype-empty = \"space\"\n\
         [keys.generator]\nhard = \"f3\"\n",
    );
    assert_reads_past_the_config(&azerty, &["--paused"]);
    let typing = write(dir.path(), "[keys.prompt]\ntyping = \"x\"\n");
    refused_at(
        &typing,
        "2:1: \"typing\" in [keys.prompt] is typed text (every character typed goes in), not \
         a key action; the prompt's own keys are prompt.erase, prompt.confirm, prompt.close",
    );
}

#[test]
fn record_and_the_headless_commands_ignore_the_config() {
    let dir = tempfile::tempdir().unwrap();
    let other = write(
        dir.path(),
        "strategy = \"mrv\"\ndelay = 0\ntheme = \"mono\"\n",
    );
    let broken = dir.path().join("broken.toml");
    std::fs::write(&broken, "strategy = [\n").unwrap();
    let puzzle = dir.path().join("p.txt");
    std::fs::write(&puzzle, format!("{P85}\n")).unwrap();
    let puzzle = puzzle.to_str().unwrap();
    let commands: [&[&str]; 8] = [
        &["solve", puzzle],
        &["check", puzzle],
        &["trace", puzzle, "--limit", "50"],
        &["tree", puzzle],
        &["race", puzzle, "--format", "text", "--seed", "1"],
        &["estimate", puzzle, "--probe-seed", "1", "--probes", "2000"],
        &["generate", "--count", "1", "--seed", "3", "--grid", "4"],
        &["hint", puzzle],
    ];
    for args in commands {
        let plain = with_config(Path::new(CONFIG), args);
        assert!(plain.status.success(), "{args:?}: {}", stderr(&plain));
        for config in [&other, &broken] {
            let out = with_config(config, args);
            let text = |o: &Output| without_speed(&String::from_utf8_lossy(&o.stdout));
            assert_eq!(
                text(&out),
                text(&plain),
                "{args:?} with {}",
                config.display()
            );
            assert_eq!(out.status.code(), Some(0), "{args:?}: {}", stderr(&out));
        }
    }
    // record: the same cast with and without a config that says otherwise
    let cast = |config: &Path, name: &str| {
        let out = dir.path().join(name);
        let args = [
            "record",
            puzzle,
            "--keys",
            "play 1s",
            "--max-seconds",
            "3",
            "-o",
        ];
        let made = with_config(config, &[&args[..], &[out.to_str().unwrap()]].concat());
        assert!(made.status.success(), "{}", stderr(&made));
        std::fs::read(out).unwrap()
    };
    assert_eq!(cast(Path::new(CONFIG), "a.cast"), cast(&other, "b.cast"));
    assert_eq!(cast(Path::new(CONFIG), "a.cast"), cast(&broken, "c.cast"));
}

/// `text` without the speed `estimate` ends its lines with (`, 2.4M a second`), the one part
/// of its output that is a measurement.
fn without_speed(text: &str) -> String {
    let cut = |line: &str| match line.rsplit_once(", ") {
        Some((before, speed)) if speed.ends_with(" a second") => before.to_string(),
        _ => line.to_string(),
    };
    text.lines().map(cut).collect::<Vec<_>>().join("\n")
}

/// Every file of the tests that runs the binary gives it the tests' config: through
/// `support::run::bin`, or by setting `STEPDOKU_CONFIG` to `run::CONFIG` itself.
#[test]
fn every_run_of_the_binary_reads_the_test_config() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests");
    let mut files = Vec::new();
    for dir in ["it", "support"] {
        for entry in std::fs::read_dir(root.join(dir)).unwrap() {
            files.push(entry.unwrap().path());
        }
    }
    let binary = concat!("env!(\"CARGO_BIN_EXE_", "stepdoku\")");
    for path in files
        .iter()
        .filter(|p| p.extension().is_some_and(|e| e == "rs"))
    {
        let text = std::fs::read_to_string(path).unwrap();
        if path.ends_with("support/run.rs") || !text.contains(binary) {
            continue;
        }
        let direct = format!("Command::new({binary})");
        assert!(
            !text.contains(&direct),
            "{}: use support::run::bin()",
            path.display()
        );
        assert!(
            text.contains("STEPDOKU_CONFIG\", crate::support::run::CONFIG")
                || text.contains("STEPDOKU_CONFIG\", super::run::CONFIG"),
            "{} runs the binary without the tests' config",
            path.display()
        );
    }
}
