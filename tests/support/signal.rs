//! A signal sent to a running stepdoku, for the tests of interrupted runs. Unix only: `kill`.

use std::process::{Command, Output, Stdio};
use std::time::Duration;

/// Runs stepdoku with `args`, sends it `signal` with `kill` once `after` has passed (its work
/// under way), and returns what it printed. Its stop is waited for with a deadline, since a
/// run that ignored the signal would go on for minutes; how long it took is not asserted.
pub fn signalled(args: &[&str], signal: &str, after: Duration) -> Output {
    let child = Command::new(env!("CARGO_BIN_EXE_stepdoku"))
        .args(args)
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    std::thread::sleep(after);
    let pid = child.id().to_string();
    let status = Command::new("kill").args([signal, &pid]).status().unwrap();
    assert!(status.success());
    // reading its output meanwhile, so that a full pipe cannot hold it up
    let (done, output) = std::sync::mpsc::channel();
    std::thread::spawn(move || done.send(child.wait_with_output().unwrap()));
    output
        .recv_timeout(Duration::from_secs(30))
        .unwrap_or_else(|_| {
            let _ = Command::new("kill").args(["-KILL", &pid]).status();
            panic!("stepdoku did not stop on {signal}")
        })
}
