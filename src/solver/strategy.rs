//! How the search picks the next cell and the order of digits to try there.

use std::fmt;
use std::str::FromStr;

/// A search strategy, selectable by name on the command line and in the TUI.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Strategy {
    /// The first empty cell in reading order, digits 1..9 up (the plain textbook search).
    #[default]
    RowMajor,
    /// The empty cell with the fewest legal digits, ties to the lowest index; digits up.
    Mrv,
    /// Row-major cells, the legal digits in a fresh shuffled order at each visit (seeded).
    Random,
    /// Naked and hidden singles filled until none is left, then a guess as `Mrv` guesses.
    Propagate,
}

impl Strategy {
    /// Every strategy, in the order the TUI cycles through them.
    pub const ALL: [Strategy; 4] = [
        Strategy::RowMajor,
        Strategy::Mrv,
        Strategy::Random,
        Strategy::Propagate,
    ];

    /// The name used on the command line: `row-major`, `mrv`, `random`, `propagate`.
    pub const fn name(self) -> &'static str {
        match self {
            Strategy::RowMajor => "row-major",
            Strategy::Mrv => "mrv",
            Strategy::Random => "random",
            Strategy::Propagate => "propagate",
        }
    }

    /// The next strategy in [`Strategy::ALL`], wrapping around.
    pub fn next(self) -> Strategy {
        let i = Strategy::ALL.iter().position(|&s| s == self).unwrap_or(0);
        Strategy::ALL[(i + 1) % Strategy::ALL.len()]
    }
}

impl fmt::Display for Strategy {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A strategy name that is not one of `row-major`, `mrv`, `random`, `propagate`.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("unknown strategy {0:?} (expected row-major, mrv, random or propagate)")]
pub struct UnknownStrategy(pub String);

impl FromStr for Strategy {
    type Err = UnknownStrategy;

    fn from_str(s: &str) -> Result<Strategy, UnknownStrategy> {
        Strategy::ALL
            .into_iter()
            .find(|st| st.name().eq_ignore_ascii_case(s))
            .ok_or_else(|| UnknownStrategy(s.to_string()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_round_trip_and_cycle() {
        for s in Strategy::ALL {
            assert_eq!(s.name().parse::<Strategy>(), Ok(s));
        }
        let unknown = "depth".parse::<Strategy>().unwrap_err();
        assert_eq!(
            unknown.to_string(),
            "unknown strategy \"depth\" (expected row-major, mrv, random or propagate)"
        );
        assert_eq!(Strategy::Random.next(), Strategy::Propagate);
        assert_eq!(Strategy::Propagate.next(), Strategy::RowMajor);
        assert_eq!(Strategy::RowMajor.next(), Strategy::Mrv);
    }
}
