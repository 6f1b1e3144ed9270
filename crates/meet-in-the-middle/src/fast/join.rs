//! The join of the count: how many pairs of keys share no bit, 128 pairs at a time.

/// How many `u64` lanes side by side make a word of a block of keys turned on its side: 128
/// keys to a block, so that each lookup and AND of the join tests 128 pairs, which the compiler
/// does with the 128-bit registers every x86-64 processor has.
const LANES: usize = 2;

/// The keys of a block: 64 in each of the [`LANES`] words.
const BLOCK: usize = 64 * LANES;

/// One bit for each key of a block.
type Lanes = [u64; LANES];

/// The AND of two words of a block, lane by lane.
#[inline(always)]
fn and(a: Lanes, b: Lanes) -> Lanes {
    std::array::from_fn(|lane| a[lane] & b[lane])
}

/// A list of keys cut into blocks of [`BLOCK`] and turned on its side, a byte of a key at a
/// time: for each block, each byte of a key and each of its 256 values, one word whose bit `j`
/// (bit `j % 64` of lane `j / 64`) is set when key `j` of the block has none of the bits of
/// that value in that byte.
///
/// A key `a` then fits every key of a block whose bit is left in the AND of the words of its
/// bytes: at n = 18 (keys of 28 bits once the join has sorted them) three ANDs of four words
/// test 128 pairs at once, where comparing them one by one takes 128 ANDs.
#[derive(Debug, Default)]
pub(super) struct Slices {
    /// The words of every block: `bytes` tables of 256 per block.
    words: Vec<Lanes>,
    /// The bytes of a key.
    bytes: usize,
    /// The number of blocks.
    blocks: usize,
}

impl Slices {
    /// Turns `keys` (of `bits` bits each) on their side, reusing the memory of `self`.
    pub(super) fn fill(&mut self, keys: &[u64], bits: usize) {
        debug_assert!(keys.iter().all(|&key| key >> bits == 0), "keys of {bits} bits");
        self.bytes = bits.div_ceil(8).max(1);
        self.blocks = keys.len().div_ceil(BLOCK);
        let per_block = self.bytes * 256;
        self.words.clear();
        self.words.resize(self.blocks * per_block, [0; LANES]);
        for (block, chunk) in keys.chunks(BLOCK).enumerate() {
            // The keys of this block, one bit each (the last block may have fewer), and for
            // each bit of a key, the keys that lack it.
            let present: Lanes = std::array::from_fn(|lane| {
                let filled = chunk.len().saturating_sub(64 * lane).min(64);
                if filled == 64 { u64::MAX } else { (1 << filled) - 1 }
            });
            let mut lacking = [present; 64];
            for (lane, lane_keys) in chunk.chunks(64).enumerate() {
                // The keys of a lane as the rows of a square of bits, turned so that row
                // `bit` holds bit `bit` of every key: those that have it.
                let mut square = [0; 64];
                square[..lane_keys.len()].copy_from_slice(lane_keys);
                transpose(&mut square);
                for (lacks, has) in lacking.iter_mut().zip(square) {
                    lacks[lane] &= !has;
                }
            }
            for byte in 0..self.bytes {
                let table = &mut self.words[block * per_block + byte * 256..][..256];
                // The words of each half of the byte first, 16 values each: value 0 asks for
                // no bit, and every key fits it; a value asks for its lowest bit and the rest
                // of it. A value of the byte then asks for what its two halves ask, one AND
                // each, none waiting for the one before. Bits beyond the key's are in no key.
                let nibble = |from: usize| {
                    let mut words = [present; 16];
                    for value in 1..16usize {
                        let bit = from + value.trailing_zeros() as usize;
                        let lacks = if bit < bits { lacking[bit] } else { present };
                        words[value] = and(words[value & (value - 1)], lacks);
                    }
                    words
                };
                let (low, high) = (nibble(8 * byte), nibble(8 * byte + 4));
                for (words, high) in table.chunks_exact_mut(16).zip(high) {
                    for (word, low) in words.iter_mut().zip(low) {
                        *word = and(high, low);
                    }
                }
            }
        }
    }

    /// How many pairs, one key of `items` and one of the keys turned, share no bit.
    ///
    /// The blocks are taken in turn and every item compared with each, so that the words of
    /// one block (at most 28 KB) stay in the nearest cache while the items stream past; taking
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
            let tables: [&[Lanes; 256]; BYTES] = std::array::from_fn(|byte| {
                words[byte * 256..][..256].try_into().expect("a block has 256 words per byte")
            });
            // The keys of the block that lack every bit of an item, a byte at a time.
            let fit = |item: u64| {
                let values = item.to_le_bytes();
                (1..BYTES).fold(tables[0][usize::from(values[0])], |fit, byte| {
                    and(fit, tables[byte][usize::from(values[byte])])
                })
            };
            let mut eights = items.chunks_exact(8);
            for chunk in &mut eights {
                counter.add(std::array::from_fn(|at| fit(chunk[at])));
            }
            for &item in eights.remainder() {
                fitting += fit(item).iter().map(|word| u64::from(word.count_ones())).sum::<u64>();
            }
        }
        fitting + counter.total()
    }
}

/// Turns a square of 64 × 64 bits over its diagonal: bit `i` of row `j` goes to bit `j` of row
/// `i`.
///
/// The square is cut into four blocks of 32 × 32 and the two off the diagonal are swapped, then
/// each block into four of 16 × 16, and so on down to single bits: six rounds of 32 swaps of
/// half a row each, where moving the bits one by one takes 4,096 steps.
fn transpose(square: &mut [u64; 64]) {
    let mut size = 32;
    // The low `size` bits of every group of 2 × `size`: the columns of a block's left half.
    let mut low = u64::MAX >> 32;
    while size != 0 {
        // The rows of the upper blocks, those whose bit `size` is clear; each is paired with
        // the row `size` below it. The upper right block (the upper row's high columns) and the
        // lower left one (the lower row's low columns) change places.
        let mut row = 0;
        while row < 64 {
            let swapped = ((square[row] >> size) ^ square[row + size]) & low;
            square[row + size] ^= swapped;
            square[row] ^= swapped << size;
            row = (row + size + 1) & !size;
        }
        // The groups halve: 0x0000_0000_ffff_ffff, then 0x0000_ffff_0000_ffff, and so on
        // down to 0x5555_5555_5555_5555 for single bits.
        size /= 2;
        low ^= low << size;
    }
}

/// The bits of many words counted eight words at a time, as a column of adders would: the
/// bits of each weight (1, 2, 4) are kept in a word of their own, and only the carries of
/// weight 8 are counted: a popcount per lane for eight words, where counting each word takes
/// sixteen.
#[derive(Debug, Default)]
struct Counter {
    ones: Lanes,
    twos: Lanes,
    fours: Lanes,
    eights: u64,
}

impl Counter {
    /// Adds the bits of eight words.
    #[inline(always)]
    fn add(&mut self, words: [Lanes; 8]) {
        // Three bits of one weight in, their sum and carry out (a full adder on each bit).
        let add = |a: Lanes, b: Lanes, c: Lanes| -> (Lanes, Lanes) {
            let odd: Lanes = std::array::from_fn(|lane| a[lane] ^ b[lane]);
            let sum = std::array::from_fn(|lane| odd[lane] ^ c[lane]);
            let carry = std::array::from_fn(|lane| a[lane] & b[lane] | odd[lane] & c[lane]);
            (sum, carry)
        };
        let (ones, twos_a) = add(self.ones, words[0], words[1]);
        let (ones, twos_b) = add(ones, words[2], words[3]);
        let (twos, fours_a) = add(self.twos, twos_a, twos_b);
        let (ones, twos_a) = add(ones, words[4], words[5]);
        let (ones, twos_b) = add(ones, words[6], words[7]);
        let (twos, fours_b) = add(twos, twos_a, twos_b);
        let (fours, eights) = add(self.fours, fours_a, fours_b);
        (self.ones, self.twos, self.fours) = (ones, twos, fours);
        self.eights += eights.iter().map(|word| u64::from(word.count_ones())).sum::<u64>();
    }

    /// The bits added so far.
    fn total(&self) -> u64 {
        let count = |word: Lanes| word.iter().map(|lane| u64::from(lane.count_ones())).sum::<u64>();
        8 * self.eights + 4 * count(self.fours) + 2 * count(self.twos) + count(self.ones)
    }
}

/// How many pairs, one key from `items` and one from `keys`, share no bit; `scratch` is reused
/// between calls.
///
/// One list is turned on its side, and each key of the other is compared with it: a key costs
/// an AND per byte for each block of 128, and turning a block costs 256 words per byte. The side
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
        let blocks = turned.div_ceil(BLOCK);
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
            let words: [Lanes; 8] = std::array::from_fn(|at| {
                std::array::from_fn(|lane| {
                    let seed = (round * 8 + at as u64) * LANES as u64 + lane as u64;
                    let word = seed.wrapping_mul(0x9e37_79b9_7f4a_7c15);
                    if round % 7 == 6 { u64::MAX } else { word }
                })
            });
            let ones = words.iter().flatten().map(|word| u64::from(word.count_ones()));
            expected += ones.sum::<u64>();
            counter.add(words);
        }
        assert_eq!(counter.total(), expected);
    }

    #[test]
    fn a_square_turned_over_its_diagonal_moves_every_bit_across_it() {
        let mut square: [u64; 64] =
            std::array::from_fn(|row| (row as u64 + 1).wrapping_mul(0x9e37_79b9_7f4a_7c15));
        let before = square;
        transpose(&mut square);
        for (row, col) in (0..64).flat_map(|row| (0..64).map(move |col| (row, col))) {
            assert_eq!(square[col] >> row & 1, before[row] >> col & 1, "row {row}, column {col}");
        }
    }

    #[test]
    fn the_slices_count_what_comparing_pair_by_pair_counts() {
        // Keys of 12 bits from a simple generator, in lists across the blocks.
        let mut state = 0x9e37_79b9_7f4a_7c15_u64;
        let mut next = || {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            // Sparse keys, as a half's are: the AND of two random words.
            (state & state.rotate_left(29)) & 0xfff
        };
        let mut scratch = Slices::default();
        for (length_a, length_b) in
            [(0, 5), (1, 1), (3, 64), (70, 129), (200, 63), (130, 128), (333, 300)]
        {
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
