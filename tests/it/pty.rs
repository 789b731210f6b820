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

use crate::support::fixtures;
use fixtures::P41;
use fixtures::P85;

use crate::support::wait;
use wait::PATIENCE;

#[cfg(target_os = "linux")]
use crate::support::signal;

use crate::support::help;

/// Esc as the kitty keyboard protocol sends it (`CSI 27 u`): unlike a lone ESC byte, it cannot
/// merge with the next key when both arrive in one read.
const ESC: &str = "\x1b[27u";
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
        let mut cmd = in_a_terminal(env!("CARGO_BIN_EXE_stepdoku"));
        cmd.args(args);
        for (k, v) in env {
            cmd.env(k, v);
        }
        Tui::spawn(cmd)
    }

    /// Starts `stepdoku ARGS` in an 80×24 terminal, in the working directory `dir`.
    fn start_in(dir: &Path, args: &[&str]) -> Tui {
        let mut cmd = in_a_terminal(env!("CARGO_BIN_EXE_stepdoku"));
        cmd.args(args);
        cmd.cwd(dir);
        Tui::spawn(cmd)
    }

    /// Runs a command line as `shell` runs it, in an 80×24 terminal.
    fn start_line(shell: &help::Shell, line: &str) -> Tui {
        let mut cmd = in_a_terminal("bash");
        cmd.args(["-o", "pipefail", "-c", line]);
        cmd.cwd(shell.dir.path());
        cmd.env("PATH", help::Shell::path());
        cmd.env("HOME", shell.dir.path());
        Tui::spawn(cmd)
    }

    fn spawn(cmd: CommandBuilder) -> Tui {
        let pair = native_pty_system()
            .openpty(size(80, 24))
            .expect("a pseudo-terminal");
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
            wait::between_keys();
        }
    }

    fn text(&self) -> String {
        self.screen.lock().unwrap().screen().contents()
    }

    /// Waits until the screen satisfies `ready`, failing with the screen after [`PATIENCE`].
    fn wait_for(&self, what: &str, ready: impl Fn(&str) -> bool) -> String {
        wait::until(PATIENCE, || Some(self.text()).filter(|text| ready(text))).unwrap_or_else(
            || {
                let text = self.text();
                panic!("waited {PATIENCE:?} for {what}; the screen:\n{text}")
            },
        )
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
        self.assert_exits_restored_showing("")
    }

    /// As [`Tui::assert_exits_restored`], and waits for `last_words` (what the program
    /// prints after restoring the terminal, such as a panic's message) on the screen.
    fn assert_exits_restored_showing(
        &mut self,
        last_words: &str,
    ) -> (portable_pty::ExitStatus, String) {
        let status = wait::until(PATIENCE, || self.child.try_wait().unwrap())
            .expect("stepdoku did not exit");
        // the reader may still be feeding the emulator what was written last: poll for the
        // restored state, and say what is still wrong if it never comes
        let restored = |screen: &vt100::Screen| {
            let mut wrong = Vec::new();
            if screen.alternate_screen() {
                wrong.push("still on the alternate screen");
            }
            if screen.hide_cursor() {
                wrong.push("the cursor is still hidden");
            }
            if screen.mouse_protocol_mode() != vt100::MouseProtocolMode::None {
                wrong.push("the mouse is still captured");
            }
            if !screen.contents().contains(last_words) {
                wrong.push("the last words are not on the screen");
            }
            wrong
        };
        let left = wait::until(PATIENCE, || {
            let parser = self.screen.lock().unwrap();
            restored(parser.screen())
                .is_empty()
                .then(|| parser.screen().contents())
        })
        .unwrap_or_else(|| {
            let wrong = restored(self.screen.lock().unwrap().screen());
            panic!("{}", wrong.join(", "))
        });
        self.assert_cooked_mode();
        (status, left)
    }

    /// In the editor: `w`, then `path` typed over the prompt's `./` (the working folder; the
    /// tests' files are elsewhere), then Enter. Waits for the remark that it is line 1 of a
    /// new file, and returns what the file holds.
    fn save_new(&mut self, path: &Path) -> String {
        self.press("w", 1);
        self.wait_text("Save to:");
        self.wait_text("./▏");
        self.press("\x7f", 2);
        let path = path.to_str().expect("a UTF-8 path");
        self.send(path);
        self.wait_text(&format!("{path}▏"));
        self.press("\r", 1);
        self.wait_text("line 1");
        std::fs::read_to_string(path).unwrap()
    }

    /// Sends the process a signal (`-TERM`) with `kill`, once it catches it. A drawn screen
    /// already says so (the visualizer installs its handlers before it takes the terminal);
    /// on Linux `/proc` is asked too.
    fn signal(&self, signal: &str) {
        let pid = self.child.process_id().expect("a pid");
        #[cfg(target_os = "linux")]
        assert!(
            wait::until(PATIENCE, || signal::catches(pid, signal).then_some(())).is_some(),
            "stepdoku never caught {signal}"
        );
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

/// `program` to run in the emulated terminal: an xterm, in colour unless the test asks.
fn in_a_terminal(program: &str) -> CommandBuilder {
    let mut cmd = CommandBuilder::new(program);
    cmd.env("TERM", "xterm-256color");
    cmd.env("STEPDOKU_CONFIG", crate::support::run::CONFIG);
    cmd.env_remove("NO_COLOR");
    cmd
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

/// The probes run in the background from the start: while the search plays, the panel
/// comes to show the whole tree's estimate with its interval and the time to go.
#[test]
fn the_tree_estimate_appears_while_playing() {
    let dir = tempfile::tempdir().unwrap();
    let file = puzzle_file(dir.path());
    let mut tui = Tui::start(&[&file, "--delay", "50"], &[]);
    tui.wait_text("tree: probing…");
    let shown = tui.wait_text("at this speed");
    assert!(shown.contains("tree ≈ "), "{shown}");
    assert!(shown.contains("whole tree in "), "{shown}");
    assert!(shown.contains("playing"), "{shown}");
    tui.quits_cleanly_on("q");
}

/// An f-puzzles file opens in the visualizer like any other: its title is the label, its
/// regions drawn (issue 54).
#[test]
fn an_f_puzzles_file_opens_in_the_visualizer() {
    let file = crate::support::run::puzzle_path("fpuzzles/jigsaw.json");
    let mut tui = Tui::start(&[&file, "--paused"], &[]);
    let shown = tui.wait_text("Jigsaw by stepdoku");
    assert!(shown.contains("jigsaw.json #1/1"), "{shown}");
    assert!(
        tui.board()[3].contains("┃ · ┃ · ┃ 6 ┃"),
        "{:?}",
        tui.board()
    );
    tui.quits_cleanly_on("q");
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
    tui.wait_text("Delay 20 ms");
    tui.press("-", 2);
    tui.wait_text("Delay 100 ms");

    tui.press("?", 1);
    tui.wait_text("one step forward");
    tui.press("\x1b", 1);
    tui.wait_for("the help to close", |t| !t.contains("one step forward"));
    tui.wait_text("Step 3");

    tui.quits_cleanly_on("q");
}

/// A config binding keys of an AZERTY keyboard's digit row, unshifted, to type 1, 2 and 9
/// (issue 56): in the editor they type those digits, `1` no longer does, and the line under
/// the board names the keys as bound.
#[test]
fn digits_bound_to_other_keys_type_them_in_the_editor() {
    let dir = tempfile::tempdir().unwrap();
    let config = dir.path().join("config.toml");
    let keys = "[keys.editor]\ntype-1 = \"&\"\ntype-2 = \"é\"\ntype-9 = \"ç\"\n";
    std::fs::write(&config, keys).unwrap();
    let file = puzzle_file(dir.path());
    let env = [("STEPDOKU_CONFIG", config.to_str().unwrap())];
    let mut tui = Tui::start(&[&file, "--paused"], &env);
    tui.wait_text("Step 0");
    tui.press("E", 1);
    tui.wait_text("type & é 3–8 ç or .");
    for key in ["&", "é", "1", "ç"] {
        tui.press(key, 1);
    }
    tui.wait_text("Givens 3");
    let row = &tui.board()[1];
    assert!(row.starts_with("┃ 1 │ 2 │ 9 ┃ · │"), "{row}");
    tui.press(ESC, 2);
    tui.wait_text("Step 0");
    tui.quits_cleanly_on("q");
}

/// `i` writes the screen as it stands to an SVG in the working directory, named by the
/// puzzle's file and the step, and the remark says so.
#[test]
fn i_writes_the_screen_to_an_svg_in_the_working_directory() {
    let dir = tempfile::tempdir().unwrap();
    let file = puzzle_file(dir.path());
    let mut tui = Tui::start_in(dir.path(), &[&file, "--paused", "--delay", "50"]);
    tui.wait_text("Step 0");
    tui.press(RIGHT, 3);
    tui.wait_text("Step 3");
    tui.press("i", 1);
    tui.wait_text("stepdoku-p85-step-3.svg");
    let svg = std::fs::read_to_string(dir.path().join("stepdoku-p85-step-3.svg")).unwrap();
    assert!(svg.starts_with("<svg "), "{svg}");
    assert!(svg.contains(">p85.txt #1/1"), "the puzzle's name: {svg}");
    assert!(svg.contains("│      Step </text>"), "{svg}");
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
    // back to the start, then exactly 40 steps explored and the cursor on the last
    tui.press("g", 1);
    tui.wait_for("step 0", |t| step_shown(t) == Some(0));
    let explored = explored_shown(&tui.text());
    tui.press("l", 40.max(explored as usize));
    let at = 40.max(explored);
    tui.wait_for("the last step", |t| step_shown(t) == Some(at));
    let explored = explored_shown(&tui.text());
    // the framed timeline's track is on row 21, columns 2..=79 (1-based): 78 columns, the
    // middle one (40) is offset 38 of 77, so the click lands on round(38/77 of explored)
    tui.send("\x1b[<0;40;21M\x1b[<0;40;21m");
    let expected = (38 * explored + 38) / 77;
    assert!(
        expected > 0 && expected < at,
        "a real seek: {expected} of {at}"
    );
    tui.wait_for("the clicked step", |t| step_shown(t) == Some(expected));
    tui.send("\x1b[<65;40;10M"); // wheel down: one step forward
    tui.wait_for("one step on", |t| step_shown(t) == Some(expected + 1));
    tui.press("\x03", 1); // Ctrl-C
    tui.assert_exits_restored();
}

/// The number after `Step ` in the panel, whole (so `Step 1` never matches `Step 10`).
fn step_shown(text: &str) -> Option<u64> {
    number_after(text, "Step ")
}

/// The number in the timeline's `N steps so far` or `N steps in all`.
fn explored_shown(text: &str) -> u64 {
    let line = text
        .lines()
        .find(|l| l.contains("steps so far") || l.contains("steps in all"))
        .expect("the timeline's frame");
    let words: Vec<&str> = line.split_whitespace().collect();
    let at = words.iter().position(|w| *w == "steps").unwrap();
    words[at - 1].replace(',', "").parse().expect("a count")
}

fn number_after(text: &str, label: &str) -> Option<u64> {
    // the panel groups digits: `Step 272,185,900`
    let rest = &text[text.find(label)? + label.len()..];
    let digits: String = rest
        .chars()
        .take_while(|c| c.is_ascii_digit() || *c == ',')
        .filter(char::is_ascii_digit)
        .collect();
    digits.parse().ok()
}

#[test]
fn standard_input_typed_at_a_terminal_says_how_to_end_it() {
    let mut tui = Tui::start(&["solve", "-", "--format", "line"], &[]);
    tui.wait_text("stepdoku: reading puzzles from standard input; end with Ctrl-D");
    tui.send(&format!("{P85}\n\x04"));
    tui.wait_text(
        "859612437723854169164379528986147352375268914241593786432981675617425893598736241",
    );
    let (status, _) = tui.assert_exits_restored();
    assert!(status.success(), "{status:?}");
}

/// Resident memory of process `pid`, in KiB (Linux's `/proc`).
#[cfg(target_os = "linux")]
fn resident_kib(pid: u32) -> u64 {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).unwrap();
    let line = status.lines().find(|l| l.starts_with("VmRSS:")).unwrap();
    line.split_whitespace().nth(1).unwrap().parse().unwrap()
}

/// The endless search of a blank grid (random digits: countless solutions) run to its end
/// twice: the run stops at the solution cap, says so, and memory stops growing.
#[cfg(target_os = "linux")]
#[test]
fn an_endless_search_run_to_the_end_stops_at_the_cap_in_bounded_memory() {
    let dir = tempfile::tempdir().unwrap();
    let blank = dir.path().join("blank.txt");
    std::fs::write(&blank, ".".repeat(81)).unwrap();
    let args = [
        blank.to_str().unwrap(),
        "--strategy",
        "random",
        "--seed",
        "5",
    ];
    let mut tui = Tui::start(&[&args[..], &["--delay", "5"]].concat(), &[]);
    tui.wait_text("playing");
    tui.send("\x1b[F"); // End: the first solution
    tui.wait_text("solved");
    tui.send("\x1b[F"); // End again: on to the cap
    tui.wait_text("stopped at solution 1,000");
    let pid = tui.child.process_id().unwrap();
    let before = resident_kib(pid);
    // End once more goes nowhere; n goes on one solution at a time
    tui.send("\x1b[F");
    tui.wait_text("End stops at solution 1,000");
    tui.press("n", 20);
    // all done: the twentieth solution shown, and nothing searched past the step it is on
    tui.wait_for("solution 1,020, the search idle on it", |t| {
        t.contains("Solutions 1,020") && step_shown(t) == Some(explored_shown(t))
    });
    let after = resident_kib(pid);
    assert!(
        after < before + 1024,
        "resident memory grew from {before} KiB to {after} KiB"
    );
    tui.quits_cleanly_on("q");
}

#[test]
fn no_color_draws_without_colours_and_keeps_the_attributes() {
    let colours = |env: &[(&str, &str)]| {
        let mut tui = Tui::start(&["--paused"], env);
        tui.wait_text("Step 0");
        tui.press("l", 30);
        tui.wait_for("step 30", |t| step_shown(t) == Some(30));
        let (coloured, attributes) = {
            let parser = tui.screen.lock().unwrap();
            let screen = parser.screen();
            let (rows, cols) = screen.size();
            let (rows, cols) = (rows.get(), cols.get());
            let cells: Vec<vt100::Cell> = (0..rows)
                .flat_map(|r| (0..cols).map(move |c| (r, c)))
                .filter_map(|(r, c)| screen.cell(r, c).cloned())
                .collect();
            let default = vt100::Color::Default;
            (
                cells
                    .iter()
                    .filter(|c| c.fgcolor() != default || c.bgcolor() != default)
                    .count(),
                cells
                    .iter()
                    .filter(|c| c.bold() || c.inverse() || c.underline())
                    .count(),
            )
        };
        tui.quits_cleanly_on("q");
        (coloured, attributes)
    };
    let (coloured, _) = colours(&[]);
    assert!(coloured > 0, "colours without NO_COLOR");
    let (coloured, attributes) = colours(&[("NO_COLOR", "1")]);
    assert_eq!(coloured, 0, "no cell coloured under NO_COLOR");
    assert!(
        attributes > 0,
        "bold, reverse and underline carry the meaning"
    );
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
    // the panic's message comes after the restore
    let (status, _) = tui.assert_exits_restored_showing("STEPDOKU_TEST_PANIC");
    // 101 is Rust's exit status for a panic: the process ended by the panic, not otherwise
    assert_eq!(status.exit_code(), 101, "{status:?}");
}

#[test]
fn a_terminal_that_hangs_up_ends_the_process() {
    let pair = native_pty_system().openpty(size(80, 24)).unwrap();
    let mut cmd = in_a_terminal(env!("CARGO_BIN_EXE_stepdoku"));
    cmd.args(["--paused"]);
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
    if wait::until(PATIENCE, || child.try_wait().unwrap()).is_none() {
        let _ = child.kill();
        panic!("stepdoku still runs after its terminal hung up");
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
    let (status, _) = tui.assert_exits_restored_showing("STEPDOKU_TEST_PANIC");
    assert_eq!(status.exit_code(), 101, "{status:?}");
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
    // every binding but quit and open, arrows and stray bytes too, in one burst. Esc is sent
    // in its CSI-u form: a lone ESC read together with what follows is Alt plus that key, or
    // the start of an escape sequence that crossterm waits to see completed (after `ESC [ ?`
    // it swallows every key until a `u` or `c`), which no typist produces. The burst and the
    // keys after it stay under 1,024 bytes: crossterm reads 1,024 bytes at a time and, on
    // its edge-triggered poll, leaves what is left after a full read unread until more input
    // arrives (seen here with bursts of 2 KiB: the last keys waited for the next key press)
    let keys: [&str; 26] = [
        " ", "l", "h", "+", "-", "g", "G", "b", "B", "d", "D", "n", "N", "s", "r", "[", "]", "?",
        "j", "k", ESC, RIGHT, LEFT, "\x1b[5~", "x", "\x7f",
    ];
    let mut state = 0x9e37_79b9_u32;
    let mut burst = String::new();
    while burst.len() < 960 {
        state ^= state << 13;
        state ^= state >> 17;
        state ^= state << 5;
        burst.push_str(keys[state as usize % keys.len()]);
    }
    tui.send(&burst);
    // then, a key at a time: close whatever is open, and open the picker, which the burst
    // cannot: once it shows, every key of the burst has been handled (keys are read in order)
    tui.press(ESC, 3);
    tui.press("o", 1);
    tui.wait_text("Open a puzzle file");
    tui.press(ESC, 1);
    tui.wait_for("the picker closed", |t| !t.contains("Open a puzzle file"));
    // back to row-major, each press seen before the next
    for _ in 0..4 {
        let screen = tui.text();
        if screen.contains("Strategy row-major") {
            break;
        }
        let before = screen
            .lines()
            .find(|l| l.contains("Strategy"))
            .map(str::to_owned);
        tui.press("s", 1);
        tui.wait_for("the next strategy", |t| {
            t.lines()
                .find(|l| l.contains("Strategy"))
                .map(str::to_owned)
                != before
        });
    }
    // full speed, and play if it is paused
    tui.press("+", 12);
    let screen = tui.wait_for("full speed", |t| t.contains("Delay max"));
    if !screen.contains("playing") {
        tui.send(" ");
    }
    still_playing(&tui);
    tui.quits_cleanly_on("\x03");
}

/// Text as a terminal pastes it with bracketed paste on.
fn pasted(text: &str) -> String {
    format!("\x1b[200~{text}\x1b[201~")
}

#[test]
fn the_editor_takes_a_paste_checks_it_live_saves_it_and_hands_it_to_the_player() {
    let dir = tempfile::tempdir().unwrap();
    let file = puzzle_file(dir.path());
    let mut tui = Tui::start(&[&file, "--paused"], &[]);
    tui.wait_text("Puzzle");
    tui.press("E", 1);
    tui.wait_text("Givens 0");
    // the PHP example's layout, pasted
    let rows: Vec<String> = P85
        .as_bytes()
        .chunks(9)
        .map(|row| {
            let cells: Vec<String> = row
                .iter()
                .map(|&b| {
                    if b == b'.' {
                        "0".into()
                    } else {
                        (b as char).to_string()
                    }
                })
                .collect();
            cells.join(", ")
        })
        .collect();
    tui.send(&pasted(&format!("$field = array({});", rows.join(",\n"))));
    tui.wait_text("Givens 22");
    tui.wait_text("unique");
    // 8 at r1c3 repeats r1c1's 8: marked at once, and Enter is refused
    tui.press(RIGHT, 2);
    tui.press("8", 1);
    tui.wait_text("conflict in row 1: 8 at r1c1 and r1c3");
    tui.press("\r", 1);
    tui.wait_text("not started");
    assert!(tui.text().contains("Edit"), "still in the editor");
    // the cursor went on past the 8: back onto it, and empty it
    tui.press(LEFT, 1);
    tui.press("0", 1);
    tui.wait_for("the conflict cleared", |t| {
        !t.contains("conflict in") && t.contains("unique")
    });
    let saved = tui.save_new(&dir.path().join("mine.txt"));
    assert_eq!(saved, format!("{P85}\n"));
    // Enter: the player on the edited puzzle, which runs to its solution
    tui.press("\r", 1);
    tui.wait_text("edited #1/1");
    tui.press("G", 1);
    tui.wait_text("solved");
    tui.quits_cleanly_on("q");
}

/// The 81 cells of the editor's board at 80×24 as a puzzle line (`.` for an empty cell), or
/// `None` while the board is not (all) on screen.
fn grid_shown(text: &str) -> Option<String> {
    let lines: Vec<Vec<char>> = text.lines().map(|l| l.chars().collect()).collect();
    let mut grid = String::new();
    for row in 0..9 {
        for col in 0..9 {
            let c = *lines.get(1 + 2 * row)?.get(2 + 4 * col)?;
            grid.push(match c {
                '·' => '.',
                '1'..='9' => c,
                _ => return None,
            });
        }
    }
    Some(grid)
}

/// The name of the cell at `index` in reading order (`r1c1` for 0).
fn cell_name(index: usize) -> String {
    format!("r{}c{}", index / 9 + 1, index % 9 + 1)
}

/// Types `keys` into the editor one at a time, from the cell at `index`, waiting after each
/// for the screen to show it: the cell set and the cursor on the next one (on r9c9 it stays).
/// Returns where the cursor is.
fn type_cells(tui: &mut Tui, keys: &str, mut index: usize) -> usize {
    for key in keys.chars() {
        tui.send(&key.to_string());
        let want = if matches!(key, '.' | '0' | ' ') {
            '.'
        } else {
            key
        };
        let at = index;
        index = (index + 1).min(80);
        let cursor = format!("Cursor {}", cell_name(index));
        tui.wait_for(
            &format!("{key:?} typed into {} and {cursor}", cell_name(at)),
            |t| t.contains(&cursor) && grid_shown(t).and_then(|g| g.chars().nth(at)) == Some(want),
        );
    }
    index
}

/// Sends `key` and waits for the editor's board to read `grid` and its cursor to be on the
/// cell at `index`.
fn edit_to(tui: &mut Tui, key: &str, grid: &str, index: usize) {
    tui.send(key);
    let cursor = format!("Cursor {}", cell_name(index));
    tui.wait_for(&format!("{key:?}: the board {grid}, {cursor}"), |t| {
        t.contains(&cursor) && grid_shown(t).as_deref() == Some(grid)
    });
}

#[test]
fn a_puzzle_typed_into_the_editor_key_by_key_with_typos_fixed_by_backspace_is_that_puzzle() {
    const BACKSPACE: &str = "\x7f";
    let dir = tempfile::tempdir().unwrap();
    let file = puzzle_file(dir.path());
    let mut tui = Tui::start(&[&file, "--paused"], &[]);
    tui.wait_text("Puzzle");
    tui.press("E", 1);
    let blank = ".".repeat(81);
    tui.wait_for("a blank grid", |t| grid_shown(t).as_deref() == Some(&blank));
    assert!(tui.text().contains(" u undo "), "the footer shows undo");
    // the first 40 characters, dots included, then a typo: 7 for the `.` of r5c5
    let at = type_cells(&mut tui, &P85[..40], 0);
    assert_eq!(at, 40);
    let at = type_cells(&mut tui, "7", at);
    // Backspace takes back the 7 just typed and goes back to its cell
    edit_to(
        &mut tui,
        BACKSPACE,
        &format!("{}{}", &P85[..40], &blank[40..]),
        40,
    );
    let at = type_cells(&mut tui, &P85[40..80], at - 1);
    assert_eq!(at, 80, "on the last cell");
    // the last cell typed wrong: the cursor stays on it, and Backspace empties it
    type_cells(&mut tui, "3", at);
    let typo = format!("{}3", &P85[..80]);
    assert_eq!(grid_shown(&tui.text()).as_deref(), Some(typo.as_str()));
    edit_to(&mut tui, BACKSPACE, P85, 80);
    tui.send(&P85[80..]);
    // Ctrl-Z takes back the Backspace (the `.` changed nothing), Ctrl-Y makes it again
    edit_to(&mut tui, "\x1a", &typo, 80);
    edit_to(&mut tui, "\x19", P85, 80);
    // saved, the file holds that puzzle
    let saved = tui.save_new(&dir.path().join("typed.txt"));
    assert_eq!(saved, format!("{P85}\n"));
    tui.press("\r", 1);
    tui.wait_text("edited #1/1");
    tui.quits_cleanly_on("q");
}

/// A 16x16 in the editor: `E` opens a blank grid of its size, `g` sets 16 in the first cell,
/// which the board writes `G`, and the cursor goes on; Enter plays the edited puzzle, whose
/// board starts with that `G`.
#[test]
fn a_letter_typed_into_a_16x16_editor_is_on_the_board_and_played() {
    let mut tui = Tui::start(&["--grid", "16", "--paused"], &[]);
    tui.wait_text("Puzzle");
    tui.press("E", 1);
    tui.wait_text("From a blank grid");
    tui.send("g");
    let first_row = |t: &str| t.lines().nth(1).unwrap_or("").to_string();
    let shown = tui.wait_for("G in r1c1, the cursor on r1c2", |t| {
        t.contains("Cursor r1c2") && first_row(t).starts_with("┃ G · · ·")
    });
    assert!(shown.contains("Givens 1"), "{shown}");
    tui.press("\r", 1);
    let played = tui.wait_text("edited #1/1");
    assert!(first_row(&played).starts_with("┃ G "), "{played}");
    tui.quits_cleanly_on("q");
}

/// A 16x16 puzzle plays to its solution, its tree of guesses opens, and a letter typed into
/// the editor on the board lands there.
#[test]
fn a_16x16_plays_to_its_end_shows_its_tree_and_takes_a_letter() {
    let file = concat!(env!("CARGO_MANIFEST_DIR"), "/puzzles/sizes/16x16.txt");
    let args = [file, "--paused", "--strategy", "propagate"];
    let mut tui = Tui::start(&args, &[]);
    tui.wait_text("Puzzle 16x16.txt #1/5");
    tui.send("\x1b[F"); // End: the solution
    // `solve puzzles/sizes/16x16.txt --strategy propagate` takes 10,603 steps
    // the board's 21 rows, 41 columns (a frame may be caught half drawn: wait for all of it)
    let full = |t: &str| {
        let rows: Vec<String> = t
            .lines()
            .take(21)
            .map(|l| l.chars().take(41).collect())
            .collect();
        rows.len() == 21 && rows.iter().all(|row| !row.contains('·'))
    };
    let solved = tui.wait_for("the solution on a full board", |t| {
        t.contains("Step 10,603") && t.contains("solution 1") && full(t)
    });
    assert!(solved.contains("State solved"), "{solved}");
    tui.press("t", 1);
    // the whole search, once the panel has caught up with it
    tui.wait_text("10,603 steps ·");
    tui.press("\x1b", 1);
    tui.wait_for("the tree closed", |t| !t.contains("Tree of guesses"));
    tui.press("x", 1); // the board as it stands, in the editor
    tui.wait_text("Cursor r1c1");
    tui.send("\x1b[D"); // ← from r1c1 stays; Delete empties it, then a letter fills it
    tui.send("\x1b[3~");
    tui.send("a");
    let first_row = |t: &str| t.lines().nth(1).unwrap_or("").to_string();
    let typed = tui.wait_for("A in r1c1", |t| first_row(t).starts_with("┃ A "));
    assert!(typed.contains("Cursor r1c2"), "{typed}");
    // Esc twice leaves the editor without the change, and the solved board is back
    tui.press("\x1b", 1);
    tui.wait_text("Esc again");
    tui.press("\x1b", 1);
    tui.wait_text("Step 10,603");
    tui.quits_cleanly_on("q");
}

use crate::support::cast;

/// `screen` with the figures of the tree's estimate (`tree ≈ …`) left out.
fn without_estimate(screen: &str) -> String {
    let lines = screen.lines().map(|line| match line.find("tree ≈") {
        Some(at) => {
            let end = line[at..].find('│').map_or(line.len(), |k| at + k);
            format!("{}tree ≈ …{}", &line[..at], &line[end..])
        }
        None => line.to_string(),
    });
    lines.collect::<Vec<_>>().join("\n")
}

#[test]
fn record_writes_the_session_as_it_was_seen() {
    let dir = tempfile::tempdir().unwrap();
    let file = puzzle_file(dir.path());
    let out = dir.path().join("session.cast");
    let mut tui = Tui::start(&[&file, "--paused", "--record", out.to_str().unwrap()], &[]);
    tui.wait_text("Puzzle");
    tui.press("l", 3);
    let seen = tui.wait_text("Step 3");
    assert!(!out.exists(), "the cast takes its name only when complete");
    tui.quits_cleanly_on("q");
    let cast = cast::Cast::parse(&std::fs::read_to_string(&out).unwrap());
    assert_eq!((cast.width, cast.height), (80, 24));
    let times: Vec<f64> = cast.frames.iter().map(|f| f.0).collect();
    assert!(times.windows(2).all(|w| w[0] <= w[1]), "times go back");
    // the tree's estimate refines itself in the background while the player waits, so its
    // line may have moved on between the screen seen and the quit
    assert_eq!(
        without_estimate(&cast.final_screen()),
        without_estimate(&seen)
    );
    // a cast that cannot be written: said before the terminal is touched, exit 2
    let nowhere = dir.path().join("no").join("x.cast");
    let mut tui = Tui::start(&[&file, "--record", nowhere.to_str().unwrap()], &[]);
    let (status, left) = tui.assert_exits_restored_showing("cannot write");
    assert_eq!(status.exit_code(), 2, "{left}");
    assert!(left.contains("stepdoku: cannot write "), "{left}");
}

/// Lane `i`'s text on a row of the 80×24 race view (lanes are 19 columns wide, from column 2),
/// without the mark of the selected lane.
fn lane_cell(row: &str, i: usize) -> String {
    row.chars()
        .skip(2 + 19 * i)
        .take(18)
        .collect::<String>()
        .trim()
        .trim_start_matches("▸ ")
        .to_string()
}

/// The number after `Step` in each lane, by the 80×24 race view.
/// The four lanes' steps on the race's Step row; none while a frame is still arriving (the
/// row, or a count in it, drawn only in part).
fn race_steps(text: &str) -> Option<Vec<u64>> {
    let row = text.lines().find(|l| l.trim_start().starts_with("Step"))?;
    (0..4)
        .map(|i| {
            let cell = lane_cell(row, i);
            let digits: String = cell.chars().filter(char::is_ascii_digit).collect();
            digits.parse().ok()
        })
        .collect()
}

/// `solve --format json`'s `steps` for `strategy` with seed 5.
fn solve_steps(file: &str, strategy: &str) -> u64 {
    let out = crate::support::run::bin()
        .args([
            "solve",
            file,
            "--strategy",
            strategy,
            "--seed",
            "5",
            "--format",
            "json",
        ])
        .output()
        .unwrap();
    let text = String::from_utf8(out.stdout).unwrap();
    let at = text.find("\"steps\":").expect("steps") + 8;
    let digits: String = text[at..]
        .chars()
        .take_while(char::is_ascii_digit)
        .collect();
    digits.parse().unwrap()
}

#[test]
fn the_race_runs_every_board_to_its_solution_in_lockstep() {
    let dir = tempfile::tempdir().unwrap();
    let file = puzzle_file(dir.path());
    let mut tui = Tui::start(&["race", &file, "--seed", "5", "--delay", "0"], &[]);
    let lanes = ["row-major", "mrv", "random", "propagate"];
    let solved: Vec<u64> = lanes.iter().map(|name| solve_steps(&file, name)).collect();
    // the last frame can arrive in pieces, "race over" before the counts under it: wait for
    // it whole, each board at its first solution, where solve stops too
    let over = tui.wait_for("the race over, each board at solve's steps", |t| {
        t.contains("race over") && race_steps(t).as_ref() == Some(&solved)
    });
    let names_row = over
        .lines()
        .find(|l| l.contains("row-major") && l.contains("propagate") && !l.contains("race"))
        .expect("the lanes' names");
    let names: Vec<String> = (0..4).map(|i| lane_cell(names_row, i)).collect();
    assert_eq!(names, lanes);
    let steps = race_steps(&over).expect("the Step row");
    assert_eq!(steps, solved);
    // the places agree with solve's counts
    let mut by_steps: Vec<(u64, &str)> = solved.iter().copied().zip(lanes).collect();
    by_steps.sort();
    let places_row = over.lines().find(|l| l.contains("1st ·")).expect("places");
    for (place, (_, name)) in by_steps.iter().enumerate() {
        let lane = names.iter().position(|n| n == name).unwrap();
        let ordinal = ["1st", "2nd", "3rd", "4th"][place];
        assert!(
            lane_cell(places_row, lane).starts_with(ordinal),
            "{name}: {:?}",
            lane_cell(places_row, lane)
        );
    }
    // lockstep: one step back moves only the board still at the race's step
    tui.press("h", 1);
    let back = tui.wait_for("a step back", |t| {
        race_steps(t).is_some_and(|now| now[0] == steps[0] - 1)
    });
    assert_eq!(&race_steps(&back).expect("the Step row")[1..], &steps[1..]);
    tui.press("g", 1);
    tui.wait_for("every board at the start", |t| {
        race_steps(t) == Some(vec![0; 4])
    });
    tui.press("l", 3);
    tui.wait_for("every board at step 3", |t| {
        race_steps(t) == Some(vec![3; 4])
    });
    // Esc: back to the one board of the puzzle
    tui.send(ESC);
    tui.wait_text("Strategy");
    tui.quits_cleanly_on("q");
}

#[test]
fn p_asks_for_a_difficulty_and_plays_the_puzzle_it_generates() {
    let dir = tempfile::tempdir().unwrap();
    let file = puzzle_file(dir.path());
    let mut tui = Tui::start(&[&file, "--paused"], &[]);
    tui.wait_text("Step 0");
    tui.press("p", 1);
    tui.wait_text("which difficulty?");
    assert!(tui.text().contains("Esc close"), "{}", tui.text());
    tui.press(ESC, 1);
    tui.wait_for("the popup to close", |t| !t.contains("which difficulty?"));
    assert!(tui.text().contains("p85.txt"), "{}", tui.text());

    tui.press("p", 1);
    tui.wait_text("which difficulty?");
    tui.press("\x1b[B", 2); // ↓ ↓: hard
    tui.press("\r", 1);
    let text = tui.wait_text("generated hard #");
    assert!(!text.contains("which difficulty?"), "{text}");
    tui.wait_text("playing");
    tui.quits_cleanly_on("q");
}

/// The step of the `n`-th (1-based) first-level guess of `file`'s row-major search, read
/// from `trace` apart from the tree: the number of the `n`-th `place` line of the cell the
/// first line places (row-major tries every digit of its first empty cell at the first level).
fn first_level_step(file: &str, n: usize) -> u64 {
    let out = crate::support::run::bin()
        .args(["trace", file])
        .output()
        .unwrap();
    let text = String::from_utf8(out.stdout).unwrap();
    let first = text.lines().next().expect("a first line");
    let cell = first.split_whitespace().nth(1).expect("place CELL DIGIT");
    let prefix = format!("place {cell} ");
    let (line, _) = text
        .lines()
        .enumerate()
        .filter(|(_, l)| l.starts_with(&prefix))
        .nth(n - 1)
        .expect("that many first-level guesses");
    line as u64 + 1
}

#[test]
fn t_opens_the_tree_and_enter_jumps_to_the_highlighted_guess() {
    let dir = tempfile::tempdir().unwrap();
    let file = puzzle_file(dir.path());
    let mut tui = Tui::start(&[&file, "--paused", "--delay", "50"], &[]);
    tui.wait_text("Step 0");
    tui.press("G", 1);
    tui.wait_text("solved");
    tui.press("t", 1);
    // once the tree covers every step: the four digits row-major tries at r1c3, the
    // highlight on the solution's, the last
    let fourth = first_level_step(&file, 4);
    tui.wait_for("the whole tree, the fourth guess highlighted", |t| {
        t.contains("756,596 steps · ● holds step")
            && t.contains("Level 1 of 3: 4 guesses")
            && number_after(t, "Enter: to step ") == Some(fourth)
    });
    tui.press("k", 2);
    let second = first_level_step(&file, 2);
    tui.wait_for("the highlight two up, on the second guess", |t| {
        number_after(t, "Enter: to step ") == Some(second)
    });
    tui.press("\r", 1);
    // the panel closed, the player at the guess's step
    tui.wait_for("the player at the second guess's step", |t| {
        !t.contains("Tree of guesses") && step_shown(t) == Some(second)
    });
    tui.quits_cleanly_on("q");
}

/// The `--help` examples that open the visualizer or the race view, each typed in a terminal
/// as `tests/it/help_examples.rs` runs the others (`bash -o pipefail`, in a folder holding the
/// repository's `puzzles/`): the screen its help describes, then `q` quits with status 0 and
/// the terminal restored.
#[test]
fn every_help_example_that_needs_a_terminal_opens_and_quits_cleanly() {
    let shows: [(&str, &[&str]); 8] = [
        ("stepdoku", &["python_pretty.txt #1/1", "playing"]),
        (
            "stepdoku --index 7",
            &["norvig_hardest11.txt #1/11", "bundled, 7 of 1,670"],
        ),
        (
            "stepdoku puzzles/norvig_top95.txt --index 3 --strategy mrv",
            &["norvig_top95.txt #3/95", "Strategy mrv", "playing"],
        ),
        (
            "stepdoku puzzles/norvig_top95.txt --index 41 --delay 0 --paused",
            &["norvig_top95.txt #41/95", "paused", "Delay max"],
        ),
        (
            "stepdoku race puzzles/norvig_top95.txt --index 41",
            &["racing · norvig_top95", "#41/95 · delay 50 ms", "row-major"],
        ),
        ("stepdoku race", &["racing · python_pretty", "#1/1", "mrv"]),
        (
            "stepdoku puzzles/variants/killer.txt --strategy propagate",
            &["killer.txt #1/2", "Strategy propagate", "playing"],
        ),
        (
            "stepdoku race puzzles/norvig_top95.txt --index 41 --delay 0",
            &["racing · norvig_top95", "#41/95 · delay max", "propagate"],
        ),
    ];
    let mut examples: Vec<String> = help::examples()
        .into_iter()
        .filter(|e| help::needs_a_terminal(&e.line))
        .map(|e| e.line)
        .collect();
    let mut listed: Vec<String> = shows.iter().map(|(line, _)| line.to_string()).collect();
    examples.sort();
    listed.sort();
    assert_eq!(
        examples, listed,
        "every example that needs a terminal, here"
    );
    for (line, texts) in shows {
        let shell = help::Shell::new();
        let mut tui = Tui::start_line(&shell, line);
        tui.wait_for(line, |t| texts.iter().all(|text| t.contains(text)));
        tui.quits_cleanly_on("q");
    }
}

#[test]
fn c_composes_a_strategy_plays_it_and_races_it_against_the_player_s() {
    const DOWN: &str = "\x1b[B";
    let dir = tempfile::tempdir().unwrap();
    let file = puzzle_file(dir.path());
    let mut tui = Tui::start(&[&file, "--paused"], &[]);
    tui.wait_text("Step 0");
    tui.press("C", 1);
    tui.wait_text("Compose a strategy");
    // ↓ mrv, → digits, ↓ ↓ lcv, → inference, ↓ fc
    tui.press(DOWN, 1);
    tui.press(RIGHT, 1);
    tui.press(DOWN, 2);
    tui.press(RIGHT, 1);
    tui.press(DOWN, 1);
    tui.wait_text("strategy mrv+lcv+fc");
    tui.press("\r", 1);
    let text = tui.wait_for("the player on mrv+lcv+fc", |t| {
        t.contains("Strategy mrv+lcv+fc") && !t.contains("Compose a strategy")
    });
    assert!(text.contains("Step 0"), "{text}");

    // again on the player's mrv+lcv+fc: ↓ degree, then raced against it
    tui.press("C", 1);
    tui.wait_text("R race against mrv+lcv+fc");
    tui.press(DOWN, 1);
    tui.wait_text("strategy degree+lcv+fc");
    tui.press("R", 1);
    let text = tui.wait_for("the race of both", |t| {
        t.contains("paused · p85.txt") && t.contains(" degree+lcv+fc") && t.contains(" mrv+lcv+fc")
    });
    assert!(!text.contains("Compose a strategy"), "{text}");
    tui.quits_cleanly_on("q");
}

/// The words of the race view's line of counters of lane `name` (`▸ mrv+lcv  5  3  0  paused`).
fn lane_line<'a>(text: &'a str, name: &str) -> Option<Vec<&'a str>> {
    let named = |l: &&str| {
        ["▸ ", "  "]
            .iter()
            .any(|m| l.starts_with(&format!("{m}{name} ")))
    };
    let line = text.lines().find(named)?;
    Some(line.split_whitespace().collect())
}

#[test]
fn c_in_the_race_view_adds_a_lane_from_step_0_and_x_removes_the_selected_one() {
    const DOWN: &str = "\x1b[B";
    let dir = tempfile::tempdir().unwrap();
    let file = puzzle_file(dir.path());
    let mut tui = Tui::start(&["race", &file, "--seed", "5", "--paused"], &[]);
    tui.wait_text("paused · p85.txt");
    tui.press("l", 5);
    tui.wait_for("every board at step 5", |t| {
        race_steps(t) == Some(vec![5; 4])
    });
    // ↓ selects mrv; C composes from it: mrv races already
    tui.press(DOWN, 1);
    tui.wait_text("▸ mrv");
    tui.press("C", 1);
    tui.wait_text("mrv races already: change a part");
    // → digits, ↓ ↓ lcv: the fifth lane
    tui.press(RIGHT, 1);
    tui.press(DOWN, 2);
    tui.wait_text("Enter add it as the 5th lane");
    tui.press("\r", 1);
    let text = tui.wait_text("mrv+lcv joins the race: all lanes from step 0");
    // five lanes at 80×24: row-major's board, then a line for each of the others, mrv+lcv's
    // selected, every one at step 0
    for name in ["mrv", "random", "propagate", "mrv+lcv"] {
        let words = lane_line(&text, name).unwrap_or_else(|| panic!("{name}:\n{text}"));
        let counts: Vec<&str> = words
            .iter()
            .skip_while(|w| **w != name)
            .skip(1)
            .take(3)
            .copied()
            .collect();
        assert_eq!(counts, ["0", "0", "0"], "{name}:\n{text}");
    }
    assert!(text.contains("▸ mrv+lcv "), "{text}");
    let board_step = |t: &str| {
        let row = t.lines().find(|l| l.contains("┃ Step "))?;
        row.split_whitespace().last()?.parse::<u64>().ok()
    };
    assert_eq!(board_step(&text), Some(0), "row-major's board:\n{text}");
    // it races with the others: five steps on, all at step 5
    tui.press("l", 5);
    let text = tui.wait_for("mrv+lcv at step 5", |t| {
        lane_line(t, "mrv+lcv").is_some_and(|w| w.get(2) == Some(&"5"))
    });
    assert_eq!(board_step(&text), Some(5), "row-major's board:\n{text}");
    // x removes it, the others stay where they stand
    tui.press("x", 1);
    let text = tui.wait_text("mrv+lcv left the race");
    assert!(lane_line(&text, "mrv+lcv").is_none(), "{text}");
    tui.wait_for("the four again at step 5", |t| {
        t.lines().any(|l| l.trim_start().starts_with("Step")) && race_steps(t) == Some(vec![5; 4])
    });
    tui.quits_cleanly_on("q");
}

/// A config file in `dir` holding `text`, as `STEPDOKU_CONFIG` names it.
fn config_file(dir: &Path, text: &str) -> String {
    let path = dir.join("config.toml");
    std::fs::write(&path, text).unwrap();
    path.to_str().unwrap().to_string()
}

/// With the vim preset, `$` and `0` go to the end and back to the start, `l` steps, Space
/// plays and pauses, the help lists the preset's keys beside the table's, and `q` quits.
#[test]
fn the_vim_preset_plays_steps_and_quits() {
    let dir = tempfile::tempdir().unwrap();
    let file = puzzle_file(dir.path());
    let config = config_file(dir.path(), "[keys]\npreset = \"vim\"\n");
    let mut tui = Tui::start(
        &[&file, "--paused", "--delay", "1"],
        &[("STEPDOKU_CONFIG", &config)],
    );
    tui.wait_text("Step 0");
    tui.press("$", 1);
    // the 85 puzzle's row-major search finds its solution past step 1,000
    tui.wait_for("the solution", |t| step_shown(t).is_some_and(|s| s > 1000));
    tui.press("0", 1);
    tui.wait_for("step 0", |t| step_shown(t) == Some(0));
    tui.press("l", 3);
    tui.wait_for("step 3", |t| step_shown(t) == Some(3));
    tui.press(" ", 1);
    tui.wait_text("playing");
    tui.press(" ", 1);
    tui.wait_text("paused");
    tui.press("?", 1);
    let help = tui.wait_text("Home g 0");
    assert!(help.contains("End G $"), "{help}");
    tui.press(ESC, 1);
    tui.wait_for("the help to close", |t| !t.contains("Home g 0"));
    tui.quits_cleanly_on("q");
}

/// A config that moves quit to `Q`: the footer says so, `q` does nothing, `Q` quits.
#[test]
fn a_rebound_key_shows_in_the_footer_and_works() {
    let dir = tempfile::tempdir().unwrap();
    let file = puzzle_file(dir.path());
    let config = config_file(dir.path(), "[keys.player]\nquit = \"Q\"\n");
    let mut tui = Tui::start(&[&file, "--paused"], &[("STEPDOKU_CONFIG", &config)]);
    let shown = tui.wait_text("Q quit");
    assert!(!shown.contains("q quit"), "{shown}");
    tui.press("q", 1);
    tui.press(RIGHT, 1);
    tui.wait_for("step 1, still running", |t| step_shown(t) == Some(1));
    tui.quits_cleanly_on("Q");
}
