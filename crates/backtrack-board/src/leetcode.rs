// ANCHOR: entry
// LeetCode 51 (N-Queens) and 52 (N-Queens II): row-by-row backtracking on an n × n board of
// attacked cells, where each queen marks the cells it attacks and lists them to clear them again.
// Paste this whole file into the editor.
//
// LeetCode asks only for 1 ≤ n ≤ 9. For n = 0 this follows OEIS A000170 (a(0) = 1): the empty
// board has one solution with no rows, so `solve_n_queens(0)` is `[[]]` and `total_n_queens(0)`
// is 1. A negative n has no board and no solutions: `[]` and 0.
//
// Complexity: the search tree has at most n!/(n − r)! nodes at depth r, so O(n!) nodes (the loose
// textbook bound: 2,057 nodes at n = 8 against 8! = 40,320); each node examines all n cells of
// its row, and each queen marks O(n) cells below it and clears them again: O(n · n!) time for
// LeetCode 52. LeetCode 51 adds O(n²) to draw each solution. Extra space: O(n²) (the board of
// attacked cells and the undo list), plus O(n²) per board returned by LeetCode 51.

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
        let mut conflicted = vec![vec![false; n]; n];
        // A cell is on the undo list at most once, so it never holds more than n² cells.
        let mut lock = Vec::with_capacity(n * n);
        let mut columns = Vec::with_capacity(n);
        Self::place_row(n, 0, &mut conflicted, &mut lock, &mut columns, visit)
    }
    // ANCHOR_END: entry

    // ANCHOR: place_row
    /// Places a queen in every safe column of `row`, then fills the rows below; returns the number
    /// of solutions found below (saturating at `i32::MAX`).
    ///
    /// `conflicted[row][col]` is set while a queen in a row above attacks the cell; `lock` lists
    /// every cell marked so far, each queen's cells after those of the queens above it;
    /// `columns[row]` is the column of the queen in `row`.
    fn place_row(
        n: usize,
        row: usize,
        conflicted: &mut [Vec<bool>],
        lock: &mut Vec<(usize, usize)>,
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
            // Reject: if an earlier queen attacks the cell, go on to the next one.
            if conflicted[row][col] {
                continue;
            }
            // Attempt: place a queen here, and mark the cells it attacks in the rows below that
            // no earlier queen marked, listing exactly those in `lock`.
            columns.push(col);
            let first_mark = lock.len();
            for (below, conflicted_below) in conflicted.iter_mut().enumerate().skip(row + 1) {
                // `conflicted_below` is `conflicted[below]`. The queen's anti-diagonal (to the
                // left), its column and its diagonal (to the right) cross that row in these
                // columns, where they are on the board.
                let distance = below - row;
                let left = col.checked_sub(distance);
                let right = Some(col + distance).filter(|&right| right < n);
                for attacked_col in [left, Some(col), right].into_iter().flatten() {
                    if !conflicted_below[attacked_col] {
                        conflicted_below[attacked_col] = true;
                        lock.push((below, attacked_col));
                    }
                }
            }
            // Recurse: fill the rows below, and add up their solutions.
            total = total.saturating_add(Self::place_row(n, row + 1, conflicted, lock, columns, visit));
            // Undo: clear exactly the cells this queen marked, and take it back.
            for (marked_row, marked_col) in lock.drain(first_mark..) {
                conflicted[marked_row][marked_col] = false;
            }
            columns.pop();
        }
        total
    }
    // ANCHOR_END: place_row
}
