//! `trace --explain` and the counters of `solve --format json` (`heat`, `explored`), checked
//! through the binary against a board the test keeps itself: every claim of an explanation is
//! re-derived from the trace's own placements, and every heat count from the trace's lines.

const HARDEST: &str = "puzzles/norvig_hardest11.txt";

fn stepdoku(args: &[&str]) -> String {
    let out = crate::support::run::bin()
        .args(args)
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .output()
        .unwrap();
    assert!(out.status.success(), "{args:?}: {out:?}");
    String::from_utf8(out.stdout).unwrap()
}

/// A board of the test's own: the puzzle's givens plus what the trace placed.
struct Board([u8; 81]);

impl Board {
    fn of(puzzle: &str) -> Board {
        let line = puzzle.lines().next().unwrap();
        let cells: Vec<u8> = line
            .chars()
            .take(81)
            .map(|c| c.to_digit(10).unwrap_or(0) as u8)
            .collect();
        Board(cells.try_into().unwrap())
    }

    fn peers(cell: usize) -> impl Iterator<Item = usize> {
        let (r, c) = (cell / 9, cell % 9);
        (0..81).filter(move |&o| {
            o != cell && (o / 9 == r || o % 9 == c || (o / 27 == r / 3 && o % 9 / 3 == c / 3))
        })
    }

    fn legal(&self, cell: usize) -> Vec<u8> {
        (1..=9)
            .filter(|&d| Board::peers(cell).all(|o| self.0[o] != d))
            .collect()
    }

    fn unit(kind: &str, n: usize) -> Vec<usize> {
        (0..81)
            .filter(|&o| match kind {
                "row" => o / 9 == n,
                "column" => o % 9 == n,
                _ => o / 27 * 3 + o % 9 / 3 == n,
            })
            .collect()
    }
}

/// `r4c7` as a cell index.
fn cell(name: &str) -> usize {
    let (r, c) = name[1..].split_once('c').unwrap();
    (r.parse::<usize>().unwrap() - 1) * 9 + c.parse::<usize>().unwrap() - 1
}

/// Replays `trace --explain` on a board of its own and checks every explanation.
fn check_explanations(strategy: &str, index: &str, limit: &str) -> usize {
    let puzzle = stepdoku(&["solve", HARDEST, "--index", index, "--format", "count"]);
    assert_eq!(puzzle.trim(), "1");
    let line = std::fs::read_to_string(format!("{}/{HARDEST}", env!("CARGO_MANIFEST_DIR")))
        .unwrap()
        .lines()
        .nth(index.parse::<usize>().unwrap() - 1)
        .unwrap()
        .to_string();
    let mut board = Board::of(&line);
    let trace = stepdoku(&[
        "trace",
        HARDEST,
        "--index",
        index,
        "--strategy",
        strategy,
        "--explain",
        "--limit",
        limit,
    ]);
    let mut checked = 0;
    for line in trace.lines() {
        // a guess's options as the screen lists them, `try 2 of 3 (6 7 9)`, then its
        // reasons after `; ` (checked in the library, on the board of their own tests)
        let line = line.split_once("; ").map_or(line, |(claim, _)| claim);
        let (head, listed) = line.split_once(" (").unwrap_or((line, ""));
        let words: Vec<&str> = head.split_whitespace().collect();
        match words[..] {
            ["place", at, digit, "try", k, "of", n] => {
                let (at, digit) = (cell(at), digit.parse::<u8>().unwrap());
                let digits: String = listed.trim_end_matches(')').split(' ').collect();
                let legal: String = board.legal(at).iter().map(u8::to_string).collect();
                assert_eq!(digits, legal, "{line}: the legal digits");
                assert_eq!(n, legal.len().to_string(), "{line}: how many");
                let k: usize = k.parse().unwrap();
                assert_eq!(digits.as_bytes()[k - 1], b'0' + digit, "{line}: try {k}");
                board.0[at] = digit;
                checked += 1;
            }
            ["force", at, digit, "naked", "single"] => {
                let (at, digit) = (cell(at), digit.parse::<u8>().unwrap());
                assert_eq!(board.legal(at), [digit], "{line}");
                board.0[at] = digit;
                checked += 1;
            }
            ["force", at, digit, "hidden", "single", "in", kind, n] => {
                let (at, digit) = (cell(at), digit.parse::<u8>().unwrap());
                let unit = Board::unit(kind, n.parse::<usize>().unwrap() - 1);
                assert!(unit.contains(&at), "{line}: the cell is in the unit");
                let places: Vec<usize> = unit
                    .into_iter()
                    .filter(|&o| board.0[o] == 0 && board.legal(o).contains(&digit))
                    .collect();
                assert_eq!(places, [at], "{line}: the only place");
                board.0[at] = digit;
                checked += 1;
            }
            ["undo", at, digit] => {
                let at = cell(at);
                assert_eq!(board.0[at].to_string(), digit, "{line}");
                board.0[at] = 0;
            }
            ["dead-end", at, "no", "candidate"] => {
                assert!(board.legal(cell(at)).is_empty(), "{line}");
                checked += 1;
            }
            // propagate's other dead ends and the last lines carry no claim about a cell
            ["dead-end", ..] | ["solution", ..] | ["done"] => {}
            _ => panic!("an unexplained line: {line}"),
        }
    }
    checked
}

#[test]
fn every_explanation_of_trace_holds_on_the_board() {
    assert!(check_explanations("row-major", "1", "3000") > 1000);
    assert!(check_explanations("mrv", "1", "3000") > 1000);
    assert!(check_explanations("propagate", "2", "3000") > 100);
}

/// The number after `"key":` in a JSON text.
fn json_value<'a>(json: &'a str, key: &str) -> &'a str {
    let at = json.find(&format!("\"{key}\":")).expect(key) + key.len() + 3;
    let rest = &json[at..];
    let end = if rest.starts_with('[') {
        rest.find(']').unwrap() + 1
    } else {
        rest.find([',', '}']).unwrap()
    };
    &rest[..end]
}

#[test]
fn heat_counts_the_trace_placements_of_each_cell() {
    for strategy in ["row-major", "mrv", "propagate"] {
        let args = ["--index", "4", "--strategy", strategy];
        let json = stepdoku(&[&["solve", HARDEST, "--format", "json"], &args[..]].concat());
        let heat: Vec<u64> = json_value(&json, "heat")
            .trim_matches(['[', ']'])
            .split(',')
            .map(|n| n.parse().unwrap())
            .collect();
        let trace = stepdoku(&[&["trace", HARDEST], &args[..]].concat());
        let mut counted = vec![0u64; 81];
        for line in trace.lines() {
            if let ["place" | "force", at, _, ..] = line.split_whitespace().collect::<Vec<_>>()[..]
            {
                counted[cell(at)] += 1;
            }
        }
        assert_eq!(heat, counted, "{strategy}");
        let placements: u64 = json_value(&json, "placements").parse().unwrap();
        assert_eq!(heat.iter().sum::<u64>(), placements, "{strategy}");
    }
}

#[test]
fn explored_is_a_share_and_whole_once_the_tree_is_searched() {
    let mrv = |more: &[&str]| {
        let args = [
            "solve",
            HARDEST,
            "--index",
            "1",
            "--strategy",
            "mrv",
            "--format",
            "json",
        ];
        stepdoku(&[&args[..], more].concat())
    };
    let first = mrv(&[]);
    let explored: f64 = json_value(&first, "explored").parse().unwrap();
    assert!(explored > 0.0 && explored < 1.0, "{explored}");
    let all = mrv(&["--all"]);
    assert_eq!(json_value(&all, "exhausted"), "true");
    assert_eq!(json_value(&all, "explored"), "1");
}
