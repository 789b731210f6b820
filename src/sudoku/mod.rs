//! The puzzle model: cell names, the bitmask grid and validation of givens.

mod cell;
mod grid;
mod validate;

pub use cell::{Cell, ParseCellError};
pub use grid::{DigitSet, Grid};
pub use validate::{Conflict, ConflictError, Unit, conflicts, validate};
