//! The progress line of a long run on standard error: drawn once a run has lasted
//! [`QUIET_FOR`], redrawn in place (`\r`) by a thread of its own every [`REDRAW_EVERY`], and
//! only at a terminal (a log file gets no carriage returns). Whatever else is written to the
//! terminal takes the line away first ([`apart`], [`Screen`]), and it comes back below at
//! the next redraw; when the run ends it is taken away, leaving no trace in what was
//! printed. `generate`, `solve`, `check`, `tree`, `estimate` and a headless `race` share it,
//! each with its own words.

use std::io::{self, IsTerminal, Write};
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::mpsc::{self, RecvTimeoutError};
use std::sync::{Mutex, MutexGuard};
use std::thread::JoinHandle;
use std::time::{Duration, Instant};
use stepdoku::numbers::{compact, grouped};

/// After this long, a run shows its progress.
const QUIET_FOR: Duration = Duration::from_secs(1);

/// The progress line changes at most this often: faster is a blur.
const REDRAW_EVERY: Duration = Duration::from_millis(100);

/// What the progress line says at the end of every variant.
pub const KEEPS: &str = "Ctrl-C keeps what was found";

/// What the progress line says after the puzzles done once Ctrl-C came, for as long as the
/// run takes to stop: a read of an input that has not ended (a pipe, a terminal) waits for
/// more of it, and the person should know the key was heard.
const STOPPING: &str = "stopping after Ctrl-C";

/// Whether a progress line is on the screen, and when standard output (the same terminal)
/// last got bytes. Its lock keeps a redraw and any other write to the terminal apart.
struct Shown {
    on: bool,
    printed: Option<Instant>,
}

static LINE: Mutex<Shown> = Mutex::new(Shown {
    on: false,
    printed: None,
});

/// Whether a progress line may be drawn now: only then do other writes take the lock.
static ACTIVE: AtomicBool = AtomicBool::new(false);

/// Whether standard output is the terminal too: then results written there take the line
/// away, and while they flow it is not drawn (they show the progress themselves).
static SHARED: AtomicBool = AtomicBool::new(false);

fn shown() -> MutexGuard<'static, Shown> {
    LINE.lock().unwrap_or_else(|poisoned| poisoned.into_inner())
}

/// Takes the line off the screen when it is on.
fn erase(shown: &mut Shown) {
    if shown.on {
        let _ = write!(io::stderr().lock(), "\r\x1b[K");
        shown.on = false;
    }
}

/// Runs `write` (a message on standard error) with the progress line off the screen.
pub fn apart<T>(write: impl FnOnce() -> T) -> T {
    if !ACTIVE.load(Ordering::Relaxed) {
        return write();
    }
    let mut shown = shown();
    erase(&mut shown);
    write()
}

/// Held while results go to standard output: when that is the terminal the progress line
/// shares, the line is taken away first and not drawn meanwhile.
pub struct Screen(#[allow(dead_code)] Option<MutexGuard<'static, Shown>>);

impl Screen {
    /// The screen, ready for bytes on standard output.
    pub fn for_output() -> Screen {
        if !(ACTIVE.load(Ordering::Relaxed) && SHARED.load(Ordering::Relaxed)) {
            return Screen(None);
        }
        let mut shown = shown();
        erase(&mut shown);
        shown.printed = Some(Instant::now());
        Screen(Some(shown))
    }
}

/// The progress line of one run, drawn by a thread of its own while the run lasts (and
/// standard error is a terminal); dropping it takes the line away.
pub struct Ticker {
    stop: Option<mpsc::Sender<()>>,
    thread: Option<JoinHandle<()>>,
}

impl Ticker {
    /// Starts showing `line(elapsed)` once the run has lasted [`QUIET_FOR`], and again every
    /// [`REDRAW_EVERY`]; nothing when standard error is no terminal.
    pub fn start(line: impl Fn(Duration) -> String + Send + 'static) -> Ticker {
        if !io::stderr().is_terminal() {
            return Ticker {
                stop: None,
                thread: None,
            };
        }
        SHARED.store(io::stdout().is_terminal(), Ordering::Relaxed);
        ACTIVE.store(true, Ordering::Relaxed);
        let started = Instant::now();
        let (stop, stopped) = mpsc::channel::<()>();
        let thread = std::thread::spawn(move || {
            while stopped.recv_timeout(REDRAW_EVERY) == Err(RecvTimeoutError::Timeout) {
                let elapsed = started.elapsed();
                let mut shown = shown();
                let printing = shown.printed.is_some_and(|at| at.elapsed() < QUIET_FOR);
                if elapsed >= QUIET_FOR && !printing {
                    let text = fitted(&line(elapsed));
                    let _ = write!(io::stderr().lock(), "\r\x1b[K{text}");
                    shown.on = true;
                }
            }
        });
        Ticker {
            stop: Some(stop),
            thread: Some(thread),
        }
    }
}

impl Drop for Ticker {
    fn drop(&mut self) {
        drop(self.stop.take());
        if let Some(thread) = self.thread.take() {
            let _ = thread.join();
            let mut shown = shown();
            erase(&mut shown);
            ACTIVE.store(false, Ordering::Relaxed);
        }
    }
}

/// `text` cut to fit the terminal's width, with room for the `^C` a terminal echoes after
/// it when Ctrl-C is typed (a full row would wrap, and leave the line above the next one).
fn fitted(text: &str) -> String {
    let width = crossterm::terminal::size().map_or(80, |(w, _)| usize::from(w));
    let room = width.saturating_sub(3).max(10);
    if text.chars().count() <= room {
        return text.to_string();
    }
    let mut cut: String = text.chars().take(room - 1).collect();
    cut.push('…');
    cut
}

/// What a batch has done, for its progress line: shared by the threads doing it.
pub struct Counts {
    /// Puzzles finished.
    done: AtomicU64,
    /// Puzzles in all, once the input has been read to its end (`u64::MAX` before).
    total: AtomicU64,
    /// Steps of the searches under way.
    steps: AtomicU64,
    /// Steps of every search so far, for the rate.
    all_steps: AtomicU64,
}

/// The counts of the run under way (one a process).
pub static COUNTS: Counts = Counts {
    done: AtomicU64::new(0),
    total: AtomicU64::new(u64::MAX),
    steps: AtomicU64::new(0),
    all_steps: AtomicU64::new(0),
};

impl Counts {
    /// One more puzzle finished.
    pub fn finished(&self) {
        self.done.fetch_add(1, Ordering::Relaxed);
    }

    /// The input holds `total` puzzles (read to its end).
    pub fn total(&self, total: u64) {
        self.total.store(total, Ordering::Relaxed);
    }

    /// `solved 1,234 of 49,158 (5,120 a second); Ctrl-C keeps what was found`, `so far`
    /// while the input is still being read, and the steps of the searches under way while
    /// one takes long: `solved 3 of 95; 120.4M steps so far (45.1M a second); …`. Without a
    /// `verb` (one puzzle, `tree`), the steps alone. Once Ctrl-C came, the puzzles done and
    /// that the run stops.
    pub fn line(&self, verb: Option<&str>, elapsed: Duration) -> String {
        self.words(verb, elapsed, super::interrupt::requested())
    }

    /// The line, its end as `stopping` says (the flag is the process's: tests pass it).
    fn words(&self, verb: Option<&str>, elapsed: Duration, stopping: bool) -> String {
        let seconds = elapsed.as_secs_f64().max(1e-3);
        let done = self.done.load(Ordering::Relaxed);
        let batch = verb.map(|verb| {
            let of = match self.total.load(Ordering::Relaxed) {
                u64::MAX => " so far".to_string(),
                total => format!(" of {}", grouped(total)),
            };
            format!("{verb} {}{of}", grouped(done))
        });
        if stopping {
            // no rate: nothing moves while the run stops, and the line must fit 80 columns
            let waiting = match self.total.load(Ordering::Relaxed) {
                u64::MAX => " (waiting for the input)",
                _ => "",
            };
            let done = batch.map(|batch| format!("{batch}; ")).unwrap_or_default();
            return format!("{done}{STOPPING}{waiting}");
        }
        let steps = self.steps.load(Ordering::Relaxed);
        let search = (steps > 0 || batch.is_none()).then(|| {
            let all = self.all_steps.load(Ordering::Relaxed) as f64;
            let rate = compact((all / seconds) as u64);
            format!("{} steps so far ({rate} a second)", compact(steps))
        });
        match (batch, search) {
            (Some(batch), Some(search)) => format!("{batch}; {search}; {KEEPS}"),
            (Some(batch), None) => {
                format!(
                    "{batch} ({} a second); {KEEPS}",
                    rate(done as f64 / seconds)
                )
            }
            (None, search) => format!("{}; {KEEPS}", search.unwrap_or_default()),
        }
    }
}

/// A rate as people read it: `2.5`, `5,120`.
fn rate(per_second: f64) -> String {
    if per_second < 10.0 {
        format!("{per_second:.1}")
    } else {
        grouped(per_second as u64)
    }
}

/// The steps of one search under way, added to its counts as it reports them and taken out
/// of those under way when it ends.
pub struct Steps {
    counts: &'static Counts,
    reported: u64,
}

impl Steps {
    /// A search that counts in [`COUNTS`].
    pub fn new() -> Steps {
        Steps {
            counts: &COUNTS,
            reported: 0,
        }
    }

    /// The search has made `steps` steps so far.
    pub fn at(&mut self, steps: u64) {
        let more = steps.saturating_sub(self.reported);
        self.reported = steps.max(self.reported);
        self.counts.steps.fetch_add(more, Ordering::Relaxed);
        self.counts.all_steps.fetch_add(more, Ordering::Relaxed);
    }
}

impl Drop for Steps {
    fn drop(&mut self) {
        self.counts
            .steps
            .fetch_sub(self.reported, Ordering::Relaxed);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_line_says_what_is_done_and_how_fast() {
        let counts = Counts {
            done: AtomicU64::new(1234),
            total: AtomicU64::new(u64::MAX),
            steps: AtomicU64::new(0),
            all_steps: AtomicU64::new(0),
        };
        let second = Duration::from_secs(1);
        assert_eq!(
            counts.line(Some("solved"), second),
            "solved 1,234 so far (1,234 a second); Ctrl-C keeps what was found"
        );
        counts.total(49_158);
        assert_eq!(
            counts.line(Some("checked"), 4 * second),
            "checked 1,234 of 49,158 (308 a second); Ctrl-C keeps what was found"
        );
        counts.steps.store(120_000_000, Ordering::Relaxed);
        counts.all_steps.store(125_000_000, Ordering::Relaxed);
        assert_eq!(
            counts.line(Some("solved"), 2 * second),
            "solved 1,234 of 49,158; 120.0M steps so far (62.5M a second); Ctrl-C keeps \
             what was found"
        );
        assert_eq!(
            counts.line(None, 2 * second),
            "120.0M steps so far (62.5M a second); Ctrl-C keeps what was found"
        );
        assert_eq!(
            counts.words(Some("solved"), 2 * second, true),
            "solved 1,234 of 49,158; stopping after Ctrl-C"
        );
        assert_eq!(counts.words(None, second, true), "stopping after Ctrl-C");
        counts.total.store(u64::MAX, Ordering::Relaxed);
        assert_eq!(
            counts.words(Some("checked"), second, true),
            "checked 1,234 so far; stopping after Ctrl-C (waiting for the input)"
        );
        assert_eq!(rate(0.25), "0.2");
        assert_eq!(rate(2.5), "2.5");
    }

    #[test]
    fn a_search_s_steps_leave_those_under_way_when_it_ends() {
        static OWN: Counts = Counts {
            done: AtomicU64::new(0),
            total: AtomicU64::new(u64::MAX),
            steps: AtomicU64::new(0),
            all_steps: AtomicU64::new(0),
        };
        let mut steps = Steps {
            counts: &OWN,
            reported: 0,
        };
        steps.at(65_536);
        steps.at(131_072);
        assert_eq!(OWN.steps.load(Ordering::Relaxed), 131_072);
        drop(steps);
        assert_eq!(OWN.steps.load(Ordering::Relaxed), 0);
        assert_eq!(OWN.all_steps.load(Ordering::Relaxed), 131_072);
    }
}
