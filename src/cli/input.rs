//! Reading the puzzles of a command's FILE (`-`: standard input), choosing the ones asked for,
//! and naming places in the file in messages.

use super::{Failure, report};
use std::io::{self, IsTerminal};
use std::path::Path;
use stepdoku::numbers::grouped;
use stepdoku::parse::{self, ParseError, Puzzle};
use stepdoku::sudoku::{ConflictError, Grid};

/// The puzzles of one input, with the name messages use for it.
pub struct InputFile {
    name: String,
    puzzles: Vec<Puzzle>,
}

impl InputFile {
    /// The puzzles of a command's input: the `--puzzle` cells when given (named `<puzzle>` in
    /// messages), else FILE.
    pub fn open(file: Option<&Path>, puzzle: Option<&str>) -> Result<InputFile, Failure> {
        match (puzzle, file) {
            (Some(cells), _) => {
                let name = PUZZLE_NAME.to_string();
                let puzzles = parse::parse_argument(cells)
                    .map_err(|err| Failure::Input(locate_error(&name, &err)))?;
                Ok(InputFile { name, puzzles })
            }
            (None, Some(file)) => InputFile::read(file),
            // clap requires one of them
            (None, None) => Err(Failure::Input("no puzzle given".into())),
        }
    }

    /// Reads every puzzle of `file`, or of standard input for `-`. An unreadable or malformed
    /// file, or one without puzzles, is a [`Failure::Input`] naming the place.
    pub fn read(file: &Path) -> Result<InputFile, Failure> {
        let name = name_of(file);
        let read = if file == Path::new("-") {
            hint_at_a_terminal(file);
            parse::read_reader(io::stdin().lock())
        } else {
            parse::read_file(file)
        };
        let puzzles = read.map_err(|err| Failure::Input(locate_error(&name, &err)))?;
        if puzzles.is_empty() {
            return Err(Failure::Input(format!("{name}: no puzzle found")));
        }
        Ok(InputFile { name, puzzles })
    }

    /// How messages name the input: its path, or `<stdin>`.
    pub fn name(&self) -> &str {
        &self.name
    }

    /// Every puzzle, or only puzzle `index` (1-based), which must exist.
    pub fn select(&self, index: Option<usize>) -> Result<&[Puzzle], Failure> {
        let Some(index) = index else {
            return Ok(&self.puzzles);
        };
        let i = parse::pick(index, self.puzzles.len(), "file")
            .map_err(|e| Failure::Input(format!("{}: {e}", self.name)))?;
        Ok(&self.puzzles[i..=i])
    }

    /// `FILE:LINE`, where `puzzle` starts.
    pub fn at(&self, puzzle: &Puzzle) -> String {
        format!("{}:{}", self.name, puzzle.line)
    }

    /// The givens of `puzzle` as a grid, or its conflicting givens after reporting them on
    /// standard error (`FILE:LINE: conflicting givens: r1c1 and r1c9 both hold 5 (row 1)`).
    pub fn givens(&self, puzzle: &Puzzle) -> Result<Grid, ConflictError> {
        puzzle
            .grid()
            .inspect_err(|err| report(format_args!("{}: {err}", self.at(puzzle))))
    }
}

/// For `-` read from a terminal, says how to end the input: a person who typed `stepdoku -`
/// would otherwise face a silent wait.
pub fn hint_at_a_terminal(file: &Path) {
    if file == Path::new("-") && io::stdin().is_terminal() {
        report(format_args!(
            "reading puzzles from standard input; end with {}",
            crate::platform::END_OF_INPUT
        ));
    }
}

/// How messages name a puzzle given with `--puzzle`.
pub const PUZZLE_NAME: &str = "<puzzle>";

/// Labels longer than this are cut short in messages (JSON output keeps them whole).
const LABEL_CHARS: usize = 32;

/// How messages name `file`: its path, or `<stdin>` for `-`.
pub fn name_of(file: &Path) -> String {
    if file == Path::new("-") {
        "<stdin>".to_string()
    } else {
        stepdoku::shown::path(file)
    }
}

/// `puzzle 3 (line 7)`, with the puzzle's label if it has one: `puzzle 3 (line 7, Grid 03)`.
pub fn describe(puzzle: &Puzzle) -> String {
    // read by people (check's lines, grid headers): digits grouped, as in `puzzle 1,465`
    let (index, line) = (grouped(puzzle.index as u64), grouped(puzzle.line as u64));
    let Some(label) = &puzzle.label else {
        return format!("puzzle {index} (line {line})");
    };
    let mut short: String = label.chars().take(LABEL_CHARS).collect();
    if short.len() < label.len() {
        short.push('…');
    }
    format!("puzzle {index} (line {line}, {short})")
}

/// A parse error as `FILE:LINE:COL: message`, leaving out the parts the error does not know.
pub fn locate_error(name: &str, err: &ParseError) -> String {
    let mut place = name.to_string();
    if let Some(line) = err.line() {
        place.push_str(&format!(":{line}"));
        if let Some(column) = err.column() {
            place.push_str(&format!(":{column}"));
        }
    }
    format!("{place}: {}", err.message())
}

/// `1 puzzle`, `2 puzzles`.
pub fn count(n: u64, noun: &str) -> String {
    let plural = if n == 1 { "" } else { "s" };
    format!("{n} {noun}{plural}")
}

#[cfg(test)]
mod tests {
    use super::*;

    fn input(text: &str) -> InputFile {
        InputFile {
            name: "p.txt".to_string(),
            puzzles: parse::parse_str(text).unwrap(),
        }
    }

    use crate::fixtures::P85 as PUZZLE;

    #[test]
    fn selects_one_or_all() {
        let text = format!("{PUZZLE}\n{PUZZLE}\n");
        let input = input(&text);
        assert_eq!(input.select(None).unwrap().len(), 2);
        let second = input.select(Some(2)).unwrap();
        assert_eq!(second.len(), 1);
        assert_eq!(input.at(&second[0]), "p.txt:2");
        match input.select(Some(3)) {
            Err(Failure::Input(msg)) => {
                assert_eq!(msg, "p.txt: no puzzle 3: the file holds 2 puzzles")
            }
            other => panic!("{:?}", other.map(<[Puzzle]>::len)),
        }
    }

    #[test]
    fn parse_errors_name_the_place() {
        let err = parse::parse_str(&PUZZLE[..80]).unwrap_err();
        let text = locate_error("p.txt", &err);
        assert!(text.starts_with("p.txt:1"), "{text}");
        assert!(text.ends_with(&err.message()), "{text}");
    }

    #[test]
    fn descriptions_shorten_long_labels() {
        let mut puzzle = parse::parse_str(PUZZLE).unwrap().remove(0);
        assert_eq!(describe(&puzzle), "puzzle 1 (line 1)");
        puzzle.label = Some("Grid 01".to_string());
        assert_eq!(describe(&puzzle), "puzzle 1 (line 1, Grid 01)");
        puzzle.label = Some("x".repeat(40));
        assert_eq!(
            describe(&puzzle),
            format!("puzzle 1 (line 1, {}…)", "x".repeat(32))
        );
        // read by people: digits grouped
        puzzle.label = None;
        (puzzle.index, puzzle.line) = (1465, 1467);
        assert_eq!(describe(&puzzle), "puzzle 1,465 (line 1,467)");
    }

    #[test]
    fn counts_agree_in_number() {
        assert_eq!(count(1, "puzzle"), "1 puzzle");
        assert_eq!(count(0, "clue"), "0 clues");
    }
}
