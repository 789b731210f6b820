//! `hint`, `tree`, `estimate` and `race` on the variant puzzles of puzzles/variants/ (issue
//! 53): each searches the variant's houses. A hint is held to candidates worked out here
//! from the houses and to the solution (unique by the brute force of
//! [`variants`](super::variants)); a tree's steps to the trace's lines and `solve`'s count;
//! an exact estimate to the whole search's steps; a race's lanes to `solve` under each
//! strategy. Each count also differs from the same cells' on the standard board, so that a
//! command that dropped the variant's houses would fail here.

use super::variants::{
    JIGSAW, JIGSAW_REGIONS, WINDOKU, X, brute_count, digits, file, houses, solves, windoku,
};
use crate::support::run::{puzzle_path, succeeds};
use crate::support::tier;

/// The cell named `r3c4` on a 9×9, as a reading-order index.
fn index(name: &str) -> usize {
    let (r, c) = name[1..].split_once('c').unwrap();
    (r.parse::<usize>().unwrap() - 1) * 9 + c.parse::<usize>().unwrap() - 1
}

/// The cells of `house` (by index) where `d` may go among `cells` under `all` houses: empty,
/// with no peer holding `d`.
fn places(cells: &[u8], all: &[Vec<usize>], house: &[usize], d: u8) -> Vec<usize> {
    let free = |i: usize| {
        cells[i] == 0
            && (all.iter().filter(|h| h.contains(&i))).all(|h| h.iter().all(|&j| cells[j] != d))
    };
    house.iter().copied().filter(|&i| free(i)).collect()
}

/// The number after `"key":` in a JSON line (the first such key).
fn number(json: &str, key: &str) -> u64 {
    let tag = format!("\"{key}\":");
    let at = json.find(&tag).unwrap_or_else(|| panic!("{key} in {json}")) + tag.len();
    let digits: String = json[at..]
        .chars()
        .take_while(char::is_ascii_digit)
        .collect();
    digits.parse().unwrap()
}

/// The variant puzzles: file, cells, and houses.
fn puzzles() -> Vec<(&'static str, &'static str, Vec<Vec<usize>>)> {
    vec![
        ("variants/x.txt", X, houses(9, 3, None, "both", &[])),
        (
            "variants/windoku.txt",
            WINDOKU,
            houses(9, 3, None, "", &windoku()),
        ),
        (
            "variants/jigsaw.txt",
            JIGSAW,
            houses(9, 3, Some(JIGSAW_REGIONS), "", &[]),
        ),
    ]
}

/// The house the words `in row 6`, `in region 8`, `in diagonal 1`, `in extra house 2` name,
/// among the houses [`houses`] lists for a 9×9 (rows, columns, boxes or regions, then the
/// diagonals or the extra houses).
fn named(all: &[Vec<usize>], words: &str) -> Vec<usize> {
    let (kind, number) = words.rsplit_once(' ').unwrap();
    let k: usize = number.parse::<usize>().unwrap() - 1;
    let base = match kind {
        "row" => 0,
        "column" => 9,
        "box" | "region" => 18,
        "diagonal" | "extra house" => 27,
        _ => panic!("{words}"),
    };
    all[base + k].clone()
}

#[test]
fn hint_on_each_variant_forces_a_digit_its_houses_and_solution_agree_with() {
    for (name, givens, all) in puzzles() {
        let out = succeeds(&["hint", &puzzle_path(name), "--index", "1"]);
        let line = out.trim_end();
        // force rXcY D hidden single in HOUSE
        let words: Vec<&str> = line.splitn(6, ' ').collect();
        assert_eq!(words[..1], ["force"], "{name}: {line}");
        let (cell, d) = (index(words[1]), words[2].parse::<u8>().unwrap());
        let house = words[5].strip_prefix("in ").unwrap();
        assert_eq!(words[3..5], ["hidden", "single"], "{name}: {line}");
        let cells = digits(givens);
        assert_eq!(
            places(&cells, &all, &named(&all, house), d),
            [cell],
            "{line}"
        );
        let solution = succeeds(&["solve", &puzzle_path(name), "--format", "line"]);
        let solution = digits(solution.lines().next().unwrap());
        assert!(solves(&solution, &cells, &all), "{name}");
        assert_eq!(solution[cell], d, "{name}: {line}");
    }
}

#[test]
fn hint_on_an_x_sudoku_finds_a_digit_locked_in_a_diagonal() {
    // the X puzzle's solution with 62 cells emptied: on the standard board no single and no
    // technique of the ladder is open; on the diagonals, 2 goes in diagonal 1 only at r2c2
    // or r3c3, both in box 1, so the rest of box 1 loses it
    let cells = "....51..8....6.9.......9..5..7..5.8....1.........2....7.6...124......8..2........";
    let solution =
        "639251748458367912172849365967435281824176593315928476796583124541692837283714659";
    let all = houses(9, 3, None, "both", &[]);
    let (cells, solution) = (digits(cells), digits(solution));
    assert!(solves(&solution, &cells, &all));
    let diagonal = &all[27];
    assert_eq!(
        places(&cells, &all, diagonal, 2),
        [index("r2c2"), index("r3c3")]
    );
    let box1 = &all[18];
    let rest: Vec<usize> = places(&cells, &all, box1, 2)
        .into_iter()
        .filter(|i| !diagonal.contains(i))
        .collect();
    assert_eq!(rest, ["r1c2", "r1c3", "r2c3", "r3c2"].map(index));
    assert!(rest.iter().all(|&i| solution[i] != 2));
    let text: String = cells.iter().map(|&d| char::from(b'0' + d)).collect();
    let x = file(&format!("{text}\ndiagonals: both\n"));
    let out = succeeds(&["hint", x.path().to_str().unwrap(), "--index", "1"]);
    assert_eq!(
        out,
        "eliminate 2 from r1c2,r1c3,r2c3,r3c2 locked candidates: 2 in diagonal 1 only in box 1\n"
    );
    let standard = succeeds(&["hint", "--puzzle", &text]);
    assert_eq!(standard, "none: a guess is needed\n");
}

/// The lines of `trace` for `args`.
fn trace_lines(args: &[&str]) -> Vec<String> {
    let out = succeeds(&[&["trace"], args].concat());
    out.lines().map(str::to_string).collect()
}

#[test]
fn tree_counts_the_steps_of_the_variant_search() {
    for (name, givens, _) in puzzles() {
        let file = puzzle_path(name);
        for strategy in ["mrv", "propagate", "mrv+subsets"] {
            let args = [file.as_str(), "--strategy", strategy];
            let json = succeeds(&[&["tree"], &args[..], &["--format", "json"]].concat());
            let solve = succeeds(&[&["solve"], &args[..], &["--format", "json"]].concat());
            let trace = trace_lines(&args);
            // the root's steps come first, after the header and the variant
            let steps = number(json.split("\"children\"").next().unwrap(), "steps");
            assert!(json.contains("\"variant\":{"), "{json}");
            assert_eq!(steps, trace.len() as u64, "{name} {strategy}");
            assert_eq!(steps, number(&solve, "steps"), "{name} {strategy}");
            let standard = ["tree", "--puzzle", givens, "--strategy", strategy];
            let standard = succeeds(&[&standard[..], &["--format", "json"]].concat());
            assert_ne!(steps, number(&standard, "steps"), "{name} {strategy}");
            // the first guess: from its place through the undo of the same cell and digit
            let Some(first) = trace.iter().position(|l| l.starts_with("place ")) else {
                continue;
            };
            let undo = trace[first].replacen("place", "undo", 1);
            // never taken back: it holds the solution, and runs to the last line
            let end = (trace.iter().position(|l| *l == undo)).unwrap_or(trace.len() - 1);
            let child = json.split("\"children\":[").nth(1).unwrap();
            assert_eq!(number(child, "step"), first as u64 + 1, "{name} {strategy}");
            assert_eq!(number(child, "steps"), (end - first + 1) as u64);
        }
    }
}

#[test]
fn estimate_exact_is_the_whole_variant_search() {
    // the quick tier: every 3rd variant
    for (name, givens, _) in tier::sample(puzzles(), 3) {
        let file = puzzle_path(name);
        let args = [file.as_str(), "--strategy", "mrv"];
        let estimate = succeeds(
            &[
                &["estimate"],
                &args[..],
                &["--exact", "--format", "json", "--probe-seed", "1"],
            ]
            .concat(),
        );
        let all = ["--all", "--format", "json"];
        let solve = succeeds(&[&["solve"], &args[..], &all[..]].concat());
        let exact = number(&estimate, "steps");
        assert_eq!(exact, number(&solve, "steps"), "{name}");
        assert_eq!(number(&solve, "solution_count"), 1, "{name}");
        // the estimate is of this search, not the standard board's
        let standard = ["solve", "--puzzle", givens, "--strategy", "mrv"];
        let standard = succeeds(&[&standard[..], &all[..]].concat());
        assert_ne!(exact, number(&standard, "steps"), "{name}");
        let estimated = number(&estimate, "steps_estimate") as f64;
        assert!(
            (0.5..2.0).contains(&(estimated / exact as f64)),
            "{estimate}"
        );
    }
}

#[test]
fn race_runs_two_strategies_on_each_variant() {
    for (name, givens, _) in puzzles() {
        let file = puzzle_path(name);
        let json = succeeds(&[
            "race",
            &file,
            "--strategies",
            "mrv,propagate",
            "--format",
            "json",
        ]);
        assert!(json.contains("\"variant\":{"), "{json}");
        for strategy in ["mrv", "propagate"] {
            let lane = json
                .split("{\"strategy\":")
                .find(|lane| lane.starts_with(&format!("\"{strategy}\"")))
                .unwrap();
            let solve = succeeds(&["solve", &file, "--strategy", strategy, "--format", "json"]);
            assert_eq!(number(lane, "steps"), number(&solve, "steps"), "{name}");
            assert_eq!(number(lane, "solution_count"), 1, "{name} {strategy}");
            let standard = ["solve", "--puzzle", givens, "--strategy", strategy];
            let standard = succeeds(&[&standard[..], &["--format", "json"]].concat());
            assert_ne!(number(lane, "steps"), number(&standard, "steps"), "{name}");
        }
    }
}

/// The `"variant":{…}` object of a JSON line.
fn variant_json(json: &str) -> &str {
    let at = json
        .find("\"variant\":")
        .unwrap_or_else(|| panic!("variant in {json}"));
    let end = at + json[at..].find('}').unwrap();
    &json[at..=end]
}

#[test]
fn a_solved_grid_reads_back_as_the_same_variant() {
    for (name, givens, all) in puzzles() {
        let out = succeeds(&["solve", &puzzle_path(name), "--format", "grid"]);
        let back = file(&out);
        let back = back.path().to_str().unwrap();
        let original = succeeds(&["solve", &puzzle_path(name), "--format", "json"]);
        let again = succeeds(&["solve", back, "--format", "json"]);
        assert_eq!(variant_json(&again), variant_json(&original), "{out}");
        let check = succeeds(&["check", back]);
        assert!(check.contains("81 clues, unique solution"), "{check}");
        // the grid's digits are the solution, held to the houses here
        let line = succeeds(&["solve", back, "--format", "line"]);
        assert!(
            solves(&digits(line.lines().next().unwrap()), &digits(givens), &all),
            "{name}"
        );
    }
    // every solution of a search with several, each with its directives: a blank 4x4 with
    // diagonals, each of its solutions (as many as the brute force counts) read back as one
    let expected = brute_count(&[0; 16], &houses(4, 2, None, "both", &[]), 1000) as usize;
    let x4 = file("................\ndiagonals: both\n");
    let x4 = x4.path().to_str().unwrap();
    let grids = succeeds(&["solve", x4, "--all", "--format", "grid"]);
    assert_eq!(
        grids.matches("diagonals: both\n").count(),
        expected,
        "{grids}"
    );
    let back = file(&grids);
    let check = succeeds(&["check", back.path().to_str().unwrap()]);
    let unique = check.matches("16 clues, unique solution").count();
    assert_eq!(unique, expected, "{check}");
}

/// The puzzles `generate --variant` prints for `args`: each one's cells and directive lines.
pub(crate) fn generated(args: &[&str]) -> Vec<(String, Vec<String>)> {
    let out = succeeds(&[&["generate", "--variant"], args].concat());
    let mut made: Vec<(String, Vec<String>)> = Vec::new();
    for line in out.lines() {
        match made.last_mut() {
            Some((_, directives)) if line.contains(": ") => directives.push(line.to_string()),
            _ => made.push((line.to_string(), Vec::new())),
        }
    }
    made
}

/// Whether the cells of each region of `layout` (a `regions:` value on an N×N board) touch
/// one another, side by side: every region found whole from its first cell.
fn connected(layout: &str, n: usize) -> bool {
    let of: Vec<char> = layout.chars().collect();
    (0..n * n).all(|start| {
        let mut seen = vec![start];
        let mut at = 0;
        while at < seen.len() {
            let (i, c) = (seen[at], seen[at] % n);
            let up = i.checked_sub(n);
            let down = Some(i + n).filter(|&j| j < n * n);
            let left = (c > 0).then(|| i - 1);
            let right = (c + 1 < n).then_some(i + 1);
            for j in [up, down, left, right].into_iter().flatten() {
                if of[j] == of[start] && !seen.contains(&j) {
                    seen.push(j);
                }
            }
            at += 1;
        }
        seen.len() == of.iter().filter(|&&k| k == of[start]).count()
    })
}

#[test]
fn generated_variants_have_one_solution_under_their_houses() {
    let cases: [(&str, usize, &str); 6] = [
        ("diagonal", 4, "1"),
        ("diagonal", 6, "2"),
        ("diagonal", 9, "3"),
        ("windoku", 9, "4"),
        ("jigsaw", 6, "5"),
        ("jigsaw", 9, "6"),
    ];
    for (variant, n, seed) in cases {
        let size = n.to_string();
        let args = [variant, "--grid", &size, "--seed", seed, "--count", "2"];
        let made = generated(&args);
        assert_eq!(made.len(), 2, "{args:?}");
        for (cells, directives) in made {
            let all = match variant {
                "diagonal" => {
                    assert_eq!(directives, ["diagonals: both"]);
                    houses(n, if n == 9 { 3 } else { 2 }, None, "both", &[])
                }
                "windoku" => {
                    let windows: Vec<String> = (windoku().iter())
                        .map(|h| {
                            let names = h.iter().map(|i| format!("r{}c{}", i / 9 + 1, i % 9 + 1));
                            format!("extra: {}", names.collect::<Vec<_>>().join(","))
                        })
                        .collect();
                    assert_eq!(directives, windows);
                    houses(9, 3, None, "", &windoku())
                }
                _ => {
                    let layout = directives[0].strip_prefix("regions: ").unwrap();
                    assert_eq!(directives.len(), 1);
                    assert!(connected(layout, n), "{layout}");
                    let all = houses(n, 3, Some(layout), "", &[]);
                    assert!(all[2 * n..3 * n].iter().all(|r| r.len() == n), "{layout}");
                    assert_ne!(all[2 * n..3 * n], houses(n, n / 3, None, "", &[])[2 * n..]);
                    all
                }
            };
            let givens = digits(&cells);
            assert_eq!(givens.len(), n * n, "{cells}");
            assert_eq!(brute_count(&givens, &all, 2), 1, "{args:?}: {cells}");
        }
    }
}

#[test]
fn generated_variants_are_minimal_without_symmetry() {
    // every given is needed: without any one of them, the brute force finds two solutions
    for variant in ["diagonal", "jigsaw"] {
        let args = [variant, "--grid", "6", "--seed", "8", "--symmetry", "none"];
        let (cells, directives) = generated(&args).remove(0);
        let all = match directives[0].strip_prefix("regions: ") {
            Some(layout) => houses(6, 3, Some(layout), "", &[]),
            None => houses(6, 2, None, "both", &[]),
        };
        let givens = digits(&cells);
        for i in (0..36).filter(|&i| givens[i] != 0) {
            let mut fewer = givens.clone();
            fewer[i] = 0;
            assert_eq!(
                brute_count(&fewer, &all, 2),
                2,
                "{variant} {cells} without {i}"
            );
        }
    }
}

#[test]
fn generate_refuses_what_it_cannot_make() {
    let refusals = [
        (
            &["--variant", "windoku", "--grid", "6"][..],
            "--variant windoku is 9x9 only (its four extra houses are 3x3), not 6x6",
        ),
        (
            &["--variant", "jigsaw", "--grid", "6", "--box", "3x2"],
            "--box with --variant jigsaw: the regions replace the boxes",
        ),
    ];
    for (args, message) in refusals {
        let out = crate::support::run::stepdoku(&[&["generate"], args].concat());
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        let stderr = String::from_utf8(out.stderr).unwrap();
        assert_eq!(stderr, format!("stepdoku: {message}\n"), "{args:?}");
    }
}

/// The `"variant":{…}` object of a JSON line whole, braces matched (a killer's cages are
/// objects of their own).
fn whole_variant(json: &str) -> &str {
    let at = json
        .find("\"variant\":")
        .unwrap_or_else(|| panic!("variant in {json}"));
    let mut depth = 0;
    for (k, b) in json[at..].bytes().enumerate() {
        match b {
            b'{' => depth += 1,
            b'}' if depth == 1 => return &json[at..=at + k],
            b'}' => depth -= 1,
            _ => {}
        }
    }
    panic!("unclosed variant in {json}")
}

/// Every `solve --format` that prints a grid as text (`grid`, `line`) follows a variant's
/// solution with its directive lines: fed back to `solve`, each file of puzzles/variants/
/// (killers, with their cages, too) reads as the same variants, puzzle by puzzle, with the
/// same solutions. A standard file's lines stay one a puzzle: norvig_hardest11's 11
/// puzzles give 11 lines of 81 digits.
#[test]
fn every_grid_a_solve_prints_reads_back_as_the_same_variant() {
    for name in ["x.txt", "windoku.txt", "jigsaw.txt", "killer.txt"] {
        let path = puzzle_path(&format!("variants/{name}"));
        let original = succeeds(&["solve", &path, "--format", "json"]);
        let original: Vec<&str> = original.lines().collect();
        let solutions = succeeds(&["solve", &path, "--format", "line"]);
        let solutions: Vec<&str> = (solutions.lines())
            .filter(|l| l.len() == 81 && !l.contains(':'))
            .collect();
        assert_eq!(solutions.len(), original.len(), "{name}");
        for format in ["grid", "line"] {
            let out = succeeds(&["solve", &path, "--format", format]);
            let back = file(&out);
            let back = back.path().to_str().unwrap();
            let again = succeeds(&["solve", back, "--format", "json"]);
            let again: Vec<&str> = again.lines().collect();
            assert_eq!(again.len(), original.len(), "{name} {format}:\n{out}");
            for (a, o) in again.iter().zip(&original) {
                assert_eq!(whole_variant(a), whole_variant(o), "{name} {format}");
            }
            let line = succeeds(&["solve", back, "--format", "line"]);
            let read: Vec<&str> = (line.lines())
                .filter(|l| l.len() == 81 && !l.contains(':'))
                .collect();
            assert_eq!(read, solutions, "{name} {format}");
        }
    }
    let standard = succeeds(&[
        "solve",
        &puzzle_path("norvig_hardest11.txt"),
        "--format",
        "line",
    ]);
    let lines: Vec<&str> = standard.lines().collect();
    assert_eq!(lines.len(), 11);
    assert!(
        lines
            .iter()
            .all(|l| l.len() == 81 && l.bytes().all(|b| b.is_ascii_digit()))
    );
}

/// Fills what singles alone fill in `cells` under `houses` (hidden ones too unless
/// `naked_only`): a cell with one digit its houses leave, or a digit with one place left in
/// a house, until neither is found. Written here, apart from the ladder.
fn singles(cells: &mut [u8], houses: &[Vec<usize>], naked_only: bool) {
    let n = 9u8;
    let free = |cells: &[u8], i: usize, d: u8| {
        cells[i] == 0
            && houses
                .iter()
                .filter(|h| h.contains(&i))
                .all(|h| h.iter().all(|&j| cells[j] != d))
    };
    loop {
        let mut placed = false;
        for i in 0..cells.len() {
            let options: Vec<u8> = (1..=n).filter(|&d| free(cells, i, d)).collect();
            if options.len() == 1 {
                cells[i] = options[0];
                placed = true;
            }
        }
        if !naked_only {
            for house in houses {
                for d in 1..=n {
                    let places: Vec<usize> = house
                        .iter()
                        .copied()
                        .filter(|&i| free(cells, i, d))
                        .collect();
                    if places.len() == 1 && house.iter().all(|&j| cells[j] != d) {
                        cells[places[0]] = d;
                        placed = true;
                    }
                }
            }
        }
        if !placed {
            return;
        }
    }
}

/// `generate --variant diagonal --needs singles` keeps the X-sudokus that singles solve on
/// the diagonals and naked singles alone do not: held to singles written here.
#[test]
fn generate_rates_a_variant_on_the_ladder() {
    let made = generated(&[
        "diagonal", "--needs", "singles", "--seed", "1", "--count", "2",
    ]);
    assert_eq!(made.len(), 2);
    let all = houses(9, 3, None, "both", &[]);
    for (cells, directives) in made {
        assert_eq!(directives, ["diagonals: both"]);
        let givens = digits(&cells);
        let mut naked = givens.clone();
        singles(&mut naked, &all, true);
        assert!(naked.contains(&0), "naked singles solve {cells}");
        let mut both = givens.clone();
        singles(&mut both, &all, false);
        assert!(solves(&both, &givens, &all), "singles leave {cells} open");
    }
}
