//! Drawing shared by the views, each from plain data: the board, the status panel, the
//! timeline bar (with the depth profile), the footer, popup frames and the colours.

pub mod board;
pub mod footer;
pub mod popup;
pub mod status;
pub mod theme;
pub mod timeline_bar;
