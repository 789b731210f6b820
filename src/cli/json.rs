//! Just enough JSON to write one flat object per line: numbers, booleans, null, strings
//! (escaped) and arrays of strings.

use std::fmt::Write;
use stepdoku::json::push_string;
use stepdoku::parse::{BadPuzzle, Puzzle};
use stepdoku::solver::Stats;
use stepdoku::sudoku::{BoxShape, Cell, Shape, Variant};

/// A JSON object being written into one line.
pub struct Object {
    text: String,
}

impl Object {
    /// An empty object.
    pub fn new() -> Object {
        Object {
            text: String::from("{"),
        }
    }

    /// Adds `"key":` and returns the buffer for the value.
    fn key(&mut self, key: &str) -> &mut String {
        if self.text.len() > 1 {
            self.text.push(',');
        }
        push_string(&mut self.text, key);
        self.text.push(':');
        &mut self.text
    }

    /// Adds a number.
    pub fn number(mut self, key: &str, value: u64) -> Object {
        let _ = write!(self.key(key), "{value}");
        self
    }

    /// Adds a boolean.
    pub fn boolean(mut self, key: &str, value: bool) -> Object {
        let _ = write!(self.key(key), "{value}");
        self
    }

    /// Adds a string, or `null` for `None`.
    pub fn string(mut self, key: &str, value: Option<&str>) -> Object {
        let out = self.key(key);
        match value {
            Some(s) => push_string(out, s),
            None => out.push_str("null"),
        }
        self
    }

    /// Adds an array of strings.
    pub fn strings<S: AsRef<str>>(
        mut self,
        key: &str,
        values: impl IntoIterator<Item = S>,
    ) -> Object {
        let out = self.key(key);
        out.push('[');
        for (i, value) in values.into_iter().enumerate() {
            if i > 0 {
                out.push(',');
            }
            push_string(out, value.as_ref());
        }
        out.push(']');
        self
    }

    /// Adds the header every object about one puzzle starts with: `index`, `line`, `label`,
    /// `puzzle` (its cells as a line), `grid` and `box`. The one place it is written, so that
    /// every command names a puzzle and its size alike.
    pub fn header(self, puzzle: &Puzzle) -> Object {
        self.number("index", puzzle.index as u64)
            .number("line", puzzle.line as u64)
            .string("label", puzzle.label.as_deref())
            .string("puzzle", Some(&puzzle.to_line()))
            .size(puzzle.shape)
            .variant(puzzle)
    }

    /// Adds the puzzle's `variant`, when it has one: `{"diagonals":"both","regions":
    /// "111…","extra":[["r2c2",…],…],"cages":[{"sum":10,"cells":["r1c1","r1c2"]},…]}`,
    /// `null` or `[]` for what it lacks. A standard puzzle's
    /// object is left as it was, without the key.
    pub fn variant(self, puzzle: &Puzzle) -> Object {
        match &puzzle.variant {
            Some((variant, _)) => self.variant_of(variant),
            None => self,
        }
    }

    /// Adds `variant`, as [`variant`](Self::variant) writes a puzzle's.
    pub fn variant_of(self, variant: &Variant) -> Object {
        self.raw("variant", &variant_json(variant))
    }

    /// The header of a puzzle that could not be read: `puzzle` is null, as there are no
    /// cells, and the size is left out, as none is known.
    pub fn unreadable_header(self, bad: &BadPuzzle) -> Object {
        self.number("index", bad.index as u64)
            .number("line", bad.line as u64)
            .string("label", bad.label.as_deref())
            .string("puzzle", None)
    }

    /// `check`'s header: its number stays under `puzzle` (as `check` has always written it),
    /// so the cells, which other commands write there, are left out.
    pub fn check_header(self, index: usize, line: usize, label: Option<&str>) -> Object {
        self.number("puzzle", index as u64)
            .number("line", line as u64)
            .string("label", label)
    }

    /// Adds the board's size: `grid` (its side N) and `box` (`"3x3"`, rows by columns).
    pub fn size(self, shape: Shape) -> Object {
        self.number("grid", shape.side() as u64)
            .string("box", Some(&BoxShape(shape).to_string()))
    }

    /// Adds a search's counters, as `solve --format json` and `race --format json` give them:
    /// `solution_count`, `steps`, `placements`, `guesses`, `forced`, `undos`, `dead_ends`,
    /// `max_depth`.
    pub fn counters(self, stats: &Stats) -> Object {
        self.number("solution_count", stats.solutions)
            .number("steps", stats.steps)
            .number("placements", stats.placements)
            .number("guesses", stats.guesses())
            .number("forced", stats.forced)
            .number("undos", stats.undos)
            .number("dead_ends", stats.dead_ends)
            .number("max_depth", u64::from(stats.max_depth))
    }

    /// Adds a value already written as JSON (an array of objects, a decimal number).
    pub fn raw(mut self, key: &str, json: &str) -> Object {
        self.key(key).push_str(json);
        self
    }

    /// The finished object, without a line break.
    pub fn finish(mut self) -> String {
        self.text.push('}');
        self.text
    }
}

/// A variant as a JSON object (see [`Object::variant`]).
fn variant_json(variant: &Variant) -> String {
    let regions = variant.regions().map(|regions| {
        let chars = regions.iter().map(|&k| stepdoku::sudoku::digit_char(k));
        chars.collect::<String>()
    });
    let houses: Vec<String> = variant.extra().iter().map(|h| cells_json(h)).collect();
    let cages: Vec<String> = variant
        .cages()
        .iter()
        .map(|cage| {
            let sum = cage
                .sum
                .map_or_else(|| "null".to_owned(), |sum| sum.to_string());
            Object::new()
                .raw("sum", &sum)
                .raw("cells", &cells_json(&cage.cells))
                .finish()
        })
        .collect();
    Object::new()
        .string("diagonals", variant.diagonals().map(|d| d.word()))
        .string("regions", regions.as_deref())
        .raw("extra", &format!("[{}]", houses.join(",")))
        .raw("cages", &format!("[{}]", cages.join(",")))
        .finish()
}

/// Cells as a JSON list of their names: `["r1c1","r1c2"]`.
fn cells_json(cells: &[Cell]) -> String {
    let mut text = String::from("[");
    for (k, cell) in cells.iter().enumerate() {
        if k > 0 {
            text.push(',');
        }
        push_string(&mut text, &cell.to_string());
    }
    text + "]"
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn writes_a_flat_object() {
        let text = Object::new()
            .number("index", 3)
            .string("label", None)
            .string("name", Some("Grid 01"))
            .number("seed", 42)
            .strings("solutions", ["12", "34"])
            .strings("empty", Vec::<String>::new())
            .boolean("exhausted", true)
            .finish();
        assert_eq!(
            text,
            r#"{"index":3,"label":null,"name":"Grid 01","seed":42,"solutions":["12","34"],"empty":[],"exhausted":true}"#
        );
    }

    #[test]
    fn escapes_strings() {
        let text = Object::new()
            .string("s", Some("a \"q\" \\ b\nc\td\r\u{1}\u{7f}é"))
            .finish();
        assert_eq!(text, r#"{"s":"a \"q\" \\ b\nc\td\r\u0001\u007fé"}"#);
    }

    #[test]
    fn an_empty_object() {
        assert_eq!(Object::new().finish(), "{}");
    }
}
