//! The texts each `--help` ends with: examples, what the formats print, and the exit
//! statuses (a test holds these to the README's exit table and to real runs).

pub const MAIN_EXAMPLES: &str = "\
Examples:
  stepdoku                                   watch the bundled puzzles being solved
  stepdoku --index 7                         the 7th bundled puzzle
  stepdoku puzzles/norvig_top95.txt --index 3 --strategy mrv
  stepdoku puzzles/norvig_top95.txt --index 41 --delay 0 --paused
  stepdoku solve puzzles/norvig_top95.txt    solve every puzzle in a file
  stepdoku trace puzzles/norvig_hardest11.txt --limit 20
  stepdoku check puzzles/norvig_top95.txt    clue counts, conflicts, uniqueness
  stepdoku generate --count 10 --difficulty hard   ten new hard puzzles
  stepdoku race puzzles/norvig_top95.txt --index 41   the strategies side by side
  stepdoku tree puzzles/norvig_top95.txt --index 41   which guesses the steps went to
  stepdoku estimate puzzles/norvig_top95.txt --index 41   how big its search is, unrun
  stepdoku record -o demo.cast               an asciicast of the search, for a blog
  stepdoku puzzles/variants/killer.txt --strategy propagate   a killer: cages with sums

FILE may be - for standard input; without FILE, --index picks from the bundled puzzles. \
solve and check answer with --strategy propagate unless told otherwise; the visualizer, \
trace, tree, estimate, race and record show row-major. Steps agree between commands that name the \
same strategy.

Variants: directive lines after a puzzle's cells give it other units or cages \
(`diagonals: both`, `regions: 111222333...`, `extra: r2c2,r2c3,...` or `extra: windoku`, \
`cage 10: r1c1,r1c2`); every command and the visualizer search on them (docs/formats.md). \
f-puzzles JSON files and https://f-puzzles.com/?load=... links (a line of a file, or \
--puzzle) are read with their variants.

Exit status: 0 success; 1 `check` found a puzzle without a unique solution (or with a \
solution other than the file's), or a failure that is not the input's fault (no terminal \
for the visualizer, a failed write); 2 bad input or bad usage; 130 a command stopped by \
Ctrl-C.";

pub const SOLVE_EXAMPLES: &str = "\
Formats:
  grid   a header per puzzle, then each solution as a 9-line grid
  line   one line per puzzle: its first solution as 81 digits (with --all or
         --max-solutions N: every solution found, one per line)
  count  one line per puzzle: the number of solutions found
  json   one JSON object per puzzle per line: the solutions and the search counters
         (with --all or --max-solutions N: each solution as found, {\"solution\": \"…\"} on
         a line, then the puzzle's object without its solutions)
  fpuzzles  one f-puzzles JSON object per puzzle per line: the givens given, the
         solution's other digits as values that are not (it reads back as the puzzle)
  link   the same object as a https://f-puzzles.com/?load=... link
A puzzle without a solution is `unsolvable`; a search stopped by Ctrl-C before it found one \
is `interrupted` (a count then ends in +); a puzzle whose givens conflict, or that cannot \
be read, is `invalid` (in json an object with an `error`). So in count, json, and line, fpuzzles and link for one solution, \
output line N is puzzle N.

FILE is read as it is solved, in any size (a CSV table of a million puzzles too), and a \
progress line on standard error (at a terminal) says how far it got. The solution printed \
is the search's first; check holds it to a CSV table's solution column.

Examples:
  stepdoku solve puzzles/norvig_top95.txt
  stepdoku solve puzzles/norvig_top95.txt --index 41 --strategy mrv --format json
  stepdoku solve puzzles/magictour_top1465.txt --format line
  stepdoku solve puzzles/fpuzzles/jigsaw.json --format link
  stepdoku solve puzzles/tdoku_test_puzzles_with_counts.txt --all --format count
  stepdoku solve puzzles/norvig_hardest11.txt --strategy random --seed 42
  cat puzzles/seeds/python_line.txt | stepdoku solve -

Exit status: 0 success; 1 a failure that is not the input's fault; 2 bad input or bad \
usage, or a puzzle whose givens conflict or that cannot be read (named on standard \
error, the others still solved); 130 stopped by Ctrl-C after printing what was found.";

pub const TRACE_EXAMPLES: &str = "\
Examples:
  stepdoku trace puzzles/norvig_hardest11.txt --limit 20
  stepdoku trace puzzles/norvig_top95.txt --index 41 --from 1000000 --limit 10
  stepdoku trace puzzles/norvig_hardest11.txt --strategy mrv | grep -c dead-end

Each line is one step: place r1c3 4, undo r1c3 4, dead-end r2c5, solution 1, and done when \
the search ran out of branches (a search that stops at a solution ends with that line).

Exit status: 0 success; 1 a failure that is not the input's fault; 2 bad input or bad \
usage, or a puzzle whose givens conflict; 130 stopped by Ctrl-C (the lines printed are \
whole).";

pub const HINT_EXAMPLES: &str = "\
The next step a person would take on the board as it stands, as a line of trace: a force \
line when a single is open (the first the round of propagate would place), else the first \
eliminate line of the techniques ladder (locked candidates, subsets, fish, wings, in that \
order). A board no step of the ladder moves prints none: a guess is needed (exit status 0); \
a full one none: the board is full; one with an empty cell no digit fits, or a digit with no \
place in a unit, the dead-end line that says so.

With FILE, each puzzle's hint comes under its header, # puzzle 3 (line 7); --index N or \
--puzzle print the hint alone. --explain adds the step in words, indented by two spaces; \
--candidates adds the candidates of every cell, each cell as N characters (the digit d at \
place d, . where it is not a candidate, a filled cell its digit alone), | between boxes.

Examples:
  stepdoku hint --puzzle 85...24..72......9..4.........1.7..23.5...9...4...........8..7..17..........36.4.
  stepdoku hint puzzles/norvig_top95.txt --index 47 --explain
  stepdoku hint puzzles/norvig_easy50.txt --index 7 --candidates

Exit status: 0 success; 1 a failure that is not the input's fault; 2 bad input or bad \
usage, or a puzzle whose givens conflict (the others still get their hint); 130 stopped by \
Ctrl-C.";

pub const TREE_EXAMPLES: &str = "\
A guess is a place line of trace (a force line of propagate is a deduction, not a guess). \
Its subtree runs from that line through the undo of the same cell and digit, both included, \
or to the last step; its steps are the lines in that range and its step the number of the \
line that placed it (trace --from STEP-1 starts there). Outcome: refuted (taken back with no \
solution inside), solution (a solution inside), open (the search ended inside it).

Formats:
  text   an indented tree, one guess per line: cell=digit, its steps, their share of all
         the steps and its outcome; under a guess of the deepest level shown, how many
         guesses lie deeper (N more guesses)
  json   one object: {\"steps\":N,\"children\":[{\"cell\":\"r8c3\",\"digit\":4,\"step\":K,
         \"steps\":N,\"outcome\":\"refuted\",\"children\":[...]},...]}, children in the
         order the search tried them

Examples:
  stepdoku tree puzzles/norvig_hardest11.txt --strategy mrv --depth 2
  stepdoku tree puzzles/norvig_top95.txt --index 41 --depth 1
  stepdoku tree puzzles/norvig_hardest11.txt --index 3 --format json | jq .steps

Exit status: 0 success; 1 a failure that is not the input's fault; 2 bad input or bad \
usage, or a puzzle whose givens conflict; 130 stopped by Ctrl-C after printing the tree so \
far.";

pub const RACE_EXAMPLES: &str = "\
At a terminal, race opens the race view: a board per strategy, all at one step number, each \
ending at its first solution with its place. With --format, or when standard output is not a \
terminal, it races every puzzle of FILE (or the one --index picks) without a screen and \
prints the ranking: by steps to the first solution, with each strategy's ratio to the \
winner.

Examples:
  stepdoku race                                  the bundled \"85...24..\" puzzle
  stepdoku race puzzles/norvig_top95.txt --index 41 --delay 0
  stepdoku race puzzles/norvig_hardest11.txt --strategies mrv,propagate --format json
  stepdoku race puzzles/norvig_hardest11.txt --index 3 --format text

Exit status: 0 success; 1 a failure that is not the input's fault; 2 bad input or bad \
usage, or a puzzle whose givens conflict; 130 stopped by Ctrl-C (headless: the rankings \
printed are whole).";

pub const RECORD_EXAMPLES: &str = "\
Key scripts: steps separated by commas.
  play          play until the animation stops (a solution, the end)
  play 3s       play for three seconds
  solution      on to the first solution (End), unless there already; waits for the jump
  pause         pause
  wait 1s       let time pass (also 250ms)
  type 1200     type characters one by one (into the : prompt, say)
  b, left*5     press a key (five times): any character, or space, left, right, up, down,
                home, end, pgup, pgdn, enter, esc, backspace, delete, ctrl-c, ctrl-r, comma

Without --keys a recording plays 3 s, goes on to the solution and lingers on it 2 s, for
any strategy: 'play 3s, solution, wait 2s'. The recording runs on its own clock (25 frames a
second), so the same arguments give the same file on any machine; without --seed the random
strategy uses seed 1.

Examples:
  stepdoku record -o demo.cast
  stepdoku record puzzles/norvig_top95.txt --index 41 --delay 0 --max-seconds 10 -o top95.cast
  stepdoku record --keys 'play 2s, pause, b, b, left*5, n, wait 1s' --size 120x40 -o tour.cast
  stepdoku record --still screen.svg --keys 'play 1s' -o short.cast
  stepdoku record --gif slides.gif --size 80x24 --keys 'play 4s, solution, wait 3s'
  stepdoku record --still screen.png --keys 'play 1s' --gif short.gif

Exit status: 0 success; 1 a failure that is not the input's fault; 2 bad input or bad \
usage: a puzzle file that cannot be read, a bad key script, a --size too small for the \
board, an OUT that cannot be written (nothing is left half-written); 130 stopped by Ctrl-C \
(nothing is written).";

pub const COMPLETIONS_EXAMPLES: &str = "\
Examples:
  stepdoku completions bash > ~/.local/share/bash-completion/completions/stepdoku
  stepdoku completions zsh > ~/.zfunc/_stepdoku
  stepdoku completions fish > ~/.config/fish/completions/stepdoku.fish
  stepdoku completions powershell >> $PROFILE

Exit status: 0 success; 1 a failure that is not the input's fault (a failed write); 2 bad \
usage (an unknown shell).";

pub const CONFIG_EXAMPLES: &str = "\
Examples:
  stepdoku config path
  stepdoku config default > config.toml

Exit status: 0 success; 1 a failure that is not the input's fault (a failed write); 2 bad \
usage (an unknown subcommand), or no config directory and no STEPDOKU_CONFIG.";

pub const CHECK_EXAMPLES: &str = "\
Examples:
  stepdoku check puzzles/norvig_top95.txt
  stepdoku check puzzles/norvig_top95.txt --index 41
  stepdoku check - < puzzles/seeds/python_line.txt
  stepdoku check puzzles/norvig_top95.txt --format json
  stepdoku check puzzles/variants/killer.txt --format fpuzzles
  stepdoku check puzzles/samples/kaggle.csv  a CSV table with its solutions column

Each line: the puzzle, its clue count, and either its conflicting givens or whether it has \
a unique solution, several, or none (searched with propagate, as solve searches by \
default); a unique one is rated as `generate` rates: easy, medium, hard or expert, with the \
guesses `trace --strategy propagate` makes, then what it needs: the simplest level of the \
techniques ladder whose rules alone solve it (naked, singles, locked, subsets, fish, wings), \
or guess when none does. When the file gives the puzzle's solution (a \
CSV column named solutions or solution), a unique solution other than that one is said: \
differs from the file's solution.

Lines come out in input order for every --jobs; FILE is read as it is checked, in any size.

Exit status: 0 every puzzle has a unique solution; 1 some puzzle has none, several, or \
conflicting givens, or a solution other than the file's; 2 the file, or a puzzle in it, \
cannot be read (named on standard error, the others still checked), or bad usage; 130 \
stopped by Ctrl-C after printing the lines up to the first puzzle not yet checked.";

pub const ESTIMATE_EXAMPLES: &str = "\
A probe walks the search from its start to its first dead end or solution, taking one option \
of each guess at random and following the strategy everywhere else. Its value is 1 plus, for \
each node on its path, the node's own steps times the product of the option counts above \
it; the mean over the probes estimates the steps of the whole search (solve --all with no \
cap, done included) without bias (Knuth, 1975). The values are heavily skewed, so the \
interval (± 2 standard errors, never below the steps the probes saw) says how far to trust \
it. The same --probe-seed gives the same estimates.

Methods:
  stratified  (default) passes down the tree a depth at a time, each keeping one node of
              each kind (its depth, the cells filled on the way, its option count) with
              the weight of all the nodes of that kind, and stepping through every option
              of each kept node (Chen, 1992): unbiased like a probe, its values far less
              skewed, so the interval holds the truth on deep 12x12 and 16x16 searches
              where knuth's misses. --probes N counts the work of N knuth probes: the
              passes go on until they have stepped through a tenth of the nodes N probes
              would (a pass copies the search at each node), at most about their time
  knuth       each option of a guess equally likely, the probes independent: --probes
              counts these walks
  adaptive    each option in proportion to the steps earlier probes found below it (a
              tenth spread evenly), the value divided by the probability of the path
              taken: unbiased, but its interval holds the truth less often (its probes
              learn from each other); --probes counts its walks, each slower

Formats:
  text   one line per puzzle: the estimate, its interval, the probes taken and how many a
         second; with --exact the true steps and the ratio of the estimate to them
  json   one JSON object per puzzle per line: index, line, strategy, steps_estimate,
         standard_error, low, high, probes, probe_seed (a string), levels (the expected
         nodes at each depth in guesses), and with --exact steps and ratio
Estimates of 10^12 steps and more are in scientific form: ≈ 1.5e24 steps.

Examples:
  stepdoku estimate puzzles/norvig_top95.txt --index 41
  stepdoku estimate puzzles/norvig_hardest11.txt --strategy mrv --probe-seed 7
  stepdoku estimate puzzles/norvig_top95.txt --index 3 --strategy propagate --exact
  stepdoku estimate puzzles/norvig_hardest11.txt --format json | jq .steps_estimate

Exit status: 0 success; 1 a failure that is not the input's fault; 2 bad input or bad \
usage, or a puzzle whose givens conflict or that cannot be read (named on standard \
error, the others still estimated); 130 stopped by Ctrl-C after printing the estimates so \
far (the last from the probes taken before it).";
