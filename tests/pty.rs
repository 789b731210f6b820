//! The real `stepdoku` binary in a pseudo-terminal: keys in, screen out (read through a vt100
//! emulator), and the terminal restored however the program ends.

use portable_pty::{Child, CommandBuilder, MasterPty, PtySize, native_pty_system};
use std::io::{Read, Write};
use std::num::NonZeroU16;
use std::path::Path;
use std::sync::{Arc, Mutex};
use std::thread;
use std::time::{Duration, Instant};

const P85: &str =
    "85...24..72......9..4.........1.7..23.5...9...4...........8..7..17..........36.4.";

/// How long any expected screen may take to appear (generous: CI machines are slow).
const PATIENCE: Duration = Duration::from_secs(30);

const RIGHT: &str = "\x1b[C";
const LEFT: &str = "\x1b[D";

/// The binary running in a pseudo-terminal, its output fed to a vt100 screen.
struct Tui {
    screen: Arc<Mutex<vt100::Parser>>,
    master: Box<dyn MasterPty + Send>,
    writer: Box<dyn Write + Send>,
    child: Box<dyn Child + Send + Sync>,
}

impl Tui {
    /// Starts `stepdoku ARGS` in an 80×24 terminal, with extra environment variables.
    fn start(args: &[&str], env: &[(&str, &str)]) -> Tui {
        let pair = native_pty_system()
            .openpty(size(80, 24))
            .expect("a pseudo-terminal");
        let mut cmd = CommandBuilder::new(env!("CARGO_BIN_EXE_stepdoku"));
        cmd.args(args);
        cmd.env("TERM", "xterm-256color");
        cmd.env_remove("NO_COLOR");
        for (k, v) in env {
            cmd.env(k, v);
        }
        let child = pair.slave.spawn_command(cmd).expect("stepdoku starts");
        drop(pair.slave);
        let screen = Arc::new(Mutex::new(vt100::Parser::new(nonzero(24), nonzero(80), 0)));
        let mut reader = pair.master.try_clone_reader().unwrap();
        let sink = Arc::clone(&screen);
        thread::spawn(move || {
            let mut buf = [0u8; 8192];
            while let Ok(n) = reader.read(&mut buf) {
                if n == 0 {
                    break;
                }
                sink.lock().unwrap().process(&buf[..n]);
            }
        });
        let writer = pair.master.take_writer().unwrap();
        Tui {
            screen,
            master: pair.master,
            writer,
            child,
        }
    }

    fn send(&mut self, keys: &str) {
        self.writer.write_all(keys.as_bytes()).unwrap();
        self.writer.flush().unwrap();
    }

    /// Sends each key separately, as a person types.
    fn press(&mut self, key: &str, times: usize) {
        for _ in 0..times {
            self.send(key);
            thread::sleep(Duration::from_millis(15));
        }
    }

    fn text(&self) -> String {
        self.screen.lock().unwrap().screen().contents()
    }

    /// Waits until the screen satisfies `ready`, failing with the screen after [`PATIENCE`].
    fn wait_for(&self, what: &str, ready: impl Fn(&str) -> bool) -> String {
        let start = Instant::now();
        loop {
            let text = self.text();
            if ready(&text) {
                return text;
            }
            assert!(
                start.elapsed() < PATIENCE,
                "waited {PATIENCE:?} for {what}; the screen:\n{text}"
            );
            thread::sleep(Duration::from_millis(20));
        }
    }

    fn wait_text(&self, needle: &str) -> String {
        self.wait_for(needle, |t| t.contains(needle))
    }

    /// The board's rows (the left 37 columns of the first 19 rows at 80×24).
    fn board(&self) -> Vec<String> {
        let parser = self.screen.lock().unwrap();
        parser.screen().rows(0, 37).take(19).collect()
    }

    fn resize(&mut self, cols: u16, rows: u16) {
        self.master.resize(size(cols, rows)).unwrap();
        let mut parser = self.screen.lock().unwrap();
        parser.screen_mut().set_size(nonzero(rows), nonzero(cols));
    }

    /// Waits for the process to end and checks that the terminal is back to normal.
    fn assert_exits_restored(&mut self) -> portable_pty::ExitStatus {
        let start = Instant::now();
        let status = loop {
            if let Some(status) = self.child.try_wait().unwrap() {
                break status;
            }
            assert!(start.elapsed() < PATIENCE, "stepdoku did not exit");
            thread::sleep(Duration::from_millis(20));
        };
        // let the reader drain what was written last
        thread::sleep(Duration::from_millis(200));
        let parser = self.screen.lock().unwrap();
        let screen = parser.screen();
        assert!(!screen.alternate_screen(), "still on the alternate screen");
        assert!(!screen.hide_cursor(), "the cursor is still hidden");
        assert_eq!(
            screen.mouse_protocol_mode(),
            vt100::MouseProtocolMode::None,
            "the mouse is still captured"
        );
        status
    }
}

impl Drop for Tui {
    fn drop(&mut self) {
        let _ = self.child.kill();
    }
}

fn nonzero(n: u16) -> NonZeroU16 {
    NonZeroU16::new(n).expect("a terminal size is not zero")
}

fn size(cols: u16, rows: u16) -> PtySize {
    PtySize {
        rows,
        cols,
        pixel_width: 0,
        pixel_height: 0,
    }
}

fn puzzle_file(dir: &Path) -> String {
    let path = dir.join("p85.txt");
    std::fs::write(&path, format!("{P85}\n")).unwrap();
    path.to_str().unwrap().to_string()
}

#[test]
fn steps_back_to_the_same_board_changes_speed_shows_help_and_quits_cleanly() {
    let dir = tempfile::tempdir().unwrap();
    let file = puzzle_file(dir.path());
    let mut tui = Tui::start(&[&file, "--paused", "--delay", "50"], &[]);
    tui.wait_text("Step 0");
    assert!(tui.text().contains("paused"));

    tui.press(RIGHT, 3);
    tui.wait_text("Step 3");
    let board_at_3 = tui.board();
    tui.press(RIGHT, 2);
    tui.wait_text("Step 5");
    assert_ne!(tui.board(), board_at_3, "steps 4 and 5 place digits");
    tui.press(LEFT, 2);
    tui.wait_text("Step 3");
    assert_eq!(tui.board(), board_at_3);

    tui.press("+", 1);
    tui.wait_text("Delay 25 ms");
    tui.press("-", 2);
    tui.wait_text("Delay 100 ms");

    tui.press("?", 1);
    tui.wait_text("one step forward");
    tui.press("\x1b", 1);
    tui.wait_for("the help to close", |t| !t.contains("one step forward"));
    tui.wait_text("Step 3");

    tui.press("q", 1);
    let status = tui.assert_exits_restored();
    assert!(status.success(), "{status:?}");
}

#[test]
fn plays_by_default_and_a_click_on_the_timeline_seeks() {
    let dir = tempfile::tempdir().unwrap();
    let file = puzzle_file(dir.path());
    let mut tui = Tui::start(&[&file, "--delay", "1"], &[]);
    tui.wait_text("playing");
    tui.press(" ", 1);
    tui.wait_text("paused");
    // the framed timeline's track is on row 21, columns 2..=79 (1-based)
    tui.send("\x1b[<0;2;21M\x1b[<0;2;21m");
    tui.wait_text("Step 0");
    tui.send("\x1b[<65;40;10M"); // wheel down: one step forward
    tui.wait_text("Step 1");
    tui.press("\x03", 1); // Ctrl-C
    tui.assert_exits_restored();
}

#[test]
fn a_small_terminal_says_what_it_needs_and_recovers() {
    let mut tui = Tui::start(&["--paused"], &[]);
    tui.wait_text("python_pretty.txt #1/1");
    tui.resize(50, 15);
    tui.wait_text("Terminal too small");
    tui.resize(100, 30);
    tui.wait_text("Step 0");
    tui.press("q", 1);
    tui.assert_exits_restored();
}

#[test]
fn sigterm_restores_the_terminal() {
    let mut tui = Tui::start(&["--delay", "0"], &[]);
    tui.wait_text("Step");
    let pid = tui.child.process_id().expect("a pid");
    let killed = std::process::Command::new("kill")
        .args(["-TERM", &pid.to_string()])
        .status()
        .unwrap();
    assert!(killed.success());
    let status = tui.assert_exits_restored();
    assert!(!status.success());
}

#[test]
fn a_panic_restores_the_terminal_and_prints_its_message() {
    if !cfg!(debug_assertions) {
        return; // the panic key exists in debug builds only
    }
    let mut tui = Tui::start(
        &["--paused"],
        &[("STEPDOKU_TEST_PANIC", "1"), ("RUST_BACKTRACE", "0")],
    );
    tui.wait_text("Step 0");
    tui.send("\x1b[24~"); // F12
    let status = tui.assert_exits_restored();
    assert!(!status.success());
    assert!(tui.text().contains("STEPDOKU_TEST_PANIC"), "{}", tui.text());
}

#[test]
fn a_terminal_that_hangs_up_ends_the_process() {
    let pair = native_pty_system().openpty(size(80, 24)).unwrap();
    let mut cmd = CommandBuilder::new(env!("CARGO_BIN_EXE_stepdoku"));
    cmd.args(["--paused"]);
    cmd.env("TERM", "xterm-256color");
    let mut child = pair.slave.spawn_command(cmd).unwrap();
    drop(pair.slave);
    // read until the first screen is up, then let go of the reader: once the master is
    // dropped too, no descriptor of the terminal's master side is left and the kernel hangs up
    let mut reader = pair.master.try_clone_reader().unwrap();
    let (ready_tx, ready_rx) = std::sync::mpsc::channel();
    thread::spawn(move || {
        let mut parser = vt100::Parser::new(nonzero(24), nonzero(80), 0);
        let mut buf = [0u8; 8192];
        while let Ok(n) = reader.read(&mut buf) {
            if n == 0 {
                break;
            }
            parser.process(&buf[..n]);
            if parser.screen().contents().contains("Step 0") {
                let _ = ready_tx.send(());
                break;
            }
        }
    });
    ready_rx
        .recv_timeout(PATIENCE)
        .expect("the first screen appears");
    drop(pair.master);
    let start = Instant::now();
    while child.try_wait().unwrap().is_none() {
        if start.elapsed() > Duration::from_secs(10) {
            let _ = child.kill();
            panic!("stepdoku still runs after its terminal hung up");
        }
        thread::sleep(Duration::from_millis(50));
    }
}
