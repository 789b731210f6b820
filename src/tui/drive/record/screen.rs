//! A terminal that exists only in memory: the app is drawn to it as to a real one, and what a
//! real terminal would have received (the changes since the last frame, as escape sequences)
//! is handed back for the cast.

use crate::tui::app::App;
use crate::tui::draw::render;
use ratatui::backend::CrosstermBackend;
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::{Terminal, TerminalOptions, Viewport};
use std::cell::RefCell;
use std::io::{self, Write};
use std::rc::Rc;

/// Where the backend writes: shared, so that each frame's output can be taken out.
#[derive(Clone, Default)]
struct Sink(Rc<RefCell<Vec<u8>>>);

impl Write for Sink {
    fn write(&mut self, bytes: &[u8]) -> io::Result<usize> {
        self.0.borrow_mut().extend_from_slice(bytes);
        Ok(bytes.len())
    }

    fn flush(&mut self) -> io::Result<()> {
        Ok(())
    }
}

/// A screen of a fixed size in memory.
pub struct VirtualScreen {
    terminal: Terminal<CrosstermBackend<Sink>>,
    sink: Sink,
    last: Buffer,
}

impl VirtualScreen {
    /// A blank `width` × `height` screen.
    pub fn new(width: u16, height: u16) -> io::Result<VirtualScreen> {
        let area = Rect::new(0, 0, width, height);
        let sink = Sink::default();
        let terminal = Terminal::with_options(
            CrosstermBackend::new(sink.clone()),
            TerminalOptions {
                viewport: Viewport::Fixed(area),
            },
        )?;
        Ok(VirtualScreen {
            terminal,
            sink,
            last: Buffer::empty(area),
        })
    }

    /// Draws `app`; returns what a terminal showing the last frame needs to show this one.
    pub fn draw(&mut self, app: &App) -> io::Result<String> {
        let completed = self.terminal.draw(|frame| render(app, frame))?;
        let changed = *completed.buffer != self.last;
        if changed {
            self.last = completed.buffer.clone();
        }
        // the backend resets colours and hides the cursor after every frame: an unchanged
        // screen sends nothing
        let bytes = std::mem::take(&mut *self.sink.0.borrow_mut());
        Ok(if changed {
            String::from_utf8_lossy(&bytes).into_owned()
        } else {
            String::new()
        })
    }

    /// The screen as last drawn.
    pub fn buffer(&self) -> &Buffer {
        &self.last
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tui::action::Action;
    use crate::tui::test_support::{P85, app_of};

    /// The text a vt100 terminal shows after receiving `output`.
    fn shown(output: &str) -> String {
        let size = |n| std::num::NonZeroU16::new(n).expect("a size");
        let mut parser = vt100::Parser::new(size(24), size(80), 0);
        parser.process(output.as_bytes());
        parser.screen().contents()
    }

    #[test]
    fn frames_are_the_changes_a_terminal_needs() {
        let mut app = app_of(&[P85]);
        let mut screen = VirtualScreen::new(80, 24).unwrap();
        let first = screen.draw(&app).unwrap();
        assert!(shown(&first).contains("Puzzle test.txt #1/1"));
        assert_eq!(
            screen.draw(&app).unwrap(),
            "",
            "nothing changed, nothing sent"
        );
        app.update(Action::StepForward);
        let second = screen.draw(&app).unwrap();
        assert!(second.len() < first.len() / 4, "only the changes");
        let together = shown(&format!("{first}{second}"));
        assert!(together.contains("Step 1"), "{together}");
        assert_eq!(screen.buffer().area, Rect::new(0, 0, 80, 24));
    }
}
