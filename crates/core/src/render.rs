//! Drawing a solution: LeetCode 51 strings, the hello-algo board, and a Unicode board.

use std::fmt::{self, Write};

use crate::Solution;

impl Solution {
    /// The board as LeetCode 51 expects it: one string per row, `'Q'` for the queen and `'.'`
    /// for every other cell.
    ///
    /// ```
    /// use nqueens_core::Solution;
    ///
    /// let board = Solution::new(vec![2, 0, 3, 1]).to_leetcode();
    /// assert_eq!(board, ["..Q.", "Q...", "...Q", ".Q.."]);
    /// ```
    pub fn to_leetcode(&self) -> Vec<String> {
        self.rows('Q', '.').collect()
    }

    /// The board as the hello-algo chapter on N-Queens prints it: a grid of one-character strings,
    /// `"Q"` for the queen and `"#"` for every other cell.
    ///
    /// ```
    /// use nqueens_core::Solution;
    ///
    /// let board = Solution::new(vec![0]).to_hello_algo();
    /// assert_eq!(board, [["Q"]]);
    /// ```
    pub fn to_hello_algo(&self) -> Vec<Vec<String>> {
        self.rows('Q', '#').map(|row| row.chars().map(String::from).collect()).collect()
    }

    /// One string per row, `queen` in the queen's column and `empty` elsewhere.
    fn rows(&self, queen: char, empty: char) -> impl Iterator<Item = String> + '_ {
        let n = self.n();
        self.columns().iter().map(move |&queen_col| {
            (0..n).map(|col| if col == usize::from(queen_col) { queen } else { empty }).collect()
        })
    }
}

/// Draws `columns` as a framed board, `♛` for a queen and `·` for an empty cell.
pub(crate) fn unicode_board(columns: &[u8], formatter: &mut fmt::Formatter<'_>) -> fmt::Result {
    let n = columns.len();
    // Each cell is one character followed by a space, after one leading space.
    let rule = "─".repeat(2 * n + 1);
    writeln!(formatter, "┌{rule}┐")?;
    for &queen_col in columns {
        formatter.write_str("│ ")?;
        for col in 0..n {
            formatter.write_char(if col == usize::from(queen_col) { '♛' } else { '·' })?;
            formatter.write_char(' ')?;
        }
        writeln!(formatter, "│")?;
    }
    write!(formatter, "└{rule}┘")
}

/// An exact count with thousands separators: `15,720`.
///
/// ```
/// assert_eq!(nqueens_core::thousands(14_772_512), "14,772,512");
/// assert_eq!(nqueens_core::thousands(0), "0");
/// ```
pub fn thousands(value: u64) -> String {
    let digits = value.to_string();
    let mut grouped = String::with_capacity(digits.len() + digits.len() / 3);
    for (index, digit) in digits.chars().enumerate() {
        if index > 0 && (digits.len() - index).is_multiple_of(3) {
            grouped.push(',');
        }
        grouped.push(digit);
    }
    grouped
}

#[cfg(test)]
mod tests {
    use crate::Solution;

    /// The two solutions for n = 4, each pinned in its own snapshot named by its columns.
    fn for_each_four_queens_solution(mut pin: impl FnMut(&Solution)) {
        for columns in [[1, 3, 0, 2], [2, 0, 3, 1]] {
            let suffix: String = columns.iter().map(u8::to_string).collect();
            insta::with_settings!({ snapshot_suffix => suffix }, {
                pin(&Solution::new(columns.to_vec()));
            });
        }
    }

    #[test]
    fn leetcode_boards_for_n_4() {
        for_each_four_queens_solution(|solution| {
            insta::assert_debug_snapshot!(solution.to_leetcode());
        });
    }

    #[test]
    fn hello_algo_boards_for_n_4() {
        for_each_four_queens_solution(|solution| {
            let rows: Vec<String> =
                solution.to_hello_algo().into_iter().map(|row| row.join(" ")).collect();
            insta::assert_snapshot!(rows.join("\n"));
        });
    }

    #[test]
    fn unicode_boards_for_n_4() {
        for_each_four_queens_solution(|solution| {
            insta::assert_snapshot!(solution.to_string());
        });
    }

    #[test]
    fn the_empty_board_is_one_empty_frame() {
        let empty = Solution::new(Vec::new());
        assert_eq!(empty.to_string(), "┌─┐\n└─┘");
        assert!(empty.to_leetcode().is_empty());
        assert!(empty.to_hello_algo().is_empty());
    }
}
