//! The records of `solve` and `check`: FILE (or standard input) read as a stream, a window of
//! lines at a time as the work takes them, so that an input of any size is worked through in
//! bounded memory and in order; or the one `--puzzle`. Each record, good or bad, is numbered
//! as it comes in the input.

use super::args::PuzzleArg;
use super::input::{PUZZLE_NAME, hint_at_a_terminal, locate_error, name_of, unreadable};
use super::parallel::{self, Flow, Out, Sink};
use super::progress::{COUNTS, Ticker};
use super::{Failure, Status, interrupt, report};
use rayon::ThreadPool;
use std::io::{self, Read};
use std::path::Path;
use std::sync::Mutex;
use stepdoku::parse::{self, BadPuzzle, Entries, Entry, NoSuchPuzzle, ParseError};

/// Where the records come from.
enum Source {
    /// The `--puzzle` cells, read already.
    Given(Vec<Entry>),
    /// FILE or standard input, read as the work goes.
    Stream(Entries<Box<dyn Read + Send>>),
}

/// Why the records ended before the input did, or what its end found wrong.
enum End {
    /// The input cannot be read on (a NUL byte, a failed read, no puzzle at all): the
    /// message that names the place.
    Failed(String),
    /// `--index` names no record of the input.
    NoSuch(NoSuchPuzzle),
    /// Ctrl-C came while the input was still coming, after `given` records, before line
    /// `line`.
    Interrupted { given: usize, line: usize },
}

/// The records of one input, and the name messages use for it.
pub struct Records {
    name: String,
    source: Mutex<Option<Source>>,
    end: Mutex<Option<End>>,
}

impl Records {
    /// The records of a command's input: the `--puzzle` cells when given (named `<puzzle>`
    /// in messages; an unreadable string is one bad record), else FILE, opened now (a file
    /// that cannot be opened is a [`Failure::Input`] naming it) and read as the work goes.
    pub fn open(file: Option<&Path>, given: &PuzzleArg) -> Result<Records, Failure> {
        let forced = given.forced().map_err(Failure::Input)?;
        let (name, source) = match (given.puzzle.as_deref(), file) {
            (Some(cells), _) => {
                let entries = match parse::parse_argument(cells) {
                    Ok(puzzles) => puzzles
                        .into_iter()
                        .map(|p| parse::fitted(Ok(p), forced))
                        .collect(),
                    Err(error) => vec![Err(BadPuzzle {
                        index: 1,
                        line: 1,
                        label: None,
                        error,
                    })],
                };
                (PUZZLE_NAME.to_string(), Source::Given(entries))
            }
            (None, Some(file)) if file == Path::new("-") => {
                hint_at_a_terminal(file);
                let stdin: Box<dyn Read + Send> = Box::new(io::stdin());
                let entries = Entries::new(stdin).forced(forced).live();
                (name_of(file), Source::Stream(entries))
            }
            (None, Some(file)) => {
                let name = name_of(file);
                let opened = parse::open_stream(file)
                    .map_err(|err| Failure::Input(locate_error(&name, &err)))?;
                let reader: Box<dyn Read + Send> = Box::new(opened);
                (name, Source::Stream(Entries::new(reader).forced(forced)))
            }
            // clap requires one of them
            (None, None) => return Err(Failure::Input("no puzzle given".into())),
        };
        Ok(Records {
            name,
            source: Mutex::new(Some(source)),
            end: Mutex::new(None),
        })
    }

    /// The records in input order (only record `index`, when given), read on the threads of
    /// `pool` a window at a time. Whatever ends them early is told by [`Records::end`].
    pub fn feed<'a>(&'a self, index: Option<usize>, pool: &'a ThreadPool) -> Feed<'a> {
        let source = self.source.lock().ok().and_then(|mut s| s.take());
        let (stream, given_entries) = match source {
            Some(Source::Given(entries)) => (None, Some(entries)),
            Some(Source::Stream(stream)) => (Some(stream), None),
            None => (None, None),
        };
        Feed {
            records: self,
            stream,
            given_entries,
            index,
            pool,
            given: 0,
            done: false,
        }
    }

    /// Says on standard error what ended the records early, after the results: the status
    /// it gives the run (`Clean` when nothing did), or, when Ctrl-C came before any record,
    /// the [`Failure`] that nothing was searched.
    pub fn end(&self, flow: Flow) -> Result<Status, Failure> {
        let end = self.end.lock().ok().and_then(|mut end| end.take());
        match end {
            None => Ok(Status::Clean),
            Some(End::Failed(message)) => {
                report(message);
                Ok(Status::BadInput)
            }
            Some(End::NoSuch(e)) => {
                report(format_args!("{}: {e}", self.name));
                Ok(Status::BadInput)
            }
            Some(End::Interrupted { given: 0, .. }) => Err(Failure::Interrupted(format!(
                "interrupted while reading {}; nothing was searched",
                self.name
            ))),
            Some(End::Interrupted { line, .. }) => {
                if flow == Flow::Go {
                    report(format_args!(
                        "interrupted before {}; the results above are what was found",
                        self.at_line(line)
                    ));
                }
                Ok(Status::Interrupted)
            }
        }
    }

    /// Runs `work` on each record in input order (only record `index`, when given) on
    /// `threads` threads, writing what it writes to standard output in input order, with a
    /// progress line that counts the records `verb` (`checked 3 of 95`); then says what ended
    /// the records early ([`Records::end`]). Returns how the work ended and the status the
    /// records' end gives the run.
    pub fn run(
        &self,
        index: Option<usize>,
        threads: usize,
        verb: &'static str,
        work: impl Fn(&Entry, &mut dyn Out) -> io::Result<Flow> + Sync,
    ) -> Result<(Flow, Status), Failure> {
        let pool = parallel::pool(threads)?;
        let ticker = Ticker::start(move |elapsed| COUNTS.line(Some(verb), elapsed));
        let feed = self.feed(index, &pool);
        let flow = parallel::run(threads, feed, work, &mut Sink::stdout())?;
        drop(ticker);
        let ended = self.end(flow)?;
        Ok((flow, ended))
    }

    /// `FILE:LINE`.
    pub fn at_line(&self, line: usize) -> String {
        format!("{}:{line}", self.name)
    }

    /// `FILE:LINE: reason` for a bad record (see [`unreadable`]).
    pub fn unreadable(&self, bad: &BadPuzzle) -> String {
        unreadable(&self.name, bad)
    }

    fn ended(&self, end: End) {
        if let Ok(mut slot) = self.end.lock() {
            slot.get_or_insert(end);
        }
    }
}

/// The records of a [`Records`] as an iterator, read as it is asked for more.
pub struct Feed<'a> {
    records: &'a Records,
    stream: Option<Entries<Box<dyn Read + Send>>>,
    /// The `--puzzle` records, not given yet.
    given_entries: Option<Vec<Entry>>,
    index: Option<usize>,
    pool: &'a ThreadPool,
    /// Records read so far.
    given: usize,
    done: bool,
}

impl Iterator for Feed<'_> {
    /// The records of a window of the input, as they come.
    type Item = Vec<Entry>;

    fn next(&mut self) -> Option<Vec<Entry>> {
        while !self.done {
            let mut batch = match self.given_entries.take() {
                Some(entries) => entries,
                None => match self.next_batch() {
                    Some(Ok(batch)) => batch,
                    Some(Err(error)) => {
                        let message = locate_error(&self.records.name, &error);
                        self.records.ended(End::Failed(message));
                        self.done = true;
                        return None;
                    }
                    None => {
                        self.end_of_input();
                        return None;
                    }
                },
            };
            let first = self.given + 1;
            self.given += batch.len();
            let Some(index) = self.index else {
                return Some(batch);
            };
            if (first..=self.given).contains(&index) {
                // what comes after it is never read
                self.done = true;
                COUNTS.total(1);
                return Some(vec![batch.swap_remove(index - first)]);
            }
        }
        None
    }
}

impl Feed<'_> {
    /// The input has ended: `--index` past its last record is said at the end; the progress
    /// line learns the count.
    fn end_of_input(&mut self) {
        self.done = true;
        match self.index {
            Some(index) => self.records.ended(End::NoSuch(NoSuchPuzzle {
                index,
                count: self.given,
                holder: "file",
            })),
            None => COUNTS.total(self.given as u64),
        }
    }

    /// The next window's records (`None` at the end of the input), unless Ctrl-C came before
    /// or while they were read: then `None` too, with the run ended as interrupted.
    fn next_batch(&mut self) -> Option<Result<Vec<Entry>, ParseError>> {
        let stream = self.stream.as_mut()?;
        let line = stream.line();
        let batch = match interrupt::requested() {
            true => None,
            false => self.pool.install(|| stream.next_batch()),
        };
        if interrupt::requested() {
            let given = self.given;
            self.records.ended(End::Interrupted { given, line });
            self.done = true;
            return None;
        }
        batch
    }
}

/// The status of a batch that ran with `flow`, whose records ended as `ended` says, with
/// `bad` records and `findings` (`check`'s verdicts other than a unique solution): Ctrl-C
/// first, then input that could not be read, then findings.
pub fn outcome(flow: Flow, ended: Status, bad: bool, findings: bool) -> Status {
    if flow == Flow::Stop || ended == Status::Interrupted {
        Status::Interrupted
    } else if bad || ended == Status::BadInput {
        Status::BadInput
    } else if findings {
        Status::Findings
    } else {
        Status::Clean
    }
}
