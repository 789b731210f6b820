//! Killer puzzles in the visualizer: the player searches on the cages (it reaches the
//! solution `stepdoku solve` prints), and the board draws each cage as one shape (no line
//! between two of its cells) with its sum over its first cell, in the player, the editor
//! and the race, in colour and under `NO_COLOR`.

use super::action::Action;
use super::app::App;
use super::player::Settings;
use super::test_support::{app_of, draw, settings, settle, settle_editors};
use insta::assert_snapshot;
use stepdoku::solver::Event;
use stepdoku::timeline::Target;

/// puzzles/variants/killer.txt's first puzzle (28 cages, no givens), as its lines.
fn killer_lines() -> Vec<String> {
    let path = crate::common::repo().join("puzzles/variants/killer.txt");
    let text = std::fs::read_to_string(path).unwrap();
    text.lines()
        .take_while(|l| !l.is_empty())
        .map(str::to_string)
        .collect()
}

/// An app on the killer as if opened from a file (the editor's and the race's titles name it).
fn killer_file_app() -> App {
    let lines = killer_lines();
    app_of(&lines.iter().map(String::as_str).collect::<Vec<_>>())
}

fn killer_app(settings: Settings) -> App {
    let lines = killer_lines();
    let puzzles = stepdoku::parse::parse_str(&lines.join("\n")).expect("it parses");
    let collection =
        super::collection::Collection::single(super::collection::Origin::Stdin, puzzles)
            .expect("not empty");
    App::new(collection, 0, settings)
}

/// Its one solution, as `stepdoku solve puzzles/variants/killer.txt --format line` prints it.
const SOLVED: &str =
    "752316849496857312813294765174569238285431976369728451521973684638142597947685123";

/// With `propagate`, the killer's search in the player finds the solution `stepdoku solve`
/// gives, at the step `solve --strategy propagate --format json` counts (23,472): the
/// search prunes by the cages (with no givens, the houses alone would take any grid).
#[test]
fn the_player_searches_a_killer_on_its_cages() {
    let mut app = killer_app(Settings {
        strategy: "propagate".parse().unwrap(),
        ..settings()
    });
    let units = app.player().timeline().expect("a search").units().clone();
    assert_eq!(units.cages().len(), 28);
    app.update(Action::Jump(Target::NextSolution));
    settle(&mut app);
    let t = app.player().timeline().expect("a search");
    assert!(matches!(t.current_event(), Some(Event::Solution { .. })));
    assert_eq!(t.position(), 23_472);
    let digits = super::test_support::digit_line(t);
    assert_eq!(digits, SOLVED);
}

/// The lines of the board's rows on a drawn screen: those starting with a frame line.
fn board_rows(text: &str) -> Vec<String> {
    (text.lines())
        .map(|l| l.trim_start_matches('"').trim_start())
        .filter(|l| l.starts_with(['┏', '┃', '┠', '┣', '┗']))
        .map(str::to_string)
        .collect()
}

/// At 80x24 and 120x40 each cage's sum sits on the line above its first cell (r1c1's 11,
/// r1c2's 19, then 13 over r1c5), no line runs between r1c2 and r1c3 (one cage) while one
/// runs between r1c1 and r1c2 (two); the same text in colour and under `NO_COLOR`.
#[test]
fn a_killer_in_the_player_at_80x24_and_120x40() {
    let mut app = killer_app(settings());
    app.update(Action::Seek(30));
    settle(&mut app);
    for (width, height, cell) in [(80, 24, 3), (120, 40, 7)] {
        let text = draw(&app, width, height).backend().to_string();
        let rows = board_rows(&text);
        let top: String = rows[0].chars().collect();
        let rule = |n: usize| "━".repeat(n);
        let head = format!("┏11{}┯19{}┳", rule(cell - 2), rule(2 * cell + 1 - 2));
        assert!(top.starts_with(&head), "{top}\n{text}");
        // r1c1 | r1c2, and r1c2 and r1c3 without a line: row 1's digits row
        let row1 = &rows[if cell == 3 { 1 } else { 2 }];
        let cells: String = row1.chars().take(4 * cell + 4).collect();
        let line_at = |k: usize| cells.chars().nth(k * (cell + 1)).unwrap();
        assert_eq!(
            (line_at(1), line_at(2), line_at(3)),
            ('│', ' ', '┃'),
            "{text}"
        );
        let mut plain = killer_app(Settings {
            palette: super::widgets::theme::Palette::Mono,
            ..settings()
        });
        plain.update(Action::Seek(30));
        settle(&mut plain);
        plain.palette = super::widgets::theme::Palette::Mono;
        assert_eq!(draw(&plain, width, height).backend().to_string(), text);
        assert_snapshot!(format!("killer_player_{width}x{height}"), text);
    }
}

/// At 59x17, with lines between boxes only, a sum over a box's top row stays on its line
/// and one below it is raised in its cell's corner (r2c3's 9, a one-digit sum, beside the
/// cell's dot); a cage border where no line runs is a light bar.
#[test]
fn a_killer_at_59x17_raises_its_sums() {
    let mut app = killer_app(settings());
    app.update(Action::Seek(30));
    settle(&mut app);
    let text = draw(&app, 59, 17).backend().to_string();
    let rows = board_rows(&text);
    assert!(rows[0].starts_with("┏11━19━━━━┳"), "{text}");
    assert!(rows[2].starts_with("┃ · │· ⁹· ┃²⁴ │"), "{text}");
    assert_snapshot!("killer_player_59x17", text);
}

/// The editor opened on the killer (`e`) draws its cages as the player does, and its panel
/// counts them (the 28 `cage` lines of the file).
#[test]
fn the_editor_draws_a_killers_cages() {
    let mut app = killer_file_app();
    app.update(Action::Edit);
    settle_editors(&mut app);
    let text = draw(&app, 80, 24).backend().to_string();
    let rows = board_rows(&text);
    assert!(rows[0].starts_with("┏11━┯19━━━━━┳"), "{text}");
    assert!(text.contains("Houses 28 cages"), "{text}");
    assert_snapshot!("killer_editor_80x24", text);
}

/// The race's boards at 120x40 show the cages' borders and sums (cells three wide).
#[test]
fn the_race_on_a_killer() {
    let mut app = killer_file_app();
    app.update(Action::Race);
    app.update(Action::Seek(8));
    let text = draw(&app, 120, 40).backend().to_string();
    assert_eq!(text.matches("┏11━19━━━━┳").count(), 4, "{text}");
    assert_snapshot!("killer_race_120x40", text);
}

/// The race's compact boards at 80x24 (one-character cells) write each cage's sum in
/// raised digits from its first cell along the cage, right where it goes on, else down:
/// row 1 reads r1c1's 11 going down (r2c1 in its cage, r1c2 not), 19 from r1c2 right
/// over r1c3, r1c4's dot, 13 going down from r1c5, 18 right from r1c6, r1c8's dot, 24
/// going down from r1c9; row 2 the second digits of 11 and 13 (r2c1, r2c5). In colour
/// each cage has a ground, neighbours apart (r1c1 and r1c2); under `NO_COLOR` none, the
/// text the same.
#[test]
fn the_race_writes_a_killers_sums_on_compact_boards() {
    for color in [true, false] {
        let mut app = killer_file_app();
        if !color {
            app.palette = super::widgets::theme::Palette::Mono;
        }
        app.update(Action::Race);
        let terminal = draw(&app, 80, 24);
        let text = terminal.backend().to_string();
        let rows = board_rows(&text);
        assert!(rows[1].starts_with("┃¹¹⁹┃·¹¹┃⁸·²┃"), "{text}");
        assert!(rows[2].starts_with("┃¹·⁹┃²³·┃¹⁷⁴┃"), "{text}");
        assert_eq!(text.matches("┃¹¹⁹┃·¹¹┃⁸·²┃").count(), 4, "{text}");
        let buf = terminal.backend().buffer();
        let row = (0..buf.area.height)
            .find(|&y| buf[(5, y)].symbol() == "┃")
            .unwrap();
        let (r1c1, r1c2) = (buf[(6, row)].bg, buf[(7, row)].bg);
        if color {
            assert_ne!(r1c1, r1c2, "{text}");
            assert_ne!(r1c1, ratatui::style::Color::Reset);
        } else {
            assert_eq!(
                (r1c1, r1c2),
                (ratatui::style::Color::Reset, ratatui::style::Color::Reset)
            );
        }
        if color {
            assert_snapshot!("killer_race_80x24", text);
        }
    }
}
