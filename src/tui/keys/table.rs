//! THE key table: every key and mouse binding, where it applies and the words that describe
//! it. Dispatch ([`lookup`](super::lookup)), the footer and the help popup
//! ([`words`](super::words)) all read [`BINDINGS`], so what the screen says a key does is what
//! it does.

pub use super::scope::{Input, Scope};
use crate::tui::action::Action;
use crossterm::event::{KeyCode, KeyModifiers};
use stepdoku::timeline::Target;

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

use Scope::{
    Always, Composer, Editor, Generator, List, Player, Popup, Prompt, Race, Scroll, Search, Tree,
};

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
        "faster: a shorter delay (0 = max)",
    ),
    bind(
        &[ch('-')],
        Action::Slower,
        Search,
        Some("speed"),
        "slower: a longer delay (up to 1 s)",
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
        &[ch('p')],
        Action::NewPuzzle,
        Player,
        Some("new"),
        "new puzzle of a chosen difficulty",
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
        "random with a new seed; keeps its parts",
    ),
    bind(
        &[ch('C')],
        Action::Compose,
        Player,
        Some("compose"),
        "compose: cells, digits, inference",
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
        &[ch('t')],
        Action::Tree,
        Player,
        Some("tree"),
        "tree of guesses: where the steps went",
    ),
    bind(
        &[key(KeyCode::Esc)],
        Action::Close,
        Player,
        None,
        "cancel a jump, back to its start",
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
        &[key(KeyCode::Enter)],
        Action::Confirm,
        Generator,
        Some("generate"),
        "generate the highlighted difficulty",
    ),
    bind(
        &[ch('e'), ch('m'), ch('h'), ch('x'), ch('a')],
        Action::Type(' '),
        Generator,
        None,
        "easy, medium, hard, expert, any",
    ),
    bind(
        &[key(KeyCode::Left)],
        Action::Left,
        Generator,
        Some("size"),
        "a smaller board (16x16 to 4x4, each box shape)",
    ),
    bind(
        &[key(KeyCode::Right)],
        Action::Right,
        Generator,
        None,
        "a larger board",
    ),
    bind(
        &[key(KeyCode::Left), ch('h')],
        Action::Left,
        Tree,
        Some("level"),
        "up a level: the guess above",
    ),
    bind(
        &[key(KeyCode::Right), ch('l')],
        Action::Right,
        Tree,
        Some("level"),
        "down a level: the biggest guess below",
    ),
    bind(
        &[key(KeyCode::Enter)],
        Action::Confirm,
        Tree,
        Some("go"),
        "go to the guess's step (its place)",
    ),
    bind(&[ch('t')], Action::Close, Tree, None, "close the tree"),
    bind(
        &[key(KeyCode::Left), ch('h')],
        Action::Left,
        Composer,
        Some("part"),
        "the part to the left",
    ),
    bind(
        &[key(KeyCode::Right), ch('l')],
        Action::Right,
        Composer,
        Some("part"),
        "the part to the right",
    ),
    bind(
        &[key(KeyCode::Up), ch('k')],
        Action::Up,
        Composer,
        Some("choose"),
        "the choice above",
    ),
    bind(
        &[key(KeyCode::Down), ch('j')],
        Action::Down,
        Composer,
        Some("choose"),
        "the choice below",
    ),
    bind(
        &[key(KeyCode::Enter)],
        Action::Confirm,
        Composer,
        Some("play"),
        "play it: same puzzle, from step 0",
    ),
    bind(
        &[ch('R')],
        Action::Race,
        Composer,
        Some("race"),
        "race it against the player's strategy",
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
        "cursor left, wrapping to the row above",
    ),
    bind(
        &[key(KeyCode::Right), ch('l')],
        Action::Right,
        Editor,
        Some("move"),
        "cursor right, wrapping to the next row",
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
        Some("type"),
        "set the cell's given, up to the size, and go on",
    ),
    bind(
        &[Input::Letter],
        Action::Type('A'),
        Editor,
        Some("type"),
        "set a given of 10–16 (a–g too), up to the size, and go on",
    ),
    bind(
        &[ch('.'), ch('0'), ch(' ')],
        Action::Type('.'),
        Editor,
        Some("type"),
        "empty the cell, and go on to the next cell",
    ),
    bind(
        &[key(KeyCode::Backspace)],
        Action::Erase,
        Editor,
        None,
        "empty the cell before the cursor, and move there",
    ),
    bind(
        &[key(KeyCode::Delete)],
        Action::Delete,
        Editor,
        None,
        "empty the cell under the cursor",
    ),
    bind(
        &[ch('u'), ctrl('z')],
        Action::Undo,
        Editor,
        Some("undo"),
        "undo",
    ),
    bind(&[ctrl('r'), ctrl('y')], Action::Redo, Editor, None, "redo"),
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
