//! The integration tests, one module per subject, built as one test binary: one link of the
//! library and its dependencies instead of one per file, which is most of a cold test build.
//! `cargo test --test it cli::` runs one module's tests; `cargo test --test it NAME` one test.

#[path = "../support/mod.rs"]
mod support;

mod reference;

mod architecture;
mod batch;
mod cli;
mod cli_explain;
mod cli_faults;
mod compose_oracle;
mod config;
mod deep_estimate;
mod docs;
mod estimate;
mod forgiving;
mod fpuzzles;
mod generate;
mod gif;
mod grid_count;
mod help_examples;
mod hint;
mod houses;
mod ingredients;
mod json_header;
mod killer;
mod needs;
mod oracle;
mod parse;
mod progress;
mod pty;
mod readme;
mod record;
mod sizes_cli;
mod sizes_engine;
mod sizes_oracle;
mod solve_counts;
mod step_count;
mod stream;
mod sukaku;
mod techniques_reference;
mod top1465;
mod tree;
mod variant_commands;
mod variants;
