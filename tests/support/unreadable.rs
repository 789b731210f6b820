//! A file the test process may not read, for tests of the "permission denied" error. Shared by
//! `tests/it/cli_faults.rs`, `tests/it/parse.rs` and the visualizer's unit tests (included by path,
//! under `#[cfg(unix)]`: file modes and `/proc` are Unix's).

use std::os::unix::fs::PermissionsExt;
use std::path::Path;

/// Makes `path` a file this process may not read: mode 000, or, for a user whom file modes do
/// not stop (root), a link to a kernel file that refuses reading to everyone.
pub fn unreadable_file(path: &Path) {
    std::fs::write(path, ".".repeat(81)).unwrap();
    std::fs::set_permissions(path, std::fs::Permissions::from_mode(0o000)).unwrap();
    if std::fs::File::open(path).is_ok() {
        std::fs::remove_file(path).unwrap();
        std::os::unix::fs::symlink("/proc/sys/vm/drop_caches", path).unwrap();
    }
    assert!(
        std::fs::File::open(path).is_err(),
        "{} is readable",
        path.display()
    );
}
