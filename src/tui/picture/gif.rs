//! An animated GIF of a screen's frames: the first whole, each next one only the rectangle
//! that changed (its unchanged pixels transparent, kept from the frame before), all in the
//! one fixed palette of [`Raster`]. A frame lasts until the next one's time, rounded to the
//! GIF's hundredths of a second on the running total, so the whole lasts as long as the
//! recording.

use super::raster::{Area, Raster, TRANSPARENT, palette};
use gif::{DisposalMethod, Encoder, EncodingError, Frame, Repeat};
use std::borrow::Cow;
use std::io::{self, Write};
use std::time::Duration;

/// The longest a GIF frame can last, in hundredths of a second.
const MAX_DELAY: u64 = u16::MAX as u64;

/// An animation being written to `W`.
pub struct Animation<W: Write> {
    encoder: Encoder<W>,
    /// What a viewer sees once the frames written so far and `pending` are shown.
    shown: Option<Raster>,
    /// The last frame, written when the next one's time says how long it lasts.
    pending: Option<(Frame<'static>, u64)>,
}

/// `time` in hundredths of a second, rounded to the nearest.
fn hundredths(time: Duration) -> u64 {
    ((time.as_micros() + 5_000) / 10_000) as u64
}

fn io_error(error: EncodingError) -> io::Error {
    match error {
        EncodingError::Io(error) => error,
        other => io::Error::other(other),
    }
}

impl<W: Write> Animation<W> {
    /// Starts an animation of `width` × `height` pixels into `out`, played in a loop.
    pub fn new(out: W, width: usize, height: usize) -> io::Result<Animation<W>> {
        let side = |n: usize| {
            u16::try_from(n).map_err(|_| io::Error::other(format!("{n} pixels is too large a GIF")))
        };
        let mut encoder =
            Encoder::new(out, side(width)?, side(height)?, &palette()).map_err(io_error)?;
        encoder.set_repeat(Repeat::Infinite).map_err(io_error)?;
        Ok(Animation {
            encoder,
            shown: None,
            pending: None,
        })
    }

    /// Adds `raster`, shown from `at` on (times never decrease); a raster that looks the same
    /// as the last adds nothing, and the last lasts longer.
    pub fn frame(&mut self, at: Duration, raster: Raster) -> io::Result<()> {
        let (area, before) = match &self.shown {
            Some(shown) => match raster.changes_from(shown) {
                Some(area) => (area, Some(shown)),
                None => return Ok(()),
            },
            None => {
                let whole = Area {
                    left: 0,
                    top: 0,
                    width: raster.width,
                    height: raster.height,
                };
                (whole, None)
            }
        };
        let frame = Frame {
            dispose: DisposalMethod::Keep,
            transparent: before.map(|_| TRANSPARENT),
            left: area.left as u16,
            top: area.top as u16,
            width: area.width as u16,
            height: area.height as u16,
            buffer: Cow::Owned(raster.crop(area, before)),
            ..Frame::default()
        };
        let start = hundredths(at);
        self.flush(start)?;
        self.pending = Some((frame, start));
        self.shown = Some(raster);
        Ok(())
    }

    /// Writes the pending frame, lasting until `until` (hundredths of a second).
    fn flush(&mut self, until: u64) -> io::Result<()> {
        if let Some((mut frame, start)) = self.pending.take() {
            frame.delay = until.saturating_sub(start).min(MAX_DELAY) as u16;
            self.encoder.write_frame(&frame).map_err(io_error)?;
        }
        Ok(())
    }

    /// Ends the animation at `end`, the last frame lasting until then; returns the writer.
    pub fn finish(mut self, end: Duration) -> io::Result<W> {
        self.flush(hundredths(end))?;
        self.encoder.into_inner().map_err(io_error)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tui::picture::font::{CELL_H, CELL_W};
    use ratatui::buffer::Buffer;
    use ratatui::layout::Rect;
    use ratatui::style::Style;

    fn raster(text: &str) -> Raster {
        let mut buf = Buffer::empty(Rect::new(0, 0, 4, 2));
        buf.set_string(0, 0, text, Style::new());
        Raster::of(&buf)
    }

    /// Decodes `bytes`: each frame's delay, place and size, and the picture after each frame.
    fn decode(bytes: &[u8]) -> Vec<(u16, Area, Vec<u8>)> {
        let mut options = gif::DecodeOptions::new();
        options.set_color_output(gif::ColorOutput::Indexed);
        let mut decoder = options.read_info(bytes).unwrap();
        let (w, h) = (decoder.width() as usize, decoder.height() as usize);
        let mut canvas = vec![0u8; w * h];
        let mut frames = Vec::new();
        while let Some(frame) = decoder.read_next_frame().unwrap() {
            let (left, top) = (frame.left as usize, frame.top as usize);
            let (fw, fh) = (frame.width as usize, frame.height as usize);
            for y in 0..fh {
                for x in 0..fw {
                    let p = frame.buffer[y * fw + x];
                    if Some(p) != frame.transparent {
                        canvas[(top + y) * w + left + x] = p;
                    }
                }
            }
            let area = Area {
                left,
                top,
                width: fw,
                height: fh,
            };
            frames.push((frame.delay, area, canvas.clone()));
        }
        frames
    }

    #[test]
    fn frames_are_the_changes_and_last_until_the_next() {
        let mut animation = Animation::new(Vec::new(), 4 * CELL_W, 2 * CELL_H).unwrap();
        let ms = Duration::from_millis;
        animation.frame(ms(0), raster("ab")).unwrap();
        animation.frame(ms(40), raster("ab")).unwrap();
        animation.frame(ms(125), raster("ac")).unwrap();
        animation.frame(ms(250), raster("xc")).unwrap();
        let bytes = animation.finish(ms(1000)).unwrap();
        let frames = decode(&bytes);
        let delays: Vec<u16> = frames.iter().map(|f| f.0).collect();
        // 0 → 1.25 (the unchanged frame adds nothing), 1.25 → 2.5, 2.5 → 10: rounded on the
        // running total, so they add up to the whole second
        assert_eq!(delays, [13, 12, 75]);
        assert_eq!(frames[0].1.width, 4 * CELL_W, "the first frame is whole");
        assert!(frames[1].1.left >= CELL_W && frames[1].1.left + frames[1].1.width <= 2 * CELL_W);
        for (frame, text) in frames.iter().zip(["ab", "ac", "xc"]) {
            assert_eq!(frame.2, raster(text).pixels, "{text}");
        }
    }

    #[test]
    fn the_same_frames_give_the_same_bytes() {
        let make = || {
            let mut animation = Animation::new(Vec::new(), 4 * CELL_W, 2 * CELL_H).unwrap();
            animation.frame(Duration::ZERO, raster("ab")).unwrap();
            animation
                .frame(Duration::from_millis(40), raster("b"))
                .unwrap();
            animation.finish(Duration::from_secs(1)).unwrap()
        };
        assert_eq!(make(), make());
    }
}
