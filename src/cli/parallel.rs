//! The per-puzzle work of `solve` and `check` on `--jobs` threads, written out in input order,
//! so that every `--jobs` prints the same bytes. With one thread the work writes straight to
//! standard output, so a puzzle with a great many solutions streams them without keeping them.

use super::progress::COUNTS;
use super::{Failure, report};
use rayon::{ThreadPool, ThreadPoolBuilder};
use std::collections::{HashMap, VecDeque};
use std::io::{self, Write};
use std::panic::AssertUnwindSafe;
use std::sync::Mutex;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::mpsc::{self, Receiver, TryRecvError};
use std::time::{Duration, Instant};

/// Whether a batch goes on after a puzzle.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Flow {
    /// On to the next puzzle.
    Go,
    /// Nothing after this puzzle is printed (Ctrl-C).
    Stop,
}

/// Where the work on a puzzle writes its results, and its messages for standard error.
pub trait Out: Write {
    /// Keeps `message` for standard error, where it is printed as `stepdoku: MESSAGE` in input
    /// order.
    fn note(&mut self, message: String);

    /// Called now and then during a long search: passes on the results written so far if
    /// they have waited long enough.
    fn tick(&mut self) -> io::Result<()> {
        Ok(())
    }
}

/// How long results written may wait before they are passed on (to the reader of standard
/// output, or from a worker to the thread that writes): short enough to look immediate,
/// long enough that a fast batch writes in large blocks rather than a call per puzzle.
const LATENCY: Duration = Duration::from_millis(20);

/// Standard output, buffered and flushed whenever its oldest unflushed byte is
/// [`LATENCY`] old.
pub struct Sink {
    out: super::output::Stdout,
    flushed: Instant,
}

impl Sink {
    /// Locked, buffered standard output.
    pub fn stdout() -> Sink {
        Sink {
            out: super::output::stdout(),
            flushed: Instant::now(),
        }
    }
}

impl Write for Sink {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        if self.out.buffer().is_empty() {
            self.flushed = Instant::now();
        }
        // no look at the clock here: the batch ticks between puzzles, the search between
        // stretches of its work, which is often enough and far cheaper than every write
        self.out.write(buf)
    }

    fn flush(&mut self) -> io::Result<()> {
        self.out.flush()?;
        self.flushed = Instant::now();
        Ok(())
    }
}

impl Out for Sink {
    fn note(&mut self, message: String) {
        // what came before the message reaches a terminal before it; a failed write shows
        // again at the next one
        let _ = self.flush();
        report(message);
    }

    fn tick(&mut self) -> io::Result<()> {
        if !self.out.buffer().is_empty() && self.flushed.elapsed() >= LATENCY {
            self.flush()?;
        }
        Ok(())
    }
}

/// What a worker wrote for some puzzles, waiting to be printed: the results, and the notes
/// each with the length the results had when it came, to be told where it came among them.
#[derive(Default)]
struct Record {
    out: Vec<u8>,
    notes: Vec<(usize, String)>,
}

impl Record {
    /// Passes it all on to `sink`, the notes in their places.
    fn replay(self, sink: &mut dyn Out) -> io::Result<()> {
        let mut at = 0;
        for (upto, note) in self.notes {
            sink.write_all(&self.out[at..upto])?;
            sink.note(note);
            at = upto;
        }
        sink.write_all(&self.out[at..])
    }
}

impl Write for Record {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        self.out.extend_from_slice(buf);
        Ok(buf.len())
    }

    fn flush(&mut self) -> io::Result<()> {
        Ok(())
    }
}

impl Out for Record {
    fn note(&mut self, message: String) {
        self.notes.push((self.out.len(), message));
    }
}

/// A part of a run of consecutive puzzles (a chunk), as one worker passes it on.
struct Part {
    /// Which chunk, counting from 0 in input order.
    chunk: usize,
    record: Record,
    /// Whether this is the chunk's last part.
    last: bool,
    /// Whether nothing after it may be printed.
    stop: bool,
}

/// The threads of a command: `threads` of them (at least one).
pub fn pool(threads: usize) -> Result<ThreadPool, Failure> {
    ThreadPoolBuilder::new()
        .num_threads(threads.max(1))
        .build()
        .map_err(|err| Failure::Other(anyhow::anyhow!("cannot start {threads} threads: {err}")))
}

/// Chunks handed out and not yet written, a thread: enough to keep every thread busy past a
/// long puzzle for a while, few enough that what waits to be written stays small.
const AHEAD_PER_THREAD: usize = 16;

/// The most items in a chunk: passed on seldom, yet many chunks to share out.
const MOST_IN_A_CHUNK: usize = 256;

/// How long a chunk's work should last, once the items' pace is known.
const CHUNK_TIME: Duration = Duration::from_millis(2);

/// Runs `work` on each item of `batches` (the items in order, as they come: a batch is what
/// has come) on `threads` threads and writes what it wrote to `sink` in the order of the
/// items, up to and including the first item after which it said [`Flow::Stop`]. Items are
/// handed out as the work goes, in chunks (one item each until their pace is known, then
/// about [`CHUNK_TIME`] of work; a chunk never waits for the next batch), never more than a
/// few chunks ahead of what is written: an input of any length runs in bounded memory. With
/// one thread the work runs here and writes to `sink` directly. Each item done counts in the
/// progress line's [`COUNTS`].
pub fn run<T: Send>(
    threads: usize,
    batches: impl Iterator<Item = Vec<T>> + Send,
    work: impl Fn(&T, &mut dyn Out) -> io::Result<Flow> + Sync,
    sink: &mut dyn Out,
) -> io::Result<Flow> {
    if threads <= 1 {
        for item in batches.flatten() {
            sink.tick()?;
            let flow = work(&item, sink)?;
            COUNTS.finished();
            if flow == Flow::Stop {
                return Ok(Flow::Stop);
            }
        }
        return Ok(Flow::Go);
    }
    let ahead = threads * AHEAD_PER_THREAD;
    let abort = AtomicBool::new(false);
    let panicked = Mutex::new(None);
    let pace = Pace::default();
    let (sender, receiver) = mpsc::channel();
    let (chunks, queue) = mpsc::sync_channel::<(usize, Vec<T>)>(threads);
    let queue = Mutex::new(queue);
    // a permit a chunk handed out, given back when the chunk is written
    let (permits, permit) = mpsc::sync_channel(ahead);
    for _ in 0..ahead {
        let _ = permits.send(());
    }
    let flow = std::thread::scope(|scope| {
        let (abort, pace, queue, work, panicked) = (&abort, &pace, &queue, &work, &panicked);
        scope.spawn(move || {
            let mut chunk = 0;
            for batch in batches {
                let mut items = batch.into_iter();
                while items.len() > 0 {
                    if permit.recv().is_err() || abort.load(Ordering::Relaxed) {
                        return;
                    }
                    let some: Vec<T> = items.by_ref().take(pace.chunk_size()).collect();
                    if chunks.send((chunk, some)).is_err() {
                        return;
                    }
                    chunk += 1;
                }
            }
        });
        for _ in 0..threads {
            let sender = sender.clone();
            scope.spawn(move || {
                loop {
                    let next = queue.lock().map(|queue| queue.recv());
                    let Ok(Ok((chunk, items))) = next else { return };
                    let started = Instant::now();
                    let send = |part| sender.send(part).is_ok();
                    let worked = std::panic::catch_unwind(AssertUnwindSafe(|| {
                        work_on_chunk(chunk, &items, work, abort, send)
                    }));
                    if let Err(payload) = worked {
                        // a panic ends the batch at its chunk as a stop does, and is raised
                        // again once every thread has ended: a chunk left unwritten would
                        // keep the writer, the reader and the other workers waiting for
                        // each other forever
                        if let Ok(mut first) = panicked.lock() {
                            first.get_or_insert(payload);
                        }
                        let record = Record::default();
                        let _ = sender.send(Part {
                            chunk,
                            record,
                            last: true,
                            stop: true,
                        });
                        return;
                    }
                    pace.add(items.len(), started.elapsed());
                }
            });
        }
        drop(sender);
        let flow = write_in_order(&receiver, sink, |_| {
            let _ = permits.try_send(());
        });
        // the reader and the workers stop once the writer needs no more
        abort.store(true, Ordering::Relaxed);
        drop(receiver);
        drop(permits);
        flow
    });
    if let Some(payload) = panicked.into_inner().ok().flatten() {
        std::panic::resume_unwind(payload);
    }
    flow
}

/// The pace of the work so far: how many items, in how long.
#[derive(Default)]
struct Pace {
    items: AtomicU64,
    nanos: AtomicU64,
}

impl Pace {
    fn add(&self, items: usize, took: Duration) {
        self.items.fetch_add(items as u64, Ordering::Relaxed);
        let nanos = u64::try_from(took.as_nanos()).unwrap_or(u64::MAX);
        self.nanos.fetch_add(nanos, Ordering::Relaxed);
    }

    /// Items in the next chunk: one until an item has been done, then as many as
    /// [`CHUNK_TIME`] takes at the pace so far.
    fn chunk_size(&self) -> usize {
        let items = self.items.load(Ordering::Relaxed);
        let nanos = self.nanos.load(Ordering::Relaxed).max(1);
        let per_chunk = CHUNK_TIME.as_nanos() as u64 * items / nanos;
        usize::try_from(per_chunk).map_or(MOST_IN_A_CHUNK, |n| n.clamp(1, MOST_IN_A_CHUNK))
    }
}

/// Works on one chunk, passing its parts on to `send` (which says whether to go on) as they
/// become due and at its end.
fn work_on_chunk<T>(
    chunk: usize,
    items: &[T],
    work: &(impl Fn(&T, &mut dyn Out) -> io::Result<Flow> + Sync),
    abort: &AtomicBool,
    send: impl FnMut(Part) -> bool,
) {
    let mut out = ChunkOut {
        chunk,
        record: Record::default(),
        sent: Instant::now(),
        send,
        closed: false,
    };
    for (i, item) in items.iter().enumerate() {
        if abort.load(Ordering::Relaxed) || out.closed {
            return;
        }
        // a record cannot fail to be written
        let stop = work(item, &mut out).map_or(true, |flow| flow == Flow::Stop);
        COUNTS.finished();
        let last = stop || i + 1 == items.len();
        if (last || out.sent.elapsed() >= LATENCY) && !out.pass_on(last, stop) {
            return;
        }
        if stop {
            return;
        }
    }
}

/// What a worker writes for a chunk: kept, and passed on as a part when it is due, between
/// puzzles or, through [`Out::tick`], during a long one (the results before it are not held
/// back until it ends).
struct ChunkOut<F: FnMut(Part) -> bool> {
    chunk: usize,
    record: Record,
    /// When a part was last passed on.
    sent: Instant,
    send: F,
    /// Whether the writer has gone: nothing more is wanted.
    closed: bool,
}

impl<F: FnMut(Part) -> bool> ChunkOut<F> {
    /// Passes what was written since the last part on; whether the writer still listens.
    fn pass_on(&mut self, last: bool, stop: bool) -> bool {
        let record = std::mem::take(&mut self.record);
        let chunk = self.chunk;
        self.closed |= !(self.send)(Part {
            chunk,
            record,
            last,
            stop,
        });
        self.sent = Instant::now();
        !self.closed
    }
}

impl<F: FnMut(Part) -> bool> Write for ChunkOut<F> {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        self.record.write(buf)
    }

    fn flush(&mut self) -> io::Result<()> {
        Ok(())
    }
}

impl<F: FnMut(Part) -> bool> Out for ChunkOut<F> {
    fn note(&mut self, message: String) {
        self.record.note(message);
    }

    fn tick(&mut self) -> io::Result<()> {
        let waiting = !self.record.out.is_empty() || !self.record.notes.is_empty();
        if waiting && self.sent.elapsed() >= LATENCY {
            self.pass_on(false, false);
        }
        Ok(())
    }
}

/// Writes the parts the workers send in chunk order, flushing whenever none is waiting, until
/// every chunk is written or one says stop; `written` hears of each chunk written whole.
fn write_in_order(
    receiver: &Receiver<Part>,
    sink: &mut dyn Out,
    mut written: impl FnMut(usize),
) -> io::Result<Flow> {
    let mut next = 0;
    let mut waiting: HashMap<usize, VecDeque<Part>> = HashMap::new();
    loop {
        let part = match receiver.try_recv() {
            Ok(part) => part,
            Err(TryRecvError::Disconnected) => {
                // a failed last write is said, not lost in the buffer's drop
                sink.flush()?;
                return Ok(Flow::Go);
            }
            Err(TryRecvError::Empty) => {
                sink.flush()?;
                match receiver.recv() {
                    Ok(part) => part,
                    Err(_) => {
                        sink.flush()?;
                        return Ok(Flow::Go);
                    }
                }
            }
        };
        waiting.entry(part.chunk).or_default().push_back(part);
        while let Some(part) = waiting.get_mut(&next).and_then(VecDeque::pop_front) {
            part.record.replay(sink)?;
            if part.stop {
                return Ok(Flow::Stop);
            }
            if part.last {
                waiting.remove(&next);
                written(next);
                next += 1;
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::Mutex;

    /// Results with the notes among them, `[in brackets]`.
    #[derive(Default)]
    struct Transcript(Vec<u8>);

    impl Write for Transcript {
        fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
            self.0.write(buf)
        }

        fn flush(&mut self) -> io::Result<()> {
            Ok(())
        }
    }

    impl Out for Transcript {
        fn note(&mut self, message: String) {
            self.0.extend_from_slice(format!("[{message}]").as_bytes());
        }
    }

    /// Runs the chunked path on `items` with `work`, gathering what `send` got in order.
    fn parts_of(items: &[u32], stop_at: Option<u32>) -> Vec<(usize, String, bool, bool)> {
        let work = |n: &u32, out: &mut dyn Out| -> io::Result<Flow> {
            writeln!(out, "{n}")?;
            if n.is_multiple_of(2) {
                out.note(format!("even {n}"));
            }
            Ok(if Some(*n) == stop_at {
                Flow::Stop
            } else {
                Flow::Go
            })
        };
        let got = Mutex::new(Vec::new());
        let abort = AtomicBool::new(false);
        work_on_chunk(3, items, &work, &abort, |part| {
            let mut transcript = Transcript::default();
            part.record.replay(&mut transcript).unwrap();
            let text = String::from_utf8(transcript.0).unwrap();
            got.lock()
                .unwrap()
                .push((part.chunk, text, part.last, part.stop));
            true
        });
        got.into_inner().unwrap()
    }

    /// A panic in the work on one of several threads is raised from `run` once the threads
    /// have ended, instead of leaving them waiting for each other for ever.
    #[test]
    fn a_panic_in_the_work_ends_the_run_with_it() {
        let (done, finished) = mpsc::channel();
        std::thread::spawn(move || {
            let outcome = std::panic::catch_unwind(|| {
                // more chunks than may wait to be written, so that the reader waits for the
                // writer, which waits for the chunk that panicked
                let items: Vec<u32> = (0..100_000).collect();
                let work = |&item: &u32, _: &mut dyn Out| {
                    assert_ne!(item, 37, "the work's own panic");
                    Ok(Flow::Go)
                };
                run(2, std::iter::once(items), work, &mut Record::default())
            });
            let _ = done.send(outcome.is_err());
        });
        let panicked = finished.recv_timeout(Duration::from_secs(60));
        assert_eq!(panicked, Ok(true), "run panicked, and did not hang");
    }

    #[test]
    fn a_chunk_ends_with_its_last_part() {
        let parts = parts_of(&[1, 2, 3], None);
        // each note where it came among the results, as one thread would tell it
        assert_eq!(parts, [(3, "1\n2\n[even 2]3\n".to_string(), true, false)]);
    }

    #[test]
    fn a_stop_ends_the_chunk_there() {
        let parts = parts_of(&[1, 2, 3, 4], Some(2));
        assert_eq!(parts, [(3, "1\n2\n[even 2]".to_string(), true, true)]);
    }

    #[test]
    fn parts_are_written_in_chunk_order_up_to_a_stop() {
        let (sender, receiver) = mpsc::channel();
        let part = |chunk, text: &str, last, stop| Part {
            chunk,
            record: Record {
                out: text.as_bytes().to_vec(),
                notes: Vec::new(),
            },
            last,
            stop,
        };
        // chunk 2 stops: chunk 3, done before it, is never written
        for p in [
            part(1, "b", false, false),
            part(3, "e", true, false),
            part(0, "a", true, false),
            part(2, "d", true, true),
            part(1, "c", true, false),
        ] {
            sender.send(p).unwrap();
        }
        drop(sender);
        let mut sink = Record::default();
        let mut written = Vec::new();
        let flow = write_in_order(&receiver, &mut sink, |chunk| written.push(chunk));
        assert_eq!(flow.unwrap(), Flow::Stop);
        assert_eq!(written, [0, 1]);
        assert_eq!(sink.out, b"abcd");
    }
}
