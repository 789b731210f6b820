//! Waiting for a sign, with a deadline. A test never waits a fixed time for something to have
//! happened: it looks for the sign itself (a screen, a line of output, a file, a field of
//! `/proc`) a couple of hundred times a second, and gives up after its patience, saying what
//! it waited for. Included by path by the tests that wait.
#![allow(dead_code)]

use std::time::{Duration, Instant};

/// How long any expected sign may take (generous: CI machines are slow and shared).
pub const PATIENCE: Duration = Duration::from_secs(30);

/// How often a sign is looked for.
const LOOK_EVERY: Duration = Duration::from_millis(5);

/// Looks for a sign with `look` until it gives a value, for at most `patience`: `None` when it
/// never came (the caller fails, saying what it saw).
pub fn until<T>(patience: Duration, mut look: impl FnMut() -> Option<T>) -> Option<T> {
    let start = Instant::now();
    loop {
        if let Some(found) = look() {
            return Some(found);
        }
        if start.elapsed() >= patience {
            return None;
        }
        std::thread::sleep(LOOK_EVERY);
    }
}

/// The gap a typist leaves between two keys, so that the terminal hands each to the program
/// in a read of its own. Pacing only: what a key does is waited for on the screen.
pub fn between_keys() {
    std::thread::sleep(Duration::from_millis(15));
}
