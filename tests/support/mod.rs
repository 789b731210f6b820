//! What the integration tests share (`tests/it/`); the unit tests, benches and examples
//! include single files of it by path.

pub mod cast;
pub mod deep;
pub mod fixtures;
pub mod help;
pub mod json_field;
pub mod kaggle;
pub mod rate;
pub mod run;
#[cfg(target_os = "linux")]
pub mod signal;
pub mod tdoku;
#[cfg(unix)]
pub mod terminal;
pub mod tier;
#[cfg(unix)]
pub mod unreadable;
pub mod wait;
