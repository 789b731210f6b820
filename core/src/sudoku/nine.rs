//! The board: digits per cell plus bitmasks of the digits used by each row, column and box.

use super::Cell;
use std::fmt;

/// A set of digits 1..=9 as a bitmask (bit `d` set means digit `d` is in the set).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct DigitSet(pub u16);

impl DigitSet {
    /// Every digit 1..=9.
    pub const ALL: DigitSet = DigitSet(0b11_1111_1110);

    /// How many digits the set holds.
    pub const fn len(self) -> u32 {
        self.0.count_ones()
    }

    /// Whether the set holds no digit.
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// Whether `digit` is in the set.
    pub const fn contains(self, digit: u8) -> bool {
        self.0 & (1 << digit) != 0
    }

    /// The smallest digit in the set.
    pub const fn first(self) -> Option<u8> {
        if self.0 == 0 {
            None
        } else {
            Some(self.0.trailing_zeros() as u8)
        }
    }

    /// The digits in increasing order.
    pub fn iter(self) -> impl Iterator<Item = u8> {
        (1..=9u8).filter(move |&d| self.contains(d))
    }
}

/// A zero-based row, column or box number of the 9×9 board. Its range is the type's, known to
/// the compiler, so indexing a unit's nine masks with one takes no bounds check: with a `u8`,
/// the three checks of a cell's units were a quarter of the naive engine's lookahead loops.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[repr(u8)]
pub(crate) enum Nine {
    N0,
    N1,
    N2,
    N3,
    N4,
    N5,
    N6,
    N7,
    N8,
}

impl Nine {
    /// The number `n`, below 9.
    pub(crate) const fn of(n: usize) -> Nine {
        const ALL: [Nine; 9] = [
            Nine::N0,
            Nine::N1,
            Nine::N2,
            Nine::N3,
            Nine::N4,
            Nine::N5,
            Nine::N6,
            Nine::N7,
            Nine::N8,
        ];
        ALL[n]
    }
}

/// A 9×9 board. Small and `Copy` (135 bytes): the digits and a used-digit mask per row, column
/// and box, so that a legality check is three loads and a few bit operations.
///
/// A `NineBoard` never holds two equal digits in a unit: [`place`](NineBoard::place) is only called
/// with legal digits, and [`validate`](super::validate) builds grids from givens.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct NineBoard {
    digits: [u8; 81],
    rows: [u16; 9],
    cols: [u16; 9],
    boxes: [u16; 9],
}

/// The cells of `digits` that are not 0, eight at a time and without a branch per cell: a
/// puzzle's givens are scattered, and a mispredicted branch costs more than the bit it sets.
fn filled_mask(digits: &[u8; 81]) -> u128 {
    const LOW7: u64 = 0x7F7F_7F7F_7F7F_7F7F;
    let mut mask = u128::from(digits[80] != 0) << 80;
    for (k, chunk) in digits[..80].chunks_exact(8).enumerate() {
        let x = u64::from_le_bytes(chunk.try_into().expect("eight bytes"));
        // the top bit of each byte set when the byte is not 0
        let high = (((x & LOW7) + LOW7) | x) & !LOW7;
        // the eight top bits gathered into one byte, the first cell lowest
        let bits = (high >> 7).wrapping_mul(0x0102_0408_1020_4080) >> 56;
        mask |= u128::from(bits) << (8 * k);
    }
    mask
}

impl Default for NineBoard {
    fn default() -> Self {
        NineBoard::EMPTY
    }
}

impl NineBoard {
    /// The blank board.
    pub const EMPTY: NineBoard = NineBoard {
        digits: [0; 81],
        rows: [0; 9],
        cols: [0; 9],
        boxes: [0; 9],
    };

    /// The grid of `digits` (0 or anything above 9 for an empty cell), or `None` when two
    /// of them share a unit. One pass over the cells with their units' digit masks: the
    /// check a batch makes on every puzzle before searching it.
    pub(crate) fn of_legal(digits: &[u8; 81]) -> Option<NineBoard> {
        let mut grid = NineBoard::EMPTY;
        let mut filled = filled_mask(digits);
        while filled != 0 {
            let i = filled.trailing_zeros() as usize;
            filled &= filled - 1;
            let d = digits[i];
            if d > 9 {
                continue;
            }
            let (row, col) = (i / 9, i % 9);
            let square = row / 3 * 3 + col / 3;
            let bit = 1u16 << d;
            if (grid.rows[row] | grid.cols[col] | grid.boxes[square]) & bit != 0 {
                return None;
            }
            grid.digits[i] = d;
            grid.rows[row] |= bit;
            grid.cols[col] |= bit;
            grid.boxes[square] |= bit;
        }
        Some(grid)
    }

    /// The full board of `digits`, which a search found to be a solution: every unit holds
    /// every digit, so the masks need no counting (checked in debug builds).
    pub(crate) fn solved(digits: &[u8; 81]) -> NineBoard {
        let grid = NineBoard {
            digits: *digits,
            rows: [DigitSet::ALL.0; 9],
            cols: [DigitSet::ALL.0; 9],
            boxes: [DigitSet::ALL.0; 9],
        };
        debug_assert_eq!(NineBoard::of_legal(digits), Some(grid), "not a solution");
        grid
    }

    /// The digit in `cell`, or `None` when it is empty.
    #[inline]
    pub fn get(&self, cell: Cell) -> Option<u8> {
        match self.digits[cell.nine()[0] as usize] {
            0 => None,
            d => Some(d),
        }
    }

    /// The 81 digits in reading order, 0 for an empty cell.
    pub fn digits(&self) -> &[u8; 81] {
        &self.digits
    }

    /// The digits that may legally go in `cell` (ignoring what is in the cell itself).
    #[inline(always)]
    pub fn candidates(&self, cell: Cell) -> DigitSet {
        let t = cell.nine();
        let used = self.rows[t[1] as usize] | self.cols[t[2] as usize] | self.boxes[t[3] as usize];
        DigitSet(!used & DigitSet::ALL.0)
    }

    /// The digits legal in the cell of `row`, `col` and box `square`, bit `d` for digit `d`:
    /// [`candidates`](Self::candidates) for a caller that keeps the cell's units at hand.
    #[inline(always)]
    pub(crate) fn legal_in(&self, row: Nine, col: Nine, square: Nine) -> u16 {
        let used = self.rows[row as usize] | self.cols[col as usize] | self.boxes[square as usize];
        !used & DigitSet::ALL.0
    }

    /// Writes a digit known to be legal into an empty cell.
    #[inline(always)]
    pub fn place(&mut self, cell: Cell, digit: u8) {
        debug_assert!(self.digits[cell.nine_index()] == 0, "{cell} is not empty");
        debug_assert!(
            self.candidates(cell).contains(digit),
            "{digit} not legal in {cell}"
        );
        let bit = 1u16 << digit;
        let t = cell.nine();
        self.digits[t[0] as usize] = digit;
        self.rows[t[1] as usize] |= bit;
        self.cols[t[2] as usize] |= bit;
        self.boxes[t[3] as usize] |= bit;
    }

    /// Empties `cell`, returning the digit it held.
    #[inline(always)]
    pub fn clear(&mut self, cell: Cell) -> Option<u8> {
        let digit = self.get(cell)?;
        self.remove(cell, digit);
        Some(digit)
    }

    /// Empties `cell`, known to hold `digit` (the fast path of an undo).
    #[inline(always)]
    pub fn remove(&mut self, cell: Cell, digit: u8) {
        debug_assert_eq!(
            self.digits[cell.nine_index()],
            digit,
            "{cell} does not hold {digit}"
        );
        let keep = !(1u16 << digit);
        let t = cell.nine();
        self.digits[t[0] as usize] = 0;
        self.rows[t[1] as usize] &= keep;
        self.cols[t[2] as usize] &= keep;
        self.boxes[t[3] as usize] &= keep;
    }

    /// The empty cells as a bitmask (bit `i` for the cell with index `i`).
    pub fn empty_mask(&self) -> u128 {
        !filled_mask(&self.digits) & ((1 << 81) - 1)
    }

    /// The first empty cell in reading order.
    pub fn first_empty(&self) -> Option<Cell> {
        self.digits
            .iter()
            .position(|&d| d == 0)
            .map(Cell::from_index)
    }

    /// How many cells are empty.
    pub fn empty_count(&self) -> usize {
        self.digits.iter().filter(|&&d| d == 0).count()
    }

    /// Whether every cell holds a digit (which, for a `NineBoard`, means a valid solution).
    pub fn is_full(&self) -> bool {
        !self.digits.contains(&0)
    }

    /// The board as 81 characters, `.` for empty cells.
    pub fn to_line(&self) -> String {
        super::cells_line(&self.digits)
    }

    /// The board as 81 digits, `0` for empty cells.
    pub fn to_digit_string(&self) -> String {
        self.digits.iter().map(|&d| (b'0' + d) as char).collect()
    }
}

impl fmt::Debug for NineBoard {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Grid({})", self.to_line())
    }
}

/// Nine lines of nine cells with `|` between boxes and `------+-------+------` between bands.
#[cfg(test)]
mod tests {
    use super::*;

    fn cell(i: usize) -> Cell {
        Cell::new(i).unwrap()
    }

    #[test]
    fn filled_mask_agrees_with_a_cell_by_cell_count() {
        let mut state = 0x2545_F491_4F6C_DD1Du64;
        for round in 0..3000 {
            let mut digits = [0u8; 81];
            for d in digits.iter_mut() {
                state ^= state << 13;
                state ^= state >> 7;
                state ^= state << 17;
                // every byte value at times, not only digits: the mask is of bytes not 0
                *d = match state % 4 {
                    0 => (state >> 8) as u8,
                    _ if round % 2 == 0 => 0,
                    _ => (state >> 16) as u8 % 10,
                };
            }
            let by_hand = (0..81).fold(0u128, |m, i| m | u128::from(digits[i] != 0) << i);
            assert_eq!(filled_mask(&digits), by_hand, "{digits:?}");
        }
    }

    #[test]
    fn place_and_clear_are_inverse() {
        let mut g = NineBoard::EMPTY;
        g.place(cell(0), 5);
        assert_eq!(g.get(cell(0)), Some(5));
        assert!(!g.candidates(cell(8)).contains(5), "row");
        assert!(!g.candidates(cell(72)).contains(5), "column");
        assert!(!g.candidates(cell(20)).contains(5), "box");
        assert!(g.candidates(cell(40)).contains(5), "unrelated cell");
        assert_eq!(g.empty_count(), 80);
        assert_eq!(g.first_empty(), Some(cell(1)));
        assert_eq!(g.clear(cell(0)), Some(5));
        assert_eq!(g, NineBoard::EMPTY);
        assert_eq!(g.clear(cell(0)), None);
    }

    #[test]
    fn renders_lines_and_pretty_grid() {
        let mut g = NineBoard::EMPTY;
        g.place(cell(0), 8);
        g.place(cell(80), 4);
        let line = g.to_line();
        assert_eq!(line.len(), 81);
        assert!(line.starts_with("8.") && line.ends_with(".4"));
        assert!(g.to_digit_string().starts_with("80"));
        let pretty = g.to_string();
        assert_eq!(pretty.lines().count(), 11);
        assert_eq!(pretty.lines().next(), Some("8 . . | . . . | . . ."));
    }

    #[test]
    fn digit_sets() {
        let s = DigitSet(0b1010_0010);
        assert_eq!(s.iter().collect::<Vec<_>>(), vec![1, 5, 7]);
        assert_eq!(s.len(), 3);
        assert_eq!(s.first(), Some(1));
        assert!(DigitSet(0).is_empty());
        assert_eq!(DigitSet::ALL.len(), 9);
    }
}
