//! The independent validity checker.

use std::fmt;

/// How two queens attack each other.
///
/// The names follow the vocabulary of every approach crate: `cols` tracks columns, `diags1`
/// tracks the diagonals on which `row - col` is constant (they run from the top left to the
/// bottom right), and `diags2` the anti-diagonals on which `row + col` is constant (top right to
/// bottom left).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Attack {
    /// Both queens stand in the same column.
    Column,
    /// Both queens stand on the same diagonal: `row - col` is equal.
    Diagonal,
    /// Both queens stand on the same anti-diagonal: `row + col` is equal.
    AntiDiagonal,
}

impl Attack {
    /// A short lower-case name: `column`, `diagonal` or `anti-diagonal`.
    pub fn name(self) -> &'static str {
        match self {
            Attack::Column => "column",
            Attack::Diagonal => "diagonal",
            Attack::AntiDiagonal => "anti-diagonal",
        }
    }
}

impl fmt::Display for Attack {
    fn fmt(&self, formatter: &mut fmt::Formatter<'_>) -> fmt::Result {
        formatter.write_str(self.name())
    }
}

/// Why a placement is not a solution.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Conflict {
    /// The queen of `row` stands in column `col`, which is outside the n × n board.
    OffBoard {
        /// The row of the queen.
        row: usize,
        /// Its column, which is `n` or more.
        col: usize,
        /// The size of the board.
        n: usize,
    },
    /// The queens of `first_row` and `second_row` attack each other.
    Attack {
        /// The upper of the two rows.
        first_row: usize,
        /// The lower of the two rows.
        second_row: usize,
        /// How they attack each other.
        attack: Attack,
    },
}

impl fmt::Display for Conflict {
    fn fmt(&self, formatter: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Conflict::OffBoard { row, col, n } => {
                write!(
                    formatter,
                    "the queen in row {row} is in column {col}, off the {n}×{n} board"
                )
            }
            Conflict::Attack { first_row, second_row, attack } => write!(
                formatter,
                "the queens in rows {first_row} and {second_row} are on the same {attack}"
            ),
        }
    }
}

impl std::error::Error for Conflict {}

/// Checks that `columns` (the column of the queen in each row) is a solution.
///
/// The check is deliberately naive and shares no code with any approach: it compares every
/// pair of queens, O(n²), so tests can trust it to verify what the approaches report. One queen
/// per row holds by construction; the check finds a queen off the board, two queens in one
/// column, and two queens on one diagonal (|Δrow| = |Δcol|), reporting the first conflict in
/// row order.
///
/// ```
/// use nqueens_core::{Attack, Conflict, check};
///
/// assert_eq!(check(&[1, 3, 0, 2]), Ok(()));
/// assert_eq!(
///     check(&[0, 1]),
///     Err(Conflict::Attack { first_row: 0, second_row: 1, attack: Attack::Diagonal }),
/// );
/// ```
pub fn check(columns: &[u8]) -> Result<(), Conflict> {
    let n = columns.len();
    for (row, &col) in columns.iter().enumerate() {
        if usize::from(col) >= n {
            return Err(Conflict::OffBoard { row, col: usize::from(col), n });
        }
    }
    for (first_row, &first_col) in columns.iter().enumerate() {
        for (second_row, &second_col) in columns.iter().enumerate().skip(first_row + 1) {
            let row_distance = second_row - first_row;
            let attack = if first_col == second_col {
                Some(Attack::Column)
            } else if usize::from(first_col.abs_diff(second_col)) == row_distance {
                // The second queen is lower; on a diagonal its column grew, on an
                // anti-diagonal it shrank.
                Some(if second_col > first_col { Attack::Diagonal } else { Attack::AntiDiagonal })
            } else {
                None
            };
            if let Some(attack) = attack {
                return Err(Conflict::Attack { first_row, second_row, attack });
            }
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn accepts_known_solutions() {
        assert_eq!(check(&[]), Ok(()));
        assert_eq!(check(&[0]), Ok(()));
        assert_eq!(check(&[1, 3, 0, 2]), Ok(()));
        assert_eq!(check(&[2, 0, 3, 1]), Ok(()));
        // The first solution for n = 8 in lexicographic order.
        assert_eq!(check(&[0, 4, 7, 5, 2, 6, 1, 3]), Ok(()));
    }

    #[test]
    fn finds_each_kind_of_conflict() {
        assert_eq!(
            check(&[1, 3, 1, 2]),
            Err(Conflict::Attack { first_row: 0, second_row: 2, attack: Attack::Column })
        );
        assert_eq!(
            check(&[2, 0, 3, 1, 0]),
            Err(Conflict::Attack { first_row: 1, second_row: 4, attack: Attack::Column })
        );
        assert_eq!(
            check(&[0, 3, 1, 2]),
            Err(Conflict::Attack { first_row: 2, second_row: 3, attack: Attack::Diagonal })
        );
        assert_eq!(
            check(&[1, 0]),
            Err(Conflict::Attack { first_row: 0, second_row: 1, attack: Attack::AntiDiagonal })
        );
        assert_eq!(
            check(&[3, 0, 2, 1]),
            Err(Conflict::Attack { first_row: 2, second_row: 3, attack: Attack::AntiDiagonal })
        );
    }

    #[test]
    fn finds_far_diagonals_and_off_board_queens() {
        // Rows 0 and 3 are three rows and three columns apart.
        assert_eq!(
            check(&[0, 2, 4, 3, 1]),
            Err(Conflict::Attack { first_row: 0, second_row: 3, attack: Attack::Diagonal })
        );
        let far_anti_diagonal = check(&[3, 1, 4, 0, 2]);
        assert_eq!(
            far_anti_diagonal,
            Err(Conflict::Attack { first_row: 0, second_row: 3, attack: Attack::AntiDiagonal })
        );
        assert_eq!(
            far_anti_diagonal.map_err(|conflict| conflict.to_string()),
            Err("the queens in rows 0 and 3 are on the same anti-diagonal".to_string())
        );
        assert_eq!(check(&[0, 4]), Err(Conflict::OffBoard { row: 1, col: 4, n: 2 }));
        assert_eq!(
            Conflict::OffBoard { row: 1, col: 4, n: 2 }.to_string(),
            "the queen in row 1 is in column 4, off the 2×2 board"
        );
    }
}
