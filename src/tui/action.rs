//! What the user can ask for, whatever key or mouse gesture asked for it.

use stepdoku::sudoku::Cell;
use stepdoku::timeline::Target;

/// One request to the visualizer. Keys and mouse gestures are turned into actions by the key
/// table ([`super::keys`]); [`App::update`](super::app::App::update) carries them out.
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
    /// Switch to the random strategy with a freshly drawn seed and restart.
    Reseed,
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
    /// Move the highlight of a list up one row.
    Up,
    /// Move the highlight of a list down one row.
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
    /// A typed character, in a prompt.
    Type(char),
    /// Erase the last typed character of a prompt; in the editor, empty the cell.
    Erase,
    /// Open the editor on the givens of the puzzle on screen.
    Edit,
    /// Open the editor on a blank grid.
    EditBlank,
    /// Open the editor on the board as it stands: the givens and the digits placed so far.
    EditBoard,
    /// Move the editor's cursor left.
    Left,
    /// Move the editor's cursor right.
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
}
