//! Text fitted to the room it has, the one way every view does it: broken at spaces into
//! lines, and ended with `…` where it must be cut, so that no word on screen is ever cut
//! without a mark (`as the PHP example ran it: ev` read as if it were whole).

/// The mark of text cut short.
const CUT: char = '…';

/// `text` broken at spaces into at most `max` lines of at most `width` columns (a character
/// a column). A word longer than a whole line is cut, ending in `…`; when words are left
/// over after the last line, it ends in `…` (after a space, where there is room). Text that
/// fits on one line is kept as it is, spaces and all. No line for `max` 0 or `width` 0; one
/// empty line for text without a word.
pub fn wrap(text: &str, width: usize, max: usize) -> Vec<String> {
    if width == 0 || max == 0 {
        return Vec::new();
    }
    if text.chars().count() <= width && !text.contains('\n') {
        // as it is, spaces and all: a line laid out by hand (`Guesses 3  Forced 0`) keeps
        // its layout
        return vec![text.to_string()];
    }
    let mut lines: Vec<String> = Vec::new();
    let mut line = String::new();
    let mut words = text.split_whitespace().peekable();
    while let Some(word) = words.next() {
        let used = line.chars().count();
        let long = word.chars().count();
        if used > 0 && used + 1 + long <= width {
            line.push(' ');
            line.push_str(word);
            continue;
        }
        if used > 0 {
            if lines.len() + 1 == max {
                // the last line, and this word does not go on it
                lines.push(cut(&line, width));
                return lines;
            }
            lines.push(std::mem::take(&mut line));
        }
        if long <= width {
            line.push_str(word);
        } else {
            line = word.chars().take(width - 1).collect();
            line.push(CUT);
            if lines.len() + 1 == max {
                lines.push(line);
                return lines;
            }
            lines.push(std::mem::take(&mut line));
            if words.peek().is_none() {
                return lines;
            }
        }
    }
    lines.push(line);
    lines
}

/// `line` marked as cut short in `width` columns: `…` after it (and a space, where there is
/// room), its last words given up for the room the mark needs.
fn cut(line: &str, width: usize) -> String {
    let mut kept: Vec<&str> = line.split(' ').collect();
    loop {
        let text = kept.join(" ");
        let used = text.chars().count();
        if kept.is_empty() {
            return CUT.to_string();
        }
        if used + 2 <= width {
            return format!("{text} {CUT}");
        }
        if used < width {
            return format!("{text}{CUT}");
        }
        kept.pop();
    }
}

/// `text` on one line of `width` columns: whole, or cut at a space and ended with `…`
/// (within its first word only when that word alone is too long).
pub fn head(text: &str, width: usize) -> String {
    wrap(text, width, 1).pop().unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn fits(lines: &[String], width: usize) -> bool {
        lines.iter().all(|l| l.chars().count() <= width)
    }

    #[test]
    fn words_shorter_than_the_room_wrap_at_spaces() {
        let text = "as the PHP example ran it: every solution";
        assert_eq!(
            wrap(text, 30, 9),
            ["as the PHP example ran it:", "every solution"]
        );
        assert_eq!(wrap(text, 100, 9), [text]);
        // exactly the width
        assert_eq!(wrap("abc def", 7, 9), ["abc def"]);
        assert_eq!(wrap("abc def", 6, 9), ["abc", "def"]);
        for width in 8..45 {
            let lines = wrap(text, width, usize::MAX);
            assert!(fits(&lines, width), "{width}: {lines:?}");
            assert_eq!(lines.join(" "), text, "{width}: nothing lost");
        }
    }

    #[test]
    fn what_does_not_fit_ends_in_a_mark() {
        let text = "as the PHP example ran it: every solution";
        assert_eq!(wrap(text, 30, 1), ["as the PHP example ran it: …"]);
        assert_eq!(wrap(text, 27, 1), ["as the PHP example ran it:…"]);
        assert_eq!(wrap(text, 20, 2), ["as the PHP example", "ran it: every …"]);
        assert_eq!(head(text, 12), "as the PHP …");
        assert_eq!(head(text, 100), text);
        // wide enough for every word: whatever is left out, the last line says so
        for width in 8..45 {
            for max in 1..4 {
                let lines = wrap(text, width, max);
                assert!(lines.len() <= max && fits(&lines, width), "{lines:?}");
                if lines.join(" ") != text {
                    assert!(lines[lines.len() - 1].ends_with('…'), "{lines:?}");
                }
            }
        }
    }

    #[test]
    fn words_longer_than_the_room_are_cut_with_a_mark() {
        assert_eq!(wrap("abcdefghijkl", 5, 9), ["abcd…"]);
        assert_eq!(wrap("ab abcdefghijkl cd", 5, 9), ["ab", "abcd…", "cd"]);
        assert_eq!(wrap("abcdefghijkl cd", 5, 1), ["abcd…"]);
        assert_eq!(head("r4c1 ← 3 hidden single in box 4", 1), "…");
    }

    #[test]
    fn no_room_no_lines_and_no_words_one_empty_line() {
        assert!(wrap("text", 0, 3).is_empty());
        assert!(wrap("text", 10, 0).is_empty());
        assert_eq!(wrap("", 10, 3), [""]);
        assert_eq!(wrap("   ", 10, 3), ["   "]);
        assert_eq!(
            wrap("3  Forced 0", 11, 1),
            ["3  Forced 0"],
            "a line that fits is kept"
        );
        assert_eq!(head("", 5), "");
    }
}
