//! Committed files that the code makes (the manual page, the README's screenshot), checked
//! against what it makes today. `STEPDOKU_WRITE_ASSETS=1` rewrites a stale one, and the test
//! still fails, saying so: writing the assets never passes for checking them, whatever the
//! environment. Included by path in the binary's unit tests.

use std::path::Path;

/// Whether the run was asked to rewrite stale assets (`STEPDOKU_WRITE_ASSETS` set).
pub fn writing() -> bool {
    std::env::var_os("STEPDOKU_WRITE_ASSETS").is_some()
}

/// Compares the asset at `path` with `made`, what the code makes of `source` ("the frame",
/// "the clap definitions"). Only a match passes: a differing asset is an error, and with
/// `write` it is rewritten first and the error says so (review it, then run again).
pub fn check_asset(path: &Path, made: &str, source: &str, write: bool) -> Result<(), String> {
    let kept = std::fs::read_to_string(path).unwrap_or_default();
    if kept == made {
        return Ok(());
    }
    let shown = path.display();
    if write {
        let written = path
            .parent()
            .map_or(Ok(()), std::fs::create_dir_all)
            .and_then(|()| std::fs::write(path, made));
        written.map_err(|e| format!("cannot write {shown}: {e}"))?;
        return Err(format!(
            "{shown} differed from {source} and is rewritten: review it, then run the test \
             again without STEPDOKU_WRITE_ASSETS"
        ));
    }
    let line = kept
        .lines()
        .zip(made.lines())
        .position(|(k, m)| k != m)
        .unwrap_or_else(|| kept.lines().count().min(made.lines().count()));
    let at = |text: &str| text.lines().nth(line).unwrap_or("(the end)").to_string();
    Err(format!(
        "{shown} differs from {source} (STEPDOKU_WRITE_ASSETS=1 rewrites it), from line {}:\n\
         kept: {}\nmade: {}",
        line + 1,
        at(&kept),
        at(made)
    ))
}

#[test]
fn an_asset_is_only_ever_passed_by_matching() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("frame.txt");
    std::fs::write(&path, "same\nold\n").unwrap();
    // checking: a difference fails, names the first differing line, and leaves the file alone
    assert_eq!(
        check_asset(&path, "same\nnew\n", "the frame", false),
        Err(format!(
            "{} differs from the frame (STEPDOKU_WRITE_ASSETS=1 rewrites it), from line 2:\n\
             kept: old\nmade: new",
            path.display()
        ))
    );
    assert_eq!(std::fs::read_to_string(&path).unwrap(), "same\nold\n");
    // writing: a difference still fails, and the file is now what was made
    let rewritten = |path: &Path, source: &str| {
        Err(format!(
            "{} differed from {source} and is rewritten: review it, then run the test again \
             without STEPDOKU_WRITE_ASSETS",
            path.display()
        ))
    };
    assert_eq!(
        check_asset(&path, "same\nnew\n", "the frame", true),
        rewritten(&path, "the frame")
    );
    assert_eq!(std::fs::read_to_string(&path).unwrap(), "same\nnew\n");
    // then it matches, in either mode
    assert_eq!(
        check_asset(&path, "same\nnew\n", "the frame", false),
        Ok(())
    );
    assert_eq!(check_asset(&path, "same\nnew\n", "the frame", true), Ok(()));
    // a missing asset is made, in a folder of its own if need be, and still fails
    let deeper = dir.path().join("doc").join("page.1");
    assert_eq!(
        check_asset(&deeper, "page\n", "the page", true),
        rewritten(&deeper, "the page")
    );
    assert_eq!(std::fs::read_to_string(&deeper).unwrap(), "page\n");
}
