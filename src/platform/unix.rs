//! Unix: SIGINT, SIGTERM and SIGHUP through `signal-hook`.

use super::GRACE;
use signal_hook::consts::{SIGHUP, SIGINT, SIGTERM};
use signal_hook::iterator::{Handle, Signals};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::thread::{self, JoinHandle};

/// How a person ends input typed at the terminal.
pub const END_OF_INPUT: &str = "Ctrl-D";

/// From now on SIGINT and SIGTERM set `flag` instead of ending the process. If a handler
/// cannot be installed the signal keeps its default action, which still stops the run.
pub fn on_interrupt(flag: &Arc<AtomicBool>) {
    for signal in [SIGINT, SIGTERM] {
        let _ = signal_hook::flag::register(signal, Arc::clone(flag));
    }
}

/// SIGTERM, SIGHUP and SIGINT, noted by a watcher thread so that the visualizer's loop can
/// end cleanly. Should the loop not end within [`GRACE`], the watcher calls `on_stuck`
/// (restore what it can) and ends the process as the signal would.
pub struct Termination {
    received: Arc<AtomicUsize>,
    handle: Handle,
    watcher: JoinHandle<()>,
}

impl Termination {
    /// Starts watching.
    pub fn watch(on_stuck: fn()) -> std::io::Result<Termination> {
        let mut signals = Signals::new([SIGTERM, SIGHUP, SIGINT])?;
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
            on_stuck();
            let _ = signal_hook::low_level::emulate_default_handler(sig);
        });
        Ok(Termination {
            received,
            handle,
            watcher,
        })
    }

    /// Whether a termination request arrived.
    pub fn requested(&self) -> bool {
        self.received.load(Ordering::SeqCst) != 0
    }

    /// Stops watching. If a signal arrived, ends the process as that signal would have (the
    /// terminal must be restored by now), so that the parent sees how it ended.
    pub fn finish(self) {
        let sig = self.received.load(Ordering::SeqCst);
        if let Ok(sig @ 1..) = i32::try_from(sig) {
            let _ = signal_hook::low_level::emulate_default_handler(sig);
        }
        self.handle.close();
        let _ = self.watcher.join();
    }
}
