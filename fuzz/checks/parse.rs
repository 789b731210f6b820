//! What the `parse` fuzz target checks of one input. The target and the normal test suite
//! (`tests/it/parse.rs`, over `fuzz/corpus/parse/`) both include this file by `#[path]`, so a
//! change that breaks the target fails `cargo test` without libFuzzer, and no fuzzing code
//! is built into the library. A failed check panics: libFuzzer reports the input as a
//! crash.
//!
//! Any bytes give puzzles or errors, never a panic, and:
//! - every puzzle of every size reads back from the line it writes as the same puzzle (its
//!   digits and side; its boxes too, with its shape forced as `--box` forces it);
//! - validation at every size (`board`, `givens`, `grid`) agrees and never panics;
//! - puzzles and bad puzzles are numbered 1, 2, … in their order, on lines that never go
//!   back, and an error's line and column point into the text, at the character it names;
//! - reading whole, reading past bad puzzles and reading as a stream a line at a time give
//!   the same entries;
//! - all of this holds too read at the sizes `--grid 4` and `--grid 16` force (every line of
//!   16 cells a 4×4, every 16 such lines a 16×16), where every puzzle has the forced side
//!   and reads back from its line at it;
//! - every puzzle (but a pencil-mark one) written as an f-puzzles object and as a link
//!   reads back as the same puzzle, variant and all; and the input's first line taken as
//!   a link's payload is read as one puzzle or one bad one, placed on its line;
//! - the input given whole as `--puzzle` (an f-puzzles object or link too) reads as the
//!   file reads, but for a line of cells only, which must hold a board's count.

use std::io::{self, Read};
use stepdoku::parse::fpuzzles::Sheet;
use stepdoku::parse::{
    BadPuzzle, Entries, Entry, Forced, Givens, GridError, NotTextReason, ParseError, Puzzle,
    fitted, parse_argument, parse_bytes, parse_bytes_entries, parse_bytes_entries_at, parse_str,
    parse_str_entries_at,
};
use stepdoku::sudoku::{Shape, digit_of};

/// Checks one input of the `parse` fuzz target; panics on the first failure.
pub fn check(data: &[u8]) {
    let text = String::from_utf8_lossy(data);
    let lines = text_lines(&text);
    let whole = parse_bytes(data);
    match &whole {
        Ok(puzzles) => {
            assert!(!puzzles.is_empty(), "Ok holds at least one puzzle");
            for (k, p) in puzzles.iter().enumerate() {
                assert_eq!(p.index, k + 1, "puzzles are numbered in order");
                check_puzzle(p, None, &lines);
            }
            assert!(
                ascending(puzzles.iter().map(|p| p.line)),
                "lines do not go back"
            );
        }
        Err(e) => check_error(e, &lines),
    }
    let entries = parse_bytes_entries(data);
    check_entries(&entries, None, &lines);
    match std::str::from_utf8(data) {
        // parse_bytes is the entries when all are good, else the first bad one's error
        Ok(_) => assert_eq!(whole, all_good(entries.clone()), "whole and entries"),
        Err(_) => assert!(
            matches!(whole, Err(ParseError::NotText { .. })),
            "bytes that are not UTF-8 are no text read whole: {whole:?}"
        ),
    }
    check_stream(data, None, entries);
    if std::str::from_utf8(data).is_ok() {
        check_argument(&text, &whole);
    }
    check_payload(&text);
    for side in [4, 16] {
        let forced = Some(Forced {
            shape: Shape::of_side(side).expect("a board's side"),
            grid: true,
            boxes: false,
        });
        let entries = parse_bytes_entries_at(data, forced);
        check_entries(&entries, forced, &lines);
        check_stream(data, forced, entries);
    }
}

/// The entries of an input (read at the size `forced` says, if it says one): numbered in
/// order, on lines that never go back, each puzzle and bad puzzle as it must be.
fn check_entries(
    entries: &Result<Vec<Entry>, ParseError>,
    forced: Option<Forced>,
    lines: &[String],
) {
    match entries {
        Ok(entries) => {
            for (k, entry) in entries.iter().enumerate() {
                match entry {
                    Ok(p) => {
                        assert_eq!(p.index, k + 1, "entries are numbered in order");
                        check_puzzle(p, forced, lines);
                    }
                    Err(bad) => check_bad(bad, k + 1, lines),
                }
            }
            assert!(
                ascending(entries.iter().map(line_of)),
                "lines do not go back"
            );
        }
        Err(e) => {
            check_error(e, lines);
            let nothing = matches!(e, ParseError::NoPuzzle | ParseError::NotText { .. });
            assert!(nothing, "entries fail only for no text or no puzzle: {e:?}");
        }
    }
}

/// Read as a stream a line at a time (at the size `forced` says, if it says one), `data`
/// gives the `entries` read whole.
fn check_stream(data: &[u8], forced: Option<Forced>, entries: Result<Vec<Entry>, ParseError>) {
    match (streamed(data, forced), entries) {
        // a binary file is named read whole by its first odd byte, but as a stream by the
        // NUL byte that shows it binary, when bytes that are not UTF-8 come before
        (
            Err(ParseError::NotText { line, column, .. }),
            Err(whole @ ParseError::NotText { .. }),
        ) => {
            let at = (whole.line(), whole.column());
            assert!(
                (Some(line), Some(column)) >= at,
                "a stream fails at {line}:{column}, before {whole:?}"
            );
        }
        (stream, whole) => assert_eq!(stream, whole, "a stream a line at a time and the whole"),
    }
}

/// One puzzle: its cells fit its size, its line reads back as itself (at the size `forced`
/// says too, which is its own), and validation agrees at every size.
fn check_puzzle(p: &Puzzle, forced: Option<Forced>, lines: &[String]) {
    let side = p.shape.side();
    assert_eq!(p.digits.len(), p.shape.cells(), "{side}x{side} cells");
    assert!(
        p.digits.iter().all(|&d| usize::from(d) <= side),
        "digits up to {side}"
    );
    assert!(
        (1..=lines.len()).contains(&p.line),
        "line {} of {}",
        p.line,
        lines.len()
    );
    if let Some(solution) = &p.solution {
        assert_eq!(
            solution.len(),
            p.shape.cells(),
            "a solution of {side}x{side}"
        );
        assert!(
            solution
                .iter()
                .all(|&d| (1..=side).contains(&usize::from(d)))
        );
    }
    let line = p.to_line();
    let again = parse_str(&line).unwrap_or_else(|e| panic!("{line:?} does not read back: {e}"));
    assert_eq!(again.len(), 1, "{line:?} reads as one puzzle");
    assert_eq!(again[0].digits, p.digits, "{line:?} reads back its digits");
    assert_eq!(again[0].shape.side(), side, "{line:?} reads back its side");
    let its_boxes = Some(Forced {
        shape: p.shape,
        grid: false,
        boxes: true,
    });
    let boxed = fitted(Ok(again[0].clone()), its_boxes).expect("the same side");
    assert_eq!(
        (boxed.shape, &boxed.digits),
        (p.shape, &p.digits),
        "{line:?} with --box"
    );
    assert_eq!(parse_argument(&line), Ok(again), "{line:?} as --puzzle");
    if let Some(forced) = forced {
        assert_eq!(
            side,
            forced.shape.side(),
            "{} gave a {side}x{side} puzzle",
            forced.flags()
        );
        let again: Vec<_> = parse_str_entries_at(&line, Some(forced))
            .unwrap_or_else(|e| panic!("{line:?} does not read back at {forced:?}: {e}"))
            .into_iter()
            .map(|entry| entry.map(|again| (again.shape.side(), again.digits)))
            .collect();
        assert_eq!(
            again,
            [Ok((side, p.digits.clone()))],
            "{line:?} at {forced:?}"
        );
    }
    check_validation(p);
    check_fpuzzles(p);
}

/// `p` written as an f-puzzles object and as a link reads back as itself: its cells, its
/// side and its variant (other boxes than the side's default become the regions they are,
/// so only a puzzle on its side's default boxes is held to its very variant).
fn check_fpuzzles(p: &Puzzle) {
    if p.marks.is_some() {
        return; // f-puzzles has no pencil-mark givens
    }
    let sheet = Sheet {
        shape: p.shape,
        givens: &p.digits,
        filled: None,
        variant: p.variant.as_ref().map(|v| &v.0),
        title: p.label.as_deref(),
    };
    for written in [sheet.object(), sheet.link()] {
        let again =
            parse_str(&written).unwrap_or_else(|e| panic!("{written} does not read back: {e}"));
        assert_eq!(again.len(), 1, "{written} is one puzzle");
        assert_eq!(again[0].digits, p.digits, "{written} reads back its digits");
        assert_eq!(
            again[0].shape.side(),
            p.shape.side(),
            "{written} reads back its side"
        );
        if p.shape.has_default_box() {
            assert_eq!(
                again[0].variant.as_ref().map(|v| &v.0),
                p.variant.as_ref().map(|v| &v.0),
                "{written} reads back its variant"
            );
        }
    }
}

/// `text` given as `--puzzle` reads as the file of it reads (`whole`), unless it is one line
/// of cells only, whose count is then said when it is no board's.
fn check_argument(text: &str, whole: &Result<Vec<Puzzle>, ParseError>) {
    match parse_argument(text) {
        Err(ParseError::ArgumentCells { cells }) => {
            let line = text.trim_end_matches(['\r', '\n']);
            let counted = line.chars().filter(|c| !c.is_whitespace()).count();
            assert_eq!(cells, counted, "{text:?}: the cells counted");
            assert!(!line.contains('\n'), "{text:?} is one line");
        }
        argument => assert_eq!(&argument, whole, "{text:?} as --puzzle and as a file"),
    }
}

/// The first line of `text` taken as the payload of a link is one entry, good or bad, on
/// line 1, its error placed on the link's line.
fn check_payload(text: &str) {
    let first = text.lines().next().unwrap_or("");
    if first.contains(char::is_whitespace) || first.contains(['&', '#', '?', '\r', '\0']) {
        return; // the payload would end there, and the rest read as any line
    }
    let link = format!("https://f-puzzles.com/?load={first}");
    let lines = text_lines(&link);
    match parse_str_entries_at(&link, None) {
        Ok(entries) => {
            assert_eq!(entries.len(), 1, "a link is one entry: {entries:?}");
            let argument = parse_argument(&link);
            assert_eq!(
                argument,
                all_good(Ok(entries.clone())),
                "{link} as --puzzle"
            );
            match &entries[0] {
                Ok(p) => check_puzzle(p, None, &lines),
                Err(bad) => check_bad(bad, 1, &lines),
            }
        }
        Err(e) => panic!("a link line gives an entry: {e:?}"),
    }
}

/// `board`, `givens` and `grid` agree: the same conflicts, the same cells, a grid for 9×9
/// only.
fn check_validation(p: &Puzzle) {
    if p.variant.is_some() {
        // a variant's givens answer to its own houses, which the shape's board does not know
        if let Ok(Givens::Variant(givens)) = p.givens() {
            assert_eq!(givens.board().digits(), &p.digits[..]);
        }
        return;
    }
    let board = p.board();
    match (&board, p.givens()) {
        (Ok(board), Ok(givens)) => {
            assert_eq!((board.shape(), board.digits()), (p.shape, &p.digits[..]));
            let cells = match &givens {
                Givens::Nine(grid) => &grid.digits()[..],
                Givens::Other(board) => board.digits(),
                Givens::Marked(marked) => marked.board().digits(),
                Givens::Variant(_) => unreachable!("variants returned above"),
            };
            assert_eq!(cells, &p.digits[..], "the givens are the puzzle's");
            // a pencil-mark puzzle is searched from its candidates, at 9×9 too
            let nine = matches!(givens, Givens::Nine(_) | Givens::Marked(_));
            assert_eq!(nine, p.shape == Shape::NINE);
            assert_eq!(matches!(givens, Givens::Marked(_)), p.marks.is_some());
        }
        (Err(conflicts), Err(same)) => {
            assert_eq!(conflicts, &same, "board and givens see the same conflicts");
            assert!(!conflicts.conflicts.is_empty() && !conflicts.to_string().is_empty());
            for c in &conflicts.conflicts {
                let at = |cell: stepdoku::sudoku::Cell| p.digits[p.shape.index(cell)];
                assert_eq!((at(c.first), at(c.second)), (c.digit, c.digit), "{c}");
            }
        }
        (board, givens) => panic!("board {board:?} but givens {givens:?}"),
    }
    match p.grid() {
        Ok(grid) => assert_eq!(
            board.map(|b| b.digits().to_vec()),
            Ok(grid.digits().to_vec())
        ),
        Err(GridError::Conflicts(conflicts)) => assert_eq!(board, Err(conflicts)),
        Err(GridError::OtherSize(shape)) => {
            assert!(
                shape == p.shape && shape != Shape::NINE,
                "{shape} has no grid"
            )
        }
    }
}

/// A bad puzzle in place `index`: its error is said, placed in the text, and not before it.
fn check_bad(bad: &BadPuzzle, index: usize, lines: &[String]) {
    assert_eq!(bad.index, index, "bad puzzles keep their places");
    assert!(
        (1..=lines.len()).contains(&bad.line),
        "line {} of {}",
        bad.line,
        lines.len()
    );
    check_error(&bad.error, lines);
    if let Some(line) = bad.error.line() {
        assert!(
            line >= bad.line,
            "{:?} before its puzzle's line {}",
            bad.error,
            bad.line
        );
    }
}

/// An error: said, and placed in the text (`lines`) at what it names.
fn check_error(e: &ParseError, lines: &[String]) {
    assert!(!e.to_string().is_empty() && !e.message().is_empty());
    let Some(line) = e.line() else { return };
    let text = lines
        .get(line.wrapping_sub(1))
        .unwrap_or_else(|| panic!("{e:?}: line {line} of {}", lines.len()));
    let Some(column) = e.column() else { return };
    let width = text.chars().count();
    assert!(
        (1..=width + 1).contains(&column),
        "{e:?}: column {column} of {width}"
    );
    let at: String = text.chars().skip(column - 1).collect();
    let named = match e {
        // a line break in a quoted CSV field, named where its line ends
        ParseError::UnexpectedChar { found: '\n', .. } => at.is_empty(),
        ParseError::UnexpectedChar { found, .. } => at.starts_with(*found),
        ParseError::NotText { reason, .. } => at.starts_with(match reason {
            NotTextReason::NulByte => '\0',
            NotTextReason::InvalidUtf8 => char::REPLACEMENT_CHARACTER,
        }),
        // a digit as a letter (`G`, `g`) or a number (`16`, in a row of numbers)
        ParseError::DigitTooLarge { digit, .. } => {
            at.chars().next().and_then(digit_of) == Some(*digit)
                || at.starts_with(&digit.to_string())
        }
        ParseError::NumberTooLarge { number, .. } => at.starts_with(&number.to_string()),
        ParseError::BigNumber { number, .. } => at.starts_with(number.as_str()),
        _ => true,
    };
    assert!(named, "{e:?} points at {at:?}");
}

/// The lines of a text as the parser numbers them: ended by LF, CRLF or a lone CR, a
/// leading byte order mark left out. Bytes that are not UTF-8 are U+FFFD here.
fn text_lines(text: &str) -> Vec<String> {
    let text = text.strip_prefix('\u{FEFF}').unwrap_or(text);
    let text = text.replace("\r\n", "\n").replace('\r', "\n");
    text.split('\n').map(str::to_owned).collect()
}

fn line_of(entry: &Entry) -> usize {
    match entry {
        Ok(p) => p.line,
        Err(bad) => bad.line,
    }
}

/// Whether `lines` never go back (a list of grids written on one line gives them one line).
fn ascending(lines: impl Iterator<Item = usize>) -> bool {
    let lines: Vec<usize> = lines.collect();
    lines.windows(2).all(|w| w[0] <= w[1])
}

/// What reading whole gives for these entries: all their puzzles when every one is good,
/// else the first bad one's error.
fn all_good(entries: Result<Vec<Entry>, ParseError>) -> Result<Vec<Puzzle>, ParseError> {
    entries?
        .into_iter()
        .map(|entry| entry.map_err(|bad| bad.error))
        .collect()
}

/// The entries of `data` read as a stream ([`Entries`], at the size `forced` says if it
/// says one) from a reader that hands over one line a read, as a pipe may: each read ends a
/// window where a line allows it. The error that ends the stream, if one does, stands for
/// all of it, as it does read whole.
pub fn streamed(data: &[u8], forced: Option<Forced>) -> Result<Vec<Entry>, ParseError> {
    let mut stream = Entries::new(LineAtATime(data)).forced(forced);
    let mut entries = Vec::new();
    while let Some(batch) = stream.next_batch() {
        assert!(
            !matches!(&batch, Ok(b) if b.is_empty()),
            "a batch holds entries"
        );
        entries.extend(batch?);
    }
    Ok(entries)
}

/// A reader that gives its bytes up to the end of one line a read.
struct LineAtATime<'a>(&'a [u8]);

impl Read for LineAtATime<'_> {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        let line = self
            .0
            .iter()
            .position(|&b| b == b'\n')
            .map_or(self.0.len(), |i| i + 1);
        let n = line.min(buf.len());
        buf[..n].copy_from_slice(&self.0[..n]);
        self.0 = &self.0[n..];
        Ok(n)
    }
}
