//! Variant puzzles in the visualizer: an X-sudoku is searched on its diagonals and drawn
//! with them marked, and its panel gives no tree estimate (the probes search standard
//! houses only, so their figure would be another puzzle's).

use super::app::App;
use super::collection::{Collection, Origin};
use super::player::Settings;
use super::test_support::{draw, settings, settle};
use super::widgets::board::HOUSE_MARK;

/// puzzles/variants/x.txt: an X-sudoku with one solution.
const X: [&str; 2] = [
    "6......4....3.............5..74...818..1.....3...2.4......8......1.9.83........5.",
    "diagonals: both",
];

/// An app on the puzzle of `lines`, with the probes of the tree estimate on.
fn app_of(lines: &[&str]) -> App {
    let puzzles = stepdoku::parse::parse_str(&lines.join("\n")).expect("it parses");
    let collection = Collection::single(Origin::Stdin, puzzles).expect("not empty");
    let probes = Settings {
        probes: true,
        ..settings()
    };
    App::new(collection, 0, probes)
}

#[test]
fn an_x_sudoku_is_searched_on_its_diagonals_and_drawn_with_them() {
    let mut x = app_of(&X);
    let mut plain = app_of(&X[..1]);
    for app in [&mut x, &mut plain] {
        settle(app);
        app.wait_for_probes();
    }
    assert!(plain.player().probes.estimate().is_some());
    assert!(x.player().probes.estimate().is_none());
    let units = |app: &App| app.player().timeline().expect("a search").units().clone();
    assert!(
        units(&x).has_extra(),
        "the diagonals are houses of the search"
    );
    assert!(!units(&plain).has_extra());
    let (x, plain) = (draw(&x, 120, 40), draw(&plain, 120, 40));
    let (x, plain) = (x.backend().to_string(), plain.backend().to_string());
    assert_eq!(x.matches(HOUSE_MARK).count(), 17, "{x}");
    assert!(!plain.contains(HOUSE_MARK), "{plain}");
    assert!(plain.contains("tree ≈"), "{plain}");
    assert!(!x.contains("tree ≈"), "{x}");
}

/// A jigsaw is searched on its boxes here for now, and the panel says so.
#[test]
fn a_jigsaw_says_its_regions_are_not_searched_here() {
    let jigsaw = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/puzzles/variants/jigsaw.txt"
    ))
    .unwrap();
    let lines: Vec<&str> = jigsaw.lines().collect();
    let app = app_of(&lines);
    let text = draw(&app, 120, 40).backend().to_string();
    let said = text
        .replace(['│', '\n'], " ")
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ");
    assert!(
        said.contains("its regions are not searched here yet"),
        "{text}"
    );
    let plain = draw(&app_of(&X), 120, 40).backend().to_string();
    assert!(!plain.contains("regions"), "{plain}");
}
