//! Killer cages (issue 53) through the real binary: small killers' counts of solutions
//! against a brute-force counter written here (cages over the whole grid or part of it,
//! with and without givens, with diagonals, regions and an extra house), the hand-made 9×9
//! killers of puzzles/variants/killer.txt solved and held to every house and cage, bad
//! `cage` lines named where they stand, the trace's words for a cage's dead end, and the
//! killers `generate --variant killer` makes, held to the brute force.

use crate::support::run::{puzzle_path, stepdoku, succeeds};
use crate::support::tier;
use crate::variant_commands::generated;
use crate::variants::{count_lines, counted, digits, each_refused, file, peers};
use stepdoku::solver::Strategy;

/// A cage as the brute force reads it: its sum and its cells by reading-order index.
type Cage = (u32, Vec<usize>);

/// The houses of an N×N board as index lists: rows, columns, boxes of `box_rows` rows (or
/// the regions of `regions`, each cell's 1..=N), then the diagonals `diagonals` names.
fn houses(n: usize, box_rows: usize, regions: Option<&str>, diagonals: &str) -> Vec<Vec<usize>> {
    let mut all: Vec<Vec<usize>> = Vec::new();
    all.extend((0..n).map(|r| (0..n).map(|c| r * n + c).collect()));
    all.extend((0..n).map(|c| (0..n).map(|r| r * n + c).collect()));
    let box_cols = n / box_rows;
    let of = |i: usize| match regions {
        Some(layout) => layout.as_bytes()[i] as usize - b'1' as usize,
        None => (i / n) / box_rows * box_rows + (i % n) / box_cols,
    };
    all.extend((0..n).map(|b| (0..n * n).filter(|&i| of(i) == b).collect()));
    if matches!(diagonals, "main" | "both") {
        all.push((0..n).map(|k| k * n + k).collect());
    }
    if matches!(diagonals, "anti" | "both") {
        all.push((0..n).map(|k| k * n + n - 1 - k).collect());
    }
    all
}

/// The name of the cell of index `i` on an N×N board: `r2c3`.
fn name(n: usize, i: usize) -> String {
    format!("r{}c{}", i / n + 1, i % n + 1)
}

/// The cages a layout draws on `grid` (N² digits): each letter one cage, `.` no cage; each
/// cage's sum read off the grid.
fn cages_of(layout: &str, grid: &[u8]) -> Vec<Cage> {
    let mut letters: Vec<u8> = layout.bytes().filter(|&b| b != b'.').collect();
    letters.sort_unstable();
    letters.dedup();
    letters
        .into_iter()
        .map(|letter| {
            let cells: Vec<usize> = (0..grid.len())
                .filter(|&i| layout.as_bytes()[i] == letter)
                .collect();
            let sum = cells.iter().map(|&i| u32::from(grid[i])).sum();
            (sum, cells)
        })
        .collect()
}

/// The `cage SUM: CELLS` lines of `cages` on an N×N board.
fn cage_lines(n: usize, cages: &[Cage]) -> String {
    let line = |(sum, cells): &Cage| {
        let names: Vec<String> = cells.iter().map(|&i| name(n, i)).collect();
        format!("cage {sum}: {}\n", names.join(","))
    };
    cages.iter().map(line).collect()
}

/// Whether digit `d` may go into the empty cell `i` as far as its cage goes: no digit
/// twice in the cage, and what is left of the sum made by the cage's other empty cells with
/// distinct digits not in it ([`makes`]).
fn cage_allows(cells: &[u8], cage: &Cage, i: usize, d: u8, n: usize) -> bool {
    let (sum, members) = cage;
    let (mut held, mut used, mut others) = (1u32 << d, u32::from(d), 0);
    for &j in members {
        match cells[j] {
            0 if j != i => others += 1,
            0 => {}
            x if x == d => return false,
            x => {
                held |= 1 << x;
                used += u32::from(x);
            }
        }
    }
    sum.checked_sub(used)
        .is_some_and(|left| makes(held, n as u32, 1, others, left))
}

/// Whether `count` distinct digits from `from` to `n`, none in `held`, add up to `left`:
/// each digit in turn taken or not.
fn makes(held: u32, n: u32, from: u32, count: usize, left: u32) -> bool {
    if count == 0 || from > n || n + 1 - from < count as u32 || from * count as u32 > left {
        return count == 0 && left == 0;
    }
    let take =
        held & 1 << from == 0 && from <= left && makes(held, n, from + 1, count - 1, left - from);
    take || makes(held, n, from + 1, count, left)
}

/// How many solutions `givens` has under `houses` and `cages`, counted up to `cap` by
/// trying every allowed digit in the emptiest cell; a full cage's sum is checked exactly.
fn brute_count(givens: &[u8], houses: &[Vec<usize>], cages: &[Cage], cap: u64) -> u64 {
    let n = houses[0].len();
    let peers = peers(houses);
    let cage_of: Vec<Option<&Cage>> = (0..n * n)
        .map(|i| cages.iter().find(|(_, cells)| cells.contains(&i)))
        .collect();
    struct Search<'a> {
        n: usize,
        peers: Vec<Vec<usize>>,
        cage_of: Vec<Option<&'a Cage>>,
        cap: u64,
    }
    impl Search<'_> {
        fn free(&self, cells: &[u8], i: usize) -> Vec<u8> {
            (1..=self.n as u8)
                .filter(|&d| self.peers[i].iter().all(|&j| cells[j] != d))
                .filter(|&d| self.cage_of[i].is_none_or(|c| cage_allows(cells, c, i, d, self.n)))
                .collect()
        }
        fn go(&self, cells: &mut Vec<u8>, found: u64) -> u64 {
            let mut best: Option<Vec<u8>> = None;
            let mut at = 0;
            for i in (0..cells.len()).filter(|&i| cells[i] == 0) {
                let free = self.free(cells, i);
                if best.as_ref().is_none_or(|b| free.len() < b.len()) {
                    let dead = free.is_empty();
                    (best, at) = (Some(free), i);
                    if dead {
                        break;
                    }
                }
            }
            let Some(options) = best else {
                let full_sums = self.cage_of.iter().flatten().all(|(sum, members)| {
                    members.iter().map(|&j| u32::from(cells[j])).sum::<u32>() == *sum
                });
                return u64::from(full_sums);
            };
            let mut more = 0;
            for d in options {
                cells[at] = d;
                more += self.go(cells, found + more);
                cells[at] = 0;
                if found + more >= self.cap {
                    break;
                }
            }
            more
        }
    }
    let search = Search {
        n,
        peers,
        cage_of,
        cap,
    };
    search.go(&mut givens.to_vec(), 0)
}

/// Whether `solution` keeps `givens`, holds each digit once in every house, and holds
/// distinct digits adding up to its sum in every cage.
fn solves(solution: &[u8], givens: &[u8], houses: &[Vec<usize>], cages: &[Cage]) -> bool {
    let n = houses[0].len();
    let kept = givens.iter().zip(solution).all(|(&g, &s)| g == 0 || g == s);
    let once = houses.iter().all(|house| {
        let mut seen: Vec<u8> = house.iter().map(|&i| solution[i]).collect();
        seen.sort_unstable();
        seen == (1..=n as u8).collect::<Vec<_>>()
    });
    let caged = cages.iter().all(|(sum, cells)| {
        let mut seen: Vec<u8> = cells.iter().map(|&i| solution[i]).collect();
        let total: u32 = seen.iter().map(|&d| u32::from(d)).sum();
        seen.sort_unstable();
        seen.dedup();
        seen.len() == cells.len() && total == *sum
    });
    kept && once && caged && solution.len() == n * n
}

/// A small killer's cells, its other directive lines, its houses and its cages.
type Case = (&'static str, &'static str, Vec<Vec<usize>>, Vec<Cage>);

/// A 4×4 grid that keeps both diagonals, and a 6×6 one (boxes of 2 rows by 3 columns).
const FOUR: &str = "1234341243212143";
const SIX: &str = "123456456123231564564231312645645312";

/// Small killers as (cells, other directives, houses, cages): cages over the whole grid or
/// part of it, with and without givens, with diagonals, regions or an extra house.
fn small_killers() -> Vec<Case> {
    let (four, six) = (digits(FOUR), digits(SIX));
    vec![
        (
            "................",
            "",
            houses(4, 2, None, ""),
            cages_of("aabbcdeecfghiifh", &four),
        ),
        (
            "................",
            "",
            houses(4, 2, None, ""),
            cages_of("ab..ab....c...c.", &four),
        ),
        (
            "1...........4...",
            "",
            houses(4, 2, None, ""),
            cages_of(".aab....cc...dd.", &four),
        ),
        (
            "................",
            "diagonals: both\n",
            houses(4, 2, None, "both"),
            cages_of("aa.......b.b....", &four),
        ),
        (
            "................",
            "regions: 1112132233423444\n",
            houses(4, 2, Some("1112132233423444"), ""),
            cages_of("aa............bb", &four),
        ),
        (
            "................",
            "extra: r1c1,r2c2,r3c3,r4c4\n",
            houses(4, 2, None, "main"),
            cages_of("a..a....b..b....", &four),
        ),
        (
            // cages whose cells share no house: only the cage keeps 2 + 2 and 3 + 3 out
            "................",
            "",
            houses(4, 2, None, ""),
            vec![(4, vec![0, 6]), (6, vec![9, 15]), (6, vec![3, 13])],
        ),
        (
            "................",
            "",
            houses(4, 2, None, ""),
            vec![(7, vec![0, 6, 9]), (8, vec![3, 5, 14])],
        ),
        (
            // a cage alone across three houses: only its own distinctness keeps 2 + 2 + 3 out
            // (its sum allows 2 and 3 again once a 2 is placed)
            "................",
            "",
            houses(4, 2, None, ""),
            vec![(7, vec![0, 6, 9])],
        ),
        (
            "....................................",
            "",
            houses(6, 2, None, ""),
            cages_of("aabbccdeeffgdhhiigjjkllmnnkoomppqqrr", &six),
        ),
        (
            "....................................",
            "",
            houses(6, 2, None, ""),
            cages_of("aab...a.b...........c.....c......dd.", &six),
        ),
        (
            "1.......3..........2....5...........",
            "diagonals: main\n",
            houses(6, 2, None, "main"),
            cages_of("aa..bb..............cc........dd....", &digits(MAIN_SIX)),
        ),
    ]
}

/// A small killer as a file writes it: its cells, its directives, its cage lines.
fn killer_text((cells, directives, houses, cages): &Case) -> String {
    format!(
        "{cells}\n{directives}{}",
        cage_lines(houses[0].len(), cages)
    )
}

#[test]
fn small_killers_have_the_brute_force_counts() {
    for case in small_killers() {
        let (cells, _, houses, cages) = &case;
        let expected = brute_count(&digits(cells), houses, cages, u64::MAX);
        let text = killer_text(&case);
        assert_eq!(counted(&text), expected, "{text}");
    }
}

/// Every composition (cells x digits x inference, `random` with seed 7) counts every small
/// killer's solutions as the brute force does: a cage prunes under each of them, the
/// ladder's eliminations and `constraint`'s places included.
#[test]
fn every_composition_counts_the_small_killers_as_the_brute_force() {
    // the 6x6 with ten thousand solutions aside: 96 searches of it would take seconds
    let (cases, expected): (Vec<Case>, Vec<String>) = small_killers()
        .into_iter()
        .map(|case| {
            let (cells, _, houses, cages) = &case;
            let count = brute_count(&digits(cells), houses, cages, u64::MAX);
            (case, count.to_string())
        })
        .filter(|(_, count)| count.len() <= 2)
        .unzip();
    assert_eq!(cases.len(), 11);
    let text: String = cases.iter().map(killer_text).collect();
    let file = file(&text);
    let path = file.path().to_str().unwrap();
    let strategies: Vec<String> = Strategy::every().map(|s| s.to_string()).collect();
    assert_eq!(strategies.len(), 96);
    for strategy in &strategies {
        let out = count_lines(path, &["--strategy", strategy, "--seed", "7"]);
        let counts: Vec<&str> = out.lines().collect();
        assert_eq!(counts, expected, "{strategy}");
    }
}

/// A 6×6 grid that keeps its main diagonal.
const MAIN_SIX: &str = "123456456123312645645312234561561234";

#[test]
fn the_brute_force_counts_what_it_is_given() {
    // one 4x4 grid's cages over the whole grid: the grid itself is one of the solutions,
    // and the standard 4x4 has 288 grids
    let cages = cages_of("aabbcdeecfghiifh", &digits(FOUR));
    let houses = houses(4, 2, None, "");
    assert!(solves(&digits(FOUR), &[0; 16], &houses, &cages));
    assert!(brute_count(&[0; 16], &houses, &cages, u64::MAX) >= 1);
    assert_eq!(brute_count(&[0; 16], &houses, &[], u64::MAX), 288);
    // a cage of 1 and 2 in r1c1,r1c2 leaves half the grids that start 1 2 or 2 1
    let pair = vec![(3, vec![0, 1])];
    assert_eq!(brute_count(&[0; 16], &houses, &pair, u64::MAX), 288 / 6);
}

/// The cage of a `cage SUM: CELLS` line on an N×N board, read here; `None` for another line.
fn cage_of_line(n: usize, line: &str) -> Option<Cage> {
    let (sum, cells) = line.strip_prefix("cage ")?.split_once(": ").unwrap();
    let index = |cell: &str| {
        let (r, c) = cell[1..].split_once('c').unwrap();
        (r.parse::<usize>().unwrap() - 1) * n + c.parse::<usize>().unwrap() - 1
    };
    Some((sum.parse().unwrap(), cells.split(',').map(index).collect()))
}

/// The cages and givens of puzzle `k` (from 0) of puzzles/variants/killer.txt, with its
/// diagonals, read here from the file's text.
fn killer_file(k: usize) -> (Vec<u8>, String, Vec<Cage>) {
    let text = std::fs::read_to_string(puzzle_path("variants/killer.txt")).unwrap();
    let blocks: Vec<&str> = text.split("\n\n").collect();
    let lines = blocks[k].lines().filter(|l| !l.starts_with('#'));
    let (mut givens, mut diagonals, mut cages) = (Vec::new(), String::new(), Vec::new());
    for line in lines {
        if let Some(cage) = cage_of_line(9, line) {
            cages.push(cage);
        } else if let Some(which) = line.strip_prefix("diagonals: ") {
            diagonals = which.to_owned();
        } else {
            givens = digits(line);
        }
    }
    (givens, diagonals, cages)
}

#[test]
fn the_nine_by_nine_killers_are_solved_in_their_cages() {
    // the givenless killer's search is seconds long: the full tier's (the quick one solves
    // the small killers, above)
    if !tier::full() {
        return;
    }
    let out = succeeds(&[
        "solve",
        &puzzle_path("variants/killer.txt"),
        "--format",
        "line",
    ]);
    // each solution's line is followed by its puzzle's directive lines
    let solutions: Vec<&str> = (out.lines())
        .filter(|l| l.len() == 81 && !l.contains(':'))
        .collect();
    assert_eq!(solutions.len(), 2, "{out}");
    for (k, solution) in solutions.iter().enumerate() {
        let (givens, diagonals, cages) = killer_file(k);
        let houses = houses(9, 3, None, &diagonals);
        assert!(
            solves(&digits(solution), &givens, &houses, &cages),
            "{solution}"
        );
    }
    // the first has no givens and its cages cover the grid (its one solution is counted
    // by the slow test below); the killer X has one solution, and needs its diagonals
    let (givens, _, cages) = killer_file(0);
    assert!(givens.iter().all(|&d| d == 0));
    assert_eq!(cages.iter().map(|(_, c)| c.len()).sum::<usize>(), 81);
    let (givens, diagonals, cages) = killer_file(1);
    assert_eq!(diagonals, "both");
    assert_eq!(
        brute_count(&givens, &houses(9, 3, None, "both"), &cages, 2),
        1
    );
    assert!(brute_count(&givens, &houses(9, 3, None, ""), &cages, 2) > 1);
}

/// The killer without givens has one solution: half a minute of the brute force.
#[test]
#[ignore = "slow: run with --ignored"]
fn the_killer_without_givens_has_one_solution() {
    let (givens, _, cages) = killer_file(0);
    assert_eq!(brute_count(&givens, &houses(9, 3, None, ""), &cages, 2), 1);
}

#[test]
fn bad_cages_are_named_where_they_stand() {
    let blank = "................\n";
    let cases = [
        (
            format!("{blank}cage 3: r1c1,r1c2,r1c1\n"),
            "FILE:2:19: cage 3 holds r1c1 twice",
        ),
        (
            format!("{blank}cage 10: r1c1,r1c2,r1c3,r1c4,r2c1\n"),
            "FILE:2:10: cage 10 has 5 cells, more than 4",
        ),
        (
            format!("{blank}cage 10:\n"),
            "FILE:2:9: cage 10 has no cell",
        ),
        (
            format!("{blank}cage 8: r1c1,r1c2\n"),
            "FILE:2:6: cage 8: no 2 distinct digits 1 to 4 add up to 8",
        ),
        (
            format!("{blank}cage 2: r1c1,r1c2\n"),
            "FILE:2:6: cage 2: no 2 distinct digits 1 to 4 add up to 2",
        ),
        (
            format!("{blank}cage 3: r1c1,r1c2\ncage 7: r2c1,r1c2\n"),
            "FILE:3:14: r1c2 is in cage 3 at r1c1 already (a cell is in one cage at most)",
        ),
        (
            "1..1............\ncage 5: r1c1,r2c1\ncage 5: r1c4,r2c4\ncage 6: r1c1,r2c2\n"
                .to_string(),
            "FILE:4:9: r1c1 is in cage 5 at r1c1 already (a cell is in one cage at most)",
        ),
        (
            "11..............\ncage 3: r1c1,r1c2\n".to_string(),
            "FILE:2:9: cage 3 at r1c1: its givens hold 1 twice",
        ),
        (
            "4...............\ncage 6: r1c1,r2c1,r3c1\n".to_string(),
            "FILE:2:9: cage 6 at r1c1: its 2 empty cells cannot make the 2 its givens leave with distinct digits",
        ),
        (
            "4...3...........\ncage 6: r1c1,r2c1,r3c1\n".to_string(),
            "FILE:2:9: cage 6 at r1c1: its givens add up to 7, more than its sum",
        ),
        (
            "12..............\ncage 4: r1c1,r1c2\n".to_string(),
            "FILE:2:9: cage 4 at r1c1: its givens add up to 3, not 4",
        ),
        (
            format!("{blank}cage x: r1c1\n"),
            "FILE:2:6: cage \"x\": the sum is no number (cage 10: r1c1,r1c2)",
        ),
        // a cage without a sum keeps its digits distinct, and only that
        (
            "1....1..........\ncage: r1c1,r2c2\n".to_string(),
            "FILE:2:7: cage at r1c1: its givens hold 1 twice",
        ),
    ];
    each_refused(&cases);
}

#[test]
fn a_killer_of_dots_alone_is_read_and_solved() {
    // no givens at all: a puzzle of the cages, not a blank board to refuse or generate from
    let cages = cages_of("aabbcdeecfghiifh", &digits(FOUR));
    let text = format!("................\n{}", cage_lines(4, &cages));
    let file = file(&text);
    let path = file.path().to_str().unwrap();
    let out = succeeds(&["solve", path, "--format", "line"]);
    assert!(
        solves(
            &digits(out.lines().next().unwrap()),
            &[0; 16],
            &houses(4, 2, None, ""),
            &cages
        ),
        "{out}"
    );
    // several solutions: check says so (and exits 1), with no clue counted
    let check = stepdoku(&["check", path]);
    let said = String::from_utf8(check.stdout).unwrap();
    assert_eq!(said.trim(), "puzzle 1 (line 1): 0 clues, several solutions");
}

#[test]
fn json_lists_the_cages() {
    let text = "................\ncage 3: r1c1,r1c2\ncage 7: r4c3,r4c4\n";
    let file = file(text);
    let path = file.path().to_str().unwrap();
    let json = succeeds(&["solve", path, "--format", "json"]);
    let cages = "\"cages\":[{\"sum\":3,\"cells\":[\"r1c1\",\"r1c2\"]},\
                 {\"sum\":7,\"cells\":[\"r4c3\",\"r4c4\"]}]";
    let variant =
        format!("\"variant\":{{\"diagonals\":null,\"regions\":null,\"extra\":[],{cages}}}");
    assert!(json.contains(&variant), "{json}");
}

#[test]
fn trace_says_when_a_dead_end_is_the_cages() {
    // row-major: r1c1 1, so the cage's r1c2 takes 2 and leaves its r2c2 the 1 that box 1
    // holds; the 4 its houses leave r2c2 would make the cage 6
    let file = file("................\ncage 3: r1c2,r2c2\n");
    let path = file.path().to_str().unwrap();
    let args = ["trace", path, "--explain", "--strategy", "row-major"];
    let trace = succeeds(&args);
    let lines: Vec<&str> = trace.lines().collect();
    let at = lines
        .iter()
        .position(|l| l.starts_with("dead-end"))
        .unwrap();
    assert_eq!(
        lines[at - 5..=at],
        [
            "place r1c1 1 try 1 of 4 (1 2 3 4); first empty cell",
            "place r1c2 2 try 1 of 1 (2); first empty cell",
            "place r1c3 3 try 1 of 2 (3 4); first empty cell",
            "place r1c4 4 try 1 of 1 (4); first empty cell",
            "place r2c1 3 try 1 of 2 (3 4); first empty cell",
            "dead-end r2c2 cage 3 at r1c2 cannot reach its sum",
        ]
    );
    // a dead end that the houses alone make keeps its words
    let trace = on_killers(&["--explain", "--strategy", "propagate"]);
    assert!(trace.contains(" no candidate\n"), "{trace}");
    assert!(trace.contains("cannot reach its sum\n"));
}

/// Standard output of `stepdoku trace puzzles/variants/killer.txt ARGS`.
fn on_killers(args: &[&str]) -> String {
    let path = puzzle_path("variants/killer.txt");
    succeeds(&[&["trace", path.as_str()], args].concat())
}

/// The killers `generate --variant killer` prints for `args` at N×N (boxes of `box_rows`
/// rows): each one's givens and cages, checked to cover the grid once, cells side by side.
fn generated_killers(n: usize, args: &[&str]) -> Vec<(Vec<u8>, Vec<Cage>)> {
    let size = n.to_string();
    let made = generated(&[&["killer", "--grid", &size], args].concat());
    made.into_iter()
        .map(|(cells, directives)| {
            let cages: Vec<Cage> = (directives.iter())
                .map(|line| cage_of_line(n, line).unwrap_or_else(|| panic!("{line}")))
                .collect();
            let mut covered = vec![0; n * n];
            for (_, cage) in &cages {
                assert!((1..=4.min(n)).contains(&cage.len()), "{cage:?}");
                cage.iter().for_each(|&i| covered[i] += 1);
                let touching = |&i: &usize| {
                    (cage.iter())
                        .any(|&j| i.abs_diff(j) == n || i.abs_diff(j) == 1 && i / n == j / n)
                };
                assert!(cage.len() == 1 || cage.iter().all(touching), "{cage:?}");
            }
            assert!(covered.iter().all(|&k| k == 1), "{cells}: {covered:?}");
            (digits(&cells), cages)
        })
        .collect()
}

#[test]
fn generated_killers_have_one_solution_in_cages_over_the_grid() {
    for (n, box_rows, seed) in [(4, 2, "1"), (6, 2, "2"), (6, 3, "3"), (9, 3, "4")] {
        let boxes = format!("{box_rows}x{}", n / box_rows);
        let args = ["--box", &boxes, "--seed", seed, "--count", "3"];
        let killers = generated_killers(n, &args);
        assert_eq!(killers.len(), 3, "{args:?}");
        let houses = houses(n, box_rows, None, "");
        for (givens, cages) in killers {
            // the solution the binary finds, held to every house and cage here
            let text = format!("{}\n{}", cells_text(&givens), cage_lines(n, &cages));
            let file = file(&text);
            // a line reads back with the default boxes unless --box says otherwise
            let path = file.path().to_str().unwrap();
            let solved = succeeds(&["solve", path, "--box", &boxes, "--format", "line"]);
            let solution = digits(solved.lines().next().unwrap());
            assert!(solves(&solution, &givens, &houses, &cages), "{text}");
            assert_eq!(brute_count(&givens, &houses, &cages, 2), 1, "{text}");
        }
    }
}

#[test]
fn generated_killers_need_every_given() {
    // without symmetry each given is needed alone: without any one, two solutions
    let mut tried = 0;
    for (n, box_rows) in [(4, 2), (6, 2)] {
        let killers = generated_killers(n, &["--seed", "1", "--count", "4", "--symmetry", "none"]);
        let houses = houses(n, box_rows, None, "");
        for (givens, cages) in killers {
            assert_eq!(brute_count(&givens, &houses, &cages, 2), 1);
            for i in (0..n * n).filter(|&i| givens[i] != 0) {
                let mut fewer = givens.clone();
                fewer[i] = 0;
                assert_eq!(
                    brute_count(&fewer, &houses, &cages, 2),
                    2,
                    "{givens:?} without {i}"
                );
                tried += 1;
            }
        }
    }
    assert!(tried > 0, "some givens tried");
}

/// `givens` as a line of digits, `.` for an empty cell.
fn cells_text(givens: &[u8]) -> String {
    (givens.iter())
        .map(|&d| if d == 0 { '.' } else { char::from(b'0' + d) })
        .collect()
}

/// `--max-seconds` bounds a killer from its first count of solutions: with no time at all
/// its cages never get one solution, so nothing is printed and one line says why (before,
/// only the taking out of givens was bounded and a puzzle came out whatever the time).
#[test]
fn a_killer_out_of_time_before_one_solution_fails_in_one_line() {
    let out = stepdoku(&[
        "generate",
        "--variant",
        "killer",
        "--grid",
        "16",
        "--seed",
        "1",
        "--max-seconds",
        "0",
    ]);
    assert_eq!(out.status.code(), Some(1));
    assert!(
        out.stdout.is_empty(),
        "{}",
        String::from_utf8_lossy(&out.stdout)
    );
    let err = String::from_utf8_lossy(&out.stderr);
    let lines: Vec<&str> = err
        .lines()
        .filter(|l| !l.starts_with("random seed"))
        .collect();
    assert_eq!(
        lines,
        [
            "stepdoku: puzzle 1 ran out of its 0 seconds (--max-seconds) before its cages had one \
          solution, so there is no puzzle to print (give it more seconds); the lines above are \
          complete"
        ]
    );
}
