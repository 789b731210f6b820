//! `stepdoku estimate`: how many steps each puzzle's whole search takes, estimated from random
//! probes of its tree (Knuth, 1975) without running it; `--exact` runs it too, to compare.

use super::args::{EstimateArgs, EstimateFormat};
use super::format::{fraction_json, invalid_json, unreadable_json};
use super::input::{describe, describe_bad};
use super::parallel::{Flow, Out};
use super::records::{self, Records};
use super::search::{self, SearchPlan, drawn_seed};
use super::{Failure, Status, interrupt, json};
use std::io;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};
use stepdoku::estimate::{Estimate, Method, estimate_by};
use stepdoku::numbers::{compact, grouped};
use stepdoku::on_givens;
use stepdoku::parse::{Entry, Puzzle};
use stepdoku::solver::SearchBoard;

/// Runs `estimate` on every chosen puzzle, one record each in input order, the puzzles shared
/// out over the cores (every puzzle's probes are drawn from the one probe seed, so the
/// output is the same for any number of them). A puzzle that cannot be searched is named on
/// standard error and keeps its place as `invalid` ([`Status::BadInput`] at the end). Ctrl-C
/// prints the estimate of the puzzle under way from the probes taken so far, and stops
/// ([`Status::Interrupted`]).
pub fn run(args: &EstimateArgs) -> Result<Status, Failure> {
    interrupt::install();
    let records = Records::open(args.input.file.as_deref(), &args.input.given)?;
    let job = Job {
        plan: SearchPlan::new(&args.search, u64::MAX),
        probe_seed: args
            .probe_seed
            .unwrap_or_else(|| drawn_seed("probe seed", "--probe-seed")),
        probes: args.probes,
        method: args.method.into(),
        exact: args.exact,
        format: args.format,
    };
    let bad = AtomicBool::new(false);
    let work = |entry: &Entry, out: &mut dyn Out| match entry {
        Ok(puzzle) => job.one(&records, puzzle, out, &bad),
        Err(unreadable) => {
            out.note(records.unreadable(unreadable));
            bad.store(true, Ordering::Relaxed);
            let text = || format!("{}: invalid", describe_bad(unreadable));
            job.write_placeholder(out, text, || unreadable_json(unreadable))
        }
    };
    let threads = std::thread::available_parallelism().map_or(1, usize::from);
    let (flow, ended) = records.run(args.input.pick.index(), threads, "estimated", work)?;
    let bad = bad.load(Ordering::Relaxed);
    Ok(records::outcome(flow, ended, bad, false))
}

/// What every puzzle of a run is estimated with.
struct Job {
    plan: SearchPlan,
    probe_seed: u64,
    probes: u64,
    method: Method,
    exact: bool,
    format: EstimateFormat,
}

/// One puzzle's estimate, ready to print.
struct Estimated<'a> {
    puzzle: &'a Puzzle,
    estimate: Estimate,
    /// How long the probes took.
    elapsed: Duration,
    /// The true steps, from the whole search (`--exact`, when it ran to its end).
    steps: Option<u64>,
}

impl Job {
    /// Estimates one puzzle (and with `--exact` searches it to its end) and writes its record;
    /// raises `bad` for a puzzle whose givens conflict.
    fn one(
        &self,
        records: &Records,
        puzzle: &Puzzle,
        out: &mut dyn Out,
        bad: &AtomicBool,
    ) -> io::Result<Flow> {
        let at = records.at_line(puzzle.line);
        let givens = match puzzle.givens() {
            Ok(givens) => givens,
            Err(err) => {
                out.note(format!("{at}: {err}"));
                bad.store(true, Ordering::Relaxed);
                let text = || format!("{}: invalid", describe(puzzle));
                return self.write_placeholder(out, text, || invalid_json(puzzle, &err));
            }
        };
        on_givens!(givens, p => self.searched(out, puzzle, p, &at))
    }

    /// Estimates one puzzle whose givens hold no conflict, and writes its result.
    fn searched<P: SearchBoard>(
        &self,
        out: &mut dyn Out,
        puzzle: &Puzzle,
        givens: P,
        at: &str,
    ) -> io::Result<Flow> {
        let started = Instant::now();
        let config = self.plan.config();
        let (probes, seed) = (self.probes, self.probe_seed);
        let found = estimate_by(self.method, givens.clone(), config, probes, seed, || {
            interrupt::requested()
        });
        let elapsed = started.elapsed();
        let stopped = |what: String| format!("interrupted in {at} {what}; {ABOVE}");
        if found.probes < self.probes {
            let note = stopped(format!("after {} probes", grouped(found.probes)));
            return self.write_stopped(out, puzzle, found, elapsed, note);
        }
        let mut steps = None;
        if self.exact {
            let whole = search::run(givens, config, 0);
            if whole.interrupted {
                let made = grouped(whole.stats.steps);
                let note = stopped(format!("after {made} steps of its whole search"));
                return self.write_stopped(out, puzzle, found, elapsed, note);
            }
            steps = Some(whole.stats.steps);
        }
        let estimated = Estimated {
            puzzle,
            estimate: found,
            elapsed,
            steps,
        };
        self.write(out, &estimated)?;
        Ok(Flow::Go)
    }

    /// Writes the estimate of a puzzle that Ctrl-C stopped, then `note` on standard error.
    fn write_stopped(
        &self,
        out: &mut dyn Out,
        puzzle: &Puzzle,
        estimate: Estimate,
        elapsed: Duration,
        note: String,
    ) -> io::Result<Flow> {
        let estimated = Estimated {
            puzzle,
            estimate,
            elapsed,
            steps: None,
        };
        self.write(out, &estimated)?;
        out.note(note);
        Ok(Flow::Stop)
    }

    /// Writes one puzzle's record in the run's format.
    fn write(&self, out: &mut dyn Out, estimated: &Estimated) -> io::Result<()> {
        let line = match self.format {
            EstimateFormat::Text => text(estimated, &self.plan),
            EstimateFormat::Json => to_json(estimated, &self.plan, self.probe_seed),
        };
        writeln!(out, "{line}")
    }

    /// Writes the place of a puzzle that was not estimated: `text()` in text, `json()` in
    /// json, so that record N is still puzzle N.
    fn write_placeholder(
        &self,
        out: &mut dyn Out,
        text: impl FnOnce() -> String,
        json: impl FnOnce() -> String,
    ) -> io::Result<Flow> {
        let line = match self.format {
            EstimateFormat::Text => text(),
            EstimateFormat::Json => json(),
        };
        writeln!(out, "{line}")?;
        Ok(Flow::Go)
    }
}

/// What an interrupted puzzle's note ends with.
const ABOVE: &str = "the estimates above are what was found";

/// Estimates at and above this print in scientific form (`1.5e24`): digits past the first
/// few mean nothing there, and a blank grid's tree runs to 25 of them.
const SCIENTIFIC: f64 = 1e12;

/// Steps as people read them: `823,410`, or `1.5e24` for a huge tree.
fn steps_text(steps: f64) -> String {
    if steps >= SCIENTIFIC {
        format!("{steps:.1e}")
    } else {
        grouped(steps.round() as u64)
    }
}

/// A number of solutions as people read it: three significant digits (`1.02`, `288`,
/// `28,200,960`), and from a million on in scientific form (`6.67e21`).
fn solutions_text(solutions: f64) -> String {
    if solutions >= 1e6 {
        format!("{solutions:.2e}")
    } else if solutions >= 100.0 {
        grouped(solutions.round() as u64)
    } else {
        let rounded: f64 = format!("{solutions:.2e}").parse().unwrap_or(solutions);
        format!("{rounded}")
    }
}

/// A number of steps in JSON: a whole number, or in scientific form (six significant
/// digits) for a huge tree.
fn steps_json(steps: f64) -> String {
    if steps >= SCIENTIFIC {
        // the shortest form of the rounded value: `1.5e24`, not `1.50000e24`
        let rounded: f64 = format!("{steps:.5e}").parse().unwrap_or(steps);
        format!("{rounded:e}")
    } else {
        format!("{}", steps.round() as u64)
    }
}

/// The expected nodes at each depth, as JSON: six significant digits each.
fn levels_json(levels: &[f64]) -> String {
    let numbers: Vec<String> = levels
        .iter()
        .map(|&nodes| significant_json(nodes))
        .collect();
    format!("[{}]", numbers.join(","))
}

/// A number as JSON with six significant digits, in scientific form from 10^12 on.
fn significant_json(x: f64) -> String {
    let rounded: f64 = format!("{x:.5e}").parse().unwrap_or(x);
    if rounded >= SCIENTIFIC {
        format!("{rounded:e}")
    } else {
        format!("{rounded}")
    }
}

/// `puzzle 1 (line 1), row-major: ≈ 823,410 steps (712,050–934,770), ≈ 1.02 solutions
/// (0.98–1.06) from 100,000 probes, 1.2M a second`, `uncertain` after the steps' interval
/// when it cannot be trusted, and with `--exact` `; exact 904,384 steps, ratio 0.91`.
fn text(estimated: &Estimated, plan: &SearchPlan) -> String {
    let e = &estimated.estimate;
    let (low, high) = e.interval();
    let (fewest, most) = e.solutions_interval();
    let uncertain = if e.uncertain() { ", uncertain" } else { "" };
    // an interval of 0–0 would claim too much: only that no probe met a solution is known
    let solutions = if e.solutions > 0.0 {
        let [n, low, high] = [e.solutions, fewest, most].map(solutions_text);
        format!("≈ {n} solutions ({low}–{high})")
    } else {
        "≈ 0 solutions (no probe reached one)".to_string()
    };
    let mut line = format!(
        "{}, {}: ≈ {} steps ({}–{}){uncertain}, {solutions} from {} probes, {} a second",
        describe(estimated.puzzle),
        plan.strategy,
        steps_text(e.steps),
        steps_text(low),
        steps_text(high),
        grouped(e.probes),
        compact(per_second(e.probes, estimated.elapsed)),
    );
    if let Some(steps) = estimated.steps {
        line.push_str(&format!(
            "; exact {} steps, ratio {:.2}",
            grouped(steps),
            ratio(e.steps, steps)
        ));
    }
    line
}

/// Probes a second, over `elapsed`.
fn per_second(probes: u64, elapsed: Duration) -> u64 {
    (probes as f64 / elapsed.as_secs_f64().max(1e-6)) as u64
}

/// The estimate over the true steps.
fn ratio(estimate: f64, steps: u64) -> f64 {
    estimate / steps.max(1) as f64
}

/// One puzzle's record as a JSON object: the header (`index`, `line`, `label`, `puzzle`,
/// `grid`, `box`), `strategy`, `steps_estimate`,
/// `standard_error`, `low`, `high`, `probes`, `probe_seed` (a string, as seeds are), `levels`,
/// and with `--exact` `steps` and `ratio`.
fn to_json(estimated: &Estimated, plan: &SearchPlan, probe_seed: u64) -> String {
    let e = &estimated.estimate;
    let (low, high) = e.interval();
    let (fewest, most) = e.solutions_interval();
    let object = json::Object::new()
        .header(estimated.puzzle)
        .string("strategy", Some(plan.strategy.name()))
        .raw("steps_estimate", &steps_json(e.steps))
        .raw("standard_error", &steps_json(e.standard_error))
        .raw("low", &steps_json(low))
        .raw("high", &steps_json(high))
        .boolean("uncertain", e.uncertain())
        .raw("solutions_estimate", &significant_json(e.solutions))
        .raw("solutions_low", &significant_json(fewest))
        .raw("solutions_high", &significant_json(most))
        .number("probes", e.probes)
        .string("probe_seed", Some(&probe_seed.to_string()))
        .raw("levels", &levels_json(&e.levels));
    match estimated.steps {
        Some(steps) => object
            .number("steps", steps)
            .raw("ratio", &fraction_json(ratio(e.steps, steps))),
        None => object,
    }
    .finish()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn huge_trees_are_in_scientific_form() {
        assert_eq!(steps_text(823_410.4), "823,410");
        assert_eq!(steps_text(999_999_999_999.0), "999,999,999,999");
        assert_eq!(steps_text(1.5e24), "1.5e24");
        assert_eq!(steps_json(823_410.6), "823411");
        assert_eq!(steps_json(1.5e24), "1.5e24");
        assert_eq!(steps_json(1.234_567_8e13), "1.23457e13");
        assert_eq!(
            levels_json(&[1.0, 0.1 + 0.2, 2.0 / 3.0, 3e20]),
            "[1,0.3,0.666667,3e20]"
        );
    }
}
