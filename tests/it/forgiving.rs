//! A file with a bad record in it: every command that takes one puzzle works on any good
//! record and names the bad one only when it is chosen; records keep the numbers `solve`
//! gives them; a headless race of the whole file says `invalid` in the bad one's place,
//! finishes the others and exits 2.

use std::process::Stdio;
use tempfile::TempDir;

/// Two easy puzzles (norvig's easy50 #1 and #3) around a line that is no puzzle.
fn file() -> (TempDir, String) {
    let easy = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/puzzles/norvig_easy50.txt"
    ))
    .unwrap();
    let lines: Vec<&str> = easy.lines().collect();
    let dir = TempDir::new().unwrap();
    let path = dir.path().join("mixed.txt");
    std::fs::write(&path, format!("{}\n12x4\n{}\n", lines[0], lines[2])).unwrap();
    let path = path.to_str().unwrap().to_string();
    (dir, path)
}

/// Exit status, standard output and standard error of the binary run with `args`.
fn run(args: &[&str]) -> (i32, String, String) {
    let out = crate::support::run::bin()
        .args(args)
        .stdin(Stdio::null())
        .output()
        .unwrap();
    let text = |b: Vec<u8>| String::from_utf8(b).unwrap();
    (
        out.status.code().unwrap(),
        text(out.stdout),
        text(out.stderr),
    )
}

#[test]
fn trace_and_tree_take_any_good_record_and_name_a_bad_one_when_chosen() {
    let (_dir, file) = file();
    for index in ["1", "3"] {
        let (code, out, err) = run(&["trace", &file, "--index", index, "--limit", "3"]);
        assert_eq!((code, err.as_str()), (0, ""), "trace --index {index}");
        assert_eq!(out.lines().count(), 3, "{out}");
        let (code, out, err) = run(&["tree", &file, "--index", index, "--format", "json"]);
        assert_eq!((code, err.as_str()), (0, ""), "tree --index {index}");
        assert!(
            out.starts_with(&format!("{{\"index\":{index},"))
                && out.contains(",\"grid\":9,\"box\":\"3x3\",\"steps\":"),
            "{out}"
        );
    }
    // the first record that can be read, when none is chosen: easy50 #1 starts at r1c1
    let (_, first, _) = run(&["trace", &file, "--limit", "1"]);
    let (_, one, _) = run(&["trace", &file, "--index", "1", "--limit", "1"]);
    assert_eq!(first, one);
    for command in ["trace", "tree"] {
        let (code, out, err) = run(&[command, &file, "--index", "2"]);
        assert_eq!(code, 2, "{command}");
        assert_eq!(out, "");
        assert_eq!(
            err,
            format!("stepdoku: {file}:2:3: unexpected character 'x'\n")
        );
    }
    let (code, _, err) = run(&["trace", &file, "--index", "4"]);
    assert_eq!(code, 2);
    assert!(
        err.contains("no puzzle 4: the file holds 3 puzzles"),
        "{err}"
    );
}

#[test]
fn a_headless_race_of_the_file_says_invalid_in_the_bad_place_and_exits_2() {
    let (_dir, file) = file();
    let (code, out, err) = run(&["race", &file, "--format", "text", "--seed", "1"]);
    assert_eq!(code, 2, "{err}");
    assert_eq!(
        err,
        format!("stepdoku: {file}:2:3: unexpected character 'x': nothing to race\n")
    );
    let headings: Vec<&str> = out.lines().filter(|l| l.starts_with("puzzle ")).collect();
    assert_eq!(
        headings,
        [
            "puzzle 1 (line 1)",
            "puzzle 2 (line 2)",
            "puzzle 3 (line 3)"
        ]
    );
    assert!(
        out.contains("puzzle 2 (line 2)\n  invalid\npuzzle 3"),
        "{out}"
    );
    // both good ones raced to the end: four lanes each
    assert_eq!(out.matches(" solved").count(), 8, "{out}");
    let (code, out, _) = run(&["race", &file, "--format", "json", "--seed", "1"]);
    assert_eq!(code, 2);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 3);
    assert_eq!(
        lines[1],
        "{\"index\":2,\"line\":2,\"label\":null,\"puzzle\":null,\"error\":\"line 2, column 3: unexpected character 'x'\"}"
    );
    assert!(
        lines[2].starts_with("{\"index\":3,\"line\":3,"),
        "{}",
        lines[2]
    );
    // one good record chosen: no word of the bad one
    let (code, _, err) = run(&[
        "race", &file, "--index", "3", "--format", "json", "--seed", "1",
    ]);
    assert_eq!((code, err.as_str()), (0, ""));
}

#[test]
fn solve_numbers_the_records_as_the_others_do() {
    let (_dir, file) = file();
    let (code, out, _) = run(&["solve", &file, "--format", "json"]);
    assert_eq!(code, 2);
    let indexes: Vec<&str> = out.lines().map(|l| &l[..l.find(',').unwrap()]).collect();
    assert_eq!(indexes, ["{\"index\":1", "{\"index\":2", "{\"index\":3"]);
}
