//! The editor's verdict, worked out in a [`Job`] so that typing never waits for a search: each
//! change starts a fresh check and stops the one it replaces.

use crate::tui::job::{Job, Poll};
use stepdoku::on_givens;
use stepdoku::parse::Puzzle;
use stepdoku::solver::{Verdict, verdict};
use stepdoku::sudoku::Shape;

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

/// The check of one version of the puzzle; dropping it stops its search.
pub struct Check {
    status: Status,
    running: Option<Job<Verdict>>,
}

impl Check {
    /// Starts checking `digits`, the N² cells of a grid of `shape` (conflicting givens are
    /// known at once, without a search), or the pencil-mark puzzle of `marks`. A 9×9 is
    /// searched on the fastest engines, as `check` searches it.
    pub fn start(shape: Shape, digits: &[u8], marks: Option<Vec<u32>>) -> Check {
        Check::of(&Puzzle {
            digits: digits.to_vec(),
            marks,
            ..Puzzle::blank(shape)
        })
    }

    /// Starts checking `puzzle`, on its variant's houses if it has one.
    pub fn of(puzzle: &Puzzle) -> Check {
        let Ok(givens) = puzzle.givens() else {
            return Check {
                status: Status::Conflicting,
                running: None,
            };
        };
        match Job::start(
            "verdict",
            move |run| on_givens!(givens, p => verdict(p, run.stop_flag())),
        ) {
            Ok(job) => Check {
                status: Status::Checking,
                running: Some(job),
            },
            // without a thread there is no verdict; the editor still works
            Err(_) => Check {
                status: Status::Unknown,
                running: None,
            },
        }
    }

    /// What is known now, after taking the search's answer if it has come.
    pub fn poll(&mut self) -> Status {
        if let Some(job) = &self.running {
            match job.poll() {
                Poll::Done(found) => {
                    self.status = Status::Known(found);
                    self.running = None;
                }
                Poll::Ended => {
                    self.status = Status::Unknown;
                    self.running = None;
                }
                Poll::Running => {}
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
        if let Some(job) = self.running.take() {
            self.status = match job.wait() {
                Some(found) => Status::Known(found),
                None => Status::Unknown,
            };
        }
        self.status
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tui::job;
    use crate::tui::test_support::{CONFLICTING, P85, UNSOLVABLE};
    use stepdoku::parse::parse_str;

    fn digits(line: &str) -> [u8; 81] {
        *parse_str(line).unwrap()[0].nine_digits().unwrap()
    }

    #[test]
    fn settles_each_kind_of_puzzle() {
        assert_eq!(
            Check::start(Shape::NINE, &digits(P85), None).wait(),
            Status::Known(Verdict::Unique)
        );
        assert_eq!(
            Check::start(Shape::NINE, &digits(UNSOLVABLE), None).wait(),
            Status::Known(Verdict::Unsolvable)
        );
        assert_eq!(
            Check::start(Shape::NINE, &[0; 81], None).wait(),
            Status::Known(Verdict::Several)
        );
        let mut conflicting = Check::start(Shape::NINE, &digits(CONFLICTING), None);
        assert_eq!(conflicting.status(), Status::Conflicting);
        assert_eq!(conflicting.poll(), Status::Conflicting);
    }

    #[test]
    fn answers_arrive_through_polling_once_the_check_wakes_the_loop() {
        let (tell, woken) = std::sync::mpsc::channel();
        let _wakes = job::wake_with(std::sync::Arc::new(move || {
            let _ = tell.send(());
        }));
        let mut check = Check::start(Shape::NINE, &digits(P85), None);
        assert_eq!(check.status(), Status::Checking);
        let deadline = std::time::Duration::from_secs(30);
        assert_eq!(woken.recv_timeout(deadline), Ok(()), "no answer in 30 s");
        assert_eq!(check.poll(), Status::Known(Verdict::Unique));
        assert_eq!(check.status(), Status::Known(Verdict::Unique));
    }

    #[test]
    fn dropping_a_check_stops_its_search() {
        let check = Check::start(Shape::NINE, &[0; 81], None);
        let stop = check.running.as_ref().unwrap().stop_flag();
        drop(check);
        assert!(stop.load(std::sync::atomic::Ordering::Relaxed));
    }
}
