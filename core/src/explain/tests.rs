//! Every explanation re-checked on a board the test keeps itself: a guess's candidates and
//! their order, a dead end's blocking digits, on puzzles of `puzzles/` under every strategy,
//! and on 4×4, 6×6 (both boxes) and 16×16 boards.

use super::*;
use crate::solver::Config;
use crate::solver::Strategy;
use crate::sudoku::{Shape, validate};
use proptest::prelude::{ProptestConfig, any, proptest};

/// Digits as files write them.
const DIGITS: &str = "123456789ABCDEFG";

/// The test's own board: side `n`, boxes `rows`×`cols`, digits by cell in reading order,
/// changed by the events as they come.
struct Own {
    n: usize,
    rows: usize,
    cols: usize,
    digits: Vec<u8>,
}

impl Own {
    /// The test's copy of `givens`.
    fn of<P: SearchBoard>(givens: &P) -> Own {
        let shape = givens.shape();
        Own {
            n: shape.side(),
            rows: shape.box_rows(),
            cols: shape.box_cols(),
            digits: givens.cells().to_vec(),
        }
    }

    fn at(&self, cell: Cell) -> usize {
        cell.row() * self.n + cell.col()
    }

    fn held(&self, cell: Cell) -> Vec<u8> {
        let (r, c, n) = (cell.row(), cell.col(), self.n);
        let (br, bc) = (r / self.rows, c / self.cols);
        let mut held = Vec::new();
        for i in 0..n * n {
            let (ir, ic) = (i / n, i % n);
            let shares = ir == r || ic == c || (ir / self.rows == br && ic / self.cols == bc);
            if shares && i != self.at(cell) && self.digits[i] != 0 {
                held.push(self.digits[i]);
            }
        }
        held
    }

    fn candidates(&self, cell: Cell) -> Vec<u8> {
        let held = self.held(cell);
        (1..=self.n as u8).filter(|d| !held.contains(d)).collect()
    }

    /// The cells of `unit`: boxes numbered in reading order.
    fn cells(&self, unit: Unit) -> Vec<Cell> {
        let n = self.n;
        let all = (0..n * n).map(|i| Cell::at(i / n, i % n).unwrap());
        all.filter(|c| match unit {
            Unit::Row(k) => c.row() + 1 == usize::from(k),
            Unit::Col(k) => c.col() + 1 == usize::from(k),
            Unit::Box(k) => {
                let across = n / self.cols;
                c.row() / self.rows * across + c.col() / self.cols + 1 == usize::from(k)
            }
            Unit::Diagonal(_) | Unit::Region(_) | Unit::Extra(_) => {
                unreachable!("only boxes on these boards")
            }
        })
        .collect()
    }

    fn apply(&mut self, event: Event) {
        match event {
            Event::Place { cell, digit } | Event::Force { cell, digit, .. } => {
                let at = self.at(cell);
                self.digits[at] = digit;
            }
            Event::Undo { cell, .. } => {
                let at = self.at(cell);
                self.digits[at] = 0;
            }
            _ => {}
        }
    }
}

/// The cells of a puzzle line, `.` empty, letters past 9.
fn read(line: &str) -> Vec<u8> {
    line.chars()
        .map(|ch| DIGITS.find(ch).map_or(0, |k| k as u8 + 1))
        .collect()
}

/// Checks every claim of the explanations of `line`'s first `limit` steps on the 9×9 grid,
/// searched by the 9×9 engines; the undos' kinds of backtrack seen, in order.
fn check(line: &str, strategy: Strategy, seed: u64, limit: usize) -> Vec<Backtrack> {
    let digits: [u8; 81] = read(line).try_into().unwrap();
    check_on(validate(&digits).unwrap(), strategy, seed, limit).0
}

/// The same on a board of `shape`, searched by the any-size engine: how many guesses and
/// dead ends it checked.
fn check_sized(shape: Shape, line: &str, strategy: Strategy, seed: u64, limit: usize) -> usize {
    let board = Board::of_legal(shape, &read(line)).unwrap();
    check_on(board, strategy, seed, limit).1
}

/// Checks the explanations of the first `limit` steps of `strategy`'s search of `givens`:
/// the undos' kinds of backtrack seen, and how many guesses and dead ends were checked.
fn check_on<P: SearchBoard>(
    givens: P,
    strategy: Strategy,
    seed: u64,
    limit: usize,
) -> (Vec<Backtrack>, usize) {
    let mut board = Own::of(&givens);
    let config = Config {
        strategy,
        seed,
        max_solutions: 3,
    };
    let mut solver = givens.solver(config);
    // counted here from the events alone: the last one that was no undo, and the guesses on
    // the board (a guess is on it from its place to its undo)
    let (mut cause, mut guesses_on_board) = (None, 0i64);
    let mut seen = Vec::new();
    let mut previous = None;
    let mut claims = 0;
    for _ in 0..limit {
        let Some(event) = solver.step() else { break };
        let drawn = solver.drawn_order();
        let backtrack = match event {
            Event::Undo { forced, .. } => {
                if !forced {
                    guesses_on_board -= 1;
                }
                // a forced digit taken back with no guess left to change came before them all
                Backtrack::of(forced, cause.clone(), guesses_on_board > 0 || !forced)
            }
            _ => {
                if matches!(event, Event::Place { .. }) {
                    guesses_on_board += 1;
                }
                cause = Some(event.clone());
                Backtrack::DeadEnd
            }
        };
        let (units, struck) = (solver.units(), solver.struck());
        let explained = P::with_board(&solver, |grid| {
            let scene = Scene {
                board: grid,
                units: &units,
                struck: &struck,
                strategy,
                drawn,
                solutions: solver.stats().solutions,
                backtrack,
                previous,
            };
            Explanation::of(event.clone(), &scene)
        });
        previous = Some(event.clone());
        if let Explanation::Undo { backtrack, .. } = &explained {
            seen.push(*backtrack);
            // the words never say a guess failed when the run began at a solution, nor that a
            // guess was followed when none was on the board
            let words = explained.words().concat();
            if matches!(cause, Some(Event::Solution { .. }))
                || *backtrack == Backtrack::OutOfBranches
            {
                assert!(
                    !words.contains("failed") && !words.contains("worked"),
                    "{words}"
                );
            }
        }
        match &explained {
            Explanation::Guess {
                cell,
                digit,
                options: Options::Digits(order),
                tried,
                choice,
                ..
            } => {
                let mut sorted = order.clone();
                sorted.sort_unstable();
                assert_eq!(sorted, board.candidates(*cell), "{event}");
                if strategy != Strategy::Random {
                    assert_eq!(*order, sorted, "{event}: tried from 1 up");
                }
                assert_eq!(order[tried - 1], *digit, "{event}");
                // the choice's claim, on the board before the guess
                let n = board.n;
                let empties = (0..n * n)
                    .map(|i| Cell::at(i / n, i % n).unwrap())
                    .filter(|&c| board.digits[board.at(c)] == 0);
                match *choice {
                    Choice::FirstEmpty => {
                        assert_eq!(empties.clone().next(), Some(*cell), "{event}")
                    }
                    Choice::Fewest { cell: at, count } => {
                        assert_eq!(at, *cell);
                        assert_eq!(count as usize, order.len(), "{event}");
                        let fewer = empties.clone().find(|&c| {
                            let n = board.candidates(c).len();
                            n < order.len() || (n == order.len() && c < *cell)
                        });
                        assert_eq!(fewer, None, "{event}: the fewest, first on ties");
                    }
                    _ => panic!("{event}: a preset's choice is first or fewest"),
                }
                let suffix = explained.trace_suffix();
                let listed: Vec<String> = order
                    .iter()
                    .map(|&d| DIGITS[usize::from(d) - 1..][..1].to_string())
                    .collect();
                let (n, listed) = (order.len(), listed.join(" "));
                let tries = format!(" try {tried} of {n} ({listed}); {}", choice.words());
                assert!(suffix.starts_with(&tries), "{suffix}");
                claims += 1;
            }
            Explanation::Guess { .. } => panic!("{event}: a preset branches on cells"),
            Explanation::DeadEnd { cell, blocked, .. } => {
                assert_eq!(board.digits[board.at(*cell)], 0);
                assert!(board.candidates(*cell).is_empty(), "{event}");
                let mut named: Vec<u8> = blocked.iter().flat_map(|(_, d)| d.clone()).collect();
                named.sort_unstable();
                let every: Vec<u8> = (1..=board.n as u8).collect();
                assert_eq!(named, every, "each digit named once");
                for (unit, digits) in blocked {
                    let cells = board.cells(*unit);
                    assert!(cells.contains(cell), "{event}: {unit} holds the cell");
                    for d in digits {
                        let held = cells.iter().any(|&c| board.digits[board.at(c)] == *d);
                        assert!(held, "{event}: {d} in {unit}");
                    }
                }
                assert!(explained.trace_suffix().starts_with(" no candidate"));
                claims += 1;
            }
            _ => assert_eq!(explained.trace_suffix(), ""),
        }
        board.apply(event);
    }
    (seen, claims)
}

/// A search that goes on past its solution to the end (a unique puzzle, `propagate`, up to
/// three solutions): undos past the solution, then the digits forced before any guess go as
/// every branch is tried. None of them says a guess failed.
#[test]
fn undos_past_a_solution_and_at_the_end_say_so() {
    let puzzle =
        "...12.6..6...5314..4...7....67.3...21.......69...7.43....7...6..1684...7..9.65...";
    let seen = check(puzzle, Strategy::Propagate, 0, 1_000_000);
    let first_past = seen.iter().position(|b| *b == Backtrack::PastSolution);
    assert!(first_past.is_some(), "{seen:?}");
    assert_eq!(seen.last(), Some(&Backtrack::OutOfBranches), "{seen:?}");
}

const TOP95: &str = include_str!("../../../puzzles/norvig_top95.txt");

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    #[test]
    fn every_claim_holds_on_the_board(
        index in 0usize..95,
        strategy in 0usize..4,
        seed in any::<u64>(),
    ) {
        let line = TOP95.lines().nth(index).unwrap();
        check(line, Strategy::ALL[strategy], seed, 3000);
    }
}

/// A 16×16 grid from a pattern (rows shifted by a box's width, bands by one), its cells
/// kept where `keep` says: a board with as many solutions as the blanks allow.
fn sixteen(keep: impl Fn(usize) -> bool) -> String {
    (0..256)
        .map(|k| {
            let (r, c) = (k / 16, k % 16);
            let d = (r % 4 * 4 + r / 4 + c) % 16;
            if keep(k) {
                DIGITS.as_bytes()[d] as char
            } else {
                '.'
            }
        })
        .collect()
}

/// At 4×4, 6×6 with either box and 16×16, every claim holds on the test's own board, for
/// every preset: blank boards (many guesses, many dead ends for `random`), small puzzles
/// with one solution, several or none, and 16×16 boards with a third or a half blank.
#[test]
fn every_claim_holds_at_every_size() {
    let four = Shape::of_side(4).unwrap();
    let six = Shape::of_side(6).unwrap();
    let six_tall = Shape::with_box(6, 3, 2).unwrap();
    let cases = [
        (four, "1......2...34...".to_string()),
        (four, "......34...23...".to_string()),
        (four, ".".repeat(16)),
        (six, "..3.5....1.3....6.5.4...3.2..5.4..1.".to_string()),
        (six, ".2.4.6.......6........12..1.........".to_string()),
        (six, ".".repeat(36)),
        (six_tall, "..2.3....6.4...42.4.....5....1.3..5.".to_string()),
        (six_tall, "3.5.1..14..55.1..4...........1..2...".to_string()),
        (six_tall, ".".repeat(36)),
        (Shape::of_side(16).unwrap(), sixteen(|k| k % 3 != 0)),
        (Shape::of_side(16).unwrap(), sixteen(|k| k % 2 == 0)),
    ];
    let mut claims = [0; 17];
    for (shape, line) in &cases {
        for strategy in Strategy::ALL {
            for seed in [1, 7] {
                claims[shape.side()] += check_sized(*shape, line, strategy, seed, 2000);
            }
        }
    }
    assert!([4, 6, 16].iter().all(|&n| claims[n] > 400), "{claims:?}");
}

#[test]
fn the_words_of_each_kind() {
    let cell: Cell = "r4c7".parse().unwrap();
    let guess = Explanation::Guess {
        cell,
        digit: 3,
        options: Options::Digits(vec![3, 5, 8]),
        tried: 1,
        choice: Choice::Fewest { cell, count: 3 },
        order: Order::Up,
    };
    assert_eq!(
        guess.words(),
        [
            "r4c7 ← 3: try 1 of 3 (3 5 8)",
            "fewest candidates: r4c7 has 3"
        ]
    );
    assert_eq!(
        guess.trace_suffix(),
        " try 1 of 3 (3 5 8); fewest candidates: r4c7 has 3"
    );
    let undo = |forced, backtrack| Explanation::Undo {
        cell,
        digit: 3,
        forced,
        backtrack,
    };
    for (forced, backtrack, why) in [
        (false, Backtrack::DeadEnd, "nothing below it worked"),
        (true, Backtrack::DeadEnd, "the guess it followed failed"),
        (
            false,
            Backtrack::PastSolution,
            "the search goes on past the solution",
        ),
        (
            true,
            Backtrack::OutOfBranches,
            "forced before any guess, and every branch is tried",
        ),
    ] {
        let words = undo(forced, backtrack).words();
        assert_eq!(words, [format!("r4c7 undo 3: {why}")], "{backtrack:?}");
    }
    let dead = Explanation::DeadEnd {
        cell: "r5c2".parse().unwrap(),
        blocked: vec![
            (Unit::Row(5), vec![1, 2, 4]),
            (Unit::Col(2), vec![6, 7]),
            (Unit::Box(4), vec![3, 5, 8, 9]),
        ],
        eliminated: Vec::new(),
        checked: None,
        caged: None,
    };
    assert_eq!(
        dead.words(),
        ["r5c2: no digit fits — 1 2 4 in row 5, 6 7 in column 2, 3 5 8 9 in box 4"]
    );
    // the digits no unit holds went by eliminations
    let struck = Explanation::DeadEnd {
        cell: "r5c2".parse().unwrap(),
        blocked: vec![(Unit::Row(5), vec![1, 2, 4]), (Unit::Box(4), vec![3, 5, 9])],
        eliminated: vec![6, 7, 8],
        checked: None,
        caged: None,
    };
    assert_eq!(
        struck.words(),
        ["r5c2: no digit fits — 1 2 4 in row 5, 3 5 9 in box 4, 6 7 8 eliminated"]
    );
    let checked = Explanation::DeadEnd {
        cell: "r5c2".parse().unwrap(),
        blocked: Vec::new(),
        eliminated: Vec::new(),
        checked: Some(("r1c4".parse().unwrap(), 3)),
        caged: None,
    };
    assert_eq!(
        checked.words()[1],
        "forward check: 3 at r1c4 leaves r5c2 no candidate"
    );
    let caged = Explanation::DeadEnd {
        cell: "r2c2".parse().unwrap(),
        blocked: vec![
            (Unit::Row(2), vec![3]),
            (Unit::Col(2), vec![2]),
            (Unit::Box(1), vec![1]),
        ],
        eliminated: Vec::new(),
        checked: None,
        caged: Some(crate::explain::Caged {
            cage: crate::sudoku::Cage {
                sum: Some(3),
                cells: vec!["r2c2".parse().unwrap(), "r1c2".parse().unwrap()],
            },
            digits: vec![4],
        }),
    };
    assert_eq!(
        caged.words(),
        [
            "r2c2: no digit fits — 3 in row 2, 2 in column 2, 1 in box 1, \
          cage 3 at r1c2 cannot reach its sum with 4"
        ]
    );
    assert_eq!(caged.trace_suffix(), " cage 3 at r1c2 cannot reach its sum");
    let hidden = Explanation::Force {
        cell,
        digit: 7,
        reason: Reason::HiddenSingle(Unit::Box(5)),
    };
    assert_eq!(
        hidden.words(),
        ["r4c7 ← 7 hidden single in box 5: the only place for 7 in box 5"]
    );
    let naked = Explanation::Force {
        cell,
        digit: 7,
        reason: Reason::NakedSingle,
    };
    assert_eq!(
        naked.words(),
        ["r4c7 ← 7 naked single: the only digit left in the cell"]
    );
    let none = Explanation::NoPlace {
        digit: 7,
        unit: Unit::Box(5),
    };
    assert_eq!(
        none.words(),
        ["no place for 7 in box 5: every empty cell of box 5 sees a 7"]
    );
    assert_eq!(
        Explanation::Solution { number: 1000 }.words(),
        ["solution 1,000: every cell is filled"]
    );
    for (solutions, words) in [
        (
            0,
            "exhausted: no solution — every digit was tried everywhere",
        ),
        (
            1,
            "exhausted: 1 solution — every digit was tried everywhere",
        ),
        (
            1234,
            "exhausted: 1,234 solutions — every digit was tried everywhere",
        ),
    ] {
        assert_eq!(Explanation::Done { solutions }.words(), [words]);
    }
}

/// Each part's reason in words, as the examples write them.
#[test]
fn the_words_of_each_choice_and_order() {
    let r4c7: Cell = "r4c7".parse().unwrap();
    for (choice, words) in [
        (Choice::FirstEmpty, "first empty cell"),
        (
            Choice::Fewest {
                cell: r4c7,
                count: 2,
            },
            "fewest candidates: r4c7 has 2",
        ),
        (
            Choice::Degree {
                count: 2,
                peers: 12,
            },
            "degree: 2 candidates, tie broken by 12 empty peers",
        ),
        (
            Choice::FewestOptionsCell {
                cell: r4c7,
                count: 1,
            },
            "constraint: r4c7 has 1 candidate, the fewest options",
        ),
        (
            Choice::FewestOptionsUnit {
                digit: 5,
                unit: Unit::Row(3),
                places: 2,
            },
            "constraint: 5 has 2 places in row 3, the fewest options",
        ),
    ] {
        assert_eq!(choice.words(), words);
    }
    let digits = Options::Digits(vec![4, 7, 9]);
    let lcv = Order::Lcv(vec![("4".into(), 1), ("7".into(), 3), ("9".into(), 5)]);
    assert_eq!(
        lcv.words(&digits, 1).unwrap(),
        "lcv: 4 rules out 1 peer candidate (7: 3, 9: 5)"
    );
    assert_eq!(
        lcv.words(&digits, 2).unwrap(),
        "lcv: 7 rules out 3 peer candidates (4: 1, 9: 5)"
    );
    assert_eq!(Order::Up.words(&digits, 1), None);
    assert_eq!(
        Order::Shuffled.words(&digits, 1).unwrap(),
        "digits in shuffled order"
    );
    let cells = Options::Cells(vec![Cell::at(2, 3).unwrap(), Cell::at(2, 6).unwrap()]);
    assert_eq!(cells.words(), "r3c4 r3c7");
}

/// The one wording of an event, which the log, the Event row and the explanations share: the
/// first line of every explanation begins with it.
#[test]
fn events_in_words_and_explanations_begin_with_them() {
    let cell: Cell = "r4c7".parse().unwrap();
    let r5c2: Cell = "r5c2".parse().unwrap();
    let said = |event| event_words(Some(event), 1234);
    assert_eq!(event_words(None, 0), "the givens");
    assert_eq!(said(Event::Place { cell, digit: 3 }), "r4c7 ← 3");
    let undo = Event::Undo {
        cell,
        digit: 3,
        forced: true,
    };
    assert_eq!(said(undo), "r4c7 undo 3");
    assert_eq!(said(Event::DeadEnd { cell: r5c2 }), "r5c2: no digit fits");
    assert_eq!(said(Event::Solution { number: 1000 }), "solution 1,000");
    let hidden = Event::Force {
        cell: r5c2,
        digit: 7,
        reason: Reason::HiddenSingle(Unit::Box(4)),
    };
    assert_eq!(said(hidden), "r5c2 ← 7 hidden single in box 4");
    let naked = Event::Force {
        cell: r5c2,
        digit: 7,
        reason: Reason::NakedSingle,
    };
    assert_eq!(said(naked), "r5c2 ← 7 naked single");
    let none = Event::NoPlace {
        digit: 7,
        unit: Unit::Box(5),
    };
    assert_eq!(said(none), "no place for 7 in box 5");
    assert_eq!(event_words(Some(Event::Done), 0), "exhausted: no solution");
    assert_eq!(event_words(Some(Event::Done), 1), "exhausted: 1 solution");
    assert_eq!(said(Event::Done), "exhausted: 1,234 solutions");
    // on a real search, every event's explanation starts with the event's words; under the
    // techniques, an elimination names its technique first and its pattern on the next
    // line, and a guess's options are the cell's candidates after the eliminations
    let grid = crate::solver::tests::grid(crate::fixtures::P85);
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../puzzles/norvig_hardest11.txt"
    );
    let text = std::fs::read_to_string(path).unwrap();
    let hardest6 = crate::solver::tests::grid(&text.lines().nth(5).unwrap()[..81]);
    let ladder = ["mrv+fish", "first+wings"].map(|s| (s.parse().unwrap(), hardest6));
    let mut eliminations = 0;
    for (strategy, grid) in Strategy::ALL.map(|s| (s, grid)).into_iter().chain(ladder) {
        let config = Config {
            strategy,
            seed: 3,
            max_solutions: 1,
        };
        let mut t = crate::timeline::Timeline::new(grid, config);
        for _ in 0..400 {
            let before: Vec<u32> = Cell::all().map(|c| t.candidates(c)).collect();
            if t.forward(1) == 0 {
                break;
            }
            let why = t.explanation().unwrap();
            let solutions = t.stats().solutions;
            assert_eq!(why.event(), t.current_event().unwrap());
            let words = event_words(t.current_event(), solutions);
            assert!(why.words()[0].starts_with(&words), "{strategy}: {words}");
            match &why {
                Explanation::Eliminate { removal } => {
                    let pattern = removal.pattern().unwrap();
                    assert!(words.starts_with(&format!("{}: ", pattern.technique())));
                    assert_eq!(why.words()[1], pattern.to_string());
                    eliminations += 1;
                }
                Explanation::Guess {
                    cell,
                    options: Options::Digits(digits),
                    ..
                } => {
                    let mask = digits.iter().fold(0, |m, &d| m | 1 << d);
                    assert_eq!(mask, before[cell.nine_index()], "{strategy}: {words}");
                }
                _ => {}
            }
        }
    }
    assert!(eliminations > 5, "{eliminations}");
}

/// `degree`'s words name the empty peers the board has, at every size: counted here from
/// rows, columns and boxes, up to 39 on a 16×16 (not 9×9's 20) and 7 on a 4×4.
#[test]
fn degree_names_the_empty_peers_of_any_size() {
    let degree: Strategy = "degree".parse().unwrap();
    let cases = [
        (
            Shape::of_side(4).unwrap(),
            "1......2...34...".to_string(),
            7,
        ),
        (Shape::of_side(4).unwrap(), ".".repeat(16), 7),
        (Shape::of_side(16).unwrap(), sixteen(|k| k % 5 == 0), 39),
        (Shape::of_side(16).unwrap(), ".".repeat(256), 39),
    ];
    for (shape, line, most) in cases {
        let board = Board::of_legal(shape, &read(&line)).unwrap();
        let mut own = Own::of(&board);
        let config = Config {
            strategy: degree,
            seed: 1,
            max_solutions: 1,
        };
        let mut solver = board.solver(config);
        let (mut ties, mut widest) = (0, 0);
        for _ in 0..500 {
            let Some(event) = solver.step() else { break };
            // the empty peers before the guess, on the test's own board
            let n = own.n;
            let empty_peers = |cell: Cell| {
                (0..n * n)
                    .map(|i| Cell::at(i / n, i % n).unwrap())
                    .filter(|&c| c != cell && own.digits[own.at(c)] == 0)
                    .filter(|&c| {
                        c.row() == cell.row()
                            || c.col() == cell.col()
                            || (c.row() / own.rows == cell.row() / own.rows
                                && c.col() / own.cols == cell.col() / own.cols)
                    })
                    .count() as u32
            };
            let units = solver.units();
            let explained = Board::with_board(&solver, |grid| {
                let scene = Scene {
                    board: grid,
                    units: &units,
                    struck: &[],
                    strategy: degree,
                    drawn: None,
                    solutions: 0,
                    backtrack: Backtrack::DeadEnd,
                    previous: None,
                };
                Explanation::of(event.clone(), &scene)
            });
            if let Explanation::Guess {
                cell,
                choice: choice @ Choice::Degree { peers, .. },
                ..
            } = &explained
            {
                assert_eq!(*peers, empty_peers(*cell), "{event}");
                assert!(*peers <= most, "{event}: {peers} of {most}");
                let plural = if *peers == 1 { "" } else { "s" };
                let words = format!("tie broken by {peers} empty peer{plural}");
                assert!(choice.words().ends_with(&words), "{}", choice.words());
                ties += 1;
                widest = widest.max(*peers);
            }
            own.apply(event);
        }
        assert!(ties > 0, "{shape}: no tie to break");
        if shape.side() == 16 {
            assert!(widest > 20, "{shape}: at most {widest} empty peers");
        }
    }
}
