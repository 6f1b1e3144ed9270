//! The join of the count: how many pairs of keys share no bit, 64 pairs at a time.

/// A list of keys cut into blocks of 64 and turned on its side, a byte of a key at a time: for
/// each block, each byte of a key and each of its 256 values, one `u64` whose bit `j` is set
/// when key `j` of the block has none of the bits of that value in that byte.
///
/// A key `a` then fits every key of a block whose bit is left in the AND of the words of its
/// bytes: at most five ANDs and a popcount test 64 pairs at once (keys have at most 36 bits),
/// where comparing them one by one takes 64 ANDs.
#[derive(Debug, Default)]
pub(super) struct Slices {
    /// The words of every block: `bytes` tables of 256 per block.
    words: Vec<u64>,
    /// The bytes of a key.
    bytes: usize,
    /// The number of blocks.
    blocks: usize,
}

impl Slices {
    /// Turns `keys` (of `bits` bits each) on their side, reusing the memory of `self`.
    pub(super) fn fill(&mut self, keys: &[u64], bits: usize) {
        self.bytes = bits.div_ceil(8).max(1);
        self.blocks = keys.len().div_ceil(64);
        let per_block = self.bytes * 256;
        self.words.clear();
        self.words.resize(self.blocks * per_block, 0);
        for (block, chunk) in keys.chunks(64).enumerate() {
            // The keys of this block, one bit each (the last block may have fewer than 64),
            // and for each bit of a key, the keys that lack it.
            let present = if chunk.len() == 64 { u64::MAX } else { (1 << chunk.len()) - 1 };
            let mut lacking = [present; 64];
            for (j, &key) in chunk.iter().enumerate() {
                // A key has few bits: strike it from the words of those.
                let mut rest = key;
                while rest != 0 {
                    lacking[rest.trailing_zeros() as usize] &= !(1 << j);
                    rest &= rest - 1;
                }
            }
            for byte in 0..self.bytes {
                let table = &mut self.words[block * per_block + byte * 256..][..256];
                // Value 0 asks for no bit: every key fits it. A value asks for its lowest bit
                // and the rest of it.
                table[0] = present;
                for value in 1..256usize {
                    let rest = value & (value - 1);
                    let bit = 8 * byte + value.trailing_zeros() as usize;
                    table[value] = table[rest] & lacking.get(bit).copied().unwrap_or(u64::MAX);
                }
            }
        }
    }

    /// How many of the keys share no bit with `key`.
    pub(super) fn fitting(&self, key: u64) -> u64 {
        let per_block = self.bytes * 256;
        // The bytes of `key` that ask for a bit, and where their words lie in a block.
        let mut asked = [0usize; 8];
        let mut count = 0;
        for byte in 0..self.bytes {
            let value = (key >> (8 * byte) & 0xff) as usize;
            if value != 0 {
                asked[count] = byte * 256 + value;
                count += 1;
            }
        }
        let asked = &asked[..count];
        let mut fitting = 0;
        for words in self.words.chunks_exact(per_block) {
            // Keep the keys that lack every bit of `key`, a byte at a time.
            let fit = asked.iter().fold(words[0], |fit, &at| fit & words[at]);
            fitting += u64::from(fit.count_ones());
        }
        fitting
    }
}

/// How many pairs, one key from `items` and one from `keys`, share no bit; `scratch` is reused
/// between calls.
///
/// One list is turned on its side, and each key of the other is compared with it: a key costs
/// an AND per byte for each block of 64, and turning a block costs 256 words per byte. The side
/// turned is the one that makes the sum of the two the smaller: the longer list when both are
/// long, the shorter when the other is much longer (it then has few blocks to turn and many keys
/// to compare).
pub(super) fn disjoint_pairs(
    items: &[u64],
    keys: &[u64],
    bits: usize,
    scratch: &mut Slices,
) -> u64 {
    if items.is_empty() || keys.is_empty() {
        return 0;
    }
    let bytes = bits.div_ceil(8).max(1);
    let cost = |compared: usize, turned: usize| {
        let blocks = turned.div_ceil(64);
        compared * blocks * bytes + blocks * bytes * 256
    };
    let (items, keys) = if cost(items.len(), keys.len()) <= cost(keys.len(), items.len()) {
        (items, keys)
    } else {
        (keys, items)
    };
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
