//! The kernel's parts on their own: the order of combinations, each pattern's words and
//! technique, and both boards reading the same marks. The detectors are checked against
//! hand-made boards and textbook examples, and against an independent ladder, in
//! tests/it/techniques_reference.rs.

use super::*;
use crate::solver::Removal;
use crate::sudoku::{Shape, Unit};

fn cell(name: &str) -> Cell {
    name.parse().unwrap()
}

#[test]
fn combinations_come_in_lexicographic_order_and_skip_wide_unions() {
    // sets 0b011, 0b110, 0b101, 0b011, 0b1000: pairs with a union of two digits
    let sets = [0b011, 0b110, 0b101, 0b011, 0b1000];
    let mut seen = Vec::new();
    let none: Option<()> = combinations(&sets, 2, &mut |picked, union| {
        seen.push((picked.to_vec(), union));
        None
    });
    assert!(none.is_none());
    assert_eq!(seen, [(vec![0, 3], 0b011)]);
    // triples of three digits: {1,2,3} from the first four sets, {1,2,4} from 0, 3 and 4
    let mut triples = Vec::new();
    combinations(&sets, 3, &mut |picked, _| {
        triples.push(picked.to_vec());
        None::<()>
    });
    assert_eq!(
        triples,
        [
            vec![0, 1, 2],
            vec![0, 1, 3],
            vec![0, 2, 3],
            vec![0, 3, 4],
            vec![1, 2, 3]
        ]
    );
    // the first found stops the search
    let first = combinations(&sets, 3, &mut |picked, _| Some(picked.to_vec()));
    assert_eq!(first, Some(vec![0, 1, 2]));
    assert_eq!(combinations(&sets[..1], 2, &mut |_, _| Some(())), None);
}

#[test]
fn each_pattern_says_its_technique_and_cells() {
    let locked = |within| Pattern::Locked {
        digit: 5,
        within,
        only: Unit::Row(3),
        cells: vec![cell("r3c1"), cell("r3c2")],
    };
    assert_eq!(locked(Unit::Box(1)).technique(), Technique::Pointing);
    assert_eq!(
        locked(Unit::Box(1)).to_string(),
        "locked candidates: 5 in box 1 only in row 3"
    );
    assert_eq!(locked(Unit::Col(2)).technique(), Technique::Claiming);
    let subset = |hidden, k: usize| Pattern::Subset {
        hidden,
        digits: (1..=k as u8).collect(),
        cells: ["r1c1", "r1c5", "r1c9", "r1c2"][..k]
            .iter()
            .map(|c| cell(c))
            .collect(),
        unit: Unit::Row(1),
    };
    let techniques: Vec<Technique> = [false, true]
        .into_iter()
        .flat_map(|hidden| (2..=4).map(move |k| subset(hidden, k).technique()))
        .collect();
    assert_eq!(
        techniques,
        [
            Technique::NakedPair,
            Technique::NakedTriple,
            Technique::NakedQuad,
            Technique::HiddenPair,
            Technique::HiddenTriple,
            Technique::HiddenQuad
        ]
    );
    assert_eq!(
        subset(true, 3).to_string(),
        "hidden triple 1,2,3 at r1c1,r1c5,r1c9 in row 1"
    );
    let fish = Pattern::Fish {
        digit: 16,
        base: vec![Unit::Col(10), Unit::Col(13)],
        cover: vec![Unit::Row(2), Unit::Row(15)],
        cells: vec![cell("r2c10"), cell("r2c13"), cell("r15c10"), cell("r15c13")],
    };
    assert_eq!(fish.technique(), Technique::XWing);
    assert_eq!(
        fish.to_string(),
        "x-wing G in columns 10,13 covering rows 2,15"
    );
    let wing = Pattern::Wing {
        xyz: true,
        pivot: cell("r5c5"),
        pincers: [cell("r4c6"), cell("r5c2")],
    };
    assert_eq!(wing.to_string(), "xyz-wing at r5c5 with r4c6,r5c2");
    assert_eq!(wing.cells(), [cell("r5c5"), cell("r4c6"), cell("r5c2")]);
    // the ladder's order is the rungs' order
    let rungs: Vec<u8> = Technique::ALL.iter().map(|t| t.rung().rungs()).collect();
    assert!(rungs.is_sorted() && rungs[0] == 1 && rungs[12] == 4);
}

/// The eliminate line of a pattern: its removals' digits and cells, then its words.
#[test]
fn a_removal_with_its_pattern_makes_the_eliminate_line() {
    use crate::solver::Event;
    let pattern = Pattern::Subset {
        hidden: false,
        digits: vec![4, 7],
        cells: vec![cell("r2c3"), cell("r8c3")],
        unit: Unit::Col(3),
    };
    let removal = Removal::by(pattern.clone(), [(cell("r3c3"), 7), (cell("r1c3"), 4)]);
    assert_eq!(removal.pattern(), Some(&pattern));
    assert_eq!(
        Event::Eliminate(removal.clone()).to_string(),
        "eliminate 4,7 from r1c3,r3c3 naked pair 4,7 at r2c3,r8c3 in column 3"
    );
    assert_eq!(
        Event::Restore(removal).to_string(),
        "restore 4,7 to r1c3,r3c3"
    );
}

/// Both boards of the composed search give the rules the same marks: on a search of
/// hardest11 #1, the first pattern of every technique at each fixpoint.
#[test]
fn both_boards_read_the_same_marks() {
    use crate::solver::compose::removal::marks;
    use crate::solver::compose::{AnySize, Nine};
    use crate::solver::{Config, Strategy};
    let givens = crate::solver::tests::grid(crate::fixtures::P85);
    let config = Config {
        strategy: "first+wings".parse::<Strategy>().unwrap(),
        seed: 0,
        max_solutions: 1,
    };
    let mut nine = Nine::new(givens, config);
    let units = Units::of(Shape::NINE);
    let mut masks = AnySize::any(units, givens.digits(), config);
    let mut found = 0;
    while let (Some(a), Some(b)) = (nine.step(), masks.step()) {
        assert_eq!(a, b);
        for t in Technique::ALL {
            let mine = detect(&marks(nine.board()), t);
            assert_eq!(mine, detect(&marks(masks.board()), t), "{t}");
            found += usize::from(mine.is_some());
        }
    }
    assert!(found > 10, "{found}");
}

/// Locked candidates and subsets on a variant's houses, each on a board made by hand: every
/// digit a candidate of every empty cell but for what the case strikes.
mod variants {
    use super::*;
    use crate::sudoku::{Diagonals, Variant, windoku};

    fn at(name: &str) -> usize {
        Shape::NINE.index(cell(name))
    }

    /// The first pattern of `technique` on an empty board of `units`, less `strike`
    /// (a digit from cells).
    fn first(units: &Units, strike: &[(u8, &[usize])], technique: Technique) -> Option<Found> {
        let mut marks = [0u32; CELLS];
        marks[..81].fill(0b11_1111_1110);
        for &(d, cells) in strike {
            cells.iter().for_each(|&i| marks[i] &= !(1 << d));
        }
        detect(&Marks::new(units, marks, [0; MAX_UNITS]), technique)
    }

    /// `found` is a locked digit of `technique` in these `words`, that takes `lost`'s digit
    /// from its cells.
    fn locked(found: Option<Found>, technique: Technique, words: &str, lost: (u8, [&str; 6])) {
        let found = found.expect("a locked digit");
        assert_eq!(found.pattern.to_string(), words);
        assert_eq!(found.pattern.technique(), technique);
        assert_eq!(found.removals, lost.1.map(|c| (at(c), lost.0)));
    }

    fn x() -> Variant {
        Variant::standard(Shape::NINE)
            .with_diagonals(Diagonals::Both)
            .unwrap()
    }

    #[test]
    fn a_digit_locked_in_a_diagonal_leaves_the_rest_of_its_box() {
        // 5 struck from the main diagonal past box 1: its places there are r1c1,r2c2,r3c3,
        // all in box 1, whose six other cells lose it
        let past: Vec<usize> = (3..9).map(|k| k * 9 + k).collect();
        let found = first(x().units(), &[(5, &past)], Technique::Pointing);
        let words = "locked candidates: 5 in diagonal 1 only in box 1";
        let lost = ["r1c2", "r1c3", "r2c1", "r2c3", "r3c1", "r3c2"];
        locked(found, Technique::Pointing, words, (5, lost));
        // on the standard board nothing is locked
        let standard = Units::of(Shape::NINE);
        assert_eq!(first(&standard, &[(5, &past)], Technique::Pointing), None);
    }

    #[test]
    fn a_digit_locked_in_a_row_leaves_the_rest_of_an_extra_house() {
        // 3 kept in row 2 only at r2c2,r2c3,r2c4: no box holds them, the first window does
        let windows = windoku();
        let v = (windows.into_iter()).fold(Variant::standard(Shape::NINE), |v, h| {
            v.with_extra(h).unwrap()
        });
        let rest = ["r2c1", "r2c5", "r2c6", "r2c7", "r2c8", "r2c9"].map(at);
        let found = first(v.units(), &[(3, &rest)], Technique::Claiming);
        let words = "locked candidates: 3 in row 2 only in extra house 1";
        let lost = ["r3c2", "r3c3", "r3c4", "r4c2", "r4c3", "r4c4"];
        locked(found, Technique::Claiming, words, (3, lost));
    }

    #[test]
    fn a_naked_pair_on_a_diagonal_leaves_the_rest_of_it() {
        // r1c1 and r9c9 hold 4,7 alone: they share only the main diagonal
        let others: Vec<u8> = (1..=9).filter(|d| ![4, 7].contains(d)).collect();
        let strikes: Vec<(u8, &[usize])> = others.iter().map(|&d| (d, &[0usize, 80][..])).collect();
        let found = first(x().units(), &strikes, Technique::NakedPair).unwrap();
        assert_eq!(
            found.pattern.to_string(),
            "naked pair 4,7 at r1c1,r9c9 in diagonal 1"
        );
        let lost: Vec<(usize, u8)> = (1..8)
            .flat_map(|k| [(k * 9 + k, 4), (k * 9 + k, 7)])
            .collect();
        assert_eq!(found.removals, lost);
    }

    #[test]
    fn fish_stay_with_rows_and_columns() {
        // 6 only at r1c1 and r9c9 on the main diagonal is no fish: a diagonal is not a line
        let past: Vec<usize> = (1..8).map(|k| k * 9 + k).collect();
        assert_eq!(first(x().units(), &[(6, &past)], Technique::XWing), None);
    }
}
