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
//! count runs the same idea pushed ([`count`], in `fast/`): the halves of one column set listed
//! when its turn comes, each as a `u64` of its diagonals near the cut, compared 64 at a time as
//! bit slices; the column sets that mirror images make counted once; and the column sets dealt
//! out as a deterministic task list to `rayon` threads or to [`Shard`]s of it.
//!
//! # Invariants
//!
//! - **Lexicographic order without sorting.** The halves are listed by a search that tries
//!   columns from the left, so each list is in lexicographic order; the join takes the tops in
//!   that order and, for each, its matching bottoms in theirs, and a solution's order is its
//!   top's order first and its bottom's after that. A test holds the listing to the bitmask
//!   crate's for every n up to 10.
//! - **Exact work.** The listing tests one candidate per (top, bottom) pair whose columns fit
//!   and reports it to the observer; `Info::work` is that number of pairs, a table measured for
//!   every n up to [`MAX_N`] and checked by a test against the halves themselves.
//! - **No unique count.** The count skips mirror images by their column sets, not by symmetry
//!   classes of solutions, so it gives the total (OEIS A000170) only; the unique count
//!   (A002562) comes from the listing, which checks each solution's canonical form.
//! - **Memory.** The listing holds both lists of halves: about 21 GB at n = 18 (its time, some
//!   14 hours, keeps the tool from starting it without `--force`), so n beyond [`MAX_N`] is
//!   refused with [`Error::TooLarge`](nqueens_core::Error::TooLarge). The count lists the
//!   halves of one column set at a time, a few MB at every n.
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

use std::collections::HashMap;
use std::ops::ControlFlow;

use nqueens_core::space::{Growth, from_table};
use nqueens_core::{Approach, Info, Kind, Observer, Sizes, Source, Work, WorkCounts, WorkUnit};

pub use fast::{Options, Shard, Tally, count, task_count};

/// The largest n: the listing holds every half, with its masks and columns, 33 bytes each:
/// about 21 GB for the 2 × 319 million halves of n = 18, and n = 19 (742 million tops and 3
/// billion bottoms) would not fit in 24 GiB. The count holds the halves of one column set at a
/// time and has no such limit.
pub const MAX_N: usize = 18;

// ANCHOR: halves
/// The queens of one half of the board, rows `first..end`: one queen per row, none attacking
/// another.
///
/// Bit `col` of `cols` is set when a queen of the half stands in column `col`; bit
/// `row + n - 1 - col` of `diags1` when one stands on that diagonal, and bit `row + col` of
/// `diags2` when one stands on that anti-diagonal. The numbers are the board's, not the half's,
/// so the masks of a top half and a bottom half can be compared as they are.
#[derive(Clone, Copy, Debug)]
struct Half {
    cols: u32,
    diags1: u64,
    diags2: u64,
}

/// Every placement of one half, in lexicographic order of columns.
struct Halves {
    /// The rows each placement fills.
    rows: usize,
    /// The masks of each placement.
    halves: Vec<Half>,
    /// The columns of every placement, one after the other, `rows` for each.
    columns: Vec<u8>,
}

impl Halves {
    /// The columns of placement `index`, one per row of the half.
    fn columns(&self, index: usize) -> &[u8] {
        &self.columns[index * self.rows..(index + 1) * self.rows]
    }
}

/// Lists every placement of queens in rows `first..end` of an n × n board, one per row, none
/// attacking another, trying columns from the left, so the list is in lexicographic order.
fn list_halves(n: usize, first: usize, end: usize) -> Halves {
    let mut halves = Halves { rows: end - first, halves: Vec::new(), columns: Vec::new() };
    let mut columns = Vec::with_capacity(n);
    place_row(n, first, end, Half { cols: 0, diags1: 0, diags2: 0 }, &mut columns, &mut halves);
    halves
}

/// Places a queen in every free cell of `row`, then fills the rows below it down to `end`, and
/// adds each full placement of the half to `halves`.
fn place_row(
    n: usize,
    row: usize,
    end: usize,
    half: Half,
    columns: &mut Vec<u8>,
    halves: &mut Halves,
) {
    // Every row of the half holds a queen: keep the placement.
    if row == end {
        halves.halves.push(half);
        halves.columns.extend_from_slice(columns);
        return;
    }
    for col in 0..n {
        // Reject a cell that a queen of this half attacks along its column or a diagonal.
        let (diag1, diag2) = (row + n - 1 - col, row + col);
        if half.cols >> col & 1 == 1
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
        place_row(n, row + 1, end, next, columns, halves);
        columns.pop();
    }
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
    // List every placement of each half once.
    let tops = list_halves(n, 0, middle);
    let bottoms = list_halves(n, middle, n);
    // Group the bottom halves by the columns they use, each group in lexicographic order.
    let mut by_cols: HashMap<u32, Vec<usize>> = HashMap::new();
    for (index, bottom) in bottoms.halves.iter().enumerate() {
        by_cols.entry(bottom.cols).or_default().push(index);
    }
    let full = full_mask(n);
    let mut columns = Vec::with_capacity(n);
    // Join: each top half, in order, with the bottom halves that take exactly the columns it
    // leaves free.
    for (top_index, top) in tops.halves.iter().enumerate() {
        let rest = full & !top.cols;
        let Some(matching) = by_cols.get(&rest) else { continue };
        for &bottom_index in matching {
            let bottom = bottoms.halves[bottom_index];
            // A candidate board: every row and every column holds one queen.
            observer.candidate();
            // Reject it if a diagonal or an anti-diagonal holds a queen of each half.
            if top.diags1 & bottom.diags1 != 0 || top.diags2 & bottom.diags2 != 0 {
                continue;
            }
            // A solution: the top's columns, then the bottom's.
            columns.clear();
            columns.extend_from_slice(tops.columns(top_index));
            columns.extend_from_slice(bottoms.columns(bottom_index));
            observer.solution(&columns);
            // Stop if `visit` asked to.
            visit(&columns)?;
        }
    }
    ControlFlow::Continue(())
}
// ANCHOR_END: search

/// The n low bits set, one per column of an n × n board (n ≤ [`MAX_N`]).
fn full_mask(n: usize) -> u32 {
    // n ≤ 18, so the shift does not overflow.
    (1u32 << n) - 1
}

/// The pairs of halves whose columns fit, which the listing tests as candidates, for n = 0 to
/// [`MAX_N`]: the sum over the column sets C of the top halves using C times the bottom halves
/// using the rest. Measured by counting the halves of each column set (a test recounts them up
/// to n = 14).
const PAIRS: [u64; MAX_N + 1] = [
    1,
    1,
    2,
    2,
    8,
    20,
    72,
    296,
    1_760,
    9_216,
    58_304,
    365_716,
    2_772_920,
    20_897_532,
    182_527_728,
    1_605_270_036,
    16_039_237_448,
    160_473_122_468,
    1_795_947_526_440,
];

/// The candidate boards the listing tests at n: the pairs of halves whose columns fit.
fn pairs(n: usize) -> Work {
    from_table(&PAIRS, n, WorkUnit::Candidates, Growth::LastRatio)
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
        space: "O((T + B) · n): every half, its masks and its columns",
        max_n: MAX_N,
        max_n_reason: "its listing holds every half: about 21 GB at n = 18",
        practical_n: 18,
        // The work is the pairs the listing tests; the count tests fewer (mirror images once,
        // 64 at a time), so its time per listed pair is small. On 2026-11-27, with the two cores
        // shared (load about 9), the count took 3.15 times the parallel counter's time at
        // n = 17 on one thread (59.3 s against 18.8 s); the parallel counter's model puts n = 17
        // at 8.0e9 plain nodes × 0.22 ns = 1.76 s on the quiet machine, so this count at about
        // 5.6 s, or 0.035 ns for each of its 1.6e11 pairs. Odd n is the dearer case (half the
        // symmetry), so the model overestimates even n: 0.56 s at n = 16 where 0.33 s is
        // expected.
        work: pairs,
        nanos_per_unit: 0.035,
        // Listing tests every pair on one thread: 5.3 s for the 1.8e8 pairs of n = 14 in a
        // release build, under the same load (29 ns each); a quiet machine is faster.
        listing_nanos_per_unit: 29.0,
        cost_measured_at: None,
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

    fn count_work(&self, n: usize) -> WorkCounts {
        // The pairs the listing tests are known without listing them (the table, which a test
        // holds to the halves), so a count with its work runs the fast count, not the listing.
        let candidates = PAIRS.get(n).copied().unwrap_or(0);
        WorkCounts { candidates, solutions: self.count_solutions(n), ..WorkCounts::default() }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use nqueens_core::sequences::TOTAL_SOLUTIONS;
    use nqueens_core::{Solver, check};

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
            assert_eq!(u128::from(watched.candidates), pairs(n).exact.unwrap_or(0), "n = {n}");
            assert_eq!(watched.solutions, expected, "n = {n}");
            assert_eq!(MeetInTheMiddle.count_work(n), watched, "n = {n}");
        }
    }

    #[test]
    fn the_table_of_pairs_is_what_the_halves_give() {
        // Count the halves of each column set, as a count of the pairs needs, without listing
        // a single pair.
        for (n, &expected) in PAIRS.iter().enumerate().take(15) {
            let tops = list_halves(n, 0, n / 2);
            let bottoms = list_halves(n, n / 2, n);
            let mut bottoms_by_cols: HashMap<u32, u64> = HashMap::new();
            for bottom in &bottoms.halves {
                *bottoms_by_cols.entry(bottom.cols).or_default() += 1;
            }
            let full = full_mask(n);
            let pairs: u64 = tops
                .halves
                .iter()
                .map(|top| bottoms_by_cols.get(&(full & !top.cols)).copied().unwrap_or(0))
                .sum();
            assert_eq!(pairs, expected, "n = {n}");
        }
    }

    #[test]
    fn the_halves_of_n_8_are_listed_in_order() {
        // Four rows of eight columns: 344 placements above the cut, the same below it (the
        // board turned upside down), the first two in lexicographic order.
        let tops = list_halves(8, 0, 4);
        assert_eq!(tops.halves.len(), 344);
        assert_eq!(tops.columns(0), [0, 2, 4, 1]);
        assert_eq!(tops.columns(1), [0, 2, 4, 6]);
        let order: Vec<&[u8]> = (0..tops.halves.len()).map(|index| tops.columns(index)).collect();
        assert!(order.is_sorted());
        assert_eq!(list_halves(8, 4, 8).halves.len(), 344);
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
        let (tops, bottoms) = (list_halves(8, 0, 4), list_halves(8, 4, 8));
        // 344 placements of four rows above the cut and as many below it, over all 70 sets of
        // four columns, from 2 to 14 tops per set.
        assert_eq!((tops.halves.len(), bottoms.halves.len()), (344, 344));
        let per_set: Vec<usize> = (0..=255u32)
            .filter(|cols| cols.count_ones() == 4)
            .map(|cols| tops.halves.iter().filter(|top| top.cols == cols).count())
            .collect();
        assert_eq!(per_set.len(), 70);
        assert_eq!((per_set.iter().min(), per_set.iter().max()), (Some(&2), Some(&14)));
        // The top of the first solution, [0, 4, 7, 5], uses the columns 0, 4, 5 and 7.
        let top = (0..tops.halves.len())
            .find(|&index| tops.columns(index) == [0, 4, 7, 5])
            .expect("a top half");
        let rest = 0b1111_1111 & !tops.halves[top].cols;
        assert_eq!(rest, 0b0100_1110);
        // Four bottoms use the other columns, 1, 2, 3 and 6; one of them fits.
        let matching: Vec<usize> =
            (0..bottoms.halves.len()).filter(|&index| bottoms.halves[index].cols == rest).collect();
        let listed: Vec<&[u8]> = matching.iter().map(|&index| bottoms.columns(index)).collect();
        assert_eq!(listed, [[1, 3, 6, 2], [2, 6, 1, 3], [2, 6, 3, 1], [3, 1, 6, 2]]);
        let fitting: Vec<&[u8]> = matching
            .iter()
            .filter(|&&index| {
                let (top, bottom) = (tops.halves[top], bottoms.halves[index]);
                top.diags1 & bottom.diags1 == 0 && top.diags2 & bottom.diags2 == 0
            })
            .map(|&index| bottoms.columns(index))
            .collect();
        assert_eq!(fitting, [[2, 6, 1, 3]]);
        // In all, 1,760 pairs are tested and 92 of them are solutions; the count joins 23 of
        // the 70 column sets, one per group of mirror images.
        let work = MeetInTheMiddle.count_with_work(8).expect("n ≤ MAX_N");
        assert_eq!((work.candidates, work.solutions), (1_760, 92));
        assert_eq!(fast::task_count(8), Ok(23));
    }
}
