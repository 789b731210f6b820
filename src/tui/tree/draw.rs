//! The tree panel drawn: an icicle (one row per level, each guess a block as wide as its
//! share of the steps, so the big subtrees stand out) over the list of the highlighted
//! guess's siblings, each with its steps, share and outcome. The guesses that hold the
//! player's step are marked `●`; the highlighted one is reversed in both.

use super::{LEVELS, TreePanel};
use crate::tui::layout::{centered, rows_in_view};
use crate::tui::widgets::popup::{self, frame};
use crate::tui::widgets::theme::Theme;
use ratatui::buffer::Buffer;
use ratatui::layout::{Margin, Rect};
use ratatui::style::{Modifier, Style};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Paragraph, Widget};
use stepdoku::numbers::{compact, fitted, grouped, share};
use stepdoku::tree::{Guess, Outcome, Tree};

/// The widest the panel grows.
const MAX_WIDTH: u16 = 100;

/// Rows around the list: the header, the icicle's levels, a blank, the list's heading, and
/// the line on the highlighted guess.
const FIXED_ROWS: u16 = LEVELS as u16 + 4;

/// The marker of a guess that holds the player's step.
const ON_PATH: &str = "●";

/// Draws the panel over `area` (the screen above the footer).
pub fn draw(panel: &TreePanel, area: Rect, buf: &mut Buffer, theme: &Theme) {
    if panel.is_whole() {
        return draw_whole(panel, area, buf, theme);
    }
    let tree = panel.tree();
    let (parent, at) = match panel.selected().split_last() {
        Some((&at, parent)) => (parent, at),
        None => (&[][..], 0),
    };
    let siblings = panel.siblings(parent);
    let width = area.width.saturating_sub(2).min(MAX_WIDTH);
    let height = (FIXED_ROWS + siblings.len().max(1) as u16 + 2).min(area.height);
    let rect = centered(area, width, height);
    let inner = frame(rect, "Tree of guesses", buf, theme).inner(Margin::new(1, 0));
    let width = usize::from(inner.width);
    let cursor_path = tree.path_at(panel.cursor());
    let mut lines = vec![header(panel, width, theme)];
    for level in 1..=LEVELS as usize {
        lines.push(icicle_row(
            tree,
            level,
            panel.selected(),
            &cursor_path,
            width,
            theme,
        ));
    }
    lines.push(Line::default());
    lines.push(heading(tree, parent, siblings.len(), theme));
    let list_rows = inner.height.saturating_sub(FIXED_ROWS);
    let on_path = cursor_path.starts_with(parent) && cursor_path.len() > parent.len();
    let marked = on_path.then(|| cursor_path[parent.len()]);
    let outcomes: Vec<String> = siblings.iter().map(|g| outcome_words(panel, g)).collect();
    let columns = Columns::fit(siblings, &outcomes, width);
    for i in rows_in_view(at, siblings.len(), list_rows) {
        let row = columns.row(
            &siblings[i],
            &outcomes[i],
            tree.steps,
            marked == Some(i),
            theme,
        );
        lines.push(if i == at && !panel.selected().is_empty() {
            row.patch_style(theme.highlight())
        } else {
            row
        });
    }
    finish(panel, lines, inner, buf, theme);
}

/// Rows around the whole tree's outline: the header, its heading, and the line on the
/// highlighted guess.
const WHOLE_FIXED_ROWS: u16 = 3;

/// The whole tree: every guess a row, indented by its level, those that hold the player's
/// step marked at every level, the highlighted one reversed.
fn draw_whole(panel: &TreePanel, area: Rect, buf: &mut Buffer, theme: &Theme) {
    let tree = panel.tree();
    let outline = panel.outline();
    let width = area.width.saturating_sub(2).min(MAX_WIDTH);
    let height = (WHOLE_FIXED_ROWS + outline.len().max(1) as u16 + 2).min(area.height);
    let rect = centered(area, width, height);
    let inner = frame(rect, "Tree of guesses", buf, theme).inner(Margin::new(1, 0));
    let width = usize::from(inner.width);
    let cursor_path = tree.path_at(panel.cursor());
    let deepest = outline
        .iter()
        .map(|(path, _)| path.len())
        .max()
        .unwrap_or(0);
    let count = outline.len();
    let plural = if count == 1 { "guess" } else { "guesses" };
    let mut lines = vec![
        header(panel, width, theme),
        Line::styled(
            format!("The whole tree: {count} {plural} on {deepest} levels"),
            theme.title(),
        ),
    ];
    let outcomes: Vec<String> = outline
        .iter()
        .map(|(_, g)| outcome_words(panel, g))
        .collect();
    let indent = 2 * deepest.saturating_sub(1);
    let guesses = outline.iter().map(|(_, g)| *g);
    let columns = Columns::fit(guesses, &outcomes, width.saturating_sub(indent));
    let at = outline
        .iter()
        .position(|(path, _)| path == panel.selected());
    let list_rows = inner.height.saturating_sub(WHOLE_FIXED_ROWS);
    for i in rows_in_view(at.unwrap_or(0), count, list_rows) {
        let (path, guess) = &outline[i];
        let on_path = cursor_path.starts_with(path);
        let mut row = columns.row(guess, &outcomes[i], tree.steps, on_path, theme);
        row.spans
            .insert(0, Span::raw(" ".repeat(2 * (path.len() - 1))));
        lines.push(if at == Some(i) {
            row.patch_style(theme.highlight())
        } else {
            row
        });
    }
    finish(panel, lines, inner, buf, theme);
}

/// The panel's last line, under `lines` padded to it: what the last key could not do, or
/// what Enter does; then all of them drawn in `inner`.
fn finish(
    panel: &TreePanel,
    mut lines: Vec<Line<'static>>,
    inner: Rect,
    buf: &mut Buffer,
    theme: &Theme,
) {
    let width = usize::from(inner.width);
    lines.resize(usize::from(inner.height.saturating_sub(1)), Line::default());
    lines.push(match panel.remark() {
        Some(remark) => Line::styled(popup::head(remark, width), theme.accent()),
        None => footnote(panel.selected_guess(), width, theme),
    });
    Paragraph::new(lines).render(inner, buf);
}

/// `1,234,567 steps · ● holds step 1,004`; while the tree catches up with the
/// search, `1.2M of 272.2M steps so far (catching up)`.
fn header(panel: &TreePanel, width: usize, theme: &Theme) -> Line<'static> {
    let (steps, cursor, explored) = (panel.tree().steps, panel.cursor(), panel.explored());
    let [whole, short] = if steps < explored {
        [
            format!(
                "{} of {} steps so far (catching up)",
                grouped(steps),
                grouped(explored)
            ),
            format!("{} of {} steps so far", compact(steps), compact(explored)),
        ]
    } else {
        [
            format!(
                "{} steps · {ON_PATH} holds step {}",
                grouped(steps),
                grouped(cursor)
            ),
            format!(
                "{} steps · {ON_PATH} step {}",
                compact(steps),
                compact(cursor)
            ),
        ]
    };
    let text = if whole.chars().count() <= width {
        whole
    } else {
        short
    };
    Line::styled(text, theme.label())
}

/// Every guess of `level` (1 = the first) with its path, in the order tried.
fn at_level(tree: &Tree, level: usize) -> Vec<(Vec<usize>, &Guess)> {
    fn walk<'a>(
        guesses: &'a [Guess],
        path: &mut Vec<usize>,
        level: usize,
        out: &mut Vec<(Vec<usize>, &'a Guess)>,
    ) {
        for (i, guess) in guesses.iter().enumerate() {
            path.push(i);
            if path.len() == level {
                out.push((path.clone(), guess));
            } else {
                walk(&guess.children, path, level, out);
            }
            path.pop();
        }
    }
    let mut out = Vec::new();
    walk(&tree.children, &mut Vec::new(), level, &mut out);
    out
}

/// The columns `[start, end)` of `width` that a guess's steps take, as a share of `total`.
fn span_of(guess: &Guess, total: u64, width: usize) -> (usize, usize) {
    let column = |step: u64| (u128::from(step) * width as u128 / u128::from(total.max(1))) as usize;
    let start = column(guess.step - 1);
    (start, column(guess.step - 1 + guess.steps).min(width))
}

/// One row of the icicle: the guesses of `level`, each a block as wide as its share, labelled
/// when the label fits; the highlighted guess and the path of the player's step stand out
/// (and are drawn a column wide when their share rounds to nothing).
fn icicle_row(
    tree: &Tree,
    level: usize,
    selected: &[usize],
    cursor_path: &[usize],
    width: usize,
    theme: &Theme,
) -> Line<'static> {
    let mut cells: Vec<(char, Style)> = vec![(' ', Style::new()); width];
    // blocks alternate by their order along the row, not among their siblings, so that two
    // side by side under different parents still read as two
    let mut drawn = 0usize;
    for (path, guess) in at_level(tree, level) {
        let chosen = path == selected;
        let on_path = cursor_path.starts_with(&path);
        let (start, mut end) = span_of(guess, tree.steps, width);
        if (chosen || on_path) && end == start && start < width {
            end = start + 1;
        }
        if end > start {
            drawn += 1;
        }
        let style = if chosen {
            theme.accent().add_modifier(Modifier::REVERSED)
        } else {
            theme.block(drawn.is_multiple_of(2))
        };
        let label = if on_path {
            format!("{ON_PATH}{}", guess.label())
        } else {
            format!(" {}", guess.label())
        };
        let text: Vec<char> = if label.chars().count() <= end - start {
            label.chars().collect()
        } else if on_path {
            vec![ON_PATH.chars().next().expect("a marker")]
        } else {
            vec![]
        };
        for (x, cell) in cells[start..end].iter_mut().enumerate() {
            *cell = (text.get(x).copied().unwrap_or(' '), style);
        }
    }
    // one span per run of a style: a row is a few blocks, not a span a column
    let mut spans: Vec<Span<'static>> = Vec::new();
    for (c, style) in cells {
        match spans.last_mut() {
            Some(span) if span.style == style => span.content.to_mut().push(c),
            _ => spans.push(Span::styled(c.to_string(), style)),
        }
    }
    Line::from(spans)
}

/// `Level 2 of 3, under r1c1=1: 4 guesses`.
fn heading(tree: &Tree, parent: &[usize], count: usize, theme: &Theme) -> Line<'static> {
    let level = parent.len() + 1;
    let under = (1..=parent.len())
        .filter_map(|n| tree.guess_at(&parent[..n]).map(Guess::label))
        .collect::<Vec<_>>()
        .join(" › ");
    let plural = if count == 1 { "guess" } else { "guesses" };
    let text = if under.is_empty() {
        format!("Level {level} of {LEVELS}: {count} {plural}")
    } else {
        format!("Level {level} of {LEVELS}, under {under}: {count} {plural}")
    };
    Line::styled(text, theme.title())
}

/// A guess's outcome as its row says it: `refuted`, `solution`, or `open`, with the
/// estimate of its whole subtree from probes once it is in (`open ≈ 1.2M`).
fn outcome_words(panel: &TreePanel, guess: &Guess) -> String {
    match panel.estimate(guess.step) {
        Some(steps) if guess.outcome == Outcome::Open => {
            format!("open ≈ {}", stepdoku::numbers::approximate(steps))
        }
        _ => guess.outcome.name().to_string(),
    }
}

/// The widths of the list's columns in a row of `width`: the numbers whole when they fit,
/// then the outcome and a bar as room allows.
struct Columns {
    steps: usize,
    /// The outcome's column, a space after it included (0: no room).
    outcome: usize,
    bar: usize,
}

/// The marker, the label (`r8c3=4`) and the share (`100.0%`), with a space after each.
const LABEL_COLUMNS: usize = 2 + 7 + 7;
/// `solution` and a space.
const OUTCOME_COLUMNS: usize = 9;

impl Columns {
    fn fit<'a>(
        guesses: impl IntoIterator<Item = &'a Guess>,
        outcomes: &[String],
        width: usize,
    ) -> Columns {
        let whole = guesses
            .into_iter()
            .map(|g| grouped(g.steps).len())
            .max()
            .unwrap_or(1);
        let room = width.saturating_sub(LABEL_COLUMNS + 1);
        // the numbers whole if they fit at all; else in six characters (`272.2M`)
        let steps = if whole <= room { whole } else { 6 };
        let left = room.saturating_sub(steps);
        let widest = outcomes.iter().map(|o| o.chars().count() + 1).max();
        let wanted = widest.unwrap_or(0).max(OUTCOME_COLUMNS);
        let outcome = if left >= wanted { wanted } else { 0 };
        let bar = left.saturating_sub(outcome.max(OUTCOME_COLUMNS));
        Columns {
            steps,
            outcome,
            bar: if bar >= 4 { bar } else { 0 },
        }
    }

    /// A guess's row: marker, label, steps, share, outcome, bar.
    fn row(
        &self,
        guess: &Guess,
        outcome: &str,
        total: u64,
        on_path: bool,
        theme: &Theme,
    ) -> Line<'static> {
        let marker = if on_path { ON_PATH } else { " " };
        let mut spans = vec![
            Span::styled(format!("{marker} "), theme.accent()),
            Span::raw(format!("{:<7}", guess.label())),
            Span::raw(format!(
                "{:>w$} ",
                fitted(guess.steps, self.steps),
                w = self.steps
            )),
            Span::raw(format!("{:>6} ", share(guess.steps, total))),
        ];
        if self.outcome > 0 {
            let style = match guess.outcome {
                Outcome::Refuted => theme.dim(),
                Outcome::Solution => theme.good(),
                Outcome::Open => theme.accent(),
            };
            let w = self.outcome;
            spans.push(Span::styled(format!("{outcome:<w$}"), style));
        }
        if self.bar > 0 {
            let fraction = guess.steps as f64 / total.max(1) as f64;
            let filled = (fraction * self.bar as f64).round() as usize;
            let filled = filled.max(usize::from(guess.steps > 0)).min(self.bar);
            spans.push(Span::styled("█".repeat(filled), theme.played()));
        }
        Line::from(spans)
    }
}

/// What Enter does: `Enter: to step 12,345 where r8c3=4 is placed`.
fn footnote(guess: Option<&Guess>, width: usize, theme: &Theme) -> Line<'static> {
    let Some(guess) = guess else {
        return Line::styled("no guess yet", theme.dim());
    };
    let whole = format!(
        "Enter: to step {} where {} is placed",
        grouped(guess.step),
        guess.label()
    );
    let text = if whole.chars().count() <= width {
        whole
    } else {
        format!(
            "Enter: to step {}",
            fitted(guess.step, width.saturating_sub(15))
        )
    };
    Line::styled(text, theme.dim())
}

#[cfg(test)]
mod tests {
    use super::*;
    use stepdoku::sudoku::Cell;
    use stepdoku::tree::{Guess, Outcome};

    fn guess(cell: usize, step: u64, steps: u64, children: Vec<Guess>) -> Guess {
        Guess {
            cell: Cell::new(cell).unwrap(),
            digit: 1,
            step,
            steps,
            outcome: Outcome::Refuted,
            children,
            deeper: 0,
        }
    }

    /// Two blocks side by side under different parents, each its parent's first, take the two
    /// styles in turn: the row reads as two blocks, not one.
    #[test]
    fn neighbouring_blocks_alternate_across_parents() {
        let tree = Tree {
            steps: 40,
            children: vec![
                guess(0, 1, 20, vec![guess(1, 2, 19, vec![])]),
                guess(0, 21, 20, vec![guess(1, 22, 19, vec![])]),
            ],
            deeper: 0,
            path: vec![],
        };
        let theme = Theme::new(false);
        let row = icicle_row(&tree, 2, &[], &[], 40, &theme);
        let styles: Vec<Style> = row.spans.iter().map(|s| s.style).collect();
        assert!(styles.contains(&theme.block(false)), "{row:?}");
        assert!(styles.contains(&theme.block(true)), "{row:?}");
    }
}
