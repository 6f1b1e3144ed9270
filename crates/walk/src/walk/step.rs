//! What a walk is made of: its steps and their kinds, its tally, the boards it takes and why it
//! refuses one.

use nqueens_core::{Error, Item};

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
