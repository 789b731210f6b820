//! The small puzzles the size tests share: 4×4, and 6×6 with either box, each with its count
//! of solutions as the brute-force enumerator of tests/it/sizes_oracle.rs pins it.

use super::search::Geometry;

/// Small puzzles written for these tests, each with its count of solutions (the
/// enumerator's, pinned): 4×4, 6×6 with 2×3 boxes and 6×6 with 3×2 boxes. The first of each
/// shape's unique ones are minimal; the last 6×6 of each shape, with 7 givens and no
/// solution, has `mrv` meet dozens of dead ends.
pub const FOURS: [(&str, u64); 9] = [
    ("1......2...34...", 1),
    (".2..3......34..1", 1),
    (".23..4........21", 1),
    ("..4..3.......4.2", 3),
    (".....4...2.34...", 3),
    ("...3....4.3...4.", 6),
    ("12....1....3....", 3),
    ("......34...23...", 0),
    ("4......2...3...1", 0),
];
pub const SIXES: [(&str, u64); 7] = [
    ("..3.5....1.3....6.5.4...3.2..5.4..1.", 1),
    ("....5..561....156...4...3......4...2", 1),
    ("..3...2......5.32..6.51.534.........", 3),
    ("....62..2....6....5...412.....1.4.2.", 12),
    ("..1.4........6.4...1.6.3...2.6...51.", 10),
    ("..2.3.1.5..........4.56..1...5......", 0),
    (".2.4.6.......6........12..1.........", 0),
];
pub const SIXES_3X2: [(&str, u64); 6] = [
    ("..2.3....6.4...42.4.....5....1.3..5.", 1),
    ("1...3..53......42...52......4..3....", 1),
    ("3.5.1..14..55.1..4...........1..2...", 29),
    ("..4..3....2..3......3...615...32..6.", 2),
    (".4.....3.2.......656......2...31....", 0),
    ("1.2.5....3..........5........25.....", 0),
];

/// The shapes and their puzzles.
pub fn small_puzzles() -> Vec<(Geometry, &'static str, u64)> {
    let shaped = |g: Geometry, list: &[(&'static str, u64)]| {
        list.iter()
            .map(move |&(p, n)| (g, p, n))
            .collect::<Vec<_>>()
    };
    let mut all = shaped(Geometry::new(4, 2, 2), &FOURS);
    all.extend(shaped(Geometry::new(6, 2, 3), &SIXES));
    all.extend(shaped(Geometry::new(6, 3, 2), &SIXES_3X2));
    all
}
