//! Candidates as state: a rule of the tests' own that removes candidates (locked candidates
//! of the pointing kind), run by the composed search on either board. Every event is replayed
//! on a board of the test's own that keeps struck candidates, so that each removal is checked
//! to strike candidates the cells had, each restore to give back the latest removal before
//! the placement made before it is undone, and the search's solutions to stay what they are
//! without the rule.

use super::candidates::Candidates;
use crate::solver::propagate::batch_tests::bundled;
use crate::solver::sets::{Set, members};
use crate::solver::{Config, Event, Removal, Solver, Strategy};
use crate::sudoku::{Board, Cell, NineBoard, Shape};

/// Locked candidates, pointing: the first box (in order) and digit whose places in the box
/// all lie in one row, or else one column, with places of the digit elsewhere on that line:
/// those places lose the digit. Sound: the box's digit is on that line, wherever it goes.
pub(crate) fn pointing<C: Candidates>(board: &C) -> Vec<(usize, u8)> {
    let n = usize::from(board.side());
    for b in 2 * n..3 * n {
        for d in 1..=board.side() {
            let places = board.places(b, d);
            let Some(first) = places.first() else {
                continue;
            };
            for k in 0..2 {
                let line = board.units_of(first)[k];
                if members(places).all(|i| board.units_of(i)[k] == line) {
                    let rest: Vec<(usize, u8)> = members(board.places(usize::from(line), d))
                        .filter(|&i| !places.contains(i))
                        .map(|i| (i, d))
                        .collect();
                    if !rest.is_empty() {
                        return rest;
                    }
                }
            }
        }
    }
    Vec::new()
}

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

/// The puzzles: two of Norvig's easy ones (which every composition searches to the end in
/// a few thousand steps), and a solution with holes (several solutions).
fn puzzles() -> Vec<NineBoard> {
    let easy = bundled("norvig_easy50.txt");
    let mut holes = crate::solver::tests::grid(crate::fixtures::P85_SOLUTION);
    for k in 0..50 {
        holes.clear(Cell::from_index(k * 7 % 81));
    }
    vec![easy[0], easy[1], holes]
}

/// Every composition, with the rule, on both boards: the same events; each replayed and
/// checked; the struck candidates the solver reports are the replay's; and every solution
/// is found, as without the rule.
#[test]
fn removals_strike_candidates_and_backtracking_gives_them_back() {
    let mut removals = 0;
    for grid in puzzles() {
        for strategy in Strategy::every() {
            let all = config(strategy, u64::MAX);
            let mut nine = Solver::pointing(&board(&grid), all, false);
            let mut masks = Solver::pointing(&board(&grid), all, true);
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
            let plain = crate::solver::search_to_end(grid, all, usize::MAX, || false);
            solutions.sort_by_key(|g| g.to_line());
            let mut expected = plain.solutions;
            expected.sort_by_key(|g| g.to_line());
            assert_eq!(solutions, expected, "{strategy}: the same solutions");
        }
    }
    assert!(
        removals > 1_000,
        "the rule removes candidates often: {removals}"
    );
}

/// The rule finds the textbook pattern: box 1's rows 2 and 3 are full, so 5's places in
/// box 1 lie in row 1 and the rest of row 1 loses 5; and nothing on a blank board.
#[test]
fn pointing_finds_a_box_whose_places_lie_in_one_line() {
    let mut grid = NineBoard::EMPTY;
    for (k, d) in [1, 2, 3, 4, 6, 7].into_iter().enumerate() {
        grid.place(Cell::at(1 + k / 3, k % 3).unwrap(), d);
    }
    let engine = super::Nine::new(grid, config(Strategy::Propagate, 1));
    let found: Vec<String> = pointing(engine.board())
        .iter()
        .map(|&(i, d)| format!("{}={d}", Cell::from_index(i)))
        .collect();
    assert_eq!(
        found,
        ["r1c4=5", "r1c5=5", "r1c6=5", "r1c7=5", "r1c8=5", "r1c9=5"]
    );
    let blank = super::Nine::new(NineBoard::EMPTY, config(Strategy::Propagate, 1));
    assert!(pointing(blank.board()).is_empty());
}
