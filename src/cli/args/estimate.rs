//! The arguments of `stepdoku estimate`: its probes, its method and its formats.

use super::{BatchInput, SearchArgs};
use clap::{Args, ValueEnum};

/// How many probes `estimate` takes unless `--probes` says otherwise.
pub const PROBES: u64 = 100_000;

/// Arguments of `stepdoku estimate`.
#[derive(Debug, Args)]
pub struct EstimateArgs {
    /// The puzzles.
    #[command(flatten)]
    pub input: BatchInput,
    /// How to search.
    #[command(flatten)]
    pub search: SearchArgs,
    /// How much sampling each estimate does (more: a narrower interval), in probes: under
    /// knuth and adaptive, walks from the start to a dead end or a solution; under stratified,
    /// the work of as many knuth walks (see Methods below).
    #[arg(
        long,
        value_name = "N",
        default_value_t = PROBES,
        allow_negative_numbers = true,
        value_parser = clap::value_parser!(u64).range(1..)
    )]
    pub probes: u64,
    /// Seed of the probes' random choices (default: a fresh one, which is reported).
    #[arg(long, value_name = "N", allow_negative_numbers = true)]
    pub probe_seed: Option<u64>,
    /// How to sample the tree: stratified (passes down it level by level, stepping through
    /// every option of one node of each kind, Chen's stratified sampling), knuth (random
    /// walks, an option picked uniformly) or adaptive (random walks, each option in
    /// proportion to what earlier walks found below it).
    #[arg(long, value_enum, value_name = "NAME", default_value_t = EstimateMethod::Stratified)]
    pub method: EstimateMethod,
    /// Also run the whole search and print its true steps and the estimate's ratio to them.
    #[arg(long)]
    pub exact: bool,
    /// What to print for each puzzle: text (a line) or json (an object per line).
    #[arg(long, value_enum, value_name = "FORMAT", default_value_t = EstimateFormat::Text)]
    pub format: EstimateFormat,
}

/// The formats of `estimate`, described in the help of `--format` (doc comments here would
/// switch clap to its long help layout for `estimate` alone).
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum EstimateFormat {
    #[allow(missing_docs)]
    Text,
    #[allow(missing_docs)]
    Json,
}

/// The methods of `estimate`, described in the help of `--method` (doc comments here would
/// switch clap to its long help layout for `estimate` alone).
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum EstimateMethod {
    #[allow(missing_docs)]
    Stratified,
    #[allow(missing_docs)]
    Knuth,
    #[allow(missing_docs)]
    Adaptive,
}

impl From<EstimateMethod> for stepdoku::estimate::Method {
    fn from(method: EstimateMethod) -> Self {
        match method {
            EstimateMethod::Stratified => stepdoku::estimate::Method::Stratified,
            EstimateMethod::Knuth => stepdoku::estimate::Method::Knuth,
            EstimateMethod::Adaptive => stepdoku::estimate::Method::Adaptive,
        }
    }
}
