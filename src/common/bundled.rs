//! The puzzles compiled into the binary, opened when no file is given: the seed examples first
//! (the `85...24..` puzzle leads), then the classic sets. The visualizer walks through them
//! (`tui/bundled.rs`); a headless race picks one by its number.

use stepdoku::parse::{NoSuchPuzzle, Puzzle, parse_str, pick};

/// Each bundled file's name and text, in the order the visualizer walks through them.
pub const FILES: &[(&str, &str)] = &[
    (
        "python_pretty.txt",
        include_str!("../../puzzles/seeds/python_pretty.txt"),
    ),
    (
        "python_rows.txt",
        include_str!("../../puzzles/seeds/python_rows.txt"),
    ),
    (
        "python_line.txt",
        include_str!("../../puzzles/seeds/python_line.txt"),
    ),
    (
        "ruby_mrv.txt",
        include_str!("../../puzzles/seeds/ruby_mrv.txt"),
    ),
    (
        "php_all.txt",
        include_str!("../../puzzles/seeds/php_all.txt"),
    ),
    ("blank.txt", include_str!("../../puzzles/seeds/blank.txt")),
    (
        "norvig_hardest11.txt",
        include_str!("../../puzzles/norvig_hardest11.txt"),
    ),
    (
        "norvig_top95.txt",
        include_str!("../../puzzles/norvig_top95.txt"),
    ),
    (
        "norvig_easy50.txt",
        include_str!("../../puzzles/norvig_easy50.txt"),
    ),
    (
        "magictour_top1465.txt",
        include_str!("../../puzzles/magictour_top1465.txt"),
    ),
    (
        "tdoku_test_puzzles_with_counts.txt",
        include_str!("../../puzzles/tdoku_test_puzzles_with_counts.txt"),
    ),
];

/// Each bundled file's name and puzzles, in order. A file that fails to parse (the tests make
/// sure none does) is left out.
pub fn sets() -> Vec<(String, Vec<Puzzle>)> {
    FILES
        .iter()
        .filter_map(|(name, text)| Some((name.to_string(), parse_str(text).ok()?)))
        .collect()
}

/// Bundled puzzle `index` (1-based, counted across the files; the first without one).
pub fn puzzle(index: Option<usize>) -> Result<Puzzle, NoSuchPuzzle> {
    let mut puzzles: Vec<Puzzle> = sets().into_iter().flat_map(|(_, p)| p).collect();
    let i = match index {
        Some(index) => pick(index, puzzles.len(), "bundled set")?,
        None => 0,
    };
    // the blank board stands in should no bundled file parse, as in the visualizer
    Ok(if i < puzzles.len() {
        puzzles.swap_remove(i)
    } else {
        Puzzle::nine([0; 81], 1, 1)
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_bundled_file_parses() {
        for (name, text) in FILES {
            let puzzles = parse_str(text).unwrap_or_else(|e| panic!("{name}: {e}"));
            assert!(!puzzles.is_empty(), "{name}");
        }
    }

    #[test]
    fn a_puzzle_is_picked_by_its_number_across_the_files() {
        let first = puzzle(None).unwrap();
        assert!(first.to_line().starts_with("85...24..72......9"));
        assert_eq!(puzzle(Some(1)).unwrap(), first);
        // top95 follows the seed examples and hardest11
        let before: usize = sets()[..7].iter().map(|(_, p)| p.len()).sum();
        let top95_41 = puzzle(Some(before + 41)).unwrap();
        assert!(top95_41.to_line().starts_with("...5.1....9....8"));
        let count: usize = sets().iter().map(|(_, p)| p.len()).sum();
        assert!(puzzle(Some(count)).is_ok());
        assert!(puzzle(Some(count + 1)).is_err());
    }
}
