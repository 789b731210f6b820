//! The board both propagate engines read: one 81-bit board of candidate cells per digit, and
//! for each digit the units that hold it. The rules are bit operations on these boards: nine
//! boards added up bit-sliced find the dead cells and the naked singles of the whole grid at
//! once, and one digit's board folded band by band finds its hidden singles and the units it
//! has no place in.

use super::super::mrv::PEERS;
use super::counts::Counts;
use crate::sudoku::{Cell, DigitSet, NineBoard};

/// All 81 cells.
const ALL_CELLS: u128 = (1 << 81) - 1;
/// All 27 units, bit `u` for unit `u` (rows, columns, boxes).
const ALL_UNITS: u32 = (1 << 27) - 1;
/// The 27 cells of a band (three rows) of an 81-bit board.
const BAND: u32 = (1 << 27) - 1;

/// `UNIT_MASKS[u]`: the cells of unit `u` (rows, columns, then boxes in reading order).
pub(crate) const UNIT_MASKS: [u128; 27] = {
    let mut masks = [0u128; 27];
    let mut u = 0;
    while u < 9 {
        let mut k = 0;
        while k < 9 {
            masks[u] |= 1 << (u * 9 + k);
            masks[9 + u] |= 1 << (k * 9 + u);
            masks[18 + u] |= 1 << ((u / 3) * 27 + (u % 3) * 3 + (k / 3) * 9 + k % 3);
            k += 1;
        }
        u += 1;
    }
    masks
};

/// `CELL_BITS[i]`: cell `i` alone (a load is cheaper than a 128-bit shift).
const CELL_BITS: [u128; 81] = {
    let mut bits = [0u128; 81];
    let mut i = 0;
    while i < 81 {
        bits[i] = 1 << i;
        i += 1;
    }
    bits
};

/// `UNIT_BITS[i]`: the row, column and box of cell `i`, a bit for each.
const UNIT_BITS: [u32; 81] = {
    let mut bits = [0u32; 81];
    let mut i = 0;
    while i < 81 {
        bits[i] = 1 << (i / 9) | 1 << (9 + i % 9) | 1 << (18 + (i / 27) * 3 + (i % 9) / 3);
        i += 1;
    }
    bits
};

/// For nine bits `v` (one row of a band, or the columns of a band where a digit has a place):
/// `ROW[v]` has bit 0 when `v` has a bit and bit 16 when it has exactly one; `TRIADS[v]` the
/// same for each of its three triads (the columns of a box) at bits 0..3 and 16..19, and
/// `CROWDED[v]` bit 16 + `k` when triad `k` has a bit. Boxes with exactly one place are the
/// triads single in the columns seen at least once and empty in those seen twice.
const ROW: [u32; 512] = {
    let mut table = [0u32; 512];
    let mut v = 1;
    while v < 512 {
        table[v] = 1 | if v & (v - 1) == 0 { 1 << 16 } else { 0 };
        v += 1;
    }
    table
};
const TRIADS: [u32; 512] = {
    let mut table = [0u32; 512];
    let mut v = 0;
    while v < 512 {
        let mut k = 0;
        while k < 3 {
            table[v] |= ROW[(v >> (3 * k)) & 7] << k;
            k += 1;
        }
        v += 1;
    }
    table
};
const CROWDED: [u32; 512] = {
    let mut table = [0u32; 512];
    let mut v = 0;
    while v < 512 {
        table[v] = (TRIADS[v] & 7) << 16;
        v += 1;
    }
    table
};

/// The digit index (`d` for digit `d + 1`) that [`DigitBoards::digit_slices`] gives cell `i`.
#[inline(always)]
pub(super) fn only_digit(slices: &[[u64; 2]; 4], i: usize) -> usize {
    let (half, shift) = (i >> 6, i & 63);
    let mut d = 0;
    for (b, slice) in slices.iter().enumerate() {
        d |= ((slice[half] >> shift) as usize & 1) << b;
    }
    d
}

/// The cells of a digit's board `x` that are alone in one of `units`.
#[inline(always)]
pub(super) fn alone(x: u128, mut units: u32) -> u128 {
    let mut cells = 0;
    while units != 0 {
        cells |= UNIT_MASKS[units.trailing_zeros() as usize];
        units &= units - 1;
    }
    cells & x
}

/// What one digit's board says about its units.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Scan {
    /// Units that lack the digit and have no cell for it, a bit for each.
    pub lacking: u32,
    /// Units with exactly one cell for the digit.
    pub single: u32,
}

/// The candidates of every empty cell, digit by digit. A cell's candidates are always exactly
/// the digits its row, column and box do not hold: the rules only fill cells.
#[derive(Clone, Copy, Debug)]
pub(crate) struct DigitBoards {
    /// The empty cells, bit `i` for the cell with index `i`.
    pub empty: u128,
    /// `cands[d] & empty`: the empty cells where digit `d + 1` is legal. A placement clears
    /// its cell from `empty` and from its own digit's board only, so the other boards keep
    /// stale bits for filled cells, and everything reads them through `empty`: one store
    /// per placement instead of nine.
    cands: [u128; 9],
    /// `held[d]`: the units holding digit `d + 1`.
    pub held: [u32; 9],
}

/// Boards are equal when they read the same: stale bits of filled cells do not count.
impl PartialEq for DigitBoards {
    fn eq(&self, other: &DigitBoards) -> bool {
        self.empty == other.empty
            && self.held == other.held
            && (0..9).all(|d| self.cands(d) == other.cands(d))
    }
}

impl Eq for DigitBoards {}

impl DigitBoards {
    /// The board of `grid`.
    pub fn new(grid: &NineBoard) -> DigitBoards {
        let empty = grid.empty_mask();
        let mut board = DigitBoards {
            empty,
            cands: [empty; 9],
            held: [0; 9],
        };
        let mut filled = !empty & ALL_CELLS;
        while filled != 0 {
            let i = filled.trailing_zeros() as usize;
            filled &= filled - 1;
            let d = grid.digits()[i] as usize - 1;
            board.cands[d] &= !PEERS[i];
            board.held[d] |= UNIT_BITS[i];
        }
        board
    }

    /// The empty cells that lose digit `d + 1` when it goes into cell `i`.
    #[inline(always)]
    pub fn losing(&self, i: usize, d: usize) -> u128 {
        PEERS[i] & self.cands(d)
    }

    /// Writes digit `d + 1` into the empty cell `i`, where it is legal.
    #[inline(always)]
    pub fn place(&mut self, i: usize, d: usize) {
        self.empty &= !CELL_BITS[i];
        self.cands[d] &= !PEERS[i];
        self.held[d] |= UNIT_BITS[i];
    }

    /// Takes digit `d + 1` out of cell `i` again: the cell regains the digits its units do not
    /// hold, and the digit is legal again in the empty cells none of `holders` (its other
    /// cells) sees.
    pub fn remove(&mut self, grid: &NineBoard, i: usize, d: usize, holders: u128) {
        self.empty |= 1 << i;
        self.held[d] &= !UNIT_BITS[i];
        for e in grid.candidates(Cell::from_index(i)).iter() {
            self.cands[e as usize - 1] |= 1 << i;
        }
        let (mut rest, mut blocked) = (holders, holders);
        while rest != 0 {
            blocked |= PEERS[rest.trailing_zeros() as usize];
            rest &= rest - 1;
        }
        self.cands[d] = self.empty & !blocked;
    }

    /// The cells with at least one candidate and those with at least two.
    #[inline(always)]
    pub fn slices(&self) -> (u128, u128) {
        let (mut once, mut twice) = (0u128, 0u128);
        for &board in &self.cands {
            twice |= once & board;
            once |= board;
        }
        // stale bits are on filled cells only, so they can be dropped at the end
        (once & self.empty, twice & self.empty)
    }

    /// The candidates of the empty cell `i`.
    #[inline(always)]
    pub fn digits_of(&self, i: usize) -> DigitSet {
        let mut mask = 0;
        for (d, &board) in self.cands.iter().enumerate() {
            mask |= ((board >> i) as u16 & 1) << (d + 1);
        }
        DigitSet(mask)
    }

    /// The digits of cells with exactly one candidate, bit-sliced: bit `i` of `slices[b]` is
    /// bit `b` of `d` for such a cell `i` holding only digit `d + 1` (other cells read as
    /// nonsense). Read with [`only_digit`]: no search through nine boards per cell.
    #[inline(always)]
    pub fn digit_slices(&self) -> [[u64; 2]; 4] {
        let c = &self.cands;
        // in 64-bit halves, so that reading a cell's bit is one shift
        [
            c[1] | c[3] | c[5] | c[7],
            c[2] | c[3] | c[6] | c[7],
            c[4] | c[5] | c[6] | c[7],
            c[8],
        ]
        .map(|slice| [slice as u64, (slice >> 64) as u64])
    }

    /// The cells of `naked` (each with one candidate) in reading order, each with its digit
    /// index, read from the board as it stands before any of them is placed. A batch places
    /// them all; the caller checks [`DigitBoards::allows`] first, since an earlier single of the
    /// same batch may have taken the digit from a shared unit.
    #[inline(always)]
    pub fn naked_singles(&self, mut naked: u128) -> impl Iterator<Item = (usize, usize)> + use<> {
        let slices = self.digit_slices();
        std::iter::from_fn(move || {
            if naked == 0 {
                return None;
            }
            let i = naked.trailing_zeros() as usize;
            naked &= naked - 1;
            Some((i, only_digit(&slices, i)))
        })
    }

    /// The empty cells where digit `d + 1` is legal.
    #[inline(always)]
    pub fn cands(&self, d: usize) -> u128 {
        self.cands[d] & self.empty
    }

    /// Whether digit `d + 1` is legal in the empty cell `i`.
    #[inline(always)]
    pub fn allows(&self, i: usize, d: usize) -> bool {
        self.cands[d] & CELL_BITS[i] != 0
    }

    /// Keeps of digit `d + 1`'s candidates only those in `cells`.
    #[inline(always)]
    pub fn keep(&mut self, d: usize, cells: u128) {
        self.cands[d] &= cells;
    }

    /// Takes digit `d + 1` from the candidates of cell `i`.
    #[inline(always)]
    pub fn strike(&mut self, i: usize, d: usize) {
        self.cands[d] &= !CELL_BITS[i];
    }

    /// Gives the empty cell `i` the candidate `d + 1` back.
    #[inline(always)]
    pub fn allow(&mut self, i: usize, d: usize) {
        self.cands[d] |= CELL_BITS[i];
    }

    /// Digit `d + 1`'s units: those it has no place in, and those with one cell for it.
    ///
    /// The board is folded band by band: the three rows of a band give each row's count, and
    /// per column "at least one" and "at least two", which give the boxes (by triads) and,
    /// across the bands, the columns. Counts stop at two: that is all the rules ask.
    #[inline(always)]
    pub fn scan(&self, d: usize) -> Scan {
        self.scan_of(d, self.cands(d))
    }

    /// [`scan`](Self::scan) of digit `d + 1` whose board `x` the caller has at hand.
    #[inline(always)]
    pub fn scan_of(&self, d: usize, x: u128) -> Scan {
        let (mut rows, mut boxes) = (0u32, 0u32);
        let (mut col_once, mut col_twice) = (0u32, 0u32);
        for k in 0..3 {
            let band = (x >> (27 * k)) as u32 & BAND;
            let (r0, r1, r2) = (band & 0x1FF, (band >> 9) & 0x1FF, band >> 18);
            rows |= (ROW[r0 as usize] | ROW[r1 as usize] << 1 | ROW[r2 as usize] << 2) << (3 * k);
            let once = r0 | r1 | r2;
            let twice = (r0 & r1) | ((r0 | r1) & r2);
            col_twice |= twice | (col_once & once);
            col_once |= once;
            boxes |= (TRIADS[once as usize] & !CROWDED[twice as usize]) << (3 * k);
        }
        let has = (rows & 0x1FF) | col_once << 9 | (boxes & 0x1FF) << 18;
        let one = rows >> 16 | (col_once & !col_twice) << 9 | (boxes >> 16) << 18;
        Scan {
            lacking: ALL_UNITS & !(has | self.held[d]),
            single: one,
        }
    }

    /// The cells of digit `d + 1` that are alone in one of `units`.
    #[inline(always)]
    pub fn cells_alone(&self, d: usize, units: u32) -> u128 {
        alone(self.cands(d), units)
    }

    /// The empty cell with the fewest candidates, the first in reading order on ties; the
    /// board must have an empty cell and no dead one. Two candidates is the usual answer, so
    /// it is looked for first; otherwise the cells' candidates are counted.
    #[inline]
    pub fn fewest(&self) -> usize {
        let [_, twice, thrice] = self.layers();
        let pairs = twice & !thrice;
        if pairs != 0 {
            return pairs.trailing_zeros() as usize;
        }
        self.counts().fewest(self.empty)
    }

    /// The fewest candidates of any empty cell (0 for a dead one) and the cells with that
    /// many; `(0, 0)` on a full board. Up to two candidates, read off the layers without
    /// counting.
    #[inline]
    pub fn least(&self) -> (u32, u128) {
        let [once, twice, thrice] = self.layers();
        let fewest = [self.empty & !once, once & !twice, twice & !thrice];
        match fewest.iter().position(|&cells| cells != 0) {
            Some(k) => (k as u32, fewest[k]),
            None => self.counts().least(self.empty),
        }
    }

    /// The empty cells with at least one, two and three candidates.
    #[inline(always)]
    fn layers(&self) -> [u128; 3] {
        let (mut once, mut twice, mut thrice) = (0u128, 0u128, 0u128);
        for &board in &self.cands {
            let board = board & self.empty;
            thrice |= twice & board;
            twice |= once & board;
            once |= board;
        }
        [once, twice, thrice]
    }

    /// The candidates of every empty cell, counted.
    pub fn counts(&self) -> Counts {
        Counts::sum((0..9).map(|d| self.cands(d)))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::fixtures::P85;
    use crate::solver::tests::grid;

    /// The scan's answers counted cell by cell on the grid.
    fn scan_by_hand(grid: &NineBoard, d: u8) -> Scan {
        let units = crate::sudoku::Units::of(crate::sudoku::Shape::NINE);
        let (mut lacking, mut single) = (0, 0);
        for u in 0..units.len() {
            let cells = units.cells(u).iter().map(|&i| Cell::from_index(i.into()));
            let held = cells.clone().any(|c| grid.get(c) == Some(d));
            let places = cells
                .filter(|&c| grid.get(c).is_none() && grid.candidates(c).contains(d))
                .count();
            if places == 0 && !held {
                lacking |= 1 << u;
            }
            if places == 1 {
                single |= 1 << u;
            }
        }
        Scan { lacking, single }
    }

    #[test]
    fn scans_agree_with_counting_by_hand() {
        let mut grid = grid(P85);
        // a few more digits, one of them making trouble for 9
        for (cell, digit) in [("r1c3", 3), ("r9c9", 9), ("r5c5", 5)] {
            let cell: Cell = cell.parse().unwrap();
            if grid.get(cell).is_none() && grid.candidates(cell).contains(digit) {
                grid.place(cell, digit);
            }
        }
        let board = DigitBoards::new(&grid);
        for d in 1..=9u8 {
            assert_eq!(
                board.scan(d as usize - 1),
                scan_by_hand(&grid, d),
                "digit {d}"
            );
        }
    }

    #[test]
    fn placing_and_removing_restore_the_board() {
        let mut grid = grid(P85);
        let before = DigitBoards::new(&grid);
        let mut board = before;
        let i = grid.empty_mask().trailing_zeros() as usize;
        let d = board.digits_of(i).first().expect("a candidate") as usize - 1;
        board.place(i, d);
        grid.place(Cell::from_index(i), d as u8 + 1);
        assert_eq!(board, DigitBoards::new(&grid));
        grid.remove(Cell::from_index(i), d as u8 + 1);
        let holders = Cell::all()
            .filter(|&c| grid.get(c) == Some(d as u8 + 1))
            .fold(0u128, |m, c| m | 1 << c.nine_index());
        board.remove(&grid, i, d, holders);
        assert_eq!(board, before);
    }

    #[test]
    fn the_fewest_candidates_first_in_reading_order() {
        let grid = grid(P85);
        let board = DigitBoards::new(&grid);
        let fewest = Cell::all()
            .filter(|&c| grid.get(c).is_none())
            .min_by_key(|&c| (grid.candidates(c).len(), c.nine_index()))
            .unwrap();
        assert_eq!(board.fewest(), fewest.nine_index());
        assert_eq!(DigitBoards::new(&NineBoard::EMPTY).fewest(), 0);
    }
}
