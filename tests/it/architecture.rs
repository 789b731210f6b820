//! The shape of the code, checked from the sources as they stand, the rules
//! docs/architecture.md states that Cargo does not: the layers (the modules right under each
//! crate's `src/`) import each other without a cycle, and so do the parts of the visualizer
//! (the children of `src/tui`); a view imports neither `app` nor another view, and `widgets`
//! import no view; `cli` reaches `tui` only through its entry (what `tui/mod.rs` declares or
//! exports, never one of its parts); no production file is over 600 lines. That the core
//! (`core/`) names no terminal and no command line is Cargo's to enforce: its manifest lists
//! no such crate, which one test here reads.
//!
//! The checks read the files, so new modules are checked as they come: `core/src/` is the
//! library (imported as `stepdoku`), `src/` the application. An import is any path through
//! `crate::`, `super::`, `self::` or `stepdoku::` in the code (comments aside), in `use` trees
//! or inline; test code (the files `*_tests.rs`, `tests.rs`, `test_support.rs`, and whatever
//! follows a `#[cfg(test)]` or a `#[cfg(all(test, …))]`) is left out. Each check is also run
//! on a small tree written for it, where it must fail.

use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::path::{Path, PathBuf};

/// The most lines a production file may have (its code before the tests).
const MAX_LINES: usize = 600;

/// One source file: where it is, its crate, its module path, and its production code.
struct Source {
    path: PathBuf,
    krate: Krate,
    /// The module path from the crate root (`["tui", "app"]` for `src/tui/app/mod.rs`);
    /// empty for `lib.rs` and `main.rs`.
    module: Vec<String>,
    /// The lines before the tests, comments blanked.
    code: Vec<String>,
    /// The lines before the tests, as written.
    lines: usize,
    /// Whether it is test code as a whole.
    test_file: bool,
}

/// Which crate a file is part of.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
enum Krate {
    Core,
    App,
}

/// The sources of both crates, and the top-level modules of each.
struct Tree {
    sources: Vec<Source>,
    core_modules: BTreeSet<String>,
    app_modules: BTreeSet<String>,
    /// The views of the visualizer, one folder of `src/tui` each ([`views_of`]).
    views: BTreeSet<String>,
}

/// The views of the visualizer: the main screen's (`player`), and each one the list in
/// `tui/overlay.rs` registers, by the folder its type is named through
/// (`Race(Box<crate::tui::race::Race>)`). Read from the registry, a new view is checked as
/// soon as it is registered.
fn views_of(registry: &str) -> BTreeSet<String> {
    let lines: Vec<&str> = registry.lines().collect();
    let code = production_code(&lines, production_lines(&lines)).join("\n");
    let mut views: BTreeSet<String> = code
        .split("crate::tui::")
        .skip(1)
        .filter_map(|rest| rest.split("::").next())
        .map(str::to_string)
        .collect();
    views.insert("player".to_string());
    views
}

/// The Rust files under `dir`, recursively, in name order.
pub(crate) fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    let mut entries: Vec<PathBuf> = fs::read_dir(dir)
        .unwrap_or_else(|e| panic!("cannot list {}: {e}", dir.display()))
        .map(|e| e.expect("a directory entry").path())
        .collect();
    entries.sort();
    for path in entries {
        if path.is_dir() {
            rust_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

/// The module path of `path` under `src`.
fn module_of(src: &Path, path: &Path) -> Vec<String> {
    let relative = path.strip_prefix(src).expect("under src");
    let mut parts: Vec<String> = relative
        .iter()
        .map(|p| p.to_string_lossy().into_owned())
        .collect();
    let file = parts.pop().expect("a file name");
    let stem = file.trim_end_matches(".rs");
    if !(parts.is_empty() && (stem == "lib" || stem == "main")) && stem != "mod" {
        parts.push(stem.to_string());
    }
    parts
}

/// Whether a line opens what is compiled for tests only: `#[cfg(test)]`, or
/// `#[cfg(all(test, …))]` (a test module kept to one platform).
fn is_test_cfg(line: &str) -> bool {
    let line = line.trim();
    line == "#[cfg(test)]" || line.starts_with("#[cfg(all(test,")
}

fn is_test_file(path: &Path) -> bool {
    let name = path.file_name().unwrap_or_default().to_string_lossy();
    name.ends_with("_tests.rs") || name == "tests.rs" || name == "test_support.rs"
}

/// The line a comment starts on is cut there (`//`, `///`, `//!`); block comments are rare
/// in this code and left alone.
fn without_comment(line: &str) -> String {
    let mut in_string = false;
    let bytes = line.as_bytes();
    let mut i = 0;
    while i < bytes.len() {
        match bytes[i] {
            b'"' if i == 0 || bytes[i - 1] != b'\\' => in_string = !in_string,
            b'/' if !in_string && bytes.get(i + 1) == Some(&b'/') => return line[..i].to_string(),
            _ => {}
        }
        i += 1;
    }
    line.to_string()
}

/// How many lines come before the tests: the first test-only `cfg` ([`is_test_cfg`]) that
/// opens an inline module (`mod tests {`), or the end. One before `mod name;` only declares a
/// test file, and the code goes on after it.
fn production_lines(lines: &[&str]) -> usize {
    for (i, line) in lines.iter().enumerate() {
        if !is_test_cfg(line) {
            continue;
        }
        let next = lines[i + 1..]
            .iter()
            .map(|l| l.trim())
            .find(|l| !l.starts_with("#[") && !l.is_empty());
        if next.is_some_and(|l| l.contains("mod ") && l.ends_with('{')) {
            return i;
        }
    }
    lines.len()
}

/// The code of the lines before the tests, comments blanked, and items under a
/// `#[cfg(test)]` (a test module declared, a test-only import) left out.
fn production_code(lines: &[&str], end: usize) -> Vec<String> {
    let mut code = Vec::new();
    let mut skip_next = false;
    for line in &lines[..end] {
        let line = without_comment(line);
        if is_test_cfg(&line) {
            skip_next = true;
            code.push(String::new());
            continue;
        }
        if skip_next && !line.trim().is_empty() && !line.trim().starts_with("#[") {
            skip_next = false;
            code.push(String::new());
            continue;
        }
        code.push(line);
    }
    code
}

/// The modules a crate root declares (`mod x;`, `pub mod x;`), test-only ones aside.
fn declared_modules(root: &str) -> BTreeSet<String> {
    let lines: Vec<&str> = root.lines().collect();
    let code = production_code(&lines, production_lines(&lines));
    code.iter()
        .filter_map(|line| {
            let line = line.trim();
            let rest = line
                .strip_prefix("pub mod ")
                .or_else(|| line.strip_prefix("pub(crate) mod "))
                .or_else(|| line.strip_prefix("mod "))?;
            Some(rest.trim_end_matches(';').trim().to_string())
        })
        .collect()
}

/// The sources of the workspace at `root`: the library's under `core/src`, the
/// application's under `src`.
fn read_tree(root: &Path) -> Tree {
    let core = root.join("core/src");
    let app = root.join("src");
    let read = |src: &Path, name: &str| fs::read_to_string(src.join(name)).unwrap_or_default();
    let core_modules = declared_modules(&read(&core, "lib.rs"));
    // the application's modules are declared in its library, `src/lib.rs`; a `main.rs`
    // declaring any is read too
    let mut app_modules = declared_modules(&read(&app, "lib.rs"));
    app_modules.extend(declared_modules(&read(&app, "main.rs")));
    let views = views_of(&read(&app, "tui/overlay.rs"));
    let mut sources = Vec::new();
    for (src, krate) in [(&core, Krate::Core), (&app, Krate::App)] {
        let mut files = Vec::new();
        rust_files(src, &mut files);
        sources.extend(files.into_iter().map(|path| {
            let text = fs::read_to_string(&path)
                .unwrap_or_else(|e| panic!("cannot read {}: {e}", path.display()));
            let lines: Vec<&str> = text.lines().collect();
            let end = production_lines(&lines);
            Source {
                krate,
                module: module_of(src, &path),
                code: production_code(&lines, end),
                lines: end,
                test_file: is_test_file(&path),
                path,
            }
        }));
    }
    Tree {
        sources,
        core_modules,
        app_modules,
        views,
    }
}

impl Tree {
    /// The crate a file is part of.
    fn krate(&self, source: &Source) -> Krate {
        source.krate
    }

    /// The modules a file declares under its own: a crate root's, or a folder's files.
    fn children(&self, source: &Source) -> BTreeSet<String> {
        if source.module.is_empty() {
            return match self.krate(source) {
                Krate::Core => self.core_modules.clone(),
                Krate::App => self.app_modules.clone(),
            };
        }
        let depth = source.module.len();
        self.sources
            .iter()
            .filter(|s| s.krate == source.krate)
            .filter(|s| s.module.len() == depth + 1 && s.module[..depth] == source.module[..])
            .map(|s| s.module[depth].clone())
            .collect()
    }

    fn production(&self) -> impl Iterator<Item = &Source> {
        self.sources.iter().filter(|s| !s.test_file)
    }
}

/// The use trees of a statement expanded: `a::{b, c::d}` gives `a::b` and `a::c::d`.
fn expand(tree: &str) -> Vec<String> {
    let tree = tree.trim();
    let Some(open) = tree.find('{') else {
        let path = tree.split(" as ").next().unwrap_or("").trim();
        return vec![path.to_string()];
    };
    let prefix = &tree[..open];
    let inner = &tree[open + 1..tree.rfind('}').unwrap_or(tree.len())];
    let mut parts = Vec::new();
    let (mut depth, mut start) = (0, 0);
    for (i, c) in inner.char_indices() {
        match c {
            '{' => depth += 1,
            '}' => depth -= 1,
            ',' if depth == 0 => {
                parts.push(&inner[start..i]);
                start = i + 1;
            }
            _ => {}
        }
    }
    parts.push(&inner[start..]);
    parts
        .into_iter()
        .filter(|p| !p.trim().is_empty())
        .flat_map(expand)
        .map(|p| format!("{prefix}{p}"))
        .collect()
}

/// Every path a file's code names through `crate`, `super`, `self` or `stepdoku`, or through
/// one of its own child modules (`drive::event_loop::run` in `tui/mod.rs`); with the line
/// each is on.
fn paths_named(source: &Source, children: &BTreeSet<String>) -> Vec<(usize, Vec<String>)> {
    let text = source.code.join("\n");
    let mut found = Vec::new();
    let line_of = |offset: usize| text[..offset].matches('\n').count() + 1;
    // use statements, their trees expanded
    let mut at = 0;
    while let Some(i) = text[at..].find("use ") {
        let start = at + i;
        at = start + 4;
        let before = text[..start].chars().last();
        if before.is_some_and(|c| c.is_alphanumeric() || c == '_') {
            continue;
        }
        let Some(end) = text[start..].find(';') else {
            break;
        };
        let statement: String = text[start + 4..start + end]
            .split_whitespace()
            .collect::<Vec<_>>()
            .join(" ");
        for path in expand(&statement) {
            found.push((line_of(start), segments(&path)));
        }
    }
    // paths inline
    let bytes = text.as_bytes();
    for root in ["crate::", "super::", "self::", "stepdoku::"] {
        let mut at = 0;
        while let Some(i) = text[at..].find(root) {
            let start = at + i;
            at = start + root.len();
            if start > 0 && (bytes[start - 1].is_ascii_alphanumeric() || bytes[start - 1] == b'_') {
                continue;
            }
            let end = text[start..]
                .find(|c: char| !(c.is_alphanumeric() || c == '_' || c == ':'))
                .map_or(text.len(), |e| start + e);
            // `super::{a, b}` is a use tree, read above
            if !text[start..end].ends_with("::") {
                found.push((line_of(start), segments(&text[start..end])));
            }
        }
    }
    for (n, line) in source.code.iter().enumerate() {
        for child in children {
            for (before, _) in occurrences(line, &format!("{child}::")) {
                if !before.is_some_and(|c| c.is_alphanumeric() || c == '_' || c == ':') {
                    found.push((n + 1, vec![child.clone()]));
                }
            }
        }
    }
    found
}

/// Each place `named` is in `line`: the character before it and the one after it.
fn occurrences(line: &str, named: &str) -> Vec<(Option<char>, Option<char>)> {
    line.match_indices(named)
        .map(|(start, _)| {
            let end = start + named.len();
            (line[..start].chars().last(), line[end..].chars().next())
        })
        .collect()
}

fn segments(path: &str) -> Vec<String> {
    path.trim_start_matches("::")
        .split("::")
        .map(|s| s.trim().to_string())
        .filter(|s| !s.is_empty())
        .collect()
}

/// What a path names: (the crate, the module path from its root, as far as it goes), or
/// `None` for other crates and `std`.
fn resolve(
    source: &Source,
    krate: Krate,
    children: &BTreeSet<String>,
    path: &[String],
) -> Option<(Krate, Vec<String>)> {
    let mut module = source.module.clone();
    let mut rest = path;
    match rest.first()?.as_str() {
        "crate" => {
            module.clear();
            rest = &rest[1..];
        }
        "stepdoku" => return Some((Krate::Core, rest[1..].to_vec())),
        "self" => rest = &rest[1..],
        "super" => {
            while rest.first().is_some_and(|s| s == "super") {
                module.pop()?;
                rest = &rest[1..];
            }
        }
        // a path relative to the file's own module: one of its children
        first if children.contains(first) => {}
        _ => return None,
    }
    module.extend(rest.iter().cloned());
    Some((krate, module))
}

/// The directed graph of `nodes`: an edge from each file's node to the node of each path it
/// names, with where the first import of each edge is.
type Graph = BTreeMap<String, BTreeMap<String, String>>;

/// The layers: the modules right under `src` (the crate roots are not layers).
fn layer_graph(tree: &Tree) -> Graph {
    let mut graph = Graph::new();
    for source in tree.production() {
        let krate = tree.krate(source);
        let Some(from) = source.module.first() else {
            continue;
        };
        let children = tree.children(source);
        for (line, path) in paths_named(source, &children) {
            let Some((to_krate, module)) = resolve(source, krate, &children, &path) else {
                continue;
            };
            let Some(to) = module.first() else { continue };
            let known = match to_krate {
                Krate::Core => tree.core_modules.contains(to),
                Krate::App => tree.app_modules.contains(to),
            };
            if known && to != from {
                graph
                    .entry(from.clone())
                    .or_default()
                    .entry(to.clone())
                    .or_insert_with(|| format!("{}:{line}", source.path.display()));
            }
        }
    }
    graph
}

/// The parts of a folder of the binary (`tui`): its children, files or folders, each a node;
/// the folder's own `mod.rs` is the node `(root)`.
fn children_graph(tree: &Tree, folder: &str) -> Graph {
    let children: BTreeSet<String> = tree
        .sources
        .iter()
        .filter(|s| s.krate == Krate::App)
        .filter(|s| s.module.first().is_some_and(|m| m == folder) && s.module.len() >= 2)
        .map(|s| s.module[1].clone())
        .collect();
    let node = |module: &[String]| match module.get(1) {
        Some(child) if children.contains(child) => child.clone(),
        _ => "(root)".to_string(),
    };
    let mut graph = Graph::new();
    for source in tree.production() {
        if source.krate != Krate::App || source.module.first().is_none_or(|m| m != folder) {
            continue;
        }
        let krate = tree.krate(source);
        let from = node(&source.module);
        let own = tree.children(source);
        for (line, path) in paths_named(source, &own) {
            let Some((to_krate, module)) = resolve(source, krate, &own, &path) else {
                continue;
            };
            if to_krate != krate || module.first().is_none_or(|m| m != folder) {
                continue;
            }
            let to = node(&module);
            if to != from {
                graph
                    .entry(from.clone())
                    .or_default()
                    .entry(to)
                    .or_insert_with(|| format!("{}:{line}", source.path.display()));
            }
        }
    }
    graph
}

/// The shortest way from `start` back to itself, if there is one.
fn way_back(graph: &Graph, start: &str) -> Option<Vec<String>> {
    let next_of = |node: &str| graph.get(node).into_iter().flat_map(|m| m.keys());
    // each node reached, with the node it was reached from
    let mut from: BTreeMap<String, String> = BTreeMap::new();
    let mut queue: std::collections::VecDeque<String> = std::collections::VecDeque::new();
    queue.push_back(start.to_string());
    while let Some(at) = queue.pop_front() {
        for next in next_of(&at) {
            if from.contains_key(next) {
                continue;
            }
            from.insert(next.clone(), at.clone());
            if next == start {
                let mut way = vec![start.to_string()];
                let mut step = at.clone();
                while step != start {
                    way.push(step.clone());
                    step = from[&step].clone();
                }
                way.push(start.to_string());
                way.reverse();
                return Some(way);
            }
            queue.push_back(next.clone());
        }
    }
    None
}

/// Every cycle, once, each step with the import that makes it.
fn cycles(graph: &Graph) -> Vec<String> {
    let mut seen: BTreeSet<BTreeSet<String>> = BTreeSet::new();
    let mut out = Vec::new();
    for node in graph.keys() {
        let Some(way) = way_back(graph, node) else {
            continue;
        };
        if !seen.insert(way.iter().cloned().collect()) {
            continue;
        }
        let steps: Vec<String> = way
            .windows(2)
            .map(|w| format!("{} -> {} ({})", w[0], w[1], graph[&w[0]][&w[1]]))
            .collect();
        out.push(steps.join(", "));
    }
    out
}

/// The production files over [`MAX_LINES`], with their counts.
fn long_files(tree: &Tree) -> Vec<String> {
    tree.production()
        .filter(|s| s.lines > MAX_LINES)
        .map(|s| format!("{}: {} lines", s.path.display(), s.lines))
        .collect()
}

/// The imports among the parts of `src/tui` against the one-way rules: a view imports neither
/// `app` nor another view, and `widgets` import no view.
fn one_way_breaks(tree: &Tree) -> Vec<String> {
    let view = |part: &str| tree.views.contains(part);
    let mut breaks = Vec::new();
    for (from, edges) in &children_graph(tree, "tui") {
        for (to, at) in edges {
            if view(from) && to == "app" {
                breaks.push(format!("a view imports app: {from} -> app ({at})"));
            } else if view(from) && view(to) {
                breaks.push(format!(
                    "a view imports another view: {from} -> {to} ({at})"
                ));
            } else if from == "widgets" && view(to) {
                breaks.push(format!("a widget imports a view: widgets -> {to} ({at})"));
            }
        }
    }
    breaks
}

/// Where `cli` names a part of `src/tui` (`tui::start`, `tui::race`) rather than what the
/// entry, `tui/mod.rs`, declares or exports (`tui::run`, `tui::Options`, `tui::record`).
/// Paths are read as the other checks read them, and `tui::PART` is also looked for in the
/// text, whatever names `tui` before it (an alias).
fn cli_past_the_entry(tree: &Tree) -> Vec<String> {
    let parts: BTreeSet<&str> = tree
        .sources
        .iter()
        .filter(|s| s.module.first().is_some_and(|m| m == "tui") && s.module.len() >= 2)
        .map(|s| s.module[1].as_str())
        .collect();
    let mut breaks = Vec::new();
    for source in tree.production() {
        if source.module.first().is_none_or(|m| m != "cli") {
            continue;
        }
        // (line, part), each once however it was found
        let mut found: BTreeSet<(usize, String)> = BTreeSet::new();
        let children = tree.children(source);
        for (line, path) in paths_named(source, &children) {
            let Some((Krate::App, module)) = resolve(source, Krate::App, &children, &path) else {
                continue;
            };
            if let [top, part, ..] = &module[..]
                && top == "tui"
                && parts.contains(part.as_str())
            {
                found.insert((line, part.clone()));
            }
        }
        for (n, line) in source.code.iter().enumerate() {
            for part in &parts {
                for (before, after) in occurrences(line, &format!("tui::{part}")) {
                    let word = |c: Option<char>| c.is_some_and(|c| c.is_alphanumeric() || c == '_');
                    if !word(before) && !word(after) {
                        found.insert((n + 1, part.to_string()));
                    }
                }
            }
        }
        let file = source.path.display();
        breaks.extend(found.into_iter().map(|(line, part)| {
            format!("cli reaches past the entry of tui: {file}:{line}: tui::{part}")
        }));
    }
    breaks
}

/// Everything wrong with the sources of the workspace at `root`, one line each.
fn problems(root: &Path) -> Vec<String> {
    let tree = read_tree(root);
    let mut problems = Vec::new();
    for cycle in cycles(&layer_graph(&tree)) {
        problems.push(format!("a cycle among the layers: {cycle}"));
    }
    for cycle in cycles(&children_graph(&tree, "tui")) {
        problems.push(format!("a cycle among the parts of src/tui: {cycle}"));
    }
    problems.extend(one_way_breaks(&tree));
    problems.extend(cli_past_the_entry(&tree));
    for file in long_files(&tree) {
        problems.push(format!("a production file over {MAX_LINES} lines: {file}"));
    }
    problems
}

#[test]
fn the_source_tree_keeps_its_shape() {
    let problems = problems(Path::new(env!("CARGO_MANIFEST_DIR")));
    assert!(problems.is_empty(), "\n{}", problems.join("\n"));
}

#[test]
fn the_library_is_what_lib_rs_declares_and_tui_is_read() {
    let tree = read_tree(Path::new(env!("CARGO_MANIFEST_DIR")));
    for module in ["sudoku", "parse", "solver", "timeline"] {
        assert!(tree.core_modules.contains(module), "{module}");
    }
    assert!(tree.app_modules.contains("tui") && tree.app_modules.contains("cli"));
    // the layers' edges are seen: the solver builds on the grid, the visualizer on the
    // timeline, and inside the visualizer the app on its views
    let layers = layer_graph(&tree);
    assert!(layers["solver"].contains_key("sudoku"), "{layers:?}");
    assert!(layers["tui"].contains_key("timeline"), "{layers:?}");
    let parts = children_graph(&tree, "tui");
    assert!(parts["app"].contains_key("player"), "{parts:?}");
    assert!(parts["draw"].contains_key("app"), "{parts:?}");
}

/// A small workspace written to a temporary folder: (path under a crate's `src`, text). The
/// library's files (`lib.rs` and the layers beside it) go under `core/src`, the application's
/// (`main.rs`, `cli/`, `tui/`) under `src`.
fn tree_of(files: &[(&str, &str)]) -> tempfile::TempDir {
    let dir = tempfile::tempdir().expect("a temporary folder");
    for (path, text) in files {
        let app = *path == "main.rs" || path.starts_with("cli/") || path.starts_with("tui/");
        let path = dir
            .path()
            .join(if app { "src" } else { "core/src" })
            .join(path);
        fs::create_dir_all(path.parent().expect("a parent")).expect("folders");
        fs::write(path, text).expect("written");
    }
    dir
}

const LIB: &str = "pub mod grid;\npub mod search;\n";
const MAIN: &str = "mod tui;\nfn main() {}\n";

#[test]
fn a_cycle_among_the_layers_is_caught() {
    let good = tree_of(&[
        ("lib.rs", LIB),
        ("main.rs", MAIN),
        ("grid.rs", "pub struct Grid;\n"),
        ("search.rs", "use crate::grid::Grid;\n"),
        ("tui/mod.rs", "use stepdoku::search;\n"),
    ]);
    assert_eq!(problems(good.path()), Vec::<String>::new());
    let bad = tree_of(&[
        ("lib.rs", LIB),
        ("main.rs", MAIN),
        ("grid.rs", "pub fn f() { crate::search::g() }\n"),
        ("search.rs", "use crate::grid::Grid;\n"),
    ]);
    let problems = problems(bad.path());
    assert_eq!(problems.len(), 1, "{problems:?}");
    assert!(problems[0].starts_with("a cycle among the layers: grid -> search"));
}

#[test]
fn a_cycle_among_the_parts_of_the_visualizer_is_caught() {
    let bad = tree_of(&[
        ("lib.rs", ""),
        ("main.rs", MAIN),
        ("tui/mod.rs", "pub mod app;\npub mod race;\npub mod tick;\n"),
        ("tui/app.rs", "use super::race::Race;\n"),
        ("tui/race/mod.rs", "mod lockstep;\npub struct Race;\n"),
        ("tui/race/lockstep.rs", "use crate::tui::tick::not_found;\n"),
        (
            "tui/tick.rs",
            "// a comment naming super::race is no import\n\
             use super::{app::App, pane};\n",
        ),
        (
            "tui/race/tests.rs",
            "use crate::tui::app::App; // test code may import anything\n",
        ),
    ]);
    let problems = problems(bad.path());
    assert_eq!(problems.len(), 1, "{problems:?}");
    assert!(
        problems[0].contains("app -> race") && problems[0].contains("race -> tick"),
        "{problems:?}"
    );
}

#[test]
fn an_item_of_the_folder_itself_ties_it_to_its_parts() {
    // the entry runs the drivers by a bare path; a driver takes the options from the entry
    let bad = tree_of(&[
        ("lib.rs", ""),
        ("main.rs", MAIN),
        (
            "tui/mod.rs",
            "pub mod drive;\npub struct Options;\npub fn run() { drive::run() }\n",
        ),
        (
            "tui/drive.rs",
            "use crate::tui::Options;\npub fn run() {}\n",
        ),
    ]);
    let problems = problems(bad.path());
    assert_eq!(problems.len(), 1, "{problems:?}");
    assert!(
        problems[0].contains("(root) -> drive") && problems[0].contains("drive -> (root)"),
        "{problems:?}"
    );
}

#[test]
fn the_core_cannot_name_the_terminal_or_the_command_line() {
    // Cargo keeps a crate from naming what its manifest does not list, so the rule stands
    // while the core's dependencies leave these out.
    let manifest =
        fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("core/Cargo.toml"))
            .expect("the core's manifest");
    for line in manifest.lines() {
        let name = line.split(['=', '.', ' ']).next().unwrap_or("");
        for app_only in ["ratatui", "crossterm", "clap", "anyhow"] {
            assert_ne!(name, app_only, "core/Cargo.toml: {line}");
        }
    }
}

#[test]
fn a_long_production_file_is_caught_and_tests_do_not_count() {
    let long = "fn f() {}\n".repeat(MAX_LINES + 1);
    let short_with_tests = format!(
        "#[cfg(test)]\nmod more_tests;\n{}#[cfg(test)]\nmod tests {{\n{}}}\n",
        "fn f() {}\n".repeat(MAX_LINES - 3),
        "fn t() {}\n".repeat(500)
    );
    // a test module kept to one platform is test code too
    let short_with_unix_tests = format!(
        "{}#[cfg(all(test, unix))]\nmod tests {{\n{}}}\n",
        "fn f() {}\n".repeat(MAX_LINES),
        "fn t() {}\n".repeat(500)
    );
    let bad = tree_of(&[
        ("lib.rs", LIB),
        ("main.rs", MAIN),
        ("grid.rs", &long),
        ("search.rs", &short_with_tests),
        ("search_tests.rs", &long),
        ("tui/mod.rs", &short_with_unix_tests),
    ]);
    let problems = problems(bad.path());
    assert_eq!(
        problems,
        vec![format!(
            "a production file over 600 lines: {}: 601 lines",
            bad.path().join("core/src/grid.rs").display()
        )]
    );
}

#[test]
fn the_views_are_the_main_screen_and_those_the_registry_lists() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let tree = read_tree(root);
    let src = root.join("src");
    // those docs/architecture.md names, and any view registered since
    let named = [
        "player",
        "race",
        "editor",
        "picker",
        "help",
        "prompt",
        "error",
        "generator",
        "tree",
    ];
    for view in named {
        assert!(tree.views.contains(view), "{view}: {:?}", tree.views);
    }
    for view in &tree.views {
        assert!(src.join("tui").join(view).is_dir(), "{view} is a folder");
    }
}

/// The visualizer's parts as the rules see them: a view with a file of its own, the app, a
/// widget and the entry; `lines` are planted into the files named.
fn visualizer_with(planted: &[(&str, &str)]) -> tempfile::TempDir {
    let mut files: Vec<(&str, String)> = vec![
        ("lib.rs", String::new()),
        ("main.rs", "mod cli;\nmod tui;\nfn main() {}\n".into()),
        (
            "cli/mod.rs",
            "pub fn main() {\n    let options = crate::tui::Options;\n    crate::tui::run(options);\n    crate::tui::record::run();\n}\n"
                .into(),
        ),
        (
            "tui/mod.rs",
            "pub mod app;\npub mod effect;\npub mod overlay;\npub mod race;\npub mod start;\n\
             pub mod tree;\n\
             pub mod widgets;\npub mod drive;\npub use drive::record;\npub use start::Options;\n\
             pub fn run(_: Options) {}\n"
                .into(),
        ),
        // the app's imports of the views are left out, so that only the one-way rules (not
        // the cycles) can catch a view that imports it
        ("tui/app.rs", "use super::effect::Effect;\n".into()),
        ("tui/effect.rs", "pub enum Effect {}\n".into()),
        (
            "tui/overlay.rs",
            "pub enum Overlay {\n    Race(crate::tui::race::Race),\n    Tree(Box<crate::tui::tree::Panel>),\n}\n"
                .into(),
        ),
        ("tui/start.rs", "pub struct Options;\n".into()),
        ("tui/drive.rs", "pub mod record {\n    pub fn run() {}\n}\n".into()),
        (
            "tui/race/mod.rs",
            "mod draw;\nuse crate::tui::effect::Effect;\npub struct Race;\n".into(),
        ),
        (
            "tui/race/draw.rs",
            "use super::Race;\nuse crate::tui::widgets::board;\n".into(),
        ),
        ("tui/tree/mod.rs", "pub struct Panel;\n".into()),
        ("tui/widgets/mod.rs", "pub mod board;\n".into()),
        ("tui/widgets/board.rs", "pub fn draw() {}\n".into()),
    ];
    for (path, line) in planted {
        let file = files
            .iter_mut()
            .find(|(p, _)| p == path)
            .unwrap_or_else(|| panic!("no file {path}"));
        file.1.push_str(line);
        file.1.push('\n');
    }
    let borrowed: Vec<(&str, &str)> = files.iter().map(|(p, t)| (*p, t.as_str())).collect();
    tree_of(&borrowed)
}

#[test]
fn the_visualizer_as_the_rules_want_it_has_no_problem() {
    let good = visualizer_with(&[]);
    assert_eq!(problems(good.path()), Vec::<String>::new());
}

/// The one problem of the visualizer with `planted` lines.
fn the_problem_with(planted: &[(&str, &str)]) -> String {
    let bad = visualizer_with(planted);
    let found = problems(bad.path());
    assert_eq!(found.len(), 1, "{planted:?}: {found:?}");
    found[0].clone()
}

#[test]
fn a_view_importing_the_app_or_another_view_and_a_widget_importing_a_view_are_caught() {
    for (file, plant, says, at) in [
        (
            "tui/race/draw.rs",
            "use crate::tui::app::App;",
            "a view imports app: race -> app (",
            "race/draw.rs:3)",
        ),
        (
            "tui/tree/mod.rs",
            "fn f() { super::race::Race; }",
            "a view imports another view: tree -> race (",
            "tree/mod.rs:2)",
        ),
        (
            "tui/widgets/board.rs",
            "use crate::tui::tree::Panel;",
            "a widget imports a view: widgets -> tree (",
            "widgets/board.rs:2)",
        ),
    ] {
        let found = the_problem_with(&[(file, plant)]);
        assert!(found.starts_with(says) && found.ends_with(at), "{found}");
    }
}

#[test]
fn cli_reaching_past_the_entry_of_tui_is_caught() {
    // the entry's own items and what it exports pass (the tree above); its parts do not,
    // however they are named: a path, a use tree, a path from `super`, after `use crate::tui`
    for (plant, at) in [
        ("use crate::tui::start::Options;", "6: tui::start"),
        ("use crate::tui::{Options, race::Race};", "6: tui::race"),
        (
            "fn f() { super::super::tui::drive::record::run() }",
            "6: tui::drive",
        ),
        (
            "use crate::tui;\nfn f() { tui::tree::Panel; }",
            "7: tui::tree",
        ),
    ] {
        let found = the_problem_with(&[("cli/mod.rs", plant)]);
        assert!(
            found.starts_with("cli reaches past the entry of tui: ")
                && found.ends_with(&format!("cli/mod.rs:{at}")),
            "{plant}: {found}"
        );
    }
}
