//! Actions in, states out: the visualizer's behaviour without a terminal.

use super::action::Action;
use super::app::Context;
use super::app::{App, Overlay};
use super::keys::{lookup, normalize};
use super::pacing::{faster, slower};
use super::pane::PlayState;
use super::test_support::{CONFLICTING, P85, UNSOLVABLE, app_in, app_of, settle};
use crossterm::event::{KeyCode, KeyModifiers};
use std::time::Duration;
use stepdoku::solver::{Event, Strategy};
use stepdoku::timeline::{Target, Timeline};

fn position(app: &App) -> u64 {
    app.player().timeline().unwrap().position()
}

fn event(app: &App) -> Option<Event> {
    app.player().timeline().unwrap().current_event()
}

fn press(app: &mut App, code: KeyCode) {
    if let Some(action) = lookup(app.context().scopes(), normalize(code, KeyModifiers::NONE)) {
        app.update(action);
    }
}

/// Types `text` into the prompt on top, a character at a time.
fn type_text(app: &mut App, text: &str) {
    for c in text.chars() {
        app.update(Action::Type(c));
    }
}

fn repeat(app: &mut App, action: Action, times: usize) {
    for _ in 0..times {
        app.update(action);
    }
}

#[test]
fn steps_forward_and_back_to_the_same_board() {
    let mut app = app_of(&[P85]);
    repeat(&mut app, Action::StepForward, 5);
    assert_eq!(position(&app), 5);
    assert_eq!(app.player().timeline().unwrap().stats().steps, 5);
    repeat(&mut app, Action::StepBack, 2);
    assert_eq!(position(&app), 3);
    let mut fresh = Timeline::new(
        app.player().entry().puzzle.grid().unwrap(),
        app.player().config(),
    );
    fresh.seek(3);
    assert_eq!(app.player().timeline().unwrap().board(), fresh.board());
    repeat(&mut app, Action::StepBack, 5);
    assert_eq!(position(&app), 0);
    assert_eq!(app.notice(), Some("this is the start"));
}

#[test]
fn keys_reach_the_same_actions() {
    let mut app = app_of(&[P85]);
    for _ in 0..4 {
        press(&mut app, KeyCode::Char('l'));
    }
    press(&mut app, KeyCode::Left);
    assert_eq!(position(&app), 3);
    press(&mut app, KeyCode::Char('?'));
    assert_eq!(app.context(), Context::Help);
    press(&mut app, KeyCode::Char('l')); // not a help key: nothing moves
    assert_eq!(position(&app), 3);
    press(&mut app, KeyCode::Char('q'));
    assert_eq!(app.context(), Context::Player);
    assert!(!app.should_quit());
    press(&mut app, KeyCode::Char('q'));
    assert!(app.should_quit());
}

#[test]
fn speed_keys_step_one_ladder_that_reaches_the_default_from_anywhere() {
    let ladder = [0, 1, 2, 5, 10, 20, 50, 100, 200, 500, 1000];
    for pair in ladder.windows(2) {
        assert_eq!(slower(pair[0]), pair[1]);
        assert_eq!(faster(pair[1]), pair[0]);
    }
    assert_eq!(faster(0), 0);
    assert_eq!(slower(1000), 1000);
    // a delay typed on the command line, off the ladder, joins it at the next rung
    assert_eq!((slower(12), faster(12)), (20, 10));
    assert_eq!((slower(5000), faster(5000)), (5000, 1000));
    // the 50 ms default is reached from every delay the command line takes
    for start in (0..=1000).chain([1500, 9999, 10_000]) {
        let mut delay = start;
        let toward = if start < 50 { slower } else { faster };
        for _ in 0..ladder.len() {
            if delay != 50 {
                delay = toward(delay);
            }
        }
        assert_eq!(delay, 50, "from {start} ms");
    }
    let mut app = app_of(&[P85]);
    repeat(&mut app, Action::Faster, 6);
    assert_eq!(app.delay_ms(), 0);
    app.update(Action::Slower);
    assert_eq!(app.delay_ms(), 1);
}

#[test]
fn cycling_the_strategy_restarts_the_search() {
    let mut app = app_of(&[P85]);
    repeat(&mut app, Action::StepForward, 7);
    app.update(Action::CycleStrategy);
    assert_eq!(app.player().pane().strategy(), Strategy::Mrv);
    assert_eq!(
        app.player().timeline().unwrap().config().strategy,
        Strategy::Mrv
    );
    assert_eq!(position(&app), 0);
    repeat(&mut app, Action::CycleStrategy, 2);
    assert_eq!(app.player().pane().strategy(), Strategy::Propagate);
    app.update(Action::CycleStrategy);
    assert_eq!(app.player().pane().strategy(), Strategy::RowMajor);
    repeat(&mut app, Action::StepForward, 3);
    app.update(Action::Restart);
    assert_eq!(position(&app), 0);
}

#[test]
fn brackets_move_through_the_file() {
    let mut app = app_of(&[P85, UNSOLVABLE, CONFLICTING]);
    app.update(Action::StepForward);
    app.update(Action::NextPuzzle);
    assert_eq!(app.player().current(), 1);
    assert_eq!(position(&app), 0);
    app.update(Action::NextPuzzle);
    assert_eq!(app.player().current(), 2);
    assert_eq!(app.state(), PlayState::Invalid);
    // past the last, round to the first, and back
    app.update(Action::NextPuzzle);
    assert_eq!(app.player().current(), 0);
    assert_eq!(app.notice(), Some("round to puzzle 1 of 3"));
    app.update(Action::PrevPuzzle);
    assert_eq!(app.player().current(), 2);
    assert_eq!(app.notice(), Some("round to puzzle 3 of 3"));
    repeat(&mut app, Action::PrevPuzzle, 2);
    assert_eq!(app.player().current(), 0);
    assert_eq!(app.notice(), None);
    assert_eq!(app.player().collection().title(0), "test.txt #1/3");
    // one puzzle: nothing to move to, and the search stays where it is
    let mut one = app_of(&[P85]);
    one.update(Action::StepForward);
    one.update(Action::NextPuzzle);
    assert_eq!((one.player().current(), position(&one)), (0, 1));
    assert_eq!(one.notice(), Some("this is the only puzzle"));
}

#[test]
fn brackets_go_on_across_the_bundled_files() {
    let mut app = App::new(
        super::bundled::collection(),
        0,
        super::test_support::settings(),
    );
    app.update(Action::PrevPuzzle);
    assert_eq!(app.player().current(), app.player().collection().len() - 1);
    assert_eq!(app.notice(), Some("round to puzzle 1,670 of 1,670"));
    app.update(Action::NextPuzzle);
    app.update(Action::NextPuzzle);
    assert_eq!(
        app.player().collection().title(app.player().current()),
        "python_rows.txt #1/1"
    );
    assert_eq!(app.notice(), Some("on to python_rows.txt"));
}

#[test]
fn jumps_land_on_backtracks_dead_ends_and_solutions() {
    let mut app = app_of(&[P85]);
    app.update(Action::Jump(Target::NextBacktrack));
    assert_ne!(
        app.state(),
        PlayState::Searching,
        "a near target is reached at once"
    );
    let first_backtrack = position(&app);
    assert!(matches!(event(&app), Some(Event::Undo { .. })));
    assert!(!matches!(
        app.player().timeline().unwrap().previous_event(),
        Some(Event::Undo { .. })
    ));
    app.update(Action::Jump(Target::NextBacktrack));
    settle(&mut app);
    assert!(position(&app) > first_backtrack);
    app.update(Action::Jump(Target::PrevBacktrack));
    settle(&mut app);
    assert_eq!(position(&app), first_backtrack);

    app.update(Action::Jump(Target::NextDeadEnd));
    settle(&mut app);
    assert!(matches!(event(&app), Some(Event::DeadEnd { .. })));

    app.update(Action::ToEnd);
    settle(&mut app);
    assert_eq!(event(&app), Some(Event::Solution { number: 1 }));
    assert_eq!(app.state(), PlayState::Solved);
    let solution = position(&app);
    app.update(Action::ToEnd); // again: the end of the whole search
    settle(&mut app);
    assert_eq!(event(&app), Some(Event::Done));
    assert_eq!(app.state(), PlayState::Finished);
    app.update(Action::Jump(Target::PrevSolution));
    settle(&mut app);
    assert_eq!(position(&app), solution);
    app.update(Action::Jump(Target::NextSolution));
    settle(&mut app);
    assert_eq!(position(&app), solution, "the puzzle has one solution");
    assert_eq!(app.notice(), Some("no more solutions"));
    app.update(Action::ToStart);
    assert_eq!(position(&app), 0);
}

#[test]
fn repeated_jump_keys_each_go_one_further() {
    let mut app = app_of(&[P85]);
    let mut backtracks = Vec::new();
    for _ in 0..3 {
        app.update(Action::Jump(Target::NextBacktrack));
        backtracks.push(position(&app));
    }
    assert!(backtracks.windows(2).all(|w| w[0] < w[1]), "{backtracks:?}");
}

#[test]
fn escape_cancels_a_jump_and_space_pauses_it() {
    let mut app = app_of(&[P85]);
    app.update(Action::ToEnd);
    assert_eq!(
        app.state(),
        PlayState::Searching,
        "the solution is 756596 steps away"
    );
    // the jump's first slice is done at once: it has moved
    assert!(position(&app) > 0);
    app.update(Action::Close);
    assert_eq!(app.state(), PlayState::Paused);
    assert_eq!(app.notice(), Some("jump cancelled: back at step 0"));
    assert_eq!(position(&app), 0, "Esc takes the jump back");
    // Space instead keeps what the jump reached
    app.update(Action::Jump(Target::NextSolution));
    let reached = position(&app);
    app.update(Action::TogglePlay);
    assert_eq!(app.state(), PlayState::Paused);
    assert_eq!(position(&app), reached);
    assert!(reached > 0);
}

#[test]
fn playback_follows_the_clock() {
    let mut app = app_of(&[P85]);
    app.delay_ms = 100;
    app.update(Action::TogglePlay);
    assert_eq!(app.state(), PlayState::Playing);
    app.tick(Duration::from_millis(250));
    assert_eq!(position(&app), 2);
    app.tick(Duration::from_millis(50));
    assert_eq!(position(&app), 3);
    assert_eq!(app.next_step_in(), Some(Duration::from_millis(100)));
    app.update(Action::StepForward);
    assert_eq!(app.state(), PlayState::Paused);
    app.tick(Duration::from_secs(5));
    assert_eq!(position(&app), 4);
}

#[test]
fn full_speed_pauses_on_the_solution_and_space_at_the_end_replays() {
    let mut app = app_of(&[P85]);
    app.delay_ms = 0;
    app.update(Action::TogglePlay);
    assert!(app.is_busy());
    for _ in 0..10_000 {
        if !app.player.playing {
            break;
        }
        app.tick(Duration::from_millis(16));
    }
    assert_eq!(app.state(), PlayState::Solved);
    assert_eq!(event(&app), Some(Event::Solution { number: 1 }));
    app.update(Action::TogglePlay); // play on past the solution, to the end
    while app.player.playing {
        app.tick(Duration::from_millis(16));
    }
    assert_eq!(app.state(), PlayState::Finished);
    app.update(Action::TogglePlay);
    assert_eq!(position(&app), 0);
    assert_eq!(app.state(), PlayState::Playing);
}

#[test]
fn a_puzzle_without_solution_says_so() {
    let mut app = app_of(&[UNSOLVABLE]);
    app.update(Action::ToEnd);
    settle(&mut app);
    assert_eq!(app.state(), PlayState::NoSolution);
    app.update(Action::Jump(Target::NextSolution));
    settle(&mut app);
    assert_eq!(app.notice(), Some("no more solutions"));
}

#[test]
fn conflicting_givens_are_not_searched() {
    let mut app = app_of(&[CONFLICTING]);
    assert_eq!(app.state(), PlayState::Invalid);
    assert!(app.player().timeline().is_none());
    app.update(Action::StepForward);
    assert_eq!(
        app.notice(),
        Some("the givens conflict: there is nothing to search")
    );
    app.update(Action::TogglePlay);
    app.tick(Duration::from_secs(1));
    assert_eq!(app.state(), PlayState::Invalid);
}

#[test]
fn a_bad_file_keeps_the_puzzle_and_position_and_shows_why() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(
        dir.path().join("bad.txt"),
        format!("# no good record\n{}\n", &P85[..80]),
    )
    .unwrap();
    let mut app = app_in(dir.path(), &[P85, UNSOLVABLE]);
    app.update(Action::NextPuzzle);
    app.update(Action::PrevPuzzle);
    repeat(&mut app, Action::StepForward, 7);
    app.update(Action::OpenFile);
    assert_eq!(app.context(), Context::Picker);
    // rows: .., bad.txt
    app.update(Action::Last);
    app.update(Action::Confirm);
    assert_eq!(app.context(), Context::Error);
    let Some(Overlay::Error(error)) = app.overlays().last() else {
        panic!("no error popup");
    };
    assert!(
        error
            .to_string()
            .ends_with("bad.txt: line 2: 80 cells: stepdoku reads 16, 36, 64, 81, 144 or 256"),
        "{error}"
    );
    assert_eq!(position(&app), 7);
    assert_eq!(app.player().current(), 0);
    assert_eq!(app.player().collection().len(), 2);
    app.update(Action::Close);
    assert_eq!(app.context(), Context::Picker);
    app.update(Action::Close);
    assert_eq!(app.context(), Context::Player);
    assert_eq!(position(&app), 7);
}

/// The screen's text at `width`×`height`.
fn text_of(app: &App, width: u16, height: u16) -> String {
    let backend = ratatui::backend::TestBackend::new(width, height);
    let mut terminal = ratatui::Terminal::new(backend).unwrap();
    terminal
        .draw(|frame| super::draw::render(app, frame))
        .unwrap();
    terminal.backend().to_string()
}

/// A record that cannot be read is a row of the list, in its place, marked with its reason:
/// Enter on it says where and why, Enter on the next opens that puzzle by its number.
#[test]
fn the_list_shows_a_bad_record_in_its_place() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("mixed.txt"), format!("12x\n{P85}\n")).unwrap();
    let mut app = app_in(dir.path(), &[UNSOLVABLE]);
    app.update(Action::OpenFile);
    app.update(Action::First);
    app.update(Action::Down); // mixed.txt
    app.update(Action::Confirm);
    assert_eq!(app.context(), Context::List);
    let text = text_of(&app, 120, 40);
    assert!(
        text.contains("     1       ✗  line 1: unexpected character 'x'"),
        "{text}"
    );
    app.update(Action::Confirm);
    assert_eq!(app.context(), Context::Error);
    assert!(text_of(&app, 120, 40).contains("unexpected character 'x'"));
    app.update(Action::Close);
    app.update(Action::Down);
    app.update(Action::Confirm);
    assert_eq!(app.context(), Context::Player);
    assert_eq!(
        app.player().collection().title(app.player().current()),
        "mixed.txt #2/2"
    );
}

#[test]
fn a_file_of_many_puzzles_opens_a_list_to_pick_from() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(
        dir.path().join("many.txt"),
        format!("{P85}\n{UNSOLVABLE}\n"),
    )
    .unwrap();
    std::fs::write(dir.path().join("one.txt"), UNSOLVABLE).unwrap();
    let mut app = app_in(dir.path(), &[P85]);
    app.update(Action::StepForward);
    app.update(Action::OpenFile);
    app.update(Action::First);
    app.update(Action::Down); // many.txt
    app.update(Action::Confirm);
    assert_eq!(app.context(), Context::List);
    app.update(Action::Back);
    assert_eq!(app.context(), Context::Picker);
    app.update(Action::Confirm);
    app.update(Action::Down);
    app.update(Action::Down); // stops at the last row
    app.update(Action::Confirm);
    assert_eq!(app.context(), Context::Player);
    assert_eq!(app.player().current(), 1);
    assert_eq!(
        app.player().collection().title(app.player().current()),
        "many.txt #2/2"
    );
    assert_eq!(position(&app), 0);
    app.update(Action::PrevPuzzle);
    assert_eq!(
        app.player().collection().title(app.player().current()),
        "many.txt #1/2"
    );

    app.update(Action::OpenFile);
    app.update(Action::Last); // one.txt opens at once
    app.update(Action::Confirm);
    assert_eq!(app.context(), Context::Player);
    assert_eq!(
        app.player().collection().title(app.player().current()),
        "one.txt #1/1"
    );
}

#[test]
fn ctrl_c_quits_from_a_popup() {
    let mut app = app_of(&[P85]);
    app.update(Action::Help);
    let ctrl_c = normalize(KeyCode::Char('c'), KeyModifiers::CONTROL);
    app.update(lookup(app.context().scopes(), ctrl_c).unwrap());
    assert!(app.should_quit());
}

#[test]
fn seeking_moves_the_cursor_and_pauses() {
    let mut app = app_of(&[P85]);
    repeat(&mut app, Action::StepForward, 20);
    app.update(Action::TogglePlay);
    app.update(Action::Seek(11));
    assert_eq!(position(&app), 11);
    assert_eq!(app.state(), PlayState::Paused);
}

#[test]
fn the_help_scrolls_only_as_far_as_it_needs() {
    let mut app = app_of(&[P85]);
    app.resize(ratatui::layout::Rect::new(0, 0, 80, 24));
    app.update(Action::Help);
    repeat(&mut app, Action::Down, 300);
    let Some(Overlay::Help(super::help::Help { scroll, .. })) = app.overlays().last() else {
        panic!("no help");
    };
    let deepest = *scroll;
    let pages = app.pages;
    let player = super::action::HelpPage::Player;
    assert!(
        deepest > 0 && deepest == pages.help_max_scroll[player.index()],
        "{deepest}"
    );
    // every row of the help (a heading and the lines of each group, a blank between groups)
    // is seen on the way down, and no more
    let groups = super::keys::help_groups(player);
    let rows: usize = groups
        .iter()
        .map(|(_, lines)| lines.len() + 1)
        .sum::<usize>()
        + groups.len()
        - 1;
    // then a blank and the glossary
    let theme = super::widgets::theme::Theme::new(false);
    let glossary = super::help::plan::groups(player, &theme, usize::MAX)
        .pop()
        .unwrap();
    assert_eq!(glossary[0].to_string(), super::help::glossary::HEADING);
    let rows = rows + 1 + glossary.len();
    assert_eq!(deepest + pages.help[player.index()], rows);
    app.update(Action::Up);
    let Some(Overlay::Help(super::help::Help { scroll, .. })) = app.overlays().last() else {
        panic!("no help");
    };
    assert_eq!(*scroll, deepest - 1, "one press up moves up at once");
    app.resize(ratatui::layout::Rect::new(0, 0, 300, 120));
    repeat(&mut app, Action::Down, 3);
    let Some(Overlay::Help(super::help::Help { scroll, .. })) = app.overlays().last() else {
        panic!("no help");
    };
    assert_eq!(*scroll, 0, "columns side by side show it all");
}

/// What the screen shows of the search at the cursor.
fn seen(app: &App) -> String {
    let t = app.player().timeline().unwrap();
    format!(
        "{:?} {:?} {:?} {:?}",
        t.board(),
        t.stats(),
        t.cell_states(),
        t.current_event()
    )
}

#[test]
fn f_and_shift_f_jump_over_forced_chains_and_back_restores_each_screen() {
    let mut app = app_of(&[P85]);
    repeat(&mut app, Action::CycleStrategy, 3);
    assert_eq!(app.player().pane().strategy(), Strategy::Propagate);
    // the givens force a chain before the first guess
    press(&mut app, KeyCode::Char('f'));
    settle(&mut app);
    let first_guess = position(&app);
    assert!(matches!(event(&app), Some(Event::Place { .. })));
    assert!(
        app.player().timeline().unwrap().stats().forced > 0,
        "forced before it"
    );
    press(&mut app, KeyCode::Char('f'));
    settle(&mut app);
    let second_guess = position(&app);
    assert!(matches!(event(&app), Some(Event::Place { .. })));
    let between = second_guess - first_guess - 1;
    assert!(between > 0, "a forced chain between the guesses");
    press(&mut app, KeyCode::Char('F'));
    settle(&mut app);
    assert_eq!(position(&app), first_guess);

    // forward through the chain, remembering every screen; then back, one step at a time
    let mut screens = vec![seen(&app)];
    for _ in 0..between {
        press(&mut app, KeyCode::Right);
        assert!(matches!(event(&app), Some(Event::Force { .. })));
        screens.push(seen(&app));
    }
    for expected in screens.iter().rev().skip(1) {
        press(&mut app, KeyCode::Left);
        assert_eq!(&seen(&app), expected);
    }
    assert_eq!(position(&app), first_guess);

    // a backtrack takes a forced chain back one undo at a time, latest first
    press(&mut app, KeyCode::Char('b'));
    settle(&mut app);
    assert!(matches!(
        event(&app),
        Some(Event::Undo { forced: true, .. })
    ));
}

#[test]
fn the_run_to_the_end_stops_at_the_solution_cap_and_n_goes_on_one_at_a_time() {
    let blank = ".".repeat(81);
    let mut app = app_of(&[blank.as_str()]);
    app.player.pane.strategy = Strategy::Random;
    app.player.max_solutions = 5;
    app.update(Action::Restart);
    app.update(Action::ToEnd);
    settle(&mut app);
    let number = |app: &App| match event(app) {
        Some(Event::Solution { number }) => number,
        other => panic!("not on a solution: {other:?}"),
    };
    assert_eq!(number(&app), 1);
    app.update(Action::ToEnd);
    settle(&mut app);
    assert_eq!(number(&app), 5);
    assert_eq!(
        app.notice(),
        Some("stopped at solution 5 (--max-solutions); n finds the next")
    );
    app.update(Action::ToEnd);
    assert_eq!(number(&app), 5);
    assert_eq!(
        app.notice(),
        Some("End stops at solution 5 (--max-solutions); n finds the next")
    );
    app.update(Action::Jump(Target::NextSolution));
    settle(&mut app);
    assert_eq!(number(&app), 6);
    // what the search remembers per solution stays with what was asked for
    assert_eq!(app.player().timeline().unwrap().solution_steps().len(), 6);
}

#[test]
fn a_search_with_few_solutions_ends_before_the_cap() {
    let mut app = app_of(&[P85]);
    app.update(Action::ToEnd);
    settle(&mut app);
    app.update(Action::ToEnd);
    settle(&mut app);
    assert!(matches!(event(&app), Some(Event::Done)));
    app.update(Action::ToEnd);
    assert_eq!(app.notice(), Some("this is the end of the search"));
}

#[test]
fn page_keys_move_by_what_is_in_view() {
    let screen = ratatui::layout::Rect::new(0, 0, 80, 24);
    let pages = super::test_support::pages(screen);
    assert!(pages.picker > 10 && pages.list > 10, "{pages:?}");
    let dir = tempfile::tempdir().unwrap();
    for i in 0..60 {
        std::fs::write(dir.path().join(format!("p{i:02}.txt")), P85).unwrap();
    }
    let many = vec![P85; 80].join("\n");
    std::fs::write(dir.path().join("many.txt"), many).unwrap();
    let mut app = app_in(dir.path(), &[P85]);
    app.resize(screen);
    app.update(Action::OpenFile);
    app.update(Action::First);
    app.update(Action::PageDown);
    let Some(Overlay::Picker(picker)) = app.overlays().last() else {
        panic!("no picker");
    };
    assert_eq!(picker.selected(), pages.picker);
    app.update(Action::PageUp);
    let Some(Overlay::Picker(picker)) = app.overlays().last() else {
        panic!("no picker");
    };
    assert_eq!(picker.selected(), 0);
    // the puzzle list of many.txt (listed after .., before the p files)
    app.update(Action::First);
    app.update(Action::Down);
    app.update(Action::Confirm);
    assert_eq!(app.context(), Context::List);
    app.update(Action::PageDown);
    app.update(Action::PageDown);
    let Some(Overlay::List(list)) = app.overlays().last() else {
        panic!("no list");
    };
    assert_eq!(list.selected, 2 * pages.list);
    // a page is what the screen shows: count the puzzle rows drawn
    let mut terminal = ratatui::Terminal::new(ratatui::backend::TestBackend::new(80, 24)).unwrap();
    terminal
        .draw(|frame| super::draw::render(&app, frame))
        .unwrap();
    let drawn = terminal.backend().to_string();
    let rows = drawn.lines().filter(|l| l.contains("85...24..")).count();
    assert_eq!(rows, pages.list, "{drawn}");
    // the help: a page at a time, up to its last row
    let mut app = app_of(&[P85]);
    app.resize(screen);
    app.update(Action::Help);
    app.update(Action::PageDown);
    let Some(Overlay::Help(super::help::Help { scroll, .. })) = app.overlays().last() else {
        panic!("no help");
    };
    assert_eq!(*scroll, pages.help[0].min(pages.help_max_scroll[0]));
}

#[test]
fn the_examples_of_our_sources_open_as_their_programs_ran_them() {
    let mut app = App::new(
        super::bundled::collection(),
        0,
        super::test_support::settings(),
    );
    let find = |app: &App, name: &str| {
        let c = app.player().collection();
        (0..c.len())
            .find(|&i| c.source_of(c.get(i).unwrap()).name == name)
            .unwrap()
    };
    assert_eq!(app.player().pane().strategy(), Strategy::RowMajor);
    assert_eq!(app.player().source_note(), None);
    let ruby = find(&app, "ruby_mrv.txt");
    // opened on it from the start, as with `--index 4`
    let started = App::new(
        super::bundled::collection(),
        ruby,
        super::test_support::settings(),
    );
    assert_eq!(started.player().pane().strategy(), Strategy::Mrv);
    app.player.load(ruby);
    assert_eq!(app.player().pane().strategy(), Strategy::Mrv);
    assert_eq!(
        app.player().source_note(),
        Some("as a Ruby blog solver searched: fewest candidates first (mrv)")
    );
    app.player.load(find(&app, "php_all.txt"));
    assert_eq!(app.player().pane().strategy(), Strategy::RowMajor);
    assert_eq!(app.player().config().max_solutions, 1000);
    assert_eq!(
        app.player().source_note(),
        Some("as a PHP blog solver searched: row by row, every solution")
    );
    // End runs the whole search: every solution, then the end
    app.update(Action::ToEnd);
    settle(&mut app);
    assert!(
        matches!(event(&app), Some(Event::Done)),
        "{:?}",
        event(&app)
    );
    app.player.load(find(&app, "blank.txt"));
    assert_eq!(app.player().pane().strategy(), Strategy::Random);
    assert_eq!(
        app.player().source_note(),
        Some("as a Java blog solver searched: digits in random order")
    );
    // back on a plain puzzle: the person's own strategy, first solution
    app.player.load(find(&app, "norvig_top95.txt"));
    assert_eq!(app.player().pane().strategy(), Strategy::RowMajor);
    assert_eq!(app.player().config().max_solutions, 1);
}

#[test]
fn colon_goes_to_a_typed_step_searching_on_and_esc_cancels() {
    let mut app = app_of(&[P85]);
    app.update(Action::GoToPrompt);
    type_text(&mut app, "12a");
    assert_eq!(app.notice(), Some("a step is a number: type its digits"));
    app.update(Action::Type('3'));
    app.update(Action::Erase);
    app.update(Action::Type('4'));
    app.update(Action::Confirm);
    settle(&mut app);
    assert_eq!(position(&app), 124);
    // far beyond what is explored: a search under way, which Esc cancels
    app.update(Action::GoToPrompt);
    type_text(&mut app, "700000");
    app.update(Action::Confirm);
    assert_eq!(app.state(), PlayState::Searching);
    app.update(Action::Close);
    assert_eq!(app.notice(), Some("jump cancelled: back at step 124"));
    assert_eq!(position(&app), 124, "back where the jump began");
    // past the first solution: the run stops there and says so; again goes on
    app.update(Action::GoToPrompt);
    type_text(&mut app, "800000");
    app.update(Action::Confirm);
    settle(&mut app);
    assert!(matches!(event(&app), Some(Event::Solution { .. })));
    assert_eq!(
        app.notice(),
        Some("stopped at the solution on the way to step 800,000; again goes on")
    );
    // a number too large for a step
    app.update(Action::GoToPrompt);
    for _ in 0..20 {
        app.update(Action::Type('9'));
    }
    app.update(Action::Confirm);
    assert_eq!(app.notice(), Some("that step is too large"));
    // Esc in the prompt: nothing happens
    let here = position(&app);
    app.update(Action::GoToPrompt);
    app.update(Action::Type('5'));
    app.update(Action::Close);
    assert_eq!((app.context(), position(&app)), (Context::Player, here));
}

#[test]
fn playing_backward_stops_at_the_start() {
    let mut app = app_of(&[P85]);
    repeat(&mut app, Action::StepForward, 3);
    app.update(Action::PlayBackward);
    app.tick_within(Duration::from_secs(1), Duration::from_secs(1));
    assert_eq!(position(&app), 0);
    assert_eq!(app.state(), PlayState::Paused);
    app.update(Action::PlayBackward);
    assert_eq!(app.notice(), Some("this is the start"));
    // a new strategy while playing backward starts paused at step 0, not playing forward
    repeat(&mut app, Action::StepForward, 3);
    app.update(Action::PlayBackward);
    assert_eq!(app.state(), PlayState::PlayingBackward);
    app.update(Action::CycleStrategy);
    assert_eq!((position(&app), app.state()), (0, PlayState::Paused));
}

#[test]
fn the_picker_opens_on_the_file_on_screen_finds_names_and_enters_folders() {
    let dir = tempfile::tempdir().unwrap();
    for name in ["alpha.txt", "beta.txt", "test.txt", "zeta.txt"] {
        std::fs::write(dir.path().join(name), P85).unwrap();
    }
    std::fs::create_dir(dir.path().join("more")).unwrap();
    std::fs::write(dir.path().join("more").join("inner.txt"), P85).unwrap();
    let mut app = app_in(dir.path(), &[P85]);
    app.update(Action::OpenFile);
    let highlighted = |app: &App| {
        let picker = app.overlays().iter().rev().find_map(|o| match o {
            Overlay::Picker(p) => Some(p),
            _ => None,
        });
        let p = picker.expect("a picker");
        p.entries()[p.selected()].name.clone()
    };
    assert_eq!(highlighted(&app), "test.txt");
    app.update(Action::FindPrompt);
    app.update(Action::Type('Z'));
    app.update(Action::Confirm);
    assert_eq!(highlighted(&app), "zeta.txt");
    // a name holding the text, when none starts with it; Esc goes back, Enter keeps it
    app.update(Action::FindPrompt);
    type_text(&mut app, "eta");
    assert_eq!(highlighted(&app), "beta.txt");
    app.update(Action::Close);
    assert_eq!(highlighted(&app), "zeta.txt");
    app.update(Action::FindPrompt);
    type_text(&mut app, "eta");
    app.update(Action::Confirm);
    assert_eq!(highlighted(&app), "beta.txt");
    // → (Confirm) on a folder enters it
    app.update(Action::FindPrompt);
    app.update(Action::Type('m'));
    app.update(Action::Confirm);
    assert_eq!(highlighted(&app), "more");
    app.update(Action::Confirm);
    assert_eq!(highlighted(&app), "inner.txt");
}

/// Find takes a path: absolute, or from `~`, opened as Enter opens a row (the picker moves to
/// its folder); a folder is shown; a path to nothing is said and the picker stays.
#[test]
fn find_opens_a_typed_path_or_says_it_is_missing() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("here.txt"), P85).unwrap();
    let elsewhere = tempfile::tempdir().unwrap();
    std::fs::create_dir(elsewhere.path().join("sets")).unwrap();
    let mine = elsewhere.path().join("sets").join("mine.txt");
    std::fs::write(&mine, UNSOLVABLE).unwrap();
    let mut app = app_in(dir.path(), &[P85]);
    app.update(Action::OpenFile);
    app.update(Action::FindPrompt);
    type_text(
        &mut app,
        &format!("{}/nope.txt", elsewhere.path().display()),
    );
    app.update(Action::Confirm);
    assert_eq!(app.context(), Context::Picker);
    let said = app.notice().unwrap_or_default().to_string();
    assert!(said.starts_with("no such file or folder: "), "{said}");
    assert!(said.ends_with("nope.txt"), "{said}");
    app.update(Action::FindPrompt);
    type_text(&mut app, &format!("{}/sets", elsewhere.path().display()));
    app.update(Action::Confirm);
    assert_eq!(app.context(), Context::Picker);
    app.update(Action::FindPrompt);
    type_text(&mut app, &mine.display().to_string());
    app.update(Action::Confirm);
    assert_eq!(app.context(), Context::Player);
    assert_eq!(app.player().collection().title(0), "mine.txt #1/1");
    assert_eq!(app.player().entry().puzzle.to_line(), UNSOLVABLE);
}

#[test]
fn type_to_find_says_no_match_on_the_prompt() {
    let dir = tempfile::tempdir().unwrap();
    for name in ["alpha.txt", "beta.txt"] {
        std::fs::write(dir.path().join(name), P85).unwrap();
    }
    let mut app = app_in(dir.path(), &[P85]);
    app.update(Action::OpenFile);
    app.update(Action::FindPrompt);
    let footer = |app: &App| {
        let mut terminal = ratatui::Terminal::new(ratatui::backend::TestBackend::new(80, 24))
            .expect("a test terminal");
        terminal
            .draw(|frame| super::draw::render(app, frame))
            .unwrap();
        let screen = terminal.backend().to_string();
        screen.lines().last().unwrap_or_default().to_string()
    };
    type_text(&mut app, "be");
    assert!(!footer(&app).contains("no match"), "{}", footer(&app));
    type_text(&mut app, "x");
    assert!(
        footer(&app).contains(" Find: bex▏  no match  Enter go"),
        "{}",
        footer(&app)
    );
    app.update(Action::Erase);
    assert!(!footer(&app).contains("no match"), "{}", footer(&app));
}

#[test]
fn slash_finds_a_puzzle_in_the_list_by_number_or_label() {
    let dir = tempfile::tempdir().unwrap();
    let lines: Vec<String> = (1..=30).map(|i| format!("{P85} set-{i}")).collect();
    std::fs::write(dir.path().join("many.txt"), lines.join("\n")).unwrap();
    let mut app = app_in(dir.path(), &[P85]);
    app.update(Action::OpenFile);
    app.update(Action::First);
    app.update(Action::Down); // many.txt
    app.update(Action::Confirm);
    assert_eq!(app.context(), Context::List);
    let selected = |app: &App| match app.overlays().iter().rev().find_map(|o| match o {
        Overlay::List(list) => Some(list.selected),
        _ => None,
    }) {
        Some(row) => row,
        None => panic!("no list"),
    };
    app.update(Action::FindPrompt);
    app.update(Action::Type('2'));
    app.update(Action::Type('7'));
    assert_eq!(selected(&app), 26, "puzzle 27");
    app.update(Action::Erase);
    app.update(Action::Erase);
    type_text(&mut app, "set-9");
    assert_eq!(selected(&app), 8, "the label set-9");
    app.update(Action::Close);
    assert_eq!(selected(&app), 0, "Esc: back where it was");
}
