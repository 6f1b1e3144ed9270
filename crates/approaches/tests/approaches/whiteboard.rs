//! The whiteboard versions of the interview chapter (`docs/interview.md`): the array and bitmask
//! searches as a candidate writes them in about twenty lines, checked against every approach.
//!
//! They are written for a whiteboard, not for the judge: `usize` instead of LeetCode's `i32`, no
//! `impl Solution`, a line per idea. `rustfmt` would spread them over twice the lines, so it
//! leaves these two modules as they are written.

#[rustfmt::skip]
mod array {
    // ANCHOR: array
    /// LeetCode 51: every board, one string per row.
    fn solve_n_queens(n: usize) -> Vec<Vec<String>> {
        let mut boards = Vec::new();
        let diagonals = (2 * n).saturating_sub(1); // 2n − 1 each way, none on an empty board
        let (mut cols, mut diags1, mut diags2) = (vec![false; n], vec![false; diagonals], vec![false; diagonals]);
        place(n, &mut Vec::new(), &mut cols, &mut diags1, &mut diags2, &mut boards);
        boards
    }

    fn place(n: usize, columns: &mut Vec<usize>, cols: &mut [bool], diags1: &mut [bool],
             diags2: &mut [bool], boards: &mut Vec<Vec<String>>) {
        let row = columns.len();
        if row == n {
            let draw = |&c: &usize| (0..n).map(|col| if col == c { 'Q' } else { '.' }).collect();
            boards.push(columns.iter().map(draw).collect());
            return;
        }
        for col in 0..n {
            let (d1, d2) = (row + n - 1 - col, row + col); // both ≥ 0: no underflow
            if cols[col] || diags1[d1] || diags2[d2] { continue; } // reject
            (cols[col], diags1[d1], diags2[d2]) = (true, true, true); // try
            columns.push(col);
            place(n, columns, cols, diags1, diags2, boards);
            columns.pop(); // undo, so the next column starts from the same board
            (cols[col], diags1[d1], diags2[d2]) = (false, false, false);
        }
    }
    // ANCHOR_END: array

    #[test]
    fn lists_every_approach_s_boards() {
        for approach in super::with_leetcode_versions() {
            for n in 0..=9 {
                let solutions = approach.solutions(n).expect("n is small");
                let boards: Vec<Vec<String>> = solutions.iter().map(|s| s.to_leetcode()).collect();
                assert_eq!(solve_n_queens(n), boards, "{} at n = {n}", approach.info().id);
            }
        }
    }
}

#[rustfmt::skip]
mod bitmask {
    // ANCHOR: bitmask
    /// LeetCode 52: the number of solutions, returned by the recursion (n ≤ 32).
    fn total_n_queens(n: u32) -> u64 {
        let full = if n == 32 { u32::MAX } else { (1 << n) - 1 }; // one bit per column
        count(full, 0, 0, 0)
    }

    fn count(full: u32, cols: u32, diags1: u32, diags2: u32) -> u64 {
        if cols == full {
            return 1; // a queen in every column, so in every row
        }
        let mut total = 0;
        let mut free = !(cols | diags1 | diags2) & full;
        while free != 0 {
            let bit = free & free.wrapping_neg(); // the lowest free column
            free &= free - 1;
            // In the next row the diagonal moves one column right, the anti-diagonal one left.
            total += count(full, cols | bit, (diags1 | bit) << 1, (diags2 | bit) >> 1);
        }
        total // nothing to undo: the masks were passed by value
    }
    // ANCHOR_END: bitmask

    #[test]
    fn counts_every_approach_s_solutions() {
        for approach in super::with_leetcode_versions() {
            for n in 0..=9_u32 {
                let count = approach.count(n as usize);
                assert_eq!(Ok(total_n_queens(n)), count, "{} at n = {n}", approach.info().id);
            }
        }
    }
}

/// The approaches that have a LeetCode version, which the whiteboard versions shorten.
fn with_leetcode_versions() -> impl Iterator<Item = &'static dyn nqueens_core::Solver> {
    nqueens_approaches::APPROACHES
        .iter()
        .copied()
        .filter(|approach| approach.info().leetcode.is_some())
}
