//! JSON string literals, for the machine-read outputs (`solve --format json`, asciicast files).

use std::fmt::Write;

/// Appends `s` as a JSON string literal: quotes, backslashes and control characters escaped.
pub fn push_string(out: &mut String, s: &str) {
    out.push('"');
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            c if u32::from(c) < 0x20 || c == '\u{7f}' => {
                let _ = write!(out, "\\u{:04x}", u32::from(c));
            }
            c => out.push(c),
        }
    }
    out.push('"');
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn escapes_what_json_requires() {
        let mut out = String::new();
        push_string(&mut out, "a\"b\\c\nd\x1b[0m\u{7f}é");
        assert_eq!(out, r#""a\"b\\c\nd\u001b[0m\u007fé""#);
    }
}
