//! Reading one field of a line of stepdoku's JSON output, as written (strings keep their
//! quotes, arrays their brackets). Included by path by the tests that read JSON lines.
#![allow(dead_code)]

/// The value of `"key":` in a line of the JSON output, as written.
pub fn field<'a>(json: &'a str, key: &str) -> &'a str {
    let start = json
        .find(&format!("\"{key}\":"))
        .unwrap_or_else(|| panic!("no {key} in {json}"))
        + key.len()
        + 3;
    let rest = &json[start..];
    let end = if rest.starts_with('[') {
        rest.find(']').unwrap() + 1
    } else if let Some(quoted) = rest.strip_prefix('"') {
        quoted.find('"').unwrap() + 2
    } else {
        rest.find([',', '}']).unwrap()
    };
    &rest[..end]
}
