//! Key scripts: what a recording does, as a list of steps separated by commas —
//! `play 3s, pause, b, b, left*5, n, wait 1s`.
//!
//! - `play` starts playing and waits until the animation stops (a solution, the end, a
//!   cap); `play 3s` plays for three seconds;
//! - `solution` presses `End` unless the search stands at or past its first solution, and
//!   waits until the jump is over: the search on its solution, whatever the strategy;
//! - `pause` pauses;
//! - `wait 1s`, `wait 250ms` let time pass;
//! - `type 1200` types the characters one by one (into the `:` prompt, say);
//! - a key by name presses it: any character (`b`, `B`, `?`, `:`), or `space`, `left`,
//!   `right`, `up`, `down`, `home`, `end`, `pgup`, `pgdn`, `enter`, `esc`, `backspace`,
//!   `delete`, `ctrl-c`, `ctrl-r` (or as the help names them: `←`, `Space`, `Ctrl-C`);
//!   `left*5` presses it five times.

use crate::tui::keys::Input;
use crossterm::event::{KeyCode, KeyModifiers};
use std::time::Duration;

/// One step of a script.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Step {
    /// Press a key this many times.
    Press(Input, u32),
    /// Type these characters.
    Type(String),
    /// Let this much time pass.
    Wait(Duration),
    /// Start playing, for this long or (`None`) until the animation stops.
    Play(Option<Duration>),
    /// Pause.
    Pause,
    /// On to the first solution (`End`), unless there or past it, and wait for the jump.
    Solution,
}

/// A script that does not parse: where (1-based column) and what was expected.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("--keys:1:{column}: {message}")]
pub struct ScriptError {
    /// The column of the offending step.
    pub column: usize,
    /// What is wrong.
    pub message: String,
}

/// The most presses of one key a step may ask for.
const MOST_PRESSES: u32 = 100_000;

/// Parses a script.
pub fn parse(text: &str) -> Result<Vec<Step>, ScriptError> {
    let mut steps = Vec::new();
    let mut start = 0;
    for item in text.split(',') {
        let lead = item.len() - item.trim_start().len();
        let column = text[..start + lead].chars().count() + 1;
        let fail = |message: String| ScriptError { column, message };
        steps.push(step(item.trim()).map_err(fail)?);
        start += item.len() + 1;
    }
    Ok(steps)
}

/// One step from its text.
fn step(item: &str) -> Result<Step, String> {
    if item.is_empty() {
        return Err("an empty step (two commas, or one at an end)".into());
    }
    let (word, rest) = match item.split_once(char::is_whitespace) {
        Some((word, rest)) => (word, rest.trim()),
        None => (item, ""),
    };
    match word.to_ascii_lowercase().as_str() {
        "play" if rest.is_empty() => Ok(Step::Play(None)),
        "play" => Ok(Step::Play(Some(duration(rest)?))),
        "pause" if rest.is_empty() => Ok(Step::Pause),
        "solution" if rest.is_empty() => Ok(Step::Solution),
        "wait" => Ok(Step::Wait(duration(rest)?)),
        "type" if !rest.is_empty() => Ok(Step::Type(rest.to_string())),
        "type" => Err("`type` needs the characters to type".into()),
        _ if !rest.is_empty() => Err(format!("unexpected {rest:?} after {word:?}")),
        _ => press(item),
    }
}

/// `name` or `name*N`.
fn press(item: &str) -> Result<Step, String> {
    let (name, times) = match item.rsplit_once('*') {
        Some((name, n)) if !name.is_empty() => {
            let times = n
                .parse::<u32>()
                .ok()
                .filter(|t| (1..=MOST_PRESSES).contains(t))
                .ok_or_else(|| format!("{n:?} is not a count from 1 to {MOST_PRESSES}"))?;
            (name, times)
        }
        _ => (item, 1),
    };
    let input = key(name).ok_or_else(|| {
        format!(
            "unknown word {name:?}: expected a key (b, left, space, enter, ctrl-c, …), \
             play, pause, solution, wait or type"
        )
    })?;
    Ok(Step::Press(input, times))
}

/// The key called `name`.
pub fn key(name: &str) -> Option<Input> {
    let plain = |code| Some(Input::Key(code, KeyModifiers::NONE));
    let mut chars = name.chars();
    if let (Some(c), None) = (chars.next(), chars.clone().next()) {
        return match c {
            '←' => plain(KeyCode::Left),
            '→' => plain(KeyCode::Right),
            '↑' => plain(KeyCode::Up),
            '↓' => plain(KeyCode::Down),
            c if c.is_control() => None,
            c => plain(KeyCode::Char(c)),
        };
    }
    let lower = name.to_ascii_lowercase();
    if let Some(letter) = lower.strip_prefix("ctrl-")
        && let [c] = letter.as_bytes()
        && c.is_ascii_lowercase()
    {
        return Some(Input::Key(
            KeyCode::Char(char::from(*c)),
            KeyModifiers::CONTROL,
        ));
    }
    match lower.as_str() {
        "space" => plain(KeyCode::Char(' ')),
        "left" => plain(KeyCode::Left),
        "right" => plain(KeyCode::Right),
        "up" => plain(KeyCode::Up),
        "down" => plain(KeyCode::Down),
        "home" => plain(KeyCode::Home),
        "end" => plain(KeyCode::End),
        "pgup" | "pageup" => plain(KeyCode::PageUp),
        "pgdn" | "pagedown" => plain(KeyCode::PageDown),
        "enter" | "return" => plain(KeyCode::Enter),
        "esc" | "escape" => plain(KeyCode::Esc),
        "backspace" => plain(KeyCode::Backspace),
        "delete" | "del" => plain(KeyCode::Delete),
        "comma" => plain(KeyCode::Char(',')),
        _ => None,
    }
}

/// `3s`, `1.5s`, `250ms`.
fn duration(text: &str) -> Result<Duration, String> {
    let bad = || format!("{text:?} is not a duration like 2s or 500ms");
    let (number, scale) = if let Some(n) = text.strip_suffix("ms") {
        (n, 0.001)
    } else if let Some(n) = text.strip_suffix('s') {
        (n, 1.0)
    } else {
        return Err(bad());
    };
    let value: f64 = number.trim().parse().map_err(|_| bad())?;
    let seconds = value * scale;
    if !(0.0..=3600.0).contains(&seconds) {
        return Err(format!("{text:?} is not between 0 and an hour"));
    }
    Ok(Duration::from_millis((seconds * 1000.0).round() as u64))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tui::keys::BINDINGS;
    use crate::tui::keys::words::input_name;

    fn ch(c: char) -> Input {
        Input::Key(KeyCode::Char(c), KeyModifiers::NONE)
    }

    #[test]
    fn reads_the_documented_example() {
        let steps = parse("play 3s, pause, b, b, left*5, n, wait 1s").unwrap();
        assert_eq!(
            steps,
            [
                Step::Play(Some(Duration::from_secs(3))),
                Step::Pause,
                Step::Press(ch('b'), 1),
                Step::Press(ch('b'), 1),
                Step::Press(Input::Key(KeyCode::Left, KeyModifiers::NONE), 5),
                Step::Press(ch('n'), 1),
                Step::Wait(Duration::from_secs(1)),
            ]
        );
        assert_eq!(
            parse("play,type 120, Enter,G,ctrl-c,wait 250ms, solution").unwrap(),
            [
                Step::Play(None),
                Step::Type("120".into()),
                Step::Press(Input::Key(KeyCode::Enter, KeyModifiers::NONE), 1),
                Step::Press(ch('G'), 1),
                Step::Press(Input::Key(KeyCode::Char('c'), KeyModifiers::CONTROL), 1),
                Step::Wait(Duration::from_millis(250)),
                Step::Solution,
            ]
        );
    }

    #[test]
    fn every_key_of_the_key_table_has_a_name_here() {
        for binding in BINDINGS {
            for &input in binding.inputs {
                if let Input::Key(..) = input {
                    let name = input_name(input);
                    assert_eq!(key(&name), Some(input), "{name}");
                }
            }
        }
    }

    #[test]
    fn errors_say_where_and_what_was_expected() {
        let err = parse("play 3s, pause, jump").unwrap_err();
        assert_eq!(err.column, 17);
        assert_eq!(
            err.to_string(),
            "--keys:1:17: unknown word \"jump\": expected a key (b, left, space, enter, \
             ctrl-c, …), play, pause, solution, wait or type"
        );
        let not_a_duration = |d: &str| format!("{d:?} is not a duration like 2s or 500ms");
        for (script, column, message) in [
            (
                "b,,n",
                3,
                "an empty step (two commas, or one at an end)".to_string(),
            ),
            (
                "b, n,",
                6,
                "an empty step (two commas, or one at an end)".into(),
            ),
            ("wait 2 seconds", 1, not_a_duration("2 seconds")),
            ("  b*0", 3, "\"0\" is not a count from 1 to 100000".into()),
            (
                "b*100001",
                1,
                "\"100001\" is not a count from 1 to 100000".into(),
            ),
            ("play fast", 1, not_a_duration("fast")),
            (
                "b, pause now",
                4,
                "unexpected \"now\" after \"pause\"".into(),
            ),
            ("b now", 1, "unexpected \"now\" after \"b\"".into()),
            (
                "solution 2",
                1,
                "unexpected \"2\" after \"solution\"".into(),
            ),
            ("type", 1, "`type` needs the characters to type".into()),
            ("wait -1s", 1, "\"-1s\" is not between 0 and an hour".into()),
            (
                "play 3601s",
                1,
                "\"3601s\" is not between 0 and an hour".into(),
            ),
        ] {
            assert_eq!(
                parse(script),
                Err(ScriptError {
                    column,
                    message: message.clone()
                }),
                "{script}"
            );
            assert_eq!(
                parse(script).unwrap_err().to_string(),
                format!("--keys:1:{column}: {message}")
            );
        }
    }
}
