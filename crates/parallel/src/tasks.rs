//! The task list: which solutions to count, and how much each one weighs.
//!
//! # One constellation of border queens per symmetry class
//!
//! Every solution has one queen on each of the four border lines (row 0, the last column, the
//! last row, column 0). A corner queen stands on two lines at once, and at most one queen of a
//! solution stands in a corner, since any two corners share a row, a column or a diagonal; so a
//! solution has three or four *border queens*, its *constellation*. The eight symmetries of the
//! square map border lines to border lines, so the constellation of an image of a solution is
//! the image of its constellation.
//!
//! The counter lists every attack-free constellation, keeps the *canonical* ones (those no
//! symmetry maps to a smaller one, comparing their cells sorted in reading order) and makes one
//! task of each: its border queens placed beforehand, the inner rows and columns left to the
//! search (in whichever orientation promises the smallest search tree, see the `search`
//! module). The solutions of the canonical constellation `C` stand for the solutions of all its
//! images; how much each weighs depends on `H`, the symmetries that map `C` to itself:
//!
//! - **`H` holds only the identity** (nearly every constellation): the images of `C` are 8
//!   distinct constellations with as many solutions each, so each solution found counts 8 in
//!   the total, and it is the only member of its class in the task (a symmetry that kept it
//!   would keep `C`): 1 in the unique count. The hot loop counts these tasks.
//! - **`H` holds more** (a constellation symmetric under a half turn, a quarter turn or a
//!   reflection, under 2% of them): `C` has 8 / |H| images, so each solution found counts
//!   8 / |H| in the total; the members of its class in the task are its images under `H`, so it
//!   counts 1 in the unique count if it is the smallest of them in lexicographic order. These
//!   tasks list their solutions and check each one.
//!
//! Every class is thus counted exactly once, with its size: one run gives the total and the
//! unique count, and each task's share is a whole number, so shards add up exactly.

use nqueens_core::Symmetry;

/// One independent piece of a count: the border queens placed beforehand, and the symmetries
/// they have.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Task {
    /// The queens placed beforehand, as (row, col) in reading order; only the first `placed`
    /// are used.
    pub(crate) queens: [(u8, u8); 4],
    /// How many queens are placed beforehand: 3 with a corner queen, 4 without, 0 for a board
    /// under 4 × 4, which is listed whole.
    pub(crate) placed: usize,
    /// The symmetries that map the placed queens to themselves: bit `i` stands for
    /// `Symmetry::ALL[i]`, so 1 means the identity alone.
    pub(crate) symmetries: u8,
}

impl Task {
    /// The queens placed beforehand, as (row, col).
    pub(crate) fn queens(&self) -> impl Iterator<Item = (usize, usize)> + '_ {
        self.queens[..self.placed].iter().map(|&(row, col)| (usize::from(row), usize::from(col)))
    }

    /// The symmetries other than the identity that map the placed queens to themselves.
    pub(crate) fn own_symmetries(&self) -> impl Iterator<Item = Symmetry> + '_ {
        Symmetry::ALL
            .into_iter()
            .enumerate()
            .skip(1)
            .filter(|&(index, _)| self.symmetries & (1 << index) != 0)
            .map(|(_, symmetry)| symmetry)
    }

    /// The same task seen through `symmetry`, its queens moved. Meant for a task that only the
    /// identity keeps (`symmetries == 1`), whose images are kept by the identity alone too.
    pub(crate) fn image(&self, n: usize, symmetry: Symmetry) -> Self {
        let mut queens = [(0, 0); 4];
        for (slot, queen) in queens.iter_mut().zip(self.queens()) {
            *slot = queen;
        }
        let moved = image(n, symmetry, &queens[..self.placed]);
        Task::new(&moved[..self.placed], self.symmetries)
    }

    /// A task with the given queens placed beforehand.
    fn new(queens: &[(usize, usize)], symmetries: u8) -> Self {
        let mut task = Task { queens: [(0, 0); 4], placed: 0, symmetries };
        for &(row, col) in queens {
            task.queens[task.placed] = (to_u8(row), to_u8(col));
            task.placed += 1;
        }
        task
    }
}

/// Converts a row or column of a board of at most [`MAX_N`](crate::MAX_N) rows to a `u8`.
///
/// Every caller holds a row or column of a board the counter accepts, below 28; a larger one
/// would be a bug, which stops here instead of writing a wrong queen into a task.
pub(crate) fn to_u8(index: usize) -> u8 {
    u8::try_from(index).expect("a row or column of a board of at most 28 rows fits a u8")
}

/// The deterministic task list for an n × n board (n ≤ [`MAX_N`](crate::MAX_N)): one task per
/// canonical constellation, in the order of the column of the row-0 queen, then the row of the
/// last-column queen, the column of the last-row queen and the row of the column-0 queen. For
/// n = 16 it holds 3,206 tasks, 49 of them with symmetric border queens.
pub(crate) fn tasks(n: usize) -> Vec<Task> {
    if n < 4 {
        return vec![Task::new(&[], 1)];
    }
    let last = n - 1;
    let mut tasks = Vec::new();
    // One queen on each border line: in row 0, in the last column, in the last row and in
    // column 0; a corner queen plays two of these parts.
    for top in 0..n {
        for right in 0..n {
            for bottom in 0..n {
                for left in 0..n {
                    let mut queens = [(0, top), (right, last), (last, bottom), (left, 0)];
                    queens.sort_unstable();
                    let placed = dedup(&mut queens);
                    let queens = &queens[..placed];
                    // Keep the constellations whose queens do not attack each other.
                    if !attack_free(queens) {
                        continue;
                    }
                    // Keep the canonical ones, and note which symmetries keep them.
                    let mut symmetries = 0;
                    let mut canonical = true;
                    for (index, symmetry) in Symmetry::ALL.into_iter().enumerate() {
                        let image = image(n, symmetry, queens);
                        match image[..placed].cmp(queens) {
                            std::cmp::Ordering::Less => canonical = false,
                            std::cmp::Ordering::Equal => symmetries |= 1 << index,
                            std::cmp::Ordering::Greater => {}
                        }
                    }
                    if canonical {
                        tasks.push(Task::new(queens, symmetries));
                    }
                }
            }
        }
    }
    tasks
}

/// Removes repeated cells from the sorted `queens`, moving the distinct ones to the front, and
/// returns how many there are (a corner queen is listed twice).
fn dedup(queens: &mut [(usize, usize); 4]) -> usize {
    let mut distinct = 1;
    for index in 1..queens.len() {
        if queens[index] != queens[distinct - 1] {
            queens[distinct] = queens[index];
            distinct += 1;
        }
    }
    distinct
}

/// The cells of `queens` moved by `symmetry`, sorted in reading order; only the first
/// `queens.len()` are used.
fn image(n: usize, symmetry: Symmetry, queens: &[(usize, usize)]) -> [(usize, usize); 4] {
    let mut image = [(usize::MAX, usize::MAX); 4];
    for (cell, &(row, col)) in image.iter_mut().zip(queens) {
        *cell = symmetry.map_cell(n, row, col);
    }
    image.sort_unstable();
    image
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
    fn placed_queens_are_attack_free_border_queens() {
        for n in 4..=12 {
            for task in tasks(n) {
                let queens: Vec<(usize, usize)> = task.queens().collect();
                assert!(attack_free(&queens), "n = {n}, {task:?}");
                // One queen on each border line, three or four queens in all.
                let last = n - 1;
                assert!((3..=4).contains(&queens.len()), "n = {n}, {task:?}");
                assert_eq!(queens.iter().filter(|&&(row, _)| row == 0).count(), 1);
                assert_eq!(queens.iter().filter(|&&(row, _)| row == last).count(), 1);
                assert_eq!(queens.iter().filter(|&&(_, col)| col == 0).count(), 1);
                assert_eq!(queens.iter().filter(|&&(_, col)| col == last).count(), 1);
                // The identity always keeps the constellation.
                assert_eq!(task.symmetries & 1, 1);
            }
        }
    }

    #[test]
    fn every_constellation_has_exactly_one_canonical_image_in_the_list() {
        // Each canonical constellation stands for 8 / |H| constellations; together they make
        // every attack-free constellation once.
        for n in 4..=9 {
            let mut all = 0;
            for top in 0..n {
                for right in 0..n {
                    for bottom in 0..n {
                        for left in 0..n {
                            let last = n - 1;
                            let mut queens = [(0, top), (right, last), (last, bottom), (left, 0)];
                            queens.sort_unstable();
                            let placed = dedup(&mut queens);
                            all += usize::from(attack_free(&queens[..placed]));
                        }
                    }
                }
            }
            let stood_for: usize =
                tasks(n).iter().map(|task| 8 / task.symmetries.count_ones() as usize).sum();
            assert_eq!(stood_for, all, "n = {n}");
        }
    }

    #[test]
    fn the_task_list_is_deterministic_and_nearly_free_of_symmetric_constellations() {
        let first = tasks(12);
        let second = tasks(12);
        assert_eq!(first.len(), second.len());
        for (one, other) in first.iter().zip(&second) {
            assert_eq!(one.queens, other.queens);
            assert_eq!(one.symmetries, other.symmetries);
        }
        assert!(first.len() > 200, "{}", first.len());
        let symmetric = first.iter().filter(|task| task.symmetries != 1).count();
        assert!(symmetric * 10 < first.len(), "{symmetric} of {}", first.len());
    }
}
