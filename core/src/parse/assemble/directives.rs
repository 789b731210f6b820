//! Directive lines gathered into the variant of the puzzle before them.

use super::Assembler;
use crate::parse::directive::{Directive, apply};
use crate::parse::{BadPuzzle, DirectiveLines, ParseError};
use crate::sudoku::Variant;

impl Assembler {
    /// Applies the directive `d` on line `number` to the last puzzle read: it becomes a bad
    /// one if the directive cannot apply. One before any puzzle is a bad puzzle of its own;
    /// one after a bad puzzle or a pencil-mark one is said there.
    pub(super) fn directive(&mut self, number: usize, d: &Directive<'_>) {
        let Some(last) = self.entries.last_mut() else {
            let why = format!("{}: comes before any puzzle", d.name);
            let column = d.name_column;
            return self.fail(
                number,
                ParseError::Directive {
                    line: number,
                    column,
                    why,
                },
            );
        };
        let Ok(puzzle) = last else {
            return; // the puzzle is bad already, and says why
        };
        let applied = match puzzle.marks {
            Some(_) => Err(ParseError::Directive {
                line: number,
                column: d.name_column,
                why: "a pencil-mark puzzle takes no directive yet".to_owned(),
            }),
            None => {
                let standard = || Variant::standard(puzzle.shape);
                let variant = puzzle
                    .variant
                    .as_ref()
                    .map_or_else(standard, |v| v.0.clone());
                apply(&variant, d, number)
            }
        };
        match applied {
            Ok(variant) => {
                let lines = puzzle.variant.as_ref().map_or(
                    DirectiveLines {
                        first: number,
                        regions: None,
                    },
                    |v| v.1,
                );
                let regions = lines.regions.or((d.name == "regions").then_some(number));
                let lines = DirectiveLines { regions, ..lines };
                puzzle.variant = (!variant.is_standard()).then_some((variant, lines));
            }
            Err(error) => {
                // named by the directive's line, so that messages point at it
                // (`FILE:LINE:COL: …`) as at a one-line puzzle's wrong character
                *last = Err(BadPuzzle {
                    index: puzzle.index,
                    line: number,
                    label: puzzle.label.take(),
                    error,
                });
            }
        }
    }
}
