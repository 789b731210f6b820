//! The [`Solver`] façade: one type for every strategy, each backed by the engine that searches
//! its way, so that strategy-specific logic stays in its engine.

use super::backtrack::{self, MRV, NaiveSearch, RANDOM, ROW_MAJOR};
use super::compose::{AnySize, Nine};
use super::engine::{Config, Engine, Level, Stats, explored};
use super::event::{Event, EventRef, Removal};
use super::strategy::Strategy;
use crate::sudoku::{AnyBoard, Board, Cell, Marked, NineBoard, Shape, Units};
use std::sync::Arc;

/// The engine of each strategy, the naive ones with their strategy fixed at compile time so that
/// a step takes one well-predicted branch here and none on the strategy inside.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Kind {
    RowMajor(NaiveSearch),
    Mrv(NaiveSearch),
    Random(NaiveSearch),
    /// Another composition the naive engine searches (cells `first`, `mrv` or `degree`,
    /// inference `none` or `fc`), with its code ([`backtrack::code`]).
    Naive(u8, NaiveSearch),
    /// Every other composition, `propagate` among them, on the 9×9 bitboards.
    Composed(Box<Nine>),
    /// Any composition on a board of another size than 9×9, or of other units.
    AnySize(Box<AnySize>),
}

/// `$body` with the const `$s` set to the naive engine's code `$code`: one arm per
/// composition [`Kind::Naive`] holds, each its own monomorphised search.
macro_rules! naive {
    ($code:expr, $s:ident => $body:expr) => {
        naive!(@arms $code, $s, $body;
            F_FC = FC, F_RANDOM_FC = RANDOM | FC, F_LCV = LCV, F_LCV_FC = LCV | FC,
            M_FC = MRV | FC, M_RANDOM = MRV | RANDOM, M_RANDOM_FC = MRV | RANDOM | FC,
            M_LCV = MRV | LCV, M_LCV_FC = MRV | LCV | FC,
            D = DEG, D_FC = DEG | FC, D_RANDOM = DEG | RANDOM, D_RANDOM_FC = DEG | RANDOM | FC,
            D_LCV = DEG | LCV, D_LCV_FC = DEG | LCV | FC)
    };
    (@arms $code:expr, $s:ident, $body:expr; $($name:ident = $value:expr),*) => {{
        use super::backtrack::{DEGREE, FC, LCV};
        const DEG: u8 = MRV | DEGREE;
        $(const $name: u8 = $value;)*
        match $code {
            $($name => {
                const $s: u8 = $name;
                $body
            })*
            code => unreachable!("no naive composition has code {code}"),
        }
    }};
}

/// A depth-first search over a [`NineBoard`], one [`Event`] per [`step`](Solver::step).
///
/// The state is fixed-size (at most 81 levels) plus some counters, so `Clone` is a cheap
/// snapshot from which the search continues exactly as the original would.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Solver {
    kind: Kind,
}

impl Solver {
    /// A search of `grid` (whose filled cells are the givens) with `config`.
    pub fn new(grid: NineBoard, config: Config) -> Solver {
        let kind = match config.strategy {
            Strategy::RowMajor => Kind::RowMajor(NaiveSearch::new(grid, config)),
            Strategy::Mrv => Kind::Mrv(NaiveSearch::new(grid, config)),
            Strategy::Random => Kind::Random(NaiveSearch::new(grid, config)),
            strategy => match backtrack::code(strategy) {
                Some(code) => Kind::Naive(code, NaiveSearch::new(grid, config)),
                None => Kind::Composed(Box::new(Nine::new(grid, config))),
            },
        };
        Solver { kind }
    }

    /// A search of `board` (whose filled cells are the givens) with `config`, at any size:
    /// a 9×9 board is searched by the engines of [`Solver::new`], any other by the composed
    /// search on masks, which emits the same events as they would at 9×9.
    pub fn of_board(board: Board, config: Config) -> Solver {
        match AnyBoard::of(&board) {
            AnyBoard::Nine(grid) => Solver::new(grid, config),
            AnyBoard::Other(board) => Solver::any_size(&board, config),
        }
    }

    /// A search of the pencil-mark puzzle `marked` with `config`, starting from its
    /// candidates as written: the composed search whatever the composition (the 9×9
    /// bitboards at 9×9), which keeps what it strikes. A cell with one candidate is no
    /// given: the rounds of the rules force it, and a search without them guesses it with
    /// one option.
    pub fn of_marked(marked: &Marked, config: Config) -> Solver {
        let kind = match marked.shape() == Shape::NINE {
            true => Kind::Composed(Box::new(Nine::written(marked, config))),
            false => Kind::AnySize(Box::new(AnySize::written(marked, config))),
        };
        Solver { kind }
    }

    /// A search of `board` with `config` on masks, at 9×9 too (where [`Solver::of_board`]
    /// picks the specialised engines): for comparing the two.
    pub(crate) fn any_size(board: &Board, config: Config) -> Solver {
        Solver::of_units(Units::of(board.shape()), board.digits(), config)
    }

    /// A search of `givens` (the board's cells in reading order, 0 for an empty one, none
    /// two alike in a unit) on a board of `units`, which may hold units besides its rows,
    /// columns and boxes, with `config`: the composed search on masks, whatever the size.
    pub fn of_units(units: Arc<Units>, givens: &[u8], config: Config) -> Solver {
        Solver {
            kind: Kind::AnySize(Box::new(AnySize::any(units, givens, config))),
        }
    }

    /// A search of `board` with `config` by the composed engine, whatever the composition
    /// (the naive engine's too), on masks when `masks` or at another size than 9×9: for
    /// comparing the two boards.
    #[cfg(test)]
    pub(crate) fn composed(board: &Board, config: Config, masks: bool) -> Solver {
        match <&[u8; 81]>::try_from(board.digits()) {
            Ok(digits) if board.shape() == Shape::NINE && !masks => {
                let grid = NineBoard::of_legal(digits).expect("a board's digits are legal");
                Solver {
                    kind: Kind::Composed(Box::new(Nine::new(grid, config))),
                }
            }
            _ => Solver::any_size(board, config),
        }
    }

    fn engine(&self) -> &dyn Engine {
        match &self.kind {
            Kind::RowMajor(b) | Kind::Mrv(b) | Kind::Random(b) | Kind::Naive(_, b) => b,
            Kind::Composed(c) => c.as_ref(),
            Kind::AnySize(s) => s.as_ref(),
        }
    }

    /// The board now as a 9×9 [`NineBoard`], when one of the 9×9 engines searches it
    /// ([`Solver::new`]); `None` for the any-size engine. [`board`](Self::board) answers
    /// at every size.
    pub fn grid(&self) -> Option<&NineBoard> {
        match &self.kind {
            Kind::RowMajor(b) | Kind::Mrv(b) | Kind::Random(b) | Kind::Naive(_, b) => {
                Some(b.grid())
            }
            Kind::Composed(c) => Some(c.grid()),
            Kind::AnySize(_) => None,
        }
    }

    /// The board now, at any size.
    pub fn board(&self) -> Board {
        let grid = match &self.kind {
            Kind::RowMajor(b) | Kind::Mrv(b) | Kind::Random(b) | Kind::Naive(_, b) => b.grid(),
            Kind::Composed(c) => c.grid(),
            Kind::AnySize(s) => return s.to_board(),
        };
        AnyBoard::Nine(*grid).board()
    }

    /// The board's shape.
    pub fn shape(&self) -> Shape {
        match &self.kind {
            Kind::AnySize(s) => s.units().shape(),
            _ => Shape::NINE,
        }
    }

    /// The board's units.
    pub fn units(&self) -> Arc<Units> {
        match &self.kind {
            Kind::AnySize(s) => s.units().clone(),
            _ => Units::of(Shape::NINE),
        }
    }

    /// The configuration the search runs with.
    pub fn config(&self) -> &Config {
        self.engine().config()
    }

    /// The counters so far.
    #[inline]
    pub fn stats(&self) -> Stats {
        match &self.kind {
            Kind::RowMajor(b) | Kind::Mrv(b) | Kind::Random(b) | Kind::Naive(_, b) => b.stats(),
            Kind::Composed(c) => c.stats(),
            Kind::AnySize(s) => s.stats(),
        }
    }

    /// The most search-placed digits on the board at once so far (read after every event of
    /// a recording, so matched here rather than through the `dyn` accessor).
    #[inline(always)]
    pub fn max_depth(&self) -> u32 {
        match &self.kind {
            Kind::RowMajor(b) | Kind::Mrv(b) | Kind::Random(b) | Kind::Naive(_, b) => b.max_depth(),
            Kind::Composed(c) => c.max_depth(),
            Kind::AnySize(s) => s.max_depth(),
        }
    }

    /// How many times each cell (by [`Shape::index`], N² of them) has had a digit placed so
    /// far, guessed or forced; they sum to [`Stats::placements`].
    pub fn heat(&self) -> &[u64] {
        self.engine().heat()
    }

    /// The cells holding a digit that propagation forced, bit `i` for the cell with index `i`
    /// ([`Shape::index`]; none for the naive strategies). Boards of up to 128 cells only
    /// (9×9 and smaller): larger ones ask [`is_forced`](Self::is_forced).
    pub fn forced_cells(&self) -> u128 {
        self.engine().forced_cells()
    }

    /// The candidates a rule struck from each cell (by [`Shape::index`]) and has not given
    /// back, or that a pencil-mark puzzle does not write, bit `d` for digit `d` (none for the
    /// naive strategies, which have no such rule).
    pub fn struck(&self) -> Vec<u32> {
        match &self.kind {
            Kind::Composed(c) => c.struck(),
            Kind::AnySize(s) => s.struck(),
            _ => vec![0; self.shape().cells()],
        }
    }

    /// Whether `cell` holds a digit that propagation forced, at any size.
    pub fn is_forced(&self, cell: Cell) -> bool {
        self.engine().is_forced(cell)
    }

    /// For a strategy with random digits: the options of the latest guess in the order it
    /// drew for them (digits of a cell, or cell indices ([`Shape::index`]) of a unit's
    /// branch), which nothing else can tell; `None` for the other strategies, which try them
    /// in an order the board decides.
    pub fn drawn_order(&self) -> Option<Vec<u8>> {
        match &self.kind {
            Kind::Random(b) => b.shuffled_order(),
            Kind::Naive(_, b) if b.config().strategy.is_random() => b.shuffled_order(),
            Kind::Composed(c) if c.config().strategy.is_random() => c.options().map(|(o, _)| o),
            Kind::AnySize(s) if s.config().strategy.is_random() => s.options().map(|(o, _)| o),
            _ => None,
        }
    }

    /// The search's levels (its guesses on the stack), bottom first.
    pub fn levels(&self) -> Vec<Level> {
        self.levels_and_backing().0
    }

    /// The levels, and whether the search is backing up out of the latest level's digit.
    pub fn levels_and_backing(&self) -> (Vec<Level>, bool) {
        match &self.kind {
            Kind::RowMajor(b) | Kind::Mrv(b) | Kind::Random(b) | Kind::Naive(_, b) => b.levels(),
            Kind::Composed(c) => c.levels(),
            Kind::AnySize(s) => s.levels(),
        }
    }

    /// The fraction of the search tree explored so far, from the stack as in Knuth's progress
    /// reports: `Σ_l done_l / (d_1⋯d_l)`, where level `l` has `d_l` digits and `done_l` of
    /// their subtrees are finished (those tried before the current one, and the current one
    /// too when the search is backing up out of it). Never lower after a later event; exactly
    /// 1 once the whole tree is searched.
    pub fn progress(&self) -> f64 {
        if self.is_exhausted() {
            return 1.0;
        }
        let (levels, backing) = self.levels_and_backing();
        explored(levels.into_iter(), backing)
    }

    /// Whether the search is over: it emitted `Done` (exhausted) or the last solution it was
    /// asked for, and [`step`](Self::step) returns `None` from now on.
    pub fn is_finished(&self) -> bool {
        self.engine().is_finished()
    }

    /// Whether the search has run out of branches (so the solutions found are all there are).
    pub fn is_exhausted(&self) -> bool {
        self.is_finished() && self.stats().solutions < self.config().max_solutions
    }

    /// Performs one move of the search and reports it; `None` once the search is over (after
    /// `Done`, or after the `max_solutions`-th solution).
    #[inline]
    pub fn step(&mut self) -> Option<Event> {
        // the naive engine makes its events owned from the start: having no removal, they
        // need no rebuilding (a rebuilt event was copied through memory, and a step slowed
        // by a half)
        let event = match &mut self.kind {
            Kind::RowMajor(b) => return b.step_as::<ROW_MAJOR, _>(),
            Kind::Mrv(b) => return b.step_as::<MRV, _>(),
            Kind::Random(b) => return b.step_as::<RANDOM, _>(),
            Kind::Naive(code, b) => return step_naive(*code, b),
            Kind::Composed(c) => step_composed(c)?,
            Kind::AnySize(s) => step_any_size(s)?,
        };
        Some(event.with(|()| self.latest().clone()))
    }

    /// [`step`](Self::step), the event's removal left to the search, where
    /// [`latest`](Self::latest) lends it: nothing is cloned or dropped, and an event with no
    /// removal is never looked at again.
    #[inline(always)]
    pub(crate) fn next_move(&mut self) -> Option<Event<()>> {
        match &mut self.kind {
            Kind::RowMajor(b) => b.step_as::<ROW_MAJOR, _>(),
            Kind::Mrv(b) => b.step_as::<MRV, _>(),
            Kind::Random(b) => b.step_as::<RANDOM, _>(),
            Kind::Naive(code, b) => step_naive(*code, b),
            Kind::Composed(c) => c.next_move(),
            Kind::AnySize(s) => step_any_size(s),
        }
    }

    /// The removal of the latest move (from [`next_move`](Self::next_move)), an
    /// `Eliminate` or a `Restore`.
    #[cold]
    pub(crate) fn latest(&self) -> &Removal {
        match &self.kind {
            Kind::Composed(c) => c.latest(),
            Kind::AnySize(s) => s.latest(),
            _ => unreachable!("the naive engine removes no candidate"),
        }
    }

    /// Performs up to `limit` moves, handing each event (lent, as [`step_ref`](Self::step_ref)
    /// gives it) and the deepest depth so far after it to `visit`, and stops after an event
    /// for which `visit` answers false. Returns how many moves it made. The fast path for long
    /// runs: the strategy is looked at once, not per move.
    ///
    /// Only the three presets' loops are generic over `visit` here, so that they inline it;
    /// every other kind takes it as `&mut dyn FnMut` in [`run_other`](Self::run_other),
    /// compiled once, in the core. Otherwise each caller's closure would copy the seventeen
    /// naive searches into the caller's crate, unoptimised where that crate is (a third of
    /// the core's test build, and the binary's searches at `opt-level` 0). The core's own
    /// loops, each compiled once, inline every kind ([`run_inlined`](Self::run_inlined)).
    #[inline]
    pub fn run(&mut self, limit: u64, mut visit: impl FnMut(EventRef<'_>, u32) -> bool) -> u64 {
        // the presets' arms repeat `run_inlined`'s rather than call it: inlined here, its
        // other arms would be compiled with the caller's closure too, even if never taken
        match &mut self.kind {
            Kind::RowMajor(b) => b.run_as::<ROW_MAJOR>(limit, &mut visit),
            Kind::Mrv(b) => b.run_as::<MRV>(limit, &mut visit),
            Kind::Random(b) => b.run_as::<RANDOM>(limit, &mut visit),
            _ => self.run_other(limit, &mut visit),
        }
    }

    /// [`run`](Self::run) of every kind but the presets.
    #[inline(never)]
    fn run_other(&mut self, limit: u64, visit: &mut dyn FnMut(EventRef<'_>, u32) -> bool) -> u64 {
        self.run_inlined(limit, visit)
    }

    /// [`run`](Self::run) with `visit` inlined into every kind's loop: for the core's loops
    /// that are not generic themselves ([`fast_forward`](Self::fast_forward), `solve`'s,
    /// the timeline's, the tree's), so that each is compiled once, as fast as the presets.
    #[inline(always)]
    pub(crate) fn run_inlined(
        &mut self,
        limit: u64,
        mut visit: impl FnMut(EventRef<'_>, u32) -> bool,
    ) -> u64 {
        match &mut self.kind {
            Kind::RowMajor(b) => b.run_as::<ROW_MAJOR>(limit, &mut visit),
            Kind::Mrv(b) => b.run_as::<MRV>(limit, &mut visit),
            Kind::Random(b) => b.run_as::<RANDOM>(limit, &mut visit),
            Kind::Naive(code, b) => naive!(*code, S => b.run_as::<S>(limit, &mut visit)),
            Kind::Composed(c) => drive(c.as_mut(), limit, &mut visit),
            Kind::AnySize(s) => run_any_size(s, limit, &mut visit),
        }
    }

    /// How many options the latest guess on the stack has (its cell's candidates when it
    /// was chosen); 0 with no guess on the stack. Cheaper than [`levels`](Self::levels)
    /// for a caller that asks at every guess (the probes of [`crate::estimate`]).
    pub fn top_width(&self) -> u32 {
        match &self.kind {
            Kind::RowMajor(b) | Kind::Mrv(b) | Kind::Random(b) | Kind::Naive(_, b) => b.top_width(),
            Kind::Composed(c) => c.top_width(),
            Kind::AnySize(s) => s.top_width(),
        }
    }

    /// Right after a `Place` event that opened a new level (a guess's first digit): its
    /// `k`-th option (0-based, in the order the strategy tries them; below the level's
    /// width) replaces the digit placed, and no other option is left to try, so the search
    /// follows that one branch. For random probes of the tree ([`crate::estimate`]): the
    /// counters then describe the probe, not a search.
    pub fn steer(&mut self, k: usize) {
        match &mut self.kind {
            Kind::RowMajor(b) => b.steer::<ROW_MAJOR>(k),
            Kind::Mrv(b) => b.steer::<MRV>(k),
            Kind::Random(b) => b.steer::<RANDOM>(k),
            Kind::Naive(code, b) => naive!(*code, S => b.steer::<S>(k)),
            Kind::Composed(c) => c.steer(k),
            Kind::AnySize(s) => s.steer(k),
        }
    }

    /// Performs up to `n` moves without looking at them; returns how many it made.
    pub fn fast_forward(&mut self, n: u64) -> u64 {
        self.run_inlined(n, |_, _| true)
    }
}

/// [`Solver::step`] of a [`Kind::Naive`] search. Kept out of line, as is
/// [`Solver::run_other`], so that the presets' paths stay small enough to be inlined into
/// their callers.
#[inline(never)]
fn step_naive<R>(code: u8, b: &mut NaiveSearch) -> Option<Event<R>> {
    naive!(code, S => b.step_as::<S, R>())
}

/// [`Solver::step`] of a [`Kind::Composed`] search, out of line as [`step_naive`] is: the
/// composed engine is generic over its board, so inlined into `step` it would be compiled
/// into every crate that steps a search, at that crate's optimisation.
#[inline(never)]
fn step_composed(c: &mut Nine) -> Option<Event<()>> {
    c.next_move()
}

/// [`Solver::step`] of a [`Kind::AnySize`] search, out of line as [`step_naive`] is.
#[inline(never)]
fn step_any_size(s: &mut AnySize) -> Option<Event<()>> {
    s.next_move()
}

/// [`Solver::run`] of a [`Kind::AnySize`] search. The engine is run in place: its state is
/// too large to copy for every run.
#[inline(never)]
fn run_any_size(
    s: &mut AnySize,
    limit: u64,
    visit: &mut impl FnMut(EventRef<'_>, u32) -> bool,
) -> u64 {
    let mut moves = 0;
    while moves < limit {
        let Some(event) = s.next_move() else { break };
        moves += 1;
        if !visit(event.with(|()| s.latest()), s.max_depth()) {
            break;
        }
    }
    moves
}

/// The loop of [`Solver::run`] for the composed search on 9×9's bitboards. The engine runs as
/// a local copy, written back at the end: its fields then stay in registers instead of being
/// reloaded after every store the visitor makes (into an event buffer, say), which it cannot
/// prove does not alias them.
#[inline(always)]
fn drive(engine: &mut Nine, limit: u64, visit: &mut impl FnMut(EventRef<'_>, u32) -> bool) -> u64 {
    let mut local = engine.clone();
    let mut moves = 0;
    while moves < limit {
        let Some(event) = local.next_move() else {
            break;
        };
        moves += 1;
        if !visit(event.with(|()| local.latest()), local.max_depth()) {
            break;
        }
    }
    *engine = local;
    moves
}

impl Iterator for Solver {
    type Item = Event;

    fn next(&mut self) -> Option<Event> {
        self.step()
    }
}
