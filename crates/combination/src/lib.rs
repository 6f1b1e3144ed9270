//! N-Queens by testing every choice of n cells out of n²: C(n², n) candidates.
//!
//! # The idea
//!
//! A solution puts n queens on n of the n² cells, so the scan tries every way of choosing n
//! cells and tests each choice: exactly one queen in each row, no two queens in one column, and
//! no two on one diagonal. Unlike the subset scan it never generates a board with the wrong
//! number of queens, but it still knows nothing about rows, columns or diagonals while it
//! generates: every choice is generated and tested, none is skipped.
//!
//! Cells are numbered row by row, cell (`row`, `col`) being `row * n + col`, and a choice is
//! kept as its n cell numbers in increasing order. The choices are generated in lexicographic
//! order of those numbers, which for boards with one queen per row is the lexicographic order
//! of their columns: the solutions stream out in order, with nothing to collect or sort.
//!
//! # Work
//!
//! Exactly C(n², n) candidate boards, reported one by one to the observer: 1,820 for n = 4,
//! 1,947,792 for n = 6, 4,426,165,368 for n = 8.
//!
//! # Complexity
//!
//! - Time: O(C(n², n) · n). Stepping to the next choice rewrites a few cell numbers on average
//!   and n at most, and testing a choice reads at most its n cells.
//! - Space: O(n) besides the output: the chosen cells and one decoded board in fixed-size arrays
//!   on the stack. Nothing is allocated per candidate.
//!
//! # Feasible n
//!
//! The candidate counter is a `u64`, which holds C(169, 13) ≈ 9.2e18 but not C(196, 14) ≈ 8.8e20,
//! so n ≤ 13 is representable; larger n is refused with [`nqueens_core::Error::TooLarge`]. The scan
//! is impractical long before that (`nqueens approaches` prints the largest n the tool counts
//! without `--force`, and `nqueens count` the estimate): n = 8 tests 4.4e9 choices, n = 9 already
//! 2.6e11, n = 10 1.7e13 and n = 13 9.2e18. The measured time per choice is in
//! `docs/benchmarks.md`.
//!
//! # Example
//!
//! ```
//! use nqueens_combination::Combination;
//! use nqueens_core::Solver;
//!
//! assert_eq!(Combination.count(4), Ok(2));
//! ```

mod measured;

use std::ops::ControlFlow;

use nqueens_core::{Approach, Info, Kind, Limit, Observer, Sizes, Source, space};

/// The largest n whose C(n², n) candidates fit the `u64` candidate counter.
const MAX_N: usize = 13;

// ANCHOR: search
/// Hands every solution for an n × n board to `visit`, in lexicographic order of columns, and
/// every candidate tested to `observer`.
fn search(
    n: usize,
    observer: &mut impl Observer,
    visit: &mut impl FnMut(&[u8]) -> ControlFlow<()>,
) -> ControlFlow<()> {
    // The current choice: n cell numbers in increasing order, starting with the first
    // choice in lexicographic order, the cells 0, 1, …, n − 1. It lives in a fixed-size
    // array on the stack and is rewritten in place: nothing is allocated per candidate.
    let mut cells: [usize; MAX_N] = std::array::from_fn(|index| index);
    let chosen = &mut cells[..n];
    // The board of the current choice, decoded into a reused stack array.
    let mut columns = [0u8; MAX_N];
    loop {
        // Count the candidate before testing it.
        observer.candidate();
        // Keep the choice only if it is a solution.
        if decode_solution(n, chosen, &mut columns) {
            let columns = &columns[..n];
            observer.solution(columns);
            // Hand the solution on, and stop if the caller has seen enough.
            visit(columns)?;
        }
        // Step to the next choice; after the last one every choice has been tested.
        if !next_choice(chosen, n * n) {
            return ControlFlow::Continue(());
        }
    }
}
// ANCHOR_END: search

// ANCHOR: next_choice
/// Rewrites `chosen`, a strictly increasing list of cell numbers below `cells`, into the next
/// such list in lexicographic order. Returns `false`, leaving `chosen` as it is, when `chosen`
/// was the last one.
///
/// For 3 of 5 cells the choices run 012, 013, 014, 023, 024, 034, 123, 124, 134, 234.
fn next_choice(chosen: &mut [usize], cells: usize) -> bool {
    let count = chosen.len();
    // Step 1: find the rightmost position whose cell number can still grow. Position `position`
    // can hold at most `cells - count + position`, because the `count - 1 - position` larger
    // numbers after it need room above it. In 0 3 4 of 5 cells, positions 1 and 2 are at their
    // highest, so position 0 grows.
    for position in (0..count).rev() {
        if chosen[position] < cells - count + position {
            // Step 2: grow that position by one (0 3 4 becomes 1 3 4), and reset every position
            // after it to the smallest numbers that keep the list increasing, each one more
            // than the one before (1 3 4 becomes 1 2 3). The result is the smallest list that
            // is larger than the old one: the next choice.
            let first = chosen[position] + 1;
            for (offset, cell) in chosen[position..].iter_mut().enumerate() {
                *cell = first + offset;
            }
            return true;
        }
    }
    // Step 3: no position can grow: `chosen` holds the highest `count` cells, the last choice.
    false
}
// ANCHOR_END: next_choice

// ANCHOR: decode
/// Tests the candidate `chosen` (n cell numbers in increasing order) and, while doing so, writes
/// the column of the queen in each row to `columns`. The choice is a solution when it has one
/// cell in each row and no two of its queens share a column or a diagonal.
fn decode_solution(n: usize, chosen: &[usize], columns: &mut [u8; MAX_N]) -> bool {
    // The columns, diagonals (`row - col` constant, index `row + n - 1 - col`) and anti-diagonals
    // (`row + col` constant) taken by the queens of the rows above.
    let mut cols = [false; MAX_N];
    let mut diags1 = [false; 2 * MAX_N - 1];
    let mut diags2 = [false; 2 * MAX_N - 1];
    for (row, &cell) in chosen.iter().enumerate() {
        // The cell numbers increase, so each row holds exactly one queen if and only if the
        // cell at position `row` lies in row `row`.
        if cell / n != row {
            return false;
        }
        let col = cell % n;
        // Reject the choice if this queen shares a column or a diagonal with a queen above it.
        if cols[col] || diags1[row + n - 1 - col] || diags2[row + col] {
            return false;
        }
        // Mark the column and both diagonals as taken, and record the queen's column (below 13,
        // so it fits a byte).
        cols[col] = true;
        diags1[row + n - 1 - col] = true;
        diags2[row + col] = true;
        columns[row] = col as u8;
    }
    true
}
// ANCHOR_END: decode

/// N-Queens by testing every choice of n cells out of the n² cells of the board.
#[derive(Clone, Copy, Debug, Default)]
pub struct Combination;

impl Approach for Combination {
    const INFO: Info = Info {
        id: "combination",
        kind: Kind::BruteForce,
        idea: "every choice of n cells out of n²; keep those with one queen per row, \
               distinct columns and no shared diagonal",
        source: Source { path: file!(), text: include_str!("lib.rs") },
        time: "O(C(n², n) · n)",
        space: "O(n)",
        max_n: MAX_N,
        max_n_reason: Limit::CandidateCounter {
            candidates: "C(n², n)",
            fits: "C(169, 13) ≈ 9.2e18",
            overflows: "C(196, 14) ≈ 8.8e20",
        },
        work: space::combinations,
        cost: measured::COST,
        bookkeeping: None,
        tested_up_to: 6,
        // C(n², n) candidates: 86 million at n = 7, then 4.4e9 at n = 8 (tens of seconds).
        bench_sizes: Sizes { first: 1, last: 7 },
        leetcode: None,
    };

    fn search<O, V>(&self, n: usize, observer: &mut O, visit: &mut V) -> ControlFlow<()>
    where
        O: Observer,
        V: FnMut(&[u8]) -> ControlFlow<()>,
    {
        search(n, observer, visit)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn choices_follow_lexicographic_order() {
        let mut chosen = [0, 1, 2];
        let mut seen = vec![chosen];
        while next_choice(&mut chosen, 5) {
            seen.push(chosen);
        }
        let expected = [
            [0, 1, 2],
            [0, 1, 3],
            [0, 1, 4],
            [0, 2, 3],
            [0, 2, 4],
            [0, 3, 4],
            [1, 2, 3],
            [1, 2, 4],
            [1, 3, 4],
            [2, 3, 4],
        ];
        assert_eq!(seen, expected);
        // The last choice is left as it was.
        assert_eq!(chosen, [2, 3, 4]);
    }

    #[test]
    fn the_largest_n_is_the_last_whose_choices_fit_the_counter() {
        let counter_limit = u128::from(u64::MAX);
        assert!(space::combinations(MAX_N).exact.is_some_and(|work| work <= counter_limit));
        assert!(space::combinations(MAX_N + 1).exact.is_some_and(|work| work > counter_limit));
    }
}
