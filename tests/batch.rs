//! Batches through the binary: `--jobs` keeps the output's order and bytes.

use std::process::{Command, Output, Stdio};

fn repo(path: &str) -> String {
    format!("{}/{path}", env!("CARGO_MANIFEST_DIR"))
}

/// Runs `stepdoku ARGS` to its end with no standard input.
fn run(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_stepdoku"))
        .args(args)
        .stdin(Stdio::null())
        .output()
        .unwrap()
}

/// JSON lines without their timings, the one field allowed to differ between runs.
fn without_timings(text: &str) -> String {
    text.lines()
        .map(|line| match line.find("\"elapsed_us\":") {
            Some(at) => {
                let rest = &line[at..];
                let end = rest.find(',').unwrap_or(rest.len());
                format!("{}{}", &line[..at], &rest[end..])
            }
            None => line.to_string(),
        })
        .collect::<Vec<_>>()
        .join("\n")
}

/// `ARGS --jobs 1` and `ARGS --jobs 2` print the same (timings aside) and exit alike.
fn same_for_one_and_two_threads(args: &[&str]) -> Output {
    let with = |jobs: &str| {
        let mut all = args.to_vec();
        all.extend(["--jobs", jobs]);
        run(&all)
    };
    let (one, two) = (with("1"), with("2"));
    let text = |out: &Output| String::from_utf8_lossy(&out.stdout).into_owned();
    assert_eq!(one.status.code(), two.status.code(), "{args:?}");
    assert_eq!(
        without_timings(&text(&one)),
        without_timings(&text(&two)),
        "{args:?}"
    );
    assert_eq!(one.stderr, two.stderr, "{args:?}");
    one
}

#[test]
fn every_job_count_prints_the_same_in_the_same_order() {
    let top1465 = repo("puzzles/magictour_top1465.txt");
    for format in ["line", "json", "grid", "count"] {
        let out = same_for_one_and_two_threads(&[
            "solve",
            &top1465,
            "--strategy",
            "propagate",
            "--format",
            format,
        ]);
        assert_eq!(out.status.code(), Some(0));
    }
    let out = same_for_one_and_two_threads(&["check", &top1465]);
    // every line in input order: puzzle 1, 2, …, 1,465
    let text = String::from_utf8(out.stdout).unwrap();
    let numbers: Vec<String> = text
        .lines()
        .map(|l| l.split(" (").next().unwrap().replace("puzzle ", ""))
        .collect();
    let expected: Vec<String> = (1..=1465).map(stepdoku::numbers::grouped).collect();
    assert_eq!(numbers, expected);
}
