//! `stepdoku solve`: search every chosen puzzle and print each result as soon as it is found.

use super::args::SolveArgs;
use super::format::Solved;
use super::input::InputFile;
use super::search::{self, SearchPlan};
use super::{Failure, Status, interrupt, output, report};
use std::io::Write;
use stepdoku::numbers::grouped;

/// Runs `solve`. Puzzles with conflicting givens are reported, keep their place in the output
/// as `invalid`, and are not searched (status [`Status::BadInput`] at the end). Ctrl-C stops the run after printing what the current
/// puzzle's search found so far ([`Status::Interrupted`]).
pub fn run(args: &SolveArgs) -> Result<Status, Failure> {
    interrupt::install();
    let input = InputFile::open(args.file.as_deref(), args.given.puzzle.as_deref())?;
    let puzzles = input.select(args.pick.index())?;
    let search = SearchPlan::new(&args.search, args.solutions.cap());
    let keep = args.format.solutions_shown();
    let mut out = output::stdout();
    let mut status = Status::Clean;
    for puzzle in puzzles {
        let givens = match input.givens(puzzle) {
            Ok(givens) => givens,
            Err(err) => {
                args.format.write_invalid(&mut out, puzzle, &err)?;
                out.flush()?;
                status = Status::BadInput;
                continue;
            }
        };
        let outcome = search::run(givens, search.config(), keep);
        let solved = Solved {
            puzzle,
            search: &search,
            outcome: &outcome,
        };
        args.format.write(&mut out, &solved)?;
        out.flush()?;
        if outcome.interrupted || interrupt::requested() {
            report(format_args!(
                "interrupted in {} after {} steps; the results above are what was found",
                input.at(puzzle),
                grouped(outcome.stats.steps)
            ));
            return Ok(Status::Interrupted);
        }
        if args.solutions.all && !outcome.exhausted {
            report(format_args!(
                "{}: stopped after {} solutions; raise --max-solutions to find more",
                input.at(puzzle),
                grouped(outcome.stats.solutions)
            ));
        }
    }
    Ok(status)
}
