//! `stepdoku solve`: search every chosen puzzle and print each result as soon as it is found.

use super::args::SolveArgs;
use super::format::Solved;
use super::input::Input;
use super::search::{self, Search};
use super::{Failure, Status, output, report};
use std::io::Write;

/// Runs `solve`. Puzzles with conflicting givens are reported and skipped (status
/// [`Status::BadInput`] at the end).
pub fn run(args: &SolveArgs) -> Result<Status, Failure> {
    let input = Input::read(&args.file)?;
    let puzzles = input.select(args.pick.index())?;
    let search = Search::new(&args.search, args.solutions.cap());
    let keep = args.format.solutions_shown();
    let mut out = output::stdout();
    let mut status = Status::Clean;
    for puzzle in puzzles {
        let Some(givens) = input.givens(puzzle) else {
            status = Status::BadInput;
            continue;
        };
        let outcome = search::run(givens, search.config(), keep);
        let solved = Solved {
            puzzle,
            search: &search,
            outcome: &outcome,
        };
        args.format.write(&mut out, &solved)?;
        out.flush()?;
        if args.solutions.all && !outcome.exhausted {
            report(format_args!(
                "{}: stopped after {} solutions; raise --max-solutions to find more",
                input.at(puzzle),
                outcome.stats.solutions
            ));
        }
    }
    Ok(status)
}
