//! How a search chooses: three parts, as the CSP chapter of Russell and Norvig's textbook
//! composes a backtracking search. The *cells* part picks what to branch on (the variable
//! order), the *digits* part orders the options of a branch (the value order), and the
//! *inference* part says what is deduced between guesses. Four compositions have names of
//! their own, the presets: `row-major` (`first`), `mrv`, `random` (`first+random`) and
//! `propagate` (`mrv+singles`).

use std::fmt;
use std::str::FromStr;

/// What the search branches on.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Cells {
    /// The first empty cell in reading order.
    #[default]
    First,
    /// Minimum remaining values: the empty cell with the fewest legal digits, the lowest
    /// index on ties.
    Mrv,
    /// As `Mrv`, ties broken by the most empty peers (of its 20 on a 9×9, 7 on a 4×4, 39 on a
    /// 16×16), then the lowest index.
    Degree,
    /// Knuth's Algorithm X choice: the constraint with the fewest options, where the
    /// constraints are every empty cell (its legal digits) and every unit lacking a digit
    /// (the empty cells of the unit where the digit is legal).
    Constraint,
}

/// The order in which a branch's options are tried.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Digits {
    /// Ascending (cells in reading order, for a unit's branch).
    #[default]
    Up,
    /// A fresh seeded shuffle at each visit.
    Random,
    /// Least constraining value: the option that rules out the fewest candidates of the
    /// empty peers first, ties to the lower digit (or reading order).
    Lcv,
}

/// What the search deduces between its guesses.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Inference {
    /// Nothing: a cell with no legal digit is met when the search chooses it.
    #[default]
    None,
    /// Forward checking: right after a guess, an empty peer of its cell left with no legal
    /// digit is a dead end at once.
    Fc,
    /// Arc consistency on the ≠ constraints: naked singles, to their fixpoint.
    Naked,
    /// Naked and hidden singles, to their fixpoint.
    Singles,
    /// Singles, then locked candidates (pointing and claiming), one pattern a step.
    Locked,
    /// `locked`, then naked and hidden pairs, triples and quads.
    Subsets,
    /// `subsets`, then x-wing, swordfish and jellyfish.
    Fish,
    /// `fish`, then xy-wing and xyz-wing.
    Wings,
}

impl Inference {
    /// Whether the rounds of singles run at each node (`naked` and every part after it).
    pub const fn has_rounds(self) -> bool {
        !matches!(self, Inference::None | Inference::Fc)
    }

    /// How many rungs of the techniques ladder it climbs: 0 up to `singles`, 1 for
    /// `locked`, to 4 for `wings` (each rung includes the ones before it).
    pub const fn rungs(self) -> u8 {
        match self {
            Inference::None | Inference::Fc | Inference::Naked | Inference::Singles => 0,
            Inference::Locked => 1,
            Inference::Subsets => 2,
            Inference::Fish => 3,
            Inference::Wings => 4,
        }
    }
}

/// A search strategy: its three parts.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Strategy {
    /// What it branches on.
    pub cells: Cells,
    /// The order of a branch's options.
    pub digits: Digits,
    /// What it deduces between guesses.
    pub inference: Inference,
}

// The presets, named as the enum variants they were, so that `Strategy::RowMajor` reads as
// before wherever a preset is meant.
#[allow(non_upper_case_globals)]
impl Strategy {
    /// `first`: the first empty cell in reading order, digits 1..9 up (the textbook search).
    pub const RowMajor: Strategy = Strategy::of(Cells::First, Digits::Up, Inference::None);
    /// `mrv`: the empty cell with the fewest legal digits, ties to the lowest index.
    pub const Mrv: Strategy = Strategy::of(Cells::Mrv, Digits::Up, Inference::None);
    /// `first+random`: row-major cells, the legal digits in a fresh seeded order each visit.
    pub const Random: Strategy = Strategy::of(Cells::First, Digits::Random, Inference::None);
    /// `mrv+singles`: naked and hidden singles filled until none is left, then a guess as
    /// `mrv` guesses.
    pub const Propagate: Strategy = Strategy::of(Cells::Mrv, Digits::Up, Inference::Singles);
}

/// The parts' names, each kind in its order.
const CELLS: [(&str, Cells); 4] = [
    ("first", Cells::First),
    ("mrv", Cells::Mrv),
    ("degree", Cells::Degree),
    ("constraint", Cells::Constraint),
];
const DIGITS: [(&str, Digits); 3] = [
    ("up", Digits::Up),
    ("random", Digits::Random),
    ("lcv", Digits::Lcv),
];
const INFERENCES: [(&str, Inference); 8] = [
    ("none", Inference::None),
    ("fc", Inference::Fc),
    ("naked", Inference::Naked),
    ("singles", Inference::Singles),
    ("locked", Inference::Locked),
    ("subsets", Inference::Subsets),
    ("fish", Inference::Fish),
    ("wings", Inference::Wings),
];

/// The canonical name of each composition, by cells, then digits, then inference: the
/// preset's name where one matches, else the cell part and the parts that are not defaults.
const NAMES: [&str; 96] = [
    "row-major",
    "first+fc",
    "first+naked",
    "first+singles",
    "first+locked",
    "first+subsets",
    "first+fish",
    "first+wings",
    "random",
    "first+random+fc",
    "first+random+naked",
    "first+random+singles",
    "first+random+locked",
    "first+random+subsets",
    "first+random+fish",
    "first+random+wings",
    "first+lcv",
    "first+lcv+fc",
    "first+lcv+naked",
    "first+lcv+singles",
    "first+lcv+locked",
    "first+lcv+subsets",
    "first+lcv+fish",
    "first+lcv+wings",
    "mrv",
    "mrv+fc",
    "mrv+naked",
    "propagate",
    "mrv+locked",
    "mrv+subsets",
    "mrv+fish",
    "mrv+wings",
    "mrv+random",
    "mrv+random+fc",
    "mrv+random+naked",
    "mrv+random+singles",
    "mrv+random+locked",
    "mrv+random+subsets",
    "mrv+random+fish",
    "mrv+random+wings",
    "mrv+lcv",
    "mrv+lcv+fc",
    "mrv+lcv+naked",
    "mrv+lcv+singles",
    "mrv+lcv+locked",
    "mrv+lcv+subsets",
    "mrv+lcv+fish",
    "mrv+lcv+wings",
    "degree",
    "degree+fc",
    "degree+naked",
    "degree+singles",
    "degree+locked",
    "degree+subsets",
    "degree+fish",
    "degree+wings",
    "degree+random",
    "degree+random+fc",
    "degree+random+naked",
    "degree+random+singles",
    "degree+random+locked",
    "degree+random+subsets",
    "degree+random+fish",
    "degree+random+wings",
    "degree+lcv",
    "degree+lcv+fc",
    "degree+lcv+naked",
    "degree+lcv+singles",
    "degree+lcv+locked",
    "degree+lcv+subsets",
    "degree+lcv+fish",
    "degree+lcv+wings",
    "constraint",
    "constraint+fc",
    "constraint+naked",
    "constraint+singles",
    "constraint+locked",
    "constraint+subsets",
    "constraint+fish",
    "constraint+wings",
    "constraint+random",
    "constraint+random+fc",
    "constraint+random+naked",
    "constraint+random+singles",
    "constraint+random+locked",
    "constraint+random+subsets",
    "constraint+random+fish",
    "constraint+random+wings",
    "constraint+lcv",
    "constraint+lcv+fc",
    "constraint+lcv+naked",
    "constraint+lcv+singles",
    "constraint+lcv+locked",
    "constraint+lcv+subsets",
    "constraint+lcv+fish",
    "constraint+lcv+wings",
];

impl Strategy {
    /// The presets, in the order the visualizer's `s` cycles through them.
    pub const ALL: [Strategy; 4] = [
        Strategy::RowMajor,
        Strategy::Mrv,
        Strategy::Random,
        Strategy::Propagate,
    ];

    /// The strategy of these parts.
    pub const fn of(cells: Cells, digits: Digits, inference: Inference) -> Strategy {
        Strategy {
            cells,
            digits,
            inference,
        }
    }

    /// Every composition: 4 cell choices × 3 digit orders × 8 inferences, in the order of
    /// their parts.
    pub fn every() -> impl Iterator<Item = Strategy> {
        CELLS.into_iter().flat_map(|(_, cells)| {
            DIGITS.into_iter().flat_map(move |(_, digits)| {
                INFERENCES
                    .into_iter()
                    .map(move |(_, inference)| Strategy::of(cells, digits, inference))
            })
        })
    }

    /// Its position in [`every`](Self::every)'s order.
    const fn index(self) -> usize {
        (self.cells as usize * 3 + self.digits as usize) * 8 + self.inference as usize
    }

    /// The canonical name: the preset's (`row-major`, `mrv`, `random`, `propagate`), or the
    /// cell part and the parts that are not defaults, digits before inference (`first+fc`,
    /// `mrv+lcv+fc`, `constraint`).
    pub const fn name(self) -> &'static str {
        NAMES[self.index()]
    }

    /// Whether it is one of the four presets.
    pub fn is_preset(self) -> bool {
        Strategy::ALL.contains(&self)
    }

    /// Whether it draws random numbers (and so takes a seed).
    pub fn is_random(self) -> bool {
        self.digits == Digits::Random
    }

    /// The next preset in [`Strategy::ALL`], wrapping around; from a composition that is no
    /// preset, the first preset.
    pub fn next(self) -> Strategy {
        match Strategy::ALL.iter().position(|&s| s == self) {
            Some(i) => Strategy::ALL[(i + 1) % Strategy::ALL.len()],
            None => Strategy::ALL[0],
        }
    }
}

impl fmt::Display for Strategy {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A strategy that cannot be read: the message names the conflict or lists the parts.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{0}")]
pub struct UnknownStrategy(pub String);

/// The valid names, for messages.
fn valid() -> String {
    let list = |names: &[&str]| names.join(", ");
    format!(
        "a preset ({}) or parts joined by + (cells: {}; digits: {}; inference: {})",
        list(&["row-major", "mrv", "random", "propagate"]),
        list(&CELLS.map(|(n, _)| n)),
        list(&DIGITS.map(|(n, _)| n)),
        list(&INFERENCES.map(|(n, _)| n)),
    )
}

impl FromStr for Strategy {
    type Err = UnknownStrategy;

    /// A preset's name, or parts joined by `+` in any order, one of each kind at most, an
    /// omitted part taking its default (`first`, `up`, `none`). `row-major` and `propagate`
    /// are names only; `mrv` and `random` are parts too. Case does not matter.
    fn from_str(text: &str) -> Result<Strategy, UnknownStrategy> {
        let lower = text.trim().to_ascii_lowercase();
        let err = UnknownStrategy;
        if lower.is_empty() {
            return Err(err(format!("no strategy; expected {}", valid())));
        }
        let words: Vec<&str> = lower.split('+').map(str::trim).collect();
        for whole in ["row-major", "propagate"] {
            if words.contains(&whole) && words.len() > 1 {
                let preset: Strategy = whole.parse().expect("a preset");
                return Err(err(format!(
                    "{whole} names a whole search ({}) and takes no parts; \
                     write its parts instead",
                    match preset {
                        Strategy::Propagate => "mrv+singles",
                        _ => "first",
                    }
                )));
            }
        }
        if lower == "row-major" {
            return Ok(Strategy::RowMajor);
        }
        if lower == "propagate" {
            return Ok(Strategy::Propagate);
        }
        let (mut cells, mut digits, mut inference) = (None, None, None);
        for word in words {
            if word.is_empty() {
                return Err(err("an empty part between two +".to_string()));
            }
            let twice = |kind: &str, first: &str| match first == word {
                true => err(format!("{word} is named twice: one of each kind at most")),
                false => err(format!(
                    "{first} and {word} are both {kind}: one of each kind at most"
                )),
            };
            let name_of = |names: &[&str], i: usize| names[i].to_string();
            if let Some(i) = CELLS.iter().position(|(n, _)| *n == word) {
                if let Some(j) = cells {
                    return Err(twice("cell choices", &name_of(&CELLS.map(|c| c.0), j)));
                }
                cells = Some(i);
            } else if let Some(i) = DIGITS.iter().position(|(n, _)| *n == word) {
                if let Some(j) = digits {
                    return Err(twice("digit orders", &name_of(&DIGITS.map(|c| c.0), j)));
                }
                digits = Some(i);
            } else if let Some(i) = INFERENCES.iter().position(|(n, _)| *n == word) {
                if let Some(j) = inference {
                    let first = name_of(&INFERENCES.map(|c| c.0), j);
                    return Err(twice("inferences", &first));
                }
                inference = Some(i);
            } else {
                return Err(err(format!(
                    "no part is called {word:?}; expected {}",
                    valid()
                )));
            }
        }
        Ok(Strategy::of(
            cells.map_or(Cells::First, |i| CELLS[i].1),
            digits.map_or(Digits::Up, |i| DIGITS[i].1),
            inference.map_or(Inference::None, |i| INFERENCES[i].1),
        ))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn presets_keep_their_names_and_cycle() {
        for s in Strategy::ALL {
            assert_eq!(s.name().parse::<Strategy>(), Ok(s));
            assert!(s.is_preset());
        }
        assert_eq!(Strategy::Random.next(), Strategy::Propagate);
        assert_eq!(Strategy::Propagate.next(), Strategy::RowMajor);
        assert_eq!(Strategy::RowMajor.next(), Strategy::Mrv);
        let lcv: Strategy = "lcv".parse().unwrap();
        assert_eq!(
            lcv.next(),
            Strategy::RowMajor,
            "from a composition, the first preset"
        );
    }

    #[test]
    fn parts_in_any_order_with_defaults_name_their_canonical_form() {
        let name = |text: &str| text.parse::<Strategy>().map(Strategy::name);
        assert_eq!(name("lcv"), Ok("first+lcv"));
        assert_eq!(name("fc+lcv+mrv"), Ok("mrv+lcv+fc"));
        assert_eq!(name("first"), Ok("row-major"));
        assert_eq!(name("first+up+none"), Ok("row-major"));
        assert_eq!(name("random"), Ok("random"));
        assert_eq!(name("random+first"), Ok("random"));
        assert_eq!(name("singles+mrv"), Ok("propagate"));
        assert_eq!(name("mrv+fc"), Ok("mrv+fc"));
        assert_eq!(name("Constraint"), Ok("constraint"));
        assert_eq!(name("degree+random+naked"), Ok("degree+random+naked"));
        // every composition reads back from its name, and the names are distinct
        let all: Vec<Strategy> = Strategy::every().collect();
        assert_eq!(all.len(), 96);
        for s in &all {
            assert_eq!(s.name().parse::<Strategy>().as_ref(), Ok(s), "{}", s.name());
        }
        let mut names: Vec<&str> = all.iter().map(|s| s.name()).collect();
        names.sort_unstable();
        names.dedup();
        assert_eq!(names.len(), 96);
        assert_eq!(all.iter().filter(|s| !s.is_random()).count(), 64);
        assert_eq!(name("first+lcv+fish"), Ok("first+lcv+fish"));
        assert_eq!(name("wings+mrv"), Ok("mrv+wings"));
    }

    #[test]
    fn bad_strategies_say_what_is_wrong() {
        let message = |text: &str| text.parse::<Strategy>().unwrap_err().to_string();
        assert_eq!(
            message("mrv+first"),
            "mrv and first are both cell choices: one of each kind at most"
        );
        assert_eq!(
            message("lcv+random"),
            "lcv and random are both digit orders: one of each kind at most"
        );
        // the same part twice is one name said twice, not two of a kind
        assert_eq!(
            message("mrv+mrv"),
            "mrv is named twice: one of each kind at most"
        );
        assert_eq!(
            message("fc+lcv+FC"),
            "fc is named twice: one of each kind at most"
        );
        assert_eq!(
            message("propagate+lcv"),
            "propagate names a whole search (mrv+singles) and takes no parts; write its parts \
             instead"
        );
        assert_eq!(message("mrv++fc"), "an empty part between two +");
        let unknown = message("mrv+depth");
        let expected = "no part is called \"depth\"; expected a preset (row-major, mrv, random, \
                        propagate) or parts joined by +";
        assert!(unknown.starts_with(expected), "{unknown}");
        assert!(
            unknown.ends_with("inference: none, fc, naked, singles, locked, subsets, fish, wings)"),
            "{unknown}"
        );
        assert!(message("").contains("no strategy"));
    }
}
