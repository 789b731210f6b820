//! The board drawn from its houses: an X-sudoku's diagonals marked on a search's board where
//! the player puts it at 80x24 and 120x40, a jigsaw's regions bordered, and the classic
//! boards' lines as their boxes drew them, at every shape and size.

use super::board::{BoardView, BoardWidget, HOUSE_MARK, cell_at, draw};
use super::theme::Theme;
use crate::tui::layout::{self, BoardSize, COMPACT, SIZES, board_sizes};
use insta::assert_snapshot;
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::{Color, Modifier};
use ratatui::widgets::Widget;
use std::sync::Arc;
use stepdoku::solver::{Config, Event, Strategy};
use stepdoku::sudoku::{Cage, Cell, Diagonals, Shape, Units, Variant, diagonals};
use stepdoku::timeline::{CellState, Timeline};

/// An X-sudoku with one solution (its diagonals hold each digit once), 24 givens.
const X: &str = "100050009000009020000020406010000807300000000000004030900030270002547900000200000";

/// A jigsaw's nine regions, each cell's region by its row and column.
const JIGSAW: [&str; 9] = [
    "111122333",
    "111222333",
    "411222333",
    "444552666",
    "444555566",
    "445558666",
    "777888996",
    "777889999",
    "777888999",
];

fn x_units() -> Arc<Units> {
    Arc::new(Units::with_extra(Shape::NINE, diagonals(Shape::NINE)).unwrap())
}

fn on_a_diagonal(cell: Cell) -> bool {
    cell.row() == cell.col() || cell.row() + cell.col() == 8
}

/// The X-sudoku's search, row-major, at its first placement after a backtrack of two
/// cells or more: digits placed, undone cells, the current cell.
fn x_mid_search() -> Timeline {
    let givens: Vec<u8> = X.bytes().map(|b| b - b'0').collect();
    let config = Config {
        strategy: Strategy::RowMajor,
        seed: 1,
        max_solutions: 1000,
    };
    let mut t = Timeline::of_units(x_units(), &givens, config).unwrap();
    loop {
        assert_eq!(t.forward(1), 1, "the search backtracks over two cells");
        let states = t.cell_states();
        let undone = states.iter().filter(|&&s| s == CellState::Undone).count();
        if undone >= 2 && matches!(t.current_event(), Some(Event::Place { .. })) {
            return t;
        }
    }
}

/// `view` where the player draws its board on a screen of `width` × `height`, the rest of
/// the screen blank; with the board's area and size.
fn player_board(
    view: &BoardView,
    width: u16,
    height: u16,
    color: bool,
) -> (Buffer, Rect, BoardSize) {
    let screen = Rect::new(0, 0, width, height);
    let areas = layout::layout(screen, view.shape()).expect("room for the board");
    let mut buf = Buffer::empty(screen);
    let theme = Theme::new(color);
    BoardWidget {
        view,
        theme: &theme,
    }
    .render(areas.board, &mut buf);
    (buf, areas.board, areas.size)
}

fn text(buf: &Buffer) -> String {
    let area = buf.area;
    let rows = (0..area.height).map(|y| {
        let row: String = (0..area.width).map(|x| buf[(x, y)].symbol()).collect();
        row.trim_end().to_string()
    });
    rows.collect::<Vec<_>>().join("\n")
}

/// A cell, and where its top-left corner and its centre are drawn.
type Placed = (Cell, (u16, u16), (u16, u16));

/// Where each cell of a board of `shape` drawn at `size` in `area` has its top-left corner
/// and its centre.
fn corners_and_centres(area: Rect, size: BoardSize, shape: Shape) -> Vec<Placed> {
    let mut found: Vec<Placed> = Vec::new();
    for y in area.top()..area.bottom() {
        for x in area.left()..area.right() {
            let Some(cell) = cell_at(area, size, shape, x, y) else {
                continue;
            };
            if !found.iter().any(|(c, _, _)| *c == cell) {
                let centre = (x + size.cell_w / 2, y + size.cell_h / 2);
                found.push((cell, (x, y), centre));
            }
        }
    }
    assert_eq!(found.len(), shape.cells());
    found
}

/// Asserts `text` as the snapshot `name`, kept with the other screens' (`src/tui/snapshots`,
/// which `sizes_tests` reads).
fn snapshot(name: String, text: String) {
    let mut settings = insta::Settings::clone_current();
    settings.set_snapshot_path("../snapshots");
    settings.bind(|| assert_snapshot!(name, text));
}

#[test]
fn diagonals_are_marked_where_the_player_draws_the_board() {
    let view = BoardView::of_timeline(&x_mid_search());
    for (width, height) in [(80, 24), (120, 40)] {
        let (buf, area, size) = player_board(&view, width, height, true);
        for (cell, corner, _) in corners_and_centres(area, size, Shape::NINE) {
            let marked = buf[corner].symbol() == HOUSE_MARK.to_string();
            assert_eq!(marked, on_a_diagonal(cell), "{cell} at {width}x{height}");
        }
        let (plain, _, _) = player_board(&view, width, height, false);
        assert_eq!(text(&plain), text(&buf), "the same marks without colour");
        snapshot(format!("x_sudoku_board_{width}x{height}"), text(&buf));
    }
}

/// A diagonal's mark stays beside every highlight: on the current cell, a trail, a dead
/// end and a conflict it takes the cell's own look, on a plain cell a colour of its own
/// on a ground of its own over the whole cell (a faint dot lifted to stay legible); the
/// digits, their attributes and the lines are those of the classic board, and without
/// colour the mark alone tells the cell.
#[test]
fn marks_keep_the_cells_highlights() {
    let mut view = BoardView::of_givens(Shape::NINE, &[0; 81]);
    // r1c1 current, r2c2 undone, r3c3 a dead end, r4c4 a conflict; r5c5 a plain given
    let highlighted = [0, 10, 20, 30];
    (view.digits[0], view.marks[0]) = (5, CellState::Placed);
    view.current = Cell::at(0, 0);
    view.marks[10] = CellState::Undone;
    view.marks[20] = CellState::DeadEnd;
    (view.digits[30], view.marks[30], view.conflicts[30]) = (7, CellState::Given, true);
    (view.digits[40], view.marks[40]) = (2, CellState::Given);
    let classic = view.clone();
    view.units = x_units();
    for size in [SIZES[0], SIZES[2]] {
        for color in [true, false] {
            let theme = Theme::new(color);
            let area = Rect::new(0, 0, size.across(Shape::NINE), size.down(Shape::NINE));
            let (mut buf, mut before) = (Buffer::empty(area), Buffer::empty(area));
            draw(&mut buf, area, size, &view, &theme);
            draw(&mut before, area, size, &classic, &theme);
            for (cell, corner, centre) in corners_and_centres(area, size, Shape::NINE) {
                let (mark, glyph, was) = (&buf[corner], &buf[centre], &before[centre]);
                if !on_a_diagonal(cell) {
                    assert_eq!(glyph, was, "{cell}");
                    assert_eq!(mark, &before[corner], "{cell}");
                    continue;
                }
                assert_eq!(glyph.symbol(), was.symbol(), "{cell}");
                assert_eq!(glyph.modifier, was.modifier, "{cell}");
                let own = color && !highlighted.contains(&Shape::NINE.index(cell));
                let ground = if own { Color::DarkGray } else { was.bg };
                let lifted = match was.fg {
                    Color::DarkGray if own => Color::Gray,
                    fg => fg,
                };
                assert_eq!((glyph.bg, glyph.fg), (ground, lifted), "{cell} {color}");
                for (x, y) in (0..area.width).flat_map(|x| (0..area.height).map(move |y| (x, y))) {
                    if cell_at(area, size, Shape::NINE, x, y) == Some(cell) {
                        assert_eq!(buf[(x, y)].bg, ground, "{cell} at {x},{y}");
                    }
                }
                assert_eq!(mark.symbol(), HOUSE_MARK.to_string(), "{cell}");
                assert_eq!(mark.modifier, glyph.modifier, "{cell}");
                let fg = if own { Color::LightBlue } else { glyph.fg };
                assert_eq!(mark.fg, fg, "{cell} in colour {color}");
            }
            for (x, y) in (0..area.width).flat_map(|x| (0..area.height).map(move |y| (x, y))) {
                if cell_at(area, size, Shape::NINE, x, y).is_none() {
                    assert_eq!(buf[(x, y)], before[(x, y)], "a line at {x},{y}");
                }
                if !color {
                    let plain = (buf[(x, y)].fg, buf[(x, y)].bg);
                    assert_eq!(plain, (Color::Reset, Color::Reset), "at {x},{y}");
                }
            }
        }
    }
}

/// On the race's boards, one character a cell, an empty cell of a diagonal is the mark in
/// place of the dot, with or without colour: the only room it has; a filled one (r5c5's
/// given) has its ground in colour and, under `NO_COLOR`, a ring under its digit.
#[test]
fn a_compact_board_marks_its_empty_diagonal_cells() {
    let mut view = BoardView::of_givens(Shape::NINE, &[0; 81]);
    (view.digits[40], view.marks[40]) = (2, CellState::Given);
    view.units = x_units();
    for color in [true, false] {
        let area = Rect::new(0, 0, COMPACT.across(Shape::NINE), COMPACT.down(Shape::NINE));
        let mut buf = Buffer::empty(area);
        draw(&mut buf, area, COMPACT, &view, &Theme::new(color));
        for (cell, corner, _) in corners_and_centres(area, COMPACT, Shape::NINE) {
            let expected = match Shape::NINE.index(cell) {
                40 if color => "2",
                // no colour to show the house: a ring under the digit
                40 => "2\u{325}",
                _ if on_a_diagonal(cell) => "◦",
                _ => "·",
            };
            assert_eq!(buf[corner].symbol(), expected, "{cell} in colour {color}");
        }
    }
}

/// A board of the jigsaw's regions, a few digits given.
fn jigsaw() -> BoardView {
    let region = |c: &Cell| JIGSAW[c.row()].as_bytes()[c.col()];
    let regions = (b'1'..=b'9')
        .map(|k| Shape::NINE.all_cells().filter(|c| region(c) == k).collect())
        .collect();
    let digits: Vec<u8> = (0..81).map(|i| [3, 0, 0, 8, 0, 0, 0][i % 7]).collect();
    let mut view = BoardView::of_givens(Shape::NINE, &digits);
    view.units = Arc::new(Units::with_regions(Shape::NINE, regions, Vec::new()).unwrap());
    view
}

/// Where the player draws a jigsaw at 80x24 and 120x40, a heavy line runs between two
/// neighbours exactly where the layout puts them in different regions, and a thin one
/// elsewhere.
#[test]
fn a_jigsaw_is_bordered_by_its_regions() {
    let view = jigsaw();
    let region = |r: usize, c: usize| JIGSAW[r].as_bytes()[c];
    for (width, height) in [(80, 24), (120, 40)] {
        let (buf, area, size) = player_board(&view, width, height, true);
        assert!(
            size.thin,
            "a line between every two cells at {width}x{height}"
        );
        let cells = corners_and_centres(area, size, Shape::NINE);
        for (cell, corner, (x, y)) in cells {
            let (r, c) = (cell.row(), cell.col());
            if c < 8 {
                // the line right of the cell, on its centre's row
                let line = (corner.0 + size.cell_w, y);
                let heavy = region(r, c) != region(r, c + 1);
                let symbol = if heavy { "┃" } else { "│" };
                assert_eq!(
                    buf[line].symbol(),
                    symbol,
                    "right of {cell} at {width}x{height}"
                );
            }
            if r < 8 {
                let line = (x, corner.1 + size.cell_h);
                let heavy = region(r, c) != region(r + 1, c);
                let symbol = if heavy { "━" } else { "─" };
                assert_eq!(
                    buf[line].symbol(),
                    symbol,
                    "below {cell} at {width}x{height}"
                );
            }
        }
        snapshot(format!("jigsaw_board_{width}x{height}"), text(&buf));
    }
}

/// The old drawing's line at one place along an axis: heavy at the frame and every
/// `box_len` cells, and whether it is the first, an inner or the last.
fn old_lines(
    size: BoardSize,
    side: usize,
    box_len: usize,
    len: u16,
    pad: bool,
) -> Vec<Option<(bool, u8)>> {
    let mut out = Vec::new();
    for index in 0..side {
        if size.line_before(index, box_len) {
            out.push(Some((index % box_len == 0, u8::from(index > 0))));
        }
        out.extend((0..len).map(|_| None));
        if pad && (index + 1 == side || size.line_before(index + 1, box_len)) {
            out.push(None);
        }
    }
    out.push(Some((true, 2)));
    out
}

/// The old drawing's character where a vertical line (heavy `v`, at `v_edge`: 0 first, 1
/// inner, 2 last) meets a horizontal one.
fn old_junction((v, v_edge): (bool, u8), (h, h_edge): (bool, u8)) -> char {
    let pick = |heavy: bool, thick: char, thin: char| if heavy { thick } else { thin };
    match (h_edge, v_edge) {
        (0, 0) => '┏',
        (0, 2) => '┓',
        (2, 0) => '┗',
        (2, 2) => '┛',
        (0, _) => pick(v, '┳', '┯'),
        (2, _) => pick(v, '┻', '┷'),
        (_, 0) => pick(h, '┣', '┠'),
        (_, 2) => pick(h, '┫', '┨'),
        _ => match (v, h) {
            (true, true) => '╋',
            (true, false) => '╂',
            (false, true) => '┿',
            (false, false) => '┼',
        },
    }
}

/// Every classic board, at every size it is drawn at, has the lines its boxes drew before
/// borders came from its units: the old drawing's rule, written again here.
#[test]
fn the_classic_boards_keep_their_box_lines() {
    for shape in Shape::ALL {
        let view = BoardView::of_givens(shape, &vec![0; shape.cells()]);
        for size in board_sizes(shape).chain([COMPACT]) {
            let area = Rect::new(0, 0, size.across(shape), size.down(shape));
            let mut buf = Buffer::empty(area);
            draw(&mut buf, area, size, &view, &Theme::new(false));
            let side = shape.side();
            let across = old_lines(size, side, shape.box_cols(), size.cell_w, size.pad);
            let down = old_lines(size, side, shape.box_rows(), size.cell_h, false);
            for (y, row) in down.iter().enumerate() {
                for (x, col) in across.iter().enumerate() {
                    let expected = match (row, col) {
                        (None, None) => continue,
                        (None, Some((heavy, _))) => {
                            if *heavy {
                                '┃'
                            } else {
                                '│'
                            }
                        }
                        (Some((heavy, _)), None) => {
                            if *heavy {
                                '━'
                            } else {
                                '─'
                            }
                        }
                        (Some(h), Some(v)) => old_junction(*v, *h),
                    };
                    let at = (x as u16, y as u16);
                    assert_eq!(
                        buf[at].symbol(),
                        expected.to_string(),
                        "{shape} {size:?} at {at:?}"
                    );
                }
            }
        }
    }
}

/// At the sizes without thin lines (59x17's board, the race's), a jigsaw's border where no
/// line runs still shows: a heavy bar in the first column of the right one of two
/// neighbours of a row (none on a cell of one character, which has no blank), an
/// underline on the cell above another;
/// between neighbours of one region neither.
#[test]
fn a_jigsaw_without_thin_lines_shows_its_borders_in_the_cells() {
    let view = jigsaw();
    let region = |r: usize, c: usize| JIGSAW[r].as_bytes()[c];
    for size in [SIZES[3], COMPACT] {
        let area = Rect::new(0, 0, size.across(Shape::NINE), size.down(Shape::NINE));
        let mut buf = Buffer::empty(area);
        draw(&mut buf, area, size, &view, &Theme::new(false));
        for (cell, corner, (_, y)) in corners_and_centres(area, size, Shape::NINE) {
            let (r, c) = (cell.row(), cell.col());
            if c < 8 && !size.line_before(c + 1, 3) {
                let blank = (corner.0 + size.cell_w, y);
                let bar = size.cell_w >= 3 && region(r, c) != region(r, c + 1);
                let symbol = buf[blank].symbol();
                assert_eq!(symbol == "┃", bar, "right of {cell} at {size:?}");
            }
            if r < 8 && !size.line_before(r + 1, 3) {
                let under = region(r, c) != region(r + 1, c);
                for dx in 0..size.cell_w {
                    let at = (corner.0 + dx, corner.1 + size.cell_h - 1);
                    let underlined = buf[at].modifier.contains(Modifier::UNDERLINED);
                    assert_eq!(underlined, under, "below {cell} at {size:?}");
                }
            }
        }
        snapshot(
            format!("jigsaw_board_{}x{}", area.width, area.height),
            text(&buf),
        );
    }
}

/// The board of a killer X at 67x31's size (cells 7×3, no thin lines): cage 10 over r2c2
/// and r2c3, whose first cell is on the main diagonal in a box's second row (no line above
/// it), every empty cell showing every candidate.
fn killer_x_with_candidates() -> BoardView {
    let cage = Cage {
        sum: Some(10),
        cells: vec![rc(1, 1), rc(1, 2)],
    };
    let variant = (Variant::standard(Shape::NINE).with_diagonals(Diagonals::Both)).unwrap();
    let mut view = BoardView::of_givens(Shape::NINE, &[0; 81]);
    view.units = variant.with_cage(cage).unwrap().units().clone();
    view.candidates = Some(vec![0b11_1111_1110; 81]);
    view
}

/// At 67x31 a cage's sum in its first cell's top-left no longer hides that cell's
/// candidate 1 nor its diagonal's mark: the candidates close up in the middle (`123`
/// right of the sum) and the mark moves to the top-right corner. A cell without a sum
/// keeps them spaced, the mark top-left.
#[test]
fn a_sum_in_a_cell_leaves_its_candidates_and_mark() {
    let view = killer_x_with_candidates();
    let size = SIZES[1];
    let area = Rect::new(0, 0, size.across(Shape::NINE), size.down(Shape::NINE));
    for color in [true, false] {
        let mut buf = Buffer::empty(area);
        draw(&mut buf, area, size, &view, &Theme::new(color));
        let top = |cell: Cell| {
            let (_, corner, _) = (corners_and_centres(area, size, Shape::NINE).into_iter())
                .find(|(c, _, _)| *c == cell)
                .unwrap();
            (0..size.cell_w)
                .map(|dx| buf[(corner.0 + dx, corner.1)].symbol().to_string())
                .collect::<String>()
        };
        assert_eq!(top(rc(1, 1)), "10123 ◦", "colour {color}\n{}", text(&buf));
        // r5c5, on both diagonals, no sum
        assert_eq!(top(rc(4, 4)), "◦1 2 3 ", "colour {color}");
        if !color {
            snapshot("killer_x_candidates_67x31".to_string(), text(&buf));
        }
    }
}

/// A killer on a jigsaw at sizes without thin lines: a region's border below a cell
/// underlines the whole cell, a cage's border that is no region's only its inner columns
/// (none on a cell of one character), so that they differ. Cage 3 over r1c1 and r1c2
/// (region 1): below r1c1 is r2c1, region 1 too but in no cage; below r2c1 is r3c1 of
/// region 4.
#[test]
fn a_cage_border_in_a_jigsaw_is_not_a_regions() {
    let mut view = jigsaw();
    let cage = Cage {
        sum: Some(3),
        cells: vec![rc(0, 0), rc(0, 1)],
    };
    let regions: Vec<u8> = (JIGSAW.iter())
        .flat_map(|row| row.bytes().map(|b| b - b'0'))
        .collect();
    let variant = Variant::standard(Shape::NINE)
        .with_regions(regions)
        .unwrap();
    view.units = variant.with_cage(cage).unwrap().units().clone();
    for size in [SIZES[3], COMPACT] {
        let area = Rect::new(0, 0, size.across(Shape::NINE), size.down(Shape::NINE));
        let mut buf = Buffer::empty(area);
        draw(&mut buf, area, size, &view, &Theme::new(false));
        let placed = corners_and_centres(area, size, Shape::NINE);
        let underlines = |cell: Cell| {
            let (_, corner, _) = placed.iter().find(|(c, _, _)| *c == cell).unwrap();
            (0..size.cell_w)
                .map(|dx| {
                    let at = (corner.0 + dx, corner.1 + size.cell_h - 1);
                    buf[at].modifier.contains(Modifier::UNDERLINED)
                })
                .collect::<Vec<bool>>()
        };
        let (cage, region) = match size.cell_w {
            1 => (vec![false], vec![true]),
            _ => (vec![false, true, false], vec![true; 3]),
        };
        assert_eq!(underlines(rc(0, 0)), cage, "{size:?}");
        assert_eq!(underlines(rc(1, 0)), region, "{size:?}");
        if size == SIZES[3] {
            snapshot("killer_jigsaw_board_31x13".to_string(), text(&buf));
        }
    }
}

/// The cell at row `r`, column `c` of a 9×9 (from 0).
fn rc(r: usize, c: usize) -> Cell {
    Shape::NINE.cell(r * 9 + c)
}
