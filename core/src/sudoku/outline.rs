//! Where a board's units show on a drawing of it: heavy borders between its regions, and a
//! mark on the cells of its units that neither the grid nor a border shows. Made once with
//! the board's [`Units`](super::Units), so that a drawing reads it and works nothing out.

use super::{CellSet, Shape, Unit};

/// A board's borders and marks, by cell index in reading order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Outline {
    /// The cells with a border on their right: no region holds both them and the next cell
    /// of their row.
    right: CellSet,
    /// The cells with a border below: no region holds both them and the next cell of their
    /// column.
    below: CellSet,
    /// The cells of a unit that is neither a row, a column nor a region (a diagonal).
    marked: CellSet,
}

impl Outline {
    /// The outline of a board of `shape` whose units are `names`, cell `i` in units
    /// `of_cell[i]` (unit indices).
    pub(super) fn new(shape: Shape, names: &[Unit], of_cell: &[Vec<u8>]) -> Outline {
        let name = |u: &u8| names[usize::from(*u)];
        // each cell's regions, bit u for unit u (a board has at most 64 units)
        let regions: Vec<u64> = of_cell
            .iter()
            .map(|units| {
                (units.iter())
                    .filter(|u| name(u).is_region())
                    .fold(0, |mask, &u| mask | 1 << u)
            })
            .collect();
        let apart = |a: usize, b: usize| regions[a] & regions[b] == 0;
        let n = shape.side();
        let mut outline = Outline {
            right: CellSet::NONE,
            below: CellSet::NONE,
            marked: CellSet::NONE,
        };
        // rows and columns show by the grid itself, regions by their borders
        let shown = |u: &u8| matches!(name(u), Unit::Row(_) | Unit::Col(_)) || name(u).is_region();
        for (i, units) in of_cell.iter().enumerate().take(shape.cells()) {
            if i % n + 1 < n && apart(i, i + 1) {
                outline.right.insert(i);
            }
            if i / n + 1 < n && apart(i, i + n) {
                outline.below.insert(i);
            }
            if !units.iter().all(shown) {
                outline.marked.insert(i);
            }
        }
        outline
    }

    /// Whether a border runs between the cell with index `i` and the next cell of its row
    /// (never after the last column: there the board's edge runs).
    #[inline]
    pub fn border_right(&self, i: usize) -> bool {
        self.right.contains(i)
    }

    /// Whether a border runs between the cell with index `i` and the next cell of its
    /// column (never below the last row).
    #[inline]
    pub fn border_below(&self, i: usize) -> bool {
        self.below.contains(i)
    }

    /// Whether the cell with index `i` is in a unit that is neither a row, a column nor a
    /// region (a diagonal), which a drawing marks on the cell.
    #[inline]
    pub fn is_marked(&self, i: usize) -> bool {
        self.marked.contains(i)
    }
}

#[cfg(test)]
mod tests {
    use super::super::{Cell, Units, diagonals};
    use super::*;

    /// The classic boards' borders are their boxes' edges, worked out from the box's size
    /// alone, at every shape; nothing is marked.
    #[test]
    fn the_classic_borders_are_the_box_edges() {
        for shape in Shape::ALL {
            let (n, rows, cols) = (shape.side(), shape.box_rows(), shape.box_cols());
            let outline = Units::of(shape).outline().clone();
            for i in 0..shape.cells() {
                let (r, c) = (i / n, i % n);
                let right = c + 1 < n && (c + 1) % cols == 0;
                let below = r + 1 < n && (r + 1) % rows == 0;
                assert_eq!(
                    outline.border_right(i),
                    right,
                    "{shape} r{}c{}",
                    r + 1,
                    c + 1
                );
                assert_eq!(
                    outline.border_below(i),
                    below,
                    "{shape} r{}c{}",
                    r + 1,
                    c + 1
                );
                assert!(!outline.is_marked(i), "{shape}");
            }
        }
    }

    /// Diagonals change no border and mark their cells, at every size.
    #[test]
    fn diagonals_mark_their_cells_and_keep_the_borders() {
        for shape in Shape::ALL {
            let n = shape.side();
            let units = Units::with_extra(shape, diagonals(shape)).unwrap();
            let classic = Units::of(shape);
            for i in 0..shape.cells() {
                let (r, c) = (i / n, i % n);
                assert_eq!(units.outline().is_marked(i), r == c || r + c == n - 1);
                assert_eq!(
                    units.outline().border_right(i),
                    classic.outline().border_right(i)
                );
                assert_eq!(
                    units.outline().border_below(i),
                    classic.outline().border_below(i)
                );
            }
        }
    }

    /// A jigsaw's borders run between cells of different regions, as the layout says.
    #[test]
    fn irregular_regions_draw_their_own_borders() {
        let layout = ["1112", "1322", "3342", "3444"].map(str::as_bytes);
        let shape = Shape::of_side(4).unwrap();
        let regions: Vec<Vec<Cell>> = (b'1'..=b'4')
            .map(|k| {
                shape
                    .all_cells()
                    .filter(|c| layout[c.row()][c.col()] == k)
                    .collect()
            })
            .collect();
        let units = Units::with_regions(shape, regions, Vec::new()).unwrap();
        let outline = units.outline();
        for i in 0..16 {
            let (r, c) = (i / 4, i % 4);
            let right = c < 3 && layout[r][c] != layout[r][c + 1];
            let below = r < 3 && layout[r][c] != layout[r + 1][c];
            assert_eq!(outline.border_right(i), right, "r{}c{}", r + 1, c + 1);
            assert_eq!(outline.border_below(i), below, "r{}c{}", r + 1, c + 1);
            assert!(!outline.is_marked(i));
        }
    }
}
