//! The words of the key table: how the screen names a key, the footer's items and the help
//! popup's pages.

use super::map::{self, KeyMap};
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
            } else if modifiers.contains(KeyModifiers::ALT) {
                format!("Alt-{name}")
            } else {
                name
            }
        }
        Input::WheelUp => "wheel ↑".to_string(),
        Input::WheelDown => "wheel ↓".to_string(),
        Input::ClickTimeline => "click timeline".to_string(),
        Input::ClickBoard => "click a cell".to_string(),
        Input::Text => "typing".to_string(),
    }
}

/// How the screen names `inputs`, in order, each with whether it is a key: a run of three or
/// more letters or digits in a row (the digits a row each types) as one item, `1–9`.
pub fn input_names(inputs: &[Input]) -> Vec<(String, bool)> {
    let letter = |i: Option<&Input>| match i {
        Some(Input::Key(KeyCode::Char(c), KeyModifiers::NONE)) if c.is_ascii_alphanumeric() => {
            Some(*c)
        }
        _ => None,
    };
    let mut names = Vec::new();
    let mut at = 0;
    while at < inputs.len() {
        let mut end = at + 1;
        while let (Some(a), Some(b)) = (letter(inputs.get(end - 1)), letter(inputs.get(end))) {
            if u32::from(b) != u32::from(a) + 1 {
                break;
            }
            end += 1;
        }
        let is_key = matches!(inputs[at], Input::Key(..));
        if end - at >= 3 {
            let (first, last) = (input_name(inputs[at]), input_name(inputs[end - 1]));
            names.push((format!("{first}–{last}"), true));
            at = end;
        } else {
            names.push((input_name(inputs[at]), is_key));
            at += 1;
        }
    }
    names
}

/// `inputs` named as the screen names them, joined by `separator`.
fn names_joined(inputs: &[Input], separator: &str) -> String {
    let names: Vec<String> = input_names(inputs).into_iter().map(|(n, _)| n).collect();
    names.join(separator)
}

/// The footer's items for these scopes: the keys (the first of each binding, joined by `/`)
/// and the word, one item per run of bindings sharing a word. Each word says what the key
/// does now: Space says `pause` while something `moving` plays or searches.
pub fn footer_items(scopes: &[Scope], moving: bool) -> Vec<(String, &'static str)> {
    let mut items: Vec<(Vec<Input>, &'static str)> = Vec::new();
    let mut last_word = None;
    let map = map::current();
    for (binding, inputs) in map.rows().filter(|(b, _)| scopes.contains(&b.scope)) {
        let (Some(word), Some(&first)) = (footer_word(binding, moving), inputs.first()) else {
            last_word = None;
            continue;
        };
        match items.last_mut() {
            Some((keys, _)) if last_word == Some(word) => keys.push(first),
            _ => items.push((vec![first], word)),
        }
        last_word = Some(word);
    }
    let name = |(keys, word): (Vec<Input>, _)| (names_joined(&keys, "/"), word);
    items.into_iter().map(name).collect()
}

/// The first key bound now to each of `actions` in `scope`, named and joined by `separator`
/// (a run as `1–9`): how a view names its keys in its own words.
pub fn first_keys(scope: Scope, actions: &[Action], separator: &str) -> String {
    let map = map::current();
    let first = |&action: &Action| {
        let mut rows = map.rows();
        let (_, inputs) = rows.find(|(b, _)| b.scope == scope && b.action == action)?;
        inputs.first().copied()
    };
    let keys: Vec<Input> = actions.iter().filter_map(first).collect();
    names_joined(&keys, separator)
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

/// The help popup's lines of `scope` in `map`: each row with its inputs as bound, where
/// consecutive rows with one description (the values of one choice: the digits, the
/// difficulties) make one line, the rows' first inputs before their second ones (`A–G a–g`).
pub fn help_rows(map: &KeyMap, scope: Scope) -> Vec<(&'static Binding, Vec<Input>)> {
    let mut lines: Vec<(&'static Binding, Vec<Vec<Input>>)> = Vec::new();
    for (binding, inputs) in map.rows().filter(|(b, _)| b.scope == scope) {
        match lines.last_mut() {
            Some((first, rows)) if first.help == binding.help => rows.push(inputs.to_vec()),
            _ => lines.push((binding, vec![inputs.to_vec()])),
        }
    }
    let by_place = |rows: Vec<Vec<Input>>| {
        let deepest = rows.iter().map(Vec::len).max().unwrap_or(0);
        (0..deepest)
            .flat_map(|n| rows.iter().filter_map(move |row| row.get(n).copied()))
            .collect()
    };
    lines
        .into_iter()
        .map(|(binding, rows)| (binding, by_place(rows)))
        .collect()
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
            let lines = help_rows(&map, scope)
                .into_iter()
                .map(|(b, inputs)| (names_joined(&inputs, " "), b.help))
                .collect();
            (scope.heading(), lines)
        })
        .collect()
}
