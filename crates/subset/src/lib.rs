//! N-Queens by scanning every subset of the n² cells: 2^(n²) candidates.
//!
//! # The idea
//!
//! A placement of queens is a set of cells, and a set of cells is a mask: one bit per cell, set
//! where a queen stands. The scan counts a `u64` mask up from 0 (the empty board) to the mask
//! with all n² bits set (a queen on every cell), and keeps the masks that have exactly n cells,
//! one in each row, with no two queens in one column or on one diagonal. It knows nothing about
//! the rules while it generates: every subset is generated and tested, none is skipped.
//!
//! The cells are numbered so that the scan meets the solutions in lexicographic order of
//! columns: cell (`row`, `col`) is bit `(n - 1 - row) * n + col`. Row 0 owns the most
//! significant n-bit field of the mask and row n − 1 the least significant one, and inside a
//! field a larger column is a larger bit. For n = 4 the first solution, columns `[1, 3, 0, 2]`,
//! is the mask `0010 1000 0001 0100` in binary (row 0 on the left, column 0 as the
//! rightmost bit of each field).
//!
//! # Work
//!
//! Exactly 2^(n²) candidate boards, reported one by one to the observer: 65,536 for n = 4,
//! 33,554,432 for n = 5, 2^64 for n = 8.
//!
//! # Complexity
//!
//! - Time: O(2^(n²)). Each mask costs O(1) to reject by its number of cells; only the
//!   C(n², n) masks with exactly n cells are decoded, in O(n) each, and C(n², n) · n is far
//!   below 2^(n²).
//! - Space: O(n) besides the output: the mask and one decoded board in a fixed-size array on the
//!   stack. Nothing is allocated per candidate.
//!
//! # Feasible n
//!
//! A `u64` mask holds 64 cells, so n ≤ 8 is representable; larger n is refused with
//! [`nqueens_core::Error::TooLarge`]. The scan is impractical long before that (`nqueens
//! approaches` prints the largest n the tool counts without `--force`, and `nqueens count` the
//! estimate): n = 5 tests 3.4e7 masks, n = 6 already 6.9e10, n = 7 5.6e14 and n = 8 1.8e19. The
//! measured time per mask is in `docs/benchmarks.md`.
//!
//! # Example
//!
//! ```
//! use nqueens_core::Solver;
//! use nqueens_subset::Subset;
//!
//! assert_eq!(Subset.count(4), Ok(2));
//! ```

mod measured;

use std::ops::ControlFlow;

use nqueens_core::{Approach, Info, Kind, Limit, Observer, Sizes, Source, space};

/// The largest board a `u64` mask can hold: 8 × 8 = 64 cells.
const MAX_N: usize = 8;

// ANCHOR: search
/// Hands every solution for an n × n board to `visit`, in lexicographic order of columns, and
/// every candidate tested to `observer`.
fn search(
    n: usize,
    observer: &mut impl Observer,
    visit: &mut impl FnMut(&[u8]) -> ControlFlow<()>,
) -> ControlFlow<()> {
    // The board of the current mask, decoded into a fixed-size array on the stack and reused
    // for every mask: nothing is allocated per candidate.
    let mut columns = [0u8; MAX_N];
    // Every mask is a candidate, taken in increasing order from 0, the empty board, to the
    // last mask; none is skipped. Because row 0 owns the most significant bits, increasing
    // masks meet the solutions in lexicographic order of columns, so they stream out in
    // order with nothing to collect or sort.
    let last_mask = last_mask(n);
    let mut mask = 0;
    loop {
        // Count the candidate before testing it.
        observer.candidate();
        // Keep the mask only if it is a solution; most masks are rejected at once.
        if decode_solution(n, mask, &mut columns) {
            let columns = &columns[..n];
            observer.solution(columns);
            // Hand the solution on, and stop if the caller has seen enough.
            visit(columns)?;
        }
        // Stop after the last mask. Comparing before stepping means the scan never computes
        // the mask after the last one, which at n = 8 would be 2^64 and overflow.
        if mask == last_mask {
            return ControlFlow::Continue(());
        }
        mask += 1;
    }
}
// ANCHOR_END: search

// ANCHOR: last_mask
/// The last mask of the scan: its lowest n² bits are all set, a queen on every cell.
fn last_mask(n: usize) -> u64 {
    let cells = n * n;
    // At n = 8 every bit of the `u64` is set. Computing that as `(1 << 64) - 1` would overflow
    // the shift, so the case is spelled out.
    if cells == 64 { u64::MAX } else { (1 << cells) - 1 }
}
// ANCHOR_END: last_mask

// ANCHOR: decode
/// Tests the candidate `mask` and, while doing so, writes the column of the queen in each row
/// to `columns`. The mask is a solution when it has exactly n cells, one in each row, and no two
/// of its queens attack each other.
fn decode_solution(n: usize, mask: u64, columns: &mut [u8; MAX_N]) -> bool {
    // A solution has exactly n queens. This cheap test rejects almost every mask.
    if mask.count_ones() as usize != n {
        return false;
    }
    // The columns, diagonals (`row - col` constant) and anti-diagonals (`row + col` constant)
    // taken by the queens of the rows above, one bit each. A board of at most 8 × 8 has at most
    // 2 · 8 − 1 = 15 diagonals of each kind, so 16 bits suffice.
    let (mut cols, mut diags1, mut diags2) = (0u16, 0u16, 0u16);
    // The n bits of one row's field, all set.
    let row_bits = (1 << n) - 1;
    // Decode the rows top to bottom; `entry` is where the column of this row's queen goes.
    for (row, entry) in columns[..n].iter_mut().enumerate() {
        // Row `row` is the n-bit field that starts at bit (n - 1 - row) · n.
        let field = (mask >> ((n - 1 - row) * n)) & row_bits;
        // The row must hold exactly one queen; its column is the position of its bit.
        if field.count_ones() != 1 {
            return false;
        }
        let col = field.trailing_zeros() as usize;
        // Diagonal `row + n - 1 - col` and anti-diagonal `row + col` run from 0 to 2n − 2.
        let (diag1, diag2) = (row + n - 1 - col, row + col);
        // Reject the mask if this queen shares a column or a diagonal with a queen above it.
        if cols & (1 << col) != 0 || diags1 & (1 << diag1) != 0 || diags2 & (1 << diag2) != 0 {
            return false;
        }
        // Mark the column and both diagonals as taken, and record the queen's column (below 8,
        // so it fits a byte).
        cols |= 1 << col;
        diags1 |= 1 << diag1;
        diags2 |= 1 << diag2;
        *entry = col as u8;
    }
    true
}
// ANCHOR_END: decode

/// N-Queens by testing every subset of the n² cells, held as the bits of a `u64` mask.
#[derive(Clone, Copy, Debug, Default)]
pub struct Subset;

impl Approach for Subset {
    const INFO: Info = Info {
        id: "subset",
        kind: Kind::BruteForce,
        idea: "every subset of the n² cells as a u64 mask; keep those with exactly n cells, \
               one per row, no two attacking",
        source: Source { path: file!(), text: include_str!("lib.rs") },
        time: "O(2^(n²))",
        space: "O(n)",
        max_n: MAX_N,
        max_n_reason: Limit::MaskPerCell { bits: 64, side: 8 },
        work: space::subsets,
        cost: measured::COST,
        bookkeeping: None,
        tested_up_to: 5,
        // 2^(n²) candidates: 33.5 million at n = 5, then 6.9e10 at n = 6 (minutes).
        bench_sizes: Sizes { first: 1, last: 5 },
        leetcode: None,
    };

    fn search<O, V>(&self, n: usize, observer: &mut O, visit: &mut V) -> ControlFlow<()>
    where
        O: Observer,
        V: FnMut(&[u8]) -> ControlFlow<()>,
    {
        search(n, observer, visit)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_last_mask_sets_every_cell_even_at_n_8() {
        assert_eq!(last_mask(0), 0);
        assert_eq!(last_mask(2), 0b1111);
        assert_eq!(last_mask(8), u64::MAX);
    }
}
