//! What a rule of the techniques ladder found: the [`Technique`] and the [`Pattern`] it
//! names after the removals of an `eliminate` line (`locked candidates: 5 in box 1 only in
//! row 3`, `x-wing 4 in rows 2,7 covering columns 3,8`).

use crate::solver::strategy::Inference;
use crate::sudoku::{Cell, Digit, Unit};
use std::fmt;

/// A technique of the ladder. [`Technique::ALL`] is the order a rung tries them in.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Technique {
    /// Locked candidates: a digit's places in a box (a region, a diagonal, an extra house)
    /// lie in one other unit.
    Pointing,
    /// Locked candidates: a digit's places in a row or column lie in one box (a region, a
    /// diagonal, an extra house).
    Claiming,
    /// Two cells of a unit whose candidates are two digits.
    NakedPair,
    /// Two digits of a unit whose places are two cells.
    HiddenPair,
    /// Three cells of a unit whose candidates are three digits.
    NakedTriple,
    /// Three digits of a unit whose places are three cells.
    HiddenTriple,
    /// Four cells of a unit whose candidates are four digits.
    NakedQuad,
    /// Four digits of a unit whose places are four cells.
    HiddenQuad,
    /// A digit's places in two rows (columns) lie in two columns (rows).
    XWing,
    /// The same with three lines.
    Swordfish,
    /// The same with four lines.
    Jellyfish,
    /// A pivot of two candidates xy and two of its peers xz and yz.
    XyWing,
    /// A pivot of three candidates xyz and two of its peers xz and yz.
    XyzWing,
}

impl Technique {
    /// Every technique, in the order a rung tries them.
    pub const ALL: [Technique; 13] = [
        Technique::Pointing,
        Technique::Claiming,
        Technique::NakedPair,
        Technique::HiddenPair,
        Technique::NakedTriple,
        Technique::HiddenTriple,
        Technique::NakedQuad,
        Technique::HiddenQuad,
        Technique::XWing,
        Technique::Swordfish,
        Technique::Jellyfish,
        Technique::XyWing,
        Technique::XyzWing,
    ];

    /// Its name, as trace lines and the glossary write it.
    pub const fn name(self) -> &'static str {
        match self {
            Technique::Pointing => "pointing",
            Technique::Claiming => "claiming",
            Technique::NakedPair => "naked pair",
            Technique::HiddenPair => "hidden pair",
            Technique::NakedTriple => "naked triple",
            Technique::HiddenTriple => "hidden triple",
            Technique::NakedQuad => "naked quad",
            Technique::HiddenQuad => "hidden quad",
            Technique::XWing => "x-wing",
            Technique::Swordfish => "swordfish",
            Technique::Jellyfish => "jellyfish",
            Technique::XyWing => "xy-wing",
            Technique::XyzWing => "xyz-wing",
        }
    }

    /// The inference part that brings it in (each later part applies it too).
    pub const fn rung(self) -> Inference {
        match self {
            Technique::Pointing | Technique::Claiming => Inference::Locked,
            Technique::XWing | Technique::Swordfish | Technique::Jellyfish => Inference::Fish,
            Technique::XyWing | Technique::XyzWing => Inference::Wings,
            _ => Inference::Subsets,
        }
    }

    /// The cells of a subset, or the base lines of a fish (2 to 4); 0 for the others.
    pub const fn size(self) -> usize {
        match self {
            Technique::NakedPair | Technique::HiddenPair | Technique::XWing => 2,
            Technique::NakedTriple | Technique::HiddenTriple | Technique::Swordfish => 3,
            Technique::NakedQuad | Technique::HiddenQuad | Technique::Jellyfish => 4,
            _ => 0,
        }
    }
}

impl fmt::Display for Technique {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// One pattern on the board, what removes the candidates of an `eliminate` step. Its
/// `Display` is what the trace line says after the removals.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Pattern {
    /// Locked candidates: `digit`'s places in `within` all lie in `only`, so `only`'s other
    /// cells lose it. Claiming when `within` is a row or column, pointing when it is any
    /// other unit.
    Locked {
        /// The digit.
        digit: u8,
        /// The unit whose places for it are looked at.
        within: Unit,
        /// The unit they all lie in.
        only: Unit,
        /// Those places, in reading order.
        cells: Vec<Cell>,
    },
    /// A subset of a unit: `cells` whose candidates are `digits` alone (naked; the unit's
    /// other cells lose them), or `digits` whose places are `cells` alone (hidden; the
    /// cells lose their other candidates).
    Subset {
        /// Hidden rather than naked.
        hidden: bool,
        /// Its digits, ascending.
        digits: Vec<u8>,
        /// Its cells, in reading order.
        cells: Vec<Cell>,
        /// The unit.
        unit: Unit,
    },
    /// A fish: `digit`'s places in the `base` lines lie in the `cover` lines, as many, so
    /// the cover lines' other cells lose it.
    Fish {
        /// The digit.
        digit: u8,
        /// The base lines, rows or columns, ascending.
        base: Vec<Unit>,
        /// The cover lines, of the other kind, ascending.
        cover: Vec<Unit>,
        /// The digit's places in the base lines, in reading order.
        cells: Vec<Cell>,
    },
    /// A wing: a pivot and two of its peers, the pincers, each of two candidates; the
    /// digit the pincers share goes from every cell that sees both (an xyz-wing: and the
    /// pivot).
    Wing {
        /// An xyz-wing (a pivot of three candidates) rather than an xy-wing.
        xyz: bool,
        /// The pivot.
        pivot: Cell,
        /// The pincers, in reading order.
        pincers: [Cell; 2],
    },
}

impl Pattern {
    /// The technique that found it.
    pub fn technique(&self) -> Technique {
        let sized = |k: usize, kinds: [Technique; 3]| kinds[k.clamp(2, 4) - 2];
        match self {
            Pattern::Locked {
                within: Unit::Row(_) | Unit::Col(_),
                ..
            } => Technique::Claiming,
            Pattern::Locked { .. } => Technique::Pointing,
            Pattern::Subset { hidden, cells, .. } => {
                use Technique::*;
                match hidden {
                    false => sized(cells.len(), [NakedPair, NakedTriple, NakedQuad]),
                    true => sized(cells.len(), [HiddenPair, HiddenTriple, HiddenQuad]),
                }
            }
            Pattern::Fish { base, .. } => sized(
                base.len(),
                [Technique::XWing, Technique::Swordfish, Technique::Jellyfish],
            ),
            Pattern::Wing { xyz: false, .. } => Technique::XyWing,
            Pattern::Wing { xyz: true, .. } => Technique::XyzWing,
        }
    }

    /// The cells that make the pattern: the places of a locked digit or of a fish's digit
    /// in its base lines, a subset's cells, a wing's pivot then its pincers.
    pub fn cells(&self) -> Vec<Cell> {
        match self {
            Pattern::Locked { cells, .. }
            | Pattern::Subset { cells, .. }
            | Pattern::Fish { cells, .. } => cells.clone(),
            Pattern::Wing { pivot, pincers, .. } => vec![*pivot, pincers[0], pincers[1]],
        }
    }
}

/// `4,7`, `A,G`: digits joined by commas.
pub(crate) fn digit_list(digits: &[u8]) -> String {
    let words: Vec<String> = digits.iter().map(|&d| Digit(d).to_string()).collect();
    words.join(",")
}

/// `r2c7,r10c8`: cells joined by commas.
pub(crate) fn cell_list(cells: &[Cell]) -> String {
    let words: Vec<String> = cells.iter().map(Cell::to_string).collect();
    words.join(",")
}

/// `rows 2,7`: lines of one kind by their numbers.
fn line_list(lines: &[Unit]) -> String {
    let numbers: Vec<String> = lines.iter().map(|u| u.number().to_string()).collect();
    let kind = lines.first().map_or("row", |u| u.kind());
    format!("{kind}s {}", numbers.join(","))
}

/// The words of an `eliminate` line after its removals: `locked candidates: 5 in box 1 only
/// in row 3`, `naked pair 4,7 at r2c3,r8c3 in column 3`, `swordfish 2 in rows 2,3,9
/// covering columns 1,5,8`, `xy-wing at r1c3 with r1c6,r2c1`.
impl fmt::Display for Pattern {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let name = self.technique().name();
        match self {
            Pattern::Locked {
                digit,
                within,
                only,
                ..
            } => write!(
                f,
                "locked candidates: {} in {within} only in {only}",
                Digit(*digit)
            ),
            Pattern::Subset {
                digits,
                cells,
                unit,
                ..
            } => write!(
                f,
                "{name} {} at {} in {unit}",
                digit_list(digits),
                cell_list(cells)
            ),
            Pattern::Fish {
                digit, base, cover, ..
            } => write!(
                f,
                "{name} {} in {} covering {}",
                Digit(*digit),
                line_list(base),
                line_list(cover)
            ),
            Pattern::Wing { pivot, pincers, .. } => {
                write!(f, "{name} at {pivot} with {}", cell_list(pincers))
            }
        }
    }
}
