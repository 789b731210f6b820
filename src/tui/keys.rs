//! THE key table: every key and mouse binding, with the words that describe it.
//!
//! Dispatch ([`lookup`]), the footer ([`footer_items`]) and the help popup ([`help_groups`]) all
//! read [`BINDINGS`], so what the screen says a key does is what it does.

use super::action::Action;
use crossterm::event::{KeyCode, KeyModifiers};
use stepdoku::timeline::Target;

/// A key press or mouse gesture as the table knows it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Input {
    /// A key with its modifiers (SHIFT is folded into the character for letters and symbols).
    Key(KeyCode, KeyModifiers),
    /// The mouse wheel turned up.
    WheelUp,
    /// The mouse wheel turned down.
    WheelDown,
    /// A left click on the timeline bar.
    ClickTimeline,
    /// A left click on the board.
    ClickBoard,
    /// Any character typed, where a prompt takes text.
    Text,
    /// Any digit from 1 to 9.
    Digit,
}

/// Where a binding applies.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Scope {
    /// Everywhere.
    Always,
    /// Moving through a search: the main screen and the race view alike.
    Search,
    /// The main screen, with no popup open.
    Player,
    /// The race view.
    Race,
    /// Any popup.
    Popup,
    /// Popups that scroll or move a highlight: the help, the file picker, the puzzle list.
    Scroll,
    /// The file picker and the puzzle list.
    List,
    /// A prompt taking a typed line.
    Prompt,
    /// The puzzle editor.
    Editor,
}

impl Scope {
    /// The heading of the scope's group in the help popup.
    pub fn heading(self) -> &'static str {
        match self {
            Scope::Search => "Player and race",
            Scope::Player => "Player",
            Scope::Race => "Race view",
            Scope::Popup => "Popups",
            Scope::Scroll => "Lists and help",
            Scope::List => "File picker and puzzle list",
            Scope::Prompt => "Typing a step, a name or a path",
            Scope::Editor => "Editor",
            Scope::Always => "Anywhere",
        }
    }
}

/// What is in front of the user, which decides the scopes whose bindings apply.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Context {
    /// The main screen.
    Player,
    /// The help popup.
    Help,
    /// An error popup.
    Error,
    /// The file picker.
    Picker,
    /// The list of a file's puzzles.
    List,
    /// A prompt (`:`, `/` or the editor's `w`).
    Prompt,
    /// The puzzle editor.
    Editor,
    /// The race view.
    Race,
}

impl Context {
    /// The scopes whose bindings apply, in lookup order.
    pub fn scopes(self) -> &'static [Scope] {
        match self {
            Context::Player => &[Scope::Always, Scope::Search, Scope::Player],
            Context::Race => &[Scope::Always, Scope::Search, Scope::Race],
            Context::Error => &[Scope::Always, Scope::Popup],
            Context::Help => &[Scope::Always, Scope::Popup, Scope::Scroll],
            Context::Picker | Context::List => {
                &[Scope::Always, Scope::Popup, Scope::Scroll, Scope::List]
            }
            Context::Prompt => &[Scope::Always, Scope::Prompt],
            Context::Editor => &[Scope::Always, Scope::Editor],
        }
    }
}

/// One row of the key table.
#[derive(Debug)]
pub struct Binding {
    /// The keys and gestures; the first is the one the footer shows.
    pub inputs: &'static [Input],
    /// What they do.
    pub action: Action,
    /// Where they apply.
    pub scope: Scope,
    /// The footer's word for it (consecutive rows with the same word share one footer item),
    /// or `None` to leave it to the help popup.
    pub footer: Option<&'static str>,
    /// The help popup's description.
    pub help: &'static str,
}

const fn ch(c: char) -> Input {
    Input::Key(KeyCode::Char(c), KeyModifiers::NONE)
}

const fn key(code: KeyCode) -> Input {
    Input::Key(code, KeyModifiers::NONE)
}

const fn ctrl(c: char) -> Input {
    Input::Key(KeyCode::Char(c), KeyModifiers::CONTROL)
}

const fn bind(
    inputs: &'static [Input],
    action: Action,
    scope: Scope,
    footer: Option<&'static str>,
    help: &'static str,
) -> Binding {
    Binding {
        inputs,
        action,
        scope,
        footer,
        help,
    }
}

use Scope::{Always, Editor, List, Player, Popup, Prompt, Race, Scroll, Search};

/// Every binding of the visualizer, in the order the help popup and the footer show them.
pub static BINDINGS: &[Binding] = &[
    bind(
        &[ch(' ')],
        Action::TogglePlay,
        Search,
        Some("play"),
        "play / pause",
    ),
    bind(
        &[key(KeyCode::Left), ch('h'), Input::WheelUp],
        Action::StepBack,
        Search,
        Some("step"),
        "one step back",
    ),
    bind(
        &[key(KeyCode::Right), ch('l'), Input::WheelDown],
        Action::StepForward,
        Search,
        Some("step"),
        "one step forward",
    ),
    bind(
        &[ch('+'), ch('=')],
        Action::Faster,
        Search,
        Some("speed"),
        "faster: halve the delay (0 = max)",
    ),
    bind(
        &[ch('-')],
        Action::Slower,
        Search,
        Some("speed"),
        "slower: double the delay",
    ),
    bind(
        &[key(KeyCode::Home), ch('g')],
        Action::ToStart,
        Search,
        None,
        "back to the start (the givens)",
    ),
    bind(
        &[key(KeyCode::End), ch('G')],
        Action::ToEnd,
        Search,
        None,
        "to the solution; again: to the cap/end",
    ),
    bind(
        &[ch('b')],
        Action::Jump(Target::NextBacktrack),
        Search,
        Some("backtrack"),
        "next backtrack",
    ),
    bind(
        &[ch('B')],
        Action::Jump(Target::PrevBacktrack),
        Search,
        Some("backtrack"),
        "previous backtrack",
    ),
    bind(
        &[ch('f')],
        Action::Jump(Target::NextGuess),
        Search,
        None,
        "next guess, past any forced digits",
    ),
    bind(
        &[ch('F')],
        Action::Jump(Target::PrevGuess),
        Search,
        None,
        "previous guess",
    ),
    bind(
        &[ch('d')],
        Action::Jump(Target::NextDeadEnd),
        Search,
        None,
        "next dead end",
    ),
    bind(
        &[ch('D')],
        Action::Jump(Target::PrevDeadEnd),
        Search,
        None,
        "previous dead end",
    ),
    bind(
        &[ch('n')],
        Action::Jump(Target::NextSolution),
        Search,
        Some("solution"),
        "next solution (searches on)",
    ),
    bind(
        &[ch('N')],
        Action::Jump(Target::PrevSolution),
        Search,
        Some("solution"),
        "previous solution",
    ),
    bind(
        &[Input::ClickTimeline],
        Action::SeekAtPointer,
        Search,
        None,
        "go to that step; drag to scrub",
    ),
    bind(
        &[ch('o')],
        Action::OpenFile,
        Player,
        Some("open"),
        "open a puzzle file",
    ),
    bind(
        &[ch('[')],
        Action::PrevPuzzle,
        Player,
        Some("puzzle"),
        "previous puzzle in the file",
    ),
    bind(
        &[ch(']')],
        Action::NextPuzzle,
        Player,
        Some("puzzle"),
        "next puzzle in the file",
    ),
    bind(
        &[ch('s')],
        Action::CycleStrategy,
        Player,
        Some("strategy"),
        "next strategy (restarts the search)",
    ),
    bind(
        &[ch(':')],
        Action::GoToPrompt,
        Player,
        None,
        "go to a step: type it, then Enter",
    ),
    bind(
        &[ch('<')],
        Action::PlayBackward,
        Player,
        None,
        "play backward (Space stops)",
    ),
    bind(
        &[ch('r')],
        Action::Restart,
        Player,
        None,
        "restart the search",
    ),
    bind(
        &[ch('S')],
        Action::Reseed,
        Player,
        None,
        "random strategy, new seed",
    ),
    bind(
        &[ch('c')],
        Action::Candidates,
        Player,
        None,
        "show / hide the candidates",
    ),
    bind(
        &[ch('m')],
        Action::Heatmap,
        Player,
        None,
        "heatmap: how often each cell was placed",
    ),
    bind(
        &[ch('R')],
        Action::Race,
        Player,
        Some("race"),
        "race the strategies side by side",
    ),
    bind(
        &[ch('e')],
        Action::Edit,
        Player,
        Some("edit"),
        "edit this puzzle's givens",
    ),
    bind(
        &[ch('E')],
        Action::EditBlank,
        Player,
        None,
        "edit a blank grid",
    ),
    bind(
        &[ch('x')],
        Action::EditBoard,
        Player,
        None,
        "edit the board as it stands",
    ),
    bind(
        &[key(KeyCode::Esc)],
        Action::Close,
        Player,
        None,
        "cancel a jump under way (searching…)",
    ),
    bind(&[ch('?')], Action::Help, Player, Some("help"), "this help"),
    bind(&[ch('q')], Action::Quit, Player, Some("quit"), "quit"),
    bind(
        &[key(KeyCode::Esc)],
        Action::Close,
        Race,
        Some("back"),
        "cancel a move under way; else one board",
    ),
    bind(&[ch('?')], Action::Help, Race, Some("help"), "this help"),
    bind(&[ch('q')], Action::Quit, Race, None, "quit"),
    bind(
        &[key(KeyCode::Up), ch('k'), Input::WheelUp],
        Action::Up,
        Scroll,
        Some("move"),
        "move up",
    ),
    bind(
        &[key(KeyCode::Down), ch('j'), Input::WheelDown],
        Action::Down,
        Scroll,
        Some("move"),
        "move down",
    ),
    bind(
        &[key(KeyCode::PageUp)],
        Action::PageUp,
        Scroll,
        None,
        "one page up",
    ),
    bind(
        &[key(KeyCode::PageDown)],
        Action::PageDown,
        Scroll,
        None,
        "one page down",
    ),
    bind(
        &[key(KeyCode::Home), ch('g')],
        Action::First,
        List,
        None,
        "first row",
    ),
    bind(
        &[key(KeyCode::End), ch('G')],
        Action::Last,
        List,
        None,
        "last row",
    ),
    bind(
        &[key(KeyCode::Enter), key(KeyCode::Right), ch('l')],
        Action::Confirm,
        List,
        Some("open"),
        "open the highlighted row",
    ),
    bind(
        &[ch('/')],
        Action::FindPrompt,
        List,
        Some("find"),
        "find a name or a puzzle number",
    ),
    bind(
        &[key(KeyCode::Backspace), key(KeyCode::Left), ch('h')],
        Action::Back,
        List,
        Some("back"),
        "parent folder / back to the files",
    ),
    bind(
        &[key(KeyCode::Esc), ch('q'), ch('?')],
        Action::Close,
        Popup,
        Some("close"),
        "close the popup",
    ),
    bind(
        &[Input::Text],
        Action::Type(' '),
        Prompt,
        None,
        "the step's digits, a name or a path",
    ),
    bind(
        &[key(KeyCode::Backspace)],
        Action::Erase,
        Prompt,
        None,
        "erase the last character",
    ),
    bind(
        &[key(KeyCode::Enter)],
        Action::Confirm,
        Prompt,
        Some("go"),
        "go / keep the file found / save",
    ),
    bind(
        &[key(KeyCode::Esc)],
        Action::Close,
        Prompt,
        Some("cancel"),
        "cancel",
    ),
    bind(
        &[key(KeyCode::Up), ch('k')],
        Action::Up,
        Editor,
        Some("move"),
        "cursor up",
    ),
    bind(
        &[key(KeyCode::Down), ch('j')],
        Action::Down,
        Editor,
        Some("move"),
        "cursor down",
    ),
    bind(
        &[key(KeyCode::Left), ch('h')],
        Action::Left,
        Editor,
        Some("move"),
        "cursor left",
    ),
    bind(
        &[key(KeyCode::Right), ch('l')],
        Action::Right,
        Editor,
        Some("move"),
        "cursor right",
    ),
    bind(
        &[Input::ClickBoard],
        Action::SelectAtPointer,
        Editor,
        None,
        "put the cursor on that cell",
    ),
    bind(
        &[Input::Digit],
        Action::Type('1'),
        Editor,
        Some("given"),
        "set the cell's given",
    ),
    bind(
        &[
            ch('0'),
            ch('.'),
            ch(' '),
            key(KeyCode::Backspace),
            key(KeyCode::Delete),
        ],
        Action::Erase,
        Editor,
        Some("clear"),
        "clear the cell",
    ),
    bind(&[ch('u')], Action::Undo, Editor, None, "undo"),
    bind(&[ctrl('r')], Action::Redo, Editor, None, "redo"),
    bind(
        &[ch('w')],
        Action::SavePrompt,
        Editor,
        Some("save"),
        "save: append to a file",
    ),
    bind(
        &[key(KeyCode::Enter)],
        Action::Confirm,
        Editor,
        Some("watch"),
        "watch the search of this puzzle",
    ),
    bind(&[ch('?')], Action::Help, Editor, Some("help"), "help"),
    bind(
        &[key(KeyCode::Esc)],
        Action::Close,
        Editor,
        Some("leave"),
        "leave, changing nothing",
    ),
    bind(
        &[ctrl('c')],
        Action::ForceQuit,
        Always,
        None,
        "quit, whatever is open",
    ),
];

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

/// The action bound to `input` where the user is, if any.
pub fn lookup(context: Context, input: Input) -> Option<Action> {
    let bound = |input: Input| {
        context.scopes().iter().find_map(|&scope| {
            BINDINGS
                .iter()
                .find(|b| b.scope == scope && b.inputs.contains(&input))
                .map(|b| b.action)
        })
    };
    // a key of its own first; else, where digits or text are taken, a typed character
    bound(input).or_else(|| match input {
        Input::Key(KeyCode::Char(c @ '1'..='9'), KeyModifiers::NONE)
            if bound(Input::Digit).is_some() =>
        {
            Some(Action::Type(c))
        }
        Input::Key(KeyCode::Char(c), modifiers)
            if !c.is_control() && !modifiers.intersects(!KeyModifiers::SHIFT) =>
        {
            bound(Input::Text).map(|_| Action::Type(c))
        }
        _ => None,
    })
}

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
    }
}

/// The footer's items for these scopes: the keys (the first of each binding, joined by `/`)
/// and the word, one item per run of bindings sharing a word.
pub fn footer_items(scopes: &[Scope]) -> Vec<(String, &'static str)> {
    let mut items: Vec<(String, &'static str)> = Vec::new();
    let mut last_word = None;
    for binding in BINDINGS.iter().filter(|b| scopes.contains(&b.scope)) {
        let Some(word) = binding.footer else {
            last_word = None;
            continue;
        };
        let name = input_name(binding.inputs[0]);
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

/// One line of the help popup: every input of a binding, named, and its description.
pub fn help_line(binding: &Binding) -> (String, &'static str) {
    let keys: Vec<String> = binding.inputs.iter().map(|&i| input_name(i)).collect();
    (keys.join(" "), binding.help)
}

/// The order of the README's key tables.
#[cfg(test)]
const HELP_ORDER: [Scope; 9] = [
    Scope::Search,
    Scope::Player,
    Scope::Race,
    Scope::Editor,
    Scope::Scroll,
    Scope::List,
    Scope::Prompt,
    Scope::Popup,
    Scope::Always,
];

/// Which keys the help popup lists: those of the screen it was opened over.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum HelpPage {
    /// The player's keys, with the picker's, the list's and the prompts'.
    Player,
    /// The editor's keys, with the save prompt's.
    Editor,
    /// The race view's keys.
    Race,
}

impl HelpPage {
    /// Both pages.
    pub const ALL: [HelpPage; 3] = [HelpPage::Player, HelpPage::Editor, HelpPage::Race];

    /// The page's position in [`HelpPage::ALL`].
    pub fn index(self) -> usize {
        self as usize
    }

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
                Scope::List,
                Scope::Popup,
            ],
            HelpPage::Editor => &[Scope::Editor, Scope::Prompt, Scope::Popup, Scope::Always],
            HelpPage::Race => &[Scope::Search, Scope::Race, Scope::Popup, Scope::Always],
        }
    }
}

/// The help popup's groups on `page`: a heading and the lines of its bindings.
pub fn help_groups(page: HelpPage) -> Vec<(&'static str, Vec<(String, &'static str)>)> {
    page.scopes()
        .iter()
        .map(|&scope| {
            let lines = BINDINGS
                .iter()
                .filter(|b| b.scope == scope)
                .map(help_line)
                .collect();
            (scope.heading(), lines)
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    const CONTEXTS: [Context; 8] = [
        Context::Player,
        Context::Race,
        Context::Editor,
        Context::Help,
        Context::Error,
        Context::Picker,
        Context::List,
        Context::Prompt,
    ];

    #[test]
    fn no_input_means_two_things_in_one_context() {
        for context in CONTEXTS {
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
        assert_eq!(lookup(Context::Editor, plain('0')), Some(Action::Erase));
        assert_eq!(lookup(Context::Editor, plain('z')), None);
        assert_eq!(lookup(Context::Player, plain('7')), None);
        let right = normalize(KeyCode::Right, KeyModifiers::NONE);
        assert_eq!(lookup(Context::Player, right), Some(Action::StepForward));
        let ctrl_c = normalize(KeyCode::Char('c'), KeyModifiers::CONTROL);
        for context in CONTEXTS {
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
    fn footer_groups_pairs_under_one_word() {
        let items = footer_items(Context::Player.scopes());
        let text: Vec<String> = items.iter().map(|(k, w)| format!("{k} {w}")).collect();
        assert_eq!(
            text,
            [
                "Space play",
                "←/→ step",
                "+/- speed",
                "b/B backtrack",
                "n/N solution",
                "o open",
                "[/] puzzle",
                "s strategy",
                "R race",
                "e edit",
                "? help",
                "q quit"
            ]
        );
    }

    /// The key tables of docs/guide.md, as the help popup groups them.
    fn readme_tables() -> String {
        let mut out = String::new();
        for scope in HELP_ORDER {
            let heading = scope.heading();
            out += &format!("**{heading}**\n\n| keys | what they do |\n|---|---|\n");
            for binding in BINDINGS.iter().filter(|b| b.scope == scope) {
                let keys: Vec<String> = binding
                    .inputs
                    .iter()
                    .map(|&i| match i {
                        Input::Key(..) => format!("`{}`", input_name(i)),
                        _ => input_name(i),
                    })
                    .collect();
                out += &format!("| {} | {} |\n", keys.join(" "), binding.help);
            }
            out += "\n";
        }
        out
    }

    #[test]
    fn the_guide_documents_every_binding() {
        let readme = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/docs/guide.md"))
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
