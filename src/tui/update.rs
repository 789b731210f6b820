//! What each action does to the state: pure transitions, no terminal, no clock.

use super::action::Action;
use super::app::{
    App, MAX_DELAY_MS, Overlay, Prompt, PromptKind, PuzzleList, Search, at_last_event,
};
use super::collection::{Collection, Origin};
use super::keys::HelpPage;
use super::picker::file_error::FileError;
use super::picker::{Outcome, Picker};
use std::path::PathBuf;
use std::time::Duration;
use stepdoku::solver::Strategy;
use stepdoku::timeline::{Target, Timeline};

/// The delay after `+`: halved, and from 1 ms to 0 (as fast as possible).
pub fn faster(delay_ms: u64) -> u64 {
    delay_ms / 2
}

/// The delay after `-`: doubled, and from 0 to 1 ms, up to [`MAX_DELAY_MS`].
pub fn slower(delay_ms: u64) -> u64 {
    delay_ms.saturating_mul(2).clamp(1, MAX_DELAY_MS)
}

impl App {
    /// Carries out one action.
    pub fn update(&mut self, action: Action) {
        if action == Action::ForceQuit {
            self.quit = true;
            return;
        }
        self.notice = None;
        match self.overlays.last_mut() {
            None => self.player(action),
            Some(Overlay::Help { page, scroll }) => {
                let rows = self.pages.help_max_scroll[page.index()] + 1;
                let in_view = self.pages.help[page.index()];
                if let Some(to) = move_highlight(*scroll, rows, action, in_view) {
                    *scroll = to;
                } else if action == Action::Close {
                    self.overlays.pop();
                }
            }
            Some(Overlay::Error(_)) => {
                if action == Action::Close {
                    self.overlays.pop();
                }
            }
            Some(Overlay::Picker(_)) => self.picker(action),
            Some(Overlay::Prompt(_)) => self.prompt(action),
            Some(Overlay::Editor(_)) => self.editor(action),
            Some(Overlay::Race(_)) => self.race_action(action),
            Some(Overlay::List(list)) => {
                let page = self.pages.list;
                if let Some(to) = move_highlight(list.selected, list.collection.len(), action, page)
                {
                    list.selected = to;
                } else {
                    self.puzzle_list(action);
                }
            }
        }
    }

    /// The main screen's actions.
    fn player(&mut self, action: Action) {
        match action {
            Action::Faster => self.delay_ms = faster(self.delay_ms),
            Action::Slower => self.delay_ms = slower(self.delay_ms),
            Action::CycleStrategy => {
                self.pane.strategy = self.pane.strategy.next();
                self.chosen_strategy = self.pane.strategy;
                self.restart();
            }
            Action::Restart => self.restart(),
            Action::Reseed => {
                self.pane.strategy = Strategy::Random;
                self.chosen_strategy = Strategy::Random;
                self.pane.seed = self.next_seed();
                self.restart();
                self.notice = Some(format!("new seed {}", self.pane.seed));
            }
            Action::OpenFile => {
                let dir = match self.collection.folder() {
                    Some(dir) if !dir.as_os_str().is_empty() => dir.to_path_buf(),
                    _ => PathBuf::from("."),
                };
                // highlighted: the file on screen
                let current = match self.collection.origin() {
                    Origin::File(path) => {
                        path.file_name().map(|n| n.to_string_lossy().into_owned())
                    }
                    _ => None,
                };
                let picker = Picker::open_at(&dir, current.as_deref());
                self.overlays.push(Overlay::Picker(picker));
            }
            Action::PrevPuzzle | Action::NextPuzzle => self.next_puzzle(action),
            Action::Help => self.overlays.push(Overlay::Help {
                page: HelpPage::Player,
                scroll: 0,
            }),
            Action::Edit | Action::EditBlank | Action::EditBoard => self.open_editor(action),
            Action::Race => self.open_race(),
            Action::Candidates => self.show_candidates = !self.show_candidates,
            Action::Heatmap => self.show_heat = !self.show_heat,
            Action::GoToPrompt => self.overlays.push(Overlay::Prompt(Prompt {
                kind: PromptKind::GoTo,
                text: String::new(),
                from_row: 0,
            })),
            Action::Quit => self.quit = true,
            Action::Close => {
                if self.pane.jump.take().is_some() {
                    self.notice = Some("jump cancelled".into());
                }
            }
            _ => self.navigate(action),
        }
    }

    /// `[` and `]`: the previous or next puzzle, on across the bundled files (or the file's
    /// puzzles), and round from the last to the first.
    fn next_puzzle(&mut self, action: Action) {
        let count = self.collection.len();
        if count == 1 {
            self.notice = Some("this is the only puzzle".into());
            return;
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
        self.notice = if wrapped {
            Some(format!("round to puzzle {} of {count}", to + 1))
        } else if *source != from_source {
            Some(format!("on to {source}"))
        } else {
            None
        };
    }

    /// Actions that move the cursor of the search.
    fn navigate(&mut self, action: Action) {
        let Search::Running(t) = &mut self.pane.search else {
            self.notice = Some("the givens conflict: there is nothing to search".into());
            return;
        };
        let was_jumping = self.pane.jump.take().is_some();
        let was_backward = std::mem::take(&mut self.backward);
        if action == Action::PlayBackward {
            self.playing = t.position() > 0;
            self.backward = self.playing;
            self.carry = Duration::ZERO;
            if !self.playing {
                self.notice = Some("this is the start".into());
            }
            return;
        }
        if action == Action::TogglePlay {
            self.playing = !self.playing && !was_jumping && !was_backward;
            self.carry = Duration::ZERO;
            if self.playing && at_last_event(t) {
                t.to_start();
            }
            return;
        }
        self.playing = false;
        match action {
            Action::StepForward => {
                self.notice = (t.forward(1) == 0).then(|| "the search is over".into());
            }
            Action::StepBack => {
                self.notice = (t.back(1) == 0).then(|| "this is the start".into());
            }
            Action::ToStart => t.to_start(),
            Action::Seek(step) => t.seek(step),
            Action::ToEnd => match end_target(t, self.max_solutions) {
                Ok(target) => self.jump_to(target),
                Err(why) => self.notice = Some(why),
            },
            Action::Jump(target) => self.jump_to(target),
            _ => {}
        }
    }

    /// Starts a jump and does its first slice of work at once, so that a near target is reached
    /// before the next key (pressing `b` three times goes three backtracks on); a far one goes
    /// on frame by frame (`searching…`).
    fn jump_to(&mut self, target: Target) {
        self.pane.jump = Some(target);
        self.jump_slice(target);
    }

    /// The file picker's actions.
    fn picker(&mut self, action: Action) {
        let Some(Overlay::Picker(picker)) = self.overlays.last_mut() else {
            return;
        };
        let page = self.pages.picker;
        if let Some(to) = move_highlight(picker.selected(), picker.entries().len(), action, page) {
            picker.select(to);
            return;
        }
        if picker.is_reading() {
            // Esc stops the reading; the picker's other keys wait for it
            if action == Action::Close {
                picker.cancel_reading();
                self.notice = Some("reading stopped".into());
            } else if matches!(action, Action::Confirm | Action::Back | Action::FindPrompt) {
                self.notice = Some("still reading; Esc stops".into());
            }
            return;
        }
        match action {
            Action::Back => picker.up(),
            Action::FindPrompt => {
                let from_row = picker.selected();
                self.overlays.push(Overlay::Prompt(Prompt {
                    kind: PromptKind::Find,
                    text: String::new(),
                    from_row,
                }));
            }
            Action::Close => {
                self.overlays.pop();
            }
            Action::Confirm => {
                let outcome = picker.confirm();
                self.picker_outcome(outcome);
            }
            _ => {}
        }
    }

    /// What Enter in the picker led to, at once or when a pipe's reading ended.
    pub(super) fn picker_outcome(&mut self, outcome: Outcome) {
        match outcome {
            Outcome::Stay => {}
            Outcome::Failed(error) => self.overlays.push(Overlay::Error(error)),
            Outcome::Open(path, puzzles) => {
                let Some(collection) = Collection::single(Origin::File(path), puzzles) else {
                    return;
                };
                if collection.len() == 1 {
                    self.open_or_refuse(collection, 0);
                } else {
                    self.overlays.push(Overlay::List(PuzzleList {
                        collection,
                        selected: 0,
                    }));
                }
            }
        }
    }

    /// A prompt's actions: typing, erasing, Enter and Esc.
    fn prompt(&mut self, action: Action) {
        let Some(Overlay::Prompt(prompt)) = self.overlays.last_mut() else {
            return;
        };
        match (action, prompt.kind) {
            (Action::Type(c), PromptKind::GoTo) if c.is_ascii_digit() && prompt.text.len() < 20 => {
                prompt.text.push(c);
            }
            (Action::Type(_), PromptKind::GoTo) => {
                self.notice = Some("a step is a number: type its digits".into());
            }
            (Action::Type(c), PromptKind::Find) => {
                prompt.text.push(c);
                self.find_below_prompt();
            }
            (Action::Erase, kind) => {
                prompt.text.pop();
                if kind == PromptKind::Find {
                    self.find_below_prompt();
                }
            }
            (Action::Type(c), PromptKind::Save) => prompt.text.push(c),
            (Action::Confirm, PromptKind::Save) => {
                let path = PathBuf::from(&prompt.text);
                self.overlays.pop();
                self.save(&path);
            }
            (Action::Confirm, PromptKind::GoTo) => {
                let step = prompt.text.parse::<u64>();
                let typed = !prompt.text.is_empty();
                self.overlays.pop();
                match step {
                    Ok(step) => self.navigate(Action::Jump(Target::Step(step))),
                    Err(_) if typed => self.notice = Some("that step is too large".into()),
                    Err(_) => self.notice = Some("no step typed".into()),
                }
            }
            (Action::Close, PromptKind::Find) => {
                let from_row = prompt.from_row;
                self.overlays.pop();
                self.select_below(from_row);
            }
            (Action::Confirm | Action::Close, _) => {
                self.overlays.pop();
            }
            _ => {}
        }
    }

    /// Highlights the first row of the picker or puzzle list below whose name starts with the
    /// prompt's text, else the first that holds it anywhere (case aside). A puzzle's name is
    /// its number, then its label.
    fn find_below_prompt(&mut self) {
        let [.., below, Overlay::Prompt(prompt)] = &mut self.overlays[..] else {
            return;
        };
        let names: Vec<String> = match below {
            Overlay::Picker(picker) => picker.entries().iter().map(|e| e.name.clone()).collect(),
            Overlay::List(list) => list
                .collection
                .entries()
                .iter()
                .map(|e| {
                    let label = e.puzzle.label.as_deref().unwrap_or("");
                    format!("{} {label}", e.puzzle.index)
                })
                .collect(),
            _ => return,
        };
        let text = prompt.text.to_lowercase();
        let names: Vec<String> = names.iter().map(|n| n.to_lowercase()).collect();
        let found = names
            .iter()
            .position(|n| n.starts_with(&text))
            .or_else(|| names.iter().position(|n| n.contains(&text)));
        match found {
            Some(row) => self.select_below_prompt(row),
            None => self.notice = Some(format!("no name here holds \"{}\"", prompt.text)),
        }
    }

    /// Highlights `row` of the picker or puzzle list just under the prompt.
    fn select_below_prompt(&mut self, row: usize) {
        let at = self.overlays.len().saturating_sub(2);
        select_row(self.overlays.get_mut(at), row);
    }

    /// Highlights `row` of the picker or puzzle list on top (the prompt has closed).
    fn select_below(&mut self, row: usize) {
        select_row(self.overlays.last_mut(), row);
    }

    /// The puzzle list's actions other than moving the highlight.
    fn puzzle_list(&mut self, action: Action) {
        match action {
            Action::Close | Action::Back => {
                self.overlays.pop();
            }
            Action::FindPrompt => {
                let from_row = match self.overlays.last() {
                    Some(Overlay::List(list)) => list.selected,
                    _ => 0,
                };
                self.overlays.push(Overlay::Prompt(Prompt {
                    kind: PromptKind::Find,
                    text: String::new(),
                    from_row,
                }));
            }
            Action::Confirm => {
                let Some(Overlay::List(list)) = self.overlays.last() else {
                    return;
                };
                if let Some(error) = conflict_in(&list.collection, list.selected) {
                    self.overlays.push(Overlay::Error(error));
                } else if let Some(Overlay::List(list)) = self.overlays.pop() {
                    self.open(list.collection, list.selected);
                }
            }
            _ => {}
        }
    }

    /// Opens puzzle `i` of `collection` as [`open`](Self::open) does, unless its givens
    /// conflict: then an error popup says so over the picker or the list, and the puzzle on
    /// screen stays as it was.
    fn open_or_refuse(&mut self, collection: Collection, i: usize) {
        match conflict_in(&collection, i) {
            Some(error) => self.overlays.push(Overlay::Error(error)),
            None => self.open(collection, i),
        }
    }

    /// Makes `collection` the current one, shows its puzzle `i` and closes every popup.
    fn open(&mut self, collection: Collection, i: usize) {
        self.collection = collection;
        self.overlays.clear();
        self.load(i);
    }
}

/// Why puzzle `i` of a file's `collection` cannot be searched, if its givens conflict.
fn conflict_in(collection: &Collection, i: usize) -> Option<FileError> {
    match collection.origin() {
        Origin::File(path) => FileError::conflict(path, &collection.entries()[i].puzzle),
        _ => None,
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
                    stepdoku::numbers::grouped(cap)
                )),
                _ => Ok(Target::Solution(cap)),
            }
        }
        _ => Ok(Target::End),
    }
}

/// The row a list's highlight moves to on a movement action (PgUp and PgDn by `page`, the rows
/// in view), or `None` for other actions.
fn move_highlight(selected: usize, rows: usize, action: Action, page: usize) -> Option<usize> {
    let page = page.max(1);
    let last = rows.saturating_sub(1);
    let to = match action {
        Action::Up => selected.saturating_sub(1),
        Action::Down => selected + 1,
        Action::PageUp => selected.saturating_sub(page),
        Action::PageDown => selected + page,
        Action::First => 0,
        Action::Last => last,
        _ => return None,
    };
    Some(to.min(last))
}

/// Highlights `row` of `overlay` when it is the picker or the puzzle list.
fn select_row(overlay: Option<&mut Overlay>, row: usize) {
    match overlay {
        Some(Overlay::Picker(picker)) => picker.select(row),
        Some(Overlay::List(list)) => list.selected = row.min(list.collection.len() - 1),
        _ => {}
    }
}
