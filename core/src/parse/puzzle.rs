//! One puzzle as read from a file: its size, its cells and where it came from.

use super::ParseError;
use super::sukaku::sukaku_line;
use crate::sudoku::{
    Board, BoxShape, ConflictError, Marked, NineBoard, Shape, Variant, VariantBoard, cells_line,
    conflicts_on, validate, validate_board,
};

/// A puzzle of a file that cannot be read, in its place among the others.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BadPuzzle {
    /// 1-based position of the puzzle in its file, counting good and bad ones.
    pub index: usize,
    /// 1-based line where it starts: its header if it has one, else its first line.
    pub line: usize,
    /// Its header (`Grid 01`) or SudoCue description, if it has one.
    pub label: Option<String>,
    /// Why it cannot be read (the first thing wrong, with its own line).
    pub error: ParseError,
}

/// A puzzle of a file as read: the puzzle, or why it cannot be read.
pub type Entry = Result<Puzzle, BadPuzzle>;

/// The records of an input that one puzzle can be taken from: all of them, kept in their
/// places, when one can be read; else the error of the first bad one (or
/// [`NoPuzzle`](ParseError::NoPuzzle) for none at all), which is then the input's.
pub fn readable(records: Vec<Entry>) -> Result<Vec<Entry>, ParseError> {
    if records.iter().any(Result::is_ok) {
        return Ok(records);
    }
    Err(records
        .into_iter()
        .find_map(Result::err)
        .map_or(ParseError::NoPuzzle, |bad| bad.error))
}

/// The size the user forces on the puzzles read (`--grid`, `--box`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Forced {
    /// The side, and the boxes given or else the side's default.
    pub shape: Shape,
    /// Whether the side was given (`--grid`); without it, the boxes give it.
    pub grid: bool,
    /// Whether the boxes were given (`--box`). Without them a puzzle of the side keeps the
    /// boxes its file draws: a side alone says nothing against them.
    pub boxes: bool,
}

impl Forced {
    /// The options as they were given, which messages repeat: `--grid 9`, `--box 3x3`,
    /// `--grid 6 --box 3x2`.
    pub fn flags(self) -> String {
        let n = self.shape.side();
        let boxes = format!("--box {}", BoxShape(self.shape));
        match (self.grid, self.boxes) {
            (true, true) => format!("--grid {n} {boxes}"),
            (false, true) => boxes,
            _ => format!("--grid {n}"),
        }
    }
}

/// A record as read with its size forced (`--grid`, `--box`), if `forced`: a puzzle of the
/// forced side takes the forced boxes when they were given, one of another side becomes a
/// bad record ([`OtherSize`](ParseError::OtherSize)).
pub fn fitted(record: Entry, forced: Option<Forced>) -> Entry {
    let Some(forced @ Forced { shape, boxes, .. }) = forced else {
        return record;
    };
    match record {
        Ok(puzzle) if puzzle.shape.side() == shape.side() => match boxes {
            true => reboxed(puzzle, forced),
            false => Ok(puzzle),
        },
        Ok(puzzle) => Err(BadPuzzle {
            index: puzzle.index,
            line: puzzle.line,
            error: ParseError::OtherSize {
                line: puzzle.line,
                cells: puzzle.digits.len(),
                forced,
            },
            label: puzzle.label,
        }),
        bad => bad,
    }
}

/// `puzzle` on the boxes `forced` gives: its variant's houses kept on them, but regions,
/// which replace the boxes, refused at their line.
fn reboxed(puzzle: Puzzle, forced: Forced) -> Entry {
    let shape = forced.shape;
    let variant = match &puzzle.variant {
        None => None,
        Some((variant, lines)) => {
            let bad = |error: ParseError| BadPuzzle {
                index: puzzle.index,
                line: error.line().unwrap_or(puzzle.line),
                label: puzzle.label.clone(),
                error,
            };
            if let Some(line) = lines.regions {
                let why = format!(
                    "{} with regions: the regions replace the boxes",
                    forced.flags()
                );
                return Err(bad(ParseError::Directive {
                    line,
                    column: 1,
                    why,
                }));
            }
            let reshaped = variant.reshaped(shape).map_err(|unit| {
                let why = format!("{} makes {unit}", forced.flags());
                bad(ParseError::Directive {
                    line: lines.first,
                    column: 1,
                    why,
                })
            })?;
            Some((reshaped, *lines))
        }
    };
    Ok(Puzzle {
        shape,
        variant,
        ..puzzle
    })
}

/// Where a puzzle's directive lines are, for the errors found once they are all read.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DirectiveLines {
    /// The line of the first directive.
    pub first: usize,
    /// The line of its `regions:` directive, if it has one.
    pub regions: Option<usize>,
}

/// Why a puzzle has no 9×9 [`NineBoard`] ([`Puzzle::grid`]).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum GridError {
    /// The puzzle is of another size.
    #[error("a {0} puzzle has no 9x9 grid")]
    OtherSize(Shape),
    /// Some of its givens conflict.
    #[error(transparent)]
    Conflicts(#[from] ConflictError),
}

/// A puzzle's givens, on the board that searches them fastest.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Givens {
    /// A 9×9 puzzle.
    Nine(NineBoard),
    /// A puzzle of another size (boxed: a board of up to 16×16 is large).
    Other(Box<Board>),
    /// A pencil-mark puzzle: no given, every cell's candidates written out.
    Marked(Box<Marked>),
    /// A variant puzzle (diagonals, regions, extra houses), searched on its units.
    Variant(Box<VariantBoard>),
}

/// `$body` with `$p` bound to the board inside `$givens` ([`Givens`]), whichever it is: one
/// generic body (over [`SearchBoard`](crate::solver::SearchBoard)) for every size.
#[macro_export]
macro_rules! on_givens {
    ($givens:expr, $p:ident => $body:expr) => {
        match $givens {
            $crate::parse::Givens::Nine($p) => $body,
            $crate::parse::Givens::Other($p) => {
                let $p = *$p;
                $body
            }
            $crate::parse::Givens::Marked($p) => {
                let $p = *$p;
                $body
            }
            $crate::parse::Givens::Variant($p) => {
                let $p = *$p;
                $body
            }
        }
    };
}

/// One puzzle read from a file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Puzzle {
    /// Its size: the side and the shape of the boxes.
    pub shape: Shape,
    /// The N² cells in reading order, 0 for an empty cell.
    pub digits: Vec<u8>,
    /// 1-based position of the puzzle in its file.
    pub index: usize,
    /// 1-based line where the puzzle starts: its header (`Grid 01`) if it has one, else its
    /// first row.
    pub line: usize,
    /// The text after the last cell of a one-line puzzle (without its separator, so
    /// `…:1:6524…` gives `1:6524…`), else the puzzle's header (`Grid 01`), else the SudoCue
    /// description (`#D…` comment) before it. In a CSV table, the other columns (`id=1,
    /// difficulty=2.1`, or the other fields as they are without a header).
    pub label: Option<String>,
    /// The solution the file gives with the puzzle (a CSV table's `solution` column, or the
    /// second field of a CSV row without a header when it is a full grid): N² digits.
    pub solution: Option<Vec<u8>>,
    /// For a pencil-mark puzzle (a Sukaku), each cell's candidates as written, in reading
    /// order, bit `d` for digit `d`; its `digits` are then all 0, as a cell with one
    /// candidate is no given.
    pub marks: Option<Vec<u32>>,
    /// Its variant, when its directive lines give one (diagonals, regions, extra houses),
    /// with where those lines are; `None` for a standard puzzle.
    pub variant: Option<(Variant, DirectiveLines)>,
}

impl Puzzle {
    /// A 9×9 puzzle of `digits` at `index` and `line`, with no label and no solution.
    pub fn nine(digits: [u8; 81], index: usize, line: usize) -> Puzzle {
        Puzzle {
            shape: Shape::NINE,
            digits: digits.to_vec(),
            index,
            line,
            label: None,
            solution: None,
            marks: None,
            variant: None,
        }
    }

    /// The blank puzzle of `shape`, with no label and no solution.
    pub fn blank(shape: Shape) -> Puzzle {
        Puzzle {
            shape,
            digits: vec![0; shape.cells()],
            index: 1,
            line: 1,
            label: None,
            solution: None,
            marks: None,
            variant: None,
        }
    }

    /// How many cells hold a digit.
    pub fn clues(&self) -> usize {
        self.digits.iter().filter(|&&d| d != 0).count()
    }

    /// The puzzle as N² characters, `.` for an empty cell; it parses back to the same digits.
    /// A pencil-mark puzzle is N³ characters instead, as [`sukaku_line`] writes it.
    pub fn to_line(&self) -> String {
        match &self.marks {
            Some(marks) => sukaku_line(self.shape, marks),
            None => cells_line(&self.digits),
        }
    }

    /// The pencil-mark puzzle of `marks` (each cell's candidates, bit `d` for digit `d`) at
    /// `index` and `line`, with no label and no solution.
    pub fn marked(shape: Shape, marks: Vec<u32>, index: usize, line: usize) -> Puzzle {
        Puzzle {
            marks: Some(marks),
            index,
            line,
            ..Puzzle::blank(shape)
        }
    }

    /// The cells of a 9×9 puzzle; `None` for another size.
    pub fn nine_digits(&self) -> Option<&[u8; 81]> {
        self.digits.as_slice().try_into().ok()
    }

    /// The grid of the givens of a 9×9 puzzle, or why there is none: the puzzle is of
    /// another size (its givens are a [`board`](Self::board)), or some givens conflict.
    pub fn grid(&self) -> Result<NineBoard, GridError> {
        let digits = self.nine_digits().ok_or(GridError::OtherSize(self.shape))?;
        Ok(validate(digits)?)
    }

    /// The board of the givens at any size, or every pair of givens that conflict.
    pub fn board(&self) -> Result<Board, ConflictError> {
        validate_board(self.shape, &self.digits)
    }

    /// The givens to search: a 9×9 puzzle on the [`NineBoard`] the fastest engines take, any other
    /// size on a [`Board`]; or every pair of givens that conflict.
    pub fn givens(&self) -> Result<Givens, ConflictError> {
        if let Some(marks) = &self.marks {
            let marked = Marked::new(self.shape, marks.clone());
            return Ok(Givens::Marked(Box::new(marked)));
        }
        if let Some((variant, _)) = &self.variant {
            let conflicts = conflicts_on(variant.units(), &self.digits);
            if !conflicts.is_empty() {
                return Err(ConflictError { conflicts });
            }
            let board = VariantBoard::new(variant.units().clone(), &self.digits);
            return Ok(Givens::Variant(Box::new(board)));
        }
        match self.nine_digits() {
            Some(digits) => validate(digits).map(Givens::Nine),
            None => self.board().map(|board| Givens::Other(Box::new(board))),
        }
    }

    /// The file's solution of a 9×9 puzzle, if it gives one.
    pub fn nine_solution(&self) -> Option<[u8; 81]> {
        self.solution.as_deref().and_then(|s| s.try_into().ok())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn puzzle(digits: [u8; 81]) -> Puzzle {
        Puzzle::nine(digits, 1, 1)
    }

    #[test]
    fn counts_clues_and_writes_a_line() {
        let mut digits = [0u8; 81];
        digits[0] = 8;
        digits[80] = 1;
        let p = puzzle(digits);
        assert_eq!(p.clues(), 2);
        let line = p.to_line();
        assert_eq!(line.len(), 81);
        assert!(line.starts_with("8.."));
        assert!(line.ends_with("..1"));
    }

    #[test]
    fn a_forced_size_keeps_the_puzzles_of_its_side_with_its_boxes() {
        let six = Shape::with_box(6, 3, 2).unwrap();
        let two_three = Shape::of_side(6).unwrap();
        let given = |shape, grid, boxes| Some(Forced { shape, grid, boxes });
        let boxes = |shape| given(shape, true, true);
        let side = |shape| given(shape, true, false);
        let mut p = Puzzle::blank(two_three);
        assert_eq!(fitted(Ok(p.clone()), None), Ok(p.clone()));
        assert_eq!(fitted(Ok(p.clone()), boxes(six)).unwrap().shape, six);
        // a side alone keeps the boxes a file draws; given boxes replace them
        let drawn = Puzzle::blank(six);
        assert_eq!(
            fitted(Ok(drawn.clone()), side(two_three)),
            Ok(drawn.clone())
        );
        let given_boxes = fitted(Ok(drawn), boxes(two_three));
        assert_eq!(given_boxes.unwrap().shape, two_three);
        // the message repeats the options as they were given, never one that was not
        p.line = 7;
        let bad = fitted(Ok(p.clone()), side(Shape::NINE)).unwrap_err();
        assert_eq!(bad.error.to_string(), "line 7: 36 cells, --grid 9 reads 81");
        let bad = fitted(Ok(p), given(Shape::NINE, false, true)).unwrap_err();
        assert_eq!(
            bad.error.to_string(),
            "line 7: 36 cells, --box 3x3 reads 81"
        );
        let three_two = fitted(Ok(Puzzle::nine([0; 81], 2, 3)), boxes(six)).unwrap_err();
        assert_eq!(
            three_two.error.to_string(),
            "line 3: 81 cells, --grid 6 --box 3x2 reads 36"
        );
    }

    #[test]
    fn grid_reports_conflicts() {
        let mut digits = [0u8; 81];
        digits[0] = 5;
        digits[1] = 5;
        let Err(GridError::Conflicts(err)) = puzzle(digits).grid() else {
            panic!("5 and 5 in row 1 conflict");
        };
        assert_eq!(err.conflicts.len(), 1);
        digits[1] = 6;
        assert_eq!(puzzle(digits).grid().unwrap().empty_count(), 79);
    }

    /// Another size has no grid, which is said and not a panic; its board has the givens.
    #[test]
    fn a_puzzle_of_another_size_has_no_grid_but_a_board() {
        for shape in Shape::ALL.into_iter().filter(|&s| s != Shape::NINE) {
            let mut p = Puzzle::blank(shape);
            p.digits[0] = 1;
            assert_eq!(p.grid(), Err(GridError::OtherSize(shape)));
            assert_eq!(p.board().unwrap().digits(), &p.digits[..]);
            assert!(matches!(p.givens(), Ok(Givens::Other(_))));
        }
        let six = Shape::of_side(6).unwrap();
        let message = Puzzle::blank(six).grid().unwrap_err().to_string();
        assert_eq!(message, "a 6x6 puzzle has no 9x9 grid");
    }
}
