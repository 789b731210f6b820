//! Where everything goes on the screen: pure geometry from the terminal's size, with no
//! state and no drawing. The drawing code draws into these areas, the mouse is hit-tested
//! against them, and the popups' pages (PgUp, PgDn) are measured from them, so all three
//! agree. [`App::resize`](super::app::App::resize) keeps the latest in the app's state.

use ratatui::layout::Constraint::{Fill, Length};
use ratatui::layout::{Flex, Layout, Rect};
use std::ops::Range;
use stepdoku::sudoku::Shape;

/// The narrowest the status panel gets.
const STATUS_MIN_WIDTH: u16 = 28;
/// The widest the status panel gets (the rest is left as margin).
const STATUS_MAX_WIDTH: u16 = 60;
/// The status panel's rows: its thirteen lines and its border.
const STATUS_MIN_HEIGHT: u16 = 15;

/// The smallest terminal the visualizer draws a 9×9 board in.
pub const MIN_WIDTH: u16 = SMALLEST.width() + STATUS_MIN_WIDTH;
/// See [`MIN_WIDTH`]: the status panel, the timeline bar and the footer.
pub const MIN_HEIGHT: u16 = STATUS_MIN_HEIGHT + 2;

/// The smallest terminal the visualizer draws a board of `shape` in: its smallest board
/// beside the status panel, the bar and the footer under them.
pub fn min_size(shape: Shape) -> (u16, u16) {
    let smallest = board_sizes(shape).last().unwrap_or(SMALLEST);
    (
        smallest.across(shape) + STATUS_MIN_WIDTH,
        smallest.down(shape).max(STATUS_MIN_HEIGHT) + 2,
    )
}

/// The sizes a board of `shape` is drawn at on the main screen, largest first: 9×9's four,
/// then, for the boards larger than 9×9, two columns per cell, with box lines and then
/// without (only the frame), so that they play at 80×24 and 59×17.
pub fn board_sizes(shape: Shape) -> impl Iterator<Item = BoardSize> {
    let more = if shape.side() > 9 { 2 } else { 0 };
    SIZES
        .into_iter()
        .chain([NARROW, FRAMED].into_iter().take(more))
}

/// Where each region of the main screen goes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Areas {
    /// The board (exactly its size).
    pub board: Rect,
    /// The board's size.
    pub size: BoardSize,
    /// The status panel, right of the board.
    pub status: Rect,
    /// The timeline bar, under both.
    pub bar: Rect,
    /// The footer, on the last row.
    pub footer: Rect,
}

/// Lays out the main screen for a board of `shape`: the largest board that leaves room for
/// the status panel, both centred across, the timeline bar under them (framed when there are
/// two rows to spare) and the footer at the bottom. However short the board, the panel
/// reaches down to a framed bar that leaves a row above the footer (as beside a 9x9 at
/// 80x24): its parts want more rows than a short board has, and rows left blank under a 4x4
/// (17 rows at 120x40) would hide them. `None` when the area is smaller than [`min_size`].
pub fn layout(area: Rect, shape: Shape) -> Option<Areas> {
    let (min_width, min_height) = min_size(shape);
    if area.width < min_width || area.height < min_height {
        return None;
    }
    let [main, footer] = area.layout(&Layout::vertical([Fill(1), Length(1)]));
    let top_height = main.height.saturating_sub(1);
    let size = board_sizes(shape).find(|s| {
        s.down(shape) <= top_height && s.across(shape) + STATUS_MIN_WIDTH <= area.width
    })?;
    let (board_width, board_height) = (size.across(shape), size.down(shape));
    let status_width = (area.width - board_width).min(STATUS_MAX_WIDTH);
    let group_height = board_height
        .max(STATUS_MIN_HEIGHT)
        .max(top_height.saturating_sub(3));
    let bar_height = if top_height - group_height >= 2 { 3 } else { 1 };
    // the board and the panel side by side, the bar under them, centred (an odd spare row
    // or column goes below or right)
    let width = board_width + status_width;
    let [_, middle] = main.layout(&Layout::horizontal([
        Length((main.width - width) / 2),
        Length(width),
    ]));
    let [_, group, bar] = middle.layout(&Layout::vertical([
        Length((main.height - group_height - bar_height) / 2),
        Length(group_height),
        Length(bar_height),
    ]));
    let [board, status] = group.layout(&Layout::horizontal([
        Length(board_width),
        Length(status_width),
    ]));
    let [board] = board.layout(&Layout::vertical([Length(board_height)]));
    Some(Areas {
        board,
        size,
        status,
        bar,
        footer,
    })
}

/// Where popups go: everything but the footer, which lists their keys.
pub fn popup_area(screen: Rect) -> Rect {
    Rect {
        height: screen.height.saturating_sub(1),
        ..screen
    }
}

/// How far each popup moves on PgUp and PgDn, and how far the help scrolls, on the screen:
/// measured once per size by [`App::resize`](super::app::App::resize), for the update to read.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Pages {
    /// Rows of each help page shown at once, by [`HelpPage::index`](super::action::HelpPage::index).
    pub help: [usize; 3],
    /// The furthest each help page scrolls (0 when it all shows).
    pub help_max_scroll: [usize; 3],
    /// Rows of the file picker shown at once.
    pub picker: usize,
    /// Puzzles of the puzzle list shown at once.
    pub list: usize,
}

/// The size of the board: cells of `cell_w` × `cell_h` characters, with or without thin lines
/// between the cells of a box, and with or without lines between the boxes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BoardSize {
    /// Characters across one cell.
    pub cell_w: u16,
    /// Rows down one cell.
    pub cell_h: u16,
    /// Thin lines between cells.
    pub thin: bool,
    /// Heavy lines between boxes (without them, only the frame is drawn).
    pub boxes: bool,
    /// A blank column before each vertical line, so that no digit touches a line (cells of
    /// two columns hold their digit in the second).
    pub pad: bool,
}

impl BoardSize {
    /// Columns a 9×9 board takes, borders included.
    pub const fn width(self) -> u16 {
        self.across(Shape::NINE)
    }

    /// Columns a board of `shape` takes, borders included.
    pub const fn across(self, shape: Shape) -> u16 {
        let span = self.span(shape.side(), shape.box_cols(), self.cell_w);
        // a pad before every line but the first
        let lines = span - shape.side() as u16 * self.cell_w;
        if self.pad { span + lines - 1 } else { span }
    }

    /// Rows a board of `shape` takes, borders included.
    pub const fn down(self, shape: Shape) -> u16 {
        self.span(shape.side(), shape.box_rows(), self.cell_h)
    }

    /// `side` cells of `len` characters and the lines around them, with boxes `box_len`
    /// cells long.
    const fn span(self, side: usize, box_len: usize, len: u16) -> u16 {
        let lines = if self.thin {
            side + 1
        } else if self.boxes {
            side / box_len + 1
        } else {
            2
        };
        (side as u16) * len + lines as u16
    }

    /// Whether a line goes before cell `index` (of boxes `box_len` long) along an axis.
    pub const fn line_before(self, index: usize, box_len: usize) -> bool {
        index == 0 || self.thin || (self.boxes && index.is_multiple_of(box_len))
    }
}

/// The sizes tried, largest first: 73×37, 67×31, 37×19 and 31×13.
pub const SIZES: [BoardSize; 4] = [
    BoardSize {
        cell_w: 7,
        cell_h: 3,
        thin: true,
        boxes: true,
        pad: false,
    },
    BoardSize {
        cell_w: 7,
        cell_h: 3,
        thin: false,
        boxes: true,
        pad: false,
    },
    BoardSize {
        cell_w: 3,
        cell_h: 1,
        thin: true,
        boxes: true,
        pad: false,
    },
    SMALLEST,
];

/// The smallest board: one row and three columns per cell, box lines only.
pub const SMALLEST: BoardSize = BoardSize {
    cell_w: 3,
    cell_h: 1,
    thin: false,
    boxes: true,
    pad: false,
};

/// Two columns per cell with box lines, a blank before each: a 16×16 board in 41×21, at
/// 80×24.
pub const NARROW: BoardSize = BoardSize {
    cell_w: 2,
    cell_h: 1,
    thin: false,
    boxes: true,
    pad: true,
};

/// Two columns per cell and only the frame, a blank before its right side: a 12×12 board
/// in 27×14, at 59×17.
pub const FRAMED: BoardSize = BoardSize {
    cell_w: 2,
    cell_h: 1,
    thin: false,
    boxes: false,
    pad: true,
};

/// One character per cell with box lines only (13×13): the race's boards at 80×24.
pub const COMPACT: BoardSize = BoardSize {
    cell_w: 1,
    cell_h: 1,
    thin: false,
    boxes: true,
    pad: false,
};

/// The preview pane's width: the small board and a margin.
pub const PREVIEW_WIDTH: u16 = SMALLEST.width() + 2;
/// The narrowest list pane next to a preview.
pub const LIST_MIN_WIDTH: u16 = 20;
/// The widest the picker gets.
const MAX_WIDTH: u16 = 100;

/// The picker's frame in `area`: two rows shorter than it, at most [`MAX_WIDTH`] wide.
pub fn picker_frame(area: Rect) -> Rect {
    let width = area.width.saturating_sub(4).min(MAX_WIDTH);
    centered(area, width, area.height.saturating_sub(2))
}

/// How many rows of the folder the picker shows at once in `area` (a page for PgUp and PgDn):
/// its frame's height less the two borders.
pub fn picker_rows(area: Rect) -> usize {
    usize::from(picker_frame(area).height.saturating_sub(2))
}

/// Rows of the frame that are not puzzles: two borders and the header.
pub const LIST_CHROME: u16 = 3;

/// How many puzzles the list shows at once in `area` when it has more than fit (a page for
/// PgUp and PgDn): a long list's frame takes the whole area, less the frame's chrome.
pub fn list_rows(area: Rect) -> usize {
    usize::from(area.height.saturating_sub(LIST_CHROME))
}

/// The rows of a list of `len` shown in `height` rows so that `selected` is in view: the list
/// scrolls only once the highlight passes the last visible row.
pub fn rows_in_view(selected: usize, len: usize, height: u16) -> Range<usize> {
    let height = usize::from(height);
    let first = (selected + 1).saturating_sub(height.max(1)).min(len);
    first..len.min(first + height)
}

/// A `width` × `height` rectangle centred in `area` (clamped to it).
pub fn centered(area: Rect, width: u16, height: u16) -> Rect {
    let width = width.min(area.width);
    let height = height.min(area.height);
    Rect::new(
        area.x + (area.width - width) / 2,
        area.y + (area.height - height) / 2,
        width,
        height,
    )
}

/// Columns of the counters beside a board.
const STATS_WIDTH: u16 = 26;
/// Columns of a lane in the compact layout.
const COMPACT_WIDTH: u16 = 19;
/// Rows of the counters under a compact board.
const COMPACT_STATS: u16 = 7;
/// Rows around the lanes besides the ranking's: the header above them and the bar below (one
/// row at the least).
const AROUND: u16 = 2;
/// The most rows the ranking under the lanes takes.
pub const RANKING_ROWS: u16 = 2;

/// Where one lane goes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LaneArea {
    /// The board (exactly its size).
    pub board: Rect,
    /// The board's size.
    pub size: BoardSize,
    /// The lane's counters.
    pub stats: Rect,
}

/// Where each part of the race view goes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RaceLayout {
    /// The header: the puzzle, the speed, what the race is doing.
    pub header: Rect,
    /// One area per lane drawn as a board, in lane order: the first lanes.
    pub lanes: Vec<LaneArea>,
    /// The row over the lines of counters that names their columns, when there are lines.
    pub line_heads: Option<Rect>,
    /// One row per lane that does not fit as a board, in lane order: the lanes after those
    /// drawn as boards, each as one line of counters (no lane is hidden).
    pub lines: Vec<Rect>,
    /// The ranking's rows.
    pub summary: Rect,
    /// The timeline bar.
    pub bar: Rect,
}

/// The narrowest a race of lanes drawn as lines of counters is laid out in.
const LINES_MIN_WIDTH: u16 = 40;

/// The smallest area `lanes` lanes fit in: each as a line of counters under the row naming
/// their columns, the ranking at its longest.
pub fn race_smallest(lanes: usize) -> (u16, u16) {
    (LINES_MIN_WIDTH, lanes as u16 + 1 + AROUND + RANKING_ROWS)
}

/// Lays out `lanes` lanes in `area` (all but the footer) with `ranking_rows` rows for the
/// ranking: as many as fit as boards, the biggest boards first, the rest as lines of
/// counters under them; `None` when even the lines do not fit. `label_width`: the widest
/// lane's label over its counters, which a compact lane's column widens to hold whole
/// (`▸ constraint+random+singles`).
pub fn race(
    area: Rect,
    lanes: usize,
    label_width: usize,
    ranking_rows: u16,
    shape: Shape,
) -> Option<RaceLayout> {
    let n = lanes.max(1);
    let column = COMPACT_WIDTH.max(label_width as u16 + 1);
    let around = Around {
        area,
        ranking_rows: ranking_rows.clamp(1, RANKING_ROWS),
    };
    (0..=n)
        .rev()
        .find_map(|boards| race_of(around, boards, n - boards, column, shape))
}

/// The area of the race, and the rows its ranking takes.
#[derive(Clone, Copy)]
struct Around {
    area: Rect,
    ranking_rows: u16,
}

/// `boards` lanes drawn as boards and `lines` as lines of counters, if they fit, compact
/// lanes `column` wide, boards of `shape`.
fn race_of(
    around: Around,
    boards: usize,
    lines: usize,
    column: u16,
    shape: Shape,
) -> Option<RaceLayout> {
    let area = around.area;
    // the lines of counters, and the row naming their columns
    let lines_h = lines as u16 + u16::from(lines > 0);
    let room = area
        .height
        .checked_sub(AROUND + around.ranking_rows + lines_h)?;
    if boards == 0 {
        if area.width < LINES_MIN_WIDTH {
            return None;
        }
        let (header, grid, summary, bar) = around.parts(area.width, lines_h);
        let (line_heads, lines) = lines_of(grid, area, lines);
        return Some(RaceLayout {
            header,
            lanes: Vec::new(),
            line_heads,
            lines,
            summary,
            bar,
        });
    }
    let cols = boards.min(2);
    let rows = boards.div_ceil(cols);
    for size in [SIZES[2], SMALLEST] {
        let (board_w, board_h) = (size.across(shape), size.down(shape));
        let lane_w = board_w + STATS_WIDTH;
        if cols as u16 * lane_w <= area.width && rows as u16 * board_h <= room {
            let grid_h = rows as u16 * board_h;
            let (header, grid, summary, bar) = around.parts(cols as u16 * lane_w, grid_h + lines_h);
            let row_areas = grid.layout_vec(&Layout::vertical(vec![Length(board_h); rows]));
            let areas = (0..boards)
                .map(|i| {
                    let row = row_areas[i / cols];
                    let lanes = row.layout_vec(&Layout::horizontal(vec![Length(lane_w); cols]));
                    let [board, _, stats] = lanes[i % cols].layout(&Layout::horizontal([
                        Length(board_w),
                        Length(1),
                        Fill(1),
                    ]));
                    LaneArea { board, size, stats }
                })
                .collect();
            let below = Rect {
                y: grid.y + grid_h,
                ..grid
            };
            let (line_heads, lines) = lines_of(below, area, lines);
            return Some(RaceLayout {
                header,
                lanes: areas,
                line_heads,
                lines,
                summary,
                bar,
            });
        }
    }
    let (compact_w, compact_board_h) = (COMPACT.across(shape), COMPACT.down(shape));
    let compact_h = compact_board_h + COMPACT_STATS;
    if boards as u16 * column.max(compact_w + 1) > area.width || compact_h > room {
        return None;
    }
    let column = column.max(compact_w + 1);
    let (header, grid, summary, bar) = around.parts(boards as u16 * column, compact_h + lines_h);
    let [boards_grid, lines_grid] =
        grid.layout(&Layout::vertical([Length(compact_h), Length(lines_h)]));
    let columns = boards_grid.layout_vec(&Layout::horizontal(vec![Length(column); boards]));
    let areas = columns
        .into_iter()
        .map(|column| {
            // the counters one column narrower, a gap to the next lane; the board centred
            let [top, stats] = column.layout(&Layout::vertical([
                Length(compact_board_h),
                Length(COMPACT_STATS),
            ]));
            let [stats, _] = stats.layout(&Layout::horizontal([Fill(1), Length(1)]));
            let [board] = top.layout(&Layout::horizontal([Length(compact_w)]).flex(Flex::Center));
            LaneArea {
                board,
                size: COMPACT,
                stats,
            }
        })
        .collect();
    let (line_heads, lines) = lines_of(lines_grid, area, lines);
    Some(RaceLayout {
        header,
        lanes: areas,
        line_heads,
        lines,
        summary,
        bar,
    })
}

/// The row naming the columns of `count` lines of counters, then a row for each, from the
/// top of `below`, each as wide as `area` (the lines span the screen, as the header and the
/// ranking do).
fn lines_of(below: Rect, area: Rect, count: usize) -> (Option<Rect>, Vec<Rect>) {
    if count == 0 {
        return (None, Vec::new());
    }
    let row = |i: u16| Rect::new(area.x, below.y + i, area.width, 1);
    (Some(row(0)), (1..=count as u16).map(row).collect())
}

impl Around {
    /// The header row, the lanes' grid (`width` × `grid_h`) under it, and the ranking and the
    /// bar (framed when rows allow) under that, the whole centred in the area (an odd spare
    /// row or column goes below or right).
    fn parts(self, width: u16, grid_h: u16) -> (Rect, Rect, Rect, Rect) {
        let (area, ranking_h) = (self.area, self.ranking_rows);
        let bar_h = if area.height - grid_h >= AROUND + ranking_h + 2 {
            3
        } else {
            1
        };
        let [_, header, grid, summary, bar] = area.layout(&Layout::vertical([
            Length((area.height - grid_h - 1 - ranking_h - bar_h) / 2),
            Length(1),
            Length(grid_h),
            Length(ranking_h),
            Length(bar_h),
        ]));
        let [_, grid] = grid.layout(&Layout::horizontal([
            Length((area.width - width) / 2),
            Length(width),
        ]));
        (header, grid, summary, bar)
    }
}

/// The smallest terminal the race of `lanes` lanes is drawn in: its lanes, and the footer.
pub fn race_smallest_terminal(lanes: usize) -> (u16, u16) {
    let (width, height) = race_smallest(lanes);
    (width, height + 1)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_board_grows_with_the_terminal() {
        let at = |w, h| layout(Rect::new(0, 0, w, h), Shape::NINE).map(|a| a.size);
        assert_eq!(at(80, 24), Some(SIZES[2]));
        assert_eq!(at(120, 40), Some(SIZES[0]));
        assert_eq!(at(100, 35), Some(SIZES[1]));
        assert_eq!(at(MIN_WIDTH, MIN_HEIGHT), Some(SMALLEST));
        assert_eq!(at(MIN_WIDTH - 1, 40), None);
        assert_eq!(at(200, MIN_HEIGHT - 1), None);
    }

    #[test]
    fn regions_stay_inside_the_terminal_and_apart() {
        for (w, h) in [(59, 17), (80, 24), (120, 40), (250, 80), (61, 50)] {
            let area = Rect::new(0, 0, w, h);
            let a = layout(area, Shape::NINE).unwrap();
            for r in [a.board, a.status, a.bar, a.footer] {
                assert_eq!(area.intersection(r), r, "{w}×{h}: {r:?}");
            }
            assert!(!a.board.intersects(a.status));
            assert!(a.bar.y >= a.board.bottom() && a.bar.y >= a.status.bottom());
            assert!(a.bar.y < a.footer.y);
        }
    }

    /// However short the board, the panel beside it reaches down to the bar, and the bar to
    /// a row above the footer (to the footer, under a board too tall for that): a 4x4 at
    /// 120x40 leaves no row blank that the panel's parts could use, and a 9x9 at 80x24 and
    /// 120x40 is laid out as it always was.
    #[test]
    fn the_panel_takes_the_rows_a_short_board_leaves() {
        for (w, h) in [
            (59, 17),
            (59, 40),
            (80, 24),
            (100, 30),
            (120, 40),
            (200, 60),
        ] {
            for shape in Shape::ALL {
                let Some(a) = layout(Rect::new(0, 0, w, h), shape) else {
                    continue;
                };
                let at = format!("{shape} at {w}x{h}");
                assert_eq!((a.status.y, a.board.y), (0, 0), "{at}");
                assert!(a.status.height >= a.board.height, "{at}");
                assert_eq!(a.status.bottom(), a.bar.y, "{at}");
                assert!(a.footer.y - a.bar.bottom() <= 1, "{at}");
                if a.status.height + 3 <= a.footer.y {
                    assert_eq!(a.bar.height, 3, "{at}");
                }
            }
        }
        let at = |w, h, shape| layout(Rect::new(0, 0, w, h), shape).unwrap();
        let four = at(120, 40, Shape::ALL[0]);
        assert_eq!((four.board.height, four.status.height), (17, 35));
        for (w, h, panel, bar) in [(80, 24, 19, 3), (120, 40, 37, 1)] {
            let nine = at(w, h, Shape::NINE);
            assert_eq!((nine.status.height, nine.bar.height), (panel, bar));
        }
    }

    #[test]
    fn centred_rectangles_fit_their_area() {
        let area = Rect::new(2, 3, 20, 10);
        assert_eq!(centered(area, 10, 4), Rect::new(7, 6, 10, 4));
        assert_eq!(centered(area, 50, 50), area);
    }

    #[test]
    fn the_highlight_stays_in_view() {
        assert_eq!(rows_in_view(0, 100, 10), 0..10);
        assert_eq!(rows_in_view(9, 100, 10), 0..10);
        assert_eq!(rows_in_view(10, 100, 10), 1..11);
        assert_eq!(rows_in_view(99, 100, 10), 90..100);
        assert_eq!(rows_in_view(2, 3, 10), 0..3);
        assert_eq!(rows_in_view(0, 0, 0), 0..0);
    }
}
