//! The halves of the count: the placements of a band of rows on a given set of columns, each
//! kept as one `u64` of the diagonals it takes near the cut.
//!
//! A key holds the diagonals a half takes that a queen of the other half could take too: bit
//! `i` for the diagonal numbered `cut + i` (`row + n - 1 - col`), bit `n + i` for the
//! anti-diagonal numbered `cut + i` (`row + col`), where `cut` is the first row of the bottom
//! half. A queen above the cut lies on diagonals numbered below `cut + n - 1`, one below it on
//! diagonals numbered from `cut` up, so those n numbers are the only ones both halves can hold:
//! a top and a bottom that fit in columns share no diagonal exactly when their keys share no
//! bit.

/// Which half a placement is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Side {
    /// Rows `0..rows`, as placed.
    Top,
    /// Rows `n - rows..n`: the placement of the first `rows` rows turned upside down (row r
    /// becomes row n - 1 - r, the column stays).
    Bottom,
}

/// Writes to `keys` the key of every placement of `rows` rows of an n × n board cut above row
/// `cut` that uses exactly the columns of `cols` (`rows` of them), on the given side.
///
/// The search is the bitmask search restricted to `cols`: a column outside it is never free, so
/// only the placements of this one column set are walked, and no other half is ever held.
pub(super) fn keys(n: usize, rows: usize, cut: usize, cols: u32, side: Side, keys: &mut Vec<u64>) {
    keys.clear();
    let window = (1u64 << n) - 1;
    // The diagonal and anti-diagonal of a queen in `row` of the placement, numbered by the
    // board on the half's side.
    let numbers = |row: usize, col: usize| {
        let row = if side == Side::Top { row } else { n - 1 - row };
        (row + n - 1 - col, row + col)
    };
    if rows == 0 {
        keys.push(0);
        return;
    }
    // A stack of the rows filled so far: the masks of the search (`cols`, `diags1` shifted one
    // column right per row, `diags2` one left), the free columns left to try (`avail`), and the
    // numbers of the diagonals taken.
    #[derive(Clone, Copy)]
    struct Frame {
        cols: u32,
        diags1: u32,
        diags2: u32,
        avail: u32,
        taken1: u64,
        taken2: u64,
    }
    let mut stack =
        vec![Frame { cols: 0, diags1: 0, diags2: 0, avail: cols, taken1: 0, taken2: 0 }; rows];
    let mut row = 0;
    loop {
        let frame = stack[row];
        if frame.avail == 0 {
            // Every free cell of this row is done: back up a row.
            if row == 0 {
                return;
            }
            row -= 1;
            continue;
        }
        // The lowest free column, and the rest for the next turn.
        let bit = frame.avail & frame.avail.wrapping_neg();
        stack[row].avail &= frame.avail - 1;
        let (diag1, diag2) = numbers(row, bit.trailing_zeros() as usize);
        let (taken1, taken2) = (frame.taken1 | 1 << diag1, frame.taken2 | 1 << diag2);
        if row + 1 == rows {
            keys.push((taken1 >> cut & window) | (taken2 >> cut & window) << n);
            continue;
        }
        let next_cols = frame.cols | bit;
        let (diags1, diags2) = ((frame.diags1 | bit) << 1, (frame.diags2 | bit) >> 1);
        if row + 2 == rows {
            // The last row has one column of the set left: a placement if it is free. Taking
            // it here saves a frame for every placement.
            let last = cols & !next_cols;
            if last & !(diags1 | diags2) != 0 {
                let (diag1, diag2) = numbers(row + 1, last.trailing_zeros() as usize);
                let (taken1, taken2) = (taken1 | 1 << diag1, taken2 | 1 << diag2);
                keys.push((taken1 >> cut & window) | (taken2 >> cut & window) << n);
            }
            continue;
        }
        stack[row + 1] = Frame {
            cols: next_cols,
            diags1,
            diags2,
            avail: cols & !(next_cols | diags1 | diags2),
            taken1,
            taken2,
        };
        row += 1;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The placements of `rows` rows over every column set of `size` columns of n.
    fn all(n: usize, rows: usize, cut: usize, side: Side) -> usize {
        let mut out = Vec::new();
        (0u32..1 << n)
            .filter(|cols| cols.count_ones() as usize == rows)
            .map(|cols| {
                keys(n, rows, cut, cols, side, &mut out);
                out.len()
            })
            .sum()
    }

    #[test]
    fn the_halves_of_n_8_are_344_above_and_below() {
        assert_eq!(all(8, 4, 4, Side::Top), 344);
        assert_eq!(all(8, 4, 4, Side::Bottom), 344);
    }

    #[test]
    fn the_bottoms_of_an_odd_board_have_the_extra_row() {
        // n = 9, cut above row 4: 732 placements of four rows, 1,614 of five.
        assert_eq!(all(9, 4, 4, Side::Top), 732);
        assert_eq!(all(9, 5, 4, Side::Bottom), 1_614);
    }

    #[test]
    fn a_key_holds_the_diagonals_near_the_cut() {
        // n = 4, cut above row 2, on the columns 1 and 3. The top [1, 3] takes the diagonals
        // 0 - 1 + 3 = 2 and 1 - 3 + 3 = 1, and the anti-diagonals 1 and 4: of the numbers 2 to
        // 5 it holds the diagonal 2 (bit 0) and the anti-diagonal 4 (bit 4 + 2). The top
        // [3, 1] takes the diagonals 0 and 3 (bit 1) and the anti-diagonals 3 and 2 (bits
        // 4 + 1 and 4 + 0).
        let mut out = Vec::new();
        keys(4, 2, 2, 0b1010, Side::Top, &mut out);
        assert_eq!(out, [1 | 1 << 6, 1 << 1 | 1 << 5 | 1 << 4]);
    }
}
