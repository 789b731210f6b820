//! Standard output for results: locked once, buffered, and flushed by the commands after each
//! puzzle, so that results stream out as they are found. Each write that reaches the
//! terminal first takes the progress line away, when one is on the same terminal.

use super::progress::Screen;
use std::io::{self, BufWriter, StdoutLock, Write};

/// Buffered, locked standard output.
pub type Stdout = BufWriter<Screened<StdoutLock<'static>>>;

/// Buffered, locked standard output.
pub fn stdout() -> Stdout {
    BufWriter::new(Screened(io::stdout().lock()))
}

/// A writer whose writes take the progress line off the screen they share.
pub struct Screened<W>(W);

impl<W: Write> Write for Screened<W> {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        let _screen = Screen::for_output();
        self.0.write(buf)
    }

    fn flush(&mut self) -> io::Result<()> {
        let _screen = Screen::for_output();
        self.0.flush()
    }
}
