//! Every traceable search tells the truth: its events, replayed on a board of their own, agree
//! with the placement the earlier events imply, and every queen placed is taken back, even when
//! the search stops early.
//!
//! The approaches are taken from the registry: every row-by-row one that says it is traceable
//! (and so can be drawn by `nqueens trace`) is replayed through `Solver::observe`. The
//! exact-cover search, which fills the rows in any order, is replayed against its own links by
//! the tests of `nqueens-walk` (`cover.rs`) and `nqueens-backtrack-dlx`.

use std::ops::ControlFlow;

use nqueens_approaches::APPROACHES;
use nqueens_core::sequences::{BACKTRACK_NODES, TOTAL_SOLUTIONS};
use nqueens_core::{Bookkeeping, Observer, Solver};

use crate::stop_after;

/// The largest n replayed: every search of the tree for n = 8 (2,057 nodes), and every early
/// stop in it.
const LARGEST_REPLAYED_N: usize = 8;

fn traceable() -> Vec<&'static dyn Solver> {
    let traceable: Vec<_> = APPROACHES
        .iter()
        .copied()
        .filter(|approach| approach.info().traceable())
        .filter(|approach| approach.info().bookkeeping != Some(Bookkeeping::Links))
        .collect();
    assert!(!traceable.is_empty(), "the registry has traceable approaches");
    traceable
}

#[test]
fn every_event_agrees_with_the_placement_it_implies() {
    for approach in traceable() {
        let id = approach.info().id;
        for n in 0..=LARGEST_REPLAYED_N {
            let mut replay = Replay::new(n);
            let flow = approach
                .observe(n, &mut replay, &mut |_| ControlFlow::Continue(()))
                .expect("within the representation");
            assert_eq!(flow, ControlFlow::Continue(()), "{id} at n = {n}: ran to the end");
            replay.assert_finished();
            assert_eq!(replay.nodes, BACKTRACK_NODES[n], "{id} at n = {n}");
            assert_eq!(replay.solutions, TOTAL_SOLUTIONS[n], "{id} at n = {n}");
            // Every node below the root is entered by placing a queen.
            assert_eq!(replay.placements + 1, replay.nodes, "{id} at n = {n}");
            // The cells are the ones the work counters count (which `work.rs` pins).
            let counts = approach.count_with_work(n).expect("within the representation");
            assert_eq!(replay.cells, counts.cells, "{id} at n = {n}");
        }
    }
}

#[test]
fn a_search_that_stops_early_takes_back_every_queen() {
    for approach in traceable() {
        let id = approach.info().id;
        for n in 0..=LARGEST_REPLAYED_N {
            let all = approach.solutions(n).expect("within the representation");
            for limit in 1..=all.len() {
                let mut replay = Replay::new(n);
                let mut seen = Vec::new();
                let flow = approach
                    .observe(n, &mut replay, &mut stop_after(limit, &mut seen))
                    .expect("within the representation");
                assert_eq!(flow, ControlFlow::Break(()), "{id} at n = {n} stopping after {limit}");
                assert_eq!(seen, all[..limit], "{id} at n = {n} stopping after {limit}");
                assert_eq!(replay.solutions, limit as u64, "{id} at n = {n}");
                replay.assert_finished();
            }
        }
    }
}

/// Replays the events of a search, checking each against the placement the earlier ones imply.
struct Replay {
    n: usize,
    /// The column of each queen placed and not yet removed.
    queens: Vec<usize>,
    /// For each row, the smallest column that may be examined next: columns go left to right.
    next_col: Vec<usize>,
    nodes: u64,
    cells: u64,
    placements: u64,
    removals: u64,
    solutions: u64,
}

impl Replay {
    fn new(n: usize) -> Self {
        Self {
            n,
            queens: Vec::new(),
            next_col: Vec::new(),
            nodes: 0,
            cells: 0,
            placements: 0,
            removals: 0,
            solutions: 0,
        }
    }

    /// Checks that the search left the board empty.
    fn assert_finished(&self) {
        assert!(self.queens.is_empty(), "queens left on the board: {:?}", self.queens);
        assert_eq!(self.placements, self.removals);
    }

    /// Checks a cell the search examines: in the row being filled, on the board, and right of
    /// the cells it examined before in that row.
    fn examine(&mut self, row: usize, col: usize) {
        assert_eq!(row, self.queens.len(), "({row}, {col}) is not in the row being filled");
        assert!(row < self.n && col < self.n, "({row}, {col}) is off the board");
        assert!(col >= self.next_col[row], "({row}, {col}) goes right to left");
        self.next_col[row] = col + 1;
        self.cells += 1;
    }

    /// Whether a queen placed so far attacks (`row`, `col`), along its column, its diagonal or
    /// its anti-diagonal.
    fn attacked(&self, row: usize, col: usize) -> bool {
        self.queens.iter().enumerate().any(|(queen_row, &queen_col)| {
            queen_col == col
                || queen_row + col == row + queen_col
                || queen_row + queen_col == row + col
        })
    }
}

impl Observer for Replay {
    fn node(&mut self, row: usize) {
        assert_eq!(row, self.queens.len());
        self.next_col.truncate(row);
        self.next_col.push(0);
        self.nodes += 1;
    }

    fn rejected(&mut self, row: usize, col: usize) {
        self.examine(row, col);
        assert!(self.attacked(row, col), "({row}, {col}) {:?}", self.queens);
    }

    fn placed(&mut self, row: usize, col: usize) {
        self.examine(row, col);
        assert!(!self.attacked(row, col), "({row}, {col}) {:?}", self.queens);
        self.queens.push(col);
        self.placements += 1;
    }

    fn removed(&mut self, row: usize, col: usize) {
        assert_eq!(row + 1, self.queens.len());
        assert_eq!(self.queens.pop(), Some(col));
        self.removals += 1;
    }

    fn solution(&mut self, columns: &[u8]) {
        assert_eq!(columns.len(), self.n);
        assert!(columns.iter().map(|&col| usize::from(col)).eq(self.queens.iter().copied()));
        self.solutions += 1;
    }
}
