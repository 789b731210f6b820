//! Standard output for results: locked once, buffered, and flushed by the commands after each
//! puzzle, so that results stream out as they are found.

use std::io::{self, BufWriter, StdoutLock};

/// Buffered, locked standard output.
pub fn stdout() -> BufWriter<StdoutLock<'static>> {
    BufWriter::new(io::stdout().lock())
}
