//! What each cell shows at the cursor, including the trail of the latest backtrack.

use super::Timeline;
use super::code::{self, Kind};

/// How a cell stands at the cursor.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum CellState {
    /// Empty, and not part of the latest backtrack.
    Empty,
    /// A digit of the puzzle.
    Given,
    /// A digit the search guessed (or, for the naive strategies, placed).
    Placed,
    /// A digit propagation forced.
    Forced,
    /// Emptied by the latest backtrack and still empty.
    Undone,
    /// The empty cell with no legal digit that caused the latest backtrack.
    DeadEnd,
}

/// A run of consecutive undos, or of placements (guessed or forced), is at most one per cell,
/// and the removals among them at most one per candidate, so the latest backtrack is always
/// within this many events of the cursor.
const fn look_back(cells: usize, side: usize) -> usize {
    2 * cells * (1 + side) + 4
}

impl Timeline {
    /// The state of every cell at the cursor, in reading order.
    ///
    /// The latest backtrack is found by reading back from the cursor over the placements made
    /// since it, then its undos, then the dead end that caused it: at most ~170 events.
    pub fn cell_states(&self) -> Vec<CellState> {
        let board = self.board();
        let shape = self.shape();
        let mut states = vec![CellState::Empty; shape.cells()];
        for (i, cell) in shape.all_cells().enumerate() {
            states[i] = if self.givens().get(cell).is_some() {
                CellState::Given
            } else if self.here.is_forced(i) {
                CellState::Forced
            } else if board.get(cell).is_some() {
                CellState::Placed
            } else {
                CellState::Empty
            };
        }
        let mut codes = (1..=self.position())
            .rev()
            .take(look_back(shape.cells(), shape.side()))
            .map_while(|step| self.store.peek(step))
            .peekable();
        while codes
            .next_if(|&c| {
                let kind = code::kind(c);
                kind.places() || matches!(kind, Kind::Eliminate | Kind::Solution | Kind::Done)
            })
            .is_some()
        {}
        while let Some(c) = codes.next_if(|&c| matches!(code::kind(c), Kind::Undo | Kind::Restore))
        {
            if code::kind(c) == Kind::Restore {
                continue;
            }
            let cell = code::cell(c);
            if board.get(cell).is_none() {
                states[shape.index(cell)] = CellState::Undone;
            }
        }
        // a dead end in a unit (`NoPlace`) has no cell to mark
        if let Some(c) = codes.next_if(|&c| code::kind(c) == Kind::DeadEnd) {
            let cell = code::cell(c);
            if board.get(cell).is_none() {
                states[shape.index(cell)] = CellState::DeadEnd;
            }
        }
        states
    }
}
