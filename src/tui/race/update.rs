//! What the race view's keys do: the player's keys acting on every board at once; ↑ and ↓
//! select a lane, `C` composes one more, `x` removes the selected one; Esc back to the single
//! view.

use super::{NoRace, Race};
use crate::tui::action::{Action, HelpPage};
use crate::tui::effect::{Effect, Effects};

impl Race {
    /// Carries out one of the race view's actions.
    pub fn update(&mut self, action: Action) -> Effects {
        let say = |text: &str| vec![Effect::Say(text.into())];
        match action {
            Action::Faster => vec![Effect::Faster],
            Action::Slower => vec![Effect::Slower],
            Action::Help => vec![Effect::Help(HelpPage::Race)],
            Action::Quit => vec![Effect::Quit],
            Action::TogglePlay => {
                self.toggle_play();
                vec![]
            }
            Action::StepForward if !self.step_forward() => say("every search is over"),
            Action::StepBack if !self.step_back() => say("this is the start"),
            Action::ToStart => {
                self.stop();
                self.go_to(0);
                vec![]
            }
            Action::ToEnd => {
                self.run_to_end();
                vec![]
            }
            Action::Jump(target) => self.jump(target).map(say).unwrap_or_default(),
            Action::Seek(step) => {
                self.stop();
                self.go_to(step);
                vec![]
            }
            Action::Close if self.is_searching() => {
                self.stop();
                say("move cancelled")
            }
            Action::Close => vec![Effect::Close],
            Action::Up => {
                self.select_by(-1);
                vec![]
            }
            Action::Down => {
                self.select_by(1);
                vec![]
            }
            Action::Compose if self.is_full() => say(&NoRace::Full.to_string()),
            Action::Compose => vec![Effect::ComposeLane {
                from: self.lanes()[self.selected()].strategy(),
                racing: self.strategies(),
                shape: self.shape(),
            }],
            Action::RemoveLane => match self.remove_selected() {
                Ok(removed) => say(&format!("{removed} left the race")),
                Err(why) => say(&why.to_string()),
            },
            _ => vec![],
        }
    }
}
