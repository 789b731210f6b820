//! Houses as data (issue 49): a new kind of unit is a list of cells and a name. A 9×9 board
//! whose units are its rows, columns, boxes and two main diagonals (X-sudoku) is searched by
//! the generic engine under every composition, to the end, and checked against a brute-force
//! search written here that shares no code with the library: the same solutions, each with
//! both diagonals whole, and events that never put a digit twice in a unit when replayed on a
//! board of the test's own.

use crate::support::tier;
use std::collections::BTreeSet;
use std::path::Path;
use stepdoku::explain::{Backtrack, Explanation, Scene, event_words};
use stepdoku::solver::{Cells, Config, Event, Inference, Reason, Solver, Strategy};
use stepdoku::sudoku::{Board, Cell, Shape, Unit, Units, diagonals};

/// Cells in reading order, 0 for an empty one.
type Grid = [u8; 81];

/// Whether `d` may go in cell `i` of `g`: no other cell of its row, column or box holds it,
/// nor of the main diagonal or the anti-diagonal through it when `x` (X-sudoku's rule).
fn fits(g: &Grid, i: usize, d: u8, x: bool) -> bool {
    let (r, c) = (i / 9, i % 9);
    let (br, bc) = (r / 3 * 3, c / 3 * 3);
    (0..9).all(|k| {
        let seen = [
            Some(r * 9 + k),
            Some(k * 9 + c),
            Some((br + k / 3) * 9 + bc + k % 3),
            (x && r == c).then_some(k * 9 + k),
            (x && r + c == 8).then_some(k * 9 + 8 - k),
        ];
        seen.into_iter().flatten().all(|j| j == i || g[j] != d)
    })
}

/// Every solution of `g` from cell `from` on, up to `cap` of them: the first empty cell in
/// reading order takes each digit that fits, in turn.
fn brute(g: &mut Grid, from: usize, x: bool, cap: usize, out: &mut Vec<Grid>) {
    if out.len() >= cap {
        return;
    }
    let Some(i) = (from..81).find(|&i| g[i] == 0) else {
        out.push(*g);
        return;
    };
    for d in 1..=9 {
        if fits(g, i, d, x) {
            g[i] = d;
            brute(g, i + 1, x, cap, out);
        }
    }
    g[i] = 0;
}

/// The solutions of `puzzle` by brute force, at most `cap`: X-sudoku's when `x`, the classic
/// game's otherwise.
fn solutions(puzzle: &Grid, x: bool, cap: usize) -> Vec<Grid> {
    let mut out = Vec::new();
    brute(&mut puzzle.clone(), 0, x, cap, &mut out);
    out
}

/// The 29 houses of X-sudoku as cell indices: rows, columns and boxes, each in reading
/// order, then the main diagonal (r1c1 to r9c9) and the anti-diagonal (r1c9 to r9c1).
fn houses() -> Vec<[usize; 9]> {
    let mut all = Vec::new();
    all.extend((0..9).map(|r| std::array::from_fn(|k| r * 9 + k)));
    all.extend((0..9).map(|c| std::array::from_fn(|k| k * 9 + c)));
    all.extend(
        (0..9).map(|b| std::array::from_fn(|k| (b / 3 * 3 + k / 3) * 9 + b % 3 * 3 + k % 3)),
    );
    all.push(std::array::from_fn(|k| k * 10));
    all.push(std::array::from_fn(|k| k * 8 + 8));
    all
}

/// The house a unit's name means, by this test's numbering of [`houses`].
fn house(unit: Unit) -> usize {
    let k = usize::from(unit.number()) - 1;
    match unit {
        Unit::Row(_) => k,
        Unit::Col(_) => 9 + k,
        Unit::Box(_) => 18 + k,
        Unit::Diagonal(_) => 27 + k,
        Unit::Region(_) | Unit::Extra(_) => unreachable!("boxes on these boards"),
    }
}

/// A puzzle as the engine takes it and the brute force too.
fn read(line: &str) -> Grid {
    let digits: Vec<u8> = line
        .chars()
        .take(81)
        .map(|ch| ch.to_digit(10).unwrap_or(0) as u8)
        .collect();
    digits.try_into().expect("81 cells")
}

/// Whether no house holds a digit twice among the givens.
fn legal(g: &Grid) -> bool {
    (0..81).all(|i| g[i] == 0 || fits(g, i, g[i], true))
}

/// `solution` with the cells kept where `keep` says so, the others blank.
fn kept(solution: &Grid, keep: impl Fn(usize) -> bool) -> Grid {
    std::array::from_fn(|i| if keep(i) { solution[i] } else { 0 })
}

/// The puzzles: an X-sudoku solution found by the brute force, blanked in fixed patterns
/// (one with a single solution, two with several), one of them with a given changed so
/// that none is left, and a classic puzzle whose one solution breaks a diagonal. Each with
/// its name, and how many solutions X-sudoku and the classic game give it (the brute
/// force's, pinned here so that a change of the patterns cannot quietly lose a case).
fn puzzles() -> Vec<(String, Grid, usize, usize)> {
    let solution = solutions(&[0; 81], true, 1)[0];
    assert!(houses().iter().all(|h| {
        let digits: BTreeSet<u8> = h.iter().map(|&i| solution[i]).collect();
        digits.len() == 9
    }));
    // three patterns of 27 givens: the cells whose (5i + row) mod 3 is 2, 0 or 1
    let third = |k: usize| kept(&solution, move |i| (i * 5 + i / 9) % 3 == k);
    let mut changed = third(2);
    // r1c8 holds 8 in the solution: 1 breaks no house of the givens, yet fits no solution
    assert_eq!(changed[7], 8);
    changed[7] = 1;
    let easy = Path::new(env!("CARGO_MANIFEST_DIR")).join("puzzles/norvig_easy50.txt");
    let easy = std::fs::read_to_string(easy).unwrap();
    let classic = read(easy.lines().nth(3).expect("a fourth puzzle"));
    let puzzles = vec![
        ("one solution".to_string(), third(2), 1, 46),
        ("several solutions".to_string(), third(0), 7, 138),
        ("several solutions".to_string(), third(1), 4, 671),
        ("r1c8 changed".to_string(), changed, 0, 7),
        ("norvig_easy50.txt:4".to_string(), classic, 0, 1),
    ];
    for (name, puzzle, x, plain) in &puzzles {
        assert!(legal(puzzle), "{name}: the givens break a house");
        assert_eq!(
            solutions(puzzle, true, 1000).len(),
            *x,
            "{name} as X-sudoku"
        );
        assert_eq!(
            solutions(puzzle, false, 1000).len(),
            *plain,
            "{name} as classic"
        );
    }
    puzzles
}

/// A board of the test's own that the events are replayed on: the digits, and the
/// candidates rules removed.
struct Replay {
    houses: Vec<[usize; 9]>,
    /// Per cell, its houses.
    houses_of: Vec<Vec<usize>>,
    /// Per cell, the other cells of its houses, ascending.
    peers: Vec<Vec<usize>>,
    board: Grid,
    /// Per cell, the digits an `Eliminate` took away and no `Restore` gave back, as bits.
    removed: [u16; 81],
}

impl Replay {
    fn new(givens: &Grid) -> Replay {
        let houses = houses();
        let houses_of = (0..81)
            .map(|i| {
                (0..houses.len())
                    .filter(|&h| houses[h].contains(&i))
                    .collect()
            })
            .collect();
        let peers = (0..81)
            .map(|i| {
                let shared = |j: &usize| houses.iter().any(|h| h.contains(&i) && h.contains(j));
                (0..81).filter(|&j| j != i).filter(shared).collect()
            })
            .collect();
        Replay {
            houses,
            houses_of,
            peers,
            board: *givens,
            removed: [0; 81],
        }
    }

    fn holds(&self, h: usize, d: u8) -> bool {
        self.houses[h].iter().any(|&i| self.board[i] == d)
    }

    /// Whether `d` is a candidate of the empty cell `i`: no house through it holds `d`,
    /// diagonals included, and no rule removed it.
    fn candidate(&self, i: usize, d: u8) -> bool {
        self.board[i] == 0
            && self.removed[i] & 1 << d == 0
            && self.houses_of[i].iter().all(|&h| !self.holds(h, d))
    }

    fn candidates(&self, i: usize) -> Vec<u8> {
        (1..=9).filter(|&d| self.candidate(i, d)).collect()
    }

    /// The empty cells that share a house with cell `i`, diagonals included, ascending.
    fn empty_peers(&self, i: usize) -> Vec<usize> {
        let peers = self.peers[i].iter().copied();
        peers.filter(|&j| self.board[j] == 0).collect()
    }

    /// Where the strategy's cell part branches on this board, by its definition
    /// (the docs of `Cells`): a cell, or for `constraint` a house and a digit when a house
    /// has fewer places for a digit than every empty cell has candidates.
    fn choice(&self, cells: Cells) -> (Option<usize>, Option<(usize, u8)>) {
        let empty: Vec<usize> = (0..81).filter(|&i| self.board[i] == 0).collect();
        let width = |i: &usize| self.candidates(*i).len();
        let fewest = empty.iter().map(width).min().expect("an empty cell");
        let narrow = empty.iter().copied().filter(|i| width(i) == fewest);
        match cells {
            Cells::First => (Some(empty[0]), None),
            Cells::Mrv => (narrow.min(), None),
            // the most empty peers, the first in reading order on ties
            Cells::Degree => {
                let most = |i: usize| (self.empty_peers(i).len(), std::cmp::Reverse(i));
                (narrow.max_by_key(|&i| most(i)), None)
            }
            Cells::Constraint => {
                let mut best: Option<(usize, (usize, u8))> = None;
                for h in 0..self.houses.len() {
                    for d in (1..=9).filter(|&d| !self.holds(h, d)) {
                        let places = self.houses[h].iter().filter(|&&j| self.candidate(j, d));
                        let places = places.count();
                        if places < best.map_or(fewest, |(p, _)| p) {
                            best = Some((places, (h, d)));
                        }
                    }
                }
                match best {
                    Some((_, unit)) => (None, Some(unit)),
                    None => (narrow.min(), None),
                }
            }
        }
    }

    /// Plays `event`, panicking with `at` where it is not what the board allows.
    fn play(&mut self, event: &Event, at: &str) {
        let index = |cell: Cell| cell.row() * 9 + cell.col();
        match *event {
            Event::Place { cell, digit } => {
                let i = index(cell);
                assert!(
                    self.candidate(i, digit),
                    "{at}: puts a digit twice in a house"
                );
                self.board[i] = digit;
            }
            Event::Force {
                cell,
                digit,
                reason,
            } => {
                let i = index(cell);
                assert!(
                    self.candidate(i, digit),
                    "{at}: puts a digit twice in a house"
                );
                match reason {
                    Reason::NakedSingle => assert_eq!(self.candidates(i), [digit], "{at}"),
                    Reason::HiddenSingle(unit) => {
                        let places: Vec<usize> = self.houses[house(unit)]
                            .into_iter()
                            .filter(|&j| self.candidate(j, digit))
                            .collect();
                        assert_eq!(places, [i], "{at}: not the only place in {unit}");
                    }
                }
                self.board[i] = digit;
            }
            Event::Undo { cell, digit, .. } => {
                let i = index(cell);
                assert_eq!(self.board[i], digit, "{at}: undoes a digit the cell lacks");
                self.board[i] = 0;
            }
            Event::DeadEnd { cell } => {
                let i = index(cell);
                assert_eq!(self.board[i], 0, "{at}: a filled cell");
                assert_eq!(self.candidates(i), [], "{at}: the cell has a candidate");
            }
            Event::NoPlace { digit, unit } => {
                let h = house(unit);
                assert!(!self.holds(h, digit), "{at}: {unit} holds the digit");
                let places = self.houses[h].iter().filter(|&&j| self.candidate(j, digit));
                assert_eq!(places.count(), 0, "{at}: {unit} has a place for the digit");
            }
            Event::Eliminate(ref removal) => {
                for &(cell, d) in removal.pairs() {
                    let i = index(cell);
                    assert!(self.candidate(i, d), "{at}: removes a non-candidate");
                    self.removed[i] |= 1 << d;
                }
            }
            Event::Restore(ref removal) => {
                for &(cell, d) in removal.pairs() {
                    let i = index(cell);
                    assert!(self.removed[i] & 1 << d != 0, "{at}: restores a candidate");
                    self.removed[i] &= !(1 << d);
                }
            }
            Event::Solution { .. } => {
                for h in &self.houses {
                    let digits: BTreeSet<u8> = h.iter().map(|&i| self.board[i]).collect();
                    assert_eq!(digits, (1..=9).collect(), "{at}: a house is not whole");
                }
            }
            Event::Done => {}
        }
    }
}

/// Every composition, `random` among them (seed 7), searching every solution of each puzzle
/// on the board with the two diagonals, agrees with the brute force and replays cleanly.
#[test]
fn diagonals_as_units_under_every_composition() {
    let units = std::sync::Arc::new(
        Units::with_extra(Shape::NINE, diagonals(Shape::NINE)).expect("two diagonals"),
    );
    let puzzles = puzzles();
    let strategies: Vec<Strategy> = Strategy::every().collect();
    assert_eq!(strategies.len(), 96);
    let mut met = [0u32; 3];
    for (name, puzzle, _, _) in &puzzles {
        let expected: BTreeSet<Grid> = solutions(puzzle, true, 1000).into_iter().collect();
        // the quick tier: every 5th strategy, a step prime to the parts' counts, so that
        // each cell choice, order and inference is still met
        for strategy in tier::sample(strategies.iter().copied(), 5) {
            let config = Config {
                strategy,
                seed: 7,
                max_solutions: u64::MAX,
            };
            let mut solver = Solver::of_units(units.clone(), puzzle, config);
            let mut replay = Replay::new(puzzle);
            let mut found = BTreeSet::new();
            let (mut steps, mut number, mut done) = (0u64, 0u64, false);
            let mut previous: Option<Event> = None;
            while let Some(event) = solver.step() {
                steps += 1;
                let at = format!("{strategy} on {name}, step {steps}: {event}");
                assert!(!done, "{at}: an event after done");
                chosen(&replay, strategy, previous.as_ref(), &event, &at);
                replay.play(&event, &at);
                match event {
                    Event::Solution { number: n } => {
                        number += 1;
                        assert_eq!(n, number, "{at}");
                        assert!(found.insert(replay.board), "{at}: a solution twice");
                    }
                    Event::Done => done = true,
                    _ => {
                        let [hidden, none, dead] =
                            diagonal_named(&event, strategy, &replay, &units);
                        met = [met[0] + hidden, met[1] + none, met[2] + dead];
                    }
                }
                previous = Some(event);
            }
            assert!(done, "{strategy} on {name}: the search did not run out");
            assert_eq!(
                found.len(),
                expected.len(),
                "{strategy} on {name}: solutions"
            );
            assert_eq!(found, expected, "{strategy} on {name}: other solutions");
            assert_eq!(solver.stats().solutions, expected.len() as u64);
            assert_eq!(solver.stats().steps, steps);
        }
    }
    // the singles and the dead ends meet the diagonals, and say so in words
    assert!(met.iter().all(|&m| m > 0), "diagonals met: {met:?}");
}

/// Checks that `event`, coming after `previous` on `replay`'s board (before `event` is
/// played), follows the strategy's definitions where they concern the houses: a fresh guess
/// (a `Place` after anything but a backtrack) branches where the cell part says, and right
/// after a guess, forward checking meets the first empty peer it left no candidate.
fn chosen(replay: &Replay, strategy: Strategy, previous: Option<&Event>, event: &Event, at: &str) {
    let index = |cell: Cell| cell.row() * 9 + cell.col();
    if let Some(&Event::Place { cell, .. }) = previous
        && strategy.inference == Inference::Fc
    {
        let wiped = replay.empty_peers(index(cell)).into_iter();
        let wiped = wiped.filter(|&j| replay.candidates(j).is_empty()).min();
        if let Some(j) = wiped {
            let dead = matches!(*event, Event::DeadEnd { cell } if index(cell) == j);
            assert!(
                dead,
                "{at}: forward checking misses the dead end at cell {j}"
            );
        }
    }
    let backtrack = matches!(previous, Some(Event::Undo { .. } | Event::Restore(_)));
    if let (Event::Place { cell, digit }, false) = (event, backtrack) {
        match replay.choice(strategy.cells) {
            (Some(expected), _) => assert_eq!(index(*cell), expected, "{at}: another cell"),
            (_, Some((h, d))) => {
                let in_house = replay.houses[h].contains(&index(*cell));
                assert!(in_house && *digit == d, "{at}: not house {h}'s digit {d}");
            }
            (None, None) => unreachable!("a choice"),
        }
    }
}

/// Whether `event` names a diagonal, as `[a hidden single in one, no place in one]`; where
/// it does, the trace line, the screen's words and the explanation name it as people do.
fn diagonal_named(event: &Event, strategy: Strategy, replay: &Replay, units: &Units) -> [u32; 3] {
    match *event {
        Event::Force {
            cell,
            digit,
            reason: Reason::HiddenSingle(Unit::Diagonal(k)),
        } => {
            let words = format!("{cell} ← {digit} hidden single in diagonal {k}");
            assert_eq!(event_words(Some(event.clone()), 0), words);
            let trace = format!("force {cell} {digit} hidden single in diagonal {k}");
            assert_eq!(event.to_string(), trace);
            [1, 0, 0]
        }
        Event::NoPlace {
            digit,
            unit: Unit::Diagonal(k),
        } => {
            let words = format!("no place for {digit} in diagonal {k}");
            assert_eq!(event_words(Some(event.clone()), 0), words);
            assert_eq!(event.to_string(), format!("dead-end {words}"));
            let why = format!("{words}: every empty cell of diagonal {k} sees a {digit}");
            assert_eq!(explained(event, strategy, replay, units).words(), [why]);
            [0, 1, 0]
        }
        // a dead end's explanation names every digit under a house that holds it, the
        // diagonals among them: a digit only a diagonal rules out is named under it; the
        // digits no house holds, an elimination took
        Event::DeadEnd { .. } => {
            let Explanation::DeadEnd {
                blocked,
                eliminated,
                ..
            } = explained(event, strategy, replay, units)
            else {
                panic!("{event}: explained as another event");
            };
            let digits: BTreeSet<u8> = blocked.iter().flat_map(|(_, d)| d.clone()).collect();
            assert!(eliminated.iter().all(|d| !digits.contains(d)), "{event}");
            let digits: BTreeSet<u8> = digits.into_iter().chain(eliminated).collect();
            assert_eq!(digits, (1..=9).collect(), "{event}: {blocked:?}");
            let diagonal = blocked.iter().any(|(u, _)| matches!(u, Unit::Diagonal(_)));
            [0, 0, u32::from(diagonal)]
        }
        _ => [0, 0, 0],
    }
}

/// The explanation of `event` on `replay`'s board (the board after it) of a search on
/// `units`.
fn explained(event: &Event, strategy: Strategy, replay: &Replay, units: &Units) -> Explanation {
    let board = Board::of_legal(Shape::NINE, &replay.board).expect("a legal board");
    let struck: Vec<u32> = replay.removed.iter().map(|&r| u32::from(r)).collect();
    let scene = Scene {
        board: &board,
        units,
        struck: &struck,
        strategy,
        drawn: None,
        solutions: 0,
        backtrack: Backtrack::DeadEnd,
        previous: None,
    };
    Explanation::of(event.clone(), &scene)
}
