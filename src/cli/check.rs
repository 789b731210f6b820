//! `stepdoku check`: for each puzzle its clue count, its conflicting givens, and whether it has
//! a unique solution, several, or none.

use super::args::{CheckArgs, CheckFormat};
use super::input::{InputFile, count, describe};
use super::{Failure, Status, json, output};
use std::io::Write;
use std::sync::atomic::AtomicBool;
use stepdoku::generate::{Rated, rate};
use stepdoku::parse::Puzzle;
use stepdoku::solver::{Verdict, verdict};
use stepdoku::sudoku::ConflictError;

/// What a puzzle turned out to be.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Finding {
    /// Consistent givens, searched for at most two solutions.
    Searched(Verdict),
    /// Givens that break the rules; not searched.
    Conflicting(ConflictError),
}

impl Finding {
    /// The finding on `puzzle` (propagation: the quickest strategy to settle it).
    fn of(puzzle: &Puzzle) -> Finding {
        match puzzle.grid() {
            Ok(grid) => {
                // Ctrl-C ends `check` outright: nothing raises this flag
                let never = AtomicBool::new(false);
                let Some(verdict) = verdict(grid, &never) else {
                    unreachable!("the flag is never raised")
                };
                Finding::Searched(verdict)
            }
            Err(err) => Finding::Conflicting(err),
        }
    }

    /// The verdict in words.
    fn text(&self) -> String {
        match self {
            Finding::Searched(Verdict::Unique) => "unique solution".to_string(),
            Finding::Searched(verdict) => verdict.to_string(),
            Finding::Conflicting(err) => {
                let pairs: Vec<String> = err.conflicts.iter().map(ToString::to_string).collect();
                format!("conflicting givens: {}", pairs.join("; "))
            }
        }
    }
}

/// The rating of a puzzle with exactly one solution; `None` for any other.
fn rated(puzzle: &Puzzle, finding: &Finding) -> Option<Rated> {
    match (finding, puzzle.grid()) {
        (Finding::Searched(Verdict::Unique), Ok(grid)) => Some(rate(&grid)),
        _ => None,
    }
}

/// What the line of a rated puzzle adds: `, hard (3 guesses)`.
fn rating_text(rated: Option<Rated>) -> String {
    let Some(Rated { rating, guesses }) = rated else {
        return String::new();
    };
    let noun = if guesses == 1 { "guess" } else { "guesses" };
    format!(", {rating} ({guesses} {noun})")
}

/// One puzzle as a JSON object: `puzzle`, `line`, `clues`, `verdict` (`unique`, `several`,
/// `unsolvable` or `conflicting`, with the `conflicts`), `rating` and `guesses` (null unless
/// unique).
fn to_json(puzzle: &Puzzle, finding: &Finding, rated: Option<Rated>) -> String {
    let object = json::Object::new()
        .number("puzzle", puzzle.index as u64)
        .number("line", puzzle.line as u64)
        .number("clues", puzzle.clues() as u64);
    let object = match finding {
        Finding::Searched(Verdict::Unique) => object.string("verdict", Some("unique")),
        Finding::Searched(Verdict::Several) => object.string("verdict", Some("several")),
        Finding::Searched(Verdict::Unsolvable) => object.string("verdict", Some("unsolvable")),
        Finding::Conflicting(err) => object
            .string("verdict", Some("conflicting"))
            .strings("conflicts", err.conflicts.iter().map(ToString::to_string)),
    };
    match rated {
        Some(rated) => object
            .string("rating", Some(rated.rating.name()))
            .number("guesses", rated.guesses),
        None => object.raw("rating", "null").raw("guesses", "null"),
    }
    .finish()
}

/// Runs `check`: one line per puzzle, `puzzle 3 (line 7): 24 clues, unique solution, hard
/// (3 guesses)`, or with `--format json` one object per puzzle.
/// [`Status::Findings`] when some puzzle has no unique solution.
pub fn run(args: &CheckArgs) -> Result<Status, Failure> {
    let input = InputFile::open(args.file.as_deref(), args.given.puzzle.as_deref())?;
    let puzzles = input.select(args.pick.index())?;
    let mut out = output::stdout();
    let mut status = Status::Clean;
    for puzzle in puzzles {
        let finding = Finding::of(puzzle);
        if finding != Finding::Searched(Verdict::Unique) {
            status = Status::Findings;
        }
        let rated = rated(puzzle, &finding);
        match args.format {
            CheckFormat::Text => {
                let clues = count(puzzle.clues() as u64, "clue");
                let (what, rating) = (finding.text(), rating_text(rated));
                writeln!(out, "{}: {clues}, {what}{rating}", describe(puzzle))?;
            }
            CheckFormat::Json => writeln!(out, "{}", to_json(puzzle, &finding, rated))?,
        }
        out.flush()?;
    }
    Ok(status)
}

#[cfg(test)]
mod tests {
    use super::*;
    use stepdoku::parse::parse_str;

    fn verdict(line: &str) -> String {
        Finding::of(&parse_str(line).unwrap()[0]).text()
    }

    #[test]
    fn verdicts() {
        let hard =
            "85...24..72......9..4.........1.7..23.5...9...4...........8..7..17..........36.4.";
        assert_eq!(verdict(hard), "unique solution");
        assert_eq!(verdict(&".".repeat(81)), "several solutions");
        // r1c1 can hold nothing: 1..8 in its row, 9 in its column
        let dead = format!(".12345678{}9{}", ".".repeat(9), ".".repeat(62));
        assert_eq!(verdict(&dead), "no solution");
        let clash = format!("5.......5{}5{}", ".".repeat(9), ".".repeat(62));
        assert_eq!(
            verdict(&clash),
            "conflicting givens: r1c1 and r1c9 both hold 5 (row 1); \
             r1c1 and r3c1 both hold 5 (column 1)"
        );
    }
}
