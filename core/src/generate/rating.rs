//! How hard a puzzle is, by what the `propagate` strategy needs to solve it: anyone can check
//! a rating with `stepdoku trace --strategy propagate`, counting its `place` lines (guesses)
//! and its `hidden single` lines.

use super::needs::{Needs, needs, needs_past_singles};
use crate::solver::{Config, SearchBoard, Strategy, search_to_end};
use std::fmt;
use std::str::FromStr;

/// The most guesses a `hard` puzzle needs; more make it `expert`. Chosen from the guesses of
/// 10,000 generated puzzles with rotational symmetry (docs/strategies.md has the
/// distribution): 23% are hard and 10% expert, so either takes a handful of attempts.
pub const HARD_MAX_GUESSES: u64 = 3;

/// A puzzle's difficulty.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Rating {
    /// Naked singles alone solve it: no guess, no hidden single.
    Easy,
    /// No guess, but at least one hidden single.
    Medium,
    /// 1 to [`HARD_MAX_GUESSES`] guesses.
    Hard,
    /// More than [`HARD_MAX_GUESSES`] guesses.
    Expert,
}

impl Rating {
    /// Every rating, easiest first.
    pub const ALL: [Rating; 4] = [Rating::Easy, Rating::Medium, Rating::Hard, Rating::Expert];

    /// The name on the command line and in JSON: `easy`, `medium`, `hard`, `expert`.
    pub const fn name(self) -> &'static str {
        match self {
            Rating::Easy => "easy",
            Rating::Medium => "medium",
            Rating::Hard => "hard",
            Rating::Expert => "expert",
        }
    }

    /// The rating of a puzzle that `guesses` guesses solve; `naked_alone` says whether naked
    /// singles alone do when there is no guess.
    pub fn of(guesses: u64, naked_alone: bool) -> Rating {
        match guesses {
            0 if naked_alone => Rating::Easy,
            0 => Rating::Medium,
            1..=HARD_MAX_GUESSES => Rating::Hard,
            _ => Rating::Expert,
        }
    }
}

impl fmt::Display for Rating {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A rating name that is not one of `easy`, `medium`, `hard`, `expert`.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("unknown difficulty {0:?} (expected easy, medium, hard or expert)")]
pub struct UnknownRating(pub String);

impl FromStr for Rating {
    type Err = UnknownRating;

    fn from_str(s: &str) -> Result<Rating, UnknownRating> {
        Rating::ALL
            .into_iter()
            .find(|r| r.name() == s)
            .ok_or_else(|| UnknownRating(s.to_string()))
    }
}

/// A rating and the guesses behind it, with the level of the techniques ladder the puzzle
/// needs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Rated {
    /// The difficulty.
    pub rating: Rating,
    /// `place` lines of the puzzle's `propagate` trace up to its first solution.
    pub guesses: u64,
    /// The simplest level whose rules alone solve it ([`needs`]); `None` where it was not
    /// asked for ([`rate_search`]), which [`Rated::needs_of`] settles.
    pub needs: Option<Needs>,
}

impl Rated {
    /// What `givens`, the puzzle so rated, needs: the level rated, or found now.
    pub fn needs_of<P: SearchBoard>(&self, givens: &P) -> Needs {
        self.needs.unwrap_or_else(|| match self.guesses {
            // propagate's rounds are the singles' fixpoint: a guess says they stop short,
            // which spares the singles' runs
            0 => needs(givens),
            _ => needs_past_singles(givens),
        })
    }
}

/// Rates a puzzle with exactly one solution (for others the count stands for the search to
/// the first solution, or to the end when there is none, and `needs` for the level that
/// fills the board with one of them).
pub fn rate<P: SearchBoard>(givens: &P) -> Rated {
    let rated = rate_search(givens);
    Rated {
        needs: Some(rated.needs_of(givens)),
        ..rated
    }
}

/// [`rate`] without `needs`, as the generator rates each attempt: the ladder's runs would
/// cost more than the rest of an attempt, and only `--needs`, the JSON and the popup ask.
pub fn rate_search<P: SearchBoard>(givens: &P) -> Rated {
    let config = Config {
        strategy: Strategy::Propagate,
        seed: 0,
        max_solutions: 1,
    };
    let stats = search_to_end(givens.clone(), config, 0, || false).stats;
    let guesses = stats.guesses();
    // the engine places naked singles to a fixpoint before any hidden single, so without a
    // guess the trace has a hidden single exactly when naked singles alone do not finish
    let naked_alone = guesses == 0 && givens.naked_singles_finish();
    // propagate's rounds are the singles' fixpoint: a solution reached with no guess is
    // theirs, so the level is known at no cost
    let needs = match (guesses, stats.solutions > 0, naked_alone) {
        (0, true, true) => Some(Needs::Naked),
        (0, true, false) => Some(Needs::Singles),
        _ => None,
    };
    Rated {
        rating: Rating::of(guesses, naked_alone),
        guesses,
        needs,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::fixtures::P85;
    use crate::sudoku::NineBoard;

    fn grid(line: &str) -> NineBoard {
        crate::parse::parse_str(line).unwrap()[0].grid().unwrap()
    }

    #[test]
    fn names_round_trip() {
        for rating in Rating::ALL {
            assert_eq!(rating.name().parse::<Rating>(), Ok(rating));
        }
        assert_eq!(
            "impossible".parse::<Rating>().unwrap_err().to_string(),
            "unknown difficulty \"impossible\" (expected easy, medium, hard or expert)"
        );
    }

    #[test]
    fn the_bounds_of_each_rating() {
        assert_eq!(Rating::of(0, true), Rating::Easy);
        assert_eq!(Rating::of(0, false), Rating::Medium);
        assert_eq!(Rating::of(1, false), Rating::Hard);
        assert_eq!(Rating::of(HARD_MAX_GUESSES, false), Rating::Hard);
        assert_eq!(Rating::of(HARD_MAX_GUESSES + 1, false), Rating::Expert);
    }

    #[test]
    fn a_puzzle_one_digit_short_of_full_is_easy_and_a_hard_one_needs_guesses() {
        let puzzle = grid(P85);
        let rated = rate(&puzzle);
        assert!(rated.guesses > 0, "{rated:?}");
        let mut almost = search_to_end(puzzle, Config::default(), 1, || false).solutions[0];
        almost.clear(crate::sudoku::Cell::from_index(0));
        assert_eq!(
            rate(&almost),
            Rated {
                rating: Rating::Easy,
                guesses: 0,
                needs: Some(Needs::Naked),
            }
        );
    }
}
