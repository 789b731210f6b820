//! The asciicast v2 file: a JSON header line, then one `[time, "o", data]` line per frame.
//! It is written beside its destination under a temporary name and renamed into place only
//! when complete, so a failed recording leaves no half-written file.

use super::partial::PartialFile;
use std::io::{self, Write};
use std::path::Path;
use std::time::Duration;
use stepdoku::json::push_string;

/// A cast being written.
pub struct CastFile {
    file: PartialFile,
}

impl CastFile {
    /// Starts the cast of a `width` × `height` screen that will end up at `out`.
    pub fn create(out: &Path, width: u16, height: u16) -> io::Result<CastFile> {
        let mut file = PartialFile::create(out)?;
        writeln!(
            file,
            r#"{{"version":2,"width":{width},"height":{height},"env":{{"TERM":"xterm-256color"}}}}"#
        )?;
        Ok(CastFile { file })
    }

    /// Adds what the terminal received `at` this time from the start.
    pub fn frame(&mut self, at: Duration, data: &str) -> io::Result<()> {
        let mut line = format!("[{}.{:06},\"o\",", at.as_secs(), at.subsec_micros());
        push_string(&mut line, data);
        line.push_str("]\n");
        self.file.write_all(line.as_bytes())
    }

    /// Completes the file and puts it in place.
    pub fn finish(self) -> io::Result<()> {
        self.file.finish()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::fs;

    #[test]
    fn writes_a_header_and_frames_then_renames() {
        let dir = tempfile::tempdir().unwrap();
        let out = dir.path().join("demo.cast");
        let mut cast = CastFile::create(&out, 100, 30).unwrap();
        assert!(!out.exists(), "only the finished file takes the name");
        cast.frame(Duration::ZERO, "\x1b[1;1Hhi").unwrap();
        cast.frame(Duration::from_millis(1500), "\"ok\"\n").unwrap();
        cast.finish().unwrap();
        let text = fs::read_to_string(&out).unwrap();
        assert_eq!(
            text,
            "{\"version\":2,\"width\":100,\"height\":30,\"env\":{\"TERM\":\"xterm-256color\"}}\n\
             [0.000000,\"o\",\"\\u001b[1;1Hhi\"]\n\
             [1.500000,\"o\",\"\\\"ok\\\"\\n\"]\n"
        );
        assert_eq!(fs::read_dir(dir.path()).unwrap().count(), 1, "no leftovers");
    }

    #[test]
    fn an_unfinished_cast_leaves_nothing() {
        let dir = tempfile::tempdir().unwrap();
        let out = dir.path().join("demo.cast");
        let mut cast = CastFile::create(&out, 80, 24).unwrap();
        cast.frame(Duration::ZERO, "x").unwrap();
        drop(cast);
        assert_eq!(fs::read_dir(dir.path()).unwrap().count(), 0);
    }

    #[test]
    fn a_missing_folder_is_an_error_at_once() {
        let dir = tempfile::tempdir().unwrap();
        let out = dir.path().join("no").join("demo.cast");
        let err = CastFile::create(&out, 80, 24).err().expect("an error");
        assert_eq!(err.kind(), io::ErrorKind::NotFound, "{err}");
        assert!(!dir.path().join("no").exists(), "no folder made");
    }

    #[test]
    fn a_path_without_a_file_name_is_refused() {
        let dir = tempfile::tempdir().unwrap();
        let err = CastFile::create(&dir.path().join(".."), 80, 24)
            .err()
            .expect("an error");
        assert_eq!(err.kind(), io::ErrorKind::InvalidInput);
        assert_eq!(err.to_string(), "not a file name");
    }
}
