// ANCHOR: entry
// LeetCode 51 (N-Queens) and 52 (N-Queens II): row-by-row backtracking with hash sets of attacked
// columns and diagonals. Paste this whole file into the editor.
//
// LeetCode asks only for 1 ≤ n ≤ 9. For n = 0 this follows OEIS A000170 (a(0) = 1): the empty
// board has one solution with no rows, so `solve_n_queens(0)` is `[[]]` and `total_n_queens(0)`
// is 1. A negative n has no board and no solutions: `[]` and 0.
//
// Complexity: the search tree has at most n!/(n − r)! nodes at depth r, so O(n!) nodes (the loose
// textbook bound: 2,057 nodes at n = 8 against 8! = 40,320), and each node examines all n cells
// of its row, each with up to three hash look-ups, expected O(1): O(n · n!) expected time for
// LeetCode 52. LeetCode 51 adds O(n²) to draw each solution. Extra space: O(n) (three sets of at
// most n keys, the columns, n + 1 recursive calls), plus O(n²) per board returned by LeetCode 51.

use std::collections::HashSet;

impl Solution {
    /// Every way to place n queens on an n × n board so that no two attack each other, each
    /// drawn as one string per row, `'Q'` for the queen and `'.'` for an empty cell.
    pub fn solve_n_queens(n: i32) -> Vec<Vec<String>> {
        let mut boards = Vec::new();
        let _ = Self::search(n, &mut |columns: &[usize]| {
            // Row `row` has its queen in column `columns[row]`.
            let board = columns
                .iter()
                .map(|&queen_col| {
                    (0..columns.len()).map(|col| if col == queen_col { 'Q' } else { '.' }).collect()
                })
                .collect();
            boards.push(board);
        });
        boards
    }

    /// The number of ways to place n queens on an n × n board so that no two attack each other
    /// (at most `i32::MAX`, which is first exceeded at n = 19): the recursion returns the number
    /// of solutions below each placement, and nothing is listed.
    pub fn total_n_queens(n: i32) -> i32 {
        Self::search(n, &mut |_: &[usize]| {})
    }

    /// Hands every solution for n to `visit` as the column of the queen in each row, and returns
    /// how many there are.
    fn search(n: i32, visit: &mut impl FnMut(&[usize])) -> i32 {
        // A negative n has no board, so no solutions.
        let Ok(n) = usize::try_from(n) else {
            return 0;
        };
        let mut cols = HashSet::with_capacity(n);
        let mut diags1 = HashSet::with_capacity(n);
        let mut diags2 = HashSet::with_capacity(n);
        let mut columns = Vec::with_capacity(n);
        Self::place_row(n, 0, &mut cols, &mut diags1, &mut diags2, &mut columns, visit)
    }
    // ANCHOR_END: entry

    // ANCHOR: place_row
    /// Places a queen in every safe column of `row`, then fills the rows below; returns the number
    /// of solutions found below (saturating at `i32::MAX`).
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
        columns: &mut Vec<usize>,
        visit: &mut impl FnMut(&[usize]),
    ) -> i32 {
        // A queen stands in every row: the placement is a solution.
        if row == n {
            visit(columns);
            return 1;
        }
        let mut total: i32 = 0;
        for col in 0..n {
            let diag1 = row as isize - col as isize;
            let diag2 = row + col;
            // Reject: if an earlier queen attacks the cell, go on to the next one.
            if cols.contains(&col) || diags1.contains(&diag1) || diags2.contains(&diag2) {
                continue;
            }
            // Attempt: place a queen here, marking its column and both its diagonals.
            cols.insert(col);
            diags1.insert(diag1);
            diags2.insert(diag2);
            columns.push(col);
            // Recurse: fill the rows below, and add up their solutions.
            total = total.saturating_add(Self::place_row(n, row + 1, cols, diags1, diags2, columns, visit));
            // Undo: take the queen back, so the next column starts from the same board.
            cols.remove(&col);
            diags1.remove(&diag1);
            diags2.remove(&diag2);
            columns.pop();
        }
        total
    }
    // ANCHOR_END: place_row
}
