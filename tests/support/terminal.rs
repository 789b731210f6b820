//! A shell command line run in a pseudo-terminal, what it writes read into a vt100 screen: for
//! the progress lines that only a terminal gets. Unix only (`sh`).
#![allow(dead_code)]

use portable_pty::{Child, CommandBuilder, MasterPty, PtySize, SlavePty, native_pty_system};
use std::io::{Read, Write};
use std::num::NonZeroU16;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

/// How long any expected screen may take to appear (generous: CI machines are slow).
const PATIENCE: Duration = Duration::from_secs(30);

/// `sh -c LINE` in a terminal of 24 rows of 100 columns.
pub struct Terminal {
    screen: Arc<Mutex<vt100::Parser>>,
    writer: Box<dyn Write + Send>,
    child: Box<dyn Child + Send + Sync>,
    _master: Box<dyn MasterPty + Send>,
    /// Kept open: when the command ends, the last words it wrote are still read (the
    /// terminal's last close would throw away what is not read yet).
    _slave: Box<dyn SlavePty + Send>,
}

impl Terminal {
    /// Starts `sh -c line`; `$STEPDOKU` in it is the binary under test.
    pub fn run(line: &str) -> Terminal {
        let (rows, cols) = (24, 100);
        let pty = native_pty_system()
            .openpty(PtySize {
                rows,
                cols,
                pixel_width: 0,
                pixel_height: 0,
            })
            .unwrap();
        let mut cmd = CommandBuilder::new("sh");
        cmd.args(["-c", line]);
        cmd.env("STEPDOKU", env!("CARGO_BIN_EXE_stepdoku"));
        cmd.env("STEPDOKU_CONFIG", super::run::CONFIG);
        cmd.cwd(env!("CARGO_MANIFEST_DIR"));
        let child = pty.slave.spawn_command(cmd).unwrap();
        let size = |n| NonZeroU16::new(n).unwrap();
        let screen = Arc::new(Mutex::new(vt100::Parser::new(size(rows), size(cols), 0)));
        let mut reader = pty.master.try_clone_reader().unwrap();
        let sink = Arc::clone(&screen);
        std::thread::spawn(move || {
            let mut buf = [0u8; 4096];
            while let Ok(n) = reader.read(&mut buf) {
                if n == 0 {
                    break;
                }
                sink.lock().unwrap().process(&buf[..n]);
            }
        });
        let writer = pty.master.take_writer().unwrap();
        Terminal {
            screen,
            writer,
            child,
            _master: pty.master,
            _slave: pty.slave,
        }
    }

    /// The screen's text once it holds `what` (a deadline, not a sleep: the test fails if it
    /// never comes).
    pub fn wait_for(&self, what: &str) -> String {
        let started = Instant::now();
        loop {
            let text = self.screen.lock().unwrap().screen().contents();
            if text.contains(what) {
                return text;
            }
            assert!(
                started.elapsed() < PATIENCE,
                "no {what:?} on the screen:\n{text}"
            );
            std::thread::sleep(Duration::from_millis(20));
        }
    }

    /// Types Ctrl-C.
    pub fn ctrl_c(&mut self) {
        self.writer.write_all(b"\x03").unwrap();
        self.writer.flush().unwrap();
    }

    /// How the command ended.
    pub fn exit_code(&mut self) -> u32 {
        self.child.wait().unwrap().exit_code()
    }
}
