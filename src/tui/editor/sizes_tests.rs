//! The editor at sizes other than 9×9: letters typed above 9, digits above the side refused,
//! the cursor over row ends, conflicts in boxes of each shape, verdicts against a plain
//! counter of solutions, pastes that change the size, Enter, `E` and `x` at the player's
//! size, and the screen at 4×4 and 16×16.

use super::Editor;
use super::check::{Check, Status};
use crate::tui::action::Action;
use crate::tui::app::{App, Context, Overlay};
use crate::tui::collection::{Collection, Origin};
use crate::tui::draw::render;
use crate::tui::keys::{lookup, normalize};
use crate::tui::test_support::{settings, settle, settle_editors};
use crossterm::event::{KeyCode, KeyModifiers};
use insta::assert_snapshot;
use ratatui::Terminal;
use ratatui::backend::TestBackend;
use std::path::PathBuf;
use stepdoku::parse::{Puzzle, parse_str};
use stepdoku::solver::Verdict;
use stepdoku::sudoku::{Cell, Shape, Unit, cells_line};

fn four() -> Shape {
    Shape::of_side(4).unwrap()
}

/// The 6×6 with boxes of three rows by two columns (not the default 2×3).
fn six_tall() -> Shape {
    Shape::with_box(6, 3, 2).unwrap()
}

fn sixteen() -> Shape {
    Shape::of_side(16).unwrap()
}

fn blank(shape: Shape) -> Editor {
    Editor::new(shape, vec![0; shape.cells()], "a blank grid")
}

fn cell(name: &str) -> Cell {
    name.parse().unwrap()
}

/// A full grid of `shape`: row `r` is the first row shifted by a box's width for each row
/// down in its band and by one for each band, so no row, column or box repeats a digit.
fn solution(shape: Shape) -> Vec<u8> {
    let (n, r, c) = (shape.side(), shape.box_rows(), shape.box_cols());
    (0..n * n)
        .map(|i| {
            let (row, col) = (i / n, i % n);
            (((row % r) * c + row / r + col) % n + 1) as u8
        })
        .collect()
}

/// How many solutions `digits` has, up to `cap`: a plain search, first empty cell in
/// reading order, every digit checked against its row, column and box by looking at them
/// (nothing shared with the solver).
fn count(shape: Shape, digits: &mut [u8], cap: usize) -> usize {
    let n = shape.side();
    let Some(at) = digits.iter().position(|&d| d == 0) else {
        return 1;
    };
    let (row, col) = (at / n, at % n);
    let legal = |digits: &[u8], d: u8| {
        (0..n * n).all(|j| {
            let (r, c) = (j / n, j % n);
            let peer = r == row || c == col || shape.box_of(r, c) == shape.box_of(row, col);
            !peer || digits[j] != d
        })
    };
    let mut found = 0;
    for d in 1..=n as u8 {
        if found < cap && legal(digits, d) {
            digits[at] = d;
            found += count(shape, digits, cap - found);
            digits[at] = 0;
        }
    }
    found
}

/// The verdict the plain counter gives.
fn counted(shape: Shape, digits: &[u8]) -> Verdict {
    match count(shape, &mut digits.to_vec(), 2) {
        0 => Verdict::Unsolvable,
        1 => Verdict::Unique,
        _ => Verdict::Several,
    }
}

#[test]
fn letters_type_digits_above_nine_and_digits_above_the_side_are_refused() {
    let mut editor = blank(sixteen());
    for c in ['g', 'A', '9'] {
        editor.update(Action::Type(c));
    }
    assert_eq!(&editor.digits()[..4], [16, 10, 9, 0]);
    assert_eq!(editor.cursor(), cell("r1c4"));
    assert_eq!(&editor.line()[..4], "GA9.");
    assert!(editor.remark().is_none());
    // a letter past G is no digit at any size: nothing happens
    editor.update(Action::Type('h'));
    assert_eq!((editor.cursor(), editor.remark()), (cell("r1c4"), None));

    let mut editor = blank(four());
    editor.update(Action::Type('5'));
    let remark = editor.remark().unwrap();
    assert!(remark.error);
    assert_eq!(remark.text, "no 5 on a 4x4: its digits are 1–4");
    assert_eq!((editor.clues(), editor.cursor()), (0, cell("r1c1")));
    editor.update(Action::Type('4'));
    assert_eq!((editor.digits()[0], editor.cursor()), (4, cell("r1c2")));
    assert!(editor.remark().is_none(), "each key has its own remark");

    let mut editor = blank(six_tall());
    editor.update(Action::Type('7'));
    assert_eq!(
        editor.remark().unwrap().text,
        "no 7 on a 6x6 (3x2 boxes): its digits are 1–6"
    );
    let mut editor = blank(Shape::of_side(12).unwrap());
    editor.update(Action::Type('d'));
    assert_eq!(
        editor.remark().unwrap().text,
        "no D on a 12x12: its digits are 1–9, A–C"
    );
    assert_eq!(editor.clues(), 0);
}

#[test]
fn the_cursor_goes_over_row_ends_and_stops_at_the_last_cell() {
    let mut editor = blank(six_tall());
    for c in "123456".chars() {
        editor.update(Action::Type(c));
    }
    assert_eq!(editor.cursor(), cell("r2c1"), "on to the next row");
    editor.update(Action::Left);
    assert_eq!(editor.cursor(), cell("r1c6"), "back to the row above");
    editor.update(Action::Erase);
    assert_eq!(
        (editor.cursor(), &editor.line()[..6]),
        (cell("r1c5"), "1234.6")
    );
    // the arrows stop at the last cell, r6c6; typing there stays, and Backspace empties it
    for _ in 0..9 {
        editor.update(Action::Down);
        editor.update(Action::Right);
    }
    assert_eq!(editor.cursor(), cell("r6c6"));
    editor.update(Action::Type('2'));
    assert_eq!((editor.cursor(), editor.digits()[35]), (cell("r6c6"), 2));
    editor.update(Action::Erase);
    assert_eq!((editor.cursor(), editor.digits()[35]), (cell("r6c6"), 0));
    editor.update(Action::Erase);
    assert_eq!(editor.cursor(), cell("r6c5"));

    // a 16x16's first row typed whole, then on to the next
    let mut editor = blank(sixteen());
    for c in "123456789abcdefg".chars() {
        editor.update(Action::Type(c));
    }
    assert_eq!(editor.cursor(), cell("r2c1"));
    assert_eq!(&editor.line()[..17], "123456789ABCDEFG.");
    assert!(editor.conflicts().is_empty());
    editor.move_by(20, 20);
    assert_eq!(editor.cursor(), cell("r16c16"));
    editor.update(Action::Right);
    assert_eq!(
        editor.cursor(),
        cell("r16c16"),
        "nothing after the last cell"
    );
    // a click off a smaller grid does not move the cursor
    let mut editor = blank(four());
    editor.update(Action::Select(cell("r5c5")));
    assert_eq!(editor.cursor(), cell("r1c1"));
}

#[test]
fn conflicts_follow_each_shape_of_box() {
    // r1c1 and r3c2 share a box of three rows by two columns, not one of two rows by three
    let mut tall = blank(six_tall());
    tall.set(3);
    tall.move_to(cell("r3c2"));
    tall.set(3);
    let found = tall.conflicts();
    assert_eq!(found.len(), 1);
    let pair = (found[0].first, found[0].second, found[0].unit);
    assert_eq!(pair, (cell("r1c1"), cell("r3c2"), Unit::Box(1)));
    assert_eq!(found[0].to_string(), "r1c1 and r3c2 both hold 3 (box 1)");
    assert_eq!(tall.settle(), Status::Conflicting);
    let mut wide = blank(Shape::of_side(6).unwrap());
    wide.set(3);
    wide.move_to(cell("r3c2"));
    wide.set(3);
    assert!(wide.conflicts().is_empty());

    // a letter in a 16x16: G in r1c1 and r4c4, box 1; then in row 1 as well
    let mut editor = blank(sixteen());
    editor.update(Action::Type('G'));
    editor.move_to(cell("r4c4"));
    editor.update(Action::Type('g'));
    let found: Vec<String> = editor.conflicts().iter().map(|c| c.to_string()).collect();
    assert_eq!(found, ["r1c1 and r4c4 both hold G (box 1)"]);
    editor.move_to(cell("r1c16"));
    editor.update(Action::Type('G'));
    assert_eq!(editor.conflicts().len(), 2);
    assert_eq!(editor.settle(), Status::Conflicting);
    // Enter refuses, naming the first in reading order
    editor.update(Action::Confirm);
    assert_eq!(
        editor.remark().unwrap().text,
        "not started: r1c1 and r1c16 both hold G (row 1); fix the conflict first"
    );
}

#[test]
fn verdicts_at_other_sizes_match_a_plain_count() {
    for shape in [four(), six_tall(), Shape::of_side(8).unwrap(), sixteen()] {
        let full = solution(shape);
        let n = shape.side();
        // one cell out of each row, on a diagonal: each is its row's one missing digit
        let mut unique = full.clone();
        for row in 0..n {
            unique[row * n + (row * 3 + 1) % n] = 0;
        }
        // the first two rows out: they share every box, so they swap
        let mut several = full.clone();
        several[..2 * n].fill(0);
        // r1c1..r1c(N-1) hold 1..N-1 and N is in column N lower down: nothing fits r1cN
        let mut none = vec![0; n * n];
        for (col, d) in none[..n - 1].iter_mut().enumerate() {
            *d = col as u8 + 1;
        }
        none[(n - 1) * n + n - 1] = n as u8;
        let cases = [
            (unique, Verdict::Unique),
            (several, Verdict::Several),
            (none, Verdict::Unsolvable),
        ];
        for (digits, expected) in cases {
            assert_eq!(
                counted(shape, &digits),
                expected,
                "{shape}: the plain count"
            );
            let found = Check::start(shape, &digits, None).wait();
            assert_eq!(found, Status::Known(expected), "{shape}");
        }
        // and the blank grid has many
        let found = Check::start(shape, &vec![0; n * n], None).wait();
        assert_eq!(found, Status::Known(Verdict::Several), "{shape}");
    }
}

#[test]
fn a_paste_brings_its_size_and_undo_takes_it_back() {
    let mut editor = Editor::new(Shape::NINE, vec![0; 81], "a blank grid");
    editor.move_to(cell("r7c8"));
    let line = cells_line(&solution(sixteen()));
    editor.paste(&line);
    assert_eq!(editor.shape(), sixteen());
    assert_eq!(editor.line(), line);
    assert_eq!(editor.cursor(), cell("r7c8"), "the cursor stays");
    assert_eq!(editor.settle(), Status::Known(Verdict::Unique));
    editor.paste("12....122......4");
    assert_eq!((editor.shape(), editor.clues()), (four(), 6));
    assert_eq!(
        editor.cursor(),
        cell("r4c4"),
        "the nearest cell of the smaller grid"
    );
    assert!(editor.undo());
    assert_eq!((editor.shape(), editor.line()), (sixteen(), line.clone()));
    assert!(editor.undo());
    assert_eq!((editor.shape(), editor.clues()), (Shape::NINE, 0));
    // the saved line parses back to the grid, letters and all
    editor.redo();
    let back = &parse_str(&editor.line()).unwrap()[0];
    assert_eq!(
        (back.shape, back.digits.as_slice()),
        (sixteen(), editor.digits())
    );
}

/// A 6x6 of 3x2 boxes is saved drawn with its boxes and opens again with them, after a
/// puzzle saved as a line; a 9x9 is saved as a line.
#[test]
fn a_saved_grid_keeps_its_boxes() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("saved.txt");
    let mut nine = Editor::new(Shape::NINE, vec![0; 81], "a blank grid");
    nine.paste(&cells_line(&solution(Shape::NINE)));
    let mut tall = blank(six_tall());
    tall.paste(&cells_line(&solution(six_tall())));
    assert_eq!(
        tall.shape(),
        six_tall(),
        "a paste of 36 cells keeps the 3x2 boxes"
    );
    nine.save_to(&path);
    tall.save_to(&path);
    let text = std::fs::read_to_string(&path).unwrap();
    assert_eq!(text.lines().count(), 1 + 6 + 1, "{text}");
    let back = stepdoku::parse::read_file(&path).unwrap();
    let shapes: Vec<(Shape, &[u8])> = back
        .iter()
        .map(|p| (p.shape, p.digits.as_slice()))
        .collect();
    assert_eq!(
        shapes,
        [(Shape::NINE, nine.digits()), (six_tall(), tall.digits())],
        "{text}"
    );
}

/// The player on a puzzle of `shape` (its box shape too, which a file's line leaves to the
/// default): its solution with every third cell kept.
fn app_on(shape: Shape) -> App {
    let mut digits = solution(shape);
    for (i, d) in digits.iter_mut().enumerate() {
        if i % 3 != 0 {
            *d = 0;
        }
    }
    let puzzle = Puzzle {
        digits,
        ..Puzzle::blank(shape)
    };
    let origin = Origin::File(PathBuf::from("test.txt"));
    let collection = Collection::single(origin, vec![puzzle]).unwrap();
    App::new(collection, 0, settings())
}

fn editor(app: &App) -> &Editor {
    match app.overlays().last() {
        Some(Overlay::Editor(editor)) => editor,
        _ => panic!("the editor is not on top"),
    }
}

/// Types `text` key by key through the key table, as the terminal sends it.
fn type_keys(app: &mut App, text: &str) {
    for c in text.chars() {
        let modifiers = match c.is_ascii_uppercase() {
            true => KeyModifiers::SHIFT,
            false => KeyModifiers::NONE,
        };
        let input = normalize(KeyCode::Char(c), modifiers);
        let action = lookup(app.context().scopes(), input).expect("a key of the editor");
        app.update(action);
    }
}

#[test]
fn e_capital_e_and_x_open_at_the_players_size_and_enter_plays_there() {
    let mut app = app_on(sixteen());
    app.update(Action::EditBlank);
    assert_eq!(app.context(), Context::Editor, "{:?}", app.notice());
    assert_eq!(editor(&app).shape(), sixteen());
    assert_eq!(editor(&app).digits(), vec![0; 256]);
    app.update(Action::Close);
    app.update(Action::Edit);
    let givens = app.player().entry().puzzle.digits.clone();
    assert_eq!(editor(&app).digits(), givens);
    // r1c2 is empty: a `b` typed there is 11, and Enter plays the edited 16x16
    type_keys(&mut app, "lb");
    assert_eq!(editor(&app).digits()[1], 11);
    app.update(Action::Confirm);
    assert_eq!(app.context(), Context::Player);
    let puzzle = &app.player().entry().puzzle;
    assert_eq!((puzzle.shape, puzzle.digits[1]), (sixteen(), 11));
    assert_eq!(app.player().shape(), sixteen());

    let mut app = app_on(six_tall());
    for _ in 0..5 {
        app.update(Action::StepForward);
    }
    let board = app.player().timeline().unwrap().board().digits().to_vec();
    app.update(Action::EditBoard);
    assert_eq!(editor(&app).shape(), six_tall());
    assert_eq!(editor(&app).digits(), board);
    assert_eq!(editor(&app).from(), "the board at step 5");
}

fn screen(app: &App, width: u16, height: u16) -> String {
    let mut terminal = Terminal::new(TestBackend::new(width, height)).unwrap();
    terminal.draw(|frame| render(app, frame)).unwrap();
    terminal.backend().to_string()
}

/// The editor's screens go with the others (`src/tui/snapshots`), which the number scanner of
/// `sizes_tests` reads.
#[test]
fn the_editor_on_a_16x16_and_a_4x4() {
    let mut settings = insta::Settings::clone_current();
    settings.set_snapshot_path("../snapshots");
    let _shared = settings.bind_to_scope();
    let mut app = app_on(sixteen());
    app.update(Action::Edit);
    // r1c2 and r1c3 are empty: G there repeats r1c16's G, and A r1c10's A
    type_keys(&mut app, "lGa");
    settle_editors(&mut app);
    let text = screen(&app, 80, 24);
    assert!(text.contains("Cursor r1c4"), "{text}");
    assert_snapshot!("editor_16x16_80x24", text);
    assert_snapshot!("editor_16x16_120x40", screen(&app, 120, 40));

    let mut app = app_on(four());
    app.update(Action::EditBlank);
    type_keys(&mut app, "12345");
    settle_editors(&mut app);
    settle(&mut app);
    let text = screen(&app, 80, 24);
    assert!(text.contains("no 5 on a 4x4: its digits are 1–4"), "{text}");
    assert_snapshot!("editor_4x4_80x24", text);
}
