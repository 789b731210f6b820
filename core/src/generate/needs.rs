//! What a puzzle needs: the simplest level of the techniques ladder whose rules alone, with
//! no guess, solve it. Each level is run to its fixpoint ([`fixpoint`]), which does not
//! depend on the order its rules run in, so the answer is the puzzle's, not a search's.

use crate::solver::{Fixpoint, Inference, SearchBoard, Verdict, fixpoint, verdict};
use std::fmt;
use std::str::FromStr;
use std::sync::atomic::AtomicBool;

/// The simplest level that solves a puzzle without a guess, or `Guess` when none does.
/// Each level includes the ones before it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Needs {
    /// Naked singles alone.
    Naked,
    /// Naked and hidden singles.
    Singles,
    /// Singles and locked candidates (pointing, claiming).
    Locked,
    /// `locked` and naked and hidden pairs, triples and quads.
    Subsets,
    /// `subsets` and x-wings, swordfish and jellyfish.
    Fish,
    /// `fish` and xy-wings and xyz-wings.
    Wings,
    /// No level of the ladder solves it: a guess is needed.
    Guess,
}

impl Needs {
    /// Every level, simplest first.
    pub const ALL: [Needs; 7] = [
        Needs::Naked,
        Needs::Singles,
        Needs::Locked,
        Needs::Subsets,
        Needs::Fish,
        Needs::Wings,
        Needs::Guess,
    ];

    /// The name in JSON and on the command line: the inference part's (`naked` … `wings`),
    /// or `guess`.
    pub const fn name(self) -> &'static str {
        match self {
            Needs::Naked => "naked",
            Needs::Singles => "singles",
            Needs::Locked => "locked",
            Needs::Subsets => "subsets",
            Needs::Fish => "fish",
            Needs::Wings => "wings",
            Needs::Guess => "guess",
        }
    }

    /// The inference part of the level; `None` for `Guess`.
    pub const fn inference(self) -> Option<Inference> {
        match self {
            Needs::Naked => Some(Inference::Naked),
            Needs::Singles => Some(Inference::Singles),
            Needs::Locked => Some(Inference::Locked),
            Needs::Subsets => Some(Inference::Subsets),
            Needs::Fish => Some(Inference::Fish),
            Needs::Wings => Some(Inference::Wings),
            Needs::Guess => None,
        }
    }
}

impl fmt::Display for Needs {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A level name that is not one of the ladder's or `guess`.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("unknown level {0:?} (expected naked, singles, locked, subsets, fish, wings or guess)")]
pub struct UnknownNeeds(pub String);

impl FromStr for Needs {
    type Err = UnknownNeeds;

    fn from_str(s: &str) -> Result<Needs, UnknownNeeds> {
        Needs::ALL
            .into_iter()
            .find(|n| n.name() == s)
            .ok_or_else(|| UnknownNeeds(s.to_string()))
    }
}

/// The simplest level whose fixpoint fills `givens`, each level run on its own from the
/// givens; `Guess` when none does. Meant for a puzzle with exactly one solution (for
/// another, a level that fills the board finds one of its solutions).
pub fn needs<P: SearchBoard>(givens: &P) -> Needs {
    [Needs::Naked, Needs::Singles]
        .into_iter()
        .find(|&level| solves(givens, level))
        .unwrap_or_else(|| needs_past_singles(givens))
}

/// [`needs`] of a puzzle that singles alone do not solve: `locked` or a level above it.
pub(crate) fn needs_past_singles<P: SearchBoard>(givens: &P) -> Needs {
    // each level solves what the ones before it solve: one run of the whole ladder tells a
    // puzzle that needs a guess (a third of those generated) from one that needs a
    // technique, which the levels between then name
    match solves(givens, Needs::Wings) {
        false => Needs::Guess,
        true => [Needs::Locked, Needs::Subsets, Needs::Fish]
            .into_iter()
            .find(|&level| solves(givens, level))
            .unwrap_or(Needs::Wings),
    }
}

/// Whether `level`'s fixpoint, run from the givens, fills the board.
fn solves<P: SearchBoard>(givens: &P, level: Needs) -> bool {
    level
        .inference()
        .is_none_or(|inference| fixpoint(givens.clone(), inference) == Fixpoint::Solved)
}

/// [`needs`] of a puzzle with exactly one solution (a search for two settles it); `None`
/// for any other, or when `stop` was raised before it was settled.
pub fn needs_if_unique<P: SearchBoard>(givens: &P, stop: &AtomicBool) -> Option<Needs> {
    (verdict(givens.clone(), stop)? == Verdict::Unique).then(|| needs(givens))
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
    fn names_round_trip_in_order() {
        for (k, level) in Needs::ALL.into_iter().enumerate() {
            assert_eq!(level.name().parse::<Needs>(), Ok(level));
            assert!(k == 0 || Needs::ALL[k - 1] < level);
        }
        assert_eq!(
            "hard".parse::<Needs>().unwrap_err().to_string(),
            "unknown level \"hard\" (expected naked, singles, locked, subsets, fish, wings or \
             guess)"
        );
    }

    #[test]
    fn a_full_grid_needs_naked_singles_and_an_expert_puzzle_locked_candidates() {
        // tests/it/needs.rs pins it by the reference search
        assert_eq!(needs(&grid(P85)), Needs::Locked);
        let solution = crate::solver::first_solution(grid(P85), Default::default(), || false);
        let crate::solver::First::Solution(full) = solution else {
            panic!("P85 has a solution")
        };
        assert_eq!(needs(&full), Needs::Naked);
        let unset = AtomicBool::new(false);
        assert_eq!(needs_if_unique(&full, &unset), Some(Needs::Naked));
        assert_eq!(needs_if_unique(&NineBoard::EMPTY, &unset), None);
        assert_eq!(needs_if_unique(&full, &AtomicBool::new(true)), None);
    }
}
