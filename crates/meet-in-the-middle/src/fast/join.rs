//! The join of the count: how many pairs of keys share no bit, 64 pairs at a time.

/// A list of keys cut into blocks of 64 and turned on its side: for each block and each bit of
/// a key, one `u64` whose bit `j` is set when key `j` of the block does *not* have that bit.
///
/// A key `a` then fits every key of a block whose bit is left in the AND of the words of the
/// bits of `a`: a handful of ANDs and a popcount test 64 pairs at once, where comparing them
/// one by one takes 64 ANDs.
#[derive(Debug, Default)]
pub(super) struct Slices {
    /// The words of every block, `bits` per block.
    words: Vec<u64>,
    /// The bits of a key.
    bits: usize,
    /// The keys of the last block, which may have fewer than 64 (bit `j` set for each).
    last: u64,
    /// The number of blocks.
    blocks: usize,
}

impl Slices {
    /// Turns `keys` (of `bits` bits each) on their side, reusing the memory of `self`.
    pub(super) fn fill(&mut self, keys: &[u64], bits: usize) {
        self.bits = bits;
        self.blocks = keys.len().div_ceil(64);
        self.words.clear();
        self.words.resize(self.blocks * bits, 0);
        for (block, chunk) in keys.chunks(64).enumerate() {
            let words = &mut self.words[block * bits..(block + 1) * bits];
            for (bit, word) in words.iter_mut().enumerate() {
                for (j, key) in chunk.iter().enumerate() {
                    *word |= u64::from(key >> bit & 1 == 0) << j;
                }
            }
        }
        self.last = match keys.len() % 64 {
            0 => u64::MAX,
            rest => (1 << rest) - 1,
        };
    }

    /// How many of the keys share no bit with `key`.
    pub(super) fn fitting(&self, key: u64) -> u64 {
        let mut fitting = 0;
        for block in 0..self.blocks {
            let words = &self.words[block * self.bits..(block + 1) * self.bits];
            let mut fit = if block + 1 == self.blocks { self.last } else { u64::MAX };
            // Keep the keys that lack each bit of `key`, and stop when none is left.
            let mut bits = key;
            while bits != 0 && fit != 0 {
                fit &= words[bits.trailing_zeros() as usize];
                bits &= bits - 1;
            }
            fitting += u64::from(fit.count_ones());
        }
        fitting
    }
}

/// How many pairs, one key from `items` and one from `keys`, share no bit; `scratch` is reused
/// between calls. The longer list is turned on its side, so its blocks are full.
pub(super) fn disjoint_pairs(
    items: &[u64],
    keys: &[u64],
    bits: usize,
    scratch: &mut Slices,
) -> u64 {
    let (items, keys) = if items.len() > keys.len() { (keys, items) } else { (items, keys) };
    if items.is_empty() {
        return 0;
    }
    scratch.fill(keys, bits);
    items.iter().map(|&item| scratch.fitting(item)).sum()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_slices_count_what_comparing_pair_by_pair_counts() {
        // Keys of 12 bits from a simple generator, in lists across the 64-key blocks.
        let mut state = 0x9e37_79b9_7f4a_7c15_u64;
        let mut next = || {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            // Sparse keys, as a half's are: the AND of two random words.
            (state & state.rotate_left(29)) & 0xfff
        };
        let mut scratch = Slices::default();
        for (length_a, length_b) in [(0, 5), (1, 1), (3, 64), (70, 129), (200, 63)] {
            let a: Vec<u64> = (0..length_a).map(|_| next()).collect();
            let b: Vec<u64> = (0..length_b).map(|_| next()).collect();
            let expected =
                a.iter().flat_map(|x| b.iter().map(move |y| x & y)).filter(|&both| both == 0);
            assert_eq!(
                disjoint_pairs(&a, &b, 12, &mut scratch),
                expected.count() as u64,
                "{length_a} × {length_b}"
            );
        }
    }
}
