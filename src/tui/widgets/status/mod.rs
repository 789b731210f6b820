//! The status panel: which puzzle, how it is searched, what the search is doing, and its
//! counters, each label followed by its number (`Step 12`) so people and scripts find them;
//! then why the current step happened, the latest steps, and the legend.
//!
//! The panel is a list of parts ([`parts`]), each with how much it matters; the rows it has
//! are shared out among them by one rule ([`fit`](super::fit::fit)), so that when rows are
//! short the least important parts go first, and text that does not fit wraps at spaces or
//! ends in `…` ([`text`](super::text)).

mod legend;
mod parts;

use super::fit::{Part, fit};
use super::text;
use super::theme::Theme;
use crate::tui::collection::{Collection, Entry};
use crate::tui::pane::{Pane, PlayState};
use ratatui::buffer::Buffer;
use ratatui::layout::Constraint::{Fill, Length};
use ratatui::layout::{Layout, Rect};
use ratatui::style::Style;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Paragraph, Widget};
use stepdoku::numbers::grouped;
use stepdoku::solver::Strategy;
use stepdoku::timeline::Timeline;

/// Width of the right-aligned labels (`Placements`, `Dead ends`).
const LABEL_WIDTH: usize = 10;

/// The delay as shown: `50 ms`, `1,000 ms`, or `max` at 0.
pub fn delay_words(delay_ms: u64) -> String {
    if delay_ms == 0 {
        "max".to_string()
    } else {
        format!("{} ms", grouped(delay_ms))
    }
}

/// The strategy as shown, with the seed when it matters: `random (seed 42)`,
/// `mrv+random (seed 42)`.
pub fn strategy_words(strategy: Strategy, seed: u64) -> String {
    if strategy.is_random() {
        format!("{strategy} (seed {seed})")
    } else {
        strategy.name().to_string()
    }
}

/// What the status panel shows: the search on screen and where it comes from, plain data.
pub struct StatusView<'a> {
    /// The search on screen.
    pub pane: &'a Pane,
    /// The puzzles it is one of.
    pub collection: &'a Collection,
    /// Its position among them.
    pub current: usize,
    /// How its source's program searched it, when that is how it is searched.
    pub source_note: Option<&'static str>,
    /// What the player is doing.
    pub state: PlayState,
    /// Delay between steps in milliseconds.
    pub delay_ms: u64,
    /// The speed the time left is reckoned at.
    pub events_per_second: Option<f64>,
    /// What the probes say of the whole tree, once a batch has come in.
    pub estimate: Option<&'a stepdoku::estimate::Estimate>,
    /// Whether probes are estimating the tree (else the panel says nothing of its size until
    /// the search is exhausted).
    pub probing: bool,
    /// The remark on the last action.
    pub notice: Option<&'a str>,
    /// Whether the board is the heatmap.
    pub shows_heat: bool,
    /// With candidates shown on cells too small to hold them: the cells the step at the
    /// cursor touches, with their candidates, for the panel to list.
    pub touched: Option<Vec<crate::tui::widgets::pencil::Touched>>,
}

impl StatusView<'_> {
    fn timeline(&self) -> Option<&Timeline> {
        self.pane.timeline()
    }

    fn entry(&self) -> &Entry {
        &self.collection.entries()[self.current]
    }
}

/// One part of the panel, in the order it is drawn.
enum Piece {
    /// `label value`: the label right-aligned, the value wrapped under itself.
    Row {
        label: &'static str,
        value: String,
        style: Style,
    },
    /// A line drawn as it is (counters whose numbers have their own colour).
    Line(Line<'static>),
    /// Words across the panel, wrapped; shown only with `keep` rows at least (or all it
    /// needs, when fewer).
    Text {
        text: String,
        style: Style,
        keep: usize,
    },
    /// The stack as a breadcrumb: its latest levels, as many as fit the rows it gets.
    Stack(Vec<stepdoku::solver::Level>),
    /// The candidates of the cells a step touches, a cell a row under the label
    /// `Candidates`: as many as the rows it gets, the last saying how many are left out.
    Candidates(Vec<crate::tui::widgets::pencil::Touched>),
    /// The latest steps: as many as the rows it gets.
    Log,
    /// A row left blank between groups.
    Blank,
}

/// A `label value` line, the label right-aligned.
fn row(label: &str, value: Span<'static>, theme: &Theme) -> Line<'static> {
    Line::from(vec![
        Span::styled(format!("{label:>LABEL_WIDTH$} "), theme.label()),
        value,
    ])
}

impl Piece {
    /// The lines the piece would take in `width` columns, all of them.
    fn want(&self, width: usize) -> usize {
        match self {
            Piece::Row { value, .. } => {
                text::wrap(value, width.saturating_sub(LABEL_WIDTH + 1), usize::MAX).len()
            }
            Piece::Text { text, .. } => text::wrap(text, width, usize::MAX).len(),
            Piece::Stack(levels) => {
                // three rows at most: a deep stack shows its latest levels, and leaves the
                // log its room
                let whole = parts::breadcrumb(levels, usize::MAX);
                text::wrap(&whole, width, 3).len()
            }
            Piece::Candidates(cells) => cells.len(),
            Piece::Log => usize::MAX,
            Piece::Line(_) | Piece::Blank => 1,
        }
    }

    /// The piece in `rows` lines of `width` columns.
    fn lines(
        &self,
        rows: usize,
        width: usize,
        view: &StatusView,
        theme: &Theme,
    ) -> Vec<Line<'static>> {
        match self {
            Piece::Row {
                label,
                value,
                style,
            } => {
                let room = width.saturating_sub(LABEL_WIDTH + 1);
                text::wrap(value, room, rows)
                    .into_iter()
                    .enumerate()
                    .map(|(i, part)| {
                        let label = if i == 0 { label } else { "" };
                        row(label, Span::styled(part, *style), theme)
                    })
                    .collect()
            }
            Piece::Line(line) => vec![line.clone()],
            Piece::Text { text, style, .. } => text::wrap(text, width, rows)
                .into_iter()
                .map(|part| Line::styled(part, *style))
                .collect(),
            Piece::Stack(levels) => {
                // the room of `rows` lines, less what wrapping at the separators may waste
                let room = (rows * width).saturating_sub(4 * rows);
                let crumbs = parts::breadcrumb(levels, room);
                text::wrap(&crumbs, width, rows)
                    .into_iter()
                    .map(|part| Line::styled(part, theme.dim()))
                    .collect()
            }
            Piece::Candidates(cells) => parts::candidate_lines(cells, rows, width, theme),
            Piece::Log => match view.timeline() {
                Some(t) => parts::log_lines(t, rows, width, theme),
                None => Vec::new(),
            },
            Piece::Blank => vec![Line::default()],
        }
    }
}

/// Draws the panel into `area`.
pub fn render(view: &StatusView, area: Rect, buf: &mut Buffer, theme: &Theme) {
    let block = Block::bordered()
        .border_style(theme.border())
        .title(Span::styled(" stepdoku ", theme.title()));
    let full = block.inner(area);
    block.render(area, buf);
    // a free column before the right border, so text that fills a row never reads as cut
    // (the legend, a table without numbers, may take it)
    let width = usize::from(full.width.saturating_sub(1));
    let legend = legend::lines(view, width, theme);
    let legend_fits = legend
        .lines
        .iter()
        .all(|l| l.width() <= usize::from(full.width));
    let mut pieces = parts::pieces(view, width, theme);
    if legend_fits {
        pieces.push((Piece::Blank, 9));
    }
    let shares: Vec<Part> = pieces
        .iter()
        .map(|(piece, rank)| match piece {
            Piece::Log => Part::elastic(*rank, 3, usize::MAX),
            Piece::Text { keep, .. } => Part::elastic(*rank, *keep, piece.want(width)),
            // three cells and how many more, at least: they are what `c` asked for
            Piece::Candidates(_) => Part::elastic(*rank, 4, piece.want(width)),
            _ => Part::elastic(*rank, 1, piece.want(width)),
        })
        .chain(legend_fits.then(|| Part::whole(legend.rank, legend.lines.len())))
        .collect();
    let given = fit(&shares, usize::from(full.height));
    let mut lines = Vec::new();
    for ((piece, _), &rows) in pieces.iter().zip(&given) {
        if rows > 0 {
            lines.extend(piece.lines(rows, width, view, theme));
        }
    }
    let legend_rows = if legend_fits { given[pieces.len()] } else { 0 };
    let [top, bottom] = full.layout(&Layout::vertical([Fill(1), Length(legend_rows as u16)]));
    Paragraph::new(lines).render(
        Rect {
            width: full.width.saturating_sub(1),
            ..top
        },
        buf,
    );
    if legend_rows > 0 {
        Paragraph::new(legend.lines).render(bottom, buf);
    }
}

/// `title` (`norvig_top95.txt #41/95`) in `room` columns: the file name is shortened, never
/// the puzzle's number (`norvig_to… #41/95`).
pub fn fit_title(title: &str, room: usize) -> String {
    let length = title.chars().count();
    if length <= room {
        return title.to_string();
    }
    let (name, number) = title.rsplit_once(" #").unwrap_or((title, ""));
    let number = if number.is_empty() {
        String::new()
    } else {
        format!(" #{number}")
    };
    let keep = room.saturating_sub(number.chars().count() + 1);
    let short: String = name.chars().take(keep).collect();
    format!("{short}…{number}")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn delays_read_as_every_other_number_does() {
        assert_eq!(delay_words(0), "max");
        assert_eq!(delay_words(50), "50 ms");
        assert_eq!(delay_words(1000), "1,000 ms");
    }

    #[test]
    fn delays_and_strategies_in_words() {
        assert_eq!(delay_words(0), "max");
        assert_eq!(delay_words(25), "25 ms");
        assert_eq!(strategy_words(Strategy::Random, 7), "random (seed 7)");
        assert_eq!(strategy_words(Strategy::Mrv, 7), "mrv");
    }

    #[test]
    fn long_titles_keep_the_puzzle_number() {
        assert_eq!(
            fit_title("norvig_top95.txt #41/95", 30),
            "norvig_top95.txt #41/95"
        );
        assert_eq!(fit_title("norvig_top95.txt #41/95", 15), "norvig_… #41/95");
        assert_eq!(fit_title("norvig_top95.txt #41/95", 8), "… #41/95");
        assert_eq!(fit_title("a_long_file_name.txt", 10), "a_long_fi…");
    }
}
