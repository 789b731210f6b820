//! Every style the screen uses, in the colours of a [`Palette`] or, under `NO_COLOR` and
//! `--theme mono`, in bold / italic / reversed / underline alone. Every state keeps a mark that
//! is not a colour in every palette (forced digits italic, a solved board's digits underlined,
//! a backtrack's `-` and `×`), so that no palette relies on colour to tell states apart.

mod palette;

use palette::Colors;
pub use palette::Palette;
use ratatui::style::{Color, Modifier, Style};

/// How many grounds tell killer cages apart on one-character cells: four, as any map needs.
pub const CAGE_TINTS: u8 = 4;

/// The grounds of [`Theme::cage_tint`] in every palette with colours: dark blue, green, red and
/// purple (the 256-colour palette's darkest), under which every digit's colour stays legible;
/// they tell cages apart, not states, so no palette needs its own.
const CAGE_GROUNDS: [Color; CAGE_TINTS as usize] = [
    Color::Indexed(17),
    Color::Indexed(22),
    Color::Indexed(52),
    Color::Indexed(53),
];

/// The colours the palettes draw beyond the terminal's 16, in a fixed order: a picture of
/// the screen (GIF, PNG) has each in its palette, so that none falls to the nearest of the 16.
pub const EXTRA_COLORS: [Color; 11] = [
    palette::OKABE_ITO[0],
    palette::OKABE_ITO[1],
    palette::OKABE_ITO[2],
    palette::OKABE_ITO[3],
    palette::OKABE_ITO[4],
    palette::OKABE_ITO[5],
    palette::OKABE_ITO[6],
    CAGE_GROUNDS[0],
    CAGE_GROUNDS[1],
    CAGE_GROUNDS[2],
    CAGE_GROUNDS[3],
];

/// The styles of one screen.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Theme {
    palette: Palette,
}

impl Theme {
    /// The default colours when `color`, else attributes only.
    pub fn new(color: bool) -> Theme {
        Theme::of(if color {
            Palette::Default
        } else {
            Palette::Mono
        })
    }

    /// The styles of `palette`.
    pub fn of(palette: Palette) -> Theme {
        Theme { palette }
    }

    /// Whether it draws in colour (else `NO_COLOR`'s attributes alone).
    pub fn is_color(&self) -> bool {
        self.colors().is_some()
    }

    /// The palette's colours; `None` for attributes alone.
    fn colors(&self) -> Option<&'static Colors> {
        self.palette.colors()
    }

    /// The colored style `colored` makes of the palette's colours, else `plain`.
    fn pick(&self, colored: impl FnOnce(&Colors) -> Style, plain: Style) -> Style {
        match self.colors() {
            Some(c) => colored(c),
            None => plain,
        }
    }

    /// Text in one of the palette's colours, else plain.
    fn fg(&self, role: impl FnOnce(&Colors) -> Color) -> Style {
        self.pick(|c| Style::new().fg(role(c)), Style::new())
    }

    /// The faint colour, if the palette has colours.
    fn faint(&self) -> Option<Color> {
        self.colors().map(|c| c.faint)
    }

    /// An empty cell's dot.
    pub fn empty(&self) -> Style {
        self.fg(|c| c.faint)
    }

    /// A digit of the puzzle.
    pub fn given(&self) -> Style {
        Style::new().add_modifier(Modifier::BOLD)
    }

    /// A digit placed by the search: its colour, and once the board is a solution the
    /// solution's colour and underlined (the mark without colour).
    pub fn placed(&self, solved: bool) -> Style {
        if solved {
            return self.solved();
        }
        self.fg(|c| c.placed)
    }

    /// A digit propagation forced: its own colour, and italic so that it stays apart from a
    /// guessed digit without colour and once the board is solved.
    pub fn forced(&self, solved: bool) -> Style {
        let style = if solved {
            self.solved()
        } else {
            self.fg(|c| c.forced)
        };
        style.add_modifier(Modifier::ITALIC)
    }

    /// A digit of a solved board the search wrote.
    fn solved(&self) -> Style {
        self.fg(|c| c.solved).add_modifier(Modifier::UNDERLINED)
    }

    /// The style of a backtrack's cells and of conflicts in colour: the alarm's text on its
    /// ground.
    fn alarm(c: &Colors) -> Style {
        Style::new().fg(c.alarm.0).bg(c.alarm.1)
    }

    /// A cell emptied by the latest backtrack.
    pub fn undone(&self) -> Style {
        self.pick(
            Theme::alarm,
            Style::new().add_modifier(Modifier::UNDERLINED),
        )
    }

    /// The cell with no legal digit that caused the latest backtrack.
    pub fn dead_end(&self) -> Style {
        self.pick(Theme::alarm, Style::new().add_modifier(Modifier::REVERSED))
            .add_modifier(Modifier::BOLD)
    }

    /// A given that conflicts with another.
    pub fn conflict(&self) -> Style {
        self.pick(
            Theme::alarm,
            Style::new().add_modifier(Modifier::REVERSED | Modifier::UNDERLINED),
        )
        .add_modifier(Modifier::BOLD)
    }

    /// A cell of the heatmap in bucket `level` (1 = least placed, 4 = most; 0 = never).
    pub fn heat(&self, level: u8) -> Style {
        let plain = match level {
            0 => Style::new(),
            1 => Style::new().add_modifier(Modifier::DIM),
            2 => Style::new().add_modifier(Modifier::UNDERLINED),
            3 => Style::new().add_modifier(Modifier::BOLD),
            _ => Style::new().add_modifier(Modifier::REVERSED | Modifier::BOLD),
        };
        self.pick(
            |c| match level {
                0 => Style::new().fg(c.faint),
                _ => {
                    let (fg, bg) = c.heat[usize::from(level.min(4)) - 1];
                    Style::new().fg(fg).bg(bg)
                }
            },
            plain,
        )
    }

    /// The cell of the current event: its own style, reversed.
    pub fn current(&self, base: Style) -> Style {
        base.add_modifier(Modifier::REVERSED)
    }

    /// The mark on a cell of a house the grid and the borders do not show (a diagonal), in a
    /// cell of style `cell`: a colour of its own where the cell has no background or
    /// reversal of its own, and the cell's style where it has (so that a highlight stays
    /// whole); the mark's shape alone tells it without colour.
    pub fn house_mark(&self, cell: Style) -> Style {
        match self.colors() {
            Some(c) if !highlighted(cell) => cell.fg(c.house.0),
            _ => cell,
        }
    }

    /// Every character of a cell of such a house, drawn in style `cell`: in colour the
    /// house's ground where the cell has no background or reversal of its own (a faint glyph,
    /// the empty dot or a candidate, turns to the line colour to stay legible on it); without
    /// colour the cell as it is, its mark telling it.
    pub fn house(&self, cell: Style) -> Style {
        let Some(c) = self.colors() else {
            return cell;
        };
        if highlighted(cell) {
            return cell;
        }
        let faint = cell.fg == Some(c.faint);
        let cell = cell.bg(c.house.1);
        if faint { cell.fg(c.line) } else { cell }
    }

    /// A cell of a killer cage drawn without lines around it (one-character cells), in the
    /// ground of tint `tint` (0 to [`CAGE_TINTS`] less one; neighbouring cages take
    /// different ones), where the cell has no background or reversal of its own; without
    /// colour the cell as it is (the underlines between cages tell them apart).
    pub fn cage_tint(&self, tint: u8, cell: Style) -> Style {
        let Some(c) = self.colors() else {
            return cell;
        };
        if highlighted(cell) {
            return cell;
        }
        let faint = cell.fg == Some(c.faint);
        let cell = cell.bg(CAGE_GROUNDS[usize::from(tint) % CAGE_GROUNDS.len()]);
        if faint { cell.fg(c.line) } else { cell }
    }

    /// The heavy lines around the board and between its regions.
    pub fn box_line(&self) -> Style {
        Style::new()
    }

    /// The thin lines between cells of a region.
    pub fn cell_line(&self) -> Style {
        self.fg(|c| c.faint)
    }

    /// The lines between killer cages (and between cells in none), brighter than the thin
    /// lines of a board without cages, as they are what outlines a cage.
    pub fn cage_line(&self) -> Style {
        self.fg(|c| c.line)
    }

    /// A killer cage's sum, written on the line above its first cell or in its corner.
    pub fn cage_sum(&self) -> Style {
        self.fg(|c| c.cage).add_modifier(Modifier::BOLD)
    }

    /// Panel borders.
    pub fn border(&self) -> Style {
        self.fg(|c| c.line)
    }

    /// Titles of panels and popups.
    pub fn title(&self) -> Style {
        Style::new().add_modifier(Modifier::BOLD)
    }

    /// Labels of the status panel.
    pub fn label(&self) -> Style {
        self.fg(|c| c.line)
    }

    /// A candidate digit shown in an empty cell (`c`): faint even without colour, so that a
    /// lone candidate 5, which sits where a cell's digit sits, never reads as a placed 5.
    pub fn candidate(&self) -> Style {
        self.pick(
            |c| Style::new().fg(c.faint),
            Style::new().add_modifier(Modifier::DIM),
        )
    }

    /// A candidate an elimination removes, on its step: in the removal's colour and struck
    /// through, and bold rather than faint without colour, so that it never reads as a
    /// candidate left.
    pub fn removed(&self) -> Style {
        self.marked(|c| c.removed, Modifier::CROSSED_OUT)
    }

    /// A candidate a restore gives back, on its step: in its colour and underlined, bold and
    /// underlined without colour.
    pub fn given_back(&self) -> Style {
        self.marked(|c| c.given_back, Modifier::UNDERLINED)
    }

    /// A candidate a step marks: in the `role`'s colour with `mark`, or without colour `mark`
    /// and bold.
    fn marked(&self, role: impl FnOnce(&Colors) -> Color, mark: Modifier) -> Style {
        let plain = Style::new().add_modifier(mark | Modifier::BOLD);
        self.pick(|c| Style::new().fg(role(c)).add_modifier(mark), plain)
    }

    /// A cell of the pattern an elimination names, drawn in style `base`: the pattern's
    /// ground (a faint candidate turns black on it, to stay legible), reversed without colour.
    pub fn pattern(&self, base: Style) -> Style {
        let Some(c) = self.colors() else {
            return base.add_modifier(Modifier::REVERSED);
        };
        let faint = base.fg.is_none_or(|fg| Some(fg) == self.faint());
        let base = base.bg(c.pattern);
        if faint { base.fg(Color::Black) } else { base }
    }

    /// Secondary text.
    pub fn dim(&self) -> Style {
        self.fg(|c| c.faint)
    }

    /// Values worth a look: the state, the event.
    pub fn accent(&self) -> Style {
        self.fg(|c| c.accent).add_modifier(Modifier::BOLD)
    }

    /// Errors and conflicts.
    pub fn error(&self) -> Style {
        self.pick(
            |c| Style::new().fg(c.error).add_modifier(Modifier::BOLD),
            Style::new().add_modifier(Modifier::BOLD | Modifier::UNDERLINED),
        )
    }

    /// Success: solutions.
    pub fn good(&self) -> Style {
        self.fg(|c| c.good).add_modifier(Modifier::BOLD)
    }

    /// Keys in the footer and popups.
    pub fn key(&self) -> Style {
        self.pick(
            |c| Style::new().fg(c.key.0).bg(c.key.1),
            Style::new().add_modifier(Modifier::REVERSED),
        )
    }

    /// The highlighted row of a list.
    pub fn highlight(&self) -> Style {
        Style::new().add_modifier(Modifier::REVERSED)
    }

    /// The part of the timeline already played.
    pub fn played(&self) -> Style {
        self.pick(
            |c| Style::new().fg(c.played),
            Style::new().add_modifier(Modifier::BOLD),
        )
    }

    /// A guess's block in the tree panel's icicle; `alternate` for every other sibling, so
    /// that neighbours stay apart.
    pub fn block(&self, alternate: bool) -> Style {
        let plain = if alternate {
            Modifier::UNDERLINED
        } else {
            Modifier::REVERSED
        };
        self.pick(
            |c| {
                let (fg, bg) = c.blocks[usize::from(alternate)];
                Style::new().fg(fg).bg(bg)
            },
            Style::new().add_modifier(plain),
        )
    }
}

/// Whether a cell's style has a ground or a reversal of its own (a highlight), which a
/// house's ground and mark colour leave whole.
fn highlighted(cell: Style) -> bool {
    cell.bg.is_some() || cell.add_modifier.contains(Modifier::REVERSED)
}
