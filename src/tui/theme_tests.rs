//! Each palette's board in four states (a propagation with forced digits, the trail of a
//! backtrack, a dead end, a solution), with every cell's style written out: the characters, then a letter
//! per cell naming its style, then what each letter is. Whatever the palette, each state keeps
//! a mark that is not a colour, and `colorblind` never sets red against green.

use super::action::Action;
use super::app::App;
use super::test_support::{P85, app_of, draw, settle};
use super::widgets::theme::{Palette, Theme};
use insta::assert_snapshot;
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::{Color, Modifier, Style};
use stepdoku::solver::Event;
use stepdoku::timeline::{CellState, Target};

/// The board at 80×24: its left 37 columns, first 19 rows.
const BOARD: Rect = Rect::new(0, 0, 37, 19);

fn apply(app: &mut App, actions: &[Action]) {
    for &action in actions {
        app.update(action);
        settle(app);
    }
}

/// Propagate two guesses in, on a forced digit; row-major placing after a backtrack (its
/// trail of undone cells), and on a dead end; propagate solved.
fn states() -> [(&'static str, App); 4] {
    let mut forcing = app_of(&[P85]);
    apply(&mut forcing, &[Action::CycleStrategy; 3]);
    let next = Action::Jump(Target::NextGuess);
    apply(
        &mut forcing,
        &[next, next, Action::StepForward, Action::StepForward],
    );
    // the first placement past step 1000 after a backtrack of three cells or more
    let mut backtrack = app_of(&[P85]);
    backtrack.update(Action::Seek(1000));
    loop {
        backtrack.update(Action::StepForward);
        let t = backtrack.player().timeline().unwrap();
        let states = t.cell_states();
        let undone = states.iter().filter(|&&s| s == CellState::Undone).count();
        if undone >= 3 && matches!(t.current_event(), Some(Event::Place { .. })) {
            break;
        }
    }
    let mut dead_end = app_of(&[P85]);
    apply(&mut dead_end, &[Action::Jump(Target::NextDeadEnd)]);
    let mut solved = app_of(&[P85]);
    apply(&mut solved, &[Action::CycleStrategy; 3]);
    apply(&mut solved, &[Action::ToEnd]);
    [
        ("propagating", forcing),
        ("backtracking", backtrack),
        ("dead end", dead_end),
        ("solved", solved),
    ]
}

/// A style as the legend writes it: `fg=Cyan bg=Red BOLD|ITALIC`, or `plain`.
fn style_name(fg: Color, bg: Color, modifier: Modifier) -> String {
    let mut parts = Vec::new();
    if fg != Color::Reset {
        parts.push(format!("fg={fg}"));
    }
    if bg != Color::Reset {
        parts.push(format!("bg={bg}"));
    }
    if !modifier.is_empty() {
        parts.push(format!("{modifier:?}"));
    }
    if parts.is_empty() {
        "plain".to_string()
    } else {
        parts.join(" ")
    }
}

/// `area` of `buf` as text, each row followed by its styles (a letter a cell), then the
/// letters' legend; the letters are given in order of first appearance.
fn styled(buf: &Buffer, area: Rect) -> String {
    let mut styles: Vec<String> = Vec::new();
    let mut out = String::new();
    for y in area.top()..area.bottom() {
        let (mut text, mut codes) = (String::new(), String::new());
        for x in area.left()..area.right() {
            let cell = &buf[(x, y)];
            text += cell.symbol();
            let name = style_name(cell.fg, cell.bg, cell.modifier);
            let n = match styles.iter().position(|s| *s == name) {
                Some(n) => n,
                None => {
                    styles.push(name);
                    styles.len() - 1
                }
            };
            codes.push(char::from(
                b"abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"[n],
            ));
        }
        out += &format!("{text}  {codes}\n");
    }
    for (n, name) in styles.iter().enumerate() {
        let code = char::from(b"abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"[n]);
        out += &format!("{code}: {name}\n");
    }
    out
}

/// Every palette's board in every state, one snapshot a palette.
#[test]
fn each_palette_draws_every_state() {
    let mut states = states();
    for palette in Palette::ALL {
        let mut out = String::new();
        for (name, app) in &mut states {
            app.palette = palette;
            let terminal = draw(app, 80, 24);
            out += &format!("{name}:\n{}\n", styled(terminal.backend().buffer(), BOARD));
        }
        assert_snapshot!(format!("theme_{}", palette.name()), out);
    }
}

/// The colours a screen uses, foreground and background.
fn colours(buf: &Buffer) -> Vec<Color> {
    let cells = buf.content().iter();
    cells
        .flat_map(|c| [c.fg, c.bg])
        .filter(|&c| c != Color::Reset)
        .collect()
}

#[test]
fn mono_has_no_colour_and_colorblind_no_red_or_green() {
    let mut states = states();
    for (name, app) in &mut states {
        app.palette = Palette::Mono;
        let mono = draw(app, 80, 24);
        assert_eq!(colours(mono.backend().buffer()), [], "{name}");
        app.palette = Palette::Colorblind;
        let colorblind = draw(app, 80, 24);
        let used = colours(colorblind.backend().buffer());
        for named in [Color::Red, Color::Green, Color::LightRed, Color::LightGreen] {
            assert!(!used.contains(&named), "{name}: {named}");
        }
        // the same text in every palette
        assert_eq!(mono.backend().to_string(), colorblind.backend().to_string());
    }
}

/// The style of each state of a digit, without its colours: what is left in `mono`.
fn marks(theme: &Theme) -> [Style; 5] {
    let strip = |s: Style| Style::new().add_modifier(s.add_modifier);
    [
        strip(theme.given()),
        strip(theme.placed(false)),
        strip(theme.forced(false)),
        strip(theme.placed(true)),
        strip(theme.forced(true)),
    ]
}

/// Given, placed, forced, and the solution's placed and forced digits differ by a mark that
/// is not a colour, in every palette; so do the backtrack's cells and the dead end.
#[test]
fn every_state_keeps_a_mark_that_is_not_a_colour() {
    for palette in Palette::ALL {
        let theme = Theme::of(palette);
        let marks = marks(&theme);
        for (i, a) in marks.iter().enumerate() {
            for b in &marks[i + 1..] {
                assert_ne!(a, b, "{palette:?}: {marks:?}");
            }
        }
        assert_eq!(marks, self::marks(&Theme::of(Palette::Mono)), "{palette:?}");
    }
    let mono = Theme::of(Palette::Mono);
    let plain = [
        mono.undone(),
        mono.dead_end(),
        mono.conflict(),
        mono.placed(false),
    ];
    for (i, a) in plain.iter().enumerate() {
        for b in &plain[i + 1..] {
            assert_ne!(a, b);
        }
    }
}
