//! The tree of a search explored elsewhere, kept up as it grows: the visualizer's panel shows
//! the guesses over the steps its [`Timeline`] has explored so far.

use super::TreeBuilder;
use crate::solver::Solver;
use crate::timeline::Timeline;

/// A [`TreeBuilder`] with its own copy of a timeline's search, run as far as the timeline has
/// explored, a bounded slice at a time (the pass costs a few nanoseconds a step, far less
/// than the timeline's own recording).
#[derive(Clone, Debug)]
pub struct Follower {
    solver: Solver,
    builder: TreeBuilder,
}

impl Follower {
    /// A follower of `timeline`'s search keeping `levels` levels of guesses, at step 0.
    pub fn of(timeline: &Timeline, levels: u32) -> Follower {
        // the timeline's own search at step 0, without a solution cap (the cap only marks
        // its end), at any size
        Follower {
            solver: timeline.solver_at(0),
            builder: TreeBuilder::new(levels),
        }
    }

    /// Feeds the steps `timeline` has explored beyond the tree's, at most `budget` of them;
    /// true once the tree covers every explored step.
    pub fn catch_up(&mut self, timeline: &Timeline, budget: u64) -> bool {
        let behind = timeline.explored().saturating_sub(self.builder.steps());
        self.builder.run(&mut self.solver, behind.min(budget));
        self.builder.steps() >= timeline.explored()
    }

    /// The tree so far.
    pub fn builder(&self) -> &TreeBuilder {
        &self.builder
    }
}
