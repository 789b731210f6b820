//! The help's `Glossary`: the words of the screen with their meanings, read from the one
//! source, `docs/guide.md`'s `## Glossary` table, when the binary is built, so that the help
//! and the guide cannot say different things.

/// The guide, whose `## Glossary` table the help shows.
const GUIDE: &str = include_str!("../../../docs/guide.md");

/// The words the help defines, in the guide's order: one per concept on screen.
pub const WORDS: [&str; 10] = [
    "step",
    "placement",
    "guess",
    "forced",
    "undo",
    "dead end",
    "backtrack",
    "explored",
    "solution",
    "exhausted",
];

/// The heading of the help's glossary.
pub const HEADING: &str = "Glossary";

/// The meaning of `word` in the guide's glossary, as plain text (without the Markdown's
/// backticks), if the guide defines it.
pub fn meaning(word: &str) -> Option<String> {
    let (_, after) = GUIDE.split_once("\n## Glossary\n")?;
    let table = after.split("\n## ").next().unwrap_or(after);
    table.lines().find_map(|line| {
        let mut cells = line.strip_prefix("| ")?.split(" | ");
        (cells.next()? == word).then(|| cells.next().unwrap_or("").replace('`', ""))
    })
}

/// Every word with its meaning.
pub fn entries() -> Vec<(&'static str, String)> {
    WORDS
        .iter()
        .map(|&word| (word, meaning(word).unwrap_or_default()))
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
        for (word, meaning) in entries() {
            assert!(meaning.len() > 20, "{word}: {meaning:?}");
            assert!(!meaning.contains('`') && !meaning.contains(" | "), "{word}");
        }
        assert!(meaning("forced").unwrap().contains("deduced"));
        assert!(
            meaning("exhausted")
                .unwrap()
                .starts_with("the search ran out of branches")
        );
        assert_eq!(meaning("no such word"), None);
    }

    /// The help of the player and of the race ends with `Glossary` and exactly the ten words,
    /// in order, each with the guide's meaning; the editor's help has none.
    #[test]
    fn the_help_of_a_search_ends_with_the_glossary() {
        use crate::tui::action::HelpPage;
        use crate::tui::widgets::theme::Theme;
        let lines = |page| -> Vec<String> {
            let groups = super::super::plan::groups(page, &Theme::new(false));
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
