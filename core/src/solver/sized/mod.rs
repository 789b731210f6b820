//! The search at every board size, 4×4 to 16×16: any [`Strategy`] as one explicit-stack
//! state machine over per-unit digit masks, one [`Event`] per step. It is the composed
//! search ([`super::compose`]) written out at any size, rule for rule: units are the N rows,
//! the N columns and the N boxes in that order, digits run `1..=N`, ties go to reading
//! order, and random orders draw from the same [`Rng`] calls, so at 9×9 it emits exactly the
//! events of the specialised engines (which stay for 9×9's speed; [`super::Solver::of_board`]
//! picks them there).
//!
//! At a node: forward checking right after a guess (`fc`), then the rounds of the rules
//! (`naked`, `singles`) one forced digit per step, or a full board's solution, then a branch
//! ([`choice`]). Backtracking takes back the forced digits latest first, then the guess, then
//! tries the guess's next option.

mod choice;
pub(super) mod decide;
mod tables;

use super::{Config, Engine, Event, Inference, Level, Reason, Rng, Stats, Strategy};
use crate::sudoku::{Board, Cell, Digits, MAX_SIDE, Shape, Unit};
use choice::Branch;
use tables::{Cells, Tables};

/// The most cells of any board.
const CELLS: usize = MAX_SIDE * MAX_SIDE;

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

/// The any-size search's state: the board as digits and unit masks, the trail of placements,
/// the guesses and the round of the rules under way. Fixed-size, so `Clone` is a snapshot.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct AnySize {
    tables: &'static Tables,
    strategy: Strategy,
    config: Config,
    /// Every digit of the size, bit `d` for digit `d`.
    all: u32,
    /// The digit of each cell by index, 0 when empty.
    digits: [u8; CELLS],
    /// `used[u]`: the digits unit `u` holds, bit `d` for digit `d`.
    used: [u32; 3 * MAX_SIDE],
    empty: Cells,
    /// The digits placed, oldest first, and which were forced.
    trail_cells: [u8; CELLS],
    trail_digits: [u8; CELLS],
    trail_forced: Cells,
    trail_len: usize,
    /// For each guess on the stack: the trail length before it, its options in the order
    /// tried (digits of a cell, or cell indices of a unit), how many, which is on the board
    /// now, and the cell (of a cell's branch) or digit (of a unit's) they share.
    guess_base: [u16; CELLS],
    guess_options: [[u8; MAX_SIDE]; CELLS],
    guess_width: [u8; CELLS],
    guess_next: [u8; CELLS],
    guess_fixed: [u8; CELLS],
    /// The guesses that branch over a unit's cells.
    guess_by_unit: Cells,
    guesses: usize,
    /// Whether the node was just reached by a guess (forward checking looks at it once).
    fresh_guess: bool,
    /// The round of the rules under way: the naked singles of the batch left, the hidden
    /// singles of the digit `hidden_digit` left, the digit whose pass is next (`None`:
    /// step 1 is next) and whether the passes of this round forced anything.
    naked: Cells,
    hidden: Cells,
    hidden_digit: u8,
    pass: Option<u8>,
    pass_forced: bool,
    /// Per unit, the digits legal in at least one of its empty cells (`once`) and in at
    /// least two (`twice`), for the board as it was when `counted` was set: a hidden pass
    /// reads a digit's places from them, so a pass over N digits that forces nothing counts
    /// each unit's cells once instead of N times (a 16x16's rounds were 16 times slower).
    once: [u32; 3 * MAX_SIDE],
    twice: [u32; 3 * MAX_SIDE],
    counted: bool,
    phase: Phase,
    stats: Stats,
    heat: [u64; CELLS],
    rng: Rng,
}

impl AnySize {
    /// A search of `board` (whose filled cells are the givens) with `config`.
    pub(crate) fn new(board: &Board, config: Config) -> AnySize {
        let shape = board.shape();
        let mut search = AnySize {
            tables: Tables::of(shape),
            strategy: config.strategy,
            config,
            all: Digits::all(shape.side()).0,
            digits: [0; CELLS],
            used: [0; 3 * MAX_SIDE],
            empty: Cells::below(shape.cells()),
            trail_cells: [0; CELLS],
            trail_digits: [0; CELLS],
            trail_forced: Cells::NONE,
            trail_len: 0,
            guess_base: [0; CELLS],
            guess_options: [[0; MAX_SIDE]; CELLS],
            guess_width: [0; CELLS],
            guess_next: [0; CELLS],
            guess_fixed: [0; CELLS],
            guess_by_unit: Cells::NONE,
            guesses: 0,
            fresh_guess: false,
            naked: Cells::NONE,
            hidden: Cells::NONE,
            hidden_digit: 0,
            pass: None,
            pass_forced: false,
            once: [0; 3 * MAX_SIDE],
            twice: [0; 3 * MAX_SIDE],
            counted: false,
            phase: Phase::Node,
            stats: Stats::default(),
            heat: [0; CELLS],
            rng: Rng::new(config.seed),
        };
        for (i, &d) in board.digits().iter().enumerate() {
            if d != 0 {
                search.set(i, d);
            }
        }
        search
    }

    /// The board's shape.
    pub(crate) fn shape(&self) -> Shape {
        self.tables.shape
    }

    /// The board now.
    pub(crate) fn board(&self) -> Board {
        let shape = self.shape();
        let mut board = Board::empty(shape);
        for (i, &d) in self.digits[..shape.cells()].iter().enumerate() {
            if d != 0 {
                board.place(self.tables.cell_of[i], d);
            }
        }
        board
    }

    /// The legal digits of cell `i` (bit `d` for digit `d`): those its units do not hold.
    #[inline]
    fn cands(&self, i: usize) -> u32 {
        let [r, c, b] = self.tables.units_of[i];
        !(self.used[r as usize] | self.used[c as usize] | self.used[b as usize]) & self.all
    }

    pub(super) fn cell(&self, i: usize) -> Cell {
        self.tables.cell_of[i]
    }

    /// The unit numbered `u` (rows, columns, boxes), named from 1.
    pub(super) fn unit(&self, u: usize) -> Unit {
        Unit::nth(u, self.shape().side())
    }

    /// Performs one move of the search and reports it; `None` once the search is over.
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
                    let cell = self.cell(p);
                    return self.dead_end(Event::DeadEnd { cell });
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
                if self.empty.is_empty() {
                    return self.solution();
                }
            }
        }
        self.branch()
    }

    /// The rounds of the rules, as `propagate` defines them (`naked`: its step 1 alone): the
    /// next forced digit, dead end or solution, or `None` at the fixpoint.
    fn rounds(&mut self) -> Option<Event> {
        let side = self.shape().side() as u8;
        loop {
            if let Some(i) = self.naked.pop() {
                let cands = self.cands(i);
                return Some(match cands {
                    0 => self.dead_cell(),
                    _ => self.force(i, cands.trailing_zeros() as u8, Reason::NakedSingle),
                });
            }
            if let Some(i) = self.hidden.pop() {
                let d = self.hidden_digit;
                if self.cands(i) & 1 << d == 0 {
                    let unit = self.tables.units_of[i]
                        .into_iter()
                        .map(usize::from)
                        .find(|&u| self.used[u] & 1 << d == 0 && self.places(u, d).is_empty())
                        .expect("a hidden single that lost its cell leaves its unit without one");
                    return Some(self.no_place(d, unit));
                }
                let unit = self.tables.units_of[i]
                    .into_iter()
                    .map(usize::from)
                    .find(|&u| self.places(u, d).len() == 1)
                    .expect("a hidden single is alone in one of its units");
                let reason = Reason::HiddenSingle(self.unit(unit));
                return Some(self.force(i, d, reason));
            }
            match self.pass {
                None => {
                    let mut naked = Cells::NONE;
                    for i in self.empty.iter() {
                        match self.cands(i).count_ones() {
                            0 => return Some(self.dead_cell()),
                            1 => naked.insert(i),
                            _ => {}
                        }
                    }
                    if self.empty.is_empty() {
                        return Some(self.solution());
                    }
                    self.naked = naked;
                    if naked.is_empty() {
                        if self.strategy.inference == Inference::Naked {
                            return None;
                        }
                        self.pass = Some(1);
                        self.pass_forced = false;
                    }
                }
                Some(d) if d <= side => {
                    self.count_places();
                    let mut alone = Cells::NONE;
                    for u in 0..self.shape().units() {
                        if self.used[u] & 1 << d != 0 {
                            continue;
                        }
                        if self.once[u] & 1 << d == 0 {
                            return Some(self.no_place(d, u));
                        }
                        if self.twice[u] & 1 << d == 0 {
                            let places = self.places(u, d);
                            alone.insert(places.first().expect("one place"));
                        }
                    }
                    self.hidden = alone;
                    self.hidden_digit = d;
                    self.pass_forced |= !alone.is_empty();
                    self.pass = Some(d + 1);
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

    /// Counts, for every unit, the digits legal in one of its empty cells and in two, unless
    /// the board has not changed since the last count.
    fn count_places(&mut self) {
        if self.counted {
            return;
        }
        for u in 0..self.shape().units() {
            let (mut once, mut twice) = (0, 0);
            for &i in &self.tables.unit_cells[u] {
                let i = usize::from(i);
                if self.digits[i] == 0 {
                    let legal = self.cands(i);
                    twice |= once & legal;
                    once |= legal;
                }
            }
            self.once[u] = once;
            self.twice[u] = twice;
        }
        self.counted = true;
    }

    /// The empty cells of unit `u` where digit `d` is legal.
    fn places(&self, u: usize, d: u8) -> Cells {
        let mut places = Cells::NONE;
        for &i in &self.tables.unit_cells[u] {
            let i = usize::from(i);
            if self.digits[i] == 0 && self.cands(i) & 1 << d != 0 {
                places.insert(i);
            }
        }
        places
    }

    /// Chooses what to branch on and places its first option, or meets a dead end there.
    fn branch(&mut self) -> Event {
        let branch = self.choose();
        if branch.width() == 0 {
            return match branch {
                Branch::Cell { cell, .. } => {
                    let cell = self.cell(cell);
                    self.dead_end(Event::DeadEnd { cell })
                }
                Branch::Unit { unit, digit, .. } => self.no_place(digit, unit),
            };
        }
        let (options, width) = self.order(branch);
        let g = self.guesses;
        self.guesses += 1;
        self.guess_base[g] = self.trail_len as u16;
        self.guess_options[g] = options;
        self.guess_width[g] = width;
        self.guess_next[g] = 0;
        match branch {
            Branch::Cell { cell, .. } => {
                self.guess_fixed[g] = cell as u8;
                self.guess_by_unit.remove(g);
            }
            Branch::Unit { digit, .. } => {
                self.guess_fixed[g] = digit;
                self.guess_by_unit.insert(g);
            }
        }
        self.try_option(g)
    }

    /// Places the option of guess `g` that `guess_next` points at.
    fn try_option(&mut self, g: usize) -> Event {
        let (i, digit) = self.option(g, usize::from(self.guess_next[g]));
        self.fresh_guess = true;
        self.phase = Phase::Node;
        self.place(i, digit, false);
        Event::Place {
            cell: self.cell(i),
            digit,
        }
    }

    /// Option `k` of guess `g` as the cell index and digit it places.
    fn option(&self, g: usize, k: usize) -> (usize, u8) {
        let (x, fixed) = (self.guess_options[g][k], self.guess_fixed[g]);
        if self.guess_by_unit.contains(g) {
            (usize::from(x), fixed)
        } else {
            (usize::from(fixed), x)
        }
    }

    fn force(&mut self, i: usize, digit: u8, reason: Reason) -> Event {
        self.place(i, digit, true);
        Event::Force {
            cell: self.cell(i),
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
        let i = self
            .empty
            .iter()
            .find(|&i| self.cands(i) == 0)
            .expect("a dead cell");
        let cell = self.cell(i);
        self.dead_end(Event::DeadEnd { cell })
    }

    fn no_place(&mut self, digit: u8, u: usize) -> Event {
        let unit = self.unit(u);
        self.dead_end(Event::NoPlace { digit, unit })
    }

    fn dead_end(&mut self, event: Event) -> Event {
        self.stats.dead_ends += 1;
        self.phase = Phase::Backtrack;
        self.naked = Cells::NONE;
        self.hidden = Cells::NONE;
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
        if self.trail_len > usize::from(self.guess_base[g]) {
            return Some(self.undo_latest());
        }
        if self.guess_next[g] + 1 >= self.guess_width[g] {
            self.guesses = g;
            return None;
        }
        self.guess_next[g] += 1;
        Some(self.try_option(g))
    }

    /// Writes digit `d` into the empty cell `i` on the board alone.
    fn set(&mut self, i: usize, d: u8) {
        self.digits[i] = d;
        for u in self.tables.units_of[i] {
            self.used[usize::from(u)] |= 1 << d;
        }
        self.empty.remove(i);
        self.counted = false;
    }

    /// Takes digit `d` out of cell `i` on the board alone.
    fn unset(&mut self, i: usize, d: u8) {
        self.digits[i] = 0;
        for u in self.tables.units_of[i] {
            self.used[usize::from(u)] &= !(1 << d);
        }
        self.empty.insert(i);
        self.counted = false;
    }

    fn place(&mut self, i: usize, digit: u8, forced: bool) {
        self.set(i, digit);
        let k = self.trail_len;
        self.trail_cells[k] = i as u8;
        self.trail_digits[k] = digit;
        if forced {
            self.trail_forced.insert(k);
        }
        self.trail_len += 1;
        self.stats.placements += 1;
        self.stats.forced += u64::from(forced);
        self.heat[i] += 1;
        self.stats.max_depth = self.stats.max_depth.max(self.trail_len as u32);
    }

    fn undo_latest(&mut self) -> Event {
        self.trail_len -= 1;
        let k = self.trail_len;
        let i = usize::from(self.trail_cells[k]);
        let digit = self.trail_digits[k];
        let forced = self.trail_forced.contains(k);
        self.trail_forced.remove(k);
        self.unset(i, digit);
        self.stats.undos += 1;
        Event::Undo {
            cell: self.cell(i),
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
                cell: self.cell(self.option(g, usize::from(self.guess_next[g])).0),
                tried: self.guess_next[g] + 1,
                width: self.guess_width[g],
                holds: g < top || self.trail_len > usize::from(self.guess_base[g]),
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
    /// branch, or cell indices ([`Shape::index`]) of a unit's.
    pub(crate) fn options(&self) -> Option<Vec<u8>> {
        let g = self.guesses.checked_sub(1)?;
        Some(self.guess_options[g][..usize::from(self.guess_width[g])].to_vec())
    }

    /// Right after the guess that opened the top level: its `k`-th option replaces the one
    /// placed, and no other is left to try (for random probes of the tree).
    pub(crate) fn steer(&mut self, k: usize) {
        let g = self.guesses - 1;
        let (i, digit) = self.option(g, usize::from(self.guess_next[g]));
        self.unset(i, digit);
        let (i, digit) = self.option(g, k);
        self.set(i, digit);
        self.trail_cells[self.trail_len - 1] = i as u8;
        self.trail_digits[self.trail_len - 1] = digit;
        self.guess_options[g].swap(0, k);
        self.guess_width[g] = 1;
    }
}

impl Engine for AnySize {
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
        &self.heat[..self.shape().cells()]
    }

    fn forced_cells(&self) -> u128 {
        (0..self.trail_len)
            .filter(|&k| self.trail_forced.contains(k) && self.trail_cells[k] < 128)
            .fold(0, |mask, k| mask | 1 << self.trail_cells[k])
    }

    fn is_forced(&self, cell: Cell) -> bool {
        let i = self.shape().index(cell);
        (0..self.trail_len)
            .any(|k| self.trail_forced.contains(k) && usize::from(self.trail_cells[k]) == i)
    }
}

#[cfg(test)]
mod tests;
