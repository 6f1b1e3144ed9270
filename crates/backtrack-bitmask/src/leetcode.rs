// ANCHOR: entry
// LeetCode 51 (N-Queens) and 52 (N-Queens II): row-by-row backtracking with three bitmasks of
// attacked columns and diagonals. Paste this whole file into the editor.
//
// LeetCode asks only for 1 ≤ n ≤ 9. For n = 0 this follows OEIS A000170 (a(0) = 1): the empty
// board has one solution with no rows, so `solve_n_queens(0)` is `[[]]` and `total_n_queens(0)`
// is 1. A negative n has no board and no solutions: `[]` and 0. The masks are `u32`, one bit per
// column, so n above 32 does not fit; rather than overflow, such n gets `[]` and 0 too (no
// search could finish for it anyway).
//
// Complexity: the search tree has at most n!/(n − r)! nodes at depth r, so O(n!) nodes (the loose
// textbook bound: 2,057 nodes at n = 8 against 8! = 40,320), and each node takes O(1): the free
// cells of a row are one expression, and the loop visits only those. So O(n!) time for
// LeetCode 52; LeetCode 51 adds O(n²) to draw each solution. Extra space: O(n) (three masks per
// recursive call, n + 1 calls, the columns), plus O(n²) per board returned by LeetCode 51.

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
        // A negative n has no board, and n above 32 does not fit the masks.
        let Ok(n) = u32::try_from(n) else {
            return 0;
        };
        if n > u32::BITS {
            return 0;
        }
        // The n low bits set, one per column; for n = 32 `1 << 32` would overflow.
        let full = 1u32.checked_shl(n).map_or(u32::MAX, |bit| bit - 1);
        let mut columns = Vec::with_capacity(n as usize);
        Self::place_row(0, 0, 0, full, &mut columns, visit)
    }
    // ANCHOR_END: entry

    // ANCHOR: place_row
    /// Places a queen in every free column of the row being filled (row `columns.len()`), then
    /// fills the rows below; returns the number of solutions found below (saturating at
    /// `i32::MAX`).
    ///
    /// Bit `col` of `cols`, `diags1` and `diags2` is set when an earlier queen attacks column
    /// `col` of this row along its column, its diagonal (`row - col` constant) or its
    /// anti-diagonal (`row + col` constant); `full` has one bit per column of the board, and
    /// `columns[row]` is the column of the queen in `row`.
    fn place_row(
        cols: u32,
        diags1: u32,
        diags2: u32,
        full: u32,
        columns: &mut Vec<usize>,
        visit: &mut impl FnMut(&[usize]),
    ) -> i32 {
        // Every column holds a queen, so every row does: the placement is a solution.
        if cols == full {
            visit(columns);
            return 1;
        }
        let mut total: i32 = 0;
        // Reject: only the cells that no earlier queen attacks are free.
        let mut avail = !(cols | diags1 | diags2) & full;
        while avail != 0 {
            // The lowest free column, and the rest for the next turns.
            let bit = avail & avail.wrapping_neg();
            avail &= avail - 1;
            // Attempt: place a queen here, marking its column and both its diagonals as attacked
            // in the next row, where the diagonal moves one column right and the anti-diagonal
            // one column left.
            let next_cols = cols | bit;
            let next_diags1 = (diags1 | bit) << 1;
            let next_diags2 = (diags2 | bit) >> 1;
            columns.push(bit.trailing_zeros() as usize);
            // Recurse: fill the rows below, and add up their solutions.
            total = total.saturating_add(Self::place_row(next_cols, next_diags1, next_diags2, full, columns, visit));
            // Undo: take the queen back; the masks were passed by value and never changed.
            columns.pop();
        }
        total
    }
    // ANCHOR_END: place_row
}
