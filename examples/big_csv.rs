//! Writes a CSV table laid out as Kaggle's "1 million sudoku" (`quizzes,solutions`) of the
//! given size in MiB (default 200) to standard output: the table `tests/it/stream.rs` checks in
//! bounded memory, for the measurement in docs/benchmarks.md.
//!
//! `cargo run --release --example big_csv -- 200 > big.csv`

#[path = "../tests/support/kaggle.rs"]
mod kaggle;

use std::io::{BufWriter, Write};

fn main() -> std::io::Result<()> {
    let mib: u64 = match std::env::args().nth(1) {
        Some(arg) => arg.parse().expect("a size in MiB"),
        None => 200,
    };
    let mut out = BufWriter::new(std::io::stdout().lock());
    let rows = kaggle::write_table(&mut out, mib << 20)?;
    out.flush()?;
    eprintln!("{rows} rows");
    Ok(())
}
