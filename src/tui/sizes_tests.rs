//! Every view at the app's sizes (59x17, the minimum, to 200x60; the race from its own
//! minimum) on a search with big numbers, snapshotted; and the checks every committed
//! snapshot must pass: no number cut by a border or the edge, none of five digits or more
//! without separators, and only the glossary's words (docs/guide.md) for what the search did.

use super::action::Action;
use super::app::App;
use super::bundled;
use super::draw::render;
use super::test_support::{app_in, settings, settle, settle_editors};
use insta::assert_snapshot;
use ratatui::Terminal;
use ratatui::backend::TestBackend;

/// The app's sizes: its minimum, the classic terminal, a large one and a huge one.
const SIZES: [(u16, u16); 4] = [(59, 17), (80, 24), (120, 40), (200, 60)];

fn screen(app: &App, (width, height): (u16, u16)) -> String {
    let mut terminal = Terminal::new(TestBackend::new(width, height)).unwrap();
    terminal.draw(|frame| render(app, frame)).unwrap();
    terminal.backend().to_string()
}

/// The bundled top95 #41, row-major, at step 0.
fn top95_41() -> App {
    let collection = bundled::collection();
    let i = collection
        .entries()
        .iter()
        .position(|e| collection.source_of(e).name == "norvig_top95.txt" && e.puzzle.index == 41)
        .unwrap();
    App::new(collection, i, settings())
}

/// The bundled top95 #41, row-major, at its solution: step 272,185,900 and counts to match.
fn far_in() -> App {
    let mut app = top95_41();
    app.update(Action::ToEnd);
    settle(&mut app);
    app
}

/// Snapshots `app` at every one of [`SIZES`] as `NAME_WxH`.
fn at_every_size(app: &App, name: &str) {
    for size in SIZES {
        assert_snapshot!(format!("{name}_{}x{}", size.0, size.1), screen(app, size));
    }
}

/// The player, its help and its editor, on one search run to its end (272 million steps, run
/// once for the three).
#[test]
fn player_help_and_editor_at_every_size() {
    let mut app = far_in();
    at_every_size(&app, "player");
    let player = SIZES.map(|size| screen(&app, size));
    app.update(Action::Help);
    at_every_size(&app, "help");
    // closed, the help leaves the player as it found it, for the editor to open on
    app.update(Action::Close);
    for (size, before) in SIZES.iter().zip(&player) {
        assert_eq!(&screen(&app, *size), before, "{size:?}");
    }
    app.update(Action::Edit);
    settle_editors(&mut app);
    at_every_size(&app, "editor");
    // undo is on the footer at every size, the smallest included
    for size in SIZES {
        let text = screen(&app, size);
        let footer = text.lines().last().unwrap();
        assert!(footer.contains(" u undo "), "{size:?}: {footer}");
    }
}

/// A folder of fixed names, long enough that even at 200 columns the picker's title shows
/// only them, holding the 49,158 puzzles of 17 clues.
fn big_folder() -> (tempfile::TempDir, std::path::PathBuf) {
    let root = tempfile::tempdir().unwrap();
    let mut dir = root.path().to_path_buf();
    for _ in 0..4 {
        dir.push("a_folder_with_a_name_long_enough_to_hide_the_temporary_path_at_every_size");
    }
    dir.push("puzzles");
    std::fs::create_dir_all(&dir).unwrap();
    let source = crate::common::repo().join("puzzles/all_17_clue_49158.txt");
    std::fs::copy(source, dir.join("all_17_clue_49158.txt")).unwrap();
    (root, dir)
}

#[test]
fn picker_and_list_at_every_size() {
    let (_root, dir) = big_folder();
    let mut app = app_in(&dir, &[super::test_support::P85]);
    app.update(Action::OpenFile);
    app.update(Action::Down); // ../ -> the file
    at_every_size(&app, "picker");
    app.update(Action::Confirm);
    at_every_size(&app, "list");
}

#[test]
fn race_from_its_minimum_up() {
    // a race of 272 million steps run to its end: the full tier's (the quick one draws races
    // at every size in lanes_tests.rs)
    if !super::test_support::tier::full() {
        return;
    }
    // the race searches on its own: where the player stands is not on its screen
    let mut app = top95_41();
    app.player.pane.seed = 5;
    app.update(Action::Race);
    app.update(Action::ToEnd);
    while !app.race().unwrap().is_over() {
        app.tick_within(std::time::Duration::ZERO, std::time::Duration::from_secs(1));
    }
    for size in [(76, 24), (80, 24), (120, 40), (200, 60)] {
        let text = screen(&app, size);
        // every lane's counts whole or compact, never cut (row-major's Step once read
        // `272,185`, its Guesses `116,038,`)
        let rows: Vec<String> = text.lines().map(|r| r.trim_matches('"').into()).collect();
        let faults = super::lanes_tests::race_faults(app.race().unwrap(), &rows);
        assert!(faults.is_empty(), "{size:?}: {faults:?}\n{text}");
        assert_snapshot!(format!("race_{}x{}", size.0, size.1), text);
    }
}

/// The text of every committed snapshot of the visualizer, by file name: the rows between
/// the quotes of `TestBackend`'s lines.
fn committed_screens() -> Vec<(String, Vec<String>)> {
    let dir = crate::common::repo().join("src/tui/snapshots");
    let mut screens: Vec<(String, Vec<String>)> = std::fs::read_dir(dir)
        .unwrap()
        .map(|entry| entry.unwrap().path())
        .filter(|path| path.extension().is_some_and(|e| e == "snap"))
        .map(|path| {
            let text = std::fs::read_to_string(&path).unwrap();
            let rows = text
                .lines()
                .filter_map(|l| l.strip_prefix('"')?.strip_suffix('"'))
                .map(str::to_string)
                .collect();
            (
                path.file_name().unwrap().to_string_lossy().into_owned(),
                rows,
            )
        })
        .collect();
    screens.sort();
    screens
}

/// Box-drawing characters: the borders of panels, popups and boards.
fn is_border(c: char) -> bool {
    ('\u{2500}'..='\u{257f}').contains(&c)
}

/// What is wrong with the numbers of one screen row, if anything: a number (digits, or
/// digits and commas) cut by a border, the screen's edge or an ellipsis, grouped wrongly,
/// or five digits or more without separators. Exempt are numbers inside a name (`top95`,
/// `all_17_clue_49158.txt`: a letter, `_` or `.` against them), the seed after `seed `
/// (it pastes back into `--seed`), a board's row of digits between borders (`┃859┃`,
/// `┃··2┃`, `┃9A21┃`), and puzzle text (a word of digits, dots and `…` only, with dots among its digits).
pub(super) fn number_faults(row: &str) -> Vec<String> {
    let chars: Vec<char> = row.chars().collect();
    let mut faults = Vec::new();
    let mut i = 0;
    while i < chars.len() {
        if !chars[i].is_ascii_digit() {
            i += 1;
            continue;
        }
        let start = i;
        while i < chars.len() && (chars[i].is_ascii_digit() || chars[i] == ',') {
            i += 1;
        }
        let run: String = chars[start..i].iter().collect();
        let before = start.checked_sub(1).map(|b| chars[b]);
        let after = chars.get(i).copied();
        let word_start = chars[..start]
            .iter()
            .rposition(|c| c.is_whitespace())
            .map_or(0, |p| p + 1);
        let word_end = chars[i..]
            .iter()
            .position(|c| c.is_whitespace())
            .map_or(chars.len(), |p| i + p);
        let word: String = chars[word_start..word_end].iter().collect();
        let in_name = |c: Option<char>| c.is_some_and(|c| c.is_alphabetic() || c == '_');
        let named = in_name(before)
            || (before == Some('.') && start >= 2 && in_name(Some(chars[start - 2])))
            || in_name(after)
            || (after == Some('.') && in_name(chars.get(i + 1).copied()));
        let puzzle = word.matches('.').count() >= 2
            && word
                .chars()
                .all(|c| c.is_ascii_digit() || c == '.' || c == '…' || is_border(c));
        let seed = chars[..start].iter().collect::<String>().ends_with("seed ");
        // a compact board's box row: digits between borders and the marks of other cells
        // (an empty diagonal cell's ◦ among them), or the letters of digits above 9
        let cell = |c: char| is_border(c) || "·◦-×ABCDEFG".contains(c);
        let board = before.is_some_and(cell) && after.is_some_and(is_border);
        let body = run.trim_end_matches(',');
        if after.is_some_and(is_border) && !board {
            faults.push(format!("{run} runs into a border"));
        } else if after.is_none() && !named {
            faults.push(format!("{run} runs into the edge"));
        } else if after == Some('…') && !puzzle {
            faults.push(format!("{run} is cut by an ellipsis"));
        } else if body.contains(',') {
            let groups: Vec<&str> = body.split(',').collect();
            let well = groups[0].len() <= 3
                && groups[1..].iter().all(|g| g.len() == 3)
                && body.len() == run.len();
            if !well && !puzzle {
                faults.push(format!("{run} is grouped wrongly"));
            }
        } else if body.len() >= 5 && !(named || puzzle || seed || board) {
            faults.push(format!("{run} has no separators"));
        }
    }
    faults
}

#[test]
fn the_number_scanner_finds_cut_and_unseparated_numbers() {
    for bad in [
        "│  Step       272,185│",
        "  Step 272,18",
        "Step       272185900 ",
        " 4th · 706976× ",
        " Step 272,1… ",
        " Step 27,21,859 ",
    ] {
        assert!(!number_faults(bad).is_empty(), "{bad:?} passed");
    }
    for good in [
        "│  Step       272,185,900 │",
        "┃859┃612┃437┃ random seed 1234567 ",
        "┃85·┃··2┃4··┃",
        "┃·◦1┃·9·┃83·┃",
        " norvig_top95.txt #41/95  all_17_clue_49158.txt ",
        " 85...24..72......9..4.........1.7..23.5...9...4… ",
        " 4th · 706,976× 272.2M 4.3% ",
        "┃ 8 │ 5 │ 1 ┃",
        "┃CB78┃9A21┃3564┃",
    ] {
        assert_eq!(number_faults(good), Vec::<String>::new(), "{good:?}");
    }
}

#[test]
fn no_committed_screen_cuts_a_number_or_leaves_it_unseparated() {
    let mut faults = Vec::new();
    for (name, rows) in committed_screens() {
        for (y, row) in rows.iter().enumerate() {
            for fault in number_faults(row) {
                faults.push(format!("{name} row {y}: {fault}\n  {row}"));
            }
        }
    }
    assert!(faults.is_empty(), "{}", faults.join("\n"));
}

/// Words the screens must not use for what the search did: the glossary of docs/guide.md
/// has one word per concept (a count of dead ends is not `Backtracks`; a count of steps is
/// not of events; `dead-end` is the trace line's spelling, not the screen's; a search that
/// ran out of branches is exhausted, not finished).
const SYNONYMS: [&str; 9] = [
    "Backtracks",
    "Events",
    "events",
    "dead-end",
    "Dead-end",
    "Deadend",
    "finished",
    "every branch",
    "Undone",
];

/// Whether `row` uses `word` in its own voice: the status panel's log quotes `trace` lines
/// (`   1,004  dead-end r2c5`, a step and two spaces before the word), a machine format
/// that keeps its names.
fn speaks(row: &str, word: &str) -> bool {
    row.match_indices(word).any(|(at, _)| {
        let before = &row[..at];
        let quoted =
            before.ends_with("  ") && before.trim_end().ends_with(|c: char| c.is_ascii_digit());
        !quoted
    })
}

#[test]
fn the_glossary_check_tells_screen_words_from_quoted_trace_lines() {
    assert!(speaks("│ Backtracks 40,109 │", "Backtracks"));
    assert!(speaks("│ 3 dead-ends so far │", "dead-end"));
    assert!(!speaks("│   1,004  dead-end r2c5 │", "dead-end"));
}

#[test]
fn screens_speak_the_glossary() {
    let mut found = Vec::new();
    for (name, rows) in committed_screens() {
        for row in &rows {
            for word in SYNONYMS.iter().filter(|w| speaks(row, w)) {
                found.push(format!("{name}: {word}\n  {row}"));
            }
        }
    }
    assert!(found.is_empty(), "{}", found.join("\n"));
}

/// A seed as `Rng::fresh_seed` draws them (below 2^63, 19 digits).
const LONG_SEED: u64 = 4_611_686_018_427_387_903;

#[test]
fn a_long_seed_is_shown_whole_at_every_size() {
    let mut settings = settings();
    settings.strategy = stepdoku::solver::Strategy::Random;
    settings.seed = LONG_SEED;
    let mut app = App::new(bundled::collection(), 0, settings);
    app.update(Action::Seek(300));
    settle(&mut app);
    for size in SIZES {
        let text = screen(&app, size);
        assert!(
            text.contains(&LONG_SEED.to_string()),
            "{size:?}: the seed whole\n{text}"
        );
    }
    assert_snapshot!("random_seed_59x17", screen(&app, (59, 17)));
    app.update(Action::Race);
    for size in [(76, 24), (80, 24), (120, 40), (200, 60)] {
        let text = screen(&app, size);
        assert!(
            text.contains(&format!("seed {LONG_SEED}")),
            "{size:?}: the race's seed whole\n{text}"
        );
    }
    assert_snapshot!("random_seed_race_76x24", screen(&app, (76, 24)));
}

/// The remarks a newcomer meets first, on the bundled puzzles at the classic size and the
/// smallest: a blog solver's note, a jump stopped at a solution, and End twice (why the board
/// shows the givens again). Each is whole or ends in `…`, never cut mid-word or dropped.
#[test]
fn long_remarks_stay_whole_at_80x24_and_59x17() {
    let collection = bundled::collection();
    let php = collection
        .entries()
        .iter()
        .position(|e| collection.source_of(e).name == "php_all.txt")
        .unwrap();
    let note = App::new(collection.clone(), php, settings());
    let mut jump = App::new(collection.clone(), 0, settings());
    jump.update(Action::GoToPrompt);
    for c in "99999999".chars() {
        jump.update(Action::Type(c));
    }
    jump.update(Action::Confirm);
    settle(&mut jump);
    let mut end_end = App::new(collection, 0, settings());
    end_end.update(Action::ToEnd);
    settle(&mut end_end);
    end_end.update(Action::ToEnd);
    settle(&mut end_end);
    let said = [
        (&note, "remark_blog_note", "as a PHP blog solver searched"),
        (
            &jump,
            "remark_jump_stopped",
            "stopped at the solution on the way to",
        ),
        (&end_end, "remark_end_end", "exhausted"),
    ];
    for (app, name, words) in said {
        for size in [(80, 24), (59, 17)] {
            let text = screen(app, size);
            assert_snapshot!(format!("{name}_{}x{}", size.0, size.1), text);
            // the remark's first words are on screen, at the smallest size too
            let first = &words[..words.len().min(20)];
            let kept = !(name == "remark_blog_note" && size == (59, 17));
            assert_eq!(
                text.contains(first),
                kept,
                "{name} {size:?}: {first:?} in\n{text}"
            );
            // no word of the panel ends cut short without a mark
            for line in text.lines() {
                assert!(
                    !line.contains(" ev │") && !line.contains(" rando │"),
                    "{line}"
                );
            }
        }
    }
}
