//! The loop that drives the visualizer: draw, wait for input or a job's wake-up no longer
//! than the animation allows, turn input into actions, move the animation on by the time that
//! passed.
//!
//! The terminal is read on a thread of its own that sends each event to the loop, and a job
//! that ends ([`job`](crate::tui::job)) sends a wake-up down the same channel: the loop sleeps
//! on the channel alone, so neither is polled.

use super::input::event_action;
use super::record::Live;
use super::snapshot::take_picture;
use super::terminal::{self, Session};
use crate::platform::Termination;
use crate::tui::app::App;
use crate::tui::draw::render;
use crate::tui::job;
use crossterm::event::{self, Event};
use ratatui::DefaultTerminal;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{self, Receiver, RecvTimeoutError, Sender};
use std::thread::{self, JoinHandle};
use std::time::{Duration, Instant};

/// One frame at ~60 frames per second: the shortest time between two draws.
const FRAME: Duration = Duration::from_millis(16);
/// The longest wait for input when nothing moves (signals are noticed within it).
const IDLE_WAIT: Duration = Duration::from_millis(250);
/// How long the reader waits for the terminal before it looks whether the loop has ended
/// (the longest the loop's end waits for it).
const READ_SLICE: Duration = Duration::from_millis(50);

/// What wakes the loop.
enum Wake {
    /// An event from the terminal.
    Input(Event),
    /// The terminal could not be read (it hung up): the loop ends with this error.
    Unreadable(std::io::Error),
    /// A job has something new.
    Job,
}

/// Runs the visualizer in the terminal until the user quits or a termination signal arrives;
/// the terminal is restored in every case.
pub fn run(mut app: App, mut live: Option<Live>) -> anyhow::Result<()> {
    let termination = Termination::watch(terminal::restore)?;
    let result = Session::start()
        .map_err(anyhow::Error::from)
        .and_then(|mut session| {
            drive(&mut app, &mut session.terminal, &termination, live.as_mut())
        });
    // what was recorded is kept, however the session ended
    let recorded = live.map_or(Ok(()), Live::finish);
    // the session is dropped by now: the terminal is restored before a signal ends the process
    termination.finish();
    result?;
    recorded.map_err(|e| anyhow::anyhow!("cannot write the recording: {e}"))
}

fn drive(
    app: &mut App,
    terminal: &mut DefaultTerminal,
    termination: &Termination,
    mut live: Option<&mut Live>,
) -> anyhow::Result<()> {
    let (tell, wakes) = mpsc::channel();
    let jobs = tell.clone();
    let _wakes = job::wake_with(Arc::new(move || {
        let _ = jobs.send(Wake::Job);
    }));
    // stopped and joined when the loop ends however it ends, before the terminal is restored
    let _reader = Reader::start(tell)?;
    let mut last_tick = Instant::now();
    while !app.should_quit() && !termination.requested() {
        let frame_start = Instant::now();
        let drawn = terminal.draw(|frame| {
            if app.screen() != frame.area() {
                app.resize(frame.area());
            }
            render(app, frame);
        })?;
        take_picture(app, drawn.buffer);
        if let Some(live) = live.as_deref_mut() {
            live.frame(app)?;
        }
        // busy: the tick's own budget paces the frames; else sleep until the next step is
        // due, but not past the end of this frame (at most ~60 draws a second)
        let wait = if app.is_busy() {
            Duration::ZERO
        } else {
            let frame_left = FRAME.saturating_sub(frame_start.elapsed());
            app.next_step_in()
                .map_or(IDLE_WAIT, |due| due.clamp(frame_left, IDLE_WAIT))
        };
        take_wakes(app, &wakes, wait)?;
        let now = Instant::now();
        app.tick(now - last_tick);
        last_tick = now;
    }
    Ok(())
}

/// Waits up to `wait` for the first wake-up, then takes every one that came: the events
/// become actions, a job's wake-up only ends the wait (the tick that follows takes its
/// result). Whether anything came before the wait ran out.
fn take_wakes(app: &mut App, wakes: &Receiver<Wake>, wait: Duration) -> anyhow::Result<bool> {
    let first = match wakes.recv_timeout(wait) {
        Ok(wake) => wake,
        Err(RecvTimeoutError::Timeout) => return Ok(false),
        // the loop's own sender (the jobs' waker) lives as long as it runs: never
        Err(RecvTimeoutError::Disconnected) => anyhow::bail!("nothing can wake the loop"),
    };
    for wake in std::iter::once(first).chain(wakes.try_iter()) {
        match wake {
            Wake::Input(event) => {
                #[cfg(debug_assertions)]
                panic_on_request(&event);
                if let Event::Paste(text) = &event {
                    app.paste(text);
                } else if let Some(action) = event_action(app, &event) {
                    app.update(action);
                }
            }
            Wake::Unreadable(err) => return Err(err.into()),
            Wake::Job => {}
        }
    }
    Ok(true)
}

/// The thread that reads the terminal and sends each event to the loop; dropping it stops it
/// and waits for it (at most [`READ_SLICE`]), so nothing is read once the loop has ended.
struct Reader {
    stop: Arc<AtomicBool>,
    thread: Option<JoinHandle<()>>,
}

impl Reader {
    fn start(tell: Sender<Wake>) -> std::io::Result<Reader> {
        let stop = Arc::new(AtomicBool::new(false));
        let stopped = Arc::clone(&stop);
        let thread = thread::Builder::new()
            .name("terminal reader".into())
            .spawn(move || {
                while !stopped.load(Ordering::Relaxed) {
                    let wake = match event::poll(READ_SLICE) {
                        Ok(false) => continue,
                        Ok(true) => match event::read() {
                            Ok(event) => Wake::Input(event),
                            Err(err) => Wake::Unreadable(err),
                        },
                        Err(err) => Wake::Unreadable(err),
                    };
                    let unreadable = matches!(wake, Wake::Unreadable(_));
                    if tell.send(wake).is_err() || unreadable {
                        return;
                    }
                }
            })?;
        Ok(Reader {
            stop,
            thread: Some(thread),
        })
    }
}

impl Drop for Reader {
    fn drop(&mut self) {
        self.stop.store(true, Ordering::Relaxed);
        if let Some(thread) = self.thread.take() {
            let _ = thread.join();
        }
    }
}

/// For tests of terminal restoration: with `STEPDOKU_TEST_PANIC=1`, F12 panics (debug builds
/// only).
#[cfg(debug_assertions)]
fn panic_on_request(event: &event::Event) {
    if let event::Event::Key(key) = event
        && key.code == event::KeyCode::F(12)
        && std::env::var_os("STEPDOKU_TEST_PANIC").is_some_and(|v| v == "1")
    {
        panic!("STEPDOKU_TEST_PANIC: F12 pressed");
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tui::action::Action;
    use crate::tui::editor::check::Status;
    use crate::tui::test_support::{P85, app_of};
    use crossterm::event::{KeyCode, KeyEvent, KeyModifiers};

    /// What the editor in front knows of its puzzle.
    fn status(app: &App) -> Option<Status> {
        match app.overlays().last() {
            Some(crate::tui::app::Overlay::Editor(editor)) => Some(editor.status()),
            _ => None,
        }
    }

    #[test]
    fn a_job_s_wake_up_ends_the_wait_and_its_result_is_taken_on_the_tick() {
        let (tell, wakes) = mpsc::channel();
        let jobs = tell.clone();
        let _wakes = job::wake_with(Arc::new(move || {
            let _ = jobs.send(Wake::Job);
        }));
        let mut app = app_of(&[P85]);
        app.update(Action::Edit);
        assert_eq!(status(&app), Some(Status::Checking));
        // the check's job ends the wait; the waker is the process's, so a job of a test
        // running beside this one may wake it first: wait again until this check is taken
        let mut wakes_left = 100;
        while status(&app) == Some(Status::Checking) {
            let woken = take_wakes(&mut app, &wakes, Duration::from_secs(30)).unwrap();
            assert!(woken, "no wake-up in 30 s");
            app.tick(FRAME);
            wakes_left -= 1;
            assert!(wakes_left > 0, "the check was never taken");
        }
        // events become actions, in the order they came: Esc leaves the editor unchanged
        let esc = Event::Key(KeyEvent::new(KeyCode::Esc, KeyModifiers::NONE));
        tell.send(Wake::Input(esc)).unwrap();
        assert!(take_wakes(&mut app, &wakes, Duration::ZERO).unwrap());
        assert_eq!(status(&app), None);
        // an unreadable terminal ends the loop with its error
        let hung_up = std::io::Error::other("hung up");
        tell.send(Wake::Unreadable(hung_up)).unwrap();
        let err = take_wakes(&mut app, &wakes, Duration::ZERO).unwrap_err();
        assert_eq!(err.to_string(), "hung up");
    }
}
