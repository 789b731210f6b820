//! A puzzle's variant: the houses it has besides (or in place of) the standard ones, as a
//! file's directive lines give them (`diagonals:`, `regions:`, `extra:`), and the board's
//! [`Units`] they make, and its killer cages (`cage 10:`): a cage is no house (its sum
//! prunes as no house does), so it is a list of its own beside `extra`.

use super::{BadUnit, Board, Cage, Cell, CellSet, Shape, Unit, Units, diagonals, sum_reachable};
use std::fmt;
use std::sync::Arc;

/// Which diagonals are houses.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Diagonals {
    /// The main diagonal, r1c1 to rNcN (`diagonal 1`).
    Main,
    /// The anti-diagonal, r1cN to rNc1 (`diagonal 2`).
    Anti,
    /// Both.
    Both,
}

impl Diagonals {
    /// The word a directive line writes: `main`, `anti`, `both`.
    pub const fn word(self) -> &'static str {
        match self {
            Diagonals::Main => "main",
            Diagonals::Anti => "anti",
            Diagonals::Both => "both",
        }
    }

    /// The diagonals of `word`, as [`word`](Self::word) writes them.
    pub fn of_word(word: &str) -> Option<Diagonals> {
        [Diagonals::Main, Diagonals::Anti, Diagonals::Both]
            .into_iter()
            .find(|d| d.word() == word)
    }
}

/// A puzzle's houses besides the standard ones, checked against its shape, with the
/// [`Units`] they make. Built up one directive at a time: each `with_*` refuses what would
/// not make a board (a house of another size than N, a cell in too many houses) and leaves
/// the variant as it was.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Variant {
    shape: Shape,
    diagonals: Option<Diagonals>,
    /// Each cell's region, 1..=N, in reading order: a jigsaw's, in place of the boxes.
    regions: Option<Vec<u8>>,
    /// The extra houses, `extra house 1` first.
    extra: Vec<Vec<Cell>>,
    /// The killer cages, in the order given.
    cages: Vec<Cage>,
    units: Arc<Units>,
}

/// Why a cage cannot join a variant: the message, and which of its cells (by place in the
/// list as written) it is about, if one.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BadCage {
    /// The message, naming the cage (`cage 10 holds r1c1 twice`).
    pub why: String,
    /// The place of the cell it is about in the cage's list, if it is about one cell.
    pub at: Option<usize>,
    /// Whether it is about the sum (then the sum, not the cells, is where it stands).
    pub sum: bool,
}

impl BadCage {
    fn of(why: String) -> BadCage {
        BadCage {
            why,
            at: None,
            sum: false,
        }
    }
}

impl Variant {
    /// The standard board of `shape`: no house added yet.
    pub fn standard(shape: Shape) -> Variant {
        Variant {
            shape,
            diagonals: None,
            regions: None,
            extra: Vec::new(),
            cages: Vec::new(),
            units: Units::of(shape),
        }
    }

    /// Whether the variant adds nothing to the standard board.
    pub fn is_standard(&self) -> bool {
        self.diagonals.is_none()
            && self.regions.is_none()
            && self.extra.is_empty()
            && self.cages.is_empty()
    }

    /// The board's shape.
    pub fn shape(&self) -> Shape {
        self.shape
    }

    /// The diagonals that are houses, if any.
    pub fn diagonals(&self) -> Option<Diagonals> {
        self.diagonals
    }

    /// Each cell's region (1..=N, reading order), when regions replace the boxes.
    pub fn regions(&self) -> Option<&[u8]> {
        self.regions.as_deref()
    }

    /// The extra houses, in order.
    pub fn extra(&self) -> &[Vec<Cell>] {
        &self.extra
    }

    /// The killer cages, in order.
    pub fn cages(&self) -> &[Cage] {
        &self.cages
    }

    /// The board's units: rows, columns, boxes or regions, then diagonals, then extra
    /// houses; with the cages beside them ([`Units::cages`]).
    pub fn units(&self) -> &Arc<Units> {
        &self.units
    }

    /// The variant with `diagonals` as houses (in place of any given before).
    pub fn with_diagonals(&self, diagonals: Diagonals) -> Result<Variant, BadUnit> {
        Variant {
            diagonals: Some(diagonals),
            ..self.clone()
        }
        .rebuilt()
    }

    /// The variant with the regions `regions` (each cell's, 1..=N, in reading order) in
    /// place of the boxes.
    pub fn with_regions(&self, regions: Vec<u8>) -> Result<Variant, BadUnit> {
        Variant {
            regions: Some(regions),
            ..self.clone()
        }
        .rebuilt()
    }

    /// The variant with one more extra house, of `cells`.
    pub fn with_extra(&self, cells: Vec<Cell>) -> Result<Variant, BadUnit> {
        let mut extra = self.extra.clone();
        extra.push(cells);
        Variant {
            extra,
            ..self.clone()
        }
        .rebuilt()
    }

    /// The variant with one more killer cage: refused when it has no cell, a cell twice or
    /// off the board, more cells than N, a cell already in a cage, or a sum that no set of
    /// that many distinct digits 1..=N makes.
    pub fn with_cage(&self, cage: Cage) -> Result<Variant, BadCage> {
        let shape = self.shape;
        // `cage 10` or `cage`, as the messages name it
        let sum = match cage.sum {
            Some(sum) => format!(" {sum}"),
            None => String::new(),
        };
        let side = shape.side();
        let mut seen = CellSet::NONE;
        for (k, &cell) in cage.cells.iter().enumerate() {
            let why = if !shape.holds(cell) {
                format!("cage{sum} holds {cell}, off the board")
            } else if seen.contains(shape.index(cell)) {
                format!("cage{sum} holds {cell} twice")
            } else if let Some(other) = self.cages.iter().find(|c| c.cells.contains(&cell)) {
                format!("{cell} is in {other} already (a cell is in one cage at most)")
            } else {
                seen.insert(shape.index(cell));
                continue;
            };
            return Err(BadCage {
                at: Some(k),
                ..BadCage::of(why)
            });
        }
        let count = cage.cells.len();
        if count == 0 {
            return Err(BadCage::of(format!("cage{sum} has no cell")));
        }
        if count > side {
            let why = format!("cage{sum} has {count} cells, more than {side}");
            return Err(BadCage::of(why));
        }
        let digits = super::DigitMask::all(side).0;
        let target = cage.sum.map_or(0, |sum| sum as i32);
        if cage.sum.is_some() && !sum_reachable(digits, count as u32, target) {
            let why =
                format!("cage{sum}: no {count} distinct digits 1 to {side} add up to {target}");
            return Err(BadCage {
                sum: true,
                ..BadCage::of(why)
            });
        }
        let mut cages = self.cages.clone();
        cages.push(cage);
        let variant = Variant {
            cages,
            ..self.clone()
        };
        Ok(variant.rebuilt().expect("a cage changes no house"))
    }

    /// The same houses on a board of `shape` (the same side, other boxes: `--box`).
    pub fn reshaped(&self, shape: Shape) -> Result<Variant, BadUnit> {
        Variant {
            shape,
            ..self.clone()
        }
        .rebuilt()
    }

    /// The variant with its units made anew from its houses.
    fn rebuilt(self) -> Result<Variant, BadUnit> {
        if self.is_standard() {
            return Ok(Variant::standard(self.shape));
        }
        let units = self.houses()?;
        let units = match self.cages.is_empty() {
            true => units,
            false => Arc::new(units.with_cages(self.cages.clone())),
        };
        Ok(Variant { units, ..self })
    }

    /// The units of the variant's houses, its cages left out.
    fn houses(&self) -> Result<Arc<Units>, BadUnit> {
        if self.diagonals.is_none() && self.regions.is_none() && self.extra.is_empty() {
            return Ok(Units::of(self.shape));
        }
        let mut extra: Vec<(Unit, Vec<Cell>)> = match self.diagonals {
            None => Vec::new(),
            Some(which) => {
                let both = diagonals(self.shape).into_iter();
                let wanted = |unit: &Unit| match which {
                    Diagonals::Main => *unit == Unit::Diagonal(1),
                    Diagonals::Anti => *unit == Unit::Diagonal(2),
                    Diagonals::Both => true,
                };
                both.filter(|(unit, _)| wanted(unit)).collect()
            }
        };
        let houses = self.extra.iter().cloned();
        extra.extend((1..).map(Unit::Extra).zip(houses));
        let units = match &self.regions {
            None => Units::with_extra(self.shape, extra)?,
            Some(regions) => {
                let cells = (1..=self.shape.side() as u8)
                    .map(|k| {
                        let all = self.shape.all_cells();
                        all.filter(|&c| regions[self.shape.index(c)] == k).collect()
                    })
                    .collect();
                Units::with_regions(self.shape, cells, extra)?
            }
        };
        Ok(Arc::new(units))
    }

    /// The directive lines that give this variant, one a line, as a file writes them after
    /// the puzzle's cells (none for a standard board).
    pub fn directives(&self) -> Vec<String> {
        let mut lines = Vec::new();
        if let Some(diagonals) = self.diagonals {
            lines.push(format!("diagonals: {}", diagonals.word()));
        }
        if let Some(regions) = &self.regions {
            let chars = regions.iter().map(|&k| super::digit_char(k));
            lines.push(format!("regions: {}", chars.collect::<String>()));
        }
        for house in &self.extra {
            let cells: Vec<String> = house.iter().map(Cell::to_string).collect();
            lines.push(format!("extra: {}", cells.join(",")));
        }
        for cage in &self.cages {
            let cells: Vec<String> = cage.cells.iter().map(Cell::to_string).collect();
            match cage.sum {
                Some(sum) => lines.push(format!("cage {sum}: {}", cells.join(","))),
                None => lines.push(format!("cage: {}", cells.join(","))),
            }
        }
        lines
    }
}

/// The four windoku houses of a 9×9: rows 2–4 and 6–8 by columns 2–4 and 6–8, in reading
/// order.
pub fn windoku() -> Vec<Vec<Cell>> {
    let window = |top: usize, left: usize| {
        let at = |k: usize| Cell::at(top + k / 3, left + k % 3).expect("on a 9x9");
        (0..9).map(at).collect()
    };
    [(1, 1), (1, 5), (5, 1), (5, 5)]
        .into_iter()
        .map(|(top, left)| window(top, left))
        .collect()
}

/// The givens (or a solution) of a variant puzzle, with the board's units: what a search of
/// it starts from and shows its solutions as. Its digits keep to the units, not
/// necessarily to the shape's boxes (a jigsaw's do not).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct VariantBoard {
    board: Board,
    units: Arc<Units>,
}

impl VariantBoard {
    /// The board of `digits` (N² in reading order, 0 for empty, none above N) on `units`.
    pub fn new(units: Arc<Units>, digits: &[u8]) -> VariantBoard {
        let board = Board::of_digits(units.shape(), digits);
        VariantBoard { board, units }
    }

    /// The digits as a board of the shape (whose box masks mean nothing on a jigsaw).
    pub fn board(&self) -> &Board {
        &self.board
    }

    /// The board's units.
    pub fn units(&self) -> &Arc<Units> {
        &self.units
    }
}

/// The digits drawn as a board of the shape: regions are not drawn yet.
impl fmt::Display for VariantBoard {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(&self.board, f)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn houses_become_units_in_order() {
        let nine = Shape::NINE;
        let v = Variant::standard(nine);
        assert!(v.is_standard());
        let v = v.with_diagonals(Diagonals::Anti).unwrap();
        let v = windoku()
            .into_iter()
            .fold(v, |v, h| v.with_extra(h).unwrap());
        let units = v.units();
        assert_eq!(units.len(), 27 + 1 + 4);
        assert_eq!(units.name(27), Unit::Diagonal(2));
        assert_eq!(units.name(31), Unit::Extra(4));
        // r2c2 is in window 1; r1c1 in none and on no anti-diagonal
        assert_eq!(units.of_cell(10).len(), 4);
        assert_eq!(units.of_cell(0).len(), 3);
        assert_eq!(v.directives()[0], "diagonals: anti");
        assert!(v.directives()[1].starts_with("extra: r2c2,r2c3,r2c4,r3c2"));
    }

    #[test]
    fn a_bad_house_leaves_the_variant_as_it_was() {
        let four = Shape::of_side(4).unwrap();
        let v = Variant::standard(four)
            .with_diagonals(Diagonals::Main)
            .unwrap();
        let short = vec![Cell::at(0, 0).unwrap()];
        let error = v.with_extra(short).unwrap_err();
        assert_eq!(error.to_string(), "extra house 1 has 1 cells, not 4");
        let regions = b"1112132233423444".map(|b| b - b'0').to_vec();
        let jigsaw = v.with_regions(regions).unwrap();
        assert!(!jigsaw.units().has_boxes());
        assert_eq!(jigsaw.directives()[1], "regions: 1112132233423444");
        let lopsided = b"1111132233423444".map(|b| b - b'0').to_vec();
        assert_eq!(
            v.with_regions(lopsided).unwrap_err().to_string(),
            "region 1 has 5 cells, not 4"
        );
    }
}
