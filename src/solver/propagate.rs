//! The `propagate` strategy: Norvig's two rules applied until nothing changes, then a guess at
//! the cell with the fewest candidates. Every forced digit is an event of its own, and so is
//! every undo of one, so a forced chain can be stepped through both ways like any other move.
//!
//! A cell's candidates are always exactly the digits its row, column and box do not hold (the
//! rules only fill cells, they never strike candidates out), so the board alone is the state
//! the rules read and an undo needs nothing but the trail of placements.
//!
//! Each step does the first of these that applies:
//! 1. the first empty cell (reading order) with no candidate is a dead end;
//! 2. the first empty cell with exactly one candidate gets it (naked single);
//! 3. the next queued hidden single, if it still holds, is placed;
//! 4. otherwise the units are scanned (rows, columns, boxes): a digit a unit lacks that fits
//!    none of its cells is a dead end (`no place`); every digit that fits exactly one cell of a
//!    unit is queued, digits upwards, each cell once (hidden singles), and the first is placed;
//! 5. otherwise the board is at the fixpoint: it is solved, or the search guesses.
//!
//! The candidates are kept as one 81-bit board per digit, so steps 1 and 2 are a few dozen bit
//! operations on nine boards; only step 4 and a guess read the board cell by cell. A queued hidden single
//! is checked before it is placed: an earlier placement may have filled its cell or used its
//! digit in that unit, and then the rest of the queue is dropped. One that passes the check is
//! still the only place for its digit, since candidates only shrink while digits are added.

use super::mrv::PEERS;
use super::{Config, Engine, Event, Level, Reason, Stats};
use crate::sudoku::{Cell, DigitSet, Grid, UNIT_CELLS, Unit};

/// Where the state machine stands between two events.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Phase {
    /// Apply the rules, or guess.
    Propagate,
    /// Take back the latest placement, or try the next digit of the latest guess.
    Backtrack,
    /// The wanted solutions are found: `Done` is next.
    Stopping,
    /// `Done` has been emitted.
    Finished,
}

/// A queued hidden single: cell in bits 0..7, digit in bits 7..11, and in bits 11..16 the
/// [`Unit::index`] of the unit it is the only place in.
type Single = u16;

fn single(cell: usize, digit: u32, unit: usize) -> Single {
    (cell | (digit as usize) << 7 | unit << 11) as Single
}

/// The propagating search's state: the board, the trail of placements, the guesses among them
/// and the singles waiting to be placed. Fixed-size, so `Clone` is a cheap snapshot.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Propagate {
    grid: Grid,
    config: Config,
    /// The empty cells, bit `i` for the cell with index `i`.
    empty: u128,
    /// `cands[d - 1]`: the empty cells where digit `d` is legal.
    cands: [u128; 9],
    /// `holders[d - 1]`: the cells holding digit `d` (givens included).
    holders: [u128; 9],
    /// The digits the search placed, oldest first: `trail_cells[k]` holds `trail_digits[k]`.
    trail_cells: [u8; 81],
    trail_digits: [u8; 81],
    /// Bit `k` is set when placement `k` was forced.
    trail_forced: u128,
    trail_len: usize,
    /// For each guess still on the stack: the trail length before it (the placements after it
    /// are its forced chain), its cell and the digits not tried yet.
    guess_base: [u8; 81],
    guess_cell: [u8; 81],
    guess_rest: [u16; 81],
    /// How many candidates each guess's cell had.
    guess_width: [u8; 81],
    guesses: usize,
    /// Hidden singles found by the last scan of the units, placed from `queue_head` on.
    queue: [Single; 81],
    queue_head: u8,
    queue_len: u8,
    phase: Phase,
    stats: Stats,
    /// `heat[i]`: how many times the cell with index `i` has had a digit placed.
    heat: [u64; 81],
}

impl Propagate {
    /// A search of `grid` (whose filled cells are the givens) with `config`.
    pub(super) fn new(grid: Grid, config: Config) -> Propagate {
        Propagate {
            empty: grid.empty_mask(),
            cands: digit_boards(&grid.all_candidates()),
            holders: digit_boards(&grid.digits().map(|d| if d == 0 { 0 } else { 1 << d })),
            grid,
            config,
            trail_cells: [0; 81],
            trail_digits: [0; 81],
            trail_forced: 0,
            trail_len: 0,
            guess_base: [0; 81],
            guess_cell: [0; 81],
            guess_rest: [0; 81],
            guess_width: [0; 81],
            guesses: 0,
            queue: [0; 81],
            queue_head: 0,
            queue_len: 0,
            phase: Phase::Propagate,
            stats: Stats::default(),
            heat: [0; 81],
        }
    }

    /// Performs one move of the search and reports it; `None` once `Done` has been returned.
    #[inline]
    pub(super) fn step(&mut self) -> Option<Event> {
        loop {
            match self.phase {
                Phase::Propagate => return Some(self.propagate()),
                Phase::Backtrack => {
                    if let Some(event) = self.back() {
                        return Some(event);
                    }
                }
                Phase::Stopping => {
                    self.phase = Phase::Finished;
                    return Some(Event::Done);
                }
                Phase::Finished => return None,
            }
        }
    }

    /// Steps 1 to 5 of the module's documentation.
    #[inline]
    fn propagate(&mut self) -> Event {
        let (mut once, mut twice) = (0u128, 0u128);
        for &board in &self.cands {
            twice |= once & board;
            once |= board;
        }
        let dead = self.empty & !once;
        if dead != 0 {
            let cell = Cell::from_index(dead.trailing_zeros() as usize);
            return self.dead_end(Event::DeadEnd { cell });
        }
        let naked = once & !twice;
        if naked != 0 {
            let cell = Cell::from_index(naked.trailing_zeros() as usize);
            let digit = self.grid.candidates(cell).0.trailing_zeros() as u8;
            return self.force(cell, digit, Reason::NakedSingle);
        }
        if let Some(event) = self.next_hidden_single() {
            return event;
        }
        if self.empty == 0 {
            self.stats.solutions += 1;
            self.phase = if self.stats.solutions >= self.config.max_solutions {
                Phase::Stopping
            } else {
                Phase::Backtrack
            };
            return Event::Solution {
                number: self.stats.solutions,
            };
        }
        if let Some(event) = self.scan_units() {
            return event;
        }
        if let Some(event) = self.next_hidden_single() {
            return event;
        }
        self.guess(self.fewest_candidates())
    }

    /// Places the next queued hidden single if it still holds; `None` when the queue is empty
    /// or was dropped because the single no longer holds.
    #[inline]
    fn next_hidden_single(&mut self) -> Option<Event> {
        if self.queue_head >= self.queue_len {
            return None;
        }
        let s = self.queue[self.queue_head as usize];
        self.queue_head += 1;
        let i = (s & 0x7F) as usize;
        let digit = ((s >> 7) & 0xF) as u8;
        let cell = Cell::from_index(i);
        if self.empty & (1 << i) == 0 || !self.grid.candidates(cell).contains(digit) {
            self.drop_queue();
            return None;
        }
        let unit = Unit::from_index((s >> 11) as usize);
        Some(self.force(cell, digit, Reason::HiddenSingle(unit)))
    }

    fn force(&mut self, cell: Cell, digit: u8, reason: Reason) -> Event {
        self.place(cell, digit, true);
        Event::Force {
            cell,
            digit,
            reason,
        }
    }

    fn drop_queue(&mut self) {
        self.queue_head = 0;
        self.queue_len = 0;
    }

    fn enqueue(&mut self, s: Single) {
        self.queue[self.queue_len as usize] = s;
        self.queue_len += 1;
    }

    /// Step 4: queues the hidden singles, or reports the first digit with no place.
    ///
    /// One pass over the cells gathers, for every unit at once, the digits that fit at least
    /// one of its cells and those that fit at least two; the loops have fixed bounds so that
    /// the compiler unrolls them and keeps the accumulators in registers.
    fn scan_units(&mut self) -> Option<Event> {
        let cands = self.grid.all_candidates();
        let mut once = [0u16; 27];
        let mut twice = [0u16; 27];
        // columns and boxes: fold the rows lane by lane (sixteen lanes, so the compiler can use
        // two vector registers per row); rows: fold the cells of each row
        let mut col_once = [0u16; 16];
        let mut col_twice = [0u16; 16];
        for band in 0..3 {
            let mut band_once = [0u16; 16];
            let mut band_twice = [0u16; 16];
            for r in band * 3..band * 3 + 3 {
                let mut lane = [0u16; 16];
                lane[..9].copy_from_slice(&cands[r * 9..r * 9 + 9]);
                for c in 0..16 {
                    col_twice[c] |= col_once[c] & lane[c];
                    col_once[c] |= lane[c];
                    band_twice[c] |= band_once[c] & lane[c];
                    band_once[c] |= lane[c];
                }
                let (mut row_once, mut row_twice) = (0u16, 0u16);
                for &m in &lane[..9] {
                    row_twice |= row_once & m;
                    row_once |= m;
                }
                once[r] = row_once;
                twice[r] = row_twice;
            }
            for stack in 0..3 {
                let (mut o, mut t) = (0u16, 0u16);
                for c in stack * 3..stack * 3 + 3 {
                    t |= band_twice[c] | (o & band_once[c]);
                    o |= band_once[c];
                }
                once[18 + band * 3 + stack] = o;
                twice[18 + band * 3 + stack] = t;
            }
        }
        once[9..18].copy_from_slice(&col_once[..9]);
        twice[9..18].copy_from_slice(&col_twice[..9]);
        self.drop_queue();
        let mut queued = 0u128;
        for u in 0..27 {
            let lacking = DigitSet::ALL.0 & !self.grid.unit_digits(u).0 & !once[u];
            if lacking != 0 {
                return Some(self.dead_end(Event::NoPlace {
                    digit: lacking.trailing_zeros() as u8,
                    unit: Unit::from_index(u),
                }));
            }
            let mut hidden = once[u] & !twice[u];
            while hidden != 0 {
                let d = hidden.trailing_zeros();
                hidden &= hidden - 1;
                let at = UNIT_CELLS[u]
                    .iter()
                    .map(|&c| c as usize)
                    .find(|&c| cands[c] & (1 << d) != 0)
                    .expect("a digit seen once has its cell");
                if queued & (1 << at) == 0 {
                    queued |= 1 << at;
                    self.enqueue(single(at, d, u));
                }
            }
        }
        None
    }

    fn dead_end(&mut self, event: Event) -> Event {
        self.stats.dead_ends += 1;
        self.phase = Phase::Backtrack;
        self.drop_queue();
        event
    }

    /// The empty cell with the fewest candidates, the first in reading order on ties: candidate
    /// counts are added up bit-sliced over the nine digit boards (four bits per cell).
    fn fewest_candidates(&self) -> Cell {
        let mut bits = [0u128; 4];
        for &board in &self.cands {
            let mut carry = board;
            for bit in &mut bits {
                let next = *bit & carry;
                *bit ^= carry;
                carry = next;
            }
        }
        for count in 2..=9u32 {
            let mut with = self.empty;
            for (k, &bit) in bits.iter().enumerate() {
                with &= if count & (1 << k) != 0 { bit } else { !bit };
            }
            if with != 0 {
                return Cell::from_index(with.trailing_zeros() as usize);
            }
        }
        unreachable!("a board at the fixpoint has an empty cell with two or more candidates")
    }

    /// The board is at the fixpoint and not full: guess the first digit of `cell`.
    fn guess(&mut self, cell: Cell) -> Event {
        let candidates = self.grid.candidates(cell).0;
        let g = self.guesses;
        self.guesses += 1;
        self.guess_base[g] = self.trail_len as u8;
        self.guess_cell[g] = cell.index() as u8;
        self.guess_rest[g] = candidates & (candidates - 1);
        self.guess_width[g] = candidates.count_ones() as u8;
        let digit = candidates.trailing_zeros() as u8;
        self.place(cell, digit, false);
        Event::Place { cell, digit }
    }

    /// One move back: the latest placement is undone (forced ones first, then the guess they
    /// followed), then the guess's next digit is tried. `None` when a guess had no digit left
    /// and was dropped without an event.
    fn back(&mut self) -> Option<Event> {
        let Some(g) = self.guesses.checked_sub(1) else {
            if self.trail_len > 0 {
                return Some(self.undo_latest()); // the forced chain from the givens
            }
            self.phase = Phase::Finished;
            return Some(Event::Done);
        };
        if self.trail_len > self.guess_base[g] as usize {
            return Some(self.undo_latest());
        }
        let rest = self.guess_rest[g];
        if rest == 0 {
            self.guesses = g;
            return None;
        }
        self.guess_rest[g] = rest & (rest - 1);
        let digit = rest.trailing_zeros() as u8;
        let cell = Cell::from_index(self.guess_cell[g] as usize);
        self.phase = Phase::Propagate;
        self.place(cell, digit, false);
        Some(Event::Place { cell, digit })
    }

    /// Each guess on the stack, oldest first: its digits tried so far (the current one
    /// included) and how many its cell had; and whether the latest guess's digit is done
    /// with (the search is backing up out of it).
    pub(super) fn levels(&self) -> (Vec<Level>, bool) {
        let top = self.guesses.saturating_sub(1);
        let levels = (0..self.guesses)
            .map(|g| {
                let width = self.guess_width[g];
                Level {
                    cell: Cell::from_index(self.guess_cell[g] as usize),
                    tried: width - self.guess_rest[g].count_ones() as u8,
                    width,
                    // only the latest guess's digit can be off the board, once its chain and
                    // then itself have been taken back
                    holds: g < top || self.trail_len > self.guess_base[g] as usize,
                }
            })
            .collect();
        (levels, self.phase == Phase::Backtrack)
    }

    fn place(&mut self, cell: Cell, digit: u8, forced: bool) {
        let i = cell.index();
        self.grid.place(cell, digit);
        self.empty &= !(1 << i);
        for board in &mut self.cands {
            *board &= !(1 << i);
        }
        self.cands[digit as usize - 1] &= !PEERS[i];
        self.holders[digit as usize - 1] |= 1 << i;
        let k = self.trail_len;
        self.trail_cells[k] = i as u8;
        self.trail_digits[k] = digit;
        self.trail_forced |= u128::from(forced) << k;
        self.trail_len += 1;
        self.stats.placements += 1;
        self.heat[i] += 1;
        self.stats.forced += u64::from(forced);
        self.stats.max_depth = self.stats.max_depth.max(self.trail_len as u32);
    }

    fn undo_latest(&mut self) -> Event {
        self.trail_len -= 1;
        let k = self.trail_len;
        let i = self.trail_cells[k] as usize;
        let digit = self.trail_digits[k];
        let forced = self.trail_forced & (1 << k) != 0;
        self.trail_forced &= !(1 << k);
        let cell = Cell::from_index(i);
        self.grid.remove(cell, digit);
        self.empty |= 1 << i;
        let legal = self.grid.candidates(cell).0;
        for (d, board) in self.cands.iter_mut().enumerate() {
            *board |= u128::from(legal >> (d + 1) & 1) << i;
        }
        // the digit is legal again wherever no other holder of it blocks it
        let holders = &mut self.holders[digit as usize - 1];
        *holders &= !(1 << i);
        let (mut rest, mut blocked) = (*holders, *holders);
        while rest != 0 {
            blocked |= PEERS[rest.trailing_zeros() as usize];
            rest &= rest - 1;
        }
        self.cands[digit as usize - 1] = self.empty & !blocked;
        self.stats.undos += 1;
        Event::Undo {
            cell,
            digit,
            forced,
        }
    }
}

/// Nine 81-bit boards from a digit mask per cell: bit `i` of board `d - 1` is set where the
/// mask of cell `i` has bit `d`.
fn digit_boards(masks: &[u16; 81]) -> [u128; 9] {
    let mut boards = [0u128; 9];
    for (i, &mask) in masks.iter().enumerate() {
        let mut rest = mask;
        while rest != 0 {
            boards[rest.trailing_zeros() as usize - 1] |= 1 << i;
            rest &= rest - 1;
        }
    }
    boards
}

impl Engine for Propagate {
    fn grid(&self) -> &Grid {
        &self.grid
    }

    fn config(&self) -> &Config {
        &self.config
    }

    #[inline(always)]
    fn counters(&self) -> &Stats {
        &self.stats
    }

    fn is_finished(&self) -> bool {
        self.phase == Phase::Finished
    }

    fn heat(&self) -> &[u64; 81] {
        &self.heat
    }

    fn forced_cells(&self) -> u128 {
        (0..self.trail_len)
            .filter(|&k| self.trail_forced & (1 << k) != 0)
            .fold(0, |mask, k| mask | 1 << self.trail_cells[k])
    }
}
