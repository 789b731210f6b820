//! An independent reference search, written from the definitions of the composed searches and
//! sharing no code with the library: what the oracle tests hold the binary and the engines to.

pub mod reported;
pub mod search;
pub mod small;
