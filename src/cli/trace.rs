//! `stepdoku trace`: the search of one puzzle, one step per line, for piping.

use super::args::TraceArgs;
use super::event_lines::EventLines;
use super::input::InputFile;
use super::search::{Chosen, SearchPlan};
use super::{Failure, Status, interrupt, output, report};
use std::io::Write;
use stepdoku::explain::{Backtrack, Explanation, Scene};
use stepdoku::numbers::grouped;
use stepdoku::parse::{Givens, Puzzle};
use stepdoku::solver::{Event, SearchBoard, Solver};
use stepdoku::timeline::{Progress, Target, Timeline};

/// Runs `trace` on the chosen puzzle (default: the first): seeks to step `--from` on a
/// [`Timeline`], then prints up to `--limit` steps as `place r1c3 4`, `undo r1c3 4`,
/// `dead-end r2c5`, `solution 1`, `done`.
///
/// The printed stream is the capped search's: the timeline searches on past its configured end
/// (the wanted solutions), so the trace stops there, at that solution; only an exhausted
/// search ends with `done`.
pub fn run(args: &TraceArgs) -> Result<Status, Failure> {
    interrupt::install();
    let Some(Chosen {
        input,
        puzzle,
        givens,
        plan: search,
    }) = Chosen::of(&args.target)?
    else {
        return Ok(Status::BadInput);
    };
    let givens = match givens {
        Givens::Nine(grid) => grid,
        Givens::Other(board) => return trace_any(args, &input, &puzzle, *board, &search),
        Givens::Marked(marked) => return trace_any(args, &input, &puzzle, *marked, &search),
        // the timeline's cursor keeps a mask per box, which a jigsaw's regions are not:
        // every variant is traced from the search stepped here, which names its houses
        Givens::Variant(board) => return trace_any(args, &input, &puzzle, *board, &search),
    };
    let mut timeline = Timeline::new(givens, search.config());
    while timeline.run(Target::Step(args.from), 1 << 20) == Progress::Pending {
        if interrupt::requested() {
            let at = grouped(timeline.position());
            report(format_args!(
                "interrupted at step {at} on the way to --from {}; nothing was printed",
                grouped(args.from)
            ));
            return Ok(Status::Interrupted);
        }
    }
    if timeline.position() != args.from {
        // short of K: the whole (capped) search is behind the cursor
        let steps = timeline.position();
        if args.from > steps {
            return Err(Failure::Input(format!(
                "{}: the search has {} steps",
                input.name(),
                grouped(steps)
            )));
        }
        return Ok(Status::Clean);
    }
    let lines = EventLines::new();
    let mut out = output::stdout();
    let limit = args.limit.unwrap_or(u64::MAX);
    // explained lines need the solver's state at each event: one runs alongside the timeline
    let mut alongside = args.explain.then(|| timeline.solver_at_cursor());
    for _ in 0..limit {
        if interrupt::requested() {
            out.flush()?;
            let at = grouped(timeline.position());
            report(format_args!(
                "interrupted after step {at}; the lines above are complete"
            ));
            return Ok(Status::Interrupted);
        }
        if timeline.at_end() || timeline.forward(1) == 0 {
            break;
        }
        let Some(event) = timeline.current_event() else {
            continue;
        };
        match &mut alongside {
            Some(solver) => {
                solver.step();
                let suffix = timeline
                    .explanation_beside(solver)
                    .map(|why| why.trace_suffix())
                    .unwrap_or_default();
                writeln!(out, "{event}{suffix}")?;
            }
            None => lines.write(&mut out, &event)?,
        }
    }
    out.flush()?;
    // the trace ended at its cap, not at `done`, where `--all` asked for every one: as solve does,
    // it says there may be more (unless the timeline, searching ahead, saw that there are none)
    let found = timeline.stats().solutions;
    let none_left = timeline.is_finished() && timeline.solution_steps().len() as u64 == found;
    let all = args.target.solutions.all;
    if all && found == search.cap && timeline.at_end() && !none_left {
        report(super::search::capped_note(&input.at(&puzzle), found));
    }
    Ok(Status::Clean)
}

/// `trace` of a puzzle of another size than 9×9, or of a pencil-mark one: the same lines,
/// from the search stepped here (the timeline, which seeks back and forth, keeps 9×9
/// events from givens); with `--explain`, each explained on the board the search stands on.
fn trace_any<P: SearchBoard>(
    args: &TraceArgs,
    input: &InputFile,
    puzzle: &Puzzle,
    givens: P,
    search: &SearchPlan,
) -> Result<Status, Failure> {
    let mut solver = givens.solver(search.config());
    let mut story = Story::default();
    let skipped = match args.explain {
        true => solver.run(args.from, |event, _| {
            story.follow(event.owned());
            true
        }),
        false => solver.fast_forward(args.from),
    };
    if skipped < args.from {
        return Err(Failure::Input(format!(
            "{}: the search has {} steps",
            input.name(),
            grouped(skipped)
        )));
    }
    let lines = EventLines::new();
    let mut out = output::stdout();
    for _ in 0..args.limit.unwrap_or(u64::MAX) {
        if interrupt::requested() {
            out.flush()?;
            let at = grouped(solver.stats().steps);
            report(format_args!(
                "interrupted after step {at}; the lines above are complete"
            ));
            return Ok(Status::Interrupted);
        }
        let Some(event) = solver.step() else {
            break;
        };
        match args.explain {
            true => {
                let why = story.explain(event.clone(), &solver);
                writeln!(out, "{event}{}", why.trace_suffix())?;
            }
            false => lines.write(&mut out, &event)?,
        }
    }
    out.flush()?;
    if args.target.solutions.all && solver.is_finished() && !solver.is_exhausted() {
        let found = solver.stats().solutions;
        report(super::search::capped_note(&input.at(puzzle), found));
    }
    Ok(Status::Clean)
}

/// What an explanation needs of the events before its own, which the search stepped here
/// does not keep: the event before, and the last one that was no undo (what a run of undos
/// comes from).
#[derive(Default)]
struct Story {
    previous: Option<Event>,
    cause: Option<Event>,
}

impl Story {
    /// Takes in the next event, once it is done with.
    fn follow(&mut self, event: Event) {
        if !matches!(event, Event::Undo { .. } | Event::Restore(_)) {
            self.cause = Some(event.clone());
        }
        self.previous = Some(event);
    }

    /// Explains `event`, which `solver` has just made, then takes it in.
    fn explain(&mut self, event: Event, solver: &Solver) -> Explanation {
        let backtrack = match event {
            Event::Undo { forced, .. } => {
                Backtrack::of(forced, self.cause.clone(), !solver.levels().is_empty())
            }
            _ => Backtrack::DeadEnd,
        };
        let strategy = solver.config().strategy;
        let (board, units, struck) = (solver.board(), solver.units(), solver.struck());
        let scene = Scene {
            board: &board,
            units: &units,
            struck: &struck,
            strategy,
            drawn: (strategy.is_random() && matches!(event, Event::Place { .. }))
                .then(|| solver.drawn_order())
                .flatten(),
            solutions: solver.stats().solutions,
            backtrack,
            previous: self.previous.clone(),
        };
        self.follow(event.clone());
        Explanation::of(event, &scene)
    }
}
