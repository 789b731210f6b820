//! `stepdoku race`: the strategies side by side on one puzzle. At a terminal it opens the race
//! view; with `--format` (or when standard output is not a terminal) it races each chosen
//! puzzle headless and prints the ranking, as JSON or a small table.

use super::args::{Format, RaceArgs, RaceFormat, SearchArgs};
use super::input::{InputFile, describe, describe_bad, unreadable};
use super::progress::{COUNTS, Ticker};
use super::search::{self, SearchResult};
use super::{Failure, Status, interrupt, json, output, report};
use std::io::{IsTerminal, Write};
use stepdoku::numbers::grouped;
use stepdoku::on_givens;
use stepdoku::parse::{Entry, Puzzle};
use stepdoku::race::{MAX_LANES, Placed, rank};
use stepdoku::solver::{Config, SearchBoard, Strategy};
use stepdoku::sudoku::NineBoard;

/// One strategy's run to its first solution.
struct Lane<P: SearchBoard = NineBoard> {
    strategy: Strategy,
    result: SearchResult<P>,
}

impl<P: SearchBoard> Lane<P> {
    /// Steps to the end of the race for this lane: to its first solution, else to the `Done`
    /// of its exhausted search (the lane's `steps`: a search capped at its first solution has
    /// no `Done`).
    fn events(&self) -> u64 {
        self.result.stats.steps
    }
}

/// The lanes of one puzzle, best first, each with its place (ties share a place) and ratio.
fn ranked<P: SearchBoard>(lanes: Vec<Lane<P>>) -> Vec<(Placed, Lane<P>)> {
    let ends: Vec<Option<u64>> = lanes.iter().map(|lane| Some(lane.events())).collect();
    let mut lanes: Vec<Option<Lane<P>>> = lanes.into_iter().map(Some).collect();
    rank(&ends)
        .into_iter()
        .filter_map(|placed| Some((placed, lanes[placed.lane].take()?)))
        .collect()
}

/// Runs `race`: the race view at a terminal, else (or with `--format`) headless.
pub fn run(args: RaceArgs) -> Result<Status, Failure> {
    let lanes = distinct(&args.strategies)?;
    let format = match args.format {
        Some(format) => format,
        None if std::io::stdout().is_terminal() => return view(args, lanes),
        None => RaceFormat::Text,
    };
    let input = match (&args.input.file, &args.input.given.puzzle) {
        (None, None) => None,
        (file, _) => Some(InputFile::open(file.as_deref(), &args.input.given)?),
    };
    let bundled;
    let records: &[Entry] = match &input {
        Some(input) => input.select(args.input.pick.index())?,
        None => {
            bundled = [crate::common::bundled::puzzle(args.input.pick.index())
                .map_err(|e| Failure::Input(e.to_string()))?]
            .map(Ok);
            &bundled
        }
    };
    let seed = lanes
        .iter()
        .any(|s| s.is_random())
        .then(|| args.seed.unwrap_or_else(search::fresh_seed));
    interrupt::install();
    let mut out = output::stdout();
    let mut status = Status::Clean;
    COUNTS.total(records.len() as u64);
    let ticker = Ticker::start(|elapsed| COUNTS.line(Some("raced"), elapsed));
    let name = input.as_ref().map_or("bundled", |i| i.name());
    for record in records {
        // a record that cannot be raced keeps its place, as in solve: `invalid`, exit 2
        let raced = record
            .as_ref()
            .map_err(|bad| unreadable(name, bad))
            .and_then(|puzzle| {
                let at = format!("{name}:{}", puzzle.line);
                Ok((
                    puzzle,
                    puzzle.givens().map_err(|err| format!("{at}: {err}"))?,
                ))
            });
        let (puzzle, givens) = match raced {
            Ok(raced) => raced,
            Err(why) => {
                report(format_args!("{why}: nothing to race"));
                write_invalid(&mut out, format, record)?;
                status = Status::BadInput;
                COUNTS.finished();
                continue;
            }
        };
        let raced = on_givens!(givens, p => write_race(&mut out, format, puzzle, race(p, &lanes, seed), seed))?;
        if !raced {
            // a lane cut short would rank wrongly: the puzzle is left out
            drop(ticker);
            report(format_args!(
                "interrupted in {name}:{}; the rankings above are complete",
                puzzle.line
            ));
            return Ok(Status::Interrupted);
        }
        out.flush()?;
        COUNTS.finished();
    }
    drop(ticker);
    Ok(status)
}

/// Writes the ranking of `lanes` in `format`; false, writing nothing, when Ctrl-C cut the
/// race short.
fn write_race<P: SearchBoard>(
    out: &mut impl Write,
    format: RaceFormat,
    puzzle: &Puzzle,
    lanes: Vec<Lane<P>>,
    seed: Option<u64>,
) -> std::io::Result<bool> {
    if interrupt::requested() {
        return Ok(false);
    }
    let ranking = ranked(lanes);
    match format {
        RaceFormat::Json => writeln!(out, "{}", to_json(puzzle, &ranking, seed))?,
        RaceFormat::Text => write_table(out, puzzle, &ranking)?,
    }
    Ok(true)
}

/// The place of a record that was not raced: its heading and `invalid` in text, and in JSON
/// the object `solve` writes for it.
fn write_invalid(out: &mut impl Write, format: RaceFormat, record: &Entry) -> std::io::Result<()> {
    if format == RaceFormat::Text {
        let heading = record.as_ref().map_or_else(describe_bad, describe);
        return writeln!(out, "{heading}\n  invalid");
    }
    let format = Format::Json;
    match record {
        Ok(puzzle) => match puzzle.givens() {
            Err(err) => format.write_invalid(out, puzzle, &err),
            Ok(_) => Ok(()),
        },
        Err(bad) => format.write_unreadable(out, bad),
    }
}

/// The strategies, each once, at most [`MAX_LANES`].
fn distinct(strategies: &[Strategy]) -> Result<Vec<Strategy>, Failure> {
    if strategies.len() > MAX_LANES {
        return Err(Failure::Input(format!(
            "--strategies lists {} strategies; a race takes 1 to {MAX_LANES}",
            strategies.len()
        )));
    }
    let mut lanes: Vec<Strategy> = Vec::new();
    for &s in strategies {
        if lanes.contains(&s) {
            return Err(Failure::Input(format!("--strategies lists {s} twice")));
        }
        lanes.push(s);
    }
    Ok(lanes)
}

/// Each strategy's search of `givens` to its first solution.
fn race<P: SearchBoard>(givens: P, lanes: &[Strategy], seed: Option<u64>) -> Vec<Lane<P>> {
    lanes
        .iter()
        .map(|&strategy| {
            let config = Config {
                strategy,
                seed: seed.unwrap_or(0),
                max_solutions: 1,
            };
            Lane {
                strategy,
                result: search::run(givens.clone(), config, 0),
            }
        })
        .collect()
}

/// One line of JSON: the puzzle, each lane's counters with its place and ratio, the ranking.
fn to_json<P: SearchBoard>(
    puzzle: &Puzzle,
    ranking: &[(Placed, Lane<P>)],
    seed: Option<u64>,
) -> String {
    let lanes: Vec<String> = ranking
        .iter()
        .map(|(placed, lane)| {
            let stats = &lane.result.stats;
            let seed = lane
                .strategy
                .is_random()
                .then(|| seed.map(|s| s.to_string()))
                .flatten();
            json::Object::new()
                .string("strategy", Some(lane.strategy.name()))
                .string("seed", seed.as_deref())
                .number("place", placed.place as u64)
                .number("events", lane.events())
                .raw("ratio", &format!("{:.2}", placed.ratio))
                .counters(stats)
                .finish()
        })
        .collect();
    json::Object::new()
        .header(puzzle)
        .raw("lanes", &format!("[{}]", lanes.join(",")))
        .strings("ranking", ranking.iter().map(|(_, l)| l.strategy.name()))
        .finish()
}

/// The puzzle's heading, then a row per lane, best first, each column as wide as its
/// header or its widest number (a row-major search can take billions of steps).
fn write_table<P: SearchBoard>(
    out: &mut impl Write,
    puzzle: &Puzzle,
    ranking: &[(Placed, Lane<P>)],
) -> std::io::Result<()> {
    writeln!(out, "{}", describe(puzzle))?;
    let rows: Vec<[String; 7]> = ranking
        .iter()
        .map(|(placed, lane)| {
            let stats = &lane.result.stats;
            let result = if stats.solutions > 0 {
                "solved"
            } else {
                "no solution"
            };
            [
                placed.ordinal(),
                lane.strategy.name().to_string(),
                grouped(lane.events()),
                placed.times(),
                grouped(stats.guesses()),
                grouped(stats.dead_ends),
                result.to_string(),
            ]
        })
        .collect();
    // the narrowest each column is, so that small races keep one layout
    let header = [
        ("place", 5),
        ("strategy", 9),
        ("steps", 12),
        ("ratio", 10),
        ("guesses", 10),
        ("dead ends", 10),
        ("result", 0),
    ];
    let widths: Vec<usize> = (0..header.len())
        .map(|k| {
            let widest = rows.iter().map(|row| row[k].chars().count()).max();
            header[k].1.max(widest.unwrap_or(0))
        })
        .collect();
    let line = |cells: [&str; 7]| {
        let mut text = String::from(" ");
        for (k, cell) in cells.iter().enumerate() {
            let width = widths[k];
            // names on the left, numbers on the right, the last column as it is
            let cell = match k {
                0 | 1 => format!("{cell:<width$}"),
                6 => cell.to_string(),
                _ => format!("{cell:>width$}"),
            };
            text.push(' ');
            text.push_str(&cell);
            if k < 6 {
                text.push(' ');
            }
        }
        text
    };
    writeln!(out, "{}", line(header.map(|(name, _)| name)))?;
    for row in &rows {
        writeln!(out, "{}", line(row.each_ref().map(String::as_str)))?;
    }
    Ok(())
}

/// At a terminal: the race view.
fn view(args: RaceArgs, lanes: Vec<Strategy>) -> Result<Status, Failure> {
    let search = SearchArgs {
        strategy: lanes[0],
        seed: args.seed,
    };
    let (options, name) = super::screen_options(args.input, &search, args.playback.delay)?;
    // the race view is the visualizer's: the config's theme and keys, not its strategy
    let file = crate::config::load(false).map_err(Failure::Input)?;
    let options = crate::tui::Options {
        paused: args.paused,
        palette: file.theme.unwrap_or_default(),
        keys: file.keys,
        ..options
    };
    crate::tui::run_race(options, lanes).map_err(|err| super::refused_or(err, name.as_deref()))?;
    Ok(Status::Clean)
}

#[cfg(test)]
mod tests {
    use super::*;
    use stepdoku::parse::parse_str;
    use stepdoku::timeline::{Target, Timeline};

    const P85: &str =
        "85...24..72......9..4.........1.7..23.5...9...4...........8..7..17..........36.4.";

    /// Numbers wider than the columns' usual room widen their column, and every column of
    /// every row still ends where the header's does.
    #[test]
    fn the_table_widens_a_column_for_big_numbers() {
        let puzzle = &parse_str(P85).unwrap()[0];
        let mut lanes = race(puzzle.grid().unwrap(), &Strategy::ALL, Some(5));
        for (lane, guesses) in lanes.iter_mut().zip([1, 28_312, 45_338_721, 116_038_117]) {
            (lane.result.stats.placements, lane.result.stats.forced) = (guesses, 0);
        }
        let mut out = Vec::new();
        write_table(&mut out, puzzle, &ranked(lanes)).unwrap();
        let text = String::from_utf8(out).unwrap();
        let lines: Vec<&str> = text.lines().skip(1).collect();
        assert!(text.contains(" 116,038,117 "), "{text}");
        // the right edge of the guesses column, read off the header, is every row's too
        let edge = lines[0].find("guesses").unwrap() + "guesses".len();
        for line in &lines[1..] {
            let before: String = line.chars().take(edge).collect();
            assert!(before.ends_with(|c: char| c.is_ascii_digit()), "{text}");
            assert_eq!(line.chars().nth(edge), Some(' '), "{text}");
        }
    }

    #[test]
    fn events_are_the_step_of_the_first_solution_as_the_race_view_counts_them() {
        let givens = parse_str(P85).unwrap()[0].grid().unwrap();
        for lane in race(givens, &Strategy::ALL, Some(5)) {
            let config = Config {
                strategy: lane.strategy,
                seed: 5,
                max_solutions: 1,
            };
            let mut t = Timeline::new(givens, config);
            t.run(Target::End, u64::MAX);
            assert_eq!(Some(lane.events()), t.end(), "{}", lane.strategy);
        }
        let unsolvable = parse_str(&format!("12345678.........9{}", ".".repeat(63))).unwrap();
        let givens = unsolvable[0].grid().unwrap();
        for lane in race(givens, &[Strategy::Mrv], None) {
            let mut t = Timeline::new(
                givens,
                Config {
                    strategy: Strategy::Mrv,
                    seed: 0,
                    max_solutions: 1,
                },
            );
            t.run(Target::End, u64::MAX);
            assert_eq!(Some(lane.events()), t.end());
        }
    }

    #[test]
    fn places_follow_events_and_ties_share() {
        let givens = parse_str(P85).unwrap()[0].grid().unwrap();
        let ranking = ranked(race(givens, &Strategy::ALL, Some(5)));
        let names: Vec<&str> = ranking.iter().map(|(_, l)| l.strategy.name()).collect();
        assert_eq!(names, ["propagate", "mrv", "random", "row-major"]);
        let places: Vec<usize> = ranking.iter().map(|(p, _)| p.place).collect();
        assert_eq!(places, [1, 2, 3, 4]);
        let tied = ranked(race(givens, &[Strategy::Mrv, Strategy::Mrv], None));
        assert_eq!(
            tied.iter().map(|(p, _)| p.place).collect::<Vec<_>>(),
            [1, 1]
        );
    }
}
