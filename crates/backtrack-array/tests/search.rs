//! The array search against the known tables, the independent checker and a replay of its events.

use std::ops::ControlFlow;

use nqueens_backtrack_array::BacktrackArray;
use nqueens_core::sequences::{BACKTRACK_CELLS, BACKTRACK_NODES, TOTAL_SOLUTIONS};
use nqueens_core::{Approach, Attack, Error, Observer, Solution, Solver, check};
use proptest::prelude::*;

#[test]
fn counts_and_work_match_the_tables() {
    let mut table = String::from(" n     nodes      cells  solutions\n");
    for n in 0..=12 {
        assert_eq!(BacktrackArray.count(n), Ok(TOTAL_SOLUTIONS[n]), "n = {n}");
        let work = BacktrackArray.count_with_work(n).unwrap();
        assert_eq!(work.solutions, TOTAL_SOLUTIONS[n], "n = {n}");
        assert_eq!(work.nodes, BACKTRACK_NODES[n], "n = {n}");
        assert_eq!(work.cells, BACKTRACK_CELLS[n], "n = {n}");
        assert_eq!(work.candidates, 0, "n = {n}");
        table += &format!("{n:>2} {:>9} {:>10} {:>10}\n", work.nodes, work.cells, work.solutions);
    }
    insta::assert_snapshot!("work", table);
}

#[test]
fn solutions_are_valid_and_strictly_increasing() {
    for (n, &total) in TOTAL_SOLUTIONS.iter().enumerate().take(11) {
        let solutions = BacktrackArray.solutions(n).unwrap();
        assert_eq!(solutions.len() as u64, total, "n = {n}");
        for solution in &solutions {
            assert_eq!(solution.n(), n);
            assert_eq!(check(solution.columns()), Ok(()), "n = {n}: {solution:?}");
        }
        assert!(solutions.windows(2).all(|pair| pair[0] < pair[1]), "n = {n}");
    }
}

#[test]
fn every_event_agrees_with_the_placement_it_implies() {
    for n in 0..=8 {
        let mut replay = Replay::new(n);
        let flow = BacktrackArray.search(n, &mut replay, &mut |_| ControlFlow::Continue(()));
        assert_eq!(flow, ControlFlow::Continue(()));
        replay.assert_finished();
        assert_eq!(replay.nodes, BACKTRACK_NODES[n], "n = {n}");
        assert_eq!(replay.cells, BACKTRACK_CELLS[n], "n = {n}");
        assert_eq!(replay.solutions, TOTAL_SOLUTIONS[n], "n = {n}");
        // Every examined cell is either rejected or taken.
        assert_eq!(replay.rejections + replay.placements, replay.cells, "n = {n}");
    }
}

#[test]
fn boards_beyond_the_u8_columns_are_refused() {
    assert!(matches!(BacktrackArray.count(257), Err(Error::TooLarge { max_n: 256, .. })));
}

proptest! {
    #[test]
    fn an_early_break_stops_the_search(n in 0usize..=9, limit in 1usize..=400) {
        let all = BacktrackArray.solutions(n).unwrap();
        let mut seen = Vec::new();
        let mut replay = Replay::new(n);
        let flow = BacktrackArray.search(n, &mut replay, &mut |columns| {
            seen.push(Solution::from(columns));
            if seen.len() == limit { ControlFlow::Break(()) } else { ControlFlow::Continue(()) }
        });
        // The search hands on exactly the first `limit` solutions, then stops and says so.
        prop_assert_eq!(&seen[..], &all[..limit.min(all.len())]);
        prop_assert_eq!(flow.is_break(), limit <= all.len());
        replay.assert_finished();
    }
}

/// Replays the events of a search, checking each against the placement the earlier ones imply.
struct Replay {
    n: usize,
    /// The column of each queen placed and not yet removed.
    queens: Vec<usize>,
    /// The cell examined last, until a rejection or a placement answers it.
    pending_cell: Option<(usize, usize)>,
    /// For each row, the smallest column that may be examined next: columns go left to right.
    next_col: Vec<usize>,
    nodes: u64,
    cells: u64,
    rejections: u64,
    placements: u64,
    removals: u64,
    solutions: u64,
}

impl Replay {
    fn new(n: usize) -> Self {
        Self {
            n,
            queens: Vec::new(),
            pending_cell: None,
            next_col: Vec::new(),
            nodes: 0,
            cells: 0,
            rejections: 0,
            placements: 0,
            removals: 0,
            solutions: 0,
        }
    }

    /// Checks that the search left the board empty, with every cell answered.
    fn assert_finished(&self) {
        assert!(self.queens.is_empty(), "queens left on the board: {:?}", self.queens);
        assert_eq!(self.pending_cell, None);
        assert_eq!(self.placements, self.removals);
    }

    /// How the queens placed so far attack (`row`, `col`): the column first, then the diagonal,
    /// then the anti-diagonal, as the search reports it.
    fn first_attack(&self, row: usize, col: usize) -> Option<Attack> {
        let queens = || self.queens.iter().enumerate();
        if queens().any(|(_, &queen_col)| queen_col == col) {
            Some(Attack::Column)
        } else if queens().any(|(queen_row, &queen_col)| queen_row + col == row + queen_col) {
            Some(Attack::Diagonal)
        } else if queens().any(|(queen_row, &queen_col)| queen_row + queen_col == row + col) {
            Some(Attack::AntiDiagonal)
        } else {
            None
        }
    }
}

impl Observer for Replay {
    fn node(&mut self, row: usize) {
        assert_eq!(row, self.queens.len());
        self.next_col.truncate(row);
        self.next_col.push(0);
        self.nodes += 1;
    }

    fn cell(&mut self, row: usize, col: usize) {
        assert_eq!(self.pending_cell, None, "({row}, {col}) follows an unanswered cell");
        assert_eq!(row, self.queens.len());
        assert!(row < self.n && col < self.n, "({row}, {col}) is off the board");
        assert!(col >= self.next_col[row], "({row}, {col}) goes right to left");
        self.next_col[row] = col + 1;
        self.pending_cell = Some((row, col));
        self.cells += 1;
    }

    fn rejected(&mut self, row: usize, col: usize, attack: Attack) {
        assert_eq!(self.pending_cell.take(), Some((row, col)));
        assert_eq!(self.first_attack(row, col), Some(attack), "({row}, {col}) {:?}", self.queens);
        self.rejections += 1;
    }

    fn placed(&mut self, row: usize, col: usize) {
        assert_eq!(self.pending_cell.take(), Some((row, col)));
        assert_eq!(self.first_attack(row, col), None, "({row}, {col}) {:?}", self.queens);
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
