//! The fastest N-Queens counter of the workspace: the bitmask search of
//! `nqueens-backtrack-bitmask`, pushed the way record-setting counters push it, to count the
//! solutions of a board up to n = 28, and the unique ones, on all cores of a machine or in
//! shards over many machines.
//!
//! What the crate is for: three steps that make the plain bitmask search several times faster
//! without changing what it counts: the eight symmetries, through one constellation of border
//! queens per symmetry class (`tasks`); a loop that goes down the rows in waves of boards, with
//! no branch that depends on one board (`search`); and work split into a deterministic task
//! list, run on a `rayon` pool or cut into [`Shard`]s whose partial [`Tally`]s [`sum`] adds.
//! The tool reaches it through [`TaskCounter`], as it reaches every counter of tasks. Listing
//! the solutions one by one cannot use the symmetry: that is the plain bitmask search. Its page,
//! [`docs/parallel.md`](https://github.com/nqueens/nqueens/blob/main/docs/parallel.md),
//! explains each step with figures; every measurement (times, memory, what was tried and not
//! kept) is in its engineering record, `docs/parallel-record.md`. The comments here say why the
//! code is as it is, and leave the numbers to the pages.
//!
//! # Invariants
//!
//! - **Exact for every n it accepts** (n ≤ 28, where `u64` counters still hold the
//!   total): the total is OEIS A000170 and the unique count A002562. The tests check both for
//!   every n up to 15.
//! - **Deterministic:** the task list is the same on every run and machine, so a shard is the
//!   same slice everywhere; a result never depends on the number of threads, and the shards of
//!   one cut add up to the whole count, which [`sum`] checks against the OEIS where it knows n.
//! - **Bounded memory:** O(n) per thread for the search (a wave of boards per row, 4 KB
//!   each) and O(n⁴) for the task list: a few MB for a whole count at any n.
//! - **Internal values are checked, outside ones refused:** a row or a column out of range is a bug and panics with its reason; n, shards and partial results
//!   from outside are refused with an error.
//! - **One search to list:** the listing walks the bitmask crate's `place_row`, event for event
//!   (`tests/listing.rs` holds the two equal).
//!
//! ```
//! use nqueens_parallel::{Options, count};
//!
//! // n = 4 has two solutions, mirror images of each other: one class.
//! let tally = count(4, &Options::default(), &|_done, _tasks| {})?;
//! assert_eq!((tally.total, tally.unique), (2, Some(1)));
//! # Ok::<(), nqueens_core::Error>(())
//! ```

mod count;
mod measured;
mod search;
mod tasks;

use std::ops::ControlFlow;
use std::sync::atomic::{AtomicUsize, Ordering};

use nqueens_core::{
    Approach, Error, Info, Kind, Limit, Observer, Sizes, Solver, Source, TaskCounter, space,
};
use rayon::prelude::*;

/// The shards, options and results of a count, which every counter of tasks shares.
pub use nqueens_core::{Options, Shard, ShardError, Sum, SumError, Tally, sum};

/// The largest n: `u64` counters hold the roughly 2.6e18 solutions estimated for n = 28, not
/// the roughly 3e19 of n = 29 (the masks, 64 bits wide, would allow n = 32).
pub(crate) const MAX_N: usize = 28;

/// The parallel counter with eight-fold symmetry: the approach `parallel`.
///
/// Its [`count_solutions`](Approach::count_solutions) and
/// [`count_total_and_unique`](Approach::count_total_and_unique) run [`count`] on all cores; its
/// [`search`](Approach::search) lists solutions with the plain bitmask search, single-threaded,
/// in lexicographic order.
#[derive(Clone, Copy, Debug, Default)]
pub struct Parallel;

impl Approach for Parallel {
    const INFO: Info = Info {
        id: "parallel",
        kind: Kind::TaskCounter,
        idea: "bitmask search from one constellation of border queens per symmetry class \
               (eight-fold symmetry), down the rows in waves of boards with no branch that \
               depends on one board, one task per constellation on all cores",
        source: Source { path: file!(), text: include_str!("lib.rs") },
        time: "O(n!) tree search, about a fifth of the plain bitmask tree, shared by the cores",
        space: "O(n) per thread (a wave of boards per row) and the O(n⁴) task list",
        max_n: MAX_N,
        max_n_reason: Limit::SolutionCounter { estimate: "2.6e18", n: 28 },
        // The work is given in nodes of the plain row-by-row tree, the yardstick every
        // backtracking crate shares; the counter visits far fewer, so its time per plain node is
        // small. It is the wall time of a two-thread count on the reference machine divided by
        // those nodes, at n = 17 and 18 (the runs are in `docs/parallel-record.md`, "The descent
        // in waves").
        work: space::backtrack_nodes,
        cost: measured::COST,
        bookkeeping: None,
        tested_up_to: 12,
        // The same sizes as the bitmask search it is measured against.
        bench_sizes: Sizes { first: 4, last: 15 },
        leetcode: None,
    };

    fn search<O, V>(&self, n: usize, observer: &mut O, visit: &mut V) -> ControlFlow<()>
    where
        O: Observer,
        V: FnMut(&[u8]) -> ControlFlow<()>,
    {
        search::list(n, observer, visit)
    }

    fn count_solutions(&self, n: usize) -> u64 {
        run(n, &Options::default(), &|_, _| {}).total
    }

    fn count_total_and_unique(&self, n: usize) -> (u64, u64) {
        let tally = run(n, &Options::default(), &|_, _| {});
        (tally.total, tally.unique.unwrap_or(0))
    }

    fn task_counter(&self) -> Option<&dyn TaskCounter> {
        Some(self)
    }
}

impl TaskCounter for Parallel {
    fn task_count(&self, n: usize) -> Result<usize, Error> {
        task_count(n)
    }

    fn count_tasks(
        &self,
        n: usize,
        options: &Options,
        progress: &(dyn Fn(usize, usize) + Sync),
    ) -> Result<Tally, Error> {
        count(n, options, progress)
    }

    fn symmetry(&self) -> &'static str {
        "the eight-fold symmetry"
    }

    fn yardstick(&self) -> &'static str {
        "the plain tree, most of which its counter skips by symmetry"
    }
}

/// Counts the total and unique solutions of an n × n board, or the part of them that the
/// tasks of `options.shard` find.
///
/// `progress(tasks_done, tasks_in_this_run)` is called from the worker threads each time a
/// task finishes; it should be cheap (the command-line tool redraws a progress bar).
///
/// Refuses n > 28 with [`Error::TooLarge`]. If the threads cannot be started (a process
/// limit), the count runs on the calling thread instead, and [`Tally::threads`] says 1; the
/// result is the same either way.
///
/// ```
/// use nqueens_parallel::{Options, count};
///
/// let options = Options { threads: Some(1), shard: None };
/// let tally = count(8, &options, &|_, _| {})?;
/// assert_eq!((tally.total, tally.unique), (92, Some(12)));
/// assert!(count(29, &options, &|_, _| {}).is_err());
/// # Ok::<(), nqueens_core::Error>(())
/// ```
pub fn count(
    n: usize,
    options: &Options,
    progress: &(dyn Fn(usize, usize) + Sync),
) -> Result<Tally, Error> {
    Parallel.check_size(n)?;
    Ok(run(n, options, progress))
}

/// The length of the task list for n: how many tasks a whole count runs, and the most shards
/// it can usefully be cut into.
///
/// ```
/// assert_eq!(nqueens_parallel::task_count(16), Ok(3_206));
/// assert!(nqueens_parallel::task_count(29).is_err());
/// ```
pub fn task_count(n: usize) -> Result<usize, Error> {
    Parallel.check_size(n)?;
    Ok(tasks::tasks(n).len())
}

/// Counts for n ≤ [`MAX_N`], which the caller has checked.
fn run(n: usize, options: &Options, progress: &(dyn Fn(usize, usize) + Sync)) -> Tally {
    let tasks = tasks::tasks(n);
    let tasks_total = tasks.len();
    // Keep the tasks of the shard, if one is asked for.
    let selected: Vec<tasks::Task> = tasks
        .into_iter()
        .enumerate()
        .filter(|&(position, _)| options.shard.is_none_or(|shard| shard.contains(position)))
        .map(|(_, task)| task)
        .collect();
    let done = AtomicUsize::new(0);
    // Run every task on the pool, report each as it finishes, and add the results.
    // Count one task, and report it as done.
    let count_one = |task: &tasks::Task| {
        let counts = count::count_task(n, task);
        progress(done.fetch_add(1, Ordering::Relaxed) + 1, selected.len());
        counts
    };
    let add = |left: (u64, u64), right: (u64, u64)| (left.0 + right.0, left.1 + right.1);
    // A pool of the threads asked for, or of one per core. Where the system refuses to start
    // them (a process limit), the count runs on the calling thread instead: the same result,
    // and no panic from a pool that cannot start.
    let threads = options
        .threads
        .filter(|&threads| threads > 0)
        .unwrap_or_else(|| std::thread::available_parallelism().map_or(1, usize::from));
    // Each task is a job of its own (`with_max_len(1)`): a thread that runs out of work takes
    // the next task from another. Left to split the list as it likes, rayon handed each of two
    // threads half of it, and one thread sat idle at the end; a task is long enough that a job
    // per task costs nothing measurable (`docs/parallel-record.md`, "What each idea bought").
    let ((total, unique), threads) =
        match rayon::ThreadPoolBuilder::new().num_threads(threads).build() {
            Ok(pool) => (
                pool.install(|| {
                    selected.par_iter().with_max_len(1).map(count_one).reduce(|| (0, 0), add)
                }),
                threads,
            ),
            Err(_) => (selected.iter().map(count_one).fold((0, 0), add), 1),
        };
    Tally {
        n,
        total,
        unique: Some(unique),
        tasks: selected.len(),
        tasks_total,
        shard: options.shard,
        threads,
    }
}
