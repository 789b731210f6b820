//! The keys: [`table`] binds every key and gesture to an [`Action`] where it applies,
//! [`map`] holds them as a config file rebinds them,
//! [`words`] names them for the footer and the help, and [`lookup`] is THE dispatch, key +
//! the scopes live where it is pressed -> [`Action`], used by the terminal's event loop and
//! the recorder alike.

mod binding;
pub mod map;
pub mod scope;
pub mod table;
pub mod words;

#[cfg(test)]
pub use table::BINDINGS;
pub use table::Input;
pub use words::{footer_items, help_groups};

use crate::tui::action::Action;
use crossterm::event::{KeyCode, KeyModifiers};
use scope::Scope;

/// The same key as the table spells it: SHIFT is dropped for characters (the character itself
/// says `G` or `?`), and a lowercase letter sent with SHIFT becomes its capital.
pub fn normalize(code: KeyCode, modifiers: KeyModifiers) -> Input {
    match code {
        KeyCode::Char(c) => {
            let c = if modifiers.contains(KeyModifiers::SHIFT) {
                c.to_ascii_uppercase()
            } else {
                c
            };
            Input::Key(KeyCode::Char(c), modifiers - KeyModifiers::SHIFT)
        }
        _ => Input::Key(code, modifiers),
    }
}

/// The action bound to `input` where the user is (the `scopes` of the view in front), if any.
pub fn lookup(scopes: &[Scope], input: Input) -> Option<Action> {
    let map = map::current();
    let bound = |input: Input| {
        scopes.iter().find_map(|&scope| {
            map.rows()
                .find(|(b, inputs)| b.scope == scope && inputs.contains(&input))
                .map(|(b, _)| b.action)
        })
    };
    // a key of its own first (a digit's row types its digit, whatever key it is bound to);
    // else, where a prompt takes text, the character typed
    bound(input).or_else(|| match input {
        Input::Key(KeyCode::Char(c), modifiers)
            if !c.is_control() && !modifiers.intersects(!KeyModifiers::SHIFT) =>
        {
            bound(Input::Text).map(|_| Action::Type(c))
        }
        _ => None,
    })
}

#[cfg(test)]
mod tests {
    use super::table::Scope;
    use super::words::{help_rows, input_name, input_names};
    use super::*;
    use crate::tui::action::HelpPage;
    use crate::tui::overlay::Context;
    use stepdoku::timeline::Target;

    /// The order of the README's key tables.
    const HELP_ORDER: [Scope; 14] = [
        Scope::Search,
        Scope::Player,
        Scope::Generator,
        Scope::Race,
        Scope::Editor,
        Scope::Scroll,
        Scope::List,
        Scope::Tree,
        Scope::Composer,
        Scope::ComposerPlayer,
        Scope::ComposerRace,
        Scope::Prompt,
        Scope::Popup,
        Scope::Always,
    ];

    const CONTEXTS: &[Context] = Context::ALL;

    /// The action bound to `input` in `context`.
    fn lookup(context: Context, input: Input) -> Option<Action> {
        super::lookup(context.scopes(), input)
    }

    #[test]
    fn no_input_means_two_things_in_one_context() {
        for &context in CONTEXTS {
            let mut seen: Vec<(Input, Scope)> = Vec::new();
            for scope in context.scopes() {
                for b in BINDINGS.iter().filter(|b| b.scope == *scope) {
                    for &input in b.inputs {
                        assert!(
                            !seen.iter().any(|(i, _)| *i == input),
                            "{input:?} bound twice in {context:?}"
                        );
                        seen.push((input, *scope));
                    }
                }
            }
        }
    }

    #[test]
    fn looks_up_keys_as_terminals_send_them() {
        let shifted = |c| normalize(KeyCode::Char(c), KeyModifiers::SHIFT);
        let plain = |c| normalize(KeyCode::Char(c), KeyModifiers::NONE);
        assert_eq!(lookup(Context::Player, shifted('G')), Some(Action::ToEnd));
        assert_eq!(
            lookup(Context::Player, shifted('b')),
            Some(Action::Jump(Target::PrevBacktrack))
        );
        assert_eq!(lookup(Context::Player, shifted('?')), Some(Action::Help));
        assert_eq!(lookup(Context::Player, plain('g')), Some(Action::ToStart));
        assert_eq!(
            lookup(Context::Player, plain(' ')),
            Some(Action::TogglePlay)
        );
        assert_eq!(lookup(Context::Player, plain('y')), None);
        assert_eq!(lookup(Context::Editor, plain('7')), Some(Action::Type('7')));
        // `0` and Space empty the cell as `.` does
        assert_eq!(lookup(Context::Editor, plain('0')), Some(Action::Type('.')));
        assert_eq!(lookup(Context::Editor, plain('.')), Some(Action::Type('.')));
        // letters for the digits above 9, either case; none past G
        assert_eq!(lookup(Context::Editor, plain('g')), Some(Action::Type('G')));
        assert_eq!(
            lookup(Context::Editor, shifted('a')),
            Some(Action::Type('A'))
        );
        assert_eq!(lookup(Context::Editor, plain('x')), None);
        assert_eq!(lookup(Context::Editor, shifted('H')), None);
        let ctrl = |c| normalize(KeyCode::Char(c), KeyModifiers::CONTROL);
        assert_eq!(lookup(Context::Editor, ctrl('z')), Some(Action::Undo));
        assert_eq!(lookup(Context::Editor, ctrl('y')), Some(Action::Redo));
        assert_eq!(lookup(Context::Editor, plain('z')), None);
        assert_eq!(lookup(Context::Player, plain('7')), None);
        let right = normalize(KeyCode::Right, KeyModifiers::NONE);
        assert_eq!(lookup(Context::Player, right), Some(Action::StepForward));
        let ctrl_c = normalize(KeyCode::Char('c'), KeyModifiers::CONTROL);
        for &context in CONTEXTS {
            assert_eq!(lookup(context, ctrl_c), Some(Action::ForceQuit));
        }
    }

    #[test]
    fn popups_take_their_own_keys() {
        let esc = normalize(KeyCode::Esc, KeyModifiers::NONE);
        let q = normalize(KeyCode::Char('q'), KeyModifiers::NONE);
        let g = normalize(KeyCode::Char('g'), KeyModifiers::NONE);
        assert_eq!(lookup(Context::Help, q), Some(Action::Close));
        assert_eq!(lookup(Context::Player, q), Some(Action::Quit));
        assert_eq!(lookup(Context::Error, esc), Some(Action::Close));
        assert_eq!(lookup(Context::Picker, g), Some(Action::First));
        assert_eq!(lookup(Context::Help, g), None);
        let down = normalize(KeyCode::Down, KeyModifiers::NONE);
        assert_eq!(lookup(Context::Help, down), Some(Action::Down));
        assert_eq!(lookup(Context::List, Input::WheelDown), Some(Action::Down));
        assert_eq!(
            lookup(Context::Player, Input::WheelDown),
            Some(Action::StepForward)
        );
    }

    #[test]
    fn the_footer_says_what_space_does_now() {
        for context in [Context::Player, Context::Race] {
            let first = |moving| footer_items(context.scopes(), moving)[0].clone();
            assert_eq!(first(false), ("Space".to_string(), "play"), "{context:?}");
            assert_eq!(first(true), ("Space".to_string(), "pause"), "{context:?}");
        }
    }

    /// The footer's items in `context`, each as `keys word`.
    fn footer_text(context: Context) -> Vec<String> {
        let items = footer_items(context.scopes(), false);
        items.iter().map(|(k, w)| format!("{k} {w}")).collect()
    }

    #[test]
    fn footer_groups_pairs_under_one_word() {
        assert_eq!(
            footer_text(Context::Player),
            [
                "Space play",
                "←/→ step",
                "+/- speed",
                "b/B backtrack",
                "n/N solution",
                "o open",
                "p new",
                "[/] puzzle",
                "s strategy",
                "C compose",
                "R race",
                "e edit",
                "t tree",
                "? help",
                "q quit"
            ]
        );
        // the editor's: a digit, a letter for a digit above 9 and an empty cell are all typed
        assert_eq!(
            footer_text(Context::Editor),
            [
                "↑/↓/←/→ move",
                "1–9/A–G/. type",
                "u undo",
                "w save",
                "Enter watch",
                "? help",
                "Esc leave"
            ]
        );
    }

    #[test]
    fn the_help_and_the_footer_show_the_values_as_bound() {
        // an AZERTY keyboard's digits, without Shift, for 1 to 9; F1 for 10
        let mut azerty = map::azerty();
        let f1 = map::parse_key("f1").unwrap();
        azerty.rebind("editor", "type-10", &[f1]).unwrap();
        azerty.rebind("generator", "hard", &[f1]).unwrap();
        let _restore = map::installed(azerty);
        let editor = help_groups(HelpPage::Editor).remove(0).1;
        let help = |line: &str| {
            editor
                .iter()
                .find(|(_, h)| h.starts_with(line))
                .unwrap()
                .0
                .clone()
        };
        assert_eq!(help("set the cell's given"), "& é \" ' ( - è _ ç");
        assert_eq!(help("set a given of 10–16"), "F1 B–G b–g");
        assert_eq!(help("empty the cell, and go on"), ". 0 Space");
        assert_eq!(
            footer_text(Context::Editor)[1],
            "&/é/\"/'/(/-/è/_/ç/F1/B–G/. type"
        );
        let player = help_groups(HelpPage::Player);
        let (_, generator) = player.iter().find(|(h, _)| *h == "New puzzle").unwrap();
        assert!(generator.contains(&("e m F1 x a".to_string(), "easy, medium, hard, expert, any")));
        // and the keys type what they are bound to type
        let key = |c| normalize(KeyCode::Char(c), KeyModifiers::NONE);
        assert_eq!(lookup(Context::Editor, key('&')), Some(Action::Type('1')));
        assert_eq!(lookup(Context::Editor, key('ç')), Some(Action::Type('9')));
        assert_eq!(
            lookup(Context::Editor, key('1')),
            None,
            "1 no longer types 1"
        );
        let f1 = normalize(KeyCode::F(1), KeyModifiers::NONE);
        assert_eq!(lookup(Context::Editor, f1), Some(Action::Type('A')));
        assert_eq!(lookup(Context::Generator, f1), Some(Action::Type('h')));
        assert_eq!(lookup(Context::Generator, key('h')), None);
    }

    /// The key tables of docs/guide.md, as the help popup groups them.
    fn readme_tables() -> String {
        let mut out = String::new();
        for scope in HELP_ORDER {
            let heading = scope.heading();
            out += &format!("**{heading}**\n\n| keys | what they do |\n|---|---|\n");
            for (binding, inputs) in help_rows(&map::KeyMap::default(), scope) {
                let keys: Vec<String> = input_names(&inputs)
                    .into_iter()
                    .map(|(name, key)| if key { format!("`{name}`") } else { name })
                    .collect();
                out += &format!("| {} | {} |\n", keys.join(" "), binding.help);
            }
            out += "\n";
        }
        out
    }

    #[test]
    fn the_guide_documents_every_binding() {
        let readme = std::fs::read_to_string(crate::common::repo().join("docs/guide.md"))
            .expect("docs/guide.md");
        let tables = readme_tables();
        assert!(
            readme.contains(&tables),
            "docs/guide.md must hold the key tables exactly as the key table says:\n\n{tables}"
        );
    }

    #[test]
    fn help_lists_every_binding_once() {
        // every binding on a page of the help
        for b in BINDINGS {
            assert!(
                HelpPage::ALL.iter().any(|p| p.scopes().contains(&b.scope)),
                "{:?}",
                b.action
            );
        }
        let groups = help_groups(HelpPage::Player);
        let (heading, player) = &groups[0];
        assert_eq!(*heading, "Player and race");
        assert!(player.contains(&("→ l wheel ↓".to_string(), "one step forward")));
        assert_eq!(
            input_name(normalize(KeyCode::Char('c'), KeyModifiers::CONTROL)),
            "Ctrl-C"
        );
    }
}
