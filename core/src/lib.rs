//! stepdoku: a Sudoku backtracking search you can watch, step through and rewind.
//!
//! The library holds everything but the terminal front end:
//! - [`sudoku`]: cells, the 9×9 bitmask [`NineBoard`](sudoku::NineBoard) and validation of givens;
//! - [`parse`]: puzzle files in every common layout, with typed, positioned errors;
//! - [`solver`]: the explicit-stack search that yields one [`Event`](solver::Event) per step;
//! - [`timeline`]: a cursor over the event stream that steps both ways in O(1) and seeks
//!   anywhere in bounded memory.
//!
//! - [`numbers`]: counts as people read them (`272,185,900`);
//! - [`json`]: JSON string literals for the machine-read outputs;
//! - [`shown`]: names as a terminal shows them, control characters in caret notation;
//! - [`explain`]: why the search did what it did at one event, in words;
//! - [`race`]: the ranking of a race, its places and ratios (`3,318.4×`);
//! - [`tree`]: the tree of guesses with the steps each subtree cost, built in one pass;
//! - [`estimate`]: how big a search is, from random probes (Knuth's estimate);
//! - [`generate`]: new puzzles, unique, minimal and rated.
//!
//! It never touches a terminal; the `stepdoku` binary adds the command line and the TUI.

pub mod estimate;
pub mod explain;
#[cfg(test)]
#[path = "../../tests/support/fixtures.rs"]
mod fixtures;
pub mod generate;
pub mod json;
pub mod numbers;
pub mod parse;
pub mod race;
pub mod shown;
pub mod solver;
pub mod sudoku;
#[cfg(test)]
#[path = "../../tests/support/tier.rs"]
mod tier;
pub mod timeline;
pub mod tree;
