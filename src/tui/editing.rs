//! What the editor's actions do to the state: opening it, its keys, saving, pasting, and
//! Enter, which hands the puzzle to the visualizer.

use super::action::Action;
use super::app::{App, Overlay, Prompt, PromptKind, Search};
use super::collection::{Collection, Origin};
use super::editor::Editor;
use super::editor::save;
use super::keys::HelpPage;
use super::picker::file_error::{FileError, Problem};
use std::path::Path;
use stepdoku::numbers::grouped;
use stepdoku::parse::Puzzle;

impl App {
    /// `e`, `E` and `x`: the editor on the givens, on a blank grid, or on the board as it
    /// stands. Playback pauses: the editor takes the screen.
    pub(super) fn open_editor(&mut self, action: Action) {
        let givens = self.entry().puzzle.digits;
        let editor = match (action, &self.pane.search) {
            (Action::EditBlank, _) => Editor::new([0; 81], "a blank grid"),
            (Action::EditBoard, Search::Running(t)) => Editor::new(
                *t.grid().digits(),
                format!("the board at step {}", grouped(t.position())),
            ),
            _ => Editor::new(givens, self.puzzle_words()),
        };
        self.playing = false;
        self.overlays.push(Overlay::Editor(Box::new(editor)));
    }

    /// `puzzle 3 of top95.txt`: the puzzle on screen, as the editor names where it came from.
    fn puzzle_words(&self) -> String {
        let entry = self.entry();
        let source = &self.collection.source_of(entry).name;
        format!("puzzle {} of {source}", entry.puzzle.index)
    }

    /// The editor's actions.
    pub(super) fn editor(&mut self, action: Action) {
        let Some(Overlay::Editor(editor)) = self.overlays.last_mut() else {
            return;
        };
        editor.unsay();
        match action {
            Action::Up => editor.move_by(-1, 0),
            Action::Down => editor.move_by(1, 0),
            Action::Left => editor.move_by(0, -1),
            Action::Right => editor.move_by(0, 1),
            Action::Select(cell) => editor.move_to(cell),
            Action::Type(c) => {
                if let Some(digit) = c.to_digit(10).filter(|d| (1..=9).contains(d)) {
                    editor.set(digit as u8);
                }
            }
            Action::Erase => editor.clear(),
            Action::Undo => {
                editor.undo();
            }
            Action::Redo => {
                editor.redo();
            }
            Action::SavePrompt => {
                // a path typed after `./` is in the working folder
                let text = format!(".{}", std::path::MAIN_SEPARATOR);
                self.overlays.push(Overlay::Prompt(Prompt {
                    kind: PromptKind::Save,
                    text,
                    from_row: 0,
                }));
            }
            Action::Help => self.overlays.push(Overlay::Help {
                page: HelpPage::Editor,
                scroll: 0,
            }),
            Action::Close => {
                self.overlays.pop();
            }
            Action::Confirm => self.watch_edited(),
            _ => {}
        }
    }

    /// Enter in the editor: the visualizer playing the edited puzzle, unless givens conflict
    /// (then the editor stays and says why).
    fn watch_edited(&mut self) {
        let Some(Overlay::Editor(editor)) = self.overlays.last_mut() else {
            return;
        };
        if let Some(first) = editor.conflicts().first() {
            let why = format!("not started: {first}; fix the conflict first");
            editor.say(why, true);
            return;
        }
        let puzzle = Puzzle {
            digits: *editor.digits(),
            index: 1,
            line: 1,
            label: None,
        };
        let Some(collection) = Collection::single(Origin::Edited, vec![puzzle]) else {
            return;
        };
        self.collection = collection;
        self.overlays.clear();
        self.load(0);
        self.playing = true;
    }

    /// Appends the editor's puzzle to `path`; the remark says where, or a popup why not.
    pub(super) fn save(&mut self, path: &Path) {
        let Some(Overlay::Editor(editor)) = self.overlays.last_mut() else {
            return;
        };
        match save::append(path, &editor.line()) {
            Ok(line) => editor.say(format!("saved to {}, line {line}", path.display()), false),
            Err(save::SaveError(why)) => {
                let error = FileError::saving(path, Problem::Save(why));
                self.overlays.push(Overlay::Error(error));
            }
        }
    }

    /// Text pasted into the terminal: a puzzle for the editor (on the player's screen it opens
    /// the editor on it), or characters for a prompt.
    pub fn paste(&mut self, text: &str) {
        self.notice = None;
        match self.overlays.last_mut() {
            Some(Overlay::Editor(editor)) => editor.paste(text),
            Some(Overlay::Prompt(_)) => {
                let line = text.lines().next().unwrap_or("");
                for c in line.chars().filter(|c| !c.is_control()) {
                    self.update(Action::Type(c));
                }
            }
            None => {
                let mut editor = Editor::new([0; 81], "a paste");
                editor.paste(text);
                match editor.remark() {
                    Some(remark) if remark.error => self.notice = Some(remark.text.clone()),
                    _ => {
                        self.playing = false;
                        self.overlays.push(Overlay::Editor(Box::new(editor)));
                    }
                }
            }
            Some(_) => {}
        }
    }
}
