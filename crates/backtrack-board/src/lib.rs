//! N-Queens by row-by-row backtracking on an n × n board of attacked cells, with an undo list of
//! the cells each queen marked, as a LeetCode 51 write-up teaches it: the board a person would
//! draw on paper.
//!
//! What the crate is for: among the four row-by-row searches, the one that remembers attacked
//! *cells* rather than attacked lines, so that the lesson of overlapping attacks (an undo must
//! clear only what its own queen marked) is visible in the code. Its page,
//! [`docs/backtrack-board.md`](https://github.com/nqueens/nqueens/blob/main/docs/backtrack-board.md),
//! explains the idea, the counting alternative, the complexity and the pitfall of the undo that
//! clears too much; the measurements are on the benchmarks page.
//!
//! # Invariants
//!
//! - `conflicted[row][col]` is set exactly while a queen in a row above attacks the cell; a
//!   queen marks only the cells not marked yet, pushes exactly those onto the one undo list
//!   `lock`, and taking it back clears exactly those (the crate's tests replay every event).
//! - The solutions come in lexicographic order of their columns, none collected.
//! - Nothing is allocated per node: the board, the list and `columns` are allocated once.
//! - Every n up to 256 is represented (columns are `u8`); larger n is refused with
//!   [`Error::TooLarge`](nqueens_core::Error::TooLarge).
//!
//! # Example
//!
//! ```
//! use nqueens_backtrack_board::BacktrackBoard;
//! use nqueens_core::Solver;
//!
//! // The two solutions for n = 4, in lexicographic order of their columns.
//! let solutions = BacktrackBoard.solutions(4)?;
//! let columns: Vec<&[u8]> = solutions.iter().map(|solution| solution.columns()).collect();
//! assert_eq!(columns, [[1, 3, 0, 2], [2, 0, 3, 1]]);
//!
//! // The exact work for n = 8: 2,057 nodes, 15,720 cells examined, 5,640 cells marked (and
//! // cleared again), 92 solutions.
//! let work = BacktrackBoard.count_with_work(8)?;
//! assert_eq!((work.nodes, work.cells, work.marks, work.solutions), (2_057, 15_720, 5_640, 92));
//! # Ok::<(), nqueens_core::Error>(())
//! ```

mod measured;

use std::ops::ControlFlow;

use nqueens_core::{Approach, Bookkeeping, Info, Kind, LeetCode, Observer, Sizes, Source, space};

/// Hands every solution for an n × n board to `visit`, in lexicographic order of columns, and
/// every step of the search to `observer`.
fn search(
    n: usize,
    observer: &mut impl Observer,
    visit: &mut impl FnMut(&[u8]) -> ControlFlow<()>,
) -> ControlFlow<()> {
    let mut conflicted = vec![vec![false; n]; n];
    // A cell is on the undo list at most once, so it never holds more than n² cells.
    let mut lock = Vec::with_capacity(n * n);
    let mut columns = Vec::with_capacity(n);
    place_row(n, 0, &mut conflicted, &mut lock, &mut columns, observer, visit)
}

// ANCHOR: search
/// Places a queen in every safe column of `row`, then fills the rows below, and hands each
/// complete placement to `visit`.
///
/// `conflicted[row][col]` is set while a queen in a row above attacks the cell; `lock` lists
/// every cell marked so far, each queen's cells after those of the queens above it;
/// `columns[row]` is the column of the queen in `row`.
fn place_row(
    n: usize,
    row: usize,
    conflicted: &mut [Vec<bool>],
    lock: &mut Vec<(usize, usize)>,
    columns: &mut Vec<u8>,
    observer: &mut impl Observer,
    visit: &mut impl FnMut(&[u8]) -> ControlFlow<()>,
) -> ControlFlow<()> {
    observer.node(row);
    // A queen stands in every row: the placement is a solution.
    if row == n {
        observer.solution(columns);
        return visit(columns);
    }
    for col in 0..n {
        // Reject: if an earlier queen attacks the cell, go on to the next one.
        if conflicted[row][col] {
            observer.rejected(row, col);
            continue;
        }
        // Attempt: place a queen here, and mark the cells it attacks in the rows below that no
        // earlier queen marked, listing exactly those in `lock`. The cast is lossless:
        // col < n ≤ 256 (`INFO.max_n`).
        columns.push(col as u8);
        observer.placed(row, col);
        let first_mark = lock.len();
        for (below, conflicted_below) in conflicted.iter_mut().enumerate().skip(row + 1) {
            // `conflicted_below` is `conflicted[below]`. The queen's anti-diagonal (to the left),
            // its column and its diagonal (to the right) cross that row in these columns, where
            // they are on the board.
            let distance = below - row;
            let left = col.checked_sub(distance);
            let right = Some(col + distance).filter(|&right| right < n);
            for attacked_col in [left, Some(col), right].into_iter().flatten() {
                if !conflicted_below[attacked_col] {
                    conflicted_below[attacked_col] = true;
                    lock.push((below, attacked_col));
                    observer.marked(below, attacked_col);
                }
            }
        }
        // Recurse: fill the rows below.
        let flow = place_row(n, row + 1, conflicted, lock, columns, observer, visit);
        // Undo: clear exactly the cells this queen marked, and take it back, so the next column
        // starts from the same board. This runs even when the search stops, so every placement
        // is taken back.
        observer.removed(row, col);
        for (marked_row, marked_col) in lock.drain(first_mark..) {
            conflicted[marked_row][marked_col] = false;
            observer.unmarked(marked_row, marked_col);
        }
        columns.pop();
        // Stop if `visit` asked to.
        flow?;
    }
    ControlFlow::Continue(())
}
// ANCHOR_END: search

/// N-Queens by row-by-row backtracking on an n × n board `conflicted`, with the undo list
/// `lock`.
#[derive(Clone, Copy, Debug, Default)]
pub struct BacktrackBoard;

impl Approach for BacktrackBoard {
    const INFO: Info = Info {
        id: "backtrack-board",
        kind: Kind::Backtracking,
        idea: "row by row, on an n × n board of attacked cells and an undo list (LeetCode 51)",
        source: Source { path: file!(), text: include_str!("lib.rs") },
        time: "O(n!) nodes, n cells each, O(n) marks per queen (loose: 2,057 nodes at n = 8, \
               not 8! = 40,320)",
        space: "O(n²): the n × n board, an undo list of at most n² cells, the columns and \
                n + 1 recursive calls",
        max_n: 256,
        max_n_reason: nqueens_core::Limit::ColumnsU8AndBoard { board: "64 KiB", undo: "1 MiB" },
        work: space::backtrack_nodes,
        cost: measured::COST,
        bookkeeping: Some(Bookkeeping::MarkedBoard),
        tested_up_to: 10,
        // 856,189 nodes at n = 12, each examining all 12 cells of its row and marking cells
        // below its queen.
        bench_sizes: Sizes { first: 4, last: 12 },
        leetcode: Some(LeetCode {
            solve_n_queens: leetcode::Solution::solve_n_queens,
            total_n_queens: leetcode::Solution::total_n_queens,
            source: include_str!("leetcode.rs"),
            largest_n: None,
        }),
    };

    fn search<O, V>(&self, n: usize, observer: &mut O, visit: &mut V) -> ControlFlow<()>
    where
        O: Observer,
        V: FnMut(&[u8]) -> ControlFlow<()>,
    {
        search(n, observer, visit)
    }
}

/// The LeetCode version, for problems 51 (N-Queens) and 52 (N-Queens II).
///
/// The text of `src/leetcode.rs` can be pasted as it is into the LeetCode editor: the judge
/// defines `struct Solution`, which this module defines here.
pub mod leetcode {
    /// The struct the LeetCode judge defines; the functions are in `src/leetcode.rs`.
    #[derive(Clone, Copy, Debug, Default)]
    pub struct Solution;

    include!("leetcode.rs");
}

#[cfg(test)]
mod tests {
    //! What is this crate's own: the marks and the undo list, which holds exactly the cells a
    //! queen marked itself. (The page's pitfall, the undo that clears too much, is the docs
    //! test's: `crates/xtask/tests/docs/prose_board.rs`.)

    use std::ops::ControlFlow;

    use nqueens_core::{Observer, Solver};

    use super::BacktrackBoard;

    /// Whether the queen on `queen` attacks `cell` from a row above it: in its column or on one
    /// of its diagonals.
    fn attacks_below(queen: (usize, usize), cell: (usize, usize)) -> bool {
        let ((queen_row, queen_col), (row, col)) = (queen, cell);
        row > queen_row && (col == queen_col || row - queen_row == col.abs_diff(queen_col))
    }

    /// Replays the events of the search on a board of its own, checking that the cells marked
    /// at any time are exactly the cells the queens on the board attack, and that every undo
    /// clears exactly the cells its queen marked.
    struct Marks {
        /// The column of each queen on the board, from row 0.
        queens: Vec<usize>,
        /// The cells marked now.
        marked: Vec<Vec<bool>>,
        /// For each queen on the board, the cells it marked, in order.
        lists: Vec<Vec<(usize, usize)>>,
        /// The cells the queen taken back last has yet to clear, in order.
        to_clear: Vec<(usize, usize)>,
        marks: u64,
        unmarks: u64,
        /// The cells each queen of row 0 marked.
        first_row_marks: Vec<usize>,
    }

    impl Marks {
        fn new(n: usize) -> Self {
            Self {
                queens: Vec::new(),
                marked: vec![vec![false; n]; n],
                lists: Vec::new(),
                to_clear: Vec::new(),
                marks: 0,
                unmarks: 0,
                first_row_marks: Vec::new(),
            }
        }

        /// Whether a queen on the board attacks (`row`, `col`), leaving out the last `skip`
        /// queens.
        fn attacked(&self, row: usize, col: usize, skip: usize) -> bool {
            let queens = &self.queens[..self.queens.len() - skip];
            queens.iter().enumerate().any(|(queen_row, &queen_col)| {
                queen_col == col
                    || queen_row + col == row + queen_col
                    || queen_row + queen_col == row + col
            })
        }

        /// Checks that the board is clean and every mark was cleared.
        fn assert_finished(&self) {
            assert!(self.queens.is_empty() && self.to_clear.is_empty());
            assert!(self.marked.iter().flatten().all(|&marked| !marked), "a mark was left");
            assert_eq!(self.marks, self.unmarks);
        }
    }

    impl Observer for Marks {
        fn rejected(&mut self, row: usize, col: usize) {
            assert!(self.to_clear.is_empty(), "({row}, {col}): an undo was left unfinished");
            assert!(self.marked[row][col], "({row}, {col}) is rejected but not marked");
        }

        fn placed(&mut self, row: usize, col: usize) {
            assert!(self.to_clear.is_empty(), "({row}, {col}): an undo was left unfinished");
            assert!(!self.marked[row][col], "({row}, {col}) is placed on a marked cell");
            assert_eq!(row, self.queens.len());
            self.queens.push(col);
            self.lists.push(Vec::new());
        }

        fn marked(&mut self, row: usize, col: usize) {
            let queen_row = self.queens.len() - 1;
            let queen_col = self.queens[queen_row];
            assert!(
                attacks_below((queen_row, queen_col), (row, col)),
                "({row}, {col}) is marked, but the queen on ({queen_row}, {queen_col}) does not \
                 attack it from above"
            );
            // A cell an earlier queen attacks is marked already and must not be listed again.
            assert!(!self.marked[row][col], "({row}, {col}) is marked twice");
            assert!(!self.attacked(row, col, 1), "({row}, {col}) was attacked but not marked");
            self.marked[row][col] = true;
            self.lists.last_mut().expect("a queen is on the board").push((row, col));
            self.marks += 1;
        }

        fn removed(&mut self, row: usize, col: usize) {
            assert_eq!(row + 1, self.queens.len());
            // Every cell the queen attacks below is marked, by it or by an earlier queen.
            for (below, cells) in self.marked.iter().enumerate() {
                for (other_col, &marked) in cells.iter().enumerate() {
                    let attacked = attacks_below((row, col), (below, other_col));
                    assert!(marked || !attacked, "({below}, {other_col}) unmarked");
                }
            }
            assert_eq!(self.queens.pop(), Some(col));
            self.to_clear = self.lists.pop().expect("the queen has a list");
            self.to_clear.reverse();
        }

        fn unmarked(&mut self, row: usize, col: usize) {
            assert_eq!(self.to_clear.pop(), Some((row, col)), "cleared out of its list's order");
            assert!(self.marked[row][col]);
            self.marked[row][col] = false;
            self.unmarks += 1;
        }

        fn solution(&mut self, _columns: &[u8]) {
            assert!(self.to_clear.is_empty(), "an undo was left unfinished");
        }

        fn node(&mut self, row: usize) {
            assert!(self.to_clear.is_empty(), "an undo was left unfinished");
            if row == 1 {
                let marks = self.lists.first().map_or(0, Vec::len);
                self.first_row_marks.push(marks);
            }
        }
    }

    #[test]
    fn the_marks_are_the_attacked_cells_and_each_undo_clears_its_own() {
        for n in 0..=8 {
            let mut marks = Marks::new(n);
            let flow = BacktrackBoard
                .observe(n, &mut marks, &mut |_| ControlFlow::Continue(()))
                .expect("n is small");
            assert_eq!(flow, ControlFlow::Continue(()));
            marks.assert_finished();
            let counts = BacktrackBoard.count_with_work(n).expect("n is small");
            assert_eq!(counts.marks, marks.marks, "n = {n}");
            // A queen in row 0 attacks exactly 2 (n − 1) cells below it, whatever its column:
            // n − 1 in its column, and n − 1 on its two diagonals together.
            let expected = if n < 2 { vec![0; n] } else { vec![2 * (n - 1); n] };
            assert_eq!(marks.first_row_marks, expected, "n = {n}");
        }
    }

    #[test]
    fn a_search_that_stops_early_still_clears_every_mark() {
        let n = 8;
        for limit in [1, 2, 46, 92] {
            let mut marks = Marks::new(n);
            let mut seen = 0;
            let flow = BacktrackBoard
                .observe(n, &mut marks, &mut |_| {
                    seen += 1;
                    if seen == limit { ControlFlow::Break(()) } else { ControlFlow::Continue(()) }
                })
                .expect("n is small");
            assert_eq!(flow, ControlFlow::Break(()), "stopping after {limit}");
            marks.assert_finished();
        }
    }
}
