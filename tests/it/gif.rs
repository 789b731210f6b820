//! `stepdoku record --gif` and `--still FILE.png` from the outside: the files decode with the
//! `gif` and `png` crates at the screen's size in 8 × 16 cells, the GIF needs no cast, the
//! same arguments give the same bytes, the PNG is the GIF's last frame, and a GIF that cannot
//! be what the user meant is refused before anything is written. (That each frame is the
//! cast's frame at the cast's time is checked inside the binary, in
//! `src/tui/drive/record/gif_tests.rs`, where the renderer is.)

use crate::record::{files_in, record};

/// A GIF's size, frame count, and its last picture in RGB (its frames composed in order).
fn decode_gif(bytes: &[u8]) -> (usize, usize, usize, Vec<u8>) {
    let mut options = gif::DecodeOptions::new();
    options.set_color_output(gif::ColorOutput::RGBA);
    let mut decoder = options.read_info(bytes).expect("a GIF");
    let (w, h) = (usize::from(decoder.width()), usize::from(decoder.height()));
    let mut canvas = vec![0u8; w * h * 3];
    let mut frames = 0;
    while let Some(frame) = decoder.read_next_frame().expect("a frame") {
        frames += 1;
        let (left, top, fw) = (
            usize::from(frame.left),
            usize::from(frame.top),
            usize::from(frame.width),
        );
        for (i, rgba) in frame.buffer.chunks(4).enumerate() {
            if rgba[3] != 0 {
                let at = ((top + i / fw) * w + left + i % fw) * 3;
                canvas[at..at + 3].copy_from_slice(&rgba[..3]);
            }
        }
    }
    (w, h, frames, canvas)
}

/// A PNG's size and pixels in RGB.
fn decode_png(bytes: Vec<u8>) -> (usize, usize, Vec<u8>) {
    let mut decoder = png::Decoder::new(std::io::Cursor::new(bytes));
    decoder.set_transformations(png::Transformations::EXPAND);
    let mut reader = decoder.read_info().expect("a PNG");
    let mut pixels = vec![0; reader.output_buffer_size().unwrap()];
    let info = reader.next_frame(&mut pixels).unwrap();
    assert_eq!(info.color_type, png::ColorType::Rgb);
    (info.width as usize, info.height as usize, pixels)
}

#[test]
fn a_gif_alone_decodes_at_the_screens_size_and_repeats_byte_for_byte() {
    let dir = tempfile::tempdir().unwrap();
    let file = |name: &str| dir.path().join(name).to_str().unwrap().to_string();
    let args = ["--keys", "play 1s, right*2", "--size", "80x24"];
    let (status, err) = record(&[&args[..], &["--gif", &file("a.gif")]].concat());
    assert_eq!(status, 0, "{err}");
    assert_eq!(files_in(dir.path()), ["a.gif"], "no cast without -o");
    let more = [
        "--gif",
        &file("b.gif"),
        "-o",
        &file("b.cast"),
        "--still",
        &file("b.png"),
    ];
    let (status, err) = record(&[&args[..], &more].concat());
    assert_eq!(status, 0, "{err}");
    let a = std::fs::read(file("a.gif")).unwrap();
    let b = std::fs::read(file("b.gif")).unwrap();
    assert!(a == b, "the same arguments, the same bytes");
    let (w, h, frames, last) = decode_gif(&a);
    assert_eq!((w, h), (80 * 8, 24 * 16));
    // the first screen, then 25 frames a second of play (each a step at the default delay of
    // 50 ms, so not every frame changes) and two key presses: more than a few, fewer than all
    assert!((10..=40).contains(&frames), "{frames} frames");

    let (pw, ph, still) = decode_png(std::fs::read(file("b.png")).unwrap());
    assert_eq!((pw, ph), (w, h));
    assert!(still == last, "the PNG is the GIF's last frame");
    let at = |x: usize, y: usize| &still[(y * pw + x) * 3..][..3];
    // the board's top-left corner `┏`: the terminal's background at the cell's corner, its
    // heavy lines from the middle down and right
    assert_eq!(at(0, 0), [0x1e, 0x1e, 0x1e]);
    assert_ne!(at(3, 15), [0x1e, 0x1e, 0x1e]);
    assert_ne!(at(7, 7), [0x1e, 0x1e, 0x1e]);
}

#[test]
fn outputs_that_cannot_be_meant_are_refused_and_nothing_is_written() {
    let dir = tempfile::tempdir().unwrap();
    let file = |name: &str| dir.path().join(name).to_str().unwrap().to_string();
    std::fs::create_dir(file("folder")).unwrap();
    let (folder, gif, svg, cast) = (file("folder"), file("x.gif"), file("x.svg"), file("x.cast"));
    let cases: [(Vec<&str>, String); 4] = [
        (vec![], "--gif <OUT.gif>".to_string()),
        (
            vec!["--gif", &folder],
            format!(
                "stepdoku: --gif {folder} is a directory: give the GIF a file name, like \
                 {folder}/demo.gif"
            ),
        ),
        (
            vec!["--gif", &gif, "-o", &gif],
            format!(
                "stepdoku: -o {gif} names the same file as --gif: give the cast a name of its \
                 own, like {cast}"
            ),
        ),
        (
            vec!["--gif", &gif, "--still", &gif],
            format!(
                "stepdoku: --still {gif} names the same file as --gif: give the picture a name \
                 of its own, like {svg}"
            ),
        ),
    ];
    for (args, said) in cases {
        let (status, err) = record(&[&["--keys", "b"][..], &args].concat());
        assert_eq!(status, 2, "{args:?}: {err}");
        assert!(
            err.starts_with("stepdoku: ") && err.contains(&said),
            "{args:?}: {err}"
        );
        assert_eq!(files_in(dir.path()), ["folder"], "{args:?}");
    }
}
