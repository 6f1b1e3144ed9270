//! The searches: completing one task (the hot loop), checking the solutions of tasks with
//! ties, and the plain lexicographic listing behind [`Approach::search`](nqueens_core::Approach).

use std::ops::ControlFlow;

use nqueens_core::{Observer, Solution, Symmetry};

use crate::MAX_N;
use crate::tasks::{Case, Task, to_u8};

/// Everything the search of one task needs, worked out once before it starts.
///
/// The rows to search are the rows 1 to n - 1 without a queen placed beforehand; the search
/// steps over the others. All three masks are as seen from the first row to search, and the
/// search shifts them by the distance to the next row to search.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Plan {
    /// The columns taken by the queens placed beforehand.
    cols: u64,
    /// The columns attacked along diagonals (row - col constant) by the queens placed
    /// beforehand, in the first row to search. A queen below that row and left of where its
    /// diagonal enters the board gives a negative column: it is kept at the top of the word,
    /// and rotating the word left by one per row brings it down to bit 0 exactly in the row
    /// where it enters (for n ≤ 32 no other bit ever wraps around).
    diags1: u64,
    /// The columns attacked along anti-diagonals (row + col constant) by the queens placed
    /// beforehand, in the first row to search.
    diags2: u64,
    /// `allowed[depth]`: the columns the task's case allows in the row searched at `depth`.
    allowed: [u64; MAX_N],
    /// The rows to search, in order.
    rows: [u8; MAX_N],
    /// `shifts[depth]` is how many rows separate the row searched at `depth` from the next one:
    /// 1, or more where the search steps over a row whose queen is already placed.
    shifts: [u32; MAX_N],
    /// How many rows are left to search.
    depths: usize,
}

impl Plan {
    /// Places the queens of `task` on an n × n board (4 ≤ n ≤ [`MAX_N`]).
    pub(crate) fn new(n: usize, task: &Task) -> Self {
        // The rows to search: every row after row 0 whose queen is not yet placed.
        let mut filled = [false; MAX_N];
        for (row, _) in task.queens() {
            filled[row] = true;
        }
        let mut rows = [0; MAX_N];
        let mut allowed = [0; MAX_N];
        let mut depths = 0;
        for row in (1..n).filter(|&row| !filled[row]) {
            rows[depths] = to_u8(row);
            allowed[depths] = task.allowed(n, row);
            depths += 1;
        }
        let mut shifts = [0; MAX_N];
        for depth in 1..depths {
            shifts[depth - 1] = u32::from(rows[depth] - rows[depth - 1]);
        }
        // Masks are seen from the first row to search (any row will do when none is left).
        let first = if depths == 0 { 1 } else { usize::from(rows[0]) };
        let (mut cols, mut diags1, mut diags2) = (0u64, 0u64, 0u64);
        for (row, col) in task.queens() {
            cols |= 1 << col;
            // On its diagonal, the queen attacks column col + (first - row) of the first row,
            // which is negative for a low-left queen: rotating stores it at the top of the word.
            // Adding 64 keeps the difference positive; the rotation works modulo 64.
            let diagonal_col = (col + first + 64 - row) % 64;
            diags1 |= 1u64.rotate_left(diagonal_col as u32);
            // On its anti-diagonal, the queen attacks column col - (first - row), unless that
            // anti-diagonal has already left the board.
            if let Some(anti_diagonal_col) = (col + row).checked_sub(first) {
                diags2 |= 1 << anti_diagonal_col;
            }
        }
        Plan { cols, diags1, diags2, allowed, rows, shifts, depths }
    }

    /// The rows to search, in order.
    pub(crate) fn rows(&self) -> Vec<usize> {
        self.rows[..self.depths].iter().map(|&row| usize::from(row)).collect()
    }
}

// ANCHOR: search
/// Counts the ways to complete the queens of `plan` to a solution: the hot loop.
///
/// A bitmask search over the rows of the plan, with an explicit stack instead of recursion:
/// each level keeps its masks and the columns it has still to try in one fixed-size array on
/// the stack, so the loop allocates nothing and calls nothing. A queen that leaves the next row
/// no free column is pruned before it is pushed (a one-row lookahead). In the row before the
/// last, every free column of the last row completes a solution (the queens placed beforehand
/// were checked against each other, and their diagonals are in the masks), so the loop counts
/// them with one `count_ones` instead of visiting each.
pub(crate) fn count_completions(plan: &Plan) -> u64 {
    let mut free = plan.allowed[0] & !(plan.cols | plan.diags1 | plan.diags2);
    // With no row left to search, the placed queens are the one solution; with one row left,
    // each of its free columns is one.
    match plan.depths {
        0 => return 1,
        1 => return u64::from(free.count_ones()),
        _ => {}
    }
    let next_to_last = plan.depths - 2;
    let mut stack = [[0u64; 4]; MAX_N];
    let mut count = 0;
    // The state of the current row: the attacked columns and the free ones still to try.
    let (mut cols, mut diags1, mut diags2) = (plan.cols, plan.diags1, plan.diags2);
    let mut depth = 0;
    'rows: loop {
        let shift = plan.shifts[depth];
        if depth == next_to_last {
            // The row before the last: for each free column, every column left free in the
            // last row completes a solution.
            while free != 0 {
                let bit = free & free.wrapping_neg();
                free ^= bit;
                let attacked =
                    (cols | bit) | (diags1 | bit).rotate_left(shift) | ((diags2 | bit) >> shift);
                count += u64::from((plan.allowed[depth + 1] & !attacked).count_ones());
            }
        } else {
            while free != 0 {
                // Attempt the lowest free column.
                let bit = free & free.wrapping_neg();
                free ^= bit;
                // Work out the next row to search: the queen takes its column, and its
                // diagonals move one column per row, left for diags2 and right for diags1.
                let next_cols = cols | bit;
                let next_diags1 = (diags1 | bit).rotate_left(shift);
                let next_diags2 = (diags2 | bit) >> shift;
                let next_free = plan.allowed[depth + 1] & !(next_cols | next_diags1 | next_diags2);
                // Prune the queen if it leaves the next row no free column; otherwise
                // remember the rest of this row and go down.
                if next_free != 0 {
                    stack[depth] = [cols, diags1, diags2, free];
                    (cols, diags1, diags2, free) = (next_cols, next_diags1, next_diags2, next_free);
                    depth += 1;
                    continue 'rows;
                }
            }
        }
        // This row is done: undo by going back up to the row above, or stop at the top.
        if depth == 0 {
            return count;
        }
        depth -= 1;
        [cols, diags1, diags2, free] = stack[depth];
    }
}
// ANCHOR_END: search

/// Hands every completion of `task` to `visit` as the column of the queen in each row. Only
/// the tasks with ties use it, to check their solutions one by one; it recurses, since its
/// speed matters little.
fn for_each_completion(n: usize, task: &Task, plan: &Plan, visit: &mut impl FnMut(&[u8])) {
    let mut columns = [0u8; MAX_N];
    // Write the queens placed beforehand into their rows.
    for (row, col) in task.queens() {
        columns[row] = to_u8(col);
    }
    complete(plan, 0, plan.cols, plan.diags1, plan.diags2, &mut columns[..n], visit);
}

/// Fills the rows of `plan` from `depth` on, given the attacked columns of that row.
fn complete(
    plan: &Plan,
    depth: usize,
    cols: u64,
    diags1: u64,
    diags2: u64,
    columns: &mut [u8],
    visit: &mut impl FnMut(&[u8]),
) {
    // Every row is filled: the board is a solution.
    if depth == plan.depths {
        visit(columns);
        return;
    }
    let row = usize::from(plan.rows[depth]);
    let shift = plan.shifts[depth];
    let mut free = plan.allowed[depth] & !(cols | diags1 | diags2);
    while free != 0 {
        // Attempt the lowest free column, then go on to the next row to search.
        let bit = free & free.wrapping_neg();
        free ^= bit;
        columns[row] = to_u8(bit.trailing_zeros() as usize);
        complete(
            plan,
            depth + 1,
            cols | bit,
            (diags1 | bit).rotate_left(shift),
            (diags2 | bit) >> shift,
            columns,
            visit,
        );
    }
}

/// The size of the symmetry class of `columns` (8, 4, 2 or 1) if it is the canonical member of
/// its class (no image is smaller in lexicographic order), or `None`.
///
/// The images that equal the solution are its own symmetries, which form a group of 1, 2, 4 or
/// 8 members, and the class holds 8 divided by that many boards. Nothing is allocated.
fn canonical_class_size(columns: &[u8]) -> Option<u64> {
    let n = columns.len();
    let mut own_symmetries = 0;
    for symmetry in Symmetry::ALL {
        // Build the image row by row, then compare it with the solution.
        let mut image = [0u8; MAX_N];
        for (row, &col) in columns.iter().enumerate() {
            let (image_row, image_col) = symmetry.map_cell(n, row, usize::from(col));
            image[image_row] = to_u8(image_col);
        }
        match image[..n].cmp(columns) {
            std::cmp::Ordering::Less => return None,
            std::cmp::Ordering::Equal => own_symmetries += 1,
            std::cmp::Ordering::Greater => {}
        }
    }
    Some(8 / own_symmetries)
}

/// The total and unique solutions one task stands for (see the `tasks` module for why).
///
/// A task without ties finds only canonical solutions of classes of 8: the hot loop counts
/// them, each counting 8 times in the total and once in the unique count. A task with ties
/// lists its solutions and keeps the canonical ones, each with the size of its class.
pub(crate) fn count_task(n: usize, task: &Task) -> (u64, u64) {
    if task.case == Case::SmallBoard {
        return count_small_board(n);
    }
    let plan = Plan::new(n, task);
    if !task.checked {
        let completions = count_completions(&plan);
        return (8 * completions, completions);
    }
    let (mut total, mut unique) = (0, 0);
    for_each_completion(n, task, &plan, &mut |columns| {
        if let Some(class_size) = canonical_class_size(columns) {
            total += class_size;
            unique += 1;
        }
    });
    (total, unique)
}

/// The total and unique solutions of a board too small for the cases of the tasks (n < 4): listed
/// by the plain search, the canonical ones counted as unique.
fn count_small_board(n: usize) -> (u64, u64) {
    let (mut total, mut unique) = (0, 0);
    let _ = list(n, &mut nqueens_core::NoObserver, &mut |columns: &[u8]| {
        total += 1;
        unique += u64::from(Solution::from(columns).is_canonical());
        ControlFlow::Continue(())
    });
    (total, unique)
}

/// Lists every solution in lexicographic order with the plain row-by-row bitmask search: the
/// search tree of `nqueens-backtrack-bitmask`, single-threaded, reporting every node, every free
/// cell it tries, every placement and removal, and every solution to `observer`.
pub(crate) fn list<O, V>(n: usize, observer: &mut O, visit: &mut V) -> ControlFlow<()>
where
    O: Observer,
    V: FnMut(&[u8]) -> ControlFlow<()>,
{
    let board = (1u64 << n) - 1;
    let mut listing = Listing { n, board, columns: [0; MAX_N], observer, visit };
    listing.place(0, 0, 0, 0)
}

/// A listing in progress: the board, the queens placed so far, and where the results go.
struct Listing<'a, O, V> {
    n: usize,
    /// The n columns of the board.
    board: u64,
    /// The column of the queen in each row filled so far.
    columns: [u8; MAX_N],
    observer: &'a mut O,
    visit: &'a mut V,
}

impl<O, V> Listing<'_, O, V>
where
    O: Observer,
    V: FnMut(&[u8]) -> ControlFlow<()>,
{
    /// Fills `row` and the rows below it, given the columns attacked in `row`.
    fn place(&mut self, row: usize, cols: u64, diags1: u64, diags2: u64) -> ControlFlow<()> {
        self.observer.node(row);
        // Every row holds a queen: hand the solution on.
        if row == self.n {
            let solution = &self.columns[..self.n];
            self.observer.solution(solution);
            return (self.visit)(solution);
        }
        let mut free = self.board & !(cols | diags1 | diags2);
        while free != 0 {
            // Attempt the lowest free column first, which keeps the lexicographic order.
            let bit = free & free.wrapping_neg();
            free ^= bit;
            let col = bit.trailing_zeros() as usize;
            self.observer.cell(row, col);
            self.observer.placed(row, col);
            self.columns[row] = to_u8(col);
            // Recurse into the next row, where the diagonals have moved one column each.
            self.place(row + 1, cols | bit, (diags1 | bit) << 1, (diags2 | bit) >> 1)?;
            // Undo the placement.
            self.observer.removed(row, col);
        }
        ControlFlow::Continue(())
    }
}
