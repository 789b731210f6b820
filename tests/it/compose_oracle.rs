//! The independent check of issue 41: a small recursive search of its own ([`search`]),
//! written from the definitions of the composed searches and sharing no code with the
//! library (not even its board), counts what `stepdoku solve --format json` reports and
//! writes what `stepdoku trace` prints (and `trace --explain`, with every reason of the
//! issue). The binary must agree with it for all 32 compositions without `random`, on 35
//! puzzles to the first solution, and to the end on 13 of them (those with several solutions
//! or none, and three with one).

use crate::reference::reported;
use crate::reference::search;
use crate::support::tier;

use reported::reported;
use search::{Deduce, Parts, Pick, Search};
use std::path::Path;

/// The puzzles, by file and line: easy ones (tdoku's first nine, Norvig's first five easy
/// ones), seven of tdoku's with several solutions (3 to 125), and Norvig's 11 hardest (the
/// "85...24.." puzzle first).
const PICKS: [(&str, &[usize]); 3] = [
    (
        "tdoku_test_puzzles_with_counts.txt",
        &[1, 2, 3, 4, 5, 6, 7, 8, 9, 33, 35, 36, 37, 29, 31, 32],
    ),
    ("norvig_easy50.txt", &[1, 2, 3, 4, 5]),
    ("norvig_hardest11.txt", &[1, 2, 6, 7, 8, 10, 3, 4, 5, 9, 11]),
];

/// Norvig's first easy puzzle, each with one digit added that its givens allow but its
/// solution does not: searches that end with no solution.
const UNSOLVABLE: [&str; 3] = [
    "503020600900305001001806400008102900700000008006708200002609500800203009005010300",
    "003020600900305001001806400008102900700030008006708200002609500800203009005010300",
    "003020600900305001001806400008102900700000008006708200002609500800203009005010304",
];

/// The picked puzzles as 81 characters, read here from the files' lines.
fn picked() -> Vec<String> {
    PICKS
        .iter()
        .flat_map(|&(file, lines)| {
            let path = Path::new(env!("CARGO_MANIFEST_DIR"))
                .join("puzzles")
                .join(file);
            let text = std::fs::read_to_string(path).unwrap();
            let all: Vec<String> = text.lines().map(|l| l.chars().take(81).collect()).collect();
            lines.iter().map(move |&n| all[n - 1].clone())
        })
        .collect()
}

/// The picked puzzles with several solutions, and the unsolvable ones: those searched to
/// the end with `--all`.
fn to_the_end() -> Vec<String> {
    let picked = picked();
    let mut chosen: Vec<String> = picked[9..16].to_vec();
    chosen.extend(picked[..3].iter().cloned());
    chosen.extend(UNSOLVABLE.iter().map(|p| p.to_string()));
    chosen
}

/// Runs the binary with `args` on `puzzles` (one a line on standard input); its standard
/// output.
fn stepdoku(args: &[&str], puzzles: &[String]) -> String {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("puzzles.txt");
    std::fs::write(&file, puzzles.join("\n") + "\n").unwrap();
    let out = crate::support::run::bin()
        .args(args)
        .arg(&file)
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "stepdoku {args:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).unwrap()
}

/// The canonical name by the rule: the preset's where one matches, otherwise the
/// cell part, then the parts that are not defaults, digits before inference.
fn canonical(parts: Parts) -> String {
    let preset = match (parts.pick, parts.lcv, parts.deduce) {
        (Pick::First, false, Deduce::None) => Some("row-major"),
        (Pick::Mrv, false, Deduce::None) => Some("mrv"),
        (Pick::Mrv, false, Deduce::Singles) => Some("propagate"),
        _ => None,
    };
    if let Some(name) = preset {
        return name.to_string();
    }
    let spelled = parts.spelled();
    spelled
        .split('+')
        .filter(|p| !["up", "none"].contains(p))
        .collect::<Vec<_>>()
        .join("+")
}

/// Checks every composition without `random` on `puzzles`, stopping at `cap` solutions
/// (`--all` when it is not 1).
fn agree(puzzles: &[String], cap: u64) {
    agree_in(&Parts::all(), puzzles, cap);
}

/// [`agree`] for the compositions `all`.
fn agree_in(all: &[Parts], puzzles: &[String], cap: u64) {
    for &parts in all {
        let name = parts.spelled();
        let mut args = vec!["solve", "--format", "json", "--strategy", &name];
        if cap != 1 {
            args.push("--all");
        }
        let got = reported(&stepdoku(&args, puzzles));
        assert_eq!(got.len(), puzzles.len());
        for (puzzle, (strategy, counts)) in puzzles.iter().zip(got) {
            let mut expected = Search::new(puzzle, parts, cap, false).run().counts;
            // the JSON gives the fraction to six decimals
            expected.explored = (expected.explored * 1e6).round() / 1e6;
            assert_eq!(strategy, canonical(parts), "{name}");
            assert_eq!(counts, expected, "{name} --all={} on {puzzle}", cap != 1);
        }
    }
}

#[test]
fn every_composition_counts_as_the_oracle_to_the_first_solution() {
    let mut puzzles = picked();
    puzzles.extend(UNSOLVABLE.iter().map(|p| p.to_string()));
    assert_eq!(puzzles.len(), 35);
    agree(&tier::sample(puzzles, 6), 1);
}

#[test]
fn every_composition_counts_as_the_oracle_to_the_end() {
    agree(&tier::sample(to_the_end(), 3), 1000);
}

/// The oracle's events for `parts` on `puzzle`, one `trace` line each (`trace --explain`'s
/// with `explain`).
fn oracle_trace(puzzle: &str, parts: Parts, cap: u64, explain: bool) -> Vec<String> {
    let mut search = Search::new(puzzle, parts, cap, true);
    search.explain = explain;
    search.run().lines.unwrap()
}

/// What kind of line `line` is: its first word, or the kind of its force or dead end, or
/// the reason it gives, or the technique of its elimination.
fn form(line: &str) -> String {
    if let Some(technique) = technique(line) {
        return technique.to_string();
    }
    let kinds = [
        "hidden single",
        "naked single",
        "no place",
        "first empty cell",
        "fewest candidates",
        "degree:",
        "constraint:",
        "lcv:",
        "forward check",
    ];
    let reason = line.rsplit("; ").next().unwrap();
    let reason = reason.split(" rules out").next().unwrap();
    match kinds
        .iter()
        .rev()
        .find(|k| reason.contains(*k) || line.contains(*k))
    {
        Some(kind) => kind.to_string(),
        None => line.split(' ').next().unwrap().to_string(),
    }
}

/// Fails at the first line where `got` and `expected` differ, or on their counts of lines.
fn same_lines(got: &str, expected: &str, what: &str) {
    for (k, (g, e)) in got.lines().zip(expected.lines()).enumerate() {
        assert_eq!(g, e, "{what}, line {}", k + 1);
    }
    assert_eq!(got.lines().count(), expected.lines().count(), "{what}");
}

/// Each of `cases` (a puzzle and its cap) traced by every composition of `all`, with and
/// without `--explain` (`explains`), by the binary and the oracle: the same lines. The kinds
/// of line compared.
fn same_traces(
    all: &[Parts],
    cases: &[(String, u64)],
    explains: &[bool],
) -> std::collections::BTreeSet<String> {
    let mut forms = std::collections::BTreeSet::new();
    for (puzzle, cap) in cases {
        for &parts in all {
            for &explain in explains {
                let name = parts.spelled();
                let mut args = vec!["trace", "--strategy", &name];
                if *cap != 1 {
                    args.push("--all");
                }
                if explain {
                    args.push("--explain");
                }
                let got = stepdoku(&args, std::slice::from_ref(puzzle));
                let expected = oracle_trace(puzzle, parts, *cap, explain);
                let what = format!("{name} on {puzzle}, --explain {explain}");
                same_lines(&got, &expected.join("\n"), &what);
                forms.extend(expected.iter().map(|line| form(line)));
            }
        }
    }
    forms
}

#[test]
fn traces_equal_the_oracle_line_for_line() {
    let picked = picked();
    // hardest11 #8 (the quickest of them), tdoku's with 9 solutions, and two unsolvable
    let cases = [
        (picked[25].clone(), 1),
        (picked[11].clone(), 1000),
        (UNSOLVABLE[0].to_string(), 1),
        (UNSOLVABLE[2].to_string(), 1),
    ];
    // the quick tier: every 3rd composition, which still meets every kind of line below
    let forms = same_traces(&tier::sample(Parts::all(), 3), &cases, &[false, true]);
    // every kind of line was compared
    let every = [
        "constraint:",
        "dead-end",
        "degree:",
        "done",
        "fewest candidates",
        "first empty cell",
        "forward check",
        "hidden single",
        "lcv:",
        "naked single",
        "no place",
        "place",
        "solution",
        "undo",
    ];
    assert_eq!(forms.into_iter().collect::<Vec<_>>(), every);
}

/// Forward checking adds nothing to `mrv` and `constraint`: the cell choice meets every
/// wipe-out it would find, at the next node, as the same dead end.
#[test]
fn fc_adds_no_event_to_mrv_or_constraint() {
    let picked = picked();
    // hardest11 #1, #2 and #8, tdoku's with 9 solutions
    let puzzles = [&picked[21], &picked[22], &picked[25], &picked[11]];
    let mut dead_ends = 0;
    for pair in [
        ("mrv", "mrv+fc"),
        ("mrv+lcv", "mrv+lcv+fc"),
        ("constraint", "constraint+fc"),
        ("constraint+lcv", "constraint+lcv+fc"),
    ] {
        for puzzle in puzzles {
            for all in [false, true] {
                let trace = |name| {
                    let mut args = vec!["trace", "--strategy", name];
                    if all {
                        args.push("--all");
                    }
                    stepdoku(&args, std::slice::from_ref(puzzle))
                };
                let (plain, checked) = (trace(pair.0), trace(pair.1));
                dead_ends += plain.lines().filter(|l| l.starts_with("dead-end")).count();
                same_lines(
                    &checked,
                    &plain,
                    &format!("{pair:?} on {puzzle}, --all {all}"),
                );
            }
        }
    }
    // searches with wipe-outs to meet
    assert!(dead_ends > 1000, "{dead_ends} dead ends");
}

// ---- Issue 50's ladder: `locked`, `subsets`, `fish` and `wings` under every cell choice and
// ---- digit order, whose `eliminate` and `restore` lines the oracle writes from the issue's
// ---- words (tests/it/reference/techniques.rs).

/// The first `count` puzzles of the 17-clue set.
fn seventeen(count: usize) -> Vec<String> {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("puzzles/all_17_clue_first1000.txt");
    let text = std::fs::read_to_string(path).unwrap();
    let puzzles = text.lines().filter(|l| !l.starts_with('#'));
    puzzles.take(count).map(|l| l[..81].to_string()).collect()
}

/// The first puzzle of a file of puzzles/sizes/.
fn sized(file: &str) -> String {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("puzzles/sizes")
        .join(file);
    let text = std::fs::read_to_string(path).unwrap();
    text.lines()
        .next()
        .unwrap()
        .split(':')
        .next()
        .unwrap()
        .to_string()
}

#[test]
fn the_ladder_counts_as_the_oracle() {
    // six of Norvig's hardest, four 17-clue puzzles and an unsolvable one to the first
    // solution; three with 3 to 12 solutions and an unsolvable one to the end
    let mut puzzles = picked()[21..27].to_vec();
    puzzles.extend(seventeen(4));
    puzzles.push(UNSOLVABLE[1].to_string());
    agree_in(&Parts::ladder(), &tier::sample(puzzles, 4), 1);
    let mut several = to_the_end()[1..4].to_vec();
    several.push(UNSOLVABLE[0].to_string());
    agree_in(&Parts::ladder(), &tier::sample(several, 3), 1000);
}

/// The technique of an `eliminate` line, as its words name it.
fn technique(line: &str) -> Option<&'static str> {
    let words = line.strip_prefix("eliminate ")?;
    let named = [
        "locked candidates: ",
        "naked pair",
        "hidden pair",
        "naked triple",
        "hidden triple",
        "naked quad",
        "hidden quad",
        "x-wing",
        "swordfish",
        "jellyfish",
        "xyz-wing",
        "xy-wing",
    ];
    let name = named.into_iter().find(|n| words.contains(n))?;
    let locked = words.split(name).nth(1);
    Some(match locked.map(|rest| rest.split(' ').nth(2)) {
        Some(Some("box")) if name.starts_with("locked") => "pointing",
        Some(Some(_)) if name.starts_with("locked") => "claiming",
        _ => name,
    })
}

#[test]
fn the_ladders_traces_equal_the_oracle_line_for_line() {
    let picked = picked();
    // hardest11 #1 and tdoku's with 9 solutions, with and without `--explain`; hardest11 #9
    // (an x-wing), a 17-clue puzzle and a 6×6 with 12 solutions without; and, under the
    // `mrv` cell choice, a 16×16
    let both = [(picked[21].clone(), 1), (picked[11].clone(), 1000)];
    let mut forms = same_traces(&Parts::ladder(), &both, &[false, true]);
    // the quick tier stops at those two; the others, and that every kind of line and these
    // techniques were met, are the full tier's
    if !tier::full() {
        return;
    }
    let plain = [
        (picked[30].clone(), 1),
        (seventeen(1).remove(0), 1),
        ("....62..2....6....5...412.....1.4.2.".to_string(), 1000),
    ];
    forms.extend(same_traces(&Parts::ladder(), &plain, &[false]));
    let mrv: Vec<Parts> = Parts::ladder()
        .into_iter()
        .filter(|p| p.pick == Pick::Mrv)
        .collect();
    forms.extend(same_traces(&mrv, &[(sized("16x16.txt"), 1)], &[false]));
    // every kind of line, and these techniques, were compared
    let kinds = [
        "restore", "dead-end", "no place", "place", "undo", "solution", "done",
    ];
    let techniques = [
        "claiming",
        "hidden pair",
        "naked pair",
        "naked triple",
        "pointing",
        "x-wing",
        "xy-wing",
    ];
    for kind in kinds.into_iter().chain(techniques) {
        assert!(forms.contains(kind), "{kind} not met: {forms:?}");
    }
}
