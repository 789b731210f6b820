//! Pencil marks, as plain data read off the timeline at its cursor: what an elimination step
//! does to the candidates (for the board to mark), and the candidates of the cells a step
//! touches (for the panel to list where the board's cells are too small to hold them).

use stepdoku::solver::Event;
use stepdoku::sudoku::{Cell, Shape, digit_char};
use stepdoku::timeline::Timeline;

/// An `eliminate` step's removals, or a `restore`'s candidates given back, cell by cell, and
/// the cells of the pattern that removes them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Elimination {
    /// Each cell's candidates the step removes or gives back, bit `d` for digit `d`.
    pub digits: Vec<u32>,
    /// Whether the step gives them back (a `restore`) rather than removes them.
    pub given_back: bool,
    /// Whether each cell is one of the pattern's (all false for a removal without one, and
    /// for a `restore`).
    pub pattern: Vec<bool>,
}

impl Elimination {
    /// The elimination of `event` on a board of `shape`, if it is an `eliminate` or a
    /// `restore`.
    pub fn of_event(event: Option<&Event>, shape: Shape) -> Option<Elimination> {
        let event = event?;
        let removal = event.removal()?;
        let mut digits = vec![0u32; shape.cells()];
        for &(cell, digit) in removal.pairs() {
            digits[shape.index(cell)] |= 1 << digit;
        }
        let given_back = matches!(event, Event::Restore(_));
        let mut pattern = vec![false; shape.cells()];
        // a restore's pattern no longer holds (the backtrack takes back the placements that
        // made it), and its cells often carry the trail's marks, which a highlight would hide
        let cells = removal.pattern().filter(|_| !given_back).map(|p| p.cells());
        for cell in cells.unwrap_or_default() {
            pattern[shape.index(cell)] = true;
        }
        Some(Elimination {
            digits,
            given_back,
            pattern,
        })
    }
}

/// One cell a step touches, as the panel lists it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Touched {
    /// The cell.
    pub cell: Cell,
    /// Its candidates after the step (before it, for a placement: what it was chosen from).
    pub candidates: u32,
    /// The candidates the step removes from it or gives back to it.
    pub marked: u32,
    /// Whether the step gives them back (a `restore`).
    pub given_back: bool,
}

impl Touched {
    /// `r6c4 1579 loses 2`, `r6c4 12579 regains 2`, `r1c3 469`, `r2c5 none`: the cell, its
    /// candidates, and what the step took or gave back (the words of the elimination's
    /// explanation): the cell and its candidates, then the verb and the digits it marks.
    pub fn words(&self) -> (String, Option<(&'static str, String)>) {
        let head = format!("{} {}", self.cell, digits_word(self.candidates));
        let tail = (self.marked != 0).then(|| {
            let verb = if self.given_back { "regains" } else { "loses" };
            (verb, digits_word(self.marked))
        });
        (head, tail)
    }
}

/// `1579`: the digits of `mask` run together, as pencil marks are written; `none` for none.
fn digits_word(mask: u32) -> String {
    if mask == 0 {
        return "none".to_string();
    }
    (1..=16u8)
        .filter(|d| mask & 1 << d != 0)
        .map(digit_char)
        .collect()
}

/// The cells the step at the cursor touches, each with its candidates: an elimination's
/// cells that lose (or regain) candidates, the cell of a placement, an undo or a dead end;
/// none for the other steps.
pub fn touched(t: &Timeline) -> Vec<Touched> {
    let Some(event) = t.current_event() else {
        return Vec::new();
    };
    if let Some(elimination) = Elimination::of_event(Some(&event), t.shape()) {
        let removal = event.removal().expect("an elimination has a removal");
        return (removal.cells().into_iter())
            .map(|cell| Touched {
                cell,
                candidates: t.candidates(cell),
                marked: elimination.digits[t.shape().index(cell)],
                given_back: elimination.given_back,
            })
            .collect();
    }
    let candidates = match event {
        // the placed digit is no candidate of its filled cell any more: its units hold it
        Event::Place { cell, digit } | Event::Force { cell, digit, .. } => {
            (cell, t.candidates(cell) | 1 << digit)
        }
        Event::Undo { cell, .. } | Event::DeadEnd { cell } => (cell, t.candidates(cell)),
        _ => return Vec::new(),
    };
    vec![Touched {
        cell: candidates.0,
        candidates: candidates.1,
        marked: 0,
        given_back: false,
    }]
}
