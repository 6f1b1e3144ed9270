//! N-Queens by testing every permutation of the columns with itertools: n! candidates.
//!
//! # The idea
//!
//! A solution has one queen in each row and one in each column, so it is a permutation of the
//! columns: `columns[row]` is the column of the queen in `row`, and every column appears once.
//! The scan lets [`itertools::Itertools::permutations`] generate every permutation of the
//! columns 0, 1, …, n − 1, and tests each for the one rule left, that no two queens share a
//! diagonal. Rows and columns are distinct by construction; diagonals are not looked at while
//! generating: every permutation is generated and tested, none is skipped.
//!
//! itertools emits the permutations of a sorted input in lexicographic order, so the solutions
//! stream out in lexicographic order of columns, with nothing to collect or sort. For n = 0 it
//! emits one empty permutation, which is the one empty board, a solution.
//!
//! itertools allocates a fresh `Vec` for every permutation it emits: one allocation per
//! candidate. That is part of what this approach costs, and the benchmarks show it.
//!
//! # Work
//!
//! Exactly n! candidate boards, reported one by one to the observer: 24 for n = 4, 40,320 for
//! n = 8, 39,916,800 for n = 11.
//!
//! # Complexity
//!
//! - Time: O(n! · n). Each permutation is built as a new `Vec` of n columns and tested in at
//!   most n steps.
//! - Space: O(n) besides the output: the state of the permutation iterator, the current
//!   permutation, and two bitmasks of taken diagonals.
//!
//! # Feasible n
//!
//! The candidate counter is a `u64`, which holds 20! ≈ 2.4e18 but not 21! ≈ 5.1e19, so n ≤ 20 is
//! representable; larger n is refused with [`nqueens_core::Error::TooLarge`]. The scan is
//! impractical long before that (`nqueens approaches` prints the largest n the tool counts without
//! `--force`, and `nqueens count` the estimate): n = 12 tests 4.8e8 permutations, n = 13 already
//! 6.2e9, n = 14 8.7e10 and n = 20 2.4e18. The measured time per permutation is in
//! `docs/benchmarks.md`.
//!
//! # Example
//!
//! ```
//! use nqueens_core::Solver;
//! use nqueens_permutation::Permutation;
//!
//! assert_eq!(Permutation.count(4), Ok(2));
//! ```

mod measured;

use std::ops::ControlFlow;

use itertools::Itertools;
use nqueens_core::{Approach, Info, Kind, Limit, LimitCost, Observer, Sizes, Source, space};

pub use measured::FIRST_SOLUTION_CANDIDATES;

// ANCHOR: search
/// Hands every solution for an n × n board to `visit`, in lexicographic order of columns, and
/// every candidate tested to `observer`.
fn search(
    n: usize,
    observer: &mut impl Observer,
    visit: &mut impl FnMut(&[u8]) -> ControlFlow<()>,
) -> ControlFlow<()> {
    // The columns 0, 1, …, n − 1 as bytes, in increasing order, so that the permutations
    // come out in lexicographic order. Each permutation is a new `Vec` of n columns.
    for columns in (0..=u8::MAX).take(n).permutations(n) {
        // Count the candidate before testing it.
        observer.candidate();
        // Keep the permutation only if no two of its queens share a diagonal.
        if no_shared_diagonal(&columns) {
            observer.solution(&columns);
            // Hand the solution on, and stop if the caller has seen enough.
            visit(&columns)?;
        }
    }
    ControlFlow::Continue(())
}
// ANCHOR_END: search

// ANCHOR: no_shared_diagonal
/// Tests the diagonals of `columns`, a permutation of the columns: rows and columns are
/// distinct already, so it is a solution when no two queens share a diagonal.
fn no_shared_diagonal(columns: &[u8]) -> bool {
    let n = columns.len();
    // The diagonals (`row - col` constant, bit `row + n - 1 - col`) and anti-diagonals
    // (`row + col` constant) taken by the queens of the rows above, one bit each. A board of at
    // most 20 × 20 has at most 2 · 20 − 1 = 39 diagonals of each kind, so 64 bits suffice.
    let (mut diags1, mut diags2) = (0u64, 0u64);
    for (row, &col) in columns.iter().enumerate() {
        let col = usize::from(col);
        let diag1 = 1 << (row + n - 1 - col);
        let diag2 = 1 << (row + col);
        // Reject the permutation if this queen shares a diagonal with a queen above it.
        if diags1 & diag1 != 0 || diags2 & diag2 != 0 {
            return false;
        }
        // Mark both diagonals as taken.
        diags1 |= diag1;
        diags2 |= diag2;
    }
    true
}
// ANCHOR_END: no_shared_diagonal

/// N-Queens by testing every permutation of the columns for shared diagonals.
#[derive(Clone, Copy, Debug, Default)]
pub struct Permutation;

impl Approach for Permutation {
    const INFO: Info = Info {
        id: "permutation",
        kind: Kind::BruteForce,
        idea: "every permutation of the columns (itertools, one Vec each); rows and columns \
               are distinct by construction, only diagonals are tested",
        source: Source { path: file!(), text: include_str!("lib.rs") },
        time: "O(n! · n)",
        space: "O(n)",
        max_n: 20,
        max_n_reason: Limit::CandidateCounter {
            candidates: "n!",
            fits: "20! ≈ 2.4e18",
            overflows: "21! ≈ 5.1e19",
        },
        work: space::permutations,
        cost: measured::COST,
        bookkeeping: None,
        tested_up_to: 9,
        // n! candidates: 3.6 million at n = 10.
        bench_sizes: Sizes { first: 1, last: 10 },
        leetcode: None,
    };

    fn search<O, V>(&self, n: usize, observer: &mut O, visit: &mut V) -> ControlFlow<()>
    where
        O: Observer,
        V: FnMut(&[u8]) -> ControlFlow<()>,
    {
        search(n, observer, visit)
    }

    /// Its first solution after [`FIRST_SOLUTION_CANDIDATES`]; where its later solutions lie
    /// was not measured, so a larger limit is priced as the whole scan.
    fn limit_cost(&self, n: usize, limit: u64) -> LimitCost {
        match FIRST_SOLUTION_CANDIDATES.get(n) {
            Some(&candidates) if limit <= 1 => LimitCost::Nodes(candidates as f64),
            _ => LimitCost::Whole,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_largest_n_is_the_last_whose_permutations_fit_the_counter() {
        // 20! fits the u64 candidate counter, and 21! does not.
        let counter_limit = u128::from(u64::MAX);
        let max_n = Permutation::INFO.max_n;
        assert!(space::permutations(max_n).exact.is_some_and(|work| work <= counter_limit));
        assert!(space::permutations(max_n + 1).exact.is_some_and(|work| work > counter_limit));
    }

    /// The first solution in lexicographic order, by a plain backtracking search of its own.
    fn first_solution(n: usize) -> Option<Vec<u8>> {
        fn place_row(n: usize, columns: &mut Vec<u8>) -> bool {
            let row = columns.len();
            if row == n {
                return true;
            }
            for col in 0..n as u8 {
                let free = columns
                    .iter()
                    .enumerate()
                    .all(|(other, &c)| c != col && (row - other) != usize::from(col.abs_diff(c)));
                if free {
                    columns.push(col);
                    if place_row(n, columns) {
                        return true;
                    }
                    columns.pop();
                }
            }
            false
        }
        let mut columns = Vec::new();
        place_row(n, &mut columns).then_some(columns)
    }

    /// The rank of a permutation of 0..n among all of them in lexicographic order, from 0.
    fn rank(columns: &[u8]) -> u64 {
        let mut left: Vec<u8> = (0..columns.len() as u8).collect();
        let mut rank = 0;
        for (row, col) in columns.iter().enumerate() {
            let smaller = left.iter().position(|c| c == col).unwrap_or(0);
            left.remove(smaller);
            let rest = (1..=(columns.len() - 1 - row) as u64).product::<u64>();
            rank += smaller as u64 * rest;
        }
        rank
    }

    #[test]
    fn the_first_solution_comes_after_its_rank_among_the_permutations() {
        for (n, &candidates) in FIRST_SOLUTION_CANDIDATES.iter().enumerate() {
            let expected = first_solution(n).map_or_else(
                || space::permutations(n).exact.and_then(|w| u64::try_from(w).ok()),
                |columns| Some(rank(&columns) + 1),
            );
            assert_eq!(Some(candidates), expected, "n = {n}");
        }
    }

    #[test]
    fn the_scan_meets_its_first_solution_where_the_table_says() {
        #[derive(Default)]
        struct Candidates(u64);
        impl Observer for Candidates {
            fn candidate(&mut self) {
                self.0 += 1;
            }
        }
        for (n, &expected) in FIRST_SOLUTION_CANDIDATES.iter().enumerate().take(11) {
            let mut counted = Candidates::default();
            let _ = search(n, &mut counted, &mut |_: &[u8]| ControlFlow::Break(()));
            assert_eq!(counted.0, expected, "n = {n}");
        }
    }
}
