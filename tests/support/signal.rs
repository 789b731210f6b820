//! A signal sent to a running stepdoku once it is ready for it, for the tests of interrupted
//! runs. Nothing is sent after a fixed wait: the process must first catch the signal (its
//! handler installed, as `/proc/PID/status` shows), and the test may wait for more: what it
//! printed, the processor time its search has taken, a file it made. Each sign has a deadline.
//! Linux only: the signs are read in `/proc`, and the signal is sent with `kill`. The test
//! including this file includes `support/wait.rs` beside it, as `wait`.
#![allow(dead_code)]

use super::wait;

use super::wait::PATIENCE;
use std::io::Read;
use std::process::{Child, ChildStdin, Command, Output, Stdio};
use std::sync::{Arc, Mutex};
use std::thread::JoinHandle;
use std::time::Duration;

/// Processor time that no start-up of stepdoku comes near (it reads and parses a puzzle file in
/// a few milliseconds): a process that has spent this much is searching.
pub const SEARCHING: Duration = Duration::from_millis(250);

/// What a stream of the process has printed so far, gathered by a thread of its own so that a
/// full pipe never holds the process up.
struct Gathered {
    text: Arc<Mutex<Vec<u8>>>,
    reader: Option<JoinHandle<()>>,
}

impl Gathered {
    fn gather(mut stream: impl Read + Send + 'static) -> Gathered {
        let text = Arc::new(Mutex::new(Vec::new()));
        let sink = Arc::clone(&text);
        let reader = std::thread::spawn(move || {
            let mut buf = [0u8; 8192];
            while let Ok(n @ 1..) = stream.read(&mut buf) {
                sink.lock().unwrap().extend_from_slice(&buf[..n]);
            }
        });
        Gathered {
            text,
            reader: Some(reader),
        }
    }

    fn so_far(&self) -> String {
        String::from_utf8_lossy(&self.text.lock().unwrap()).into_owned()
    }

    /// Everything, once the stream has closed.
    fn whole(&mut self) -> Vec<u8> {
        if let Some(reader) = self.reader.take() {
            reader.join().unwrap();
        }
        std::mem::take(&mut self.text.lock().unwrap())
    }
}

/// `stepdoku ARGS` running, its output gathered as it comes.
pub struct Running {
    child: Child,
    stdout: Gathered,
    stderr: Gathered,
}

impl Running {
    /// Starts `stepdoku ARGS` with nothing on its standard input.
    pub fn start(args: &[&str]) -> Running {
        Running::spawn(args, Stdio::null())
    }

    /// Starts `stepdoku ARGS` reading a pipe, whose writing end is returned.
    pub fn reading_a_pipe(args: &[&str]) -> (Running, ChildStdin) {
        let mut running = Running::spawn(args, Stdio::piped());
        let stdin = running.child.stdin.take().unwrap();
        (running, stdin)
    }

    fn spawn(args: &[&str], stdin: Stdio) -> Running {
        let mut child = super::run::bin()
            .args(args)
            .stdin(stdin)
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap();
        let stdout = Gathered::gather(child.stdout.take().unwrap());
        let stderr = Gathered::gather(child.stderr.take().unwrap());
        Running {
            child,
            stdout,
            stderr,
        }
    }

    pub fn pid(&self) -> u32 {
        self.child.id()
    }

    /// Waits until `sign` holds, failing if the process ends first or after [`PATIENCE`].
    pub fn until(mut self, what: &str, mut sign: impl FnMut(&Running) -> bool) -> Running {
        let seen = wait::until(PATIENCE, || {
            if sign(&self) {
                return Some(true);
            }
            self.child.try_wait().unwrap().map(|_| false)
        });
        let (how, stdout, stderr) = match seen {
            Some(true) => return self,
            // it printed all it will: the streams are read to their end
            Some(false) => {
                let text = |bytes: Vec<u8>| String::from_utf8_lossy(&bytes).into_owned();
                (
                    "ended",
                    text(self.stdout.whole()),
                    text(self.stderr.whole()),
                )
            }
            None => ("went on", self.stdout.so_far(), self.stderr.so_far()),
        };
        panic!("stepdoku {how} before {what}\n--- stdout:\n{stdout}\n--- stderr:\n{stderr}")
    }

    /// Waits until the process catches `signal` (`-INT`, `-TERM` or `-HUP`): its handler is
    /// installed, so the signal now reaches stepdoku's code instead of ending the process.
    pub fn catching(self, signal: &str) -> Running {
        let what = format!("a handler of {signal} was installed");
        self.until(&what, |running| catches(running.pid(), signal))
    }

    /// Waits until what the process printed on standard output satisfies `ready`.
    pub fn printed(self, what: &str, ready: impl Fn(&str) -> bool) -> Running {
        self.until(what, |running| ready(&running.stdout.so_far()))
    }

    /// Waits until the process has spent `cpu` of processor time on all its threads; with
    /// [`SEARCHING`], proof that its search is under way.
    pub fn busy_for(self, cpu: Duration) -> Running {
        let what = format!("{cpu:?} of processor time");
        self.until(&what, |running| processor_time(running.pid()) >= cpu)
    }

    /// Sends `signal` with `kill`.
    pub fn send(&self, signal: &str) {
        let pid = self.pid().to_string();
        let status = Command::new("kill").args([signal, &pid]).status().unwrap();
        assert!(status.success(), "kill {signal} {pid}");
    }

    /// Waits until `signal`, sent, is pending for the process no more: a thread of it has
    /// taken it, which runs the handler on its way back from the kernel. A signal is
    /// delivered when the thread the kernel picks next runs, which on a loaded machine may
    /// come after another thread has acted on what the test did after sending it (read the
    /// end of a pipe, say).
    pub fn delivered(self, signal: &str) -> Running {
        let what = format!("{signal} was delivered");
        let bit = 1 << (number(signal) - 1);
        self.until(&what, |running| pending(running.pid()) & bit == 0)
    }

    /// Waits until no thread of the process is running (each sleeps, blocked in a read or
    /// a wait), or it has ended: after [`Running::delivered`], proof that the thread that
    /// took the signal has run its handler to the end, so that the flag it raises is up
    /// before the test acts again (closes a pipe, say) and another thread reacts to that.
    pub fn settled(mut self) -> Running {
        let seen = wait::until(PATIENCE, || {
            let ended = self.child.try_wait().unwrap().is_some();
            (ended || all_waiting(self.pid())).then_some(())
        });
        assert!(seen.is_some(), "stepdoku kept a thread running");
        self
    }

    /// Waits for the process to end, sent `signal`: a run that ignored it would go on for
    /// minutes, so it is killed after [`PATIENCE`] and the test fails. How long the stop took
    /// is not asserted.
    pub fn ended(mut self, signal: &str) -> Output {
        let status = wait::until(PATIENCE, || self.child.try_wait().unwrap());
        let Some(status) = status else {
            // killed as it is dropped
            panic!("stepdoku did not stop on {signal}");
        };
        Output {
            status,
            stdout: self.stdout.whole(),
            stderr: self.stderr.whole(),
        }
    }

    /// Sends `signal` and returns what the process printed once it has ended.
    pub fn signal(self, signal: &str) -> Output {
        self.send(signal);
        self.ended(signal)
    }
}

impl Drop for Running {
    /// A test that failed while the process ran leaves no search behind it.
    fn drop(&mut self) {
        if let Ok(None) = self.child.try_wait() {
            let _ = self.child.kill();
            let _ = self.child.wait();
        }
    }
}

/// Runs `stepdoku ARGS` and sends it `signal` as soon as it catches it, before its work may
/// have started: for the tests in which any moment after that gives the same result.
pub fn signalled(args: &[&str], signal: &str) -> Output {
    Running::start(args).catching(signal).signal(signal)
}

/// The signal's number on Linux.
fn number(signal: &str) -> u32 {
    match signal {
        "-HUP" => 1,
        "-INT" => 2,
        "-TERM" => 15,
        other => panic!("no number for {other}"),
    }
}

/// Whether process `pid` catches `signal` (`-INT`, `-TERM` or `-HUP`): a handler of its own
/// is installed.
pub fn catches(pid: u32, signal: &str) -> bool {
    caught(pid) & (1 << (number(signal) - 1)) != 0
}

/// The signals process `pid` catches: the `SigCgt` mask of `/proc/PID/status` (bit N-1 for
/// signal N); none once the process is gone.
fn caught(pid: u32) -> u64 {
    signal_mask(&format!("/proc/{pid}/status"), "SigCgt:")
}

/// The signal mask `field` (`SigCgt:`, `ShdPnd:`, …) of the status file at `path`, in hex
/// there (bit N-1 for signal N); none once the process or thread is gone.
fn signal_mask(path: &str, field: &str) -> u64 {
    let status = std::fs::read_to_string(path).unwrap_or_default();
    status
        .lines()
        .find_map(|line| line.strip_prefix(field))
        .map_or(0, |mask| u64::from_str_radix(mask.trim(), 16).unwrap())
}

/// The signals pending for process `pid`, for the process (`ShdPnd` of `/proc/PID/status`) or
/// for any of its threads (`SigPnd` of each `/proc/PID/task/TID/status`); none once it is gone.
/// Whether every thread of process `pid` is asleep (`S`) or in an uninterruptible wait
/// (`D`): field 3 of `/proc/PID/task/TID/stat`, after the command's closing parenthesis.
fn all_waiting(pid: u32) -> bool {
    let Ok(threads) = std::fs::read_dir(format!("/proc/{pid}/task")) else {
        return false;
    };
    threads.flatten().all(|thread| {
        let stat = std::fs::read_to_string(thread.path().join("stat")).unwrap_or_default();
        let state = stat
            .rsplit_once(')')
            .and_then(|(_, rest)| rest.trim_start().chars().next());
        matches!(state, Some('S' | 'D'))
    })
}

fn pending(pid: u32) -> u64 {
    let threads = std::fs::read_dir(format!("/proc/{pid}/task"))
        .into_iter()
        .flatten();
    threads.flatten().fold(
        signal_mask(&format!("/proc/{pid}/status"), "ShdPnd:"),
        |all, thread| {
            let path = thread.path().join("status");
            all | signal_mask(&path.to_string_lossy(), "SigPnd:")
        },
    )
}

/// The processor time process `pid` has spent, user and system, all threads together: fields
/// 14 and 15 of `/proc/PID/stat`, in clock ticks (`USER_HZ`, 100 a second on Linux).
fn processor_time(pid: u32) -> Duration {
    let Ok(stat) = std::fs::read_to_string(format!("/proc/{pid}/stat")) else {
        return Duration::ZERO;
    };
    // the command name, in parentheses, may hold spaces: the fields are counted after it
    let fields: Vec<&str> = stat[stat.rfind(')').unwrap() + 2..].split(' ').collect();
    let ticks: u64 = fields[11].parse::<u64>().unwrap() + fields[12].parse::<u64>().unwrap();
    Duration::from_millis(ticks * 10)
}
