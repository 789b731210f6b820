// scratch (not committed): Solver::step and Solver::run over one puzzle line, for cachegrind
use stepdoku::solver::{Config, Solver};
use stepdoku::sudoku::validate;
#[inline(never)]
fn steps(g: stepdoku::sudoku::Grid) -> u64 {
    let mut s = Solver::new(g, Config::default());
    while s.step().is_some() {}
    s.stats().placements
}
fn main() {
    let line = std::env::args().nth(1).unwrap();
    let digits: Vec<u8> = line
        .chars()
        .map(|c| c.to_digit(10).unwrap_or(0) as u8)
        .collect();
    let g = validate(&digits.try_into().unwrap()).unwrap();
    println!("{}", steps(std::hint::black_box(g)));
}
