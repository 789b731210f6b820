//! The keys as bound: the table's rows with the keys a config file gives them instead
//! ([`KeyMap`]), the names a config file calls keys, rows and presets by, and the check that
//! no key means two things where it is pressed. The map in use is the thread's (the event
//! loop's), [`install`]ed once at the start; dispatch, the footer and the help read it.

use super::scope::{Input, Scope};
use super::table::{BINDINGS, Binding};
use crate::tui::action::Action;
use crossterm::event::{KeyCode, KeyModifiers};
use std::cell::RefCell;
use std::rc::Rc;

/// The inputs of every row of the key table, index for index: the table's own or a config's.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct KeyMap {
    rows: Vec<Vec<Input>>,
}

impl Default for KeyMap {
    fn default() -> KeyMap {
        KeyMap {
            rows: BINDINGS.iter().map(|b| b.inputs.to_vec()).collect(),
        }
    }
}

/// Why a rebinding cannot be made.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum Refusal {
    /// No rebindable row has this name in the scope.
    #[error("no action {action:?} in [keys.{scope}]; {names}")]
    Action {
        scope: String,
        action: String,
        names: String,
    },
    /// No scope has this name.
    #[error("no key scope {0:?}; scopes: {names}", names = scope_names())]
    Scope(String),
    /// The key's name is not one this syntax knows.
    #[error(
        "{0:?} is not a key: a character (G, ?, $), a name (space, enter, esc, tab, backspace, delete, insert, home, end, pageup, pagedown, left, right, up, down, f1..f12), or either after ctrl- or alt-"
    )]
    Key(String),
    /// No preset has this name.
    #[error("no key preset {0:?}; presets: default, vim")]
    Preset(String),
    /// The name is one of a row no key can take: typed text or a mouse gesture.
    #[error("{action:?} in [keys.{scope}] is {why}")]
    NotKey {
        scope: String,
        action: String,
        why: String,
    },
}

impl KeyMap {
    /// The table's rows, each with its inputs as bound.
    pub fn rows(&self) -> impl Iterator<Item = (&'static Binding, &[Input])> {
        BINDINGS.iter().zip(self.rows.iter().map(Vec::as_slice))
    }

    /// The keys of preset `name` (`default`, or `vim`: the table's keys and a few of vim's
    /// beside them).
    pub fn preset(name: &str) -> Result<KeyMap, Refusal> {
        let mut map = KeyMap::default();
        match name {
            "default" => {}
            "vim" => {
                for (scope, action, keys) in VIM {
                    let row = map.row(scope, action)?;
                    for key in *keys {
                        map.rows[row].push(parse_key(key)?);
                    }
                }
            }
            other => return Err(Refusal::Preset(other.to_string())),
        }
        Ok(map)
    }

    /// Binds row `action` of `scope` to `keys` in place of its keys (its mouse gestures stay).
    pub fn rebind(&mut self, scope: &str, action: &str, keys: &[Input]) -> Result<(), Refusal> {
        let row = self.row(scope, action)?;
        let inputs = &mut self.rows[row];
        inputs.retain(|i| !matches!(i, Input::Key(..)));
        inputs.splice(0..0, keys.iter().copied());
        Ok(())
    }

    /// The index of row `action` of `scope`, if it can be rebound.
    fn row(&self, scope: &str, action: &str) -> Result<usize, Refusal> {
        let Some(found) = SCOPES.iter().find(|&&s| scope_name(s) == scope) else {
            return Err(Refusal::Scope(scope.to_string()));
        };
        let rows = || {
            BINDINGS
                .iter()
                .enumerate()
                .filter(|(_, b)| b.scope == *found)
                .filter_map(|(i, b)| Some((i, action_name(b)?)))
        };
        let not_key = NOT_KEYS
            .iter()
            .find(|n| n.scopes.contains(found) && n.names.contains(&action));
        match (rows().find(|(_, name)| name == action), not_key) {
            (Some((i, _)), _) => Ok(i),
            (None, Some(n)) => Err(Refusal::NotKey {
                scope: scope.to_string(),
                action: action.to_string(),
                why: format!(
                    "{}, not a key action; {} {}",
                    n.what,
                    n.lead,
                    n.rows.join(", ")
                ),
            }),
            (None, None) => Err(Refusal::Action {
                scope: scope.to_string(),
                action: action.to_string(),
                names: format!(
                    "actions: {}",
                    rows().map(|(_, n)| n).collect::<Vec<_>>().join(", ")
                ),
            }),
        }
    }

    /// The first place where one key means two actions: the key's name, the two actions
    /// (`scope.action`) and the view where both are live, of `views` (each a name and the
    /// scopes live while it is in front).
    pub fn clash<'a>(
        &self,
        views: impl IntoIterator<Item = (String, &'a [Scope])>,
    ) -> Option<Clash> {
        for (view, live) in views {
            let rows: Vec<_> = self
                .rows()
                .filter(|(b, _)| live.contains(&b.scope))
                .collect();
            for (n, (a, a_inputs)) in rows.iter().enumerate() {
                for &input in a_inputs.iter().filter(|i| matches!(i, Input::Key(..))) {
                    let other = rows[n + 1..].iter().find(|(_, ins)| ins.contains(&input));
                    let typed = typed_class(input).filter(|class| {
                        rows.iter()
                            .any(|(b, ins)| b.action != a.action && ins.contains(class))
                    });
                    let with = match (other, typed) {
                        (Some((b, _)), _) => row_name(b),
                        (None, Some(_)) => "typing".to_string(),
                        (None, None) => continue,
                    };
                    return Some(Clash {
                        key: key_name(input),
                        first: row_name(a),
                        second: with,
                        context: view.clone(),
                    });
                }
            }
        }
        None
    }
}

/// One key bound to two actions live at once.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("key {key:?} is bound to both {first} and {second}, which are live together ({context})")]
pub struct Clash {
    pub key: String,
    pub first: String,
    pub second: String,
    pub context: String,
}

/// [`Input::Text`] if `input` is a character a prompt types: a key bound where a prompt
/// takes text hides the character from typing.
fn typed_class(input: Input) -> Option<Input> {
    match input {
        Input::Key(KeyCode::Char(c), m) if !c.is_control() && m == KeyModifiers::NONE => {
            Some(Input::Text)
        }
        _ => None,
    }
}

/// A row no key can take, by the names a config file may call it, and why: typed text goes
/// in character by character, and a gesture's place is what it means.
struct NotKey {
    scopes: &'static [Scope],
    names: &'static [&'static str],
    what: &'static str,
    /// How the rows that keys do take are introduced, and those rows (`scope.action`).
    lead: &'static str,
    rows: &'static [&'static str],
}

/// Every row no key can take ([`action_name`] gives them none), and the wheel.
const NOT_KEYS: &[NotKey] = &[
    NotKey {
        scopes: &[Scope::Prompt],
        names: &["typing", "type", "text"],
        what: "typed text (every character typed goes in)",
        lead: "the prompt's own keys are",
        rows: &["prompt.erase", "prompt.confirm", "prompt.close"],
    },
    NotKey {
        scopes: &[Scope::Search],
        names: &["click-timeline", "seek-at-pointer", "click", "seek"],
        what: "a mouse gesture (where it clicks is the step)",
        lead: "its key equivalents are",
        rows: &[
            "search.step-back",
            "search.step-forward",
            "search.to-start",
            "search.to-end",
            "player.go-to-prompt",
        ],
    },
    NotKey {
        scopes: &[Scope::Editor],
        names: &["click-a-cell", "select-at-pointer", "click", "select"],
        what: "a mouse gesture (where it clicks is the cell)",
        lead: "its key equivalents are",
        rows: &["editor.up", "editor.down", "editor.left", "editor.right"],
    },
    NotKey {
        scopes: &[Scope::Search, Scope::Scroll],
        names: &["wheel-up", "wheel-down", "wheel"],
        what: "a mouse gesture",
        lead: "the wheel stays on",
        rows: &[
            "search.step-back",
            "search.step-forward",
            "scroll.up",
            "scroll.down",
        ],
    },
];

/// What the vim preset adds, as (scope, action, keys): pages as vim scrolls them, `0` and
/// `$` to the start and the end, `x` to empty the cell under the cursor (vim's `x` deletes
/// the character under it, not the one before).
const VIM: &[(&str, &str, &[&str])] = &[
    ("scroll", "page-down", &["ctrl-f", "ctrl-d"]),
    ("scroll", "page-up", &["ctrl-b", "ctrl-u"]),
    ("search", "to-start", &["0"]),
    ("search", "to-end", &["$"]),
    ("editor", "delete", &["x"]),
];

/// Every scope, for the names a config file uses.
pub const SCOPES: [Scope; 14] = [
    Scope::Always,
    Scope::Search,
    Scope::Player,
    Scope::Race,
    Scope::Popup,
    Scope::Scroll,
    Scope::List,
    Scope::Prompt,
    Scope::Editor,
    Scope::Generator,
    Scope::Tree,
    Scope::Composer,
    Scope::ComposerPlayer,
    Scope::ComposerRace,
];

/// `CamelCase` as `kebab-case`.
fn kebab(name: &str) -> String {
    let mut out = String::new();
    for (i, c) in name.chars().enumerate() {
        if c.is_ascii_uppercase() {
            if i > 0 {
                out.push('-');
            }
            out.push(c.to_ascii_lowercase());
        } else {
            out.push(c);
        }
    }
    out
}

/// A scope's name in a config file: `player`, `composer-race`.
pub fn scope_name(scope: Scope) -> String {
    kebab(&format!("{scope:?}"))
}

fn scope_names() -> String {
    SCOPES.map(scope_name).join(", ")
}

/// A row's action's name in a config file (`step-forward`, `next-backtrack`; the editor's
/// values `type-1` to `type-16` and `type-empty`; the new puzzle's difficulties `easy` to
/// `any`), `None` for the rows no key can take ([`NOT_KEYS`]): the prompt's typed text and
/// the mouse's gestures.
pub fn action_name(binding: &Binding) -> Option<String> {
    match binding.action {
        _ if binding.name.is_some() => binding.name.map(str::to_string),
        // a gesture's place is what it means; a prompt types the key pressed
        Action::Type(_) | Action::SeekAtPointer | Action::SelectAtPointer => None,
        Action::Jump(target) => Some(kebab(&format!("{target:?}"))),
        other => Some(kebab(&format!("{other:?}"))),
    }
}

/// A row's full name, `player.quit`.
fn row_name(binding: &Binding) -> String {
    let action = action_name(binding).unwrap_or_else(|| "typing".to_string());
    format!("{}.{action}", scope_name(binding.scope))
}

/// The key a config file names: `G`, `?`, `space`, `left`, `ctrl-c`, `alt-x`, `f5`.
pub fn parse_key(text: &str) -> Result<Input, Refusal> {
    let refuse = || Refusal::Key(text.to_string());
    let (modifiers, rest) = if let Some(rest) = text.strip_prefix("ctrl-") {
        (KeyModifiers::CONTROL, rest)
    } else if let Some(rest) = text.strip_prefix("alt-") {
        (KeyModifiers::ALT, rest)
    } else {
        (KeyModifiers::NONE, text)
    };
    let mut chars = rest.chars();
    let code = match (chars.next(), chars.next()) {
        (Some(c), None) if !c.is_control() && c != ' ' => {
            // Ctrl sends a letter without its case
            let c = if modifiers == KeyModifiers::CONTROL {
                c.to_ascii_lowercase()
            } else {
                c
            };
            KeyCode::Char(c)
        }
        _ => named(&rest.to_ascii_lowercase()).ok_or_else(refuse)?,
    };
    Ok(Input::Key(code, modifiers))
}

/// The key called `name` (lowercase).
fn named(name: &str) -> Option<KeyCode> {
    let code = match name {
        "space" => KeyCode::Char(' '),
        "enter" => KeyCode::Enter,
        "esc" => KeyCode::Esc,
        "tab" => KeyCode::Tab,
        "backspace" => KeyCode::Backspace,
        "delete" => KeyCode::Delete,
        "insert" => KeyCode::Insert,
        "home" => KeyCode::Home,
        "end" => KeyCode::End,
        "pageup" => KeyCode::PageUp,
        "pagedown" => KeyCode::PageDown,
        "left" => KeyCode::Left,
        "right" => KeyCode::Right,
        "up" => KeyCode::Up,
        "down" => KeyCode::Down,
        _ => {
            let n: u8 = name.strip_prefix('f')?.parse().ok()?;
            return (1..=12).contains(&n).then_some(KeyCode::F(n));
        }
    };
    Some(code)
}

/// How a config file writes `input` ([`parse_key`] reads it back).
pub fn key_name(input: Input) -> String {
    let Input::Key(code, modifiers) = input else {
        return format!("{input:?}");
    };
    let name = match code {
        KeyCode::Char(' ') => "space".to_string(),
        KeyCode::Char(c) => c.to_string(),
        KeyCode::F(n) => format!("f{n}"),
        other => format!("{other:?}").to_lowercase(),
    };
    match modifiers {
        KeyModifiers::CONTROL => format!("ctrl-{name}"),
        KeyModifiers::ALT => format!("alt-{name}"),
        _ => name,
    }
}

thread_local! {
    /// The keys of the visualizer on this thread.
    static CURRENT: RefCell<Rc<KeyMap>> = RefCell::new(Rc::new(KeyMap::default()));
}

/// Makes `map` the keys of this thread's visualizer.
pub fn install(map: KeyMap) {
    CURRENT.with(|current| *current.borrow_mut() = Rc::new(map));
}

/// The keys of this thread's visualizer.
pub fn current() -> Rc<KeyMap> {
    CURRENT.with(|current| current.borrow().clone())
}

/// Puts the default keys back when dropped: a test's keys end with it (tests can share a
/// thread).
#[cfg(test)]
pub struct Installed;

#[cfg(test)]
impl Drop for Installed {
    fn drop(&mut self) {
        install(KeyMap::default());
    }
}

/// Makes `map` this thread's keys until the guard returned is dropped.
#[cfg(test)]
#[must_use]
pub fn installed(map: KeyMap) -> Installed {
    install(map);
    Installed
}

/// The keys of a French (AZERTY) keyboard's digit row without Shift, bound to type 1 to 9 in
/// the editor: the tests' example of values bound to other keys.
#[cfg(test)]
pub fn azerty() -> KeyMap {
    let mut map = KeyMap::default();
    for (digit, key) in (1..=9).zip(["&", "é", "\"", "'", "(", "-", "è", "_", "ç"]) {
        let key = parse_key(key).expect("a key");
        map.rebind("editor", &format!("type-{digit}"), &[key])
            .expect("a value");
    }
    map
}

#[cfg(test)]
mod tests {
    use super::*;

    impl KeyMap {
        /// [`KeyMap::clash`] in every view, as the config file is checked.
        fn clash_anywhere(&self) -> Option<Clash> {
            crate::tui::key_clash(self)
        }
    }

    #[test]
    fn the_table_and_the_vim_preset_bind_no_key_twice() {
        assert_eq!(KeyMap::default().clash_anywhere(), None);
        let vim = KeyMap::preset("vim").unwrap();
        assert_eq!(vim.clash_anywhere(), None);
        assert_ne!(vim, KeyMap::default());
        assert_eq!(KeyMap::preset("default").unwrap(), KeyMap::default());
        assert_eq!(
            KeyMap::preset("emacs"),
            Err(Refusal::Preset("emacs".into()))
        );
    }

    #[test]
    fn every_action_has_one_name_in_its_scope() {
        for scope in SCOPES {
            let mut names: Vec<String> = BINDINGS
                .iter()
                .filter(|b| b.scope == scope)
                .filter_map(action_name)
                .collect();
            let count = names.len();
            names.sort();
            names.dedup();
            assert_eq!(names.len(), count, "{scope:?}: {names:?}");
        }
        let name = |scope: Scope, action: Action| {
            let row = BINDINGS
                .iter()
                .find(|b| b.scope == scope && b.action == action);
            action_name(row.expect("a row"))
        };
        let name = |scope, action| name(scope, action).unwrap_or_default();
        assert_eq!(name(Scope::Search, Action::StepForward), "step-forward");
        let next = Action::Jump(stepdoku::timeline::Target::NextBacktrack);
        assert_eq!(name(Scope::Search, next), "next-backtrack");
        assert_eq!(scope_name(Scope::ComposerRace), "composer-race");
        // the values a key types: the editor's digits and empty cell, the difficulties
        assert_eq!(name(Scope::Editor, Action::Type('1')), "type-1");
        assert_eq!(name(Scope::Editor, Action::Type('9')), "type-9");
        assert_eq!(name(Scope::Editor, Action::Type('A')), "type-10");
        assert_eq!(name(Scope::Editor, Action::Type('G')), "type-16");
        assert_eq!(name(Scope::Editor, Action::Type('.')), "type-empty");
        assert_eq!(name(Scope::Generator, Action::Type('x')), "expert");
        assert_eq!(name(Scope::Generator, Action::Type('a')), "any");
        // and every row has a name but those no key can take, which NOT_KEYS explains
        for b in BINDINGS.iter().filter(|b| action_name(b).is_none()) {
            assert!(
                b.inputs.iter().all(|i| !matches!(i, Input::Key(..))),
                "{:?} {:?}",
                b.scope,
                b.action
            );
            let explained = NOT_KEYS.iter().any(|n| n.scopes.contains(&b.scope));
            assert!(explained, "{:?}", b.scope);
        }
    }

    #[test]
    fn typed_text_and_gestures_say_why_no_key_takes_them() {
        let map = KeyMap::default();
        let why = |scope, action| match map.clone().rebind(scope, action, &[]) {
            Err(refusal @ Refusal::NotKey { .. }) => refusal.to_string(),
            other => panic!("{scope}.{action}: {other:?}"),
        };
        assert_eq!(
            why("prompt", "typing"),
            "\"typing\" in [keys.prompt] is typed text (every character typed goes in), not a \
             key action; the prompt's own keys are prompt.erase, prompt.confirm, prompt.close"
        );
        assert_eq!(
            why("editor", "click"),
            "\"click\" in [keys.editor] is a mouse gesture (where it clicks is the cell), not \
             a key action; its key equivalents are editor.up, editor.down, editor.left, \
             editor.right"
        );
        assert!(why("search", "click-timeline").contains("search.step-forward"));
        assert!(
            why("scroll", "wheel-down").ends_with(
                "stays on search.step-back, search.step-forward, scroll.up, scroll.down"
            )
        );
        // every row named instead is one a key takes
        for row in NOT_KEYS.iter().flat_map(|n| n.rows) {
            let (scope, action) = row.split_once('.').unwrap();
            assert!(map.clone().rebind(scope, action, &[]).is_ok(), "{row}");
        }
        // and where no such row is, the name is the usual unknown action
        assert!(matches!(
            map.clone().rebind("player", "typing", &[]),
            Err(Refusal::Action { .. })
        ));
    }

    #[test]
    fn keys_are_read_as_they_are_written() {
        let key = |code, m| Input::Key(code, m);
        let none = KeyModifiers::NONE;
        assert_eq!(parse_key("G"), Ok(key(KeyCode::Char('G'), none)));
        assert_eq!(parse_key("space"), Ok(key(KeyCode::Char(' '), none)));
        assert_eq!(parse_key("Left"), Ok(key(KeyCode::Left, none)));
        assert_eq!(parse_key("f12"), Ok(key(KeyCode::F(12), none)));
        let ctrl_c = key(KeyCode::Char('c'), KeyModifiers::CONTROL);
        assert_eq!(parse_key("ctrl-c"), Ok(ctrl_c));
        assert_eq!(parse_key("ctrl-C"), Ok(ctrl_c));
        assert_eq!(
            parse_key("alt-x"),
            Ok(key(KeyCode::Char('x'), KeyModifiers::ALT))
        );
        for bad in ["", "f13", "spaces", "ctrl-", "shift-a", " "] {
            assert_eq!(parse_key(bad), Err(Refusal::Key(bad.into())), "{bad:?}");
        }
        for (binding, inputs) in KeyMap::default().rows() {
            for &input in inputs.iter().filter(|i| matches!(i, Input::Key(..))) {
                let name = key_name(input);
                assert_eq!(parse_key(&name), Ok(input), "{:?}: {name}", binding.action);
            }
        }
    }

    #[test]
    fn a_key_clashes_only_where_both_actions_are_live() {
        let space = [parse_key("space").unwrap()];
        let mut map = KeyMap::default();
        map.rebind("player", "quit", &space).unwrap();
        let clash = map.clash_anywhere().expect("Space plays in the player");
        assert_eq!(
            (
                clash.key.as_str(),
                clash.first.as_str(),
                clash.second.as_str()
            ),
            ("space", "search.toggle-play", "player.quit")
        );
        // the generator popup and the player are never in front together
        let mut map = KeyMap::default();
        map.rebind("generator", "left", &[parse_key("t").unwrap()])
            .unwrap();
        assert_eq!(map.clash_anywhere(), None);
        // a digit bound in the editor is bound to the row typing it
        let names = |map: &KeyMap| {
            let clash = map.clash_anywhere()?;
            Some((clash.key, clash.first, clash.second))
        };
        let key = |name| parse_key(name).unwrap();
        let mut map = KeyMap::default();
        map.rebind("editor", "undo", &[key("5")]).unwrap();
        let clash = ("5".into(), "editor.type-5".into(), "editor.undo".into());
        assert_eq!(names(&map), Some(clash));
        // and so is a key moved to a value: `&` for 1 on an AZERTY keyboard
        let mut map = KeyMap::default();
        map.rebind("editor", "type-1", &[key("&")]).unwrap();
        assert_eq!(map.clash_anywhere(), None);
        map.rebind("editor", "undo", &[key("&")]).unwrap();
        let clash = ("&".into(), "editor.type-1".into(), "editor.undo".into());
        assert_eq!(names(&map), Some(clash));
        // where `1` no longer types 1, it is free
        map.rebind("editor", "undo", &[key("1")]).unwrap();
        assert_eq!(map.clash_anywhere(), None);
        // a character bound where a prompt takes text would hide it from typing
        let mut map = KeyMap::default();
        map.rebind("prompt", "erase", &[key("x")]).unwrap();
        let clash = ("x".into(), "prompt.erase".into(), "typing".into());
        assert_eq!(names(&map), Some(clash));
    }

    #[test]
    fn a_rebinding_keeps_the_gestures_and_names_what_it_cannot_find() {
        let mut map = KeyMap::default();
        map.rebind("search", "step-forward", &[parse_key("n").unwrap()])
            .unwrap();
        let (_, inputs) = map
            .rows()
            .find(|(b, _)| b.action == Action::StepForward && b.scope == Scope::Search)
            .unwrap();
        assert_eq!(inputs, [parse_key("n").unwrap(), Input::WheelDown]);
        assert!(matches!(
            map.rebind("search", "step-forwards", &[]),
            Err(Refusal::Action { .. })
        ));
        assert_eq!(
            map.rebind("serch", "quit", &[]),
            Err(Refusal::Scope("serch".into()))
        );
    }
}
