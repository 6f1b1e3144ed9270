// ANCHOR: entry
// LeetCode 51 (N-Queens) and 52 (N-Queens II): row-by-row backtracking with boolean arrays of
// attacked columns and diagonals, as in hello-algo 13.4. Paste this whole file into the editor.
//
// LeetCode asks only for 1 ≤ n ≤ 9. For n = 0 this follows OEIS A000170 (a(0) = 1): the empty
// board has one solution with no rows, so `solve_n_queens(0)` is `[[]]` and `total_n_queens(0)`
// is 1. A negative n has no board and no solutions: `[]` and 0.
//
// Complexity: the search tree has at most n!/(n − r)! nodes at depth r, so O(n!) nodes (the loose
// textbook bound: 2,057 nodes at n = 8 against 8! = 40,320), and each node examines all n cells
// of its row in O(1): O(n · n!) time for LeetCode 52. LeetCode 51 adds O(n²) to draw each
// solution. Extra space: O(n) (n + 2(2n − 1) flags, the columns, n + 1 recursive calls), plus
// O(n²) per board returned by LeetCode 51.

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
        // 2n − 1 diagonals run each way; an empty board has none, and `2 * n - 1` would underflow.
        let diagonals = (2 * n).saturating_sub(1);
        let mut cols = vec![false; n];
        let mut diags1 = vec![false; diagonals];
        let mut diags2 = vec![false; diagonals];
        let mut columns = Vec::with_capacity(n);
        Self::place_row(n, 0, &mut cols, &mut diags1, &mut diags2, &mut columns, visit)
    }
    // ANCHOR_END: entry

    // ANCHOR: place_row
    /// Places a queen in every safe column of `row`, then fills the rows below; returns the number
    /// of solutions found below (saturating at `i32::MAX`).
    ///
    /// `cols[col]`, `diags1[row + n - 1 - col]` (the diagonal where `row - col` is constant) and
    /// `diags2[row + col]` (the anti-diagonal where `row + col` is constant) are set while a
    /// queen attacks them; `columns[row]` is the column of the queen in `row`.
    fn place_row(
        n: usize,
        row: usize,
        cols: &mut [bool],
        diags1: &mut [bool],
        diags2: &mut [bool],
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
            let diag1 = row + n - 1 - col;
            let diag2 = row + col;
            // Reject: if an earlier queen attacks the cell, go on to the next one. `||` stops
            // at the first flag set; the crate's search joins the flags with `|`, the same test
            // without a branch between them, measured faster (see the benchmarks page).
            if cols[col] || diags1[diag1] || diags2[diag2] {
                continue;
            }
            // Attempt: place a queen here, marking its column and both its diagonals.
            cols[col] = true;
            diags1[diag1] = true;
            diags2[diag2] = true;
            columns.push(col);
            // Recurse: fill the rows below, and add up their solutions.
            total = total.saturating_add(Self::place_row(n, row + 1, cols, diags1, diags2, columns, visit));
            // Undo: take the queen back, so the next column starts from the same board.
            cols[col] = false;
            diags1[diag1] = false;
            diags2[diag2] = false;
            columns.pop();
        }
        total
    }
    // ANCHOR_END: place_row
}
