//! `stepdoku config default`: a config file that sets every default as it is built in, each
//! setting explained, and every key binding listed in comments, ready to edit.

use crate::tui::{KeyMap, keymap};

/// The file's settings, each as built in.
pub const TEMPLATE: &str = r#"# stepdoku's config file. Only the visualizer reads it (`stepdoku` with no command);
# record and the headless commands ignore it. `stepdoku config path` says where it goes;
# STEPDOKU_CONFIG names another file; `--no-config` skips it. Options given on the command
# line win over it. Every value below is the built-in default.

# The strategy the visualizer opens with: a preset (row-major, mrv, random, propagate) or
# parts joined by + (mrv+lcv+fc), as --strategy takes.
strategy = "row-major"

# Milliseconds between animation steps, 0 (as fast as possible) to 10000.
delay = 50

# The palette: default, colorblind (Okabe-Ito colours), high-contrast, or mono (no colour:
# bold, italic, underline and reversal alone). --theme wins over it; NO_COLOR over both.
theme = "default"

# How many random probes the tree estimate (`tree ≈ ...`) takes on boards up to 9x9, from
# 1000 to 10000000 (a tenth of it at 12x12 and on the techniques ladder, a hundredth above).
probes = 100000

[keys]
# A preset first: "default", or "vim" (adds Ctrl-F/Ctrl-D and Ctrl-B/Ctrl-U to page down
# and up, 0 and $ to go to the start and the end, x to empty the editor's cell under the cursor).
preset = "default"

# Then any action, by where it applies and its name, to one key or a list: a character
# ("G", "?", "$"), a name (space, enter, esc, tab, backspace, delete, insert, home, end,
# pageup, pagedown, left, right, up, down, f1 to f12), either after ctrl- or alt-.
# The list replaces the action's keys (its mouse gestures stay). Two actions on one key
# where both are live is an error. In [keys.editor], type-1 to type-16 are the keys that
# type each value (10 to 16 on the larger boards) and type-empty the keys that empty the
# cell; an AZERTY keyboard, which types digits with Shift, might bind type-1 = "&",
# type-2 = "é" and so on (then 1 no longer types 1: list both keys to keep it).
# In [keys.generator], easy, medium, hard, expert and any generate that difficulty. The
# prompt's typed text and the mouse's clicks and wheel are no key actions: they stay.
# The keys as built in:
"#;

/// The whole file: [`TEMPLATE`], then every rebindable action with its keys, commented.
pub fn text() -> String {
    let mut out = TEMPLATE.to_string();
    let map = KeyMap::default();
    for scope in keymap::SCOPES {
        let rows: Vec<String> = map
            .rows()
            .filter(|(b, _)| b.scope == scope)
            .filter_map(|(b, inputs)| {
                let name = keymap::action_name(b)?;
                let keys: Vec<String> = inputs
                    .iter()
                    .filter(|i| matches!(i, crate::tui::Input::Key(..)))
                    .map(|&i| format!("{:?}", keymap::key_name(i)))
                    .collect();
                Some(format!("# {name} = [{}]\n", keys.join(", ")))
            })
            .collect();
        if !rows.is_empty() {
            out += &format!("\n# [keys.{}]\n", keymap::scope_name(scope));
            out += &rows.concat();
        }
    }
    out
}
