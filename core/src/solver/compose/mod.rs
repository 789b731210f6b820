//! The composed search: any [`Strategy`] of three parts as one explicit-stack state machine,
//! one [`Event`] per step. A node of the search is a board position; at each node:
//!
//! 1. With forward checking (`fc`), right after a guess: the first empty peer of the guessed
//!    cell (reading order) left with no legal digit is a dead end.
//! 2. With `naked` or `singles`, the rounds of `propagate` run first (`naked`: their step 1
//!    alone), one forced digit per step, and a full board after them is a solution; with
//!    `none` or `fc`, a full board is a solution.
//! 3. Otherwise the search chooses what to branch on ([`choice`]): a cell with no legal
//!    digit, or a unit with no place for a digit it lacks, is a dead end; else its options
//!    are tried in the strategy's order, each a `Place`.
//!
//! Backtracking takes back the forced digits latest first, then the guess, then tries the
//! guess's next option, as `propagate` does. The board is the state the rules read: a
//! cell's candidates are always the digits its units do not hold.

pub(crate) mod choice;

use choice::Branch;

use super::mrv::MrvTracker;
use super::propagate::board::Board;
use super::{Config, Engine, Event, Inference, Level, Reason, Rng, Stats, Strategy};
use crate::sudoku::{Cell, Grid, Unit};

/// Where the state machine stands between two events.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Phase {
    /// At a node: check, deduce, or branch.
    Node,
    /// Take back the latest placement, or try the next option of the latest guess.
    Backtrack,
    /// The search is over: it emitted `Done`, or the last solution it was asked for.
    Finished,
}

/// The composed search's state: the board (with the digit boards of `propagate` where the
/// inference or the cell choice reads them, the candidate buckets of MRV where not), the
/// trail of placements, the guesses and the round of the rules under way. Fixed-size, so
/// `Clone` is a cheap snapshot.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Composed {
    strategy: Strategy,
    config: Config,
    grid: Grid,
    /// The empty cells.
    empty: u128,
    /// Whether `board` and `holders` are kept (rounds, or the constraint choice, read them).
    boards: bool,
    board: Board,
    /// `holders[d - 1]`: the cells holding digit `d`, for undoing on `board`.
    holders: [u128; 9],
    /// Whether `tracker` is kept (mrv and degree without the digit boards).
    tracked: bool,
    tracker: MrvTracker,
    /// The digits placed, oldest first, and which were forced.
    trail_cells: [u8; 81],
    trail_digits: [u8; 81],
    trail_forced: u128,
    trail_len: usize,
    /// For each guess on the stack: the trail length before it, its options in the order
    /// tried (digits of a cell, or cells of a unit), how many, which is on the board now,
    /// and the cell (of a cell's branch) or digit (of a unit's) they share.
    guess_base: [u8; 81],
    guess_options: [[u8; 9]; 81],
    guess_width: [u8; 81],
    guess_next: [u8; 81],
    guess_fixed: [u8; 81],
    /// Bit `g` set when guess `g` branches over a unit's cells.
    guess_by_unit: u128,
    guesses: usize,
    /// Whether the node was just reached by a guess (forward checking looks at it once).
    fresh_guess: bool,
    /// The round of the rules under way, as in `propagate`'s event engine.
    naked: u128,
    hidden: u128,
    hidden_digit: u8,
    pass: Option<u8>,
    pass_forced: bool,
    phase: Phase,
    stats: Stats,
    heat: [u64; 81],
    rng: Rng,
}

impl Composed {
    /// A search of `grid` (whose filled cells are the givens) with `config`.
    pub(crate) fn new(grid: Grid, config: Config) -> Composed {
        let strategy = config.strategy;
        let rounds = matches!(strategy.inference, Inference::Naked | Inference::Singles);
        let boards = rounds || strategy.cells == super::Cells::Constraint;
        let tracked = !boards && matches!(strategy.cells, super::Cells::Mrv | super::Cells::Degree);
        let mut holders = [0u128; 9];
        for cell in Cell::all() {
            if let Some(d) = grid.get(cell) {
                holders[d as usize - 1] |= 1 << cell.index();
            }
        }
        Composed {
            strategy,
            config,
            empty: grid.empty_mask(),
            boards,
            board: Board::new(&grid),
            holders,
            tracked,
            tracker: MrvTracker::new(&grid),
            grid,
            trail_cells: [0; 81],
            trail_digits: [0; 81],
            trail_forced: 0,
            trail_len: 0,
            guess_base: [0; 81],
            guess_options: [[0; 9]; 81],
            guess_width: [0; 81],
            guess_next: [0; 81],
            guess_fixed: [0; 81],
            guess_by_unit: 0,
            guesses: 0,
            fresh_guess: false,
            naked: 0,
            hidden: 0,
            hidden_digit: 0,
            pass: None,
            pass_forced: false,
            phase: Phase::Node,
            stats: Stats::default(),
            heat: [0; 81],
            rng: Rng::new(config.seed),
        }
    }

    /// Performs one move of the search and reports it; `None` once the search is over.
    #[inline]
    pub(crate) fn step(&mut self) -> Option<Event> {
        loop {
            match self.phase {
                Phase::Node => return Some(self.node()),
                Phase::Backtrack => {
                    if let Some(event) = self.back() {
                        return Some(event);
                    }
                }
                Phase::Finished => return None,
            }
        }
    }

    /// The next event at a node: forward checking's dead end, a forced digit or a dead end
    /// of the rounds, a solution, a dead end of the choice, or a guess.
    fn node(&mut self) -> Event {
        if self.fresh_guess {
            self.fresh_guess = false;
            if self.strategy.inference == Inference::Fc {
                let cell = self.trail_cells[self.trail_len - 1] as usize;
                if let Some(p) = self.wiped_peer(cell) {
                    return self.dead_end(Event::DeadEnd {
                        cell: Cell::from_index(p),
                    });
                }
            }
        }
        match self.strategy.inference {
            Inference::Naked | Inference::Singles => {
                if let Some(event) = self.rounds() {
                    return event;
                }
            }
            Inference::None | Inference::Fc => {
                if self.empty == 0 {
                    return self.solution();
                }
            }
        }
        self.branch()
    }

    /// The rounds of the rules, as `propagate` defines them (`naked`: its step 1 alone): the
    /// next forced digit, dead end or solution, or `None` at the fixpoint.
    fn rounds(&mut self) -> Option<Event> {
        loop {
            if self.naked != 0 {
                let i = self.naked.trailing_zeros() as usize;
                self.naked &= self.naked - 1;
                return Some(match self.board.first_digit(i) {
                    Some(d) => self.force(i, d, Reason::NakedSingle),
                    None => self.dead_cell(),
                });
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
                    return Some(self.no_place(d as u8 + 1, unit));
                }
                let reason = Reason::HiddenSingle(self.board.alone_in(i, d));
                return Some(self.force(i, d, reason));
            }
            match self.pass {
                None => {
                    let (once, twice) = self.board.slices();
                    if self.board.empty & !once != 0 {
                        return Some(self.dead_cell());
                    }
                    if self.board.empty == 0 {
                        return Some(self.solution());
                    }
                    self.naked = once & !twice;
                    if self.naked == 0 {
                        if self.strategy.inference == Inference::Naked {
                            return None;
                        }
                        self.pass = Some(0);
                        self.pass_forced = false;
                    }
                }
                Some(d) if d < 9 => {
                    let d = d as usize;
                    let scan = self.board.scan(d);
                    if scan.lacking != 0 {
                        let unit = Unit::from_index(scan.lacking.trailing_zeros() as usize);
                        return Some(self.no_place(d as u8 + 1, unit));
                    }
                    self.hidden = self.board.cells_alone(d, scan.single);
                    self.hidden_digit = d as u8;
                    self.pass_forced |= self.hidden != 0;
                    self.pass = Some(d as u8 + 1);
                }
                Some(_) => {
                    self.pass = None;
                    if !self.pass_forced {
                        return None;
                    }
                }
            }
        }
    }

    /// Chooses what to branch on and places its first option, or meets a dead end there.
    fn branch(&mut self) -> Event {
        let branch = self.choose();
        if branch.width() == 0 {
            return self.dead_end(match branch {
                Branch::Cell { cell, .. } => Event::DeadEnd {
                    cell: Cell::from_index(cell as usize),
                },
                Branch::Unit { unit, digit, .. } => Event::NoPlace {
                    digit,
                    unit: choice::unit(unit),
                },
            });
        }
        let (options, width) = self.order(branch);
        let g = self.guesses;
        self.guesses += 1;
        self.guess_base[g] = self.trail_len as u8;
        self.guess_options[g] = options;
        self.guess_width[g] = width;
        self.guess_next[g] = 0;
        match branch {
            Branch::Cell { cell, .. } => {
                self.guess_fixed[g] = cell;
                self.guess_by_unit &= !(1 << g);
            }
            Branch::Unit { digit, .. } => {
                self.guess_fixed[g] = digit;
                self.guess_by_unit |= 1 << g;
            }
        }
        self.try_option(g)
    }

    /// Places the option of guess `g` that `guess_next` points at.
    fn try_option(&mut self, g: usize) -> Event {
        let (cell, digit) = self.option(g, self.guess_next[g] as usize);
        self.fresh_guess = true;
        self.phase = Phase::Node;
        self.place(cell, digit, false);
        Event::Place { cell, digit }
    }

    /// Option `k` of guess `g` as the cell and digit it places.
    fn option(&self, g: usize, k: usize) -> (Cell, u8) {
        let (x, fixed) = (self.guess_options[g][k], self.guess_fixed[g]);
        if self.guess_by_unit & 1 << g != 0 {
            (Cell::from_index(x as usize), fixed)
        } else {
            (Cell::from_index(fixed as usize), x)
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

    fn no_place(&mut self, digit: u8, unit: Unit) -> Event {
        self.dead_end(Event::NoPlace { digit, unit })
    }

    fn dead_end(&mut self, event: Event) -> Event {
        self.stats.dead_ends += 1;
        self.phase = Phase::Backtrack;
        self.naked = 0;
        self.hidden = 0;
        self.pass = None;
        event
    }

    /// One move back: the latest placement is undone (forced ones first, then the guess they
    /// followed), then the guess's next option is tried. `None` when a guess had no option
    /// left and was dropped without an event.
    fn back(&mut self) -> Option<Event> {
        let Some(g) = self.guesses.checked_sub(1) else {
            if self.trail_len > 0 {
                return Some(self.undo_latest()); // the digits forced from the givens
            }
            self.phase = Phase::Finished;
            return Some(Event::Done);
        };
        if self.trail_len > self.guess_base[g] as usize {
            return Some(self.undo_latest());
        }
        if self.guess_next[g] + 1 >= self.guess_width[g] {
            self.guesses = g;
            return None;
        }
        self.guess_next[g] += 1;
        Some(self.try_option(g))
    }

    fn place(&mut self, cell: Cell, digit: u8, forced: bool) {
        let i = cell.index();
        if self.tracked {
            self.tracker.before_place(&self.grid, cell, digit);
        }
        self.grid.place(cell, digit);
        self.empty &= !(1 << i);
        if self.boards {
            self.board.place(i, digit as usize - 1);
            self.holders[digit as usize - 1] |= 1 << i;
        }
        let k = self.trail_len;
        self.trail_cells[k] = i as u8;
        self.trail_digits[k] = digit;
        self.trail_forced |= u128::from(forced) << k;
        self.trail_len += 1;
        self.stats.placements += 1;
        self.stats.forced += u64::from(forced);
        self.heat[i] += 1;
        self.stats.max_depth = self.stats.max_depth.max(self.trail_len as u32);
    }

    /// Takes `digit` out of `cell` on every board kept.
    fn unplace(&mut self, cell: Cell, digit: u8) {
        let i = cell.index();
        self.grid.remove(cell, digit);
        self.empty |= 1 << i;
        if self.boards {
            let d = digit as usize - 1;
            self.holders[d] &= !(1 << i);
            self.board.remove(&self.grid, i, d, self.holders[d]);
        }
        if self.tracked {
            self.tracker.after_clear(&self.grid, cell, digit);
        }
    }

    fn undo_latest(&mut self) -> Event {
        self.trail_len -= 1;
        let k = self.trail_len;
        let cell = Cell::from_index(self.trail_cells[k] as usize);
        let digit = self.trail_digits[k];
        let forced = self.trail_forced & (1 << k) != 0;
        self.trail_forced &= !(1 << k);
        self.unplace(cell, digit);
        self.stats.undos += 1;
        Event::Undo {
            cell,
            digit,
            forced,
        }
    }

    /// Each guess on the stack, oldest first: its options tried so far (the current one
    /// included), how many it had, and the cell of the current one; and whether the latest
    /// guess's option is done with (the search is backing up out of it).
    pub(crate) fn levels(&self) -> (Vec<Level>, bool) {
        let top = self.guesses.saturating_sub(1);
        let levels = (0..self.guesses)
            .map(|g| Level {
                cell: self.option(g, self.guess_next[g] as usize).0,
                tried: self.guess_next[g] + 1,
                width: self.guess_width[g],
                holds: g < top || self.trail_len > self.guess_base[g] as usize,
            })
            .collect();
        (levels, self.phase == Phase::Backtrack)
    }

    /// How many options the latest guess has; 0 with no guess on the stack.
    pub(crate) fn top_width(&self) -> u32 {
        self.guesses
            .checked_sub(1)
            .map_or(0, |g| u32::from(self.guess_width[g]))
    }

    /// The options of the latest guess in the order they are tried: digits of a cell's
    /// branch, or (`true`) cells of a unit's.
    pub(crate) fn options(&self) -> Option<(Vec<u8>, bool)> {
        let g = self.guesses.checked_sub(1)?;
        let options = self.guess_options[g][..self.guess_width[g] as usize].to_vec();
        Some((options, self.guess_by_unit & 1 << g != 0))
    }

    /// Right after the guess that opened the top level: its `k`-th option replaces the one
    /// placed, and no other is left to try (for random probes of the tree).
    pub(crate) fn steer(&mut self, k: usize) {
        let g = self.guesses - 1;
        let (cell, digit) = self.option(g, self.guess_next[g] as usize);
        self.unplace(cell, digit);
        let (cell, digit) = self.option(g, k);
        if self.tracked {
            self.tracker.before_place(&self.grid, cell, digit);
        }
        self.grid.place(cell, digit);
        self.empty &= !(1 << cell.index());
        if self.boards {
            self.board.place(cell.index(), digit as usize - 1);
            self.holders[digit as usize - 1] |= 1 << cell.index();
        }
        self.trail_cells[self.trail_len - 1] = cell.index() as u8;
        self.trail_digits[self.trail_len - 1] = digit;
        self.guess_options[g].swap(0, k);
        self.guess_width[g] = 1;
    }
}

impl Composed {
    /// The board now.
    pub(crate) fn grid(&self) -> &Grid {
        &self.grid
    }
}

impl Engine for Composed {
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

    fn heat(&self) -> &[u64] {
        &self.heat
    }

    fn forced_cells(&self) -> u128 {
        (0..self.trail_len)
            .filter(|&k| self.trail_forced & (1 << k) != 0)
            .fold(0, |mask, k| mask | 1 << self.trail_cells[k])
    }
}

#[cfg(test)]
mod tests;
