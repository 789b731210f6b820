//! Pipes and devices in the file picker: read only on Enter, in a [`Job`], and given up after a
//! while, so a pipe nobody writes to or a terminal device cannot freeze the screen.

use crate::tui::job::{Job, Poll};
use std::fmt;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};
use stepdoku::parse::{Entry, ParseError};

/// How long the picker waits for a pipe or device to come to its end.
pub const PATIENCE: Duration = Duration::from_secs(2);

/// True when `path` (its link followed) exists and is neither a regular file nor a folder:
/// a named pipe, a socket or a device such as `/dev/zero`.
pub fn is_special(path: &Path) -> bool {
    std::fs::metadata(path).is_ok_and(|m| !m.is_file() && !m.is_dir())
}

/// A pipe or device being read in a job, so that the screen says `reading…` and the keys keep
/// working meanwhile; the job wakes the loop when the reading ends, the loop wakes by itself
/// when the patience runs out ([`gives_up_in`](Self::gives_up_in)).
pub struct PendingRead {
    /// What is being read.
    pub path: PathBuf,
    job: Job<Result<Vec<Entry>, ParseError>>,
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
    /// Starts reading the pipe or device `path` as [`read`](super::read) does. One that has not ended
    /// within `patience` (no writer yet, or one that stalls) gives an error instead, and its
    /// reader is left behind, blocked in its read; so does one given up (dropped).
    ///
    /// An endless stream such as `/dev/zero` ends at the input cap, well within the patience.
    pub fn start(path: &Path, patience: Duration) -> Result<PendingRead, ParseError> {
        let owned = path.to_path_buf();
        let job = Job::start("stepdoku pipe reader", move |_| Some(super::read(&owned))).map_err(
            |e| ParseError::Io {
                message: e.to_string(),
            },
        )?;
        Ok(PendingRead {
            path: path.to_path_buf(),
            job,
            started: Instant::now(),
            patience,
        })
    }

    /// The result once the reading ended or ran out of patience; `None` while it goes on.
    pub fn poll(&self) -> Option<Result<Vec<Entry>, ParseError>> {
        match self.job.poll() {
            Poll::Done(result) => Some(result),
            Poll::Running if self.started.elapsed() < self.patience => None,
            Poll::Running | Poll::Ended => Some(Err(ParseError::Io {
                message: format!(
                    "a pipe or device that did not end within {} s",
                    self.patience.as_secs_f32()
                ),
            })),
        }
    }

    /// How long until the reading is given up, when nothing wakes the loop before.
    pub fn gives_up_in(&self) -> Duration {
        self.patience.saturating_sub(self.started.elapsed())
    }
}

// named pipes and /dev/zero are Unix's
#[cfg(all(test, unix))]
mod tests {
    use super::super::super::test_support::fifo;
    use super::*;
    use crate::tui::job;
    use std::io::Write;
    use std::sync::{Arc, mpsc};
    use std::thread;

    /// Waits for `read`'s result as the event loop does: until its job wakes the loop, or its
    /// patience runs out.
    fn wait(start: impl FnOnce() -> PendingRead) -> Result<Vec<Entry>, ParseError> {
        let (tell, woken) = mpsc::channel();
        let _wakes = job::wake_with(Arc::new(move || {
            let _ = tell.send(());
        }));
        let read = start();
        loop {
            if let Some(result) = read.poll() {
                return result;
            }
            let _ = woken.recv_timeout(read.gives_up_in());
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
        let err =
            wait(|| PendingRead::start(&pipe, Duration::from_millis(100)).unwrap()).unwrap_err();
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
        let puzzles = wait(|| PendingRead::start(&pipe, PATIENCE * 5).unwrap()).unwrap();
        assert_eq!(puzzles.len(), 1);
        writer.join().unwrap();
        assert_eq!(
            wait(|| PendingRead::start(Path::new("/dev/zero"), PATIENCE * 5).unwrap()),
            Err(ParseError::TooLarge)
        );
    }
}
