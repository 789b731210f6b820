//! Fuzzes the puzzle parser: any bytes give puzzles or a positioned error, never a panic, and
//! every puzzle read back from its 81-character line is the same puzzle.
#![no_main]

use libfuzzer_sys::fuzz_target;
use stepdoku::parse::{parse_bytes, parse_str};

fuzz_target!(|data: &[u8]| {
    match parse_bytes(data) {
        Ok(puzzles) => {
            assert!(!puzzles.is_empty(), "Ok always holds at least one puzzle");
            for p in &puzzles {
                let again = parse_str(&p.to_line()).expect("a written puzzle parses back");
                assert_eq!(again[0].digits, p.digits);
                // conflicting givens are reported by validation, never by a panic
                let _ = p.grid();
            }
        }
        Err(e) => {
            assert!(!e.to_string().is_empty());
        }
    }
});
