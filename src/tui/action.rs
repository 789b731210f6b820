//! What the user can ask for, whatever key or mouse gesture asked for it ([`Action`]): the key
//! table maps a key, where it is pressed, to one without knowing the app; and which page of
//! keys the help shows ([`HelpPage`]).

use stepdoku::sudoku::Cell;
use stepdoku::timeline::Target;

/// One request to the visualizer. Keys and mouse gestures are turned into actions by the key
/// table ([`super::keys`]); [`App::update`](super::app::App::update) hands them to the view in
/// front.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Action {
    /// Play or pause the animation.
    TogglePlay,
    /// One event forward (pauses).
    StepForward,
    /// One event back (pauses).
    StepBack,
    /// Halve the delay between steps.
    Faster,
    /// Double the delay between steps.
    Slower,
    /// Back to the givens.
    ToStart,
    /// Run to the solution; from there, to the end of the search.
    ToEnd,
    /// Jump to a backtrack, dead end or solution, forward or back (see [`Target`]).
    Jump(Target),
    /// Switch to the next strategy and restart the search.
    CycleStrategy,
    /// Restart the search from the givens.
    Restart,
    /// A freshly drawn seed, for the composition on screen when it has random digits, else
    /// for the random strategy; restart.
    Reseed,
    /// Open the composer: a strategy built from its three parts (in the race view, for a
    /// new lane).
    Compose,
    /// Remove the race's selected lane.
    RemoveLane,
    /// Open the file picker.
    OpenFile,
    /// The previous puzzle of the file.
    PrevPuzzle,
    /// The next puzzle of the file.
    NextPuzzle,
    /// Show the help popup.
    Help,
    /// Quit the visualizer.
    Quit,
    /// Quit from anywhere, whatever is open.
    ForceQuit,
    /// Close the top popup; on the main screen, cancel a jump under way.
    Close,
    /// Move the highlight of a list up one row; in the race view, select the lane before.
    Up,
    /// Move the highlight of a list down one row; in the race view, select the next lane.
    Down,
    /// Move the highlight of a list up one page.
    PageUp,
    /// Move the highlight of a list down one page.
    PageDown,
    /// Highlight the first row of a list.
    First,
    /// Highlight the last row of a list.
    Last,
    /// Open the highlighted row of a list.
    Confirm,
    /// In the file picker, the parent folder; in the puzzle list, back to the picker.
    Back,
    /// A click on the timeline bar (the input layer turns it into [`Action::Seek`]).
    SeekAtPointer,
    /// Put the cursor at this step (within what is explored).
    Seek(u64),
    /// Ask for a step to go to (`:`), typed then Enter.
    GoToPrompt,
    /// In the file picker, ask for part of a name to find (`/`).
    FindPrompt,
    /// Play backward at the current delay.
    PlayBackward,
    /// A typed character, in a prompt; in the editor, a value for the cell (`1`–`9`, `A`–`G`,
    /// or `.` for empty), whatever key is bound to it; in the new-puzzle popup, the letter
    /// of a difficulty.
    Type(char),
    /// Erase the last typed character of a prompt; in the editor, empty the cell before the
    /// cursor and move there (Backspace).
    Erase,
    /// In the editor, empty the cell under the cursor (Delete).
    Delete,
    /// Open the editor on the givens of the puzzle on screen.
    Edit,
    /// Open the editor on a blank grid.
    EditBlank,
    /// Open the editor on the board as it stands: the givens and the digits placed so far.
    EditBoard,
    /// Move the editor's cursor left; in the tree panel, up a level.
    Left,
    /// Move the editor's cursor right; in the tree panel, down a level.
    Right,
    /// A click on the board (the input layer turns it into [`Action::Select`]).
    SelectAtPointer,
    /// Put the editor's cursor on this cell.
    Select(Cell),
    /// Take back the editor's last change.
    Undo,
    /// Make the change undo took back again.
    Redo,
    /// Ask for a file to append the editor's puzzle to (`w`).
    SavePrompt,
    /// Open the race view on the puzzle on screen.
    Race,
    /// Show or hide every empty cell's candidates.
    Candidates,
    /// Switch the board to the heatmap of placements and back.
    Heatmap,
    /// Ask for a difficulty and generate a new puzzle to watch.
    NewPuzzle,
    /// Open the tree panel: where the search's steps went.
    Tree,
    /// Write the screen as it stands to an SVG file in the working directory.
    Picture,
}

impl Action {
    /// The row a list's highlight moves to on a movement action (PgUp and PgDn by `page`, the
    /// rows in view), or `None` for other actions: the help, the picker and the puzzle list
    /// all move this way.
    pub fn moved_row(self, selected: usize, rows: usize, page: usize) -> Option<usize> {
        let page = page.max(1);
        let last = rows.saturating_sub(1);
        let to = match self {
            Action::Up => selected.saturating_sub(1),
            Action::Down => selected + 1,
            Action::PageUp => selected.saturating_sub(page),
            Action::PageDown => selected + page,
            Action::First => 0,
            Action::Last => last,
            _ => return None,
        };
        Some(to.min(last))
    }
}

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
}
