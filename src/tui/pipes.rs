//! Pipes and devices in the file picker: read only on Enter, on a helper thread, and given up
//! after a while, so a pipe nobody writes to or a terminal device cannot freeze the screen.

use std::path::Path;
use std::sync::mpsc;
use std::thread;
use std::time::Duration;
use stepdoku::parse::{ParseError, Puzzle, read_file};

/// How long the picker waits for a pipe or device to come to its end.
pub const PATIENCE: Duration = Duration::from_secs(2);

/// True when `path` (its link followed) exists and is neither a regular file nor a folder:
/// a named pipe, a socket or a device such as `/dev/zero`.
pub fn is_special(path: &Path) -> bool {
    std::fs::metadata(path).is_ok_and(|m| !m.is_file() && !m.is_dir())
}

/// Reads the pipe or device `path` as [`read_file`] does, on a helper thread; one that has
/// not ended within `patience` (no writer yet, or one that stalls) gives an error instead,
/// and its reader is left behind.
///
/// An endless stream such as `/dev/zero` ends at the input cap, well within the patience.
pub fn read_patiently(path: &Path, patience: Duration) -> Result<Vec<Puzzle>, ParseError> {
    let (sender, receiver) = mpsc::channel();
    let owned = path.to_path_buf();
    thread::Builder::new()
        .name("stepdoku pipe reader".into())
        .spawn(move || {
            // the receiver may have given up: then nobody wants the result
            let _ = sender.send(read_file(&owned));
        })
        .map_err(|e| ParseError::Io {
            message: e.to_string(),
        })?;
    receiver.recv_timeout(patience).unwrap_or_else(|_| {
        Err(ParseError::Io {
            message: format!(
                "a pipe or device that did not end within {} s",
                patience.as_secs_f32()
            ),
        })
    })
}

// named pipes and /dev/zero are Unix's
#[cfg(all(test, unix))]
mod tests {
    use super::super::test_support::fifo;
    use super::*;
    use std::io::Write;

    #[test]
    fn regular_files_and_folders_are_not_special() {
        let dir = tempfile::tempdir().unwrap();
        let file = dir.path().join("a.txt");
        std::fs::write(&file, ".".repeat(81)).unwrap();
        assert!(!is_special(&file));
        assert!(!is_special(dir.path()));
        assert!(!is_special(&dir.path().join("missing")));
        assert!(is_special(Path::new("/dev/zero")));
        assert!(is_special(&fifo(dir.path(), "p")));
    }

    #[test]
    fn a_pipe_without_a_writer_is_given_up() {
        let dir = tempfile::tempdir().unwrap();
        let pipe = fifo(dir.path(), "silent");
        let err = read_patiently(&pipe, Duration::from_millis(100)).unwrap_err();
        assert!(err.message().contains("did not end within 0.1 s"), "{err}");
    }

    #[test]
    fn a_pipe_that_ends_is_read_and_an_endless_one_stops_at_the_cap() {
        let dir = tempfile::tempdir().unwrap();
        let pipe = fifo(dir.path(), "p");
        let writer = {
            let pipe = pipe.clone();
            thread::spawn(move || {
                let mut w = std::fs::OpenOptions::new().write(true).open(pipe).unwrap();
                w.write_all(".".repeat(81).as_bytes()).unwrap();
            })
        };
        let puzzles = read_patiently(&pipe, PATIENCE * 5).unwrap();
        assert_eq!(puzzles.len(), 1);
        writer.join().unwrap();
        assert_eq!(
            read_patiently(Path::new("/dev/zero"), PATIENCE * 5),
            Err(ParseError::TooLarge)
        );
    }
}
