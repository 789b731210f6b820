//! Fuzzes the puzzle parser at every size: the checks are in `fuzz/checks/parse.rs`, which
//! `cargo test` also runs over the corpus.
#![no_main]

use libfuzzer_sys::fuzz_target;

#[path = "../checks/parse.rs"]
mod checks;

fuzz_target!(|data: &[u8]| checks::check(data));
