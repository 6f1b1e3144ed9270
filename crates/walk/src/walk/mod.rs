//! A backtracking search taken apart into steps that can be walked forwards and backwards.
//!
//! The search runs as it always does and reports its events to an observer; a `Recorder`
//! groups them into [`Step`]s a reader can follow (reject a cell, place a queen with the cells it
//! marks, find a dead end, find a solution, take a queen back; an exact-cover search also
//! chooses, covers and uncovers items), and [`Walk`] keeps the board they leave behind. Every step can be undone, so stepping back is exact: the board and the counters
//! after k steps forwards and k back are those of the start.
//!
//! A search of n = 12 takes about ten million steps, and a reader looks at a few hundred, so a
//! walk keeps a window of [`WINDOW`] steps around the current one. When a step outside it is
//! needed, the walk runs the search again from the start (it is deterministic, so the steps are
//! the same), counts the steps before the window without keeping them, keeps the window's steps,
//! and stops the search at the first solution after the window. Deep in a large search that
//! takes as long as the search up to there, so a front end calls [`Walk::prepare`] when it is
//! idle: near an edge of the window, it records the window beyond it ahead of time. No thread
//! and no channel: the same model runs in a browser tab.

use nqueens_core::{Bookkeeping, Item, Solver};

mod board;
mod record;
mod step;
mod window;

use board::Board;
use record::record;
pub(crate) use record::survey;
pub use step::{LARGEST_WALKED_N, Step, StepKind, Tally, WalkError};
pub use window::WINDOW;
use window::{Stored, Window};

/// A search walked step by step, forwards and backwards.
pub struct Walk {
    solver: &'static dyn Solver,
    bookkeeping: Bookkeeping,
    n: usize,
    /// The steps around the current one.
    window: Window,
    /// A window recorded ahead of time by [`Walk::prepare`], beyond an edge of `window`.
    prepared: Option<Window>,
    /// The number of steps of the whole search, once a recording has reached its end.
    total: Option<usize>,
    /// How many steps are applied to the board.
    position: usize,
    /// The step taken last, if any.
    current: Option<Step>,
    /// What the steps taken so far leave behind.
    board: Board,
    /// How many steps a window keeps: [`WINDOW`], less in tests of the refills.
    window_size: usize,
}

impl Walk {
    /// Starts a walk of `solver`'s search for an n × n board, before its first step. Refuses an
    /// approach that does not report every step, and a board beyond [`LARGEST_WALKED_N`].
    pub fn new(solver: &'static dyn Solver, n: usize) -> Result<Self, WalkError> {
        Self::with_window(solver, n, WINDOW)
    }

    /// [`Walk::new`] with windows of `window_size` steps (at least 1).
    fn with_window(
        solver: &'static dyn Solver,
        n: usize,
        window_size: usize,
    ) -> Result<Self, WalkError> {
        let window_size = window_size.max(1);
        let info = solver.info();
        let Some(bookkeeping) = info.bookkeeping else {
            return Err(WalkError::NotTraceable { id: info.id });
        };
        if n > LARGEST_WALKED_N {
            return Err(WalkError::TooLarge { n });
        }
        let (window, _) = record(solver, n, 0, window_size, None)?;
        Ok(Walk {
            solver,
            bookkeeping,
            n,
            total: window.total,
            window,
            prepared: None,
            position: 0,
            current: None,
            board: Board::new(bookkeeping == Bookkeeping::Links, n),
            window_size,
        })
    }

    /// The approach walked.
    pub fn solver(&self) -> &'static dyn Solver {
        self.solver
    }

    /// The size of the board.
    pub fn n(&self) -> usize {
        self.n
    }

    /// What the approach remembers about the board.
    pub fn bookkeeping(&self) -> Bookkeeping {
        self.bookkeeping
    }

    /// How many steps have been taken.
    pub fn position(&self) -> usize {
        self.position
    }

    /// The step taken last, if any.
    pub fn current(&self) -> Option<&Step> {
        self.current.as_ref()
    }

    /// The columns of the queens on the board, from row 0 down, for a row-by-row search (an
    /// exact-cover search fills rows in any order: see [`Walk::placed`]).
    pub fn queens(&self) -> &[usize] {
        &self.board.queens
    }

    /// The queens on the board in the order the search placed them, as (row, col): row by row
    /// for a row-by-row search, in any order for an exact-cover search.
    pub fn placed(&self) -> Vec<(usize, usize)> {
        if self.board.exact_cover {
            self.board.placed.clone()
        } else {
            self.board.queens.iter().copied().enumerate().collect()
        }
    }

    /// An exact-cover search: the items covered, in the order it covered them, each with
    /// whether it is the item of a branch rather than one of a queen's (empty for the other
    /// searches).
    pub fn covered(&self) -> &[(Item, bool)] {
        &self.board.covered
    }

    /// The work seen so far.
    pub fn tally(&self) -> Tally {
        self.board.tally
    }

    /// The row of the queen whose mark is on (`row`, `col`), for a search with a board of marks.
    pub fn marked_by(&self, row: usize, col: usize) -> Option<usize> {
        self.board.marked_by.get(row * self.n + col).copied().flatten()
    }

    /// The cells each queen on the board marked, row by row.
    pub fn lock(&self) -> &[Vec<(usize, usize)>] {
        &self.board.lock
    }

    /// The number of steps of the whole search, once the walk has seen its end.
    pub fn total(&self) -> Option<usize> {
        self.total
    }

    /// The bytes the walk holds besides its fixed fields: the steps of its window and their
    /// marks, the board's marks and the undo list. At most [`WINDOW`] steps of 8 bytes, 2 bytes
    /// per mark they keep, and O(n²) for the board.
    pub fn memory(&self) -> usize {
        let bytes = |window: &Window| {
            window.steps.capacity() * size_of::<Stored>()
                + window.marks.capacity() * size_of::<(u8, u8)>()
        };
        let window = bytes(&self.window) + self.prepared.as_ref().map_or(0, bytes);
        let board = self.board.marked_by.capacity() * size_of::<Option<usize>>()
            + self
                .board
                .lock
                .iter()
                .map(|marks| marks.capacity() * size_of::<(usize, usize)>())
                .sum::<usize>();
        window + board
    }

    /// The step the walk takes next, without taking it; `None` at the end of the search.
    pub fn upcoming(&mut self) -> Option<Step> {
        self.step(self.position)
    }

    /// Step `number` of the search (0 is the first) without taking it; `None` past the end.
    pub fn step_at(&mut self, number: usize) -> Option<Step> {
        self.step(number)
    }

    /// Step `number` of the search (0 is the first), recording the search again around it if
    /// the window does not hold it; `None` past the end of the search.
    fn step(&mut self, number: usize) -> Option<Step> {
        if self.total.is_some_and(|total| number >= total) {
            return None;
        }
        if !self.window.holds(number) {
            if self.prepared.as_ref().is_some_and(|prepared| prepared.holds(number)) {
                // Recorded ahead of time: take it.
                self.window = self.prepared.take()?;
            } else {
                self.window = self.record_around(number)?;
            }
        }
        self.window.get(number)
    }

    /// Records the window for step `number`: going forwards, the steps from it on (and a
    /// quarter of a window before it, to step back into); going back, mostly the steps before
    /// it.
    fn record_around(&mut self, number: usize) -> Option<Window> {
        let size = self.window_size;
        let from = if number >= self.position {
            number.saturating_sub(size / 4)
        } else {
            (number + 1).saturating_sub(size - size / 4)
        };
        // `Walk::new` ran this search already, with the same n: it cannot fail now.
        let (window, _) = record(self.solver, self.n, from, from + size, None).ok()?;
        if window.total.is_some() {
            self.total = window.total;
        }
        Some(window)
    }

    /// Records ahead of time the window a walk will need next, when the current step is within
    /// a quarter of a window of an edge of the one it has (and the search goes on past it):
    /// the one step in a window that would run the search again is then as quick as the
    /// others. A front end calls it when it is idle. Returns whether it recorded.
    pub fn prepare(&mut self) -> bool {
        let size = self.window_size;
        let end = self.window.first + self.window.steps.len();
        let near_end =
            self.position + size / 4 >= end && self.total.is_none_or(|total| end < total);
        let near_start = self.window.first > 0 && self.position < self.window.first + size / 4;
        // The step the walk would need first beyond the edge.
        let beyond = if near_end {
            end
        } else if near_start {
            self.window.first - 1
        } else {
            return false;
        };
        if self.prepared.as_ref().is_some_and(|prepared| prepared.holds(beyond)) {
            return false;
        }
        self.prepared = self.record_around(beyond);
        self.prepared.is_some()
    }

    /// Whether the search is over: no step follows.
    pub fn at_end(&mut self) -> bool {
        let position = self.position;
        self.step(position).is_none()
    }

    /// Takes the next step; returns it, or `None` at the end of the search.
    pub fn forward(&mut self) -> Option<&Step> {
        let step = self.step(self.position)?;
        self.board.apply(&step, true);
        self.position += 1;
        self.current = Some(step);
        self.current.as_ref()
    }

    /// Takes back the last step; returns `false` at the start.
    pub fn back(&mut self) -> bool {
        let Some(last) = self.position.checked_sub(1) else {
            return false;
        };
        let Some(step) = self.step(last) else {
            return false;
        };
        self.board.apply(&step, false);
        self.position = last;
        self.current = last.checked_sub(1).and_then(|before| self.step(before));
        true
    }

    /// Goes forwards until a step of `kind` has been taken, or to the end; returns whether one
    /// was found.
    pub fn forward_to(&mut self, kind: StepKind) -> bool {
        while let Some(step) = self.forward() {
            if step.kind() == kind {
                return true;
            }
        }
        false
    }

    /// Goes forwards or back to just after step `position` (0: the start), or to the end if the
    /// search is shorter; returns the position reached.
    pub fn seek(&mut self, position: usize) -> usize {
        let position = self.total.map_or(position, |total| position.min(total));
        // Far away: record the search once up to there, with the board it leaves, rather than
        // step there (which would record it again for every window on the way).
        if position.abs_diff(self.position) > self.window_size {
            self.jump(position);
        }
        // Nearer the start than the current step: start again rather than step back.
        if position < self.position && position < self.position - position {
            self.restart();
        }
        while self.position > position && self.back() {}
        while self.position < position && self.forward().is_some() {}
        self.position
    }

    /// Goes to just after step `position` in one recording of the search: the window around
    /// it, and the board it leaves. A position past the end of the search goes to the end.
    fn jump(&mut self, position: usize) {
        let size = self.window_size;
        let from = position.saturating_sub(size / 4);
        let Ok((window, board)) = record(self.solver, self.n, from, from + size, Some(position))
        else {
            return;
        };
        if window.total.is_some() {
            self.total = window.total;
        }
        match board {
            Some(board) => {
                self.window = window;
                self.prepared = None;
                self.board = board;
                self.position = position;
                self.current = position.checked_sub(1).and_then(|last| self.step(last));
            }
            // The search is shorter: go to its end.
            None => {
                if let Some(total) = self.total.filter(|&total| total < position) {
                    self.jump(total);
                }
            }
        }
    }

    /// Goes back to the start.
    pub fn restart(&mut self) {
        self.position = 0;
        self.current = None;
        self.board = Board::new(self.bookkeeping == Bookkeeping::Links, self.n);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::walk::window::byte;

    fn walk(id: &str, n: usize) -> Walk {
        let solver = nqueens_approaches::find(id).expect("a registered approach");
        Walk::new(solver, n).expect("a board the approach takes")
    }

    /// The approaches a walk takes.
    const TRACEABLE: [&str; 5] = [
        "backtrack-board",
        "backtrack-set",
        "backtrack-array",
        "backtrack-bitmask",
        "backtrack-dlx",
    ];

    #[test]
    fn n_4_has_two_solutions_and_dead_ends() {
        let mut walk = walk("backtrack-array", 4);
        let mut kinds = Vec::new();
        while let Some(step) = walk.forward() {
            kinds.push(step.kind());
        }
        let count = |kind| kinds.iter().filter(|&&seen| seen == kind).count();
        assert_eq!(count(StepKind::Solution), 2);
        assert_eq!(count(StepKind::Place), 16);
        assert_eq!(count(StepKind::Remove), 16);
        assert_eq!(count(StepKind::Reject), 44);
        assert_eq!(walk.tally().nodes, 17);
        assert!(count(StepKind::DeadEnd) > 0);
        walk.restart();
        assert_eq!(walk.tally(), Tally { nodes: 1, ..Tally::default() });
        assert!(walk.queens().is_empty());
    }

    #[test]
    fn a_walk_of_12_reaches_the_first_solution_and_refuses_what_it_cannot_walk() {
        let mut walk = walk("backtrack-board", 12);
        assert!(walk.forward_to(StepKind::Solution));
        let solver = nqueens_approaches::find("backtrack-board").expect("registered");
        let first = solver.solutions(12).expect("n = 12 is listed").remove(0);
        let queens: Vec<u8> = walk.queens().iter().map(|&col| byte(col)).collect();
        assert_eq!(queens, first.columns());
        let subset = nqueens_approaches::find("subset").expect("registered");
        assert!(matches!(Walk::new(subset, 4), Err(WalkError::NotTraceable { id: "subset" })));
        assert!(matches!(Walk::new(solver, 13), Err(WalkError::TooLarge { n: 13 })));
    }

    /// The undo list of a board of marks: the cells each queen marked.
    type Lock = Vec<Vec<(usize, usize)>>;

    /// What a reader sees after a step: the step, the queens (in the order placed), the undo
    /// list, the covered items and the tally.
    type Seen = (Option<Step>, Vec<(usize, usize)>, Lock, Vec<(Item, bool)>, Tally);

    fn seen(walk: &Walk) -> Seen {
        let current = walk.current().cloned();
        (current, walk.placed(), walk.lock().to_vec(), walk.covered().to_vec(), walk.tally())
    }

    #[test]
    fn small_windows_give_the_same_walk_forwards_and_back() {
        for id in TRACEABLE {
            let solver = nqueens_approaches::find(id).expect("a registered approach");
            let mut whole = Walk::new(solver, 6).expect("n = 6 is walked");
            let mut forwards = vec![seen(&whole)];
            while whole.forward().is_some() {
                forwards.push(seen(&whole));
            }
            assert_eq!(whole.total(), Some(forwards.len() - 1), "{id}");
            assert_eq!(whole.tally().solutions, 4, "{id}");
            for size in [1, 7, 100] {
                let mut small = Walk::with_window(solver, 6, size).expect("n = 6 is walked");
                for (position, expected) in forwards.iter().enumerate().skip(1) {
                    assert!(small.forward().is_some(), "{id}, window {size}, step {position}");
                    assert_eq!(&seen(&small), expected, "{id}, window {size}, step {position}");
                }
                assert!(small.at_end() && small.forward().is_none());
                for (position, expected) in forwards.iter().enumerate().rev().skip(1) {
                    assert!(small.back(), "{id}, window {size}, back to {position}");
                    assert_eq!(&seen(&small), expected, "{id}, window {size}, back to {position}");
                }
                assert!(!small.back());
                // A walk that prepares its next window at every step sees the same steps.
                let mut prepared = Walk::with_window(solver, 6, size).expect("n = 6 is walked");
                for (position, expected) in forwards.iter().enumerate().skip(1) {
                    prepared.prepare();
                    assert!(prepared.forward().is_some(), "{id}, prepared {size}, {position}");
                    assert_eq!(&seen(&prepared), expected, "{id}, prepared {size}, {position}");
                }
                for (position, expected) in forwards.iter().enumerate().rev().skip(1) {
                    prepared.prepare();
                    assert!(prepared.back(), "{id}, prepared {size}, back to {position}");
                    assert_eq!(&seen(&prepared), expected, "{id}, prepared {size}, {position}");
                }
                // A jump lands on the same board as the steps to it, and steps on from there.
                for target in (0..forwards.len()).step_by(13) {
                    let mut jumped = Walk::with_window(solver, 6, size).expect("n = 6 is walked");
                    assert_eq!(jumped.seek(target), target, "{id}, window {size}, jump {target}");
                    assert_eq!(seen(&jumped), forwards[target], "{id}, {size}, jump {target}");
                    if jumped.back() {
                        assert_eq!(seen(&jumped), forwards[target - 1], "{id}, {size}, {target}");
                        assert!(jumped.forward().is_some());
                    }
                    if jumped.forward().is_some() {
                        assert_eq!(seen(&jumped), forwards[target + 1], "{id}, {size}, {target}");
                    }
                }
                // Seeking lands on the same step from either side.
                assert_eq!(small.seek(40), 40);
                assert_eq!(seen(&small), forwards[40]);
                assert_eq!(small.seek(usize::MAX), forwards.len() - 1);
                assert_eq!(small.seek(3), 3);
                assert_eq!(seen(&small), forwards[3]);
            }
        }
    }

    #[test]
    fn the_memory_of_a_walk_of_12_is_bounded_by_its_window() {
        for id in ["backtrack-board", "backtrack-set", "backtrack-array", "backtrack-bitmask"] {
            let mut walk = walk(id, 12);
            // Past the first window, so that the walk has recorded the search again.
            assert_eq!(walk.seek(WINDOW + 10), WINDOW + 10, "{id}");
            assert!(!walk.window.holds(0), "{id}: the first window was left");
            // 8 bytes a step, and 2 per mark: a board search marks at most 3 (n − 1) cells a
            // placement, and a step is a placement at most every other step.
            // Near the end of that window, the next one is recorded ahead of time: two windows.
            let near_end = walk.window.first + walk.window.steps.len() - 10;
            assert_eq!(walk.seek(near_end), near_end, "{id}");
            assert!(walk.prepare(), "{id}: the next window is prepared");
            assert!(!walk.prepare(), "{id}: and only once");
            assert!(walk.prepared.as_ref().is_some_and(|prepared| prepared.holds(near_end + 10)));
            let bound = 2 * (WINDOW * 8 + WINDOW / 2 * 2 * 3 * 11) + 12 * 12 * 16 + 12 * 33 * 16;
            assert!(walk.memory() <= bound, "{id}: {} bytes", walk.memory());
        }
    }
}
