//! Killer cages: a list of cells whose digits are distinct and add up to the cage's sum, if
//! it has one (an f-puzzles cage may have none: its digits are only distinct). A cage is no
//! house (it need not hold every digit), so it is kept beside the units, and a search prunes
//! by its sum ([`sum_digits`]), or by distinctness alone ([`Cage::allows`]).

use super::Cell;
use std::fmt;

/// A killer cage: its cells (none twice, at most N) and the sum of their digits, if given.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Cage {
    /// The sum of its digits; `None` for a cage whose digits are only distinct.
    pub sum: Option<u32>,
    /// Its cells, in the order written.
    pub cells: Vec<Cell>,
}

impl Cage {
    /// The cell that names the cage: its first in reading order.
    pub fn first(&self) -> Cell {
        let first = self.cells.iter().min_by_key(|c| (c.row(), c.col()));
        *first.expect("a cage has a cell")
    }

    /// The digits of `free` that its empty cells may still take when `empty` of them are
    /// empty and its placed digits add up to `placed`: those of a set of `empty` distinct
    /// digits of `free` making what is left of its sum, or, without a sum, any digit of
    /// `free` as long as `free` has enough of them to go round.
    pub fn allows(&self, free: u32, empty: u32, placed: i32) -> u32 {
        cage_digits(free, empty, self.sum.map(|sum| sum as i32 - placed))
    }
}

/// `cage 10 at r1c1` (`cage at r1c1` without a sum): as explanations name it.
impl fmt::Display for Cage {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.sum {
            Some(sum) => write!(f, "cage {sum} at {}", self.first()),
            None => write!(f, "cage at {}", self.first()),
        }
    }
}

/// The digits of `free` (bit `d` for digit `d`) that are in some set of `count` distinct
/// digits of `free` adding up to `target`: the candidates a cage leaves its empty cells
/// when `count` of them are empty, `target` is its sum less its placed digits and `free`
/// the digits not placed in it. A digit `d` is one exactly when the other `count - 1`
/// cells can still make `target - d` with distinct digits of `free` other than `d`. 0 when
/// no such set exists (and for `count` 0, as no cell is left to take a digit).
pub fn sum_digits(free: u32, count: u32, target: i32) -> u32 {
    union(free & !1, count, target).unwrap_or_default()
}

/// What a cage allows its empty cells ([`Cage::allows`]) when `count` are empty, the digits
/// of `free` are not placed in it and `left` is what is left of its sum, if it has one.
pub fn cage_digits(free: u32, count: u32, left: Option<i32>) -> u32 {
    match left {
        Some(left) => sum_digits(free, count, left),
        None if count > 0 && (free & !1).count_ones() >= count => free & !1,
        None => 0,
    }
}

/// Whether some `count` distinct digits of `free` add up to `target` (0 digits make 0).
pub fn sum_reachable(free: u32, count: u32, target: i32) -> bool {
    union(free & !1, count, target).is_some()
}

/// The union of the sets of `count` digits of `free` adding up to `target`, or `None` when
/// there is none. Digits are taken largest first; a branch ends as soon as the smallest or
/// the largest `count` digits left cannot meet the target.
fn union(free: u32, count: u32, target: i32) -> Option<u32> {
    // the last one or two digits of a set directly: the recursion below would walk every
    // digit of `free` to find them, and that walk is most of a large killer's search
    match count {
        0 => return (target == 0).then_some(0),
        1 => return one_of(free, target).map(|d| 1 << d),
        2 => return pairs(free, target),
        _ => {}
    }
    if free.count_ones() < count || target < lowest(free, count) || target > highest(free, count) {
        return None;
    }
    let d = 31 - free.leading_zeros();
    let rest = free & !(1 << d);
    let with = union(rest, count - 1, target - d as i32).map(|m| m | 1 << d);
    let without = union(rest, count, target);
    match (with, without) {
        (Some(a), Some(b)) => Some(a | b),
        (a, b) => a.or(b),
    }
}

/// `target` itself when it is a digit of `free`.
fn one_of(free: u32, target: i32) -> Option<u32> {
    let d = u32::try_from(target).ok().filter(|&d| d < 32)?;
    (free & 1 << d != 0).then_some(d)
}

/// The union of the pairs of distinct digits of `free` adding up to `target`.
fn pairs(free: u32, target: i32) -> Option<u32> {
    let mut union = 0;
    let mut left = free;
    while left != 0 {
        let d = left.trailing_zeros();
        left &= left - 1;
        // each pair once, from its smaller digit
        match one_of(left, target - d as i32) {
            Some(e) => union |= 1 << d | 1 << e,
            None => continue,
        }
    }
    (union != 0).then_some(union)
}

/// The sum of the `count` smallest digits of `free` (which has that many).
fn lowest(mut free: u32, count: u32) -> i32 {
    let mut sum = 0;
    for _ in 0..count {
        sum += free.trailing_zeros() as i32;
        free &= free - 1;
    }
    sum
}

/// The sum of the `count` largest digits of `free` (which has that many).
fn highest(mut free: u32, count: u32) -> i32 {
    let mut sum = 0;
    for _ in 0..count {
        let d = 31 - free.leading_zeros();
        sum += d as i32;
        free &= !(1 << d);
    }
    sum
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    /// The same union, by trying every subset of `free`.
    fn brute(free: u32, count: u32, target: i32) -> u32 {
        let mut union = 0;
        let free = free & !1;
        let mut subset = free;
        loop {
            let sum: i32 = (1..32).filter(|d| subset & 1 << d != 0).sum();
            if subset.count_ones() == count && sum == target && count > 0 {
                union |= subset;
            }
            if subset == 0 {
                break;
            }
            subset = (subset - 1) & free;
        }
        union
    }

    const NINE: u32 = 0b11_1111_1110;

    #[test]
    fn known_cages() {
        // 3 in two cells: 1 and 2 only; 17 in two: 8 and 9
        assert_eq!(sum_digits(NINE, 2, 3), 0b110);
        assert_eq!(sum_digits(NINE, 2, 17), 0b11_0000_0000);
        // 10 in two: 1+9 2+8 3+7 4+6, never 5
        assert_eq!(sum_digits(NINE, 2, 10), NINE & !(1 << 5));
        // 45 in nine: every digit; 46 in nine: none
        assert_eq!(sum_digits(NINE, 9, 45), NINE);
        assert_eq!(sum_digits(NINE, 9, 46), 0);
        // one cell left: the digit it needs, if free
        assert_eq!(sum_digits(NINE & !(1 << 4), 1, 4), 0);
        assert_eq!(sum_digits(NINE, 1, 4), 1 << 4);
        assert!(sum_reachable(NINE, 0, 0) && !sum_reachable(NINE, 0, 1));
        assert!(!sum_reachable(NINE, 1, -2) && !sum_reachable(NINE, 1, 0));
        // a gap: with 1, 2 and 9 free, two cells make 3, 10 and 11, not 5
        let gappy = 1 << 1 | 1 << 2 | 1 << 9;
        assert!(!sum_reachable(gappy, 2, 5));
        assert_eq!(sum_digits(gappy, 2, 11), 1 << 2 | 1 << 9);
    }

    proptest! {
        #[test]
        fn the_union_is_that_of_every_subset(
            free in 0u32..(1 << 17),
            count in 0u32..=9,
            target in -3i32..=140,
        ) {
            let free = free << 1;
            let expected = brute(free, count, target);
            prop_assert_eq!(sum_digits(free, count, target), expected);
            let any = count == 0 && target == 0 || expected != 0;
            prop_assert_eq!(sum_reachable(free, count, target), any);
        }
    }
}
