//! A backtracking search taken apart into steps that can be walked forwards and backwards.
//!
//! The search runs as it always does and reports its events to an observer; a [`Recorder`]
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

use std::cell::Cell;
use std::ops::ControlFlow;

use nqueens_core::{Bookkeeping, Error, Item, Observer, Solver};

use crate::tree::SurveyBuilder;

/// How many steps a walk keeps at a time: 2^18, a few megabytes (see [`Walk::memory`]). A walk
/// runs the search again only when it leaves them, once in 262,144 steps at most.
pub const WINDOW: usize = 1 << 18;

/// A step as a window stores it: 8 bytes, its marks in a list shared by the window.
///
/// The steps of an exact-cover search keep their item in `row` (its kind, see [`item_code`])
/// and `col` (its index), and in `extra` the options of a choice or whether a cover or an
/// uncover is the branch's own.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Stored {
    kind: StepKind,
    row: u8,
    col: u8,
    extra: u8,
    /// Where its marks (or clears) end in the window's list; they start where the step
    /// before ends.
    marks_end: u32,
}

/// Consecutive steps of a search, from step `first` on.
#[derive(Debug, Default)]
struct Window {
    /// The number of the first step kept (0 is the first step of the search).
    first: usize,
    steps: Vec<Stored>,
    /// The cells marked or cleared by the kept steps, one after another.
    marks: Vec<(u8, u8)>,
    /// The number of steps of the whole search, when the recording reached its end.
    total: Option<usize>,
}

impl Window {
    /// Step `number` of the search, if the window keeps it.
    fn get(&self, number: usize) -> Option<Step> {
        let index = number.checked_sub(self.first)?;
        let stored = *self.steps.get(index)?;
        let start = index
            .checked_sub(1)
            .and_then(|before| self.steps.get(before))
            .map_or(0, |before| before.marks_end as usize);
        let cells = || {
            self.marks[start..stored.marks_end as usize]
                .iter()
                .map(|&(row, col)| (usize::from(row), usize::from(col)))
                .collect()
        };
        let (row, col) = (usize::from(stored.row), usize::from(stored.col));
        let item = || item_of_code(stored.row, stored.col);
        let branch = stored.extra == 1;
        Some(match stored.kind {
            StepKind::Reject => Step::Reject { row, col },
            StepKind::Place => Step::Place { row, col, marks: cells() },
            StepKind::DeadEnd => Step::DeadEnd { row },
            StepKind::Solution => Step::Solution,
            StepKind::Remove => Step::Remove { row, col, clears: cells() },
            StepKind::Choose => Step::Choose { item: item(), options: usize::from(stored.extra) },
            StepKind::Cover => Step::Cover { item: item(), hidden: cells(), branch },
            StepKind::Uncover => Step::Uncover { item: item(), restored: cells(), branch },
        })
    }

    /// Whether step `number` is in the window.
    fn holds(&self, number: usize) -> bool {
        (self.first..self.first + self.steps.len()).contains(&number)
    }
}

/// Rows and columns are at most n ≤ [`LARGEST_WALKED_N`] (`Walk::new` refuses larger n), so
/// they fit a byte, and so do the 2n − 1 diagonals and the options left in an item.
fn byte(value: usize) -> u8 {
    u8::try_from(value).expect("a walked board has at most 12 rows and columns")
}

/// An item as a window stores it: its kind (0 to 3: row, column, diagonal, anti-diagonal) and
/// its index.
fn item_code(item: Item) -> (u8, u8) {
    match item {
        Item::Row(index) => (0, byte(index)),
        Item::Column(index) => (1, byte(index)),
        Item::Diagonal(index) => (2, byte(index)),
        Item::AntiDiagonal(index) => (3, byte(index)),
    }
}

/// The item of [`item_code`].
fn item_of_code(kind: u8, index: u8) -> Item {
    let index = usize::from(index);
    match kind {
        0 => Item::Row(index),
        1 => Item::Column(index),
        2 => Item::Diagonal(index),
        _ => Item::AntiDiagonal(index),
    }
}

/// An observer that groups the events of a search into steps, counts them from the first, and
/// keeps those numbered `from` to `to` (not included) in a [`Window`].
struct Recorder<'a> {
    n: usize,
    from: usize,
    to: usize,
    /// The steps completed so far, kept or not.
    count: usize,
    window: Window,
    /// For each row, whether a queen was placed in it since the search entered it.
    placed_in_row: Vec<bool>,
    /// A kept placement or removal whose marks (or clears) are still arriving.
    open: Option<Stored>,
    /// Set once every wanted step is kept: the search stops at its next solution.
    full: &'a Cell<bool>,
    /// When a walk jumps: the board as the steps so far leave it, step by step.
    board: Option<Board>,
    /// The number of steps after which to keep a copy of `board`.
    snapshot_at: Option<usize>,
    /// That copy, once the search got there.
    snapshot: Option<Board>,
    /// When the whole search is surveyed ([`crate::tree::Survey`]): every step, numbered.
    survey: Option<&'a mut SurveyBuilder>,
    /// Whether the search is an exact-cover search, which reports its dead ends itself.
    exact_cover: bool,
    /// An exact-cover search: the items it branches on, from the root down.
    branches: Vec<Item>,
    /// An exact-cover search: the item just chosen, whose cover comes next.
    chosen: Option<Item>,
}

impl Recorder<'_> {
    /// Hands on the step that is still collecting marks, if one is.
    fn close(&mut self) {
        if let Some(mut stored) = self.open.take() {
            // A window holds WINDOW steps of at most n² marks each: far below u32::MAX.
            stored.marks_end =
                u32::try_from(self.window.marks.len()).expect("a window's marks fit a u32");
            self.window.steps.push(stored);
            self.count += 1;
            self.full.set(self.count >= self.to);
        }
    }

    /// Keeps a copy of the board if the steps so far are as many as a jump asked for.
    fn take_snapshot(&mut self) {
        if self.snapshot.is_none() && self.snapshot_at == Some(self.count) {
            self.snapshot = self.board.clone();
        }
    }

    /// Applies a step to the board a jump follows, if there is one. A removal clears the marks
    /// its queen made, from the undo list; a placement's marks follow it (see `mark`).
    fn track(&mut self, kind: StepKind, row: usize, col: usize, extra: usize) {
        let Some(board) = &mut self.board else { return };
        let step = match kind {
            StepKind::Reject => Step::Reject { row, col },
            StepKind::Place => Step::Place { row, col, marks: Vec::new() },
            StepKind::DeadEnd => Step::DeadEnd { row },
            StepKind::Solution => Step::Solution,
            StepKind::Remove => {
                Step::Remove { row, col, clears: board.lock.get(row).cloned().unwrap_or_default() }
            }
            // The item does not matter to the board, only the options and the stack of items.
            StepKind::Choose | StepKind::Cover | StepKind::Uncover => {
                let item = item_of_code(byte(row), byte(col));
                match kind {
                    StepKind::Choose => Step::Choose { item, options: extra },
                    StepKind::Cover => Step::Cover { item, hidden: Vec::new(), branch: extra == 1 },
                    _ => Step::Uncover { item, restored: Vec::new(), branch: extra == 1 },
                }
            }
        };
        board.apply(&step, true);
    }

    /// Counts a step, and keeps it if it is wanted; a kept placement or removal stays open for
    /// the marks that follow it.
    fn step(&mut self, kind: StepKind, row: usize, col: usize) {
        self.step_with(kind, row, col, 0);
    }

    /// [`Recorder::step`] with the `extra` of an exact-cover step (see [`Stored`]).
    fn step_with(&mut self, kind: StepKind, row: usize, col: usize, extra: usize) {
        self.close();
        self.take_snapshot();
        if let Some(survey) = &mut self.survey {
            // A choice with no option left is a dead end; the tree knows no other choice.
            let surveyed = match kind {
                StepKind::Choose if extra == 0 => Some(StepKind::DeadEnd),
                StepKind::Choose | StepKind::Cover | StepKind::Uncover => None,
                _ => Some(kind),
            };
            if let Some(surveyed) = surveyed {
                survey.step(surveyed, row, col, self.count);
            }
        }
        self.track(kind, row, col, extra);
        if (self.from..self.to).contains(&self.count) {
            let extra = byte(extra);
            self.open = Some(Stored { kind, row: byte(row), col: byte(col), extra, marks_end: 0 });
            if !matches!(
                kind,
                StepKind::Place | StepKind::Remove | StepKind::Cover | StepKind::Uncover
            ) {
                self.close();
            }
        } else {
            self.count += 1;
            self.full.set(self.count >= self.to);
        }
    }

    /// A mark (or clear) of the open step, if one is kept.
    fn mark(&mut self, row: usize, col: usize) {
        if self.open.is_some() {
            self.window.marks.push((byte(row), byte(col)));
        }
    }
}

impl Observer for Recorder<'_> {
    fn node(&mut self, row: usize) {
        if let Some(placed) = self.placed_in_row.get_mut(row) {
            *placed = false;
        }
    }
    fn rejected(&mut self, row: usize, col: usize) {
        self.step(StepKind::Reject, row, col);
    }
    fn placed(&mut self, row: usize, col: usize) {
        if let Some(placed) = self.placed_in_row.get_mut(row) {
            *placed = true;
        }
        self.step(StepKind::Place, row, col);
    }
    fn removed(&mut self, row: usize, col: usize) {
        // The queen's subtree is over: a row below it that never held a queen was a dead end,
        // found just before the queen is taken back. (An exact-cover search says so itself.)
        let below = row + 1;
        if !self.exact_cover
            && below < self.n
            && !self.placed_in_row.get(below).copied().unwrap_or(true)
        {
            self.step(StepKind::DeadEnd, below, 0);
        }
        self.step(StepKind::Remove, row, col);
    }
    fn marked(&mut self, row: usize, col: usize) {
        self.mark(row, col);
        if let Some(board) = &mut self.board {
            board.mark(row, col);
        }
    }
    fn unmarked(&mut self, row: usize, col: usize) {
        self.mark(row, col);
    }
    fn solution(&mut self, _columns: &[u8]) {
        self.step(StepKind::Solution, 0, 0);
    }
    fn chose(&mut self, item: Item, options: usize) {
        if options > 0 {
            self.chosen = Some(item);
        }
        let (kind, index) = item_code(item);
        self.step_with(StepKind::Choose, kind.into(), index.into(), options);
    }
    fn covered(&mut self, item: Item) {
        // The cover right after a choice is the branch's own; the others are an option's.
        let branch = self.chosen.take() == Some(item);
        if branch {
            self.branches.push(item);
        }
        let (kind, index) = item_code(item);
        self.step_with(StepKind::Cover, kind.into(), index.into(), usize::from(branch));
    }
    fn uncovered(&mut self, item: Item) {
        // The branch's item comes back after its last option: it is the innermost branch.
        let branch = self.branches.last() == Some(&item);
        if branch {
            self.branches.pop();
        }
        let (kind, index) = item_code(item);
        self.step_with(StepKind::Uncover, kind.into(), index.into(), usize::from(branch));
    }
}

/// Whether `solver` is an exact-cover search, whose steps are those of its links.
fn exact_cover(solver: &dyn Solver) -> bool {
    solver.info().bookkeeping == Some(Bookkeeping::Links)
}

/// Runs `solver`'s search for an n × n board from the start and keeps steps `from` to `to`
/// (fewer where the search ends first), and the board after `snapshot_at` steps, if asked and
/// the search has that many.
fn record(
    solver: &dyn Solver,
    n: usize,
    from: usize,
    to: usize,
    snapshot_at: Option<usize>,
) -> Result<(Window, Option<Board>), Error> {
    let full = Cell::new(false);
    let mut recorder = Recorder {
        n,
        from,
        to,
        count: 0,
        window: Window { first: from, ..Window::default() },
        placed_in_row: vec![false; n + 1],
        open: None,
        full: &full,
        board: snapshot_at.map(|_| Board::new(exact_cover(solver), n)),
        snapshot_at,
        snapshot: None,
        survey: None,
        exact_cover: exact_cover(solver),
        branches: Vec::new(),
        chosen: None,
    };
    // Stop at the first solution once the window is full: every step before it is final.
    let flow = solver.observe(n, &mut recorder, &mut |_: &[u8]| {
        if full.get() { ControlFlow::Break(()) } else { ControlFlow::Continue(()) }
    })?;
    recorder.close();
    recorder.take_snapshot();
    // The steps after the stopping solution (the removals of a stopped search) are numbered
    // from `to` on, so none of them is kept. A search that was not stopped was counted whole.
    let mut window = recorder.window;
    if flow.is_continue() {
        window.total = Some(recorder.count);
    }
    Ok((window, recorder.snapshot))
}

/// Runs `solver`'s whole search for an n × n board once, keeping no step, and hands every step
/// with its number to `survey`; returns the number of steps.
pub(crate) fn survey(
    solver: &dyn Solver,
    n: usize,
    survey: &mut SurveyBuilder,
) -> Result<usize, Error> {
    let full = Cell::new(false);
    let mut recorder = Recorder {
        n,
        // No step is kept: the window's range is empty, and the search is never stopped.
        from: usize::MAX,
        to: usize::MAX,
        count: 0,
        window: Window::default(),
        placed_in_row: vec![false; n + 1],
        open: None,
        full: &full,
        board: None,
        snapshot_at: None,
        snapshot: None,
        survey: Some(survey),
        exact_cover: exact_cover(solver),
        branches: Vec::new(),
        chosen: None,
    };
    // Never stopped, the search always runs to its end.
    let _ran_to_the_end =
        solver.observe(n, &mut recorder, &mut |_: &[u8]| ControlFlow::Continue(()))?;
    recorder.close();
    Ok(recorder.count)
}

/// The largest board a walk takes: large enough to see how the tree grows, small enough that
/// the board and the state of every approach fit a terminal of 80 columns.
pub const LARGEST_WALKED_N: usize = 12;

/// Why a search cannot be walked.
#[derive(Clone, Debug, PartialEq, thiserror::Error)]
pub enum WalkError {
    /// The approach refuses the board.
    #[error(transparent)]
    Search(#[from] Error),
    /// The approach's search does not report every step (`Info::bookkeeping` is `None`).
    #[error("{id} cannot be walked step by step: its search does not report every step")]
    NotTraceable {
        /// The approach.
        id: &'static str,
    },
    /// The board is larger than a walk draws.
    #[error("a walk shows boards up to n = {LARGEST_WALKED_N}, not n = {n}")]
    TooLarge {
        /// The size asked for.
        n: usize,
    },
}

/// What the search does in one step, as a reader follows it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Step {
    /// The cell (`row`, `col`) is attacked by a queen above it: the search skips it (prunes).
    Reject {
        /// The row being filled.
        row: usize,
        /// The column examined.
        col: usize,
    },
    /// A queen goes on (`row`, `col`) and the search goes one row deeper (attempt).
    Place {
        /// The row being filled.
        row: usize,
        /// The column of the queen.
        col: usize,
        /// The cells below that the queen marks as attacked (a search with a board of marks
        /// only).
        marks: Vec<(usize, usize)>,
    },
    /// Row `row` has no cell left to try and held no queen: the search must go back.
    DeadEnd {
        /// The row without a free cell.
        row: usize,
    },
    /// A queen stands in every row.
    Solution,
    /// The queen on (`row`, `col`) is taken back (undo).
    Remove {
        /// The row of the queen.
        row: usize,
        /// Its column.
        col: usize,
        /// The cells whose marks it clears (a search with a board of marks only).
        clears: Vec<(usize, usize)>,
    },
    /// An exact-cover search chooses the primary item to branch on, with `options` options
    /// left in it: none is a dead end (its kind is [`StepKind::DeadEnd`]), one a forced move.
    Choose {
        /// The item.
        item: Item,
        /// How many options are left in it.
        options: usize,
    },
    /// An exact-cover search covers `item`: the options still in its list leave every other
    /// list (one queen per line).
    Cover {
        /// The item.
        item: Item,
        /// The cells of the options it hides.
        hidden: Vec<(usize, usize)>,
        /// Whether it is the item the search branches on (otherwise one of the three other
        /// items of the option just tried).
        branch: bool,
    },
    /// An exact-cover search uncovers `item`: the options it hid come back, in reverse order.
    Uncover {
        /// The item.
        item: Item,
        /// The cells of the options it brings back.
        restored: Vec<(usize, usize)>,
        /// Whether it is the item the search branched on (its options are all tried).
        branch: bool,
    },
}

impl Step {
    /// The cell the step is about, if it is about one.
    pub fn cell(&self) -> Option<(usize, usize)> {
        match *self {
            Step::Reject { row, col } | Step::Place { row, col, .. } => Some((row, col)),
            Step::Remove { row, col, .. } => Some((row, col)),
            Step::DeadEnd { .. }
            | Step::Solution
            | Step::Choose { .. }
            | Step::Cover { .. }
            | Step::Uncover { .. } => None,
        }
    }

    /// What kind of step it is, for filters.
    pub fn kind(&self) -> StepKind {
        match self {
            Step::Reject { .. } => StepKind::Reject,
            Step::Place { .. } => StepKind::Place,
            Step::DeadEnd { .. } => StepKind::DeadEnd,
            Step::Solution => StepKind::Solution,
            Step::Remove { .. } => StepKind::Remove,
            Step::Choose { options: 0, .. } => StepKind::DeadEnd,
            Step::Choose { .. } => StepKind::Choose,
            Step::Cover { .. } => StepKind::Cover,
            Step::Uncover { .. } => StepKind::Uncover,
        }
    }

    /// The item an exact-cover step is about, if it is one.
    pub fn item(&self) -> Option<Item> {
        match *self {
            Step::Choose { item, .. } | Step::Cover { item, .. } | Step::Uncover { item, .. } => {
                Some(item)
            }
            _ => None,
        }
    }
}

/// The kinds of [`Step`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum StepKind {
    /// [`Step::Reject`].
    Reject,
    /// [`Step::Place`].
    Place,
    /// [`Step::DeadEnd`].
    DeadEnd,
    /// [`Step::Solution`].
    Solution,
    /// [`Step::Remove`].
    Remove,
    /// [`Step::Choose`] with options left.
    Choose,
    /// [`Step::Cover`].
    Cover,
    /// [`Step::Uncover`].
    Uncover,
}

/// The work a walk has seen so far; at the end of the search, the exact counts of the search.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Tally {
    /// Nodes of the search tree entered: the root, then one per queen placed.
    pub nodes: u64,
    /// Cells examined as a place for the next queen: rejected or placed.
    pub cells: u64,
    /// Cells rejected because a queen attacks them.
    pub rejected: u64,
    /// Solutions found.
    pub solutions: u64,
    /// Rows found without a free cell.
    pub dead_ends: u64,
    /// Cells marked as attacked on a board of marks.
    pub marks: u64,
}

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

/// What the steps taken so far leave behind: the queens, the marks of a board of marks, the
/// undo list and the tally.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Board {
    n: usize,
    /// The column of the queen in each row that has one, from row 0 down.
    queens: Vec<usize>,
    /// For a search with a board of marks: the row of the queen that marked each cell
    /// (`row * n + col`).
    marked_by: Vec<Option<usize>>,
    /// The cells each queen on the board marked, row by row: the search's undo list.
    lock: Vec<Vec<(usize, usize)>>,
    tally: Tally,
    /// Whether the steps are those of an exact-cover search, which fills the rows in any order.
    exact_cover: bool,
    /// An exact-cover search: the queens in the order it placed them, as (row, col).
    placed: Vec<(usize, usize)>,
    /// An exact-cover search: the items covered, in the order it covered them, each with
    /// whether it is the item of a branch (otherwise one of the items of a queen's option).
    covered: Vec<(Item, bool)>,
}

impl Board {
    /// The empty board, in the root of the search (of an exact-cover search if `exact_cover`).
    fn new(exact_cover: bool, n: usize) -> Board {
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
    fn mark(&mut self, row: usize, col: usize) {
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
    fn apply(&mut self, step: &Step, forwards: bool) {
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
    fn put(&mut self, row: usize, col: usize, marks: &[(usize, usize)]) {
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
    fn take(&mut self, row: usize, marks: &[(usize, usize)]) {
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

#[cfg(test)]
mod tests {
    use super::*;

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
