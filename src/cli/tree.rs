//! `stepdoku tree`: where the steps of a search went, as the tree of its guesses with the
//! steps of each subtree, down to `--depth` levels.

use super::args::{TreeArgs, TreeFormat};
use super::input::describe;
use super::progress::{COUNTS, Steps, Ticker};
use super::search::Chosen;
use super::{Failure, Status, interrupt, json, output, report};
use std::io::{self, Write};
use stepdoku::numbers::{grouped, share};
use stepdoku::on_givens;
use stepdoku::solver::SearchBoard;
use stepdoku::tree::{Guess, Tree, TreeBuilder};

/// Steps between two looks at Ctrl-C (well under a millisecond).
const POLL_EVERY: u64 = 1 << 16;

/// Runs `tree` on the chosen puzzle (default: the first): one pass over the search's events,
/// then the tree as text or JSON. Ctrl-C prints the tree of the steps so far
/// ([`Status::Interrupted`]).
pub fn run(args: &TreeArgs) -> Result<Status, Failure> {
    interrupt::install();
    let Some(Chosen {
        input,
        puzzle,
        givens,
        plan,
    }) = Chosen::of(&args.target)?
    else {
        return Ok(Status::BadInput);
    };
    let mut solver = on_givens!(givens, p => p.solver(plan.config()));
    let mut builder = TreeBuilder::new(args.depth);
    let mut interrupted = false;
    let ticker = Ticker::start(|elapsed| COUNTS.line(None, elapsed));
    let mut steps = Steps::new();
    while builder.run(&mut solver, POLL_EVERY) == POLL_EVERY {
        steps.at(solver.stats().steps);
        if interrupt::requested() {
            interrupted = true;
            break;
        }
    }
    drop(ticker);
    let tree = builder.tree();
    let mut out = output::stdout();
    match args.format {
        TreeFormat::Text => {
            let heading = format!("{}, {}", describe(&puzzle), plan.strategy);
            write_text(&mut out, &heading, &tree)?;
        }
        TreeFormat::Json => {
            let head = json::Object::new().header(&puzzle);
            writeln!(out, "{}", to_json(&tree, head))?
        }
    }
    out.flush()?;
    if interrupted {
        report(format_args!(
            "interrupted in {} after {} steps; the tree above is the search so far",
            input.at(&puzzle),
            grouped(tree.steps)
        ));
        return Ok(Status::Interrupted);
    }
    let found = solver.stats().solutions;
    if args.target.solutions.all && solver.is_finished() && !solver.is_exhausted() {
        report(super::search::capped_note(&input.at(&puzzle), found));
    }
    Ok(Status::Clean)
}

/// `tree --format json`'s output for the whole search of `givens` with `config`, keeping
/// `depth` levels (the tree panel's test reads it).
#[cfg(test)]
pub(crate) fn json_of(
    givens: stepdoku::sudoku::Board,
    config: stepdoku::solver::Config,
    depth: u32,
) -> String {
    let shape = givens.shape();
    let mut solver = stepdoku::solver::Solver::of_board(givens, config);
    let mut builder = TreeBuilder::new(depth);
    while builder.run(&mut solver, POLL_EVERY) == POLL_EVERY {}
    to_json(&builder.tree(), json::Object::new().size(shape))
}

/// The tree as one JSON object after `head` (the puzzle's header): `{…,"grid":9,"box":"3x3",
/// "steps":N,"children":[{"cell":"r8c3","digit":4,"step":K,"steps":N,"outcome":"refuted",
/// "children":[...]},...]}`.
fn to_json(tree: &Tree, head: json::Object) -> String {
    head.number("steps", tree.steps)
        .raw("children", &json_children(&tree.children))
        .finish()
}

fn json_children(guesses: &[Guess]) -> String {
    let objects: Vec<String> = guesses
        .iter()
        .map(|g| {
            json::Object::new()
                .string("cell", Some(&g.cell.to_string()))
                .number("digit", u64::from(g.digit))
                .number("step", g.step)
                .number("steps", g.steps)
                .string("outcome", Some(g.outcome.name()))
                .raw("children", &json_children(&g.children))
                .finish()
        })
        .collect();
    format!("[{}]", objects.join(","))
}

/// The tree as text: a heading with the total, then one guess per line, indented two spaces a
/// level, with its steps, its share of the total and its outcome; under a guess of the
/// deepest level shown, how many guesses lie deeper.
fn write_text(out: &mut impl Write, heading: &str, tree: &Tree) -> io::Result<()> {
    let guesses = count_guesses(&tree.children) + tree.deeper;
    writeln!(
        out,
        "{heading}: {} steps, {}",
        grouped(tree.steps),
        guesses_in_words(guesses, "")
    )?;
    let layout = Layout {
        label: widest(&tree.children, 0).max("r9c9=9".len()),
        steps: grouped(tree.steps).len(),
        total: tree.steps,
    };
    for guess in &tree.children {
        layout.write(out, guess, 0)?;
    }
    Ok(())
}

/// Every guess kept in `guesses` and below.
fn count_guesses(guesses: &[Guess]) -> u64 {
    guesses.iter().map(|g| 1 + count_guesses(&g.children)).sum()
}

/// The widest label of `guesses`, at `level`, and below, indented two spaces a level
/// (`r16c16=G` is wider than `r9c9=9`).
fn widest(guesses: &[Guess], level: usize) -> usize {
    guesses
        .iter()
        .map(|g| (2 * level + g.label().len()).max(widest(&g.children, level + 1)))
        .max()
        .unwrap_or(0)
}

/// The widths of the text's columns.
struct Layout {
    /// The indented labels.
    label: usize,
    /// The step counts.
    steps: usize,
    /// The steps of the whole search, for the shares.
    total: u64,
}

impl Layout {
    /// `guess` at `level` (0: the first), then the guesses inside it.
    fn write(&self, out: &mut impl Write, guess: &Guess, level: usize) -> io::Result<()> {
        let indent = "  ".repeat(level);
        let label = format!("{indent}{}", guess.label());
        writeln!(
            out,
            "{label:<lw$}  {:>sw$} steps  {:>6}  {}",
            grouped(guess.steps),
            share(guess.steps, self.total),
            guess.outcome.name(),
            lw = self.label,
            sw = self.steps,
        )?;
        for child in &guess.children {
            self.write(out, child, level + 1)?;
        }
        if guess.children.is_empty() && guess.deeper > 0 {
            writeln!(out, "{indent}  {}", guesses_in_words(guess.deeper, "more "))?;
        }
        Ok(())
    }
}

/// `1 guess`, `4,036 guesses`, `12 more guesses` (with `more ` before the noun).
fn guesses_in_words(n: u64, before: &str) -> String {
    let noun = if n == 1 { "guess" } else { "guesses" };
    format!("{} {before}{noun}", grouped(n))
}

#[cfg(test)]
mod tests {
    use super::*;
    use stepdoku::solver::Event;
    use stepdoku::sudoku::Shape;
    use stepdoku::tree::Outcome;

    fn small_tree(levels: u32) -> Tree {
        let place = |name: &str, digit| Event::Place {
            cell: name.parse().unwrap(),
            digit,
        };
        let undo = |name: &str, digit| Event::Undo {
            cell: name.parse().unwrap(),
            digit,
            forced: false,
        };
        let mut builder = TreeBuilder::new(levels);
        for event in [
            place("r1c1", 1),
            place("r1c2", 3),
            Event::DeadEnd {
                cell: "r1c3".parse().unwrap(),
            },
            undo("r1c2", 3),
            undo("r1c1", 1),
            place("r1c1", 2),
            Event::Solution { number: 1 },
        ] {
            builder.feed(event);
        }
        builder.tree()
    }

    #[test]
    fn text_is_an_indented_tree_with_steps_shares_and_outcomes() {
        let mut out = Vec::new();
        write_text(&mut out, "puzzle 1 (line 1), mrv", &small_tree(2)).unwrap();
        assert_eq!(
            String::from_utf8(out).unwrap(),
            "puzzle 1 (line 1), mrv: 7 steps, 3 guesses\n\
             r1c1=1    5 steps   71.4%  refuted\n\
             \x20 r1c2=3  3 steps   42.9%  refuted\n\
             r1c1=2    2 steps   28.6%  solution\n"
        );
        let mut out = Vec::new();
        write_text(&mut out, "p", &small_tree(1)).unwrap();
        assert_eq!(
            String::from_utf8(out).unwrap(),
            "p: 7 steps, 3 guesses\n\
             r1c1=1  5 steps   71.4%  refuted\n\
             \x20 1 more guess\n\
             r1c1=2  2 steps   28.6%  solution\n"
        );
    }

    #[test]
    fn json_nests_the_children() {
        let tree = small_tree(2);
        assert_eq!(tree.children[1].outcome, Outcome::Solution);
        assert_eq!(
            to_json(&tree, json::Object::new().size(Shape::NINE)),
            "{\"grid\":9,\"box\":\"3x3\",\"steps\":7,\"children\":[\
             {\"cell\":\"r1c1\",\"digit\":1,\"step\":1,\"steps\":5,\"outcome\":\"refuted\",\
             \"children\":[{\"cell\":\"r1c2\",\"digit\":3,\"step\":2,\"steps\":3,\
             \"outcome\":\"refuted\",\"children\":[]}]},\
             {\"cell\":\"r1c1\",\"digit\":2,\"step\":6,\"steps\":2,\"outcome\":\"solution\",\
             \"children\":[]}]}"
        );
    }
}
