//! The puzzle model: board sizes, cell names, units as data (and their outline on a drawing),
//! the 9×9 bitmask board and validation of givens.

mod any;
mod board;
mod cage;
mod cell;
mod cellset;
mod marked;
mod nine;
mod outline;
mod pencil;
mod pretty;
mod shape;
mod unit;
mod units;
mod validate;
mod variant;

pub use any::AnyBoard;
pub use board::{Board, DigitMask};
pub use cage::{Cage, cage_digits, sum_digits, sum_reachable};
pub use cell::{Cell, ParseCellError};
pub use cellset::CellSet;
pub use marked::Marked;
pub(crate) use nine::Nine;
pub use nine::{DigitSet, NineBoard};
pub use outline::Outline;
pub use pencil::{PencilMarks, candidates};
pub use pretty::Pretty;
pub use shape::{BoxShape, Digit, MAX_SIDE, Shape, cells_line, digit_char, digit_of};
pub use unit::Unit;
pub use units::{BadUnit, MAX_UNITS, MAX_UNITS_OF_CELL, NO_CAGE, Units, diagonals};
pub use validate::{
    Conflict, ConflictError, conflicts, conflicts_in, conflicts_on, validate, validate_board,
};
pub use variant::{BadCage, Diagonals, Variant, VariantBoard, windoku};
