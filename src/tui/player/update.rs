//! What the player's keys do: playback, steps, jumps and the puzzle on screen change here;
//! what reaches beyond the main screen (a popup, another view, the speed) goes back to the
//! app as [`Effect`]s.

use super::Player;
use crate::tui::action::{Action, HelpPage};
use crate::tui::collection::Origin;
use crate::tui::effect::{Effect, Effects, PromptKind, PromptStart};
use crate::tui::pane::{Search, at_last_event};
use std::path::PathBuf;
use std::time::Duration;
use stepdoku::numbers::grouped;
use stepdoku::timeline::{Target, Timeline};

impl Player {
    /// Carries out one of the main screen's actions.
    pub fn update(&mut self, action: Action) -> Effects {
        match action {
            Action::Faster => vec![Effect::Faster],
            Action::Slower => vec![Effect::Slower],
            // the presets in turn; from a composition, the first preset
            Action::CycleStrategy => {
                self.choose(self.pane.strategy.next());
                vec![]
            }
            Action::Compose => vec![Effect::Compose(self.pane.strategy)],
            Action::Restart => {
                self.restart();
                vec![]
            }
            Action::Reseed => vec![Effect::Reseed],
            Action::NewPuzzle => vec![Effect::NewPuzzle],
            Action::OpenFile => vec![self.picker_here()],
            Action::PrevPuzzle | Action::NextPuzzle => self.next_puzzle(action),
            Action::Help => vec![Effect::Help(HelpPage::Player)],
            Action::Edit | Action::EditBlank | Action::EditBoard => vec![self.editor_on(action)],
            Action::Race => vec![self.race_of(None)],
            Action::Candidates => {
                self.show_candidates = !self.show_candidates;
                vec![]
            }
            Action::Heatmap => {
                self.show_heat = !self.show_heat;
                vec![]
            }
            Action::Tree => vec![Effect::Tree],
            Action::Picture => {
                let step = self.timeline().map_or(0, Timeline::position);
                let puzzle = self.collection.file_stem(self.current);
                vec![Effect::Picture(format!(
                    "stepdoku-{puzzle}-step-{step}.svg"
                ))]
            }
            Action::GoToPrompt => vec![Effect::Prompt(PromptKind::GoTo, PromptStart::default())],
            Action::Quit => vec![Effect::Quit],
            // Space keeps what a jump reached; Esc takes it back
            Action::Close => match (self.pane.jump.take(), &mut self.pane.search) {
                (Some(_), Search::Running(t)) => {
                    t.seek(self.pane.jump_from);
                    let from = grouped(self.pane.jump_from);
                    vec![Effect::Say(format!("jump cancelled: back at step {from}"))]
                }
                _ => vec![],
            },
            _ => self.navigate(action),
        }
    }

    /// `o`: the file picker in the folder of the file on screen, that file highlighted.
    fn picker_here(&self) -> Effect {
        let dir = match self.collection.folder() {
            Some(dir) if !dir.as_os_str().is_empty() => dir.to_path_buf(),
            _ => PathBuf::from("."),
        };
        let name = match self.collection.origin() {
            Origin::File(path) => path.file_name().map(|n| n.to_string_lossy().into_owned()),
            _ => None,
        };
        Effect::Pick { dir, name }
    }

    /// `e`, `E` and `x`: the editor on the givens, on a blank grid, or on the board as it
    /// stands.
    fn editor_on(&self, action: Action) -> Effect {
        let shape = self.shape();
        let marked = self.entry().puzzle.marks.clone();
        let (digits, marks, from) = match (action, &self.pane.search) {
            (Action::EditBlank, _) => (vec![0; shape.cells()], None, "a blank grid".into()),
            (Action::EditBoard, Search::Running(t)) => {
                let at = format!("the board at step {}", grouped(t.position()));
                // a pencil-mark puzzle's board is its candidates now: a filled cell's digit
                // alone, an empty one's what is left of those written
                let candidates = |c| t.board().get(c).map_or(t.candidates(c), |d| 1 << d);
                let marks = marked.map(|_| shape.all_cells().map(candidates).collect());
                (t.board().digits().to_vec(), marks, at)
            }
            _ => (
                self.entry().puzzle.digits.clone(),
                marked,
                self.puzzle_words(),
            ),
        };
        // a pencil-mark puzzle has no given, whatever the search has placed
        let digits = match marks {
            Some(_) => vec![0; shape.cells()],
            None => digits,
        };
        // a blank grid is a standard one; otherwise the variant's houses stay with the grid
        let variant = match action {
            Action::EditBlank => None,
            _ => self.entry().puzzle.variant.as_ref().map(|(v, _)| v.clone()),
        };
        Effect::Edit {
            shape,
            digits,
            marks,
            from,
            variant,
        }
    }

    /// `puzzle 3 of top95.txt`: the puzzle on screen, as the editor names where it came from.
    fn puzzle_words(&self) -> String {
        let entry = self.entry();
        let source = &self.collection.source_of(entry).name;
        format!("puzzle {} of {source}", grouped(entry.puzzle.index as u64))
    }

    /// `[` and `]`: the previous or next puzzle, on across the bundled files (or the file's
    /// puzzles), and round from the last to the first.
    fn next_puzzle(&mut self, action: Action) -> Effects {
        let count = self.collection.len();
        if count == 1 {
            return vec![Effect::Say("this is the only puzzle".into())];
        }
        let to = if action == Action::NextPuzzle {
            (self.current + 1) % count
        } else {
            (self.current + count - 1) % count
        };
        let wrapped = (action == Action::NextPuzzle) != (to > self.current);
        let from_source = self.collection.source_of(self.entry()).name.clone();
        self.load(to);
        let source = &self.collection.source_of(self.entry()).name;
        if wrapped {
            vec![Effect::Say(format!(
                "round to puzzle {} of {}",
                grouped(to as u64 + 1),
                grouped(count as u64)
            ))]
        } else if *source != from_source {
            vec![Effect::Say(format!("on to {source}"))]
        } else {
            vec![]
        }
    }

    /// Actions that move the cursor of the search.
    pub fn navigate(&mut self, action: Action) -> Effects {
        let say = |text: &str| vec![Effect::Say(text.into())];
        let Search::Running(t) = &mut self.pane.search else {
            return say("the givens conflict: there is nothing to search");
        };
        let was_jumping = self.pane.jump.take().is_some();
        let was_backward = std::mem::take(&mut self.backward);
        if action == Action::PlayBackward {
            self.playing = t.position() > 0;
            self.backward = self.playing;
            self.carry = Duration::ZERO;
            return if self.playing {
                vec![]
            } else {
                say("this is the start")
            };
        }
        if action == Action::TogglePlay {
            self.playing = !self.playing && !was_jumping && !was_backward;
            self.carry = Duration::ZERO;
            if self.playing && at_last_event(t) {
                t.to_start();
            }
            return vec![];
        }
        self.playing = false;
        match action {
            Action::StepForward => {
                let moved = t.forward(1);
                if moved == 0 {
                    return say("the search is over");
                }
            }
            Action::StepBack => {
                let moved = t.back(1);
                if moved == 0 {
                    return say("this is the start");
                }
            }
            Action::ToStart => t.to_start(),
            Action::Seek(step) => t.seek(step),
            Action::ToEnd => {
                return match end_target(t, self.max_solutions) {
                    Ok(target) => self.jump_to(target),
                    Err(why) => vec![Effect::Say(why)],
                };
            }
            Action::Jump(target) => return self.jump_to(target),
            _ => {}
        }
        vec![]
    }

    /// Starts a jump and does its first slice of work at once, so that a near target is reached
    /// before the next key (pressing `b` three times goes three backtracks on); a far one goes
    /// on frame by frame (`searching…`).
    fn jump_to(&mut self, target: Target) -> Effects {
        self.pane.jump = Some(target);
        self.pane.jump_from = self.timeline().map_or(0, Timeline::position);
        self.jump_slice(target).1.into_iter().collect()
    }
}

/// Where `End` goes: the first solution (the configured end) or, from there or past it, on
/// to solution `cap` or the end of the whole search, whichever comes first; or why it goes
/// nowhere.
fn end_target(t: &Timeline, cap: u64) -> Result<Target, String> {
    if at_last_event(t) {
        return Err("this is the end of the search".into());
    }
    match t.end() {
        Some(end) if t.position() >= end => {
            let index = usize::try_from(cap - 1).unwrap_or(usize::MAX);
            match t.solution_steps().get(index) {
                Some(&capped) if t.position() >= capped => Err(format!(
                    "End stops at solution {} (--max-solutions); n finds the next",
                    grouped(cap)
                )),
                _ => Ok(Target::Solution(cap)),
            }
        }
        _ => Ok(Target::End),
    }
}
