//! The composer and races of compositions on screen: the popup at the classic and the
//! smallest terminal, and a race of six lanes, whose lanes that do not fit as boards show as
//! lines of counters (snapshots in `src/tui/snapshots/`, reviewed).

use super::action::Action;
use super::app::App;
use super::test_support::{P85, app_of, draw};
use insta::assert_snapshot;
use ratatui::Terminal;
use ratatui::backend::TestBackend;
use stepdoku::numbers::{compact, grouped};
use stepdoku::solver::Strategy;

fn screen(app: &App, width: u16, height: u16) -> String {
    draw(app, width, height).backend().to_string()
}

/// Whether the first cell of `text` on screen is drawn reversed.
fn reversed_at(terminal: &Terminal<TestBackend>, text: &str) -> bool {
    let buf = terminal.backend().buffer();
    let width = usize::from(buf.area.width);
    let symbols: Vec<&str> = buf.content().iter().map(|c| c.symbol()).collect();
    let first: Vec<char> = text.chars().collect();
    let at = (0..symbols.len())
        .find(|&i| {
            first.iter().enumerate().all(|(k, c)| {
                symbols.get(i + k) == Some(&c.to_string().as_str()) && (i + k) / width == i / width
            })
        })
        .unwrap_or_else(|| panic!("{text} is not on screen"));
    buf.content()[at]
        .modifier
        .contains(ratatui::style::Modifier::REVERSED)
}

/// The composer opened on the player's row-major, `mrv+lcv+fc` built by its keys, the
/// inference column in focus.
fn composing() -> App {
    let mut app = app_of(&[P85]);
    app.update(Action::Compose);
    let keys = [
        Action::Down,
        Action::Right,
        Action::Down,
        Action::Down,
        Action::Right,
        Action::Down,
    ];
    for action in keys {
        app.update(action);
    }
    app
}

#[test]
fn composer_80x24() {
    let text = screen(&composing(), 80, 24);
    assert_snapshot!(text);
    assert!(text.contains("strategy mrv+lcv+fc"), "{text}");
    assert!(
        text.contains("forward checking"),
        "the focused part's line: {text}"
    );
    assert!(text.contains("R race against row-major"), "{text}");
    assert!(
        text.contains("Enter play") && text.contains("R race"),
        "the footer: {text}"
    );
    // without colour too, the focused column's choice is reversed, the others' are not
    let terminal = draw(&composing(), 80, 24);
    assert!(reversed_at(&terminal, "▸ fc"));
    assert!(!reversed_at(&terminal, "▸ mrv"));
    assert!(!reversed_at(&terminal, "▸ lcv"));
}

#[test]
fn composer_59x17() {
    let mut app = composing();
    // a preset by its parts: propagate is mrv+singles
    app.update(Action::Down);
    app.update(Action::Down);
    app.update(Action::Left);
    app.update(Action::Up);
    app.update(Action::Up);
    let text = screen(&app, 59, 17);
    assert_snapshot!(text);
    assert!(text.contains("strategy propagate (mrv+singles)"), "{text}");
    assert!(text.contains("ascending: 1 to 9"), "{text}");
    assert!(!text.contains("too small"), "{text}");
}

/// Six strategies, with their steps to the first solution of the "85...24.." puzzle as the
/// independent implementation of issue 41 counted them.
const SIX: [(&str, u64); 6] = [
    ("mrv", 8_381),
    ("mrv+lcv", 316),
    ("constraint", 260),
    ("propagate", 228),
    ("first+fc", 347_725),
    ("degree", 4_636),
];

fn race_of_six() -> App {
    let mut app = app_of(&[P85]);
    let lanes: Vec<Strategy> = SIX.iter().map(|(name, _)| name.parse().unwrap()).collect();
    app.set_race_lanes(lanes);
    app.update(Action::Race);
    app
}

fn run_to_end(app: &mut App) {
    app.update(Action::ToEnd);
    while !app.race().unwrap().is_over() {
        app.tick_within(std::time::Duration::ZERO, std::time::Duration::from_secs(1));
    }
}

#[test]
fn race_of_six_120x40() {
    let mut app = race_of_six();
    app.update(Action::Seek(300));
    app.tick_within(std::time::Duration::ZERO, std::time::Duration::from_secs(5));
    let text = screen(&app, 120, 40);
    assert_snapshot!(text);
    for (name, _) in SIX {
        assert!(text.contains(name), "{name}: {text}");
    }
    // paused at step 300: the two that ended have their places, the others say paused
    assert!(text.contains(" paused · "), "the header: {text}");
    assert_eq!(text.matches("paused").count(), 1 + 4, "{text}");
    assert!(
        text.contains("1st · solved") && text.contains("2nd · 1.1×"),
        "{text}"
    );
}

#[test]
fn a_race_of_six_shows_every_lane_and_its_counts_at_every_size() {
    let mut app = race_of_six();
    run_to_end(&mut app);
    for (width, height) in [(59, 17), (80, 24), (120, 40), (200, 60)] {
        let text = screen(&app, width, height);
        if (width, height) == (80, 24) {
            assert_snapshot!("race_of_six_over_80x24", text);
        }
        for (name, steps) in SIX {
            // every lane's name at the start of its counters' block or line, and its steps
            let at = text.find(&format!(" {name} ")).or_else(|| {
                text.find(&format!("{name}\n"))
                    .or_else(|| text.find(&format!("{name} ")))
            });
            assert!(at.is_some(), "{width}×{height} {name}: {text}");
            let shown = [grouped(steps), compact(steps)];
            assert!(
                shown.iter().any(|s| text.contains(&format!("Step {s}"))
                    || text.contains(&format!(" {s}\n"))
                    || text.contains(&format!(" {s} "))),
                "{width}×{height} {name} {steps}: {text}"
            );
        }
        assert!(!text.contains("too small"), "{width}×{height}: {text}");
        // the 6th lane, first+fc, ranked too (at 120×40 it once fell off the ranking's line)
        let rows: Vec<String> = text.lines().map(|r| r.trim_matches('"').into()).collect();
        let faults = super::lanes_tests::race_faults(app.race().unwrap(), &rows);
        assert!(faults.is_empty(), "{width}×{height}: {faults:?}\n{text}");
    }
}

#[test]
fn every_lane_of_one_to_eight_has_a_board_or_a_line_apart_from_the_others() {
    use super::layout::{popup_area, race};
    use ratatui::layout::Rect;
    use stepdoku::sudoku::Shape;
    for (width, height) in [
        (59, 17),
        (76, 24),
        (80, 24),
        (100, 30),
        (120, 40),
        (200, 60),
    ] {
        let area = popup_area(Rect::new(0, 0, width, height));
        for n in 1..=8 {
            let at = format!("{n} lanes at {width}×{height}");
            // the longest name there is: compact columns widen to hold it
            let layout =
                race(area, n, 27, 2, Shape::NINE).unwrap_or_else(|| panic!("{at}: no layout"));
            assert_eq!(layout.lanes.len() + layout.lines.len(), n, "{at}");
            let mut rects: Vec<Rect> = layout.lines.clone();
            for lane in &layout.lanes {
                rects.extend([lane.board, lane.stats]);
            }
            rects.extend([layout.header, layout.summary, layout.bar]);
            rects.extend(layout.line_heads);
            assert_eq!(
                layout.line_heads.is_some(),
                !layout.lines.is_empty(),
                "{at}"
            );
            assert_eq!(layout.summary.height, 2, "{at}");
            for (i, r) in rects.iter().enumerate() {
                assert_eq!(area.intersection(*r), *r, "{at}: {r:?} outside");
                for s in &rects[i + 1..] {
                    assert!(!r.intersects(*s), "{at}: {r:?} and {s:?} overlap");
                }
            }
        }
    }
    // boards first: four compact boards fit at 80×24, as before
    let classic = popup_area(Rect::new(0, 0, 80, 24));
    assert_eq!(race(classic, 4, 11, 1, Shape::NINE).unwrap().lines.len(), 0);
    assert_eq!(race(classic, 6, 11, 1, Shape::NINE).unwrap().lanes.len(), 1);
    // two compact boards whose names are long: each column holds its name whole
    let two = race(classic, 2, 20, 1, Shape::NINE).unwrap();
    assert!(
        two.lanes.iter().all(|lane| lane.stats.width >= 20),
        "{two:?}"
    );
}
