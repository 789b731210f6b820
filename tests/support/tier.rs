//! The suite's two tiers. Plain `cargo test` is the quick tier: the heaviest tests check a
//! fixed sample of their inputs, so that a change is tested in about a minute. The full
//! tier checks every input; `.ci/run` runs it with `STEPDOKU_FULL_TESTS=1`, so nothing the
//! quick tier skips goes unchecked before a change lands. The core's unit tests include it by
//! path, and use only part of it.
#![allow(dead_code)]

/// Whether the full tier runs: `STEPDOKU_FULL_TESTS` set to anything but `0`.
pub fn full() -> bool {
    std::env::var_os("STEPDOKU_FULL_TESTS").is_some_and(|v| v != "0")
}

/// Whether the `k`-th of a list's inputs is checked: all are in the full tier, every
/// `every`-th (the first included) in the quick tier.
pub fn keeps(k: usize, every: usize) -> bool {
    full() || k.is_multiple_of(every.max(1))
}

/// `items` whole in the full tier; in the quick tier every `every`-th of them, the first
/// included, so that the sample spreads over the list and never comes out empty.
pub fn sample<T>(items: impl IntoIterator<Item = T>, every: usize) -> Vec<T> {
    let step = if full() { 1 } else { every.max(1) };
    items.into_iter().step_by(step).collect()
}

#[cfg(test)]
mod tests {
    use super::sample;

    #[test]
    fn a_sample_keeps_the_first_and_spreads() {
        let taken = sample(0..10, 3);
        if super::full() {
            assert_eq!(taken, (0..10).collect::<Vec<_>>());
        } else {
            assert_eq!(taken, [0, 3, 6, 9]);
        }
    }
}
