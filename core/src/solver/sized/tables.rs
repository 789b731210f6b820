//! The any-size engine's sets of cells and its per-shape tables: what the 9×9 engines keep
//! in `u128` masks and compile-time tables, for boards of up to 256 cells.

use crate::sudoku::{Cell, Shape, units_of};
use std::sync::OnceLock;

/// A set of cells by reading-order index (up to 256), lowest index first.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(super) struct Cells([u64; 4]);

impl Cells {
    /// No cell.
    pub(super) const NONE: Cells = Cells([0; 4]);

    /// The cells `0..count`.
    pub(super) fn below(count: usize) -> Cells {
        let mut set = Cells::NONE;
        (0..count).for_each(|i| set.insert(i));
        set
    }

    #[inline]
    pub(super) fn insert(&mut self, i: usize) {
        self.0[i >> 6] |= 1 << (i & 63);
    }

    #[inline]
    pub(super) fn remove(&mut self, i: usize) {
        self.0[i >> 6] &= !(1 << (i & 63));
    }

    #[inline]
    pub(super) fn contains(self, i: usize) -> bool {
        self.0[i >> 6] >> (i & 63) & 1 != 0
    }

    #[inline]
    pub(super) fn is_empty(self) -> bool {
        self.0 == [0; 4]
    }

    /// The lowest index in the set.
    #[inline]
    pub(super) fn first(self) -> Option<usize> {
        self.0
            .iter()
            .position(|&w| w != 0)
            .map(|k| k * 64 + self.0[k].trailing_zeros() as usize)
    }

    /// Takes the lowest index out of the set.
    #[inline]
    pub(super) fn pop(&mut self) -> Option<usize> {
        let i = self.first()?;
        self.remove(i);
        Some(i)
    }

    #[inline]
    pub(super) fn and(self, other: Cells) -> Cells {
        Cells(std::array::from_fn(|k| self.0[k] & other.0[k]))
    }

    /// How many cells the set holds.
    #[inline]
    pub(super) fn len(self) -> u32 {
        self.0.iter().map(|w| w.count_ones()).sum()
    }

    /// The indices, lowest first.
    pub(super) fn iter(self) -> impl Iterator<Item = usize> {
        let mut rest = self;
        std::iter::from_fn(move || rest.pop())
    }
}

/// A shape's geometry by reading-order index, built once per shape.
#[derive(Debug)]
pub(super) struct Tables {
    pub(super) shape: Shape,
    /// Each index's cell.
    pub(super) cell_of: Vec<Cell>,
    /// Each cell's row, column and box as unit numbers (rows `0..N`, columns `N..2N`, boxes
    /// `2N..3N`).
    pub(super) units_of: Vec<[u8; 3]>,
    /// Each unit's cells in reading order.
    pub(super) unit_cells: Vec<Vec<u8>>,
    /// Each cell's peers: the other cells of its row, column and box.
    pub(super) peers: Vec<Cells>,
}

impl Tables {
    /// The tables of `shape`.
    pub(super) fn of(shape: Shape) -> &'static Tables {
        static TABLES: [OnceLock<Tables>; Shape::ALL.len()] =
            [const { OnceLock::new() }; Shape::ALL.len()];
        let k = Shape::ALL
            .iter()
            .position(|&s| s == shape)
            .expect("every shape is in ALL");
        TABLES[k].get_or_init(|| Tables::build(shape))
    }

    fn build(shape: Shape) -> Tables {
        let unit_cells: Vec<Vec<u8>> = units_of(shape)
            .iter()
            .map(|unit| unit.iter().map(|&c| shape.index(c) as u8).collect())
            .collect();
        let mut units_of = vec![[0u8; 3]; shape.cells()];
        for (u, cells) in unit_cells.iter().enumerate() {
            for &i in cells {
                units_of[i as usize][u / shape.side()] = u as u8;
            }
        }
        let peers = (0..shape.cells())
            .map(|i| {
                let mut set = Cells::NONE;
                for &u in &units_of[i] {
                    unit_cells[u as usize]
                        .iter()
                        .for_each(|&p| set.insert(p as usize));
                }
                set.remove(i);
                set
            })
            .collect();
        Tables {
            shape,
            cell_of: shape.all_cells().collect(),
            units_of,
            unit_cells,
            peers,
        }
    }
}

// a shape has one set of tables: they are equal when their shapes are
impl PartialEq for Tables {
    fn eq(&self, other: &Self) -> bool {
        self.shape == other.shape
    }
}

impl Eq for Tables {}
