//! `needs` (issue 51): the simplest level of the techniques ladder whose rules alone solve a
//! puzzle, in the JSON of `solve`, `check` and `generate` and on `check`'s line. Each
//! puzzle's level is pinned by the reference search (tests/it/reference), which shares no
//! code with the library: a level solves a puzzle when the reference's `mrv+LEVEL` search
//! reaches its first solution without a guess, and the level a puzzle needs is the first
//! that does.

use crate::reference::search::{Deduce, Parts, Pick, Search};
use crate::support::json_field::field;
use crate::support::run::{puzzle_path, stepdoku, succeeds};
use crate::support::tier;

/// Puzzles of the bundled files (file, line) and the level each needs, two of most.
const CASES: [(&str, usize, &str); 14] = [
    ("norvig_easy50.txt", 1, "naked"),
    ("norvig_easy50.txt", 5, "naked"),
    ("norvig_easy50.txt", 2, "singles"),
    ("norvig_hardest11.txt", 5, "singles"),
    ("norvig_easy50.txt", 25, "locked"),
    ("norvig_top95.txt", 1, "locked"),
    ("verdicts.txt", 1, "locked"),
    ("norvig_easy50.txt", 42, "subsets"),
    ("norvig_top95.txt", 6, "subsets"),
    ("norvig_easy50.txt", 7, "fish"),
    ("magictour_top1465.txt", 341, "fish"),
    ("norvig_top95.txt", 47, "wings"),
    ("norvig_top95.txt", 4, "guess"),
    ("norvig_hardest11.txt", 3, "guess"),
];

/// The first 81 characters of line `line` (from 1) of `puzzles/FILE`.
pub fn puzzle(file: &str, line: usize) -> String {
    let text = std::fs::read_to_string(puzzle_path(file)).unwrap();
    let line = text.lines().nth(line - 1).unwrap();
    line.chars().take(81).collect()
}

/// The level `puzzle` needs by the reference: the first of the ladder's levels whose
/// search finds the solution before any guess, or `guess`.
fn reference_needs(puzzle: &str) -> &'static str {
    let solves = |deduce| {
        let parts = Parts {
            pick: Pick::Mrv,
            lcv: false,
            deduce,
        };
        let counts = Search::new(puzzle, parts, 1, false).run().counts;
        counts.solution_count == 1 && counts.guesses == 0
    };
    // the ladder's levels: every inference part from `naked` on
    let mut levels = Deduce::ALL.into_iter().filter(|&d| d >= Deduce::Naked);
    levels.find(|&d| solves(d)).map_or("guess", Deduce::name)
}

#[test]
fn the_reference_pins_a_puzzle_of_every_level() {
    // the quick tier: every 4th case (the levels' cover below is of them all)
    for (file, line, level) in tier::sample(CASES, 4) {
        assert_eq!(reference_needs(&puzzle(file, line)), level, "{file}:{line}");
    }
    for level in [
        "naked", "singles", "locked", "subsets", "fish", "wings", "guess",
    ] {
        assert!(CASES.iter().any(|c| c.2 == level), "no case of {level}");
    }
}

#[test]
fn check_and_solve_say_what_each_puzzle_needs() {
    for (file, line, level) in CASES {
        let cells = puzzle(file, line);
        let json = succeeds(&["check", "--puzzle", &cells, "--format", "json"]);
        assert_eq!(
            field(&json, "needs"),
            format!("\"{level}\""),
            "{file}:{line}"
        );
        // the last field of the object, after `guesses`
        assert!(
            json.trim_end()
                .ends_with(&format!(",\"needs\":\"{level}\"}}"))
        );
        let text = succeeds(&["check", "--puzzle", &cells]);
        let guesses = field(&json, "guesses");
        let noun = if guesses == "1" { "guess" } else { "guesses" };
        let rating = field(&json, "rating").trim_matches('"');
        let said = format!(", {rating} ({guesses} {noun}), needs {level}\n");
        assert!(text.ends_with(&said), "{text}");
        let solved = succeeds(&["solve", "--puzzle", &cells, "--format", "json"]);
        assert_eq!(
            field(&solved, "needs"),
            format!("\"{level}\""),
            "{file}:{line}"
        );
    }
}

#[test]
fn needs_is_null_unless_the_solution_is_unique() {
    let out = stepdoku(&["check", &puzzle_path("verdicts.txt"), "--format", "json"]);
    let lines: Vec<String> = String::from_utf8(out.stdout)
        .unwrap()
        .lines()
        .map(String::from)
        .collect();
    let needs: Vec<&str> = lines.iter().map(|l| field(l, "needs")).collect();
    // unique, no solution, several, conflicting givens
    assert_eq!(needs, ["\"locked\"", "null", "null", "null"]);
    // solve's search stops at its first solution, so it asks whether there is a second
    let several = puzzle("verdicts.txt", 4);
    for args in [
        vec!["solve", "--puzzle", &several, "--format", "json"],
        vec!["solve", "--puzzle", &several, "--format", "json", "--all"],
    ] {
        let out = succeeds(&args);
        let object = out.lines().last().unwrap();
        assert_eq!(field(object, "needs"), "null", "{args:?}");
    }
    let none = puzzle("verdicts.txt", 3);
    let out = succeeds(&["solve", "--puzzle", &none, "--format", "json"]);
    assert_eq!(field(&out, "needs"), "null");
    // unreadable: the record keeps its fields
    let bad = stepdoku(&["check", "--puzzle", "12345", "--format", "json"]);
    let text = String::from_utf8(bad.stdout).unwrap();
    assert_eq!(field(&text, "needs"), "null", "{text}");
}

#[test]
fn generate_needs_makes_puzzles_that_need_exactly_that_level() {
    // each level of 9x9 with both symmetries, and one combined with a difficulty; every
    // puzzle re-rated by the reference, its uniqueness by check
    let runs: [&[&str]; 8] = [
        &["--needs", "naked"],
        &["--needs", "singles", "--symmetry", "none"],
        &["--needs", "locked"],
        &["--needs", "subsets", "--symmetry", "none"],
        &["--needs", "fish"],
        &["--needs", "wings", "--difficulty", "expert"],
        &["--needs", "guess"],
        &[
            "--needs",
            "locked",
            "--difficulty",
            "hard",
            "--symmetry",
            "none",
        ],
    ];
    for options in runs {
        let level = options[1];
        let args = [
            &[
                "generate", "--seed", "3", "--count", "2", "--format", "json",
            ],
            options,
        ]
        .concat();
        let out = succeeds(&args);
        assert_eq!(out.lines().count(), 2, "{args:?}");
        for object in out.lines() {
            assert_eq!(field(object, "needs"), format!("\"{level}\""), "{object}");
            let cells = field(object, "puzzle").trim_matches('"');
            assert_eq!(reference_needs(cells), level, "{args:?}: {cells}");
            let checked = succeeds(&["check", "--puzzle", cells, "--format", "json"]);
            assert_eq!(field(&checked, "verdict"), "\"unique\"");
            if let Some(k) = options.iter().position(|o| *o == "--difficulty") {
                assert_eq!(field(object, "rating"), format!("\"{}\"", options[k + 1]));
            }
        }
    }
}

#[test]
fn a_level_a_size_never_makes_is_given_up_and_said() {
    // every 4x4 puzzle so far needs naked singles alone; the 100,000 attempts are the full
    // tier's
    if tier::full() {
        let out = stepdoku(&[
            "generate", "--grid", "4", "--needs", "locked", "--seed", "1",
        ]);
        assert_eq!(out.status.code(), Some(1));
        assert_eq!(String::from_utf8(out.stdout).unwrap(), "");
        assert_eq!(
            String::from_utf8(out.stderr).unwrap(),
            "stepdoku: no 4x4 puzzle that needs locked in 100,000 attempts in a row \
             (docs/benchmarks.md has how often each level comes up); the lines above are \
             complete\n"
        );
    }
    let made = succeeds(&[
        "generate", "--grid", "6", "--needs", "singles", "--seed", "1",
    ]);
    assert_eq!(reference_needs(made.trim()), "singles", "{made}");
}
