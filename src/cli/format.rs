//! How `solve` prints one puzzle's result in each `--format`.

use super::args::Format;
use super::input::{describe, describe_bad};
use super::interrupt;
use super::json;
use super::search::{SearchPlan, SearchResult};
use std::io::{self, Write};
use stepdoku::generate::{Needs, needs_if_unique};
use stepdoku::on_givens;
use stepdoku::parse::fpuzzles::Sheet;
use stepdoku::parse::{BadPuzzle, Puzzle};
use stepdoku::solver::{First, SearchBoard};
use stepdoku::sudoku::{ConflictError, MAX_SIDE, NineBoard, cells_line, digit_char};

/// One puzzle's search, ready to print.
pub struct Solved<'a, P: SearchBoard = NineBoard> {
    /// The puzzle.
    pub puzzle: &'a Puzzle,
    /// How it was searched.
    pub search: &'a SearchPlan,
    /// What the search found.
    pub outcome: &'a SearchResult<P>,
}

impl Format {
    /// How many solutions of each puzzle this format prints (the rest need not be kept).
    pub fn solutions_shown(self) -> usize {
        match self {
            Format::Grid | Format::Json | Format::Line | Format::Fpuzzles | Format::Link => {
                usize::MAX
            }
            Format::Count => 0,
        }
    }

    /// Writes `solved`, its solutions kept in its outcome, in this format.
    pub fn write<P: SearchBoard>(self, out: &mut impl Write, solved: &Solved<P>) -> io::Result<()> {
        if self == Format::Json {
            return writeln!(out, "{}", to_json(solved, Some(&solved.outcome.solutions)));
        }
        self.write_start(out, solved.puzzle)?;
        for (i, board) in solved.outcome.solutions.iter().enumerate() {
            self.write_solution(out, solved.puzzle, solved.search, i as u64 + 1, board)?;
        }
        self.write_end(out, solved)
    }

    /// Writes what comes before a puzzle's solutions: in `grid`, its header.
    pub fn write_start(self, out: &mut impl Write, puzzle: &Puzzle) -> io::Result<()> {
        match self {
            Format::Grid => writeln!(out, "# {}", describe(puzzle)),
            Format::Line | Format::Count | Format::Json | Format::Fpuzzles | Format::Link => Ok(()),
        }
    }

    /// Writes solution number `number` (from 1) of a search made with `search`, as it is
    /// found: in `grid` N lines with the boxes drawn (numbered when the search looks for
    /// several), in `line` N² digits, in `json` an object `{"solution": "…"}` on a line of its
    /// own (the puzzle's summary follows its solutions); nothing in `count`. A grid or a
    /// line of a variant `puzzle` is followed by its directive lines, so that it reads back
    /// as a puzzle of the same variant (a standard puzzle's line stays one line, as batches
    /// read it; JSON has its `variant` object).
    pub fn write_solution<P: SearchBoard>(
        self,
        out: &mut impl Write,
        puzzle: &Puzzle,
        search: &SearchPlan,
        number: u64,
        board: &P,
    ) -> io::Result<()> {
        match self {
            Format::Grid => {
                if search.cap > 1 {
                    writeln!(out, "# solution {number}")?;
                }
                write!(out, "{board}")?;
                write_directives(out, puzzle)
            }
            Format::Line => {
                // straight from the digits: a batch writes a line per puzzle
                let cells = board.cells();
                let mut line = [b'\n'; MAX_SIDE * MAX_SIDE + 1];
                for (byte, &digit) in line.iter_mut().zip(cells) {
                    *byte = digit_char(digit) as u8;
                }
                out.write_all(&line[..=cells.len()])?;
                write_directives(out, puzzle)
            }
            Format::Count => Ok(()),
            Format::Fpuzzles | Format::Link => {
                let sheet = sheet(puzzle, Some(board.cells()));
                match self {
                    Format::Fpuzzles => writeln!(out, "{}", sheet.object()),
                    _ => writeln!(out, "{}", sheet.link()),
                }
            }
            Format::Json => {
                let mut line = String::from("{\"solution\": ");
                stepdoku::json::push_string(&mut line, &cells_line(board.cells()));
                writeln!(out, "{line}}}")
            }
        }
    }

    /// Writes a search's first solution alone (`line` and `grid`, the formats that show
    /// nothing else), or `unsolvable` or `interrupted` in its place: the bytes
    /// [`Format::write`] gives for the same search.
    pub fn write_first<P: SearchBoard>(
        self,
        out: &mut impl Write,
        puzzle: &Puzzle,
        search: &SearchPlan,
        first: &First<P>,
    ) -> io::Result<()> {
        self.write_start(out, puzzle)?;
        match first {
            First::Solution(board) => self.write_solution(out, puzzle, search, 1, board)?,
            First::Unsolvable => writeln!(out, "{UNSOLVABLE}")?,
            First::Stopped { .. } => writeln!(out, "{INTERRUPTED}")?,
        }
        match self {
            Format::Grid => writeln!(out),
            _ => Ok(()),
        }
    }

    /// Writes what comes after a puzzle's solutions: `unsolvable` or `interrupted` where
    /// there is none (and, in `grid`, after what an interrupted search found) and a blank
    /// line in `grid`; the count in `count`; the puzzle's summary object in `json` (the
    /// fields of [`Format::write`]'s object but `solutions`).
    pub fn write_end<P: SearchBoard>(
        self,
        out: &mut impl Write,
        solved: &Solved<P>,
    ) -> io::Result<()> {
        let outcome = solved.outcome;
        let none = outcome.stats.solutions == 0;
        match self {
            Format::Grid => {
                if none || outcome.interrupted {
                    writeln!(out, "{}", no_solution(outcome))?;
                }
                writeln!(out)
            }
            Format::Line | Format::Fpuzzles | Format::Link if none => {
                writeln!(out, "{}", no_solution(outcome))
            }
            Format::Line | Format::Fpuzzles | Format::Link => Ok(()),
            Format::Count => write_count(out, outcome),
            Format::Json => writeln!(out, "{}", to_json(solved, None)),
        }
    }

    /// Writes the place of a puzzle that was not searched because its givens conflict, so
    /// that output line (or object) N is still puzzle N: `invalid` in `line` and `count`,
    /// under the header in `grid`, and in `json` the puzzle with an `error`.
    pub fn write_invalid(
        self,
        out: &mut impl Write,
        puzzle: &Puzzle,
        err: &ConflictError,
    ) -> io::Result<()> {
        self.write_placeholder(out, &describe(puzzle), || invalid_json(puzzle, err))
    }

    /// Writes the place of a puzzle that cannot be read, as [`Format::write_invalid`] does:
    /// in `json` an object with `puzzle` null and the `error`.
    pub fn write_unreadable(self, out: &mut impl Write, bad: &BadPuzzle) -> io::Result<()> {
        self.write_placeholder(out, &describe_bad(bad), || unreadable_json(bad))
    }

    /// `invalid` in `line` and `count`, under `header` in `grid`, and `json()` in `json`.
    fn write_placeholder(
        self,
        out: &mut impl Write,
        header: &str,
        json: impl FnOnce() -> String,
    ) -> io::Result<()> {
        match self {
            Format::Grid => writeln!(out, "# {header}\n{INVALID}\n"),
            Format::Line | Format::Count | Format::Fpuzzles | Format::Link => {
                writeln!(out, "{INVALID}")
            }
            Format::Json => writeln!(out, "{}", json()),
        }
    }
}

/// The directive lines of a variant `puzzle`, one a line (nothing for a standard one).
pub fn write_directives(out: &mut impl Write, puzzle: &Puzzle) -> io::Result<()> {
    let mut lines = puzzle
        .variant
        .iter()
        .flat_map(|(variant, _)| variant.directives());
    lines.try_for_each(|line| writeln!(out, "{line}"))
}

/// `puzzle` as f-puzzles writes it ([`Sheet`]): its givens, the digits `filled` in its other
/// cells (a solution, written as values that are not given), its variant, its label as the
/// title. It reads back as the same puzzle.
pub fn sheet<'a>(puzzle: &'a Puzzle, filled: Option<&'a [u8]>) -> Sheet<'a> {
    Sheet {
        shape: puzzle.shape,
        givens: &puzzle.digits,
        filled,
        variant: puzzle.variant.as_ref().map(|(variant, _)| variant),
        title: puzzle.label.as_deref(),
    }
}

/// The word for a puzzle found to have no solution.
const UNSOLVABLE: &str = "unsolvable";
/// The word for a search stopped by Ctrl-C before it found anything.
const INTERRUPTED: &str = "interrupted";
/// The word for a puzzle whose givens conflict.
const INVALID: &str = "invalid";

/// What stands in for the solution when there is none: `interrupted` if the search was
/// stopped before it could tell, else `unsolvable`.
fn no_solution<P: SearchBoard>(outcome: &SearchResult<P>) -> &'static str {
    if outcome.interrupted {
        INTERRUPTED
    } else {
        UNSOLVABLE
    }
}

/// The number of solutions, marked `+` when Ctrl-C stopped the search (there may be more).
fn write_count<P: SearchBoard>(out: &mut impl Write, outcome: &SearchResult<P>) -> io::Result<()> {
    let more = if outcome.interrupted { "+" } else { "" };
    writeln!(out, "{}{more}", outcome.stats.solutions)
}

/// A puzzle with conflicting givens: where it is, what it is, and why it was not searched.
pub fn invalid_json(puzzle: &Puzzle, err: &ConflictError) -> String {
    json::Object::new()
        .header(puzzle)
        .string("error", Some(&err.to_string()))
        .finish()
}

/// A puzzle that cannot be read: where it is and why (`puzzle` null: there are no cells).
pub fn unreadable_json(bad: &BadPuzzle) -> String {
    json::Object::new()
        .unreadable_header(bad)
        .string("error", Some(&bad.error.to_string()))
        .finish()
}

/// A fraction as JSON with at most six decimals: `1`, `0.372145`.
pub fn fraction_json(x: f64) -> String {
    let rounded = (x * 1e6).round() / 1e6;
    format!("{rounded}")
}

/// `[0,3,…]`: placements per cell in reading order.
fn heat_json(heat: &[u64]) -> String {
    let cells: Vec<String> = heat.iter().map(u64::to_string).collect();
    format!("[{}]", cells.join(","))
}

/// One line of JSON with the puzzle, the settings, the `solutions` (when given) and the
/// counters.
fn to_json<P: SearchBoard>(solved: &Solved<P>, solutions: Option<&[P]>) -> String {
    let Solved {
        puzzle,
        search,
        outcome,
    } = solved;
    let stats = &outcome.stats;
    let object = json::Object::new()
        .header(puzzle)
        .string("strategy", Some(search.strategy.name()))
        // as a string: JSON readers keep integers exactly only up to 2^53
        .string("seed", search.seed.map(|s| s.to_string()).as_deref());
    let object = match solutions {
        Some(boards) => object.strings("solutions", boards.iter().map(|b| cells_line(b.cells()))),
        None => object,
    };
    object
        .counters(stats)
        .raw("heat", &heat_json(outcome.heat.as_ref()))
        .raw("explored", &fraction_json(outcome.explored))
        .number(
            "elapsed_us",
            u64::try_from(outcome.elapsed.as_micros()).unwrap_or(u64::MAX),
        )
        .boolean("exhausted", outcome.exhausted)
        .boolean("interrupted", outcome.interrupted)
        .string("needs", needs(puzzle, outcome).map(Needs::name))
        .finish()
}

/// What the puzzle needs ([`stepdoku::generate::needs`]) when it has exactly one solution:
/// the search's own count where it settles that (two found, or one and exhausted), else a
/// search for two; `None` otherwise, or when Ctrl-C stopped the search.
fn needs<P: SearchBoard>(puzzle: &Puzzle, outcome: &SearchResult<P>) -> Option<Needs> {
    let found = outcome.stats.solutions;
    // the ladder does not use a variant's houses yet
    if outcome.interrupted || found != 1 || puzzle.variant.is_some() {
        return None;
    }
    let givens = puzzle.givens().ok()?;
    match outcome.exhausted {
        true => on_givens!(givens, p => Some(stepdoku::generate::needs(&p))),
        false => on_givens!(givens, p => needs_if_unique(&p, interrupt::flag())),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::Duration;
    use stepdoku::parse::parse_str;
    use stepdoku::solver::{Stats, Strategy};

    use crate::fixtures::P85 as PUZZLE;
    use crate::fixtures::P85_SOLUTION as SOLUTION;

    fn print(format: Format, cap: u64, solved: bool) -> String {
        print_outcome(format, cap, solved, false)
    }

    fn print_outcome(format: Format, cap: u64, solved: bool, interrupted: bool) -> String {
        let puzzle = &parse_str(PUZZLE).unwrap()[0];
        let search = SearchPlan {
            strategy: Strategy::Random,
            seed: Some(9),
            cap,
        };
        let solutions = if solved {
            let digits: Vec<u8> = SOLUTION.bytes().map(|b| b - b'0').collect();
            vec![stepdoku::sudoku::validate(&digits.try_into().unwrap()).unwrap()]
        } else {
            Vec::new()
        };
        let outcome = SearchResult {
            stats: Stats {
                solutions: solutions.len() as u64,
                placements: 10,
                ..Stats::default()
            },
            heat: {
                let mut heat = [0; 81];
                heat[0] = 10;
                heat
            },
            explored: 0.25,
            solutions,
            exhausted: !solved && !interrupted,
            interrupted,
            elapsed: Duration::from_micros(1500),
        };
        let mut out = Vec::new();
        let solved = Solved {
            puzzle,
            search: &search,
            outcome: &outcome,
        };
        format.write(&mut out, &solved).unwrap();
        String::from_utf8(out).unwrap()
    }

    #[test]
    fn grid() {
        let text = print(Format::Grid, 1, true);
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(lines.len(), 1 + 11 + 1);
        assert_eq!(lines[0], "# puzzle 1 (line 1)");
        assert_eq!(lines[1], "8 5 9 | 6 1 2 | 4 3 7");
        assert_eq!(lines[4], "------+-------+------");
        assert_eq!(lines[12], "");
        assert_eq!(
            print(Format::Grid, 1, false),
            "# puzzle 1 (line 1)\nunsolvable\n\n"
        );
        assert!(print(Format::Grid, 5, true).contains("\n# solution 1\n8 5 9"));
    }

    #[test]
    fn line_and_count() {
        assert_eq!(print(Format::Line, 1, true), format!("{SOLUTION}\n"));
        assert_eq!(print(Format::Line, 1, false), "unsolvable\n");
        assert_eq!(print(Format::Count, 1000, true), "1\n");
        assert_eq!(print(Format::Count, 1000, false), "0\n");
    }

    #[test]
    fn an_interrupted_search_never_says_unsolvable() {
        assert_eq!(print_outcome(Format::Line, 1, false, true), "interrupted\n");
        assert_eq!(
            print_outcome(Format::Grid, 1, false, true),
            "# puzzle 1 (line 1)\ninterrupted\n\n"
        );
        let grid = print_outcome(Format::Grid, 5, true, true);
        assert!(
            grid.ends_with("5 9 8 | 7 3 6 | 2 4 1\ninterrupted\n\n"),
            "{grid}"
        );
        assert_eq!(print_outcome(Format::Count, 5, false, true), "0+\n");
        assert_eq!(print_outcome(Format::Count, 5, true, true), "1+\n");
        // the one solution asked for is a whole answer
        assert_eq!(
            print_outcome(Format::Line, 1, true, true),
            format!("{SOLUTION}\n")
        );
    }

    #[test]
    fn conflicting_givens_keep_their_place_in_every_format() {
        let puzzle = &parse_str(&format!("5.......5{}", ".".repeat(72))).unwrap()[0];
        let err = puzzle.board().unwrap_err();
        let write = |format: Format| {
            let mut out = Vec::new();
            format.write_invalid(&mut out, puzzle, &err).unwrap();
            String::from_utf8(out).unwrap()
        };
        assert_eq!(write(Format::Line), "invalid\n");
        assert_eq!(write(Format::Count), "invalid\n");
        assert_eq!(write(Format::Grid), "# puzzle 1 (line 1)\ninvalid\n\n");
        assert_eq!(
            write(Format::Json),
            format!(
                "{{\"index\":1,\"line\":1,\"label\":null,\"puzzle\":\"5.......5{}\",\
                 \"grid\":9,\"box\":\"3x3\",\"error\":\"conflicting givens: r1c1 and r1c9 both hold 5 (row 1)\"}}\n",
                ".".repeat(72)
            )
        );
    }

    #[test]
    fn json() {
        // one solution found of a search that stops there: a search for a second says it is
        // the only one, and what the puzzle needs follows (tests/it/needs.rs pins it)
        let text = print(Format::Json, 1, true);
        assert_eq!(
            text,
            format!(
                "{{\"index\":1,\"line\":1,\"label\":null,\"puzzle\":\"{PUZZLE}\",\
                 \"grid\":9,\"box\":\"3x3\",\"strategy\":\"random\",\"seed\":\"9\",\"solutions\":[\"{SOLUTION}\"],\
                 \"solution_count\":1,\"steps\":0,\"placements\":10,\"guesses\":10,\"forced\":0,\"undos\":0,\
                 \"dead_ends\":0,\"max_depth\":0,\"heat\":[10{}],\"explored\":0.25,\"elapsed_us\":1500,\
                 \"exhausted\":false,\"interrupted\":false,\"needs\":\"locked\"}}\n",
                ",0".repeat(80)
            )
        );
    }
}
