//! Drawing a solution: LeetCode 51 strings, the hello-algo board, and a Unicode board; and the
//! few pieces of text every message shares: a count, a count with its noun, an amount of
//! memory, a quoted input.

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

/// `1 solution`, `2 solutions`: an exact count with its noun, singular or plural.
///
/// ```
/// assert_eq!(nqueens_core::plural(1, "queen", "queens"), "1 queen");
/// assert_eq!(nqueens_core::plural(2_057, "node", "nodes"), "2,057 nodes");
/// ```
pub fn plural(count: u64, singular: &str, plural: &str) -> String {
    format!("{} {}", thousands(count), if count == 1 { singular } else { plural })
}

/// What the user typed, quoted for a message: control characters escaped, so that the message
/// stays one line and nothing reaches the terminal as a command, and cut after 40 characters.
///
/// ```
/// use nqueens_core::quoted;
///
/// assert_eq!(quoted("no\nsuch"), "'no\\nsuch'");
/// assert_eq!(quoted(&"x".repeat(100)), format!("'{}…'", "x".repeat(40)));
/// ```
pub fn quoted(text: &str) -> String {
    quoted_up_to(text, 40)
}

/// `text` quoted as [`quoted`] does, with control characters escaped, but cut after `shown`
/// characters (a path is cut later: its end tells files apart).
pub fn quoted_up_to(text: &str, shown: usize) -> String {
    let cut = if text.chars().nth(shown).is_some() { "…" } else { "" };
    let text: String = text.chars().take(shown).collect();
    format!("'{}{cut}'", text.escape_debug())
}

/// A message of another library (serde's) with every string it quotes in double quotes cut
/// after 40 characters, as [`quoted`] cuts, the rest of the message kept whole, and every
/// control character escaped (serde quotes a field name as it was read, line breaks and all):
/// a value of 100 MB, or a damaged key, comes back as a message of one short line.
///
/// ```
/// use nqueens_core::shortened;
///
/// let long = format!("invalid type: string \"{}\", expected u64", "x".repeat(100));
/// let short = format!("invalid type: string \"{}…\", expected u64", "x".repeat(40));
/// assert_eq!(shortened(&long), short);
/// assert_eq!(shortened("unknown field `n`"), "unknown field `n`");
/// assert_eq!(shortened("unknown field `cou\nt`"), "unknown field `cou\\nt`");
/// ```
pub fn shortened(message: &str) -> String {
    let mut short = String::with_capacity(message.len().min(400));
    let (mut inside, mut escaped, mut length) = (false, false, 0);
    for character in message.chars() {
        if inside && !escaped && character == '"' {
            inside = false;
        } else if inside {
            escaped = !escaped && character == '\\';
            length += 1;
            if length > 40 {
                if length == 41 {
                    short.push('…');
                }
                continue;
            }
        } else if character == '"' {
            (inside, escaped, length) = (true, false, 0);
        }
        if character.is_control() {
            short.extend(character.escape_default());
        } else {
            short.push(character);
        }
    }
    short
}

/// An amount of memory as people read it: `1.2 GB`, `480 MB`, `12 kB` (powers of 1,000).
///
/// ```
/// assert_eq!(nqueens_core::bytes(512), "512 bytes");
/// assert_eq!(nqueens_core::bytes(40_000_000), "40.0 MB");
/// assert_eq!(nqueens_core::bytes(240_000_000_000), "240 GB");
/// ```
pub fn bytes(amount: u64) -> String {
    let amount = amount as f64;
    let (value, unit) = if amount >= 1e9 {
        (amount / 1e9, "GB")
    } else if amount >= 1e6 {
        (amount / 1e6, "MB")
    } else if amount >= 1e3 {
        (amount / 1e3, "kB")
    } else {
        (amount, "bytes")
    };
    if value >= 100.0 || unit == "bytes" {
        format!("{value:.0} {unit}")
    } else {
        format!("{value:.1} {unit}")
    }
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
