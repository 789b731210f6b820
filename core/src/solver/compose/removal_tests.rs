//! Candidates as state: the techniques ladder run by the composed search on either board.
//! Every event is replayed on a board of the test's own that keeps struck candidates, so
//! that each removal is checked to strike candidates the cells had, each restore to give
//! back the latest removal before the placement made before it is undone, and the search's
//! solutions to stay what they are without the techniques.

use crate::solver::propagate::batch_tests::bundled;
use crate::solver::{Config, Event, Removal, Solver, Strategy};
use crate::sudoku::{Board, Cell, NineBoard, Shape};

/// A 9×9 board of the test's own: digits, struck candidates, the placements and the
/// removals in effect, each removal with how many placements stood when it was made.
#[derive(Default)]
pub(crate) struct Replay {
    digits: Vec<u8>,
    pub(crate) struck: Vec<u32>,
    placed: Vec<(usize, u8)>,
    removals: Vec<(usize, Removal)>,
    pub(crate) eliminations: u64,
}

impl Replay {
    pub(crate) fn new(givens: &[u8]) -> Replay {
        Replay {
            digits: givens.to_vec(),
            struck: vec![0; givens.len()],
            ..Replay::default()
        }
    }

    fn index(cell: Cell) -> usize {
        cell.row() * 9 + cell.col()
    }

    /// The candidates of the empty cell `i`: the digits no cell of its row, column or box
    /// holds, less those struck.
    pub(crate) fn candidates(&self, i: usize) -> u32 {
        let (r, c) = (i / 9, i % 9);
        let mut used = 0u32;
        for j in 0..81 {
            let (s, t) = (j / 9, j % 9);
            if s == r || t == c || (s / 3 == r / 3 && t / 3 == c / 3) {
                used |= 1 << self.digits[j];
            }
        }
        !used & 0x3FE & !self.struck[i]
    }

    /// Takes in `event`, checking it against the board as it stands.
    pub(crate) fn apply(&mut self, event: &Event) {
        match event {
            Event::Place { cell, digit } | Event::Force { cell, digit, .. } => {
                let i = Replay::index(*cell);
                assert!(self.candidates(i) & 1 << digit != 0, "{event}: a candidate");
                self.digits[i] = *digit;
                self.placed.push((i, *digit));
            }
            Event::Undo { cell, digit, .. } => {
                let i = Replay::index(*cell);
                // every removal made after this placement was given back before it
                let placed = self.placed.len();
                assert!(
                    self.removals.last().is_none_or(|(at, _)| *at < placed),
                    "{event}"
                );
                assert_eq!(
                    self.placed.pop(),
                    Some((i, *digit)),
                    "{event}: latest first"
                );
                self.digits[i] = 0;
            }
            Event::Eliminate(removal) => {
                assert!(!removal.pairs().is_empty());
                for &(cell, d) in removal.pairs() {
                    let i = Replay::index(cell);
                    assert!(
                        self.digits[i] == 0 && self.candidates(i) & 1 << d != 0,
                        "{event}"
                    );
                    self.struck[i] |= 1 << d;
                }
                self.removals.push((self.placed.len(), removal.clone()));
                self.eliminations += 1;
            }
            Event::Restore(removal) => {
                let (at, latest) = self.removals.pop().expect("a removal to give back");
                assert_eq!(&latest, removal, "{event}: the latest removal");
                assert_eq!(
                    at,
                    self.placed.len(),
                    "{event}: before the placement before it"
                );
                for &(cell, d) in removal.pairs() {
                    self.struck[Replay::index(cell)] &= !(1 << d);
                }
            }
            _ => {}
        }
    }
}

fn config(strategy: Strategy, max_solutions: u64) -> Config {
    Config {
        strategy,
        seed: 5,
        max_solutions,
    }
}

fn board(grid: &NineBoard) -> Board {
    Board::of_legal(Shape::NINE, grid.digits()).expect("a legal grid")
}

/// The puzzles: two of Norvig's hardest (which every composition of the ladder searches to
/// the end in a few hundred steps), and a solution with holes (several solutions).
fn puzzles() -> Vec<NineBoard> {
    let hardest = bundled("norvig_hardest11.txt");
    let mut holes = crate::solver::tests::grid(crate::fixtures::P85_SOLUTION);
    for k in 0..50 {
        holes.clear(Cell::from_index(k * 7 % 81));
    }
    vec![hardest[0], hardest[1], holes]
}

/// Every composition of the ladder, on both boards: the same events; each replayed and
/// checked; the struck candidates the solver reports are the replay's; and every solution
/// is found, as without the techniques.
#[test]
fn removals_strike_candidates_and_backtracking_gives_them_back() {
    let mut removals = 0;
    for grid in puzzles() {
        for strategy in Strategy::every().filter(|s| s.inference.rungs() > 0) {
            let all = config(strategy, u64::MAX);
            let mut nine = Solver::composed(&board(&grid), all, false);
            let mut masks = Solver::composed(&board(&grid), all, true);
            let mut replay = Replay::new(grid.digits());
            let mut solutions = Vec::new();
            for step in 0..200_000 {
                let event = nine.step();
                assert_eq!(event, masks.step(), "{strategy} step {step}");
                let Some(event) = event else { break };
                replay.apply(&event);
                if let Event::Solution { .. } = event {
                    solutions.push(*nine.grid().expect("a 9x9 engine"));
                }
                if step % 101 == 0 || matches!(event, Event::Eliminate(_) | Event::Restore(_)) {
                    assert_eq!(nine.struck(), replay.struck, "{strategy} step {step}");
                    assert_eq!(masks.struck(), replay.struck, "{strategy} step {step}");
                }
            }
            assert!(nine.is_exhausted(), "{strategy}: searched to the end");
            assert_eq!(nine.stats(), masks.stats(), "{strategy}");
            let stats = nine.stats();
            assert_eq!(stats.eliminations, replay.eliminations, "{strategy}");
            assert_eq!(
                stats.restores, stats.eliminations,
                "{strategy}: all given back"
            );
            removals += stats.eliminations;
            let singles = Strategy {
                inference: crate::solver::Inference::Singles,
                ..strategy
            };
            let plain =
                crate::solver::search_to_end(grid, config(singles, u64::MAX), usize::MAX, || false);
            solutions.sort_by_key(|g| g.to_line());
            let mut expected = plain.solutions;
            expected.sort_by_key(|g| g.to_line());
            assert_eq!(solutions, expected, "{strategy}: the same solutions");
        }
    }
    assert!(
        removals > 1_000,
        "the techniques remove candidates often: {removals}"
    );
}
