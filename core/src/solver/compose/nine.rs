//! The 9×9 board as bitboards: the grid's unit masks for a cell's candidates (three loads),
//! and `propagate`'s nine digit boards for the rules, whose scans fold a digit's 81 bits
//! band by band. The classic board's units, compiled into masks (`UNIT_MASKS`, `PEERS`);
//! a test holds them to the table of [`Units`](crate::sudoku::Units).

use super::candidates::Candidates;
use crate::solver::mrv::PEERS;
use crate::solver::propagate::board::{DigitBoards, UNIT_MASKS};
use crate::solver::sets::bits;
use crate::sudoku::{Cell, NineBoard, Shape, Unit, Units};
use std::sync::{Arc, OnceLock};

/// The row, column and box of each cell, as unit indices.
const UNITS_OF: [[u8; 3]; 81] = {
    let mut t = [[0u8; 3]; 81];
    let mut i = 0;
    while i < 81 {
        t[i] = [
            (i / 9) as u8,
            (9 + i % 9) as u8,
            (18 + i / 27 * 3 + i % 9 / 3) as u8,
        ];
        i += 1;
    }
    t
};

/// The name of the 9×9 board's unit `u` (rows, columns, boxes).
pub(crate) const fn unit(u: usize) -> Unit {
    let n = (u % 9) as u8 + 1;
    match u / 9 {
        0 => Unit::Row(n),
        1 => Unit::Col(n),
        _ => Unit::Box(n),
    }
}

/// The 9×9 board: the grid, the digit boards with the cells holding each digit (what undoing
/// a placement on the boards reads), and the candidates a rule struck, by cell and by digit.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Bitboards {
    grid: NineBoard,
    board: DigitBoards,
    /// `holders[d - 1]`: the cells holding digit `d`.
    holders: [u128; 9],
    /// `struck[i]`: the candidates struck from cell `i`, bit `d` for digit `d`.
    struck: [u16; 81],
    /// `struck_at[d - 1]`: the cells digit `d` is struck from.
    struck_at: [u128; 9],
}

impl Bitboards {
    /// The board of `grid`.
    pub(crate) fn new(grid: NineBoard) -> Bitboards {
        let mut holders = [0u128; 9];
        for (i, &d) in grid.digits().iter().enumerate() {
            if d != 0 {
                holders[usize::from(d) - 1] |= 1 << i;
            }
        }
        Bitboards {
            board: DigitBoards::new(&grid),
            grid,
            holders,
            struck: [0; 81],
            struck_at: [0; 9],
        }
    }

    /// The grid now.
    pub(crate) fn grid(&self) -> &NineBoard {
        &self.grid
    }

    /// The first (unit, digit) lacking the digit with no place for it, or with `m` = 2 the
    /// first with exactly one place; in the order of units, then digits.
    fn fewer_places(&self, m: u32) -> Option<(usize, u8)> {
        if m == 1 {
            // only the units with no place can do better: the rest of the scans is never
            // worked out
            return first_pair(std::array::from_fn(|d| self.board.scan(d).lacking));
        }
        let scans = std::array::from_fn::<_, 9, _>(|d| self.board.scan(d));
        first_pair(scans.map(|scan| scan.lacking))
            .or_else(|| first_pair(scans.map(|scan| scan.single)))
    }

    /// The (unit, digit) lacking the digit with the fewest places, fewer than `m`, counted
    /// unit by unit.
    fn counted_places(&self, m: u32) -> Option<(usize, u8)> {
        let mut best: Option<(u32, usize, usize)> = None;
        for (u, &unit) in UNIT_MASKS.iter().enumerate() {
            for d in 0..9 {
                if self.board.held[d] & 1 << u != 0 {
                    continue;
                }
                let places = (self.board.cands(d) & unit).count_ones();
                if places < m && best.is_none_or(|(b, _, _)| places < b) {
                    best = Some((places, u, d));
                }
            }
        }
        best.map(|(_, u, d)| (u, d as u8 + 1))
    }
}

impl Candidates for Bitboards {
    type Set = u128;

    fn shape(&self) -> Shape {
        Shape::NINE
    }

    #[inline(always)]
    fn side(&self) -> u8 {
        9
    }

    #[inline(always)]
    fn cell(&self, i: usize) -> Cell {
        Cell::from_index(i)
    }

    fn unit(&self, u: usize) -> Unit {
        unit(u)
    }

    fn all_units(&self) -> &Units {
        static NINE: OnceLock<Arc<Units>> = OnceLock::new();
        NINE.get_or_init(|| Units::of(Shape::NINE))
    }

    fn units_of(&self, i: usize) -> &[u8] {
        &UNITS_OF[i]
    }

    #[inline(always)]
    fn peers(&self, i: usize) -> u128 {
        PEERS[i]
    }

    #[inline(always)]
    fn empty(&self) -> u128 {
        self.board.empty
    }

    /// Read off the grid's unit masks, which every engine keeps (three loads, where the
    /// digit boards take nine).
    #[inline(always)]
    fn legal(&self, i: usize) -> u32 {
        u32::from(self.grid.candidates(Cell::from_index(i)).0 & !self.struck[i])
    }

    #[inline(always)]
    fn place(&mut self, i: usize, d: u8) {
        let k = usize::from(d) - 1;
        self.grid.place(Cell::from_index(i), d);
        self.board.place(i, k);
        self.holders[k] |= 1 << i;
    }

    fn unplace(&mut self, i: usize, d: u8) {
        let k = usize::from(d) - 1;
        self.grid.remove(Cell::from_index(i), d);
        self.holders[k] &= !(1 << i);
        self.board.remove(&self.grid, i, k, self.holders[k]);
        // the boards regain what the units allow; what a rule struck stays struck
        self.board.keep(k, !self.struck_at[k]);
        for e in bits(u128::from(self.struck[i])) {
            self.board.strike(i, e - 1);
        }
    }

    fn strike(&mut self, i: usize, d: u8) {
        let k = usize::from(d) - 1;
        self.board.strike(i, k);
        self.struck[i] |= 1 << d;
        self.struck_at[k] |= 1 << i;
    }

    fn unstrike(&mut self, i: usize, d: u8) {
        let k = usize::from(d) - 1;
        self.board.allow(i, k);
        self.struck[i] &= !(1 << d);
        self.struck_at[k] &= !(1 << i);
    }

    fn struck(&self, i: usize) -> u32 {
        u32::from(self.struck[i])
    }

    #[inline]
    fn naked(&self) -> Result<u128, usize> {
        let (once, twice) = self.board.slices();
        let dead = self.board.empty & !once;
        match dead {
            0 => Ok(once & !twice),
            _ => Err(dead.trailing_zeros() as usize),
        }
    }

    #[inline]
    fn hidden(&mut self, d: u8) -> Result<u128, usize> {
        let k = usize::from(d) - 1;
        let scan = self.board.scan(k);
        match scan.lacking {
            0 => Ok(self.board.cells_alone(k, scan.single)),
            lacking => Err(lacking.trailing_zeros() as usize),
        }
    }

    fn holds(&self, u: usize, d: u8) -> bool {
        self.board.held[usize::from(d) - 1] >> u & 1 != 0
    }

    #[inline]
    fn places(&self, u: usize, d: u8) -> u128 {
        self.board.cands(usize::from(d) - 1) & UNIT_MASKS[u]
    }

    #[inline]
    fn least(&self) -> (u32, u128) {
        self.board.least()
    }

    /// Below three places, the scans of the digit boards say which units have none and which
    /// one; otherwise every unit's places are counted.
    fn fewest_places(&self, m: u32) -> Option<(usize, u8)> {
        match m {
            1 | 2 => self.fewer_places(m),
            _ => self.counted_places(m),
        }
    }

    #[inline]
    fn holding(&self, cells: u128, d: u8) -> u32 {
        (cells & self.board.cands(usize::from(d) - 1)).count_ones()
    }

    #[inline]
    fn wiped(&self, cells: u128) -> Option<usize> {
        let dead = cells & !self.board.slices().0;
        (dead != 0).then(|| dead.trailing_zeros() as usize)
    }
}

/// Of nine masks of units (one per digit index), the first unit of any, and the first digit
/// whose mask has it.
fn first_pair(units: [u32; 9]) -> Option<(usize, u8)> {
    let any = units.iter().fold(0, |any, &mask| any | mask);
    (any != 0).then(|| {
        let u = any.trailing_zeros() as usize;
        let d = units.iter().position(|&mask| mask & 1 << u != 0);
        (u, d.expect("a digit with the unit") as u8 + 1)
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::solver::compose::Composed;
    use crate::solver::engine::Config;
    use crate::solver::propagate::batch_tests::bundled;

    /// The compiled masks are the classic board's units and peers as the table has them.
    #[test]
    fn the_masks_are_the_tables_units() {
        let units = Units::of(Shape::NINE);
        assert_eq!(units.len(), UNIT_MASKS.len());
        for (u, &mask) in UNIT_MASKS.iter().enumerate() {
            let cells: Vec<u8> = bits(mask).map(|i| i as u8).collect();
            assert_eq!(cells, units.cells(u), "unit {u}");
            assert_eq!(unit(u), units.name(u));
        }
        for i in 0..81 {
            assert_eq!(UNITS_OF[i], units.three(i));
            assert_eq!(
                bits(PEERS[i]).collect::<Vec<_>>(),
                units.peers(i).iter().collect::<Vec<_>>()
            );
        }
    }

    /// With fewer than three candidates to beat, the scans of the digit boards pick the unit
    /// that counting every constraint's places picks, on every board the constraint searches
    /// pass through (dead cells and units with no place among them).
    #[test]
    fn the_scans_pick_the_unit_that_counting_picks() {
        let mut seen = [0; 3];
        for givens in bundled("norvig_hardest11.txt") {
            for digits in ["up", "random", "lcv"] {
                let strategy = format!("constraint+{digits}").parse().expect("a strategy");
                let config = Config {
                    strategy,
                    seed: 3,
                    max_solutions: u64::MAX,
                };
                let mut engine = Composed::new(givens, config);
                for _ in 0..3_000 {
                    let board = engine.board();
                    let (m, _) = board.least();
                    if (1..=2).contains(&m) {
                        let pick = board.fewer_places(m);
                        assert_eq!(pick, board.counted_places(m), "{strategy} m {m}");
                        seen[usize::from(pick.is_some())] += 1;
                        seen[2] += usize::from(pick.is_some() && m == 2);
                    }
                    if engine.step().is_none() {
                        break;
                    }
                }
            }
        }
        assert!(seen.iter().all(|&n| n > 100), "every case met: {seen:?}");
    }
}
