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
                apply(&variant, d, number, &puzzle.digits)
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

#[cfg(test)]
mod tests {
    use crate::parse::{Entries, Entry, parse_str_entries};
    use crate::sudoku::{Diagonals, Unit};

    const LINE: &str =
        "6......4....3.............5..74...818..1.....3...2.4......8......1.9.83........5.";

    /// Each entry's diagonals and count of extra houses, or its error.
    fn variants(entries: &[Entry]) -> Vec<Result<(Option<Diagonals>, usize), String>> {
        let of = |entry: &Entry| match entry {
            Ok(p) => Ok(p
                .variant
                .as_ref()
                .map_or((None, 0), |(v, _)| (v.diagonals(), v.extra().len()))),
            Err(bad) => Err(format!("{}: {}", bad.line, bad.error.message())),
        };
        entries.iter().map(of).collect()
    }

    #[test]
    fn directives_apply_to_the_puzzle_before_them_until_the_next() {
        let rows: String = LINE
            .as_bytes()
            .chunks(9)
            .map(|r| format!("{}\n", std::str::from_utf8(r).unwrap()))
            .collect();
        let text = format!(
            "{LINE}\n\n# windows too\ndiagonals: main\nextra: windoku\n{rows}diagonals: anti\n{LINE}\n"
        );
        let entries = parse_str_entries(&text).unwrap();
        assert_eq!(
            variants(&entries),
            [
                Ok((Some(Diagonals::Main), 4)),
                Ok((Some(Diagonals::Anti), 0)),
                Ok((None, 0)),
            ]
        );
        let (variant, lines) = entries[0].as_ref().unwrap().variant.clone().unwrap();
        assert_eq!((lines.first, lines.regions), (4, None));
        assert_eq!(variant.units().name(27), Unit::Diagonal(1));
        // a drawn grid's directive follows its ninth row
        assert_eq!(entries[1].as_ref().unwrap().line, 6);
    }

    #[test]
    fn a_directive_with_no_puzzle_before_it_is_a_bad_puzzle() {
        let entries = parse_str_entries(&format!("diagonals: both\n{LINE}\n")).unwrap();
        assert_eq!(
            variants(&entries),
            [
                Err("1: diagonals: comes before any puzzle".into()),
                Ok((None, 0))
            ]
        );
    }

    /// A stream hands on its last puzzle only once the next starts or the input ends, so that
    /// a directive in the next window still reaches it.
    #[test]
    fn a_directive_in_the_next_window_reaches_its_puzzle() {
        let lines = (1 << 20) / LINE.len() + 10;
        let text = format!("{}diagonals: both\n", format!("{LINE}\n").repeat(lines));
        let mut stream = Entries::new(text.as_bytes());
        let mut entries = Vec::new();
        let mut batches = 0;
        while let Some(batch) = stream.next_batch() {
            entries.extend(batch.unwrap());
            batches += 1;
        }
        assert!(batches > 1, "the input spans windows");
        assert_eq!(entries.len(), lines);
        let last = variants(&entries[lines - 1..]);
        assert_eq!(last, [Ok((Some(Diagonals::Both), 0))]);
        assert_eq!(variants(&entries[..1]), [Ok((None, 0))]);
    }
}
