//! Reading puzzles from files and readers: whole, with a size cap, or as a stream.

use super::{Entry, Forced, ParseError, Puzzle, parse_bytes, parse_bytes_entries_at};
use std::fs::File;
use std::io::{self, Read};
use std::path::Path;

/// The most bytes read from an input read whole: 64 MiB, about 800,000 one-line puzzles (a
/// stream, [`Entries`](super::Entries), has no cap but on the length of a line).
pub const MAX_INPUT_BYTES: u64 = 64 * 1024 * 1024;

/// Reads `reader` to its end and parses it as [`parse_bytes`] does.
///
/// Reads at most [`MAX_INPUT_BYTES`] + 1 bytes and fails with
/// [`TooLarge`](ParseError::TooLarge) if there are more, so an endless source such as
/// `/dev/zero` is never read whole.
pub fn read_reader(reader: impl Read) -> Result<Vec<Puzzle>, ParseError> {
    parse_bytes(&bytes_of(reader)?)
}

/// Reads `reader` as [`read_reader`] does, going on past bad puzzles as
/// [`parse_bytes_entries`](super::parse_bytes_entries) does.
pub fn read_reader_entries(reader: impl Read) -> Result<Vec<Entry>, ParseError> {
    read_reader_entries_at(reader, None)
}

/// Reads `reader` as [`read_reader_entries`] does, at the size `forced` says as
/// [`parse_str_entries_at`](super::parse_str_entries_at) does.
pub fn read_reader_entries_at(
    reader: impl Read,
    forced: Option<Forced>,
) -> Result<Vec<Entry>, ParseError> {
    parse_bytes_entries_at(&bytes_of(reader)?, forced)
}

/// Reads the file at `path` and parses it as [`parse_bytes`] does.
///
/// A missing path, a directory and a file that may not be read give
/// [`NotFound`](ParseError::NotFound), [`IsDirectory`](ParseError::IsDirectory) and
/// [`PermissionDenied`](ParseError::PermissionDenied); a regular file over
/// [`MAX_INPUT_BYTES`] fails before it is read.
pub fn read_file(path: &Path) -> Result<Vec<Puzzle>, ParseError> {
    read_reader(open(path)?)
}

/// Reads the file at `path` as [`read_file`] does, going on past bad puzzles as
/// [`parse_bytes_entries`](super::parse_bytes_entries) does.
pub fn read_file_entries(path: &Path) -> Result<Vec<Entry>, ParseError> {
    read_file_entries_at(path, None)
}

/// Reads the file at `path` as [`read_file_entries`] does, at the size `forced` says as
/// [`parse_str_entries_at`](super::parse_str_entries_at) does.
pub fn read_file_entries_at(path: &Path, forced: Option<Forced>) -> Result<Vec<Entry>, ParseError> {
    read_reader_entries_at(open(path)?, forced)
}

/// The file at `path` opened to be read as a stream ([`Entries::new`](super::Entries::new)), in bounded memory
/// whatever its size; a path that cannot be opened fails as for [`read_file`].
pub fn open_stream(path: &Path) -> Result<File, ParseError> {
    Ok(open_file(path)?.0)
}

/// The file at `path`, opened for reading if it is no directory and not too large.
fn open(path: &Path) -> Result<File, ParseError> {
    let (file, meta) = open_file(path)?;
    if meta.is_file() && meta.len() > MAX_INPUT_BYTES {
        return Err(ParseError::TooLarge);
    }
    Ok(file)
}

/// The file at `path` and what it is, opened for reading if it is no directory.
fn open_file(path: &Path) -> Result<(File, std::fs::Metadata), ParseError> {
    let file = File::open(path).map_err(io_error)?;
    let meta = file.metadata().map_err(io_error)?;
    if meta.is_dir() {
        return Err(ParseError::IsDirectory);
    }
    Ok((file, meta))
}

/// Every byte of `reader`, up to [`MAX_INPUT_BYTES`].
fn bytes_of(reader: impl Read) -> Result<Vec<u8>, ParseError> {
    let mut bytes = Vec::new();
    reader
        .take(MAX_INPUT_BYTES + 1)
        .read_to_end(&mut bytes)
        .map_err(io_error)?;
    if bytes.len() as u64 > MAX_INPUT_BYTES {
        return Err(ParseError::TooLarge);
    }
    Ok(bytes)
}

/// The typed error for an input/output failure.
pub(super) fn io_error(e: io::Error) -> ParseError {
    match e.kind() {
        io::ErrorKind::NotFound => ParseError::NotFound,
        io::ErrorKind::IsADirectory => ParseError::IsDirectory,
        io::ErrorKind::PermissionDenied => ParseError::PermissionDenied,
        _ => ParseError::Io {
            message: e.to_string(),
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A reader that fails.
    struct Broken;

    impl Read for Broken {
        fn read(&mut self, _: &mut [u8]) -> io::Result<usize> {
            Err(io::Error::other("disk on fire"))
        }
    }

    #[test]
    fn an_endless_reader_stops_at_the_cap() {
        let endless = io::repeat(b'.');
        assert_eq!(read_reader(endless), Err(ParseError::TooLarge));
    }

    #[test]
    fn read_failures_keep_their_message() {
        assert_eq!(
            read_reader(Broken),
            Err(ParseError::Io {
                message: "disk on fire".into()
            })
        );
        assert_eq!(
            read_reader(Broken).unwrap_err().to_string(),
            "cannot read: disk on fire"
        );
    }

    #[test]
    fn io_kinds_map_to_variants() {
        let kind = |k: io::ErrorKind| io_error(io::Error::from(k));
        assert_eq!(kind(io::ErrorKind::NotFound), ParseError::NotFound);
        assert_eq!(kind(io::ErrorKind::IsADirectory), ParseError::IsDirectory);
        assert_eq!(
            kind(io::ErrorKind::PermissionDenied),
            ParseError::PermissionDenied
        );
    }

    #[test]
    fn a_directory_is_not_a_puzzle_file() {
        let dir = tempfile::tempdir().unwrap();
        assert_eq!(read_file(dir.path()), Err(ParseError::IsDirectory));
        assert_eq!(
            read_file(&dir.path().join("missing.txt")),
            Err(ParseError::NotFound)
        );
    }
}
