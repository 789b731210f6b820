//! `i`: the screen as it stands, as the driver has just drawn it, written to an SVG file. A
//! write error is a remark, as the success is: the session goes on either way.

use crate::tui::app::App;
use crate::tui::editor::save::words;
use crate::tui::picture::svg::svg;
use ratatui::buffer::Buffer;
use std::fs::{self, OpenOptions};
use std::io::Write;
use std::path::Path;

/// Writes the picture `app` asked for, if any, of `screen`; the remark names the file, or
/// says why it could not be written.
pub fn take_picture(app: &mut App, screen: &Buffer) {
    let Some((name, path)) = app.take_picture_request() else {
        return;
    };
    app.remark(match write(&path, svg(screen).as_bytes()) {
        Ok(()) => format!("the screen is in {name}"),
        Err(why) => format!("cannot write {name}: {why}"),
    });
}

/// Writes `bytes` to the regular file `path`, made or replaced (never a pipe or a device,
/// which could block the screen).
fn write(path: &Path, bytes: &[u8]) -> Result<(), String> {
    match fs::metadata(path) {
        Ok(meta) if meta.is_dir() => return Err("is a folder".into()),
        Ok(meta) if !meta.is_file() => return Err("not a regular file".into()),
        _ => {}
    }
    let written = OpenOptions::new()
        .create(true)
        .write(true)
        .truncate(true)
        .open(path)
        .and_then(|mut file| file.write_all(bytes));
    written.map_err(|e| words(&e).0)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tui::action::Action;
    use crate::tui::drive::record::screen::VirtualScreen;
    use crate::tui::test_support::{P85, app_of};

    /// Presses `i` at step 3 of the 85 puzzle with pictures going to `dir`, and lets the
    /// driver draw: the remark it leaves, and the screen the picture is of.
    fn press_i(dir: &Path) -> (String, String) {
        let mut app = app_of(&[P85]);
        app.picture_dir = dir.to_path_buf();
        let mut screen = VirtualScreen::new(80, 24).unwrap();
        for _ in 0..3 {
            app.update(Action::StepForward);
        }
        app.update(Action::Picture);
        screen.draw(&app).unwrap();
        let drawn = svg(screen.buffer());
        take_picture(&mut app, screen.buffer());
        assert_eq!(app.take_picture_request(), None, "taken once");
        (app.notice().unwrap_or_default().to_string(), drawn)
    }

    #[test]
    fn i_writes_the_screen_as_drawn_and_names_the_file() {
        let dir = tempfile::tempdir().unwrap();
        let (remark, drawn) = press_i(dir.path());
        let name = "stepdoku-test-step-3.svg";
        assert_eq!(remark, format!("the screen is in {name}"));
        let written = fs::read_to_string(dir.path().join(name)).unwrap();
        assert_eq!(written, drawn);
        // the status panel's step, the label and its value in their own colours
        assert!(written.contains("│      Step </text>"), "{written}");
        assert!(
            written.contains(">3                             </text>"),
            "{written}"
        );
        // again: the file is replaced, not appended to
        press_i(dir.path());
        assert_eq!(fs::read_to_string(dir.path().join(name)).unwrap(), drawn);
    }

    #[test]
    fn a_write_error_is_a_remark() {
        let dir = tempfile::tempdir().unwrap();
        let (remark, _) = press_i(&dir.path().join("gone"));
        assert_eq!(
            remark,
            "cannot write stepdoku-test-step-3.svg: no such folder"
        );
        fs::create_dir(dir.path().join("stepdoku-test-step-3.svg")).unwrap();
        let (remark, _) = press_i(dir.path());
        assert_eq!(remark, "cannot write stepdoku-test-step-3.svg: is a folder");
    }
}
