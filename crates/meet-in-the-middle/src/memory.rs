//! What a run holds at once: the measured model of memory by which the tool refuses a run that
//! would not fit (`Approach::peak_bytes`).
//!
//! - **The listing** ends holding every bottom half: its masks (a `Half`, 24 bytes) and its
//!   columns (a byte per row), in vectors that grow by doubling. Measured peaks, over the
//!   program's own 2 MB, were 1.38 times the halves' bytes at n = 12 and 14 and 1.41 times at
//!   n = 13 (`/usr/bin/time -v` of the `listing` example), so the model takes 1.5 times.
//! - **The count** holds, once, the placements of the two bands of rows of the tops and of the
//!   bottoms on every set of columns (16 bytes each, found in a list of 24 bytes each before
//!   they are sorted by their columns, and the starts of their groups), for one column of the
//!   middle queen at a time on an odd board; and on each thread the keys of one task's tops and
//!   bottoms (8 bytes each, in vectors that may have grown to twice that and a band more), and
//!   one list turned on its side (256 words of 16 bytes per byte of a key, for each block of
//!   128 keys); from n = 4, a copy of both lists of keys in buckets by the long diagonals they
//!   hold. The largest lists and bands are tables counted for every n up to 19
//!   (`fast::largest`), the placements of the bands for every n (`BANDS`).

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

/// The most keys in one list of a task's halves for n = 0 to 19 (`fast::largest`): on an
/// even board the most tops on one column set, on an odd board the most halves of n / 2 rows
/// around one middle queen.
const LARGEST_GROUP: [u64; 20] =
    [1, 1, 1, 1, 2, 1, 4, 3, 14, 8, 34, 26, 132, 88, 570, 374, 2_956, 1_969, 17_506, 10_924];

/// The most placements of one band of rows on some of a task's columns, for n = 0 to 19
/// (`fast::largest`): a bound on the placements of a band on one set, by which a list of keys
/// may grow past its keys.
const LARGEST_BAND: [u64; 20] =
    [1, 1, 1, 1, 2, 2, 6, 4, 12, 12, 44, 34, 92, 90, 470, 388, 1_006, 974, 6_662, 5_099];

/// The placements of the two bands of rows of a half, the first n / 4 (rounded down) of its
/// n / 2 rows and the rest, on every set of columns, for n = 0 to 28 (a band with no row has
/// one placement, the empty one): counted by a bitmask search of the first rows of the board,
/// and held to the count's own listing up to n = 18 by a test. A middle queen leaves fewer.
const BANDS: [u64; 29] = [
    2,
    2,
    3,
    4,
    8,
    10,
    26,
    37,
    84,
    112,
    436,
    626,
    1_512,
    2_060,
    10_996,
    15_744,
    39_376,
    54_040,
    357_964,
    512_080,
    1_309_096,
    1_807_064,
    14_369_504,
    20_539_602,
    53_341_168,
    73_922_340,
    682_569_144,
    975_134_684,
    2_561_666_696,
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

/// The bytes a count holds at n: the bands of both halves, listed once; on each thread, the
/// largest task's two lists of keys with room to grow, one list turned on its side, and from
/// n = 4 the two lists sorted by the longest diagonals.
pub(crate) fn count_bytes(n: usize) -> u64 {
    let group = entry(&LARGEST_GROUP, n);
    let band = entry(&LARGEST_BAND, n);
    let width = (n as u64).saturating_sub(1 + n as u64 % 2);
    // On an even board the two bits of the longest diagonals leave the keys (`fast::longest`).
    let key_bits = if n.is_multiple_of(2) && n >= 4 { 2 * width - 2 } else { 2 * width };
    let key_bytes = key_bits.div_ceil(8).max(1);
    // A list grows to twice the keys it holds and the placements of one lower band at most.
    let keys = group.saturating_add(band).saturating_mul(2 * 2 * 8);
    let slices = group.div_ceil(128).saturating_mul(key_bytes * 256 * 16);
    // From n = 4, both lists again, in buckets by the long diagonals they hold.
    let classes = if n >= 4 { group.saturating_mul(2 * 2 * 8) } else { 0 };
    let threads = keys.saturating_add(slices).saturating_add(classes);
    // The bands of the tops and of the bottoms: each placement kept (16 bytes) and, while the
    // two sides are listed side by side, found (24 bytes); the starts of the groups of each
    // band, by the sets of its rows of the n columns, and their copy while they are filled.
    let rows = n / 2;
    let sets = binomial(n, rows / 2).saturating_add(binomial(n, rows - rows / 2));
    let bands = BANDS.get(n).map_or(u64::MAX, |&bands| bands.saturating_mul(2 * (16 + 24)));
    let bands = bands.saturating_add(sets.saturating_add(2).saturating_mul(2 * 2 * 8));
    // The task list and the tasks of the run, 32 bytes each, held once for every thread.
    let tasks = tasks_bound(n).saturating_mul(2 * 32);
    threads.saturating_mul(THREADS).saturating_add(bands).saturating_add(tasks)
}

/// C(n, k), exact in u64 for n ≤ 28 (each step divides exactly).
fn binomial(n: usize, k: usize) -> u64 {
    (0..k as u64).fold(1, |binomial, i| binomial * (n as u64 - i) / (i + 1))
}

/// At most as many tasks as a count lists at n: a third of the column sets of the tops (times
/// the columns of the middle queen, on an odd board), which the groups of mirror images, of up
/// to four members, come to a quarter of and a little more (a test holds it for n = 8 to 16).
fn tasks_bound(n: usize) -> u64 {
    // The sets of n / 2 of the columns free for the tops: C(free, n / 2), exact in u64 for
    // n ≤ 28 when each step divides exactly.
    let sets = binomial(n - n % 2, n / 2);
    let middles = if n % 2 == 1 { n as u64 } else { 1 };
    (sets * middles).div_ceil(3)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tests::all_halves;

    #[test]
    fn the_tables_are_what_the_halves_give() {
        for (n, &bottoms) in BOTTOMS.iter().enumerate().take(13) {
            assert_eq!(all_halves(n, n / 2, n).len() as u64, bottoms, "n = {n}");
        }
        for n in 0..=14 {
            let (keys, parts) = crate::fast::largest(n);
            assert_eq!((keys as u64, parts as u64), (LARGEST_GROUP[n], LARGEST_BAND[n]), "n = {n}");
        }
        for (n, &bands) in BANDS.iter().enumerate().take(19) {
            assert_eq!(crate::fast::band_placements(n) as u64, bands, "n = {n}");
        }
    }

    /// Prints the tables of the count for every n up to 19 (some minutes in a release build:
    /// `cargo test --release -p nqueens-meet-in-the-middle --lib -- --ignored --nocapture`).
    #[test]
    #[ignore = "lists the halves of every task up to n = 19"]
    fn print_the_tables_of_the_count() {
        for n in 0..=19 {
            let (keys, parts) = crate::fast::largest(n);
            println!("n = {n}: {keys} keys, {parts} placements of a band");
        }
    }

    #[test]
    fn a_listing_fits_in_24_gib_up_to_n_18() {
        const GIB: u64 = 1 << 30;
        // 318,853,768 bottom halves of 33 bytes, and half as much again: 15.8 GB.
        assert_eq!(listing_bytes(18), 318_853_768 * 33 * 3 / 2);
        assert!(listing_bytes(18) < 24 * GIB && listing_bytes(19) > 24 * GIB);
        // 17,506 keys in each of two lists with room for twice as many and a band more,
        // 137 blocks of 4 × 256 words of 16 bytes (keys of 32 bits without the longest
        // diagonals), and the two lists sorted by those diagonals, with room for twice as many,
        // on two threads.
        let lists = (17_506 + 6_662) * 2 * 2 * 8;
        let per_thread = lists + 137 * 4 * 256 * 16 + 17_506 * 2 * 2 * 8;
        // Once: the bands of four and five of the nine rows of both halves, 357,964 placements
        // of 16 bytes kept and 24 found, each side, and the starts of their groups by the
        // C(18, 4) = 3,060 and C(18, 5) = 8,568 sets, twice for each side: 29 MB.
        let bands = 357_964 * 2 * (16 + 24) + (3_060 + 8_568 + 2) * 2 * 2 * 8;
        // And at most a third of the C(18, 9) = 48,620 column sets as tasks, twice over.
        assert_eq!(count_bytes(18), per_thread * 2 + bands + 48_620_u64.div_ceil(3) * 64);
        // The bands are most of it, as the page says.
        assert!(2 * bands > count_bytes(18));
    }

    #[test]
    fn a_count_lists_at_most_a_third_of_the_column_sets_as_tasks() {
        for n in 8..=16 {
            let tasks = crate::task_count(n).expect("n ≤ MAX_N") as u64;
            assert!(tasks <= tasks_bound(n), "n = {n}: {tasks} tasks");
        }
        // n = 17: 17 × C(16, 8) = 218,790 pairs of a middle column and a set.
        assert_eq!(tasks_bound(17), 218_790_u64.div_ceil(3));
    }

    #[test]
    fn beyond_the_tables_each_parity_grows_by_its_own_ratio() {
        // n = 20 from n = 18 and 16 (17,506 / 2,956 ≈ 5.92), n = 21 from 19 and 17.
        assert_eq!(entry(&LARGEST_GROUP, 20), (17_506.0 * (17_506.0 / 2_956.0)) as u64);
        assert_eq!(entry(&LARGEST_GROUP, 21), (10_924.0 * (10_924.0 / 1_969.0)) as u64);
        assert_eq!(entry(&BOTTOMS, 19), 2_947_934_688);
        // The count fits in 24 GiB, by this model, up to n = 25: at n = 26 the bands come to
        // 682,569,144 placements on each side, 55 GB.
        let gib = 1u64 << 30;
        assert!(count_bytes(25) < 24 * gib && count_bytes(26) > 24 * gib);
        assert_eq!(count_bytes(crate::MAX_N + 1), u64::MAX);
    }
}
