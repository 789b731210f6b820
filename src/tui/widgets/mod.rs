//! Drawing shared by the views, each from plain data: the board, the status panel, the
//! timeline bar (with the depth profile), the footer, popup frames and the colours; text
//! fitted to its room (`text`) and rows shared out among a panel's parts (`fit`).

pub mod board;
mod cage_sums;
mod cage_tints;
pub mod fit;
pub mod footer;
mod lines;
pub mod pencil;
pub mod popup;
pub mod status;
pub mod text;
pub mod theme;
pub mod timeline_bar;

#[cfg(test)]
mod houses_tests;
