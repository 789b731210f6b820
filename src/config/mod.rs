//! The config file: the visualizer's defaults (strategy, delay, theme, the probes' target) and
//! its keys, read from `config.toml` in the platform's config directory
//! (`~/.config/stepdoku/config.toml` on Linux) or the file `STEPDOKU_CONFIG` names. Only the
//! visualizer reads it: `record` and the headless commands depend on their arguments alone.

mod position;
mod read;
mod template;

use crate::tui::{KeyMap, Palette};
use std::path::{Path, PathBuf};
use stepdoku::solver::Strategy;

pub use template::text as template;

/// The environment variable that names a config file in place of the platform's.
pub const ENV: &str = "STEPDOKU_CONFIG";

/// What a config file sets; `None` where it leaves the built-in default.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Config {
    /// The strategy the visualizer opens with.
    pub strategy: Option<Strategy>,
    /// Milliseconds between animation steps.
    pub delay_ms: Option<u64>,
    /// The palette.
    pub theme: Option<Palette>,
    /// How many probes the tree estimate takes up to 9×9.
    pub probes: Option<u64>,
    /// The keys as bound.
    pub keys: KeyMap,
}

/// Where the config file is: `STEPDOKU_CONFIG` if set and not empty, else `config.toml` in
/// the platform's config directory; `None` where the platform has none (no home directory).
pub fn path() -> Option<PathBuf> {
    match std::env::var_os(ENV) {
        Some(named) if !named.is_empty() => Some(PathBuf::from(named)),
        _ => directories::ProjectDirs::from("", "", "stepdoku")
            .map(|dirs| dirs.config_dir().join("config.toml")),
    }
}

/// The config the visualizer starts with: the file's if there is one (a missing file in the
/// config directory is no config), the built-in defaults if `skip` (`--no-config`). A file
/// that cannot be read or is wrong gives the message to print, `FILE:LINE:COL: what is
/// wrong`; so does a file `STEPDOKU_CONFIG` names that is not there, since a typo in the
/// variable would otherwise pass unseen.
pub fn load(skip: bool) -> Result<Config, String> {
    match path() {
        Some(path) if !skip => {
            let named = std::env::var_os(ENV).is_some_and(|named| !named.is_empty());
            if named && !path.exists() {
                return Err(format!(
                    "{}: no such file (named by {ENV}; unset it for the default place)",
                    path.display()
                ));
            }
            load_from(&path)
        }
        _ => Ok(Config::default()),
    }
}

/// The config in the file at `path`, the defaults if there is no such file.
pub fn load_from(path: &Path) -> Result<Config, String> {
    let name = path.display();
    match std::fs::read_to_string(path) {
        Ok(text) => read::config(&text).map_err(|err| {
            let (line, col) = position::line_col(&text, err.at);
            format!("{name}:{line}:{col}: {}", err.message)
        }),
        Err(err) if err.kind() == std::io::ErrorKind::NotFound => Ok(Config::default()),
        Err(err) => Err(format!("{name}: cannot read the config file: {err}")),
    }
}

#[cfg(test)]
mod tests;
