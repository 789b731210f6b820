//! The table "What each ingredient buys" of docs/strategies.md, checked row by row against the
//! binary: for each composition, `stepdoku solve --format json` on the 11 puzzles of
//! `puzzles/norvig_hardest11.txt`, and the medians of its steps and guesses (the sixth of
//! the eleven, sorted) must be the row's numbers. The table is made by
//! `cargo run --release --example ingredients`; this test does not share its code.

use stepdoku::numbers::grouped;

/// The rows of the table: the strategy's name (in backquotes) and the last two cells.
fn rows() -> Vec<(String, String, String)> {
    let doc = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/docs/strategies.md"))
        .unwrap();
    let section = doc
        .split("## What each ingredient buys")
        .nth(1)
        .expect("the section")
        .split("\n## ")
        .next()
        .unwrap();
    section
        .lines()
        .filter(|l| l.starts_with("| `"))
        .map(|l| {
            let cells: Vec<&str> = l.trim_matches('|').split('|').map(str::trim).collect();
            let n = cells.len();
            (
                cells[0].trim_matches('`').to_string(),
                cells[n - 2].to_string(),
                cells[n - 1].to_string(),
            )
        })
        .collect()
}

/// The sixth of eleven numbers, sorted.
fn median(mut v: Vec<u64>) -> u64 {
    assert_eq!(v.len(), 11);
    v.sort_unstable();
    v[5]
}

#[test]
fn every_row_of_the_ingredients_table_is_what_the_binary_counts() {
    let rows = rows();
    // 4 cell choices × 2 digit orders × 8 inferences
    assert_eq!(rows.len(), 64);
    for (name, steps, guesses) in rows {
        let out = crate::support::run::bin()
            .args(["solve", "puzzles/norvig_hardest11.txt", "--format", "json"])
            .args(["--strategy", &name])
            .current_dir(env!("CARGO_MANIFEST_DIR"))
            .output()
            .unwrap();
        assert!(out.status.success(), "{name}");
        let text = String::from_utf8(out.stdout).unwrap();
        let field = |key: &str| -> Vec<u64> {
            text.lines()
                .map(|line| {
                    let at = line.find(&format!("\"{key}\":")).unwrap() + key.len() + 3;
                    let digits: String = line[at..]
                        .chars()
                        .take_while(char::is_ascii_digit)
                        .collect();
                    digits.parse().unwrap()
                })
                .collect()
        };
        assert!(
            text.lines()
                .all(|l| l.contains(&format!("\"strategy\":\"{name}\"")))
        );
        assert_eq!(grouped(median(field("steps"))), steps, "{name}: steps");
        assert_eq!(
            grouped(median(field("guesses"))),
            guesses,
            "{name}: guesses"
        );
    }
}
