//! `stepdoku generate` and the ratings of `check`, run as a user runs them. Every claim about a
//! generated puzzle (one solution, minimal, symmetric, its rating) is checked against this
//! file's own small solver and against the binary's `trace`, never the generator's own code.

#[cfg(target_os = "linux")]
use crate::support::signal;

use crate::support::fixtures;
use crate::support::run::stepdoku;

/// Standard output of a run that must succeed quietly.
fn ok(args: &[&str]) -> String {
    let out = stepdoku(args);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(0), "{args:?}: {stderr}");
    assert_eq!(stderr, "", "{args:?}");
    String::from_utf8(out.stdout).unwrap()
}

// ---- an independent solver: plain recursion over the fewest-candidate cell ----

/// The digits (bits 1..=9) that no peer of cell `i` holds.
fn candidates(cells: &[u8; 81], i: usize) -> u16 {
    let (row, col) = (i / 9, i % 9);
    let corner = row / 3 * 27 + col / 3 * 3;
    let mut used = 0u16;
    for k in 0..9 {
        used |= 1 << cells[row * 9 + k];
        used |= 1 << cells[k * 9 + col];
        used |= 1 << cells[corner + k / 3 * 9 + k % 3];
    }
    !used & 0b11_1111_1110
}

/// The number of solutions of `cells`, counted up to `limit`.
fn count_solutions(cells: &mut [u8; 81], limit: u32) -> u32 {
    let empty = (0..81)
        .filter(|&i| cells[i] == 0)
        .map(|i| (candidates(cells, i), i))
        .min_by_key(|&(c, _)| c.count_ones());
    let Some((digits, i)) = empty else {
        return 1;
    };
    let mut found = 0;
    for d in 1..=9u8 {
        if digits & 1 << d != 0 {
            cells[i] = d;
            found += count_solutions(cells, limit - found);
            cells[i] = 0;
            if found >= limit {
                break;
            }
        }
    }
    found
}

fn cells_of(line: &str) -> [u8; 81] {
    assert_eq!(line.len(), 81, "{line}");
    let digits: Vec<u8> = line
        .bytes()
        .map(|b| if b == b'.' { 0 } else { b - b'0' })
        .collect();
    digits.try_into().unwrap()
}

/// Whether `cells` are a full grid that breaks no rule.
fn is_valid_solution(cells: &[u8; 81]) -> bool {
    (0..81).all(|i| {
        let mut others = *cells;
        others[i] = 0;
        cells[i] != 0 && candidates(&others, i) & 1 << cells[i] != 0
    })
}

// ---- reading the outputs ----

/// The value of `key` in a flat JSON object, quotes stripped.
fn field<'a>(object: &'a str, key: &str) -> &'a str {
    let at = object
        .find(&format!("\"{key}\":"))
        .unwrap_or_else(|| panic!("no {key} in {object}"))
        + key.len()
        + 3;
    let rest = &object[at..];
    let end = rest.find([',', '}']).unwrap();
    rest[..end].trim_matches('"')
}

/// The rating `trace --strategy propagate` implies for `puzzle`, and its guesses (`place`
/// lines).
fn rating_by_trace(puzzle: &str) -> (&'static str, usize) {
    let trace = ok(&["trace", "--puzzle", puzzle, "--strategy", "propagate"]);
    let guesses = trace.lines().filter(|l| l.starts_with("place ")).count();
    let hidden = trace.lines().any(|l| l.contains("hidden single"));
    let rating = match guesses {
        0 if !hidden => "easy",
        0 => "medium",
        1..=3 => "hard",
        _ => "expert",
    };
    (rating, guesses)
}

/// The cells that go out together with cell `i`.
fn orbit(i: usize, rotational: bool) -> Vec<usize> {
    if rotational && i != 40 {
        vec![i, 80 - i]
    } else {
        vec![i]
    }
}

/// Checks one `generate --format json` object made with the given symmetry: its puzzle has
/// exactly one solution (the one printed), no given or pair can go, it keeps its symmetry,
/// its clue count is right, and its rating is what its trace shows.
fn check_generated(object: &str, rotational: bool) {
    let puzzle = field(object, "puzzle");
    let solution = cells_of(field(object, "solution"));
    let givens = cells_of(puzzle);
    assert!(is_valid_solution(&solution), "{object}");
    assert!((0..81).all(|i| givens[i] == 0 || givens[i] == solution[i]));
    assert_eq!(
        count_solutions(&mut givens.clone(), 2),
        1,
        "not unique: {puzzle}"
    );
    let clues = givens.iter().filter(|&&d| d != 0).count();
    assert_eq!(field(object, "clues"), clues.to_string(), "{object}");
    if rotational {
        assert!(
            (0..81).all(|i| (givens[i] == 0) == (givens[80 - i] == 0)),
            "not symmetric: {puzzle}"
        );
    }
    for i in (0..81).filter(|&i| givens[i] != 0) {
        let mut fewer = givens;
        for j in orbit(i, rotational) {
            fewer[j] = 0;
        }
        assert_eq!(
            count_solutions(&mut fewer, 2),
            2,
            "{puzzle}: r{}c{} can go",
            i / 9 + 1,
            i % 9 + 1
        );
    }
    let (rating, guesses) = rating_by_trace(puzzle);
    assert_eq!(field(object, "rating"), rating, "{object}");
    assert_eq!(field(object, "guesses"), guesses.to_string(), "{object}");
}

// ---- generate ----

#[test]
fn puzzles_are_unique_minimal_symmetric_and_rated_as_their_trace_shows() {
    for (symmetry, rotational) in [("rotational", true), ("none", false)] {
        let args = [
            "generate", "--count", "25", "--seed", "11", "--format", "json",
        ];
        let out = ok(&[&args[..], &["--symmetry", symmetry]].concat());
        assert_eq!(out.lines().count(), 25);
        for object in out.lines() {
            check_generated(object, rotational);
        }
    }
}

#[test]
fn each_difficulty_gives_puzzles_of_that_rating() {
    for difficulty in ["easy", "medium", "hard", "expert"] {
        let args = [
            "generate", "--count", "3", "--seed", "4", "--format", "json",
        ];
        let out = ok(&[&args[..], &["--difficulty", difficulty]].concat());
        assert_eq!(out.lines().count(), 3, "{difficulty}");
        for object in out.lines() {
            assert_eq!(field(object, "rating"), difficulty);
            check_generated(object, true);
        }
    }
}

#[test]
fn the_same_seed_gives_the_same_bytes_on_one_thread_or_two() {
    for extra in [&[][..], &["--difficulty", "hard"], &["--symmetry", "none"]] {
        let args = |jobs| {
            let base = ["generate", "--count", "60", "--seed", "5", "--jobs", jobs];
            [&base[..], extra].concat()
        };
        let one = ok(&args("1"));
        assert_eq!(one.lines().count(), 60);
        assert_eq!(one, ok(&args("2")), "{extra:?}");
    }
    // a different seed gives different puzzles
    let other = ok(&["generate", "--count", "5", "--seed", "6"]);
    assert_ne!(other, ok(&["generate", "--count", "5", "--seed", "5"]));
}

#[test]
fn line_format_is_81_characters_and_the_first_puzzles_of_a_longer_run() {
    let three = ok(&["generate", "--count", "3", "--seed", "8"]);
    let five = ok(&["generate", "--count", "5", "--seed", "8"]);
    assert!(five.starts_with(&three));
    for line in five.lines() {
        assert_eq!(line.len(), 81);
        assert!(
            line.bytes()
                .all(|b| b == b'.' || (b'1'..=b'9').contains(&b))
        );
    }
    // the default is one rotational puzzle of any rating, as `--help` says
    let one = ok(&["generate", "--seed", "8"]);
    assert_eq!(one, three.lines().next().unwrap().to_string() + "\n");
    assert_eq!(one, ok(&["generate", "--seed", "8", "--difficulty", "any"]));
}

#[test]
fn without_a_seed_the_seed_is_reported_and_repeats_the_run() {
    let out = stepdoku(&["generate", "--count", "2"]);
    assert_eq!(out.status.code(), Some(0));
    let stderr = String::from_utf8(out.stderr).unwrap();
    let seed = stderr
        .trim_end()
        .strip_prefix("stepdoku: random seed ")
        .and_then(|rest| rest.split_once(' '))
        .map(|(seed, rest)| {
            assert_eq!(rest, format!("(repeat with --seed {seed})"));
            seed.to_string()
        })
        .unwrap_or_else(|| panic!("{stderr}"));
    let again = ok(&["generate", "--count", "2", "--seed", &seed]);
    assert_eq!(String::from_utf8(out.stdout).unwrap(), again);
}

#[test]
fn bad_input_gets_one_line_and_exit_status_2() {
    for (args, says) in [
        (&["--count", "x"][..], "--count x"),
        (&["--count", "0"], "--count 0"),
        (&["--count", "-3"], "--count -3"),
        (&["--difficulty", "impossible"], "--difficulty impossible"),
        (&["--symmetry", "spiral"], "--symmetry spiral"),
        (&["--jobs", "0"], "--jobs 0"),
        (&["--format", "xml"], "--format xml"),
        (&["--seed", "-1"], "--seed -1"),
    ] {
        let out = stepdoku(&[&["generate"][..], args].concat());
        let stderr = String::from_utf8(out.stderr).unwrap();
        assert_eq!(out.status.code(), Some(2), "{args:?}: {stderr}");
        assert!(
            stderr.starts_with(&format!("stepdoku: {says}: ")),
            "{args:?}: {stderr}"
        );
        assert_eq!(stderr.lines().count(), 1, "{stderr}");
        assert!(out.stdout.is_empty());
    }
}

/// Ctrl-C during a long run, once it has printed a first puzzle: the puzzles made so far,
/// whole lines in order (the start of the same run uninterrupted), as many as the message
/// says, and exit status 130.
#[cfg(target_os = "linux")]
#[test]
fn ctrl_c_prints_the_whole_lines_made_so_far() {
    let args = [
        "generate",
        "--count",
        "100000000",
        "--seed",
        "3",
        "--difficulty",
        "expert",
    ];
    let out = signal::Running::start(&args)
        .catching("-INT")
        .printed("a first puzzle", |out| out.contains('\n'))
        .signal("-INT");
    let stdout = String::from_utf8(out.stdout).unwrap();
    assert!(stdout.ends_with('\n'), "a cut line");
    let made = stdout.lines().count();
    // no progress line when standard error is not a terminal: the message alone
    assert_eq!(
        String::from_utf8(out.stderr).unwrap(),
        format!(
            "stepdoku: interrupted after {} of 100,000,000 puzzles; the lines above are \
             complete\n",
            stepdoku::numbers::grouped(made as u64)
        )
    );
    assert_eq!(out.status.code(), Some(130));
    let count = made.to_string();
    let whole = ok(&[
        "generate",
        "--count",
        &count,
        "--seed",
        "3",
        "--difficulty",
        "expert",
    ]);
    assert_eq!(stdout, whole);
}

// ---- check's ratings ----

#[test]
fn check_rates_each_unique_puzzle_as_its_trace_shows() {
    let (rating, guesses) = rating_by_trace(fixtures::P85);
    let line = ok(&["check", "--puzzle", fixtures::P85]);
    assert_eq!(
        line,
        // what it needs, the reference pins in tests/it/needs.rs
        format!(
            "puzzle 1 (line 1): 22 clues, unique solution, {rating} ({guesses} guesses), \
             needs locked\n"
        )
    );
    let generated = ok(&[
        "generate", "--count", "8", "--seed", "2", "--format", "json",
    ]);
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("made.txt");
    let puzzles: Vec<&str> = generated.lines().map(|o| field(o, "puzzle")).collect();
    std::fs::write(&file, puzzles.join("\n") + "\n").unwrap();
    let file = file.to_str().unwrap();
    let checked = ok(&["check", file, "--format", "json"]);
    assert_eq!(checked.lines().count(), 8);
    for ((object, made), line) in checked.lines().zip(generated.lines()).zip(1..) {
        assert_eq!(field(object, "line"), line.to_string());
        assert_eq!(field(object, "verdict"), "unique");
        for key in ["clues", "rating", "guesses", "needs"] {
            assert_eq!(field(object, key), field(made, key), "{key}: {object}");
        }
    }
}

#[test]
fn check_json_names_puzzles_without_one_solution_without_a_rating() {
    let blank = ".".repeat(81);
    let out = stepdoku(&["check", "--puzzle", &blank, "--format", "json"]);
    assert_eq!(out.status.code(), Some(1));
    let object = String::from_utf8(out.stdout).unwrap();
    assert_eq!(field(&object, "verdict"), "several");
    assert_eq!(field(&object, "clues"), "0");
    assert_eq!(field(&object, "rating"), "null");
    assert_eq!(field(&object, "guesses"), "null");
    assert_eq!(field(&object, "needs"), "null");
    // r1c1 can hold nothing: 1..8 in its row, 9 in its column
    let dead = format!(".12345678{}9{}", ".".repeat(9), ".".repeat(62));
    let clash = format!("5.......5{}", ".".repeat(72));
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("bad.txt");
    std::fs::write(&file, format!("{dead}\n{clash}\n")).unwrap();
    let out = stepdoku(&["check", file.to_str().unwrap(), "--format", "json"]);
    assert_eq!(out.status.code(), Some(1));
    let objects = String::from_utf8(out.stdout).unwrap();
    let objects: Vec<&str> = objects.lines().collect();
    assert_eq!(objects.len(), 2, "{objects:?}");
    assert_eq!(field(objects[0], "verdict"), "unsolvable");
    assert_eq!(field(objects[0], "rating"), "null");
    assert_eq!(field(objects[1], "verdict"), "conflicting");
    assert!(
        objects[1].contains(r#""conflicts":["r1c1 and r1c9 both hold 5 (row 1)"]"#),
        "{}",
        objects[1]
    );
}

#[test]
fn generate_is_in_the_help_and_the_completions() {
    let main = ok(&["--help"]);
    assert!(main.contains("generate "), "{main}");
    let help = ok(&["generate", "--help"]);
    for words in [
        "--count",
        "--seed",
        "--jobs",
        "--symmetry",
        "--difficulty",
        "--format",
    ] {
        assert!(help.contains(words), "{words}: {help}");
    }
    assert!(help.contains("Examples:") && help.contains("Exit status:"));
    for shell in ["bash", "zsh", "fish"] {
        let script = ok(&["completions", shell]);
        assert!(script.contains("generate"), "{shell}");
        assert!(script.contains("difficulty"), "{shell}");
        assert!(script.contains("rotational"), "{shell}");
    }
}
