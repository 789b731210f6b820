//! Times the 232-million-placement row-major search with the bare solver and with a plain
//! recursive bitmask solver doing the identical search, and prints the ratio.
//!
//! `cargo run --release --example solver_speed` (the criterion bench `solver` measures the
//! same with statistics; this is the quick check).

#[path = "../benches/common/mod.rs"]
mod common;

use common::{Baseline, TOP95_41, grid};
use std::time::Instant;
use stepdoku::solver::{Config, Solver};

fn main() {
    let g = grid(TOP95_41);
    let start = Instant::now();
    let mut base = Baseline::new(&g);
    base.row_major(0);
    let base_time = start.elapsed();
    let base_events = base.placements + base.undos;
    println!(
        "recursive baseline: {base_events} place/undo in {base_time:.2?} ({:.0} M/s)",
        base_events as f64 / base_time.as_secs_f64() / 1e6
    );
    let start = Instant::now();
    let mut s = Solver::new(g, Config::default());
    while s.step().is_some() {}
    let time = start.elapsed();
    let st = s.stats();
    assert_eq!(
        (st.placements, st.undos),
        (base.placements, base.undos),
        "identical search"
    );
    println!(
        "Solver::step: {} place/undo ({} events with dead ends) in {time:.2?} ({:.0} M place+undo/s)",
        st.placements + st.undos,
        st.steps,
        (st.placements + st.undos) as f64 / time.as_secs_f64() / 1e6
    );
    println!(
        "Solver / baseline: {:.2}×",
        time.as_secs_f64() / base_time.as_secs_f64()
    );
}
