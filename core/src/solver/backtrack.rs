//! The naive searches as one explicit-stack state machine: choose a cell, try its legal
//! digits one by one, back up when a cell has none. No propagation: the presets row-major,
//! mrv and random, and every composition of their cell choices (`first`, `mrv`, `degree`)
//! with any digit order and inference `none` or `fc` ([`lookahead`]).

mod lookahead;

use super::engine::{Config, Engine, Level, Stats};
use super::event::{Event, EventRef, Removal};
use super::mrv::MrvTracker;
use super::rng::Rng;
use super::strategy::{Cells, Digits, Inference, Strategy};
use crate::sudoku::{Cell, NineBoard};
use lookahead::Later;

/// The strategies as numbers, for the state machine's const parameter: the presets, and the
/// bits a composition's code is made of. Each code is its own monomorphised search, so a step
/// takes no branch on the strategy.
pub(super) const ROW_MAJOR: u8 = 0;
pub(super) const MRV: u8 = 1;
pub(super) const RANDOM: u8 = 2;
/// Least constraining value first.
pub(super) const LCV: u8 = 4;
/// Forward checking after each guess.
pub(super) const FC: u8 = 8;
/// Ties of MRV broken by the most empty peers (always with [`MRV`]).
pub(super) const DEGREE: u8 = 16;

/// The code of `strategy` when this engine searches it: its cells `first`, `mrv` or `degree`
/// and its inference `none` or `fc`.
pub(super) fn code(strategy: Strategy) -> Option<u8> {
    let cells = match strategy.cells {
        Cells::First => 0,
        Cells::Mrv => MRV,
        Cells::Degree => MRV | DEGREE,
        Cells::Constraint => return None,
    };
    let digits = match strategy.digits {
        Digits::Up => 0,
        Digits::Random => RANDOM,
        Digits::Lcv => LCV,
    };
    let inference = match strategy.inference {
        Inference::None => 0,
        Inference::Fc => FC,
        _ => return None,
    };
    Some(cells | digits | inference)
}

/// Whether the digits of a level are kept as a queue in the order tried (random, lcv) rather
/// than as a mask tried lowest first.
const fn queued(s: u8) -> bool {
    s & (RANDOM | LCV) != 0
}

/// Where the state machine stands between two events.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Phase {
    /// Look at the board: a solution, a dead end, or a new cell to try.
    Descend,
    /// Work on the top frame: take back its digit, or try its next one, or pop it.
    Advance,
    /// The search is over: it emitted `Done` (exhausted), or the solution it was asked to
    /// stop at (which is then its last event).
    Finished,
}

/// Where the search stands: the stack's height and the phase.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct At {
    len: usize,
    phase: Phase,
    stats: Stats,
}

/// A depth-first backtracking search over a [`NineBoard`], one [`Event`] per step.
///
/// The state is a fixed-size stack (at most 81 frames) and some counters, so `Clone` is a
/// cheap snapshot from which the search continues exactly as the original would.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) struct NaiveSearch {
    /// Where it stands, apart from the rest: a run of moves keeps a copy in registers (see
    /// [`run_as`](Self::run_as)), while a single step reads and writes only what it changes.
    at: At,
    search: NaiveBody,
}

/// All of a [`NaiveSearch`] but where it stands.
#[derive(Clone, Debug, PartialEq, Eq)]
struct NaiveBody {
    grid: NineBoard,
    config: Config,
    /// The stack, one entry per level, kept as separate arrays so each field is read back at
    /// the width it was written (a packed frame costs store-forwarding stalls).
    /// `cells[l]`: the cell chosen at level `l` ([`Cell::bits`]).
    cells: [u8; 81],
    /// `digits[l]`: the digit it holds now, 0 when none.
    digits: [u8; 81],
    /// `rest[l]`: untried legal digits as a mask, tried lowest first (digits `up`).
    rest: [u16; 81],
    /// `queue[l]`: untried legal digits in the order tried (random, lcv), four bits each, next
    /// in the low bits.
    queue: [u64; 81],
    /// `shuffles[l]`: every legal digit of level `l` in the order they are tried (random and
    /// lcv only), four bits each, the first in the low bits: what an explanation of a guess
    /// names.
    shuffles: [u64; 81],
    /// The initially empty cells in reading order: at height `l` the row-major search always
    /// picks `order[l]`, since every earlier empty cell holds a digit.
    order: [u8; 81],
    /// How many cells were empty at the start.
    empties: usize,
    /// `heat[i]`: how many times the cell with index `i` has had a digit placed.
    heat: [u64; 81],
    rng: Rng,
    mrv: MrvTracker,
    /// The empty peers of each level's cell for `first` with `fc` or `lcv`, shared by clones.
    later: Option<Later>,
    /// `wipes[l]`: for `first` with `fc`, the digits that leave a peer of level `l`'s cell
    /// with no legal digit, bit `d` each ([`NaiveBody::look_ahead`]).
    wipes: [u16; 81],
}

impl NaiveSearch {
    /// A search of `grid` (whose filled cells are the givens) with `config`.
    pub(super) fn new(grid: NineBoard, config: Config) -> NaiveSearch {
        let mut order = [0u8; 81];
        let mut empties = 0;
        for cell in Cell::all().filter(|&c| grid.get(c).is_none()) {
            order[empties] = cell.bits();
            empties += 1;
        }
        NaiveSearch {
            at: At {
                len: 0,
                phase: Phase::Descend,
                stats: Stats::default(),
            },
            search: NaiveBody {
                order,
                empties,
                grid,
                config,
                cells: [0; 81],
                digits: [0; 81],
                rest: [0; 81],
                queue: [0; 81],
                shuffles: [0; 81],
                heat: [0; 81],
                rng: Rng::new(config.seed),
                mrv: MrvTracker::new(&grid),
                wipes: [0; 81],
                later: code(config.strategy)
                    .filter(|&s| s & MRV == 0 && s & (FC | LCV) != 0)
                    .map(|_| Later::new(&order[..empties])),
            },
        }
    }

    /// One move of the search for the strategy numbered `S`.
    #[inline(always)]
    pub(super) fn step_as<const S: u8, R>(&mut self) -> Option<Event<R>> {
        self.search.step::<S, R>(&mut self.at)
    }

    /// Up to `limit` moves for the strategy numbered `S`, each handed to `visit` with the
    /// deepest depth so far, stopping after an event for which it answers false; returns how
    /// many it made. Where the search stands is a local copy meanwhile, which stays in
    /// registers: in the struct it is reloaded after every store into the stack's arrays,
    /// which the compiler cannot tell apart from it.
    #[inline(always)]
    pub(super) fn run_as<const S: u8>(
        &mut self,
        limit: u64,
        visit: &mut impl FnMut(EventRef<'_>, u32) -> bool,
    ) -> u64 {
        let mut at = self.at;
        let mut moves = 0;
        while moves < limit {
            // made as a lent event: no removal to lend, so nothing to convert
            let Some(event) = self.search.step::<S, &Removal>(&mut at) else {
                break;
            };
            moves += 1;
            if !visit(event, at.stats.max_depth) {
                break;
            }
        }
        self.at = at;
        moves
    }

    /// Each level of the stack, bottom first: its digits tried so far (the current one
    /// included) and how many it had, and whether the digit now at the top is done with (the
    /// search is backing up out of it).
    pub(super) fn levels(&self) -> (Vec<Level>, bool) {
        let (s, len) = (&self.search, self.at.len);
        // the board each level chose on: the givens and the digits of the levels below it
        // (re-derived here rather than kept per level, which would slow every step)
        let mut board = s.grid;
        for l in 0..len {
            board.clear(Cell::from_bits(s.cells[l]));
        }
        let mut levels = Vec::with_capacity(len);
        for l in 0..len {
            let cell = Cell::from_bits(s.cells[l]);
            let width = board.candidates(cell).0.count_ones();
            // digits left: four bits each in the random queue, a bit each in the mask (only
            // one of the two is in use)
            let left = (64 - s.queue[l].leading_zeros()).div_ceil(4) + s.rest[l].count_ones();
            levels.push(Level {
                cell,
                tried: width.saturating_sub(left) as u8,
                width: width as u8,
                holds: s.digits[l] != 0,
            });
            if s.digits[l] != 0 {
                board.place(cell, s.digits[l]);
            }
        }
        (levels, self.at.phase == Phase::Advance)
    }

    /// How many legal digits the top level's cell had when it was chosen: the ones tried,
    /// the current one included, and the ones left.
    pub(super) fn top_width(&self) -> u32 {
        let Some(level) = self.at.len.checked_sub(1) else {
            return 0;
        };
        let s = &self.search;
        let mut board = s.grid;
        board.clear(Cell::from_bits(s.cells[level]));
        board.candidates(Cell::from_bits(s.cells[level])).len()
    }

    /// Right after the guess that opened the top level: its `k`-th digit (0-based, in the
    /// order the strategy tries them) replaces the one placed, and no other is left to try.
    /// For random probes of the tree ([`crate::estimate`]), which follow one branch each.
    pub(super) fn steer<const S: u8>(&mut self, k: usize) {
        let level = self.at.len - 1;
        let s = &mut self.search;
        let cell = Cell::from_bits(s.cells[level]);
        let placed = s.digits[level];
        let digit = if queued(S) {
            (s.shuffles[level] >> (4 * k)) as u8 & 0xF
        } else {
            let mut rest = s.rest[level] | 1 << placed;
            for _ in 0..k {
                rest &= rest - 1;
            }
            rest.trailing_zeros() as u8
        };
        s.rest[level] = 0;
        s.queue[level] = 0;
        s.grid.remove(cell, placed);
        if S & MRV != 0 {
            s.mrv.after_clear(&s.grid, cell, placed);
            s.mrv.before_place(&s.grid, cell, digit);
        }
        s.grid.place(cell, digit);
        s.digits[level] = digit;
    }

    /// The digits of the cell chosen last, in the order the random strategy tries them.
    pub(super) fn shuffled_order(&self) -> Option<Vec<u8>> {
        let level = self.at.len.checked_sub(1)?;
        let mut q = self.search.shuffles[level];
        let mut order = Vec::new();
        while q != 0 {
            order.push((q & 0xF) as u8);
            q >>= 4;
        }
        Some(order)
    }
}

impl NaiveBody {
    /// One move from where the search stands, `at`, for the strategy numbered `S`.
    #[inline(always)]
    fn step<const S: u8, R>(&mut self, at: &mut At) -> Option<Event<R>> {
        loop {
            match at.phase {
                Phase::Descend => return Some(self.descend::<S, _>(at)),
                Phase::Advance => {
                    if at.len == 0 {
                        at.phase = Phase::Finished;
                        return Some(Event::Done);
                    }
                    let level = at.len - 1;
                    let cell = Cell::from_bits(self.cells[level]);
                    let digit = self.digits[level];
                    if digit != 0 {
                        self.digits[level] = 0;
                        return Some(self.undo::<S, _>(cell, digit, at));
                    }
                    let next = self.next_digit::<S>(level);
                    if next != 0 {
                        self.digits[level] = next;
                        at.phase = Phase::Descend;
                        return Some(self.place::<S, _>(cell, next, at));
                    }
                    at.len = level;
                }
                Phase::Finished => return None,
            }
        }
    }

    /// At a fresh board position: report a solution, a dead end, or push the next cell and
    /// place its first digit.
    #[inline(always)]
    fn descend<const S: u8, R>(&mut self, at: &mut At) -> Event<R> {
        // every level's digit is on the board here, the top one placed by the step before
        if S & FC != 0
            && at.len > 0
            && let Some(cell) = self.wiped::<S>(at.len - 1)
        {
            at.stats.dead_ends += 1;
            at.phase = Phase::Advance;
            return Event::DeadEnd { cell };
        }
        let chosen = if S & DEGREE != 0 {
            self.most_peers()
        } else if S & MRV != 0 {
            self.mrv.choose().map(|(cell, _)| cell)
        } else {
            (at.len < self.empties).then(|| Cell::from_bits(self.order[at.len]))
        };
        let Some(cell) = chosen else {
            at.stats.solutions += 1;
            at.phase = if at.stats.solutions >= self.config.max_solutions {
                Phase::Finished
            } else {
                Phase::Advance
            };
            return Event::Solution {
                number: at.stats.solutions,
            };
        };
        let legal = self.grid.candidates(cell);
        if legal.is_empty() {
            at.stats.dead_ends += 1;
            at.phase = Phase::Advance;
            return Event::DeadEnd { cell };
        }
        let level = at.len;
        at.len += 1;
        self.cells[level] = cell.bits();
        let counts = if S & LCV != 0 || S & (FC | MRV) == FC {
            self.look_ahead::<S>(level, cell, legal.0)
        } else {
            0
        };
        let digit = if queued(S) {
            let q = if S & LCV != 0 {
                NaiveBody::least_constraining(counts, legal.0)
            } else {
                self.rng.shuffled_digits(legal.0)
            };
            self.shuffles[level] = q;
            self.queue[level] = q >> 4;
            (q & 0xF) as u8
        } else {
            self.rest[level] = legal.0 & (legal.0 - 1);
            legal.0.trailing_zeros() as u8
        };
        self.digits[level] = digit;
        self.place::<S, _>(cell, digit, at)
    }

    /// Takes the next untried digit at `level`, or 0 when none is left.
    #[inline]
    fn next_digit<const S: u8>(&mut self, level: usize) -> u8 {
        if queued(S) {
            let q = self.queue[level];
            self.queue[level] = q >> 4;
            (q & 0xF) as u8
        } else {
            let r = self.rest[level];
            self.rest[level] = r & r.wrapping_sub(1);
            if r == 0 { 0 } else { r.trailing_zeros() as u8 }
        }
    }

    #[inline(always)]
    fn place<const S: u8, R>(&mut self, cell: Cell, digit: u8, at: &mut At) -> Event<R> {
        if S & MRV != 0 {
            self.mrv.before_place(&self.grid, cell, digit);
        }
        self.grid.place(cell, digit);
        at.stats.placements += 1;
        self.heat[cell.nine_index()] += 1;
        // every level holds a digit right after a placement, so the depth is the stack's
        // height, `len`
        if at.len as u32 > at.stats.max_depth {
            at.stats.max_depth = at.len as u32;
        }
        Event::Place { cell, digit }
    }

    #[inline(always)]
    fn undo<const S: u8, R>(&mut self, cell: Cell, digit: u8, at: &mut At) -> Event<R> {
        self.grid.remove(cell, digit);
        if S & MRV != 0 {
            self.mrv.after_clear(&self.grid, cell, digit);
        }
        at.stats.undos += 1;
        Event::Undo {
            cell,
            digit,
            forced: false,
        }
    }
}

impl NaiveSearch {
    /// The board now.
    pub(super) fn grid(&self) -> &NineBoard {
        &self.search.grid
    }
}

impl Engine for NaiveSearch {
    fn config(&self) -> &Config {
        &self.search.config
    }

    #[inline(always)]
    fn counters(&self) -> &Stats {
        &self.at.stats
    }

    fn is_finished(&self) -> bool {
        self.at.phase == Phase::Finished
    }

    fn heat(&self) -> &[u64] {
        &self.search.heat
    }
}
