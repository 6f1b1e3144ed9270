//! The search run as it always runs, its events grouped into steps by an observer, the
//! [`Recorder`]: once for a window of steps, or once whole for a survey.

use std::cell::Cell;
use std::ops::ControlFlow;

use nqueens_core::{Bookkeeping, Error, Item, Observer, Solver};

use super::board::Board;
use super::window::{Stored, Window, byte, item_code, item_of_code};
use super::{Step, StepKind};
use crate::tree::SurveyBuilder;

/// An observer that groups the events of a search into steps, counts them from the first, and
/// keeps those numbered `from` to `to` (not included) in a [`Window`].
pub(crate) struct Recorder<'a> {
    pub(crate) n: usize,
    pub(crate) from: usize,
    pub(crate) to: usize,
    /// The steps completed so far, kept or not.
    pub(crate) count: usize,
    pub(crate) window: Window,
    /// For each row, whether a queen was placed in it since the search entered it.
    pub(crate) placed_in_row: Vec<bool>,
    /// A kept placement or removal whose marks (or clears) are still arriving.
    pub(crate) open: Option<Stored>,
    /// Set once every wanted step is kept: the search stops at its next solution.
    pub(crate) full: &'a Cell<bool>,
    /// When a walk jumps: the board as the steps so far leave it, step by step.
    pub(crate) board: Option<Board>,
    /// The number of steps after which to keep a copy of `board`.
    pub(crate) snapshot_at: Option<usize>,
    /// That copy, once the search got there.
    pub(crate) snapshot: Option<Board>,
    /// When the whole search is surveyed ([`crate::tree::Survey`]): every step, numbered.
    pub(crate) survey: Option<&'a mut SurveyBuilder>,
    /// Whether the search is an exact-cover search, which reports its dead ends itself.
    pub(crate) exact_cover: bool,
    /// An exact-cover search: the items it branches on, from the root down.
    pub(crate) branches: Vec<Item>,
    /// An exact-cover search: the item just chosen, whose cover comes next.
    pub(crate) chosen: Option<Item>,
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
pub(crate) fn exact_cover(solver: &dyn Solver) -> bool {
    solver.info().bookkeeping == Some(Bookkeeping::Links)
}

/// Runs `solver`'s search for an n × n board from the start and keeps steps `from` to `to`
/// (fewer where the search ends first), and the board after `snapshot_at` steps, if asked and
/// the search has that many.
pub(crate) fn record(
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
