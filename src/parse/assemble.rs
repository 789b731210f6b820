//! Gathering classified lines into puzzles: one-line puzzles, 9-row blocks, headers, labels.

use super::line::{Cells, Line, classify, lines};
use super::{ParseError, Puzzle};
use rayon::prelude::*;

/// Outside a block, a line with a wrong count of up to this many cells is taken for a bad
/// row, with more for a bad one-line puzzle (the midpoint between 9 and 81).
const ROW_OR_LINE: usize = 45;

/// Lines classified at once, on the threads of the current rayon pool: enough to keep them
/// busy, few enough that their cells take little memory.
const LINES_AT_ONCE: usize = 1 << 13;

/// Parses text already checked to be text (no NUL), without a byte order mark.
///
/// Classifying a line (scanning its characters) is most of the work and needs nothing from
/// the lines before it, so runs of lines are classified in parallel; gathering them into
/// puzzles follows in file order.
pub(super) fn puzzles(text: &str) -> Result<Vec<Puzzle>, ParseError> {
    let mut assembler = Assembler::default();
    let mut numbered = (1..).zip(lines(text)).peekable();
    let mut run = Vec::with_capacity(LINES_AT_ONCE);
    while numbered.peek().is_some() {
        run.clear();
        run.extend(numbered.by_ref().take(LINES_AT_ONCE));
        let classified: Vec<_> = run
            .par_iter()
            .map(|&(number, text)| (number, classify(text, number)))
            .collect();
        for (number, line) in classified {
            assembler.line(number, line?)?;
        }
    }
    assembler.finish()
}

/// Rows of a 9-row block read so far.
struct Block {
    /// Line of the first row.
    first_line: usize,
    /// Rows read, below 9 (a block is emitted at its ninth row).
    rows: usize,
    /// The rows' cells.
    digits: [u8; 81],
}

/// Puzzles found so far and what the next one takes from the lines before it.
#[derive(Default)]
struct Assembler {
    /// Puzzles complete so far, in file order.
    puzzles: Vec<Puzzle>,
    /// The block being read, if a row has been seen since the last puzzle.
    block: Option<Block>,
    /// A header waiting for its puzzle: its line and text.
    header: Option<(usize, String)>,
    /// A SudoCue description (`#D…`) waiting for its puzzle.
    description: Option<String>,
    /// A puzzle written as code, read so far: its first line and cells.
    array: Option<(usize, Vec<u8>)>,
}

impl Assembler {
    /// Takes line `number`.
    fn line(&mut self, number: usize, line: Line<'_>) -> Result<(), ParseError> {
        if let Line::Array(cells) = line {
            return self.array(number, &cells);
        }
        self.end_array()?;
        match line {
            Line::Blank => self.end_block(),
            Line::Comment(text) => {
                self.note_comment(text);
                Ok(())
            }
            Line::Separator => Ok(()),
            Line::Header(text) => {
                self.end_block()?;
                self.no_header_waiting()?;
                self.header = Some((number, text.to_owned()));
                Ok(())
            }
            Line::Cells(cells) => self.cells(number, cells),
            Line::Array(_) => unreachable!("taken above"),
        }
    }

    /// A line of a puzzle written as code: its cells add up until there are 81.
    fn array(&mut self, number: usize, cells: &[u8]) -> Result<(), ParseError> {
        self.end_block()?;
        for &d in cells {
            let (_, digits) = self.array.get_or_insert_with(|| (number, Vec::new()));
            digits.push(d);
            if digits.len() == 81 {
                let (first_line, digits) = self.array.take().expect("just filled");
                self.emit(first_line, digits.try_into().expect("81 cells"), None);
            }
        }
        if cells.is_empty() && self.array.is_none() {
            // an opening line without cells yet (`grid = [`): the puzzle starts here
            self.array = Some((number, Vec::new()));
        }
        Ok(())
    }

    /// Ends the puzzle written as code under way: it must have had its 81 cells.
    fn end_array(&mut self) -> Result<(), ParseError> {
        match self.array.take() {
            Some((line, digits)) if !digits.is_empty() => Err(ParseError::LineCells {
                line,
                cells: digits.len(),
            }),
            _ => Ok(()),
        }
    }

    /// A line of cells: a whole puzzle, a row, or a wrong count.
    fn cells(&mut self, number: usize, cells: Cells<'_>) -> Result<(), ParseError> {
        match cells.count {
            0 => Ok(()), // only gaps, e.g. `|   |   |   |`
            81 => {
                self.end_block()?;
                self.emit(number, cells.digits, cells.label.map(str::to_owned));
                Ok(())
            }
            9 => {
                self.row(number, &cells.digits[..9]);
                Ok(())
            }
            n if n > 81 || (self.block.is_none() && n > ROW_OR_LINE) => {
                Err(ParseError::LineCells {
                    line: number,
                    cells: n,
                })
            }
            n => Err(ParseError::RowCells {
                line: number,
                cells: n,
            }),
        }
    }

    /// Adds a row to the open block (opening one if needed); emits the block at nine rows.
    fn row(&mut self, number: usize, row: &[u8]) {
        let block = self.block.get_or_insert(Block {
            first_line: number,
            rows: 0,
            digits: [0; 81],
        });
        let start = block.rows * 9;
        block.digits[start..start + 9].copy_from_slice(row);
        block.rows += 1;
        if block.rows == 9 {
            let (first_line, digits) = (block.first_line, block.digits);
            self.block = None;
            self.emit(first_line, digits, None);
        }
    }

    /// Closes the open block, which is short if there is one.
    fn end_block(&mut self) -> Result<(), ParseError> {
        match self.block.take() {
            Some(block) => Err(ParseError::ShortBlock {
                line: block.first_line,
                rows: block.rows,
            }),
            None => Ok(()),
        }
    }

    /// Fails if a header is still waiting for its puzzle.
    fn no_header_waiting(&mut self) -> Result<(), ParseError> {
        match self.header.take() {
            Some((line, header)) => Err(ParseError::HeaderAlone { line, header }),
            None => Ok(()),
        }
    }

    /// Keeps a SudoCue description (`#DA random puzzle`, `#D Easy`) between puzzles as the
    /// next puzzle's label; other comments are ignored.
    fn note_comment(&mut self, text: &str) {
        if self.block.is_some() {
            return;
        }
        let Some(rest) = text.strip_prefix('D') else {
            return;
        };
        let coded = rest
            .chars()
            .next()
            .is_some_and(|c| !c.is_lowercase() && !c.is_ascii_digit());
        let description = rest.trim();
        if coded && !description.is_empty() {
            self.description = Some(description.to_owned());
        }
    }

    /// Adds a puzzle that starts at `line`, giving it the header or description before it.
    fn emit(&mut self, line: usize, digits: [u8; 81], label: Option<String>) {
        let header = self.header.take();
        let description = self.description.take();
        let line = header
            .as_ref()
            .map_or(line, |(header_line, _)| *header_line);
        self.puzzles.push(Puzzle {
            digits,
            index: self.puzzles.len() + 1,
            line,
            label: label.or(header.map(|(_, text)| text)).or(description),
        });
    }

    /// The puzzles, once the input has ended.
    fn finish(mut self) -> Result<Vec<Puzzle>, ParseError> {
        self.end_array()?;
        self.end_block()?;
        self.no_header_waiting()?;
        if self.puzzles.is_empty() {
            return Err(ParseError::NoPuzzle);
        }
        Ok(self.puzzles)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const ROWS: &str = "003020600\n900305001\n001806400\n008102900\n700000008\n\
                        006708200\n002609500\n800203009\n005010300\n";
    const LINE: &str =
        "003020600900305001001806400008102900700000008006708200002609500800203009005010300";

    fn labels(puzzles: &[Puzzle]) -> Vec<Option<&str>> {
        puzzles.iter().map(|p| p.label.as_deref()).collect()
    }

    #[test]
    fn rows_and_a_line_give_the_same_digits() {
        let a = puzzles(ROWS).unwrap();
        let b = puzzles(LINE).unwrap();
        assert_eq!(a.len(), 1);
        assert_eq!(a[0].digits, b[0].digits);
        assert_eq!(a[0].to_line().replace('.', "0"), LINE);
    }

    #[test]
    fn old_mac_line_endings_split_lines() {
        let text = format!("{LINE}\r{LINE} a\r\r{}", ROWS.replace('\n', "\r"));
        let found = puzzles(&text).unwrap();
        assert_eq!(labels(&found), [None, Some("a"), None]);
        let lines: Vec<usize> = found.iter().map(|p| p.line).collect();
        assert_eq!(lines, [1, 2, 4]);
    }

    #[test]
    fn consecutive_blocks_need_no_blank_line() {
        let text = format!("{ROWS}{ROWS}{LINE}\n{ROWS}");
        let found = puzzles(&text).unwrap();
        let lines: Vec<usize> = found.iter().map(|p| p.line).collect();
        let indexes: Vec<usize> = found.iter().map(|p| p.index).collect();
        assert_eq!(lines, [1, 10, 19, 20]);
        assert_eq!(indexes, [1, 2, 3, 4]);
    }

    #[test]
    fn headers_label_the_next_puzzle_and_give_its_line() {
        let text = format!("Grid 01\n{ROWS}\nGrid 02\n\n# comment\n{ROWS}");
        let found = puzzles(&text).unwrap();
        assert_eq!(labels(&found), [Some("Grid 01"), Some("Grid 02")]);
        assert_eq!(found[0].line, 1);
        assert_eq!(found[1].line, 12);
    }

    #[test]
    fn a_trailing_label_wins_over_a_header() {
        let text = format!("Grid 9\n{LINE} own\n{LINE}");
        let found = puzzles(&text).unwrap();
        assert_eq!(labels(&found), [Some("own"), None]);
        assert_eq!(found[0].line, 1);
    }

    #[test]
    fn sudocue_descriptions_label_the_next_puzzle_only() {
        let text = format!("#ARuud\n#DA random puzzle\n#CJust start\n{ROWS}{ROWS}");
        let found = puzzles(&text).unwrap();
        assert_eq!(labels(&found), [Some("A random puzzle"), None]);
        assert_eq!(found[0].line, 4);
        // ordinary comments starting with a D-word are not descriptions
        let found = puzzles(&format!("#Difficult ones\n#D2\n{LINE}")).unwrap();
        assert_eq!(found[0].label, None);
    }

    #[test]
    fn comments_and_separators_inside_a_block_are_skipped() {
        let rows: Vec<&str> = ROWS.lines().collect();
        let text = format!(
            "+---+\n{}\n# note\n{}\n-----\n{}\n",
            rows[..3].join("\n"),
            rows[3..6].join("\n"),
            rows[6..].join("\n")
        );
        let found = puzzles(&text).unwrap();
        assert_eq!(found[0].to_line(), puzzles(LINE).unwrap()[0].to_line());
        assert_eq!(found[0].line, 2);
    }

    #[test]
    fn wrong_counts_name_the_line() {
        let short_line = &LINE[..80];
        assert_eq!(
            puzzles(&format!("{LINE}\n{short_line}\n")),
            Err(ParseError::LineCells { line: 2, cells: 80 })
        );
        assert_eq!(
            puzzles(&format!("{LINE}0\n")),
            Err(ParseError::LineCells { line: 1, cells: 82 })
        );
        assert_eq!(
            puzzles("00302060\n"),
            Err(ParseError::RowCells { line: 1, cells: 8 })
        );
        // inside a block any wrong count is a row's
        let text = format!("003020600\n{short_line}\n");
        assert_eq!(
            puzzles(&text),
            Err(ParseError::RowCells { line: 2, cells: 80 })
        );
    }

    #[test]
    fn short_blocks_name_their_first_row() {
        let seven: String = ROWS.lines().take(7).map(|r| format!("{r}\n")).collect();
        for ending in ["\n", "", "Grid 2\n", &format!("{LINE}\n")] {
            let text = format!("{LINE}\n\n{seven}{ending}");
            assert_eq!(
                puzzles(&text),
                Err(ParseError::ShortBlock { line: 3, rows: 7 }),
                "{ending:?}"
            );
        }
    }

    #[test]
    fn a_header_needs_a_puzzle() {
        assert_eq!(
            puzzles("Grid 01\n"),
            Err(ParseError::HeaderAlone {
                line: 1,
                header: "Grid 01".into()
            })
        );
        assert_eq!(
            puzzles(&format!("Grid 01\nGrid 02\n{ROWS}")),
            Err(ParseError::HeaderAlone {
                line: 1,
                header: "Grid 01".into()
            })
        );
    }

    #[test]
    fn nothing_but_comments_is_no_puzzle() {
        for text in ["", "\n\n", "# a\n#b\n", "+---+\n|   |\n"] {
            assert_eq!(puzzles(text), Err(ParseError::NoPuzzle), "{text:?}");
        }
    }
}
