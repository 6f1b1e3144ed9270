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

use super::join::{Slices, disjoint_pairs};

/// The keys of one side's halves, those of the halves that hold none of the longest diagonals
/// first, then one, then both, the two bits of those diagonals taken out.
#[derive(Debug, Default)]
pub(super) struct Classes {
    keys: Vec<u64>,
    /// Where the halves holding 0, 1 and 2 of the longest diagonals start in `keys`, and the
    /// end.
    starts: [usize; 4],
}

impl Classes {
    /// The keys of the halves that hold `held` of the longest diagonals (a range of counts).
    fn holding(&self, held: std::ops::RangeInclusive<usize>) -> &[u64] {
        &self.keys[self.starts[*held.start()]..self.starts[*held.end() + 1]]
    }
}

/// Where the bits of the two longest diagonals stand in a key of `width` numbers of each
/// direction on an even board of side n: the diagonal and the anti-diagonal both numbered
/// n - 1, which is bit n - 1 - n / 2 of either direction (the cut is n / 2).
fn longest_bits(n: usize, width: usize) -> (usize, usize) {
    let at = n - 1 - n / 2;
    (at, width + at)
}

/// Sorts the keys of one side's halves by how many longest diagonals they hold into `classes`,
/// each without the two bits of those diagonals.
pub(super) fn sort(n: usize, width: usize, keys: &[u64], classes: &mut Classes) {
    let (low, high) = longest_bits(n, width);
    let held = |key: u64| (key >> low & 1) as usize + (key >> high & 1) as usize;
    // The bits above a bit taken out move down one place; `high` first, so that `low` stays
    // where it was.
    let take_out = |key: u64, bit: usize| {
        let below = (1u64 << bit) - 1;
        key & below | (key >> 1) & !below
    };
    let mut counts = [0usize; 3];
    for &key in keys {
        counts[held(key)] += 1;
    }
    classes.starts = [0, counts[0], counts[0] + counts[1], keys.len()];
    let mut at = [0, counts[0], counts[0] + counts[1]];
    classes.keys.clear();
    classes.keys.resize(keys.len(), 0);
    for &key in keys {
        let class = held(key);
        classes.keys[at[class]] = take_out(take_out(key, high), low);
        at[class] += 1;
    }
}

/// The pairs of a task, each top of `tops` with each bottom of `bottoms` whose keys share no
/// bit, counted with the weights of the module's rule: the task's share of the total.
pub(super) fn weighted_pairs(
    tops: &Classes,
    bottoms: &Classes,
    bits: usize,
    scratch: &mut Slices,
) -> u64 {
    // A top holding neither longest diagonal counts once with every bottom, and once more with
    // a bottom holding both; a bottom holding neither counts once with a top holding one and
    // twice with a top holding both.
    let mut pairs = disjoint_pairs(tops.holding(0..=0), bottoms.holding(0..=2), bits, scratch);
    pairs += disjoint_pairs(tops.holding(0..=0), bottoms.holding(2..=2), bits, scratch);
    pairs += disjoint_pairs(tops.holding(1..=2), bottoms.holding(0..=0), bits, scratch);
    pairs + disjoint_pairs(tops.holding(2..=2), bottoms.holding(0..=0), bits, scratch)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_bits_of_the_longest_diagonals_leave_the_keys_sorted_by_class() {
        // n = 4: the cut is 2 and the keys have 3 bits of each direction; the longest
        // diagonals are bits 1 and 4.
        let keys = [0b010_010, 0b001_101, 0b100_000, 0b010_001];
        let mut classes = Classes::default();
        sort(4, 3, &keys, &mut classes);
        assert_eq!(classes.starts, [0, 2, 3, 4]);
        assert_eq!(classes.keys, [0b01_11, 0b10_00, 0b00_01, 0b00_00]);
    }
}
