//! What a view asks of the app. A view never reaches the app or another view: its update
//! returns [`Effect`]s, and [`App`](super::app::App) applies them in order (gitui's queue of
//! internal events is the model). Effects carry plain data, never a view.

use super::action::HelpPage;
use super::collection::Collection;
use super::file_error::FileError;
use std::path::PathBuf;
use stepdoku::parse::Puzzle;
use stepdoku::solver::Strategy;
use stepdoku::sudoku::{Shape, Variant};

/// One request of a view to the app.
#[derive(Debug)]
pub enum Effect {
    /// A one-line remark on the last action, shown in the status panel.
    Say(String),
    /// Close the view in front.
    Close,
    /// Quit the visualizer.
    Quit,
    /// The delay between steps halved (shared by the player and the race).
    Faster,
    /// The delay between steps doubled.
    Slower,
    /// Open the help page of the keys of the view in front.
    Help(HelpPage),
    /// Open a prompt on the footer's row.
    Prompt(PromptKind, PromptStart),
    /// Open the file picker in `dir`, `name` highlighted.
    Pick {
        /// The folder it lists.
        dir: PathBuf,
        /// The name highlighted, if it is there.
        name: Option<String>,
    },
    /// Open the error popup of a file that cannot be used.
    Fail(FileError),
    /// Offer a file's puzzles to pick one from.
    List(Collection),
    /// Make `collection` the one on screen at its puzzle `usize`, closing every popup.
    Open(Collection, usize),
    /// [`Open`](Effect::Open) and play at once (the editor's Enter).
    Watch(Collection),
    /// Open the editor on a grid of any size, saying where it came from.
    Edit {
        /// The grid's size.
        shape: Shape,
        /// Its N² cells in reading order, 0 for empty.
        digits: Vec<u8>,
        /// A pencil-mark puzzle's candidates, cell by cell (its digits are then all 0).
        marks: Option<Vec<u32>>,
        /// Where they came from, as the panel's `From` row says (`puzzle 3 of top95.txt`).
        from: String,
        /// The puzzle's variant (diagonals, regions, extra houses), which the editor keeps
        /// and writes back.
        variant: Option<Variant>,
    },
    /// Open the race of the chosen strategies on a puzzle.
    Race {
        /// The puzzle.
        puzzle: Puzzle,
        /// Its name, as the header shows it (`top95.txt #41/95`).
        title: String,
        /// The seed of the random strategy.
        seed: u64,
        /// The strategies that race, or (`None`) those `R` races.
        lanes: Option<Vec<Strategy>>,
    },
    /// Open the composer on this strategy (`C`).
    Compose(Strategy),
    /// The player on this strategy, the same puzzle from step 0 (the composer's Enter).
    Play(Strategy),
    /// Race this strategy against the player's (the composer's `R`).
    RaceAgainst(Strategy),
    /// Open the composer for a new lane of the race in front (`C` in the race view).
    ComposeLane {
        /// The strategy it opens on: the selected lane's.
        from: Strategy,
        /// The strategies racing already, in lane order.
        racing: Vec<Strategy>,
        /// The race's board size.
        shape: Shape,
    },
    /// Add this strategy to the race in front as a new lane, every lane back to step 0.
    AddLane(Strategy),
    /// The player with the next seed: for its composition when it has random digits, else on
    /// the random strategy.
    Reseed,
    /// Open the new-puzzle popup, its puzzles drawn from the next seed (`p`).
    NewPuzzle,
    /// Highlight the first row below the prompt whose name holds the text.
    Find(String),
    /// Open the path typed into the picker's Find: a folder, or a file as Enter opens one.
    OpenPath(std::path::PathBuf),
    /// Highlight this row of the list below (a find prompt that was cancelled).
    Highlight(usize),
    /// Go to this step (the `:` prompt).
    GoTo(u64),
    /// Append the editor's puzzle to this file (the `w` prompt).
    Save(PathBuf),
    /// Open the tree panel on the player's search.
    Tree,
    /// Write the screen as it stands to an SVG file of this name in the working directory.
    Picture(String),
}

/// What a prompt asks for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PromptKind {
    /// A step number to go to (`:`); Enter searches on to it if need be.
    GoTo,
    /// Part of a file name in the picker below (`/`); the highlight follows as it is typed.
    Find,
    /// The file the editor's puzzle is appended to (`w`).
    Save,
}

/// How a prompt opens: its first text, and the row of the list below to go back to on Esc.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct PromptStart {
    /// What is typed already.
    pub text: String,
    /// The highlighted row of the list below when the prompt opened.
    pub from_row: usize,
}

/// The effects of one update, in the order the app applies them.
pub type Effects = Vec<Effect>;
