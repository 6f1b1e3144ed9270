//! Why a command stopped, and the exit status and message that say so, in the language of the
//! run.

use std::io;
use std::process::ExitCode;

use nqueens_core::{Error, Limit, Shard, SumError};
use nqueens_walk::phrases::{Lang, say};

/// Why a command did not finish normally.
#[derive(Debug)]
pub(crate) enum Failure {
    /// The command line asks for something the command does not do: exit status 2, like
    /// `clap`'s own usage errors. The message is said in the language of the run.
    Usage(String),
    /// The request is understood but refused or failed (over the time budget, unreadable
    /// input): exit status 1. The message is said in the language of the run.
    Refused(String),
    /// An approach or placer refuses n (beyond its representation, or a board without a
    /// solution): exit status 1, said from the phrase book when the message is written.
    Core(Error),
    /// The output could not be written (a full disk): exit status 1.
    Unwritable(io::Error),
    /// The reader of the output went away (`nqueens solve 12 --format columns | head -1`):
    /// not an error, so the tool ends quietly with status 0.
    Closed,
    /// The command has printed its verdict on standard output, and the verdict is no
    /// (`practice check` found a difference): exit status 1, nothing more on standard error.
    Verdict,
    /// The user pressed Ctrl-C where the tool reads keys itself (`explore`): exit status 130,
    /// as for the interrupt signal.
    Interrupted,
}

impl Failure {
    /// The exit status for this failure.
    pub(crate) fn exit_code(&self) -> ExitCode {
        match self {
            Failure::Usage(_) => ExitCode::from(2),
            Failure::Refused(_) | Failure::Core(_) | Failure::Unwritable(_) | Failure::Verdict => {
                ExitCode::from(1)
            }
            Failure::Closed => ExitCode::SUCCESS,
            Failure::Interrupted => ExitCode::from(130),
        }
    }

    /// The one-line message for standard error in `lang`, if any.
    pub(crate) fn message(&self, lang: Lang) -> Option<String> {
        match self {
            Failure::Usage(message) | Failure::Refused(message) => Some(message.clone()),
            Failure::Core(error) => Some(core_error(error, lang)),
            Failure::Unwritable(error) => Some(say(lang, "error.unwritable", &[("error", error)])),
            Failure::Closed | Failure::Interrupted | Failure::Verdict => None,
        }
    }
}

impl From<io::Error> for Failure {
    /// A closed pipe ends the tool quietly; any other failure to write is reported.
    fn from(error: io::Error) -> Self {
        if error.kind() == io::ErrorKind::BrokenPipe {
            Failure::Closed
        } else {
            Failure::Unwritable(error)
        }
    }
}

impl From<serde_json::Error> for Failure {
    /// Writing JSON fails only when writing fails.
    fn from(error: serde_json::Error) -> Self {
        io::Error::from(error).into()
    }
}

impl From<nqueens_core::Error> for Failure {
    /// An approach that refuses n (too large for its representation) is a refusal.
    fn from(error: nqueens_core::Error) -> Self {
        Failure::Core(error)
    }
}

/// What a command returns.
pub(crate) type Outcome = Result<(), Failure>;

impl From<nqueens_walk::WalkError> for Failure {
    /// A search that cannot be walked (never reached by `trace` and `explore`, whose arguments
    /// accept only traceable approaches and small boards) is a refusal.
    fn from(error: nqueens_walk::WalkError) -> Self {
        Failure::Refused(error.to_string())
    }
}

/// The refusal of an approach or a placer in `lang`; in English, what the error itself says.
pub(crate) fn core_error(error: &Error, lang: Lang) -> String {
    match error {
        Error::TooLarge { approach, n, max_n, reason } => say(
            lang,
            "error.too_large",
            &[
                ("approach", approach),
                ("n", n),
                ("max_n", max_n),
                ("reason", &limit(*reason, lang)),
            ],
        ),
        Error::NoSolution { n } => say(lang, "error.no_solution", &[("n", n)]),
    }
}

/// Why an approach's largest n is where it is, in `lang`, completing "its largest n is … (…)".
pub(crate) fn limit(limit: Limit, lang: Lang) -> String {
    match limit {
        Limit::ColumnsU8 => say(lang, "limit.columns_u8", &[]),
        Limit::ColumnsU8AndBoard { board, undo } => say(
            lang,
            "limit.columns_u8_and_board",
            &[("columns", &say(lang, "limit.columns_u8", &[])), ("board", &board), ("undo", &undo)],
        ),
        Limit::MaskPerColumn { bits } => say(lang, "limit.mask_per_column", &[("bits", &bits)]),
        Limit::MaskPerCell { bits, side } => {
            say(lang, "limit.mask_per_cell", &[("bits", &bits), ("side", &side)])
        }
        Limit::CandidateCounter { candidates, fits, overflows } => say(
            lang,
            "limit.candidate_counter",
            &[("candidates", &candidates), ("fits", &fits), ("overflows", &overflows)],
        ),
        Limit::SolutionCounter { estimate, n } => {
            say(lang, "limit.solution_counter", &[("estimate", &estimate), ("n", &n)])
        }
        Limit::ColumnU32 => say(lang, "limit.column_u32", &[]),
    }
}

/// Why partial results do not add up, in `lang`; in English, what the error itself says.
pub(crate) fn sum_error(error: &SumError, lang: Lang) -> String {
    use std::fmt::Display;
    let say_with = |key: &str, values: &[(&str, &dyn Display)]| say(lang, key, values);
    let shard_name = |shard: &Option<Shard>| match shard {
        Some(shard) => say(lang, "sum.shard", &[("shard", shard)]),
        None => say(lang, "sum.whole_count", &[]),
    };
    match error {
        SumError::Empty => say_with("sum_error.empty", &[]),
        SumError::TooLarge { n, max_n } => {
            say_with("sum_error.too_large", &[("n", n), ("max_n", max_n)])
        }
        SumError::MixedUnique => say_with("sum_error.mixed_unique", &[]),
        SumError::Refused(error) => {
            say_with("sum_error.refused", &[("error", &core_error(error, lang))])
        }
        SumError::MixedN { first, other } => {
            say_with("sum_error.mixed_n", &[("first", first), ("other", other)])
        }
        SumError::WrongTaskList { n, tasks_total, expected } => say_with(
            "sum_error.wrong_task_list",
            &[("n", n), ("tasks_total", tasks_total), ("expected", expected)],
        ),
        SumError::WholeNotAlone => say_with("sum_error.whole_not_alone", &[]),
        SumError::WholeIncomplete { tasks, tasks_total } => say_with(
            "sum_error.whole_incomplete",
            &[("tasks", tasks), ("tasks_total", tasks_total)],
        ),
        SumError::InvalidShard(shard) => {
            say_with("sum_error.invalid_shard", &[("shard", shard), ("count", &shard.count)])
        }
        SumError::TooManyShards { shard, tasks_total } => {
            say_with("sum_error.too_many_shards", &[("shard", shard), ("tasks_total", tasks_total)])
        }
        SumError::MixedShardCounts { first, other } => {
            say_with("sum_error.mixed_shard_counts", &[("first", first), ("other", other)])
        }
        SumError::Duplicate(shard) => say_with("sum_error.duplicate", &[("shard", shard)]),
        SumError::Missing { missing, missing_in_all, count } => {
            let mut listed: Vec<String> =
                missing.iter().map(|index| format!("{index}/{count}")).collect();
            if *missing_in_all > missing.len() {
                let more = missing_in_all - missing.len();
                listed.push(say_with("sum_error.missing.more", &[("more", &more)]));
            }
            let listed = listed.join(say(lang, "ui.list", &[]).as_str());
            let key = if *missing_in_all == 1 {
                "sum_error.missing.one"
            } else {
                "sum_error.missing.many"
            };
            say_with(key, &[("listed", &listed)])
        }
        SumError::TaskMismatch { shard, tasks, expected } => say_with(
            "sum_error.task_mismatch",
            &[("shard", shard), ("tasks", tasks), ("expected", expected)],
        ),
        SumError::Implausible { shard, total, unique } => say_with(
            "sum_error.implausible",
            &[("what", &shard_name(shard)), ("total", total), ("unique", unique)],
        ),
        SumError::Overflow => say_with("sum_error.overflow", &[]),
        SumError::WrongSum { n, total, unique, expected_total, expected_unique } => say_with(
            "sum_error.wrong_sum",
            &[
                ("n", n),
                ("total", total),
                ("unique", unique),
                ("expected_total", expected_total),
                ("expected_unique", expected_unique),
            ],
        ),
        SumError::WrongTotal { n, total, expected_total } => say_with(
            "sum_error.wrong_total",
            &[("n", n), ("total", total), ("expected_total", expected_total)],
        ),
    }
}
