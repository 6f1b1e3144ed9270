//! The halves of the count: every placement of a band of rows, kept as one `u64` of the
//! diagonals it takes near the cut, grouped by the columns it uses.

use std::collections::HashMap;

/// The placements of one half, grouped by their column sets: for each set (ascending), the
/// keys of its placements, one after the other.
///
/// A key holds the diagonals a half takes that a queen of the other half could take too: bit
/// `i` for the diagonal numbered `cut + i` (`row + n - 1 - col`), bit `n + i` for the
/// anti-diagonal numbered `cut + i` (`row + col`), where `cut` is the first row of the bottom
/// half. A queen above the cut lies on diagonals numbered below `cut + n - 1`, one below it on
/// diagonals numbered from `cut` up, so those n numbers are the only ones both halves can hold:
/// a top and a bottom that fit in columns share no diagonal exactly when their keys share no
/// bit.
#[derive(Debug, Default)]
pub(super) struct Groups {
    /// The column sets, in ascending order.
    cols: Vec<u32>,
    /// Where the keys of each column set start in `keys`; one more entry closes the last.
    starts: Vec<usize>,
    /// The keys of every placement, grouped.
    keys: Vec<u64>,
}

impl Groups {
    /// The column sets that have a placement, in ascending order.
    pub(super) fn cols(&self) -> &[u32] {
        &self.cols
    }

    /// The keys of the placements that use exactly the columns `cols` (none if there is no
    /// such placement).
    pub(super) fn keys(&self, cols: u32) -> &[u64] {
        match self.cols.binary_search(&cols) {
            Ok(group) => &self.keys[self.starts[group]..self.starts[group + 1]],
            Err(_) => &[],
        }
    }

    /// The placements held.
    #[cfg(test)]
    pub(super) fn len(&self) -> usize {
        self.keys.len()
    }
}

/// The halves of an n × n board cut above row `cut`: the tops (rows `0..cut`) and, turned
/// upside down from the placements of the first `n - cut` rows, the bottoms (rows `cut..n`).
/// When the cut is in the middle of an even board the two come from one search.
pub(super) fn halves(n: usize, cut: usize) -> (Groups, Groups) {
    if n - cut == cut {
        let [tops, bottoms] = grouped(n, cut, cut, [true, true]);
        (tops, bottoms)
    } else {
        let [tops, _] = grouped(n, cut, cut, [true, false]);
        let [_, bottoms] = grouped(n, n - cut, cut, [false, true]);
        (tops, bottoms)
    }
}

/// The placements of the first `rows` rows, grouped by column set: as tops of a board cut above
/// row `cut`, and turned upside down as bottoms, each if asked for. Two passes of the same
/// search: the first counts the placements of each column set, the second writes their keys
/// in place, so no placement is stored twice.
fn grouped(n: usize, rows: usize, cut: usize, wanted: [bool; 2]) -> [Groups; 2] {
    let mut sizes: HashMap<u32, usize> = HashMap::new();
    walk(n, rows, cut, &mut |cols, _| *sizes.entry(cols).or_default() += 1);
    let mut cols: Vec<u32> = sizes.keys().copied().collect();
    cols.sort_unstable();
    let mut starts = Vec::with_capacity(cols.len() + 1);
    let mut next: HashMap<u32, usize> = HashMap::with_capacity(cols.len());
    let mut total = 0;
    for &set in &cols {
        starts.push(total);
        next.insert(set, total);
        total += sizes[&set];
    }
    starts.push(total);
    let mut keys = wanted.map(|wanted| if wanted { vec![0; total] } else { Vec::new() });
    walk(n, rows, cut, &mut |set, both: [u64; 2]| {
        let slot = next.get_mut(&set).expect("the first pass saw every column set");
        for (keys, key) in keys.iter_mut().zip(both) {
            if !keys.is_empty() {
                keys[*slot] = key;
            }
        }
        *slot += 1;
    });
    keys.map(|keys| Groups { cols: cols.clone(), starts: starts.clone(), keys })
}

/// Calls `leaf` with the column set and the two keys (as a top, and turned upside down as a
/// bottom) of every placement of the first `rows` rows of an n × n board cut above row `cut`.
fn walk(n: usize, rows: usize, cut: usize, leaf: &mut impl FnMut(u32, [u64; 2])) {
    let full = (1u32 << n) - 1;
    let window = (1u64 << n) - 1;
    // The diagonals a queen takes, numbered by the board: as placed, and turned upside down
    // (row r becomes row n - 1 - r, the column stays).
    let numbers = |row: usize, col: usize| {
        let upside = n - 1 - row;
        [row + n - 1 - col, row + col, upside + n - 1 - col, upside + col]
    };
    // The key of the diagonals `diags1` and `diags2`: the n numbers from `cut` up.
    let key = |diags1: u64, diags2: u64| (diags1 >> cut & window) | (diags2 >> cut & window) << n;
    // A stack of the rows filled so far: the column masks of the search and the diagonals
    // taken, as placed and upside down.
    #[derive(Clone, Copy)]
    struct Frame {
        cols: u32,
        left: u32,
        right: u32,
        taken: [u64; 4],
        avail: u32,
    }
    let start = Frame { cols: 0, left: 0, right: 0, taken: [0; 4], avail: full };
    if rows == 0 {
        leaf(0, [0, 0]);
        return;
    }
    let mut stack = vec![start; rows];
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
        let col = bit.trailing_zeros() as usize;
        let mut taken = frame.taken;
        for (mask, number) in taken.iter_mut().zip(numbers(row, col)) {
            *mask |= 1 << number;
        }
        let cols = frame.cols | bit;
        if row + 1 == rows {
            leaf(cols, [key(taken[0], taken[1]), key(taken[2], taken[3])]);
            continue;
        }
        let (left, right) = ((frame.left | bit) << 1, (frame.right | bit) >> 1);
        stack[row + 1] = Frame { cols, left, right, taken, avail: !(cols | left | right) & full };
        row += 1;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_halves_of_n_8_are_344_above_and_below() {
        let (tops, bottoms) = halves(8, 4);
        assert_eq!((tops.len(), bottoms.len()), (344, 344));
        // C(8, 4) = 70 column sets of four, every one used.
        assert_eq!(tops.cols().len(), 70);
    }

    #[test]
    fn the_bottoms_of_an_odd_board_have_the_extra_row() {
        // n = 9, cut above row 4: 732 placements of four rows, 1,614 of five.
        let (tops, bottoms) = halves(9, 4);
        assert_eq!((tops.len(), bottoms.len()), (732, 1_614));
    }
}
