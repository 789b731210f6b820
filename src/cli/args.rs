//! The command line as clap sees it: the visualizer's arguments and the headless commands.

use super::help_texts::{
    CHECK_EXAMPLES, COMPLETIONS_EXAMPLES, CONFIG_EXAMPLES, ESTIMATE_EXAMPLES, HINT_EXAMPLES,
    MAIN_EXAMPLES, RACE_EXAMPLES, RECORD_EXAMPLES, SOLVE_EXAMPLES, TRACE_EXAMPLES, TREE_EXAMPLES,
};
use super::sizes;
use crate::common::MAX_DELAY_MS;
use clap::builder::TypedValueParser;
use clap::{Args, Parser, Subcommand, ValueEnum};
use std::path::PathBuf;
use stepdoku::solver::Strategy;

mod estimate;
pub use estimate::{EstimateArgs, EstimateFormat};

/// How many solutions `--all` looks for unless `--max-solutions` says otherwise.
pub const ALL_CAP: u64 = 1000;

/// `stepdoku`: with no command, opens the visualizer.
#[derive(Debug, Parser)]
#[command(
    name = "stepdoku",
    version,
    about = "Watch a Sudoku backtracking search step by step, forward and back, in the terminal",
    after_help = MAIN_EXAMPLES,
    args_conflicts_with_subcommands = true,
    subcommand_negates_reqs = true
)]
pub struct Cli {
    /// A headless command; none opens the visualizer.
    #[command(subcommand)]
    pub command: Option<Command>,
    /// The visualizer's arguments (used only without a command).
    #[command(flatten)]
    pub view: ViewArgs,
}

/// The headless commands.
#[derive(Debug, Subcommand)]
pub enum Command {
    /// Solve every puzzle in a file and print the solutions.
    #[command(after_help = SOLVE_EXAMPLES)]
    Solve(SolveArgs),
    /// Print the search of one puzzle, one step per line.
    #[command(after_help = TRACE_EXAMPLES)]
    Trace(TraceArgs),
    /// Report each puzzle's clues, conflicts, number of solutions and rating.
    #[command(after_help = CHECK_EXAMPLES)]
    Check(CheckArgs),
    /// Print the next step a person would take on each puzzle: a single, or a technique.
    #[command(after_help = HINT_EXAMPLES)]
    Hint(HintArgs),
    /// Make new puzzles: exactly one solution, minimal, rated.
    #[command(after_help = super::generate::EXAMPLES)]
    Generate(super::generate::GenerateArgs),
    /// Race the strategies side by side on one puzzle (headless: every puzzle of FILE).
    #[command(after_help = RACE_EXAMPLES)]
    Race(RaceArgs),
    /// Show where the steps of one puzzle's search went: its guesses, each with its subtree's steps.
    #[command(after_help = TREE_EXAMPLES)]
    Tree(TreeArgs),
    /// Estimate how many steps each puzzle's whole search takes, from samples of its tree.
    #[command(after_help = ESTIMATE_EXAMPLES)]
    Estimate(EstimateArgs),
    /// Record the visualizer playing a puzzle into an asciicast file or an animated GIF,
    /// without a terminal.
    #[command(after_help = RECORD_EXAMPLES)]
    Record(RecordArgs),
    /// Print where the visualizer's config file is, or a default one to start from.
    #[command(subcommand, after_help = CONFIG_EXAMPLES)]
    Config(ConfigCommand),
    /// Print a completion script for a shell (bash, zsh, fish, powershell, elvish).
    #[command(after_help = COMPLETIONS_EXAMPLES)]
    Completions {
        /// The shell to complete in.
        #[arg(value_name = "SHELL")]
        shell: clap_complete::Shell,
    },
}

/// `stepdoku config`'s subcommands.
#[derive(Debug, Subcommand)]
pub enum ConfigCommand {
    /// Print the config file's path (STEPDOKU_CONFIG if set, else the platform's).
    Path,
    /// Print a config file that sets every default, each setting and key explained.
    Default,
}

/// The palettes `--theme` takes, described in its help text (doc comments here would switch
/// clap to its long help layout).
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum ThemeName {
    #[allow(missing_docs)]
    Default,
    #[allow(missing_docs)]
    Colorblind,
    #[allow(missing_docs)]
    HighContrast,
    #[allow(missing_docs)]
    Mono,
}

/// Arguments of the visualizer.
#[derive(Debug, Args)]
pub struct ViewArgs {
    /// The puzzle to open.
    #[command(flatten)]
    pub input: ScreenInput,
    /// How to search.
    #[command(flatten)]
    pub search: SearchArgs,
    /// How fast the animation goes.
    #[command(flatten)]
    pub playback: PlaybackArgs,
    /// Start paused.
    #[arg(long)]
    pub paused: bool,
    /// Where End, pressed again after the first solution, stops: at this solution, or the
    /// end of the search if it has fewer (n goes on past it one at a time).
    #[arg(
        long,
        value_name = "N",
        default_value_t = ALL_CAP,
        allow_negative_numbers = true,
        value_parser = clap::value_parser!(u64).range(1..)
    )]
    pub max_solutions: u64,
    /// Record the session into an asciicast file, with real times.
    #[arg(long, value_name = "OUT.cast")]
    pub record: Option<PathBuf>,
    /// The palette: default, colorblind (Okabe-Ito colours, no red against green),
    /// high-contrast, or mono (no colour). NO_COLOR wins over it; it wins over the config file.
    #[arg(long, value_enum, value_name = "THEME")]
    pub theme: Option<ThemeName>,
    /// Do not read the config file (`stepdoku config path` says where it is).
    #[arg(long)]
    pub no_config: bool,
}

/// The animation's speed, shared by the visualizer and `record`.
#[derive(Debug, Args)]
pub struct PlaybackArgs {
    /// Milliseconds between animation steps, 0 to 10000 (0: as fast as possible).
    #[arg(
        long,
        value_name = "MS",
        default_value_t = 50,
        allow_negative_numbers = true,
        value_parser = clap::value_parser!(u64).range(0..=MAX_DELAY_MS)
    )]
    pub delay: u64,
}

/// Arguments of `stepdoku race`.
#[derive(Debug, Args)]
pub struct RaceArgs {
    /// The puzzle to open.
    #[command(flatten)]
    pub input: ScreenInput,
    /// The strategies that race, 1 to 8, comma-separated, each once: presets or compositions.
    #[arg(
        long,
        value_name = "LIST",
        value_delimiter = ',',
        default_value = "row-major,mrv,random,propagate",
        value_parser = strategy_parser()
    )]
    pub strategies: Vec<Strategy>,
    /// Seed of the random strategy (default: a fresh one, which is shown).
    #[arg(long, value_name = "N", allow_negative_numbers = true)]
    pub seed: Option<u64>,
    /// How fast the animation goes.
    #[command(flatten)]
    pub playback: PlaybackArgs,
    /// Start paused.
    #[arg(long)]
    pub paused: bool,
    /// Race without a screen and print the ranking: text (a table per puzzle) or json (an object
    /// per puzzle per line).
    #[arg(long, value_enum, value_name = "FORMAT")]
    pub format: Option<RaceFormat>,
}

/// The headless formats of `race` (a small table per puzzle, or one JSON object per puzzle per
/// line), described in its `--help` text: doc comments here would switch clap to its long help
/// layout for `race` alone.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum RaceFormat {
    #[allow(missing_docs)]
    Text,
    #[allow(missing_docs)]
    Json,
}

/// Arguments of `stepdoku record`.
#[derive(Debug, Args)]
#[command(mut_arg("seed", |seed| {
    seed.help("Seed of the random strategy (default: 1, so that recordings repeat)")
}))]
#[command(group(clap::ArgGroup::new("outputs").args(["output", "gif"]).required(true).multiple(true)))]
pub struct RecordArgs {
    /// The puzzle to open.
    #[command(flatten)]
    pub input: ScreenInput,
    /// How to search.
    #[command(flatten)]
    pub search: SearchArgs,
    /// How fast the animation goes.
    #[command(flatten)]
    pub playback: PlaybackArgs,
    /// The screen recorded, in columns and rows.
    #[arg(long, value_name = "WxH", default_value = "100x30", value_parser = parse_size)]
    pub size: (u16, u16),
    /// What to do, as a key script: `play 3s, pause, b, b, left*5, n, wait 1s` (default: `play
    /// 3s, solution, wait 2s`, which ends on the solution whatever the strategy).
    #[arg(long, value_name = "SCRIPT")]
    pub keys: Option<String>,
    /// The longest the recording runs, in seconds of its own clock.
    #[arg(
        long,
        value_name = "S",
        default_value_t = 30,
        allow_negative_numbers = true,
        value_parser = clap::value_parser!(u64).range(1..=3600)
    )]
    pub max_seconds: u64,
    /// The cast file to write.
    #[arg(short, long, value_name = "OUT.cast")]
    pub output: Option<PathBuf>,
    /// Write the recording as an animated GIF (with -o or instead of it).
    #[arg(long, value_name = "OUT.gif")]
    pub gif: Option<PathBuf>,
    /// Also write the last frame as a picture: PNG if OUT ends in .png, else SVG.
    #[arg(long, value_name = "OUT.svg|OUT.png")]
    pub still: Option<PathBuf>,
    /// The palette: default, colorblind, high-contrast, or mono (no colour). NO_COLOR wins
    /// over it; the config file is not read.
    #[arg(long, value_enum, value_name = "THEME", default_value = "default")]
    pub theme: ThemeName,
}

/// `100x30` as (columns, rows).
fn parse_size(text: &str) -> Result<(u16, u16), String> {
    let bad = || format!("{text:?} is not WIDTHxHEIGHT, like 100x30");
    let (w, h) = text.split_once(['x', 'X']).ok_or_else(bad)?;
    Ok((w.parse().map_err(|_| bad())?, h.parse().map_err(|_| bad())?))
}

/// The first sentence of every `--strategy` help: what a strategy is made of. A macro, so that
/// `concat!` can join it to each command's own sentences.
macro_rules! strategy_parts {
    () => {
        "How the search picks cells and digits: a preset (row-major, mrv, random, propagate) or \
         parts joined by + in any order (mrv+lcv+fc), at most one of each kind: cells \
         first|mrv|degree|constraint, digits up|random|lcv, inference \
         none|fc|naked|singles|locked|subsets|fish|wings, an omitted kind taking its default (first, up, none). "
    };
}

/// What `--strategy` says in `solve --help`, where it defaults to `propagate`.
const SOLVE_STRATEGY: &str = concat!(
    strategy_parts!(),
    "propagate (mrv+singles) finishes fastest (check and generate search so too); trace, \
     tree, race, record and the visualizer show row-major (first). Steps agree between \
     commands that name the same strategy"
);

/// Arguments of `stepdoku solve`.
#[derive(Debug, Args)]
#[command(mut_arg("strategy", |strategy| {
    strategy.default_value("propagate").help(SOLVE_STRATEGY)
}))]
pub struct SolveArgs {
    /// The puzzles.
    #[command(flatten)]
    pub input: BatchInput,
    /// How to search.
    #[command(flatten)]
    pub search: SearchArgs,
    /// How many solutions to look for.
    #[command(flatten)]
    pub solutions: SolutionArgs,
    /// What to print for each puzzle.
    #[arg(long, value_enum, value_name = "FORMAT", default_value_t = Format::Grid)]
    pub format: Format,
    /// How many threads work at once.
    #[command(flatten)]
    pub jobs: JobsArgs,
}

/// One puzzle of a file (the first by default) and how to search it: what `trace` and `tree`
/// look at.
#[derive(Debug, Args)]
pub struct PuzzleSearch {
    /// Puzzle file (- for standard input).
    #[arg(value_name = "FILE", required_unless_present = "puzzle")]
    pub file: Option<PathBuf>,
    /// One puzzle given as its cells instead of a file.
    #[command(flatten)]
    pub given: PuzzleArg,
    /// Which puzzle of the file (default: the first).
    #[command(flatten)]
    pub pick: PickArgs,
    /// How to search.
    #[command(flatten)]
    pub search: SearchArgs,
    /// How many solutions the search looks for.
    #[command(flatten)]
    pub solutions: SolutionArgs,
}

/// Arguments of `stepdoku trace`.
#[derive(Debug, Args)]
pub struct TraceArgs {
    /// The puzzle and its search.
    #[command(flatten)]
    pub target: PuzzleSearch,
    /// Print at most N steps.
    #[arg(long, value_name = "N", allow_negative_numbers = true)]
    pub limit: Option<u64>,
    /// Skip the first K steps: print steps K+1, K+2, ...
    #[arg(
        long,
        value_name = "K",
        default_value_t = 0,
        allow_negative_numbers = true
    )]
    pub from: u64,
    /// Add why to each line: a guess's candidates in the order tried (`place r1c3 4 try 1 of
    /// 3 (4 6 9)`), `no candidate` after a dead end.
    #[arg(long)]
    pub explain: bool,
}

/// Arguments of `stepdoku tree`.
#[derive(Debug, Args)]
pub struct TreeArgs {
    /// The puzzle and its search.
    #[command(flatten)]
    pub target: PuzzleSearch,
    /// Levels of guesses shown, 1 to the puzzle's cell count: 81 at 9x9, 256 at 16x16
    /// (deeper ones are counted as N more guesses).
    #[arg(
        long,
        value_name = "D",
        default_value_t = 3,
        allow_negative_numbers = true,
        value_parser = clap::value_parser!(u32).range(1..=256)
    )]
    pub depth: u32,
    /// What to print: text (an indented tree) or json (one object).
    #[arg(long, value_enum, value_name = "FORMAT", default_value_t = TreeFormat::Text)]
    pub format: TreeFormat,
}

/// The formats of `tree`, described in its `--help` text (doc comments here would switch clap
/// to its long help layout for `tree` alone).
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum TreeFormat {
    #[allow(missing_docs)]
    Text,
    #[allow(missing_docs)]
    Json,
}

/// Arguments of `stepdoku hint`.
#[derive(Debug, Args)]
pub struct HintArgs {
    /// The puzzles.
    #[command(flatten)]
    pub input: BatchInput,
    /// Add the step in words, and the pattern of a technique.
    #[arg(long)]
    pub explain: bool,
    /// Add the candidates of every cell of the board as it stands.
    #[arg(long)]
    pub candidates: bool,
}

/// Arguments of `stepdoku check`.
#[derive(Debug, Args)]
pub struct CheckArgs {
    /// The puzzles.
    #[command(flatten)]
    pub input: BatchInput,
    /// How many threads work at once.
    #[command(flatten)]
    pub jobs: JobsArgs,
    /// What to print for each puzzle: text (a line), json (an object per line), fpuzzles
    /// (the puzzle as an f-puzzles object per line) or link (its f-puzzles link).
    #[arg(long, value_enum, value_name = "FORMAT", default_value_t = CheckFormat::Text)]
    pub format: CheckFormat,
}

/// The formats of `check`, described in the help of `--format`: doc comments here would
/// switch clap to its long help layout for `check` alone.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum CheckFormat {
    #[allow(missing_docs)]
    Text,
    #[allow(missing_docs)]
    Json,
    #[allow(missing_docs)]
    Fpuzzles,
    #[allow(missing_docs)]
    Link,
}

/// How many threads a batch command works on.
#[derive(Debug, Args)]
pub struct JobsArgs {
    /// Work on N threads at once [default: one per core]; the output is the same for every N.
    #[arg(
        long,
        value_name = "N",
        allow_negative_numbers = true,
        value_parser = clap::value_parser!(u64).range(1..=1024)
    )]
    pub jobs: Option<u64>,
}

impl JobsArgs {
    /// The number of threads: `--jobs`, else one per core the system offers.
    pub fn threads(&self) -> usize {
        match self.jobs {
            Some(n) => usize::try_from(n).unwrap_or(usize::MAX),
            None => std::thread::available_parallelism().map_or(1, usize::from),
        }
    }
}

/// The puzzle a screen opens on (the visualizer, the race, a recording): a file, the bundled
/// puzzles without one, or cells on the command line; and which puzzle of them.
#[derive(Debug, Args)]
pub struct ScreenInput {
    /// Puzzle file (- for standard input); without it, the puzzles built into stepdoku.
    #[arg(value_name = "FILE")]
    pub file: Option<PathBuf>,
    /// One puzzle given as its cells instead of a file.
    #[command(flatten)]
    pub given: PuzzleArg,
    /// Which puzzle of the file.
    #[command(flatten)]
    pub pick: PickArgs,
}

/// The puzzles a batch command (`solve`, `check`, `estimate`) works through: every puzzle of
/// FILE, or the one `--index` picks, or the `--puzzle` cells.
#[derive(Debug, Args)]
pub struct BatchInput {
    /// Puzzle file (- for standard input).
    #[arg(value_name = "FILE", required_unless_present = "puzzle")]
    pub file: Option<PathBuf>,
    /// One puzzle given as its cells instead of a file.
    #[command(flatten)]
    pub given: PuzzleArg,
    /// Which puzzle of the file (default: every one).
    #[command(flatten)]
    pub pick: PickArgs,
}

/// A puzzle typed on the command line in place of FILE, and the size puzzles are read at.
#[derive(Debug, Args)]
pub struct PuzzleArg {
    /// One puzzle as its cells (16, 36, 64, 81, 144 or 256 of them: givens 1-9 then A-G,
    /// 0 . _ * empty), or an f-puzzles or SudokuPad link, in place of FILE
    #[arg(long, value_name = "CELLS", conflicts_with = "file")]
    pub puzzle: Option<String>,
    /// Read puzzles as N x N only (4, 6, 8, 9, 12 or 16): one of another size is an error.
    /// With 4, every line of 16 cells is a 4x4 puzzle (without it, 16 such lines with a
    /// digit above 4 are a 16x16's rows)
    #[arg(long, value_name = "N", value_parser = sizes::side)]
    pub grid: Option<usize>,
    /// Boxes of R rows by C columns, for the second shape of 6x6 (3x2), 8x8 (4x2) and
    /// 12x12 (4x3) [default: the boxes a file draws, else 2x3, 2x4, 3x4]
    #[arg(long = "box", value_name = "RxC", value_parser = sizes::box_shape)]
    pub boxes: Option<(usize, usize)>,
}

/// Choosing one puzzle of a file.
#[derive(Debug, Args)]
pub struct PickArgs {
    /// The N-th puzzle of the file, counting from 1.
    #[arg(
        long,
        value_name = "N",
        allow_negative_numbers = true,
        value_parser = clap::value_parser!(u64).range(1..)
    )]
    pub index: Option<u64>,
}

impl PickArgs {
    /// The chosen index as a `usize` (saturating: an index past the file is reported later).
    pub fn index(&self) -> Option<usize> {
        self.index.map(|n| usize::try_from(n).unwrap_or(usize::MAX))
    }
}

/// The search strategy and its seed.
#[derive(Debug, Args)]
pub struct SearchArgs {
    /// How the search picks cells and digits: a preset or parts joined by `+`; row-major is the
    /// search to watch (the help text is `strategy_parts!` and a sentence of its own).
    #[arg(
        long,
        value_name = "S",
        default_value_t = Strategy::RowMajor,
        value_parser = strategy_parser(),
        help = concat!(
            strategy_parts!(),
            "row-major (first) is the search to watch; solve, check and generate answer with \
             propagate (mrv+singles). Steps agree between commands that name the same strategy"
        )
    )]
    pub strategy: Strategy,
    /// Seed of the random strategy (default: a fresh one, which is reported).
    #[arg(long, value_name = "N", allow_negative_numbers = true)]
    pub seed: Option<u64>,
}

/// How many solutions to look for.
#[derive(Debug, Args)]
pub struct SolutionArgs {
    /// Look for every solution (up to --max-solutions).
    #[arg(long)]
    pub all: bool,
    /// Stop after N solutions [default: 1, or 1000 with --all].
    #[arg(
        long,
        value_name = "N",
        allow_negative_numbers = true,
        value_parser = clap::value_parser!(u64).range(1..)
    )]
    pub max_solutions: Option<u64>,
}

impl SolutionArgs {
    /// The solution cap of the search.
    pub fn cap(&self) -> u64 {
        match (self.max_solutions, self.all) {
            (Some(n), _) => n,
            (None, true) => ALL_CAP,
            (None, false) => 1,
        }
    }
}

/// The output formats of `solve`, described in its `--help` text ([`SOLVE_EXAMPLES`]): doc
/// comments here would switch clap to its long help layout for `solve` alone.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum Format {
    #[allow(missing_docs)]
    Grid,
    #[allow(missing_docs)]
    Line,
    #[allow(missing_docs)]
    Count,
    #[allow(missing_docs)]
    Json,
    #[allow(missing_docs)]
    Fpuzzles,
    #[allow(missing_docs)]
    Link,
}

/// Strategies, a preset's name or parts joined by `+`, checked by clap (so that a bad one is
/// a usage error that says what is wrong with it).
fn strategy_parser() -> impl TypedValueParser<Value = Strategy> {
    // `--strategies 'mrv, propagate'`: the space after a comma is no part of a name
    TrimmedParser(clap::builder::StringValueParser::new()).try_map(|name| name.parse())
}

/// A parser that reads its value without the spaces around it.
#[derive(Clone)]
struct TrimmedParser<P>(P);

impl<P: TypedValueParser> TypedValueParser for TrimmedParser<P> {
    type Value = P::Value;

    fn parse_ref(
        &self,
        cmd: &clap::Command,
        arg: Option<&clap::Arg>,
        value: &std::ffi::OsStr,
    ) -> Result<Self::Value, clap::Error> {
        let trimmed = value.to_str().map(str::trim).map(std::ffi::OsStr::new);
        self.0.parse_ref(cmd, arg, trimmed.unwrap_or(value))
    }

    fn possible_values(
        &self,
    ) -> Option<Box<dyn Iterator<Item = clap::builder::PossibleValue> + '_>> {
        self.0.possible_values()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use clap::CommandFactory;

    /// Every part a strategy is composed of is named in the help, the techniques ladder's
    /// among them.
    #[test]
    fn the_strategy_help_names_every_part() {
        let help: String = strategy_parts!()
            .split([' ', '|', ',', '(', ')', '.'])
            .map(|w| format!("[{w}]"))
            .collect();
        for strategy in stepdoku::solver::Strategy::every() {
            for part in strategy.name().split('+') {
                assert!(help.contains(&format!("[{part}]")), "{part} of {strategy}");
            }
        }
    }
    use stepdoku::parse::Forced;
    use stepdoku::sudoku::Shape;

    fn parse(args: &[&str]) -> Result<Cli, clap::Error> {
        Cli::try_parse_from(std::iter::once("stepdoku").chain(args.iter().copied()))
    }

    #[test]
    fn definition_is_consistent() {
        Cli::command().debug_assert();
    }

    #[test]
    fn grid_and_box_force_a_size() {
        let forced = |args: &[&str]| {
            let cli = parse(&[&["solve", "p.txt"], args].concat())?;
            let Some(Command::Solve(solve)) = cli.command else {
                panic!("not solve")
            };
            Ok::<_, clap::Error>(solve.input.given.forced())
        };
        // which of the two options were given, for messages that repeat them
        let shape = |n, r, c, (grid, boxes)| {
            let shape = Shape::with_box(n, r, c).unwrap();
            Ok(Ok(Some(Forced { shape, grid, boxes })))
        };
        assert_eq!(forced(&[]).map_err(|e| e.kind()), Ok(Ok(None)));
        assert_eq!(
            forced(&["--grid", "6"]).map_err(|e| e.kind()),
            shape(6, 2, 3, (true, false))
        );
        assert_eq!(
            forced(&["--box", "3x2"]).map_err(|e| e.kind()),
            shape(6, 3, 2, (false, true))
        );
        let both = ["--grid", "12", "--box", "4X3"];
        assert_eq!(
            forced(&both).map_err(|e| e.kind()),
            shape(12, 4, 3, (true, true))
        );
        assert_eq!(
            forced(&["--grid", "16"]).map_err(|e| e.kind()),
            shape(16, 4, 4, (true, false))
        );
        let misfit = forced(&["--grid", "8", "--box", "3x2"])
            .unwrap()
            .unwrap_err();
        assert_eq!(
            misfit,
            "--box 3x2 does not fit --grid 8: its boxes are 2x4 or 4x2"
        );
        for bad in [
            ["--grid", "10"],
            ["--grid", "x"],
            ["--box", "5x2"],
            ["--box", "3"],
        ] {
            let err = forced(&bad).unwrap_err();
            assert_eq!(
                err.kind(),
                clap::error::ErrorKind::ValueValidation,
                "{bad:?}"
            );
        }
    }

    #[test]
    fn a_file_alone_opens_the_visualizer() {
        let cli = parse(&["puzzle.txt", "--delay", "0", "--strategy", "mrv"]).unwrap();
        assert!(cli.command.is_none());
        assert_eq!(cli.view.input.file, Some(PathBuf::from("puzzle.txt")));
        assert_eq!(cli.view.playback.delay, 0);
        assert_eq!(cli.view.search.strategy, Strategy::Mrv);
    }

    #[test]
    fn a_command_name_is_a_command() {
        let cli = parse(&["solve", "puzzle.txt", "--all"]).unwrap();
        let Some(Command::Solve(args)) = cli.command else {
            panic!("not solve: {:?}", cli.command)
        };
        assert_eq!(args.solutions.cap(), ALL_CAP);
        assert_eq!(args.format, Format::Grid);
    }

    #[test]
    fn visualizer_arguments_do_not_mix_with_commands() {
        // the visualizer's --delay before a command name: a conflict that names the command
        let err = parse(&["--delay", "5", "solve", "p.txt"]).unwrap_err();
        assert_eq!(
            err.kind(),
            clap::error::ErrorKind::ArgumentConflict,
            "{err}"
        );
        assert_eq!(err.exit_code(), 2);
        assert!(err.to_string().contains("p.txt"), "{err}");
    }

    #[test]
    fn bad_values_are_usage_errors() {
        for args in [
            &["solve", "p.txt", "--strategy", "depth"][..],
            &["solve", "p.txt", "--index", "0"],
            &["solve", "p.txt", "--max-solutions", "0"],
            &["solve", "p.txt", "--format", "xml"],
            &["trace"],
        ] {
            let err = parse(args).unwrap_err();
            assert_eq!(err.exit_code(), 2, "{args:?}");
        }
    }

    /// The commands that answer search with propagate unless told otherwise, the commands
    /// that show a search with row-major; each says so in its help.
    #[test]
    fn defaults_that_finish_and_defaults_to_watch() {
        let solve = parse(&["solve", "p.txt"]).unwrap();
        let Some(Command::Solve(args)) = solve.command else {
            panic!("not solve")
        };
        assert_eq!(args.search.strategy, Strategy::Propagate);
        for command in [
            &["trace", "p.txt"][..],
            &["tree", "p.txt"],
            &["estimate", "p.txt"],
            &["record", "-o", "x"],
        ] {
            let search = match parse(command).unwrap().command {
                Some(Command::Trace(args)) => args.target.search,
                Some(Command::Tree(args)) => args.target.search,
                Some(Command::Estimate(args)) => args.search,
                Some(Command::Record(args)) => args.search,
                other => panic!("{other:?}"),
            };
            assert_eq!(search.strategy, Strategy::RowMajor, "{command:?}");
        }
        assert_eq!(
            parse(&["p.txt"]).unwrap().view.search.strategy,
            Strategy::RowMajor
        );
        let mut cli = Cli::command();
        for (command, default) in [
            ("solve", "[default: propagate]"),
            ("trace", "[default: row-major]"),
            ("tree", "[default: row-major]"),
            ("estimate", "[default: row-major]"),
        ] {
            let help = cli
                .find_subcommand_mut(command)
                .unwrap()
                .render_help()
                .to_string();
            assert!(help.contains(default), "{command}: {help}");
            assert!(help.contains("Steps agree"), "{command}: {help}");
        }
    }

    #[test]
    fn help_states_the_cap_of_all() {
        let help = Cli::command()
            .find_subcommand_mut("solve")
            .unwrap()
            .render_help()
            .to_string();
        assert!(help.contains(&format!("{ALL_CAP} with --all")), "{help}");
    }

    #[test]
    fn solution_caps() {
        let cap = |all, max_solutions| SolutionArgs { all, max_solutions }.cap();
        assert_eq!(cap(false, None), 1);
        assert_eq!(cap(true, None), ALL_CAP);
        assert_eq!(cap(true, Some(5)), 5);
        assert_eq!(cap(false, Some(5)), 5);
    }
}
