//! Board sizes: a side of N cells with boxes of R rows by C columns, from 4×4 to 16×16.

use super::Cell;
use std::fmt;

/// The size of a board: side N, boxes of R rows by C columns (R × C = N).
///
/// Only the shapes of [`Shape::ALL`] exist: a value of this type is always one of them.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Shape {
    side: u8,
    box_rows: u8,
    box_cols: u8,
}

/// The largest side stepdoku reads, and so the largest digit.
pub const MAX_SIDE: usize = 16;

impl Shape {
    /// The classic 9×9 board with 3×3 boxes.
    pub const NINE: Shape = Shape::new(9, 3, 3);

    /// Every shape: each side's default box first, then its other shape, if it has one.
    pub const ALL: [Shape; 9] = [
        Shape::new(4, 2, 2),
        Shape::new(6, 2, 3),
        Shape::new(6, 3, 2),
        Shape::new(8, 2, 4),
        Shape::new(8, 4, 2),
        Shape::NINE,
        Shape::new(12, 3, 4),
        Shape::new(12, 4, 3),
        Shape::new(16, 4, 4),
    ];

    /// The sides there are, smallest first.
    pub const SIDES: [usize; 6] = [4, 6, 8, 9, 12, 16];

    const fn new(side: u8, box_rows: u8, box_cols: u8) -> Shape {
        Shape {
            side,
            box_rows,
            box_cols,
        }
    }

    /// The shape with side `side` and its default box (2×3 for 6, 3×4 for 12), or `None`
    /// for a side stepdoku does not know.
    pub fn of_side(side: usize) -> Option<Shape> {
        Shape::ALL.into_iter().find(|s| s.side() == side)
    }

    /// The shape of side `side` with boxes of `rows` × `cols`, if there is one.
    pub fn with_box(side: usize, rows: usize, cols: usize) -> Option<Shape> {
        Shape::ALL
            .into_iter()
            .find(|s| (s.side(), s.box_rows(), s.box_cols()) == (side, rows, cols))
    }

    /// The default shape of a board of `count` cells (16, 36, 64, 81, 144 or 256).
    pub fn of_cells(count: usize) -> Option<Shape> {
        Shape::ALL.into_iter().find(|s| s.cells() == count)
    }

    /// Whether `count` is the cell count of some board.
    pub fn is_cell_count(count: usize) -> bool {
        Shape::of_cells(count).is_some()
    }

    /// The cell counts, as a message lists them: `16, 36, 64, 81, 144 or 256`.
    pub fn cell_counts_in_words() -> String {
        let counts: Vec<String> = Shape::SIDES.iter().map(|n| (n * n).to_string()).collect();
        let (last, rest) = counts.split_last().expect("sizes");
        format!("{} or {last}", rest.join(", "))
    }

    /// N: cells in a row, a column or a box, and the largest digit.
    pub const fn side(self) -> usize {
        self.side as usize
    }

    /// N²: the cells of the board.
    pub const fn cells(self) -> usize {
        self.side() * self.side()
    }

    /// R: the rows of a box.
    pub const fn box_rows(self) -> usize {
        self.box_rows as usize
    }

    /// C: the columns of a box.
    pub const fn box_cols(self) -> usize {
        self.box_cols as usize
    }

    /// 3N: the rows, then the columns, then the boxes.
    pub const fn units(self) -> usize {
        3 * self.side()
    }

    /// Whether its boxes are its side's default ones (2×3 for 6, not 3×2): a line of cells,
    /// which draws no boxes, reads as that shape.
    pub fn has_default_box(self) -> bool {
        Shape::of_side(self.side()) == Some(self)
    }

    /// Whether the side has two box shapes (6, 8 and 12), so that `--box` may choose.
    pub fn has_other_box(self) -> bool {
        self.box_rows != self.box_cols
    }

    /// The options that ask for this shape: `--grid 6`, or `--grid 6 --box 3x2` for a
    /// second box shape.
    pub fn flags(self) -> String {
        let n = self.side();
        match self.has_default_box() {
            true => format!("--grid {n}"),
            false => format!("--grid {n} --box {}", BoxShape(self)),
        }
    }

    /// The box, 0-based in reading order, of the cell at 0-based `row` and `col`.
    pub const fn box_of(self, row: usize, col: usize) -> usize {
        let across = self.side() / self.box_cols();
        (row / self.box_rows()) * across + col / self.box_cols()
    }

    /// The cell with reading-order `index` on this board (`index` < N²).
    pub fn cell(self, index: usize) -> Cell {
        debug_assert!(index < self.cells());
        Cell::at(index / self.side(), index % self.side()).expect("on the board")
    }

    /// The reading-order index of `cell`, which must be on this board.
    pub fn index(self, cell: Cell) -> usize {
        cell.row() * self.side() + cell.col()
    }

    /// The cells of the board in reading order.
    pub fn all_cells(self) -> impl Iterator<Item = Cell> {
        (0..self.cells()).map(move |i| self.cell(i))
    }

    /// Whether `cell` lies on this board.
    pub fn holds(self, cell: Cell) -> bool {
        cell.row() < self.side() && cell.col() < self.side()
    }

    /// The digit characters of this size in order: `1`–`9`, then `A`–`G`.
    pub fn digit_chars(self) -> impl Iterator<Item = char> {
        (1..=self.side() as u8).map(digit_char)
    }
}

/// How a digit is written at every size: `1`–`9`, then `A` for 10 up to `G` for 16.
pub const fn digit_char(digit: u8) -> char {
    match digit {
        0..=9 => (b'0' + digit) as char,
        _ => (b'A' + digit - 10) as char,
    }
}

/// Cells in reading order as a line of characters, `.` for an empty cell: a puzzle as files
/// write it, or a solution's digits.
pub fn cells_line(cells: &[u8]) -> String {
    cells
        .iter()
        .map(|&d| if d == 0 { '.' } else { digit_char(d) })
        .collect()
}

/// The digit a character writes: `1`–`9`, and `A`–`G` or `a`–`g` for 10 to 16; `None` for
/// anything else (whether a letter is a digit at all depends on the size: see the parser).
pub const fn digit_of(c: char) -> Option<u8> {
    match c {
        '1'..='9' => Some(c as u8 - b'0'),
        'A'..='G' => Some(c as u8 - b'A' + 10),
        'a'..='g' => Some(c as u8 - b'a' + 10),
        _ => None,
    }
}

/// A digit written as files and traces write it (`7`, `G`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Digit(pub u8);

impl fmt::Display for Digit {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use fmt::Write;
        f.write_char(digit_char(self.0))
    }
}

/// `9x9`, `6x6 (3x2 boxes)` for a second shape: the size as people say it.
impl fmt::Display for Shape {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let n = self.side();
        write!(f, "{n}x{n}")?;
        if Shape::of_side(n) != Some(*self) {
            write!(f, " ({}x{} boxes)", self.box_rows(), self.box_cols())?;
        }
        Ok(())
    }
}

/// The box as `RxC` (JSON's `box` field, and what `--box` takes).
pub struct BoxShape(pub Shape);

impl fmt::Display for BoxShape {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}x{}", self.0.box_rows(), self.0.box_cols())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_shape_tiles_its_board_with_boxes() {
        for shape in Shape::ALL {
            let n = shape.side();
            assert_eq!(shape.box_rows() * shape.box_cols(), n, "{shape}");
            let mut count = vec![0; n];
            for row in 0..n {
                for col in 0..n {
                    count[shape.box_of(row, col)] += 1;
                }
            }
            assert!(count.iter().all(|&k| k == n), "{shape}: {count:?}");
            // boxes number in reading order: the first cell of box b comes before box b+1's
            let firsts: Vec<usize> = (0..n)
                .map(|b| {
                    (0..shape.cells())
                        .find(|&i| shape.box_of(i / n, i % n) == b)
                        .unwrap()
                })
                .collect();
            assert!(firsts.windows(2).all(|w| w[0] < w[1]), "{shape}");
        }
        // a 6x6 with 2x3 boxes has three boxes down and two across
        let six = Shape::of_side(6).unwrap();
        assert_eq!((six.box_rows(), six.box_cols()), (2, 3));
        assert_eq!(six.box_of(2, 3), 3);
        let other = Shape::with_box(6, 3, 2).unwrap();
        assert_eq!(other.box_of(2, 3), 1);
        assert_eq!(other.to_string(), "6x6 (3x2 boxes)");
        assert_eq!(BoxShape(six).to_string(), "2x3");
    }

    #[test]
    fn sizes_by_side_and_count() {
        assert_eq!(Shape::of_cells(81), Some(Shape::NINE));
        assert_eq!(Shape::of_cells(144).map(Shape::side), Some(12));
        assert_eq!(Shape::of_cells(100), None);
        assert_eq!(Shape::of_side(10), None);
        assert_eq!(Shape::with_box(9, 1, 9), None);
        assert_eq!(Shape::cell_counts_in_words(), "16, 36, 64, 81, 144 or 256");
        let with_two: Vec<usize> = Shape::ALL
            .iter()
            .filter(|s| s.has_other_box())
            .map(|s| s.side())
            .collect();
        assert_eq!(with_two, [6, 6, 8, 8, 12, 12]);
    }

    #[test]
    fn digits_are_written_with_letters_past_nine() {
        let sixteen = Shape::of_side(16).unwrap();
        let chars: String = sixteen.digit_chars().collect();
        assert_eq!(chars, "123456789ABCDEFG");
        for d in 1..=16 {
            assert_eq!(digit_of(digit_char(d)), Some(d));
            assert_eq!(Digit(d).to_string(), digit_char(d).to_string());
        }
        assert_eq!(digit_of('g'), Some(16));
        assert_eq!(digit_of('H'), None);
        assert_eq!(digit_of('0'), None);
    }

    #[test]
    fn cells_and_indexes_round_trip_at_every_size() {
        for shape in Shape::ALL {
            for (i, cell) in shape.all_cells().enumerate() {
                assert_eq!(shape.index(cell), i);
                assert!(shape.holds(cell));
            }
        }
        let twelve = Shape::of_side(12).unwrap();
        assert_eq!(twelve.cell(9 * 12 + 11).to_string(), "r10c12");
    }
}
