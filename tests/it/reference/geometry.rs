//! The oracle's board geometry, written from issue 38's definitions: a side N from 4 to 16
//! with boxes of R rows by C columns (R × C = N), cells in reading order, units numbered
//! rows first, then columns, then boxes in reading order, names counted from 1 (`r10c12`,
//! `box 16`) and digits written `1`–`9`, then `A`–`G`.

/// A board's shape: its side and its boxes' rows and columns.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Geometry {
    pub side: usize,
    pub box_rows: usize,
    pub box_cols: usize,
}

impl Geometry {
    /// A side with boxes of `box_rows` by `box_cols`; panics unless they tile it.
    pub fn new(side: usize, box_rows: usize, box_cols: usize) -> Geometry {
        assert!((4..=16).contains(&side) && box_rows * box_cols == side);
        Geometry {
            side,
            box_rows,
            box_cols,
        }
    }

    /// The default shape of a puzzle of `cells` cells (issue 38's table): boxes as wide as
    /// they are tall, or one row fewer than columns.
    pub fn of_cells(cells: usize) -> Geometry {
        let side = (4..=16)
            .find(|n| n * n == cells)
            .unwrap_or_else(|| panic!("{cells} cells"));
        let box_rows = (1..=side)
            .rev()
            .find(|r| side % r == 0 && r * r <= side)
            .unwrap();
        Geometry::new(side, box_rows, side / box_rows)
    }

    pub fn cells(self) -> usize {
        self.side * self.side
    }

    pub fn units(self) -> usize {
        3 * self.side
    }

    /// The cells of unit `u`: rows `0..N`, columns `N..2N`, boxes `2N..3N`.
    pub fn unit_cells(self, u: usize) -> Vec<usize> {
        let n = self.side;
        let (r, c) = (self.box_rows, self.box_cols);
        (0..n)
            .map(|k| match u / n {
                0 => u * n + k,
                1 => k * n + (u - n),
                _ => {
                    let b = u - 2 * n;
                    // boxes in reading order: n / c of them across a band
                    let (band, stack) = (b / (n / c), b % (n / c));
                    (band * r + k / c) * n + stack * c + k % c
                }
            })
            .collect()
    }

    /// The units of a cell: its row, column and box, in that order.
    pub fn units_of(self, cell: usize) -> [usize; 3] {
        let n = self.side;
        let (row, col) = (cell / n, cell % n);
        let b = row / self.box_rows * (n / self.box_cols) + col / self.box_cols;
        [row, n + col, 2 * n + b]
    }

    pub fn unit_name(self, u: usize) -> String {
        let kind = ["row", "column", "box"][u / self.side];
        format!("{kind} {}", u % self.side + 1)
    }

    pub fn cell_name(self, cell: usize) -> String {
        format!("r{}c{}", cell / self.side + 1, cell % self.side + 1)
    }

    pub fn is_peer(self, a: usize, b: usize) -> bool {
        a != b
            && self
                .units_of(a)
                .iter()
                .zip(self.units_of(b))
                .any(|(x, y)| *x == y)
    }

    /// The board of `puzzle`: its first N² characters, a digit where one is written (`1`–`9`,
    /// `A`–`G` or `a`–`g`) and 0 anywhere else.
    pub fn read(self, puzzle: &str) -> Vec<u8> {
        let mut board = vec![0u8; self.cells()];
        for (slot, ch) in board.iter_mut().zip(puzzle.chars()) {
            *slot = ch.to_digit(17).unwrap_or(0) as u8;
            assert!(usize::from(*slot) <= self.side, "{ch} in {puzzle}");
        }
        board
    }
}

/// How digit `d` is written: `1`–`9`, then `A`–`G`; `0` for an empty cell.
pub fn digit_char(d: u8) -> char {
    char::from_digit(u32::from(d), 17)
        .unwrap()
        .to_ascii_uppercase()
}
