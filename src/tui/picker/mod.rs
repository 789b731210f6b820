//! The file picker: a folder's sub-folders and files, and a preview of the highlighted file,
//! parsed only when it is highlighted and then remembered. Its keys are in [`update`], its
//! popup in [`draw`]; a file of several puzzles goes on to the puzzle [`list`].

pub mod draw;
#[cfg(test)]
mod fault_tests;
pub mod list;
pub mod pipes;
pub mod update;

use super::action::Action;
use super::effect::Effects;
use super::file_error::FileError;
use super::keys::scope::Scope;
use super::layout::Pages;
use super::view::{Screen, View};
use super::widgets::theme::Theme;
use pipes::{PATIENCE, PendingRead, is_special};
use ratatui::buffer::Buffer;
use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::time::Duration;
use stepdoku::parse::{Entry, ParseError, read_file_entries};

/// What a row of the picker is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EntryKind {
    /// `..`, the parent folder.
    Parent,
    /// A sub-folder.
    Folder,
    /// A file.
    File,
}

/// One row of the picker.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DirEntry {
    /// The name in the folder (`..` for the parent).
    pub name: String,
    /// What it is.
    pub kind: EntryKind,
}

/// What the preview pane shows for the highlighted row.
#[derive(Debug)]
pub enum Preview<'a> {
    /// Nothing is highlighted.
    Nothing,
    /// A folder: Enter goes into it.
    Folder,
    /// A file's puzzles.
    Puzzles(&'a [Entry]),
    /// Why the file cannot be read.
    Failed(&'a ParseError),
    /// A pipe or device: read only on Enter.
    Special,
    /// A pipe or device being read.
    Reading(&'a Path),
}

/// The records of the file at `path`, forgiving; a file none of whose records can be read
/// fails as its first does.
pub fn read(path: &std::path::Path) -> Result<Vec<Entry>, ParseError> {
    stepdoku::parse::readable(read_file_entries(path)?)
}

/// What Enter in the picker led to.
#[derive(Debug)]
pub enum Outcome {
    /// The picker moved to another folder (or nothing was highlighted).
    Stay,
    /// A file was read: its path and puzzles.
    Open(PathBuf, Vec<Entry>),
    /// A file could not be read.
    Failed(FileError),
}

/// The state of the file picker.
#[derive(Debug)]
pub struct Picker {
    dir: PathBuf,
    entries: Vec<DirEntry>,
    selected: usize,
    listing_error: Option<String>,
    parsed: HashMap<PathBuf, Result<Vec<Entry>, ParseError>>,
    /// How long Enter waits for a pipe or device to end ([`PATIENCE`]; tests of a slow
    /// machine's 64 MiB pipe give it longer).
    pub(super) patience: Duration,
    /// The pipe or device under way (Enter on one), looked at when its job wakes the loop.
    reading: Option<PendingRead>,
}

impl Picker {
    /// A picker showing `dir` (made absolute where possible, so `..` always leads somewhere),
    /// the entry `name` highlighted if it is there, else the first file.
    pub fn open_at(dir: &Path, name: Option<&str>) -> Picker {
        let mut picker = Picker {
            dir: PathBuf::new(),
            entries: Vec::new(),
            selected: 0,
            listing_error: None,
            parsed: HashMap::new(),
            patience: PATIENCE,
            reading: None,
        };
        picker.go_to(dir, name);
        picker
    }

    /// The folder shown.
    pub fn dir(&self) -> &Path {
        &self.dir
    }

    /// Its rows: `..` first (unless at the root), then folders, then files, by name.
    pub fn entries(&self) -> &[DirEntry] {
        &self.entries
    }

    /// The highlighted row.
    pub fn selected(&self) -> usize {
        self.selected
    }

    /// Why the folder could not be listed, if it could not.
    pub fn listing_error(&self) -> Option<&str> {
        self.listing_error.as_deref()
    }

    /// Highlights row `i` (clamped to the rows) and parses it if it is a file not seen yet.
    pub fn select(&mut self, i: usize) {
        self.selected = i.min(self.entries.len().saturating_sub(1));
        if let Some(path) = self.highlighted_file()
            && !is_special(&path)
        {
            self.parsed.entry(path).or_insert_with_key(|p| read(p));
        }
    }

    /// What the preview pane shows.
    pub fn preview(&self) -> Preview<'_> {
        if let Some(reading) = &self.reading {
            return Preview::Reading(&reading.path);
        }
        match self.entries.get(self.selected).map(|e| e.kind) {
            None => Preview::Nothing,
            Some(EntryKind::Parent | EntryKind::Folder) => Preview::Folder,
            Some(EntryKind::File) => match self
                .highlighted_file()
                .and_then(|path| self.parsed.get(&path))
            {
                Some(Ok(puzzles)) => Preview::Puzzles(puzzles),
                Some(Err(e)) => Preview::Failed(e),
                None => Preview::Special,
            },
        }
    }

    /// Enter: goes into a folder, or reads the highlighted file.
    pub fn confirm(&mut self) -> Outcome {
        let Some(entry) = self.entries.get(self.selected) else {
            return Outcome::Stay;
        };
        match entry.kind {
            EntryKind::Parent => {
                self.up();
                Outcome::Stay
            }
            EntryKind::Folder => {
                let dir = self.dir.join(&entry.name);
                self.go_to(&dir, None);
                Outcome::Stay
            }
            EntryKind::File => {
                let path = self.dir.join(&entry.name);
                self.read_path(path)
            }
        }
    }

    /// Reads the file at `path`: a pipe or device in the background, anything else at once.
    fn read_path(&mut self, path: PathBuf) -> Outcome {
        let result = if is_special(&path) {
            // a pipe or device says something new each time: never remembered, and read in
            // the background while the screen says so
            match PendingRead::start(&path, self.patience) {
                Ok(reading) => {
                    self.reading = Some(reading);
                    return Outcome::Stay;
                }
                Err(e) => Err(e),
            }
        } else {
            // read afresh: the file may have been mended since it was highlighted
            let result = read(&path);
            self.parsed.insert(path.clone(), result.clone());
            result
        };
        match result {
            Ok(puzzles) => Outcome::Open(path, puzzles),
            Err(e) => Outcome::Failed(FileError::new(&path, e)),
        }
    }

    /// A path typed into Find: a folder is shown, a file read as Enter reads it (the picker
    /// moves to its folder first); `None` when there is nothing there.
    pub fn open_path(&mut self, path: &Path) -> Option<Outcome> {
        if path.is_dir() {
            self.go_to(path, None);
            return Some(Outcome::Stay);
        }
        if !path.exists() {
            return None;
        }
        let name = path.file_name().map(|n| n.to_string_lossy().into_owned());
        if let Some(folder) = path.parent().filter(|p| !p.as_os_str().is_empty()) {
            self.go_to(folder, name.as_deref());
        }
        Some(self.read_path(path.to_path_buf()))
    }

    /// The outcome of the pipe or device under way, once its reading is over.
    pub fn poll_reading(&mut self) -> Option<Outcome> {
        let result = self.reading.as_ref()?.poll()?;
        let path = self.reading.take()?.path;
        Some(match result {
            Ok(puzzles) => Outcome::Open(path, puzzles),
            Err(e) => Outcome::Failed(FileError::new(&path, e)),
        })
    }

    /// How long until the reading under way is given up, if one is (its job wakes the loop
    /// when it ends sooner).
    pub fn gives_up_in(&self) -> Option<Duration> {
        Some(self.reading.as_ref()?.gives_up_in())
    }

    /// Whether a pipe or device is being read.
    pub fn is_reading(&self) -> bool {
        self.reading.is_some()
    }

    /// Gives up the reading under way (its helper thread is left to end on its own); false
    /// when there was none.
    pub fn cancel_reading(&mut self) -> bool {
        self.reading.take().is_some()
    }

    /// The parent folder, with the folder just left highlighted.
    pub fn up(&mut self) {
        let Some(parent) = self.dir.parent().map(Path::to_path_buf) else {
            return;
        };
        let left = self
            .dir
            .file_name()
            .map(|n| n.to_string_lossy().into_owned());
        self.go_to(&parent, left.as_deref());
    }

    fn highlighted_file(&self) -> Option<PathBuf> {
        let entry = self.entries.get(self.selected)?;
        (entry.kind == EntryKind::File).then(|| self.dir.join(&entry.name))
    }

    /// Lists `dir` and highlights the row named `highlight` (or the first file, else row 0).
    fn go_to(&mut self, dir: &Path, highlight: Option<&str>) {
        self.dir = crate::platform::resolved_dir(dir);
        self.entries.clear();
        self.listing_error = None;
        if self.dir.parent().is_some() {
            self.entries.push(DirEntry {
                name: "..".to_string(),
                kind: EntryKind::Parent,
            });
        }
        match list(&self.dir) {
            Ok(rows) => self.entries.extend(rows),
            Err(e) => self.listing_error = Some(e.to_string()),
        }
        let named = highlight.and_then(|name| self.entries.iter().position(|e| e.name == name));
        let first_file = || self.entries.iter().position(|e| e.kind == EntryKind::File);
        self.select(named.or_else(first_file).unwrap_or(0));
    }
}

/// The visible folders then files of `dir`, each sorted by name, ignoring case.
fn list(dir: &Path) -> std::io::Result<Vec<DirEntry>> {
    let mut rows: Vec<DirEntry> = std::fs::read_dir(dir)?
        .filter_map(Result::ok)
        .filter_map(|entry| {
            let name = entry.file_name().to_string_lossy().into_owned();
            if name.starts_with('.') {
                return None;
            }
            // follow symbolic links: a link to a folder is a folder
            let is_dir = std::fs::metadata(entry.path()).is_ok_and(|m| m.is_dir());
            let kind = if is_dir {
                EntryKind::Folder
            } else {
                EntryKind::File
            };
            Some(DirEntry { name, kind })
        })
        .collect();
    rows.sort_by_cached_key(|e| (e.kind != EntryKind::Folder, e.name.to_lowercase()));
    Ok(rows)
}

impl View for Picker {
    const SCOPES: &'static [Scope] = &[Scope::Always, Scope::Popup, Scope::Scroll, Scope::List];

    fn update(&mut self, action: Action, pages: &Pages) -> Effects {
        Picker::update(self, action, pages.picker)
    }

    fn draw(&self, screen: &Screen, buf: &mut Buffer, theme: &Theme) {
        draw::draw(self, screen.above_footer, buf, theme);
    }

    fn poll(&mut self) -> Effects {
        Picker::poll(self)
    }

    fn due_in(&self) -> Option<Duration> {
        self.gives_up_in()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn tree() -> tempfile::TempDir {
        let dir = tempfile::tempdir().unwrap();
        std::fs::create_dir(dir.path().join("sets")).unwrap();
        std::fs::write(dir.path().join("b.txt"), ".".repeat(81)).unwrap();
        std::fs::write(
            dir.path().join("A.txt"),
            format!("{}\n{}\n", ".".repeat(81), ".".repeat(81)),
        )
        .unwrap();
        std::fs::write(dir.path().join("bad.txt"), "12345").unwrap();
        std::fs::write(dir.path().join(".hidden"), "").unwrap();
        dir
    }

    fn names(p: &Picker) -> Vec<&str> {
        p.entries().iter().map(|e| e.name.as_str()).collect()
    }

    #[test]
    fn lists_folders_then_files_and_previews_the_first_file() {
        let dir = tree();
        let p = Picker::open_at(dir.path(), None);
        assert_eq!(names(&p), ["..", "sets", "A.txt", "b.txt", "bad.txt"]);
        assert_eq!(p.selected(), 2);
        assert!(matches!(p.preview(), Preview::Puzzles(ps) if ps.len() == 2));
        // only the highlighted file was parsed
        assert_eq!(p.parsed.len(), 1);
    }

    #[test]
    fn moves_into_folders_and_back_up() {
        let dir = tree();
        let mut p = Picker::open_at(dir.path(), None);
        p.select(1);
        assert!(matches!(p.preview(), Preview::Folder));
        assert!(matches!(p.confirm(), Outcome::Stay));
        assert!(p.dir().ends_with("sets"));
        assert_eq!(names(&p), [".."]);
        p.up();
        assert_eq!(p.entries()[p.selected()].name, "sets");
    }

    #[test]
    fn enter_on_a_file_reads_it_or_reports_why_not() {
        let dir = tree();
        let mut p = Picker::open_at(dir.path(), None);
        match p.confirm() {
            Outcome::Open(path, puzzles) => {
                assert!(path.ends_with("A.txt"));
                assert_eq!(puzzles.len(), 2);
            }
            other => panic!("{other:?}"),
        }
        p.select(4);
        assert!(matches!(p.preview(), Preview::Failed(_)));
        match p.confirm() {
            Outcome::Failed(e) => assert!(e.path.ends_with("bad.txt")),
            other => panic!("{other:?}"),
        }
        p.select(10);
        assert_eq!(p.selected(), 4);
    }

    /// f-puzzles files open like any other, their variants with them (issue 54).
    #[test]
    fn an_f_puzzles_file_and_a_file_of_links_open_with_their_variants() {
        let folder = crate::common::repo().join("puzzles/fpuzzles");
        let mut p = Picker::open_at(&folder, Some("jigsaw.json"));
        match p.confirm() {
            Outcome::Open(path, puzzles) => {
                assert!(path.ends_with("jigsaw.json"));
                let puzzle = puzzles[0].as_ref().unwrap();
                let variant = &puzzle.variant.as_ref().unwrap().0;
                assert!(variant.regions().is_some(), "a jigsaw");
            }
            other => panic!("{other:?}"),
        }
        match p.open_path(&folder.join("links.txt")) {
            Some(Outcome::Open(_, puzzles)) => {
                assert_eq!(puzzles.len(), 2);
                let killer = puzzles[0].as_ref().unwrap();
                assert!(!killer.variant.as_ref().unwrap().0.cages().is_empty());
            }
            other => panic!("{other:?}"),
        }
    }
}
