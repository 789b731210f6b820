//! The app's half of every action: hand it to the view in front, then apply the effects that
//! come back, in order.

use super::{App, Overlay};
use crate::tui::action::Action;
use crate::tui::composer::{Composer, LaneComposer};
use crate::tui::editor::{self, Editor};
use crate::tui::effect::{Effect, Effects};
use crate::tui::generator::Generator;
use crate::tui::help::Help;
use crate::tui::pacing::{faster, slower};
use crate::tui::picker::Picker;
use crate::tui::picker::list::PuzzleList;
use crate::tui::prompt::Prompt;
use crate::tui::race::Race;
use crate::tui::tree::TreePanel;
use stepdoku::timeline::Target;

impl App {
    /// Carries out one action: the view in front updates, and its effects are applied.
    pub fn update(&mut self, action: Action) {
        if action == Action::ForceQuit {
            self.quit = true;
            return;
        }
        self.notice = None;
        let pages = self.pages;
        let effects = match self.overlays.last_mut() {
            None => self.player.update(action),
            Some(overlay) => overlay.update(action, &pages),
        };
        self.apply(effects);
    }

    /// Applies what a view asked for, in order.
    pub(super) fn apply(&mut self, effects: Effects) {
        for effect in effects {
            self.apply_one(effect);
        }
    }

    fn apply_one(&mut self, effect: Effect) {
        match effect {
            Effect::Say(text) => self.notice = Some(text),
            Effect::Close => {
                self.overlays.pop();
            }
            Effect::Quit => self.quit = true,
            Effect::Faster => self.delay_ms = faster(self.delay_ms),
            Effect::Slower => self.delay_ms = slower(self.delay_ms),
            Effect::Help(page) => self.overlays.push(Overlay::Help(Help::new(page))),
            Effect::Prompt(kind, start) => {
                self.overlays
                    .push(Overlay::Prompt(Prompt::new(kind, start)));
            }
            Effect::Pick { dir, name } => {
                let picker = Picker::open_at(&dir, name.as_deref());
                self.overlays.push(Overlay::Picker(picker));
            }
            Effect::Fail(error) => self.overlays.push(Overlay::Error(error)),
            Effect::List(collection) => {
                self.overlays
                    .push(Overlay::List(PuzzleList::new(collection)));
            }
            Effect::Open(collection, i) => {
                self.overlays.clear();
                self.player.open(collection, i);
            }
            Effect::Watch(collection) => {
                self.overlays.clear();
                self.player.open(collection, 0);
                self.player.play();
            }
            Effect::Edit {
                shape,
                digits,
                marks,
                from,
                variant,
            } => {
                self.player.pause();
                let editor = match marks {
                    Some(marks) => Editor::marked(shape, marks, from),
                    None => Editor::new(shape, digits, from),
                };
                let editor = editor.with_variant(variant);
                self.overlays.push(Overlay::Editor(Box::new(editor)));
            }
            Effect::Race {
                puzzle,
                title,
                seed,
                lanes,
            } => match Race::new(&puzzle, lanes.as_ref().unwrap_or(&self.race_lanes), seed) {
                Ok(race) => {
                    self.player.pause();
                    self.overlays
                        .push(Overlay::Race(Box::new(race.titled(title))));
                }
                Err(why) => self.notice = Some(why.to_string()),
            },
            Effect::Reseed => {
                let seed = self.next_seed();
                self.player.reseed(seed);
                self.notice = Some(format!("new seed {seed}"));
            }
            Effect::Compose(strategy) => {
                self.overlays.push(Overlay::Composer(Composer::new(
                    strategy,
                    self.player.shape(),
                )));
            }
            Effect::Play(strategy) => self.player.choose(strategy),
            Effect::RaceAgainst(strategy) => {
                // the player's own strategy composed again races alone
                let player = self.player.pane().strategy();
                let mut lanes = vec![strategy];
                if player != strategy {
                    lanes.push(player);
                }
                let race = self.player.race_of(Some(lanes));
                self.apply_one(race);
            }
            Effect::ComposeLane {
                from,
                racing,
                shape,
            } => {
                let composer = LaneComposer::new(from, racing, shape);
                self.overlays.push(Overlay::LaneComposer(composer));
            }
            Effect::AddLane(strategy) => {
                let Some(Overlay::Race(race)) = self.overlays.last_mut() else {
                    return;
                };
                self.notice = Some(match race.add(strategy) {
                    Ok(()) => format!("{strategy} joins the race: all lanes from step 0"),
                    Err(why) => why.to_string(),
                });
            }
            Effect::NewPuzzle => {
                let generator = Generator::new(self.next_seed(), self.player.shape());
                self.overlays.push(Overlay::Generator(generator));
            }
            Effect::Find(text) => self.find_below_prompt(&text),
            Effect::OpenPath(path) => match self.overlays.last_mut() {
                Some(Overlay::Picker(picker)) => {
                    let effects = picker.open_typed(&path);
                    self.apply(effects);
                }
                _ => self.notice = Some("a path opens from the file picker (o)".into()),
            },
            Effect::Highlight(row) => {
                if let Some(overlay) = self.overlays.last_mut() {
                    select_row(overlay, row);
                }
            }
            Effect::GoTo(step) => {
                let effects = self.player.navigate(Action::Jump(Target::Step(step)));
                self.apply(effects);
            }
            Effect::Tree => match self.player.timeline() {
                Some(t) => {
                    let panel = TreePanel::of(t).probing(self.player.probing);
                    self.overlays.push(Overlay::Tree(Box::new(panel)));
                }
                None => self.notice = Some("the givens conflict: there is no search".into()),
            },
            // the driver writes it once the frame is drawn: only it has the screen
            Effect::Picture(name) => self.picture_wanted = Some(name),
            Effect::Save(path) => {
                if let Some(Overlay::Editor(editor)) = self.overlays.last_mut() {
                    let effects = editor.save_to(&path);
                    self.apply(effects);
                }
            }
        }
    }

    /// Highlights the first row of the picker or puzzle list below the prompt whose name
    /// starts with `text`, else the first that holds it anywhere (case aside).
    fn find_below_prompt(&mut self, text: &str) {
        let [.., below, Overlay::Prompt(prompt)] = &mut self.overlays[..] else {
            return;
        };
        let names = match below {
            Overlay::Picker(picker) => picker.names(),
            Overlay::List(list) => list.names(),
            _ => return,
        };
        let lower = text.to_lowercase();
        let names: Vec<String> = names.iter().map(|n| n.to_lowercase()).collect();
        let found = names
            .iter()
            .position(|n| n.starts_with(&lower))
            .or_else(|| names.iter().position(|n| n.contains(&lower)));
        // a path is opened on Enter, not looked for among the names
        if crate::tui::prompt::looks_like_path(text) {
            prompt.no_match = false;
            return;
        }
        // the prompt says so itself: the status panel is under the popup
        prompt.no_match = found.is_none() && !text.is_empty();
        match found {
            Some(row) => select_row(below, row),
            None => self.notice = Some(format!("no name here holds \"{text}\"")),
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
                let shape = self.player.shape();
                let mut editor = Editor::new(shape, vec![0; shape.cells()], editor::PASTE);
                editor.paste(text);
                match editor.remark() {
                    Some(remark) if remark.error => self.notice = Some(remark.text.clone()),
                    _ => {
                        self.player.pause();
                        self.overlays.push(Overlay::Editor(Box::new(editor)));
                    }
                }
            }
            Some(_) => {}
        }
    }
}

/// Highlights `row` of `overlay` when it is the picker or the puzzle list.
fn select_row(overlay: &mut Overlay, row: usize) {
    match overlay {
        Overlay::Picker(picker) => picker.select(row),
        Overlay::List(list) => list.select(row),
        _ => {}
    }
}
