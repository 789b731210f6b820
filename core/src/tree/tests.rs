use super::*;
use crate::fixtures::P85;
use crate::solver::{Config, Reason, Strategy};

fn cell(name: &str) -> Cell {
    name.parse().unwrap()
}

fn place(name: &str, digit: u8) -> Event {
    Event::Place {
        cell: cell(name),
        digit,
    }
}

fn undo(name: &str, digit: u8, forced: bool) -> Event {
    Event::Undo {
        cell: cell(name),
        digit,
        forced,
    }
}

fn built(levels: u32, events: &[Event]) -> Tree {
    let mut builder = TreeBuilder::new(levels);
    for event in events {
        builder.feed(event.clone());
    }
    builder.tree()
}

/// `(label, step, steps, outcome, deeper)` of each guess, depth first.
fn flat(tree: &Tree) -> Vec<(String, u64, u64, Outcome, u64)> {
    fn walk(guesses: &[Guess], out: &mut Vec<(String, u64, u64, Outcome, u64)>) {
        for g in guesses {
            out.push((g.label(), g.step, g.steps, g.outcome, g.deeper));
            walk(&g.children, out);
        }
    }
    let mut out = Vec::new();
    walk(&tree.children, &mut out);
    out
}

/// A small search by hand: r1c1=1 fails twice below it, r1c1=2 leads to the solution.
fn small_search() -> Vec<Event> {
    vec![
        place("r1c1", 1),                      // 1
        place("r1c2", 3),                      // 2
        Event::DeadEnd { cell: cell("r1c3") }, // 3
        undo("r1c2", 3, false),                // 4
        place("r1c2", 4),                      // 5
        Event::DeadEnd { cell: cell("r1c3") }, // 6
        undo("r1c2", 4, false),                // 7
        undo("r1c1", 1, false),                // 8
        place("r1c1", 2),                      // 9
        place("r1c2", 3),                      // 10
        Event::Solution { number: 1 },         // 11
    ]
}

#[test]
fn a_small_search_by_hand() {
    let tree = built(3, &small_search());
    assert_eq!(tree.steps, 11);
    let refuted = Outcome::Refuted;
    let solution = Outcome::Solution;
    assert_eq!(
        flat(&tree),
        [
            ("r1c1=1".into(), 1, 8, refuted, 0),
            ("r1c2=3".into(), 2, 3, refuted, 0),
            ("r1c2=4".into(), 5, 3, refuted, 0),
            ("r1c1=2".into(), 9, 3, solution, 0),
            ("r1c2=3".into(), 10, 2, solution, 0),
        ]
    );
    // the search stands in r1c1=2 (the second first-level guess), then in its only child
    assert_eq!(tree.path, [1, 0]);
    assert_eq!(tree.guess_at(&tree.path).unwrap().label(), "r1c2=3");
    assert_eq!(tree.guess_at(&[0, 1]).unwrap().step, 5);
    assert_eq!(tree.guess_at(&[0, 2]), None);
}

#[test]
fn deeper_levels_are_only_counted() {
    let tree = built(1, &small_search());
    assert_eq!(
        flat(&tree),
        [
            ("r1c1=1".into(), 1, 8, Outcome::Refuted, 2),
            ("r1c1=2".into(), 9, 3, Outcome::Solution, 1),
        ]
    );
    assert_eq!(tree.deeper, 3);
    assert_eq!(tree.path, [1]);
    let none = built(0, &small_search());
    assert!(none.children.is_empty() && none.path.is_empty());
    assert_eq!((none.steps, none.deeper), (11, 5));
}

#[test]
fn a_snapshot_mid_search_leaves_the_path_open() {
    let events = small_search();
    let mut builder = TreeBuilder::new(3);
    for event in &events[..5] {
        builder.feed(event.clone());
    }
    let tree = builder.tree();
    assert_eq!(
        flat(&tree),
        [
            ("r1c1=1".into(), 1, 5, Outcome::Open, 0),
            ("r1c2=3".into(), 2, 3, Outcome::Refuted, 0),
            ("r1c2=4".into(), 5, 1, Outcome::Open, 0),
        ]
    );
    assert_eq!(tree.path, [0, 1]);
    // feeding on from there gives the tree of the whole search
    for event in &events[5..] {
        builder.feed(event.clone());
    }
    assert_eq!(builder.tree(), built(3, &events));
    assert_eq!(builder.steps(), 11);
}

#[test]
fn forced_digits_are_deductions_inside_a_subtree() {
    let force = |name: &str, digit| Event::Force {
        cell: cell(name),
        digit,
        reason: Reason::NakedSingle,
    };
    let events = [
        force("r9c9", 5),                      // 1: before any guess, the root's
        place("r1c1", 1),                      // 2
        force("r1c2", 2),                      // 3
        Event::DeadEnd { cell: cell("r1c3") }, // 4
        undo("r1c2", 2, true),                 // 5
        undo("r1c1", 1, false),                // 6
        place("r1c1", 3),                      // 7
        force("r1c2", 2),                      // 8
        Event::Solution { number: 1 },         // 9
    ];
    let tree = built(2, &events);
    assert_eq!(
        flat(&tree),
        [
            ("r1c1=1".into(), 2, 5, Outcome::Refuted, 0),
            ("r1c1=3".into(), 7, 3, Outcome::Solution, 0),
        ]
    );
    assert_eq!(tree.steps, 9);
}

/// The definitions applied literally to a list of events, without a stack: a guess's subtree
/// ends at the first later undo of its cell and digit, its level is the number of subtrees
/// (its own included) that hold its step, its children are the guesses one level down
/// inside it.
fn reference(events: &[Event], levels: usize) -> Tree {
    struct Range {
        cell: Cell,
        digit: u8,
        start: usize,
        end: Option<usize>,
    }
    let mut ranges = Vec::new();
    for (i, event) in events.iter().enumerate() {
        if let Event::Place { cell, digit } = *event {
            let end = events[i + 1..].iter().position(
                |e| matches!(*e, Event::Undo { cell: c, digit: d, .. } if c == cell && d == digit),
            );
            ranges.push(Range {
                cell,
                digit,
                start: i,
                end: end.map(|j| i + 1 + j),
            });
        }
    }
    let last = events.len() - 1;
    let end = |r: &Range| r.end.unwrap_or(last);
    let level = |r: &Range| {
        ranges
            .iter()
            .filter(|o| o.start <= r.start && r.start <= end(o))
            .count()
    };
    let levels_of: Vec<usize> = ranges.iter().map(level).collect();
    fn node(
        k: usize,
        ranges: &[Range],
        levels_of: &[usize],
        events: &[Event],
        levels: usize,
        last: usize,
    ) -> Guess {
        let r = &ranges[k];
        let hi = r.end.unwrap_or(last);
        let below = |at: usize| {
            (0..ranges.len()).filter(move |&j| {
                levels_of[j] == at && r.start <= ranges[j].start && ranges[j].start <= hi
            })
        };
        let solved = events[r.start..=hi]
            .iter()
            .any(|e| matches!(e, Event::Solution { .. }));
        let outcome = match (solved, r.end) {
            (true, _) => Outcome::Solution,
            (false, Some(_)) => Outcome::Refuted,
            (false, None) => Outcome::Open,
        };
        let at = levels_of[k] + 1;
        let children = if at <= levels {
            below(at)
                .map(|j| node(j, ranges, levels_of, events, levels, last))
                .collect()
        } else {
            Vec::new()
        };
        let deeper = (levels + 1..=81).map(|l| below(l).count() as u64).sum();
        Guess {
            cell: r.cell,
            digit: r.digit,
            step: r.start as u64 + 1,
            steps: (hi - r.start + 1) as u64,
            outcome,
            children,
            deeper,
        }
    }
    let children = if levels >= 1 {
        (0..ranges.len())
            .filter(|&k| levels_of[k] == 1)
            .map(|k| node(k, &ranges, &levels_of, events, levels, last))
            .collect()
    } else {
        Vec::new()
    };
    Tree {
        steps: events.len() as u64,
        children,
        deeper: levels_of.iter().filter(|&&l| l > levels).count() as u64,
        path: Vec::new(),
    }
}

#[test]
fn real_searches_match_the_definitions() {
    let givens = crate::parse::parse_str(P85).unwrap()[0].grid().unwrap();
    for (strategy, max_solutions) in [
        (Strategy::Mrv, 1),
        (Strategy::Propagate, 1),
        (Strategy::Propagate, u64::MAX),
    ] {
        let config = Config {
            strategy,
            seed: 0,
            max_solutions,
        };
        let events: Vec<Event> = Solver::new(givens, config).collect();
        for levels in [1, 2, 3] {
            let mut builder = TreeBuilder::new(levels);
            let mut solver = Solver::new(givens, config);
            assert_eq!(builder.run(&mut solver, u64::MAX), events.len() as u64);
            let tree = builder.tree();
            let expected = reference(&events, levels as usize);
            assert_eq!(
                Tree {
                    path: Vec::new(),
                    ..tree.clone()
                },
                expected,
                "{strategy} {max_solutions} {levels}"
            );
            // the path ends in the guess that holds the solution, when the search stopped there
            if max_solutions == 1 {
                assert!(!tree.path.is_empty());
                let on_path = tree.guess_at(&tree.path).unwrap();
                assert_eq!(on_path.outcome, Outcome::Solution);
            }
        }
    }
}

#[test]
fn an_exhausted_search_without_a_solution_refutes_every_guess() {
    // r1c1, r1c2 and r1c9 can hold only 1 and 2 (9 is in their columns): both orders fail
    let mut line = format!("..345678.{}", ".".repeat(72)).into_bytes();
    for at in ["r2c9", "r4c1", "r7c2"] {
        line[cell(at).nine_index()] = b'9';
    }
    let line = String::from_utf8(line).unwrap();
    let givens = crate::parse::parse_str(&line).unwrap()[0].grid().unwrap();
    let mut builder = TreeBuilder::new(3);
    let mut solver = Solver::new(givens, Config::default());
    builder.run(&mut solver, u64::MAX);
    let tree = builder.tree();
    let refuted = Outcome::Refuted;
    assert_eq!(
        flat(&tree),
        [
            ("r1c1=1".into(), 1, 5, refuted, 0),
            ("r1c2=2".into(), 2, 3, refuted, 0),
            ("r1c1=2".into(), 6, 5, refuted, 0),
            ("r1c2=1".into(), 7, 3, refuted, 0),
        ]
    );
    // the last step is `done`, outside every guess
    assert_eq!(tree.steps, 11);
    assert_eq!(solver.stats().steps, 11);
    assert!(tree.path.is_empty());
}

#[test]
fn path_at_finds_the_guesses_that_hold_a_step() {
    let tree = built(3, &small_search());
    assert_eq!(tree.path_at(0), Vec::<usize>::new());
    assert_eq!(tree.path_at(1), [0]);
    assert_eq!(tree.path_at(3), [0, 0]);
    assert_eq!(tree.path_at(4), [0, 0]); // the undo closes r1c2=3's subtree
    assert_eq!(tree.path_at(5), [0, 1]);
    assert_eq!(tree.path_at(8), [0]);
    assert_eq!(tree.path_at(11), tree.path);
    assert_eq!(tree.path_at(12), Vec::<usize>::new());
}

#[test]
fn a_follower_keeps_up_with_a_timeline_in_slices() {
    use crate::timeline::{Target, Timeline};
    let givens = crate::parse::parse_str(P85).unwrap()[0].grid().unwrap();
    let config = Config {
        strategy: Strategy::Mrv,
        ..Config::default()
    };
    let mut timeline = Timeline::new(givens, config);
    let mut follower = Follower::of(&timeline, 2);
    assert!(follower.catch_up(&timeline, 10));
    timeline.run(Target::Step(3000), u64::MAX);
    assert!(!follower.catch_up(&timeline, 1000), "a slice at a time");
    assert_eq!(follower.builder().steps(), 1000);
    while !follower.catch_up(&timeline, 1000) {}
    let events: Vec<Event> = Solver::new(givens, config).take(3000).collect();
    assert_eq!(follower.builder().tree(), built(2, &events));
    // a budget beyond what is explored stops at the timeline's frontier
    timeline.run(Target::Step(3500), u64::MAX);
    assert!(follower.catch_up(&timeline, 1 << 20));
    assert_eq!(follower.builder().steps(), 3500);
    // the player's path: where the cursor stands, inside what is explored
    let tree = follower.builder().tree();
    timeline.seek(1234);
    let path = tree.path_at(timeline.position());
    let guess = tree.guess_at(&path).unwrap();
    assert!(guess.step <= 1234 && 1234 < guess.step + guess.steps);
}
