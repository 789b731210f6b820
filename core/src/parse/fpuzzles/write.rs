//! Writing a puzzle as f-puzzles writes it: one JSON object on one line, or the link that
//! carries it. What is written reads back to the same puzzle ([`super`]).

use crate::json::push_string;
use crate::sudoku::{Cell, Diagonals, Shape, Variant};
use std::fmt::Write;

/// A puzzle to write: its givens, maybe digits found for its other cells (a solution),
/// written as values that are not given (someone's progress, to f-puzzles), its variant and
/// its title.
#[derive(Clone, Copy, Debug)]
pub struct Sheet<'a> {
    /// The board's shape.
    pub shape: Shape,
    /// The givens, N² in reading order, 0 for an empty cell.
    pub givens: &'a [u8],
    /// Digits for the cells that are not given (a solution), if any.
    pub filled: Option<&'a [u8]>,
    /// The variant, if not a standard board.
    pub variant: Option<&'a Variant>,
    /// The title.
    pub title: Option<&'a str>,
}

impl Sheet<'_> {
    /// The f-puzzles object, on one line: `size`, `title`, `grid` (a given as
    /// `{"value":5,"given":true}`, each cell's `region` when regions replace the boxes), the
    /// diagonals (`diagonal-` the main one, r1c1 to rNcN; `diagonal+` the anti-diagonal),
    /// `extraregion` and `killercage` (`value` the sum, left out for a cage without one).
    pub fn object(&self) -> String {
        let shape = self.shape;
        let n = shape.side();
        let mut out = format!("{{\"size\":{n}");
        if let Some(title) = self.title {
            out.push_str(",\"title\":");
            push_string(&mut out, title);
        }
        // f-puzzles knows each side's default boxes only: other boxes (`--box 3x2`) are
        // written as the regions they are
        let boxes: Vec<u8>;
        let regions = match self.variant.and_then(Variant::regions) {
            Some(regions) => Some(regions),
            None if !shape.has_default_box() => {
                boxes = (0..shape.cells())
                    .map(|i| shape.box_of(i / n, i % n) as u8 + 1)
                    .collect();
                Some(&boxes[..])
            }
            None => None,
        };
        out.push_str(",\"grid\":[");
        for r in 0..n {
            out.push_str(if r == 0 { "[" } else { ",[" });
            for c in 0..n {
                let i = r * n + c;
                let mut keys = Vec::new();
                match (self.givens[i], self.filled.map_or(0, |f| f[i])) {
                    (0, 0) => {}
                    (0, d) => keys.push(format!("\"value\":{d}")),
                    (d, _) => keys.push(format!("\"value\":{d},\"given\":true")),
                }
                if let Some(regions) = regions {
                    keys.push(format!("\"region\":{}", regions[i] - 1));
                }
                let comma = if c == 0 { "" } else { "," };
                let _ = write!(out, "{comma}{{{}}}", keys.join(","));
            }
            out.push(']');
        }
        out.push(']');
        let Some(variant) = self.variant else {
            out.push('}');
            return out;
        };
        let (main, anti) = match variant.diagonals() {
            None => (false, false),
            Some(Diagonals::Main) => (true, false),
            Some(Diagonals::Anti) => (false, true),
            Some(Diagonals::Both) => (true, true),
        };
        if anti {
            out.push_str(",\"diagonal+\":true");
        }
        if main {
            out.push_str(",\"diagonal-\":true");
        }
        if !variant.extra().is_empty() {
            let houses: Vec<String> = (variant.extra().iter())
                .map(|house| format!("{{\"cells\":{}}}", cells(house)))
                .collect();
            let _ = write!(out, ",\"extraregion\":[{}]", houses.join(","));
        }
        if !variant.cages().is_empty() {
            let cages: Vec<String> = (variant.cages().iter())
                .map(|cage| match cage.sum {
                    Some(sum) => {
                        format!("{{\"cells\":{},\"value\":\"{sum}\"}}", cells(&cage.cells))
                    }
                    None => format!("{{\"cells\":{}}}", cells(&cage.cells)),
                })
                .collect();
            let _ = write!(out, ",\"killercage\":[{}]", cages.join(","));
        }
        out.push('}');
        out
    }

    /// The f-puzzles link of [`object`](Self::object): `https://f-puzzles.com/?load=` and its
    /// lz-string Base64.
    pub fn link(&self) -> String {
        super::link::link_of(&self.object())
    }
}

/// `["R1C1","R1C2"]`: cells as f-puzzles names them.
fn cells(cells: &[Cell]) -> String {
    let names: Vec<String> = (cells.iter())
        .map(|c| format!("\"R{}C{}\"", c.row() + 1, c.col() + 1))
        .collect();
    format!("[{}]", names.join(","))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sudoku::Cage;

    fn four() -> Shape {
        Shape::of_side(4).unwrap()
    }

    /// The keys written, against an object made by hand from the format's description.
    #[test]
    fn a_variant_is_written_as_f_puzzles_keys() {
        let cell = |name: &str| name.parse::<Cell>().unwrap();
        let variant = Variant::standard(four())
            .with_regions(b"1122112233443344".map(|b| b - b'0').to_vec())
            .unwrap()
            .with_diagonals(Diagonals::Anti)
            .unwrap()
            .with_cage(Cage {
                sum: Some(3),
                cells: vec![cell("r1c1"), cell("r1c2")],
            })
            .unwrap()
            .with_cage(Cage {
                sum: None,
                cells: vec![cell("r4c4")],
            })
            .unwrap();
        let mut givens = [0u8; 16];
        givens[0] = 1;
        let mut filled = [0u8; 16];
        filled[1] = 2;
        let sheet = Sheet {
            shape: four(),
            givens: &givens,
            filled: Some(&filled),
            variant: Some(&variant),
            title: Some("a \"4\""),
        };
        let row = |a: u8, b: u8| {
            format!(
                "[{{{}\"region\":{a}}},{{\"region\":{a}}},{{\"region\":{b}}},{{\"region\":{b}}}]",
                ""
            )
        };
        let first = "[{\"value\":1,\"given\":true,\"region\":0},{\"value\":2,\"region\":0},{\"region\":1},{\"region\":1}]";
        let expected = format!(
            "{{\"size\":4,\"title\":\"a \\\"4\\\"\",\"grid\":[{first},{},{},{}],\"diagonal+\":true,\
             \"killercage\":[{{\"cells\":[\"R1C1\",\"R1C2\"],\"value\":\"3\"}},{{\"cells\":[\"R4C4\"]}}]}}",
            row(0, 1),
            row(2, 3),
            row(2, 3)
        );
        assert_eq!(sheet.object(), expected);
        assert!(sheet.link().starts_with("https://f-puzzles.com/?load="));
    }
}
