//! The command line: every command, argument and format, parsed by `clap`.

use std::ffi::OsStr;
use std::fmt;
use std::num::IntErrorKind;
use std::path::PathBuf;

use clap::builder::{PossibleValue, TypedValueParser};
use clap::error::ErrorKind;
use clap::{Args, Parser, Subcommand, ValueEnum};
use nqueens_core::Solver;
use nqueens_parallel::Shard;

/// Every N-Queens approach side by side, from the naive 2^(n²) subset scan to a parallel
/// bitmask counter.
#[derive(Debug, Parser)]
#[command(name = "nqueens", version, max_term_width = 100)]
#[command(after_help = "Start with `nqueens compare 8`: one row per approach, same board.")]
pub(crate) struct Cli {
    /// What to do.
    #[command(subcommand)]
    pub(crate) command: Command,
}

/// The commands of the tool.
#[derive(Debug, Subcommand)]
pub(crate) enum Command {
    /// Prints the solutions for an N × N board, in lexicographic order of columns.
    Solve(SolveArgs),
    /// Counts the solutions for an N × N board, with the work it took.
    #[command(after_help = "Spreading one count over several runs or machines:\n  \
        nqueens count 18 --approach parallel --shard 1/4 --format json > 1.json   \
        (and 2/4, 3/4, 4/4)\n  nqueens sum 1.json 2.json 3.json 4.json")]
    Count(CountArgs),
    /// Runs every approach on the same board and shows the work each one does.
    Compare(CompareArgs),
    /// Prints a backtracking search step by step as an indented tree (N ≤ 8).
    Trace(TraceArgs),
    /// Lists every approach: its idea, complexity and practical range of N.
    Approaches,
    /// Adds up the JSON results of `count --shard I/K` runs into the whole count.
    Sum(SumArgs),
}

/// Arguments of `nqueens solve`.
#[derive(Debug, Args)]
pub(crate) struct SolveArgs {
    /// The size of the board and the number of queens.
    #[arg(value_parser = BoardSizeParser, allow_negative_numbers = true)]
    pub(crate) n: usize,
    /// The approach that searches.
    #[arg(long, short, value_name = "ID", value_parser = ApproachParser, default_value = DEFAULT_APPROACH)]
    pub(crate) approach: ApproachArg,
    /// How to print the solutions.
    #[arg(long, short, value_enum, default_value_t = SolveFormat::Board)]
    pub(crate) format: SolveFormat,
    /// Keeps only the canonical representative of each class of rotations and reflections.
    #[arg(long, short)]
    pub(crate) unique: bool,
    /// Stops after K solutions.
    #[arg(long, short, value_name = "K", value_parser = parse_limit)]
    pub(crate) limit: Option<u64>,
    /// Runs even when the estimated time is over the budget of about ten seconds.
    #[arg(long)]
    pub(crate) force: bool,
}

/// The output formats of `nqueens solve`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub(crate) enum SolveFormat {
    /// Unicode boards, each under a header with its number and columns.
    Board,
    /// The exact output of LeetCode 51: a JSON array of boards of `Q` and `.` strings.
    Leetcode,
    /// One JSON object: n, approach, unique, the solutions (column per row, from 0), then count.
    Json,
    /// One solution per line: the column of the queen in each row, separated by spaces.
    Columns,
}

/// Arguments of `nqueens count`.
#[derive(Debug, Args)]
pub(crate) struct CountArgs {
    /// The size of the board and the number of queens.
    #[arg(value_parser = BoardSizeParser, allow_negative_numbers = true)]
    pub(crate) n: usize,
    /// The approach that counts.
    #[arg(long, short, value_name = "ID", value_parser = ApproachParser, default_value = DEFAULT_APPROACH)]
    pub(crate) approach: ApproachArg,
    /// Also counts the unique solutions, one per class of rotations and reflections.
    #[arg(long, short)]
    pub(crate) unique: bool,
    /// How to print the result.
    #[arg(long, short, value_enum, default_value_t = CountFormat::Text)]
    pub(crate) format: CountFormat,
    /// Runs even when the estimated time is over the budget of about ten seconds.
    #[arg(long)]
    pub(crate) force: bool,
    /// The number of threads (parallel only; default: every core).
    #[arg(long, value_name = "T", value_parser = parse_threads)]
    pub(crate) threads: Option<usize>,
    /// Counts only the I-th of K slices of the work (parallel only); add the results with
    /// `nqueens sum`.
    #[arg(long, value_name = "I/K")]
    pub(crate) shard: Option<Shard>,
}

/// The output formats of `nqueens count` and `nqueens sum`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub(crate) enum CountFormat {
    /// Lines for people to read.
    Text,
    /// One JSON object, which `nqueens sum` reads back.
    Json,
}

/// Arguments of `nqueens compare`.
#[derive(Debug, Args)]
pub(crate) struct CompareArgs {
    /// The size of the board and the number of queens.
    #[arg(value_parser = BoardSizeParser, allow_negative_numbers = true)]
    pub(crate) n: usize,
    /// The approaches to compare, separated by commas (default: every approach).
    #[arg(long, value_name = "ID,…", value_parser = ApproachParser, value_delimiter = ',')]
    pub(crate) approaches: Vec<ApproachArg>,
    /// How to print the comparison.
    #[arg(long, short, value_enum, default_value_t = CompareFormat::Table)]
    pub(crate) format: CompareFormat,
}

/// The output formats of `nqueens compare`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub(crate) enum CompareFormat {
    /// An aligned table for people to read.
    Table,
    /// A JSON array with one object per approach.
    Json,
    /// Comma-separated values with a header line.
    Csv,
}

/// Arguments of `nqueens trace`.
#[derive(Debug, Args)]
pub(crate) struct TraceArgs {
    /// The size of the board, from 0 to 8.
    #[arg(value_parser = BoardSizeParser, allow_negative_numbers = true)]
    pub(crate) n: usize,
    /// The backtracking approach to trace.
    #[arg(long, short, value_name = "ID", value_parser = ApproachParser, default_value = "backtrack-set")]
    pub(crate) approach: ApproachArg,
}

/// Arguments of `nqueens sum`.
#[derive(Debug, Args)]
pub(crate) struct SumArgs {
    /// Files holding the JSON output of `nqueens count --format json --shard I/K` (one or more
    /// results each); `-` reads standard input.
    #[arg(required = true, value_name = "FILE")]
    pub(crate) files: Vec<PathBuf>,
    /// How to print the total.
    #[arg(long, short, value_enum, default_value_t = CountFormat::Text)]
    pub(crate) format: CountFormat,
}

/// The approach every command uses unless told otherwise.
const DEFAULT_APPROACH: &str = "backtrack-bitmask";

/// An approach named on the command line, looked up in the registry.
#[derive(Clone, Copy)]
pub(crate) struct ApproachArg(pub(crate) &'static dyn Solver);

impl fmt::Debug for ApproachArg {
    fn fmt(&self, formatter: &mut fmt::Formatter<'_>) -> fmt::Result {
        formatter.write_str(self.0.info().id)
    }
}

/// Parses an approach id, and lists every id in `--help` and in the error for an unknown one.
#[derive(Clone, Copy)]
struct ApproachParser;

impl TypedValueParser for ApproachParser {
    type Value = ApproachArg;

    fn parse_ref(
        &self,
        command: &clap::Command,
        arg: Option<&clap::Arg>,
        value: &OsStr,
    ) -> Result<ApproachArg, clap::Error> {
        let value = value.to_string_lossy();
        crate::find(&value).map(ApproachArg).ok_or_else(|| {
            let message = format!(
                "unknown approach '{value}' for {}; the approaches are {}",
                argument_name(arg),
                crate::ids().join(", ")
            );
            clap::Error::raw(ErrorKind::InvalidValue, message).with_cmd(command)
        })
    }

    fn possible_values(&self) -> Option<Box<dyn Iterator<Item = PossibleValue> + '_>> {
        Some(Box::new(crate::ids().into_iter().map(PossibleValue::new)))
    }
}

/// Parses a board size: a whole number from 0 up, with an error that says what is wrong.
#[derive(Clone, Copy)]
struct BoardSizeParser;

impl TypedValueParser for BoardSizeParser {
    type Value = usize;

    fn parse_ref(
        &self,
        command: &clap::Command,
        arg: Option<&clap::Arg>,
        value: &OsStr,
    ) -> Result<usize, clap::Error> {
        let text = value.to_string_lossy();
        let name = argument_name(arg);
        let problem = match text.parse::<usize>() {
            Ok(n) => return Ok(n),
            Err(error) => match error.kind() {
                IntErrorKind::PosOverflow => format!(
                    "{name} = {text} is far too large: no approach goes beyond n = {}",
                    crate::largest_n()
                ),
                IntErrorKind::Empty => format!("{name} is empty; give a board size such as 8"),
                _ if text
                    .strip_prefix('-')
                    .is_some_and(|digits| digits.parse::<u128>().is_ok()) =>
                {
                    format!(
                        "{name} = {text} is negative; give a board size of 0 or more, such as 8"
                    )
                }
                _ => {
                    format!("{name} = '{text}' is not a whole number; give a board size such as 8")
                }
            },
        };
        Err(clap::Error::raw(ErrorKind::InvalidValue, problem).with_cmd(command))
    }
}

/// The name of an argument as the user typed it: `N`, `--approach`.
fn argument_name(arg: Option<&clap::Arg>) -> String {
    match arg {
        Some(arg) if arg.is_positional() => arg.get_id().as_str().to_uppercase(),
        Some(arg) => format!("--{}", arg.get_id()),
        None => "the value".to_string(),
    }
}

/// Parses `--limit K`: at least one solution.
fn parse_limit(text: &str) -> Result<u64, String> {
    match text.parse::<u64>() {
        Ok(0) => Err("the limit must be at least 1 (leave --limit out for every solution)".into()),
        Ok(limit) => Ok(limit),
        Err(_) => Err(format!("'{text}' is not a whole number of solutions such as 10")),
    }
}

/// Parses `--threads T`: at least one thread.
fn parse_threads(text: &str) -> Result<usize, String> {
    match text.parse::<usize>() {
        Ok(0) => Err("there must be at least 1 thread (leave --threads out for every core)".into()),
        Ok(threads) => Ok(threads),
        Err(_) => Err(format!("'{text}' is not a whole number of threads such as 2")),
    }
}
