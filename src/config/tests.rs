//! The config file read: the default file reads back as the defaults, and every mistake is
//! reported where it is.

use super::{Config, load_from, read, template};
use crate::tui::{KeyMap, PROBES, Palette};
use stepdoku::solver::Strategy;

/// The message for `text` as a file, `FILE:LINE:COL: ...` with the file's name cut.
fn error_of(text: &str) -> String {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("config.toml");
    std::fs::write(&path, text).unwrap();
    let message = load_from(&path).unwrap_err();
    let name = format!("{}:", path.display());
    message.strip_prefix(&name).expect(&message).to_string()
}

#[test]
fn the_default_file_reads_back_as_the_defaults() {
    let text = template();
    let config = read::config(&text).unwrap();
    assert_eq!(
        config,
        Config {
            strategy: Some(Strategy::RowMajor),
            delay_ms: Some(50),
            theme: Some(Palette::Default),
            probes: Some(PROBES),
            keys: KeyMap::default(),
        }
    );
    // every action it lists, uncommented, reads back as the table's keys
    let uncommented: String = text
        .lines()
        .map(|line| match line.strip_prefix("# ") {
            Some(rest) if rest.starts_with("[keys.") || rest.contains(" = [") => rest,
            _ => line,
        })
        .map(|line| format!("{line}\n"))
        .collect();
    let keys = read::config(&uncommented).unwrap().keys;
    assert_eq!(keys, KeyMap::default());
    assert!(uncommented.contains("[keys.search]\ntoggle-play = [\"space\"]"));
}

#[test]
fn an_empty_or_missing_file_is_no_config() {
    assert_eq!(read::config("").unwrap(), Config::default());
    let missing = std::path::Path::new("/nonexistent/stepdoku/config.toml");
    assert_eq!(load_from(missing).unwrap(), Config::default());
}

#[test]
fn a_file_sets_the_visualizers_defaults_and_keys() {
    let text = "strategy = \"mrv+fc\"\ndelay = 7\ntheme = \"colorblind\"\nprobes = 2_000\n\
                [keys]\npreset = \"vim\"\n[keys.player]\nquit = [\"Q\", \"ctrl-q\"]\n";
    let config = read::config(text).unwrap();
    assert_eq!(config.strategy, Some("mrv+fc".parse().unwrap()));
    assert_eq!(config.delay_ms, Some(7));
    assert_eq!(config.theme, Some(Palette::Colorblind));
    assert_eq!(config.probes, Some(2_000));
    let mut keys = KeyMap::preset("vim").unwrap();
    let quit = ["Q", "ctrl-q"].map(|k| crate::tui::keymap::parse_key(k).unwrap());
    keys.rebind("player", "quit", &quit).unwrap();
    assert_eq!(config.keys, keys);
}

#[test]
fn every_mistake_has_its_line_and_column() {
    let cases = [
        ("theem = \"mono\"\n", "1:1: unknown key \"theem\""),
        ("delay = 5\ndelay = 6\n", "2:1: "),
        ("strategy = \"fastest\"\n", "1:12: "),
        (
            "delay = 10001\n",
            "1:9: delay must be a whole number from 0 to 10000",
        ),
        ("delay = \"50\"\n", "1:9: delay must be a whole number"),
        (
            "probes = 10\n",
            "1:10: probes must be a whole number from 1000",
        ),
        (
            "theme = \"dark\"\n",
            "1:9: no theme \"dark\"; themes: default, colorblind",
        ),
        ("strategy = 3\n", "1:12: expected a string"),
        ("keys = 3\n", "1:8: [keys] must be a table"),
        (
            "[keys]\npreset = \"emacs\"\n",
            "2:10: no key preset \"emacs\"",
        ),
        (
            "[keys.plyer]\nquit = \"Q\"\n",
            "1:7: no key scope \"plyer\"",
        ),
        (
            "[keys.player]\nquitt = \"Q\"\n",
            "2:1: no action \"quitt\" in [keys.player]",
        ),
        (
            "[keys.player]\nquit = \"ctrl+q\"\n",
            "2:8: \"ctrl+q\" is not a key",
        ),
        (
            "[keys.player]\nquit = [\"Q\", 4]\n",
            "2:14: expected a string",
        ),
        (
            "[keys.player]\nquit = \"space\"\n",
            "2:8: key \"space\" is bound to both search.toggle-play and player.quit",
        ),
        ("a = [\n", "1:6: "),
        (
            "[keys.editor]\ntype-1 = \"&\"\nundo = [\"&\"]\n",
            "3:8: key \"&\" is bound to both editor.type-1 and editor.undo",
        ),
        (
            "[keys.editor]\ntype-17 = \"&\"\n",
            "2:1: no action \"type-17\" in [keys.editor]; actions: up, down, left, right, type-1, ",
        ),
        (
            "[keys.prompt]\ntyping = \"x\"\n",
            "2:1: \"typing\" in [keys.prompt] is typed text (every character typed goes in), not a key action; the prompt's own keys are prompt.erase",
        ),
        (
            "[keys.editor]\nclick = \"x\"\n",
            "2:1: \"click\" in [keys.editor] is a mouse gesture (where it clicks is the cell), not a key action; its key equivalents are editor.up",
        ),
    ];
    for (text, start) in cases {
        let message = error_of(text);
        assert!(message.starts_with(start), "{text:?}: {message}");
        assert!(!message.contains('\n'), "{text:?}: {message}");
    }
}

#[test]
fn the_guides_azerty_keys_read_and_type_the_digits() {
    let guide = include_str!("../../docs/guide.md");
    let start = guide
        .find("```toml\n[keys.editor]\ntype-1")
        .expect("the guide's example");
    let block = &guide[start + "```toml\n".len()..];
    let block = &block[..block.find("```").unwrap()];
    let keys = read::config(block).expect("it reads").keys;
    assert_eq!(keys, crate::tui::keymap::azerty());
}
