//! The documents hold together: every relative link of the README and of `docs/` names a file
//! that exists and, where it has one, an anchor that is a heading of that file (as GitHub
//! spells heading anchors); the README stays short enough to read first.

use std::collections::HashSet;
use std::path::{Path, PathBuf};

fn repo() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// The README and every Markdown file of `docs/`.
fn documents() -> Vec<PathBuf> {
    let mut found = vec![repo().join("README.md")];
    let mut docs: Vec<PathBuf> = std::fs::read_dir(repo().join("docs"))
        .expect("docs/")
        .map(|entry| entry.unwrap().path())
        .filter(|path| path.extension().is_some_and(|e| e == "md"))
        .collect();
    docs.sort();
    found.extend(docs);
    found
}

/// The lines of `text` outside fenced code blocks, with their 1-based numbers.
fn prose(text: &str) -> Vec<(usize, &str)> {
    let mut fenced = false;
    let mut lines = Vec::new();
    for (i, line) in text.lines().enumerate() {
        if line.trim_start().starts_with("```") {
            fenced = !fenced;
        } else if !fenced {
            lines.push((i + 1, line));
        }
    }
    lines
}

/// The anchor GitHub gives a heading: lower case, punctuation dropped but for `-` and `_`,
/// spaces as `-` (so "`solve --format json`" is `solve---format-json`).
fn slug(heading: &str) -> String {
    heading
        .trim()
        .to_lowercase()
        .chars()
        .filter_map(|c| match c {
            ' ' => Some('-'),
            c if c.is_alphanumeric() || c == '-' || c == '_' => Some(c),
            _ => None,
        })
        .collect()
}

/// The anchors of a Markdown file's headings.
fn anchors(text: &str) -> HashSet<String> {
    prose(text)
        .into_iter()
        .filter_map(|(_, line)| {
            let level = line.chars().take_while(|&c| c == '#').count();
            (1..=6).contains(&level).then(|| slug(&line[level..]))
        })
        .collect()
}

/// The targets of the inline links `[text](target)` of one line.
fn link_targets(line: &str) -> Vec<String> {
    let mut targets = Vec::new();
    let mut rest = line;
    while let Some(at) = rest.find("](") {
        let after = &rest[at + 2..];
        let Some(end) = after.find(')') else { break };
        targets.push(after[..end].to_string());
        rest = &after[end..];
    }
    targets
}

fn is_external(target: &str) -> bool {
    ["http://", "https://", "mailto:"]
        .iter()
        .any(|scheme| target.starts_with(scheme))
}

/// Every broken relative link of `doc`, as `file:line: target (why)`.
fn broken_links(doc: &Path) -> Vec<String> {
    let text = std::fs::read_to_string(doc).unwrap();
    let name = doc.strip_prefix(repo()).unwrap().display().to_string();
    let mut broken = Vec::new();
    for (number, line) in prose(&text) {
        for target in link_targets(line) {
            if is_external(&target) {
                continue;
            }
            let (file, anchor) = match target.split_once('#') {
                Some((file, anchor)) => (file, Some(anchor)),
                None => (target.as_str(), None),
            };
            let linked = if file.is_empty() {
                doc.to_path_buf()
            } else {
                doc.parent().unwrap().join(file)
            };
            if !linked.exists() {
                broken.push(format!("{name}:{number}: {target} (no such file)"));
                continue;
            }
            if let Some(anchor) = anchor {
                let linked_text = std::fs::read_to_string(&linked).unwrap_or_default();
                if !anchors(&linked_text).contains(anchor) {
                    broken.push(format!("{name}:{number}: {target} (no such heading)"));
                }
            }
        }
    }
    broken
}

#[test]
fn every_relative_link_resolves() {
    let broken: Vec<String> = documents().iter().flat_map(|d| broken_links(d)).collect();
    assert!(broken.is_empty(), "broken links:\n{}", broken.join("\n"));
}

#[test]
fn the_docs_a_newcomer_is_pointed_to_exist() {
    for name in [
        "guide.md",
        "cli.md",
        "formats.md",
        "strategies.md",
        "benchmarks.md",
        "architecture.md",
    ] {
        assert!(repo().join("docs").join(name).is_file(), "docs/{name}");
    }
}

#[test]
fn the_readme_is_short_and_starts_with_the_two_commands() {
    let readme = std::fs::read_to_string(repo().join("README.md")).unwrap();
    let lines: Vec<&str> = readme.lines().collect();
    assert!(lines.len() <= 250, "README.md has {} lines", lines.len());
    let top = lines[..40.min(lines.len())].join("\n");
    for command in ["cargo run --release", "cargo test"] {
        assert!(
            top.contains(command),
            "`{command}` within the first 40 lines"
        );
    }
}

#[test]
fn the_link_checker_sees_a_broken_link_and_a_missing_heading() {
    // The checker itself must be able to fail: a document with one good and two bad links.
    let dir = repo().join("target").join("docs-link-check");
    std::fs::create_dir_all(&dir).unwrap();
    let doc = dir.join("sample.md");
    std::fs::write(
        &doc,
        "# Top\n\n## `solve --format json`\n\n[ok](#solve---format-json) [gone](nowhere.md) \
         [bad](#no-such-heading)\n\n```text\n[not a link](ignored.md)\n```\n",
    )
    .unwrap();
    let broken = broken_links(&doc);
    assert_eq!(broken.len(), 2, "{broken:?}");
    assert!(broken[0].contains("nowhere.md (no such file)"));
    assert!(broken[1].contains("#no-such-heading (no such heading)"));
}

#[test]
fn slugs_are_githubs() {
    assert_eq!(slug(" `stepdoku record [FILE]`"), "stepdoku-record-file");
    assert_eq!(slug(" The README's pictures"), "the-readmes-pictures");
    assert_eq!(slug(" A tour"), "a-tour");
}

/// The README's screen picture is the frame the visualizer draws: the first `text` block of
/// the README holds `assets/screenshot.txt`, which a test of the binary (the_readme_screenshot)
/// checks against a real frame.
#[test]
fn the_readme_frame_is_the_binarys() {
    let readme = std::fs::read_to_string(repo().join("README.md")).unwrap();
    let block: String = readme
        .split("```text\n")
        .nth(1)
        .and_then(|rest| rest.split("\n```").next())
        .expect("a text block in the README")
        .lines()
        .map(|line| line.trim_end().to_string() + "\n")
        .collect();
    let frame: String = std::fs::read_to_string(repo().join("assets/screenshot.txt"))
        .unwrap()
        .lines()
        .map(|line| line.trim_end().to_string() + "\n")
        .collect();
    assert!(
        block == frame,
        "the README's frame differs from assets/screenshot.txt, which should read:\n{frame}"
    );
}

/// The libraries' doc comments hold no code example: their doctests are off (`doctest =
/// false` in core/Cargo.toml and src/Cargo.toml, so that `cargo test` does not compile the
/// core a third time for none), and an example there would never be run. Examples go in tests.
#[test]
fn no_doc_comment_holds_an_example_that_would_not_run() {
    use crate::architecture::rust_files;
    let mut files = Vec::new();
    rust_files(&repo().join("core/src"), &mut files);
    rust_files(&repo().join("src"), &mut files);
    let mut found = Vec::new();
    for path in files {
        let text = std::fs::read_to_string(&path).expect("a source file");
        let mut open = false;
        for (i, line) in text.lines().enumerate() {
            let comment = line.trim_start();
            let doc = comment.strip_prefix("///").or(comment.strip_prefix("//!"));
            let Some(info) = doc.and_then(|d| d.trim_start().strip_prefix("```")) else {
                continue;
            };
            // an opening fence is code unless it names another language (```text)
            let code = info.trim().is_empty()
                || ["rust", "no_run", "should_panic", "compile_fail", "edition"]
                    .iter()
                    .any(|word| info.contains(word));
            if !open && code {
                found.push(format!("{}:{}", path.display(), i + 1));
            }
            open = !open;
        }
    }
    assert!(found.is_empty(), "examples in doc comments: {found:?}");
}
