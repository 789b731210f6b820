//! Rows shared out among the parts of a panel by how much each matters: the one rule by
//! which the status panel (and any panel of parts) decides what shows when rows are short,
//! instead of each part counting down what is left.

/// One part of a panel, as [`fit`] sees it: how much it matters (`rank`: 0 most), the rows
/// it cannot do without (`keep`: all or nothing) and the rows it could use (`want`, at least
/// `keep`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Part {
    /// 0 for what must show whenever it can; larger for what can go first.
    pub rank: u8,
    /// Rows without which the part is not shown at all.
    pub keep: usize,
    /// Rows the part would fill if it could (wrapped text, a log).
    pub want: usize,
}

impl Part {
    /// A part of `rows` rows, shown whole or not at all.
    pub fn whole(rank: u8, rows: usize) -> Part {
        Part {
            rank,
            keep: rows,
            want: rows,
        }
    }

    /// A part that shows with `keep` rows and would take up to `want`.
    pub fn elastic(rank: u8, keep: usize, want: usize) -> Part {
        Part {
            rank,
            keep: keep.min(want),
            want,
        }
    }
}

/// How many of `height` rows each part gets. First every part, most important first (and in
/// their order among equals), gets its `keep` rows if they all fit in what is left; then, in
/// the same order, the parts shown get more rows, up to their `want`, from what is left.
/// A part that gets 0 rows is not shown.
pub fn fit(parts: &[Part], height: usize) -> Vec<usize> {
    let mut order: Vec<usize> = (0..parts.len()).collect();
    order.sort_by_key(|&i| parts[i].rank); // stable: equals keep their order
    let mut given = vec![0; parts.len()];
    let mut left = height;
    for &i in &order {
        let keep = parts[i].keep;
        if keep > 0 && keep <= left {
            given[i] = keep;
            left -= keep;
        }
    }
    for &i in &order {
        if given[i] > 0 {
            let more = (parts[i].want - given[i]).min(left);
            given[i] += more;
            left -= more;
        }
    }
    given
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_most_important_parts_keep_their_rows_first() {
        let parts = [
            Part::whole(0, 2),
            Part::whole(5, 1),
            Part::elastic(1, 1, 4),
            Part::whole(2, 3),
        ];
        assert_eq!(fit(&parts, 100), [2, 1, 4, 3], "room for all");
        assert_eq!(
            fit(&parts, 9),
            [2, 1, 3, 3],
            "the elastic part takes what is left"
        );
        assert_eq!(
            fit(&parts, 7),
            [2, 1, 1, 3],
            "every part keeps its rows first"
        );
        assert_eq!(
            fit(&parts, 6),
            [2, 0, 1, 3],
            "the least important goes first"
        );
        assert_eq!(
            fit(&parts, 5),
            [2, 1, 2, 0],
            "a part shows whole or not at all"
        );
        assert_eq!(fit(&parts, 2), [2, 0, 0, 0]);
        assert_eq!(fit(&parts, 0), [0, 0, 0, 0]);
    }

    #[test]
    fn equals_share_in_their_order_and_every_row_is_given_once() {
        let parts = [
            Part::elastic(3, 1, 5),
            Part::elastic(3, 1, 5),
            Part::whole(3, 1),
        ];
        assert_eq!(fit(&parts, 4), [2, 1, 1]);
        for height in 0..20 {
            let given = fit(&parts, height);
            assert!(given.iter().sum::<usize>() <= height);
            for (g, p) in given.iter().zip(&parts) {
                assert!(*g == 0 || (p.keep..=p.want).contains(g), "{given:?}");
            }
        }
    }
}
