//! Adding the partial results of the shards of one count, checking each as it arrives.

use crate::sequences::{TOTAL_SOLUTIONS, UNIQUE_SOLUTIONS};
use crate::{Error, Shard, Tally, TaskCounter};

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
    /// Some partial results count the unique solutions and others do not: they come from
    /// different counters.
    #[error(
        "some partial results count the unique solutions and others do not; add only the shards \
         of one counter"
    )]
    MixedUnique,
    /// The counter refuses the n of a partial result for another reason than its size.
    #[error("a partial result counts a board the counter refuses: {0}")]
    Refused(Error),
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
         of rotations and reflections has 1 to 8 solutions; a partial result is damaged",
        what = .shard.map_or("the whole count".to_string(), |shard| format!("shard {shard}"))
    )]
    Implausible {
        /// Which result: its shard, or `None` for the whole count.
        shard: Option<Shard>,
        /// Its total.
        total: u64,
        /// Its unique count.
        unique: u64,
    },
    /// The totals do not fit in 64 bits: no real count a counter accepts comes near.
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
    /// The sum differs from the known count for n, for a counter that does not count the unique
    /// solutions.
    #[error(
        "the shards add up to {total} solutions, but n = {n} has {expected_total} (OEIS \
         A000170); a partial result is wrong"
    )]
    WrongTotal {
        /// The board.
        n: usize,
        /// The total the shards add up to.
        total: u64,
        /// The known total.
        expected_total: u64,
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

/// Adds the partial results of one count as they arrive, refusing each wrong one at once.
///
/// Every partial result is checked against what the counter itself knows before it is added:
/// its n is one the counter counts, its task list has the length the counter makes for that n,
/// its shard is valid, cuts the list into at most as many slices as there are tasks and into as
/// many as the first result's, comes once, and ran exactly the tasks of its slice; its unique
/// count, if it has one, fits its total. The additions are checked for overflow. Only the shard
/// indices seen are kept, so memory is bounded by the number of shards, however long the input.
/// [`Sum::finish`] then requires every shard, and where the OEIS gives n, a total (and unique
/// count) equal to A000170 (and A002562). The example of [`TaskCounter`] adds up two shards.
#[derive(Clone)]
pub struct Sum<'a> {
    /// The counter whose results are added: it knows the length of its task lists.
    counter: &'a dyn TaskCounter,
    /// The sum so far, with the n, task list and shard count of the first result.
    total: Option<Tally>,
    /// Which shards (by index − 1) have been added.
    seen: Vec<bool>,
    /// How many shards have been added.
    added: usize,
}

impl<'a> Sum<'a> {
    /// A sum of no results yet, of the results of `counter`.
    pub fn new(counter: &'a dyn TaskCounter) -> Self {
        Self { counter, total: None, seen: Vec::new(), added: 0 }
    }

    /// Checks one partial result and adds it, or says why it cannot be added.
    pub fn add(&mut self, part: &Tally) -> Result<(), SumError> {
        // What the counter itself knows about the count: n, and its task list.
        let expected = match self.counter.task_count(part.n) {
            Ok(expected) => expected,
            Err(Error::TooLarge { max_n, .. }) => {
                return Err(SumError::TooLarge { n: part.n, max_n });
            }
            Err(error) => return Err(SumError::Refused(error)),
        };
        if part.tasks_total != expected {
            return Err(SumError::WrongTaskList {
                n: part.n,
                tasks_total: part.tasks_total,
                expected,
            });
        }
        // The counts come from outside (a shard's result read from a file), so 8 × unique
        // saturates instead of overflowing: a product beyond 64 bits is above every total, and
        // so is the saturated one.
        if let Some(unique) = part.unique
            && (unique > part.total || part.total > unique.saturating_mul(8))
        {
            return Err(SumError::Implausible { shard: part.shard, total: part.total, unique });
        }
        // The part must fit the parts before it.
        if let Some(sum) = &self.total {
            if part.n != sum.n {
                return Err(SumError::MixedN { first: sum.n, other: part.n });
            }
            if sum.shard.is_none() || part.shard.is_none() {
                return Err(SumError::WholeNotAlone);
            }
            if sum.unique.is_some() != part.unique.is_some() {
                return Err(SumError::MixedUnique);
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
                if let (Some(sum), Some(part)) = (&mut sum.unique, part.unique) {
                    *sum = sum.checked_add(part).ok_or(SumError::Overflow)?;
                }
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
        let Some(&expected_total) = TOTAL_SOLUTIONS.get(whole.n) else {
            return Ok(whole);
        };
        match (whole.unique, UNIQUE_SOLUTIONS.get(whole.n)) {
            (Some(unique), Some(&expected_unique))
                if (whole.total, unique) != (expected_total, expected_unique) =>
            {
                Err(SumError::WrongSum {
                    n: whole.n,
                    total: whole.total,
                    unique,
                    expected_total,
                    expected_unique,
                })
            }
            (None, _) if whole.total != expected_total => {
                Err(SumError::WrongTotal { n: whole.n, total: whole.total, expected_total })
            }
            _ => Ok(whole),
        }
    }
}

/// Adds the partial results of the K shards of one count of `counter` into the whole count,
/// with every check of [`Sum`].
///
/// The parts may come in any order. A single whole count (no shard) is returned as it is.
pub fn sum(counter: &dyn TaskCounter, parts: &[Tally]) -> Result<Tally, SumError> {
    let mut sum = Sum::new(counter);
    for part in parts {
        sum.add(part)?;
    }
    sum.finish()
}
