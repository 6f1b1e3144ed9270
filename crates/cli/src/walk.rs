//! A backtracking search taken apart into steps that can be walked forwards and backwards: the
//! model behind `nqueens trace`, `nqueens explore` and the figures of the docs.
//!
//! The search runs as it always does and reports its events to an observer; [`Walk`] groups
//! them into [`Step`]s a reader can follow (skip a cell, place a queen with the cells it marks,
//! find a dead end, find a solution, take a queen back) and keeps the board they leave behind.
//! Every step can be undone, so stepping back is exact: the board and the counters after k
//! steps forwards and k back are those of the start.

use std::ops::ControlFlow;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{Receiver, SyncSender, sync_channel};
use std::thread;

use nqueens_core::{Bookkeeping, Error, Observer, Solver};

/// One event of a search, as its observer reports it: small enough to queue by the million.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Event {
    Node(u8),
    Rejected(u8, u8),
    Placed(u8, u8),
    Removed(u8, u8),
    Marked(u8, u8),
    Unmarked(u8, u8),
    Solution,
}

/// The events a search sends in one message.
const CHUNK: usize = 4096;

/// An observer that queues the events of a search.
struct Recorder {
    chunk: Vec<Event>,
    sender: Option<SyncSender<Vec<Event>>>,
    /// Every event, when there is no thread to send them to.
    all: Vec<Event>,
    /// Set when the receiver is gone: the search stops at its next solution.
    abandoned: Arc<AtomicBool>,
}

impl Recorder {
    fn push(&mut self, event: Event) {
        let Some(sender) = &self.sender else {
            self.all.push(event);
            return;
        };
        self.chunk.push(event);
        if self.chunk.len() == CHUNK {
            let chunk = std::mem::replace(&mut self.chunk, Vec::with_capacity(CHUNK));
            if sender.send(chunk).is_err() {
                self.abandoned.store(true, Ordering::Relaxed);
            }
        }
    }
}

/// Rows and columns are at most n ≤ [`LARGEST_WALKED_N`] (`Walk::new` refuses larger n), so
/// they fit a byte.
fn byte(value: usize) -> u8 {
    u8::try_from(value).unwrap_or(u8::MAX)
}

impl Observer for Recorder {
    fn node(&mut self, row: usize) {
        self.push(Event::Node(byte(row)));
    }
    fn rejected(&mut self, row: usize, col: usize) {
        self.push(Event::Rejected(byte(row), byte(col)));
    }
    fn placed(&mut self, row: usize, col: usize) {
        self.push(Event::Placed(byte(row), byte(col)));
    }
    fn removed(&mut self, row: usize, col: usize) {
        self.push(Event::Removed(byte(row), byte(col)));
    }
    fn marked(&mut self, row: usize, col: usize) {
        self.push(Event::Marked(byte(row), byte(col)));
    }
    fn unmarked(&mut self, row: usize, col: usize) {
        self.push(Event::Unmarked(byte(row), byte(col)));
    }
    fn solution(&mut self, _columns: &[u8]) {
        self.push(Event::Solution);
    }
}

/// The events of one search, in order, produced as they are read: a search of n = 12 reports
/// tens of millions of events, and a reader looks at the first few hundred.
enum Events {
    /// The search runs on its own thread, a few chunks ahead of the reader.
    Threaded { receiver: Receiver<Vec<Event>>, chunk: std::vec::IntoIter<Event> },
    /// The search ran to its end on the calling thread (no thread could be started).
    Recorded(std::vec::IntoIter<Event>),
}

impl Events {
    fn start(solver: &'static dyn Solver, n: usize) -> Result<Self, Error> {
        let (sender, receiver) = sync_channel(4);
        let abandoned = Arc::new(AtomicBool::new(false));
        let mut recorder = Recorder {
            chunk: Vec::with_capacity(CHUNK),
            sender: Some(sender),
            all: Vec::new(),
            abandoned: Arc::clone(&abandoned),
        };
        // Refuse a board the approach cannot take before starting a thread for it.
        solver.check_size(n)?;
        let spawned = thread::Builder::new().name("search".into()).spawn(move || {
            let stop = Arc::clone(&recorder.abandoned);
            let _ = solver.observe(n, &mut recorder, &mut |_: &[u8]| {
                // Nobody reads the events any more: stop at this solution.
                if stop.load(Ordering::Relaxed) {
                    ControlFlow::Break(())
                } else {
                    ControlFlow::Continue(())
                }
            });
            if let Some(sender) = recorder.sender.take() {
                let _ = sender.send(std::mem::take(&mut recorder.chunk));
            }
        });
        if spawned.is_ok() {
            return Ok(Events::Threaded { receiver, chunk: Vec::new().into_iter() });
        }
        // No thread: record the whole search here (n is small enough for that to be quick).
        let mut recorder = Recorder {
            chunk: Vec::new(),
            sender: None,
            all: Vec::new(),
            abandoned: Arc::new(AtomicBool::new(false)),
        };
        let _ = solver.observe(n, &mut recorder, &mut |_: &[u8]| ControlFlow::Continue(()))?;
        Ok(Events::Recorded(recorder.all.into_iter()))
    }
}

impl Iterator for Events {
    type Item = Event;

    fn next(&mut self) -> Option<Event> {
        match self {
            Events::Recorded(events) => events.next(),
            Events::Threaded { receiver, chunk } => loop {
                if let Some(event) = chunk.next() {
                    return Some(event);
                }
                *chunk = receiver.recv().ok()?.into_iter();
            },
        }
    }
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
}

impl Step {
    /// The cell the step is about, if it is about one.
    pub fn cell(&self) -> Option<(usize, usize)> {
        match *self {
            Step::Reject { row, col } | Step::Place { row, col, .. } => Some((row, col)),
            Step::Remove { row, col, .. } => Some((row, col)),
            Step::DeadEnd { .. } | Step::Solution => None,
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
}

/// Groups the events of a search into steps.
struct Steps {
    n: usize,
    events: std::iter::Peekable<Events>,
    /// For each row, whether a queen was placed in it since the search entered it.
    placed_in_row: Vec<bool>,
    /// A step found while making another, to hand out next (the removal after a dead end).
    pending: Option<Step>,
}

impl Steps {
    /// The cells of the `Marked` (or `Unmarked`) events that follow.
    fn cells_that_follow(&mut self, marked: bool) -> Vec<(usize, usize)> {
        let mut cells = Vec::new();
        while let Some(&event) = self.events.peek() {
            match event {
                Event::Marked(row, col) if marked => cells.push((row.into(), col.into())),
                Event::Unmarked(row, col) if !marked => cells.push((row.into(), col.into())),
                _ => break,
            }
            self.events.next();
        }
        cells
    }
}

impl Iterator for Steps {
    type Item = Step;

    fn next(&mut self) -> Option<Step> {
        if let Some(step) = self.pending.take() {
            return Some(step);
        }
        loop {
            match self.events.next()? {
                Event::Node(row) => {
                    if let Some(placed) = self.placed_in_row.get_mut(usize::from(row)) {
                        *placed = false;
                    }
                }
                Event::Rejected(row, col) => {
                    return Some(Step::Reject { row: row.into(), col: col.into() });
                }
                Event::Placed(row, col) => {
                    let (row, col) = (usize::from(row), usize::from(col));
                    if let Some(placed) = self.placed_in_row.get_mut(row) {
                        *placed = true;
                    }
                    let marks = self.cells_that_follow(true);
                    return Some(Step::Place { row, col, marks });
                }
                Event::Removed(row, col) => {
                    let (row, col) = (usize::from(row), usize::from(col));
                    let clears = self.cells_that_follow(false);
                    let remove = Step::Remove { row, col, clears };
                    // The queen's subtree is over: a row below it that never held a queen was
                    // a dead end, found just before the queen is taken back.
                    let below = row + 1;
                    if below < self.n && !self.placed_in_row.get(below).copied().unwrap_or(true) {
                        self.pending = Some(remove);
                        return Some(Step::DeadEnd { row: below });
                    }
                    return Some(remove);
                }
                // Marks belong to the placement or removal just before them.
                Event::Marked(..) | Event::Unmarked(..) => {}
                Event::Solution => return Some(Step::Solution),
            }
        }
    }
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
    steps: Steps,
    /// Every step read from the search so far.
    history: Vec<Step>,
    /// How many steps of `history` are applied to the board.
    position: usize,
    /// Whether the search has no more steps to give.
    exhausted: bool,
    /// The column of the queen in each row that has one, from row 0 down.
    queens: Vec<usize>,
    /// For a search with a board of marks: the row of the queen that marked each cell
    /// (`row * n + col`).
    marked_by: Vec<Option<usize>>,
    /// The cells each queen on the board marked, row by row: the search's undo list.
    lock: Vec<Vec<(usize, usize)>>,
    tally: Tally,
}

impl Walk {
    /// Starts a walk of `solver`'s search for an n × n board, before its first step. Refuses an
    /// approach that does not report every step, and a board beyond [`LARGEST_WALKED_N`].
    pub fn new(solver: &'static dyn Solver, n: usize) -> Result<Self, WalkError> {
        let info = solver.info();
        let Some(bookkeeping) = info.bookkeeping else {
            return Err(WalkError::NotTraceable { id: info.id });
        };
        if n > LARGEST_WALKED_N {
            return Err(WalkError::TooLarge { n });
        }
        let events = Events::start(solver, n)?;
        let steps = Steps {
            n,
            events: events.peekable(),
            placed_in_row: vec![false; n + 1],
            pending: None,
        };
        Ok(Walk {
            solver,
            bookkeeping,
            n,
            steps,
            history: Vec::new(),
            position: 0,
            exhausted: false,
            queens: Vec::with_capacity(n),
            marked_by: vec![None; n * n],
            lock: Vec::with_capacity(n),
            // The search starts in the root.
            tally: Tally { nodes: 1, ..Tally::default() },
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
        self.position.checked_sub(1).and_then(|last| self.history.get(last))
    }

    /// The columns of the queens on the board, from row 0 down.
    pub fn queens(&self) -> &[usize] {
        &self.queens
    }

    /// The work seen so far.
    pub fn tally(&self) -> Tally {
        self.tally
    }

    /// The row of the queen whose mark is on (`row`, `col`), for a search with a board of marks.
    pub fn marked_by(&self, row: usize, col: usize) -> Option<usize> {
        self.marked_by.get(row * self.n + col).copied().flatten()
    }

    /// The cells each queen on the board marked, row by row.
    pub fn lock(&self) -> &[Vec<(usize, usize)>] {
        &self.lock
    }

    /// Whether the search is over: no step follows.
    pub fn at_end(&mut self) -> bool {
        if self.position < self.history.len() {
            return false;
        }
        if !self.exhausted {
            match self.steps.next() {
                Some(step) => self.history.push(step),
                None => self.exhausted = true,
            }
        }
        self.position == self.history.len()
    }

    /// Takes the next step; returns it, or `None` at the end of the search.
    pub fn forward(&mut self) -> Option<&Step> {
        if self.at_end() {
            return None;
        }
        let step = self.history.get(self.position)?.clone();
        self.apply(&step, true);
        self.position += 1;
        self.current()
    }

    /// Takes back the last step; returns `false` at the start.
    pub fn back(&mut self) -> bool {
        let Some(last) = self.position.checked_sub(1) else {
            return false;
        };
        let step = self.history[last].clone();
        self.apply(&step, false);
        self.position = last;
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

    /// Goes back to the start.
    pub fn restart(&mut self) {
        while self.back() {}
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
        }
    }

    /// Puts the queen of `row` on `col`, with the cells it marks.
    fn put(&mut self, row: usize, col: usize, marks: &[(usize, usize)]) {
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
}
