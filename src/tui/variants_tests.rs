//! Variant puzzles in the visualizer: an X-sudoku is searched on its diagonals and drawn
//! with them marked, a jigsaw on its regions and drawn with heavy borders between them, and
//! their panel gives no tree estimate (the probes search standard houses only, so their
//! figure would be another puzzle's).

use super::action::Action;
use super::app::App;
use super::collection::{Collection, Origin};
use super::player::Settings;
use super::test_support::{draw, settings, settle};
use super::widgets::board::{HOUSE_MARK, RING_BELOW};
use insta::assert_snapshot;
use ratatui::style::Color;
use stepdoku::solver::Event;

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
    assert!(!x.contains("tree ≈") && !x.contains("probing"), "{x}");
}

/// The jigsaw's regions, each cell's in reading order (its `regions:` line).
const REGIONS: &str =
    "111222233112523363141122333441426663445555566474855966778898996774758899777888999";

/// Its one solution, as `stepdoku solve puzzles/variants/jigsaw.txt --format line` prints it.
const SOLVED: &str =
    "639251748458367912172849365967435281824176593315928476796583124541692837283714659";

/// Stepped one step at a time (`→`) with `propagate`, the jigsaw's search in the player
/// reaches the solution `stepdoku solve` gives, at the step `solve --strategy propagate
/// --format json` counts; the board there keeps to the regions, checked here cell by cell.
#[test]
fn stepping_a_jigsaw_reaches_the_solution_solve_gives() {
    let puzzles = stepdoku::parse::parse_str(&variant_lines("jigsaw.txt").join("\n"));
    let puzzles = puzzles.expect("it parses");
    let collection = Collection::single(Origin::Stdin, puzzles).expect("not empty");
    let propagate = Settings {
        strategy: "propagate".parse().unwrap(),
        ..settings()
    };
    let mut app = App::new(collection, 0, propagate);
    let timeline = |app: &App| app.player().timeline().expect("a search").units().clone();
    assert!(!timeline(&app).has_boxes(), "searched on its regions");
    let solved = loop {
        app.update(Action::StepForward);
        let t = app.player().timeline().expect("a search");
        if let Some(Event::Solution { .. }) = t.current_event() {
            break t;
        }
        assert!(t.position() < 20_000, "solved within its 8,492 steps");
    };
    // `stepdoku solve --strategy propagate --format json puzzles/variants/jigsaw.txt`
    assert_eq!(solved.position(), 8_492);
    let digits = super::test_support::digit_line(solved);
    assert_eq!(digits, SOLVED);
    let (digits, regions) = (digits.as_bytes(), REGIONS.as_bytes());
    for i in 0..81 {
        for j in
            (i + 1..81).filter(|&j| i / 9 == j / 9 || i % 9 == j % 9 || regions[i] == regions[j])
        {
            assert_ne!(digits[i], digits[j], "cells {i} and {j}");
        }
    }
    let text = draw(&app, 120, 40).backend().to_string();
    assert!(text.contains("solved"), "{text}");
}

/// The player on the jigsaw at 80x24 and 120x40, some way into its search: heavy borders
/// where two neighbours are in different regions, thin ones inside a region, and no note
/// that its regions are not searched.
#[test]
fn a_jigsaw_in_the_player_at_80x24_and_120x40() {
    let mut app = app_on("jigsaw.txt");
    app.update(Action::Seek(60));
    settle(&mut app);
    for (width, height) in [(80, 24), (120, 40)] {
        let text = draw(&app, width, height).backend().to_string();
        assert!(!text.contains("not searched"), "{text}");
        // row 1's regions are 111222233: heavy after r1c3 and r1c7, not after r1c6 (a box's)
        let row = text.lines().find(|l| l.contains('┃')).expect("a cell row");
        let lines: String = row.chars().filter(|c| "┃│".contains(*c)).take(10).collect();
        assert_eq!(lines, "┃││┃│││┃│┃", "{text}");
        assert_snapshot!(format!("jigsaw_player_{width}x{height}"), text);
    }
}

/// An app on the puzzle of a file under puzzles/variants/ (no probes), as if opened from
/// the working folder.
fn app_on(name: &str) -> App {
    let lines = variant_lines(name);
    let lines: Vec<&str> = lines.iter().map(String::as_str).collect();
    super::test_support::app_of(&lines)
}

/// The puzzle of a file under puzzles/variants/, as its lines.
fn variant_lines(name: &str) -> Vec<String> {
    let path = crate::common::repo().join("puzzles/variants").join(name);
    let text = std::fs::read_to_string(path).unwrap();
    text.lines().map(str::to_string).collect()
}

/// The windoku's 36 window cells and the X-sudoku's 17 diagonal cells are marked `◦` in
/// colour and under `NO_COLOR` alike (the same text), on a dark ground of their own in
/// colour only; without colour no cell has a colour at all.
#[test]
fn house_marks_survive_no_color() {
    for (name, marked) in [("windoku.txt", 36), ("x.txt", 17)] {
        let mut app = app_on(name);
        app.update(Action::Seek(12));
        settle(&mut app);
        let coloured = draw(&app, 80, 24);
        app.palette = super::widgets::theme::Palette::Mono;
        let plain = draw(&app, 80, 24);
        let text = plain.backend().to_string();
        assert_eq!(text.matches(HOUSE_MARK).count(), marked, "{text}");
        assert_eq!(coloured.backend().to_string(), text);
        let grounds = |t: &ratatui::Terminal<ratatui::backend::TestBackend>| {
            let cells = t.backend().buffer().content().iter();
            cells
                .filter(|c| c.symbol() == HOUSE_MARK.to_string() && c.bg == Color::DarkGray)
                .count()
        };
        // every mark but the current cell's (reversed) stands on the ground
        assert!(grounds(&coloured) >= marked - 1, "{name}");
        assert_eq!(grounds(&plain), 0, "{name}");
        let buffer = plain.backend().buffer();
        assert!(
            buffer
                .content()
                .iter()
                .all(|c| (c.fg, c.bg) == (Color::Reset, Color::Reset))
        );
        let stem = name.trim_end_matches(".txt");
        assert_snapshot!(format!("{stem}_no_color_80x24"), text);
    }
}

/// The race opened from the player (`R`) on an X-sudoku searches every lane on the
/// diagonals and draws its compact boards with them: an empty diagonal cell is `◦` (the
/// only room a one-character cell has), in colour and under `NO_COLOR`, and a filled one
/// under `NO_COLOR` has a ring under its digit.
#[test]
fn the_race_on_an_x_sudoku_marks_its_diagonals() {
    let mut app = app_on("x.txt");
    app.update(Action::Race);
    let race = app.race().expect("the race is open");
    assert_eq!(race.lanes().len(), 4);
    for lane in race.lanes() {
        let units = lane.timeline().expect("a search").units();
        assert!(units.has_extra(), "{}", lane.strategy());
    }
    app.update(Action::Seek(8));
    let coloured = draw(&app, 80, 24).backend().to_string();
    app.palette = super::widgets::theme::Palette::Mono;
    let plain = draw(&app, 80, 24).backend().to_string();
    // without colour a filled diagonal cell has a ring under its digit, else the same
    assert_eq!(coloured, plain.replace(RING_BELOW, ""));
    // 17 diagonal cells a board, less the 3 givens on them and those placed by step 8
    let marks = plain.matches(HOUSE_MARK).count();
    assert!((4 * 6..=4 * 14).contains(&marks), "{marks}\n{plain}");
    // and those filled are the rings
    assert_eq!(marks + plain.matches(RING_BELOW).count(), 4 * 17, "{plain}");
    assert_snapshot!("x_race_80x24", coloured);
}

/// The editor on top.
fn editor(app: &App) -> &super::editor::Editor {
    match app.overlays().last() {
        Some(super::app::Overlay::Editor(editor)) => editor,
        _ => panic!("the editor is not on top"),
    }
}

/// `w`, a path typed over the prompt's `./`, Enter: as a person saves.
fn save_as(app: &mut App, path: &std::path::Path) {
    app.update(Action::SavePrompt);
    app.update(Action::Erase);
    app.update(Action::Erase);
    app.paste(path.to_str().unwrap());
    app.update(Action::Confirm);
}

/// Opened from the player (`e`) on each variant file, a digit typed, `w` writes the cells
/// and then the variant's directive lines: the file reads back as the same variant with
/// the digit. Enter then plays it on its houses.
#[test]
fn the_editor_writes_a_variant_back_with_its_directives() {
    let dir = tempfile::tempdir().unwrap();
    for name in ["jigsaw.txt", "windoku.txt", "x.txt"] {
        let mut app = app_on(name);
        let original = app.player().entry().puzzle.clone();
        let (variant, _) = original.variant.clone().expect("a variant");
        app.update(Action::Edit);
        assert_eq!(editor(&app).variant(), Some(&variant), "{name}");
        // r1c2 is empty in all three: a 7 there
        assert_eq!(original.digits[1], 0, "{name}");
        app.update(Action::Right);
        app.update(Action::Type('7'));
        let path = dir.path().join(name);
        save_as(&mut app, &path);
        let saved = std::fs::read_to_string(&path).unwrap();
        let read = stepdoku::parse::parse_str(&saved).expect("it reads back");
        assert_eq!(read.len(), 1, "{saved}");
        let mut digits = original.digits.clone();
        digits[1] = 7;
        assert_eq!(read[0].digits, digits, "{name}: {saved}");
        let (back, _) = read[0].variant.clone().expect("the variant read back");
        assert_eq!(back, variant, "{name}: {saved}");
        let written: Vec<&str> = saved.lines().skip(1).collect();
        assert_eq!(written, variant.directives(), "{name}");
        app.update(Action::Confirm);
        let t = app
            .player()
            .timeline()
            .expect("the edited puzzle is searched");
        assert_eq!(t.units(), variant.units(), "{name}");
    }
}

/// The editor checks givens against the variant's houses: a 6 at r9c9 of the X-sudoku
/// shares only diagonal 1 with r1c1's, and the panel names it; its board is drawn with the
/// marks. The jigsaw's editor is drawn with its regions' borders.
#[test]
fn the_editor_checks_and_draws_the_variants_houses() {
    let mut app = app_on("x.txt");
    app.update(Action::Edit);
    for _ in 0..80 {
        app.update(Action::Right);
    }
    app.update(Action::Type('6'));
    let conflicts = editor(&app).conflicts();
    assert_eq!(conflicts.len(), 1, "{conflicts:?}");
    assert_eq!(
        conflicts[0].to_string(),
        "r1c1 and r9c9 both hold 6 (diagonal 1)"
    );
    super::test_support::settle_editors(&mut app);
    let text = draw(&app, 80, 24).backend().to_string();
    assert_eq!(text.matches(HOUSE_MARK).count(), 17, "{text}");
    assert_snapshot!("x_editor_conflict_80x24", text);
    let mut app = app_on("jigsaw.txt");
    app.update(Action::Edit);
    super::test_support::settle_editors(&mut app);
    let text = draw(&app, 80, 24).backend().to_string();
    let row = text.lines().find(|l| l.contains('┃')).expect("a cell row");
    let lines: String = row.chars().filter(|c| "┃│".contains(*c)).take(10).collect();
    assert_eq!(lines, "┃││┃│││┃│┃", "{text}");
    // 15 givens make it unique: the classic 9×9's floor of 17 is not said of a jigsaw
    assert!(
        text.contains("Verdict unique") && !text.contains("never unique"),
        "{text}"
    );
    assert!(text.contains("Houses regions"), "{text}");
    assert_snapshot!("jigsaw_editor_80x24", text);
}

/// The race on the jigsaw at 120x40 and the player at 59x17, whose boards have no thin
/// lines: row 1's border between r1c7 and r1c8 (regions 2 and 3), where no line runs, is a
/// bar in the blank between them, in every lane.
#[test]
fn a_jigsaw_without_thin_lines_in_the_race_and_at_59x17() {
    let mut app = app_on("jigsaw.txt");
    let small = draw(&app, 59, 17).backend().to_string();
    let row = small.lines().nth(1).expect("row 1");
    assert!(row.contains(" 7 ┃"), "{small}");
    assert_snapshot!("jigsaw_player_59x17", small);
    app.update(Action::Race);
    app.update(Action::Seek(8));
    let text = draw(&app, 120, 40).backend().to_string();
    let bars = text
        .lines()
        .filter(|l| l.matches(" 7 ┃").count() == 2)
        .count();
    assert_eq!(bars, 2, "two rows of two boards\n{text}");
    assert_snapshot!("jigsaw_race_120x40", text);
}

/// The file picker's preview of a variant file has its houses: the X-sudoku's diagonal
/// cells marked, as a person sees when `o` lists puzzles/variants/ and ↓ reaches x.txt.
#[test]
fn the_pickers_preview_draws_the_variants_houses() {
    let dir = &crate::common::repo().join("puzzles/variants");
    let lines = variant_lines("x.txt");
    let lines: Vec<&str> = lines.iter().map(String::as_str).collect();
    let mut app = super::test_support::app_in(dir, &lines);
    app.update(Action::OpenFile);
    // the entries are ../, jigsaw.txt, windoku.txt, x.txt: ↓ stops on the last
    for _ in 0..3 {
        app.update(Action::Down);
    }
    let seen = draw(&app, 80, 24).backend().to_string();
    assert!(seen.contains("19 givens"), "x.txt's preview\n{seen}");
    // the preview's marks, right of the list (the board behind shows some on its left)
    let preview: usize = (seen.lines())
        .map(|l| l.chars().skip(30).filter(|&c| c == HOUSE_MARK).count())
        .sum();
    assert_eq!(preview, 17, "{seen}");
}
