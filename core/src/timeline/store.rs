//! The explored part of the event stream in bounded memory: the frontier solver, the events of
//! the segment it is filling, a few recently used complete segments, and solver snapshots from
//! which any other segment is re-derived on demand (the search is deterministic).

use super::code::{Code, Codes};
use super::profile::DepthProfile;
use crate::solver::{Event, Removal, Solver};
use crate::sudoku::Units;
use std::sync::Arc;

/// Complete segments kept decoded besides the one being filled.
const CACHED_SEGMENTS: usize = 4;

/// How the event stream is cut up and how many snapshots are kept.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Geometry {
    /// log2 of the events per segment, 8..=24 (smaller or larger values are clamped): at
    /// least 256 events, so that the cursor's segment and the one before it always cover the
    /// ~170 events the backtrack trail reads back.
    pub segment_shift: u32,
    /// Past this many snapshots every other one is dropped and the spacing doubles.
    pub max_checkpoints: usize,
}

impl Default for Geometry {
    /// Segments of 65,536 events (128 KiB of codes, re-derived in well under a millisecond)
    /// and at most 4,096 snapshots (about 7 MiB), however long the search runs.
    fn default() -> Self {
        Geometry {
            segment_shift: 16,
            max_checkpoints: 4096,
        }
    }
}

struct Segment {
    index: u64,
    codes: Codes,
    last_used: u64,
}

/// Events `0..explored` of one search, addressable by step.
pub(crate) struct Store {
    /// The board's units, which codes name units by.
    units: Arc<Units>,
    shift: u32,
    max_checkpoints: usize,
    frontier: Solver,
    /// Events generated so far (the frontier's step count, kept here for the hot path).
    explored: u64,
    /// `checkpoints[j]`: the solver after `j * stride * SEGMENT` events.
    checkpoints: Vec<Solver>,
    /// Segments between two snapshots (a power of two).
    stride: u64,
    /// Events of the segment the frontier is filling.
    live: Codes,
    cache: Vec<Segment>,
    clock: u64,
    marks: Marks,
    /// The depth over what is explored, downsampled.
    profile: DepthProfile,
}

/// What the store remembers about the whole explored stream besides its segments. Every event
/// recorded passes through [`Marks::note`], the one place that does this bookkeeping.
#[derive(Default)]
struct Marks {
    /// `depth_records[d - 1]`: the first step at which `d` search digits were on the board.
    depth_records: Vec<u64>,
    /// The steps of the Solution events.
    solution_steps: Vec<u64>,
}

impl Marks {
    /// Notes event number `step`, after which the deepest depth so far is `max_depth`.
    #[inline(always)]
    fn note<R>(&mut self, step: u64, event: &Event<R>, max_depth: u32) {
        match event {
            Event::Place { .. } | Event::Force { .. }
                if max_depth as usize > self.depth_records.len() =>
            {
                self.depth_records.push(step);
            }
            Event::Solution { .. } => self.solution_steps.push(step),
            _ => {}
        }
    }
}

impl Store {
    pub(crate) fn new(solver: Solver, geometry: Geometry) -> Store {
        let shift = geometry.segment_shift.clamp(8, 24);
        Store {
            units: solver.units(),
            shift,
            max_checkpoints: geometry.max_checkpoints.max(2),
            checkpoints: vec![solver.clone()],
            explored: solver.stats().steps,
            frontier: solver,
            stride: 1,
            live: Codes::with_capacity(1 << shift),
            cache: Vec::new(),
            clock: 0,
            marks: Marks::default(),
            profile: DepthProfile::new(),
        }
    }

    /// The board's units.
    pub(crate) fn units(&self) -> &Arc<Units> {
        &self.units
    }

    /// The solver at the end of what is explored.
    pub(crate) fn frontier(&self) -> &Solver {
        &self.frontier
    }

    /// Events generated so far.
    #[inline]
    pub(crate) fn explored(&self) -> u64 {
        self.explored
    }

    pub(crate) fn is_finished(&self) -> bool {
        self.frontier.is_finished()
    }

    pub(crate) fn solution_steps(&self) -> &[u64] {
        &self.marks.solution_steps
    }

    /// The depth over what is explored, downsampled.
    pub(crate) fn profile(&self) -> &DepthProfile {
        &self.profile
    }

    /// The deepest depth reached within the first `step` events.
    pub(crate) fn max_depth_at(&self, step: u64) -> u32 {
        self.marks.depth_records.partition_point(|&s| s <= step) as u32
    }

    /// How many snapshots are held.
    pub(crate) fn checkpoint_count(&self) -> usize {
        self.checkpoints.len()
    }

    /// The segment holding event number `step` (1-based; step 0 maps to segment 0).
    #[inline]
    pub(crate) fn segment_of(&self, step: u64) -> u64 {
        step.saturating_sub(1) >> self.shift
    }

    fn segment_len(&self) -> u64 {
        1 << self.shift
    }

    /// Runs the search one event further and records it; `None` once the search is over.
    #[inline]
    pub(crate) fn advance(&mut self) -> Option<Code> {
        let event = self.frontier.next_move()?;
        self.explored += 1;
        self.marks
            .note(self.explored, &event, self.frontier.max_depth());
        // the same samples as `advance_many` takes: the profile describes what is explored,
        // however it was reached
        if self.profile.wants(self.explored) {
            self.profile
                .sample(self.explored, self.frontier.stats().depth());
        }
        let offset = self.live.len();
        let frontier = &self.frontier;
        self.live
            .push_with(&event, &self.units, |()| frontier.latest().clone());
        let c = self.live.get(offset).expect("just pushed");
        if self.live.len() == 1 << self.shift {
            self.seal_live(self.frontier.clone());
        }
        Some(c)
    }

    /// Runs the search up to `budget` events further, stopping early right after solution
    /// number `stop_at_solution`. Returns how many events it added.
    ///
    /// The solver runs as a local copy, written back at the end: its fields then stay in
    /// registers instead of being reloaded after every store into the event buffer.
    pub(crate) fn advance_many(&mut self, budget: u64, stop_at_solution: u64) -> u64 {
        let mut solver = self.frontier.clone();
        let mut live = std::mem::take(&mut self.live);
        let start = self.explored;
        let mut explored = start;
        let mut end = explored.saturating_add(budget);
        'search: while explored < end {
            // events up to the next depth sample run with no test of their own
            let next_sample = (explored | self.profile.mask()) + 1;
            while explored < end.min(next_sample) {
                let Some(event) = solver.next_move() else {
                    break 'search;
                };
                explored += 1;
                self.marks.note(explored, &event, solver.max_depth());
                let solution = matches!(event, Event::Solution { .. });
                live.push_with(&event, &self.units, |()| solver.latest().clone());
                // sealed before a stop at a solution can end the run: a full segment left live
                // would never be sealed (only an exactly full one is), and `peek` would read
                // the next segment's events from it
                if live.len() == 1 << self.shift {
                    self.explored = explored;
                    self.live = live;
                    self.seal_live(solver.clone());
                    live = std::mem::take(&mut self.live);
                }
                // the stop ends the run as the budget does, so that the depth sample due at
                // this event is still taken (a skipped one shifts every later sample)
                if solution && self.marks.solution_steps.len() as u64 >= stop_at_solution {
                    end = explored;
                    break;
                }
            }
            if explored == next_sample {
                self.profile.sample(explored, solver.stats().depth());
            }
        }
        self.explored = explored;
        self.live = live;
        self.frontier = solver;
        explored - start
    }

    /// The live segment is full: cache it, and snapshot the frontier where one is due.
    #[cold]
    fn seal_live(&mut self, frontier: Solver) {
        let index = (self.explored() >> self.shift) - 1;
        let codes = std::mem::take(&mut self.live);
        if let Some(mut evicted) = self.insert(index, codes) {
            evicted.clear(); // reuse the buffer: no fresh allocation per segment
            self.live = evicted;
        } else {
            self.live = Codes::with_capacity(self.segment_len() as usize);
        }
        if (index + 1).is_multiple_of(self.stride) {
            self.checkpoints.push(frontier);
            if self.checkpoints.len() > self.max_checkpoints {
                let mut keep = 0;
                self.checkpoints.retain(|_| {
                    keep += 1;
                    keep % 2 == 1
                });
                self.stride *= 2;
            }
        }
    }

    /// The code of event number `step` (1-based: the event that leads from `step - 1` to
    /// `step`), if its segment is at hand. Never re-derives.
    #[inline]
    pub(crate) fn peek(&self, step: u64) -> Option<Code> {
        let (codes, off) = self.codes_of(step.checked_sub(1)?)?;
        codes.get(off)
    }

    /// The removal of event number `step`, an `Eliminate` or a `Restore` whose segment is at
    /// hand.
    pub(crate) fn removal(&self, step: u64) -> Option<&Removal> {
        let (codes, off) = self.codes_of(step.checked_sub(1)?)?;
        Some(codes.removal(off, codes.get(off)?))
    }

    /// The codes holding event `i` (0-based, explored) and its offset there, if at hand.
    #[inline]
    fn codes_of(&self, i: u64) -> Option<(&Codes, usize)> {
        if i >= self.explored() {
            return None;
        }
        let (seg, off) = (i >> self.shift, (i & (self.segment_len() - 1)) as usize);
        if seg == self.explored() >> self.shift {
            return Some((&self.live, off));
        }
        let segment = self.cache.iter().find(|s| s.index == seg)?;
        Some((&segment.codes, off))
    }

    /// The code of event number `step` (1..=explored), re-deriving its segment if needed.
    #[inline]
    pub(crate) fn get(&mut self, step: u64) -> Code {
        match self.peek(step) {
            Some(c) => c,
            None => self.derive_and_get(step),
        }
    }

    /// [`get`](Self::get) when the segment must be derived first: out of line, so that a
    /// step over what is at hand carries none of the derivation's code.
    #[cold]
    #[inline(never)]
    fn derive_and_get(&mut self, step: u64) -> Code {
        self.ensure(self.segment_of(step));
        self.peek(step).expect("segment was just derived")
    }

    /// Makes segment `seg` (a complete one, or the live one) available to `peek`.
    pub(crate) fn ensure(&mut self, seg: u64) {
        self.ensure_from(seg, seg, None);
    }

    /// Makes the segment holding `step` and the one before it available to `peek`, deriving
    /// both in one pass when both are missing.
    pub(crate) fn ensure_recent(&mut self, step: u64) {
        let seg = self.segment_of(step);
        self.ensure_from(seg.saturating_sub(1), seg, None);
    }

    /// The solver as it stood after `step` (at most the steps explored), with the segment
    /// holding `step` and the one before it made available to `peek`: what a seek needs.
    ///
    /// One pass from one snapshot does all three, where re-deriving each segment and the
    /// cursor's state from its own snapshot would run the same events up to three times.
    pub(crate) fn solver_at_with_recent(&mut self, step: u64) -> Solver {
        let step = step.min(self.explored());
        let seg = self.segment_of(step);
        self.ensure_from(seg.saturating_sub(1), seg, Some(step))
            .expect("a pass that reaches `step` returns its solver")
    }

    /// Makes the complete segments `first..=last` available, deriving the missing ones in one
    /// pass from one snapshot. With a step (in segment `last`), returns the solver as it stood
    /// after it.
    fn ensure_from(&mut self, first: u64, last: u64, step: Option<u64>) -> Option<Solver> {
        let complete = self.explored() >> self.shift;
        let mut missing = Vec::with_capacity(2);
        for seg in first..=last.min(complete.saturating_sub(1)) {
            self.clock += 1;
            let clock = self.clock;
            match self.cache.iter_mut().find(|s| s.index == seg) {
                Some(s) => s.last_used = clock,
                None if seg < complete => missing.push(seg),
                None => {}
            }
        }
        let begin = match (missing.first(), step) {
            (Some(&m), Some(s)) => (m << self.shift).min(s),
            (Some(&m), None) => m << self.shift,
            (None, Some(s)) => s,
            (None, None) => return None,
        };
        let (mut solver, from) = self.snapshot_before(begin);
        solver.fast_forward(begin - from);
        let mut at = begin;
        let mut captured = None;
        for seg in missing {
            let start = seg << self.shift;
            if let Some(s) = step.filter(|&s| s <= start && captured.is_none()) {
                solver.fast_forward(s - at);
                captured = Some(solver.clone());
                at = s;
            }
            solver.fast_forward(start - at);
            let capture_at = step.filter(|_| captured.is_none());
            let codes = self.derive(&mut solver, capture_at, &mut captured);
            self.insert(seg, codes); // an evicted buffer is simply dropped here
            at = start + self.segment_len();
        }
        match step {
            Some(s) if captured.is_none() => {
                solver.fast_forward(s - at);
                Some(solver)
            }
            _ => captured,
        }
    }

    /// The next segment's codes from `solver`, which stands at its start; the solver's state
    /// after event `capture_at`, if the segment passes it, goes to `captured`.
    fn derive(
        &self,
        solver: &mut Solver,
        capture_at: Option<u64>,
        captured: &mut Option<Solver>,
    ) -> Codes {
        let mut codes = Codes::with_capacity(self.segment_len() as usize);
        let start = solver.stats().steps;
        let capture = capture_at
            .and_then(|s| s.checked_sub(start))
            .filter(|&k| k < self.segment_len());
        match capture {
            Some(k) => {
                self.push_moves(solver, &mut codes, k);
                *captured = Some(solver.clone());
                self.push_moves(solver, &mut codes, self.segment_len() - k);
            }
            None => self.push_moves(solver, &mut codes, self.segment_len()),
        }
        assert_eq!(
            codes.len() as u64,
            self.segment_len(),
            "a complete segment re-derives whole"
        );
        codes
    }

    /// Runs `solver` up to `n` moves further, encoding each into `codes`.
    ///
    /// Move by move, as `advance_many` records: an event with no removal is encoded and never
    /// looked at again (a closure through `Solver::run` was not inlined, and a seek's
    /// re-derivation took a third longer). Out of line: the solver's step is inlined here once.
    #[inline(never)]
    fn push_moves(&self, solver: &mut Solver, codes: &mut Codes, n: u64) {
        for _ in 0..n {
            let Some(event) = solver.next_move() else {
                break;
            };
            codes.push_with(&event, &self.units, |()| solver.latest().clone());
        }
    }

    /// The latest snapshot at or before `step`, cloned, with its step.
    pub(crate) fn snapshot_before(&self, step: u64) -> (Solver, u64) {
        let span = self.stride << self.shift;
        let j = ((step / span) as usize).min(self.checkpoints.len() - 1);
        (self.checkpoints[j].clone(), j as u64 * span)
    }

    /// Caches a segment, returning the codes of the one it evicts, if any.
    fn insert(&mut self, index: u64, codes: Codes) -> Option<Codes> {
        self.clock += 1;
        let segment = Segment {
            index,
            codes,
            last_used: self.clock,
        };
        if self.cache.len() < CACHED_SEGMENTS {
            self.cache.push(segment);
            return None;
        }
        let oldest = self.cache.iter_mut().min_by_key(|s| s.last_used)?;
        Some(std::mem::replace(oldest, segment).codes)
    }
}
