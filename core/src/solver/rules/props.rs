//! The ladder on random puzzles: no `eliminate` step removes a digit of a solution that
//! agrees with the board it stands on (every solution found by an exhaustive search that
//! eliminates nothing), and every rung finds the same solutions, as many, under any cell
//! choice and digit order, on either board of the composed search, at 9×9 and 6×6.

use crate::solver::propagate::batch_tests::bundled;
use crate::solver::{Cells, Config, Digits, Event, Inference, Solver, Strategy, search_to_end};
use crate::sudoku::{Board, Shape};
use proptest::prelude::{ProptestConfig, any, prop_assert, prop_assert_eq, prop_assume, proptest};
use proptest::strategy::Strategy as _;

/// A solution of 6×6 (2×3 boxes): rows shifted by a box's width, bands by one, digits
/// relabelled by `order` (a permutation of 0..6).
fn six(order: &[u8]) -> Vec<u8> {
    (0..36)
        .map(|k| {
            let (row, col) = (k / 6, k % 6);
            order[(row % 2 * 3 + row / 2 + col) % 6] + 1
        })
        .collect()
}

/// A puzzle: one of Norvig's top 95 with up to three givens taken out (so that it may have
/// several solutions), or a relabelled 6×6 solution with most cells taken out.
fn puzzle() -> impl proptest::strategy::Strategy<Value = Board> {
    use proptest::collection::vec;
    let top95 = bundled("norvig_top95.txt");
    let order = proptest::strategy::Just((0..6).collect::<Vec<u8>>()).prop_shuffle();
    let holes = vec(any::<u16>(), 0..4);
    (any::<bool>(), 0..top95.len(), holes, order, 20..27usize).prop_map(
        move |(nine, k, holes, order, blanks)| match nine {
            true => {
                let mut digits = top95[k].digits().to_vec();
                let givens: Vec<usize> = (0..81).filter(|&i| digits[i] != 0).collect();
                for h in holes {
                    digits[givens[usize::from(h) % givens.len()]] = 0;
                }
                Board::of_legal(Shape::NINE, &digits).expect("a puzzle's givens")
            }
            false => {
                let mut digits = six(&order);
                for i in 0..blanks {
                    // a step prime to 36 visits every cell
                    digits[(i * 13 + usize::from(order[0]) * 5) % 36] = 0;
                }
                Board::of_legal(Shape::of_side(6).expect("6x6"), &digits).expect("a solution's")
            }
        },
    )
}

const LADDER: [Inference; 4] = [
    Inference::Locked,
    Inference::Subsets,
    Inference::Fish,
    Inference::Wings,
];

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn no_elimination_removes_a_solution_digit_and_every_rung_counts_alike(
        board in puzzle(),
        cells in 0..4usize,
        digits in 0..3usize,
        masks in any::<bool>(),
        seed in any::<u64>(),
    ) {
        let plain = Config {
            strategy: Strategy::Propagate,
            seed: 0,
            max_solutions: 2_000,
        };
        let exhaustive = search_to_end(board.clone(), plain, usize::MAX, || false);
        prop_assume!(exhaustive.exhausted);
        let solutions: Vec<&[u8]> = exhaustive.solutions.iter().map(Board::digits).collect();
        let cells = [Cells::First, Cells::Mrv, Cells::Degree, Cells::Constraint][cells];
        let digits = [Digits::Up, Digits::Random, Digits::Lcv][digits];
        let shape = board.shape();
        for inference in LADDER {
            let strategy = Strategy::of(cells, digits, inference);
            let config = Config { strategy, seed, max_solutions: u64::MAX };
            let mut solver = Solver::composed(&board, config, masks);
            let mut now = board.digits().to_vec();
            let mut found = Vec::new();
            while let Some(event) = solver.step() {
                match &event {
                    Event::Place { cell, digit } | Event::Force { cell, digit, .. } => {
                        now[shape.index(*cell)] = *digit;
                    }
                    Event::Undo { cell, .. } => now[shape.index(*cell)] = 0,
                    Event::Eliminate(removal) => {
                        let agrees = |s: &&&[u8]| s.iter().zip(&now).all(|(&d, &b)| b == 0 || b == d);
                        for solution in solutions.iter().filter(agrees) {
                            for &(cell, d) in removal.pairs() {
                                prop_assert!(solution[shape.index(cell)] != d, "{strategy}: {event}");
                            }
                        }
                    }
                    Event::Solution { .. } => found.push(now.clone()),
                    _ => {}
                }
            }
            prop_assert_eq!(found.len(), solutions.len(), "{} --all", strategy);
            found.sort();
            let mut expected: Vec<Vec<u8>> = solutions.iter().map(|s| s.to_vec()).collect();
            expected.sort();
            prop_assert_eq!(found, expected, "{}", strategy);
        }
    }
}
