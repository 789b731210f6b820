//! The visualizer at every board size: the player a few dozen steps into a search at 80x24 and
//! 120x40, snapshotted (the number scanner of `sizes_tests` reads these too), and what does not
//! fit said with the size it needs.

use super::action::Action;
use super::app::App;
use super::collection::{Collection, Origin};
use super::draw::render;
use super::test_support::{settings, settle};
use insta::assert_snapshot;
use ratatui::Terminal;
use ratatui::backend::TestBackend;
use std::path::PathBuf;
use stepdoku::parse::Puzzle;
use stepdoku::sudoku::Shape;

fn screen(app: &App, (width, height): (u16, u16)) -> String {
    let mut terminal = Terminal::new(TestBackend::new(width, height)).unwrap();
    terminal.draw(|frame| render(app, frame)).unwrap();
    terminal.backend().to_string()
}

/// A puzzle of `shape`: a patterned solution with about two cells in three emptied, so that
/// the search guesses, backtracks and forces digits at every size.
fn puzzle(shape: Shape) -> Puzzle {
    let (n, r, c) = (shape.side(), shape.box_rows(), shape.box_cols());
    let digits = (0..n * n)
        .map(|i| {
            let (row, col) = (i / n, i % n);
            let digit = ((row % r) * c + row / r + col) % n + 1;
            if (row * 7 + col * 3) % 3 == 0 {
                digit as u8
            } else {
                0
            }
        })
        .collect();
    Puzzle {
        shape,
        digits,
        index: 1,
        line: 1,
        label: None,
        solution: None,
        marks: None,
        variant: None,
    }
}

/// The player on `shape`'s puzzle with `strategy`, `steps` into its search.
fn app_at(shape: Shape, strategy: &str, steps: u64) -> App {
    let name = format!("{}x{}.txt", shape.side(), shape.side());
    let origin = Origin::File(PathBuf::from(name));
    let collection = Collection::single(origin, vec![puzzle(shape)]).unwrap();
    let mut settings = settings();
    settings.strategy = strategy.parse().unwrap();
    let mut app = App::new(collection, 0, settings);
    app.update(Action::Seek(steps));
    settle(&mut app);
    app
}

/// `4x4`, or `6x6_3x2` for a shape's second box.
fn name(shape: Shape) -> String {
    let n = shape.side();
    if shape.has_default_box() {
        format!("{n}x{n}")
    } else {
        format!("{n}x{n}_{}x{}", shape.box_rows(), shape.box_cols())
    }
}

#[test]
fn every_shape_plays_at_80x24_and_120x40() {
    for shape in Shape::ALL.into_iter().filter(|&s| s != Shape::NINE) {
        let app = app_at(shape, "row-major", 40);
        for size in [(80, 24), (120, 40)] {
            let text = screen(&app, size);
            assert!(!text.contains("too small"), "{shape} at {size:?}\n{text}");
            assert_snapshot!(format!("shape_{}_{}x{}", name(shape), size.0, size.1), text);
        }
    }
}

/// Candidates as box-shaped mini-grids on a 6x6 with big cells, and as counts on a 16x16,
/// whose counts reach two digits.
#[test]
fn candidates_and_the_heatmap_at_other_sizes() {
    let mut six = app_at(Shape::with_box(6, 2, 3).unwrap(), "propagate", 3);
    six.update(Action::Candidates);
    assert_snapshot!("shape_6x6_candidates_120x40", screen(&six, (120, 40)));
    let mut sixteen = app_at(Shape::of_side(16).unwrap(), "propagate", 30);
    sixteen.update(Action::Candidates);
    assert_snapshot!("shape_16x16_candidates_120x40", screen(&sixteen, (120, 40)));
    sixteen.update(Action::Candidates);
    sixteen.update(Action::Heatmap);
    assert_snapshot!("shape_16x16_heatmap_80x24", screen(&sixteen, (80, 24)));
}

/// The rows of `screen` whose numbers are cut or unseparated, by the scanner of `sizes_tests`.
fn number_faults(screen: &str) -> Vec<String> {
    screen
        .lines()
        .flat_map(|row| super::sizes_tests::number_faults(row).into_iter())
        .collect()
}

/// The screens not snapshotted, 59x17 and 200x60, still cut no number at any shape; only a
/// 16x16 at 59x17 does not fit, and says so.
#[test]
fn every_shape_at_59x17_and_200x60_cuts_no_number() {
    for shape in Shape::ALL {
        let app = app_at(shape, "propagate", 25);
        for size in [(59, 17), (200, 60)] {
            let text = screen(&app, size);
            assert_eq!(
                number_faults(&text),
                Vec::<String>::new(),
                "{shape} {size:?}\n{text}"
            );
            let small = shape.side() == 16 && size == (59, 17);
            assert_eq!(
                text.contains("too small"),
                small,
                "{shape} {size:?}\n{text}"
            );
            assert!(text.contains("Step") || small, "{shape} {size:?}\n{text}");
        }
    }
}

/// The race of the four presets, 60 steps in, at every shape and screen: lanes that fit as
/// boards are boards, the others lines of counters, and no number is cut; snapshots at 80x24
/// and 120x40.
#[test]
fn every_shape_races() {
    for shape in Shape::ALL.into_iter().filter(|&s| s != Shape::NINE) {
        let mut app = app_at(shape, "row-major", 0);
        app.update(Action::Race);
        app.update(Action::Seek(60));
        while app.is_busy() {
            app.tick_within(std::time::Duration::ZERO, std::time::Duration::from_secs(1));
        }
        for size in [(59, 17), (80, 24), (120, 40), (200, 60)] {
            let text = screen(&app, size);
            assert_eq!(
                number_faults(&text),
                Vec::<String>::new(),
                "{shape} {size:?}\n{text}"
            );
            if text.contains("too small") {
                assert_eq!((shape.side(), size), (16, (59, 17)), "{text}");
                continue;
            }
            // every lane is on screen, as a board or a line of counters, its counts whole
            let rows: Vec<String> = text.lines().map(|r| r.trim_matches('"').into()).collect();
            let faults = super::lanes_tests::race_faults(app.race().unwrap(), &rows);
            assert!(faults.is_empty(), "{shape} {size:?}: {faults:?}\n{text}");
            if size == (80, 24) || size == (120, 40) {
                assert_snapshot!(format!("race_{}_{}x{}", name(shape), size.0, size.1), text);
            }
        }
    }
}

/// A 16x16 needs 63x20: at 59x17 the screen says so instead of cutting the board.
#[test]
fn a_board_that_cannot_fit_says_the_size_it_needs() {
    let app = app_at(Shape::of_side(16).unwrap(), "propagate", 10);
    let text = screen(&app, (59, 17));
    assert!(text.contains("stepdoku needs 63×20"), "{text}");
    let twelve = app_at(Shape::of_side(12).unwrap(), "propagate", 10);
    let text = screen(&twelve, (59, 17));
    assert!(!text.contains("too small"), "{text}");
    assert_snapshot!("shape_12x12_59x17", text);
}

/// The whole tree of a 4x4 search: every level and every guess, the step's path marked.
#[test]
fn the_whole_4x4_tree_panel() {
    let mut app = super::test_support::app_of(&["1...........4..2"]);
    app.update(Action::Seek(40));
    settle(&mut app);
    super::test_support::open_tree(&mut app);
    for size in [(80, 24), (120, 40)] {
        let text = screen(&app, size);
        assert!(text.contains("The whole tree"), "{text}");
        assert_snapshot!(format!("shape_4x4_tree_{}x{}", size.0, size.1), text);
    }
}

/// The panel beside a board shorter than a 9x9's reaches down to the bar: at 120x40 a 4x4
/// in the middle of its search (a blank grid, 10 steps in) shows Explored, the step's
/// reason, the stack, the log and the legend, and so do a 6x6 and an 8x8 of each box shape.
#[test]
fn small_boards_leave_the_panel_its_rows() {
    let mut four = super::test_support::app_of(&["................"]);
    four.update(Action::Seek(10));
    settle(&mut four);
    let text = screen(&four, (120, 40));
    assert_snapshot!("shape_4x4_blank_10_steps_120x40", text);
    // (the 4x4 of `app_at` has ended its search by step 40: no stack to show)
    let small = Shape::ALL
        .into_iter()
        .filter(|s| (6..9).contains(&s.side()));
    let apps = small.map(|shape| (shape.to_string(), app_at(shape, "row-major", 40)));
    for (shape, app) in std::iter::once(("4x4 blank".to_string(), four)).chain(apps) {
        let text = screen(&app, (120, 40));
        let timeline = app.player().timeline().expect("a search");
        let why = timeline.explanation().expect("a reason").words();
        let reason = format!("│{}", why[0]);
        for part in ["  Explored ", "│Stack ", "│Log ", "    Legend ", &reason] {
            assert!(text.contains(part), "{shape}: no {part:?}\n{text}");
        }
    }
}
