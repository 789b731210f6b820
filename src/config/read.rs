//! The config file's text to a [`Config`]: TOML read as tables that keep each key's and
//! value's place, so that every mistake (a typo'd key, a value of the wrong kind, a key bound
//! twice) is reported where it is.

use super::Config;
use crate::common::MAX_DELAY_MS;
use crate::tui::{KeyMap, Palette, keymap};
use std::collections::BTreeMap;
use std::ops::Range;
use toml::Spanned;
use toml::de::{DeTable, DeValue};

/// A mistake in the file: where (a byte offset) and what.
#[derive(Debug, PartialEq, Eq)]
pub struct Error {
    pub at: usize,
    pub message: String,
}

fn error(span: Range<usize>, message: impl Into<String>) -> Error {
    Error {
        at: span.start,
        message: message.into(),
    }
}

/// The most and fewest probes the tree estimate may take up to 9×9.
const PROBES: std::ops::RangeInclusive<u64> = 1_000..=10_000_000;

/// The config `text` sets.
pub fn config(text: &str) -> Result<Config, Error> {
    let table = DeTable::parse(text).map_err(|err| Error {
        at: err.span().map_or(0, |s| s.start),
        message: err.message().trim_end().to_string(),
    })?;
    let mut config = Config::default();
    for (key, value) in table.get_ref() {
        let span = value.span();
        match key.get_ref().as_ref() {
            "strategy" => {
                let name = string(value)?;
                config.strategy = Some(name.parse().map_err(|e| error(span, format!("{e}")))?);
            }
            "delay" => config.delay_ms = Some(integer(value, 0..=MAX_DELAY_MS, "delay")?),
            "theme" => {
                let name = string(value)?;
                let theme = Palette::named(name).ok_or_else(|| {
                    let names: Vec<_> = Palette::ALL.iter().map(|p| p.name()).collect();
                    error(
                        span,
                        format!("no theme {name:?}; themes: {}", names.join(", ")),
                    )
                })?;
                config.theme = Some(theme);
            }
            "probes" => config.probes = Some(integer(value, PROBES, "probes")?),
            "keys" => config.keys = keys(value)?,
            other => {
                return Err(error(
                    key.span(),
                    format!(
                        "unknown key {other:?}; the keys are strategy, delay, theme, probes and [keys]"
                    ),
                ));
            }
        }
    }
    Ok(config)
}

/// The `[keys]` table: a preset, then each scope's rebindings, then the check that no key
/// means two things where it is pressed.
fn keys(value: &Spanned<DeValue>) -> Result<KeyMap, Error> {
    let table = table(value, "[keys]")?;
    let preset = table.iter().find(|(k, _)| k.get_ref() == "preset");
    let mut map = match preset {
        Some((_, name)) => {
            KeyMap::preset(string(name)?).map_err(|e| error(name.span(), e.to_string()))?
        }
        None => KeyMap::default(),
    };
    // where each row rebound is written, to report a clash there
    let mut places: BTreeMap<String, Range<usize>> = BTreeMap::new();
    for (scope, actions) in table.iter().filter(|(k, _)| k.get_ref() != "preset") {
        let scope_name = scope.get_ref().as_ref();
        let actions = table_or(actions, || {
            format!("[keys.{scope_name}] must be a table of actions, or preset a string")
        })?;
        for (action, keys) in actions {
            let inputs = key_list(keys)?;
            let action_name = action.get_ref().as_ref();
            map.rebind(scope_name, action_name, &inputs).map_err(|e| {
                let at = match e {
                    keymap::Refusal::Scope(_) => scope.span(),
                    _ => action.span(),
                };
                error(at, e.to_string())
            })?;
            places.insert(format!("{scope_name}.{action_name}"), keys.span());
        }
    }
    if let Some(clash) = crate::tui::key_clash(&map) {
        // at the rebinding that made it, else the preset's name, else the table
        let at = [&clash.second, &clash.first]
            .into_iter()
            .find_map(|name| places.get(name).cloned())
            .or_else(|| preset.map(|(_, v)| v.span()))
            .unwrap_or_else(|| value.span());
        return Err(error(at, clash.to_string()));
    }
    Ok(map)
}

/// A key, or a list of them.
fn key_list(value: &Spanned<DeValue>) -> Result<Vec<crate::tui::Input>, Error> {
    let one = |v: &Spanned<DeValue>| {
        let text = string(v)?;
        keymap::parse_key(text).map_err(|e| error(v.span(), e.to_string()))
    };
    match value.get_ref() {
        DeValue::Array(items) => items.iter().map(one).collect(),
        _ => one(value).map(|key| vec![key]),
    }
}

fn table<'a, 'i>(value: &'a Spanned<DeValue<'i>>, what: &str) -> Result<&'a DeTable<'i>, Error> {
    table_or(value, || format!("{what} must be a table"))
}

fn table_or<'a, 'i>(
    value: &'a Spanned<DeValue<'i>>,
    message: impl FnOnce() -> String,
) -> Result<&'a DeTable<'i>, Error> {
    value
        .get_ref()
        .as_table()
        .ok_or_else(|| error(value.span(), message()))
}

fn string<'a>(value: &'a Spanned<DeValue>) -> Result<&'a str, Error> {
    value
        .get_ref()
        .as_str()
        .ok_or_else(|| error(value.span(), "expected a string in quotes"))
}

/// An integer in `range`.
fn integer(
    value: &Spanned<DeValue>,
    range: std::ops::RangeInclusive<u64>,
    what: &str,
) -> Result<u64, Error> {
    let wrong = || {
        error(
            value.span(),
            format!(
                "{what} must be a whole number from {} to {}",
                range.start(),
                range.end()
            ),
        )
    };
    let n = value.get_ref().as_integer().ok_or_else(wrong)?;
    let n = u64::from_str_radix(&n.as_str().replace('_', ""), n.radix()).map_err(|_| wrong())?;
    if range.contains(&n) {
        Ok(n)
    } else {
        Err(wrong())
    }
}
