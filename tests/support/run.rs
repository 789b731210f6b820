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

/// `stepdoku ARGS`, with nothing on standard input.
pub fn stepdoku(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_stepdoku"))
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
