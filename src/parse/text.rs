//! Text and bytes in memory: byte order mark, binary content, then the layouts.

use super::line::lines;
use super::{NotTextReason, ParseError, Puzzle, assemble};

/// The byte order mark.
const BOM: char = '\u{FEFF}';

/// Parses every puzzle in `text`, in any mix of the supported layouts.
///
/// A leading byte order mark is skipped; a NUL character is a
/// [`NotText`](ParseError::NotText) error. Succeeds only with at least one puzzle.
pub fn parse_str(text: &str) -> Result<Vec<Puzzle>, ParseError> {
    let text = text.strip_prefix(BOM).unwrap_or(text);
    if let Some(at) = text.find('\0') {
        return Err(not_text(&text[..at], NotTextReason::NulByte));
    }
    assemble::puzzles(text)
}

/// Parses every puzzle in `bytes`, which must be UTF-8 text (a leading byte order mark is
/// skipped).
///
/// Invalid UTF-8 or a NUL byte is a [`NotText`](ParseError::NotText) error at the first
/// offending byte.
pub fn parse_bytes(bytes: &[u8]) -> Result<Vec<Puzzle>, ParseError> {
    let Some(chunk) = bytes.utf8_chunks().next() else {
        return parse_str("");
    };
    if chunk.invalid().is_empty() {
        // the first chunk is the whole input when all of it is UTF-8
        return parse_str(chunk.valid());
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
