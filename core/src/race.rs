//! The ranking of a race: the lanes that reached their end, fewest steps first, each with its
//! place and how many times the winner's steps it took. `stepdoku race` (its table and its
//! JSON) and the race view rank with [`rank`] and write ratios with [`Placed::times`], so the
//! two always agree.

use crate::numbers::times;

/// The most strategies a race takes (the command's `--strategies` and the race view alike).
pub const MAX_LANES: usize = 8;

/// One lane of a ranking.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Placed {
    /// The lane: its position among the lanes given to [`rank`].
    pub lane: usize,
    /// 1 for the fewest steps. Lanes with as many steps share a place, and the next place
    /// counts every lane ahead of it: 1, 1, 3.
    pub place: usize,
    /// Its steps to its end (its first solution, or the end of a search without one).
    pub steps: u64,
    /// Its steps over the winner's, 1.0 for the winner; a winner with no step counts as one.
    pub ratio: f64,
}

impl Placed {
    /// The ratio as people read it: `3,318.4×` (the one format of both the table and the
    /// view).
    pub fn times(&self) -> String {
        times(self.ratio)
    }

    /// The place as a word: `1st`, `2nd`.
    pub fn ordinal(&self) -> String {
        ordinal(self.place)
    }
}

/// The lanes that have ended, best first: `ends[i]` is lane `i`'s steps to its end, `None`
/// while it has not got there (it is left out, and takes no place). Lanes with as many steps
/// keep the order they were given in.
pub fn rank(ends: &[Option<u64>]) -> Vec<Placed> {
    let mut ended: Vec<(usize, u64)> = ends
        .iter()
        .enumerate()
        .filter_map(|(lane, end)| Some((lane, (*end)?)))
        .collect();
    ended.sort_by_key(|&(lane, steps)| (steps, lane));
    let winner = ended.first().map_or(1, |&(_, steps)| steps.max(1));
    let mut ranking: Vec<Placed> = Vec::with_capacity(ended.len());
    for (i, (lane, steps)) in ended.into_iter().enumerate() {
        let place = match ranking.last() {
            Some(last) if last.steps == steps => last.place,
            _ => i + 1,
        };
        ranking.push(Placed {
            lane,
            place,
            steps,
            ratio: steps as f64 / winner as f64,
        });
    }
    ranking
}

/// `1st`, `2nd`, `3rd`, `4th`, `11th`, `21st`.
pub fn ordinal(n: usize) -> String {
    let suffix = match (n % 10, n % 100) {
        (1, 11) | (2, 12) | (3, 13) => "th",
        (1, _) => "st",
        (2, _) => "nd",
        (3, _) => "rd",
        _ => "th",
    };
    format!("{n}{suffix}")
}

#[cfg(test)]
mod tests {
    use super::*;

    /// (lane, place, steps) of each entry, best first.
    fn entries(ends: &[Option<u64>]) -> Vec<(usize, usize, u64)> {
        rank(ends)
            .iter()
            .map(|p| (p.lane, p.place, p.steps))
            .collect()
    }

    #[test]
    fn fewest_steps_first_and_ties_share_a_place() {
        // by hand: 228 < 8,381 = 8,381 < 756,596, so places 1, 2, 2, 4; lane 0 may have found
        // no solution: the end of its search is ranked as a solution's is
        let ends = [Some(756_596), Some(8_381), Some(228), Some(8_381)];
        assert_eq!(
            entries(&ends),
            [(2, 1, 228), (1, 2, 8_381), (3, 2, 8_381), (0, 4, 756_596)]
        );
        // three tied at the front, then the fourth is 4th
        assert_eq!(
            entries(&[Some(5), Some(5), Some(5), Some(6)]),
            [(0, 1, 5), (1, 1, 5), (2, 1, 5), (3, 4, 6)]
        );
    }

    #[test]
    fn a_lane_still_searching_takes_no_place() {
        assert_eq!(
            entries(&[None, Some(40), None, Some(30)]),
            [(3, 1, 30), (1, 2, 40)]
        );
        assert_eq!(entries(&[None, None]), []);
        assert_eq!(entries(&[]), []);
    }

    #[test]
    fn ratios_are_against_the_winner_and_written_to_a_tenth() {
        let ranking = rank(&[Some(756_596), Some(228), Some(48_566), Some(8_381)]);
        let words: Vec<String> = ranking.iter().map(Placed::times).collect();
        // 8,381 / 228 = 36.76…, 48,566 / 228 = 213.00…, 756,596 / 228 = 3,318.40…
        assert_eq!(words, ["1.0×", "36.8×", "213.0×", "3,318.4×"]);
        assert_eq!(ranking[3].ratio, 756_596.0 / 228.0);
    }

    #[test]
    fn a_winner_with_no_step_counts_as_one() {
        let ranking = rank(&[Some(7), Some(0), Some(0)]);
        assert_eq!(
            ranking
                .iter()
                .map(|p| (p.place, p.ratio))
                .collect::<Vec<_>>(),
            [(1, 0.0), (1, 0.0), (3, 7.0)]
        );
        assert_eq!(ranking[2].times(), "7.0×");
    }

    #[test]
    fn ordinals() {
        let words: Vec<String> = [1, 2, 3, 4, 11, 12, 13, 21, 22, 101, 111, 112]
            .map(ordinal)
            .to_vec();
        assert_eq!(
            words,
            [
                "1st", "2nd", "3rd", "4th", "11th", "12th", "13th", "21st", "22nd", "101st",
                "111th", "112th"
            ]
        );
        assert_eq!(rank(&[Some(3), Some(1)])[1].ordinal(), "2nd");
    }
}
