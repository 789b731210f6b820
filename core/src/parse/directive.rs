//! Directive lines: `name: value` after a puzzle's cells, giving its variant
//! (`diagonals: both`, `regions: 111222333…`, `extra: r2c2,r2c3,…`, `extra: windoku`,
//! `cage 10: r1c1,r1c2`), which apply to that puzzle until the next one starts (docs/formats.md, "Variants").

use super::ParseError;
use crate::sudoku::{
    Cage, Cell, Diagonals, Digit, DigitMask, Shape, Variant, digit_of, sum_reachable, windoku,
};

/// A directive line as read: its name and value, and the columns they start at.
#[derive(Debug, PartialEq, Eq)]
pub(super) struct Directive<'a> {
    /// The name, as written (`diagonals`).
    pub name: &'a str,
    /// The column of its first character.
    pub name_column: usize,
    /// The value after the `:`, trimmed.
    pub value: &'a str,
    /// The column of the value's first character.
    pub value_column: usize,
}

/// Line `text` read as a directive, when it is one: a word of letters (or `cage` and a
/// number), a `:` and a value with no bracket, brace or `=` in it (which would make it a
/// line of code, `grid: [`…). `None` for any other line.
pub(super) fn directive(text: &str) -> Option<Directive<'_>> {
    let start = text.len() - text.trim_start().len();
    let body = &text[start..];
    let (name, value) = body.split_once(':')?;
    let word = name.trim_end();
    let named = word.starts_with(|c: char| c.is_ascii_alphabetic())
        && word
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || c == ' ' || c == '_' || c == '-');
    if !named || value.contains(['[', ']', '{', '}', '=', '(']) {
        return None;
    }
    let chars = |s: &str| s.chars().count();
    let name_column = chars(&text[..start]) + 1;
    let lead = value.len() - value.trim_start().len();
    let value_column = name_column + chars(name) + 1 + chars(&value[..lead]);
    Some(Directive {
        name: word,
        name_column,
        value: value.trim(),
        value_column,
    })
}

/// `variant` with the directive `d`, on line `line`, added to the puzzle of `givens` (its
/// cells in reading order, 0 for empty); or why it cannot be: an unknown name, a value that
/// is not one, a house that is not N cells, a cage that is none or that the givens break.
pub(super) fn apply(
    variant: &Variant,
    d: &Directive<'_>,
    line: usize,
    givens: &[u8],
) -> Result<Variant, ParseError> {
    let wrong = |column: usize, why: String| ParseError::Directive { line, column, why };
    let at_value = |why: String| wrong(d.value_column, why);
    let shape = variant.shape();
    let houses = |result: Result<Variant, crate::sudoku::BadUnit>| {
        result.map_err(|bad| at_value(bad.to_string()))
    };
    match d.name {
        "diagonals" => match Diagonals::of_word(d.value) {
            Some(which) => houses(variant.with_diagonals(which)),
            None => Err(at_value(format!(
                "diagonals: {:?} is none of both, main, anti",
                d.value
            ))),
        },
        "regions" => {
            let regions =
                regions(shape, d.value).map_err(|(k, why)| wrong(d.value_column + k, why))?;
            houses(variant.with_regions(regions))
        }
        "extra" if d.value == "windoku" => {
            if shape != Shape::NINE {
                return Err(at_value(format!("windoku is 9x9 only, not {shape}")));
            }
            windoku()
                .into_iter()
                .try_fold(variant.clone(), |v, house| houses(v.with_extra(house)))
        }
        "extra" => {
            let cells = cells(d.value).map_err(at_value)?;
            houses(variant.with_extra(cells))
        }
        name if name.starts_with("cage") => cage(variant, d, givens).map_err(|(k, why)| {
            let column = match k {
                Place::Sum => d.name_column + name.len() - name[4..].trim_start().len(),
                Place::Cell(k) => d.value_column + k,
                Place::Value => d.value_column,
            };
            wrong(column, why)
        }),
        name => Err(wrong(
            d.name_column,
            format!("unknown directive {name:?} (stepdoku knows diagonals, regions, extra, cage)"),
        )),
    }
}

/// Where in a `cage` line an error stands.
enum Place {
    /// At its sum.
    Sum,
    /// At the cell that starts this many characters into the value.
    Cell(usize),
    /// At the value.
    Value,
}

/// `variant` with the cage of the directive `d` (`cage 10: r1c1,r1c2`, or `cage: r1c1,r1c2`
/// for a cage without a sum, whose digits are only distinct) on the puzzle of `givens`, or
/// where and why it cannot be.
fn cage(variant: &Variant, d: &Directive<'_>, givens: &[u8]) -> Result<Variant, (Place, String)> {
    let written = d.name[4..].trim();
    let sum = match written {
        "" => None,
        _ => Some(written.parse::<u32>().map_err(|_| {
            let why = format!("cage {written:?}: the sum is no number (cage 10: r1c1,r1c2)");
            (Place::Sum, why)
        })?),
    };
    let mut cells = Vec::new();
    let mut offsets = Vec::new();
    let mut offset = 0;
    for written in d.value.split(',') {
        let lead = written.len() - written.trim_start().len();
        let cell = written.trim();
        if !d.value.is_empty() {
            let parsed = cell.parse().map_err(|_| {
                let why = format!("{cell:?} is no cell (cells are written r2c3)");
                (Place::Cell(offset + lead), why)
            })?;
            cells.push(parsed);
            offsets.push(offset + lead);
        }
        offset += written.chars().count() + 1;
    }
    let cage = Cage { sum, cells };
    let caged = variant.with_cage(cage.clone()).map_err(|bad| {
        let at = match (bad.at, bad.sum) {
            (Some(k), _) => Place::Cell(offsets[k]),
            (None, true) => Place::Sum,
            (None, false) => Place::Value,
        };
        (at, bad.why)
    })?;
    broken(variant.shape(), &cage, givens).map_or(Ok(caged), |why| Err((Place::Value, why)))
}

/// How the givens break `cage`, if they do: a digit twice in it, or digits that leave no
/// way to make its sum with distinct digits in its empty cells.
pub(super) fn broken(shape: Shape, cage: &Cage, givens: &[u8]) -> Option<String> {
    let mut held = 0u32;
    let (mut placed, mut empty) = (0, 0);
    for &cell in &cage.cells {
        match givens.get(shape.index(cell)).copied().unwrap_or(0) {
            0 => empty += 1,
            d if held & 1 << d != 0 => {
                return Some(format!("{cage}: its givens hold {} twice", Digit(d)));
            }
            d => {
                held |= 1 << d;
                placed += u32::from(d);
            }
        }
    }
    let free = DigitMask::all(shape.side()).0 & !held;
    // without a sum, distinct givens leave enough digits for the empty cells (N at most)
    let sum = cage.sum?;
    let left = sum as i32 - placed as i32;
    if sum_reachable(free, empty, left) {
        return None;
    }
    Some(match (empty, left) {
        (0, _) => format!("{cage}: its givens add up to {placed}, not {sum}"),
        (_, ..0) => format!("{cage}: its givens add up to {placed}, more than its sum"),
        _ => format!(
            "{cage}: its {empty} empty cells cannot make the {left} its givens leave \
             with distinct digits"
        ),
    })
}

/// Each cell's region from a `regions:` value of N² characters (`1`–`9`, then `A`–`G`),
/// or the place (from 0) and the error of the first wrong one.
fn regions(shape: Shape, value: &str) -> Result<Vec<u8>, (usize, String)> {
    let count = value.chars().count();
    if count != shape.cells() {
        let why = format!(
            "regions: {count} characters, a {shape} puzzle has {} cells",
            shape.cells()
        );
        return Err((0, why));
    }
    let side = shape.side() as u8;
    value
        .chars()
        .enumerate()
        .map(|(k, c)| match digit_of(c) {
            Some(region) if region <= side => Ok(region),
            _ => Err((
                k,
                format!("{c:?} is no region of a {shape} puzzle (1 to {side})"),
            )),
        })
        .collect()
}

/// The cells of an `extra:` value, `r2c2,r2c3,…`, or why one is no cell.
fn cells(value: &str) -> Result<Vec<Cell>, String> {
    value
        .split(',')
        .map(|cell| {
            let cell = cell.trim();
            cell.parse()
                .map_err(|_| format!("{cell:?} is no cell (cells are written r2c3)"))
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn applied(variant: &Variant, text: &str) -> Result<Variant, String> {
        let d = directive(text).expect("a directive");
        apply(variant, &d, 3, &[]).map_err(|e| e.to_string())
    }

    #[test]
    fn directive_lines_are_told_from_code_and_cells() {
        let d = directive("  extra:  r1c1,r1c2").unwrap();
        assert_eq!((d.name, d.name_column), ("extra", 3));
        assert_eq!((d.value, d.value_column), ("r1c1,r1c2", 11));
        assert_eq!(directive("cage 10: r1c1").unwrap().name, "cage 10");
        assert!(directive("grid: [1, 2]").is_none());
        assert!(directive("x = {a: 1}").is_none());
        assert!(directive("..3.2.6..:label").is_none());
        assert!(directive("Grid 01").is_none());
    }

    #[test]
    fn directives_build_the_variant() {
        let nine = Variant::standard(Shape::NINE);
        let v = applied(&nine, "diagonals: both").unwrap();
        let v = applied(&v, "extra: windoku").unwrap();
        assert_eq!(v.units().len(), 27 + 2 + 4);
        let four = Variant::standard(Shape::of_side(4).unwrap());
        let v = applied(&four, "regions: 1112132233423444").unwrap();
        let v = applied(&v, "extra: r1c1, r1c2,r2c1,r2c2").unwrap();
        assert_eq!(v.extra().len(), 1);
        assert!(!v.units().has_boxes());
    }

    #[test]
    fn cage_lines_build_the_variant_and_are_written_back() {
        let four = Variant::standard(Shape::of_side(4).unwrap());
        let v = applied(&four, "cage 3: r1c1, r1c2").unwrap();
        let v = applied(&v, "diagonals: main").unwrap();
        let v = applied(&v, "cage  7:r4c4,r3c4").unwrap();
        assert_eq!(v.cages().len(), 2);
        assert_eq!(v.cages()[1].to_string(), "cage 7 at r3c4");
        let units = v.units();
        assert_eq!(units.cages(), v.cages());
        assert_eq!(units.cage_of(15).map(|c| c.sum), Some(Some(7)));
        assert!(units.cage_of(5).is_none());
        let lines = v.directives();
        assert_eq!(
            lines,
            ["diagonals: main", "cage 3: r1c1,r1c2", "cage 7: r4c4,r3c4"]
        );
        // written back, the lines read as the same variant (cages after the houses)
        let again = lines
            .iter()
            .fold(four.clone(), |v, l| applied(&v, l).unwrap());
        assert_eq!(again.directives(), lines);
        // givens are checked against the cage when its line is read
        let d = directive("cage 3: r1c1,r1c2").unwrap();
        let givens = [2, 2, 0, 0];
        let error = apply(&four, &d, 3, &givens).unwrap_err().to_string();
        assert_eq!(
            error,
            "line 3, column 9: cage 3 at r1c1: its givens hold 2 twice"
        );
        assert!(apply(&four, &d, 3, &[2, 1]).is_ok());
    }

    #[test]
    fn bad_directives_name_their_place() {
        let nine = Variant::standard(Shape::NINE);
        let four = Variant::standard(Shape::of_side(4).unwrap());
        let cases = [
            (
                &nine,
                "colour: red",
                "line 3, column 1: unknown directive \"colour\" (stepdoku knows diagonals, regions, extra, cage)",
            ),
            (
                &nine,
                "diagonals: up",
                "line 3, column 12: diagonals: \"up\" is none of both, main, anti",
            ),
            (
                &four,
                "regions: 111",
                "line 3, column 10: regions: 3 characters, a 4x4 puzzle has 16 cells",
            ),
            (
                &four,
                "regions: 1112132233423445",
                "line 3, column 25: '5' is no region of a 4x4 puzzle (1 to 4)",
            ),
            (
                &four,
                "regions: 1111132233423444",
                "line 3, column 10: region 1 has 5 cells, not 4",
            ),
            (
                &nine,
                "extra: r1c1,r1c2",
                "line 3, column 8: extra house 1 has 2 cells, not 9",
            ),
            (
                &nine,
                "extra: r1c1,x",
                "line 3, column 8: \"x\" is no cell (cells are written r2c3)",
            ),
            (
                &four,
                "extra: windoku",
                "line 3, column 8: windoku is 9x9 only, not 4x4",
            ),
            (
                &four,
                "cage 5: r1c1, r1c2,r1c1",
                "line 3, column 20: cage 5 holds r1c1 twice",
            ),
            (
                &four,
                "cage 10: r1c1,r1c2,r1c3,r1c4,r2c1",
                "line 3, column 10: cage 10 has 5 cells, more than 4",
            ),
            (&four, "cage 10:", "line 3, column 9: cage 10 has no cell"),
            (
                &four,
                "cage  8: r1c1,r1c2",
                "line 3, column 7: cage 8: no 2 distinct digits 1 to 4 add up to 8",
            ),
            (
                &four,
                "cage x: r1c1",
                "line 3, column 6: cage \"x\": the sum is no number (cage 10: r1c1,r1c2)",
            ),
            (
                &four,
                "cage 3: r1c1,r5c1",
                "line 3, column 14: cage 3 holds r5c1, off the board",
            ),
        ];
        for (variant, text, message) in cases {
            assert_eq!(applied(variant, text).unwrap_err(), message, "{text}");
        }
    }
}
