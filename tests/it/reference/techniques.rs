//! Issue 50's techniques ladder in the reference search, written from the words
//! (items 1 to 3) and sharing no code with the library: the thirteen patterns, each found
//! on the candidates as they stand, and the one a rung applies next.
//!
//! The words leave choices open; the reference takes the literal reading of each:
//!
//! 1. **Order of techniques.** Item 2's list is the outer loop: every pointing pattern (all
//!    digits, all boxes) is tried before any claiming one, so pointing for 9 comes before
//!    claiming for 1. The loops of a technique run inside it.
//! 2. **Pointing.** For each digit ascending, boxes 1 to N: the box's places for the digit
//!    all in one row (then: all in one column), removing the digit from that row's (column's)
//!    cells outside the box. K is the board's row or column number. Only a box with a single
//!    place, which the fixpoint of singles never has, lies in a row and a column both: the
//!    row comes first, and the column when the row removes nothing.
//! 3. **Claiming.** For each digit ascending, rows 1 to N, then columns 1 to N: the line's
//!    places for the digit all in one box, removing the digit from that box's cells outside
//!    the line.
//! 4. **Naked subsets.** In each house (rows, columns, boxes, each from 1), each k of its
//!    empty cells (k = 2, 3, 4), combinations in lexicographic order of the cells in reading
//!    order: any empty cells, whatever their count of candidates, whose candidates together
//!    are exactly k digits. The digits go from the house's other empty cells. (Fewer than k
//!    digits is a contradiction that a smaller subset meets first at the fixpoint.)
//! 5. **Hidden subsets.** In each house, each k of the digits the house lacks, in
//!    lexicographic order of ascending digits, whose places in the house together are exactly
//!    k cells. A digit placed in the house is none of them (it has no place, and counting it
//!    would make a false subset). The other digits go from those cells.
//! 6. **Subset order.** Houses are the outer loop and combinations the inner, within one
//!    technique: a naked pair in box 1 comes before a hidden pair in row 1, and a naked pair
//!    in row 9 before one in column 1.
//! 7. **Fish.** For each digit ascending, rows as base (every combination of rows) before
//!    columns: k base lines (lexicographic in their numbers) among the lines that lack the
//!    digit, whose places lie in exactly k cover lines; the digit goes from the cover lines'
//!    cells outside the base lines. A line that holds the digit is never a base line (it
//!    would make a false fish). A base line with a single place counts (the fixpoint of
//!    singles has none). The line names the base and cover lines ascending.
//! 8. **Wings.** Pivots in reading order; pincers are peers of the pivot (and may see each
//!    other); a pincer pair is two cells A before B in reading order, the pairs ordered by A,
//!    then by B ("lexicographic"). xy-wing: a pivot of exactly two candidates {x, y}, pincers
//!    of exactly two, {x, z} and {y, z} in either order, z not the pivot's; z goes from every
//!    cell that sees both pincers. xyz-wing: a pivot of exactly three candidates {x, y, z},
//!    two different pincers of exactly two candidates, both among the pivot's; z, the digit
//!    they share, goes from every cell that sees the pivot and both pincers.
//! 9. **The lines.** An `eliminate` line's first DIGITS are the digits that go (a naked
//!    triple 1,2,3 that removes only 1 and 3 says `eliminate 1,3 from …`), its first CELLS
//!    the cells that lose at least one; the pattern's own digits and cells follow in its
//!    words. `restore` names the same digits and cells as the `eliminate` it undoes, and
//!    gives back exactly what that step removed.
//! 10. **Counters.** An `eliminate` or `restore` step is one step and nothing else (see
//!     [`Counts`](super::Counts)).
//! 11. **Candidates after eliminations** are what every part reads: mrv's count, lcv's
//!     count of peers with the digit among their candidates, constraint's places, the
//!     numbers of `--explain`, singles and dead ends. degree's tie-break counts empty peers,
//!     cells, as before. fc never meets an elimination: it is an inference part of its own.
//! 12. **Lifetime.** Eliminations made at a node hold in the subtrees of all its guesses,
//!     and a cell keeps them while it holds a digit; they are restored, latest first with the
//!     node's forced digits, when the search backtracks out of the node.
//! 13. **Where patterns are tried.** Only at the fixpoint of singles, so no empty cell has
//!     fewer than two candidates and no house lacks a digit with fewer than two places. The
//!     degenerate cases above (a one-place line, too few digits) do not arise in a search;
//!     the detectors still give them this reading on hand-made boards.

use super::{Deduce, Geometry, Parts, Search, digit_char};

/// Issue 50's patterns, in the order a rung tries them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Technique {
    Pointing,
    Claiming,
    NakedPair,
    HiddenPair,
    NakedTriple,
    HiddenTriple,
    NakedQuad,
    HiddenQuad,
    XWing,
    Swordfish,
    Jellyfish,
    XyWing,
    XyzWing,
}

impl Technique {
    /// Every pattern, in the order tried.
    pub const ALL: [Technique; 13] = [
        Technique::Pointing,
        Technique::Claiming,
        Technique::NakedPair,
        Technique::HiddenPair,
        Technique::NakedTriple,
        Technique::HiddenTriple,
        Technique::NakedQuad,
        Technique::HiddenQuad,
        Technique::XWing,
        Technique::Swordfish,
        Technique::Jellyfish,
        Technique::XyWing,
        Technique::XyzWing,
    ];

    /// The first rung that applies it.
    pub fn rung(self) -> Deduce {
        match self as usize {
            0..=1 => Deduce::Locked,
            2..=7 => Deduce::Subsets,
            8..=10 => Deduce::Fish,
            _ => Deduce::Wings,
        }
    }

    /// Its name in the pattern's words.
    pub fn name(self) -> &'static str {
        [
            "pointing",
            "claiming",
            "naked pair",
            "hidden pair",
            "naked triple",
            "hidden triple",
            "naked quad",
            "hidden quad",
            "x-wing",
            "swordfish",
            "jellyfish",
            "xy-wing",
            "xyz-wing",
        ][self as usize]
    }

    /// The cells of a subset, or the base lines of a fish.
    fn size(self) -> usize {
        match self {
            Technique::NakedPair | Technique::HiddenPair | Technique::XWing => 2,
            Technique::NakedTriple | Technique::HiddenTriple | Technique::Swordfish => 3,
            _ => 4,
        }
    }
}

/// One pattern found on the board: what it removes and its lines.
#[derive(Clone, Debug, PartialEq)]
pub struct Pattern {
    pub technique: Technique,
    /// The candidates it removes: (cell, digit), cells in reading order, then digits.
    pub removed: Vec<(usize, u8)>,
    /// Its `eliminate` line, as `trace` writes it.
    pub line: String,
    /// The `restore` line that gives its removals back.
    pub restore: String,
}

impl Pattern {
    /// The digits it removes, ascending.
    pub fn digits(&self) -> Vec<u8> {
        let mut digits: Vec<u8> = self.removed.iter().map(|&(_, d)| d).collect();
        digits.sort_unstable();
        digits.dedup();
        digits
    }

    /// The cells that lose a candidate, in reading order.
    pub fn cells(&self) -> Vec<usize> {
        let mut cells: Vec<usize> = self.removed.iter().map(|&(c, _)| c).collect();
        cells.dedup();
        cells
    }
}

/// `4,7`: digits joined by commas.
fn digit_list(digits: impl IntoIterator<Item = u8>) -> String {
    let written: Vec<String> = digits.into_iter().map(|d| digit_char(d).into()).collect();
    written.join(",")
}

/// `r2c7,r10c8`: cells joined by commas.
fn cell_list(g: Geometry, cells: &[usize]) -> String {
    let written: Vec<String> = cells.iter().map(|&c| g.cell_name(c)).collect();
    written.join(",")
}

/// `3,7`: lines (rows or columns, 0-based) by their numbers.
fn line_list(lines: &[usize]) -> String {
    let written: Vec<String> = lines.iter().map(|l| (l + 1).to_string()).collect();
    written.join(",")
}

/// The digits of a mask, ascending.
fn digits_of(mask: u32) -> impl Iterator<Item = u8> {
    (1..32u8).filter(move |d| mask & 1 << d != 0)
}

/// Each `k` of `sets` (bit masks) in lexicographic order of their indices whose union has
/// exactly `k` members, with that union, until `each` says stop (true). Partial unions of
/// more than `k` members are not extended: no combination through them qualifies, so the
/// ones that do come in the same order.
fn subsets(sets: &[u32], k: usize, each: &mut dyn FnMut(&[usize], u32) -> bool) -> bool {
    fn extend(
        sets: &[u32],
        k: usize,
        at: usize,
        picked: &mut Vec<usize>,
        union: u32,
        each: &mut dyn FnMut(&[usize], u32) -> bool,
    ) -> bool {
        if picked.len() == k {
            return union.count_ones() as usize == k && each(picked, union);
        }
        for i in at..sets.len() {
            let wider = union | sets[i];
            if wider.count_ones() as usize > k {
                continue;
            }
            picked.push(i);
            let stop = extend(sets, k, i + 1, picked, wider, each);
            picked.pop();
            if stop {
                return true;
            }
        }
        false
    }
    extend(sets, k, 0, &mut Vec::with_capacity(k), 0, each)
}

/// The board as the detectors read it.
struct Marks<'a> {
    search: &'a Search,
    /// Each cell's candidates (none for a filled cell).
    marks: Vec<u32>,
    /// Per unit and digit (`u * (N + 1) + d`), bit `k` set when the unit's `k`-th cell
    /// (in reading order) has the digit among its candidates: for a row, `k` is the column;
    /// for a column, the row.
    places: Vec<u32>,
}

/// What a detector hands each pattern it finds; true stops the scan.
type Found<'f> = dyn FnMut(Pattern) -> bool + 'f;

impl Marks<'_> {
    fn new(search: &Search) -> Marks<'_> {
        let g = search.geometry;
        let marks: Vec<u32> = (0..g.cells()).map(|c| search.mask(c)).collect();
        let mut places = vec![0; g.units() * (g.side + 1)];
        for (u, cells) in search.unit_cells.iter().enumerate() {
            for (k, &c) in cells.iter().enumerate() {
                for d in digits_of(marks[c]) {
                    places[u * (g.side + 1) + usize::from(d)] |= 1 << k;
                }
            }
        }
        Marks {
            search,
            marks,
            places,
        }
    }

    fn g(&self) -> Geometry {
        self.search.geometry
    }

    fn cells(&self, u: usize) -> &[usize] {
        &self.search.unit_cells[u]
    }

    /// Where `d` may go in unit `u`: bit `k` for its `k`-th cell.
    fn places(&self, u: usize, d: u8) -> u32 {
        self.places[u * (self.g().side + 1) + usize::from(d)]
    }

    /// The cells of unit `u` whose bits `at` has.
    fn cells_at(&self, u: usize, at: u32) -> Vec<usize> {
        let cells = self.cells(u);
        (0..cells.len())
            .filter(|k| at & 1 << k != 0)
            .map(|k| cells[k])
            .collect()
    }

    /// The digits unit `u` lacks.
    fn lacking(&self, u: usize) -> u32 {
        let every = (1u32 << (self.g().side + 1)) - 2;
        every & !self.search.held[u]
    }

    fn is_peer(&self, a: usize, b: usize) -> bool {
        let (x, y) = (self.search.units_of[a], self.search.units_of[b]);
        a != b && (x[0] == y[0] || x[1] == y[1] || x[2] == y[2])
    }

    /// A pattern of `technique` whose removals are the candidates `targets` hold of the
    /// digits `digits` (a mask), and whose words follow the cells: none when it removes
    /// nothing.
    fn pattern(
        &self,
        technique: Technique,
        targets: &[usize],
        digits: u32,
        words: impl FnOnce() -> String,
    ) -> Option<Pattern> {
        if targets.iter().all(|&c| self.marks[c] & digits == 0) {
            return None;
        }
        let mut targets = targets.to_vec();
        targets.sort_unstable();
        let removed: Vec<(usize, u8)> = targets
            .iter()
            .flat_map(|&c| digits_of(self.marks[c] & digits).map(move |d| (c, d)))
            .collect();
        let mut pattern = Pattern {
            technique,
            removed,
            line: String::new(),
            restore: String::new(),
        };
        let (digits, cells) = (
            digit_list(pattern.digits()),
            cell_list(self.g(), &pattern.cells()),
        );
        pattern.line = format!("eliminate {digits} from {cells} {}", words());
        pattern.restore = format!("restore {digits} to {cells}");
        Some(pattern)
    }

    /// Each pattern of `technique` that removes a candidate, in the order tried.
    fn scan(&self, technique: Technique, found: &mut Found<'_>) -> bool {
        match technique {
            Technique::Pointing => self.locked(true, found),
            Technique::Claiming => self.locked(false, found),
            Technique::NakedPair | Technique::NakedTriple | Technique::NakedQuad => {
                self.naked(technique, found)
            }
            Technique::HiddenPair | Technique::HiddenTriple | Technique::HiddenQuad => {
                self.hidden(technique, found)
            }
            Technique::XWing | Technique::Swordfish | Technique::Jellyfish => {
                self.fish(technique, found)
            }
            Technique::XyWing => self.xy_wing(found),
            Technique::XyzWing => self.xyz_wing(found),
        }
    }

    /// Locked candidates: `pointing`, a box's places for a digit in one row (then: one
    /// column), the digit going from the line outside the box; otherwise claiming, a row's
    /// (then a column's) places in one box, the digit going from the box outside the line.
    fn locked(&self, pointing: bool, found: &mut Found<'_>) -> bool {
        let (g, n) = (self.g(), self.g().side);
        let units_of = &self.search.units_of;
        // the houses a digit's places are looked at in, and the kinds of house (0 row,
        // 1 column, 2 box) they may lie in
        let (houses, kinds) = match pointing {
            true => (2 * n..3 * n, &[0, 1][..]),
            false => (0..2 * n, &[2][..]),
        };
        for d in 1..=n as u8 {
            for house in houses.clone() {
                let places = self.cells_at(house, self.places(house, d));
                let Some(&first) = places.first() else {
                    continue;
                };
                for &kind in kinds {
                    let other = units_of[first][kind];
                    if places.iter().any(|&c| units_of[c][kind] != other) {
                        continue;
                    }
                    let own = house / n;
                    let outside: Vec<usize> = self
                        .cells(other)
                        .iter()
                        .copied()
                        .filter(|&c| units_of[c][own] != house)
                        .collect();
                    let words = || {
                        format!(
                            "locked candidates: {} in {} only in {}",
                            digit_char(d),
                            g.unit_name(house),
                            g.unit_name(other)
                        )
                    };
                    let technique = match pointing {
                        true => Technique::Pointing,
                        false => Technique::Claiming,
                    };
                    if let Some(p) = self.pattern(technique, &outside, 1 << d, words)
                        && found(p)
                    {
                        return true;
                    }
                }
            }
        }
        false
    }

    /// A subset's words: `naked pair 4,7 at r2c3,r8c3 in column 3`.
    fn subset_words(&self, technique: Technique, digits: u32, cells: &[usize], u: usize) -> String {
        let g = self.g();
        format!(
            "{} {} at {} in {}",
            technique.name(),
            digit_list(digits_of(digits)),
            cell_list(g, cells),
            g.unit_name(u)
        )
    }

    fn naked(&self, technique: Technique, found: &mut Found<'_>) -> bool {
        let g = self.g();
        for u in 0..g.units() {
            let empty: Vec<usize> = self
                .cells(u)
                .iter()
                .copied()
                .filter(|&c| self.search.board[c] == 0)
                .collect();
            let sets: Vec<u32> = empty.iter().map(|&c| self.marks[c]).collect();
            let stop = subsets(&sets, technique.size(), &mut |pick, digits| {
                let cells: Vec<usize> = pick.iter().map(|&i| empty[i]).collect();
                let others: Vec<usize> = empty
                    .iter()
                    .copied()
                    .filter(|c| !cells.contains(c))
                    .collect();
                let words = || self.subset_words(technique, digits, &cells, u);
                self.pattern(technique, &others, digits, words)
                    .is_some_and(&mut *found)
            });
            if stop {
                return true;
            }
        }
        false
    }

    fn hidden(&self, technique: Technique, found: &mut Found<'_>) -> bool {
        let g = self.g();
        for u in 0..g.units() {
            let lacking: Vec<u8> = digits_of(self.lacking(u)).collect();
            let sets: Vec<u32> = lacking.iter().map(|&d| self.places(u, d)).collect();
            let stop = subsets(&sets, technique.size(), &mut |pick, at| {
                let digits = pick.iter().fold(0u32, |m, &i| m | 1 << lacking[i]);
                let cells = self.cells_at(u, at);
                let words = || self.subset_words(technique, digits, &cells, u);
                let every = (1u32 << (g.side + 1)) - 2;
                self.pattern(technique, &cells, every & !digits, words)
                    .is_some_and(&mut *found)
            });
            if stop {
                return true;
            }
        }
        false
    }

    fn fish(&self, technique: Technique, found: &mut Found<'_>) -> bool {
        let n = self.g().side;
        let plural = |kind: usize| ["rows", "columns"][kind];
        let numbers = |at: u32| (0..n).filter(move |k| at & 1 << k != 0);
        for d in 1..=n as u8 {
            // rows as base (kind 0), covered by columns; then columns, covered by rows
            for base in 0..2 {
                let cover = 1 - base;
                let lines: Vec<usize> = (0..n)
                    .filter(|&k| self.lacking(base * n + k) & 1 << d != 0)
                    .collect();
                let sets: Vec<u32> = lines
                    .iter()
                    .map(|&k| self.places(base * n + k, d))
                    .collect();
                let stop = subsets(&sets, technique.size(), &mut |pick, at| {
                    let bases: Vec<usize> = pick.iter().map(|&i| lines[i]).collect();
                    let covers: Vec<usize> = numbers(at).collect();
                    // a cover line's k-th cell lies in base line k
                    let targets: Vec<usize> = covers
                        .iter()
                        .flat_map(|&k| {
                            let outside = !bases.iter().fold(0u32, |m, &b| m | 1 << b);
                            self.cells_at(cover * n + k, outside)
                        })
                        .collect();
                    let words = || {
                        format!(
                            "{} {} in {} {} covering {} {}",
                            technique.name(),
                            digit_char(d),
                            plural(base),
                            line_list(&bases),
                            plural(cover),
                            line_list(&covers)
                        )
                    };
                    self.pattern(technique, &targets, 1 << d, words)
                        .is_some_and(&mut *found)
                });
                if stop {
                    return true;
                }
            }
        }
        false
    }

    /// The wings of `technique`: each pivot of `size` candidates, each pair of its peers
    /// of two candidates, the digit `z_of` finds they remove (from the pivot's, the first
    /// pincer's and the second's candidates), taken from the cells that see both pincers
    /// (and the pivot too, for an xyz-wing).
    fn wings(
        &self,
        technique: Technique,
        size: u32,
        z_of: &dyn Fn(u32, u32, u32) -> Option<u32>,
        found: &mut Found<'_>,
    ) -> bool {
        let g = self.g();
        for pivot in 0..g.cells() {
            let own = self.marks[pivot];
            if own.count_ones() != size {
                continue;
            }
            let pincers: Vec<usize> = self.search.peers[pivot]
                .iter()
                .copied()
                .filter(|&c| self.marks[c].count_ones() == 2)
                .collect();
            for (i, &a) in pincers.iter().enumerate() {
                for &b in &pincers[i + 1..] {
                    let Some(z) = z_of(own, self.marks[a], self.marks[b]) else {
                        continue;
                    };
                    let seen: &[usize] = match technique {
                        Technique::XyzWing => &[pivot, a, b],
                        _ => &[a, b],
                    };
                    let targets: Vec<usize> = self.search.peers[a]
                        .iter()
                        .copied()
                        .filter(|&c| seen.iter().all(|&s| self.is_peer(c, s)))
                        .collect();
                    let words = || {
                        format!(
                            "{} at {} with {}",
                            technique.name(),
                            g.cell_name(pivot),
                            cell_list(g, &[a, b])
                        )
                    };
                    if let Some(p) = self.pattern(technique, &targets, z, words)
                        && found(p)
                    {
                        return true;
                    }
                }
            }
        }
        false
    }

    fn xy_wing(&self, found: &mut Found<'_>) -> bool {
        // pivot {x, y}, pincers {x, z} and {y, z}: they differ by the pivot's digits and
        // share one that is not the pivot's
        let z_of = |pivot: u32, a: u32, b: u32| {
            let z = a & b;
            (a ^ b == pivot && z.count_ones() == 1 && z & pivot == 0).then_some(z)
        };
        self.wings(Technique::XyWing, 2, &z_of, found)
    }

    fn xyz_wing(&self, found: &mut Found<'_>) -> bool {
        // pivot {x, y, z}, pincers {x, z} and {y, z}: two different pairs of its digits
        let z_of = |pivot: u32, a: u32, b: u32| (a != b && (a | b) & !pivot == 0).then_some(a & b);
        self.wings(Technique::XyzWing, 3, &z_of, found)
    }
}

impl Search {
    /// The board's shape.
    pub fn geometry(&self) -> Geometry {
        self.geometry
    }

    /// The digits on the board, 0 for an empty cell.
    pub fn board(&self) -> &[u8] {
        &self.board
    }

    /// The candidates of `cell` as they stand, ascending (none when it holds a digit).
    pub fn candidates(&self, cell: usize) -> Vec<u8> {
        digits_of(self.mask(cell)).collect()
    }

    /// Takes `d` from the candidates of `cell`, as a pattern would (for hand-made boards).
    pub fn strike(&mut self, cell: usize, d: u8) {
        assert!(self.legal(cell, d), "{} has no {d}", self.cell_name(cell));
        self.eliminated[cell] |= 1 << d;
    }

    /// A search of a board written as pencil marks, as HoDoKu and most programs paste them:
    /// N² cells in reading order, each a run of digits (`1`–`9`, `A`–`G`) set off by
    /// whitespace or `|`; a single digit is a placed digit, more are an empty cell's
    /// candidates. Lines with other characters (rules such as `.----+----.`) are skipped.
    pub fn pencilled(geometry: Geometry, parts: Parts, marks: &str) -> Search {
        let cells: Vec<&str> = marks
            .lines()
            .filter(|line| {
                line.chars()
                    .all(|ch| ch.is_whitespace() || ch == '|' || ch.is_ascii_alphanumeric())
            })
            .flat_map(|line| line.split(|ch: char| ch.is_whitespace() || ch == '|'))
            .filter(|token| !token.is_empty())
            .collect();
        assert_eq!(cells.len(), geometry.cells(), "{marks}");
        let read = |token: &str| -> Vec<u8> {
            token
                .chars()
                .map(|ch| ch.to_digit(17).filter(|&d| d >= 1).expect(token) as u8)
                .collect()
        };
        let puzzle: String = cells
            .iter()
            .map(|token| {
                if token.len() == 1 {
                    token.chars().next().unwrap()
                } else {
                    '.'
                }
            })
            .collect();
        let mut search = Search::on(geometry, &puzzle, parts, 1, false);
        for (cell, token) in cells.iter().enumerate() {
            if token.len() == 1 {
                continue;
            }
            let listed = read(token).iter().fold(0u32, |m, &d| m | 1 << d);
            let legal = search.mask(cell);
            assert_eq!(
                listed & !legal,
                0,
                "{token} at {}: a peer holds one",
                search.cell_name(cell)
            );
            search.eliminated[cell] = legal & !listed;
        }
        search
    }

    /// Every pattern of `technique` on the board as it stands that removes a candidate, in
    /// the order the rung tries them.
    pub fn patterns(&self, technique: Technique) -> Vec<Pattern> {
        let mut all = Vec::new();
        Marks::new(self).scan(technique, &mut |p| {
            all.push(p);
            false
        });
        all
    }

    /// The pattern the search's rung applies next on the board as it stands (at the
    /// fixpoint of singles): the first, in the order tried, that removes a candidate.
    pub fn first_pattern(&self) -> Option<Pattern> {
        if self.parts.deduce < Deduce::Locked {
            return None;
        }
        let marks = Marks::new(self);
        let mut first = None;
        Technique::ALL
            .iter()
            .filter(|t| t.rung() <= self.parts.deduce)
            .any(|&t| {
                marks.scan(t, &mut |p| {
                    first = Some(p);
                    true
                })
            });
        first
    }
}
