//! The editor's verdict, worked out on a thread of its own so that typing never waits for a
//! search: each change starts a fresh check and stops the one it replaces.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{self, Receiver, TryRecvError};
use std::thread;
use stepdoku::solver::{Verdict, verdict};
use stepdoku::sudoku::validate;

/// What the editor knows about its puzzle's solutions.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Status {
    /// A search is under way.
    Checking,
    /// The search settled it.
    Known(Verdict),
    /// The givens conflict, so nothing is searched.
    Conflicting,
    /// No answer will come: the search could not be started, or it ended without one.
    Unknown,
}

/// A search under way on another thread; dropping it stops the search.
struct Running {
    answer: Receiver<Verdict>,
    stop: Arc<AtomicBool>,
}

impl Drop for Running {
    fn drop(&mut self) {
        self.stop.store(true, Ordering::Relaxed);
    }
}

/// The check of one version of the puzzle.
pub struct Check {
    status: Status,
    running: Option<Running>,
}

impl Check {
    /// Starts checking `digits` (conflicting givens are known at once, without a search).
    pub fn start(digits: &[u8; 81]) -> Check {
        let Ok(grid) = validate(digits) else {
            return Check {
                status: Status::Conflicting,
                running: None,
            };
        };
        let stop = Arc::new(AtomicBool::new(false));
        let (tell, answer) = mpsc::channel();
        let flag = Arc::clone(&stop);
        let spawned = thread::Builder::new()
            .name("verdict".into())
            .spawn(move || {
                if let Some(found) = verdict(grid, &flag) {
                    // the editor may have moved on and dropped the receiver: nothing to tell
                    let _ = tell.send(found);
                }
            });
        match spawned {
            Ok(_) => Check {
                status: Status::Checking,
                running: Some(Running { answer, stop }),
            },
            // without a thread there is no verdict; the editor still works
            Err(_) => Check {
                status: Status::Unknown,
                running: None,
            },
        }
    }

    /// What is known now, after taking the thread's answer if it has come.
    pub fn poll(&mut self) -> Status {
        if let Some(running) = &self.running {
            match running.answer.try_recv() {
                Ok(found) => {
                    self.status = Status::Known(found);
                    self.running = None;
                }
                Err(TryRecvError::Disconnected) => {
                    self.status = Status::Unknown;
                    self.running = None;
                }
                Err(TryRecvError::Empty) => {}
            }
        }
        self.status
    }

    /// What was known at the last [`poll`](Self::poll).
    pub fn status(&self) -> Status {
        self.status
    }

    /// Waits for the answer (tests, snapshots and recordings, which need a settled screen).
    pub fn wait(&mut self) -> Status {
        if let Some(running) = self.running.take() {
            self.status = match running.answer.recv() {
                Ok(found) => Status::Known(found),
                Err(_) => Status::Unknown,
            };
        }
        self.status
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tui::test_support::{CONFLICTING, P85, UNSOLVABLE};
    use stepdoku::parse::parse_str;

    fn digits(line: &str) -> [u8; 81] {
        parse_str(line).unwrap()[0].digits
    }

    #[test]
    fn settles_each_kind_of_puzzle() {
        assert_eq!(
            Check::start(&digits(P85)).wait(),
            Status::Known(Verdict::Unique)
        );
        assert_eq!(
            Check::start(&digits(UNSOLVABLE)).wait(),
            Status::Known(Verdict::Unsolvable)
        );
        assert_eq!(
            Check::start(&[0; 81]).wait(),
            Status::Known(Verdict::Several)
        );
        let mut conflicting = Check::start(&digits(CONFLICTING));
        assert_eq!(conflicting.status(), Status::Conflicting);
        assert_eq!(conflicting.poll(), Status::Conflicting);
    }

    #[test]
    fn answers_arrive_through_polling() {
        let mut check = Check::start(&digits(P85));
        assert_eq!(check.status(), Status::Checking);
        let deadline = std::time::Instant::now() + std::time::Duration::from_secs(30);
        while check.poll() == Status::Checking {
            assert!(std::time::Instant::now() < deadline, "no answer in 30 s");
            thread::sleep(std::time::Duration::from_millis(1));
        }
        assert_eq!(check.status(), Status::Known(Verdict::Unique));
    }

    #[test]
    fn dropping_a_check_stops_its_search() {
        let check = Check::start(&[0; 81]);
        let stop = Arc::clone(&check.running.as_ref().unwrap().stop);
        drop(check);
        assert!(stop.load(Ordering::Relaxed));
    }
}
