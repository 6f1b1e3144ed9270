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
//!
//! An odd board has no such weights: its middle row's queen is placed first, and a reflection
//! in a diagonal of the board would take that row to the middle column. But the buckets serve
//! it too: its longest diagonal and anti-diagonal (through the middle cell, numbered n - 1) and
//! the two numbered n - 2 are the near bits of its cut, and every key is of class 0, so each
//! pair of buckets whose values share no bit is joined once.

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

/// The bits of a key that the join sorts by, at n with keys of `width`
/// numbers of each direction (bit `i` the diagonal numbered `cut + i`, bit `width + i` the
/// anti-diagonal, as `halves` numbers them): the longest diagonal and anti-diagonal (both
/// numbered n - 1, at bit n - 1 - n / 2 of either direction, since the cut is n / 2), then the
/// near ones: the diagonal and the anti-diagonal numbered n - 2, and those numbered n. On an
/// odd board no bit gives a class, and the near ones are the longest two and those numbered
/// n - 2.
fn sorted_by(n: usize, width: usize) -> [usize; 2 + MOST_CUT] {
    let at = n - 1 - n / 2;
    if n.is_multiple_of(2) {
        [at, width + at, at - 1, width + at - 1, at + 1, width + at + 1]
    } else {
        [NONE, NONE, at, width + at, at - 1, width + at - 1]
    }
}

/// No bit of a key: where an odd board has no bits of a class.
const NONE: usize = usize::MAX;

/// The bit of a key (n ≥ 4) from which the bits it is sorted by are held: the keys of n ≤ 28
/// have at most 2 × 27 = 54 bits, and those six sit above the rest.
const ON_TOP: usize = 58;

/// Where bit `bit` of a key is kept (n ≥ 4, keys of `width` numbers of each
/// direction): the six bits the join sorts by on top, from [`ON_TOP`] in the order of
/// [`sorted_by`], the others in their order below, from bit 0.
///
/// The listing writes every key in this layout (`halves::Layout`): which bit stands for which
/// diagonal changes nothing in a join of keys that share no bit, and sorting a key is then a
/// shift and a mask.
pub(super) fn layout(n: usize, width: usize) -> impl Fn(usize) -> usize {
    let top = sorted_by(n, width);
    move |bit| match top.iter().position(|&sorted| sorted == bit) {
        Some(at) => ON_TOP + at,
        None => bit - top.iter().filter(|&&sorted| sorted < bit).count(),
    }
}

/// How a task's keys are cut into buckets: by the class and by the first `near` of the four
/// near bits, all of those bits taken out of the keys.
pub(super) struct Cut {
    near: usize,
    /// The bits of a key below those it is sorted by (six on an even board, four on an odd one).
    below: usize,
}

impl Cut {
    /// The cut of a task at n (n ≥ 4) whose longer list has `keys` keys (keys of `width`
    /// numbers of each direction): as many near bits as keep the buckets of a class at 512 keys or more on
    /// average (four blocks of 128), so that turning them on their side stays cheap beside the
    /// join.
    pub(super) fn new(n: usize, width: usize, keys: usize) -> Self {
        let near = (keys / 512).checked_ilog2().map_or(0, |bits| bits as usize).min(MOST_CUT);
        let longest = if n.is_multiple_of(2) { 2 } else { 0 };
        Cut { near, below: 2 * width - longest - MOST_CUT }
    }

    /// The bits a key has left once the cut's have gone.
    pub(super) fn bits_left(&self) -> usize {
        self.below + MOST_CUT - self.near
    }

    /// A key's class (how many of the longest diagonals it holds), its value on the near bits
    /// of the cut, and the key without those bits: the near bits not cut by move down to just
    /// above the rest.
    fn split(&self, key: u64) -> (usize, usize, u64) {
        // The casts are lossless: six bits.
        let top = (key >> ON_TOP) as usize;
        let class = (top & 1) + (top >> 1 & 1);
        let near = top >> 2;
        let value = near & ((1 << self.near) - 1);
        let left = key & ((1 << self.below) - 1) | ((near >> self.near) as u64) << self.below;
        (class, value, left)
    }
}

/// Sorts the keys of one side's halves (in the [`layout`] of n) into `classes` by the class
/// and value `cut` gives them, each without the bits of the cut.
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
    tops: &Classes,
    bottoms: &Classes,
    scratch: &mut Joins,
) -> u64 {
    let Joins { gathered, slices } = scratch;
    let (near, bits) = (cut.near, cut.bits_left());
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

    /// A key of n at `width` numbers of each direction with the bits `bits` (as `halves`
    /// numbers them), in the layout of n.
    fn laid_out(n: usize, width: usize, bits: &[usize]) -> u64 {
        let place = layout(n, width);
        bits.iter().fold(0, |key, &bit| key | 1 << place(bit))
    }

    #[test]
    fn the_bits_of_the_longest_diagonals_leave_the_keys_sorted_by_class() {
        // n = 4: the cut is 2 and the keys have 3 bits of each direction; the longest
        // diagonals are bits 1 and 4, the near ones 0, 3, 2 and 5. Few keys: no near bit is
        // cut, and the four stay, in that order, above the rest (none).
        let keys = [[1, 4], [0, 2], [5, 5], [0, 4]].map(|bits| laid_out(4, 3, &bits));
        let mut classes = Classes::default();
        let cut = Cut::new(4, 3, keys.len());
        assert_eq!(cut.bits_left(), 4);
        sort(&cut, &keys, &mut classes);
        let buckets: Vec<&[u64]> = (0..3).map(|class| classes.bucket(class, 0, 0)).collect();
        assert_eq!(buckets, [[0b0101, 0b1000].as_slice(), &[0b0001], &[0b0000]]);
    }

    #[test]
    fn the_near_bits_sort_the_keys_into_buckets_and_leave_them() {
        // n = 8, keys of 7 numbers of each direction, the longest at bits 3 and 10, the near
        // ones 2, 9, 4 and 11; with 4,096 keys three near bits are cut: 2, 9 and 4.
        let cut = Cut::new(8, 7, 4_096);
        assert_eq!((cut.near, sorted_by(8, 7)), (3, [3, 10, 2, 9, 4, 11]));
        assert_eq!(cut.bits_left(), 9);
        // Bits 0, 2, 3, 5, 9, 11 and 13: class 1, value 0b011, and bits 0, 5, 13 and 11 left:
        // the eight bits not sorted by keep their order (0, 1, 5, 6, 7, 8, 12, 13 become 0 to
        // 7), and the near bit 11, not cut by, goes just above them.
        let key = laid_out(8, 7, &[0, 2, 3, 5, 9, 11, 13]);
        assert_eq!(cut.split(key), (1, 0b011, 1 | 1 << 2 | 1 << 7 | 1 << 8));
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
        let place = layout(n, width);
        let laid_out = |keys: &[u64]| -> Vec<u64> {
            let bits = |key: u64| (0..2 * width).filter(move |&bit| key >> bit & 1 == 1);
            keys.iter().map(|&key| bits(key).fold(0, |out, bit| out | 1 << place(bit))).collect()
        };
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
            sort(&cut, &laid_out(&tops), &mut sorted_tops);
            sort(&cut, &laid_out(&bottoms), &mut sorted_bottoms);
            let pairs = weighted_pairs(&cut, &sorted_tops, &sorted_bottoms, &mut Joins::default());
            assert_eq!(pairs, expected, "cut for {keys} keys");
        }
    }
}
