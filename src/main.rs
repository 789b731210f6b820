//! The `stepdoku` binary: headless commands (`solve`, `trace`, `check`) and, with no command,
//! the terminal visualizer.

mod cli;
mod platform;
mod tui;

fn main() -> std::process::ExitCode {
    cli::main()
}
