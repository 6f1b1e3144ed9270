//! The fastest N-Queens counter of the workspace: the bitmask search of
//! `nqueens-backtrack-bitmask`, pushed the way record-setting counters push it.
//!
//! # The idea
//!
//! Four steps take the plain bitmask search (one queen per row, the attacked columns and
//! diagonals kept as bits of `cols`, `diags1` and `diags2`) to a counter several times faster,
//! without changing what it counts.
//!
//! 1. **Symmetry.** The eight symmetries of the square (four rotations, four reflections) map
//!    solutions to solutions. The first step classic counters take is the *mirror halving*: a
//!    solution with its row-0 queen in the right half is the mirror image of one with it in
//!    the left half, so counting the left half twice (for odd n, the middle column once, with
//!    the next row's queen in the left half) halves the work. This crate uses all eight
//!    symmetries through the *border queens* of a solution (the queens of row 0, of the last
//!    column, of the last row and of column 0, three or four of them): it lists the
//!    attack-free *constellations* of border queens, keeps one per symmetry class, and counts
//!    the completions of each, weighted by the number of its images (8 for nearly all; 4 or 2
//!    for the rare symmetric constellations, whose solutions are checked one by one). One run
//!    gives the total and the unique count.
//! 2. **A tight loop.** Each task is a bitmask search over the rows its border queens leave
//!    free, turned so that its border queen nearest a corner stands in the last row (the rule of
//!    the NQueensFAF counter: every orientation has as many completions, their search trees
//!    differ by up to 2×, and this one is small, for no work per task). The loop uses an explicit stack in a fixed array instead of
//!    recursion (measured about 8% faster), a one-row lookahead, steps over the rows of the
//!    border queens with a per-row shift, and settles the last two rows without a loop: only
//!    two columns are left by then, so there are two ways to fill them, both checked with a
//!    few bit operations. Nothing is allocated in the loop.
//! 3. **The last rows by table lookup.** The search stops 6 rows above the last row: a partial
//!    board with a queen in every row above leaves as many free columns as rows, and a table
//!    built once per n lists every way to fill those rows (for each column of the last-row
//!    queen, and each place of the other border queens among those rows), grouped by the set of
//!    columns they use. The group is found by the rank of the free columns, and counted in one
//!    branch-free pass that the compiler vectorises: an entry completes the board when their
//!    diagonals, seen from the table's first row, do not meet.
//! 4. **Work splitting.** Each constellation is one task of a deterministic task list (3,206
//!    tasks for n = 16), run on a `rayon` pool of all cores or of `threads` threads. Results
//!    never depend on the thread count. [`Shard`]s are deterministic slices of the same list,
//!    for runs spread over several machines; [`sum`] adds their partial [`Tally`]s.
//!
//! [`Parallel::search`](nqueens_core::Approach::search), which lists solutions one by one in
//! lexicographic order, is the plain single-threaded bitmask search: listing every solution
//! cannot use the symmetry, and the order is the workspace's one order.
//!
//! # Complexity and feasible n
//!
//! Time: the search tree still grows like the plain one (OEIS A319283: 1.14e9 nodes at n = 16),
//! about ×7 per extra row around n = 16; the counter places under a fifth of the plain tree's
//! queens (4.8 million against 27.4 million at n = 14), the tables count the last rows, and the
//! cores divide the rest. Space: O(n) per thread for the search, O(n⁴) for the task list (3,206
//! tasks of 24 bytes at n = 16, 45,578 at n = 28), and the lookup tables, shared by the threads
//! (21 MB at n = 16, 71 MB at n = 18, 206 MB at n = 20, the most; larger boards get tables of
//! fewer rows). Masks of 64 bits would allow n ≤ 32, but `u64` counters limit n to
//! 28. Its practical n, the largest n whose count the tool estimates at no more than two minutes
//! on the reference 2-core machine, is 18. The measured times, with their date and machine, are
//! in `docs/parallel.md` (section 4).
//!
//! ```
//! use nqueens_parallel::{Options, count};
//!
//! // n = 4 has two solutions, mirror images of each other: one class.
//! let tally = count(4, &Options::default(), &|_done, _tasks| {})?;
//! assert_eq!((tally.total, tally.unique), (2, 1));
//! # Ok::<(), nqueens_core::Error>(())
//! ```

mod lookup;
mod search;
mod shard;
mod tasks;

use std::ops::ControlFlow;
use std::sync::atomic::{AtomicUsize, Ordering};

use nqueens_core::{Approach, Error, Info, Kind, Observer, Sizes, Solver, Source, space};
use rayon::prelude::*;

pub use shard::{Shard, ShardError, Sum, SumError, sum};

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
               (eight-fold symmetry), the last rows counted by table lookup, one task per \
               constellation on all cores",
        source: Source { path: file!(), text: include_str!("lib.rs") },
        time: "O(n!) tree search, about a fifth of the plain bitmask tree, shared by the cores",
        space: "O(n) per thread, the O(n⁴) task list, and lookup tables shared by the \
                threads (71 MB at n = 18)",
        max_n: MAX_N,
        max_n_reason: "u64 counters hold the estimated 2.6e18 solutions of n = 28",
        practical_n: 18,
        // The work is given in nodes of the plain row-by-row tree, the yardstick every
        // backtracking crate shares; the counter visits far fewer, so its time per plain node is
        // small: on the two cores of the reference machine a count takes about 0.34 ns per plain
        // node since the last rows are counted by table lookup (2.66 s for the 8,017,021,932
        // plain nodes of n = 17 and 19.8 s for n = 18 on two threads, 2026-11-25).
        work: space::backtrack_nodes,
        nanos_per_unit: 0.34,
        // Listing walks the whole plain tree with the bitmask search, on one thread, at the
        // bitmask search's time per node.
        listing_nanos_per_unit: 9.2,
        cost_measured_at: None,
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
        (tally.total, tally.unique)
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
    /// The unique solutions (one per symmetry class) counted by the tasks of this run.
    pub unique: u64,
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
/// assert_eq!((tally.total, tally.unique), (92, 12));
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
    run_with_lookup(n, lookup_rows(n), options, progress)
}

/// The rows the tables cover for n, chosen by measurement (see `docs/parallel.md`): 6 rows
/// were fastest at n = 16 (0.808 s, against 0.930 s with 5 rows and 0.932 s with 7, whose
/// tables are over 3 times as large) and faster than 5 at n = 18. The tables grow about 1.7 times per n (129 MB at n = 19 and
/// 206 MB at n = 20 with 6 rows), so larger boards get fewer rows, which keeps them smaller than
/// at n = 20: 46 MB at n = 21 and 93 MB at n = 23 with 5 rows, 12 MB at n = 24 and 29 MB at
/// n = 28 with 4.
fn lookup_rows(n: usize) -> usize {
    match n {
        0..10 => 0,
        10..=20 => 6,
        21..=23 => 5,
        _ => 4,
    }
}

/// Counts like [`count`], with tables for up to `rows` rows above the last one (0: none, the
/// plain search); for measurements and tests. n ≤ [`MAX_N`] is not checked.
#[doc(hidden)]
pub fn count_with_lookup_rows(
    n: usize,
    rows: usize,
    options: &Options,
    progress: &(dyn Fn(usize, usize) + Sync),
) -> Result<Tally, Error> {
    Parallel.check_size(n)?;
    Ok(run_with_lookup(n, rows, options, progress))
}

/// Counts for n ≤ [`MAX_N`] with tables for up to `rows` rows.
fn run_with_lookup(
    n: usize,
    rows: usize,
    options: &Options,
    progress: &(dyn Fn(usize, usize) + Sync),
) -> Tally {
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
    let count_one = |task: &tasks::Task, tables: &lookup::Tables| {
        let counts = search::count_task(n, task, tables);
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
    // threads half of it, 1,603 tasks of n = 16 each, and one thread sat idle for the last
    // 95 ms of a 640 ms count; a task takes 0.4 ms on average, so a job per task costs nothing.
    let ((total, unique), threads) =
        match rayon::ThreadPoolBuilder::new().num_threads(threads).build() {
            Ok(pool) => (
                pool.install(|| {
                    // The tables are built on the pool too, and shared by its threads.
                    let tables = lookup::Tables::new(n, rows, true);
                    selected
                        .par_iter()
                        .with_max_len(1)
                        .map(|task| count_one(task, &tables))
                        .reduce(|| (0, 0), add)
                }),
                threads,
            ),
            Err(_) => {
                let tables = lookup::Tables::new(n, rows, false);
                (selected.iter().map(|task| count_one(task, &tables)).fold((0, 0), add), 1)
            }
        };
    Tally { n, total, unique, tasks: selected.len(), tasks_total, shard: options.shard, threads }
}
