//! Uninstrumented bitmask searches: what the `counters` bench compares the searches with their
//! counters off against.
//!
//! Every approach reports its work to an [`Observer`](nqueens_core::Observer), and with
//! [`NoObserver`](nqueens_core::NoObserver) those calls are empty and should compile away. To
//! measure that they do, this module holds two searches that have no observer at all:
//!
//! - [`search`]: the search of `nqueens-backtrack-bitmask` with its observer calls deleted and
//!   nothing else changed (it keeps the columns of the queens and hands every solution to
//!   `visit`). The bitmask search with its counters off must run as fast as this one.
//! - [`count`]: the smallest bitmask counter, which keeps no columns and lists nothing, as the
//!   well-known plain counters are written (its measured times are in `docs/benchmarks.md`).

use std::ops::ControlFlow;

/// The n low bits set, one per column of an n × n board (n ≤ 32).
fn full_mask(n: usize) -> u32 {
    // For n = 32, 2^n does not fit in a u32, and all 32 bits are set.
    u32::try_from(n).ok().and_then(|n| 1u32.checked_shl(n)).map_or(u32::MAX, |bit| bit - 1)
}

/// Hands every solution for an n × n board (n ≤ 32) to `visit` in lexicographic order, exactly as
/// `nqueens_backtrack_bitmask::BacktrackBitmask` does, but with no observer.
///
/// ```
/// use std::ops::ControlFlow;
///
/// let mut solutions = Vec::new();
/// let _ = nqueens_benches::baseline::search(4, &mut |columns: &[u8]| {
///     solutions.push(columns.to_vec());
///     ControlFlow::Continue(())
/// });
/// assert_eq!(solutions, [[1, 3, 0, 2], [2, 0, 3, 1]]);
/// ```
pub fn search(n: usize, visit: &mut impl FnMut(&[u8]) -> ControlFlow<()>) -> ControlFlow<()> {
    let full = full_mask(n);
    let mut columns = Vec::with_capacity(n);
    // No queen yet: nothing is attacked.
    place_row(0, 0, 0, full, &mut columns, visit)
}

/// Places a queen in every free column of the row being filled, then fills the rows below, and
/// hands each complete placement to `visit`: the `place_row` of `nqueens-backtrack-bitmask`
/// without its observer (and so without `row`, which only the observer needs).
fn place_row(
    cols: u32,
    diags1: u32,
    diags2: u32,
    full: u32,
    columns: &mut Vec<u8>,
    visit: &mut impl FnMut(&[u8]) -> ControlFlow<()>,
) -> ControlFlow<()> {
    // Every column holds a queen, so every row does: the placement is a solution.
    if cols == full {
        return visit(columns);
    }
    // Prune: only the cells that no earlier queen attacks are free.
    let mut avail = !(cols | diags1 | diags2) & full;
    while avail != 0 {
        // The lowest free column, and the rest for the next turns.
        let bit = avail & avail.wrapping_neg();
        avail &= avail - 1;
        let col = bit.trailing_zeros() as usize;
        // Attempt: place a queen here, marking its column and both its diagonals.
        let next_cols = cols | bit;
        let next_diags1 = (diags1 | bit) << 1;
        let next_diags2 = (diags2 | bit) >> 1;
        // The cast is lossless: col < n ≤ 32.
        columns.push(col as u8);
        // Recurse: fill the rows below.
        let flow = place_row(next_cols, next_diags1, next_diags2, full, columns, visit);
        // Undo: take the queen back; the masks were passed by value and never changed.
        columns.pop();
        // Stop if `visit` asked to.
        flow?;
    }
    ControlFlow::Continue(())
}

/// The time [`count`] takes per node of the tree, in nanoseconds, measured on the reference
/// machine; it sets how many samples the benches take of it.
pub const COUNT_NANOS_PER_NODE: f64 = 9.0;

/// How long [`count`] takes for n on the reference machine, in seconds.
pub fn count_estimated_seconds(n: usize) -> f64 {
    nqueens_core::space::backtrack_nodes(n).estimate * COUNT_NANOS_PER_NODE * 1e-9
}

/// Counts the solutions for an n × n board (n ≤ 32) with the smallest bitmask recursion: no
/// columns, no callback, no observer.
///
/// ```
/// assert_eq!(nqueens_benches::baseline::count(8), 92);
/// ```
pub fn count(n: usize) -> u64 {
    /// The number of ways to fill the remaining rows, given the attacked cells of the next row.
    fn count_from(cols: u32, diags1: u32, diags2: u32, full: u32) -> u64 {
        // Every column holds a queen: one solution.
        if cols == full {
            return 1;
        }
        let mut solutions = 0;
        let mut avail = !(cols | diags1 | diags2) & full;
        while avail != 0 {
            let bit = avail & avail.wrapping_neg();
            avail &= avail - 1;
            solutions += count_from(cols | bit, (diags1 | bit) << 1, (diags2 | bit) >> 1, full);
        }
        solutions
    }
    count_from(0, 0, 0, full_mask(n))
}

#[cfg(test)]
mod tests {
    use std::ops::ControlFlow;

    use nqueens_core::sequences::TOTAL_SOLUTIONS;
    use nqueens_core::{Solution, check};

    use super::*;

    #[test]
    fn both_baselines_agree_with_oeis() {
        for (n, &expected) in TOTAL_SOLUTIONS.iter().enumerate().take(13) {
            assert_eq!(count(n), expected, "count, n = {n}");
            let mut solutions: Vec<Solution> = Vec::new();
            let _ = search(n, &mut |columns: &[u8]| {
                assert!(check(columns).is_ok(), "{columns:?}");
                solutions.push(Solution::from(columns));
                ControlFlow::Continue(())
            });
            assert_eq!(solutions.len() as u64, expected, "search, n = {n}");
            assert!(solutions.is_sorted(), "n = {n}");
        }
    }

    #[test]
    fn the_search_stops_when_asked() {
        let mut seen = 0;
        let flow = search(8, &mut |_: &[u8]| {
            seen += 1;
            ControlFlow::Break(())
        });
        assert_eq!((flow, seen), (ControlFlow::Break(()), 1));
    }

    #[test]
    fn the_full_mask_has_one_bit_per_column() {
        assert_eq!(full_mask(0), 0);
        assert_eq!(full_mask(5), 0b1_1111);
        assert_eq!(full_mask(32), u32::MAX);
    }
}
