//! The puzzles the visualizer moves through with `[` and `]`: one file's, or the bundled ones.

use std::path::{Path, PathBuf};
use stepdoku::numbers::grouped;
use stepdoku::parse::{self, BadPuzzle, ParseError, Puzzle};
use stepdoku::solver::Strategy;

/// Where a collection came from.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Origin {
    /// The puzzles compiled into the binary.
    Bundled,
    /// A file on disk.
    File(PathBuf),
    /// Standard input.
    Stdin,
    /// A puzzle given on the command line (`--puzzle`).
    Argument,
    /// A puzzle made in the editor.
    Edited,
    /// A puzzle generated in the visualizer (`p`).
    Generated,
    /// A blank grid of the size `--grid` asked for.
    Blank,
}

impl Origin {
    /// How the puzzles' source is named on screen: the file's name, `standard input`,
    /// `<puzzle>`, `edited`, `generated`, `blank grid` or `bundled`.
    pub fn name(&self) -> String {
        match self {
            Origin::File(path) => file_name(path),
            Origin::Stdin => "standard input".to_string(),
            Origin::Argument => "<puzzle>".to_string(),
            Origin::Edited => "edited".to_string(),
            Origin::Generated => "generated".to_string(),
            Origin::Blank => "blank grid".to_string(),
            Origin::Bundled => "bundled".to_string(),
        }
    }
}

/// One file the puzzles were read from: its name as shown, and how many puzzles it holds.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Source {
    /// The file name (`norvig_top95.txt`).
    pub name: String,
    /// How many puzzles it holds.
    pub count: usize,
    /// How the program it comes from searched it, for the bundled examples of our sources.
    pub run: Option<SourceRun>,
}

/// How an example's own program searched it: the visualizer opens the example the same way.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SourceRun {
    /// The strategy it used.
    pub strategy: Strategy,
    /// Whether it looked for every solution (up to `--max-solutions`).
    pub all_solutions: bool,
    /// The panel's words for it: `as a Ruby blog solver searched: fewest candidates first (mrv)`.
    pub note: &'static str,
}

/// One puzzle of a collection and the source it came from.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Entry {
    /// Index into [`Collection::sources`].
    pub source: usize,
    /// The puzzle (its `index` is its position in its source).
    pub puzzle: Puzzle,
}

/// A non-empty, ordered list of puzzles from one or more sources.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Collection {
    origin: Origin,
    sources: Vec<Source>,
    entries: Vec<Entry>,
    /// The records of a file that cannot be read, each in its place by its `index`: listed
    /// with their reason, never opened.
    bad: Vec<BadPuzzle>,
}

impl Collection {
    /// The puzzles of one file (or of standard input); `None` when there are none.
    pub fn single(origin: Origin, puzzles: Vec<Puzzle>) -> Option<Collection> {
        let name = origin.name();
        Collection::build(origin, vec![(name, puzzles)])
    }

    /// The records of one file as read, forgiving: its good puzzles, numbered as the file
    /// numbers them, and its bad records kept aside with their reason. Fails as the first bad
    /// record does when none can be read.
    pub fn of_records(
        origin: Origin,
        records: Vec<parse::Entry>,
    ) -> Result<Collection, ParseError> {
        let (mut good, mut bad) = (Vec::new(), Vec::new());
        for record in parse::readable(records)? {
            match record {
                Ok(puzzle) => good.push(puzzle),
                Err(record) => bad.push(record),
            }
        }
        let total = good.len() + bad.len();
        let mut collection = Collection::single(origin, good).ok_or(ParseError::NoPuzzle)?;
        collection.sources[0].count = total;
        collection.bad = bad;
        Ok(collection)
    }

    /// The records that cannot be read, in file order.
    pub fn bad(&self) -> &[BadPuzzle] {
        &self.bad
    }

    /// The record numbered `index` in its file (1-based): the position of its puzzle, or
    /// why it cannot be read.
    pub fn record(&self, index: usize) -> Result<usize, &BadPuzzle> {
        match self.bad.iter().find(|b| b.index == index) {
            Some(bad) => Err(bad),
            None => Ok(self
                .entries
                .iter()
                .position(|e| e.puzzle.index == index)
                .unwrap_or(0)),
        }
    }

    /// How many records the file holds, good and bad.
    pub fn records(&self) -> usize {
        self.entries.len() + self.bad.len()
    }

    /// Several named sources one after the other; `None` when they hold no puzzle at all.
    pub fn build(origin: Origin, sets: Vec<(String, Vec<Puzzle>)>) -> Option<Collection> {
        let mut sources = Vec::new();
        let mut entries = Vec::new();
        for (name, puzzles) in sets {
            let source = sources.len();
            sources.push(Source {
                name,
                count: puzzles.len(),
                run: None,
            });
            entries.extend(puzzles.into_iter().map(|puzzle| Entry { source, puzzle }));
        }
        (!entries.is_empty()).then_some(Collection {
            origin,
            sources,
            entries,
            bad: Vec::new(),
        })
    }

    /// Notes how the program behind source `name` searched it.
    pub fn set_run(&mut self, name: &str, run: SourceRun) {
        for source in self.sources.iter_mut().filter(|s| s.name == name) {
            source.run = Some(run);
        }
    }

    /// One blank puzzle: the stand-in when there is nothing else to show.
    pub fn blank(origin: Origin) -> Collection {
        let puzzle = Puzzle::nine([0; 81], 1, 1);
        Collection {
            origin,
            sources: vec![Source {
                name: "blank".to_string(),
                count: 1,
                run: None,
            }],
            entries: vec![Entry { source: 0, puzzle }],
            bad: Vec::new(),
        }
    }

    /// Where the puzzles came from.
    pub fn origin(&self) -> &Origin {
        &self.origin
    }

    /// How many puzzles there are (at least one).
    pub fn len(&self) -> usize {
        self.entries.len()
    }

    /// Puzzle `i` (0-based), if there is one.
    pub fn get(&self, i: usize) -> Option<&Entry> {
        self.entries.get(i)
    }

    /// Every puzzle in order.
    pub fn entries(&self) -> &[Entry] {
        &self.entries
    }

    /// The source of an entry.
    pub fn source_of(&self, entry: &Entry) -> &Source {
        &self.sources[entry.source.min(self.sources.len() - 1)]
    }

    /// How puzzle `i` is named on screen: `norvig_top95.txt #41/95`; a generated one by
    /// its source's name alone (`generated hard #5109`, the seed that makes it again).
    pub fn title(&self, i: usize) -> String {
        match self.get(i) {
            Some(entry) if self.origin == Origin::Generated => self.source_of(entry).name.clone(),
            Some(entry) => {
                let source = self.source_of(entry);
                format!(
                    "{} #{}/{}",
                    source.name,
                    grouped(entry.puzzle.index as u64),
                    grouped(source.count as u64)
                )
            }
            None => String::new(),
        }
    }

    /// Puzzle `i` as part of a file name: its source's name without the extension, then its
    /// number in the source when there are several (`norvig_top95-41`; `python_pretty`;
    /// `generated-hard-5109`; `puzzle` for `--puzzle`), every character other than an ASCII
    /// letter, digit, `_` or `-` a `-`, runs of them one.
    pub fn file_stem(&self, i: usize) -> String {
        let Some(entry) = self.get(i) else {
            return "puzzle".to_string();
        };
        let source = self.source_of(entry);
        let name = Path::new(&source.name)
            .file_stem()
            .map_or_else(|| source.name.clone(), |s| s.to_string_lossy().into_owned());
        let mut stem = if source.count > 1 && self.origin != Origin::Generated {
            format!("{name}-{}", entry.puzzle.index)
        } else {
            name
        };
        stem = stem
            .split(|c: char| !(c.is_ascii_alphanumeric() || c == '_' || c == '-'))
            .filter(|part| !part.is_empty())
            .collect::<Vec<_>>()
            .join("-");
        if stem.is_empty() {
            "puzzle".to_string()
        } else {
            stem
        }
    }

    /// The folder of the file, where the file picker opens.
    pub fn folder(&self) -> Option<&Path> {
        match &self.origin {
            Origin::File(path) => path.parent(),
            Origin::Bundled
            | Origin::Stdin
            | Origin::Argument
            | Origin::Edited
            | Origin::Generated
            | Origin::Blank => None,
        }
    }
}

/// The last component of a path, as text to show (the whole path when it has none; control
/// characters in caret notation, `^[`).
pub fn file_name(path: &Path) -> String {
    stepdoku::shown::path(Path::new(path.file_name().unwrap_or(path.as_os_str())))
}

#[cfg(test)]
mod tests {
    use super::*;
    use stepdoku::parse::parse_str;

    #[test]
    fn titles_name_the_source_and_position() {
        let two = parse_str(&format!(
            "{}\n{}\n",
            ".".repeat(81),
            "1".to_string() + &".".repeat(80)
        ))
        .unwrap();
        let one = parse_str(&".".repeat(81)).unwrap();
        let c = Collection::build(
            Origin::Bundled,
            vec![("a.txt".into(), two), ("b.txt".into(), one)],
        )
        .unwrap();
        assert_eq!(c.len(), 3);
        assert_eq!(c.title(0), "a.txt #1/2");
        assert_eq!(c.title(1), "a.txt #2/2");
        assert_eq!(c.title(2), "b.txt #1/1");
        assert_eq!(c.title(3), "");
        assert_eq!(c.folder(), None);
    }

    #[test]
    fn file_stems_are_the_source_and_number_in_plain_characters() {
        let two = parse_str(&format!("{}\n{}\n", ".".repeat(81), ".".repeat(81))).unwrap();
        let one = parse_str(&".".repeat(81)).unwrap();
        let c = Collection::build(
            Origin::Bundled,
            vec![
                ("top 95.txt".into(), two),
                ("ä/b.sdk.txt".into(), one.clone()),
            ],
        )
        .unwrap();
        assert_eq!(c.file_stem(1), "top-95-2");
        assert_eq!(
            c.file_stem(2),
            "b-sdk",
            "one puzzle: no number; ä/ is not kept"
        );
        let argument = Collection::single(Origin::Argument, one.clone()).unwrap();
        assert_eq!(argument.title(0), "<puzzle> #1/1");
        assert_eq!(argument.file_stem(0), "puzzle");
        let generated = Collection::build(
            Origin::Generated,
            vec![("generated hard #5109".into(), one)],
        )
        .unwrap();
        assert_eq!(generated.file_stem(0), "generated-hard-5109");
    }

    #[test]
    fn a_file_collection_knows_its_folder() {
        let puzzles = parse_str(&".".repeat(81)).unwrap();
        let c = Collection::single(Origin::File(PathBuf::from("some/dir/p.txt")), puzzles).unwrap();
        assert_eq!(c.title(0), "p.txt #1/1");
        assert_eq!(c.folder(), Some(Path::new("some/dir")));
        assert!(Collection::single(Origin::Stdin, Vec::new()).is_none());
    }
}
