//! Why a command stopped, and the exit status and message that say so, in the language of the
//! run.

use std::io;
use std::process::ExitCode;

use nqueens_core::{Error, Limit, Shard, SumError};
use nqueens_placements::CheckError;
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
    /// The input of `check` is not a listing of solutions (or could not be read): exit status
    /// 1, said from the phrase book when the message is written.
    Check(CheckError),
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
            Failure::Refused(_)
            | Failure::Core(_)
            | Failure::Check(_)
            | Failure::Unwritable(_)
            | Failure::Verdict => ExitCode::from(1),
            Failure::Closed => ExitCode::SUCCESS,
            Failure::Interrupted => ExitCode::from(130),
        }
    }

    /// The one-line message for standard error in `lang`, if any.
    pub(crate) fn message(&self, lang: Lang) -> Option<String> {
        match self {
            Failure::Usage(message) | Failure::Refused(message) => Some(message.clone()),
            Failure::Core(error) => Some(core_error(error, lang)),
            Failure::Check(error) => Some(error.in_lang(lang)),
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

#[cfg(test)]
mod tests {
    use super::*;

    /// In English the tool says core's errors in core's own words, and in Chinese in other
    /// words: for every approach's and placer's limit, a board without a solution, and every
    /// kind of sum that does not add up.
    #[test]
    fn core_errors_are_said_in_englishs_own_words_and_in_chinese() {
        let mut errors: Vec<Error> = vec![Error::NoSolution { n: 3 }];
        for solver in nqueens_approaches::APPROACHES {
            errors.extend(solver.check_size(solver.info().max_n + 1).err());
        }
        for placer in nqueens_approaches::PLACERS {
            errors.extend(placer.check_size(placer.info().max_n.saturating_add(1)).err());
        }
        assert!(errors.len() > nqueens_approaches::APPROACHES.len());
        for error in &errors {
            assert_eq!(core_error(error, Lang::En), error.to_string());
            let chinese = core_error(error, Lang::Zh);
            assert!(chinese.chars().any(|c| c > '\u{2e80}'), "{chinese}");
            assert!(!chinese.contains("cannot") && !chinese.contains("holds"), "{chinese}");
        }
        let shard = Shard::new(2, 4).expect("a shard");
        let sums = [
            SumError::Empty,
            SumError::TooLarge { n: 30, max_n: 28 },
            SumError::MixedUnique,
            SumError::Refused(Error::NoSolution { n: 2 }),
            SumError::MixedN { first: 8, other: 9 },
            SumError::WrongTaskList { n: 8, tasks_total: 3, expected: 4 },
            SumError::WholeNotAlone,
            SumError::WholeIncomplete { tasks: 3, tasks_total: 4 },
            SumError::InvalidShard(shard),
            SumError::TooManyShards { shard, tasks_total: 3 },
            SumError::MixedShardCounts { first: 4, other: 5 },
            SumError::Duplicate(shard),
            SumError::Missing { missing: vec![1, 3], missing_in_all: 2, count: 4 },
            SumError::Missing { missing: vec![1], missing_in_all: 1, count: 4 },
            SumError::Missing { missing: vec![1, 2], missing_in_all: 5, count: 40 },
            SumError::TaskMismatch { shard, tasks: 3, expected: 4 },
            SumError::Implausible { shard: Some(shard), total: 9, unique: 1 },
            SumError::Implausible { shard: None, total: 9, unique: 1 },
            SumError::Overflow,
            SumError::WrongSum {
                n: 8,
                total: 90,
                unique: 12,
                expected_total: 92,
                expected_unique: 12,
            },
            SumError::WrongTotal { n: 8, total: 90, expected_total: 92 },
        ];
        for error in &sums {
            assert_eq!(sum_error(error, Lang::En), error.to_string());
            let chinese = sum_error(error, Lang::Zh);
            assert!(chinese.chars().any(|c| c > '\u{2e80}'), "{chinese}");
        }
    }

    /// A task counter's yardstick and symmetry are said from the phrase book, in English as the
    /// counter says them itself.
    #[test]
    fn every_task_counters_yardstick_has_its_phrase() {
        for solver in nqueens_approaches::APPROACHES {
            if let Some(counter) = solver.task_counter() {
                let id = solver.info().id;
                for (key, english) in [
                    (format!("yardstick.{id}"), counter.yardstick()),
                    (format!("symmetry.{id}"), counter.symmetry()),
                ] {
                    assert_eq!(say(Lang::En, &key, &[]), english);
                    assert_ne!(say(Lang::Zh, &key, &[]), key);
                }
            }
        }
    }
}
