//! Pictures of a screen, drawn from its cell buffer alone (no terminal, no outside program):
//! an SVG of text runs ([`svg`]), and bitmaps ([`raster`], in the built-in font of [`font`])
//! encoded as an animated GIF ([`gif`]) or a PNG ([`png`]). Same buffer, same bytes.

mod boxes;
pub mod colors;
pub mod font;
pub mod gif;
pub mod png;
pub mod raster;
pub mod svg;
