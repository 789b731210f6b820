//! `stepdoku solve`: search every chosen puzzle and print each result as soon as it is found.

use super::args::{Format, SolveArgs};
use super::format::Solved;
use super::parallel::{self, Flow, Out, Sink};
use super::progress::{COUNTS, Ticker};
use super::records::{self, Records};
use super::search::{self, SearchPlan, SearchResult};
use super::{Failure, Status, interrupt};
use std::io;
use std::sync::atomic::{AtomicBool, Ordering};
use stepdoku::numbers::grouped;
use stepdoku::on_givens;
use stepdoku::parse::{Entry, Puzzle};
use stepdoku::solver::{First, SearchBoard, Sighting, Strategy, first_solution};

/// Runs `solve` on `--jobs` threads, printing the results in input order. Puzzles with
/// conflicting givens are reported, keep their place in the output as `invalid`, and are not
/// searched (status [`Status::BadInput`] at the end). Ctrl-C stops the run after printing the
/// results up to the first unfinished puzzle, with what its search found so far
/// ([`Status::Interrupted`]).
pub fn run(args: &SolveArgs) -> Result<Status, Failure> {
    interrupt::install();
    let pool = parallel::pool(args.jobs.threads())?;
    let records = Records::open(args.input.file.as_deref(), &args.input.given)?;
    let search = SearchPlan::new(&args.search, args.solutions.cap());
    // solutions streamed as found go straight out, one puzzle at a time, so that memory
    // stays bounded whatever their number
    let threads = match streams(args) && args.format.solutions_shown() > 0 {
        true => 1,
        false => args.jobs.threads(),
    };
    let bad = AtomicBool::new(false);
    let work = |entry: &Entry, out: &mut dyn Out| match entry {
        Ok(puzzle) => solve_one(args, &records, &search, puzzle, out, &bad),
        Err(unreadable) => {
            out.note(records.unreadable(unreadable));
            args.format.write_unreadable(&mut &mut *out, unreadable)?;
            bad.store(true, Ordering::Relaxed);
            Ok(Flow::Go)
        }
    };
    let ticker = Ticker::start(|elapsed| COUNTS.line(Some("solved"), elapsed));
    let feed = records.feed(args.input.pick.index(), &pool);
    let flow = parallel::run(threads, feed, work, &mut Sink::stdout())?;
    drop(ticker);
    let ended = records.end(flow)?;
    Ok(records::outcome(
        flow,
        ended,
        bad.load(Ordering::Relaxed),
        false,
    ))
}

/// Searches one puzzle and writes its result; raises `bad` for a puzzle that cannot be
/// searched.
fn solve_one(
    args: &SolveArgs,
    records: &Records,
    search: &SearchPlan,
    puzzle: &Puzzle,
    mut out: &mut dyn Out,
    bad: &AtomicBool,
) -> io::Result<Flow> {
    if interrupt::requested() {
        out.note(format!(
            "interrupted before {}; the results above are what was found",
            records.at_line(puzzle.line)
        ));
        return Ok(Flow::Stop);
    }
    match puzzle.givens() {
        Ok(givens) => on_givens!(givens, p => search_one(args, records, search, puzzle, p, out)),
        Err(err) => {
            out.note(format!("{}: {err}", records.at_line(puzzle.line)));
            args.format.write_invalid(&mut out, puzzle, &err)?;
            bad.store(true, Ordering::Relaxed);
            Ok(Flow::Go)
        }
    }
}

/// Searches the givens of one puzzle and writes its result.
fn search_one<P: SearchBoard>(
    args: &SolveArgs,
    records: &Records,
    search: &SearchPlan,
    puzzle: &Puzzle,
    givens: P,
    mut out: &mut dyn Out,
) -> io::Result<Flow> {
    let first_alone = matches!(
        args.format,
        Format::Line | Format::Grid | Format::Fpuzzles | Format::Link
    );
    if first_alone && !streams(args) {
        return answer_one(args.format, search, records, puzzle, givens, out);
    }
    // the formats without counters need no solution kept: each goes out as it is found
    let outcome = if streams(args) || args.format != Format::Json {
        stream_one(args.format, search, puzzle, givens, &mut out)?
    } else {
        let outcome = search::run(givens, search.config(), args.format.solutions_shown());
        let solved = Solved {
            puzzle,
            search,
            outcome: &outcome,
        };
        args.format.write(&mut out, &solved)?;
        outcome
    };
    if outcome.interrupted {
        out.note(format!(
            "interrupted in {} after {} steps; the results above are what was found",
            records.at_line(puzzle.line),
            grouped(outcome.stats.steps)
        ));
        return Ok(Flow::Stop);
    }
    if args.solutions.all && !outcome.exhausted {
        let found = outcome.stats.solutions;
        out.note(search::capped_note(&records.at_line(puzzle.line), found));
    }
    Ok(Flow::Go)
}

/// Searches `givens` for its first solution alone and writes it in `format` (`line` or
/// `grid`): they show no counters, and `propagate` runs faster without them.
fn answer_one<P: SearchBoard>(
    format: Format,
    search: &SearchPlan,
    records: &Records,
    puzzle: &Puzzle,
    givens: P,
    mut out: &mut dyn Out,
) -> io::Result<Flow> {
    let first = match search.strategy {
        Strategy::Propagate => first_solution(givens, search.config(), interrupt::requested),
        // the same search as `first_solution`'s, its steps shown on the progress line; the
        // results before a long one pass on while it runs
        _ => {
            let mut first = None;
            let outcome = search::stream(givens, search.config(), |sighting| match sighting {
                Sighting::Solution(board) => {
                    first.get_or_insert_with(|| board.clone());
                    Ok(())
                }
                Sighting::Pause { .. } => out.tick(),
            })?;
            match first {
                Some(board) => First::Solution(board),
                None => outcome.first(),
            }
        }
    };
    format.write_first(&mut out, puzzle, search, &first)?;
    let First::Stopped { steps } = first else {
        return Ok(Flow::Go);
    };
    let after = steps.map_or(String::new(), |n| format!(" after {} steps", grouped(n)));
    out.note(format!(
        "interrupted in {}{after}; the results above are what was found",
        records.at_line(puzzle.line)
    ));
    Ok(Flow::Stop)
}

/// Whether the search may print more than one solution of a puzzle (`--all`,
/// `--max-solutions`): then each is written as it is found, and not kept.
fn streams(args: &SolveArgs) -> bool {
    args.solutions.all || args.solutions.max_solutions.is_some()
}

/// Searches `givens` writing each solution as it is found, then the puzzle's end: the bytes
/// [`Format::write`] gives (in `json`, the streaming form).
fn stream_one<P: SearchBoard>(
    format: Format,
    search: &SearchPlan,
    puzzle: &Puzzle,
    givens: P,
    out: &mut &mut dyn Out,
) -> io::Result<SearchResult<P>> {
    format.write_start(out, puzzle)?;
    let mut number = 0;
    let outcome = search::stream(givens, search.config(), |sighting| match sighting {
        Sighting::Solution(board) => {
            number += 1;
            format.write_solution(out, puzzle, search, number, board)
        }
        Sighting::Pause { .. } => out.tick(),
    })?;
    let solved = Solved {
        puzzle,
        search,
        outcome: &outcome,
    };
    format.write_end(out, &solved)?;
    Ok(outcome)
}
