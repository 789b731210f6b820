//! The board of any size: heavy lines between its regions (the boxes, 2×3 or 3×2 on a 6×6 for
//! example, or a jigsaw's), thin lines between cells when there is room, a mark on the cells
//! of its other houses (diagonals), and each cell drawn by what it is (given, guessed,
//! forced, undone, dead end, conflicting), digits above 9 as letters. Borders and marks are
//! read off the board's units ([`Units::outline`]), never worked out here.

use super::cage_sums::CageSums;
use super::cage_tints::cage_tints;
use super::lines::{Arm, HEAVY, LIGHT, NONE, line_look, unlined_border};
use super::pencil::Elimination;
use super::theme::Theme;
use crate::tui::layout::{BoardSize, COMPACT, board_sizes};
use crate::tui::pane::{Pane, Search};
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::Style;
use ratatui::widgets::Widget;
use std::sync::Arc;
use stepdoku::explain::{Explanation, Options};
use stepdoku::solver::Event;
use stepdoku::sudoku::{Cell, ConflictError, Shape, Units, digit_char};
use stepdoku::timeline::{CellState, Timeline};

/// The mark on a cell of a house that the grid and the borders do not show (a diagonal), in
/// its top-left corner (in place of an empty cell's dot where a cell is one character); in
/// colour the whole cell has a ground of its own too ([`Theme::house`]).
pub const HOUSE_MARK: char = '◦';

/// Under `NO_COLOR`, the mark on a filled one-character cell of such a house: a ring below
/// its digit (a combining character, so the cell stays one column wide).
pub const RING_BELOW: char = '\u{325}';

/// Everything the board shows.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BoardView {
    /// The board's units: its size, and the borders and marks its houses draw.
    pub units: Arc<Units>,
    /// The N² digits in reading order, 0 for empty.
    pub digits: Vec<u8>,
    /// What each cell is (one cell-state type for the library and the screen).
    pub marks: Vec<CellState>,
    /// The givens that conflict with another (drawn as conflicts, whatever their state).
    pub conflicts: Vec<bool>,
    /// The cell of the current event, shown reversed.
    pub current: Option<Cell>,
    /// Whether the board is a solution (placed digits turn green).
    pub solved: bool,
    /// With candidates shown (`c`): each empty cell's candidates as a mask (bit `d`): the
    /// digits its units do not hold, less those a rule removed.
    pub candidates: Option<Vec<u32>>,
    /// With candidates shown, the cell the current guess chose: its candidates in the order
    /// tried, and how many have been tried (the current one included).
    pub chosen: Option<(Cell, Vec<u8>, usize)>,
    /// With candidates shown, on an `eliminate` or `restore` step: the candidates it removes
    /// or gives back, marked, and its pattern's cells, highlighted.
    pub elimination: Option<Elimination>,
    /// In heatmap mode (`m`): how many times each cell had a digit placed up to the cursor.
    pub heat: Option<Vec<u64>>,
}

impl BoardView {
    /// The board of a pane: its search at the cursor, or the conflicting givens.
    pub fn of_pane(pane: &Pane) -> BoardView {
        match pane.search() {
            Search::Running(t) => BoardView::of_timeline(t),
            Search::Conflict {
                shape,
                digits,
                error,
            } => BoardView::of_conflict(*shape, digits, error),
        }
    }

    /// The board at a timeline's cursor.
    pub fn of_timeline(t: &Timeline) -> BoardView {
        let event = t.current_event();
        let shape = t.shape();
        BoardView {
            units: t.units().clone(),
            digits: t.board().digits().to_vec(),
            marks: t.cell_states(),
            conflicts: vec![false; shape.cells()],
            current: event.as_ref().and_then(Event::cell),
            solved: matches!(event, Some(Event::Solution { .. })),
            candidates: None,
            chosen: None,
            elimination: None,
            heat: None,
        }
    }

    /// The board at a timeline's cursor coloured by how often each cell was placed.
    pub fn heatmap(t: &Timeline) -> BoardView {
        BoardView {
            heat: Some(t.heat().to_vec()),
            ..BoardView::of_timeline(t)
        }
    }

    /// The board at a timeline's cursor with every empty cell's candidates, and the current
    /// guess's cell with its candidates in the order they are tried.
    pub fn with_candidates(t: &Timeline) -> BoardView {
        let mut view = BoardView::of_timeline(t);
        let grid = t.board();
        let masks = (view.shape().all_cells())
            .map(|c| match grid.get(c) {
                Some(_) => 0,
                None => t.candidates(c),
            })
            .collect();
        view.candidates = Some(masks);
        view.elimination = Elimination::of_event(t.current_event().as_ref(), view.shape());
        // a cell's branch shows its digits in the order tried (a unit's branch, over cells,
        // has no one cell to show them in)
        if let Some(Explanation::Guess {
            cell,
            options: Options::Digits(order),
            tried,
            ..
        }) = t.explanation()
        {
            view.chosen = Some((cell, order, tried));
        }
        view
    }

    /// Givens with the conflicting ones marked.
    pub fn of_conflict(shape: Shape, digits: &[u8], error: &ConflictError) -> BoardView {
        let mut view = BoardView::of_givens(shape, digits);
        for cell in error.cells() {
            view.conflicts[shape.index(cell)] = true;
        }
        view
    }

    /// Givens alone, N² digits of `shape` (the file picker's preview).
    pub fn of_givens(shape: Shape, digits: &[u8]) -> BoardView {
        BoardView {
            units: Units::of(shape),
            digits: digits.to_vec(),
            marks: digits
                .iter()
                .map(|&d| match d {
                    0 => CellState::Empty,
                    _ => CellState::Given,
                })
                .collect(),
            conflicts: vec![false; digits.len()],
            current: None,
            solved: false,
            candidates: None,
            chosen: None,
            elimination: None,
            heat: None,
        }
    }

    /// The board's size.
    pub fn shape(&self) -> Shape {
        self.units.shape()
    }

    /// Where digit `digit`'s candidate sits in a cell of `size`: the candidates form a grid
    /// shaped like a box (3×3 on a 9×9, 2×3 on a 6×6 with 2×3 boxes), spaced a column apart
    /// where the cell is wide enough, side by side where it is not; `None` when the cell is
    /// too small for the grid.
    fn mini_grid(&self, index: usize, size: BoardSize) -> Option<impl Fn(u8) -> (u16, u16)> {
        let shape = self.shape();
        if !holds_candidates(shape, size) {
            return None;
        }
        let cols = shape.box_cols() as u16;
        // a cage's sum in the cell's top row takes its left: the candidates close up in the
        // middle, clear of it
        let spaced = size.cell_w > 2 * cols && !self.sum_inside(index, size);
        let left = (size.cell_w - cols) / 2;
        Some(move |digit: u8| {
            let (r, c) = (u16::from(digit - 1) / cols, u16::from(digit - 1) % cols);
            (if spaced { 2 * c + 1 } else { left + c }, r)
        })
    }

    /// Whether the cell with index `i` has its cage's sum inside it, in its top row's left,
    /// on a cell of more than one row (no line runs above it at `size`).
    fn sum_inside(&self, i: usize, size: BoardSize) -> bool {
        let shape = self.shape();
        size.cell_h > 1
            && !size.line_before(i / shape.side(), shape.box_rows())
            && self.units.outline().sum_at(i).is_some()
    }

    /// Where the cell with index `i` has its house mark: its top-left corner, or its
    /// top-right one when its cage's sum is in the top-left.
    fn mark_corner(&self, i: usize, size: BoardSize) -> (u16, u16) {
        match self.sum_inside(i, size) {
            true => (size.cell_w - 1, 0),
            false => (0, 0),
        }
    }

    /// What a cell shows at `(dx, dy)` inside it when candidates are shown: a candidate digit
    /// in its place of a mini-grid (big cells), or the number of candidates in small digits,
    /// `₃` or `₁₂` (small ones).
    fn candidate_look(
        &self,
        index: usize,
        dx: u16,
        dy: u16,
        size: BoardSize,
        theme: &Theme,
    ) -> Option<(char, Style)> {
        let masks = self.candidates.as_ref()?;
        let chosen = (self.chosen.as_ref()).filter(|(c, _, _)| self.shape().index(*c) == index);
        // an elimination's removals are no candidates any more, but are drawn, marked
        let (marked, marked_style) = match &self.elimination {
            Some(e) if e.given_back => (e.digits[index], theme.given_back()),
            Some(e) => (e.digits[index], theme.removed()),
            None => (0, Style::new()),
        };
        let grid = self.mini_grid(index, size);
        let mask = match chosen {
            Some((_, order, _)) => order.iter().fold(0u32, |m, &d| m | 1 << d),
            None if self.digits[index] != 0 => return None,
            // every empty cell where they fit; where they do not, a count in place of the
            // mark of the backtrack's trail (undone, dead end) only on the step that gives
            // the cell candidates back, which are worth more to see there
            None if grid.is_some() || marked != 0 || self.marks[index] == CellState::Empty => {
                masks[index] | marked
            }
            None => return None,
        };
        let Some(place) = grid else {
            let (mid, count) = (size.cell_w / 2, (mask & masks[index]).count_ones());
            let style = if marked != 0 {
                marked_style
            } else {
                theme.dim()
            };
            // subscript digits, so that a count never reads as a digit on the board, even
            // without colour
            let sub = |n: u32| char::from_u32(0x2080 + n).unwrap_or('?');
            let glyph = match (dx.cmp(&mid), count) {
                _ if chosen.is_some() || dy != size.cell_h / 2 => return None,
                (std::cmp::Ordering::Equal, _) => sub(count % 10),
                (std::cmp::Ordering::Less, 10..) if dx + 1 == mid => sub(count / 10),
                _ => return None,
            };
            return Some((glyph, style));
        };
        let Some(digit) = (1..=self.shape().side() as u8).find(|&d| place(d) == (dx, dy)) else {
            return Some((' ', Style::new()));
        };
        if mask & (1 << digit) == 0 {
            return Some((' ', Style::new()));
        }
        let glyph = digit_char(digit);
        let style = match chosen {
            _ if marked & (1 << digit) != 0 => marked_style,
            Some((_, order, tried)) => {
                let rank = order.iter().position(|&d| d == digit).map_or(0, |i| i + 1);
                match rank.cmp(tried) {
                    std::cmp::Ordering::Less => theme.candidate(),
                    std::cmp::Ordering::Equal => theme.current(theme.placed(false)),
                    std::cmp::Ordering::Greater => theme.accent(),
                }
            }
            None => theme.candidate(),
        };
        Some((glyph, style))
    }
}

/// Whether cells of `size` hold a board of `shape`'s candidates in a grid shaped like a box
/// (else they show how many there are).
pub fn holds_candidates(shape: Shape, size: BoardSize) -> bool {
    size.cell_h >= shape.box_rows() as u16 && size.cell_w >= shape.box_cols() as u16
}

/// One row or column of characters along an axis: a line, or a slice of a cell.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Slot {
    /// The line before cell `at` (`at` = N: the line after the last cell).
    Line { at: usize },
    Cell {
        index: usize,
        middle: bool,
        offset: u16,
    },
}

/// The slots along one axis of `side` cells of `len` characters, in boxes `box_len` cells
/// long, drawn at `size` (which measures where its lines go by the boxes); with `pad`, the
/// cell before each line takes a blank column more.
fn slots(size: BoardSize, side: usize, box_len: usize, len: u16, pad: bool) -> Vec<Slot> {
    let mut out = Vec::with_capacity(side * usize::from(len + 1) + 1);
    for index in 0..side {
        if size.line_before(index, box_len) {
            out.push(Slot::Line { at: index });
        }
        for k in 0..len {
            out.push(Slot::Cell {
                index,
                middle: k == len / 2,
                offset: k,
            });
        }
        if pad && (index + 1 == side || size.line_before(index + 1, box_len)) {
            out.push(Slot::Cell {
                index,
                middle: false,
                offset: len,
            });
        }
    }
    out.push(Slot::Line { at: side });
    out
}

/// The heatmap's bucket of `count` placements when the hottest cell has `max`: 0 for none,
/// then 1 to 4, each a quarter of the logarithmic scale from 1 to `max` (counts spread over
/// orders of magnitude), so that the top level holds the hot cells, not the hottest alone.
pub fn heat_level(count: u64, max: u64) -> u8 {
    if count == 0 {
        return 0;
    }
    if max <= 1 {
        return 4;
    }
    let scaled = 1.0 + 4.0 * (count as f64).ln() / ((max + 1) as f64).ln();
    (scaled.floor() as u8).clamp(1, 4)
}

/// The character and style of one cell's centre (the rest of the cell takes the style): the
/// glyphs alone tell empty `·`, undone `-` and dead end `×` apart, without colour.
fn cell_look(view: &BoardView, cell: usize, theme: &Theme) -> (char, Style) {
    let digit = match view.digits[cell] {
        0 => '·',
        d => digit_char(d),
    };
    let current = view.current.map(|c| view.shape().index(c)) == Some(cell);
    if let Some(heat) = &view.heat {
        let max = heat.iter().copied().max().unwrap_or(0);
        let style = theme.heat(heat_level(heat[cell], max));
        return if current {
            (digit, theme.current(style))
        } else {
            (digit, style)
        };
    }
    let (c, style) = match view.marks[cell] {
        _ if view.conflicts[cell] => (digit, theme.conflict()),
        CellState::Empty => ('·', theme.empty()),
        CellState::Given => (digit, theme.given()),
        CellState::Placed => (digit, theme.placed(view.solved)),
        CellState::Forced => (digit, theme.forced(view.solved)),
        CellState::Undone => ('-', theme.undone()),
        CellState::DeadEnd => ('×', theme.dead_end()),
    };
    if current {
        (c, theme.current(style))
    } else {
        (c, style)
    }
}

/// The board as a widget, drawn at the largest size that fits its area (the layouts give it
/// exactly the size they chose).
pub struct BoardWidget<'a> {
    /// What it shows.
    pub view: &'a BoardView,
    /// In which colours.
    pub theme: &'a Theme,
}

impl Widget for BoardWidget<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let shape = self.view.shape();
        // every size a board is drawn at, largest first: the main screen's, then the race's
        // compact one
        let fits = board_sizes(shape)
            .chain([COMPACT])
            .find(|s| s.across(shape) <= area.width && s.down(shape) <= area.height);
        if let Some(size) = fits {
            draw(buf, area, size, self.view, self.theme);
        }
    }
}

/// Draws the board with its top-left corner at `area`'s, clipped to `area`.
pub fn draw(buf: &mut Buffer, area: Rect, size: BoardSize, view: &BoardView, theme: &Theme) {
    let area = area.intersection(buf.area);
    let shape = view.shape();
    let side = shape.side();
    let outline = view.units.outline();
    let looks: Vec<(char, Style)> = (0..shape.cells())
        .map(|i| cell_look(view, i, theme))
        .collect();
    let columns = slots(size, side, shape.box_cols(), size.cell_w, size.pad);
    let rows = slots(size, side, shape.box_rows(), size.cell_h, false);
    // the arm of the vertical line before column `at` beside row `r`, and of the horizontal
    // line before row `at` beside column `c`: heavy at the frame and between regions, none
    // inside a killer cage (so that it reads as one shape), light elsewhere
    let weight = |between: Option<(bool, bool)>| match between {
        None | Some((true, _)) => HEAVY,
        Some((false, true)) => NONE,
        Some((false, false)) => LIGHT,
    };
    let upright = |r: usize, at: usize| {
        let i = r * side + at;
        let inner = at > 0 && at < side;
        weight(inner.then(|| (outline.border_right(i - 1), outline.same_cage_right(i - 1))))
    };
    let across = |at: usize, c: usize| {
        let inner = at > 0 && at < side;
        let i = |at: usize| (at - 1) * side + c;
        weight(inner.then(|| (outline.border_below(i(at)), outline.same_cage_below(i(at)))))
    };
    // on a killer board the light lines are what outline the cages: brighter
    let line_look = |arms: [Arm; 4], theme: &Theme| match line_look(arms, theme) {
        (c, _) if outline.has_cages() && !arms.contains(&HEAVY) => (c, theme.cage_line()),
        look => look,
    };
    let sums = CageSums::new(outline, size, shape);
    // one-character cells leave no room for a line between cages: a ground tells them apart
    let tints = match size.cell_w {
        1 => cage_tints(&view.units),
        _ => Vec::new(),
    };
    for (dy, row) in rows.iter().enumerate().take(usize::from(area.height)) {
        for (dx, col) in columns.iter().enumerate().take(usize::from(area.width)) {
            let mut ring = false;
            let (c, style) = match (*row, *col) {
                (
                    Slot::Cell {
                        index: r,
                        middle: my,
                        offset: oy,
                    },
                    Slot::Cell {
                        index: c,
                        middle: mx,
                        offset: ox,
                    },
                ) => {
                    let i = r * side + c;
                    let (glyph, style) = looks[i];
                    let candidate = view.candidate_look(i, ox, oy, size, theme);
                    let trail = candidate.is_some()
                        && matches!(view.marks[i], CellState::Undone | CellState::DeadEnd);
                    let look = match candidate {
                        Some(look) => look,
                        None => (if mx && my { glyph } else { ' ' }, style),
                    };
                    let marked = outline.is_marked(i);
                    let (c, style) = match look {
                        (' ', _) if (ox, oy) == view.mark_corner(i, size) && marked => {
                            (HOUSE_MARK, theme.house_mark(style))
                        }
                        // candidates in a cell of the trail: its mark moves to the corner
                        (' ', _) if (ox, oy) == (0, 0) && trail => (glyph, style),
                        // a cell of one character has no corner: an empty one is the mark
                        ('·', _) if size.cell_w == 1 && marked => {
                            (HOUSE_MARK, theme.house_mark(style))
                        }
                        look => look,
                    };
                    let sum = match sums.inside_only || !size.line_before(r, shape.box_rows()) {
                        true => sums.inside(view, i, (ox, oy), size),
                        false => None,
                    };
                    let (c, style) = match sum {
                        Some(glyph) => (glyph, theme.cage_sum()),
                        None => (c, style),
                    };
                    // a one-character cell's digit leaves no corner for the mark: without
                    // colour to show the house, a ring under the digit does
                    ring = marked && size.cell_w == 1 && !theme.is_color() && c != HOUSE_MARK;
                    let look = match &view.elimination {
                        Some(e) if e.pattern[i] => (c, theme.pattern(style)),
                        _ if marked => (c, theme.house(style)),
                        _ => match tints.get(i).copied().flatten() {
                            Some(tint) => (c, theme.cage_tint(tint, style)),
                            None => (c, style),
                        },
                    };
                    unlined_border(view, size, (r, i % side), (ox, oy), look, theme)
                }
                (Slot::Cell { index: r, .. }, Slot::Line { at }) => {
                    let arm = upright(r, at);
                    line_look([arm, arm, NONE, NONE], theme)
                }
                (
                    Slot::Line { at },
                    Slot::Cell {
                        index: c, offset, ..
                    },
                ) => {
                    let arm = across(at, c);
                    match sums.above(at * side + c, at < side, offset) {
                        Some(glyph) => (glyph, theme.cage_sum()),
                        None => line_look([NONE, NONE, arm, arm], theme),
                    }
                }
                (Slot::Line { at: j }, Slot::Line { at: k }) => {
                    let up = if j > 0 { upright(j - 1, k) } else { NONE };
                    let down = if j < side { upright(j, k) } else { NONE };
                    let left = if k > 0 { across(j, k - 1) } else { NONE };
                    let right = if k < side { across(j, k) } else { NONE };
                    line_look([up, down, left, right], theme)
                }
            };
            let (x, y) = (area.x + dx as u16, area.y + dy as u16);
            if let Some(cell) = buf.cell_mut((x, y)) {
                match ring {
                    true => cell.set_symbol(&format!("{c}{RING_BELOW}")),
                    false => cell.set_char(c),
                }
                .set_style(style);
            }
        }
    }
}

/// The cell drawn at column `x`, row `y` of the screen, for a board of `shape` drawn at
/// `size` at `area`; `None` on a line or off the board.
pub fn cell_at(area: Rect, size: BoardSize, shape: Shape, x: u16, y: u16) -> Option<Cell> {
    let along = |from: u16, at: u16, box_len: usize, len: u16, pad: bool| {
        let offset = usize::from(at.checked_sub(from)?);
        match slots(size, shape.side(), box_len, len, pad).get(offset)? {
            Slot::Cell { index, .. } => Some(*index),
            Slot::Line { .. } => None,
        }
    };
    let col = along(area.x, x, shape.box_cols(), size.cell_w, size.pad)?;
    let row = along(area.y, y, shape.box_rows(), size.cell_h, false)?;
    Cell::at(row, col)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tui::layout::{FRAMED, NARROW, SIZES, SMALLEST};
    use ratatui::style::{Color, Modifier};

    /// `view` drawn at `size` into a buffer just its size, in colour or not.
    fn drawn(view: &BoardView, size: BoardSize, color: bool) -> Buffer {
        let (w, h) = (size.across(view.shape()), size.down(view.shape()));
        let mut buf = Buffer::empty(Rect::new(0, 0, w, h));
        draw(
            &mut buf,
            Rect::new(0, 0, 80, 40),
            size,
            view,
            &Theme::new(color),
        );
        buf
    }

    fn text(buf: &Buffer) -> Vec<String> {
        (0..buf.area.height)
            .map(|y| {
                (0..buf.area.width)
                    .map(|x| buf[(x, y)].symbol().to_string())
                    .collect()
            })
            .collect()
    }

    /// Each level is a quarter of the logarithmic scale: every level holds counts, and the
    /// top one more than the hottest cell alone.
    #[test]
    fn the_heat_levels_split_the_scale_in_quarters() {
        for max in [10u64, 1_000, 272_185] {
            let levels: Vec<u8> = (1..=max).map(|c| heat_level(c, max)).collect();
            for level in 1..=4 {
                assert!(levels.contains(&level), "max {max}: level {level} is empty");
            }
            assert!(levels.windows(2).all(|w| w[0] <= w[1]), "max {max}");
            assert_eq!(heat_level(max - 1, max), 4, "max {max}");
            // a quarter: a count at the top level's threshold (max+1)^(3/4), rounded up
            let threshold = ((max + 1) as f64).powf(0.75).ceil() as u64;
            assert_eq!(heat_level(threshold, max), 4, "max {max}");
            assert_eq!(heat_level(threshold - 1, max), 3, "max {max}");
        }
        assert_eq!(heat_level(0, 50), 0);
    }

    #[test]
    fn every_size_has_the_width_and_height_it_claims() {
        for shape in Shape::ALL {
            for size in board_sizes(shape).chain([COMPACT]) {
                let (side, w, h) = (shape.side(), size.cell_w, size.cell_h);
                let across = slots(size, side, shape.box_cols(), w, size.pad).len();
                let down = slots(size, side, shape.box_rows(), h, false).len();
                assert_eq!(across, usize::from(size.across(shape)), "{shape} {size:?}");
                assert_eq!(down, usize::from(size.down(shape)), "{shape} {size:?}");
            }
        }
    }

    #[test]
    fn draws_digits_inside_heavy_box_lines() {
        let mut digits = [0u8; 81];
        digits[0] = 8;
        digits[80] = 4;
        let view = BoardView::of_givens(Shape::NINE, &digits);
        let buf = drawn(&view, SMALLEST, true);
        let lines = text(&buf);
        assert_eq!(lines[0], "┏━━━━━━━━━┳━━━━━━━━━┳━━━━━━━━━┓");
        assert_eq!(lines[1], "┃ 8  ·  · ┃ ·  ·  · ┃ ·  ·  · ┃");
        assert_eq!(lines[4], "┣━━━━━━━━━╋━━━━━━━━━╋━━━━━━━━━┫");
        assert_eq!(lines[11], "┃ ·  ·  · ┃ ·  ·  · ┃ ·  ·  4 ┃");
        assert_eq!(lines[12], "┗━━━━━━━━━┻━━━━━━━━━┻━━━━━━━━━┛");
        assert!(buf[(2, 1)].modifier.contains(Modifier::BOLD));
    }

    #[test]
    fn thin_lines_meet_heavy_ones_with_mixed_junctions() {
        let view = BoardView::of_givens(Shape::NINE, &[0; 81]);
        let lines = text(&drawn(&view, SIZES[2], true));
        assert_eq!(lines[0], "┏━━━┯━━━┯━━━┳━━━┯━━━┯━━━┳━━━┯━━━┯━━━┓");
        assert_eq!(lines[2], "┠───┼───┼───╂───┼───┼───╂───┼───┼───┨");
        assert_eq!(lines[6], "┣━━━┿━━━┿━━━╋━━━┿━━━┿━━━╋━━━┿━━━┿━━━┫");
    }

    /// Without colour a candidate is faint, and a placed digit is not: a lone candidate 5 sits
    /// where a cell's own digit sits.
    #[test]
    fn candidates_stay_apart_from_digits_without_colour() {
        let mut view = BoardView::of_givens(Shape::NINE, &[0; 81]);
        let mut masks = vec![0u32; 81];
        masks[0] = 1 << 5;
        view.candidates = Some(masks);
        let big = SIZES[0];
        let theme = Theme::new(false);
        let (glyph, style) = view.candidate_look(0, 3, 1, big, &theme).unwrap();
        assert_eq!(glyph, '5');
        assert!(style.add_modifier.contains(Modifier::DIM), "{style:?}");
        assert!(!theme.placed(false).add_modifier.contains(Modifier::DIM));
    }

    #[test]
    fn marks_the_current_cell_the_trail_and_the_dead_end() {
        let mut view = BoardView::of_givens(Shape::NINE, &[0; 81]);
        view.digits[1] = 3;
        view.marks[1] = CellState::Placed;
        view.current = Cell::new(1);
        view.marks[2] = CellState::Undone;
        view.marks[3] = CellState::DeadEnd;
        for color in [true, false] {
            let buf = drawn(&view, SMALLEST, color);
            let current = &buf[(5, 1)];
            assert_eq!(current.symbol(), "3");
            assert!(current.modifier.contains(Modifier::REVERSED));
            assert_eq!(buf[(12, 1)].symbol(), "×");
            assert_eq!(buf[(8, 1)].symbol(), "-");
            if color {
                assert_eq!(buf[(8, 1)].bg, Color::Red);
                assert_eq!(buf[(12, 1)].bg, Color::Red);
            } else {
                assert!(buf[(8, 1)].modifier.contains(Modifier::UNDERLINED));
                assert!(buf[(12, 1)].modifier.contains(Modifier::REVERSED));
                assert_eq!(buf[(8, 1)].fg, Color::Reset);
            }
        }
    }

    #[test]
    fn clicks_find_the_cell_under_them() {
        let area = Rect::new(10, 5, SMALLEST.width(), SMALLEST.down(Shape::NINE));
        let at = |x, y| cell_at(area, SMALLEST, Shape::NINE, x, y).map(|c| c.to_string());
        // the corner is a line; r1c1's three columns follow it
        assert_eq!(at(10, 5), None);
        assert_eq!(at(11, 6).as_deref(), Some("r1c1"));
        assert_eq!(at(13, 6).as_deref(), Some("r1c1"));
        assert_eq!(at(14, 6).as_deref(), Some("r1c2"));
        assert_eq!(at(39, 16).as_deref(), Some("r9c9"));
        assert_eq!(at(40, 16), None);
        assert_eq!(at(39, 17), None);
        assert_eq!(at(9, 6), None);
        let big = SIZES[0];
        let area = Rect::new(0, 0, big.width(), big.down(Shape::NINE));
        assert_eq!(
            cell_at(area, big, Shape::NINE, 1 + 7 * 8 + 3, 1 + 4 * 4 + 1).map(|c| c.to_string()),
            Some("r5c8".to_string())
        );
    }

    #[test]
    fn a_small_area_clips_instead_of_panicking() {
        let view = BoardView::of_givens(Shape::NINE, &[0; 81]);
        let mut buf = Buffer::empty(Rect::new(0, 0, 10, 5));
        draw(
            &mut buf,
            Rect::new(5, 2, 73, 37),
            SIZES[0],
            &view,
            &Theme::new(true),
        );
        assert_eq!(buf[(5, 2)].symbol(), "┏");
    }

    /// A 6×6 board with 2×3 boxes has a heavy line every 3 columns and every 2 rows; with 3×2
    /// boxes the other way round.
    #[test]
    fn boxes_take_the_shape_of_the_board() {
        let wide = Shape::with_box(6, 2, 3).unwrap();
        let mut digits = vec![0u8; 36];
        digits[5] = 6;
        let lines = text(&drawn(
            &BoardView::of_givens(wide, &digits),
            SMALLEST,
            false,
        ));
        assert_eq!(lines[0], "┏━━━━━━━━━┳━━━━━━━━━┓");
        assert_eq!(lines[1], "┃ ·  ·  · ┃ ·  ·  6 ┃");
        assert_eq!(lines[3], "┣━━━━━━━━━╋━━━━━━━━━┫");
        assert_eq!(lines.len(), 6 + 4);
        let tall = Shape::with_box(6, 3, 2).unwrap();
        let lines = text(&drawn(
            &BoardView::of_givens(tall, &digits),
            SMALLEST,
            false,
        ));
        assert_eq!(lines[0], "┏━━━━━━┳━━━━━━┳━━━━━━┓");
        assert_eq!(lines[1], "┃ ·  · ┃ ·  · ┃ ·  6 ┃");
        assert_eq!(lines[4], "┣━━━━━━╋━━━━━━╋━━━━━━┫");
    }

    /// Digits above 9 are letters; a 16×16 drawn two columns a cell, and then without box
    /// lines, keeps every digit.
    #[test]
    fn large_boards_write_letters_and_drop_box_lines_last() {
        let shape = Shape::of_side(16).unwrap();
        let digits: Vec<u8> = (0..256).map(|i| (i % 17) as u8).collect();
        let view = BoardView::of_givens(shape, &digits);
        let lines = text(&drawn(&view, NARROW, false));
        assert_eq!(lines.len(), 21);
        assert_eq!(lines[0], "┏━━━━━━━━━┳━━━━━━━━━┳━━━━━━━━━┳━━━━━━━━━┓");
        assert_eq!(lines[1], "┃ · 1 2 3 ┃ 4 5 6 7 ┃ 8 9 A B ┃ C D E F ┃");
        let lines = text(&drawn(&view, FRAMED, false));
        assert_eq!(lines.len(), 18);
        assert_eq!(lines[0], format!("┏{}┓", "━".repeat(33)));
        assert_eq!(lines[1], "┃ · 1 2 3 4 5 6 7 8 9 A B C D E F ┃");
        assert_eq!(lines[2], "┃ G · 1 2 3 4 5 6 7 8 9 A B C D E ┃");
    }

    /// Candidates form a grid shaped like a box where cells are big enough, and a count in
    /// small digits where they are not.
    #[test]
    fn candidates_take_the_box_shape_or_a_count() {
        let shape = Shape::with_box(6, 2, 3).unwrap();
        let mut view = BoardView::of_givens(shape, &[0; 36]);
        let mut masks = vec![0u32; 36];
        masks[0] = 0b111_1110;
        view.candidates = Some(masks);
        let lines = text(&drawn(&view, SIZES[0], false));
        let head = |line: &str| line.chars().take(8).collect::<String>();
        assert_eq!(head(&lines[1]), "┃ 1 2 3 ");
        assert_eq!(head(&lines[2]), "┃ 4 5 6 ");
        let sixteen = Shape::of_side(16).unwrap();
        let mut view = BoardView::of_givens(sixteen, &[0; 256]);
        view.candidates = Some(vec![(1 << 17) - 2; 256]);
        let lines = text(&drawn(&view, NARROW, false));
        assert_eq!(lines[1], format!("┃{} ┃{0} ┃{0} ┃{0} ┃", "₁₆".repeat(4)));
    }
}
