//! The propagating search as a state machine of events: one event per forced digit, per
//! guess, per undo and per dead end, in the order the module above defines, so a forced chain
//! can be stepped through both ways like any other move. An undo needs nothing but the trail:
//! the board is a function of the digits on it.

use super::board::Board;
use crate::solver::{Config, Engine, Event, Level, Reason, Stats};
use crate::sudoku::{Cell, Grid, Unit};

/// Where the state machine stands between two events.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Phase {
    /// Apply the rules, or guess.
    Propagate,
    /// Take back the latest placement, or try the next digit of the latest guess.
    Backtrack,
    /// The search is over: it emitted `Done` (exhausted), or the solution it was asked to
    /// stop at (which is then its last event).
    Finished,
}

/// The propagating search's state: the board, the trail of placements, the guesses among them
/// and the round of the rules under way. Fixed-size, so `Clone` is a cheap snapshot.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Propagate {
    grid: Grid,
    config: Config,
    board: Board,
    /// `holders[d - 1]`: the cells holding digit `d` (givens included), for undoing.
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
    /// The round under way: the naked singles still to place, the hidden singles of digit
    /// `hidden_digit + 1` still to place, and the next digit the pass for hidden singles
    /// scans (`None` between passes) with whether that pass has forced anything yet.
    naked: u128,
    hidden: u128,
    hidden_digit: u8,
    pass: Option<u8>,
    pass_forced: bool,
    phase: Phase,
    stats: Stats,
    /// `heat[i]`: how many times the cell with index `i` has had a digit placed.
    heat: [u64; 81],
}

impl Propagate {
    /// A search of `grid` (whose filled cells are the givens) with `config`.
    pub(crate) fn new(grid: Grid, config: Config) -> Propagate {
        let mut holders = [0u128; 9];
        for cell in Cell::all() {
            if let Some(d) = grid.get(cell) {
                holders[d as usize - 1] |= 1 << cell.index();
            }
        }
        Propagate {
            board: Board::new(&grid),
            holders,
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
            naked: 0,
            hidden: 0,
            hidden_digit: 0,
            pass: None,
            pass_forced: false,
            phase: Phase::Propagate,
            stats: Stats::default(),
            heat: [0; 81],
        }
    }

    /// Performs one move of the search and reports it; `None` once the search is over.
    #[inline]
    pub(crate) fn step(&mut self) -> Option<Event> {
        loop {
            match self.phase {
                Phase::Propagate => return Some(self.propagate()),
                Phase::Backtrack => {
                    if let Some(event) = self.back() {
                        return Some(event);
                    }
                }
                Phase::Finished => return None,
            }
        }
    }

    /// The next event of the rounds the module documents: a forced digit of the batch under
    /// way, a dead end, a solution, or the guess at the fixpoint.
    fn propagate(&mut self) -> Event {
        loop {
            if self.naked != 0 {
                let i = self.naked.trailing_zeros() as usize;
                self.naked &= self.naked - 1;
                return match self.board.first_digit(i) {
                    Some(d) => self.force(i, d, Reason::NakedSingle),
                    None => self.dead_cell(),
                };
            }
            if self.hidden != 0 {
                let i = self.hidden.trailing_zeros() as usize;
                self.hidden &= self.hidden - 1;
                let d = self.hidden_digit as usize;
                if self.board.cands(d) & 1 << i == 0 {
                    let unit = self
                        .board
                        .no_place_around(i, d)
                        .expect("a hidden single that lost its cell leaves its unit without one");
                    return self.no_place(d, unit);
                }
                return self.force(i, d, Reason::HiddenSingle(self.board.alone_in(i, d)));
            }
            match self.pass {
                None => {
                    let (once, twice) = self.board.slices();
                    if self.board.empty & !once != 0 {
                        return self.dead_cell();
                    }
                    if self.board.empty == 0 {
                        return self.solution();
                    }
                    self.naked = once & !twice;
                    if self.naked == 0 {
                        self.pass = Some(0);
                        self.pass_forced = false;
                    }
                }
                Some(d) if d < 9 => {
                    let d = d as usize;
                    let scan = self.board.scan(d);
                    if scan.lacking != 0 {
                        let unit = Unit::from_index(scan.lacking.trailing_zeros() as usize);
                        return self.no_place(d, unit);
                    }
                    self.hidden = self.board.cells_alone(d, scan.single);
                    self.hidden_digit = d as u8;
                    self.pass_forced |= self.hidden != 0;
                    self.pass = Some(d as u8 + 1);
                }
                Some(_) => {
                    self.pass = None;
                    if !self.pass_forced {
                        return self.guess(Cell::from_index(self.board.fewest()));
                    }
                }
            }
        }
    }

    fn force(&mut self, i: usize, d: usize, reason: Reason) -> Event {
        let cell = Cell::from_index(i);
        let digit = d as u8 + 1;
        self.place(cell, digit, true);
        Event::Force {
            cell,
            digit,
            reason,
        }
    }

    fn solution(&mut self) -> Event {
        self.stats.solutions += 1;
        self.phase = if self.stats.solutions >= self.config.max_solutions {
            Phase::Finished
        } else {
            Phase::Backtrack
        };
        Event::Solution {
            number: self.stats.solutions,
        }
    }

    /// A dead end at the first empty cell with no candidate.
    fn dead_cell(&mut self) -> Event {
        let i = self.board.first_dead().expect("a dead cell");
        self.dead_end(Event::DeadEnd {
            cell: Cell::from_index(i),
        })
    }

    fn no_place(&mut self, d: usize, unit: Unit) -> Event {
        self.dead_end(Event::NoPlace {
            digit: d as u8 + 1,
            unit,
        })
    }

    fn dead_end(&mut self, event: Event) -> Event {
        self.stats.dead_ends += 1;
        self.phase = Phase::Backtrack;
        self.naked = 0;
        self.hidden = 0;
        self.pass = None;
        event
    }

    /// The board is at the fixpoint and not full: guess the first digit of `cell`.
    fn guess(&mut self, cell: Cell) -> Event {
        let candidates = self.board.digits_of(cell.index()).0;
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

    /// How many candidates the latest guess's cell had; 0 with no guess on the stack.
    pub(crate) fn top_width(&self) -> u32 {
        self.guesses
            .checked_sub(1)
            .map_or(0, |g| u32::from(self.guess_width[g]))
    }

    /// Right after the guess that opened the top level: its `k`-th digit (0-based, upwards)
    /// replaces the one placed, and no other is left to try. For random probes of the tree
    /// ([`crate::estimate`]), which follow one branch each.
    pub(crate) fn steer(&mut self, k: usize) {
        let g = self.guesses - 1;
        let k_last = self.trail_len - 1;
        let (i, placed) = (self.trail_cells[k_last] as usize, self.trail_digits[k_last]);
        let mut rest = self.guess_rest[g] | 1 << placed;
        for _ in 0..k {
            rest &= rest - 1;
        }
        let digit = rest.trailing_zeros() as u8;
        self.guess_rest[g] = 0;
        let cell = Cell::from_index(i);
        self.grid.remove(cell, placed);
        let d = placed as usize - 1;
        self.holders[d] &= !(1 << i);
        self.board.remove(&self.grid, i, d, self.holders[d]);
        self.grid.place(cell, digit);
        self.board.place(i, digit as usize - 1);
        self.holders[digit as usize - 1] |= 1 << i;
        self.trail_digits[k_last] = digit;
    }

    /// Each guess on the stack, oldest first: its digits tried so far (the current one
    /// included) and how many its cell had; and whether the latest guess's digit is done
    /// with (the search is backing up out of it).
    pub(crate) fn levels(&self) -> (Vec<Level>, bool) {
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
        self.board.place(i, digit as usize - 1);
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
        let d = digit as usize - 1;
        self.holders[d] &= !(1 << i);
        self.board.remove(&self.grid, i, d, self.holders[d]);
        self.stats.undos += 1;
        Event::Undo {
            cell,
            digit,
            forced,
        }
    }
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
