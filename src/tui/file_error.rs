//! A puzzle file that could not be opened: which file, where in it, and what is wrong (it
//! cannot be read or parsed, or the puzzle picked has conflicting givens).

use super::collection::{Collection, Origin};
use std::fmt;
use std::fs::File;
use std::io::{BufRead, BufReader};
use std::path::{Path, PathBuf};
use stepdoku::parse::{ParseError, Puzzle};
use stepdoku::sudoku::ConflictError;

/// The longest excerpt of the offending line that is kept.
const EXCERPT_CHARS: usize = 200;

/// What is wrong with a file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Problem {
    /// It cannot be read or parsed.
    Parse(ParseError),
    /// The puzzle that starts on `line` has givens that conflict, so it cannot be searched.
    Conflict {
        /// The line the puzzle starts on.
        line: usize,
        /// The conflicting givens.
        error: ConflictError,
    },
    /// The editor's puzzle could not be appended to it, for this reason.
    Save(String),
}

impl Problem {
    /// The line it concerns (1-based), if it concerns one.
    pub fn line(&self) -> Option<usize> {
        match self {
            Problem::Parse(e) => e.line(),
            Problem::Conflict { line, .. } => Some(*line),
            Problem::Save(_) => None,
        }
    }

    /// The column (1-based, in characters), if the problem is at one.
    pub fn column(&self) -> Option<usize> {
        match self {
            Problem::Parse(e) => e.column(),
            Problem::Conflict { .. } | Problem::Save(_) => None,
        }
    }

    /// What is wrong, without the place.
    pub fn message(&self) -> String {
        match self {
            Problem::Parse(e) => e.message(),
            Problem::Conflict { error, .. } => error.to_string(),
            Problem::Save(why) => why.clone(),
        }
    }
}

/// Why a puzzle file could not be opened, ready to show.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FileError {
    /// The file as the user named or picked it.
    pub path: PathBuf,
    /// What is wrong, and where.
    pub problem: Problem,
    /// The text of the offending line, when the problem points at one.
    pub excerpt: Option<String>,
}

impl FileError {
    /// The error of reading `path`, with the offending line read back from the file.
    pub fn new(path: &Path, error: ParseError) -> FileError {
        FileError::at(path, Problem::Parse(error))
    }

    /// The error of `puzzle` of `path` when its givens conflict; `None` when they do not.
    pub fn conflict(path: &Path, puzzle: &Puzzle) -> Option<FileError> {
        let error = puzzle.board().err()?;
        let line = puzzle.line;
        Some(FileError::at(path, Problem::Conflict { line, error }))
    }

    /// The error of saving to `path` (nothing of the file is shown).
    pub fn saving(path: &Path, problem: Problem) -> FileError {
        FileError {
            path: path.to_path_buf(),
            problem,
            excerpt: None,
        }
    }

    fn at(path: &Path, problem: Problem) -> FileError {
        let excerpt = problem.line().and_then(|line| line_of(path, line));
        FileError {
            path: path.to_path_buf(),
            problem,
            excerpt,
        }
    }
}

/// `line 3: conflicting givens: …`, placed as the parser places its errors.
impl fmt::Display for Problem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Problem::Parse(e) => e.fmt(f),
            Problem::Conflict { line, error } => write!(f, "line {line}: {error}"),
            Problem::Save(why) => f.write_str(why),
        }
    }
}

impl fmt::Display for FileError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}", stepdoku::shown::path(&self.path), self.problem)
    }
}

impl std::error::Error for FileError {}

/// Line `n` (1-based) of a text file, without its line ending, cut at [`EXCERPT_CHARS`].
fn line_of(path: &Path, n: usize) -> Option<String> {
    let file = File::open(path).ok()?;
    let mut line = Vec::new();
    let mut reader = BufReader::new(file);
    for _ in 0..n {
        line.clear();
        if reader.read_until(b'\n', &mut line).ok()? == 0 {
            return None;
        }
    }
    let text = String::from_utf8_lossy(&line);
    let text = text
        .trim_end_matches(['\n', '\r'])
        .trim_start_matches('\u{feff}');
    Some(text.chars().take(EXCERPT_CHARS).collect())
}

/// Why puzzle `i` of a file's `collection` cannot be searched, if its givens conflict.
pub fn conflict_in(collection: &Collection, i: usize) -> Option<FileError> {
    match collection.origin() {
        Origin::File(path) => FileError::conflict(path, &collection.entries()[i].puzzle),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use stepdoku::parse::read_file;

    fn read_puzzles(path: &Path) -> FileError {
        FileError::new(path, read_file(path).unwrap_err())
    }

    #[test]
    fn names_the_file_line_and_problem() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("short.txt");
        std::fs::write(&path, format!("{}\n{}\n", ".".repeat(81), ".".repeat(80))).unwrap();
        let err = read_puzzles(&path);
        assert_eq!(err.problem.line(), Some(2));
        assert_eq!(err.excerpt.as_deref(), Some(".".repeat(80).as_str()));
        assert!(
            err.to_string().ends_with(
                "short.txt: line 2: 80 cells: stepdoku reads 16, 36, 64, 81, 144 or 256"
            )
        );
    }

    #[test]
    fn a_missing_file_has_no_excerpt() {
        let err = read_puzzles(Path::new("no/such/file.txt"));
        assert_eq!(err.problem, Problem::Parse(ParseError::NotFound));
        assert_eq!(err.excerpt, None);
    }

    #[test]
    fn conflicting_givens_name_the_puzzle_line_and_the_pair() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("c.txt");
        let text = format!("# two\n{}\n5.......5{}\n", ".".repeat(81), ".".repeat(72));
        std::fs::write(&path, &text).unwrap();
        let puzzles = stepdoku::parse::parse_str(&text).unwrap();
        assert_eq!(FileError::conflict(&path, &puzzles[0]), None);
        let err = FileError::conflict(&path, &puzzles[1]).unwrap();
        assert_eq!(err.problem.line(), Some(3));
        assert_eq!(
            err.excerpt.as_deref(),
            Some(format!("5.......5{}", ".".repeat(72)).as_str())
        );
        assert!(
            err.to_string()
                .ends_with("c.txt: line 3: conflicting givens: r1c1 and r1c9 both hold 5 (row 1)"),
            "{err}"
        );
    }
}
