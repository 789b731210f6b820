//! The puzzles compiled into the binary ([`crate::common::bundled`]) as the visualizer offers
//! them when no file is given, with how the programs of our sources searched their examples.

use super::collection::{Collection, Origin, SourceRun};
use crate::common::bundled;
use stepdoku::solver::Strategy;

/// Every bundled puzzle. A file that fails to parse (the tests make sure none does) is left
/// out; should every one fail, the blank board stands in.
pub fn collection() -> Collection {
    let mut collection = Collection::build(Origin::Bundled, bundled::sets())
        .unwrap_or_else(|| Collection::blank(Origin::Bundled));
    for (name, run) in RUNS {
        collection.set_run(name, run);
    }
    collection
}

/// How the programs of our sources searched their examples (the Python ones row by row for
/// the first solution, which is the visualizer's default and needs no entry).
const RUNS: [(&str, SourceRun); 3] = [
    (
        "ruby_mrv.txt",
        SourceRun {
            strategy: Strategy::Mrv,
            all_solutions: false,
            note: "as a Ruby blog solver searched: fewest candidates first (mrv)",
        },
    ),
    (
        "php_all.txt",
        SourceRun {
            strategy: Strategy::RowMajor,
            all_solutions: true,
            note: "as a PHP blog solver searched: row by row, every solution",
        },
    ),
    (
        "blank.txt",
        SourceRun {
            strategy: Strategy::Random,
            all_solutions: false,
            note: "as a Java blog solver searched: digits in random order",
        },
    ),
];

#[cfg(test)]
mod tests {
    use super::*;
    use crate::common::bundled::FILES;
    use stepdoku::parse::parse_str;

    #[test]
    fn the_85_puzzle_comes_first_then_the_sets() {
        let c = collection();
        let first = c.get(0).unwrap();
        assert!(first.puzzle.to_line().starts_with("85...24..72......9"));
        assert_eq!(c.title(0), "python_pretty.txt #1/1");
        let top95_41 = c
            .entries()
            .iter()
            .position(|e| c.source_of(e).name == "norvig_top95.txt" && e.puzzle.index == 41)
            .unwrap();
        assert!(
            c.get(top95_41)
                .unwrap()
                .puzzle
                .to_line()
                .starts_with("...5.1....9....8")
        );
        // the six seeds (the example programs' puzzles, one a file, in their layouts), then
        // the collections, one puzzle a line with comment lines among them (magictour's)
        let (seeds, sets) = FILES.split_at(6);
        assert!(
            seeds
                .iter()
                .all(|(_, text)| parse_str(text).unwrap().len() == 1)
        );
        let lines: usize = sets
            .iter()
            .flat_map(|(_, text)| text.lines())
            .filter(|line| !line.trim().is_empty() && !line.starts_with('#'))
            .count();
        assert_eq!(lines, 11 + 95 + 50 + 1465 + 43, "as their names say");
        assert_eq!(c.len(), seeds.len() + lines);
    }
}
