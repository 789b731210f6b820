//! Usage errors in stepdoku's words: one line starting with `stepdoku: ` that says what the
//! option takes, instead of clap's multi-line report and its tips (which, for `--delay -1`,
//! suggested a command that fails differently).

use clap::error::{ContextKind, ContextValue, ErrorKind};

/// What each option with a value takes, in plain words.
const TAKES: &[(&str, &str)] = &[
    (
        "--index",
        "--index counts from 1 (the first puzzle is --index 1)",
    ),
    ("--delay", "--delay takes milliseconds from 0 to 10000"),
    (
        "--seed",
        "--seed takes a whole number from 0 to 18446744073709551615",
    ),
    (
        "--max-solutions",
        "--max-solutions takes a whole number from 1",
    ),
    ("--limit", "--limit takes a number of steps from 0"),
    ("--from", "--from takes a step number from 0"),
    ("--count", "--count takes a whole number from 1"),
    ("--probes", "--probes takes a whole number from 1"),
    (
        "--probe-seed",
        "--probe-seed takes a whole number from 0 to 18446744073709551615",
    ),
    (
        "--depth",
        "--depth takes a number of levels from 1 to 256 (a puzzle's cell count)",
    ),
    ("--jobs", "--jobs takes a number of threads from 1 to 1024"),
    (
        "--max-seconds",
        "--max-seconds takes a whole number of seconds from 1 to 3600",
    ),
    (
        "--size",
        "--size takes WIDTHxHEIGHT in columns and rows, like 100x30, up to 1000x1000",
    ),
    (
        "--keys",
        "--keys takes a key script, like 'play 2s, pause, b, left*5'",
    ),
    (
        "--output",
        "--output takes the cast file to write, like demo.cast",
    ),
    (
        "--record",
        "--record takes the cast file to write, like session.cast",
    ),
    (
        "--still",
        "--still takes the picture to write, like still.svg or still.png",
    ),
    ("--gif", "--gif takes the GIF file to write, like demo.gif"),
];

/// The one-line message for a clap error that is not a request for help or the version.
pub fn message(err: &clap::Error) -> String {
    let context = |kind| match err.get(kind) {
        Some(ContextValue::String(text)) => Some(text.clone()),
        _ => None,
    };
    let option = context(ContextKind::InvalidArg).map(|arg| {
        arg.split_whitespace()
            .next()
            .unwrap_or_default()
            .to_string()
    });
    let takes = option.as_deref().and_then(|name| {
        // a strategy says what is wrong with it (two parts of a kind, an unknown part)
        if name.starts_with("--strateg")
            && let Some(why) = std::error::Error::source(err)
        {
            return Some(why.to_string());
        }
        let words = TAKES.iter().find(|(o, _)| *o == name);
        // options with a list of values (each command's --format) say their own
        words.map(|(_, words)| words.to_string()).or_else(|| {
            match err.get(ContextKind::ValidValue) {
                Some(ContextValue::Strings(values)) if !values.is_empty() => {
                    Some(format!("{name} takes {}", or_list(values)))
                }
                _ => None,
            }
        })
    });
    match (err.kind(), option, takes) {
        (ErrorKind::InvalidValue | ErrorKind::ValueValidation, Some(option), Some(takes)) => {
            let value = context(ContextKind::InvalidValue).filter(|v| !v.is_empty());
            match (option.strip_prefix('<'), value) {
                // a positional argument, `<SHELL>`: its value first, then what it takes
                (Some(_), Some(value)) => {
                    let takes = takes.replace(&option, option.trim_matches(['<', '>']));
                    format!("stepdoku: {value}: {takes}")
                }
                (None, Some(value)) => format!("stepdoku: {option} {value}: {takes}"),
                (_, None) => format!("stepdoku: {option} needs a value: {takes}"),
            }
        }
        _ => format!(
            "stepdoku: {} (see {} --help)",
            first_line(err),
            command(err)
        ),
    }
}

/// The command a usage error is about, as its usage line names it: `stepdoku solve`.
fn command(err: &clap::Error) -> String {
    let usage = match err.get(ContextKind::Usage) {
        Some(ContextValue::StyledStr(usage)) => usage.to_string(),
        _ => String::new(),
    };
    let words = usage.split_whitespace().skip_while(|w| *w != "stepdoku");
    let named: Vec<&str> = words
        .take_while(|w| !w.starts_with(['[', '<', '-']))
        .collect();
    if named.is_empty() {
        "stepdoku".to_string()
    } else {
        named.join(" ")
    }
}

/// `a, b or c`.
fn or_list(values: &[String]) -> String {
    match values.split_last() {
        Some((last, [])) => last.clone(),
        Some((last, rest)) => format!("{} or {last}", rest.join(", ")),
        None => String::new(),
    }
}

/// clap's own message, its first paragraph on one line without the `error: ` label
/// (`the following required arguments were not provided: <FILE>`).
fn first_line(err: &clap::Error) -> String {
    let rendered = err.render().to_string();
    let paragraph: Vec<&str> = rendered
        .lines()
        .take_while(|line| !line.trim().is_empty())
        .map(str::trim)
        .collect();
    let text = paragraph.join(" ");
    text.strip_prefix("error: ").unwrap_or(&text).to_string()
}

#[cfg(test)]
mod tests {
    use super::super::args::Cli;
    use super::*;
    use clap::Parser;

    fn said(args: &[&str]) -> String {
        let err = Cli::try_parse_from(std::iter::once("stepdoku").chain(args.iter().copied()))
            .expect_err("a usage error");
        assert_eq!(err.exit_code(), 2, "{args:?}");
        message(&err)
    }

    /// An unknown option points at the help of the command it was given to, and a positional
    /// argument's bad value comes first.
    #[test]
    fn errors_point_at_their_commands_help() {
        assert_eq!(
            said(&["solve", "p.txt", "--bogus"]),
            "stepdoku: unexpected argument '--bogus' found (see stepdoku solve --help)"
        );
        assert_eq!(
            said(&["--bogus"]),
            "stepdoku: unexpected argument '--bogus' found (see stepdoku --help)"
        );
        assert_eq!(
            said(&["completions", "tcsh"]),
            "stepdoku: tcsh: SHELL takes bash, elvish, fish, powershell or zsh"
        );
    }

    /// The recorder's options say what they take too, in the same words, never an empty list.
    #[test]
    fn the_recorders_options_say_what_they_take() {
        assert_eq!(
            said(&["record", "-o", ""]),
            "stepdoku: --output needs a value: --output takes the cast file to write, like demo.cast"
        );
        assert_eq!(
            said(&["record", "-o", "x.cast", "--max-seconds", "0"]),
            "stepdoku: --max-seconds 0: --max-seconds takes a whole number of seconds from 1 to 3600"
        );
        assert_eq!(
            said(&["record", "-o", "x.cast", "--max-seconds", "-1"]),
            "stepdoku: --max-seconds -1: --max-seconds takes a whole number of seconds from 1 to 3600"
        );
        let size = said(&["record", "-o", "x.cast", "--size", "big"]);
        assert!(
            size.starts_with("stepdoku: --size big: --size takes WIDTHxHEIGHT"),
            "{size}"
        );
        let keys = said(&["record", "-o", "x.cast", "--keys"]);
        assert!(
            keys.ends_with(
                "needs a value: --keys takes a key script, like 'play 2s, pause, b, left*5'"
            ),
            "{keys}"
        );
        let still = said(&["record", "-o", "x.cast", "--still"]);
        assert!(
            still.ends_with(
                "needs a value: --still takes the picture to write, like still.svg or still.png"
            ),
            "{still}"
        );
        assert_eq!(
            said(&["estimate", "p.txt", "--probes", "0"]),
            "stepdoku: --probes 0: --probes takes a whole number from 1"
        );
        assert_eq!(
            said(&["estimate", "p.txt", "--probe-seed", "-1"]),
            "stepdoku: --probe-seed -1: --probe-seed takes a whole number from 0 to \
             18446744073709551615"
        );
        let record = said(&["--record"]);
        assert!(record.ends_with("--record takes the cast file to write, like session.cast"));
    }

    #[test]
    fn each_value_error_says_what_the_option_takes() {
        assert_eq!(
            said(&["--index", "0"]),
            "stepdoku: --index 0: --index counts from 1 (the first puzzle is --index 1)"
        );
        assert_eq!(
            said(&["--delay", "-1"]),
            "stepdoku: --delay -1: --delay takes milliseconds from 0 to 10000"
        );
        assert_eq!(
            said(&["--delay", "99999999999"]),
            "stepdoku: --delay 99999999999: --delay takes milliseconds from 0 to 10000"
        );
        assert_eq!(
            said(&["solve", "p.txt", "--strategy", "mrv+first"]),
            "stepdoku: --strategy mrv+first: mrv and first are both cell choices: one of each \
             kind at most"
        );
        assert_eq!(
            said(&["solve", "p.txt", "--strategy", "mrv+mrv"]),
            "stepdoku: --strategy mrv+mrv: mrv is named twice: one of each kind at most"
        );
        let unknown = said(&["solve", "p.txt", "--strategy", "dfs"]);
        assert!(
            unknown.starts_with(
                "stepdoku: --strategy dfs: no part is called \"dfs\"; expected a preset \
                 (row-major, mrv, random, propagate) or parts joined by +"
            ),
            "{unknown}"
        );
        assert_eq!(
            said(&["solve", "p.txt", "--format", "xml"]),
            "stepdoku: --format xml: --format takes grid, line, count, json, fpuzzles or link"
        );
        assert_eq!(
            said(&["check", "p.txt", "--format", "grid"]),
            "stepdoku: --format grid: --format takes text, json, fpuzzles or link"
        );
        assert_eq!(
            said(&["generate", "--symmetry", "spiral"]),
            "stepdoku: --symmetry spiral: --symmetry takes none or rotational"
        );
        assert_eq!(
            said(&["generate", "--count", "0"]),
            "stepdoku: --count 0: --count takes a whole number from 1"
        );
        assert_eq!(
            said(&["trace", "p.txt", "--from", "-3"]),
            "stepdoku: --from -3: --from takes a step number from 0"
        );
        assert_eq!(
            said(&["solve", "p.txt", "--max-solutions", "0"]),
            "stepdoku: --max-solutions 0: --max-solutions takes a whole number from 1"
        );
        assert_eq!(
            said(&["--seed", "x"]),
            "stepdoku: --seed x: --seed takes a whole number from 0 to 18446744073709551615"
        );
        for command in ["solve", "check"] {
            assert_eq!(
                said(&[command, "p.txt", "--jobs", "0"]),
                "stepdoku: --jobs 0: --jobs takes a number of threads from 1 to 1024"
            );
        }
        assert_eq!(
            said(&["--delay"]),
            "stepdoku: --delay needs a value: --delay takes milliseconds from 0 to 10000"
        );
    }

    #[test]
    fn other_errors_are_one_line_with_a_pointer_to_the_help() {
        assert_eq!(
            said(&["--frobnicate"]),
            "stepdoku: unexpected argument '--frobnicate' found (see stepdoku --help)"
        );
        assert_eq!(
            said(&["solve"]),
            "stepdoku: the following required arguments were not provided: <FILE> \
             (see stepdoku solve --help)"
        );
    }
}
