//! Every style the screen uses, in colour or, under `NO_COLOR`, in bold / reversed / underline
//! alone.

use ratatui::style::{Color, Modifier, Style};

/// How many grounds tell killer cages apart on one-character cells: four, as any map needs.
pub const CAGE_TINTS: u8 = 4;

/// The grounds of [`Theme::cage_tint`]: dark blue, green, red and purple (the 256-colour
/// palette's darkest), under which every digit's colour stays legible.
const CAGE_GROUNDS: [Color; CAGE_TINTS as usize] = [
    Color::Indexed(17),
    Color::Indexed(22),
    Color::Indexed(52),
    Color::Indexed(53),
];

/// The styles of one screen.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Theme {
    color: bool,
}

impl Theme {
    /// Colours when `color`, else attributes only.
    pub fn new(color: bool) -> Theme {
        Theme { color }
    }

    /// Whether it draws in colour (else `NO_COLOR`'s attributes alone).
    pub fn is_color(&self) -> bool {
        self.color
    }

    fn pick(&self, colored: Style, plain: Style) -> Style {
        if self.color { colored } else { plain }
    }

    /// An empty cell's dot.
    pub fn empty(&self) -> Style {
        self.pick(Style::new().fg(Color::DarkGray), Style::new())
    }

    /// A digit of the puzzle.
    pub fn given(&self) -> Style {
        Style::new().add_modifier(Modifier::BOLD)
    }

    /// A digit placed by the search (green once the board is a solution).
    pub fn placed(&self, solved: bool) -> Style {
        let fg = if solved { Color::Green } else { Color::Cyan };
        self.pick(Style::new().fg(fg), Style::new())
    }

    /// A digit propagation forced: its own colour, and italic so that it stays apart from a
    /// guessed digit without colour and once the board is solved.
    pub fn forced(&self, solved: bool) -> Style {
        let fg = if solved { Color::Green } else { Color::Magenta };
        self.pick(Style::new().fg(fg), Style::new())
            .add_modifier(Modifier::ITALIC)
    }

    /// A cell emptied by the latest backtrack.
    pub fn undone(&self) -> Style {
        self.pick(
            Style::new().fg(Color::White).bg(Color::Red),
            Style::new().add_modifier(Modifier::UNDERLINED),
        )
    }

    /// The cell with no legal digit that caused the latest backtrack.
    pub fn dead_end(&self) -> Style {
        self.pick(
            Style::new().fg(Color::White).bg(Color::Red),
            Style::new().add_modifier(Modifier::REVERSED),
        )
        .add_modifier(Modifier::BOLD)
    }

    /// A given that conflicts with another.
    pub fn conflict(&self) -> Style {
        self.pick(
            Style::new().fg(Color::White).bg(Color::Red),
            Style::new().add_modifier(Modifier::REVERSED | Modifier::UNDERLINED),
        )
        .add_modifier(Modifier::BOLD)
    }

    /// A cell of the heatmap in bucket `level` (1 = least placed, 4 = most; 0 = never).
    pub fn heat(&self, level: u8) -> Style {
        let (colored, plain) = match level {
            0 => (Style::new().fg(Color::DarkGray), Style::new()),
            1 => (
                Style::new().fg(Color::White).bg(Color::Blue),
                Style::new().add_modifier(Modifier::DIM),
            ),
            2 => (
                Style::new().fg(Color::Black).bg(Color::Cyan),
                Style::new().add_modifier(Modifier::UNDERLINED),
            ),
            3 => (
                Style::new().fg(Color::Black).bg(Color::Yellow),
                Style::new().add_modifier(Modifier::BOLD),
            ),
            _ => (
                Style::new().fg(Color::White).bg(Color::Red),
                Style::new().add_modifier(Modifier::REVERSED | Modifier::BOLD),
            ),
        };
        self.pick(colored, plain)
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
        if self.color && !highlighted(cell) {
            cell.fg(Color::LightBlue)
        } else {
            cell
        }
    }

    /// Every character of a cell of such a house, drawn in style `cell`: in colour a dark
    /// grey ground where the cell has no background or reversal of its own (a faint glyph,
    /// the empty dot or a candidate, turns light grey to stay legible on it); without colour
    /// the cell as it is, its mark telling it.
    pub fn house(&self, cell: Style) -> Style {
        if !self.color || highlighted(cell) {
            return cell;
        }
        let faint = cell.fg == Some(Color::DarkGray);
        let cell = cell.bg(Color::DarkGray);
        if faint { cell.fg(Color::Gray) } else { cell }
    }

    /// A cell of a killer cage drawn without lines around it (one-character cells), in the
    /// ground of tint `tint` (0 to [`CAGE_TINTS`] less one; neighbouring cages take
    /// different ones), where the cell has no background or reversal of its own; without
    /// colour the cell as it is (the underlines between cages tell them apart).
    pub fn cage_tint(&self, tint: u8, cell: Style) -> Style {
        if !self.color || highlighted(cell) {
            return cell;
        }
        let faint = cell.fg == Some(Color::DarkGray);
        let cell = cell.bg(CAGE_GROUNDS[usize::from(tint) % CAGE_GROUNDS.len()]);
        if faint { cell.fg(Color::Gray) } else { cell }
    }

    /// The heavy lines around the board and between its regions.
    pub fn box_line(&self) -> Style {
        Style::new()
    }

    /// The thin lines between cells of a region.
    pub fn cell_line(&self) -> Style {
        self.pick(Style::new().fg(Color::DarkGray), Style::new())
    }

    /// The lines between killer cages (and between cells in none), brighter than the thin
    /// lines of a board without cages, as they are what outlines a cage.
    pub fn cage_line(&self) -> Style {
        self.pick(Style::new().fg(Color::Gray), Style::new())
    }

    /// A killer cage's sum, written on the line above its first cell or in its corner.
    pub fn cage_sum(&self) -> Style {
        self.pick(
            Style::new()
                .fg(Color::LightCyan)
                .add_modifier(Modifier::BOLD),
            Style::new().add_modifier(Modifier::BOLD),
        )
    }

    /// Panel borders.
    pub fn border(&self) -> Style {
        self.pick(Style::new().fg(Color::Gray), Style::new())
    }

    /// Titles of panels and popups.
    pub fn title(&self) -> Style {
        Style::new().add_modifier(Modifier::BOLD)
    }

    /// Labels of the status panel.
    pub fn label(&self) -> Style {
        self.pick(Style::new().fg(Color::Gray), Style::new())
    }

    /// A candidate digit shown in an empty cell (`c`): faint even without colour, so that a
    /// lone candidate 5, which sits where a cell's digit sits, never reads as a placed 5.
    pub fn candidate(&self) -> Style {
        self.pick(
            Style::new().fg(Color::DarkGray),
            Style::new().add_modifier(Modifier::DIM),
        )
    }

    /// A candidate an elimination removes, on its step: red and struck through, and bold
    /// rather than faint without colour, so that it never reads as a candidate left.
    pub fn removed(&self) -> Style {
        self.marked(Color::Red, Modifier::CROSSED_OUT)
    }

    /// A candidate a restore gives back, on its step: green and underlined, bold and
    /// underlined without colour.
    pub fn given_back(&self) -> Style {
        self.marked(Color::Green, Modifier::UNDERLINED)
    }

    /// A candidate a step marks: in `fg` with `mark`, or without colour `mark` and bold.
    fn marked(&self, fg: Color, mark: Modifier) -> Style {
        let plain = Style::new().add_modifier(mark | Modifier::BOLD);
        self.pick(Style::new().fg(fg).add_modifier(mark), plain)
    }

    /// A cell of the pattern an elimination names, drawn in style `base`: a yellow ground
    /// (a faint candidate turns black on it, to stay legible), reversed without colour.
    pub fn pattern(&self, base: Style) -> Style {
        if !self.color {
            return base.add_modifier(Modifier::REVERSED);
        }
        let faint = base.fg.is_none_or(|fg| fg == Color::DarkGray);
        let base = base.bg(Color::Yellow);
        if faint { base.fg(Color::Black) } else { base }
    }

    /// Secondary text.
    pub fn dim(&self) -> Style {
        self.pick(Style::new().fg(Color::DarkGray), Style::new())
    }

    /// Values worth a look: the state, the event.
    pub fn accent(&self) -> Style {
        self.pick(
            Style::new().fg(Color::Yellow).add_modifier(Modifier::BOLD),
            Style::new().add_modifier(Modifier::BOLD),
        )
    }

    /// Errors and conflicts.
    pub fn error(&self) -> Style {
        self.pick(
            Style::new()
                .fg(Color::LightRed)
                .add_modifier(Modifier::BOLD),
            Style::new().add_modifier(Modifier::BOLD | Modifier::UNDERLINED),
        )
    }

    /// Success: solutions.
    pub fn good(&self) -> Style {
        self.pick(
            Style::new().fg(Color::Green).add_modifier(Modifier::BOLD),
            Style::new().add_modifier(Modifier::BOLD),
        )
    }

    /// Keys in the footer and popups.
    pub fn key(&self) -> Style {
        self.pick(
            Style::new().fg(Color::Black).bg(Color::Gray),
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
            Style::new().fg(Color::Cyan),
            Style::new().add_modifier(Modifier::BOLD),
        )
    }

    /// A guess's block in the tree panel's icicle; `alternate` for every other sibling, so
    /// that neighbours stay apart.
    pub fn block(&self, alternate: bool) -> Style {
        if alternate {
            self.pick(
                Style::new().fg(Color::White).bg(Color::Blue),
                Style::new().add_modifier(Modifier::UNDERLINED),
            )
        } else {
            self.pick(
                Style::new().fg(Color::Black).bg(Color::Cyan),
                Style::new().add_modifier(Modifier::REVERSED),
            )
        }
    }
}

/// Whether a cell's style has a ground or a reversal of its own (a highlight), which a
/// house's ground and mark colour leave whole.
fn highlighted(cell: Style) -> bool {
    cell.bg.is_some() || cell.add_modifier.contains(Modifier::REVERSED)
}
