//! The help's `Glossary`: the words of the screen with their meanings, read from the one
//! source, `docs/guide.md`'s `## Glossary` table, when the binary is built, so that the help
//! and the guide cannot say different things.

/// The guide, whose `## Glossary` table the help shows.
const GUIDE: &str = include_str!("../../../docs/guide.md");

/// The heading of the help's glossary.
pub const HEADING: &str = "Glossary";

/// The rows of the guide's glossary table, each split into its cells.
fn rows() -> impl Iterator<Item = Vec<&'static str>> {
    let table = GUIDE
        .split_once("\n## Glossary\n")
        .map(|(_, after)| after.split("\n## ").next().unwrap_or(after))
        .unwrap_or("");
    table
        .lines()
        .filter_map(|line| line.strip_prefix("| "))
        .map(|row| row.split(" | ").collect::<Vec<_>>())
        // the header row is no word (the row of dashes under it has no space after its bar)
        .filter(|cells| cells[0] != "word")
}

/// The meaning of `word` in the guide's glossary, as plain text (without the Markdown's
/// backticks and stars), if the guide defines it.
#[cfg(test)]
pub fn meaning(word: &str) -> Option<String> {
    entries()
        .into_iter()
        .find_map(|(w, meaning)| (w == word).then_some(meaning))
}

/// Every word of the guide's glossary with its meaning, in the guide's order: a word added
/// to the guide is in the help with the next build.
pub fn entries() -> Vec<(&'static str, String)> {
    rows()
        .map(|cells| {
            (
                cells[0],
                cells.get(1).copied().unwrap_or("").replace(['`', '*'], ""),
            )
        })
        .collect()
}

/// `text` broken at spaces into lines at most `width` columns wide (a longer word alone).
pub fn wrap(text: &str, width: usize) -> Vec<String> {
    let mut lines = vec![String::new()];
    for word in text.split_whitespace() {
        let line = lines.last_mut().expect("never empty");
        if line.is_empty() {
            line.push_str(word);
        } else if line.chars().count() + 1 + word.chars().count() <= width {
            line.push(' ');
            line.push_str(word);
        } else {
            lines.push(word.to_string());
        }
    }
    lines
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_guide_defines_every_word() {
        let words: Vec<&str> = entries().iter().map(|(word, _)| *word).collect();
        // the strategy's parts and the tree panel's words are there, not only the player's
        assert_eq!(
            words,
            [
                "given",
                "Sukaku",
                "strategy",
                "row-major",
                "mrv",
                "random",
                "propagate",
                "cells",
                "digits",
                "inference",
                "size",
                "candidate",
                "variant",
                "diagonal",
                "extra house",
                "region",
                "cage",
                "naked single",
                "hidden single",
                "elimination",
                "pointing",
                "claiming",
                "naked pair",
                "naked triple",
                "naked quad",
                "hidden pair",
                "hidden triple",
                "hidden quad",
                "x-wing",
                "swordfish",
                "jellyfish",
                "xy-wing",
                "xyz-wing",
                "Event",
                "Depth",
                "Stack",
                "cap",
                "step",
                "placement",
                "guess",
                "subtree",
                "outcome",
                "forced",
                "undo",
                "dead end",
                "backtrack",
                "explored",
                "tree",
                "solution",
                "exhausted"
            ]
        );
        for (word, meaning) in entries() {
            assert!(meaning.len() > 20, "{word}: {meaning:?}");
            assert!(!meaning.contains(['`', '*', '|']), "{word}");
        }
        assert!(meaning("forced").unwrap().contains("deduced"));
        // a strategy's parts named as the entries below it are
        let strategy = meaning("strategy").unwrap();
        assert!(
            strategy.starts_with(
                "how the search chooses: three parts, its cells, its digits and its inference \
                 (the three below the presets), joined by + in any order"
            ),
            "{strategy}"
        );
        // each part of a strategy with its textbook name
        let parts = ["cells", "digits", "inference"]
            .map(|w| meaning(w).unwrap())
            .join(" ");
        for term in [
            "first",
            "static order",
            "mrv",
            "minimum remaining values",
            "degree heuristic",
            "constraint",
            "Algorithm X",
            "up",
            "random",
            "lcv",
            "least constraining value",
            "none",
            "fc",
            "forward checking",
            "naked",
            "arc consistency",
            "singles",
        ] {
            assert!(parts.contains(term), "{term}");
        }
        assert!(
            meaning("exhausted")
                .unwrap()
                .starts_with("the search ran out of branches")
        );
        assert_eq!(meaning("no such word"), None);
    }

    /// The help of the player and of the race ends with `Glossary` and exactly the guide's words,
    /// in order, each with the guide's meaning; the editor's help has none.
    #[test]
    fn the_help_of_a_search_ends_with_the_glossary() {
        use crate::tui::action::HelpPage;
        use crate::tui::widgets::theme::Theme;
        let lines = |page| -> Vec<String> {
            let groups = super::super::plan::groups(page, &Theme::new(false), usize::MAX);
            let line =
                |l: &ratatui::text::Line| l.spans.iter().map(|s| s.content.as_ref()).collect();
            groups.concat().iter().map(line).collect()
        };
        let expected: Vec<String> = entries()
            .into_iter()
            .flat_map(|(word, meaning)| [word.to_string(), meaning])
            .collect();
        let expected = expected.join(" ");
        let expected: Vec<&str> = expected.split_whitespace().collect();
        for page in [HelpPage::Player, HelpPage::Race] {
            let lines = lines(page);
            let at = lines.iter().position(|l| l == HEADING);
            let at = at.unwrap_or_else(|| panic!("{page:?}: no {HEADING} heading"));
            let body = lines[at + 1..].join(" ");
            assert_eq!(
                body.split_whitespace().collect::<Vec<_>>(),
                expected,
                "{page:?}"
            );
        }
        assert!(!lines(HelpPage::Editor).iter().any(|l| l == HEADING));
    }

    #[test]
    fn wraps_at_spaces_within_the_width() {
        let text = "a placement the search chose among the cell's candidates";
        let lines = wrap(text, 20);
        assert!(lines.iter().all(|l| l.chars().count() <= 20), "{lines:?}");
        assert_eq!(lines.join(" "), text);
        assert_eq!(wrap("", 10), vec![String::new()]);
    }
}
