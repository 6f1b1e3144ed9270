//! The join of the count: how many pairs of keys share no bit, 64 pairs at a time.

/// A list of keys cut into blocks of 64 and turned on its side, a byte of a key at a time: for
/// each block, each byte of a key and each of its 256 values, one `u64` whose bit `j` is set
/// when key `j` of the block has none of the bits of that value in that byte.
///
/// A key `a` then fits every key of a block whose bit is left in the AND of the words of its
/// bytes: at n = 18 (keys of 36 bits) four ANDs of five words and a popcount test 64 pairs at
/// once, where comparing them one by one takes 64 ANDs.
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
                // and the rest of it. The last byte may have fewer than 8 bits, and keys no
                // values beyond them.
                table[0] = present;
                let values = 1usize << (bits - 8 * byte).min(8);
                for value in 1..values {
                    let rest = value & (value - 1);
                    let bit = 8 * byte + value.trailing_zeros() as usize;
                    table[value] = table[rest] & lacking[bit];
                }
            }
        }
    }

    /// How many pairs, one key of `items` and one of the keys turned, share no bit.
    ///
    /// The blocks are taken in turn and every item compared with each, so that the words of
    /// one block (at most 14 KB) stay in the nearest cache while the items stream past; taking
    /// the items in turn instead would read every block again for every item, from memory once
    /// the list outgrows the cache.
    pub(super) fn fitting(&self, items: &[u64]) -> u64 {
        // The number of bytes is a constant of each copy of the loop, so that the lookups of a
        // key unroll into that many loads and ANDs.
        match self.bytes {
            1 => self.fitting_in::<1>(items),
            2 => self.fitting_in::<2>(items),
            3 => self.fitting_in::<3>(items),
            4 => self.fitting_in::<4>(items),
            5 => self.fitting_in::<5>(items),
            6 => self.fitting_in::<6>(items),
            _ => self.fitting_in::<7>(items),
        }
    }

    /// [`fitting`](Self::fitting) for keys of `BYTES` bytes (2n ≤ 56 bits, so at most 7).
    fn fitting_in<const BYTES: usize>(&self, items: &[u64]) -> u64 {
        let mut counter = Counter::default();
        let mut fitting = 0;
        for words in self.words.chunks_exact(BYTES * 256) {
            // The 256 words of each byte, as arrays, so that a byte's value indexes them
            // without a bounds check.
            let tables: [&[u64; 256]; BYTES] = std::array::from_fn(|byte| {
                words[byte * 256..][..256].try_into().expect("a block has 256 words per byte")
            });
            // The keys of the block that lack every bit of an item, a byte at a time.
            let fit = |item: u64| {
                let values = item.to_le_bytes();
                (1..BYTES).fold(tables[0][usize::from(values[0])], |fit, byte| {
                    fit & tables[byte][usize::from(values[byte])]
                })
            };
            let mut eights = items.chunks_exact(8);
            for chunk in &mut eights {
                counter.add(std::array::from_fn(|at| fit(chunk[at])));
            }
            for &item in eights.remainder() {
                fitting += u64::from(fit(item).count_ones());
            }
        }
        fitting + counter.total()
    }
}

/// The bits of many words counted eight words at a time, as a column of adders would: the
/// bits of each weight (1, 2, 4) are kept in a word of their own, and only the carries of
/// weight 8 are counted, one popcount for eight words where counting each word takes eight.
#[derive(Debug, Default)]
struct Counter {
    ones: u64,
    twos: u64,
    fours: u64,
    eights: u64,
}

impl Counter {
    /// Adds the bits of eight words.
    fn add(&mut self, words: [u64; 8]) {
        // Three bits of one weight in, their sum and carry out (a full adder on each bit).
        let add = |a: u64, b: u64, c: u64| {
            let odd = a ^ b;
            (odd ^ c, a & b | odd & c)
        };
        let (ones, twos_a) = add(self.ones, words[0], words[1]);
        let (ones, twos_b) = add(ones, words[2], words[3]);
        let (twos, fours_a) = add(self.twos, twos_a, twos_b);
        let (ones, twos_a) = add(ones, words[4], words[5]);
        let (ones, twos_b) = add(ones, words[6], words[7]);
        let (twos, fours_b) = add(twos, twos_a, twos_b);
        let (fours, eights) = add(self.fours, fours_a, fours_b);
        (self.ones, self.twos, self.fours) = (ones, twos, fours);
        self.eights += u64::from(eights.count_ones());
    }

    /// The bits added so far.
    fn total(&self) -> u64 {
        let count = |word: u64| u64::from(word.count_ones());
        8 * self.eights + 4 * count(self.fours) + 2 * count(self.twos) + count(self.ones)
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
    scratch.fitting(items)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_counter_counts_the_bits_of_every_word_added() {
        let mut counter = Counter::default();
        let mut expected = 0;
        for round in 0..50u64 {
            // Words of a simple generator, and every seventh round all ones.
            let words: [u64; 8] = std::array::from_fn(|at| {
                let word = (round * 8 + at as u64).wrapping_mul(0x9e37_79b9_7f4a_7c15);
                if round % 7 == 6 { u64::MAX } else { word }
            });
            expected += words.iter().map(|word| u64::from(word.count_ones())).sum::<u64>();
            counter.add(words);
        }
        assert_eq!(counter.total(), expected);
    }

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
        for (length_a, length_b) in [(0, 5), (1, 1), (3, 64), (70, 129), (200, 63), (333, 300)] {
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
