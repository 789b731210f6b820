//! Reading an input as a stream, a window of lines at a time, so that a file of any size is
//! read in bounded memory, with the same entries as reading it whole.
//!
//! A window ends after a line that ends every look ahead ([`ends_look_ahead`]: a blank line,
//! a header, a one-line puzzle or a CSV record), so that whatever a line's reading looks
//! for in the lines after it (whether rows follow a bad line, how the rows of code after a
//! gap split into grids) lies inside its window, as it would in the whole text. A window
//! with no such line (rows of blocks back to back) ends at its last line once it reaches
//! [`SCAN_CAP`]: a bad line near its end then sees only the rows up to it. A CSV table
//! needs no look ahead, and its windows end at any line. Puzzles under way (a block, a
//! grid written as code, a quoted field) go on into the next window.

use super::assemble::{Assembler, fit};
use super::csv::{self, Table};
use super::fpuzzles::{Objects, find_link, starts_object};
use super::line::{Line, classify, lines};
use super::looks::ROW_OR_LINE;
use super::text::{said_as_not_utf8, text_of};
use super::{Entry, Forced, MAX_INPUT_BYTES, ParseError};
use std::io::{self, Read};

/// The bytes a window holds at least, but for the last: a few thousand one-line puzzles,
/// enough to classify them in parallel.
const WINDOW: usize = 1 << 20;

/// The most bytes a window grows to while no line ends the looks ahead.
pub const SCAN_CAP: usize = 4 << 20;

/// How the lines of an input are read: decided at its first line that is not blank.
pub(super) enum Reading {
    /// No line that is not blank yet; the side `--grid` forces, if any.
    Undecided(Option<usize>),
    /// The layouts of the module documentation, in any mix.
    Layouts(Box<Assembler>),
    /// A CSV table: its first line that is not blank was the header.
    Table(Table),
    /// f-puzzles objects: its first line that is not blank opened one.
    Objects(Objects),
}

impl Reading {
    /// A reading of an input whose puzzles are of the side `forced` says, if it says one.
    pub(super) fn new(forced: Option<Forced>) -> Reading {
        Reading::Undecided(forced.map(|forced| forced.shape.side()))
    }

    /// Takes the lines `numbered` (whole lines, in file order, none left out), adding the
    /// entries they complete to `out`.
    pub(super) fn lines(&mut self, numbered: &[(usize, &str)], out: &mut Vec<Entry>) {
        let mut numbered = numbered;
        if let Reading::Undecided(side) = *self {
            // blank lines decide nothing: a stream's first window may hold only them
            let Some(k) = numbered
                .iter()
                .position(|(_, text)| !text.trim().is_empty())
            else {
                return;
            };
            // an object's strings and a link's payload may look like a header's names
            // (`"title":"id,puzzle"`, `?load=puzzle,solution`): neither is a header
            let first = numbered[k].1;
            let header = csv::header(first).filter(|_| find_link(first).is_none());
            match header {
                _ if starts_object(first) => *self = Reading::Objects(Objects::default()),
                Some(columns) => {
                    *self = Reading::Table(Table::new(columns));
                    numbered = &numbered[k + 1..];
                }
                None => *self = Reading::Layouts(Box::new(Assembler::forced(side))),
            }
        }
        match self {
            Reading::Undecided(_) => unreachable!("decided above"),
            Reading::Layouts(assembler) => {
                assembler.feed(numbered);
                assembler.take(out);
            }
            Reading::Table(table) => {
                for &(number, text) in numbered {
                    table.line(number, text, out);
                }
            }
            Reading::Objects(objects) => objects.lines(numbered, out),
        }
    }

    /// A new window of lines begins: what the looks ahead of the last one found is forgotten.
    fn window(&mut self) {
        if let Reading::Layouts(assembler) = self {
            assembler.window();
        }
    }

    /// Adds the whole entries held back for directive lines still to come to `out`, when the
    /// input pauses.
    fn release(&mut self, out: &mut Vec<Entry>) {
        if let Reading::Layouts(assembler) = self {
            assembler.release(out);
        }
    }

    /// Adds the entries still under way to `out`, once the input has ended.
    pub(super) fn finish(&mut self, out: &mut Vec<Entry>) {
        match self {
            Reading::Undecided(_) => {}
            Reading::Layouts(assembler) => assembler.finish(out),
            Reading::Table(table) => table.finish(out),
            Reading::Objects(objects) => objects.finish(out),
        }
    }
}

/// Whether the line `text` ends every look ahead of the lines before it: no reading of it
/// makes it a row of a block or of code.
pub(super) fn ends_look_ahead(text: &str) -> bool {
    match classify(text, 1) {
        Ok(
            Line::Blank
            | Line::Header(_)
            | Line::Record(_)
            | Line::Sukaku(_)
            | Line::Directive(_)
            | Line::Link(_),
        ) => true,
        Ok(Line::Cells(cells)) => cells.count > ROW_OR_LINE,
        _ => false,
    }
}

/// The entries of an input read as a stream ([`Entries::next_batch`]), a window of lines
/// at a time, in bounded memory: the same entries, numbered the same, as
/// [`parse_bytes_entries`](super::parse_bytes_entries) gives for the whole input, but with
/// no cap on its size. What cannot be a puzzle fails the rest of the stream: a NUL byte
/// (a binary file), a line longer than [`MAX_INPUT_BYTES`], a failed read.
pub struct Entries<R> {
    reader: R,
    /// Room for the bytes read: its first `len` are read and not yet taken, from the start
    /// of a line (the rest is zeroed once, when it grows, and reused).
    buf: Vec<u8>,
    /// How many bytes of `buf` are read.
    len: usize,
    /// The number of the first line in `buf`.
    line: usize,
    /// The lines ending up to here were looked at for the end of a window, and none ends the
    /// looks ahead.
    looked: usize,
    /// Whether the reader has ended.
    eof: bool,
    /// Whether the last read came short at a line's end: a pipe with no more for now.
    paused: bool,
    /// Whether a pause hands on the puzzle held back for directives ([`live`](Self::live)).
    live: bool,
    /// Whether the last window has been read (or the stream failed).
    done: bool,
    /// Whether a window has been read: the first skips a byte order mark.
    started: bool,
    /// Whether bytes that were not UTF-8 have come so far.
    lossy: bool,
    /// Where the input itself holds U+FFFD (line and column), on the lines an entry still to
    /// come may name.
    written: Vec<(usize, usize)>,
    reading: Reading,
    /// The size `--grid` (or `--box`) forces, if any.
    forced: Option<Forced>,
    /// Entries given so far.
    given: usize,
}

impl<R: Read> Entries<R> {
    /// The entries of `reader`, not read yet.
    pub fn new(reader: R) -> Entries<R> {
        Entries {
            reader,
            buf: Vec::new(),
            len: 0,
            line: 1,
            looked: 0,
            eof: false,
            paused: false,
            live: false,
            done: false,
            started: false,
            lossy: false,
            written: Vec::new(),
            reading: Reading::new(None),
            forced: None,
            given: 0,
        }
    }

    /// The same entries read at the size `forced` says, if it says one, as
    /// [`parse_str_entries_at`](super::parse_str_entries_at) reads them; asked before the
    /// first batch.
    pub fn forced(self, forced: Option<Forced>) -> Entries<R> {
        Entries {
            reading: Reading::new(forced),
            forced,
            ..self
        }
    }

    /// The same entries of a live input (standard input): when it pauses after a whole
    /// puzzle, the puzzle is handed on rather than held back for directive lines, so that a
    /// stream kept open gets each answer as its puzzle comes; such a stream writes a puzzle's
    /// directives with it. Read otherwise, a stream gives what the whole input gives, however
    /// its reads are cut.
    pub fn live(self) -> Entries<R> {
        Entries { live: true, ..self }
    }

    /// The number of the first line not read yet.
    pub fn line(&self) -> usize {
        self.line
    }

    /// The entries of the next window of the input (at least one), in file order; `None`
    /// once the input has ended. An input without any entry gives
    /// [`NoPuzzle`](ParseError::NoPuzzle); an error ends the stream.
    pub fn next_batch(&mut self) -> Option<Result<Vec<Entry>, ParseError>> {
        if self.done {
            return None;
        }
        let next = self.window();
        if !matches!(next, Ok(Some(_))) {
            self.done = true;
        }
        match next {
            Ok(Some(entries)) => Some(Ok(entries)),
            Ok(None) if self.given == 0 => Some(Err(ParseError::NoPuzzle)),
            Ok(None) => None,
            Err(error) => Some(Err(error)),
        }
    }

    /// Reads windows until one gives entries, or the input ends (`None`).
    fn window(&mut self) -> Result<Option<Vec<Entry>>, ParseError> {
        let mut target = WINDOW;
        loop {
            self.fill(target)?;
            let Some(cut) = self.cut()? else {
                if self.len >= target {
                    target = (2 * target).min(MAX_INPUT_BYTES as usize + 1);
                }
                continue;
            };
            let mut out = Vec::new();
            self.read_window(cut, &mut out)?;
            let ended = self.eof && self.len == 0;
            if ended {
                self.reading.finish(&mut out);
            } else if self.live && self.paused && self.len == 0 {
                // the input paused after a whole puzzle: its directive lines, which come
                // with it, would have come too, and a live stream gets its answer now
                self.reading.release(&mut out);
            }
            let mut out = fit(out, self.forced);
            if self.lossy {
                said_as_not_utf8(&mut out, &self.written);
            }
            if let Some(last) = out.last() {
                // the entries to come start here or later, and name no line before theirs
                let from = last.as_ref().map_or_else(|bad| bad.line, |p| p.line);
                self.written.retain(|&(line, _)| line >= from);
            }
            self.given += out.len();
            if !out.is_empty() {
                return Ok(Some(out));
            }
            if ended {
                return Ok(None);
            }
            target = WINDOW;
        }
    }

    /// Reads until `buf` holds `target` bytes, or the reader ends, or a read comes short
    /// with a line ending (a pipe with no more for now: what has come is read first).
    fn fill(&mut self, target: usize) -> Result<(), ParseError> {
        if self.buf.len() < target {
            self.buf.resize(target, 0);
        }
        self.paused = false;
        while !self.eof && self.len < target {
            let room = &mut self.buf[self.len..target];
            let offered = room.len();
            let got = match self.reader.read(room) {
                Ok(0) => {
                    self.eof = true;
                    0
                }
                Ok(got) => got,
                Err(e) if e.kind() == io::ErrorKind::Interrupted => continue,
                Err(e) => return Err(super::read::io_error(e)),
            };
            let new = &self.buf[self.len..self.len + got];
            self.len += got;
            if got < offered && new.iter().any(|&b| b == b'\n' || b == b'\r') {
                self.paused = true;
                return Ok(());
            }
        }
        Ok(())
    }

    /// Where the next window ends in `buf`: all of it at the end of the input, else after
    /// the last line that ends the looks ahead (after any line in a CSV table); `None` when
    /// more bytes are needed first.
    fn cut(&mut self) -> Result<Option<usize>, ParseError> {
        let read = &self.buf[..self.len];
        if self.eof {
            return Ok(Some(self.len));
        }
        let Some(end) = last_line_end(read) else {
            if self.len > MAX_INPUT_BYTES as usize {
                // a NUL byte says more than the length: a binary file, not a long line
                text_of(read, !self.started).map_err(|e| self.placed(e))?;
                return Err(ParseError::LongLine { line: self.line });
            }
            return Ok(None);
        };
        if matches!(self.reading, Reading::Table(_)) {
            return Ok(Some(end));
        }
        let read = &self.buf[..self.len];
        let mut stop = end;
        while stop > self.looked {
            let (start, text_end) = line_before(read, stop);
            if ends_look_ahead(&String::from_utf8_lossy(&read[start..text_end])) {
                return Ok(Some(stop));
            }
            stop = start;
        }
        self.looked = end;
        if self.len >= SCAN_CAP {
            // rows back to back for megabytes: the window ends at its last line
            return Ok(Some(end));
        }
        Ok(None)
    }

    /// Reads the lines of `buf[..cut]` into `out`, and lets go of them.
    fn read_window(&mut self, cut: usize, out: &mut Vec<Entry>) -> Result<(), ParseError> {
        let first = !self.started;
        self.started = true;
        let text = text_of(&self.buf[..cut], first).map_err(|e| self.placed(e))?;
        self.lossy |= text.lossy;
        let lines_before = self.line - 1;
        let written = text
            .written
            .iter()
            .map(|&(line, column)| (lines_before + line, column));
        self.written.extend(written);
        let mut numbered: Vec<(usize, &str)> = (self.line..).zip(lines(&text.text)).collect();
        if !(self.eof && cut == self.len) {
            // the window ends with a line ending: the empty line after it is the next
            // window's first
            numbered.pop();
        }
        self.reading.window();
        self.reading.lines(&numbered, out);
        self.line += numbered.len();
        drop(numbered);
        drop(text);
        self.buf.copy_within(cut..self.len, 0);
        self.len -= cut;
        self.looked = 0;
        Ok(())
    }

    /// An error placed in the window as a place in the input.
    fn placed(&self, error: ParseError) -> ParseError {
        match error {
            ParseError::NotText {
                line,
                column,
                reason,
            } => ParseError::NotText {
                line: line + self.line - 1,
                column,
                reason,
            },
            error => error,
        }
    }
}

/// The end of the last whole line of `bytes` (just past its line ending), if one has come:
/// a CR at the very end may be the first half of a CRLF.
fn last_line_end(bytes: &[u8]) -> Option<usize> {
    let mut end = bytes.len();
    loop {
        let at = bytes[..end]
            .iter()
            .rposition(|&b| b == b'\n' || b == b'\r')?;
        if bytes[at] == b'\n' || at + 1 < bytes.len() {
            return Some(at + 1);
        }
        end = at;
    }
}

/// The line that ends just before `stop` (the end of a line ending): where its text starts
/// and ends, lines ending as [`lines`] ends them.
fn line_before(bytes: &[u8], stop: usize) -> (usize, usize) {
    let crlf = stop >= 2 && bytes[stop - 1] == b'\n' && bytes[stop - 2] == b'\r';
    let text_end = stop - 1 - usize::from(crlf);
    let start = bytes[..text_end]
        .iter()
        .rposition(|&b| b == b'\n' || b == b'\r')
        .map_or(0, |at| at + 1);
    (start, text_end)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every entry of `bytes` read as a stream whose reads give `chunk` bytes at most.
    fn streamed(bytes: &[u8], chunk: usize) -> Result<Vec<Entry>, ParseError> {
        streamed_at(bytes, chunk, None)
    }

    /// [`streamed`] at the size `forced` says.
    fn streamed_at(
        bytes: &[u8],
        chunk: usize,
        forced: Option<Forced>,
    ) -> Result<Vec<Entry>, ParseError> {
        struct Trickle<'a>(&'a [u8], usize);
        impl Read for Trickle<'_> {
            fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
                let n = buf.len().min(self.1).min(self.0.len());
                buf[..n].copy_from_slice(&self.0[..n]);
                self.0 = &self.0[n..];
                Ok(n)
            }
        }
        let mut entries = Entries::new(Trickle(bytes, chunk)).forced(forced);
        let mut all = Vec::new();
        while let Some(batch) = entries.next_batch() {
            all.extend(batch?);
        }
        Ok(all)
    }

    /// A pipe that gives `pieces` one read each, then fails: what a live stream has sent so
    /// far, and no more for now.
    struct Pipe(Vec<&'static [u8]>);
    impl Read for Pipe {
        fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
            if self.0.is_empty() {
                return Err(io::Error::other("nothing more for now"));
            }
            let piece = self.0.remove(0);
            buf[..piece.len()].copy_from_slice(piece);
            Ok(piece.len())
        }
    }

    const ONE: &[u8] =
        b"6......4....3.............5..74...818..1.....3...2.4......8......1.9.83........5.\n";

    #[test]
    fn a_paused_stream_hands_on_its_last_puzzle_with_the_directives_that_came_with_it() {
        // held back for directives, the puzzle would wait for a read that never comes
        let mut held = Entries::new(Pipe(vec![ONE]));
        assert!(
            held.next_batch().unwrap().is_err(),
            "read on past the pause"
        );
        let mut stream = Entries::new(Pipe(vec![ONE])).live();
        let first = stream.next_batch().unwrap().unwrap();
        assert_eq!(first.len(), 1);
        assert!(first[0].as_ref().unwrap().variant.is_none());
        assert!(stream.next_batch().unwrap().is_err());
        let with = [ONE, b"diagonals: both\n"].concat().leak();
        let mut stream = Entries::new(Pipe(vec![with])).live();
        let first = stream.next_batch().unwrap().unwrap();
        let variant = &first[0].as_ref().unwrap().variant.as_ref().unwrap().0;
        assert_eq!(variant.diagonals(), Some(crate::sudoku::Diagonals::Both));
    }

    #[test]
    fn line_ends_are_found_from_the_back() {
        assert_eq!(last_line_end(b"ab\ncd"), Some(3));
        assert_eq!(last_line_end(b"ab\r\ncd\r"), Some(4));
        assert_eq!(last_line_end(b"ab\rcd"), Some(3));
        assert_eq!(last_line_end(b"abcd\r"), None);
        assert_eq!(line_before(b"ab\r\ncd\n", 7), (4, 6));
        assert_eq!(line_before(b"ab\r\ncd\n", 4), (0, 2));
        assert_eq!(line_before(b"a\r\r\n", 4), (2, 2));
        assert_eq!(line_before(b"a\r\r\n", 2), (0, 1));
    }

    #[test]
    fn a_stream_gives_the_entries_of_the_whole_text() {
        let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/../puzzles");
        let mut files = Vec::new();
        for sub in ["samples", "invalid", "seeds"] {
            for entry in std::fs::read_dir(format!("{dir}/{sub}")).unwrap() {
                files.push(entry.unwrap().path());
            }
        }
        for path in files {
            let bytes = std::fs::read(&path).unwrap();
            let whole = super::super::parse_bytes_entries(&bytes);
            for chunk in [1, 7, 100, 1 << 20] {
                assert_eq!(
                    streamed(&bytes, chunk),
                    whole,
                    "{} by {chunk}",
                    path.display()
                );
            }
        }
    }

    /// What `--grid n` forces.
    fn grid(n: usize) -> Option<Forced> {
        let shape = crate::sudoku::Shape::of_side(n)?;
        let (grid, boxes) = (true, false);
        Some(Forced { shape, grid, boxes })
    }

    /// Lines of every kind, good and bad, that a file may mix, and runs of rows.
    const KINDS: [&str; 21] = [
        "003020600\n900305001\n001806400\n008102900\n700000008\n006708200\n002609500\n800203009",
        "0,0,3,0,2,0,6,0,0\n9,0,0,3,0,5,0,0,1\n0,0,1,8,0,6,4,0,0\n0,0,8,1,0,2,9,0,0\n\
         7,0,0,0,0,0,0,0,8\n0,0,6,7,0,8,2,0,0\n0,0,2,6,0,9,5,0,0\n8,0,0,2,0,3,0,0,9\n\
         0,0,5,0,1,0,3,0,0",
        "003020600900305001001806400008102900700000008006708200002609500800203009005010300",
        "003020600900305001001806400008102900700000008006708200002609500800203009005010300 a",
        "0030206009003050010018064000081029007000000080067082000026095008002030090050103",
        "003020600",
        "9 0 0 | 3 0 5 | 0 0 1",
        "------+-------+------",
        "",
        "   ",
        "Grid 07",
        "# a comment",
        "x03020600",
        "[0, 0, 3, 0, 2, 0, 6, 0, 0],",
        "5,3,,,7,,,,",
        ",,,,,,,,",
        "003020600900305001001806400008102900700000008006708200002609500800203009005010300,483921657967345821251876493548132976729564138136798245372689514814253769695417382",
        "grid = [",
        // a 4x4 line, one with a digit above 4, and a 16x16 a row a line: a run of 16-cell
        // lines is read from lines ahead
        "1.3.........4..2",
        "1.3.........5..2",
        ".23.56.89.BC.EF.\n56.89.BC.EF.12.4\n9.BC.EF.12.45.78\n.EF.12.45.78.AB.\n\
         23.56.89.BC.EF.1\n6.89.BC.EF.12.45\n.BC.EF.12.45.78.\nEF.12.45.78.AB.D\n\
         3.56.89.BC.EF.12\n.89.BC.EF.12.45.\nBC.EF.12.45.78.A\nF.12.45.78.AB.DE\n\
         .56.89.BC.EF.12.\n89.BC.EF.12.45.7\nC.EF.12.45.78.AB\n.12.45.78.AB.DE.",
    ];

    proptest::proptest! {
        #![proptest_config(proptest::prelude::ProptestConfig::with_cases(256))]

        /// Any mix of lines, given a few bytes at a time, reads as the whole text does, at
        /// any size forced or none.
        #[test]
        fn any_mix_of_lines_streams_as_it_reads_whole(
            picks in proptest::collection::vec(0..KINDS.len(), 0..60),
            chunk in 1usize..40,
            crlf in proptest::bool::ANY,
            side in proptest::sample::select(vec![None, Some(4), Some(9), Some(16)]),
        ) {
            let ending = if crlf { "\r\n" } else { "\n" };
            let text: String = picks
                .iter()
                .map(|&k| format!("{}{ending}", KINDS[k].replace('\n', ending)))
                .collect();
            let forced = side.and_then(grid);
            let whole = super::super::parse_bytes_entries_at(text.as_bytes(), forced);
            proptest::prop_assert_eq!(streamed_at(text.as_bytes(), chunk, forced), whole);
        }
    }

    #[test]
    fn a_table_after_blank_lines_streams_as_it_reads_whole() {
        // a window of a line a read holds only a blank line first, which decides nothing
        let text = format!("\n\r\n  \nid,puzzle\n7,{}\n", KINDS[2]);
        let whole = super::super::parse_bytes_entries(text.as_bytes()).unwrap();
        assert_eq!(whole[0].as_ref().unwrap().label.as_deref(), Some("id=7"));
        for chunk in [1, 7, 1 << 20] {
            assert_eq!(
                streamed(text.as_bytes(), chunk),
                Ok(whole.clone()),
                "by {chunk}"
            );
        }
    }

    #[test]
    fn megabytes_of_4x4_lines_stream_as_they_read_whole() {
        // no line of them ends a look ahead: the windows end at SCAN_CAP, mid-run
        let lines = ["1.3.........4..2", "..2.4.......3..1", "4..1....2......3"];
        let count = SCAN_CAP / 16 + 5;
        let text: String = (0..count).map(|k| format!("{}\n", lines[k % 3])).collect();
        let whole = super::super::parse_bytes_entries(text.as_bytes()).unwrap();
        assert_eq!(whole.len(), count);
        assert!(whole.iter().all(|e| e.as_ref().unwrap().shape.side() == 4));
        assert_eq!(streamed(text.as_bytes(), 1 << 16), Ok(whole));
        // with --grid 4, a 16x16 written a row a line is 16 4x4 lines wherever windows end
        let rows = KINDS[20];
        let text = format!("{}{rows}\n", text);
        let forced = grid(4);
        let whole = super::super::parse_bytes_entries_at(text.as_bytes(), forced).unwrap();
        assert_eq!(whole.len(), count + 16);
        assert_eq!(streamed_at(text.as_bytes(), 1 << 16, forced), Ok(whole));
    }

    #[test]
    fn bytes_that_are_no_text_are_placed_in_the_whole_input() {
        let line = KINDS[2];
        let mut bytes = format!("{line}\n{line}\n").into_bytes();
        bytes.extend_from_slice(b"# caf\xE9\n");
        bytes.extend_from_slice(&line.as_bytes()[..10]);
        bytes.push(0xFF);
        bytes.extend_from_slice(format!("{}\n", &line[11..]).as_bytes());
        let entries = streamed(&bytes, 5).unwrap();
        assert_eq!(entries.len(), 3);
        assert_eq!(
            entries[2].as_ref().unwrap_err().error.to_string(),
            "line 4, column 11: not a text file (invalid UTF-8)"
        );
        bytes.extend_from_slice(b"\n\n12\x00");
        assert_eq!(
            streamed(&bytes, 5).unwrap_err().to_string(),
            "line 7, column 3: not a text file (NUL byte)"
        );
        assert_eq!(streamed(b"\n\n", 1), Err(ParseError::NoPuzzle));
    }

    /// An f-puzzles object whose title names a table's columns (`,puzzle,`, as a title taken
    /// from a CSV record's other fields can) is an object, not a header: read as a header,
    /// the object was lost (`no puzzle found`). Found by fuzzing, kept in the corpus as
    /// `crash_object_titled_as_a_header.txt`.
    #[test]
    fn an_object_titled_as_a_header_is_an_object() {
        let empty = "[{},{},{},{}]";
        let grid = [empty; 4].join(",");
        let text = format!("{{\"size\":4,\"title\":\"id,puzzle,solution\",\"grid\":[{grid}]}}\n");
        for chunk in [1, 7, text.len()] {
            let entries = streamed(text.as_bytes(), chunk).unwrap();
            let titles: Vec<_> = entries
                .iter()
                .map(|e| e.as_ref().unwrap().label.clone())
                .collect();
            assert_eq!(
                titles,
                [Some("id,puzzle,solution".to_owned())],
                "{chunk} a read"
            );
        }
    }
}
