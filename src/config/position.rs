//! A byte offset in a text as the line and column an editor shows (both from 1, columns in
//! characters).

/// The line and column of byte `at` in `text`.
pub fn line_col(text: &str, at: usize) -> (usize, usize) {
    let before = &text[..floor_boundary(text, at.min(text.len()))];
    let line = before.matches('\n').count() + 1;
    let start = before.rfind('\n').map_or(0, |n| n + 1);
    (line, before[start..].chars().count() + 1)
}

/// The last character boundary at or before `at`.
fn floor_boundary(text: &str, mut at: usize) -> usize {
    while !text.is_char_boundary(at) {
        at -= 1;
    }
    at
}

#[cfg(test)]
mod tests {
    use super::line_col;

    #[test]
    fn counts_lines_and_characters_from_one() {
        let text = "a = 1\nbé = 2\n";
        assert_eq!(line_col(text, 0), (1, 1));
        assert_eq!(line_col(text, 4), (1, 5));
        assert_eq!(line_col(text, 6), (2, 1));
        // the é is two bytes and one column
        assert_eq!(line_col(text, 9), (2, 3));
        assert_eq!(line_col(text, 99), (3, 1));
    }
}
