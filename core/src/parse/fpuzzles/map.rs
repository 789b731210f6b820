//! An f-puzzles object made a puzzle: its size, its givens, its regions, diagonals, extra
//! regions and cages; every key it cannot honour refused by name, at its place.

use super::json::{At, Json, Value};
use crate::parse::directive::broken;
use crate::parse::{DirectiveLines, Puzzle};
use crate::sudoku::{BadUnit, Cage, Cell, Diagonals, Shape, Unit, Variant};

/// Keys that draw or note and constrain nothing: read past.
const COSMETIC: [&str; 9] = [
    "ruleset",
    "solution",
    "text",
    "line",
    "rectangle",
    "circle",
    "disabledlogic",
    "truecandidatesoptions",
    "version",
];

/// Keys of a grid cell that draw or note and constrain nothing.
const COSMETIC_CELL: [&str; 5] = [
    "c",
    "cArray",
    "highlight",
    "centerPencilMarks",
    "cornerPencilMarks",
];

/// What is wrong, and where.
pub(super) type Wrong = (At, String);

/// Things (cells, regions) each with where it was written.
type Placed<T> = Vec<(T, At)>;

/// The puzzle of the f-puzzles object `value`, the `index`th of its file, starting on
/// `line`; or where and why it is none.
pub(super) fn read(value: &Value, index: usize, line: usize) -> Result<Puzzle, Wrong> {
    let Json::Object(members) = &value.json else {
        return Err((value.at, format!("{} is no f-puzzles object", value.json)));
    };
    let key = |name: &str| members.iter().find(|(k, _, _)| k == name);
    let Some((_, _, size)) = key("size") else {
        return Err((
            value.at,
            "an f-puzzles object needs its \"size\"".to_owned(),
        ));
    };
    let shape = match size.json {
        Json::Number(n) if n.fract() == 0.0 => Shape::of_side(n as usize),
        _ => None,
    }
    .ok_or_else(|| {
        (
            size.at,
            "size: stepdoku reads 4, 6, 8, 9, 12 or 16".to_owned(),
        )
    })?;
    for (name, at, value) in members {
        if !known(name) && active(value) {
            let why = format!("f-puzzles {name:?}: a constraint stepdoku does not know");
            return Err((*at, why));
        }
    }
    let Some((_, _, grid)) = key("grid") else {
        return Err((
            value.at,
            "an f-puzzles object needs its \"grid\"".to_owned(),
        ));
    };
    let (digits, regions) = cells(shape, grid)?;
    let mut variant = Variant::standard(shape);
    if let Some(regions) = regions {
        variant = variant
            .with_regions(regions.iter().map(|(k, _)| k + 1).collect())
            .map_err(|bad| {
                (
                    region_at(&bad, &regions).unwrap_or(grid.at),
                    bad.to_string(),
                )
            })?;
    }
    let diagonal = |name: &str| -> Result<bool, Wrong> {
        match key(name) {
            None => Ok(false),
            Some((_, _, Value { json, at })) => match json {
                Json::Bool(on) => Ok(*on),
                _ => Err((*at, format!("{name}: {json}, expected true or false"))),
            },
        }
    };
    let diagonals = match (diagonal("diagonal-")?, diagonal("diagonal+")?) {
        (true, true) => Some(Diagonals::Both),
        (true, false) => Some(Diagonals::Main),
        (false, true) => Some(Diagonals::Anti),
        (false, false) => None,
    };
    if let Some(which) = diagonals {
        let (_, at, _) = key("diagonal-").or(key("diagonal+")).expect("read above");
        variant = variant
            .with_diagonals(which)
            .map_err(|bad| (*at, bad.to_string()))?;
    }
    for (_, at, house) in list(key("extraregion"))? {
        let (cells, places) = cage_cells(shape, house)?;
        variant = variant.with_extra(cells).map_err(|bad| {
            let place = match bad {
                BadUnit::Cell { cell, .. } => places.iter().find(|p| p.0 == cell).map(|p| p.1),
                _ => None,
            };
            (place.unwrap_or(at), bad.to_string())
        })?;
    }
    for name in ["killercage", "cage"] {
        for (_, at, item) in list(key(name))? {
            variant = cage(&variant, item, at, &digits)?;
        }
    }
    let text = |name: &str| match key(name) {
        Some((
            _,
            _,
            Value {
                json: Json::Text(t),
                ..
            },
        )) if !t.trim().is_empty() => Some(t.trim().to_owned()),
        _ => None,
    };
    let label = match (text("title"), text("author")) {
        (Some(title), Some(author)) => Some(format!("{title} by {author}")),
        (title, author) => title.or(author),
    };
    let grid_line = grid.at.line;
    let variant = (!variant.is_standard()).then(|| {
        let regions = variant.regions().map(|_| grid_line);
        (
            variant,
            DirectiveLines {
                first: line,
                regions,
            },
        )
    });
    Ok(Puzzle {
        shape,
        digits,
        index,
        line,
        label,
        solution: None,
        marks: None,
        variant,
    })
}

/// Whether top-level key `name` is one stepdoku reads or may read past.
fn known(name: &str) -> bool {
    let read = [
        "size",
        "grid",
        "title",
        "author",
        "diagonal+",
        "diagonal-",
        "extraregion",
        "killercage",
        "cage",
    ];
    read.contains(&name) || COSMETIC.contains(&name)
}

/// Whether a key's value asks for something: `false`, `null` and an empty array or object
/// (as some tools write for a constraint left unused) ask for nothing.
fn active(value: &Value) -> bool {
    match &value.json {
        Json::Null | Json::Bool(false) => false,
        Json::List(items) => !items.is_empty(),
        Json::Object(members) => !members.is_empty(),
        _ => true,
    }
}

/// The items of the array at key `member`, if there is one, each with where it stands.
fn list(member: Option<&(String, At, Value)>) -> Result<Vec<(usize, At, &Value)>, Wrong> {
    let Some((name, _, value)) = member else {
        return Ok(Vec::new());
    };
    match &value.json {
        Json::List(items) => Ok(items
            .iter()
            .enumerate()
            .map(|(k, v)| (k, v.at, v))
            .collect()),
        Json::Null => Ok(Vec::new()),
        json => Err((value.at, format!("{name}: {json}, expected an array"))),
    }
}

/// The givens of `grid` (N rows of N cells) in reading order, and each cell's region
/// (0-based, with where its `region` stands) when some cell's is not its box's.
fn cells(shape: Shape, grid: &Value) -> Result<(Vec<u8>, Option<Placed<u8>>), Wrong> {
    let n = shape.side();
    let rows = match &grid.json {
        Json::List(rows) if rows.len() == n => rows,
        Json::List(rows) => {
            return Err((
                grid.at,
                format!("grid: {} rows, a {shape} puzzle has {n}", rows.len()),
            ));
        }
        json => return Err((grid.at, format!("grid: {json}, expected an array of rows"))),
    };
    let mut digits = vec![0; shape.cells()];
    let mut regions = Vec::with_capacity(shape.cells());
    let mut jigsaw = false;
    for (r, row) in rows.iter().enumerate() {
        let cells = match &row.json {
            Json::List(cells) if cells.len() == n => cells,
            Json::List(cells) => {
                let why = format!("grid row {}: {} cells, expected {n}", r + 1, cells.len());
                return Err((row.at, why));
            }
            json => {
                return Err((
                    row.at,
                    format!("grid row {}: {json}, expected an array", r + 1),
                ));
            }
        };
        for (c, cell) in cells.iter().enumerate() {
            let name = Cell::at(r, c).expect("on the board");
            let boxed = shape.box_of(r, c) as u8;
            let Json::Object(keys) = &cell.json else {
                return Err((
                    cell.at,
                    format!("{name}: {}, expected an object", cell.json),
                ));
            };
            let get = |k: &str| keys.iter().find(|(key, _, _)| key == k).map(|m| &m.2);
            let given = matches!(
                get("given"),
                Some(Value {
                    json: Json::Bool(true),
                    ..
                })
            );
            if let Some(value) = get("value")
                && given
            {
                digits[shape.index(name)] =
                    number(value, 1, n, || format!("{name}: a digit 1 to {n}"))?;
            }
            let region = match get("region") {
                None => (boxed, cell.at),
                Some(value) => {
                    let k = number(value, 0, n - 1, || {
                        format!("{name}: a region 0 to {}", n - 1)
                    })?;
                    (k, value.at)
                }
            };
            jigsaw |= region.0 != boxed;
            regions.push(region);
            if let Some((key, at, _)) = keys.iter().find(|(k, _, v)| !cell_key(k) && active(v)) {
                let why = format!(
                    "{name}: f-puzzles {key:?} in a cell, a constraint stepdoku does not know"
                );
                return Err((*at, why));
            }
        }
    }
    Ok((digits, jigsaw.then_some(regions)))
}

/// Whether `key` of a grid cell is one stepdoku reads or may read past.
fn cell_key(key: &str) -> bool {
    ["value", "given", "region"].contains(&key) || COSMETIC_CELL.contains(&key)
}

/// The whole number `value` holds, from `low` to `high`; else what was `wanted`, at it.
fn number(
    value: &Value,
    low: usize,
    high: usize,
    wanted: impl Fn() -> String,
) -> Result<u8, Wrong> {
    match value.json {
        Json::Number(x) if x.fract() == 0.0 && (low as f64..=high as f64).contains(&x) => {
            Ok(x as u8)
        }
        ref json => {
            let found = match json {
                Json::Number(x) => x.to_string(),
                other => other.to_string(),
            };
            Err((value.at, format!("{found}, expected {}", wanted())))
        }
    }
}

/// Where the region a bad unit names has its first cell's `region`.
fn region_at(bad: &BadUnit, regions: &[(u8, At)]) -> Option<At> {
    let BadUnit::Size {
        unit: Unit::Region(k),
        ..
    } = bad
    else {
        return None;
    };
    regions.iter().find(|(r, _)| r + 1 == *k).map(|(_, at)| *at)
}

/// The cells of an extra region or cage object (`{"cells": ["R1C1", …]}`), each with where
/// it stands; a cell off the board is refused at its place.
fn cage_cells(shape: Shape, item: &Value) -> Result<(Vec<Cell>, Placed<Cell>), Wrong> {
    let Json::Object(keys) = &item.json else {
        return Err((
            item.at,
            format!("{}, expected an object with \"cells\"", item.json),
        ));
    };
    let Some((_, _, cells)) = keys.iter().find(|(k, _, _)| k == "cells") else {
        return Err((item.at, "an object without \"cells\"".to_owned()));
    };
    let Json::List(names) = &cells.json else {
        return Err((
            cells.at,
            format!("cells: {}, expected an array", cells.json),
        ));
    };
    let mut places = Vec::with_capacity(names.len());
    for name in names {
        let cell = match &name.json {
            Json::Text(text) => cell_of(shape, text).map_err(|why| (name.at, why))?,
            json => return Err((name.at, format!("{json}, expected a cell such as \"R1C1\""))),
        };
        places.push((cell, name.at));
    }
    Ok((places.iter().map(|p| p.0).collect(), places))
}

/// The cell `R2C3` names on a board of `shape`, or why it names none there.
pub(super) fn cell_of(shape: Shape, text: &str) -> Result<Cell, String> {
    let n = shape.side();
    let upper = text.to_ascii_uppercase();
    let numbers = upper
        .strip_prefix('R')
        .and_then(|rest| rest.split_once('C'))
        .and_then(|(r, c)| Some((r.parse::<usize>().ok()?, c.parse::<usize>().ok()?)));
    match numbers {
        Some((r @ 1.., c @ 1..)) if r <= n && c <= n => {
            Ok(Cell::at(r - 1, c - 1).expect("on a board of 16 at most"))
        }
        Some(_) => Err(format!("{text}: off the {shape} board")),
        None => Err(format!("{text:?} is no cell (cells are written R1C1)")),
    }
}

/// `variant` with the cage `item` (`{"cells": […], "value": "10"}`, the value maybe absent
/// or empty for a cage without a sum) standing at `at`, on the puzzle of `givens`.
fn cage(variant: &Variant, item: &Value, at: At, givens: &[u8]) -> Result<Variant, Wrong> {
    let (cells, places) = cage_cells(variant.shape(), item)?;
    let Json::Object(keys) = &item.json else {
        unreachable!("cage_cells takes objects only")
    };
    let value = keys.iter().find(|(k, _, _)| k == "value").map(|m| &m.2);
    let sum = match value.map(|v| &v.json) {
        None | Some(Json::Null) => None,
        Some(Json::Text(t)) if t.trim().is_empty() => None,
        Some(Json::Text(t)) => Some(t.trim().parse::<u32>().map_err(|_| {
            let at = value.expect("a value").at;
            (at, format!("cage value {t:?} is no sum"))
        })?),
        Some(Json::Number(x)) if x.fract() == 0.0 && *x >= 0.0 => Some(*x as u32),
        Some(json) => {
            let at = value.expect("a value").at;
            return Err((at, format!("cage value: {json}, expected a sum in quotes")));
        }
    };
    let value_at = value.map_or(at, |v| v.at);
    let cage = Cage { sum, cells };
    let caged = variant.with_cage(cage.clone()).map_err(|bad| {
        let place = match (bad.at, bad.sum) {
            (Some(k), _) => places[k].1,
            (None, true) => value_at,
            (None, false) => at,
        };
        (place, bad.why)
    })?;
    match broken(variant.shape(), &cage, givens) {
        Some(why) => Err((at, why)),
        None => Ok(caged),
    }
}
