//! `propagate` without events, for answers rather than animation: `solve`, `check` and the
//! editor's verdict. It searches the same tree in the same order as the event engine and keeps
//! the same counters, but a round places a whole batch at once, and a guess saves the board
//! (a few hundred bytes) so that a backtrack restores it instead of undoing digit by digit;
//! the undos are counted all the same.

use super::POLL_EVERY;
use super::board::DigitBoards;
use super::rules::{self, NONE_CLEAN, Rounds, Rules};
use crate::solver::engine::{Config, Level, Sighting, Stats};
use crate::sudoku::{Cell, NineBoard};

/// A guess on the stack: the board before it, its cell, the digits not tried yet, how many it
/// had, and how many search placements were on the board before it.
///
/// A guess is made only at the fixpoint, where the last round scanned (or knew clean) every
/// digit and found nothing: every digit is clean there, so the board alone says what is
/// clean when the search comes back to it, and a frame is two fifths smaller to copy.
#[derive(Clone, Copy, Debug)]
struct Frame {
    board: DigitBoards,
    cell: u8,
    rest: u16,
    width: u8,
    base: u8,
}

/// Why a batch search stopped.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum End {
    /// Every branch was searched.
    Exhausted,
    /// The wanted number of solutions was found.
    Capped,
    /// The caller asked it to stop.
    Stopped,
}

thread_local! {
    /// The stack of the last search on this thread, emptied, for the next one: a batch of
    /// puzzles then allocates (and grows) a stack once rather than once a puzzle.
    static SPARE_STACK: std::cell::Cell<Vec<Frame>> = const { std::cell::Cell::new(Vec::new()) };
}

impl Drop for Batch {
    fn drop(&mut self) {
        let mut stack = std::mem::take(&mut self.stack);
        stack.clear();
        SPARE_STACK.set(stack);
    }
}

/// A propagating search run in batches.
#[derive(Clone, Debug)]
pub(crate) struct Batch {
    board: DigitBoards,
    /// The digit each cell got last; right for every cell of a full board.
    digits: [u8; 81],
    /// Search placements on the board now (what the event engine's trail holds).
    on_board: u32,
    stats: Stats,
    heat: [u64; 81],
    /// For each digit, its board when its scan last found nothing on this branch (or
    /// [`NOT_CLEAN`](super::NOT_CLEAN)): a scan of the same board would find nothing again. On backtracking it
    /// is the guess's board (see [`Frame`]), so that it always comes from an earlier state of
    /// the branch searched now.
    clean: [u128; 9],
    stack: Vec<Frame>,
}

impl Rounds for Batch {
    #[inline(always)]
    fn board(&self) -> &DigitBoards {
        &self.board
    }

    #[inline(always)]
    fn clean(&mut self) -> &mut [u128; 9] {
        &mut self.clean
    }

    #[inline(always)]
    fn dead_and_naked(&self) -> (u128, u128) {
        let (once, twice) = self.board.slices();
        (self.board.empty & !once, once & !twice)
    }

    /// Writes a digit; the counters of placements are kept by the callers, a batch at a time.
    #[inline(always)]
    fn put(&mut self, i: usize, d: usize) {
        self.board.place(i, d);
        self.digits[i] = d as u8 + 1;
        self.heat[i] += 1;
        self.on_board += 1;
    }
}

impl Batch {
    /// A search of `grid`, whose filled cells are the givens.
    pub(crate) fn new(grid: &NineBoard) -> Batch {
        Batch {
            board: DigitBoards::new(grid),
            digits: *grid.digits(),
            on_board: 0,
            stats: Stats::default(),
            heat: [0; 81],
            clean: NONE_CLEAN,
            stack: SPARE_STACK.take(),
        }
    }

    /// A guess: the digit `d + 1` in cell `i`.
    #[inline(always)]
    fn guess(&mut self, i: usize, d: usize) {
        self.put(i, d);
        self.stats.placements += 1;
        self.stats.max_depth = self.stats.max_depth.max(self.on_board);
    }

    /// Applies the rules in rounds until the fixpoint (true) or a dead end (false), and counts
    /// the digits they forced.
    #[inline]
    fn settle(&mut self) -> bool {
        let before = self.on_board;
        let settled = rules::settle(self, Rules::Both);
        let forced = u64::from(self.on_board - before);
        self.stats.placements += forced;
        self.stats.forced += forced;
        self.stats.max_depth = self.stats.max_depth.max(self.on_board);
        settled
    }

    /// Searches until `config.max_solutions` solutions, the end of the tree, or `visit`
    /// answers true, showing it each solution as it is found and a pause every few thousand
    /// guesses. Returns why it ended.
    pub(crate) fn run_each(
        &mut self,
        config: &Config,
        visit: &mut dyn FnMut(Sighting<'_>) -> bool,
    ) -> End {
        let mut settled = self.settle();
        let mut poll = POLL_EVERY;
        loop {
            if !settled {
                self.stats.dead_ends += 1;
            } else if self.board.empty == 0 {
                self.stats.solutions += 1;
                if visit(Sighting::Solution(&NineBoard::solved(&self.digits))) {
                    return End::Stopped;
                }
                if self.stats.solutions >= config.max_solutions {
                    return End::Capped;
                }
            } else {
                let i = self.board.fewest();
                let digits = self.board.digits_of(i).0;
                debug_assert!((0..9).all(|d| self.clean[d] == self.board.cands(d)));
                self.stack.push(Frame {
                    board: self.board,
                    cell: i as u8,
                    rest: digits & (digits - 1),
                    width: digits.count_ones() as u8,
                    base: self.on_board as u8,
                });
                self.guess(i, digits.trailing_zeros() as usize - 1);
                poll -= 1;
                if poll == 0 {
                    poll = POLL_EVERY;
                    let steps = self.stats(false).steps;
                    if visit(Sighting::Pause { steps }) {
                        return End::Stopped;
                    }
                }
                settled = self.settle();
                continue;
            }
            // back: every placement since the latest guess with digits left is undone,
            // the guesses without any are dropped
            loop {
                let Some(frame) = self.stack.last_mut() else {
                    self.stats.undos += u64::from(self.on_board);
                    self.on_board = 0;
                    return End::Exhausted;
                };
                self.stats.undos += u64::from(self.on_board - u32::from(frame.base));
                self.on_board = u32::from(frame.base);
                if frame.rest == 0 {
                    self.stack.pop();
                    continue;
                }
                let d = frame.rest.trailing_zeros() as usize - 1;
                frame.rest &= frame.rest - 1;
                let i = frame.cell as usize;
                self.board = frame.board;
                self.clean = std::array::from_fn(|d| frame.board.cands(d));
                self.guess(i, d);
                break;
            }
            settled = self.settle();
        }
    }

    /// The counters, as the event engine's would read after the same search; `done` when the
    /// search ended with its `Done` event (it was exhausted).
    pub(crate) fn stats(&self, done: bool) -> Stats {
        self.stats.with_steps(done)
    }

    /// Placements per cell so far.
    pub(crate) fn heat(&self) -> &[u64; 81] {
        &self.heat
    }

    /// The guesses on the stack, oldest first, each with its digit on the board, one by one
    /// (a batch asks after every puzzle, so they are not gathered).
    pub(crate) fn level_iter(&self) -> impl ExactSizeIterator<Item = Level> + '_ {
        self.stack.iter().map(|f| Level {
            cell: Cell::from_index(f.cell as usize),
            tried: f.width - f.rest.count_ones() as u8,
            width: f.width,
            holds: true,
        })
    }
}
