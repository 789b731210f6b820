//! The rules of `propagate`, written once: a batch of naked singles, a pass for hidden singles
//! digit by digit, and rounds of both until the fixpoint, in the order the module above
//! defines. The searches that apply a round at a time (the batch search with its counters and
//! the answers-only search) run these functions on their own state through [`Rounds`]; the
//! event engine, which must stop after every placement to report it, steps through the same
//! order with the same scans of the [`DigitBoards`].

use super::NOT_CLEAN;
use super::board::{self, DigitBoards};

/// Which rules a search applies.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Rules {
    /// Naked singles only.
    Naked,
    /// Naked singles, then hidden singles.
    Both,
}

/// The state the rules read and write: a board, what is known clean on it, and where a
/// placement goes (each search keeps its own books: counters, digits, candidate counts).
pub(super) trait Rounds {
    /// The board.
    fn board(&self) -> &DigitBoards;
    /// For each digit, its candidates when a scan last found no hidden single there (or
    /// [`NOT_CLEAN`]): a scan of the same candidates would find none again.
    fn clean(&mut self) -> &mut [u128; 9];
    /// Of the empty cells, those with no candidate and those with exactly one.
    fn dead_and_naked(&self) -> (u128, u128);
    /// Writes digit `d + 1` into the empty cell `i`, where it is legal.
    fn put(&mut self, i: usize, d: usize);
}

/// Nothing known clean: every digit is scanned at the next pass.
pub(super) const NONE_CLEAN: [u128; 9] = [NOT_CLEAN; 9];

/// Applies `rules` in rounds until none applies (true) or a dead end (false).
#[inline]
pub(super) fn settle<R: Rounds>(state: &mut R, rules: Rules) -> bool {
    loop {
        let (dead, naked) = state.dead_and_naked();
        if dead != 0 {
            return false;
        }
        if naked != 0 {
            if !place_naked(state, naked) {
                return false;
            }
        } else if rules == Rules::Naked || state.board().empty == 0 {
            return true;
        } else {
            match place_hidden(state) {
                None => return false,
                Some(false) => return true,
                Some(true) => {}
            }
        }
    }
}

/// Places the naked singles `naked`, each with the digit it had before any of them was
/// placed, in reading order; false when an earlier one of the batch took a later one's digit
/// from a shared unit (a dead end).
#[inline(always)]
fn place_naked<R: Rounds>(state: &mut R, naked: u128) -> bool {
    for (i, d) in state.board().naked_singles(naked) {
        if !state.board().allows(i, d) {
            return false;
        }
        state.put(i, d);
    }
    true
}

/// The pass for hidden singles: each digit from 1 to 9 in turn, on the board as it is by
/// then, places the cells that are its only place in some unit, in reading order.
/// `Some(whether it placed any)`, or `None` at a dead end: a unit with no place for a digit
/// it lacks, or a single that an earlier one of the same digit took away.
#[inline]
fn place_hidden<R: Rounds>(state: &mut R) -> Option<bool> {
    let mut placed = false;
    for d in 0..9 {
        let x = state.board().cands(d);
        if state.clean()[d] == x {
            continue;
        }
        let scan = state.board().scan_of(d, x);
        if scan.lacking != 0 {
            return None;
        }
        let mut alone = board::alone(x, scan.single);
        if alone == 0 {
            state.clean()[d] = x;
            continue;
        }
        placed = true;
        while alone != 0 {
            let i = alone.trailing_zeros() as usize;
            alone &= alone - 1;
            if !state.board().allows(i, d) {
                return None;
            }
            state.put(i, d);
        }
    }
    Some(placed)
}
