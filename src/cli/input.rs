//! Reading the puzzles of a command's FILE (`-`: standard input), choosing the ones asked for,
//! and naming places in the file in messages.

use super::args::PuzzleArg;
use super::{Failure, interrupt, report};
use std::io::{self, IsTerminal};
use std::path::Path;
use stepdoku::numbers::grouped;
use stepdoku::parse::{self, BadPuzzle, Entry, Givens, ParseError, Puzzle};
use stepdoku::sudoku::ConflictError;

/// The records of one input, read whole, with the name messages use for it (`solve` and
/// `check` read theirs as a stream: [`Records`](super::records::Records)). A record that
/// cannot be read keeps its place, so records are numbered as `solve` numbers them, and is
/// named only when it is chosen.
pub struct InputFile {
    name: String,
    records: Vec<Entry>,
}

impl InputFile {
    /// The records of a command's input: the `--puzzle` cells when given (named `<puzzle>` in
    /// messages), else FILE (`-`: standard input). An input that cannot be read at all, or
    /// holds no record, is a [`Failure::Input`] naming the place.
    pub fn open(file: Option<&Path>, given: &PuzzleArg) -> Result<InputFile, Failure> {
        let forced = given.forced().map_err(Failure::Input)?;
        let (name, read) = match (given.puzzle.as_deref(), file) {
            (Some(cells), _) => (
                PUZZLE_NAME.to_string(),
                parse::parse_argument(cells).map(|p| {
                    p.into_iter()
                        .map(|p| parse::fitted(Ok(p), forced))
                        .collect()
                }),
            ),
            (None, Some(file)) if file == Path::new("-") => {
                hint_at_a_terminal(file);
                (
                    name_of(file),
                    parse::read_reader_entries_at(io::stdin().lock(), forced),
                )
            }
            (None, Some(file)) => (name_of(file), parse::read_file_entries_at(file, forced)),
            // clap requires one of them
            (None, None) => return Err(Failure::Input("no puzzle given".into())),
        };
        // Ctrl-C while the input was still coming (a pipe, or a person typing): what was read
        // is cut short, so it is neither searched nor blamed
        if interrupt::requested() {
            let why = format!("interrupted while reading {name}; nothing was searched");
            return Err(Failure::Interrupted(why));
        }
        let records: Vec<Entry> = read.map_err(|err| Failure::Input(locate_error(&name, &err)))?;
        if records.is_empty() {
            return Err(Failure::Input(format!("{name}: no puzzle found")));
        }
        Ok(InputFile { name, records })
    }

    /// The givens of `puzzle` as a grid, or its conflicting givens after reporting them on
    /// standard error (`FILE:LINE: conflicting givens: r1c1 and r1c9 both hold 5 (row 1)`).
    pub fn givens(&self, puzzle: &Puzzle) -> Result<Givens, ConflictError> {
        puzzle
            .givens()
            .inspect_err(|err| report(format_args!("{}: {err}", self.at(puzzle))))
    }

    /// `FILE:LINE`, where `puzzle` starts.
    pub fn at(&self, puzzle: &Puzzle) -> String {
        self.at_line(puzzle.line)
    }

    /// How messages name the input: its path, or `<stdin>`.
    pub fn name(&self) -> &str {
        &self.name
    }

    /// Every record, or only record `index` (1-based), which must exist.
    pub fn select(&self, index: Option<usize>) -> Result<&[Entry], Failure> {
        let Some(index) = index else {
            return Ok(&self.records);
        };
        let i = parse::pick(index, self.records.len(), "file")
            .map_err(|e| Failure::Input(format!("{}: {e}", self.name)))?;
        Ok(&self.records[i..=i])
    }

    /// The puzzle of record `index`, or of the first record that can be read; a chosen
    /// record that cannot be read is a [`Failure::Input`] naming it.
    pub fn puzzle(&self, index: Option<usize>) -> Result<&Puzzle, Failure> {
        let chosen = match index {
            Some(_) => &self.select(index)?[0],
            None => self
                .records
                .iter()
                .find(|record| record.is_ok())
                .unwrap_or(&self.records[0]),
        };
        chosen
            .as_ref()
            .map_err(|bad| Failure::Input(unreadable(&self.name, bad)))
    }

    /// `FILE:LINE`.
    pub fn at_line(&self, line: usize) -> String {
        format!("{}:{line}", self.name)
    }
}

/// `FILE:LINE: reason` for a bad record, named by its first line as its output record is:
/// `FILE:LINE:COLUMN: reason` when the error is on that line, else `FILE:LINE: line 5,
/// column 6: reason` (a block, a grid, a header before it).
pub fn unreadable(name: &str, bad: &BadPuzzle) -> String {
    match bad.error.line() {
        Some(line) if line != bad.line => format!("{name}:{}: {}", bad.line, bad.error),
        _ => locate_error(name, &bad.error),
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
    describe_place(puzzle.index, puzzle.line, puzzle.label.as_deref())
}

/// [`describe`] for a puzzle that cannot be read.
pub fn describe_bad(bad: &BadPuzzle) -> String {
    describe_place(bad.index, bad.line, bad.label.as_deref())
}

/// `puzzle INDEX (line LINE, LABEL)`, the label cut short, its control characters in caret
/// notation: a label comes from the file, and must not reach the terminal as escape codes.
fn describe_place(index: usize, line: usize, label: Option<&str>) -> String {
    // the index is a count people read (`puzzle 1,465`); a line is a place in the file,
    // written as editors and `FILE:LINE` write it (`line 1467`)
    let index = grouped(index as u64);
    let Some(label) = label else {
        return format!("puzzle {index} (line {line})");
    };
    let mut short: String = label.chars().take(LABEL_CHARS).collect();
    if short.len() < label.len() {
        short.push('…');
    }
    format!(
        "puzzle {index} (line {line}, {})",
        stepdoku::shown::text(&short)
    )
}

/// A parse error as `FILE:LINE:COL: message`, leaving out the parts the error does not know.
/// An input refused for its size says what reads it.
pub fn locate_error(name: &str, err: &ParseError) -> String {
    let mut place = name.to_string();
    if let Some(line) = err.line() {
        place.push_str(&format!(":{line}"));
        if let Some(column) = err.column() {
            place.push_str(&format!(":{column}"));
        }
    }
    let or = match err {
        ParseError::TooLarge => " (the most read for one puzzle; solve and check read any size)",
        _ => "",
    };
    format!("{place}: {}{or}", err.message())
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
            records: parse::parse_str_entries(text).unwrap(),
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
        assert_eq!(input.at(second[0].as_ref().unwrap()), "p.txt:2");
        match input.select(Some(3)) {
            Err(Failure::Input(msg)) => {
                assert_eq!(msg, "p.txt: no puzzle 3: the file holds 2 puzzles")
            }
            other => panic!("{:?}", other.map(<[Entry]>::len)),
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
        puzzle.label = Some("evil\u{1b}]0;title\u{7}".to_string());
        assert_eq!(describe(&puzzle), "puzzle 1 (line 1, evil^[]0;title^G)");
        puzzle.label = Some("x".repeat(40));
        assert_eq!(
            describe(&puzzle),
            format!("puzzle 1 (line 1, {}…)", "x".repeat(32))
        );
        // read by people: digits grouped
        puzzle.label = None;
        (puzzle.index, puzzle.line) = (1465, 1467);
        assert_eq!(describe(&puzzle), "puzzle 1,465 (line 1467)");
    }

    #[test]
    fn counts_agree_in_number() {
        assert_eq!(count(1, "puzzle"), "1 puzzle");
        assert_eq!(count(0, "clue"), "0 clues");
    }
}
