//! Counters that split their work into tasks: the trait the registry hands out for them
//! ([`TaskCounter`]), how a run is asked for ([`Options`]), what it returns ([`Tally`]), and the
//! deterministic slices of a task list that runs on many machines ([`Shard`]).
//!
//! The command-line tool's `count --threads/--shard` and `sum` reach a counter through this
//! trait only, so that a counter is one crate and one line of the registry, like every approach.

use std::fmt;
use std::str::FromStr;

use crate::Error;

/// One of `count` deterministic slices of the task list: `index` is 1-based, so a valid shard
/// has 1 ≤ `index` ≤ `count`, written `index/count` (`3/7`).
///
/// Tasks are dealt out like cards: the task at position `p` (0-based) of the task list belongs
/// to shard `p mod count + 1`. Neighbouring tasks place their border queens on neighbouring
/// cells and take similar time, so dealing them out round-robin gives every shard a similar
/// mix of large and small tasks, unlike cutting the list into consecutive blocks.
///
/// A shard built by hand with an index outside 1..=`count` selects no task, and [`sum`](crate::sum)
/// refuses it; [`Shard::new`] and [`str::parse`] check the range.
///
/// ```
/// use nqueens_core::Shard;
///
/// let shard: Shard = "3/7".parse()?;
/// assert_eq!(shard, Shard { index: 3, count: 7 });
/// assert_eq!(shard.to_string(), "3/7");
/// assert!("0/3".parse::<Shard>().is_err());
/// # Ok::<(), nqueens_core::ShardError>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Shard {
    /// Which slice, from 1 to `count`.
    pub index: usize,
    /// How many slices the task list is cut into.
    pub count: usize,
}

impl Shard {
    /// The shard `index/count`, if 1 ≤ `index` ≤ `count`.
    pub fn new(index: usize, count: usize) -> Result<Self, ShardError> {
        let shard = Shard { index, count };
        if shard.is_valid() { Ok(shard) } else { Err(ShardError::OutOfRange { index, count }) }
    }

    /// Whether 1 ≤ `index` ≤ `count`.
    pub fn is_valid(self) -> bool {
        (1..=self.count).contains(&self.index)
    }

    /// Whether the task at `position` (0-based) of the task list belongs to this shard.
    pub fn contains(self, position: usize) -> bool {
        self.is_valid() && position % self.count + 1 == self.index
    }
}

impl fmt::Display for Shard {
    fn fmt(&self, formatter: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(formatter, "{}/{}", self.index, self.count)
    }
}

impl FromStr for Shard {
    type Err = ShardError;

    /// Parses `I/K`, two whole numbers with 1 ≤ I ≤ K; spaces around the numbers are allowed.
    fn from_str(text: &str) -> Result<Self, Self::Err> {
        let not_a_shard = || ShardError::NotAShard { text: text.to_string() };
        let (index, count) = text.split_once('/').ok_or_else(not_a_shard)?;
        let index = index.trim().parse().map_err(|_| not_a_shard())?;
        let count = count.trim().parse().map_err(|_| not_a_shard())?;
        Shard::new(index, count)
    }
}

/// Why a text or a pair of numbers is not a shard.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ShardError {
    /// The text is not of the form `I/K` with whole numbers I and K.
    #[error(
        "{text:?} is not a shard: write I/K with whole numbers 1 ≤ I ≤ K, such as 3/7 for the \
         third of seven slices"
    )]
    NotAShard {
        /// The text that was given.
        text: String,
    },
    /// The index is not between 1 and the count.
    #[error("shard {index}/{count} is not a shard: {}", range_rule(*.count))]
    OutOfRange {
        /// The index that was given.
        index: usize,
        /// The count that was given.
        count: usize,
    },
}

/// What a shard `I/count` must satisfy, said for a shard that does not.
fn range_rule(count: usize) -> String {
    if count == 0 {
        "the task list cannot be cut into 0 slices; K must be at least 1".to_string()
    } else {
        format!("I must be between 1 and K = {count} (shards are numbered from 1)")
    }
}

impl Shard {
    /// How many tasks of a task list of `tasks_total` tasks this shard holds.
    ///
    /// ```
    /// use nqueens_core::Shard;
    ///
    /// // 10 tasks dealt out to 3 shards: positions 0, 3, 6, 9 | 1, 4, 7 | 2, 5, 8.
    /// assert_eq!(Shard { index: 1, count: 3 }.tasks_in(10), 4);
    /// assert_eq!(Shard { index: 3, count: 3 }.tasks_in(10), 3);
    /// ```
    pub fn tasks_in(self, tasks_total: usize) -> usize {
        if !self.is_valid() {
            return 0;
        }
        let whole_rounds = tasks_total / self.count;
        whole_rounds + usize::from(self.index - 1 < tasks_total % self.count)
    }
}

/// How to run a count: on how many threads, and which part of the task list.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Options {
    /// The number of threads; `None` (or `Some(0)`) uses one per core.
    pub threads: Option<usize>,
    /// The slice of the task list to run; `None` runs the whole list.
    pub shard: Option<Shard>,
}

/// The result of a count: whole, or the partial result of one shard.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Tally {
    /// The size of the board.
    pub n: usize,
    /// The solutions counted by the tasks of this run.
    pub total: u64,
    /// The unique solutions (one per symmetry class) counted by the tasks of this run, if the
    /// counter tells them apart.
    pub unique: Option<u64>,
    /// The tasks this run ran.
    pub tasks: usize,
    /// The length of the whole task list.
    pub tasks_total: usize,
    /// The shard this run ran, or `None` for the whole task list.
    pub shard: Option<Shard>,
    /// The threads the tasks ran on: the ones asked for, or 1 when no thread could be started
    /// (0 for a sum of shards, which no one run counted).
    pub threads: usize,
}

/// A counter that splits the count of a board into a deterministic list of independent tasks,
/// runs them on several threads, and can run one [`Shard`] of them: what `count --threads` and
/// `--shard`, and `sum`, need of an approach. An approach that is one says so through
/// [`Approach::task_counter`](crate::Approach::task_counter).
///
/// ```
/// use nqueens_core::{Error, Options, Shard, Sum, Tally, TaskCounter};
///
/// /// One task for each column of the first row's queen, each counted by a plain search.
/// struct FirstRow;
///
/// /// The ways to fill rows `row..n` given the columns of the queens above.
/// fn complete(n: usize, columns: &mut Vec<usize>) -> u64 {
///     let row = columns.len();
///     if row == n {
///         return 1;
///     }
///     let mut count = 0;
///     for col in 0..n {
///         // Reject a column or a diagonal an earlier queen holds.
///         let attacked = columns.iter().enumerate().any(|(r, &c)| c == col || row - r == col.abs_diff(c));
///         if !attacked {
///             columns.push(col);
///             count += complete(n, columns);
///             columns.pop();
///         }
///     }
///     count
/// }
///
/// impl TaskCounter for FirstRow {
///     fn task_count(&self, n: usize) -> Result<usize, Error> {
///         Ok(n)
///     }
///
///     fn count_tasks(
///         &self, n: usize, options: &Options, _progress: &(dyn Fn(usize, usize) + Sync),
///     ) -> Result<Tally, Error> {
///         // The tasks of the shard: the first row's columns it deals out.
///         let cols: Vec<usize> =
///             (0..n).filter(|&col| options.shard.is_none_or(|shard| shard.contains(col))).collect();
///         let total = cols.iter().map(|&col| complete(n, &mut vec![col])).sum();
///         let (tasks, shard) = (cols.len(), options.shard);
///         Ok(Tally { n, total, unique: None, tasks, tasks_total: n, shard, threads: 1 })
///     }
///
///     fn counts_unique(&self) -> bool {
///         false
///     }
///
///     fn symmetry(&self) -> &'static str {
///         "no symmetry"
///     }
///
///     fn yardstick(&self) -> &'static str {
///         "the whole tree, which it walks"
///     }
/// }
///
/// // Two shards of n = 8: the columns 0, 2, 4, 6 and 1, 3, 5, 7 of the first row.
/// let mut sum = Sum::new(&FirstRow);
/// for index in [2, 1] {
///     let options = Options { threads: Some(1), shard: Some(Shard::new(index, 2)?) };
///     let part = FirstRow.count_tasks(8, &options, &|_, _| {})?;
///     assert_eq!(part.total, 46);
///     sum.add(&part)?;
/// }
/// assert_eq!(sum.finish()?.total, 92);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub trait TaskCounter: Send + Sync {
    /// The length of the task list for n: how many tasks a whole count runs, and the most
    /// shards it can usefully be cut into. Refuses an n the counter cannot count.
    fn task_count(&self, n: usize) -> Result<usize, Error>;

    /// Counts the solutions of an n × n board, or the part of them that the tasks of
    /// `options.shard` find, on `options.threads` threads.
    ///
    /// `progress(tasks_done, tasks_in_this_run)` is called from the worker threads each time a
    /// task finishes; it should be cheap (the command-line tool redraws a progress bar).
    fn count_tasks(
        &self,
        n: usize,
        options: &Options,
        progress: &(dyn Fn(usize, usize) + Sync),
    ) -> Result<Tally, Error>;

    /// Whether its counts tell the unique solutions (one per symmetry class) apart: whether
    /// every [`Tally::unique`] it returns is `Some`.
    fn counts_unique(&self) -> bool {
        true
    }

    /// The symmetries the count uses, as the tool says it, completing "counts with …":
    /// `the eight-fold symmetry`.
    fn symmetry(&self) -> &'static str;

    /// What the work its approach states is to the count, as the tool says it, completing
    /// "its work needed is …": `the plain tree, most of which its counter skips by symmetry`.
    /// The count reports no counters of its own, so the tool times it against that work.
    fn yardstick(&self) -> &'static str;
}
