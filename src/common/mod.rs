//! What the command line and the visualizer both need, kept below both so that `cli` reaches
//! `tui` only through its entry: the puzzles bundled into the binary ([`bundled`]) and the
//! longest delay between steps the visualizer is given ([`MAX_DELAY_MS`]).

pub mod bundled;

/// The longest delay `--delay` takes, in milliseconds (the visualizer's `-` key stops at
/// 1,000 ms; a longer delay comes from the command line).
pub const MAX_DELAY_MS: u64 = 10_000;

/// The repository's root, where the unit tests read `puzzles/`, `docs/` and `assets/`: the
/// application's package is its `src/` folder (a bench that compiles these sources in is
/// the root package, and its tests never run).
#[cfg(test)]
pub fn repo() -> std::path::PathBuf {
    let package = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    match package.ends_with("src") {
        true => package.parent().expect("src/ has a parent").to_path_buf(),
        false => package.to_path_buf(),
    }
}
