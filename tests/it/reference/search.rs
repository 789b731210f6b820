//! The oracle's search: a plain recursive backtracking search written from the definitions
//! of issue 41 and docs/strategies.md, sharing no code with the library. A board is N²
//! digits (0 for empty) on a [`Geometry`] of any of issue 38's shapes; a cell's legal
//! digits are those its row, column and box do not hold, less the candidates eliminated by
//! issue 50's patterns (tests/it/reference/techniques.rs) under `locked` and above,
//! recomputed whenever they are asked for.

#[path = "geometry.rs"]
mod geometry;

#[path = "techniques.rs"]
mod techniques;

pub use geometry::{Geometry, digit_char};
pub use techniques::{Pattern, Technique};

/// The cells part: what a node branches on.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Pick {
    First,
    Mrv,
    Degree,
    Constraint,
}

/// The inference part: what is deduced between guesses. From `singles` on it is issue 50's
/// ladder, each rung including the ones before it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Deduce {
    None,
    Fc,
    Naked,
    Singles,
    Locked,
    Subsets,
    Fish,
    Wings,
}

impl Deduce {
    /// Every inference part, in the order `spelled` numbers them.
    pub const ALL: [Deduce; 8] = [
        Deduce::None,
        Deduce::Fc,
        Deduce::Naked,
        Deduce::Singles,
        Deduce::Locked,
        Deduce::Subsets,
        Deduce::Fish,
        Deduce::Wings,
    ];

    /// Issue 50's four rungs, which eliminate candidates.
    pub const TECHNIQUES: [Deduce; 4] =
        [Deduce::Locked, Deduce::Subsets, Deduce::Fish, Deduce::Wings];

    /// The name `--strategy` takes.
    pub fn name(self) -> &'static str {
        [
            "none", "fc", "naked", "singles", "locked", "subsets", "fish", "wings",
        ][self as usize]
    }
}

/// A composition without `random`: cells, whether digits go by least constraining value,
/// and the inference.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Parts {
    pub pick: Pick,
    pub lcv: bool,
    pub deduce: Deduce,
}

impl Parts {
    /// The 32 compositions without `random` and without issue 50's rungs.
    pub fn all() -> Vec<Parts> {
        Parts::with(&Deduce::ALL[..4])
    }

    /// The 32 compositions of issue 50's rungs without `random`: `first+locked` to
    /// `constraint+lcv+wings`.
    pub fn ladder() -> Vec<Parts> {
        Parts::with(&Deduce::TECHNIQUES)
    }

    /// The compositions without `random` whose inference is one of `deduces`: cells, then
    /// digits, then inference, each in its order.
    pub fn with(deduces: &[Deduce]) -> Vec<Parts> {
        let mut all = Vec::new();
        for pick in [Pick::First, Pick::Mrv, Pick::Degree, Pick::Constraint] {
            for lcv in [false, true] {
                for &deduce in deduces {
                    all.push(Parts { pick, lcv, deduce });
                }
            }
        }
        all
    }

    /// The name `--strategy` takes, written out in full (every part named).
    pub fn spelled(self) -> String {
        let pick = ["first", "mrv", "degree", "constraint"][self.pick as usize];
        let digits = if self.lcv { "lcv" } else { "up" };
        format!("{pick}+{digits}+{}", self.deduce.name())
    }
}

/// What the search counted, as `solve --format json` names it.
///
/// Issue 50's `eliminate` and `restore` steps count in `steps` (one each, as each is one
/// trace line) and in nothing else: they place and undo no digit (`placements`, `guesses`,
/// `forced`, `undos`, `heat` and `max_depth` stay as they are), they are no dead end (a
/// contradiction they lead to is the next round's `dead-end` line, counted there), and
/// they do not change `explored`, which reads the guesses on the stack alone.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Counts {
    pub steps: u64,
    pub placements: u64,
    pub guesses: u64,
    pub forced: u64,
    pub undos: u64,
    pub dead_ends: u64,
    pub max_depth: u64,
    pub solution_count: u64,
    pub solutions: Vec<String>,
    pub heat: Vec<u64>,
    pub explored: f64,
    pub exhausted: bool,
}

/// What a node branches on.
enum Branch {
    Cell(usize),
    Unit(usize, u8),
}

/// A branch's options in the order tried: the cell and digit each places, its name in
/// `try K of N (…)` (a digit, or a unit's cell), what it rules out, and why the search
/// branched there.
struct Options {
    moves: Vec<(usize, u8)>,
    names: Vec<String>,
    costs: Vec<u32>,
    why: String,
}

/// What a node deduced, to be taken back when the search backtracks past it.
enum Taken {
    /// A forced digit, at this cell.
    Digit(usize),
    /// A pattern's eliminations.
    Removed(Pattern),
}

/// Looks at each pattern before its eliminations are made (`Search::watch`).
pub type Watch = Box<dyn FnMut(&Search, &Pattern)>;

/// How a node's deduction ended.
enum Rounds {
    Fixpoint,
    Dead,
    Solved,
}

/// The search under way.
pub struct Search {
    geometry: Geometry,
    board: Vec<u8>,
    /// Per unit, bit `d` set when it holds digit `d`.
    held: Vec<u32>,
    /// Each cell's peers (20 at 9×9), in reading order.
    peers: Vec<Vec<usize>>,
    /// Each cell's row, column and box, and each unit's cells: the geometry's, looked up
    /// once.
    units_of: Vec<[usize; 3]>,
    unit_cells: Vec<Vec<usize>>,
    /// Per cell, bit `d` set when a pattern eliminated `d` there (issue 50's rungs).
    eliminated: Vec<u32>,
    parts: Parts,
    cap: u64,
    /// The events as `trace` writes them, when asked for.
    pub lines: Option<Vec<String>>,
    /// Whether the lines are those of `trace --explain`.
    pub explain: bool,
    /// Whether each solution is kept in `counts.solutions` (a count of millions keeps none).
    pub keep_solutions: bool,
    /// Called with each pattern, on the board as it stands, before its eliminations.
    pub watch: Option<Watch>,
    pub counts: Counts,
    /// The placements on the board now, beyond the givens.
    depth: u64,
    /// Per guess on the stack: the option being tried (1-based) and how many there are.
    levels: Vec<(u32, u32)>,
}

impl Search {
    /// A search of `puzzle` on the default shape of its count of characters (81: 9×9).
    pub fn new(puzzle: &str, parts: Parts, cap: u64, trace: bool) -> Search {
        let geometry = Geometry::of_cells(puzzle.chars().count());
        Search::on(geometry, puzzle, parts, cap, trace)
    }

    /// A search of `puzzle` on `geometry`, to `cap` solutions, writing its events as lines
    /// with `trace`.
    pub fn on(geometry: Geometry, puzzle: &str, parts: Parts, cap: u64, trace: bool) -> Search {
        let board = geometry.read(puzzle);
        let cells = geometry.cells();
        let mut search = Search {
            geometry,
            board: vec![0; cells],
            held: vec![0; geometry.units()],
            peers: (0..cells)
                .map(|c| (0..cells).filter(|&p| geometry.is_peer(p, c)).collect())
                .collect(),
            units_of: (0..cells).map(|c| geometry.units_of(c)).collect(),
            unit_cells: (0..geometry.units())
                .map(|u| geometry.unit_cells(u))
                .collect(),
            eliminated: vec![0; cells],
            parts,
            cap,
            lines: trace.then(Vec::new),
            explain: false,
            keep_solutions: true,
            watch: None,
            counts: Counts {
                heat: vec![0; cells],
                ..Counts::default()
            },
            depth: 0,
            levels: Vec::new(),
        };
        for (cell, &d) in board.iter().enumerate() {
            if d != 0 {
                search.set(cell, d);
            }
        }
        search
    }

    /// A search of a pencil-mark puzzle (a Sukaku line, docs/formats.md): 729 characters,
    /// nine a cell in reading order, the digit `d` as the `d`th character of its cell where
    /// it is a candidate, `.` or `0` where it is not. No cell is a given: one with a single
    /// candidate is an empty cell with one legal digit, for the rounds to force.
    ///
    /// The digits not written are eliminations the search starts with. Backtracking keeps
    /// them: a `restore` gives back only what its pattern removed, and a pattern removes
    /// only legal digits, never one of these.
    pub fn sukaku(line: &str, parts: Parts, cap: u64, trace: bool) -> Search {
        let written: Vec<char> = line.chars().collect();
        assert_eq!(written.len(), 729, "a Sukaku line: {line}");
        let mut search = Search::new(&".".repeat(81), parts, cap, trace);
        for (cell, marks) in written.chunks(9).enumerate() {
            for (k, &ch) in marks.iter().enumerate() {
                let d = k as u32 + 1;
                match ch {
                    '.' | '0' => search.eliminated[cell] |= 1 << d,
                    _ => assert_eq!(ch.to_digit(10), Some(d), "{ch} in cell {cell}: {line}"),
                }
            }
        }
        search
    }

    fn set(&mut self, cell: usize, d: u8) {
        self.board[cell] = d;
        for u in self.units_of[cell] {
            self.held[u] |= 1 << d;
        }
    }

    fn clear(&mut self, cell: usize) {
        let d = self.board[cell];
        self.board[cell] = 0;
        for u in self.units_of[cell] {
            self.held[u] &= !(1 << d);
        }
    }

    /// Runs the whole search: to the cap's solution, or to `done`.
    pub fn run(mut self) -> Search {
        if !self.node() {
            let line = self.said(|_| "done".into());
            self.event(line);
            self.counts.exhausted = true;
            self.counts.explored = 1.0;
        }
        self
    }

    /// The line `write` makes, when the events are written (the search counts millions of
    /// events without writing any).
    fn said(&self, write: impl FnOnce(&Search) -> String) -> String {
        match self.lines {
            Some(_) => write(self),
            None => String::new(),
        }
    }

    fn cell_name(&self, cell: usize) -> String {
        self.geometry.cell_name(cell)
    }

    fn unit_name(&self, u: usize) -> String {
        self.geometry.unit_name(u)
    }

    fn event(&mut self, line: String) {
        self.counts.steps += 1;
        if let Some(lines) = &mut self.lines {
            lines.push(line);
        }
    }

    /// The candidates of `cell`, bit `d` for digit `d`: none when it holds a digit,
    /// otherwise the digits its row, column and box do not hold and no pattern eliminated.
    fn mask(&self, cell: usize) -> u32 {
        if self.board[cell] != 0 {
            return 0;
        }
        let [r, c, b] = self.units_of[cell];
        let every = (1u32 << (self.geometry.side + 1)) - 2;
        every & !(self.held[r] | self.held[c] | self.held[b]) & !self.eliminated[cell]
    }

    fn legal(&self, cell: usize, d: u8) -> bool {
        self.mask(cell) & 1 << d != 0
    }

    /// How many legal digits the empty `cell` has.
    fn count(&self, cell: usize) -> u32 {
        self.mask(cell).count_ones()
    }

    /// The digits of the board, `1..=N`.
    fn digits(&self) -> std::ops::RangeInclusive<u8> {
        1..=self.geometry.side as u8
    }

    fn legal_digits(&self, cell: usize) -> Vec<u8> {
        self.digits().filter(|&d| self.legal(cell, d)).collect()
    }

    fn holds(&self, u: usize, d: u8) -> bool {
        self.held[u] & 1 << d != 0
    }

    /// The empty cells of unit `u` where `d` is legal.
    fn places(&self, u: usize, d: u8) -> Vec<usize> {
        self.unit_cells[u]
            .iter()
            .copied()
            .filter(|&c| self.legal(c, d))
            .collect()
    }

    fn empty_cells(&self) -> Vec<usize> {
        (0..self.board.len())
            .filter(|&c| self.board[c] == 0)
            .collect()
    }

    fn place(&mut self, cell: usize, d: u8, line: String, forced: bool) {
        self.set(cell, d);
        self.depth += 1;
        self.counts.max_depth = self.counts.max_depth.max(self.depth);
        self.counts.placements += 1;
        self.counts.heat[cell] += 1;
        if forced {
            self.counts.forced += 1;
        } else {
            self.counts.guesses += 1;
        }
        self.event(line);
    }

    fn undo(&mut self, cell: usize) {
        let d = self.board[cell];
        let line = self.said(|s| format!("undo {} {}", s.cell_name(cell), digit_char(d)));
        self.clear(cell);
        self.depth -= 1;
        self.counts.undos += 1;
        self.event(line);
    }

    fn dead_end(&mut self, line: String) {
        self.counts.dead_ends += 1;
        self.event(line);
    }

    /// A full board: true when it is the last solution asked for.
    fn solution(&mut self) -> bool {
        self.counts.solution_count += 1;
        let n = self.counts.solution_count;
        if self.keep_solutions {
            let solution = self.board.iter().map(|&d| digit_char(d)).collect();
            self.counts.solutions.push(solution);
        }
        let line = self.said(|_| format!("solution {n}"));
        self.event(line);
        if n < self.cap {
            return false;
        }
        // Knuth's estimate from the stack: the options finished at each level
        let (mut product, mut explored) = (1.0f64, 0.0f64);
        for &(tried, width) in &self.levels {
            product *= f64::from(width.max(1));
            explored += f64::from(tried - 1) / product;
        }
        self.counts.explored = explored.min(1.0);
        true
    }

    /// One node, entered after a guess or at the start: deduce, or branch. True when the
    /// search is to stop (the last solution asked for was found).
    fn node(&mut self) -> bool {
        let mut forced = Vec::new();
        let stop = self.node_body(&mut forced);
        if !stop {
            // the forced digits and the eliminations, latest first
            while let Some(taken) = forced.pop() {
                match taken {
                    Taken::Digit(cell) => self.undo(cell),
                    Taken::Removed(pattern) => self.restore(&pattern),
                }
            }
        }
        stop
    }

    fn node_body(&mut self, forced: &mut Vec<Taken>) -> bool {
        match self.parts.deduce {
            Deduce::None | Deduce::Fc => {
                if self.empty_cells().is_empty() {
                    return self.solution();
                }
            }
            _ => match self.rounds(forced) {
                Rounds::Dead => return false,
                Rounds::Solved => return self.solution(),
                Rounds::Fixpoint => {}
            },
        }
        let branch = self.choose();
        // the words of `--explain`, made only when they are written
        let wordy = self.explain && self.lines.is_some();
        let why = if wordy {
            self.reason(&branch)
        } else {
            String::new()
        };
        let moves: Vec<(usize, u8)> = match branch {
            Branch::Cell(cell) => self
                .legal_digits(cell)
                .into_iter()
                .map(|d| (cell, d))
                .collect(),
            Branch::Unit(u, d) => self.places(u, d).into_iter().map(|c| (c, d)).collect(),
        };
        if moves.is_empty() {
            let line = self.said(|s| match branch {
                Branch::Cell(cell) => s.dead_cell_line(cell),
                Branch::Unit(u, d) => s.no_place_line(d, u),
            });
            self.dead_end(line);
            return false;
        }
        // what each option rules out: its order with `lcv`, and its words there
        let costs: Vec<u32> = match self.parts.lcv {
            true => moves.iter().map(|&(c, d)| self.rules_out(c, d)).collect(),
            false => vec![0; moves.len()],
        };
        let mut order: Vec<usize> = (0..moves.len()).collect();
        if self.parts.lcv {
            // fewest ruled out first, ties in ascending order
            order.sort_by_key(|&k| (costs[k], k));
        }
        let name = |(c, d): (usize, u8)| match branch {
            Branch::Cell(_) => digit_char(d).to_string(),
            Branch::Unit(..) => self.cell_name(c),
        };
        let options = Options {
            moves: order.iter().map(|&k| moves[k]).collect(),
            names: match wordy {
                true => order.iter().map(|&k| name(moves[k])).collect(),
                false => Vec::new(),
            },
            costs: order.iter().map(|&k| costs[k]).collect(),
            why,
        };
        self.try_all(&options)
    }

    /// Why the search branches on `branch`, as `trace --explain` says it after `; `.
    fn reason(&self, branch: &Branch) -> String {
        let plural = |n: usize, word: &str| format!("{n} {word}{}", if n == 1 { "" } else { "s" });
        let empty = self.empty_cells();
        let fewest = empty.iter().map(|&c| self.count(c)).min().unwrap() as usize;
        let tied = empty
            .iter()
            .filter(|&&c| self.count(c) as usize == fewest)
            .count();
        match (self.parts.pick, branch) {
            (Pick::First, _) => "first empty cell".into(),
            (Pick::Degree, &Branch::Cell(cell)) if tied > 1 => {
                let peers = self.peers[cell]
                    .iter()
                    .filter(|&&p| self.board[p] == 0)
                    .count();
                format!(
                    "degree: {}, tie broken by {} empty {}",
                    plural(fewest, "candidate"),
                    peers,
                    if peers == 1 { "peer" } else { "peers" }
                )
            }
            (Pick::Mrv | Pick::Degree, &Branch::Cell(cell)) => {
                format!("fewest candidates: {} has {fewest}", self.cell_name(cell))
            }
            (_, &Branch::Cell(cell)) => format!(
                "constraint: {} has {}, the fewest options",
                self.cell_name(cell),
                plural(fewest, "candidate")
            ),
            (_, &Branch::Unit(u, d)) => format!(
                "constraint: {} has {} in {}, the fewest options",
                digit_char(d),
                plural(self.places(u, d).len(), "place"),
                self.unit_name(u)
            ),
        }
    }

    /// The line of a dead end at `cell`, an empty cell with no legal digit.
    fn dead_cell_line(&self, cell: usize) -> String {
        let said = if self.explain { " no candidate" } else { "" };
        format!("dead-end {}{said}", self.cell_name(cell))
    }

    /// The line of a dead end where unit `u` has no place for `d`.
    fn no_place_line(&self, d: u8, u: usize) -> String {
        format!(
            "dead-end no place for {} in {}",
            digit_char(d),
            self.unit_name(u)
        )
    }

    /// The `place` line of option `k`: with `--explain`, its place among the options, why
    /// the search branched there, and (`lcv`) what each option rules out.
    fn place_line(&self, options: &Options, k: usize) -> String {
        let (cell, d) = options.moves[k];
        let mut line = format!("place {} {}", self.cell_name(cell), digit_char(d));
        if !self.explain {
            return line;
        }
        let n = options.moves.len();
        line += &format!(
            " try {} of {n} ({}); {}",
            k + 1,
            options.names.join(" "),
            options.why
        );
        if self.parts.lcv {
            let cost = options.costs[k];
            let s = if cost == 1 { "" } else { "s" };
            line += &format!(
                "; lcv: {} rules out {cost} peer candidate{s}",
                options.names[k]
            );
            let others: Vec<String> = (0..n)
                .filter(|&j| j != k)
                .map(|j| format!("{}: {}", options.names[j], options.costs[j]))
                .collect();
            if !others.is_empty() {
                line += &format!(" ({})", others.join(", "));
            }
        }
        line
    }

    /// The guesses of a branch in order, each followed by forward checking (with `fc`) and
    /// the node below it.
    fn try_all(&mut self, options: &Options) -> bool {
        self.levels.push((0, options.moves.len() as u32));
        for (k, &(cell, d)) in options.moves.iter().enumerate() {
            self.levels.last_mut().unwrap().0 = k as u32 + 1;
            let line = self.said(|s| s.place_line(options, k));
            self.place(cell, d, line, false);
            let wiped = (self.parts.deduce == Deduce::Fc)
                .then(|| {
                    self.peers[cell]
                        .iter()
                        .copied()
                        .find(|&p| self.board[p] == 0 && self.count(p) == 0)
                })
                .flatten();
            if let Some(p) = wiped {
                let line = self.said(|s| {
                    let mut line = s.dead_cell_line(p);
                    if s.explain {
                        let (at, p) = (s.cell_name(cell), s.cell_name(p));
                        let d = digit_char(d);
                        line += &format!("; forward check: {d} at {at} leaves {p} no candidate");
                    }
                    line
                });
                self.dead_end(line);
            } else if self.node() {
                return true;
            }
            self.undo(cell);
        }
        self.levels.pop();
        false
    }

    /// Least constraining value: the empty peers of `cell` with `d` among their legal digits.
    fn rules_out(&self, cell: usize, d: u8) -> u32 {
        self.peers[cell]
            .iter()
            .filter(|&&p| self.legal(p, d))
            .count() as u32
    }

    fn choose(&self) -> Branch {
        let empty = self.empty_cells();
        let count = |c: usize| self.count(c) as usize;
        let fewest = empty.iter().map(|&c| count(c)).min().unwrap();
        let tied: Vec<usize> = empty
            .iter()
            .copied()
            .filter(|&c| count(c) == fewest)
            .collect();
        match self.parts.pick {
            Pick::First => Branch::Cell(empty[0]),
            Pick::Mrv => Branch::Cell(tied[0]),
            Pick::Degree => {
                let peers = |c: usize| {
                    self.peers[c]
                        .iter()
                        .filter(|&&p| self.board[p] == 0)
                        .count()
                };
                let most = tied.iter().map(|&c| peers(c)).max().unwrap();
                Branch::Cell(*tied.iter().find(|&&c| peers(c) == most).unwrap())
            }
            Pick::Constraint => {
                // a cell first on ties: a unit wins only with strictly fewer options
                let mut best = (fewest, Branch::Cell(tied[0]));
                for u in 0..self.geometry.units() {
                    for d in self.digits() {
                        if self.holds(u, d) {
                            continue;
                        }
                        let n = self.places(u, d).len();
                        if n < best.0 {
                            best = (n, Branch::Unit(u, d));
                        }
                    }
                }
                best.1
            }
        }
    }

    fn first_dead(&self) -> Option<usize> {
        self.empty_cells().into_iter().find(|&c| self.count(c) == 0)
    }

    fn force(&mut self, cell: usize, d: u8, why: String, forced: &mut Vec<Taken>) {
        let line = self.said(|s| format!("force {} {} {why}", s.cell_name(cell), digit_char(d)));
        self.place(cell, d, line, true);
        forced.push(Taken::Digit(cell));
    }

    /// One `eliminate` step: the pattern's removals, kept to be restored.
    fn eliminate(&mut self, pattern: Pattern, forced: &mut Vec<Taken>) {
        if let Some(mut watch) = self.watch.take() {
            watch(self, &pattern);
            self.watch = Some(watch);
        }
        for &(cell, d) in &pattern.removed {
            debug_assert!(self.legal(cell, d));
            self.eliminated[cell] |= 1 << d;
        }
        self.event(self.said(|_| pattern.line.clone()));
        forced.push(Taken::Removed(pattern));
    }

    /// One `restore` step: a pattern's removals given back.
    fn restore(&mut self, pattern: &Pattern) {
        for &(cell, d) in &pattern.removed {
            self.eliminated[cell] &= !(1 << d);
        }
        self.event(self.said(|_| pattern.restore.clone()));
    }

    /// The rounds of `propagate` (`naked`: their step 1 alone), each forced digit an event;
    /// from `locked` on, at the fixpoint of singles, the first pattern of the rung (one
    /// `eliminate` step) and the rounds again from step 1.
    fn rounds(&mut self, forced: &mut Vec<Taken>) -> Rounds {
        loop {
            // step 1: a dead cell, a full board, or every naked single
            if let Some(cell) = self.first_dead() {
                self.dead_end(self.said(|s| s.dead_cell_line(cell)));
                return Rounds::Dead;
            }
            let empty = self.empty_cells();
            if empty.is_empty() {
                return Rounds::Solved;
            }
            let singles: Vec<usize> = empty
                .into_iter()
                .filter(|&c| self.legal_digits(c).len() == 1)
                .collect();
            if !singles.is_empty() {
                for cell in singles {
                    // an earlier digit of the batch may have taken this one's
                    match self.legal_digits(cell).first() {
                        Some(&d) => self.force(cell, d, "naked single".into(), forced),
                        None => {
                            let dead = self.first_dead().unwrap();
                            self.dead_end(self.said(|s| s.dead_cell_line(dead)));
                            return Rounds::Dead;
                        }
                    }
                }
                continue;
            }
            if self.parts.deduce == Deduce::Naked {
                return Rounds::Fixpoint;
            }
            // step 2: each digit in turn, a unit without a place for it, or its hidden singles
            let mut placed = false;
            for d in self.digits() {
                if let Some(u) = (0..self.geometry.units())
                    .find(|&u| !self.holds(u, d) && self.places(u, d).is_empty())
                {
                    self.dead_end(self.said(|s| s.no_place_line(d, u)));
                    return Rounds::Dead;
                }
                let alone: Vec<usize> = (0..self.board.len())
                    .filter(|&c| {
                        self.legal(c, d)
                            && self.units_of[c].iter().any(|&u| self.places(u, d) == [c])
                    })
                    .collect();
                for cell in alone {
                    if !self.legal(cell, d) {
                        let u = *self.units_of[cell]
                            .iter()
                            .find(|&&u| !self.holds(u, d) && self.places(u, d).is_empty())
                            .unwrap();
                        self.dead_end(self.said(|s| s.no_place_line(d, u)));
                        return Rounds::Dead;
                    }
                    let u = *self.units_of[cell]
                        .iter()
                        .find(|&&u| self.places(u, d) == [cell])
                        .unwrap();
                    let why = format!("hidden single in {}", self.unit_name(u));
                    self.force(cell, d, why, forced);
                    placed = true;
                }
            }
            if placed {
                continue;
            }
            match self.first_pattern() {
                Some(pattern) => self.eliminate(pattern, forced),
                None => return Rounds::Fixpoint,
            }
        }
    }
}
