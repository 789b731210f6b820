//! The tree of guesses of a search, with the cost of each subtree in steps: which early guess
//! cost all that time.
//!
//! Definitions (the glossary in `docs/guide.md` gives them too):
//! - a *guess* is a `Place` event (for `propagate`, `Force` events are deductions inside the
//!   subtree of the guess they follow, not guesses);
//! - a guess's *subtree* runs from its `Place` step through the `Undo` that takes the same
//!   cell and digit back, both included, or to the last step fed if it is never taken back;
//! - its *steps* are the steps in that range, and its *step* the number of the step that
//!   placed it (the player's step just after it);
//! - its *outcome* is [`Outcome::Solution`] when a solution lies inside, else
//!   [`Outcome::Refuted`] once taken back, else [`Outcome::Open`] (the run ended inside it).
//!
//! [`TreeBuilder`] takes the events one by one in a single pass. It keeps only the open path
//! and the guesses of the levels it shows; deeper guesses are only counted. Per event it does
//! a counter and a comparison or two, so building the tree costs little next to the search.
//! [`Follower`] keeps one up with a [`Timeline`](crate::timeline::Timeline) as it explores.

mod follow;

pub use follow::Follower;

use crate::solver::{Event, Solver};
use crate::sudoku::{Cell, Digit};

/// How a guess's subtree turned out.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Outcome {
    /// Taken back without a solution inside.
    Refuted,
    /// A solution lies inside (whether or not it was taken back since).
    Solution,
    /// Not taken back and no solution inside yet: the run ended (or stands) inside it.
    Open,
}

impl Outcome {
    /// The outcome's name in `tree`'s outputs: `refuted`, `solution` or `open`.
    pub fn name(self) -> &'static str {
        match self {
            Outcome::Refuted => "refuted",
            Outcome::Solution => "solution",
            Outcome::Open => "open",
        }
    }
}

/// One guess of a [`Tree`], with its subtree's cost and the guesses inside it that are shown.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Guess {
    /// The cell guessed.
    pub cell: Cell,
    /// The digit tried there.
    pub digit: u8,
    /// The number of the step that placed it (the player's step just after it).
    pub step: u64,
    /// The steps of its subtree, its `Place` and (when taken back) its `Undo` included.
    pub steps: u64,
    /// How its subtree turned out.
    pub outcome: Outcome,
    /// The guesses inside its subtree, one level down, in the order they were tried (empty at
    /// the deepest level shown).
    pub children: Vec<Guess>,
    /// The guesses inside its subtree below the levels shown: at the deepest level shown,
    /// the text's `N more guesses`.
    pub deeper: u64,
}

impl Guess {
    /// `r8c3=4`: the cell and digit, as the tree's outputs label a guess.
    pub fn label(&self) -> String {
        format!("{}={}", self.cell, Digit(self.digit))
    }
}

/// The guesses of a search over the steps fed so far, down to the levels shown.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Tree {
    /// Every step fed so far.
    pub steps: u64,
    /// The guesses of the first level, in the order they were tried.
    pub children: Vec<Guess>,
    /// The guesses below the levels shown (all of them when no level is shown).
    pub deeper: u64,
    /// The open path: at each level shown, the position among its siblings of the guess the
    /// search stands in (the last child at every level; shorter than the levels shown when the
    /// search stands higher).
    pub path: Vec<usize>,
}

impl Tree {
    /// The guess at `path` (positions among siblings, level by level), if there is one.
    pub fn guess_at(&self, path: &[usize]) -> Option<&Guess> {
        let (&first, rest) = path.split_first()?;
        let mut guess = self.children.get(first)?;
        for &i in rest {
            guess = guess.children.get(i)?;
        }
        Some(guess)
    }

    /// The path to the guesses that hold step `step` (say the player's cursor), level by
    /// level as [`path`](Self::path) gives it: empty at step 0 or outside every guess.
    pub fn path_at(&self, step: u64) -> Vec<usize> {
        let mut path = Vec::new();
        let mut siblings = &self.children;
        // siblings are in the order placed, so their ranges follow one another
        loop {
            let i = siblings.partition_point(|g| g.step <= step);
            let Some(guess) = i.checked_sub(1).map(|i| &siblings[i]) else {
                return path;
            };
            if step >= guess.step + guess.steps {
                return path;
            }
            path.push(i - 1);
            siblings = &guess.children;
        }
    }
}

/// A guess as the builder keeps it: its subtree's end is filled in when it is taken back.
#[derive(Clone, Debug)]
struct Node {
    cell: Cell,
    digit: u8,
    step: u64,
    /// 0 while open.
    steps: u64,
    outcome: Outcome,
    deeper: u64,
    children: Vec<u32>,
}

/// An open guess of a level shown: its node, and the counters when it was placed.
#[derive(Clone, Copy, Debug)]
struct Open {
    node: u32,
    solutions: u64,
    deeper: u64,
}

/// What the builder updates at every event: a few counters, copied into registers for a run.
#[derive(Clone, Copy, Debug)]
struct Counters {
    /// How many levels of guesses are kept (the deeper ones only counted).
    levels: u32,
    /// Guesses on the board now.
    depth: u32,
    /// Steps fed so far: the number of the latest step.
    step: u64,
    /// Solutions fed so far.
    solutions: u64,
    /// Guesses fed so far below the levels kept.
    deeper: u64,
}

/// The guesses of the levels kept: touched only when a guess of those levels is placed or
/// taken back.
#[derive(Clone, Debug, Default)]
struct Kept {
    /// Every guess of the levels kept, in the order placed.
    nodes: Vec<Node>,
    /// The first level's guesses.
    roots: Vec<u32>,
    /// The open guesses of the levels kept, outermost first.
    path: Vec<Open>,
}

/// Builds the [`Tree`] of a search in one pass over its events, in memory bounded by the
/// depth of the search and the guesses of the levels shown.
#[derive(Clone, Debug)]
pub struct TreeBuilder {
    counters: Counters,
    kept: Kept,
}

impl Counters {
    /// Counts `event`, and tells `kept` when a guess of a level kept opens or closes.
    #[inline(always)]
    fn feed<R>(&mut self, event: &Event<R>, kept: &mut Kept) {
        self.step += 1;
        match *event {
            Event::Place { cell, digit } => {
                self.depth += 1;
                if self.depth <= self.levels {
                    kept.open(cell, digit, self);
                } else {
                    self.deeper += 1;
                }
            }
            // the undo of a guess (a forced digit's undo is a deduction inside a subtree)
            Event::Undo { forced: false, .. } => {
                if self.depth <= self.levels {
                    kept.close(self);
                }
                self.depth = self.depth.saturating_sub(1);
            }
            Event::Solution { .. } => self.solutions += 1,
            _ => {}
        }
    }

    /// An open guess's steps, outcome and deeper guesses up to the latest step, taking
    /// `unsolved` as its outcome unless a solution came after it.
    fn ends(&self, open: &Open, node: &Node, unsolved: Outcome) -> (u64, Outcome, u64) {
        let outcome = if self.solutions > open.solutions {
            Outcome::Solution
        } else {
            unsolved
        };
        (
            self.step - node.step + 1,
            outcome,
            self.deeper - open.deeper,
        )
    }
}

impl Kept {
    /// A guess of a level kept is placed: a child of the innermost open guess, or of the root.
    #[inline(never)]
    fn open(&mut self, cell: Cell, digit: u8, at: &Counters) {
        let index = self.nodes.len() as u32;
        self.nodes.push(Node {
            cell,
            digit,
            step: at.step,
            steps: 0,
            outcome: Outcome::Open,
            deeper: 0,
            children: Vec::new(),
        });
        match self.path.last() {
            Some(parent) => self.nodes[parent.node as usize].children.push(index),
            None => self.roots.push(index),
        }
        self.path.push(Open {
            node: index,
            solutions: at.solutions,
            deeper: at.deeper,
        });
    }

    /// The innermost open guess of a level kept is taken back: its subtree is complete.
    #[inline(never)]
    fn close(&mut self, at: &Counters) {
        let Some(open) = self.path.pop() else { return };
        self.end(&open, at, Outcome::Refuted);
    }

    /// Fills in the end of `open`'s subtree as it stands `at` the latest step.
    fn end(&mut self, open: &Open, at: &Counters, unsolved: Outcome) {
        let node = &mut self.nodes[open.node as usize];
        (node.steps, node.outcome, node.deeper) = at.ends(open, node, unsolved);
    }
}

impl TreeBuilder {
    /// A builder that keeps `levels` levels of guesses (the text and JSON of `tree --depth`).
    pub fn new(levels: u32) -> TreeBuilder {
        TreeBuilder {
            counters: Counters {
                levels,
                depth: 0,
                step: 0,
                solutions: 0,
                deeper: 0,
            },
            kept: Kept::default(),
        }
    }

    /// Steps fed so far.
    pub fn steps(&self) -> u64 {
        self.counters.step
    }

    /// Takes the next event of the search.
    #[inline]
    pub fn feed(&mut self, event: Event) {
        self.counters.feed(&event, &mut self.kept);
    }

    /// Runs `solver` for up to `limit` steps, feeding each; returns how many it made (fewer
    /// only when the search is over).
    pub fn run(&mut self, solver: &mut Solver, limit: u64) -> u64 {
        // the counters as a local copy stay in registers over the run
        let mut counters = self.counters;
        let kept = &mut self.kept;
        // inlined, as the search's step is, so that no event is written to memory
        let moved = solver.run_inlined(limit, |event, _| {
            counters.feed(&event, kept);
            true
        });
        self.counters = counters;
        moved
    }

    /// The tree over the steps fed so far: the open guesses end at the latest step.
    pub fn tree(&self) -> Tree {
        let mut kept = self.kept.clone();
        for open in &self.kept.path {
            kept.end(open, &self.counters, Outcome::Open);
        }
        let build = |index: &u32| guess(&kept.nodes, *index);
        Tree {
            steps: self.counters.step,
            children: self.kept.roots.iter().map(build).collect(),
            deeper: self.counters.deeper,
            path: self.path().collect(),
        }
    }

    /// The open path over the levels kept, as [`Tree::path`] gives it.
    pub fn path(&self) -> impl Iterator<Item = usize> + '_ {
        let kept = &self.kept;
        let siblings = std::iter::once(&kept.roots).chain(
            kept.path
                .iter()
                .map(|open| &kept.nodes[open.node as usize].children),
        );
        siblings.zip(&kept.path).map(|(s, _)| s.len() - 1)
    }
}

/// The guess of node `index`, with its kept subtree.
fn guess(nodes: &[Node], index: u32) -> Guess {
    let node = &nodes[index as usize];
    Guess {
        cell: node.cell,
        digit: node.digit,
        step: node.step,
        steps: node.steps,
        outcome: node.outcome,
        children: node.children.iter().map(|&c| guess(nodes, c)).collect(),
        deeper: node.deeper,
    }
}

#[cfg(test)]
mod tests;
