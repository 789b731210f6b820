//! The binary as the integration tests run it, and the bundled puzzles' paths.

use std::path::PathBuf;
use std::process::{Command, Output, Stdio};

/// The path of `puzzles/NAME`.
pub fn puzzle_path(name: &str) -> String {
    let path: PathBuf = [env!("CARGO_MANIFEST_DIR"), "puzzles", name]
        .iter()
        .collect();
    path.to_string_lossy().into_owned()
}

/// The config file every test runs the binary with: one that sets nothing, so that no one's
/// own file changes a test.
pub const CONFIG: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/support/no-config.toml");

/// The binary under test, reading [`CONFIG`] as its config file. Every test runs it through
/// this (`every_run_of_the_binary_reads_the_test_config` checks).
pub fn bin() -> Command {
    let mut command = Command::new(env!("CARGO_BIN_EXE_stepdoku"));
    command.env("STEPDOKU_CONFIG", CONFIG);
    command
}

/// `stepdoku ARGS`, with nothing on standard input.
pub fn stepdoku(args: &[&str]) -> Output {
    bin()
        .args(args)
        .stdin(Stdio::null())
        .output()
        .expect("the binary runs")
}

/// Standard output of `stepdoku ARGS`, which must succeed.
pub fn succeeds(args: &[&str]) -> String {
    let out = stepdoku(args);
    assert!(out.status.success(), "{args:?}: {out:?}");
    String::from_utf8(out.stdout).expect("UTF-8 output")
}
