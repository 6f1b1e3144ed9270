//! The interview's follow-up questions in Rust, one function each: the first solution only,
//! the count without recursion, the count by mirror symmetry and the count of unique boards.
//! `.ci/interview` runs them through `harness/follow_ups.rs` for n = 0 to 10, and the docs test
//! (`crates/xtask/tests/docs/follow_ups.rs`) holds them to the OEIS.

// ANCHOR: first
/// The first solution in the search's order (rows from the top, columns from the left), as the
/// column of each row's queen, or `None` when n has none. The search stops at the first full
/// board instead of going on.
pub(crate) fn first_solution(n: usize) -> Option<Vec<usize>> {
    let diagonals = (2 * n).saturating_sub(1);
    let (mut cols, mut diags1, mut diags2) =
        (vec![false; n], vec![false; diagonals], vec![false; diagonals]);
    let mut queens = Vec::new();
    let found = place_first(n, &mut queens, &mut cols, &mut diags1, &mut diags2);
    found.then_some(queens)
}

/// Fills the rows below `queens`; returns `true` at the first full board, left in `queens`.
fn place_first(
    n: usize,
    queens: &mut Vec<usize>,
    cols: &mut [bool],
    diags1: &mut [bool],
    diags2: &mut [bool],
) -> bool {
    let row = queens.len();
    if row == n {
        return true;
    }
    for col in 0..n {
        let (d1, d2) = (row + n - 1 - col, row + col);
        if cols[col] || diags1[d1] || diags2[d2] {
            continue; // reject
        }
        (cols[col], diags1[d1], diags2[d2]) = (true, true, true);
        queens.push(col);
        if place_first(n, queens, cols, diags1, diags2) {
            return true; // found below: stop, and leave the queens where they are
        }
        queens.pop(); // undo
        (cols[col], diags1[d1], diags2[d2]) = (false, false, false);
    }
    false
}
// ANCHOR_END: first

// ANCHOR: stack
/// The number of solutions, by the bitmask search with a stack of its own instead of recursion.
/// A frame is a row being filled: what the queens above attack in it, and its columns not tried.
pub(crate) fn total_iterative(n: u32) -> u64 {
    let full = if n == 32 { u32::MAX } else { (1 << n) - 1 };
    // (cols, diags1, diags2, untried) of each row from the top, the deepest last.
    let mut stack = vec![(0, 0, 0, full)];
    let mut total = 0;
    while let Some(frame) = stack.last_mut() {
        let (cols, diags1, diags2, untried) = *frame;
        if cols == full {
            total += 1; // a queen in every row: a solution, then back to the row above
            stack.pop();
        } else if untried == 0 {
            stack.pop(); // every column of this row tried: back to the row above
        } else {
            let bit = untried & untried.wrapping_neg(); // the lowest column not tried
            frame.3 = untried & (untried - 1); // when the search comes back, the next one
            let (cols, diags1, diags2) =
                (cols | bit, ((diags1 | bit) << 1) & full, (diags2 | bit) >> 1);
            stack.push((cols, diags1, diags2, !(cols | diags1 | diags2) & full));
        }
    }
    total
}
// ANCHOR_END: stack

/// The number of solutions below a board of full rows whose next row is attacked along `cols`,
/// `diags1` and `diags2` (bit `col` for column `col`), as on the bitmask whiteboard.
fn count(full: u32, cols: u32, diags1: u32, diags2: u32) -> u64 {
    if cols == full {
        return 1;
    }
    let mut total = 0;
    // ANCHOR: three-lines
    let mut free = !(cols | diags1 | diags2) & full; // the columns no queen attacks
    while free != 0 {
        let bit = free & free.wrapping_neg(); // the lowest free column
        free &= free - 1; // taken out of the free ones
        total += count(full, cols | bit, ((diags1 | bit) << 1) & full, (diags2 | bit) >> 1);
    }
    // ANCHOR_END: three-lines
    total
}

// ANCHOR: mirror
/// The number of solutions, counting only half of them: the mirror image of a solution
/// (column `col` to `n - 1 - col`) is another solution, with its first queen on the other side.
pub(crate) fn total_by_mirror(n: u32) -> u64 {
    if n <= 1 {
        return 1; // the only board is its own mirror image: nothing to double
    }
    let full = if n == 32 { u32::MAX } else { (1 << n) - 1 };
    let half = n / 2;
    // First-row queens in the left half, columns 0 to half - 1.
    let mut left = 0;
    for col in 0..half {
        let bit = 1 << col;
        left += count(full, bit, (bit << 1) & full, bit >> 1);
    }
    // Odd n: a first-row queen in the middle column is its own mirror image, so the halving
    // moves to the second row, whose queen is never in the middle column: count its left half.
    if n % 2 == 1 {
        let queen = 1 << half;
        let (cols, diags1, diags2) = (queen, (queen << 1) & full, queen >> 1);
        let mut free = !(cols | diags1 | diags2) & ((1 << half) - 1);
        while free != 0 {
            let bit = free & free.wrapping_neg();
            free &= free - 1;
            left += count(full, cols | bit, ((diags1 | bit) << 1) & full, (diags2 | bit) >> 1);
        }
    }
    2 * left
}
// ANCHOR_END: mirror

// ANCHOR: unique
/// The number of boards that differ up to rotation and reflection (OEIS A002562): a solution
/// counts only if it is the smallest of its eight images, so each class counts once.
pub(crate) fn total_unique(n: usize) -> u64 {
    let mut unique = 0;
    for queens in all_solutions(n) {
        if images(&queens).iter().all(|image| queens <= *image) {
            unique += 1;
        }
    }
    unique
}

/// The eight images of a solution under the symmetries of the square, itself included.
fn images(queens: &[usize]) -> Vec<Vec<usize>> {
    let n = queens.len();
    // Swapping rows and columns (the transpose) makes the queen of row r sit in column c of
    // row c: the inverse permutation.
    let mut transposed = vec![0; n];
    for (row, &col) in queens.iter().enumerate() {
        transposed[col] = row;
    }
    let mut images = Vec::new();
    for board in [queens.to_vec(), transposed] {
        let mirrored: Vec<usize> = board.iter().map(|&col| n - 1 - col).collect(); // left-right
        let flipped: Vec<usize> = board.iter().rev().copied().collect(); // top-bottom
        let turned: Vec<usize> = mirrored.iter().rev().copied().collect(); // half a turn
        images.extend([board, mirrored, flipped, turned]);
    }
    images
}
// ANCHOR_END: unique

/// Every solution, as the column of each row's queen, in the search's order.
fn all_solutions(n: usize) -> Vec<Vec<usize>> {
    fn place(n: usize, queens: &mut Vec<usize>, solutions: &mut Vec<Vec<usize>>) {
        let row = queens.len();
        if row == n {
            solutions.push(queens.clone()); // a copy: `queens` goes on changing
            return;
        }
        for col in 0..n {
            // The same column, or as many columns apart as rows apart: the same diagonal.
            let attacked =
                queens.iter().enumerate().any(|(r, &c)| c == col || c.abs_diff(col) == row - r);
            if !attacked {
                queens.push(col);
                place(n, queens, solutions);
                queens.pop();
            }
        }
    }
    let mut solutions = Vec::new();
    place(n, &mut Vec::new(), &mut solutions);
    solutions
}
