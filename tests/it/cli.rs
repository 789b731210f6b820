//! The `stepdoku` binary run as a user runs it: arguments, files, standard input, output,
//! messages on standard error and exit statuses.

use std::io::{BufRead, BufReader, Write};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use tempfile::TempDir;

use crate::support::fixtures;
use crate::support::json_field;
use fixtures::P85 as HARD;
use fixtures::P85_SOLUTION as HARD_SOLUTION;
use json_field::field;
/// A puzzle with no solution: r1c1 sees 1..8 in its row and 9 in its column.
const DEAD: &str =
    ".12345678.........9..............................................................";
/// Two 5s in row 1 (r1c1 and r1c9).
const CLASH: &str =
    "5.......5........................................................................";
/// No givens at all: countless solutions.
const BLANK: &str =
    ".................................................................................";
/// A tdoku test puzzle with exactly 9 solutions.
const NINE: &str =
    "8.........59.......76.........832765...476198...951243....9.516...6.4982......437";

/// What one run of the binary did.
struct Run {
    code: i32,
    stdout: String,
    stderr: String,
}

impl Run {
    /// Asserts a quiet success and returns the output.
    fn ok(self) -> String {
        assert_eq!(self.code, 0, "stderr: {}", self.stderr);
        assert_eq!(self.stderr, "");
        self.stdout
    }

    /// Asserts exit status 2 with one `stepdoku: ` message and no panic, and returns it.
    fn bad_input(self) -> String {
        assert_eq!(
            self.code, 2,
            "stdout: {}\nstderr: {}",
            self.stdout, self.stderr
        );
        assert!(self.stderr.starts_with("stepdoku: "), "{}", self.stderr);
        assert!(!self.stderr.contains("panicked"), "{}", self.stderr);
        assert!(!self.stderr.contains("backtrace"), "{}", self.stderr);
        self.stderr
    }
}

fn command(args: &[&str]) -> Command {
    let mut cmd = crate::support::run::bin();
    cmd.args(args).env("RUST_BACKTRACE", "1");
    cmd
}

/// Runs `stepdoku ARGS` with empty standard input.
fn stepdoku(args: &[&str]) -> Run {
    stepdoku_with_input(args, "")
}

/// Runs `stepdoku ARGS` with `input` on standard input.
fn stepdoku_with_input(args: &[&str], input: &str) -> Run {
    let mut child = command(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the binary starts");
    let mut stdin = child.stdin.take().unwrap();
    // the binary may exit before it reads everything (bad arguments): ignore a broken pipe
    let _ = stdin.write_all(input.as_bytes());
    drop(stdin);
    let output = child.wait_with_output().unwrap();
    Run {
        code: output.status.code().expect("exited, not killed"),
        stdout: String::from_utf8(output.stdout).unwrap(),
        stderr: String::from_utf8(output.stderr).unwrap(),
    }
}

/// A scratch directory with files in it.
struct Files(TempDir);

impl Files {
    fn new() -> Files {
        Files(TempDir::new().unwrap())
    }

    /// Writes `name` with `text` and returns its path as a string.
    fn write(&self, name: &str, text: &str) -> String {
        let path = self.0.path().join(name);
        std::fs::write(&path, text).unwrap();
        path.to_str().unwrap().to_string()
    }

    /// A file of one-line puzzles.
    fn lines(&self, name: &str, puzzles: &[&str]) -> String {
        self.write(name, &(puzzles.join("\n") + "\n"))
    }

    fn dir(&self) -> &Path {
        self.0.path()
    }
}

/// A file from the repository's `puzzles/`.
fn repo_file(name: &str) -> String {
    let path: PathBuf = [env!("CARGO_MANIFEST_DIR"), "puzzles", name]
        .iter()
        .collect();
    assert!(path.is_file(), "{} is missing", path.display());
    path.to_str().unwrap().to_string()
}

// ---- solve ----

#[test]
fn solve_line_prints_the_known_solution() {
    let files = Files::new();
    let file = files.lines("hard.txt", &[HARD]);
    assert_eq!(
        stepdoku(&["solve", &file, "--format", "line"]).ok(),
        format!("{HARD_SOLUTION}\n")
    );
}

#[test]
fn solve_line_on_the_repository_file() {
    let out = stepdoku(&[
        "solve",
        &repo_file("norvig_hardest11.txt"),
        "--index",
        "1",
        "--format",
        "line",
    ])
    .ok();
    assert_eq!(out, format!("{HARD_SOLUTION}\n"));
}

#[test]
fn solve_line_says_unsolvable() {
    let files = Files::new();
    let file = files.lines("two.txt", &[DEAD, HARD]);
    assert_eq!(
        stepdoku(&["solve", &file, "--format", "line"]).ok(),
        format!("unsolvable\n{HARD_SOLUTION}\n")
    );
}

#[test]
fn solve_grid_prints_a_header_and_the_pretty_grid() {
    let files = Files::new();
    let file = files.lines("two.txt", &[HARD, DEAD]);
    let expected = "\
# puzzle 1 (line 1)
8 5 9 | 6 1 2 | 4 3 7
7 2 3 | 8 5 4 | 1 6 9
1 6 4 | 3 7 9 | 5 2 8
------+-------+------
9 8 6 | 1 4 7 | 3 5 2
3 7 5 | 2 6 8 | 9 1 4
2 4 1 | 5 9 3 | 7 8 6
------+-------+------
4 3 2 | 9 8 1 | 6 7 5
6 1 7 | 4 2 5 | 8 9 3
5 9 8 | 7 3 6 | 2 4 1

# puzzle 2 (line 2)
unsolvable

";
    assert_eq!(stepdoku(&["solve", &file]).ok(), expected);
}

#[test]
fn solve_json_reports_the_row_major_counts() {
    let files = Files::new();
    let file = files.lines("hard.txt", &[HARD]);
    let args = [
        "solve",
        &file,
        "--format",
        "json",
        "--strategy",
        "row-major",
    ];
    let out = stepdoku(&args).ok();
    assert_eq!(out.lines().count(), 1);
    let json = out.trim_end();
    assert!(json.starts_with('{') && json.ends_with('}'), "{json}");
    assert_eq!(field(json, "index"), "1");
    assert_eq!(field(json, "line"), "1");
    assert_eq!(field(json, "label"), "null");
    assert_eq!(field(json, "strategy"), "\"row-major\"");
    assert_eq!(field(json, "seed"), "null");
    assert_eq!(field(json, "solutions"), format!("[\"{HARD_SOLUTION}\"]"));
    assert_eq!(field(json, "placements"), "335637");
    assert_eq!(field(json, "undos"), "335578");
    assert_eq!(field(json, "exhausted"), "false");
    assert_eq!(field(json, "interrupted"), "false");
    // 335,637 placements + 335,578 undos + 85,380 dead ends + 1 solution (no `done`: the
    // search stopped at it)
    assert_eq!(field(json, "steps"), "756596");
    assert_eq!(field(json, "dead_ends"), "85380");
    assert_eq!(field(json, "max_depth"), "59");
    assert_eq!(field(json, "solution_count"), "1");
    assert_eq!(field(json, "guesses"), "335637");
    assert_eq!(field(json, "forced"), "0");
    field(json, "elapsed_us").parse::<u64>().unwrap();
}

#[test]
fn solve_json_reports_the_mrv_counts() {
    let files = Files::new();
    let file = files.lines("hard.txt", &[HARD]);
    let out = stepdoku(&["solve", &file, "--format", "json", "--strategy", "mrv"]).ok();
    assert_eq!(field(&out, "strategy"), "\"mrv\"");
    assert_eq!(field(&out, "placements"), "4036");
    assert_eq!(field(&out, "undos"), "3977");
    assert_eq!(field(&out, "steps"), "8381");
    assert_eq!(field(&out, "dead_ends"), "367");
    assert_eq!(field(&out, "max_depth"), "59");
}

#[test]
fn solve_json_escapes_labels() {
    let files = Files::new();
    let file = files.write("label.txt", &format!("{HARD} \"quoted\" \\ label\n"));
    let out = stepdoku(&["solve", &file, "--format", "json"]).ok();
    assert!(out.contains(r#""label":"\"quoted\" \\ label""#), "{out}");
}

#[test]
fn solve_count_with_all_counts_every_solution() {
    let files = Files::new();
    let file = files.lines("counts.txt", &[HARD, NINE, DEAD]);
    assert_eq!(
        stepdoku(&["solve", &file, "--all", "--format", "count"]).ok(),
        "1\n9\n0\n"
    );
    // without --all the search stops at the first solution
    assert_eq!(
        stepdoku(&["solve", &file, "--format", "count"]).ok(),
        "1\n1\n0\n"
    );
}

#[test]
fn solve_all_says_when_the_cap_stopped_it() {
    let files = Files::new();
    let file = files.lines("nine.txt", &[NINE]);
    let run = stepdoku(&[
        "solve",
        &file,
        "--all",
        "--max-solutions",
        "4",
        "--format",
        "count",
    ]);
    assert_eq!(run.code, 0);
    assert_eq!(run.stdout, "4\n");
    assert_eq!(
        run.stderr,
        format!(
            "stepdoku: {file}:1: stopped at 4 solutions (--max-solutions) before the search was \
             done; raise it to look for more\n"
        )
    );
    // each solution on a line of its own as it is found, then the puzzle's summary
    let json = stepdoku(&["solve", &file, "--max-solutions", "3", "--format", "json"]).ok();
    let lines: Vec<&str> = json.lines().collect();
    assert_eq!(lines.len(), 4, "{json}");
    assert!(
        lines[..3]
            .iter()
            .all(|l| l.starts_with("{\"solution\": \""))
    );
    assert_eq!(field(lines[3], "exhausted"), "false");
    assert_eq!(field(lines[3], "solution_count"), "3");
}

#[test]
fn solve_grid_numbers_several_solutions() {
    let files = Files::new();
    let file = files.lines("nine.txt", &[NINE]);
    let out = stepdoku(&["solve", &file, "--all"]).ok();
    assert!(
        out.starts_with("# puzzle 1 (line 1)\n# solution 1\n"),
        "{out}"
    );
    assert!(out.contains("\n# solution 9\n"));
    assert_eq!(out.matches("------+-------+------").count(), 18);
}

#[test]
fn solve_reads_standard_input() {
    let out = stepdoku_with_input(&["solve", "-", "--format", "line"], &format!("{HARD}\n")).ok();
    assert_eq!(out, format!("{HARD_SOLUTION}\n"));
}

#[test]
fn solve_index_picks_one_puzzle() {
    let files = Files::new();
    let file = files.lines("three.txt", &[DEAD, HARD, DEAD]);
    let out = stepdoku(&["solve", &file, "--index", "2", "--format", "json"]).ok();
    assert_eq!(field(&out, "index"), "2");
    assert_eq!(field(&out, "line"), "2");
    let err = stepdoku(&["solve", &file, "--index", "4"]).bad_input();
    assert_eq!(
        err,
        format!("stepdoku: {file}: no puzzle 4: the file holds 3 puzzles\n")
    );
}

/// The README promises that a seed makes the same `random` search on every platform and
/// version: these traces were recorded once and must never change.
#[test]
fn random_searches_are_pinned_for_two_seeds() {
    let file = repo_file("norvig_hardest11.txt");
    let pinned = [
        (
            "42",
            "place r1c3 3,place r1c4 9,place r1c5 6,place r1c8 1,place r1c9 7,place r2c3 1,\
             place r2c4 5,place r2c5 4,place r2c6 8,place r2c7 3,place r2c8 6,place r3c1 6,",
            "357526",
        ),
        (
            "4680161050440255599",
            "place r1c3 6,place r1c4 9,place r1c5 7,place r1c8 3,place r1c9 1,place r2c3 3,\
             place r2c4 4,place r2c5 6,place r2c6 1,place r2c7 5,place r2c8 8,place r3c1 9,",
            "422278",
        ),
    ];
    for (seed, trace, steps) in pinned {
        let random = ["--strategy", "random", "--seed", seed];
        let args: Vec<&str> = ["trace", &file, "--limit", "12"]
            .into_iter()
            .chain(random)
            .collect();
        assert_eq!(
            stepdoku(&args).ok().replace('\n', ","),
            trace,
            "seed {seed}"
        );
        let args: Vec<&str> = ["solve", &file, "--index", "1", "--format", "json"]
            .into_iter()
            .chain(random)
            .collect();
        assert_eq!(field(&stepdoku(&args).ok(), "steps"), steps, "seed {seed}");
    }
}

#[test]
fn random_with_a_seed_is_reproducible_and_reported() {
    let files = Files::new();
    let file = files.lines("hard.txt", &[HARD]);
    let args = [
        "solve",
        &file,
        "--strategy",
        "random",
        "--seed",
        "12345",
        "--format",
        "json",
    ];
    let first = stepdoku(&args).ok();
    let second = stepdoku(&args).ok();
    // a string: JSON readers round integers above 2^53
    assert_eq!(field(&first, "seed"), "\"12345\"");
    assert_eq!(field(&first, "strategy"), "\"random\"");
    assert_eq!(field(&first, "solutions"), format!("[\"{HARD_SOLUTION}\"]"));
    for key in ["placements", "undos", "dead_ends", "max_depth"] {
        assert_eq!(field(&first, key), field(&second, key), "{key}");
    }
    let other = stepdoku(&[
        "solve",
        &file,
        "--strategy",
        "random",
        "--seed",
        "1",
        "--format",
        "json",
    ])
    .ok();
    assert_ne!(field(&first, "placements"), field(&other, "placements"));
}

#[test]
fn random_without_a_seed_reports_the_one_it_drew() {
    let files = Files::new();
    let file = files.lines("hard.txt", &[HARD]);
    let run = stepdoku(&["solve", &file, "--strategy", "random", "--format", "json"]);
    assert_eq!(run.code, 0);
    let seed = run
        .stderr
        .strip_prefix("stepdoku: random seed ")
        .and_then(|rest| rest.split(' ').next())
        .unwrap_or_else(|| panic!("no seed reported: {:?}", run.stderr));
    assert_eq!(
        run.stderr,
        format!("stepdoku: random seed {seed} (repeat with --seed {seed})\n")
    );
    assert_eq!(field(&run.stdout, "seed"), format!("\"{seed}\""));
    let again = stepdoku(&[
        "solve",
        &file,
        "--strategy",
        "random",
        "--seed",
        seed,
        "--format",
        "json",
    ])
    .ok();
    assert_eq!(
        field(&again, "placements"),
        field(&run.stdout, "placements")
    );
}

#[test]
fn a_closed_pipe_ends_the_output_quietly() {
    // 232 million trace lines: the reader stops after one
    let files = Files::new();
    let slow = "...5.1....9....8...6.......4.1..........7..9........3.8.....1.5...2..4.....36....";
    let file = files.lines("slow.txt", &[slow]);
    let mut child = command(&["trace", &file])
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut first = String::new();
    BufReader::new(child.stdout.take().unwrap())
        .read_line(&mut first)
        .unwrap();
    assert_eq!(first, "place r1c1 2\n");
    let output = child.wait_with_output().unwrap();
    assert_eq!(output.status.code(), Some(0));
    assert_eq!(String::from_utf8_lossy(&output.stderr), "");
}

// ---- trace ----

#[test]
fn trace_limit_prints_the_first_steps() {
    let files = Files::new();
    let file = files.lines("hard.txt", &[HARD]);
    let out = stepdoku(&["trace", &file, "--limit", "5"]).ok();
    assert_eq!(out, TRACE_START);
}

/// The first five steps of the row-major search of [`HARD`].
const TRACE_START: &str = "\
place r1c3 1
place r1c4 3
place r1c5 6
dead-end r1c8
undo r1c5 6
";

#[test]
fn trace_from_skips_steps() {
    let files = Files::new();
    let file = files.lines("hard.txt", &[HARD]);
    let out = stepdoku(&["trace", &file, "--from", "2", "--limit", "3"]).ok();
    let expected: Vec<&str> = TRACE_START.lines().skip(2).collect();
    assert_eq!(out.lines().collect::<Vec<_>>(), expected);
    // far into the search: the rest of the full trace, ending with the solution (no `done`:
    // the search stopped there)
    let full = stepdoku(&["trace", &file, "--strategy", "mrv"]).ok();
    let tail = stepdoku(&["trace", &file, "--strategy", "mrv", "--from", "8000"]).ok();
    let expected: Vec<&str> = full.lines().skip(8000).collect();
    assert_eq!(tail.lines().collect::<Vec<_>>(), expected);
    assert_eq!(expected.last(), Some(&"solution 1"));
    // exactly at the end (8,381 steps): nothing; past it: the search's length, status 2
    let mrv = ["trace", &file, "--strategy", "mrv", "--from"];
    let at = |k: &str| stepdoku(&[&mrv[..], &[k]].concat());
    assert_eq!(full.lines().count(), 8381);
    assert_eq!(at("8381").ok(), "");
    let past = at("8382");
    assert_eq!(past.stdout, "");
    assert_eq!(
        past.bad_input(),
        format!("stepdoku: {file}: the search has 8,381 steps\n")
    );
    let far = stepdoku(&["trace", &file, "--from", "99999999"]);
    assert_eq!(
        far.bad_input(),
        format!("stepdoku: {file}: the search has 756,596 steps\n")
    );
}

#[test]
fn solve_all_line_prints_every_solution_together() {
    let files = Files::new();
    let file = files.lines("counts.txt", &[HARD, NINE, DEAD]);
    let out = stepdoku(&["solve", &file, "--all", "--format", "line"]).ok();
    let lines: Vec<&str> = out.lines().collect();
    // 1 + 9 solutions, then `unsolvable`
    assert_eq!(lines.len(), 11, "{out}");
    assert_eq!(lines[0], HARD_SOLUTION);
    assert_eq!(lines[10], "unsolvable");
    let nine: std::collections::HashSet<&str> = lines[1..10].iter().copied().collect();
    assert_eq!(nine.len(), 9, "nine different solutions");
    for solution in &lines[1..10] {
        assert_solves(NINE, solution);
    }
    // the grid format lists the same nine
    let grid = stepdoku(&["solve", &file, "--all", "--index", "2"]).ok();
    assert_eq!(grid.matches("# solution ").count(), 9);
}

#[test]
fn a_seed_without_the_random_strategy_is_warned_about() {
    let files = Files::new();
    let file = files.lines("hard.txt", &[HARD]);
    for command in ["solve", "trace"] {
        let run = stepdoku(&[command, &file, "--seed", "7", "--strategy", "mrv"]);
        assert_eq!(run.code, 0, "{command}");
        assert_eq!(
            run.stderr,
            "stepdoku: --seed is ignored: only random digit orders use a seed (mrv does not)\n"
        );
    }
    let quiet = stepdoku(&["solve", &file, "--seed", "7", "--strategy", "random"]);
    assert_eq!(quiet.stderr, "");
}

#[test]
fn trace_counts_match_the_search() {
    let files = Files::new();
    let file = files.lines("hard.txt", &[HARD]);
    let out = stepdoku(&["trace", &file, "--strategy", "mrv"]).ok();
    let starting = |word: &str| out.lines().filter(|l| l.starts_with(word)).count();
    assert_eq!(starting("place "), 4036);
    assert_eq!(starting("undo "), 3977);
    assert_eq!(starting("solution "), 1);
    assert_eq!(out.lines().last(), Some("solution 1"));
}

#[test]
fn trace_takes_the_indexed_puzzle_and_standard_input() {
    let files = Files::new();
    let file = files.lines("two.txt", &[DEAD, HARD]);
    assert_eq!(stepdoku(&["trace", &file]).ok(), "dead-end r1c1\ndone\n");
    assert_eq!(
        stepdoku(&["trace", &file, "--index", "2", "--limit", "5"]).ok(),
        TRACE_START
    );
    let input = format!("{HARD}\n");
    assert_eq!(
        stepdoku_with_input(&["trace", "-", "--limit", "5"], &input).ok(),
        TRACE_START
    );
}

#[test]
fn trace_all_follows_the_search_to_every_solution() {
    let files = Files::new();
    let file = files.lines("nine.txt", &[NINE]);
    let count = |args: &[&str]| {
        let out = stepdoku(args).ok();
        let solutions = out.lines().filter(|l| l.starts_with("solution ")).count();
        // `done` only when the search ran out of branches (the puzzle has 9 solutions)
        let last = if solutions == 9 { "done" } else { "solution " };
        assert!(out.lines().last().unwrap().starts_with(last), "{args:?}");
        solutions
    };
    assert_eq!(count(&["trace", &file]), 1);
    assert_eq!(count(&["trace", &file, "--all"]), 9);
    assert_eq!(count(&["trace", &file, "--max-solutions", "4"]), 4);
}

// ---- check ----

#[test]
fn check_names_unique_several_none_and_conflicts() {
    let files = Files::new();
    let file = files.lines("mixed.txt", &[HARD, BLANK, DEAD, CLASH]);
    let run = stepdoku(&["check", &file]);
    assert_eq!(run.code, 1, "{}", run.stderr);
    assert_eq!(run.stderr, "");
    assert_eq!(
        run.stdout,
        "\
puzzle 1 (line 1): 22 clues, unique solution, expert (8 guesses), needs locked
puzzle 2 (line 2): 0 clues, several solutions
puzzle 3 (line 3): 9 clues, no solution
puzzle 4 (line 4): 2 clues, conflicting givens: r1c1 and r1c9 both hold 5 (row 1)
"
    );
}

#[test]
fn check_succeeds_when_every_puzzle_is_proper() {
    let out = stepdoku(&["check", &repo_file("norvig_hardest11.txt")]).ok();
    assert_eq!(out.lines().count(), 11);
    assert!(
        out.lines().all(|l| l.contains(", unique solution, ")),
        "{out}"
    );
}

// ---- errors ----

#[test]
fn conflicting_givens_are_reported_and_the_others_solved() {
    let files = Files::new();
    let file = files.lines("clash.txt", &[HARD, CLASH, HARD]);
    let run = stepdoku(&["solve", &file, "--format", "line"]);
    // output line N is puzzle N
    assert_eq!(
        run.stdout,
        format!("{HARD_SOLUTION}\ninvalid\n{HARD_SOLUTION}\n")
    );
    let err = run.bad_input();
    let message = "conflicting givens: r1c1 and r1c9 both hold 5 (row 1)";
    assert_eq!(err, format!("stepdoku: {file}:2: {message}\n"));
    let run = stepdoku(&["solve", &file, "--format", "count"]);
    assert_eq!(run.stdout, "1\ninvalid\n1\n");
    run.bad_input();
    let run = stepdoku(&["solve", &file, "--format", "json"]);
    let objects: Vec<&str> = run.stdout.lines().collect();
    assert_eq!(objects.len(), 3, "{}", run.stdout);
    assert_eq!(
        objects[1],
        format!(
            "{{\"index\":2,\"line\":2,\"label\":null,\"puzzle\":\"{CLASH}\",\"grid\":9,\"box\":\"3x3\",\"error\":\"{message}\"}}"
        )
    );
    assert_eq!(field(objects[2], "index"), "3");
    run.bad_input();
    let run = stepdoku(&["solve", &file, "--format", "grid"]);
    assert!(
        run.stdout
            .contains("\n# puzzle 2 (line 2)\ninvalid\n\n# puzzle 3 (line 3)\n"),
        "{}",
        run.stdout
    );
    run.bad_input();
    let run = stepdoku(&["trace", &file, "--index", "2"]);
    assert_eq!(run.stdout, "");
    run.bad_input();
}

#[test]
fn a_missing_file_is_an_error() {
    let files = Files::new();
    let path = files.dir().join("nope.txt");
    let path = path.to_str().unwrap();
    for cmd in ["solve", "trace", "check"] {
        let err = stepdoku(&[cmd, path]).bad_input();
        assert_eq!(err, format!("stepdoku: {path}: no such file\n"));
    }
}

/// A file name with control characters is named with them in caret notation: an ESC in the
/// name cannot reach the terminal.
#[test]
fn control_characters_in_a_file_name_are_shown_as_carets() {
    let files = Files::new();
    let dir = files.dir().to_str().unwrap();
    let path = format!("{dir}/nope\u{1b}[2J.txt");
    for cmd in ["solve", "trace", "check"] {
        let err = stepdoku(&[cmd, &path]).bad_input();
        assert_eq!(
            err,
            format!("stepdoku: {dir}/nope^[[2J.txt: no such file\n")
        );
    }
}

#[test]
fn a_directory_is_an_error() {
    let files = Files::new();
    let path = files.dir().to_str().unwrap();
    let err = stepdoku(&["solve", path]).bad_input();
    assert_eq!(err, format!("stepdoku: {path}: is a directory\n"));
}

#[test]
fn a_short_line_is_an_error_with_its_line() {
    let files = Files::new();
    let file = files.lines("short.txt", &[HARD, &HARD[..80]]);
    let err = stepdoku(&["solve", &file]).bad_input();
    assert_eq!(
        err,
        format!("stepdoku: {file}:2: 80 cells: stepdoku reads 16, 36, 64, 81, 144 or 256\n")
    );
}

#[test]
fn a_digit_beyond_the_size_is_said_one_way_with_the_size_and_why() {
    let files = Files::new();
    // a letter in a 9x9 and a 7 in a 6x6: the same words, the size and its digits
    let letter = format!("{}G{}", &HARD[..10], &HARD[11..]);
    let six = "1..7................................";
    let file = files.lines("beyond.txt", &[&letter, six]);
    let err = stepdoku(&["check", &file]).bad_input();
    assert_eq!(
        err,
        format!(
            "stepdoku: {file}:1:11: G is not a digit of a 9x9 puzzle (digits 1 to 9)\n\
             stepdoku: {file}:2:4: 7 is not a digit of a 6x6 puzzle (digits 1 to 6); its 36 \
             cells make it a 6x6\n"
        )
    );
    // a 9x9 line cut after 36 cells is read as a 6x6, and says why
    let err = stepdoku(&["solve", "--puzzle", &HARD[..36]]).bad_input();
    assert_eq!(
        err,
        "stepdoku: <puzzle>:1:1: 8 is not a digit of a 6x6 puzzle (digits 1 to 6); its 36 \
         cells make it a 6x6\n"
    );
}

#[test]
fn a_forced_size_and_a_strategy_are_named_as_they_were_given() {
    let files = Files::new();
    let file = files.lines("six.txt", &[".5......621.5..13..32..6.234......2."]);
    let err = stepdoku(&["solve", "--box", "3x3", &file]).bad_input();
    assert_eq!(
        err,
        format!("stepdoku: {file}:1: 36 cells, --box 3x3 reads 81\n")
    );
    let err = stepdoku(&["solve", "--grid", "9", &file]).bad_input();
    assert_eq!(
        err,
        format!("stepdoku: {file}:1: 36 cells, --grid 9 reads 81\n")
    );
    let err = stepdoku(&["solve", "--puzzle", HARD, "--strategy", "mrv+mrv"]).bad_input();
    assert_eq!(
        err,
        "stepdoku: --strategy mrv+mrv: mrv is named twice: one of each kind at most\n"
    );
}

#[test]
fn a_letter_is_an_error_with_its_column() {
    let files = Files::new();
    let bad = format!("{}x{}", &HARD[..10], &HARD[11..]);
    let file = files.lines("letter.txt", &[&bad]);
    let err = stepdoku(&["check", &file]).bad_input();
    assert_eq!(
        err,
        format!("stepdoku: {file}:1:11: unexpected character 'x'\n")
    );
}

#[test]
fn an_empty_file_is_an_error() {
    let files = Files::new();
    let file = files.write("empty.txt", "");
    let err = stepdoku(&["solve", &file]).bad_input();
    assert!(err.starts_with(&format!("stepdoku: {file}: ")), "{err}");
    let err = stepdoku(&["trace", "-"]).bad_input();
    assert!(err.starts_with("stepdoku: <stdin>: "), "{err}");
}

#[test]
fn bad_usage_is_a_usage_error() {
    let files = Files::new();
    let file = files.lines("hard.txt", &[HARD]);
    for args in [
        &["solve", &file, "--strategy", "depth-first"][..],
        &["solve", &file, "--format", "xml"],
        &["solve", &file, "--index", "0"],
        &["trace", &file, "--limit", "many"],
        &["solve"],
        &["frobnicate", &file, "extra"],
        &["--delay", "-1"],
        &["--delay", "10001"],
        &["--index", "0"],
    ] {
        let run = stepdoku(args);
        assert_eq!(run.code, 2, "{args:?}: {}", run.stderr);
        // one line, in stepdoku's words, before any terminal mode is entered
        assert!(
            run.stderr.starts_with("stepdoku: ") && run.stderr.lines().count() == 1,
            "{args:?}: {}",
            run.stderr
        );
        assert!(!run.stderr.contains("tip:"), "{}", run.stderr);
        assert_eq!(run.stdout, "");
    }
    let run = stepdoku(&["--index", "0"]);
    assert_eq!(
        run.stderr,
        "stepdoku: --index 0: --index counts from 1 (the first puzzle is --index 1)\n"
    );
    let run = stepdoku(&["--delay", "-1"]);
    assert_eq!(
        run.stderr,
        "stepdoku: --delay -1: --delay takes milliseconds from 0 to 10000\n"
    );
    // --help and --version still print to standard output and succeed
    assert!(stepdoku(&["--version"]).ok().starts_with("stepdoku "));
}

// ---- help ----

#[test]
fn help_shows_examples_for_every_command() {
    for args in [
        &["--help"][..],
        &["solve", "--help"],
        &["trace", "--help"],
        &["check", "--help"],
    ] {
        let out = stepdoku(args).ok();
        assert!(out.contains("Examples:"), "{args:?}: {out}");
        assert!(out.contains("stepdoku "), "{args:?}");
    }
    let solve = stepdoku(&["solve", "--help"]).ok();
    for words in [
        "--max-solutions",
        "1000 with --all",
        "row-major",
        "mrv",
        "random",
        "json",
    ] {
        assert!(solve.contains(words), "{words}: {solve}");
    }
    let main = stepdoku(&["--help"]).ok();
    for words in [
        "solve",
        "trace",
        "check",
        "--delay",
        "--paused",
        "[default: 50]",
    ] {
        assert!(main.contains(words), "{words}: {main}");
    }
}

/// The commands the main `--help` lists (but `help`), which must be those docs/cli.md gives a
/// section each (`## \`stepdoku NAME …\``), in the same order.
fn commands() -> Vec<String> {
    let help = stepdoku(&["--help"]).ok();
    let listed: Vec<String> = help
        .split("Commands:\n")
        .nth(1)
        .expect("a command list")
        .lines()
        .take_while(|line| line.starts_with("  "))
        .filter_map(|line| line.split_whitespace().next())
        .filter(|&name| name != "help")
        .map(str::to_string)
        .collect();
    let docs = std::fs::read_to_string(format!("{}/docs/cli.md", env!("CARGO_MANIFEST_DIR")));
    let documented: Vec<String> = docs
        .unwrap()
        .lines()
        .filter_map(|line| line.strip_prefix("## `stepdoku "))
        .filter_map(|rest| rest.split([' ', '`']).next())
        .filter(|name| !name.is_empty())
        .map(str::to_string)
        .collect();
    assert_eq!(
        listed, documented,
        "the commands of --help and of docs/cli.md"
    );
    listed
}

/// The exit-status table of docs/cli.md, each `--help`, and what the binary does agree: every
/// status a command can end with is in its help and in the table.
#[test]
fn exit_statuses_agree_in_the_docs_every_help_and_the_behaviour() {
    let readme =
        std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/docs/cli.md")).unwrap();
    let table: Vec<&str> = readme
        .lines()
        .filter(|l| {
            ["| 0 |", "| 1 |", "| 2 |", "| 130 |"]
                .iter()
                .any(|p| l.starts_with(p))
        })
        .collect();
    assert_eq!(table.len(), 4, "{table:?}");
    let help = |args: &[&str]| {
        let text = stepdoku(args).ok();
        text[text.find("Exit status:").expect("an exit-status line")..].replace('\n', " ")
    };
    // every command's help, as the main help lists them, states its statuses
    for command in &commands() {
        let statuses = help(&[command, "--help"]);
        assert!(
            statuses.starts_with("Exit status: 0 ") && statuses.contains("; 2 "),
            "{command}: {statuses}"
        );
    }
    let main = help(&["--help"]);
    for status in [
        "0 success",
        "1 `check` found",
        "2 bad input",
        "130 a command stopped",
    ] {
        assert!(main.contains(status), "{status}: {main}");
    }
    let solve = help(&["solve", "--help"]);
    assert!(solve.contains("2 bad input") && solve.contains("conflict") && solve.contains("130"));
    let trace = help(&["trace", "--help"]);
    assert!(
        trace.contains("2 bad input") && trace.contains("conflict"),
        "{trace}"
    );
    // every command that runs long says what Ctrl-C leaves
    for command in [
        "solve", "check", "trace", "tree", "generate", "race", "record", "estimate",
    ] {
        let statuses = help(&[command, "--help"]);
        assert!(
            statuses.contains("130 stopped by Ctrl-C"),
            "{command}: {statuses}"
        );
    }
    let record = help(&["record", "--help"]);
    assert!(
        record.contains("2 bad input") && record.contains("key script"),
        "{record}"
    );
    assert!(table[2].contains("for `record`, a bad key script"));
    let check = help(&["check", "--help"]);
    assert!(check.contains("1 some puzzle has none, several, or conflicting givens"));
    assert!(
        table[1].contains(
            "`check` found a puzzle without a unique solution or with conflicting givens"
        )
    );
    assert!(table[1].contains("no terminal for the visualizer"));

    // and the behaviour: check's findings are 1, solve's conflicting givens 2, a missing
    // file 2, the visualizer without a terminal 1
    let files = Files::new();
    let clash = files.lines("clash.txt", &[CLASH]);
    let several = files.lines("blank.txt", &[&".".repeat(81)]);
    assert_eq!(stepdoku(&["check", &clash]).code, 1);
    assert_eq!(stepdoku(&["check", &several]).code, 1);
    assert_eq!(
        stepdoku(&["check", &repo_file("norvig_hardest11.txt")]).code,
        0
    );
    assert_eq!(stepdoku(&["solve", &clash]).code, 2);
    assert_eq!(stepdoku(&["trace", &clash]).code, 2);
    assert_eq!(stepdoku(&["check", "no-such-file.txt"]).code, 2);
    assert_eq!(stepdoku(&["--delay", "x"]).code, 2);
    assert_eq!(
        stepdoku(&["record", "--size", "9x9", "-o", "x.cast"]).code,
        2
    );
    assert_eq!(stepdoku(&[]).code, 1);
}

// ---- the repository's sample and invalid files ----

/// Every file of `puzzles/DIR`, as strings.
fn repo_dir(dir: &str) -> Vec<String> {
    let path: PathBuf = [env!("CARGO_MANIFEST_DIR"), "puzzles", dir]
        .iter()
        .collect();
    let mut files: Vec<String> = std::fs::read_dir(&path)
        .unwrap_or_else(|e| panic!("{}: {e}", path.display()))
        .map(|entry| entry.unwrap().path().to_str().unwrap().to_string())
        .collect();
    files.sort();
    assert!(!files.is_empty(), "{} is empty", path.display());
    files
}

#[test]
fn every_invalid_file_is_named_with_exit_status_2() {
    for file in repo_dir("invalid") {
        for cmd in ["solve", "trace", "check"] {
            // trace stops at its first line: a good record here is a puzzle of 22 million
            // lines of row-major, and which record it took is settled before the first
            let run = match cmd {
                "trace" => stepdoku(&[cmd, &file, "--limit", "1"]),
                _ => stepdoku(&[cmd, &file]),
            };
            if cmd == "check" && file.ends_with("conflict.txt") {
                // conflicts are what check reports, on standard output
                assert_eq!(run.code, 1, "{file}");
                assert!(run.stdout.contains("conflicting givens: r"), "{file}");
                continue;
            }
            if cmd != "trace" && file.ends_with("latin1.txt") {
                // its byte that is not UTF-8 is in a comment: a batch reads past it
                let out = run.ok();
                let first = out.lines().next().unwrap_or_default();
                assert!(first.contains("puzzle 1 (line 1)"), "{cmd}: {out}");
                continue;
            }
            if cmd == "trace" && HAS_A_GOOD_RECORD.iter().any(|f| file.ends_with(f)) {
                // trace takes the first record that can be read, and names no bad one
                let out = run.ok();
                assert!(
                    out.starts_with("place ") || out.starts_with("force "),
                    "{file}"
                );
                continue;
            }
            let err = run.bad_input();
            assert!(
                err.starts_with(&format!("stepdoku: {file}:")),
                "{cmd}: {err}"
            );
            assert_eq!(err.lines().count(), 1, "{cmd}: {err}");
        }
    }
}

/// The files of `puzzles/invalid/` with a record that can be read besides their bad one.
const HAS_A_GOOD_RECORD: [&str; 5] = [
    "header_alone.txt",
    "latin1.txt",
    "letters.txt",
    "short_block.txt",
    "short_line.txt",
];

/// Checks that `solution` is a whole valid grid (every row, column and box holds 1 to 9)
/// that keeps the givens of `puzzle` (81 characters, `.` empty).
fn assert_solves(puzzle: &str, solution: &str) {
    let digits: Vec<u8> = solution.bytes().map(|b| b.wrapping_sub(b'0')).collect();
    assert_eq!(digits.len(), 81, "{solution}");
    let units = (0..9).flat_map(|i| {
        [
            (0..9).map(|j| i * 9 + j).collect::<Vec<_>>(),
            (0..9).map(|j| j * 9 + i).collect(),
            (0..9)
                .map(|j| (i / 3 * 3 + j / 3) * 9 + i % 3 * 3 + j % 3)
                .collect(),
        ]
    });
    for unit in units {
        let mut seen: Vec<u8> = unit.iter().map(|&c| digits[c]).collect();
        seen.sort_unstable();
        assert_eq!(seen, (1..=9).collect::<Vec<u8>>(), "{solution}");
    }
    for (given, found) in puzzle.bytes().zip(solution.bytes()) {
        assert!(given == b'.' || given == found, "{puzzle} -> {solution}");
    }
}

/// A sample file's name, its number of puzzles, and the collection and first line they are
/// copied from, if one.
type Sample = (&'static str, usize, Option<(&'static str, usize)>);

/// Each file of `puzzles/samples/`, its number of puzzles, and where they are copied from as
/// `puzzles/SOURCES.md` says: that many lines of a collection from a first line, or `None` for
/// a file gathered from many places.
const SAMPLES: [Sample; 13] = [
    ("bom.txt", 2, None),
    ("crlf.txt", 3, None),
    ("csv.txt", 1, Some(("norvig_hardest11.txt", 10))),
    ("euler.txt", 3, Some(("norvig_easy50.txt", 1))),
    ("java_array.txt", 1, Some(("norvig_hardest11.txt", 9))),
    ("kaggle.csv", 2, None),
    ("mixed.txt", 12, None),
    ("php_array.txt", 1, None),
    ("pretty.txt", 1, Some(("norvig_hardest11.txt", 7))),
    ("python_list.txt", 1, Some(("norvig_hardest11.txt", 8))),
    ("sample.sdk", 1, Some(("norvig_hardest11.txt", 3))),
    ("sample.sdm", 5, Some(("norvig_top95.txt", 1))),
    ("sheet.csv", 1, Some(("norvig_hardest11.txt", 11))),
];

#[test]
fn every_sample_layout_is_checked_and_solved() {
    let files: Vec<String> = repo_dir("samples")
        .iter()
        .map(|f| f.rsplit('/').next().unwrap().to_string())
        .collect();
    let listed: Vec<&str> = SAMPLES.iter().map(|(name, _, _)| *name).collect();
    assert_eq!(files, listed, "every sample in the table");
    for (name, count, source) in SAMPLES {
        let file = repo_file(&format!("samples/{name}"));
        let check = stepdoku(&["check", &file]).ok();
        assert_eq!(check.lines().count(), count, "{file}");
        assert!(
            check.lines().all(|l| l.contains(", unique solution, ")),
            "{check}"
        );
        let solved = stepdoku(&["solve", &file, "--format", "json", "--strategy", "mrv"]).ok();
        assert_eq!(solved.lines().count(), count, "{file}");
        let puzzles: Vec<String> = solved
            .lines()
            .map(|object| field(object, "puzzle").trim_matches('"').to_string())
            .collect();
        if let Some((collection, first)) = source {
            let text = std::fs::read_to_string(repo_file(collection)).unwrap();
            let copied: Vec<String> = text
                .lines()
                .skip(first - 1)
                .take(count)
                .map(|line| line.replace('0', "."))
                .collect();
            assert_eq!(puzzles, copied, "{file}: {collection} from line {first}");
        }
        for (object, puzzle) in solved.lines().zip(&puzzles) {
            let solution = field(object, "solutions");
            let solution = solution.trim_matches(|c| c == '[' || c == ']' || c == '"');
            assert_solves(puzzle, solution);
        }
    }
}

// ---- a puzzle on the command line, shell completions ----

#[test]
fn a_puzzle_given_with_dash_dash_puzzle_goes_through_every_command() {
    let run = stepdoku(&["solve", "--puzzle", HARD, "--format", "line"]);
    assert_eq!(run.ok(), format!("{HARD_SOLUTION}\n"));
    let run = stepdoku(&["trace", "--puzzle", HARD, "--limit", "2"]);
    assert_eq!(run.ok(), "place r1c3 1\nplace r1c4 3\n");
    let run = stepdoku(&["check", "--puzzle", HARD]);
    assert_eq!(
        run.ok(),
        "puzzle 1 (line 1): 22 clues, unique solution, expert (8 guesses), needs locked\n"
    );
    // a bad string: positioned like a file, named <puzzle>, status 2
    let bad = format!("{}x{}", &HARD[..33], &HARD[34..]);
    for command in [&["solve"][..], &["trace"], &["check"], &[]] {
        let args: Vec<&str> = command.iter().copied().chain(["--puzzle", &bad]).collect();
        let run = stepdoku(&args);
        // solve and check keep its place in their output, as for a bad line of a file
        let record = match command {
            ["solve"] => "# puzzle 1 (line 1)\ninvalid\n\n",
            ["check"] => "puzzle 1 (line 1): invalid: unexpected character 'x'\n",
            _ => "",
        };
        assert_eq!(run.stdout, record, "{command:?}");
        assert_eq!(
            run.bad_input(),
            "stepdoku: <puzzle>:1:34: unexpected character 'x'\n",
            "{command:?}"
        );
    }
    // a string of cells of the wrong length says how many it got, for every length a grid
    // row would not explain either
    for cells in [&HARD[..24], &HARD[..10], &HARD[..69], &HARD[..80]] {
        for command in [&["solve"][..], &["trace"], &["check"], &[]] {
            let args: Vec<&str> = command.iter().copied().chain(["--puzzle", cells]).collect();
            assert_eq!(
                stepdoku(&args).bad_input(),
                format!(
                    "stepdoku: <puzzle>:1: {} cells: stepdoku reads 16, 36, 64, 81, 144 or 256\n",
                    cells.len()
                ),
                "{command:?}"
            );
        }
    }
    // FILE and --puzzle together, or neither: usage errors
    assert_eq!(stepdoku(&["solve", "x.txt", "--puzzle", HARD]).code, 2);
    assert_eq!(stepdoku(&["solve"]).code, 2);
}

#[test]
fn completions_are_printed_for_each_shell() {
    // every command `--help` lists, so that a new command cannot miss its completions
    let commands = commands();
    for shell in ["bash", "zsh", "fish", "powershell", "elvish"] {
        let script = stepdoku(&["completions", shell]).ok();
        assert!(script.contains("stepdoku"), "{shell}");
        assert!(script.contains("puzzle"), "{shell}: the options are in it");
        for command in &commands {
            assert!(script.contains(command), "{shell}: {command} is missing");
        }
    }
    let run = stepdoku(&["completions", "tcsh"]);
    assert_eq!(run.code, 2);
    assert!(run.stderr.starts_with("stepdoku: "), "{}", run.stderr);
}

// ---- race, headless ----

/// The number after `"key":` in a JSON text, from `from`.
fn json_number(text: &str, key: &str) -> u64 {
    let at = text.find(&format!("\"{key}\":")).expect(key) + key.len() + 3;
    let digits: String = text[at..]
        .chars()
        .take_while(char::is_ascii_digit)
        .collect();
    digits.parse().expect("a number")
}

#[test]
fn race_ranks_the_strategies_with_the_counters_solve_reports() {
    let files = Files::new();
    let file = files.lines("two.txt", &[HARD, DEAD]);
    let out = stepdoku(&["race", &file, "--seed", "5", "--format", "json"]).ok();
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 2, "one object per puzzle");
    let first = lines[0];
    assert!(
        first.contains(r#""ranking":["propagate","mrv","random","row-major"]"#),
        "{first}"
    );
    // each lane's counters are solve's, its events its steps: to its first solution
    for strategy in ["row-major", "mrv", "random", "propagate"] {
        let mut args = vec!["solve", &file, "--index", "1", "--strategy", strategy];
        if strategy == "random" {
            args.extend(["--seed", "5"]);
        }
        args.extend(["--format", "json"]);
        let solved = stepdoku(&args).ok();
        let lane_at = first
            .find(&format!(r#"{{"strategy":"{strategy}""#))
            .unwrap();
        let lane = &first[lane_at..];
        let lane = &lane[..lane.find('}').unwrap()];
        for key in [
            "steps",
            "placements",
            "guesses",
            "forced",
            "undos",
            "dead_ends",
        ] {
            assert_eq!(
                json_number(lane, key),
                json_number(&solved, key),
                "{strategy} {key}"
            );
        }
        assert_eq!(json_number(lane, "events"), json_number(&solved, "steps"));
    }
    assert!(
        first.contains(r#""place":1,"events":228,"ratio":1.00"#),
        "{first}"
    );
    // the unsolvable puzzle: every lane ends without a solution
    assert!(lines[1].contains(r#""index":2"#) && lines[1].contains(r#""solution_count":0"#));
    assert!(!lines[1].contains(r#""solution_count":1"#));
}

#[test]
fn race_prints_a_table_when_not_at_a_terminal() {
    let out = stepdoku(&["race", "--puzzle", HARD, "--strategies", "mrv,propagate"]).ok();
    assert_eq!(
        out,
        "puzzle 1 (line 1)\n\
         \x20 place  strategy          steps       ratio     guesses   dead ends  result\n\
         \x20 1st    propagate           228        1.0×           8           4  solved\n\
         \x20 2nd    mrv               8,381       36.8×       4,036         367  solved\n"
    );
}

#[test]
fn race_refuses_bad_lists_and_conflicting_givens() {
    let err = stepdoku(&["race", "--puzzle", HARD, "--strategies", "mrv,mrv"]).bad_input();
    assert_eq!(err, "stepdoku: --strategies lists mrv twice\n");
    // 1 to 8 lanes: eight race, a ninth is refused
    let eight = "first,mrv,degree,constraint,first+fc,mrv+lcv,degree+naked,propagate";
    let out = stepdoku(&["race", "--puzzle", HARD, "--strategies", eight]).ok();
    assert_eq!(
        out.lines().filter(|l| l.ends_with("solved")).count(),
        8,
        "{out}"
    );
    let nine = format!("{eight},constraint+lcv");
    let err = stepdoku(&["race", "--puzzle", HARD, "--strategies", &nine]).bad_input();
    assert_eq!(
        err,
        "stepdoku: --strategies lists 9 strategies; a race takes 1 to 8\n"
    );
    let err = stepdoku(&["race", "--puzzle", HARD, "--strategies", "mrv,depth"]).bad_input();
    assert!(err.contains("depth"), "{err}");
    let files = Files::new();
    let clash = files.lines("clash.txt", &[CLASH]);
    let run = stepdoku(&["race", &clash, "--format", "text"]);
    assert_eq!(run.code, 2);
    assert!(
        run.stderr.contains("clash.txt:1: conflicting givens"),
        "{}",
        run.stderr
    );
}

/// `race` names conflicting givens as the other commands do, and takes a list of strategies
/// with spaces after its commas.
#[test]
fn race_names_conflicts_and_reads_a_spaced_list() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("c.txt");
    std::fs::write(&file, format!("5.5{}\n", ".".repeat(78))).unwrap();
    let file = file.to_str().unwrap();
    let run = stepdoku(&["race", file, "--format", "text", "--strategies", "mrv"]);
    assert_eq!(
        run.bad_input(),
        format!(
            "stepdoku: {file}:1: conflicting givens: r1c1 and r1c3 both hold 5 (row 1): \
             nothing to race\n"
        )
    );
    let spaced = ["race", "--strategies", "mrv, propagate", "--format", "text"];
    let table = stepdoku(&spaced).ok();
    assert!(
        table.contains(" mrv ") && table.contains(" propagate "),
        "{table}"
    );
    assert_eq!(table.lines().count(), 4, "{table}");
}
