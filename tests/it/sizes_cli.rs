//! Every size through the binary: `solve` counts as the independent oracle of
//! tests/it/reference at 4×4 and 6×6 (both boxes) for every composition, finds the
//! published 288 solutions of a blank 4×4, draws grids with their boxes, names the size in
//! JSON and solves 8×8, 12×12 and 16×16 puzzles validly; `check` and `estimate` take every
//! size; `--grid` and `--box` force a reading; `trace --explain` writes the oracle's reasons.
//! `generate` at every size: the bundled puzzles of puzzles/sizes are what their commands
//! make and solve once, a 16×16 out of time says so, the bytes do not depend on `--jobs`,
//! and a rating a size does not make is given up. Files of 4×4 puzzles, one a line, read
//! back in any number, and `--grid 4` reads 16 lines of 16 cells as 16 puzzles.

use crate::reference::reported;
#[allow(dead_code)]
use crate::reference::search;
use crate::reference::small;
use crate::support::json_field;
use crate::support::tier;

use json_field::field;
use search::{Geometry, Parts, Search, digit_char};
use std::io::Write;
use std::process::Stdio;

/// Runs stepdoku with `args` and `input` on standard input: its exit code, output and
/// messages.
fn stepdoku(args: &[&str], input: &str) -> (i32, String, String) {
    let mut child = crate::support::run::bin()
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    // a command that stops before it reads (a usage error) closes the pipe: no matter
    let _ = child.stdin.take().unwrap().write_all(input.as_bytes());
    let out = child.wait_with_output().unwrap();
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8(out.stdout).unwrap(),
        String::from_utf8(out.stderr).unwrap(),
    )
}

/// The puzzles of one shape, with the options that read them at it.
fn groups() -> Vec<(Geometry, Vec<&'static str>, Vec<&'static str>)> {
    let of = |list: &[(&'static str, u64)]| list.iter().map(|&(p, _)| p).collect::<Vec<_>>();
    vec![
        (Geometry::new(4, 2, 2), of(&small::FOURS), vec![]),
        (Geometry::new(6, 2, 3), of(&small::SIXES), vec![]),
        (
            Geometry::new(6, 3, 2),
            of(&small::SIXES_3X2),
            vec!["--box", "3x2"],
        ),
    ]
}

#[test]
fn every_composition_counts_as_the_oracle_at_4x4_and_6x6() {
    for (geometry, puzzles, options) in groups() {
        let input = puzzles.join("\n") + "\n";
        for parts in Parts::all() {
            let name = parts.spelled();
            for cap in [1, 1000] {
                let cap_text = cap.to_string();
                let mut args = vec!["solve", "--format", "json", "--strategy", &name];
                args.extend(["--max-solutions", &cap_text]);
                args.extend(&options);
                args.push("-");
                let (code, out, err) = stepdoku(&args, &input);
                assert_eq!(code, 0, "{args:?}: {err}");
                let got = reported::reported(&out);
                assert_eq!(got.len(), puzzles.len(), "{args:?}");
                for (puzzle, (_, counts)) in puzzles.iter().zip(got) {
                    let mut expected = Search::on(geometry, puzzle, parts, cap, false).run().counts;
                    expected.explored = (expected.explored * 1e6).round() / 1e6;
                    assert_eq!(counts, expected, "{args:?} on {puzzle}");
                }
            }
        }
    }
}

#[test]
fn a_blank_4x4_has_288_solutions() {
    let args = [
        "solve",
        "--all",
        "--max-solutions",
        "1000000",
        "--format",
        "count",
    ];
    let (code, out, _) = stepdoku(&[&args[..], &["--puzzle", &".".repeat(16)]].concat(), "");
    assert_eq!((code, out.as_str()), (0, "288\n"));
}

/// `solve --all --format count` of `puzzle` with `options`: the count it prints.
fn counted(puzzle: &str, options: &[&str]) -> u64 {
    let args = [
        "solve",
        "--all",
        "--max-solutions",
        "30000000",
        "--format",
        "count",
        "--puzzle",
        puzzle,
    ];
    let (code, out, err) = stepdoku(&[&args[..], options].concat(), "");
    assert_eq!(code, 0, "{err}");
    out.trim_end().parse().unwrap_or_else(|_| panic!("{out:?}"))
}

/// The published count (OEIS A107739: 28,200,960 Sudoku grids of 6×6 with 2×3 boxes) by
/// symmetry, in a second: relabelling the digits maps the grids with one first row onto
/// those with any other, so there are 6! = 720 times as many as completions of one first
/// row, at both box shapes. The slow test below counts the blank grid whole.
#[test]
fn a_blank_6x6_has_720_times_the_solutions_of_one_first_row() {
    for (first_row, options) in [("123456", &[][..]), ("351624", &["--box", "3x2"][..])] {
        let puzzle = format!("{first_row}{}", ".".repeat(30));
        assert_eq!(counted(&puzzle, options) * 720, 28_200_960, "{options:?}");
    }
}

/// The published count, the blank grid counted whole (about a minute of search): what the
/// count by symmetry above stands for in CI.
#[test]
#[ignore = "slow: run with --ignored"]
fn a_blank_6x6_has_28200960_solutions() {
    assert_eq!(counted(&".".repeat(36), &[]), 28_200_960);
}

/// `cells` (N² digits) drawn as a person draws the grid: `|` between boxes, a rule of `-`
/// and `+` between bands, written here from the shape alone.
fn drawn(g: Geometry, cells: &str) -> String {
    let chars: Vec<char> = cells.chars().collect();
    let mut text = String::new();
    for row in 0..g.side {
        if row > 0 && row % g.box_rows == 0 {
            let boxes = g.side / g.box_cols;
            let widths = (0..boxes)
                .map(|b| 2 * g.box_cols - 1 + (b > 0) as usize + (b + 1 < boxes) as usize);
            text += &widths.map(|w| "-".repeat(w)).collect::<Vec<_>>().join("+");
            text.push('\n');
        }
        let boxes: Vec<String> = chars[row * g.side..(row + 1) * g.side]
            .chunks(g.box_cols)
            .map(|b| b.iter().map(char::to_string).collect::<Vec<_>>().join(" "))
            .collect();
        text += &boxes.join(" | ");
        text.push('\n');
    }
    text
}

#[test]
fn grids_are_drawn_with_their_boxes_and_json_names_the_size() {
    for (geometry, puzzles, options) in groups() {
        let puzzle = puzzles[0];
        let solution = &Search::on(geometry, puzzle, Parts::all()[0], 1, false)
            .run()
            .counts
            .solutions[0];
        let args = [&["solve", "--puzzle", puzzle][..], &options].concat();
        let (code, out, err) = stepdoku(&args, "");
        assert_eq!(code, 0, "{err}");
        assert_eq!(
            out,
            format!("# puzzle 1 (line 1)\n{}\n", drawn(geometry, solution))
        );
        let (_, line, _) = stepdoku(&[&args[..], &["--format", "line"]].concat(), "");
        assert_eq!(line, format!("{solution}\n"));
        let (_, json, _) = stepdoku(&[&args[..], &["--format", "json"]].concat(), "");
        let shape = format!("\"{}x{}\"", geometry.box_rows, geometry.box_cols);
        assert_eq!(field(&json, "grid"), geometry.side.to_string());
        assert_eq!(field(&json, "box"), shape);
    }
}

#[test]
fn check_and_estimate_take_every_size() {
    for (geometry, puzzles, options) in groups() {
        let input = puzzles.join("\n") + "\n";
        let (_, out, _) = stepdoku(&[&["check", "-"][..], &options].concat(), &input);
        let lines: Vec<&str> = out.lines().collect();
        assert_eq!(lines.len(), puzzles.len(), "{out}");
        for (line, puzzle) in lines.iter().zip(&puzzles) {
            let count = small::small_puzzles()
                .into_iter()
                .find(|&(g, p, _)| g == geometry && p == *puzzle)
                .unwrap()
                .2;
            let verdict = match count {
                0 => "no solution",
                1 => "unique solution",
                _ => "several solutions",
            };
            assert!(line.contains(verdict), "{line}: {count} solutions");
        }
        // Knuth's estimate of a search small enough to count: exact with --exact
        let args = [
            "estimate",
            "--probes",
            "200",
            "--probe-seed",
            "3",
            "--exact",
            "--format",
            "json",
        ];
        let (code, out, err) = stepdoku(&[&args[..], &options, &["-"]].concat(), &input);
        assert_eq!(code, 0, "{err}");
        for (line, puzzle) in out.lines().zip(&puzzles) {
            let parts = Parts::all()[0];
            let steps = Search::on(geometry, puzzle, parts, u64::MAX, false)
                .run()
                .counts
                .steps;
            assert_eq!(field(line, "steps"), steps.to_string(), "{line}");
        }
    }
}

/// A full grid of side `n` with boxes `r`×`c`, from the pattern that shifts rows by a box's
/// width and bands by one; every `blank`-th cell emptied.
fn patterned(n: usize, r: usize, c: usize, blank: usize) -> String {
    (0..n * n)
        .map(|k| {
            let (row, col) = (k / n, k % n);
            let d = ((row % r) * c + row / r + col) % n + 1;
            if k % blank < blank - 1 {
                '.'
            } else {
                digit_char(d as u8)
            }
        })
        .collect()
}

/// Whether `solution` is a valid grid of `g` that keeps `puzzle`'s givens.
fn solves(g: Geometry, puzzle: &str, solution: &str) -> bool {
    let digits: Vec<char> = solution.chars().collect();
    let keeps = puzzle
        .chars()
        .zip(&digits)
        .all(|(p, s)| p == '.' || p == *s);
    let units = (0..g.units()).all(|u| {
        let mut seen: Vec<char> = g.unit_cells(u).iter().map(|&c| digits[c]).collect();
        seen.sort_unstable();
        seen.dedup();
        seen.len() == g.side && !seen.contains(&'.')
    });
    digits.len() == g.cells() && keeps && units
}

#[test]
fn larger_sizes_solve_to_valid_grids_that_keep_their_givens() {
    for (n, r, c, options) in [
        (8, 2, 4, vec![]),
        (8, 4, 2, vec!["--box", "4x2"]),
        (12, 3, 4, vec![]),
        (12, 4, 3, vec!["--box", "4x3"]),
        (16, 4, 4, vec![]),
    ] {
        let g = Geometry::new(n, r, c);
        // a third of the cells given, so that propagation has work to do
        let puzzle = patterned(n, r, c, 3);
        let args = [
            &["solve", "--format", "line", "--puzzle", &puzzle][..],
            &options,
        ]
        .concat();
        let (code, out, err) = stepdoku(&args, "");
        assert_eq!(code, 0, "{err}");
        assert!(
            solves(g, &puzzle, out.trim_end()),
            "{n}x{n} {options:?}: {out}"
        );
    }
}

#[test]
fn grid_and_box_force_a_reading() {
    let four = small::FOURS[0].0;
    let nine = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";
    let input = format!("{four}\n{nine}\n");
    let (code, out, err) = stepdoku(&["solve", "--grid", "4", "--format", "line", "-"], &input);
    assert_eq!(code, 2);
    assert_eq!(out.lines().nth(1), Some("invalid"));
    assert_eq!(err, "stepdoku: <stdin>:2: 81 cells, --grid 4 reads 16\n");
    let (code, _, err) = stepdoku(&["check", "--grid", "8", "--box", "3x2", "-"], &input);
    assert_eq!(code, 2);
    assert_eq!(
        err,
        "stepdoku: --box 3x2 does not fit --grid 8: its boxes are 2x4 or 4x2\n"
    );
    // a side alone keeps the boxes a file draws; given boxes replace them
    let three_two = drawn(Geometry::new(6, 3, 2), &".".repeat(36));
    for (flags, boxes) in [
        (&["--grid", "6"][..], "\"3x2\""),
        (&["--box", "2x3"], "\"2x3\""),
    ] {
        let args = [&["solve", "--format", "json", "-"][..], flags].concat();
        let (code, json, err) = stepdoku(&args, &three_two);
        assert_eq!(code, 0, "{err}");
        assert_eq!(field(&json, "box"), boxes, "{flags:?}");
    }
    // a digit beyond the size, in its place
    let (code, _, err) = stepdoku(
        &["solve", "--puzzle", "1..7................................"],
        "",
    );
    assert_eq!(code, 2);
    assert_eq!(
        err,
        "stepdoku: <puzzle>:1:4: 7 is not a digit of a 6x6 puzzle (digits 1 to 6); its 36 cells \
         make it a 6x6\n"
    );
}

#[test]
fn trace_tree_and_race_take_every_size() {
    for (geometry, puzzles, options) in groups() {
        for puzzle in &puzzles[..3] {
            for parts in [Parts::all()[0], Parts::all()[8 + 3]] {
                let name = parts.spelled();
                let args = [
                    &["trace", "--all", "--strategy", &name, "--puzzle", puzzle][..],
                    &options,
                ]
                .concat();
                let (code, out, err) = stepdoku(&args, "");
                assert_eq!(code, 0, "{args:?}: {err}");
                let expected = Search::on(geometry, puzzle, parts, 1000, true)
                    .run()
                    .lines
                    .unwrap();
                assert_eq!(out.lines().collect::<Vec<_>>(), expected, "{args:?}");
                // the tree's root counts the same steps, and JSON names the size
                let args = [
                    &["tree", "--all", "--strategy", &name, "--format", "json"][..],
                    &options,
                    &["--puzzle", puzzle],
                ]
                .concat();
                let (code, json, err) = stepdoku(&args, "");
                assert_eq!(code, 0, "{args:?}: {err}");
                assert_eq!(
                    field(&json, "steps"),
                    expected.len().to_string(),
                    "{args:?}"
                );
                assert_eq!(field(&json, "grid"), geometry.side.to_string());
            }
        }
        // the race ranks by the steps each lane takes to its first solution, as solve counts them
        let puzzle = puzzles[0];
        let args = [
            &[
                "race", "--format", "json", "--seed", "1", "--puzzle", puzzle,
            ][..],
            &options,
        ]
        .concat();
        let (code, json, err) = stepdoku(&args, "");
        assert_eq!(code, 0, "{args:?}: {err}");
        let steps = Search::on(geometry, puzzle, Parts::all()[0], 1, false)
            .run()
            .counts
            .steps;
        let lane = json
            .split("{\"strategy\":")
            .find(|l| l.starts_with("\"row-major\""));
        let events = format!("\"events\":{steps},");
        assert!(lane.is_some_and(|l| l.contains(&events)), "{json}");
    }
}

/// The bundled puzzles of other sizes and the commands puzzles/SOURCES.md says made them.
fn bundled_sizes() -> Vec<(String, Vec<String>)> {
    let repo = env!("CARGO_MANIFEST_DIR");
    let sources = std::fs::read_to_string(format!("{repo}/puzzles/SOURCES.md")).unwrap();
    sources
        .lines()
        .filter_map(|line| {
            let rest = line.strip_prefix("| sizes/")?;
            let (file, command) = rest.split_once(" | `stepdoku ")?;
            let words = command.trim_end_matches("` |").split(' ').map(String::from);
            Some((format!("{repo}/puzzles/sizes/{file}"), words.collect()))
        })
        .collect()
}

#[test]
fn the_bundled_puzzles_of_each_size_are_what_their_commands_make_and_solve_once() {
    let made = bundled_sizes();
    let names: Vec<&str> = made
        .iter()
        .map(|(f, _)| &f[f.rfind('/').unwrap() + 1..])
        .collect();
    assert_eq!(
        names,
        [
            "4x4.txt",
            "6x6.txt",
            "6x6_3x2.txt",
            "8x8.txt",
            "8x8_4x2.txt",
            "12x12.txt"
        ]
        .into_iter()
        .chain(["12x12_4x3.txt", "16x16.txt"])
        .collect::<Vec<_>>()
    );
    // the quick tier: every 2nd file (16×16's generation is the longest, and left out)
    for (file, command) in tier::sample(made, 2) {
        let text = std::fs::read_to_string(&file).unwrap();
        let args: Vec<&str> = command.iter().map(String::as_str).collect();
        let (code, out, err) = stepdoku(&args, "");
        assert_eq!((code, &out, err.as_str()), (0, &text, ""), "{command:?}");
        // a file of a second box shape is drawn (`--format grid`): its puzzles as lines are
        // the same command's in the line format
        let in_rows = args.ends_with(&["--format", "grid"]);
        let puzzles = match in_rows {
            true => {
                stepdoku(
                    &[&args[..args.len() - 2], &["--format", "line"]].concat(),
                    "",
                )
                .1
            }
            false => text.clone(),
        };
        // read at their size, each with one solution: with the box of the command, which a
        // drawn file shows without `--box`
        let boxes = args.iter().position(|&a| a == "--box").map(|k| args[k + 1]);
        let side: usize = args[args.iter().position(|&a| a == "--grid").unwrap() + 1]
            .parse()
            .unwrap();
        let (r, c) = match (side, boxes) {
            (_, Some(b)) => b.split_once('x').unwrap(),
            (4, None) => ("2", "2"),
            (6, None) => ("2", "3"),
            (8, None) => ("2", "4"),
            (12, None) => ("3", "4"),
            _ => ("4", "4"),
        };
        let g = Geometry::new(side, r.parse().unwrap(), c.parse().unwrap());
        let mut solve = vec!["solve", &file, "--format", "json", "--all"];
        solve.extend(["--max-solutions", "2"]);
        if side == 16 {
            // counting past the first solution is the slow part: one puzzle is enough
            solve.extend(["--index", "1"]);
        }
        if !in_rows {
            solve.extend(boxes.map(|b| ["--box", b]).into_iter().flatten());
        }
        let (code, out, err) = stepdoku(&solve, "");
        assert_eq!(code, 0, "{file}: {err}");
        // each puzzle's solutions, then its summary
        let lines: Vec<&str> = out.lines().collect();
        let (solutions, summaries): (Vec<&str>, Vec<&str>) = lines
            .iter()
            .partition(|line| line.starts_with("{\"solution\""));
        assert_eq!(summaries.len(), if side == 16 { 1 } else { 5 });
        assert_eq!(solutions.len(), summaries.len(), "{out}");
        for ((summary, solution), puzzle) in summaries.iter().zip(&solutions).zip(puzzles.lines()) {
            assert_eq!(field(summary, "grid"), side.to_string());
            assert_eq!(field(summary, "box"), format!("\"{r}x{c}\""));
            assert_eq!(field(summary, "solution_count"), "1", "{summary}");
            assert_eq!(field(summary, "puzzle").trim_matches('"'), puzzle);
            let solution = field(solution, "solution").trim_start().trim_matches('"');
            assert!(solves(g, puzzle, solution), "{solution}");
        }
    }
}

#[test]
fn a_16x16_out_of_time_is_printed_unique_with_a_note() {
    let args = ["generate", "--grid", "16", "--count", "2", "--seed", "1"];
    for format in ["line", "json"] {
        let tiny = [&args[..], &["--max-seconds", "0", "--format", format]].concat();
        let (code, out, err) = stepdoku(&tiny, "");
        assert_eq!(code, 0, "{err}");
        let notes: Vec<&str> = err.lines().collect();
        let note = |k| {
            format!(
                "stepdoku: puzzle {k} ran out of its 0 seconds (--max-seconds): it has one \
                 solution but may not be minimal (256 givens)"
            )
        };
        assert_eq!(notes, [note(1), note(2)]);
        for line in out.lines() {
            match format {
                "line" => assert_eq!(line.len(), 256, "{line}"),
                _ => {
                    assert_eq!(field(line, "minimal"), "false");
                    assert_eq!(field(line, "puzzle"), field(line, "solution"));
                }
            }
        }
        assert_eq!(out.lines().count(), 2);
    }
    // a budget past the end of time is none: the same puzzle as the default's
    let one = ["generate", "--grid", "16", "--seed", "1"];
    let max = u64::MAX.to_string();
    let (code, out, err) = stepdoku(&one, "");
    assert_eq!((code, err.as_str()), (0, ""));
    let endless = stepdoku(&[&one[..], &["--max-seconds", &max]].concat(), "");
    assert_eq!(endless, (0, out, String::new()));
}

#[test]
fn generate_repeats_its_puzzles_on_any_number_of_threads_at_every_size() {
    for (side, count) in [("4", "40"), ("6", "40"), ("8", "20"), ("12", "8")] {
        let args = ["generate", "--grid", side, "--count", count, "--seed", "3"];
        let one = stepdoku(&[&args[..], &["--jobs", "1"]].concat(), "");
        let two = stepdoku(&[&args[..], &["--jobs", "2"]].concat(), "");
        assert_eq!(one, two);
        let n: usize = side.parse().unwrap();
        assert!(one.1.lines().all(|line| line.len() == n * n), "{}", one.1);
        assert_eq!(one.1.lines().count().to_string(), count);
        // another box, another puzzle
        let (code, other, _) = stepdoku(&[&args[..], &["--symmetry", "none"]].concat(), "");
        assert_eq!(code, 0);
        assert_ne!(other, one.1);
    }
    let (code, _, err) = stepdoku(&["generate", "--grid", "8", "--box", "3x2"], "");
    assert_eq!(
        (code, err.as_str()),
        (
            2,
            "stepdoku: --box 3x2 does not fit --grid 8: its boxes are 2x4 or 4x2\n"
        )
    );
    let (code, _, err) = stepdoku(&["generate", "--grid", "10"], "");
    assert_eq!(code, 2, "{err}");
    assert!(err.contains("the sides are 4, 6, 8, 9, 12 and 16"), "{err}");
}

#[test]
fn a_rating_a_size_does_not_make_is_given_up_after_many_attempts() {
    // 100,000 attempts in a row: the full tier's
    if !tier::full() {
        return;
    }
    let args = [
        "generate",
        "--grid",
        "4",
        "--difficulty",
        "medium",
        "--seed",
        "1",
    ];
    let (code, out, err) = stepdoku(&args, "");
    assert_eq!((code, out.as_str()), (1, ""));
    assert_eq!(
        err,
        "stepdoku: no medium 4x4 puzzle in 100,000 attempts in a row (docs/strategies.md has \
         the ratings each size makes); the lines above are complete\n"
    );
}

/// A puzzle of a shape, the options that read it so, the compositions traced and their caps.
type ExplainCase = (
    Geometry,
    String,
    Vec<&'static str>,
    Vec<Parts>,
    &'static [&'static str],
);

/// `trace` and `trace --explain` at 4×4 and 6×6 (both boxes) for every composition, and at 16×16 for
/// compositions with every kind of reason: each line, its reasons included, is the
/// oracle's, which writes them from the definitions (digits past 9 as letters).
#[test]
fn trace_explain_is_the_oracle_s_at_every_size() {
    const BOTH: &[&str] = &["1", "1000"];
    let mut cases: Vec<ExplainCase> = Vec::new();
    for (geometry, puzzles, options) in groups() {
        // the quick tier: two of the three puzzles, every 3rd composition (a step prime to
        // the parts' counts, so that every cell choice, order and inference is met)
        for puzzle in tier::sample(&puzzles[..3], 2) {
            let puzzle = puzzle.to_string();
            let compositions = tier::sample(Parts::all(), 3);
            cases.push((geometry, puzzle, options.clone(), compositions, BOTH));
        }
    }
    // 16×16 boards with a third and four sevenths blank: guesses over letters, lcv's costs,
    // degree's ties, a unit's cells, singles
    let named = |names: &[&str]| -> Vec<Parts> {
        let all = Parts::all().into_iter();
        all.filter(|p| names.contains(&p.spelled().as_str()))
            .collect()
    };
    let blanked = |blank: &dyn Fn(usize) -> bool| -> String {
        let full = patterned(16, 4, 4, 1);
        let cells = full.chars().enumerate();
        cells
            .map(|(k, ch)| if blank(k) { '.' } else { ch })
            .collect()
    };
    let g = Geometry::new(16, 4, 4);
    let third = blanked(&|k| k % 3 == 0);
    let presets = named(&["first+up+none", "mrv+lcv+fc", "degree+up+naked"]);
    cases.push((g, third, vec![], presets, BOTH));
    let more = blanked(&|k| [0, 2, 3, 5].contains(&(k % 7)));
    let constraint = named(&["constraint+lcv+singles", "constraint+up+none"]);
    cases.push((g, more, vec![], constraint, &["1"]));
    let mut lines = 0;
    for (geometry, puzzle, options, compositions, caps) in cases {
        for parts in compositions {
            // the plain lines too: past r9c9 they are no 9×9 cell's. They are the explained
            // lines without their reasons, so at the largest cap only (a process each run is
            // most of this test's work; where a search stops is read from the explained runs)
            let last = caps.len() - 1;
            let runs = caps.iter().enumerate();
            let runs = runs.flat_map(|(k, c)| {
                [(c, true)]
                    .into_iter()
                    .chain((k == last).then_some((c, false)))
            });
            for (&cap, explain) in runs {
                let name = parts.spelled();
                let args = [
                    &["trace", "--all", "--max-solutions", cap][..],
                    &["--strategy", &name, "--puzzle", &puzzle],
                    &options,
                    if explain { &["--explain"][..] } else { &[] },
                ]
                .concat();
                let (code, out, err) = stepdoku(&args, "");
                assert_eq!(code, 0, "{args:?}: {err}");
                let cap = cap.parse().unwrap();
                let mut search = Search::on(geometry, &puzzle, parts, cap, true);
                search.explain = explain;
                let expected = search.run().lines.unwrap();
                assert_eq!(out.lines().collect::<Vec<_>>(), expected, "{args:?}");
                lines += expected.len();
            }
        }
    }
    assert!(lines > 10_000, "{lines} lines compared");
}

// Files of 4x4 puzzles: what `generate --grid 4` prints reads back as those puzzles with no
// option, for every count from 1 to 40 and several seeds, from a file and from a pipe, a
// line at a time or drawn as grids; `--grid 4` reads 16 lines of 16 cells as 16 puzzles;
// a slip that makes 16 lines a 16x16 names `--grid 4`.

/// What `generate --grid 4 --seed SEED --count COUNT` (and `more` options) prints.
fn generated(seed: u64, count: usize, more: &[&str]) -> String {
    let (seed, count) = (seed.to_string(), count.to_string());
    let args = [
        &[
            "generate", "--grid", "4", "--seed", &seed, "--count", &count,
        ][..],
        more,
    ]
    .concat();
    let (code, out, err) = stepdoku(&args, "");
    assert_eq!(code, 0, "{err}");
    out
}

#[test]
fn what_generate_grid_4_prints_reads_back_with_no_option_in_any_number() {
    let dir = tempfile::tempdir().unwrap();
    for seed in [1, 2, 3, 4_155_607_302_376_746_359] {
        // the quick tier: every 3rd count, 1 and 40 included
        for count in tier::sample(1..=40, 3) {
            let text = generated(seed, count, &[]);
            let lines: Vec<&str> = text.lines().collect();
            assert_eq!(lines.len(), count);
            // from a pipe, read as a stream: one 4x4 per line, in order, each solved
            let (code, out, err) = stepdoku(&["solve", "-", "--format", "json"], &text);
            assert_eq!((code, err.as_str()), (0, ""), "seed {seed}, count {count}");
            let objects: Vec<&str> = out.lines().collect();
            assert_eq!(objects.len(), count, "seed {seed}, count {count}");
            for (k, (object, line)) in objects.iter().zip(&lines).enumerate() {
                assert_eq!(field(object, "index"), (k + 1).to_string());
                assert_eq!(field(object, "line"), (k + 1).to_string());
                assert_eq!(field(object, "grid"), "4");
                assert_eq!(field(object, "puzzle"), format!("\"{line}\""));
                let solutions = field(object, "solutions");
                let solution = solutions.trim_matches(['[', ']', '"']);
                let four = Geometry::new(4, 2, 2);
                assert!(solves(four, line, solution), "{line}: {solution}");
            }
            // from a file, checked: each has one solution
            let path = dir.path().join(format!("{seed}-{count}.txt"));
            std::fs::write(&path, &text).unwrap();
            let (code, out, err) = stepdoku(&["check", path.to_str().unwrap()], "");
            assert_eq!((code, err.as_str()), (0, ""), "seed {seed}, count {count}");
            let unique = out.lines().filter(|l| l.contains(", unique solution,"));
            assert_eq!(unique.count(), count, "{out}");
        }
    }
}

#[test]
fn every_reader_of_a_file_takes_its_4x4_lines() {
    let dir = tempfile::tempdir().unwrap();
    let text = generated(5, 20, &[]);
    let path = dir.path().join("fours.txt");
    std::fs::write(&path, &text).unwrap();
    let path = path.to_str().unwrap();
    // the commands that read a file whole pick the 17th puzzle, a 4x4
    let seventeenth = text.lines().nth(16).unwrap();
    let (code, out, err) = stepdoku(&["trace", path, "--index", "17"], "");
    assert_eq!(code, 0, "{err}");
    assert!(out.ends_with("solution 1\n"), "{out}");
    let (code, out, err) = stepdoku(&["solve", "--puzzle", seventeenth, "--format", "line"], "");
    assert_eq!(code, 0, "{err}");
    let (_, whole, _) = stepdoku(&["solve", path, "--index", "17", "--format", "line"], "");
    assert_eq!(whole, out);
    // drawn as grids, they read back too
    let grids = generated(5, 20, &["--format", "grid"]);
    let (code, out, err) = stepdoku(&["solve", "-", "--format", "json"], &grids);
    assert_eq!(code, 0, "{err}");
    let puzzles: Vec<String> = out
        .lines()
        .map(|object| field(object, "puzzle").trim_matches('"').to_string())
        .collect();
    assert_eq!(puzzles, text.lines().collect::<Vec<_>>());
}

#[test]
fn grid_4_reads_16_lines_of_16_cells_as_16_puzzles() {
    // sixteen 4x4 puzzles read as such with and without --grid 4
    let text = generated(7, 16, &[]);
    for flags in [&[][..], &["--grid", "4"]] {
        let args = [&["solve", "-", "--format", "line"][..], flags].concat();
        let (code, out, err) = stepdoku(&args, &text);
        assert_eq!(code, 0, "{err}");
        assert_eq!(out.lines().count(), 16, "{flags:?}");
    }
    // the 16 rows of a 16x16 are one puzzle, and with --grid 4 sixteen 4x4 lines with
    // digits too large, each named in its place
    let rows: String = (0..16)
        .map(|r| {
            let row: String = (0..16)
                .map(|c| match (r + c) % 3 {
                    0 => '.',
                    _ => char::from_digit(((r % 4) * 4 + r / 4 + c) % 16 + 1, 17)
                        .unwrap()
                        .to_ascii_uppercase(),
                })
                .collect();
            row + "\n"
        })
        .collect();
    let (code, out, err) = stepdoku(&["solve", "-", "--format", "line"], &rows);
    assert_eq!(code, 0, "{err}");
    assert_eq!(out.lines().count(), 1);
    assert_eq!(out.trim_end().len(), 256);
    let (code, out, err) = stepdoku(&["solve", "-", "--grid", "4", "--format", "line"], &rows);
    assert_eq!(code, 2);
    assert_eq!(out.lines().filter(|l| *l == "invalid").count(), 16);
    let first = err.lines().next().unwrap();
    assert_eq!(
        first,
        "stepdoku: <stdin>:1:5: 5 is not a digit of a 4x4 puzzle (digits 1 to 4); its 16 cells \
         make it a 4x4"
    );
    assert_eq!(err.lines().count(), 16);
}

#[test]
fn a_slip_that_makes_16_lines_a_16x16_names_grid_4() {
    let text = generated(1, 20, &[]);
    let mut lines: Vec<String> = text.lines().map(String::from).collect();
    lines[19] = lines[19].replacen('2', "5", 1);
    let slipped = lines.join("\n") + "\n";
    let (code, out, err) = stepdoku(&["check", "-"], &slipped);
    assert_eq!(code, 2);
    assert_eq!(out.lines().count(), 5, "{out}");
    assert_eq!(
        err,
        "stepdoku: <stdin>:5: conflicting givens: r1c2 and r1c15 both hold 1 (row 1) (and 68 \
         more), in 16 lines of 16 cells read as one 16x16 puzzle; --grid 4 reads each line as \
         a 4x4 puzzle\n"
    );
    let (code, out, _) = stepdoku(&["check", "--grid", "4", "-"], &slipped);
    assert_eq!(code, 2);
    assert_eq!(out.lines().count(), 20);
    assert_eq!(out.lines().filter(|l| l.contains("invalid")).count(), 1);
}
