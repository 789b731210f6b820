//! A puzzle file that could not be read: which file, where in it, and what is wrong.

use std::fmt;
use std::fs::File;
use std::io::{BufRead, BufReader};
use std::path::{Path, PathBuf};
use stepdoku::parse::{ParseError, Puzzle, read_file};

/// The longest excerpt of the offending line that is kept.
const EXCERPT_CHARS: usize = 200;

/// Why a puzzle file could not be opened, ready to show.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FileError {
    /// The file as the user named or picked it.
    pub path: PathBuf,
    /// The parser's error (its line and column, if any, and its message).
    pub error: ParseError,
    /// The text of the offending line, when the error points at one.
    pub excerpt: Option<String>,
}

impl FileError {
    /// The error of reading `path`, with the offending line read back from the file.
    pub fn new(path: &Path, error: ParseError) -> FileError {
        let excerpt = error.line().and_then(|line| line_of(path, line));
        FileError {
            path: path.to_path_buf(),
            error,
            excerpt,
        }
    }
}

impl fmt::Display for FileError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}", self.path.display(), self.error)
    }
}

impl std::error::Error for FileError {}

/// Reads the puzzles of a file, or says where and why it cannot.
pub fn read_puzzles(path: &Path) -> Result<Vec<Puzzle>, FileError> {
    read_file(path).map_err(|e| FileError::new(path, e))
}

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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_the_file_line_and_problem() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("short.txt");
        std::fs::write(&path, format!("{}\n{}\n", ".".repeat(81), ".".repeat(80))).unwrap();
        let err = read_puzzles(&path).unwrap_err();
        assert_eq!(err.error.line(), Some(2));
        assert_eq!(err.excerpt.as_deref(), Some(".".repeat(80).as_str()));
        assert!(
            err.to_string()
                .ends_with("short.txt: line 2: 80 cells, expected 81")
        );
    }

    #[test]
    fn a_missing_file_has_no_excerpt() {
        let err = read_puzzles(Path::new("no/such/file.txt")).unwrap_err();
        assert_eq!(err.error, ParseError::NotFound);
        assert_eq!(err.excerpt, None);
    }
}
