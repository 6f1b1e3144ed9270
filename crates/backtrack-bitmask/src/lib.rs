//! N-Queens by row-by-row backtracking with three bitmasks of attacked columns and diagonals.
//!
//! What the crate is for: the row-by-row search at its fastest in one thread, and the one the
//! parallel counter builds on. The free cells of a row are one expression,
//! `!(cols | diags1 | diags2) & full`, taken one at a time with `avail & avail.wrapping_neg()`,
//! so the search touches only free cells. Its page,
//! [`docs/backtrack-bitmask.md`](https://github.com/nqueens/nqueens/blob/main/docs/backtrack-bitmask.md),
//! explains the shifts, the two's complement trick and the complexity; the measurements are on
//! the benchmarks page.
//!
//! # Invariants
//!
//! - Bit `col` of each mask stands for column `col` of the row being filled; `full`, the n low
//!   bits, masks out what has left the board, and the masks pass to the next row by value, so
//!   taking a queen back needs no work.
//! - The search walks the row-by-row tree and hands on the solutions in lexicographic order of
//!   their columns (lowest bit first), none collected.
//! - Nothing is allocated per node; counting runs `count_row`, with no `columns` and no observer.
//! - n is at most 32 (the masks are `u32`); larger n is refused with
//!   [`Error::TooLarge`](nqueens_core::Error::TooLarge).
//!
//! # Example
//!
//! ```
//! use nqueens_backtrack_bitmask::BacktrackBitmask;
//! use nqueens_core::Solver;
//!
//! // The two solutions for n = 4, in lexicographic order of their columns.
//! let solutions = BacktrackBitmask.solutions(4)?;
//! let columns: Vec<&[u8]> = solutions.iter().map(|solution| solution.columns()).collect();
//! assert_eq!(columns, [[1, 3, 0, 2], [2, 0, 3, 1]]);
//!
//! // The exact work for n = 8: 2,057 nodes, only 2,056 cells touched, 92 solutions.
//! let work = BacktrackBitmask.count_with_work(8)?;
//! assert_eq!((work.nodes, work.cells, work.solutions), (2_057, 2_056, 92));
//! # Ok::<(), nqueens_core::Error>(())
//! ```

mod measured;

use std::ops::ControlFlow;

use nqueens_core::{
    Approach, Bookkeeping, Info, Kind, LeetCode, Limit, Observer, Sizes, Source, WorkCounts, space,
};

/// Hands every solution for an n × n board (n ≤ 32) to `visit`, in lexicographic order of
/// columns, and every step of the search to `observer`.
fn search(
    n: usize,
    observer: &mut impl Observer,
    visit: &mut impl FnMut(&[u8]) -> ControlFlow<()>,
) -> ControlFlow<()> {
    let full = full_mask(n);
    let mut columns = Vec::with_capacity(n);
    // No queen yet: nothing is attacked.
    place_row(0, 0, 0, 0, full, &mut columns, observer, visit)
}

/// The n low bits set, one per column of an n × n board (n ≤ 32).
fn full_mask(n: usize) -> u32 {
    // 2^n − 1 has the n low bits set; for n = 32, 2^n does not fit in a u32 (`1 << 32`
    // overflows), and all 32 bits are set. The cast is lossless: n ≤ 32 (`INFO.max_n`).
    1u32.checked_shl(n as u32).map_or(u32::MAX, |bit| bit - 1)
}

// ANCHOR: search
/// Places a queen in every free column of `row`, then fills the rows below, and hands each
/// complete placement to `visit`.
///
/// Bit `col` of `cols`, `diags1` and `diags2` is set when an earlier queen attacks the cell
/// (`row`, `col`) along its column, its diagonal or its anti-diagonal; `full` has one bit per
/// column of the board, and `columns[row]` is the column of the queen in `row`.
fn place_row(
    row: usize,
    cols: u32,
    diags1: u32,
    diags2: u32,
    full: u32,
    columns: &mut Vec<u8>,
    observer: &mut impl Observer,
    visit: &mut impl FnMut(&[u8]) -> ControlFlow<()>,
) -> ControlFlow<()> {
    observer.node(row);
    // Every column holds a queen, so every row does: the placement is a solution.
    if cols == full {
        observer.solution(columns);
        return visit(columns);
    }
    // Reject: only the cells that no earlier queen attacks are free; the search never looks at
    // the others.
    let mut avail = !(cols | diags1 | diags2) & full;
    while avail != 0 {
        // The lowest free column, and the rest for the next turns.
        let bit = avail & avail.wrapping_neg();
        avail &= avail - 1;
        let col = bit.trailing_zeros() as usize;
        // Attempt: place a queen here, marking its column and both its diagonals as attacked in
        // the next row, where the diagonal moves one column right and the anti-diagonal one left.
        let next_cols = cols | bit;
        let next_diags1 = (diags1 | bit) << 1;
        let next_diags2 = (diags2 | bit) >> 1;
        // The cast is lossless: col < n ≤ 32.
        columns.push(col as u8);
        observer.placed(row, col);
        // Recurse: fill the rows below.
        let flow =
            place_row(row + 1, next_cols, next_diags1, next_diags2, full, columns, observer, visit);
        // Undo: take the queen back. The masks were passed by value and never changed, so only
        // `columns` needs it. This runs even when the search stops, so every placement is taken
        // back.
        observer.removed(row, col);
        columns.pop();
        // Stop if `visit` asked to.
        flow?;
    }
    ControlFlow::Continue(())
}
// ANCHOR_END: search

// ANCHOR: count
/// Counts the solutions below a node, and the queens placed below it: `place_row` without the
/// columns, the observer and the early stop, which a count does not need.
///
/// This is the recursion of LeetCode 52 that returns a count, plus a second count that costs one
/// addition per queen and gives the exact work: every node but the root is entered by placing a
/// queen, and every cell this search examines gets one. `nqueens count` runs it, so counting pays
/// for nothing it does not print.
fn count_row(cols: u32, diags1: u32, diags2: u32, full: u32) -> (u64, u64) {
    // Every column holds a queen: one solution, and no queen placed below it.
    if cols == full {
        return (1, 0);
    }
    let (mut solutions, mut placed) = (0, 0);
    // Reject: only the free cells of this row.
    let mut avail = !(cols | diags1 | diags2) & full;
    while avail != 0 {
        // Attempt the lowest free column, and count what lies below it.
        let bit = avail & avail.wrapping_neg();
        avail &= avail - 1;
        let (solutions_below, placed_below) =
            count_row(cols | bit, (diags1 | bit) << 1, (diags2 | bit) >> 1, full);
        solutions += solutions_below;
        placed += placed_below + 1;
    }
    (solutions, placed)
}
// ANCHOR_END: count

/// N-Queens by row-by-row backtracking with bitmasks `cols`, `diags1` and `diags2`.
#[derive(Clone, Copy, Debug, Default)]
pub struct BacktrackBitmask;

impl Approach for BacktrackBitmask {
    const INFO: Info = Info {
        id: "backtrack-bitmask",
        kind: Kind::Backtracking,
        idea: "row by row, with bitmasks of attacked columns and diagonals, free cells only",
        source: Source { path: file!(), text: include_str!("lib.rs") },
        time: "O(n!) nodes, O(1) each (loose: 2,057 nodes at n = 8, not 8! = 40,320)",
        space: "O(n): three masks per recursive call, n + 1 calls, and the columns",
        max_n: 32,
        max_n_reason: Limit::MaskPerColumn { bits: 32 },
        work: space::backtrack_nodes,
        cost: measured::COST,
        bookkeeping: Some(Bookkeeping::Masks),
        tested_up_to: 12,
        // The same tree as the set and array searches, a few nanoseconds per node: 171 million
        // nodes at n = 15.
        bench_sizes: Sizes { first: 4, last: 15 },
        leetcode: Some(LeetCode {
            solve_n_queens: leetcode::Solution::solve_n_queens,
            total_n_queens: leetcode::Solution::total_n_queens,
            source: include_str!("leetcode.rs"),
            largest_n: Some(32),
        }),
    };

    fn search<O, V>(&self, n: usize, observer: &mut O, visit: &mut V) -> ControlFlow<()>
    where
        O: Observer,
        V: FnMut(&[u8]) -> ControlFlow<()>,
    {
        search(n, observer, visit)
    }

    fn count_solutions(&self, n: usize) -> u64 {
        count_row(0, 0, 0, full_mask(n)).0
    }

    fn count_work(&self, n: usize) -> WorkCounts {
        let (solutions, placed) = count_row(0, 0, 0, full_mask(n));
        // The root, then one node per queen placed; every cell examined is a placement.
        WorkCounts { nodes: placed + 1, cells: placed, solutions, ..WorkCounts::default() }
    }
}

/// The LeetCode version, for problems 51 (N-Queens) and 52 (N-Queens II).
///
/// The text of `src/leetcode.rs` can be pasted as it is into the LeetCode editor: the judge
/// defines `struct Solution`, which this module defines here.
pub mod leetcode {
    /// The struct the LeetCode judge defines; the functions are in `src/leetcode.rs`.
    #[derive(Clone, Copy, Debug, Default)]
    pub struct Solution;

    include!("leetcode.rs");
}

#[cfg(test)]
mod tests {
    use super::*;
    use nqueens_core::{Solver, check};

    #[test]
    fn the_full_mask_has_one_bit_per_column() {
        assert_eq!(full_mask(0), 0);
        assert_eq!(full_mask(1), 0b1);
        assert_eq!(full_mask(8), 0b1111_1111);
        assert_eq!(full_mask(31), u32::MAX >> 1);
        assert_eq!(full_mask(32), u32::MAX);
    }

    #[test]
    fn the_widest_board_the_masks_hold_finds_a_valid_first_solution() {
        // At n = 32 every bit of the masks is a column, and shifting drops the diagonals that
        // leave the board. The first solution takes 87 million nodes, under a second.
        let mut first = None;
        BacktrackBitmask
            .solve(32, &mut |columns| {
                first = Some(columns.to_vec());
                ControlFlow::Break(())
            })
            .unwrap();
        let first = first.unwrap();
        assert_eq!(first.len(), 32);
        assert_eq!(check(&first), Ok(()));
    }

    #[test]
    fn counting_without_columns_does_the_work_the_search_reports() {
        // `count_row` must give exactly what watching `place_row` gives.
        for n in 0..=12 {
            let mut watched = WorkCounts::default();
            let _ = search(n, &mut watched, &mut |_: &[u8]| ControlFlow::Continue(()));
            assert_eq!(BacktrackBitmask.count_work(n), watched, "n = {n}");
            assert_eq!(BacktrackBitmask.count_solutions(n), watched.solutions, "n = {n}");
        }
    }
}
