//! `--grid` and `--box`: the size puzzles are read at, when the user forces one.

use super::args::PuzzleArg;
use stepdoku::parse::Forced;
use stepdoku::sudoku::{BoxShape, Shape};

impl PuzzleArg {
    /// The size `--grid` and `--box` force on the puzzles read, if they force one; an error
    /// when the box does not fit the side.
    pub fn forced(&self) -> Result<Option<Forced>, String> {
        let (grid, boxes) = (self.grid.is_some(), self.boxes.is_some());
        Ok(forced(self.grid, self.boxes)?.map(|shape| Forced { shape, grid, boxes }))
    }
}

/// The size `--grid` and `--box` (values `grid` and `boxes`) force, if they force one; an
/// error when the box does not fit the side.
pub fn forced(grid: Option<usize>, boxes: Option<(usize, usize)>) -> Result<Option<Shape>, String> {
    let side = grid.or(boxes.map(|(r, c)| r * c));
    let Some(side) = side else {
        return Ok(None);
    };
    let (rows, cols) = match boxes {
        Some(boxes) => boxes,
        None => {
            let shape = Shape::of_side(side).ok_or(SIDES)?;
            (shape.box_rows(), shape.box_cols())
        }
    };
    match Shape::with_box(side, rows, cols) {
        Some(shape) => Ok(Some(shape)),
        None => Err(format!(
            "--box {rows}x{cols} does not fit --grid {side}: its boxes are {}",
            Shape::ALL
                .iter()
                .filter(|s| s.side() == side)
                .map(|s| BoxShape(*s).to_string())
                .collect::<Vec<_>>()
                .join(" or ")
        )),
    }
}

/// What a side that stepdoku does not read is told.
const SIDES: &str = "the sides are 4, 6, 8, 9, 12 and 16";

/// `--grid`'s value: a side stepdoku reads.
pub fn side(text: &str) -> Result<usize, String> {
    text.parse()
        .ok()
        .filter(|&n| Shape::of_side(n).is_some())
        .ok_or_else(|| SIDES.to_string())
}

/// `--box`'s value: `RxC`, a box of some board.
pub fn box_shape(text: &str) -> Result<(usize, usize), String> {
    let (r, c) = text
        .split_once(['x', 'X'])
        .and_then(|(r, c)| Some((r.parse().ok()?, c.parse().ok()?)))
        .ok_or_else(|| "write it RxC, as 3x2".to_string())?;
    match Shape::ALL
        .iter()
        .any(|s| (s.box_rows(), s.box_cols()) == (r, c))
    {
        true => Ok((r, c)),
        false => Err("the boxes are 2x2, 2x3, 3x2, 2x4, 4x2, 3x3, 3x4, 4x3 and 4x4".to_string()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A side no board has is told, not a panic, whoever asks.
    #[test]
    fn a_side_no_board_has_is_an_error() {
        assert_eq!(forced(Some(5), None), Err(SIDES.to_string()));
        assert_eq!(forced(Some(6), None), Ok(Shape::of_side(6)));
    }
}
