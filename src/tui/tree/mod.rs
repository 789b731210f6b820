//! The tree panel (`t`): where the player's search spent its steps. The top levels of its
//! guesses over the steps so far, each with its subtree's steps and share, kept up
//! as the search explores (a [`Follower`] fed a bounded slice of each frame). The highlight
//! moves among siblings (↑ ↓) and between levels (← →); Enter takes the player to the
//! highlighted guess's step. Its drawing is in [`draw`].
//!
//! A 4×4 search is small enough to see whole: there the panel keeps every level and lists
//! every guess as an outline, the step's path marked at every level, ↑ ↓ moving through all
//! of them.

pub mod draw;
mod probes;

use crate::tui::action::Action;
use crate::tui::effect::{Effect, Effects};
use crate::tui::keys::scope::Scope;
use crate::tui::layout::Pages;
use crate::tui::pacing::{Budget, SLICE, Spending};
use crate::tui::view::{Screen, View};
use crate::tui::widgets::theme::Theme;
use ratatui::buffer::Buffer;
use std::time::Duration;
use stepdoku::numbers::grouped;
use stepdoku::timeline::Timeline;
use stepdoku::tree::{Follower, Guess, Tree};

/// Levels of guesses the panel shows: one row of the icicle each.
pub const LEVELS: u32 = 3;

/// The largest board whose search the panel shows whole: its guesses number at most a few
/// thousand, even to its last solution.
const WHOLE_UP_TO: usize = 16;

/// Rows PgUp and PgDn move the highlight by.
const PAGE: usize = 8;

/// The tree panel's state.
pub struct TreePanel {
    follower: Follower,
    /// The tree as of the follower's last step (rebuilt only when it moved).
    tree: Tree,
    /// The highlighted guess: its position among its siblings, level by level (empty while
    /// the search has made no guess).
    selected: Vec<usize>,
    /// Whether the highlight was moved by hand; until then it follows the first-level guess
    /// that holds the player's step.
    pinned: bool,
    /// The player's step at the last follow.
    cursor: u64,
    /// The steps the search had explored at the last follow (the tree may be behind).
    explored: u64,
    /// What the last key could not do, said in the panel's last line: the panel covers the
    /// status panel, where the player's remarks go.
    remark: Option<String>,
    /// The estimated subtrees of the guesses not yet closed, from probes rooted at them.
    probes: probes::Subtrees,
    /// Whether every level is kept and shown (a search small enough to see whole).
    whole: bool,
}

impl TreePanel {
    /// The panel on `timeline`'s search, empty until [`follow`](Self::follow) feeds it.
    pub fn of(timeline: &Timeline) -> TreePanel {
        let cells = timeline.shape().cells();
        let whole = cells <= WHOLE_UP_TO;
        // a search is at most as deep as the board has cells
        let follower = Follower::of(timeline, if whole { cells as u32 } else { LEVELS });
        TreePanel {
            tree: follower.builder().tree(),
            follower,
            selected: Vec::new(),
            pinned: false,
            remark: None,
            cursor: timeline.position(),
            explored: timeline.explored(),
            probes: probes::Subtrees::default(),
            whole,
        }
    }

    /// Whether the panel shows the whole tree, every level and every guess.
    pub fn is_whole(&self) -> bool {
        self.whole
    }

    /// Every guess of the tree with its path, in the order tried, each before the guesses
    /// inside it: the whole tree's outline.
    pub fn outline(&self) -> Vec<(Vec<usize>, &Guess)> {
        fn walk<'a>(
            guesses: &'a [Guess],
            path: &mut Vec<usize>,
            out: &mut Vec<(Vec<usize>, &'a Guess)>,
        ) {
            for (i, guess) in guesses.iter().enumerate() {
                path.push(i);
                out.push((path.clone(), guess));
                walk(&guess.children, path, out);
                path.pop();
            }
        }
        let mut out = Vec::new();
        walk(&self.tree.children, &mut Vec::new(), &mut out);
        out
    }

    /// The tree over the steps followed so far.
    pub fn tree(&self) -> &Tree {
        &self.tree
    }

    /// The highlighted guess's path (positions among siblings, level by level).
    pub fn selected(&self) -> &[usize] {
        &self.selected
    }

    /// The highlighted guess, if the search has made one.
    pub fn selected_guess(&self) -> Option<&Guess> {
        self.tree.guess_at(&self.selected)
    }

    /// The player's step at the last follow: its path is highlighted.
    pub fn cursor(&self) -> u64 {
        self.cursor
    }

    /// The steps the search had explored at the last follow: more than the tree's while it
    /// catches up.
    pub fn explored(&self) -> u64 {
        self.explored
    }

    /// Whether the tree is behind what `timeline` has explored (the app then asks for frames
    /// until it has caught up).
    pub fn is_behind(&self, timeline: &Timeline) -> bool {
        self.tree.steps != timeline.explored()
    }

    /// Catches up with what `timeline` has explored, a slice at a time while `budget` lasts
    /// (at least one slice), and notes the player's step.
    pub fn follow(&mut self, timeline: &Timeline, budget: Budget) {
        if timeline.explored() < self.follower.builder().steps() {
            // the search was started afresh under the panel
            *self = TreePanel::of(timeline).probing(self.probes.on);
        }
        let mut spending = Spending::new(budget);
        while !self.follower.catch_up(timeline, SLICE) && spending.spend(SLICE) {}
        if self.follower.builder().steps() != self.tree.steps {
            self.tree = self.follower.builder().tree();
        }
        self.cursor = timeline.position();
        self.explored = timeline.explored();
        self.probes.follow(&self.tree, timeline);
        if !self.pinned {
            let path = self.tree.path_at(self.cursor);
            let last = self.tree.children.len().checked_sub(1);
            self.selected = match (path.first(), last) {
                // the whole tree: the deepest guess that holds the step
                (Some(_), _) if self.whole => path,
                (Some(&first), _) => vec![first],
                (None, None) => vec![],
                // the step lies past what the tree covers yet: its latest guess is the nearest
                (None, Some(last)) if self.cursor > self.tree.steps => vec![last],
                (None, Some(_)) => vec![0],
            };
        }
    }

    /// Moves the highlight, or leaves the panel: Enter for the player at the highlighted
    /// guess's step, `t` or Esc as it was. What a key cannot do is said in the panel.
    pub fn update(&mut self, action: Action) -> Effects {
        self.remark = None;
        self.act(action).unwrap_or_else(|why| {
            self.remark = Some(why);
            vec![]
        })
    }

    /// [`update`](Self::update)'s work: the effects, or why the key does nothing.
    fn act(&mut self, action: Action) -> Result<Effects, String> {
        let no_guess = || "no guess yet: the search has not guessed".to_string();
        match action {
            Action::Close => return Ok(vec![Effect::Close]),
            Action::Confirm => {
                let guess = self.selected_guess().ok_or_else(no_guess)?;
                return Ok(vec![Effect::Close, Effect::GoTo(guess.step)]);
            }
            _ => {}
        }
        let (&at, parent) = self.selected.split_last().ok_or_else(no_guess)?;
        let siblings = self.siblings(parent).len();
        let outline = self.whole.then(|| self.outline());
        // the whole tree: ↑ and ↓ move through every guess, depth first
        if let Some(outline) = outline
            && let Some(row) = outline.iter().position(|(path, _)| *path == self.selected)
            && let Some(to) = action.moved_row(row, outline.len(), PAGE)
        {
            self.selected = outline[to].0.clone();
            self.pinned = true;
            return Ok(vec![]);
        }
        if let Some(to) = action.moved_row(at, siblings, PAGE) {
            *self.selected.last_mut().expect("a guess is highlighted") = to;
        } else if action == Action::Left {
            if parent.is_empty() {
                return Err("this is the first level".into());
            }
            self.selected.pop();
        } else if action == Action::Right {
            let guess = self.selected_guess().expect("the highlight is on a guess");
            let biggest = (0..guess.children.len()).max_by_key(|&i| guess.children[i].steps);
            match biggest {
                Some(child) => self.selected.push(child),
                None if guess.deeper > 0 => {
                    return Err(format!(
                        "{} more guesses below: stepdoku tree --depth shows them",
                        grouped(guess.deeper)
                    ));
                }
                None => return Err("no guess below this one".into()),
            }
        } else {
            return Ok(vec![]);
        }
        self.pinned = true;
        Ok(vec![])
    }

    /// The panel, estimating the subtrees of open guesses from probes if `on`.
    pub fn probing(mut self, on: bool) -> TreePanel {
        self.probes.on = on;
        self
    }

    /// The estimated steps of the subtree of the open guess placed at `step`, once its
    /// probes are in.
    pub fn estimate(&self, step: u64) -> Option<f64> {
        self.probes.of(step)
    }

    /// What the last key could not do, if anything.
    pub fn remark(&self) -> Option<&str> {
        self.remark.as_deref()
    }

    /// The guesses under the guess at `parent` (the first level's when it is empty).
    pub fn siblings(&self, parent: &[usize]) -> &[Guess] {
        match self.tree.guess_at(parent) {
            Some(guess) => &guess.children,
            None => &self.tree.children,
        }
    }
}

/// What the panel may spend catching up in a frame whose animation spent `spent` of
/// `budget`: what is left of a time budget, but at least a quarter of it (so the tree keeps
/// up, a little behind, while playback takes the whole frame); the same number of events
/// for a budget of events (recordings, which must repeat).
pub fn budget_left(budget: Budget, spent: Duration) -> Budget {
    match budget {
        Budget::Time(work) => Budget::Time(work.saturating_sub(spent).max(work / 4)),
        events => events,
    }
}

impl View for TreePanel {
    const SCOPES: &'static [Scope] = &[Scope::Always, Scope::Popup, Scope::Scroll, Scope::Tree];

    fn update(&mut self, action: Action, _: &Pages) -> Effects {
        TreePanel::update(self, action)
    }

    fn draw(&self, screen: &Screen, buf: &mut Buffer, theme: &Theme) {
        draw::draw(self, screen.above_footer, buf, theme);
    }

    fn settle(&mut self) {
        self.probes.settle();
    }
}

#[cfg(test)]
mod tests;
