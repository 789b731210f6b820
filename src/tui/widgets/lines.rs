//! The board's lines: every box-drawing character by its arms (none, light or heavy each
//! way), and the borders a jigsaw's regions and a killer's cages need where a size draws no
//! line (a bar in a cell's blank column, an underline below it).

use super::board::BoardView;
use super::theme::Theme;
use crate::tui::layout::BoardSize;
use ratatui::style::{Modifier, Style};
use stepdoku::sudoku::NO_CAGE;

/// A line's arm out of a character: none, light or heavy.
pub(super) type Arm = u8;
pub(super) const NONE: Arm = 0;
pub(super) const LIGHT: Arm = 1;
pub(super) const HEAVY: Arm = 2;

/// Every line character by its arms, up, down, left and right (`NONE`, `LIGHT` or `HEAVY`
/// each): row 3·up + down, column 3·left + right.
const LINES: [&str; 9] = [
    " ╶╺╴─╼╸╾━",
    "╷┌┍┐┬┮┑┭┯",
    "╻┎┏┒┰┲┓┱┳",
    "╵└┕┘┴┶┙┵┷",
    "│├┝┤┼┾┥┽┿",
    "╽┟┢┧╁╆┪╅╈",
    "╹┖┗┚┸┺┛┹┻",
    "╿┞┡┦╀╄┩╃╇",
    "┃┠┣┨╂╊┫╉╋",
];

/// [`LINES`] decoded, by `27·up + 9·down + 3·left + right`.
const LINE_CHARS: [char; 81] = {
    let mut out = [' '; 81];
    let mut row = 0;
    while row < 9 {
        let bytes = LINES[row].as_bytes();
        let (mut at, mut k) = (0, 0);
        while at < bytes.len() {
            // one byte (the blank) or three (U+2500 on)
            let (code, len) = if bytes[at] < 0x80 {
                (bytes[at] as u32, 1)
            } else {
                let (b0, b1, b2) = (bytes[at] as u32, bytes[at + 1] as u32, bytes[at + 2] as u32);
                ((b0 & 0x0F) << 12 | (b1 & 0x3F) << 6 | (b2 & 0x3F), 3)
            };
            out[row * 9 + k] = char::from_u32(code).expect("a line character");
            at += len;
            k += 1;
        }
        assert!(k == 9, "nine characters a row");
        row += 1;
    }
    out
};

/// The character with `arms` up, down, left and right, in the heavy lines' style if any arm
/// is heavy.
pub(super) fn line_look(arms: [Arm; 4], theme: &Theme) -> (char, Style) {
    let index = arms.iter().fold(0, |i, &arm| 3 * i + usize::from(arm));
    (LINE_CHARS[index], line_style(arms.contains(&HEAVY), theme))
}

/// A jigsaw's or a killer cage's border where no line runs (a size without thin lines
/// draws its lines where the shape's boxes put them): one between a cell and the next of
/// its row is a bar in the next cell's first column, a blank (so that no digit runs into
/// it, as none runs into a line), heavy between regions and light between cages; one below
/// a cell underlines its last row, across the cell between regions, and between cages of a
/// jigsaw only under the cell's inner columns (so that a cage's border is not read as a
/// region's). `look` is what the character at `(ox, oy)` of the cell at `(r, c)` shows
/// otherwise. A cell of one character has no blank: there only its underline shows.
pub(super) fn unlined_border(
    view: &BoardView,
    size: BoardSize,
    (r, c): (usize, usize),
    (ox, oy): (u16, u16),
    look: (char, Style),
    theme: &Theme,
) -> (char, Style) {
    let shape = view.shape();
    let (side, units, outline) = (shape.side(), &view.units, view.units.outline());
    if size.thin || (units.has_boxes() && !outline.has_cages()) {
        return look;
    }
    // two neighbours in different cages, one of them at least in a cage
    let caged = |i: usize| units.cage_index(i) != NO_CAGE;
    let cage_apart = |i: usize, j: usize, same: bool| !same && (caged(i) || caged(j));
    // the border right of column `c` where no line runs: heavy, light or none
    let unlined = |c: usize| {
        let i = r * side + c;
        match c + 1 < side && !size.line_before(c + 1, shape.box_cols()) {
            false => NONE,
            true if outline.border_right(i) => HEAVY,
            true if cage_apart(i, i + 1, outline.same_cage_right(i)) => LIGHT,
            true => NONE,
        }
    };
    let bar = match size.cell_w >= 2 && ox == 0 && c > 0 {
        true => unlined(c - 1),
        false => NONE,
    };
    let (glyph, style) = match look {
        (' ', _) if bar == HEAVY => ('┃', theme.box_line()),
        (' ', _) if bar == LIGHT => ('│', theme.cage_line()),
        look => look,
    };
    let i = r * side + c;
    let unlined_below = r + 1 < side && !size.line_before(r + 1, shape.box_rows());
    let region_below = unlined_below && outline.border_below(i);
    let cage_below = unlined_below && cage_apart(i, i + side, outline.same_cage_below(i));
    // where a jigsaw's regions are underlined too, a cage's underline is shorter (its
    // cell's inner columns, none on a cell of one column), so that the two differ
    let short = !units.has_boxes() && !region_below;
    let inner = ox > 0 && ox + 1 < size.cell_w;
    let underlined = match () {
        _ if oy + 1 != size.cell_h => false,
        _ if region_below => true,
        _ => cage_below && (!short || inner),
    };
    match underlined {
        true => (glyph, style.add_modifier(Modifier::UNDERLINED)),
        false => (glyph, style),
    }
}

fn line_style(heavy: bool, theme: &Theme) -> Style {
    if heavy {
        theme.box_line()
    } else {
        theme.cell_line()
    }
}
