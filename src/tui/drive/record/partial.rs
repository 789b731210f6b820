//! A file written beside its destination under a temporary name and renamed into place only
//! when complete, so that a failed recording leaves no half-written file.

use std::fs::{self, File};
use std::io::{self, BufWriter, Write};
use std::path::{Path, PathBuf};

/// A file being written.
pub struct PartialFile {
    out: PathBuf,
    temp: PathBuf,
    writer: Option<BufWriter<File>>,
}

impl PartialFile {
    /// Starts the file that will end up at `out`.
    pub fn create(out: &Path) -> io::Result<PartialFile> {
        let name = out
            .file_name()
            .ok_or_else(|| io::Error::new(io::ErrorKind::InvalidInput, "not a file name"))?;
        let temp = out.with_file_name(format!(
            ".{}.{}.partial",
            name.to_string_lossy(),
            std::process::id()
        ));
        let writer = BufWriter::new(File::create(&temp)?);
        Ok(PartialFile {
            out: out.to_path_buf(),
            temp,
            writer: Some(writer),
        })
    }

    /// Completes the file and puts it in place.
    pub fn finish(mut self) -> io::Result<()> {
        if let Some(writer) = self.writer.take() {
            let file = writer
                .into_inner()
                .map_err(io::IntoInnerError::into_error)?;
            file.sync_all()?;
            fs::rename(&self.temp, &self.out)?;
        }
        Ok(())
    }
}

impl Write for PartialFile {
    fn write(&mut self, bytes: &[u8]) -> io::Result<usize> {
        match &mut self.writer {
            Some(writer) => writer.write(bytes),
            None => Ok(bytes.len()),
        }
    }

    fn flush(&mut self) -> io::Result<()> {
        match &mut self.writer {
            Some(writer) => writer.flush(),
            None => Ok(()),
        }
    }
}

impl Drop for PartialFile {
    fn drop(&mut self) {
        // not finished: nothing half-written stays behind
        if self.writer.take().is_some() {
            let _ = fs::remove_file(&self.temp);
        }
    }
}
