//! Every command that prints one JSON object per puzzle starts it with the same header, and
//! the header says the board's own size (`estimate` once said `"grid":9` for every board).

use crate::support::run::{puzzle_path, succeeds};

/// The header written by hand from the file: line 2 of `sizes/12x12.txt` is puzzle 2, a
/// 12×12 with boxes of 3 rows by 4 columns, and no label.
fn header_of_the_second_12x12() -> String {
    let text = std::fs::read_to_string(puzzle_path("sizes/12x12.txt")).unwrap();
    let cells = text.lines().nth(1).unwrap().trim();
    assert_eq!(cells.len(), 144, "a 12x12 line");
    format!(r#"{{"index":2,"line":2,"label":null,"puzzle":"{cells}","grid":12,"box":"3x4","#)
}

#[test]
fn solve_race_tree_and_estimate_start_with_one_header() {
    let file = puzzle_path("sizes/12x12.txt");
    let header = header_of_the_second_12x12();
    let on = ["--index", "2", "--format", "json"];
    let runs: [&[&str]; 4] = [
        &["solve", &file, "--strategy", "mrv"],
        &["race", &file, "--strategies", "mrv,propagate"],
        &["tree", &file, "--strategy", "propagate", "--depth", "1"],
        &[
            "estimate",
            &file,
            "--strategy",
            "propagate",
            "--probes",
            "50",
        ],
    ];
    for args in runs {
        let out = succeeds(&[args, &on[..]].concat());
        assert!(
            out.starts_with(&header),
            "{args:?}:\n{out}\nwanted:\n{header}"
        );
    }
}

#[test]
fn check_keeps_its_puzzle_number_and_says_the_size() {
    let file = puzzle_path("sizes/12x12.txt");
    let out = succeeds(&["check", &file, "--index", "2", "--format", "json"]);
    assert!(
        out.starts_with(r#"{"puzzle":2,"line":2,"label":null,"grid":12,"box":"3x4","#),
        "{out}"
    );
}
