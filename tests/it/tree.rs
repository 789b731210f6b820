//! `stepdoku tree` against the tree built here from `trace` output by the definitions of
//! issue 26: a guess is a `place` line; its subtree runs from it through the first later
//! `undo` of the same cell and digit (both included), or to the last line; its steps are the
//! lines in that range; its outcome is `solution` with a `solution` line inside, else
//! `refuted` when taken back, else `open`.

use crate::support::run::{puzzle_path as path, stepdoku, succeeds as ok};
#[cfg(target_os = "linux")]
use crate::support::signal;
use std::collections::HashMap;

#[cfg(unix)]
use crate::support::unreadable;

/// One guess, as the test derives it or reads it back from the JSON.
#[derive(Debug, PartialEq, Eq)]
struct Guess {
    cell: String,
    digit: u64,
    step: u64,
    steps: u64,
    outcome: String,
    children: Vec<Guess>,
}

/// The guess tree of a trace, `levels` levels deep, and its number of lines.
fn tree_of_trace(trace: &str, levels: usize) -> (u64, Vec<Guess>) {
    struct Range {
        cell: String,
        digit: u64,
        start: usize,
        end: Option<usize>,
    }
    let lines: Vec<&str> = trace.lines().collect();
    let mut ranges: Vec<Range> = Vec::new();
    // places not yet taken back, by cell and digit
    let mut open: HashMap<(String, u64), Vec<usize>> = HashMap::new();
    // solutions[i]: `solution` lines among the first i lines
    let mut solutions = vec![0usize];
    for (i, line) in lines.iter().enumerate() {
        let words: Vec<&str> = line.split(' ').collect();
        match words[..] {
            ["place", cell, digit] => {
                let key = (cell.to_string(), digit.parse().unwrap());
                open.entry(key.clone()).or_default().push(ranges.len());
                ranges.push(Range {
                    cell: key.0,
                    digit: key.1,
                    start: i,
                    end: None,
                });
            }
            ["undo", cell, digit] => {
                let key = (cell.to_string(), digit.parse().unwrap());
                for r in open.remove(&key).unwrap_or_default() {
                    ranges[r].end = Some(i);
                }
            }
            _ => {}
        }
        let solved = usize::from(line.starts_with("solution "));
        solutions.push(solutions[i] + solved);
    }
    let last = lines.len() - 1;
    // nesting: a guess's parent is the innermost earlier guess whose range holds its line
    let mut children: Vec<Vec<usize>> = vec![Vec::new(); ranges.len() + 1];
    let mut level = vec![0usize; ranges.len()];
    let mut holding: Vec<usize> = Vec::new();
    for r in 0..ranges.len() {
        while let Some(&h) = holding.last() {
            if ranges[h].end.unwrap_or(last) < ranges[r].start {
                holding.pop();
            } else {
                break;
            }
        }
        level[r] = holding.len() + 1;
        let parent = holding.last().map_or(ranges.len(), |&h| h);
        children[parent].push(r);
        holding.push(r);
    }
    fn build(
        r: usize,
        ranges: &[Range],
        children: &[Vec<usize>],
        level: &[usize],
        solutions: &[usize],
        levels: usize,
        last: usize,
    ) -> Guess {
        let range = &ranges[r];
        let end = range.end.unwrap_or(last);
        let outcome = if solutions[end + 1] > solutions[range.start] {
            "solution"
        } else if range.end.is_some() {
            "refuted"
        } else {
            "open"
        };
        let shown = if level[r] < levels {
            &children[r][..]
        } else {
            &[]
        };
        Guess {
            cell: range.cell.clone(),
            digit: range.digit,
            step: range.start as u64 + 1,
            steps: (end - range.start + 1) as u64,
            outcome: outcome.to_string(),
            children: shown
                .iter()
                .map(|&c| build(c, ranges, children, level, solutions, levels, last))
                .collect(),
        }
    }
    let top = children[ranges.len()]
        .iter()
        .map(|&r| build(r, &ranges, &children, &level, &solutions, levels, last))
        .collect();
    (lines.len() as u64, top)
}

/// A JSON value, as much of JSON as `tree --format json` writes.
#[derive(Debug)]
enum Json {
    Null,
    Number(u64),
    Text(String),
    Array(Vec<Json>),
    Object(Vec<(String, Json)>),
}

/// Parses one JSON value at the start of `s`, returning it and the rest.
fn parse(s: &str) -> (Json, &str) {
    let s = s.trim_start();
    if let Some(rest) = s.strip_prefix("null") {
        return (Json::Null, rest);
    }
    if let Some(mut rest) = s.strip_prefix('{') {
        let mut fields = Vec::new();
        if let Some(after) = rest.strip_prefix('}') {
            return (Json::Object(fields), after);
        }
        loop {
            let (Json::Text(key), after) = parse(rest) else {
                panic!("a key at {rest}")
            };
            let after = after.trim_start().strip_prefix(':').expect("a colon");
            let (value, after) = parse(after);
            fields.push((key, value));
            let after = after.trim_start();
            if let Some(after) = after.strip_prefix(',') {
                rest = after;
            } else {
                return (Json::Object(fields), after.strip_prefix('}').expect("}"));
            }
        }
    }
    if let Some(mut rest) = s.strip_prefix('[') {
        let mut items = Vec::new();
        if let Some(after) = rest.strip_prefix(']') {
            return (Json::Array(items), after);
        }
        loop {
            let (value, after) = parse(rest);
            items.push(value);
            let after = after.trim_start();
            if let Some(after) = after.strip_prefix(',') {
                rest = after;
            } else {
                return (Json::Array(items), after.strip_prefix(']').expect("]"));
            }
        }
    }
    if let Some(rest) = s.strip_prefix('"') {
        let end = rest.find('"').expect("a closing quote");
        return (Json::Text(rest[..end].to_string()), &rest[end + 1..]);
    }
    let digits = s.chars().take_while(char::is_ascii_digit).count();
    assert!(digits > 0, "a value at {s}");
    (Json::Number(s[..digits].parse().unwrap()), &s[digits..])
}

/// The fields of an object, which must be exactly `keys`, in that order.
fn fields<'a>(json: &'a Json, keys: &[&str]) -> Vec<&'a Json> {
    let Json::Object(fields) = json else {
        panic!("not an object: {json:?}")
    };
    let names: Vec<&str> = fields.iter().map(|(k, _)| k.as_str()).collect();
    assert_eq!(names, keys);
    fields.iter().map(|(_, v)| v).collect()
}

fn number(json: &Json) -> u64 {
    match json {
        Json::Number(n) => *n,
        other => panic!("not a number: {other:?}"),
    }
}

fn guesses(json: &Json) -> Vec<Guess> {
    let Json::Array(items) = json else {
        panic!("not an array: {json:?}")
    };
    items
        .iter()
        .map(|item| {
            let keys = ["cell", "digit", "step", "steps", "outcome", "children"];
            let f = fields(item, &keys);
            let text = |j: &Json| match j {
                Json::Text(t) => t.clone(),
                other => panic!("not a string: {other:?}"),
            };
            Guess {
                cell: text(f[0]),
                digit: number(f[1]),
                step: number(f[2]),
                steps: number(f[3]),
                outcome: text(f[4]),
                children: guesses(f[5]),
            }
        })
        .collect()
}

/// `tree --format json` read back: the root's steps and its children.
fn tree_json(text: &str) -> (u64, Vec<Guess>) {
    let (json, rest) = parse(text);
    assert_eq!(rest, "\n", "one object, one line");
    let header = ["index", "line", "label", "puzzle", "grid", "box"];
    let f = fields(&json, &[&header[..], &["steps", "children"]].concat());
    assert_eq!(number(f[4]), 9, "a 9x9 board");
    (number(f[6]), guesses(f[7]))
}

/// The `steps` of `solve --format json`.
fn solve_steps(json: &str) -> u64 {
    let at = json.find("\"steps\":").expect("steps") + "\"steps\":".len();
    let digits: String = json[at..]
        .chars()
        .take_while(char::is_ascii_digit)
        .collect();
    digits.parse().unwrap()
}

/// Checks `tree --depth 2` against the trace for `args` (the puzzle and search options).
fn check(args: &[&str]) -> (u64, Vec<Guess>) {
    let trace = ok(&[&["trace"], args].concat());
    let expected = tree_of_trace(&trace, 2);
    let json = ok(&[&["tree"], args, &["--format", "json", "--depth", "2"]].concat());
    let got = tree_json(&json);
    assert_eq!(got, expected, "{args:?}");
    let solve = ok(&[&["solve"], args, &["--format", "json"]].concat());
    assert_eq!(got.0, solve_steps(&solve), "root steps = solve's: {args:?}");
    got
}

#[test]
fn tree_json_is_the_tree_of_the_trace_for_hard_puzzles_and_three_strategies() {
    let cases = [
        ("norvig_hardest11.txt", "1"),
        ("norvig_hardest11.txt", "2"),
        ("norvig_hardest11.txt", "8"),
        ("norvig_top95.txt", "19"),
        ("norvig_top95.txt", "53"),
    ];
    for (file, index) in cases {
        let file = path(file);
        for strategy in ["row-major", "mrv", "propagate"] {
            let (_, top) = check(&[&file, "--index", index, "--strategy", strategy]);
            assert!(!top.is_empty(), "{file} #{index} {strategy}: guesses");
            // stopped at its first solution: the last first-level guess holds it
            assert_eq!(top.last().unwrap().outcome, "solution");
        }
    }
    let (_, top) = check(&[
        &path("norvig_top95.txt"),
        "--index",
        "25",
        "--strategy",
        "random",
        "--seed",
        "3",
    ]);
    assert!(top.iter().any(|g| g.outcome == "refuted"));
}

#[test]
fn a_guess_step_is_where_trace_from_step_minus_one_starts() {
    let file = path("norvig_hardest11.txt");
    for strategy in ["mrv", "propagate"] {
        let args = [
            "tree",
            &file,
            "--strategy",
            strategy,
            "--format",
            "json",
            "--depth",
            "2",
        ];
        let (_, top) = tree_json(&ok(&args));
        for guess in top.iter().chain(&top[0].children) {
            let from = (guess.step - 1).to_string();
            let trace = [
                "trace",
                &file,
                "--strategy",
                strategy,
                "--from",
                &from,
                "--limit",
                "1",
            ];
            let line = format!("place {} {}\n", guess.cell, guess.digit);
            assert_eq!(ok(&trace), line, "{strategy}");
        }
    }
}

/// Ctrl-C during a search with countless solutions: the tree of the steps so far, its open
/// guesses running to the last step, and status 130.
#[cfg(target_os = "linux")]
#[test]
fn an_interrupted_tree_prints_the_search_so_far() {
    let blank = path("seeds/blank.txt");
    let args = ["tree", &blank, "--all", "--max-solutions", "1000000000000"];
    let args = [&args[..], &["--format", "json", "--depth", "2"]].concat();
    let out = signal::Running::start(&args)
        .catching("-INT")
        .busy_for(signal::SEARCHING)
        .signal("-INT");
    let stderr = String::from_utf8(out.stderr).unwrap();
    assert_eq!(out.status.code(), Some(130), "{stderr}");
    assert!(stderr.starts_with("stepdoku: interrupted in "), "{stderr}");
    let (steps, top) = tree_json(&String::from_utf8(out.stdout).unwrap());
    let last = top.last().expect("a guess");
    assert_eq!(
        last.step + last.steps - 1,
        steps,
        "the open guess runs to the last step"
    );
    assert_eq!(
        last.outcome, "solution",
        "the blank grid's first guess holds solutions"
    );
}

#[test]
fn an_exhausted_search_keeps_its_solutions_inside_closed_subtrees() {
    // tdoku's puzzle with exactly 3 solutions, searched to the end
    let three = "8.........95.......67.........472968...913245...856137....9.716...6.8492......583";
    for strategy in ["row-major", "mrv", "propagate"] {
        let args = ["--puzzle", three, "--all", "--strategy", strategy];
        let (_, top) = check(&args);
        assert!(top.iter().all(|g| g.outcome != "open"), "{strategy}");
        // the top guesses holding a solution: one for each digit the three solutions have at
        // the cell of the first guess (the first `place` line)
        let trace = ok(&[&["trace"], &args[..]].concat());
        let first = trace.lines().find(|l| l.starts_with("place ")).unwrap();
        let name = first.split(' ').nth(1).unwrap().as_bytes();
        let cell = usize::from(name[1] - b'1') * 9 + usize::from(name[3] - b'1');
        let solutions = ok(&[&["solve"], &args[..], &["--format", "line"]].concat());
        let mut digits: Vec<u8> = solutions.lines().map(|s| s.as_bytes()[cell]).collect();
        assert_eq!(digits.len(), 3, "{solutions}");
        digits.sort_unstable();
        digits.dedup();
        let solved = top.iter().filter(|g| g.outcome == "solution").count();
        assert_eq!(solved, digits.len(), "{strategy}");
    }
}

#[test]
fn text_shows_each_guess_with_steps_share_and_outcome() {
    let file = path("norvig_hardest11.txt");
    let text = ok(&["tree", &file, "--strategy", "mrv", "--depth", "1"]);
    let trace = ok(&["trace", &file, "--strategy", "mrv"]);
    let (total, top) = tree_of_trace(&trace, 1);
    let mut lines = text.lines();
    let heading = lines.next().unwrap();
    assert!(
        heading.starts_with("puzzle 1 (line 1), mrv: 8,381 steps"),
        "{heading}"
    );
    assert_eq!(total, 8381);
    for guess in &top {
        let line = lines.next().expect("a line per guess");
        let words: Vec<&str> = line.split_whitespace().collect();
        let share = format!("{:.1}%", 100.0 * guess.steps as f64 / total as f64);
        let steps = guess.steps.to_string();
        let grouped = if steps.len() > 3 {
            format!(
                "{},{}",
                &steps[..steps.len() - 3],
                &steps[steps.len() - 3..]
            )
        } else {
            steps
        };
        let label = format!("{}={}", guess.cell, guess.digit);
        assert_eq!(
            words,
            [&label, &grouped, "steps", &share, &guess.outcome],
            "{line}"
        );
        let more = lines.next().expect("the guesses deeper inside");
        assert!(
            more.starts_with("  ") && more.ends_with(" more guesses"),
            "{more}"
        );
    }
    assert_eq!(lines.next(), None);
}

#[test]
fn bad_input_gets_one_line_and_status_2() {
    let file = path("norvig_hardest11.txt");
    let dir = tempfile::tempdir().unwrap();
    let missing = dir
        .path()
        .join("missing.txt")
        .to_string_lossy()
        .into_owned();
    let conflict = path("invalid/conflict.txt");
    let mut cases: Vec<(Vec<&str>, &str)> = vec![
        (
            vec![&file, "--depth", "0"],
            "stepdoku: --depth 0: --depth takes a number of levels from 1 to 256 (a puzzle's cell count)",
        ),
        (
            vec![&file, "--depth", "two"],
            "stepdoku: --depth two: --depth takes a number of levels from 1 to 256 (a puzzle's cell count)",
        ),
        (
            vec![&file, "--depth", "-1"],
            "--depth -1: --depth takes a number",
        ),
        (
            vec![&file, "--strategy", "dfs"],
            "--strategy dfs: no part is called \"dfs\"; expected a preset (row-major",
        ),
        (vec![&file, "--format", "xml"], "xml"),
        (vec![&missing], "no such file"),
        (vec![&conflict], "conflicting givens"),
    ];
    #[cfg(unix)]
    let unreadable = {
        let at = dir.path().join("locked.txt");
        unreadable::unreadable_file(&at);
        at.to_string_lossy().into_owned()
    };
    #[cfg(unix)]
    cases.push((vec![&unreadable], "locked.txt"));
    for (args, says) in cases {
        let out = stepdoku(&[&["tree"], &args[..]].concat());
        let stderr = String::from_utf8(out.stderr).unwrap();
        assert_eq!(out.status.code(), Some(2), "{args:?}: {stderr}");
        assert!(out.stdout.is_empty(), "{args:?}");
        assert_eq!(stderr.lines().count(), 1, "{args:?}: {stderr}");
        assert!(
            stderr.starts_with("stepdoku: ") && stderr.contains(says),
            "{args:?}: {stderr}"
        );
    }
}
