//! f-puzzles puzzles, as people share them (docs/formats.md, "f-puzzles"): a JSON object
//! (`{"size": 9, "grid": [[{"value": 5, "given": true}, …], …], "diagonal+": true, …}`),
//! pretty-printed over many lines or one a line, and links carrying one compressed
//! (`https://f-puzzles.com/?load=…`). Read in ([`Objects`], [`link`]) and written out
//! ([`write`]).
//!
//! An input whose first line that is not blank opens an object (`{` then a key or `}`) is
//! read as objects: each one, good or bad, is one entry in its place. A malformed object
//! costs only itself: an object is delimited by its braces, and a line opening a new one at
//! its first column ends one left open (a one-a-line file whose object lost a brace).

pub(crate) mod json;
mod link;
mod lz_length;
mod map;
mod write;

pub use link::{MAX_PAYLOAD, MAX_TEXT};
pub(super) use link::{find as find_link, puzzle as link_puzzle};
pub use write::Sheet;

use super::{BadPuzzle, Entry, ParseError};
use json::At;

/// Whether `text`, an input's first line that is not blank, opens an f-puzzles object:
/// `{` then a key's quote, `}`, or nothing more on the line (a pretty-printed object). A C
/// array's `{5, 3, …}` and a code row `{{…` do not. The line alone decides, so that a
/// stream decides as the whole input does, wherever its windows end.
pub(super) fn starts_object(text: &str) -> bool {
    let Some(rest) = text.trim_start().strip_prefix('{') else {
        return false;
    };
    matches!(rest.trim_start().chars().next(), None | Some('"' | '}'))
}

/// The reading of an input of f-puzzles objects, a window of lines at a time: the object
/// under way goes on into the next window.
#[derive(Default)]
pub(super) struct Objects {
    /// Entries given so far.
    given: usize,
    /// The object under way, if one is open.
    open: Option<Open>,
}

/// An object under way: its text from its `{`, where that stands, and how deep the scan is.
struct Open {
    text: String,
    at: At,
    depth: usize,
    in_string: bool,
    escaped: bool,
}

impl Objects {
    /// Takes the lines `numbered` (whole lines in file order), adding the entries of the
    /// objects they close to `out`.
    pub(super) fn lines(&mut self, numbered: &[(usize, &str)], out: &mut Vec<Entry>) {
        for &(number, text) in numbered {
            if self.open.is_some() && text.starts_with('{') {
                self.cut_short(out);
            }
            if self.open.is_none() && text.trim_start().starts_with('#') {
                continue; // a comment line, as in every other layout
            }
            for (k, c) in text.chars().enumerate() {
                let column = k + 1;
                match &mut self.open {
                    Some(open) => {
                        open.text.push(c);
                        if open.scan(c) {
                            let open = self.open.take().expect("open");
                            self.close(open, out);
                        }
                    }
                    None if c.is_whitespace() => {}
                    None if c == '{' => {
                        self.open = Some(Open {
                            text: String::from('{'),
                            at: At {
                                line: number,
                                column,
                            },
                            depth: 1,
                            in_string: false,
                            escaped: false,
                        });
                    }
                    None => {
                        let why = format!("unexpected {c:?} between f-puzzles objects");
                        self.bad(
                            number,
                            ParseError::Fpuzzles {
                                line: number,
                                column,
                                why,
                            },
                            out,
                        );
                        break;
                    }
                }
            }
            if let Some(open) = &mut self.open {
                open.text.push('\n');
                // no JSON string holds a line break: the parse says where one was left open
                open.in_string = false;
                open.escaped = false;
            }
        }
    }

    /// Adds the object still open, a bad one, to `out` once the input has ended.
    pub(super) fn finish(&mut self, out: &mut Vec<Entry>) {
        self.cut_short(out);
    }

    /// The object under way never closes: it is one bad entry, at its `{`.
    fn cut_short(&mut self, out: &mut Vec<Entry>) {
        if let Some(open) = self.open.take() {
            let error = ParseError::Fpuzzles {
                line: open.at.line,
                column: open.at.column,
                why: "an f-puzzles object left open (a '}' or ']' missing)".to_owned(),
            };
            self.bad(open.at.line, error, out);
        }
    }

    /// The object `open` has closed: its puzzle, or why it is none.
    fn close(&mut self, open: Open, out: &mut Vec<Entry>) {
        let line = open.at.line;
        let read = json::parse(&open.text, open.at)
            .map_err(|m| (m.at, m.why))
            .and_then(|value| map::read(&value, self.given + 1, line));
        match read {
            Ok(puzzle) => {
                self.given += 1;
                out.push(Ok(puzzle));
            }
            Err((at, why)) => {
                let error = ParseError::Fpuzzles {
                    line: at.line,
                    column: at.column,
                    why,
                };
                self.bad(line, error, out);
            }
        }
    }

    fn bad(&mut self, line: usize, error: ParseError, out: &mut Vec<Entry>) {
        self.given += 1;
        out.push(Err(BadPuzzle {
            index: self.given,
            line,
            label: None,
            error,
        }));
    }
}

impl Open {
    /// Takes character `c` of the object's text: whether it closes the object.
    fn scan(&mut self, c: char) -> bool {
        if self.in_string {
            match (self.escaped, c) {
                (true, _) => self.escaped = false,
                (false, '\\') => self.escaped = true,
                (false, '"') => self.in_string = false,
                _ => {}
            }
            return false;
        }
        match c {
            '"' => self.in_string = true,
            '{' | '[' => self.depth += 1,
            '}' | ']' => {
                self.depth -= 1;
                return self.depth == 0;
            }
            _ => {}
        }
        false
    }
}
