//! Every input of the key table, sent as the terminal sends it (a crossterm event through
//! [`event_action`], as the event loop does), has the effect its help line promises. The table
//! is walked whole, so a new binding without a check here fails.

use super::action::Action;
use super::app::Context;
use super::app::{App, Overlay};
use super::composer::Composer;
use super::drive::input::event_action;
use super::editor::Editor;
use super::effect::PromptKind;
use super::keys::map as keymap;
use super::keys::table::{BINDINGS, Input, Scope};
use super::layout::layout;
use super::pane::PlayState;
use super::test_support::{P85, app_in, open_tree, settle};
use crossterm::event::{
    Event, KeyCode, KeyEvent, KeyModifiers, MouseButton, MouseEvent, MouseEventKind,
};
use ratatui::layout::Rect;
use stepdoku::parse::parse_str;
use stepdoku::solver::{Event as SearchEvent, Strategy};
use stepdoku::sudoku::Cell;
use stepdoku::timeline::Target;

/// The terminal of these tests: its framed timeline's track is row 20, columns 1..=78.
const SIZE: Rect = Rect::new(0, 0, 80, 24);

/// The terminal event for `input`; a click lands on the middle of the timeline's track.
fn event_of(input: Input) -> Event {
    let mouse = |kind, column, row| {
        Event::Mouse(MouseEvent {
            kind,
            column,
            row,
            modifiers: KeyModifiers::NONE,
        })
    };
    match input {
        Input::Key(code, modifiers) => Event::Key(KeyEvent::new(code, modifiers)),
        Input::WheelUp => mouse(MouseEventKind::ScrollUp, 40, 10),
        Input::WheelDown => mouse(MouseEventKind::ScrollDown, 40, 10),
        Input::ClickTimeline => mouse(MouseEventKind::Down(MouseButton::Left), 39, 20),
        Input::ClickBoard => {
            // the middle of r2c3 on the 37×19 board at 80×24
            let board = layout(SIZE, stepdoku::sudoku::Shape::NINE)
                .expect("80×24 is large enough")
                .board;
            mouse(
                MouseEventKind::Down(MouseButton::Left),
                board.x + 1 + 2 * 4 + 1,
                board.y + 1 + 2,
            )
        }
        Input::Text => Event::Key(KeyEvent::new(KeyCode::Char('7'), KeyModifiers::NONE)),
    }
}

/// Sends `input` through the input layer; it must mean the table's `action` here.
fn send(app: &mut App, input: Input, action: Action) {
    app.resize(SIZE);
    let sent = event_action(app, &event_of(input));
    assert!(
        sent == Some(action)
            || matches!(
                (action, sent),
                (Action::SeekAtPointer, Some(Action::Seek(_)))
                    | (Action::SelectAtPointer, Some(Action::Select(_)))
            )
            // a prompt types the character pressed
            || (input == Input::Text && matches!(sent, Some(Action::Type(_)))),
        "{input:?} in {:?}: {sent:?}, not {action:?}",
        app.context()
    );
    app.update(sent.unwrap());
}

fn position(app: &App) -> u64 {
    app.player().timeline().unwrap().position()
}

fn event(app: &App) -> SearchEvent {
    app.player()
        .timeline()
        .unwrap()
        .current_event()
        .expect("an event")
}

/// A folder with three files of P85, the middle one with two puzzles, and a subfolder.
fn folder() -> tempfile::TempDir {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("a.txt"), P85).unwrap();
    std::fs::write(dir.path().join("b.txt"), format!("{P85}\n{P85}\n")).unwrap();
    std::fs::write(dir.path().join("c.txt"), P85).unwrap();
    std::fs::create_dir(dir.path().join("sub")).unwrap();
    dir
}

/// A paused row-major app on P85 (three puzzles in its file, on the second), 40 steps in.
fn at_step_40(dir: &std::path::Path) -> App {
    let mut app = app_in(dir, &[P85, P85, P85]);
    app.update(Action::NextPuzzle);
    app.resize(SIZE);
    for _ in 0..40 {
        app.update(Action::StepForward);
    }
    app
}

/// The app for a binding of `scope`, in the context where it applies.
fn app_for(scope: Scope, dir: &std::path::Path) -> App {
    let mut app = at_step_40(dir);
    match scope {
        Scope::Always | Scope::Search | Scope::Player => {}
        Scope::Race => app.update(Action::Race),
        Scope::Popup | Scope::Scroll => app.update(Action::Help),
        Scope::List => app.update(Action::OpenFile),
        Scope::Prompt => app.update(Action::GoToPrompt),
        Scope::Editor => app.update(Action::Edit),
        Scope::Generator => app.update(Action::NewPuzzle),
        Scope::Composer | Scope::ComposerPlayer => app.update(Action::Compose),
        Scope::ComposerRace => {
            app.update(Action::Race);
            app.update(Action::Compose);
        }
        Scope::Tree => {
            app.update(Action::ToEnd);
            settle(&mut app);
            open_tree(&mut app);
        }
    }
    app
}

/// The editor on top, as the key table's editor bindings need it.
fn editor(app: &App) -> &Editor {
    match app.overlays().last() {
        Some(Overlay::Editor(editor)) => editor,
        _ => panic!("the editor is not open"),
    }
}

/// The cell `name` (`r2c3`).
fn cell(name: &str) -> Cell {
    name.parse().expect("a cell name")
}

/// Checks what `input` does in the editor, opened on P85 (`8` at r1c1) with the cursor there.
fn check_editor(app: &mut App, input: Input, action: Action, at: &str) {
    let givens = *parse_str(P85).unwrap()[0].nine_digits().unwrap();
    match action {
        Action::Up | Action::Left => {
            app.update(Action::Down);
            app.update(Action::Right);
            send(app, input, action);
            let expected = if action == Action::Up { "r1c2" } else { "r2c1" };
            assert_eq!(editor(app).cursor(), cell(expected), "{at}");
        }
        Action::Down | Action::Right => {
            send(app, input, action);
            let expected = if action == Action::Down {
                "r2c1"
            } else {
                "r1c2"
            };
            assert_eq!(editor(app).cursor(), cell(expected), "{at}");
        }
        Action::SelectAtPointer => {
            send(app, input, action);
            assert_eq!(editor(app).cursor(), cell("r2c3"), "{at}");
        }
        Action::Type(letter @ 'A'..='G') => {
            // 10 to 16, above a 9×9's digits: refused, saying so, and the cursor stays
            send(app, input, action);
            assert_eq!(editor(app).digits()[0], 8, "{at}");
            assert_eq!(editor(app).cursor(), cell("r1c1"), "{at}");
            let remark = editor(app).remark().expect("a remark");
            let expected = format!("no {letter} on a 9x9: its digits are 1–9");
            assert_eq!(remark.text, expected, "{at}");
        }
        Action::Type(typed) => {
            // a digit's row sets r1c1 to its digit (r1c1 holds 8: `8` sets it again); the
            // empty cell's row empties it; either way the cursor goes on
            send(app, input, action);
            let expected = typed.to_digit(10).unwrap_or(0);
            assert!(expected > 0 || typed == '.', "{at}");
            assert_eq!(u32::from(editor(app).digits()[0]), expected, "{at}");
            assert_eq!(editor(app).cursor(), cell("r1c2"), "{at}");
        }
        Action::Erase => {
            // Backspace: the cell before the cursor
            app.update(Action::Right);
            send(app, input, action);
            assert_eq!(editor(app).digits()[0], 0, "{at}");
            assert_eq!(editor(app).clues(), 21, "{at}");
            assert_eq!(editor(app).cursor(), cell("r1c1"), "{at}");
        }
        Action::Delete => {
            send(app, input, action);
            assert_eq!(editor(app).digits()[0], 0, "{at}");
            assert_eq!(editor(app).clues(), 21, "{at}");
            assert_eq!(editor(app).cursor(), cell("r1c1"), "{at}");
        }
        Action::Undo => {
            app.update(Action::Delete);
            send(app, input, action);
            assert_eq!(*editor(app).digits(), givens, "{at}");
        }
        Action::Redo => {
            app.update(Action::Delete);
            app.update(Action::Undo);
            send(app, input, action);
            assert_eq!(editor(app).digits()[0], 0, "{at}");
        }
        Action::SavePrompt => {
            send(app, input, action);
            let Some(Overlay::Prompt(prompt)) = app.overlays().last() else {
                panic!("{at}: no prompt");
            };
            assert_eq!(prompt.kind, PromptKind::Save, "{at}");
            assert!(prompt.text.ends_with(std::path::MAIN_SEPARATOR), "{at}");
        }
        Action::Confirm => {
            app.update(Action::Delete);
            send(app, input, action);
            assert_eq!(app.context(), Context::Player, "{at}");
            assert_eq!(
                app.player().collection().title(app.player().current()),
                "edited #1/1",
                "{at}"
            );
            assert_eq!(app.player().entry().puzzle.clues(), 21, "{at}");
            assert_eq!(position(app), 0, "{at}");
        }
        Action::Help => {
            send(app, input, action);
            assert_eq!(app.context(), Context::Help, "{at}");
        }
        Action::Close => {
            app.update(Action::Delete);
            // an edit not saved: the first press asks, the second leaves
            send(app, input, action);
            assert_eq!(app.context(), Context::Editor, "{at}: asks first");
            send(app, input, action);
            assert_eq!(app.context(), Context::Player, "{at}");
            assert_eq!(
                app.player().entry().puzzle.digits,
                givens,
                "{at}: unchanged"
            );
            assert_eq!(position(app), 40, "{at}: where it was");
        }
        _ => panic!("{at}: no check for this editor binding"),
    }
}

/// The tree panel on top, as its bindings need it.
fn tree_selected(app: &App) -> Vec<usize> {
    match app.overlays().last() {
        Some(Overlay::Tree(panel)) => panel.selected().to_vec(),
        _ => panic!("the tree panel is not open"),
    }
}

/// Checks what `input` does in the tree panel, open over the search run to its solution.
fn check_tree(app: &mut App, input: Input, action: Action, at: &str) {
    match action {
        Action::Left => {
            app.update(Action::Right);
            send(app, input, action);
            assert_eq!(tree_selected(app).len(), 1, "{at}");
        }
        Action::Right => {
            send(app, input, action);
            assert_eq!(tree_selected(app).len(), 2, "{at}");
        }
        Action::Confirm => {
            app.update(Action::First);
            send(app, input, action);
            settle(app);
            assert_eq!(app.context(), Context::Player, "{at}");
            // the first guess of the search is its first step
            assert_eq!(position(app), 1, "{at}");
            assert!(matches!(event(app), SearchEvent::Place { .. }), "{at}");
        }
        Action::Close => {
            send(app, input, action);
            assert_eq!(app.context(), Context::Player, "{at}");
        }
        _ => panic!("{at}: no check for this binding of the tree panel"),
    }
}

/// The composer on top, as its bindings need it.
fn composer(app: &App) -> &Composer {
    match app.overlays().last() {
        Some(Overlay::Composer(composer)) => composer,
        _ => panic!("the composer is not open"),
    }
}

/// Checks what `input` does in the composer, opened on the player's row-major at step 40
/// of the file's second puzzle.
fn check_composer(app: &mut App, input: Input, action: Action, at: &str) {
    match action {
        Action::Left => {
            app.update(Action::Right);
            app.update(Action::Right);
            send(app, input, action);
            assert_eq!(composer(app).column(), 1, "{at}");
        }
        Action::Right => {
            send(app, input, action);
            assert_eq!(composer(app).column(), 1, "{at}");
        }
        Action::Up => {
            app.update(Action::Down);
            app.update(Action::Down);
            send(app, input, action);
            assert_eq!(composer(app).strategy(), Strategy::Mrv, "{at}");
        }
        Action::Down => {
            send(app, input, action);
            assert_eq!(composer(app).strategy(), Strategy::Mrv, "{at}");
        }
        Action::Confirm => {
            app.update(Action::Down);
            app.update(Action::Right);
            app.update(Action::Down);
            app.update(Action::Down);
            send(app, input, action);
            assert_eq!(app.context(), Context::Player, "{at}");
            let lcv: Strategy = "mrv+lcv".parse().unwrap();
            assert_eq!(app.player().pane().strategy(), lcv, "{at}");
            assert_eq!(position(app), 0, "{at}: restarted");
            assert_eq!(app.player().current(), 1, "{at}: the same puzzle");
        }
        Action::Race => {
            app.update(Action::Right);
            app.update(Action::Right);
            app.update(Action::Down);
            send(app, input, action);
            assert_eq!(app.context(), Context::Race, "{at}");
            let lanes: Vec<String> = (app.race().unwrap().lanes().iter())
                .map(|lane| lane.strategy().name().to_string())
                .collect();
            assert_eq!(
                lanes,
                ["first+fc", "row-major"],
                "{at}: it, then the player's"
            );
            assert_eq!(app.player().pane().strategy(), Strategy::RowMajor, "{at}");
        }
        _ => panic!("{at}: no check for this binding of the composer"),
    }
}

/// The race on top, as its bindings need it.
fn race(app: &App) -> &super::race::Race {
    match app.overlays().last() {
        Some(Overlay::Race(race)) => race,
        _ => panic!("the race view is not on top"),
    }
}

/// The names of the race's lanes, in order.
fn lane_names(app: &App) -> Vec<String> {
    let lanes = race(app).lanes().iter();
    lanes
        .map(|lane| lane.strategy().name().to_string())
        .collect()
}

/// Checks what `input` does in the race view of the four strategies, opened from step 40.
fn check_race(app: &mut App, input: Input, action: Action, at: &str) {
    match action {
        Action::Up => {
            app.update(Action::Down);
            app.update(Action::Down);
            send(app, input, action);
            assert_eq!(race(app).selected(), 1, "{at}");
            send(app, input, action);
            send(app, input, action);
            assert_eq!(race(app).selected(), 0, "{at}: it stops at the first");
        }
        Action::Down => {
            send(app, input, action);
            assert_eq!(race(app).selected(), 1, "{at}");
            for _ in 0..4 {
                send(app, input, action);
            }
            assert_eq!(race(app).selected(), 3, "{at}: it stops at the last");
        }
        Action::Compose => {
            app.update(Action::Down);
            send(app, input, action);
            let Some(Overlay::LaneComposer(composer)) = app.overlays().last() else {
                panic!("{at}: the lane composer is not open");
            };
            assert_eq!(
                composer.strategy(),
                Strategy::Mrv,
                "{at}: the selected lane's"
            );
            assert!(composer.is_racing(), "{at}");
        }
        Action::RemoveLane => {
            app.update(Action::Down);
            send(app, input, action);
            assert_eq!(
                lane_names(app),
                ["row-major", "random", "propagate"],
                "{at}"
            );
            assert_eq!(app.notice(), Some("mrv left the race"), "{at}");
            assert_eq!(
                race(app).selected(),
                1,
                "{at}: the next lane takes its place"
            );
        }
        _ => panic!("{at}: no check for this binding of the race view"),
    }
}

/// Checks what `input` does in the composer over the race of the four strategies, opened on
/// its first lane, row-major, 25 steps in.
fn check_lane_composer(app: &mut App, input: Input, action: Action, at: &str) {
    assert_eq!(action, Action::Confirm, "{at}: no check for this binding");
    app.update(Action::Close);
    for _ in 0..25 {
        app.update(Action::StepForward);
    }
    assert_eq!(race(app).step(), 25);
    app.update(Action::Compose);
    // row-major races already: nothing happens, the popup says why
    send(app, input, action);
    assert_eq!(app.context(), Context::LaneComposer, "{at}");
    for part in [Action::Down, Action::Right, Action::Down, Action::Down] {
        app.update(part);
    }
    send(app, input, action);
    assert_eq!(app.context(), Context::Race, "{at}");
    assert_eq!(
        lane_names(app),
        ["row-major", "mrv", "random", "propagate", "mrv+lcv"],
        "{at}"
    );
    assert_eq!(race(app).selected(), 4, "{at}: the new lane");
    assert_eq!(race(app).step(), 0, "{at}: every lane from step 0");
    for lane in race(app).lanes() {
        assert_eq!(lane.timeline().unwrap().position(), 0, "{at}");
    }
    assert_eq!(
        app.notice(),
        Some("mrv+lcv joins the race: all lanes from step 0"),
        "{at}"
    );
}

fn help_scroll(app: &App) -> usize {
    match app.overlays().last() {
        Some(Overlay::Help(help)) => help.scroll,
        _ => panic!("the help is not open"),
    }
}

fn picker_row(app: &App) -> (String, usize) {
    match app.overlays().last() {
        Some(Overlay::Picker(p)) => (p.dir().display().to_string(), p.selected()),
        _ => panic!("the picker is not open"),
    }
}

/// Checks what `input` (bound to `action` in `scope`) does.
fn check(scope: Scope, input: Input, action: Action, dir: &std::path::Path) {
    let mut app = app_for(scope, dir);
    let at = format!("{input:?} ({action:?})");
    if scope == Scope::Editor {
        check_editor(&mut app, input, action, &at);
        return;
    }
    if scope == Scope::Tree {
        check_tree(&mut app, input, action, &at);
        return;
    }
    if matches!(scope, Scope::Composer | Scope::ComposerPlayer) {
        check_composer(&mut app, input, action, &at);
        return;
    }
    if scope == Scope::ComposerRace {
        check_lane_composer(&mut app, input, action, &at);
        return;
    }
    if scope == Scope::Race && matches!(action, Action::Up | Action::Down | Action::Compose) {
        check_race(&mut app, input, action, &at);
        return;
    }
    match action {
        Action::TogglePlay => {
            send(&mut app, input, action);
            assert_eq!(app.state(), PlayState::Playing, "{at}");
        }
        Action::StepBack => {
            send(&mut app, input, action);
            assert_eq!(position(&app), 39, "{at}");
        }
        Action::StepForward => {
            send(&mut app, input, action);
            assert_eq!(position(&app), 41, "{at}");
        }
        Action::Faster => {
            send(&mut app, input, action);
            assert_eq!(app.delay_ms(), 20, "{at}");
        }
        Action::Slower => {
            send(&mut app, input, action);
            assert_eq!(app.delay_ms(), 100, "{at}");
        }
        Action::ToStart => {
            send(&mut app, input, action);
            assert_eq!(position(&app), 0, "{at}");
        }
        Action::ToEnd => {
            send(&mut app, input, action);
            settle(&mut app);
            assert!(matches!(event(&app), SearchEvent::Solution { .. }), "{at}");
        }
        Action::Jump(target) => check_jump(&mut app, input, target, &at),
        Action::CycleStrategy => {
            send(&mut app, input, action);
            assert_eq!(app.player().pane().strategy(), Strategy::Mrv, "{at}");
            assert_eq!(position(&app), 0, "{at}: restarted");
            // on through the presets, then round
            for next in [Strategy::Random, Strategy::Propagate, Strategy::RowMajor] {
                send(&mut app, input, action);
                assert_eq!(app.player().pane().strategy(), next, "{at}");
            }
            // from a composition, the first preset
            app.player.choose("mrv+lcv".parse().unwrap());
            app.update(Action::StepForward);
            send(&mut app, input, action);
            assert_eq!(app.player().pane().strategy(), Strategy::RowMajor, "{at}");
            assert_eq!(position(&app), 0, "{at}: restarted");
        }
        Action::Restart => {
            send(&mut app, input, action);
            assert_eq!(position(&app), 0, "{at}");
            assert_eq!(app.player().pane().strategy(), Strategy::RowMajor, "{at}");
        }
        Action::Reseed => {
            let seed = app.player().pane().seed();
            send(&mut app, input, action);
            assert_eq!(app.player().pane().strategy(), Strategy::Random, "{at}");
            assert_ne!(app.player().pane().seed(), seed, "{at}: a new seed");
            assert_eq!(position(&app), 0, "{at}");
            // a composition with random digits keeps its parts, with a new seed
            let composed: Strategy = "degree+random+fc".parse().unwrap();
            app.player.choose(composed);
            app.update(Action::StepForward);
            let seed = app.player().pane().seed();
            send(&mut app, input, action);
            assert_eq!(app.player().pane().strategy(), composed, "{at}");
            assert_ne!(app.player().pane().seed(), seed, "{at}: a new seed");
            assert_eq!(position(&app), 0, "{at}");
        }
        Action::OpenFile => {
            send(&mut app, input, action);
            assert_eq!(app.context(), Context::Picker, "{at}");
        }
        Action::PrevPuzzle | Action::NextPuzzle => {
            send(&mut app, input, action);
            let expected = if action == Action::PrevPuzzle { 0 } else { 2 };
            assert_eq!(app.player().current(), expected, "{at}");
            assert_eq!(position(&app), 0, "{at}");
        }
        Action::Help => {
            send(&mut app, input, action);
            assert_eq!(app.context(), Context::Help, "{at}");
        }
        Action::Quit | Action::ForceQuit => {
            send(&mut app, input, action);
            assert!(app.should_quit(), "{at}");
        }
        Action::Close => check_close(&mut app, scope, input, &at),
        Action::Up | Action::Down | Action::PageUp | Action::PageDown => {
            check_scroll(&mut app, input, action, &at);
        }
        Action::First | Action::Last => {
            send(&mut app, input, action);
            let entries = match app.overlays().last() {
                Some(Overlay::Picker(p)) => p.entries().len(),
                _ => panic!("{at}: the picker closed"),
            };
            let expected = if action == Action::First {
                0
            } else {
                entries - 1
            };
            assert_eq!(picker_row(&app).1, expected, "{at}");
        }
        Action::NewPuzzle => {
            send(&mut app, input, action);
            assert_eq!(app.context(), Context::Generator, "{at}");
        }
        Action::Confirm | Action::Type(_) if scope == Scope::Generator => {
            check_generator(&mut app, input, action, &at);
        }
        Action::Left | Action::Right if scope == Scope::Generator => {
            // the popup opens at the size on screen, 9x9: ← for 8x8 (4x2), → for 12x12
            send(&mut app, input, action);
            let Some(Overlay::Generator(generator)) = app.overlays().last() else {
                panic!("{at}: the popup closed");
            };
            let side = if action == Action::Left { 8 } else { 12 };
            assert_eq!(generator.shape().side(), side, "{at}");
        }
        Action::Confirm if scope == Scope::Prompt => {
            // `:` 7777 Enter: on to step 7,777
            for _ in 0..4 {
                app.update(Action::Type('7'));
            }
            send(&mut app, input, action);
            settle(&mut app);
            assert_eq!(position(&app), 7777, "{at}");
        }
        Action::Confirm => {
            // the picker opens on the folder's first file, a.txt
            send(&mut app, input, action);
            assert_eq!(app.context(), Context::Player, "{at}");
            assert_eq!(
                app.player().collection().title(app.player().current()),
                "a.txt #1/1",
                "{at}"
            );
        }
        Action::Back => {
            let (inside, _) = picker_row(&app);
            send(&mut app, input, action);
            let (now, _) = picker_row(&app);
            assert!(inside.starts_with(&now) && inside.len() > now.len(), "{at}");
        }
        Action::SeekAtPointer => {
            let explored = app.player().timeline().unwrap().explored();
            send(&mut app, input, action);
            // offset 38 of the track's 77: round(38/77 of what is explored)
            assert_eq!(position(&app), (38 * explored + 38) / 77, "{at}");
        }
        Action::Seek(_) | Action::Select(_) => unreachable!("no key is bound to a fixed place"),
        Action::Candidates => {
            send(&mut app, input, action);
            assert!(app.player().shows_candidates(), "{at}");
            send(&mut app, input, action);
            assert!(!app.player().shows_candidates(), "{at}");
        }
        Action::Heatmap => {
            send(&mut app, input, action);
            assert!(app.player().shows_heat(), "{at}");
            send(&mut app, input, action);
            assert!(!app.player().shows_heat(), "{at}");
        }
        Action::Race => {
            send(&mut app, input, action);
            assert_eq!(app.context(), Context::Race, "{at}");
            assert_eq!(app.race().unwrap().lanes().len(), 4, "{at}");
        }
        Action::Compose => {
            send(&mut app, input, action);
            assert_eq!(app.context(), Context::Composer, "{at}");
            assert_eq!(composer(&app).strategy(), Strategy::RowMajor, "{at}");
        }
        Action::Edit | Action::EditBlank | Action::EditBoard => {
            let board: [u8; 81] = app
                .player()
                .timeline()
                .unwrap()
                .board()
                .digits()
                .try_into()
                .unwrap();
            send(&mut app, input, action);
            assert_eq!(app.context(), Context::Editor, "{at}");
            assert_eq!(app.state(), PlayState::Paused, "{at}");
            let expected = match action {
                Action::Edit => *parse_str(P85).unwrap()[0].nine_digits().unwrap(),
                Action::EditBlank => [0; 81],
                _ => board,
            };
            assert_eq!(*editor(&app).digits(), expected, "{at}");
        }
        Action::RemoveLane => check_race(&mut app, input, action, &at),
        Action::Left
        | Action::Right
        | Action::SelectAtPointer
        | Action::Delete
        | Action::Undo
        | Action::Redo
        | Action::SavePrompt => unreachable!("{at}: editor keys are checked by check_editor"),
        Action::GoToPrompt => {
            send(&mut app, input, action);
            assert_eq!(app.context(), Context::Prompt, "{at}");
        }
        Action::Tree => {
            send(&mut app, input, action);
            assert_eq!(app.context(), Context::Tree, "{at}");
        }
        Action::Picture => {
            send(&mut app, input, action);
            let (name, path) = app.take_picture_request().expect(&at);
            assert_eq!(name, "stepdoku-test-2-step-40.svg", "{at}");
            assert_eq!(path, std::path::Path::new(&name), "the working directory");
        }
        Action::FindPrompt => {
            send(&mut app, input, action);
            assert_eq!(app.context(), Context::Prompt, "{at}");
            send(&mut app, Input::Text, Action::Type(' ')); // `7`: no name holds it
            assert!(app.notice().is_some_and(|n| n.contains("\"7\"")), "{at}");
        }
        Action::PlayBackward => {
            send(&mut app, input, action);
            assert_eq!(app.state(), PlayState::PlayingBackward, "{at}");
            let five_delays = std::time::Duration::from_millis(5 * 50);
            app.tick_within(five_delays, std::time::Duration::from_secs(1));
            assert_eq!(position(&app), 35, "{at}: five delays back");
        }
        Action::Type(_) => {
            send(&mut app, input, action);
            send(&mut app, input, action);
            let Some(Overlay::Prompt(prompt)) = app.overlays().last() else {
                panic!("{at}: the prompt closed");
            };
            assert_eq!(prompt.text, "77", "{at}");
        }
        Action::Erase => {
            send(&mut app, Input::Text, Action::Type(' '));
            send(&mut app, input, action);
            let Some(Overlay::Prompt(prompt)) = app.overlays().last() else {
                panic!("{at}: the prompt closed");
            };
            assert_eq!(prompt.text, "", "{at}");
        }
    }
}

/// Enter, or a difficulty's letter, in the new-puzzle popup: a puzzle of that difficulty
/// playing on the player.
fn check_generator(app: &mut App, input: Input, action: Action, at: &str) {
    send(app, input, action);
    let Some(Overlay::Generator(generator)) = app.overlays().last() else {
        panic!("{at}: the popup closed");
    };
    let (choice, _) = generator.generating().expect("generating");
    let expected = match action {
        Action::Type(key) => key,
        _ => 'e', // Confirm, on the first row
    };
    assert_eq!(choice.key, expected, "{at}");
    app.wait_for_checks();
    app.tick(std::time::Duration::ZERO);
    assert_eq!(app.context(), Context::Player, "{at}");
    let title = app.player().collection().title(0);
    let rating = choice.rating.map_or(String::new(), |r| format!("{r} #"));
    assert!(
        title.starts_with(&format!("generated {rating}")),
        "{at}: {title}"
    );
    assert_eq!(app.state(), PlayState::Playing, "{at}");
}

/// A jump key lands on an event of its kind, forward or back from step 40.
fn check_jump(app: &mut App, input: Input, target: Target, at: &str) {
    let back = matches!(
        target,
        Target::PrevBacktrack | Target::PrevGuess | Target::PrevDeadEnd | Target::PrevSolution
    );
    if back {
        // somewhere to come back from: the end of the whole search, every kind behind it
        app.update(Action::ToEnd);
        settle(app);
        app.update(Action::Jump(Target::NextSolution));
        settle(app);
        // the whole search is known now: on past its solution
        app.update(Action::StepForward);
    }
    let from = position(app);
    send(app, input, Action::Jump(target));
    settle(app);
    let to = position(app);
    assert!(
        if back { to < from } else { to > from },
        "{at}: {from} → {to}"
    );
    let landed = event(app);
    let kind_ok = match target {
        Target::NextBacktrack | Target::PrevBacktrack => matches!(landed, SearchEvent::Undo { .. }),
        Target::NextGuess | Target::PrevGuess => matches!(landed, SearchEvent::Place { .. }),
        Target::NextDeadEnd | Target::PrevDeadEnd => landed.is_dead_end(),
        Target::NextSolution | Target::PrevSolution => {
            matches!(landed, SearchEvent::Solution { .. })
        }
        Target::Step(_) | Target::End | Target::Solution(_) => false,
    };
    assert!(kind_ok, "{at}: landed on {landed:?}");
}

/// Esc and `q` close the popup; on the main screen Esc cancels a jump under way.
fn check_close(app: &mut App, scope: Scope, input: Input, at: &str) {
    if scope == Scope::Player {
        app.update(Action::Jump(Target::NextSolution));
        app.tick_within(std::time::Duration::ZERO, std::time::Duration::ZERO);
        assert!(app.player.pane.jump.is_some(), "{at}: a jump under way");
        send(app, input, Action::Close);
        assert!(app.player.pane.jump.is_none(), "{at}: the jump goes on");
    } else {
        send(app, input, Action::Close);
        assert_eq!(app.context(), Context::Player, "{at}");
    }
}

/// In the help (taller than 24 rows), down and page down scroll, up and page up come back.
fn check_scroll(app: &mut App, input: Input, action: Action, at: &str) {
    if matches!(action, Action::Up | Action::PageUp) {
        app.update(Action::PageDown);
        app.update(Action::PageDown);
    }
    let before = help_scroll(app);
    send(app, input, action);
    let after = help_scroll(app);
    match action {
        Action::Down => assert_eq!(after, before + 1, "{at}"),
        Action::Up => assert_eq!(after + 1, before, "{at}"),
        Action::PageDown => assert!(after > before + 1, "{at}: {before} → {after}"),
        _ => assert!(after + 1 < before, "{at}: {before} → {after}"),
    }
}

/// Checks every input of the keys as bound now; returns how many.
fn check_every_input() -> usize {
    let dir = folder();
    let mut checked = 0;
    let map = keymap::current();
    for (binding, inputs) in map.rows() {
        for &input in inputs {
            check(binding.scope, input, binding.action, dir.path());
            checked += 1;
        }
    }
    checked
}

#[test]
fn every_input_of_the_key_table_does_what_its_help_says() {
    let checked = check_every_input();
    assert!(checked >= 40, "{checked} inputs");
    assert_eq!(
        checked,
        BINDINGS.iter().map(|b| b.inputs.len()).sum::<usize>()
    );
}

/// A config file that moves every action that can be rebound (the editor's values and the
/// difficulties too) to a key of its own, none of the table's: the function keys, then Alt
/// with a letter or a digit, then Ctrl with a letter, then Ctrl and Alt with a function key.
fn moved_everything() -> String {
    let pool = (1..=12)
        .map(|n| format!("f{n}"))
        .chain(
            ('a'..='z')
                .chain('A'..='Z')
                .chain('0'..='9')
                .map(|c| format!("alt-{c}")),
        )
        .chain(('a'..='z').map(|c| format!("ctrl-{c}")))
        .chain((1..=12).map(|n| format!("ctrl-f{n}")))
        .chain((1..=12).map(|n| format!("alt-f{n}")));
    let mut pool = pool.collect::<Vec<_>>().into_iter();
    let mut text = String::new();
    for scope in keymap::SCOPES {
        text += &format!("[keys.{}]\n", keymap::scope_name(scope));
        for binding in BINDINGS.iter().filter(|b| b.scope == scope) {
            if let Some(name) = keymap::action_name(binding) {
                let key = pool.next().expect("enough keys");
                text += &format!("{name} = \"{key}\"\n");
            }
        }
    }
    text
}

#[test]
fn every_input_still_does_what_its_help_says_with_every_action_moved() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("config.toml");
    std::fs::write(&path, moved_everything()).unwrap();
    let config = crate::config::load_from(&path).expect("the config reads");
    let moved = config.keys;
    // no row keeps a key of the table's
    for ((binding, inputs), row) in moved.rows().zip(BINDINGS) {
        if keymap::action_name(binding).is_some() {
            assert!(
                inputs
                    .iter()
                    .all(|i| !row.inputs.contains(i) || !matches!(i, Input::Key(..))),
                "{:?} {:?}: {inputs:?}",
                binding.scope,
                binding.action
            );
        }
    }
    let named = |scope| moved.rows().filter(move |(b, _)| b.scope == scope);
    let values = named(Scope::Editor).filter(|(b, _)| matches!(b.action, Action::Type(_)));
    assert_eq!(values.count(), 17, "type-1 to type-16 and type-empty");
    let difficulties = named(Scope::Generator).filter(|(b, _)| matches!(b.action, Action::Type(_)));
    assert_eq!(difficulties.count(), 5);
    let _restore = keymap::installed(moved);
    let checked = check_every_input();
    assert!(checked >= 40, "{checked} inputs");
    // and the table's own keys no longer act where they were moved from
    for (scope, key) in [
        (Scope::Player, 'q'),
        (Scope::Editor, '1'),
        (Scope::Editor, 'g'),
        (Scope::Editor, '.'),
        (Scope::Generator, 'e'),
    ] {
        let mut app = app_for(scope, dir.path());
        app.resize(SIZE);
        let key = Input::Key(KeyCode::Char(key), KeyModifiers::NONE);
        assert_eq!(event_action(&app, &event_of(key)), None, "{key:?}");
    }
}

#[test]
fn the_picker_moves_with_the_scroll_keys_too() {
    let dir = folder();
    let mut app = app_for(Scope::List, dir.path());
    let (_, first) = picker_row(&app);
    for (input, action, expected) in [
        (
            Input::Key(KeyCode::Char('j'), KeyModifiers::NONE),
            Action::Down,
            first + 1,
        ),
        (
            Input::Key(KeyCode::Char('k'), KeyModifiers::NONE),
            Action::Up,
            first,
        ),
        (Input::WheelDown, Action::Down, first + 1),
        (Input::WheelUp, Action::Up, first),
    ] {
        send(&mut app, input, action);
        assert_eq!(picker_row(&app).1, expected, "{input:?}");
    }
}
