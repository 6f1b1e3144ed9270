//! The tool's measured models of its own runs, beyond the search an approach's `Info` prices:
//! what writing a solution of `solve` costs in each format, and where the first solutions of
//! the row-by-row tree lie, for `solve --limit`. The budget (`budget.rs`) prices every run from
//! these numbers and from nothing else of its own.

use crate::args::SolveFormat;

/// What writing one solution costs in one format: a part per solution and a part per byte of
/// its text (board text grows as n², so the part per byte carries the growth with n).
#[derive(Clone, Copy, Debug, PartialEq)]
pub(crate) struct WriteCost {
    /// Nanoseconds per solution, whatever its size.
    pub(crate) nanos: f64,
    /// Nanoseconds per byte written.
    pub(crate) nanos_per_byte: f64,
}

impl WriteCost {
    /// The nanoseconds of writing one solution of `bytes` bytes.
    pub(crate) fn nanos_for(self, bytes: f64) -> f64 {
        self.nanos + self.nanos_per_byte * bytes
    }
}

/// What writing one solution costs, by format (with `--images`, the board and its eight
/// images), written to `/dev/null`, in processor time (user and system).
///
/// Measured with the release binary on the reference 2-core machine (AMD EPYC) on 2026-11-27 by
/// `crates/cli/examples/output_costs.sh target/release/nqueens`: each format at three n, beside
/// `count` of the same n with `backtrack-bitmask`, which walks the same tree without writing;
/// the difference, divided by the solutions, is the cost of writing one. Two interleaved rounds
/// under a load average of 13 to 14 from other builds, so processor time, not wall time, which
/// the load inflated about sixfold. Per solution (µs) and its bytes:
///
/// | format     | n = 11     | n = 12      | n = 13      | n = 14      | n = 15      |
/// |------------|------------|-------------|-------------|-------------|-------------|
/// | columns    |            |             |             | 0.38 (32 B) | 0.41 (35 B) |
/// | json       |            |             |             | 0.44 (34 B) | 0.45 (37 B) |
/// | leetcode   |            |             | 1.5 (210 B) | 1.8 (240 B) |             |
/// | board      |            | 4.2 (781 B) | 4.1 (880 B) |             |             |
/// | hello-algo | 11 (637 B) | 14 (753 B)  |             |             |             |
/// | images     | 45 (5.9 kB)| (n = 10: 35, 5.1 kB)      |             |             |
///
/// The cost grows with the text, which grows as n² for the boards: so each format is a part
/// per solution and a part per byte, fitted to these and rounded up (the estimate is at or above
/// every measurement). An earlier run at n = 14 in wall time (columns 1.2 µs, json 1.6,
/// leetcode 4.6, board 15, hello-algo 60, images 175) counted the search too, about 0.7 µs a
/// solution there, and a busier machine.
pub(crate) fn write_cost(format: SolveFormat, images: bool) -> WriteCost {
    let (nanos, nanos_per_byte) = match (format, images) {
        (SolveFormat::Columns, _) => (100.0, 10.0),
        (SolveFormat::Json, _) => (300.0, 5.0),
        (SolveFormat::Leetcode, _) => (300.0, 7.0),
        (SolveFormat::Board, false) => (1_000.0, 5.0),
        (SolveFormat::HelloAlgo, _) => (2_000.0, 19.0),
        (SolveFormat::Board, true) => (5_000.0, 7.6),
    };
    WriteCost { nanos, nanos_per_byte }
}

/// Nanoseconds per solution found, per n, of keeping only the canonical ones (`solve
/// --unique`), or of counting them (`count --unique`, but for a task counter, which counts them
/// by symmetry): each is turned eight ways and compared. Measured with the costs above (`solve N --unique
/// --format columns` against `count`, less the canonical solutions it writes): 0.55 µs a
/// solution at n = 14 and 0.54 µs at n = 15, about 38 ns per n; rounded up.
pub(crate) const CANONICAL_NANOS_PER_N: f64 = 45.0;

/// The largest output `solve` writes without `--force`, in bytes: 1 GB.
pub(crate) const MAX_OUTPUT_BYTES: f64 = 1e9;

/// The most nodes [`LIMIT_NODES`] searched for each n: 500 million, about 4.6 s of the fastest
/// listing (9.2 ns a node); a limit beyond is priced as the whole search.
pub(crate) const LIMIT_SEARCHED: u64 = 500_000_000;

/// The nodes the plain row-by-row search enters (root included, in lexicographic order, as
/// `FIRST_SOLUTION_NODES` counts them) up to and including its 2nd, 4th, 8th, … solution, for
/// each n from 12 to 36, as long as they come within [`LIMIT_SEARCHED`] nodes (n = 34 and 36,
/// whose first solutions lie beyond them, hold none).
/// Every row-by-row approach walks this tree in this order.
///
/// The first solutions of a large board are far sparser than the tree's average: at n = 26 the
/// first 500 million nodes hold 23,433 solutions, where the average (which priced `solve 26
/// --limit 91119499` at under two minutes) puts millions. So a `--limit` is priced from here.
///
/// Computed, not timed, on 2026-11-27 by `cargo run --release -p nqueens-cli --example
/// limit_nodes -- 12 36` (a bitmask search of its own that stops at [`LIMIT_SEARCHED`] nodes;
/// its first solutions agree with `FIRST_SOLUTION_NODES`); the tests recount the entries of
/// n = 12 and 13 with the registry's own search.
#[rustfmt::skip]
pub(crate) const LIMIT_NODES: &[(usize, &[u64])] = &[
    (12, &[457, 569, 1_464, 2_971, 5_476, 12_325, 20_583, 30_446, 62_876, 101_699, 173_587,
        293_747, 474_759]),
    (13, &[381, 1_435, 1_814, 3_369, 7_082, 11_627, 20_938, 42_059, 72_189, 118_486, 204_263,
        417_706, 759_264, 1_258_253, 2_136_414, 3_916_446]),
    (14, &[2_093, 3_155, 3_631, 6_278, 9_474, 17_401, 34_412, 61_966, 142_665, 220_568, 371_731,
        611_503, 1_036_625, 2_117_991, 3_837_538, 6_354_816, 10_597_125, 18_515_515]),
    (15, &[5_383, 7_193, 8_553, 11_872, 19_022, 28_362, 46_637, 81_400, 135_137, 218_373, 394_619,
        864_596, 1_547_489, 2_544_161, 4_278_626, 8_241_335, 15_018_023, 27_398_706, 47_564_351,
        80_699_170, 149_978_086]),
    (16, &[10_391, 22_048, 23_591, 26_237, 29_224, 36_966, 58_568, 105_522, 177_598, 355_259,
        595_033, 1_032_656, 1_725_532, 3_609_265, 6_472_157, 11_288_199, 18_797_424, 31_975_679,
        67_165_827, 124_601_343, 216_099_723, 368_352_661]),
    (17, &[6_677, 7_369, 14_001, 23_283, 37_791, 91_221, 115_374, 154_465, 249_149, 407_603,
        678_817, 1_232_406, 2_413_518, 4_293_620, 7_484_382, 13_204_107, 28_205_748, 50_993_103,
        84_926_946, 145_766_597, 261_218_192]),
    (18, &[57_339, 72_844, 100_453, 140_482, 196_960, 284_607, 474_949, 529_544, 617_966, 817_473,
        1_353_265, 2_123_823, 3_555_645, 6_251_091, 12_255_167, 21_678_378, 36_641_989, 63_468_845,
        128_288_225, 230_569_888, 412_169_773]),
    (19, &[6_038, 15_702, 23_229, 53_776, 114_891, 174_319, 309_525, 514_434, 781_169, 1_347_636,
        2_664_823, 3_513_761, 5_088_476, 8_524_102, 14_389_222, 24_274_607, 45_512_237, 83_575_173,
        150_616_296, 264_192_435, 461_746_044]),
    (20, &[199_643, 253_278, 277_022, 307_620, 503_437, 632_794, 855_676, 1_519_762, 2_304_058,
        3_194_533, 4_889_050, 7_735_122, 14_768_392, 18_114_264, 24_746_117, 40_963_714,
        66_656_983, 109_997_288, 188_817_786, 392_163_752]),
    (21, &[8_713, 14_821, 34_369, 79_074, 153_927, 314_607, 550_142, 877_299, 1_469_908, 3_033_290,
        4_513_698, 7_099_526, 13_069_595, 21_701_726, 35_200_768, 63_332_523, 111_966_568,
        164_759_871, 281_434_912, 471_160_718]),
    (22, &[1_768_026, 1_883_859, 2_022_023, 2_899_596, 3_213_217, 3_804_836, 4_919_111, 6_418_486,
        8_603_055, 12_323_017, 19_777_070, 25_780_048, 35_169_632, 58_638_845, 91_928_460,
        139_176_872, 216_828_061, 358_796_978]),
    (23, &[26_587, 91_094, 100_718, 191_406, 285_851, 439_549, 1_004_138, 1_779_561, 3_056_841,
        5_235_447, 12_085_252, 20_598_993, 36_084_773, 56_108_221, 113_039_142, 172_325_978,
        271_012_262, 492_080_714]),
    (24, &[491_793, 529_271, 1_167_931, 2_089_594, 4_435_936, 5_817_923, 8_493_016, 10_433_583,
        16_692_714, 23_087_712, 34_379_487, 73_072_729, 120_035_172, 176_731_290, 248_751_690,
        365_807_878]),
    (25, &[57_959, 81_926, 219_818, 264_963, 550_363, 921_740, 1_476_213, 2_833_299, 5_266_929,
        9_535_231, 16_527_839, 34_389_764, 59_857_908, 105_229_174, 176_543_376, 363_577_412]),
    (26, &[397_736, 534_294, 1_111_231, 1_318_996, 2_793_511, 3_800_558, 5_563_462, 12_115_567,
        22_849_205, 38_410_188, 64_379_929, 112_005_369, 224_419_300, 377_212_728]),
    (27, &[455_174, 525_764, 597_741, 845_767, 1_228_254, 1_790_077, 2_755_641, 3_630_353,
        7_500_883, 13_790_258, 26_696_257, 45_898_010, 99_403_432, 178_807_403, 320_248_171]),
    (28, &[3_006_579, 3_006_613, 3_006_990, 3_045_142, 3_336_933, 4_859_068, 8_561_882, 12_405_358,
        16_097_270, 34_539_423, 63_786_597, 108_372_277, 198_041_627, 355_750_612]),
    (29, &[1_646_786, 3_341_293, 3_825_611, 9_354_943, 9_988_451, 14_560_339, 16_199_204,
        18_123_755, 20_594_274, 30_914_900, 50_725_583, 81_322_352, 123_008_591, 243_811_644,
        446_313_767]),
    (30, &[60_050_605, 66_040_171, 82_723_128, 83_189_759, 83_275_457, 86_612_613, 87_093_279,
        91_150_994, 96_970_206, 107_369_263, 119_950_179, 177_033_179, 262_008_622, 440_497_929]),
    (31, &[13_255_955, 14_784_751, 15_169_160, 16_666_074, 17_832_266, 34_858_142, 54_757_774,
        94_270_047, 147_116_239, 265_878_936, 419_446_608]),
    (32, &[88_283_108, 116_945_278, 280_458_264, 283_038_830, 330_214_627, 416_379_890]),
    (33, &[140_969_243, 147_378_509, 191_515_034, 250_174_459, 333_615_182, 351_098_200,
        391_619_980, 445_866_036]),
    (34, &[]),
    (35, &[323_443_273, 330_834_857, 385_388_979, 460_660_914]),
    (36, &[]),
];

/// The nodes of the row-by-row tree up to its `limit`-th solution at n, for `limit` from 2:
/// the entry of [`LIMIT_NODES`] at the first power of two at or above `limit` (the nodes grow
/// with the limit, so that is an upper bound). `Err` with a number of solutions the nodes
/// searched at n hold fewer than, when the limit lies beyond them, or `Err(0)` when n was not
/// searched.
pub(crate) fn limit_nodes(n: usize, limit: u64) -> Result<u64, u64> {
    let Some((_, marks)) = LIMIT_NODES.iter().find(|(measured, _)| *measured == n) else {
        return Err(0);
    };
    // The index of the mark of the 2^(index + 1)-th solution, the first at or above the limit.
    let index = limit.max(2).next_power_of_two().trailing_zeros() as usize - 1;
    marks.get(index).copied().ok_or(2 << marks.len())
}

#[cfg(test)]
mod tests {
    use std::cell::Cell;
    use std::ops::ControlFlow;

    use nqueens_core::Observer;

    use super::*;

    /// Counts the nodes a search enters.
    struct Nodes<'a>(&'a Cell<u64>);

    impl Observer for Nodes<'_> {
        fn node(&mut self, _row: usize) {
            self.0.set(self.0.get() + 1);
        }
    }

    #[test]
    fn the_table_says_where_the_search_finds_its_solutions() {
        let solver = nqueens_approaches::find(nqueens_approaches::DEFAULT_ID).expect("registered");
        for &(n, marks) in LIMIT_NODES.iter().filter(|(n, _)| *n <= 13) {
            let nodes = Cell::new(0);
            let mut found: u64 = 0;
            let mut counted = Vec::new();
            let _ = solver.observe(n, &mut Nodes(&nodes), &mut |_: &[u8]| {
                found += 1;
                if found >= 2 && found.is_power_of_two() {
                    counted.push(nodes.get());
                }
                ControlFlow::Continue(())
            });
            assert_eq!(counted, marks, "n = {n}");
        }
    }

    #[test]
    fn a_limit_takes_the_next_measured_power_of_two_or_none() {
        assert_eq!(limit_nodes(22, 10), limit_nodes(22, 16));
        assert!(limit_nodes(22, 16) > limit_nodes(22, 8));
        // n = 26: the first 500 million nodes hold fewer than 91,119,499 solutions.
        assert!(matches!(limit_nodes(26, 91_119_499), Err(measured) if measured > 1));
        // A small board is not in the table: its whole tree is small.
        assert_eq!(limit_nodes(8, 2), Err(0));
    }
}
