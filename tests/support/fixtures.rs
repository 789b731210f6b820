//! The puzzles the tests and benchmarks name, kept in one place: the library's and the
//! binary's unit tests, the integration tests and the benchmarks all include this file by
//! path (each is its own crate), so that a puzzle is spelt once.
#![allow(dead_code)]

/// norvig_hardest11 #1, the "85...24.." puzzle of the Python seed and the bundled start.
pub const P85: &str =
    "85...24..72......9..4.........1.7..23.5...9...4...........8..7..17..........36.4.";

/// The only solution of [`P85`].
pub const P85_SOLUTION: &str =
    "859612437723854169164379528986147352375268914241593786432981675617425893598736241";

/// norvig_top95 #41: 272 million events of row-major search to its solution.
pub const P41: &str =
    "...5.1....9....8...6.......4.1..........7..9........3.8.....1.5...2..4.....36....";
