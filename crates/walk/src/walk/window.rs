//! The steps a walk keeps: a window of consecutive steps, 8 bytes each, and how a step is packed
//! into them.

use nqueens_core::Item;

use super::{Step, StepKind};

/// How many steps a walk keeps at a time: 2^18, a few megabytes (see [`Walk::memory`](crate::Walk::memory)). A walk
/// runs the search again only when it leaves them, once in 262,144 steps at most.
pub const WINDOW: usize = 1 << 18;

/// A step as a window stores it: 8 bytes, its marks in a list shared by the window.
///
/// The steps of an exact-cover search keep their item in `row` (its kind, see [`item_code`])
/// and `col` (its index), and in `extra` the options of a choice or whether a cover or an
/// uncover is the branch's own.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Stored {
    pub(crate) kind: StepKind,
    pub(crate) row: u8,
    pub(crate) col: u8,
    pub(crate) extra: u8,
    /// Where its marks (or clears) end in the window's list; they start where the step
    /// before ends.
    pub(crate) marks_end: u32,
}

/// Consecutive steps of a search, from step `first` on.
#[derive(Debug, Default)]
pub(crate) struct Window {
    /// The number of the first step kept (0 is the first step of the search).
    pub(crate) first: usize,
    pub(crate) steps: Vec<Stored>,
    /// The cells marked or cleared by the kept steps, one after another.
    pub(crate) marks: Vec<(u8, u8)>,
    /// The number of steps of the whole search, when the recording reached its end.
    pub(crate) total: Option<usize>,
}

impl Window {
    /// Step `number` of the search, if the window keeps it.
    pub(crate) fn get(&self, number: usize) -> Option<Step> {
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
    pub(crate) fn holds(&self, number: usize) -> bool {
        (self.first..self.first + self.steps.len()).contains(&number)
    }
}

/// Rows and columns are at most n ≤ [`LARGEST_WALKED_N`] (`Walk::new` refuses larger n), so
/// they fit a byte, and so do the 2n − 1 diagonals and the options left in an item.
pub(crate) fn byte(value: usize) -> u8 {
    u8::try_from(value).expect("a walked board has at most 12 rows and columns")
}

/// An item as a window stores it: its kind (0 to 3: row, column, diagonal, anti-diagonal) and
/// its index.
pub(crate) fn item_code(item: Item) -> (u8, u8) {
    match item {
        Item::Row(index) => (0, byte(index)),
        Item::Column(index) => (1, byte(index)),
        Item::Diagonal(index) => (2, byte(index)),
        Item::AntiDiagonal(index) => (3, byte(index)),
    }
}

/// The item of [`item_code`].
pub(crate) fn item_of_code(kind: u8, index: u8) -> Item {
    let index = usize::from(index);
    match kind {
        0 => Item::Row(index),
        1 => Item::Column(index),
        2 => Item::Diagonal(index),
        _ => Item::AntiDiagonal(index),
    }
}
