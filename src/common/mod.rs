//! What the command line and the visualizer both need, kept below both so that `cli` reaches
//! `tui` only through its entry: the puzzles bundled into the binary ([`bundled`]) and the
//! longest delay between steps the visualizer is given ([`MAX_DELAY_MS`]).

pub mod bundled;

/// The longest delay `--delay` takes, in milliseconds (the visualizer's `-` key stops at
/// 1,000 ms; a longer delay comes from the command line).
pub const MAX_DELAY_MS: u64 = 10_000;
