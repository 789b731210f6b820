//! From the command line's options to the first state: the puzzles read (before the terminal is
//! taken over, so that a bad file is reported as a plain error), the seed drawn, colours chosen.

use super::app::App;
use super::bundled;
use super::collection::{Collection, Origin};
use super::keys::map::KeyMap;
use super::player::Settings;
use super::widgets::theme::Palette;
use std::path::PathBuf;
use stepdoku::parse::{
    Entry, Forced, NoSuchPuzzle, ParseError, Puzzle, fitted, parse_argument, pick,
    read_file_entries_at, read_reader_entries_at,
};
use stepdoku::solver::{Rng, Strategy};

/// What the visualizer opens with (built by the command line from its arguments).
#[derive(Debug, Clone)]
pub struct Options {
    /// A puzzle file; `None` opens the puzzles bundled into the binary.
    pub file: Option<PathBuf>,
    /// One puzzle's cells given on the command line (in place of a file).
    pub puzzle: Option<String>,
    /// The size `--grid` and `--box` force on the puzzles read, if any.
    pub forced: Option<Forced>,
    /// 1-based puzzle index in the file (`None`: the first).
    pub index: Option<usize>,
    /// Search strategy.
    pub strategy: Strategy,
    /// Seed for the random strategy (`None`: draw one and show it).
    pub seed: Option<u64>,
    /// Delay between animation steps in milliseconds (0 = as fast as possible).
    pub delay_ms: u64,
    /// Start paused.
    pub paused: bool,
    /// Where the run to the end of the whole search stops (`--max-solutions`).
    pub max_solutions: u64,
    /// A cast file to record the session into (`--record`).
    pub record: Option<PathBuf>,
    /// The palette asked for (`--theme`, else the config file's); `NO_COLOR` overrides it.
    pub palette: Palette,
    /// How many probes the tree estimate takes up to 9×9.
    pub probe_target: u64,
    /// The keys as bound.
    pub keys: KeyMap,
}

/// Why the visualizer cannot start on the input it was given: the user's mistake, which the
/// command line reports as bad input (exit status 2), prefixed with the input's name.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum BadInput {
    /// The file or standard input could not be read or parsed.
    #[error("{}", .0.message())]
    Parse(ParseError),
    /// `--index` points past the last puzzle.
    #[error(transparent)]
    NoSuchPuzzle(#[from] NoSuchPuzzle),
}

/// The app the options ask for.
pub fn app_from(options: &Options) -> Result<App, BadInput> {
    let forced = options.forced;
    let (collection, input) = match (&options.puzzle, &options.file) {
        (Some(cells), _) => {
            let puzzles = parse_argument(cells).map_err(BadInput::Parse)?;
            (single(Origin::Argument, puzzles, forced)?, "--puzzle text")
        }
        (None, None) => match forced {
            Some(Forced { shape, .. }) => (
                single(Origin::Blank, vec![Puzzle::blank(shape)], None)?,
                "blank grid",
            ),
            None => (bundled::collection(), "bundled set"),
        },
        (None, Some(path)) if path.as_os_str() == "-" => {
            let stdin = std::io::stdin().lock();
            let records = read_reader_entries_at(stdin, forced).map_err(BadInput::Parse)?;
            (forgiving(Origin::Stdin, records)?, "input")
        }
        (None, Some(path)) => {
            let records = read_file_entries_at(path, forced).map_err(BadInput::Parse)?;
            (forgiving(Origin::File(path.clone()), records)?, "file")
        }
    };
    // a file's records are numbered as `solve` numbers them, the bad ones included; one is
    // named only when it is chosen
    let current = match options.index {
        None => 0,
        // the bundled puzzles are numbered across their files
        Some(index) if *collection.origin() == Origin::Bundled => {
            pick(index, collection.len(), input)?
        }
        Some(index) => {
            pick(index, collection.records(), input)?;
            collection
                .record(index)
                .map_err(|bad| BadInput::Parse(bad.error.clone()))?
        }
    };
    // a blank grid opens as it says, blank: played at once, a 4x4 would be solved before
    // the eye finds it
    let blank = *collection.origin() == Origin::Blank;
    let settings = Settings {
        strategy: options.strategy,
        seed: options.seed.unwrap_or_else(Rng::fresh_seed),
        delay_ms: options.delay_ms,
        max_solutions: options.max_solutions,
        playing: !options.paused && !blank,
        palette: palette(options.palette, std::env::var_os("NO_COLOR")),
        probes: true,
        probe_target: options.probe_target,
    };
    let mut app = App::new(collection, current, settings);
    if blank {
        app.notice = Some(BLANK_GRID.to_string());
    }
    Ok(app)
}

/// The remark on a blank grid (`--grid N` without a puzzle), which opens paused: what to do
/// with it, on two rows of the narrowest panel.
pub const BLANK_GRID: &str = "Space searches it, e types givens into it";

/// The collection of a file's records, each in its place, the bad ones too.
fn forgiving(origin: Origin, records: Vec<Entry>) -> Result<Collection, BadInput> {
    Collection::of_records(origin, records).map_err(BadInput::Parse)
}

fn single(
    origin: Origin,
    puzzles: Vec<Puzzle>,
    forced: Option<Forced>,
) -> Result<Collection, BadInput> {
    let puzzles = puzzles
        .into_iter()
        .map(|p| fitted(Ok(p), forced).map_err(|bad| BadInput::Parse(bad.error)))
        .collect::<Result<_, _>>()?;
    Collection::single(origin, puzzles).ok_or(BadInput::Parse(ParseError::NoPuzzle))
}

/// The palette `asked` for, unless `NO_COLOR` is set to something non-empty
/// (<https://no-color.org>): then `mono`, whatever was asked.
fn palette(asked: Palette, no_color: Option<std::ffi::OsString>) -> Palette {
    match no_color {
        Some(v) if !v.is_empty() => Palette::Mono,
        _ => asked,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::path::PathBuf;
    use stepdoku::solver::Strategy;

    fn options(file: Option<PathBuf>, index: Option<usize>) -> Options {
        Options {
            file,
            index,
            strategy: Strategy::RowMajor,
            seed: Some(1),
            delay_ms: 10,
            paused: true,
            max_solutions: 1000,
            puzzle: None,
            forced: None,
            record: None,
            palette: Palette::Default,
            probe_target: crate::tui::player::probes::TARGET,
            keys: KeyMap::default(),
        }
    }

    #[test]
    fn a_puzzle_given_on_the_command_line_opens_by_that_name() {
        let mut given = options(None, None);
        given.puzzle = Some(format!("1{}", ".".repeat(80)));
        let app = app_from(&given).unwrap();
        assert_eq!(app.player().entry().puzzle.digits[0], 1);
        assert_eq!(app.player().collection().title(0), "<puzzle> #1/1");
        given.puzzle = Some("12x".into());
        assert!(matches!(app_from(&given), Err(BadInput::Parse(_))));
    }

    #[test]
    fn without_a_file_the_85_puzzle_opens() {
        let app = app_from(&options(None, None)).unwrap();
        assert!(
            app.player()
                .entry()
                .puzzle
                .to_line()
                .starts_with("85...24..")
        );
        assert!(!app.player.playing);
        assert_eq!(app.delay_ms(), 10);
    }

    #[test]
    fn opens_the_asked_puzzle_of_a_file_or_says_why_not() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("two.txt");
        std::fs::write(&path, format!("{}\n1{}\n", ".".repeat(81), ".".repeat(80))).unwrap();
        let app = app_from(&options(Some(path.clone()), Some(2))).unwrap();
        assert_eq!(app.player().entry().puzzle.digits[0], 1);
        let err = app_from(&options(Some(path.clone()), Some(3)))
            .err()
            .unwrap()
            .to_string();
        assert_eq!(err, "no puzzle 3: the file holds 2 puzzles");
        std::fs::write(&path, ".".repeat(80)).unwrap();
        let err = app_from(&options(Some(path), None)).err().unwrap();
        assert_eq!(
            err,
            BadInput::Parse(ParseError::LineCells { line: 1, cells: 80 })
        );
    }

    /// A bad record is passed over: the first good one opens, the others keep the numbers
    /// `solve` gives them, and the bad one is named only when `--index` chooses it.
    #[test]
    fn a_file_with_a_bad_record_opens_at_its_first_good_one() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("mixed.txt");
        let (one, three) = (
            format!("1{}", ".".repeat(80)),
            format!("3{}", ".".repeat(80)),
        );
        std::fs::write(&path, format!("12x\n{one}\n{three}\n")).unwrap();
        let app = app_from(&options(Some(path.clone()), None)).unwrap();
        assert_eq!(app.player().entry().puzzle.digits[0], 1);
        assert_eq!(app.player().collection().title(0), "mixed.txt #2/3");
        let app = app_from(&options(Some(path.clone()), Some(3))).unwrap();
        assert_eq!(app.player().entry().puzzle.digits[0], 3);
        assert_eq!(app.player().collection().bad().len(), 1);
        let err = app_from(&options(Some(path.clone()), Some(1)))
            .err()
            .unwrap();
        assert_eq!(
            err,
            BadInput::Parse(ParseError::UnexpectedChar {
                line: 1,
                column: 3,
                found: 'x'
            })
        );
    }

    /// The bundled puzzles are numbered across their files: `--index 7` is the seventh.
    #[test]
    fn a_bundled_index_counts_across_the_files() {
        let app = app_from(&options(None, Some(7))).unwrap();
        assert_eq!(app.player().current(), 6);
        assert_eq!(
            app.player().collection().title(6),
            "norvig_hardest11.txt #1/11"
        );
    }

    /// `--grid N` alone opens a blank grid of that size, as the docs say: blank and paused
    /// (played, a 4x4 is solved within a second), with a remark on what to do with it; a
    /// puzzle of that size given to it plays as any other.
    #[test]
    fn a_blank_grid_opens_blank_and_paused() {
        for side in [4, 6, 9, 16] {
            let shape = stepdoku::sudoku::Shape::of_side(side).unwrap();
            let mut blank = options(None, None);
            blank.paused = false;
            blank.forced = Some(Forced {
                shape,
                grid: true,
                boxes: false,
            });
            let mut app = app_from(&blank).unwrap();
            assert_eq!(app.player().shape(), shape);
            assert!(!app.player().is_playing(), "{side}x{side} plays");
            assert_eq!(app.notice(), Some(BLANK_GRID));
            app.tick(std::time::Duration::from_secs(5));
            let puzzle = &app.player().entry().puzzle;
            assert!(puzzle.digits.iter().all(|&d| d == 0));
            assert_eq!(app.player().timeline().map(|t| t.position()), Some(0));
            // Space plays it, as the remark says
            app.update(crate::tui::action::Action::TogglePlay);
            assert!(app.player().is_playing());
            let mut four = options(None, None);
            four.paused = false;
            four.forced = blank.forced;
            four.puzzle = Some(format!("1{}", ".".repeat(side * side - 1)));
            let app = app_from(&four).unwrap();
            assert!(app.player().is_playing(), "a given puzzle plays");
            assert_eq!(app.notice(), None);
        }
    }

    #[test]
    fn no_color_set_and_not_empty_wins_over_the_theme() {
        let cb = Palette::Colorblind;
        assert_eq!(palette(cb, None), cb);
        assert_eq!(palette(cb, Some("".into())), cb);
        assert_eq!(palette(cb, Some("1".into())), Palette::Mono);
        assert_eq!(
            palette(Palette::HighContrast, Some("1".into())),
            Palette::Mono
        );
    }
}
