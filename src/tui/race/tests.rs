//! The race's lockstep: every lane at the race's step (or its end) after any move, places in
//! the order the searches end, jumps to the nearest place of a kind in any lane.

use super::*;
use crate::tui::test_support::{CONFLICTING, P85, UNSOLVABLE};
use stepdoku::parse::parse_str;
use stepdoku::solver::Event;

fn puzzle(line: &str) -> Puzzle {
    parse_str(line).unwrap()[0].clone()
}

fn race() -> Race {
    Race::new(&puzzle(P85), &Strategy::ALL, 5).unwrap()
}

/// Runs the move under way to its end.
fn settle(race: &mut Race) -> Option<&'static str> {
    race.tick(Duration::ZERO, 50, |_| true)
}

/// Every lane at the race's step, or at its end when that came sooner.
fn assert_lockstep(race: &Race) {
    for (i, lane) in race.lanes().iter().enumerate() {
        let t = lane.timeline().unwrap();
        let expected = match race.end_of(i) {
            Some(end) => race.step().min(end),
            None => race.step(),
        };
        assert_eq!(t.position(), expected, "lane {i} ({})", lane.strategy());
    }
}

#[test]
fn steps_keep_every_lane_at_one_step() {
    let mut race = race();
    for _ in 0..300 {
        assert!(race.step_forward());
        assert_lockstep(&race);
    }
    // propagate ended at 228, with its place
    assert_eq!(race.step(), 300);
    assert!(race.has_ended(3));
    assert_eq!(race.place(3), Some(1));
    assert_eq!(race.place(0), None);
    for _ in 0..100 {
        assert!(race.step_back());
        assert_lockstep(&race);
    }
    assert_eq!(race.step(), 200);
    assert_eq!(
        race.place(3),
        None,
        "back before its end, propagate is racing again"
    );
    race.go_to(0);
    assert!(!race.step_back());
}

#[test]
fn playing_at_full_speed_ends_with_every_place_and_the_last_end() {
    let mut race = race();
    race.toggle_play();
    while race.is_playing() {
        race.tick(Duration::from_millis(16), 0, |events| events < 1 << 20);
        assert_lockstep(&race);
    }
    assert!(race.is_over());
    assert_eq!(
        race.step(),
        756_596,
        "the last lane's end: row-major's first solution"
    );
    let ranking: Vec<(Strategy, u64)> = race
        .ranking()
        .into_iter()
        .map(|p| (race.lanes()[p.lane].strategy(), p.steps))
        .collect();
    assert_eq!(
        ranking,
        [
            (Strategy::Propagate, 228),
            (Strategy::Mrv, 8_381),
            (Strategy::Random, 48_566),
            (Strategy::RowMajor, 756_596)
        ]
    );
    for lane in race.lanes() {
        let t = lane.timeline().unwrap();
        assert!(matches!(t.current_event(), Some(Event::Solution { .. })));
    }
    // Space at the end plays it again from the start
    race.toggle_play();
    assert!(race.is_playing());
    assert_eq!(race.step(), 0);
}

#[test]
fn a_step_with_a_delay_moves_every_lane_one_event() {
    let mut race = race();
    race.toggle_play();
    race.tick(Duration::from_millis(50 * 7), 50, |_| true);
    assert_eq!(race.step(), 7);
    assert_lockstep(&race);
}

#[test]
fn end_runs_every_lane_to_its_first_solution() {
    let mut race = race();
    race.run_to_end();
    settle(&mut race);
    assert!(race.is_over());
    assert_eq!(race.step(), 756_596);
    assert_lockstep(&race);
    // Home: all back to the givens
    race.go_to(0);
    assert_lockstep(&race);
}

#[test]
fn jumps_go_to_the_nearest_place_of_their_kind_in_any_lane() {
    let mut race = race();
    race.jump(Target::NextDeadEnd);
    settle(&mut race);
    let first = race.step();
    assert!(first > 0);
    assert_lockstep(&race);
    // some lane has a dead end here, none before it
    let dead_here = race.lanes().iter().any(|l| {
        l.timeline()
            .unwrap()
            .current_event()
            .is_some_and(|e| e.is_dead_end())
    });
    assert!(dead_here);
    let mut scan = Race::new(&puzzle(P85), &Strategy::ALL, 5).unwrap();
    for _ in 1..first {
        scan.step_forward();
        let any = scan.lanes().iter().any(|l| {
            l.timeline()
                .unwrap()
                .current_event()
                .is_some_and(|e| e.is_dead_end())
        });
        assert!(!any, "a dead end at {} before {first}", scan.step());
    }
    // the first solution of any lane: propagate's
    race.jump(Target::NextSolution);
    settle(&mut race);
    assert_eq!(race.step(), 228);
    race.jump(Target::PrevDeadEnd);
    settle(&mut race);
    assert!(race.step() < 228 && race.step() >= first);
    assert_lockstep(&race);
    race.go_to(0);
    assert_eq!(
        race.jump(Target::PrevBacktrack),
        Some("no backtrack before this step")
    );
    assert_eq!(race.step(), 0);
}

#[test]
fn an_unsolvable_puzzle_ends_every_lane_without_a_solution() {
    let mut race = Race::new(
        &puzzle(UNSOLVABLE),
        &[Strategy::Mrv, Strategy::Propagate],
        1,
    )
    .unwrap();
    race.run_to_end();
    settle(&mut race);
    assert!(race.is_over());
    assert_eq!(race.ranking().len(), 2);
    for lane in race.lanes() {
        assert_eq!(lane.timeline().unwrap().stats().solutions, 0);
    }
    // `◆` marks solutions, as on the player's bar: none here, though both lanes ended
    assert_eq!(super::draw::bar_view(&race).marks, Vec::<u64>::new());
    let mut solved = self::race();
    solved.run_to_end();
    settle(&mut solved);
    assert_eq!(super::draw::bar_view(&solved).marks.len(), 4);
}

#[test]
fn conflicting_givens_and_no_lanes_are_refused() {
    assert_eq!(
        Race::new(&puzzle(CONFLICTING), &Strategy::ALL, 1).err(),
        Some(NoRace::Conflict)
    );
    assert_eq!(Race::new(&puzzle(P85), &[], 1).err(), Some(NoRace::NoLanes));
}

#[test]
fn cancelling_a_long_move_puts_every_lane_back_in_step() {
    let mut race = race();
    race.go_to(5_000_000);
    assert!(
        race.is_searching(),
        "one slice does not reach every lane's end"
    );
    race.stop();
    assert!(!race.is_searching());
    assert!(race.step() < 5_000_000);
    assert_lockstep(&race);
    // a jump from there goes forward from that step
    let from = race.step();
    race.jump(Target::NextDeadEnd);
    settle(&mut race);
    assert!(race.step() > from);
    assert_lockstep(&race);
    // an End cancelled: back where it started
    let from = race.step();
    race.run_to_end();
    race.stop();
    assert_eq!(race.step(), from);
    assert_lockstep(&race);
}

#[test]
fn previous_solution_finds_the_ones_lanes_ended_on() {
    let mut race = race();
    race.run_to_end();
    settle(&mut race);
    assert_eq!(race.step(), 756_596);
    race.jump(Target::PrevSolution);
    settle(&mut race);
    assert_eq!(race.step(), 48_566, "random's first solution");
    race.jump(Target::PrevSolution);
    settle(&mut race);
    assert_eq!(race.step(), 8_381, "mrv's");
    assert_lockstep(&race);
}

#[test]
fn a_jump_never_lands_past_a_lane_s_end() {
    let mut race = Race::new(&puzzle(P85), &[Strategy::Propagate], 1).unwrap();
    race.go_to(265);
    assert_eq!(
        race.jump(Target::NextDeadEnd),
        Some("no dead end after this step")
    );
    settle(&mut race);
    assert_eq!(race.step(), 265);
    assert_lockstep(&race);
}

/// During a long move, a lane that has reached its end already has its place and the
/// ranking names it, though the race's step has not caught up yet.
#[test]
fn lanes_that_ended_during_a_long_move_are_ranked_at_once() {
    let mut race = race();
    race.run_to_end();
    assert!(race.is_searching(), "row-major needs more than a slice");
    let propagate = Strategy::ALL
        .iter()
        .position(|&s| s == Strategy::Propagate)
        .unwrap();
    let t = race.lanes()[propagate].timeline().unwrap();
    assert_eq!(
        Some(t.position()),
        race.end_of(propagate),
        "propagate is done"
    );
    assert_eq!(race.place(propagate), Some(1));
    assert_eq!(race.ranking().first().map(|p| p.lane), Some(propagate));
}

#[test]
fn a_lane_added_during_a_long_move_cancels_it_and_starts_every_lane_at_0() {
    let mut race = race();
    race.go_to(5_000_000);
    assert!(race.is_searching());
    let lcv: Strategy = "mrv+lcv".parse().unwrap();
    assert_eq!(race.add(lcv), Ok(()));
    assert!(!race.is_searching());
    assert_eq!(race.step(), 0);
    assert_lockstep(&race);
    assert_eq!(race.lanes().len(), 5);
    assert_eq!(race.selected(), 4);
    // the new lane races the others step for step: mrv+lcv ends at 316 (issue 41's count)
    race.run_to_end();
    settle(&mut race);
    assert_eq!(race.end_of(4), Some(316));
    assert_eq!(race.place(4), Some(2), "after propagate's 228");
}

#[test]
fn a_ninth_lane_and_a_second_of_a_strategy_are_refused() {
    let mut race = race();
    assert_eq!(race.add(Strategy::Mrv), Err(NoRace::Twice(Strategy::Mrv)));
    for name in ["mrv+lcv", "degree", "constraint", "first+fc"] {
        race.add(name.parse().unwrap()).unwrap();
    }
    assert!(race.is_full());
    assert_eq!(race.add("mrv+fc".parse().unwrap()), Err(NoRace::Full));
    assert_eq!(race.lanes().len(), 8);
}

#[test]
fn a_lane_removed_during_a_jump_leaves_the_others_in_step() {
    // random's first solution, the nearest, is 48,566 steps away: more than a slice
    let slow = [Strategy::RowMajor, Strategy::Random];
    let mut two = Race::new(&puzzle(P85), &slow, 5).unwrap();
    two.jump(Target::NextSolution);
    assert!(two.is_searching());
    two.select_by(1);
    assert_eq!(two.remove_selected(), Ok(Strategy::Random));
    assert!(!two.is_searching(), "the jump is cancelled");
    assert_eq!(two.step(), 0, "back where it started");
    assert_lockstep(&two);
    let mut race = race();
    race.go_to(300);
    race.select_by(1);
    assert_eq!(race.remove_selected(), Ok(Strategy::Mrv));
    assert_eq!(race.step(), 300);
    assert_lockstep(&race);
    // the selection stays in its place, and stops at the ends
    assert_eq!(race.selected(), 1);
    race.select_by(-5);
    assert_eq!(race.selected(), 0);
    race.select_by(5);
    assert_eq!(race.selected(), 2);
    assert_eq!(race.remove_selected(), Ok(Strategy::Propagate));
    assert_eq!(
        race.selected(),
        1,
        "the last lane removed: the one before it"
    );
    race.remove_selected().unwrap();
    assert_eq!(race.remove_selected(), Err(NoRace::LastLane));
    assert_eq!(race.lanes().len(), 1);
}
