//! The race's lanes on screen (issue 48): lanes added through the composer and removed with
//! `x`, up to eight, all from step 0 in lockstep; and at every supported size every lane's
//! counters whole where the lane is drawn, every ranked lane named in the ranking (by its
//! letter where names do not fit, the letter beside its name on its lane), the seed whole,
//! and no number cut (the scanner of `sizes_tests`). Snapshots in `src/tui/snapshots/`.

use super::action::Action;
use super::app::{App, Context, Overlay};
use super::race::Race;
use super::sizes_tests::number_faults;
use super::test_support::{P85, app_of, draw};
use insta::assert_snapshot;
use std::time::Duration;
use stepdoku::numbers::{compact, grouped};
use stepdoku::race::MAX_LANES;

/// The sizes the race must fit: the smallest, the classic, a large and a huge terminal.
const SIZES: [(u16, u16); 4] = [(59, 17), (80, 24), (120, 40), (200, 60)];

/// The seed of the issue, one digit longer than fits at 59 columns beside the rest.
const SEED: u64 = 7_849_265_890_004_899_961;

fn rows(app: &App, (width, height): (u16, u16)) -> Vec<String> {
    let terminal = draw(app, width, height);
    let buf = terminal.backend().buffer();
    (0..height)
        .map(|y| (0..width).map(|x| buf[(x, y)].symbol()).collect())
        .collect()
}

fn race(app: &App) -> &Race {
    app.race().expect("the race view is open")
}

/// Lane `i`'s letter.
fn letter(i: usize) -> char {
    char::from(b'A' + i as u8)
}

/// Whether `shown` is `n` whole or in its short form.
fn is(shown: &str, n: u64) -> bool {
    shown == grouped(n) || shown == compact(n)
}

/// Where `label` starts on `rows` after a lane's mark (`▸ ` or two spaces), as a whole word,
/// or its part before a `+` with the rest on the next row under it (a label too long for a
/// board's column): its row and column.
fn find_label(rows: &[Vec<char>], label: &str) -> Option<(usize, usize)> {
    let word: Vec<char> = label.chars().collect();
    for (y, row) in rows.iter().enumerate() {
        for x in 2..row.len() {
            let marked = row[x - 2..x] == ['▸', ' '] || row[x - 2..x] == [' ', ' '];
            if !marked || (x > 2 && row[x - 3] != ' ' && !is_border(row[x - 3])) {
                continue;
            }
            let whole = row.len() >= x + word.len()
                && row[x..x + word.len()] == word[..]
                && row.get(x + word.len()).is_none_or(|c| *c == ' ');
            if whole {
                return Some((y, x));
            }
            // broken before a `+`: the rest starts the next row, under the name
            for (cut, _) in label.match_indices('+') {
                let (first, rest) = (&word[..cut], &word[cut..]);
                let fits = |r: &[char], at: usize| {
                    r.len() >= at + first.len().max(rest.len()) && r[at..].starts_with(first)
                };
                let next = rows.get(y + 1);
                let continued = next.is_some_and(|n| {
                    (0..n.len()).any(|at| n[at..].starts_with(rest) && n[..at].ends_with(&[' ']))
                });
                if fits(row, x) && row.get(x + cut).is_none_or(|c| *c == ' ') && continued {
                    return Some((y, x));
                }
            }
        }
    }
    None
}

fn is_border(c: char) -> bool {
    ('\u{2500}'..='\u{257f}').contains(&c)
}

/// The words after `label` on row `y` from column `x` to the next two spaces or a border.
fn value_after(row: &[char], x: usize, label: &str) -> Option<String> {
    let text: String = row[x.min(row.len())..].iter().collect();
    let rest = text.strip_prefix(label)?.trim_start_matches(' ');
    let value: String = rest.chars().take_while(|c| !c.is_whitespace()).collect();
    Some(value)
}

/// Everything wrong with the race on `screen`, its rows: see the module's doc.
pub(super) fn race_faults(race: &Race, screen: &[String]) -> Vec<String> {
    let mut faults = Vec::new();
    for (y, row) in screen.iter().enumerate() {
        for fault in number_faults(row) {
            faults.push(format!("row {y}: {fault}: {row}"));
        }
    }
    let rows: Vec<Vec<char>> = screen.iter().map(|r| r.chars().collect()).collect();
    let mut lettered = false;
    for (i, lane) in race.lanes().iter().enumerate() {
        let name = lane.strategy().name();
        let t = lane.timeline().unwrap();
        let counts = [
            ("Step", t.position()),
            ("Guesses", t.stats().guesses()),
            ("Dead ends", t.stats().dead_ends),
        ];
        let tagged = format!("{} {name}", letter(i));
        let found = find_label(&rows, &tagged)
            .map(|at| (at, 2))
            .inspect(|_| lettered = true)
            .or_else(|| find_label(&rows, name).map(|at| (at, 1)));
        let Some(((y, x), words)) = found else {
            faults.push(format!("lane {name} is not on screen"));
            continue;
        };
        let line: String = rows[y][x..].iter().collect();
        let after: Vec<&str> = line.split_whitespace().skip(words).collect();
        let as_line = counts
            .iter()
            .zip(&after)
            .filter(|((_, n), shown)| is(shown, *n))
            .count()
            == 3;
        if as_line {
            continue;
        }
        // a board's counters, under its label in its column
        for (label, n) in counts {
            let shown = (y + 1..rows.len().min(y + 10))
                .find_map(|below| value_after(&rows[below], x - 2, label));
            match shown {
                Some(shown) if is(&shown, n) => {}
                shown => faults.push(format!("{name}: {label} {shown:?}, not {}", grouped(n))),
            }
        }
    }
    // the ranking: the rows that start with a place
    let ranking: String = screen
        .iter()
        .filter(|r| {
            let c: Vec<char> = r.chars().take(2).collect();
            c.len() == 2 && c[0] == ' ' && c[1].is_ascii_digit()
        })
        .map(|r| format!("{r} "))
        .collect();
    for placed in race.ranking() {
        let name = race.lanes()[placed.lane].strategy().name();
        let by_name = format!(" {} {name} ", placed.ordinal());
        let by_letter = format!(" {} {} ", placed.ordinal(), letter(placed.lane));
        let named = ranking.contains(&by_name) || (lettered && ranking.contains(&by_letter));
        if !named {
            faults.push(format!(
                "{name} is not ranked {}: {ranking}",
                placed.ordinal()
            ));
        }
    }
    if ranking.contains('…') {
        faults.push(format!("the ranking leaves lanes out: {ranking}"));
    }
    let seed = race.lanes()[0].seed();
    let random = race.lanes().iter().any(|l| l.strategy().is_random());
    let header = screen.iter().find(|r| r.contains(" · "));
    if random && !header.is_some_and(|h| h.trim_end().ends_with(&format!(" seed {seed}"))) {
        faults.push(format!("the seed is not whole: {header:?}"));
    }
    faults
}

/// Asserts that `app`'s race fits at every size, `when` it is.
fn assert_fits(app: &App, when: &str) {
    for size in SIZES {
        let screen = rows(app, size);
        let faults = race_faults(race(app), &screen);
        assert!(
            faults.is_empty(),
            "{when} at {size:?}:\n{}\n{}",
            faults.join("\n"),
            screen.join("\n")
        );
    }
}

/// Eight lanes, the longest names among them, and `random` with the seed.
const EIGHT: [&str; 8] = [
    "constraint+random+singles",
    "mrv+lcv",
    "degree+random+singles",
    "propagate",
    "first+fc",
    "constraint+lcv+naked",
    "random",
    "mrv",
];

/// The race of [`EIGHT`] on the 85 puzzle, opened from the player with `R`.
fn eight() -> App {
    let mut app = app_of(&[P85]);
    app.player.pane.seed = SEED;
    let lanes = EIGHT.iter().map(|n| n.parse().unwrap()).collect();
    app.set_race_lanes(lanes);
    app.update(Action::Race);
    app
}

fn run_to_end(app: &mut App) {
    app.update(Action::ToEnd);
    while !race(app).is_over() {
        app.tick_within(Duration::ZERO, Duration::from_secs(1));
    }
}

#[test]
fn eight_lanes_fit_at_every_size_from_the_start_to_the_end() {
    let mut app = eight();
    assert_fits(&app, "at step 0");
    app.update(Action::Seek(300));
    app.tick_within(Duration::ZERO, Duration::from_secs(5));
    assert_fits(&app, "at step 300");
    app.update(Action::Down);
    app.update(Action::Down);
    run_to_end(&mut app);
    assert_fits(&app, "over");
    for (width, height) in [(59, 17), (80, 24), (120, 40)] {
        let text = draw(&app, width, height).backend().to_string();
        assert_snapshot!(format!("eight_lanes_over_{width}x{height}"), text);
    }
}

/// The race: composed in the composer, random digits, its seed one digit too long
/// for the header at 59 columns as it was.
fn composed_race() -> App {
    let mut app = app_of(&[P85]);
    app.player.pane.seed = SEED;
    app.update(Action::Compose);
    // mrv, random, fc
    for key in [
        Action::Down,
        Action::Right,
        Action::Down,
        Action::Right,
        Action::Down,
    ] {
        app.update(key);
    }
    app.update(Action::Race);
    assert_eq!(app.context(), Context::Race);
    app
}

#[test]
fn a_composed_race_keeps_its_seed_and_counters_whole_at_every_size() {
    let mut app = composed_race();
    // two more, composed from the race view: constraint+random+fc from the first lane, then
    // constraint+random+singles from that one
    for parts in [
        &[Action::Down, Action::Down][..],
        &[Action::Right, Action::Right, Action::Down, Action::Down][..],
    ] {
        app.update(Action::Compose);
        for &key in parts {
            app.update(key);
        }
        app.update(Action::Confirm);
        assert_eq!(app.context(), Context::Race, "{:?}", app.notice());
    }
    assert_eq!(
        lane_names(&app),
        [
            "mrv+random+fc",
            "row-major",
            "constraint+random+fc",
            "constraint+random+singles"
        ]
    );
    run_to_end(&mut app);
    assert_fits(&app, "over");
    for (width, height) in [(59, 17), (80, 24), (120, 40)] {
        let text = draw(&app, width, height).backend().to_string();
        assert!(text.contains(&format!("seed {SEED}")), "{text}");
        assert_snapshot!(format!("composed_race_{width}x{height}"), text);
    }
}

fn lane_names(app: &App) -> Vec<&str> {
    race(app)
        .lanes()
        .iter()
        .map(|l| l.strategy().name())
        .collect()
}

/// Every lane at the race's step, or at its end when that came sooner.
fn assert_lockstep(app: &App) {
    let race = race(app);
    for (i, lane) in race.lanes().iter().enumerate() {
        let at = lane.timeline().unwrap().position();
        let expected = race
            .end_of(i)
            .map_or(race.step(), |end| end.min(race.step()));
        assert_eq!(at, expected, "{}", lane.strategy());
    }
}

/// `C`, the parts chosen by `keys` from the selected lane's, Enter.
fn compose(app: &mut App, keys: &[Action]) {
    app.update(Action::Compose);
    assert_eq!(app.context(), Context::LaneComposer, "{:?}", app.notice());
    for &key in keys {
        app.update(key);
    }
    app.update(Action::Confirm);
}

#[test]
fn lanes_join_up_to_eight_each_sending_every_lane_back_to_step_0() {
    let mut app = app_of(&[P85]);
    app.update(Action::Race);
    // from row-major, the first lane: mrv+lcv, degree, first+lcv, then constraint
    let additions: [&[Action]; 4] = [
        &[Action::Down, Action::Right, Action::Down, Action::Down],
        &[Action::Down, Action::Down],
        &[Action::Right, Action::Down, Action::Down],
        &[Action::Down, Action::Down, Action::Down],
    ];
    let mut lanes = 4;
    for (k, keys) in additions.into_iter().enumerate() {
        app.update(Action::Seek(100));
        assert_eq!(race(&app).step(), 100);
        // playing from the second addition on: the race plays on from step 0
        let playing = k > 0;
        if playing {
            app.update(Action::TogglePlay);
        }
        for _ in 0..MAX_LANES {
            app.update(Action::Up);
        }
        compose(&mut app, keys);
        lanes += 1;
        assert_eq!(app.context(), Context::Race);
        assert_eq!(race(&app).lanes().len(), lanes);
        assert_eq!(race(&app).selected(), lanes - 1, "the new lane is selected");
        assert_eq!(race(&app).step(), 0);
        assert_lockstep(&app);
        assert_eq!(race(&app).is_playing(), playing);
        if playing {
            app.tick_within(Duration::from_millis(5 * 50), Duration::from_secs(1));
            assert_eq!(race(&app).step(), 5, "five delays of 50 ms");
            assert_lockstep(&app);
            app.update(Action::TogglePlay);
        }
    }
    assert_eq!(
        lane_names(&app),
        [
            "row-major",
            "mrv",
            "random",
            "propagate",
            "mrv+lcv",
            "degree",
            "first+lcv",
            "constraint"
        ]
    );
    assert_eq!(race(&app).lanes().len(), MAX_LANES);
    // a ninth is refused, saying so, and no composer opens
    app.update(Action::Compose);
    assert_eq!(app.context(), Context::Race);
    assert_eq!(
        app.notice(),
        Some("a race takes 1 to 8 lanes: x removes the selected one")
    );
    // one out, one in again
    app.update(Action::RemoveLane);
    assert_eq!(race(&app).lanes().len(), 7);
    compose(&mut app, &[Action::Right, Action::Right, Action::Down]);
    assert_eq!(race(&app).lanes().len(), 8);
    assert_eq!(
        lane_names(&app)[7],
        "first+lcv+fc",
        "from first+lcv, selected"
    );
}

#[test]
fn a_strategy_that_races_already_is_not_added_and_the_popup_says_why() {
    let mut app = app_of(&[P85]);
    app.update(Action::Race);
    app.update(Action::Down);
    // mrv composed again: the popup stays, saying so
    app.update(Action::Compose);
    let text = draw(&app, 59, 17).backend().to_string();
    assert!(text.contains("mrv races already: change a part"), "{text}");
    app.update(Action::Confirm);
    assert_eq!(app.context(), Context::LaneComposer);
    assert_eq!(race(&app).lanes().len(), 4);
    // `R` adds as Enter does; mrv+fc is new
    app.update(Action::Right);
    app.update(Action::Right);
    app.update(Action::Down);
    let text = draw(&app, 59, 17).backend().to_string();
    assert!(
        text.contains("Enter add it as the 5th lane; all lanes from step 0"),
        "{text}"
    );
    let Some(Overlay::LaneComposer(composer)) = app.overlays().last() else {
        panic!("the composer closed");
    };
    assert!(!composer.is_racing());
    app.update(Action::Confirm);
    assert_eq!(lane_names(&app)[4], "mrv+fc");
    // Esc changes nothing
    app.update(Action::Compose);
    app.update(Action::Down);
    app.update(Action::Close);
    assert_eq!(app.context(), Context::Race);
    assert_eq!(race(&app).lanes().len(), 5);
}

#[test]
fn removing_a_lane_leaves_the_others_where_they_stand_but_never_the_last() {
    let mut app = app_of(&[P85]);
    app.player.pane.seed = 5;
    app.update(Action::Race);
    app.update(Action::Seek(300));
    app.tick_within(Duration::ZERO, Duration::from_secs(5));
    assert_eq!(race(&app).step(), 300);
    // propagate ended at 228: 1st; mrv is selected and goes
    app.update(Action::Down);
    app.update(Action::RemoveLane);
    assert_eq!(app.notice(), Some("mrv left the race"));
    assert_eq!(lane_names(&app), ["row-major", "random", "propagate"]);
    assert_eq!(race(&app).selected(), 1, "random takes its place");
    assert_eq!(race(&app).step(), 300);
    assert_lockstep(&app);
    // the last lane selected and removed: the one before it is selected
    app.update(Action::Down);
    app.update(Action::Down);
    app.update(Action::RemoveLane);
    assert_eq!(lane_names(&app), ["row-major", "random"]);
    assert_eq!(race(&app).selected(), 1);
    assert!(
        race(&app).ranking().is_empty(),
        "propagate's place went with it"
    );
    app.update(Action::RemoveLane);
    assert_eq!(lane_names(&app), ["row-major"]);
    app.update(Action::RemoveLane);
    assert_eq!(lane_names(&app), ["row-major"]);
    assert_eq!(
        app.notice(),
        Some("a race keeps at least one lane: Esc leaves it")
    );
    assert_eq!(race(&app).step(), 300);
    assert_lockstep(&app);
}

#[test]
fn a_lane_removed_from_a_race_that_is_over_ends_it_at_the_last_end_left() {
    let mut app = app_of(&[P85]);
    app.player.pane.seed = 5;
    app.update(Action::Race);
    run_to_end(&mut app);
    // row-major ended last, at 756,596; without it the race ends with random's 48,566
    assert_eq!(race(&app).step(), 756_596);
    app.update(Action::RemoveLane);
    assert!(race(&app).is_over());
    assert_eq!(race(&app).step(), 48_566);
    assert_lockstep(&app);
    assert_eq!(race(&app).ranking().len(), 3);
}

#[test]
fn the_selected_lane_is_marked_on_its_board_and_on_its_line() {
    let mut app = app_of(&[P85]);
    app.update(Action::Race);
    app.update(Action::Down);
    for size in [(59, 17), (80, 24), (120, 40)] {
        let screen = rows(&app, size);
        let marked: Vec<&String> = screen.iter().filter(|r| r.contains('▸')).collect();
        assert_eq!(marked.len(), 1, "{size:?}: {marked:?}");
        assert!(marked[0].contains("▸ mrv"), "{size:?}: {marked:?}");
    }
    // reversed, in colour or not
    let terminal = draw(&app, 80, 24);
    let buf = terminal.backend().buffer();
    let reversed: String = buf
        .content()
        .iter()
        .filter(|c| c.modifier.contains(ratatui::style::Modifier::REVERSED))
        .map(|c| c.symbol())
        .collect();
    assert_eq!(reversed, "mrv");
}

#[test]
fn a_remark_shows_in_the_race_view() {
    let mut app = app_of(&[P85]);
    app.update(Action::Race);
    app.update(Action::StepBack);
    for size in SIZES {
        let text = draw(&app, size.0, size.1).backend().to_string();
        assert!(text.contains(" this is the start"), "{size:?}: {text}");
    }
    // the next key takes it away
    app.update(Action::StepForward);
    let text = draw(&app, 80, 24).backend().to_string();
    assert!(!text.contains("this is the start"), "{text}");
}
