//! The real `stepdoku` binary in a pseudo-terminal: keys in, screen out (read through a vt100
//! emulator), and the terminal restored however the program ends: the main screen back, the
//! cursor shown, the mouse released and the line discipline out of raw mode (asked of `stty`
//! in the same terminal after the binary has ended).
//!
//! Unix only: the terminal's state is read with `stty`, signals are sent with `kill`, and the
//! Windows console (ConPTY) has neither a line discipline to check nor signals to send.
#![cfg(unix)]

use portable_pty::{Child, CommandBuilder, MasterPty, PtySize, SlavePty, native_pty_system};
use std::io::{Read, Write};
use std::num::NonZeroU16;
use std::path::Path;
use std::sync::{Arc, Mutex};
use std::thread;
use std::time::{Duration, Instant};

const P85: &str =
    "85...24..72......9..4.........1.7..23.5...9...4...........8..7..17..........36.4.";
/// norvig_top95 #41: 272 million events to its solution, seconds of play at full speed.
const P41: &str =
    "...5.1....9....8...6.......4.1..........7..9........3.8.....1.5...2..4.....36....";

/// How long any expected screen may take to appear (generous: CI machines are slow).
const PATIENCE: Duration = Duration::from_secs(30);

const RIGHT: &str = "\x1b[C";
const LEFT: &str = "\x1b[D";

/// The binary running in a pseudo-terminal, its output fed to a vt100 screen.
struct Tui {
    screen: Arc<Mutex<vt100::Parser>>,
    master: Box<dyn MasterPty + Send>,
    /// Kept open so that `stty` can be run in the terminal after the binary has ended.
    slave: Box<dyn SlavePty + Send>,
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
            slave: pair.slave,
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

    /// Resizes the emulated screen, then the terminal, with the screen locked in between: the
    /// program's first frame at the new size is then always read at the new size.
    fn resize(&mut self, cols: u16, rows: u16) {
        let mut parser = self.screen.lock().unwrap();
        parser.screen_mut().set_size(nonzero(rows), nonzero(cols));
        self.master.resize(size(cols, rows)).unwrap();
    }

    /// Waits for the process to end and checks that the terminal is back to normal; returns
    /// how it ended and the screen it left.
    fn assert_exits_restored(&mut self) -> (portable_pty::ExitStatus, String) {
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
        let left = screen.contents();
        drop(parser);
        self.assert_cooked_mode();
        (status, left)
    }

    /// Sends the process a signal (`-TERM`) with `kill`.
    fn signal(&self, signal: &str) {
        let pid = self.child.process_id().expect("a pid");
        let killed = std::process::Command::new("kill")
            .args([signal, &pid.to_string()])
            .status()
            .unwrap();
        assert!(killed.success(), "kill {signal} {pid}");
    }

    /// Sends `key` and checks that the binary quits successfully and restores the terminal.
    fn quits_cleanly_on(&mut self, key: &str) {
        self.press(key, 1);
        let (status, _) = self.assert_exits_restored();
        assert!(status.success(), "{status:?}");
    }

    /// Runs `stty -a` in the terminal and checks that line editing, echo and signal keys are
    /// on again (raw mode turns all three off).
    fn assert_cooked_mode(&mut self) {
        self.screen.lock().unwrap().process(b"\x1b[2J\x1b[H");
        let mut cmd = CommandBuilder::new("stty");
        cmd.arg("-a");
        let mut stty = self.slave.spawn_command(cmd).expect("stty starts");
        let status = stty.wait().expect("stty ends");
        assert!(status.success(), "stty -a failed");
        // `extproc` is the last flag stty prints
        let text = self.wait_for("the output of stty", |t| t.contains("extproc"));
        let flags: Vec<&str> = text.split([' ', ';', '\n']).collect();
        for flag in ["icanon", "echo", "isig"] {
            assert!(
                flags.contains(&flag),
                "`{flag}` is off: the terminal is still raw\n{text}"
            );
        }
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

    tui.quits_cleanly_on("q");
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

/// Sends `signal` to a visualizer at full speed and checks the handler's path: the terminal
/// restored, then the process ended by that same signal (`strsignal`'s `name`), as the README
/// says. Without the handler the signal would end it with the terminal left in raw mode on
/// the alternate screen.
fn ends_restored_by(signal: &str, name: &str) {
    let mut tui = Tui::start(&["--delay", "0"], &[]);
    tui.wait_text("Step");
    tui.signal(signal);
    let (status, _) = tui.assert_exits_restored();
    assert_eq!(status.signal(), Some(name), "{status:?}");
}

#[test]
fn sigterm_restores_the_terminal_then_ends_by_sigterm() {
    ends_restored_by("-TERM", "Terminated");
}

#[test]
fn sighup_restores_the_terminal_then_ends_by_sighup() {
    ends_restored_by("-HUP", "Hangup");
}

#[test]
#[cfg_attr(
    not(debug_assertions),
    ignore = "the panic key exists in debug builds only"
)]
fn a_panic_restores_the_terminal_and_prints_its_message() {
    let mut tui = Tui::start(
        &["--paused"],
        &[("STEPDOKU_TEST_PANIC", "1"), ("RUST_BACKTRACE", "0")],
    );
    tui.wait_text("Step 0");
    tui.send("\x1b[24~"); // F12
    let (status, left) = tui.assert_exits_restored();
    assert!(!status.success());
    assert!(left.contains("STEPDOKU_TEST_PANIC"), "{left}");
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

/// The 272-million-event search playing at full speed (`--delay 0`) in an 80×24 terminal, its
/// step counter seen moving; the folder of its puzzle file lives as long as the returned guard.
fn playing_at_full_speed(env: &[(&str, &str)]) -> (tempfile::TempDir, Tui) {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("p41.txt");
    std::fs::write(&path, format!("{P41}\n")).unwrap();
    let tui = Tui::start(&[path.to_str().unwrap(), "--delay", "0"], env);
    tui.wait_for("full-speed play", |t| {
        t.contains("playing") && t.contains("Delay max")
    });
    still_playing(&tui);
    (dir, tui)
}

/// Waits until the step counter has moved past what it showed, proof that play goes on.
fn still_playing(tui: &Tui) {
    let step = |t: &str| {
        t.split("Step")
            .nth(1)
            .and_then(|rest| rest.split_whitespace().next())
            .map(|n| n.replace(',', ""))
    };
    let before = step(&tui.text());
    tui.wait_for("the step counter to move", |t| {
        t.contains("playing") && step(t) != before
    });
}

#[test]
fn ctrl_c_at_full_speed_quits_cleanly() {
    let (_dir, mut tui) = playing_at_full_speed(&[]);
    tui.quits_cleanly_on("\x03");
}

#[test]
fn sigterm_at_full_speed_restores_the_terminal() {
    let (_dir, mut tui) = playing_at_full_speed(&[]);
    tui.signal("-TERM");
    let (status, _) = tui.assert_exits_restored();
    assert_eq!(status.signal(), Some("Terminated"), "{status:?}");
}

#[test]
#[cfg_attr(
    not(debug_assertions),
    ignore = "the panic key exists in debug builds only"
)]
fn a_panic_at_full_speed_restores_the_terminal() {
    let env = [("STEPDOKU_TEST_PANIC", "1"), ("RUST_BACKTRACE", "0")];
    let (_dir, mut tui) = playing_at_full_speed(&env);
    tui.send("\x1b[24~"); // F12
    let (status, _) = tui.assert_exits_restored();
    assert!(!status.success());
}

#[test]
fn shrinking_to_10x5_at_full_speed_and_back_redraws_the_board() {
    let (_dir, mut tui) = playing_at_full_speed(&[]);
    tui.resize(10, 5);
    tui.wait_text("10×5 now");
    tui.resize(80, 24);
    tui.wait_for("the board again", |t| {
        t.contains("Step") && t.contains("Empty")
    });
    still_playing(&tui);
    tui.quits_cleanly_on("q");
}

#[test]
fn a_flood_of_keys_at_full_speed_leaves_it_answering() {
    let (_dir, mut tui) = playing_at_full_speed(&[]);
    // every binding but quit and open, arrows and stray bytes too, 4,000 keys in one burst
    let keys: [&str; 26] = [
        " ", "l", "h", "+", "-", "g", "G", "b", "B", "d", "D", "n", "N", "s", "r", "[", "]", "?",
        "j", "k", "\x1b", RIGHT, LEFT, "\x1b[5~", "x", "\x7f",
    ];
    let mut state = 0x9e37_79b9_u32;
    let mut burst = String::new();
    for _ in 0..4000 {
        state ^= state << 13;
        state ^= state >> 17;
        state ^= state << 5;
        burst.push_str(keys[state as usize % keys.len()]);
    }
    tui.send(&burst);
    thread::sleep(Duration::from_millis(300));
    // then, a key at a time: close whatever is open, back to row-major, to the start, full
    // speed, play
    tui.press("\x1b", 3);
    for _ in 0..3 {
        if tui.text().contains("row-major") {
            break;
        }
        tui.press("s", 1);
        thread::sleep(Duration::from_millis(200));
    }
    tui.press("g", 1);
    tui.press("+", 12);
    tui.wait_for("the player answering", |t| {
        t.contains("row-major") && t.contains("Step 0") && t.contains("Delay max")
    });
    tui.send(" ");
    still_playing(&tui);
    tui.quits_cleanly_on("\x03");
}
