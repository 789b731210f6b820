//! How many Sudoku grids there are, from the probes of a blank grid's search: each size's
//! estimate against the published count, with the count inside its interval.

use crate::support::run::succeeds;

/// The field `key` of a one-line JSON object, as a number.
fn number(json: &str, key: &str) -> f64 {
    let at = json.find(&format!("\"{key}\":")).expect(key) + key.len() + 3;
    let end = json[at..].find([',', '}']).unwrap() + at;
    json[at..end].parse().unwrap()
}

/// The published counts of completed grids: 4×4 and 6×6 by enumeration, 8×8 with 2×4
/// boxes (Russell and Jarvis), 9×9 (Felgenhauer and Jarvis, 2005).
const COUNTS: [(usize, f64); 4] = [
    (4, 288.0),
    (6, 28_200_960.0),
    (8, 29_136_487_207_403_520.0),
    (9, 6_670_903_752_021_072_936_960.0),
];

#[test]
fn a_blank_grid_s_probes_count_the_grids_of_every_size() {
    for (side, count) in COUNTS {
        let blank = ".".repeat(side * side);
        let args = ["estimate", "--puzzle", &blank, "--strategy", "propagate"];
        let json = succeeds(
            &[
                &args[..],
                &["--probes", "30000", "--probe-seed", "2", "--format", "json"],
            ]
            .concat(),
        );
        let json = json.trim_end();
        let estimate = number(json, "solutions_estimate");
        let (low, high) = (
            number(json, "solutions_low"),
            number(json, "solutions_high"),
        );
        assert!(
            (estimate / count - 1.0).abs() < 0.03,
            "{side}x{side}: {json}"
        );
        assert!(low <= count && count <= high, "{side}x{side}: {json}");
    }
}

#[test]
fn text_says_the_solutions_beside_the_steps() {
    let blank = ".".repeat(81);
    let out = succeeds(&["estimate", "--puzzle", &blank, "--strategy", "propagate"]);
    // `≈ 6.67e21 solutions`: three significant digits, whichever the probes land on
    let at = out.find(" solutions (").expect("solutions in the text");
    let number = out[..at].rsplit("≈ ").next().unwrap();
    assert!(number.ends_with("e21") && number.len() == 7, "{out}");
}
