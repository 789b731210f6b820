//! A still picture of a screen as PNG: the [`Raster`] of the GIF's frames, in its palette.

use super::raster::{Raster, palette};
use std::io::{self, Write};

/// Writes `raster` to `out` as an indexed-colour PNG.
pub fn write(out: impl Write, raster: &Raster) -> io::Result<()> {
    let side = |n: usize| u32::try_from(n).map_err(io::Error::other);
    let mut encoder = png::Encoder::new(out, side(raster.width)?, side(raster.height)?);
    encoder.set_color(png::ColorType::Indexed);
    encoder.set_depth(png::BitDepth::Eight);
    let colours = palette();
    encoder.set_palette(colours);
    let mut writer = encoder.write_header().map_err(io::Error::other)?;
    writer
        .write_image_data(&raster.pixels)
        .map_err(io::Error::other)?;
    writer.finish().map_err(io::Error::other)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tui::picture::font::{CELL_H, CELL_W};
    use ratatui::buffer::Buffer;
    use ratatui::layout::Rect;
    use ratatui::style::{Color, Style};

    #[test]
    fn decodes_to_the_raster_in_its_colours() {
        let mut buf = Buffer::empty(Rect::new(0, 0, 3, 1));
        buf.set_string(1, 0, "█", Style::new().fg(Color::Green));
        let raster = Raster::of(&buf);
        let mut bytes = Vec::new();
        write(&mut bytes, &raster).unwrap();
        let mut decoder = png::Decoder::new(std::io::Cursor::new(bytes));
        decoder.set_transformations(png::Transformations::EXPAND);
        let mut reader = decoder.read_info().unwrap();
        let mut rgb = vec![0; reader.output_buffer_size().unwrap()];
        let info = reader.next_frame(&mut rgb).unwrap();
        assert_eq!(
            (info.width, info.height),
            (3 * CELL_W as u32, CELL_H as u32)
        );
        let at = |x: usize, y: usize| &rgb[(y * info.width as usize + x) * 3..][..3];
        assert_eq!(at(0, 0), [0x1e, 0x1e, 0x1e]);
        assert_eq!(at(CELL_W + 4, 8), [0x0d, 0xbc, 0x79], "the green block");
    }
}
