//! The oracle's search: a plain recursive backtracking search written from the definitions
//! of issue 41 and docs/strategies.md, sharing no code with the library. A board is 81
//! digits (0 for empty); a cell's legal digits are those its row, column and box do not
//! hold, recomputed whenever they are asked for.

/// The cells part: what a node branches on.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Pick {
    First,
    Mrv,
    Degree,
    Constraint,
}

/// The inference part: what is deduced between guesses.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Deduce {
    None,
    Fc,
    Naked,
    Singles,
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
    /// The 32 compositions without `random`.
    pub fn all() -> Vec<Parts> {
        let mut all = Vec::new();
        for pick in [Pick::First, Pick::Mrv, Pick::Degree, Pick::Constraint] {
            for lcv in [false, true] {
                for deduce in [Deduce::None, Deduce::Fc, Deduce::Naked, Deduce::Singles] {
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
        let deduce = ["none", "fc", "naked", "singles"][self.deduce as usize];
        format!("{pick}+{digits}+{deduce}")
    }
}

/// What the search counted, as `solve --format json` names it.
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

/// A unit: 0..9 rows, 9..18 columns, 18..27 boxes.
fn unit_cells(u: usize) -> [usize; 9] {
    let mut cells = [0; 9];
    for (k, slot) in cells.iter_mut().enumerate() {
        *slot = match u {
            0..9 => u * 9 + k,
            9..18 => k * 9 + (u - 9),
            _ => {
                let b = u - 18;
                (b / 3 * 3 + k / 3) * 9 + b % 3 * 3 + k % 3
            }
        };
    }
    cells
}

/// The units of a cell: its row, column and box, in that order.
fn units_of(cell: usize) -> [usize; 3] {
    let (r, c) = (cell / 9, cell % 9);
    [r, 9 + c, 18 + r / 3 * 3 + c / 3]
}

fn unit_name(u: usize) -> String {
    let kind = ["row", "column", "box"][u / 9];
    format!("{kind} {}", u % 9 + 1)
}

fn cell_name(cell: usize) -> String {
    format!("r{}c{}", cell / 9 + 1, cell % 9 + 1)
}

fn is_peer(a: usize, b: usize) -> bool {
    a != b && units_of(a).iter().zip(units_of(b)).any(|(x, y)| *x == y)
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

/// How a node's deduction ended.
enum Rounds {
    Fixpoint,
    Dead,
    Solved,
}

/// The search under way.
pub struct Search {
    board: [u8; 81],
    /// Per unit, bit `d` set when it holds digit `d`.
    held: [u16; 27],
    /// Each cell's 20 peers, in reading order.
    peers: Vec<Vec<usize>>,
    parts: Parts,
    cap: u64,
    /// The events as `trace` writes them, when asked for.
    pub lines: Option<Vec<String>>,
    /// Whether the lines are those of `trace --explain`.
    pub explain: bool,
    pub counts: Counts,
    /// The placements on the board now, beyond the givens.
    depth: u64,
    /// Per guess on the stack: the option being tried (1-based) and how many there are.
    levels: Vec<(u32, u32)>,
}

impl Search {
    pub fn new(puzzle: &str, parts: Parts, cap: u64, trace: bool) -> Search {
        let mut board = [0u8; 81];
        for (slot, ch) in board.iter_mut().zip(puzzle.chars()) {
            *slot = ch.to_digit(10).unwrap_or(0) as u8;
        }
        let mut search = Search {
            board: [0; 81],
            held: [0; 27],
            peers: (0..81)
                .map(|c| (0..81).filter(|&p| is_peer(p, c)).collect())
                .collect(),
            parts,
            cap,
            lines: trace.then(Vec::new),
            explain: false,
            counts: Counts {
                heat: vec![0; 81],
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

    fn set(&mut self, cell: usize, d: u8) {
        self.board[cell] = d;
        for u in units_of(cell) {
            self.held[u] |= 1 << d;
        }
    }

    fn clear(&mut self, cell: usize) {
        let d = self.board[cell];
        self.board[cell] = 0;
        for u in units_of(cell) {
            self.held[u] &= !(1 << d);
        }
    }

    /// Runs the whole search: to the cap's solution, or to `done`.
    pub fn run(mut self) -> Search {
        if !self.node() {
            self.event("done".into());
            self.counts.exhausted = true;
            self.counts.explored = 1.0;
        }
        self
    }

    fn event(&mut self, line: String) {
        self.counts.steps += 1;
        if let Some(lines) = &mut self.lines {
            lines.push(line);
        }
    }

    fn legal(&self, cell: usize, d: u8) -> bool {
        let [r, c, b] = units_of(cell);
        self.board[cell] == 0 && (self.held[r] | self.held[c] | self.held[b]) & 1 << d == 0
    }

    /// How many legal digits the empty `cell` has.
    fn count(&self, cell: usize) -> u32 {
        let [r, c, b] = units_of(cell);
        9 - ((self.held[r] | self.held[c] | self.held[b]) >> 1).count_ones()
    }

    fn legal_digits(&self, cell: usize) -> Vec<u8> {
        (1..=9).filter(|&d| self.legal(cell, d)).collect()
    }

    fn holds(&self, u: usize, d: u8) -> bool {
        self.held[u] & 1 << d != 0
    }

    /// The empty cells of unit `u` where `d` is legal.
    fn places(&self, u: usize, d: u8) -> Vec<usize> {
        unit_cells(u)
            .into_iter()
            .filter(|&c| self.legal(c, d))
            .collect()
    }

    fn empty_cells(&self) -> Vec<usize> {
        (0..81).filter(|&c| self.board[c] == 0).collect()
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
        self.clear(cell);
        self.depth -= 1;
        self.counts.undos += 1;
        self.event(format!("undo {} {d}", cell_name(cell)));
    }

    fn dead_end(&mut self, line: String) {
        self.counts.dead_ends += 1;
        self.event(line);
    }

    /// A full board: true when it is the last solution asked for.
    fn solution(&mut self) -> bool {
        self.counts.solution_count += 1;
        let n = self.counts.solution_count;
        self.counts
            .solutions
            .push(self.board.iter().map(|d| char::from(b'0' + d)).collect());
        self.event(format!("solution {n}"));
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
            // the forced digits, latest first
            while let Some(cell) = forced.pop() {
                self.undo(cell);
            }
        }
        stop
    }

    fn node_body(&mut self, forced: &mut Vec<usize>) -> bool {
        match self.parts.deduce {
            Deduce::Naked | Deduce::Singles => match self.rounds(forced) {
                Rounds::Dead => return false,
                Rounds::Solved => return self.solution(),
                Rounds::Fixpoint => {}
            },
            Deduce::None | Deduce::Fc => {
                if self.empty_cells().is_empty() {
                    return self.solution();
                }
            }
        }
        let branch = self.choose();
        let why = self.reason(&branch);
        let moves: Vec<(usize, u8)> = match branch {
            Branch::Cell(cell) => self
                .legal_digits(cell)
                .into_iter()
                .map(|d| (cell, d))
                .collect(),
            Branch::Unit(u, d) => self.places(u, d).into_iter().map(|c| (c, d)).collect(),
        };
        if moves.is_empty() {
            let line = match branch {
                Branch::Cell(cell) => self.dead_cell_line(cell),
                Branch::Unit(u, d) => format!("dead-end no place for {d} in {}", unit_name(u)),
            };
            self.dead_end(line);
            return false;
        }
        let costs: Vec<u32> = moves.iter().map(|&(c, d)| self.rules_out(c, d)).collect();
        let mut order: Vec<usize> = (0..moves.len()).collect();
        if self.parts.lcv {
            // fewest ruled out first, ties in ascending order
            order.sort_by_key(|&k| (costs[k], k));
        }
        let name = |(c, d): (usize, u8)| match branch {
            Branch::Cell(_) => d.to_string(),
            Branch::Unit(..) => cell_name(c),
        };
        let options = Options {
            moves: order.iter().map(|&k| moves[k]).collect(),
            names: order.iter().map(|&k| name(moves[k])).collect(),
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
                format!("fewest candidates: {} has {fewest}", cell_name(cell))
            }
            (_, &Branch::Cell(cell)) => format!(
                "constraint: {} has {}, the fewest options",
                cell_name(cell),
                plural(fewest, "candidate")
            ),
            (_, &Branch::Unit(u, d)) => format!(
                "constraint: {d} has {} in {}, the fewest options",
                plural(self.places(u, d).len(), "place"),
                unit_name(u)
            ),
        }
    }

    /// The line of a dead end at `cell`, an empty cell with no legal digit.
    fn dead_cell_line(&self, cell: usize) -> String {
        let said = if self.explain { " no candidate" } else { "" };
        format!("dead-end {}{said}", cell_name(cell))
    }

    /// The `place` line of option `k`: with `--explain`, its place among the options, why
    /// the search branched there, and (`lcv`) what each option rules out.
    fn place_line(&self, options: &Options, k: usize) -> String {
        let (cell, d) = options.moves[k];
        let mut line = format!("place {} {d}", cell_name(cell));
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
            let line = self.place_line(options, k);
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
                let mut line = self.dead_cell_line(p);
                if self.explain {
                    let (at, p) = (cell_name(cell), cell_name(p));
                    line += &format!("; forward check: {d} at {at} leaves {p} no candidate");
                }
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
                for u in 0..27 {
                    for d in 1..=9 {
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

    fn force(&mut self, cell: usize, d: u8, why: String, forced: &mut Vec<usize>) {
        self.place(
            cell,
            d,
            format!("force {} {d} {why}", cell_name(cell)),
            true,
        );
        forced.push(cell);
    }

    /// The rounds of `propagate` (`naked`: their step 1 alone), each forced digit an event.
    fn rounds(&mut self, forced: &mut Vec<usize>) -> Rounds {
        loop {
            // step 1: a dead cell, a full board, or every naked single
            if let Some(cell) = self.first_dead() {
                self.dead_end(self.dead_cell_line(cell));
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
                            self.dead_end(self.dead_cell_line(dead));
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
            for d in 1..=9u8 {
                if let Some(u) =
                    (0..27).find(|&u| !self.holds(u, d) && self.places(u, d).is_empty())
                {
                    self.dead_end(format!("dead-end no place for {d} in {}", unit_name(u)));
                    return Rounds::Dead;
                }
                let alone: Vec<usize> = (0..81)
                    .filter(|&c| {
                        self.legal(c, d) && units_of(c).iter().any(|&u| self.places(u, d) == [c])
                    })
                    .collect();
                for cell in alone {
                    if !self.legal(cell, d) {
                        let u = *units_of(cell)
                            .iter()
                            .find(|&&u| !self.holds(u, d) && self.places(u, d).is_empty())
                            .unwrap();
                        self.dead_end(format!("dead-end no place for {d} in {}", unit_name(u)));
                        return Rounds::Dead;
                    }
                    let u = *units_of(cell)
                        .iter()
                        .find(|&&u| self.places(u, d) == [cell])
                        .unwrap();
                    let why = format!("hidden single in {}", unit_name(u));
                    self.force(cell, d, why, forced);
                    placed = true;
                }
            }
            if !placed {
                return Rounds::Fixpoint;
            }
        }
    }
}
