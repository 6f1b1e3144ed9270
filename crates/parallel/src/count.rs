//! The count of one task: its total and unique solutions, found by the descent to the last two
//! rows, or by listing the solutions of a task whose border queens are symmetric and checking
//! each one.

use std::ops::ControlFlow;

use nqueens_core::{NoObserver, Solution, Symmetry};

use crate::MAX_N;
use crate::search::{self, Plan, list, orientation};
use crate::tasks::{Task, to_u8};

/// The total and unique solutions one task stands for (see the `tasks` module for why).
///
/// A task whose border queens no symmetry but the identity keeps finds only solutions of
/// classes of 8, one per class: the hot loop counts them, each counting 8 times in the total and
/// once in the unique count. Each of the eight images of such a task has as many completions
/// but a different search tree, so the loop runs on the image that [`orientation`] picks, with
/// the border queen nearest a corner in the last row.
///
/// A task whose border queens `H` symmetries keep lists its solutions: each counts 8 / |H| in
/// the total, and 1 in the unique count if it is the smallest of its images under those
/// symmetries.
pub(crate) fn count_task(n: usize, task: &Task) -> (u64, u64) {
    if n < 4 {
        return count_small_board(n);
    }
    if task.symmetries == 1 {
        let completions = search::count_completions(&searched_plan(n, task));
        return (8 * completions, completions);
    }
    let plan = Plan::new(n, task);
    let weight = 8 / u64::from(task.symmetries.count_ones());
    let (mut total, mut unique) = (0, 0);
    for_each_completion(n, task, &plan, &mut |columns| {
        total += weight;
        unique += u64::from(smallest_of_images(columns, task.own_symmetries()));
    });
    (total, unique)
}

/// The search of a task of n ≥ 4 that only the identity keeps: the plan of the image the hot
/// loop searches. Every image of the task has as many completions: the search takes the one
/// with the border queen nearest a corner in the last row, which has a small search tree.
fn searched_plan(n: usize, task: &Task) -> Plan {
    Plan::new(n, &task.image(n, orientation(n, task)))
}

/// The total and unique solutions of a board too small for the cases of the tasks (n < 4): listed
/// by the plain search, the canonical ones counted as unique.
fn count_small_board(n: usize) -> (u64, u64) {
    let (mut total, mut unique) = (0, 0);
    let _ = list(n, &mut NoObserver, &mut |columns: &[u8]| {
        total += 1;
        unique += u64::from(Solution::from(columns).is_canonical());
        ControlFlow::Continue(())
    });
    (total, unique)
}

/// Hands every completion of `task` to `visit` as the column of the queen in each row. Only
/// the tasks whose border queens are symmetric use it, to check their solutions one by one; it
/// recurses, since its speed matters little.
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
    let row = usize::from(plan.rows()[depth]);
    let shift = plan.shifts[depth];
    let mut avail = plan.full & !(cols | diags1 | diags2);
    while avail != 0 {
        // Attempt the lowest free column, then go on to the next row to search.
        let bit = avail & avail.wrapping_neg();
        avail &= avail - 1;
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

/// Whether `columns` is the smallest, in lexicographic order, of its images under `symmetries`
/// (the symmetries that keep its border queens where they are). Nothing is allocated.
fn smallest_of_images(columns: &[u8], symmetries: impl Iterator<Item = Symmetry>) -> bool {
    let n = columns.len();
    let mut image = [0u8; MAX_N];
    for symmetry in symmetries {
        // Build the image row by row, then compare it with the solution.
        for (row, &col) in columns.iter().enumerate() {
            let (image_row, image_col) = symmetry.map_cell(n, row, usize::from(col));
            image[image_row] = to_u8(image_col);
        }
        if image[..n] < *columns {
            return false;
        }
    }
    true
}
