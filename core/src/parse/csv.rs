//! CSV tables of puzzles, as the large public datasets are published (RFC 4180 quoting): a
//! header line naming the columns, then one record a line. The puzzle is the column named
//! `quizzes`, `puzzle` or `question` (Kaggle's "1 million sudoku" is `quizzes,solutions`, its
//! "3 million sudoku" `id,puzzle,solution,clues,difficulty`), the expected solution the one
//! named `solutions` or `solution`, and the other columns become the label
//! (`id=1, clues=24, difficulty=2.1`).
//!
//! Without a header, a line whose first field is a whole puzzle (81 cells, no gaps) is a
//! record too ([`row`]): its second field is its solution if it is a full grid, and the
//! fields after the puzzle that are not its solution are the label (`24, 2.1`).
//!
//! A field in quotes may hold commas, doubled quotes (`""`) and line breaks: a record then
//! spans lines, and is named by its first.

use super::line::cell_value;
use super::{BadPuzzle, Entry, ParseError, Puzzle};
use crate::sudoku::{Shape, digit_of};
use std::borrow::Cow;

/// Names of the puzzle's column, compared without case.
const PUZZLE_NAMES: [&str; 3] = ["quizzes", "puzzle", "question"];

/// Names of the solution's column, compared without case.
const SOLUTION_NAMES: [&str; 2] = ["solutions", "solution"];

/// One field of a record: its text without the quotes, and the byte where the field starts
/// in the record (its opening quote, if it has one).
#[derive(Debug, PartialEq, Eq)]
struct Field<'a> {
    text: Cow<'a, str>,
    at: usize,
}

impl Field<'_> {
    /// The byte of `record` where byte `offset` of the text is written: past the quotes that
    /// the text leaves out (the opening one, the second of each doubled one, the closing one
    /// before text that follows it).
    fn byte_of(&self, record: &str, offset: usize) -> usize {
        let bytes = record.as_bytes();
        if bytes.get(self.at) != Some(&b'"') {
            return self.at + offset;
        }
        let (mut raw, mut left, mut quoted) = (self.at + 1, offset, true);
        loop {
            let quote = quoted && bytes.get(raw) == Some(&b'"');
            let doubled = quote && bytes.get(raw + 1) == Some(&b'"');
            match (left, quote, doubled) {
                (_, true, false) => {
                    quoted = false;
                    raw += 1;
                }
                (0, ..) => return raw.min(record.len()),
                (_, _, true) => {
                    raw += 2;
                    left -= 1;
                }
                _ => {
                    raw += 1;
                    left -= 1;
                }
            }
        }
    }
}

/// The fields of `record` (lines joined by `\n` when a quoted field spans them), or `None`
/// when a quote is still open at its end: the record goes on on the next line.
fn fields(record: &str) -> Option<Vec<Field<'_>>> {
    let bytes = record.as_bytes();
    let mut out = Vec::new();
    let mut at = 0;
    loop {
        let field = if bytes.get(at) == Some(&b'"') {
            // a quoted field: up to the quote that is not doubled, then whatever precedes
            // the comma (kept, as lenient readers keep it)
            let start = at + 1;
            let (mut owned, mut i): (Option<String>, usize) = (None, start);
            let close = loop {
                let quote = i + record[i..].find('"')?;
                if bytes.get(quote + 1) != Some(&b'"') {
                    break quote;
                }
                owned
                    .get_or_insert_with(String::new)
                    .push_str(&record[i..=quote]);
                i = quote + 2;
            };
            let end = record[close + 1..]
                .find(',')
                .map_or(record.len(), |c| close + 1 + c);
            let tail = &record[close + 1..end];
            let text = match owned {
                Some(mut owned) => {
                    owned.push_str(&record[i..close]);
                    owned.push_str(tail);
                    Cow::Owned(owned)
                }
                None if tail.is_empty() => Cow::Borrowed(&record[start..close]),
                None => Cow::Owned(format!("{}{tail}", &record[start..close])),
            };
            let field = Field { text, at };
            at = end;
            field
        } else {
            let end = record[at..].find(',').map_or(record.len(), |c| at + c);
            let field = Field {
                text: Cow::Borrowed(&record[at..end]),
                at,
            };
            at = end;
            field
        };
        out.push(field);
        if at >= record.len() {
            return Some(out);
        }
        at += 1; // the comma
    }
}

/// Line and column of byte `at` of a record whose first line is `line`.
fn place(record: &str, line: usize, at: usize) -> (usize, usize) {
    let before = &record[..at];
    let start = before.rfind('\n').map_or(0, |nl| nl + 1);
    let lines = before.bytes().filter(|&b| b == b'\n').count();
    (line + lines, 1 + before[start..].chars().count())
}

/// The columns of a CSV table, as its header names them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) struct Columns {
    /// Every column's name, trimmed.
    names: Vec<String>,
    /// Which is the puzzle.
    puzzle: usize,
    /// Which is the expected solution, if one is.
    solution: Option<usize>,
}

/// The columns `text` names, if it is the header of a table of puzzles: two fields at
/// least, one of them named as a puzzle's column is.
pub(super) fn header(text: &str) -> Option<Columns> {
    let fields = fields(text)?;
    let names: Vec<String> = fields.iter().map(|f| f.text.trim().to_owned()).collect();
    let named = |choices: &[&str]| {
        names
            .iter()
            .position(|name| choices.iter().any(|c| c.eq_ignore_ascii_case(name)))
    };
    let puzzle = named(&PUZZLE_NAMES)?;
    let solution = named(&SOLUTION_NAMES);
    (names.len() >= 2).then_some(Columns {
        names,
        puzzle,
        solution,
    })
}

/// The records of a table after its header, a line at a time.
pub(super) struct Table {
    columns: Columns,
    /// A record whose quoted field is still open: its first line and its text so far.
    open: Option<(usize, String)>,
    /// Records read so far.
    given: usize,
}

impl Table {
    /// The table whose header names `columns`.
    pub(super) fn new(columns: Columns) -> Table {
        Table {
            columns,
            open: None,
            given: 0,
        }
    }

    /// Takes line `number`, adding the record it ends (if any) to `out`. Blank lines
    /// between records are skipped.
    pub(super) fn line(&mut self, number: usize, text: &str, out: &mut Vec<Entry>) {
        let (first, record) = match self.open.take() {
            Some((first, mut record)) => {
                record.push('\n');
                record.push_str(text);
                (first, Cow::Owned(record))
            }
            None if text.trim().is_empty() => return,
            None => (number, Cow::Borrowed(text)),
        };
        match fields(&record) {
            Some(fields) => out.push(self.entry(first, &record, &fields)),
            None => self.open = Some((first, record.into_owned())),
        }
    }

    /// Ends the table: a record still open is a bad one.
    pub(super) fn finish(&mut self, out: &mut Vec<Entry>) {
        if let Some((line, _)) = self.open.take() {
            self.given += 1;
            out.push(Err(BadPuzzle {
                index: self.given,
                line,
                label: None,
                error: ParseError::OpenQuote { line },
            }));
        }
    }

    /// The entry of `record`, whose first line is `line`.
    fn entry(&mut self, line: usize, record: &str, fields: &[Field<'_>]) -> Entry {
        self.given += 1;
        let Columns {
            names,
            puzzle,
            solution,
        } = &self.columns;
        let others = fields
            .iter()
            .enumerate()
            .filter(|&(k, _)| k != *puzzle && Some(k) != *solution)
            .map(
                |(k, field)| match names.get(k).filter(|name| !name.is_empty()) {
                    Some(name) if !field.text.trim().is_empty() => {
                        format!("{name}={}", field.text.trim())
                    }
                    _ => field.text.trim().to_owned(),
                },
            );
        let label = label(others);
        let needed = 1 + (*puzzle).max(solution.unwrap_or(0));
        let read = || -> Result<Puzzle, ParseError> {
            if fields.len() < needed {
                return Err(ParseError::ShortRecord {
                    line,
                    fields: fields.len(),
                    header: names.len(),
                });
            }
            let (shape, digits) = grid(record, line, &fields[*puzzle])?;
            let solution = match solution {
                Some(k) => full_grid(record, line, &fields[*k], shape)?,
                None => None,
            };
            Ok(Puzzle {
                shape,
                marks: None,
                digits,
                index: self.given,
                line,
                label: label.clone(),
                solution,
                variant: None,
            })
        };
        read().map_err(|error| BadPuzzle {
            index: self.given,
            line,
            label: label.clone(),
            error,
        })
    }
}

/// The label of a record: its other fields that are not empty, joined by `, `.
fn label(others: impl Iterator<Item = String>) -> Option<String> {
    let kept: Vec<String> = others.filter(|text| !text.is_empty()).collect();
    (!kept.is_empty()).then(|| kept.join(", "))
}

/// The cells of a puzzle field and its size, or what is wrong with it: a character that is
/// no cell (at its place), a count that is no board's, or a digit beyond the size.
fn grid(record: &str, line: usize, field: &Field<'_>) -> Result<(Shape, Vec<u8>), ParseError> {
    let trimmed = field.text.trim_start();
    let lead = field.text.len() - trimmed.len();
    let text = trimmed.trim_end();
    let spot = |offset: usize| place(record, line, field.byte_of(record, lead + offset));
    let mut digits = Vec::with_capacity(81);
    for (offset, c) in text.char_indices() {
        let Some(digit) = cell_value(c).or(digit_of(c)) else {
            let (line, column) = spot(offset);
            return Err(ParseError::UnexpectedChar {
                line,
                column,
                found: c,
            });
        };
        digits.push(digit);
    }
    let Some(shape) = Shape::of_cells(digits.len()) else {
        return Err(ParseError::LineCells {
            line: spot(0).0,
            cells: digits.len(),
        });
    };
    let beyond = |&d: &u8| usize::from(d) > shape.side();
    if let Some(k) = digits.iter().position(beyond) {
        let (offset, _) = text.char_indices().nth(k).expect("one character a cell");
        let (line, column) = spot(offset);
        // a letter in a 9x9 is a digit beyond its size, as a 7 in a 6x6 is
        return Err(ParseError::DigitTooLarge {
            line,
            column,
            digit: digits[k],
            shape,
            counted: true,
        });
    }
    Ok((shape, digits))
}

/// The solution in a field for a puzzle of `shape`: `None` when it is empty, else a full
/// grid, N² digits 1–N.
fn full_grid(
    record: &str,
    line: usize,
    field: &Field<'_>,
    shape: Shape,
) -> Result<Option<Vec<u8>>, ParseError> {
    let text = field.text.trim();
    if text.is_empty() {
        return Ok(None);
    }
    solution_digits(text)
        .filter(|(of, _)| *of == shape)
        .map(|(_, digits)| Some(digits))
        .ok_or_else(|| {
            let (line, column) = place(record, line, field.byte_of(record, 0));
            ParseError::BadSolution {
                line,
                column,
                shape,
            }
        })
}

/// `text` as the cells of a puzzle of some size, each character a cell (letters only in a
/// record of size 10 or more, no digit beyond the size), with that size.
fn cells(text: &str) -> Option<(Shape, Vec<u8>)> {
    let shape = Shape::of_cells(text.len())?;
    let digits = text
        .chars()
        .map(|c| cell_value(c).or(digit_of(c).filter(|_| shape.side() >= 10)))
        .collect::<Option<Vec<u8>>>()?;
    digits
        .iter()
        .all(|&d| usize::from(d) <= shape.side())
        .then_some((shape, digits))
}

/// `text` as a full grid of some size: N² digits 1–N, with its size.
fn solution_digits(text: &str) -> Option<(Shape, Vec<u8>)> {
    cells(text).filter(|(_, digits)| !digits.contains(&0))
}

/// A record of a CSV file without a header.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) struct Row {
    /// The puzzle's size.
    pub shape: Shape,
    /// The puzzle: the first field.
    pub digits: Vec<u8>,
    /// The second field, when it is a full grid of the puzzle's size.
    pub solution: Option<Vec<u8>>,
    /// The other fields that are not empty, joined by `, `.
    pub label: Option<String>,
}

/// The record on `text`, if it is a line of a CSV file without a header: a comma, and a
/// first field of exactly a board's count of cells (in quotes or not; spaces around them are
/// no gaps).
pub(super) fn row(text: &str) -> Option<Row> {
    if !text.contains(',') {
        return None;
    }
    let fields = fields(text)?;
    let (shape, digits) = cells(fields[0].text.trim())?;
    let solution = fields
        .get(1)
        .and_then(|f| solution_digits(f.text.trim()))
        .filter(|(of, _)| *of == shape)
        .map(|(_, digits)| digits);
    let skip = 1 + usize::from(solution.is_some());
    let label = label(fields[skip..].iter().map(|f| f.text.trim().to_owned()));
    Some(Row {
        shape,
        digits,
        solution,
        label,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    const PUZZLE: &str =
        "004300209005009001070060043006002087190007400050083000600000105003508690042910300";
    const SOLUTION: &str =
        "864371259325849761971265843436192587198657432257483916689734125713528694542916378";

    fn texts(record: &str) -> Option<Vec<String>> {
        fields(record).map(|f| f.into_iter().map(|f| f.text.into_owned()).collect())
    }

    #[test]
    fn fields_follow_rfc_4180() {
        assert_eq!(texts("a,b,,c").unwrap(), ["a", "b", "", "c"]);
        assert_eq!(
            texts("\"a,b\",\"say \"\"hi\"\"\",c").unwrap(),
            ["a,b", "say \"hi\"", "c"]
        );
        assert_eq!(texts("\"two\nlines\",x").unwrap(), ["two\nlines", "x"]);
        assert_eq!(texts(",").unwrap(), ["", ""]);
        assert_eq!(texts("\"\"").unwrap(), [""]);
        // a quote still open: the record goes on
        assert_eq!(texts("\"open,x"), None);
        assert_eq!(texts("a,\"b\"\"\n"), None);
    }

    #[test]
    fn each_byte_of_a_field_is_placed_where_it_is_written() {
        for record in [
            "a,bc,,d",
            "\"a,b\",\"say \"\"hi\"\"\",c",
            "\"\"7 0,x",
            "\"12\"3x,\"\"\"\"",
            "\"two\nlines\"é,\"é\"\"\"",
        ] {
            for field in fields(record).unwrap() {
                for (offset, c) in field.text.char_indices() {
                    let at = field.byte_of(record, offset);
                    assert!(record[at..].starts_with(c), "{record:?} {field:?} {offset}");
                }
                let end = field.byte_of(record, field.text.len());
                assert!(end <= record.len(), "{record:?} {field:?}");
            }
        }
    }

    #[test]
    fn places_count_lines_and_characters() {
        let record = "a,é\nxy,z";
        assert_eq!(place(record, 5, 0), (5, 1));
        assert_eq!(place(record, 5, 2), (5, 3));
        assert_eq!(place(record, 5, record.find('y').unwrap()), (6, 2));
    }

    #[test]
    fn headers_name_the_puzzle_and_the_solution() {
        let kaggle = header("quizzes,solutions").unwrap();
        assert_eq!((kaggle.puzzle, kaggle.solution), (0, Some(1)));
        let three = header("id,puzzle,solution,clues,difficulty").unwrap();
        assert_eq!((three.puzzle, three.solution), (1, Some(2)));
        let question = header("\"Question\", Answer").unwrap();
        assert_eq!((question.puzzle, question.solution), (0, None));
        for text in ["puzzle", "a,b,c", PUZZLE, &format!("{PUZZLE},{SOLUTION}")] {
            assert_eq!(header(text), None, "{text}");
        }
    }

    /// A record read: its puzzle, whether it has a solution, its label; or the message.
    type Read = Result<(String, bool, Option<String>), String>;

    /// Each entry of a table as `Ok((puzzle, solution, label))` or `Err(message)`.
    fn table(head: &str, lines: &[&str]) -> Vec<Read> {
        let mut table = Table::new(header(head).unwrap());
        let mut out = Vec::new();
        for (number, text) in (2..).zip(lines) {
            table.line(number, text, &mut out);
        }
        table.finish(&mut out);
        out.into_iter()
            .map(|entry| match entry {
                Ok(p) => Ok((p.to_line(), p.solution.is_some(), p.label)),
                Err(bad) => Err(bad.error.to_string()),
            })
            .collect()
    }

    #[test]
    fn a_table_reads_its_columns() {
        let dotted = PUZZLE.replace('0', ".");
        let row = format!("7,{dotted},{SOLUTION},24,2.1");
        let found = table("id,puzzle,solution,clues,difficulty", &[&row, "", "  "]);
        let label = Some("id=7, clues=24, difficulty=2.1".to_string());
        assert_eq!(found, [Ok((dotted.clone(), true, label))]);
        let quoted = format!("\"{PUZZLE}\",\"{SOLUTION}\"");
        assert_eq!(
            table("quizzes,solutions", &[&quoted, &format!("{PUZZLE},")]),
            [Ok((dotted.clone(), true, None)), Ok((dotted, false, None))]
        );
    }

    #[test]
    fn a_bad_record_is_placed_and_the_table_goes_on() {
        let letter = format!("{}x{}", &PUZZLE[..40], &PUZZLE[41..]);
        let short_solution = &SOLUTION[..80];
        let found = table(
            "id,quizzes,solutions",
            &[
                &format!("1,{letter},{SOLUTION}"),
                &format!("2,{},{SOLUTION}", &PUZZLE[..80]),
                &format!("3,{PUZZLE},{short_solution}"),
                "4",
                &format!("5,{PUZZLE},{SOLUTION}"),
                "\"6,never closed",
            ],
        );
        assert_eq!(
            found,
            [
                Err("line 2, column 43: unexpected character 'x'".into()),
                Err("line 3: 80 cells: stepdoku reads 16, 36, 64, 81, 144 or 256".into()),
                Err("line 4, column 85: the solution is not a full grid (81 digits 1 to 9)".into()),
                Err("line 5: 1 field, but the header names 3 columns".into()),
                Ok((PUZZLE.replace('0', "."), true, Some("id=5".into()))),
                Err("line 7: a quote left open to the end".into()),
            ]
        );
    }

    /// A solution is a full grid of its own puzzle's size, and the message says which.
    #[test]
    fn a_bad_solution_is_named_with_the_digits_of_its_size() {
        let four = "1.3.....2..3...1";
        let found = table(
            "puzzle,solution",
            &[
                &format!("{four},1234341221434321"),
                &format!("{four},123434122143432"),
                &format!("{four},5234341221434321"),
            ],
        );
        let bad = "the solution is not a full grid (16 digits 1 to 4)";
        assert_eq!(
            found,
            [
                Ok((four.to_string(), true, None)),
                Err(format!("line 3, column 18: {bad}")),
                Err(format!("line 4, column 18: {bad}")),
            ]
        );
    }

    #[test]
    fn a_quoted_field_may_span_lines() {
        let mut table = Table::new(header("puzzle,note").unwrap());
        let mut out = Vec::new();
        table.line(2, &format!("{PUZZLE},\"first"), &mut out);
        assert!(out.is_empty());
        table.line(3, "second\"", &mut out);
        table.line(4, &format!("{PUZZLE},x"), &mut out);
        let lines: Vec<(usize, usize)> = out
            .iter()
            .map(|e| e.as_ref().map(|p| (p.index, p.line)).unwrap())
            .collect();
        assert_eq!(lines, [(1, 2), (2, 4)]);
        assert_eq!(
            out[0].as_ref().unwrap().label.as_deref(),
            Some("note=first\nsecond")
        );
    }

    #[test]
    fn rows_without_a_header() {
        let with = row(&format!("{PUZZLE},{SOLUTION}")).unwrap();
        assert_eq!(with.digits[2], 4);
        assert_eq!(with.solution.map(|s| s[0]), Some(8));
        assert_eq!(with.label, None);
        let labelled = row(&format!("\"{PUZZLE}\", 24 , hard")).unwrap();
        assert_eq!(labelled.solution, None);
        assert_eq!(labelled.label.as_deref(), Some("24, hard"));
        let both = row(&format!("{PUZZLE},{SOLUTION},3")).unwrap();
        assert_eq!(both.label.as_deref(), Some("3"));
        // no comma, a first field that is no whole puzzle, a cell that is no cell
        for text in [
            PUZZLE.to_string(),
            format!("{},{SOLUTION}", &PUZZLE[..80]),
            format!("1,{PUZZLE}"),
            format!("{}x,{SOLUTION}", &PUZZLE[..80]),
        ] {
            assert_eq!(row(&text), None, "{text}");
        }
    }
}
