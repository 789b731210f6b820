//! `stepdoku estimate` (issue 37): its formats field by field against the library's
//! estimate, the probe seed that repeats a run, `--exact` against `solve --all`, bad input,
//! Ctrl-C, and the estimator's accuracy on puzzles whose whole search is run here.

use crate::support::fixtures;
use crate::support::json_field;
use crate::support::rate;
use crate::support::run::{puzzle_path as path, stepdoku};
#[cfg(target_os = "linux")]
use crate::support::signal;
use crate::support::tier;

use fixtures::P85;
use json_field::field;
use rate::mask_rate;
use std::path::Path;

use stepdoku::estimate::{Method, estimate, estimate_by};
use stepdoku::parse::read_file;
use stepdoku::solver::{Config, Strategy, search_to_end};
use stepdoku::sudoku::NineBoard;

/// Standard output of a run that must succeed without a word on standard error.
fn ok(args: &[&str]) -> String {
    let out = stepdoku(args);
    assert!(out.status.success(), "{args:?}: {out:?}");
    assert!(out.stderr.is_empty(), "{args:?}: {out:?}");
    String::from_utf8(out.stdout).unwrap()
}

/// The puzzles of a file of `puzzles/`, as grids.
fn grids(name: &str) -> Vec<NineBoard> {
    read_file(Path::new(&path(name)))
        .unwrap()
        .iter()
        .map(|p| p.grid().unwrap())
        .collect()
}

/// The steps of the whole search, from running it.
fn exact(givens: NineBoard, strategy: Strategy) -> u64 {
    let config = Config {
        strategy,
        seed: 0,
        max_solutions: u64::MAX,
    };
    let end = search_to_end(givens, config, 0, || false);
    assert!(end.exhausted);
    end.stats.steps
}

/// `text` with the probes' rate as `N`, line by line.
fn rate_masked(text: &str) -> String {
    text.lines().map(|line| mask_rate(line) + "\n").collect()
}

#[test]
fn text_gives_the_estimate_its_interval_and_the_rate() {
    let args = ["estimate", "--puzzle", P85, "--probe-seed", "1"];
    let out = ok(&args);
    assert_eq!(
        rate_masked(&out),
        "puzzle 1 (line 1), row-major: ≈ 977,289 steps (865,137–1,089,441), ≈ 0 solutions \
         (no probe reached one) from 100,000 probes, N a second\n"
    );
    // the rate is a number of probes a second, as `compact` writes it
    let rate = out.split(" probes, ").nth(1).unwrap();
    let rate = rate.strip_suffix(" a second\n").unwrap();
    assert!(rate.ends_with(['k', 'M']), "{out}");
    // with --exact, the true steps and the ratio
    let exact = ok(&[&args[..], &["--exact"]].concat());
    assert!(
        exact.ends_with(" a second; exact 904,384 steps, ratio 1.08\n"),
        "{exact}"
    );
    // a blank grid's tree, in scientific form; its interval too (Knuth's probes: 2,000
    // probes' work of stratified passes leaves the low end at the steps seen)
    let blank = ".".repeat(81);
    let args = [
        "estimate", "--puzzle", &blank, "--probes", "2000", "--method", "knuth",
    ];
    let out = ok(&[&args[..], &["--probe-seed", "1"]].concat());
    let (_, after) = out.split_once("≈ ").unwrap();
    let (figures, _) = after.split_once(", ≈ ").unwrap();
    let (steps, interval) = figures.split_once(" steps ").unwrap();
    let science = |s: &str| {
        let (mantissa, power) = s.split_once('e').unwrap();
        mantissa.len() == 3 && power.parse::<u32>().unwrap() >= 20
    };
    assert!(science(steps), "{out}");
    let interval = interval.trim_matches(['(', ')']);
    let (low, high) = interval.split_once('–').unwrap();
    assert!(science(low) && science(high), "{out}");
}

#[test]
fn json_has_the_issue_s_fields_from_the_library_s_estimate() {
    let top95 = path("norvig_top95.txt");
    for strategy in [Strategy::RowMajor, Strategy::Mrv, Strategy::Propagate] {
        let name = strategy.to_string();
        let args = ["estimate", &top95, "--index", "3", "--strategy", &name];
        let args = [&args[..], &["--probes", "5000", "--probe-seed", "42"]].concat();
        let line = ok(&[&args[..], &["--format", "json"]].concat());
        let givens = grids("norvig_top95.txt")[2];
        let config = Config {
            strategy,
            seed: 0,
            max_solutions: 1,
        };
        let e = estimate(givens, config, 5000, 42, || false);
        let (low, high) = e.interval();
        let six = |n: f64| format!("{}", format!("{n:.5e}").parse::<f64>().unwrap());
        let levels: Vec<String> = e.levels.iter().map(|&n| six(n)).collect();
        let (fewest, most) = e.solutions_interval();
        let expected = format!(
            "{{\"index\":3,\"line\":3,\"label\":null,\"puzzle\":\"{}\",\"grid\":9,\"box\":\"3x3\",\"strategy\":\"{name}\",\"steps_estimate\":{},\
             \"standard_error\":{},\"low\":{},\"high\":{},\"uncertain\":{},\
             \"solutions_estimate\":{},\"solutions_low\":{},\"solutions_high\":{},\"probes\":5000,\
             \"probe_seed\":\"42\",\"levels\":[{}]}}\n",
            // the file's own line 3, which is already in the header's form
            std::fs::read_to_string(&top95)
                .unwrap()
                .lines()
                .nth(2)
                .unwrap(),
            e.steps.round(),
            e.standard_error.round(),
            low.round(),
            high.round(),
            e.uncertain(),
            six(e.solutions),
            six(fewest),
            six(most),
            levels.join(",")
        );
        assert_eq!(line, expected, "{strategy}");
        // --exact adds the true steps and the ratio, and nothing else changes
        let with = ok(&[&args[..], &["--format", "json", "--exact"]].concat());
        let steps = exact(givens, strategy);
        let ratio = (e.steps / steps as f64 * 1e6).round() / 1e6;
        assert_eq!(
            with,
            format!(
                "{},\"steps\":{steps},\"ratio\":{ratio}}}\n",
                expected.trim_end().strip_suffix('}').unwrap()
            )
        );
    }
}

/// `estimate --exact`'s steps are `solve --all`'s (every puzzle here has one solution, so
/// `--all` runs the search to its end), for presets and a composition.
#[test]
fn exact_steps_are_solve_s_steps() {
    let hardest = path("norvig_hardest11.txt");
    for strategy in ["mrv", "propagate", "degree+lcv+fc"] {
        let estimates = ok(&[
            "estimate",
            &hardest,
            "--strategy",
            strategy,
            "--probes",
            "100",
            "--probe-seed",
            "5",
            "--exact",
            "--format",
            "json",
        ]);
        let solved = ok(&[
            "solve",
            &hardest,
            "--strategy",
            strategy,
            "--all",
            "--format",
            "json",
        ]);
        let solved: Vec<&str> = solved.lines().filter(|l| l.contains("\"steps\"")).collect();
        let estimates: Vec<&str> = estimates.lines().collect();
        assert_eq!(estimates.len(), 11, "{strategy}");
        assert_eq!(solved.len(), 11, "{strategy}");
        for (e, s) in estimates.iter().zip(&solved) {
            assert_eq!(field(s, "exhausted"), "true", "{strategy}: {s}");
            assert_eq!(field(e, "steps"), field(s, "steps"), "{strategy}");
            assert_eq!(field(e, "index"), field(s, "index"), "{strategy}");
        }
    }
}

#[test]
fn a_probe_seed_repeats_the_run_and_one_is_drawn_and_said_without_it() {
    let hardest = path("norvig_hardest11.txt");
    let args = ["estimate", &hardest, "--probes", "3000", "--format", "json"];
    let seeded = |seed: &str| ok(&[&args[..], &["--probe-seed", seed]].concat());
    let first = seeded("77");
    assert_eq!(first.lines().count(), 11);
    assert_eq!(first, seeded("77"));
    // standard input reads as the file does
    let piped = crate::support::run::bin()
        .args(["estimate", "-", "--probes", "3000", "--format", "json"])
        .args(["--probe-seed", "77"])
        .stdin(std::fs::File::open(&hardest).unwrap())
        .output()
        .unwrap();
    assert!(piped.status.success(), "{piped:?}");
    assert_eq!(String::from_utf8(piped.stdout).unwrap(), first);
    assert_ne!(first, seeded("78"));
    // without --probe-seed: a fresh seed, said so that the run can be repeated
    let out = stepdoku(&args);
    assert!(out.status.success(), "{out:?}");
    let said = String::from_utf8(out.stderr).unwrap();
    let seed = said
        .strip_prefix("stepdoku: probe seed ")
        .and_then(|rest| rest.split_once(' '))
        .map(|(seed, _)| seed.to_string())
        .unwrap_or_else(|| panic!("{said}"));
    assert_eq!(
        said,
        format!("stepdoku: probe seed {seed} (repeat with --probe-seed {seed})\n")
    );
    let drawn = String::from_utf8(out.stdout).unwrap();
    assert_eq!(
        field(drawn.lines().next().unwrap(), "probe_seed"),
        format!("\"{seed}\"")
    );
    assert_eq!(drawn, seeded(&seed));
    // a random digit order takes its own seed too (the k-th option of a guess depends on
    // it): both are said, and both repeat the run
    let random = ["--strategy", "random", "--index", "2"];
    let out = stepdoku(&[&args[..], &random].concat());
    let said = String::from_utf8(out.stderr).unwrap();
    assert!(said.starts_with("stepdoku: random seed "), "{said}");
    assert!(said.contains("\nstepdoku: probe seed "), "{said}");
    let both = ["--seed", "5", "--probe-seed", "6"];
    let with = || ok(&[&args[..], &random, &both].concat());
    assert_eq!(with(), with());
}

#[test]
fn bad_input_is_one_line_and_exit_status_2_and_other_records_go_on() {
    let dir = tempfile::TempDir::new().unwrap();
    let file = dir.path().join("mixed.txt");
    let conflict = format!("55{}", &P85[2..]);
    let text = format!("{P85}\n12x\n{conflict}\n{P85}\n");
    std::fs::write(&file, text).unwrap();
    let file = file.to_str().unwrap();
    let args = ["estimate", file, "--probes", "500", "--probe-seed", "9"];
    let out = stepdoku(&args);
    assert_eq!(out.status.code(), Some(2), "{out:?}");
    let stdout = rate_masked(&String::from_utf8(out.stdout).unwrap());
    let good = |n: usize| {
        format!(
            "puzzle {n} (line {n}), row-major: ≈ 698,049 steps (426,041–970,056), ≈ 0 solutions (no probe reached one) from 500 probes, \
             N a second\n"
        )
    };
    assert_eq!(
        stdout,
        format!(
            "{}puzzle 2 (line 2): invalid\npuzzle 3 (line 3): invalid\n{}",
            good(1),
            good(4)
        )
    );
    assert_eq!(
        String::from_utf8(out.stderr).unwrap(),
        format!(
            "stepdoku: {file}:2:3: unexpected character 'x'\n\
             stepdoku: {file}:3: conflicting givens: r1c1 and r1c2 both hold 5 (row 1)\n"
        )
    );
    // in json, the bad records are solve's objects with an `error`
    let json = stepdoku(&[&args[..], &["--format", "json"]].concat());
    let lines: Vec<String> = String::from_utf8(json.stdout)
        .unwrap()
        .lines()
        .map(str::to_string)
        .collect();
    assert_eq!(lines.len(), 4);
    assert_eq!(
        field(&lines[1], "error"),
        "\"line 2, column 3: unexpected character 'x'\""
    );
    assert_eq!(field(&lines[2], "index"), "3");
    assert!(field(&lines[2], "error").starts_with("\"conflicting givens"));
    assert_eq!(field(&lines[3], "index"), "4");
    for (args, said) in [
        (
            &["estimate", "nope.txt"][..],
            "stepdoku: nope.txt: no such file\n",
        ),
        (
            &["estimate", file, "--index", "9", "--probe-seed", "1"],
            &format!("stepdoku: {file}: no puzzle 9: the file holds 4 puzzles\n"),
        ),
        (
            &["estimate", file, "--probes", "0"],
            "stepdoku: --probes 0: --probes takes a whole number from 1\n",
        ),
        (
            &["estimate", file, "--probe-seed", "x"],
            "stepdoku: --probe-seed x: --probe-seed takes a whole number from 0 to \
             18446744073709551615\n",
        ),
        (
            &["estimate", file, "--format", "xml"],
            "stepdoku: --format xml: --format takes text or json\n",
        ),
    ] {
        let out = stepdoku(args);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        assert_eq!(String::from_utf8(out.stderr).unwrap(), said, "{args:?}");
        assert!(out.stdout.is_empty(), "{args:?}");
    }
}

/// Ctrl-C while the probes run: the estimate of the probes so far, and status 130; while
/// `--exact` runs the whole search (a blank grid's never ends): the estimate without it.
#[cfg(target_os = "linux")]
#[test]
fn ctrl_c_prints_the_estimate_so_far() {
    let blank = ".".repeat(81);
    let many = ["--probes", "1000000000000", "--probe-seed", "1"];
    let args = [
        &["estimate", "--puzzle", &blank, "--format", "json"][..],
        &many,
    ]
    .concat();
    let out = signal::Running::start(&args)
        .catching("-INT")
        .busy_for(signal::SEARCHING)
        .signal("-INT");
    assert_eq!(out.status.code(), Some(130), "{out:?}");
    let stdout = String::from_utf8(out.stdout).unwrap();
    let probes: u64 = field(&stdout, "probes").parse().unwrap();
    assert!(probes > 0 && probes < 1_000_000_000_000, "{stdout}");
    assert!(!stdout.contains("\"steps\""), "{stdout}");
    assert_eq!(
        String::from_utf8(out.stderr).unwrap(),
        format!(
            "stepdoku: interrupted in <puzzle>:1 after {} probes; the estimates above are \
             what was found\n",
            stepdoku::numbers::grouped(probes)
        )
    );
    // in the whole search of --exact: the estimate's probes are all taken
    let args = [
        "estimate", "--puzzle", &blank, "--probes", "1000", "--exact",
    ];
    let out = signal::Running::start(&[&args[..], &["--probe-seed", "1"]].concat())
        .catching("-INT")
        .busy_for(signal::SEARCHING)
        .signal("-INT");
    assert_eq!(out.status.code(), Some(130), "{out:?}");
    let stdout = rate_masked(&String::from_utf8(out.stdout).unwrap());
    assert!(
        stdout.ends_with(" from 1,000 probes, N a second\n"),
        "{stdout}"
    );
    let stderr = String::from_utf8(out.stderr).unwrap();
    assert!(
        stderr.starts_with("stepdoku: interrupted in <puzzle>:1 after ")
            && stderr
                .ends_with(" steps of its whole search; the estimates above are what was found\n"),
        "{stderr}"
    );
}

/// The puzzles of the accuracy test: for each strategy, indices in each file of puzzles whose
/// whole search takes 2,000 to 3,000,000 steps (checked here), the first fourteen of each file
/// (among its first 400 puzzles).
#[rustfmt::skip]
const ACCURACY: [(&str, &str, [usize; 14]); 9] = [
    ("row-major", TOP95, [12, 13, 14, 19, 20, 22, 25, 27, 29, 31, 32, 33, 35, 38]),
    ("row-major", TDOKU, [11, 14, 15, 27, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38]),
    ("row-major", TOP1465, [4, 7, 8, 9, 10, 12, 13, 14, 15, 16, 17, 18, 19, 20]),
    ("mrv", TOP95, [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14]),
    ("mrv", TDOKU, [10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23]),
    ("mrv", TOP1465, [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14]),
    ("propagate", TOP95, [4, 5, 6, 7, 8, 9, 10, 12, 13, 15, 21, 25, 27, 37]),
    ("propagate", TDOKU, [10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23]),
    ("propagate", TOP1465, [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 12, 13, 14, 15]),
];
const TOP95: &str = "norvig_top95.txt";
const TDOKU: &str = "tdoku_test_puzzles_with_counts.txt";
const TOP1465: &str = "magictour_top1465.txt";

/// Issue 37's accuracy: the interval holds the true steps for at least 80% of 42 puzzles a
/// strategy, and the median of estimate over true steps lies between 0.8 and 1.25. The true
/// steps come from running each whole search. One test a strategy, so that the three run
/// beside the others rather than one after the other.
///
/// `probes` (probe seed 1): row-major takes the default 100,000, since its heavy tail leaves
/// fewer intervals holding with fewer (34 to 39 of 42 at 20,000 over five probe seeds). The
/// narrow trees of mrv and propagate take 20,000, a fifth of the work: 38 to 42 hold on five
/// seeds, and their medians lie within 1% of 1. For those two the median must also lie within
/// 2% of 1, which keeps what the smaller sample gives away: counting a dead end's step as 0
/// (a bias of 3% to 5%) breaks that bound, and the intervals too; halving the standard error
/// leaves 30 of 42 intervals holding at either sample.
fn accurate_on_real_puzzles(name: &str, probes: u64) {
    let strategy: Strategy = name.parse().unwrap();
    let config = Config {
        strategy,
        seed: 0,
        max_solutions: 1,
    };
    let (mut held, mut ratios) = (0, Vec::new());
    for (_, file, indices) in ACCURACY.iter().filter(|(s, _, _)| *s == name) {
        let puzzles = grids(file);
        for index in indices {
            let givens = puzzles[index - 1];
            let steps = exact(givens, strategy);
            assert!(
                (2_000..=3_000_000).contains(&steps),
                "{name} {file} {index}: {steps} steps"
            );
            let e = estimate(givens, config, probes, 1, || false);
            let (low, high) = e.interval();
            if (low..=high).contains(&(steps as f64)) {
                held += 1;
            }
            ratios.push(e.steps / steps as f64);
        }
    }
    let count = ratios.len();
    assert_eq!(count, 42);
    ratios.sort_by(f64::total_cmp);
    let median = (ratios[count / 2 - 1] + ratios[count / 2]) / 2.0;
    assert!(
        held * 10 >= count * 8,
        "{name}: the interval held the true steps for {held} of {count}"
    );
    assert!(
        (0.8..=1.25).contains(&median),
        "{name}: the median of estimate over true steps is {median}"
    );
    if strategy != Strategy::RowMajor {
        assert!(
            (0.98..=1.02).contains(&median),
            "{name}: the median of estimate over true steps is {median}, over 2% from 1"
        );
    }
    eprintln!("{name}: {held} of {count} intervals hold, median ratio {median:.3}");
}

#[test]
fn the_estimate_is_accurate_on_real_puzzles_row_major() {
    // 42 searches and their estimates for each strategy: the full tier's (the quick one checks
    // what the estimate prints and `--exact`, above, but not how close it comes)
    if tier::full() {
        accurate_on_real_puzzles("row-major", 100_000);
    }
}

#[test]
fn the_estimate_is_accurate_on_real_puzzles_mrv() {
    if tier::full() {
        accurate_on_real_puzzles("mrv", 20_000);
    }
}

#[test]
fn the_estimate_is_accurate_on_real_puzzles_propagate() {
    if tier::full() {
        accurate_on_real_puzzles("propagate", 20_000);
    }
}

/// `--method adaptive` and `--method knuth` print the library's estimates by those methods;
/// `--method stratified` is the default's.
#[test]
fn method_picks_the_estimator() {
    let hardest = path("norvig_hardest11.txt");
    let args = ["estimate", &hardest, "--index", "2", "--probes", "3000"];
    let args = [&args[..], &["--probe-seed", "4", "--format", "json"]].concat();
    let run = |method: &[&str]| ok(&[&args[..], method].concat());
    let default = run(&[]);
    assert_eq!(run(&["--method", "stratified"]), default);
    let config = Config {
        strategy: Strategy::RowMajor,
        seed: 0,
        max_solutions: 1,
    };
    let givens = grids("norvig_hardest11.txt")[1];
    for method in [Method::Adaptive, Method::Knuth, Method::Stratified] {
        let out = run(&["--method", method.name()]);
        let e = estimate_by(method, givens, config, 3000, 4, || false);
        let steps = format!("{}", e.steps.round());
        assert_eq!(field(&out, "steps_estimate"), steps, "{}", method.name());
        assert_eq!(
            out == default,
            method == Method::Stratified,
            "{}",
            method.name()
        );
    }
}
