//! The puzzle model: cell names, the bitmask grid and validation of givens.

mod cell;
mod grid;
mod unit;
mod validate;

pub use cell::{Cell, ParseCellError};
pub use grid::{DigitSet, Grid};
pub(crate) use unit::UNIT_CELLS;
pub use unit::Unit;
pub use validate::{Conflict, ConflictError, conflicts, validate};
