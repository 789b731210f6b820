use super::*;
use crate::tui::app::Context;
use crate::tui::app::{App, Overlay};
use crate::tui::draw::render;
use crate::tui::keys::{Input, lookup};
use crate::tui::test_support::{CONFLICTING, P85, app_of, catch_up_tree, open_tree, settle};
use crossterm::event::{KeyCode, KeyModifiers};
use probes::PROBES;
use ratatui::Terminal;
use ratatui::backend::TestBackend;
use stepdoku::estimate::{Method::Stratified, subtree_by};
use stepdoku::solver::{Config, Event, Solver};
use stepdoku::sudoku::Cell;
use stepdoku::timeline::Target;

fn panel(app: &App) -> &TreePanel {
    match app.overlays().last() {
        Some(Overlay::Tree(panel)) => panel,
        _ => panic!("the tree panel is not open"),
    }
}

fn timeline(app: &App) -> &Timeline {
    app.player().timeline().expect("a search")
}

/// The player's search of P85 (row-major: 756,596 steps to its solution) explored to `step`.
fn explored_to(step: u64) -> App {
    let mut app = app_of(&[P85]);
    app.update(Action::Jump(Target::Step(step)));
    settle(&mut app);
    app
}

/// `(cell, digit, step, steps)` of each first-level guess of the first `steps` steps of the
/// search, found apart from the tree: a count of the guesses on the board, from the solver's
/// own events.
fn first_level(timeline: &Timeline, steps: u64) -> Vec<(Cell, u8, u64, u64)> {
    let config = Config {
        max_solutions: u64::MAX,
        ..*timeline.config()
    };
    let mut solver = Solver::new(*timeline.givens().grid().unwrap(), config);
    let (mut step, mut depth) = (0u64, 0u32);
    let mut out: Vec<(Cell, u8, u64, u64)> = Vec::new();
    solver.run(steps, |event, _| {
        step += 1;
        match event {
            Event::Place { cell, digit } => {
                depth += 1;
                if depth == 1 {
                    out.push((cell, digit, step, 0));
                }
            }
            Event::Undo { forced: false, .. } => {
                if depth == 1 {
                    let last = out.last_mut().expect("a guess to take back");
                    last.3 = step - last.2 + 1;
                }
                depth -= 1;
            }
            _ => {}
        }
        true
    });
    if let Some(open) = out.last_mut().filter(|g| g.3 == 0) {
        open.3 = step - open.2 + 1;
    }
    out
}

fn shown(panel: &TreePanel) -> Vec<(Cell, u8, u64, u64)> {
    let guesses = &panel.tree().children;
    guesses
        .iter()
        .map(|g| (g.cell, g.digit, g.step, g.steps))
        .collect()
}

#[test]
fn the_panel_keeps_up_with_the_search_a_bounded_slice_a_frame() {
    let mut app = explored_to(300_000);
    app.update(Action::Tree);
    assert_eq!(app.context(), Context::Tree);
    app.tick_by(Duration::ZERO, Budget::Events(SLICE));
    // one slice in a frame of this budget: far behind 300,000 steps
    assert_eq!(panel(&app).tree().steps, SLICE);
    assert!(panel(&app).is_behind(timeline(&app)));
    let text = screen(&app);
    assert!(
        text.contains("32,768 of 300,000 steps so far (catching up)"),
        "{text}"
    );
    catch_up_tree(&mut app);
    assert_eq!(panel(&app).tree().steps, 300_000);
    let expected = first_level(timeline(&app), 300_000);
    assert_eq!(shown(panel(&app)), expected);
    assert_eq!(expected.len(), 2, "r1c3=1 refuted, r1c3=3 open");
    // the search goes on under the panel: it follows
    app.player.navigate(Action::Jump(Target::Step(600_000)));
    settle(&mut app);
    catch_up_tree(&mut app);
    assert_eq!(panel(&app).tree().steps, 600_000);
    assert_eq!(shown(panel(&app)), first_level(timeline(&app), 600_000));
}

/// The screen at 80×24.
fn screen(app: &App) -> String {
    let mut terminal = Terminal::new(TestBackend::new(80, 24)).unwrap();
    terminal.draw(|frame| render(app, frame)).unwrap();
    terminal.backend().to_string()
}

#[test]
fn t_opens_the_panel_on_the_player_only() {
    let t = Input::Key(KeyCode::Char('t'), KeyModifiers::NONE);
    assert_eq!(lookup(Context::Player.scopes(), t), Some(Action::Tree));
    assert_eq!(lookup(Context::Race.scopes(), t), None);
    assert_eq!(lookup(Context::Tree.scopes(), t), Some(Action::Close));
}

#[test]
fn while_the_tree_catches_up_the_highlight_is_on_its_latest_guess() {
    let mut app = explored_to(756_596);
    app.update(Action::Tree);
    // eight slices: past r1c3=3's place at step 243,403, far short of the player's step
    for _ in 0..8 {
        app.tick_by(Duration::ZERO, Budget::Events(SLICE));
    }
    assert_eq!(panel(&app).tree().children.len(), 2);
    assert_eq!(panel(&app).selected(), [1]);
}

#[test]
fn the_highlight_follows_the_player_until_moved_by_hand() {
    let mut app = explored_to(300_000);
    open_tree(&mut app);
    // step 300,000 lies in the second first-level guess
    assert_eq!(panel(&app).selected(), [1]);
    app.update(Action::Up);
    assert_eq!(panel(&app).selected(), [0]);
    app.update(Action::Up);
    assert_eq!(panel(&app).selected(), [0], "the first row stays");
    app.update(Action::Left);
    assert_eq!(panel(&app).remark(), Some("this is the first level"));
    // said in the panel's last line, where it is seen, in place of what Enter does
    assert!(
        screen(&app).contains("this is the first level"),
        "{}",
        screen(&app)
    );
    app.update(Action::Down);
    assert_eq!(panel(&app).remark(), None, "the next key clears it");
    app.update(Action::Up);
    app.player.navigate(Action::Jump(Target::Step(400_000)));
    settle(&mut app);
    catch_up_tree(&mut app);
    assert_eq!(panel(&app).selected(), [0], "moved by hand: it stays");
    app.update(Action::Last);
    assert_eq!(panel(&app).selected(), [1]);
}

#[test]
fn right_goes_to_the_biggest_guess_below_and_left_comes_back() {
    let mut app = explored_to(300_000);
    open_tree(&mut app);
    app.update(Action::First);
    app.update(Action::Right);
    let below = &panel(&app).tree().children[0].children;
    let biggest = (0..below.len()).max_by_key(|&i| below[i].steps).unwrap();
    assert_eq!(panel(&app).selected(), [0, biggest]);
    app.update(Action::Right);
    app.update(Action::Right);
    assert_eq!(panel(&app).selected().len(), LEVELS as usize);
    assert!(
        panel(&app)
            .remark()
            .is_some_and(|n| n.ends_with("more guesses below: stepdoku tree --depth shows them")),
        "{:?}",
        panel(&app).remark()
    );
    app.update(Action::Left);
    app.update(Action::Left);
    assert_eq!(panel(&app).selected(), [0]);
}

#[test]
fn enter_takes_the_player_to_the_highlighted_guess_just_after_its_place() {
    let mut app = explored_to(756_596);
    open_tree(&mut app);
    let levels = first_level(timeline(&app), 756_596);
    assert_eq!(levels.len(), 4);
    // the solution, where the player stands, is in the last first-level guess
    assert_eq!(panel(&app).selected(), [3]);
    app.update(Action::Up);
    app.update(Action::Right);
    let guess = panel(&app).selected_guess().unwrap().clone();
    app.update(Action::Confirm);
    settle(&mut app);
    assert_eq!(app.context(), Context::Player, "Enter closes the panel");
    let t = timeline(&app);
    assert_eq!(t.position(), guess.step);
    assert_eq!(
        t.current_event(),
        Some(Event::Place {
            cell: guess.cell,
            digit: guess.digit
        })
    );
    // inside the third first-level guess, found apart from the tree
    let (_, _, step, steps) = levels[2];
    assert!((step..step + steps).contains(&t.position()));
}

#[test]
fn before_any_guess_there_is_nothing_to_go_to_and_t_closes() {
    let mut app = app_of(&[P85]);
    open_tree(&mut app);
    assert!(panel(&app).tree().children.is_empty());
    app.update(Action::Confirm);
    assert_eq!(app.context(), Context::Tree);
    assert_eq!(
        panel(&app).remark(),
        Some("no guess yet: the search has not guessed")
    );
    app.update(Action::Close);
    assert_eq!(app.context(), Context::Player);
    let mut conflicting = app_of(&[CONFLICTING]);
    conflicting.update(Action::Tree);
    assert_eq!(conflicting.context(), Context::Player);
    assert!(conflicting.notice().is_some());
}

#[test]
fn the_panel_spends_what_playback_left_of_the_frame_and_at_least_a_quarter() {
    let work = Duration::from_millis(12);
    let ms = Duration::from_millis;
    assert_eq!(budget_left(Budget::Time(work), ms(2)), Budget::Time(ms(10)));
    assert_eq!(budget_left(Budget::Time(work), ms(20)), Budget::Time(ms(3)));
    assert_eq!(budget_left(Budget::Events(7), ms(20)), Budget::Events(7));
}

/// With probes on, each guess of the levels shown that is not yet closed gets its whole
/// subtree estimated from probes rooted at it, beside its exact steps so far: `open ≈ …`,
/// the library's figure for that guess by the stratified method.
#[test]
fn open_guesses_show_their_estimated_subtree() {
    let mut app = explored_to(5_000);
    app.update(Action::Tree);
    let Some(Overlay::Tree(closed)) = app.overlays.pop() else {
        panic!("the tree panel is not open");
    };
    app.overlays
        .push(Overlay::Tree(Box::new(closed.probing(true))));
    catch_up_tree(&mut app);
    app.wait_for_checks();
    let open: Vec<&Guess> = panel_open(&app);
    assert!(!open.is_empty());
    for guess in &open {
        let solver = timeline(&app).solver_at(guess.step);
        // by the stratified method, the default (not Knuth's, which misses deep subtrees)
        let expected = subtree_by(Stratified, &solver, PROBES, guess.step, || false).steps;
        assert_eq!(
            panel(&app).estimate(guess.step),
            Some(expected),
            "{}",
            guess.label()
        );
        // the whole subtree is more than its steps so far
        assert!(expected > guess.steps as f64, "{}", guess.label());
    }
    let mut terminal = Terminal::new(TestBackend::new(120, 40)).unwrap();
    terminal.draw(|frame| render(&app, frame)).unwrap();
    let text = terminal.backend().to_string();
    let first = open[0];
    let words = format!(
        "open ≈ {}",
        stepdoku::numbers::approximate(panel(&app).estimate(first.step).unwrap())
    );
    assert!(text.contains(&words), "{words}\n{text}");
}

/// The open guesses of the panel's first level.
fn panel_open(app: &App) -> Vec<&Guess> {
    let tree = panel(app).tree();
    (tree.children.iter())
        .filter(|g| g.outcome == stepdoku::tree::Outcome::Open)
        .collect()
}

/// A 4×4 search is shown whole: the panel lists, in order and at their levels, exactly the
/// guesses `tree --format json` gives with every level kept, each with its steps and outcome.
#[test]
fn a_4x4_tree_is_listed_whole_as_tree_json_gives_it() {
    let line = "1...........4..2";
    let mut app = app_of(&[line]);
    // a jump stops at each solution on its way: on to the end of the whole search
    for _ in 0..1000 {
        if timeline(&app).is_finished() {
            break;
        }
        app.update(Action::Jump(Target::Step(1 << 20)));
        settle(&mut app);
    }
    assert!(timeline(&app).is_finished(), "the whole search");
    open_tree(&mut app);
    assert!(panel(&app).is_whole());
    // tall enough for every row at once
    let mut terminal = Terminal::new(TestBackend::new(100, 130)).unwrap();
    terminal.draw(|frame| render(&app, frame)).unwrap();
    let screen = terminal.backend().to_string();
    // each guess row: indentation, an optional marker, `r1c2=3`, steps, share, outcome
    let mut shown = Vec::new();
    for row in screen.lines() {
        let inside = row.split('│').nth(1).unwrap_or("");
        let words: Vec<&str> = inside.split_whitespace().filter(|w| *w != "●").collect();
        if let [label, steps, _share, outcome, ..] = words[..]
            && label.starts_with('r')
            && label.contains('=')
        {
            let indent = inside.len() - inside.trim_start().len();
            let marked = inside.trim_start().starts_with('●');
            // a margin, two columns a level below the first, then the marker or its room
            let level = (indent - 1 - usize::from(!marked) * 2) / 2;
            shown.push(format!("{level} {label} {steps} {outcome}"));
        }
    }
    let config = Config {
        max_solutions: u64::MAX,
        ..*timeline(&app).config()
    };
    let givens = stepdoku::parse::parse_str(line).unwrap()[0]
        .board()
        .unwrap();
    let json = crate::cli::tree_json_of(givens, config, 16);
    // the JSON's guesses in the order written are the tree's, depth first; a guess's level
    // is how many `children` lists are open around it
    let mut listed = Vec::new();
    let mut level = 0usize;
    let mut rest = json.as_str();
    while let Some(at) = rest.find(['[', ']', '{']) {
        let (c, after) = (rest.as_bytes()[at], &rest[at + 1..]);
        match c {
            b'[' => level += 1,
            b']' => level -= 1,
            _ => {
                let field = |name: &str| {
                    let from = after.find(&format!("\"{name}\":")).unwrap() + name.len() + 3;
                    let text = &after[from..];
                    let end = text.find([',', '}']).unwrap();
                    text[..end].trim_matches('"').to_string()
                };
                if after.starts_with("\"cell\"") {
                    listed.push(format!(
                        "{} {}={} {} {}",
                        level - 1,
                        field("cell"),
                        field("digit"),
                        field("steps"),
                        field("outcome")
                    ));
                }
            }
        }
        rest = after;
    }
    assert!(listed.len() > 20, "a tree with branches: {json}");
    assert_eq!(shown, listed, "\n{screen}");
}
