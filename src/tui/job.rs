//! A background job: work on a thread of its own (the editor's verdict, a puzzle being
//! generated, a pipe being read) that the event loop never polls for. When the work ends, the
//! job wakes the loop ([`Waker`], set up by `drive/event_loop.rs` for the jobs its thread
//! starts) and its result waits in the [`Job`] until its owner takes it ([`Job::poll`]) on the
//! tick that follows. Dropping a job stops it: its work sees [`Run::stopped`], its result is
//! never delivered, and it wakes nobody. gitui's `AsyncSingleJob` is the model.
//!
//! Jobs started where no loop listens (tests, the recorder) wake nobody; the recorder waits for
//! them ([`Job::wait`]) so that its frames never depend on how fast a thread answers.

use std::cell::{Cell, RefCell};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{self, Receiver, TryRecvError};
use std::thread;
use std::time::{Duration, Instant};

/// What a job calls when it has something new: the event loop wakes and takes it.
pub type Waker = Arc<dyn Fn() + Send + Sync>;

/// The shortest time between two wakes for progress (a frame): a job reporting progress on
/// every attempt must not wake the loop more often than it draws.
const PROGRESS_GAP: Duration = Duration::from_millis(16);

thread_local! {
    /// The waker of the jobs started on this thread: the event loop's, while it runs here.
    static WAKER: RefCell<Option<Waker>> = const { RefCell::new(None) };
}

/// Jobs started on this thread wake `waker` until the returned guard is dropped.
pub fn wake_with(waker: Waker) -> Wakes {
    let before = WAKER.with(|w| w.borrow_mut().replace(waker));
    Wakes { before }
}

/// While it lives, the jobs started on its thread wake the waker [`wake_with`] set up.
pub struct Wakes {
    before: Option<Waker>,
}

impl Drop for Wakes {
    fn drop(&mut self) {
        let before = self.before.take();
        WAKER.with(|w| *w.borrow_mut() = before);
    }
}

/// What the work sees of its job: whether it was stopped, and a way to say it progressed.
pub struct Run {
    stop: Arc<AtomicBool>,
    waker: Option<Waker>,
    last_wake: Cell<Option<Instant>>,
}

impl Run {
    /// Whether the job was dropped: the work should end, its result is not wanted.
    pub fn stopped(&self) -> bool {
        self.stop.load(Ordering::Relaxed)
    }

    /// The stop flag itself, for work that takes one (`solver::verdict`).
    pub fn stop_flag(&self) -> &AtomicBool {
        &self.stop
    }

    /// Says the work has moved on (a count on screen): the loop wakes to draw it, at most once
    /// a frame.
    pub fn progressed(&self) {
        let now = Instant::now();
        if self
            .last_wake
            .get()
            .is_some_and(|last| now - last < PROGRESS_GAP)
        {
            return;
        }
        self.last_wake.set(Some(now));
        self.wake();
    }

    fn wake(&self) {
        if let Some(waker) = &self.waker
            && !self.stopped()
        {
            waker();
        }
    }
}

/// Where a job stands.
#[derive(Debug, PartialEq, Eq)]
pub enum Poll<T> {
    /// The work goes on.
    Running,
    /// The work's result, handed over once.
    Done(T),
    /// The work ended without a result (or its result was taken already).
    Ended,
}

/// Work on a thread of its own, stopped when dropped.
pub struct Job<T> {
    answer: Receiver<T>,
    stop: Arc<AtomicBool>,
}

impl<T: Send + 'static> Job<T> {
    /// Starts `work` on a thread named `name`. The work returns its result, or `None` when it
    /// has none (it was stopped, or found nothing); either way the loop is woken.
    pub fn start(
        name: &str,
        work: impl FnOnce(&Run) -> Option<T> + Send + 'static,
    ) -> std::io::Result<Job<T>> {
        let stop = Arc::new(AtomicBool::new(false));
        let run = Run {
            stop: Arc::clone(&stop),
            waker: WAKER.with(|w| w.borrow().clone()),
            last_wake: Cell::new(None),
        };
        let (tell, answer) = mpsc::channel();
        thread::Builder::new().name(name.into()).spawn(move || {
            if let Some(result) = work(&run) {
                // a job dropped meanwhile has no receiver: nobody wants the result
                let _ = tell.send(result);
            }
            // the result is in, or the channel closed: the owner finds either when woken
            drop(tell);
            run.wake();
        })?;
        Ok(Job { answer, stop })
    }

    /// The result if the work has ended, without waiting.
    pub fn poll(&self) -> Poll<T> {
        match self.answer.try_recv() {
            Ok(result) => Poll::Done(result),
            Err(TryRecvError::Empty) => Poll::Running,
            Err(TryRecvError::Disconnected) => Poll::Ended,
        }
    }

    /// Waits for the work to end (tests, snapshots and recordings, which need a settled
    /// screen): its result, or `None` when it ended without one.
    pub fn wait(&self) -> Option<T> {
        self.answer.recv().ok()
    }

    /// The flag that dropping the job sets (tests of its owners).
    #[cfg(test)]
    pub fn stop_flag(&self) -> Arc<AtomicBool> {
        Arc::clone(&self.stop)
    }
}

impl<T> Drop for Job<T> {
    fn drop(&mut self) {
        self.stop.store(true, Ordering::Relaxed);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::mpsc::RecvTimeoutError;

    /// Long enough for any machine, only ever waited out when a test fails.
    const DEADLINE: Duration = Duration::from_secs(30);

    /// A waker that sends on a channel, set up for this thread.
    fn listening() -> (Wakes, Receiver<()>) {
        let (tell, wakes) = mpsc::channel();
        let waker: Waker = Arc::new(move || {
            let _ = tell.send(());
        });
        (wake_with(waker), wakes)
    }

    #[test]
    fn a_finished_job_wakes_the_loop_and_hands_its_result_over_once() {
        let (_wakes, woken) = listening();
        let (go, gate) = mpsc::channel::<()>();
        let job = Job::start("test", move |_| {
            gate.recv().ok()?;
            Some(42)
        })
        .unwrap();
        assert_eq!(job.poll(), Poll::Running);
        go.send(()).unwrap();
        assert_eq!(woken.recv_timeout(DEADLINE), Ok(()));
        assert_eq!(job.poll(), Poll::Done(42));
        assert_eq!(job.poll(), Poll::Ended);
    }

    #[test]
    fn work_without_a_result_still_wakes_and_ends() {
        let (_wakes, woken) = listening();
        let job: Job<u8> = Job::start("test", |_| None).unwrap();
        assert_eq!(woken.recv_timeout(DEADLINE), Ok(()));
        assert_eq!(job.poll(), Poll::Ended);
        assert_eq!(job.wait(), None);
    }

    #[test]
    fn a_dropped_job_is_stopped_and_its_result_never_delivered() {
        let (wakes, woken) = listening();
        let (go, gate) = mpsc::channel::<()>();
        let (saw, seen) = mpsc::channel();
        let job = Job::start("test", move |run| {
            gate.recv().ok()?;
            saw.send(run.stopped()).ok()?;
            // a result all the same, as work that cannot stop halfway gives one
            Some(7)
        })
        .unwrap();
        drop(wakes);
        drop(job);
        go.send(()).unwrap();
        assert_eq!(
            seen.recv_timeout(DEADLINE),
            Ok(true),
            "the work saw its stop"
        );
        // the job's thread held the last sender: the channel closes when it ends, with no wake
        assert_eq!(
            woken.recv_timeout(DEADLINE),
            Err(RecvTimeoutError::Disconnected)
        );
    }

    #[test]
    fn progress_wakes_at_most_once_a_frame() {
        let (wakes, woken) = listening();
        let job = Job::start("test", |run| {
            let started = Instant::now();
            for _ in 0..1000 {
                run.progressed();
            }
            Some(started.elapsed())
        })
        .unwrap();
        drop(wakes);
        let took = job.wait().unwrap();
        // the channel closes when the job's thread has ended: every wake is in
        let count = woken.iter().count() as u128;
        // the first progress, one more for each frame the loop lasted, and the end
        let most = 2 + took.as_nanos() / PROGRESS_GAP.as_nanos();
        assert!((2..=most).contains(&count), "{count} wakes in {took:?}");
    }

    #[test]
    fn jobs_started_where_nobody_listens_wake_nobody() {
        assert!(WAKER.with(|w| w.borrow().is_none()));
        let job = Job::start("test", |_| Some(1)).unwrap();
        assert_eq!(job.wait(), Some(1));
        // a waker set up for a while is taken down with its guard
        drop(listening());
        assert!(WAKER.with(|w| w.borrow().is_none()));
    }
}
