//! Rows of a spreadsheet saved as CSV or TSV: N fields between commas, semicolons or tabs
//! (a board's side: 4, 6, 8, 9, 12 or 16), where an empty field is an empty cell
//! (`5,3,,,7,,,,`), as a sheet with a puzzle typed into N columns is saved, and a cell may
//! be in quotes (`"5";"3";"";…`). Numbers 10 to 16 are cells, and so are the letters `A`–`G`
//! in a row of 12 or 16. Code never leaves a
//! field empty between its commas, so rows without an empty or quoted field are left to
//! [`array`](super::array), which reads them as comma-separated code.

use super::ParseError;
use super::array::{BAD, Code, Column};
use super::looks::ROW_OR_LINE;
use crate::sudoku::{Shape, digit_of};

/// The row of a spreadsheet on line number `line`, if `text` is one: fields that are cells (a
/// digit, `.`, or nothing), at least one of them in quotes, written as a float (`5.0`) or
/// empty before the last (code rows end with a comma, `5, 3, 0, …, 0,`, and a row of code
/// cut short must stay short).
/// A board's side of fields is a row. One or two short fields that are no cell make it a row gone wrong
/// (`5,x,,,7,,,,`, `5,12,,,7,,,,`); a longer one makes the line no row (`Puzzle 1,,,,,,,,`),
/// and so do more (a header `A,B,C,…`).
///
/// Another count of such fields, up to [`ROW_OR_LINE`], is a row gone wrong: a sheet whose
/// grid starts in its second column saves an empty first field on every row, and reading
/// nine of ten would shift it. It takes a 9×9 row's place (nine cells, the first bad), so
/// that its grid fails as one puzzle.
pub(super) fn row(text: &str, line: usize) -> Option<Code> {
    if text.contains(['[', ']', '{', '}', '(', ')', '=']) {
        return None;
    }
    let separator = match (text.contains(','), text.contains(';')) {
        (true, false) => b',',
        (false, true) => b';',
        (false, false) if text.contains('\t') => b'\t',
        _ => return None,
    };
    let count = 1 + text.bytes().filter(|&b| b == separator).count();
    if !(4..=ROW_OR_LINE).contains(&count) {
        return None;
    }
    let fields = text.split(char::from(separator));
    let quoted = |field: &str| field.trim().starts_with('"');
    let float = |field: &str| matches!(field.trim().as_bytes(), [b'0'..=b'9', b'.', ..]);
    let sheet_like = fields.clone().enumerate().any(|(k, field)| {
        quoted(field) || float(field) || (k + 1 < count && field.trim().is_empty())
    });
    if !sheet_like {
        return None;
    }
    let blank = |field: &str| matches!(field.trim(), "" | "\"\"");
    let mut code = Code {
        blank_fields: fields.clone().all(blank),
        ..Code::default()
    };
    let mut at = 0;
    let letters = count >= 12;
    for field in fields {
        // a field's column is where its text begins, past whitespace and a quote, as its
        // cell is read
        let lead = field.len()
            - field
                .trim_start_matches(|c: char| c.is_whitespace() || c == '"')
                .len();
        let first = 1 + text[..(at + lead).min(text.len())].chars().count();
        match cell(field, letters) {
            Ok(digit) => {
                // a number 10 to 16 has digits, a letter none
                let letter = digit > 9 && !field.contains(|c: char| c.is_ascii_digit());
                code.columns.push(Column { at: first, letter });
                code.cells.push(digit);
            }
            // a short token, or any number (`6.5`, `10.0`), is a bad cell of a row
            Err(bad) if short_or_number(bad) && code.errors.len() < 2 => {
                // what precedes it in its field is spaces and a quote
                let start = at + field.find(bad).unwrap_or(0);
                let column = 1 + text[..start].chars().count();
                code.columns.push(Column::number(first));
                code.cells.push(BAD);
                code.errors.push(match bad.parse::<f64>() {
                    Ok(_) => ParseError::BigNumber {
                        line,
                        column,
                        number: bad.to_owned(),
                    },
                    Err(_) => ParseError::UnexpectedChar {
                        line,
                        column,
                        found: bad.chars().next().unwrap_or('"'),
                    },
                });
            }
            Err(_) => return None,
        }
        at += field.len() + 1;
    }
    code.fields = count;
    if count != 9 {
        // a 9×9 sheet's row gone wrong, unless its grid has rows of this count: the
        // assembler takes its own reading then
        let own = Shape::of_side(count)
            .is_some()
            .then(|| Box::new(code.clone()));
        code.cells = vec![BAD].into_iter().chain([0; 8]).collect();
        code.columns = vec![Column::number(1); 9];
        code.errors = vec![ParseError::RowCells {
            line,
            cells: count,
            expected: 9,
        }];
        code.own = own;
    }
    Some(code)
}

/// Whether a field that is no cell is still one a row may hold, gone wrong: a token of one
/// or two characters (`x`, `12`) or a number (`6.5`, `10.0`, `-1`), not a word.
fn short_or_number(field: &str) -> bool {
    field.chars().count() <= 2
        || (field.parse::<f64>().is_ok() && !field.contains(char::is_alphabetic))
}

/// The digit of one field (`5`, `"5"`, `5.0`, `12`, and `C` with `letters`), 0 for an empty
/// cell, or what the field holds when it is no cell (without its quotes and the spaces
/// around).
fn cell(field: &str, letters: bool) -> Result<u8, &str> {
    let mut field = field.trim();
    if let Some(inner) = field.strip_prefix('"').and_then(|f| f.strip_suffix('"')) {
        field = inner.trim();
    }
    // `5.0`, `5.00`: a sheet's numbers as pandas or a format writes them
    let number = match field.split_once('.') {
        Some((whole, zeros)) if !zeros.is_empty() && zeros.bytes().all(|b| b == b'0') => whole,
        _ => field,
    };
    let letter = |c: char| digit_of(c).filter(|&d| letters && d > 9);
    match number.as_bytes() {
        [] | [b'.'] if number == field => Ok(0),
        &[digit @ b'0'..=b'9'] => Ok(digit - b'0'),
        &[b'1', units @ b'0'..=b'6'] => Ok(10 + units - b'0'),
        &[c] if number == field => letter(char::from(c)).ok_or(field),
        _ => Err(field),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn cells(text: &str) -> Option<Vec<u8>> {
        row(text, 1).map(|code| code.cells)
    }

    #[test]
    fn empty_fields_are_empty_cells() {
        let row = Some(vec![5, 3, 0, 0, 7, 0, 0, 0, 0]);
        for text in [
            "5,3,,,7,,,,",
            "5;3;;;7;;;;",
            "5\t3\t\t\t7\t\t\t\t",
            "5, 3, , , 7, , , , ",
            "\"5\",\"3\",\"\",\"\",\"7\",\"\",\"\",\"\",\"\"",
            "5;3;.;;7;;;;",
            "5.0,3.0,,,7.0,,,,",
        ] {
            assert_eq!(cells(text), row, "{text:?}");
        }
        assert_eq!(cells(",,,,,,,,"), Some(vec![0; 9]));
    }

    #[test]
    fn rows_without_an_empty_field_and_other_lines_are_left_alone() {
        for text in [
            "5,3,0,0,7,0,0,0,0",
            "5,3,0,0,7,0,0,0,0,",
            "5\t3\t0\t0\t7\t0\t0\t0\t0",
            "[5,3,,,7,,,,]",
            "grid = 5,3,,,7,,,,",
            "5,3,,,7;,,,",
            "5,3,4,6,7,8,9,1,",
            "Puzzle 1,,,,,,,,",
            "A,B,C,D,E,F,G,H,I",
            "c1,,c3,,c5,,c7,,c9",
            "9,",
        ] {
            assert_eq!(cells(text), None, "{text:?}");
        }
    }

    #[test]
    fn a_field_that_is_no_cell_is_named_at_its_column() {
        let code = row("5, x,,,7,,,,", 4).expect("a row gone wrong");
        assert_eq!(code.cells, [5, BAD, 0, 0, 7, 0, 0, 0, 0]);
        assert_eq!(
            code.errors,
            [ParseError::UnexpectedChar {
                line: 4,
                column: 4,
                found: 'x'
            }]
        );
        let code = row("5;17;;;7;;;;", 1).expect("a row gone wrong");
        assert_eq!(code.cells[1], BAD);
        assert_eq!(
            code.errors,
            [ParseError::BigNumber {
                line: 1,
                column: 3,
                number: "17".into()
            }]
        );
        // 10 to 16 are cells, and letters in a row of 12 or 16, which its puzzle judges
        let code = row("5;12;;;7;;;;", 1).expect("a row");
        let columns = [1, 3, 6].map(Column::number);
        assert_eq!((code.cells[1], &code.columns[..3]), (12, &columns[..]));
        let twelve = row("\"B\",,,,,,,,,,,g", 1).expect("a row of 12");
        let own = twelve.own.expect("read as a row of 12 too");
        assert_eq!((own.cells[0], own.cells[11], twelve.fields), (11, 16, 12));
        let nine = row("B,,,,,,,,", 1).expect("a row gone wrong");
        assert_eq!(nine.cells[0], BAD, "a letter in a row of 9");
        let code = row("x,,,,\"?\",,,,", 2).expect("a row gone wrong");
        assert_eq!(code.cells, [BAD, 0, 0, 0, BAD, 0, 0, 0, 0]);
        assert_eq!(
            code.errors,
            [
                ParseError::UnexpectedChar {
                    line: 2,
                    column: 1,
                    found: 'x'
                },
                ParseError::UnexpectedChar {
                    line: 2,
                    column: 7,
                    found: '?'
                }
            ]
        );
        // three fields that are no cell, or a long one: no row
        assert_eq!(row("x,y,,,z,,,,", 1), None);
        assert_eq!(row("Row 1,,,,,,,,", 1), None);
    }

    #[test]
    fn another_count_of_fields_is_a_row_gone_wrong_in_a_row_s_place() {
        for (text, cells) in [
            (",5,3,,,7,,,,", 10),
            ("5,3,,,7,,,,,", 10),
            (",,5,3,,,7,,,,1", 11),
            ("5,3,,,7,,,", 8),
        ] {
            let code = row(text, 2).expect("a row gone wrong");
            assert_eq!(code.cells, [BAD, 0, 0, 0, 0, 0, 0, 0, 0], "{text:?}");
            assert_eq!(
                code.errors,
                [ParseError::RowCells {
                    line: 2,
                    cells,
                    expected: 9
                }]
            );
        }
    }
}
