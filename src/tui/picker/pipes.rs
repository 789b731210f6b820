//! Pipes and devices in the file picker: read only on Enter, on a helper thread, and given up
//! after a while, so a pipe nobody writes to or a terminal device cannot freeze the screen.

use std::fmt;
use std::path::{Path, PathBuf};
use std::sync::mpsc;
use std::thread;
use std::time::{Duration, Instant};
use stepdoku::parse::{ParseError, Puzzle, read_file};

/// How long the picker waits for a pipe or device to come to its end.
pub const PATIENCE: Duration = Duration::from_secs(2);

/// True when `path` (its link followed) exists and is neither a regular file nor a folder:
/// a named pipe, a socket or a device such as `/dev/zero`.
pub fn is_special(path: &Path) -> bool {
    std::fs::metadata(path).is_ok_and(|m| !m.is_file() && !m.is_dir())
}

/// A pipe or device being read on a helper thread, polled by the visualizer each frame so that
/// the screen says `reading…` and the keys keep working meanwhile.
pub struct PendingRead {
    /// What is being read.
    pub path: PathBuf,
    receiver: mpsc::Receiver<Result<Vec<Puzzle>, ParseError>>,
    started: Instant,
    patience: Duration,
}

impl fmt::Debug for PendingRead {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("PendingRead")
            .field("path", &self.path)
            .finish()
    }
}

impl PendingRead {
    /// Starts reading the pipe or device `path` as [`read_file`] does. One that has not ended
    /// within `patience` (no writer yet, or one that stalls) gives an error instead, and its
    /// reader is left behind; so does one given up (dropped).
    ///
    /// An endless stream such as `/dev/zero` ends at the input cap, well within the patience.
    pub fn start(path: &Path, patience: Duration) -> Result<PendingRead, ParseError> {
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
        Ok(PendingRead {
            path: path.to_path_buf(),
            receiver,
            started: Instant::now(),
            patience,
        })
    }

    /// The result once the reading ended or ran out of patience; `None` while it goes on.
    pub fn poll(&self) -> Option<Result<Vec<Puzzle>, ParseError>> {
        match self.receiver.try_recv() {
            Ok(result) => Some(result),
            Err(mpsc::TryRecvError::Empty) if self.started.elapsed() < self.patience => None,
            Err(_) => Some(Err(ParseError::Io {
                message: format!(
                    "a pipe or device that did not end within {} s",
                    self.patience.as_secs_f32()
                ),
            })),
        }
    }
}

// named pipes and /dev/zero are Unix's
#[cfg(all(test, unix))]
mod tests {
    use super::super::super::test_support::fifo;
    use super::*;
    use std::io::Write;

    /// Polls `read` until it gives its result.
    fn wait(read: PendingRead) -> Result<Vec<Puzzle>, ParseError> {
        loop {
            if let Some(result) = read.poll() {
                return result;
            }
            thread::sleep(Duration::from_millis(5));
        }
    }

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
        let err = wait(PendingRead::start(&pipe, Duration::from_millis(100)).unwrap()).unwrap_err();
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
        let puzzles = wait(PendingRead::start(&pipe, PATIENCE * 5).unwrap()).unwrap();
        assert_eq!(puzzles.len(), 1);
        writer.join().unwrap();
        assert_eq!(
            wait(PendingRead::start(Path::new("/dev/zero"), PATIENCE * 5).unwrap()),
            Err(ParseError::TooLarge)
        );
    }
}
