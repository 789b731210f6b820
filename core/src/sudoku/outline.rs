//! Where a board's units show on a drawing of it: heavy borders between its regions, and a
//! mark on the cells of its units that neither the grid nor a border shows. Made once with
//! the board's [`Units`](super::Units), so that a drawing reads it and works nothing out.

use super::{Cage, CellSet, Shape, Unit};

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
    /// The cells whose killer cage also holds the next cell of their row.
    cage_right: CellSet,
    /// The cells whose killer cage also holds the next cell of their column.
    cage_below: CellSet,
    /// Each cage's first cell (reading order) with its sum, by cell index ascending.
    sums: Vec<(usize, u32)>,
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
            cage_right: CellSet::NONE,
            cage_below: CellSet::NONE,
            sums: Vec::new(),
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

    /// The same outline with the killer `cages` (none sharing a cell) in place of any
    /// before: which neighbours share a cage, and where each cage's sum goes.
    pub(super) fn with_cages(&self, shape: Shape, cages: &[Cage]) -> Outline {
        let n = shape.side();
        let mut cage_of = vec![usize::MAX; shape.cells()];
        for (k, cage) in cages.iter().enumerate() {
            for &cell in &cage.cells {
                cage_of[shape.index(cell)] = k;
            }
        }
        let mut outline = Outline {
            cage_right: CellSet::NONE,
            cage_below: CellSet::NONE,
            sums: (cages.iter())
                .filter_map(|cage| Some((shape.index(cage.first()), cage.sum?)))
                .collect(),
            ..self.clone()
        };
        outline.sums.sort_unstable();
        for (i, &k) in cage_of
            .iter()
            .enumerate()
            .filter(|(_, k)| **k != usize::MAX)
        {
            if i % n + 1 < n && cage_of[i + 1] == k {
                outline.cage_right.insert(i);
            }
            if i / n + 1 < n && cage_of[i + n] == k {
                outline.cage_below.insert(i);
            }
        }
        outline
    }

    /// Whether the cell with index `i` and the next cell of its row are in one killer cage
    /// (a drawing leaves out the line between them, so that a cage reads as one shape).
    #[inline]
    pub fn same_cage_right(&self, i: usize) -> bool {
        self.cage_right.contains(i)
    }

    /// Whether the cell with index `i` and the next cell of its column are in one cage.
    #[inline]
    pub fn same_cage_below(&self, i: usize) -> bool {
        self.cage_below.contains(i)
    }

    /// The sum of the cage whose first cell (in reading order) has index `i`, which a
    /// drawing writes in that cell's top-left corner.
    pub fn sum_at(&self, i: usize) -> Option<u32> {
        let at = self.sums.binary_search_by_key(&i, |&(cell, _)| cell).ok()?;
        Some(self.sums[at].1)
    }

    /// Whether the board has killer cages to draw.
    #[inline]
    pub fn has_cages(&self) -> bool {
        !self.sums.is_empty()
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
    use super::super::{Cage, Cell, Units, diagonals};
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

    /// Cages join their neighbours as a hand-drawn layout says (`.` in no cage), each sum
    /// sits on its cage's first cell in reading order (not the first cell written), and
    /// the region borders stay those of the boxes.
    #[test]
    fn cages_join_their_cells_and_name_their_first() {
        let layout = ["aab.", "cab.", "cdde", "ffde"].map(str::as_bytes);
        let shape = Shape::of_side(4).unwrap();
        let sums = [
            (b'a', 6),
            (b'b', 3),
            (b'c', 7),
            (b'd', 10),
            (b'e', 5),
            (b'f', 4),
        ];
        let cages: Vec<Cage> = (sums.iter())
            .map(|&(k, sum)| {
                let mut cells: Vec<Cell> = (shape.all_cells())
                    .filter(|c| layout[c.row()][c.col()] == k)
                    .collect();
                cells.reverse();
                Cage {
                    sum: Some(sum),
                    cells,
                }
            })
            .collect();
        let classic = Units::of(shape);
        let units = classic.with_cages(cages);
        let outline = units.outline();
        assert!(outline.has_cages() && !classic.outline().has_cages());
        let caged = |r: usize, c: usize| Some(layout[r][c]).filter(|&k| k != b'.');
        for i in 0..16 {
            let (r, c) = (i / 4, i % 4);
            let right = c < 3 && caged(r, c).is_some() && caged(r, c) == caged(r, c + 1);
            let below = r < 3 && caged(r, c).is_some() && caged(r, c) == caged(r + 1, c);
            assert_eq!(outline.same_cage_right(i), right, "r{}c{}", r + 1, c + 1);
            assert_eq!(outline.same_cage_below(i), below, "r{}c{}", r + 1, c + 1);
            assert_eq!(outline.border_right(i), classic.outline().border_right(i));
            assert_eq!(outline.border_below(i), classic.outline().border_below(i));
        }
        let firsts: Vec<(usize, u32)> = (0..16)
            .filter_map(|i| outline.sum_at(i).map(|s| (i, s)))
            .collect();
        // a at r1c1, b at r1c3, c at r2c1, d at r3c2, e at r3c4, f at r4c1
        assert_eq!(firsts, [(0, 6), (2, 3), (4, 7), (9, 10), (11, 5), (12, 4)]);
    }
}
