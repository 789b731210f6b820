//! Puzzles written as code: the cells as numbers 0–9 separated by commas, inside any of
//! `[ ] { } ( )`, with the word `array`, an assignment prefix (`$field =`, `grid =`,
//! `int[][] grid =`) and a trailing `;` around them, on one line or many. This covers the PHP
//! example's `$field = array(0, 0, 0, 0, 2, 7, 0, 0, 8, …);`, Python and JSON lists of lists,
//! Java and C array literals, and comma-separated rows.

use super::ParseError;

/// The cells on line number `line` (its text without the ending) when it is a line of such
/// an array, 0 for an empty cell; `None` when it does not look like one. A stray character
/// or a number above 9 is an error at its column.
///
/// A line looks like code when, past an assignment prefix, it opens a bracket, says `array`,
/// starts with a number and a comma, or only closes brackets: no other layout starts so.
pub(super) fn cells(text: &str, line: usize) -> Option<Result<Vec<u8>, ParseError>> {
    let trimmed = text.trim_start();
    let start = text.len() - trimmed.len();
    let (body_at, assigned) = match trimmed.find('=') {
        Some(eq) if is_assignee(&trimmed[..eq]) => (start + eq + 1, true),
        _ => (start, false),
    };
    let body = text[body_at..].trim_start();
    if !(assigned || opens(body)) {
        return None;
    }
    let first_column = 1 + text[..text.len() - body.len()].chars().count();
    Some(read(body, first_column, line))
}

/// The text before `=` in `int[][] grid =`, `$field =`, `const grid =`: a name, maybe with a
/// type, brackets and a `$`.
fn is_assignee(text: &str) -> bool {
    let text = text.trim();
    !text.is_empty()
        && text
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || matches!(c, '_' | '$' | '[' | ']' | ' ' | '\t'))
}

/// Whether `body` begins like an array's text.
fn opens(body: &str) -> bool {
    let mut chars = body.chars();
    match chars.next() {
        Some('[' | '{' | '(') => true,
        Some(c) if c.is_ascii_digit() => chars.find(|c| !c.is_whitespace()) == Some(','),
        Some(_) if starts_with_word(body, "array") => true,
        Some(_) => body
            .chars()
            .all(|c| matches!(c, ')' | ']' | '}' | ';' | ',') || c.is_whitespace()),
        None => false,
    }
}

fn starts_with_word(text: &str, word: &str) -> bool {
    text.get(..word.len())
        .is_some_and(|head| head.eq_ignore_ascii_case(word))
}

/// The cells of `body`, whose first character is at `column`.
fn read(body: &str, column: usize, line: usize) -> Result<Vec<u8>, ParseError> {
    let mut digits = Vec::new();
    let mut chars = body.char_indices().peekable();
    let mut at_column = column;
    while let Some((at, c)) = chars.next() {
        let here = at_column;
        at_column += 1;
        match c {
            '0'..='9' => {
                if let Some(&(_, next)) = chars.peek()
                    && next.is_ascii_digit()
                {
                    // a number above 9 is no cell
                    return Err(ParseError::UnexpectedChar {
                        line,
                        column: here + 1,
                        found: next,
                    });
                }
                digits.push(c as u8 - b'0');
            }
            ',' | ';' | '[' | ']' | '{' | '}' | '(' | ')' => {}
            c if c.is_whitespace() => {}
            _ if starts_with_word(&body[at..], "array") => {
                for _ in 1..5 {
                    chars.next();
                }
                at_column += 4;
            }
            found => {
                return Err(ParseError::UnexpectedChar {
                    line,
                    column: here,
                    found,
                });
            }
        }
    }
    Ok(digits)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn read_line(text: &str) -> Option<Result<Vec<u8>, ParseError>> {
        cells(text, 3)
    }

    #[test]
    fn code_lines_give_their_cells() {
        assert_eq!(
            read_line("$field = array(0, 0, 0, 0, 2, 7, 0, 0, 8,"),
            Some(Ok(vec![0, 0, 0, 0, 2, 7, 0, 0, 8]))
        );
        assert_eq!(read_line("  0, 1, 2,"), Some(Ok(vec![0, 1, 2])));
        assert_eq!(read_line(");"), Some(Ok(vec![])));
        assert_eq!(
            read_line("int[][] grid = {{5,3,0},"),
            Some(Ok(vec![5, 3, 0]))
        );
        assert_eq!(read_line("[[5, 3], [6]]"), Some(Ok(vec![5, 3, 6])));
        assert_eq!(read_line("grid ="), Some(Ok(vec![])));
        assert_eq!(read_line("ARRAY(1,2)"), Some(Ok(vec![1, 2])));
    }

    #[test]
    fn other_layouts_are_not_code() {
        for text in [
            "003020600",
            "..53.....8......2..7..1.5..4....53...1..7...6..32...8..6.5....9..4....3......97.. (x)",
            "0 0 3 0 2 0 6 0 0",
            "Grid 01",
            "| . . 3 | . 2 . | 6 . . |",
            "",
        ] {
            assert_eq!(read_line(text), None, "{text}");
        }
    }

    #[test]
    fn stray_characters_and_big_numbers_are_placed() {
        assert_eq!(
            read_line("grid = [5, 3, x]"),
            Some(Err(ParseError::UnexpectedChar {
                line: 3,
                column: 15,
                found: 'x'
            }))
        );
        assert_eq!(
            read_line("[5, 10, 0]"),
            Some(Err(ParseError::UnexpectedChar {
                line: 3,
                column: 6,
                found: '0'
            }))
        );
    }
}
