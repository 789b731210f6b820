//! A small JSON reader that keeps the line and column of every value, so that what is wrong
//! with an f-puzzles object (a cell `R10C1` on a 9×9, a region of the wrong size) is said
//! where it stands, as every other error of a puzzle file is. It reads one value, whole;
//! nesting is bounded, so that no input overflows the stack.

use std::fmt;

/// How deep arrays and objects may nest: an f-puzzles object needs 4 (the grid's rows of
/// cells); the bound keeps a hostile input from exhausting the stack.
const MAX_DEPTH: usize = 32;

/// A place in the file: 1-based line and column (in characters).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct At {
    /// The line.
    pub line: usize,
    /// The column.
    pub column: usize,
}

/// A JSON value and where it starts.
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct Value {
    /// Where its first character is.
    pub at: At,
    /// What it is.
    pub json: Json,
}

/// The kinds of JSON value; an object keeps its members in the order written, each with
/// where its key stands.
#[derive(Clone, Debug, PartialEq)]
pub(crate) enum Json {
    Null,
    Bool(bool),
    Number(f64),
    Text(String),
    List(Vec<Value>),
    Object(Vec<(String, At, Value)>),
}

/// What is wrong with some JSON, and where.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Malformed {
    /// Where.
    pub at: At,
    /// What.
    pub why: String,
}

impl fmt::Display for Json {
    /// The kind, as messages name it: `a number`, `an object`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Json::Null => "null",
            Json::Bool(_) => "a boolean",
            Json::Number(_) => "a number",
            Json::Text(_) => "a string",
            Json::List(_) => "an array",
            Json::Object(_) => "an object",
        })
    }
}

/// The one JSON value of `text`, whose first character stands at `at`; nothing but
/// whitespace may follow it.
pub(crate) fn parse(text: &str, at: At) -> Result<Value, Malformed> {
    let mut reader = Reader {
        chars: text.chars().peekable(),
        at,
    };
    reader.blank();
    let value = reader.value(0)?;
    reader.blank();
    match reader.peek() {
        None => Ok(value),
        Some(c) => Err(reader.wrong(format!("unexpected {c:?} after the object"))),
    }
}

struct Reader<'a> {
    chars: std::iter::Peekable<std::str::Chars<'a>>,
    /// Where the next character is.
    at: At,
}

impl Reader<'_> {
    fn peek(&mut self) -> Option<char> {
        self.chars.peek().copied()
    }

    fn next(&mut self) -> Option<char> {
        let c = self.chars.next()?;
        match c {
            '\n' => {
                self.at.line += 1;
                self.at.column = 1;
            }
            _ => self.at.column += 1,
        }
        Some(c)
    }

    fn wrong(&self, why: String) -> Malformed {
        Malformed { at: self.at, why }
    }

    /// The error for what stands here when `wanted` was: the character, or the end.
    fn unexpected(&mut self, wanted: &str) -> Malformed {
        match self.peek() {
            Some(c) => self.wrong(format!("unexpected {c:?}, expected {wanted}")),
            None => self.wrong(format!("the object ends early, expected {wanted}")),
        }
    }

    fn blank(&mut self) {
        while self.peek().is_some_and(|c| c.is_whitespace()) {
            self.next();
        }
    }

    fn value(&mut self, depth: usize) -> Result<Value, Malformed> {
        if depth > MAX_DEPTH {
            return Err(self.wrong(format!("nested more than {MAX_DEPTH} deep")));
        }
        let at = self.at;
        let json = match self.peek() {
            Some('{') => self.object(depth)?,
            Some('[') => self.list(depth)?,
            Some('"') => Json::Text(self.text()?),
            Some('-' | '0'..='9') => self.number()?,
            Some('a'..='z') => self.word()?,
            _ => return Err(self.unexpected("a value")),
        };
        Ok(Value { at, json })
    }

    fn object(&mut self, depth: usize) -> Result<Json, Malformed> {
        self.next();
        let mut members = Vec::new();
        self.blank();
        if self.peek() == Some('}') {
            self.next();
            return Ok(Json::Object(members));
        }
        loop {
            self.blank();
            if self.peek() != Some('"') {
                return Err(self.unexpected("a key in quotes"));
            }
            let at = self.at;
            let key = self.text()?;
            self.blank();
            if self.peek() != Some(':') {
                return Err(self.unexpected("':'"));
            }
            self.next();
            self.blank();
            let value = self.value(depth + 1)?;
            members.push((key, at, value));
            self.blank();
            match self.peek() {
                Some(',') => {
                    self.next();
                }
                Some('}') => {
                    self.next();
                    return Ok(Json::Object(members));
                }
                _ => return Err(self.unexpected("',' or '}'")),
            }
        }
    }

    fn list(&mut self, depth: usize) -> Result<Json, Malformed> {
        self.next();
        let mut items = Vec::new();
        self.blank();
        if self.peek() == Some(']') {
            self.next();
            return Ok(Json::List(items));
        }
        loop {
            self.blank();
            items.push(self.value(depth + 1)?);
            self.blank();
            match self.peek() {
                Some(',') => {
                    self.next();
                }
                Some(']') => {
                    self.next();
                    return Ok(Json::List(items));
                }
                _ => return Err(self.unexpected("',' or ']'")),
            }
        }
    }

    fn text(&mut self) -> Result<String, Malformed> {
        let start = self.at;
        self.next();
        let mut text = String::new();
        loop {
            match self.next() {
                None | Some('\n') => {
                    return Err(Malformed {
                        at: start,
                        why: "a string left open".to_owned(),
                    });
                }
                Some('"') => return Ok(text),
                Some('\\') => text.push(self.escape()?),
                Some(c) => text.push(c),
            }
        }
    }

    /// The character an escape stands for, its `\` read.
    fn escape(&mut self) -> Result<char, Malformed> {
        let at = self.at;
        let bad = |why: &str| Malformed {
            at,
            why: why.to_owned(),
        };
        Ok(match self.next() {
            Some('"') => '"',
            Some('\\') => '\\',
            Some('/') => '/',
            Some('b') => '\u{8}',
            Some('f') => '\u{c}',
            Some('n') => '\n',
            Some('r') => '\r',
            Some('t') => '\t',
            Some('u') => {
                let mut code = 0u32;
                for _ in 0..4 {
                    let digit = self.next().and_then(|c| c.to_digit(16));
                    code =
                        code * 16 + digit.ok_or_else(|| bad("a \\u escape needs 4 hex digits"))?;
                }
                // a surrogate half alone (emoji in a title) stands for no character
                char::from_u32(code).unwrap_or(char::REPLACEMENT_CHARACTER)
            }
            _ => return Err(bad("an unknown escape")),
        })
    }

    fn number(&mut self) -> Result<Json, Malformed> {
        let at = self.at;
        let mut written = String::new();
        while let Some(c) = self
            .peek()
            .filter(|c| c.is_ascii_digit() || matches!(c, '-' | '+' | '.' | 'e' | 'E'))
        {
            written.push(c);
            self.next();
        }
        match written.parse::<f64>() {
            Ok(n) if n.is_finite() => Ok(Json::Number(n)),
            _ => Err(Malformed {
                at,
                why: format!("{written:?} is not a number"),
            }),
        }
    }

    fn word(&mut self) -> Result<Json, Malformed> {
        let at = self.at;
        let mut word = String::new();
        while let Some(c) = self.peek().filter(char::is_ascii_alphanumeric) {
            word.push(c);
            self.next();
        }
        match word.as_str() {
            "null" => Ok(Json::Null),
            "true" => Ok(Json::Bool(true)),
            "false" => Ok(Json::Bool(false)),
            _ => Err(Malformed {
                at,
                why: format!("unexpected word {word:?}"),
            }),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const START: At = At { line: 3, column: 5 };

    fn at(line: usize, column: usize) -> At {
        At { line, column }
    }

    #[test]
    fn values_keep_their_places() {
        let text = "{\"size\": 9,\n  \"grid\": [[{}, {\"value\": 5, \"given\": true}]],\n \"t\": \"a\\u00e9\\n\", \"n\": null, \"x\": -1.5e1}";
        let value = parse(text, START).unwrap();
        assert_eq!(value.at, START);
        let Json::Object(members) = value.json else {
            panic!("an object")
        };
        let keys: Vec<&str> = members.iter().map(|(k, _, _)| k.as_str()).collect();
        assert_eq!(keys, ["size", "grid", "t", "n", "x"]);
        assert_eq!(members[0].1, at(3, 6));
        assert_eq!(members[0].2.at, at(3, 14));
        assert_eq!(members[1].1, at(4, 3));
        let Json::List(rows) = &members[1].2.json else {
            panic!("rows")
        };
        let Json::List(cells) = &rows[0].json else {
            panic!("cells")
        };
        assert_eq!(cells[1].at, at(4, 17));
        assert_eq!(members[2].2.json, Json::Text("aé\n".into()));
        assert_eq!(members[3].2.json, Json::Null);
        assert_eq!(members[4].2.json, Json::Number(-15.0));
    }

    #[test]
    fn malformed_json_is_placed() {
        let wrong = |text: &str| parse(text, at(1, 1)).unwrap_err();
        let e = wrong("{\"size\" 9}");
        assert_eq!(
            (e.at, e.why.as_str()),
            (at(1, 9), "unexpected '9', expected ':'")
        );
        let e = wrong("{\"size\": 9,\n \"grid\": [}");
        assert_eq!(e.at, at(2, 11));
        assert_eq!(e.why, "unexpected '}', expected a value");
        let e = wrong("{\"a\": tru}");
        assert_eq!(e.why, "unexpected word \"tru\"");
        let e = wrong("{\"a\": \"open}");
        assert_eq!((e.at, e.why.as_str()), (at(1, 7), "a string left open"));
        let e = wrong("{\"a\": 1");
        assert_eq!(e.why, "the object ends early, expected ',' or '}'");
        let e = wrong("{} x");
        assert_eq!(e.why, "unexpected 'x' after the object");
        let deep = format!("{}{}", "[".repeat(100), "]".repeat(100));
        assert!(wrong(&deep).why.contains("nested more than"));
        assert!(wrong("{\"a\": 1e999}").why.contains("is not a number"));
    }
}
