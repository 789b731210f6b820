//! The terminal session: raw mode, the alternate screen, mouse capture and bracketed paste on
//! the way in, all undone on the way out (normal exit, error, panic, and termination requests
//! through [`crate::platform::Termination`]).

use crossterm::cursor::Show;
use crossterm::event::{
    DisableBracketedPaste, DisableMouseCapture, EnableBracketedPaste, EnableMouseCapture,
};
use crossterm::execute;
use ratatui::DefaultTerminal;
use std::io::{IsTerminal, stdout};

/// Refuses with `why` unless standard output is a terminal.
pub fn required(why: &str) -> anyhow::Result<()> {
    if stdout().is_terminal() {
        Ok(())
    } else {
        Err(anyhow::anyhow!("{why}"))
    }
}

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
            let _ = execute!(stdout(), DisableBracketedPaste, DisableMouseCapture, Show);
            restore_rest(info);
        }));
        let session = Session { terminal };
        execute!(stdout(), EnableMouseCapture, EnableBracketedPaste)?;
        Ok(session)
    }
}

impl Drop for Session {
    fn drop(&mut self) {
        restore();
    }
}

/// Puts the terminal back as it was: paste and mouse released, raw mode off, main screen,
/// cursor shown.
pub fn restore() {
    let _ = execute!(stdout(), DisableBracketedPaste, DisableMouseCapture);
    ratatui::restore();
    let _ = execute!(stdout(), Show);
}
