//! Names as a person reads them on a terminal: control characters in caret notation (`^[` for
//! ESC), so that a file name shows what it holds and can never move the cursor or change the
//! colours of what follows it.

use std::path::Path;

/// `text` with every control character made visible: `^@` to `^_` for the C0 controls (`^[`
/// is ESC, `^I` a tab), `^?` for DEL, `<U+0085>` for the C1 controls.
pub fn text(text: &str) -> String {
    let mut shown = String::with_capacity(text.len());
    for c in text.chars() {
        match u32::from(c) {
            code @ 0..=0x1f => {
                shown.push('^');
                shown.push(char::from(code as u8 + 0x40));
            }
            0x7f => shown.push_str("^?"),
            code @ 0x80..=0x9f => shown.push_str(&format!("<U+{code:04X}>")),
            _ => shown.push(c),
        }
    }
    shown
}

/// A path as [`text`] shows it (bytes that are not UTF-8 as `�`).
pub fn path(path: &Path) -> String {
    text(&path.to_string_lossy())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn control_characters_read_in_caret_notation() {
        assert_eq!(text("a\u{1b}[31mb.txt"), "a^[[31mb.txt");
        assert_eq!(text("tab\there\u{7f}\u{0}"), "tab^Ihere^?^@");
        assert_eq!(text("x\u{85}y"), "x<U+0085>y");
        assert_eq!(text("plain é ₃ name.txt"), "plain é ₃ name.txt");
        assert_eq!(path(Path::new("/tmp/\u{1b}.txt")), "/tmp/^[.txt");
    }
}
