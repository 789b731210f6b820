//! The `stepdoku` binary: headless commands (`solve`, `trace`, `check`) and, with no command,
//! the terminal visualizer.

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

fn main() -> std::process::ExitCode {
    cli::main()
}
