//! Text and bytes in memory: byte order mark, binary content, then the layouts.

use super::line::lines;
use super::{Entry, Forced, NotTextReason, ParseError, Puzzle, assemble};
use crate::sudoku::Shape;
use std::borrow::Cow;

/// The byte order mark.
const BOM: char = '\u{FEFF}';

/// Parses every puzzle in `text`, in any mix of the supported layouts.
///
/// A leading byte order mark is skipped; a NUL character is a
/// [`NotText`](ParseError::NotText) error. Succeeds only with at least one puzzle and no bad
/// one: the error is the first bad puzzle's.
pub fn parse_str(text: &str) -> Result<Vec<Puzzle>, ParseError> {
    assemble::puzzles(checked(text)?)
}

/// Reads every puzzle in `text` as [`parse_str`] does, but goes on past a bad puzzle: each
/// gets its place among the others as a [`BadPuzzle`](super::BadPuzzle) (see the module
/// documentation for where its lines end). Fails only when the input is not text or holds
/// nothing that looks like a puzzle ([`NoPuzzle`](ParseError::NoPuzzle)).
pub fn parse_str_entries(text: &str) -> Result<Vec<Entry>, ParseError> {
    parse_str_entries_at(text, None)
}

/// Reads `text` as [`parse_str_entries`] does, at the size `forced` says if it says one
/// (`--grid`, `--box`): with `--grid 4` every line of 16 cells is a 4×4 puzzle, with
/// `--grid 16` every 16 such lines back to back a 16×16, and a puzzle of another size is
/// a bad one ([`fitted`](super::fitted)).
pub fn parse_str_entries_at(text: &str, forced: Option<Forced>) -> Result<Vec<Entry>, ParseError> {
    let entries = assemble::entries_at(checked(text)?, forced);
    if entries.is_empty() {
        return Err(ParseError::NoPuzzle);
    }
    Ok(entries)
}

/// `text` without its byte order mark, if it is text: no NUL character.
fn checked(text: &str) -> Result<&str, ParseError> {
    let text = text.strip_prefix(BOM).unwrap_or(text);
    match text.find('\0') {
        Some(at) => Err(not_text(&text[..at], NotTextReason::NulByte)),
        None => Ok(text),
    }
}

/// Parses one puzzle given as a command-line argument (`--puzzle`). A single line made only
/// of cells and gaps must hold a board's count of cells (16, 36, 64, 81, 144 or 256), else
/// the error says how many it got, but for a Sukaku line of 729
/// ([`sukaku_line`](super::sukaku_line))
/// ([`ArgumentCells`](ParseError::ArgumentCells)); anything else (a pasted grid, a code
/// array, a stray letter) reads as [`parse_str`] reads it, with its positioned errors.
pub fn parse_argument(text: &str) -> Result<Vec<Puzzle>, ParseError> {
    let one_line = text.trim_end_matches(['\r', '\n']);
    let only_cells = !one_line.contains('\n')
        && one_line
            .chars()
            .all(|c| c.is_ascii_digit() || matches!(c, '.' | '_' | '*') || c.is_whitespace());
    if only_cells {
        let cells = one_line.chars().filter(|c| !c.is_whitespace()).count();
        // a Sukaku line is a pencil-mark puzzle, not a count of cells
        if !Shape::is_cell_count(cells) && cells != super::sukaku::SUKAKU_CHARS {
            return Err(ParseError::ArgumentCells { cells });
        }
    }
    parse_str(text)
}

/// Parses every puzzle in `bytes`, which must be UTF-8 text (a leading byte order mark is
/// skipped), as [`parse_str`] does.
///
/// Invalid UTF-8 or a NUL byte is a [`NotText`](ParseError::NotText) error at the first
/// offending byte.
pub fn parse_bytes(bytes: &[u8]) -> Result<Vec<Puzzle>, ParseError> {
    parse_str(utf8(bytes)?)
}

/// Reads every puzzle in `bytes` as [`parse_bytes`] does, going on past bad puzzles as
/// [`parse_str_entries`] does. A byte that is not UTF-8 fails only the puzzle it is in
/// (`not a text file (invalid UTF-8)` at its line and column), and none in a comment fails
/// anything: a Latin-1 `é` in one comment must not cost a batch its puzzles. A NUL byte
/// still fails the whole input: that is a binary file.
pub fn parse_bytes_entries(bytes: &[u8]) -> Result<Vec<Entry>, ParseError> {
    parse_bytes_entries_at(bytes, None)
}

/// Reads `bytes` as [`parse_bytes_entries`] does, at the size `forced` says as
/// [`parse_str_entries_at`] does.
pub fn parse_bytes_entries_at(
    bytes: &[u8],
    forced: Option<Forced>,
) -> Result<Vec<Entry>, ParseError> {
    let text = text_of(bytes, true)?;
    let mut entries = assemble::entries_at(&text.text, forced);
    if entries.is_empty() {
        return Err(ParseError::NoPuzzle);
    }
    if text.lossy {
        said_as_not_utf8(&mut entries, &text.written);
    }
    Ok(entries)
}

/// The text of some bytes, to read entries from ([`text_of`]).
pub(super) struct Text<'a> {
    /// The text, where each run of bytes that are not UTF-8 reads as U+FFFD.
    pub(super) text: Cow<'a, str>,
    /// Whether some bytes were not UTF-8.
    pub(super) lossy: bool,
    /// Where the text itself holds U+FFFD (line and column, the bytes' first line being 1):
    /// a character written there, not one standing for bytes that are not UTF-8.
    pub(super) written: Vec<(usize, usize)>,
}

/// The text of `bytes` to read entries from (the input's first bytes when `first`: then a
/// byte order mark is skipped), each run of bytes that are not UTF-8 read as U+FFFD. A NUL
/// byte fails it all, named by its place; after bytes that are not UTF-8 (UTF-16, among
/// others), by the first of those.
pub(super) fn text_of(bytes: &[u8], first: bool) -> Result<Text<'_>, ParseError> {
    let bytes = match first {
        true => bytes.strip_prefix("\u{FEFF}".as_bytes()).unwrap_or(bytes),
        false => bytes,
    };
    let nul = |text: &str| {
        text.find('\0')
            .map(|at| not_text(&text[..at], NotTextReason::NulByte))
    };
    match std::str::from_utf8(bytes) {
        Ok(text) => match nul(text) {
            Some(error) => Err(error),
            None => Ok(Text {
                written: places(text, text.match_indices(REPLACEMENT).map(|(at, _)| at)),
                text: Cow::Borrowed(text),
                lossy: false,
            }),
        },
        Err(invalid) => {
            let valid = std::str::from_utf8(&bytes[..invalid.valid_up_to()]).unwrap_or("");
            if let Some(error) = nul(valid) {
                return Err(error);
            }
            // as `String::from_utf8_lossy` reads them, keeping where U+FFFD is written
            let mut text = String::with_capacity(bytes.len());
            let mut written = Vec::new();
            for chunk in bytes.utf8_chunks() {
                let at = text.len();
                written.extend(
                    chunk
                        .valid()
                        .match_indices(REPLACEMENT)
                        .map(|(k, _)| at + k),
                );
                text.push_str(chunk.valid());
                if !chunk.invalid().is_empty() {
                    text.push(REPLACEMENT);
                }
            }
            if text.contains('\0') {
                // binary after all: named by its first odd byte
                return Err(not_text(valid, NotTextReason::InvalidUtf8));
            }
            Ok(Text {
                written: places(&text, written),
                text: Cow::Owned(text),
                lossy: true,
            })
        }
    }
}

/// U+FFFD, which stands for bytes that are not UTF-8.
const REPLACEMENT: char = char::REPLACEMENT_CHARACTER;

/// The line and column of each of the byte offsets `at` (ascending) in `text`.
fn places(text: &str, at: impl IntoIterator<Item = usize>) -> Vec<(usize, usize)> {
    let mut at = at.into_iter().peekable();
    let mut found = Vec::new();
    for (number, line) in (1..).zip(lines(text)) {
        let start = line.as_ptr() as usize - text.as_ptr() as usize;
        while let Some(offset) = at.next_if(|&offset| offset < start + line.len()) {
            found.push((number, 1 + line[..offset - start].chars().count()));
        }
        if at.peek().is_none() {
            break;
        }
    }
    found
}

/// The errors of `entries` read from text where bytes that were not UTF-8 stood as U+FFFD,
/// said as such where no U+FFFD was `written` (line and column).
pub(super) fn said_as_not_utf8(entries: &mut [Entry], written: &[(usize, usize)]) {
    for entry in entries {
        if let Err(bad) = entry {
            bad.error = not_utf8(bad.error.clone(), written);
        }
    }
}

/// The error of a character that stood for bytes that were not UTF-8 (read as U+FFFD, where
/// none was `written`), said as such.
fn not_utf8(error: ParseError, written: &[(usize, usize)]) -> ParseError {
    match error {
        ParseError::UnexpectedChar {
            line,
            column,
            found: REPLACEMENT,
        } if !written.contains(&(line, column)) => ParseError::NotText {
            line,
            column,
            reason: NotTextReason::InvalidUtf8,
        },
        error => error,
    }
}

/// `bytes` as text, or the error at the first byte that is not UTF-8 (or at a NUL before it).
fn utf8(bytes: &[u8]) -> Result<&str, ParseError> {
    let Some(chunk) = bytes.utf8_chunks().next() else {
        return Ok("");
    };
    if chunk.invalid().is_empty() {
        // the first chunk is the whole input when all of it is UTF-8
        return Ok(chunk.valid());
    }
    let valid = chunk.valid();
    let valid = valid.strip_prefix(BOM).unwrap_or(valid);
    Err(match valid.find('\0') {
        Some(at) => not_text(&valid[..at], NotTextReason::NulByte),
        None => not_text(valid, NotTextReason::InvalidUtf8),
    })
}

/// The error for an offending byte right after `before`; lines end as [`lines`] ends them.
fn not_text(before: &str, reason: NotTextReason) -> ParseError {
    let (line, last) = (1..).zip(lines(before)).last().unwrap_or((1, ""));
    ParseError::NotText {
        line,
        column: 1 + last.chars().count(),
        reason,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const LINE: &str =
        "..53.....8......2..7..1.5..4....53...1..7...6..32...8..6.5....9..4....3......97..";

    fn not_text_at(line: usize, column: usize, reason: NotTextReason) -> ParseError {
        ParseError::NotText {
            line,
            column,
            reason,
        }
    }

    #[test]
    fn a_byte_order_mark_is_skipped_and_not_counted() {
        let with_bom = format!("\u{FEFF}{LINE}\n");
        assert_eq!(parse_str(&with_bom), parse_str(LINE));
        assert_eq!(parse_bytes(with_bom.as_bytes()), parse_str(LINE));
        assert_eq!(
            parse_str("\u{FEFF}..x"),
            Err(ParseError::UnexpectedChar {
                line: 1,
                column: 3,
                found: 'x'
            })
        );
    }

    #[test]
    fn invalid_utf8_is_placed_by_line_and_character() {
        let mut bytes = format!("{LINE}\n\n│é.").into_bytes();
        bytes.push(0xFF);
        assert_eq!(
            parse_bytes(&bytes),
            Err(not_text_at(3, 4, NotTextReason::InvalidUtf8))
        );
        assert_eq!(
            parse_bytes(b"\xEF\xBB\xBF\xFE"),
            Err(not_text_at(1, 1, NotTextReason::InvalidUtf8))
        );
        // a UTF-16 file starts with an invalid byte
        assert_eq!(
            parse_bytes(b"\xFF\xFE.\x00"),
            Err(not_text_at(1, 1, NotTextReason::InvalidUtf8))
        );
    }

    #[test]
    fn a_byte_that_is_not_utf8_fails_only_its_puzzle_and_none_in_a_comment() {
        let mut bytes = format!("{LINE}\n# caf").into_bytes();
        bytes.push(0xE9); // Latin-1 é
        bytes.extend_from_slice(format!("\n{}", &LINE[..40]).as_bytes());
        bytes.push(0xE9);
        bytes.extend_from_slice(format!("{}\n{LINE} label\n", &LINE[41..]).as_bytes());
        let entries = parse_bytes_entries(&bytes).unwrap();
        assert_eq!(entries.len(), 3, "{entries:?}");
        assert!(entries[0].is_ok() && entries[2].is_ok());
        let bad = entries[1].as_ref().unwrap_err();
        assert_eq!(bad.line, 3);
        assert_eq!(bad.error, not_text_at(3, 41, NotTextReason::InvalidUtf8));
        // the whole input still fails where a puzzle must have no bad one
        assert_eq!(
            parse_bytes(&bytes),
            Err(not_text_at(2, 6, NotTextReason::InvalidUtf8))
        );
        // and a UTF-16 file is no text at all, named by its first odd byte
        assert_eq!(
            parse_bytes_entries(b"\xFF\xFE.\x00"),
            Err(not_text_at(1, 1, NotTextReason::InvalidUtf8))
        );
    }

    #[test]
    fn nul_bytes_are_binary_wherever_they_are() {
        let text = format!("{LINE}\n..\0");
        assert_eq!(
            parse_str(&text),
            Err(not_text_at(2, 3, NotTextReason::NulByte))
        );
        assert_eq!(
            parse_bytes(text.as_bytes()),
            Err(not_text_at(2, 3, NotTextReason::NulByte))
        );
        assert_eq!(
            parse_str("..\r\n.\r.\0"),
            Err(not_text_at(3, 2, NotTextReason::NulByte))
        );
        // before an invalid byte, the NUL is reported
        assert_eq!(
            parse_bytes(b"\x7fELF\x00\xFF"),
            Err(not_text_at(1, 5, NotTextReason::NulByte))
        );
    }
}

#[cfg(test)]
mod argument_tests {
    use super::*;
    use crate::sudoku::Shape;

    #[test]
    fn a_cell_string_of_the_wrong_length_says_how_many_cells_it_got() {
        for n in [0usize, 1, 9, 10, 24, 69, 80, 82, 100] {
            let text = ".".repeat(n);
            assert_eq!(
                parse_argument(&text),
                Err(ParseError::ArgumentCells { cells: n }),
                "{n}"
            );
        }
        let e = parse_argument("85...24..").unwrap_err();
        assert_eq!(
            e.to_string(),
            "line 1: 9 cells: stepdoku reads 16, 36, 64, 81, 144 or 256"
        );
        // gaps are not cells
        assert_eq!(
            parse_argument("1 2 3").unwrap_err(),
            ParseError::ArgumentCells { cells: 3 }
        );
        // any board's count is read: a 4x4 is a puzzle of its size
        let four = parse_argument("1.34.41.2..14.23").unwrap();
        assert_eq!(
            (four[0].shape, four[0].clues()),
            (Shape::of_side(4).unwrap(), 10)
        );
    }

    #[test]
    fn anything_else_reads_as_a_file_would() {
        let p85 =
            "85...24..72......9..4.........1.7..23.5...9...4...........8..7..17..........36.4.";
        assert_eq!(parse_argument(p85).unwrap(), parse_str(p85).unwrap());
        let letter = format!("{}x{}", &p85[..33], &p85[34..]);
        assert!(matches!(
            parse_argument(&letter),
            Err(ParseError::UnexpectedChar { column: 34, .. })
        ));
        let grid: String = p85
            .as_bytes()
            .chunks(9)
            .map(|row| format!("{}\n", std::str::from_utf8(row).unwrap()))
            .collect();
        assert_eq!(
            parse_argument(&grid).unwrap()[0].digits,
            parse_str(p85).unwrap()[0].digits
        );
    }
}
