//! What a run holds at once: the measured model of memory by which the tool refuses a run that
//! would not fit (`Approach::peak_bytes`).
//!
//! - **The listing** ends holding every bottom half: its masks (a `Half`, 24 bytes) and its
//!   columns (a byte per row), in vectors that grow by doubling. Measured peaks, over the
//!   program's own 2 MB, were 1.38 times the halves' bytes at n = 12 and 14 and 1.41 times at
//!   n = 13 (`/usr/bin/time -v` of the `listing` example), so the model takes 1.5 times.
//! - **The count** holds, on each thread, the keys of one task's tops and bottoms (8 bytes
//!   each) and the longer list turned on its side (256 words of 8 bytes per byte of a key, for
//!   each block of 64 keys). The largest task is the column set with the most halves, a table
//!   counted for every n up to 20.

/// The placements of the bottom half (the last `n - n / 2` rows, none attacking another) for
/// n = 0 to 19, counted by a bitmask search.
const BOTTOMS: [u64; 20] = [
    1,
    1,
    2,
    2,
    6,
    14,
    36,
    140,
    344,
    1_614,
    3_916,
    21_362,
    52_856,
    335_010,
    835_056,
    6_120_136,
    15_324_708,
    127_045_452,
    318_853_768,
    2_947_934_688,
];

/// The most halves on one column set, of either half, for n = 0 to 20 (the bottom's, which has
/// as many rows as the top or one more), counted by a bitmask search.
const LARGEST_GROUP: [u64; 21] = [
    1, 1, 1, 2, 2, 2, 4, 8, 14, 28, 34, 114, 132, 474, 570, 2_444, 2_956, 14_270, 17_506, 89_308,
    114_142,
];

/// The threads a count is priced on: the cores of the reference machine.
const THREADS: u64 = 2;

/// A table's entry at n, or beyond the table an estimate: odd and even n grow at rates of
/// their own (an odd board's bottom half has a row more than its top), so the last entry of
/// n's parity is grown by its ratio to the entry two before, once for every two n.
fn entry(table: &[u64], n: usize) -> u64 {
    if let Some(&exact) = table.get(n) {
        return exact;
    }
    // The last n of the table with the parity of n, and the one two before it.
    let last = table.len() - 1 - (table.len() - 1 + n) % 2;
    let ratio = table[last] as f64 / table[last - 2].max(1) as f64;
    let steps = (n - last) / 2;
    // The cast saturates: an estimate beyond u64 is far beyond any memory anyway.
    (table[last] as f64 * ratio.powi(steps as i32)) as u64
}

/// The bytes a whole listing holds at its end, at n: every bottom half, with the vectors'
/// room to grow.
pub(crate) fn listing_bytes(n: usize) -> u64 {
    let rows = (n - n / 2) as u64;
    let halves = entry(&BOTTOMS, n).saturating_mul(24 + rows);
    halves.saturating_add(halves / 2)
}

/// The bytes a count holds at n: on each thread, the keys of the largest task's two lists
/// (at most the largest group twice) and one of them turned on its side.
pub(crate) fn count_bytes(n: usize) -> u64 {
    let group = entry(&LARGEST_GROUP, n);
    let key_bytes = (2 * n as u64).div_ceil(8).max(1);
    let keys = group.saturating_mul(2 * 8);
    let slices = group.div_ceil(64).saturating_mul(key_bytes * 256 * 8);
    keys.saturating_add(slices).saturating_mul(THREADS)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tests::all_halves;
    use std::collections::HashMap;

    #[test]
    fn the_tables_are_what_the_halves_give() {
        for n in 0..=12 {
            let bottoms = all_halves(n, n / 2, n);
            assert_eq!(bottoms.len() as u64, BOTTOMS[n], "n = {n}");
            let tops = all_halves(n, 0, n / 2);
            let mut groups: HashMap<(bool, u32), u64> = HashMap::new();
            for (top, (half, _)) in
                tops.iter().map(|half| (true, half)).chain(bottoms.iter().map(|half| (false, half)))
            {
                *groups.entry((top, half.cols)).or_default() += 1;
            }
            assert_eq!(groups.values().max().copied(), Some(LARGEST_GROUP[n]), "n = {n}");
        }
    }

    #[test]
    fn a_listing_fits_in_24_gib_up_to_n_18() {
        const GIB: u64 = 1 << 30;
        // 318,853,768 bottom halves of 33 bytes, and half as much again: 15.8 GB.
        assert_eq!(listing_bytes(18), 318_853_768 * 33 * 3 / 2);
        assert!(listing_bytes(18) < 24 * GIB && listing_bytes(19) > 24 * GIB);
        // 17,506 keys twice and 274 blocks of 5 × 256 words, on two threads: 6.2 MB.
        assert_eq!(count_bytes(18), (17_506 * 16 + 274 * 5 * 256 * 8) * 2);
    }

    #[test]
    fn beyond_the_tables_each_parity_grows_by_its_own_ratio() {
        // n = 22 from n = 20 and 18 (114,142 / 17,506 ≈ 6.52), n = 21 from 19 and 17.
        assert_eq!(entry(&LARGEST_GROUP, 22), (114_142.0 * (114_142.0 / 17_506.0)) as u64);
        assert_eq!(entry(&LARGEST_GROUP, 21), (89_308.0 * (89_308.0 / 14_270.0)) as u64);
        assert_eq!(entry(&BOTTOMS, 19), 2_947_934_688);
        // The count of the largest n fits in 24 GiB, by this model, up to n = 26.
        let gib = 1u64 << 30;
        assert!(count_bytes(26) < 24 * gib && count_bytes(27) > 24 * gib);
    }
}
