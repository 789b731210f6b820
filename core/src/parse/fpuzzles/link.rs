//! f-puzzles links: `https://f-puzzles.com/?load=PAYLOAD` and SudokuPad's
//! `https://sudokupad.app/fpuzzlesPAYLOAD`, whose payload is the f-puzzles object
//! compressed by lz-string's `compressToBase64`. SudokuPad strips the `fpuzzles` prefix,
//! URL-decodes the rest and decompresses it the same way, so both read alike.

use super::json::{self, At};
use super::{lz_length, map};
use crate::parse::{ParseError, Puzzle};

/// What comes before the payload in each form of link.
const MARKERS: [&str; 2] = ["f-puzzles.com/?load=", "sudokupad.app/fpuzzles"];

/// The most characters a payload may have: far more than a real puzzle's (a few thousand at
/// most), few enough that counting what it decompresses to stays quick.
pub const MAX_PAYLOAD: usize = 32 * 1024;

/// The most characters (UTF-16 units) a payload may decompress to: far more than a real
/// puzzle's object, whose grid of 16×16 cells with a region each is some 10,000. lz-string
/// can make a payload decompress to the square of its length, and lz-str builds it all
/// (`lz_length`), so a longer one is refused before it is built.
pub const MAX_TEXT: usize = 1_000_000;

/// The lz-string Base64 alphabet, `=` its padding.
fn in_alphabet(c: char) -> bool {
    c.is_ascii_alphanumeric() || matches!(c, '+' | '/' | '=')
}

/// A link found on a line: its payload as written and the column it starts at.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Link<'a> {
    /// The payload as written, maybe URL-encoded (`%2B`).
    pub payload: &'a str,
    /// The column of its first character.
    pub column: usize,
}

/// The f-puzzles link on line `text`, if it holds one: its payload runs from the marker to
/// the first whitespace (or `&`, `#`, `?` that ends a URL's part).
pub(crate) fn find(text: &str) -> Option<Link<'_>> {
    let (start, marker) = MARKERS
        .iter()
        .find_map(|m| text.find(m).map(|at| (at, m)))?;
    let from = start + marker.len();
    let rest = &text[from..];
    let end = rest
        .find(|c: char| c.is_whitespace() || matches!(c, '&' | '#' | '?'))
        .unwrap_or(rest.len());
    Some(Link {
        payload: &rest[..end],
        column: text[..from].chars().count() + 1,
    })
}

/// The JSON text of the payload of `link` on line `line`, or where and why it cannot be had:
/// a character outside the Base64 alphabet (after URL-decoding), a payload too long or
/// that decompresses to too much, or one that does not decompress to text.
pub(crate) fn decode(link: Link<'_>, line: usize) -> Result<String, ParseError> {
    let wrong = |column: usize, why: String| ParseError::Fpuzzles { line, column, why };
    let mut base64 = String::with_capacity(link.payload.len());
    let mut chars = link.payload.char_indices().peekable();
    let mut column = link.column;
    while let Some((at, c)) = chars.next() {
        let (c, width) = match c {
            // decodeURIComponent, as SudokuPad does: `%2B` is `+`, `%3D` is `=`
            '%' => {
                let hex = link.payload.get(at + 1..at + 3);
                match hex.and_then(|h| u8::from_str_radix(h, 16).ok()) {
                    Some(byte) => {
                        chars.nth(1);
                        (char::from(byte), 3)
                    }
                    None => return Err(wrong(column, "a bad %-escape in the link".to_owned())),
                }
            }
            c => (c, 1),
        };
        if !in_alphabet(c) {
            let why =
                format!("{c:?} is no Base64 character (the link's payload is lz-string Base64)");
            return Err(wrong(column, why));
        }
        base64.push(c);
        column += width;
    }
    if base64.is_empty() {
        return Err(wrong(link.column, "the link has no payload".to_owned()));
    }
    if base64.len() > MAX_PAYLOAD {
        let why = format!(
            "the link's payload is longer than {} KiB",
            MAX_PAYLOAD / 1024
        );
        return Err(wrong(link.column, why));
    }
    if lz_length::decompressed_len(&base64, MAX_TEXT).is_some_and(|n| n > MAX_TEXT) {
        let why = "the link's payload decompresses to more than a million characters";
        return Err(wrong(link.column, why.to_owned()));
    }
    let text = lz_str::decompress_from_base64(&base64)
        .filter(|wide| !wide.is_empty())
        .and_then(|wide| String::from_utf16(&wide).ok());
    text.ok_or_else(|| {
        let why = "the link's payload does not decompress (lz-string Base64)".to_owned();
        wrong(link.column, why)
    })
}

/// The puzzle of `link` on line `line`, the `index`th of its file. What is wrong inside its
/// object is placed at the payload, with its place in the object's own text.
pub(crate) fn puzzle(link: Link<'_>, index: usize, line: usize) -> Result<Puzzle, ParseError> {
    let text = decode(link, line)?;
    let inside = |at: At, why: String| ParseError::Fpuzzles {
        line,
        column: link.column,
        why: format!(
            "{why} (in the link's object, line {}, column {})",
            at.line, at.column
        ),
    };
    let value = json::parse(&text, At { line: 1, column: 1 }).map_err(|m| inside(m.at, m.why))?;
    map::read(&value, index, line).map_err(|(at, why)| inside(at, why))
}

/// The link of the f-puzzles object `json`: its lz-string Base64 after `?load=`, padded as
/// lz-string's own JavaScript pads it (to a multiple of 4; lz-str 0.2.1 writes a whole `====`
/// more when none is needed), so that the link is the one f-puzzles makes.
pub fn link_of(json: &str) -> String {
    let mut payload = lz_str::compress_to_base64(json);
    payload.truncate(payload.trim_end_matches('=').len());
    while !payload.len().is_multiple_of(4) {
        payload.push('=');
    }
    format!("https://f-puzzles.com/?load={payload}")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn links_are_found_in_both_forms() {
        let at = |text| find(text).map(|l| (l.payload, l.column));
        assert_eq!(at("https://f-puzzles.com/?load=N4Ig"), Some(("N4Ig", 29)));
        assert_eq!(
            at("  https://sudokupad.app/fpuzzlesN4Ig%2B x"),
            Some(("N4Ig%2B", 33))
        );
        assert_eq!(at("f-puzzles.com/?load=AB&x=1"), Some(("AB", 21)));
        assert_eq!(at("https://f-puzzles.com/"), None);
    }

    #[test]
    fn a_payload_round_trips_through_lz_string() {
        let json = r#"{"size":4,"title":"~~~~ÿÿÿ","grid":[[{},{},{},{}]]}"#;
        let link = link_of(json);
        let found = find(&link).unwrap();
        assert_eq!(decode(found, 1).unwrap(), json);
        // a `+` written %2B reads the same
        let (head, payload) = link.split_at(link.find("load=").unwrap() + 5);
        let encoded = format!("{head}{}", payload.replace('+', "%2B").replace('/', "%2F"));
        assert_ne!(encoded, link, "the payload holds a + or a /");
        assert_eq!(decode(find(&encoded).unwrap(), 1).unwrap(), json);
    }

    #[test]
    fn bad_payloads_are_placed() {
        let message = |text: &str| decode(find(text).unwrap(), 3).unwrap_err().to_string();
        assert_eq!(
            message("https://f-puzzles.com/?load=AB*C"),
            "line 3, column 31: '*' is no Base64 character (the link's payload is lz-string Base64)"
        );
        assert_eq!(
            message("https://f-puzzles.com/?load=A%2BB%zz"),
            "line 3, column 34: a bad %-escape in the link"
        );
        assert_eq!(
            message("https://f-puzzles.com/?load=////"),
            "line 3, column 29: the link's payload does not decompress (lz-string Base64)"
        );
        assert_eq!(
            message("https://f-puzzles.com/?load= x"),
            "line 3, column 29: the link has no payload"
        );
    }

    /// One character repeated is what lz-string makes longest from least: each code stands
    /// for one character more than the last.
    #[test]
    fn a_payload_that_decompresses_to_too_much_is_refused_unbuilt() {
        let at_most = link_of(&"a".repeat(MAX_TEXT));
        let decoded = decode(find(&at_most).unwrap(), 2).map(|text| text.len());
        assert_eq!(decoded, Ok(MAX_TEXT));
        let over = link_of(&"a".repeat(MAX_TEXT + 1));
        assert!(over.len() < 4096, "a short link: {} characters", over.len());
        assert_eq!(
            decode(find(&over).unwrap(), 2).unwrap_err().to_string(),
            "line 2, column 29: the link's payload decompresses to more than a million characters"
        );
    }
}
