//! A board's units as data: every unit with its name and its cells, every cell with its
//! units and its peers. One table per board: the searches, the generator, the explanations
//! and the timeline read it, so that a unit of a new kind (a diagonal, say) is a list of
//! cells and a name, not code in each of them.

use super::{Cage, Cell, CellSet, Outline, Shape, Unit};
use std::fmt;
use std::sync::{Arc, OnceLock};

/// The most units a cell may be in: its row, column and box, and three more.
pub const MAX_UNITS_OF_CELL: usize = 6;

/// The most units a board may have: three times the largest side, and sixteen more.
pub const MAX_UNITS: usize = 64;

/// The units of a board: its rows, its columns and its boxes (or a jigsaw's regions in
/// their place), in that order and each numbered in reading order, then any extra units
/// (diagonals). Every cell is in one row, one column and one box or region, and in any
/// extra units that hold it.
#[derive(Clone, PartialEq, Eq)]
pub struct Units {
    shape: Shape,
    /// Each unit's name, by unit index.
    names: Vec<Unit>,
    /// Each unit's cells by reading-order index, ascending.
    cells: Vec<Vec<u8>>,
    /// Each cell's row, column and box (or region), as unit indices.
    three: Vec<[u8; 3]>,
    /// Each cell's units: its row, column and box (or region), then its extra units in
    /// table order.
    of_cell: Vec<Vec<u8>>,
    /// Whether any unit is past the boxes.
    extra: bool,
    /// Each cell's peers: the other cells of its units.
    peers: Vec<CellSet>,
    /// The same, as a list in reading order.
    peer_lists: Vec<Vec<u8>>,
    /// Each index's cell.
    cell_of: Vec<Cell>,
    /// The borders and marks a drawing shows.
    outline: Outline,
    /// A killer's cages, which are no units: a search prunes by their sums.
    cages: Vec<Cage>,
    /// Each cell's cage, by index into `cages`; [`NO_CAGE`] for none.
    cage_of: Vec<u16>,
}

/// The cage of a cell in no cage ([`Units::cage_index`]).
pub const NO_CAGE: u16 = u16::MAX;

/// Why a list of extra units does not make a board's units.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum BadUnit {
    /// A unit with another number of cells than the side.
    #[error("{unit} has {cells} cells, not {side}")]
    Size {
        /// The unit.
        unit: Unit,
        /// Its cells.
        cells: usize,
        /// The board's side.
        side: usize,
    },
    /// A cell off the board, or twice in one unit.
    #[error("{unit} holds {cell} {why}")]
    Cell {
        /// The unit.
        unit: Unit,
        /// The cell.
        cell: Cell,
        /// `twice`, or `off the board`.
        why: &'static str,
    },
    /// A unit named twice.
    #[error("{0} is named twice")]
    Twice(Unit),
    /// A cell in more units than a search keeps track of.
    #[error("{0} is in more than {MAX_UNITS_OF_CELL} units")]
    Crowded(Cell),
    /// More units than a search keeps track of.
    #[error("more than {MAX_UNITS} units")]
    TooMany,
    /// Another number of regions than the side.
    #[error("{count} regions, not {side}")]
    Regions {
        /// The regions given.
        count: usize,
        /// The board's side.
        side: usize,
    },
    /// A cell in two regions.
    #[error("{cell} is in {first} and {second}")]
    Overlap {
        /// The cell.
        cell: Cell,
        /// The first region that holds it.
        first: Unit,
        /// The next.
        second: Unit,
    },
}

impl Units {
    /// The rows, columns and boxes of `shape`, built once for each shape.
    pub fn of(shape: Shape) -> Arc<Units> {
        static TABLES: [OnceLock<Arc<Units>>; Shape::ALL.len()] =
            [const { OnceLock::new() }; Shape::ALL.len()];
        let k = Shape::ALL
            .iter()
            .position(|&s| s == shape)
            .expect("every shape is in ALL");
        TABLES[k]
            .get_or_init(|| Arc::new(Units::build(shape, None, Vec::new())))
            .clone()
    }

    /// The rows, columns and boxes of `shape`, then `extra` units, each its name and its N
    /// cells, in the order given.
    pub fn with_extra(shape: Shape, extra: Vec<(Unit, Vec<Cell>)>) -> Result<Units, BadUnit> {
        Units::checked(shape, None, extra)
    }

    /// The rows and columns of `shape`, then `regions` in place of its boxes (a jigsaw's:
    /// N regions of N cells each, every cell in one, named `region 1` on in the order
    /// given), then `extra` units as in [`with_extra`](Self::with_extra).
    pub fn with_regions(
        shape: Shape,
        regions: Vec<Vec<Cell>>,
        extra: Vec<(Unit, Vec<Cell>)>,
    ) -> Result<Units, BadUnit> {
        let side = shape.side();
        if regions.len() != side {
            let count = regions.len();
            return Err(BadUnit::Regions { count, side });
        }
        let mut owner: Vec<Option<Unit>> = vec![None; shape.cells()];
        for (k, cells) in regions.iter().enumerate() {
            let unit = Unit::Region(k as u8 + 1);
            check(shape, unit, cells)?;
            for &cell in cells {
                if let Some(first) = owner[shape.index(cell)].replace(unit) {
                    let second = unit;
                    return Err(BadUnit::Overlap {
                        cell,
                        first,
                        second,
                    });
                }
            }
        }
        Units::checked(shape, Some(regions), extra)
    }

    /// The units of [`build`](Self::build) once `extra` is checked (`regions` are).
    fn checked(
        shape: Shape,
        regions: Option<Vec<Vec<Cell>>>,
        extra: Vec<(Unit, Vec<Cell>)>,
    ) -> Result<Units, BadUnit> {
        let side = shape.side();
        let third = if regions.is_some() {
            Unit::Region
        } else {
            Unit::Box
        };
        let standard = |unit: &Unit| {
            let k = unit.number();
            (1..=side as u8).contains(&k) && [Unit::Row(k), Unit::Col(k), third(k)].contains(unit)
        };
        for (k, (unit, cells)) in extra.iter().enumerate() {
            check(shape, *unit, cells)?;
            if standard(unit) || extra[..k].iter().any(|(u, _)| u == unit) {
                return Err(BadUnit::Twice(*unit));
            }
        }
        if 3 * side + extra.len() > MAX_UNITS {
            return Err(BadUnit::TooMany);
        }
        let units = Units::build(shape, regions, extra);
        match (0..shape.cells()).find(|&i| units.of_cell[i].len() > MAX_UNITS_OF_CELL) {
            Some(i) => Err(BadUnit::Crowded(units.cell(i))),
            None => Ok(units),
        }
    }

    /// The table of rows, columns, boxes or `regions`, then `extra` units, all checked.
    fn build(
        shape: Shape,
        regions: Option<Vec<Vec<Cell>>>,
        extra: Vec<(Unit, Vec<Cell>)>,
    ) -> Units {
        let n = shape.side();
        let number = |k: usize| k as u8 + 1;
        let mut listed: Vec<(Unit, Vec<u8>)> = Vec::with_capacity(3 * n + extra.len());
        let index = |cells: Vec<Cell>| cells.into_iter().map(|c| shape.index(c) as u8).collect();
        for r in 0..n {
            listed.push((
                Unit::Row(number(r)),
                (0..n).map(|c| (r * n + c) as u8).collect(),
            ));
        }
        for c in 0..n {
            listed.push((
                Unit::Col(number(c)),
                (0..n).map(|r| (r * n + c) as u8).collect(),
            ));
        }
        let named: Vec<(Unit, Vec<Cell>)> = match regions {
            None => (0..n)
                .map(|b| {
                    let cells = shape.all_cells();
                    let cells = cells.filter(|c| shape.box_of(c.row(), c.col()) == b);
                    (Unit::Box(number(b)), cells.collect())
                })
                .collect(),
            Some(regions) => (regions.into_iter().enumerate())
                .map(|(k, cells)| (Unit::Region(number(k)), cells))
                .collect(),
        };
        for (unit, cells) in named.into_iter().chain(extra) {
            let mut cells: Vec<u8> = index(cells);
            cells.sort_unstable();
            listed.push((unit, cells));
        }
        let mut of_cell = vec![Vec::new(); shape.cells()];
        for (u, (_, cells)) in listed.iter().enumerate() {
            for &i in cells {
                of_cell[usize::from(i)].push(u as u8);
            }
        }
        let peers: Vec<CellSet> = (0..shape.cells())
            .map(|i| {
                let mut set = CellSet::NONE;
                for &u in &of_cell[i] {
                    listed[usize::from(u)]
                        .1
                        .iter()
                        .for_each(|&p| set.insert(usize::from(p)));
                }
                set.remove(i);
                set
            })
            .collect();
        let names: Vec<Unit> = listed.iter().map(|(unit, _)| *unit).collect();
        Units {
            shape,
            outline: Outline::new(shape, &names, &of_cell),
            three: of_cell.iter().map(|u| [u[0], u[1], u[2]]).collect(),
            extra: listed.len() > 3 * n,
            peer_lists: peers
                .iter()
                .map(|p| p.iter().map(|i| i as u8).collect())
                .collect(),
            peers,
            of_cell,
            cell_of: shape.all_cells().collect(),
            names,
            cells: listed.into_iter().map(|(_, cells)| cells).collect(),
            cages: Vec::new(),
            cage_of: vec![NO_CAGE; shape.cells()],
        }
    }

    /// The same units with the killer `cages` (their cells on the board, none in two cages,
    /// as [`Variant`](super::Variant) checks them) in place of any before.
    pub fn with_cages(&self, cages: Vec<Cage>) -> Units {
        let mut cage_of = vec![NO_CAGE; self.shape.cells()];
        for (k, cage) in cages.iter().enumerate() {
            for &cell in &cage.cells {
                cage_of[self.shape.index(cell)] = k as u16;
            }
        }
        Units {
            outline: self.outline.with_cages(self.shape, &cages),
            cages,
            cage_of,
            ..self.clone()
        }
    }

    /// The killer cages, in the order given (none on a board without them).
    #[inline]
    pub fn cages(&self) -> &[Cage] {
        &self.cages
    }

    /// The cage of the cell with index `i`, by index into [`cages`](Self::cages), or
    /// [`NO_CAGE`].
    #[inline(always)]
    pub fn cage_index(&self, i: usize) -> u16 {
        self.cage_of[i]
    }

    /// The cage of the cell with index `i`, if it is in one.
    pub fn cage_of(&self, i: usize) -> Option<&Cage> {
        self.cages.get(usize::from(self.cage_of[i]))
    }

    /// The board's shape.
    #[inline]
    pub fn shape(&self) -> Shape {
        self.shape
    }

    /// How many units the board has.
    #[inline]
    pub fn len(&self) -> usize {
        self.names.len()
    }

    /// Whether the board has no unit (never: every board has its rows).
    pub fn is_empty(&self) -> bool {
        self.names.is_empty()
    }

    /// The name of unit `u`.
    #[inline]
    pub fn name(&self, u: usize) -> Unit {
        self.names[u]
    }

    /// The index of the unit named `unit`, if the board has it.
    pub fn index_of(&self, unit: Unit) -> Option<usize> {
        let n = self.shape.side();
        let k = usize::from(unit.number()).wrapping_sub(1);
        let standard = match unit {
            Unit::Row(_) => Some(k),
            Unit::Col(_) => Some(n + k),
            Unit::Box(_) | Unit::Region(_) => Some(2 * n + k),
            Unit::Diagonal(_) | Unit::Extra(_) => None,
        };
        match standard {
            Some(u) if k < n && self.names[u] == unit => Some(u),
            _ => self.names.iter().position(|&name| name == unit),
        }
    }

    /// The cells of unit `u` by reading-order index, ascending.
    #[inline]
    pub fn cells(&self, u: usize) -> &[u8] {
        &self.cells[u]
    }

    /// The row, column and box (or region) of the cell with index `i`, as unit indices.
    #[inline(always)]
    pub fn three(&self, i: usize) -> [u8; 3] {
        self.three[i]
    }

    /// The units of the cell with index `i`: its row, column and box (or region), then its
    /// extra units.
    #[inline]
    pub fn of_cell(&self, i: usize) -> &[u8] {
        &self.of_cell[i]
    }

    /// The extra units of the cell with index `i` (none on a board of rows, columns and
    /// boxes alone).
    #[inline(always)]
    pub fn extra_of(&self, i: usize) -> &[u8] {
        &self.of_cell[i][3..]
    }

    /// The digits the extra units of the cell with index `i` hold on a board of `digits`
    /// (reading order, 0 for an empty cell), bit `d` for digit `d`.
    pub fn held_by_extra(&self, i: usize, digits: &[u8]) -> u32 {
        let cells = self
            .extra_of(i)
            .iter()
            .flat_map(|&u| &self.cells[usize::from(u)]);
        cells.fold(0, |held, &j| held | 1 << digits[usize::from(j)]) & !1
    }

    /// Whether the board has units besides its rows, columns and boxes (or regions).
    #[inline(always)]
    pub fn has_extra(&self) -> bool {
        self.extra
    }

    /// Whether the board's regions are its shape's boxes (not a jigsaw's).
    pub fn has_boxes(&self) -> bool {
        self.names[2 * self.shape.side()] == Unit::Box(1)
    }

    /// The borders between the board's regions and the marks on its other units' cells,
    /// for a drawing of it.
    #[inline]
    pub fn outline(&self) -> &Outline {
        &self.outline
    }

    /// The peers of the cell with index `i`: the other cells of its units.
    #[inline]
    pub fn peers(&self, i: usize) -> CellSet {
        self.peers[i]
    }

    /// The peers of the cell with index `i` in reading order.
    #[inline]
    pub fn peer_list(&self, i: usize) -> &[u8] {
        &self.peer_lists[i]
    }

    /// The cell with index `i`.
    #[inline(always)]
    pub fn cell(&self, i: usize) -> Cell {
        self.cell_of[i]
    }

    /// The first unit (in table order) that holds both cells of indices `a` and `b`.
    pub fn shared(&self, a: usize, b: usize) -> Option<Unit> {
        let theirs = &self.of_cell[b];
        self.of_cell[a]
            .iter()
            .find(|u| theirs.contains(u))
            .map(|&u| self.names[usize::from(u)])
    }
}

/// `Units(9x9: 27 units)`: the table itself is too long to print.
impl fmt::Debug for Units {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Units({}: {} units)", self.shape, self.len())
    }
}

/// Why `cells` cannot be the cells of `unit` on a board of `shape`: not N of them, one off
/// the board, or one twice.
fn check(shape: Shape, unit: Unit, cells: &[Cell]) -> Result<(), BadUnit> {
    let side = shape.side();
    if cells.len() != side {
        let cells = cells.len();
        return Err(BadUnit::Size { unit, cells, side });
    }
    let mut seen = CellSet::NONE;
    for &cell in cells {
        let why = if !shape.holds(cell) {
            "off the board"
        } else if seen.contains(shape.index(cell)) {
            "twice"
        } else {
            seen.insert(shape.index(cell));
            continue;
        };
        return Err(BadUnit::Cell { unit, cell, why });
    }
    Ok(())
}

/// The two diagonals of `shape` as units: the main one, then the anti-diagonal.
pub fn diagonals(shape: Shape) -> Vec<(Unit, Vec<Cell>)> {
    let n = shape.side();
    let at = |r: usize, c: usize| Cell::at(r, c).expect("on the board");
    vec![
        (Unit::Diagonal(1), (0..n).map(|k| at(k, k)).collect()),
        (
            Unit::Diagonal(2),
            (0..n).map(|k| at(k, n - 1 - k)).collect(),
        ),
    ]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_cell_is_in_one_unit_of_each_kind() {
        for shape in Shape::ALL {
            let units = Units::of(shape);
            let n = shape.side();
            assert_eq!(units.len(), 3 * n);
            for kind in 0..3 {
                let mut seen: Vec<u8> = (0..n)
                    .flat_map(|k| units.cells(kind * n + k).to_vec())
                    .collect();
                seen.sort_unstable();
                let all: Vec<u8> = (0..shape.cells()).map(|i| i as u8).collect();
                assert_eq!(seen, all, "{shape}");
            }
            for i in 0..shape.cells() {
                let cell = units.cell(i);
                assert_eq!(shape.index(cell), i);
                for &u in units.of_cell(i) {
                    assert!(units.cells(usize::from(u)).contains(&(i as u8)));
                    assert_eq!(units.index_of(units.name(usize::from(u))), Some(u.into()));
                }
                let peers = units.peers(i);
                assert_eq!(
                    peers.len() as usize,
                    2 * (n - 1) + (shape.box_rows() - 1) * (shape.box_cols() - 1)
                );
                assert_eq!(
                    peers.iter().map(|p| p as u8).collect::<Vec<_>>(),
                    units.peer_list(i)
                );
            }
        }
        let six = Shape::with_box(6, 3, 2).unwrap();
        let units = Units::of(six);
        let first_box: Vec<String> = units
            .cells(12)
            .iter()
            .map(|&i| units.cell(i.into()).to_string())
            .collect();
        assert_eq!(first_box, ["r1c1", "r1c2", "r2c1", "r2c2", "r3c1", "r3c2"]);
        assert_eq!(units.name(12).to_string(), "box 1");
        assert_eq!(units.index_of(Unit::Col(7)), None);
    }

    #[test]
    fn diagonals_are_units_after_the_boxes() {
        let units = Units::with_extra(Shape::NINE, diagonals(Shape::NINE)).unwrap();
        assert_eq!(units.len(), 29);
        assert_eq!(units.name(27).to_string(), "diagonal 1");
        assert_eq!(units.index_of(Unit::Diagonal(2)), Some(28));
        let centre = 40;
        assert_eq!(units.of_cell(centre), [4, 13, 22, 27, 28]);
        assert_eq!(units.extra_of(centre), [27, 28]);
        // the centre sees both diagonals: 20 peers and 8 more on each diagonal, 4 of them in its box
        assert_eq!(units.peers(centre).len(), 20 + 2 * 8 - 4);
        assert_eq!(units.shared(0, 80), Some(Unit::Diagonal(1)));
        assert_eq!(units.shared(0, 1), Some(Unit::Row(1)));
        assert!(units.has_extra() && !Units::of(Shape::NINE).has_extra());
    }

    /// The regions of a 4×4 jigsaw, as its layout draws them, region 1 first.
    fn jigsaw() -> Vec<Vec<Cell>> {
        let layout = ["1112", "1322", "3342", "3444"].map(str::as_bytes);
        let four = Shape::of_side(4).unwrap();
        (b'1'..=b'4')
            .map(|k| {
                let cells = four.all_cells();
                cells.filter(|c| layout[c.row()][c.col()] == k).collect()
            })
            .collect()
    }

    #[test]
    fn regions_take_the_place_of_the_boxes() {
        let four = Shape::of_side(4).unwrap();
        let diagonal = diagonals(four).swap_remove(0);
        let units = Units::with_regions(four, jigsaw(), vec![diagonal]).unwrap();
        assert_eq!(units.len(), 13);
        assert_eq!(units.name(8).to_string(), "region 1");
        assert_eq!(units.name(12).to_string(), "diagonal 1");
        // r2c2 (index 5) is in region 3, with r3c1, r3c2 and r4c1
        assert_eq!(units.three(5), [1, 5, 10]);
        assert_eq!(units.cells(10), [5, 8, 9, 12]);
        assert_eq!(units.index_of(Unit::Region(3)), Some(10));
        assert_eq!(units.index_of(Unit::Box(1)), None);
        assert_eq!(units.shared(5, 12), Some(Unit::Region(3)));
        assert_eq!(units.shared(0, 15), Some(Unit::Diagonal(1)));
        assert!(!units.has_boxes() && Units::of(four).has_boxes());
        // r1c1's peers: its row, its column (region 1 holds no other cell) and the
        // diagonal's r2c2, r3c3, r4c4
        assert_eq!(units.peers(0).len(), 3 + 3 + 3);
    }

    #[test]
    fn bad_regions_are_refused() {
        let four = Shape::of_side(4).unwrap();
        let none = Vec::new();
        let refused = |regions: Vec<Vec<Cell>>| {
            let error = Units::with_regions(four, regions, none.clone()).unwrap_err();
            error.to_string()
        };
        assert_eq!(refused(jigsaw()[..3].to_vec()), "3 regions, not 4");
        let mut short = jigsaw();
        short[1].pop();
        assert_eq!(refused(short), "region 2 has 3 cells, not 4");
        let mut overlap = jigsaw();
        overlap[3][0] = overlap[0][0];
        assert_eq!(refused(overlap), "r1c1 is in region 1 and region 4");
        let again = vec![(Unit::Region(2), jigsaw()[1].clone())];
        assert_eq!(
            Units::with_regions(four, jigsaw(), again),
            Err(BadUnit::Twice(Unit::Region(2)))
        );
        let a_box = vec![(Unit::Box(1), jigsaw()[1].clone())];
        let units = Units::with_regions(four, jigsaw(), a_box).unwrap();
        assert_eq!(units.index_of(Unit::Box(1)), Some(12));
    }

    #[test]
    fn bad_extra_units_are_refused() {
        let nine = Shape::NINE;
        let cell = |r, c| Cell::at(r, c).unwrap();
        let short = vec![(Unit::Diagonal(1), vec![cell(0, 0)])];
        assert_eq!(
            Units::with_extra(nine, short).unwrap_err().to_string(),
            "diagonal 1 has 1 cells, not 9"
        );
        let mut twice = diagonals(nine);
        twice[0].1[1] = cell(0, 0);
        assert_eq!(
            Units::with_extra(nine, twice).unwrap_err().to_string(),
            "diagonal 1 holds r1c1 twice"
        );
        let mut off = diagonals(nine);
        off[1].1[0] = cell(9, 9);
        assert!(matches!(
            Units::with_extra(nine, off),
            Err(BadUnit::Cell {
                why: "off the board",
                ..
            })
        ));
        let again = vec![diagonals(nine)[0].clone(), diagonals(nine)[0].clone()];
        assert_eq!(
            Units::with_extra(nine, again),
            Err(BadUnit::Twice(Unit::Diagonal(1)))
        );
    }
}
