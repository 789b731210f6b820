//! The editor as the person uses it through actions and pastes: opening it three ways, live
//! checks, Enter refused and accepted, Esc, saving and its errors, pastes everywhere.

use super::Editor;
use super::check::Status;
use crate::tui::action::Action;
use crate::tui::app::Context;
use crate::tui::app::{App, Overlay};
use crate::tui::effect::PromptKind;
use crate::tui::file_error::Problem;
use crate::tui::keys::{lookup, normalize};
use crate::tui::pane::PlayState;
use crate::tui::test_support::{P85, UNSOLVABLE, app_in, app_of, settle_editors};
use crossterm::event::{KeyCode, KeyModifiers};
use std::ops::Range;
use std::time::Duration;
use stepdoku::parse::parse_str;
use stepdoku::solver::{Event, Verdict};

fn p85() -> [u8; 81] {
    *parse_str(P85).unwrap()[0].nine_digits().unwrap()
}

fn editor(app: &App) -> &Editor {
    match app.overlays().last() {
        Some(Overlay::Editor(editor)) => editor,
        other => panic!("the editor is not on top: {}", other.is_some()),
    }
}

fn apply(app: &mut App, actions: &[Action]) {
    for &action in actions {
        app.update(action);
    }
}

#[test]
fn e_opens_the_givens_capital_e_a_blank_grid_and_x_the_board() {
    let mut app = app_of(&[P85]);
    apply(&mut app, &[Action::TogglePlay, Action::Edit]);
    assert_eq!(app.context(), Context::Editor);
    assert_eq!(app.state(), PlayState::Paused, "the editor pauses playback");
    assert_eq!(*editor(&app).digits(), p85());
    assert_eq!(editor(&app).from(), "puzzle 1 of test.txt");
    assert_eq!(editor(&app).cursor().to_string(), "r1c1");
    app.update(Action::Close);
    app.update(Action::EditBlank);
    assert_eq!(*editor(&app).digits(), [0; 81]);
    app.update(Action::Close);
    for _ in 0..25 {
        app.update(Action::StepForward);
    }
    let board: [u8; 81] = app
        .player()
        .timeline()
        .unwrap()
        .board()
        .digits()
        .try_into()
        .unwrap();
    assert!(
        board.iter().filter(|&&d| d != 0).count() > 22,
        "digits placed"
    );
    app.update(Action::EditBoard);
    assert_eq!(*editor(&app).digits(), board);
    assert_eq!(editor(&app).from(), "the board at step 25");
}

#[test]
fn conflicts_refuse_enter_until_cleared_and_enter_then_watches_the_puzzle() {
    let mut app = app_of(&[P85]);
    // r1c3 is empty; 8 there repeats r1c1's 8
    apply(&mut app, &[Action::Edit, Action::Right, Action::Right]);
    app.update(Action::Type('8'));
    let conflicts = editor(&app).conflicts();
    assert_eq!(conflicts.len(), 1);
    assert_eq!(
        conflicts[0].to_string(),
        "r1c1 and r1c3 both hold 8 (row 1)"
    );
    assert_eq!(editor(&app).status(), Status::Conflicting);
    app.update(Action::Confirm);
    assert_eq!(app.context(), Context::Editor, "refused");
    let remark = editor(&app).remark().unwrap();
    assert!(
        remark.error && remark.text.contains("conflict"),
        "{remark:?}"
    );
    // the cursor went on after the 8: Backspace empties it
    app.update(Action::Erase);
    assert_eq!(editor(&app).cursor().to_string(), "r1c3");
    assert!(editor(&app).conflicts().is_empty());
    assert!(
        editor(&app).remark().is_none(),
        "each key has its own remark"
    );
    app.update(Action::Confirm);
    assert_eq!(app.context(), Context::Player);
    assert_eq!(app.player().collection().title(0), "edited #1/1");
    assert_eq!(app.player().entry().puzzle.digits, p85());
    app.update(Action::ToEnd);
    crate::tui::test_support::settle(&mut app);
    assert!(matches!(
        app.player().timeline().unwrap().current_event(),
        Some(Event::Solution { .. })
    ));
}

#[test]
fn esc_leaves_everything_as_it_was() {
    let mut app = app_of(&[P85, UNSOLVABLE]);
    apply(&mut app, &[Action::NextPuzzle, Action::StepForward]);
    apply(&mut app, &[Action::Edit, Action::Delete, Action::Down]);
    app.update(Action::Type('4'));
    // changes not saved: the first Esc asks, and any other key forgets that it asked
    app.update(Action::Close);
    assert_eq!(app.context(), Context::Editor);
    let remark = editor(&app).remark().unwrap();
    assert!(
        remark.text.starts_with("changes not saved: Esc again"),
        "{remark:?}"
    );
    app.update(Action::Right);
    app.update(Action::Close);
    assert_eq!(
        app.context(),
        Context::Editor,
        "asked again after another key"
    );
    app.update(Action::Close);
    assert_eq!(app.context(), Context::Player);
    assert_eq!(app.player().current(), 1);
    assert_eq!(app.player().timeline().unwrap().position(), 1);
    assert_eq!(app.player().entry().puzzle.to_line(), UNSOLVABLE);
}

#[test]
fn a_digit_moves_the_cursor_on_in_reading_order() {
    let mut app = app_of(&[P85]);
    app.update(Action::EditBlank);
    type_digits(&mut app, "123456789");
    assert_eq!(
        editor(&app).cursor().to_string(),
        "r2c1",
        "on to the next row"
    );
    assert_eq!(&editor(&app).line()[..10], "123456789.");
    // a key that is neither a digit nor an empty cell leaves the cursor where it is
    app.update(Action::Type('x'));
    assert_eq!(editor(&app).cursor().to_string(), "r2c1");
    apply(&mut app, &[Action::Down; 9]);
    apply(&mut app, &[Action::Right; 9]);
    app.update(Action::Type('5'));
    assert_eq!(
        editor(&app).cursor().to_string(),
        "r9c9",
        "the last cell stays"
    );
    assert_eq!(editor(&app).digits()[80], 5);
}

/// The editor on a blank grid.
fn blank() -> App {
    let mut app = app_of(&[P85]);
    app.update(Action::EditBlank);
    app
}

/// Checks the cell the cursor is on and what the cells in `cells` (reading order) hold, as a
/// puzzle line writes them.
#[track_caller]
fn assert_at(app: &App, cursor: &str, cells: Range<usize>, line: &str) {
    let editor = editor(app);
    let shown = (editor.cursor().to_string(), &editor.line()[cells]);
    assert_eq!(shown, (cursor.to_string(), line), "(cursor, cells)");
}

#[test]
fn a_dot_a_zero_or_a_space_types_an_empty_cell_and_goes_on() {
    let mut app = app_of(&[P85]);
    // the puzzle's first row is `85...24..`: `8.0 ` keeps the 8 and empties the 5
    app.update(Action::Edit);
    type_keys(&mut app, "8.0 ");
    assert_at(&app, "r1c5", 0..9, "8....24..");
    // at the end of a row, on to the next
    type_keys(&mut app, "...  ");
    assert_at(&app, "r2c1", 0..9, "8........");
}

#[test]
fn the_arrows_wrap_from_row_to_row_and_stop_at_the_first_and_last_cells() {
    let mut app = blank();
    app.update(Action::Left);
    assert_at(&app, "r1c1", 0..0, ""); // nothing before
    apply(&mut app, &[Action::Right; 9]);
    assert_at(&app, "r2c1", 0..0, "");
    app.update(Action::Left);
    assert_at(&app, "r1c9", 0..0, "");
    apply(&mut app, &[Action::Down; 8]);
    app.update(Action::Right);
    assert_at(&app, "r9c9", 0..0, ""); // nothing after
    // up and down stop at the edges: a column does not wrap
    app.update(Action::Down);
    assert_at(&app, "r9c9", 0..81, &".".repeat(81));
}

#[test]
fn backspace_empties_the_cell_before_the_cursor_and_moves_there() {
    let mut app = blank();
    type_keys(&mut app, "12");
    app.update(Action::Erase);
    assert_at(&app, "r1c2", 0..3, "1.."); // the 2 just typed
    app.update(Action::Erase);
    assert_at(&app, "r1c1", 0..3, "...");
    app.update(Action::Erase);
    assert_at(&app, "r1c1", 0..3, "..."); // nothing before r1c1
    // from a row's start, the end of the row above
    type_keys(&mut app, "123456789");
    assert_at(&app, "r2c1", 0..9, "123456789");
    app.update(Action::Erase);
    assert_at(&app, "r1c9", 0..9, "12345678.");
}

#[test]
fn backspace_after_the_last_cell_was_typed_empties_the_last_cell() {
    let mut app = blank();
    apply(&mut app, &[Action::Down; 8]);
    apply(&mut app, &[Action::Right; 7]);
    type_keys(&mut app, "45");
    assert_at(&app, "r9c9", 79..81, "45"); // cannot go on
    app.update(Action::Erase);
    assert_at(&app, "r9c9", 79..81, "4."); // the 5 just typed
    app.update(Action::Erase);
    assert_at(&app, "r9c8", 79..81, ".."); // then the cell before
    // typed again: a move puts the cursor back on a cell, and Backspace empties the one before
    type_keys(&mut app, "45");
    apply(&mut app, &[Action::Left, Action::Right, Action::Erase]);
    assert_at(&app, "r9c8", 79..81, ".5");
    // so does an undo of the last cell (back to its 5): Backspace then empties the 6
    type_keys(&mut app, "67");
    apply(&mut app, &[Action::Undo, Action::Erase]);
    assert_at(&app, "r9c8", 79..81, ".5");
}

#[test]
fn delete_empties_the_cell_under_the_cursor_and_stays() {
    let mut app = app_of(&[P85]);
    apply(&mut app, &[Action::Edit, Action::Right]);
    press(&mut app, KeyCode::Delete, KeyModifiers::NONE);
    assert_at(&app, "r1c2", 0..9, "8....24..");
    app.update(Action::Delete);
    assert_at(&app, "r1c2", 0..9, "8....24..");
}

#[test]
fn a_puzzle_typed_key_by_key_with_a_typo_fixed_by_backspace_is_that_puzzle() {
    let mut app = blank();
    // a typo in the middle, and the last cell typed wrong: each fixed at once
    type_keys(&mut app, &P85[..40]);
    type_keys(&mut app, "7");
    press(&mut app, KeyCode::Backspace, KeyModifiers::NONE);
    type_keys(&mut app, &P85[40..80]);
    type_keys(&mut app, "3");
    assert_at(&app, "r9c9", 80..81, "3");
    press(&mut app, KeyCode::Backspace, KeyModifiers::NONE);
    type_keys(&mut app, &P85[80..]);
    assert_at(&app, "r9c9", 0..81, P85);
}

/// Types each digit of `digits` into the editor.
fn type_digits(app: &mut App, digits: &str) {
    for c in digits.chars() {
        app.update(Action::Type(c));
    }
}

/// Presses a key as the terminal sends it, through the key table.
fn press(app: &mut App, code: KeyCode, modifiers: KeyModifiers) {
    let action = lookup(app.context().scopes(), normalize(code, modifiers));
    app.update(action.unwrap_or_else(|| panic!("{code:?} {modifiers:?} does nothing")));
}

/// Types each character of `text` as its key.
fn type_keys(app: &mut App, text: &str) {
    for c in text.chars() {
        press(app, KeyCode::Char(c), KeyModifiers::NONE);
    }
}

#[test]
fn u_and_ctrl_z_undo_ctrl_r_and_ctrl_y_redo() {
    let mut app = blank();
    type_keys(&mut app, "1234");
    let ctrl = KeyModifiers::CONTROL;
    type_keys(&mut app, "u");
    assert_at(&app, "r1c5", 0..4, "123.");
    press(&mut app, KeyCode::Char('z'), ctrl);
    assert_at(&app, "r1c5", 0..4, "12..");
    press(&mut app, KeyCode::Char('r'), ctrl);
    assert_at(&app, "r1c5", 0..4, "123.");
    press(&mut app, KeyCode::Char('y'), ctrl);
    assert_at(&app, "r1c5", 0..4, "1234");
    press(&mut app, KeyCode::Char('y'), ctrl);
    assert_eq!(editor(&app).remark().unwrap().text, "nothing to redo");
}

#[test]
fn undo_and_redo_keys_walk_the_changes_and_say_when_there_is_none() {
    let mut app = app_of(&[P85]);
    apply(&mut app, &[Action::EditBlank, Action::Undo]);
    assert_eq!(editor(&app).remark().unwrap().text, "nothing to undo");
    // a digit moves the cursor on: 3 then 4 fill r1c1 and r1c2
    app.update(Action::Type('3'));
    app.update(Action::Type('4'));
    apply(&mut app, &[Action::Undo, Action::Undo]);
    assert_eq!(editor(&app).clues(), 0);
    app.update(Action::Redo);
    assert_eq!(&editor(&app).line()[..2], "3.");
    apply(&mut app, &[Action::Redo, Action::Redo]);
    assert_eq!(editor(&app).remark().unwrap().text, "nothing to redo");
    assert_eq!(&editor(&app).line()[..2], "34");
}

#[test]
fn the_verdict_arrives_while_the_keys_go_on() {
    let mut app = app_of(&[P85]);
    let (tell, woken) = std::sync::mpsc::channel();
    let _wakes = crate::tui::job::wake_with(std::sync::Arc::new(move || {
        let _ = tell.send(());
    }));
    app.update(Action::Edit);
    // nothing is looked at every frame meanwhile: the check wakes the event loop, and the
    // tick that follows takes its answer
    assert_eq!(app.next_step_in(), None);
    assert_eq!(editor(&app).status(), Status::Checking);
    let woke = woken.recv_timeout(Duration::from_secs(30));
    assert_eq!(woke, Ok(()), "no verdict in 30 s");
    app.tick(Duration::from_millis(16));
    assert_eq!(editor(&app).status(), Status::Known(Verdict::Unique));
    assert_eq!(app.next_step_in(), None, "nothing to wait for");
    app.update(Action::Delete);
    app.update(Action::Down);
    app.update(Action::Delete);
    settle_editors(&mut app);
    assert_eq!(editor(&app).status(), Status::Known(Verdict::Several));
    app.update(Action::Type('7'));
    app.update(Action::Right);
    app.update(Action::Type('7'));
    assert_eq!(editor(&app).status(), Status::Conflicting);
}

#[test]
fn w_appends_the_puzzle_to_a_file_starting_in_the_working_folder() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = app_in(dir.path(), &[P85]);
    apply(&mut app, &[Action::Edit, Action::SavePrompt]);
    let Some(Overlay::Prompt(prompt)) = app.overlays().last() else {
        panic!("no prompt");
    };
    assert_eq!(prompt.kind, PromptKind::Save);
    assert_eq!(prompt.text, format!(".{}", std::path::MAIN_SEPARATOR));
    // the temporary folder is elsewhere: its whole path replaces `./`
    app.update(Action::Erase);
    app.update(Action::Erase);
    let path = dir.path().join("mine.txt");
    app.paste(path.to_str().unwrap());
    app.update(Action::Confirm);
    assert_eq!(app.context(), Context::Editor);
    let remark = &editor(&app).remark().unwrap().text;
    assert_eq!(*remark, format!("saved to {}, line 1", path.display()));
    // again, after a change: a second line
    app.update(Action::Delete);
    app.update(Action::SavePrompt);
    app.update(Action::Erase);
    app.update(Action::Erase);
    app.paste(path.to_str().unwrap());
    app.update(Action::Confirm);
    let saved = std::fs::read_to_string(&path).unwrap();
    let lines: Vec<&str> = saved.lines().collect();
    assert_eq!(lines.len(), 2);
    assert_eq!(parse_str(lines[0]).unwrap()[0].digits, p85());
    assert_eq!(parse_str(lines[1]).unwrap()[0].clues(), 21);
    // half-done work with conflicting givens is saved too, and the remark says what it holds
    app.update(Action::Type('5'));
    app.update(Action::SavePrompt);
    app.update(Action::Erase);
    app.update(Action::Erase);
    app.paste(path.to_str().unwrap());
    app.update(Action::Confirm);
    let remark = editor(&app).remark().unwrap();
    let expected = format!("saved to {}, line 3, with its conflict: ", path.display());
    assert!(remark.text.starts_with(&expected), "{remark:?}");
    assert!(remark.text.contains("both hold 5"), "{remark:?}");
    assert!(remark.error);
    assert_eq!(std::fs::read_to_string(&path).unwrap().lines().count(), 3);
    // all of it saved: Esc leaves at once
    app.update(Action::Close);
    assert_eq!(app.context(), Context::Player);
}

#[test]
fn a_file_that_cannot_be_written_shows_a_popup_and_the_editor_keeps_the_puzzle() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = app_in(dir.path(), &[P85]);
    apply(
        &mut app,
        &[Action::Edit, Action::Delete, Action::SavePrompt],
    );
    // `./` alone names the working folder: Enter tries to write to a folder
    app.update(Action::Confirm);
    let Some(Overlay::Error(error)) = app.overlays().last() else {
        panic!("no popup");
    };
    assert_eq!(error.problem, Problem::Save("is a folder".into()));
    app.update(Action::Close);
    assert_eq!(app.context(), Context::Editor);
    assert_eq!(editor(&app).clues(), 21, "the edit is kept");
}

#[test]
fn pastes_fill_the_editor_open_it_from_the_player_and_type_into_prompts() {
    let mut app = app_of(&[UNSOLVABLE]);
    app.paste("not a puzzle at all");
    assert_eq!(
        app.context(),
        Context::Player,
        "nothing opens for text that does not parse"
    );
    assert!(
        app.notice()
            .unwrap()
            .starts_with("not pasted: line 1, column 1")
    );
    app.paste(&format!("grid = {:?}", p85().chunks(9).collect::<Vec<_>>()));
    assert_eq!(app.context(), Context::Editor);
    assert_eq!(*editor(&app).digits(), p85());
    assert_eq!(editor(&app).from(), "a paste");
    app.update(Action::Down);
    app.paste(UNSOLVABLE);
    assert_eq!(editor(&app).line(), UNSOLVABLE);
    assert_eq!(editor(&app).cursor().to_string(), "r2c1");
    app.paste("12345678x");
    assert_eq!(
        editor(&app).line(),
        UNSOLVABLE,
        "a bad paste changes nothing"
    );
    assert!(editor(&app).remark().unwrap().error);
    app.update(Action::Undo);
    assert_eq!(*editor(&app).digits(), p85());
}
