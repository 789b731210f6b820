//! A prompt on the footer's row: a step to go to (`:`), part of a name to find (`/`), or a
//! file to save to (`w`). Typing changes its text; what the text is for goes back to the app
//! as an [`Effect`].

use crate::tui::action::Action;
use crate::tui::effect::{Effect, Effects, PromptKind, PromptStart};
use crate::tui::widgets::popup::tail;
use crate::tui::widgets::theme::Theme;
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Clear, Widget};
use std::path::PathBuf;

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
                self.text.push(c);
                vec![]
            }
            (Action::Confirm, PromptKind::Save) => {
                vec![Effect::Close, Effect::Save(PathBuf::from(&self.text))]
            }
            (Action::Confirm, PromptKind::GoTo) => {
                let then = match self.text.parse::<u64>() {
                    Ok(step) => Effect::GoTo(step),
                    Err(_) if !self.text.is_empty() => Effect::Say("that step is too large".into()),
                    Err(_) => Effect::Say("no step typed".into()),
                };
                vec![Effect::Close, then]
            }
            (Action::Close, PromptKind::Find) => {
                vec![Effect::Close, Effect::Highlight(self.from_row)]
            }
            (Action::Confirm | Action::Close, _) => vec![Effect::Close],
            _ => vec![],
        }
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
        Span::styled(format!("{}▏", tail(&prompt.text, room)), theme.accent()),
        Span::styled(verdict, theme.error()),
        Span::styled("  Enter", theme.key()),
        Span::styled(" go ", theme.dim()),
        Span::styled(" Esc", theme.key()),
        Span::styled(" cancel ", theme.dim()),
    ])
    .render(area, buf);
}
