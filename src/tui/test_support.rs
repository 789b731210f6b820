//! Shared helpers of the visualizer's tests: apps on known puzzles, jumps run to completion.

use super::app::App;
use super::collection::{Collection, Origin};
use super::player::Settings;
use super::widgets::theme::Palette;
use std::path::{Path, PathBuf};

use std::time::Duration;
use stepdoku::parse::parse_str;
use stepdoku::solver::Strategy;

#[path = "../../tests/support/tier.rs"]
pub mod tier;
#[cfg(unix)]
#[path = "../../tests/support/unreadable.rs"]
mod unreadable;
#[cfg(unix)]
pub use unreadable::unreadable_file;

/// The app drawn whole on a `width` × `height` test terminal.
pub fn draw(
    app: &App,
    width: u16,
    height: u16,
) -> ratatui::Terminal<ratatui::backend::TestBackend> {
    let backend = ratatui::backend::TestBackend::new(width, height);
    let mut terminal = ratatui::Terminal::new(backend).unwrap();
    terminal
        .draw(|frame| super::draw::render(app, frame))
        .unwrap();
    terminal
}

/// The bundled start puzzle (python_pretty.txt).
pub use crate::fixtures::P85;

/// Valid givens without a solution: r1c9 can hold nothing (9 is in its column).
pub const UNSOLVABLE: &str =
    "12345678.........9...............................................................";

/// Two 5s in row 1.
pub const CONFLICTING: &str =
    "5.......5..4.........1.7..23.5...9...4...........8..7..17..........36.4..........";

/// Paused, row-major, 50 ms, colours.
pub fn settings() -> Settings {
    Settings {
        strategy: Strategy::RowMajor,
        seed: 1,
        delay_ms: 50,
        max_solutions: 1000,
        playing: false,
        palette: Palette::Default,
        probes: false,
        probe_target: super::player::probes::TARGET,
    }
}

/// An app on the first of `lines`, as if read from `dir/test.txt`.
pub fn app_in(dir: &Path, lines: &[&str]) -> App {
    let puzzles = parse_str(&lines.join("\n")).expect("test puzzles parse");
    let collection =
        Collection::single(Origin::File(dir.join("test.txt")), puzzles).expect("not empty");
    App::new(collection, 0, settings())
}

/// An app on the first of `lines`, from a file in the working directory.
pub fn app_of(lines: &[&str]) -> App {
    app_in(Path::new(""), lines)
}

/// The pages of the popups on a `screen`, as the app measures them.
pub fn pages(screen: ratatui::layout::Rect) -> super::layout::Pages {
    let mut app = app_of(&[P85]);
    app.resize(screen);
    app.pages
}

/// The board at a timeline's cursor as one line of digits, `0` for empty (as
/// `stepdoku solve --format line` prints a solution).
pub fn digit_line(t: &stepdoku::timeline::Timeline) -> String {
    let digits = t.board().digits().iter();
    digits.map(|d| char::from(b'0' + d)).collect()
}

/// Runs the jump under way to its end.
pub fn settle(app: &mut App) {
    while app.player.pane.jump.is_some() {
        app.tick_within(Duration::ZERO, Duration::from_secs(1));
    }
}

/// A named pipe `dir/name`.
#[cfg(unix)]
pub fn fifo(dir: &Path, name: &str) -> PathBuf {
    let path = dir.join(name);
    let made = std::process::Command::new("mkfifo")
        .arg(&path)
        .status()
        .expect("mkfifo runs");
    assert!(made.success(), "mkfifo {}", path.display());
    path
}

/// Waits for the verdict of every editor open.
pub fn settle_editors(app: &mut App) {
    for overlay in &mut app.overlays {
        if let super::app::Overlay::Editor(editor) = overlay {
            editor.settle();
        }
    }
}

/// Opens the tree panel (`t`) and feeds it until it has caught up with the search.
pub fn open_tree(app: &mut App) {
    app.update(super::action::Action::Tree);
    catch_up_tree(app);
}

/// Feeds the tree panel on top until it covers every explored step.
pub fn catch_up_tree(app: &mut App) {
    let budget = super::pacing::Budget::Events(1 << 20);
    loop {
        let Some(super::app::Overlay::Tree(panel)) = app.overlays.last() else {
            panic!("the tree panel is not open");
        };
        let timeline = app.player.timeline().expect("a search");
        if !panel.is_behind(timeline) {
            return;
        }
        app.tick_by(Duration::ZERO, budget);
    }
}
