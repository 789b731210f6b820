//! The drivers: the only code that touches the terminal. [`event_loop`] runs the app in a real
//! terminal ([`terminal`] sets it up and restores it); [`record`] plays it by a key script on a
//! screen in memory. Both turn input into actions through [`input`]'s one dispatch and tell
//! the app the screen's size through [`App::resize`](super::app::App::resize).

pub mod event_loop;
pub mod input;
pub mod record;
pub mod snapshot;
pub mod terminal;
