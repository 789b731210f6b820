//! Property tests: random puzzles from `puzzles/`, every strategy, random operation sequences;
//! at every point the timeline equals a fresh replay from the start.

use super::tests::{assert_matches_replay, events_prefix};
use super::*;
use crate::parse::read_file;
use crate::solver::{Config, Event, Strategy as Search};
use crate::sudoku::NineBoard;
use proptest::prelude::*;
use std::sync::OnceLock;

/// More events than any operation sequence below can reach (12 operations of at most ~20,000).
const PREFIX: usize = 300_000;

/// Norvig's hardest puzzles and tdoku's counted set (0, 1 and many solutions). The operations
/// below stay within the first few hundred thousand events of any search.
fn puzzles() -> &'static [NineBoard] {
    static SET: OnceLock<Vec<NineBoard>> = OnceLock::new();
    SET.get_or_init(|| {
        let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/../puzzles/");
        ["norvig_hardest11.txt", "tdoku_test_puzzles_with_counts.txt"]
            .iter()
            .flat_map(|f| read_file(std::path::Path::new(&format!("{dir}{f}"))).expect(f))
            .filter_map(|p| p.grid().ok())
            .collect()
    })
}

#[derive(Clone, Copy, Debug)]
enum Op {
    Forward(u64),
    Back(u64),
    Seek(u64),
    Start,
    Jump(Target),
}

fn op() -> impl Strategy<Value = Op> {
    let target = prop_oneof![
        Just(Target::NextBacktrack),
        Just(Target::PrevBacktrack),
        Just(Target::NextGuess),
        Just(Target::PrevGuess),
        Just(Target::NextDeadEnd),
        Just(Target::PrevDeadEnd),
        Just(Target::NextSolution),
        Just(Target::PrevSolution),
        Just(Target::End),
        (1u64..4).prop_map(Target::Solution),
        (0u64..5_000).prop_map(Target::Step),
    ];
    prop_oneof![
        3 => (0u64..400).prop_map(Op::Forward),
        3 => (0u64..400).prop_map(Op::Back),
        2 => (0u64..20_000).prop_map(Op::Seek),
        1 => Just(Op::Start),
        3 => target.prop_map(Op::Jump),
    ]
}

fn config() -> impl Strategy<Value = Config> {
    (
        0usize..Search::ALL.len(),
        any::<u64>(),
        prop_oneof![Just(1u64), Just(4)],
    )
        .prop_map(|(s, seed, max)| Config {
            strategy: Search::ALL[s],
            seed,
            max_solutions: max,
        })
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 48, ..ProptestConfig::default() })]

    #[test]
    fn every_view_equals_a_fresh_replay(
        pick in any::<prop::sample::Index>(),
        config in config(),
        shift in 8u32..11,
        max_checkpoints in 2usize..6,
        ops in prop::collection::vec(op(), 1..12),
    ) {
        let givens = pick.get(puzzles()).to_owned();
        let all = events_prefix(givens, config, PREFIX);
        let geometry = Geometry { segment_shift: shift, max_checkpoints };
        let mut t = Timeline::with_geometry(givens, config, geometry);
        for op in ops {
            match op {
                Op::Forward(n) => { t.forward(n); }
                Op::Back(n) => { t.back(n); }
                Op::Seek(k) => t.seek(k),
                Op::Start => t.to_start(),
                Op::Jump(target) => {
                    let mut calls = 0;
                    while t.run(target, 997) == Progress::Pending && calls < 20 {
                        calls += 1;
                    }
                }
            }
            assert_matches_replay(&t, &all);
        }
    }

    #[test]
    fn n_forward_then_n_back_gives_the_givens(
        pick in any::<prop::sample::Index>(),
        config in config(),
        n in 0u64..3_000,
    ) {
        let givens = pick.get(puzzles()).to_owned();
        let mut t = Timeline::with_geometry(givens, config, Geometry { segment_shift: 8, max_checkpoints: 3 });
        let moved = t.forward(n);
        prop_assert_eq!(t.back(moved), moved);
        prop_assert_eq!(t.board(), &givens);
        prop_assert_eq!(t.position(), 0);
        prop_assert!(t.cell_states().iter().all(|s| matches!(s, CellState::Given | CellState::Empty)));
    }

    #[test]
    fn re_derived_segments_equal_the_first_pass(
        pick in any::<prop::sample::Index>(),
        config in config(),
        shift in 8u32..11,
        from in 0u64..10_000,
    ) {
        let givens = pick.get(puzzles()).to_owned();
        let all = events_prefix(givens, config, PREFIX);
        let mut t = Timeline::with_geometry(givens, config, Geometry { segment_shift: shift, max_checkpoints: 2 });
        let start = from.min(all.len() as u64);
        t.seek(start + 20_000); // explore past `from`, evicting its segments from the cache
        t.seek(start);
        let mut again: Vec<Event> = Vec::new();
        while again.len() < 300 && t.forward(1) == 1 {
            again.push(t.current_event().unwrap());
        }
        let start = start as usize;
        prop_assert_eq!(&again[..], &all[start..start + again.len()]);
    }
}
