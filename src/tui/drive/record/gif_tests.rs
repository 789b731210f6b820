//! The GIF of a recording against its cast: decoded with the `gif` crate, its frames are the
//! cast's frames (replayed through the vt100 emulator) drawn by the same renderer, each shown
//! from the cast's time, and the same arguments give the same bytes.

use super::{Ended, Recording, run};
use crate::tui::picture::font::{CELL_H, CELL_W};
use crate::tui::picture::raster::Raster;
use crate::tui::start::Options;
use crate::tui::test_support::P85;
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::{Color, Modifier, Style};
use std::path::Path;
use stepdoku::solver::Strategy;

// shared with the integration tests, whose replay of a whole cast this file does not need
#[allow(dead_code)]
#[path = "../../../../tests/support/cast.rs"]
mod cast;

/// A recording of the 85 puzzle, row-major, at 80x24, into `dir`'s `r.cast` and `r.gif`.
fn record(dir: &Path, keys: &str) -> Recording {
    let recording = Recording {
        view: Options {
            file: None,
            puzzle: Some(P85.to_string()),
            forced: None,
            index: None,
            strategy: Strategy::RowMajor,
            seed: None,
            delay_ms: 50,
            paused: true,
            max_solutions: 1000,
            record: None,
            palette: crate::tui::widgets::theme::Palette::Default,
            probe_target: crate::tui::player::probes::TARGET,
            keys: crate::tui::KeyMap::default(),
        },
        width: 80,
        height: 24,
        keys: Some(keys.to_string()),
        max_seconds: 30,
        out: Some(dir.join("r.cast")),
        gif: Some(dir.join("r.gif")),
        still: None,
        interrupted: || false,
    };
    let ended = run(&recording).expect("recorded");
    assert_eq!(ended, Ended::Written { capped: false });
    recording
}

/// A decoded GIF: its size, and each frame's delay and the whole picture once it is shown.
struct Decoded {
    width: usize,
    height: usize,
    frames: Vec<(u16, Vec<u8>)>,
}

fn decode(bytes: &[u8]) -> Decoded {
    let mut options = gif::DecodeOptions::new();
    options.set_color_output(gif::ColorOutput::Indexed);
    let mut decoder = options.read_info(bytes).expect("a GIF");
    let (width, height) = (usize::from(decoder.width()), usize::from(decoder.height()));
    let mut canvas = vec![0u8; width * height];
    let mut frames = Vec::new();
    while let Some(frame) = decoder.read_next_frame().expect("a frame") {
        assert_eq!(frame.dispose, gif::DisposalMethod::Keep);
        let (left, top) = (usize::from(frame.left), usize::from(frame.top));
        let fw = usize::from(frame.width);
        for (i, &p) in frame.buffer.iter().enumerate() {
            if Some(p) != frame.transparent {
                canvas[(top + i / fw) * width + left + i % fw] = p;
            }
        }
        frames.push((frame.delay, canvas.clone()));
    }
    Decoded {
        width,
        height,
        frames,
    }
}

/// The colour vt100 shows as the colour ratatui named.
fn color(color: vt100::Color) -> Color {
    match color {
        vt100::Color::Default => Color::Reset,
        vt100::Color::Idx(i) if i < 16 => crate::tui::picture::colors::NAMED[usize::from(i)].0,
        vt100::Color::Idx(i) => Color::Indexed(i),
        vt100::Color::Rgb(r, g, b) => Color::Rgb(r, g, b),
    }
}

/// The screen vt100 shows, as a buffer of cells.
fn buffer(screen: &vt100::Screen) -> Buffer {
    let (rows, columns) = screen.size();
    let (rows, columns) = (rows.get(), columns.get());
    let mut buf = Buffer::empty(Rect::new(0, 0, columns, rows));
    for y in 0..rows {
        for x in 0..columns {
            let Some(cell) = screen.cell(y, x) else {
                continue;
            };
            let mut style = Style::new()
                .fg(color(cell.fgcolor()))
                .bg(color(cell.bgcolor()));
            for (on, modifier) in [
                (cell.bold(), Modifier::BOLD),
                (cell.dim(), Modifier::DIM),
                (cell.italic(), Modifier::ITALIC),
                (cell.underline(), Modifier::UNDERLINED),
                (cell.inverse(), Modifier::REVERSED),
            ] {
                if on {
                    style = style.add_modifier(modifier);
                }
            }
            let text = if cell.has_contents() {
                cell.contents()
            } else {
                " "
            };
            buf[(x, y)].set_symbol(text).set_style(style);
        }
    }
    buf
}

/// The cast replayed: after each frame, its time, the screen's text and its picture.
fn replay(cast: &cast::Cast) -> Vec<(f64, String, Raster)> {
    let size = |n: u16| std::num::NonZeroU16::new(n).expect("a size");
    let mut parser = vt100::Parser::new(size(cast.height), size(cast.width), 0);
    let mut screens = Vec::new();
    for (time, data) in &cast.frames {
        parser.process(data.as_bytes());
        let screen = parser.screen();
        screens.push((*time, screen.contents(), Raster::of(&buffer(screen))));
    }
    screens
}

#[test]
fn the_gif_shows_the_casts_frames_at_the_casts_times() {
    let dir = tempfile::tempdir().unwrap();
    let recording = record(dir.path(), "right*3, solution, wait 1s");
    let text = std::fs::read_to_string(recording.out.unwrap()).unwrap();
    let cast = cast::Cast::parse(&text);
    let gif = decode(&std::fs::read(recording.gif.unwrap()).unwrap());
    assert_eq!((gif.width, gif.height), (80 * CELL_W, 24 * CELL_H));

    let screens = replay(&cast);
    // a frame of the GIF for each cast frame that looks different from the one before
    let mut shown: Vec<&(f64, String, Raster)> = vec![&screens[0]];
    for screen in &screens[1..] {
        if screen.2 != shown.last().unwrap().2 {
            shown.push(screen);
        }
    }
    assert_eq!(gif.frames.len(), shown.len());
    assert!(gif.frames.len() > 5, "{} frames", gif.frames.len());
    for ((_, picture), (time, _, raster)) in gif.frames.iter().zip(&shown) {
        assert!(*picture == raster.pixels, "the frame at {time} s differs");
    }
    let (first, last) = (shown[0], shown[shown.len() - 1]);
    assert!(first.1.contains("Step 0"), "{}", first.1);
    // row-major's first solution of the 85 puzzle, as the recorder's own test pins it
    assert!(last.1.contains("Step 756,596"), "{}", last.1);

    // each frame lasts until the next one's time, to the hundredth, and the whole as long as
    // the cast
    let mut start = 0u64;
    for (i, (delay, _)) in gif.frames.iter().enumerate() {
        assert_eq!(start, (shown[i].0 * 100.0).round() as u64, "frame {i}");
        start += u64::from(*delay);
    }
    let end = cast.frames.last().unwrap().0;
    assert_eq!(start, (end * 100.0).round() as u64);
}

#[test]
fn the_same_recording_gives_the_same_gif_and_a_gif_alone_needs_no_cast() {
    let (one, two) = (tempfile::tempdir().unwrap(), tempfile::tempdir().unwrap());
    let keys = "play 1s, right*2";
    let a = record(one.path(), keys);
    let mut alone = record(two.path(), keys);
    let bytes = |path: &Option<std::path::PathBuf>| std::fs::read(path.as_ref().unwrap()).unwrap();
    assert_eq!(bytes(&a.gif), bytes(&alone.gif));
    let gif = bytes(&a.gif);
    std::fs::remove_dir_all(two.path()).unwrap();
    std::fs::create_dir(two.path()).unwrap();
    alone.out = None;
    assert_eq!(run(&alone).unwrap(), Ended::Written { capped: false });
    assert_eq!(bytes(&alone.gif), gif, "the same without the cast");
    let names: Vec<_> = std::fs::read_dir(two.path()).unwrap().collect();
    assert_eq!(names.len(), 1, "the GIF alone");
}

#[test]
fn a_still_is_png_when_its_name_ends_in_png_in_any_case() {
    let mut buf = Buffer::empty(Rect::new(0, 0, 2, 1));
    buf.set_string(0, 0, "ok", Style::new());
    let png_signature = b"\x89PNG\r\n\x1a\n";
    assert!(super::still(Path::new("a.png"), &buf).starts_with(png_signature));
    assert!(super::still(Path::new("d/a.PNG"), &buf).starts_with(png_signature));
    for svg in ["a.svg", "a.png.svg", "png", "a"] {
        assert!(
            super::still(Path::new(svg), &buf).starts_with(b"<svg "),
            "{svg}"
        );
    }
}
