//! Reading one line of a puzzle file: what kind of line it is and the cells on it.

use super::ParseError;
use super::array::Code;
use super::csv::Row;

/// What one line of a puzzle file holds.
#[derive(Debug, PartialEq, Eq)]
pub(super) enum Line<'a> {
    /// Nothing but whitespace.
    Blank,
    /// A `#` comment: the text after the `#`.
    Comment(&'a str),
    /// A rule between bands such as `------+------+------` or `+-------+`.
    Separator,
    /// A puzzle header such as `Grid 01`, trimmed.
    Header(&'a str),
    /// Cells: a row of a block, a one-line puzzle, or a line with a wrong count.
    Cells(Cells<'a>),
    /// A line of a puzzle written as code (see [`super::array`]): its cells and brackets.
    Array(Code),
    /// A record of a CSV file without a header: a whole puzzle, then other fields.
    Record(Row),
}

/// The cells found on a line.
#[derive(Debug, PartialEq, Eq)]
pub(super) struct Cells<'a> {
    /// The first `min(count, 81)` cells, 0 for empty; the rest stay 0.
    pub digits: [u8; 81],
    /// How many cells the line holds (past 81: the 81 plus those running on after them).
    pub count: usize,
    /// Text after the 81st cell, without its separator.
    pub label: Option<&'a str>,
}

/// The lines of `text` without their endings: LF, CRLF, or a lone CR as old Mac files have.
///
/// Like [`str::split`] on `'\n'`, a final line ending is followed by one empty line.
pub(super) fn lines(text: &str) -> impl Iterator<Item = &str> {
    let mut at = Some(0);
    // the next LF at or after `at`, found with one fast search and kept until passed (a
    // file of lone CRs then costs one search, not one a line)
    let mut next_lf: Option<usize> = None;
    let mut searched_from = 0;
    std::iter::from_fn(move || {
        let start = at?;
        if next_lf.is_none_or(|lf| lf < start) && searched_from <= start {
            next_lf = text[start..].find('\n').map(|lf| start + lf);
            searched_from = next_lf.map_or(text.len() + 1, |lf| lf + 1);
        }
        let end = next_lf.filter(|&lf| lf >= start).unwrap_or(text.len());
        let (line_end, next) = match text[start..end].find('\r') {
            // CRLF
            Some(cr) if start + cr + 1 == end && end < text.len() => (end - 1, Some(end + 1)),
            // a lone CR
            Some(cr) => (start + cr, Some(start + cr + 1)),
            None if end < text.len() => (end, Some(end + 1)),
            None => (end, None),
        };
        at = next;
        Some(&text[start..line_end])
    })
}

/// Classifies line number `line` (its text without the line ending).
pub(super) fn classify(text: &str, line: usize) -> Result<Line<'_>, ParseError> {
    if let Some(cells) = whole_line(text) {
        return Ok(Line::Cells(cells));
    }
    if let Some(row) = super::csv::row(text) {
        return Ok(Line::Record(row));
    }
    let trimmed = text.trim();
    if trimmed.is_empty() {
        // an empty row of a sheet saved as TSV is eight tabs (a few more or fewer: a row
        // gone wrong, or a gap between grids); any other blank line is blank
        let tabs = text.bytes().filter(|&b| b == b'\t').count();
        match (tabs >= 4).then(|| super::sheet::row(text, line)).flatten() {
            Some(row) => Ok(Line::Array(row)),
            None => Ok(Line::Blank),
        }
    } else if let Some(comment) = trimmed.strip_prefix('#') {
        Ok(Line::Comment(comment))
    } else if let Some(mut code) = super::array::cells(text, line) {
        // an empty row of a sheet with a field too many or too few may be a gap: the
        // assembler decides, with the rows after it in view
        match code.errors.is_empty() || code.blank_fields {
            true => Ok(Line::Array(code)),
            false => Err(code.errors.swap_remove(0)),
        }
    } else if is_separator(trimmed) {
        Ok(Line::Separator)
    } else if is_header(trimmed) {
        Ok(Line::Header(trimmed))
    } else {
        scan(text, line).map(Line::Cells)
    }
}

/// The cells of the commonest line of all, a one-line puzzle of 81 cell characters with no
/// gap, maybe with a label, read bytewise; `None` for any other line, which [`classify`]
/// reads the long way to the same result.
fn whole_line(text: &str) -> Option<Cells<'_>> {
    let bytes = text.as_bytes();
    let mut cells = Cells {
        digits: [0; 81],
        count: 81,
        label: None,
    };
    // a table and one test at the end: a branch per cell mispredicts on every given
    let mut bad = 0;
    for (digit, &byte) in cells.digits.iter_mut().zip(bytes.get(..81)?) {
        let value = CELL_BYTES[byte as usize];
        bad |= value;
        *digit = value & 0xF;
    }
    if bad & NOT_A_CELL != 0 {
        return None;
    }
    let rest = &text[81..];
    // `=` may make the line an assignment of code (`123… x = …`)
    match rest.chars().next() {
        None => Some(cells),
        Some(c) if (is_gap(c) || c == ':' || c == '#') && !rest.contains('=') => {
            cells.label = label(rest);
            Some(cells)
        }
        Some(_) => None,
    }
}

/// A byte that is no cell character, in [`CELL_BYTES`].
const NOT_A_CELL: u8 = 0x10;

/// `CELL_BYTES[b]`: the digit of the cell character `b` as [`cell_value`] reads it, or
/// [`NOT_A_CELL`].
const CELL_BYTES: [u8; 256] = {
    let mut table = [NOT_A_CELL; 256];
    let mut b = 0;
    while b < 256 {
        if let Some(d) = cell_value(b as u8 as char) {
            table[b] = d;
        }
        b += 1;
    }
    table
};

/// The digit of a cell character: `1`..`9`, or 0 for the blanks `0 . _ *`.
pub(super) const fn cell_value(c: char) -> Option<u8> {
    match c {
        '1'..='9' => Some(c as u8 - b'0'),
        '0' | '.' | '_' | '*' => Some(0),
        _ => None,
    }
}

/// How many cell characters `text` holds, wherever they are: whether a line that cannot be
/// read was meant for a row or for a whole puzzle.
pub(super) fn rough_cells(text: &str) -> usize {
    text.chars().filter(|&c| cell_value(c).is_some()).count()
}

/// Characters skipped between cells: whitespace, `|` and box-drawing characters.
pub(super) fn is_gap(c: char) -> bool {
    c.is_whitespace() || c == '|' || is_box_drawing(c)
}

/// The Unicode box-drawing block (`─ │ ┼ ═ ║ ╬` …).
fn is_box_drawing(c: char) -> bool {
    ('\u{2500}'..='\u{257F}').contains(&c)
}

/// A line made only of rule characters (`- = + | *`, box drawing, spaces) with at least one
/// horizontal one: `------+------+------`, `+---+---+---+`, `*-----------*`, `╟───┼───╢`.
fn is_separator(trimmed: &str) -> bool {
    let rule = |c: char| matches!(c, '-' | '=' | '+') || is_box_drawing(c);
    trimmed
        .chars()
        .all(|c| rule(c) || c == '|' || c == '*' || c.is_whitespace())
        && trimmed.chars().any(rule)
}

/// A Project Euler header: the word `Grid` (any case) and a name, as in `Grid 01`.
fn is_header(trimmed: &str) -> bool {
    let mut words = trimmed.split_whitespace();
    words.next().is_some_and(|w| w.eq_ignore_ascii_case("grid")) && words.next().is_some()
}

/// Counts the cells of a line, skipping gaps, up to a `#` comment or the 81st cell.
///
/// After the 81st cell, a gap, `:` or `#` starts the label; more cells run on into the count
/// (`82 cells`); anything else is an unexpected character.
fn scan(text: &str, line: usize) -> Result<Cells<'_>, ParseError> {
    let unexpected = |column, found| ParseError::UnexpectedChar {
        line,
        column,
        found,
    };
    let mut cells = Cells {
        digits: [0; 81],
        count: 0,
        label: None,
    };
    for (column, (at, c)) in (1..).zip(text.char_indices()) {
        if cells.count == cells.digits.len() {
            let rest = &text[at..];
            if cell_value(c).is_some() {
                cells.count += rest
                    .chars()
                    .take_while(|&c| cell_value(c).is_some())
                    .count();
            } else if is_gap(c) || c == ':' || c == '#' {
                cells.label = label(rest);
            } else {
                return Err(unexpected(column, c));
            }
            break;
        }
        match cell_value(c) {
            Some(d) => {
                cells.digits[cells.count] = d;
                cells.count += 1;
            }
            None if c == '#' => break,
            None if is_gap(c) => {}
            None => return Err(unexpected(column, c)),
        }
    }
    Ok(cells)
}

/// The label in the text after the 81st cell: past gaps and one `:` or `#`, trimmed.
fn label(rest: &str) -> Option<&str> {
    let rest = rest.trim_start_matches(is_gap);
    let rest = rest.strip_prefix([':', '#']).unwrap_or(rest).trim();
    (!rest.is_empty()).then_some(rest)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn cells(text: &str) -> Cells<'_> {
        match classify(text, 1) {
            Ok(Line::Cells(c)) => c,
            other => panic!("{text:?} gave {other:?}"),
        }
    }

    const LINE: &str =
        "..53.....8......2..7..1.5..4....53...1..7...6..32...8..6.5....9..4....3......97..";

    #[test]
    fn lines_end_with_lf_crlf_or_cr() {
        let split = |text| lines(text).collect::<Vec<_>>();
        assert_eq!(split("a\nb\r\nc\rd"), ["a", "b", "c", "d"]);
        assert_eq!(split("a\r\n"), ["a", ""]);
        assert_eq!(split("a\n\r\n\r"), ["a", "", "", ""]);
        assert_eq!(split(""), [""]);
    }

    #[test]
    fn the_quick_read_of_a_whole_line_agrees_with_the_long_way() {
        let digits = LINE.replace('.', "0");
        let quick = [
            LINE.to_string(),
            digits.clone(),
            LINE.replace('.', "_"),
            format!("{LINE}:1:6524"),
            format!("{LINE}  3 "),
            format!("{LINE} # hard one"),
            format!("{LINE}\t"),
        ];
        for text in &quick {
            let cells = whole_line(text).expect("a whole line");
            assert_eq!(Ok(cells), scan(text, 1), "{text}");
        }
        // anything else goes the long way: more cells, a stray character, too few, code
        for text in [
            format!("{digits} x = 1"),
            format!("{LINE}0"),
            format!("{LINE}x"),
            format!("{}x{}", &LINE[..40], &LINE[41..]),
            format!(" {LINE}"),
            LINE[..80].to_string(),
        ] {
            assert_eq!(whole_line(&text), None, "{text}");
        }
    }

    #[test]
    fn lines_split_alike_however_long_the_gaps_between_endings() {
        let text = "a\r\rb\nc\r\n\rd\n\ne\r";
        let expected: Vec<&str> = text
            .split("\r\n")
            .flat_map(|p| p.split(['\r', '\n']))
            .collect();
        assert_eq!(lines(text).collect::<Vec<_>>(), expected);
        let only_cr = "x\r".repeat(1000);
        assert_eq!(lines(&only_cr).count(), 1001);
    }

    #[test]
    fn kinds_of_lines() {
        assert_eq!(classify("  \t ", 1), Ok(Line::Blank));
        assert_eq!(classify(" #A Ruud", 1), Ok(Line::Comment("A Ruud")));
        for rule in [
            "------+------+------",
            "-------+-------+------",
            "+---+---+---+",
            "|---+---+---|",
            "*-----------*",
            "=========",
            "╟───┼───╢",
        ] {
            assert_eq!(classify(rule, 1), Ok(Line::Separator), "{rule}");
        }
        assert_eq!(classify("Grid 01 ", 1), Ok(Line::Header("Grid 01")));
        assert_eq!(classify("GRID 7", 1), Ok(Line::Header("GRID 7")));
    }

    #[test]
    fn rows_with_and_without_gaps() {
        for row in [
            "003020600",
            "0 0 3 0 2 0 6 0 0 ",
            "..3|.2.|6..",
            "| . . 3 | . 2 . | 6 . . |",
            "__3_2_6__",
            "**3*2*6**",
            "│..3│.2.│6..│",
            "003020600  # a row comment",
        ] {
            let c = cells(row);
            assert_eq!(c.count, 9, "{row}");
            assert_eq!(&c.digits[..9], &[0, 0, 3, 0, 2, 0, 6, 0, 0], "{row}");
            assert_eq!(c.label, None);
        }
    }

    #[test]
    fn one_line_puzzles_and_labels() {
        let c = cells(LINE);
        assert_eq!((c.count, c.label), (81, None));
        assert_eq!(&c.digits[..4], &[0, 0, 5, 3]);
        for (tail, label) in [
            (":1:652", Some("1:652")),
            (":0", Some("0")),
            ("  3 ", Some("3")),
            (" # hard one", Some("hard one")),
            ("#x", Some("x")),
            ("\t", None),
            ("|", None),
        ] {
            let text = format!("{LINE}{tail}");
            let c = cells(&text);
            assert_eq!((c.count, c.label), (81, label), "{tail:?}");
        }
    }

    #[test]
    fn cells_running_on_past_81_are_counted() {
        assert_eq!(cells(&format!("{LINE}0")).count, 82);
        assert_eq!(cells(&format!("{LINE}123 x")).count, 84);
    }

    #[test]
    fn unexpected_characters_have_their_column() {
        assert_eq!(
            classify("..53.2x..", 2),
            Err(ParseError::UnexpectedChar {
                line: 2,
                column: 7,
                found: 'x'
            })
        );
        // columns count characters, not bytes
        assert_eq!(
            classify("│é", 3),
            Err(ParseError::UnexpectedChar {
                line: 3,
                column: 2,
                found: 'é'
            })
        );
        assert_eq!(
            classify(&format!("{LINE}x"), 1),
            Err(ParseError::UnexpectedChar {
                line: 1,
                column: 82,
                found: 'x'
            })
        );
        // a word is only a header when it is `Grid` with a name
        assert!(matches!(
            classify("Grid", 1),
            Err(ParseError::UnexpectedChar { column: 1, .. })
        ));
        assert!(matches!(
            classify("Puzzle 1", 1),
            Err(ParseError::UnexpectedChar { column: 1, .. })
        ));
    }

    #[test]
    fn a_rule_with_a_digit_is_not_a_separator() {
        assert_eq!(
            classify("---1---", 1),
            Err(ParseError::UnexpectedChar {
                line: 1,
                column: 1,
                found: '-'
            })
        );
        assert_eq!(cells("|*********|").count, 9);
    }
}
