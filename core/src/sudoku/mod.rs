//! The puzzle model: board sizes, cell names, the bitmask grid and validation of givens.

mod any;
mod board;
mod cell;
mod grid;
mod pretty;
mod shape;
mod unit;
mod validate;

pub use any::AnyBoard;
pub use board::{Board, Digits, units_of};
pub use cell::{Cell, ParseCellError};
pub(crate) use grid::Nine;
pub use grid::{DigitSet, Grid};
pub use pretty::Pretty;
pub use shape::{BoxShape, Digit, MAX_SIDE, Shape, cells_line, digit_char, digit_of};
pub(crate) use unit::UNIT_CELLS;
pub use unit::Unit;
pub use validate::{Conflict, ConflictError, conflicts, conflicts_in, validate, validate_board};
