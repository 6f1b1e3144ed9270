//! The count: the idea of the listing pushed, for speed, on all cores.
//!
//! The same cut as the listing, the rows split at n / 2, and the same join: for a column set C
//! of the tops, the pairs of a top using C and a bottom using the rest whose diagonals are
//! disjoint. What changes:
//!
//! - on an odd board the middle row's queen is placed first, in each column in turn, and the
//!   halves above and below it have n / 2 rows each and keep off its diagonals: the same join
//!   with the middle row between the halves, whose bottoms are a row shorter than the
//!   listing's, and so far fewer;
//! - a task lists the halves of its own column set only, each half as one `u64` of the
//!   diagonals near the cut (`halves`): the rows of a half are cut in two bands again, whose
//!   placements on every set of columns are listed once for the count (once for each column of
//!   the middle queen, on an odd board), and a task joins those on its columns, so no half of
//!   another set is held;
//! - one list of the pair is turned on its side, and a key is compared with 128 others in a
//!   few ANDs of two `u64` side by side, one block of 128 at a time against every key of the
//!   other list (`join`);
//! - mirror images are counted once: turned left to right, a solution whose top uses C becomes
//!   one whose top uses C reversed (and whose middle queen stands in the mirrored column), and
//!   turned upside down one whose top uses the columns its bottom used (the middle queen stays).
//!   So every task in such a group has the same number of pairs, and only the smallest task of
//!   each group is joined, counted as many times as the group has tasks;
//! - on an even board the reflections in the board's two diagonals skip most pairs too: a
//!   pair is counted with a weight by the longest diagonals its halves hold, and a pair whose
//!   halves hold one each is not joined at all (`longest`); on every board, both lists are
//!   cut into buckets by the diagonals a half holds most often, and a pair of buckets that
//!   share one of them is never joined;
//! - the tasks joined are the task list, in ascending order, the same on every run and machine,
//!   run on a `rayon` pool or cut into shards.

mod halves;
mod join;
mod longest;

use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Mutex, PoisonError};

use nqueens_core::{Error, Options, Solver, Tally};
use rayon::prelude::*;

use crate::MeetInTheMiddle;

/// One task: a column set of the tops, on an odd board the column of the middle row's queen,
/// and how many tasks its group of mirror images has.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Task {
    cols: u32,
    middle: Option<usize>,
    weight: u64,
}

/// The length of the task list for n (n ≤ [`MAX_N`](crate::MAX_N)).
pub fn task_count(n: usize) -> Result<usize, Error> {
    MeetInTheMiddle.check_size(n)?;
    Ok(tasks(n).len())
}

/// Counts the solutions of an n × n board (n ≤ [`MAX_N`](crate::MAX_N)), or of the tasks of one shard,
/// calling `progress(done, tasks)` as each task ends.
///
/// ```
/// use nqueens_meet_in_the_middle::{Options, count};
///
/// let tally = count(8, &Options::default(), &|_done, _tasks| {})?;
/// assert_eq!((tally.total, tally.unique), (92, None));
/// # Ok::<(), nqueens_core::Error>(())
/// ```
pub fn count(
    n: usize,
    options: &Options,
    progress: &(dyn Fn(usize, usize) + Sync),
) -> Result<Tally, Error> {
    MeetInTheMiddle.check_size(n)?;
    // Both halves have n / 2 rows; on an odd board the middle row lies between them, and the
    // bottom half starts below it.
    let rows = n / 2;
    let cut = n - rows;
    let tasks = tasks(n);
    let tasks_total = tasks.len();
    let selected: Vec<Task> = tasks
        .into_iter()
        .enumerate()
        .filter(|&(position, _)| options.shard.is_none_or(|shard| shard.contains(position)))
        .map(|(_, task)| task)
        .collect();
    let done = AtomicUsize::new(0);
    let width = halves::width(n, rows, cut);
    let (layout, ranks) = (layout(n), halves::Ranks::new());
    // Join one task, weighed by its group, and report it as done: the keys of the tops on its
    // column set and of the bottoms on the rest, and the pairs of them that are disjoint.
    let join = |[top, bottom]: &[halves::Half; 2], scratch: &mut Scratch, task: &Task| {
        let Scratch { tops, bottoms, slices, classes, joins } = scratch;
        let tops = top.keys(task.cols, &ranks, tops);
        let bottoms = bottom.keys(rest(n, task), &ranks, bottoms);
        let pairs = if n >= 4 {
            // The longest diagonals and those next to them skip most pairs (`longest`): on an
            // even board by the reflections in them and the buckets, on an odd one by the
            // buckets alone.
            let [top_classes, bottom_classes] = classes;
            let cut = longest::Cut::new(n, width, tops.len().max(bottoms.len()));
            longest::sort(&cut, tops, top_classes);
            longest::sort(&cut, bottoms, bottom_classes);
            longest::weighted_pairs(&cut, top_classes, bottom_classes, joins)
        } else {
            join::disjoint_pairs(tops, bottoms, 2 * width, slices)
        };
        progress(done.fetch_add(1, Ordering::Relaxed) + 1, selected.len());
        pairs * task.weight
    };
    // The tasks of one column of the middle queen (all of them, on an even board) share the
    // placements of the bands of their halves, listed once before they are joined.
    let runs: Vec<&[Task]> = selected.chunk_by(|one, next| one.middle == next.middle).collect();
    let halves = |middle, in_pool| halves_around(n, middle, &layout, &ranks, in_pool);
    let threads = options
        .threads
        .filter(|&threads| threads > 0)
        .unwrap_or_else(|| std::thread::available_parallelism().map_or(1, usize::from));
    // A task is a job of its own: a thread that runs out takes the next one. Where no pool can
    // start (a process limit), the count runs on the calling thread: the same result.
    let (total, threads) = match rayon::ThreadPoolBuilder::new().num_threads(threads).build() {
        Ok(pool) => {
            // Each thread of the pool keeps its scratch from task to task (`map_init` would
            // make one for every job, here every task, and fault its pages in again).
            let scratches: Vec<Mutex<Scratch>> =
                (0..threads).map(|_| Mutex::new(Scratch::default())).collect();
            let total: u64 = runs
                .iter()
                .map(|run| {
                    let halves = pool.install(|| halves(run[0].middle, true));
                    pool.install(|| {
                        run.par_iter()
                            .with_max_len(1)
                            .map(|task| {
                                let thread = rayon::current_thread_index().unwrap_or(0) % threads;
                                // A lock held by a thread that panicked leaves only scratch
                                // behind.
                                let mut scratch = scratches[thread]
                                    .lock()
                                    .unwrap_or_else(PoisonError::into_inner);
                                join(&halves, &mut scratch, task)
                            })
                            .sum::<u64>()
                    })
                })
                .sum();
            (total, threads)
        }
        Err(_) => {
            let mut scratch = Scratch::default();
            let total = runs
                .iter()
                .map(|run| {
                    let halves = halves(run[0].middle, false);
                    run.iter().map(|task| join(&halves, &mut scratch, task)).sum::<u64>()
                })
                .sum();
            (total, 1)
        }
    };
    Ok(Tally {
        n,
        total,
        unique: None,
        tasks: selected.len(),
        tasks_total,
        shard: options.shard,
        threads,
    })
}

/// The layout of the keys of n: from n = 4, with the bits its join sorts by on top
/// (`longest::layout`), below in the order of their diagonals.
fn layout(n: usize) -> halves::Layout {
    let (rows, cut) = (n / 2, n - n / 2);
    if n >= 4 {
        halves::Layout::new(n, rows, cut, longest::layout(n, halves::width(n, rows, cut)))
    } else {
        halves::Layout::new(n, rows, cut, |bit| bit)
    }
}

/// The columns of a task's bottoms: those its tops and its middle queen leave.
fn rest(n: usize, task: &Task) -> u32 {
    full(n) & !task.cols & !task.middle.map_or(0, |col| 1 << col)
}

/// The bands of the tops and of the bottoms around a middle queen in column `middle` (on an
/// odd board; none on an even one), on every set of columns: side by side on the pool the
/// caller runs in, or one after the other where there is none (`rayon::join` outside a pool
/// would start the global one, which a process limit may forbid).
fn halves_around(
    n: usize,
    middle: Option<usize>,
    layout: &halves::Layout,
    ranks: &halves::Ranks,
    in_pool: bool,
) -> [halves::Half; 2] {
    let rows = n / 2;
    let shape = |side| halves::Shape { n, rows, side, middle, layout };
    let top = || halves::Half::new(&shape(halves::Side::Top), ranks);
    let bottom = || halves::Half::new(&shape(halves::Side::Bottom), ranks);
    let (top, bottom) = if in_pool { rayon::join(top, bottom) } else { (top(), bottom()) };
    [top, bottom]
}

/// The most a task holds at n: the most keys in one list of halves, and the most placements
/// of one band of rows. The memory model's tables (`memory.rs`) are these, and a test holds
/// them to this for the n it can afford.
#[cfg(test)]
pub(crate) fn largest(n: usize) -> (usize, usize) {
    let (mut tops, mut bottoms) = (Vec::new(), Vec::new());
    let (layout, ranks) = (layout(n), halves::Ranks::new());
    let tasks = tasks(n);
    tasks.chunk_by(|one, next| one.middle == next.middle).fold((0, 0), |(keys, parts), run| {
        let [top, bottom] = halves_around(n, run[0].middle, &layout, &ranks, false);
        run.iter().fold((keys, parts), |(keys, parts), task| {
            let tops = top.keys(task.cols, &ranks, &mut tops).len();
            let bottoms = bottom.keys(rest(n, task), &ranks, &mut bottoms).len();
            let [upper, lower] = top.parts_on(task.cols, &ranks);
            let [bottom_upper, bottom_lower] = bottom.parts_on(rest(n, task), &ranks);
            let most = [parts, upper, lower, bottom_upper, bottom_lower].into_iter().max();
            (keys.max(tops).max(bottoms), most.unwrap_or(parts))
        })
    })
}

/// The placements of the two bands of a half of n, on every set of columns: the bands a count
/// lists once (for each column of the middle queen, on an odd board, where that queen leaves
/// fewer).
#[cfg(test)]
pub(crate) fn band_placements(n: usize) -> usize {
    let [top, _] = halves_around(n, None, &layout(n), &halves::Ranks::new(), false);
    top.parts()
}

/// The n low bits set.
fn full(n: usize) -> u32 {
    // n ≤ MAX_N = 28.
    (1u32 << n) - 1
}

/// The memory a thread reuses from task to task: the keys of the tops and bottoms, and the
/// longer list turned on its side.
#[derive(Debug, Default)]
struct Scratch {
    tops: Vec<u64>,
    bottoms: Vec<u64>,
    slices: join::Slices,
    /// From n = 4, the keys of the tops and of the bottoms sorted by the longest
    /// diagonals they hold and the ones next to them, and the memory of their join.
    classes: [longest::Classes; 2],
    joins: longest::Joins,
}

/// The task list, in ascending order, with the size of each task's group.
///
/// On an even board a task is a column set of the tops (n / 2 of the n columns), the smallest
/// of its group of mirror images. On an odd board it is also the column of the middle row's
/// queen, and the tops take n / 2 of the other columns: turned left to right, the queen's
/// column c becomes n - 1 - c and the set is reversed; turned upside down, the queen stays and
/// the tops take the columns the bottoms took. A task is the smallest (column first) of its
/// group.
fn tasks(n: usize) -> Vec<Task> {
    let full = full(n);
    let mirror = |cols: u32| if n == 0 { 0 } else { cols.reverse_bits() >> (32 - n) };
    // The number of distinct members of a group.
    let distinct = |mut group: [(usize, u32); 4]| {
        group.sort_unstable();
        // The cast is lossless: a group has at most 4 members.
        (1 + group.windows(2).filter(|pair| pair[0] != pair[1]).count()) as u64
    };
    if n.is_multiple_of(2) {
        return subsets(n, n / 2)
            .filter_map(|cols| {
                let group = [cols, mirror(cols), full & !cols, full & !mirror(cols)];
                let group = group.map(|cols| (0, cols));
                let smallest = group.iter().min().is_some_and(|&(_, least)| least == cols);
                smallest.then(|| Task { cols, middle: None, weight: distinct(group) })
            })
            .collect();
    }
    // The smallest of a group has its queen in the left half or the middle column.
    (0..=n / 2)
        .flat_map(|middle| {
            // The sets of n / 2 of the other n - 1 columns: a set of n - 1 columns with a gap
            // opened at the queen's column.
            let low = (1u32 << middle) - 1;
            subsets(n - 1, n / 2).map(move |set| (middle, set & low | (set & !low) << 1))
        })
        .filter_map(|(middle, cols)| {
            let others = |middle: usize| full & !(1 << middle);
            let turned = n - 1 - middle;
            let group = [
                (middle, cols),
                (turned, mirror(cols)),
                (middle, others(middle) & !cols),
                (turned, others(turned) & !mirror(cols)),
            ];
            let smallest = group.iter().min().is_some_and(|&least| least == (middle, cols));
            smallest.then(|| Task { cols, middle: Some(middle), weight: distinct(group) })
        })
        .collect()
}

/// The sets of `size` of the `n` low bits, in ascending order (the next is found from the last
/// by moving its lowest run of ones, Gosper's way).
fn subsets(n: usize, size: usize) -> impl Iterator<Item = u32> {
    let end = 1u64 << n;
    let first = (1u64 << size) - 1;
    std::iter::successors(Some(first), move |&set| {
        if set == 0 {
            return None;
        }
        let lowest = set & set.wrapping_neg();
        let carried = set + lowest;
        Some(carried | ((carried ^ set) / lowest) >> 2)
    })
    .take_while(move |&set| set < end)
    // The cast is lossless: the sets lie below 1 << n ≤ 1 << 28.
    .map(|set| set as u32)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::MAX_N;
    use nqueens_core::Shard;
    use nqueens_core::sequences::TOTAL_SOLUTIONS;

    #[test]
    fn the_count_is_the_oeis_up_to_14() {
        for (n, &expected) in TOTAL_SOLUTIONS.iter().enumerate().take(15) {
            let tally = count(n, &Options::default(), &|_, _| {}).expect("n ≤ MAX_N");
            assert_eq!(tally.total, expected, "n = {n}");
            assert_eq!(tally.tasks, tally.tasks_total, "n = {n}");
        }
    }

    #[test]
    fn the_shards_add_up_to_the_whole_count() {
        for n in [8, 11, 12] {
            let total_of = |shard| {
                count(n, &Options { threads: Some(1), shard }, &|_, _| {}).expect("n ≤ MAX_N")
            };
            let whole = total_of(None);
            let parts: Vec<Tally> =
                (1..=3).map(|index| total_of(Some(Shard { index, count: 3 }))).collect();
            assert_eq!(parts.iter().map(|part| part.total).sum::<u64>(), whole.total, "n = {n}");
            assert_eq!(parts.iter().map(|part| part.tasks).sum::<usize>(), whole.tasks_total);
            for (index, part) in (1..=3).zip(&parts) {
                assert_eq!(part.tasks, Shard { index, count: 3 }.tasks_in(whole.tasks_total));
            }
        }
    }

    #[test]
    fn each_group_of_mirror_images_is_joined_once() {
        // On an even board the weights add up to the C(n, n / 2) column sets of the tops.
        // On an odd board, the tasks are the columns of the middle queen and the sets of n / 2
        // of the other columns: 9 × C(8, 4) = 630 at n = 9.
        for (n, sets) in [(8, 70), (9, 630), (16, 12_870), (17, 17 * 12_870)] {
            assert_eq!(tasks(n).iter().map(|task| task.weight).sum::<u64>(), sets, "n = {n}");
        }
    }

    #[test]
    fn n_beyond_the_largest_is_refused() {
        assert!(matches!(
            count(MAX_N + 1, &Options::default(), &|_, _| {}),
            Err(Error::TooLarge { .. })
        ));
        assert!(task_count(MAX_N + 1).is_err());
    }
}
