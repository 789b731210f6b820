//! What the editor's keys do, saving, and Enter, which hands the puzzle to the player.

use super::Editor;
use super::save;
use crate::tui::action::{Action, HelpPage};
use crate::tui::collection::{Collection, Origin};
use crate::tui::effect::{Effect, Effects, PromptKind, PromptStart};
use crate::tui::file_error::{FileError, Problem};
use std::path::Path;

impl Editor {
    /// The editor's actions.
    pub fn update(&mut self, action: Action) -> Effects {
        self.unsay();
        let leaving = std::mem::take(&mut self.leaving);
        match action {
            Action::Up => self.move_by(-1, 0),
            Action::Down => self.move_by(1, 0),
            Action::Left => self.move_along(-1),
            Action::Right => self.move_along(1),
            Action::Select(cell) => self.move_to(cell),
            // a puzzle's line as it is written: digits for givens, `.` or `0` for empty cells
            Action::Type(c) => self.type_char(c),
            Action::Erase => self.backspace(),
            Action::Delete => self.clear(),
            Action::Undo => {
                self.undo();
            }
            Action::Redo => {
                self.redo();
            }
            Action::SavePrompt => {
                // a path typed after `./` is in the working folder
                let text = format!(".{}", std::path::MAIN_SEPARATOR);
                let start = PromptStart { text, from_row: 0 };
                return vec![Effect::Prompt(PromptKind::Save, start)];
            }
            Action::Help => return vec![Effect::Help(HelpPage::Editor)],
            // changes neither saved nor played are not lost to one stray key
            Action::Close if !self.is_kept() && !leaving => {
                self.leaving = true;
                self.say(
                    "changes not saved: Esc again leaves without them, w saves",
                    true,
                );
            }
            Action::Close => return vec![Effect::Close],
            Action::Confirm => return self.watch(),
            _ => {}
        }
        vec![]
    }

    /// Enter: the player playing the edited puzzle, unless givens conflict (then the editor
    /// stays and says why).
    fn watch(&mut self) -> Effects {
        if let Some(first) = self.conflicts().first() {
            let why = format!("not started: {first}; fix the conflict first");
            self.say(why, true);
            return vec![];
        }
        Collection::single(Origin::Edited, vec![self.puzzle()])
            .map(Effect::Watch)
            .into_iter()
            .collect()
    }

    /// Appends the puzzle to `path`; the remark says where, or a popup why not.
    pub fn save_to(&mut self, path: &Path) -> Effects {
        match save::append(path, &self.record()) {
            Ok(line) => {
                self.kept = self.draft.clone();
                let shown = stepdoku::shown::path(path);
                // saved all the same, so that half-done work is kept, but neither Enter nor
                // the picker will start a search on it until the conflict is fixed
                match self.conflicts().first() {
                    Some(first) => self.say(
                        format!("saved to {shown}, line {line}, with its conflict: {first}"),
                        true,
                    ),
                    None => self.say(format!("saved to {shown}, line {line}"), false),
                }
                vec![]
            }
            Err(save::SaveError(why)) => {
                vec![Effect::Fail(FileError::saving(path, Problem::Save(why)))]
            }
        }
    }
}
