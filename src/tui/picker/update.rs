//! What the file picker's keys do, and what a file read on Enter (at once, or when a pipe's
//! reading ends) leads to.

use super::{Outcome, Picker};
use crate::tui::action::Action;
use crate::tui::collection::{Collection, Origin};
use crate::tui::effect::{Effect, Effects, PromptKind, PromptStart};
use crate::tui::file_error::{FileError, conflict_in};

impl Picker {
    /// The file picker's actions; `page` rows are in view.
    pub fn update(&mut self, action: Action, page: usize) -> Effects {
        if let Some(to) = action.moved_row(self.selected(), self.entries().len(), page) {
            self.select(to);
            return vec![];
        }
        if self.is_reading() {
            // Esc stops the reading; the picker's other keys wait for it
            return match action {
                Action::Close => {
                    self.cancel_reading();
                    vec![Effect::Say("reading stopped".into())]
                }
                Action::Confirm | Action::Back | Action::FindPrompt => {
                    vec![Effect::Say("still reading; Esc stops".into())]
                }
                _ => vec![],
            };
        }
        match action {
            Action::Back => {
                self.up();
                vec![]
            }
            Action::FindPrompt => vec![Effect::Prompt(
                PromptKind::Find,
                PromptStart {
                    text: String::new(),
                    from_row: self.selected(),
                },
            )],
            Action::Close => vec![Effect::Close],
            Action::Confirm => {
                let outcome = self.confirm();
                outcome_effects(outcome)
            }
            _ => vec![],
        }
    }

    /// What a pipe's reading led to, once it has ended (looked at every frame).
    pub fn poll(&mut self) -> Effects {
        self.poll_reading().map(outcome_effects).unwrap_or_default()
    }

    /// A path typed into Find and confirmed: opened as Enter opens a row, or said missing.
    pub fn open_typed(&mut self, path: &std::path::Path) -> Effects {
        match self.open_path(path) {
            Some(outcome) => outcome_effects(outcome),
            None => vec![Effect::Say(format!(
                "no such file or folder: {}",
                stepdoku::shown::path(path)
            ))],
        }
    }

    /// The names type-to-find looks through: the rows'.
    pub fn names(&self) -> Vec<String> {
        self.entries().iter().map(|e| e.name.clone()).collect()
    }
}

/// What Enter in the picker led to: nothing, the error popup, the one puzzle of a file
/// opened (unless its givens conflict), or the list of a file's puzzles.
fn outcome_effects(outcome: Outcome) -> Effects {
    match outcome {
        Outcome::Stay => vec![],
        Outcome::Failed(error) => vec![Effect::Fail(error)],
        Outcome::Open(path, puzzles) => {
            let collection = match Collection::of_records(Origin::File(path.clone()), puzzles) {
                Ok(collection) => collection,
                Err(e) => return vec![Effect::Fail(FileError::new(&path, e))],
            };
            if collection.records() > 1 {
                return vec![Effect::List(collection)];
            }
            match conflict_in(&collection, 0) {
                Some(error) => vec![Effect::Fail(error)],
                None => vec![Effect::Open(collection, 0)],
            }
        }
    }
}
