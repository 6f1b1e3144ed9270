//! Shards: deterministic slices of the task list, and adding their partial results.

use std::fmt;
use std::str::FromStr;

use crate::Tally;

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

/// Why partial results cannot be added up.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum SumError {
    /// No partial result was given.
    #[error("there are no partial results to add")]
    Empty,
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
    /// The partial results were cut from different task lists (made by different versions).
    #[error(
        "the partial results come from different task lists ({first} and {other} tasks); make \
         every shard with the same version of the program"
    )]
    MixedTaskLists {
        /// The task list length of the first partial result.
        first: usize,
        /// A different length.
        other: usize,
    },
    /// A whole count (no shard) came with other results; it already holds every task.
    #[error(
        "a whole count (without --shard) cannot be added to other results: it already holds \
         every task"
    )]
    WholeNotAlone,
    /// A shard is outside 1..=K.
    #[error("shard {0} is not a shard: I must be between 1 and K = {count}", count = .0.count)]
    InvalidShard(Shard),
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
    /// The shards hold a different number of tasks than the task list.
    #[error(
        "the shards ran {tasks} tasks together, but the task list has {tasks_total}; a partial \
         result is damaged"
    )]
    TaskMismatch {
        /// The tasks the shards ran together.
        tasks: usize,
        /// The length of the task list.
        tasks_total: usize,
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

/// Adds the partial results of the K shards of one count into the whole count.
///
/// The parts may come in any order. A single whole count (no shard) is returned as it is.
/// Refused, with a message saying what to do: no parts, parts for different n or task lists,
/// a whole count among other parts, a shard outside 1..=K, shards of different K, a shard
/// given twice, a missing shard, and shards whose tasks do not add up to the task list.
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
    let Some(first) = parts.first() else {
        return Err(SumError::Empty);
    };
    // Every part must count the same board with the same task list.
    for part in parts {
        if part.n != first.n {
            return Err(SumError::MixedN { first: first.n, other: part.n });
        }
        if part.tasks_total != first.tasks_total {
            return Err(SumError::MixedTaskLists {
                first: first.tasks_total,
                other: part.tasks_total,
            });
        }
    }
    // A whole count stands alone.
    if parts.iter().any(|part| part.shard.is_none()) {
        return match parts {
            [whole] => Ok(*whole),
            _ => Err(SumError::WholeNotAlone),
        };
    }
    // Every shard must be valid, cut the same way, and appear exactly once.
    let mut shards: Vec<Shard> = parts.iter().filter_map(|part| part.shard).collect();
    let count = shards[0].count;
    for &shard in &shards {
        if !shard.is_valid() {
            return Err(SumError::InvalidShard(shard));
        }
        if shard.count != count {
            return Err(SumError::MixedShardCounts { first: count, other: shard.count });
        }
    }
    shards.sort();
    if let Some(pair) = shards.windows(2).find(|pair| pair[0] == pair[1]) {
        return Err(SumError::Duplicate(pair[0]));
    }
    // The shards are now distinct and valid, so exactly K - (number of parts) are missing.
    if shards.len() < count {
        let missing_in_all = count - shards.len();
        let missing: Vec<usize> = (1..=count)
            .filter(|&index| shards.binary_search(&Shard { index, count }).is_err())
            .take(MISSING_SHOWN)
            .collect();
        return Err(SumError::Missing { missing, missing_in_all, count });
    }
    // The shards together must have run the whole task list once.
    let tasks: usize = parts.iter().map(|part| part.tasks).sum();
    if tasks != first.tasks_total {
        return Err(SumError::TaskMismatch { tasks, tasks_total: first.tasks_total });
    }
    Ok(Tally {
        n: first.n,
        total: parts.iter().map(|part| part.total).sum(),
        unique: parts.iter().map(|part| part.unique).sum(),
        tasks,
        tasks_total: first.tasks_total,
        shard: None,
    })
}
