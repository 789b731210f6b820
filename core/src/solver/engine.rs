//! What every engine shares, below them all: how to search ([`Config`]), the counters
//! ([`Stats`]), a level of the stack ([`Level`]), what the façade reads of an engine
//! ([`Engine`]), and what a search run to its end shows as it goes ([`Sighting`], [`First`]).

use super::strategy::Strategy;
use crate::sudoku::{Cell, NineBoard};

/// One level of a search's stack: a cell it guessed in.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Level {
    /// The cell.
    pub cell: Cell,
    /// How many of its digits have been tried, the current one included (`k`).
    pub tried: u8,
    /// How many legal digits it had when it was chosen (`d`).
    pub width: u8,
    /// Whether its current digit is on the board (false once taken back, before the next).
    pub holds: bool,
}

/// How to search.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Config {
    /// How cells and digits are chosen.
    pub strategy: Strategy,
    /// Seed of the digit shuffles for [`Strategy::Random`] (ignored by the others).
    pub seed: u64,
    /// Stop after this many solutions (1: the first solution; `u64::MAX`: all of them).
    pub max_solutions: u64,
}

impl Default for Config {
    fn default() -> Self {
        Config {
            strategy: Strategy::RowMajor,
            seed: 0,
            max_solutions: 1,
        }
    }
}

/// Counters of the search so far.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Stats {
    /// Steps so far: events emitted, each counted once (the `Done` of an exhausted search
    /// included; a search that stops at a solution has no `Done`).
    pub steps: u64,
    /// Digits the search wrote so far, guessed (`Place`) or forced (`Force`).
    pub placements: u64,
    /// Of the placements, those forced by propagation (always 0 for the naive strategies).
    pub forced: u64,
    /// `Undo` events so far.
    pub undos: u64,
    /// Dead ends so far, of either kind (`DeadEnd` and `NoPlace`).
    pub dead_ends: u64,
    /// Solutions found so far.
    pub solutions: u64,
    /// `Eliminate` events so far: patterns whose candidates a rule removed.
    pub eliminations: u64,
    /// `Restore` events so far: removals given back by backtracking.
    pub restores: u64,
    /// The most search-placed digits on the board at once so far.
    pub max_depth: u32,
}

impl Stats {
    /// Search-placed digits on the board now: placements minus undos.
    pub fn depth(&self) -> u32 {
        (self.placements - self.undos) as u32
    }

    /// Placements the search chose (`Place` events): all placements but the forced ones.
    pub fn guesses(&self) -> u64 {
        self.placements - self.forced
    }

    /// The counters with the step count derived from the others: every event is exactly one
    /// of the counted kinds, or the `Done` that ends an exhausted search (`done`), so steps
    /// need no counter of their own.
    #[inline]
    pub(crate) fn with_steps(self, done: bool) -> Stats {
        Stats {
            steps: self.placements
                + self.undos
                + self.dead_ends
                + self.solutions
                + self.eliminations
                + self.restores
                + u64::from(done),
            ..self
        }
    }
}

/// What every engine answers besides its events.
pub(super) trait Engine {
    fn config(&self) -> &Config;
    /// The counters as kept, `steps` aside.
    fn counters(&self) -> &Stats;
    fn is_finished(&self) -> bool;
    /// How many times each cell (by reading-order index) has had a digit placed.
    fn heat(&self) -> &[u64];

    /// The counters, with the step count derived ([`Stats::with_steps`]).
    #[inline]
    fn stats(&self) -> Stats {
        let s = *self.counters();
        s.with_steps(self.is_finished() && s.solutions < self.config().max_solutions)
    }

    #[inline(always)]
    fn max_depth(&self) -> u32 {
        self.counters().max_depth
    }

    /// The cells holding a forced digit now, bit `i` for the cell with index `i` (cells past
    /// index 127 left out).
    fn forced_cells(&self) -> u128 {
        0
    }

    /// Whether `cell` holds a forced digit now.
    fn is_forced(&self, cell: Cell) -> bool {
        let _ = cell;
        false
    }
}

/// `Solver::progress` of a search not yet exhausted, from its levels and whether it is
/// backing up out of the latest level's digit.
pub(crate) fn explored(levels: impl ExactSizeIterator<Item = Level>, backing: bool) -> f64 {
    if levels.len() == 0 {
        // backing up with no guess left: only the forced digits before the first guess
        // remain to be taken back, the tree is done
        return if backing { 1.0 } else { 0.0 };
    }
    let top = levels.len() - 1;
    let mut product = 1.0;
    let mut explored = 0.0;
    for (l, level) in levels.enumerate() {
        product *= f64::from(level.width.max(1));
        let done =
            f64::from(level.tried.saturating_sub(1)) + f64::from(u8::from(l == top && backing));
        explored += done / product;
    }
    explored.min(1.0)
}

/// What a search run by `search_each` shows its caller as it goes.
#[derive(Debug, PartialEq, Eq)]
pub enum Sighting<'a, P = NineBoard> {
    /// A solution, just found.
    Solution(&'a P),
    /// A pause between two stretches of search (about every millisecond at most).
    Pause {
        /// The steps made so far, as [`Stats::steps`] counts them.
        steps: u64,
    },
}

// by hand: a sighting holds a reference, which copies whether or not the board does
impl<P> Clone for Sighting<'_, P> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<P> Copy for Sighting<'_, P> {}

/// What `first_solution` found.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum First<P = NineBoard> {
    /// The search's first solution.
    Solution(P),
    /// There is none.
    Unsolvable,
    /// `stop` ended the search first; the steps it had made, where they were counted.
    Stopped {
        /// The steps made, for the strategies that step through their events.
        steps: Option<u64>,
    },
}
