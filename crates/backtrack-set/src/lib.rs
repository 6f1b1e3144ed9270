//! N-Queens by row-by-row backtracking with hash sets of attacked columns and diagonals, as in the
//! first method of the LeetCode 51 solution.
//!
//! What the crate is for: the first version LeetCode shows, whose sets need no arithmetic on
//! the board size (`cols` holds columns, `diags1` holds `row - col` as an `isize`, `diags2`
//! `row + col`); the next pages replace the sets by arrays and bitmasks, along the same tree. Its
//! page, [`docs/backtrack-set.md`](https://github.com/nqueens/nqueens/blob/main/docs/backtrack-set.md),
//! explains the idea and the complexity; the cost of hashing is measured on the benchmarks page.
//!
//! # Invariants
//!
//! - The search walks the row-by-row tree that every backtracking crate walks, and hands on the
//!   solutions in lexicographic order of their columns, none collected.
//! - Nothing is allocated per node: the sets are created with room for n keys and `columns` for
//!   n columns before the search, and removing a key never shrinks a set.
//! - Every n up to 256 is represented (columns are `u8`); larger n is refused with
//!   [`Error::TooLarge`](nqueens_core::Error::TooLarge).
//!
//! # Example
//!
//! ```
//! use nqueens_backtrack_set::BacktrackSet;
//! use nqueens_core::Solver;
//!
//! // The two solutions for n = 4, in lexicographic order of their columns.
//! let solutions = BacktrackSet.solutions(4)?;
//! let columns: Vec<&[u8]> = solutions.iter().map(|solution| solution.columns()).collect();
//! assert_eq!(columns, [[1, 3, 0, 2], [2, 0, 3, 1]]);
//!
//! // The exact work for n = 8: 2,057 nodes, 15,720 cells examined, 92 solutions.
//! let work = BacktrackSet.count_with_work(8)?;
//! assert_eq!((work.nodes, work.cells, work.solutions), (2_057, 15_720, 92));
//! # Ok::<(), nqueens_core::Error>(())
//! ```

mod measured;

use std::collections::HashSet;
use std::ops::ControlFlow;

use nqueens_core::{Approach, Bookkeeping, Info, Kind, LeetCode, Observer, Sizes, Source, space};

/// Hands every solution for an n × n board to `visit`, in lexicographic order of columns, and
/// every step of the search to `observer`.
fn search(
    n: usize,
    observer: &mut impl Observer,
    visit: &mut impl FnMut(&[u8]) -> ControlFlow<()>,
) -> ControlFlow<()> {
    // Room for n queens in every set, so that nothing is allocated during the search.
    let mut cols = HashSet::with_capacity(n);
    let mut diags1 = HashSet::with_capacity(n);
    let mut diags2 = HashSet::with_capacity(n);
    let mut columns = Vec::with_capacity(n);
    place_row(n, 0, &mut cols, &mut diags1, &mut diags2, &mut columns, observer, visit)
}

// ANCHOR: search
/// Places a queen in every safe column of `row`, then fills the rows below, and hands each
/// complete placement to `visit`.
///
/// `cols` holds the column of every queen, `diags1` its `row - col` (its diagonal; signed,
/// because it is negative when `col > row`) and `diags2` its `row + col` (its anti-diagonal);
/// `columns[row]` is the column of the queen in `row`.
fn place_row(
    n: usize,
    row: usize,
    cols: &mut HashSet<usize>,
    diags1: &mut HashSet<isize>,
    diags2: &mut HashSet<usize>,
    columns: &mut Vec<u8>,
    observer: &mut impl Observer,
    visit: &mut impl FnMut(&[u8]) -> ControlFlow<()>,
) -> ControlFlow<()> {
    observer.node(row);
    // A queen stands in every row: the placement is a solution.
    if row == n {
        observer.solution(columns);
        return visit(columns);
    }
    for col in 0..n {
        // The casts are lossless: row and col are below n ≤ 256 (`INFO.max_n`).
        let diag1 = row as isize - col as isize;
        let diag2 = row + col;
        // Reject: if an earlier queen attacks the cell, go on to the next one.
        if cols.contains(&col) || diags1.contains(&diag1) || diags2.contains(&diag2) {
            observer.rejected(row, col);
            continue;
        }
        // Attempt: place a queen here, marking its column and both its diagonals.
        cols.insert(col);
        diags1.insert(diag1);
        diags2.insert(diag2);
        columns.push(col as u8);
        observer.placed(row, col);
        // Recurse: fill the rows below.
        let flow = place_row(n, row + 1, cols, diags1, diags2, columns, observer, visit);
        // Undo: take the queen back, so the next column starts from the same board. This runs
        // even when the search stops, so every placement is taken back.
        observer.removed(row, col);
        cols.remove(&col);
        diags1.remove(&diag1);
        diags2.remove(&diag2);
        columns.pop();
        // Stop if `visit` asked to.
        flow?;
    }
    ControlFlow::Continue(())
}
// ANCHOR_END: search

/// N-Queens by row-by-row backtracking with hash sets `cols`, `diags1` and `diags2`.
#[derive(Clone, Copy, Debug, Default)]
pub struct BacktrackSet;

impl Approach for BacktrackSet {
    const INFO: Info = Info {
        id: "backtrack-set",
        kind: Kind::Backtracking,
        idea: "row by row, with hash sets of attacked columns and diagonals (LeetCode 51)",
        source: Source { path: file!(), text: include_str!("lib.rs") },
        time: "O(n!) nodes, n cells each (loose: 2,057 nodes at n = 8, not 8! = 40,320)",
        space: "O(n): three sets of at most n keys, the columns and n + 1 recursive calls",
        max_n: 256,
        max_n_reason: nqueens_core::Limit::ColumnsU8,
        work: space::backtrack_nodes,
        cost: measured::COST,
        bookkeeping: Some(Bookkeeping::Sets),
        tested_up_to: 12,
        // 856,189 nodes at n = 12, each costing several hash-set operations.
        bench_sizes: Sizes { first: 4, last: 12 },
        leetcode: Some(LeetCode {
            solve_n_queens: leetcode::Solution::solve_n_queens,
            total_n_queens: leetcode::Solution::total_n_queens,
            source: include_str!("leetcode.rs"),
            largest_n: None,
        }),
    };

    fn search<O, V>(&self, n: usize, observer: &mut O, visit: &mut V) -> ControlFlow<()>
    where
        O: Observer,
        V: FnMut(&[u8]) -> ControlFlow<()>,
    {
        search(n, observer, visit)
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
