//! `stepdoku hint`: the next step a person would take on each puzzle as it stands, as the
//! line `trace` writes for it: a single to place, else the first pattern of the techniques
//! ladder that removes a candidate.

use super::args::HintArgs;
use super::input::describe;
use super::parallel::{Flow, Out};
use super::records::{self, Records};
use super::{Failure, Status, interrupt};
use std::io;
use std::sync::atomic::{AtomicBool, Ordering};
use stepdoku::explain::{Backtrack, Explanation, Scene};
use stepdoku::on_givens;
use stepdoku::parse::{Entry, Puzzle};
use stepdoku::solver::{Config, Event, SearchBoard, Strategy, next_step};
use stepdoku::sudoku::{PencilMarks, candidates};

/// Runs `hint`: for each puzzle (or the one `--index` picks) its next step, under its header
/// when a whole file is read. [`Status::BadInput`] when a puzzle cannot be read or its givens
/// conflict.
pub fn run(args: &HintArgs) -> Result<Status, Failure> {
    interrupt::install();
    let records = Records::open(args.input.file.as_deref(), &args.input.given)?;
    let headed = args.input.file.is_some() && args.input.pick.index.is_none();
    let bad = AtomicBool::new(false);
    let work = |entry: &Entry, out: &mut dyn Out| {
        if interrupt::requested() {
            return Ok(Flow::Stop);
        }
        match entry {
            Ok(puzzle) => {
                if headed {
                    writeln!(out, "# {}", describe(puzzle))?;
                }
                hint_one(args, &records, puzzle, out, &bad)
            }
            Err(unreadable) => {
                out.note(records.unreadable(unreadable));
                bad.store(true, Ordering::Relaxed);
                Ok(Flow::Go)
            }
        }
    };
    let (flow, ended) = records.run(args.input.pick.index(), 1, "hinted", work)?;
    Ok(records::outcome(
        flow,
        ended,
        bad.load(Ordering::Relaxed),
        false,
    ))
}

/// Writes the hint of one puzzle; a puzzle whose givens conflict gets `invalid` and a note.
fn hint_one(
    args: &HintArgs,
    records: &Records,
    puzzle: &Puzzle,
    out: &mut dyn Out,
    bad: &AtomicBool,
) -> io::Result<Flow> {
    match puzzle.givens() {
        Ok(givens) => on_givens!(givens, p => write_hint(args, p, out)),
        Err(err) => {
            out.note(format!("{}: {err}", records.at_line(puzzle.line)));
            bad.store(true, Ordering::Relaxed);
            writeln!(out, "invalid")?;
            Ok(Flow::Go)
        }
    }
}

/// The hint's line, its words with `--explain`, and the candidates with `--candidates`.
fn write_hint<P: SearchBoard>(args: &HintArgs, givens: P, out: &mut dyn Out) -> io::Result<Flow> {
    let units = givens.units();
    // what the search strikes before its first step: a pencil-mark puzzle's unwritten
    // candidates (none for givens)
    let struck = givens.clone().solver(Config::default()).struck();
    let step = next_step(givens.clone());
    match &step {
        Event::Place { .. } => writeln!(out, "none: a guess is needed")?,
        Event::Solution { .. } => writeln!(out, "none: the board is full")?,
        event => writeln!(out, "{event}")?,
    }
    if args.explain {
        for words in explained(&givens, &units, &struck, step) {
            writeln!(out, "  {words}")?;
        }
    }
    if args.candidates {
        let marks: Vec<u32> = (candidates(&units, givens.cells()).into_iter())
            .zip(&struck)
            .map(|(marks, &struck)| marks & !struck)
            .collect();
        let shape = givens.shape();
        write!(
            out,
            "{}",
            PencilMarks {
                shape,
                marks: &marks
            }
        )?;
    }
    Ok(Flow::Go)
}

/// The step in words, as the visualizer's panel explains it: a forced digit and why, a
/// technique and its pattern, or why no step of the ladder is left.
fn explained<P: SearchBoard>(
    givens: &P,
    units: &stepdoku::sudoku::Units,
    struck: &[u32],
    step: Event,
) -> Vec<String> {
    match step {
        Event::Place { .. } => vec![
            "no single is open, and no technique of the ladder removes a candidate".to_string(),
        ],
        Event::Solution { .. } => vec!["every cell is filled".to_string()],
        event => {
            let scene = Scene {
                board: givens,
                units,
                struck,
                strategy: Strategy::Propagate,
                drawn: None,
                solutions: 0,
                backtrack: Backtrack::DeadEnd,
                previous: None,
            };
            Explanation::of(event, &scene).words()
        }
    }
}
