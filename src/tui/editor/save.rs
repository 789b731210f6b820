//! Saving the editor's puzzle: one 81-character line appended to a file, which is created if
//! need be. Only regular files are written (a named pipe would block the screen).

use std::fs::{self, OpenOptions};
use std::io::{self, ErrorKind, Write};
use std::path::Path;

/// Why the puzzle could not be saved, in words.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SaveError(pub String);

/// Appends `line` to the file at `path` as a line of its own (after a line break if the file
/// does not end with one); returns the 1-based line it is on.
pub fn append(path: &Path, line: &str) -> Result<usize, SaveError> {
    if path.as_os_str().is_empty() {
        return Err(SaveError("no file named".into()));
    }
    let existing = match fs::metadata(path) {
        Ok(meta) if meta.is_dir() => return Err(SaveError("is a folder".into())),
        Ok(meta) if !meta.is_file() => return Err(SaveError("not a regular file".into())),
        Ok(_) => fs::read(path).map_err(|e| words(&e))?,
        Err(e) if e.kind() == ErrorKind::NotFound => Vec::new(),
        Err(e) => return Err(words(&e)),
    };
    let file = OpenOptions::new()
        .create(true)
        .append(true)
        .open(path)
        .map_err(|e| words(&e))?;
    write_after(file, &existing, line).map_err(|e| words(&e))
}

/// Writes `line` to `out`, which holds `existing`, as a line of its own; returns its number.
fn write_after(mut out: impl Write, existing: &[u8], line: &str) -> io::Result<usize> {
    let ends_open = existing.last().is_some_and(|&b| b != b'\n');
    let before = existing.iter().filter(|&&b| b == b'\n').count() + usize::from(ends_open);
    let mut text = String::with_capacity(line.len() + 2);
    if ends_open {
        text.push('\n');
    }
    text.push_str(line);
    text.push('\n');
    out.write_all(text.as_bytes())?;
    out.flush()?;
    Ok(before + 1)
}

/// An I/O error as the popup says it.
pub fn words(error: &io::Error) -> SaveError {
    SaveError(match error.kind() {
        ErrorKind::PermissionDenied => "permission denied".into(),
        ErrorKind::NotFound => "no such folder".into(),
        ErrorKind::IsADirectory => "is a folder".into(),
        ErrorKind::NotADirectory => "part of the path is not a folder".into(),
        ErrorKind::StorageFull => "the disk is full".into(),
        ErrorKind::ReadOnlyFilesystem => "the file system is read-only".into(),
        _ => format!("cannot write: {error}"),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    const LINE: &str =
        "85...24..72......9..4.........1.7..23.5...9...4...........8..7..17..........36.4.";

    #[test]
    fn creates_then_appends_line_by_line() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("mine.txt");
        assert_eq!(append(&path, LINE), Ok(1));
        assert_eq!(append(&path, LINE), Ok(2));
        assert_eq!(
            fs::read_to_string(&path).unwrap(),
            format!("{LINE}\n{LINE}\n")
        );
    }

    #[test]
    fn a_last_line_without_its_break_stays_whole() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("open.txt");
        fs::write(&path, "# mine\nfirst").unwrap();
        assert_eq!(append(&path, LINE), Ok(3));
        assert_eq!(
            fs::read_to_string(&path).unwrap(),
            format!("# mine\nfirst\n{LINE}\n")
        );
    }

    #[test]
    fn folders_missing_folders_and_no_name_are_refused() {
        let dir = tempfile::tempdir().unwrap();
        assert_eq!(
            append(dir.path(), LINE),
            Err(SaveError("is a folder".into()))
        );
        let missing = dir.path().join("nowhere").join("x.txt");
        assert_eq!(
            append(&missing, LINE),
            Err(SaveError("no such folder".into()))
        );
        assert_eq!(
            append(Path::new(""), LINE),
            Err(SaveError("no file named".into()))
        );
    }

    /// Takes nothing: a disk with no room left.
    struct Full;

    impl Write for Full {
        fn write(&mut self, _: &[u8]) -> io::Result<usize> {
            Err(io::Error::from(ErrorKind::StorageFull))
        }
        fn flush(&mut self) -> io::Result<()> {
            Ok(())
        }
    }

    #[test]
    fn a_full_disk_is_reported() {
        let error = write_after(Full, b"", LINE).unwrap_err();
        assert_eq!(words(&error), SaveError("the disk is full".into()));
    }

    #[cfg(unix)]
    #[test]
    fn a_file_without_permission_is_reported() {
        use std::os::unix::fs::PermissionsExt;
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("locked.txt");
        fs::write(&path, "").unwrap();
        fs::set_permissions(&path, fs::Permissions::from_mode(0o444)).unwrap();
        if fs::OpenOptions::new().append(true).open(&path).is_ok() {
            return; // running as root: permissions do not stop it
        }
        assert_eq!(
            append(&path, LINE),
            Err(SaveError("permission denied".into()))
        );
        assert_eq!(fs::read_to_string(&path).unwrap(), "");
    }
}
