//! The composer (`C`): a strategy built from its three parts, as the CSP chapter of Russell
//! and Norvig's textbook composes a backtracking search. Three columns (cells, digits,
//! inference), ← → between them, ↑ ↓ among a column's choices; the canonical name is shown as
//! it is built, with a line on the highlighted part under its textbook name. Enter plays the
//! composition on the player (the same puzzle, from step 0); `R` races it against the
//! player's strategy. Opened over the race view it is a [`LaneComposer`], whose strategy
//! joins the race. Its drawing is in [`draw`].

pub mod draw;
mod lane;

pub use lane::LaneComposer;

use crate::tui::action::Action;
use crate::tui::effect::{Effect, Effects};
use crate::tui::keys::scope::Scope;
use crate::tui::layout::Pages;
use crate::tui::view::{Screen, View};
use crate::tui::widgets::theme::Theme;
use ratatui::buffer::Buffer;
use ratatui::text::{Line, Span};
use stepdoku::solver::{Cells, Digits, Inference, Strategy};
use stepdoku::sudoku::{Shape, digit_char};

/// One choice of a column: its part's name (as `--strategy` spells it) and a line on what it
/// does, under its textbook name.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Choice {
    /// The part's name.
    pub name: &'static str,
    /// What it does, in at most [`ABOUT_WIDTH`] columns; `{N}` stands for the board's
    /// highest digit ([`Composer::about`] writes it).
    pub about: &'static str,
}

/// The widest a choice's line is: it fits the popup at 59 columns.
pub const ABOUT_WIDTH: usize = 55;

/// The columns: their headings and choices, in the order of the parts' kinds.
pub const COLUMNS: [(&str, &[Choice]); 3] = [
    (
        "cells",
        &[
            Choice {
                name: "first",
                about: "first: the first empty cell in reading order",
            },
            Choice {
                name: "mrv",
                about: "MRV, minimum remaining values: fewest legal digits",
            },
            Choice {
                name: "degree",
                about: "degree heuristic: MRV, ties to the most empty peers",
            },
            Choice {
                name: "constraint",
                about: "Knuth's Algorithm X: the constraint with fewest options",
            },
        ],
    ),
    (
        "digits",
        &[
            Choice {
                name: "up",
                about: "ascending: 1 to {N} (a unit's cells in reading order)",
            },
            Choice {
                name: "random",
                about: "random: a seeded shuffle at each branch (S reseeds)",
            },
            Choice {
                name: "lcv",
                about: "LCV, least constraining value: fewest ruled out first",
            },
        ],
    ),
    (
        "inference",
        &[
            Choice {
                name: "none",
                about: "none: a dead end is met when its cell is chosen",
            },
            Choice {
                name: "fc",
                about: "forward checking: a guess that empties a peer fails",
            },
            Choice {
                name: "naked",
                about: "arc consistency: naked singles to their fixpoint",
            },
            Choice {
                name: "singles",
                about: "naked and hidden singles to their fixpoint",
            },
            Choice {
                name: "locked",
                about: "singles, then locked candidates (pointing, claiming)",
            },
            Choice {
                name: "subsets",
                about: "locked, then naked and hidden pairs, triples, quads",
            },
            Choice {
                name: "fish",
                about: "subsets, then x-wing, swordfish and jellyfish",
            },
            Choice {
                name: "wings",
                about: "fish, then xy-wing and xyz-wing",
            },
        ],
    ),
];

const CELLS: [Cells; 4] = [Cells::First, Cells::Mrv, Cells::Degree, Cells::Constraint];
const DIGITS: [Digits; 3] = [Digits::Up, Digits::Random, Digits::Lcv];
const INFERENCES: [Inference; 8] = [
    Inference::None,
    Inference::Fc,
    Inference::Naked,
    Inference::Singles,
    Inference::Locked,
    Inference::Subsets,
    Inference::Fish,
    Inference::Wings,
];

/// The composer's state: the choice of each column, and the column the arrows move in.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Composer {
    /// The player's strategy when it opened: what `R` races against.
    against: Strategy,
    /// The board's size, whose digits the lines name.
    shape: Shape,
    chosen: [usize; 3],
    column: usize,
}

impl Composer {
    /// The composer on `strategy`'s parts (the player's) for a board of `shape`, the cells
    /// column in focus.
    pub fn new(strategy: Strategy, shape: Shape) -> Composer {
        let at = |i: Option<usize>| i.unwrap_or(0);
        Composer {
            against: strategy,
            shape,
            chosen: [
                at(CELLS.iter().position(|&c| c == strategy.cells)),
                at(DIGITS.iter().position(|&d| d == strategy.digits)),
                at(INFERENCES.iter().position(|&i| i == strategy.inference)),
            ],
            column: 0,
        }
    }

    /// The composition as chosen so far.
    pub fn strategy(&self) -> Strategy {
        let [c, d, i] = self.chosen;
        Strategy::of(CELLS[c], DIGITS[d], INFERENCES[i])
    }

    /// The strategy `R` races it against: the player's.
    pub fn against(&self) -> Strategy {
        self.against
    }

    /// The column in focus (0 cells, 1 digits, 2 inference).
    pub fn column(&self) -> usize {
        self.column
    }

    /// The chosen row of each column.
    pub fn chosen(&self) -> [usize; 3] {
        self.chosen
    }

    /// The highlighted choice: the focused column's.
    pub fn highlighted(&self) -> Choice {
        COLUMNS[self.column].1[self.chosen[self.column]]
    }

    /// The highlighted choice's line, with the board's highest digit in it.
    pub fn about(&self) -> String {
        let highest = digit_char(self.shape.side() as u8);
        self.highlighted()
            .about
            .replace("{N}", &highest.to_string())
    }

    /// The parts it is made of, the defaults included (`mrv+up+singles` reads `mrv+singles`
    /// for the preset `propagate`): the cell part, then the digits and the inference that
    /// are not defaults.
    pub fn parts(&self) -> String {
        let names = COLUMNS.iter().zip(self.chosen).enumerate();
        let parts: Vec<&str> = names
            .filter(|&(k, (_, row))| k == 0 || row > 0)
            .map(|(_, ((_, choices), row))| choices[row].name)
            .collect();
        parts.join("+")
    }

    /// The arrows: ← → a column, ↑ ↓ a choice in it, stopping at the edges. False for any
    /// other action.
    pub fn choose(&mut self, action: Action) -> bool {
        let rows = COLUMNS[self.column].1.len();
        let row = &mut self.chosen[self.column];
        match action {
            Action::Left => self.column = self.column.saturating_sub(1),
            Action::Right => self.column = (self.column + 1).min(COLUMNS.len() - 1),
            Action::Up => *row = row.saturating_sub(1),
            Action::Down => *row = (*row + 1).min(rows - 1),
            _ => return false,
        }
        true
    }

    /// The composer's keys: arrows choose, Enter plays, `R` races; Esc closes.
    pub fn update(&mut self, action: Action) -> Effects {
        if self.choose(action) {
            return vec![];
        }
        match action {
            Action::Confirm => vec![Effect::Close, Effect::Play(self.strategy())],
            Action::Race => vec![Effect::Close, Effect::RaceAgainst(self.strategy())],
            Action::Close => vec![Effect::Close],
            _ => vec![],
        }
    }
}

impl View for Composer {
    const SCOPES: &'static [Scope] = &[
        Scope::Always,
        Scope::Popup,
        Scope::Composer,
        Scope::ComposerPlayer,
    ];

    fn update(&mut self, action: Action, _: &Pages) -> Effects {
        Composer::update(self, action)
    }

    fn draw(&self, screen: &Screen, buf: &mut Buffer, theme: &Theme) {
        let hint = vec![
            Span::styled("Enter", theme.key()),
            Span::styled(" play · ", theme.dim()),
            Span::styled("R", theme.key()),
            Span::styled(" race against ", theme.dim()),
            Span::raw(self.against().name()),
        ];
        let popup = draw::Popup {
            title: "Compose a strategy",
            hint: Line::from(hint),
        };
        draw::draw(self, popup, screen.above_footer, buf, theme);
    }
}

#[cfg(test)]
mod tests;
