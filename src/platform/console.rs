//! Everywhere else (Windows): Ctrl-C, Ctrl-Break and closing the console window, through the
//! `ctrlc` crate with its `termination` feature. In the visualizer's raw mode Ctrl-C arrives
//! as a key instead, which the key table handles like on Unix.

use super::GRACE;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::thread;

/// The exit status after a termination request, as a shell reports Ctrl-C.
const STOPPED: i32 = 130;

/// How a person ends input typed at the console.
pub const END_OF_INPUT: &str = "Ctrl-Z then Enter";

/// From now on Ctrl-C and Ctrl-Break set `flag` instead of ending the process. If the handler
/// cannot be installed they keep their default action, which still stops the run.
pub fn on_interrupt(flag: &Arc<AtomicBool>) {
    let flag = Arc::clone(flag);
    let _ = ctrlc::set_handler(move || flag.store(true, Ordering::SeqCst));
}

/// A termination request, noted by `ctrlc`'s handler thread so that the visualizer's loop can
/// end cleanly. Should the loop not end within [`GRACE`], the handler calls `on_stuck`
/// (restore what it can) and exits. Windows ends a process whose console closes a few seconds
/// after the request, so the grace must stay short.
pub struct Termination {
    received: Arc<AtomicBool>,
}

impl Termination {
    /// Starts watching. Should no handler be installed (no console attached, say), it watches
    /// nothing and the visualizer runs on: `q` and Ctrl-C as a key still end it cleanly.
    pub fn watch(on_stuck: fn()) -> std::io::Result<Termination> {
        let received = Arc::new(AtomicBool::new(false));
        let noted = Arc::clone(&received);
        let _ = ctrlc::set_handler(move || {
            if noted.swap(true, Ordering::SeqCst) {
                return;
            }
            thread::sleep(GRACE);
            on_stuck();
            std::process::exit(STOPPED);
        });
        Ok(Termination { received })
    }

    /// Whether a termination request arrived.
    pub fn requested(&self) -> bool {
        self.received.load(Ordering::SeqCst)
    }

    /// Stops watching. If a request arrived, exits with status 130 (the console is restored
    /// by now).
    pub fn finish(self) {
        if self.requested() {
            std::process::exit(STOPPED);
        }
    }
}
