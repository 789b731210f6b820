//! Every kind of bad file through the picker: each shows a popup that says what is wrong, and
//! the puzzle on screen and its position stay exactly as they were.

use super::super::action::Action;
use super::super::app::Context;
use super::super::app::{App, Overlay};
use super::super::test_support::{P85, UNSOLVABLE, app_in};
#[cfg(unix)]
use super::super::test_support::{fifo, unreadable_file};
#[cfg(unix)]
use std::io::Write;
use std::path::Path;
use stepdoku::parse::MAX_INPUT_BYTES;

/// Where the app stands before each attempt.
const STEPS: usize = 7;

fn repo(path: &str) -> String {
    crate::common::repo().join(path).display().to_string()
}

/// An app on the 85 puzzle (of two in its file), seven steps in.
fn app_at_step_7(dir: &Path) -> App {
    let mut app = app_in(dir, &[P85, UNSOLVABLE]);
    for _ in 0..STEPS {
        app.update(Action::StepForward);
    }
    app
}

/// What the app shows: the puzzle, its place in the file, the step and the board.
fn what_is_on_screen(app: &App) -> (String, usize, usize, u64, String) {
    let t = app.player().timeline().expect("a search");
    (
        app.player().entry().puzzle.to_line(),
        app.player().current(),
        app.player().collection().len(),
        t.position(),
        stepdoku::sudoku::cells_line(t.board().digits()),
    )
}

/// Opens the picker, highlights `name` and presses Enter.
fn pick(app: &mut App, name: &str) {
    app.update(Action::OpenFile);
    enter_on(app, name);
}

/// In the open picker, highlights `name` and presses Enter.
fn enter_on(app: &mut App, name: &str) {
    let Some(Overlay::Picker(picker)) = app.overlays().last() else {
        panic!("no picker");
    };
    let row = picker
        .entries()
        .iter()
        .position(|e| e.name == name)
        .unwrap_or_else(|| panic!("{name} is not listed"));
    app.update(Action::First);
    for _ in 0..row {
        app.update(Action::Down);
    }
    let (tell, woken) = std::sync::mpsc::channel();
    let _wakes = crate::tui::job::wake_with(std::sync::Arc::new(move || {
        let _ = tell.send(());
    }));
    app.update(Action::Confirm);
    // a pipe is read in a job: as the event loop does, wait until it wakes us or its patience
    // runs out, then tick
    while let Some(Overlay::Picker(picker)) = app.overlays().last()
        && let Some(patience) = picker.gives_up_in()
    {
        let _ = woken.recv_timeout(patience);
        app.tick_within(std::time::Duration::ZERO, std::time::Duration::ZERO);
    }
}

/// Picks `name`, expects an error popup whose text contains `message`, closes the popups and
/// checks that nothing changed.
fn refused(app: &mut App, name: &str, message: &str) {
    app.update(Action::OpenFile);
    refused_from_the_picker(app, name, message);
}

/// Picks `name`, a file with good puzzles and a bad record: its list shows `message` on the
/// bad record's row; closing the list and the picker leaves the puzzle as it was.
fn listed(app: &mut App, name: &str, message: &str) {
    let before = what_is_on_screen(app);
    app.update(Action::OpenFile);
    enter_on(app, name);
    assert_eq!(app.context(), Context::List, "{name}: no list");
    let backend = ratatui::backend::TestBackend::new(120, 40);
    let mut terminal = ratatui::Terminal::new(backend).unwrap();
    terminal
        .draw(|frame| crate::tui::draw::render(app, frame))
        .unwrap();
    let text = terminal.backend().to_string();
    assert!(text.contains(message), "{name}: {text}");
    app.update(Action::Close);
    app.update(Action::Close);
    assert_eq!(app.context(), Context::Player, "{name}");
    assert_eq!(what_is_on_screen(app), before, "{name}: the puzzle changed");
}

/// As [`refused`], with the picker already open.
fn refused_from_the_picker(app: &mut App, name: &str, message: &str) {
    let before = what_is_on_screen(app);
    enter_on(app, name);
    assert_eq!(app.context(), Context::Error, "{name}: no error popup");
    let Some(Overlay::Error(error)) = app.overlays().last() else {
        unreachable!()
    };
    let text = error.to_string();
    assert!(text.contains(name), "{name}: {text}");
    assert!(text.contains(message), "{name}: {text}");
    assert_eq!(what_is_on_screen(app), before, "{name}: the puzzle changed");
    app.update(Action::Close);
    assert_eq!(app.context(), Context::Picker, "{name}");
    app.update(Action::Close);
    assert_eq!(app.context(), Context::Player, "{name}");
    assert_eq!(what_is_on_screen(app), before, "{name}");
}

#[test]
fn every_kind_of_bad_file_shows_why_and_keeps_the_puzzle() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    for name in [
        "short_line.txt",
        "long_line.txt",
        "letters.txt",
        "empty.txt",
        "binary_nul.bin",
        "short_block.txt",
    ] {
        std::fs::copy(repo(&format!("puzzles/invalid/{name}")), d.join(name)).unwrap();
    }
    let conflict = format!("5.......5{}\n", ".".repeat(72));
    std::fs::write(d.join("conflict.txt"), conflict).unwrap();
    let big = std::fs::File::create(d.join("huge.txt")).unwrap();
    big.set_len(MAX_INPUT_BYTES + 1).unwrap();
    #[cfg(unix)]
    {
        std::os::unix::fs::symlink("/dev/zero", d.join("zero")).unwrap();
        unreadable_file(&d.join("locked.txt"));
    }
    std::fs::write(d.join("gone.txt"), P85).unwrap();

    let mut app = app_at_step_7(d);
    // a file with good puzzles is no bad file: its list marks the bad record
    listed(
        &mut app,
        "short_line.txt",
        "line 4: 80 cells: stepdoku reads 16, 36, 64, 81, 144 or 256",
    );
    refused(&mut app, "long_line.txt", "82 cells: stepdoku reads");
    listed(&mut app, "letters.txt", "line 2: unexpected character 'x'");
    listed(&mut app, "short_block.txt", "rows");
    refused(&mut app, "empty.txt", "no puzzle found");
    refused(&mut app, "binary_nul.bin", "not a text file");
    refused(
        &mut app,
        "conflict.txt",
        "line 1: conflicting givens: r1c1 and r1c9",
    );
    refused(&mut app, "huge.txt", "input is larger than 64 MiB");
    #[cfg(unix)]
    {
        refused(&mut app, "zero", "input is larger than 64 MiB");
        refused(&mut app, "locked.txt", "permission denied");
    }

    // listed, then deleted before Enter
    app.update(Action::OpenFile);
    std::fs::remove_file(d.join("gone.txt")).unwrap();
    refused_from_the_picker(&mut app, "gone.txt", "gone.txt: no such file");
}

#[cfg(unix)]
#[test]
fn pipes_are_read_on_enter_and_never_freeze_the_picker() {
    let dir = tempfile::tempdir().unwrap();
    let endless = fifo(dir.path(), "endless");
    let writer = std::thread::spawn(move || {
        let mut w = std::fs::OpenOptions::new()
            .write(true)
            .open(endless)
            .unwrap();
        let chunk = ".".repeat(80) + "\n";
        // until the reader stops reading at the cap and closes its end
        while w.write_all(chunk.as_bytes()).is_ok() {}
    });
    let mut app = app_at_step_7(dir.path());
    // 64 MiB through a pipe may take a loaded machine longer than the 2 s the picker waits
    app.update(Action::OpenFile);
    let Some(Overlay::Picker(picker)) = app.overlays.last_mut() else {
        panic!("no picker");
    };
    picker.patience = std::time::Duration::from_secs(120);
    refused_from_the_picker(&mut app, "endless", "input is larger than 64 MiB");
    writer.join().unwrap();

    fifo(dir.path(), "silent");
    refused(&mut app, "silent", "did not end within 2 s");
}

#[test]
fn a_folder_that_vanished_says_so_and_keeps_the_puzzle() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::create_dir(dir.path().join("sets")).unwrap();
    let mut app = app_at_step_7(dir.path());
    let before = what_is_on_screen(&app);
    app.update(Action::OpenFile);
    std::fs::remove_dir(dir.path().join("sets")).unwrap();
    app.update(Action::First);
    app.update(Action::Down); // sets
    app.update(Action::Confirm);
    let Some(Overlay::Picker(picker)) = app.overlays().last() else {
        panic!("no picker");
    };
    let why = picker.listing_error().expect("a listing error");
    assert!(why.contains("No such file"), "{why}");
    app.update(Action::Close);
    assert_eq!(what_is_on_screen(&app), before);
}

#[test]
fn a_conflicting_puzzle_picked_from_a_list_is_refused_and_the_list_stays() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::copy(
        repo("puzzles/invalid/conflict.txt"),
        dir.path().join("conflict.txt"),
    )
    .unwrap();
    let mut app = app_at_step_7(dir.path());
    let before = what_is_on_screen(&app);
    pick(&mut app, "conflict.txt");
    assert_eq!(app.context(), Context::List);
    app.update(Action::Confirm); // #1 has two 8s in row 1
    let Some(Overlay::Error(error)) = app.overlays().last() else {
        panic!("no error popup");
    };
    assert!(
        error.to_string().ends_with(
            "conflict.txt: line 2: conflicting givens: r1c1 and r1c3 both hold 8 (row 1)"
        ),
        "{error}"
    );
    assert_eq!(what_is_on_screen(&app), before);
    app.update(Action::Close);
    assert_eq!(app.context(), Context::List);
    app.update(Action::Down);
    app.update(Action::Confirm); // #2 is fine
    assert_eq!(app.context(), Context::Player);
    assert_eq!(
        app.player().collection().title(app.player().current()),
        "conflict.txt #2/2"
    );
}

#[cfg(unix)]
#[test]
fn a_pipe_is_read_while_the_screen_says_so_and_esc_stops_it() {
    let dir = tempfile::tempdir().unwrap();
    fifo(dir.path(), "silent");
    std::fs::write(dir.path().join("z.txt"), P85).unwrap();
    let mut app = app_at_step_7(dir.path());
    app.update(Action::OpenFile);
    let Some(Overlay::Picker(picker)) = app.overlays().last() else {
        panic!("no picker");
    };
    let row = picker
        .entries()
        .iter()
        .position(|e| e.name == "silent")
        .unwrap();
    app.update(Action::First);
    for _ in 0..row {
        app.update(Action::Down);
    }
    // Enter returns while the pipe has no writer (a blocking open never would): on a thread,
    // waited for with a deadline, so that a regression fails instead of hanging the tests
    let (returned, answer) = std::sync::mpsc::channel();
    std::thread::scope(|s| {
        s.spawn(|| {
            app.update(Action::Confirm);
            returned.send(()).unwrap();
        });
        if answer
            .recv_timeout(std::time::Duration::from_secs(20))
            .is_err()
        {
            // a writer unblocks the reader so that the thread ends, then fail
            let _ = std::fs::OpenOptions::new()
                .write(true)
                .open(dir.path().join("silent"));
            panic!("Enter blocked on a pipe with no writer");
        }
    });
    // the picker says what it is doing
    let Some(Overlay::Picker(picker)) = app.overlays().last() else {
        panic!("no picker");
    };
    assert!(picker.is_reading());
    let mut terminal = ratatui::Terminal::new(ratatui::backend::TestBackend::new(100, 30)).unwrap();
    terminal
        .draw(|frame| crate::tui::draw::render(&app, frame))
        .unwrap();
    assert!(terminal.backend().to_string().contains("reading…"));
    // keys still answer; Enter waits; Esc stops the reading and keeps the picker
    app.update(Action::Confirm);
    assert_eq!(app.notice(), Some("still reading; Esc stops"));
    app.update(Action::Close);
    assert_eq!(app.notice(), Some("reading stopped"));
    assert_eq!(app.context(), Context::Picker);
    let Some(Overlay::Picker(picker)) = app.overlays().last() else {
        panic!("no picker");
    };
    assert!(!picker.is_reading());
    app.update(Action::Down);
    app.update(Action::Close);
    assert_eq!(app.context(), Context::Player);
}

/// A file name with control characters shows them in caret notation (`^[` for ESC) in the
/// picker's list and in the popup that says why it cannot be opened: never raw, never `\u{1b}`.
#[test]
fn control_characters_in_a_file_name_show_as_carets() {
    let dir = tempfile::tempdir().unwrap();
    let name = "bad\u{1b}[31m.txt";
    std::fs::write(dir.path().join(name), "not a puzzle").unwrap();
    let mut app = app_at_step_7(dir.path());
    let screen = |app: &App| {
        let backend = ratatui::backend::TestBackend::new(100, 30);
        let mut terminal = ratatui::Terminal::new(backend).unwrap();
        terminal
            .draw(|frame| crate::tui::draw::render(app, frame))
            .unwrap();
        terminal.backend().to_string()
    };
    app.update(Action::OpenFile);
    let listed = screen(&app);
    assert!(listed.contains("bad^[[31m.txt"), "{listed}");
    enter_on(&mut app, name);
    let Some(Overlay::Error(error)) = app.overlays().last() else {
        panic!("no popup");
    };
    assert!(error.to_string().contains("bad^[[31m.txt:"), "{error}");
    let popup = screen(&app);
    assert!(popup.contains("bad^[[31m.txt"), "{popup}");
    assert!(
        !popup.contains('\u{1b}') && !popup.contains("u{1b}"),
        "{popup}"
    );
}
