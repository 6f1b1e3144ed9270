//! The command line: every command, argument and format, parsed by `clap`, and the parsers of
//! the numbers and approach ids it accepts.

use std::ffi::OsStr;
use std::path::PathBuf;

use clap::builder::{PossibleValue, TypedValueParser};
use clap::{Args, Parser, Subcommand, ValueEnum};
use nqueens_approaches::{DEFAULT_ID, DEFAULT_PLACER_ID, DEFAULT_TRACE_ID};
use nqueens_core::Shard;

use crate::commands::trace::OnlyParser;

mod parsers;

pub(crate) use parsers::{ApproachArg, PlacerArg, building_lang};
use parsers::{
    ApproachParser, BOARD_SIZE, CHECK_SIZE, EXPLORE_SIZE, LIMIT, PLACE_SIZE, PlacerParser, RECOUNT,
    SEED, ShardParser, THREADS, TRACE_SIZE, UNTIL_SOLUTION,
};

/// Every N-Queens approach side by side, from the naive 2^(n²) subset scan to a parallel
/// bitmask counter.
#[derive(Debug, Parser)]
#[command(name = "nqueens", version, max_term_width = 100)]
#[command(after_help = "Start with `nqueens compare 8`: one row per approach, same board.

Exit status:
  0    the command did what was asked
  1    a well-formed request was refused or failed: n beyond the chosen
       approach, a run too long without --force, input that does not add up,
       output that cannot be written, a practice file that parts from the
       textbook
  2    the command line is wrong: an unknown command, flag or approach, a
       value that is not a number, a number outside what the command takes
       for any approach
  130  interrupted with Ctrl-C")]
pub(crate) struct Cli {
    /// What to do.
    #[command(subcommand)]
    pub(crate) command: Command,
    /// When to draw in colour (tables, help, explore): auto on a terminal unless NO_COLOR is set
    #[arg(long, global = true, value_enum, value_name = "WHEN", default_value_t = ColorChoice::Auto)]
    pub(crate) color: ColorChoice,
    /// The language of the help, the messages and the steps: en or zh (by default the
    /// environment's, read as gettext reads it: LANGUAGE, then LC_ALL, LC_MESSAGES or LANG, such
    /// as zh_CN.UTF-8; English under a locale that is C or not UTF-8)
    #[arg(long, global = true, value_name = "LANG", value_parser = ["en", "zh"])]
    pub(crate) lang: Option<String>,
}

/// When to draw in colour. (Its values have no doc comments, so that `--help` lists them on one
/// line.)
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, ValueEnum)]
pub(crate) enum ColorChoice {
    // In colour on a terminal, unless the NO_COLOR environment variable is set and not empty.
    #[default]
    Auto,
    // Always in colour, even into a pipe or a file, and even with NO_COLOR.
    Always,
    // Never in colour.
    Never,
}

/// The choice of `--color` on a command line, before it is parsed (the last one given, as `clap`
/// takes it, and `auto` when there is none or it is not a choice, which `clap` then refuses), so
/// that `clap`'s own help and errors follow it too.
pub(crate) fn color_in(args: &[std::ffi::OsString]) -> ColorChoice {
    last_value_of(args, "--color").map_or(ColorChoice::Auto, |value| {
        ColorChoice::from_str(value, false).unwrap_or(ColorChoice::Auto)
    })
}

/// The language a command line asks for with `--lang` (the last one given, as `clap` takes it),
/// or else the environment's, chosen once before `clap` parses, so that its help is in it too.
pub(crate) fn lang_in(args: &[std::ffi::OsString]) -> nqueens_walk::phrases::Lang {
    nqueens_walk::phrases::Lang::asked_or_environment(last_value_of(args, "--lang"))
}

/// The value of the last `option` (`--color`) on a command line, given as `--color always` or
/// `--color=always`, before `clap` parses it.
fn last_value_of<'a>(args: &'a [std::ffi::OsString], option: &str) -> Option<&'a str> {
    let mut last = None;
    // The program's name comes first; after `--`, every word is a value.
    let mut words =
        args.iter().skip(1).map(|word| word.to_str()).take_while(|word| *word != Some("--"));
    while let Some(word) = words.next() {
        let value = match word {
            Some(word) if word == option => words.next().flatten(),
            Some(word) => word.strip_prefix(option).and_then(|rest| rest.strip_prefix('=')),
            None => None,
        };
        if value.is_some() {
            last = value;
        }
    }
    last
}

/// The commands of the tool.
#[derive(Debug, Subcommand)]
pub(crate) enum Command {
    /// Prints the solutions for an N × N board, in lexicographic order of columns.
    Solve(SolveArgs),
    /// Counts the solutions for an N × N board, with the work it took.
    #[command(after_help = "Spreading one count over several runs or machines (shards 2/4, 3/4 \
        and 4/4 the same way):\n  \
        nqueens count 18 --approach parallel --shard 1/4 --format json > 1.json\n  \
        nqueens sum 1.json 2.json 3.json 4.json")]
    Count(CountArgs),
    /// Runs every approach on the same board and shows the work each one does.
    #[command(after_help = "Each time is the median of repeated runs: one run to warm up, then \
        runs until they add up to 10 ms (from 3 to 1,000 of them), with the middle half of the \
        runs as its spread. A run of 10 ms or more is timed once, so that no approach takes much \
        longer than its estimate. Two times whose spreads overlap are not put in order.")]
    Compare(CompareArgs),
    /// Prints a backtracking search step by step, with the board after each step (N ≤ 8).
    Trace(TraceArgs),
    /// Steps through a backtracking search in the terminal, forwards and back (N ≤ 12).
    Explore(ExploreArgs),
    /// Lists every approach: its idea, complexity and practical range of N.
    Approaches,
    /// Checks a search you write from memory, step by step against the textbook's (N ≤ 8).
    #[command(after_help = "Practising one exercise:\n  \
        nqueens practice                        # the list, how far you got\n  \
        nqueens practice start place-row-array  # writes the skeleton\n  \
        nqueens practice check place-row-array  # the first step that differs\n  \
        nqueens practice hint place-row-array   # the next hint")]
    Practice(PracticeArgs),
    /// Adds up the JSON results of `count --shard I/K` runs into the whole count.
    Sum(SumArgs),
    /// Places one solution for an N × N board, N up to billions, without listing them all.
    #[command(after_help = "Checking a million queens:\n  \
        nqueens place 1000000 --approach min-conflicts --seed 7 | nqueens check")]
    Place(PlaceArgs),
    /// Checks placements read from standard input, in any format `solve` or `place` writes.
    #[command(after_help = "Says that every placement is a solution (exit status 0), or names \
        the first two queens that attack each other (exit status 1).")]
    Check(CheckArgs),
    /// Prints the script that completes nqueens's commands, flags and approaches in a shell.
    #[command(after_help = "Installing, for example:\n  \
        nqueens completions bash \\\n      \
        > ~/.local/share/bash-completion/completions/nqueens\n  \
        nqueens completions zsh > ~/.zfunc/_nqueens   # with ~/.zfunc in fpath\n  \
        nqueens completions fish > ~/.config/fish/completions/nqueens.fish")]
    Completions(CompletionsArgs),
    /// Prints the manual page of nqueens or of one of its commands, or writes them all.
    #[command(after_help = "Installing every page, then reading one:\n  \
        nqueens man --dir ~/.local/share/man/man1\n  man nqueens-compare")]
    Man(ManArgs),
}

/// Arguments of `nqueens completions`.
#[derive(Debug, Args)]
pub(crate) struct CompletionsArgs {
    /// The shell to complete in.
    #[arg(value_enum)]
    pub(crate) shell: clap_complete::Shell,
}

/// Arguments of `nqueens practice`.
#[derive(Debug, Args)]
pub(crate) struct PracticeArgs {
    /// What to do; without it, lists the exercises with how far your files got.
    #[command(subcommand)]
    pub(crate) action: Option<PracticeAction>,
    /// The folder of your files, one ID.rs per exercise.
    #[arg(long, global = true, value_name = "DIR", default_value = nqueens_practice::DEFAULT_DIR)]
    pub(crate) dir: PathBuf,
}

/// What `nqueens practice` does.
#[derive(Debug, Subcommand)]
pub(crate) enum PracticeAction {
    /// Writes the skeleton of an exercise: its signature, its names, the task in comments.
    Start {
        /// The exercise.
        #[arg(value_name = "ID", value_parser = exercise_ids())]
        id: String,
        /// Where to write it (by default DIR/ID.rs); an existing file is left as it is.
        path: Option<PathBuf>,
    },
    /// Gives the next hint of an exercise, hint K, or with `answer` the whole answer.
    Hint {
        /// The exercise.
        #[arg(value_name = "ID", value_parser = exercise_ids())]
        id: String,
        /// A hint's number, or `answer`.
        #[arg(value_name = "K|answer")]
        which: Option<String>,
    },
    /// Checks your file step by step against the textbook's search, for N = 1 to 8.
    Check {
        /// The exercise.
        #[arg(value_name = "ID", value_parser = exercise_ids())]
        id: String,
        /// Your file (by default DIR/ID.rs).
        path: Option<PathBuf>,
    },
}

/// The ids of the exercises, as clap lists them in help and errors.
fn exercise_ids() -> clap::builder::PossibleValuesParser {
    clap::builder::PossibleValuesParser::new(
        nqueens_practice::EXERCISES.iter().map(|exercise| PossibleValue::new(exercise.id)),
    )
}

/// Arguments of `nqueens man`.
#[derive(Debug, Args)]
pub(crate) struct ManArgs {
    /// The command whose page to print, such as compare (default: the page of nqueens itself,
    /// which lists the commands).
    #[arg(value_name = "COMMAND", conflicts_with = "dir", value_parser = PageParser)]
    pub(crate) command: Option<String>,
    /// Writes every page (nqueens.1 and one per command, nqueens-compare.1, …) into this
    /// directory, which must exist, and prints their paths.
    #[arg(long, value_name = "DIR")]
    pub(crate) dir: Option<PathBuf>,
}

/// Parses the name of a command that has a manual page of its own: every subcommand of
/// [`command`] but `help`, in the order of `--help`, so that the list is clap's own.
#[derive(Clone, Copy, Debug)]
struct PageParser;

impl PageParser {
    /// The commands with a page, as clap's parser of possible values.
    fn names() -> clap::builder::PossibleValuesParser {
        let names: Vec<String> = command()
            .get_subcommands()
            .map(|command| command.get_name().to_string())
            .filter(|name| name != "help")
            .collect();
        clap::builder::PossibleValuesParser::new(names)
    }
}

impl TypedValueParser for PageParser {
    type Value = String;

    fn parse_ref(
        &self,
        command: &clap::Command,
        arg: Option<&clap::Arg>,
        value: &OsStr,
    ) -> Result<String, clap::Error> {
        Self::names().parse_ref(command, arg, value)
    }

    fn possible_values(&self) -> Option<Box<dyn Iterator<Item = PossibleValue> + '_>> {
        let names: Vec<PossibleValue> = Self::names().possible_values()?.collect();
        Some(Box::new(names.into_iter()))
    }
}

/// The whole command line as `clap` sees it, for the completions and the manual pages: its
/// value errors in English.
pub(crate) fn command() -> clap::Command {
    <Cli as clap::CommandFactory>::command()
}

/// The command line whose value errors are said in `lang`, for a run of the tool.
pub(crate) fn command_in(lang: nqueens_walk::phrases::Lang) -> clap::Command {
    parsers::command_in(lang, command)
}

/// What `solve` and `count` share: the board, the approach, and whether to run a long run.
#[derive(Debug, Args)]
pub(crate) struct RunArgs {
    /// The size of the board and the number of queens.
    #[arg(value_parser = BOARD_SIZE.speaking(), allow_negative_numbers = true)]
    pub(crate) n: usize,
    /// The approach to run.
    #[arg(long, short, value_name = "ID", value_parser = ApproachParser::any(), default_value = DEFAULT_ID)]
    pub(crate) approach: ApproachArg,
    /// Runs even when the estimated time is over two minutes (never beyond what the approach can
    /// represent).
    #[arg(long)]
    pub(crate) force: bool,
}

/// Arguments of `nqueens solve`.
#[derive(Debug, Args)]
pub(crate) struct SolveArgs {
    /// The board, the approach and --force.
    #[command(flatten)]
    pub(crate) run: RunArgs,
    /// How to print the solutions.
    #[arg(long, short, value_enum, default_value_t = SolveFormat::Board)]
    pub(crate) format: SolveFormat,
    /// Keeps only the canonical representative of each class of rotations and reflections.
    #[arg(long, short)]
    pub(crate) unique: bool,
    /// Draws, under each board, its eight images under the rotations and reflections of the
    /// square (board format only).
    #[arg(long)]
    pub(crate) images: bool,
    /// Stops after K solutions. A search is priced up to its K-th solution from where its
    /// solutions were found to lie in advance (never from the average: a large board's first
    /// solutions are far sparser); a K not measured at n is priced as the whole search, and
    /// refused without --force when that is over the budget. A brute-force scan may find its
    /// first solution late: it is priced as the whole scan unless that was measured too.
    #[arg(long, short, value_name = "K", value_parser = LIMIT.speaking(), allow_negative_numbers = true)]
    pub(crate) limit: Option<u64>,
    /// Prints the run's estimate, the seconds it would take on the reference machine and the
    /// bytes it would write, as two numbers, and does not run it (a run the budget refuses is
    /// refused as before). For `.ci/estimates`, which holds runs to their estimates; not shown
    /// in the help.
    #[arg(long, hide = true)]
    pub(crate) estimate: bool,
}

/// The output formats of `nqueens solve`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub(crate) enum SolveFormat {
    /// Unicode boards, each under a header with its number and columns.
    Board,
    /// The exact output of LeetCode 51: a JSON array of boards of `Q` and `.` strings.
    Leetcode,
    /// hello-algo's `state` grid, as its N-Queens example prints each solution: a line of
    /// dashes, then one line per row with a list of `"Q"` and `"#"` cells.
    HelloAlgo,
    /// One JSON object: n, approach, unique, the solutions (column per row, from 0), then count.
    Json,
    /// One solution per line: the column of the queen in each row, separated by spaces.
    Columns,
}

/// Arguments of `nqueens count`.
#[derive(Debug, Args)]
pub(crate) struct CountArgs {
    /// The board, the approach and --force.
    #[command(flatten)]
    pub(crate) run: RunArgs,
    // The help of --unique names the task counters that tell the unique solutions apart only by
    // listing, from the registry (`unique_help`).
    #[arg(long, short, help = unique_help())]
    pub(crate) unique: bool,
    /// How to print the result.
    #[arg(long, short, value_enum, default_value_t = CountFormat::Text)]
    pub(crate) format: CountFormat,
    // The help of --threads and --shard names the approaches that split their work into tasks,
    // from the registry (`task_counters_only`).
    #[arg(long, value_name = "T", value_parser = THREADS.speaking(), allow_negative_numbers = true,
          help = format!("The number of threads, from 1 to 256 ({}; default: every core)",
                         task_counters_only()))]
    pub(crate) threads: Option<usize>,
    #[arg(long, value_name = "I/K", value_parser = ShardParser::speaking(), allow_hyphen_values = true,
          help = format!("Counts only the I-th of K slices of the work ({}); add the results \
                          with `nqueens sum`", task_counters_only()))]
    pub(crate) shard: Option<Shard>,
}

/// The approaches that `--threads` and `--shard` work with, as their help says it:
/// `parallel only`, `parallel and meet-in-the-middle only`.
fn task_counters_only() -> String {
    format!("{} only", and_list(&nqueens_approaches::task_counter_ids()))
}

/// The help of `count --unique`: what it counts, and which task counters do it by listing every
/// solution on one thread, since their tasks do not tell the unique solutions apart.
fn unique_help() -> String {
    let listing = unique_by_listing();
    let help = "Also counts the unique solutions, one per class of rotations and reflections";
    if listing.is_empty() {
        help.to_string()
    } else {
        format!("{help} ({} does it by listing every solution, on one thread)", and_list(&listing))
    }
}

/// The task counters that tell the unique solutions apart only by listing every solution.
pub(crate) fn unique_by_listing() -> Vec<&'static str> {
    nqueens_approaches::APPROACHES
        .iter()
        .filter(|solver| solver.task_counter().is_some_and(|counter| !counter.counts_unique()))
        .map(|solver| solver.info().id)
        .collect()
}

/// Ids said as a list: `none`, `a`, `a and b`, `a, b and c`.
fn and_list(ids: &[&str]) -> String {
    match ids {
        [] => "none".to_string(),
        [one] => (*one).to_string(),
        [first @ .., last] => format!("{} and {last}", first.join(", ")),
    }
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
    #[arg(value_parser = BOARD_SIZE.speaking(), allow_negative_numbers = true)]
    pub(crate) n: usize,
    /// The approaches to compare, separated by commas (default: every approach). Each one runs
    /// only if it is estimated to finish within ten seconds.
    #[arg(long, value_name = "ID,…", value_parser = ApproachParser::any(), value_delimiter = ',')]
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
    #[arg(value_parser = TRACE_SIZE.speaking(), allow_negative_numbers = true)]
    pub(crate) n: usize,
    /// The approach to trace: one that searches row by row and reports every step.
    #[arg(long, short, value_name = "ID", value_parser = ApproachParser::traceable(), default_value = DEFAULT_TRACE_ID)]
    pub(crate) approach: ApproachArg,
    /// Draws the board and the search's state after every step (the default up to n = 6).
    #[arg(long, conflicts_with = "no_boards")]
    pub(crate) boards: bool,
    /// Prints one line per step, without boards (the default from n = 7).
    #[arg(long)]
    pub(crate) no_boards: bool,
    /// Shows only these kinds of steps (the totals still count every step); each may be named in
    /// Chinese too, as `--lang zh` prints it.
    #[arg(long, value_parser = OnlyParser::speaking(), value_delimiter = ',', value_name = "KINDS")]
    pub(crate) only: Vec<TraceFilter>,
    /// Stops after the K-th solution.
    #[arg(long, value_name = "K", value_parser = UNTIL_SOLUTION.speaking(), allow_negative_numbers = true)]
    pub(crate) until_solution: Option<u64>,
}

/// Arguments of `nqueens explore`.
#[derive(Debug, Args)]
pub(crate) struct ExploreArgs {
    /// The size of the board, from 1 to 12 (↑ and ↓ change it while exploring).
    #[arg(default_value_t = 6, value_parser = EXPLORE_SIZE.speaking(), allow_negative_numbers = true)]
    pub(crate) n: u8,
    /// The approach to explore: one that searches row by row and reports every step (a and Tab
    /// switch while exploring).
    #[arg(long, short, value_name = "ID", value_parser = ApproachParser::traceable(), default_value = DEFAULT_TRACE_ID)]
    pub(crate) approach: ApproachArg,
}

/// The kinds of steps `trace --only` keeps.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub(crate) enum TraceFilter {
    /// A queen goes on a free cell.
    Place,
    /// An attacked cell is skipped.
    Reject,
    /// A queen is taken back.
    Remove,
    /// A row without a free cell (exact cover: an item with no option left).
    DeadEnd,
    /// A queen in every row.
    Solution,
    /// Exact cover: the item the search branches on.
    Choose,
    /// Exact cover: an item covered, with the options it hides.
    Cover,
    /// Exact cover: an item uncovered, with the options it brings back.
    Uncover,
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
    /// Counts K of the shards again on this machine, chosen by --seed, and refuses the sum if
    /// any of them differs from its result: a spot check of results from other machines.
    #[arg(long, value_name = "K", value_parser = RECOUNT.speaking(), allow_negative_numbers = true)]
    pub(crate) recount: Option<usize>,
    /// Chooses which shards --recount counts again (default 0): the same seed chooses the same
    /// shards on every machine.
    #[arg(long, value_name = "S", value_parser = SEED.speaking(), allow_negative_numbers = true, requires = "recount")]
    pub(crate) seed: Option<u64>,
    /// Recounts even when the recount is estimated to take over two minutes.
    #[arg(long, requires = "recount")]
    pub(crate) force: bool,
}

/// Arguments of `nqueens place`.
#[derive(Debug, Args)]
pub(crate) struct PlaceArgs {
    /// The size of the board and the number of queens, from 0 to 4,294,967,295 (memory
    /// permitting).
    #[arg(value_parser = PLACE_SIZE.speaking(), allow_negative_numbers = true)]
    pub(crate) n: usize,
    /// The placer: an explicit construction, local search, or one question to a SAT solver
    /// (n ≤ 256, its memory growing like n³).
    #[arg(long, short, value_name = "ID", value_parser = PlacerParser::speaking(), default_value = DEFAULT_PLACER_ID)]
    pub(crate) approach: PlacerArg,
    /// Chooses the random moves of a randomised placer (default 0): the same seed places the
    /// same solution. The construction has no random moves and ignores it.
    #[arg(long, value_name = "S", value_parser = SEED.speaking(), allow_negative_numbers = true)]
    pub(crate) seed: Option<u64>,
    /// How to print the placement.
    #[arg(long, short, value_enum, default_value_t = PlaceFormat::Columns)]
    pub(crate) format: PlaceFormat,
}

/// The output formats of `nqueens place`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub(crate) enum PlaceFormat {
    /// One line: the column of the queen in each row, separated by spaces.
    Columns,
    /// A Unicode board under a line with the columns (N ≤ 100).
    Board,
    /// One JSON object: n, approach, seed, moves, restarts, then the columns.
    Json,
}

/// Arguments of `nqueens check`.
#[derive(Debug, Args)]
pub(crate) struct CheckArgs {
    /// Requires every placement to have N queens, and refuses any other size.
    #[arg(long = "n", value_name = "N", value_parser = CHECK_SIZE.speaking(), allow_negative_numbers = true)]
    pub(crate) n: Option<usize>,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_command_but_help_has_a_page_to_name() {
        let names: Vec<String> = PageParser
            .possible_values()
            .into_iter()
            .flatten()
            .map(|name| name.get_name().to_string())
            .collect();
        assert!(names.iter().any(|name| name == "compare"), "{names:?}");
        assert!(!names.iter().any(|name| name == "help"), "{names:?}");
        // The built command has `help` too: every other command has a page.
        let mut built = command();
        built.build();
        let commands: Vec<&str> = built.get_subcommands().map(clap::Command::get_name).collect();
        assert_eq!(names.len() + 1, commands.len(), "{commands:?}");
        assert!(names.iter().all(|name| commands.contains(&name.as_str())), "{names:?}");
    }
}
