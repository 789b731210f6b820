//! One step count everywhere (issue 24, item 1): for every strategy, the number of lines
//! `trace` prints equals `solve --format json`'s `steps`, the race board's `steps`, and the
//! step the player stands on at the end (the library's [`Timeline`] run to its end). `done`
//! ends only a search that ran out of branches.

use crate::support::run::{puzzle_path as path, succeeds as stepdoku};
use stepdoku::parse::{Puzzle, read_file};
use stepdoku::solver::{Config, Strategy};
use stepdoku::timeline::{Target, Timeline};

/// Hard puzzles whose four searches all finish in well under a second: norvig_hardest11
/// entries and norvig_top95 entries (by their number in the file).
const CASES: [(&str, usize); 6] = [
    ("norvig_hardest11.txt", 1),
    ("norvig_hardest11.txt", 2),
    ("norvig_hardest11.txt", 8),
    ("norvig_top95.txt", 19),
    ("norvig_top95.txt", 25),
    ("norvig_top95.txt", 53),
];

/// The random strategy's seed in every run here.
const SEED: &str = "7";

/// Puzzle number `index` of the file at `path`.
fn puzzle(path: &str, index: usize) -> Puzzle {
    read_file(path.as_ref()).unwrap().swap_remove(index - 1)
}

/// The number after `"key":` at or after `from` in `json`.
fn number_after(json: &str, from: usize, key: &str) -> u64 {
    let pattern = format!("\"{key}\":");
    let at = from + json[from..].find(&pattern).expect(key) + pattern.len();
    let digits: String = json[at..]
        .chars()
        .take_while(char::is_ascii_digit)
        .collect();
    digits.parse().expect("a number")
}

/// `--strategy S --seed 7` (the seed only for random: the others warn that they ignore it).
fn strategy_args(strategy: Strategy) -> Vec<&'static str> {
    let mut args = vec!["--strategy", strategy.name()];
    if strategy == Strategy::Random {
        args.extend(["--seed", SEED]);
    }
    args
}

/// The step the library's timeline (the player's) stands on at its configured end.
fn timeline_end(givens: &Puzzle, strategy: Strategy, max_solutions: u64) -> u64 {
    let config = Config {
        strategy,
        seed: SEED.parse().unwrap(),
        max_solutions,
    };
    let mut timeline = Timeline::new(givens.grid().unwrap(), config);
    timeline.run(Target::End, u64::MAX);
    assert!(timeline.at_end());
    timeline.stats().steps
}

#[test]
fn trace_lines_solve_steps_race_steps_and_the_player_end_agree() {
    for (file, index) in CASES {
        let file = path(file);
        let index_arg = index.to_string();
        let base = [&file, "--index", &index_arg];
        let race =
            stepdoku(&[&["race"], &base[..], &["--format", "json", "--seed", SEED]].concat());
        let given = puzzle(&file, index);
        for strategy in Strategy::ALL {
            let name = strategy.name();
            let options = [&base[..], &strategy_args(strategy)].concat();
            let trace = stepdoku(&[&["trace"], &options[..]].concat());
            let lines = trace.lines().count() as u64;
            // a search stopped at its first solution ends there, without `done`
            assert_eq!(
                trace.lines().last(),
                Some("solution 1"),
                "{file} #{index} {name}"
            );
            let solve = stepdoku(&[&["solve"], &options[..], &["--format", "json"]].concat());
            assert_eq!(
                number_after(&solve, 0, "steps"),
                lines,
                "{file} #{index} {name}"
            );
            let lane = race.find(&format!("\"strategy\":\"{name}\"")).expect(name);
            assert_eq!(
                number_after(&race, lane, "steps"),
                lines,
                "race {file} #{index} {name}"
            );
            assert_eq!(
                number_after(&race, lane, "events"),
                lines,
                "race {file} #{index} {name}"
            );
            assert_eq!(
                timeline_end(&given, strategy, 1),
                lines,
                "player {file} #{index} {name}"
            );
        }
    }
}

#[test]
fn an_exhausted_search_ends_with_done_and_counts_it() {
    // tdoku's puzzle with exactly 3 solutions: --all runs out of branches, --max-solutions 2
    // stops at the second solution
    let three = "8.........95.......67.........472968...913245...856137....9.716...6.8492......583";
    // r1c9 can hold nothing: 1..8 in its row, 9 in its column
    let none = format!("12345678.........9{}", ".".repeat(63));
    let cases: [(&str, &[&str], u64, &str); 3] = [
        (three, &["--all"], u64::MAX, "done"),
        (three, &["--max-solutions", "2"], 2, "solution 2"),
        (&none, &[], 1, "done"),
    ];
    for (line, cap, max_solutions, last) in cases {
        let given = stepdoku::parse::parse_str(line).unwrap().swap_remove(0);
        for strategy in Strategy::ALL {
            let name = strategy.name();
            let options = [&["--puzzle", line], cap, &strategy_args(strategy)[..]].concat();
            let trace = stepdoku(&[&["trace"], &options[..]].concat());
            let lines = trace.lines().count() as u64;
            assert_eq!(trace.lines().last(), Some(last), "{name} {cap:?}");
            assert_eq!(trace.matches("done").count(), usize::from(last == "done"));
            let solve = stepdoku(&[&["solve"], &options[..], &["--format", "json"]].concat());
            assert_eq!(number_after(&solve, 0, "steps"), lines, "{name} {cap:?}");
            let end = timeline_end(&given, strategy, max_solutions);
            assert_eq!(end, lines, "player {name} {cap:?}");
        }
    }
}
