//! `stepdoku check`: for each puzzle its clue count, its conflicting givens, and whether it has
//! a unique solution, several, or none.

use super::args::{CheckArgs, CheckFormat};
use super::format::sheet;
use super::input::{count, describe, describe_bad};
use super::parallel::{Flow, Out};
use super::records::{self, Records};
use super::{Failure, Status, interrupt, json};
use std::io;
use std::sync::atomic::{AtomicBool, Ordering};
use stepdoku::generate::{Rated, rate};
use stepdoku::numbers::grouped;
use stepdoku::on_givens;
use stepdoku::parse::{BadPuzzle, Entry, Puzzle};
use stepdoku::solver::{Config, First, SearchBoard, Strategy, Verdict, first_solution, verdict};
use stepdoku::sudoku::{ConflictError, cells_line};

/// What a puzzle turned out to be.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Finding {
    /// Consistent givens, searched for at most two solutions.
    Searched(Verdict),
    /// A unique solution, but not the one the file gives with the puzzle: this one's cells.
    Differs(Vec<u8>),
    /// Givens that break the rules; not searched.
    Conflicting(ConflictError),
}

impl Finding {
    /// The finding on `puzzle` (propagation: the quickest strategy to settle it), its unique
    /// solution held to the file's when the file gives one; `None` when Ctrl-C stopped the
    /// search.
    fn of(puzzle: &Puzzle) -> Option<Finding> {
        match puzzle.givens() {
            Ok(givens) => on_givens!(givens, p => Finding::searched(puzzle, p)),
            Err(err) => Some(Finding::Conflicting(err)),
        }
    }

    /// [`Finding::of`] a puzzle whose givens hold no conflict.
    fn searched<P: SearchBoard>(puzzle: &Puzzle, givens: P) -> Option<Finding> {
        let verdict = verdict(givens.clone(), interrupt::flag())?;
        let Some(expected) = (puzzle.solution.as_deref()).filter(|_| verdict == Verdict::Unique)
        else {
            return Some(Finding::Searched(verdict));
        };
        let config = Config {
            strategy: Strategy::Propagate,
            seed: 0,
            max_solutions: 1,
        };
        match first_solution(givens, config, interrupt::requested) {
            First::Solution(found) if found.cells() != expected => {
                Some(Finding::Differs(found.cells().to_vec()))
            }
            First::Solution(_) => Some(Finding::Searched(verdict)),
            First::Unsolvable | First::Stopped { .. } => None,
        }
    }

    /// The verdict in words.
    fn text(&self) -> String {
        match self {
            Finding::Searched(Verdict::Unique) => "unique solution".to_string(),
            Finding::Searched(verdict) => verdict.to_string(),
            Finding::Differs(_) => "differs from the file's solution".to_string(),
            Finding::Conflicting(err) => {
                let pairs: Vec<String> = err.conflicts.iter().map(ToString::to_string).collect();
                format!("conflicting givens: {}", pairs.join("; "))
            }
        }
    }
}

/// The rating of a puzzle with exactly one solution; `None` for any other.
fn rated(puzzle: &Puzzle, finding: &Finding) -> Option<Rated> {
    match (finding, puzzle.givens()) {
        // the ladder that names what a puzzle needs does not use a variant's houses yet
        _ if puzzle.variant.is_some() => None,
        (Finding::Searched(Verdict::Unique), Ok(givens)) => on_givens!(givens, p => Some(rate(&p))),
        _ => None,
    }
}

/// What the line of a rated puzzle adds: `, hard (3 guesses), needs fish`.
fn rating_text(rated: Option<Rated>) -> String {
    let Some(Rated {
        rating,
        guesses,
        needs,
    }) = rated
    else {
        return String::new();
    };
    let noun = if guesses == 1 { "guess" } else { "guesses" };
    // `rate` settles the level: a rating without it says no more than the search's cost
    let needs = needs.map_or(String::new(), |n| format!(", needs {n}"));
    format!(", {rating} ({} {noun}){needs}", grouped(guesses))
}

/// One puzzle as a JSON object: `puzzle`, `line`, `clues`, `verdict` (`unique`, `several`,
/// `unsolvable`, `differs` or `conflicting`, with the `conflicts`), the file's solution as
/// `expected` when it gives one (and the puzzle's own as `solution` when it `differs`),
/// `rating`, `guesses` and `needs` (null unless unique).
fn to_json(puzzle: &Puzzle, finding: &Finding, rated: Option<Rated>) -> String {
    let object = json::Object::new()
        .check_header(puzzle.index, puzzle.line, puzzle.label.as_deref())
        .size(puzzle.shape)
        .variant(puzzle)
        .number("clues", puzzle.clues() as u64);
    let object = match finding {
        Finding::Searched(Verdict::Unique) => object.string("verdict", Some("unique")),
        Finding::Searched(Verdict::Several) => object.string("verdict", Some("several")),
        Finding::Searched(Verdict::Unsolvable) => object.string("verdict", Some("unsolvable")),
        Finding::Differs(_) => object.string("verdict", Some("differs")),
        Finding::Conflicting(err) => object
            .string("verdict", Some("conflicting"))
            .strings("conflicts", err.conflicts.iter().map(ToString::to_string)),
    };
    let object = match puzzle.solution.as_deref() {
        Some(expected) => object.string("expected", Some(&cells_line(expected))),
        None => object,
    };
    let object = match finding {
        Finding::Differs(found) => object.string("solution", Some(&cells_line(found))),
        _ => object,
    };
    match rated {
        Some(rated) => object
            .string("rating", Some(rated.rating.name()))
            .number("guesses", rated.guesses)
            .string("needs", rated.needs.map(|n| n.name())),
        None => object
            .raw("rating", "null")
            .raw("guesses", "null")
            .raw("needs", "null"),
    }
    .finish()
}

/// Runs `check` on `--jobs` threads: one line per puzzle in input order,
/// `puzzle 3 (line 7): 24 clues, unique solution, hard (3 guesses)`, or with `--format json`
/// one object per puzzle. [`Status::Findings`] when some puzzle has no unique solution;
/// Ctrl-C prints the lines up to the first unfinished puzzle ([`Status::Interrupted`]).
pub fn run(args: &CheckArgs) -> Result<Status, Failure> {
    interrupt::install();
    let records = Records::open(args.input.file.as_deref(), &args.input.given)?;
    let (findings, bad) = (AtomicBool::new(false), AtomicBool::new(false));
    let work = |entry: &Entry, out: &mut dyn Out| match entry {
        Ok(puzzle) => check_one(&records, puzzle, args.format, out, &findings),
        Err(unreadable) => {
            out.note(records.unreadable(unreadable));
            bad.store(true, Ordering::Relaxed);
            write_unreadable(out, unreadable, args.format).map(|()| Flow::Go)
        }
    };
    let (flow, ended) = records.run(
        args.input.pick.index(),
        args.jobs.threads(),
        "checked",
        work,
    )?;
    let (bad, findings) = (
        bad.load(Ordering::Relaxed),
        findings.load(Ordering::Relaxed),
    );
    Ok(records::outcome(flow, ended, bad, findings))
}

/// Checks one puzzle and writes its line; raises `findings` unless it has a unique solution.
fn check_one(
    records: &Records,
    puzzle: &Puzzle,
    format: CheckFormat,
    out: &mut dyn Out,
    findings: &AtomicBool,
) -> io::Result<Flow> {
    let finding = match Finding::of(puzzle).filter(|_| !interrupt::requested()) {
        Some(finding) => finding,
        None => {
            out.note(format!(
                "interrupted in {}; the results above are what was found",
                records.at_line(puzzle.line)
            ));
            return Ok(Flow::Stop);
        }
    };
    if finding != Finding::Searched(Verdict::Unique) {
        findings.store(true, Ordering::Relaxed);
    }
    write_finding(out, puzzle, &finding, format).map(|()| Flow::Go)
}

/// The record of one puzzle: `puzzle 3 (line 7): 24 clues, unique solution, hard (3
/// guesses)`, or its JSON object.
fn write_finding(
    out: &mut dyn Out,
    puzzle: &Puzzle,
    finding: &Finding,
    format: CheckFormat,
) -> io::Result<()> {
    let rated = rated(puzzle, finding);
    match format {
        CheckFormat::Text => {
            let clues = count(puzzle.clues() as u64, "clue");
            let (what, rating) = (finding.text(), rating_text(rated));
            writeln!(out, "{}: {clues}, {what}{rating}", describe(puzzle))
        }
        CheckFormat::Json => writeln!(out, "{}", to_json(puzzle, finding, rated)),
        CheckFormat::Fpuzzles => writeln!(out, "{}", sheet(puzzle, None).object()),
        CheckFormat::Link => writeln!(out, "{}", sheet(puzzle, None).link()),
    }
}

/// The record of a puzzle that cannot be read: `puzzle 4 (line 4): invalid: 80 cells,
/// expected 81` (the error's own line too where it is not the puzzle's first), or an object
/// with the verdict `invalid` and the `error`.
fn write_unreadable(out: &mut dyn Out, bad: &BadPuzzle, format: CheckFormat) -> io::Result<()> {
    let reason = match bad.error.line() {
        Some(line) if line != bad.line => bad.error.to_string(),
        _ => bad.error.message(),
    };
    match format {
        CheckFormat::Text => writeln!(out, "{}: invalid: {reason}", describe_bad(bad)),
        // one line a puzzle, as the others; the error goes to standard error as for solve
        CheckFormat::Fpuzzles | CheckFormat::Link => writeln!(out, "invalid"),
        CheckFormat::Json => {
            let object = json::Object::new()
                .check_header(bad.index, bad.line, bad.label.as_deref())
                .raw("clues", "null")
                .string("verdict", Some("invalid"))
                .string("error", Some(&reason))
                .raw("rating", "null")
                .raw("guesses", "null")
                .raw("needs", "null");
            writeln!(out, "{}", object.finish())
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use stepdoku::parse::parse_str;

    fn verdict(line: &str) -> String {
        Finding::of(&parse_str(line).unwrap()[0]).unwrap().text()
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

    #[test]
    fn a_rating_groups_the_digits_of_its_guesses() {
        use stepdoku::generate::{Needs, Rating};
        let rated = |guesses| {
            Some(Rated {
                rating: Rating::Expert,
                guesses,
                needs: Some(Needs::Fish),
            })
        };
        assert_eq!(
            rating_text(rated(8840)),
            ", expert (8,840 guesses), needs fish"
        );
        assert_eq!(rating_text(rated(1)), ", expert (1 guess), needs fish");
        assert_eq!(rating_text(None), "");
    }
}
