//! What differs between operating systems, kept in one place: how a request to stop reaches
//! stepdoku from outside the key stream.
//!
//! On Unix that is SIGINT, SIGTERM and SIGHUP, watched with `signal-hook`; a visualizer ended
//! by one of them restores the terminal and then ends as the signal would have, so the parent
//! sees how it ended. Elsewhere (Windows) it is Ctrl-C, Ctrl-Break and closing the console
//! window, through the `ctrlc` crate; the visualizer then restores the console and exits
//! with status 130. Everything outside this module is the same on every platform.

#[cfg(unix)]
mod unix;
#[cfg(unix)]
pub use unix::{END_OF_INPUT, Termination, on_interrupt};

#[cfg(not(unix))]
mod console;
#[cfg(not(unix))]
pub use console::{END_OF_INPUT, Termination, on_interrupt};

use std::time::Duration;

/// How long the visualizer's loop has to end after a termination request before the watcher
/// ends the process itself: the loop notices within a frame or an idle wait (250 ms), but a
/// terminal that hung up can leave crossterm spinning on its input forever.
pub const GRACE: Duration = Duration::from_secs(1);

/// `dir` made absolute, links resolved, for the file picker, in the form people type:
/// Windows' `canonicalize` answers in the verbatim form `\\?\C:\Users\…`, shown here as
/// `C:\Users\…`. Where it cannot be resolved (removed meanwhile), `dir` as it is.
pub fn resolved_dir(dir: &std::path::Path) -> std::path::PathBuf {
    std::fs::canonicalize(dir).map_or_else(|_| dir.to_path_buf(), |full| without_verbatim(&full))
}

/// `path` without a `\\?\` prefix in front of a drive letter (`\\?\C:\x` → `C:\x`); any
/// other path unchanged (a verbatim UNC or device path needs its prefix).
fn without_verbatim(path: &std::path::Path) -> std::path::PathBuf {
    let text = path.to_string_lossy();
    match text.strip_prefix(r"\\?\") {
        Some(rest) if has_drive(rest) => std::path::PathBuf::from(rest),
        _ => path.to_path_buf(),
    }
}

/// Whether `text` starts with a drive letter and a colon, as `C:\`.
fn has_drive(text: &str) -> bool {
    let mut chars = text.chars();
    matches!((chars.next(), chars.next()), (Some(letter), Some(':')) if letter.is_ascii_alphabetic())
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::path::{MAIN_SEPARATOR, Path};

    #[test]
    fn verbatim_drive_paths_are_shown_as_typed() {
        let shown = |p: &str| {
            without_verbatim(Path::new(p))
                .to_string_lossy()
                .into_owned()
        };
        assert_eq!(shown(r"\\?\C:\Users\ada\puzzles"), r"C:\Users\ada\puzzles");
        assert_eq!(shown(r"\\?\d:\"), r"d:\");
        // a verbatim UNC path needs its prefix; Unix paths are left alone
        assert_eq!(shown(r"\\?\UNC\server\share"), r"\\?\UNC\server\share");
        assert_eq!(shown("/home/ada/puzzles"), "/home/ada/puzzles");
    }

    #[test]
    fn resolved_dirs_use_the_platform_separator_and_survive_missing_folders() {
        let dir = tempfile::tempdir().unwrap();
        let nested = dir.path().join("a").join("b");
        std::fs::create_dir_all(&nested).unwrap();
        let shown = resolved_dir(&nested.join("..").join("b"));
        assert!(shown.is_absolute());
        let text = shown.to_string_lossy().into_owned();
        assert!(text.ends_with(&format!("a{MAIN_SEPARATOR}b")), "{text}");
        assert!(!text.contains(".."), "{text}");
        let gone = dir.path().join("gone");
        assert_eq!(resolved_dir(&gone), gone);
    }
}
