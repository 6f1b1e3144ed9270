//! N-Queens by meeting in the middle: the board cut into a top half and a bottom half, every
//! placement of each half listed once, and the halves joined by their columns and diagonals.
//!
//! What the crate is for: the first approach of the learning path that does not walk the
//! row-by-row tree. A solution is a top half (a queen in each of the first `n / 2` rows) and a
//! bottom half (a queen in each of the other rows) that fit together: the bottom takes exactly
//! the columns the top leaves free, and no diagonal holds a queen of each. So the search lists
//! the halves once each, groups the bottom halves by their columns, and compares each top half
//! with the bottom halves of the columns it leaves: a pair is a *candidate* board, kept when its
//! diagonal masks are disjoint. Its page,
//! [`docs/meet-in-the-middle.md`](https://github.com/nqueens/nqueens/blob/main/docs/meet-in-the-middle.md),
//! works the idea through for n = 8 and gives the measurements.
//!
//! The listing ([`Approach::search`]) is that idea as a student reads it, in this file. The
//! count runs the same idea pushed ([`count`], in `fast/`): on an odd board the middle row's
//! queen placed first; the halves of one column set joined when its turn comes from two bands
//! of rows listed once for the whole count, each as a `u64` of its diagonals near the cut,
//! compared 128 at a time as bit slices; the tasks that mirror images make counted once; on an even board, the pairs
//! that the reflections in the board's diagonals repeat skipped; and the tasks dealt out as a
//! deterministic task list to `rayon` threads or to shards of it, through core's
//! [`TaskCounter`].
//!
//! # Invariants
//!
//! - **Lexicographic order without sorting.** The halves are listed by a search that tries
//!   columns from the left, so the tops come in lexicographic order and so does each group of
//!   bottoms; the join takes each top as it comes and, for each, its matching bottoms in their
//!   order, and a solution's order is its top's order first and its bottom's after that. A
//!   test holds the listing to the bitmask crate's for every n up to 10.
//! - **Exact work.** The listing tests one candidate per (top, bottom) pair whose columns fit
//!   and reports it to the observer; `Info::work` is that number of pairs, a table measured for
//!   every n up to 18 (a test recounts it from the halves up to 14, and the listing's own
//!   counts up to 12), estimated beyond by its last ratio.
//! - **No unique count.** The count skips mirror images by their column sets, and on an even
//!   board weighs pairs by the longest diagonals their halves hold, never by symmetry classes
//!   of solutions, so it gives the total (OEIS A000170) only; the unique count
//!   (A002562) comes from the listing, which checks each solution's canonical form.
//! - **Memory.** The listing holds a group of bottom halves from the first time a top needs it
//!   to the end, so the first solutions come at once, and a whole listing ends holding every
//!   bottom half: about 16 GB at n = 18 by the measured model of `memory.rs`, more than 24 GiB
//!   from n = 19 on, where the tool refuses it even with `--force`. Its time (some 10 hours at
//!   n = 18, at the measured 21 ns per pair) keeps the tool from starting one without
//!   `--force`. The count holds the bands the halves are joined from, once, and the halves of
//!   one column set at a time on each thread: about 49 MB at n = 18 by the same model.
//!
//! # Example
//!
//! ```
//! use nqueens_core::Solver;
//! use nqueens_meet_in_the_middle::MeetInTheMiddle;
//!
//! // n = 4: the tops [1, 3] and [2, 0] meet the bottoms [0, 2] and [3, 1].
//! let solutions = MeetInTheMiddle.solutions(4)?;
//! let columns: Vec<&[u8]> = solutions.iter().map(|solution| solution.columns()).collect();
//! assert_eq!(columns, [[1, 3, 0, 2], [2, 0, 3, 1]]);
//!
//! // n = 8: 1,760 pairs of halves whose columns fit, 92 of them solutions.
//! let work = MeetInTheMiddle.count_with_work(8)?;
//! assert_eq!((work.candidates, work.solutions), (1_760, 92));
//! # Ok::<(), nqueens_core::Error>(())
//! ```

mod fast;
mod measured;
mod memory;

use std::collections::HashMap;
use std::ops::ControlFlow;

use nqueens_core::{Approach, Error, Info, Kind, Observer, Sizes, Source, TaskCounter, WorkCounts};

pub use fast::{count, task_count};
/// Core's types of a count in tasks, as the count takes and returns them.
pub use nqueens_core::{Options, Shard, Tally};

/// The largest n: `u64` counters hold the roughly 2.6e18 solutions estimated for n = 28, not
/// the roughly 3e19 of n = 29. Long before that, time is the limit, and for a whole listing
/// memory too (see the crate's invariants).
pub const MAX_N: usize = 28;

// ANCHOR: halves
/// The queens of one half of the board: one queen per row, none attacking another.
///
/// Bit `col` of `cols` is set when a queen of the half stands in column `col`; bit
/// `row + n - 1 - col` of `diags1` when one stands on that diagonal, and bit `row + col` of
/// `diags2` when one stands on that anti-diagonal. The numbers are the board's, not the half's,
/// so the masks of a top half and a bottom half can be compared as they are.
#[derive(Clone, Copy, Debug, Default)]
struct Half {
    cols: u32,
    diags1: u64,
    diags2: u64,
}

/// Places a queen in every free cell of `row` whose column is in `allowed`, then fills the rows
/// below it down to `end`, and hands each full placement of the half (its masks and its
/// columns) to `found`, in lexicographic order, until `found` asks to stop.
fn place_row(
    n: usize,
    row: usize,
    end: usize,
    allowed: u32,
    half: Half,
    columns: &mut Vec<u8>,
    found: &mut impl FnMut(Half, &[u8]) -> ControlFlow<()>,
) -> ControlFlow<()> {
    // Every row of the half holds a queen: a placement of the half.
    if row == end {
        return found(half, columns);
    }
    for col in 0..n {
        // Reject a cell outside the allowed columns, or one that a queen of this half attacks
        // along its column or a diagonal.
        let (diag1, diag2) = (row + n - 1 - col, row + col);
        if allowed >> col & 1 == 0
            || half.cols >> col & 1 == 1
            || half.diags1 >> diag1 & 1 == 1
            || half.diags2 >> diag2 & 1 == 1
        {
            continue;
        }
        // Attempt: a queen here, its column and both diagonals now taken.
        let next = Half {
            cols: half.cols | 1 << col,
            diags1: half.diags1 | 1 << diag1,
            diags2: half.diags2 | 1 << diag2,
        };
        // The cast is lossless: col < n ≤ MAX_N.
        columns.push(col as u8);
        // Recurse into the rows below, then undo: take the queen back.
        let flow = place_row(n, row + 1, end, allowed, next, columns, found);
        columns.pop();
        flow?;
    }
    ControlFlow::Continue(())
}

/// The placements of one half that use exactly the columns of a set, in lexicographic order.
#[derive(Default)]
struct Group {
    /// The masks of each placement.
    halves: Vec<Half>,
    /// The columns of every placement, one after the other.
    columns: Vec<u8>,
}

/// Lists every placement of rows `first..end` of an n × n board on exactly the columns of
/// `cols` (as many columns as rows), in lexicographic order.
fn list_group(n: usize, first: usize, end: usize, cols: u32) -> Group {
    let mut group = Group::default();
    let mut columns = Vec::with_capacity(n);
    let _ = place_row(n, first, end, cols, Half::default(), &mut columns, &mut |half, columns| {
        group.halves.push(half);
        group.columns.extend_from_slice(columns);
        ControlFlow::Continue(())
    });
    group
}
// ANCHOR_END: halves

// ANCHOR: search
/// Hands every solution for an n × n board (n ≤ [`MAX_N`]) to `visit`, in lexicographic order
/// of columns, and every candidate pair of halves to `observer`.
fn search(
    n: usize,
    observer: &mut impl Observer,
    visit: &mut impl FnMut(&[u8]) -> ControlFlow<()>,
) -> ControlFlow<()> {
    // Split the rows: the top half has the first n / 2, the bottom half the rest.
    let middle = n / 2;
    let full = full_mask(n);
    // The bottom halves, grouped by the columns they use. A group is listed once, the first
    // time a top half needs it, so the first solutions come at once.
    let mut bottoms: HashMap<u32, Group> = HashMap::new();
    let mut solution = Vec::with_capacity(n);
    let mut top_columns = Vec::with_capacity(n);
    // List the top halves once, in lexicographic order, and join each as it comes.
    place_row(n, 0, middle, full, Half::default(), &mut top_columns, &mut |top, columns| {
        // The bottom halves that take exactly the columns this top leaves free.
        let rest = full & !top.cols;
        let group = bottoms.entry(rest).or_insert_with(|| list_group(n, middle, n, rest));
        let rows = n - middle;
        for (index, bottom) in group.halves.iter().enumerate() {
            // A candidate board: every row and every column holds one queen.
            observer.candidate();
            // Reject it if a diagonal or an anti-diagonal holds a queen of each half.
            if top.diags1 & bottom.diags1 != 0 || top.diags2 & bottom.diags2 != 0 {
                continue;
            }
            // A solution: the top's columns, then the bottom's.
            solution.clear();
            solution.extend_from_slice(columns);
            solution.extend_from_slice(&group.columns[index * rows..(index + 1) * rows]);
            observer.solution(&solution);
            // Stop if `visit` asked to.
            visit(&solution)?;
        }
        ControlFlow::Continue(())
    })
}
// ANCHOR_END: search

/// The n low bits set, one per column of an n × n board (n ≤ [`MAX_N`]).
fn full_mask(n: usize) -> u32 {
    // n ≤ MAX_N = 28, so the shift does not overflow.
    (1u32 << n) - 1
}

/// N-Queens by meeting in the middle: top and bottom halves listed once, joined by columns and
/// diagonals.
///
/// Its [`search`](Approach::search) lists the solutions in lexicographic order, on one thread;
/// its [`count_solutions`](Approach::count_solutions) runs the fast [`count`] on all cores.
#[derive(Clone, Copy, Debug, Default)]
pub struct MeetInTheMiddle;

impl Approach for MeetInTheMiddle {
    const INFO: Info = Info {
        id: "meet-in-the-middle",
        kind: Kind::BruteForce,
        idea: "list every placement of the top half and of the bottom half once, then join each \
               top with the bottoms that take the columns it leaves and share no diagonal",
        source: Source { path: file!(), text: include_str!("lib.rs") },
        time: "O(T + B + P): T top and B bottom halves, and P pairs whose columns fit \
               (1,760 at n = 8)",
        space: "O(B · n) to list: every bottom half, its masks and its columns; to count, the \
                bands once and the halves of one column set per thread (49\u{a0}MB at n = 18)",
        max_n: MAX_N,
        max_n_reason: nqueens_core::Limit::SolutionCounter { estimate: "2.6e18", n: 28 },
        work: measured::pairs,
        cost: measured::COST,
        bookkeeping: None,
        tested_up_to: 12,
        // The count, which the scaling bench times, takes well under a second at n = 15.
        bench_sizes: Sizes { first: 4, last: 15 },
        leetcode: None,
    };

    fn search<O, V>(&self, n: usize, observer: &mut O, visit: &mut V) -> ControlFlow<()>
    where
        O: Observer,
        V: FnMut(&[u8]) -> ControlFlow<()>,
    {
        search(n, observer, visit)
    }

    fn count_solutions(&self, n: usize) -> u64 {
        // Every n the solver lets through is one the fast count takes.
        count(n, &Options::default(), &|_, _| {}).map_or(0, |tally| tally.total)
    }

    fn task_counter(&self) -> Option<&dyn TaskCounter> {
        Some(self)
    }

    fn peak_bytes(&self, n: usize, listing: bool) -> u64 {
        // The measured model of `memory.rs`: every bottom half for a listing, the largest
        // task's lists on each thread for a count.
        if listing { memory::listing_bytes(n) } else { memory::count_bytes(n) }
    }

    fn count_work(&self, n: usize) -> WorkCounts {
        // The pairs the listing tests are known without listing them (the table, which a test
        // holds to the halves), so a count with its work runs the fast count, not the listing.
        // Beyond the table (n > 18), the estimate, rounded: a listing there is out of reach.
        let work = measured::pairs(n);
        let candidates = work.exact.map_or(work.estimate as u64, |exact| exact as u64);
        WorkCounts { candidates, solutions: self.count_solutions(n), ..WorkCounts::default() }
    }
}

/// The count as core's face of a counter of tasks: what `count --threads`, `count --shard` and
/// `sum` run. It gives totals only: [`Tally::unique`] is always `None`.
impl TaskCounter for MeetInTheMiddle {
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

    fn counts_unique(&self) -> bool {
        false
    }

    fn symmetry(&self) -> &'static str {
        "the mirror images (left to right and upside down)"
    }

    fn yardstick(&self) -> &'static str {
        "the pairs of halves its listing tests, of which its count tests a quarter or fewer (on \
         an odd board it places the middle queen first), 128 at a time"
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use nqueens_core::sequences::TOTAL_SOLUTIONS;
    use nqueens_core::{Solver, check};

    /// Every placement of rows `first..end` on any columns, in lexicographic order.
    pub(crate) fn all_halves(n: usize, first: usize, end: usize) -> Vec<(Half, Vec<u8>)> {
        let mut halves = Vec::new();
        let mut columns = Vec::new();
        let _ = place_row(
            n,
            first,
            end,
            full_mask(n),
            Half::default(),
            &mut columns,
            &mut |half, columns| {
                halves.push((half, columns.to_vec()));
                ControlFlow::Continue(())
            },
        );
        halves
    }

    #[test]
    fn every_listed_solution_is_valid_and_the_counts_are_the_oeis() {
        for (n, &expected) in TOTAL_SOLUTIONS.iter().enumerate().take(13) {
            let mut listed = 0;
            MeetInTheMiddle
                .solve(n, &mut |columns| {
                    assert_eq!(check(columns), Ok(()), "n = {n}: {columns:?}");
                    listed += 1;
                    ControlFlow::Continue(())
                })
                .expect("within the representation");
            assert_eq!(listed, expected, "n = {n}");
        }
    }

    #[test]
    fn the_listing_tests_exactly_the_pairs_of_the_table() {
        // Watched as it lists, and as `count_work` states it without listing.
        for (n, &expected) in TOTAL_SOLUTIONS.iter().enumerate().take(13) {
            let mut watched = WorkCounts::default();
            let _ = search(n, &mut watched, &mut |_: &[u8]| ControlFlow::Continue(()));
            assert_eq!(
                u128::from(watched.candidates),
                measured::pairs(n).exact.unwrap_or(0),
                "n = {n}"
            );
            assert_eq!(watched.solutions, expected, "n = {n}");
            assert_eq!(MeetInTheMiddle.count_work(n), watched, "n = {n}");
        }
    }

    #[test]
    fn the_table_of_pairs_is_what_the_halves_give() {
        // Count the halves of each column set, as a count of the pairs needs, without listing
        // a single pair.
        for (n, &expected) in measured::PAIRS.iter().enumerate().take(15) {
            let (tops, bottoms) = (all_halves(n, 0, n / 2), all_halves(n, n / 2, n));
            let mut bottoms_by_cols: HashMap<u32, u64> = HashMap::new();
            for (bottom, _) in &bottoms {
                *bottoms_by_cols.entry(bottom.cols).or_default() += 1;
            }
            let full = full_mask(n);
            let pairs: u64 = tops
                .iter()
                .map(|(top, _)| bottoms_by_cols.get(&(full & !top.cols)).copied().unwrap_or(0))
                .sum();
            assert_eq!(pairs, expected, "n = {n}");
        }
    }

    #[test]
    fn the_halves_of_n_8_are_listed_in_order() {
        // Four rows of eight columns: 344 placements above the cut, the same below it (the
        // board turned upside down), the first two in lexicographic order.
        let tops = all_halves(8, 0, 4);
        assert_eq!(tops.len(), 344);
        assert_eq!(tops[0].1, [0, 2, 4, 1]);
        assert_eq!(tops[1].1, [0, 2, 4, 6]);
        assert!(tops.iter().map(|(_, columns)| columns).is_sorted());
        assert_eq!(all_halves(8, 4, 8).len(), 344);
        // A group holds the placements of one column set only, in the same order.
        let group = list_group(8, 0, 4, 0b0001_0111);
        let expected: Vec<Vec<u8>> = tops
            .iter()
            .filter(|(top, _)| top.cols == 0b0001_0111)
            .map(|(_, columns)| columns.clone())
            .collect();
        assert_eq!(group.columns, expected.concat());
    }

    #[test]
    fn an_early_stop_ends_the_join_at_once() {
        // n = 4: the first solution is the third pair tested (the top [0, 2] meets two bottoms,
        // [0, 3] none, [1, 3] meets [0, 2] first).
        let mut counts = WorkCounts::default();
        let mut seen = Vec::new();
        let flow = MeetInTheMiddle
            .observe(4, &mut counts, &mut |columns| {
                seen.push(columns.to_vec());
                ControlFlow::Break(())
            })
            .expect("within the representation");
        assert_eq!(flow, ControlFlow::Break(()));
        assert_eq!(seen, [vec![1, 3, 0, 2]]);
        assert_eq!((counts.candidates, counts.solutions), (3, 1));
    }
}

#[cfg(test)]
mod worked_example {
    //! The numbers of the worked example of `docs/meet-in-the-middle.md`, n = 8.

    use super::*;
    use nqueens_core::Solver;

    #[test]
    fn the_worked_example_of_n_8() {
        let (tops, bottoms) = (tests::all_halves(8, 0, 4), tests::all_halves(8, 4, 8));
        // 344 placements of four rows above the cut and as many below it, over all 70 sets of
        // four columns, from 2 to 14 tops per set.
        assert_eq!((tops.len(), bottoms.len()), (344, 344));
        let per_set: Vec<usize> = (0..=255u32)
            .filter(|cols| cols.count_ones() == 4)
            .map(|cols| tops.iter().filter(|(top, _)| top.cols == cols).count())
            .collect();
        assert_eq!(per_set.len(), 70);
        assert_eq!((per_set.iter().min(), per_set.iter().max()), (Some(&2), Some(&14)));
        // The top of the first solution, [0, 4, 7, 5], uses the columns 0, 4, 5 and 7.
        let (top, _) = *tops.iter().find(|(_, columns)| columns == &[0, 4, 7, 5]).expect("a top");
        let rest = 0b1111_1111 & !top.cols;
        assert_eq!(rest, 0b0100_1110);
        // Four bottoms use the other columns, 1, 2, 3 and 6; one of them fits.
        let group = list_group(8, 4, 8, rest);
        assert_eq!(
            group.columns,
            [[1, 3, 6, 2], [2, 6, 1, 3], [2, 6, 3, 1], [3, 1, 6, 2]].concat()
        );
        let fitting: Vec<&[u8]> = group
            .halves
            .iter()
            .zip(group.columns.chunks(4))
            .filter(|(bottom, _)| {
                top.diags1 & bottom.diags1 == 0 && top.diags2 & bottom.diags2 == 0
            })
            .map(|(_, columns)| columns)
            .collect();
        assert_eq!(fitting, [[2, 6, 1, 3]]);
        // In all, 1,760 pairs are tested and 92 of them are solutions; the count joins 23 of
        // the 70 column sets, one per group of mirror images.
        let work = MeetInTheMiddle.count_with_work(8).expect("n ≤ MAX_N");
        assert_eq!((work.candidates, work.solutions), (1_760, 92));
        assert_eq!(fast::task_count(8), Ok(23));
    }
}
