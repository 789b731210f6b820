use std::time::Instant;
use stepdoku::solver::{Config, Solver, Strategy};
use stepdoku::sudoku::{Board, Shape};

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let what = args[1].as_str();
    if what == "16" {
        let shape = Shape::of_side(16).unwrap();
        let mut total = 0.0;
        for seed in 1..=10u64 {
            let mut state = seed;
            let digits: Vec<u8> = (0..256)
                .map(|k| {
                    let (r, c) = (k / 16, k % 16);
                    let d = ((r % 4 * 4 + r / 4 + c) % 16 * 5 + seed as usize) % 16 + 1;
                    state = state.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
                    if (state >> 33) % 1000 < 650 { 0 } else { d as u8 }
                })
                .collect();
            let board = Board::of_legal(shape, &digits).unwrap();
            let config = Config { strategy: Strategy::Propagate, seed: 0, max_solutions: 1 };
            let t = Instant::now();
            let mut s = Solver::of_board(board, config);
            s.fast_forward(u64::MAX);
            let e = t.elapsed().as_secs_f64();
            total += e;
            println!("16x16 #{seed}: {:?} in {:.2} ms", s.stats(), e * 1e3);
        }
        println!("mean {:.2} ms", total / 10.0 * 1e3);
    } else {
        let strategy: Strategy = args[2].parse().unwrap();
        let shape = Shape::of_side(6).unwrap();
        let config = Config { strategy, seed: 0, max_solutions: 30_000_000 };
        let t = Instant::now();
        let mut s = Solver::of_board(Board::empty(shape), config);
        s.fast_forward(u64::MAX);
        println!("6x6 blank {strategy}: {:?} in {:.1} s", s.stats(), t.elapsed().as_secs_f64());
    }
}
