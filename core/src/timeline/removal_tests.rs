//! Removals through the timeline: a search whose techniques remove candidates, on either
//! board of the composed engine (`Solver::composed`), recorded in segments small enough to be dropped and re-derived, is
//! stepped forward to its end, back to its start and sought at random, and at every step
//! the event, the counters and every cell's candidates equal those of the search stepped
//! afresh to that step.

use super::*;
use crate::sudoku::Units;

/// What the search stepped afresh shows after each step: the event, the counters and every
/// cell's candidates (0 for a filled cell).
struct Frame {
    event: Option<Event>,
    stats: Stats,
    candidates: Vec<u32>,
}

fn frame(solver: &Solver, event: Option<Event>) -> Frame {
    let board = solver.board();
    let units = Units::of(board.shape());
    let struck = solver.struck();
    let candidates = (0..board.shape().cells())
        .map(|i| match board.get(units.cell(i)) {
            Some(_) => 0,
            None => board.candidates(units.cell(i)).0 & !struck[i],
        })
        .collect();
    Frame {
        event,
        stats: solver.stats(),
        candidates,
    }
}

fn frames(solver: &Solver) -> Vec<Frame> {
    let mut solver = solver.clone();
    let mut all = vec![frame(&solver, None)];
    while let Some(event) = solver.step() {
        all.push(frame(&solver, Some(event)));
    }
    all
}

fn same(t: &Timeline, expected: &Frame, what: &str) {
    let at = format!("{what} at step {}", t.position());
    assert_eq!(t.current_event(), expected.event, "{at}");
    assert_eq!(t.stats().eliminations, expected.stats.eliminations, "{at}");
    assert_eq!(t.stats().restores, expected.stats.restores, "{at}");
    assert_eq!(t.stats().steps, expected.stats.steps, "{at}");
    assert_eq!(shown(t), expected.candidates, "{at}");
}

/// Every cell's candidates at the cursor, 0 for a filled cell.
pub(super) fn shown(t: &Timeline) -> Vec<u32> {
    let cells = t.shape().all_cells();
    cells
        .map(|c| match t.board().get(c) {
            Some(_) => 0,
            None => t.candidates(c),
        })
        .collect()
}

#[test]
fn removals_step_forward_and_back_and_seek_as_the_search_made_them() {
    let geometry = Geometry {
        segment_shift: 8,
        max_checkpoints: 4,
    };
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../puzzles/norvig_hardest11.txt"
    );
    let hardest: Vec<NineBoard> = crate::parse::read_file(std::path::Path::new(path))
        .expect("bundled puzzles")
        .iter()
        .map(|p| p.grid().expect("valid givens"))
        .collect();
    let mut removals = 0;
    for (grid, strategy) in [
        (hardest[0], "mrv+locked".parse().unwrap()),
        (hardest[3], "constraint+lcv+wings".parse().unwrap()),
        (hardest[6], "first+subsets".parse().unwrap()),
    ] {
        let board = Board::of_legal(Shape::NINE, grid.digits()).unwrap();
        let config = Config {
            strategy,
            seed: 1,
            max_solutions: u64::MAX,
        };
        for masks in [false, true] {
            let solver = Solver::composed(&board, config, masks);
            let expected = frames(&solver);
            let last = expected.len() as u64 - 1;
            removals += expected.last().unwrap().stats.eliminations;
            let mut t = Timeline::of_solver(solver, geometry);
            for step in 1..=last {
                assert_eq!(t.forward(1), 1);
                same(&t, &expected[step as usize], "forward");
            }
            for step in (0..last).rev() {
                assert_eq!(t.back(1), 1);
                same(&t, &expected[step as usize], "back");
            }
            let mut rng = crate::solver::Rng::new(7);
            for _ in 0..40 {
                let step = rng.next_u64() % (last + 1);
                t.seek(step);
                same(&t, &expected[step as usize], "seek");
                let moved = t.back(3);
                same(&t, &expected[(step - moved) as usize], "back after a seek");
            }
        }
    }
    assert!(removals > 30, "the searches remove candidates: {removals}");
}
