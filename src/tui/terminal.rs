//! The terminal session: raw mode, the alternate screen and mouse capture on the way in, all
//! undone on the way out (normal exit, error, panic), and the termination signals watched.

use crossterm::cursor::Show;
use crossterm::event::{DisableMouseCapture, EnableMouseCapture};
use crossterm::execute;
use ratatui::DefaultTerminal;
use signal_hook::consts::{SIGHUP, SIGINT, SIGTERM};
use signal_hook::iterator::Handle;
use std::io::stdout;
use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::thread::{self, JoinHandle};
use std::time::Duration;

/// The terminal in raw mode on the alternate screen with the mouse captured; dropping it puts
/// the terminal back as it was.
pub struct Session {
    /// The ratatui terminal to draw on.
    pub terminal: DefaultTerminal,
}

impl Session {
    /// Takes over the terminal. A panic from here on restores it before its message is printed.
    pub fn start() -> std::io::Result<Session> {
        let terminal = ratatui::try_init()?;
        // ratatui's hook leaves raw mode and the alternate screen; this one first releases the
        // mouse and shows the cursor
        let restore_rest = std::panic::take_hook();
        std::panic::set_hook(Box::new(move |info| {
            let _ = execute!(stdout(), DisableMouseCapture, Show);
            restore_rest(info);
        }));
        let session = Session { terminal };
        execute!(stdout(), EnableMouseCapture)?;
        Ok(session)
    }
}

impl Drop for Session {
    fn drop(&mut self) {
        restore();
    }
}

/// Puts the terminal back as it was: mouse released, raw mode off, main screen, cursor shown.
fn restore() {
    let _ = execute!(stdout(), DisableMouseCapture);
    ratatui::restore();
    let _ = execute!(stdout(), Show);
}

/// How long the loop has to end after a termination signal before the watcher ends the
/// process itself: the loop notices the signal within a frame or an idle wait (250 ms).
const GRACE: Duration = Duration::from_secs(1);

/// SIGTERM, SIGHUP and SIGINT, noted by a watcher thread when they arrive so that the loop
/// ends cleanly. Should the loop not end within [`GRACE`] (crossterm spins forever reading a
/// terminal that hung up), the watcher restores what it can and ends the process itself.
pub struct Signals {
    received: Arc<AtomicUsize>,
    handle: Handle,
    watcher: JoinHandle<()>,
}

impl Signals {
    /// Starts watching the termination signals.
    pub fn watch() -> std::io::Result<Signals> {
        let mut signals = signal_hook::iterator::Signals::new([SIGTERM, SIGHUP, SIGINT])?;
        let handle = signals.handle();
        let received = Arc::new(AtomicUsize::new(0));
        let noted = Arc::clone(&received);
        let watcher = thread::spawn(move || {
            // `None` once `finish` closes the handle
            let Some(sig) = signals.forever().next() else {
                return;
            };
            noted.store(sig as usize, Ordering::SeqCst);
            thread::sleep(GRACE);
            restore();
            let _ = signal_hook::low_level::emulate_default_handler(sig);
        });
        Ok(Signals {
            received,
            handle,
            watcher,
        })
    }

    /// The signal that arrived, if one did.
    pub fn received(&self) -> Option<i32> {
        match self.received.load(Ordering::SeqCst) {
            0 => None,
            sig => i32::try_from(sig).ok(),
        }
    }

    /// Stops watching; if a signal arrived, ends the process as that signal would have (the
    /// terminal must be restored first), so that the parent sees how it ended.
    pub fn finish(self) {
        if let Some(sig) = self.received() {
            let _ = signal_hook::low_level::emulate_default_handler(sig);
        }
        self.handle.close();
        let _ = self.watcher.join();
    }
}
