//! N-Queens by row-by-row backtracking with boolean arrays of attacked columns and diagonals, as
//! in hello-algo, section 13.4.
//!
//! What the crate is for: the textbook version, which answers "is this cell attacked?" with three
//! arrays of flags in constant time: `cols[col]`, `diags1[row + n - 1 - col]` and
//! `diags2[row + col]`. Its page,
//! [`docs/backtrack-array.md`](https://github.com/nqueens/nqueens/blob/main/docs/backtrack-array.md),
//! explains the idea, the index formulas and the complexity (and why hello-algo states another);
//! the measurements are on the benchmarks page.
//!
//! # Invariants
//!
//! - The diagonal arrays have `(2 * n).saturating_sub(1)` entries: none for n = 0, where
//!   `2 * n - 1` would underflow.
//! - The search walks the row-by-row tree and hands on the solutions in lexicographic order of
//!   their columns, none collected.
//! - Nothing is allocated per node: the arrays and `columns` are allocated once.
//! - Every n up to 256 is represented (columns are `u8`); larger n is refused with
//!   [`Error::TooLarge`](nqueens_core::Error::TooLarge).
//!
//! # Example
//!
//! ```
//! use nqueens_backtrack_array::BacktrackArray;
//! use nqueens_core::Solver;
//!
//! // The two solutions for n = 4, in lexicographic order of their columns.
//! let solutions = BacktrackArray.solutions(4)?;
//! let columns: Vec<&[u8]> = solutions.iter().map(|solution| solution.columns()).collect();
//! assert_eq!(columns, [[1, 3, 0, 2], [2, 0, 3, 1]]);
//!
//! // The exact work for n = 8: 2,057 nodes, 15,720 cells examined, 92 solutions.
//! let work = BacktrackArray.count_with_work(8)?;
//! assert_eq!((work.nodes, work.cells, work.solutions), (2_057, 15_720, 92));
//! # Ok::<(), nqueens_core::Error>(())
//! ```

mod measured;

use std::ops::ControlFlow;

use nqueens_core::{Approach, Bookkeeping, Info, Kind, LeetCode, Observer, Sizes, Source, space};

/// Hands every solution for an n × n board to `visit`, in lexicographic order of columns, and
/// every step of the search to `observer`.
fn search(
    n: usize,
    observer: &mut impl Observer,
    visit: &mut impl FnMut(&[u8]) -> ControlFlow<()>,
) -> ControlFlow<()> {
    // 2n − 1 diagonals run each way; an empty board has none, and `2 * n - 1` would underflow.
    let diagonals = (2 * n).saturating_sub(1);
    let mut cols = vec![false; n];
    let mut diags1 = vec![false; diagonals];
    let mut diags2 = vec![false; diagonals];
    let mut columns = Vec::with_capacity(n);
    place_row(n, 0, &mut cols, &mut diags1, &mut diags2, &mut columns, observer, visit)
}

// ANCHOR: search
/// Places a queen in every safe column of `row`, then fills the rows below, and hands each
/// complete placement to `visit`.
///
/// `cols[col]`, `diags1[row + n - 1 - col]` (the diagonal where `row - col` is constant) and
/// `diags2[row + col]` (the anti-diagonal where `row + col` is constant) are set while a queen
/// attacks them; `columns[row]` is the column of the queen in `row`.
fn place_row(
    n: usize,
    row: usize,
    cols: &mut [bool],
    diags1: &mut [bool],
    diags2: &mut [bool],
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
        // The diagonal (`row - col` shifted by n − 1) and the anti-diagonal through this cell.
        let diag1 = row + n - 1 - col;
        let diag2 = row + col;
        // Reject: if an earlier queen attacks the cell, go on to the next one. `|` reads all
        // three flags and branches once, where `||` would branch up to three times,
        // unpredictably: cheaper.
        if cols[col] | diags1[diag1] | diags2[diag2] {
            observer.rejected(row, col);
            continue;
        }
        // Attempt: place a queen here, marking its column and both its diagonals.
        cols[col] = true;
        diags1[diag1] = true;
        diags2[diag2] = true;
        // The cast is lossless: col < n ≤ 256 (`INFO.max_n`).
        columns.push(col as u8);
        observer.placed(row, col);
        // Recurse: fill the rows below.
        let flow = place_row(n, row + 1, cols, diags1, diags2, columns, observer, visit);
        // Undo: take the queen back, so the next column starts from the same board. This runs
        // even when the search stops, so every placement is taken back.
        observer.removed(row, col);
        cols[col] = false;
        diags1[diag1] = false;
        diags2[diag2] = false;
        columns.pop();
        // Stop if `visit` asked to.
        flow?;
    }
    ControlFlow::Continue(())
}
// ANCHOR_END: search

/// N-Queens by row-by-row backtracking with boolean arrays `cols`, `diags1` and `diags2`.
#[derive(Clone, Copy, Debug, Default)]
pub struct BacktrackArray;

impl Approach for BacktrackArray {
    const INFO: Info = Info {
        id: "backtrack-array",
        kind: Kind::Backtracking,
        idea: "row by row, with boolean arrays of attacked columns and diagonals (hello-algo 13.4)",
        source: Source { path: file!(), text: include_str!("lib.rs") },
        time: "O(n!) nodes, n cells each (loose: 2,057 nodes at n = 8, not 8! = 40,320)",
        space: "O(n): n + 2(2n − 1) flags, the columns and n + 1 recursive calls",
        max_n: 256,
        max_n_reason: nqueens_core::Limit::ColumnsU8,
        work: space::backtrack_nodes,
        cost: measured::COST,
        bookkeeping: Some(Bookkeeping::Flags),
        tested_up_to: 12,
        // 856,189 nodes at n = 12, each examining all 12 cells of its row.
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
