//! `solve FILE --strategy propagate --format line --jobs 1` in one process, end to end: read
//! the file as a stream and parse it a window at a time (forgiving, as `solve` does),
//! validate each puzzle's givens, search it to its first solution and write that as a line of
//! 81 digits, on magictour's top1465 (repeated 20 times, as the whole-process comparison runs
//! it) and on the 49,158 known 17-clue puzzles.
//!
//! `cargo bench --bench pipeline`. Target (issue 27): the whole process within 1.5× of a
//! program that reads the same file with the `sudoku` crate 0.8 (AGPL: timed from a scratch
//! project outside this repository, never a dependency) and prints the same solutions.

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use std::hint::black_box;
use std::io::Write;
use std::path::Path;
use std::time::Duration;
use stepdoku::parse::Entries;
use stepdoku::solver::{Config, First, Strategy, first_solution};

/// Everything `solve` does to the file at `path` but print: the output it would write.
#[inline(never)]
fn pipeline(path: &Path) -> Vec<u8> {
    let mut entries = Entries::new(std::fs::File::open(path).expect("readable"));
    let config = Config {
        strategy: Strategy::Propagate,
        seed: 0,
        max_solutions: 1,
    };
    let mut out = Vec::new();
    let batches = std::iter::from_fn(|| entries.next_batch());
    for entry in batches.flat_map(|batch| batch.expect("puzzles")) {
        let Ok(givens) = entry.expect("a good puzzle").grid() else {
            out.extend_from_slice(b"invalid\n");
            continue;
        };
        match first_solution(givens, config, || false) {
            First::Solution(grid) => {
                let mut line = [b'\n'; 82];
                for (byte, digit) in line.iter_mut().zip(grid.digits()) {
                    *byte = b'0' + digit;
                }
                out.extend_from_slice(&line);
            }
            _ => writeln!(out, "unsolvable").unwrap(),
        }
    }
    out
}

fn end_to_end(c: &mut Criterion) {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../puzzles");
    let top1465 = std::fs::read(dir.join("magictour_top1465.txt")).unwrap();
    let twenty = std::env::temp_dir().join("stepdoku-bench-top1465x20.txt");
    std::fs::write(&twenty, top1465.repeat(20)).unwrap();
    let inputs = [
        ("magictour_top1465.txt x20", twenty, 29_300),
        (
            "all_17_clue_49158.txt",
            dir.join("all_17_clue_49158.txt"),
            49_158,
        ),
    ];
    for (name, path, count) in inputs {
        assert_eq!(
            pipeline(&path).iter().filter(|&&b| b == b'\n').count(),
            count
        );
        let mut group = c.benchmark_group(format!("solve --format line, {name}"));
        group
            .sample_size(10)
            .measurement_time(Duration::from_secs(10));
        // criterion reports elements/s: puzzles per second
        group.throughput(Throughput::Elements(count as u64));
        group.bench_function("read, parse, solve, format", |b| {
            b.iter(|| pipeline(black_box(&path)))
        });
        group.finish();
    }
}

criterion_group!(benches, end_to_end);
criterion_main!(benches);
