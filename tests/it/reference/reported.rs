//! What `stepdoku solve --format json` reported, read back into the oracle's [`Counts`]:
//! shared by the tests that hold the binary to the oracle.

use super::search::Counts;
use crate::support::json_field::field;

/// For each puzzle of `solve --format json`'s output: the strategy's name and the counters,
/// with the solutions gathered from the summary's `solutions` or from the `{"solution": …}`
/// lines streamed before it.
pub fn reported(output: &str) -> Vec<(String, Counts)> {
    let mut solutions = Vec::new();
    let mut all = Vec::new();
    let unquoted = |text: &str| text.trim().trim_matches('"').to_string();
    for line in output.lines() {
        if line.starts_with("{\"solution\": ") {
            solutions.push(unquoted(field(line, "solution")));
            continue;
        }
        let number = |key| field(line, key).parse::<u64>().unwrap();
        if line.contains("\"solutions\":") {
            solutions = field(line, "solutions")
                .trim_matches(['[', ']'])
                .split(',')
                .filter(|s| !s.is_empty())
                .map(unquoted)
                .collect();
        }
        let counts = Counts {
            steps: number("steps"),
            placements: number("placements"),
            guesses: number("guesses"),
            forced: number("forced"),
            undos: number("undos"),
            dead_ends: number("dead_ends"),
            max_depth: number("max_depth"),
            solution_count: number("solution_count"),
            solutions: std::mem::take(&mut solutions),
            heat: field(line, "heat")
                .trim_matches(['[', ']'])
                .split(',')
                .map(|n| n.parse().unwrap())
                .collect(),
            explored: field(line, "explored").parse().unwrap(),
            exhausted: field(line, "exhausted") == "true",
        };
        all.push((unquoted(field(line, "strategy")), counts));
    }
    all
}
