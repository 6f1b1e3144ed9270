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
    /// Whether the squares `first` and `second`, each as (row, col), lie on one line of this
    /// kind: the attack rule, in one place.
    ///
    /// ```
    /// use nqueens_core::Attack;
    ///
    /// assert!(Attack::Diagonal.joins((0, 1), (2, 3)));
    /// assert!(Attack::AntiDiagonal.joins((0, 3), (3, 0)));
    /// assert!(!Attack::Column.joins((0, 1), (2, 3)));
    /// ```
    pub fn joins(self, (first_row, first_col): (usize, usize), second: (usize, usize)) -> bool {
        let (second_row, second_col) = second;
        match self {
            Attack::Column => first_col == second_col,
            // The same `row - col`, written without a subtraction that could go below zero.
            Attack::Diagonal => first_row + second_col == second_row + first_col,
            Attack::AntiDiagonal => first_row + first_col == second_row + second_col,
        }
    }

    /// The line that two different squares share, testing the column first, then the
    /// diagonal, then the anti-diagonal, as the searches do; `None` if they share none.
    ///
    /// ```
    /// use nqueens_core::Attack;
    ///
    /// assert_eq!(Attack::between((0, 1), (2, 3)), Some(Attack::Diagonal));
    /// assert_eq!(Attack::between((0, 1), (1, 3)), None);
    /// ```
    pub fn between(first: (usize, usize), second: (usize, usize)) -> Option<Attack> {
        [Attack::Column, Attack::Diagonal, Attack::AntiDiagonal]
            .into_iter()
            .find(|attack| attack.joins(first, second))
    }

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
            let first = (first_row, usize::from(first_col));
            if let Some(attack) = Attack::between(first, (second_row, usize::from(second_col))) {
                return Err(Conflict::Attack { first_row, second_row, attack });
            }
        }
    }
    Ok(())
}

/// Checks a placement of any size in O(n) time: the same verdict and the same first conflict as
/// [`check`], for columns of any width.
///
/// [`check`] compares every pair of queens, which is too slow beyond a few thousand queens. This
/// check keeps, for every column and every diagonal, whether one queen stands on it and whether
/// a second one does (two bits per line, about 1.25 bytes per queen in all), and reads the
/// placement three times:
///
/// 1. The first queen off the board, if any.
/// 2. Every queen marks its column, its diagonal (`row - col`) and its anti-diagonal
///    (`row + col`): once, then twice.
/// 3. The first row whose queen stands on a line that holds two queens is the upper queen of the
///    first attacking pair, in the order of [`check`]; the first row below it that shares one of
///    its lines is the lower one.
///
/// ```
/// use nqueens_core::{Attack, Conflict, check_linear};
///
/// assert_eq!(check_linear(&[1, 3, 0, 2]), Ok(()));
/// assert_eq!(
///     check_linear(&[2, 0, 3, 1, 0]),
///     Err(Conflict::Attack { first_row: 1, second_row: 4, attack: Attack::Column }),
/// );
/// ```
pub fn check_linear(columns: &[u32]) -> Result<(), Conflict> {
    let n = columns.len();
    // 1. Every queen on the board, so that every line index below is in range.
    for (row, &col) in columns.iter().enumerate() {
        let col = col as usize;
        if col >= n {
            return Err(Conflict::OffBoard { row, col, n });
        }
    }
    // The three lines of the queen in `row`: its column, its diagonal (`row - col`, shifted by
    // n - 1 to start at 0) and its anti-diagonal (`row + col`).
    let lines = |row: usize| {
        let col = columns[row] as usize;
        [
            (Attack::Column, col),
            (Attack::Diagonal, row + n - 1 - col),
            (Attack::AntiDiagonal, row + col),
        ]
    };
    // 2. Mark each line once, then twice.
    let mut once = LineMarks::new(n);
    let mut twice = LineMarks::new(n);
    for row in 0..n {
        for (attack, line) in lines(row) {
            if once.mark(attack, line) {
                twice.mark(attack, line);
            }
        }
    }
    // 3. The upper queen of the first pair, then the lower one.
    let Some(first_row) =
        (0..n).find(|&row| lines(row).iter().any(|&(attack, line)| twice.is_marked(attack, line)))
    else {
        return Ok(());
    };
    let first_lines = lines(first_row);
    for second_row in first_row + 1..n {
        let second_lines = lines(second_row);
        for (first, second) in first_lines.iter().zip(&second_lines) {
            if first == second {
                return Err(Conflict::Attack { first_row, second_row, attack: first.0 });
            }
        }
    }
    unreachable!("a line marked twice holds a queen below row {first_row}")
}

/// One bit for every column, diagonal and anti-diagonal of an n × n board.
struct LineMarks {
    cols: Vec<u64>,
    diags1: Vec<u64>,
    diags2: Vec<u64>,
}

impl LineMarks {
    /// No line marked, for n columns and 2n - 1 diagonals of each direction.
    fn new(n: usize) -> Self {
        let words = |lines: usize| vec![0; lines.div_ceil(64)];
        Self { cols: words(n), diags1: words(2 * n), diags2: words(2 * n) }
    }

    /// The bits of the lines of one kind.
    fn bits(&mut self, attack: Attack) -> &mut [u64] {
        match attack {
            Attack::Column => &mut self.cols,
            Attack::Diagonal => &mut self.diags1,
            Attack::AntiDiagonal => &mut self.diags2,
        }
    }

    /// Marks one line; says whether it was marked already.
    fn mark(&mut self, attack: Attack, line: usize) -> bool {
        let (word, bit) = (line / 64, 1 << (line % 64));
        let bits = self.bits(attack);
        let was_marked = bits[word] & bit != 0;
        bits[word] |= bit;
        was_marked
    }

    /// Whether a line is marked.
    fn is_marked(&mut self, attack: Attack, line: usize) -> bool {
        self.bits(attack)[line / 64] & (1 << (line % 64)) != 0
    }
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

    /// Every list of n columns from 0 to n (one past the board, to meet queens off it).
    fn every_list(n: usize) -> Vec<Vec<u8>> {
        let mut lists = vec![Vec::new()];
        for _ in 0..n {
            lists = lists
                .into_iter()
                .flat_map(|list| {
                    (0..=n as u8).map(move |col| {
                        let mut longer = list.clone();
                        longer.push(col);
                        longer
                    })
                })
                .collect();
        }
        lists
    }

    #[test]
    fn the_linear_check_agrees_with_the_pairwise_one_on_every_small_list() {
        for n in 0..=6 {
            for columns in every_list(n) {
                let wide: Vec<u32> = columns.iter().map(|&col| u32::from(col)).collect();
                assert_eq!(check_linear(&wide), check(&columns), "{columns:?}");
            }
        }
    }

    #[test]
    fn the_linear_check_takes_columns_beyond_u8() {
        // The construction for n = 300 (n mod 6 = 0): the even columns 1, 3, … then the odd ones.
        let n = 300;
        let columns: Vec<u32> = (1..n).step_by(2).chain((0..n).step_by(2)).collect();
        assert_eq!(check_linear(&columns), Ok(()));
        let mut moved = columns.clone();
        moved[299] = 299;
        assert_eq!(
            check_linear(&moved),
            Err(Conflict::Attack { first_row: 149, second_row: 299, attack: Attack::Column })
        );
        moved[299] = 300;
        assert_eq!(check_linear(&moved), Err(Conflict::OffBoard { row: 299, col: 300, n: 300 }));
    }
}
