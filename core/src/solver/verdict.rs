//! Whether givens make a proper puzzle: no solution, exactly one, or several — settled by the
//! quickest strategy, stoppable from another thread.

use super::engine::Config;
use super::strategy::Strategy;
use super::to_end::{SearchBoard, search_to_end};
use std::fmt;
use std::sync::atomic::{AtomicBool, Ordering};

/// How many solutions a puzzle has, as far as telling a proper puzzle apart needs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// No solution at all.
    Unsolvable,
    /// Exactly one solution: a proper puzzle.
    Unique,
    /// At least two solutions.
    Several,
}

impl fmt::Display for Verdict {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Verdict::Unsolvable => "no solution",
            Verdict::Unique => "unique",
            Verdict::Several => "several solutions",
        })
    }
}

/// The verdict on `givens`, from a propagating search for at most two solutions; `None` when
/// `stop` was raised before it was settled (an editor asks again after every change).
pub fn verdict<P: SearchBoard>(givens: P, stop: &AtomicBool) -> Option<Verdict> {
    let config = Config {
        strategy: Strategy::Propagate,
        seed: 0,
        max_solutions: 2,
    };
    let stopped = || stop.load(Ordering::Relaxed);
    if stopped() {
        return None;
    }
    let end = search_to_end(givens, config, 0, stopped);
    if end.stopped {
        return None;
    }
    Some(match end.stats.solutions {
        0 => Verdict::Unsolvable,
        1 => Verdict::Unique,
        _ => Verdict::Several,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::fixtures::{P41, P85};
    use crate::sudoku::validate;

    fn of(line: &str) -> Option<Verdict> {
        let digits: Vec<u8> = line
            .bytes()
            .map(|b| if b.is_ascii_digit() { b - b'0' } else { 0 })
            .collect();
        let grid = validate(&digits.try_into().unwrap()).unwrap();
        verdict(grid, &AtomicBool::new(false))
    }

    #[test]
    fn tells_proper_puzzles_from_the_rest() {
        assert_eq!(of(P85), Some(Verdict::Unique));
        assert_eq!(of(P41), Some(Verdict::Unique));
        assert_eq!(of(&".".repeat(81)), Some(Verdict::Several));
        // r1c9 can hold nothing: 1–8 in its row, 9 below it in its column
        let mut dead =
            *b"12345678.........9...............................................................";
        assert_eq!(
            of(std::str::from_utf8(&dead).unwrap()),
            Some(Verdict::Unsolvable)
        );
        dead[17] = b'.';
        assert_eq!(
            of(std::str::from_utf8(&dead).unwrap()),
            Some(Verdict::Several)
        );
    }

    #[test]
    fn a_raised_flag_stops_it_unsettled() {
        let grid = validate(&[0; 81]).unwrap();
        assert_eq!(verdict(grid, &AtomicBool::new(true)), None);
    }

    #[test]
    fn reads_as_the_editor_and_check_say_it() {
        let words: Vec<String> = [Verdict::Unsolvable, Verdict::Unique, Verdict::Several]
            .iter()
            .map(ToString::to_string)
            .collect();
        assert_eq!(words, ["no solution", "unique", "several solutions"]);
    }
}
