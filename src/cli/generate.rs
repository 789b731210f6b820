//! `stepdoku generate`: new puzzles with exactly one solution, minimal and rated, made on
//! every core and printed in the same order (the same bytes) for any number of threads.

use super::args::JobsArgs;
use super::progress::Ticker;
use super::search::fresh_seed;
use super::{Failure, Status, interrupt, json, output, report, sizes};
use clap::builder::{PossibleValuesParser, TypedValueParser};
use clap::{Args, ValueEnum};
use rayon::prelude::*;
use std::io::{self, Write};
use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::{Duration, Instant};
use stepdoku::generate::{
    self, GeneratedBoard, GeneratedVariant, Needs, Rated, Rating, Symmetry, VariantKind,
};
use stepdoku::numbers::grouped;
use stepdoku::parse::fpuzzles::Sheet;
use stepdoku::sudoku::{Pretty, Shape, Variant, cells_line};

/// `generate --help`'s closing text.
pub const EXAMPLES: &str = "\
Every puzzle has exactly one solution and is minimal: taking out any given (with symmetry, \
any pair of givens) leaves more than one, as a propagate search finds (the strategy solve \
and check answer with). --grid N makes them at any size; a 16x16 puzzle is made minimal \
within --max-seconds, or printed as it stands with a note when that runs out. Its rating is what `trace --strategy propagate` \
shows: easy needs naked singles only, medium a hidden single, hard 1 to 3 guesses (place \
lines), expert more. --needs LEVEL keeps the puzzles whose simplest level of the techniques \
ladder that solves them alone is LEVEL (naked, singles, locked, subsets, fish, wings), or \
that no level solves (guess); fish and wings puzzles are rare.

Formats:
  line   the puzzle as N*N characters (81 for 9x9), . for an empty cell, A-G for 10-16
  json   one object per puzzle per line: puzzle, solution, grid, box, clues, rating,
         guesses, needs, minimal
  grid   the puzzle drawn in rows, | between boxes and a rule between bands, then a
         blank line: it reads back with its boxes (a 6x6 of 3x2 too), where a line
         takes the default boxes of its size unless --box says otherwise
  fpuzzles  one f-puzzles JSON object per puzzle per line (its variant as f-puzzles
         keys), which f-puzzles and SudokuPad import
  link   one https://f-puzzles.com/?load=... link per puzzle

Examples:
  stepdoku generate --seed 1
  stepdoku generate --count 100 --difficulty hard > hard.txt
  stepdoku generate --needs subsets --symmetry none
  stepdoku generate --count 10 --symmetry none --format json
  stepdoku generate --difficulty expert | stepdoku trace - --strategy propagate
  stepdoku generate --grid 6 --box 3x2 --count 5
  stepdoku generate --variant killer --grid 6 --seed 1
  stepdoku generate --grid 16 --max-seconds 30

The same --seed and options print the same puzzles, whatever --jobs says (at 16x16, \
unless a puzzle runs out of time).

Exit status: 0 success; 1 a failure that is not the input's fault (a failed write, or no \
puzzle of the --difficulty or --needs in 100,000 attempts in a row: 10,000 at 12x12, 1,000 at 16x16); \
2 bad usage; 130 stopped by Ctrl-C after printing the puzzles made so far.";

/// Arguments of `stepdoku generate`.
#[derive(Debug, Args)]
pub struct GenerateArgs {
    /// Make N x N puzzles: 4, 6, 8, 9, 12 or 16 [default: 9].
    #[arg(long, value_name = "N", value_parser = sizes::side)]
    pub grid: Option<usize>,
    /// Boxes of R rows by C columns, for the second shape of 6x6 (3x2), 8x8 (4x2) and
    /// 12x12 (4x3) [default: 2x3, 2x4, 3x4].
    #[arg(long = "box", value_name = "RxC", value_parser = sizes::box_shape)]
    pub boxes: Option<(usize, usize)>,
    /// How many puzzles to print.
    #[arg(
        long,
        value_name = "N",
        default_value_t = 1,
        allow_negative_numbers = true,
        value_parser = clap::value_parser!(u64).range(1..)
    )]
    pub count: u64,
    /// Seed of the puzzles (default: a fresh one, which is reported).
    #[arg(long, value_name = "N", allow_negative_numbers = true)]
    pub seed: Option<u64>,
    /// How many threads work at once.
    #[command(flatten)]
    pub jobs: JobsArgs,
    /// Which givens go together (rotational: cells i and N*N-1-i both given or both empty).
    #[arg(long, value_name = "S", default_value = "rotational", value_parser = symmetry_parser())]
    pub symmetry: Symmetry,
    /// Print only puzzles of this rating (any: whatever rating each puzzle has).
    #[arg(long, value_name = "D", default_value = "any", value_parser = difficulty_parser())]
    pub difficulty: Difficulty,
    /// Print only puzzles that need this level of the techniques ladder: the simplest whose
    /// rules alone solve them (guess: none does).
    #[arg(long, value_name = "LEVEL", value_parser = needs_parser())]
    pub needs: Option<Needs>,
    /// Seconds each 16x16 puzzle may spend taking givens out, and each killer all of its
    /// making at any size; past them it is printed as it stands, unique but not minimal,
    /// with a note (a killer not yet unique fails).
    #[arg(long, value_name = "SECONDS", default_value_t = SIXTEEN_BUDGET)]
    pub max_seconds: u64,
    /// What to print for each puzzle.
    #[arg(long, value_enum, value_name = "FORMAT", default_value_t = GenerateFormat::Line)]
    pub format: GenerateFormat,
    /// Make variant puzzles: diagonal (both diagonals are houses), windoku (four extra
    /// houses, 9x9 only), jigsaw (random regions in place of the boxes), killer (cages over
    /// the whole grid, with as few givens as they need). Each is followed by its directive
    /// lines.
    #[arg(long, value_enum, value_name = "V")]
    pub variant: Option<VariantArg>,
}

/// The variants `--variant` names.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum VariantArg {
    #[allow(missing_docs)]
    Diagonal,
    #[allow(missing_docs)]
    Windoku,
    #[allow(missing_docs)]
    Jigsaw,
    #[allow(missing_docs)]
    Killer,
}

/// The kind of variant `--variant` asks for at `shape` (`None` for standard puzzles), or why
/// it cannot be made.
fn variant_kind(args: &GenerateArgs, shape: Shape) -> Result<Option<VariantKind>, Failure> {
    let kind = match args.variant {
        None => return Ok(None),
        Some(VariantArg::Killer) => VariantKind::Killer,
        Some(VariantArg::Diagonal) => VariantKind::Diagonal,
        Some(VariantArg::Windoku) => VariantKind::Windoku,
        Some(VariantArg::Jigsaw) => VariantKind::Jigsaw,
    };
    if let Some(why) = kind.refuses(shape) {
        return Err(Failure::Input(why));
    }
    if kind == VariantKind::Jigsaw && args.boxes.is_some() {
        let why = "--box with --variant jigsaw: the regions replace the boxes";
        return Err(Failure::Input(why.into()));
    }
    Ok(Some(kind))
}

/// One attempt's puzzle: a standard one, or a variant's.
enum Attempt {
    Standard(GeneratedBoard),
    Variant(GeneratedVariant),
}

/// A killer attempt whose time ran out before its cages had one solution: no puzzle.
struct OutOfTime;

impl Attempt {
    fn rated(&self) -> &Rated {
        match self {
            Attempt::Standard(made) => &made.rated,
            Attempt::Variant(made) => &made.rated,
        }
    }

    fn minimal(&self) -> bool {
        match self {
            Attempt::Standard(made) => made.minimal,
            Attempt::Variant(made) => made.minimal,
        }
    }

    fn clues(&self) -> usize {
        match self {
            Attempt::Standard(made) => made.clues(),
            Attempt::Variant(made) => made.clues(),
        }
    }
}

/// The formats of `generate`, described in its `--help` text ([`EXAMPLES`]): doc comments
/// here would switch clap to its long help layout.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum GenerateFormat {
    #[allow(missing_docs)]
    Line,
    #[allow(missing_docs)]
    Json,
    #[allow(missing_docs)]
    Grid,
    #[allow(missing_docs)]
    Fpuzzles,
    #[allow(missing_docs)]
    Link,
}

fn symmetry_parser() -> impl TypedValueParser<Value = Symmetry> {
    PossibleValuesParser::new(Symmetry::ALL.map(Symmetry::name)).try_map(|name| name.parse())
}

fn needs_parser() -> impl TypedValueParser<Value = Needs> {
    PossibleValuesParser::new(Needs::ALL.map(Needs::name)).try_map(|name| name.parse())
}

/// The rating `--difficulty` asks for: `None` for `any`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Difficulty(pub Option<Rating>);

fn difficulty_parser() -> impl TypedValueParser<Value = Difficulty> {
    let names = Rating::ALL.map(Rating::name).into_iter().chain(["any"]);
    PossibleValuesParser::new(names).try_map(|name| match name.as_str() {
        "any" => Ok(Difficulty(None)),
        name => name.parse().map(|rating| Difficulty(Some(rating))),
    })
}

/// `--max-seconds`'s default: ten 16x16 puzzles take a minute or so on two cores.
const SIXTEEN_BUDGET: u64 = 10;

/// Attempts made between two looks at the output: a tenth of a second or so of 9x9 attempts
/// on one core, so that Ctrl-C and the progress line answer quickly while threads stay busy.
/// Larger attempts take longer (about 4 ms at 12x12, a third of a second at 16x16, varying
/// tenfold from one to the next): fewer of them, but a few per thread so that a slow one
/// does not leave the other threads idle.
fn round(shape: Shape, jobs: usize) -> u64 {
    let attempts = match shape.side() {
        ..=9 => 512,
        12 => 32,
        _ => 1,
    };
    attempts.max(4 * jobs as u64)
}

/// Runs `generate`: attempts 0, 1, 2, … from the seed, made in parallel a round at a time,
/// printed in order when their rating is wanted, until `--count` are printed. Ctrl-C prints
/// the puzzles of the round up to the first attempt it cut short ([`Status::Interrupted`]).
pub fn run(args: &GenerateArgs) -> Result<Status, Failure> {
    let shape = sizes::forced(args.grid, args.boxes)
        .map_err(Failure::Input)?
        .unwrap_or(Shape::NINE);
    let kind = variant_kind(args, shape)?;
    let budget = Duration::from_secs(args.max_seconds);
    interrupt::install();
    let seed = args.seed.unwrap_or_else(fresh_seed);
    let jobs = args.jobs.threads();
    // one job runs on this thread: no hand-over to a worker and back at every round
    let pool = match jobs {
        1 => None,
        n => Some(
            rayon::ThreadPoolBuilder::new()
                .num_threads(n)
                .build()
                .map_err(|err| Failure::Other(err.into()))?,
        ),
    };
    let mut out = output::stdout();
    let progress = Arc::new(Made::default());
    let ticker = Ticker::start({
        let (progress, wanted) = (Arc::clone(&progress), args.count);
        move |elapsed| progress.line(wanted, elapsed)
    });
    let mut attempted = 0u64;
    let mut printed = 0u64;
    let mut fruitless = 0u64;
    while printed < args.count {
        let round = match args.picky() {
            // every attempt is printed: make no more than are wanted
            false => round(shape, jobs).min(args.count - printed),
            true => round(shape, jobs),
        };
        let attempts = attempted..attempted + round;
        let one = |index| {
            (!interrupt::requested()).then(|| {
                let deadline = match kind {
                    Some(kind) if kind.timed(shape) => Instant::now().checked_add(budget),
                    _ => generate::deadline(shape, budget),
                };
                let out_of_time = || deadline.is_some_and(|at| Instant::now() >= at);
                let symmetry = args.symmetry;
                match kind {
                    None => Ok(Attempt::Standard(generate::attempt_board(
                        shape,
                        seed,
                        index,
                        symmetry,
                        out_of_time,
                    ))),
                    Some(kind) => {
                        generate::attempt_variant(kind, shape, seed, index, symmetry, out_of_time)
                            .map(Attempt::Variant)
                            .ok_or(OutOfTime)
                    }
                }
            })
        };
        let made: Vec<Option<Result<Attempt, OutOfTime>>> = match &pool {
            Some(pool) => pool.install(|| attempts.into_par_iter().map(one).collect()),
            None => attempts.map(one).collect(),
        };
        for made in made {
            let Some(made) = made else {
                out.flush()?;
                drop(ticker);
                report(format_args!(
                    "interrupted after {} of {} puzzles; the lines above are complete",
                    grouped(printed),
                    grouped(args.count)
                ));
                return Ok(Status::Interrupted);
            };
            let Ok(made) = made else {
                out.flush()?;
                drop(ticker);
                return Err(Failure::Other(anyhow::anyhow!(
                    "puzzle {} ran out of its {} seconds (--max-seconds) before its cages had \
                     one solution, so there is no puzzle to print (give it more seconds); the \
                     lines above are complete",
                    grouped(printed + 1),
                    args.max_seconds
                )));
            };
            attempted += 1;
            fruitless += 1;
            if args.wants(&made) {
                write(&mut out, &made, args.format)?;
                printed += 1;
                fruitless = 0;
                if !made.minimal() {
                    out.flush()?;
                    report(format_args!(
                        "puzzle {} ran out of its {} seconds (--max-seconds): it has one \
                         solution but may not be minimal ({} givens)",
                        grouped(printed),
                        args.max_seconds,
                        made.clues()
                    ));
                }
                if printed == args.count {
                    break;
                }
            }
        }
        out.flush()?;
        if args.picky() && fruitless >= generate::give_up_after(shape) {
            drop(ticker);
            let rates = match args.needs {
                Some(_) => "docs/benchmarks.md has how often each level comes up",
                None => "docs/strategies.md has the ratings each size makes",
            };
            return Err(Failure::Other(anyhow::anyhow!(
                "no {} in {} attempts in a row ({rates}); the lines above are complete",
                args.wanted(shape),
                grouped(generate::give_up_after(shape))
            )));
        }
        progress.attempted.store(attempted, Ordering::Relaxed);
        progress.printed.store(printed, Ordering::Relaxed);
    }
    drop(ticker);
    Ok(Status::Clean)
}

impl GenerateArgs {
    /// Whether some puzzles are left out: `--difficulty` or `--needs` asks for one kind.
    fn picky(&self) -> bool {
        self.difficulty.0.is_some() || self.needs.is_some()
    }

    /// Whether a puzzle so rated is one `--difficulty` and `--needs` ask for.
    fn wants(&self, made: &Attempt) -> bool {
        let needs = |wanted| match made {
            Attempt::Standard(made) => made.rated.needs_of(&made.puzzle) == wanted,
            // the ladder's rules run on the variant's board: every house, and the cages'
            // sums in its candidates
            Attempt::Variant(made) => made.rated.needs_of(&made.puzzle) == wanted,
        };
        self.difficulty
            .0
            .is_none_or(|wanted| made.rated().rating == wanted)
            && self.needs.is_none_or(needs)
    }

    /// The puzzles asked for, in words: `hard 9x9 puzzle`, `9x9 puzzle that needs fish`.
    fn wanted(&self, shape: Shape) -> String {
        let n = shape.side();
        let rating = self.difficulty.0.map_or(String::new(), |r| format!("{r} "));
        let rating = match self.variant {
            Some(v) => format!(
                "{rating}{} ",
                v.to_possible_value().expect("named").get_name()
            ),
            None => rating,
        };
        let needs = self
            .needs
            .map_or(String::new(), |l| format!(" that needs {l}"));
        format!("{rating}{n}x{n} puzzle{needs}")
    }
}

/// One puzzle in `format`: a variant's followed by its directive lines (in `json`, its
/// `variant` object; no `needs`, as `check` gives none for a variant).
fn write(out: &mut impl Write, made: &Attempt, format: GenerateFormat) -> io::Result<()> {
    let (puzzle, solution, variant): (_, _, Option<&Variant>) = match made {
        Attempt::Standard(made) => (&made.puzzle, &made.solution, None),
        Attempt::Variant(made) => (
            made.puzzle.board(),
            made.solution.board(),
            Some(&made.variant),
        ),
    };
    let directives = |out: &mut dyn Write| {
        let lines = variant.map_or(Vec::new(), Variant::directives);
        lines.iter().try_for_each(|line| writeln!(out, "{line}"))
    };
    let (shape, digits) = (puzzle.shape(), puzzle.digits());
    match format {
        GenerateFormat::Line => {
            writeln!(out, "{}", cells_line(digits))?;
            directives(out)
        }
        GenerateFormat::Grid => {
            write!(out, "{}", Pretty { shape, digits })?;
            directives(out)?;
            writeln!(out)
        }
        GenerateFormat::Fpuzzles | GenerateFormat::Link => {
            let sheet = Sheet {
                shape,
                givens: digits,
                filled: None,
                variant,
                title: None,
            };
            let written = match format {
                GenerateFormat::Fpuzzles => sheet.object(),
                _ => sheet.link(),
            };
            writeln!(out, "{written}")
        }
        GenerateFormat::Json => {
            let rated = made.rated();
            let mut object = json::Object::new()
                .string("puzzle", Some(&cells_line(digits)))
                .string("solution", Some(&cells_line(solution.digits())))
                .size(shape)
                .number("clues", made.clues() as u64)
                .string("rating", Some(rated.rating.name()))
                .number("guesses", rated.guesses);
            object = match made {
                Attempt::Standard(made) => {
                    object.string("needs", Some(made.rated.needs_of(&made.puzzle).name()))
                }
                Attempt::Variant(made) => object.variant_of(&made.variant),
            };
            writeln!(
                out,
                "{}",
                object.boolean("minimal", made.minimal()).finish()
            )
        }
    }
}

/// What a run has made so far, for its progress line.
#[derive(Default)]
struct Made {
    printed: AtomicU64,
    attempted: AtomicU64,
}

impl Made {
    /// `generated 12 of 100, 1,480 attempted (2,950 a second)`.
    fn line(&self, wanted: u64, elapsed: Duration) -> String {
        let attempted = self.attempted.load(Ordering::Relaxed);
        let rate = attempted as f64 / elapsed.as_secs_f64().max(1e-3);
        format!(
            "generated {} of {}, {} attempted ({} a second)",
            grouped(self.printed.load(Ordering::Relaxed)),
            grouped(wanted),
            grouped(attempted),
            grouped(rate as u64)
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use stepdoku::generate::HARD_MAX_GUESSES;

    #[test]
    fn the_help_states_the_bound_of_hard() {
        let words = format!("hard 1 to {HARD_MAX_GUESSES} guesses");
        assert!(EXAMPLES.contains(&words), "{EXAMPLES}");
    }
}
