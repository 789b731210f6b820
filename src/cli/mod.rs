//! The command line: parses the arguments, runs a headless command or opens the visualizer,
//! and turns the outcome into messages on standard error and an exit status.

mod args;
mod check;
mod config;
mod estimate;
mod event_lines;
mod format;
mod generate;
mod help_texts;
mod hint;
mod input;
mod interrupt;
mod json;
#[cfg(test)]
mod man_page;
mod output;
mod parallel;
mod progress;
mod race;
mod records;
mod search;
mod sizes;
mod solve;
mod trace;
mod tree;
#[cfg(test)]
pub(crate) use tree::json_of as tree_json_of;
mod usage;

use crate::tui::BadInput;
use crate::tui::record::{Ended, Recording, Refused};
use args::{Cli, Command, RecordArgs, ScreenInput, SearchArgs, ViewArgs};
use clap::parser::ValueSource;
use clap::{CommandFactory, FromArgMatches};
use std::fmt::Display;
use std::io::{self, IsTerminal, Write};
use std::process::ExitCode;

/// How a command that ran to its end went.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Status {
    /// Everything was as it should be.
    Clean,
    /// `check` found puzzles without a unique solution (exit status 1).
    Findings,
    /// Some puzzles could not be searched, already reported on standard error (exit status 2).
    BadInput,
    /// The user stopped the run (Ctrl-C or SIGTERM) after partial results (exit status 130).
    Interrupted,
}

/// Why a command stopped early.
#[derive(Debug)]
pub enum Failure {
    /// The input cannot be used; the message names the place (`FILE:LINE[:COL]: ...`).
    Input(String),
    /// Writing the results failed.
    Output(io::Error),
    /// Ctrl-C came before there was anything to print; the message says where it came.
    Interrupted(String),
    /// Anything else (the visualizer's errors).
    Other(anyhow::Error),
}

impl From<io::Error> for Failure {
    fn from(err: io::Error) -> Failure {
        Failure::Output(err)
    }
}

/// Exit status for bad input or usage (clap's own usage errors exit with 2 too).
const EXIT_BAD_INPUT: u8 = 2;
/// Exit status for findings of `check` and failures that are not the input's fault.
const EXIT_FAILURE: u8 = 1;
/// Exit status of a run stopped by Ctrl-C (128 + SIGINT, as shells report it).
const EXIT_INTERRUPTED: u8 = 130;

/// Runs the command line and returns the process's exit status.
pub fn main() -> ExitCode {
    let parsed = Cli::command()
        .try_get_matches()
        .and_then(|matches| Ok((Cli::from_arg_matches(&matches)?, matches)));
    let (cli, matches) = match parsed {
        Ok(parsed) => parsed,
        // --help and --version print and exit 0, as clap does, but a failed write is said
        Err(err) if !err.use_stderr() => return print_help(&err),
        Err(err) => {
            let _ = writeln!(io::stderr().lock(), "{}", usage::message(&err));
            return ExitCode::from(EXIT_BAD_INPUT);
        }
    };
    let result = match cli.command {
        Some(Command::Solve(args)) => solve::run(&args),
        Some(Command::Trace(args)) => trace::run(&args),
        Some(Command::Check(args)) => check::run(&args),
        Some(Command::Hint(args)) => hint::run(&args),
        Some(Command::Generate(args)) => generate::run(&args),
        Some(Command::Record(args)) => record(args),
        Some(Command::Race(args)) => race::run(args),
        Some(Command::Tree(args)) => tree::run(&args),
        Some(Command::Estimate(args)) => estimate::run(&args),
        Some(Command::Config(command)) => config::run(&command),
        Some(Command::Completions { shell }) => completions(shell),
        None => {
            // the config file gives what the command line leaves at clap's default
            let given = |id| matches.value_source(id) == Some(ValueSource::CommandLine);
            let given = config::Given {
                strategy: given("strategy"),
                delay: given("delay"),
            };
            view(cli.view, &given)
        }
    };
    match result {
        Ok(Status::Clean) => ExitCode::SUCCESS,
        Ok(Status::Findings) => ExitCode::from(EXIT_FAILURE),
        Ok(Status::BadInput) => ExitCode::from(EXIT_BAD_INPUT),
        Ok(Status::Interrupted) => ExitCode::from(EXIT_INTERRUPTED),
        // the reader went away (`| head`): nothing more to say
        Err(Failure::Output(err)) if err.kind() == io::ErrorKind::BrokenPipe => ExitCode::SUCCESS,
        Err(Failure::Output(err)) => {
            report(format_args!("cannot write the output: {err}"));
            ExitCode::from(EXIT_FAILURE)
        }
        Err(Failure::Input(message)) => {
            report(message);
            ExitCode::from(EXIT_BAD_INPUT)
        }
        Err(Failure::Interrupted(message)) => {
            report(message);
            ExitCode::from(EXIT_INTERRUPTED)
        }
        Err(Failure::Other(err)) => {
            report(format_args!("{err:#}"));
            ExitCode::from(EXIT_FAILURE)
        }
    }
}

/// Prints the completion script for `shell` on standard output.
fn completions(shell: clap_complete::Shell) -> Result<Status, Failure> {
    let mut command = <Cli as clap::CommandFactory>::command();
    let mut out = Vec::new();
    clap_complete::generate(shell, &mut command, "stepdoku", &mut out);
    let mut stdout = io::stdout().lock();
    stdout.write_all(&out)?;
    stdout.flush()?;
    Ok(Status::Clean)
}

/// Prints a help or version text on standard output (in colour at a terminal, unless
/// `NO_COLOR`): exit status 0, or 1 with one line when the write fails (a full disk), 0 when
/// the reader went away (`| head`), as every command does.
fn print_help(err: &clap::Error) -> ExitCode {
    let rendered = err.render();
    let colour = io::stdout().is_terminal() && std::env::var_os("NO_COLOR").is_none();
    let text = if colour {
        rendered.ansi().to_string()
    } else {
        rendered.to_string()
    };
    let mut out = io::stdout().lock();
    match out.write_all(text.as_bytes()).and_then(|()| out.flush()) {
        Ok(()) => ExitCode::SUCCESS,
        Err(err) if err.kind() == io::ErrorKind::BrokenPipe => ExitCode::SUCCESS,
        Err(err) => {
            report(format_args!("cannot write the output: {err}"));
            ExitCode::from(EXIT_FAILURE)
        }
    }
}

/// Prints `stepdoku: MESSAGE` on standard error (never panics, even when stderr is closed),
/// with the progress line, if one is on the screen, taken away first.
pub fn report(message: impl Display) {
    progress::apart(|| {
        let _ = writeln!(io::stderr().lock(), "stepdoku: {message}");
    });
}

/// No command: opens the visualizer. A file it cannot read is reported like the headless
/// commands report it (`FILE:LINE[:COL]: message`, exit status 2).
fn view(args: ViewArgs, given: &config::Given) -> Result<Status, Failure> {
    let file = crate::config::load(args.no_config).map_err(Failure::Input)?;
    if let Some(file) = &args.input.file {
        input::hint_at_a_terminal(file);
    }
    let (options, name) = screen_options(args.input, &args.search, args.playback.delay)?;
    let options = crate::tui::Options {
        paused: args.paused,
        max_solutions: args.max_solutions,
        record: args.record,
        ..config::apply(options, file, given, args.theme)
    };
    crate::tui::run(options).map_err(|err| refused_or(err, name.as_deref()))?;
    Ok(Status::Clean)
}

/// The visualizer's options for a screen's puzzle, search and delay (playing, the default
/// solution cap, no recording), and how messages name the input (`None`: the bundled set).
fn screen_options(
    input: ScreenInput,
    search: &SearchArgs,
    delay_ms: u64,
) -> Result<(crate::tui::Options, Option<String>), Failure> {
    let forced = input.given.forced().map_err(Failure::Input)?;
    let name = match &input.given.puzzle {
        Some(_) => Some(input::PUZZLE_NAME.to_string()),
        None => input.file.as_deref().map(input::name_of),
    };
    let options = crate::tui::Options {
        index: input.pick.index(),
        file: input.file,
        puzzle: input.given.puzzle,
        forced,
        strategy: search.strategy,
        seed: search.seed,
        delay_ms,
        paused: false,
        max_solutions: args::ALL_CAP,
        record: None,
        palette: crate::tui::Palette::default(),
        probe_target: crate::tui::PROBES,
        keys: crate::tui::KeyMap::default(),
    };
    Ok((options, name))
}

/// `stepdoku record`: the visualizer played on a screen in memory, into a cast file.
fn record(args: RecordArgs) -> Result<Status, Failure> {
    let (view, name) = screen_options(args.input, &args.search, args.playback.delay)?;
    let recording = Recording {
        // the key script decides when it plays
        view: crate::tui::Options {
            paused: true,
            palette: args.theme.palette(),
            ..view
        },
        width: args.size.0,
        height: args.size.1,
        keys: args.keys,
        max_seconds: args.max_seconds,
        out: args.output,
        gif: args.gif,
        still: args.still,
        interrupted: interrupt::requested,
    };
    interrupt::install();
    let ended =
        crate::tui::record::run(&recording).map_err(|err| refused_or(err, name.as_deref()))?;
    if ended == Ended::Interrupted {
        report("interrupted; no recording was written");
        return Ok(Status::Interrupted);
    }
    if ended == (Ended::Written { capped: true }) {
        // the cast is whole, but shorter than the script asked: say why and what to change
        eprintln!(
            "stepdoku: the recording stopped at its cap of {} s before the key script was done; \
             --max-seconds sets the cap (up to 3600)",
            recording.max_seconds
        );
    }
    Ok(Status::Clean)
}

/// A recording the user can fix ([`Refused`]: a bad script or size, an unwritable file) as
/// bad input; anything else as [`visualizer_failure`] says.
fn refused_or(err: anyhow::Error, file: Option<&str>) -> Failure {
    match err.downcast::<Refused>() {
        Ok(refused) => Failure::Input(refused.0),
        Err(err) => visualizer_failure(err, file),
    }
}

/// A visualizer error as a [`Failure`]: input it cannot start on is bad input, reported with
/// the input's name (`FILE:LINE[:COL]: message`); anything else is a failure of the visualizer.
fn visualizer_failure(err: anyhow::Error, file: Option<&str>) -> Failure {
    match (err.downcast_ref::<BadInput>(), file) {
        (Some(BadInput::Parse(parse)), Some(name)) => {
            Failure::Input(input::locate_error(name, parse))
        }
        (Some(other), Some(name)) => Failure::Input(format!("{name}: {other}")),
        // the bundled set: the message names it
        (Some(other), None) => Failure::Input(other.to_string()),
        (None, _) => Failure::Other(err),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn visualizer_parse_errors_are_bad_input_with_a_place() {
        let parse = stepdoku::parse::parse_str("12x").unwrap_err();
        let err = anyhow::Error::new(BadInput::Parse(parse));
        match visualizer_failure(err, Some("p.txt")) {
            Failure::Input(message) => {
                assert_eq!(message, "p.txt:1:3: unexpected character 'x'")
            }
            other => panic!("{other:?}"),
        }
        let err = anyhow::Error::new(BadInput::from(
            stepdoku::parse::pick(3, 1, "file").unwrap_err(),
        ));
        match visualizer_failure(err, Some("p.txt")) {
            Failure::Input(message) => {
                assert_eq!(message, "p.txt: no puzzle 3: the file holds 1 puzzle")
            }
            other => panic!("{other:?}"),
        }
        let err = anyhow::Error::new(BadInput::from(
            stepdoku::parse::pick(9999, 1670, "bundled set").unwrap_err(),
        ));
        match visualizer_failure(err, None) {
            Failure::Input(message) => assert_eq!(
                message,
                "no puzzle 9,999: the bundled set holds 1,670 puzzles"
            ),
            other => panic!("{other:?}"),
        }
        let err = anyhow::anyhow!("no terminal");
        assert!(matches!(
            visualizer_failure(err, Some("p.txt")),
            Failure::Other(_)
        ));
    }
}
