//! Ctrl-C (and SIGTERM on Unix) during a long headless run: a flag the search polls, so that the
//! run stops between two steps and still prints what it found so far.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, OnceLock};

static FLAG: OnceLock<Arc<AtomicBool>> = OnceLock::new();

/// From now on Ctrl-C (SIGINT, SIGTERM) sets the flag instead of killing the process.
pub fn install() {
    crate::platform::on_interrupt(FLAG.get_or_init(|| Arc::new(AtomicBool::new(false))));
}

/// Whether the user asked the run to stop.
pub fn requested() -> bool {
    FLAG.get().is_some_and(|flag| flag.load(Ordering::Relaxed))
}

/// The flag itself, for searches that take one (raised by Ctrl-C once [`install`]ed).
pub fn flag() -> &'static AtomicBool {
    FLAG.get_or_init(|| Arc::new(AtomicBool::new(false)))
}
