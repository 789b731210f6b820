//! The reference's techniques ladder (tests/it/reference/techniques.rs) checked against
//! what owes nothing to it: each detector on hand-made boards and on HoDoKu's published
//! examples, with the `eliminate` line written by hand from issue 50's definitions; then
//! whole searches, where no elimination may remove a digit of a solution (found by the
//! reference's plain search, which eliminates nothing), every rung must find the same
//! solutions, and the trace must take back what it did in reverse order.
//!
//! The library's detectors (`find_pattern`, `next_pattern`) are held to the same boards:
//! wherever a test reads the reference's first pattern of a technique, or of a rung, the
//! library must find the same one, line for line.

use crate::reference::search;
use crate::reference::small;
use crate::support::tier;

use search::{Deduce, Geometry, Parts, Pattern, Pick, Search, Technique};
use std::cell::RefCell;
use std::path::Path;
use std::rc::Rc;
use stepdoku::solver::{Event, Inference, find_pattern, next_pattern};
use stepdoku::sudoku::{Board, Shape};

const NINE: Geometry = Geometry {
    side: 9,
    box_rows: 3,
    box_cols: 3,
};

fn parts(pick: Pick, deduce: Deduce) -> Parts {
    Parts {
        pick,
        lcv: false,
        deduce,
    }
}

/// An empty board of `geometry` at the top rung.
fn empty(geometry: Geometry) -> Search {
    let blank = ".".repeat(geometry.cells());
    Search::on(geometry, &blank, parts(Pick::Mrv, Deduce::Wings), 1, false)
}

/// The cell at row `r`, column `c` (both from 1).
fn at(g: Geometry, r: usize, c: usize) -> usize {
    (r - 1) * g.side + c - 1
}

/// Takes `d` from each cell of `cells` (row, column from 1).
fn strike(search: &mut Search, d: u8, cells: &[(usize, usize)]) {
    let g = search.geometry();
    for &(r, c) in cells {
        search.strike(at(g, r, c), d);
    }
}

/// Leaves cell (r, c) with the candidates `keep` alone.
fn only(search: &mut Search, r: usize, c: usize, keep: &[u8]) {
    let g = search.geometry();
    for d in 1..=g.side as u8 {
        if !keep.contains(&d) {
            search.strike(at(g, r, c), d);
        }
    }
}

/// The `eliminate` lines of every pattern of `technique` on `search`'s board; the library's
/// first must be the first of them.
fn lines(search: &Search, technique: Technique) -> Vec<String> {
    let all: Vec<String> = search
        .patterns(technique)
        .into_iter()
        .map(|p| p.line)
        .collect();
    let (board, struck) = library_board(search);
    let library = stepdoku::solver::Technique::ALL[technique as usize];
    assert_eq!(library.name(), technique.name());
    let found = find_pattern(&board, &struck, library).map(|r| Event::Eliminate(r).to_string());
    assert_eq!(
        found.as_ref(),
        all.first(),
        "the library's first {technique:?}"
    );
    all
}

/// `search`'s board as the library takes it: the digits, and the candidates the reference
/// does not list struck from the empty cells.
fn library_board(search: &Search) -> (Board, Vec<u32>) {
    let g = search.geometry();
    let shape = Shape::with_box(g.side, g.box_rows, g.box_cols).unwrap();
    let board = Board::of_legal(shape, search.board()).unwrap();
    let struck = (0..g.cells())
        .map(|c| {
            let listed = search.candidates(c).iter().fold(0, |m, &d| m | 1 << d);
            match search.board()[c] {
                0 => board.candidates(shape.cell(c)).0 & !listed,
                _ => 0,
            }
        })
        .collect();
    (board, struck)
}

/// The pattern the rung `deduce` applies next on `search`'s board, by the reference; the
/// library must apply the same.
fn next_at(search: &Search, deduce: Deduce) -> Option<String> {
    let reference = board_at(search, deduce).first_pattern().map(|p| p.line);
    let inference: Inference = deduce
        .name()
        .parse::<stepdoku::solver::Strategy>()
        .unwrap()
        .inference;
    let (board, struck) = library_board(search);
    let library = next_pattern(&board, &struck, inference).map(|r| Event::Eliminate(r).to_string());
    assert_eq!(
        library, reference,
        "the library's next pattern at {deduce:?}"
    );
    reference
}

/// The first pattern of `technique`'s line.
fn first(search: &Search, technique: Technique) -> String {
    lines(search, technique)
        .into_iter()
        .next()
        .unwrap_or_else(|| panic!("no {technique:?}"))
}

// ---- HoDoKu's examples (hodoku.sourceforge.net, "Solving Technique Example" pages): the
// ---- candidates as the page pastes them, the first pattern in issue 50's order worked
// ---- out by hand, and the page's own step among those found.

/// Locked Candidates Type 1 (Pointing), lc101: "5 in b1 => r3c7<>5".
const LC101: &str = "
| 9    8     4 | 12   127  36 | 135  67   57    |
| 37   67    2 | 5    178  36 | 139  4    789   |
| 357  567   1 | 9    78   4  | 35   678  2     |
| 58   145   6 | 148  9    7  | 2    3    458   |
| 578  1457  3 | 6    148  2  | 59   78   45789 |
| 2    47    9 | 48   3    5  | 6    1    478   |
| 1    9     5 | 7    6    8  | 4    2    3     |
| 4    2     7 | 3    5    1  | 8    9    6     |
| 6    3     8 | 24   24   9  | 7    5    1     |";

/// X-Wing, bf202: "1 c15 r25 => r2c4789,r5c34789<>1".
const BF202: &str = "
| 9   8  14  | 14     6   2  | 7      5       3   |
| 14  6  5   | 14789  17  3  | 1289   1489    124 |
| 3   2  7   | 1489   5   48 | 189    1489    6   |
| 7   9  146 | 1268   3   68 | 5      1468    124 |
| 14  5  146 | 12678  17  9  | 12368  134678  124 |
| 8   3  2   | 167    4   5  | 16     167     9   |
| 6   7  3   | 5      9   1  | 4      2       8   |
| 2   4  9   | 36     8   7  | 136    136     5   |
| 5   1  8   | 346    2   46 | 369    369     7   |";

/// Swordfish, bf301: "2 r239 c158 => r6c8,r7c1<>2".
const BF301: &str = "
| 1     6    29  | 5   4   3  | 289   7    28 |
| 29    7    8   | 6   29  1  | 4     3    5  |
| 4     3    5   | 8   29  7  | 6     29   1  |
| 7     2    13  | 4   5   8  | 13    6    9  |
| 6     48   34  | 9   1   2  | 38    5    7  |
| 589   589  19  | 3   7   6  | 128   28   4  |
| 2589  1    6   | 27  3   59 | 2789  4    28 |
| 3     459  249 | 27  8   59 | 279   1    6  |
| 289   89   7   | 1   6   4  | 5     289  3  |";

/// Hidden Pair, h202: 4 and 7 only in r1c1 and r1c2.
const H202: &str = "
| 2345789  1234578  12389 | 1589   6   1589 | 158  15  29 |
| 589      158      189   | 1589   4   2    | 7    3   6  |
| 2589     1258     6     | 7      3   1589 | 158  4   29 |
| 235      9        4     | 123    27  137  | 15   6   8  |
| 2358     12358    1238  | 1238   9   6    | 4    15  7  |
| 6        18       7     | 148    5   148  | 9    2   3  |
| 1        2347     239   | 23469  27  3479 | 36   8   5  |
| 349      6        39    | 3459   8   3459 | 2    7   1  |
| 2378     2378     5     | 236    1   37   | 36   9   4  |";

/// XY-Wing, xy01: "5/7/2 in r1c36,r2c1 => r2c6<>2".
const XY01: &str = "
| 8    145  57  | 3   6   25  | 9    147  12 |
| 27   45   9   | 47  1   25  | 8    6    3  |
| 127  6    3   | 47  8   9   | 24   147  5  |
| 9    2    4   | 6   7   3   | 1    5    8  |
| 3    8    6   | 9   5   1   | 7    2    4  |
| 5    7    1   | 8   2   4   | 3    9    6  |
| 4    3    2   | 1   9   6   | 5    8    7  |
| 6    9    8   | 5   3   7   | 24   14   12 |
| 17   15   57  | 2   4   8   | 6    3    9  |";

/// XY-Wing, xy02: "1/6/9 in r4c14,r5c2 => r4c23,r5c456<>9".
const XY02: &str = "
| 7    1    4    | 29    6    29  | 5    3    8 |
| 8    29   29   | 4     5    3   | 16   16   7 |
| 3    5    6    | 7     1    8   | 4    2    9 |
| 16   369  1379 | 19    2    4   | 67   8    5 |
| 4    69   179  | 1589  89   59  | 3    67   2 |
| 2    8    5    | 3     7    6   | 9    4    1 |
| 9    7    8    | 6     3    1   | 2    5    4 |
| 15   234  123  | 2589  489  7   | 18   19   6 |
| 156  246  12   | 2589  489  259 | 178  179  3 |";

fn hodoku(marks: &str) -> Search {
    Search::pencilled(NINE, parts(Pick::Mrv, Deduce::Wings), marks)
}

#[test]
fn pointing_on_hodoku_lc101() {
    let board = hodoku(LC101);
    // boxes 1-9 for 1 to 4 remove nothing: 1 in box 3 lies in column 7, 2 in box 2 in
    // row 1, 3 in boxes 1-3 in columns 1, 6 and 7, 4 in boxes 4 and 6 in columns 2 and 9,
    // each with no other place in its line
    assert_eq!(
        first(&board, Technique::Pointing),
        "eliminate 5 from r3c7 locked candidates: 5 in box 1 only in row 3"
    );
}

#[test]
fn claiming_on_hodoku_lc101() {
    // the same removal by the other rule: row 1's 5s (r1c7, r1c9) are all in box 3
    assert_eq!(
        first(&hodoku(LC101), Technique::Claiming),
        "eliminate 5 from r3c7 locked candidates: 5 in row 1 only in box 3"
    );
}

#[test]
fn x_wing_and_swordfish_on_hodoku_bf202() {
    let board = hodoku(BF202);
    // no two rows hold their 1s in two columns, so columns 1 and 5 (1s in rows 2 and 5)
    // are the first: the third column pair after (1,3) and (1,4)
    assert_eq!(
        first(&board, Technique::XWing),
        "eliminate 1 from r2c4,r2c7,r2c8,r2c9,r5c3,r5c4,r5c7,r5c8,r5c9 \
         x-wing 1 in columns 1,5 covering rows 2,5"
    );
    // rows 3, 6 and 8 hold their 1s in columns 4, 7 and 8 (r8c7 and r8c8 only)
    assert_eq!(
        first(&board, Technique::Swordfish),
        "eliminate 1 from r1c4,r2c4,r2c7,r2c8,r4c4,r4c8,r5c4,r5c7,r5c8 \
         swordfish 1 in rows 3,6,8 covering columns 4,7,8"
    );
}

#[test]
fn swordfish_on_hodoku_bf301() {
    // 1 lacks only rows 4 and 6; for 2, no triple of rows with row 1 fits in three
    // columns, nor rows 2 and 3 with row 6, 7 or 8: rows 2, 3 and 9 do
    let board = hodoku(BF301);
    assert_eq!(
        first(&board, Technique::Swordfish),
        "eliminate 2 from r6c8,r7c1 swordfish 2 in rows 2,3,9 covering columns 1,5,8"
    );
}

#[test]
fn hidden_pair_on_hodoku_h202() {
    // row 1 is the first house: of its digits only 4 and 7 have just two places
    assert_eq!(
        first(&hodoku(H202), Technique::HiddenPair),
        "eliminate 1,2,3,5,8,9 from r1c1,r1c2 hidden pair 4,7 at r1c1,r1c2 in row 1"
    );
}

#[test]
fn xy_wings_on_hodoku_xy01_and_xy02() {
    // r1c3 is the first cell of two candidates; its pincer pair (r1c6, r1c9) fails and
    // (r1c6, r2c1) is the next
    assert_eq!(
        first(&hodoku(XY01), Technique::XyWing),
        "eliminate 2 from r2c6 xy-wing at r1c3 with r1c6,r2c1"
    );
    // the pivots before r4c1 (r1c4, r1c6, r2c2, r2c3, r2c7, r2c8) have no pincer pair
    assert_eq!(
        first(&hodoku(XY02), Technique::XyWing),
        "eliminate 9 from r4c2,r4c3,r5c4,r5c5,r5c6 xy-wing at r4c1 with r4c4,r5c2"
    );
}

// ---- Hand-made boards: an empty board with candidates struck out to make one pattern.

#[test]
fn pointing_comes_before_claiming_whatever_the_digit() {
    let mut board = empty(NINE);
    // row 1's 1s only in box 1, box 9's 9s only in row 9
    strike(&mut board, 1, &(4..=9).map(|c| (1, c)).collect::<Vec<_>>());
    strike(
        &mut board,
        9,
        &[(7, 7), (7, 8), (7, 9), (8, 7), (8, 8), (8, 9)],
    );
    let pointing = "eliminate 9 from r9c1,r9c2,r9c3,r9c4,r9c5,r9c6 \
                    locked candidates: 9 in box 9 only in row 9";
    let claiming = "eliminate 1 from r2c1,r2c2,r2c3,r3c1,r3c2,r3c3 \
                    locked candidates: 1 in row 1 only in box 1";
    assert_eq!(lines(&board, Technique::Pointing), [pointing]);
    assert_eq!(lines(&board, Technique::Claiming), [claiming]);
    for deduce in [Deduce::Locked, Deduce::Wings] {
        assert_eq!(next_at(&board, deduce).as_deref(), Some(pointing));
    }
    // the rung below applies none
    assert_eq!(next_at(&board, Deduce::Singles), None);
}

/// `board`'s candidates under the rung `deduce`.
fn board_at(board: &Search, deduce: Deduce) -> Search {
    let g = board.geometry();
    let marks: Vec<String> = (0..g.cells())
        .map(|c| match board.board()[c] {
            0 => board
                .candidates(c)
                .iter()
                .map(|&d| search::digit_char(d))
                .collect(),
            d => search::digit_char(d).to_string(),
        })
        .collect();
    Search::pencilled(g, parts(Pick::Mrv, deduce), &marks.join(" "))
}

#[test]
fn locked_candidates_at_six_by_six() {
    // 2×3 boxes: column 2's 6s only in box 3 (rows 3 and 4)
    let six = Geometry::new(6, 2, 3);
    let mut board = empty(six);
    strike(&mut board, 6, &[(1, 2), (2, 2), (5, 2), (6, 2)]);
    assert_eq!(
        first(&board, Technique::Claiming),
        "eliminate 6 from r3c1,r3c3,r4c1,r4c3 locked candidates: 6 in column 2 only in box 3"
    );
    assert_eq!(lines(&board, Technique::Pointing), Vec::<String>::new());
    // 3×2 boxes: box 2 is rows 1-3, columns 3-4, and its 2s are only in column 4
    let tall = Geometry::new(6, 3, 2);
    let mut board = empty(tall);
    strike(&mut board, 2, &[(1, 3), (2, 3), (3, 3)]);
    assert_eq!(
        first(&board, Technique::Pointing),
        "eliminate 2 from r4c4,r5c4,r6c4 locked candidates: 2 in box 2 only in column 4"
    );
}

#[test]
fn pointing_at_twelve_by_twelve() {
    // 3×4 boxes: box 11 is rows 10-12, columns 5-8; its As only in row 11, whose other As
    // are struck but at r11c11 and r11c12
    let twelve = Geometry::new(12, 3, 4);
    let mut board = empty(twelve);
    let mut cells: Vec<(usize, usize)> = (5..=8).flat_map(|c| [(10, c), (12, c)]).collect();
    cells.extend([1, 2, 3, 4, 9, 10].map(|c| (11, c)));
    strike(&mut board, 10, &cells);
    assert_eq!(
        first(&board, Technique::Pointing),
        "eliminate A from r11c11,r11c12 locked candidates: A in box 11 only in row 11"
    );
}

#[test]
fn naked_subsets() {
    let mut board = empty(NINE);
    only(&mut board, 2, 3, &[4, 7]);
    only(&mut board, 8, 3, &[4, 7]);
    assert_eq!(
        first(&board, Technique::NakedPair),
        "eliminate 4,7 from r1c3,r3c3,r4c3,r5c3,r6c3,r7c3,r9c3 naked pair 4,7 at r2c3,r8c3 in column 3"
    );
    // a triple of pairs, (12)(23)(13), in row 1: 2 is nowhere else in the row
    let mut board = empty(NINE);
    only(&mut board, 1, 1, &[1, 2]);
    only(&mut board, 1, 5, &[2, 3]);
    only(&mut board, 1, 9, &[1, 3]);
    strike(
        &mut board,
        2,
        &[(1, 2), (1, 3), (1, 4), (1, 6), (1, 7), (1, 8)],
    );
    assert_eq!(
        first(&board, Technique::NakedTriple),
        "eliminate 1,3 from r1c2,r1c3,r1c4,r1c6,r1c7,r1c8 naked triple 1,2,3 at r1c1,r1c5,r1c9 in row 1"
    );
    // a quad in box 9, after rows 7 and 9 and columns 7 and 9 (two of its cells each)
    let mut board = empty(NINE);
    only(&mut board, 7, 7, &[1, 2]);
    only(&mut board, 7, 9, &[2, 3]);
    only(&mut board, 9, 7, &[3, 4]);
    only(&mut board, 9, 9, &[1, 4]);
    assert_eq!(
        first(&board, Technique::NakedQuad),
        "eliminate 1,2,3,4 from r7c8,r8c7,r8c8,r8c9,r9c8 naked quad 1,2,3,4 at r7c7,r7c9,r9c7,r9c9 in box 9"
    );
}

#[test]
fn hidden_subsets() {
    // row 4: 1 only in c2 and c5, 2 in c5 and c8, 3 in c2 and c8
    let mut board = empty(NINE);
    for (d, keep) in [(1, [2, 5]), (2, [5, 8]), (3, [2, 8])] {
        let cells: Vec<(usize, usize)> = (1..=9)
            .filter(|c| !keep.contains(c))
            .map(|c| (4, c))
            .collect();
        strike(&mut board, d, &cells);
    }
    assert_eq!(
        first(&board, Technique::HiddenTriple),
        "eliminate 4,5,6,7,8,9 from r4c2,r4c5,r4c8 hidden triple 1,2,3 at r4c2,r4c5,r4c8 in row 4"
    );
    // column 6: 5 to 8 only in rows 1, 3, 6 and 9
    let mut board = empty(NINE);
    for d in 5..=8 {
        strike(&mut board, d, &[(2, 6), (4, 6), (5, 6), (7, 6), (8, 6)]);
    }
    assert_eq!(
        first(&board, Technique::HiddenQuad),
        "eliminate 1,2,3,4,9 from r1c6,r3c6,r6c6,r9c6 hidden quad 5,6,7,8 at r1c6,r3c6,r6c6,r9c6 in column 6"
    );
}

#[test]
fn a_placed_digit_makes_no_hidden_subset() {
    // row 1 holds 9; 8 has two places (r1c1, r1c2). Were 9 one of row 1's digits, {8, 9}
    // would be a hidden pair at those two cells
    let puzzle = format!("........9{}", ".".repeat(72));
    let mut board = Search::on(NINE, &puzzle, parts(Pick::Mrv, Deduce::Wings), 1, false);
    strike(&mut board, 8, &(3..=8).map(|c| (1, c)).collect::<Vec<_>>());
    assert_eq!(lines(&board, Technique::HiddenPair), Vec::<String>::new());
}

#[test]
fn jellyfish() {
    // rows 1, 3, 5, 7 hold their 1s in columns 2, 4, 6, 8, two each; of those columns'
    // other 1s only r2c8 and r9c4 are left
    let mut board = empty(NINE);
    for (r, keep) in [(1, [2, 4]), (3, [4, 6]), (5, [6, 8]), (7, [2, 8])] {
        let cells: Vec<(usize, usize)> = (1..=9)
            .filter(|c| !keep.contains(c))
            .map(|c| (r, c))
            .collect();
        strike(&mut board, 1, &cells);
    }
    let covers: Vec<(usize, usize)> = [2, 4, 6, 8, 9]
        .iter()
        .flat_map(|&r| [2, 4, 6, 8].map(|c| (r, c)))
        .filter(|&cell| cell != (2, 8) && cell != (9, 4))
        .collect();
    strike(&mut board, 1, &covers);
    assert_eq!(
        first(&board, Technique::Jellyfish),
        "eliminate 1 from r2c8,r9c4 jellyfish 1 in rows 1,3,5,7 covering columns 2,4,6,8"
    );
    // no three of those rows fit in three columns
    assert_eq!(lines(&board, Technique::Swordfish), Vec::<String>::new());
}

#[test]
fn x_wing_at_sixteen_by_sixteen_with_columns_as_base() {
    // G only in rows 2 and 15 of columns 10 and 13; rows 2 and 15 keep G at c1, c16 and c5
    let sixteen = Geometry::new(16, 4, 4);
    let mut board = empty(sixteen);
    let mut cells: Vec<(usize, usize)> = (1..=16)
        .filter(|r| ![2, 15].contains(r))
        .flat_map(|r| [(r, 10), (r, 13)])
        .collect();
    cells.extend((2..=15).filter(|c| ![10, 13].contains(c)).map(|c| (2, c)));
    cells.extend(
        (1..=16)
            .filter(|c| ![5, 10, 13].contains(c))
            .map(|c| (15, c)),
    );
    strike(&mut board, 16, &cells);
    assert_eq!(
        lines(&board, Technique::XWing),
        ["eliminate G from r2c1,r2c16,r15c5 x-wing G in columns 10,13 covering rows 2,15"]
    );
}

#[test]
fn xyz_wing() {
    // pivot r5c5 {1,2,3}; pincers r4c6 {2,3} (its box) and r5c2 {1,3} (its row): 3 goes
    // from the cells that see all three, r5c4 and r5c6
    let mut board = empty(NINE);
    only(&mut board, 5, 5, &[1, 2, 3]);
    only(&mut board, 4, 6, &[2, 3]);
    only(&mut board, 5, 2, &[1, 3]);
    assert_eq!(
        lines(&board, Technique::XyzWing),
        ["eliminate 3 from r5c4,r5c6 xyz-wing at r5c5 with r4c6,r5c2"]
    );
    // no xy-wing: the only cells of two candidates, r4c6 and r5c2, do not see each other
    assert_eq!(lines(&board, Technique::XyWing), Vec::<String>::new());
}

#[test]
fn xy_wing_pincer_pairs_in_lexicographic_order() {
    // pivot r1c1 {1,2} with pincer pairs (r1c5 {1,3}, r5c1 {2,3}) and (r1c5, r9c1 {2,3}):
    // the first names r5c1
    let mut board = empty(NINE);
    only(&mut board, 1, 1, &[1, 2]);
    only(&mut board, 1, 5, &[1, 3]);
    only(&mut board, 5, 1, &[2, 3]);
    only(&mut board, 9, 1, &[2, 3]);
    assert_eq!(
        lines(&board, Technique::XyWing),
        [
            "eliminate 3 from r5c5 xy-wing at r1c1 with r1c5,r5c1",
            "eliminate 3 from r9c5 xy-wing at r1c1 with r1c5,r9c1",
        ]
    );
}

// ---- Whole searches.

/// `count` puzzles from line `from` (from 1) of a file of puzzles/, 81 characters each.
fn puzzles(file: &str, from: usize, count: usize) -> Vec<String> {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("puzzles")
        .join(file);
    let text = std::fs::read_to_string(path).unwrap();
    text.lines()
        .skip(from - 1)
        .take(count)
        .map(|l| l.chars().take(81).collect())
        .collect()
}

/// What the checks of a search's patterns saw: eliminations checked per technique.
type Seen = Rc<RefCell<[u64; 13]>>;

/// Checks each pattern as it is applied: the board is at the fixpoint of singles (no
/// empty cell with fewer than two candidates, no digit a house lacks with fewer than two
/// places); its removals are candidates, and are the listed digits at the listed cells
/// wherever a cell still has one (issue 50, item 3); and no solution that agrees with the
/// board's digits has a removed digit.
fn watch(solutions: Rc<Vec<Vec<u8>>>, seen: Seen) -> search::Watch {
    Box::new(move |s: &Search, p: &Pattern| {
        let g = s.geometry();
        let candidates: Vec<Vec<u8>> = (0..g.cells()).map(|c| s.candidates(c)).collect();
        for c in (0..g.cells()).filter(|&c| s.board()[c] == 0) {
            assert!(
                candidates[c].len() >= 2,
                "{} before {}",
                g.cell_name(c),
                p.line
            );
        }
        for u in 0..g.units() {
            let cells = g.unit_cells(u);
            for d in (1..=g.side as u8).filter(|d| cells.iter().all(|&c| s.board()[c] != *d)) {
                let places = cells
                    .iter()
                    .filter(|&&c| candidates[c].contains(&d))
                    .count();
                assert!(places >= 2, "{d} in {} before {}", g.unit_name(u), p.line);
            }
        }
        let mut spread = Vec::new();
        for &c in &p.cells() {
            let held = &candidates[c];
            spread.extend(
                p.digits()
                    .into_iter()
                    .filter(|d| held.contains(d))
                    .map(|d| (c, d)),
            );
        }
        assert_eq!(spread, p.removed, "{}", p.line);
        for sol in solutions.iter() {
            let agrees = s.board().iter().zip(sol).all(|(&b, &d)| b == 0 || b == d);
            if agrees {
                for &(c, d) in &p.removed {
                    assert_ne!(sol[c], d, "{} takes {}'s digit", p.line, g.cell_name(c));
                }
            }
        }
        seen.borrow_mut()[p.technique as usize] += 1;
    })
}

/// The digits of a solution as the reference writes it.
fn digits(solution: &str) -> Vec<u8> {
    solution
        .chars()
        .map(|ch| ch.to_digit(17).unwrap() as u8)
        .collect()
}

/// Every rung from `plain` up with `pick`, to the end: the solutions of `plain`'s search,
/// which eliminates nothing, and no pattern removing a digit of one of them. Their count.
fn every_rung_agrees(g: Geometry, puzzle: &str, pick: Pick, plain: Deduce, seen: &Seen) -> u64 {
    let all = Search::on(g, puzzle, parts(pick, plain), u64::MAX, false)
        .run()
        .counts;
    let solutions = Rc::new(all.solutions.iter().map(|s| digits(s)).collect::<Vec<_>>());
    let mut expected = all.solutions.clone();
    expected.sort();
    for deduce in Deduce::ALL.into_iter().filter(|&d| d > plain) {
        let mut search = Search::on(g, puzzle, parts(pick, deduce), u64::MAX, false);
        search.watch = Some(watch(solutions.clone(), seen.clone()));
        let mut found = search.run().counts.solutions;
        found.sort();
        assert_eq!(found, expected, "{deduce:?} on {puzzle}");
    }
    all.solution_count
}

/// Puzzles of a file of puzzles/ by line (from 1), the first 81 characters of each.
fn lines_of(file: &str, lines: &[usize]) -> Vec<String> {
    lines
        .iter()
        .map(|&n| puzzles(file, n, 1).remove(0))
        .collect()
}

#[test]
fn no_elimination_removes_a_solution_digit_and_every_rung_finds_the_same_solutions() {
    // tdoku's easy ones, those with 3 to 125 solutions; Norvig's hardest and some of his
    // top 95; two of top1465 (line 520 meets a jellyfish, line 709 a hidden quad)
    let tdoku = [1, 2, 3, 4, 5, 6, 7, 8, 9, 29, 33, 35, 36, 37, 38];
    let mut nine = lines_of("tdoku_test_puzzles_with_counts.txt", &tdoku);
    nine.extend(puzzles("norvig_hardest11.txt", 1, 11));
    nine.extend(lines_of(
        "norvig_top95.txt",
        &[12, 17, 19, 33, 35, 40, 55, 91],
    ));
    nine.extend(lines_of("magictour_top1465.txt", &[520, 709]));
    let seen: Seen = Rc::default();
    let counts: Vec<u64> = nine
        .iter()
        .map(|puzzle| every_rung_agrees(NINE, puzzle, Pick::Mrv, Deduce::None, &seen))
        .collect();
    assert!(counts.iter().any(|&n| n > 100), "{counts:?}");
    // every technique was applied, and checked
    let seen = seen.borrow();
    let missing: Vec<Technique> = Technique::ALL
        .into_iter()
        .filter(|&t| seen[t as usize] == 0)
        .collect();
    assert!(missing.is_empty(), "never applied: {missing:?} ({seen:?})");
}

#[test]
fn the_ladder_at_every_size() {
    let seen: Seen = Rc::default();
    // 4×4 and 6×6 (both boxes), with 0 to 29 solutions, under two cell choices
    for (g, puzzle, n) in small::small_puzzles() {
        for pick in [Pick::First, Pick::Constraint] {
            let count = every_rung_agrees(g, puzzle, pick, Deduce::None, &seen);
            assert_eq!(count, n, "{puzzle}");
        }
    }
    let read = |file: &str, lines: usize| -> Vec<String> {
        let path = Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("puzzles/sizes")
            .join(file);
        let text = std::fs::read_to_string(path).unwrap();
        let all = text
            .lines()
            .map(|l| l.split(':').next().unwrap().to_string());
        all.take(lines).collect()
    };
    let eight = Geometry::new(8, 2, 4);
    for puzzle in read("8x8.txt", 3) {
        assert_eq!(
            every_rung_agrees(eight, &puzzle, Pick::Mrv, Deduce::None, &seen),
            1
        );
    }
    let twelve = Geometry::new(12, 3, 4);
    for puzzle in read("12x12.txt", 1) {
        assert_eq!(
            every_rung_agrees(twelve, &puzzle, Pick::Mrv, Deduce::None, &seen),
            1
        );
    }
    // at 16×16 the plain search takes too long: `singles`, which eliminates nothing either,
    // finds the solutions
    let sixteen = Geometry::new(16, 4, 4);
    for puzzle in read("16x16.txt", 1) {
        assert_eq!(
            every_rung_agrees(sixteen, &puzzle, Pick::Mrv, Deduce::Singles, &seen),
            1
        );
    }
    let seen = seen.borrow();
    assert!(seen[Technique::HiddenQuad as usize] > 0, "{seen:?}");
}

/// The trace's lines of `parts` on `puzzle`, to `cap` solutions.
fn trace(
    g: Geometry,
    puzzle: &str,
    parts: Parts,
    cap: u64,
    explain: bool,
) -> (Vec<String>, search::Counts) {
    let mut search = Search::on(g, puzzle, parts, cap, true);
    search.explain = explain;
    let done = search.run();
    (done.lines.unwrap(), done.counts)
}

/// Each step taken back in reverse order: an `undo` takes back the latest placement still
/// standing, a `restore` the latest elimination, and nothing else stands between them.
fn taken_back_in_reverse(lines: &[String]) -> usize {
    let mut standing: Vec<String> = Vec::new();
    let mut restores = 0;
    for line in lines {
        let words: Vec<&str> = line.split(' ').collect();
        match words[0] {
            "place" | "force" => standing.push(format!("{} {}", words[1], words[2])),
            "eliminate" => {
                assert_eq!(words[2], "from", "{line}");
                standing.push(format!("{} {}", words[1], words[3]));
            }
            "undo" => assert_eq!(standing.pop().as_deref(), Some(&line[5..]), "{line}"),
            "restore" => {
                assert_eq!(words[2], "to", "{line}");
                let latest = standing.pop();
                assert_eq!(latest, Some(format!("{} {}", words[1], words[3])), "{line}");
                restores += 1;
            }
            _ => {}
        }
    }
    restores
}

#[test]
fn traces_take_back_eliminations_in_reverse_order_and_count_them_as_steps() {
    let hardest = puzzles("norvig_hardest11.txt", 1, 11);
    let several = puzzles("tdoku_test_puzzles_with_counts.txt", 33, 1);
    let mut restores = 0;
    for (puzzle, cap) in [
        (&hardest[0], 1),
        (&hardest[5], u64::MAX),
        (&several[0], u64::MAX),
    ] {
        // the quick tier: every 2nd rung
        for parts in tier::sample(Parts::ladder(), 2) {
            let (lines, counts) = trace(NINE, puzzle, parts, cap, false);
            restores += taken_back_in_reverse(&lines);
            let kind = |k: &str| lines.iter().filter(|l| l.starts_with(k)).count() as u64;
            assert_eq!(counts.steps, lines.len() as u64);
            assert_eq!(counts.placements, kind("place ") + kind("force "));
            assert_eq!(counts.undos, kind("undo "));
            assert_eq!(counts.dead_ends, kind("dead-end"));
            // `--explain` adds words to guesses and dead ends, never to these lines
            let (wordy, _) = trace(NINE, puzzle, parts, cap, true);
            assert_eq!(wordy.len(), lines.len());
            for (plain, wordy) in lines.iter().zip(&wordy) {
                if plain.starts_with("eliminate") || plain.starts_with("restore") {
                    assert_eq!(plain, wordy);
                }
            }
        }
    }
    assert!(restores > 100, "{restores} restores");
}
