//! The board a walk's steps leave behind, replayed forwards and backwards: the queens, the marks,
//! the undo list and the tally.

use nqueens_core::Item;

use super::{Step, Tally};

/// What the steps taken so far leave behind: the queens, the marks of a board of marks, the
/// undo list and the tally.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Board {
    pub(crate) n: usize,
    /// The column of the queen in each row that has one, from row 0 down.
    pub(crate) queens: Vec<usize>,
    /// For a search with a board of marks: the row of the queen that marked each cell
    /// (`row * n + col`).
    pub(crate) marked_by: Vec<Option<usize>>,
    /// The cells each queen on the board marked, row by row: the search's undo list.
    pub(crate) lock: Vec<Vec<(usize, usize)>>,
    pub(crate) tally: Tally,
    /// Whether the steps are those of an exact-cover search, which fills the rows in any order.
    pub(crate) exact_cover: bool,
    /// An exact-cover search: the queens in the order it placed them, as (row, col).
    pub(crate) placed: Vec<(usize, usize)>,
    /// An exact-cover search: the items covered, in the order it covered them, each with
    /// whether it is the item of a branch (otherwise one of the items of a queen's option).
    pub(crate) covered: Vec<(Item, bool)>,
}

impl Board {
    /// The empty board, in the root of the search (of an exact-cover search if `exact_cover`).
    pub(crate) fn new(exact_cover: bool, n: usize) -> Board {
        Board {
            n,
            queens: Vec::with_capacity(n),
            marked_by: vec![None; n * n],
            lock: Vec::with_capacity(n),
            // The search starts in the root.
            tally: Tally { nodes: 1, ..Tally::default() },
            exact_cover,
            placed: Vec::with_capacity(n),
            covered: Vec::new(),
        }
    }

    /// The queen placed last marks (`row`, `col`): a mark that arrives after its placement.
    /// For an exact-cover search, the item being covered hides the option of (`row`, `col`).
    pub(crate) fn mark(&mut self, row: usize, col: usize) {
        if self.exact_cover {
            self.tally.marks += 1;
            return;
        }
        let Some(queen_row) = self.queens.len().checked_sub(1) else { return };
        if let Some(cell) = self.marked_by.get_mut(row * self.n + col) {
            *cell = Some(queen_row);
        }
        if let Some(marks) = self.lock.get_mut(queen_row) {
            marks.push((row, col));
        }
        self.tally.marks += 1;
    }

    /// Applies a step to the board and the tally (`forwards`), or undoes it.
    pub(crate) fn apply(&mut self, step: &Step, forwards: bool) {
        // +1 forwards, -1 backwards, on a counter that never goes below zero.
        let add = |counter: &mut u64, amount: u64| {
            if forwards {
                *counter += amount;
            } else {
                *counter = counter.saturating_sub(amount);
            }
        };
        match step {
            Step::Reject { .. } => {
                add(&mut self.tally.cells, 1);
                add(&mut self.tally.rejected, 1);
            }
            Step::Place { row, col, marks } => {
                add(&mut self.tally.cells, 1);
                add(&mut self.tally.nodes, 1);
                add(&mut self.tally.marks, marks.len() as u64);
                if forwards {
                    self.put(*row, *col, marks);
                } else {
                    self.take(*row, marks);
                }
            }
            Step::Remove { row, col, clears } => {
                if forwards {
                    self.take(*row, clears);
                } else {
                    self.put(*row, *col, clears);
                }
            }
            Step::DeadEnd { .. } => add(&mut self.tally.dead_ends, 1),
            Step::Solution => add(&mut self.tally.solutions, 1),
            Step::Choose { options, .. } => {
                if *options == 0 {
                    add(&mut self.tally.dead_ends, 1);
                }
            }
            // Covers and uncovers nest: the item uncovered is the one covered last.
            Step::Cover { item, hidden, branch } => {
                add(&mut self.tally.marks, hidden.len() as u64);
                if forwards {
                    self.covered.push((*item, *branch));
                } else {
                    self.covered.pop();
                }
            }
            Step::Uncover { item, branch, .. } => {
                if forwards {
                    self.covered.pop();
                } else {
                    self.covered.push((*item, *branch));
                }
            }
        }
    }

    /// Puts the queen of `row` on `col`, with the cells it marks.
    pub(crate) fn put(&mut self, row: usize, col: usize, marks: &[(usize, usize)]) {
        if self.exact_cover {
            self.placed.push((row, col));
            return;
        }
        self.queens.truncate(row);
        self.queens.push(col);
        for &(marked_row, marked_col) in marks {
            if let Some(cell) = self.marked_by.get_mut(marked_row * self.n + marked_col) {
                *cell = Some(row);
            }
        }
        self.lock.truncate(row);
        self.lock.push(marks.to_vec());
    }

    /// Takes the queen of `row` back, with the cells it marked.
    pub(crate) fn take(&mut self, row: usize, marks: &[(usize, usize)]) {
        if self.exact_cover {
            // The queen taken back is the one placed last.
            self.placed.pop();
            return;
        }
        self.queens.truncate(row);
        for &(marked_row, marked_col) in marks {
            if let Some(cell) = self.marked_by.get_mut(marked_row * self.n + marked_col) {
                *cell = None;
            }
        }
        self.lock.truncate(row);
    }
}
