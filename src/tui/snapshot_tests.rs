//! Whole screens drawn to a test backend and compared with the reviewed `.snap` files in
//! `src/tui/snapshots/` (fixed sizes, fixed seeds, no timing).

use super::action::Action;
use super::app::App;
use super::bundled;
use super::draw::render;
use super::test_support::{CONFLICTING, P85, UNSOLVABLE, app_in, app_of, draw, settings, settle};
use insta::assert_snapshot;
use ratatui::Terminal;
use ratatui::backend::TestBackend;
use ratatui::style::{Color, Modifier};
use stepdoku::solver::Event;
use stepdoku::timeline::{CellState, Target};

fn screen(app: &App, width: u16, height: u16) -> String {
    draw(app, width, height).backend().to_string()
}

fn apply(app: &mut App, actions: &[Action]) {
    for &action in actions {
        app.update(action);
        settle(app);
    }
}

/// The 85 puzzle at its first placement past step 1000 that follows a backtrack of three or
/// more cells: digits placed, a trail of undone cells, the current cell.
fn mid_search() -> App {
    let mut app = app_of(&[P85]);
    app.update(Action::Seek(1000));
    loop {
        app.update(Action::StepForward);
        let t = app.player().timeline().unwrap();
        let undone = t
            .cell_states()
            .iter()
            .filter(|&&s| s == CellState::Undone)
            .count();
        if undone >= 3 && matches!(t.current_event(), Some(Event::Place { .. })) {
            return app;
        }
    }
}

#[test]
fn start() {
    let app = App::new(bundled::collection(), 0, settings());
    assert_snapshot!(screen(&app, 80, 24));
}

#[test]
fn mid_search_with_a_backtrack_trail() {
    let app = mid_search();
    let terminal = draw(&app, 120, 40);
    assert_snapshot!(terminal.backend().to_string());
    // the trail is red, the current cell reversed, givens bold
    let buf = terminal.backend().buffer();
    let cells: Vec<_> = buf.content().iter().collect();
    assert!(cells.iter().any(|c| c.bg == Color::Red));
    assert!(
        cells
            .iter()
            .any(|c| c.modifier.contains(Modifier::REVERSED) && c.fg == Color::Cyan)
    );
    assert!(
        cells
            .iter()
            .any(|c| c.symbol() == "8" && c.modifier.contains(Modifier::BOLD))
    );
}

#[test]
fn mid_search_80x24() {
    assert_snapshot!(screen(&mid_search(), 80, 24));
}

#[test]
fn dead_end() {
    let mut app = app_of(&[P85]);
    apply(&mut app, &[Action::Jump(Target::NextDeadEnd)]);
    assert!(matches!(
        app.player().timeline().unwrap().current_event(),
        Some(Event::DeadEnd { .. })
    ));
    assert_snapshot!(screen(&app, 80, 24));
}

#[test]
fn solved() {
    let mut app = app_of(&[P85]);
    apply(&mut app, &[Action::ToEnd]);
    let terminal = draw(&app, 120, 40);
    assert_snapshot!(terminal.backend().to_string());
    // r1c3's 9 was placed by the search: green once solved; the givens (r1c1's 8) are not
    let buf = terminal.backend().buffer();
    assert_eq!(buf[(20, 2)].symbol(), "9");
    assert_eq!(buf[(20, 2)].fg, Color::Green);
    assert_eq!(buf[(4, 2)].symbol(), "8");
    assert_ne!(buf[(4, 2)].fg, Color::Green);
    // the solution is marked on the timeline, also once the cursor is back at the start
    apply(&mut app, &[Action::ToStart]);
    let text = screen(&app, 120, 40);
    let track = text.lines().rev().find(|l| l.contains('●')).unwrap();
    assert!(track.contains('◆'), "{track}");
}

#[test]
fn no_solution() {
    let mut app = app_of(&[UNSOLVABLE]);
    apply(&mut app, &[Action::ToEnd]);
    assert_snapshot!(screen(&app, 80, 24));
}

#[test]
fn conflicting_givens() {
    let app = app_of(&[CONFLICTING]);
    let terminal = draw(&app, 80, 24);
    let text = terminal.backend().to_string();
    assert!(text.contains("r1c1 and r1c9 both hold 5 (row 1)"));
    assert_snapshot!(text);
    // the two 5s of row 1 (r1c1, r1c9) are red; r2c3's 4 is a given like any other
    let buf = terminal.backend().buffer();
    for x in [2, 34] {
        assert_eq!(buf[(x, 1)].symbol(), "5", "column {x}");
        assert_eq!(buf[(x, 1)].bg, Color::Red, "column {x}");
    }
    assert_eq!(buf[(10, 3)].symbol(), "4");
    assert_ne!(buf[(10, 3)].bg, Color::Red);
}

#[test]
fn help_80x24() {
    let mut app = app_of(&[P85]);
    app.update(Action::Help);
    assert_snapshot!(screen(&app, 80, 24));
}

#[test]
fn help_120x40() {
    let mut app = app_of(&[P85]);
    app.update(Action::Help);
    assert_snapshot!(screen(&app, 120, 40));
}

/// The help scrolled to its end at 120x40: the glossary's last words, each beside its meaning.
#[test]
fn help_glossary_120x40() {
    let mut app = app_of(&[P85]);
    app.resize(ratatui::layout::Rect::new(0, 0, 120, 40));
    app.update(Action::Help);
    app.update(Action::Last);
    let text = screen(&app, 120, 40);
    assert_snapshot!(text);
    assert!(
        text.contains("│ exhausted      the search ran out of branches"),
        "{text}"
    );
    // the probes' estimate of the tree is there too
    assert!(
        text.contains("│ tree           the whole search's steps"),
        "{text}"
    );
}

/// A folder whose path ends in fixed names long enough that the title shows only them.
fn puzzle_folder() -> (tempfile::TempDir, std::path::PathBuf) {
    let root = tempfile::tempdir().unwrap();
    let dir = root
        .path()
        .join("a_folder_with_a_name_long_enough_to_hide_the_temporary_path")
        .join("and_one_more_for_the_wide_picker")
        .join("puzzles");
    std::fs::create_dir_all(dir.join("more")).unwrap();
    std::fs::write(
        dir.join("hardest.txt"),
        format!("{P85}\n{UNSOLVABLE}\n{CONFLICTING}\n"),
    )
    .unwrap();
    std::fs::write(dir.join("broken.txt"), format!("{P85}\n{}x\n", &P85[..40])).unwrap();
    std::fs::write(dir.join("notes.md"), "# not puzzles\n").unwrap();
    (root, dir)
}

#[test]
fn file_picker() {
    let (_root, dir) = puzzle_folder();
    let mut app = app_in(&dir, &[P85]);
    app.update(Action::OpenFile);
    app.update(Action::Down); // broken.txt -> hardest.txt
    assert_snapshot!(screen(&app, 80, 24));
}

#[test]
fn puzzle_list() {
    let (_root, dir) = puzzle_folder();
    let mut app = app_in(&dir, &[P85]);
    apply(
        &mut app,
        &[
            Action::OpenFile,
            Action::Down,
            Action::Confirm,
            Action::Down,
        ],
    );
    assert_snapshot!(screen(&app, 120, 40));
}

#[test]
fn error_popup() {
    let (_root, dir) = puzzle_folder();
    let mut app = app_in(&dir, &[P85]);
    apply(
        &mut app,
        &[Action::StepForward, Action::OpenFile, Action::Confirm],
    );
    assert_snapshot!(screen(&app, 80, 24));
}

#[test]
fn too_small() {
    let app = app_of(&[P85]);
    assert_snapshot!(screen(&app, 50, 15));
}

/// 59x17 is the smallest screen: at 58 columns (or 16 rows) the too-small screen says what it
/// has and what it needs, at 59x17 the board and the panel are drawn whole.
#[test]
fn the_layout_boundary_is_59_columns() {
    let app = app_of(&[P85]);
    let narrow = screen(&app, 58, 17);
    assert_snapshot!("layout_58x17_too_small", narrow);
    assert!(narrow.contains("Terminal too small"), "{narrow}");
    assert!(narrow.contains("58×17 now") && narrow.contains("stepdoku needs 59×17"));
    assert!(!narrow.contains('┏'), "{narrow}");
    let short = screen(&app, 59, 16);
    assert!(short.contains("59×16 now") && short.contains("stepdoku needs 59×17"));
    let fits = screen(&app, 59, 17);
    assert_snapshot!("layout_59x17_board", fits);
    assert!(!fits.contains("too small"), "{fits}");
    // the race has no room for a board there: each lane is a line of counters
    let mut racing = app_of(&[P85]);
    racing.resize(ratatui::layout::Rect::new(0, 0, 59, 17));
    racing.update(Action::Race);
    let race = screen(&racing, 59, 17);
    assert!(!race.contains("too small") && !race.contains('┏'), "{race}");
    assert!(race.contains("Step  Guesses  Dead ends"), "{race}");
    for name in ["▸ row-major", "  mrv      ", "  random   ", "  propagate"] {
        let line = format!("{name}     0        0          0  paused");
        assert!(race.contains(&line), "{line}\n{race}");
    }
    let rows: Vec<&str> = fits.lines().collect();
    // the board's top-left corner at the top-left, the panel beside it to the last column
    assert!(rows[0].starts_with("\"┏"), "{fits}");
    assert!(rows[0].ends_with("┐\""), "{fits}");
    assert!(fits.contains("Step 0"), "{fits}");
}

#[test]
fn no_color_keeps_the_meaning_in_attributes() {
    let mut app = mid_search();
    app.palette = super::widgets::theme::Palette::Mono;
    let terminal = draw(&app, 80, 24);
    let buf = terminal.backend().buffer();
    assert!(
        buf.content()
            .iter()
            .all(|c| c.fg == Color::Reset && c.bg == Color::Reset)
    );
    assert!(
        buf.content()
            .iter()
            .any(|c| c.modifier.contains(Modifier::REVERSED))
    );
    assert!(
        buf.content()
            .iter()
            .any(|c| c.modifier.contains(Modifier::UNDERLINED))
    );
    // same text as in colour
    assert_eq!(
        terminal.backend().to_string(),
        screen(&mid_search(), 80, 24)
    );
}

/// The SGR parameters of a colour, as foreground (`base` 30) or background (`base` 40).
fn sgr_color(color: Color, base: u8) -> String {
    let named = |n: u8| (base + n).to_string();
    let bright = |n: u8| (base + 60 + n).to_string();
    match color {
        Color::Reset => (base + 9).to_string(),
        Color::Black => named(0),
        Color::Red => named(1),
        Color::Green => named(2),
        Color::Yellow => named(3),
        Color::Blue => named(4),
        Color::Magenta => named(5),
        Color::Cyan => named(6),
        Color::Gray => named(7),
        Color::DarkGray => bright(0),
        Color::LightRed => bright(1),
        Color::LightGreen => bright(2),
        Color::LightYellow => bright(3),
        Color::LightBlue => bright(4),
        Color::LightMagenta => bright(5),
        Color::LightCyan => bright(6),
        Color::White => bright(7),
        Color::Indexed(i) => format!("{};5;{i}", base + 8),
        Color::Rgb(r, g, b) => format!("{};2;{r};{g};{b}", base + 8),
    }
}

/// The rows of `buffer` as text with ANSI colours (for `cat`), each ending reset.
fn ansi_rows(buffer: &ratatui::buffer::Buffer) -> Vec<String> {
    let area = buffer.area;
    (0..area.height)
        .map(|y| {
            let mut row = String::new();
            let mut last = None;
            for x in 0..area.width {
                let cell = &buffer[(x, y)];
                let look = (cell.fg, cell.bg, cell.modifier);
                if last != Some(look) {
                    let mut codes = vec!["0".to_string()];
                    for (flag, code) in [
                        (Modifier::BOLD, "1"),
                        (Modifier::DIM, "2"),
                        (Modifier::ITALIC, "3"),
                        (Modifier::UNDERLINED, "4"),
                        (Modifier::REVERSED, "7"),
                    ] {
                        if cell.modifier.contains(flag) {
                            codes.push(code.to_string());
                        }
                    }
                    codes.push(sgr_color(cell.fg, 30));
                    codes.push(sgr_color(cell.bg, 40));
                    row += &format!("\x1b[{}m", codes.join(";"));
                    last = Some(look);
                }
                row += cell.symbol();
            }
            row + "\x1b[0m"
        })
        .collect()
}

/// The README's picture is a real frame: the bundled start, paused, 244 steps in, kept as
/// text in `assets/screenshot.txt` and with its colours in `assets/screenshot.ansi`.
/// `STEPDOKU_WRITE_ASSETS=1 cargo test -p stepdoku-app the_readme_screenshot` rewrites both.
/// The status panel's estimate of the time left, as drawn, if any.
fn estimate_row(app: &App, width: u16, height: u16) -> Option<String> {
    let text = screen(app, width, height);
    text.lines()
        .find(|l| l.contains("tree ") || l.contains("tree:"))
        .map(str::to_string)
}

/// The 85 puzzle's player with its probes on, every batch of them taken.
fn probed() -> App {
    let puzzles = stepdoku::parse::parse_str(P85).unwrap();
    let collection = super::collection::Collection::single(
        super::collection::Origin::File("test.txt".into()),
        puzzles,
    )
    .unwrap();
    let settings = super::player::Settings {
        probes: true,
        ..settings()
    };
    let mut app = App::new(collection, 0, settings);
    let taken = |app: &App| app.player().probes.estimate().map_or(0, |e| e.probes);
    while taken(&app) < super::player::probes::TARGET {
        app.wait_for_checks();
    }
    app
}

/// The panel's tree line: the probes' estimate of the whole search with its interval (a
/// snapshot), the whole tree's time only while playing, the true count once the search is
/// exhausted, and a search stopped at its solution labelled as keeping the whole tree's.
#[test]
fn the_tree_estimate_shows_its_interval_and_the_time_to_go_while_playing() {
    let mut app = probed();
    apply(&mut app, &[Action::StepForward; 200]);
    assert_snapshot!(screen(&app, 80, 24));
    let row = estimate_row(&app, 120, 40).expect("the estimate");
    assert!(row.contains("│tree ≈ "), "{row}");
    assert!(
        !screen(&app, 120, 40).contains("whole tree in"),
        "paused: no time"
    );
    // its figure is the library's, in the interval's words
    let e = app.player().probes.estimate().unwrap().clone();
    let (low, high) = e.interval();
    let words = format!(
        "tree ≈ {} steps ({}–{})",
        stepdoku::numbers::approximate(e.steps),
        stepdoku::numbers::approximate(low),
        stepdoku::numbers::approximate(high)
    );
    assert!(row.contains(&words), "{row} / {words}");
    assert!(!e.uncertain(), "{e:?}");
    // the solutions come from the same probes; row-major's probes of this puzzle never
    // reach its one solution, and a row of `≈ 0 solutions` would claim more than they know
    assert_eq!(e.solutions, 0.0, "{e:?}");
    let text = screen(&app, 120, 40);
    assert!(!text.contains(" solutions"), "{text}");
    // the exhaustive search's true steps (904,384, as solve --all counts them) are inside
    assert!(low < 904_384.0 && 904_384.0 < high, "{low}..{high}");
    app.update(Action::TogglePlay);
    assert_eq!(app.state(), super::pane::PlayState::Playing);
    // the time for the rest of the whole tree, which playback does not wait for: said so,
    // at this speed where the row has room, and whole at the smallest size
    for (width, height) in [(80, 24), (120, 40), (200, 60)] {
        let text = screen(&app, width, height);
        assert!(
            text.contains("│whole tree in ≈ ") && text.contains(" at this speed "),
            "{width}x{height}\n{text}"
        );
    }
    // the panel as narrow as at 59x17, where rows are too few for the time, and as tall as
    // 40 rows give it
    let small = screen(&app, 59, 40);
    let time = small
        .lines()
        .find(|l| l.contains("│whole tree in "))
        .unwrap_or_else(|| panic!("no time at 59x40\n{small}"));
    let words = time.split('│').nth(1).unwrap_or_default().trim_end();
    let unit = words.rsplit(' ').next().unwrap_or_default();
    assert!(
        words.starts_with("whole tree in ≈ ") && ["s", "min", "h", "days"].contains(&unit),
        "{time}"
    );
    // stopped at its solution: the whole tree's estimate, no time
    app.update(Action::ToEnd);
    settle(&mut app);
    assert_eq!(app.state(), super::pane::PlayState::Solved);
    let text = screen(&app, 120, 40);
    assert!(text.contains("│whole tree ≈ "), "{text}");
    assert!(!text.contains("whole tree in"), "{text}");
    app.update(Action::TogglePlay); // on past the solution, to the end of the search
    while app.player().is_playing() {
        app.tick_within(
            std::time::Duration::from_secs(1),
            std::time::Duration::from_secs(1),
        );
    }
    assert_eq!(app.state(), super::pane::PlayState::Finished);
    let row = estimate_row(&app, 120, 40).unwrap();
    assert!(row.contains("│tree 904,384 steps, all searched"), "{row}");
}

#[test]
fn the_readme_screenshot_is_a_real_frame() {
    let mut app = App::new(bundled::collection(), 0, settings());
    app.update(Action::Seek(244));
    let mut terminal = Terminal::new(TestBackend::new(80, 24)).unwrap();
    terminal.draw(|frame| render(&app, frame)).unwrap();
    let buffer = terminal.backend().buffer();
    let rows: Vec<String> = (0..24)
        .map(|y| {
            let row: String = (0..80).map(|x| buffer[(x, y)].symbol()).collect();
            row.trim_end().to_string()
        })
        .collect();
    let repo = crate::common::repo();
    let text_path = repo.join("assets/screenshot.txt");
    let ansi_path = repo.join("assets/screenshot.ansi");
    let write = crate::assets::writing();
    let text =
        crate::assets::check_asset(&text_path, &(rows.join("\n") + "\n"), "the frame", write);
    let ansi = crate::assets::check_asset(
        &ansi_path,
        &(ansi_rows(buffer).join("\n") + "\n"),
        "the frame",
        write,
    );
    if let Err(why) = text.and(ansi) {
        panic!("{why}");
    }
}

/// The 85 puzzle under `propagate`, paused inside the forced chain after its second guess.
fn propagating() -> App {
    let mut app = app_of(&[P85]);
    apply(&mut app, &[Action::CycleStrategy; 3]);
    assert_eq!(
        app.player().pane().strategy(),
        stepdoku::solver::Strategy::Propagate
    );
    apply(
        &mut app,
        &[
            Action::Jump(Target::NextGuess),
            Action::Jump(Target::NextGuess),
            Action::StepForward,
            Action::StepForward,
        ],
    );
    app
}

#[test]
fn propagate_forced_chain_120x40() {
    let app = propagating();
    let t = app.player().timeline().unwrap();
    assert!(matches!(t.current_event(), Some(Event::Force { .. })));
    assert!(t.stats().forced > 0 && t.stats().guesses() == 2);
    let text = screen(&app, 120, 40);
    assert!(text.contains("Strategy propagate"), "{text}");
    assert!(text.contains("Guesses 2  Forced "), "{text}");
    assert_snapshot!(text);
}

/// Forced digits look unlike guessed ones, in colour and without.
#[test]
fn forced_digits_have_their_own_style() {
    let app = propagating();
    let t = app.player().timeline().unwrap();
    let states = t.cell_states();
    let forced = states.iter().position(|&s| s == CellState::Forced).unwrap();
    let placed = states.iter().position(|&s| s == CellState::Placed).unwrap();
    use super::widgets::board::BoardView;
    let view = BoardView::of_timeline(t);
    assert_eq!(view.marks[forced], CellState::Forced);
    for color in [true, false] {
        let theme = super::widgets::theme::Theme::new(color);
        assert_ne!(theme.forced(false), theme.placed(false), "colour {color}");
        assert!(theme.forced(false).add_modifier.contains(Modifier::ITALIC));
    }
    assert_ne!(forced, placed);
}

#[test]
fn go_to_prompt_on_the_footer_row() {
    let mut app = app_of(&[P85]);
    app.update(Action::GoToPrompt);
    app.update(Action::Type('1'));
    app.update(Action::Type('2'));
    let text = screen(&app, 80, 24);
    let footer = text.lines().last().unwrap();
    assert!(
        footer.contains("Go to step: 12▏  Enter go  Esc cancel"),
        "{footer}"
    );
    assert_snapshot!(text);
}

/// The remark on a puzzle `p` made, at the smallest screen: its rating and what it needs
/// both show in the panel's two rows, before the rest is cut.
#[test]
fn a_generated_puzzles_rating_and_needs_show_at_59x17() {
    let mut app = app_of(&[P85]);
    app.resize(ratatui::layout::Rect::new(0, 0, 59, 17));
    // a seed drawing the generator's seed 3216: its name has no count to group
    app.draw_seeds_from(320);
    app.update(Action::NewPuzzle);
    app.update(Action::Type('h'));
    app.wait_for_checks();
    app.tick(std::time::Duration::ZERO);
    let text = screen(&app, 59, 17);
    assert!(text.contains("rated hard, needs"), "{text}");
    assert_snapshot!(text);
}

#[test]
fn a_long_file_name_is_shortened_before_the_puzzle_number_at_59x17() {
    let text =
        std::fs::read_to_string(crate::common::repo().join("puzzles/norvig_top95.txt")).unwrap();
    let puzzles = stepdoku::parse::parse_str(&text).unwrap();
    let origin = super::collection::Origin::File("puzzles/norvig_top95.txt".into());
    let collection = super::collection::Collection::single(origin, puzzles).unwrap();
    let app = App::new(collection, 40, settings());
    let screen = screen(&app, 59, 17);
    let puzzle_row = screen.lines().find(|l| l.contains("Puzzle")).unwrap();
    assert!(puzzle_row.contains("#41/95"), "{puzzle_row}");
    assert!(puzzle_row.contains("…"), "{puzzle_row}");
}

/// The editor on the 85 puzzle, the cursor moved to r2c3, its verdict in.
fn editing() -> App {
    let mut app = app_of(&[P85]);
    apply(
        &mut app,
        &[Action::Edit, Action::Down, Action::Right, Action::Right],
    );
    super::test_support::settle_editors(&mut app);
    app
}

#[test]
fn editor_80x24() {
    assert_snapshot!(screen(&editing(), 80, 24));
}

#[test]
fn editor_with_a_conflict_refusing_enter_120x40() {
    let mut app = editing();
    // 7 at r2c3 repeats r2c1's 7 (and the cursor, gone on to r2c4, comes back to it)
    apply(
        &mut app,
        &[Action::Type('7'), Action::Left, Action::Confirm],
    );
    let terminal = draw(&app, 120, 40);
    assert_snapshot!(terminal.backend().to_string());
    // the three 7s of the two conflicts in the conflict style, the cursor reversed on one
    let buf = terminal.backend().buffer();
    let conflicting = buf
        .content()
        .iter()
        .filter(|c| c.symbol() == "7" && c.bg == Color::Red)
        .count();
    assert_eq!(conflicting, 3);
    assert!(
        buf.content()
            .iter()
            .any(|c| c.symbol() == "7" && c.modifier.contains(Modifier::REVERSED))
    );
}

#[test]
fn editor_below_17_clues_and_its_help() {
    let mut app = app_of(&[P85]);
    app.update(Action::EditBlank);
    app.paste(&format!("12345678.........9{}", ".".repeat(63)));
    super::test_support::settle_editors(&mut app);
    assert_snapshot!("editor_sparse_80x24", screen(&app, 80, 24));
    app.update(Action::Help);
    assert_snapshot!("editor_help_120x40", screen(&app, 120, 40));
}

/// The editor with an AZERTY keyboard's digit row bound to 1 to 9 (and F1 to 10): its line
/// under the board, its footer and its help name the keys as bound.
#[test]
fn editor_with_the_digits_bound_to_other_keys() {
    let mut keys = super::keys::map::azerty();
    let f1 = super::keys::map::parse_key("f1").unwrap();
    keys.rebind("editor", "type-empty", &[f1]).unwrap();
    let _restore = super::keys::map::installed(keys);
    let mut app = app_of(&[P85]);
    app.update(Action::EditBlank);
    let text = screen(&app, 80, 24);
    assert!(text.contains("type & é \" ' ( - è _ ç or F1 ·"), "{text}");
    assert_snapshot!("editor_azerty_80x24", text);
    app.update(Action::Help);
    let help = screen(&app, 120, 40);
    assert!(
        help.contains("& é \" ' ( - è _ ç  set the cell's given"),
        "{help}"
    );
    let empty = help
        .lines()
        .find(|l| l.contains("empty the cell, and go on"))
        .unwrap();
    assert!(empty.contains("│ F1   "), "{empty}");
}

/// The new-puzzle popup with a difficulty and the sizes bound to other keys names them.
#[test]
fn generator_with_its_keys_bound_to_other_keys() {
    let mut keys = super::keys::map::KeyMap::default();
    let key = |name| super::keys::map::parse_key(name).unwrap();
    keys.rebind("generator", "hard", &[key("f3")]).unwrap();
    keys.rebind("generator", "left", &[key("<")]).unwrap();
    let _restore = super::keys::map::installed(keys);
    let mut app = app_of(&[P85]);
    app.draw_seeds_from(1);
    app.update(Action::NewPuzzle);
    let text = screen(&app, 80, 24);
    assert!(text.contains("F3  hard "), "{text}");
    assert!(text.contains("e   easy "), "{text}");
    assert!(text.contains("</→ size 9x9"), "{text}");
    assert_snapshot!("generator_rebound_80x24", text);
}

#[test]
fn save_error_popup() {
    let mut app = editing();
    app.update(Action::SavePrompt);
    // a path under a file cannot be created
    for c in "Cargo.toml/mine.txt".chars() {
        app.update(Action::Type(c));
    }
    app.update(Action::Confirm);
    assert_snapshot!(screen(&app, 80, 24));
}

/// The race of the four strategies on the 85 puzzle (random seed 5), 300 steps in: propagate
/// has ended first, the others race on with their trails.
fn racing() -> App {
    let mut app = app_of(&[P85]);
    app.player.pane.seed = 5;
    app.update(Action::Race);
    app.update(Action::Seek(300));
    app.tick_within(std::time::Duration::ZERO, std::time::Duration::from_secs(5));
    app
}

#[test]
fn race_120x40() {
    let app = racing();
    let terminal = draw(&app, 120, 40);
    assert_snapshot!(terminal.backend().to_string());
    let text = terminal.backend().to_string();
    assert!(text.contains("1st · solved") && text.contains("1st propagate 228"));
    // the lanes still searching show their backtrack trails in red
    let buf = terminal.backend().buffer();
    assert!(buf.content().iter().any(|c| c.bg == Color::Red));
}

#[test]
fn race_80x24() {
    let mut app = racing();
    app.update(Action::ToEnd);
    app.tick_within(std::time::Duration::ZERO, std::time::Duration::from_secs(5));
    let text = screen(&app, 80, 24);
    assert_snapshot!(text);
    assert!(text.contains("race over"));
    assert!(text.contains("4th · 3,318.4×") && text.contains("2nd · 36.8×"));
    assert!(
        text.contains("4th row-major 756,596"),
        "every place in the ranking, with its steps"
    );
}

#[test]
fn the_race_names_its_puzzle_and_speed_and_ranks_every_board_at_every_size() {
    let mut app = racing();
    app.update(Action::ToEnd);
    app.tick_within(std::time::Duration::ZERO, std::time::Duration::from_secs(5));
    for (width, height) in [(80, 24), (100, 30), (120, 40), (200, 60)] {
        let text = screen(&app, width, height);
        let header = text
            .lines()
            .find(|l| l.contains("race over"))
            .expect("a header");
        assert!(
            header.contains("test.txt #1/1") && header.contains("delay 50 ms"),
            "{width}×{height}: {header}"
        );
        let ranking = text
            .lines()
            .find(|l| l.contains("1st propagate"))
            .unwrap_or_else(|| panic!("{width}×{height}: no ranking\n{text}"));
        let order = [
            "1st propagate 228",
            "2nd mrv 8,381",
            "3rd random 48,566",
            "4th row-major 756,596",
        ];
        let at: Vec<usize> = order
            .iter()
            .map(|e| {
                ranking
                    .find(e)
                    .unwrap_or_else(|| panic!("{width}×{height}: {e} in {ranking}"))
            })
            .collect();
        assert!(at.windows(2).all(|w| w[0] < w[1]), "in order: {ranking}");
        // each board keeps the label before its count
        assert_eq!(text.matches("Step ").count(), 4, "{width}×{height}");
    }
}

/// Row-major on the 85 puzzle six steps in, candidates shown: r1c5 has had 6 tried and now
/// holds 7, with 9 still to try.
fn with_candidates() -> App {
    let mut app = app_of(&[P85]);
    for _ in 0..6 {
        app.update(Action::StepForward);
    }
    app.update(Action::Candidates);
    app
}

#[test]
fn candidates_120x40() {
    let terminal = draw(&with_candidates(), 120, 40);
    assert_snapshot!(terminal.backend().to_string());
    // r1c5 (columns 33..40, rows 1..4 of the 73×37 board): 6 tried (dim), 7 current
    // (reversed), 9 untried (accent)
    let buf = terminal.backend().buffer();
    let at = |x, y| &buf[(x, y)];
    assert_eq!(at(38, 2).symbol(), "6");
    assert_eq!(at(38, 2).fg, Color::DarkGray);
    assert_eq!(at(34, 3).symbol(), "7");
    assert!(at(34, 3).modifier.contains(Modifier::REVERSED));
    assert_eq!(at(38, 3).symbol(), "9");
    assert_eq!(at(38, 3).fg, Color::Yellow);
}

#[test]
fn candidates_as_counts_80x24() {
    let terminal = draw(&with_candidates(), 80, 24);
    let text = terminal.backend().to_string();
    assert_snapshot!(text);
    // the cells are too small for a grid: r2c3 shows its 2 candidates (3 and 6) as a count,
    // small and dim, unlike the given 2 beside it even without colour
    let buf = terminal.backend().buffer();
    assert_eq!(buf[(10, 3)].symbol(), "₂");
    assert_eq!(buf[(10, 3)].fg, Color::DarkGray);
    assert!(buf[(6, 3)].modifier.contains(Modifier::BOLD));
}

/// Row-major on the 85 puzzle 50,000 steps in, as the heatmap.
fn heated() -> App {
    let mut app = app_of(&[P85]);
    app.update(Action::Seek(50_000));
    app.update(Action::Heatmap);
    app
}

#[test]
fn heatmap_120x40() {
    let app = heated();
    let terminal = draw(&app, 120, 40);
    assert_snapshot!(terminal.backend().to_string());
    // the hottest cell is red, a given never placed keeps the cold look
    let t = app.player().timeline().unwrap();
    let hottest = (0..81).max_by_key(|&i| t.heat()[i]).unwrap();
    let (r, c) = (hottest as u16 / 9, hottest as u16 % 9);
    let buf = terminal.backend().buffer();
    assert_eq!(buf[(1 + c * 8 + 3, 1 + r * 4 + 1)].bg, Color::Red);
    let red = (0..81u16)
        .filter(|i| buf[(1 + i % 9 * 8 + 3, 1 + i / 9 * 4 + 1)].bg == Color::Red)
        .count();
    assert!(
        red > 1,
        "the top level holds the hot cells, not the hottest alone"
    );
    assert_eq!(buf[(4, 2)].symbol(), "8");
    assert_eq!(buf[(4, 2)].bg, Color::Reset);
}

#[test]
fn heatmap_80x24_without_colour_keeps_its_levels() {
    let mut app = heated();
    app.palette = super::widgets::theme::Palette::Mono;
    let terminal = draw(&app, 80, 24);
    assert_snapshot!(terminal.backend().to_string());
    let buf = terminal.backend().buffer();
    assert!(
        buf.content()
            .iter()
            .all(|c| c.bg == Color::Reset && c.fg == Color::Reset)
    );
    assert!(
        buf.content()
            .iter()
            .any(|c| c.modifier.contains(Modifier::REVERSED | Modifier::BOLD))
    );
}

/// At the smallest size too, the heatmap says what it shows, and a speed change while paused
/// shows in the Delay row.
#[test]
fn the_heat_legend_and_the_delay_show_at_59x17() {
    let mut app = heated();
    let text = screen(&app, 59, 17);
    assert!(text.contains("Heat: placements per cell"), "{text}");
    assert!(text.contains("Delay 50 ms"), "{text}");
    app.update(Action::Slower);
    let text = screen(&app, 59, 17);
    assert!(text.contains("Delay 100 ms"), "{text}");
    for (width, height) in [(80, 24), (120, 40)] {
        let text = screen(&app, width, height);
        assert!(text.contains("Delay 100 ms"), "{width}x{height}: {text}");
        assert!(
            text.contains("placements per cell"),
            "{width}x{height}: {text}"
        );
    }
}

#[test]
fn new_puzzle_popup_80x24() {
    let mut app = app_of(&[P85]);
    app.draw_seeds_from(1);
    apply(&mut app, &[Action::NewPuzzle, Action::Down, Action::Down]);
    assert_snapshot!(screen(&app, 80, 24));
}

/// The tree panel over P85's row-major search run to its solution (756,596 steps), the
/// highlight moved up to the second first-level guess and down to the biggest guess below it.
fn tree_open() -> App {
    let mut app = app_of(&[P85]);
    apply(&mut app, &[Action::ToEnd]);
    super::test_support::open_tree(&mut app);
    for action in [Action::Up, Action::Up, Action::Right] {
        app.update(action);
    }
    app
}

#[test]
fn tree_panel_80x24() {
    assert_snapshot!(screen(&tree_open(), 80, 24));
}

#[test]
fn tree_panel_120x40() {
    assert_snapshot!(screen(&tree_open(), 120, 40));
}

#[test]
fn tree_panel_at_the_smallest_size_keeps_its_numbers_whole() {
    let app = tree_open();
    let text = screen(&app, 59, 17);
    assert!(text.contains("Tree of guesses"), "{text}");
    assert!(text.contains("Esc close"), "{text}");
    // each number whole or in its compact form, never cut
    assert!(
        text.contains("756,596") || text.contains("756.6k"),
        "{text}"
    );
    assert!(
        text.contains("156,747") || text.contains("156.7k"),
        "{text}"
    );
    for (width, height) in [(59, 17), (60, 18), (70, 20), (200, 60)] {
        let text = screen(&app, width, height);
        if std::env::var_os("SHOW").is_some() {
            println!("{text}");
        }
    }
}
