//! Pencil marks: the candidates on from the start of a search that removes them, an
//! elimination's removals marked on its step and its pattern's cells highlighted, a restore's
//! candidates given back marked, and at 80×24 (where cells show counts) the panel's list of
//! the cells the step touches.

use super::action::Action;
use super::app::App;
use super::collection::{Collection, Origin};
use super::test_support::{draw, settings, settle};
use super::widgets::board::{self, BoardView};
use super::widgets::pencil::{self, Elimination};
use super::widgets::theme::Theme;
use insta::assert_snapshot;
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::{Color, Modifier};
use stepdoku::explain::{Explanation, Options};
use stepdoku::solver::{Event, Strategy};
use stepdoku::sudoku::Cell;
use stepdoku::timeline::Timeline;

/// The step of norvig_top95 #56 under `mrv+wings` whose xy-wing (pivot r9c6, pincers r8c5
/// and r9c9) takes 8 from r8c8, and the step whose backtrack gives it back.
const XY_WING: u64 = 23;
const ITS_RESTORE: u64 = 140;

/// The app on puzzle `number` of the bundled file `file` searched with `strategy`, at step 0.
fn app_on(file: &str, number: usize, strategy: &str) -> App {
    let path = crate::common::repo().join("puzzles").join(file);
    let puzzles = stepdoku::parse::read_file(&path).expect("bundled file");
    let collection = Collection::single(Origin::File(path), puzzles).expect("not empty");
    let strategy = strategy.parse::<Strategy>().expect("a strategy");
    let settings = super::player::Settings {
        strategy,
        ..settings()
    };
    App::new(collection, number - 1, settings)
}

/// The app on norvig_top95.txt #56 searched with `strategy`, at step 0.
fn top95_56(strategy: &str) -> App {
    app_on("norvig_top95.txt", 56, strategy)
}

fn at(app: &mut App, step: u64) -> &Timeline {
    app.update(Action::Seek(step));
    settle(app);
    app.player().timeline().expect("a search")
}

fn cell(name: &str) -> Cell {
    name.parse().expect("a cell")
}

#[test]
fn candidates_are_on_from_the_start_when_the_inference_removes_them() {
    assert!(top95_56("mrv+wings").player().shows_candidates());
    assert!(top95_56("mrv+locked").player().shows_candidates());
    let mut app = top95_56("mrv+singles");
    assert!(!app.player().shows_candidates());
    // choosing a strategy that removes candidates turns them on; hidden by hand, they stay
    // hidden for the next puzzle searched the same way
    app.player.choose("mrv+fish".parse().unwrap());
    assert!(app.player().shows_candidates());
    app.update(Action::Candidates);
    app.update(Action::NextPuzzle);
    assert!(!app.player().shows_candidates());
}

/// Every (cell, digit) the board draws in `style`'s colour and attributes, read back off the
/// screen at the largest size.
fn drawn_in(view: &BoardView, theme: &Theme, style: ratatui::style::Style) -> Vec<(Cell, u8)> {
    let size = crate::tui::layout::SIZES[0];
    let shape = view.shape();
    let area = Rect::new(0, 0, size.across(shape), size.down(shape));
    let mut buf = Buffer::empty(area);
    board::draw(&mut buf, area, size, view, theme);
    let mut found = Vec::new();
    for y in 0..area.height {
        for x in 0..area.width {
            let c = &buf[(x, y)];
            let marked =
                c.fg == style.fg.unwrap_or(Color::Reset) && c.modifier.contains(style.add_modifier);
            let digit = c.symbol().parse::<u8>().ok();
            if let (true, Some(digit), Some(at)) =
                (marked, digit, board::cell_at(area, size, shape, x, y))
            {
                found.push((at, digit));
            }
        }
    }
    found.sort_unstable();
    found
}

/// On each elimination and restore of the search's first 400 steps, the candidates drawn
/// marked are exactly the pairs of the step's removal, in colour and without.
#[test]
fn the_marked_candidates_are_exactly_the_steps_removals() {
    let mut app = top95_56("mrv+wings");
    let (mut eliminations, mut restores) = (0, 0);
    for step in 1..=400 {
        let t = at(&mut app, step);
        let event = t.current_event().expect("an event");
        let Some(removal) = event.removal() else {
            continue;
        };
        let view = BoardView::with_candidates(t);
        for color in [true, false] {
            let theme = Theme::new(color);
            let restore = matches!(event, Event::Restore(_));
            let style = if restore {
                theme.given_back()
            } else {
                theme.removed()
            };
            assert_eq!(
                drawn_in(&view, &theme, style),
                removal.pairs(),
                "step {step}: {event}"
            );
        }
        match event {
            Event::Restore(_) => restores += 1,
            _ => eliminations += 1,
        }
    }
    assert!(
        eliminations > 10 && restores > 5,
        "{eliminations} {restores}"
    );
}

/// The xy-wing's pivot and pincers are highlighted, no other cell; its restore highlights
/// none (the backtrack has taken back what made the pattern).
#[test]
fn the_patterns_cells_are_highlighted_on_its_step() {
    let mut app = top95_56("mrv+wings");
    let t = at(&mut app, XY_WING);
    let elimination = Elimination::of_event(t.current_event().as_ref(), t.shape()).unwrap();
    let highlighted: Vec<Cell> = (t.shape().all_cells())
        .filter(|&c| elimination.pattern[t.shape().index(c)])
        .collect();
    assert_eq!(highlighted, [cell("r8c5"), cell("r9c6"), cell("r9c9")]);
    assert!(!elimination.given_back);
    let terminal = draw(&app, 120, 40);
    let buf = terminal.backend().buffer();
    // r9c6's top-left corner, r8c8's 8 (row 8, column 8 of the 73×37 board: its candidate
    // 8 in the third row of its mini-grid, second column)
    let corner = &buf[(1 + 5 * 8, 1 + 8 * 4)];
    assert_eq!(corner.bg, Color::Yellow);
    let eight = &buf[(1 + 7 * 8 + 3, 1 + 7 * 4 + 2)];
    assert_eq!(eight.symbol(), "8");
    assert_eq!(eight.fg, Color::Red);
    assert!(eight.modifier.contains(Modifier::CROSSED_OUT));
    let t = at(&mut app, ITS_RESTORE);
    let restore = Elimination::of_event(t.current_event().as_ref(), t.shape()).unwrap();
    assert!(restore.given_back && !restore.pattern.contains(&true));
}

/// A placement's cell lists the candidates it was chosen from: those of the guess, in the
/// explanation's words.
#[test]
fn a_guess_lists_the_candidates_it_chose_from() {
    let mut app = top95_56("mrv+wings");
    let mut guesses = 0;
    for step in 1..=200 {
        let t = at(&mut app, step);
        let Some(Explanation::Guess {
            cell,
            options: Options::Digits(order),
            ..
        }) = t.explanation()
        else {
            continue;
        };
        if !matches!(t.current_event(), Some(Event::Place { .. })) {
            continue;
        }
        let touched = pencil::touched(t);
        let mask = order.iter().fold(0u32, |m, &d| m | 1 << d);
        assert_eq!(touched.len(), 1, "step {step}");
        assert_eq!(
            (touched[0].cell, touched[0].candidates),
            (cell, mask),
            "step {step}"
        );
        guesses += 1;
    }
    assert!(guesses > 3, "{guesses}");
}

#[test]
fn xy_wing_120x40() {
    let mut app = top95_56("mrv+wings");
    at(&mut app, XY_WING);
    assert_snapshot!(draw(&app, 120, 40).backend().to_string());
}

/// At 80×24 the cells show counts, and the panel lists r8c8's candidates: 1 left, 8 lost,
/// marked.
#[test]
fn xy_wing_80x24() {
    let mut app = top95_56("mrv+wings");
    at(&mut app, XY_WING);
    let terminal = draw(&app, 80, 24);
    let text = terminal.backend().to_string();
    assert_snapshot!(text);
    let row = text.lines().find(|l| l.contains("Candidates")).unwrap();
    assert!(row.contains("Candidates r8c8 1 loses 8"), "{row}");
    let buf = terminal.backend().buffer();
    let y = text.lines().position(|l| l.contains("Candidates")).unwrap() as u16;
    let x = (0..80)
        .rev()
        .find(|&x| buf[(x, y)].symbol() == "8")
        .unwrap();
    assert!(buf[(x, y)].modifier.contains(Modifier::CROSSED_OUT));
}

/// The restore at 80×24: r8c8, emptied by the backtrack, shows its count again, marked, and
/// the panel says it regains 8.
#[test]
fn its_restore_80x24() {
    let mut app = top95_56("mrv+wings");
    at(&mut app, ITS_RESTORE);
    let text = draw(&app, 80, 24).backend().to_string();
    assert_snapshot!(text);
    assert!(text.contains("Candidates r8c8 18 regains 8"), "{text}");
}

/// At the smallest size the list keeps its cells and says how many more there are, the
/// verbs shortened to signs: the swordfish of norvig_hardest11 #9, which takes 2 from ten
/// cells.
#[test]
fn a_swordfish_at_59x17() {
    let mut app = app_on("norvig_hardest11.txt", 9, "mrv+fish");
    at(&mut app, 10);
    let text = draw(&app, 59, 17).backend().to_string();
    let rows: Vec<&str> = text.lines().filter(|l| l.contains(" −2 ")).collect();
    assert!(rows[0].contains("Candidates r1c3 789 −2"), "{text}");
    assert!(rows.len() >= 2, "{text}");
    assert!(
        text.contains(&format!("… {} more", 10 - rows.len())),
        "{text}"
    );
}

/// A pencil-mark puzzle has no givens: step 0 says what the search starts from, on the Event
/// row and at the top of the log (120×40 shows both), and a puzzle of digits keeps its words.
#[test]
fn step_0_of_a_pencil_mark_puzzle_is_the_candidates_as_written() {
    for (app, words) in [
        (
            app_on("sukaku.txt", 1, "row-major"),
            "the candidates as written",
        ),
        (top95_56("row-major"), "the givens"),
    ] {
        let text = draw(&app, 120, 40).backend().to_string();
        let event = text.lines().find(|l| l.contains("Event")).unwrap();
        assert!(event.contains(&format!("Event {words}")), "{event}");
        assert_eq!(text.matches(words).count(), 2, "{text}");
    }
}
