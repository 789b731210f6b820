//! The `propagate` strategy: Norvig's two rules applied until nothing changes, then a guess at
//! the cell with the fewest candidates (the first in reading order on ties), digits upwards.
//!
//! A cell's candidates are always exactly the digits its row, column and box do not hold (the
//! rules only fill cells, they never strike candidates out), so the board alone is the state
//! the rules read.
//!
//! The rules run in rounds, and the order within a round is the order of the events:
//! 1. **Cells.** The first empty cell (reading order) with no candidate is a dead end. A full
//!    board is a solution. Otherwise every cell with exactly one candidate is a naked single,
//!    and they are placed in reading order. One whose digit an earlier one of the same batch
//!    took away is a dead end (reported at the first cell with no candidate); after a batch,
//!    the round starts again.
//! 2. **Digits.** Otherwise each digit from 1 to 9 in turn, on the board as it is by then: a
//!    unit that lacks it and has no cell for it is a dead end (`no place`, the first unit in
//!    the order rows, columns, boxes); else the cells that are its only place in some unit are
//!    hidden singles, placed in reading order, each giving as its reason the first of its
//!    units (row, column, box) where it is alone. One that an earlier one of the same digit
//!    took away is a dead end (`no place` in the first of its units left without a place).
//! 3. If step 2 placed anything, the next round starts at step 1. Otherwise the board is at
//!    the fixpoint and the search guesses.
//!
//! The order is chosen so that a batch solver without events ([`batch`]) does the same work
//! the natural way and counts the same: a round is a few dozen bit operations on the nine
//! digit boards ([`board`]), and the digits whose board has not changed since a scan found
//! nothing need no new scan. The rules are written once ([`rules`]): the batch search and the
//! answers-only [`answer`] apply them a round at a time, and the event engine (the composed
//! search, `solver::compose`, with `propagate`'s parts) steps through the same scans one
//! placement at a time.

pub(crate) mod answer;
pub(crate) mod batch;
pub(crate) mod board;
pub(crate) mod counts;
mod rules;

/// No clean scan known: a value no board of 81 cells has.
const NOT_CLEAN: u128 = 1 << 127;

/// Guesses between two looks at the caller's stop request (well under a millisecond).
const POLL_EVERY: u32 = 1 << 12;

#[cfg(test)]
pub(crate) mod batch_tests;
