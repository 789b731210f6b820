//! Assignments around code arrays (`grid = [`, `int[][] g = {`, `puzzles["easy"] =`): where
//! the name ends and the cells begin, quotes and all.

/// Whether `text` starts a new array with an assignment (`grid = [`, `int[][] g = {`): no
/// line of an array before it, even one whose brackets were left open.
pub(super) fn starts_assignment(text: &str) -> bool {
    let trimmed = text.trim_start();
    equals_at(trimmed)
        .is_some_and(|eq| is_assignee(&trimmed[..eq]) && !trimmed[eq + 1..].starts_with('='))
}

/// The text before `=` in `int[][] grid =`, `$field =`, `const grid =`: a name, maybe with a
/// type, brackets, a `$` and a key in quotes (`puzzles["easy"] =`).
pub(super) fn is_assignee(text: &str) -> bool {
    let text = without_quotes(text.trim());
    // a name or a type first, never a cell: `003…  rating=5` is a puzzle and its label
    text.starts_with(|c: char| c.is_ascii_alphabetic() || c == '_' || c == '$')
        && text.chars().all(|c| {
            c.is_ascii_alphanumeric()
                || matches!(
                    c,
                    '_' | '$'
                        | '['
                        | ']'
                        | ':'
                        | ';'
                        | ','
                        | '<'
                        | '>'
                        | '.'
                        | ' '
                        | '\t'
                        | '\''
                        | '"'
                )
        })
}

/// Each character of `text` with its place and whether it is inside quotes (the quotes
/// themselves are not; inside them, `\\` escapes the next character).
fn quoted(text: &str) -> impl Iterator<Item = (usize, char, bool)> + '_ {
    let (mut quote, mut escaped) = (None, false);
    text.char_indices().map(move |(at, c)| {
        let inside = match quote {
            Some(_) if std::mem::take(&mut escaped) => true,
            Some(_) if c == '\\' => {
                escaped = true;
                true
            }
            Some(q) if c == q => {
                quote = None;
                false
            }
            Some(_) => true,
            None => {
                if matches!(c, '\'' | '"') {
                    quote = Some(c);
                }
                false
            }
        };
        (at, c, inside)
    })
}

/// Where the first `=` outside quotes is in `text`.
pub(super) fn equals_at(text: &str) -> Option<usize> {
    quoted(text)
        .find(|&(_, c, inside)| c == '=' && !inside)
        .map(|(at, ..)| at)
}

/// `text` with what is between quotes taken out (`puzzles['easy-1']` → `puzzles['']`): a
/// key may hold anything.
fn without_quotes(text: &str) -> std::borrow::Cow<'_, str> {
    if !text.contains(['\'', '"']) {
        return text.into();
    }
    let outside = quoted(text).filter(|&(_, _, inside)| !inside);
    outside.map(|(_, c, _)| c).collect::<String>().into()
}
