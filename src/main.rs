//! The `stepdoku` binary: headless commands (`solve`, `trace`, `check`) and, with no command,
//! the terminal visualizer; the application is the library `stepdoku_app` (`src/lib.rs`).

fn main() -> std::process::ExitCode {
    stepdoku_app::main()
}
