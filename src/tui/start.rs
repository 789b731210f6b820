//! From the command line's options to the first state: the puzzles read (before the terminal is
//! taken over, so that a bad file is reported as a plain error), the seed drawn, colours chosen.

use super::Options;
use super::app::{App, Settings};
use super::bundled;
use super::collection::{Collection, Origin};
use super::file_error::{FileError, read_puzzles};
use anyhow::{Context, bail};
use std::path::Path;
use stepdoku::parse::read_reader;
use stepdoku::solver::Rng;

/// The app the options ask for.
pub fn app_from(options: &Options) -> anyhow::Result<App> {
    let collection = match &options.file {
        None => bundled::collection(),
        Some(path) if path.as_os_str() == "-" => {
            let puzzles = read_reader(std::io::stdin().lock())
                .with_context(|| "cannot read puzzles from standard input")?;
            single(Origin::Stdin, puzzles, path)?
        }
        Some(path) => {
            let puzzles = read_puzzles(path).map_err(|e: FileError| anyhow::Error::new(e))?;
            single(Origin::File(path.clone()), puzzles, path)?
        }
    };
    let current = match options.index {
        None => 0,
        Some(n) if (1..=collection.len()).contains(&n) => n - 1,
        Some(n) => bail!(
            "{}: there is no puzzle #{n}, the input holds {}",
            options
                .file
                .as_deref()
                .map_or("bundled puzzles".into(), |p| p.display().to_string()),
            collection.len()
        ),
    };
    let settings = Settings {
        strategy: options.strategy,
        seed: options.seed.unwrap_or_else(Rng::fresh_seed),
        delay_ms: options.delay_ms,
        playing: !options.paused,
        color: wants_color(std::env::var_os("NO_COLOR")),
    };
    Ok(App::new(collection, current, settings))
}

fn single(
    origin: Origin,
    puzzles: Vec<stepdoku::parse::Puzzle>,
    path: &Path,
) -> anyhow::Result<Collection> {
    Collection::single(origin, puzzles)
        .with_context(|| format!("{}: no puzzle found", path.display()))
}

/// Colours unless `NO_COLOR` is set to something non-empty (<https://no-color.org>).
fn wants_color(no_color: Option<std::ffi::OsString>) -> bool {
    no_color.is_none_or(|v| v.is_empty())
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
        }
    }

    #[test]
    fn without_a_file_the_85_puzzle_opens() {
        let app = app_from(&options(None, None)).unwrap();
        assert!(app.entry().puzzle.to_line().starts_with("85...24.."));
        assert!(!app.playing);
        assert_eq!(app.delay_ms(), 10);
    }

    #[test]
    fn opens_the_asked_puzzle_of_a_file_or_says_why_not() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("two.txt");
        std::fs::write(&path, format!("{}\n1{}\n", ".".repeat(81), ".".repeat(80))).unwrap();
        let app = app_from(&options(Some(path.clone()), Some(2))).unwrap();
        assert_eq!(app.entry().puzzle.digits[0], 1);
        let err = app_from(&options(Some(path.clone()), Some(3)))
            .err()
            .unwrap()
            .to_string();
        assert!(err.contains("no puzzle #3, the input holds 2"), "{err}");
        std::fs::write(&path, ".".repeat(80)).unwrap();
        let err = app_from(&options(Some(path), None))
            .err()
            .unwrap()
            .to_string();
        assert!(
            err.ends_with("two.txt: line 1: 80 cells, expected 81"),
            "{err}"
        );
    }

    #[test]
    fn no_color_set_and_not_empty_turns_colours_off() {
        assert!(wants_color(None));
        assert!(wants_color(Some("".into())));
        assert!(!wants_color(Some("1".into())));
    }
}
