//! A prompt on the footer's row: a step to go to (`:`), part of a name to find (`/`), or a
//! file to save to (`w`). Typing changes its text; what the text is for goes back to the app
//! as an [`Effect`].

use crate::tui::action::Action;
use crate::tui::effect::{Effect, Effects, PromptKind, PromptStart};
use crate::tui::keys::scope::Scope;
use crate::tui::layout::Pages;
use crate::tui::view::{Screen, View};
use crate::tui::widgets::popup::tail;
use crate::tui::widgets::theme::Theme;
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Clear, Widget};
use std::ffi::OsStr;
use std::path::{MAIN_SEPARATOR, PathBuf};

/// A line being typed, shown on the footer's row.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Prompt {
    /// What it asks for.
    pub kind: PromptKind,
    /// What is typed so far.
    pub text: String,
    /// The highlighted row of the list below when the prompt opened (Esc goes back to it).
    pub from_row: usize,
    /// Whether type-to-find found nothing below for the text as it stands.
    pub no_match: bool,
}

impl Prompt {
    /// A prompt for `kind`, as `start` says.
    pub fn new(kind: PromptKind, start: PromptStart) -> Prompt {
        Prompt {
            kind,
            text: start.text,
            from_row: start.from_row,
            no_match: false,
        }
    }

    /// A prompt's actions: typing, erasing, Enter and Esc.
    pub fn update(&mut self, action: Action) -> Effects {
        match (action, self.kind) {
            (Action::Type(c), PromptKind::GoTo) if c.is_ascii_digit() && self.text.len() < 20 => {
                self.text.push(c);
                vec![]
            }
            (Action::Type(_), PromptKind::GoTo) => {
                vec![Effect::Say("a step is a number: type its digits".into())]
            }
            (Action::Type(c), PromptKind::Find) => {
                self.text.push(c);
                vec![Effect::Find(self.text.clone())]
            }
            (Action::Erase, kind) => {
                self.text.pop();
                if kind == PromptKind::Find {
                    vec![Effect::Find(self.text.clone())]
                } else {
                    vec![]
                }
            }
            (Action::Type(c), PromptKind::Save) => {
                // the `./` the prompt starts with is the working folder: a path typed from the
                // root or from the home folder takes its place
                if (c == '~' || c == MAIN_SEPARATOR) && self.text == format!(".{MAIN_SEPARATOR}") {
                    self.text.clear();
                }
                self.text.push(c);
                vec![]
            }
            (Action::Confirm, PromptKind::Save) => {
                let home = std::env::var_os("HOME");
                let path = typed_path(&self.text, home.as_deref());
                vec![Effect::Close, Effect::Save(path)]
            }
            (Action::Confirm, PromptKind::GoTo) => {
                let then = match self.text.parse::<u64>() {
                    Ok(step) => Effect::GoTo(step),
                    Err(_) if !self.text.is_empty() => Effect::Say("that step is too large".into()),
                    Err(_) => Effect::Say("no step typed".into()),
                };
                vec![Effect::Close, then]
            }
            // a path, or a name found nowhere in the list: relative to the working folder
            (Action::Confirm, PromptKind::Find) if looks_like_path(&self.text) || self.no_match => {
                let home = std::env::var_os("HOME");
                let path = typed_path(&self.text, home.as_deref());
                vec![Effect::Close, Effect::OpenPath(path)]
            }
            (Action::Close, PromptKind::Find) => {
                vec![Effect::Close, Effect::Highlight(self.from_row)]
            }
            (Action::Confirm | Action::Close, _) => vec![Effect::Close],
            _ => vec![],
        }
    }
}

/// Whether Find's text is a path to open rather than part of a name: it starts at the root,
/// the home folder (`~`) or a folder (`./`, `../`, `puzzles/`).
pub fn looks_like_path(text: &str) -> bool {
    text.starts_with('~') || text.contains(MAIN_SEPARATOR)
}

/// The file a typed path names, `~` (alone or before a `/`) as the home folder `home`, as a
/// shell would.
fn typed_path(text: &str, home: Option<&OsStr>) -> PathBuf {
    let rest = text.strip_prefix('~');
    match (rest, home) {
        (Some(""), Some(home)) => PathBuf::from(home),
        (Some(rest), Some(home)) if rest.starts_with(MAIN_SEPARATOR) => {
            PathBuf::from(home).join(&rest[1..])
        }
        _ => PathBuf::from(text),
    }
}

/// A prompt on the footer's row: `Go to step: 1234▏  Enter go  Esc cancel`.
pub fn draw(prompt: &Prompt, area: Rect, buf: &mut Buffer, theme: &Theme) {
    let label = match prompt.kind {
        PromptKind::GoTo => " Go to step: ",
        PromptKind::Find => " Find: ",
        PromptKind::Save => " Save to: ",
    };
    Clear.render(area, buf);
    let verdict = if prompt.no_match { "  no match" } else { "" };
    // the keys' words take 22 columns; a long path shows its end, where the typing is
    let room = usize::from(area.width).saturating_sub(label.len() + 23 + verdict.len());
    Line::from(vec![
        Span::styled(label, theme.label()),
        Span::styled(
            format!("{}▏", tail(&stepdoku::shown::text(&prompt.text), room)),
            theme.accent(),
        ),
        Span::styled(verdict, theme.error()),
        Span::styled("  Enter", theme.key()),
        Span::styled(" go ", theme.dim()),
        Span::styled(" Esc", theme.key()),
        Span::styled(" cancel ", theme.dim()),
    ])
    .render(area, buf);
}

impl View for Prompt {
    const SCOPES: &'static [Scope] = &[Scope::Always, Scope::Prompt];

    fn update(&mut self, action: Action, _: &Pages) -> Effects {
        Prompt::update(self, action)
    }

    fn draw(&self, screen: &Screen, buf: &mut Buffer, theme: &Theme) {
        draw(self, screen.areas.footer, buf, theme);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::path::Path;

    fn save_prompt() -> Prompt {
        let text = format!(".{MAIN_SEPARATOR}");
        Prompt::new(PromptKind::Save, PromptStart { text, from_row: 0 })
    }

    fn typed(prompt: &mut Prompt, text: &str) {
        for c in text.chars() {
            prompt.update(Action::Type(c));
        }
    }

    /// An absolute path or one from home replaces the `./` the prompt starts with, instead of
    /// showing `.//tmp`; a relative one goes on after it.
    #[test]
    fn a_path_from_the_root_or_home_replaces_the_working_folder() {
        for (keys, text) in [
            ("/tmp/mine.txt", "/tmp/mine.txt"),
            ("~/mine.txt", "~/mine.txt"),
            ("mine.txt", "./mine.txt"),
            ("sub/mine.txt", "./sub/mine.txt"),
        ] {
            let mut prompt = save_prompt();
            typed(&mut prompt, keys);
            assert_eq!(prompt.text, text, "{keys}");
        }
    }

    #[test]
    fn a_tilde_is_the_home_folder() {
        let home = Some(OsStr::new("/home/ada"));
        let cases = [
            ("~/puzzles/mine.txt", "/home/ada/puzzles/mine.txt"),
            ("~", "/home/ada"),
            ("~ada/x.txt", "~ada/x.txt"),
            ("./~/x.txt", "./~/x.txt"),
            ("/tmp/x.txt", "/tmp/x.txt"),
        ];
        for (text, path) in cases {
            assert_eq!(typed_path(text, home), Path::new(path), "{text}");
        }
        assert_eq!(typed_path("~/x.txt", None), Path::new("~/x.txt"));
    }

    /// Enter saves to the expanded path, from whatever `HOME` this test runs with.
    #[test]
    fn enter_saves_where_the_tilde_points() {
        let Some(home) = std::env::var_os("HOME") else {
            return;
        };
        let mut prompt = save_prompt();
        typed(&mut prompt, "~/mine.txt");
        let effects = prompt.update(Action::Confirm);
        let saved = Path::new(&home).join("mine.txt");
        assert!(
            matches!(&effects[..], [Effect::Close, Effect::Save(path)] if *path == saved),
            "{effects:?}"
        );
    }
}
