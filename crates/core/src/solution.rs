//! The solution type.

use std::fmt;

/// One placement of n queens on an n × n board: the column of the queen in each row.
///
/// `columns()[row]` is the column (0-based) of the queen in `row`, so one queen per row holds by
/// construction. Columns are stored as `u8`, which covers every board any approach can search.
///
/// Solutions order lexicographically by their columns (the derived `Ord`). This is the one
/// documented order in which every approach of the workspace reports its solutions: for n = 4,
/// `[1, 3, 0, 2]` comes before `[2, 0, 3, 1]`.
///
/// A `Solution` does not check itself when built: use [`check`](crate::check) for that.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Default)]
pub struct Solution {
    columns: Vec<u8>,
}

impl Solution {
    /// Wraps the column of the queen in each row.
    pub fn new(columns: Vec<u8>) -> Self {
        Self { columns }
    }

    /// The column of the queen in each row.
    pub fn columns(&self) -> &[u8] {
        &self.columns
    }

    /// The size of the board, which is also the number of queens.
    pub fn n(&self) -> usize {
        self.columns.len()
    }
}

impl From<&[u8]> for Solution {
    fn from(columns: &[u8]) -> Self {
        Self::new(columns.to_vec())
    }
}

impl From<Vec<u8>> for Solution {
    fn from(columns: Vec<u8>) -> Self {
        Self::new(columns)
    }
}

impl fmt::Display for Solution {
    /// Draws the board with Unicode box lines, `♛` for a queen and `·` for an empty cell.
    ///
    /// The empty board (n = 0) is drawn as an empty frame.
    fn fmt(&self, formatter: &mut fmt::Formatter<'_>) -> fmt::Result {
        crate::render::unicode_board(self.columns(), formatter)
    }
}
