//! The words of the key table: how the screen names a key, the footer's items and the help
//! popup's pages.

use super::map;
use super::table::{Binding, Input, Scope};
use crate::tui::action::{Action, HelpPage};
use crossterm::event::{KeyCode, KeyModifiers};

/// How the screen names an input: `Space`, `→`, `G`, `Ctrl-C`, `wheel ↓`.
pub fn input_name(input: Input) -> String {
    match input {
        Input::Key(code, modifiers) => {
            let name = match code {
                KeyCode::Char(' ') => "Space".to_string(),
                KeyCode::Char(c) if modifiers.contains(KeyModifiers::CONTROL) => {
                    c.to_ascii_uppercase().to_string()
                }
                KeyCode::Char(c) => c.to_string(),
                KeyCode::Left => "←".to_string(),
                KeyCode::Right => "→".to_string(),
                KeyCode::Up => "↑".to_string(),
                KeyCode::Down => "↓".to_string(),
                KeyCode::PageUp => "PgUp".to_string(),
                KeyCode::PageDown => "PgDn".to_string(),
                KeyCode::Home => "Home".to_string(),
                KeyCode::End => "End".to_string(),
                KeyCode::Enter => "Enter".to_string(),
                KeyCode::Esc => "Esc".to_string(),
                KeyCode::Backspace => "Backspace".to_string(),
                KeyCode::Delete => "Delete".to_string(),
                other => other.to_string(),
            };
            if modifiers.contains(KeyModifiers::CONTROL) {
                format!("Ctrl-{name}")
            } else {
                name
            }
        }
        Input::WheelUp => "wheel ↑".to_string(),
        Input::WheelDown => "wheel ↓".to_string(),
        Input::ClickTimeline => "click timeline".to_string(),
        Input::ClickBoard => "click a cell".to_string(),
        Input::Text => "typing".to_string(),
        Input::Digit => "1–9".to_string(),
        Input::Letter => "A–G".to_string(),
    }
}

/// The footer's items for these scopes: the keys (the first of each binding, joined by `/`)
/// and the word, one item per run of bindings sharing a word. Each word says what the key
/// does now: Space says `pause` while something `moving` plays or searches.
pub fn footer_items(scopes: &[Scope], moving: bool) -> Vec<(String, &'static str)> {
    let mut items: Vec<(String, &'static str)> = Vec::new();
    let mut last_word = None;
    let map = map::current();
    for (binding, inputs) in map.rows().filter(|(b, _)| scopes.contains(&b.scope)) {
        let (Some(word), Some(&first)) = (footer_word(binding, moving), inputs.first()) else {
            last_word = None;
            continue;
        };
        let name = input_name(first);
        match items.last_mut() {
            Some((keys, _)) if last_word == Some(word) => {
                keys.push('/');
                keys.push_str(&name);
            }
            _ => items.push((name, word)),
        }
        last_word = Some(word);
    }
    items
}

/// How a popup says which key closes it, `Esc close`: the popups' Close binding, named as
/// the footer names it.
pub fn close_hint() -> String {
    map::current()
        .rows()
        .find(|(b, _)| b.scope == Scope::Popup && b.action == Action::Close)
        .and_then(|(b, inputs)| {
            let first = inputs.first()?;
            Some(format!(
                "{} {}",
                input_name(*first),
                b.footer.unwrap_or("close")
            ))
        })
        .unwrap_or_default()
}

/// The footer's word for `binding` now.
fn footer_word(binding: &Binding, moving: bool) -> Option<&'static str> {
    match binding.action {
        Action::TogglePlay if moving => Some("pause"),
        _ => binding.footer,
    }
}

/// One line of the help popup: every input of a binding as bound, named, and its description.
pub fn help_line(binding: &Binding, inputs: &[Input]) -> (String, &'static str) {
    let keys: Vec<String> = inputs.iter().map(|&i| input_name(i)).collect();
    (keys.join(" "), binding.help)
}

impl HelpPage {
    /// The scopes the page lists, in order.
    pub fn scopes(self) -> &'static [Scope] {
        match self {
            // in two columns at 120×40: the shared keys and the small groups, then the
            // player's own and the lists'
            HelpPage::Player => &[
                Scope::Search,
                Scope::Scroll,
                Scope::Prompt,
                Scope::Always,
                Scope::Player,
                Scope::Generator,
                Scope::List,
                Scope::Tree,
                Scope::Composer,
                Scope::ComposerPlayer,
                Scope::Popup,
            ],
            HelpPage::Editor => &[Scope::Editor, Scope::Prompt, Scope::Popup, Scope::Always],
            HelpPage::Race => &[
                Scope::Search,
                Scope::Race,
                Scope::Composer,
                Scope::ComposerRace,
                Scope::Popup,
                Scope::Always,
            ],
        }
    }
}

/// The help popup's groups on `page`: a heading and the lines of its bindings.
pub fn help_groups(page: HelpPage) -> Vec<(&'static str, Vec<(String, &'static str)>)> {
    let map = map::current();
    page.scopes()
        .iter()
        .map(|&scope| {
            let lines = map
                .rows()
                .filter(|(b, _)| b.scope == scope)
                .map(|(b, inputs)| help_line(b, inputs))
                .collect();
            (scope.heading(), lines)
        })
        .collect()
}
