//! The generator's searches at every size but 9×9 (which keeps its faster bit-board answer search,
//! `solver::answer`): a random solved board, and whether givens have a solution with some
//! digit kept out of a cell. Both are depth-first searches under `propagate`'s rules (naked
//! singles, hidden singles, a guess at a cell with the fewest candidates) on a node of
//! candidate masks that is copied at each guess, with neither events nor counters: only the
//! answer counts, so the search may stop at the first solution and try digits in any order.
//! The peers and units are the board's [`Units`], as every search reads them.

use crate::solver::Rng;
use crate::sudoku::{Board, DigitMask, MAX_SIDE, Shape, Units};
use std::sync::Arc;

const CELLS: usize = MAX_SIDE * MAX_SIDE;

/// Guesses between two questions to a search's `stop`: a few milliseconds of search.
const POLL_EVERY: u32 = 256;

/// A search's board: each cell's candidates (bit `d` for digit `d`, as [`DigitMask`]; the
/// digit alone once placed), which cells are placed, and how many are empty.
#[derive(Clone)]
struct Node {
    cands: [u32; CELLS],
    placed: [bool; CELLS],
    empty: usize,
}

/// A search's rules and its way of picking digits: `next` picks one of a guess's digits
/// left (as [`DigitMask`] bits), or `None` to give up; `stop` is asked every few guesses.
struct AnswerSearch<'a, N, S> {
    units: Arc<Units>,
    next: N,
    stop: &'a mut S,
    poll: u32,
    stopped: bool,
}

impl Node {
    /// The board with nothing placed; `None` when `givens` contradict each other.
    fn of(units: &Units, givens: &[u8]) -> Option<Node> {
        let all = DigitMask::all(units.shape().side()).0;
        let mut node = Node {
            cands: [all; CELLS],
            placed: [false; CELLS],
            empty: units.shape().cells(),
        };
        for (i, &d) in givens.iter().enumerate() {
            if d != 0 && !node.assign(units, i, d) {
                return None;
            }
        }
        Some(node)
    }

    /// Places `d` in the empty cell `i` and takes it from the peers' candidates; false when
    /// `d` is not a candidate there or a peer is left without one.
    fn assign(&mut self, units: &Units, i: usize, d: u8) -> bool {
        let bit = 1u32 << d;
        if self.cands[i] & bit == 0 {
            return false;
        }
        self.cands[i] = bit;
        self.placed[i] = true;
        self.empty -= 1;
        units.peer_list(i).iter().all(|&p| {
            let p = usize::from(p);
            self.cands[p] &= !bit;
            self.placed[p] || self.cands[p] != 0
        })
    }

    /// Naked singles, then hidden singles, until neither places anything; false at a
    /// contradiction.
    fn settle(&mut self, units: &Units) -> bool {
        let all = DigitMask::all(units.shape().side()).0;
        loop {
            let mut changed = false;
            for i in 0..units.shape().cells() {
                if !self.placed[i] && self.cands[i].count_ones() == 1 {
                    if !self.assign(units, i, self.cands[i].trailing_zeros() as u8) {
                        return false;
                    }
                    changed = true;
                }
            }
            if changed {
                continue;
            }
            for unit in (0..units.len()).map(|u| units.cells(u)) {
                let (mut once, mut twice) = (0u32, 0u32);
                for &i in unit {
                    let c = self.cands[i as usize];
                    twice |= once & c;
                    once |= c;
                }
                if once != all {
                    return false;
                }
                let mut hidden = once & !twice;
                while hidden != 0 {
                    let d = hidden.trailing_zeros() as u8;
                    hidden &= hidden - 1;
                    // an earlier single of this unit may have taken the digit's one cell
                    let Some(&i) = unit.iter().find(|&&i| self.cands[i as usize] & 1 << d != 0)
                    else {
                        return false;
                    };
                    let i = i as usize;
                    if !self.placed[i] {
                        if !self.assign(units, i, d) {
                            return false;
                        }
                        changed = true;
                    }
                }
            }
            if !changed {
                return true;
            }
        }
    }

    /// The empty cell with the fewest candidates, the first in reading order on a tie.
    fn fewest(&self, units: &Units) -> usize {
        (0..units.shape().cells())
            .filter(|&i| !self.placed[i])
            .min_by_key(|&i| self.cands[i].count_ones())
            .expect("an empty cell")
    }

    /// The placed digits in reading order.
    fn digits(&self, shape: Shape) -> Vec<u8> {
        self.cands[..shape.cells()]
            .iter()
            .map(|c| c.trailing_zeros() as u8)
            .collect()
    }
}

impl<N: FnMut(u32) -> Option<u8>, S: FnMut() -> bool> AnswerSearch<'_, N, S> {
    /// Whether `node` has a solution; on success the node holds it.
    fn solve(&mut self, node: &mut Node) -> bool {
        if !node.settle(&self.units) {
            return false;
        }
        if node.empty == 0 {
            return true;
        }
        let i = node.fewest(&self.units);
        self.branch(node, i, node.cands[i])
    }

    /// Whether `node` has a solution with one of `digits` in the empty cell `i`.
    fn branch(&mut self, node: &mut Node, i: usize, mut digits: u32) -> bool {
        while digits != 0 {
            self.poll -= 1;
            if self.poll == 0 {
                self.poll = POLL_EVERY;
                self.stopped = self.stopped || (self.stop)();
            }
            if self.stopped {
                return false;
            }
            let Some(d) = (self.next)(digits) else {
                return false;
            };
            digits &= !(1 << d);
            let mut child = node.clone();
            if child.assign(&self.units, i, d) && self.solve(&mut child) {
                *node = child;
                return true;
            }
        }
        false
    }
}

/// The lowest digit first.
fn lowest(digits: u32) -> Option<u8> {
    Some(digits.trailing_zeros() as u8)
}

/// A random solved board of `shape`, each guess trying its digits in an order drawn from
/// `rng`. A search that has not finished after a few thousand guesses starts over (from the
/// same stream, now further on): a bad early guess on a large board can cost far more than a
/// fresh start.
pub(crate) fn random_solution(shape: Shape, rng: &mut Rng) -> Board {
    let digits = random_fill(Units::of(shape), rng, u32::MAX).expect("a blank board is solvable");
    Board::of_legal(shape, &digits).expect("a solution is legal")
}

/// A random solution of a blank board of `units` (its digits in reading order), as
/// [`random_solution`] finds one; `None` when `restarts` fresh starts all ran long: a
/// jigsaw's regions may admit no solution at all.
pub(crate) fn random_fill(units: Arc<Units>, rng: &mut Rng, restarts: u32) -> Option<Vec<u8>> {
    const RESTART_AFTER: u32 = 4096;
    for _ in 0..restarts {
        let mut guesses = 0;
        let mut give_up = || {
            guesses += POLL_EVERY;
            guesses > RESTART_AFTER
        };
        let mut search = AnswerSearch {
            units: units.clone(),
            next: |digits: u32| {
                let k = rng.below(digits.count_ones());
                let mut rest = digits;
                for _ in 0..k {
                    rest &= rest - 1;
                }
                Some(rest.trailing_zeros() as u8)
            },
            stop: &mut give_up,
            poll: POLL_EVERY,
            stopped: false,
        };
        let mut node = Node::of(&units, &[]).expect("a blank board");
        if search.solve(&mut node) {
            return Some(node.digits(units.shape()));
        }
    }
    None
}

/// Whether `givens` (a board's digits in reading order) have a solution with a digit other
/// than `digit` in the empty cell `i`; `None` when `stop` (asked every few hundred guesses)
/// answered true first.
pub(crate) fn solvable_without(
    shape: Shape,
    givens: &[u8],
    i: usize,
    digit: u8,
    stop: &mut impl FnMut() -> bool,
) -> Option<bool> {
    solvable_without_on(Units::of(shape), givens, i, digit, stop)
}

/// [`solvable_without`] on a board of `units`: a variant's.
pub(crate) fn solvable_without_on(
    units: Arc<Units>,
    givens: &[u8],
    i: usize,
    digit: u8,
    stop: &mut impl FnMut() -> bool,
) -> Option<bool> {
    let Some(mut node) = Node::of(&units, givens) else {
        return Some(false);
    };
    let mut search = AnswerSearch {
        units,
        next: lowest,
        stop,
        poll: 1,
        stopped: false,
    };
    let others = node.cands[i] & !(1 << digit);
    let found = others != 0 && search.branch(&mut node, i, others);
    (!search.stopped).then_some(found)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::solver::{Config, Strategy, search_to_end};

    /// How many solutions `digits` have on `shape`, up to 2, by the engine's search.
    fn count(shape: Shape, digits: &[u8]) -> u64 {
        let config = Config {
            strategy: Strategy::Propagate,
            seed: 0,
            max_solutions: 2,
        };
        let board = Board::of_legal(shape, digits).unwrap();
        search_to_end(board, config, 0, || false).stats.solutions
    }

    #[test]
    fn random_solutions_are_legal_full_and_vary_at_every_size() {
        for shape in Shape::ALL {
            let a = random_solution(shape, &mut Rng::new(1));
            assert!(a.is_full() && Board::of_legal(shape, a.digits()).is_some());
            assert_ne!(a, random_solution(shape, &mut Rng::new(2)), "{shape}");
        }
    }

    /// A given kept out of a solution's cell has a rival exactly when the puzzle without the
    /// given has two solutions, as the engine counts them.
    #[test]
    fn solvable_without_agrees_with_a_count_of_solutions() {
        let mut rng = Rng::new(3);
        for shape in Shape::ALL.into_iter().filter(|s| s.side() <= 8) {
            let solution = random_solution(shape, &mut rng);
            let mut digits = solution.digits().to_vec();
            let (mut yes, mut no) = (0, 0);
            for _ in 0..shape.cells() {
                let i = rng.below(shape.cells() as u32) as usize;
                let d = solution.digits()[i];
                digits[i] = 0;
                let rival = solvable_without(shape, &digits, i, d, &mut || false).unwrap();
                assert_eq!(rival, count(shape, &digits) == 2, "{shape}: {digits:?}");
                if rival {
                    digits[i] = d;
                    yes += 1;
                } else {
                    no += 1;
                }
            }
            assert!(yes > 0 && no > 0, "{shape}: both answers seen");
        }
    }

    #[test]
    fn a_stop_at_the_first_guess_gives_no_answer() {
        let shape = Shape::of_side(16).unwrap();
        let blank = vec![0; shape.cells()];
        assert_eq!(solvable_without(shape, &blank, 0, 1, &mut || true), None);
        assert_eq!(
            solvable_without(shape, &blank, 0, 1, &mut || false),
            Some(true)
        );
    }
}
