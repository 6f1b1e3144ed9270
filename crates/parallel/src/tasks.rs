//! The task list: which solutions to count, and how much each one weighs.
//!
//! # One solution per symmetry class
//!
//! Every solution has one queen on each of the four border lines (row 0, the last column, the
//! last row, column 0); a corner queen stands on two lines at once, and at most one queen of a
//! solution stands in a corner, since any two corners share a row, a column or a diagonal. The
//! eight symmetries of the square map border queens to border queens. The counter picks, in
//! each class of solutions, the one image that is smallest in lexicographic order of columns
//! (the canonical solution of `nqueens_core`), and searches for nothing else:
//!
//! - **A corner queen.** Every image of such a solution has a corner queen, two of them on
//!   (0, 0): the solution and its transpose, which swaps the queen of row 1 (column `c1`) with
//!   the queen of column 1 (row `r1`). They never tie, so the search keeps the one with
//!   `c1 < r1` by keeping column 1 free above row `c1`. No corner solution is its own image
//!   under any other symmetry, so each found stands for a class of exactly 8.
//! - **No corner queen.** Each border queen has a distance to the nearest corner along its line;
//!   the canonical image has in row 0 the queen with the smallest distance `top`, nearer the
//!   left corner (the *mirror halving* of classic counters: row-0 queens in the left half). So
//!   the search places the row-0 queen in column `top` < n - 1 - `top` and keeps every other
//!   border queen at distance `top` or more: columns 0 and n - 1 closed in the first and last
//!   `top` rows, and the last row closed within `top` of its corners. When no other border queen
//!   ties at distance `top`, the solution is the only image in the search, so it is canonical
//!   and its class holds 8 (no other symmetry can keep the row-0 queen where it is). Those are
//!   nearly all: the search closes the six cells at distance exactly `top` too.
//! - **Ties.** Solutions with another border queen at distance exactly `top` get tasks of their
//!   own, one per pattern of tied cells, with those queens placed beforehand. Their solutions
//!   are checked one by one against their eight images: counted if canonical, weighted by the
//!   size of their class (8, 4 or 2: the images that equal the solution are its symmetries).
//!
//! Every class is thus counted exactly once with its size: one run gives the total and the
//! unique count. Finally, the first two rows left free by each of these cases are placed
//! beforehand as well, splitting each case into many small independent tasks.

use crate::search::Plan;

/// Which queens stay free to search in which columns.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Case {
    /// A board under 4 × 4, listed whole by the plain search.
    SmallBoard,
    /// A queen on (0, 0) and the queen of row 1 in column `c1`: column 1 stays closed above
    /// row `c1`.
    Corner {
        /// The column of the queen in row 1.
        c1: usize,
    },
    /// No corner queen; the queen of row 0 in column `top` is nearest a corner of all border
    /// queens.
    Side {
        /// The column of the queen in row 0.
        top: usize,
    },
}

/// One independent piece of a count: queens placed beforehand, and the rows left to search.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Task {
    /// Which case of the search this task belongs to.
    pub(crate) case: Case,
    /// The queens placed beforehand, as (row, col); only the first `placed` are used.
    pub(crate) queens: [(u8, u8); 8],
    /// How many queens are placed beforehand.
    pub(crate) placed: usize,
    /// Whether this task holds ties, whose solutions must be checked one by one.
    pub(crate) checked: bool,
}

impl Task {
    /// The queens placed beforehand, as (row, col).
    pub(crate) fn queens(&self) -> impl Iterator<Item = (usize, usize)> + '_ {
        self.queens[..self.placed].iter().map(|&(row, col)| (usize::from(row), usize::from(col)))
    }

    /// The columns a queen of `row` may take in this task's case, before any attack.
    pub(crate) fn allowed(&self, n: usize, row: usize) -> u64 {
        let last = n - 1;
        let all = (1u64 << n) - 1;
        // The columns strictly between `low` and `n - 1 - low`.
        let between = |low: usize| all & !((1u64 << (low + 1)) - 1) & ((1u64 << (last - low)) - 1);
        match self.case {
            Case::SmallBoard => all,
            // Column 1 stays free above row c1; column 0 holds the corner queen.
            Case::Corner { c1 } if row < c1 => all & !0b11,
            Case::Corner { .. } => all & !1,
            // The last row keeps its queen farther than `top` from both corners.
            Case::Side { top } if row == last => between(top),
            // Columns 0 and n - 1 are closed within `top` rows of the top and bottom.
            Case::Side { top } if row <= top || row >= last - top => between(0),
            Case::Side { .. } => all,
        }
    }

    /// A task of `case` with the given queens placed beforehand.
    fn new(case: Case, queens: &[(usize, usize)], checked: bool) -> Self {
        let mut task = Task { case, queens: [(0, 0); 8], placed: 0, checked };
        for &(row, col) in queens {
            task.queens[task.placed] = (to_u8(row), to_u8(col));
            task.placed += 1;
        }
        task
    }
}

/// Converts a row or column of a board of at most [`MAX_N`](crate::MAX_N) rows to a `u8`.
pub(crate) fn to_u8(index: usize) -> u8 {
    u8::try_from(index).unwrap_or(u8::MAX)
}

/// How many free rows of each case are placed beforehand to split it into tasks.
const SPLIT_ROWS: usize = 2;

/// The deterministic task list for an n × n board (n ≤ [`MAX_N`](crate::MAX_N)): the cases in
/// the order of the module documentation, each split by the queens of its first two free rows
/// in lexicographic order. For n = 16 it holds 5,407 tasks.
pub(crate) fn tasks(n: usize) -> Vec<Task> {
    if n < 4 {
        return vec![Task::new(Case::SmallBoard, &[], false)];
    }
    let last = n - 1;
    let mut cases = Vec::new();
    // The corner case, one per column of the row-1 queen (column 1 would attack the corner).
    for c1 in 2..n {
        cases.push(Task::new(Case::Corner { c1 }, &[(0, 0), (1, c1)], false));
    }
    // The side cases: the row-0 queen nearest a corner, in the left half.
    for top in (1..n).take_while(|&top| top < last - top) {
        // Each tie position is either empty or holds one of its two cells: a side queen in
        // row `top`, a side queen in row n - 1 - top, the last-row queen at distance `top`.
        let upper = [None, Some((top, 0)), Some((top, last))];
        let lower = [None, Some((last - top, 0)), Some((last - top, last))];
        let bottom = [None, Some((last, top)), Some((last, last - top))];
        for upper in upper {
            for lower in lower {
                for bottom in bottom {
                    let ties: Vec<(usize, usize)> =
                        [upper, lower, bottom].into_iter().flatten().collect();
                    let mut queens = vec![(0, top)];
                    queens.extend(&ties);
                    // Keep the patterns whose queens do not attack each other.
                    if !attack_free(&queens) {
                        continue;
                    }
                    cases.push(Task::new(Case::Side { top }, &queens, !ties.is_empty()));
                }
            }
        }
    }
    // Split each case by the queens of its first free rows.
    let mut tasks = Vec::new();
    for case in cases {
        let plan = Plan::new(n, &case);
        let rows: Vec<usize> = plan.rows().into_iter().take(SPLIT_ROWS).collect();
        let mut queens: Vec<(usize, usize)> = case.queens().collect();
        split(n, &case, &rows, &mut queens, &mut tasks);
    }
    tasks
}

/// Adds to `tasks` one task per way to place attack-free queens in `rows` (in the columns
/// `task` allows there) next to `queens`, in lexicographic order.
fn split(
    n: usize,
    task: &Task,
    rows: &[usize],
    queens: &mut Vec<(usize, usize)>,
    tasks: &mut Vec<Task>,
) {
    let Some((&row, rows_below)) = rows.split_first() else {
        tasks.push(Task::new(task.case, queens, task.checked));
        return;
    };
    for col in 0..n {
        // Try each allowed column of the row that no queen attacks.
        if task.allowed(n, row) & (1 << col) == 0 {
            continue;
        }
        queens.push((row, col));
        if attack_free(queens) {
            split(n, task, rows_below, queens, tasks);
        }
        queens.pop();
    }
}

/// Whether no two of `queens` (as (row, col)) share a row, a column or a diagonal.
fn attack_free(queens: &[(usize, usize)]) -> bool {
    queens.iter().enumerate().all(|(index, &(row, col))| {
        queens[index + 1..].iter().all(|&(other_row, other_col)| {
            row != other_row
                && col != other_col
                && row + other_col != other_row + col
                && row + col != other_row + other_col
        })
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn placed_queens_never_attack_each_other_and_fit_the_task() {
        for n in 4..=12 {
            for task in tasks(n) {
                let queens: Vec<(usize, usize)> = task.queens().collect();
                assert!(attack_free(&queens), "n = {n}, {task:?}");
                assert!(queens.iter().all(|&(row, col)| row < n && col < n));
            }
        }
    }

    #[test]
    fn ties_are_exactly_the_checked_side_tasks() {
        for task in tasks(10) {
            match task.case {
                Case::Side { top } => {
                    // A tied queen is a placed border queen, other than the row-0 one, at
                    // distance `top` from a corner.
                    let tied = task.queens().skip(1).any(|(row, col)| {
                        (col == 0 || col == 9) && (row == top || row == 9 - top)
                            || (row == 9 && (col == top || col == 9 - top))
                    });
                    assert_eq!(tied, task.checked, "{task:?}");
                }
                Case::Corner { .. } | Case::SmallBoard => assert!(!task.checked),
            }
        }
    }

    #[test]
    fn the_task_list_is_deterministic_and_splits_every_case() {
        let first = tasks(12);
        let second = tasks(12);
        assert_eq!(first.len(), second.len());
        for (one, other) in first.iter().zip(&second) {
            assert_eq!(one.queens, other.queens);
        }
        // The corner case and four row-0 columns, each split into many tasks.
        assert!(first.len() > 200, "{}", first.len());
        assert!(first.iter().all(|task| task.placed <= 8));
    }
}
