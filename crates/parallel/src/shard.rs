//! Shards: deterministic slices of the task list, and adding their partial results.

use std::fmt;
use std::str::FromStr;

use nqueens_core::sequences::{TOTAL_SOLUTIONS, UNIQUE_SOLUTIONS};

use crate::{MAX_N, Tally};

/// One of `count` deterministic slices of the task list: `index` is 1-based, so a valid shard
/// has 1 ≤ `index` ≤ `count`, written `index/count` (`3/7`).
///
/// Tasks are dealt out like cards: the task at position `p` (0-based) of the task list belongs
/// to shard `p mod count + 1`. Neighbouring tasks place their border queens on neighbouring
/// cells and take similar time, so dealing them out round-robin gives every shard a similar
/// mix of large and small tasks, unlike cutting the list into consecutive blocks.
///
/// A shard built by hand with an index outside 1..=`count` selects no task, and [`sum`]
/// refuses it; [`Shard::new`] and [`str::parse`] check the range.
///
/// ```
/// use nqueens_parallel::Shard;
///
/// let shard: Shard = "3/7".parse()?;
/// assert_eq!(shard, Shard { index: 3, count: 7 });
/// assert_eq!(shard.to_string(), "3/7");
/// assert!("0/3".parse::<Shard>().is_err());
/// # Ok::<(), nqueens_parallel::ShardError>(())
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

/// Why partial results cannot be added up: each message says what is wrong and what to do.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum SumError {
    /// No partial result was given.
    #[error("there are no partial results to add")]
    Empty,
    /// A partial result counts a board the counter cannot count.
    #[error("a partial result counts n = {n}, beyond the counter's largest n, {max_n}")]
    TooLarge {
        /// The n of the partial result.
        n: usize,
        /// The largest n the counter counts.
        max_n: usize,
    },
    /// The partial results count boards of different sizes.
    #[error(
        "the partial results count different boards (n = {first} and n = {other}); add only the \
         shards of one count"
    )]
    MixedN {
        /// The n of the first partial result.
        first: usize,
        /// A different n.
        other: usize,
    },
    /// A partial result names a task list of another length than this program makes for its n.
    #[error(
        "a partial result for n = {n} says the task list has {tasks_total} tasks, but it has \
         {expected}; make every shard with this version of the program"
    )]
    WrongTaskList {
        /// The n of the partial result.
        n: usize,
        /// The length it names.
        tasks_total: usize,
        /// The length of the task list for n.
        expected: usize,
    },
    /// A whole count (no shard) came with other results; it already holds every task.
    #[error(
        "a whole count (without --shard) cannot be added to other results: it already holds \
         every task"
    )]
    WholeNotAlone,
    /// A whole count (no shard) that did not run every task.
    #[error(
        "a whole count (without --shard) ran {tasks} of the {tasks_total} tasks; a partial \
         result is damaged, or lost its shard"
    )]
    WholeIncomplete {
        /// The tasks it ran.
        tasks: usize,
        /// The length of the task list.
        tasks_total: usize,
    },
    /// A shard is outside 1..=K.
    #[error("shard {0} is not a shard: I must be between 1 and K = {count}", count = .0.count)]
    InvalidShard(Shard),
    /// The shards cut the task list into more slices than it has tasks.
    #[error(
        "shard {shard} cuts the {tasks_total} tasks into more slices than there are tasks; K \
         must be at most {tasks_total}"
    )]
    TooManyShards {
        /// The shard.
        shard: Shard,
        /// The length of the task list.
        tasks_total: usize,
    },
    /// The shards cut the task list different ways.
    #[error(
        "the shards cut the task list different ways (into {first} and into {other} slices); \
         add the shards of one cut"
    )]
    MixedShardCounts {
        /// The shard count K of the first partial result.
        first: usize,
        /// A different K.
        other: usize,
    },
    /// The same shard was given twice.
    #[error("shard {0} is given twice; each shard counts once")]
    Duplicate(Shard),
    /// Some shards are missing.
    #[error("{}", missing_shards(missing, *.missing_in_all, *.count))]
    Missing {
        /// The first missing shard indices, in order (at most ten).
        missing: Vec<usize>,
        /// How many shards are missing in all.
        missing_in_all: usize,
        /// The shard count K.
        count: usize,
    },
    /// A shard says it ran another number of tasks than its slice of the task list holds.
    #[error(
        "shard {shard} says it ran {tasks} tasks, but its slice of the task list holds \
         {expected}; a partial result is damaged"
    )]
    TaskMismatch {
        /// The shard.
        shard: Shard,
        /// The tasks it says it ran.
        tasks: usize,
        /// The tasks of its slice.
        expected: usize,
    },
    /// A partial result whose unique count cannot belong to its total: every class has 1, 2, 4
    /// or 8 solutions, so unique ≤ total ≤ 8 × unique.
    #[error(
        "{what} counts {total} solutions and {unique} unique ones, which cannot be: every class \
         of rotations and reflections has 1 to 8 solutions; a partial result is damaged"
    )]
    Implausible {
        /// Which result: `shard 2/3` or `the whole count`.
        what: String,
        /// Its total.
        total: u64,
        /// Its unique count.
        unique: u64,
    },
    /// The totals do not fit in 64 bits: no real count of n ≤ 28 comes near.
    #[error("the partial results add up to more than 64 bits hold; a partial result is damaged")]
    Overflow,
    /// The sum differs from the known count for n.
    #[error(
        "the shards add up to {total} solutions and {unique} unique ones, but n = {n} has \
         {expected_total} and {expected_unique} (OEIS A000170 and A002562); a partial result is \
         wrong"
    )]
    WrongSum {
        /// The board.
        n: usize,
        /// The total the shards add up to.
        total: u64,
        /// The unique count they add up to.
        unique: u64,
        /// The known total.
        expected_total: u64,
        /// The known unique count.
        expected_unique: u64,
    },
}

/// The message of [`SumError::Missing`]: the first missing shards, and how many more.
fn missing_shards(missing: &[usize], missing_in_all: usize, count: usize) -> String {
    let mut listed: Vec<String> = missing.iter().map(|index| format!("{index}/{count}")).collect();
    if missing_in_all > missing.len() {
        listed.push(format!("and {} more", missing_in_all - missing.len()));
    }
    let listed = listed.join(", ");
    if missing_in_all == 1 {
        format!("shard {listed} is missing; run it and add it too")
    } else {
        format!("shards {listed} are missing; run them and add them too")
    }
}

/// How many missing shards a [`SumError::Missing`] names.
const MISSING_SHOWN: usize = 10;

impl Shard {
    /// How many tasks of a task list of `tasks_total` tasks this shard holds.
    ///
    /// ```
    /// use nqueens_parallel::Shard;
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

/// Adds the partial results of one count as they arrive, refusing each wrong one at once.
///
/// Every partial result is checked against what this program knows before it is added: its n is
/// one the counter counts, its task list has the length the program makes for that n, its shard
/// is valid, cuts the list into at most as many slices as there are tasks and into as many as
/// the first result's, comes once, and ran exactly the tasks of its slice; its unique count fits
/// its total. The additions are checked for overflow. Only the shard indices seen are kept, so
/// memory is bounded by the number of shards, however long the input. [`Sum::finish`] then
/// requires every shard, and for n ≤ 27 a total and unique count equal to OEIS A000170 and
/// A002562.
///
/// ```
/// use nqueens_parallel::{Options, Shard, Sum, count};
///
/// let mut sum = Sum::new();
/// for index in [2, 1, 3] {
///     let options = Options { threads: Some(1), shard: Some(Shard { index, count: 3 }) };
///     sum.add(&count(8, &options, &|_, _| {})?)?;
/// }
/// let whole = sum.finish()?;
/// assert_eq!((whole.total, whole.unique), (92, 12));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Debug, Default)]
pub struct Sum {
    /// The sum so far, with the n, task list and shard count of the first result.
    total: Option<Tally>,
    /// Which shards (by index − 1) have been added.
    seen: Vec<bool>,
    /// How many shards have been added.
    added: usize,
}

impl Sum {
    /// A sum of no results yet.
    pub fn new() -> Self {
        Self::default()
    }

    /// Checks one partial result and adds it, or says why it cannot be added.
    pub fn add(&mut self, part: &Tally) -> Result<(), SumError> {
        // What the program itself knows about the count: n, and its task list.
        if part.n > MAX_N {
            return Err(SumError::TooLarge { n: part.n, max_n: MAX_N });
        }
        let expected = crate::tasks::tasks(part.n).len();
        if part.tasks_total != expected {
            return Err(SumError::WrongTaskList {
                n: part.n,
                tasks_total: part.tasks_total,
                expected,
            });
        }
        let what =
            part.shard.map_or("the whole count".to_string(), |shard| format!("shard {shard}"));
        // The counts come from outside (a shard's result read from a file), so 8 × unique
        // saturates instead of overflowing: a product beyond 64 bits is above every total, and
        // so is the saturated one.
        if part.unique > part.total || part.total > part.unique.saturating_mul(8) {
            return Err(SumError::Implausible { what, total: part.total, unique: part.unique });
        }
        // The part must fit the parts before it.
        if let Some(sum) = &self.total {
            if part.n != sum.n {
                return Err(SumError::MixedN { first: sum.n, other: part.n });
            }
            if sum.shard.is_none() || part.shard.is_none() {
                return Err(SumError::WholeNotAlone);
            }
        }
        let Some(shard) = part.shard else {
            // A whole count stands alone, and ran every task.
            if part.tasks != part.tasks_total {
                return Err(SumError::WholeIncomplete {
                    tasks: part.tasks,
                    tasks_total: part.tasks_total,
                });
            }
            self.total = Some(*part);
            self.added = 1;
            return Ok(());
        };
        if !shard.is_valid() {
            return Err(SumError::InvalidShard(shard));
        }
        if shard.count > part.tasks_total.max(1) {
            return Err(SumError::TooManyShards { shard, tasks_total: part.tasks_total });
        }
        let expected_tasks = shard.tasks_in(part.tasks_total);
        if part.tasks != expected_tasks {
            return Err(SumError::TaskMismatch {
                shard,
                tasks: part.tasks,
                expected: expected_tasks,
            });
        }
        match &mut self.total {
            None => {
                self.total = Some(*part);
                self.seen = vec![false; shard.count];
            }
            Some(sum) => {
                let first =
                    sum.shard.expect("a sum that goes on after its first part is of shards").count;
                if shard.count != first {
                    return Err(SumError::MixedShardCounts { first, other: shard.count });
                }
                if self.seen[shard.index - 1] {
                    return Err(SumError::Duplicate(shard));
                }
                sum.total = sum.total.checked_add(part.total).ok_or(SumError::Overflow)?;
                sum.unique = sum.unique.checked_add(part.unique).ok_or(SumError::Overflow)?;
                sum.tasks += part.tasks;
            }
        }
        self.seen[shard.index - 1] = true;
        self.added += 1;
        Ok(())
    }

    /// The whole count, if every shard was added and the sum is right where it is known.
    pub fn finish(self) -> Result<Tally, SumError> {
        let Some(mut whole) = self.total else {
            return Err(SumError::Empty);
        };
        if let Some(shard) = whole.shard {
            let missing_in_all = shard.count - self.added;
            if missing_in_all > 0 {
                let missing: Vec<usize> = (1..=shard.count)
                    .filter(|&index| !self.seen[index - 1])
                    .take(MISSING_SHOWN)
                    .collect();
                return Err(SumError::Missing { missing, missing_in_all, count: shard.count });
            }
            whole.shard = None;
            whole.threads = 0;
        }
        let known = (TOTAL_SOLUTIONS.get(whole.n), UNIQUE_SOLUTIONS.get(whole.n));
        if let (Some(&expected_total), Some(&expected_unique)) = known
            && (whole.total, whole.unique) != (expected_total, expected_unique)
        {
            return Err(SumError::WrongSum {
                n: whole.n,
                total: whole.total,
                unique: whole.unique,
                expected_total,
                expected_unique,
            });
        }
        Ok(whole)
    }
}

/// Adds the partial results of the K shards of one count into the whole count, with every
/// check of [`Sum`].
///
/// The parts may come in any order. A single whole count (no shard) is returned as it is.
///
/// ```
/// use nqueens_parallel::{Options, Shard, count, sum};
///
/// let parts = [1, 2, 3].map(|index| {
///     let options = Options { threads: None, shard: Some(Shard { index, count: 3 }) };
///     count(8, &options, &|_, _| {}).expect("8 is small enough")
/// });
/// let whole = sum(&parts)?;
/// assert_eq!((whole.total, whole.unique), (92, 12));
/// # Ok::<(), nqueens_parallel::SumError>(())
/// ```
pub fn sum(parts: &[Tally]) -> Result<Tally, SumError> {
    let mut sum = Sum::new();
    for part in parts {
        sum.add(part)?;
    }
    sum.finish()
}
