//! A cursor over a search's event stream that steps both ways in O(1), seeks anywhere and jumps
//! to the next or previous backtrack, dead end or solution, in bounded memory.
//!
//! The search runs ahead only as far as the cursor needs. Events are kept as two-byte codes in
//! segments of 65,536; a few segments stay decoded and any other is re-derived from a snapshot
//! of the solver (the search is deterministic, so re-derived events are identical).

mod code;
mod cursor;
mod jump;
mod levels;
mod profile;
mod store;
mod trail;

pub use jump::{Progress, Target};
pub use profile::DepthProfile;
pub use store::Geometry;
pub use trail::CellState;

use crate::explain::{Backtrack, Explanation, Scene};
use crate::solver::{Config, Event, Level, Removal, Solver, Stats};
use crate::sudoku::{
    AnyBoard, Board, Cell, ConflictError, Marked, NineBoard, Shape, Units, conflicts_on,
};
use code::Kind;
use cursor::AtCursor;
use std::sync::Arc;
use store::Store;

/// Steps further than this are taken as a seek (replay from a snapshot) instead of one by one.
const SEEK_INSTEAD: u64 = 1 << 14;

/// How far before the cursor a rebuild of the cursor's state starts, so that stepping back that far
/// finds every level it reopens remembered.
const REBUILD_WINDOW: u64 = 1 << 16;

/// A search and a cursor over its events.
pub struct Timeline {
    givens: AnyBoard,
    /// The configuration asked for; the search itself runs without a solution cap, which
    /// only marks where [`Target::End`] stops, so that the next solution can always be sought.
    config: Config,
    store: Store,
    here: AtCursor,
    /// The jump under way: its target and where the cursor was when it started.
    jump: Option<(Target, u64)>,
    /// Whether the search starts from candidates as written (a pencil-mark puzzle), which
    /// step 0 then shows in place of givens.
    written: bool,
}

impl Timeline {
    /// A timeline of the search of `givens` with `config`, its cursor at step 0.
    pub fn new(givens: NineBoard, config: Config) -> Timeline {
        Timeline::with_geometry(givens, config, Geometry::default())
    }

    /// Like [`new`](Self::new) with a chosen segment size and snapshot limit (tests use tiny
    /// ones to cross many boundaries quickly).
    pub fn with_geometry(givens: NineBoard, config: Config, geometry: Geometry) -> Timeline {
        let solver = Solver::new(givens, Timeline::uncapped(config));
        Timeline::start(solver, AnyBoard::Nine(givens), config, geometry)
    }

    /// A timeline of the search of a board of any size (a 9×9 one searches as
    /// [`new`](Self::new)'s).
    pub fn of_board(givens: Board, config: Config) -> Timeline {
        Timeline::of_board_with_geometry(givens, config, Geometry::default())
    }

    /// [`of_board`](Self::of_board) with a chosen segment size and snapshot limit.
    pub fn of_board_with_geometry(givens: Board, config: Config, geometry: Geometry) -> Timeline {
        let any = AnyBoard::of(&givens);
        let solver = match any.grid() {
            Some(&grid) => Solver::new(grid, Timeline::uncapped(config)),
            None => Solver::of_board(givens, Timeline::uncapped(config)),
        };
        Timeline::start(solver, any, config, geometry)
    }

    /// A timeline of the search of the pencil-mark puzzle `marked`, from its candidates as
    /// written ([`Solver::of_marked`]): the cursor's candidates are the written ones, less
    /// what the search has placed or struck since.
    pub fn of_marked(marked: &Marked, config: Config) -> Timeline {
        let solver = Solver::of_marked(marked, Timeline::uncapped(config));
        let givens = AnyBoard::of(marked.board());
        Timeline {
            written: true,
            ..Timeline::start(solver, givens, config, Geometry::default())
        }
    }

    /// A timeline of the search of `givens` (the board's N² cells in reading order, 0 for an
    /// empty one, none above N) on a board of `units`, which may hold units besides its
    /// rows, columns and boxes ([`Units::with_extra`], such as the two
    /// [`diagonals`](crate::sudoku::diagonals)) or a jigsaw's regions in place of its boxes
    /// ([`Units::with_regions`]): the composed search on masks, at every size and under
    /// every composition ([`Solver::of_units`]). Givens that share a unit are refused, every
    /// such pair named.
    ///
    /// # Panics
    ///
    /// When `givens` are not N² digits of 0..=N.
    pub fn of_units(
        units: Arc<Units>,
        givens: &[u8],
        config: Config,
    ) -> Result<Timeline, ConflictError> {
        let conflicts = conflicts_on(&units, givens);
        if !conflicts.is_empty() {
            return Err(ConflictError { conflicts });
        }
        let shape = units.shape();
        assert!(
            givens.len() == shape.cells() && givens.iter().all(|&d| usize::from(d) <= shape.side()),
            "N² digits of 0..=N"
        );
        // a jigsaw's givens need not keep to the shape's boxes, which a 9×9 grid checks
        let board = match units.has_boxes() {
            true => AnyBoard::of(&Board::of_digits(shape, givens)),
            false => AnyBoard::Other(Box::new(Board::of_digits(shape, givens))),
        };
        let solver = Solver::of_units(units, givens, Timeline::uncapped(config));
        Ok(Timeline::start(solver, board, config, Geometry::default()))
    }

    /// A timeline of `solver`'s search, which stands at step 0 and has no solution cap: for
    /// a search made otherwise than by a strategy alone (tests of removals).
    #[cfg(test)]
    pub(crate) fn of_solver(solver: Solver, geometry: Geometry) -> Timeline {
        let givens = AnyBoard::of(&solver.board());
        let config = *solver.config();
        Timeline::start(solver, givens, config, geometry)
    }

    /// The configuration the timeline's search runs with: no solution cap (the cap only
    /// marks where [`Target::End`] stops, so that the next solution can always be sought).
    fn uncapped(config: Config) -> Config {
        Config {
            max_solutions: u64::MAX,
            ..config
        }
    }

    fn start(solver: Solver, givens: AnyBoard, config: Config, geometry: Geometry) -> Timeline {
        let here = AtCursor::of(&solver);
        Timeline {
            givens,
            config,
            store: Store::new(solver, geometry),
            here,
            jump: None,
            written: false,
        }
    }

    /// Whether the search starts from a pencil-mark puzzle's candidates as written
    /// ([`of_marked`](Self::of_marked)) rather than from givens alone.
    pub fn from_written_candidates(&self) -> bool {
        self.written
    }

    /// How many solver snapshots the timeline holds (bounded by its [`Geometry`]).
    pub fn checkpoint_count(&self) -> usize {
        self.store.checkpoint_count()
    }

    /// The configuration of the search (its `max_solutions` is where [`Target::End`] stops).
    pub fn config(&self) -> &Config {
        &self.config
    }

    /// The board's size.
    pub fn shape(&self) -> Shape {
        self.givens.shape()
    }

    /// The board's units: its rows, columns and boxes, and any others it was made with
    /// ([`of_units`](Self::of_units)).
    pub fn units(&self) -> &Arc<Units> {
        self.store.units()
    }

    /// The puzzle's givens: the board at step 0.
    pub fn givens(&self) -> &AnyBoard {
        &self.givens
    }

    /// The cursor: how many events have been applied (0 = the givens only).
    pub fn position(&self) -> u64 {
        self.here.position
    }

    /// How many events the search has generated so far.
    pub fn explored(&self) -> u64 {
        self.store.explored()
    }

    /// Whether the whole search space has been explored (`Done` was emitted), so that
    /// [`explored`](Self::explored) is the total and the solutions found are all there are.
    pub fn is_finished(&self) -> bool {
        self.store.is_finished()
    }

    /// Where the search ends as configured, once known: the step of the `max_solutions`-th
    /// solution, or the last event when the search has fewer solutions.
    pub fn end(&self) -> Option<u64> {
        let cap = self.config.max_solutions.max(1);
        let solutions = self.store.solution_steps();
        match solutions.get(usize::try_from(cap - 1).unwrap_or(usize::MAX)) {
            Some(&step) => Some(step),
            None => self.is_finished().then(|| self.explored()),
        }
    }

    /// Whether the cursor stands at [`end`](Self::end).
    pub fn at_end(&self) -> bool {
        self.end() == Some(self.position())
    }

    /// The board at the cursor.
    pub fn board(&self) -> &AnyBoard {
        &self.here.board
    }

    /// The counters at the cursor: steps (the position), placements, undos, dead ends and
    /// solutions so far, and the deepest depth reached so far.
    pub fn stats(&self) -> Stats {
        self.here.stats(self.store.max_depth_at(self.position()))
    }

    /// The fraction of the search tree explored at the cursor, as [`Solver::progress`] says
    /// it: from the stack, which the cursor's state keeps in O(1) per step either way.
    pub fn progress(&self) -> f64 {
        let backing = match self.current_event() {
            Some(Event::Done) => return 1.0, // the timeline's search is never capped
            Some(e) => {
                e.is_dead_end()
                    || matches!(
                        e,
                        Event::Undo { .. } | Event::Restore(_) | Event::Solution { .. }
                    )
            }
            None => false,
        };
        self.here.levels.progress(backing)
    }

    /// Why the event at the cursor happened (`None` at step 0). Only the random strategy's
    /// guesses need the solver (their digit order): a replay from the nearest snapshot.
    pub fn explanation(&self) -> Option<Explanation> {
        self.explain(None)
    }

    /// [`explanation`](Self::explanation), with a solver that stands at the cursor too, for
    /// a caller that steps one alongside (`trace --explain`): it saves the replay.
    pub fn explanation_beside(&self, alongside: &Solver) -> Option<Explanation> {
        self.explain(Some(alongside))
    }

    fn explain(&self, alongside: Option<&Solver>) -> Option<Explanation> {
        let event = self.current_event()?;
        let strategy = self.config.strategy;
        let drawn = (strategy.is_random() && matches!(event, Event::Place { .. }))
            .then(|| match alongside {
                Some(solver) => solver.drawn_order(),
                None => self.solver_at_cursor().drawn_order(),
            })
            .flatten();
        let backtrack = match event {
            Event::Undo { forced, .. } => {
                // the run of undos (and restores) this one is in began after a dead end or
                // a solution
                let before = (0..self.position()).rev().map(|s| self.event_at(s));
                let cause = before
                    .flatten()
                    .find(|e| !matches!(e, Event::Undo { .. } | Event::Restore(_)));
                let guesses_left = !self.levels().is_empty();
                Backtrack::of(forced, cause, guesses_left)
            }
            _ => Backtrack::DeadEnd,
        };
        let (solutions, previous) = (self.stats().solutions, self.previous_event());
        let units = self.store.units();
        let scene = Scene {
            board: &(),
            units,
            struck: &self.here.struck,
            strategy,
            drawn,
            solutions,
            backtrack,
            previous,
        };
        // the same scene on 9×9's grid or another size's board
        Some(match self.board() {
            AnyBoard::Nine(grid) => Explanation::of(event, &scene.on(grid)),
            AnyBoard::Other(board) => Explanation::of(event, &scene.on(&**board)),
        })
    }

    /// The search's levels at the cursor, bottom first (the progress's breadcrumb).
    pub fn levels(&self) -> Vec<Level> {
        self.here.levels.levels()
    }

    /// The search's depth over what is explored, downsampled (the timeline bar's profile).
    pub fn depth_profile(&self) -> &DepthProfile {
        self.store.profile()
    }

    /// How many times each cell (by reading-order index) has had a digit placed up to the
    /// cursor.
    pub fn heat(&self) -> &[u64] {
        &self.here.heat
    }

    /// The positions of the `Solution` events found so far, in order.
    pub fn solution_steps(&self) -> &[u64] {
        self.store.solution_steps()
    }

    /// The event that led to the cursor (`None` at step 0).
    pub fn current_event(&self) -> Option<Event> {
        self.event_at(self.position())
    }

    /// The event before the current one.
    pub fn previous_event(&self) -> Option<Event> {
        self.event_at(self.position().checked_sub(1)?)
    }

    /// Event number `step` (1-based), if it is explored and its segment is at hand (the
    /// cursor's segment and the one before it always are).
    pub fn event_at(&self, step: u64) -> Option<Event> {
        let c = self.store.peek(step)?;
        let number = self.store.solution_steps().partition_point(|&s| s <= step) as u64;
        let removal = removal_of(&self.store, step, c);
        Some(code::decode_with(c, self.store.units(), number, removal))
    }

    /// The candidates of `cell` at the cursor, bit `d` for digit `d`: the digits its units
    /// do not hold, less those a rule struck and has not given back.
    pub fn candidates(&self, cell: Cell) -> u32 {
        self.here.candidates(cell)
    }

    /// Moves up to `n` events forward, running the search where the cursor passes what is
    /// explored. Returns how many steps it moved (fewer only at the end of the search).
    pub fn forward(&mut self, n: u64) -> u64 {
        self.jump = None;
        let start = self.position();
        if n > SEEK_INSTEAD {
            self.seek(start.saturating_add(n));
        } else {
            for _ in 0..n {
                if !self.forward_one() {
                    break;
                }
            }
        }
        self.position() - start
    }

    /// Moves up to `n` events back. Returns how many steps it moved (fewer only at step 0).
    pub fn back(&mut self, n: u64) -> u64 {
        self.jump = None;
        let start = self.position();
        if n > SEEK_INSTEAD {
            self.seek(start.saturating_sub(n));
        } else {
            for _ in 0..n {
                if !self.back_one() {
                    break;
                }
            }
        }
        start - self.position()
    }

    /// The search as it stands at the cursor, re-derived from the nearest snapshot (for what
    /// only the solver knows, such as the random strategy's order of digits; a seek's cost).
    pub fn solver_at_cursor(&self) -> Solver {
        self.solver_at(self.position())
    }

    /// The search as it stood after `step` (at most the steps explored), re-derived from the
    /// nearest snapshot before it: where probes of a guess's subtree start.
    pub fn solver_at(&self, step: u64) -> Solver {
        let step = step.min(self.explored());
        let (mut solver, from) = self.store.snapshot_before(step);
        solver.fast_forward(step - from);
        solver
    }

    /// Back to the givens.
    pub fn to_start(&mut self) {
        self.seek(0);
    }

    /// Puts the cursor at `step`, running the search as far as needed (synchronously; for a
    /// bounded amount of work per call use [`run`](Self::run) with [`Target::Step`]). Past the
    /// end of the search the cursor stops at its last event.
    pub fn seek(&mut self, step: u64) {
        self.jump = None;
        let here = self.position();
        if step >= self.explored() {
            self.store.advance_many(step - self.explored(), u64::MAX);
            self.follow_frontier();
        } else if step.abs_diff(here) <= SEEK_INSTEAD {
            while self.position() < step {
                self.forward_one();
            }
            while self.position() > step {
                self.back_one();
            }
        } else {
            let solver = self.store.solver_at_with_recent(step);
            self.here = AtCursor::of(&solver);
        }
    }

    /// One event forward; false at the end of the search.
    #[inline]
    fn forward_one(&mut self) -> bool {
        let next = self.position() + 1;
        let c = if next <= self.explored() {
            self.store.get(next)
        } else {
            match self.advance_frontier() {
                Some(c) => c,
                None => return false,
            }
        };
        self.here.apply(c, removal_of(&self.store, next, c));
        if self.store.segment_of(next) != self.store.segment_of(next - 1) {
            self.keep_recent_at_hand();
        }
        true
    }

    /// The frontier's next event, recorded. Out of line: the search's step would otherwise
    /// give every step over recorded events its large stack frame.
    #[cold]
    #[inline(never)]
    fn advance_frontier(&mut self) -> Option<code::Code> {
        self.store.advance()
    }

    /// One event back; false at step 0.
    #[inline]
    fn back_one(&mut self) -> bool {
        let here = self.position();
        if here == 0 {
            return false;
        }
        let c = self.store.get(here);
        let previous = (here >= 2).then(|| self.store.get(here - 1));
        let removal = removal_of(&self.store, here, c);
        if !self.here.unapply(c, removal, previous) {
            self.rebuild_view_at(here - 1);
        }
        if self.store.segment_of(here) != self.store.segment_of(here - 1) {
            self.keep_recent_at_hand();
        }
        true
    }

    /// Rebuilds the cursor's state at `step` when stepping back needs levels it no longer
    /// remembers: from a snapshot some way before it, stepping the cursor's state forward so that
    /// it remembers the levels closed on the way (the next [`REBUILD_WINDOW`] steps back then need
    /// no rebuild).
    #[cold]
    fn rebuild_view_at(&mut self, step: u64) {
        let from = step.saturating_sub(REBUILD_WINDOW);
        let (mut solver, snapshot) = self.store.snapshot_before(from);
        solver.fast_forward(from - snapshot);
        let mut here = AtCursor::of(&solver);
        let units = self.store.units();
        solver.run_inlined(step - from, |event, _| {
            here.apply(code::encode(&event, units), event.removal());
            true
        });
        self.here = here;
    }

    /// Runs the search on from the frontier by up to `budget` events without touching the cursor's
    /// state, then puts the cursor at the frontier. The fast path of runs to the end.
    ///
    /// With `to_end`, it also stops right after the solution that is the configured end.
    fn extend(&mut self, budget: u64, until: u64, to_end: bool) {
        let stop = if to_end {
            self.config.max_solutions
        } else {
            u64::MAX
        };
        self.extend_to_solution(budget.min(until.saturating_sub(self.explored())), stop);
    }

    /// Runs the search on from the frontier for up to `budget` events, stopping right after
    /// solution number `stop`, then puts the cursor at the frontier.
    fn extend_to_solution(&mut self, budget: u64, stop: u64) {
        if self.position() < self.explored() {
            self.follow_frontier();
        }
        self.store.advance_many(budget, stop);
        self.follow_frontier();
    }

    /// The cursor moves to the frontier, whose solver state is the cursor's state there.
    fn follow_frontier(&mut self) {
        self.here = AtCursor::of(self.store.frontier());
        self.keep_recent_at_hand();
    }

    /// Keeps the cursor's segment and the one before it decoded, so that stepping and the
    /// backtrack trail (which looks up to ~170 events back) never wait on a re-derivation.
    fn keep_recent_at_hand(&mut self) {
        self.store.ensure_recent(self.position());
    }
}

/// The pairs of event number `step`, coded `c`, if it is an Eliminate or a Restore (whose
/// segment is at hand).
#[inline]
fn removal_of(store: &Store, step: u64, c: code::Code) -> Option<&Removal> {
    match code::kind(c) {
        Kind::Eliminate | Kind::Restore => store.removal(step),
        _ => None,
    }
}

#[cfg(test)]
mod props;
#[cfg(test)]
mod removal_tests;
#[cfg(test)]
mod sizes_tests;
#[cfg(test)]
mod tests;
#[cfg(test)]
mod units_tests;
