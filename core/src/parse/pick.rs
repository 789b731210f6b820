//! Picking one puzzle of an input by its 1-based index (`--index N`).

/// An index past the last puzzle of an input.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error(
    "no puzzle {}: the {holder} holds {} puzzle{s}",
    crate::numbers::grouped(*.index as u64),
    crate::numbers::grouped(*.count as u64),
    s = if *.count == 1 { "" } else { "s" }
)]
pub struct NoSuchPuzzle {
    /// The index asked for (1-based).
    pub index: usize,
    /// How many puzzles the input holds.
    pub count: usize,
    /// What holds them, as the message names it: `file`, `input`, `bundled set`.
    pub holder: &'static str,
}

/// The 0-based position of puzzle `index` (1-based) among `count` puzzles held by `holder`.
pub fn pick(index: usize, count: usize, holder: &'static str) -> Result<usize, NoSuchPuzzle> {
    match index.checked_sub(1) {
        Some(i) if i < count => Ok(i),
        _ => Err(NoSuchPuzzle {
            index,
            count,
            holder,
        }),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn picks_from_one_to_the_count() {
        assert_eq!(pick(1, 3, "file"), Ok(0));
        assert_eq!(pick(3, 3, "file"), Ok(2));
        let err = pick(4, 3, "file").unwrap_err();
        assert_eq!(err.to_string(), "no puzzle 4: the file holds 3 puzzles");
        let err = pick(0, 1, "input").unwrap_err();
        assert_eq!(err.to_string(), "no puzzle 0: the input holds 1 puzzle");
    }
}
