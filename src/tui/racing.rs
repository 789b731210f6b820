//! What the race view's actions do: opening it on the puzzle on screen, the player's keys
//! acting on every board at once, Esc back to one board.

use super::action::Action;
use super::app::{App, Overlay};
use super::keys::HelpPage;
use super::race::Race;
use super::update::{faster, slower};

impl App {
    /// `R`: the race of the chosen strategies on the puzzle on screen, paused at step 0 (the
    /// single view pauses behind it).
    pub(super) fn open_race(&mut self) {
        match Race::new(&self.entry().puzzle, &self.race_lanes, self.pane.seed) {
            Ok(race) => {
                self.playing = false;
                self.overlays.push(Overlay::Race(Box::new(race)));
            }
            Err(why) => self.notice = Some(why.to_string()),
        }
    }

    /// The race view's actions.
    pub(super) fn race_action(&mut self, action: Action) {
        match action {
            Action::Faster => self.delay_ms = faster(self.delay_ms),
            Action::Slower => self.delay_ms = slower(self.delay_ms),
            Action::Help => self.overlays.push(Overlay::Help {
                page: HelpPage::Race,
                scroll: 0,
            }),
            Action::Quit => self.quit = true,
            _ => {
                let Some(Overlay::Race(race)) = self.overlays.last_mut() else {
                    return;
                };
                match action {
                    Action::TogglePlay => race.toggle_play(),
                    Action::StepForward if !race.step_forward() => {
                        self.notice = Some("every search is over".into());
                    }
                    Action::StepBack if !race.step_back() => {
                        self.notice = Some("this is the start".into());
                    }
                    Action::ToStart => {
                        race.stop();
                        race.go_to(0);
                    }
                    Action::ToEnd => race.run_to_end(),
                    Action::Jump(target) => {
                        self.notice = race.jump(target).map(str::to_string);
                    }
                    Action::Seek(step) => {
                        race.stop();
                        race.go_to(step);
                    }
                    Action::Close if race.is_searching() => {
                        race.stop();
                        self.notice = Some("move cancelled".into());
                    }
                    Action::Close => {
                        self.overlays.pop();
                    }
                    _ => {}
                }
            }
        }
    }
}
