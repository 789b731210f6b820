//! The palettes `--theme` names: which colour each role of the screen takes, or none (`mono`).

use ratatui::style::Color;

/// A palette of the screen, as `--theme` and the config file name it.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Palette {
    /// The colours of a terminal's own 16.
    #[default]
    Default,
    /// The Okabe–Ito colours, apart for the common red–green deficiencies: no two states
    /// differ by red against green alone.
    Colorblind,
    /// Bright colours on plain grounds, without the faint greys.
    HighContrast,
    /// No colour: bold, italic, underline, reversal and the marks carry every state.
    Mono,
}

impl Palette {
    /// Every palette, in the order the help and the docs give them.
    pub const ALL: [Palette; 4] = [
        Palette::Default,
        Palette::Colorblind,
        Palette::HighContrast,
        Palette::Mono,
    ];

    /// The name `--theme` and the config file take.
    pub fn name(self) -> &'static str {
        match self {
            Palette::Default => "default",
            Palette::Colorblind => "colorblind",
            Palette::HighContrast => "high-contrast",
            Palette::Mono => "mono",
        }
    }

    /// The palette called `name`, if any.
    pub fn named(name: &str) -> Option<Palette> {
        Palette::ALL.into_iter().find(|p| p.name() == name)
    }

    /// Its colours; `None` for `mono`.
    pub(super) fn colors(self) -> Option<&'static Colors> {
        match self {
            Palette::Default => Some(&DEFAULT),
            Palette::Colorblind => Some(&COLORBLIND),
            Palette::HighContrast => Some(&HIGH_CONTRAST),
            Palette::Mono => None,
        }
    }
}

/// The colour of each role a palette fills.
pub(super) struct Colors {
    /// Faint things: empty dots, thin lines, candidates, secondary text.
    pub faint: Color,
    /// Lines and labels a step above faint.
    pub line: Color,
    /// A digit the search placed.
    pub placed: Color,
    /// A digit propagation forced.
    pub forced: Color,
    /// Every digit the search wrote, once the board is a solution.
    pub solved: Color,
    /// Text and ground of a backtrack's cells and of conflicts.
    pub alarm: (Color, Color),
    /// Text and ground of the heatmap's four levels.
    pub heat: [(Color, Color); 4],
    /// The mark of a house the grid does not show, and the ground of its cells.
    pub house: (Color, Color),
    /// A killer cage's sum.
    pub cage: Color,
    /// A candidate an elimination removes, and one a restore gives back.
    pub removed: Color,
    pub given_back: Color,
    /// The ground of a named pattern's cells.
    pub pattern: Color,
    /// Values worth a look, errors, successes.
    pub accent: Color,
    pub error: Color,
    pub good: Color,
    /// Text and ground of a key's name.
    pub key: (Color, Color),
    /// The played part of the timeline.
    pub played: Color,
    /// Text and ground of the tree panel's blocks, one and the other of two siblings.
    pub blocks: [(Color, Color); 2],
}

const DEFAULT: Colors = Colors {
    faint: Color::DarkGray,
    line: Color::Gray,
    placed: Color::Cyan,
    forced: Color::Magenta,
    solved: Color::Green,
    alarm: (Color::White, Color::Red),
    heat: [
        (Color::White, Color::Blue),
        (Color::Black, Color::Cyan),
        (Color::Black, Color::Yellow),
        (Color::White, Color::Red),
    ],
    house: (Color::LightBlue, Color::DarkGray),
    cage: Color::LightCyan,
    removed: Color::Red,
    given_back: Color::Green,
    pattern: Color::Yellow,
    accent: Color::Yellow,
    error: Color::LightRed,
    good: Color::Green,
    key: (Color::Black, Color::Gray),
    played: Color::Cyan,
    blocks: [(Color::Black, Color::Cyan), (Color::White, Color::Blue)],
};

/// Okabe & Ito, "Color Universal Design" (2008): eight colours apart for every common
/// deficiency. A backtrack is vermillion where a solution is sky blue, never red against
/// green.
/// The Okabe–Ito colours, which a picture of the screen (GIF, PNG) keeps exactly.
pub const OKABE_ITO: [Color; 7] = [
    ORANGE,
    SKY_BLUE,
    BLUISH_GREEN,
    YELLOW,
    BLUE,
    VERMILLION,
    REDDISH_PURPLE,
];

const ORANGE: Color = Color::Rgb(0xE6, 0x9F, 0x00);
const SKY_BLUE: Color = Color::Rgb(0x56, 0xB4, 0xE9);
const BLUISH_GREEN: Color = Color::Rgb(0x00, 0x9E, 0x73);
const YELLOW: Color = Color::Rgb(0xF0, 0xE4, 0x42);
const BLUE: Color = Color::Rgb(0x00, 0x72, 0xB2);
const VERMILLION: Color = Color::Rgb(0xD5, 0x5E, 0x00);
const REDDISH_PURPLE: Color = Color::Rgb(0xCC, 0x79, 0xA7);

const COLORBLIND: Colors = Colors {
    faint: Color::DarkGray,
    line: Color::Gray,
    placed: SKY_BLUE,
    forced: REDDISH_PURPLE,
    solved: YELLOW,
    alarm: (Color::Black, VERMILLION),
    heat: [
        (Color::White, BLUE),
        (Color::Black, SKY_BLUE),
        (Color::Black, YELLOW),
        (Color::Black, ORANGE),
    ],
    house: (SKY_BLUE, Color::DarkGray),
    cage: SKY_BLUE,
    removed: VERMILLION,
    given_back: BLUE,
    pattern: YELLOW,
    accent: ORANGE,
    error: VERMILLION,
    good: BLUISH_GREEN,
    key: (Color::Black, Color::Gray),
    played: SKY_BLUE,
    blocks: [(Color::Black, SKY_BLUE), (Color::White, BLUE)],
};

/// The brightest of the 16 colours, white where the default has grey.
const HIGH_CONTRAST: Colors = Colors {
    faint: Color::Gray,
    line: Color::White,
    placed: Color::LightCyan,
    forced: Color::LightMagenta,
    solved: Color::LightGreen,
    alarm: (Color::White, Color::Red),
    heat: [
        (Color::White, Color::Blue),
        (Color::Black, Color::LightCyan),
        (Color::Black, Color::LightYellow),
        (Color::White, Color::Red),
    ],
    house: (Color::LightYellow, Color::Blue),
    cage: Color::LightYellow,
    removed: Color::LightRed,
    given_back: Color::LightGreen,
    pattern: Color::LightYellow,
    accent: Color::LightYellow,
    error: Color::LightRed,
    good: Color::LightGreen,
    key: (Color::Black, Color::White),
    played: Color::LightCyan,
    blocks: [
        (Color::Black, Color::LightCyan),
        (Color::White, Color::Blue),
    ],
};
