//! The loop that drives the visualizer: draw, wait for input no longer than the animation
//! allows, turn input into actions, move the animation on by the time that passed.

use super::input::event_action;
use super::record::Live;
use super::terminal::{self, Session};
use crate::platform::Termination;
use crate::tui::app::App;
use crate::tui::draw::render;
use crossterm::event;
use ratatui::DefaultTerminal;
use std::time::{Duration, Instant};

/// One frame at ~60 frames per second: the shortest time between two draws.
const FRAME: Duration = Duration::from_millis(16);
/// The longest wait for input when nothing moves (signals are noticed within it).
const IDLE_WAIT: Duration = Duration::from_millis(250);

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
    let mut last_tick = Instant::now();
    while !app.should_quit() && !termination.requested() {
        let frame_start = Instant::now();
        terminal.draw(|frame| {
            if app.screen() != frame.area() {
                app.resize(frame.area());
            }
            render(app, frame);
        })?;
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
        if event::poll(wait)? {
            loop {
                let event = event::read()?;
                #[cfg(debug_assertions)]
                panic_on_request(&event);
                if let event::Event::Paste(text) = &event {
                    app.paste(text);
                } else if let Some(action) = event_action(app, &event) {
                    app.update(action);
                }
                if !event::poll(Duration::ZERO)? {
                    break;
                }
            }
        }
        let now = Instant::now();
        app.tick(now - last_tick);
        last_tick = now;
    }
    Ok(())
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
