//! `stepdoku config` and what the config file gives the visualizer: its settings where the
//! command line leaves the default, `--theme` over the file's theme.

use super::args::{ConfigCommand, ThemeName};
use super::{Failure, Status};
use crate::config;
use crate::tui::{Options, PROBES, Palette};
use std::io::Write;

/// `stepdoku config path` / `stepdoku config default`.
pub fn run(command: &ConfigCommand) -> Result<Status, Failure> {
    let text = match command {
        ConfigCommand::Path => match config::path() {
            Some(path) => format!("{}\n", path.display()),
            None => {
                return Err(Failure::Input(format!(
                    "this system has no config directory (no home directory); set {} to a file",
                    config::ENV
                )));
            }
        },
        ConfigCommand::Default => config::template(),
    };
    let mut out = std::io::stdout().lock();
    out.write_all(text.as_bytes())?;
    out.flush()?;
    Ok(Status::Clean)
}

impl ThemeName {
    /// The palette of this name.
    pub fn palette(self) -> Palette {
        match self {
            ThemeName::Default => Palette::Default,
            ThemeName::Colorblind => Palette::Colorblind,
            ThemeName::HighContrast => Palette::HighContrast,
            ThemeName::Mono => Palette::Mono,
        }
    }
}

/// What the command line said itself, as opposed to clap's defaults.
pub struct Given {
    pub strategy: bool,
    pub delay: bool,
}

/// `options` with the config's settings where the command line left the default (`given`
/// says which it set), `theme` (from `--theme`) over the config's, and the config's keys.
pub fn apply(
    options: Options,
    config: config::Config,
    given: &Given,
    theme: Option<ThemeName>,
) -> Options {
    Options {
        strategy: match config.strategy {
            Some(strategy) if !given.strategy => strategy,
            _ => options.strategy,
        },
        delay_ms: match config.delay_ms {
            Some(delay) if !given.delay => delay,
            _ => options.delay_ms,
        },
        palette: theme
            .map(ThemeName::palette)
            .or(config.theme)
            .unwrap_or_default(),
        probe_target: config.probes.unwrap_or(PROBES),
        keys: config.keys,
        ..options
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use stepdoku::solver::Strategy;

    fn options() -> Options {
        Options {
            file: None,
            puzzle: None,
            forced: None,
            index: None,
            strategy: Strategy::RowMajor,
            seed: None,
            delay_ms: 50,
            paused: false,
            max_solutions: 1000,
            record: None,
            palette: Palette::Default,
            probe_target: PROBES,
            keys: crate::tui::KeyMap::default(),
        }
    }

    #[test]
    fn the_command_line_wins_over_the_file() {
        let file = config::Config {
            strategy: Some(Strategy::Mrv),
            delay_ms: Some(7),
            theme: Some(Palette::Mono),
            probes: Some(5_000),
            ..config::Config::default()
        };
        let none = Given {
            strategy: false,
            delay: false,
        };
        let from_file = apply(options(), file.clone(), &none, None);
        assert_eq!(from_file.strategy, Strategy::Mrv);
        assert_eq!(from_file.delay_ms, 7);
        assert_eq!(from_file.palette, Palette::Mono);
        assert_eq!(from_file.probe_target, 5_000);
        let all = Given {
            strategy: true,
            delay: true,
        };
        let theme = Some(ThemeName::Colorblind);
        let given = apply(options(), file, &all, theme);
        assert_eq!(given.strategy, Strategy::RowMajor);
        assert_eq!(given.delay_ms, 50);
        assert_eq!(given.palette, Palette::Colorblind);
    }
}
