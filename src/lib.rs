//! The application of stepdoku: the headless commands (`solve`, `trace`, `check` and the
//! rest, `cli`) and, with no command, the terminal visualizer (`tui`). The root package's
//! `stepdoku` binary is one call to [`main`]; a library of its own so that a test build can
//! optimise it less than the integration tests (`src/Cargo.toml`).

#[cfg(test)]
#[path = "../tests/support/assets.rs"]
mod assets;
mod cli;
mod common;
mod config;
#[cfg(test)]
#[path = "../tests/support/fixtures.rs"]
mod fixtures;
mod platform;
mod tui;

/// Runs `stepdoku` with the process's arguments, and says how it ended.
pub fn main() -> std::process::ExitCode {
    cli::main()
}
