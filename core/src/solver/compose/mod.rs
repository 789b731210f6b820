//! The composed search: any [`Strategy`] of three parts as one explicit-stack state machine,
//! one [`Event`] per step, on a board of any size and any units. What differs by board is
//! behind [`Candidates`]: 9×9's bitboards ([`nine`]), and masks at every size ([`masks`]).
//! At a node of the search:
//!
//! 1. With forward checking (`fc`), right after a guess: the first empty peer of the guessed
//!    cell (reading order) left with no candidate is a dead end.
//! 2. With `naked` or any later part, the rounds of `propagate` run first (`naked`: their
//!    step 1 alone), one forced digit per step, and a full board after them is a solution;
//!    with `none` or `fc`, a full board is a solution.
//! 3. From `locked` on, at the fixpoint of the singles, the first pattern of the part's
//!    techniques that removes a candidate ([`rules`](super::rules)) is one `Eliminate`
//!    step, and the node starts again from the singles.
//! 4. Otherwise the search chooses what to branch on ([`choice`]): a cell with no candidate,
//!    or a unit with no place for a digit it lacks, is a dead end; else its options are
//!    tried in the strategy's order, each a `Place`.
//!
//! Units are the board's in its order (rows, columns, boxes, then any others), digits run
//! `1..=N`, ties go to reading order, and random orders draw the same numbers at every size,
//! so that a search emits the same events on either board. Backtracking takes back the
//! forced digits latest first, then the guess, then tries the guess's next option, as
//! `propagate` does; a removal is given back (`Restore`) right before the undo of the
//! placement made before it.

pub(crate) mod candidates;
pub(crate) mod choice;
pub(crate) mod decide;
pub(crate) mod masks;
pub(crate) mod nine;
pub(crate) mod removal;

use super::engine::{Config, Engine, Level, Stats};
use super::event::{Event, Reason, Removal};
use super::rng::Rng;
use super::sets::{Set, members};
use super::strategy::{Inference, Strategy};
use crate::sudoku::{Board, Cell, MAX_SIDE, Marked, NineBoard, Units};
use candidates::Candidates;
use choice::Fork;
use masks::Masks;
use nine::Bitboards;
use std::sync::Arc;

/// The composed search on the 9×9 bitboards.
pub(crate) type Nine = Composed<Bitboards, 81, 9>;

/// The composed search on masks, at any size.
pub(crate) type AnySize = Composed<Masks, { MAX_SIDE * MAX_SIDE }, MAX_SIDE>;

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

/// The composed search's state on a board `C` of at most `N` cells whose branches have at
/// most `W` options: the board, the trail of placements, the guesses and the round of the
/// rules under way. Fixed-size, so `Clone` is a snapshot.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Composed<C: Candidates, const N: usize, const W: usize> {
    strategy: Strategy,
    config: Config,
    board: C,
    /// The digits placed, oldest first, and which were forced.
    trail_cells: [u8; N],
    trail_digits: [u8; N],
    trail_forced: C::Set,
    trail_len: usize,
    /// For each guess on the stack: the trail length before it, its options in the order
    /// tried (digits of a cell, or cell indices of a unit), how many, which is on the board
    /// now, and the cell (of a cell's branch) or digit (of a unit's) they share.
    guess_base: [u16; N],
    guess_options: [[u8; W]; N],
    guess_width: [u8; N],
    guess_next: [u8; N],
    guess_fixed: [u8; N],
    /// The guesses that branch over a unit's cells.
    guess_by_unit: C::Set,
    guesses: usize,
    /// Whether the node was just reached by a guess (forward checking looks at it once).
    fresh_guess: bool,
    /// The round of the rules under way: the naked singles of the batch left, the hidden
    /// singles of the digit `hidden_digit` left, the digit whose pass is next (`None`:
    /// step 1 is next) and whether the passes of this round forced anything.
    naked: C::Set,
    hidden: C::Set,
    hidden_digit: u8,
    pass: Option<u8>,
    pass_forced: bool,
    /// The removals in effect, oldest first, each with the trail's length when it was made:
    /// backtracking gives one back before it undoes the placement made before it.
    removals: Vec<(usize, Removal)>,
    /// The removal of the latest `Eliminate` or `Restore`, which its event lends.
    latest: Option<Removal>,
    phase: Phase,
    stats: Stats,
    heat: [u64; N],
    rng: Rng,
}

impl Nine {
    /// A search of `grid` (whose filled cells are the givens) with `config`.
    pub(crate) fn new(grid: NineBoard, config: Config) -> Nine {
        Composed::on(Bitboards::new(grid), config)
    }

    /// A search of the pencil-mark puzzle `marked` with `config`: the empty grid, the
    /// candidates it does not write struck before the first step.
    pub(crate) fn written(marked: &Marked, config: Config) -> Nine {
        Composed::on_written(Bitboards::new(NineBoard::EMPTY), marked, config)
    }

    /// The board now.
    pub(crate) fn grid(&self) -> &NineBoard {
        self.board.grid()
    }
}

impl AnySize {
    /// A search of `givens` (a board's cells in reading order, 0 for an empty one) on a
    /// board of `units`, with `config`.
    pub(crate) fn any(units: Arc<Units>, givens: &[u8], config: Config) -> AnySize {
        Composed::on(Masks::new(units, givens), config)
    }

    /// A search of the pencil-mark puzzle `marked` on a board of its size's units, with
    /// `config`.
    pub(crate) fn written(marked: &Marked, config: Config) -> AnySize {
        let units = Units::of(marked.shape());
        let board = Masks::new(units, marked.board().digits());
        Composed::on_written(board, marked, config)
    }

    /// The board now.
    pub(crate) fn to_board(&self) -> Board {
        self.board.to_board()
    }

    /// The board's units.
    pub(crate) fn units(&self) -> &Arc<Units> {
        self.board.units()
    }
}

impl<C: Candidates, const N: usize, const W: usize> Composed<C, N, W> {
    /// A search of `board` (whose filled cells are the givens) with `config`.
    fn on(board: C, config: Config) -> Self {
        Composed {
            strategy: config.strategy,
            config,
            board,
            trail_cells: [0; N],
            trail_digits: [0; N],
            trail_forced: C::Set::NONE,
            trail_len: 0,
            guess_base: [0; N],
            guess_options: [[0; W]; N],
            guess_width: [0; N],
            guess_next: [0; N],
            guess_fixed: [0; N],
            guess_by_unit: C::Set::NONE,
            guesses: 0,
            fresh_guess: false,
            naked: C::Set::NONE,
            hidden: C::Set::NONE,
            hidden_digit: 0,
            pass: None,
            pass_forced: false,
            removals: Vec::new(),
            latest: None,
            phase: Phase::Node,
            stats: Stats::default(),
            heat: [0; N],
            rng: Rng::new(config.seed),
        }
    }

    /// [`on`](Self::on), with the candidates `marked` does not write struck: for good, as
    /// no removal in the search's list holds them, so no backtrack gives them back.
    fn on_written(board: C, marked: &Marked, config: Config) -> Self {
        let mut search = Composed::on(board, config);
        for (i, unwritten) in marked.unwritten().into_iter().enumerate() {
            for d in (1..=search.board.side()).filter(|&d| unwritten & 1 << d != 0) {
                search.board.strike(i, d);
            }
        }
        search
    }

    /// The board as the search reads it.
    pub(crate) fn board(&self) -> &C {
        &self.board
    }

    /// The removal of the latest `Eliminate` or `Restore` event: what the event made by
    /// [`next_move`](Self::next_move) (whose removal is left to the search) lends.
    pub(crate) fn latest(&self) -> &Removal {
        self.latest.as_ref().expect("a removal made or given back")
    }

    /// Performs one move of the search and reports it; `None` once the search is over.
    #[cfg(test)]
    pub(crate) fn step(&mut self) -> Option<Event> {
        let event = self.next_move()?;
        Some(event.with(|()| self.latest().clone()))
    }

    /// [`step`](Self::step), the event's removal left to the search ([`latest`](Self::latest)).
    #[inline]
    pub(crate) fn next_move(&mut self) -> Option<Event<()>> {
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
    fn node(&mut self) -> Event<()> {
        if self.fresh_guess {
            self.fresh_guess = false;
            if self.strategy.inference == Inference::Fc {
                let cell = usize::from(self.trail_cells[self.trail_len - 1]);
                if let Some(p) = self.wiped_peer(cell) {
                    let cell = self.board.cell(p);
                    return self.dead_end(Event::DeadEnd { cell });
                }
            }
        }
        if self.strategy.inference.has_rounds() {
            if let Some(event) = self.rounds() {
                return event;
            }
        } else if self.board.empty().is_empty() {
            return self.solution();
        }
        if self.strategy.inference.rungs() > 0
            && let Some(event) = self.deduce()
        {
            return event;
        }
        self.branch()
    }

    /// The rounds of the rules, as `propagate` defines them (`naked`: its step 1 alone): the
    /// next forced digit, dead end or solution, or `None` at the fixpoint.
    fn rounds(&mut self) -> Option<Event<()>> {
        loop {
            if let Some(i) = self.naked.pop() {
                let legal = self.board.legal(i);
                return Some(match legal {
                    0 => self.dead_cell(),
                    _ => self.force(i, legal.trailing_zeros() as u8, Reason::NakedSingle),
                });
            }
            if let Some(i) = self.hidden.pop() {
                let d = self.hidden_digit;
                let mut units = self.board.units_of(i).iter().map(|&u| usize::from(u));
                if self.board.legal(i) & 1 << d == 0 {
                    let u = units
                        .find(|&u| !self.board.holds(u, d) && self.board.places(u, d).is_empty())
                        .expect("a hidden single that lost its cell leaves its unit without one");
                    return Some(self.no_place(d, u));
                }
                let u = units
                    .find(|&u| self.board.places(u, d) == C::Set::single(i))
                    .expect("a hidden single is alone in one of its units");
                let reason = Reason::HiddenSingle(self.board.unit(u));
                return Some(self.force(i, d, reason));
            }
            match self.pass {
                None => {
                    let naked = match self.board.naked() {
                        Ok(naked) => naked,
                        Err(dead) => return Some(self.dead_at(dead)),
                    };
                    if self.board.empty().is_empty() {
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
                Some(d) if d <= self.board.side() => {
                    let alone = match self.board.hidden(d) {
                        Ok(alone) => alone,
                        Err(u) => return Some(self.no_place(d, u)),
                    };
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

    /// Chooses what to branch on and places its first option, or meets a dead end there.
    fn branch(&mut self) -> Event<()> {
        let branch = self.choose();
        if branch.width() == 0 {
            return match branch {
                Fork::Cell { cell, .. } => self.dead_at(cell),
                Fork::Unit { unit, digit, .. } => self.no_place(digit, unit),
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
            Fork::Cell { cell, .. } => {
                self.guess_fixed[g] = cell as u8;
                self.guess_by_unit.remove(g);
            }
            Fork::Unit { digit, .. } => {
                self.guess_fixed[g] = digit;
                self.guess_by_unit.insert(g);
            }
        }
        self.try_option(g)
    }

    /// Places the option of guess `g` that `guess_next` points at.
    fn try_option(&mut self, g: usize) -> Event<()> {
        let (i, digit) = self.option(g, usize::from(self.guess_next[g]));
        self.fresh_guess = true;
        self.phase = Phase::Node;
        self.place(i, digit, false);
        Event::Place {
            cell: self.board.cell(i),
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

    fn force(&mut self, i: usize, digit: u8, reason: Reason) -> Event<()> {
        self.place(i, digit, true);
        Event::Force {
            cell: self.board.cell(i),
            digit,
            reason,
        }
    }

    fn solution(&mut self) -> Event<()> {
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
    fn dead_cell(&mut self) -> Event<()> {
        let dead = self.board.naked().expect_err("a dead cell");
        self.dead_at(dead)
    }

    fn dead_at(&mut self, i: usize) -> Event<()> {
        let cell = self.board.cell(i);
        self.dead_end(Event::DeadEnd { cell })
    }

    fn no_place(&mut self, digit: u8, u: usize) -> Event<()> {
        let unit = self.board.unit(u);
        self.dead_end(Event::NoPlace { digit, unit })
    }

    fn dead_end(&mut self, event: Event<()>) -> Event<()> {
        self.stats.dead_ends += 1;
        self.phase = Phase::Backtrack;
        self.naked = C::Set::NONE;
        self.hidden = C::Set::NONE;
        self.pass = None;
        event
    }

    /// One move back: the removals made since the latest placement are given back, then the
    /// placement is undone (forced ones first, then the guess they followed), then the
    /// guess's next option is tried. `None` when a guess had no option left and was dropped
    /// without an event.
    fn back(&mut self) -> Option<Event<()>> {
        let top = self.guesses.checked_sub(1);
        // the removals made at the node a guess was made at stay for its next option
        let leaving = top.is_none_or(|g| self.trail_len > usize::from(self.guess_base[g]));
        if leaving
            && self
                .removals
                .last()
                .is_some_and(|(at, _)| *at == self.trail_len)
        {
            return Some(self.restore_latest());
        }
        let Some(g) = top else {
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

    #[inline]
    fn place(&mut self, i: usize, digit: u8, forced: bool) {
        self.board.place(i, digit);
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

    fn undo_latest(&mut self) -> Event<()> {
        self.trail_len -= 1;
        let k = self.trail_len;
        let i = usize::from(self.trail_cells[k]);
        let digit = self.trail_digits[k];
        let forced = self.trail_forced.contains(k);
        self.trail_forced.remove(k);
        self.board.unplace(i, digit);
        self.stats.undos += 1;
        Event::Undo {
            cell: self.board.cell(i),
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
                cell: self
                    .board
                    .cell(self.option(g, usize::from(self.guess_next[g])).0),
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
    /// branch, or (`true`) cell indices of a unit's.
    pub(crate) fn options(&self) -> Option<(Vec<u8>, bool)> {
        let g = self.guesses.checked_sub(1)?;
        let options = self.guess_options[g][..usize::from(self.guess_width[g])].to_vec();
        Some((options, self.guess_by_unit.contains(g)))
    }

    /// Right after the guess that opened the top level: its `k`-th option replaces the one
    /// placed, and no other is left to try (for random probes of the tree).
    pub(crate) fn steer(&mut self, k: usize) {
        let g = self.guesses - 1;
        let (i, digit) = self.option(g, usize::from(self.guess_next[g]));
        self.board.unplace(i, digit);
        let (i, digit) = self.option(g, k);
        self.board.place(i, digit);
        self.trail_cells[self.trail_len - 1] = i as u8;
        self.trail_digits[self.trail_len - 1] = digit;
        self.guess_options[g].swap(0, k);
        self.guess_width[g] = 1;
    }

    /// The indices of the cells holding a forced digit now.
    fn forced(&self) -> impl Iterator<Item = usize> + '_ {
        members(self.trail_forced).map(|k| usize::from(self.trail_cells[k]))
    }
}

impl<C: Candidates, const N: usize, const W: usize> Engine for Composed<C, N, W> {
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
        &self.heat[..self.board.shape().cells()]
    }

    fn forced_cells(&self) -> u128 {
        self.forced()
            .filter(|&i| i < 128)
            .fold(0, |mask, i| mask | 1 << i)
    }

    fn is_forced(&self, cell: Cell) -> bool {
        let i = self.board.shape().index(cell);
        self.forced().any(|f| f == i)
    }
}

#[cfg(test)]
mod cage_tests;
#[cfg(test)]
pub(crate) mod removal_tests;
#[cfg(test)]
mod sized_tests;
#[cfg(test)]
mod tests;
