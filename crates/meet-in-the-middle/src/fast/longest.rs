//! The two longest diagonals of an even board, which the join of a task uses to skip most of
//! the pairs whose solutions a reflection in a diagonal of the board counts anyway.
//!
//! On an even board the longest diagonal (row = col) and the longest anti-diagonal (row + col
//! = n - 1) each cross both halves, and a solution has at most one queen on each: in the top,
//! in the bottom, or none. Reflected in the anti-diagonal, a solution's queen on the diagonal
//! goes from the top to the bottom or back (cell (i, i) becomes (n - 1 - i, n - 1 - i)), while
//! every queen on the anti-diagonal stays where it is; reflected in the diagonal, the same holds
//! with the two diagonals' parts swapped. So the solutions whose diagonal queen is in the top
//! are as many as those whose diagonal queen is in the bottom, with the anti-diagonal as it is,
//! and the other way round. Counting only the solutions whose bottom has neither longest
//! diagonal, each twice for every longest diagonal its top holds, gives the total; so does the
//! same with top and bottom swapped, and so does the mean of the two, which is the one a task's
//! group of mirror images shares (turned upside down, the two swap; turned left to right, the
//! two diagonals swap and the halves stay).
//!
//! Put in numbers: a top holds `k` of the longest diagonals (0, 1 or 2), a bottom `l`, and the
//! pair counts ½ (2^k if l = 0) + ½ (2^l if k = 0). That is 1 for a pair with k = 0 and l ≤ 1
//! or l = 0 and k ≤ 1, 2 for (0, 2) and (2, 0), and nothing when both halves hold one: a
//! little over half the pairs of a task are joined. And in every pair joined one half lacks
//! both longest diagonals, so their two bits leave the keys, which then fit one byte fewer at
//! n = 18.
//!
//! The diagonals and anti-diagonals next to the longest (numbered n - 2 and n) are held by
//! about half the tops and half the bottoms too, and two keys that both hold a bit never fit.
//! So on a large task each side is also sorted into buckets by its keys' values on those four
//! bits, and a bucket of bottoms is joined only with the buckets of tops whose values share no
//! bit with its own: 81 of the 256 pairs of buckets, which skips most of the pairs that share
//! one of them before a single AND, and the keys lose those bits as well.

use super::join::{Slices, disjoint_pairs};

/// The most bits next to the longest diagonals a task's lists are cut by.
const MOST_CUT: usize = 4;

/// The keys of one side's halves in buckets by how many of the longest diagonals they hold
/// (none first, then one, then both) and, within that, by their values on the bits of the
/// cut, all of those bits taken out.
#[derive(Debug, Default)]
pub(super) struct Classes {
    /// A bucket for each class and value: the class times the buckets of a class, plus the
    /// value. Each keeps its memory from task to task.
    buckets: Vec<Vec<u64>>,
}

impl Classes {
    /// The keys of the halves that hold `class` of the longest diagonals and have the value
    /// `value` on the bits of a cut into `cut` bits.
    fn bucket(&self, class: usize, value: usize, cut: usize) -> &[u64] {
        &self.buckets[(class << cut) + value]
    }
}

/// The bits that leave the keys of a task cut by `cut` bits, at n with keys of `width`
/// numbers of each direction: the longest diagonal and anti-diagonal (both numbered n - 1, at
/// bit n - 1 - n / 2 of either direction, since the cut is n / 2), and the first `cut` of the
/// diagonal numbered n - 2, the anti-diagonal n - 2, the diagonal n and the anti-diagonal n.
pub(super) struct Cut {
    longest: [usize; 2],
    /// The near bits cut by, the first `near` of four.
    bits: [usize; MOST_CUT],
    near: usize,
    /// The masks of the stretches of a key between the bits taken out, each moved down by the
    /// bits taken out below it (masks of nothing past the last).
    stretches: [(u64, usize); MOST_CUT + 3],
}

impl Cut {
    /// The cut of a task at n whose longer list has `keys` keys: as many bits as keep the
    /// buckets of a class at 512 keys or more on average (eight blocks of 64), so that turning
    /// them on their side stays cheap beside the join.
    pub(super) fn new(n: usize, width: usize, keys: usize) -> Self {
        let at = n - 1 - n / 2;
        let near = (keys / 512).checked_ilog2().map_or(0, |bits| bits as usize).min(MOST_CUT);
        let bits = [at - 1, width + at - 1, at + 1, width + at + 1];
        let mut out: Vec<usize> = bits[..near].iter().copied().chain([at, width + at]).collect();
        out.sort_unstable();
        let mut stretches = [(0, 0); MOST_CUT + 3];
        for (below, stretch) in stretches.iter_mut().enumerate().take(out.len() + 1) {
            let from = if below == 0 { 0 } else { out[below - 1] + 1 };
            let mask = match out.get(below) {
                Some(&to) => (1u64 << to) - (1u64 << from),
                None => u64::MAX << from,
            };
            *stretch = (mask, below);
        }
        Cut { longest: [at, width + at], bits, near, stretches }
    }

    /// The bits a key has left once the cut's have gone, of `width` numbers of each direction.
    pub(super) fn bits_left(&self, width: usize) -> usize {
        2 * width - 2 - self.near
    }

    /// A key's class (how many of the longest diagonals it holds), its value on the near bits,
    /// and the key without the bits of the cut.
    fn split(&self, key: u64) -> (usize, usize, u64) {
        let [diagonal, anti] = self.longest;
        let class = (key >> diagonal & 1) + (key >> anti & 1);
        let value = self
            .bits
            .iter()
            .enumerate()
            .fold(0, |value, (at, &bit)| value | (key >> bit & 1) << at)
            & ((1 << self.near) - 1);
        let left = self.stretches.iter().fold(0, |left, &(mask, down)| left | (key & mask) >> down);
        // The casts are lossless: a class is at most 2, a value below 16.
        (class as usize, value as usize, left)
    }
}

/// Sorts the keys of one side's halves into `classes` by the class and value `cut` gives them,
/// each without the bits of the cut.
pub(super) fn sort(cut: &Cut, keys: &[u64], classes: &mut Classes) {
    let buckets = 3 << cut.near;
    if classes.buckets.len() < buckets {
        classes.buckets.resize_with(buckets, Vec::new);
    }
    for bucket in &mut classes.buckets {
        bucket.clear();
    }
    for &key in keys {
        let (class, value, left) = cut.split(key);
        classes.buckets[(class << cut.near) + value].push(left);
    }
}

/// The memory a task's join reuses: the tops gathered for a bucket of bottoms, and that bucket
/// turned on its side.
#[derive(Debug, Default)]
pub(super) struct Joins {
    gathered: Vec<u64>,
    slices: Slices,
}

/// The pairs of a task, each top of `tops` with each bottom of `bottoms` whose keys share no
/// bit, counted with the weights of the module's rule: the task's share of the total.
pub(super) fn weighted_pairs(
    cut: &Cut,
    bits: usize,
    tops: &Classes,
    bottoms: &Classes,
    scratch: &mut Joins,
) -> u64 {
    let Joins { gathered, slices } = scratch;
    let near = cut.near;
    let all = (1usize << near) - 1;
    let mut pairs = 0;
    for class in 0..3 {
        // How many times a top of each class counts with a bottom of this class: a bottom
        // holding neither longest diagonal once with a top holding none or one and twice with
        // a top holding both; a top holding neither once with a bottom holding one and twice
        // with a bottom holding both.
        let times: [usize; 3] = match class {
            0 => [1, 1, 2],
            1 => [1, 0, 0],
            _ => [2, 0, 0],
        };
        for value in 0..=all {
            let bucket = bottoms.bucket(class, value, near);
            if bucket.is_empty() {
                continue;
            }
            // The tops whose values share no bit with this bucket's: the subsets of the rest,
            // walked down from the rest itself to nothing, as many times as they count.
            gathered.clear();
            let rest = all & !value;
            for (top_class, &times) in times.iter().enumerate() {
                for _ in 0..times {
                    let mut subset = rest;
                    loop {
                        gathered.extend_from_slice(tops.bucket(top_class, subset, near));
                        if subset == 0 {
                            break;
                        }
                        subset = (subset - 1) & rest;
                    }
                }
            }
            pairs += disjoint_pairs(gathered, bucket, bits, slices);
        }
    }
    pairs
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_bits_of_the_longest_diagonals_leave_the_keys_sorted_by_class() {
        // n = 4: the cut is 2 and the keys have 3 bits of each direction; the longest
        // diagonals are bits 1 and 4. Few keys: no near bits are cut.
        let keys = [0b010_010, 0b001_101, 0b100_000, 0b010_001];
        let mut classes = Classes::default();
        let cut = Cut::new(4, 3, keys.len());
        assert_eq!(cut.bits_left(3), 4);
        sort(&cut, &keys, &mut classes);
        let buckets: Vec<&[u64]> = (0..3).map(|class| classes.bucket(class, 0, 0)).collect();
        assert_eq!(buckets, [[0b01_11, 0b10_00].as_slice(), &[0b00_01], &[0b00_00]]);
    }

    #[test]
    fn the_near_bits_sort_the_keys_into_buckets_and_leave_them() {
        // n = 8, keys of 7 numbers of each direction, the longest at bits 3 and 10; with 4,096
        // keys, three near bits are cut: 2, 9 and 4.
        let cut = Cut::new(8, 7, 4_096);
        assert_eq!((cut.longest, &cut.bits[..cut.near]), ([3, 10], [2, 9, 4].as_slice()));
        assert_eq!(cut.bits_left(7), 9);
        // Bits 0, 2, 3, 5, 9 and 13: class 1, value 0b011, and bits 0, 5 and 13 left, which
        // move down by none, three (2, 3 and 4 below) and five (2, 3, 4, 9 and 10 below).
        let key = 1 | 1 << 2 | 1 << 3 | 1 << 5 | 1 << 9 | 1 << 13;
        assert_eq!(cut.split(key), (1, 0b011, 1 | 1 << 2 | 1 << 8));
    }

    #[test]
    fn the_weighted_join_counts_the_weights_of_every_pair_that_fits() {
        // Keys of n = 12 (11 numbers of each direction) from a simple generator, sorted with
        // the cut of lists of every size, joined, and set against the weights pair by pair.
        let mut state = 0x2545_f491_4f6c_dd1d_u64;
        let mut next = || {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            state & state.rotate_left(23) & ((1 << 22) - 1)
        };
        let (n, width) = (12, 11);
        let tops: Vec<u64> = (0..3_000).map(|_| next()).collect();
        let bottoms: Vec<u64> = (0..2_500).map(|_| next()).collect();
        let held = |key: u64| (key >> 5 & 1) + (key >> 16 & 1);
        let weight = |top: u64, bottom: u64| match (held(top), held(bottom)) {
            (0, 0 | 1) | (1, 0) => 1,
            (0, 2) | (2, 0) => 2,
            _ => 0,
        };
        let expected: u64 = tops
            .iter()
            .flat_map(|&top| bottoms.iter().map(move |&bottom| (top, bottom)))
            .filter(|&(top, bottom)| top & bottom == 0)
            .map(|(top, bottom)| weight(top, bottom))
            .sum();
        for keys in [10, 1_024, 2_048, 4_096, 8_192] {
            let cut = Cut::new(n, width, keys);
            let (mut sorted_tops, mut sorted_bottoms) = (Classes::default(), Classes::default());
            sort(&cut, &tops, &mut sorted_tops);
            sort(&cut, &bottoms, &mut sorted_bottoms);
            let bits = cut.bits_left(width);
            let pairs =
                weighted_pairs(&cut, bits, &sorted_tops, &sorted_bottoms, &mut Joins::default());
            assert_eq!(pairs, expected, "cut for {keys} keys");
        }
    }
}
